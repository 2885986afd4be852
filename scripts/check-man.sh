#!/usr/bin/env bash
# The man pages are whole in every language (test_man, CI):
#   1. each page of packaging/games/<id>/<program>.6 has its translation in
#      packaging/games/<id>/LANG/<program>.6 for every language of
#      po/LINGUAS (installed in man/LANG/man6 by packaging/install.cmake),
#      but for the pages written for bot authors only (ENGLISH_ONLY);
#   2. man --warnings finds nothing to say of any page, English or not
#      (skipped, and said, when man is not installed).
set -euo pipefail
cd "$(dirname "$0")/.."
# racko-simplebot(6): the sample bot's page, for bot writers, who read the
# protocol in English anyway (docs/translating.md).
ENGLISH_ONLY="racko-simplebot"
fail=0
langs=$(grep -vE '^[[:space:]]*(#|$)' po/LINGUAS)
for page in packaging/games/*/*.6; do
    dir=$(dirname "$page")
    prog=$(basename "$page" .6)
    case " $ENGLISH_ONLY " in
        *" $prog "*) continue ;;
    esac
    for lang in $langs; do
        if [ ! -f "$dir/$lang/$prog.6" ]; then
            echo "check-man: $page has no translation $dir/$lang/$prog.6" >&2
            fail=1
        fi
    done
done
if command -v man >/dev/null 2>&1; then
    for page in packaging/games/*/*.6 packaging/games/*/*/*.6; do
        said=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null || true)
        if [ -n "$said" ]; then
            echo "check-man: man --warnings on $page:" >&2
            echo "$said" >&2
            fail=1
        fi
    done
else
    echo "check-man: man is not installed; the pages' warnings are not checked"
fi
if [ "$fail" -ne 0 ]; then
    exit 1
fi
echo "check-man: OK ($(ls packaging/games/*/*.6 packaging/games/*/*/*.6 | wc -l) pages)"
