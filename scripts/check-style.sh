#!/usr/bin/env bash
# Checks a few of the conventions of HACKING.md that a machine can check:
#   - no `_t` typedefs of our own (the suffix is POSIX's);
#   - no SDL include outside src/shell/sdl (and the headless SDL tests, test_*_app.c);
#   - no rand()/srand() in src/ (all chance comes from kit/rng.h);
#   - every header has an include guard, and no guard is a reserved
#     identifier (a leading underscore, or a double underscore).
set -euo pipefail
cd "$(dirname "$0")/.."

fail=0
report() { echo "check-style: $1" >&2; shift; printf '  %s\n' "$@" >&2; fail=1; }

mapfile -t sources < <(find include src tests examples -type f \( -name '*.c' -o -name '*.h' \) 2>/dev/null | sort)

# Our own *_t type names: "typedef ... name_t;" or "} name_t;" or "(*name_t)".
if hits=$(grep -nE '^[[:space:]]*typedef[^;(]*[[:space:]*]([A-Za-z_][A-Za-z0-9_]*_t)[[:space:]]*;|\}[[:space:]]*[A-Za-z_][A-Za-z0-9_]*_t[[:space:]]*;|typedef[^;]*\(\*[[:space:]]*[A-Za-z_][A-Za-z0-9_]*_t[[:space:]]*\)' "${sources[@]}"); then
    mapfile -t lines <<<"$hits"
    report "type names ending in _t (reserved by POSIX; use CamelCase):" "${lines[@]}"
fi

# SDL only in the desktop front end.
if hits=$(printf '%s\n' "${sources[@]}" | grep -vE '^src/shell/sdl/|/test_[a-z_]*_app\.c$' |
          xargs -r grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](SDL2?/)?SDL'); then
    mapfile -t lines <<<"$hits"
    report "SDL included outside src/shell/sdl:" "${lines[@]}"
fi

# No C library randomness in the code.
if hits=$(find src -type f \( -name '*.c' -o -name '*.h' \) -print0 |
          xargs -0 -r grep -nE '(^|[^A-Za-z0-9_.>])s?rand[[:space:]]*\('); then
    mapfile -t lines <<<"$hits"
    report "rand()/srand() in src/ (use kit/rng.h):" "${lines[@]}"
fi

# Include guards.
for h in "${sources[@]}"; do
    case "$h" in *.h) ;; *) continue ;; esac
    guard=$(grep -m1 -E '^[[:space:]]*#[[:space:]]*(ifndef|pragma[[:space:]]+once)' "$h" || true)
    if [ -z "$guard" ]; then
        report "header without an include guard:" "$h"
        continue
    fi
    name=$(sed -nE 's/^[[:space:]]*#[[:space:]]*ifndef[[:space:]]+([A-Za-z0-9_]+).*/\1/p' <<<"$guard")
    if [ -n "$name" ] && { [[ "$name" == _* ]] || [[ "$name" == *__* ]]; }; then
        report "include guard is a reserved identifier:" "$h: $name"
    fi
done

if [ "$fail" -ne 0 ]; then
    exit 1
fi
echo "check-style: OK (${#sources[@]} files)"
