# The Ratuki table (ratuki/table.h) on the match layer, driven by time:
# computers to the end, a person's actions at given times and every
# refusal, autosave and the three ways of resuming, the pace, and bots
# (ratuki-testbot's good and bad modes, the example bot) that play, fail,
# leave unasked, or think slowly without changing a headless run
# (tests/ratuki/play/).
if(TARGET ratuki_play AND NOT WIN32)
  racko_add_test(test_ratuki_play
    SOURCES ratuki/play/test_table.c ratuki/engine/helpers.c common/cli_run.c
    LIBS ratuki_play
    TIMEOUT 300)
  # ${CMAKE_SOURCE_DIR}/src/ratuki: the table's own play/history.h (the
  # engine's game of a layer's state, for the replay ops' check).
  target_include_directories(test_ratuki_play PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/ratuki
                             ${CMAKE_SOURCE_DIR}/src/ratuki)
  if(TARGET ratuki-testbot)
    target_compile_definitions(test_ratuki_play PRIVATE RT_TESTBOT="$<TARGET_FILE:ratuki-testbot>")
    add_dependencies(test_ratuki_play ratuki-testbot)
  endif()
  if(TARGET ratuki-simplebot AND NOT WIN32)
    target_compile_definitions(test_ratuki_play PRIVATE RT_SIMPLEBOT="$<TARGET_FILE:ratuki-simplebot>")
    add_dependencies(test_ratuki_play ratuki-simplebot)
  endif()
endif()

# Ratuki's matches in the match history (match/history.h): the checks every
# game shares (tests/common/history_cases.c) and Ratuki's own figures.
if(TARGET ratuki_play)
  racko_add_test(test_rt_history SOURCES ratuki/play/test_history.c common/history_cases.c
                 common/portable.c LIBS ratuki_play TIMEOUT 300)
endif()
