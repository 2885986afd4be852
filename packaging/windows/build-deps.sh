#!/usr/bin/env bash
# Builds the Windows (x86_64, mingw-w64) dependency prefix of the desktop
# game once, and caches it outside the checkout:
#
#   SDL2, SDL2_image (PNG through its bundled stb_image), SDL2_ttf,
#   FreeType (no zlib, bzip2, PNG, HarfBuzz or Brotli), and Check for
#   running the test suites under wine.
#
# Nothing of these is packaged for mingw in Debian or Ubuntu, but their own
# source packages build with the mingw-w64 toolchain.  They are fetched with
# `apt-get source` through a private sources list (deb-src lines for the
# archive this machine already uses: Debian's main, or Ubuntu's main and
# universe), so no network is needed beyond that archive, and the machine's
# own apt configuration is untouched.  Root is not needed.
#
# Usage: packaging/windows/build-deps.sh [--force]
#   RACKO_WINDEPS   cache folder; the prefix is $RACKO_WINDEPS/prefix.
#                   Default /var/cache/racko-windeps, or, for a user who
#                   cannot write there, ${XDG_CACHE_HOME:-$HOME/.cache}/racko-windeps
#                   (packaging/windows/windeps.sh)
#   RACKO_DEBIAN_MIRROR, RACKO_DEBIAN_SUITE   override the archive and suite
#                   (default: read from /etc/apt and /etc/os-release)
#
# Idempotent: a stamp file in the prefix names the checksum of this script
# and of cmake/mingw-w64-x86_64.cmake; when it is there and matches, nothing
# is done.  Needs (Debian packages):
# gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 mingw-w64-x86-64-dev cmake
# dpkg-dev (installed by scripts/package-windows.sh --deps).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=packaging/windows/windeps.sh
. "$here/windeps.sh"
racko_windeps_init build-deps
cache=$RACKO_WINDEPS
prefix=$cache/prefix
stamp=$prefix/.racko-windeps-stamp
host=x86_64-w64-mingw32
jobs=$(nproc 2>/dev/null || echo 2)
force=0
[ "${1:-}" = "--force" ] && force=1

log() { echo "build-deps: $*"; }
die() { echo "build-deps: $*" >&2; exit 1; }

# The stamp covers this script and the toolchain file it builds with.
want=$(cat "$0" "$here/../../cmake/mingw-w64-x86_64.cmake" | sha256sum | cut -d' ' -f1)
if [ $force -eq 0 ] && [ -f "$stamp" ] && [ "$(head -n1 "$stamp")" = "$want" ]; then
    log "cached prefix is up to date: $prefix"
    exit 0
fi

for tool in $host-gcc $host-windres cmake dpkg-source apt-get; do
    command -v "$tool" >/dev/null 2>&1 || die "$tool is missing (see scripts/package-windows.sh --deps)"
done
cc=$(command -v $host-gcc-posix || command -v $host-gcc)

mkdir -p "$cache"
# Exclusive while building; scripts/package-windows.sh and check-windows.sh
# hold it shared while they use the prefix, so it is never rebuilt under them.
exec 9>"$cache/.lock"
if ! flock -w 3600 9; then
    die "another build or user of $cache is still running"
fi
# Another run may have built it while this one waited for the lock.
if [ $force -eq 0 ] && [ -f "$stamp" ] && [ "$(head -n1 "$stamp")" = "$want" ]; then
    log "cached prefix is up to date: $prefix"
    exit 0
fi

# ---- the archive this machine uses (Debian or Ubuntu), as deb-src ----
read -r mirror suite updates keyring components <<<"$(racko_apt_archive)"
signed=""
if [ "$keyring" != - ]; then signed="[signed-by=$keyring] "; fi

apt_dir=$cache/apt
mkdir -p "$apt_dir/lists/partial" "$apt_dir/archives/partial" "$apt_dir/sources.list.d"
{
    echo "deb-src $signed$mirror $suite $components"
    if [ "$updates" = 1 ]; then echo "deb-src $signed$mirror $suite-updates $components"; fi
} >"$apt_dir/sources.list"
apt_opts=(-o "Dir::Etc::SourceList=$apt_dir/sources.list"
          -o "Dir::Etc::SourceParts=$apt_dir/sources.list.d"
          -o "Dir::State::Lists=$apt_dir/lists"
          -o "Dir::Cache=$apt_dir"
          -o "Dir::Cache::archives=$apt_dir/archives"
          -o "Acquire::Retries=3")
# As root, apt would hand the downloads to its _apt user, who cannot write
# the cache folder; a user's apt downloads as that user anyway.
if [ "$(id -u)" -eq 0 ]; then apt_opts+=(-o "APT::Sandbox::User=root"); fi

log "source lists: $(tr '\n' ';' <"$apt_dir/sources.list")"
apt-get "${apt_opts[@]}" -q update

src=$cache/src
rm -rf "$src" "$prefix"
mkdir -p "$src" "$prefix"
fetch() {
    (cd "$src" && apt-get "${apt_opts[@]}" -q source "$1" >/dev/null) ||
        die "apt-get source $1 failed"
    ls -d "$src/$2"-*/ | head -n1
}

export PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig
export PKG_CONFIG_PATH=
cmake_common=(-G "Unix Makefiles"
              -DCMAKE_TOOLCHAIN_FILE="$here/../../cmake/mingw-w64-x86_64.cmake"
              -DRACKO_WINDEPS_PREFIX="$prefix"
              -DCMAKE_BUILD_TYPE=Release
              -DCMAKE_INSTALL_PREFIX="$prefix"
              -DCMAKE_PREFIX_PATH="$prefix")

build_cmake() {     # source-dir build-name cmake-args...
    local dir=$1 name=$2
    shift 2
    log "building $name"
    cmake -S "$dir" -B "$src/build-$name" "${cmake_common[@]}" "$@" >"$src/$name.log" 2>&1 ||
        { tail -n 40 "$src/$name.log" >&2; die "configuring $name failed (log: $src/$name.log)"; }
    cmake --build "$src/build-$name" -j"$jobs" >>"$src/$name.log" 2>&1 ||
        { tail -n 40 "$src/$name.log" >&2; die "building $name failed (log: $src/$name.log)"; }
    cmake --install "$src/build-$name" >>"$src/$name.log" 2>&1 ||
        { tail -n 40 "$src/$name.log" >&2; die "installing $name failed (log: $src/$name.log)"; }
}

# ---- SDL2 ----
sdl=$(fetch libsdl2 libsdl2)
build_cmake "$sdl" sdl2 -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL2_DISABLE_SDL2MAIN=OFF

# ---- FreeType (for SDL2_ttf) ----
ft=$(fetch freetype freetype)
build_cmake "$ft" freetype -DBUILD_SHARED_LIBS=OFF -DCMAKE_POSITION_INDEPENDENT_CODE=ON \
    -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
    -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON

# ---- SDL2_image: PNG (and JPG) through stb_image, nothing else ----
img=$(fetch libsdl2-image libsdl2-image)
build_cmake "$img" sdl2-image -DBUILD_SHARED_LIBS=ON -DSDL2IMAGE_VENDORED=OFF \
    -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF -DSDL2IMAGE_DEPS_SHARED=OFF \
    -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_BACKEND_WIC=OFF \
    -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_JPG=ON \
    -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF \
    -DSDL2IMAGE_BMP=ON -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_ICO=OFF -DSDL2IMAGE_LBM=OFF \
    -DSDL2IMAGE_PCX=OFF -DSDL2IMAGE_PNM=OFF -DSDL2IMAGE_QOI=OFF -DSDL2IMAGE_SVG=OFF \
    -DSDL2IMAGE_TGA=OFF -DSDL2IMAGE_XCF=OFF -DSDL2IMAGE_XPM=OFF -DSDL2IMAGE_XV=OFF

# ---- SDL2_ttf: FreeType from the prefix, no HarfBuzz ----
ttf=$(fetch libsdl2-ttf libsdl2-ttf)
build_cmake "$ttf" sdl2-ttf -DBUILD_SHARED_LIBS=ON -DSDL2TTF_VENDORED=OFF \
    -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_FREETYPE=ON

# ---- Check (static; the test suites run under wine without fork) ----
chk=$(fetch check check)
build_cmake "$chk" check -DBUILD_SHARED_LIBS=OFF -DCHECK_ENABLE_TESTS=OFF \
    -DCHECK_ENABLE_SUBUNIT=OFF -DENABLE_MEMORY_LEAKING_TESTS=OFF -DCHECK_ENABLE_TIMEOUT_TESTS=OFF

# Check's CMake build makes a DLL besides the static library and writes a
# check.pc naming a library it does not install (check_pic): keep only the
# static library, so the test programs need no extra DLL, and say so.
rm -f "$prefix/lib/libcheck.dll.a" "$prefix/bin/libcheck.dll"
sed -i 's/^Libs:.*/Libs: -L${libdir} -lcheck -pthread -lm/' "$prefix/lib/pkgconfig/check.pc"

# ---- licence texts of what the packages ship (packaging/THIRD-PARTY.md) ----
# SDL2, SDL2_image and SDL2_ttf install theirs in share/licenses/NAME/.
mkdir -p "$prefix/share/licenses/FreeType"
cp "$ft/docs/FTL.TXT" "$prefix/share/licenses/FreeType/FTL.TXT"

# ---- check what came out ----
for f in bin/SDL2.dll bin/SDL2_image.dll bin/SDL2_ttf.dll lib/pkgconfig/sdl2.pc lib/pkgconfig/check.pc \
         share/licenses/FreeType/FTL.TXT share/licenses/SDL2/LICENSE.txt; do
    [ -f "$prefix/$f" ] || die "missing after the build: $prefix/$f"
done
{
    echo "$want"
    echo "built $(date -u +%Y-%m-%dT%H:%M:%SZ) with $("$cc" --version | head -n1)"
    for d in "$sdl" "$ft" "$img" "$ttf" "$chk"; do basename "$d"; done
} >"$stamp"
rm -rf "$src"/build-*
log "prefix ready: $prefix"
cat "$stamp"
