#!/usr/bin/env bash
# racko --render-record draws a saved game and writes nothing but its
# picture: not the preference folder's saved match, settings or bot logs,
# and no preference folder at all when none is named.
#   render-writes-nothing.sh RACKO SOURCE_DIR
set -euo pipefail
game=$1 src=$2
. "$(dirname "$0")/../../shell/sandbox.sh" "$src"
# A player's unfinished match and settings in the preference folder.
cp "$src/tests/racko/ui/sample-2seats.racko" "$work/pref/match.racko"
printf 'labels = letters\n' >"$work/pref/settings.ini"
(cd "$work/pref" && find . -type f -exec sha256sum {} + | sort) >"$work/before"

"$game" --pref-dir "$work/pref" --render-record "$src/tests/racko/ui/sample-4seats.racko" \
    --out "$work/a.png" >/dev/null || fail "render with --pref-dir failed"
[ -s "$work/a.png" ] || fail "no picture"
(cd "$work/pref" && find . -type f -exec sha256sum {} + | sort) >"$work/after"
diff "$work/before" "$work/after" >&2 || fail "the preference folder changed"
[ -z "$(find "$work/pref" -mindepth 1 -not -type f)" ] || fail "a folder was made in the preference folder"

"$game" --render-record "$src/tests/racko/ui/sample-4seats.racko" --out "$work/b.png" >/dev/null ||
    fail "render without --pref-dir failed"
[ -s "$work/b.png" ] || fail "no picture"
[ -z "$(find "$HOME" -mindepth 1)" ] || { find "$HOME" >&2; fail "something was written under HOME"; }
echo "render-writes-nothing: ok"
