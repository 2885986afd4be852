#!/usr/bin/env bash
# test_installer_lang: the Windows installer's own words
# (packaging/windows/installer-lang.nsh.in, made by installer-lang.cmake)
# are whole in every language it has: English (1033) and French (1036) at
# least, each LangString in each language, none empty and none in English
# but English's; each game of packaging/games/ has its shortcut's
# description in both, and its desktop shortcut; CPack's script made by
# nsis-template.cmake from this CMake's template has none of the English
# sentences it replaces, and names only LangStrings that exist; the
# uninstaller deletes the Uninstall shortcut under each language's name;
# and, where makensis is installed, an installer with CPack's Modern UI (1)
# pages using every one of those texts compiles with warnings as errors
# (NSIS warns of a string missing in a language).
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
for name in RackoWelcomeText RackoFinishText RackoDesktopLinks; do
    [ -n "${names[$name]+x}" ] || bad "$name missing"
done
# The desktop's shortcuts, made when the finish page's box is ticked.
for i in "${!ids[@]}"; do
    grep -q "^  CreateShortCut \"\$DESKTOP\\\\${titles[$i]}.lnk\" \"\$INSTDIR\\\\${ids[$i]}.exe\" .*\"\$(RackoShortcut_${ids[$i]})\"$" "$nsh" ||
        bad "${ids[$i]}: no desktop shortcut ${titles[$i]}.lnk"
done

# CPack's script with its sentences in LangStrings' places
# (packaging/windows/nsis-template.cmake, from this CMake's template):
# each replaced, none of its English left, each LangString it names here.
tpl=$out/nsis-template
rm -rf "$tpl"
if ! cmake -DRACKO_NSIS_TEMPLATE_DIR="$tpl" -P "$src/packaging/windows/nsis-template.cmake" \
     >"$out/nsis-template.log" 2>&1; then
    cat "$out/nsis-template.log" >&2
    bad "nsis-template.cmake failed"
elif grep -q "left in English" "$out/nsis-template.log"; then
    cat "$out/nsis-template.log" >&2
    bad "CPack's template has sentences nsis-template.cmake did not find"
else
    script=$tpl/NSIS.template.in
    for english in "is already installed" '"Uninstall failed.' 'Uninstall.lnk"' \
                   'Set install registry entry' '"Install Options"'; do
        if grep -qF -- "$english" "$script"; then
            bad "CPack's script still says: $(grep -F -- "$english" "$script" | head -n1 | sed 's/^ *//')"
        fi
    done
    while IFS= read -r used; do
        [ -n "${names[$used]+x}" ] || bad "CPack's script names \$($used), which has no LangString"
    done < <(grep -o '\$(Racko[A-Za-z_]*)' "$script" | sed 's/^\$(\(.*\))$/\1/' | sort -u)
    grep -q '^  CreateShortCut "\$SMPROGRAMS\\\$STARTMENU_FOLDER\\\$(RackoUninstallLink).lnk"' "$script" ||
        bad "CPack's script does not make the Uninstall shortcut under its language's name"
    [ "$(grep -c '^ *!insertmacro RackoDeleteUninstallLinks "\$SMPROGRAMS\\\$MUI_TEMP"' "$script")" -ge 2 ] ||
        bad "CPack's uninstaller does not delete the Uninstall shortcut under every name"
fi
# The uninstaller deletes the Uninstall shortcut under every language's name.
for lang in "${!langs[@]}"; do
    link=${text["RackoUninstallLink $lang"]:-}
    [ -z "$link" ] || grep -qF "  Delete \"\${FOLDER}\\$link.lnk\"" "$nsh" ||
        bad "the uninstaller does not delete \"$link.lnk\" (language $lang)"
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
Page custom OptionsPage
Function OptionsPage
  !insertmacro MUI_HEADER_TEXT "\$(RackoOptionsTitle)" "\$(RackoOptionsText)"
FunctionEnd
Section
  StrCpy \$STARTMENU_FOLDER "Rack-O"
  !insertmacro RackoShortcuts
  CreateShortCut "\$SMPROGRAMS\\\$STARTMENU_FOLDER\\\$(RackoUninstallLink).lnk" "\$INSTDIR\\Uninstall.exe"
  WriteUninstaller "\$INSTDIR\\Uninstall.exe"
  StrCmp \$0 "" done
    MessageBox MB_YESNOCANCEL "\$(RackoAlreadyInstalled)"
    MessageBox MB_OK "\$(RackoUninstallFailed)"
    DetailPrint "\$(RackoRegistryDetail)"
  done:
SectionEnd
Section "Uninstall"
  !insertmacro RackoDeleteUninstallLinks "\$SMPROGRAMS\\Rack-O"
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
