/*
 * expert.c - Rummikub's expert player: plays to win the game, not the turn.
 *
 * Keeping tiles back wins (docs/ai.md): every tile put on the table is one
 * more tile the others can build on, while a tile kept on the rack can
 * still go down, with the whole table rearranged, on the turn the rack goes
 * out.  Between players who all keep back, the game is decided where the
 * pool ends: a seat that meets the empty pool and cannot go out must pass
 * or put tiles down, and what it puts down lets the seats after it go out.
 * So expert
 *   - makes its initial meld with the fewest tiles worth 30 (the meld's
 *     other sets stay on the rack), as soon as it can;
 *   - goes out the first turn its whole rack can go down at once, and
 *     otherwise draws, keeping everything back;
 *   - plays the end of the pool: when the pool is nearly dry and every
 *     seat has melded, it counts which seat will be the first to find it
 *     empty if everybody draws from now on, and when another seat would
 *     suit it better (with four seats the one two seats before it, with
 *     three the one just before it: the others then put their tiles down
 *     before its turn, offset_rank), it puts one tile down instead of
 *     drawing, which moves that seat on by one; only when at least two
 *     other seats keep back too (long racks, no plays but the meld and a
 *     few tiles): the places were measured between such players;
 *   - with two seats and the pool empty it counts the other rack (the
 *     tiles it has not seen) and plays the endgame on it: when that rack
 *     can go out anyway it puts down the most value; when its own rack is
 *     the lower one it passes (the other seat must then pass and lose, or
 *     put tiles down); when it is the higher one it puts down the most
 *     value it can without letting the other rack go out, and otherwise
 *     weighs passing against losing what stays on its rack;
 *   - with more seats and the pool empty, or when another seat is down to
 *     one tile, it cuts its loss: the play that puts down the most value.
 * It decides from the view alone: the tiles it counts are the ones its
 * seat has not seen (the box less the table and its rack), never another
 * rack.  No chance and no clock: the same view gives the same move.  The
 * variants measured and dropped are in docs/ai.md; a tuning build reads
 * the parameters below from the environment.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_impl.h"

enum {
    KEEPER_PLAYS = 4 /* a seat that keeps back has made this few plays: its meld, a few single tiles */
};

typedef struct ExpertParams {
    int hold_meld;  /* meld with the fewest tiles worth 30 (0: the solver's whole meld) */
    int cut_tiles;  /* pool not empty: cut the loss when another seat holds this few tiles (0: never) */
    int count_end;  /* two seats, empty pool: 0 cut the loss; 1 pass when that ends the game won;
                       2 the counted endgame (endgame_two) */
    int flip_pool;  /* the end of the pool: play a tile to move the first seat to meet the empty pool,
                       within this many tiles of its end (0: never) */
    int flip_two;   /* ... with two seats too (the offsets of `offset_rank`) */
    int flip_tiles; /* ... only when two other seats keep back: this many tiles on their racks */
} ExpertParams;

static ExpertParams expert_params(int variant)
{
    ExpertParams p = {1, 1, 2, 12, 0, 12};
#ifdef RK_EXPERT_TUNING
    /* Development builds only: the parameters from the environment. */
    const char *e = getenv(variant ? "RK_EXPERT_B" : "RK_EXPERT");
    if (e) {
        sscanf(e, "%d,%d,%d,%d,%d,%d", &p.hold_meld, &p.cut_tiles, &p.count_end, &p.flip_pool, &p.flip_two,
               &p.flip_tiles);
    }
#else
    (void)variant;
#endif
    return p;
}

/* One decision: the view and what is worked out of it once. */
typedef struct Expert {
    RkSolver *solver;
    const RkView *v;
    ExpertParams p;
    RkCounts table; /* the table's tiles */
    int total;      /* tiles on the rack */
    int value;      /* what they would cost */
    RkReason *r;    /* the hint's why (NULL: neither it nor the plan asked) */
    RkReason own;   /* where it goes when only the plan is asked */
    int kind;       /* what the move is for (RkPlanKind) */
} Expert;

/* ---- why, as data (the hint's words are the screen's) ---- */

/* The advice and why, afresh (the numbers named by each are set after). */
static void say(Expert *x, int advice, int why)
{
    if (x->r) {
        memset(x->r, 0, sizeof *x->r);
        x->r->advice = advice;
        x->r->why = why;
        x->r->mine = x->value;
    }
}

/* What the move is for. */
static void plan(Expert *x, int kind)
{
    x->kind = kind;
}

/* The rack tiles a move puts on the table. */
static void move_placed(const RkView *v, const RkMove *m, RkCounts *out)
{
    rk_counts_clear(out);
    if (m->kind != RK_ACT_PLAY) {
        return;
    }
    rk_counts_add_table(out, &m->table);
    RkCounts before;
    rk_ai_table_counts(&v->table, &before);
    rk_ai_counts_sub(out, &before);
}

/* ---- counting ---- */

void rk_ai_unseen(const RkView *v, RkCounts *out)
{
    for (int k = 0; k < RK_KINDS; k++) {
        out->n[k] = RK_COPIES;
    }
    RkCounts table;
    rk_ai_table_counts(&v->table, &table);
    rk_ai_counts_sub(out, &table);
    rk_ai_counts_sub(out, &v->rack);
}

int rk_ai_arrangeable(RkSolver *solver, const RkCounts *a, const RkCounts *b, RkTable *out)
{
    RkCounts all = *a, none;
    for (int k = 0; k < RK_KINDS; k++) {
        if (all.n[k] + b->n[k] > RK_COPIES) {
            return 0;
        }
        all.n[k] = (uint8_t)(all.n[k] + b->n[k]);
    }
    rk_counts_clear(&none);
    RkSolution sol;
    if (rk_solve(solver, &all, &none, 1, NULL, &sol, NULL, 0) != TK_OK) {
        return 0;
    }
    if (out) {
        *out = sol.table;
    }
    return 1;
}

/* With the pool empty and two seats, the game ending now (both passed):
 * 1 if this seat wins it, on the lower rack, then the fewer tiles, then
 * first in play order from the game's starting seat.  theirs: the other
 * rack's value. */
static int leads(const RkView *v, int mine, int theirs, int their_tiles)
{
    if (mine != theirs) {
        return mine < theirs;
    }
    int my_tiles = rk_counts_total(&v->rack);
    if (my_tiles != their_tiles) {
        return my_tiles < their_tiles;
    }
    return v->first == v->seat;
}

/* ---- moves ---- */

static void draw_move(RkMove *out)
{
    memset(out, 0, sizeof *out);
    out->kind = RK_ACT_DRAW;
}

/* The most value down (what the rack would cost, a joker 30); *placed the
 * tiles.  A draw (a pass) when nothing fits. */
static int cut_loss(Expert *x, RkMove *out, RkCounts *placed)
{
    RkSolution sol;
    int rc = rk_ai_solve_value(x->solver, &x->table, &x->v->rack, &sol);
    if (rc != TK_OK) {
        return rc;
    }
    rk_ai_move_from_solution(x->solver, x->v, 1, &sol, out);
    *placed = sol.placed;
    return TK_OK;
}

/* The cut of the loss: "play ...: <loss>, so lower your rack from A to B
 * points", or the pass when nothing fits; loss an RkLoss, seat, theirs and
 * tiles_left its numbers (those it names). */
static void cut_loss_text(Expert *x, const RkCounts *placed, int loss, int seat, int theirs, int tiles_left)
{
    plan(x, RK_PLAN_LOWER);
    if (!x->r) {
        return;
    }
    if (rk_counts_total(placed) == 0) {
        say(x, x->v->pool > 0 ? RK_ADVICE_DRAW : RK_ADVICE_PASS, RK_WHY_NOTHING_FITS);
    } else {
        say(x, RK_ADVICE_PLAY, RK_WHY_LOWER);
        x->r->tiles = *placed;
    }
    x->r->loss = loss;
    x->r->seat = seat;
    x->r->theirs = theirs;
    x->r->tiles_left = tiles_left;
    x->r->from = x->value;
    x->r->to = x->value - rk_ai_counts_value(placed);
}

/* ---- two seats, the pool empty: the other rack is counted ---- */

/* Of this rack, the tiles that could make a set with one of `stuck` (the
 * same number in another colour, the same colour within two, a joker). */
static void partners(const RkCounts *rack, const RkCounts *stuck, RkCounts *out)
{
    rk_counts_clear(out);
    for (int k = 0; k < RK_KINDS; k++) {
        for (int u = 0; u < RK_KINDS && rack->n[k] && !out->n[k]; u++) {
            if (!stuck->n[u]) {
                continue;
            }
            int near = 0;
            if (k == RK_JOKER || u == RK_JOKER) {
                near = 1;
            } else if (rk_tile_number((RkTile)k) == rk_tile_number((RkTile)u)) {
                near = rk_tile_colour((RkTile)k) != rk_tile_colour((RkTile)u);
            } else {
                near = rk_tile_colour((RkTile)k) == rk_tile_colour((RkTile)u) &&
                       abs(rk_tile_number((RkTile)k) - rk_tile_number((RkTile)u)) <= 2;
            }
            if (near) {
                out->n[k] = rack->n[k];
            }
        }
    }
}

/* A play that lowers the rack and after which the other rack y still
 * cannot go out: the most value first; failing that, the most value of
 * the tiles that could not help y's tiles that fit nowhere.  1 and *out,
 * *placed; 0 when none is found. */
static int safe_dump(Expert *x, const RkCounts *y, RkMove *out, RkCounts *placed, int *rc)
{
    RkSolution sol;
    *rc = rk_ai_solve_value(x->solver, &x->table, &x->v->rack, &sol);
    if (*rc != TK_OK || sol.tiles == 0) {
        return 0;
    }
    for (int pass = 0;; pass++) {
        RkCounts after = x->table;
        for (int k = 0; k < RK_KINDS; k++) {
            after.n[k] = (uint8_t)(after.n[k] + sol.placed.n[k]);
        }
        if (!rk_ai_arrangeable(x->solver, &after, y, NULL)) {
            rk_ai_move_from_solution(x->solver, x->v, 1, &sol, out);
            *placed = sol.placed;
            return 1;
        }
        if (pass == 1) {
            return 0;
        }
        /* y's tiles that fit nowhere on the table now, and this rack
         * without anything that could help them */
        RkSolution theirs;
        *rc = rk_solve(x->solver, &x->table, y, 1, NULL, &theirs, NULL, 0);
        if (*rc != TK_OK) {
            return 0;
        }
        RkCounts stuck = *y, help, rack = x->v->rack;
        rk_ai_counts_sub(&stuck, &theirs.placed);
        partners(&rack, &stuck, &help);
        rk_ai_counts_sub(&rack, &help);
        *rc = rk_ai_solve_value(x->solver, &x->table, &rack, &sol);
        if (*rc != TK_OK || sol.tiles == 0) {
            return 0;
        }
    }
}

static int endgame_two(Expert *x, RkMove *out)
{
    const RkView *v = x->v;
    int other = 1 - v->seat;
    RkCounts y;
    rk_ai_unseen(v, &y);
    int their_tiles = rk_counts_total(&y);
    if (their_tiles != v->log[other].tiles) {
        /* cannot happen with the pool empty; never guess */
        RkCounts placed;
        int rc = cut_loss(x, out, &placed);
        cut_loss_text(x, &placed, RK_LOSS_CANNOT_OUT, other, 0, 0);
        return rc;
    }
    int theirs = rk_ai_counts_value(&y);
    RkCounts placed;
    if (rk_ai_arrangeable(x->solver, &x->table, &y, NULL)) {
        int rc = cut_loss(x, out, &placed);
        cut_loss_text(x, &placed, RK_LOSS_FITS, other, theirs, their_tiles);
        return rc;
    }
    /* the plan's why: `other` (the unseen tiles, worth `theirs`) still
       cannot go out on the table after it */
    plan(x, RK_PLAN_GUARD);
    if (leads(v, x->value, theirs, their_tiles)) {
        draw_move(out);
        say(x, RK_ADVICE_PASS, v->in_row == 1 ? RK_WHY_PASS_WINS : RK_WHY_PASS_THEN_WIN);
        if (x->r) {
            x->r->seat = other;
            x->r->theirs = theirs;
        }
        return TK_OK;
    }
    int rc = TK_OK;
    if (x->p.count_end == 2 && safe_dump(x, &y, out, &placed, &rc)) {
        say(x, RK_ADVICE_PLAY, RK_WHY_SAFE_DUMP);
        if (x->r) {
            x->r->tiles = placed;
            x->r->from = x->value;
            x->r->to = x->value - rk_ai_counts_value(&placed);
            x->r->seat = other;
            x->r->theirs = theirs;
        }
        return TK_OK;
    }
    if (rc != TK_OK) {
        return rc;
    }
    /* Nothing goes down safely.  Before the other seat has passed, pass:
     * it must pass and win, or put tiles down.  After it passed, passing
     * loses by the difference, putting down the most lets it go out and
     * loses what stays: the smaller loss. */
    draw_move(out);
    if (v->in_row == 1) {
        rc = cut_loss(x, out, &placed);
        if (rc != TK_OK) {
            return rc;
        }
        if (x->value - rk_ai_counts_value(&placed) < x->value - theirs) {
            cut_loss_text(x, &placed, RK_LOSS_PASSED, other, theirs, their_tiles);
            return TK_OK;
        }
        draw_move(out);
    }
    say(x, RK_ADVICE_PASS, v->in_row == 1 ? RK_WHY_PASS_LOSE_LESS : RK_WHY_PASS_GUARD);
    if (x->r) {
        x->r->seat = other;
        x->r->theirs = theirs;
    }
    return TK_OK;
}

/* ---- the end of the pool ---- */

/* The seat that will be the first to find the pool empty if every seat
 * draws from now on: the last tile goes to the seat `pool - 1` turns on. */
static int first_to_empty(const RkView *v, int pool, int seat)
{
    return (seat + pool) % v->config.players;
}

/* Where a seat would rather be when the pool runs dry, by table size: its
 * offset from the first seat to find the pool empty (0: it is that seat,
 * 1: the seat after it, ...), best first.  Measured between players who
 * keep tiles back (docs/ai.md, "The end of the pool"): the seat that finds
 * the pool empty and cannot go out puts its tiles down, and the seats after
 * it go out with them; by points a game, with four seats the third seat
 * from it does best (+105), then the second, the first and the fourth
 * (who wins often but holds a full rack when it does not); with three the
 * second, then the third; with two the second. */
static const int offset_rank[RK_MAX_SEATS + 1][RK_MAX_SEATS] = {
    {0}, {0}, {1, 0}, {1, 2, 0}, {2, 1, 0, 3},
};

/* How many seats before this one `seat` plays (0: this seat's own turn):
 * "seat 3's turn, 2 seats before yours". */
static int seats_before(const RkView *v, int seat)
{
    return (v->seat - seat + v->config.players) % v->config.players;
}

/* 1 and a play of one tile (or the smallest set of the rack) when this
 * turn should be played rather than drawn, to move the first seat to meet
 * the empty pool (*out, a draw otherwise).  Each such play moves it one
 * seat on; this seat has a turn at pool, pool - (players - 1), ... while
 * the pool lasts, so it can move it that many times. */
static int flip(Expert *x, RkMove *out, int *rc)
{
    const RkView *v = x->v;
    int players = v->config.players;
    draw_move(out);
    if (x->p.flip_pool == 0 || v->pool == 0 || v->pool > x->p.flip_pool || (players == 2 && !x->p.flip_two)) {
        return 0;
    }
    for (int s = 0; s < players; s++) {
        if (!v->log[s].melded) {
            return 0; /* its meld will move the count anyway */
        }
    }
    int first = first_to_empty(v, v->pool, v->seat);
    int now = (v->seat - first + players) % players;
    int turns = (v->pool + players - 2) / (players - 1);
    /* The places were measured between players who keep back: at least
     * two other seats must be such players (a long rack, hardly a play
     * but the meld), or the count leads nowhere. */
    int keepers = 0;
    for (int s = 0; s < players; s++) {
        keepers += s != v->seat && v->log[s].tiles >= x->p.flip_tiles && v->log[s].plays <= KEEPER_PLAYS;
    }
    if (keepers < 2) {
        return 0;
    }
    int need = 0;
    for (int r = 0; r < players; r++) {
        int f = (now - offset_rank[players][r] + players) % players;
        if (f <= turns) {
            need = f;
            break;
        }
    }
    int next = first_to_empty(v, v->pool + 1, v->seat);
    if (need == 0) {
        /* where it runs dry now is the best this seat can have: a play
         * would move it on */
        plan(x, RK_PLAN_HOLD);
        say(x, RK_ADVICE_DRAW, RK_WHY_HOLD_END);
        if (x->r) {
            x->r->pool = v->pool;
            x->r->at = first;
            x->r->at_before = seats_before(v, first);
            x->r->moved = next;
            x->r->moved_before = seats_before(v, next);
        }
        return 0;
    }
    *rc = rk_ai_smallest_play(x->solver, v, 0, out);
    if (*rc != TK_OK || out->kind != RK_ACT_PLAY) {
        draw_move(out);
        return 0;
    }
    plan(x, RK_PLAN_TURN);
    say(x, RK_ADVICE_PLAY_INSTEAD, RK_WHY_FLIP);
    if (x->r) {
        /* the pool then runs dry on this seat's turn, not `first`'s; or on
           `next`'s, and a seat that finds it empty has to put tiles down */
        x->r->flip = next == v->seat ? RK_FLIP_MINE : RK_FLIP_OTHER;
        x->r->pool = v->pool;
        x->r->seat = first;
        x->r->at = next;
        x->r->at_before = seats_before(v, next);
        move_placed(v, out, &x->r->tiles);
    }
    return 1;
}

/* ---- the initial meld ---- */

static int decide_meld(Expert *x, int danger, RkMove *out)
{
    const RkView *v = x->v;
    RkSolution sol;
    int rc = rk_solve(x->solver, &x->table, &v->rack, 0, NULL, &sol, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    if (sol.tiles == 0) {
        rk_ai_move_from_solution(x->solver, v, 0, &sol, out);
        say(x, RK_ADVICE_DRAW, RK_WHY_NO_MELD_YET);
        RkCounts empty;
        rk_counts_clear(&empty);
        RkSolution sets;
        if (x->r && rk_solve(x->solver, &empty, &v->rack, 1, NULL, &sets, NULL, 0) == TK_OK && sets.tiles > 0) {
            int value = 0;
            for (int i = 0; i < sets.table.nsets; i++) {
                value += rk_ai_set_value(&sets.table.sets[i]);
            }
            x->r->why = RK_WHY_MELD_SHORT;
            x->r->sets = sets.table;
            x->r->value = value;
        }
        return TK_OK;
    }
    if (sol.tiles < x->total && x->p.count_end && v->config.players == 2 && v->pool == 0 && v->in_row == 1) {
        RkCounts y;
        rk_ai_unseen(v, &y);
        int theirs = rk_ai_counts_value(&y);
        if (rk_counts_total(&y) == v->log[1 - v->seat].tiles && leads(v, x->value, theirs, rk_counts_total(&y))) {
            draw_move(out);
            say(x, RK_ADVICE_PASS, RK_WHY_PASS_WINS);
            if (x->r) {
                x->r->seat = 1 - v->seat;
                x->r->theirs = theirs;
            }
            return TK_OK;
        }
    }
    if (sol.tiles < x->total && x->p.hold_meld && !danger) {
        RkTable kept, held;
        int value = rk_ai_meld_smallest(&sol.table, &kept, &held);
        sol.table = kept;
        sol.value = value;
        sol.tiles = 0;
        for (int i = 0; i < kept.nsets; i++) {
            sol.tiles += kept.sets[i].n;
        }
        rk_ai_move_from_solution(x->solver, v, 0, &sol, out);
        say(x, RK_ADVICE_PLAY, held.nsets > 0 ? RK_WHY_MELD_KEEP : RK_WHY_MELD);
        if (x->r) {
            x->r->by_sets = 1;
            x->r->sets = kept;
            x->r->kept = held;
            x->r->value = value;
        }
        return TK_OK;
    }
    rk_ai_move_from_solution(x->solver, v, 0, &sol, out);
    say(x, RK_ADVICE_PLAY, sol.tiles == x->total ? RK_WHY_MELD_OUT : RK_WHY_MELD);
    if (x->r) {
        x->r->by_sets = 1;
        x->r->sets = sol.table;
        x->r->value = sol.value;
    }
    return TK_OK;
}

/* ---- a turn ---- */

/* "draw and keep all N tiles back: ..." (the hint only: one more solve). */
static int keep_back_text(Expert *x, int who, int fewest)
{
    if (!x->r) {
        return TK_OK;
    }
    RkSolution full;
    int rc = rk_solve(x->solver, &x->table, &x->v->rack, 1, NULL, &full, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    if (full.tiles == 0) {
        /* with the pool empty: pass, no tile of the rack fits the table */
        say(x, x->v->pool > 0 ? RK_ADVICE_DRAW : RK_ADVICE_PASS, RK_WHY_NO_FIT);
        x->r->pool = x->v->pool;
        return TK_OK;
    }
    say(x, x->v->pool > 0 ? RK_ADVICE_DRAW_KEEP : RK_ADVICE_PASS_KEEP, RK_WHY_KEEP_BACK);
    x->r->count = x->total;
    x->r->tiles = x->v->rack;
    rk_ai_counts_sub(&x->r->tiles, &full.placed);
    x->r->seat = who;
    x->r->tiles_left = fewest;
    x->r->pool = x->v->pool;
    return TK_OK;
}

static int decide(Expert *x, RkMove *out);

int rk_ai_decide_expert(RkSolver *solver, TkRng *rng, const RkView *v, int variant, RkMove *out, RkReason *reason,
                        RkPlan *plan_out)
{
    (void)rng; /* expert needs no chance */
    Expert x;
    memset(&x, 0, sizeof x);
    x.solver = solver;
    x.v = v;
    x.p = expert_params(variant);
    x.r = reason != NULL ? reason : plan_out != NULL ? &x.own : NULL;
    plan(&x, RK_PLAN_MELD);
    rk_ai_table_counts(&v->table, &x.table);
    x.total = rk_counts_total(&v->rack);
    x.value = rk_ai_counts_value(&v->rack);
    say(&x, RK_ADVICE_NONE, RK_WHY_NONE);
    int rc = decide(&x, out);
    if (plan_out != NULL) {
        plan_out->kind = x.kind;
        plan_out->r = *x.r;
    }
    return rc;
}

static int decide(Expert *x, RkMove *out)
{
    const RkView *v = x->v;
    RkSolver *solver = x->solver;
    int who = -1;
    int fewest = rk_ai_fewest_opponent(v, &who);
    int cut = (x->p.cut_tiles > 0 && fewest <= x->p.cut_tiles) || v->pool == 0;
    if (!v->log[v->seat].melded) {
        return decide_meld(x, cut, out);
    }
    RkSolution out_sol;
    memset(&out_sol, 0, sizeof out_sol);
    if (rk_ai_arrangeable(solver, &x->table, &v->rack, &out_sol.table)) {
        out_sol.tiles = x->total;
        out_sol.placed = v->rack;
        plan(x, RK_PLAN_OUT);
        rk_ai_move_from_solution(solver, v, 1, &out_sol, out);
        say(x, RK_ADVICE_PLAY, RK_WHY_OUT);
        if (x->r) {
            x->r->tiles = v->rack;
        }
        return TK_OK;
    }
    RkCounts placed;
    int rc = TK_OK;
    if (v->pool == 0 && v->config.players == 2 && x->p.count_end == 2) {
        return endgame_two(x, out);
    }
    if (v->pool == 0 && v->config.players == 2 && x->p.count_end == 1 && v->in_row == 1) {
        RkCounts y;
        rk_ai_unseen(v, &y);
        int theirs = rk_ai_counts_value(&y);
        if (rk_counts_total(&y) == v->log[1 - v->seat].tiles && leads(v, x->value, theirs, rk_counts_total(&y))) {
            plan(x, RK_PLAN_GUARD);
            draw_move(out);
            say(x, RK_ADVICE_PASS, RK_WHY_PASS_WINS);
            if (x->r) {
                x->r->seat = 1 - v->seat;
                x->r->theirs = theirs;
            }
            return TK_OK;
        }
    }
    if (cut) {
        rc = cut_loss(x, out, &placed);
        if (rc != TK_OK) {
            return rc;
        }
        if (v->pool == 0) {
            cut_loss_text(x, &placed, RK_LOSS_EMPTY, who, 0, fewest);
        } else {
            cut_loss_text(x, &placed, RK_LOSS_FEW, who, 0, fewest);
        }
        return TK_OK;
    }
    plan(x, RK_PLAN_KEEP);
    if (flip(x, out, &rc) || rc != TK_OK) {
        return rc;
    }
    draw_move(out);
    if (x->kind == RK_PLAN_HOLD) {
        return TK_OK; /* flip said why */
    }
    return keep_back_text(x, who, fewest);
}
