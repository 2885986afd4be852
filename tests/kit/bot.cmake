# The kit's bot transport (kit/bot.h, tk_bot): line framing with the
# longest line a protocol chooses; how a command is handed to the shell
# (shell.c, private: the test sees src/kit/bot); and the transport with
# shell one-liners as bots (POSIX: they are /bin/sh commands).
racko_add_test(test_tk_line SOURCES kit/test_tk_line.c LIBS tk_bot TIMEOUT 60)

racko_add_test(test_tk_shell SOURCES kit/test_tk_shell.c LIBS tk_bot TIMEOUT 60)
target_include_directories(test_tk_shell PRIVATE ${PROJECT_SOURCE_DIR}/src/kit/bot)

if(NOT WIN32)
  racko_add_test(test_tk_bot SOURCES kit/test_tk_bot.c common/procs.c LIBS tk_bot TIMEOUT 120)
endif()

# The kit's skeleton of a bot program (kit/botplay.h) with a game of the
# test's own: lines in, answers out, refusals, the log, the end of input.
racko_add_test(test_tk_botplay SOURCES kit/test_tk_botplay.c LIBS tk_bot TIMEOUT 60)
