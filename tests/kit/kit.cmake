# The kit (include/kit, src/kit): the random number generator, text and
# file helpers, the command-line helpers.
racko_add_test(test_kit SOURCES kit/test_kit.c common/portable.c LIBS tk_cli tk TIMEOUT 120)

# The match history and its figures (kit/history.h): appends, a damaged
# line, a killed writer, a full disk (RLIMIT_FSIZE), bounds; scripted
# histories.  POSIX: fork, kill, setrlimit.
if(NOT WIN32)
  racko_add_test(test_tk_history SOURCES kit/test_tk_history.c common/portable.c common/procs.c
                 LIBS tk TIMEOUT 120)
endif()
