#!/usr/bin/env bash
# Checks the Linux packages as a user (and Debian) would meet them, without
# installing anything into the system, for every game in src/games.cmake:
#
#   checksums  each package's .sha256 file beside it matches
#   .deb       lintian -i -I --pedantic: no error, no warning; its control
#              fields and dependencies (fonts-dejavu-core too; resolvable
#              here, simulated with apt-get); unpacked with dpkg -x into a
#              scratch root: programs in /usr/games, a man page for each, the
#              licence, copyright and changelog, no font file of its own
#              (links to fonts-dejavu-core's), no path of the build machine
#              inside the programs; each game's menu entry and metainfo
#              validated (desktop-file-validate, appstreamcli validate), its
#              hicolor icons; then each menu entry's command started headless
#              from the scratch root under strace: it must read its data from
#              the scratch root (fonts from fonts-dejavu-core) and write only
#              into SDL's preference folder; a saved game drawn to a PNG; a
#              game without a desktop table yet: its terminal tool alone
#              (it runs, its man page, no menu entry).
#   .tar.gz    unpacked into an odd folder (fonts and licence inside) and
#              each game started from there the same way.
#   source     (optional third argument) the source tarball holds exactly
#              the files git tracks, and racko-cli builds from it.
#
# Usage: packaging/linux/check-packages.sh DEB TGZ [SOURCE_TGZ]
# Needs: dpkg-dev, lintian, desktop-file-utils, appstream, strace, python3,
# fonts-dejavu-core (scripts/package-deps-debian.sh linux).
set -euo pipefail

src_dir=$(cd "$(dirname "$0")/../.." && pwd)
deb=$(realpath "$1")
tgz=$(realpath "$2")
srctgz=${3:+$(realpath "$3")}
failures=0
system_fonts=/usr/share/fonts/truetype/dejavu

fail() { echo "check-packages: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "check-packages: ok: $*"; }
need() { command -v "$1" >/dev/null 2>&1 || { echo "check-packages: $1 is missing" >&2; exit 1; }; }
for t in dpkg-deb lintian desktop-file-validate appstreamcli strace python3 tar sha256sum man; do need "$t"; done
[ -f "$system_fonts/DejaVuSans.ttf" ] ||
    { echo "check-packages: fonts-dejavu-core is not installed ($system_fonts)" >&2; exit 1; }

# The games, and each one's application id.
mapfile -t games < <(sed -n 's/^[[:space:]]*list(APPEND RACKO_GAMES[[:space:]]\{1,\}\([a-z0-9_-]\{1,\}\)).*/\1/p' \
                     "$src_dir/src/games.cmake")
[ ${#games[@]} -gt 0 ] || { echo "check-packages: no game in src/games.cmake" >&2; exit 1; }
# A game ships its desktop program once its desktop table exists; until
# then its terminal tool alone, with its man page (packaging/install.cmake).
shipped=()
tools_only=()
for id in "${games[@]}"; do
    if [ -f "$src_dir/src/$id/ui/CMakeLists.txt" ]; then
        shipped+=("$id")
    elif [ -d "$src_dir/src/$id/cli" ]; then
        tools_only+=("$id")
        echo "check-packages: $id: no desktop table yet (src/$id/ui): its terminal tool $id-cli only"
    else
        echo "check-packages: $id: neither a desktop table nor a terminal tool: not packaged"
    fi
done
games=("${shipped[@]}")
[ ${#games[@]} -gt 0 ] || { echo "check-packages: no game has its desktop table" >&2; exit 1; }
# A quoted setting of packaging/games/ID/game.cmake: game_setting ID NAME.
game_setting() { sed -n "s/^[[:space:]]*set(GAME_$2[[:space:]]*\"\([^\"]*\)\").*/\1/p" "$src_dir/packaging/games/$1/game.cmake"; }
app_id() { game_setting "$1" APP_ID; }
for id in "${games[@]}"; do
    for v in APP_ID CHECK_SPRITE CHECK_MATCH; do
        [ -n "$(game_setting "$id" $v)" ] ||
            { echo "check-packages: packaging/games/$id/game.cmake sets no GAME_$v" >&2; exit 1; }
    done
done
echo "check-packages: games: ${games[*]}"

work=$(mktemp -d /tmp/racko-pkgcheck.XXXXXX)
trap 'rm -rf "$work"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
unset RACKO_DATA_DIR XDG_DATA_HOME

# ---- checksums ----
for f in "$deb" "$tgz" ${srctgz:+"$srctgz"}; do
    if [ ! -f "$f.sha256" ]; then
        fail "no $(basename "$f").sha256 beside the package"
    elif (cd "$(dirname "$f")" && sha256sum --quiet -c "$(basename "$f").sha256"); then
        ok "$(basename "$f").sha256 matches"
    else
        fail "$(basename "$f").sha256 does not match"
    fi
done

# ---- lintian ----
lintian -i -I -E --pedantic "$deb" >"$work/lintian.txt" 2>"$work/lintian.err" || true
grep -E '^[EWIPXO]: ' "$work/lintian.txt" || true
count() { grep -c "^$1: " "$work/lintian.txt" || true; }
errors=$(count E)
warnings=$(count W)
echo "check-packages: lintian -i -I -E --pedantic: $errors error(s), $warnings warning(s)," \
     "$(count I) info, $(count P) pedantic, $(count X) experimental"
grep -v 'running with root privileges' "$work/lintian.err" >&2 || true
if [ "$errors" -eq 0 ] && [ "$warnings" -eq 0 ]; then ok "lintian: no error, no warning"; else fail "lintian"; fi

# ---- control data ----
depends=$(dpkg-deb -f "$deb" Depends)
echo "check-packages: Depends: $depends"
for p in libc6 libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 fonts-dejavu-core; do
    if grep -Eq "(^|, )$p( |,|$)" <<<"$depends"; then ok "depends on $p"; else fail "Depends lacks $p"; fi
done
for field in Package Version Architecture Maintainer Section Description Homepage; do
    [ -n "$(dpkg-deb -f "$deb" "$field")" ] || fail "control field $field is empty"
done
[ "$(dpkg-deb -f "$deb" Package)" = racko ] || fail "package name is not racko"
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "section is not games"
grep -Eq '^[^<>]+ <[^<>@ ]+@[^<>@ ]+>$' <<<"$(dpkg-deb -f "$deb" Maintainer)" ||
    fail "Maintainer is not 'Name <e-mail>'"
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
doc=$root/usr/share/doc/racko
for f in LICENSE copyright changelog.gz THIRD-PARTY.md; do
    [ -f "$doc/$f" ] || fail "the .deb lacks /usr/share/doc/racko/$f"
done
cmp -s "$doc/LICENSE" "$src_dir/LICENSE" || fail "/usr/share/doc/racko/LICENSE is not the project's LICENSE"
grep -q '/usr/share/doc/racko/LICENSE' "$doc/copyright" || fail "the copyright file does not point at the licence"
grep -q '^License: Expat' "$doc/copyright" || fail "the copyright file does not name the licence (Expat)"
zcat "$doc/changelog.gz" | head -n1 | grep -q "^racko ($(dpkg-deb -f "$deb" Version))" ||
    fail "changelog.gz does not begin with this version"
[ -z "$(ls -A "$root/usr/bin" 2>/dev/null)" ] || fail "programs in /usr/bin (section games: /usr/games)"
for f in "$root"/usr/share/racko/fonts/DejaVuSans.ttf "$root"/usr/share/racko/fonts/DejaVuSans-Bold.ttf; do
    target=$(readlink "$f" || true)
    if [ -L "$f" ] && [ -f "$system_fonts/$(basename "$target")" ] &&
       [ "$(cd "$(dirname "$f")" && realpath -m "$target")" = "$root$system_fonts/$(basename "$f")" ]; then
        ok "$(basename "$f") links to fonts-dejavu-core's ($target)"
    else
        fail "/usr/share/racko/fonts/$(basename "$f") is not a link into $system_fonts"
    fi
done
# The translations beside the art (po/LINGUAS), each a catalogue msgfmt reads.
while read -r lang; do
    mo=$root/usr/share/racko/locale/$lang.mo
    if [ -f "$mo" ] && msgunfmt "$mo" >/dev/null 2>&1; then
        ok "the $lang catalogue is installed (/usr/share/racko/locale/$lang.mo)"
    else
        fail "the .deb lacks the $lang catalogue (/usr/share/racko/locale/$lang.mo)"
    fi
done < <(grep -E '^[a-zA-Z]' "$src_dir/po/LINGUAS")
fonts=$(find "$root" -type f \( -iname '*.ttf' -o -iname '*.otf' \) | sed "s|^$root||")
[ -z "$fonts" ] || fail "font files in the .deb (fonts-dejavu-core has them): $fonts"
bad=$(find "$root" -path "$root/usr" -prune -o -print | grep -v "^$root\$" || true)
[ -z "$bad" ] || fail "files outside /usr: $bad"
# A man page, installed (man/SUB/man6, SUB "" or a language) and readable
# without warnings: check_man NAME SUB.
check_man() {
    local name=$1 sub=${2:+$2/} page
    page=$root/usr/share/man/${sub}man6/$1.6.gz
    if [ ! -f "$page" ]; then
        fail "no ${2:+$2 }man page for $name (/usr/share/man/${sub}man6/$name.6.gz)"
    elif warn=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null) && [ -z "$warn" ]; then
        ok "${2:+$2 }man page $name.6"
    else
        fail "man ${sub}$name.6 warns: $warn"
    fi
}
# A man page for every program; and each translated one
# (packaging/games/<id>/LANG/<program>.6) in man/LANG/man6.
for p in "$root"/usr/games/*; do
    check_man "$(basename "$p")" ""
done
for src in "$src_dir"/packaging/games/*/*/*.6; do
    [ -f "$src" ] || continue
    name=$(basename "$src" .6)
    [ -x "$root/usr/games/$name" ] || continue
    check_man "$name" "$(basename "$(dirname "$src")")"
done
# No path of the build machine (the source tree) inside the programs: not
# as a string, and not as a place a desktop game looks for its data.  A
# game copied alone into a folder (no data anywhere near it) must fail to
# start, without a look at the source tree, and say where it looked.
for p in "$root"/usr/games/*; do
    if grep -qF "$src_dir" "$p"; then
        fail "$(basename "$p") holds the build machine's source path $src_dir"
    fi
done
for id in "${games[@]}"; do
    [ -x "$root/usr/games/$id" ] || continue
    lonely=$work/lonely-$id/games
    mkdir -p "$lonely" "$work/lonely-$id/home"
    cp "$root/usr/games/$id" "$lonely/"
    status=0
    (cd / && HOME=$work/lonely-$id/home strace -f -qq -e trace=open,openat,stat,newfstatat,access,faccessat,faccessat2 \
        -o "$work/lonely-$id.strace" "$lonely/$id" --quick 2 --exit-after 500) >"$work/lonely-$id.out" 2>&1 || status=$?
    if grep -F "\"$src_dir" "$work/lonely-$id.strace" | head -n 3 | grep -q .; then
        fail "$id looks for its data in the build machine's source tree: $(grep -F "\"$src_dir" "$work/lonely-$id.strace" | head -n 1)"
    elif [ $status -eq 0 ]; then
        fail "$id started without its data (from where?)"
    else
        ok "$id without its data: exit status $status, no look at the source tree ($src_dir)"
    fi
    grep -qF "$lonely/../share/racko" "$work/lonely-$id.out" ||
        fail "$id's 'not found' message does not name $lonely/../share/racko: $(head -c 400 "$work/lonely-$id.out")"
done

# Checks an strace log: data files came from $2 (or, for fonts, from $6),
# the game's sprite $5 among them, and every write went into $3.
check_trace() {
    local log=$1 data=$2 pref=$3 what=$4 sprite=$5 fontdir=${6:-}
    python3 - "$log" "$data" "$pref" "$what" "$sprite" "$fontdir" <<'EOF' || failures=$((failures + 1))
import os, re, sys
log, data, pref, what, sprite, fontdir = sys.argv[1:7]
data = os.path.realpath(data)
pref = os.path.realpath(pref)
allowed = [data] + ([os.path.realpath(fontdir)] if fontdir else [])
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
need = [f'assets/png/1x/{sprite}.png', 'fonts/DejaVuSans.ttf']
ok = True
for n in need:
    # Looked for in the data folder (a font may be a link out of it).
    if not any(p.endswith(n) and os.path.abspath(p).startswith(data + '/') for p in opened):
        print(f'check-packages: FAIL: {what}: {n} was not read from {data}', file=sys.stderr)
        ok = False
inside = lambda p: any(os.path.realpath(p).startswith(a + '/') for a in allowed)
foreign = [p for p in opened if not inside(p)]
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
    fonts = ' (fonts from ' + fontdir + ')' if fontdir else ''
    print(f'check-packages: ok: {what}: {len(opened)} data files from {data}{fonts}, '
          f'{len(writes)} writes, all in {pref}')
sys.exit(0 if ok else 1)
EOF
}

start_headless() {   # label game-id data-dir fonts-dir home command...
    local label=$1 id=$2 data=$3 fontdir=$4 h=$5
    shift 5
    local status=0
    mkdir -p "$h"
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
    check_trace "$work/$label.strace" "$data" "$h/.local/share/racko" "$label" \
        "$(game_setting "$id" CHECK_SPRITE)" "$fontdir"
    [ -s "$h/.local/share/racko/$id/settings.ini" ] ||
        fail "$label: no settings.ini in SDL's preference folder (~/.local/share/racko/$id)"
}

# A saved game of the game's terminal tool (one short game: GAME_CHECK_MATCH),
# drawn to a PNG by the game.
render_record() {   # label bin-dir game-id
    local label=$1 bin=$2 id=$3 rec=$work/$1.rec short
    read -r -a short <<<"$(game_setting "$id" CHECK_MATCH)"
    if ! "$bin/$id-cli" match --players 3 --seed 11 "${short[@]}" --record "$rec" >"$work/$label-match.out" 2>&1; then
        cat "$work/$label-match.out" >&2
        fail "$label: $id-cli match failed"
        return
    fi
    if HOME=$work/home-render "$bin/$id" --render-record "$rec" --out "$work/$label.png" \
            --pref-dir "$work/$label-pref" >"$work/$label-render.out" 2>&1; then
        local size bytes
        size=$(python3 -c "import struct,sys;d=open(sys.argv[1],'rb').read(24);print('%dx%d'%struct.unpack('>II',d[16:24]))" "$work/$label.png")
        bytes=$(stat -c %s "$work/$label.png")
        if [ "$size" = 1280x800 ] && [ "$bytes" -gt 100000 ]; then
            ok "$label: $id --render-record: $size PNG, $bytes bytes"
        else
            fail "$label: $id --render-record made a $size PNG of $bytes bytes"
        fi
    else
        cat "$work/$label-render.out" >&2
        fail "$label: $id --render-record failed"
    fi
}

# ---- each game: desktop integration, started as the menu starts it ----
# fonts-dejavu-core's files, as the dependency would install them beside
# the unpacked package.
mkdir -p "$root/usr/share/fonts/truetype"
ln -s "$system_fonts" "$root$system_fonts"
for id in "${games[@]}"; do
    app=$(app_id "$id")
    [ -n "$app" ] || { fail "$id: no GAME_APP_ID in packaging/games/$id/game.cmake"; continue; }
    for f in usr/games/$id usr/games/$id-cli usr/share/applications/$app.desktop usr/share/metainfo/$app.metainfo.xml \
             usr/share/icons/hicolor/scalable/apps/$app.svg; do
        [ -e "$root/$f" ] || fail "$id: the .deb lacks /$f"
    done
    for px in 16 32 48 64 128 256 512; do
        icon=$root/usr/share/icons/hicolor/${px}x${px}/apps/$app.png
        if [ ! -f "$icon" ]; then
            fail "$id: no ${px}x${px} hicolor icon"
        elif ! python3 - "$icon" "$px" <<'EOF'
import struct, sys
d = open(sys.argv[1], 'rb').read(24)
w, h = struct.unpack('>II', d[16:24])
sys.exit(0 if d[:8] == b'\x89PNG\r\n\x1a\n' and w == h == int(sys.argv[2]) else 1)
EOF
        then
            fail "$id: hicolor icon ${px}x${px} is not a ${px}x${px} PNG"
        fi
    done
    desktop=$root/usr/share/applications/$app.desktop
    metainfo=$root/usr/share/metainfo/$app.metainfo.xml
    [ -f "$desktop" ] && [ -f "$metainfo" ] || continue
    if desktop-file-validate "$desktop"; then ok "$id: desktop-file-validate"; else fail "$id: desktop-file-validate"; fi
    # Each translation of po/LINGUAS names and describes the game in its
    # language, in the menu and in the software centre.
    while read -r lang; do
        if grep -q "^Name\[$lang\]=" "$desktop" && grep -q "^Comment\[$lang\]=" "$desktop"; then
            ok "$id: the menu entry in $lang (Name[$lang], Comment[$lang])"
        else
            fail "$id: the menu entry lacks Name[$lang] or Comment[$lang]"
        fi
        if grep -q "<summary xml:lang=\"$lang\">" "$metainfo" && grep -q "<p xml:lang=\"$lang\">" "$metainfo"; then
            ok "$id: the metainfo in $lang (summary, description)"
        else
            fail "$id: the metainfo lacks its $lang summary or description"
        fi
    done < <(grep -E '^[a-zA-Z]' "$src_dir/po/LINGUAS")
    if appstreamcli validate --no-net --pedantic --explain "$metainfo"; then
        ok "$id: appstreamcli validate --pedantic"
    else
        fail "$id: appstreamcli validate"
    fi
    grep -q "<launchable type=\"desktop-id\">$app.desktop</launchable>" "$metainfo" ||
        fail "$id: metainfo does not launch $app.desktop"
    grep -q '<project_license>MIT</project_license>' "$metainfo" || fail "$id: metainfo names no MIT project_license"
    icon_key=$(sed -n 's/^Icon=//p' "$desktop")
    [ "$icon_key" = "$app" ] || fail "$id: desktop Icon= is '$icon_key', not $app"

    # The menu runs Exec= through PATH (/usr/games is in it); the test adds
    # only options that make the game leave on its own.
    exec_line=$(sed -n 's/^Exec=//p' "$desktop")
    read -r -a exec_cmd <<<"${exec_line//%[fFuU]/}"
    found=$(PATH="$root/usr/games:$PATH" command -v "${exec_cmd[0]}" || true)
    [ "$found" = "$root/usr/games/$id" ] || fail "$id: the menu command '${exec_cmd[0]}' resolves to '$found'"
    version=$(PATH="$root/usr/games:$PATH" "${exec_cmd[@]}" --version)
    expected=$(dpkg-deb -f "$deb" Version)
    if [ "$version" = "$id $expected" ]; then ok "$id --version: $version"; else fail "$id --version said '$version'"; fi
    start_headless "deb-$id" "$id" "$root/usr/share/racko" "$system_fonts" "$work/home-deb-$id" \
        "$root/usr/games/${exec_cmd[0]}" "${exec_cmd[@]:1}"
    render_record "deb-$id" "$root/usr/games" "$id"
done

# ---- each game without a desktop table: its terminal tool alone ----
for id in "${tools_only[@]}"; do
    tool=$root/usr/games/$id-cli
    if [ ! -x "$tool" ]; then
        fail "$id: the .deb lacks /usr/games/$id-cli"
        continue
    fi
    version=$("$tool" --version 2>&1 || true)
    expected=$(dpkg-deb -f "$deb" Version)
    if [ "$version" = "$id-cli $expected" ]; then ok "$id-cli --version: $version"; else fail "$id-cli --version said '$version'"; fi
    app=$(app_id "$id")
    if [ -n "$app" ] && [ -e "$root/usr/share/applications/$app.desktop" ]; then
        fail "$id: a menu entry without a desktop program"
    fi
    [ -e "$root/usr/games/$id" ] && fail "$id: /usr/games/$id without a desktop table"
    ok "$id: its terminal tool (man page checked with every program above), no menu entry"
done

# ---- the .tar.gz, unpacked anywhere ----
odd="$work/some where/else"
mkdir -p "$odd"
tar -xzf "$tgz" -C "$odd"
top=$(find "$odd" -mindepth 1 -maxdepth 1 -type d | head -n1)
for f in share/doc/racko/LICENSE share/racko/fonts/DejaVuSans.ttf share/racko/fonts/DejaVuSans-Bold.ttf \
         share/racko/fonts/LICENSE-DejaVu.txt; do
    [ -f "$top/$f" ] && [ ! -L "$top/$f" ] || fail "the .tar.gz lacks $f"
done
for id in "${games[@]}"; do
    if [ -x "$top/bin/$id" ]; then
        start_headless "tgz-$id" "$id" "$top/share/racko" "" "$work/home-tgz-$id" "$top/bin/$id"
    else
        fail "the .tar.gz has no bin/$id"
    fi
done
for id in "${tools_only[@]}"; do
    if [ -x "$top/bin/$id-cli" ] && "$top/bin/$id-cli" --version >/dev/null 2>&1; then
        ok "tgz: bin/$id-cli runs"
    else
        fail "the .tar.gz has no working bin/$id-cli"
    fi
done

# ---- the source tarball ----
if [ -n "$srctgz" ]; then
    mkdir -p "$work/src"
    tar -xzf "$srctgz" -C "$work/src"
    stop=$(find "$work/src" -mindepth 1 -maxdepth 1 -type d | head -n1)
    (cd "$stop" && find . -type f -o -type l | sed 's|^\./||' | sort) >"$work/src-files.txt"
    if git -C "$src_dir" rev-parse --git-dir >/dev/null 2>&1; then
        git -C "$src_dir" ls-tree -r --name-only HEAD | sort >"$work/git-files.txt"
        if cmp -s "$work/src-files.txt" "$work/git-files.txt"; then
            ok "source tarball: exactly the $(wc -l <"$work/git-files.txt") files git tracks"
        else
            diff "$work/git-files.txt" "$work/src-files.txt" | head -n 20 >&2 || true
            fail "the source tarball is not the tracked files of HEAD"
        fi
    fi
    if grep -E '(^|/)(build[^/]*|CMakeFiles|_CPack_Packages|\.git)/' "$work/src-files.txt" | head -n 5 | grep -q .; then
        fail "the source tarball holds build or git files"
    fi
    if cmake -S "$stop" -B "$work/src-build" -DRACKO_BUILD_UI=OFF -DRACKO_BUILD_TESTS=OFF >"$work/src-build.log" 2>&1 &&
       cmake --build "$work/src-build" -j"$(nproc 2>/dev/null || echo 2)" --target racko-cli >>"$work/src-build.log" 2>&1 &&
       "$work/src-build/racko-cli" --version >>"$work/src-build.log" 2>&1; then
        ok "source tarball: configures and builds racko-cli"
    else
        tail -n 30 "$work/src-build.log" >&2
        fail "the source tarball does not build"
    fi
fi

if [ $failures -ne 0 ]; then
    echo "check-packages: $failures check(s) failed" >&2
    exit 1
fi
echo "check-packages: all Linux package checks passed"
