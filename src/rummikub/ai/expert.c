/*
 * expert.c - Rummikub's expert player: plays to win the game, not the turn.
 *
 * Work in progress; see docs/ai.md for what is measured.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_impl.h"

typedef struct ExpertParams {
    int dump_tiles;   /* play everything when an opponent has this few tiles */
    int dump_pool;    /* ... or the pool holds this few */
    int hold_meld;    /* meld with the fewest tiles worth 30 */
    int hold_sets;    /* keep the sets the rack makes alone */
    int joker_weight; /* weight of a joker from the rack when holding */
    int stuck;        /* nothing else fits: 0 draw, 1 play the smallest own set, 2 all own sets */
} ExpertParams;

static ExpertParams expert_params(void)
{
    ExpertParams p = {5, 0, 1, 1, -1500, 1};
#ifdef RK_EXPERT_TUNING
    /* Development builds only: the parameters from the environment. */
    const char *e = getenv("RK_EXPERT");
    if (e) {
        sscanf(e, "%d,%d,%d,%d,%d,%d", &p.dump_tiles, &p.dump_pool, &p.hold_meld, &p.hold_sets, &p.joker_weight,
               &p.stuck);
    }
#endif
    return p;
}

/* ---- words ---- */

static void say(char *reason, size_t size, const char *fmt, const char *a, const char *b, int n, int m)
{
    if (!reason || size == 0) {
        return;
    }
    /* fmt takes its arguments in a fixed order: two strings, two numbers. */
    snprintf(reason, size, fmt, a, b, n, m);
}

/* "r4 r5 r6 and k9 b9 o9" for the sets of t from index `from`. */
static void sets_text(const RkTable *t, int from, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (int i = from; i < t->nsets && len + 1 < size; i++) {
        const char *sep = i == from ? "" : (i + 1 == t->nsets ? " and " : ", ");
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

/* ---- helpers ---- */

static int set_value(const RkSet *set)
{
    RkReading r;
    return rk_set_read(set, &r, NULL, 0) == TK_OK ? r.value : 0;
}

/* The opponent with the fewest tiles (its seat into *who). */
static int fewest_opponent(const RkView *v, int *who)
{
    int best = 1000;
    *who = -1;
    for (int s = 0; s < v->config.players; s++) {
        if (s != v->seat && v->log[s].tiles < best) {
            best = v->log[s].tiles;
            *who = s;
        }
    }
    return best;
}

/* Of the meld's sets, the subset worth 30 or more with the fewest tiles
 * (then the fewest jokers, then the most value); its mask. */
static unsigned smallest_meld(const RkTable *sets)
{
    int n = sets->nsets < 12 ? sets->nsets : 12;
    unsigned best = (1u << n) - 1;
    int best_tiles = 1000, best_jokers = 100, best_value = 0;
    for (unsigned m = 1; m < (1u << n); m++) {
        int tiles = 0, jokers = 0, value = 0;
        for (int i = 0; i < n; i++) {
            if (m & (1u << i)) {
                tiles += sets->sets[i].n;
                value += set_value(&sets->sets[i]);
                for (int j = 0; j < sets->sets[i].n; j++) {
                    jokers += sets->sets[i].t[j] == RK_JOKER;
                }
            }
        }
        if (value < RK_MELD_MIN) {
            continue;
        }
        if (tiles < best_tiles || (tiles == best_tiles && (jokers < best_jokers ||
                                                            (jokers == best_jokers && value > best_value)))) {
            best = m;
            best_tiles = tiles;
            best_jokers = jokers;
            best_value = value;
        }
    }
    return best;
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
        rk_ai_move_from_solution(v, 0, &sol, out);
        say(reason, size, "draw: no sets on your rack add up to the %s30 an initial meld needs%s", "", "", 0, 0);
        return TK_OK;
    }
    int total = rk_counts_total(&v->rack);
    if (sol.tiles < total && p->hold_meld && !danger) {
        unsigned keep = smallest_meld(&sol.table);
        RkTable kept = sol.table;
        kept.nsets = 0;
        RkTable held = sol.table;
        held.nsets = 0;
        int value = 0, tiles = 0;
        for (int i = 0; i < sol.table.nsets; i++) {
            if (i < 12 && (keep & (1u << i))) {
                kept.sets[kept.nsets++] = sol.table.sets[i];
                value += set_value(&sol.table.sets[i]);
                tiles += sol.table.sets[i].n;
            } else {
                held.sets[held.nsets++] = sol.table.sets[i];
            }
        }
        sol.table = kept;
        sol.tiles = tiles;
        sol.value = value;
        rk_ai_move_from_solution(v, 0, &sol, out);
        if (reason && size) {
            char played[RK_TABLE_TEXT], back[RK_TABLE_TEXT];
            sets_text(&kept, 0, played, sizeof played);
            if (held.nsets > 0) {
                sets_text(&held, 0, back, sizeof back);
                snprintf(reason, size, "play %s: your initial meld is worth %d; keep %s back for later", played,
                         value, back);
            } else {
                snprintf(reason, size, "play %s: your initial meld is worth %d", played, value);
            }
        }
        return TK_OK;
    }
    rk_ai_move_from_solution(v, 0, &sol, out);
    if (reason && size) {
        sets_text(&sol.table, 0, text, sizeof text);
        if (sol.tiles == total) {
            snprintf(reason, size, "play %s: your initial meld is worth %d and you go out", text, sol.value);
        } else {
            snprintf(reason, size, "play %s: your initial meld is worth %d", text, sol.value);
        }
    }
    return TK_OK;
}

int rk_ai_decide_expert(RkSolver *solver, TkRng *rng, const RkView *v, RkMove *out, char *reason, size_t size)
{
    (void)rng;
    ExpertParams p = expert_params();
    if (reason && size) {
        reason[0] = '\0';
    }
    int who = -1;
    int fewest = fewest_opponent(v, &who);
    int danger = fewest <= p.dump_tiles || v->pool <= p.dump_pool;
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
    char a[RK_TABLE_TEXT], b[RK_TABLE_TEXT];
    if (full.tiles == total) {
        rk_ai_move_from_solution(v, 1, &full, out);
        counts_text(&full.placed, a, sizeof a);
        say(reason, size, "play %s%s: you go out", a, "", 0, 0);
        return TK_OK;
    }
    if (full.tiles == 0) {
        rk_ai_move_from_solution(v, 1, &full, out);
        say(reason, size, "draw: no tile of your rack fits the table or makes a set yet%s%s", "", "", 0, 0);
        return TK_OK;
    }
    if (danger || !p.hold_sets) {
        rk_ai_move_from_solution(v, 1, &full, out);
        counts_text(&full.placed, a, sizeof a);
        if (reason && size) {
            if (fewest <= p.dump_tiles) {
                snprintf(reason, size, "play %s: seat %d has only %d tiles left, so play out fast", a, who + 1,
                         fewest);
            } else {
                snprintf(reason, size, "play %s: the most tiles you can place", a);
            }
        }
        return TK_OK;
    }
    RkCounts empty;
    rk_counts_clear(&empty);
    RkSolution priv;
    rc = rk_solve(solver, &empty, &v->rack, 1, NULL, &priv, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    RkCounts rest = v->rack;
    rk_ai_counts_sub(&rest, &priv.placed);
    int w[RK_KINDS];
    for (int k = 0; k < RK_JOKER; k++) {
        w[k] = RK_SOLVE_TILE + rk_tile_number((RkTile)k);
    }
    w[RK_JOKER] = p.joker_weight;
    RkSolution q;
    rc = rk_solve(solver, &table, &rest, 1, w, &q, NULL, 0);
    if (rc != TK_OK) {
        return rc;
    }
    if (q.tiles > 0) {
        rk_ai_move_from_solution(v, 1, &q, out);
        if (reason && size) {
            counts_text(&q.placed, a, sizeof a);
            RkCounts kept = v->rack;
            rk_ai_counts_sub(&kept, &q.placed);
            counts_text(&kept, b, sizeof b);
            snprintf(reason, size, "play %s and keep %s back: seat %d has %d tiles, you lose nothing by waiting", a,
                     b, who + 1, fewest);
        }
        return TK_OK;
    }
    if (priv.tiles > 0 && p.stuck > 0) {
        memset(out, 0, sizeof *out);
        out->kind = RK_ACT_PLAY;
        out->table = v->table;
        int pick = 0;
        for (int i = 1; i < priv.table.nsets; i++) {
            if (priv.table.sets[i].n < priv.table.sets[pick].n ||
                (priv.table.sets[i].n == priv.table.sets[pick].n &&
                 set_value(&priv.table.sets[i]) > set_value(&priv.table.sets[pick]))) {
                pick = i;
            }
        }
        for (int i = 0; i < priv.table.nsets && out->table.nsets < RK_TABLE_MAX_SETS; i++) {
            if (p.stuck == 2 || i == pick) {
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
    if (reason && size) {
        counts_text(&priv.placed, a, sizeof a);
        snprintf(reason, size, "draw and keep %s back: seat %d has %d tiles, you lose nothing by waiting", a,
                 who + 1, fewest);
    }
    return TK_OK;
}
