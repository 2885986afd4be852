#!/usr/bin/env bash
# Builds packaging/windows/racko.ico (the icon of racko.exe and of the
# installer) from assets/icons/racko-N.png with ImageMagick: 16, 32, 48 and
# 64 pixels as classic bitmaps, 256 as PNG, the way Windows expects them.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v convert >/dev/null 2>&1 || { echo "make-ico.sh: needs ImageMagick (convert)" >&2; exit 1; }
icons=assets/icons
convert "$icons/racko-16.png" "$icons/racko-32.png" "$icons/racko-48.png" \
        "$icons/racko-64.png" "$icons/racko-256.png" packaging/windows/racko.ico
identify packaging/windows/racko.ico
