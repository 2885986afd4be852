# The Windows installer's own words (packaging/windows/installer-lang.nsh.in)
# for the games given: writes RACKO_NSIS_LANG_OUT with a LangString in
# English (1033) and French (1036) for each game's Start menu shortcut, its
# description taken from the game's menu entry (Comment and Comment[fr] of
# packaging/games/<id>/*.desktop), and the macro RackoShortcuts that makes
# those shortcuts with their descriptions (CPACK_NSIS_CREATE_ICONS_EXTRA
# inserts it), the function that puts them on the desktop when the finish
# page's box is ticked, and CPack's own sentences in both languages
# (packaging/windows/nsis-template.cmake puts them in its script).
#
# Included by packaging/install.cmake (Windows) with RACKO_PKG_DIR,
# RACKO_NSIS_TITLE (the collection's title), RACKO_NSIS_REGISTRY_KEY
# (CPACK_PACKAGE_INSTALL_REGISTRY_KEY; the title if unset), RACKO_NSIS_VERSION
# (the version the pages' bottom line gives, optional), RACKO_NSIS_PROGRAMS and
# RACKO_NSIS_TITLES (the desktop games' ids and titles, in order) and
# RACKO_NSIS_LANG_OUT set; also run alone by tests
# (cmake -DRACKO_PKG_DIR=... -DRACKO_NSIS_TITLE=... "-DRACKO_NSIS_PROGRAMS=a;b"
#  "-DRACKO_NSIS_TITLES=A;B" -DRACKO_NSIS_LANG_OUT=FILE -P installer-lang.cmake).

# A text as an NSIS string's inside: $ and " escaped.
function(racko_nsis_escape text out)
  string(REPLACE "$" "$$" text "${text}")
  string(REPLACE "\"" "$\\\"" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

set(racko_nsis_shortcuts "")
set(RACKO_NSIS_SHORTCUT_LINES "")
set(RACKO_NSIS_DESKTOP_LINES "")
set(racko_nsis_tools "")
list(LENGTH RACKO_NSIS_PROGRAMS racko_nsis_n)
if(racko_nsis_n GREATER 0)
  math(EXPR racko_nsis_last "${racko_nsis_n} - 1")
  foreach(i RANGE ${racko_nsis_last})
    list(GET RACKO_NSIS_PROGRAMS ${i} p)
    list(GET RACKO_NSIS_TITLES ${i} t)
    file(GLOB racko_nsis_desktop "${RACKO_PKG_DIR}/games/${p}/*.desktop")
    if(NOT racko_nsis_desktop)
      message(FATAL_ERROR "installer-lang: no menu entry for ${p} in ${RACKO_PKG_DIR}/games/${p}")
    endif()
    file(STRINGS "${racko_nsis_desktop}" racko_nsis_en REGEX "^Comment=")
    file(STRINGS "${racko_nsis_desktop}" racko_nsis_fr REGEX "^Comment\\[fr\\]=" ENCODING UTF-8)
    if(NOT racko_nsis_en OR NOT racko_nsis_fr)
      message(FATAL_ERROR "installer-lang: ${racko_nsis_desktop} needs Comment= and Comment[fr]=")
    endif()
    string(REGEX REPLACE "^Comment=" "" racko_nsis_en "${racko_nsis_en}")
    string(REGEX REPLACE "^Comment\\[fr\\]=" "" racko_nsis_fr "${racko_nsis_fr}")
    racko_nsis_escape("${racko_nsis_en}" racko_nsis_en)
    racko_nsis_escape("${racko_nsis_fr}" racko_nsis_fr)
    string(APPEND racko_nsis_shortcuts
           "LangString RackoShortcut_${p} 1033 \"${racko_nsis_en}\"\n"
           "LangString RackoShortcut_${p} 1036 \"${racko_nsis_fr}\"\n")
    # The same shortcut CPack makes for CPACK_PACKAGE_EXECUTABLES (replaced:
    # CreateShortCut writes over it), with the game's icon and description.
    string(APPEND RACKO_NSIS_SHORTCUT_LINES
           "  CreateShortCut \"$SMPROGRAMS\\$STARTMENU_FOLDER\\${t}.lnk\" "
           "\"$INSTDIR\\${p}.exe\" \"\" \"$INSTDIR\\${p}.exe\" 0 SW_SHOWNORMAL \"\" "
           "\"$(RackoShortcut_${p})\"\n")
    # The desktop's, where the finish page's box asks for them (under the
    # name CPack's uninstaller deletes).
    string(APPEND RACKO_NSIS_DESKTOP_LINES
           "  CreateShortCut \"$DESKTOP\\${t}.lnk\" "
           "\"$INSTDIR\\${p}.exe\" \"\" \"$INSTDIR\\${p}.exe\" 0 SW_SHOWNORMAL \"\" "
           "\"$(RackoShortcut_${p})\"\n")
    if(racko_nsis_tools STREQUAL "")
      set(racko_nsis_tools "${p}-cli")
      set(racko_nsis_games "${t}")
    else()
      string(APPEND racko_nsis_tools ", ${p}-cli")
      string(APPEND racko_nsis_games ", ${t}")
    endif()
  endforeach()
endif()
racko_nsis_escape("${RACKO_NSIS_TITLE}" RACKO_NSIS_TITLE)
set(RACKO_NSIS_BRANDING "${RACKO_NSIS_TITLE}")
if(RACKO_NSIS_VERSION)
  string(APPEND RACKO_NSIS_BRANDING " ${RACKO_NSIS_VERSION}")
endif()
if(NOT RACKO_NSIS_REGISTRY_KEY)
  set(RACKO_NSIS_REGISTRY_KEY "${RACKO_NSIS_TITLE}")
endif()
set(RACKO_NSIS_GAMES "${racko_nsis_games}")
set(RACKO_NSIS_TOOLS "${racko_nsis_tools}")
set(RACKO_NSIS_SHORTCUTS "${racko_nsis_shortcuts}")
get_filename_component(racko_nsis_here "${CMAKE_CURRENT_LIST_FILE}" DIRECTORY)
configure_file("${racko_nsis_here}/installer-lang.nsh.in" "${RACKO_NSIS_LANG_OUT}" @ONLY)
