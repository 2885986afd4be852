# Engine tests: scripted rule scenarios, random play, determinism, memory.
racko_add_test(test_engine
  SOURCES engine/main.c engine/scripted.c engine/test_rules.c engine/test_play.c engine/test_rng.c engine/test_track.c
  LIBS racko_engine
  TIMEOUT 300)
target_include_directories(test_engine PRIVATE ${CMAKE_SOURCE_DIR}/src/engine)
if(RACKO_SANITIZE)
  target_compile_definitions(test_engine PRIVATE RACKO_RANDOM_GAMES=80)
endif()
