#!/usr/bin/env bash
# Cross-builds the collection (every game of src/games.cmake) for 64-bit
# Windows with the mingw-w64 toolchain of Debian or Ubuntu and makes the
# .zip and the NSIS installer, a .sha256 file beside each; optionally runs
# the test suites and the checks under wine.
#
# Usage: scripts/package-windows.sh [--deps] [--test] [BUILD_DIR] [OUT_DIR]
#   --deps     install the Debian packages it needs first (root or sudo)
#   --test     run the engine tests and a headless start under wine
#   BUILD_DIR  default build-win (relative to the source tree)
#   OUT_DIR    where the packages are copied (default BUILD_DIR/packages)
#   RACKO_WINDEPS  cache of the SDL2/FreeType/Check prefix (default
#              /var/cache/racko-windeps, or ~/.cache/racko-windeps for a user
#              who cannot write there): built by
#              packaging/windows/build-deps.sh when missing, then reused.
set -euo pipefail
cd "$(dirname "$0")/.."
src=$(pwd)
# shellcheck source=packaging/windows/windeps.sh
. packaging/windows/windeps.sh

deps=0
test=0
args=()
for a in "$@"; do
    case $a in
        --deps) deps=1 ;;
        --test) test=1 ;;
        -*) echo "package-windows.sh: unknown option $a" >&2; exit 2 ;;
        *) args+=("$a") ;;
    esac
done
build=${args[0]:-build-win}
out=${args[1]:-$build/packages}
jobs=$(nproc 2>/dev/null || echo 2)
racko_windeps_init package-windows.sh
prefix=$RACKO_WINDEPS/prefix

if [ $deps -eq 1 ]; then
    ./scripts/package-deps-debian.sh windows
fi
for tool in x86_64-w64-mingw32-gcc x86_64-w64-mingw32-windres makensis zip; do
    command -v "$tool" >/dev/null 2>&1 ||
        { echo "package-windows.sh: $tool is missing (run with --deps)" >&2; exit 1; }
done

./packaging/windows/build-deps.sh
# Keep the prefix from being rebuilt while this build uses it.
exec 8>"$RACKO_WINDEPS/.lock"
flock -s -w 3600 8 || { echo "package-windows.sh: the dependency prefix is locked" >&2; exit 1; }

# The test suites need Check; everything else builds as for the packages,
# without the source tree as a data fallback.  install (and so cpack) must
# not build every target: the programs that packaging/install.cmake
# packages (build/packaging/programs.txt) are built, and the test suites
# later by check-windows.sh.
cmake -S . -B "$build" -DCMAKE_TOOLCHAIN_FILE="$src/cmake/mingw-w64-x86_64.cmake" \
      -DRACKO_WINDEPS_PREFIX="$prefix" -DCMAKE_BUILD_TYPE=Release \
      -DRACKO_BUILD_UI=ON -DRACKO_BUILD_TESTS=ON -DRACKO_WERROR=OFF \
      -DRACKO_SOURCE_DATA_FALLBACK=OFF -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON
mapfile -t targets < <(grep -v '^$' "$build/packaging/programs.txt")
[ ${#targets[@]} -gt 0 ] || { echo "package-windows.sh: no program to package" >&2; exit 1; }
# and the languages' catalogues (po/: DATA/locale/LANG.mo) packaged beside them
targets+=(racko_catalogues)
echo "package-windows.sh: building ${targets[*]}"
cmake --build "$build" -j"$jobs" --target "${targets[@]}"

rm -f "$build"/racko-*-windows-*.zip "$build"/racko-*-windows-*.exe "$build"/*.sha256
(cd "$build" && cpack -G "ZIP;NSIS")
mkdir -p "$out"
for f in "$build"/racko-*-windows-*.zip "$build"/racko-*-windows-*.exe; do
    cp "$f" "$out"/
    (cd "$out" && sha256sum "$(basename "$f")" >"$(basename "$f").sha256")
done
echo "package-windows.sh: packages in $out:"
ls -l "$out"

if [ $test -eq 1 ]; then
    ./packaging/windows/check-windows.sh "$build" "$out"/racko-*-windows-*.zip "$out"/racko-*-windows-*.exe
fi
