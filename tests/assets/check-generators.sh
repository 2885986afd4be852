#!/bin/sh
# The art's generators against the committed files (docs/assets.md):
#   1. each generator's --check (sizes of every PNG at 1x and 2x, icons,
#      sounds, manifest current), as CI runs them;
#   2. each generator run into a copy of assets/, alone and then all three
#      in every order: its SVG sources, icon drawings, manifest and size
#      list come out exactly as committed, and no generator removes
#      another's sources (gen-assets.py once deleted Ratuki's rt-*.svg).
# Needs python3 only (no SVG renderer: the PNGs are not redrawn).
#
# Usage: tests/assets/check-generators.sh [SOURCE_DIR]
set -eu
src=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
work=$(mktemp -d "${TMPDIR:-/tmp}/racko-assets.XXXXXX")
trap 'rm -rf "$work"' EXIT
gens="gen-assets.py gen-assets-rummikub.py gen-assets-ratuki.py"
failed=0

for g in $gens; do
    python3 "$src/scripts/$g" --check || failed=1
done

# What the generators write (the PNGs and sounds are rendered elsewhere).
fresh() {
    rm -rf "$work/assets"
    mkdir -p "$work/assets"
    cp -R "$src/assets/src" "$src/assets/icons" "$work/assets/"
    cp "$src"/assets/MANIFEST*.md "$work/assets/"
}
compare() {   # label
    if diff -r "$src/assets/src" "$work/assets/src" >"$work/diff" &&
       diff -r "$src/assets/icons" "$work/assets/icons" >>"$work/diff"; then
        for m in "$src"/assets/MANIFEST*.md; do
            cmp -s "$m" "$work/assets/$(basename "$m")" ||
                echo "$(basename "$m") differs" >>"$work/diff"
        done
    fi
    if [ -s "$work/diff" ]; then
        echo "check-generators: $1: not as committed:" >&2
        head -n 20 "$work/diff" >&2
        failed=1
    else
        echo "check-generators: $1: as committed"
    fi
}
for g in $gens; do
    fresh
    python3 "$src/scripts/$g" --out "$work/assets" >/dev/null
    compare "$g alone"
done
for order in "gen-assets.py gen-assets-rummikub.py gen-assets-ratuki.py" \
             "gen-assets-rummikub.py gen-assets-ratuki.py gen-assets.py" \
             "gen-assets-ratuki.py gen-assets.py gen-assets-rummikub.py" \
             "gen-assets-ratuki.py gen-assets-rummikub.py gen-assets.py"; do
    fresh
    for g in $order; do
        python3 "$src/scripts/$g" --out "$work/assets" >/dev/null
    done
    compare "$order"
done
exit $failed
