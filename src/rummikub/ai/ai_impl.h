/*
 * ai_impl.h - what Rummikub's computer players share inside rummikub_solver:
 * the levels' decide functions and small helpers over counts and tables.
 * Every function here decides from an RkView only.
 */
#ifndef RK_AI_IMPL_H
#define RK_AI_IMPL_H

#include <stddef.h>

#include "kit/rng.h"
#include "rummikub/ai.h"
#include "rummikub/solver.h"

/* The table's tiles, counted. */
void rk_ai_table_counts(const RkTable *table, RkCounts *out);

/* a - b, kind by kind (b must lie within a). */
void rk_ai_counts_sub(RkCounts *a, const RkCounts *b);

/* The move a solution makes: after the meld the solver's whole table,
 * laid out as a person would lay it (the view's sets kept whole and in
 * place where they can be, rk_solve_keep); for the initial meld (melded 0)
 * the view's table and the new sets; a draw when it places nothing. */
void rk_ai_move_from_solution(RkSolver *solver, const RkView *view, int melded, const RkSolution *sol,
                              RkMove *out);

/* easy (extend 0) and medium (extend 1): sets from the rack alone, medium
 * then adds rack tiles to the sets on the table. */
int rk_ai_decide_simple(RkSolver *solver, TkRng *rng, const RkView *view, int extend, RkMove *out);

/* expert; reason (may be NULL) gets a sentence for a person (the hint).
 * variant: 0, or 1 for the second set of parameters of a tuning build. */
int rk_ai_decide_expert(RkSolver *solver, TkRng *rng, const RkView *view, int variant, RkMove *out,
                        char *reason, size_t size);

#endif /* RK_AI_IMPL_H */
