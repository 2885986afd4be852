# The bot protocol (tests/bot/): framing and parsing, misbehaving bots, and
# whole matches against the example bots.
racko_add_test(test_bot_line SOURCES racko/bot/test_bot_line.c LIBS racko_bot TIMEOUT 60)

if(NOT WIN32)
  # A bot that is good or bad on purpose (see the modes in testbot.c).
  add_executable(racko-testbot racko/bot/testbot.c)

  racko_add_test(test_bot_process SOURCES racko/bot/test_bot_process.c common/procs.c common/bot_cases.c
                 LIBS racko_bot TIMEOUT 120)
  add_dependencies(test_bot_process racko-testbot)
  target_compile_definitions(test_bot_process PRIVATE
    RACKO_TESTBOT="$<TARGET_FILE:racko-testbot>")

  racko_add_test(test_bot_match SOURCES racko/bot/test_bot_match.c LIBS racko_bot TIMEOUT 120)
  add_dependencies(test_bot_match racko-simplebot racko-testbot)
  find_program(RACKO_PYTHON3 NAMES python3)
  set(racko_python "")
  if(RACKO_PYTHON3)
    set(racko_python "${RACKO_PYTHON3}")
  endif()
  target_compile_definitions(test_bot_match PRIVATE
    RACKO_SIMPLEBOT="$<TARGET_FILE:racko-simplebot>"
    RACKO_TESTBOT="$<TARGET_FILE:racko-testbot>"
    RACKO_SIMPLEBOT_PY="${PROJECT_SOURCE_DIR}/examples/simplebot.py"
    RACKO_PYTHON="${racko_python}")
endif()
