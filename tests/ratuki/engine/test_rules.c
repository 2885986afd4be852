/*
 * test_rules.c - Ratuki's rules, one scripted scenario each: the deck
 * list, the table options, plays and refusals with their sentences, the
 * tie window, ties, takes, wilds, a 1 with no free place, draws and the
 * turn-over, the three ends of a round (out, stuck, still), scoring, the
 * target, a tie at the top, one round, events and what each seat sees.
 */
#include <check.h>
#include <string.h>

#include "helpers.h"
#include "ratuki/engine.h"
#include "suites.h"

/* ---- cards and options ---- */

START_TEST(test_deck_list)
{
    int count[RT_WILD + 1] = {0};
    int style[RT_WILD + 1][RT_STYLE_WILD + 1];
    memset(style, 0, sizeof style);
    for (int i = 0; i < RT_DECK; i++) {
        RtCard c = rt_card_make(2, i);
        ck_assert_int_eq(rt_card_deck(c), 2);
        ck_assert_int_eq(rt_card_index(c), i);
        int v = rt_card_value(c);
        ck_assert(v >= 1 && v <= RT_WILD);
        count[v]++;
        style[v][rt_card_style(c)]++;
    }
    ck_assert_int_eq(count[1], 7);
    ck_assert_int_eq(count[2], 8);
    ck_assert_int_eq(count[3], 8);
    ck_assert_int_eq(count[4], 5);
    ck_assert_int_eq(count[5], 5);
    ck_assert_int_eq(count[RT_WILD], 2);
    /* Every value in every style; wilds in none but their own. */
    for (int v = 1; v <= 5; v++) {
        for (int s = 0; s < 5; s++) {
            ck_assert_msg(style[v][s] >= 1, "no %d in style %d", v, s);
        }
        ck_assert_int_eq(style[v][RT_STYLE_WILD], 0);
        ck_assert_int_eq(rt_deck_count(v), count[v]);
    }
    ck_assert_int_eq(style[RT_WILD][RT_STYLE_WILD], 2);
    ck_assert_int_eq(rt_card_value(RT_NO_CARD), 0);
    ck_assert_int_eq(rt_card_style(RT_NO_CARD), -1);
    ck_assert_int_eq(rt_card_make(5, 0), RT_NO_CARD);
    ck_assert_int_eq(rt_card_make(0, 35), RT_NO_CARD);
    ck_assert_str_eq(rt_value_text(RT_WILD), "W");
    ck_assert_int_eq(rt_value_parse("W", 1), RT_WILD);
    ck_assert_int_eq(rt_value_parse("3", 1), 3);
    ck_assert_int_eq(rt_value_parse("6", 1), 0);
    ck_assert_int_eq(rt_value_parse("33", 2), 0);
}
END_TEST

START_TEST(test_fits)
{
    /* top 0 is a free place */
    static const int fit[RT_WILD + 1][RT_WILD + 1] = {
        /* top:   0  1  2  3  4  5  W */
        /* -- */ {0, 0, 0, 0, 0, 0, 0},
        /* 1 */ {1, 0, 1, 0, 0, 0, 0},
        /* 2 */ {0, 1, 0, 1, 0, 0, 0},
        /* 3 */ {0, 0, 1, 0, 1, 0, 0},
        /* 4 */ {0, 0, 0, 1, 0, 0, 0},
        /* 5 */ {0, 0, 0, 0, 1, 0, 0},
        /* W */ {0, 1, 1, 1, 1, 1, 1},
    };
    for (int v = 1; v <= RT_WILD; v++) {
        for (int top = 0; top <= RT_WILD; top++) {
            ck_assert_msg(rt_fits(v, top) == fit[v][top], "%d on %d", v, top);
        }
    }
    ck_assert(rt_takes(5, 4));
    ck_assert(!rt_takes(5, 3));
    ck_assert(rt_takes(RT_WILD, 2));
    ck_assert(!rt_takes(RT_WILD, 0));
    ck_assert(!rt_takes(4, 3));
}
END_TEST

START_TEST(test_config)
{
    RtConfig c;
    char msg[200];
    rt_config_default(&c, 3);
    ck_assert_int_eq(c.players, 3);
    ck_assert_int_eq(c.target, 100);
    ck_assert_int_eq(c.window, 150);
    ck_assert_int_eq(rt_config_check(&c, msg, sizeof msg), TK_OK);
    c.players = 6;
    ck_assert_int_eq(rt_config_check(&c, msg, sizeof msg), TK_E_CONFIG);
    ck_assert_ptr_nonnull(strstr(msg, "2 to 5"));
    rt_config_default(&c, 2);
    c.window = 201;
    ck_assert_int_eq(rt_config_check(&c, msg, sizeof msg), TK_E_CONFIG);
    rt_config_default(&c, 2);
    ck_assert_int_eq(rt_config_option(&c, "target", "one-round", msg, sizeof msg), TK_OK);
    ck_assert_int_eq(c.target, 0);
    ck_assert_int_eq(rt_config_option(&c, "window", "0", msg, sizeof msg), TK_OK);
    ck_assert_int_eq(c.window, 0);
    ck_assert_int_eq(rt_config_option(&c, "window", "250", msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(c.window, 0);
    ck_assert_int_eq(rt_config_option(&c, "timer", "3", msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(rt_config_option(&c, "target", "-5", msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(rt_config_option(&c, "players", "5", msg, sizeof msg), TK_OK);
    ck_assert_int_eq(c.players, 5);
}
END_TEST

/* ---- the deal ---- */

START_TEST(test_deal)
{
    RtGame *g = rth_game(4, 100, 150, 42);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_BETWEEN);
    ck_assert_int_eq(rt_play(g, 0, 0, 0, 0), TK_E_PHASE);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_ROUND);
    ck_assert_int_eq(rt_game_round(g), 1);
    ck_assert_int_eq(rt_deal(g), TK_E_PHASE);
    for (int s = 0; s < 4; s++) {
        RtPiles p;
        rt_game_piles(g, s, &p);
        ck_assert_int_eq(p.draw, 32);
        ck_assert_int_eq(p.discard, 0);
        ck_assert_int_eq(p.scoring, 0);
        ck_assert_int_eq(p.hand, 3);
        for (int i = 0; i < RT_HAND; i++) {
            ck_assert_int_eq(rt_card_deck(rt_game_hand(g, s, i)), s);
        }
    }
    for (int k = 0; k < 4; k++) {
        RtPlaceView pv;
        rt_game_place(g, k, &pv);
        ck_assert_int_eq(pv.height, 0);
    }
    ck_assert_int_eq(rt_game_place(g, 4, &(RtPlaceView){0}), TK_E_ARG);
    rth_check_cards(g);
    /* The same seed deals the same cards. */
    RtGame *h = rth_game(4, 100, 150, 42);
    ck_assert_int_eq(rt_deal(h), TK_OK);
    ck_assert(rt_game_same(g, h));
    RtEvent ev[16];
    int n = rth_events(g, ev, 16);
    ck_assert_int_eq(n, 5);
    ck_assert_int_eq(ev[0].kind, RT_EV_ROUND_START);
    ck_assert_int_eq(ev[1].kind, RT_EV_DEAL);
    ck_assert_int_eq(ev[4].u.deal.seat, 3);
    rt_game_free(g);
    rt_game_free(h);
}
END_TEST

/* ---- plays, refusals ---- */

START_TEST(test_play_and_refusals)
{
    RtGame *g = rth_game(2, 100, 150, 1);
    rth_script(g, 0, (const int[]){1, 3, 2, 4, 5}, 5);
    rth_script(g, 1, (const int[]){RT_WILD, 5, 2, 1}, 4);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    rth_drain(g, -1);
    /* Only a 1 starts a stack; a wild never does. */
    ck_assert_int_eq(rth_play(g, 0, 3, 0, 100), TK_E_RULE);
    ck_assert_str_eq(rt_game_error(g), "only a 1 starts a stack; place 1 is free");
    ck_assert_int_eq(rth_play(g, 1, RT_WILD, 0, 100), TK_E_RULE);
    ck_assert_str_eq(rt_game_error(g), "a wild never starts a stack; place 1 is free");
    ck_assert_int_eq(rt_event_pending(g), 0);
    /* Bad numbers. */
    ck_assert_int_eq(rt_play(g, 2, 0, 0, 100), TK_E_ARG);
    ck_assert_str_eq(rt_game_error(g), "there is no seat 3 at this table (seats 1-2)");
    ck_assert_int_eq(rt_play(g, 0, 3, 0, 100), TK_E_ARG);
    ck_assert_int_eq(rt_play(g, 0, 0, 2, 100), TK_E_ARG);
    ck_assert_str_eq(rt_game_error(g), "there is no place 3 at this table (places 1-2)");
    /* A 1 starts a stack; it is pending for the window. */
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 100), TK_OK);
    RtPlaceView pv;
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 1);
    ck_assert_int_eq(rt_card_value(pv.top), 1);
    ck_assert_int_eq(pv.pending_seat, 0);
    ck_assert_int_eq(pv.pending_until, 250);
    ck_assert_int_eq(rt_game_next_due(g), 250);
    /* The hand was refilled at once: 3 2 4 now (1 3 2 dealt, 4 drawn). */
    RtPiles p;
    rt_game_piles(g, 0, &p);
    ck_assert_int_eq(p.hand, 3);
    ck_assert_int_eq(p.draw, 31);
    ck_assert_int_eq(rt_card_value(rt_game_hand(g, 0, 0)), 4);
    /* Time does not go back. */
    ck_assert_int_eq(rth_play(g, 0, 2, 0, 99), TK_E_ARG);
    ck_assert_str_eq(rt_game_error(g), "time does not go back: the round's clock says 100 ms, not 99");
    /* After the window the 1 is final; a 3 does not go on it. */
    ck_assert_int_eq(rth_play(g, 0, 3, 0, 250), TK_E_RULE);
    ck_assert_str_eq(rt_game_error(g), "a 3 goes on a 2 or a 4; place 1 shows a 1");
    ck_assert_int_eq(rth_play(g, 0, 4, 0, 250), TK_E_RULE);
    ck_assert_str_eq(rt_game_error(g), "a 4 goes on a 3; place 1 shows a 1");
    ck_assert_int_eq(rth_play(g, 1, 5, 0, 250), TK_E_RULE);
    ck_assert_str_eq(rt_game_error(g), "a 5 goes on a 4 (and takes the stack); place 1 shows a 1");
    /* The refusals changed nothing: the play is still pending in the
     * state (judged final only). */
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.pending_seat, 0);
    ck_assert_int_eq(rt_game_now(g), 100);
    ck_assert_int_eq(rt_check_play(g, 0, rt_game_slot_of(g, 0, 2), 0, 250), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 2, 0, 250), TK_OK);
    RtEvent ev[8];
    int n = rth_events(g, ev, 8);
    /* played 1, drew; then at 250: final 1, played 2, drew */
    ck_assert_int_eq(n, 5);
    ck_assert_int_eq(ev[0].kind, RT_EV_PLAYED);
    ck_assert_int_eq(ev[0].u.played.starts, 1);
    ck_assert_int_eq(ev[1].kind, RT_EV_DREW);
    ck_assert_int_eq(ev[2].kind, RT_EV_FINAL);
    ck_assert_int_eq(ev[2].time, 250);
    ck_assert_int_eq(ev[3].kind, RT_EV_PLAYED);
    ck_assert_int_eq(rt_card_value(ev[3].u.played.card), 2);
    ck_assert_int_eq(ev[4].kind, RT_EV_DREW);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

/* ---- ties ---- */

START_TEST(test_tie_on_the_pending_card)
{
    RtGame *g = rth_game(2, 100, 150, 2);
    rth_script(g, 0, (const int[]){1, 2, 3}, 3);
    rth_script(g, 1, (const int[]){4, 1, 5}, 3);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 0), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 2, 0, 200), TK_OK);
    rth_drain(g, -1);
    /* Seat 1's 3 on the 2, pending until 450; seat 2's 4 at 449 fits the
     * 3 itself: a tie. */
    ck_assert_int_eq(rth_play(g, 0, 3, 0, 300), TK_OK);
    ck_assert_int_eq(rth_play(g, 1, 4, 0, 449), TK_OK);
    RtEvent ev[8];
    int n = rth_events(g, ev, 8);
    /* The 3 made seat 1's own pending 2 final first. */
    ck_assert_int_eq(n, 5);
    ck_assert_int_eq(ev[0].kind, RT_EV_FINAL);
    ck_assert_int_eq(ev[0].time, 300);
    ck_assert_int_eq(ev[1].kind, RT_EV_PLAYED);
    ck_assert_int_eq(ev[2].kind, RT_EV_DREW);
    ck_assert_int_eq(ev[3].kind, RT_EV_TIE);
    ck_assert_int_eq(ev[3].time, 449);
    ck_assert_int_eq(ev[3].u.tie.place, 0);
    ck_assert_int_eq(ev[3].u.tie.seat1, 0);
    ck_assert_int_eq(rt_card_value(ev[3].u.tie.card1), 3);
    ck_assert_int_eq(ev[3].u.tie.seat2, 1);
    ck_assert_int_eq(rt_card_value(ev[3].u.tie.card2), 4);
    ck_assert_int_eq(ev[3].u.tie.height, 2);
    ck_assert_int_eq(ev[4].kind, RT_EV_DREW);
    ck_assert_int_eq(ev[4].u.drew.seat, 1);
    /* Both cards on their owners' discard piles; the stack as it was, final. */
    RtPiles p0, p1;
    rt_game_piles(g, 0, &p0);
    rt_game_piles(g, 1, &p1);
    ck_assert_int_eq(p0.discard, 1);
    ck_assert_int_eq(p1.discard, 1);
    RtPlaceView pv;
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 2);
    ck_assert_int_eq(rt_card_value(pv.top), 2);
    ck_assert_int_eq(pv.pending_seat, -1);
    RtRoundScore st;
    rt_game_round_stats(g, &st);
    ck_assert_int_eq(st.ties[0], 1);
    ck_assert_int_eq(st.ties[1], 1);
    ck_assert_int_eq(st.plays[0], 3);
    ck_assert_int_eq(st.plays[1], 1);
    /* A third card is judged afresh: seat 2's 1 on the 2. */
    ck_assert_int_eq(rth_play(g, 1, 1, 0, 449), TK_OK);
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.pending_seat, 1);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

START_TEST(test_tie_on_the_stack_below)
{
    RtGame *g = rth_game(3, 100, 150, 3);
    rth_script(g, 0, (const int[]){1, 2, 1}, 3);
    rth_script(g, 1, (const int[]){RT_WILD, 5, 4}, 3);
    rth_script(g, 2, (const int[]){2, 3, 2}, 3);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 0), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 2, 0, 200), TK_OK);
    /* Seat 1's 1 on the 2 is pending until 550. */
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 400), TK_OK);
    /* Seat 2's 5 and 4 fit neither the 2 below nor the 1: refused. */
    ck_assert_int_eq(rth_play(g, 1, 5, 0, 450), TK_E_RULE);
    ck_assert_str_eq(rt_game_error(g),
                     "seat 1's 1 is pending on place 1 over a 2: a 5 fits neither, so it cannot tie");
    ck_assert_int_eq(rth_play(g, 1, 4, 0, 450), TK_E_RULE);
    rth_drain(g, -1);
    /* Seat 3's 3 fits the 2 below it: a tie, at 549 still in the window. */
    ck_assert_int_eq(rth_play(g, 2, 3, 0, 549), TK_OK);
    ck_assert_int_eq(rth_drain(g, RT_EV_TIE), 1);
    RtPlaceView pv;
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(rt_card_value(pv.top), 2);
    ck_assert_int_eq(pv.height, 2);
    ck_assert_int_eq(pv.pending_seat, -1);
    /* The window is [T, T+W): a 1 at 600 is pending until 750; at 749 a 2
     * ties with it (it fits the 1 itself), at 750 it meets a final 1. */
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 600), TK_OK);
    RtGame *c = NULL;
    ck_assert_int_eq(rt_game_clone(g, &c), TK_OK);
    rth_drain(c, -1);
    rth_drain(g, -1);
    ck_assert_int_eq(rth_play(c, 2, 2, 0, 749), TK_OK);
    ck_assert_int_eq(rth_drain(c, RT_EV_TIE), 1);
    ck_assert_int_eq(rth_play(g, 2, 2, 0, 750), TK_OK);
    ck_assert_int_eq(rth_drain(g, RT_EV_TIE), 0);
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 4);
    ck_assert_int_eq(pv.pending_seat, 2);
    rth_check_cards(g);
    rth_check_cards(c);
    rt_game_free(c);
    rt_game_free(g);
}
END_TEST

START_TEST(test_tie_on_a_new_stack)
{
    /* Two 1s on the same free place within the window: a tie, the place
     * free again. */
    RtGame *g = rth_game(2, 100, 150, 4);
    rth_script(g, 0, (const int[]){1, 2, 3}, 3);
    rth_script(g, 1, (const int[]){1, 2, 3}, 3);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 1, 1, 1000), TK_OK);
    ck_assert_int_eq(rth_play(g, 1, 1, 1, 1000), TK_OK); /* the same millisecond */
    ck_assert_int_eq(rth_drain(g, RT_EV_TIE), 1);
    RtPlaceView pv;
    rt_game_place(g, 1, &pv);
    ck_assert_int_eq(pv.height, 0);
    /* A 2 on another seat's pending 1 (the 1 itself) ties too. */
    ck_assert_int_eq(rth_play(g, 0, 1, 1, 1100), TK_OK);
    ck_assert_int_eq(rth_play(g, 1, 2, 1, 1200), TK_OK);
    ck_assert_int_eq(rth_drain(g, RT_EV_TIE), 1);
    rt_game_place(g, 1, &pv);
    ck_assert_int_eq(pv.height, 0);
    RtPiles p;
    rt_game_piles(g, 0, &p);
    ck_assert_int_eq(p.discard, 2);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

START_TEST(test_window_zero_no_ties)
{
    RtGame *g = rth_game(2, 100, 0, 5);
    rth_script(g, 0, (const int[]){1, 2, 3}, 3);
    rth_script(g, 1, (const int[]){1, 2, 3}, 3);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 500), TK_OK);
    /* Final at once: the other 1 at the same millisecond is judged on the
     * final stack (a 1 does not go on a 1). */
    ck_assert_int_eq(rth_play(g, 1, 1, 0, 500), TK_E_RULE);
    ck_assert_int_eq(rth_play(g, 1, 2, 0, 500), TK_OK);
    ck_assert_int_eq(rth_drain(g, RT_EV_TIE), 0);
    ck_assert_int_eq(rt_game_next_due(g), 500 + RT_STILL_MS);
    rt_game_free(g);
}
END_TEST

START_TEST(test_own_pending_card)
{
    RtGame *g = rth_game(2, 100, 150, 6);
    rth_script(g, 0, (const int[]){1, 2, 3, 4, 5, 1}, 6);
    rth_script(g, 1, (const int[]){RT_WILD, 2, 3}, 3);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    /* A seat's own pending card counts as final for its next play there. */
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 0), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 2, 0, 10), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 3, 0, 20), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 4, 0, 30), TK_OK);
    RtPlaceView pv;
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 4);
    ck_assert_int_eq(pv.pending_take, 0);
    ck_assert_int_eq(rth_play(g, 0, 5, 0, 40), TK_OK);
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.pending_take, 1);
    ck_assert_int_eq(rt_card_value(pv.below), 4);
    /* Nothing more goes on a stack being taken, by the taker... */
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 50), TK_E_RULE);
    ck_assert_str_eq(rt_game_error(g), "nothing more goes on place 1: your 5 is taking its stack");
    /* ...and another seat's card that fits the 4 under it ties (a wild). */
    ck_assert_int_eq(rth_play(g, 1, RT_WILD, 0, 189), TK_OK);
    ck_assert_int_eq(rth_drain(g, RT_EV_TIE), 1);
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 4);
    ck_assert_int_eq(rt_card_value(pv.top), 4);
    ck_assert_int_eq(pv.pending_seat, -1);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

/* ---- takes and wilds ---- */

START_TEST(test_take_with_a_five)
{
    RtGame *g = rth_game(2, 100, 150, 7);
    rth_script(g, 0, (const int[]){1, 2, 3, 4, 5}, 5);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    int t = 0;
    for (int v = 1; v <= 5; v++) {
        ck_assert_int_eq(rth_play(g, 0, v, 0, t), TK_OK);
        t += 200;
    }
    rth_drain(g, -1);
    /* The 5 is pending: the stack is still there until the window ends. */
    RtPlaceView pv;
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 5);
    ck_assert_int_eq(rt_game_next_due(g), 800 + 150);
    ck_assert_int_eq(rt_advance(g, 949), TK_OK);
    ck_assert_int_eq(rt_event_pending(g), 0);
    ck_assert_int_eq(rt_advance(g, 950), TK_OK);
    RtEvent ev[4];
    ck_assert_int_eq(rth_events(g, ev, 4), 1);
    ck_assert_int_eq(ev[0].kind, RT_EV_TOOK);
    ck_assert_int_eq(ev[0].time, 950);
    ck_assert_int_eq(ev[0].u.took.seat, 0);
    ck_assert_int_eq(ev[0].u.took.cards, 5);
    ck_assert_int_eq(rt_card_value(ev[0].u.took.card), 5);
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 0);
    RtPiles p;
    rt_game_piles(g, 0, &p);
    ck_assert_int_eq(p.scoring, 5);
    RtRoundScore st;
    rt_game_round_stats(g, &st);
    ck_assert_int_eq(st.takes[0], 1);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

START_TEST(test_wild_takes_any_stack)
{
    RtGame *g = rth_game(2, 100, 150, 8);
    rth_script(g, 0, (const int[]){1, 2, 1}, 3);
    rth_script(g, 1, (const int[]){RT_WILD, 3, 3}, 3);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 0), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 2, 0, 200), TK_OK);
    ck_assert_int_eq(rth_play(g, 1, RT_WILD, 0, 400), TK_OK);
    RtPlaceView pv;
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.pending_take, 1);
    ck_assert_int_eq(rt_advance(g, 550), TK_OK);
    RtPiles p;
    rt_game_piles(g, 1, &p);
    ck_assert_int_eq(p.scoring, 3);
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 0);
    /* The place is free again: a 1 starts a stack there. */
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 600), TK_OK);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

START_TEST(test_one_with_no_free_place)
{
    RtGame *g = rth_game(2, 100, 150, 9);
    rth_script(g, 0, (const int[]){1, 2, 3, 1}, 4);
    rth_script(g, 1, (const int[]){1, 2, 3}, 3);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 0), TK_OK);
    ck_assert_int_eq(rth_play(g, 1, 1, 1, 0), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 2, 0, 200), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 3, 0, 400), TK_OK);
    ck_assert_int_eq(rt_advance(g, 600), TK_OK);
    /* Both places hold stacks (a 3 and a 1): the 1 has nowhere to go. */
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 700), TK_E_RULE);
    ck_assert_str_eq(rt_game_error(g),
                     "a 1 starts a stack on a free place or goes on a 2, and every place holds a "
                     "stack; place 1 shows a 3");
    ck_assert_int_eq(rth_play(g, 0, 1, 1, 700), TK_E_RULE);
    /* On a 2 it goes. */
    ck_assert_int_eq(rth_play(g, 1, 2, 1, 700), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 1, 1, 900), TK_OK);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

/* ---- draws, discards, the turn-over ---- */

START_TEST(test_turn_over)
{
    RtGame *g = rth_game(2, 100, 150, 10);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    RtCard first[RT_DECK];
    int n = rt_game_draw_pile(g, 0, first);
    ck_assert_int_eq(n, 32);
    RtCard discarded[40];
    int t = 0;
    rth_drain(g, -1);
    for (int i = 0; i < 32; i++) {
        discarded[i] = rt_game_hand(g, 0, 0);
        ck_assert_int_eq(rt_discard(g, 0, 0, t), TK_OK);
        t += 300;
        RtPiles p;
        rt_game_piles(g, 0, &p);
        if (i < 31) {
            ck_assert_int_eq(p.draw, 31 - i);
            ck_assert_int_eq(p.discard, i + 1);
        }
    }
    /* The 32nd discard drew the last card: the discard pile turned over,
     * the first card discarded to be drawn first. */
    RtPiles p;
    rt_game_piles(g, 0, &p);
    ck_assert_int_eq(p.draw, 32);
    ck_assert_int_eq(p.discard, 0);
    RtCard pile[RT_DECK];
    ck_assert_int_eq(rt_game_draw_pile(g, 0, pile), 32);
    for (int i = 0; i < 32; i++) {
        ck_assert_int_eq(pile[i], discarded[i]);
    }
    ck_assert_int_eq(rth_drain(g, RT_EV_TURNED_OVER), 1);
    /* The next discard draws the first card discarded. */
    ck_assert_int_eq(rt_discard(g, 0, 1, t), TK_OK);
    ck_assert_int_eq(rt_game_hand(g, 0, 1), discarded[0]);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

/* ---- the ends of a round ---- */

/* Seat 0's deck so that it can play 32 cards on place 0 alone: five runs
 * 1-5 (each taken by its 5), then 1 2 3 2 3 2 1; the 3 and the two wilds
 * are left in its hand. */
static const int out_deck[RT_DECK] = {1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3,
                                      4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 2, 3, 2, 1, 3, RT_WILD, RT_WILD};

/* Plays seat's out_deck sequence on `place` from *t on, 200 ms apart; the
 * number of plays made (stops when the round ends). */
static int play_out_deck(RtGame *g, int seat, int place, int *t, int count)
{
    int n = 0;
    for (int i = 0; i < count && rt_game_phase(g) == RT_PHASE_ROUND; i++) {
        ck_assert_msg(rth_play(g, seat, out_deck[i], place, *t) == TK_OK, "play %d: %s", i,
                      rt_game_error(g));
        *t += 200;
        n++;
    }
    return n;
}

START_TEST(test_out)
{
    RtGame *g = rth_game(2, 100, 150, 11);
    rth_script(g, 0, out_deck, RT_DECK);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    int t = 0;
    ck_assert_int_eq(play_out_deck(g, 0, 0, &t, 32), 32);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_BETWEEN);
    RtEvent ev[400];
    int n = rth_events(g, ev, 400);
    /* ... played 1, drew (the last card), Out!, the 1 final, the score. */
    ck_assert_int_eq(ev[n - 3].kind, RT_EV_OUT);
    ck_assert_int_eq(ev[n - 3].u.out.seat, 0);
    ck_assert_int_eq(ev[n - 2].kind, RT_EV_FINAL);
    ck_assert_int_eq(ev[n - 1].kind, RT_EV_ROUND_END);
    const RtRoundScore *sc = &ev[n - 1].u.round_end;
    ck_assert_int_eq(sc->reason, RT_END_OUT);
    ck_assert_int_eq(sc->out_seat, 0);
    ck_assert_int_eq(sc->time, 31 * 200);
    ck_assert_int_eq(sc->scoring[0], 25);
    ck_assert_int_eq(sc->draw[0], 0);
    ck_assert_int_eq(sc->discard[0], 0);
    ck_assert_int_eq(sc->hand[0], 3);
    ck_assert_int_eq(sc->points[0], 25);
    ck_assert_int_eq(sc->points[1], -32);
    ck_assert_int_eq(sc->total[0], 25);
    ck_assert_int_eq(sc->plays[0], 32);
    ck_assert_int_eq(sc->takes[0], 5);
    ck_assert_int_eq(rt_game_total(g, 1), -32);
    /* The seven cards on the stack stay there (they do not count). */
    RtPlaceView pv;
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 7);
    ck_assert_int_eq(pv.pending_seat, -1);
    ck_assert_int_eq(rt_play(g, 1, 0, 1, t), TK_E_PHASE);
    RtRoundScore last;
    ck_assert_int_eq(rt_game_last_score(g, &last), TK_OK);
    ck_assert_int_eq(last.points[0], 25);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

/* Seat s's deck for the stuck table: its two wilds spent on two stacks of
 * a 1, then 1 (2 3)x7 2 1 on its own place; left: three 1s, a 3, five 4s
 * and five 5s. */
static const int stuck_deck[RT_DECK] = {1, RT_WILD, 1, RT_WILD, 1, 2, 3, 2, 3, 2, 3, 2,
                                        3, 2,       3, 2, 3,       2, 3, 2, 1, 1, 1, 1,
                                        3, 4,       4, 4, 4,       4, 5, 5, 5, 5, 5};

static void play_stuck_deck(RtGame *g, int seat, int place, int *t, int count)
{
    for (int i = 0; i < count; i++) {
        ck_assert_msg(rth_play(g, seat, stuck_deck[i], place, *t) == TK_OK, "seat %d play %d: %s",
                      seat + 1, i, rt_game_error(g));
        *t += 200;
    }
}

START_TEST(test_stuck)
{
    RtGame *g = rth_game(2, 100, 150, 12);
    rth_script(g, 0, stuck_deck, RT_DECK);
    rth_script(g, 1, stuck_deck, RT_DECK);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    int t = 0;
    play_stuck_deck(g, 0, 0, &t, 21);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_ROUND);
    play_stuck_deck(g, 1, 1, &t, 20);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_ROUND);
    /* Seat 2's last 1 covers its last stack: both show a 1, nobody holds
     * a 2 or a wild and no place is free.  The engine sees it at once,
     * though the 1 is still pending (judged final). */
    ck_assert_int_eq(rth_play(g, 1, 1, 1, t), TK_OK);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_BETWEEN);
    RtRoundScore sc;
    ck_assert_int_eq(rt_game_last_score(g, &sc), TK_OK);
    ck_assert_int_eq(sc.reason, RT_END_STUCK);
    ck_assert_int_eq(sc.out_seat, -1);
    ck_assert_int_eq(sc.scoring[0], 4);
    ck_assert_int_eq(sc.draw[0], 11);
    ck_assert_int_eq(sc.points[0], -7);
    ck_assert_int_eq(sc.points[1], -7);
    ck_assert_int_eq(sc.time, t);
    RtPlaceView pv;
    rt_game_place(g, 1, &pv);
    ck_assert_int_eq(pv.pending_seat, -1); /* final at the round's end */
    ck_assert_int_eq(pv.height, 17);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

/* Seat 2 goes out with its 32nd card at the moment nothing else can be
 * played: "Out!" wins. */
static const int out_stuck_deck[RT_DECK] = {1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2,
                                            3, 4, 5, 1, RT_WILD, 1, RT_WILD, 1, 2, 3,
                                            4, 3, 2, 3, 2, 3, 2, 3, 2, 1, 4, 5, 5};

START_TEST(test_out_wins_over_stuck)
{
    RtGame *g = rth_game(2, 100, 150, 13);
    const int *seat2 = out_stuck_deck;
    rth_script(g, 0, stuck_deck, RT_DECK);
    rth_script(g, 1, seat2, RT_DECK);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    int t = 0;
    play_stuck_deck(g, 0, 0, &t, 21);
    for (int i = 0; i < 32; i++) {
        ck_assert_int_eq(rt_game_phase(g), RT_PHASE_ROUND);
        ck_assert_msg(rth_play(g, 1, seat2[i], 1, t) == TK_OK, "play %d: %s", i, rt_game_error(g));
        t += 200;
    }
    RtRoundScore sc;
    ck_assert_int_eq(rt_game_last_score(g, &sc), TK_OK);
    ck_assert_int_eq(sc.reason, RT_END_OUT);
    ck_assert_int_eq(sc.out_seat, 1);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

START_TEST(test_still)
{
    RtGame *g = rth_game(2, 100, 150, 14);
    rth_script(g, 0, (const int[]){1, 2, 3}, 3);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rt_game_next_due(g), RT_STILL_MS);
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 1500), TK_OK);
    ck_assert_int_eq(rt_advance(g, 1650), TK_OK);
    ck_assert_int_eq(rt_game_next_due(g), 1500 + RT_STILL_MS);
    /* Discards do not count. */
    ck_assert_int_eq(rt_discard(g, 1, 0, 30000), TK_OK);
    /* An action at the deadline's very millisecond comes first... */
    ck_assert_int_eq(rt_discard(g, 1, 0, 61500), TK_OK);
    /* ...but after it the round is over; an action later is refused. */
    ck_assert_int_eq(rt_discard(g, 1, 0, 61501), TK_E_PHASE);
    ck_assert_str_eq(rt_game_error(g),
                     "no card was played for 60 s: the round ended at 61500 ms, before 61501 ms");
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_ROUND);
    rth_drain(g, -1);
    ck_assert_int_eq(rt_advance(g, 70000), TK_OK);
    RtEvent ev[4];
    int n = rth_events(g, ev, 4);
    ck_assert_int_eq(n, 2);
    ck_assert_int_eq(ev[0].kind, RT_EV_STILL);
    ck_assert_int_eq(ev[0].time, 61500);
    ck_assert_int_eq(ev[1].kind, RT_EV_ROUND_END);
    ck_assert_int_eq(ev[1].u.round_end.reason, RT_END_STILL);
    ck_assert_int_eq(ev[1].u.round_end.time, 61500);
    ck_assert_int_eq(rt_game_now(g), 61500);
    rt_game_free(g);
}
END_TEST

START_TEST(test_round_end_makes_pending_final)
{
    /* A take pending when the round ends is taken. */
    RtGame *g = rth_game(2, 100, 150, 15);
    int deck[RT_DECK];
    memcpy(deck, out_deck, sizeof deck);
    deck[31] = RT_WILD; /* the 32nd play: a wild on the 1 2 3 2 3 2 stack */
    deck[33] = 1;
    rth_script(g, 0, deck, RT_DECK);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    int t = 0;
    for (int i = 0; i < 32; i++) {
        ck_assert_msg(rth_play(g, 0, deck[i], 0, t) == TK_OK, "%d: %s", i, rt_game_error(g));
        t += 200;
    }
    RtRoundScore sc;
    ck_assert_int_eq(rt_game_last_score(g, &sc), TK_OK);
    ck_assert_int_eq(sc.reason, RT_END_OUT);
    ck_assert_int_eq(sc.scoring[0], 25 + 7);
    ck_assert_int_eq(sc.takes[0], 6);
    RtPlaceView pv;
    rt_game_place(g, 0, &pv);
    ck_assert_int_eq(pv.height, 0);
    rth_check_cards(g);
    rt_game_free(g);
}
END_TEST

/* ---- scoring and matches ---- */

/* A round in which seat s takes runs[s] stacks of five (1 2 3 4 5, from
 * out_deck), so it scores 5k - (32 - 5k) = 10k - 32 (18 for five), then
 * nobody plays for 60 s. */
static void round_of_runs(RtGame *g, const int *runs)
{
    int players = rt_game_config(g)->players;
    for (int s = 0; s < players; s++) {
        if (runs[s] > 0) {
            rth_script(g, s, out_deck, RT_DECK);
        }
    }
    ck_assert_int_eq(rt_deal(g), TK_OK);
    int t = 0;
    for (int s = 0; s < players; s++) {
        play_out_deck(g, s, s, &t, 5 * runs[s]);
    }
    ck_assert_int_eq(rt_advance(g, t + RT_STILL_MS), TK_OK);
    ck_assert_int_ne(rt_game_phase(g), RT_PHASE_ROUND);
}

/* round_of_runs with five runs for each seat of the mask `takers`. */
static void round_of_takes(RtGame *g, unsigned takers)
{
    int runs[RT_MAX_SEATS] = {0};
    for (int s = 0; s < RT_MAX_SEATS; s++) {
        runs[s] = takers & (1u << s) ? 5 : 0;
    }
    round_of_runs(g, runs);
}

START_TEST(test_target)
{
    RtGame *g = rth_game(2, 36, 150, 16);
    round_of_takes(g, 1u);
    ck_assert_int_eq(rt_game_total(g, 0), 18);
    ck_assert_int_eq(rt_game_total(g, 1), -32);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_BETWEEN);
    round_of_takes(g, 1u);
    ck_assert_int_eq(rt_game_total(g, 0), 36);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_MATCH_OVER);
    ck_assert_int_eq(rt_game_match_winner(g), 0);
    ck_assert_uint_eq(rt_game_match_winners(g), 1u);
    ck_assert_int_eq(rt_deal(g), TK_E_OVER);
    ck_assert_int_eq(rt_game_script_deck(g, 0, (const int[RT_DECK]){0}, RT_DECK), TK_E_OVER);
    RtEvent ev[512];
    int n = rth_events(g, ev, 512);
    ck_assert_int_eq(ev[n - 1].kind, RT_EV_MATCH_END);
    ck_assert_int_eq(ev[n - 1].u.match_end.winner, 0);
    ck_assert_int_eq(ev[n - 1].u.match_end.rounds, 2);
    ck_assert_int_eq(ev[n - 1].u.match_end.total[1], -64);
    rt_game_free(g);
}
END_TEST

START_TEST(test_several_pass_the_target)
{
    /* Seats 1 and 2 pass 20 in round 2, with 36 and 26: the highest total
     * wins. */
    RtGame *g = rth_game(3, 20, 150, 17);
    round_of_runs(g, (const int[]){5, 4, 0});
    ck_assert_int_eq(rt_game_total(g, 0), 18);
    ck_assert_int_eq(rt_game_total(g, 1), 8);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_BETWEEN);
    round_of_runs(g, (const int[]){5, 5, 0});
    ck_assert_int_eq(rt_game_total(g, 0), 36);
    ck_assert_int_eq(rt_game_total(g, 1), 26);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_MATCH_OVER);
    ck_assert_int_eq(rt_game_match_winner(g), 0);
    ck_assert_int_eq(rt_game_tie_round(g), 0);
    rt_game_free(g);
}
END_TEST

START_TEST(test_tie_at_the_top)
{
    /* Both seats at 36 after round 2, tied at the top: more rounds. */
    RtGame *g = rth_game(2, 30, 150, 18);
    round_of_takes(g, 3u);
    ck_assert_int_eq(rt_game_tie_round(g), 0);
    round_of_takes(g, 3u);
    ck_assert_int_eq(rt_game_total(g, 0), 36);
    ck_assert_int_eq(rt_game_total(g, 1), 36);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_BETWEEN);
    ck_assert_int_eq(rt_game_tie_round(g), 2);
    /* Round 3 breaks the tie: seat 2 alone on top. */
    round_of_takes(g, 2u);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_MATCH_OVER);
    ck_assert_int_eq(rt_game_match_winner(g), 1);
    rt_game_free(g);
}
END_TEST

START_TEST(test_tie_at_the_top_shared)
{
    /* Tied at the top in round 2; ten more rounds, the first three of
     * which leave nobody at the target (they count), all tied: shared. */
    RtGame *g = rth_game(2, 30, 150, 19);
    round_of_takes(g, 3u);
    round_of_takes(g, 3u);
    ck_assert_int_eq(rt_game_tie_round(g), 2);
    for (int r = 3; r <= 12; r++) {
        ck_assert_int_eq(rt_game_phase(g), RT_PHASE_BETWEEN);
        round_of_takes(g, r <= 3 ? 0u : 3u);
        if (r == 3) {
            ck_assert_int_eq(rt_game_total(g, 0), 4); /* below the target */
        }
    }
    ck_assert_int_eq(rt_game_round(g), 12);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_MATCH_OVER);
    ck_assert_int_eq(rt_game_match_winner(g), -1);
    ck_assert_uint_eq(rt_game_match_winners(g), 3u);
    rt_game_free(g);
}
END_TEST

START_TEST(test_one_round)
{
    RtGame *g = rth_game(3, 0, 150, 20);
    round_of_takes(g, 1u | 4u);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_MATCH_OVER);
    ck_assert_int_eq(rt_game_match_winner(g), -1);
    ck_assert_uint_eq(rt_game_match_winners(g), 5u);
    rt_game_free(g);
    g = rth_game(2, 0, 150, 20);
    round_of_takes(g, 2u);
    ck_assert_int_eq(rt_game_match_winner(g), 1);
    rt_game_free(g);
}
END_TEST

/* ---- events and views ---- */

START_TEST(test_redaction_and_views)
{
    RtGame *g = rth_game(3, 100, 150, 21);
    rth_script(g, 0, (const int[]){1, 2, 3, 4}, 4);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    RtEvent ev[16], r;
    int n = rth_events(g, ev, 16);
    ck_assert_int_eq(n, 4);
    rt_event_redact(&ev[1], 1, &r);
    ck_assert_int_eq(r.u.deal.hand[0], RT_NO_CARD);
    rt_event_redact(&ev[1], 0, &r);
    ck_assert_int_eq(rt_card_value(r.u.deal.hand[0]), 1);
    ck_assert_int_eq(rth_discard(g, 0, 3, 10), TK_OK);
    n = rth_events(g, ev, 16);
    ck_assert_int_eq(n, 2);
    ck_assert_int_eq(ev[0].kind, RT_EV_DISCARDED);
    rt_event_redact(&ev[0], 2, &r);
    ck_assert_int_eq(r.u.discarded.card, RT_NO_CARD);
    rt_event_redact(&ev[1], -1, &r);
    ck_assert_int_eq(r.u.drew.card, RT_NO_CARD);
    rt_event_redact(&ev[1], 0, &r);
    ck_assert_int_eq(rt_card_value(r.u.drew.card), 4);
    ck_assert_int_eq(rth_play(g, 0, 1, 2, 20), TK_OK);
    RtView v;
    ck_assert_int_eq(rt_game_view(g, 1, &v), TK_OK);
    ck_assert_int_eq(v.seat, 1);
    ck_assert_int_eq(v.now, 20);
    ck_assert_int_eq(v.place[2].height, 1);
    ck_assert_int_eq(v.place[2].pending_seat, 0);
    ck_assert_int_eq(v.place[2].pending_until, 170);
    ck_assert_int_eq(v.place[2].below, RT_NO_CARD);
    ck_assert_int_eq(v.piles[0].discard, 1);
    ck_assert_int_eq(v.piles[0].draw, 30);
    ck_assert_int_eq(v.place[3].top, RT_NO_CARD);
    for (int i = 0; i < RT_HAND; i++) {
        ck_assert_int_eq(v.hand[i], rt_game_hand(g, 1, i));
    }
    ck_assert_int_eq(rt_game_view(g, 3, &v), TK_E_ARG);
    rt_game_free(g);
}
END_TEST

START_TEST(test_clone_and_script_errors)
{
    RtGame *g = rth_game(2, 100, 150, 22);
    int order[RT_DECK];
    for (int i = 0; i < RT_DECK; i++) {
        order[i] = i;
    }
    order[3] = 2;
    ck_assert_int_eq(rt_game_script_deck(g, 0, order, RT_DECK), TK_E_ARG);
    order[3] = 3;
    ck_assert_int_eq(rt_game_script_deck(g, 0, order, 34), TK_E_ARG);
    ck_assert_int_eq(rt_game_script_deck(g, 2, order, RT_DECK), TK_E_ARG);
    for (int i = 0; i < RT_SCRIPT_QUEUE; i++) {
        ck_assert_int_eq(rt_game_script_deck(g, 0, order, RT_DECK), TK_OK);
    }
    ck_assert_int_eq(rt_game_script_deck(g, 0, order, RT_DECK), TK_E_ARG);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    for (int i = 0; i < RT_HAND; i++) {
        ck_assert_int_eq(rt_card_index(rt_game_hand(g, 0, i)), i);
    }
    RtGame *c = NULL;
    ck_assert_int_eq(rt_game_clone(g, &c), TK_OK);
    ck_assert(rt_game_same(g, c));
    ck_assert_int_eq(rt_game_history_count(c), rt_game_history_count(g));
    ck_assert_int_eq(rt_event_pending(c), rt_event_pending(g));
    ck_assert_int_eq(rth_play(c, 0, 1, 0, 5), TK_OK);
    ck_assert(!rt_game_same(g, c));
    rt_game_set_recording(c, 0, 0);
    ck_assert_int_eq(rt_game_history_count(c), -1);
    ck_assert(!rt_game_history_whole(c));
    ck_assert_int_eq(rt_event_pending(c), 0);
    rt_game_free(c);
    rt_game_free(g);
}
END_TEST

void rt_suite_rules(Suite *s)
{
    TCase *tc = tcase_create("rules");
    tcase_add_test(tc, test_deck_list);
    tcase_add_test(tc, test_fits);
    tcase_add_test(tc, test_config);
    tcase_add_test(tc, test_deal);
    tcase_add_test(tc, test_play_and_refusals);
    tcase_add_test(tc, test_tie_on_the_pending_card);
    tcase_add_test(tc, test_tie_on_the_stack_below);
    tcase_add_test(tc, test_tie_on_a_new_stack);
    tcase_add_test(tc, test_window_zero_no_ties);
    tcase_add_test(tc, test_own_pending_card);
    tcase_add_test(tc, test_take_with_a_five);
    tcase_add_test(tc, test_wild_takes_any_stack);
    tcase_add_test(tc, test_one_with_no_free_place);
    tcase_add_test(tc, test_turn_over);
    tcase_add_test(tc, test_out);
    tcase_add_test(tc, test_stuck);
    tcase_add_test(tc, test_out_wins_over_stuck);
    tcase_add_test(tc, test_still);
    tcase_add_test(tc, test_round_end_makes_pending_final);
    tcase_add_test(tc, test_target);
    tcase_add_test(tc, test_several_pass_the_target);
    tcase_add_test(tc, test_tie_at_the_top);
    tcase_add_test(tc, test_tie_at_the_top_shared);
    tcase_add_test(tc, test_one_round);
    tcase_add_test(tc, test_redaction_and_views);
    tcase_add_test(tc, test_clone_and_script_errors);
    suite_add_tcase(s, tc);
}
