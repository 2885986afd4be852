/*
 * test_botplay_client.c - the player side of the bot protocol
 * (racko/botplay.h) fed scripted lines: the example of bot-protocol.md,
 * malformed and contradicting lines (refused, nothing changes), `error`
 * lines, a lightning deal, a reshuffle; and whole games whose lines are
 * made from engine events exactly as our host makes them, where at every
 * question the player's view must equal the engine's view of that seat
 * and its answer the built-in level's decision.
 */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "racko/ai.h"
#include "racko/bot.h"
#include "racko/botplay.h"
#include "kit/rng.h"
#include "common/run.h"
#include "common/streams.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static RackoBotPlayer *player(const char *level, uint64_t seed, const char *name)
{
    RackoBotPlayer *p = NULL;
    char msg[128];
    ck_assert_msg(racko_botplay_new(level, seed, name, &p, msg, sizeof msg) == RACKO_OK, "%s",
                  msg);
    return p;
}

/* Feeds an information line that must be taken in. */
static void info(RackoBotPlayer *p, const char *line)
{
    char answer[RACKO_BOTPLAY_ANSWER_MAX];
    RackoBotPlayStep step = RACKO_BOTPLAY_ANSWER;
    int st = racko_botplay_feed(p, line, &step, answer, sizeof answer);
    ck_assert_msg(st == RACKO_OK, "'%s' refused: %s", line, racko_botplay_error(p));
    ck_assert_int_eq(step, RACKO_BOTPLAY_NONE);
    ck_assert_str_eq(racko_botplay_error(p), "");
}

/* Feeds a question that must be answered; returns the answer (static). */
static const char *ask(RackoBotPlayer *p, const char *line)
{
    static char answer[RACKO_BOTPLAY_ANSWER_MAX];
    RackoBotPlayStep step = RACKO_BOTPLAY_NONE;
    int st = racko_botplay_feed(p, line, &step, answer, sizeof answer);
    ck_assert_msg(st == RACKO_OK, "'%s' refused: %s", line, racko_botplay_error(p));
    ck_assert_int_eq(step, RACKO_BOTPLAY_ANSWER);
    return answer;
}

/* Feeds a line that must be refused with `status`, changing nothing. */
static void refused(RackoBotPlayer *p, const char *line, int status)
{
    char answer[RACKO_BOTPLAY_ANSWER_MAX];
    RackoBotPlayStep step = RACKO_BOTPLAY_ANSWER;
    RackoView before;
    const RackoView *v = racko_botplay_view(p);
    int had = v != NULL;
    if (had) {
        memcpy(&before, v, sizeof before);
    }
    int st = racko_botplay_feed(p, line, &step, answer, sizeof answer);
    ck_assert_msg(st == status, "'%s' gave %d (%s), not %d", line, st, racko_botplay_error(p),
                  status);
    ck_assert_int_eq(step, RACKO_BOTPLAY_NONE);
    const char *msg = racko_botplay_error(p);
    ck_assert_msg(strlen(msg) > 10 && strchr(msg, '\n') == NULL, "bad message '%s'", msg);
    v = racko_botplay_view(p);
    ck_assert_int_eq(v != NULL, had);
    if (had) {
        ck_assert_msg(memcmp(&before, v, sizeof before) == 0, "'%s' changed the view", line);
    }
}

/* Feeds a question the view cannot answer: refused with `status`, the
 * view unchanged, but a blind answer is still given to keep a host going. */
static const char *refused_question(RackoBotPlayer *p, const char *line, int status)
{
    static char answer[RACKO_BOTPLAY_ANSWER_MAX];
    RackoBotPlayStep step = RACKO_BOTPLAY_NONE;
    RackoView before;
    memcpy(&before, racko_botplay_view(p), sizeof before);
    int st = racko_botplay_feed(p, line, &step, answer, sizeof answer);
    ck_assert_msg(st == status, "'%s' gave %d (%s), not %d", line, st, racko_botplay_error(p),
                  status);
    ck_assert_int_eq(step, RACKO_BOTPLAY_ANSWER);
    ck_assert(strcmp(answer, "deck") == 0 || strcmp(answer, "discard") == 0 ||
              strncmp(answer, "slot ", 5) == 0);
    ck_assert(strlen(racko_botplay_error(p)) > 10);
    ck_assert_msg(memcmp(&before, racko_botplay_view(p), sizeof before) == 0,
                  "'%s' changed the view", line);
    return answer;
}

/* The slot (0-based) of a `slot K` answer, or -1 for anything else. */
static int answer_slot(const char *answer)
{
    int k;
    if (sscanf(answer, "slot %d", &k) != 1) {
        return -1;
    }
    ck_assert_int_ge(k, 1);
    ck_assert_int_le(k, 10);
    return k - 1;
}

/* ------------------------------------------------------------------ */
/* Creation                                                            */

START_TEST(new_checks_its_arguments)
{
    RackoBotPlayer *p = (RackoBotPlayer *)1;
    char msg[128] = "";
    ck_assert_int_eq(racko_botplay_new("grandmaster", 1, NULL, &p, msg, sizeof msg),
                     RACKO_E_ARG);
    ck_assert_ptr_null(p);
    ck_assert(strstr(msg, "level") != NULL);
    ck_assert_int_eq(racko_botplay_new("expert", 1, "bad name", &p, msg, sizeof msg),
                     RACKO_E_ARG);
    ck_assert_int_eq(racko_botplay_new("expert", 1, "", &p, msg, sizeof msg), RACKO_E_ARG);
    ck_assert_int_eq(racko_botplay_new("expert", 1,
                                       "a23456789012345678901234567890123", &p, msg, sizeof msg),
                     RACKO_E_ARG);
    ck_assert_int_eq(racko_botplay_new("expert", 1, NULL, NULL, msg, sizeof msg), RACKO_E_ARG);
    p = player("expert", 1, NULL);
    ck_assert_str_eq(racko_botplay_name(p), "racko-expert");
    ck_assert_str_eq(ask(p, "rbp 1"), "ok racko-expert");
    ck_assert_ptr_null(racko_botplay_view(p));
    racko_botplay_free(p);
    racko_botplay_free(NULL);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The example of the protocol                                         */

START_TEST(protocol_example)
{
    RackoBotPlayer *p = player("expert", 7, "mybot");
    const RackoView *v;
    static const int rack[10] = {31, 4, 22, 17, 9, 40, 12, 35, 26, 2};
    ck_assert_str_eq(ask(p, "rbp 1"), "ok mybot");
    info(p, "match players=2 seat=2 deck=40 target=500 teams=0 rules=bonus");
    v = racko_botplay_view(p);
    ck_assert_ptr_nonnull(v);
    ck_assert_int_eq(v->seat, 1);
    ck_assert_int_eq(v->config.players, 2);
    ck_assert_int_eq(v->config.deck_size, 40);
    ck_assert_uint_eq(v->config.rules, RACKO_RULE_BONUS);
    info(p, "round 1 dealer=2");
    info(p, "rack 31 4 22 17 9 40 12 35 26 2");
    v = racko_botplay_view(p);
    ck_assert(memcmp(v->rack, rack, sizeof rack) == 0);
    ck_assert_int_eq(v->where[31], RACKO_AT_MINE);
    ck_assert_int_eq(v->known[0][0], 0);
    info(p, "discard 19");
    ck_assert_int_eq(v->discard_count, 1);
    ck_assert_int_eq(v->draw_count, 40 - 20 - 1);
    info(p, "turn 1");
    ck_assert_int_eq(v->to_act, 0);
    ck_assert_int_eq(v->turn, 1);
    info(p, "drew 1 discard 19");
    ck_assert_int_eq(v->acting_hand, 19);
    ck_assert_int_eq(v->where[19], RACKO_AT_SEAT + 0);
    info(p, "placed 1 4 23");
    ck_assert_int_eq(v->known[0][3], 19);
    ck_assert_int_eq(v->discard[v->discard_count - 1], 23);
    info(p, "turn 2");
    const char *a = ask(p, "ask draw");
    ck_assert(strcmp(a, "deck") == 0 || strcmp(a, "discard") == 0);
    info(p, "drew 2 deck");
    a = ask(p, "ask place 37 deck");
    ck_assert(strcmp(a, "discard") == 0 || answer_slot(a) >= 0);
    ck_assert_int_eq(v->hand, 37);
    info(p, "placed 2 9 26");
    ck_assert_int_eq(v->rack[8], 37);
    ck_assert_int_eq(v->hand, 0);
    ck_assert_int_eq(v->discard[v->discard_count - 1], 26);
    ck_assert_int_eq(v->where[26], RACKO_AT_DISCARD);
    RackoBotPlayStep step;
    char answer[RACKO_BOTPLAY_ANSWER_MAX];
    ck_assert_int_eq(racko_botplay_feed(p, "bye", &step, answer, sizeof answer), RACKO_OK);
    ck_assert_int_eq(step, RACKO_BOTPLAY_BYE);
    racko_botplay_free(p);
}
END_TEST

/* The example's table, up to seat 1's first move. */
static RackoBotPlayer *example_table(void)
{
    RackoBotPlayer *p = player("expert", 7, "mybot");
    info(p, "match players=2 seat=2 deck=40 target=500 teams=0 rules=bonus");
    info(p, "round 1 dealer=2");
    info(p, "rack 31 4 22 17 9 40 12 35 26 2");
    info(p, "discard 19");
    info(p, "turn 1");
    return p;
}

START_TEST(malformed_lines_are_refused)
{
    RackoBotPlayer *p = player("expert", 7, NULL);
    refused(p, "turn 1", RACKO_E_PHASE); /* before the match line */
    refused(p, "match players=2 seat=2 deck=40 target=500 teams=0", RACKO_E_FORMAT);
    refused(p, "match players=2 seat=3 deck=40 target=500 teams=0 rules=bonus", RACKO_E_CONFIG);
    refused(p, "match players=5 seat=1 deck=40 target=500 teams=0 rules=bonus", RACKO_E_CONFIG);
    refused(p, "match players=2 seat=1 deck=40 target=500 teams=1 rules=bonus", RACKO_E_CONFIG);
    refused(p, "match players=2 seat=1 deck=40 target=500 teams=0 rules=bonus,magic",
            RACKO_E_FORMAT);
    refused(p, "match players=2 seat=1 deck=40 target=500 teams=0 rules=bonus,,tworun",
            RACKO_E_FORMAT);
    refused(p, "match players=2 seat=1 deck=40 target=500 teams=0 rules=", RACKO_E_FORMAT);
    refused(p, "match players=2 seat=1 deck=21 target=500 teams=0 rules=bonus", RACKO_E_CONFIG);
    refused(p, "rbp 2", RACKO_E_FORMAT);
    racko_botplay_free(p);

    p = example_table();
    static const char *const bad[] = {
        "",
        " turn 1",
        "turn  1",
        "turn 1 ",
        "turn x",
        "turn 01",
        "turn -1",
        "turn",
        "turn\t1",
        "turn 1 2",
        "placed 1 4",
        "placed 1 four 23",
        "drew 1 sideways",
        "drew 1 discard",
        "rack 1 2 3",
        "score 1 a 2",
        "score 1 -0 2",
        "roundover 1",
        "roundover winner=",
        "matchover winner=x",
        "ask",
        "ask place 37",
        "ask place x deck",
        "ask place 37 pocket",
        "eclair",
        "error",
        "bye now",
        "hello there",
        "reshuffled",
        "discard 1 2",
        "TURN 1",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        refused(p, bad[i], RACKO_E_FORMAT);
    }
    char longline[400];
    memset(longline, '1', sizeof longline);
    memcpy(longline, "turn ", 5);
    longline[sizeof longline - 1] = '\0';
    refused(p, longline, RACKO_E_FORMAT);
    refused(p, "turn 1\x01", RACKO_E_FORMAT);
    refused(p, "turn 1\xc3\xa9", RACKO_E_FORMAT);
    /* A '\r' before the end is ignored, like the host's framing does. */
    info(p, "drew 1 discard 19\r");
    racko_botplay_free(p);
}
END_TEST

START_TEST(contradicting_lines_are_refused)
{
    RackoBotPlayer *p = example_table();
    refused(p, "error your answer was bad", RACKO_E_PHASE); /* no question yet */
    refused(p, "turn 3", RACKO_E_ARG);               /* no seat 3 */
    refused(p, "discard 41", RACKO_E_ARG);           /* not in a deck of 40 */
    refused(p, "placed 1 11 23", RACKO_E_SLOT);      /* no slot 11 */
    refused(p, "drew 2 discard 19", RACKO_E_TURN);   /* seat 1 is to play */
    refused(p, "drew 1 discard 18", RACKO_E_RULE);   /* 19 is on top */
    refused(p, "placed 1 4 23", RACKO_E_PHASE);      /* nothing drawn yet */
    refused(p, "turn 2", RACKO_E_PHASE);             /* seat 1's turn goes on */
    /* Not our turn: answered blindly; a blind answer can be refused too. */
    ck_assert_str_eq(refused_question(p, "ask draw", RACKO_E_PHASE), "deck");
    info(p, "error not your turn");
    ck_assert_str_eq(refused_question(p, "ask draw", RACKO_E_PHASE), "discard");
    refused(p, "round 2 dealer=1", RACKO_E_PHASE);   /* a round is being played */
    refused(p, "rack 31 4 22 17 9 40 12 35 26 2", RACKO_E_PHASE);
    refused(p, "racks 1 1 2 3 4 5 6 7 8 10 11", RACKO_E_PHASE);
    refused(p, "score 1 5 5", RACKO_E_PHASE);
    refused(p, "match players=2 seat=1 deck=40 target=500 teams=0 rules=bonus",
            RACKO_E_PHASE);
    info(p, "drew 1 discard 19");
    refused(p, "placed 1 4 31", RACKO_E_RULE);       /* 31 is in our rack */
    refused(p, "placed 1 4 19", RACKO_E_RULE);       /* 19 is in seat 1's hand */
    refused(p, "discarded 1 19", RACKO_E_RULE);      /* taken from the discard pile */
    info(p, "placed 1 4 23");
    info(p, "turn 2");
    ask(p, "ask draw");
    info(p, "drew 2 deck");
    refused(p, "placed 2 9 26", RACKO_E_PHASE);      /* the card is not told yet */
    refused_question(p, "ask place 31 deck", RACKO_E_RULE);   /* 31 is in our rack */
    ask(p, "ask place 37 deck");
    refused_question(p, "ask place 36 deck", RACKO_E_PHASE);  /* we hold 37 */
    refused_question(p, "ask place 37 discard", RACKO_E_PHASE);
    refused(p, "placed 2 9 25", RACKO_E_RULE);       /* slot 9 holds 26 */
    info(p, "placed 2 9 26");
    /* The end of the round, misreported. */
    info(p, "turn 1");
    info(p, "drew 1 deck");
    info(p, "discarded 1 30");
    refused(p, "score 1 5 5", RACKO_E_PHASE);        /* no roundover yet */
    info(p, "roundover winner=0");
    refused(p, "racks 3 1 2 3 4 5 6 7 8 10 11", RACKO_E_ARG);
    refused(p, "score 2 5 5", RACKO_E_PHASE);        /* seat 1 first */
    info(p, "score 1 10 10");
    /* Seat 2's rack was not sent: the scores cannot be taken in. */
    refused(p, "score 2 5 5", RACKO_E_RULE);
    racko_botplay_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Refused answers                                                     */

START_TEST(error_lines_get_other_answers)
{
    RackoBotPlayer *p = example_table();
    info(p, "drew 1 discard 19");
    info(p, "placed 1 4 23");
    info(p, "turn 2");
    char first[RACKO_BOTPLAY_ANSWER_MAX];
    snprintf(first, sizeof first, "%s", ask(p, "ask draw"));
    info(p, "error that answer is not allowed");
    const char *second = ask(p, "ask draw");
    ck_assert_str_ne(first, second);
    info(p, "drew 2 deck");
    /* Three refusals, three different answers. */
    char seen[4][RACKO_BOTPLAY_ANSWER_MAX];
    for (int i = 0; i < 4; i++) {
        snprintf(seen[i], sizeof seen[i], "%s", ask(p, "ask place 37 deck"));
        for (int j = 0; j < i; j++) {
            ck_assert_str_ne(seen[i], seen[j]);
        }
        if (i < 3) {
            info(p, "error refused for the test");
        }
    }
    ck_assert_int_eq(racko_botplay_view(p)->hand, 37);
    racko_botplay_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The lightning deal                                                  */

START_TEST(lightning_deal_first_seat)
{
    RackoBotPlayer *p = player("expert", 3, NULL);
    /* Seat 1, dealer seat 2: we get the deal's 1st, 3rd, ... card. */
    info(p, "match players=2 seat=1 deck=40 target=500 teams=0 rules=bonus,eclair");
    info(p, "round 1 dealer=2");
    static const int cards[10] = {25, 3, 38, 14, 9, 30, 21, 33, 6, 17};
    int placed[10] = {0};
    for (int i = 0; i < 10; i++) {
        char q[32];
        snprintf(q, sizeof q, "eclair %d", cards[i]);
        const char *a = ask(p, q);
        int k = answer_slot(a);
        ck_assert_int_ge(k, 0);
        ck_assert_int_eq(placed[k], 0);
        const RackoView *v = racko_botplay_view(p);
        ck_assert_int_eq(v->phase, RACKO_PHASE_ECLAIR);
        ck_assert_int_eq(v->offer, cards[i]);
        ck_assert_int_eq(v->draw_count, 40 - 2 * i - 1); /* seat 2 got i cards before */
        if (i == 4) {
            /* A refused slot: the card goes elsewhere. */
            info(p, "error slot taken");
            int k2 = answer_slot(ask(p, q));
            ck_assert_int_ne(k2, k);
            ck_assert_int_eq(placed[k2], 0);
            k = k2;
        }
        placed[k] = cards[i];
    }
    char rack[80] = "rack";
    for (int k = 0; k < 10; k++) {
        ck_assert_int_ne(placed[k], 0);
        snprintf(rack + strlen(rack), sizeof rack - strlen(rack), " %d", placed[k]);
    }
    refused(p, "rack 1 2 3 4 5 6 7 8 10 11", RACKO_E_RULE); /* not the rack we built */
    info(p, rack);
    const RackoView *v = racko_botplay_view(p);
    ck_assert(memcmp(v->rack, placed, sizeof placed) == 0);
    for (int k = 0; k < 10; k++) {
        ck_assert_int_eq(v->known[1][k], 0); /* seat 2's rack is full, unseen */
    }
    ck_assert_int_eq(v->draw_count, 20);
    info(p, "discard 40");
    info(p, "turn 1");
    ck_assert_int_eq(v->draw_count, 19);
    ck_assert_int_eq(v->to_act, 0);
    ck_assert_int_eq(v->phase, RACKO_PHASE_DRAW);
    racko_botplay_free(p);
}
END_TEST

START_TEST(lightning_racko_second_seat)
{
    RackoBotPlayer *p = player("easy", 3, NULL);
    /* Seat 2 of 3, dealer seat 1: seat 2 is dealt first. */
    info(p, "match players=3 seat=3 deck=50 target=500 teams=0 rules=eclair");
    info(p, "round 1 dealer=1");
    const RackoView *v = racko_botplay_view(p);
    int placed[10] = {0};
    for (int i = 0; i < 10; i++) {
        char q[32];
        snprintf(q, sizeof q, "eclair %d", 41 + i);
        int k = answer_slot(ask(p, q));
        ck_assert_int_ge(k, 0);
        /* Seat 2 is dealt before us (i+1 cards by now), seat 1 after (i). */
        for (int s = 0; s < 2; s++) {
            int filled = 0;
            for (int j = 0; j < 10; j++) {
                filled += v->known[s][j] != -1;
            }
            ck_assert_int_eq(filled, s == 1 ? i + 1 : i);
        }
        ck_assert_int_eq(v->draw_count, 50 - 3 * i - 2);
        placed[k] = 41 + i;
    }
    char line[80] = "rack";
    for (int k = 0; k < 10; k++) {
        snprintf(line + strlen(line), sizeof line - strlen(line), " %d", placed[k]);
    }
    info(p, line);
    /* Seat 2 went lightning Rack-O: the round ends before the discard. */
    info(p, "roundover winner=2");
    info(p, "racks 1 1 2 3 4 5 6 7 8 9 10");
    info(p, "racks 2 11 12 13 14 15 16 17 18 19 20");
    /* Our rack as scored, in the slots we chose. */
    char racks[90];
    snprintf(racks, sizeof racks, "racks 3%s", strchr(line, ' '));
    info(p, racks);
    info(p, "score 1 50 50");
    info(p, "score 2 100 100");
    ck_assert_int_eq(v->phase, RACKO_PHASE_ECLAIR); /* the round is scored at the last seat */
    int in_order = racko_rack_in_order(placed);
    char score[40];
    snprintf(score, sizeof score, "score 3 %d %d", 5 * in_order, 5 * in_order);
    info(p, score);
    ck_assert_int_eq(v->phase, RACKO_PHASE_ROUND_OVER);
    ck_assert_int_eq(v->last_winner, 1);
    ck_assert_int_eq(v->total[1], 100);
    ck_assert_int_eq(v->known[1][3], 14);
    ck_assert_int_eq(v->where[14], RACKO_AT_SEAT + 1);
    ck_assert_int_eq(v->where[21], RACKO_AT_UNSEEN); /* still in the draw pile */
    info(p, "round 2 dealer=2");
    ck_assert_int_eq(v->round, 2);
    racko_botplay_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Lines made from engine events, as our host makes them               */

typedef struct Lines {
    char text[256][300];
    int n;
    int rack[RACKO_SLOTS]; /* the seat's own rack as dealt so far */
    int rack_sent;
} Lines;

static void addf(Lines *l, const char *fmt, ...)
{
    va_list ap;
    ck_assert_int_lt(l->n, 256);
    va_start(ap, fmt);
    vsnprintf(l->text[l->n++], sizeof l->text[0], fmt, ap);
    va_end(ap);
}

static void add_rack(Lines *l, const char *head, const int *r)
{
    addf(l, "%s %d %d %d %d %d %d %d %d %d %d", head, r[0], r[1], r[2], r[3], r[4], r[5], r[6],
         r[7], r[8], r[9]);
}

static void own_card(Lines *l, int slot, int card)
{
    int full = 1;
    l->rack[slot] = card;
    for (int k = 0; k < RACKO_SLOTS; k++) {
        full &= l->rack[k] > 0;
    }
    if (full && !l->rack_sent) {
        l->rack_sent = 1;
        add_rack(l, "rack", l->rack);
    }
}

/* The protocol lines of one event for `seat` (the bot protocol's table). */
static void event_lines(Lines *l, const RackoEvent *full, int seat, int players)
{
    RackoEvent ev;
    racko_event_redact(full, seat, &ev);
    switch (ev.kind) {
    case RACKO_EV_ROUND_START:
        memset(l->rack, 0, sizeof l->rack);
        l->rack_sent = 0;
        addf(l, "round %d dealer=%d", ev.u.round_start.round, ev.u.round_start.dealer + 1);
        break;
    case RACKO_EV_DEAL_CARD:
        if (ev.u.deal_card.seat == seat && ev.u.deal_card.slot >= 0) {
            own_card(l, ev.u.deal_card.slot, ev.u.deal_card.card);
        }
        break;
    case RACKO_EV_ECLAIR_PLACE:
        if (ev.u.eclair_place.seat == seat) {
            own_card(l, ev.u.eclair_place.slot, ev.u.eclair_place.card);
        }
        break;
    case RACKO_EV_DISCARD_FLIP: addf(l, "discard %d", ev.u.discard_flip.card); break;
    case RACKO_EV_TURN_START: addf(l, "turn %d", ev.u.turn_start.seat + 1); break;
    case RACKO_EV_DRAW_DECK: addf(l, "drew %d deck", ev.u.draw_deck.seat + 1); break;
    case RACKO_EV_TAKE_DISCARD:
        addf(l, "drew %d discard %d", ev.u.take_discard.seat + 1, ev.u.take_discard.card);
        break;
    case RACKO_EV_PLACE:
        addf(l, "placed %d %d %d", ev.u.place.seat + 1, ev.u.place.slot + 1,
             ev.u.place.card_out);
        break;
    case RACKO_EV_DISCARD:
        addf(l, "discarded %d %d", ev.u.discard.seat + 1, ev.u.discard.card);
        break;
    case RACKO_EV_RESHUFFLE: addf(l, "reshuffled %d", ev.u.reshuffle.draw_count); break;
    case RACKO_EV_ROUND_SCORED: {
        const RackoRoundScore *sc = &ev.u.round_scored;
        addf(l, "roundover winner=%d", sc->winner + 1);
        for (int s = 0; s < players; s++) {
            int r[RACKO_SLOTS], full_rack = 1;
            char head[24];
            for (int k = 0; k < RACKO_SLOTS; k++) {
                r[k] = sc->rack[s][k];
                full_rack &= r[k] > 0;
            }
            if (full_rack) {
                snprintf(head, sizeof head, "racks %d", s + 1);
                add_rack(l, head, r);
            }
        }
        for (int s = 0; s < players; s++) {
            addf(l, "score %d %d %d", s + 1, sc->points[s], sc->total[s]);
        }
        break;
    }
    case RACKO_EV_MATCH_OVER: {
        int w = ev.u.match_over.team >= 0 ? ev.u.match_over.team : ev.u.match_over.winner;
        addf(l, "matchover winner=%d", w + 1);
        break;
    }
    default:
        break;
    }
}

static void match_line(char *buf, size_t size, const RackoConfig *cfg, int seat)
{
    static const unsigned names[] = {RACKO_RULE_BONUS, RACKO_RULE_TWORUN, RACKO_RULE_ECLAIR,
                                     RACKO_RULE_TOKENS, RACKO_RULE_SHUFFLE};
    char rules[80] = "";
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (cfg->rules & names[i]) {
            snprintf(rules + strlen(rules), sizeof rules - strlen(rules), "%s%s",
                     rules[0] ? "," : "", racko_rule_name(names[i]));
        }
    }
    snprintf(buf, size, "match players=%d seat=%d deck=%d target=%d teams=%d rules=%s",
             cfg->players, seat + 1, racko_config_deck_size(cfg), cfg->target,
             (cfg->rules & RACKO_RULE_TEAMS) ? 1 : 0, rules[0] ? rules : "none");
}

/* The engine's view of the seat, with the lightning deal's slots of other
 * seats (which the protocol does not tell) taken from the player's view
 * once their numbers agree. */
static void assert_views_agree(const RackoView *engine, const RackoView *mine, int players)
{
    RackoView a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    memcpy(&a, engine, sizeof a);
    memcpy(&b, mine, sizeof b);
    if (a.phase == RACKO_PHASE_ECLAIR) {
        for (int s = 0; s < players; s++) {
            int na = 0, nb = 0;
            for (int k = 0; k < RACKO_SLOTS; k++) {
                na += a.known[s][k] == -1;
                nb += b.known[s][k] == -1;
            }
            ck_assert_int_eq(na, nb);
            if (s != a.seat) {
                memcpy(b.known[s], a.known[s], sizeof a.known[s]);
            }
        }
    }
    ck_assert_msg(memcmp(&a, &b, sizeof a) == 0,
                  "seat %d's view differs from the engine's (round %d, turn %d, phase %d)",
                  a.seat + 1, a.round, a.turn, a.phase);
}

typedef struct Coverage {
    int questions[5];
    int reshuffles, lightning_rounds, rounds;
} Coverage;

/* Plays a match where `seat` is the player fed with protocol lines and
 * the other seats play a simple policy; at each question the player's
 * view must be the engine's and its answer the built-in level's. */
static void play_through_lines(const RackoConfig *cfg, uint64_t seed, int seat,
                               const char *level, Coverage *cov)
{
    RackoGame *g = NULL;
    RackoAI *ref = NULL;
    TkRng r;
    char msg[200], line[300];
    uint64_t ai_seed = tk_mix64(seed + 17);
    RackoBotPlayer *p = player(level, ai_seed, NULL);
    ck_assert_int_eq(racko_ai_new(level, ai_seed, &ref), RACKO_OK);
    ck_assert_msg(racko_game_new(cfg, seed, &g, msg, sizeof msg) == RACKO_OK, "%s", msg);
    tk_rng_seed(&r, seed);
    ask(p, "rbp 1");
    match_line(line, sizeof line, cfg, seat);
    info(p, line);
    Lines *l = calloc(1, sizeof *l);
    ck_assert_ptr_nonnull(l);
    for (int steps = 0; racko_game_phase(g) != RACKO_PHASE_MATCH_OVER && steps < 20000;
         steps++) {
        RackoAction a;
        int to_act = racko_game_to_act(g);
        if (racko_game_phase(g) == RACKO_PHASE_ROUND_OVER) {
            a.kind = RACKO_ACT_DEAL;
            a.slot = 0;
        } else if (to_act == seat) {
            const RackoView *ev = racko_game_view(g, seat);
            RackoBotQuestion q = racko_bot_question(ev, line, sizeof line);
            ck_assert_int_ne(q, RACKO_BOT_Q_NONE);
            cov->questions[q]++;
            const char *answer = ask(p, line);
            assert_views_agree(ev, racko_botplay_view(p), cfg->players);
            ck_assert_int_eq(racko_bot_parse_answer(q, answer, &a, msg, sizeof msg), RACKO_OK);
            RackoAction want;
            ck_assert_int_eq(racko_ai_decide(ref, ev, &want), RACKO_OK);
            ck_assert_msg(want.kind == a.kind && want.slot == a.slot,
                          "'%s' answered '%s', the built-in %s chose kind %d slot %d", line,
                          answer, level, (int)want.kind, want.slot + 1);
        } else {
            RackoAction legal[RACKO_MAX_LEGAL];
            int n = racko_legal_actions(g, legal);
            ck_assert_int_gt(n, 0);
            /* random legal actions, and sometimes the first one: the
             * rounds are ended by the level's seat */
            a = tk_rng_below(&r, 3) ? legal[tk_rng_below(&r, (uint32_t)n)] : legal[0];
        }
        ck_assert_int_eq(racko_apply(g, to_act, a), RACKO_OK);
        RackoEvent ev;
        while (racko_event_next(g, &ev)) {
            cov->reshuffles += ev.kind == RACKO_EV_RESHUFFLE;
            cov->rounds += ev.kind == RACKO_EV_ROUND_SCORED;
            cov->lightning_rounds += ev.kind == RACKO_EV_RACKO && ev.u.racko.lightning;
            l->n = 0;
            event_lines(l, &ev, seat, cfg->players);
            for (int i = 0; i < l->n; i++) {
                info(p, l->text[i]);
            }
        }
    }
    if (racko_game_phase(g) == RACKO_PHASE_MATCH_OVER) {
        assert_views_agree(racko_game_view(g, seat), racko_botplay_view(p), cfg->players);
    }
    free(l);
    racko_ai_free(ref);
    racko_game_free(g);
    racko_botplay_free(p);
}

static RackoConfig table_for(int i)
{
    static const struct {
        int players;
        unsigned rules;
        int deck;
    } t[] = {
        {2, RACKO_RULE_BONUS, 0},
        {3, RACKO_RULE_BONUS, 0},
        {4, RACKO_RULE_BONUS, 0},
        {1, RACKO_RULE_BONUS, 0},
        {2, RACKO_RULE_TWORUN | RACKO_RULE_BONUS, 0},
        {4, RACKO_RULE_TEAMS | RACKO_RULE_BONUS, 0},
        {2, RACKO_RULE_ECLAIR, 0},
        {3, RACKO_RULE_ECLAIR | RACKO_RULE_BONUS, 0},
        {3, RACKO_RULE_TOKENS, 0},
        {4, RACKO_RULE_TOKENS | RACKO_RULE_ECLAIR | RACKO_RULE_SHUFFLE, 0},
        {2, RACKO_RULE_SHUFFLE, 22},
        {2, 0, 22},
        {3, RACKO_RULE_ALL60 | RACKO_RULE_BONUS, 0},
        {4, RACKO_RULE_TEAMS | RACKO_RULE_ECLAIR | RACKO_RULE_SHUFFLE, 0},
    };
    int n = (int)(sizeof t / sizeof t[0]);
    RackoConfig cfg;
    racko_config_default(&cfg, t[i % n].players);
    cfg.rules = t[i % n].rules;
    cfg.deck_size = t[i % n].deck;
    cfg.target = 200;
    return cfg;
}
#define TABLES 14

START_TEST(lines_from_games_give_the_engines_view)
{
    Coverage cov;
    static const char *const levels[] = {"expert", "easy", "hard", "medium"};
    memset(&cov, 0, sizeof cov);
    RackoConfig cfg = table_for(_i);
    int seat = (_i / TABLES) % cfg.players;
    play_through_lines(&cfg, 100 + (uint64_t)_i, seat, levels[(_i / 3) % 4], &cov);
    ck_assert_int_gt(cov.rounds, 0);
    ck_assert_int_gt(cov.questions[RACKO_BOT_Q_DRAW] + cov.questions[RACKO_BOT_Q_ECLAIR], 0);
}
END_TEST

/* Reshuffles (turned over and shuffled) and lightning deals are met. */
START_TEST(reshuffles_and_lightning_are_met)
{
    Coverage cov;
    memset(&cov, 0, sizeof cov);
    RackoConfig cfg = table_for(10); /* 22 cards, shuffle */
    for (int i = 0; i < 3; i++) {
        play_through_lines(&cfg, 500 + (uint64_t)i, i % 2, "expert", &cov);
    }
    ck_assert_int_gt(cov.reshuffles, 0);
    int shuffled = cov.reshuffles;
    cfg = table_for(11); /* 22 cards, turned over */
    for (int i = 0; i < 3; i++) {
        play_through_lines(&cfg, 600 + (uint64_t)i, i % 2, "expert", &cov);
    }
    ck_assert_int_gt(cov.reshuffles, shuffled);
    cfg = table_for(6);
    for (int i = 0; i < 3; i++) {
        play_through_lines(&cfg, 700 + (uint64_t)i, i % 2, "expert", &cov);
    }
    ck_assert_int_gt(cov.questions[RACKO_BOT_Q_ECLAIR], 0);
    ck_assert_int_gt(cov.questions[RACKO_BOT_Q_PLACE], 0);
}
END_TEST

/* A turned-over pile: the card another seat draws is known to all. */
START_TEST(turned_over_pile_is_known)
{
    RackoBotPlayer *p = player("expert", 1, NULL);
    info(p, "match players=2 seat=2 deck=22 target=500 teams=0 rules=none");
    info(p, "round 1 dealer=2");
    info(p, "rack 1 2 3 4 5 6 7 8 9 10");
    info(p, "discard 22");
    /* Seat 1 draws the last card of the draw pile and discards it. */
    info(p, "turn 1");
    info(p, "drew 1 deck");
    info(p, "discarded 1 21");
    const RackoView *v = racko_botplay_view(p);
    ck_assert_int_eq(v->draw_count, 0);
    info(p, "turn 2");
    ask(p, "ask draw");
    /* The pile [22 21] turned over: 22 (the bottom) is the new top, and is
     * turned up; 21 is the draw pile. */
    refused(p, "reshuffled 2", RACKO_E_ARG);
    info(p, "reshuffled 1");
    ck_assert_int_eq(v->draw_count, 2);
    ck_assert_int_eq(v->draw_known[1], 22);
    ck_assert_int_eq(v->draw_known[0], 21);
    refused(p, "discard 21", RACKO_E_RULE);
    info(p, "discard 22");
    ck_assert_int_eq(v->draw_known[0], 21);
    ck_assert_int_eq(v->where[21], RACKO_AT_DRAW);
    /* We draw 21, known before the host tells it. */
    info(p, "drew 2 deck");
    ck_assert_int_eq(v->hand, 21);
    refused_question(p, "ask place 20 deck", RACKO_E_PHASE);
    ask(p, "ask place 21 deck");
    racko_botplay_free(p);
}
END_TEST

/* Random lines made of the protocol's words and numbers, after a real
 * start: always a status, never a crash; an answer only with ANSWER. */
START_TEST(random_lines_never_crash)
{
    static const char *const words[] = {
        "rbp", "match", "round", "eclair", "rack", "discard", "turn", "drew", "deck",
        "placed", "discarded", "reshuffled", "ask", "draw", "place", "error", "roundover",
        "racks", "score", "matchover", "winner=1", "winner=0", "dealer=1", "players=2",
        "seat=1", "deck=40", "target=500", "teams=0", "rules=bonus", "rules=eclair", "-3",
        "0", "1", "2", "3", "4", "10", "11", "19", "23", "40", "41", "99999999", "",
    };
    int nw = (int)(sizeof words / sizeof words[0]);
    TkRng r;
    tk_rng_seed(&r, 99 + (uint64_t)_i);
    RackoBotPlayer *p = player(_i % 2 ? "expert" : "easy", 5, NULL);
    if (_i % 3 != 0) {
        info(p, _i % 3 == 1 ? "match players=2 seat=2 deck=40 target=500 teams=0 rules=bonus"
                            : "match players=3 seat=1 deck=50 target=500 teams=0 rules=eclair");
        info(p, "round 1 dealer=2");
    }
    for (int i = 0; i < 20000; i++) {
        char line[300] = "";
        int n = 1 + (int)tk_rng_below(&r, 12);
        for (int k = 0; k < n; k++) {
            char num[16];
            const char *w = words[tk_rng_below(&r, (uint32_t)nw)];
            if (tk_rng_below(&r, 8) == 0) {
                snprintf(num, sizeof num, "%u", 1 + tk_rng_below(&r, 60));
                w = num;
            }
            snprintf(line + strlen(line), sizeof line - strlen(line), "%s%s", k ? " " : "", w);
        }
        char answer[RACKO_BOTPLAY_ANSWER_MAX];
        RackoBotPlayStep step;
        int st = racko_botplay_feed(p, line, &step, answer, sizeof answer);
        ck_assert(st >= RACKO_OK && st <= RACKO_E_FORMAT);
        if (step == RACKO_BOTPLAY_ANSWER) {
            ck_assert(strcmp(answer, "deck") == 0 || strcmp(answer, "discard") == 0 ||
                      strncmp(answer, "slot ", 5) == 0 || strncmp(answer, "ok ", 3) == 0);
        } else {
            ck_assert_str_eq(answer, "");
        }
        ck_assert_int_eq(st == RACKO_OK, racko_botplay_error(p)[0] == '\0');
    }
    racko_botplay_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The whole program                                                   */

/* racko_botplay_run (expert, seed 3, no name) for test_serve_streams. */
static int serve_expert(void *ctx, FILE *in, FILE *out, FILE *log)
{
    (void)ctx;
    return racko_botplay_run(in, out, log, "expert", 3, NULL);
}

/* Serves the input with serve_expert into out and log (size bytes each);
 * returns its status. */
static int run_program(const char *input, char *out, char *log, size_t size)
{
    return test_serve_streams(serve_expert, NULL, input, strlen(input), out, log, size);
}

/* racko_botplay_run is `racko-cli bot`: a round recorded from a real
 * match, with a binary line, a bad line and two lines over 256 bytes (one
 * of them 255 and its "\r\n"); the answers, and the log word for word as
 * the program's own loop wrote it before it stood on the kit's.  Its
 * statuses: the input ended during the match, a level that does not
 * exist, an answer that cannot be written (the program's own loop went
 * on and ended well: the kit's ends, failed, as the other games' do). */
START_TEST(run_is_the_whole_program)
{
    static const char round[] =
        "rbp 1\n"
        "match players=2 seat=2 deck=40 target=500 teams=0 rules=bonus\n"
        "round 1 dealer=2\nrack 17 8 39 9 14 19 25 21 27 36\n"
        "discard 5\nturn 1\ndrew 1 deck\nplaced 1 7 38\nturn 2\n"
        "ask draw\ndrew 2 deck\nask place 33 deck\nplaced 2 9 27\n"
        "turn 1\ndrew 1 discard 27\nplaced 1 6 16\nturn 2\n"
        "ask draw\ndrew 2 deck\n\x01\x02 binary\nask place 7 deck\n"
        "placed 2 3 39\nturn 1\ndrew 1 discard 39\nplaced 1 10 35\n"
        "turn 2\nask draw\ndrew 2 deck\nask place 32 deck\n"
        "turn 1 extra\nplaced 2 8 21\nturn 1\ndrew 1 discard 21\n"
        "placed 1 5 4\nturn 2\nask draw\ndrew 2 discard 4\n"
        "ask place 4 discard\nplaced 2 2 8\nturn 1\n"
        "drew 1 discard 8\nplaced 1 2 23\nturn 2\nask draw\n"
        "drew 2 deck\nask place 15 deck\ndiscarded 2 15\nturn 1\n"
        "drew 1 discard 15\nplaced 1 4 2\nturn 2\nask draw\n"
        "drew 2 discard 2\nask place 2 discard\nplaced 2 1 17\n"
        "roundover winner=2\nracks 1 6 8 1 15 21 27 28 30 18 39\n"
        "racks 2 2 4 7 9 14 19 25 32 33 36\nscore 1 10 10\n"
        "score 2 75 75\n";
    char input[sizeof round + 600];
    char out[2000], log[2000];
    snprintf(input, sizeof input, "%s%0256d\n%0255d\r\nbye\n", round, 0, 0);
    ck_assert_int_eq(run_program(input, out, log, sizeof out), 0);
    ck_assert_str_eq(out, "ok racko-expert\ndeck\nslot 9\ndeck\nslot 3\ndeck\nslot 8\ndiscard\n"
                          "slot 2\ndeck\ndiscard\ndiscard\nslot 1\n");
    ck_assert_str_eq(log,
                     "racko-cli bot: level expert, seed 3, name racko-expert\n"
                     "racko-cli bot: match: seat 2 of 2, 40 cards, rules bonus\n"
                     "racko-cli bot: skipped a line from the host: binary or non-ASCII bytes\n"
                     "racko-cli bot: 'turn 1 extra' is not 'turn S'\n"
                     "racko-cli bot: round 1: seat 2 went Rack-O; totals 10 75\n"
                     "racko-cli bot: skipped a line from the host: longer than 256 bytes\n"
                     "racko-cli bot: skipped a line from the host: longer than 256 bytes\n"
                     "racko-cli bot: bye (4 lines refused)\n");
    /* the input ends during the match: the loop's failure */
    ck_assert_int_eq(run_program("rbp 1\nmatch players=2 seat=1 deck=40 target=500 teams=0 "
                                 "rules=bonus\n",
                                 out, log, sizeof out),
                     TK_BOTPLAY_CUT);
    ck_assert_ptr_nonnull(strstr(log, "racko-cli bot: input ended without 'bye' during the "
                                      "match\n"));
    ck_assert_int_eq(racko_botplay_run(NULL, stdout, NULL, "expert", 3, NULL), 2);
#ifndef _WIN32
    /* an answer that cannot be written ends the program, a failure */
    FILE *in = tmpfile(), *ro = fopen("/dev/null", "r");
    ck_assert_ptr_nonnull(in);
    ck_assert_ptr_nonnull(ro);
    fputs("rbp 1\nbye\n", in);
    rewind(in);
    ck_assert_int_eq(racko_botplay_run(in, ro, NULL, "expert", 3, NULL), 1);
    fclose(in);
    fclose(ro);
#endif
    FILE *fl = tmpfile();
    ck_assert_ptr_nonnull(fl);
    ck_assert_int_eq(racko_botplay_run(stdin, stdout, fl, "grandmaster", 3, NULL), 2);
    rewind(fl);
    ck_assert_ptr_nonnull(fgets(log, sizeof log, fl));
    ck_assert_str_eq(log, "racko-cli bot: unknown computer level\n");
    fclose(fl);
}
END_TEST

Suite *botplay_client_suite(void);

Suite *botplay_client_suite(void)
{
    Suite *s = suite_create("botplay_client");
    TCase *tc = tcase_create("lines");
    tcase_set_timeout(tc, 120); /* 20000 lines to an expert: Check's 4 s fell short under load */
    tcase_add_test(tc, new_checks_its_arguments);
    tcase_add_test(tc, protocol_example);
    tcase_add_test(tc, malformed_lines_are_refused);
    tcase_add_test(tc, contradicting_lines_are_refused);
    tcase_add_test(tc, error_lines_get_other_answers);
    tcase_add_test(tc, lightning_deal_first_seat);
    tcase_add_test(tc, lightning_racko_second_seat);
    tcase_add_test(tc, turned_over_pile_is_known);
    tcase_add_loop_test(tc, random_lines_never_crash, 0, 6);
    tcase_add_test(tc, run_is_the_whole_program);
    suite_add_tcase(s, tc);
    TCase *tg = tcase_create("games");
    tcase_set_timeout(tg, 120);
    tcase_add_loop_test(tg, lines_from_games_give_the_engines_view, 0, 6 * TABLES);
    tcase_add_test(tg, reshuffles_and_lightning_are_met);
    suite_add_tcase(s, tg);
    return s;
}

int main(void)
{
    return test_run(botplay_client_suite(), NULL, 0);
}
