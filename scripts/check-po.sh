#!/usr/bin/env bash
# The translations are whole (test_po, CI):
#   1. every file with a marked string (_(" N_(" C_(" tk_trn(") is listed in
#      po/POTFILES;
#   2. po/collection.pot holds exactly the marked strings of the code: one
#      marked and not in the template (scripts/update-po.sh not run), or one
#      in the template no longer in the code, fails;
#   3. each language of po/LINGUAS is complete: msgfmt --check --statistics
#      says every message is translated and none is fuzzy, and it holds
#      every message of the template.
set -euo pipefail
cd "$(dirname "$0")/.."
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

listed=$(grep -vE '^[[:space:]]*(#|$)' po/POTFILES | sort)
marked=$(grep -rlE '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|tk_trn|tk_trc)\("' src --include='*.c' --include='*.h' |
         sort)
missing=$(comm -13 <(echo "$listed") <(echo "$marked") || true)
if [ -n "$missing" ]; then
    echo "check-po: files with marked strings missing from po/POTFILES:" >&2
    printf '  %s\n' $missing >&2
    fail=1
fi

# The msgids (with their contexts and plurals) of a .po or .pot, one a line.
ids() {
    msgcat --no-location --no-wrap --sort-output "$1" 2>/dev/null |
        awk '/^msgctxt |^msgid |^msgid_plural /{ key = 1; printf "%s", $0; next }
             /^"/ { if (key) printf "%s", $0; next }
             /^msgstr/ { if (key) print ""; key = 0 }' |
        grep -v '^msgid ""$' | sort -u
}

RACKO_MAKE_POT_ONLY="$tmp/fresh.pot" ./scripts/update-po.sh
ids "$tmp/fresh.pot" > "$tmp/fresh.ids"
ids po/collection.pot > "$tmp/pot.ids"
new=$(comm -23 "$tmp/fresh.ids" "$tmp/pot.ids" || true)
gone=$(comm -13 "$tmp/fresh.ids" "$tmp/pot.ids" || true)
if [ -n "$new" ]; then
    echo "check-po: marked in the code but not in po/collection.pot (run scripts/update-po.sh):" >&2
    echo "$new" | sed 's/^/  /' >&2
    fail=1
fi
if [ -n "$gone" ]; then
    echo "check-po: in po/collection.pot but no longer in the code (run scripts/update-po.sh):" >&2
    echo "$gone" | sed 's/^/  /' >&2
    fail=1
fi

while read -r lang; do
    stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "po/$lang.po" 2>&1) || {
        echo "check-po: po/$lang.po: msgfmt --check fails:" >&2
        echo "$stats" >&2
        fail=1
        continue
    }
    if ! grep -qE '^[0-9]+ translated messages?\.$' <<<"$stats"; then
        echo "check-po: po/$lang.po is not complete: $stats" >&2
        fail=1
    fi
    ids "po/$lang.po" > "$tmp/$lang.ids"
    lacking=$(comm -23 "$tmp/pot.ids" "$tmp/$lang.ids" || true)
    if [ -n "$lacking" ]; then
        echo "check-po: po/$lang.po lacks messages of the template (run scripts/update-po.sh):" >&2
        echo "$lacking" | sed 's/^/  /' >&2
        fail=1
    fi
    echo "check-po: po/$lang.po: $stats"
done < <(grep -E '^[a-zA-Z]' po/LINGUAS)

if [ "$fail" -ne 0 ]; then
    exit 1
fi
echo "check-po: OK ($(wc -l < "$tmp/pot.ids") messages)"
