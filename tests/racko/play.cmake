# The table (src/play): seats, stepping, events, notices, bots and their
# failures, autosave and resume (tests/play/).  Built for Windows too (run
# under wine by packaging/windows/check-windows.sh): the file system calls go
# through tests/common/portable.c, and the bots' commands are cmd.exe's.
if(TARGET racko_play)
  racko_add_test(test_play SOURCES racko/play/test_table.c common/portable.c LIBS racko_play
                 TIMEOUT 300)
  if(TARGET racko-simplebot)
    target_compile_definitions(test_play PRIVATE RACKO_SIMPLEBOT="$<TARGET_FILE:racko-simplebot>")
    add_dependencies(test_play racko-simplebot)
  endif()
  if(WIN32 AND NOT TARGET racko-testbot)
    # tests/bot.cmake makes racko-testbot on POSIX only (for its process
    # tests); tests/bot/testbot.c builds with MinGW-w64 as it is, and the
    # table's bot-log tests want it on Windows too.
    add_executable(racko-testbot racko/bot/testbot.c)
  endif()
  if(TARGET racko-testbot)
    # bot logs: a bot that writes to stderr and fails on purpose
    target_compile_definitions(test_play PRIVATE RACKO_TESTBOT="$<TARGET_FILE:racko-testbot>")
    add_dependencies(test_play racko-testbot)
  endif()
endif()

# Rack-O's matches in the match history (match/history.h): the checks every
# game shares (tests/common/history_cases.c) and Rack-O's own figures.
if(TARGET racko_play)
  racko_add_test(test_racko_history SOURCES racko/play/test_history.c common/history_cases.c
                 common/portable.c LIBS racko_play TIMEOUT 300)
endif()

# What Rack-O gives the replay viewer (racko_table_replay): a record's items
# applied one by one give the record's game.
if(TARGET racko_play)
  racko_add_test(test_racko_replay SOURCES racko/play/test_replay.c common/portable.c
                 LIBS racko_play TIMEOUT 120)
endif()
