# Rummikub's desktop table (src/rummikub/ui, tests/rummikub/ui/): the pure
# parts always (layout, sets in wrapping rows, rack places, the options'
# line); headless under SDL's dummy driver when the shell is built (drags,
# clicks and keys on the turn editor, whole matches by keyboard and by
# mouse, hot seat, the timer's penalty, resuming a match and a turn in
# progress, pixels, random input, the keys of the shell's menus, dialogs
# and form as this game has them: tests/common/app_keys.c); and the
# program's command line.
if(TARGET rummikub_ui)
  racko_add_test(test_rummikub_ui_core SOURCES rummikub/ui/test_ui_core.c rummikub/ui/draw_none.c
                 LIBS rummikub_ui TIMEOUT 120)
  add_dependencies(test_rummikub_ui_core racko_catalogues)
endif()
if(TARGET rummikub_ui AND TARGET sh_sdl)
  racko_add_test(test_rummikub_ui_app SOURCES rummikub/ui/test_ui_app.c common/app_keys.c
                 shell/app_checks.c shell/lang_checks.c common/killed.c common/portable.c
                 LIBS rummikub_ui sh_sdl TIMEOUT 900)
  add_dependencies(test_rummikub_ui_app racko_catalogues)
  set_property(TEST test_rummikub_ui_app APPEND PROPERTY ENVIRONMENT
               "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;RACKO_DATA_DIR=${CMAKE_SOURCE_DIR}")
endif()
if(TARGET rummikub)
  # The program's command line: help, bad arguments, and drawing a saved
  # match to a PNG without a window (a match in play, seen by seat 1, and
  # a finished one, on its ranking).  The samples were made with
  # rummikub-cli match --record (sample-4seats: seat 1 a person who drew
  # ten times and quit; sample-2seats-over: hard against expert, one game).
  add_test(NAME rummikub_ui_cli_help COMMAND rummikub --help)
  set_tests_properties(rummikub_ui_cli_help PROPERTIES PASS_REGULAR_EXPRESSION
                       "The Rummikub tile game.*--render-record FILE.*X split, E end turn")
  add_test(NAME rummikub_ui_cli_bad_size COMMAND rummikub --size 12)
  set_tests_properties(rummikub_ui_cli_bad_size PROPERTIES PASS_REGULAR_EXPRESSION "--size wants WIDTHxHEIGHT")
  # A picture larger than a screen is refused at once (16384x16384 took
  # minutes and gigabytes to draw).
  add_test(NAME rummikub_ui_cli_huge_size
           COMMAND rummikub --render-record ${CMAKE_CURRENT_SOURCE_DIR}/rummikub/ui/sample-4seats.rummikub
                   --out ${CMAKE_CURRENT_BINARY_DIR}/never-huge.png --size 16384x16384)
  set_tests_properties(rummikub_ui_cli_huge_size PROPERTIES PASS_REGULAR_EXPRESSION
                       "--size 16384x16384 is larger than a screen: at most 8K, 7680x4320")
  add_test(NAME rummikub_ui_cli_bad_option COMMAND rummikub --frobnicate)
  set_tests_properties(rummikub_ui_cli_bad_option PROPERTIES WILL_FAIL TRUE)
  add_test(NAME rummikub_ui_cli_render
           COMMAND rummikub --render-record ${CMAKE_CURRENT_SOURCE_DIR}/rummikub/ui/sample-4seats.rummikub
                   --out ${CMAKE_CURRENT_BINARY_DIR}/rummikub-render-4seats.png --size 1024x700 --viewer 1)
  set_tests_properties(rummikub_ui_cli_render PROPERTIES PASS_REGULAR_EXPRESSION
                       "wrote .*rummikub-render-4seats.png \\(1024x700\\)")
  add_test(NAME rummikub_ui_cli_render_over
           COMMAND rummikub --render-record ${CMAKE_CURRENT_SOURCE_DIR}/rummikub/ui/sample-2seats-over.rummikub
                   --out ${CMAKE_CURRENT_BINARY_DIR}/rummikub-render-over.png --size 1280x800 --viewer 2)
  set_tests_properties(rummikub_ui_cli_render_over PROPERTIES PASS_REGULAR_EXPRESSION
                       "wrote .*rummikub-render-over.png \\(1280x800\\)")
  add_test(NAME rummikub_ui_cli_render_missing
           COMMAND rummikub --render-record ${CMAKE_CURRENT_BINARY_DIR}/no-such.rummikub
                   --out ${CMAKE_CURRENT_BINARY_DIR}/never.png)
  set_tests_properties(rummikub_ui_cli_render_missing PROPERTIES PASS_REGULAR_EXPRESSION "could not be resumed")
  # A preference folder that is a file: said, and the game does not start.
  add_test(NAME rummikub_ui_cli_pref_dir_file
           COMMAND sh -c "\"$1\" --pref-dir \"$2\" --exit-after 50 2>&1 || echo \"exit status $?\"" sh
                   $<TARGET_FILE:rummikub> ${CMAKE_SOURCE_DIR}/CMakeLists.txt)
  set_tests_properties(rummikub_ui_cli_pref_dir_file PROPERTIES PASS_REGULAR_EXPRESSION
                       "--pref-dir .*CMakeLists.txt: not a folder.*exit status 1")
  # --quick N over an unfinished saved match asks and replaces nothing.
  add_test(NAME rummikub_ui_quick_keeps_the_match
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/shell/quick-keeps-the-match.sh
                   $<TARGET_FILE:rummikub> ${CMAKE_SOURCE_DIR}
                   ${CMAKE_CURRENT_SOURCE_DIR}/rummikub/ui/sample-4seats.rummikub match.rummikub)
  foreach(t rummikub_ui_cli_help rummikub_ui_cli_bad_size rummikub_ui_cli_huge_size
            rummikub_ui_cli_bad_option rummikub_ui_cli_render
            rummikub_ui_cli_render_over rummikub_ui_cli_render_missing rummikub_ui_cli_pref_dir_file
            rummikub_ui_quick_keeps_the_match)
    set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT
                 "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;RACKO_DATA_DIR=${CMAKE_SOURCE_DIR}")
    set_tests_properties(${t} PROPERTIES TIMEOUT 60)
  endforeach()
endif()
