/*
 * track.c - a seat's view rebuilt from the events that seat sees.
 *
 * A seat played from outside the engine (a bot speaking the bot protocol,
 * a remote player) never holds the game, only its events, redacted for it
 * (racko_event_redact).  racko_view_apply() keeps a RackoView up to date
 * from those events so that, whenever the engine's event queue has been
 * drained, the view equals racko_game_view() for that seat, field by field.
 * It gives what view.c derives from the game's state, and starts afresh
 * where that state does (a deal, a reshuffle, the end of a round).
 *
 * Everything is checked before anything changes: each event is applied to
 * a copy, and the copy replaces the view only when the event fits it.
 *
 * Between the events of one action the view passes through states the
 * engine's never shows: during a deal and between two turns it is in
 * RACKO_PHASE_DRAW with to_act -1 ("the table is busy"), and during a
 * lightning deal between two placements it is in RACKO_PHASE_ECLAIR with
 * to_act -1.  The next event always moves it on.
 */
#include <string.h>

#include "racko/engine.h"

/* What the view knows about the order of the draw pile. */
enum {
    PILE_UNKNOWN = 0, /* dealt from a shuffled deck */
    PILE_KNOWN = 1,   /* the discard pile turned over: every place known */
    PILE_MIXED = 2    /* the discard pile shuffled: its cards known, not their order */
};

int racko_view_init(RackoView *v, const RackoConfig *cfg, int seat)
{
    if (v == NULL || cfg == NULL || racko_config_check(cfg, NULL, 0) != RACKO_OK || seat < 0 ||
        seat >= cfg->players) {
        return RACKO_E_ARG;
    }
    memset(v, 0, sizeof *v);
    v->seat = seat;
    v->config = *cfg;
    v->config.deck_size = racko_config_deck_size(cfg);
    v->phase = RACKO_PHASE_ROUND_OVER;
    v->to_act = -1;
    v->round = 0;
    v->dealer = -1;
    v->last_winner = -1;
    for (int c = v->config.deck_size + 1; c <= RACKO_MAX_CARDS; c++) {
        v->where[c] = RACKO_AT_OUT;
    }
    for (int s = 0; s < RACKO_MAX_SEATS; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            v->known[s][k] = -1;
        }
        if (s < cfg->players && (cfg->rules & RACKO_RULE_TOKENS)) {
            v->total[s] = cfg->stake;
        }
    }
    return RACKO_OK;
}

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */

static int deck_of(const RackoView *v)
{
    return v->config.deck_size;
}

static int is_card(const RackoView *v, int c)
{
    return c >= 1 && c <= deck_of(v);
}

static int is_seat(const RackoView *v, int s)
{
    return s >= 0 && s < v->config.players;
}

static int is_slot(int k)
{
    return k >= 0 && k < RACKO_SLOTS;
}

static int pile_state(const RackoView *v)
{
    if (v->draw_count > 0 && v->draw_known[v->draw_count - 1] > 0) {
        return PILE_KNOWN;
    }
    for (int c = 1; c <= deck_of(v); c++) {
        if (v->where[c] == RACKO_AT_DRAW_MIXED) {
            return PILE_MIXED;
        }
    }
    return PILE_UNKNOWN;
}

/* 1 if a card the view cannot place could be the top of the draw pile. */
static int could_be_drawn(const RackoView *v, int c)
{
    int state = pile_state(v);
    if (!is_card(v, c) || v->draw_count <= 0) {
        return 0;
    }
    if (state == PILE_KNOWN) {
        return v->draw_known[v->draw_count - 1] == c;
    }
    if (state == PILE_MIXED) {
        return v->where[c] == RACKO_AT_DRAW_MIXED;
    }
    return v->where[c] == RACKO_AT_UNSEEN;
}

/* 1 if card c could be hidden in slot k of another seat s. */
static int could_be_in_rack(const RackoView *v, int s, int k, int c)
{
    if (!is_card(v, c)) {
        return 0;
    }
    if (v->known[s][k] > 0) {
        return v->known[s][k] == c;
    }
    return v->known[s][k] == 0 &&
           (v->where[c] == RACKO_AT_UNSEEN || v->where[c] == RACKO_AT_DRAW_MIXED);
}

/* 1 if every seat still in the match has a full rack. */
static int racks_full(const RackoView *v)
{
    for (int s = 0; s < v->config.players; s++) {
        if (v->out[s]) {
            continue;
        }
        for (int k = 0; k < RACKO_SLOTS; k++) {
            if (v->known[s][k] == -1) {
                return 0;
            }
        }
    }
    return 1;
}

/* The first seat still in the match left of `seat`. */
static int next_active(const RackoView *v, int seat)
{
    int p = v->config.players;
    for (int i = 1; i <= p; i++) {
        int s = (seat + i) % p;
        if (!v->out[s]) {
            return s;
        }
    }
    return seat;
}

static void pop_draw(RackoView *v)
{
    v->draw_count--;
    v->draw_known[v->draw_count] = 0;
}

static void push_discard(RackoView *v, int card)
{
    v->discard[v->discard_count++] = card;
    v->where[card] = RACKO_AT_DISCARD;
    v->acting_hand = 0;
    v->acting_from_discard = 0;
}

/* Labels every card afresh from the racks, the hand, the piles and the
 * known slots, as the engine does when it derives a view (the cards of a
 * shuffled draw pile are labelled by the caller). */
static void relabel(RackoView *v)
{
    int n = deck_of(v);
    for (int c = 1; c <= RACKO_MAX_CARDS; c++) {
        v->where[c] = c <= n ? RACKO_AT_UNSEEN : RACKO_AT_OUT;
    }
    for (int k = 0; k < RACKO_SLOTS; k++) {
        if (v->rack[k] > 0) {
            v->where[v->rack[k]] = RACKO_AT_MINE;
        }
    }
    if (v->hand > 0) {
        v->where[v->hand] = RACKO_AT_HAND;
    }
    if (v->offer > 0) {
        v->where[v->offer] = RACKO_AT_HAND;
    }
    for (int i = 0; i < v->discard_count; i++) {
        v->where[v->discard[i]] = RACKO_AT_DISCARD;
    }
    for (int i = 0; i < v->draw_count; i++) {
        if (v->draw_known[i] > 0) {
            v->where[v->draw_known[i]] = RACKO_AT_DRAW;
        }
    }
    for (int s = 0; s < v->config.players; s++) {
        if (s == v->seat) {
            continue;
        }
        for (int k = 0; k < RACKO_SLOTS; k++) {
            if (v->known[s][k] > 0) {
                v->where[v->known[s][k]] = (unsigned char)(RACKO_AT_SEAT + s);
            }
        }
    }
}

/* ------------------------------------------------------------------ */
/* One event each                                                      */

static int on_dealer_draw(RackoView *v, const RackoEvent *ev)
{
    if (v->round != 0 || v->phase != RACKO_PHASE_ROUND_OVER) {
        return RACKO_E_PHASE;
    }
    if (!is_seat(v, ev->u.dealer_draw.dealer)) {
        return RACKO_E_ARG;
    }
    return RACKO_OK;
}

static int on_round_start(RackoView *v, const RackoEvent *ev)
{
    int dealer = ev->u.round_start.dealer;
    if (v->phase != RACKO_PHASE_ROUND_OVER) {
        return RACKO_E_PHASE;
    }
    if (ev->u.round_start.round != v->round + 1 || !is_seat(v, dealer) || v->out[dealer] ||
        ev->u.round_start.deck_size != deck_of(v)) {
        return RACKO_E_ARG;
    }
    if (v->round > 0 && dealer != next_active(v, v->dealer)) {
        return RACKO_E_TURN;
    }
    /* The engine derives every view afresh when it deals. */
    v->phase = (v->config.rules & RACKO_RULE_ECLAIR) ? RACKO_PHASE_ECLAIR : RACKO_PHASE_DRAW;
    v->to_act = -1;
    v->round = ev->u.round_start.round;
    v->dealer = dealer;
    v->turn = 0;
    memset(v->rack, 0, sizeof v->rack);
    v->hand = v->hand_from_discard = v->offer = 0;
    v->acting_hand = v->acting_from_discard = 0;
    memset(v->discard, 0, sizeof v->discard);
    v->discard_count = 0;
    v->draw_count = deck_of(v);
    memset(v->draw_known, 0, sizeof v->draw_known);
    for (int s = 0; s < RACKO_MAX_SEATS; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            v->known[s][k] = -1;
        }
    }
    relabel(v);
    return RACKO_OK;
}

static int on_deal_card(RackoView *v, const RackoEvent *ev)
{
    int seat = ev->u.deal_card.seat, slot = ev->u.deal_card.slot, card = ev->u.deal_card.card;
    int mine = seat == v->seat;
    int eclair = (v->config.rules & RACKO_RULE_ECLAIR) != 0;
    if (v->round < 1 || v->turn != 0 || v->to_act != -1 || v->discard_count != 0 ||
        v->draw_count <= 0 || v->phase != (eclair ? RACKO_PHASE_ECLAIR : RACKO_PHASE_DRAW)) {
        return RACKO_E_PHASE;
    }
    if (!is_seat(v, seat) || v->out[seat]) {
        return RACKO_E_ARG;
    }
    int room = 0;
    for (int k = 0; k < RACKO_SLOTS; k++) {
        room += v->known[seat][k] == -1;
    }
    if (room == 0) {
        return RACKO_E_SLOT;
    }
    if (mine && (!is_card(v, card) || v->where[card] != RACKO_AT_UNSEEN)) {
        return RACKO_E_RULE;
    }
    if (eclair) {
        /* Lightning deal: the seat chooses the slot next. */
        if (slot != -1) {
            return RACKO_E_SLOT;
        }
        pop_draw(v);
        v->to_act = seat;
        if (mine) {
            v->offer = card;
            v->where[card] = RACKO_AT_HAND;
        }
        return RACKO_OK;
    }
    if (!is_slot(slot) || v->known[seat][slot] != -1) {
        return RACKO_E_SLOT;
    }
    pop_draw(v);
    if (mine) {
        v->rack[slot] = card;
        v->known[seat][slot] = card;
        v->where[card] = RACKO_AT_MINE;
    } else {
        v->known[seat][slot] = 0;
    }
    return RACKO_OK;
}

static int on_eclair_place(RackoView *v, const RackoEvent *ev)
{
    int seat = ev->u.eclair_place.seat, slot = ev->u.eclair_place.slot;
    if (v->phase != RACKO_PHASE_ECLAIR || v->to_act < 0) {
        return RACKO_E_PHASE;
    }
    if (seat != v->to_act) {
        return RACKO_E_TURN;
    }
    if (!is_slot(slot) || v->known[seat][slot] != -1) {
        return RACKO_E_SLOT;
    }
    if (seat == v->seat) {
        if (ev->u.eclair_place.card != v->offer) {
            return RACKO_E_RULE;
        }
        v->rack[slot] = v->offer;
        v->known[seat][slot] = v->offer;
        v->where[v->offer] = RACKO_AT_MINE;
        v->offer = 0;
    } else {
        v->known[seat][slot] = 0;
    }
    v->to_act = -1;
    return RACKO_OK;
}

static int on_discard_flip(RackoView *v, const RackoEvent *ev)
{
    int card = ev->u.discard_flip.card;
    int dealing = v->to_act == -1 && v->turn == 0 &&
                  (v->phase == RACKO_PHASE_DRAW || v->phase == RACKO_PHASE_ECLAIR);
    int reshuffled = v->to_act >= 0 && v->phase == RACKO_PHASE_DRAW;
    if (v->round < 1 || v->discard_count != 0 || v->draw_count <= 0 ||
        !(dealing || reshuffled) || !racks_full(v)) {
        return RACKO_E_PHASE;
    }
    if (!could_be_drawn(v, card)) {
        return RACKO_E_RULE;
    }
    pop_draw(v);
    push_discard(v, card);
    if (dealing) {
        v->phase = RACKO_PHASE_DRAW; /* the first turn starts next */
    }
    return RACKO_OK;
}

static int on_turn_start(RackoView *v, const RackoEvent *ev)
{
    int seat = ev->u.turn_start.seat;
    if (v->phase != RACKO_PHASE_DRAW || v->to_act != -1 || v->discard_count < 1 ||
        v->round < 1) {
        return RACKO_E_PHASE;
    }
    if (ev->u.turn_start.turn != v->turn + 1 || !is_seat(v, seat)) {
        return RACKO_E_ARG;
    }
    if (v->out[seat] || (v->turn == 0 && seat != next_active(v, v->dealer))) {
        return RACKO_E_TURN;
    }
    v->turn++;
    v->to_act = seat;
    return RACKO_OK;
}

static int on_draw_deck(RackoView *v, const RackoEvent *ev)
{
    int seat = ev->u.draw_deck.seat, card = ev->u.draw_deck.card;
    int known = pile_state(v) == PILE_KNOWN;
    if (v->phase != RACKO_PHASE_DRAW || v->to_act < 0 || v->draw_count <= 0 ||
        v->discard_count < 1) {
        return RACKO_E_PHASE;
    }
    if (seat != v->to_act) {
        return RACKO_E_TURN;
    }
    if (known) {
        int top = v->draw_known[v->draw_count - 1];
        if (card != 0 && card != top) {
            return RACKO_E_RULE;
        }
        card = top;
    } else if (seat == v->seat) {
        if (!could_be_drawn(v, card)) {
            return RACKO_E_RULE;
        }
    } else {
        card = 0; /* hidden from this seat; a card the event shows anyway is not used */
    }
    pop_draw(v);
    v->phase = RACKO_PHASE_PLACE;
    v->acting_from_discard = 0;
    v->acting_hand = card;
    if (seat == v->seat) {
        v->hand = card;
        v->hand_from_discard = 0;
        v->where[card] = RACKO_AT_HAND;
    } else if (card > 0) {
        v->where[card] = (unsigned char)(RACKO_AT_SEAT + seat);
    }
    return RACKO_OK;
}

static int on_take_discard(RackoView *v, const RackoEvent *ev)
{
    int seat = ev->u.take_discard.seat, card = ev->u.take_discard.card;
    if (v->phase != RACKO_PHASE_DRAW || v->to_act < 0 || v->discard_count < 1) {
        return RACKO_E_PHASE;
    }
    if (seat != v->to_act) {
        return RACKO_E_TURN;
    }
    if (card != v->discard[v->discard_count - 1]) {
        return RACKO_E_RULE;
    }
    v->discard_count--;
    v->discard[v->discard_count] = 0;
    v->acting_hand = card;
    v->acting_from_discard = 1;
    v->phase = RACKO_PHASE_PLACE;
    if (seat == v->seat) {
        v->hand = card;
        v->hand_from_discard = 1;
        v->where[card] = RACKO_AT_HAND;
    } else {
        v->where[card] = (unsigned char)(RACKO_AT_SEAT + seat);
    }
    return RACKO_OK;
}

/* The card the seat to act holds leaves its hand as `card` (0: the event
 * does not show it): 1 if that fits what the view knows. */
static int hand_fits(const RackoView *v, int card)
{
    if (v->to_act == v->seat) {
        return card == v->hand;
    }
    return card == 0 || v->acting_hand == 0 || card == v->acting_hand;
}

static int on_place(RackoView *v, const RackoEvent *ev)
{
    int seat = ev->u.place.seat, slot = ev->u.place.slot;
    int in = ev->u.place.card_in, out = ev->u.place.card_out;
    if (v->phase != RACKO_PHASE_PLACE || v->to_act < 0) {
        return RACKO_E_PHASE;
    }
    if (seat != v->to_act) {
        return RACKO_E_TURN;
    }
    if (!is_slot(slot)) {
        return RACKO_E_SLOT;
    }
    if (ev->u.place.from_discard != v->acting_from_discard || !hand_fits(v, in)) {
        return RACKO_E_RULE;
    }
    if (seat == v->seat ? out != v->rack[slot] : !could_be_in_rack(v, seat, slot, out)) {
        return RACKO_E_RULE;
    }
    int seen = v->acting_hand; /* the card going in, when this seat saw it */
    push_discard(v, out);
    if (seat == v->seat) {
        v->rack[slot] = v->hand;
        v->known[seat][slot] = v->hand;
        v->where[v->hand] = RACKO_AT_MINE;
        v->hand = 0;
        v->hand_from_discard = 0;
    } else {
        v->known[seat][slot] = seen;
    }
    v->phase = RACKO_PHASE_DRAW; /* between turns until the next one starts */
    v->to_act = -1;
    return RACKO_OK;
}

static int on_discard(RackoView *v, const RackoEvent *ev)
{
    int seat = ev->u.discard.seat, card = ev->u.discard.card;
    if (v->phase != RACKO_PHASE_PLACE || v->to_act < 0) {
        return RACKO_E_PHASE;
    }
    if (seat != v->to_act) {
        return RACKO_E_TURN;
    }
    if (v->acting_from_discard || !is_card(v, card)) {
        return RACKO_E_RULE;
    }
    if (seat == v->seat || v->acting_hand > 0) {
        if (card != v->acting_hand) {
            return RACKO_E_RULE;
        }
    } else if (v->where[card] != RACKO_AT_UNSEEN && v->where[card] != RACKO_AT_DRAW_MIXED) {
        return RACKO_E_RULE;
    }
    push_discard(v, card);
    if (seat == v->seat) {
        v->hand = 0;
        v->hand_from_discard = 0;
    }
    v->phase = RACKO_PHASE_DRAW;
    v->to_act = -1;
    return RACKO_OK;
}

static int on_reshuffle(RackoView *v, const RackoEvent *ev)
{
    int n = v->discard_count;
    int shuffled = (v->config.rules & RACKO_RULE_SHUFFLE) != 0;
    if (v->phase != RACKO_PHASE_DRAW || v->to_act < 0 || v->draw_count != 0 || n < 2) {
        return RACKO_E_PHASE;
    }
    if ((ev->u.reshuffle.shuffled != 0) != shuffled || ev->u.reshuffle.draw_count != n - 1) {
        return RACKO_E_ARG;
    }
    int pile[RACKO_MAX_CARDS];
    memcpy(pile, v->discard, (size_t)n * sizeof *pile);
    memset(v->discard, 0, sizeof v->discard);
    v->discard_count = 0;
    v->draw_count = n;
    for (int i = 0; i < n; i++) {
        /* Turned over: the old bottom card is the new top. */
        v->draw_known[i] = shuffled ? 0 : pile[n - 1 - i];
    }
    v->acting_hand = v->acting_from_discard = 0;
    /* The engine derives every view afresh after a reshuffle. */
    relabel(v);
    if (shuffled) {
        for (int i = 0; i < n; i++) {
            v->where[pile[i]] = RACKO_AT_DRAW_MIXED;
        }
    }
    return RACKO_OK;
}

static int round_in_play(const RackoView *v)
{
    return v->round >= 1 && v->phase != RACKO_PHASE_ROUND_OVER &&
           v->phase != RACKO_PHASE_MATCH_OVER;
}

static int on_racko(RackoView *v, const RackoEvent *ev)
{
    if (!round_in_play(v)) {
        return RACKO_E_PHASE;
    }
    if (!is_seat(v, ev->u.racko.seat) || v->out[ev->u.racko.seat]) {
        return RACKO_E_ARG;
    }
    return RACKO_OK;
}

static int on_turn_limit(RackoView *v, const RackoEvent *ev)
{
    if (!round_in_play(v)) {
        return RACKO_E_PHASE;
    }
    if (ev->u.turn_limit.round != v->round) {
        return RACKO_E_ARG;
    }
    return RACKO_OK;
}

static int on_token_payment(RackoView *v, const RackoEvent *ev)
{
    int from = ev->u.token_payment.from, to = ev->u.token_payment.to;
    if (!round_in_play(v) || !(v->config.rules & RACKO_RULE_TOKENS)) {
        return RACKO_E_PHASE;
    }
    if (!is_seat(v, from) || !is_seat(v, to) || from == to || v->out[from] ||
        ev->u.token_payment.amount < 0 || ev->u.token_payment.amount > v->total[from]) {
        return RACKO_E_ARG;
    }
    if (ev->u.token_payment.eliminated) {
        v->out[from] = 1;
    }
    return RACKO_OK;
}

static int on_round_scored(RackoView *v, const RackoEvent *ev)
{
    const RackoRoundScore *sc = &ev->u.round_scored;
    int p = v->config.players, me = v->seat;
    int tokens = (v->config.rules & RACKO_RULE_TOKENS) != 0;
    unsigned char seen[RACKO_MAX_CARDS + 1] = {0};
    if (!round_in_play(v)) {
        return RACKO_E_PHASE;
    }
    if (sc->round != v->round || sc->winner < -1 || sc->winner >= p) {
        return RACKO_E_ARG;
    }
    for (int s = 0; s < p; s++) {
        if (tokens ? sc->total[s] < 0 : sc->total[s] != v->total[s] + sc->points[s]) {
            return RACKO_E_ARG;
        }
        for (int k = 0; k < RACKO_SLOTS; k++) {
            int c = sc->rack[s][k];
            int empty = v->known[s][k] == -1;
            if (empty ? c != 0 : (!is_card(v, c) || seen[c])) {
                return RACKO_E_RULE;
            }
            if (empty) {
                continue;
            }
            seen[c] = 1;
            if (s == me ? c != v->rack[k] : !could_be_in_rack(v, s, k, c)) {
                return RACKO_E_RULE;
            }
        }
    }
    int state = pile_state(v);
    /* Racks face up: the engine derives every view afresh. */
    for (int s = 0; s < p; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            int c = sc->rack[s][k];
            v->known[s][k] = c > 0 ? c : -1;
        }
        v->total[s] = sc->total[s];
        if (tokens && sc->total[s] == 0) {
            v->out[s] = 1;
        }
    }
    v->hand = v->hand_from_discard = v->offer = 0;
    v->acting_hand = v->acting_from_discard = 0;
    relabel(v);
    /* What no rack and no pile place holds is in the draw pile. */
    int rest = 0;
    for (int c = 1; c <= deck_of(v); c++) {
        if (v->where[c] == RACKO_AT_UNSEEN) {
            rest++;
            if (state == PILE_MIXED) {
                v->where[c] = RACKO_AT_DRAW_MIXED;
            }
        }
    }
    if (rest != (state == PILE_KNOWN ? 0 : v->draw_count)) {
        return RACKO_E_RULE;
    }
    v->last_winner = sc->winner;
    v->phase = RACKO_PHASE_ROUND_OVER;
    v->to_act = -1;
    return RACKO_OK;
}

static int on_match_over(RackoView *v, const RackoEvent *ev)
{
    int p = v->config.players;
    if (v->phase != RACKO_PHASE_ROUND_OVER || v->round < 1) {
        return RACKO_E_PHASE;
    }
    for (int s = 0; s < p; s++) {
        if (ev->u.match_over.total[s] != v->total[s]) {
            return RACKO_E_ARG;
        }
    }
    if (!is_seat(v, ev->u.match_over.winner)) {
        return RACKO_E_ARG;
    }
    v->phase = RACKO_PHASE_MATCH_OVER;
    v->to_act = -1;
    return RACKO_OK;
}

int racko_view_apply(RackoView *v, const RackoEvent *ev)
{
    RackoView w;
    int st;
    if (v == NULL || ev == NULL || !is_seat(v, v->seat) || deck_of(v) < 1 ||
        deck_of(v) > RACKO_MAX_CARDS) {
        return RACKO_E_ARG;
    }
    if (v->phase == RACKO_PHASE_MATCH_OVER) {
        return RACKO_E_OVER;
    }
    /* memcpy, not assignment: the padding bytes stay as they were, so a
     * view can be compared with memcmp. */
    memcpy(&w, v, sizeof w);
    switch (ev->kind) {
    case RACKO_EV_DEALER_DRAW: st = on_dealer_draw(&w, ev); break;
    case RACKO_EV_ROUND_START: st = on_round_start(&w, ev); break;
    case RACKO_EV_DEAL_CARD: st = on_deal_card(&w, ev); break;
    case RACKO_EV_ECLAIR_PLACE: st = on_eclair_place(&w, ev); break;
    case RACKO_EV_DISCARD_FLIP: st = on_discard_flip(&w, ev); break;
    case RACKO_EV_TURN_START: st = on_turn_start(&w, ev); break;
    case RACKO_EV_DRAW_DECK: st = on_draw_deck(&w, ev); break;
    case RACKO_EV_TAKE_DISCARD: st = on_take_discard(&w, ev); break;
    case RACKO_EV_PLACE: st = on_place(&w, ev); break;
    case RACKO_EV_DISCARD: st = on_discard(&w, ev); break;
    case RACKO_EV_RESHUFFLE: st = on_reshuffle(&w, ev); break;
    case RACKO_EV_RACKO: st = on_racko(&w, ev); break;
    case RACKO_EV_TURN_LIMIT: st = on_turn_limit(&w, ev); break;
    case RACKO_EV_ROUND_SCORED: st = on_round_scored(&w, ev); break;
    case RACKO_EV_TOKEN_PAYMENT: st = on_token_payment(&w, ev); break;
    case RACKO_EV_MATCH_OVER: st = on_match_over(&w, ev); break;
    default: st = RACKO_E_ARG; break;
    }
    if (st == RACKO_OK) {
        memcpy(v, &w, sizeof w);
    }
    return st;
}
