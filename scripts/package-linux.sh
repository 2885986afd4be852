#!/usr/bin/env bash
# Builds the Linux packages of Rack-O: a .deb (dependencies from
# dpkg-shlibdeps) and a relocatable .tar.gz, with CPack.
#
# Usage: scripts/package-linux.sh [BUILD_DIR] [OUT_DIR]
#   BUILD_DIR  default build-pkg (relative to the source tree)
#   OUT_DIR    where the packages are copied (default BUILD_DIR/packages)
# Needs: scripts/deps-debian.sh's packages, and dpkg-dev (dpkg-shlibdeps).
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build-pkg}
out=${2:-$build/packages}
jobs=$(nproc 2>/dev/null || echo 2)

command -v dpkg-shlibdeps >/dev/null 2>&1 ||
    { echo "package-linux.sh: dpkg-shlibdeps is missing (apt-get install dpkg-dev)" >&2; exit 1; }

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DRACKO_BUILD_UI=ON -DRACKO_BUILD_TESTS=OFF \
      -DRACKO_WERROR=ON -DCMAKE_INSTALL_PREFIX=/usr
cmake --build "$build" -j"$jobs"
rm -f "$build"/racko[-_]*.deb "$build"/racko-*.tar.gz
(cd "$build" && cpack -G "DEB;TGZ")
mkdir -p "$out"
cp "$build"/racko_*.deb "$build"/racko-*-linux-*.tar.gz "$out"/
echo "package-linux.sh: packages in $out:"
ls -l "$out"
