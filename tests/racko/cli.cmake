# racko-cli run as a user runs it (tests/cli/): argument errors, help,
# seeded JSON matches, records and replay, the terminal game through a
# pipe, bot failures, the benchmark.
if(TARGET racko-cli)
  racko_add_test(test_cli SOURCES racko/cli/test_cli.c common/cli_run.c common/cli_saves.c LIBS "" TIMEOUT 600)
  target_compile_definitions(test_cli PRIVATE RACKO_CLI="$<TARGET_FILE:racko-cli>")
  if(EXISTS ${CMAKE_SOURCE_DIR}/src/racko/cli/cli_ai.c)
    target_compile_definitions(test_cli PRIVATE RACKO_CLI_HAVE_AI_BENCH)
  endif()
  add_dependencies(test_cli racko-cli)
endif()
