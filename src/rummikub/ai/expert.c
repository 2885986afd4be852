/*
 * expert.c - Rummikub's expert player: plays to win the game, not the turn.
 *
 * Measured against the greedy maximum (hard) in the arena (docs/ai.md),
 * the play that wins is to keep tiles back: every tile put on the table is
 * one more tile the others can build on, while a tile kept on the rack can
 * still go down, with the whole table rearranged, on the turn the rack goes
 * out.  So expert
 *   - makes its initial meld with the fewest tiles worth 30 (the meld's
 *     other sets stay on the rack), as soon as it can;
 *   - then goes out the first turn its whole rack can go down at once (the
 *     solver's maximum places every tile), and otherwise draws, keeping
 *     everything back;
 *   - when the pool is empty and it cannot go out, it lowers its rack's
 *     value (the play of the highest value, a joker 30): the game then ends
 *     on the lowest rack; at two seats it counts the other rack (the tiles
 *     it has not seen) and passes when that ends the game in its favour.
 * The variants measured and dropped (partial plays each turn that keep the
 * rack's own sets and its jokers back, playing out fast when another seat
 * is close to going out, playing the maximum when it leaves a tile or two,
 * the biggest meld) stay as parameters for the record, with their figures
 * in docs/ai.md.  It decides from the view alone, with no chance and no
 * clock: the same view gives the same move.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_impl.h"

typedef struct ExpertParams {
    int dump_tiles;   /* play the maximum when an opponent has this few tiles (0: never) */
    int dump_pool;    /* lower the rack's value when the pool holds this few (-1: never) */
    int hold_meld;    /* meld with the fewest tiles worth 30 */
    int hold_sets;    /* partial plays: keep the sets the rack makes alone */
    int joker_weight; /* partial plays: a joker's weight */
    int stuck;        /* partial plays, nothing else fits: 0 draw, 1 the smallest own set, 2 all own sets */
    int q_min;        /* the least tiles a partial play must place (RK_TILES: no partial plays) */
    int near_out;     /* play the maximum when it leaves this few tiles (0: never) */
    int count_end;    /* empty pool, two seats: pass when the counted racks say that wins */
} ExpertParams;

static ExpertParams expert_params(int variant)
{
    ExpertParams p = {1, 0, 1, 1, -1500, 0, RK_TILES, 0, 1};
#ifdef RK_EXPERT_TUNING
    /* Development builds only: the parameters from the environment. */
    const char *e = getenv(variant ? "RK_EXPERT_B" : "RK_EXPERT");
    if (e) {
        sscanf(e, "%d,%d,%d,%d,%d,%d,%d,%d,%d", &p.dump_tiles, &p.dump_pool, &p.hold_meld, &p.hold_sets,
               &p.joker_weight, &p.stuck, &p.q_min, &p.near_out, &p.count_end);
    }
#else
    (void)variant;
#endif
    return p;
}

/* ---- words ---- */

static void say(char *reason, size_t size, const char *text)
{
    if (reason && size) {
        snprintf(reason, size, "%s", text);
    }
}

/* "r4 r5 r6 and k9 b9 o9" for the sets of t. */
static void sets_text(const RkTable *t, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < t->nsets && len + 1 < size; i++) {
        const char *sep = i == 0 ? "" : (i + 1 == t->nsets ? " and " : ", ");
        len += (size_t)snprintf(out + len, size - len, "%s", sep);
        if (len >= size) {
            break;
        }
        len += rk_set_format(&t->sets[i], out + len, size - len);
    }
}

static void counts_text(const RkCounts *c, char *out, size_t size)
{
    RkTile tiles[RK_TILES];
    int n = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        for (int i = 0; i < c->n[k] && n < RK_TILES; i++) {
            tiles[n++] = (RkTile)k;
        }
    }
    rk_tiles_format(tiles, n, out, size);
}

/* With the pool empty and two seats, the unseen tiles are the other rack:
 * 1 if passing now ends the game (the other seat passed) with this seat
 * winning on the lowest rack (then the fewer tiles, then the first in play
 * order from the game's starting seat). */
static int pass_wins(const RkView *v, int *mine, int *theirs)
{
    if (v->config.players != 2 || v->pool != 0 || v->in_row != 1) {
        return 0;
    }
    RkCounts unseen;
    for (int k = 0; k < RK_KINDS; k++) {
        unseen.n[k] = RK_COPIES;
    }
    RkCounts table;
    rk_ai_table_counts(&v->table, &table);
    rk_ai_counts_sub(&unseen, &table);
    rk_ai_counts_sub(&unseen, &v->rack);
    int other = 1 - v->seat;
    if (rk_counts_total(&unseen) != v->log[other].tiles) {
        return 0; /* cannot happen with an empty pool; never guess */
    }
    *mine = rk_ai_counts_value(&v->rack);
    *theirs = rk_ai_counts_value(&unseen);
    if (*mine != *theirs) {
        return *mine < *theirs;
    }
    int my_tiles = rk_counts_total(&v->rack);
    if (my_tiles != v->log[other].tiles) {
        return my_tiles < v->log[other].tiles;
    }
    return v->first == v->seat;
}

/* The pass that wins, in words. */
static void pass_move(const RkView *v, int mine, int theirs, RkMove *out, char *reason, size_t size)
{
    memset(out, 0, sizeof *out);
    out->kind = RK_ACT_DRAW;
    if (reason && size) {
        snprintf(reason, size,
                 "pass: the pool is empty and seat %d passed; its tiles are the ones you have not seen, "
                 "worth %d against your %d, so passing ends the game and you win",
                 2 - v->seat, theirs, mine);
    }
}

static int decide_meld(RkSolver *solver, const RkView *v, const ExpertParams *p, int danger, RkMove *out,
                       char *reason, size_t size)
{
    RkCounts table;
    rk_ai_table_counts(&v->table, &table);
    RkSolution sol;
    int rc = rk_solve(solver, &table, &v->rack, 0, NULL, &sol, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    char text[RK_TABLE_TEXT];
    if (sol.tiles == 0) {
        rk_ai_move_from_solution(solver, v, 0, &sol, out);
        say(reason, size, "draw: no sets on your rack add up to the 30 an initial meld needs yet");
        RkCounts empty;
        rk_counts_clear(&empty);
        RkSolution sets;
        if (reason && size && rk_solve(solver, &empty, &v->rack, 1, NULL, &sets, NULL, 0) == TK_OK &&
            sets.tiles > 0) {
            int value = 0;
            for (int i = 0; i < sets.table.nsets; i++) {
                value += rk_ai_set_value(&sets.table.sets[i]);
            }
            sets_text(&sets.table, text, sizeof text);
            snprintf(reason, size, "draw: %s %s only %d, and an initial meld needs 30", text,
                     sets.table.nsets > 1 ? "add up to" : "is worth", value);
        }
        return TK_OK;
    }
    int total = rk_counts_total(&v->rack);
    int mine = 0, theirs = 0;
    if (sol.tiles < total && p->count_end && pass_wins(v, &mine, &theirs)) {
        pass_move(v, mine, theirs, out, reason, size);
        return TK_OK;
    }
    if (sol.tiles < total && p->hold_meld && !danger) {
        RkTable kept, held;
        int value = rk_ai_meld_smallest(&sol.table, &kept, &held);
        int tiles = 0;
        for (int i = 0; i < kept.nsets; i++) {
            tiles += kept.sets[i].n;
        }
        sol.table = kept;
        sol.tiles = tiles;
        sol.value = value;
        rk_ai_move_from_solution(solver, v, 0, &sol, out);
        if (reason && size) {
            char played[RK_TABLE_TEXT], back[RK_TABLE_TEXT];
            sets_text(&kept, played, sizeof played);
            if (held.nsets > 0) {
                sets_text(&held, back, sizeof back);
                snprintf(reason, size, "play %s: your initial meld is worth %d; keep %s back for later", played,
                         value, back);
            } else {
                snprintf(reason, size, "play %s: your initial meld is worth %d", played, value);
            }
        }
        return TK_OK;
    }
    rk_ai_move_from_solution(solver, v, 0, &sol, out);
    if (reason && size) {
        sets_text(&sol.table, text, sizeof text);
        if (sol.tiles == total) {
            snprintf(reason, size, "play %s: your initial meld is worth %d and you go out", text, sol.value);
        } else {
            snprintf(reason, size, "play %s: your initial meld is worth %d", text, sol.value);
        }
    }
    return TK_OK;
}

/* Partial plays (a variant measured and dropped, see the header): the
 * tiles that are not in the rack's own sets, where they fit the table. */
static int decide_partial(RkSolver *solver, const RkView *v, const ExpertParams *p, const RkCounts *table,
                          RkMove *out, char *reason, size_t size)
{
    RkCounts empty;
    rk_counts_clear(&empty);
    RkSolution priv;
    int rc = rk_solve(solver, &empty, &v->rack, 1, NULL, &priv, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    RkCounts rest = v->rack;
    if (p->hold_sets) {
        rk_ai_counts_sub(&rest, &priv.placed);
    }
    int w[RK_KINDS];
    for (int k = 0; k < RK_JOKER; k++) {
        w[k] = RK_SOLVE_TILE + rk_tile_number((RkTile)k);
    }
    w[RK_JOKER] = p->joker_weight;
    RkSolution q;
    rc = rk_solve(solver, table, &rest, 1, w, &q, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    char a[RK_TABLE_TEXT];
    if (q.tiles > 0 && q.tiles >= p->q_min) {
        rk_ai_move_from_solution(solver, v, 1, &q, out);
        if (reason && size) {
            counts_text(&q.placed, a, sizeof a);
            snprintf(reason, size, "play %s and keep the rest back", a);
        }
        return TK_OK;
    }
    if (priv.tiles > 0 && p->stuck > 0) {
        memset(out, 0, sizeof *out);
        out->kind = RK_ACT_PLAY;
        out->table = v->table;
        int pick = 0;
        for (int i = 1; i < priv.table.nsets; i++) {
            if (priv.table.sets[i].n < priv.table.sets[pick].n) {
                pick = i;
            }
        }
        for (int i = 0; i < priv.table.nsets && out->table.nsets < RK_TABLE_MAX_SETS; i++) {
            if (p->stuck == 2 || i == pick) {
                out->table.sets[out->table.nsets++] = priv.table.sets[i];
            }
        }
        if (reason && size) {
            rk_set_format(&priv.table.sets[pick], a, sizeof a);
            snprintf(reason, size, "play %s: nothing else fits the table, and a set played saves a draw", a);
        }
        return TK_OK;
    }
    memset(out, 0, sizeof *out);
    out->kind = RK_ACT_DRAW;
    say(reason, size, "draw and keep your tiles back");
    return TK_OK;
}

int rk_ai_decide_expert(RkSolver *solver, TkRng *rng, const RkView *v, int variant, RkMove *out, char *reason,
                        size_t size)
{
    (void)rng; /* expert needs no chance */
    ExpertParams p = expert_params(variant);
    say(reason, size, "");
    int who = -1;
    int fewest = rk_ai_fewest_opponent(v, &who);
    int pool_low = v->pool <= p.dump_pool;
    int danger = fewest <= p.dump_tiles || pool_low;
    if (!v->log[v->seat].melded) {
        return decide_meld(solver, v, &p, danger, out, reason, size);
    }
    RkCounts table;
    rk_ai_table_counts(&v->table, &table);
    int total = rk_counts_total(&v->rack);
    RkSolution full;
    int rc = rk_solve(solver, &table, &v->rack, 1, NULL, &full, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    char a[RK_TABLE_TEXT];
    if (full.tiles == total) {
        rk_ai_move_from_solution(solver, v, 1, &full, out);
        if (reason && size) {
            counts_text(&full.placed, a, sizeof a);
            snprintf(reason, size, "play %s: your whole rack goes down and you go out", a);
        }
        return TK_OK;
    }
    if (full.tiles == 0) {
        rk_ai_move_from_solution(solver, v, 1, &full, out);
        say(reason, size,
            v->pool > 0 ? "draw: no tile of your rack fits the table or makes a set yet"
                        : "pass: the pool is empty and no tile of your rack fits the table");
        return TK_OK;
    }
    int mine = 0, theirs = 0;
    if (p.count_end && pass_wins(v, &mine, &theirs)) {
        pass_move(v, mine, theirs, out, reason, size);
        return TK_OK;
    }
    if (pool_low || danger) {
        /* The game will end on the lowest rack, or another seat is about
         * to go out: what counts now is the value left on this rack, so
         * put down the most value. */
        RkSolution low;
        rc = rk_ai_solve_value(solver, &table, &v->rack, &low);
        if (rc != TK_OK) {
            return rc;
        }
        rk_ai_move_from_solution(solver, v, 1, &low, out);
        if (reason && size) {
            counts_text(&low.placed, a, sizeof a);
            int before = rk_ai_counts_value(&v->rack);
            if (pool_low) {
                snprintf(reason, size,
                         "play %s: you cannot go out and the game will end on the lowest rack, so lower "
                         "yours from %d to %d",
                         a, before, before - rk_ai_counts_value(&low.placed));
            } else {
                snprintf(reason, size,
                         "play %s: seat %d has only %d tile%s left and may go out next, so lower your rack "
                         "from %d to %d points",
                         a, who + 1, fewest, fewest == 1 ? "" : "s", before, before - rk_ai_counts_value(&low.placed));
            }
        }
        return TK_OK;
    }
    if (total - full.tiles <= p.near_out) {
        rk_ai_move_from_solution(solver, v, 1, &full, out);
        if (reason && size) {
            counts_text(&full.placed, a, sizeof a);
            snprintf(reason, size, "play %s: it leaves only %d tile%s on your rack", a, total - full.tiles,
                     total - full.tiles == 1 ? "" : "s");
        }
        return TK_OK;
    }
    if (p.q_min < RK_TILES) {
        return decide_partial(solver, v, &p, &table, out, reason, size);
    }
    memset(out, 0, sizeof *out);
    out->kind = RK_ACT_DRAW;
    if (reason && size) {
        RkCounts stay = v->rack;
        rk_ai_counts_sub(&stay, &full.placed);
        counts_text(&stay, a, sizeof a);
        snprintf(reason, size,
                 "draw and keep all %d tiles back: %s would still be left, and every tile you put down gives "
                 "seat %d (%d tiles) more to build on; go out in one turn when all of them fit",
                 total, a, who + 1, fewest);
    }
    return TK_OK;
}
