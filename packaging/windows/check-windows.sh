#!/usr/bin/env bash
# Checks the Windows build under wine (Debian's wine package), for every
# desktop game the build packages (BUILD_DIR/packaging/desktop-programs.txt):
#
#   1. the five test suites that need neither fork() nor POSIX processes
#      (engine, records, computer players, bot line parsing, the table with
#      its autosave, resume and bots), cross-built against Check from
#      packaging/windows/build-deps.sh, run by CTest through wine;
#   2. the .zip: its .sha256, its contents (programs, stripped SDL2 DLLs,
#      data, the licence and the third-party licences), each desktop
#      program's resources read from the .exe (check-resources.py: the
#      manifest with PerMonitorV2 DPI awareness and Windows 7-11, the
#      version information, the icon); unpacked into the wine C: drive and
#      each game started headless from there (SDL's dummy drivers), reading
#      its data from beside the .exe and saving into SDL's preference folder
#      (%APPDATA%\racko\<game>); a saved game drawn to PNG; Rack-O's own
#      level against the example bot through the Windows bot transport;
#   3. the NSIS installer: its .sha256, its licence page (LICENSE), a silent
#      install into Program Files and a second one (the upgrade), each
#      game's Start menu shortcut, the installed licence and --version, and
#      the silent uninstaller.
#
# Usage: packaging/windows/check-windows.sh BUILD_DIR ZIP INSTALLER
#   RACKO_WINEPREFIX  wine prefix (default $RACKO_WINDEPS/wine, created once)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=packaging/windows/windeps.sh
. "$here/windeps.sh"

build=$(realpath "$1")
zip=$(realpath "$2")
installer=$(realpath "$3")
failures=0
fail() { echo "check-windows: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "check-windows: ok: $*"; }
for t in wine unzip strace python3 x86_64-w64-mingw32-objdump; do
    command -v "$t" >/dev/null 2>&1 || { echo "check-windows: $t is missing" >&2; exit 1; }
done

racko_windeps_init check-windows
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
version=$(sed -n 's/^project(racko VERSION \([0-9.]*\).*/\1/p' "$here/../../CMakeLists.txt")
mapfile -t desktop < <(cut -f1 "$build/packaging/desktop-programs.txt")
declare -A title=()
while IFS=$'\t' read -r p t; do title[$p]=$t; done <"$build/packaging/desktop-programs.txt"
mapfile -t programs < <(grep -v '^$' "$build/packaging/programs.txt")
# A quoted setting of packaging/games/ID/game.cmake (the desktop program is
# named by its game's id): game_setting ID NAME.
game_setting() { sed -n "s/^[[:space:]]*set(GAME_$2[[:space:]]*\"\([^\"]*\)\").*/\1/p" "$here/../games/$1/game.cmake"; }
[ ${#desktop[@]} -gt 0 ] || fail "no desktop program in $build/packaging/desktop-programs.txt"
echo "check-windows: desktop games: ${desktop[*]}; programs: ${programs[*]}"
for f in "$zip" "$installer"; do
    if (cd "$(dirname "$f")" && sha256sum --quiet -c "$(basename "$f").sha256"); then
        ok "$(basename "$f").sha256 matches"
    else
        fail "no matching $(basename "$f").sha256 beside it"
    fi
done
unz=$drive_c/racko-check
rm -rf "$unz"
mkdir -p "$unz"
unzip -q "$zip" -d "$unz"
top=$(find "$unz" -mindepth 1 -maxdepth 1 -type d | head -n1)
win_top="C:\\racko-check\\$(basename "$top")"
for f in "${programs[@]/%/.exe}" SDL2.dll SDL2_image.dll SDL2_ttf.dll \
         assets/png/1x/card-back.png assets/png/2x/card-back.png assets/sounds/shuffle.wav \
         assets/icons/racko-64.png fonts/DejaVuSans.ttf fonts/DejaVuSans-Bold.ttf fonts/LICENSE-DejaVu.txt \
         locale/fr.mo \
         doc/LICENSE.txt doc/THIRD-PARTY.md doc/licenses/SDL2/LICENSE.txt doc/licenses/SDL2_image/LICENSE.txt \
         doc/licenses/SDL2_ttf/LICENSE.txt doc/licenses/FreeType/FTL.TXT doc/licenses/mingw-w64/copyright.txt; do
    [ -e "$top/$f" ] || fail "the zip lacks $f"
done
for p in "${desktop[@]}"; do
    sprite=$(game_setting "$p" CHECK_SPRITE)
    for f in "assets/png/1x/$sprite.png" "assets/png/2x/$sprite.png" "assets/icons/$p-64.png"; do
        [ -e "$top/$f" ] || fail "the zip lacks $f ($p)"
    done
done
if cmp -s "$top/doc/LICENSE.txt" "$here/../../LICENSE"; then
    ok "doc\\LICENSE.txt is the project's LICENSE"
else
    fail "doc\\LICENSE.txt is not the project's LICENSE"
fi
# Every DLL a program imports is in the zip or is Windows' own; the DLLs
# shipped are stripped.
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
for dll in "$top"/*.dll; do
    sections=$(x86_64-w64-mingw32-objdump -h "$dll")
    if grep -q '\.debug_' <<<"$sections"; then
        fail "$(basename "$dll") is not stripped"
    else
        ok "$(basename "$dll") is stripped ($(stat -c %s "$dll") bytes)"
    fi
done
# Each desktop program's resources, read from the .exe.
for p in "${desktop[@]}"; do
    python3 "$here/check-resources.py" "$top/$p.exe" "$version" "${title[$p]}" || fail "$p.exe's resources"
done

# Started from C:\ (not from the Linux source tree's drive), so only the
# data beside the programs can be found.
cd "$drive_c"
appdata=$(find "$drive_c/users" -maxdepth 3 -type d -path '*/AppData/Roaming' | head -n1)
[ -n "$appdata" ] || fail "no AppData/Roaming in the wine prefix"
rec_dir=$drive_c/racko-check/rec
mkdir -p "$rec_dir"
# (The example bots speak only the bot protocol.)
# The terminal tools of games without a desktop table yet, too.
tools=()
for p in "${programs[@]}"; do
    case $p in
        *-cli) [[ " ${desktop[*]/%/-cli} " == *" $p "* ]] || tools+=("$p") ;;
    esac
done
for p in "${desktop[@]}" "${desktop[@]/%/-cli}" "${tools[@]}"; do
    out=$(wine "$win_top\\$p.exe" --version 2>&1 </dev/null | tr -d '\r') || true
    case $out in *"$version"*) ok "$p.exe --version: $out" ;; *) fail "$p.exe --version said: $out" ;; esac
done
for p in "${desktop[@]}"; do
    rm -rf "${appdata:?}/racko/$p"
    trace=$(mktemp /tmp/racko-wine.XXXXXX)
    # With a wine server still up (say, from the previous game's
    # --render-record), strace loses the program part way, before it reads
    # its data: start it with none running.
    wineserver --wait || true
    status=0
    strace -f -qq -e trace=open,openat -o "$trace" \
        wine "$win_top\\$p.exe" --quick 2 --exit-after 2000 >"$trace.out" 2>&1 || status=$?
    wineserver --wait || true
    if [ $status -eq 0 ]; then
        ok "$p.exe started headless, played, quit (status 0)"
    else
        cat "$trace.out" >&2
        fail "$p.exe headless start exited with status $status"
    fi
    sprite=$(game_setting "$p" CHECK_SPRITE)
    python3 - "$trace" "$top" "$p" "$sprite" <<'EOF' || fail "$p.exe did not read its data from beside itself"
import os, re, sys
log, top, p, sprite = sys.argv[1], os.path.realpath(sys.argv[2]), sys.argv[3], sys.argv[4]
opened = []
for line in open(log, errors='replace'):
    m = re.match(r'^\d+\s+open(?:at)?\((.*)\)\s+=\s+(-?\d+)', line)
    if not m or int(m.group(2)) < 0:
        continue
    q = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))
    if q and re.search(r'/(assets/(png|sounds|icons)/|fonts/DejaVu)', q[0]):
        opened.append(os.path.realpath(q[0]))
need = [f'assets/png/1x/{sprite}.png', 'fonts/DejaVuSans.ttf']
missing = [n for n in need if not any(o.endswith(n) and o.startswith(top + '/') for o in opened)]
foreign = [o for o in opened if not o.startswith(top + '/')]
if missing or foreign:
    print(f'check-windows: FAIL: not read from {top}: {missing}; read elsewhere: {foreign[:5]}', file=sys.stderr)
    sys.exit(1)
print(f'check-windows: ok: {p}.exe: {len(opened)} data files read from beside it')
EOF
    if [ -s "$appdata/racko/$p/settings.ini" ]; then
        ok "$p.exe: settings saved in %APPDATA%\\racko\\$p"
    else
        fail "$p.exe: nothing saved in %APPDATA%\\racko\\$p"
    fi
    rm -f "$trace" "$trace.out"

    # Portable mode: portable.txt beside the program keeps everything in
    # userdata\<game> beside it, nothing in %APPDATA%.
    rm -rf "${appdata:?}/racko/$p" "$top/userdata"
    : >"$top/portable.txt"
    status=0
    wine "$win_top\\$p.exe" --quick 2 --exit-after 1500 >/dev/null 2>&1 </dev/null || status=$?
    wineserver --wait || true
    rm -f "$top/portable.txt"
    if [ $status -eq 0 ] && [ -s "$top/userdata/$p/settings.ini" ] && [ ! -e "$appdata/racko/$p" ]; then
        ok "$p.exe in portable mode: settings beside it in userdata\\$p, nothing in %APPDATA%"
    else
        fail "$p.exe in portable mode (status $status): $(ls -R "$top/userdata" 2>&1 | head -5)"
    fi
    rm -rf "$top/userdata"

    # A game recorded by the game's terminal tool (one short game:
    # GAME_CHECK_MATCH), drawn to a PNG.
    read -r -a short <<<"$(game_setting "$p" CHECK_MATCH)"
    if wine "$win_top\\$p-cli.exe" match --players 2 --seed 5 "${short[@]}" --record "C:\\racko-check\\rec\\$p.rec" \
            >"$rec_dir/$p-match.out" 2>&1 </dev/null &&
       wine "$win_top\\$p.exe" --render-record "C:\\racko-check\\rec\\$p.rec" --out "C:\\racko-check\\rec\\$p.png" \
            --pref-dir "C:\\racko-check\\rec\\pref-$p" >"$rec_dir/$p-render.out" 2>&1 </dev/null; then
        size=$(python3 -c "import struct,sys;d=open(sys.argv[1],'rb').read(24);print('%dx%d'%struct.unpack('>II',d[16:24]) if d[:4]==b'\x89PNG' else 'none')" "$rec_dir/$p.png" 2>/dev/null || echo none)
        if [ "$size" = 1280x800 ]; then ok "$p.exe --render-record drew a $size PNG"; else fail "$p: render-record made: $size"; fi
    else
        cat "$rec_dir/$p-match.out" "$rec_dir/$p-render.out" >&2 || true
        fail "$p-cli.exe match / $p.exe --render-record under wine"
    fi
done

# Rack-O: our own level as an outside bot (racko-cli bot) against the
# example bot, both run through cmd.exe by the Windows bot transport.
if [ ! -f "$top/racko-cli.exe" ]; then
    :
elif wine "$win_top\\racko-cli.exe" match --players 2 --seed 7 --rounds 2 --json \
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
# Its licence page shows the project's LICENSE (CPack's NSIS script names
# the file the page shows).
nsi=$(find "$build/_CPack_Packages" -name project.nsi | head -n1)
lic=$(sed -n 's/.*MUI_PAGE_LICENSE "\(.*\)".*/\1/p' "$nsi" 2>/dev/null | head -n1)
if [ -n "$lic" ] && cmp -s "$lic" "$here/../../LICENSE"; then
    ok "the installer's licence page shows LICENSE"
else
    fail "the installer's licence page shows '$lic', not LICENSE"
fi
# Its own words in English and French (packaging/windows/installer-lang.nsh.in,
# test_installer_lang checks them whole): included before its pages, and
# the games' shortcuts made with their descriptions.
lang=$(sed -n "s/^!include \/CHARSET=UTF8 '\(.*\)'\r\{0,1\}$/\1/p" "$nsi" 2>/dev/null | head -n1)
if [ -n "$lang" ] && grep -q '^LangString RackoWelcomeText 1036 ' "$lang" &&
   grep -q '^LangString RackoFinishText 1036 ' "$lang" &&
   grep -q '!insertmacro RackoShortcuts' "$nsi"; then
    ok "the installer's welcome, finish and shortcuts' words come in English and French"
else
    fail "the installer's script does not include its words in English and French ('$lang')"
fi
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
    missing=""
    for f in "${programs[@]/%/.exe}" SDL2.dll fonts/DejaVuSans.ttf doc/LICENSE.txt Uninstall.exe; do
        [ -f "$pf/$f" ] || missing+=" $f"
    done
    if [ -z "$missing" ]; then
        ok "installer put the games (${desktop[*]}), their DLLs, fonts and licence in C:\\Program Files\\Rack-O"
        for p in "${desktop[@]}"; do
            out=$(wine "C:\\Program Files\\Rack-O\\$p.exe" --version 2>&1 </dev/null | tr -d '\r') || true
            if [ "$out" = "$p $version" ]; then ok "installed $p.exe --version: $out"; else fail "installed $p.exe --version said: $out"; fi
            lnk=$(find "$drive_c" -iname "${title[$p]}.lnk" -path '*Start Menu/Programs/Rack-O/*' | head -n1)
            if [ -n "$lnk" ]; then ok "Start menu shortcut: ${lnk#"$drive_c"/}"; else fail "no Start menu shortcut ${title[$p]}.lnk"; fi
        done
        # The uninstaller's shortcut under its language's name
        # (installer-lang.nsh.in, RackoUninstallLink), not CPack's "Uninstall".
        sm=$(find "$drive_c" -type d -path '*Start Menu/Programs/Rack-O' | head -n1)
        if [ -f "$sm/Uninstall Rack-O.lnk" ] || [ -f "$sm/Désinstaller Rack-O.lnk" ]; then
            if [ -e "$sm/Uninstall.lnk" ]; then
                fail "the Start menu has CPack's Uninstall.lnk beside its own"
            else
                ok "Start menu shortcut: $(cd "$sm" && ls -- *nstall*Rack-O.lnk)"
            fi
        else
            fail "no Uninstall shortcut in the Start menu folder ('$sm': $(ls "$sm" 2>&1 | tr '\n' ' '))"
        fi
        if wine 'C:\Program Files\Rack-O\Uninstall.exe' /S >/dev/null 2>&1 && wineserver --wait; then
            # The uninstaller copies itself to %TEMP% and removes the folder from there.
            for _ in 1 2 3 4 5 6 7 8 9 10; do [ -e "$pf/${desktop[0]}.exe" ] || break; sleep 1; done
            if [ -e "$pf/${desktop[0]}.exe" ]; then fail "the uninstaller left ${desktop[0]}.exe"; else ok "uninstaller removed the games"; fi
            if [ -n "$sm" ] && [ -e "$sm" ]; then
                fail "the uninstaller left the Start menu folder: $(ls "$sm" 2>&1 | tr '\n' ' ')"
            else
                ok "uninstaller removed the Start menu folder and its shortcuts"
            fi
        else
            fail "the uninstaller failed"
        fi
    else
        fail "the installer did not install:$missing"
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
