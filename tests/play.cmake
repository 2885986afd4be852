# The table (src/play): seats, stepping, events, notices, bots and their
# failures, autosave and resume (tests/play/).
if(TARGET racko_play)
  racko_add_test(test_play SOURCES play/test_table.c LIBS racko_play TIMEOUT 300)
  if(TARGET racko-simplebot)
    target_compile_definitions(test_play PRIVATE RACKO_SIMPLEBOT="$<TARGET_FILE:racko-simplebot>")
    add_dependencies(test_play racko-simplebot)
  endif()
endif()
