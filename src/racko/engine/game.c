/*
 * game.c - the rules of Rack-O: creating a match, checking and applying
 * actions, dealing, reshuffling, scoring and deciding the match.
 *
 * Every public entry point checks its action completely before changing
 * anything, and reserves the memory the action may need first, so a
 * refused or failed call leaves the game exactly as it was.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "kit/lang.h"

/* ------------------------------------------------------------------ */
/* Memory                                                              */

static void *default_alloc(void *ud, void *ptr, size_t size)
{
    (void)ud;
    if (size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, size);
}

void *eng_alloc(const RackoGame *g, void *ptr, size_t size)
{
    return g->alloc(g->ud, ptr, size);
}

static int set_err(RackoGame *g, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
    return status;
}

/* Makes room for `extra` more history items (and nothing else). */
static int hist_reserve(RackoGame *g, int extra)
{
    if (!g->history_on || g->hist_count + extra <= g->hist_cap) {
        return RACKO_OK;
    }
    int cap = g->hist_cap ? g->hist_cap : 64;
    while (cap < g->hist_count + extra) {
        cap *= 2;
    }
    HistItem *h = eng_alloc(g, g->hist, (size_t)cap * sizeof *h);
    if (h == NULL) {
        return RACKO_E_NOMEM;
    }
    g->hist = h;
    g->hist_cap = cap;
    return RACKO_OK;
}

static int script_queue_reserve(RackoGame *g)
{
    if (g->script_head > 0 && g->script_head == g->script_count) {
        g->script_head = g->script_count = 0;
    }
    if (g->script_count < g->script_cap) {
        return RACKO_OK;
    }
    int cap = g->script_cap ? g->script_cap * 2 : 4;
    Script *s = eng_alloc(g, g->scripts, (size_t)cap * sizeof *s);
    if (s == NULL) {
        return RACKO_E_NOMEM;
    }
    g->scripts = s;
    g->script_cap = cap;
    return RACKO_OK;
}

/* ------------------------------------------------------------------ */
/* Rack helpers                                                        */

int racko_rack_sorted(const int rack[RACKO_SLOTS])
{
    if (rack[0] <= 0) {
        return 0;
    }
    for (int i = 1; i < RACKO_SLOTS; i++) {
        if (rack[i] <= rack[i - 1]) {
            return 0;
        }
    }
    return 1;
}

int racko_rack_in_order(const int rack[RACKO_SLOTS])
{
    if (rack[0] <= 0) {
        return 0;
    }
    int n = 1;
    while (n < RACKO_SLOTS && rack[n] > rack[n - 1]) {
        n++;
    }
    return n;
}

int racko_rack_longest_run(const int rack[RACKO_SLOTS], int *start)
{
    int best = 1, best_start = 0, len = 1, len_start = 0;
    for (int i = 1; i < RACKO_SLOTS; i++) {
        if (rack[i] > 0 && rack[i] == rack[i - 1] + 1) {
            len++;
        } else {
            len = 1;
            len_start = i;
        }
        if (len > best) {
            best = len;
            best_start = len_start;
        }
    }
    if (start != NULL) {
        *start = best_start;
    }
    return best;
}

static int run_bonus(int run_len)
{
    if (run_len >= 6) {
        return 400;
    }
    if (run_len == 5) {
        return 200;
    }
    if (run_len == 4) {
        return 100;
    }
    if (run_len == 3) {
        return 50;
    }
    return 0;
}

static int token_price(int run_len)
{
    if (run_len >= 6) {
        return 9;
    }
    if (run_len == 5) {
        return 5;
    }
    if (run_len == 4) {
        return 3;
    }
    if (run_len == 3) {
        return 2;
    }
    return 1;
}

static int is_racko(const RackoGame *g, const int rack[RACKO_SLOTS])
{
    if (!racko_rack_sorted(rack)) {
        return 0;
    }
    if (g->cfg.rules & RACKO_RULE_TWORUN) {
        return racko_rack_longest_run(rack, NULL) >= 3;
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* Seats                                                               */

static int next_active(const RackoGame *g, int seat)
{
    int p = g->cfg.players;
    int s = seat;
    for (int i = 1; i <= p; i++) {
        s = s + 1 < p ? s + 1 : 0;
        if (!g->out[s]) {
            return s;
        }
    }
    return seat;
}

static int active_count(const RackoGame *g)
{
    int n = 0;
    for (int s = 0; s < g->cfg.players; s++) {
        n += !g->out[s];
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* Creation                                                            */

int racko_game_new_alloc(const RackoConfig *cfg, uint64_t seed, RackoAllocFn fn, void *ud,
                         RackoGame **out, char *msg, size_t size)
{
    if (out == NULL) {
        return RACKO_E_ARG;
    }
    *out = NULL;
    int st = racko_config_check(cfg, msg, size);
    if (st != RACKO_OK) {
        return st;
    }
    if (fn == NULL) {
        fn = default_alloc;
    }
    RackoGame *g = fn(ud, NULL, sizeof *g);
    if (g == NULL) {
        if (msg != NULL && size > 0) {
            snprintf(msg, size, "out of memory");
        }
        return RACKO_E_NOMEM;
    }
    memset(g, 0, sizeof *g);
    g->alloc = fn;
    g->ud = ud;
    g->cfg = *cfg;
    g->cfg.deck_size = racko_config_deck_size(cfg);
    g->seed = seed;
    tk_rng_seed(&g->rng, seed);
    g->phase = RACKO_PHASE_ROUND_OVER;
    g->to_act = -1;
    g->dealer = -1;
    g->match_winner = -1;
    g->last_winner = -1;
    g->events_on = 1;
    g->history_on = 1;
    if (g->cfg.rules & RACKO_RULE_TOKENS) {
        for (int s = 0; s < g->cfg.players; s++) {
            g->total[s] = g->cfg.stake;
        }
    }
    eng_views_stale(g);
    *out = g;
    return RACKO_OK;
}

int racko_game_new(const RackoConfig *cfg, uint64_t seed, RackoGame **out, char *msg,
                   size_t size)
{
    return racko_game_new_alloc(cfg, seed, NULL, NULL, out, msg, size);
}

static void free_history(RackoGame *g)
{
    for (int i = 0; i < g->hist_count; i++) {
        if (g->hist[i].is_script) {
            eng_alloc(g, g->hist[i].script.cards, 0);
        }
    }
    eng_alloc(g, g->hist, 0);
}

void racko_game_free(RackoGame *g)
{
    if (g == NULL) {
        return;
    }
    free_history(g);
    for (int i = g->script_head; i < g->script_count; i++) {
        eng_alloc(g, g->scripts[i].cards, 0);
    }
    eng_alloc(g, g->scripts, 0);
    eng_alloc(g, g->ev, 0);
    g->alloc(g->ud, g, 0);
}

static int *copy_cards(const RackoGame *g, const int *cards, int n)
{
    int *c = eng_alloc(g, NULL, (size_t)n * sizeof *c);
    if (c != NULL) {
        memcpy(c, cards, (size_t)n * sizeof *c);
    }
    return c;
}

int racko_game_clone(const RackoGame *g, RackoGame **out)
{
    if (g == NULL || out == NULL) {
        return RACKO_E_ARG;
    }
    *out = NULL;
    RackoGame *c = eng_alloc(g, NULL, sizeof *c);
    if (c == NULL) {
        return RACKO_E_NOMEM;
    }
    *c = *g;
    c->ev = NULL;
    c->ev_head = c->ev_count = c->ev_cap = 0;
    c->hist = NULL;
    c->hist_count = c->hist_cap = 0;
    c->scripts = NULL;
    c->script_head = c->script_count = c->script_cap = 0;
    int pending = g->ev_count - g->ev_head;
    if (pending > 0) {
        c->ev = eng_alloc(g, NULL, (size_t)pending * sizeof *c->ev);
        if (c->ev == NULL) {
            goto nomem;
        }
        memcpy(c->ev, g->ev + g->ev_head, (size_t)pending * sizeof *c->ev);
        c->ev_count = c->ev_cap = pending;
    }
    if (g->hist_count > 0) {
        c->hist = eng_alloc(g, NULL, (size_t)g->hist_count * sizeof *c->hist);
        if (c->hist == NULL) {
            goto nomem;
        }
        c->hist_cap = g->hist_count;
        for (int i = 0; i < g->hist_count; i++) {
            c->hist[i] = g->hist[i];
            if (g->hist[i].is_script) {
                c->hist[i].script.cards = copy_cards(g, g->hist[i].script.cards,
                                                     g->hist[i].script.n);
                if (c->hist[i].script.cards == NULL) {
                    c->hist[i].is_script = 0;
                    c->hist_count = i;
                    goto nomem;
                }
            }
            c->hist_count = i + 1;
        }
    }
    int queued = g->script_count - g->script_head;
    if (queued > 0) {
        c->scripts = eng_alloc(g, NULL, (size_t)queued * sizeof *c->scripts);
        if (c->scripts == NULL) {
            goto nomem;
        }
        c->script_cap = queued;
        for (int i = 0; i < queued; i++) {
            const Script *s = &g->scripts[g->script_head + i];
            c->scripts[i].n = s->n;
            c->scripts[i].cards = copy_cards(g, s->cards, s->n);
            if (c->scripts[i].cards == NULL) {
                goto nomem;
            }
            c->script_count = i + 1;
        }
    }
    *out = c;
    return RACKO_OK;
nomem:
    racko_game_free(c);
    return RACKO_E_NOMEM;
}

void racko_game_set_recording(RackoGame *g, int events, int history)
{
    if (g == NULL) {
        return;
    }
    g->events_on = events != 0;
    g->history_on = history != 0;
    if (!g->events_on) {
        g->ev_head = g->ev_count = 0;
    }
}

int racko_game_script_deck(RackoGame *g, const int *cards, int n)
{
    if (g == NULL || cards == NULL) {
        return RACKO_E_ARG;
    }
    int deck = g->cfg.deck_size;
    if (n != deck) {
        return set_err(g, RACKO_E_ARG, "a deck script must list all %d cards, not %d", deck, n);
    }
    unsigned char seen[RACKO_MAX_CARDS + 1] = {0};
    for (int i = 0; i < n; i++) {
        if (cards[i] < 1 || cards[i] > deck || seen[cards[i]]) {
            return set_err(g, RACKO_E_ARG, "a deck script must hold each card 1..%d once", deck);
        }
        seen[cards[i]] = 1;
    }
    if (script_queue_reserve(g) != RACKO_OK || hist_reserve(g, 1) != RACKO_OK) {
        return set_err(g, RACKO_E_NOMEM, "out of memory");
    }
    int *q = copy_cards(g, cards, n);
    int *h = NULL;
    if (q == NULL) {
        return set_err(g, RACKO_E_NOMEM, "out of memory");
    }
    if (g->history_on) {
        h = copy_cards(g, cards, n);
        if (h == NULL) {
            eng_alloc(g, q, 0);
            return set_err(g, RACKO_E_NOMEM, "out of memory");
        }
    }
    g->scripts[g->script_count].cards = q;
    g->scripts[g->script_count].n = n;
    g->script_count++;
    if (g->history_on) {
        HistItem *it = &g->hist[g->hist_count++];
        memset(it, 0, sizeof *it);
        it->is_script = 1;
        it->seat = -1;
        it->script.cards = h;
        it->script.n = n;
    }
    return RACKO_OK;
}

/* Takes the next queued script, if any: the caller frees cards. */
static int pop_script(RackoGame *g, Script *out)
{
    if (g->script_head >= g->script_count) {
        return 0;
    }
    *out = g->scripts[g->script_head++];
    if (g->script_head == g->script_count) {
        g->script_head = g->script_count = 0;
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* Play                                                                */

static void end_round(RackoGame *g, int winner, int lightning);

static void start_turn(RackoGame *g, int seat)
{
    if (g->turn >= g->cfg.turn_limit) {
        end_round(g, -1, 0);
        return;
    }
    g->turn++;
    g->phase = RACKO_PHASE_DRAW;
    g->to_act = seat;
    RackoEvent *e = eng_event_push(g, RACKO_EV_TURN_START);
    if (e != NULL) {
        e->u.turn_start.seat = seat;
        e->u.turn_start.turn = g->turn;
    }
}

static int pop_draw(RackoGame *g)
{
    return g->draw[--g->draw_count];
}

static void flip_discard(RackoGame *g)
{
    int c = pop_draw(g);
    g->discard[g->discard_count++] = c;
    RackoEvent *e = eng_event_push(g, RACKO_EV_DISCARD_FLIP);
    if (e != NULL) {
        e->u.discard_flip.card = c;
    }
    if (g->views_fresh) {
        eng_view_on_flip(g, c);
    }
}

/* The play order of a round: active seats starting left of the dealer. */
static int play_order(const RackoGame *g, int order[RACKO_MAX_SEATS])
{
    int n = 0;
    int p = g->cfg.players;
    int s = g->dealer;
    for (int i = 1; i <= p; i++) {
        s = s + 1 < p ? s + 1 : 0;
        if (!g->out[s]) {
            order[n++] = s;
        }
    }
    return n;
}

static void offer_next(RackoGame *g)
{
    int order[RACKO_MAX_SEATS];
    int n = play_order(g, order);
    int seat = order[g->deal_index % n];
    int c = pop_draw(g);
    g->offer = c;
    g->to_act = seat;
    RackoEvent *e = eng_event_push(g, RACKO_EV_DEAL_CARD);
    if (e != NULL) {
        e->u.deal_card.seat = seat;
        e->u.deal_card.slot = -1;
        e->u.deal_card.card = c;
        e->u.deal_card.index = g->deal_index;
    }
    if (g->views_fresh) {
        eng_view_on_offer(g, seat, c);
    }
}

static void choose_first_dealer(RackoGame *g)
{
    int p = g->cfg.players;
    if (g->cfg.first_dealer >= 0 || p == 1) {
        g->dealer = g->cfg.first_dealer >= 0 ? g->cfg.first_dealer : 0;
        return;
    }
    int deck[RACKO_MAX_CARDS];
    int n = g->cfg.deck_size;
    for (int i = 0; i < n; i++) {
        deck[i] = i + 1;
    }
    tk_rng_shuffle(&g->rng, deck, n);
    int best = 0;
    for (int s = 1; s < p; s++) {
        if (deck[s] < deck[best]) {
            best = s;
        }
    }
    g->dealer = best;
    RackoEvent *e = eng_event_push(g, RACKO_EV_DEALER_DRAW);
    if (e != NULL) {
        for (int s = 0; s < RACKO_MAX_SEATS; s++) {
            e->u.dealer_draw.card[s] = s < p ? deck[s] : 0;
        }
        e->u.dealer_draw.dealer = best;
    }
}

static void deal_round(RackoGame *g)
{
    int n = g->cfg.deck_size;
    if (g->round == 0) {
        choose_first_dealer(g);
    } else {
        g->dealer = next_active(g, g->dealer);
    }
    g->round++;
    g->turn = 0;
    g->revealed = 0;
    g->hand = g->hand_from_discard = g->hand_public = 0;
    g->offer = 0;
    g->deal_index = 0;
    memset(g->rack, 0, sizeof g->rack);
    memset(g->pub, 0, sizeof g->pub);
    g->discard_count = 0;
    RackoEvent *e = eng_event_push(g, RACKO_EV_ROUND_START);
    if (e != NULL) {
        e->u.round_start.round = g->round;
        e->u.round_start.dealer = g->dealer;
        e->u.round_start.deck_size = n;
    }

    int deck[RACKO_MAX_CARDS];
    Script sc;
    if (pop_script(g, &sc)) {
        memcpy(deck, sc.cards, (size_t)n * sizeof *deck);
        eng_alloc(g, sc.cards, 0);
    } else {
        for (int i = 0; i < n; i++) {
            deck[i] = i + 1;
        }
        tk_rng_shuffle(&g->rng, deck, n);
    }
    /* deck[0] is the top card; the draw array keeps its top at the end. */
    for (int i = 0; i < n; i++) {
        g->draw[i] = deck[n - 1 - i];
    }
    g->draw_count = n;
    g->draw_state = DRAW_UNKNOWN;
    memset(g->mixed, 0, sizeof g->mixed);

    int order[RACKO_MAX_SEATS];
    int np = play_order(g, order);
    if (g->cfg.rules & RACKO_RULE_ECLAIR) {
        g->phase = RACKO_PHASE_ECLAIR;
        eng_views_stale(g);
        offer_next(g);
        return;
    }
    /* Round the table from the top slot down, one card a seat. */
    for (int r = 0; r < RACKO_SLOTS; r++) {
        for (int k = 0; k < np; k++) {
            g->rack[order[k]][RACKO_SLOTS - 1 - r] = g->draw[--g->draw_count];
        }
    }
    for (int i = 0; g->events_on && i < RACKO_SLOTS * np; i++) {
        int seat = order[i % np], slot = RACKO_SLOTS - 1 - i / np;
        e = eng_event_push(g, RACKO_EV_DEAL_CARD);
        if (e != NULL) {
            e->u.deal_card.seat = seat;
            e->u.deal_card.slot = slot;
            e->u.deal_card.card = g->rack[seat][slot];
            e->u.deal_card.index = i;
        }
    }
    eng_views_stale(g);
    flip_discard(g);
    start_turn(g, order[0]);
}

static void finish_eclair(RackoGame *g)
{
    int order[RACKO_MAX_SEATS];
    int np = play_order(g, order);
    g->offer = 0;
    for (int k = 0; k < np; k++) {
        if (is_racko(g, g->rack[order[k]])) {
            end_round(g, order[k], 1);
            return;
        }
    }
    flip_discard(g);
    start_turn(g, order[0]);
}

static void reshuffle(RackoGame *g)
{
    int n = g->discard_count;
    int list[RACKO_MAX_CARDS]; /* new draw pile, top first */
    int shuffled = (g->cfg.rules & RACKO_RULE_SHUFFLE) != 0;
    if (shuffled) {
        Script sc;
        if (pop_script(g, &sc)) {
            unsigned char in_pile[RACKO_MAX_CARDS + 1] = {0};
            for (int i = 0; i < n; i++) {
                in_pile[g->discard[i]] = 1;
            }
            int k = 0;
            for (int i = 0; i < sc.n; i++) {
                if (in_pile[sc.cards[i]]) {
                    list[k++] = sc.cards[i];
                }
            }
            eng_alloc(g, sc.cards, 0);
        } else {
            memcpy(list, g->discard, (size_t)n * sizeof *list);
            tk_rng_shuffle(&g->rng, list, n);
        }
    } else {
        /* Turned over: the old bottom card becomes the top. */
        memcpy(list, g->discard, (size_t)n * sizeof *list);
    }
    for (int i = 0; i < n; i++) {
        g->draw[i] = list[n - 1 - i];
    }
    g->draw_count = n;
    g->discard_count = 0;
    g->draw_state = shuffled ? DRAW_MIXED : DRAW_KNOWN;
    memset(g->mixed, 0, sizeof g->mixed);
    for (int i = 0; shuffled && i < n; i++) {
        g->mixed[g->draw[i]] = 1;
    }
    RackoEvent *e = eng_event_push(g, RACKO_EV_RESHUFFLE);
    if (e != NULL) {
        e->u.reshuffle.shuffled = shuffled;
        e->u.reshuffle.draw_count = n - 1;
    }
    int c = pop_draw(g);
    g->discard[g->discard_count++] = c;
    e = eng_event_push(g, RACKO_EV_DISCARD_FLIP);
    if (e != NULL) {
        e->u.discard_flip.card = c;
    }
    eng_views_stale(g);
}

static void check_match_over(RackoGame *g)
{
    int p = g->cfg.players;
    int winner = -1, team = -1;
    if (g->cfg.rules & RACKO_RULE_TOKENS) {
        int active = active_count(g);
        if (active <= 1) {
            for (int s = 0; s < p; s++) {
                if (!g->out[s]) {
                    winner = s;
                }
            }
        } else if (g->rounds_played >= g->cfg.token_rounds) {
            int best = -1, count = 0;
            for (int s = 0; s < p; s++) {
                if (g->total[s] > best) {
                    best = g->total[s];
                    winner = s;
                    count = 1;
                } else if (g->total[s] == best) {
                    count++;
                }
            }
            if (count > 1) {
                winner = -1; /* a tie at the top plays one more round */
            }
        }
    } else if (g->cfg.rules & RACKO_RULE_TEAMS) {
        int t0 = g->total[0] + g->total[2];
        int t1 = g->total[1] + g->total[3];
        if ((t0 >= g->cfg.target || t1 >= g->cfg.target) && t0 != t1) {
            team = t0 > t1 ? 0 : 1;
            winner = team;
        }
    } else {
        int best = -1, count = 0;
        for (int s = 0; s < p; s++) {
            if (g->total[s] > best) {
                best = g->total[s];
                winner = s;
                count = 1;
            } else if (g->total[s] == best) {
                count++;
            }
        }
        if (best < g->cfg.target || count > 1) {
            winner = -1;
        }
    }
    if (winner < 0) {
        return;
    }
    g->phase = RACKO_PHASE_MATCH_OVER;
    g->match_winner = winner;
    RackoEvent *e = eng_event_push(g, RACKO_EV_MATCH_OVER);
    if (e != NULL) {
        e->u.match_over.winner = winner;
        e->u.match_over.team = team;
        for (int s = 0; s < RACKO_MAX_SEATS; s++) {
            e->u.match_over.total[s] = s < p ? g->total[s] : 0;
        }
    }
}

static void end_round(RackoGame *g, int winner, int lightning)
{
    int p = g->cfg.players;
    int tokens = (g->cfg.rules & RACKO_RULE_TOKENS) != 0;
    RackoRoundScore *sc = &g->last_score;
    memset(sc, 0, sizeof *sc);
    sc->round = g->round;
    sc->winner = winner;
    sc->lightning = lightning;
    RackoEvent *e;
    if (winner >= 0) {
        int start;
        int len = racko_rack_longest_run(g->rack[winner], &start);
        e = eng_event_push(g, RACKO_EV_RACKO);
        if (e != NULL) {
            e->u.racko.seat = winner;
            e->u.racko.lightning = lightning;
            e->u.racko.run_start = start;
            e->u.racko.run_len = len;
        }
    } else {
        e = eng_event_push(g, RACKO_EV_TURN_LIMIT);
        if (e != NULL) {
            e->u.turn_limit.round = g->round;
            e->u.turn_limit.turns = g->turn;
        }
    }
    for (int s = 0; s < p; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            sc->rack[s][k] = (unsigned char)g->rack[s][k];
        }
        if (g->out[s]) {
            continue;
        }
        sc->in_order[s] = racko_rack_in_order(g->rack[s]);
        sc->run_len[s] = racko_rack_longest_run(g->rack[s], &sc->run_start[s]);
        if (s == winner) {
            sc->base[s] = lightning ? 100 : 75;
            if (!lightning && (g->cfg.rules & RACKO_RULE_BONUS)) {
                sc->bonus[s] = run_bonus(sc->run_len[s]);
            }
        } else {
            sc->base[s] = 5 * sc->in_order[s];
        }
        if (!tokens) {
            sc->points[s] = sc->base[s] + sc->bonus[s];
            g->total[s] += sc->points[s];
        }
    }
    if (tokens && winner >= 0) {
        int price = token_price(sc->run_len[winner]);
        for (int i = 1; i < p; i++) {
            int s = (winner + i) % p;
            if (g->out[s]) {
                continue;
            }
            int pay = g->total[s] < price ? g->total[s] : price;
            g->total[s] -= pay;
            g->total[winner] += pay;
            sc->points[s] -= pay;
            sc->points[winner] += pay;
            int eliminated = pay < price || g->total[s] == 0;
            if (eliminated) {
                g->out[s] = 1;
            }
            e = eng_event_push(g, RACKO_EV_TOKEN_PAYMENT);
            if (e != NULL) {
                e->u.token_payment.from = s;
                e->u.token_payment.to = winner;
                e->u.token_payment.amount = pay;
                e->u.token_payment.eliminated = eliminated;
            }
        }
    }
    for (int s = 0; s < p; s++) {
        sc->total[s] = g->total[s];
    }
    if (g->cfg.rules & RACKO_RULE_TEAMS) {
        sc->team_total[0] = g->total[0] + g->total[2];
        sc->team_total[1] = g->total[1] + g->total[3];
    }
    g->rounds_played++;
    g->last_winner = winner;
    g->have_score = 1;
    g->revealed = 1;
    g->phase = RACKO_PHASE_ROUND_OVER;
    g->to_act = -1;
    g->hand = g->hand_from_discard = g->hand_public = 0;
    g->offer = 0;
    e = eng_event_push(g, RACKO_EV_ROUND_SCORED);
    if (e != NULL) {
        e->u.round_scored = *sc;
    }
    check_match_over(g);
    eng_views_stale(g);
}

static void end_turn(RackoGame *g, int seat)
{
    if (is_racko(g, g->rack[seat])) {
        end_round(g, seat, 0);
    } else {
        start_turn(g, next_active(g, seat));
    }
}

/* ------------------------------------------------------------------ */
/* Checking actions                                                    */

static int check(RackoGame *g, int seat, RackoAction a)
{
    int p = g->cfg.players;
    if (a.kind < RACKO_ACT_DEAL || a.kind > RACKO_ACT_ECLAIR) {
        return set_err(g, RACKO_E_ARG, "unknown action");
    }
    if (g->phase == RACKO_PHASE_MATCH_OVER) {
        return set_err(g, RACKO_E_OVER, NC_("refusal", "the match is over"));
    }
    if (g->phase == RACKO_PHASE_ROUND_OVER) {
        if (a.kind == RACKO_ACT_DEAL) {
            return RACKO_OK;
        }
        return set_err(g, RACKO_E_OVER,
                       g->round == 0 ? NC_("refusal", "no round has been dealt yet")
                                     : NC_("refusal", "the round is over: deal the next round"));
    }
    if (a.kind == RACKO_ACT_DEAL) {
        return set_err(g, RACKO_E_PHASE, NC_("refusal", "the round is still being played"));
    }
    if (seat < 0 || seat >= p) {
        return set_err(g, RACKO_E_TURN, NC_("refusal", "there is no seat %d at this table"),
                       seat + 1);
    }
    if (seat != g->to_act) {
        return set_err(g, RACKO_E_TURN, NC_("refusal", "it is seat %d's turn, not seat %d's"),
                       g->to_act + 1, seat + 1);
    }
    int has_slot = a.kind == RACKO_ACT_PLACE || a.kind == RACKO_ACT_ECLAIR;
    switch (g->phase) {
    case RACKO_PHASE_ECLAIR:
        if (a.kind != RACKO_ACT_ECLAIR) {
            return set_err(g, RACKO_E_PHASE,
                           NC_("refusal", "put the dealt card %d in an empty slot first"),
                           g->offer);
        }
        break;
    case RACKO_PHASE_DRAW:
        if (a.kind == RACKO_ACT_DRAW_DECK) {
            return RACKO_OK;
        }
        if (a.kind == RACKO_ACT_TAKE_DISCARD) {
            if (g->discard_count == 0) {
                return set_err(g, RACKO_E_RULE, NC_("refusal", "the discard pile is empty"));
            }
            return RACKO_OK;
        }
        if (a.kind == RACKO_ACT_ECLAIR) {
            return set_err(g, RACKO_E_PHASE, NC_("refusal", "the deal is over: draw a card"));
        }
        return set_err(g, RACKO_E_PHASE, NC_("refusal", "draw a card first"));
    case RACKO_PHASE_PLACE:
        if (a.kind == RACKO_ACT_DRAW_DECK || a.kind == RACKO_ACT_TAKE_DISCARD) {
            return set_err(g, RACKO_E_PHASE,
                           NC_("refusal", "you have already drawn a card this turn"));
        }
        if (a.kind == RACKO_ACT_ECLAIR) {
            return set_err(g, RACKO_E_PHASE,
                           NC_("refusal", "the deal is over: place or discard your card"));
        }
        if (a.kind == RACKO_ACT_DISCARD && g->hand_from_discard) {
            return set_err(
                g, RACKO_E_RULE,
                NC_("refusal", "a card taken from the discard pile must go into your rack"));
        }
        break;
    default:
        return set_err(g, RACKO_E_PHASE, NC_("refusal", "not possible now"));
    }
    if (has_slot) {
        if (a.slot < 0 || a.slot >= RACKO_SLOTS) {
            return set_err(g, RACKO_E_SLOT, NC_("refusal", "slot %d is outside 1..10"), a.slot + 1);
        }
        if (a.kind == RACKO_ACT_ECLAIR && g->rack[seat][a.slot] != 0) {
            return set_err(g, RACKO_E_SLOT, NC_("refusal", "slot %d already holds a card"),
                           a.slot + 1);
        }
    }
    return RACKO_OK;
}

int racko_check_action(const RackoGame *g, int seat, RackoAction a)
{
    if (g == NULL) {
        return RACKO_E_ARG;
    }
    /* check() writes only the message buffer; work on a scratch copy of it. */
    RackoGame *mg = (RackoGame *)g;
    char saved[sizeof mg->err];
    memcpy(saved, mg->err, sizeof saved);
    int st = check(mg, seat, a);
    memcpy(mg->err, saved, sizeof saved);
    return st;
}

int racko_legal_actions(const RackoGame *g, RackoAction *out)
{
    int n = 0;
    if (g == NULL || out == NULL) {
        return 0;
    }
    switch (g->phase) {
    case RACKO_PHASE_ROUND_OVER:
        out[n].kind = RACKO_ACT_DEAL;
        out[n++].slot = 0;
        break;
    case RACKO_PHASE_ECLAIR:
        for (int k = 0; k < RACKO_SLOTS; k++) {
            if (g->rack[g->to_act][k] == 0) {
                out[n].kind = RACKO_ACT_ECLAIR;
                out[n++].slot = k;
            }
        }
        break;
    case RACKO_PHASE_DRAW:
        out[n].kind = RACKO_ACT_DRAW_DECK;
        out[n++].slot = 0;
        if (g->discard_count > 0) {
            out[n].kind = RACKO_ACT_TAKE_DISCARD;
            out[n++].slot = 0;
        }
        break;
    case RACKO_PHASE_PLACE:
        for (int k = 0; k < RACKO_SLOTS; k++) {
            out[n].kind = RACKO_ACT_PLACE;
            out[n++].slot = k;
        }
        if (!g->hand_from_discard) {
            out[n].kind = RACKO_ACT_DISCARD;
            out[n++].slot = 0;
        }
        break;
    default:
        break;
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* Applying actions                                                    */

int racko_apply(RackoGame *g, int seat, RackoAction a)
{
    if (g == NULL) {
        return RACKO_E_ARG;
    }
    int st = check(g, seat, a);
    if (st != RACKO_OK) {
        return st;
    }
    if (eng_event_reserve(g, EVENTS_PER_ACTION) != RACKO_OK || hist_reserve(g, 1) != RACKO_OK) {
        return set_err(g, RACKO_E_NOMEM, "out of memory");
    }
    if (g->history_on) {
        HistItem *it = &g->hist[g->hist_count++];
        memset(it, 0, sizeof *it);
        it->seat = a.kind == RACKO_ACT_DEAL ? -1 : seat;
        it->action = a;
        it->action.slot = (a.kind == RACKO_ACT_PLACE || a.kind == RACKO_ACT_ECLAIR) ? a.slot : 0;
    }
    RackoEvent *e;
    switch (a.kind) {
    case RACKO_ACT_DEAL:
        deal_round(g);
        break;
    case RACKO_ACT_ECLAIR:
        g->rack[seat][a.slot] = g->offer;
        e = eng_event_push(g, RACKO_EV_ECLAIR_PLACE);
        if (e != NULL) {
            e->u.eclair_place.seat = seat;
            e->u.eclair_place.slot = a.slot;
            e->u.eclair_place.card = g->offer;
        }
        if (g->views_fresh) {
            eng_view_on_eclair_place(g, seat, a.slot, g->offer);
        }
        g->offer = 0;
        g->deal_index++;
        if (g->deal_index < RACKO_SLOTS * active_count(g)) {
            offer_next(g);
        } else {
            finish_eclair(g);
        }
        break;
    case RACKO_ACT_DRAW_DECK:
        if (g->draw_count == 0) {
            reshuffle(g);
        }
        g->hand = pop_draw(g);
        g->hand_from_discard = 0;
        g->hand_public = g->draw_state == DRAW_KNOWN;
        g->phase = RACKO_PHASE_PLACE;
        e = eng_event_push(g, RACKO_EV_DRAW_DECK);
        if (e != NULL) {
            e->u.draw_deck.seat = seat;
            e->u.draw_deck.card = g->hand;
        }
        if (g->views_fresh) {
            eng_view_on_draw_deck(g, seat, g->hand);
        }
        break;
    case RACKO_ACT_TAKE_DISCARD:
        g->hand = g->discard[--g->discard_count];
        g->hand_from_discard = 1;
        g->hand_public = 1;
        g->phase = RACKO_PHASE_PLACE;
        e = eng_event_push(g, RACKO_EV_TAKE_DISCARD);
        if (e != NULL) {
            e->u.take_discard.seat = seat;
            e->u.take_discard.card = g->hand;
        }
        if (g->views_fresh) {
            eng_view_on_take_discard(g, seat, g->hand);
        }
        break;
    case RACKO_ACT_PLACE: {
        int in = g->hand, out = g->rack[seat][a.slot];
        g->rack[seat][a.slot] = in;
        g->pub[seat][a.slot] = (unsigned char)g->hand_public;
        g->discard[g->discard_count++] = out;
        e = eng_event_push(g, RACKO_EV_PLACE);
        if (e != NULL) {
            e->u.place.seat = seat;
            e->u.place.slot = a.slot;
            e->u.place.card_in = in;
            e->u.place.card_out = out;
            e->u.place.from_discard = g->hand_from_discard;
        }
        if (g->views_fresh) {
            eng_view_on_place(g, seat, a.slot, in, out);
        }
        g->hand = g->hand_from_discard = g->hand_public = 0;
        end_turn(g, seat);
        break;
    }
    case RACKO_ACT_DISCARD: {
        int c = g->hand;
        g->discard[g->discard_count++] = c;
        e = eng_event_push(g, RACKO_EV_DISCARD);
        if (e != NULL) {
            e->u.discard.seat = seat;
            e->u.discard.card = c;
        }
        if (g->views_fresh) {
            eng_view_on_discard(g, seat, c);
        }
        g->hand = g->hand_from_discard = g->hand_public = 0;
        end_turn(g, seat);
        break;
    }
    }
    if (g->views_fresh) {
        eng_views_sync_common(g);
    }
    return RACKO_OK;
}

/* ------------------------------------------------------------------ */
/* Queries                                                             */

const char *racko_game_error(const RackoGame *g)
{
    return g != NULL ? g->err : "no game";
}

const RackoConfig *racko_game_config(const RackoGame *g)
{
    return &g->cfg;
}

uint64_t racko_game_seed(const RackoGame *g)
{
    return g->seed;
}

int racko_game_phase(const RackoGame *g)
{
    return g->phase;
}

int racko_game_to_act(const RackoGame *g)
{
    return g->to_act;
}

int racko_game_round(const RackoGame *g)
{
    return g->round;
}

int racko_game_dealer(const RackoGame *g)
{
    return g->dealer;
}

int racko_game_turn(const RackoGame *g)
{
    return g->turn;
}

void racko_game_rack(const RackoGame *g, int seat, int rack[RACKO_SLOTS])
{
    if (seat >= 0 && seat < g->cfg.players) {
        memcpy(rack, g->rack[seat], sizeof g->rack[seat]);
    } else {
        memset(rack, 0, RACKO_SLOTS * sizeof *rack);
    }
}

const int *racko_game_rack_ref(const RackoGame *g, int seat)
{
    return seat >= 0 && seat < g->cfg.players ? g->rack[seat] : NULL;
}

int racko_game_hand(const RackoGame *g)
{
    return g->hand;
}

int racko_game_hand_from_discard(const RackoGame *g)
{
    return g->hand_from_discard;
}

int racko_game_offer(const RackoGame *g)
{
    return g->offer;
}

int racko_game_discard_top(const RackoGame *g)
{
    return g->discard_count > 0 ? g->discard[g->discard_count - 1] : 0;
}

int racko_game_discard_count(const RackoGame *g)
{
    return g->discard_count;
}

int racko_game_draw_count(const RackoGame *g)
{
    return g->draw_count;
}

int racko_game_total(const RackoGame *g, int seat)
{
    return (seat >= 0 && seat < g->cfg.players) ? g->total[seat] : 0;
}

int racko_game_team_total(const RackoGame *g, int team)
{
    if (!(g->cfg.rules & RACKO_RULE_TEAMS) || team < 0 || team > 1) {
        return 0;
    }
    return g->total[team] + g->total[team + 2];
}

int racko_game_is_out(const RackoGame *g, int seat)
{
    return (seat >= 0 && seat < g->cfg.players) ? g->out[seat] : 0;
}

int racko_game_match_winner(const RackoGame *g)
{
    return g->match_winner;
}

int racko_game_last_score(const RackoGame *g, RackoRoundScore *out)
{
    if (!g->have_score) {
        return RACKO_E_PHASE;
    }
    *out = g->last_score;
    return RACKO_OK;
}

const RackoView *racko_game_view(const RackoGame *g, int seat)
{
    if (g == NULL || seat < 0 || seat >= g->cfg.players) {
        return NULL;
    }
    /* A stale view is derived now and kept fresh from then on.  The game
     * is logically const (a view is a function of its state); games are
     * always allocated (racko_game_new), never const objects. */
    RackoGame *m = (RackoGame *)g;
    if (!(m->views_fresh & (1u << seat))) {
        eng_view_derive(m, seat, &m->view[seat]);
        m->views_fresh |= 1u << seat;
    }
    return &m->view[seat];
}

int racko_game_history_count(const RackoGame *g)
{
    return g->hist_count;
}

int racko_game_history_item(const RackoGame *g, int i, RackoHistoryItem *out)
{
    if (g == NULL || out == NULL || i < 0 || i >= g->hist_count) {
        return RACKO_E_ARG;
    }
    const HistItem *h = &g->hist[i];
    memset(out, 0, sizeof *out);
    out->is_script = h->is_script;
    out->seat = h->seat;
    out->action = h->action;
    if (h->is_script) {
        out->cards = h->script.cards;
        out->ncards = h->script.n;
    }
    return RACKO_OK;
}
