/*
 * simple.c - Rummikub's easy and medium players.
 *
 * easy: the sets its own rack makes on its own (the solver's largest set of
 * new sets, with an empty table, so the table is never touched), for the
 * initial meld too; one time in four it overlooks one of those sets (drawn
 * from the player's own generator).
 *
 * medium: the same sets, never overlooked, and then each tile left on the
 * rack that extends a set on the table (a run at either end, a group to
 * four) goes there, one after another while any fits.  It never takes a
 * set apart or moves a tile between sets.  A joker is added to a set only
 * when it is the last tile of the rack.
 */
#include <string.h>

#include "ai_impl.h"

enum {
    EASY_MISS_IN = 4 /* easy overlooks a set one time in EASY_MISS_IN */
};

/* Adds the tiles of leftover (on the rack after the new sets) to the sets
 * of *table that they extend; returns how many went. */
static int extend_sets(RkTable *table, RkCounts *leftover)
{
    int placed = 0;
    int left = rk_counts_total(leftover);
    for (int changed = 1; changed;) {
        changed = 0;
        for (int k = 0; k < RK_KINDS; k++) {
            if (leftover->n[k] == 0 || (k == RK_JOKER && left != 1)) {
                continue;
            }
            if (rk_ai_extend_set(table, (RkTile)k)) {
                leftover->n[k]--;
                left--;
                placed++;
                changed = 1;
            }
        }
    }
    return placed;
}

int rk_ai_decide_simple(RkSolver *solver, TkRng *rng, const RkView *view, int extend, RkMove *out)
{
    int melded = view->log[view->seat].melded;
    RkCounts empty;
    rk_counts_clear(&empty);
    RkSolution sol;
    int rc = rk_solve(solver, &empty, &view->rack, melded, NULL, &sol, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    /* sol.table: new sets from the rack alone (with melded 1 and an empty
     * table, the whole table after the play is the new sets). */
    RkTable sets = sol.table;
    if (!extend && sets.nsets > 0 && tk_rng_below(rng, EASY_MISS_IN) == 0) {
        int drop = (int)tk_rng_below(rng, (uint32_t)sets.nsets);
        sets.sets[drop] = sets.sets[sets.nsets - 1];
        sets.nsets--;
        if (!melded) {
            int value = 0;
            for (int i = 0; i < sets.nsets; i++) {
                value += rk_ai_set_value(&sets.sets[i]);
            }
            if (value < RK_MELD_MIN) {
                sets.nsets = 0;
            }
        }
    }
    memset(out, 0, sizeof *out);
    out->table = view->table;
    int placed = 0;
    RkCounts leftover = view->rack;
    for (int i = 0; i < sets.nsets && out->table.nsets < RK_TABLE_MAX_SETS; i++) {
        out->table.sets[out->table.nsets++] = sets.sets[i];
        placed += sets.sets[i].n;
        RkCounts c;
        rk_counts_clear(&c);
        rk_counts_add_set(&c, &sets.sets[i]);
        rk_ai_counts_sub(&leftover, &c);
    }
    if (extend && melded) {
        placed += extend_sets(&out->table, &leftover);
    }
    out->kind = placed > 0 ? RK_ACT_PLAY : RK_ACT_DRAW;
    if (placed == 0) {
        memset(&out->table, 0, sizeof out->table);
    }
    return TK_OK;
}
