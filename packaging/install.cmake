# Installation layout and packages (CPack) of the whole collection.
# Included at the end of the top-level CMakeLists.txt, so every target
# already exists here.  One package installs every game listed in
# src/games.cmake; each game's own files are in packaging/games/<id>/
# (game.cmake says what they are).  A game none of whose programs exist in
# this build (say, no SDL and no terminal tool) is skipped.
#
# The desktop games find their data (assets/ and fonts/) relative to their
# own executable through SDL_GetBasePath (beside the executable, then
# ../share/racko from it), and write only to SDL's preference folder.  So
# the same layout works from any prefix or unpacked folder:
#
#   Linux, any Unix prefix       .deb                        Windows (zip, installer)   macOS (one bundle a game)
#   bin/racko, racko-cli, ...    /usr/games/racko, ...       racko.exe, racko-cli.exe   Rack-O.app/Contents/MacOS/Rack-O, racko-cli
#   share/racko/assets, fonts,   fonts: links to             assets\, fonts\, locale\   Rack-O.app/Contents/Resources/assets, fonts,
#     locale (LANG.mo)           fonts-dejavu-core's                                     locale
#   share/doc/racko              /usr/share/doc/racko        doc\                       Rack-O.app/Contents/Resources/doc
#   share/applications, metainfo, icons/hicolor, man/man6    SDL2*.dll beside the .exe  Contents/Frameworks (dylibs)
#     and man/LANG/man6 (a page's translations)
#
# (On macOS SDL_GetBasePath answers the bundle's Contents/Resources.)
#
# Packages: scripts/package-linux.sh, scripts/package-windows.sh,
# scripts/package-source.sh; docs/packaging.md tells the whole story.

include(GNUInstallDirs)
include(${PROJECT_SOURCE_DIR}/src/games.cmake)

set(RACKO_PKG_DIR ${CMAKE_CURRENT_LIST_DIR})
# The collection's name where one name serves every game: the Windows
# installer, its Program Files and Start menu folders, its uninstall entry.
# Never change it: a newer installer finds and removes the older by it.
set(RACKO_COLLECTION_TITLE "Rack-O")
set(RACKO_VENDOR "The Rack-O developers")
set(RACKO_COPYRIGHT "Copyright (c) 2026 The Rack-O developers")
set(RACKO_HOMEPAGE "https://github.com/racko/racko")
set(RACKO_DEBIAN_MAINTAINER "Rack-O developers <racko-dev@users.noreply.github.com>" CACHE STRING
    "Maintainer (name <e-mail>) of the Debian package")
option(RACKO_DEBIAN_LAYOUT
       "Install as the .deb does: programs in games/, the DejaVu fonts linked from fonts-dejavu-core, Debian's changelog and copyright"
       OFF)

# ---------------------------------------------------------------------------
# Where things go on this system (macOS: inside each game's bundle, below).
if(WIN32)
  set(racko_bin_dir ".")
  set(racko_data_dir ".")
  set(racko_doc_dir "doc")
elseif(NOT APPLE)
  if(RACKO_DEBIAN_LAYOUT)
    # Debian's policy: the programs of a package in section games.
    set(racko_bin_dir "games")
  else()
    set(racko_bin_dir "${CMAKE_INSTALL_BINDIR}")
  endif()
  set(racko_data_dir "${CMAKE_INSTALL_DATADIR}/racko")
  set(racko_doc_dir "${CMAKE_INSTALL_DATADIR}/doc/racko")
endif()
file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/packaging)

# The licence, installed with every package; on Windows as LICENSE.txt, so
# that a double click opens it.
set(racko_license ${PROJECT_SOURCE_DIR}/LICENSE)
if(NOT EXISTS ${racko_license})
  message(FATAL_ERROR "packaging: ${racko_license} is missing")
endif()

# ---------------------------------------------------------------------------
# What every desktop game shares: the data (PNG sprites at 1x and 2x,
# sounds, icons; the SVG sources in assets/src are not needed at run time),
# the fonts, the documents and licences.
function(racko_install_shared data_dir doc_dir)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/png ${PROJECT_SOURCE_DIR}/assets/sounds
                    ${PROJECT_SOURCE_DIR}/assets/icons
          DESTINATION ${data_dir}/assets COMPONENT game)
  set(fonts DejaVuSans.ttf DejaVuSans-Bold.ttf)
  if(RACKO_DEBIAN_LAYOUT)
    # Debian ships these fonts in fonts-dejavu-core (a dependency of the
    # .deb): relative links to its files instead of copies.
    foreach(f ${fonts})
      install(CODE "
        set(dir \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${data_dir}/fonts\")
        file(MAKE_DIRECTORY \"\${dir}\")
        file(CREATE_LINK \"../../fonts/truetype/dejavu/${f}\" \"\${dir}/${f}\" SYMBOLIC)
        message(STATUS \"Linking: \${dir}/${f} -> /usr/share/fonts/truetype/dejavu/${f}\")
      " COMPONENT game)
    endforeach()
  else()
    list(TRANSFORM fonts PREPEND ${PROJECT_SOURCE_DIR}/fonts/)
    install(FILES ${fonts} ${PROJECT_SOURCE_DIR}/fonts/LICENSE-DejaVu.txt
            DESTINATION ${data_dir}/fonts COMPONENT game)
  endif()
  # The translations (po/CMakeLists.txt: po/LINGUAS compiled), beside the
  # art: DATA/locale/LANG.mo, where the shell looks for them.
  foreach(lang ${RACKO_LANGS})
    install(FILES ${CMAKE_BINARY_DIR}/po/${lang}.mo DESTINATION ${data_dir}/locale COMPONENT game)
  endforeach()
  racko_install_docs(${doc_dir})
endfunction()

function(racko_install_docs doc_dir)
  set(docs "")
  foreach(f README.md docs/packaging.md)
    if(EXISTS ${PROJECT_SOURCE_DIR}/${f})
      list(APPEND docs ${PROJECT_SOURCE_DIR}/${f})
    endif()
  endforeach()
  install(FILES ${docs} ${RACKO_PKG_DIR}/THIRD-PARTY.md DESTINATION ${doc_dir} COMPONENT game)
  if(WIN32)
    install(FILES ${racko_license} DESTINATION ${doc_dir} RENAME LICENSE.txt COMPONENT game)
  else()
    install(FILES ${racko_license} DESTINATION ${doc_dir} COMPONENT game)
  endif()
endfunction()

# Compresses a man page at configure time (Debian's policy: gzip -9n), and
# installs it; re-made when the page changes.  With a language (fr), the
# page is that language's translation, installed in man/LANG/manN.
function(racko_install_man page)
  get_filename_component(name ${page} NAME)
  string(REGEX REPLACE ".*\\.([0-9])$" "\\1" section ${name})
  set(sub "")
  if(ARGC GREATER 1)
    set(sub "/${ARGV1}")
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${page})
  file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/packaging/man${sub})
  execute_process(COMMAND gzip -9 -n -c ${page}
                  OUTPUT_FILE ${CMAKE_BINARY_DIR}/packaging/man${sub}/${name}.gz RESULT_VARIABLE rc)
  if(rc EQUAL 0)
    install(FILES ${CMAKE_BINARY_DIR}/packaging/man${sub}/${name}.gz
            DESTINATION ${CMAKE_INSTALL_MANDIR}${sub}/man${section} COMPONENT game)
  else()
    install(FILES ${page} DESTINATION ${CMAKE_INSTALL_MANDIR}${sub}/man${section} COMPONENT game)
  endif()
endfunction()

# ---------------------------------------------------------------------------
# One game: its programs, menu entry, icons, man pages, Windows resources,
# macOS bundle.  Its data from packaging/games/<id>/game.cmake (GAME_*).
function(racko_package_game id)
  set(GAME_ID ${id})
  set(dir ${RACKO_PKG_DIR}/games/${id})
  if(NOT EXISTS ${dir}/game.cmake)
    message(FATAL_ERROR "packaging: the game ${id} (src/games.cmake) has no ${dir}/game.cmake")
  endif()
  foreach(v TITLE APP_ID DESCRIPTION ICONS BOTS DOCS EXAMPLES MACOS_CATEGORY CHECK_SPRITE CHECK_MATCH)
    unset(GAME_${v})
  endforeach()
  include(${dir}/game.cmake)
  foreach(v TITLE APP_ID DESCRIPTION)
    if(NOT GAME_${v})
      message(FATAL_ERROR "packaging: ${dir}/game.cmake does not set GAME_${v}")
    endif()
  endforeach()

  # A game whose desktop table does not exist yet (src/<id>/ui) ships its
  # terminal tool and bots, with their man pages, documents and examples:
  # no menu entry, icons or bundle.  Its desktop program, once it exists,
  # needs its icons.
  set(desktop "")
  if(EXISTS ${PROJECT_SOURCE_DIR}/src/${id}/ui/CMakeLists.txt)
    if(NOT GAME_ICONS)
      message(FATAL_ERROR "packaging: ${dir}/game.cmake does not set GAME_ICONS")
    endif()
    if(TARGET ${id})
      set(desktop ${id})
    endif()
  else()
    message(STATUS "packaging: ${id}: no desktop table yet (src/${id}/ui): its terminal tools only")
  endif()
  set(tools "")
  foreach(t ${id}-cli ${GAME_BOTS})
    if(TARGET ${t})
      list(APPEND tools ${t})
    endif()
  endforeach()
  if(NOT desktop AND NOT tools)
    message(STATUS "packaging: ${id}: none of its programs is built here; skipped")
    return()
  endif()
  message(STATUS "packaging: ${id} (${GAME_TITLE}): ${desktop} ${tools}")
  set_property(GLOBAL APPEND PROPERTY RACKO_PACKAGED_PROGRAMS ${desktop} ${tools})
  foreach(p ${desktop} ${tools})
    if(NOT EXISTS ${dir}/${p}.6)
      message(WARNING "packaging: ${p} has no man page (${dir}/${p}.6)")
    endif()
  endforeach()
  foreach(kind DOCS EXAMPLES)
    set(${kind} "")
    foreach(f ${GAME_${kind}})
      if(EXISTS ${PROJECT_SOURCE_DIR}/${f})
        list(APPEND ${kind} ${PROJECT_SOURCE_DIR}/${f})
      endif()
    endforeach()
  endforeach()

  # -------------------------------------------------------------- Windows
  if(WIN32)
    if(desktop)
      # Version information, the icon and the application manifest,
      # compiled into <id>.exe; a windowed program (no console window opens
      # when it is clicked).
      set(GAME_PROGRAM ${desktop})
      set(GAME_ICO ${dir}/${id}.ico)
      set(GAME_MANIFEST ${CMAKE_BINARY_DIR}/packaging/${id}.manifest)
      configure_file(${RACKO_PKG_DIR}/windows/program.manifest.in ${GAME_MANIFEST} @ONLY)
      configure_file(${RACKO_PKG_DIR}/windows/program.rc.in ${CMAKE_BINARY_DIR}/packaging/${id}.rc @ONLY)
      target_sources(${desktop} PRIVATE ${CMAKE_BINARY_DIR}/packaging/${id}.rc)
      set_source_files_properties(${CMAKE_BINARY_DIR}/packaging/${id}.rc PROPERTIES
        OBJECT_DEPENDS "${GAME_ICO};${GAME_MANIFEST}")
      set_target_properties(${desktop} PROPERTIES WIN32_EXECUTABLE TRUE)
      # The installer's Start menu and desktop shortcuts.
      set_property(GLOBAL APPEND PROPERTY RACKO_DESKTOP_PROGRAMS ${desktop})
      set_property(GLOBAL APPEND PROPERTY RACKO_DESKTOP_TITLES "${GAME_TITLE}")
    endif()
    install(TARGETS ${desktop} ${tools} RUNTIME DESTINATION ${racko_bin_dir} COMPONENT game)
    install(FILES ${DOCS} DESTINATION ${racko_doc_dir} COMPONENT game)
    install(FILES ${EXAMPLES} DESTINATION ${racko_doc_dir}/examples COMPONENT game)
    return()
  endif()

  # -------------------------------------------------------------- macOS
  if(APPLE)
    if(NOT desktop)
      install(TARGETS ${tools} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT game)
      return()
    endif()
    # One bundle a game, GAME_TITLE.app (as Tatham's puzzles ship one app a
    # puzzle), holding its terminal tool and bots beside the game, the data,
    # the documents and (after fixup_bundle) the SDL2 dylibs.
    set(bundle "${GAME_TITLE}.app")
    configure_file(${RACKO_PKG_DIR}/macos/Info.plist.in
                   ${CMAKE_BINARY_DIR}/packaging/${id}.Info.plist @ONLY)
    target_sources(${desktop} PRIVATE ${dir}/${id}.icns)
    set_source_files_properties(${dir}/${id}.icns PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
    set_target_properties(${desktop} PROPERTIES
      MACOSX_BUNDLE TRUE
      OUTPUT_NAME "${GAME_TITLE}"
      MACOSX_BUNDLE_INFO_PLIST ${CMAKE_BINARY_DIR}/packaging/${id}.Info.plist)
    install(TARGETS ${desktop} BUNDLE DESTINATION . COMPONENT game)
    if(tools)
      install(TARGETS ${tools} RUNTIME DESTINATION "${bundle}/Contents/MacOS" COMPONENT game)
    endif()
    racko_install_shared("${bundle}/Contents/Resources" "${bundle}/Contents/Resources/doc")
    install(FILES ${DOCS} DESTINATION "${bundle}/Contents/Resources/doc" COMPONENT game)
    install(FILES ${EXAMPLES} DESTINATION "${bundle}/Contents/Resources/doc/examples" COMPONENT game)
    # Copy the SDL2 dylibs into the bundle and fix their install names
    # (Homebrew's folders: Apple silicon, then Intel), then sign it ad hoc:
    # fixup_bundle rewrites the binaries, which breaks their signatures,
    # and Apple silicon does not run a binary without a valid one.  Warn
    # when a copied dylib needs a newer macOS than the bundle claims.
    install(CODE "
      include(BundleUtilities)
      set(BU_CHMOD_BUNDLE_ITEMS ON)
      set(app \"\${CMAKE_INSTALL_PREFIX}/${bundle}\")
      fixup_bundle(\"\${app}\" \"\" \"/opt/homebrew/lib;/usr/local/lib\")
      file(GLOB dylibs \"\${app}/Contents/Frameworks/*.dylib\")
      foreach(lib \${dylibs})
        execute_process(COMMAND otool -l \"\${lib}\" OUTPUT_VARIABLE load ERROR_QUIET)
        if(load MATCHES \"minos ([0-9.]+)\" AND CMAKE_MATCH_1 VERSION_GREATER \"${CMAKE_OSX_DEPLOYMENT_TARGET}\")
          message(WARNING \"\${lib} needs macOS \${CMAKE_MATCH_1}, the bundle says ${CMAKE_OSX_DEPLOYMENT_TARGET} (LSMinimumSystemVersion)\")
        endif()
      endforeach()
      execute_process(COMMAND codesign --force --deep --sign - \"\${app}\" RESULT_VARIABLE rc)
      if(NOT rc EQUAL 0)
        message(FATAL_ERROR \"codesign --force --deep --sign - \${app} failed\")
      endif()
      execute_process(COMMAND codesign --verify --deep --strict \"\${app}\" RESULT_VARIABLE rc)
      if(NOT rc EQUAL 0)
        message(FATAL_ERROR \"codesign --verify \${app} failed\")
      endif()
    " COMPONENT game)
    set_property(GLOBAL APPEND PROPERTY RACKO_DESKTOP_PROGRAMS ${desktop})
    set_property(GLOBAL APPEND PROPERTY RACKO_DESKTOP_TITLES "${GAME_TITLE}")
    return()
  endif()

  # -------------------------------------------------------------- Linux, Unix
  install(TARGETS ${desktop} ${tools} RUNTIME DESTINATION ${racko_bin_dir} COMPONENT game)
  install(FILES ${DOCS} DESTINATION ${racko_doc_dir} COMPONENT game)
  install(FILES ${EXAMPLES} DESTINATION ${racko_doc_dir}/examples COMPONENT game)
  foreach(p ${desktop} ${tools})
    if(EXISTS ${dir}/${p}.6)
      racko_install_man(${dir}/${p}.6)
    endif()
    # Its translations: packaging/games/<id>/LANG/<program>.6.
    file(GLOB translated RELATIVE ${dir} ${dir}/*/${p}.6)
    foreach(t ${translated})
      get_filename_component(lang ${t} DIRECTORY)
      racko_install_man(${dir}/${t} ${lang})
    endforeach()
  endforeach()
  if(desktop)
    # Menu entry, AppStream metainfo, hicolor icons, all named by the
    # application id.
    install(FILES ${dir}/${GAME_APP_ID}.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT game)
    install(FILES ${dir}/${GAME_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT game)
    foreach(px 16 32 48 64 128 256 512)
      if(EXISTS ${GAME_ICONS}-${px}.png)
        install(FILES ${GAME_ICONS}-${px}.png
                DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${px}x${px}/apps
                RENAME ${GAME_APP_ID}.png COMPONENT game)
      endif()
    endforeach()
    install(FILES ${GAME_ICONS}.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
            RENAME ${GAME_APP_ID}.svg COMPONENT game)
    set_property(GLOBAL APPEND PROPERTY RACKO_DESKTOP_PROGRAMS ${desktop})
    set_property(GLOBAL APPEND PROPERTY RACKO_DESKTOP_TITLES "${GAME_TITLE}")
  endif()
endfunction()

foreach(game ${RACKO_GAMES})
  racko_package_game(${game})
endforeach()
get_property(racko_desktop_programs GLOBAL PROPERTY RACKO_DESKTOP_PROGRAMS)
get_property(racko_desktop_titles GLOBAL PROPERTY RACKO_DESKTOP_TITLES)
get_property(racko_packaged_programs GLOBAL PROPERTY RACKO_PACKAGED_PROGRAMS)
# For the packaging scripts: the programs to build (scripts/package-windows.sh
# builds just these), and each desktop program with its title
# (packaging/windows/check-windows.sh).
string(REPLACE ";" "\n" racko_lines "${racko_packaged_programs}")
file(WRITE ${CMAKE_BINARY_DIR}/packaging/programs.txt "${racko_lines}\n")
set(racko_lines "")
list(LENGTH racko_desktop_titles racko_ntitles)
if(racko_ntitles GREATER 0)
  math(EXPR racko_last "${racko_ntitles} - 1")
  foreach(i RANGE ${racko_last})
    list(GET racko_desktop_programs ${i} p)
    list(GET racko_desktop_titles ${i} t)
    string(APPEND racko_lines "${p}\t${t}\n")
  endforeach()
endif()
file(WRITE ${CMAKE_BINARY_DIR}/packaging/desktop-programs.txt "${racko_lines}")

if(NOT APPLE)
  if(racko_desktop_programs)
    racko_install_shared(${racko_data_dir} ${racko_doc_dir})
  else()
    racko_install_docs(${racko_doc_dir})
  endif()
endif()

# ---------------------------------------------------------------------------
# Debian: the changelog and the machine-readable copyright file in
# /usr/share/doc/racko (lintian), with the package's own layout.
if(RACKO_DEBIAN_LAYOUT AND NOT WIN32 AND NOT APPLE)
  set(changelog ${RACKO_PKG_DIR}/linux/changelog)
  file(STRINGS ${changelog} first LIMIT_COUNT 1)
  if(NOT first MATCHES "^racko \\(${PROJECT_VERSION}\\) ")
    message(FATAL_ERROR "packaging: ${changelog} does not begin with version ${PROJECT_VERSION}: "
                        "add an entry for it (Debian's changelog format)")
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${changelog})
  execute_process(COMMAND gzip -9 -n -c ${changelog}
                  OUTPUT_FILE ${CMAKE_BINARY_DIR}/packaging/changelog.gz RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "packaging: gzip ${changelog} failed")
  endif()
  install(FILES ${CMAKE_BINARY_DIR}/packaging/changelog.gz ${RACKO_PKG_DIR}/linux/copyright
          DESTINATION ${racko_doc_dir} COMPONENT game)
endif()

# ---------------------------------------------------------------------------
# Windows: the SDL2 DLLs (and any MinGW runtime DLL) beside the programs.
# They are found by reading each installed .exe/.dll's imports with
# objdump and copying (stripped) every DLL that lives in the dependency
# prefix or in the MinGW sysroot; Windows' own DLLs are left out.
if(WIN32 AND CMAKE_CROSSCOMPILING)
  find_program(RACKO_OBJDUMP NAMES ${RACKO_MINGW_TRIPLET}-objdump objdump REQUIRED)
  find_program(RACKO_STRIP NAMES ${RACKO_MINGW_TRIPLET}-strip strip REQUIRED)
  set(racko_dll_dirs "${RACKO_WINDEPS_PREFIX}/bin")
  foreach(pattern "/usr/lib/gcc/${RACKO_MINGW_TRIPLET}/*-posix" "/usr/${RACKO_MINGW_TRIPLET}/lib")
    file(GLOB found LIST_DIRECTORIES true ${pattern})
    list(APPEND racko_dll_dirs ${found})
  endforeach()
  install(DIRECTORY ${RACKO_WINDEPS_PREFIX}/share/licenses/
          DESTINATION ${racko_doc_dir}/licenses COMPONENT game)
  # libwinpthread-1.dll (MinGW-w64 runtime): Debian's copyright file of
  # mingw-w64 holds its licence (expat, with BSD parts).
  foreach(f /usr/share/doc/mingw-w64-common/copyright /usr/share/doc/mingw-w64-x86-64-dev/copyright)
    if(EXISTS ${f})
      install(FILES ${f} DESTINATION ${racko_doc_dir}/licenses/mingw-w64
              RENAME copyright.txt COMPONENT game)
      break()
    endif()
  endforeach()
  install(CODE "
    set(RACKO_OBJDUMP \"${RACKO_OBJDUMP}\")
    set(RACKO_STRIP \"${RACKO_STRIP}\")
    set(RACKO_DLL_DIRS \"${racko_dll_dirs}\")
    set(RACKO_DLL_DEST \"\${CMAKE_INSTALL_PREFIX}/${racko_bin_dir}\")
    include(\"${RACKO_PKG_DIR}/windows/copy-dlls.cmake\")
  " COMPONENT game)
elseif(WIN32)
  # Native Windows builds (MSVC or MSYS2): let CMake find the DLLs.
  install(CODE "
    file(GLOB exes \"\${CMAKE_INSTALL_PREFIX}/*.exe\")
    file(GET_RUNTIME_DEPENDENCIES EXECUTABLES \${exes}
         RESOLVED_DEPENDENCIES_VAR deps
         PRE_EXCLUDE_REGEXES \"api-ms-.*\" \"ext-ms-.*\"
         POST_EXCLUDE_REGEXES \".*[Ss]ystem32/.*\")
    file(INSTALL \${deps} DESTINATION \"\${CMAKE_INSTALL_PREFIX}\")
  " COMPONENT game)
endif()

# ---------------------------------------------------------------------------
# CPack.
set(CPACK_PACKAGE_NAME "racko")
set(CPACK_PACKAGE_VENDOR "${RACKO_VENDOR}")
set(CPACK_PACKAGE_CONTACT "${RACKO_DEBIAN_MAINTAINER}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "card and tile games for the desktop (Rack-O, Rummikub, Ratuki)")
set(CPACK_PACKAGE_DESCRIPTION_FILE "${RACKO_PKG_DIR}/description.txt")
set(CPACK_PACKAGE_HOMEPAGE_URL "${RACKO_HOMEPAGE}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "${RACKO_COLLECTION_TITLE}")
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_STRIP_FILES ON)
set(CPACK_RESOURCE_FILE_README "${RACKO_PKG_DIR}/description.txt")
# The installer's licence page shows the project's licence.
set(CPACK_RESOURCE_FILE_LICENSE "${racko_license}")
# Start menu shortcuts: one a desktop game ("racko" "Rack-O" ...).
set(CPACK_PACKAGE_EXECUTABLES "")
list(LENGTH racko_desktop_programs racko_ngames)
if(racko_ngames GREATER 0)
  math(EXPR racko_last "${racko_ngames} - 1")
  foreach(i RANGE ${racko_last})
    list(GET racko_desktop_programs ${i} p)
    list(GET racko_desktop_titles ${i} t)
    list(APPEND CPACK_PACKAGE_EXECUTABLES "${p}" "${t}")
  endforeach()
endif()
set(CPACK_MONOLITHIC_INSTALL ON)

# A clean source package (`cpack --config CPackSourceConfig.cmake`; the
# release tarball itself is made from git by scripts/package-source.sh):
# no build trees, no version control, no editor or Python leftovers.
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_PACKAGE_FILE_NAME "racko-${PROJECT_VERSION}")
set(CPACK_SOURCE_IGNORE_FILES
    "/\\\\.git/" "/\\\\.git$" "/\\\\.gitignore$" "/build/" "/build-[^/]*/" "/_CPack_Packages/"
    "/__pycache__/" "\\\\.pyc$" "~$" "\\\\.swp$" "/\\\\.#" "/#" "/saved-game\\\\.racko$"
    "/CMakeCache\\\\.txt$" "/CMakeFiles/")

if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  set(racko_arch x86_64)
else()
  string(TOLOWER "${CMAKE_SYSTEM_PROCESSOR}" racko_arch)
endif()

if(APPLE)
  set(CPACK_GENERATOR "DragNDrop")
  set(CPACK_PACKAGE_FILE_NAME "racko-${PROJECT_VERSION}-macos-${racko_arch}")
  set(CPACK_DMG_VOLUME_NAME "${RACKO_COLLECTION_TITLE} ${PROJECT_VERSION}")
  set(CPACK_DMG_FORMAT "UDZO")
  # The image holds the games' bundles and a link to /Applications to drag
  # them onto (CPack's default; CPACK_DMG_DISABLE_APPLICATIONS_SYMLINK off).
elseif(WIN32)
  set(CPACK_GENERATOR "ZIP;NSIS")
  set(CPACK_PACKAGE_FILE_NAME "racko-${PROJECT_VERSION}-windows-${racko_arch}")
  # One name for every version: the Start menu folder is "Rack-O", and a
  # newer installer finds and removes the older version first.
  set(CPACK_NSIS_PACKAGE_NAME "${RACKO_COLLECTION_TITLE}")
  set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "${RACKO_COLLECTION_TITLE}")
  set(CPACK_NSIS_DISPLAY_NAME "${RACKO_COLLECTION_TITLE}")
  list(GET racko_desktop_programs 0 racko_first)
  if(racko_first)
    set(CPACK_NSIS_MUI_ICON "${RACKO_PKG_DIR}/games/${racko_first}/${racko_first}.ico")
    set(CPACK_NSIS_MUI_UNIICON "${CPACK_NSIS_MUI_ICON}")
    set(CPACK_NSIS_INSTALLED_ICON_NAME "${racko_first}.exe")
    list(LENGTH racko_desktop_programs racko_ngames)
    if(racko_ngames EQUAL 1)
      set(CPACK_NSIS_MUI_FINISHPAGE_RUN "${racko_first}.exe")
    endif()
  endif()
  set(CPACK_NSIS_EXECUTABLES_DIRECTORY ".")
  set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
  set(CPACK_NSIS_MODIFY_PATH OFF)
  set(CPACK_CREATE_DESKTOP_LINKS ${racko_desktop_programs})
  set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
  set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
  set(CPACK_NSIS_URL_INFO_ABOUT "${RACKO_HOMEPAGE}")
  # The installer's own words in the languages it has (English, French:
  # LangStrings chosen by the user's Windows, as NSIS's standard pages
  # are): the welcome and finish texts and each game's shortcut with its
  # menu entry's description, made by packaging/windows/installer-lang.cmake
  # and included before CPack's pages; the shortcuts are made again with
  # their descriptions after CPack's (the macro RackoShortcuts).  CPack
  # writes these variables unescaped into CPackConfig.cmake: no '"' or '\'
  # in them (NSIS takes a path in single quotes).
  set(RACKO_NSIS_TITLE "${RACKO_COLLECTION_TITLE}")
  set(RACKO_NSIS_PROGRAMS ${racko_desktop_programs})
  set(RACKO_NSIS_TITLES ${racko_desktop_titles})
  set(RACKO_NSIS_LANG_OUT "${CMAKE_BINARY_DIR}/packaging/installer-lang.nsh")
  set(RACKO_NSIS_REGISTRY_KEY "${CPACK_PACKAGE_INSTALL_REGISTRY_KEY}")
  set(RACKO_NSIS_VERSION "${PROJECT_VERSION}")
  include(${RACKO_PKG_DIR}/windows/installer-lang.cmake)
  set(CPACK_NSIS_CREATE_ICONS_EXTRA "  !insertmacro RackoShortcuts")
  # CPack's own script with its English sentences (the upgrade's question,
  # "Uninstall failed.", the Uninstall shortcut's name, ...) in those
  # LangStrings' places: made from this CMake's template by
  # packaging/windows/nsis-template.cmake, found before CPack's own.
  set(RACKO_NSIS_TEMPLATE_DIR "${CMAKE_BINARY_DIR}/packaging/nsis-template")
  include(${RACKO_PKG_DIR}/windows/nsis-template.cmake)
  set(CPACK_MODULE_PATH "${RACKO_NSIS_TEMPLATE_DIR}" ${CMAKE_MODULE_PATH})
  # A 64-bit installer (NSIS's amd64-unicode stubs): the games are 64-bit
  # anyway, and they install into the 64-bit Program Files.
  set(CPACK_NSIS_DEFINES "Target amd64-unicode\n!include /CHARSET=UTF8 '${RACKO_NSIS_LANG_OUT}'")
else()
  set(CPACK_PACKAGE_FILE_NAME "racko-${PROJECT_VERSION}-linux-${racko_arch}")
  # The .deb comes from a build configured with RACKO_DEBIAN_LAYOUT, the
  # relocatable .tar.gz from one without (scripts/package-linux.sh makes
  # both from one build tree): plain `cpack` makes the right one.
  if(RACKO_DEBIAN_LAYOUT)
    set(CPACK_GENERATOR "DEB")
  else()
    set(CPACK_GENERATOR "TGZ")
  endif()
  # Debian: dependencies from dpkg-shlibdeps (libc6, libsdl2-2.0-0,
  # libsdl2-image-2.0-0, libsdl2-ttf-2.0-0) and the fonts, the standard
  # file name.
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  if(racko_desktop_programs)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
  endif()
  set(CPACK_DEBIAN_PACKAGE_SECTION "games")
  set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
  set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${RACKO_DEBIAN_MAINTAINER}")
  set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${RACKO_HOMEPAGE}")
  # The extended description; CPack (3.16 and later) puts
  # CPACK_PACKAGE_DESCRIPTION_SUMMARY before it as the synopsis.
  set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
      "Rack-O and Rummikub for two to four players and Ratuki, the real-time\ncard game, for two to five, against computer players at four levels, on\nan SDL2 desktop table.  racko-cli, rummikub-cli and ratuki-cli play the\nsame games in a terminal, and outside programs can take a seat through a\ntext protocol.")
  set(CPACK_DEBIAN_COMPRESSION_TYPE "xz")
  set(CPACK_ARCHIVE_COMPONENT_INSTALL OFF)
endif()

include(CPack)
