#!/usr/bin/env bash
# Proves that the engine, the AI (and the other non-UI layers: bots, the
# table, racko-cli) neither include nor link SDL.
#   scripts/check-sdl-free.sh [BUILD_DIR]
# Without BUILD_DIR only the sources are checked.  With it, the built
# libraries, the compile flags, the link lines and the executables of the
# SDL-free targets are inspected too.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-}
fail=0
bad() { echo "check-sdl-free: $*" >&2; fail=1; }

# 1. Sources and headers: no SDL include outside src/racko/ui (and the public
#    headers in include/ are SDL-free too).
dirs=()
for d in include src/racko/engine src/racko/ai src/racko/bot src/racko/play src/racko/cli; do
    [ -d "$d" ] && dirs+=("$d")
done
if hits=$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](SDL2?/)?SDL' "${dirs[@]}"); then
    bad "SDL included from a non-UI layer:"
    echo "$hits" >&2
fi

if [ -n "$build" ]; then
    [ -d "$build" ] || { echo "check-sdl-free: no build directory $build" >&2; exit 2; }
    # 2. Libraries: no compile flag mentions SDL, no SDL symbol is used.
    checked=0
    for lib in racko_engine racko_ai racko_bot racko_botplay racko_play; do
        a=$(find "$build" -name "lib$lib.a" -print -quit)
        [ -n "$a" ] || continue
        checked=$((checked + 1))
        if nm -u "$a" 2>/dev/null | grep -q 'SDL_'; then
            bad "lib$lib.a uses SDL symbols:"
            nm -u "$a" | grep 'SDL_' | sort -u | head -5 >&2
        fi
        flags=$(find "$build" -path "*/$lib.dir/flags.make" -print -quit)
        if [ -n "$flags" ] && grep -qi 'sdl' "$flags"; then
            bad "$lib is compiled with SDL flags ($flags)"
        fi
    done
    [ "$checked" -ge 2 ] || bad "the engine and AI libraries were not found in $build"
    # 3. Executables built only on those layers: their link line, their
    #    dynamic dependencies and their symbols are free of SDL.
    #    Every test program but the UI's, and racko-cli.
    mapfile -t links < <(find "$build" -path '*/CMakeFiles/*.dir/link.txt' |
                         grep -E '/(test_[A-Za-z0-9_]+|racko-cli)\.dir/link\.txt$' |
                         grep -vE '/test_ui[A-Za-z0-9_]*\.dir/' | sort)
    [ ${#links[@]} -gt 0 ] || bad "no test programs were found in $build"
    for link in "${links[@]}"; do
        exe=$(basename "$(dirname "$link")" .dir)
        if grep -qi 'sdl' "$link"; then
            bad "$exe links SDL: $link"
        fi
        bin=$(find "$build" -type f -name "$exe" -perm -u+x -print -quit)
        [ -n "$bin" ] || continue
        if ldd "$bin" 2>/dev/null | grep -qi 'libSDL'; then
            bad "$exe depends on SDL at run time (ldd)"
        fi
        if nm "$bin" 2>/dev/null | grep -q ' SDL_'; then
            bad "$exe contains SDL symbols (nm)"
        fi
        echo "check-sdl-free: $exe is SDL-free"
    done
    for exe in test_engine test_ai; do
        printf '%s\n' "${links[@]}" | grep -q "/$exe\.dir/" ||
            bad "$exe (the engine's or the AI's tests) was not found in $build"
    done
fi

if [ "$fail" -ne 0 ]; then
    exit 1
fi
echo "check-sdl-free: OK"
