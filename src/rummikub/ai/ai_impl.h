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

/* A valid set's value as the rules read it (0 for an invalid one). */
int rk_ai_set_value(const RkSet *set);

/* What tiles left on a rack cost: their numbers, a joker 30. */
int rk_ai_counts_value(const RkCounts *c);

/* Adds tile k to the first set of *table it extends as it lies (a run at
 * either end, a group to four): 1, or 0 with *table unchanged. */
int rk_ai_extend_set(RkTable *table, RkTile k);

/* The fewest tiles another seat holds, and that seat into *who. */
int rk_ai_fewest_opponent(const RkView *v, int *who);

/* Of an initial meld's sets (the solver's), the subset worth 30 or more
 * with the fewest tiles, then the fewest jokers, then the most value (of
 * the first 12 sets; the others are held): into *kept, the rest into
 * *held; returns the kept sets' value.  All three tables are the
 * caller's. */
int rk_ai_meld_smallest(const RkTable *sets, RkTable *kept, RkTable *held);

/* The play after the meld that puts down the most value (each tile
 * weighed by what it would cost left on the rack, a joker 30).  As
 * rk_solve. */
int rk_ai_solve_value(RkSolver *solver, const RkCounts *table, const RkCounts *rack, RkSolution *out);

/* The move a solution makes: after the meld the solver's whole table,
 * laid out as a person would lay it (the view's sets kept whole and in
 * place where they can be, rk_solve_keep); for the initial meld (melded 0)
 * the view's table and the new sets; a draw when it places nothing. */
void rk_ai_move_from_solution(RkSolver *solver, const RkView *view, int melded, const RkSolution *sol,
                              RkMove *out);

/* easy (extend 0) and medium (extend 1): sets from the rack alone, medium
 * then adds rack tiles to the sets on the table. */
int rk_ai_decide_simple(RkSolver *solver, TkRng *rng, const RkView *view, int extend, RkMove *out);

/* keepback (parity 0) and parity (1): keep every tile back until the rack
 * goes out (keepback.c). */
int rk_ai_decide_keepback(RkSolver *solver, const RkView *view, int parity, RkMove *out);

/* After the meld, the play that puts down the fewest tiles: one tile if
 * any fits (the highest number, a joker last); then, with `pairs`, two;
 * then the smallest set the rack makes alone; then (with `pairs`) the
 * solver's play; or a draw when none of these goes down or the seat has
 * not melded.  As rk_solve. */
int rk_ai_smallest_play(RkSolver *solver, const RkView *view, int pairs, RkMove *out);

/* What expert's move is for, as the hint for a turn in progress needs it
 * (hint.c: the same idea from the table as the person has it). */
typedef enum RkPlanKind {
    RK_PLAN_MELD = 0, /* the initial meld (or a draw before it) */
    RK_PLAN_OUT,      /* the whole rack goes down */
    RK_PLAN_KEEP,     /* a draw: every tile kept back until the rack can go out */
    RK_PLAN_TURN,     /* one tile instead of a draw, to move the seat that finds the pool empty */
    RK_PLAN_HOLD,     /* a draw: a play would move that seat to a worse place for this one */
    RK_PLAN_LOWER,    /* the most value down (a seat about to go out, the pool empty) */
    RK_PLAN_GUARD     /* two seats, the pool empty: a pass, or only what leaves the other rack
                         (the unseen tiles) unable to go out */
} RkPlanKind;

typedef struct RkPlan {
    int kind;  /* RkPlanKind */
    RkReason r; /* why, as the hint gives it: TURN, HOLD, LOWER, GUARD's numbers (the seat that
                   may go out next, the unseen tiles' worth, where the pool runs dry) */
} RkPlan;

/* expert; reason (may be NULL) gets why for a person (the hint), plan
 * (may be NULL; the caller's) what the move is for.  variant: 0, or 1 for
 * the second set of parameters of a tuning build. */
int rk_ai_decide_expert(RkSolver *solver, TkRng *rng, const RkView *view, int variant, RkMove *out,
                        RkReason *reason, RkPlan *plan);

/* rk_ai_hint with expert's plan into *plan (the caller's). */
int rk_ai_hint_plan(const RkView *view, uint64_t seed, RkMove *out, RkReason *reason, RkPlan *plan);

/* The tiles this seat has not seen: the box less the table and its rack
 * (the pool and the other racks together). */
void rk_ai_unseen(const RkView *v, RkCounts *out);

/* 1 if the tiles of a and b together make valid sets, every one of them
 * used (a rack b goes out on a table a); their arrangement into *out (may
 * be NULL; the caller's).  0 also when the solver cannot answer (out of
 * memory): a player then keeps to the safe side. */
int rk_ai_arrangeable(RkSolver *solver, const RkCounts *a, const RkCounts *b, RkTable *out);

#endif /* RK_AI_IMPL_H */
