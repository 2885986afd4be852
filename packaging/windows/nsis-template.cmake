# The Windows installer's script in the player's language: CPack's NSIS
# template (CMAKE_ROOT/Modules/Internal/CPack/NSIS.template.in) with its
# few hard-coded English sentences replaced by LangStrings of
# packaging/windows/installer-lang.nsh.in, written as NSIS.template.in into
# RACKO_NSIS_TEMPLATE_DIR, which packaging/install.cmake puts first in
# CPACK_MODULE_PATH (CPack looks for its templates there before its own).
#
# Made from the CMake at hand rather than kept as a copy: the rest of the
# script (some 1000 lines) stays CMake's, in step with the CMake that runs
# CPack.  The sentences replaced are the ones this installer can show:
#   - "<name> is already installed. Do you want to uninstall the old
#     version before installing the new one?" (an upgrade), and "Uninstall
#     failed." after it;
#   - the Start menu's "Uninstall" shortcut (made under the player's
#     language's name; the uninstaller deletes it under every language's
#     name, and CPack's old "Uninstall.lnk");
#   - the detail line of each registry entry ("Set install registry
#     entry: ..."), seen with "Show details";
#   - the options page's title (a page this installer skips:
#     CPACK_NSIS_MODIFY_PATH is off, so its .ini is never extracted).
# Left as CMake wrote them, all unreachable here: the PATH messages
# (CPACK_NSIS_MODIFY_PATH off), "Download failed" (no downloaded
# components) and NSIS.InstallOptions.ini.in (the skipped options page).
#
# A sentence not found (another CMake worded it otherwise) is listed in
# RACKO_NSIS_TEMPLATE_MISSED and warned about: that installer still works,
# with CMake's English there.  test_installer_lang runs this script alone
# and fails on any miss, and on any of the sentences left in the result.
#
# Included by packaging/install.cmake (Windows) with RACKO_NSIS_TEMPLATE_DIR
# set; run alone by tests:
#   cmake -DRACKO_NSIS_TEMPLATE_DIR=DIR [-DRACKO_NSIS_TEMPLATE_IN=FILE]
#         -P nsis-template.cmake

if(NOT RACKO_NSIS_TEMPLATE_IN)
  set(RACKO_NSIS_TEMPLATE_IN "${CMAKE_ROOT}/Modules/Internal/CPack/NSIS.template.in")
endif()
if(NOT EXISTS "${RACKO_NSIS_TEMPLATE_IN}")
  message(FATAL_ERROR "nsis-template: no CPack NSIS template at ${RACKO_NSIS_TEMPLATE_IN}")
endif()
file(READ "${RACKO_NSIS_TEMPLATE_IN}" racko_nsis_script)
set(RACKO_NSIS_TEMPLATE_MISSED "")

# Replaces every match of the regular expression what (one at least) in
# the script by with (a backslash written \\ there, as in any CMake
# replacement); a what never found goes to RACKO_NSIS_TEMPLATE_MISSED under
# the name given.
function(racko_nsis_replace name what with)
  string(REGEX MATCH "${what}" found "${racko_nsis_script}")
  if(found STREQUAL "")
    list(APPEND RACKO_NSIS_TEMPLATE_MISSED "${name}")
    set(RACKO_NSIS_TEMPLATE_MISSED "${RACKO_NSIS_TEMPLATE_MISSED}" PARENT_SCOPE)
  else()
    string(REGEX REPLACE "${what}" "${with}" racko_nsis_script "${racko_nsis_script}")
    set(racko_nsis_script "${racko_nsis_script}" PARENT_SCOPE)
  endif()
endfunction()

# Older CMakes name the package (@CPACK_NSIS_PACKAGE_NAME@), newer ones a
# variable ($1): either way the LangString names the collection.
racko_nsis_replace(already-installed
  [=["[^"
]* is already installed\. \$\\n\$\\nDo you want to uninstall the old version before installing the new one\?"]=]
  [=["$(RackoAlreadyInstalled)"]=])
racko_nsis_replace(uninstall-failed [=["Uninstall failed\."]=] [=["$(RackoUninstallFailed)"]=])
racko_nsis_replace(uninstall-link
  [=[CreateShortCut "\$SMPROGRAMS\\\$STARTMENU_FOLDER\\Uninstall\.lnk"]=]
  [=[CreateShortCut "$SMPROGRAMS\\$STARTMENU_FOLDER\\$(RackoUninstallLink).lnk"]=])
racko_nsis_replace(uninstall-link-delete
  [=[Delete "\$SMPROGRAMS\\\$MUI_TEMP\\Uninstall\.lnk"]=]
  [=[!insertmacro RackoDeleteUninstallLinks "$SMPROGRAMS\\$MUI_TEMP"]=])
racko_nsis_replace(registry-detail
  [=[DetailPrint "Set install registry entry: '\$1' to '\$0'"]=]
  [=[DetailPrint "$(RackoRegistryDetail)"]=])
racko_nsis_replace(options-title
  [=[MUI_HEADER_TEXT "Install Options" "Choose options for installing [^"
]*"]=]
  [=[MUI_HEADER_TEXT "$(RackoOptionsTitle)" "$(RackoOptionsText)"]=])

if(RACKO_NSIS_TEMPLATE_MISSED)
  message(WARNING "nsis-template: CPack's NSIS template (${RACKO_NSIS_TEMPLATE_IN}) "
          "words these otherwise, left in English: ${RACKO_NSIS_TEMPLATE_MISSED}")
endif()
file(MAKE_DIRECTORY "${RACKO_NSIS_TEMPLATE_DIR}")
file(WRITE "${RACKO_NSIS_TEMPLATE_DIR}/NSIS.template.in" "${racko_nsis_script}")
