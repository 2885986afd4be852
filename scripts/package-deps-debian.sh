#!/usr/bin/env bash
# Installs the Debian (or Ubuntu) packages that making and checking the
# collection's packages needs (on top of scripts/deps-debian.sh's build dependencies).
#
# Usage: scripts/package-deps-debian.sh [linux] [windows]   (default: both)
#   linux    dpkg-dev (dpkg-shlibdeps, dpkg-buildflags), lintian,
#            desktop-file-utils, appstream, man-db, strace (the relocation
#            check), python3, git (the source tarball), fonts-dejavu-core
#            (the .deb's fonts)
#   windows  the mingw-w64 cross toolchain, wine, NSIS, zip, dpkg-dev
#            (apt-get source unpacks with dpkg-source)
set -euo pipefail

what=("$@")
[ ${#what[@]} -eq 0 ] && what=(linux windows)
packages=()
for w in "${what[@]}"; do
    case $w in
        linux) packages+=(dpkg-dev lintian desktop-file-utils appstream man-db strace python3 file git
                          fonts-dejavu-core) ;;
        windows) packages+=(gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 binutils-mingw-w64-x86-64
                            mingw-w64-x86-64-dev wine wine64 nsis zip unzip dpkg-dev
                            debian-archive-keyring cmake make strace python3) ;;
        *) echo "package-deps-debian.sh: unknown part '$w' (linux, windows)" >&2; exit 2 ;;
    esac
done

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}
missing=()
for p in "${packages[@]}"; do
    installed "$p" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "package-deps-debian.sh: everything for ${what[*]} packaging is installed."
    exit 0
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 ||
        { echo "package-deps-debian.sh: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
fi
echo "package-deps-debian.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
