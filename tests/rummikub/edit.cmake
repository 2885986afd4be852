# The turn in progress (rummikub/edit.h, in rummikub_play): every operation
# and refusal, undo and reset, the initial meld's value, hint tables, the
# end-turn verdict equal to rk_check_play's over random edits from
# positions the engine and the computer players made, the rack's
# arrangement across draws and plays (tests/rummikub/edit/).
if(TARGET rummikub_play)
  racko_add_test(test_rummikub_edit SOURCES rummikub/edit/test_edit.c
                 LIBS rummikub_play TIMEOUT 600)
endif()
