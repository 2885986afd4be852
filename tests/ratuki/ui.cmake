# Ratuki's desktop table (src/ratuki/ui, tests/ratuki/ui/): headless under
# SDL's dummy driver when the shell is built (plays by drag, clicks and
# keys, refusals, takes, ties, discards, two people at one keyboard, the
# pause and the countdown, the round's and the match's ends, the computers
# on the driver's milliseconds, the program killed mid-round and resumed,
# the words of every screen in French and the pseudo-language); and the
# program's command line.
if(TARGET ratuki_ui AND TARGET sh_sdl)
  racko_add_test(test_ratuki_ui_app SOURCES ratuki/ui/test_ui_app.c common/app_keys.c
                 shell/app_checks.c shell/lang_checks.c common/killed.c common/portable.c
                 LIBS ratuki_ui sh_sdl TIMEOUT 900)
  add_dependencies(test_ratuki_ui_app racko_catalogues)
  set_property(TEST test_ratuki_ui_app APPEND PROPERTY ENVIRONMENT
               "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;RACKO_DATA_DIR=${CMAKE_SOURCE_DIR}")
endif()
if(TARGET ratuki)
  # The program's command line: help, a bad size, drawing saved matches to
  # a PNG without a window (sample-4seats: you and three computers, its
  # first round over, the match going on: the round's sheet;
  # sample-3seats-over: ratuki-cli match --players 3 --seed 11 --one-round
  # --record, three computers, over: the ranking), a missing file, and
  # --quick over an unfinished saved match asking first.
  add_test(NAME ratuki_ui_cli_help COMMAND ratuki --help)
  set_tests_properties(ratuki_ui_cli_help PROPERTIES PASS_REGULAR_EXPRESSION
                       "The Ratuki card game.*--render-record FILE.*Q W E R T a stack place")
  add_test(NAME ratuki_ui_cli_bad_size COMMAND ratuki --size 12)
  set_tests_properties(ratuki_ui_cli_bad_size PROPERTIES PASS_REGULAR_EXPRESSION "--size wants WIDTHxHEIGHT")
  add_test(NAME ratuki_ui_cli_render
           COMMAND ratuki --render-record ${CMAKE_CURRENT_SOURCE_DIR}/ratuki/ui/sample-4seats.ratuki
                   --out ${CMAKE_CURRENT_BINARY_DIR}/ratuki-render-4seats.png --size 1024x700 --viewer 1)
  set_tests_properties(ratuki_ui_cli_render PROPERTIES PASS_REGULAR_EXPRESSION
                       "wrote .*ratuki-render-4seats.png \\(1024x700\\)")
  add_test(NAME ratuki_ui_cli_render_over
           COMMAND ratuki --render-record ${CMAKE_CURRENT_SOURCE_DIR}/ratuki/ui/sample-3seats-over.ratuki
                   --out ${CMAKE_CURRENT_BINARY_DIR}/ratuki-render-over.png --size 1920x1080 --viewer 2)
  set_tests_properties(ratuki_ui_cli_render_over PROPERTIES PASS_REGULAR_EXPRESSION
                       "wrote .*ratuki-render-over.png \\(1920x1080\\)")
  add_test(NAME ratuki_ui_cli_render_missing
           COMMAND ratuki --render-record ${CMAKE_CURRENT_BINARY_DIR}/no-such.ratuki
                   --out ${CMAKE_CURRENT_BINARY_DIR}/never.png)
  set_tests_properties(ratuki_ui_cli_render_missing PROPERTIES PASS_REGULAR_EXPRESSION "could not be resumed")
  add_test(NAME ratuki_ui_quick_keeps_the_match
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/shell/quick-keeps-the-match.sh
                   $<TARGET_FILE:ratuki> ${CMAKE_SOURCE_DIR}
                   ${CMAKE_CURRENT_SOURCE_DIR}/ratuki/ui/sample-4seats.ratuki match.ratuki)
  foreach(t ratuki_ui_cli_help ratuki_ui_cli_bad_size ratuki_ui_cli_render ratuki_ui_cli_render_over
            ratuki_ui_cli_render_missing ratuki_ui_quick_keeps_the_match)
    set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT
                 "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;RACKO_DATA_DIR=${CMAKE_SOURCE_DIR}")
    set_tests_properties(${t} PROPERTIES TIMEOUT 60)
  endforeach()
endif()
