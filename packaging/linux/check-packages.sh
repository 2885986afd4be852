#!/usr/bin/env bash
# Checks the Linux packages as a user would meet them, without installing
# anything into the system:
#
#   .deb     its control fields and dependencies (resolvable here, simulated
#            with apt-get), unpacked with dpkg -x into a scratch root; the
#            menu entry and the metainfo validated (desktop-file-validate,
#            appstreamcli validate); the hicolor icons present; then the
#            menu entry's command started headless from the scratch root
#            under strace: it must read its data from the scratch root (not
#            from the source tree) and write only into SDL's preference
#            folder; a saved game drawn to a PNG.
#   .tar.gz  unpacked into an odd folder and started from there the same way.
#
# Usage: packaging/linux/check-packages.sh DEB TGZ
# Needs: dpkg-dev, desktop-file-utils, appstream, strace, python3.
set -euo pipefail

deb=$(realpath "$1")
tgz=$(realpath "$2")
app_id=io.github.racko.Racko
failures=0

fail() { echo "check-packages: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "check-packages: ok: $*"; }
need() { command -v "$1" >/dev/null 2>&1 || { echo "check-packages: $1 is missing" >&2; exit 1; }; }
for t in dpkg-deb desktop-file-validate appstreamcli strace python3 tar; do need "$t"; done

work=$(mktemp -d /tmp/racko-pkgcheck.XXXXXX)
trap 'rm -rf "$work"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
unset RACKO_DATA_DIR XDG_DATA_HOME

# ---- control data ----
dpkg-deb -I "$deb" >"$work/control.txt"
depends=$(dpkg-deb -f "$deb" Depends)
echo "check-packages: Depends: $depends"
for p in libc6 libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0; do
    if grep -Eq "(^|, )$p( |,|$)" <<<"$depends"; then ok "depends on $p"; else fail "Depends lacks $p"; fi
done
for field in Package Version Architecture Maintainer Section Description; do
    [ -n "$(dpkg-deb -f "$deb" "$field")" ] || fail "control field $field is empty"
done
[ "$(dpkg-deb -f "$deb" Package)" = racko ] || fail "package name is not racko"
if apt-get install -s -q "$deb" >"$work/apt-sim.txt" 2>&1; then
    ok "dependencies resolve (apt-get install --simulate)"
else
    cat "$work/apt-sim.txt" >&2
    fail "apt-get cannot satisfy the package's dependencies"
fi

# ---- contents ----
root=$work/root
mkdir -p "$root"
dpkg -x "$deb" "$root"
for f in usr/bin/racko usr/bin/racko-cli usr/bin/racko-simplebot \
         usr/share/applications/$app_id.desktop usr/share/metainfo/$app_id.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/$app_id.svg \
         usr/share/racko/fonts/DejaVuSans.ttf usr/share/racko/fonts/DejaVuSans-Bold.ttf \
         usr/share/racko/fonts/LICENSE-DejaVu.txt usr/share/racko/assets/png/1x/card-back.png \
         usr/share/racko/assets/png/2x/card-back.png usr/share/racko/assets/sounds/shuffle.wav \
         usr/share/doc/racko/copyright usr/share/man/man6/racko.6.gz; do
    [ -e "$root/$f" ] || fail "the .deb lacks /$f"
done
for px in 16 32 48 64 128 256 512; do
    icon=$root/usr/share/icons/hicolor/${px}x${px}/apps/$app_id.png
    if [ ! -f "$icon" ]; then
        fail "no ${px}x${px} hicolor icon"
    elif ! python3 - "$icon" "$px" <<'EOF'
import struct, sys
d = open(sys.argv[1], 'rb').read(24)
w, h = struct.unpack('>II', d[16:24])
sys.exit(0 if d[:8] == b'\x89PNG\r\n\x1a\n' and w == h == int(sys.argv[2]) else 1)
EOF
    then
        fail "hicolor icon ${px}x${px} is not a ${px}x${px} PNG"
    fi
done
bad=$(find "$root" -path "$root/usr" -prune -o -print | grep -v "^$root\$" || true)
[ -z "$bad" ] || fail "files outside /usr: $bad"

# ---- desktop integration ----
if desktop-file-validate "$root/usr/share/applications/$app_id.desktop"; then
    ok "desktop-file-validate"
else
    fail "desktop-file-validate"
fi
if appstreamcli validate --no-net --explain "$root/usr/share/metainfo/$app_id.metainfo.xml"; then
    ok "appstreamcli validate"
else
    fail "appstreamcli validate"
fi
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" \
    "$root/usr/share/metainfo/$app_id.metainfo.xml" || fail "metainfo does not launch $app_id.desktop"
icon_key=$(sed -n 's/^Icon=//p' "$root/usr/share/applications/$app_id.desktop")
[ "$icon_key" = "$app_id" ] || fail "desktop Icon= is '$icon_key', not $app_id"

# ---- the installed game, started as the menu starts it ----
# The menu runs Exec= through PATH; the test adds only options that make it
# leave on its own.
exec_line=$(sed -n 's/^Exec=//p' "$root/usr/share/applications/$app_id.desktop")
read -r -a exec_cmd <<<"${exec_line//%[fFuU]/}"
home=$work/home
mkdir -p "$home"
version=$(PATH="$root/usr/bin:$PATH" "${exec_cmd[@]}" --version)
expected=$(dpkg-deb -f "$deb" Version)
if [ "$version" = "racko $expected" ]; then ok "racko --version: $version"; else fail "racko --version said '$version'"; fi

# Checks an strace log: data files came from $2, and every write went into $3.
check_trace() {
    local log=$1 data=$2 pref=$3 what=$4
    python3 - "$log" "$data" "$pref" "$what" <<'EOF' || failures=$((failures + 1))
import os, re, sys
log, data, pref, what = sys.argv[1:5]
data = os.path.realpath(data)
pref = os.path.realpath(pref)
opened, writes, bad = [], [], []
call = re.compile(r'^\d+\s+(\w+)\((.*)\)\s+=\s+(-?\d+)')
for line in open(log, errors='replace'):
    m = call.match(line)
    if not m or int(m.group(3)) < 0:
        continue
    name, args = m.group(1), m.group(2)
    paths = re.findall(r'"((?:[^"\\]|\\.)*)"', args)
    if not paths:
        continue
    path = os.path.normpath(paths[0])
    if name in ('openat', 'open') and re.search(r'/(assets/(png|sounds|icons)/|fonts/DejaVu)', path):
        opened.append(path)
    writing = (name in ('openat', 'open') and re.search(r'O_WRONLY|O_RDWR|O_CREAT', args)) or \
              name in ('mkdir', 'mkdirat', 'rename', 'renameat', 'renameat2', 'unlink', 'unlinkat')
    if writing:
        for p in paths[:2] if name.startswith('rename') else paths[:1]:
            p = os.path.normpath(p)
            if p.startswith(('/dev/', '/proc/', '/sys/')):
                continue
            writes.append(p)
            if not os.path.realpath(p).startswith(pref + '/') and os.path.realpath(p) != pref:
                # SDL creates the preference folder's parents.
                if not pref.startswith(os.path.realpath(p) + '/'):
                    bad.append(f'{name} {p}')
need = ['assets/png/1x/card-back.png', 'fonts/DejaVuSans.ttf']
ok = True
for n in need:
    if not any(p.endswith(n) and os.path.realpath(p).startswith(data + '/') for p in opened):
        print(f'check-packages: FAIL: {what}: {n} was not read from {data}', file=sys.stderr)
        ok = False
foreign = [p for p in opened if not os.path.realpath(p).startswith(data + '/')]
if foreign:
    print(f'check-packages: FAIL: {what}: data read from elsewhere: {foreign[:5]}', file=sys.stderr)
    ok = False
if bad:
    print(f'check-packages: FAIL: {what}: writes outside {pref}: {bad[:10]}', file=sys.stderr)
    ok = False
if not writes:
    print(f'check-packages: FAIL: {what}: nothing was saved in {pref}', file=sys.stderr)
    ok = False
if ok:
    print(f'check-packages: ok: {what}: {len(opened)} data files from {data}, '
          f'{len(writes)} writes, all in {pref}')
sys.exit(0 if ok else 1)
EOF
}

start_headless() {   # label data-dir home command...
    local label=$1 data=$2 h=$3
    shift 3
    local status=0
    # From / so that nothing can be found relative to the working folder.
    (cd / && HOME=$h PATH="$(dirname "$1"):$PATH" \
        strace -f -qq -e trace=open,openat,mkdir,mkdirat,rename,renameat,renameat2,unlink,unlinkat \
        -o "$work/$label.strace" "$@" --quick 2 --exit-after 1500) \
        >"$work/$label.out" 2>&1 || status=$?
    if [ $status -ne 0 ]; then
        cat "$work/$label.out" >&2
        fail "$label: the game exited with status $status"
        return
    fi
    ok "$label: started, played, quit (status 0)"
    check_trace "$work/$label.strace" "$data" "$h/.local/share/racko" "$label"
    [ -s "$h/.local/share/racko/racko/settings.ini" ] || fail "$label: no settings.ini in SDL's preference folder"
}

# The menu command, found through PATH like the menu does.
found=$(PATH="$root/usr/bin:$PATH" command -v "${exec_cmd[0]}" || true)
[ "$found" = "$root/usr/bin/racko" ] || fail "the menu command '${exec_cmd[0]}' resolves to '$found'"
start_headless deb-menu "$root/usr/share/racko" "$home" "$root/usr/bin/${exec_cmd[0]}" "${exec_cmd[@]:1}"

# A saved game drawn to a PNG by the installed game (its own racko-cli
# writes the record).
rec=$work/game.rec
"$root/usr/bin/racko-cli" match --players 3 --seed 11 --rounds 1 --record "$rec" >"$work/match.out" 2>&1 ||
    { cat "$work/match.out" >&2; fail "racko-cli match failed"; }
if HOME=$home "$root/usr/bin/racko" --render-record "$rec" --out "$work/game.png" --pref-dir "$work/pref" \
        >"$work/render.out" 2>&1; then
    size=$(python3 -c "import struct,sys;d=open(sys.argv[1],'rb').read(24);print('%dx%d'%struct.unpack('>II',d[16:24]))" "$work/game.png")
    bytes=$(stat -c %s "$work/game.png")
    if [ "$size" = 1280x800 ] && [ "$bytes" -gt 100000 ]; then
        ok "render-record: $size PNG, $bytes bytes"
    else
        fail "render-record made a $size PNG of $bytes bytes"
    fi
else
    cat "$work/render.out" >&2
    fail "racko --render-record failed"
fi

# ---- the .tar.gz, unpacked anywhere ----
odd="$work/some where/else"
mkdir -p "$odd"
tar -xzf "$tgz" -C "$odd"
top=$(find "$odd" -mindepth 1 -maxdepth 1 -type d | head -n1)
if [ -x "$top/bin/racko" ] && [ -f "$top/share/racko/fonts/DejaVuSans.ttf" ]; then
    home2=$work/home2
    mkdir -p "$home2"
    start_headless tgz "$top/share/racko" "$home2" "$top/bin/racko"
else
    fail "the .tar.gz has no bin/racko and share/racko beside it"
fi

if [ $failures -ne 0 ]; then
    echo "check-packages: $failures check(s) failed" >&2
    exit 1
fi
echo "check-packages: all Linux package checks passed"
