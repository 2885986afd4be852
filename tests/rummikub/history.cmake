# rummikub-cli and the match history (tests/common/cli_history.c).
if(TARGET rummikub-cli AND NOT WIN32)
  racko_add_test(test_rk_cli_history SOURCES rummikub/cli/test_cli_history.c
                 common/cli_history.c common/cli_run.c LIBS "" TIMEOUT 300)
  target_compile_definitions(test_rk_cli_history PRIVATE RK_CLI="$<TARGET_FILE:rummikub-cli>")
  add_dependencies(test_rk_cli_history rummikub-cli)
endif()
