#!/usr/bin/env bash
# Installs what is needed, builds the collection and starts a game: Rack-O,
# or Rummikub with `play.sh rummikub`, Ratuki with `play.sh ratuki` (the
# desktop game when it was built, else the terminal game against the
# computer).  Other arguments go to the
# game.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/deps-debian.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DRACKO_BUILD_TESTS=OFF
cmake --build build -j"$(nproc 2>/dev/null || echo 2)"

id=racko
case "${1:-}" in
racko | rummikub | ratuki) id=$1; shift ;;
esac
game=
if [ -x "build/$id" ]; then game=build/$id; fi
cli=build/$id-cli

if [ -n "$game" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
    exec "$game" "$@"
fi
if [ -n "$game" ]; then
    echo "play.sh: no display found (DISPLAY is not set): starting the terminal game." >&2
fi
# Seat 2 is the computer: medium when this build has it, else easy.
if [ "$id" = rummikub ]; then
    exec "$cli" match --players 2 --seat 1=human --timer 0
fi
if [ "$id" = ratuki ]; then
    exec "$cli" match --players 2 --seat 1=human --seat 2=ai:easy
fi
exec "$cli" match --players 2 --seat 1=human
