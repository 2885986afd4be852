# The kit's catalogues and language (kit/lang.h), and the collection's own
# catalogues (build/po/LANG.mo, made by po/CMakeLists.txt).
racko_add_test(test_tk_lang SOURCES kit/test_tk_lang.c common/portable.c LIBS tk_bot tk TIMEOUT 60)
add_dependencies(test_tk_lang racko_catalogues)
