# The Windows installer's own words (welcome and finish texts, the games'
# shortcuts' descriptions) whole in English and French, and compiled by
# makensis where it is installed (packaging/windows/check-installer-lang.sh).
if(NOT WIN32)
  add_test(NAME test_installer_lang
           COMMAND ${CMAKE_SOURCE_DIR}/packaging/windows/check-installer-lang.sh
                   ${CMAKE_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/installer-lang)
endif()
