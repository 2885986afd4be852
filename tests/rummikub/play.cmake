# The Rummikub table (rummikub/table.h): seats, stepping, events, notices,
# people's moves, the turn timer, autosave and resume, the records' seat
# verdict, and bots (rummikub-testbot's good and bad modes) with their
# failures (tests/rummikub/play/).
if(TARGET rummikub_play)
  racko_add_test(test_rummikub_play SOURCES rummikub/play/test_table.c common/portable.c
                 LIBS rummikub_play TIMEOUT 120)
  if(TARGET rummikub-testbot)
    target_compile_definitions(test_rummikub_play PRIVATE RK_TESTBOT="$<TARGET_FILE:rummikub-testbot>")
    add_dependencies(test_rummikub_play rummikub-testbot)
  endif()
endif()

# Rummikub's matches in the match history (match/history.h): the checks
# every game shares (tests/common/history_cases.c) and Rummikub's own
# figures.
if(TARGET rummikub_play)
  racko_add_test(test_rk_history SOURCES rummikub/play/test_history.c common/history_cases.c
                 common/portable.c LIBS rummikub_play TIMEOUT 300)
endif()

# Rummikub's records replayed item by item (rk_match_replay, the replay
# viewer's MtReplayOps): the match's game after every item of its record.
if(TARGET rummikub_play)
  racko_add_test(test_rk_replay SOURCES rummikub/play/test_replay.c common/portable.c
                 LIBS rummikub_play TIMEOUT 300)
endif()
