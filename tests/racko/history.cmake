# racko-cli and the match history (tests/common/cli_history.c): match keeps,
# history lists, stats counts, replay reads a kept record.
if(TARGET racko-cli AND NOT WIN32)
  racko_add_test(test_cli_history SOURCES common/test_cli_history.c common/cli_history.c
                 common/cli_run.c LIBS "" TIMEOUT 300)
  target_compile_definitions(test_cli_history PRIVATE HIST_CLI="$<TARGET_FILE:racko-cli>"
                             HIST_PROG="racko-cli" HIST_ID="racko" HIST_QUIT="qq\\ny\\n"
                             HIST_TTY=0 HIST_EXTRA=NULL)
  add_dependencies(test_cli_history racko-cli)
endif()
