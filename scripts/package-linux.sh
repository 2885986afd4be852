#!/usr/bin/env bash
# Builds the Linux packages of the collection (every game in
# src/games.cmake) with CPack, from one build tree:
#
#   racko_VERSION_ARCH.deb            Debian's layout (RACKO_DEBIAN_LAYOUT):
#                                     programs in /usr/games, the DejaVu fonts
#                                     from fonts-dejavu-core, changelog and
#                                     copyright; dependencies from
#                                     dpkg-shlibdeps; lintian-clean
#   racko-VERSION-linux-ARCH.tar.gz   relocatable: bin/, share/, fonts bundled
#
# and a .sha256 file beside each.  The programs are compiled with Debian's
# hardening flags (dpkg-buildflags, hardening=+all) and without the source
# tree as a data fallback (RACKO_SOURCE_DATA_FALLBACK=OFF).
#
# Usage: scripts/package-linux.sh [BUILD_DIR] [OUT_DIR]
#   BUILD_DIR  default build-pkg (relative to the source tree)
#   OUT_DIR    where the packages are copied (default BUILD_DIR/packages)
# Needs: scripts/deps-debian.sh's packages, and dpkg-dev (dpkg-shlibdeps,
# dpkg-buildflags).
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build-pkg}
out=${2:-$build/packages}
jobs=$(nproc 2>/dev/null || echo 2)

for tool in dpkg-shlibdeps dpkg-buildflags; do
    command -v "$tool" >/dev/null 2>&1 ||
        { echo "package-linux.sh: $tool is missing (apt-get install dpkg-dev)" >&2; exit 1; }
done

# Debian's build flags: -O2 -g, -fstack-protector-strong, -D_FORTIFY_SOURCE,
# -fcf-protection, format checks, PIE, -z relro -z now; and
# -ffile-prefix-map=$PWD=. so no path of this machine is compiled in.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cflags="$(dpkg-buildflags --get CFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
ldflags=$(dpkg-buildflags --get LDFLAGS)
echo "package-linux.sh: CFLAGS $cflags"
echo "package-linux.sh: LDFLAGS $ldflags"

configure() {   # RACKO_DEBIAN_LAYOUT value
    cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DRACKO_BUILD_UI=ON -DRACKO_BUILD_TESTS=OFF \
          -DRACKO_WERROR=ON -DCMAKE_INSTALL_PREFIX=/usr \
          -DCMAKE_C_FLAGS="$cflags" -DCMAKE_EXE_LINKER_FLAGS="$ldflags" \
          -DRACKO_SOURCE_DATA_FALLBACK=OFF -DRACKO_DEBIAN_LAYOUT="$1" >"$build.configure.log" 2>&1 ||
        { cat "$build.configure.log" >&2; exit 1; }
    grep -E '^-- packaging|Warning|Error' "$build.configure.log" || true
}

rm -f "$build"/racko[-_]*.deb "$build"/racko-*.tar.gz "$build"/*.sha256
# The .deb's layout first; then the same build, configured again for the
# .tar.gz (only the install rules change: nothing is compiled again).
configure ON
cmake --build "$build" -j"$jobs"
(cd "$build" && cpack -G DEB)
configure OFF
(cd "$build" && cpack -G TGZ)
rm -f "$build.configure.log"

mkdir -p "$out"
for f in "$build"/racko_*.deb "$build"/racko-*-linux-*.tar.gz; do
    cp "$f" "$out"/
    (cd "$out" && sha256sum "$(basename "$f")" >"$(basename "$f").sha256")
done
echo "package-linux.sh: packages in $out:"
ls -l "$out"
