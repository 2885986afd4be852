# Rummikub engine: scripted rules and endings, random matches (invariants,
# replay), views that hide what is hidden (rummikub/engine.h).
racko_add_test(test_rummikub_engine
  SOURCES rummikub/engine/main.c rummikub/engine/scripted.c rummikub/engine/movegen.c
          rummikub/engine/test_rules.c rummikub/engine/test_ending.c rummikub/engine/test_random.c
  LIBS rummikub_engine
  TIMEOUT 900)
if(RACKO_SANITIZE)
  target_compile_definitions(test_rummikub_engine PRIVATE RK_RANDOM_MATCHES=40)
endif()
