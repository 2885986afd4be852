# ratuki-cli and the match history (tests/common/cli_history.c): a person
# plays at a terminal, in real time.
if(TARGET ratuki-cli AND NOT WIN32)
  racko_add_test(test_rt_cli_history SOURCES common/test_cli_history.c common/cli_history.c
                 common/cli_run.c LIBS "" TIMEOUT 300)
  target_compile_definitions(test_rt_cli_history PRIVATE HIST_CLI="$<TARGET_FILE:ratuki-cli>"
                             HIST_PROG="ratuki-cli" HIST_ID="ratuki" HIST_QUIT="\\nqy\\n"
                             HIST_TTY=1 HIST_EXTRA=NULL)
  add_dependencies(test_rt_cli_history ratuki-cli)
endif()
