# The shell's pure core (tests/shell/): the reference canvas, the animation
# timeline, the settings file, the command line, the services a game asks
# of the shell, the keyboard focus among a screen's widgets (focus.c).  No
# game and no SDL: a small test game stands in.
if(TARGET sh_core)
  racko_add_test(test_shell_core SOURCES shell/test_shell_core.c LIBS sh_core TIMEOUT 60)
endif()
# The desktop program's command line speaks the terminal's language
# (LANG), and --language names a language it knows the form of.
if(TARGET racko)
  add_test(NAME shell_cli_help_fr COMMAND racko --help)
  set_tests_properties(shell_cli_help_fr PROPERTIES PASS_REGULAR_EXPRESSION "afficher cette aide")
  add_test(NAME shell_cli_error_fr COMMAND racko --size 12)
  set_tests_properties(shell_cli_error_fr PROPERTIES PASS_REGULAR_EXPRESSION "--size attend LARGEURxHAUTEUR")
  add_test(NAME shell_cli_bad_language COMMAND racko --language french)
  set_tests_properties(shell_cli_bad_language PROPERTIES PASS_REGULAR_EXPRESSION "--language wants system, en")
  # --language LANG speaks LANG at once: the help, and a record that
  # cannot be watched (checked after the options are read).
  add_test(NAME shell_cli_help_language COMMAND racko --language fr --help)
  set_tests_properties(shell_cli_help_language PROPERTIES PASS_REGULAR_EXPRESSION "afficher cette aide")
  add_test(NAME shell_cli_replay_language COMMAND racko --language fr --replay ${CMAKE_BINARY_DIR}/no-such-record.racko)
  set_tests_properties(shell_cli_replay_language PROPERTIES PASS_REGULAR_EXPRESSION
                       "cet enregistrement ne peut pas être revu")
  foreach(t shell_cli_help_fr shell_cli_error_fr shell_cli_bad_language shell_cli_help_language
          shell_cli_replay_language)
    set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT
                 "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;RACKO_DATA_DIR=${CMAKE_SOURCE_DIR}")
  endforeach()
  # After tests/CMakeLists.txt's English for every test: these two French.
  set_property(TEST shell_cli_help_fr shell_cli_error_fr APPEND PROPERTY ENVIRONMENT "LANG=fr_FR.UTF-8")
endif()
