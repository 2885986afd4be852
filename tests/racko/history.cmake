# racko-cli and the match history (tests/common/cli_history.c): match keeps,
# history lists, stats counts, replay reads a kept record.
if(TARGET racko-cli AND NOT WIN32)
  racko_add_test(test_cli_history SOURCES racko/cli/test_cli_history.c common/cli_history.c
                 common/cli_run.c LIBS "" TIMEOUT 300)
  target_compile_definitions(test_cli_history PRIVATE RACKO_CLI="$<TARGET_FILE:racko-cli>")
  add_dependencies(test_cli_history racko-cli)
endif()
