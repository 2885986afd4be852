#!/usr/bin/env bash
# Checks from the sources that the layers of docs/architecture.md use only
# what they may (the games are those of src/games.cmake):
#
#   (a) no game includes another game's headers: neither "<other>/..."
#       (include/<other>/) nor a path into src/<other>/;
#   (b) the kit (src/kit, include/kit) includes no game's header and no
#       shell header;
#   (c) the shell (src/shell, include/shell) includes no game header, but in
#       the one file that lists the games (src/shell/gamelist.c);
#   (d) a game includes shell headers only from include/shell/ ("shell/..."),
#       never the shell's private headers in src/shell/;
#   (e) the match layer (src/match, include/match, tests/match: the mid-end
#       every game's table stands on) includes no game header and no shell
#       header: only the kit's;
#   (f) neither the kit nor the shell includes a match-layer header;
#   (g) a game includes the match layer only from include/match/
#       ("match/..."), and only from its table, terminal tool, screen and
#       tests: never from its rules engine, computer players or bot
#       protocol (src/<game>/engine, ai, bot);
#   (h) the match layer's desktop part (src/match/screen.c,
#       include/match/screen.h, tests/match/test_screen.c) includes the kit,
#       the match layer and the shell's public headers (include/shell/)
#       only, never a game's; and only a game's screen (src/<game>/ui) and
#       tests include it (the rest of the match layer, the kit and the shell
#       never: rules (e) and (f)).
#
# A game's files are src/<game>/, include/<game>/ and tests/<game>/.  An
# include is resolved as the compiler would: beside the including file,
# then include/ and src/ (the project's include folders); a bare name that
# is neither beside the file nor in the file's own layer, but is a private
# header of a layer it may not use, counts as that header.
# Prints what it checked; on a violation, FILE:LINE and the rule, exit 1.
#
# Usage: scripts/check-layers.sh [ROOT]     check ROOT (default: this tree)
#        scripts/check-layers.sh --self-test
#            builds a small tree with one violation of each rule and proves
#            each is caught (and the same tree without them passes).
set -euo pipefail

self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
# The one shell file that may include the games' headers.
GAMELIST=src/shell/gamelist.c

self_test() {
    local t status out
    t=$(mktemp -d /tmp/racko-layers-test.XXXXXX)
    # shellcheck disable=SC2064
    trap "rm -rf '$t'" RETURN
    mkdir -p "$t/src/alpha/engine" "$t/src/alpha/ui" "$t/src/beta/engine" "$t/src/beta/ui" "$t/include/alpha" \
             "$t/include/beta" "$t/include/kit" "$t/include/shell" "$t/src/kit" "$t/src/shell/core" \
             "$t/src/shell/sdl" "$t/tests/beta" "$t/src/match" "$t/include/match" "$t/src/alpha/play"
    printf 'list(APPEND RACKO_GAMES alpha)\nlist(APPEND RACKO_GAMES beta)   # Beta\n' >"$t/src/games.cmake"
    for h in include/alpha/game.h include/beta/engine.h include/kit/status.h include/shell/game.h \
             include/shell/draw.h src/shell/sdl/gfx.h src/shell/core/rect.h src/alpha/engine/impl.h \
             include/match/match.h src/match/seats.h include/match/screen.h; do
        echo "/* $h */" >"$t/$h"
    done
    # Allowed everywhere: the layers below, system headers, own headers.
    cat >"$t/src/alpha/engine/game.c" <<'EOF'
#include <stdio.h>
#include "impl.h"
#include "alpha/game.h"
#include "kit/status.h"
EOF
    cat >"$t/src/alpha/ui/table.c" <<'EOF'
#include "shell/game.h"
#include <shell/draw.h>
#include "../engine/impl.h"
EOF
    cat >"$t/src/shell/gamelist.c" <<'EOF'
#include "alpha/game.h"
#include "beta/engine.h"
EOF
    echo '#include "kit/status.h"' >"$t/src/kit/status.c"
    echo '#include "kit/status.h"' >"$t/src/shell/core/form.c"
    printf '#include "kit/status.h"\n#include "seats.h"\n' >"$t/src/match/match.c"
    printf '#include "match/match.h"\n#include "alpha/game.h"\n' >"$t/src/alpha/play/table.c"
    printf '#include "match/match.h"\n#include "shell/game.h"\n' >"$t/src/match/screen.c"
    echo '#include "match/screen.h"' >>"$t/src/alpha/ui/table.c"
    echo '#include "beta/engine.h"' >"$t/tests/beta/test_engine.c"
    out=$(bash "$self" "$t" 2>&1) || { echo "$out" >&2; echo "check-layers: self-test: FAIL: the clean tree was refused" >&2; return 1; }
    # One violation of each rule, each on a line of its own.
    printf '#include <stdlib.h>\n#include "beta/engine.h"\n' >>"$t/src/alpha/engine/game.c"        # (a) line 6
    echo '#include "../../src/alpha/engine/impl.h"' >>"$t/tests/beta/test_engine.c"           # (a) line 2
    echo '#include "alpha/game.h"' >>"$t/src/kit/status.c"                                      # (b) line 2
    echo '#include "shell/game.h"' >>"$t/include/kit/status.h"                                  # (b) line 2
    echo '#include "beta/engine.h"' >>"$t/src/shell/core/form.c"                               # (c) line 2
    echo '#include "../../shell/sdl/gfx.h"' >>"$t/src/alpha/ui/table.c"                        # (d) line 5
    echo '#include "rect.h"' >>"$t/src/alpha/ui/table.c"                                       # (d) line 6
    echo '#include "alpha/game.h"' >>"$t/src/match/match.c"                                    # (e) line 3
    echo '#include "shell/game.h"' >>"$t/src/match/match.c"                                    # (e) line 4
    echo '#include "match/match.h"' >>"$t/src/kit/status.c"                                    # (f) line 3
    echo '#include "match/match.h"' >>"$t/src/shell/core/form.c"                               # (f) line 3
    echo '#include "match/match.h"' >>"$t/src/alpha/engine/game.c"                             # (g) line 7
    echo '#include "../../match/seats.h"' >>"$t/src/alpha/play/table.c"                        # (g) line 3
    echo '#include "alpha/game.h"' >>"$t/src/match/screen.c"                                   # (h) line 3
    echo '#include "match/screen.h"' >>"$t/src/alpha/play/table.c"                             # (h) line 4
    echo '#include "match/screen.h"' >>"$t/src/match/match.c"                                  # (e) line 5
    status=0
    out=$(bash "$self" "$t" 2>&1) || status=$?
    local want missing=0
    for want in "src/alpha/engine/game.c:6: (a)" "tests/beta/test_engine.c:2: (a)" "src/kit/status.c:2: (b)" \
                "include/kit/status.h:2: (b)" "src/shell/core/form.c:2: (c)" "src/alpha/ui/table.c:5: (d)" \
                "src/alpha/ui/table.c:6: (d)" "src/match/match.c:3: (e)" "src/match/match.c:4: (e)" \
                "src/kit/status.c:3: (f)" "src/shell/core/form.c:3: (f)" "src/alpha/engine/game.c:7: (g)" \
                "src/alpha/play/table.c:3: (g)" "src/match/screen.c:3: (h)" \
                "src/alpha/play/table.c:4: (h)" "src/match/match.c:5: (e)"; do
        if ! grep -qF "$want" <<<"$out"; then
            echo "check-layers: self-test: FAIL: not caught: $want" >&2
            missing=1
        fi
    done
    local n
    n=$(grep -c 'check-layers: FAIL' <<<"$out" || true)
    if [ $status -ne 1 ] || [ $missing -ne 0 ] || [ "$n" -ne 16 ]; then
        echo "$out" >&2
        echo "check-layers: self-test: FAIL (exit status $status, $n violations reported, 16 planted)" >&2
        return 1
    fi
    echo "check-layers: self-test: a clean sample tree passes; the 16 planted violations of rules (a)-(h) are each caught at FILE:LINE"
}

if [ "${1:-}" = --self-test ]; then
    self_test
    exit
fi

root=${1:-$(dirname "$self")/..}
cd "$root"

mapfile -t games < <(sed -n 's/^[[:space:]]*list(APPEND RACKO_GAMES[[:space:]]\{1,\}\([a-z0-9_-]\{1,\}\)).*/\1/p' src/games.cmake)
[ ${#games[@]} -gt 0 ] || { echo "check-layers: no game listed in src/games.cmake" >&2; exit 1; }

fail=0
nfiles=0
nincludes=0
declare -A per_layer=()

# The layer of a path relative to the tree: game:<id>, kit, shell or "".
layer_of() {
    local p=$1 g
    case $p in
        src/kit/* | include/kit/*) echo kit; return ;;
        src/shell/* | include/shell/*) echo shell; return ;;
        src/match/screen.* | include/match/screen.h | tests/match/test_screen.c) echo matchui; return ;;
        src/match/* | include/match/* | tests/match/*) echo match; return ;;
    esac
    for g in "${games[@]}"; do
        case $p in
            src/"$g"/* | include/"$g"/* | tests/"$g"/*) echo "game:$g"; return ;;
        esac
    done
    echo ""
}

# Where an include of file $1 lands (a path relative to the tree), or ""
# for a header outside the tree (the C library, SDL...).
resolve() {
    local file=$1 inc=$2 quoted=$3 dir cand own name found
    dir=$(dirname "$file")
    if [ "$quoted" = 1 ]; then
        cand=$(realpath -m --relative-to=. "$dir/$inc")
        if [ -f "$cand" ] || [[ $inc == ../* ]]; then
            echo "$cand"
            return
        fi
    fi
    for cand in "include/$inc" "src/$inc"; do
        cand=$(realpath -m --relative-to=. "$cand")
        if [ -f "$cand" ]; then
            echo "$cand"
            return
        fi
    done
    # Not found: named after a layer ("kit/...", "shell/...", "<game>/..."),
    # it is that layer's public header (missing, but still named).
    case $inc in
        kit/* | shell/* | match/*) echo "include/$inc"; return ;;
    esac
    for own in "${games[@]}"; do
        [[ $inc == "$own"/* ]] && { echo "include/$inc"; return; }
    done
    # A bare name reached through an include folder: the file's own
    # layer's header if it has one by that name, else a private header of
    # another layer (the first found).
    if [ "$quoted" = 1 ] && [[ $inc != */* ]]; then
        name=$inc
        own=$(layer_of "$file")
        found=""
        while IFS= read -r cand; do
            cand=${cand#./}
            if [ "$(layer_of "$cand")" = "$own" ]; then
                echo "$cand"
                return
            fi
            [ -n "$found" ] || found=$cand
        done < <(find src include tests -name "$name" -type f 2>/dev/null | sort)
        echo "$found"
        return
    fi
    echo ""
}

violation() {   # file line rule text
    echo "check-layers: FAIL: $1:$2: ($3) $4" >&2
    fail=1
}

mapfile -t files < <(find src include tests -type f \( -name '*.c' -o -name '*.h' \) 2>/dev/null | sed 's|^\./||' | sort)
for f in "${files[@]}"; do
    from=$(layer_of "$f")
    [ -n "$from" ] || continue
    nfiles=$((nfiles + 1))
    per_layer[$from]=$(( ${per_layer[$from]:-0} + 1 ))
    while IFS=: read -r line text; do
        [ -n "$line" ] || continue
        inc=$(sed -E 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]([^>"]*)[>"].*/\1/' <<<"$text")
        quoted=0
        [[ $text =~ include[[:space:]]*\" ]] && quoted=1
        nincludes=$((nincludes + 1))
        target=$(resolve "$f" "$inc" "$quoted")
        [ -n "$target" ] || continue
        to=$(layer_of "$target")
        [ -n "$to" ] && [ "$to" != "$from" ] || continue
        case $from:$to in
            game:*:game:*)
                violation "$f" "$line" a "game ${from#game:} includes game ${to#game:}'s header $target (\"$inc\")" ;;
            kit:game:* | kit:shell)
                violation "$f" "$line" b "the kit includes a ${to%%:*} header $target (\"$inc\")" ;;
            match:game:* | match:shell | match:matchui)
                violation "$f" "$line" e "the match layer includes a ${to%%:*} header $target (\"$inc\"); it may use only the kit" ;;
            kit:match | shell:match | kit:matchui | shell:matchui)
                violation "$f" "$line" f "the $from includes the match layer's header $target (\"$inc\")" ;;
            matchui:game:*)
                violation "$f" "$line" h "the match layer's desktop part includes game ${to#game:}'s header $target (\"$inc\")" ;;
            matchui:shell)
                [[ $target == include/shell/* ]] ||
                    violation "$f" "$line" h "the match layer's desktop part includes the shell's private header $target (\"$inc\"); use include/shell/" ;;
            game:*:matchui)
                [[ $target == include/match/screen.h && ( $f == src/*/ui/* || $f == tests/* ) ]] ||
                    violation "$f" "$line" h "game ${from#game:}'s ${f#src/*/} is not a screen and may not include $target (\"$inc\")" ;;
            game:*:match)
                if [[ $target != include/match/* ]]; then
                    violation "$f" "$line" g "game ${from#game:} includes the match layer's private header $target (\"$inc\"); use include/match/"
                elif [[ $f =~ ^src/[a-z0-9_-]+/(engine|ai|bot)/ ]]; then
                    violation "$f" "$line" g "game ${from#game:}'s ${f#src/*/} is below the match layer and may not include $target (\"$inc\")"
                fi ;;
            shell:game:*)
                [ "$f" = "$GAMELIST" ] ||
                    violation "$f" "$line" c "the shell includes game ${to#game:}'s header $target (\"$inc\"); only $GAMELIST may" ;;
            game:*:shell)
                # The headless app tests (test_*_app.c) drive the shell's
                # platform part with a game: they may look inside it.
                [[ $target == include/shell/* || $f =~ ^tests/.*/test_[a-z0-9_]*_app\.c$ ]] ||
                    violation "$f" "$line" d "game ${from#game:} includes the shell's private header $target (\"$inc\"); use include/shell/" ;;
        esac
    done < <(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]' "$f" || true)
done

summary=""
for k in $(printf '%s\n' "${!per_layer[@]}" | sort); do
    summary+=" $k=${per_layer[$k]}"
done
echo "check-layers: games ${games[*]}; $nfiles files (${summary# }), $nincludes includes resolved;" \
     "rules: (a) no game includes another's, (b) the kit no game or shell header," \
     "(c) the shell no game header but in $GAMELIST, (d) games use include/shell/ only," \
     "(e) the match layer only the kit, (f) neither kit nor shell the match layer," \
     "(g) games' tables, tools and screens use include/match/ only," \
     "(h) the match layer's desktop part the kit, the layer and include/shell/ only, for games' screens"
if [ $fail -ne 0 ]; then
    echo "check-layers: layers broken (see above)" >&2
    exit 1
fi
echo "check-layers: OK"
