#!/usr/bin/env bash
# Makes the source tarball racko-VERSION.tar.gz (and its .sha256) from the
# files git tracks at HEAD, with git archive: no build trees, no stray or
# ignored files, the same bytes for the same commit.  Uncommitted changes
# are not in it (it says so).
#
# Usage: scripts/package-source.sh [OUT_DIR]   (default build-pkg/packages)
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-build-pkg/packages}
git rev-parse --git-dir >/dev/null 2>&1 ||
    { echo "package-source.sh: not a git checkout: the source tarball is made from git" >&2; exit 1; }
version=$(sed -n 's/^project(racko VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
[ -n "$version" ] || { echo "package-source.sh: no version in CMakeLists.txt" >&2; exit 1; }
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    echo "package-source.sh: note: uncommitted changes are not in the tarball (it is HEAD, $(git rev-parse --short HEAD))" >&2
fi
name=racko-$version
mkdir -p "$out"
git archive --format=tar.gz --prefix="$name/" -o "$out/$name.tar.gz" HEAD
(cd "$out" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
echo "package-source.sh: $out/$name.tar.gz ($(git ls-tree -r --name-only HEAD | wc -l) files, $(stat -c %s "$out/$name.tar.gz") bytes)"
