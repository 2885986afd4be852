/*
 * ai.c - Rummikub's computer players: the levels and what they share.
 *
 * Each level is a decide function over a seat's view (rummikub/ai.h).
 * easy and medium: simple.c; hard: the solver's maximum every turn (the
 * most tiles, then the most value), the "greedy" player of the literature;
 * expert: expert.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_impl.h"

struct RkAI {
    const char *level;
    int id; /* LEVEL_* */
    TkRng rng;
    RkSolver *solver;
};

enum { LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD, LEVEL_EXPERT, LEVEL_EXPERT_B };

#ifdef RK_EXPERT_TUNING
/* Development builds only: a second expert whose parameters are read from
 * RK_EXPERT_B, to measure two variants against each other. */
static const char *const levels[] = {"easy", "medium", "hard", "expert", "expert-b", NULL};
#else
static const char *const levels[] = {"easy", "medium", "hard", "expert", NULL};
#endif

const char *const *rk_ai_levels(void) { return levels; }

int rk_ai_level_valid(const char *level)
{
    if (!level)
        return 0;
    for (int i = 0; levels[i]; i++)
        if (strcmp(levels[i], level) == 0)
            return 1;
    return 0;
}

int rk_ai_new(const char *level, uint64_t seed, RkAI **out)
{
    if (!out)
        return TK_E_ARG;
    *out = NULL;
    int found = -1;
    for (int i = 0; level && levels[i]; i++)
        if (strcmp(levels[i], level) == 0)
            found = i;
    if (found < 0)
        return TK_E_ARG;
    RkAI *ai = calloc(1, sizeof *ai);
    if (!ai)
        return TK_E_NOMEM;
    ai->level = levels[found];
    ai->id = found;
    tk_rng_seed(&ai->rng, seed);
    ai->solver = rk_solver_new();
    if (!ai->solver) {
        free(ai);
        return TK_E_NOMEM;
    }
    *out = ai;
    return TK_OK;
}

void rk_ai_free(RkAI *ai)
{
    if (!ai)
        return;
    rk_solver_free(ai->solver);
    free(ai);
}

const char *rk_ai_level(const RkAI *ai) { return ai ? ai->level : ""; }

void rk_ai_table_counts(const RkTable *table, RkCounts *out)
{
    rk_counts_clear(out);
    rk_counts_add_table(out, table);
}

void rk_ai_counts_sub(RkCounts *a, const RkCounts *b)
{
    for (int k = 0; k < RK_KINDS; k++) {
        a->n[k] = (uint8_t)(a->n[k] >= b->n[k] ? a->n[k] - b->n[k] : 0);
    }
}

void rk_ai_move_from_solution(RkSolver *solver, const RkView *view, int melded, const RkSolution *sol,
                              RkMove *out)
{
    memset(out, 0, sizeof *out);
    if (sol->tiles == 0) {
        out->kind = RK_ACT_DRAW;
        return;
    }
    out->kind = RK_ACT_PLAY;
    if (melded) {
        /* Only running out of memory stops rk_solve_keep: the solver's
         * own arrangement is as good a play. */
        if (rk_solve_keep(solver, &view->table, &sol->table, &out->table, NULL, 0) != TK_OK) {
            out->table = sol->table;
        }
        return;
    }
    out->table = view->table;
    for (int i = 0; i < sol->table.nsets && out->table.nsets < RK_TABLE_MAX_SETS; i++) {
        out->table.sets[out->table.nsets++] = sol->table.sets[i];
    }
}

/* The greedy maximum: the most rack tiles, then the most value. */
static int decide_max(RkSolver *solver, const RkView *view, RkMove *out)
{
    RkCounts table;
    rk_ai_table_counts(&view->table, &table);
    int melded = view->log[view->seat].melded;
    RkSolution sol;
    int rc = rk_solve(solver, &table, &view->rack, melded, NULL, &sol, NULL, 0);
    if (rc != TK_OK)
        return rc;
    rk_ai_move_from_solution(solver, view, melded, &sol, out);
    return TK_OK;
}

int rk_ai_decide(RkAI *ai, const RkView *view, RkMove *out)
{
    if (!ai || !view || !out)
        return TK_E_ARG;
    if (view->phase != RK_PHASE_TURN || view->to_act != view->seat)
        return TK_E_PHASE;
    switch (ai->id) {
    case LEVEL_EASY:
        return rk_ai_decide_simple(ai->solver, &ai->rng, view, 0, out);
    case LEVEL_MEDIUM:
        return rk_ai_decide_simple(ai->solver, &ai->rng, view, 1, out);
    case LEVEL_EXPERT:
        return rk_ai_decide_expert(ai->solver, &ai->rng, view, 0, out, NULL, 0);
    case LEVEL_EXPERT_B:
        return rk_ai_decide_expert(ai->solver, &ai->rng, view, 1, out, NULL, 0);
    default:
        return decide_max(ai->solver, view, out);
    }
}

int rk_ai_hint(const RkView *view, uint64_t seed, RkMove *out, char *reason, size_t size)
{
    if (!view || !out)
        return TK_E_ARG;
    if (reason && size)
        reason[0] = '\0';
    if (view->phase != RK_PHASE_TURN || view->to_act != view->seat)
        return TK_E_PHASE;
    RkAI *ai = NULL;
    int rc = rk_ai_new(levels[LEVEL_EXPERT], seed, &ai);
    if (rc != TK_OK)
        return rc;
    rc = rk_ai_decide_expert(ai->solver, &ai->rng, view, 0, out, reason, size);
    rk_ai_free(ai);
    return rc;
}
