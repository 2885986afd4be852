/*
 * view.c - per-seat views.  A view is derived from the state when it is
 * first asked for (racko_game_view) and then, while it stays fresh,
 * updated step by step; a deal, a reshuffle and a round's end make every
 * view stale again.  What a seat knows depends on what it saw, and the
 * state keeps what that needs: pub[][] (a slot whose card everybody saw go
 * in), hand_public, the draw pile's state and mixed[] (a card shuffled
 * into the draw pile and since drawn by another seat stays "maybe in the
 * draw pile" for everyone else); so the derived view and the updated one
 * are the same, which the engine's tests check after every action.
 */
#include <string.h>

#include "game_impl.h"

void eng_view_derive(const RackoGame *g, int seat, RackoView *v)
{
    int p = g->cfg.players;
    int n = g->cfg.deck_size;
    memset(v, 0, sizeof *v);
    v->seat = seat;
    v->config = g->cfg;
    v->phase = g->phase;
    v->to_act = g->to_act;
    v->round = g->round;
    v->dealer = g->dealer;
    v->turn = g->turn;
    v->last_winner = g->last_winner;
    for (int s = 0; s < p; s++) {
        v->total[s] = g->total[s];
        v->out[s] = g->out[s];
    }
    for (int c = 1; c <= n; c++) {
        if (g->mixed[c]) {
            v->where[c] = RACKO_AT_DRAW_MIXED;
        }
    }
    for (int c = n + 1; c <= RACKO_MAX_CARDS; c++) {
        v->where[c] = RACKO_AT_OUT;
    }
    for (int k = 0; k < RACKO_SLOTS; k++) {
        int c = g->rack[seat][k];
        v->rack[k] = c;
        if (c > 0) {
            v->where[c] = RACKO_AT_MINE;
        }
    }
    if (g->phase == RACKO_PHASE_PLACE) {
        if (g->to_act == seat) {
            v->hand = g->hand;
            v->hand_from_discard = g->hand_from_discard;
            v->where[g->hand] = RACKO_AT_HAND;
        }
        if (g->to_act == seat || g->hand_public) {
            v->acting_hand = g->hand;
        }
        if (g->to_act != seat && g->hand_public) {
            v->where[g->hand] = (unsigned char)(RACKO_AT_SEAT + g->to_act);
        }
        v->acting_from_discard = g->hand_from_discard;
    }
    if (g->phase == RACKO_PHASE_ECLAIR && g->to_act == seat) {
        v->offer = g->offer;
        v->where[g->offer] = RACKO_AT_HAND;
    }
    v->discard_count = g->discard_count;
    for (int i = 0; i < g->discard_count; i++) {
        v->discard[i] = g->discard[i];
        v->where[g->discard[i]] = RACKO_AT_DISCARD;
    }
    v->draw_count = g->draw_count;
    for (int i = 0; i < g->draw_count; i++) {
        int c = g->draw[i];
        if (g->draw_state == DRAW_KNOWN) {
            v->draw_known[i] = c;
            v->where[c] = RACKO_AT_DRAW;
        } else if (g->draw_state == DRAW_MIXED) {
            v->where[c] = RACKO_AT_DRAW_MIXED;
        }
    }
    for (int s = 0; s < p; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            int c = g->rack[s][k];
            if (c == 0) {
                v->known[s][k] = -1;
            } else if (s == seat || g->revealed || g->pub[s][k]) {
                v->known[s][k] = c;
                if (s != seat) {
                    v->where[c] = (unsigned char)(RACKO_AT_SEAT + s);
                }
            }
        }
    }
    for (int s = p; s < RACKO_MAX_SEATS; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            v->known[s][k] = -1;
        }
    }
}

void eng_views_stale(RackoGame *g)
{
    g->views_fresh = 0;
}

static int fresh(const RackoGame *g, int s)
{
    return (g->views_fresh >> s) & 1u;
}

void eng_views_sync_common(RackoGame *g)
{
    /* Totals, dealer and round change only when a round starts or ends,
     * where every view is derived afresh; a step changes only these. */
    for (int s = 0; s < g->cfg.players; s++) {
        if (!fresh(g, s)) {
            continue;
        }
        RackoView *v = &g->view[s];
        v->phase = g->phase;
        v->to_act = g->to_act;
        v->turn = g->turn;
    }
}

static void pop_draw_all(RackoGame *g)
{
    for (int s = 0; s < g->cfg.players; s++) {
        if (!fresh(g, s)) {
            continue;
        }
        RackoView *v = &g->view[s];
        v->draw_count--;
        v->draw_known[v->draw_count] = 0;
    }
}

static void push_discard_all(RackoGame *g, int card)
{
    for (int s = 0; s < g->cfg.players; s++) {
        if (!fresh(g, s)) {
            continue;
        }
        RackoView *v = &g->view[s];
        v->discard[v->discard_count++] = card;
        v->where[card] = RACKO_AT_DISCARD;
        v->acting_hand = 0;
        v->acting_from_discard = 0;
    }
}

void eng_view_on_offer(RackoGame *g, int seat, int card)
{
    pop_draw_all(g);
    if (fresh(g, seat)) {
        g->view[seat].offer = card;
        g->view[seat].where[card] = RACKO_AT_HAND;
    }
}

void eng_view_on_eclair_place(RackoGame *g, int seat, int slot, int card)
{
    for (int s = 0; s < g->cfg.players; s++) {
        if (!fresh(g, s)) {
            continue;
        }
        RackoView *v = &g->view[s];
        if (s == seat) {
            v->rack[slot] = card;
            v->known[seat][slot] = card;
            v->where[card] = RACKO_AT_MINE;
            v->offer = 0;
        } else {
            v->known[seat][slot] = 0;
        }
    }
}

void eng_view_on_flip(RackoGame *g, int card)
{
    pop_draw_all(g);
    push_discard_all(g, card);
}

void eng_view_on_draw_deck(RackoGame *g, int seat, int card)
{
    /* The pile's top is known to all when the pile was turned over. */
    int known = g->draw_state == DRAW_KNOWN;
    pop_draw_all(g);
    for (int s = 0; s < g->cfg.players; s++) {
        if (!fresh(g, s)) {
            continue;
        }
        RackoView *v = &g->view[s];
        v->acting_from_discard = 0;
        if (s == seat) {
            v->hand = card;
            v->hand_from_discard = 0;
            v->where[card] = RACKO_AT_HAND;
            v->acting_hand = card;
        } else if (known) {
            v->where[card] = (unsigned char)(RACKO_AT_SEAT + seat);
            v->acting_hand = card;
        } else {
            v->acting_hand = 0;
        }
    }
}

void eng_view_on_take_discard(RackoGame *g, int seat, int card)
{
    for (int s = 0; s < g->cfg.players; s++) {
        if (!fresh(g, s)) {
            continue;
        }
        RackoView *v = &g->view[s];
        v->discard_count--;
        v->discard[v->discard_count] = 0;
        v->acting_hand = card;
        v->acting_from_discard = 1;
        if (s == seat) {
            v->hand = card;
            v->hand_from_discard = 1;
            v->where[card] = RACKO_AT_HAND;
        } else {
            v->where[card] = (unsigned char)(RACKO_AT_SEAT + seat);
        }
    }
}

void eng_view_on_place(RackoGame *g, int seat, int slot, int card_in, int card_out)
{
    push_discard_all(g, card_out);
    for (int s = 0; s < g->cfg.players; s++) {
        if (!fresh(g, s)) {
            continue;
        }
        RackoView *v = &g->view[s];
        if (s == seat) {
            v->rack[slot] = card_in;
            v->known[seat][slot] = card_in;
            v->where[card_in] = RACKO_AT_MINE;
            v->hand = 0;
            v->hand_from_discard = 0;
        } else {
            v->known[seat][slot] = g->hand_public ? card_in : 0;
        }
    }
}

void eng_view_on_discard(RackoGame *g, int seat, int card)
{
    push_discard_all(g, card);
    if (fresh(g, seat)) {
        g->view[seat].hand = 0;
        g->view[seat].hand_from_discard = 0;
    }
}
