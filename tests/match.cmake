# The match layer (match/match.h) on two test doubles, Pile (by turns) and
# Race (by time), with real bot processes in sh (tests/match/).
if(TARGET mt AND NOT WIN32)
  racko_add_test(test_match SOURCES match/test_match.c match/doubles.c common/portable.c
                 LIBS mt_cli TIMEOUT 600)
  add_dependencies(test_match racko_catalogues) # test_notices_in_french reads build/po/fr.mo
endif()
# The match layer's desktop part (match/screen.h) on Pile.
if(TARGET mt_screen AND NOT WIN32)
  racko_add_test(test_screen SOURCES match/test_screen.c match/doubles.c common/portable.c
                 LIBS mt_screen)
endif()
