/*
 * game.c - the rules of Rummikub: a match of games, the first-seat draw,
 * the deal, draws, plays, the turn timer's penalty, the empty pool,
 * scoring, the match's end; copies, scripts and the history.
 *
 * Every entry point checks its action completely before changing
 * anything and makes room in the history first.  Events are pushed as the
 * action goes; if one finds no memory, the state saved before the action
 * comes back, so a refused or failed call leaves the game as it was.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "kit/lang.h"
#include "kit/text.h"

/* ------------------------------------------------------------------ */
/* Memory, errors                                                      */

static void *default_alloc(void *ud, void *ptr, size_t size)
{
    (void)ud;
    if (size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, size);
}

void *eng_alloc(const RkGame *g, void *ptr, size_t size)
{
    return g->alloc(g->ud, ptr, size);
}

static int set_err(RkGame *g, int status, const char *fmt, ...) TK_PRINTF_LIKE(3, 4);

static int set_err(RkGame *g, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
    return status;
}

/* ------------------------------------------------------------------ */
/* History                                                             */

/* Makes room for one item and `tiles` bytes of tiles. */
static int hist_reserve(RkGame *g, size_t tiles)
{
    if (!g->history_on) {
        return TK_OK;
    }
    if (g->hist_count == g->hist_cap) {
        int cap = g->hist_cap ? g->hist_cap * 2 : 128;
        RkHist *h = eng_alloc(g, g->hist, (size_t)cap * sizeof *h);
        if (h == NULL) {
            return TK_E_NOMEM;
        }
        g->hist = h;
        g->hist_cap = cap;
    }
    if (g->htiles_len + tiles > g->htiles_cap) {
        size_t cap = g->htiles_cap ? g->htiles_cap : 4096;
        while (cap < g->htiles_len + tiles) {
            cap *= 2;
        }
        uint8_t *t = eng_alloc(g, g->htiles, cap);
        if (t == NULL) {
            return TK_E_NOMEM;
        }
        g->htiles = t;
        g->htiles_cap = cap;
    }
    return TK_OK;
}

/* Bytes a table takes in the history: its set count, then each set's
 * count and tiles. */
static size_t table_bytes(const RkTable *t)
{
    size_t n = 1;
    for (int s = 0; s < t->nsets; s++) {
        n += 1 + t->sets[s].n;
    }
    return n;
}

/* Appends an item (room reserved). */
static void hist_push(RkGame *g, int is_script, int seat, RkActionKind kind, const RkTable *table,
                      const RkTile *order)
{
    if (!g->history_on) {
        return;
    }
    RkHist *h = &g->hist[g->hist_count++];
    h->kind = (uint8_t)kind;
    h->is_script = (uint8_t)is_script;
    h->seat = (int8_t)seat;
    h->off = (uint32_t)g->htiles_len;
    size_t n = 0;
    if (is_script) {
        memcpy(g->htiles + g->htiles_len, order, RK_TILES);
        n = RK_TILES;
    } else if (table != NULL) {
        uint8_t *p = g->htiles + g->htiles_len;
        p[n++] = (uint8_t)table->nsets;
        for (int s = 0; s < table->nsets; s++) {
            p[n++] = table->sets[s].n;
            memcpy(p + n, table->sets[s].t, table->sets[s].n);
            n += table->sets[s].n;
        }
    }
    h->len = (uint16_t)n;
    g->htiles_len += n;
}

static void hist_drop(RkGame *g)
{
    eng_alloc(g, g->hist, 0);
    eng_alloc(g, g->htiles, 0);
    g->hist = NULL;
    g->htiles = NULL;
    g->hist_count = g->hist_cap = 0;
    g->htiles_len = g->htiles_cap = 0;
}

int rk_game_history_count(const RkGame *g)
{
    return g != NULL && g->history_on ? g->hist_count : -1;
}

int rk_game_history_whole(const RkGame *g)
{
    return g != NULL && g->history_on && g->history_whole;
}

int rk_game_history_item(const RkGame *g, int i, RkHistoryItem *out)
{
    if (g == NULL || out == NULL || !g->history_on || i < 0 || i >= g->hist_count) {
        return TK_E_ARG;
    }
    const RkHist *h = &g->hist[i];
    memset(out, 0, sizeof *out);
    out->is_script = h->is_script;
    out->seat = h->seat;
    out->kind = (RkActionKind)h->kind;
    if (h->len == 0) {
        return TK_OK;
    }
    const uint8_t *p = g->htiles + h->off;
    if (h->is_script) {
        memcpy(out->order, p, RK_TILES);
    } else {
        size_t n = 0;
        out->table.nsets = p[n++];
        for (int s = 0; s < out->table.nsets; s++) {
            out->table.sets[s].n = p[n++];
            memcpy(out->table.sets[s].t, p + n, out->table.sets[s].n);
            n += out->table.sets[s].n;
        }
    }
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Creating, copying, freeing                                          */

int rk_game_new_alloc(const RkConfig *cfg, uint64_t seed, RkAllocFn fn, void *ud, RkGame **out,
                      char *msg, size_t size)
{
    if (out == NULL) {
        tk_text_message(msg, size, "no place for the game");
        return TK_E_ARG;
    }
    *out = NULL;
    int rc = rk_config_check(cfg, msg, size);
    if (rc != TK_OK) {
        return rc;
    }
    if (fn == NULL) {
        fn = default_alloc;
    }
    RkGame *g = fn(ud, NULL, sizeof *g);
    if (g == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    memset(g, 0, sizeof *g);
    g->alloc = fn;
    g->ud = ud;
    g->st.cfg = *cfg;
    g->st.seed = seed;
    tk_rng_seed(&g->st.rng, seed);
    g->st.phase = RK_PHASE_GAME_OVER;
    g->st.to_act = -1;
    g->st.first = -1;
    g->st.match_winner = -1;
    g->events_on = 1;
    g->history_on = 1;
    g->history_whole = 1;
    *out = g;
    return TK_OK;
}

int rk_game_new(const RkConfig *cfg, uint64_t seed, RkGame **out, char *msg, size_t size)
{
    return rk_game_new_alloc(cfg, seed, NULL, NULL, out, msg, size);
}

void rk_game_free(RkGame *g)
{
    if (g == NULL) {
        return;
    }
    eng_alloc(g, g->ev, 0);
    hist_drop(g);
    g->alloc(g->ud, g, 0);
}

int rk_game_clone(const RkGame *g, RkGame **out)
{
    if (out != NULL) {
        *out = NULL;
    }
    if (g == NULL || out == NULL) {
        return TK_E_ARG;
    }
    RkGame *c = g->alloc(g->ud, NULL, sizeof *c);
    if (c == NULL) {
        return TK_E_NOMEM;
    }
    memcpy(c, g, sizeof *c);
    c->ev = NULL;
    c->ev_head = c->ev_count = c->ev_cap = 0;
    c->hist = NULL;
    c->htiles = NULL;
    c->hist_count = c->hist_cap = 0;
    c->htiles_len = c->htiles_cap = 0;
    if (eng_event_copy(c, g) != TK_OK) {
        rk_game_free(c);
        return TK_E_NOMEM;
    }
    if (g->history_on && g->hist_count > 0) {
        c->hist = eng_alloc(c, NULL, (size_t)g->hist_count * sizeof *c->hist);
        c->htiles = g->htiles_len > 0 ? eng_alloc(c, NULL, g->htiles_len) : NULL;
        if (c->hist == NULL || (g->htiles_len > 0 && c->htiles == NULL)) {
            rk_game_free(c);
            return TK_E_NOMEM;
        }
        memcpy(c->hist, g->hist, (size_t)g->hist_count * sizeof *c->hist);
        if (g->htiles_len > 0) {
            memcpy(c->htiles, g->htiles, g->htiles_len);
        }
        c->hist_count = c->hist_cap = g->hist_count;
        c->htiles_len = c->htiles_cap = g->htiles_len;
    }
    *out = c;
    return TK_OK;
}

int rk_game_copy(RkGame *dst, const RkGame *src)
{
    if (dst == NULL || src == NULL) {
        return TK_E_ARG;
    }
    if (dst == src) {
        return TK_OK;
    }
    memcpy(&dst->st, &src->st, sizeof dst->st);
    dst->ev_head = dst->ev_count = 0;
    dst->ev_failed = 0;
    if (dst->history_on) {
        hist_drop(dst);
    }
    dst->history_on = 0;
    dst->history_whole = 0;
    dst->err[0] = '\0';
    return TK_OK;
}

void rk_game_set_recording(RkGame *g, int events, int history)
{
    if (g == NULL) {
        return;
    }
    if (!events && g->events_on) {
        eng_alloc(g, g->ev, 0);
        g->ev = NULL;
        g->ev_head = g->ev_count = g->ev_cap = 0;
    }
    g->events_on = events != 0;
    if (!history && g->history_on) {
        hist_drop(g);
        g->history_whole = 0;
    }
    g->history_on = history != 0;
}

/* ------------------------------------------------------------------ */
/* Scripts and mixing                                                  */

/* 1 if order[0..RK_TILES-1] is the box: each kind twice. */
static int is_box(const RkTile *order)
{
    uint8_t n[RK_KINDS] = {0};
    for (int i = 0; i < RK_TILES; i++) {
        if (order[i] > RK_JOKER || n[order[i]] == RK_COPIES) {
            return 0;
        }
        n[order[i]]++;
    }
    return 1;
}

int rk_game_script_mix(RkGame *g, const RkTile *order, int n)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    g->err[0] = '\0';
    if (order == NULL || n != RK_TILES || !is_box(order)) {
        return set_err(g, TK_E_ARG, "a mix lists the whole box: each of the 53 kinds twice");
    }
    if (g->st.nscripts == RK_SCRIPT_QUEUE) {
        return set_err(g, TK_E_ARG, "%d mixes already wait for a deal", RK_SCRIPT_QUEUE);
    }
    if (hist_reserve(g, RK_TILES) != TK_OK) {
        return set_err(g, TK_E_NOMEM, "out of memory");
    }
    memcpy(g->st.scripts[g->st.nscripts++], order, RK_TILES);
    hist_push(g, 1, -1, RK_ACT_DEAL, NULL, order);
    return TK_OK;
}

/* Fills the pool with the whole box, mixed: the next queued script, or
 * the generator. */
static void mix(RkState *st)
{
    RkTile order[RK_TILES];
    if (st->nscripts > 0) {
        memcpy(order, st->scripts[0], RK_TILES);
        memmove(st->scripts[0], st->scripts[1], (size_t)(st->nscripts - 1) * RK_TILES);
        st->nscripts--;
        memset(st->scripts[st->nscripts], 0, RK_TILES);
    } else {
        int box[RK_TILES];
        for (int i = 0; i < RK_TILES; i++) {
            box[i] = i / RK_COPIES;
        }
        tk_rng_shuffle(&st->rng, box, RK_TILES);
        for (int i = 0; i < RK_TILES; i++) {
            order[i] = (RkTile)box[i];
        }
    }
    for (int i = 0; i < RK_TILES; i++) {
        st->pool[i] = order[RK_TILES - 1 - i];
    }
    st->pool_n = RK_TILES;
}

static RkTile take(RkState *st)
{
    return st->pool[--st->pool_n];
}

/* ------------------------------------------------------------------ */
/* Turns                                                               */

static void begin_turn(RkGame *g, int seat)
{
    RkState *st = &g->st;
    st->to_act = seat;
    st->turn++;
    st->log[seat].turns++;
    RkEvent *e = eng_event_push(g, RK_EV_TURN_START);
    if (e != NULL) {
        e->u.turn_start.seat = seat;
        e->u.turn_start.turn = st->turn;
    }
}

static void score_game(RkGame *g, int winner, int out)
{
    RkState *st = &g->st;
    int p = st->cfg.players;
    RkGameScore *sc = &st->last;
    memset(sc, 0, sizeof *sc);
    sc->game = st->game;
    sc->first = st->first;
    sc->winner = winner;
    sc->out = out;
    for (int s = 0; s < p; s++) {
        sc->rack[s] = st->rack[s];
        sc->tiles[s] = st->log[s].tiles;
        for (int k = 0; k < RK_KINDS; k++) {
            sc->rack_total[s] += st->rack[s].n[k] * rk_tile_penalty((RkTile)k);
        }
    }
    int sum = 0;
    for (int s = 0; s < p; s++) {
        if (s != winner) {
            int lose = out ? sc->rack_total[s] : sc->rack_total[s] - sc->rack_total[winner];
            sc->points[s] = -lose;
            sum += lose;
        }
    }
    sc->points[winner] = sum;
    for (int s = 0; s < p; s++) {
        st->total[s] += sc->points[s];
        sc->total[s] = st->total[s];
    }
    st->have_last = 1;
    RkEvent *e = eng_event_push(g, RK_EV_GAME_OVER);
    if (e != NULL) {
        memcpy(&e->u.game_over, sc, sizeof *sc);
    }
    st->to_act = -1;
    if (st->game < st->cfg.games) {
        st->phase = RK_PHASE_GAME_OVER;
        return;
    }
    st->phase = RK_PHASE_MATCH_OVER;
    int best = st->total[0];
    for (int s = 1; s < p; s++) {
        best = st->total[s] > best ? st->total[s] : best;
    }
    unsigned winners = 0;
    int count = 0, top = -1;
    for (int s = 0; s < p; s++) {
        if (st->total[s] == best) {
            winners |= 1u << s;
            count++;
            top = s;
        }
    }
    st->match_winners = winners;
    st->match_winner = count == 1 ? top : -1;
    e = eng_event_push(g, RK_EV_MATCH_OVER);
    if (e != NULL) {
        e->u.match_over.winner = st->match_winner;
        e->u.match_over.winners = winners;
        memcpy(e->u.match_over.total, st->total, sizeof st->total);
    }
}

/* Nobody went out: the lowest rack total wins; on a tie the fewer tiles;
 * still tied, the first in play order from the game's starting seat. */
static void end_nobody_out(RkGame *g)
{
    RkState *st = &g->st;
    int p = st->cfg.players;
    int best = -1, best_total = 0, best_tiles = 0;
    for (int k = 0; k < p; k++) {
        int s = (st->first + k) % p;
        int total = 0;
        for (int t = 0; t < RK_KINDS; t++) {
            total += st->rack[s].n[t] * rk_tile_penalty((RkTile)t);
        }
        int tiles = st->log[s].tiles;
        if (best < 0 || total < best_total || (total == best_total && tiles < best_tiles)) {
            best = s;
            best_total = total;
            best_tiles = tiles;
        }
    }
    score_game(g, best, 0);
}

static void next_turn(RkGame *g)
{
    begin_turn(g, (g->st.to_act + 1) % g->st.cfg.players);
}

static void pass(RkGame *g, int seat, int timeout)
{
    RkState *st = &g->st;
    st->in_row++;
    st->log[seat].passes++;
    RkEvent *e = eng_event_push(g, RK_EV_PASS);
    if (e != NULL) {
        e->u.pass.seat = seat;
        e->u.pass.in_row = st->in_row;
        e->u.pass.timeout = timeout;
    }
    if (st->in_row >= st->cfg.players) {
        end_nobody_out(g);
    } else {
        next_turn(g);
    }
}

static void draw_one(RkGame *g, int seat, int penalty)
{
    RkState *st = &g->st;
    RkTile t = take(st);
    st->rack[seat].n[t]++;
    st->drawn[seat].n[t]++;
    st->log[seat].tiles++;
    st->log[seat].draws++;
    RkEvent *e = eng_event_push(g, RK_EV_DRAW);
    if (e != NULL) {
        e->u.draw.seat = seat;
        e->u.draw.tile = t;
        e->u.draw.pool = st->pool_n;
        e->u.draw.penalty = penalty;
    }
}

/* ------------------------------------------------------------------ */
/* Actions                                                             */

/* The checks every seat's action shares. */
static int check_turn(RkGame *g, int seat)
{
    const RkState *st = &g->st;
    if (st->phase == RK_PHASE_MATCH_OVER) {
        return set_err(g, TK_E_OVER, NC_("refusal", "the match is over"));
    }
    if (st->phase == RK_PHASE_GAME_OVER) {
        return set_err(g, TK_E_PHASE,
                       st->game == 0 ? NC_("refusal", "the first game is not dealt yet")
                                     : NC_("refusal", "the game is over: deal the next one"));
    }
    if (seat < 0 || seat >= st->cfg.players) {
        return set_err(g, TK_E_ARG, NC_("refusal", "there is no seat %d at this table"), seat + 1);
    }
    if (seat != st->to_act) {
        return set_err(g, TK_E_TURN, NC_("refusal", "it is seat %d's turn, not seat %d's"),
                       st->to_act + 1, seat + 1);
    }
    return TK_OK;
}

/* Runs an action's changes with the events' safety net: on a failed push
 * the state saved before comes back. */
typedef struct Guard {
    RkState saved;
    int mark;
} Guard;

static void guard_begin(RkGame *g, Guard *gd)
{
    g->ev_failed = 0;
    if (g->events_on) {
        memcpy(&gd->saved, &g->st, sizeof g->st);
        if (g->ev_head > 0 && g->ev_head == g->ev_count) {
            g->ev_head = g->ev_count = 0;
        }
        gd->mark = g->ev_count;
    }
}

static int guard_end(RkGame *g, Guard *gd)
{
    if (g->events_on && g->ev_failed) {
        memcpy(&g->st, &gd->saved, sizeof g->st);
        eng_event_truncate(g, gd->mark);
        g->ev_failed = 0;
        return set_err(g, TK_E_NOMEM, "out of memory");
    }
    return TK_OK;
}

static void first_seat_draw(RkGame *g)
{
    RkState *st = &g->st;
    int p = st->cfg.players;
    unsigned contenders = (1u << p) - 1;
    int drew[RK_MAX_SEATS] = {0};
    for (int round = 1;; round++) {
        for (int s = 0; s < p; s++) {
            if (!(contenders & (1u << s))) {
                continue;
            }
            RkTile t;
            do {
                if (st->pool_n == 0) {
                    mix(st);
                }
                t = take(st);
                RkEvent *e = eng_event_push(g, RK_EV_FIRST_DRAW);
                if (e != NULL) {
                    e->u.first_draw.seat = s;
                    e->u.first_draw.tile = t;
                    e->u.first_draw.round = round;
                }
            } while (t == RK_JOKER);
            drew[s] = rk_tile_number(t);
        }
        int best = 0;
        for (int s = 0; s < p; s++) {
            if ((contenders & (1u << s)) && drew[s] > best) {
                best = drew[s];
            }
        }
        unsigned tied = 0;
        int count = 0;
        for (int s = 0; s < p; s++) {
            if ((contenders & (1u << s)) && drew[s] == best) {
                tied |= 1u << s;
                count++;
            }
        }
        contenders = tied;
        if (count == 1 || round == RK_FIRST_DRAW_ROUNDS) {
            break;
        }
    }
    for (int s = 0; s < p; s++) {
        if (contenders & (1u << s)) {
            st->first = s;
            return;
        }
    }
}

int rk_deal(RkGame *g)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    g->err[0] = '\0';
    RkState *st = &g->st;
    if (st->phase == RK_PHASE_MATCH_OVER) {
        return set_err(g, TK_E_OVER, NC_("refusal", "the match is over"));
    }
    if (st->phase != RK_PHASE_GAME_OVER) {
        return set_err(g, TK_E_PHASE, NC_("refusal", "game %d is still being played"), st->game);
    }
    if (hist_reserve(g, 0) != TK_OK) {
        return set_err(g, TK_E_NOMEM, "out of memory");
    }
    Guard gd;
    guard_begin(g, &gd);
    int p = st->cfg.players;
    st->game++;
    st->turn = 0;
    st->in_row = 0;
    memset(&st->table, 0, sizeof st->table);
    memset(st->rack, 0, sizeof st->rack);
    memset(st->dealt, 0, sizeof st->dealt);
    memset(st->drawn, 0, sizeof st->drawn);
    memset(st->log, 0, sizeof st->log);
    RkEvent *e = eng_event_push(g, RK_EV_GAME_START);
    if (e != NULL) {
        e->u.game_start.game = st->game;
        e->u.game_start.games = st->cfg.games;
    }
    mix(st);
    if (st->cfg.first < 0) {
        first_seat_draw(g);
        mix(st); /* the tiles go back and the pool is mixed */
    } else {
        st->first = st->cfg.first;
    }
    e = eng_event_push(g, RK_EV_FIRST_SEAT);
    if (e != NULL) {
        e->u.first_seat.seat = st->first;
        e->u.first_seat.pool = RK_TILES - RK_RACK_START * p;
    }
    for (int k = 0; k < p; k++) {
        int s = (st->first + k) % p;
        for (int i = 0; i < RK_RACK_START; i++) {
            st->rack[s].n[take(st)]++;
        }
        st->dealt[s] = st->rack[s];
        st->log[s].tiles = RK_RACK_START;
        e = eng_event_push(g, RK_EV_DEAL);
        if (e != NULL) {
            e->u.deal.seat = s;
            e->u.deal.n = RK_RACK_START;
            e->u.deal.rack = st->rack[s];
        }
    }
    st->phase = RK_PHASE_TURN;
    begin_turn(g, st->first);
    int rc = guard_end(g, &gd);
    if (rc == TK_OK) {
        hist_push(g, 0, -1, RK_ACT_DEAL, NULL, NULL);
    }
    return rc;
}

int rk_draw(RkGame *g, int seat)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    g->err[0] = '\0';
    int rc = check_turn(g, seat);
    if (rc != TK_OK) {
        return rc;
    }
    if (hist_reserve(g, 0) != TK_OK) {
        return set_err(g, TK_E_NOMEM, "out of memory");
    }
    Guard gd;
    guard_begin(g, &gd);
    if (g->st.pool_n == 0) {
        pass(g, seat, 0);
    } else {
        g->st.in_row = 0;
        draw_one(g, seat, 0);
        next_turn(g);
    }
    rc = guard_end(g, &gd);
    if (rc == TK_OK) {
        hist_push(g, 0, seat, RK_ACT_DRAW, NULL, NULL);
    }
    return rc;
}

int rk_timeout(RkGame *g)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    g->err[0] = '\0';
    RkState *st = &g->st;
    int rc = check_turn(g, st->to_act);
    if (rc != TK_OK) {
        return rc;
    }
    if (st->cfg.timer == 0) {
        return set_err(g, TK_E_RULE, NC_("refusal", "this table has no turn timer"));
    }
    if (hist_reserve(g, 0) != TK_OK) {
        return set_err(g, TK_E_NOMEM, "out of memory");
    }
    Guard gd;
    guard_begin(g, &gd);
    int seat = st->to_act;
    int k = st->pool_n < RK_PENALTY_TILES ? st->pool_n : RK_PENALTY_TILES;
    RkEvent *e = eng_event_push(g, RK_EV_PENALTY);
    if (e != NULL) {
        e->u.penalty.seat = seat;
        e->u.penalty.tiles = k;
    }
    st->log[seat].penalties++;
    if (k == 0) {
        pass(g, seat, 1);
    } else {
        st->in_row = 0;
        st->log[seat].penalty_tiles += k;
        for (int i = 0; i < k; i++) {
            draw_one(g, seat, 1);
        }
        next_turn(g);
    }
    rc = guard_end(g, &gd);
    if (rc == TK_OK) {
        hist_push(g, 0, seat, RK_ACT_TIMEOUT, NULL, NULL);
    }
    return rc;
}

int rk_check_play(RkGame *g, int seat, const RkTable *table)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    g->err[0] = '\0';
    int rc = check_turn(g, seat);
    if (rc != TK_OK) {
        return rc;
    }
    if (table == NULL) {
        return set_err(g, TK_E_ARG, "no table");
    }
    RkChecked c;
    return eng_check_play(&g->st, seat, table, &c, g->err, sizeof g->err);
}

int rk_play(RkGame *g, int seat, const RkTable *table)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    g->err[0] = '\0';
    int rc = check_turn(g, seat);
    if (rc != TK_OK) {
        return rc;
    }
    if (table == NULL) {
        return set_err(g, TK_E_ARG, "no table");
    }
    RkChecked c;
    rc = eng_check_play(&g->st, seat, table, &c, g->err, sizeof g->err);
    if (rc != TK_OK) {
        return rc;
    }
    if (hist_reserve(g, table_bytes(&c.table)) != TK_OK) {
        return set_err(g, TK_E_NOMEM, "out of memory");
    }
    Guard gd;
    guard_begin(g, &gd);
    RkState *st = &g->st;
    RkEvent *e = eng_event_push(g, RK_EV_PLAY);
    if (e != NULL) {
        RkPlayEvent *pe = &e->u.play;
        pe->seat = seat;
        pe->initial = c.initial;
        pe->value = c.value;
        for (int k = 0; k < RK_KINDS; k++) {
            for (int i = 0; i < c.from_rack.n[k]; i++) {
                pe->tiles[pe->n++] = (RkTile)k;
            }
        }
        pe->rack_left = st->log[seat].tiles - c.n;
        memcpy(&pe->before, &st->table, sizeof st->table);
        memcpy(&pe->after, &c.table, sizeof c.table);
        eng_play_origins(&st->table, &c.table, pe->from);
    }
    for (int k = 0; k < RK_KINDS; k++) {
        st->rack[seat].n[k] = (uint8_t)(st->rack[seat].n[k] - c.from_rack.n[k]);
        st->log[seat].played.n[k] = (uint8_t)(st->log[seat].played.n[k] + c.from_rack.n[k]);
    }
    st->log[seat].tiles -= c.n;
    st->log[seat].plays++;
    st->log[seat].melded = 1;
    memcpy(&st->table, &c.table, sizeof c.table);
    st->in_row = 0;
    if (st->log[seat].tiles == 0) {
        score_game(g, seat, 1);
    } else {
        next_turn(g);
    }
    rc = guard_end(g, &gd);
    if (rc == TK_OK) {
        hist_push(g, 0, seat, RK_ACT_PLAY, &c.table, NULL);
    }
    return rc;
}

int rk_apply(RkGame *g, int seat, RkActionKind kind, const RkTable *table)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    switch (kind) {
    case RK_ACT_DEAL:
        return rk_deal(g);
    case RK_ACT_DRAW:
        return rk_draw(g, seat);
    case RK_ACT_PLAY:
        return rk_play(g, seat, table);
    case RK_ACT_TIMEOUT:
        g->err[0] = '\0';
        if (g->st.phase == RK_PHASE_TURN && seat != g->st.to_act) {
            return set_err(g, TK_E_TURN, NC_("refusal", "it is seat %d's turn, not seat %d's"),
                           g->st.to_act + 1, seat + 1);
        }
        return rk_timeout(g);
    default:
        g->err[0] = '\0';
        return set_err(g, TK_E_ARG, "no such action");
    }
}

const char *rk_game_error(const RkGame *g)
{
    return g != NULL ? g->err : "";
}

/* ------------------------------------------------------------------ */
/* Queries                                                             */

const RkConfig *rk_game_config(const RkGame *g) { return &g->st.cfg; }
uint64_t rk_game_seed(const RkGame *g) { return g->st.seed; }
int rk_game_phase(const RkGame *g) { return g->st.phase; }
int rk_game_to_act(const RkGame *g) { return g->st.to_act; }
int rk_game_number(const RkGame *g) { return g->st.game; }
int rk_game_first(const RkGame *g) { return g->st.first; }
int rk_game_turn(const RkGame *g) { return g->st.turn; }
int rk_game_pool_count(const RkGame *g) { return g->st.pool_n; }
int rk_game_passes(const RkGame *g) { return g->st.in_row; }
const RkTable *rk_game_table(const RkGame *g) { return &g->st.table; }
int rk_game_match_winner(const RkGame *g) { return g->st.match_winner; }
unsigned rk_game_match_winners(const RkGame *g) { return g->st.match_winners; }

static int seat_ok(const RkGame *g, int seat)
{
    return seat >= 0 && seat < g->st.cfg.players;
}

int rk_game_rack(const RkGame *g, int seat, RkCounts *out)
{
    if (!seat_ok(g, seat) || out == NULL) {
        return -1;
    }
    memcpy(out, &g->st.rack[seat], sizeof *out);
    return g->st.log[seat].tiles;
}

int rk_game_rack_count(const RkGame *g, int seat)
{
    return seat_ok(g, seat) ? g->st.log[seat].tiles : -1;
}

int rk_game_melded(const RkGame *g, int seat)
{
    return seat_ok(g, seat) ? g->st.log[seat].melded : 0;
}

int rk_game_total(const RkGame *g, int seat)
{
    return seat_ok(g, seat) ? g->st.total[seat] : 0;
}

int rk_game_pool(const RkGame *g, RkTile *out)
{
    if (out != NULL) {
        memcpy(out, g->st.pool, (size_t)g->st.pool_n);
    }
    return g->st.pool_n;
}

int rk_game_last_score(const RkGame *g, RkGameScore *out)
{
    if (out == NULL) {
        return TK_E_ARG;
    }
    if (!g->st.have_last) {
        return TK_E_PHASE;
    }
    memcpy(out, &g->st.last, sizeof *out);
    return TK_OK;
}

int rk_game_view(const RkGame *g, int seat, RkView *out)
{
    if (g == NULL || out == NULL || !seat_ok(g, seat)) {
        return TK_E_ARG;
    }
    const RkState *st = &g->st;
    memset(out, 0, sizeof *out);
    out->seat = seat;
    memcpy(&out->config, &st->cfg, sizeof st->cfg);
    out->phase = st->phase;
    out->to_act = st->to_act;
    out->game = st->game;
    out->first = st->first;
    out->turn = st->turn;
    out->pool = st->pool_n;
    out->in_row = st->in_row;
    memcpy(&out->rack, &st->rack[seat], sizeof out->rack);
    memcpy(&out->dealt, &st->dealt[seat], sizeof out->dealt);
    memcpy(&out->drawn, &st->drawn[seat], sizeof out->drawn);
    memcpy(&out->table, &st->table, sizeof out->table);
    memcpy(out->log, st->log, sizeof out->log);
    memcpy(out->total, st->total, sizeof out->total);
    out->have_last = st->have_last;
    if (st->have_last) {
        memcpy(&out->last, &st->last, sizeof out->last);
    }
    out->match_winner = st->match_winner;
    out->match_winners = st->match_winners;
    return TK_OK;
}

int rk_game_same(const RkGame *a, const RkGame *b)
{
    return a != NULL && b != NULL && memcmp(&a->st, &b->st, sizeof a->st) == 0;
}
