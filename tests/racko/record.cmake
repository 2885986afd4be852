# Game records: round trips, saving, broken files, fixtures (tests/record/).
# Built for Windows too (run under wine by packaging/windows/check-windows.sh):
# the file system calls go through tests/common/portable.c.
racko_add_test(test_record SOURCES racko/record/test_record.c common/portable.c LIBS racko_engine
               TIMEOUT 300)
