/*
 * test_random.c - random play under invariants: seats playing and
 * discarding at random moments, whole matches over many seeds, 2 to 5
 * seats, windows 0 to 200.  After every action each deck's 35 cards are
 * each in one place, every stack is valid, time never goes back, every
 * refusal changed nothing, views say what the game says, and the round
 * ends; at each round's end the score is what the piles say.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "kit/rng.h"
#include "ratuki/engine.h"
#include "suites.h"

#ifndef RT_RANDOM_MATCHES
#define RT_RANDOM_MATCHES 120
#endif

enum { MAX_STEPS = 200000 };

/* Checks what a seat's view says against the game. */
static void check_view(const RtGame *g, int seat)
{
    RtView v;
    ck_assert_int_eq(rt_game_view(g, seat, &v), TK_OK);
    ck_assert_int_eq(v.now, rt_game_now(g));
    for (int s = 0; s < rt_game_config(g)->players; s++) {
        RtPiles p;
        rt_game_piles(g, s, &p);
        ck_assert(memcmp(&p, &v.piles[s], sizeof p) == 0);
        RtPlaceView pv;
        rt_game_place(g, s, &pv);
        ck_assert(memcmp(&pv, &v.place[s], sizeof pv) == 0);
    }
    for (int i = 0; i < RT_HAND; i++) {
        ck_assert_int_eq(v.hand[i], rt_game_hand(g, seat, i));
    }
}

/* One random step at time t: a seat plays a legal card (most of the
 * time, when it has one), tries an illegal one (checked to change
 * nothing), or discards. */
static void step(RtGame *g, TkRng *rng, int t)
{
    int players = rt_game_config(g)->players;
    int seat = (int)tk_rng_below(rng, (uint32_t)players);
    int legal[RT_HAND * RT_MAX_SEATS][2], nl = 0;
    int bad[RT_HAND * RT_MAX_SEATS][2], nb = 0;
    for (int slot = 0; slot < RT_HAND; slot++) {
        for (int k = 0; k < players; k++) {
            int rc = rt_check_play(g, seat, slot, k, t);
            if (rc == TK_OK) {
                legal[nl][0] = slot;
                legal[nl++][1] = k;
            } else {
                ck_assert_int_eq(rc, TK_E_RULE);
                ck_assert(rt_game_error(g)[0] != '\0');
                bad[nb][0] = slot;
                bad[nb++][1] = k;
            }
        }
    }
    uint32_t r = tk_rng_below(rng, 100);
    if (nb > 0 && r < 5) {
        RtGame *before = NULL;
        ck_assert_int_eq(rt_game_clone(g, &before), TK_OK);
        int i = (int)tk_rng_below(rng, (uint32_t)nb);
        int events = rt_event_pending(g);
        ck_assert_int_eq(rt_play(g, seat, bad[i][0], bad[i][1], t), TK_E_RULE);
        ck_assert(rt_game_same(g, before));
        ck_assert_int_eq(rt_event_pending(g), events);
        rt_game_free(before);
        return;
    }
    if (nl > 0 && r < 80) {
        int i = (int)tk_rng_below(rng, (uint32_t)nl);
        ck_assert_msg(rt_play(g, seat, legal[i][0], legal[i][1], t) == TK_OK, "%s", rt_game_error(g));
        return;
    }
    ck_assert_int_eq(rt_discard(g, seat, (int)tk_rng_below(rng, RT_HAND), t), TK_OK);
}

/* Checks the events taken since the last call: times never go back
 * within a round, and a round's end scores what the piles say. */
static void check_events(RtGame *g, int *last_time, int *last_round)
{
    RtEvent e;
    while (rt_event_next(g, &e)) {
        if (e.round != *last_round) {
            ck_assert_int_eq(e.round, *last_round + 1);
            ck_assert_int_eq(e.time, 0);
            *last_round = e.round;
            *last_time = 0;
        }
        ck_assert_msg(e.time >= *last_time, "event %d at %d after %d", e.kind, e.time, *last_time);
        *last_time = e.time;
        if (e.kind == RT_EV_ROUND_END) {
            const RtRoundScore *sc = &e.u.round_end;
            for (int s = 0; s < rt_game_config(g)->players; s++) {
                RtPiles p;
                rt_game_piles(g, s, &p);
                ck_assert_int_eq(sc->scoring[s], p.scoring);
                ck_assert_int_eq(sc->draw[s], p.draw);
                ck_assert_int_eq(sc->discard[s], p.discard);
                ck_assert_int_eq(sc->points[s], p.scoring - p.draw - p.discard);
            }
            ck_assert(sc->reason >= RT_END_OUT && sc->reason <= RT_END_STILL);
            if (sc->reason == RT_END_OUT) {
                RtPiles p;
                rt_game_piles(g, sc->out_seat, &p);
                ck_assert_int_eq(p.draw + p.discard, 0);
            }
        }
    }
}

START_TEST(test_random_matches)
{
    TkRng rng;
    uint64_t seed = 9000u + (uint64_t)_i;
    tk_rng_seed(&rng, seed);
    int players = 2 + _i % 4;
    int window = (int)tk_rng_below(&rng, 5) * 50;
    RtGame *g = rth_game(players, 30 + 10 * (_i % 3), window, seed);
    int last_time = 0, last_round = 0, steps = 0, rounds = 0;
    while (rt_game_phase(g) != RT_PHASE_MATCH_OVER && rounds < 8) {
        ck_assert_int_eq(rt_deal(g), TK_OK);
        rounds++;
        rth_check_cards(g);
        int t = 0;
        /* A slow table now and then, so that "still" ends some rounds. */
        int pace = tk_rng_below(&rng, 8) == 0 ? 2500 : 400;
        while (rt_game_phase(g) == RT_PHASE_ROUND) {
            ck_assert_int_lt(++steps, MAX_STEPS);
            int due = rt_game_next_due(g);
            t += (int)tk_rng_below(&rng, (uint32_t)pace);
            if (t >= due) {
                ck_assert_int_eq(rt_advance(g, due), TK_OK);
                t = due;
            } else {
                step(g, &rng, t);
            }
            rth_check_cards(g);
            check_events(g, &last_time, &last_round);
            if (rt_game_phase(g) == RT_PHASE_ROUND) {
                check_view(g, (int)tk_rng_below(&rng, (uint32_t)players));
                ck_assert_int_ge(rt_game_next_due(g), rt_game_now(g));
            }
        }
        ck_assert_int_ne(rt_game_phase(g), RT_PHASE_ROUND);
    }
    /* The whole match replays from its record. */
    rth_check_replays(g);
    rt_game_free(g);
}
END_TEST

/* The same seed and actions give the same match, events included. */
START_TEST(test_determinism)
{
    RtGame *a = rth_game(4, 100, 150, 77);
    RtGame *b = rth_game(4, 100, 150, 77);
    TkRng ra, rb;
    tk_rng_seed(&ra, 5);
    tk_rng_seed(&rb, 5);
    ck_assert_int_eq(rt_deal(a), TK_OK);
    ck_assert_int_eq(rt_deal(b), TK_OK);
    int t = 0;
    for (int i = 0; i < 400 && rt_game_phase(a) == RT_PHASE_ROUND; i++) {
        t += 90;
        step(a, &ra, t);
        step(b, &rb, t);
        ck_assert(rt_game_same(a, b));
    }
    RtEvent ea, eb;
    while (rt_event_next(a, &ea)) {
        ck_assert(rt_event_next(b, &eb));
        ck_assert(memcmp(&ea, &eb, sizeof ea) == 0);
    }
    ck_assert(!rt_event_next(b, &eb));
    rt_game_free(a);
    rt_game_free(b);
}
END_TEST

void rt_suite_random(Suite *s)
{
    TCase *tc = tcase_create("random");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_random_matches, 0, RT_RANDOM_MATCHES);
    tcase_add_test(tc, test_determinism);
    suite_add_tcase(s, tc);
}
