#!/bin/sh
# Regenerates every asset: SVG sources, PNGs at 1x and 2x, the app icon
# PNGs, the sounds, and assets/MANIFEST.md, then verifies them.
#
#   scripts/render-assets.sh            # everything
#   scripts/render-assets.sh --preview DIR
#       also writes, for checking by eye (not committed):
#       DIR/contact-sheet.png   all 60 faces and the back
#       DIR/rack-mockup-1x.png  a sorted rack at the manifest geometry,
#       DIR/rack-mockup-2x.png  a face-down rack, the tray, UI bits
#       DIR/ui-sheet.png        the UI sprites at 2x
#       DIR/rk-table-1x.png, rk-table-2x.png, rk-table-grey.png
#                               Rummikub's 1280x800 reference table
#       DIR/rk-tiles.png, rk-ui-sheet.png, rk-timer-sheets.png
#                               Rummikub's tiles and other sprites at 2x
#       DIR/rt-cards-1x.png, rt-cards-2x.png, rt-cards-grey.png
#                               every Ratuki card, back and symbol
#       DIR/rt-table-mock.png, rt-table-mock-grey.png
#                               Ratuki's cards on a 1280x800 table
#
# Rack-O and the shared UI come from gen-assets.py (sizes.txt), Rummikub's
# rk-* sprites and rummikub icons from gen-assets-rummikub.py
# (sizes-rummikub.txt), Ratuki's rt-* sprites and ratuki icons from
# gen-assets-ratuki.py (sizes-ratuki.txt).
#
# To verify the committed files without regenerating anything (sizes of
# every 1x/2x PNG and icon, manifest up to date, WAV format and level):
#   python3 scripts/gen-assets.py --check
#   python3 scripts/gen-assets-rummikub.py --check
#   python3 scripts/gen-assets-ratuki.py --check
#
# Needs: python3, rsvg-convert (Debian librsvg2-bin).  Optional: optipng
# (smaller PNGs, lossless), ImageMagick (only for --preview).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
assets="$root/assets"
preview=""
while [ $# -gt 0 ]; do
    case "$1" in
        --preview) preview="${2:?--preview needs a directory}"; shift 2 ;;
        -h|--help) sed -n '2,32p' "$0"; exit 0 ;;
        *) echo "render-assets: unknown argument: $1" >&2; exit 2 ;;
    esac
done

command -v rsvg-convert >/dev/null 2>&1 || {
    echo "render-assets: rsvg-convert not found (apt-get install librsvg2-bin)" >&2
    exit 1
}

python3 "$here/gen-assets.py" --out "$assets"
python3 "$here/gen-assets-rummikub.py" --out "$assets"
python3 "$here/gen-assets-ratuki.py" --out "$assets"

mkdir -p "$assets/png/1x" "$assets/png/2x"
# drop PNGs whose source is gone
for dir in "$assets/png/1x" "$assets/png/2x"; do
    for f in "$dir"/*.png; do
        [ -e "$f" ] || continue
        n=$(basename "$f" .png)
        [ -e "$assets/src/$n.svg" ] || rm -f "$f"
    done
done

# sizes.txt (Rack-O, shared UI), sizes-rummikub.txt (rk-*) and
# sizes-ratuki.txt (rt-*): NAME W H;
# icon:SVG W H renders assets/icons/SVG.svg to PREFIX-W.png, where PREFIX
# is SVG without a "-small" suffix (racko-small -> racko-16.png).
cat "$assets/src/sizes.txt" "$assets/src/sizes-rummikub.txt" \
    "$assets/src/sizes-ratuki.txt" |
while read -r name w h; do
    case "$name" in
        icon:*)
            src="$assets/icons/${name#icon:}.svg"
            prefix=${name#icon:}
            prefix=${prefix%-small}
            rsvg-convert -w "$w" -h "$h" -o "$assets/icons/$prefix-$w.png" "$src"
            ;;
        *)
            src="$assets/src/$name.svg"
            rsvg-convert -w "$w" -h "$h" -o "$assets/png/1x/$name.png" "$src"
            rsvg-convert -w $((w * 2)) -h $((h * 2)) -o "$assets/png/2x/$name.png" "$src"
            ;;
    esac
done
echo "render-assets: rendered $(cat "$assets/src/sizes.txt" \
    "$assets/src/sizes-rummikub.txt" "$assets/src/sizes-ratuki.txt" | wc -l) sprites and icons"

if command -v optipng >/dev/null 2>&1; then
    optipng -quiet -o2 -strip all "$assets"/png/1x/*.png "$assets"/png/2x/*.png \
        "$assets"/icons/*.png
else
    echo "render-assets: optipng not found, PNGs left unoptimised" >&2
fi

python3 "$here/gen-sounds.py" --out "$assets/sounds"
python3 "$here/gen-assets.py" --out "$assets" --check
python3 "$here/gen-assets-rummikub.py" --out "$assets" --check
python3 "$here/gen-assets-ratuki.py" --out "$assets" --check

if [ -n "$preview" ]; then
    command -v montage >/dev/null 2>&1 || {
        echo "render-assets: --preview needs ImageMagick (montage, convert)" >&2
        exit 1
    }
    mkdir -p "$preview"
    montage "$assets"/png/1x/card-[0-9][0-9].png "$assets/png/1x/card-back.png" \
        -background '#1e6b47' -tile 8x -geometry +6+6 "$preview/contact-sheet.png"
    python3 "$here/gen-assets.py" --out "$assets" --mockup "$preview"
    python3 "$here/gen-assets-rummikub.py" --out "$assets" --mockup "$preview"
    python3 "$here/gen-assets-ratuki.py" --out "$assets" --sheet "$preview"
    echo "render-assets: previews in $preview"
fi
