# Rummikub's computer players (rummikub/ai.h) and the arena
# (rummikub/arena.h): legal moves to the end of many seeded games,
# determinism, no hidden information, hints.
racko_add_test(test_rummikub_ai
  SOURCES rummikub/ai/test_ai.c
  LIBS rummikub_play rummikub_solver
  TIMEOUT 900)
add_dependencies(test_rummikub_ai racko_catalogues)

# The arena (a tool, not a test):
# rummikub-arena --a LEVEL --b LEVEL [--players N] [--deals N] [--seed S] [--timer T] [--json]
add_executable(rummikub-arena rummikub/ai/arena_main.c)
target_link_libraries(rummikub-arena PRIVATE rummikub_solver)
if(RACKO_SANITIZE)
  target_compile_definitions(test_rummikub_ai PRIVATE RK_AI_GAMES=12)
endif()
# The tool itself: a tiny seeded run in JSON, and a bad level refused.
add_test(NAME rummikub_arena_json COMMAND rummikub-arena --a hard --b easy --players 3 --deals 2 --seed 1 --json)
set_tests_properties(rummikub_arena_json PROPERTIES
  PASS_REGULAR_EXPRESSION "\"games\":6,.*\"a_rate\":[0-9.]+,.*\"level\":\"easy\",\"seats\":2"
  TIMEOUT 60)
add_test(NAME rummikub_arena_usage COMMAND rummikub-arena --a grandmaster --b hard)
set_tests_properties(rummikub_arena_usage PROPERTIES WILL_FAIL TRUE TIMEOUT 60)
