# Rummikub records: round trips, fixtures (tests/rummikub/record/data),
# saving, broken files (rummikub/record.h).
racko_add_test(test_rummikub_record
  SOURCES rummikub/record/test_record.c common/portable.c
  LIBS rummikub_engine
  TIMEOUT 300)
