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

# The cross-check against an integer programme needs GLPK (Debian:
# libglpk-dev); without it this test is not built and says so.
find_path(RACKO_GLPK_INCLUDE glpk.h)
find_library(RACKO_GLPK_LIBRARY glpk)
if(RACKO_GLPK_INCLUDE AND RACKO_GLPK_LIBRARY)
  racko_add_test(test_rummikub_solver_ilp
    SOURCES rummikub/solver/test_solver_ilp.c
    LIBS rummikub_solver ${RACKO_GLPK_LIBRARY}
    TIMEOUT 600)
  target_include_directories(test_rummikub_solver_ilp PRIVATE ${RACKO_GLPK_INCLUDE})
else()
  message(STATUS "GLPK not found: test_rummikub_solver_ilp (the solver against an integer programme) is not built")
endif()
