/*
 * game.c - the rules of Ratuki: a match of rounds, the deal, plays on the
 * stack places with their tie window, ties, takes, discards and draws,
 * the discard pile turned over, the three ends of a round, scoring, the
 * match's end; copies, scripts, views and the history.
 *
 * Every entry point checks its action completely before changing
 * anything (the plays whose window ends by the action's time are judged
 * final without being made so) and makes room in the history first.
 * Events are pushed as the action goes; if one finds no memory, the
 * state saved before the action comes back, so a refused or failed call
 * leaves the game as it was.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "kit/lang.h"
#include "kit/text.h"

/* ------------------------------------------------------------------ */
/* Errors                                                              */

static int set_err(RtGame *g, int status, const char *fmt, ...) TK_PRINTF_LIKE(3, 4);

static int set_err(RtGame *g, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
    return status;
}

/* A value said with its article: "a 1", "a wild". */
static const char *a_value(int v)
{
    /* the cards in a refusal's sentence (said in a language by
       tk_tr_formed where it is shown) */
    static const char *const names[RT_WILD + 1] = {NC_("refusal", "nothing"), NC_("refusal", "a 1"),
                                                   NC_("refusal", "a 2"),     NC_("refusal", "a 3"),
                                                   NC_("refusal", "a 4"),     NC_("refusal", "a 5"),
                                                   NC_("refusal", "a wild")};
    return v >= 0 && v <= RT_WILD ? names[v] : NC_("refusal", "a card");
}

/* ------------------------------------------------------------------ */
/* History                                                             */

static int hist_grow(RtGame *g, int script);

static inline int hist_reserve(RtGame *g, int script)
{
    return g->history_on ? hist_grow(g, script) : TK_OK;
}

static int hist_grow(RtGame *g, int script)
{
    if (g->hist_count == g->hist_cap) {
        int cap = g->hist_cap ? g->hist_cap * 2 : 256;
        RtHist *h = realloc(g->hist, (size_t)cap * sizeof *h);
        if (h == NULL) {
            return TK_E_NOMEM;
        }
        g->hist = h;
        g->hist_cap = cap;
    }
    if (script && g->hscripts_len + RT_DECK > g->hscripts_cap) {
        size_t cap = g->hscripts_cap ? g->hscripts_cap * 2 : 1024;
        uint8_t *t = realloc(g->hscripts, cap);
        if (t == NULL) {
            return TK_E_NOMEM;
        }
        g->hscripts = t;
        g->hscripts_cap = cap;
    }
    return TK_OK;
}

/* Appends an action (room reserved). */
static void hist_push(RtGame *g, RtActionKind kind, int seat, int slot, int place, int time,
                      RtCard card)
{
    if (!g->history_on) {
        return;
    }
    RtHist *h = &g->hist[g->hist_count++];
    memset(h, 0, sizeof *h);
    h->kind = (uint8_t)kind;
    h->seat = (int8_t)seat;
    h->slot = (int8_t)slot;
    h->place = (int8_t)place;
    h->card = card;
    h->time = time;
}

static void hist_drop(RtGame *g)
{
    free(g->hist);
    free(g->hscripts);
    g->hist = NULL;
    g->hscripts = NULL;
    g->hist_count = g->hist_cap = 0;
    g->hscripts_len = g->hscripts_cap = 0;
}

int rt_game_history_count(const RtGame *g)
{
    return g != NULL && g->history_on ? g->hist_count : -1;
}

int rt_game_history_whole(const RtGame *g)
{
    return g != NULL && g->history_on && g->history_whole;
}

int rt_game_history_item(const RtGame *g, int i, RtHistoryItem *out)
{
    if (g == NULL || out == NULL || !g->history_on || i < 0 || i >= g->hist_count) {
        return TK_E_ARG;
    }
    const RtHist *h = &g->hist[i];
    memset(out, 0, sizeof *out);
    out->is_script = h->is_script;
    out->card = h->card;
    if (h->is_script) {
        out->seat = h->seat;
        for (int k = 0; k < RT_DECK; k++) {
            out->order[k] = g->hscripts[h->off + (size_t)k];
        }
        return TK_OK;
    }
    out->seat = h->seat;
    out->action.kind = (RtActionKind)h->kind;
    out->action.seat = h->seat;
    out->action.slot = h->slot;
    out->action.place = h->place;
    out->action.time = h->time;
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Life                                                                */

int rt_game_new(const RtConfig *cfg, uint64_t seed, RtGame **out, char *msg, size_t size)
{
    if (out == NULL) {
        tk_text_message(msg, size, "no place for the game");
        return TK_E_ARG;
    }
    *out = NULL;
    int rc = rt_config_check(cfg, msg, size);
    if (rc != TK_OK) {
        return rc;
    }
    RtGame *g = calloc(1, sizeof *g);
    if (g == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    g->st.cfg = *cfg;
    g->st.seed = seed;
    tk_rng_seed(&g->st.rng, seed);
    g->st.phase = RT_PHASE_BETWEEN;
    g->st.out_seat = -1;
    g->st.match_winner = -1;
    g->st.window_due = INT_MAX;
    for (int k = 0; k < RT_MAX_SEATS; k++) {
        g->st.place[k].pending = RT_NO_CARD;
        g->st.place[k].pending_seat = -1;
        for (int s = 0; s < RT_HAND; s++) {
            g->st.seat[k].hand[s] = RT_NO_CARD;
        }
    }
    tk_queue_init(&g->ev, sizeof(RtEvent));
    g->events_on = 1;
    g->history_on = 1;
    g->history_whole = 1;
    *out = g;
    return TK_OK;
}

void rt_game_free(RtGame *g)
{
    if (g == NULL) {
        return;
    }
    tk_queue_free(&g->ev);
    hist_drop(g);
    free(g);
}

int rt_game_clone(const RtGame *g, RtGame **out)
{
    if (g == NULL || out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    RtGame *c = calloc(1, sizeof *c);
    if (c == NULL) {
        return TK_E_NOMEM;
    }
    c->st = g->st;
    c->events_on = g->events_on;
    c->history_on = g->history_on;
    c->history_whole = g->history_whole;
    memcpy(c->err, g->err, sizeof c->err);
    tk_queue_init(&c->ev, sizeof(RtEvent));
    if (tk_queue_copy(&c->ev, &g->ev) != TK_OK) {
        free(c);
        return TK_E_NOMEM;
    }
    if (g->history_on && g->hist_count > 0) {
        c->hist = malloc((size_t)g->hist_count * sizeof *c->hist);
        c->hscripts = g->hscripts_len > 0 ? malloc(g->hscripts_len) : NULL;
        if (c->hist == NULL || (g->hscripts_len > 0 && c->hscripts == NULL)) {
            rt_game_free(c);
            return TK_E_NOMEM;
        }
        memcpy(c->hist, g->hist, (size_t)g->hist_count * sizeof *c->hist);
        if (g->hscripts_len > 0) {
            memcpy(c->hscripts, g->hscripts, g->hscripts_len);
        }
        c->hist_count = c->hist_cap = g->hist_count;
        c->hscripts_len = c->hscripts_cap = g->hscripts_len;
    }
    *out = c;
    return TK_OK;
}

void rt_game_set_recording(RtGame *g, int events, int history)
{
    if (g == NULL) {
        return;
    }
    if (!events) {
        tk_queue_free(&g->ev);
    }
    g->events_on = events != 0;
    if (!history) {
        hist_drop(g);
        g->history_whole = 0;
    }
    g->history_on = history != 0;
}

const char *rt_game_error(const RtGame *g)
{
    return g != NULL ? g->err : "";
}

/* ------------------------------------------------------------------ */
/* Places                                                              */

static int top_value(const RtPlace *p)
{
    return p->top_v;
}

/* The window of the card pending on p ends at or before t. */
static int expired(const RtState *st, const RtPlace *p, int t)
{
    return p->pending != RT_NO_CARD && p->pending_at + st->cfg.window <= t;
}

/* The earliest end of a pending card's window, after a change. */
static void recompute_due(RtState *st)
{
    st->window_due = INT_MAX;
    for (int k = 0; k < st->cfg.players; k++) {
        const RtPlace *p = &st->place[k];
        if (p->pending != RT_NO_CARD && p->pending_at + st->cfg.window < st->window_due) {
            st->window_due = p->pending_at + st->cfg.window;
        }
    }
}

/* A place as it stands at time t with the plays whose window ended by
 * then final: *top (0: free), and *pend (the seat whose card is still
 * pending, -1) with *under (the final top under it). */
typedef struct Settled {
    int top;
    int pend;
    int pend_value;
    int under;
} Settled;

static Settled settle(const RtState *st, int k, int t)
{
    const RtPlace *p = &st->place[k];
    Settled s = {top_value(p), -1, 0, 0};
    if (p->pending == RT_NO_CARD) {
        return s;
    }
    int v = p->pend_v;
    if (expired(st, p, t)) {
        s.top = rt_takes(v, s.top) ? 0 : v;
        return s;
    }
    s.pend = p->pending_seat;
    s.pend_value = v;
    s.under = s.top;
    s.top = v;
    return s;
}

/* Moves a final stack to `seat`'s scoring pile. */
static void take_stack(RtState *st, int seat, RtPlace *p)
{
    RtSeat *s = &st->seat[seat];
    memcpy(s->scoring + s->scoring_n, p->card, (size_t)p->n);
    s->scoring_n += p->n;
    s->takes++;
    p->n = 0;
    p->top_v = 0;
}

/* The card pending at place k becomes final at time `at`: on the stack,
 * or the stack with it to its player's scoring pile. */
static void finalize(RtGame *g, int k, int at)
{
    RtState *st = &g->st;
    RtPlace *p = &st->place[k];
    RtCard c = p->pending;
    int seat = p->pending_seat;
    int take = rt_takes(p->pend_v, p->top_v);
    p->card[p->n++] = c;
    p->top_v = p->pend_v;
    p->pending = RT_NO_CARD;
    p->pend_v = 0;
    p->pending_seat = -1;
    st->npending--;
    recompute_due(st);
    if (take) {
        int n = p->n;
        take_stack(st, seat, p);
        RtEvent *e = eng_event(g, RT_EV_TOOK, at);
        if (e != NULL) {
            e->u.took.seat = seat;
            e->u.took.place = k;
            e->u.took.cards = n;
            e->u.took.card = c;
        }
        return;
    }
    RtEvent *e = eng_event(g, RT_EV_FINAL, at);
    if (e != NULL) {
        e->u.final.seat = seat;
        e->u.final.card = c;
        e->u.final.place = k;
        e->u.final.height = p->n;
    }
}

/* Makes final every play whose window ends at t or before, earliest
 * first (then by place).  Returns how many. */
static int catch_up(RtGame *g, int t)
{
    RtState *st = &g->st;
    int done = 0;
    while (st->window_due <= t) {
        int best = -1;
        for (int k = 0; k < st->cfg.players; k++) {
            const RtPlace *p = &st->place[k];
            if (expired(st, p, t) && (best < 0 || p->pending_at < st->place[best].pending_at)) {
                best = k;
            }
        }
        finalize(g, best, st->place[best].pending_at + st->cfg.window);
        done++;
    }
    return done;
}

/* 1 if some card that a seat holds (hand, draw or discard pile) can be
 * played, with the pending plays judged final. */
static int can_play_any(const RtState *st)
{
    const uint8_t *held = st->held_all;
    int tops[RT_WILD + 1] = {0};
    int free_places = 0, stacks = 0;
    for (int k = 0; k < st->cfg.players; k++) {
        const RtPlace *p = &st->place[k];
        int top = p->top_v;
        if (p->pend_v != 0) {
            top = rt_takes(p->pend_v, top) ? 0 : p->pend_v;
        }
        if (top == 0) {
            free_places++;
        } else {
            tops[top]++;
            stacks++;
        }
    }
    return (held[1] > 0 && (free_places > 0 || tops[2] > 0)) || (held[RT_WILD] > 0 && stacks > 0) ||
           (held[2] > 0 && (tops[1] > 0 || tops[3] > 0)) ||
           (held[3] > 0 && (tops[2] > 0 || tops[4] > 0)) || (held[4] > 0 && tops[3] > 0) ||
           (held[5] > 0 && tops[4] > 0);
}

/* ------------------------------------------------------------------ */
/* Hands and piles                                                     */

/* Fills an empty slot of `seat`'s hand from its draw pile at time t,
 * turning the discard pile over the moment the draw pile is empty.
 * Returns 1 when the seat is out (neither pile left). */
static int refill(RtGame *g, int seat, int slot, int t)
{
    RtSeat *s = &g->st.seat[seat];
    if (s->draw_pos < s->draw_n) {
        RtCard c = s->draw[s->draw_pos++];
        s->hand[slot] = c;
        s->hand_n++;
        RtEvent *e = eng_event(g, RT_EV_DREW, t);
        if (e != NULL) {
            e->u.drew.seat = seat;
            e->u.drew.slot = slot;
            e->u.drew.card = c;
            e->u.drew.draw = s->draw_n - s->draw_pos;
        }
    }
    if (s->draw_pos < s->draw_n) {
        return 0;
    }
    if (s->discard_n == 0) {
        return 1;
    }
    memcpy(s->draw, s->discard, s->discard_n);
    s->draw_pos = 0;
    s->draw_n = s->discard_n;
    s->discard_n = 0;
    RtEvent *e = eng_event(g, RT_EV_TURNED_OVER, t);
    if (e != NULL) {
        e->u.turned_over.seat = seat;
        e->u.turned_over.cards = s->draw_n;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* The end of a round and of the match                                 */

static void fill_counts(const RtState *st, RtRoundScore *sc)
{
    memset(sc, 0, sizeof *sc);
    sc->round = st->round;
    sc->reason = st->end_reason;
    sc->out_seat = st->out_seat;
    sc->time = st->now;
    for (int s = 0; s < st->cfg.players; s++) {
        const RtSeat *p = &st->seat[s];
        sc->scoring[s] = p->scoring_n;
        sc->draw[s] = p->draw_n - p->draw_pos;
        sc->discard[s] = p->discard_n;
        sc->hand[s] = p->hand_n;
        sc->points[s] = sc->scoring[s] - sc->draw[s] - sc->discard[s];
        sc->total[s] = st->total[s];
        sc->plays[s] = p->plays;
        sc->takes[s] = p->takes;
        sc->ties[s] = p->ties;
        sc->discards[s] = p->discards;
    }
}

/* The seats with the highest total: a bit each; *best the total. */
static unsigned top_seats(const RtState *st, int *best)
{
    int b = st->total[0];
    unsigned bits = 0;
    for (int s = 1; s < st->cfg.players; s++) {
        b = st->total[s] > b ? st->total[s] : b;
    }
    for (int s = 0; s < st->cfg.players; s++) {
        if (st->total[s] == b) {
            bits |= 1u << s;
        }
    }
    *best = b;
    return bits;
}

static int single_seat(unsigned bits)
{
    int seat = -1;
    for (int s = 0; s < RT_MAX_SEATS; s++) {
        if (bits & (1u << s)) {
            if (seat >= 0) {
                return -1;
            }
            seat = s;
        }
    }
    return seat;
}

/* Ends the round at time t for `reason`: the pending plays final, the
 * scores, and the match's verdict. */
static void end_round(RtGame *g, int reason, int out_seat, int t)
{
    RtState *st = &g->st;
    st->now = t;
    st->end_reason = reason;
    st->out_seat = out_seat;
    RtEvent *e = eng_event(g, reason == RT_END_OUT     ? RT_EV_OUT
                                   : reason == RT_END_STUCK ? RT_EV_STUCK
                                                            : RT_EV_STILL,
                                t);
    if (e != NULL && reason == RT_END_OUT) {
        e->u.out.seat = out_seat;
    }
    for (int k = 0; k < st->cfg.players; k++) {
        if (st->place[k].pending != RT_NO_CARD) {
            finalize(g, k, t);
        }
    }
    RtRoundScore sc;
    fill_counts(st, &sc);
    for (int s = 0; s < st->cfg.players; s++) {
        st->total[s] += sc.points[s];
        sc.total[s] = st->total[s];
    }
    st->last = sc;
    st->have_last = 1;
    e = eng_event(g, RT_EV_ROUND_END, t);
    if (e != NULL) {
        e->u.round_end = sc;
    }
    /* The match's verdict (docs/ratuki.md, "The end of a match"). */
    int best = 0;
    unsigned top = top_seats(st, &best);
    int over = 0;
    if (st->cfg.target == 0) {
        over = 1;
    } else if (best >= st->cfg.target && single_seat(top) >= 0) {
        over = 1;
    } else {
        if (best >= st->cfg.target && st->tie_round == 0) {
            st->tie_round = st->round;
        }
        over = st->tie_round > 0 && st->round - st->tie_round >= RT_TIE_ROUNDS;
    }
    if (!over) {
        st->phase = RT_PHASE_BETWEEN;
        return;
    }
    st->phase = RT_PHASE_MATCH_OVER;
    st->match_winners = top;
    st->match_winner = single_seat(top);
    e = eng_event(g, RT_EV_MATCH_END, t);
    if (e != NULL) {
        e->u.match_end.winner = st->match_winner;
        e->u.match_end.winners = top;
        e->u.match_end.rounds = st->round;
        memcpy(e->u.match_end.total, st->total, sizeof e->u.match_end.total);
    }
}

/* ------------------------------------------------------------------ */
/* Checks                                                              */

/* The checks every timed action shares: the phase, the seat, the slot,
 * the time.  seat < 0 skips the seat and slot. */
static int check_timed(RtGame *g, int seat, int slot, int t)
{
    const RtState *st = &g->st;
    if (st->phase == RT_PHASE_MATCH_OVER) {
        return set_err(g, TK_E_OVER, NC_("refusal", "the match is over"));
    }
    if (st->phase != RT_PHASE_ROUND) {
        return set_err(
            g, TK_E_PHASE,
            NC_("refusal", "no round is being played: the next one must be dealt first"));
    }
    if (seat >= 0 || seat < -1) {
        if (seat < 0 || seat >= st->cfg.players) {
            return set_err(g, TK_E_ARG,
                           NC_("refusal", "there is no seat %d at this table (seats 1-%d)"),
                           seat + 1, st->cfg.players);
        }
        if (slot < 0 || slot >= RT_HAND) {
            return set_err(g, TK_E_ARG, NC_("refusal", "a hand has slots 1-%d, not %d"), RT_HAND,
                           slot + 1);
        }
        if (st->seat[seat].hand[slot] == RT_NO_CARD) {
            return set_err(g, TK_E_MOVE, NC_("refusal", "seat %d has no card in slot %d"), seat + 1,
                           slot + 1);
        }
    }
    if (t < st->now) {
        return set_err(
            g, TK_E_ARG,
            NC_("refusal", "time does not go back: the round's clock says %d ms, not %d"), st->now,
            t);
    }
    if (t > RT_TIME_MAX) {
        return set_err(g, TK_E_ARG,
                       NC_("refusal", "a round's clock stops at %d ms (24 hours), not %d"),
                       RT_TIME_MAX, t);
    }
    return TK_OK;
}

/* The deadline of the 60 s rule. */
static int still_deadline(const RtState *st)
{
    return st->last_play + RT_STILL_MS;
}

/* What a play is: refused, a play on the place, or a tie. */
enum { JUDGE_PLAY = 1, JUDGE_TIE = 2 };

/* "place 2 is free", "place 2 shows a 4". */
static void say_place(char *buf, size_t size, int k, int top)
{
    if (top == 0) {
        snprintf(buf, size, NC_("refusal", "place %d is free"), k + 1);
    } else {
        snprintf(buf, size, NC_("refusal", "place %d shows %s"), k + 1, a_value(top));
    }
}

/* Judges seat's card of value v on place k at time t: JUDGE_PLAY,
 * JUDGE_TIE, or a refusal (negative status) with its sentence. */
static int judge(RtGame *g, int seat, int v, int k, int t)
{
    const RtState *st = &g->st;
    Settled s = settle(st, k, t);
    char where[64];
    if (s.pend >= 0 && s.pend != seat) {
        if (rt_fits(v, s.under) || rt_fits(v, s.pend_value)) {
            return JUDGE_TIE;
        }
        if (s.under == 0) {
            return -set_err(
                g, TK_E_RULE,
                NC_("refusal",
                    "seat %d's 1 is pending on place %d, which was free: %s fits neither a "
                    "free place nor the 1, so it cannot tie"),
                s.pend + 1, k + 1, a_value(v));
        }
        return -set_err(
            g, TK_E_RULE,
            NC_("refusal", "seat %d's %s is pending on place %d over %s: %s fits neither, so it "
                           "cannot tie"),
            s.pend + 1, rt_value_text(s.pend_value), k + 1, a_value(s.under), a_value(v));
    }
    if (s.pend == seat && rt_takes(s.pend_value, s.under)) {
        return -set_err(
            g, TK_E_RULE,
            NC_("refusal", "nothing more goes on place %d: your %s is taking its stack"), k + 1,
            rt_value_text(s.pend_value));
    }
    if (rt_fits(v, s.top)) {
        return JUDGE_PLAY;
    }
    say_place(where, sizeof where, k, s.top);
    if (s.top == 0) {
        return -set_err(g, TK_E_RULE,
                        v == RT_WILD ? NC_("refusal", "a wild never starts a stack; %s")
                                     : NC_("refusal", "only a 1 starts a stack; %s"),
                        where);
    }
    switch (v) {
    case 1: {
        int free_places = 0;
        for (int q = 0; q < st->cfg.players; q++) {
            free_places += settle(st, q, t).top == 0;
        }
        if (free_places == 0) {
            return -set_err(
                g, TK_E_RULE,
                NC_("refusal", "a 1 starts a stack on a free place or goes on a 2, and every place "
                               "holds a stack; %s"),
                where);
        }
        return -set_err(g, TK_E_RULE,
                        NC_("refusal", "a 1 starts a stack on a free place or goes on a 2; %s"),
                        where);
    }
    case 2:
        return -set_err(g, TK_E_RULE, NC_("refusal", "a 2 goes on a 1 or a 3; %s"), where);
    case 3:
        return -set_err(g, TK_E_RULE, NC_("refusal", "a 3 goes on a 2 or a 4; %s"), where);
    case 4:
        return -set_err(g, TK_E_RULE, NC_("refusal", "a 4 goes on a 3; %s"), where);
    case 5:
        return -set_err(g, TK_E_RULE, NC_("refusal", "a 5 goes on a 4 (and takes the stack); %s"),
                        where);
    default:
        return -set_err(g, TK_E_RULE, NC_("refusal", "nothing goes on place %d but a wild"), k + 1);
    }
}

/* The full check of a play; returns JUDGE_* or a negative status. */
static int check_play(RtGame *g, int seat, int slot, int k, int t)
{
    const RtState *st = &g->st;
    int rc = check_timed(g, seat, slot, t);
    if (rc != TK_OK) {
        return -rc;
    }
    if (k < 0 || k >= st->cfg.players) {
        return -set_err(g, TK_E_ARG,
                        NC_("refusal", "there is no place %d at this table (places 1-%d)"), k + 1,
                        st->cfg.players);
    }
    if (t > still_deadline(st)) {
        return -set_err(
            g, TK_E_PHASE,
            NC_("refusal", "no card was played for 60 s: the round ended at %d ms, before %d ms"),
            still_deadline(st), t);
    }
    return judge(g, seat, rt_card_value(st->seat[seat].hand[slot]), k, t);
}

/* ------------------------------------------------------------------ */
/* Actions                                                             */

/* Saves what an action may spoil: the state and the event count. */
typedef struct Undo {
    RtState st;
    size_t ev_waiting;
} Undo;

static int begin(RtGame *g, Undo *u, int script)
{
    if (hist_reserve(g, script) != TK_OK) {
        return set_err(g, TK_E_NOMEM, "out of memory");
    }
    g->ev_failed = 0;
    if (g->events_on) {
        u->st = g->st;
        u->ev_waiting = tk_queue_size(&g->ev);
    }
    return TK_OK;
}

/* After an action: TK_OK, or the state as it was when an event found no
 * memory. */
static int finish(RtGame *g, const Undo *u)
{
    if (g->events_on && g->ev_failed) {
        g->st = u->st;
        tk_queue_truncate(&g->ev, u->ev_waiting);
        g->ev_failed = 0;
        return set_err(g, TK_E_NOMEM, "out of memory");
    }
    g->err[0] = '\0';
    return TK_OK;
}

int rt_game_script_deck(RtGame *g, int seat, const int *order, int n)
{
    if (g == NULL || order == NULL) {
        return TK_E_ARG;
    }
    RtState *st = &g->st;
    if (st->phase == RT_PHASE_MATCH_OVER) {
        return set_err(g, TK_E_OVER, "the match is over");
    }
    if (seat < 0 || seat >= st->cfg.players) {
        return set_err(g, TK_E_ARG, "there is no seat %d at this table", seat + 1);
    }
    if (n != RT_DECK) {
        return set_err(g, TK_E_ARG, "a deck order lists the %d cards of the deck, not %d", RT_DECK, n);
    }
    uint8_t seen[RT_DECK] = {0};
    for (int i = 0; i < RT_DECK; i++) {
        if (order[i] < 0 || order[i] >= RT_DECK || seen[order[i]]) {
            return set_err(g, TK_E_ARG, "a deck order lists each card of the deck once");
        }
        seen[order[i]] = 1;
    }
    if (st->nscripts[seat] == RT_SCRIPT_QUEUE) {
        return set_err(g, TK_E_ARG, "%d deck orders wait for seat %d already", RT_SCRIPT_QUEUE,
                       seat + 1);
    }
    if (hist_reserve(g, 1) != TK_OK) {
        return set_err(g, TK_E_NOMEM, "out of memory");
    }
    for (int i = 0; i < RT_DECK; i++) {
        st->scripts[seat][st->nscripts[seat]][i] = (uint8_t)order[i];
    }
    st->nscripts[seat]++;
    if (g->history_on) {
        RtHist *h = &g->hist[g->hist_count++];
        memset(h, 0, sizeof *h);
        h->is_script = 1;
        h->seat = (int8_t)seat;
        h->off = (uint32_t)g->hscripts_len;
        for (int i = 0; i < RT_DECK; i++) {
            g->hscripts[g->hscripts_len++] = (uint8_t)order[i];
        }
    }
    g->err[0] = '\0';
    return TK_OK;
}

int rt_deal(RtGame *g)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    RtState *st = &g->st;
    if (st->phase == RT_PHASE_MATCH_OVER) {
        return set_err(g, TK_E_OVER, "the match is over");
    }
    if (st->phase == RT_PHASE_ROUND) {
        return set_err(g, TK_E_PHASE, "a round is being played");
    }
    Undo u;
    int rc = begin(g, &u, 0);
    if (rc != TK_OK) {
        return rc;
    }
    st->round++;
    st->phase = RT_PHASE_ROUND;
    st->now = 0;
    st->last_play = 0;
    st->npending = 0;
    st->window_due = INT_MAX;
    memset(st->held_all, 0, sizeof st->held_all);
    st->end_reason = RT_END_NONE;
    st->out_seat = -1;
    for (int k = 0; k < RT_MAX_SEATS; k++) {
        RtPlace *p = &st->place[k];
        p->n = 0;
        p->top_v = 0;
        p->pend_v = 0;
        p->pending = RT_NO_CARD;
        p->pending_seat = -1;
        p->pending_at = 0;
    }
    eng_event(g, RT_EV_ROUND_START, 0);
    for (int seat = 0; seat < st->cfg.players; seat++) {
        RtSeat *s = &st->seat[seat];
        int order[RT_DECK];
        if (st->nscripts[seat] > 0) {
            for (int i = 0; i < RT_DECK; i++) {
                order[i] = st->scripts[seat][0][i];
            }
            memmove(st->scripts[seat][0], st->scripts[seat][1],
                    (size_t)(RT_SCRIPT_QUEUE - 1) * RT_DECK);
            memset(st->scripts[seat][RT_SCRIPT_QUEUE - 1], 0, RT_DECK);
            st->nscripts[seat]--;
        } else {
            for (int i = 0; i < RT_DECK; i++) {
                order[i] = i;
            }
            tk_rng_shuffle(&st->rng, order, RT_DECK);
        }
        memset(s, 0, sizeof *s);
        for (int i = 0; i < RT_DECK; i++) {
            s->draw[i] = rt_card_make(seat, order[i]);
        }
        s->draw_n = RT_DECK;
        for (int v = 1; v <= RT_WILD; v++) {
            s->held[v] = (uint8_t)rt_deck_count(v);
            st->held_all[v] = (uint8_t)(st->held_all[v] + s->held[v]);
        }
        for (int i = 0; i < RT_HAND; i++) {
            s->hand[i] = s->draw[s->draw_pos++];
        }
        s->hand_n = RT_HAND;
        RtEvent *e = eng_event(g, RT_EV_DEAL, 0);
        if (e != NULL) {
            e->u.deal.seat = seat;
            memcpy(e->u.deal.hand, s->hand, sizeof s->hand);
        }
    }
    rc = finish(g, &u);
    if (rc == TK_OK) {
        hist_push(g, RT_ACT_DEAL, -1, -1, -1, 0, RT_NO_CARD);
    }
    return rc;
}

int rt_check_play(RtGame *g, int seat, int slot, int place, int time)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    int j = check_play(g, seat, slot, place, time);
    if (j < 0) {
        return -j;
    }
    g->err[0] = '\0';
    return TK_OK;
}

int rt_play(RtGame *g, int seat, int slot, int k, int t)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    int j = check_play(g, seat, slot, k, t);
    if (j < 0) {
        return -j;
    }
    RtState *st = &g->st;
    Undo u;
    int rc = begin(g, &u, 0);
    if (rc != TK_OK) {
        return rc;
    }
    catch_up(g, t);
    st->now = t;
    RtSeat *me = &st->seat[seat];
    RtPlace *p = &st->place[k];
    RtCard c = me->hand[slot];
    int v = rt_card_value(c);
    me->hand[slot] = RT_NO_CARD;
    me->hand_n--;
    me->held[v]--;
    st->held_all[v]--;
    me->plays++;
    st->last_play = t;
    if (j == JUDGE_TIE) {
        RtCard c1 = p->pending;
        int s1 = p->pending_seat;
        RtSeat *other = &st->seat[s1];
        int v1 = p->pend_v;
        other->discard[other->discard_n++] = c1;
        other->held[v1]++;
        other->ties++;
        me->discard[me->discard_n++] = c;
        me->held[v]++;
        st->held_all[v]++;
        st->held_all[v1]++;
        me->ties++;
        p->pending = RT_NO_CARD;
        p->pend_v = 0;
        p->pending_seat = -1;
        st->npending--;
        recompute_due(st);
        RtEvent *e = eng_event(g, RT_EV_TIE, t);
        if (e != NULL) {
            e->u.tie.place = k;
            e->u.tie.seat1 = s1;
            e->u.tie.card1 = c1;
            e->u.tie.seat2 = seat;
            e->u.tie.card2 = c;
            e->u.tie.height = p->n;
        }
    } else {
        if (p->pending != RT_NO_CARD) {
            finalize(g, k, t); /* the seat's own pending card, final for its next play */
        }
        int under = top_value(p);
        p->pending = c;
        p->pend_v = (uint8_t)v;
        p->pending_seat = (int8_t)seat;
        p->pending_at = t;
        st->npending++;
        if (t + st->cfg.window < st->window_due) {
            st->window_due = t + st->cfg.window;
        }
        RtEvent *e = eng_event(g, RT_EV_PLAYED, t);
        if (e != NULL) {
            e->u.played.seat = seat;
            e->u.played.card = c;
            e->u.played.place = k;
            e->u.played.until = t + st->cfg.window;
            e->u.played.take = rt_takes(v, under);
            e->u.played.starts = under == 0;
        }
        if (st->cfg.window == 0) {
            finalize(g, k, t);
        }
    }
    int out = refill(g, seat, slot, t);
    if (out) {
        end_round(g, RT_END_OUT, seat, t);
    } else if (!can_play_any(st)) {
        end_round(g, RT_END_STUCK, -1, t);
    }
    rc = finish(g, &u);
    if (rc == TK_OK) {
        hist_push(g, RT_ACT_PLAY, seat, slot, k, t, c);
    }
    return rc;
}

int rt_discard(RtGame *g, int seat, int slot, int t)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    int rc = check_timed(g, seat, slot, t);
    if (rc != TK_OK) {
        return rc;
    }
    RtState *st = &g->st;
    if (t > still_deadline(st)) {
        return set_err(g, TK_E_PHASE,
                       "no card was played for 60 s: the round ended at %d ms, before %d ms",
                       still_deadline(st), t);
    }
    Undo u;
    rc = begin(g, &u, 0);
    if (rc != TK_OK) {
        return rc;
    }
    catch_up(g, t);
    st->now = t;
    RtSeat *me = &st->seat[seat];
    RtCard c = me->hand[slot];
    me->hand[slot] = RT_NO_CARD;
    me->hand_n--;
    me->discard[me->discard_n++] = c;
    me->discards++;
    RtEvent *e = eng_event(g, RT_EV_DISCARDED, t);
    if (e != NULL) {
        e->u.discarded.seat = seat;
        e->u.discarded.slot = slot;
        e->u.discarded.card = c;
        e->u.discarded.discard = me->discard_n;
    }
    if (refill(g, seat, slot, t)) {
        end_round(g, RT_END_OUT, seat, t); /* never: the discard pile holds the card */
    }
    rc = finish(g, &u);
    if (rc == TK_OK) {
        hist_push(g, RT_ACT_DISCARD, seat, slot, -1, t, c);
    }
    return rc;
}

int rt_advance(RtGame *g, int t)
{
    if (g == NULL) {
        return TK_E_ARG;
    }
    int rc = check_timed(g, -1, 0, t);
    if (rc != TK_OK) {
        return rc;
    }
    RtState *st = &g->st;
    Undo u;
    rc = begin(g, &u, 0);
    if (rc != TK_OK) {
        return rc;
    }
    int deadline = still_deadline(st);
    catch_up(g, t < deadline ? t : deadline);
    if (t >= deadline) {
        end_round(g, RT_END_STILL, -1, deadline);
    } else {
        st->now = t;
    }
    rc = finish(g, &u);
    if (rc == TK_OK) {
        hist_push(g, RT_ACT_ADVANCE, -1, -1, -1, t, RT_NO_CARD);
    }
    return rc;
}

int rt_apply(RtGame *g, const RtAction *a)
{
    if (g == NULL || a == NULL) {
        return TK_E_ARG;
    }
    switch (a->kind) {
    case RT_ACT_DEAL:
        return rt_deal(g);
    case RT_ACT_PLAY:
        return rt_play(g, a->seat, a->slot, a->place, a->time);
    case RT_ACT_DISCARD:
        return rt_discard(g, a->seat, a->slot, a->time);
    case RT_ACT_ADVANCE:
        return rt_advance(g, a->time);
    default:
        return set_err(g, TK_E_ARG, "no such action");
    }
}

/* ------------------------------------------------------------------ */
/* Queries                                                             */

const RtConfig *rt_game_config(const RtGame *g)
{
    return &g->st.cfg;
}

uint64_t rt_game_seed(const RtGame *g)
{
    return g->st.seed;
}

int rt_game_phase(const RtGame *g)
{
    return g->st.phase;
}

int rt_game_round(const RtGame *g)
{
    return g->st.round;
}

int rt_game_now(const RtGame *g)
{
    return g->st.now;
}

int rt_game_last_play(const RtGame *g)
{
    return g->st.last_play;
}

int rt_game_next_due(const RtGame *g)
{
    const RtState *st = &g->st;
    if (st->phase != RT_PHASE_ROUND) {
        return -1;
    }
    int due = still_deadline(st);
    return st->window_due < due ? st->window_due : due;
}

RtCard rt_game_hand(const RtGame *g, int seat, int slot)
{
    if (seat < 0 || seat >= g->st.cfg.players || slot < 0 || slot >= RT_HAND) {
        return RT_NO_CARD;
    }
    return g->st.seat[seat].hand[slot];
}

int rt_game_slot_of(const RtGame *g, int seat, int value)
{
    if (seat < 0 || seat >= g->st.cfg.players) {
        return -1;
    }
    for (int i = 0; i < RT_HAND; i++) {
        RtCard c = g->st.seat[seat].hand[i];
        if (c != RT_NO_CARD && rt_card_value(c) == value) {
            return i;
        }
    }
    return -1;
}

static void piles_of(const RtSeat *s, RtPiles *out)
{
    out->draw = s->draw_n - s->draw_pos;
    out->discard = s->discard_n;
    out->scoring = s->scoring_n;
    out->hand = s->hand_n;
}

int rt_game_piles(const RtGame *g, int seat, RtPiles *out)
{
    if (out == NULL || seat < 0 || seat >= g->st.cfg.players) {
        return TK_E_ARG;
    }
    piles_of(&g->st.seat[seat], out);
    return TK_OK;
}

static void place_of(const RtState *st, int k, RtPlaceView *out)
{
    const RtPlace *p = &st->place[k];
    memset(out, 0, sizeof *out);
    out->height = p->n;
    out->top = p->n > 0 ? p->card[p->n - 1] : RT_NO_CARD;
    out->below = RT_NO_CARD;
    out->pending_seat = -1;
    if (p->pending != RT_NO_CARD) {
        out->below = out->top;
        out->top = p->pending;
        out->height++;
        out->pending_seat = p->pending_seat;
        out->pending_until = p->pending_at + st->cfg.window;
        out->pending_take = rt_takes(p->pend_v, p->top_v);
    }
}

int rt_game_place(const RtGame *g, int place, RtPlaceView *out)
{
    if (out == NULL || place < 0 || place >= g->st.cfg.players) {
        return TK_E_ARG;
    }
    place_of(&g->st, place, out);
    return TK_OK;
}

int rt_game_settled(const RtGame *g, int place, int t, int *pending_seat)
{
    if (place < 0 || place >= g->st.cfg.players) {
        if (pending_seat != NULL) {
            *pending_seat = -1;
        }
        return 0;
    }
    Settled s = settle(&g->st, place, t);
    if (pending_seat != NULL) {
        *pending_seat = s.pend;
    }
    return s.top;
}

int rt_game_stack(const RtGame *g, int place, RtCard *out)
{
    if (out == NULL || place < 0 || place >= g->st.cfg.players) {
        return -1;
    }
    const RtPlace *p = &g->st.place[place];
    memcpy(out, p->card, (size_t)p->n);
    if (p->pending != RT_NO_CARD) {
        out[p->n] = p->pending;
        return p->n + 1;
    }
    return p->n;
}

int rt_game_draw_pile(const RtGame *g, int seat, RtCard *out)
{
    if (out == NULL || seat < 0 || seat >= g->st.cfg.players) {
        return -1;
    }
    const RtSeat *s = &g->st.seat[seat];
    int n = s->draw_n - s->draw_pos;
    memcpy(out, s->draw + s->draw_pos, (size_t)n);
    return n;
}

int rt_game_discard_pile(const RtGame *g, int seat, RtCard *out)
{
    if (out == NULL || seat < 0 || seat >= g->st.cfg.players) {
        return -1;
    }
    const RtSeat *s = &g->st.seat[seat];
    memcpy(out, s->discard, s->discard_n);
    return s->discard_n;
}

int rt_game_scoring_pile(const RtGame *g, int seat, RtCard *out)
{
    if (out == NULL || seat < 0 || seat >= g->st.cfg.players) {
        return -1;
    }
    const RtSeat *s = &g->st.seat[seat];
    memcpy(out, s->scoring, (size_t)s->scoring_n);
    return s->scoring_n;
}

int rt_game_total(const RtGame *g, int seat)
{
    return seat >= 0 && seat < g->st.cfg.players ? g->st.total[seat] : 0;
}

int rt_game_match_winner(const RtGame *g)
{
    return g->st.match_winner;
}

unsigned rt_game_match_winners(const RtGame *g)
{
    return g->st.match_winners;
}

int rt_game_tie_round(const RtGame *g)
{
    return g->st.tie_round;
}

int rt_game_last_score(const RtGame *g, RtRoundScore *out)
{
    if (out == NULL) {
        return TK_E_ARG;
    }
    if (!g->st.have_last) {
        return TK_E_PHASE;
    }
    *out = g->st.last;
    return TK_OK;
}

int rt_game_round_stats(const RtGame *g, RtRoundScore *out)
{
    if (out == NULL) {
        return TK_E_ARG;
    }
    fill_counts(&g->st, out);
    return TK_OK;
}

int rt_game_same(const RtGame *a, const RtGame *b)
{
    if (a == NULL || b == NULL) {
        return 0;
    }
    return memcmp(&a->st, &b->st, sizeof a->st) == 0;
}

int rt_game_view(const RtGame *g, int seat, RtView *out)
{
    if (g == NULL || out == NULL || seat < 0 || seat >= g->st.cfg.players) {
        return TK_E_ARG;
    }
    const RtState *st = &g->st;
    memset(out, 0, sizeof *out);
    out->seat = seat;
    out->config = st->cfg;
    out->phase = st->phase;
    out->round = st->round;
    out->now = st->now;
    out->last_play = st->last_play;
    memcpy(out->hand, st->seat[seat].hand, sizeof out->hand);
    for (int k = 0; k < RT_MAX_SEATS; k++) {
        if (k < st->cfg.players) {
            place_of(st, k, &out->place[k]);
            piles_of(&st->seat[k], &out->piles[k]);
        } else {
            out->place[k].top = out->place[k].below = RT_NO_CARD;
            out->place[k].pending_seat = -1;
        }
    }
    memcpy(out->total, st->total, sizeof out->total);
    out->have_last = st->have_last;
    out->last = st->last;
    out->match_winner = st->match_winner;
    out->match_winners = st->match_winners;
    return TK_OK;
}
