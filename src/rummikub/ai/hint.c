/*
 * hint.c - the hint for a turn in progress (rk_ai_hint_turn): the
 * strongest level's advice for the table as the person has it now, every
 * tile they put down kept, and only when that cannot be (or a play from
 * the turn's start puts more tiles down) its advice from the turn's start.
 *
 * From the table as it stands, following what expert's move from the
 * turn's start is for (its RkPlan, see expert.c):
 *   - the whole rack goes down from here: that play;
 *   - before the initial meld: the fewest that make a meld of 30 or more
 *     with the tiles put down;
 *   - expert lowers its rack (a seat about to go out, the pool empty): the
 *     most points that go down from here, and why;
 *   - two seats and the pool empty, where expert passes or puts down only
 *     what leaves the other rack (the tiles it has not seen) unable to go
 *     out: the most points from here if they leave it so, else the fewest
 *     that make every set valid if those do; when expert passes, or
 *     neither is safe, expert's move from the turn's start
 *     (RK_HINT_START_WORSE);
 *   - expert draws because a play would move the seat that finds the pool
 *     empty first to a worse place for it: the draw, when a tile was put
 *     down (RK_HINT_START_WORSE);
 *   - otherwise (keeping back, or one tile instead of a draw to move that
 *     seat) the fewest rack tiles that make every set valid (none when
 *     they are valid already: end the turn), the rest kept back, the why
 *     of the end of the pool said when that is what the play is for.
 * Every judgement here is from the seat's view: the other rack is the
 * tiles this seat has not seen (rk_ai_unseen).
 * The play's table is laid out as close to the person's as the solver can
 * (rk_solve_keep): their sets stay where they can, in their order.
 */
#include <stdio.h>
#include <string.h>

#include "ai_impl.h"

/* 1 if a set of t not used yet holds set's tiles (it is then used). */
static int match_set(const RkTable *t, int *used, const RkSet *set)
{
    for (int j = 0; j < t->nsets; j++) {
        if (!used[j] && rk_set_same(set, &t->sets[j])) {
            used[j] = 1;
            return 1;
        }
    }
    return 0;
}

/* 1 if a and b hold the same sets (each of a matched with one of b). */
static int same_sets(const RkTable *a, const RkTable *b)
{
    int used[RK_TABLE_MAX_SETS] = {0};
    if (a->nsets != b->nsets) {
        return 0;
    }
    for (int i = 0; i < a->nsets; i++) {
        if (!match_set(b, used, &a->sets[i])) {
            return 0;
        }
    }
    return 1;
}

/* The value of a table's sets as the rules read them (invalid ones 0). */
static int sets_value(const RkTable *t)
{
    int v = 0;
    for (int i = 0; i < t->nsets; i++) {
        RkReading r;
        if (rk_set_read(&t->sets[i], &r, NULL, 0) == TK_OK) {
            v += r.value;
        }
    }
    return v;
}

static int all_valid(const RkTable *t)
{
    for (int i = 0; i < t->nsets; i++) {
        RkReading r;
        if (rk_set_read(&t->sets[i], &r, NULL, 0) != TK_OK) {
            return 0;
        }
    }
    return 1;
}

/* Rack tiles a move's table puts down beyond those of `table`. */
static int tiles_beyond(const RkTable *after, const RkCounts *table)
{
    RkCounts c;
    rk_counts_clear(&c);
    rk_counts_add_table(&c, after);
    return rk_counts_total(&c) - rk_counts_total(table);
}

/* Of the rack tiles `placed` (a solution over `fixed`, the tiles that must
 * go down), as few as still make valid sets with `fixed`: the sets made of
 * them alone taken back whole, then each tile in turn (jokers first, then
 * the lowest) when the rest can still be arranged (and, for an initial
 * meld, be worth 30), none when `fixed` alone makes them; *out the
 * arrangement of what is left.  TK_OK, or the solver's status. */
static int fewest(RkSolver *sv, const RkCounts *fixed, RkCounts *placed, int meld, RkTable *out)
{
    RkCounts empty;
    rk_counts_clear(&empty);
    RkSolution sol;
    /* none at all when `fixed` makes valid sets alone (taking tiles back
     * one by one can stop short of that: two that fit only together) */
    int rc = rk_solve(sv, fixed, &empty, 1, NULL, &sol, NULL, 0);
    if (rc == TK_OK && (!meld || sets_value(&sol.table) >= RK_MELD_MIN)) {
        rk_counts_clear(placed);
        *out = sol.table;
        return TK_OK;
    }
    if (rc != TK_OK && rc != TK_E_RULE) {
        return rc;
    }
    RkCounts all = *fixed;
    for (int k = 0; k < RK_KINDS; k++) {
        all.n[k] = (uint8_t)(all.n[k] + placed->n[k]);
    }
    rc = rk_solve(sv, &all, &empty, 1, NULL, &sol, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    *out = sol.table;
    /* whole sets of rack tiles alone taken back, the longest first */
    for (;;) {
        int best = -1;
        for (int i = 0; i < out->nsets; i++) {
            RkCounts set;
            int ok = 1;
            rk_counts_clear(&set);
            rk_counts_add_set(&set, &out->sets[i]);
            for (int k = 0; k < RK_KINDS && ok; k++) {
                ok = set.n[k] <= placed->n[k];
            }
            if (ok && meld) {
                RkTable rest = *out;
                rest.sets[i] = rest.sets[--rest.nsets];
                ok = sets_value(&rest) >= RK_MELD_MIN;
            }
            if (ok && (best < 0 || out->sets[i].n > out->sets[best].n)) {
                best = i;
            }
        }
        if (best < 0) {
            break;
        }
        for (int j = 0; j < out->sets[best].n; j++) {
            placed->n[out->sets[best].t[j]]--;
            all.n[out->sets[best].t[j]]--;
        }
        memmove(&out->sets[best], &out->sets[best + 1],
                sizeof out->sets[0] * (size_t)(out->nsets - best - 1));
        out->nsets--;
    }
    /* then single tiles: jokers first, then the lowest numbers */
    RkTile order[RK_KINDS];
    int no = 0;
    order[no++] = RK_JOKER;
    for (int v = 1; v <= RK_NUMBERS; v++) {
        for (int c = 0; c < RK_COLOURS; c++) {
            order[no++] = rk_tile(c, v);
        }
    }
    for (int i = 0; i < no; i++) {
        RkTile t = order[i];
        while (placed->n[t] > 0) {
            all.n[t]--;
            rc = rk_solve(sv, &all, &empty, 1, NULL, &sol, NULL, 0);
            if (rc == TK_OK && (!meld || sets_value(&sol.table) >= RK_MELD_MIN)) {
                placed->n[t]--;
                *out = sol.table;
                continue;
            }
            all.n[t]++;
            if (rc != TK_OK && rc != TK_E_RULE) {
                return rc;
            }
            break;
        }
    }
    return TK_OK;
}

/* 1 ("then every set is valid") when `more` goes down or a set of `now`
 * is not valid yet, else 0 ("every set is valid"). */
static int valid_then(const RkCounts *more, const RkTable *now)
{
    return rk_counts_total(more) > 0 || !all_valid(now);
}

/* 1 if the other rack `y` goes out on the table's tiles `table` with the
 * rack tiles `more` put down. */
static int lets_out(RkSolver *sv, const RkCounts *table, const RkCounts *more, const RkCounts *y)
{
    RkCounts on = *table;
    for (int k = 0; k < RK_KINDS; k++) {
        on.n[k] = (uint8_t)(on.n[k] + more->n[k]);
    }
    return rk_ai_arrangeable(sv, &on, y, NULL);
}

/* Two seats and the pool empty, where expert puts down only what leaves
 * the other rack (the tiles this seat has not seen) unable to go out:
 * from the table as it stands (its tiles `now_t`, the rack `rack_now`,
 * `placed` put down this turn), the most points if that leaves the other
 * rack so, else the fewest rack tiles that make every set valid if they
 * do; into *more (on entry the most tiles that go down from here),
 * *after, and why into *r ("your rack drops from A to B points, and seat
 * 2 (...) still cannot go out": the plan's seat and unseen worth).
 * TK_E_RULE when neither does; the solver's status. */
static int guard(RkSolver *sv, const RkView *view, const RkTable *now, const RkCounts *now_t,
                 const RkCounts *rack_now, const RkCounts *placed, RkCounts *more, RkTable *after,
                 const RkReason *plan_why, RkReason *r)
{
    RkCounts y;
    RkSolution low;
    rk_ai_unseen(view, &y);
    int rc = rk_ai_solve_value(sv, now_t, rack_now, &low);
    if (rc != TK_OK) {
        return rc;
    }
    if (!lets_out(sv, now_t, &low.placed, &y)) {
        int from = rk_ai_counts_value(&view->rack);
        int to = from - rk_ai_counts_value(placed) - rk_ai_counts_value(&low.placed);
        *after = low.table;
        *more = low.placed;
        r->why = RK_WHY_GUARD_DROP;
        r->from = from;
        r->to = to;
        r->seat = plan_why->seat;
        r->theirs = plan_why->theirs;
        return TK_OK;
    }
    rc = fewest(sv, now_t, more, 0, after);
    if (rc != TK_OK) {
        return rc;
    }
    if (lets_out(sv, now_t, more, &y)) {
        return TK_E_RULE;
    }
    r->why = RK_WHY_GUARD_VALID;
    r->then = valid_then(more, now);
    r->seat = plan_why->seat;
    r->theirs = plan_why->theirs;
    return TK_OK;
}

/* The advice of a play from the table as it stands: play the tiles
 * `more`, or arrange the sets (those of `after` that are not the
 * person's) when only the sets change, or end the turn; into *r (may be
 * NULL), whose why is set. */
static void advice(const RkTable *now, const RkTable *after, const RkCounts *more, RkReason *r)
{
    if (r == NULL) {
        return;
    }
    if (rk_counts_total(more) > 0) {
        r->advice = RK_ADVICE_PLAY;
        r->tiles = *more;
        return;
    }
    if (!same_sets(now, after)) {
        /* the sets of the play that are not the person's */
        int used[RK_TABLE_MAX_SETS] = {0};
        r->advice = RK_ADVICE_ARRANGE;
        r->sets.nsets = 0;
        for (int i = 0; i < after->nsets; i++) {
            if (!match_set(now, used, &after->sets[i])) {
                r->sets.sets[r->sets.nsets++] = after->sets[i];
            }
        }
        return;
    }
    r->advice = RK_ADVICE_END;
}

int rk_ai_hint_turn(const RkView *view, const RkTable *now, uint64_t seed, RkHint *out,
                    RkReason *reason)
{
    if (view == NULL || now == NULL || out == NULL || now->nsets < 0 ||
        now->nsets > RK_TABLE_MAX_SETS) {
        return TK_E_ARG;
    }
    memset(out, 0, sizeof *out);
    if (reason != NULL) {
        memset(reason, 0, sizeof *reason);
    }
    if (view->phase != RK_PHASE_TURN || view->to_act != view->seat) {
        return TK_E_PHASE;
    }
    /* What was put down from the rack; the rack now. */
    RkCounts start_t, now_t, placed, rack_now;
    rk_ai_table_counts(&view->table, &start_t);
    rk_ai_table_counts(now, &now_t);
    rack_now = view->rack;
    for (int k = 0; k < RK_KINDS; k++) {
        if (now_t.n[k] < start_t.n[k] || now_t.n[k] - start_t.n[k] > view->rack.n[k]) {
            return TK_E_ARG; /* not this turn's table */
        }
        placed.n[k] = (uint8_t)(now_t.n[k] - start_t.n[k]);
        rack_now.n[k] = (uint8_t)(view->rack.n[k] - placed.n[k]);
    }
    RkReason start_reason;
    RkMove start_move;
    RkPlan plan;
    int rc = rk_ai_hint_plan(view, seed, &start_move, &start_reason, &plan);
    if (rc != TK_OK) {
        return rc;
    }
    if (same_sets(now, &view->table)) {
        /* nothing moved: the hint from the turn's start is this one */
        out->move = start_move;
        out->more = start_move.kind == RK_ACT_PLAY ? tiles_beyond(&start_move.table, &start_t) : 0;
        if (reason != NULL) {
            *reason = start_reason;
        }
        return TK_OK;
    }
    RkSolver *sv = rk_solver_new();
    if (sv == NULL) {
        return TK_E_NOMEM;
    }
    int melded = view->log[view->seat].melded;
    int rack_left = rk_counts_total(&rack_now), down = rk_counts_total(&placed);
    int start_tiles = start_move.kind == RK_ACT_PLAY ? tiles_beyond(&start_move.table, &start_t) : 0;
    RkTable after;
    RkCounts more;
    RkReason why; /* the advice is set at the end */
    RkSolution full;
    memset(&why, 0, sizeof why);
    why.mine = rk_ai_counts_value(&view->rack);
    /* The most that goes down from here (every tile put down kept). */
    rc = melded ? rk_solve(sv, &now_t, &rack_now, 1, NULL, &full, NULL, 0)
                : rk_solve(sv, &placed, &rack_now, 1, NULL, &full, NULL, 0);
    if (rc == TK_E_RULE || (rc == TK_OK && !melded && sets_value(&full.table) < RK_MELD_MIN)) {
        out->from_start = RK_HINT_START_CANNOT;
        goto from_start;
    }
    if (rc != TK_OK) {
        goto done;
    }
    if (start_move.kind == RK_ACT_PLAY && start_tiles > down + full.tiles) {
        out->from_start = RK_HINT_START_BETTER;
        goto from_start;
    }
    more = full.placed;
    if (full.tiles == rack_left) {
        /* the whole rack goes down from here */
        after = full.table;
        if (melded) {
            why.why = RK_WHY_OUT;
        } else {
            why.why = RK_WHY_MELD_OUT;
            why.value = sets_value(&full.table);
        }
    } else if (!melded) {
        /* the fewest that make a meld of 30 with what was put down */
        rc = fewest(sv, &placed, &more, 1, &after);
        if (rc != TK_OK) {
            goto done;
        }
        why.why = RK_WHY_MELD;
        why.value = sets_value(&after);
    } else if (plan.kind == RK_PLAN_GUARD && start_move.kind != RK_ACT_PLAY) {
        /* two seats, the pool empty: expert passes */
        out->from_start = RK_HINT_START_WORSE;
        goto from_start;
    } else if (plan.kind == RK_PLAN_LOWER) {
        /* expert lowers its rack now: the most points from here */
        RkSolution low;
        rc = rk_ai_solve_value(sv, &now_t, &rack_now, &low);
        if (rc != TK_OK) {
            goto done;
        }
        after = low.table;
        more = low.placed;
        /* the plan's loss (who may go out next), so lower your rack */
        int from = rk_ai_counts_value(&view->rack);
        why = plan.r;
        why.why = RK_WHY_LOWER;
        why.from = from;
        why.to = from - rk_ai_counts_value(&placed) - rk_ai_counts_value(&more);
    } else if (plan.kind == RK_PLAN_GUARD) {
        /* two seats, the pool empty, expert puts down only what leaves the
         * other rack (the tiles this seat has not seen) unable to go out:
         * from here the most points if they are safe, else the fewest */
        rc = guard(sv, view, now, &now_t, &rack_now, &placed, &more, &after, &plan.r, &why);
        if (rc == TK_E_RULE) {
            out->from_start = RK_HINT_START_WORSE;
            goto from_start;
        }
        if (rc != TK_OK) {
            goto done;
        }
    } else {
        /* the fewest that make every set valid; the rest kept back */
        rc = fewest(sv, &now_t, &more, 0, &after);
        if (rc != TK_OK) {
            goto done;
        }
        int now_down = down + rk_counts_total(&more);
        int then = valid_then(&more, now);
        if (plan.kind == RK_PLAN_HOLD && now_down > 0) {
            /* a play moves the end of the pool where expert does not want it */
            out->from_start = RK_HINT_START_WORSE;
            goto from_start;
        }
        if (plan.kind == RK_PLAN_TURN && now_down == 0) {
            /* a tile must go down to move the end of the pool */
            out->from_start = RK_HINT_START_BETTER;
            goto from_start;
        }
        if (plan.kind == RK_PLAN_TURN) {
            /* and as you play instead of drawing, the plan's flip */
            why = plan.r;
            why.why = RK_WHY_VALID_FLIP;
        } else {
            why.why = RK_WHY_VALID_KEEP;
        }
        why.then = then;
    }
    if (!melded) {
        /* the table's sets as they were, the meld's after them */
        RkTable whole = view->table;
        for (int i = 0; i < after.nsets && whole.nsets < RK_TABLE_MAX_SETS; i++) {
            whole.sets[whole.nsets++] = after.sets[i];
        }
        after = whole;
    }
    /* laid out as close to the person's table as can be */
    if (rk_solve_keep(sv, now, &after, &out->move.table, NULL, 0) != TK_OK) {
        out->move.table = after;
    }
    out->move.kind = RK_ACT_PLAY;
    out->more = rk_counts_total(&more);
    if (reason != NULL) {
        *reason = why;
        reason->advice = RK_ADVICE_NONE;
        reason->by_sets = 0;
        reason->count = 0;
        rk_counts_clear(&reason->tiles);
        reason->sets.nsets = 0;
        reason->kept.nsets = 0;
        advice(now, &out->move.table, &more, reason);
    }
    rc = TK_OK;
    goto done;
from_start:
    out->move = start_move;
    out->more = start_tiles;
    if (reason != NULL) {
        *reason = start_reason;
    }
    rc = TK_OK;
done:
    rk_solver_free(sv);
    return rc;
}
