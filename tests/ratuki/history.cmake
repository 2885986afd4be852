# ratuki-cli and the match history (tests/common/cli_history.c).
if(TARGET ratuki-cli AND NOT WIN32)
  racko_add_test(test_rt_cli_history SOURCES ratuki/cli/test_cli_history.c
                 common/cli_history.c common/cli_run.c LIBS "" TIMEOUT 300)
  target_compile_definitions(test_rt_cli_history PRIVATE RT_CLI="$<TARGET_FILE:ratuki-cli>")
  add_dependencies(test_rt_cli_history ratuki-cli)
endif()
