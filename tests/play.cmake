# The table (src/play): seats, stepping, events, notices, bots and their
# failures, autosave and resume (tests/play/).
if(TARGET racko_play)
  racko_add_test(test_play SOURCES play/test_table.c LIBS racko_play TIMEOUT 300)
  if(TARGET racko-simplebot)
    target_compile_definitions(test_play PRIVATE RACKO_SIMPLEBOT="$<TARGET_FILE:racko-simplebot>")
    add_dependencies(test_play racko-simplebot)
  endif()
  if(TARGET racko-testbot)
    # bot logs: a bot that writes to stderr and fails on purpose
    target_compile_definitions(test_play PRIVATE RACKO_TESTBOT="$<TARGET_FILE:racko-testbot>")
    add_dependencies(test_play racko-testbot)
  endif()
endif()
