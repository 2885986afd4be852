# Installation layout and packages (CPack).  Included at the end of the
# top-level CMakeLists.txt, so every target already exists here.
#
# The desktop game finds its data (assets/ and fonts/) relative to its own
# executable through SDL_GetBasePath (src/racko/ui/gfx.c: beside the executable,
# then ../share/racko from it), and writes only to SDL's preference folder.
# So the same layout works from any prefix or unpacked folder:
#
#   Linux, and any Unix prefix     Windows (zip, installer)   macOS (Rack-O.app)
#   bin/racko                      racko.exe                  Contents/MacOS/Rack-O
#   bin/racko-cli                  racko-cli.exe              Contents/MacOS/racko-cli
#   bin/racko-simplebot            racko-simplebot.exe        Contents/MacOS/racko-simplebot
#   share/racko/assets, fonts      assets\, fonts\            Contents/Resources/assets, fonts
#   share/doc/racko                doc\                       Contents/Resources/doc
#   share/applications, metainfo,  SDL2*.dll beside the .exe  Contents/Frameworks (dylibs)
#   icons/hicolor
#
# (On macOS SDL_GetBasePath answers the bundle's Contents/Resources.)
#
# Packages: `cpack` in the build folder, or scripts/package-linux.sh and
# scripts/package-windows.sh; docs/packaging.md tells the whole story.

include(GNUInstallDirs)

set(RACKO_APP_ID "io.github.racko.Racko")
set(RACKO_PKG_DIR ${CMAKE_CURRENT_LIST_DIR})
set(RACKO_PACKAGE_MAINTAINER "Rack-O developers" CACHE STRING
    "Maintainer named in the Debian package")

# ---------------------------------------------------------------------------
# Where things go on this system.
if(APPLE)
  set(racko_bundle "Rack-O.app")
  set(racko_bin_dir "${racko_bundle}/Contents/MacOS")
  set(racko_data_dir "${racko_bundle}/Contents/Resources")
  set(racko_doc_dir "${racko_bundle}/Contents/Resources/doc")
elseif(WIN32)
  set(racko_bin_dir ".")
  set(racko_data_dir ".")
  set(racko_doc_dir "doc")
else()
  set(racko_bin_dir "${CMAKE_INSTALL_BINDIR}")
  set(racko_data_dir "${CMAKE_INSTALL_DATADIR}/racko")
  set(racko_doc_dir "${CMAKE_INSTALL_DATADIR}/doc/racko")
endif()

# ---------------------------------------------------------------------------
# Programs.
set(racko_programs "")
foreach(t racko-cli racko-simplebot)
  if(TARGET ${t})
    list(APPEND racko_programs ${t})
  endif()
endforeach()

if(TARGET racko)
  if(WIN32)
    # Version information and the icon, compiled into racko.exe.
    configure_file(${RACKO_PKG_DIR}/windows/racko.rc.in
                   ${CMAKE_BINARY_DIR}/packaging/racko.rc @ONLY)
    target_sources(racko PRIVATE ${CMAKE_BINARY_DIR}/packaging/racko.rc)
    set_source_files_properties(${CMAKE_BINARY_DIR}/packaging/racko.rc PROPERTIES
      OBJECT_DEPENDS "${RACKO_PKG_DIR}/windows/racko.ico")
    # A windowed program: no console window opens when it is clicked.
    set_target_properties(racko PROPERTIES WIN32_EXECUTABLE TRUE)
  endif()
  if(APPLE)
    target_sources(racko PRIVATE ${RACKO_PKG_DIR}/macos/racko.icns)
    set_source_files_properties(${RACKO_PKG_DIR}/macos/racko.icns PROPERTIES
      MACOSX_PACKAGE_LOCATION Resources)
    # Target properties (the racko target lives in src/racko/ui, whose scope does
    # not see variables set here) filling packaging/macos/Info.plist.in.
    set_target_properties(racko PROPERTIES
      MACOSX_BUNDLE TRUE
      OUTPUT_NAME "Rack-O"
      MACOSX_BUNDLE_INFO_PLIST ${RACKO_PKG_DIR}/macos/Info.plist.in
      MACOSX_BUNDLE_BUNDLE_NAME "Rack-O"
      MACOSX_BUNDLE_EXECUTABLE_NAME "Rack-O"
      MACOSX_BUNDLE_GUI_IDENTIFIER "${RACKO_APP_ID}"
      MACOSX_BUNDLE_ICON_FILE "racko.icns"
      MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
      MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
      MACOSX_BUNDLE_INFO_STRING "Rack-O ${PROJECT_VERSION}"
      MACOSX_BUNDLE_COPYRIGHT "Rack-O developers")
    install(TARGETS racko BUNDLE DESTINATION . COMPONENT game)
  else()
    install(TARGETS racko RUNTIME DESTINATION ${racko_bin_dir} COMPONENT game)
  endif()
endif()
if(racko_programs)
  install(TARGETS ${racko_programs} RUNTIME DESTINATION ${racko_bin_dir} COMPONENT game)
endif()

# ---------------------------------------------------------------------------
# The game's data: what src/racko/ui loads (PNG sprites at 1x and 2x, sounds,
# the window icon) and the fonts with their licence.  The SVG sources of
# the art (assets/src) are not needed at run time.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/png ${PROJECT_SOURCE_DIR}/assets/sounds
                  ${PROJECT_SOURCE_DIR}/assets/icons
        DESTINATION ${racko_data_dir}/assets COMPONENT game)
install(FILES ${PROJECT_SOURCE_DIR}/fonts/DejaVuSans.ttf ${PROJECT_SOURCE_DIR}/fonts/DejaVuSans-Bold.ttf
              ${PROJECT_SOURCE_DIR}/fonts/LICENSE-DejaVu.txt
        DESTINATION ${racko_data_dir}/fonts COMPONENT game)

# ---------------------------------------------------------------------------
# Documentation and notices.
set(racko_docs "")
foreach(f README.md LICENSE LICENSE.txt LICENSE.md COPYING
          docs/rules.md docs/bot-protocol.md docs/record-format.md docs/packaging.md)
  if(EXISTS ${PROJECT_SOURCE_DIR}/${f})
    list(APPEND racko_docs ${PROJECT_SOURCE_DIR}/${f})
  endif()
endforeach()
install(FILES ${racko_docs} ${RACKO_PKG_DIR}/THIRD-PARTY.md
        DESTINATION ${racko_doc_dir} COMPONENT game)
install(FILES ${PROJECT_SOURCE_DIR}/examples/simplebot.c ${PROJECT_SOURCE_DIR}/examples/simplebot.py
        DESTINATION ${racko_doc_dir}/examples COMPONENT game)

# ---------------------------------------------------------------------------
# Linux desktop integration: menu entry, AppStream metainfo, hicolor icons.
if(UNIX AND NOT APPLE)
  install(FILES ${RACKO_PKG_DIR}/linux/${RACKO_APP_ID}.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT game)
  install(FILES ${RACKO_PKG_DIR}/linux/${RACKO_APP_ID}.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT game)
  foreach(px 16 32 48 64 128 256 512)
    install(FILES ${PROJECT_SOURCE_DIR}/assets/icons/racko-${px}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${px}x${px}/apps
            RENAME ${RACKO_APP_ID}.png COMPONENT game)
  endforeach()
  install(FILES ${PROJECT_SOURCE_DIR}/assets/icons/racko.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
          RENAME ${RACKO_APP_ID}.svg COMPONENT game)
  # The manual page, compressed as Debian's policy wants (re-made when
  # racko.6 changes: it is a configure dependency).
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${RACKO_PKG_DIR}/linux/racko.6)
  file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/packaging)
  execute_process(COMMAND gzip -9 -n -c ${RACKO_PKG_DIR}/linux/racko.6
                  OUTPUT_FILE ${CMAKE_BINARY_DIR}/packaging/racko.6.gz RESULT_VARIABLE racko_gz)
  if(racko_gz EQUAL 0)
    install(FILES ${CMAKE_BINARY_DIR}/packaging/racko.6.gz
            DESTINATION ${CMAKE_INSTALL_MANDIR}/man6 COMPONENT game)
  else()
    install(FILES ${RACKO_PKG_DIR}/linux/racko.6
            DESTINATION ${CMAKE_INSTALL_MANDIR}/man6 COMPONENT game)
  endif()
  # Debian wants the copyright file in share/doc/PACKAGE.
  install(FILES ${RACKO_PKG_DIR}/linux/copyright
          DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/racko COMPONENT game)
endif()

# ---------------------------------------------------------------------------
# Windows: the SDL2 DLLs (and any MinGW runtime DLL) beside the programs.
# They are found by reading each installed .exe/.dll's imports with
# objdump and copying every DLL that lives in the dependency prefix or in
# the MinGW sysroot; Windows' own DLLs are left out.
if(WIN32 AND CMAKE_CROSSCOMPILING)
  find_program(RACKO_OBJDUMP NAMES ${RACKO_MINGW_TRIPLET}-objdump objdump REQUIRED)
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
# macOS: copy the SDL2 dylibs (Homebrew) into the bundle and fix their
# install names, so Rack-O.app runs on a Mac without Homebrew.
if(APPLE AND TARGET racko)
  install(CODE "
    include(BundleUtilities)
    set(BU_CHMOD_BUNDLE_ITEMS ON)
    fixup_bundle(\"\${CMAKE_INSTALL_PREFIX}/${racko_bundle}\" \"\" \"\")
  " COMPONENT game)
endif()

# ---------------------------------------------------------------------------
# CPack.
set(CPACK_PACKAGE_NAME "racko")
set(CPACK_PACKAGE_VENDOR "Rack-O developers")
set(CPACK_PACKAGE_CONTACT "${RACKO_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Rack-O card game for the desktop")
set(CPACK_PACKAGE_DESCRIPTION_FILE "${RACKO_PKG_DIR}/description.txt")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Rack-O")
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_STRIP_FILES ON)
set(CPACK_RESOURCE_FILE_README "${RACKO_PKG_DIR}/description.txt")
set(CPACK_RESOURCE_FILE_LICENSE "${RACKO_PKG_DIR}/THIRD-PARTY.md")
foreach(f LICENSE LICENSE.txt LICENSE.md COPYING)
  if(EXISTS ${PROJECT_SOURCE_DIR}/${f})
    set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/${f}")
    break()
  endif()
endforeach()
set(CPACK_PACKAGE_EXECUTABLES "racko" "Rack-O")
set(CPACK_MONOLITHIC_INSTALL ON)

if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  set(racko_arch x86_64)
else()
  string(TOLOWER "${CMAKE_SYSTEM_PROCESSOR}" racko_arch)
endif()

if(APPLE)
  set(CPACK_GENERATOR "DragNDrop")
  set(CPACK_PACKAGE_FILE_NAME "racko-${PROJECT_VERSION}-macos-${racko_arch}")
  set(CPACK_DMG_VOLUME_NAME "Rack-O ${PROJECT_VERSION}")
  set(CPACK_DMG_FORMAT "UDZO")
  # The image holds Rack-O.app and a link to /Applications to drag it onto
  # (CPack's default; CPACK_DMG_DISABLE_APPLICATIONS_SYMLINK stays off).
elseif(WIN32)
  set(CPACK_GENERATOR "ZIP;NSIS")
  set(CPACK_PACKAGE_FILE_NAME "racko-${PROJECT_VERSION}-windows-${racko_arch}")
  # One name for every version: the Start menu folder is "Rack-O", and a
  # newer installer finds and removes the older version first.
  set(CPACK_NSIS_PACKAGE_NAME "Rack-O")
  set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "Rack-O")
  set(CPACK_NSIS_DISPLAY_NAME "Rack-O")
  set(CPACK_NSIS_MUI_ICON "${RACKO_PKG_DIR}/windows/racko.ico")
  set(CPACK_NSIS_MUI_UNIICON "${RACKO_PKG_DIR}/windows/racko.ico")
  set(CPACK_NSIS_INSTALLED_ICON_NAME "racko.exe")
  set(CPACK_NSIS_EXECUTABLES_DIRECTORY ".")
  set(CPACK_NSIS_MUI_FINISHPAGE_RUN "racko.exe")
  set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
  set(CPACK_NSIS_MODIFY_PATH OFF)
  set(CPACK_CREATE_DESKTOP_LINKS "racko")
  set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
  set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
  # A 64-bit installer (NSIS's amd64-unicode stubs): the game is 64-bit
  # anyway, and it installs into the 64-bit Program Files.
  set(CPACK_NSIS_DEFINES "Target amd64-unicode")
else()
  set(CPACK_GENERATOR "DEB;TGZ")
  set(CPACK_PACKAGE_FILE_NAME "racko-${PROJECT_VERSION}-linux-${racko_arch}")
  # Debian: dependencies from dpkg-shlibdeps (libc6, libsdl2-2.0-0,
  # libsdl2-image-2.0-0, libsdl2-ttf-2.0-0), the standard file name.
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_SECTION "games")
  set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
  set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${RACKO_PACKAGE_MAINTAINER}")
  set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
      "Rack-O for two to four players, against computer players at four\nlevels, on an SDL2 desktop table.  racko-cli plays the same game in a\nterminal, and outside programs can take a seat through a text protocol.")
  set(CPACK_DEBIAN_COMPRESSION_TYPE "xz")
  set(CPACK_ARCHIVE_COMPONENT_INSTALL OFF)
endif()

include(CPack)
