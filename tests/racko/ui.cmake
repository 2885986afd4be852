# The desktop game: pure modules always; the headless SDL tests when the
# UI is built.
if(TARGET racko_ui)
  racko_add_test(test_ui_core SOURCES racko/ui/test_ui_core.c LIBS racko_ui racko_engine TIMEOUT 120)
endif()
if(TARGET racko_ui AND TARGET sh_sdl)
  racko_add_test(test_ui_app SOURCES racko/ui/test_ui_app.c common/app_keys.c shell/app_checks.c shell/lang_checks.c
                 common/killed.c common/portable.c LIBS racko_ui sh_sdl TIMEOUT 900)
  add_dependencies(test_ui_app racko_catalogues)
  set_property(TEST test_ui_app APPEND PROPERTY ENVIRONMENT
               "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;RACKO_DATA_DIR=${CMAKE_SOURCE_DIR}")
endif()
if(TARGET racko)
  # The command line: help, bad arguments, and drawing a saved game to a PNG
  # without a window (what docs/screenshots are made with).
  add_test(NAME ui_cli_help COMMAND racko --help)
  set_tests_properties(ui_cli_help PROPERTIES PASS_REGULAR_EXPRESSION "--render-record FILE")
  add_test(NAME ui_cli_bad_size COMMAND racko --size 12)
  set_tests_properties(ui_cli_bad_size PROPERTIES PASS_REGULAR_EXPRESSION "--size wants WIDTHxHEIGHT")
  add_test(NAME ui_cli_huge_size
           COMMAND racko --render-record ${CMAKE_CURRENT_SOURCE_DIR}/racko/ui/sample-4seats.racko
                   --out ${CMAKE_CURRENT_BINARY_DIR}/never-huge.png --size 8192x8192)
  set_tests_properties(ui_cli_huge_size PROPERTIES PASS_REGULAR_EXPRESSION
                       "--size 8192x8192 is larger than a screen: at most 8K, 7680x4320")
  add_test(NAME ui_cli_bad_option COMMAND racko --frobnicate)
  set_tests_properties(ui_cli_bad_option PROPERTIES WILL_FAIL TRUE)
  add_test(NAME ui_cli_render COMMAND racko --render-record ${CMAKE_CURRENT_SOURCE_DIR}/racko/ui/sample-4seats.racko
           --out ${CMAKE_CURRENT_BINARY_DIR}/ui-render-4seats.png --size 1024x700)
  set_tests_properties(ui_cli_render PROPERTIES PASS_REGULAR_EXPRESSION "wrote .*ui-render-4seats.png \\(1024x700\\)")
  add_test(NAME ui_cli_render_missing COMMAND racko --render-record ${CMAKE_CURRENT_BINARY_DIR}/no-such.racko
           --out ${CMAKE_CURRENT_BINARY_DIR}/never.png)
  set_tests_properties(ui_cli_render_missing PROPERTIES PASS_REGULAR_EXPRESSION "could not be resumed")
  # A preference folder that is a file: said, and the game does not start.
  add_test(NAME ui_cli_pref_dir_file
           COMMAND sh -c "\"$1\" --pref-dir \"$2\" --exit-after 50 2>&1 || echo \"exit status $?\"" sh
                   $<TARGET_FILE:racko> ${CMAKE_SOURCE_DIR}/CMakeLists.txt)
  set_tests_properties(ui_cli_pref_dir_file PROPERTIES PASS_REGULAR_EXPRESSION "--pref-dir .*CMakeLists.txt: not a folder.*exit status 1")
  # Drawing a saved game writes nothing but the picture.
  add_test(NAME ui_render_writes_nothing
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/racko/ui/render-writes-nothing.sh
                   $<TARGET_FILE:racko> ${CMAKE_SOURCE_DIR})
  # --quick N over an unfinished saved match asks and replaces nothing.
  add_test(NAME ui_quick_keeps_the_match
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/shell/quick-keeps-the-match.sh
                   $<TARGET_FILE:racko> ${CMAKE_SOURCE_DIR}
                   ${CMAKE_CURRENT_SOURCE_DIR}/racko/ui/sample-2seats.racko match.racko)
  set_tests_properties(ui_quick_keeps_the_match PROPERTIES TIMEOUT 60)
  # --replay: a record opens the viewer (the window shown for a moment);
  # one that cannot be watched is said, with exit status 2, before any
  # preference folder is made.
  add_test(NAME ui_cli_replay
           COMMAND racko --pref-dir ${CMAKE_CURRENT_BINARY_DIR}/ui-cli-replay-pref
                   --replay ${CMAKE_CURRENT_SOURCE_DIR}/racko/ui/sample-4seats.racko
                   --exit-after 300)
  add_test(NAME ui_cli_replay_damaged
           COMMAND sh -c "\"$1\" --pref-dir \"$2\" --replay \"$3\" 2>&1; echo \"exit status $?\"; if test -e \"$2\"; then echo 'a preference folder was made'; fi" sh
                   $<TARGET_FILE:racko> ${CMAKE_CURRENT_BINARY_DIR}/ui-cli-replay-never-made
                   ${CMAKE_SOURCE_DIR}/CMakeLists.txt)
  set_tests_properties(ui_cli_replay_damaged PROPERTIES
                       PASS_REGULAR_EXPRESSION "--replay .*CMakeLists.txt: this record cannot be watched: .*exit status 2"
                       FAIL_REGULAR_EXPRESSION "a preference folder was made")
  foreach(t ui_cli_help ui_cli_bad_size ui_cli_huge_size ui_cli_bad_option ui_cli_render
            ui_cli_render_missing ui_cli_pref_dir_file ui_cli_replay ui_cli_replay_damaged)
    set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT
                 "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;RACKO_DATA_DIR=${CMAKE_SOURCE_DIR}")
  endforeach()
  set_tests_properties(ui_cli_huge_size PROPERTIES TIMEOUT 60)
endif()
