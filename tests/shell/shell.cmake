# The shell's pure core (tests/shell/): the reference canvas, the animation
# timeline, the settings file, the command line, the services a game asks
# of the shell, the keyboard focus among a screen's widgets (focus.c).  No
# game and no SDL: a small test game stands in.
if(TARGET sh_core)
  racko_add_test(test_shell_core SOURCES shell/test_shell_core.c LIBS sh_core TIMEOUT 60)
endif()
