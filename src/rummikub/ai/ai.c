/*
 * ai.c - Rummikub's computer players: the levels and what they share.
 *
 * Each level is a decide function over a seat's view (rummikub/ai.h).
 * easy and medium: simple.c; hard: the solver's maximum every turn (the
 * most tiles, then the most value), the "greedy" player of the literature;
 * expert: expert.c; the benchmark opponents keepback and parity:
 * keepback.c.
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

enum { LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD, LEVEL_EXPERT, LEVEL_KEEPBACK, LEVEL_PARITY, LEVEL_EXPERT_B };

/* The four levels, weakest first, then the benchmark opponents (players
 * who keep their tiles back, keepback.c). */
#ifdef RK_EXPERT_TUNING
/* Development builds only: a second expert whose parameters are read from
 * RK_EXPERT_B, to measure two variants against each other. */
static const char *const levels[] = {"easy", "medium", "hard", "expert", "keepback", "parity", "expert-b", NULL};
#else
static const char *const levels[] = {"easy", "medium", "hard", "expert", "keepback", "parity", NULL};
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

int rk_ai_set_value(const RkSet *set)
{
    RkReading r;
    return rk_set_read(set, &r, NULL, 0) == TK_OK ? r.value : 0;
}

int rk_ai_counts_value(const RkCounts *c)
{
    int v = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        v += c->n[k] * rk_tile_penalty((RkTile)k);
    }
    return v;
}

int rk_ai_extend_set(RkTable *table, RkTile k)
{
    for (int s = 0; s < table->nsets; s++) {
        RkSet *set = &table->sets[s];
        if (set->n >= RK_SET_MAX) {
            continue;
        }
        set->t[set->n++] = k;
        if (rk_set_read(set, &(RkReading){0}, NULL, 0) == TK_OK) {
            return 1;
        }
        set->n--;
    }
    return 0;
}

int rk_ai_fewest_opponent(const RkView *v, int *who)
{
    int best = RK_TILES + 1;
    *who = -1;
    for (int s = 0; s < v->config.players; s++) {
        if (s != v->seat && v->log[s].tiles < best) {
            best = v->log[s].tiles;
            *who = s;
        }
    }
    return best;
}

int rk_ai_meld_smallest(const RkTable *sets, RkTable *kept, RkTable *held)
{
    enum { MAX = 12 };
    const RkTable in = *sets; /* kept or held may be sets */
    sets = &in;
    int n = sets->nsets < MAX ? sets->nsets : MAX;
    int set_tiles[MAX], set_jokers[MAX], set_values[MAX];
    for (int i = 0; i < n; i++) {
        set_tiles[i] = sets->sets[i].n;
        set_values[i] = rk_ai_set_value(&sets->sets[i]);
        set_jokers[i] = 0;
        for (int j = 0; j < sets->sets[i].n; j++) {
            set_jokers[i] += sets->sets[i].t[j] == RK_JOKER;
        }
    }
    unsigned best = (1u << n) - 1;
    int best_tiles = RK_TILES + 1, best_jokers = RK_TILES + 1, best_value = 0;
    for (unsigned m = 1; m < (1u << n); m++) {
        int tiles = 0, jokers = 0, value = 0;
        for (int i = 0; i < n; i++) {
            if (m & (1u << i)) {
                tiles += set_tiles[i];
                value += set_values[i];
                jokers += set_jokers[i];
            }
        }
        if (value < RK_MELD_MIN) {
            continue;
        }
        if (tiles < best_tiles ||
            (tiles == best_tiles && (jokers < best_jokers || (jokers == best_jokers && value > best_value)))) {
            best = m;
            best_tiles = tiles;
            best_jokers = jokers;
            best_value = value;
        }
    }
    int value = 0;
    kept->nsets = 0;
    held->nsets = 0;
    for (int i = 0; i < sets->nsets; i++) {
        if (i < MAX && (best & (1u << i))) {
            kept->sets[kept->nsets++] = sets->sets[i];
            value += rk_ai_set_value(&sets->sets[i]);
        } else {
            held->sets[held->nsets++] = sets->sets[i];
        }
    }
    return value;
}

int rk_ai_solve_value(RkSolver *solver, const RkCounts *table, const RkCounts *rack, RkSolution *out)
{
    int w[RK_KINDS];
    for (int k = 0; k < RK_KINDS; k++) {
        w[k] = rk_tile_penalty((RkTile)k);
    }
    return rk_solve(solver, table, rack, 1, w, out, NULL, 0);
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
        return rk_ai_decide_expert(ai->solver, &ai->rng, view, 0, out, NULL, NULL);
    case LEVEL_KEEPBACK:
        return rk_ai_decide_keepback(ai->solver, view, 0, out);
    case LEVEL_PARITY:
        return rk_ai_decide_keepback(ai->solver, view, 1, out);
    case LEVEL_EXPERT_B:
        return rk_ai_decide_expert(ai->solver, &ai->rng, view, 1, out, NULL, NULL);
    default:
        return decide_max(ai->solver, view, out);
    }
}

int rk_ai_hint(const RkView *view, uint64_t seed, RkMove *out, RkReason *reason)
{
    return rk_ai_hint_plan(view, seed, out, reason, NULL);
}

int rk_ai_hint_plan(const RkView *view, uint64_t seed, RkMove *out, RkReason *reason, RkPlan *plan)
{
    if (!view || !out)
        return TK_E_ARG;
    if (reason)
        memset(reason, 0, sizeof *reason);
    if (view->phase != RK_PHASE_TURN || view->to_act != view->seat)
        return TK_E_PHASE;
    RkAI *ai = NULL;
    int rc = rk_ai_new(levels[LEVEL_EXPERT], seed, &ai);
    if (rc != TK_OK)
        return rc;
    rc = rk_ai_decide_expert(ai->solver, &ai->rng, view, 0, out, reason, plan);
    rk_ai_free(ai);
    return rc;
}
