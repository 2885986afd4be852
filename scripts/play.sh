#!/usr/bin/env bash
# Installs what is needed, builds Rack-O and starts it: the desktop game
# when it was built, else the terminal game against the computer.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/deps-debian.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DRACKO_BUILD_TESTS=OFF
cmake --build build -j"$(nproc 2>/dev/null || echo 2)"

game=
for f in build/racko; do
    if [ -x "$f" ]; then game=$f; break; fi
done
cli=build/racko-cli

if [ -n "$game" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
    exec "$game" "$@"
fi
if [ -n "$game" ]; then
    echo "play.sh: no display found (DISPLAY is not set): starting the terminal game." >&2
fi
# Seat 2 is the computer: medium when this build has it, else easy.
exec "$cli" match --players 2 --seat 1=human
