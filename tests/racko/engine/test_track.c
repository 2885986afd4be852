/*
 * test_track.c - views rebuilt from events (racko_view_init and
 * racko_view_apply, src/engine/track.c).
 *
 * The contract: for every table and seed, feeding every event of a game,
 * redacted for seat s, into a view started with racko_view_init gives,
 * each time the event queue has been drained, exactly racko_game_view(g, s)
 * (memcmp of zero-initialised copies).  Also: events that contradict the
 * view are refused and change nothing.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "racko/engine.h"
#include "kit/rng.h"
#include "suites.h"

#ifndef RACKO_RANDOM_GAMES
#define RACKO_RANDOM_GAMES 300
#endif

/* What the games of a test went through, to prove the cases were met. */
typedef struct Seen {
    int games;
    int ev[RACKO_EV_MATCH_OVER + 1];
    int turned_over;    /* reshuffles by turning the pile over */
    int shuffled;       /* reshuffles under the shuffle rule */
    int public_draws;   /* draws from a turned-over pile (card known to all) */
    int lightning;      /* lightning Rack-Os */
    int turn_limits;    /* rounds ended by the turn limit */
    int eliminated;     /* token eliminations */
    int matches_over;   /* matches played to the end */
    int mixed_labels;   /* views compared while holding DRAW_MIXED cards */
} Seen;

/* ------------------------------------------------------------------ */
/* Tables                                                              */

static RackoConfig table(int players, unsigned rules)
{
    RackoConfig cfg;
    racko_config_default(&cfg, players);
    cfg.rules = rules;
    return cfg;
}

/* The fixed tables every seed is played on: each rule alone, mixes, odd
 * decks and turn limits. */
static RackoConfig fixed_table(int i)
{
    RackoConfig cfg;
    switch (i) {
    case 0: cfg = table(2, RACKO_RULE_BONUS); break;
    case 1: cfg = table(1, RACKO_RULE_BONUS); cfg.turn_limit = 40; break;
    case 2: cfg = table(3, RACKO_RULE_BONUS); break;
    case 3: cfg = table(4, RACKO_RULE_BONUS); break;
    case 4: cfg = table(2, RACKO_RULE_TWORUN); break;
    case 5: cfg = table(4, RACKO_RULE_BONUS | RACKO_RULE_TEAMS); break;
    case 6: cfg = table(2, RACKO_RULE_ECLAIR); break;
    case 7: cfg = table(3, RACKO_RULE_TOKENS); cfg.stake = 3; cfg.token_rounds = 4; break;
    case 8: cfg = table(2, RACKO_RULE_SHUFFLE); cfg.deck_size = 22; break;
    case 9: cfg = table(3, RACKO_RULE_ALL60 | RACKO_RULE_BONUS); break;
    case 10: cfg = table(2, 0); cfg.deck_size = 22; break; /* turned over again and again */
    case 11:
        cfg = table(4, RACKO_RULE_ECLAIR | RACKO_RULE_TOKENS | RACKO_RULE_SHUFFLE);
        cfg.stake = 2;
        cfg.token_rounds = 3;
        cfg.deck_size = 42;
        break;
    case 12:
        cfg = table(4, RACKO_RULE_TEAMS | RACKO_RULE_ECLAIR | RACKO_RULE_SHUFFLE |
                           RACKO_RULE_ALL60);
        cfg.target = 200;
        break;
    case 13:
        cfg = table(2, RACKO_RULE_TWORUN | RACKO_RULE_ECLAIR | RACKO_RULE_SHUFFLE |
                           RACKO_RULE_BONUS);
        cfg.turn_limit = 6;
        break;
    case 14: cfg = table(3, RACKO_RULE_BONUS); cfg.turn_limit = 3; cfg.target = 60; break;
    default:
        cfg = table(1, RACKO_RULE_ECLAIR | RACKO_RULE_SHUFFLE);
        cfg.deck_size = 12;
        cfg.turn_limit = 30;
        break;
    }
    if (cfg.target == 500) {
        cfg.target = 150; /* shorter matches, more of them */
    }
    return cfg;
}
#define FIXED_TABLES 16

static RackoConfig random_table(TkRng *r)
{
    int p = 1 + (int)tk_rng_below(r, 4);
    RackoConfig cfg = table(p, 0);
    if (tk_rng_below(r, 2)) {
        cfg.rules |= RACKO_RULE_BONUS;
    }
    if (p == 2 && tk_rng_below(r, 2)) {
        cfg.rules |= RACKO_RULE_TWORUN;
    }
    if (tk_rng_below(r, 3) == 0) {
        cfg.rules |= RACKO_RULE_ECLAIR;
    }
    if (tk_rng_below(r, 2)) {
        cfg.rules |= RACKO_RULE_SHUFFLE;
    }
    if (tk_rng_below(r, 3) == 0) {
        cfg.rules |= RACKO_RULE_ALL60;
    }
    if (p == 4 && tk_rng_below(r, 2)) {
        cfg.rules |= RACKO_RULE_TEAMS;
    } else if (p > 1 && tk_rng_below(r, 3) == 0) {
        cfg.rules |= RACKO_RULE_TOKENS;
        cfg.stake = 1 + (int)tk_rng_below(r, 5);
        cfg.token_rounds = 1 + (int)tk_rng_below(r, 4);
    }
    if (tk_rng_below(r, 4) == 0) {
        cfg.deck_size = 10 * p + 2 + (int)tk_rng_below(r, 4);
    }
    if (tk_rng_below(r, 5) == 0) {
        cfg.turn_limit = 1 + (int)tk_rng_below(r, 30);
    } else {
        cfg.turn_limit = 300;
    }
    if (tk_rng_below(r, 3) == 0) {
        cfg.first_dealer = (int)tk_rng_below(r, (uint32_t)p);
    }
    cfg.target = 75 + 50 * (int)tk_rng_below(r, 3);
    return cfg;
}

/* ------------------------------------------------------------------ */
/* Play                                                                */

/* A policy that finishes rounds (cards go to the slot their value points
 * at) with random legal moves mixed in. */
static RackoAction choose(const RackoGame *g, TkRng *r)
{
    RackoAction legal[RACKO_MAX_LEGAL];
    int n = racko_legal_actions(g, legal);
    ck_assert_int_gt(n, 0);
    int seat = racko_game_to_act(g);
    if (seat < 0 || tk_rng_below(r, 5) == 0) {
        return legal[tk_rng_below(r, (uint32_t)n)];
    }
    const RackoView *v = racko_game_view(g, seat);
    int deck = v->config.deck_size;
    RackoAction a = legal[0];
    if (v->phase == RACKO_PHASE_ECLAIR) {
        int want = (v->offer - 1) * RACKO_SLOTS / deck;
        for (int d = 0; d < RACKO_SLOTS; d++) {
            for (int sign = -1; sign <= 1; sign += 2) {
                int k = want + sign * d;
                if (k >= 0 && k < RACKO_SLOTS && v->rack[k] == 0) {
                    a.kind = RACKO_ACT_ECLAIR;
                    a.slot = k;
                    return a;
                }
            }
        }
    } else if (v->phase == RACKO_PHASE_DRAW) {
        int top = v->discard_count > 0 ? v->discard[v->discard_count - 1] : 0;
        a.kind = RACKO_ACT_DRAW_DECK;
        if (top > 0) {
            int k = (top - 1) * RACKO_SLOTS / deck;
            if ((v->rack[k] - 1) * RACKO_SLOTS / deck != k) {
                a.kind = RACKO_ACT_TAKE_DISCARD;
            }
        }
    } else if (v->phase == RACKO_PHASE_PLACE) {
        int k = (v->hand - 1) * RACKO_SLOTS / deck;
        if ((v->rack[k] - 1) * RACKO_SLOTS / deck == k && !v->hand_from_discard) {
            a.kind = RACKO_ACT_DISCARD;
        } else {
            a.kind = RACKO_ACT_PLACE;
            a.slot = k;
        }
    }
    return a;
}

/* Names the first field where two views differ, for the failure message. */
static const char *first_difference(const RackoView *a, const RackoView *b)
{
#define SAME(f) (memcmp(&a->f, &b->f, sizeof a->f) == 0)
    static const char *const names[] = {"seat",     "config",      "phase",
                                        "to_act",   "round",       "dealer",
                                        "turn",     "rack",        "hand",
                                        "hand_from_discard",       "offer",
                                        "acting_hand",             "acting_from_discard",
                                        "discard",  "discard_count", "draw_count",
                                        "draw_known", "known",     "where",
                                        "total",    "out",         "last_winner"};
    const int same[] = {SAME(seat),        SAME(config),       SAME(phase),
                        SAME(to_act),      SAME(round),        SAME(dealer),
                        SAME(turn),        SAME(rack),         SAME(hand),
                        SAME(hand_from_discard),               SAME(offer),
                        SAME(acting_hand), SAME(acting_from_discard),
                        SAME(discard),     SAME(discard_count), SAME(draw_count),
                        SAME(draw_known),  SAME(known),        SAME(where),
                        SAME(total),       SAME(out),          SAME(last_winner)};
#undef SAME
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        if (!same[i]) {
            return names[i];
        }
    }
    return "padding";
}

static void assert_same_view(const RackoGame *g, int seat, const RackoView *tracked,
                             int action)
{
    RackoView engine, mine;
    memset(&engine, 0, sizeof engine);
    memset(&mine, 0, sizeof mine);
    memcpy(&engine, racko_game_view(g, seat), sizeof engine);
    memcpy(&mine, tracked, sizeof mine);
    ck_assert_msg(memcmp(&engine, &mine, sizeof engine) == 0,
                  "seat %d, action %d (round %d, turn %d): the tracked view differs in %s",
                  seat + 1, action, engine.round, engine.turn, first_difference(&engine, &mine));
}

static void note_event(Seen *seen, const RackoGame *g, const RackoEvent *ev, int pile_known)
{
    seen->ev[ev->kind]++;
    switch (ev->kind) {
    case RACKO_EV_RESHUFFLE:
        if (ev->u.reshuffle.shuffled) {
            seen->shuffled++;
        } else {
            seen->turned_over++;
        }
        break;
    case RACKO_EV_DRAW_DECK:
        seen->public_draws += pile_known;
        break;
    case RACKO_EV_RACKO:
        seen->lightning += ev->u.racko.lightning;
        break;
    case RACKO_EV_TURN_LIMIT:
        seen->turn_limits++;
        break;
    case RACKO_EV_TOKEN_PAYMENT:
        seen->eliminated += ev->u.token_payment.eliminated;
        break;
    case RACKO_EV_MATCH_OVER:
        seen->matches_over++;
        break;
    default:
        break;
    }
    (void)g;
}

/* Plays one match of cfg with seed, tracking every seat's view from its
 * redacted events and comparing after every action. */
static void play_and_track(const RackoConfig *cfg, uint64_t seed, Seen *seen)
{
    RackoGame *g = NULL;
    char msg[200];
    TkRng r;
    RackoView view[RACKO_MAX_SEATS];
    int p = cfg->players;
    tk_rng_seed(&r, seed ^ 0x7261636bull);
    ck_assert_msg(racko_game_new(cfg, seed, &g, msg, sizeof msg) == RACKO_OK, "%s", msg);
    for (int s = 0; s < p; s++) {
        memset(&view[s], 0, sizeof view[s]);
        ck_assert_int_eq(racko_view_init(&view[s], cfg, s), RACKO_OK);
        assert_same_view(g, s, &view[s], 0);
    }
    int actions = 0;
    while (racko_game_phase(g) != RACKO_PHASE_MATCH_OVER && actions < 20000) {
        RackoAction a = choose(g, &r);
        int seat = racko_game_to_act(g);
        /* Is the pile turned over?  (a public draw, for the statistics) */
        const RackoView *v0 = racko_game_view(g, 0);
        int pile_known = v0->draw_count > 0 && v0->draw_known[v0->draw_count - 1] > 0;
        ck_assert_msg(racko_apply(g, seat, a) == RACKO_OK, "%s", racko_game_error(g));
        actions++;
        RackoEvent ev;
        while (racko_event_next(g, &ev)) {
            note_event(seen, g, &ev, pile_known && ev.kind == RACKO_EV_DRAW_DECK);
            for (int s = 0; s < p; s++) {
                RackoEvent red;
                racko_event_redact(&ev, s, &red);
                int st = racko_view_apply(&view[s], &red);
                ck_assert_msg(st == RACKO_OK,
                              "seat %d refused event %d (action %d, round %d): %s", s + 1,
                              (int)ev.kind, actions, racko_game_round(g),
                              racko_status_string(st));
            }
        }
        for (int s = 0; s < p; s++) {
            assert_same_view(g, s, &view[s], actions);
            for (int c = 1; c <= RACKO_MAX_CARDS; c++) {
                if (view[s].where[c] == RACKO_AT_DRAW_MIXED) {
                    seen->mixed_labels++;
                    break;
                }
            }
        }
    }
    if (racko_game_phase(g) != RACKO_PHASE_MATCH_OVER) {
        /* A token match whose rounds all hit a short turn limit can tie
         * for ever; the views were checked all along. */
        ck_assert(cfg->rules & RACKO_RULE_TOKENS);
        racko_game_free(g);
        return;
    }
    /* Nothing more can happen to a finished match's view. */
    RackoEvent late;
    memset(&late, 0, sizeof late);
    late.kind = RACKO_EV_TURN_START;
    late.u.turn_start.turn = 1;
    RackoView before = view[0];
    ck_assert_int_eq(racko_view_apply(&view[0], &late), RACKO_E_OVER);
    ck_assert(memcmp(&before, &view[0], sizeof before) == 0);
    seen->games++;
    racko_game_free(g);
}

START_TEST(fixed_tables_track)
{
    Seen seen;
    memset(&seen, 0, sizeof seen);
    RackoConfig cfg = fixed_table(_i % FIXED_TABLES);
    play_and_track(&cfg, 900 + (uint64_t)_i, &seen);
    ck_assert_int_eq(seen.games, 1);
}
END_TEST

START_TEST(random_tables_track)
{
    Seen seen;
    TkRng r;
    memset(&seen, 0, sizeof seen);
    tk_rng_seed(&r, 77000 + (uint64_t)_i);
    RackoConfig cfg = random_table(&r);
    play_and_track(&cfg, tk_rng_next(&r), &seen);
}
END_TEST

/* The cases the contract is about really happen in these games. */
START_TEST(every_case_is_met)
{
    Seen seen;
    memset(&seen, 0, sizeof seen);
    for (int i = 0; i < 3 * FIXED_TABLES; i++) {
        RackoConfig cfg = fixed_table(i % FIXED_TABLES);
        play_and_track(&cfg, 31 + (uint64_t)i, &seen);
    }
    for (int k = 0; k <= RACKO_EV_MATCH_OVER; k++) {
        ck_assert_msg(seen.ev[k] > 0, "no event of kind %d was seen", k);
    }
    ck_assert_int_gt(seen.turned_over, 0);
    ck_assert_int_gt(seen.shuffled, 0);
    ck_assert_int_gt(seen.public_draws, 0);
    ck_assert_int_gt(seen.turn_limits, 0);
    ck_assert_int_gt(seen.eliminated, 0);
    ck_assert_int_gt(seen.mixed_labels, 0);
    ck_assert_int_eq(seen.matches_over, seen.games);
}
END_TEST

/* A lightning Rack-O (the round ends during the deal). */
START_TEST(lightning_racko_tracks)
{
    RackoConfig cfg = table(2, RACKO_RULE_ECLAIR | RACKO_RULE_BONUS);
    cfg.first_dealer = 1; /* seat 1 is dealt first */
    RackoGame *g = NULL;
    ck_assert_int_eq(racko_game_new(&cfg, 5, &g, NULL, 0), RACKO_OK);
    int deck[40];
    for (int i = 0; i < 40; i++) {
        deck[i] = i + 1;
    }
    ck_assert_int_eq(racko_game_script_deck(g, deck, 40), RACKO_OK);
    RackoView view[2];
    for (int s = 0; s < 2; s++) {
        memset(&view[s], 0, sizeof view[s]);
        ck_assert_int_eq(racko_view_init(&view[s], &cfg, s), RACKO_OK);
    }
    int lightning = 0;
    RackoAction a = {RACKO_ACT_DEAL, 0};
    for (int step = 0; step < 100 && (step == 0 || racko_game_phase(g) == RACKO_PHASE_ECLAIR);
         step++) {
        int seat = racko_game_to_act(g);
        if (step > 0) {
            /* Each seat fills its slots from the front: both racks ascend. */
            const RackoView *v = racko_game_view(g, seat);
            a.kind = RACKO_ACT_ECLAIR;
            a.slot = 0;
            while (v->rack[a.slot] != 0) {
                a.slot++;
            }
        }
        ck_assert_int_eq(racko_apply(g, seat, a), RACKO_OK);
        RackoEvent ev;
        while (racko_event_next(g, &ev)) {
            if (ev.kind == RACKO_EV_RACKO) {
                lightning = ev.u.racko.lightning;
            }
            for (int s = 0; s < 2; s++) {
                RackoEvent red;
                racko_event_redact(&ev, s, &red);
                ck_assert_int_eq(racko_view_apply(&view[s], &red), RACKO_OK);
            }
        }
        for (int s = 0; s < 2; s++) {
            assert_same_view(g, s, &view[s], step);
        }
    }
    ck_assert_int_eq(lightning, 1);
    ck_assert_int_eq(view[0].phase, RACKO_PHASE_ROUND_OVER);
    ck_assert_int_eq(view[0].last_winner, 0);
    ck_assert_int_eq(view[1].total[0], 100);
    racko_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Refusals                                                            */

/* A 2-player game dealt and started, with both seats' tracked views. */
typedef struct Started {
    RackoGame *g;
    RackoView view[2];
} Started;

static void feed_all(Started *t)
{
    RackoEvent ev;
    while (racko_event_next(t->g, &ev)) {
        for (int s = 0; s < 2; s++) {
            RackoEvent red;
            racko_event_redact(&ev, s, &red);
            ck_assert_int_eq(racko_view_apply(&t->view[s], &red), RACKO_OK);
        }
    }
}

static void start(Started *t, unsigned rules)
{
    RackoConfig cfg = table(2, rules);
    cfg.first_dealer = 1;
    ck_assert_int_eq(racko_game_new(&cfg, 11, &t->g, NULL, 0), RACKO_OK);
    for (int s = 0; s < 2; s++) {
        memset(&t->view[s], 0, sizeof t->view[s]);
        ck_assert_int_eq(racko_view_init(&t->view[s], &cfg, s), RACKO_OK);
    }
    ck_assert_int_eq(racko_apply(t->g, -1, (RackoAction){RACKO_ACT_DEAL, 0}), RACKO_OK);
    feed_all(t);
}

/* Applies ev to a copy of v: it must be refused with `status`, leaving
 * the view exactly as it was. */
static void refused(const RackoView *v, const RackoEvent *ev, int status)
{
    RackoView w;
    memcpy(&w, v, sizeof w);
    ck_assert_int_eq(racko_view_apply(&w, ev), status);
    ck_assert(memcmp(&w, v, sizeof w) == 0);
}

START_TEST(init_refuses_bad_arguments)
{
    RackoView v;
    RackoConfig cfg = table(2, RACKO_RULE_BONUS);
    ck_assert_int_eq(racko_view_init(NULL, &cfg, 0), RACKO_E_ARG);
    ck_assert_int_eq(racko_view_init(&v, NULL, 0), RACKO_E_ARG);
    ck_assert_int_eq(racko_view_init(&v, &cfg, 2), RACKO_E_ARG);
    ck_assert_int_eq(racko_view_init(&v, &cfg, -1), RACKO_E_ARG);
    cfg.rules |= RACKO_RULE_TEAMS; /* teams need 4 seats */
    ck_assert_int_eq(racko_view_init(&v, &cfg, 0), RACKO_E_ARG);
    cfg = table(2, RACKO_RULE_BONUS);
    ck_assert_int_eq(racko_view_init(&v, &cfg, 1), RACKO_OK);
    ck_assert_int_eq(racko_view_apply(NULL, NULL), RACKO_E_ARG);
    ck_assert_int_eq(racko_view_apply(&v, NULL), RACKO_E_ARG);
    ck_assert_int_eq(v.config.deck_size, 40);
    ck_assert_int_eq(v.where[41], RACKO_AT_OUT);
    ck_assert_int_eq(v.known[0][0], -1);
}
END_TEST

START_TEST(contradictions_are_refused)
{
    Started t;
    start(&t, RACKO_RULE_BONUS);
    /* Seat 1 (index 0) plays first: dealer is seat 2. */
    const RackoView *v0 = &t.view[0];
    const RackoView *v1 = &t.view[1];
    ck_assert_int_eq(v0->to_act, 0);
    int top = v0->discard[v0->discard_count - 1];
    RackoEvent ev;

    /* Out of turn, and taking a card that is not on top. */
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_TAKE_DISCARD;
    ev.u.take_discard.seat = 1;
    ev.u.take_discard.card = top;
    refused(v0, &ev, RACKO_E_TURN);
    ev.u.take_discard.seat = 0;
    ev.u.take_discard.card = top == 1 ? 2 : 1;
    refused(v0, &ev, RACKO_E_RULE);

    /* Placing before drawing; a second round start; a turn that is not next. */
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_PLACE;
    ev.u.place.seat = 0;
    ev.u.place.slot = 3;
    ev.u.place.card_out = v0->rack[3];
    refused(v0, &ev, RACKO_E_PHASE);
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_ROUND_START;
    ev.u.round_start.round = 2;
    ev.u.round_start.deck_size = 40;
    refused(v0, &ev, RACKO_E_PHASE);
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_TURN_START;
    ev.u.turn_start.seat = 1;
    ev.u.turn_start.turn = 2;
    refused(v1, &ev, RACKO_E_PHASE);

    /* Seat 1 draws from the deck: seat 1 must be told its card; seat 2
     * is not, and an event showing it anyway does not leak into the view. */
    ck_assert_int_eq(racko_apply(t.g, 0, (RackoAction){RACKO_ACT_DRAW_DECK, 0}), RACKO_OK);
    ck_assert_int_eq(racko_event_next(t.g, &ev), 1);
    ck_assert_int_eq(ev.kind, RACKO_EV_DRAW_DECK);
    int drawn = ev.u.draw_deck.card;
    RackoEvent hidden = ev;
    hidden.u.draw_deck.card = 0;
    refused(v0, &hidden, RACKO_E_RULE);                 /* own card unknown */
    RackoEvent wrong = ev;
    wrong.u.draw_deck.card = v0->rack[0];                /* a card in its own rack */
    refused(v0, &wrong, RACKO_E_RULE);
    ck_assert_int_eq(racko_view_apply(&t.view[0], &ev), RACKO_OK);
    ck_assert_int_eq(racko_view_apply(&t.view[1], &ev), RACKO_OK); /* unredacted */
    ck_assert_int_eq(v1->acting_hand, 0);
    ck_assert_int_eq(v1->where[drawn], RACKO_AT_UNSEEN);
    ck_assert_int_eq(v0->hand, drawn);

    /* Discarding a card other than the drawn one; placing a card out of a
     * slot that does not hold it. */
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_DISCARD;
    ev.u.discard.seat = 0;
    ev.u.discard.card = drawn == 40 ? 39 : drawn + 1;
    refused(v0, &ev, RACKO_E_RULE);
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_PLACE;
    ev.u.place.seat = 0;
    ev.u.place.slot = 2;
    ev.u.place.card_in = drawn;
    ev.u.place.card_out = v0->rack[3];
    refused(v0, &ev, RACKO_E_RULE);
    ev.u.place.slot = 10;
    refused(v0, &ev, RACKO_E_SLOT);
    /* For seat 2, the card out must be one it cannot see: not its own. */
    ev.u.place.slot = 2;
    ev.u.place.card_in = 0;
    ev.u.place.card_out = v1->rack[5];
    refused(v1, &ev, RACKO_E_RULE);
    ev.u.place.card_out = top;                           /* on the discard pile */
    refused(v1, &ev, RACKO_E_RULE);

    /* A reshuffle while the draw pile still holds cards. */
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_RESHUFFLE;
    ev.u.reshuffle.draw_count = 0;
    refused(v0, &ev, RACKO_E_PHASE);

    /* The real events are still accepted afterwards. */
    feed_all(&t);
    ck_assert_int_eq(racko_apply(t.g, 0, (RackoAction){RACKO_ACT_PLACE, 4}), RACKO_OK);
    feed_all(&t);
    assert_same_view(t.g, 0, v0, 1);
    assert_same_view(t.g, 1, v1, 1);
    racko_game_free(t.g);
}
END_TEST

START_TEST(wrong_scores_are_refused)
{
    Started t;
    start(&t, RACKO_RULE_BONUS);
    /* Play the round out, holding back its scoring event. */
    TkRng r;
    tk_rng_seed(&r, 3);
    RackoEvent scored;
    int have = 0;
    while (!have) {
        ck_assert_int_eq(racko_apply(t.g, racko_game_to_act(t.g), choose(t.g, &r)), RACKO_OK);
        RackoEvent ev;
        while (racko_event_next(t.g, &ev)) {
            if (ev.kind == RACKO_EV_ROUND_SCORED) {
                scored = ev;
                have = 1;
                continue;
            }
            ck_assert(!have);
            for (int s = 0; s < 2; s++) {
                RackoEvent red;
                racko_event_redact(&ev, s, &red);
                ck_assert_int_eq(racko_view_apply(&t.view[s], &red), RACKO_OK);
            }
        }
    }
    RackoEvent bad = scored;
    /* Seat 1's own rack misreported. */
    unsigned char c = bad.u.round_scored.rack[0][0];
    bad.u.round_scored.rack[0][0] = bad.u.round_scored.rack[0][1];
    bad.u.round_scored.rack[0][1] = c;
    refused(&t.view[0], &bad, RACKO_E_RULE);
    /* A total that does not add up. */
    bad = scored;
    bad.u.round_scored.total[1] += 5;
    refused(&t.view[0], &bad, RACKO_E_ARG);
    /* A card of the discard pile in a rack. */
    bad = scored;
    bad.u.round_scored.rack[1][9] = (unsigned char)t.view[0].discard[0];
    refused(&t.view[0], &bad, RACKO_E_RULE);
    ck_assert_int_eq(racko_view_apply(&t.view[0], &scored), RACKO_OK);
    ck_assert_int_eq(racko_view_apply(&t.view[1], &scored), RACKO_OK);
    RackoEvent rest;
    while (racko_event_next(t.g, &rest)) {
        for (int s = 0; s < 2; s++) {
            ck_assert_int_eq(racko_view_apply(&t.view[s], &rest), RACKO_OK);
        }
    }
    assert_same_view(t.g, 0, &t.view[0], 0);
    assert_same_view(t.g, 1, &t.view[1], 0);
    racko_game_free(t.g);
}
END_TEST

Suite *track_suite(void)
{
    Suite *s = suite_create("track");
    TCase *tc = tcase_create("contract");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, fixed_tables_track, 0, 5 * FIXED_TABLES);
    tcase_add_loop_test(tc, random_tables_track, 0, RACKO_RANDOM_GAMES);
    tcase_add_test(tc, every_case_is_met);
    tcase_add_test(tc, lightning_racko_tracks);
    suite_add_tcase(s, tc);
    TCase *te = tcase_create("errors");
    tcase_add_test(te, init_refuses_bad_arguments);
    tcase_add_test(te, contradictions_are_refused);
    tcase_add_test(te, wrong_scores_are_refused);
    suite_add_tcase(s, te);
    return s;
}
