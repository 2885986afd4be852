# rummikub-cli run as a user runs it (tests/rummikub/cli/): argument errors,
# help, seeded JSON matches and their summaries, --games across matches,
# records, resume and replay, solve on known positions, the terminal game
# through a pipe, bot seats (rummikub-cli bot, the example bot, rummikub-testbot).
if(TARGET rummikub-cli)
  racko_add_test(test_rummikub_cli SOURCES rummikub/cli/test_cli.c common/cli_run.c common/cli_saves.c LIBS "" TIMEOUT 120)
  target_compile_definitions(test_rummikub_cli PRIVATE RK_CLI="$<TARGET_FILE:rummikub-cli>")
  add_dependencies(test_rummikub_cli rummikub-cli)
  if(TARGET rummikub-testbot)
    target_compile_definitions(test_rummikub_cli PRIVATE RK_TESTBOT="$<TARGET_FILE:rummikub-testbot>")
    add_dependencies(test_rummikub_cli rummikub-testbot)
  endif()
  if(TARGET rummikub-simplebot)
    target_compile_definitions(test_rummikub_cli PRIVATE RK_SIMPLEBOT="$<TARGET_FILE:rummikub-simplebot>")
    add_dependencies(test_rummikub_cli rummikub-simplebot)
  endif()
endif()
