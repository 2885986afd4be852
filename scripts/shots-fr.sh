#!/bin/sh
# Makes docs/screenshots/fr/ again: every screen of the three desktop games
# in French at 1024x700, as each game's test_words_fit walk looks at it
# (HACKING.md, "Words and languages"; docs/translating.md).
#
#   scripts/shots-fr.sh [BUILD]       BUILD: a build tree (default: build)
#
# The walks run through ctest, with the environment it gives the suites
# (SDL's dummy driver, the art, the catalogues), RACKO_SHOTS_DIR set to a
# scratch folder and Check's "words" case only; the walk writes
# GAME-LANG-SCREEN-WxH.png for both languages and both sizes, and the
# French 1024x700 ones are copied here as GAME-SCREEN.png.  A game's
# picture of the folder that no walk made any more is named, never
# removed: say in the commit whether its screen is gone.  (The folder's
# other pictures, the Windows installer's, are made under wine:
# docs/translating.md, phase 4.)
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
out=$src/docs/screenshots/fr
if [ ! -f "$build/CTestTestfile.cmake" ]; then
    echo "shots-fr.sh: $build is not a build tree (cmake -S . -B build, then build it)" >&2
    exit 2
fi
build=$(cd "$build" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/shots-fr.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

(cd "$build" && RACKO_SHOTS_DIR=$tmp CK_RUN_CASE=words \
    ctest -R '^test_(rummikub_|ratuki_)?ui_app$' --output-on-failure)

mkdir -p "$out"
made=0
for f in "$tmp"/*-fr-*-1024x700.png; do
    [ -e "$f" ] || continue
    name=$(basename "$f" -1024x700.png)
    game=${name%%-fr-*}
    screen=${name#*-fr-}
    cp "$f" "$out/$game-$screen.png"
    echo "$game-$screen.png" >>"$tmp/made"
    made=$((made + 1))
done
if [ "$made" -eq 0 ]; then
    echo "shots-fr.sh: the walks saved no French picture" >&2
    exit 1
fi
echo "shots-fr.sh: $made pictures in docs/screenshots/fr"
for f in "$out"/racko-*.png "$out"/rummikub-*.png "$out"/ratuki-*.png; do
    [ -e "$f" ] || continue
    if ! grep -qx "$(basename "$f")" "$tmp/made"; then
        echo "shots-fr.sh: no walk made $(basename "$f") (is its screen gone?)" >&2
    fi
done
