# Rummikub's bot protocol (tests/rummikub/bot/): line writing and answer
# parsing, misbehaving bots seated at a real engine, and whole matches
# against our levels as bots and the example bots.
racko_add_test(test_rk_bot_line SOURCES rummikub/bot/test_rk_bot_line.c
  LIBS rummikub_bot rummikub_engine TIMEOUT 60)

if(NOT WIN32)
  # A bot that is good or bad on purpose (see the modes in testbot.c).
  add_executable(rummikub-testbot rummikub/bot/testbot.c)

  racko_add_test(test_rk_bot_process SOURCES rummikub/bot/test_rk_bot_process.c common/procs.c common/bot_cases.c
    LIBS rummikub_bot rummikub_engine TIMEOUT 120)
  add_dependencies(test_rk_bot_process rummikub-testbot)
  target_compile_definitions(test_rk_bot_process PRIVATE
    RK_TESTBOT="$<TARGET_FILE:rummikub-testbot>")
endif()
