#!/usr/bin/env bash
# Installs what building and testing the collection needs on Debian or Ubuntu.
# Uses sudo when not root; does nothing when everything is already there.
set -euo pipefail

# Build: compiler, CMake, pkg-config, SDL2 with image and ttf, Check;
# gettext and python3 for the translations (po/: xgettext, msgmerge,
# msgfmt, the pseudo-language's script).
# Tests: xvfb/xauth/xdotool for driving the desktop game under a virtual
# display (the automatic UI tests need only SDL's dummy driver); clang for
# the fuzz targets (libFuzzer; libclang-rt-dev on Debian 12 and later);
# GLPK for the test that checks the Rummikub solver against an integer
# programme (test_rummikub_solver_ilp).
packages=(build-essential cmake pkg-config git gettext python3
          libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev
          check libsubunit-dev
          xvfb xauth xdotool
          clang libglpk-dev)
optional=(libclang-rt-dev)

if ! command -v apt-get >/dev/null 2>&1; then
    echo "deps-debian.sh: apt-get not found; install these by hand: ${packages[*]}" >&2
    exit 1
fi

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing=()
for p in "${packages[@]}"; do
    installed "$p" || missing+=("$p")
done
for p in "${optional[@]}"; do
    if ! installed "$p" && apt-cache show "$p" >/dev/null 2>&1; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "deps-debian.sh: all build and test dependencies are installed."
    exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "deps-debian.sh: need root (or sudo) to install: ${missing[*]}" >&2
        exit 1
    fi
    sudo=(sudo)
fi

echo "deps-debian.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
