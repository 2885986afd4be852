#!/usr/bin/env bash
# CI: the packages of the collection (every game of src/games.cmake).
# Called from .ci/run on a fresh clone (root, no stdin).
#
#   1. Linux: the .deb and the .tar.gz (scripts/package-linux.sh) and the
#      source tarball (scripts/package-source.sh), each with its .sha256,
#      then packaging/linux/check-packages.sh: lintian (no error, no
#      warning), control data and dependencies, dpkg -x into a scratch
#      root, desktop-file-validate, appstreamcli validate, the man pages,
#      the licence, no build path in the programs, each game started
#      headless from its menu entry's command (data from the scratch root,
#      writes only in SDL's preference folder); the .tar.gz unpacked
#      elsewhere and started; the source tarball is git's files and builds.
#   2. Windows: packaging/windows/test-windeps.sh (the archive and cache
#      folder detection, on sample Debian and Ubuntu configurations); the
#      SDL2/FreeType/Check prefix from the cache outside the clone
#      (packaging/windows/windeps.sh: /var/cache/racko-windeps, or the
#      user's ~/.cache/racko-windeps; built from the distribution's source
#      packages when missing), the mingw-w64 cross-build, the .zip and the
#      NSIS installer (scripts/package-windows.sh), then
#      packaging/windows/check-windows.sh under wine.
#
# RACKO_CI_PACKAGING=linux or windows runs one part only.  Prints the time
# of each step; exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

parts=${RACKO_CI_PACKAGING:-linux windows}
start=$(date +%s)
last=$start
step() {
    local now
    now=$(date +%s)
    echo
    echo "==== packaging [$((now - start)) s, last step $((now - last)) s] $* ===="
    last=$now
}

step "packaging tools (scripts/package-deps-debian.sh)"
# shellcheck disable=SC2086
./scripts/package-deps-debian.sh $parts </dev/null

if [[ " $parts " == *" linux "* ]]; then
    step "Linux packages and the source tarball (scripts/package-linux.sh, scripts/package-source.sh)"
    rm -rf build-pkg/packages
    ./scripts/package-linux.sh build-pkg build-pkg/packages </dev/null
    ./scripts/package-source.sh build-pkg/packages </dev/null

    step "Linux package checks (packaging/linux/check-packages.sh)"
    src_tgz=$(ls build-pkg/packages/racko-*.tar.gz | grep -v -- '-linux-')
    ./packaging/linux/check-packages.sh build-pkg/packages/racko_*.deb \
        build-pkg/packages/racko-*-linux-*.tar.gz "$src_tgz" </dev/null
fi

if [[ " $parts " == *" windows "* ]]; then
    step "Windows dependency folder and archive detection (packaging/windows/test-windeps.sh)"
    ./packaging/windows/test-windeps.sh </dev/null
    # shellcheck source=packaging/windows/windeps.sh
    . packaging/windows/windeps.sh
    racko_windeps_init packaging.sh
    step "Windows dependency prefix (cached in $RACKO_WINDEPS)"
    ./packaging/windows/build-deps.sh </dev/null

    step "Windows cross-build, .zip and NSIS installer (scripts/package-windows.sh)"
    rm -rf build-win/packages
    ./scripts/package-windows.sh build-win build-win/packages </dev/null

    step "Windows checks under wine (packaging/windows/check-windows.sh)"
    ./packaging/windows/check-windows.sh build-win build-win/packages/racko-*-windows-*.zip \
        build-win/packages/racko-*-windows-*.exe </dev/null
fi

step "packaging done in $(($(date +%s) - start)) s"
