#!/usr/bin/env bash
# Golden outputs of one game (tests/<game>/golden/cases.txt): seeded runs of
# the game's terminal tool and saved games drawn by its desktop program's
# --render-record must give exactly the bytes they gave before
# (expected.txt beside cases.txt).  Usage:
#   golden.sh DIR SOURCE_DIR CLI [GAME]            check
#   golden.sh --update DIR SOURCE_DIR CLI [GAME]   rewrite DIR/expected.txt
# DIR is the game's golden folder relative to SOURCE_DIR
# (tests/racko/golden, tests/rummikub/golden).
# The pictures depend on SDL2, SDL2_ttf, SDL2_image and FreeType: their
# hashes are checked only with the library versions they were made with
# (the "libs" line of expected.txt, Debian 12's); elsewhere they are
# skipped, saying so.  A picture that differs is kept for a look.
set -euo pipefail
update=0
if [ "${1:-}" = "--update" ]; then
    update=1
    shift
fi
dir=$1 src=$2 cli=$3 game=${4:-}
here=$src/$dir
expected=$here/expected.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

libs=$(pkg-config --modversion sdl2 SDL2_ttf SDL2_image freetype2 2>/dev/null | tr '\n' ' ' || true)
libs=${libs% }
want_libs=""
if [ -f "$expected" ]; then
    want_libs=$(sed -n 's/^libs //p' "$expected")
fi

out=()
fails=0 checked=0 skipped=0
cd "$src"
while read -r kind name args; do
    case "$kind" in ''|'#'*) continue ;; esac
    read -r -a argv <<<"$args"
    case "$kind" in
    cli | untimed)
        "$cli" "${argv[@]}" >"$work/$name.out" 2>"$work/$name.err" </dev/null || true
        if [ "$kind" = untimed ]; then
            sed -E -e 's/,"[a-z0-9_]*(ms|per_s)[a-z0-9_]*":(\[[0-9.e+,-]*\]|[0-9.e+-]*)//g' -e '/ms/d' \
                "$work/$name.out" >"$work/$name.untimed"
            mv "$work/$name.untimed" "$work/$name.out"
        fi
        file=$work/$name.out
        ;;
    png)
        if [ -z "$game" ]; then
            skipped=$((skipped + 1))
            continue
        fi
        mkdir -p "$work/pref"
        SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy RACKO_DATA_DIR=$src \
            "$game" --pref-dir "$work/pref" --render-record "${argv[@]}" --out "$work/$name.png" \
            >"$work/$name.err" 2>&1 </dev/null || true
        file=$work/$name.png
        ;;
    *)
        echo "golden: unknown kind '$kind' in cases.txt" >&2
        exit 2
        ;;
    esac
    [ -f "$file" ] || : >"$file"
    sum=$(sha256sum "$file" | cut -d' ' -f1)
    if [ "$update" -eq 1 ]; then
        out+=("$sum $name")
        continue
    fi
    want=$(awk -v n="$name" '$2 == n { print $1 }' "$expected")
    if [ "$kind" = png ] && [ "$libs" != "$want_libs" ]; then
        skipped=$((skipped + 1))
        continue
    fi
    checked=$((checked + 1))
    if [ "$sum" != "$want" ]; then
        fails=$((fails + 1))
        keep=${TMPDIR:-/tmp}/golden-$(basename "$(dirname "$here")")-$name.${file##*.}
        cp "$file" "$keep"
        echo "golden: $name differs (sha256 $sum, expected ${want:-none}); output kept as $keep" >&2
        head -c 400 "$work/$name.err" >&2 || true
    fi
done <"$here/cases.txt"

if [ "$update" -eq 1 ]; then
    {
        echo "libs $libs"
        printf '%s\n' "${out[@]}"
    } >"$expected"
    echo "golden: wrote $expected (${#out[@]} outputs)"
    exit 0
fi
if [ "$skipped" -gt 0 ]; then
    echo "golden: $skipped picture(s) skipped (libraries '$libs', expected '$want_libs', or no game binary)"
fi
echo "golden: $checked output(s) checked, $fails differ"
[ "$fails" -eq 0 ]
