# Engine tests: scripted rule scenarios, random play, determinism, memory.
racko_add_test(test_engine
  SOURCES racko/engine/main.c racko/engine/scripted.c racko/engine/test_rules.c racko/engine/test_play.c racko/engine/test_track.c
  LIBS racko_engine
  TIMEOUT 1200)
target_include_directories(test_engine PRIVATE ${CMAKE_SOURCE_DIR}/src/racko/engine)
if(RACKO_SANITIZE)
  target_compile_definitions(test_engine PRIVATE RACKO_RANDOM_GAMES=80)
endif()
