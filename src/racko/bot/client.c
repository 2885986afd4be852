/*
 * client.c - the player side of the bot protocol: a computer level playing
 * a seat for an outside host (racko/botplay.h), on the kit's skeleton of
 * a bot program (kit/botplay.h: the hello, `bye`, the state handled on a
 * copy).
 *
 * Each line from the host is parsed strictly, turned into the engine
 * events it stands for, and applied to the seat's RackoView with
 * racko_view_apply(); a question is answered by the RackoAI from that
 * view.  The whole state but the AI is plain data: the kit handles a line
 * on a copy, which replaces the state only when the line was accepted (a
 * question the view cannot answer keeps its safe answer and the question
 * it answered).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/botplay.h"
#include "racko/ai.h"
#include "racko/bot.h"
#include "racko/botplay.h"

#define MAX_TOKENS 16
#define SAY_PREFIX "racko-cli bot" /* the log's notes, `racko-cli bot`'s */
#define MAX_REFUSED 12
#define ANSWER_LEN 24

/* Everything but the AI: copied whole, so a refused line changes nothing. */
typedef struct State {
    int have_match;
    RackoView view;
    int turn_pending_draw; /* `drew` (us, from the deck) seen: the card comes with `ask place` */
    int eclair_pending;    /* our answer to `eclair C`, applied when the host moves on */
    int eclair_slot;
    /* the end of a round, collected from `roundover`, `racks`, `score` lines */
    int scoring;
    int score_winner;
    int score_next; /* seats whose score line came */
    int score_rack[RACKO_MAX_SEATS][RACKO_SLOTS];
    int score_points[RACKO_MAX_SEATS];
    int score_total[RACKO_MAX_SEATS];
    /* the question being answered, and its answers the host refused */
    char question[RACKO_BOT_LINE_MAX + 1];
    char answer[ANSWER_LEN];
    char refused[MAX_REFUSED][ANSWER_LEN];
    int nrefused;
} State;

struct RackoBotPlayer {
    TkBotPlayer *tk; /* the hello, the state and its copy, the reason of a refusal */
    RackoAI *ai;
};

static const TkBotPlayGame racko_game;

/* ------------------------------------------------------------------ */
/* Messages                                                            */

static int fail(RackoBotPlayer *p, int status, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The reason of a refusal, one sentence of 199 bytes at most, kept by the
 * kit's player. */
static int fail(RackoBotPlayer *p, int status, const char *fmt, ...)
{
    char why[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    return tk_botplay_fail(p->tk, status, "%s", why);
}

/* ------------------------------------------------------------------ */
/* Creation                                                            */

static void put_msg(char *msg, size_t size, const char *text)
{
    if (msg != NULL && size > 0) {
        snprintf(msg, size, "%s", text);
    }
}

int racko_botplay_new(const char *level, uint64_t seed, const char *name,
                      RackoBotPlayer **out, char *msg, size_t size)
{
    if (out == NULL) {
        return RACKO_E_ARG;
    }
    *out = NULL;
    if (level == NULL || !racko_ai_level_valid(level)) {
        put_msg(msg, size, "unknown computer level");
        return RACKO_E_ARG;
    }
    RackoBotPlayer *p = calloc(1, sizeof *p);
    if (p == NULL) {
        put_msg(msg, size, "out of memory");
        return RACKO_E_NOMEM;
    }
    int st = tk_botplay_new(&racko_game, level, name, p, &p->tk, msg, size);
    if (st == RACKO_OK) {
        st = racko_ai_new(level, seed, &p->ai);
        if (st != RACKO_OK) {
            put_msg(msg, size, st == RACKO_E_NOMEM ? "out of memory" : "unknown computer level");
        }
    }
    if (st != RACKO_OK) {
        racko_botplay_free(p);
        return st;
    }
    *out = p;
    return RACKO_OK;
}

void racko_botplay_free(RackoBotPlayer *p)
{
    if (p == NULL) {
        return;
    }
    tk_botplay_free(p->tk);
    racko_ai_free(p->ai);
    free(p);
}

const char *racko_botplay_error(const RackoBotPlayer *p)
{
    return tk_botplay_error(p != NULL ? p->tk : NULL);
}

const RackoView *racko_botplay_view(const RackoBotPlayer *p)
{
    const State *s = p != NULL ? tk_botplay_state(p->tk) : NULL;
    return s != NULL && s->have_match ? &s->view : NULL;
}

const char *racko_botplay_name(const RackoBotPlayer *p)
{
    return tk_botplay_name(p != NULL ? p->tk : NULL);
}

/* ------------------------------------------------------------------ */
/* Parsing                                                             */

typedef TkBotLine Line;

/* A plain decimal number (no sign, no leading zero, at most 7 digits). */
static int number(const char *s, int *out)
{
    size_t n = strlen(s);
    if (n == 0 || n > 7 || (s[0] == '0' && n > 1)) {
        return 0;
    }
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return 0;
        }
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return 1;
}

/* A number that may have a '-' sign (a round's points under tokens). */
static int signed_number(const char *s, int *out)
{
    if (s[0] == '-') {
        int v;
        if (!number(s + 1, &v) || v == 0) {
            return 0;
        }
        *out = -v;
        return 1;
    }
    return number(s, out);
}

/* `key=NUMBER`. */
static int keyed(const char *tok, const char *key, int *out)
{
    size_t k = strlen(key);
    return strncmp(tok, key, k) == 0 && tok[k] == '=' && number(tok + k + 1, out);
}

/* ------------------------------------------------------------------ */
/* Turning lines into events                                           */

static int apply(RackoBotPlayer *p, State *w, const Line *l, const RackoEvent *ev)
{
    int st = racko_view_apply(&w->view, ev);
    if (st != RACKO_OK) {
        return fail(p, st, "%s does not fit the game so far (%s)", l->q,
                    racko_status_string(st));
    }
    return RACKO_OK;
}

static int me(const State *w)
{
    return w->view.seat;
}

static int players(const State *w)
{
    return w->view.config.players;
}

/* A 1-based seat number on the wire into a 0-based seat. */
static int wire_seat(RackoBotPlayer *p, const State *w, const Line *l, const char *tok,
                     int *seat)
{
    int s;
    if (!number(tok, &s)) {
        return fail(p, RACKO_E_FORMAT, "%s: '%s' is not a seat number", l->q, tok);
    }
    if (s < 1 || s > players(w)) {
        return fail(p, RACKO_E_ARG, "%s: there is no seat %d at this table", l->q, s);
    }
    *seat = s - 1;
    return RACKO_OK;
}

static int wire_card(RackoBotPlayer *p, const State *w, const Line *l, const char *tok,
                     int *card)
{
    if (!number(tok, card)) {
        return fail(p, RACKO_E_FORMAT, "%s: '%s' is not a card number", l->q, tok);
    }
    if (*card < 1 || *card > w->view.config.deck_size) {
        return fail(p, RACKO_E_ARG, "%s: card %d is not in this deck of %d", l->q, *card,
                    w->view.config.deck_size);
    }
    return RACKO_OK;
}

static int wire_slot(RackoBotPlayer *p, const Line *l, const char *tok, int *slot)
{
    int k;
    if (!number(tok, &k)) {
        return fail(p, RACKO_E_FORMAT, "%s: '%s' is not a slot number", l->q, tok);
    }
    if (k < 1 || k > RACKO_SLOTS) {
        return fail(p, RACKO_E_SLOT, "%s: slot %d is not between 1 and 10", l->q, k);
    }
    *slot = k - 1;
    return RACKO_OK;
}

static int tokens(RackoBotPlayer *p, const Line *l, int n, const char *form)
{
    if (l->n != n) {
        return fail(p, RACKO_E_FORMAT, "%s is not '%s'", l->q, form);
    }
    return RACKO_OK;
}

/* The seats still in the match in play order, starting left of the dealer. */
static int play_order(const RackoView *v, int order[RACKO_MAX_SEATS])
{
    int n = 0, p = v->config.players;
    for (int i = 1; i <= p; i++) {
        int s = (v->dealer + i) % p;
        if (!v->out[s]) {
            order[n++] = s;
        }
    }
    return n;
}

/* 1 while the cards of a round are being dealt. */
static int dealing(const RackoView *v)
{
    return v->round >= 1 && v->turn == 0 && v->discard_count == 0 && v->to_act == -1 &&
           (v->phase == RACKO_PHASE_DRAW || v->phase == RACKO_PHASE_ECLAIR);
}

static int cards_in_racks(const RackoView *v)
{
    int n = 0;
    for (int s = 0; s < v->config.players; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            n += v->known[s][k] != -1;
        }
    }
    return n;
}

/* Lightning deal: another seat is dealt a card and puts it in a slot the
 * protocol does not tell; the view takes its highest empty slot. */
static int other_eclair_card(RackoBotPlayer *p, State *w, const Line *l, int seat)
{
    RackoEvent ev;
    int slot = RACKO_SLOTS - 1;
    if (seat == me(w)) {
        return fail(p, RACKO_E_PHASE, "%s: the lightning deal skipped one of your cards", l->q);
    }
    while (slot >= 0 && w->view.known[seat][slot] != -1) {
        slot--;
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_DEAL_CARD;
    ev.u.deal_card.seat = seat;
    ev.u.deal_card.slot = -1;
    ev.u.deal_card.index = cards_in_racks(&w->view);
    int st = apply(p, w, l, &ev);
    if (st != RACKO_OK) {
        return st;
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_ECLAIR_PLACE;
    ev.u.eclair_place.seat = seat;
    ev.u.eclair_place.slot = slot;
    return apply(p, w, l, &ev);
}

/* Deals the lightning-deal cards of other seats up to deal index `upto`. */
static int eclair_deal_upto(RackoBotPlayer *p, State *w, const Line *l, int upto)
{
    int order[RACKO_MAX_SEATS];
    int np = play_order(&w->view, order);
    for (int i = cards_in_racks(&w->view); i < upto; i++) {
        int st = other_eclair_card(p, w, l, order[i % np]);
        if (st != RACKO_OK) {
            return st;
        }
    }
    return RACKO_OK;
}

/* Our answer to `eclair C` was not refused: the card is in its slot. */
static int commit_eclair(RackoBotPlayer *p, State *w, const Line *l)
{
    RackoEvent ev;
    if (!w->eclair_pending) {
        return RACKO_OK;
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_ECLAIR_PLACE;
    ev.u.eclair_place.seat = me(w);
    ev.u.eclair_place.slot = w->eclair_slot;
    ev.u.eclair_place.card = w->view.offer;
    w->eclair_pending = 0;
    return apply(p, w, l, &ev);
}

/* Deals whatever the protocol did not show of a deal that is over: the
 * other seats' cards (and, in a lightning deal, their slots). */
static int finish_deal(RackoBotPlayer *p, State *w, const Line *l)
{
    const RackoView *v = &w->view;
    int order[RACKO_MAX_SEATS];
    int np = play_order(v, order);
    if (!dealing(v)) {
        return RACKO_OK;
    }
    if (v->config.rules & RACKO_RULE_ECLAIR) {
        return eclair_deal_upto(p, w, l, RACKO_SLOTS * np);
    }
    if (cards_in_racks(v) > 0) {
        return RACKO_OK; /* dealt at the `rack` line */
    }
    if (!v->out[me(w)]) {
        return fail(p, RACKO_E_PHASE, "%s: the deal is over but no 'rack' line came", l->q);
    }
    int index = 0;
    for (int r = 0; r < RACKO_SLOTS; r++) {
        for (int k = 0; k < np; k++) {
            RackoEvent ev;
            memset(&ev, 0, sizeof ev);
            ev.kind = RACKO_EV_DEAL_CARD;
            ev.u.deal_card.seat = order[k];
            ev.u.deal_card.slot = RACKO_SLOTS - 1 - r;
            ev.u.deal_card.index = index++;
            int st = apply(p, w, l, &ev);
            if (st != RACKO_OK) {
                return st;
            }
        }
    }
    return RACKO_OK;
}

/* ---- information lines ---- */

static int rules_from_list(const char *list, unsigned *rules)
{
    static const unsigned allowed = RACKO_RULE_BONUS | RACKO_RULE_TWORUN | RACKO_RULE_ECLAIR |
                                    RACKO_RULE_TOKENS | RACKO_RULE_SHUFFLE;
    if (list[0] == '\0' || racko_rules_parse(list, rules) != RACKO_OK ||
        (*rules & ~allowed) != 0) {
        return 0;
    }
    /* no empty names ("bonus,,tworun") and no repeats */
    if (strcmp(list, "none") != 0) {
        char buf[128];
        racko_rules_format(*rules, buf, sizeof buf);
        size_t commas = 0, want = 0;
        for (const char *s = list; *s; s++) {
            commas += *s == ',';
        }
        for (const char *s = buf; *s; s++) {
            want += *s == ',';
        }
        if (commas != want || strstr(list, "none") != NULL) {
            return 0;
        }
    }
    return 1;
}

static int line_match(RackoBotPlayer *p, State *w, const Line *l)
{
    static const char form[] =
        "match players=P seat=S deck=N target=T teams=0|1 rules=LIST";
    int np, seat, deck, target, teams;
    unsigned rules;
    RackoConfig cfg;
    char msg[120];
    if (l->n != 7 || !keyed(l->tok[1], "players", &np) || !keyed(l->tok[2], "seat", &seat) ||
        !keyed(l->tok[3], "deck", &deck) || !keyed(l->tok[4], "target", &target) ||
        !keyed(l->tok[5], "teams", &teams) || teams > 1 || strncmp(l->tok[6], "rules=", 6) != 0) {
        return fail(p, RACKO_E_FORMAT, "%s is not '%s'", l->q, form);
    }
    if (!rules_from_list(l->tok[6] + 6, &rules)) {
        return fail(p, RACKO_E_FORMAT,
                    "%s: the rules are not a list of bonus tworun eclair tokens shuffle, or none",
                    l->q);
    }
    if (w->have_match && w->view.phase != RACKO_PHASE_MATCH_OVER) {
        return fail(p, RACKO_E_PHASE, "%s came while a match is being played", l->q);
    }
    if (np < 1 || np > RACKO_MAX_SEATS) {
        return fail(p, RACKO_E_CONFIG, "%s: a table has 1 to 4 seats", l->q);
    }
    racko_config_default(&cfg, np);
    cfg.rules = rules | (teams ? (unsigned)RACKO_RULE_TEAMS : 0u);
    cfg.target = target;
    if (deck != racko_config_deck_size(&cfg)) {
        if (deck == RACKO_MAX_CARDS) {
            cfg.rules |= RACKO_RULE_ALL60; /* the table option that gives 60 cards */
        } else {
            cfg.deck_size = deck;
        }
    }
    if (racko_config_check(&cfg, msg, sizeof msg) != RACKO_OK) {
        return fail(p, RACKO_E_CONFIG, "%s: %s", l->q, msg);
    }
    if (seat < 1 || seat > np) {
        return fail(p, RACKO_E_CONFIG, "%s: seat %d is not at a table of %d", l->q, seat, np);
    }
    memset(w, 0, sizeof *w);
    if (racko_view_init(&w->view, &cfg, seat - 1) != RACKO_OK) {
        return fail(p, RACKO_E_CONFIG, "%s: the table cannot be played", l->q);
    }
    w->have_match = 1;
    return RACKO_OK;
}

static int line_round(RackoBotPlayer *p, State *w, const Line *l)
{
    int r, dealer;
    RackoEvent ev;
    if (l->n != 3 || !number(l->tok[1], &r) || !keyed(l->tok[2], "dealer", &dealer)) {
        return fail(p, RACKO_E_FORMAT, "%s is not 'round R dealer=D'", l->q);
    }
    if (dealer < 1 || dealer > players(w)) {
        return fail(p, RACKO_E_ARG, "%s: there is no seat %d at this table", l->q, dealer);
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_ROUND_START;
    ev.u.round_start.round = r;
    ev.u.round_start.dealer = dealer - 1;
    ev.u.round_start.deck_size = w->view.config.deck_size;
    return apply(p, w, l, &ev);
}

static int line_rack(RackoBotPlayer *p, State *w, const Line *l)
{
    int rack[RACKO_SLOTS] = {0};
    int st = tokens(p, l, 1 + RACKO_SLOTS, "rack C1 C2 C3 C4 C5 C6 C7 C8 C9 C10");
    for (int k = 0; st == RACKO_OK && k < RACKO_SLOTS; k++) {
        st = wire_card(p, w, l, l->tok[1 + k], &rack[k]);
    }
    if (st != RACKO_OK) {
        return st;
    }
    RackoView *v = &w->view;
    if (!dealing(v) || v->out[me(w)]) {
        return fail(p, RACKO_E_PHASE, "%s came when no deal was going on for you", l->q);
    }
    if (v->config.rules & RACKO_RULE_ECLAIR) {
        /* Lightning deal: the rack is what we chose; the others finish. */
        if (memcmp(rack, v->rack, sizeof rack) != 0) {
            return fail(p, RACKO_E_RULE, "%s is not the rack you built in the lightning deal",
                        l->q);
        }
        int order[RACKO_MAX_SEATS];
        return eclair_deal_upto(p, w, l, RACKO_SLOTS * play_order(v, order));
    }
    if (cards_in_racks(v) > 0) {
        return fail(p, RACKO_E_PHASE, "%s came twice in one deal", l->q);
    }
    int order[RACKO_MAX_SEATS];
    int np = play_order(v, order), index = 0;
    for (int r = 0; r < RACKO_SLOTS; r++) {
        for (int k = 0; k < np; k++) {
            RackoEvent ev;
            int slot = RACKO_SLOTS - 1 - r;
            memset(&ev, 0, sizeof ev);
            ev.kind = RACKO_EV_DEAL_CARD;
            ev.u.deal_card.seat = order[k];
            ev.u.deal_card.slot = slot;
            ev.u.deal_card.card = order[k] == me(w) ? rack[slot] : 0;
            ev.u.deal_card.index = index++;
            st = apply(p, w, l, &ev);
            if (st != RACKO_OK) {
                return st;
            }
        }
    }
    return RACKO_OK;
}

static int line_discard(RackoBotPlayer *p, State *w, const Line *l)
{
    int card = 0;
    RackoEvent ev;
    int st = tokens(p, l, 2, "discard C");
    if (st == RACKO_OK) {
        st = wire_card(p, w, l, l->tok[1], &card);
    }
    if (st == RACKO_OK) {
        st = finish_deal(p, w, l);
    }
    if (st != RACKO_OK) {
        return st;
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_DISCARD_FLIP;
    ev.u.discard_flip.card = card;
    return apply(p, w, l, &ev);
}

static int line_turn(RackoBotPlayer *p, State *w, const Line *l)
{
    int seat = 0;
    RackoEvent ev;
    int st = tokens(p, l, 2, "turn S");
    if (st == RACKO_OK) {
        st = wire_seat(p, w, l, l->tok[1], &seat);
    }
    if (st != RACKO_OK) {
        return st;
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_TURN_START;
    ev.u.turn_start.seat = seat;
    ev.u.turn_start.turn = w->view.turn + 1;
    return apply(p, w, l, &ev);
}

static int line_drew(RackoBotPlayer *p, State *w, const Line *l)
{
    int seat = 0, card = 0;
    RackoEvent ev;
    const RackoView *v = &w->view;
    int deck = l->n == 3 && strcmp(l->tok[2], "deck") == 0;
    int pile = l->n == 4 && strcmp(l->tok[2], "discard") == 0;
    if (!deck && !pile) {
        return fail(p, RACKO_E_FORMAT, "%s is not 'drew S deck' or 'drew S discard C'", l->q);
    }
    int st = wire_seat(p, w, l, l->tok[1], &seat);
    if (st == RACKO_OK && pile) {
        st = wire_card(p, w, l, l->tok[3], &card);
    }
    if (st != RACKO_OK) {
        return st;
    }
    memset(&ev, 0, sizeof ev);
    if (pile) {
        ev.kind = RACKO_EV_TAKE_DISCARD;
        ev.u.take_discard.seat = seat;
        ev.u.take_discard.card = card;
        return apply(p, w, l, &ev);
    }
    ev.kind = RACKO_EV_DRAW_DECK;
    ev.u.draw_deck.seat = seat;
    if (seat == me(w) && !(v->draw_count > 0 && v->draw_known[v->draw_count - 1] > 0)) {
        /* Our card is told by the `ask place C deck` that follows. */
        if (v->phase != RACKO_PHASE_DRAW || v->to_act != seat || v->draw_count <= 0) {
            return fail(p, RACKO_E_PHASE, "%s does not fit the game so far (%s)", l->q,
                        racko_status_string(RACKO_E_PHASE));
        }
        w->turn_pending_draw = 1;
        return RACKO_OK;
    }
    return apply(p, w, l, &ev);
}

static int line_placed(RackoBotPlayer *p, State *w, const Line *l)
{
    int seat = 0, slot = 0, card = 0;
    RackoEvent ev;
    const RackoView *v = &w->view;
    int st = tokens(p, l, 4, "placed S K C");
    if (st == RACKO_OK) {
        st = wire_seat(p, w, l, l->tok[1], &seat);
    }
    if (st == RACKO_OK) {
        st = wire_slot(p, l, l->tok[2], &slot);
    }
    if (st == RACKO_OK) {
        st = wire_card(p, w, l, l->tok[3], &card);
    }
    if (st != RACKO_OK) {
        return st;
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_PLACE;
    ev.u.place.seat = seat;
    ev.u.place.slot = slot;
    ev.u.place.card_in = seat == me(w) ? v->hand : v->acting_hand;
    ev.u.place.card_out = card;
    ev.u.place.from_discard = v->acting_from_discard;
    return apply(p, w, l, &ev);
}

static int line_discarded(RackoBotPlayer *p, State *w, const Line *l)
{
    int seat = 0, card = 0;
    RackoEvent ev;
    int st = tokens(p, l, 3, "discarded S C");
    if (st == RACKO_OK) {
        st = wire_seat(p, w, l, l->tok[1], &seat);
    }
    if (st == RACKO_OK) {
        st = wire_card(p, w, l, l->tok[2], &card);
    }
    if (st != RACKO_OK) {
        return st;
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_DISCARD;
    ev.u.discard.seat = seat;
    ev.u.discard.card = card;
    return apply(p, w, l, &ev);
}

static int line_reshuffled(RackoBotPlayer *p, State *w, const Line *l)
{
    int m;
    RackoEvent ev;
    if (l->n != 2 || !number(l->tok[1], &m)) {
        return fail(p, RACKO_E_FORMAT, "%s is not 'reshuffled M'", l->q);
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_RESHUFFLE;
    ev.u.reshuffle.shuffled = (w->view.config.rules & RACKO_RULE_SHUFFLE) != 0;
    ev.u.reshuffle.draw_count = m;
    return apply(p, w, l, &ev);
}

static int line_roundover(RackoBotPlayer *p, State *w, const Line *l)
{
    int winner;
    const RackoView *v = &w->view;
    if (l->n != 2 || !keyed(l->tok[1], "winner", &winner)) {
        return fail(p, RACKO_E_FORMAT, "%s is not 'roundover winner=S'", l->q);
    }
    if (winner > players(w)) {
        return fail(p, RACKO_E_ARG, "%s: there is no seat %d at this table", l->q, winner);
    }
    if (w->scoring || v->round < 1 || v->phase == RACKO_PHASE_ROUND_OVER ||
        v->phase == RACKO_PHASE_MATCH_OVER) {
        return fail(p, RACKO_E_PHASE, "%s came when no round was being played", l->q);
    }
    w->scoring = 1;
    w->score_winner = winner - 1;
    w->score_next = 0;
    memset(w->score_rack, 0, sizeof w->score_rack);
    return RACKO_OK;
}

static int line_racks(RackoBotPlayer *p, State *w, const Line *l)
{
    int seat = 0, rack[RACKO_SLOTS];
    int st = tokens(p, l, 2 + RACKO_SLOTS, "racks S C1 .. C10");
    if (st == RACKO_OK) {
        st = wire_seat(p, w, l, l->tok[1], &seat);
    }
    for (int k = 0; st == RACKO_OK && k < RACKO_SLOTS; k++) {
        st = wire_card(p, w, l, l->tok[2 + k], &rack[k]);
    }
    if (st != RACKO_OK) {
        return st;
    }
    if (!w->scoring || w->score_next > 0) {
        return fail(p, RACKO_E_PHASE, "%s came outside the racks of a round's end", l->q);
    }
    if (w->score_rack[seat][0] != 0) {
        return fail(p, RACKO_E_PHASE, "%s: seat %d's rack came twice", l->q, seat + 1);
    }
    memcpy(w->score_rack[seat], rack, sizeof rack);
    return RACKO_OK;
}

static int line_score(RackoBotPlayer *p, State *w, const Line *l)
{
    int seat = 0, points = 0, total = 0;
    int st = tokens(p, l, 4, "score S POINTS TOTAL");
    if (st == RACKO_OK) {
        st = wire_seat(p, w, l, l->tok[1], &seat);
    }
    if (st != RACKO_OK) {
        return st;
    }
    if (!signed_number(l->tok[2], &points) || !number(l->tok[3], &total)) {
        return fail(p, RACKO_E_FORMAT, "%s is not 'score S POINTS TOTAL'", l->q);
    }
    if (!w->scoring || seat != w->score_next) {
        return fail(p, RACKO_E_PHASE, "%s came out of order (seat %d's score was due)", l->q,
                    w->score_next + 1);
    }
    w->score_points[seat] = points;
    w->score_total[seat] = total;
    w->score_next++;
    if (w->score_next < players(w)) {
        return RACKO_OK;
    }
    /* Every seat is scored: the round is over. */
    RackoEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_ROUND_SCORED;
    RackoRoundScore *sc = &ev.u.round_scored;
    sc->round = w->view.round;
    sc->winner = w->score_winner;
    for (int s = 0; s < players(w); s++) {
        sc->points[s] = w->score_points[s];
        sc->total[s] = w->score_total[s];
        for (int k = 0; k < RACKO_SLOTS; k++) {
            sc->rack[s][k] = (unsigned char)w->score_rack[s][k];
        }
        sc->in_order[s] = racko_rack_in_order(w->score_rack[s]);
        sc->run_len[s] = racko_rack_longest_run(w->score_rack[s], &sc->run_start[s]);
    }
    w->scoring = 0;
    st = finish_deal(p, w, l); /* a lightning Rack-O ends the round during the deal */
    return st != RACKO_OK ? st : apply(p, w, l, &ev);
}

static int line_matchover(RackoBotPlayer *p, State *w, const Line *l)
{
    int winner;
    RackoEvent ev;
    int teams = (w->view.config.rules & RACKO_RULE_TEAMS) != 0;
    if (l->n != 2 || !keyed(l->tok[1], "winner", &winner)) {
        return fail(p, RACKO_E_FORMAT, "%s is not 'matchover winner=S'", l->q);
    }
    if (winner < 1 || winner > (teams ? 2 : players(w))) {
        return fail(p, RACKO_E_ARG, "%s: seat %d cannot win this match", l->q, winner);
    }
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_MATCH_OVER;
    ev.u.match_over.winner = winner - 1;
    ev.u.match_over.team = teams ? winner - 1 : -1;
    for (int s = 0; s < players(w); s++) {
        ev.u.match_over.total[s] = w->view.total[s];
    }
    return apply(p, w, l, &ev);
}

/* ------------------------------------------------------------------ */
/* Questions                                                           */

static int refused(const State *w, const char *answer)
{
    for (int i = 0; i < w->nrefused; i++) {
        if (strcmp(w->refused[i], answer) == 0) {
            return 1;
        }
    }
    return 0;
}

static void action_text(RackoAction a, char *buf, size_t size)
{
    switch (a.kind) {
    case RACKO_ACT_DRAW_DECK: snprintf(buf, size, "deck"); break;
    case RACKO_ACT_TAKE_DISCARD:
    case RACKO_ACT_DISCARD: snprintf(buf, size, "discard"); break;
    default: snprintf(buf, size, "slot %d", a.slot + 1); break;
    }
}

/* Answers the question the view is at: the level's choice, or after a
 * refusal the first allowed answer not refused yet. */
static int decide(RackoBotPlayer *p, State *w, const Line *l)
{
    RackoAction a;
    char text[ANSWER_LEN];
    int st = racko_ai_decide(p->ai, &w->view, &a);
    if (st != RACKO_OK) {
        return fail(p, st, "%s: the computer player could not decide (%s)", l->q,
                    racko_status_string(st));
    }
    action_text(a, text, sizeof text);
    if (refused(w, text)) {
        /* The same question again after an `error`: try something else. */
        const RackoView *v = &w->view;
        RackoAction c[RACKO_MAX_LEGAL];
        int n = 0;
        if (v->phase == RACKO_PHASE_DRAW) {
            c[n++] = (RackoAction){RACKO_ACT_DRAW_DECK, 0};
            if (v->discard_count > 0) {
                c[n++] = (RackoAction){RACKO_ACT_TAKE_DISCARD, 0};
            }
        } else {
            for (int k = 0; k < RACKO_SLOTS; k++) {
                if (v->phase != RACKO_PHASE_ECLAIR || v->rack[k] == 0) {
                    c[n++] = (RackoAction){
                        v->phase == RACKO_PHASE_ECLAIR ? RACKO_ACT_ECLAIR : RACKO_ACT_PLACE, k};
                }
            }
            if (v->phase == RACKO_PHASE_PLACE && !v->hand_from_discard) {
                c[n++] = (RackoAction){RACKO_ACT_DISCARD, 0};
            }
        }
        for (int i = 0; i < n; i++) {
            char alt[ANSWER_LEN];
            action_text(c[i], alt, sizeof alt);
            if (!refused(w, alt)) {
                a = c[i];
                memcpy(text, alt, sizeof text);
                break;
            }
        }
    }
    if (a.kind == RACKO_ACT_ECLAIR) {
        w->eclair_pending = 1;
        w->eclair_slot = a.slot;
    }
    memcpy(w->answer, text, sizeof w->answer);
    return RACKO_OK;
}

static int at_question(const RackoView *v, int phase)
{
    return v->phase == phase && v->to_act == v->seat;
}

static int ask_draw(RackoBotPlayer *p, State *w, const Line *l)
{
    if (!at_question(&w->view, RACKO_PHASE_DRAW)) {
        return fail(p, RACKO_E_PHASE, "%s came when it is not your turn to draw", l->q);
    }
    return decide(p, w, l);
}

static int ask_place(RackoBotPlayer *p, State *w, const Line *l)
{
    int card = 0;
    int from_discard = strcmp(l->tok[3], "discard") == 0;
    int st = wire_card(p, w, l, l->tok[2], &card);
    if (st != RACKO_OK) {
        return st;
    }
    if (w->turn_pending_draw && !from_discard) {
        RackoEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = RACKO_EV_DRAW_DECK;
        ev.u.draw_deck.seat = me(w);
        ev.u.draw_deck.card = card;
        st = apply(p, w, l, &ev);
        if (st != RACKO_OK) {
            return st;
        }
        w->turn_pending_draw = 0;
    }
    const RackoView *v = &w->view;
    if (!at_question(v, RACKO_PHASE_PLACE) || v->hand != card ||
        v->hand_from_discard != from_discard) {
        return fail(p, RACKO_E_PHASE, "%s does not match the card you drew", l->q);
    }
    return decide(p, w, l);
}

static int ask_eclair(RackoBotPlayer *p, State *w, const Line *l)
{
    int card = 0;
    int st = wire_card(p, w, l, l->tok[1], &card);
    if (st != RACKO_OK) {
        return st;
    }
    RackoView *v = &w->view;
    if (!(at_question(v, RACKO_PHASE_ECLAIR) && v->offer == card)) {
        /* The other seats' cards dealt before this one, then ours. */
        int order[RACKO_MAX_SEATS], pos = -1, mine = 0;
        int np = play_order(v, order);
        for (int i = 0; i < np; i++) {
            if (order[i] == me(w)) {
                pos = i;
            }
        }
        for (int k = 0; k < RACKO_SLOTS; k++) {
            mine += v->rack[k] != 0;
        }
        if (!(v->config.rules & RACKO_RULE_ECLAIR) || !dealing(v) || pos < 0 ||
            mine == RACKO_SLOTS) {
            return fail(p, RACKO_E_PHASE, "%s came when no lightning deal was going on for you",
                        l->q);
        }
        st = eclair_deal_upto(p, w, l, mine * np + pos);
        if (st != RACKO_OK) {
            return st;
        }
        RackoEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = RACKO_EV_DEAL_CARD;
        ev.u.deal_card.seat = me(w);
        ev.u.deal_card.slot = -1;
        ev.u.deal_card.card = card;
        ev.u.deal_card.index = cards_in_racks(v);
        st = apply(p, w, l, &ev);
        if (st != RACKO_OK) {
            return st;
        }
    }
    return decide(p, w, l);
}

/* A safe answer to a well-formed question the view cannot answer. */
static void blind_answer(const State *w, const Line *l, char *text, size_t size)
{
    int eclair = strcmp(l->tok[0], "eclair") == 0;
    if (strcmp(l->tok[0], "ask") == 0 && strcmp(l->tok[1], "draw") == 0) {
        snprintf(text, size, "%s", refused(w, "deck") ? "discard" : "deck");
        return;
    }
    if (!eclair && strcmp(l->tok[3], "deck") == 0 && !refused(w, "discard")) {
        snprintf(text, size, "discard");
        return;
    }
    for (int k = 0; k < RACKO_SLOTS; k++) {
        char slot[ANSWER_LEN];
        snprintf(slot, sizeof slot, "slot %d", k + 1);
        if (eclair && w->have_match && w->view.rack[k] != 0) {
            continue;
        }
        if (!refused(w, slot)) {
            snprintf(text, size, "%s", slot);
            return;
        }
    }
    snprintf(text, size, "slot 1");
}

/* ------------------------------------------------------------------ */
/* One line                                                            */

enum { KIND_INFO, KIND_QUESTION, KIND_HELLO, KIND_ERROR, KIND_BYE };

typedef int (*Handler)(RackoBotPlayer *p, State *w, const Line *l);

static int classify(const Line *l, Handler *h)
{
    static const struct {
        const char *word;
        Handler h;
    } info[] = {
        {"match", line_match},     {"round", line_round},         {"rack", line_rack},
        {"discard", line_discard}, {"turn", line_turn},           {"drew", line_drew},
        {"placed", line_placed},   {"discarded", line_discarded}, {"reshuffled", line_reshuffled},
        {"roundover", line_roundover}, {"racks", line_racks},     {"score", line_score},
        {"matchover", line_matchover},
    };
    const char *w = l->tok[0];
    *h = NULL;
    if (strcmp(w, "rbp") == 0) {
        return KIND_HELLO;
    }
    if (strcmp(w, "bye") == 0) {
        return KIND_BYE;
    }
    if (strcmp(w, "error") == 0) {
        return KIND_ERROR;
    }
    if (strcmp(w, "ask") == 0 && l->n == 2 && strcmp(l->tok[1], "draw") == 0) {
        *h = ask_draw;
        return KIND_QUESTION;
    }
    if (strcmp(w, "ask") == 0 && l->n == 4 && strcmp(l->tok[1], "place") == 0 &&
        (strcmp(l->tok[3], "deck") == 0 || strcmp(l->tok[3], "discard") == 0)) {
        *h = ask_place;
        return KIND_QUESTION;
    }
    if (strcmp(w, "eclair") == 0 && l->n == 2) {
        *h = ask_eclair;
        return KIND_QUESTION;
    }
    for (size_t i = 0; i < sizeof info / sizeof info[0]; i++) {
        if (strcmp(w, info[i].word) == 0) {
            *h = info[i].h;
            return KIND_INFO;
        }
    }
    return -1;
}

/* A line but the hello and `bye` alone (TkBotPlayGame.line). */
static int racko_line(void *ctx, void *state, const TkBotLine *l, char *answer, size_t size,
                      TkBotPlayStep *step, int *keep)
{
    RackoBotPlayer *p = ctx;
    State *w = state;
    Handler h;
    int st;
    int kind = classify(l, &h);
    if (kind < 0 || kind == KIND_HELLO) {
        return fail(p, RACKO_E_FORMAT, "%s is not a line of the bot protocol", l->q);
    }
    if (kind == KIND_BYE) {
        return fail(p, RACKO_E_FORMAT, "%s is not 'bye'", l->q); /* `bye` alone is the kit's */
    }
    if (kind == KIND_ERROR) {
        /* Our last answer was refused; the same question follows. */
        if (l->n < 2) {
            st = fail(p, RACKO_E_FORMAT, "%s is not 'error TEXT'", l->q);
        } else if (w->question[0] == '\0') {
            st = fail(p, RACKO_E_PHASE, "%s came when no question was answered", l->q);
        } else {
            if (w->nrefused < MAX_REFUSED && !refused(w, w->answer)) {
                memcpy(w->refused[w->nrefused++], w->answer, ANSWER_LEN);
            }
            w->eclair_pending = 0;
            st = RACKO_OK;
        }
    } else if (!w->have_match && strcmp(l->tok[0], "match") != 0) {
        st = fail(p, RACKO_E_PHASE, "%s came before the 'match' line", l->q);
    } else if (w->have_match && w->view.phase == RACKO_PHASE_MATCH_OVER &&
               strcmp(l->tok[0], "match") != 0) {
        st = fail(p, RACKO_E_OVER, "%s came after the match was over", l->q);
    } else if (w->turn_pending_draw && h != ask_place) {
        st = fail(p, RACKO_E_PHASE, "%s came before you were asked where to put your card",
                  l->q);
    } else {
        st = strcmp(l->tok[0], "match") == 0 ? RACKO_OK : commit_eclair(p, w, l);
        if (st == RACKO_OK && kind == KIND_QUESTION) {
            if (strcmp(w->question, l->buf) != 0) {
                w->nrefused = 0;
                snprintf(w->question, sizeof w->question, "%s", l->buf);
            }
        } else if (st == RACKO_OK) {
            w->question[0] = '\0';
            w->nrefused = 0;
        }
        if (st == RACKO_OK) {
            st = h(p, w, l);
        }
    }
    if (st == RACKO_OK) {
        if (kind == KIND_QUESTION) {
            snprintf(answer, size, "%s", w->answer);
            *step = TK_BOTPLAY_ANSWER;
        }
    } else if (kind == KIND_QUESTION && st != RACKO_E_FORMAT && st != RACKO_E_NOMEM) {
        /* Lost track of the game: answer safely so the host goes on.  Only
         * the question and the answer are kept, for a later refusal. */
        memcpy(w, tk_botplay_state(p->tk), sizeof *w);
        if (strcmp(w->question, l->buf) != 0) {
            w->nrefused = 0;
            snprintf(w->question, sizeof w->question, "%s", l->buf);
        }
        blind_answer(w, l, w->answer, sizeof w->answer);
        snprintf(answer, size, "%s", w->answer);
        *step = TK_BOTPLAY_ANSWER;
        *keep = TK_BOTPLAY_KEEP_ANSWER | TK_BOTPLAY_KEEP_STATE;
    }
    return st;
}

static int racko_phase(const void *state)
{
    const State *s = state;
    return s->have_match ? (int)s->view.phase : -1;
}

/* The log's note of the match's start, a round's end (the winner and the
 * totals), the match's end. */
static void racko_changed(const void *state, int match_line, FILE *log, const char *prefix)
{
    const RackoView *v = &((const State *)state)->view;
    if (match_line) {
        char rules[128];
        racko_rules_format(v->config.rules, rules, sizeof rules);
        tk_bot_say(log, prefix, "match: seat %d of %d, %d cards, rules %s", v->seat + 1,
                   v->config.players, v->config.deck_size, rules);
    } else if (v->phase == RACKO_PHASE_ROUND_OVER) {
        char totals[RACKO_MAX_SEATS * 12 + 1];
        size_t used = 0;
        totals[0] = '\0';
        for (int k = 0; k < v->config.players && k < RACKO_MAX_SEATS; k++) {
            used += (size_t)snprintf(totals + used, sizeof totals - used, " %d", v->total[k]);
        }
        if (v->last_winner >= 0) {
            tk_bot_say(log, prefix, "round %d: seat %d went Rack-O; totals%s", v->round,
                       v->last_winner + 1, totals);
        } else {
            tk_bot_say(log, prefix, "round %d: no Rack-O; totals%s", v->round, totals);
        }
    } else if (v->phase == RACKO_PHASE_MATCH_OVER) {
        tk_bot_say(log, prefix, "the match is over");
    }
}

/* The input may end once the match is over (TK_BOTPLAY_SERVE_END). */
static int racko_over(const void *state)
{
    const State *s = state;
    return s->have_match && s->view.phase == RACKO_PHASE_MATCH_OVER;
}

/* `racko-cli bot`'s words and promises: lines framed strictly (a binary
 * line skipped before it is parsed), the refused lines counted at `bye`,
 * an input that ends during the match a failure; the host's `error`
 * lines are the game's (not logged). */
static const TkBotPlayGame racko_game = {
    .id = "racko",
    .hello = "rbp",
    .prefix = SAY_PREFIX,
    .not_words = " is not a protocol line (printable ASCII words, single spaces)",
    .version = ": only 'rbp 1' (protocol version 1) is spoken",
    .refusal = NULL,
    .refused = NULL,
    .line_max = RACKO_BOT_LINE_MAX,
    .max_words = MAX_TOKENS,
    .answer_min = RACKO_BOTPLAY_ANSWER_MAX,
    .state_size = sizeof(State),
    .raw = NULL,
    .line = racko_line,
    .phase = racko_phase,
    .changed = racko_changed,
    .serve = TK_BOTPLAY_SERVE_STRICT | TK_BOTPLAY_SERVE_COUNT | TK_BOTPLAY_SERVE_END,
    .blind = "; answered blindly",
    .over = racko_over,
};

int racko_botplay_feed(RackoBotPlayer *p, const char *line, RackoBotPlayStep *step,
                       char *answer, size_t size)
{
    return tk_botplay_feed(p != NULL ? p->tk : NULL, line, step, answer, size);
}

int racko_botplay_run(FILE *in, FILE *out, FILE *log, const char *level, uint64_t seed,
                      const char *name)
{
    char msg[200];
    RackoBotPlayer *p = NULL;
    if (in == NULL || out == NULL) {
        return 2;
    }
    if (racko_botplay_new(level, seed, name, &p, msg, sizeof msg) != RACKO_OK) {
        tk_bot_say(log, SAY_PREFIX, "%s", msg);
        return 2;
    }
    tk_bot_say(log, SAY_PREFIX, "level %s, seed %llu, name %s", level, (unsigned long long)seed,
               racko_botplay_name(p));
    int status = tk_botplay_serve(p->tk, in, out, log);
    racko_botplay_free(p);
    return status;
}
