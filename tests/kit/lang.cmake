# The kit's catalogues and language (kit/lang.h).
racko_add_test(test_tk_lang SOURCES kit/test_tk_lang.c common/portable.c LIBS tk TIMEOUT 60)
