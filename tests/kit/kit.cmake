# The kit (include/kit, src/kit): the random number generator, text and
# file helpers, the command-line helpers.
racko_add_test(test_kit SOURCES kit/test_kit.c common/portable.c LIBS tk_cli tk TIMEOUT 120)
