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
