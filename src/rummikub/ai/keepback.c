/*
 * keepback.c - Rummikub's benchmark opponents "keepback" and "parity":
 * players who keep their tiles back, as a thoughtful person does, written
 * from the description in issue 28 (docs/ai.md, "Benchmark opponents"):
 *
 *   keepback: the initial meld with the fewest tiles worth 30, as soon as
 *   it can; then it draws until its whole rack can go down in one turn,
 *   and goes out then; it cuts its loss (the play that puts down the most
 *   value) when another seat is down to one tile or the pool is empty.
 *
 *   parity: the same, plus one rule: once the pool holds six tiles or
 *   fewer and another seat would draw the last one, it makes the smallest
 *   legal play (often one tile) instead of drawing, once a game, so that
 *   another seat meets the empty pool first.
 *
 * Both decide from the view alone, with no chance and no clock; "once a
 * game" is read from the view too (the seat has played nothing but its
 * meld).
 */
#include <string.h>

#include "ai_impl.h"

enum {
    PARITY_POOL = 6,  /* the pool this low or lower: the parity rule */
    KEEPBACK_DANGER = 1 /* another seat with this few tiles: cut the loss */
};

/* The solver's play of the tiles of `rack` alone against the view's table
 * (melded): 1 and *out when it places all of them. */
static int fits(RkSolver *solver, const RkView *v, const RkCounts *table, const RkCounts *rack, RkMove *out,
                int *rc)
{
    RkSolution sol;
    *rc = rk_solve(solver, table, rack, 1, NULL, &sol, NULL, 0);
    if (*rc != TK_OK || sol.tiles != rk_counts_total(rack)) {
        return 0;
    }
    rk_ai_move_from_solution(solver, v, 1, &sol, out);
    return 1;
}

/* The rack's kinds in the order single tiles are tried: the highest
 * number first, a joker last; returns how many. */
static int single_order(const RkCounts *rack, RkTile *kinds)
{
    int n = 0;
    for (int number = RK_NUMBERS; number >= 1; number--) {
        for (int c = 0; c < RK_COLOURS; c++) {
            if (rack->n[rk_tile(c, number)] > 0) {
                kinds[n++] = rk_tile(c, number);
            }
        }
    }
    if (rack->n[RK_JOKER] > 0) {
        kinds[n++] = RK_JOKER;
    }
    return n;
}

int rk_ai_smallest_play(RkSolver *solver, const RkView *v, int pairs, RkMove *out)
{
    memset(out, 0, sizeof *out);
    out->kind = RK_ACT_DRAW;
    if (!v->log[v->seat].melded) {
        return TK_OK;
    }
    RkCounts table;
    rk_ai_table_counts(&v->table, &table);
    int rc = TK_OK;
    RkTile kinds[RK_KINDS];
    int nk = single_order(&v->rack, kinds);
    /* One tile: the first that extends a set as it lies or fits with the
     * table rearranged (the solver, only when it extends none). */
    for (int i = 0; i < nk; i++) {
        out->table = v->table;
        if (rk_ai_extend_set(&out->table, kinds[i])) {
            out->kind = RK_ACT_PLAY;
            return TK_OK;
        }
        memset(&out->table, 0, sizeof out->table);
        RkCounts one;
        rk_counts_clear(&one);
        one.n[kinds[i]] = 1;
        if (fits(solver, v, &table, &one, out, &rc) || rc != TK_OK) {
            return rc;
        }
    }
    /* Two tiles. */
    for (int a = 0; a < RK_KINDS && pairs; a++) {
        for (int b = a; b < RK_KINDS && v->rack.n[a] > 0; b++) {
            if (v->rack.n[b] < (a == b ? 2 : 1)) {
                continue;
            }
            RkCounts two;
            rk_counts_clear(&two);
            two.n[a]++;
            two.n[b]++;
            if (fits(solver, v, &table, &two, out, &rc) || rc != TK_OK) {
                return rc;
            }
        }
    }
    /* The smallest set the rack makes alone, or else the solver's play. */
    RkCounts empty;
    rk_counts_clear(&empty);
    RkSolution own;
    rc = rk_solve(solver, &empty, &v->rack, 1, NULL, &own, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    if (own.tiles > 0) {
        int pick = 0;
        for (int i = 1; i < own.table.nsets; i++) {
            if (own.table.sets[i].n < own.table.sets[pick].n) {
                pick = i;
            }
        }
        out->kind = RK_ACT_PLAY;
        out->table = v->table;
        out->table.sets[out->table.nsets++] = own.table.sets[pick];
        return TK_OK;
    }
    if (!pairs) {
        return TK_OK;
    }
    RkSolution most;
    rc = rk_solve(solver, &table, &v->rack, 1, NULL, &most, NULL, 0);
    if (rc == TK_OK) {
        rk_ai_move_from_solution(solver, v, 1, &most, out);
    }
    return rc;
}

/* The initial meld: the fewest tiles worth 30, or the whole meld when it
 * empties the rack or the loss is being cut. */
static int keepback_meld(RkSolver *solver, const RkView *v, int danger, RkMove *out)
{
    RkCounts table;
    rk_ai_table_counts(&v->table, &table);
    RkSolution sol;
    int rc = rk_solve(solver, &table, &v->rack, 0, NULL, &sol, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    if (sol.tiles > 0 && sol.tiles < rk_counts_total(&v->rack) && !danger) {
        RkTable held;
        sol.value = rk_ai_meld_smallest(&sol.table, &sol.table, &held);
        sol.tiles = 0;
        for (int i = 0; i < sol.table.nsets; i++) {
            sol.tiles += sol.table.sets[i].n;
        }
    }
    rk_ai_move_from_solution(solver, v, 0, &sol, out);
    return TK_OK;
}

int rk_ai_decide_keepback(RkSolver *solver, const RkView *v, int parity, RkMove *out)
{
    int who;
    int danger = rk_ai_fewest_opponent(v, &who) <= KEEPBACK_DANGER || v->pool == 0;
    if (!v->log[v->seat].melded) {
        return keepback_meld(solver, v, danger, out);
    }
    RkCounts table;
    rk_ai_table_counts(&v->table, &table);
    RkSolution sol;
    int rc = rk_solve(solver, &table, &v->rack, 1, NULL, &sol, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    if (sol.tiles == rk_counts_total(&v->rack)) {
        rk_ai_move_from_solution(solver, v, 1, &sol, out); /* out */
        return TK_OK;
    }
    if (danger) {
        rc = rk_ai_solve_value(solver, &table, &v->rack, &sol);
        if (rc == TK_OK) {
            rk_ai_move_from_solution(solver, v, 1, &sol, out);
        }
        return rc;
    }
    /* The seat that draws the last tile, if every seat draws from now on,
     * is (pool - 1) seats after this one. */
    if (parity && v->pool <= PARITY_POOL && (v->pool - 1) % v->config.players != 0 &&
        v->log[v->seat].plays <= 1) {
        return rk_ai_smallest_play(solver, v, 1, out);
    }
    memset(out, 0, sizeof *out);
    out->kind = RK_ACT_DRAW;
    return TK_OK;
}
