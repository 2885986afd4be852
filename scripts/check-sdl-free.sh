#!/usr/bin/env bash
# Proves the SDL rule of docs/architecture.md for every game of
# src/games.cmake, the kit and the shell:
#
#   sources      SDL is included only in src/shell/sdl/, and in the tests that
#                drive the SDL app headless (tests/shell/, or files named
#                test_*_app.c); no public header in include/ includes it.
#   libraries    every static library but the shell's platform part
#                (sh_sdl, src/shell/sdl) is SDL-free: no SDL compile flag,
#                no SDL symbol (nm).  Each game has its engine and AI
#                libraries (src/<game>/engine, src/<game>/ai), the kit its
#                (src/kit), the shell its pure core (src/shell/core, once it
#                is there): they must be built and SDL-free.
#   executables  every program but the desktop games (<game>) and the SDL
#                app tests (a test built from a source that may include SDL,
#                as above) neither links nor depends on SDL (link line,
#                ldd, nm); each game's terminal tool (<game>-cli) is built.
#
# Libraries and programs are discovered in the build tree, never listed:
# a new game, library or test is checked without a change here.
#
#   scripts/check-sdl-free.sh [BUILD_DIR]
# Without BUILD_DIR only the sources are checked.
set -euo pipefail
cd "$(dirname "$0")/.."
src=$(pwd)

build=${1:-}
fail=0
bad() { echo "check-sdl-free: FAIL: $*" >&2; fail=1; }
say() { echo "check-sdl-free: $*"; }

mapfile -t games < <(sed -n 's/^[[:space:]]*list(APPEND RACKO_GAMES[[:space:]]\{1,\}\([a-z0-9_-]\{1,\}\)).*/\1/p' src/games.cmake)
[ ${#games[@]} -gt 0 ] || { bad "no game listed in src/games.cmake"; exit 1; }
say "games: ${games[*]}"

# May this source file (relative to the tree) include SDL?
sdl_allowed() {
    case $1 in
        src/shell/sdl/*) return 0 ;;
        tests/shell/*) return 0 ;;
        tests/*/test_*_app.c | tests/test_*_app.c) return 0 ;;
    esac
    return 1
}
sdl_include='^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](SDL2?/)?SDL'

# ---- 1. sources ----
mapfile -t files < <(find include src tests examples -type f \( -name '*.c' -o -name '*.h' \) 2>/dev/null | sort)
nsdl=0
for f in "${files[@]}"; do
    hits=$(grep -nE "$sdl_include" "$f" || true)
    [ -n "$hits" ] || continue
    if sdl_allowed "$f"; then
        nsdl=$((nsdl + 1))
    else
        while IFS= read -r h; do
            bad "$f:${h%%:*}: SDL included outside src/shell/sdl: ${h#*:}"
        done <<<"$hits"
    fi
done
say "sources: ${#files[@]} files of include/, src/, tests/, examples/ read; $nsdl include SDL where allowed"

if [ -n "$build" ]; then
    [ -d "$build" ] || { echo "check-sdl-free: no build directory $build" >&2; exit 2; }
    build=$(cd "$build" && pwd)

    # ---- 2. static libraries ----
    declare -A seen_dir=()
    nlib=0
    while IFS= read -r a; do
        name=$(basename "$a" .a)
        name=${name#lib}
        rel=$(dirname "${a#"$build"/}")
        seen_dir[$rel]=1
        if [ "$rel" = src/shell/sdl ]; then
            say "lib$name.a ($rel) is the shell's platform part: SDL allowed"
            continue
        fi
        ok=1
        # (Output kept whole: grep -q would stop nm early, and pipefail
        # would take its broken pipe for "not found".)
        syms=$(nm -A "$a" 2>/dev/null | grep -E ' [A-Za-z] _?SDL_' || true)
        if [ -n "$syms" ]; then
            bad "lib$name.a ($rel) uses SDL: $(grep -oE 'SDL_[A-Za-z0-9_]+' <<<"$syms" | sort -u | head -4 | tr '\n' ' ')..."
            ok=0
        fi
        flags=$build/$rel/CMakeFiles/$name.dir/flags.make
        if [ -f "$flags" ] && grep -qi 'sdl' "$flags"; then
            bad "lib$name.a ($rel) is compiled with SDL flags ($flags)"
            ok=0
        fi
        if [ $ok -eq 1 ]; then
            nlib=$((nlib + 1))
            say "lib$name.a ($rel) is SDL-free"
        fi
    done < <(find "$build" -name 'lib*.a' -not -path '*/_deps/*' | sort)
    required=(src/kit)
    [ -d src/shell/core ] && required+=(src/shell/core)
    for g in "${games[@]}"; do
        required+=("src/$g/engine" "src/$g/ai")
    done
    for d in "${required[@]}"; do
        [ -n "${seen_dir[$d]:-}" ] || bad "no static library was built from $d (in $build)"
    done
    say "libraries: $nlib SDL-free; required and found: ${required[*]}"

    # ---- 3. executables ----
    # A target's link.txt: a static library's begins with ar; anything else
    # links a program.  Its own sources are in its DependInfo.cmake.
    nexe=0
    found_cli=()
    while IFS= read -r link; do
        grep -qE '(^|/)([a-z0-9_-]*-)?ar( |$)' <<<"$(head -n1 "$link")" && continue
        tdir=$(dirname "$link")
        exe=$(basename "$tdir" .dir)
        outdir=$(dirname "$(dirname "$tdir")")
        if grep -qx "$exe" <<<"$(printf '%s\n' "${games[@]}")"; then
            say "$exe is a desktop game: SDL allowed"
            continue
        fi
        own_sdl=""
        if [ -f "$tdir/DependInfo.cmake" ]; then
            while IFS= read -r s; do
                r=${s#"$src"/}
                if sdl_allowed "$r" && grep -qE "$sdl_include" "$s" 2>/dev/null; then own_sdl=$r; fi
            done < <(grep -oE '"/[^"]+\.c"' "$tdir/DependInfo.cmake" | tr -d '"')
        fi
        if [ -n "$own_sdl" ]; then
            say "$exe is an SDL app test ($own_sdl): SDL allowed"
            continue
        fi
        for g in "${games[@]}"; do [ "$exe" = "$g-cli" ] && found_cli+=("$exe"); done
        ok=1
        if grep -qi 'sdl' "$link"; then
            bad "$exe links SDL: $(grep -oiE '[^ ]*sdl[^ ]*' "$link" | head -3 | tr '\n' ' ')"
            ok=0
        fi
        bin=""
        for cand in "$build/$exe" "$outdir/$exe"; do
            [ -f "$cand" ] && [ -x "$cand" ] && { bin=$cand; break; }
        done
        [ -n "$bin" ] || bin=$(find "$build" -type f -name "$exe" -perm -u+x -print -quit)
        if [ -n "$bin" ]; then
            deps=$(ldd "$bin" 2>/dev/null || true)
            if grep -qi 'libSDL' <<<"$deps"; then
                bad "$exe depends on SDL at run time (ldd)"
                ok=0
            fi
            syms=$(nm "$bin" 2>/dev/null || true)
            if grep -qE ' [A-Za-z] _?SDL_' <<<"$syms"; then
                bad "$exe contains SDL symbols (nm)"
                ok=0
            fi
        else
            say "$exe: not built, its link line only"
        fi
        if [ $ok -eq 1 ]; then
            nexe=$((nexe + 1))
            say "$exe is SDL-free"
        fi
    done < <(find "$build" -path '*/CMakeFiles/*.dir/link.txt' -not -path '*/_deps/*' | sort)
    for g in "${games[@]}"; do
        if [ -d "src/$g/cli" ] && ! grep -qx "$g-cli" <<<"$(printf '%s\n' "${found_cli[@]}")"; then
            bad "$g-cli (src/$g/cli) was not found in $build"
        fi
    done
    say "programs: $nexe SDL-free"
fi

if [ "$fail" -ne 0 ]; then
    echo "check-sdl-free: the SDL rule is broken (see above)" >&2
    exit 1
fi
say "OK"
