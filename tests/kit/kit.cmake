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

# The benchmark of the statistics over a long history (a tool; its run in
# the suite prints the figures and asserts nothing about speed):
# history-bench [--matches N] [--runs R]
add_executable(history-bench kit/history_bench.c common/portable.c)
target_include_directories(history-bench PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(history-bench PRIVATE tk)
add_test(NAME bench_history COMMAND history-bench --matches 10000 --runs 5)
