#!/usr/bin/env bash
# Installs what is needed, builds everything with warnings as errors and
# runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${RACKO_TEST_BUILD:-build-test}
jobs=$(nproc 2>/dev/null || echo 2)

./scripts/deps-debian.sh
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRACKO_WERROR=ON
cmake --build "$build" -j"$jobs"
cd "$build"
ctest --output-on-failure -j2
