#!/usr/bin/env bash
# A desktop program started with --quick N over an unfinished saved match
# asks first (the title's Quick game question) and replaces nothing while
# the question waits: with --no-resume too.  Run under SDL's dummy driver,
# the program closed by --exit-after.
#   quick-keeps-the-match.sh PROGRAM SOURCE_DIR SAMPLE SAVE_NAME
set -euo pipefail
game=$1 src=$2 sample=$3 save_name=$4
. "$(dirname "$0")/sandbox.sh" "$src"
cp "$sample" "$work/pref/$save_name"
want=$(sha256sum <"$work/pref/$save_name")
for extra in "" --no-resume; do
    "$game" --pref-dir "$work/pref" --quick 2 $extra --exit-after 400 >/dev/null 2>&1 ||
        fail "$game --quick 2 $extra did not run"
    [ -f "$work/pref/$save_name" ] || fail "--quick 2 $extra removed the saved match"
    [ "$(sha256sum <"$work/pref/$save_name")" = "$want" ] ||
        fail "--quick 2 $extra replaced the saved match without asking"
done
echo "quick-keeps-the-match: ok"
