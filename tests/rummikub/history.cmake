# rummikub-cli and the match history (tests/common/cli_history.c).
if(TARGET rummikub-cli AND NOT WIN32)
  racko_add_test(test_rk_cli_history SOURCES common/test_cli_history.c common/cli_history.c
                 common/cli_run.c LIBS "" TIMEOUT 300)
  target_compile_definitions(test_rk_cli_history PRIVATE
                             HIST_CLI="$<TARGET_FILE:rummikub-cli>" HIST_PROG="rummikub-cli"
                             HIST_ID="rummikub" HIST_QUIT="quit\\ny\\n" HIST_TTY=0
                             "HIST_EXTRA=\"--timer\", \"0\", NULL")
  add_dependencies(test_rk_cli_history rummikub-cli)
endif()
