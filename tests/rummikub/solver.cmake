# The exact move solver (rummikub/solver.h): hand-written positions, the
# solve text format, and cross-checks against an independent exhaustive
# search (and, when GLPK is installed, an integer programme).
racko_add_test(test_rummikub_solver
  SOURCES rummikub/solver/test_solver.c rummikub/solver/brute.c
  LIBS rummikub_solver
  TIMEOUT 300)

# The benchmark (a tool, not a test): rummikub-solver-bench [--positions N] [--seed S]
add_executable(rummikub-solver-bench rummikub/solver/bench_main.c)
target_link_libraries(rummikub-solver-bench PRIVATE rummikub_solver)
