# Game records: round trips, saving, broken files, fixtures (tests/record/).
racko_add_test(test_record SOURCES record/test_record.c LIBS racko_engine TIMEOUT 300)
