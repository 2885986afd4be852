#!/usr/bin/env bash
# test_installer_lang: the Windows installer's own words
# (packaging/windows/installer-lang.nsh.in, made by installer-lang.cmake)
# are whole in every language it has: English (1033) and French (1036) at
# least, each LangString in each language, none empty and none in English
# but English's; each game of packaging/games/ has its shortcut's
# description in both; and, where makensis is installed, an installer with
# CPack's Modern UI (1) pages, those texts and the games' shortcuts compiles with
# warnings as errors (NSIS warns of a string missing in a language).
#
#   packaging/windows/check-installer-lang.sh SOURCE_DIR SCRATCH_DIR
set -euo pipefail
src=$(cd "$1" && pwd)
out=$2
mkdir -p "$out"
fail=0
bad() { echo "check-installer-lang: $*" >&2; fail=1; }

ids=() titles=()
for g in "$src"/packaging/games/*/game.cmake; do
    id=$(basename "$(dirname "$g")")
    title=$(sed -n 's/^set(GAME_TITLE "\(.*\)")$/\1/p' "$g")
    ids+=("$id")
    titles+=("$title")
done
[ ${#ids[@]} -gt 0 ] || { echo "check-installer-lang: no game in packaging/games" >&2; exit 1; }
nsh=$out/installer-lang.nsh
cmake -DRACKO_PKG_DIR="$src/packaging" -DRACKO_NSIS_TITLE=Rack-O \
      "-DRACKO_NSIS_PROGRAMS=$(IFS=';'; echo "${ids[*]}")" \
      "-DRACKO_NSIS_TITLES=$(IFS=';'; echo "${titles[*]}")" \
      -DRACKO_NSIS_LANG_OUT="$nsh" -P "$src/packaging/windows/installer-lang.cmake"

# "name lang" -> text; the languages and names seen
declare -A text
declare -A langs names
while IFS= read -r line; do
    name=$(sed -E 's/^LangString ([A-Za-z_]+) ([0-9]+) "(.*)"$/\1/' <<<"$line")
    lang=$(sed -E 's/^LangString ([A-Za-z_]+) ([0-9]+) "(.*)"$/\2/' <<<"$line")
    text["$name $lang"]=$(sed -E 's/^LangString ([A-Za-z_]+) ([0-9]+) "(.*)"$/\3/' <<<"$line")
    langs[$lang]=1
    names[$name]=1
done < <(grep '^LangString ' "$nsh")
[ -n "${langs[1033]+x}" ] || bad "no English (1033)"
[ -n "${langs[1036]+x}" ] || bad "no French (1036)"
for name in "${!names[@]}"; do
    for lang in "${!langs[@]}"; do
        if [ -z "${text["$name $lang"]+x}" ] || [ -z "${text["$name $lang"]}" ]; then
            bad "$name: nothing in language $lang"
        elif [ "$lang" != 1033 ] && [ "${text["$name $lang"]}" = "${text["$name 1033"]:-}" ]; then
            bad "$name: language $lang says it in English"
        fi
    done
done
for id in "${ids[@]}"; do
    [ -n "${names[RackoShortcut_$id]+x}" ] || bad "$id: no shortcut description"
    grep -q "^  CreateShortCut .*\\\\$id.exe\" .*\"\$(RackoShortcut_$id)\"$" "$nsh" ||
        bad "$id: no shortcut made with its description"
done
for name in RackoWelcomeText RackoFinishText; do
    [ -n "${names[$name]+x}" ] || bad "$name missing"
done

if command -v makensis >/dev/null 2>&1; then
    cat >"$out/check.nsi" <<NSI
Unicode true
Name "Rack-O"
OutFile "$out/check.exe"
Var STARTMENU_FOLDER
!include /CHARSET=UTF8 '$nsh'
!include "MUI.nsh"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"
Section
  StrCpy \$STARTMENU_FOLDER "Rack-O"
  !insertmacro RackoShortcuts
SectionEnd
NSI
    if ! makensis -WX -V2 "$out/check.nsi" >"$out/makensis.log" 2>&1; then
        cat "$out/makensis.log" >&2
        bad "makensis refused the installer's words (warnings are errors)"
    fi
else
    echo "check-installer-lang: makensis not found: the script's compilation not checked"
fi

if [ "$fail" -ne 0 ]; then
    exit 1
fi
echo "check-installer-lang: OK (${#names[@]} texts in ${#langs[@]} languages, ${#ids[@]} games)"
