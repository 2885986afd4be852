#!/usr/bin/env bash
# Builds a game's Windows icon, packaging/games/ID/ID.ico (the icon of
# ID.exe; the first game's is the installer's too), from its PNG icons with
# ImageMagick: 16, 32, 48 and 64 pixels as classic bitmaps, 256 as PNG, the
# way Windows expects them.
#
# Usage: packaging/windows/make-ico.sh [ID] [ICONS_PREFIX]
#   ID            the game (default racko)
#   ICONS_PREFIX  its icons, PREFIX-16.png ... PREFIX-256.png (default
#                 assets/icons/ID, as GAME_ICONS in its game.cmake)
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v convert >/dev/null 2>&1 || { echo "make-ico.sh: needs ImageMagick (convert)" >&2; exit 1; }
id=${1:-racko}
icons=${2:-assets/icons/$id}
convert "$icons-16.png" "$icons-32.png" "$icons-48.png" "$icons-64.png" "$icons-256.png" \
        "packaging/games/$id/$id.ico"
identify "packaging/games/$id/$id.ico"
