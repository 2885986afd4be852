# Rummikub's computer players (rummikub/ai.h) and the arena
# (rummikub/arena.h): legal moves to the end of many seeded games,
# determinism, no hidden information, hints.
racko_add_test(test_rummikub_ai
  SOURCES rummikub/ai/test_ai.c
  LIBS rummikub_solver
  TIMEOUT 300)

# The arena (a tool, not a test):
# rummikub-arena --a LEVEL --b LEVEL [--players N] [--deals N] [--seed S] [--timer T] [--json]
add_executable(rummikub-arena rummikub/ai/arena_main.c)
target_link_libraries(rummikub-arena PRIVATE rummikub_solver)
if(RACKO_SANITIZE)
  target_compile_definitions(test_rummikub_ai PRIVATE RK_AI_GAMES=12)
endif()
