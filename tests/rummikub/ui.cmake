# Rummikub's desktop table (src/rummikub/ui, tests/rummikub/ui/): the pure
# parts always (layout, sets in wrapping rows, rack places, the options'
# line); headless under SDL's dummy driver when the shell is built (drags,
# clicks and keys on the turn editor, whole matches by keyboard and by
# mouse, hot seat, the timer's penalty, resuming a match and a turn in
# progress, pixels, random input); and the program's command line.
if(TARGET rummikub_ui)
  racko_add_test(test_rummikub_ui_core SOURCES rummikub/ui/test_ui_core.c rummikub/ui/draw_none.c
                 LIBS rummikub_ui TIMEOUT 120)
endif()
