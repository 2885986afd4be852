#!/usr/bin/env bash
# Extracts every marked string of the files listed in po/POTFILES into the
# template po/collection.pot, then merges it into each language of
# po/LINGUAS (msgmerge: new strings untranslated, changed ones fuzzy), or
# into the one po/LANG.po named.  Run it after changing a marked string;
# scripts/check-po.sh (test_po) fails until it has been run.
#
#   scripts/update-po.sh            the template and every language
#   scripts/update-po.sh --pot      the template only (what test_po compares)
set -euo pipefail
cd "$(dirname "$0")/.."

pot_only=0
if [ "${1:-}" = "--pot" ]; then
    pot_only=1
    shift
fi

# The keywords of kit/lang.h; --flag makes tk_fmt's formats c-format, so
# that msgfmt --check compares a translation's conversions with the English.
xgettext_args=(--from-code=UTF-8 --language=C --sort-by-file --add-comments=TRANSLATORS:
               --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2
               --keyword=tk_tr --keyword=tk_trc:1c,2 --keyword=tk_trn:1,2
               --flag=tk_fmt:3:c-format --flag=tk_text_message:3:c-format
               --package-name=racko --msgid-bugs-address=racko-dev@users.noreply.github.com
               --copyright-holder="The Rack-O developers")

# The template of the files of po/POTFILES, into $1 (dates left out, so
# that an unchanged tree gives the same bytes).
make_pot() {
    mapfile -t files < <(grep -vE '^[[:space:]]*(#|$)' po/POTFILES)
    xgettext "${xgettext_args[@]}" -o "$1" "${files[@]}"
    sed -i -e '/^"POT-Creation-Date:/d' "$1"
}

if [ "${RACKO_MAKE_POT_ONLY:-}" != "" ]; then
    make_pot "$RACKO_MAKE_POT_ONLY"
    exit 0
fi

make_pot po/collection.pot
echo "update-po: po/collection.pot: $(grep -c '^msgid ' po/collection.pot) messages (the header one of them)"
[ "$pot_only" -eq 1 ] && exit 0

if [ $# -gt 0 ]; then
    langs=("$@")
else
    mapfile -t langs < <(grep -E '^[a-zA-Z]' po/LINGUAS)
fi
for lang in "${langs[@]}"; do
    msgmerge --quiet --update --backup=none --no-fuzzy-matching --sort-by-file \
        "po/$lang.po" po/collection.pot
    printf 'update-po: po/%s.po: ' "$lang"
    msgfmt --check --statistics -o /dev/null "po/$lang.po"
done
