#!/usr/bin/env bash
# Checks the Windows build under wine (Debian's wine package):
#
#   1. the test suites that need neither fork() nor POSIX processes
#      (engine, records, computer players, bot line parsing, the table with
#      its autosave and resume), cross-built against Check from
#      packaging/windows/build-deps.sh, run by CTest through wine;
#   2. the .zip: its contents (programs, SDL2 DLLs, data, licences, the
#      icon and version information in racko.exe), unpacked into the wine
#      C: drive and started headless from there (SDL's dummy drivers),
#      reading its data from beside racko.exe and saving into SDL's
#      preference folder (%APPDATA%\racko\racko); a saved game drawn to PNG;
#   3. the NSIS installer: a silent install into Program Files, the
#      installed game's --version, and the silent uninstaller.
#
# Usage: packaging/windows/check-windows.sh BUILD_DIR ZIP INSTALLER
#   RACKO_WINEPREFIX  wine prefix (default $RACKO_WINDEPS/wine, created once)
set -euo pipefail

build=$(realpath "$1")
zip=$(realpath "$2")
installer=$(realpath "$3")
failures=0
fail() { echo "check-windows: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "check-windows: ok: $*"; }
for t in wine unzip strace python3 x86_64-w64-mingw32-objdump; do
    command -v "$t" >/dev/null 2>&1 || { echo "check-windows: $t is missing" >&2; exit 1; }
done

export RACKO_WINDEPS=${RACKO_WINDEPS:-/var/cache/racko-windeps}
export WINEPREFIX=${RACKO_WINEPREFIX:-$RACKO_WINDEPS/wine}
export WINEARCH=win64
export WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml="   # no Mono or Gecko prompts
unset DISPLAY WAYLAND_DISPLAY RACKO_DATA_DIR
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

# The dependency prefix must not be rebuilt under the tests (shared lock),
# and two checks must not share the wine prefix at once (exclusive lock).
mkdir -p "$RACKO_WINDEPS"
exec 8>"$RACKO_WINDEPS/.lock"
flock -s -w 3600 8 || { echo "check-windows: the dependency prefix is locked" >&2; exit 1; }
exec 7>"$RACKO_WINDEPS/.wine-lock"
flock -w 3600 7 || { echo "check-windows: another check is using $WINEPREFIX" >&2; exit 1; }

t0=$(date +%s)
if [ ! -f "$WINEPREFIX/system.reg" ]; then
    echo "check-windows: creating the wine prefix $WINEPREFIX"
    mkdir -p "$(dirname "$WINEPREFIX")"
    wineboot --init >/dev/null 2>&1 || true
    wineserver --wait || true
fi
[ -f "$WINEPREFIX/system.reg" ] || { echo "check-windows: wine prefix was not created" >&2; exit 1; }
echo "check-windows: wine prefix ready in $(($(date +%s) - t0)) s"
# During the tests one wine server stays up (persistent), warmed up first:
# its services start with the first program.  It is stopped after them, so
# that `wineserver --wait` below returns.
# (A server left running on this prefix, say by a check that was killed,
# makes -p fail; the lock above says no other check uses it: reuse it.)
wineserver -p 2>/dev/null || echo "check-windows: reusing the wine server already running for $WINEPREFIX"
trap 'wineserver -k >/dev/null 2>&1 || true' EXIT
wine cmd.exe /c exit >/dev/null 2>&1 || true
drive_c=$WINEPREFIX/drive_c

# ---- 1. test suites under wine ----
# test_record (saving and loading records: MoveFileExA over the old file)
# and test_play (the table: autosave, resume, bots and their logs through
# cmd.exe and src/racko/bot/proc_win32.c) reach the file system through
# tests/common/portable.c; the few cases that need POSIX are left out on
# Windows by the tests themselves, each saying why.  test_cli and the bot
# process tests use POSIX (fork, sys/wait.h, /bin/sh) and are not built for
# Windows.
tests=(test_engine test_ai test_bot_line test_record test_play)
present=()
for t in "${tests[@]}"; do
    if grep -q "add_test.*\b$t\b\|^$t\b" "$build/tests/CTestTestfile.cmake" 2>/dev/null ||
       grep -q "\"$t\"" "$build/tests/CTestTestfile.cmake" 2>/dev/null; then
        present+=("$t")
    fi
done
if [ ${#present[@]} -eq 0 ]; then
    fail "no test suites configured in $build (RACKO_BUILD_TESTS off?)"
else
    echo "check-windows: building ${present[*]}"
    cmake --build "$build" -j"$(nproc 2>/dev/null || echo 2)" --target "${present[@]}" >"$build/wine-tests-build.log" 2>&1 ||
        { tail -n 40 "$build/wine-tests-build.log" >&2; fail "building the test suites for Windows failed"; }
    regex="^($(IFS='|'; echo "${present[*]}"))\$"
    # Check runs in no-fork mode on Windows; each suite is one wine process.
    # Once, a suite whose checks had all passed did not exit under wine
    # until its CTest timeout: a suite that times out is run again (up to
    # twice more), and CTest prints each try.
    # The MinGW runtime (libwinpthread-1.dll) is found through WINEPATH.
    winepath="Z:${RACKO_WINDEPS//\//\\}\\prefix\\bin"
    for d in /usr/x86_64-w64-mingw32/lib /usr/lib/gcc/x86_64-w64-mingw32/*-posix; do
        [ -d "$d" ] && winepath="$winepath;Z:${d//\//\\}"
    done
    if (cd "$build" && WINEPATH=$winepath CK_FORK=no ctest --output-on-failure -j2 -R "$regex" --timeout 900 \
            --repeat after-timeout:2); then
        ok "test suites under wine: ${present[*]}"
    else
        fail "test suites under wine"
    fi
fi
wineserver -k >/dev/null 2>&1 || true
wineserver --wait || true
trap - EXIT

# ---- 2. the .zip ----
unz=$drive_c/racko-check
rm -rf "$unz"
mkdir -p "$unz"
unzip -q "$zip" -d "$unz"
top=$(find "$unz" -mindepth 1 -maxdepth 1 -type d | head -n1)
win_top="C:\\racko-check\\$(basename "$top")"
for f in racko.exe racko-cli.exe racko-simplebot.exe SDL2.dll SDL2_image.dll SDL2_ttf.dll \
         assets/png/1x/card-back.png assets/png/2x/card-back.png assets/sounds/shuffle.wav \
         assets/icons/racko-64.png fonts/DejaVuSans.ttf fonts/DejaVuSans-Bold.ttf fonts/LICENSE-DejaVu.txt \
         doc/THIRD-PARTY.md doc/licenses/SDL2/LICENSE.txt doc/licenses/SDL2_image/LICENSE.txt \
         doc/licenses/SDL2_ttf/LICENSE.txt doc/licenses/FreeType/FTL.TXT doc/licenses/mingw-w64/copyright.txt; do
    [ -e "$top/$f" ] || fail "the zip lacks $f"
done
# Every DLL a program imports is in the zip or is Windows' own.
for bin in "$top"/*.exe "$top"/*.dll; do
    while read -r dll; do
        [ -e "$top/$dll" ] && continue
        if [ -e "$drive_c/windows/system32/$(tr 'A-Z' 'a-z' <<<"$dll")" ] ||
           [ -e "$drive_c/windows/system32/$dll" ]; then
            continue
        fi
        fail "$(basename "$bin") needs $dll, which is neither in the zip nor in Windows"
    done < <(x86_64-w64-mingw32-objdump -p "$bin" | sed -n 's/^[[:space:]]*DLL Name: //p')
done
# Icon and version information in racko.exe.
if x86_64-w64-mingw32-objdump -h "$top/racko.exe" | grep -q '\.rsrc'; then
    ok "racko.exe has a resource section"
else
    fail "racko.exe has no resources (icon, version information)"
fi
version=$(sed -n 's/^project(racko VERSION \([0-9.]*\).*/\1/p' "$(dirname "$0")/../../CMakeLists.txt")
python3 - "$top/racko.exe" "$version" <<'EOF' || fail "racko.exe's version information"
import sys
data = open(sys.argv[1], 'rb').read()
want = sys.argv[2]
for key, value in (("ProductName", "Rack-O"), ("FileVersion", want), ("ProductVersion", want)):
    k = key.encode('utf-16-le')
    i = data.find(k)
    if i < 0:
        sys.exit(f"check-windows: FAIL: no {key} in racko.exe")
    tail = data[i + len(k):i + len(k) + 200].decode('utf-16-le', 'ignore')
    if value not in tail:
        sys.exit(f"check-windows: FAIL: {key} is not {value}")
ico = b'\x00\x00\x01\x00'  # RT_GROUP_ICON header inside the resources
if data.find(b'\x89PNG') < 0:
    sys.exit("check-windows: FAIL: the 256-pixel icon (PNG) is not in racko.exe")
print(f"check-windows: ok: racko.exe says ProductName Rack-O, version {want}, carries the icon")
EOF

# Started from C:\ (not from the Linux source tree's drive), so only the
# data beside racko.exe can be found.
cd "$drive_c"
out=$(wine "$win_top\\racko.exe" --version 2>&1 | tr -d '\r') || true
if [ "$out" = "racko $version" ]; then ok "racko.exe --version: $out"; else fail "racko.exe --version said: $out"; fi
out=$(wine "$win_top\\racko-cli.exe" --version 2>&1 | tr -d '\r') || true
case $out in *"$version"*) ok "racko-cli.exe --version: $out" ;; *) fail "racko-cli.exe --version said: $out" ;; esac

appdata=$(find "$drive_c/users" -maxdepth 3 -type d -path '*/AppData/Roaming' | head -n1)
[ -n "$appdata" ] || fail "no AppData/Roaming in the wine prefix"
rm -rf "$appdata/racko"
trace=$(mktemp /tmp/racko-wine.XXXXXX)
status=0
strace -f -qq -e trace=open,openat -o "$trace" \
    wine "$win_top\\racko.exe" --quick 2 --exit-after 2000 >"$trace.out" 2>&1 || status=$?
wineserver --wait || true
if [ $status -eq 0 ]; then
    ok "racko.exe started headless, played, quit (status 0)"
else
    cat "$trace.out" >&2
    fail "racko.exe headless start exited with status $status"
fi
python3 - "$trace" "$top" <<'EOF' || fail "racko.exe did not read its data from beside itself"
import os, re, sys
log, top = sys.argv[1], os.path.realpath(sys.argv[2])
opened = []
for line in open(log, errors='replace'):
    m = re.match(r'^\d+\s+open(?:at)?\((.*)\)\s+=\s+(-?\d+)', line)
    if not m or int(m.group(2)) < 0:
        continue
    p = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))
    if p and re.search(r'/(assets/(png|sounds|icons)/|fonts/DejaVu)', p[0]):
        opened.append(os.path.realpath(p[0]))
need = ['assets/png/1x/card-back.png', 'fonts/DejaVuSans.ttf']
missing = [n for n in need if not any(o.endswith(n) and o.startswith(top + '/') for o in opened)]
foreign = [o for o in opened if not o.startswith(top + '/')]
if missing or foreign:
    print(f'check-windows: FAIL: not read from {top}: {missing}; read elsewhere: {foreign[:5]}', file=sys.stderr)
    sys.exit(1)
print(f'check-windows: ok: {len(opened)} data files read from beside racko.exe')
EOF
if [ -s "$appdata/racko/racko/settings.ini" ]; then
    ok "settings saved in %APPDATA%\\racko\\racko"
else
    fail "nothing saved in %APPDATA%\\racko\\racko"
fi
rm -f "$trace" "$trace.out"

rec_dir=$drive_c/racko-check/rec
mkdir -p "$rec_dir"
if wine "$win_top\\racko-cli.exe" match --players 2 --seed 5 --rounds 1 --record 'C:\racko-check\rec\game.rec' \
        >"$rec_dir/match.out" 2>&1 &&
   wine "$win_top\\racko.exe" --render-record 'C:\racko-check\rec\game.rec' --out 'C:\racko-check\rec\game.png' \
        --pref-dir 'C:\racko-check\rec\pref' >"$rec_dir/render.out" 2>&1; then
    size=$(python3 -c "import struct,sys;d=open(sys.argv[1],'rb').read(24);print('%dx%d'%struct.unpack('>II',d[16:24]) if d[:4]==b'\x89PNG' else 'none')" "$rec_dir/game.png" 2>/dev/null || echo none)
    if [ "$size" = 1280x800 ]; then ok "racko.exe --render-record drew a $size PNG"; else fail "render-record made: $size"; fi
else
    cat "$rec_dir/match.out" "$rec_dir/render.out" >&2 || true
    fail "racko-cli.exe match / racko.exe --render-record under wine"
fi

# Our own level as an outside bot (racko-cli bot) against the example bot,
# both run through cmd.exe by the Windows bot transport.
if wine "$win_top\\racko-cli.exe" match --players 2 --seed 7 --rounds 2 --json \
        --seat 1=bot:"\"$win_top\\racko-simplebot.exe\"" \
        --seat 2=bot:"\"$win_top\\racko-cli.exe\" bot --ai expert --seed 3" \
        >"$rec_dir/bots.json" 2>"$rec_dir/bots.err" &&
   grep -q '"type":"summary".*"rounds":2.*"names":\["simplebot","racko-expert"\]' "$rec_dir/bots.json" &&
   ! grep -q 'failed' "$rec_dir/bots.err"; then
    ok "racko-cli.exe bot --ai expert played 2 rounds against racko-simplebot.exe"
else
    cat "$rec_dir/bots.json" "$rec_dir/bots.err" >&2 || true
    fail "racko-cli.exe bot / racko-simplebot.exe under wine"
fi

# ---- 3. the installer ----
pf=$drive_c/"Program Files"/Rack-O
uninst_key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Rack-O'
# A run stopped half-way may have left an install behind in the cached prefix.
if [ -f "$pf/Uninstall.exe" ]; then
    wine 'C:\Program Files\Rack-O\Uninstall.exe' /S >/dev/null 2>&1 || true
    wineserver --wait || true
fi
wine reg delete "$uninst_key" /f >/dev/null 2>&1 || true
rm -rf "$pf"
# Installed twice: the second run is an upgrade (it removes the first).
if wine "$installer" /S >/dev/null 2>&1 && wineserver --wait &&
   wine "$installer" /S >/dev/null 2>&1 && wineserver --wait; then
    if [ -f "$pf/racko.exe" ] && [ -f "$pf/SDL2.dll" ] && [ -f "$pf/fonts/DejaVuSans.ttf" ] && [ -f "$pf/Uninstall.exe" ]; then
        ok "installer put the game in C:\\Program Files\\Rack-O"
        out=$(wine 'C:\Program Files\Rack-O\racko.exe' --version 2>&1 | tr -d '\r') || true
        [ "$out" = "racko $version" ] && ok "installed racko.exe --version: $out" ||
            fail "installed racko.exe --version said: $out"
        lnk=$(find "$drive_c" -iname 'Rack-O.lnk' -path '*Start Menu/Programs/Rack-O/*' | head -n1)
        [ -n "$lnk" ] && ok "Start menu shortcut: ${lnk#"$drive_c"/}" || fail "no Start menu shortcut"
        if wine 'C:\Program Files\Rack-O\Uninstall.exe' /S >/dev/null 2>&1 && wineserver --wait; then
            # The uninstaller copies itself to %TEMP% and removes the folder from there.
            for _ in 1 2 3 4 5 6 7 8 9 10; do [ -e "$pf/racko.exe" ] || break; sleep 1; done
            [ -e "$pf/racko.exe" ] && fail "the uninstaller left racko.exe" || ok "uninstaller removed the game"
        else
            fail "the uninstaller failed"
        fi
    else
        fail "the installer did not install racko.exe, SDL2.dll, the fonts and Uninstall.exe"
        find "$pf" -maxdepth 1 2>/dev/null | head >&2 || true
    fi
else
    fail "the silent install failed"
fi

if [ $failures -ne 0 ]; then
    echo "check-windows: $failures check(s) failed" >&2
    exit 1
fi
echo "check-windows: all Windows checks passed"
