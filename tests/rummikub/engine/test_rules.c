/* test_rules.c - Rummikub's rules, one scripted scenario each: sets, the
 * initial meld, manipulation, every refusal, the first-seat draw, the
 * turn timer, errors, and what a seat's view hides. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scripted.h"
#include "suites.h"

/* Two seats, seat 1 starts, timer 60, one game. */
static RkGame *two(const char *rack0, const char *rack1)
{
    const char *racks[2] = {rack0, rack1};
    return scripted_game(2, 60, 1, 0, racks, 2, NULL);
}

/* The last queued event of `kind` (the queue is drained). */
static int last_event(RkGame *g, RkEventKind kind, RkEvent *out)
{
    RkEvent e;
    int found = 0;
    while (rk_event_next(g, &e)) {
        if (e.kind == kind) {
            memcpy(out, &e, sizeof e);
            found = 1;
        }
    }
    return found;
}

/* ---- sets and the initial meld ---- */

START_TEST(test_initial_meld_counts_jokers)
{
    RkGame *g = two("k8 k9 k10 J r1 b2 o3 r5 b6 o7 k13 b13 o12 r12", NULL);
    /* k8 k9 J is 8-9-10 at best: 27. */
    refused(g, 0, "k8 k9 J", TK_E_RULE, "your initial meld is worth 27: it needs 30");
    refused(g, 0, "k8 k9 k10", TK_E_RULE, "worth 27");
    /* J k9 k10 is 8-9-10 or 9-10-11: the higher reading counts, 30. */
    rk_event_clear(g);
    must_play(g, 0, "J k9 k10");
    RkEvent e;
    ck_assert(last_event(g, RK_EV_PLAY, &e));
    ck_assert_int_eq(e.u.play.initial, 1);
    ck_assert_int_eq(e.u.play.value, 30);
    ck_assert_int_eq(e.u.play.n, 3);
    ck_assert_int_eq(e.u.play.rack_left, 11);
    ck_assert(rk_game_melded(g, 0));
    ck_assert(!rk_game_melded(g, 1));
    char text[RK_TABLE_TEXT];
    rk_table_format(rk_game_table(g), text, sizeof text);
    ck_assert_str_eq(text, "k9 k10 J");
    rk_game_free(g);
}
END_TEST

/* The seed's examples: 10+10+10, 11+12+13, 8+8+8+3+4+5, 9+9+9+1+1+1 are
 * melds; 7+8+9 and 9+9+9 are not. */
START_TEST(test_initial_meld_examples)
{
    static const struct {
        const char *rack, *play;
        int value;
    } cases[] = {
        {"k10 b10 o10", "k10 b10 o10", 30},
        {"r11 r12 r13", "r11 r12 r13", 36},
        {"k8 b8 o8 r3 r4 r5", "k8 b8 o8 | r3 r4 r5", 36},
        {"k9 b9 o9 k1 b1 r1", "k9 b9 o9 | k1 b1 r1", 30},
        {"o7 o8 o9", "o7 o8 o9", -24},
        {"k9 b9 r9", "k9 b9 r9", -27},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RkGame *g = two(cases[i].rack, NULL);
        if (cases[i].value > 0) {
            rk_event_clear(g);
            must_play(g, 0, cases[i].play);
            RkEvent e;
            ck_assert(last_event(g, RK_EV_PLAY, &e));
            ck_assert_int_eq(e.u.play.value, cases[i].value);
        } else {
            char why[64];
            snprintf(why, sizeof why, "worth %d: it needs 30", -cases[i].value);
            refused(g, 0, cases[i].play, TK_E_RULE, why);
        }
        rk_game_free(g);
    }
}
END_TEST

START_TEST(test_run_never_wraps)
{
    RkGame *g = two("r12 r13 r1 k5 b5 o5 r5 k11 b11 o11 r2 r3 r4 J", NULL);
    refused(g, 0, "r12 r13 r1", TK_E_RULE, "a run cannot go 12 13 1");
    refused(g, 0, "r12 r13 r1 r2", TK_E_RULE, "a run cannot go 12 13 1");
    /* With a joker the 1 still cannot follow 13. */
    refused(g, 0, "r13 J r1", TK_E_RULE, "12 13 1");
    must_play(g, 0, "r1 r2 r3 r4 | k11 b11 o11");
    rk_game_free(g);
}
END_TEST

START_TEST(test_group_colours_distinct)
{
    RkGame *g = two("r5 r5 b5 o5 k9 b9 o9 r9 k1 k2 k3 b7 b8 o12", NULL);
    refused(g, 0, "r5 r5 b5 | k9 b9 o9 r9", TK_E_RULE, "different colours");
    refused(g, 0, "r5 b5 o5 r5", TK_E_RULE, "red is there twice");
    must_play(g, 0, "r5 b5 o5 | k9 b9 o9 r9");
    rk_game_free(g);
}
END_TEST

START_TEST(test_two_jokers_in_a_set)
{
    RkGame *g = two("k13 J J k1 b2 o3 r4 k5 b6 o7 r8 k9 b10 o11", NULL);
    /* k13 J J: a group of 13s (39) is worth more than 11-12-13 (36). */
    rk_event_clear(g);
    must_play(g, 0, "J k13 J");
    RkEvent e;
    ck_assert(last_event(g, RK_EV_PLAY, &e));
    ck_assert_int_eq(e.u.play.value, 39);
    char text[RK_TABLE_TEXT];
    rk_table_format(rk_game_table(g), text, sizeof text);
    ck_assert_str_eq(text, "k13 J J");
    rk_game_free(g);
}
END_TEST

START_TEST(test_joker_stands_for_a_tile_twice_on_the_table)
{
    RkGame *g = two("r5 r6 r7 r7 r8 r9 k10 b10 o10 k1 b2 o3 k4 b5",
                    "r11 b11 o11 r6 r8 J k2 b3 o4 k5 b7 o9 k12 b13");
    must_play(g, 0, "r5 r6 r7 | r7 r8 r9 | k10 b10 o10");
    /* Both r7 are on the table; the joker stands for a third. */
    must_play(g, 1, "r5 r6 r7 | r7 r8 r9 | k10 b10 o10 | r11 b11 o11 | r6 J r8");
    ck_assert_int_eq(rk_game_rack_count(g, 1), 8);
    rk_game_free(g);
}
END_TEST

START_TEST(test_initial_meld_leaves_the_table)
{
    RkGame *g = two("k5 k6 k7 r10 r11 r12 k5 k6 k7 b1 o2 b3 o4 b9",
                    "k8 o11 b11 k11 r13 o13 b13 k4 b4 o5 r2 o6 b7 J");
    must_play(g, 0, "k5 k6 k7 | r10 r11 r12 | k5 k6 k7");
    /* Adding a rack tile to a set on the table is manipulation. */
    refused(g, 1, "k5 k6 k7 k8 | r10 r11 r12 | k5 k6 k7 | o11 b11 k11", TK_E_RULE,
            "your initial meld must leave the sets on the table as they were, and k5 k6 k7 is not there");
    refused(g, 1, "k5 k6 k7 | r10 r11 r12 r13 | k5 k6 k7 | o11 b11 k11", TK_E_RULE,
            "r10 r11 r12 is not there as it was");
    /* Matched one to one: one k5 k6 k7 is not the two. */
    refused(g, 1, "k4 k5 k6 k7 | r10 r11 r12 | k5 k6 k7 | o11 b11 k11", TK_E_RULE, "k5 k6 k7 is not there");
    /* A new set made of a table tile (and the table set broken). */
    refused(g, 1, "k5 k6 k7 | r10 r11 | k5 k6 k7 | r12 r13 J | o11 b11 k11", TK_E_RULE,
            "r10 r11: a set needs at least 3 tiles");
    refused(g, 1, "k5 k6 k7 | k5 k6 k7 | r10 r11 r12 J | o13 b13 r13", TK_E_RULE, "r10 r11 r12 is not there");
    /* A joker used with the table's tiles: same. */
    refused(g, 1, "k5 k6 k7 J | r10 r11 r12 | k5 k6 k7 | o11 b11 k11", TK_E_RULE, "is not there as it was");
    /* The sets in another order, their tiles in another order: unchanged. */
    rk_event_clear(g);
    must_play(g, 1, "r12 r10 r11 | o11 k11 b11 | k7 k6 k5 | k6 k5 k7");
    RkEvent e;
    ck_assert(last_event(g, RK_EV_PLAY, &e));
    ck_assert_int_eq(e.u.play.initial, 1);
    ck_assert_int_eq(e.u.play.value, 33);
    /* The old sets map onto themselves. */
    const RkPlayEvent *pe = &e.u.play;
    ck_assert_int_eq(pe->from[0][0].set, 1);
    ck_assert_int_eq(pe->from[0][2].pos, 2);
    ck_assert_int_eq(pe->from[1][0].set, -1);
    ck_assert_int_eq(pe->from[2][1].set, 0);
    ck_assert_int_eq(pe->from[3][1].set, 2);
    rk_game_free(g);
}
END_TEST

/* ---- refusals of a melded seat ---- */

START_TEST(test_play_needs_a_rack_tile)
{
    RkGame *g = two("k1 k2 k3 k4 k5 k6 r10 r11 r12 b1 o2 b3 o4 b9", NULL);
    must_play(g, 0, "k1 k2 k3 k4 k5 k6 | r10 r11 r12");
    must_draw(g, 1);
    refused(g, 0, "k1 k2 k3 | k4 k5 k6 | r10 r11 r12", TK_E_RULE,
            "a play must put at least one tile from your rack on the table");
    refused(g, 0, "k1 k2 k3 k4 k5 k6 | r10 r11 r12", TK_E_RULE, "at least one tile from your rack");
    rk_game_free(g);
}
END_TEST

START_TEST(test_table_tile_missing)
{
    RkGame *g = two("k1 k2 k3 k4 r10 r11 r12 k5 J b1 o2 b3 o4 b9", NULL);
    must_play(g, 0, "k1 k2 k3 k4 | r10 r11 r12");
    must_draw(g, 1);
    refused(g, 0, "k2 k3 k4 k5 | r10 r11 r12", TK_E_MOVE, "k1 was on the table and is missing");
    refused(g, 0, "k1 k2 k3 k4 k5", TK_E_MOVE, "r10 was on the table and is missing");
    must_play(g, 0, "k1 k2 k3 k4 k5 | r10 r11 r12 J");
    must_draw(g, 1);
    /* Jokers never go back to a rack. */
    refused(g, 0, "k1 k2 k3 k4 k5 | r10 r11 r12", TK_E_MOVE, "J was on the table and is missing");
    refused(g, 0, "k1 k2 k3 k4 k5 | r10 r11 r12 | b1 b3 o4", TK_E_MOVE, "J was on the table and is missing");
    /* b1 J b3: the joker moved, b1 and b3 from the rack: fine. */
    must_play(g, 0, "k1 k2 k3 k4 k5 | r10 r11 r12 | b1 J b3");
    rk_game_free(g);
}
END_TEST

START_TEST(test_tile_not_on_the_rack)
{
    RkGame *g = two("k10 b10 o10 b5 b6 k1 k2 b3 o4 o6 k8 o12 r1 r3", NULL);
    refused(g, 0, "k10 b10 o10 | r7 r8 r9", TK_E_MOVE, "r7 is not on your rack");
    refused(g, 0, "k10 b10 o10 | b5 b5 b6", TK_E_MOVE, "b5 is on your rack only once");
    refused(g, 0, "k10 b10 o10 r10", TK_E_MOVE, "r10 is not on your rack");
    refused(g, 0, "k10 b10 o10 J", TK_E_MOVE, "J is not on your rack");
    rk_game_free(g);
}
END_TEST

START_TEST(test_refusals_of_shape)
{
    RkGame *g = two("k10 b10 o10 k1 k2 b3", NULL);
    RkTable t = table_of("k10 b10 o10");
    t.sets[0].t[1] = 60;
    ck_assert_int_eq(rk_play(g, 0, &t), TK_E_ARG);
    ck_assert_ptr_nonnull(strstr(rk_game_error(g), "no tile"));
    t = table_of("k10 b10 o10");
    t.sets[0].n = 0;
    ck_assert_int_eq(rk_play(g, 0, &t), TK_E_ARG);
    t.sets[0].n = 14;
    ck_assert_int_eq(rk_play(g, 0, &t), TK_E_ARG);
    t = table_of("k10 b10 o10");
    t.nsets = -1;
    ck_assert_int_eq(rk_play(g, 0, &t), TK_E_ARG);
    t.nsets = RK_TABLE_MAX_SETS + 1;
    ck_assert_int_eq(rk_play(g, 0, &t), TK_E_ARG);
    ck_assert_int_eq(rk_play(g, 0, NULL), TK_E_ARG);
    ck_assert_int_eq(rk_play(NULL, 0, &t), TK_E_ARG);
    refused(g, 0, "-", TK_E_RULE, "at least one tile");
    refused(g, 0, "k10 b10", TK_E_RULE, "a set needs at least 3 tiles");
    refused(g, 0, "k10 b10 o10 | k1 k2 b3", TK_E_RULE, "not a group");
    rk_game_free(g);
}
END_TEST

/* ---- manipulation ---- */

START_TEST(test_manipulation)
{
    RkGame *g = two("k3 k4 k5 k6 k7 k8 r4 J r6 k6 r5 b9 o9 b13",
                    "o1 o2 o3 o4 b1 b2 b3 b4 r9 r10 r11 r12 k12 b12");
    must_play(g, 0, "k3 k4 k5 k6 k7 k8 | r4 J r6");
    must_play(g, 1, "k3 k4 k5 k6 k7 k8 | r4 J r6 | o1 o2 o3 | b1 b2 b3 b4 | r9 r10 r11 r12");
    /* Split a run with a tile from the rack. */
    rk_event_clear(g);
    must_play(g, 0, "k3 k4 k5 k6 | k6 k7 k8 | r4 J r6 | o1 o2 o3 | b1 b2 b3 b4 | r9 r10 r11 r12");
    RkEvent e;
    ck_assert(last_event(g, RK_EV_PLAY, &e));
    ck_assert_int_eq(e.u.play.initial, 0);
    ck_assert_int_eq(e.u.play.n, 1);
    /* Seat 2 moves r12 into a group of 12s with its own k12 b12. */
    must_play(g, 1, "k3 k4 k5 k6 | k6 k7 k8 | r4 J r6 | o1 o2 o3 | b1 b2 b3 b4 | r9 r10 r11 | k12 b12 r12");
    /* A freed joker must be used again: taking it is refused, using it is fine. */
    refused(g, 0, "k3 k4 k5 k6 | k6 k7 k8 | r4 r5 r6 | o1 o2 o3 | b1 b2 b3 b4 | r9 r10 r11 | k12 b12 r12",
            TK_E_MOVE, "J was on the table and is missing");
    refused(g, 0, "k3 k4 k5 k6 | k6 k7 k8 | r4 r5 r6 | o1 o2 o3 | b1 b2 b3 b4 | r9 r10 r11 | k12 b12 r12 | J b9",
            TK_E_RULE, "a set needs at least 3 tiles");
    must_play(g, 0, "k3 k4 k5 k6 | k6 k7 k8 | r4 r5 r6 | o1 o2 o3 | b1 b2 b3 b4 | r9 r10 r11 | k12 b12 r12 | J b9 o9");
    rk_game_free(g);
}
END_TEST

/* ---- the first-seat draw ---- */

static void expect_first_draws(RkGame *g, const int *seats, const char *tiles, const int *rounds, int n,
                               int first)
{
    RkTile want[16];
    int nw = 0;
    const char *p = tiles;
    while (*p != '\0') {
        const char *q = p;
        while (*q != '\0' && *q != ' ') {
            q++;
        }
        ck_assert_int_eq(rk_tile_parse(p, (size_t)(q - p), &want[nw++]), TK_OK);
        p = *q ? q + 1 : q;
    }
    ck_assert_int_eq(nw, n);
    RkEvent e;
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.kind, RK_EV_GAME_START);
    for (int i = 0; i < n; i++) {
        ck_assert(rk_event_next(g, &e));
        ck_assert_int_eq(e.kind, RK_EV_FIRST_DRAW);
        ck_assert_int_eq(e.u.first_draw.seat, seats[i]);
        ck_assert_int_eq(e.u.first_draw.tile, want[i]);
        ck_assert_int_eq(e.u.first_draw.round, rounds[i]);
    }
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.kind, RK_EV_FIRST_SEAT);
    ck_assert_int_eq(e.u.first_seat.seat, first);
    ck_assert_int_eq(e.u.first_seat.pool, RK_TILES - RK_RACK_START * rk_game_config(g)->players);
    ck_assert_int_eq(rk_game_first(g), first);
    ck_assert_int_eq(rk_game_to_act(g), first);
}

START_TEST(test_first_seat_draw_joker_and_ties)
{
    RkConfig cfg;
    rk_config_default(&cfg, 3);
    RkGame *g = NULL;
    ck_assert_int_eq(rk_game_new(&cfg, 1, &g, NULL, 0), TK_OK);
    RkTile draw[RK_TILES], deal[RK_TILES];
    /* Seat 1 draws k5; seat 2 a joker, then r9; seat 3 b9: seats 2 and 3
     * are tied and draw again: o3, k12.  Seat 3 starts. */
    scripted_mix(NULL, 0, "k5 J r9 b9 o3 k12", draw);
    const char *racks[3] = {"r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 J", "b1 b2", "o1 o2"};
    scripted_mix(racks, 3, "k7", deal);
    ck_assert_int_eq(rk_game_script_mix(g, draw, RK_TILES), TK_OK);
    ck_assert_int_eq(rk_game_script_mix(g, deal, RK_TILES), TK_OK);
    ck_assert_int_eq(rk_deal(g), TK_OK);
    static const int seats[] = {0, 1, 1, 2, 1, 2};
    static const int rounds[] = {1, 1, 1, 1, 2, 2};
    expect_first_draws(g, seats, "k5 J r9 b9 o3 k12", rounds, 6, 2);
    /* The tiles went back: the deal is the second mix, from seat 3. */
    RkEvent e;
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.kind, RK_EV_DEAL);
    ck_assert_int_eq(e.u.deal.seat, 2);
    RkCounts want = counts_of(racks[0]);
    ck_assert_int_eq(memcmp(&e.u.deal.rack, &want, sizeof want), 0);
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.u.deal.seat, 0);
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.u.deal.seat, 1);
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.kind, RK_EV_TURN_START);
    ck_assert_int_eq(e.u.turn_start.seat, 2);
    ck_assert_int_eq(rk_game_pool_count(g), RK_TILES - 42);
    check_invariants(g);
    /* Seat 3 plays its run from the rack: it has them. */
    must_play(g, 2, "r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13");
    /* The next game draws again (seat 2 draws k13, beating a joker's redraw). */
    rk_game_free(g);

    rk_config_default(&cfg, 2);
    ck_assert_int_eq(rk_game_new(&cfg, 1, &g, NULL, 0), TK_OK);
    scripted_mix(NULL, 0, "J k2 k13", draw);
    ck_assert_int_eq(rk_game_script_mix(g, draw, RK_TILES), TK_OK);
    ck_assert_int_eq(rk_deal(g), TK_OK);
    static const int seats2[] = {0, 0, 1};
    static const int rounds2[] = {1, 1, 1};
    expect_first_draws(g, seats2, "J k2 k13", rounds2, 3, 1);
    check_invariants(g);
    rk_game_free(g);

    /* Everybody tied: everybody draws again. */
    rk_config_default(&cfg, 3);
    ck_assert_int_eq(rk_game_new(&cfg, 1, &g, NULL, 0), TK_OK);
    scripted_mix(NULL, 0, "k7 b7 o7 r4 o9 b2", draw);
    ck_assert_int_eq(rk_game_script_mix(g, draw, RK_TILES), TK_OK);
    ck_assert_int_eq(rk_deal(g), TK_OK);
    static const int seats3[] = {0, 1, 2, 0, 1, 2};
    static const int rounds3[] = {1, 1, 1, 2, 2, 2};
    expect_first_draws(g, seats3, "k7 b7 o7 r4 o9 b2", rounds3, 6, 1);
    rk_game_free(g);
}
END_TEST

START_TEST(test_first_seat_draw_from_the_seed)
{
    /* Without scripts the generator decides, the same way every time. */
    for (uint64_t seed = 0; seed < 50; seed++) {
        RkConfig cfg;
        rk_config_default(&cfg, 4);
        RkGame *a = NULL, *b = NULL;
        ck_assert_int_eq(rk_game_new(&cfg, seed, &a, NULL, 0), TK_OK);
        ck_assert_int_eq(rk_game_new(&cfg, seed, &b, NULL, 0), TK_OK);
        ck_assert_int_eq(rk_deal(a), TK_OK);
        ck_assert_int_eq(rk_deal(b), TK_OK);
        ck_assert(rk_game_same(a, b));
        /* The starting seat's last draw is the round's only highest. */
        RkEvent e;
        int last[RK_MAX_SEATS] = {0}, round[RK_MAX_SEATS] = {0}, top_round = 0;
        while (rk_event_next(a, &e)) {
            if (e.kind == RK_EV_FIRST_DRAW) {
                int s = e.u.first_draw.seat;
                last[s] = e.u.first_draw.tile == RK_JOKER ? 0 : rk_tile_number(e.u.first_draw.tile);
                round[s] = e.u.first_draw.round;
                top_round = e.u.first_draw.round;
            }
        }
        int first = rk_game_first(a);
        ck_assert_int_eq(round[first], top_round);
        for (int s = 0; s < 4; s++) {
            if (s != first && round[s] == top_round) {
                ck_assert_int_lt(last[s], last[first]);
            }
        }
        check_invariants(a);
        rk_game_free(a);
        rk_game_free(b);
    }
}
END_TEST

/* ---- the turn timer ---- */

START_TEST(test_timeout_penalty)
{
    RkGame *g = two("k10 b10 o10", NULL);
    RkTable before = *rk_game_table(g);
    rk_event_clear(g);
    ck_assert_int_eq(rk_timeout(g), TK_OK);
    check_invariants(g);
    ck_assert_int_eq(rk_game_rack_count(g, 0), 17);
    ck_assert_int_eq(rk_game_pool_count(g), RK_TILES - 28 - 3);
    ck_assert_int_eq(memcmp(&before, rk_game_table(g), sizeof before), 0);
    ck_assert_int_eq(rk_game_to_act(g), 1);
    RkEvent e;
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.kind, RK_EV_PENALTY);
    ck_assert_int_eq(e.u.penalty.seat, 0);
    ck_assert_int_eq(e.u.penalty.tiles, 3);
    for (int i = 0; i < 3; i++) {
        ck_assert(rk_event_next(g, &e));
        ck_assert_int_eq(e.kind, RK_EV_DRAW);
        ck_assert_int_eq(e.u.draw.penalty, 1);
        RkEvent hidden;
        rk_event_redact(&e, 1, &hidden);
        ck_assert_int_eq(hidden.u.draw.tile, RK_NO_TILE);
        rk_event_redact(&e, 0, &hidden);
        ck_assert_int_eq(hidden.u.draw.tile, e.u.draw.tile);
    }
    RkView v;
    ck_assert_int_eq(rk_game_view(g, 1, &v), TK_OK);
    ck_assert_int_eq(v.log[0].penalties, 1);
    ck_assert_int_eq(v.log[0].penalty_tiles, 3);
    ck_assert_int_eq(v.log[0].draws, 3);
    ck_assert_int_eq(v.log[0].tiles, 17);
    ck_assert_int_eq(rk_counts_total(&v.drawn), 0);
    ck_assert_int_eq(rk_game_view(g, 0, &v), TK_OK);
    ck_assert_int_eq(rk_counts_total(&v.drawn), 3);
    rk_game_free(g);
}
END_TEST

START_TEST(test_timeout_with_few_tiles_left)
{
    RkGame *g = two(NULL, NULL);
    while (rk_game_pool_count(g) > 2) {
        must_draw(g, rk_game_to_act(g));
    }
    int seat = rk_game_to_act(g);
    int had = rk_game_rack_count(g, seat);
    ck_assert_int_eq(rk_timeout(g), TK_OK);
    check_invariants(g);
    ck_assert_int_eq(rk_game_rack_count(g, seat), had + 2);
    ck_assert_int_eq(rk_game_pool_count(g), 0);
    ck_assert_int_eq(rk_game_passes(g), 0);
    RkEvent e;
    ck_assert(last_event(g, RK_EV_PENALTY, &e));
    ck_assert_int_eq(e.u.penalty.tiles, 2);
    rk_game_free(g);
}
END_TEST

START_TEST(test_timeout_with_empty_pool_is_a_pass)
{
    RkGame *g = two(NULL, NULL);
    drain_pool(g);
    int seat = rk_game_to_act(g);
    int had = rk_game_rack_count(g, seat);
    rk_event_clear(g);
    ck_assert_int_eq(rk_timeout(g), TK_OK);
    ck_assert_int_eq(rk_game_rack_count(g, seat), had);
    ck_assert_int_eq(rk_game_passes(g), 1);
    RkEvent e;
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.kind, RK_EV_PENALTY);
    ck_assert_int_eq(e.u.penalty.tiles, 0);
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.kind, RK_EV_PASS);
    ck_assert_int_eq(e.u.pass.timeout, 1);
    ck_assert_int_eq(e.u.pass.in_row, 1);
    /* The other seat's timeout ends the game: both passed. */
    ck_assert_int_eq(rk_timeout(g), TK_OK);
    ck_assert_int_eq(rk_game_phase(g), RK_PHASE_MATCH_OVER);
    RkGameScore sc;
    ck_assert_int_eq(rk_game_last_score(g, &sc), TK_OK);
    ck_assert_int_eq(sc.out, 0);
    rk_game_free(g);
}
END_TEST

START_TEST(test_no_timer)
{
    const char *racks[2] = {NULL, NULL};
    RkGame *g = scripted_game(2, 0, 1, 0, racks, 2, NULL);
    ck_assert_int_eq(rk_timeout(g), TK_E_RULE);
    ck_assert_str_eq(rk_game_error(g), "this table has no turn timer");
    ck_assert_int_eq(rk_apply(g, 0, RK_ACT_TIMEOUT, NULL), TK_E_RULE);
    rk_game_free(g);
}
END_TEST

/* ---- errors ---- */

START_TEST(test_errors)
{
    RkConfig cfg;
    rk_config_default(&cfg, 2);
    RkGame *g = NULL;
    char msg[200] = "";
    /* Configurations. */
    cfg.players = 1;
    ck_assert_int_eq(rk_game_new(&cfg, 1, &g, msg, sizeof msg), TK_E_CONFIG);
    ck_assert_ptr_null(g);
    ck_assert_ptr_nonnull(strstr(msg, "2 to 4 seats"));
    cfg.players = 5;
    ck_assert_int_eq(rk_config_check(&cfg, NULL, 0), TK_E_CONFIG);
    rk_config_default(&cfg, 2);
    cfg.timer = 50;
    ck_assert_int_eq(rk_game_new(&cfg, 1, &g, msg, sizeof msg), TK_E_CONFIG);
    ck_assert_ptr_nonnull(strstr(msg, "30, 45, 60, 90 or 120"));
    rk_config_default(&cfg, 2);
    cfg.games = 21;
    ck_assert_int_eq(rk_config_check(&cfg, msg, sizeof msg), TK_E_CONFIG);
    cfg.games = 0;
    ck_assert_int_eq(rk_config_check(&cfg, msg, sizeof msg), TK_E_CONFIG);
    rk_config_default(&cfg, 2);
    cfg.first = 2;
    ck_assert_int_eq(rk_config_check(&cfg, msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(rk_game_new(NULL, 1, &g, msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(rk_game_new(&cfg, 1, NULL, msg, sizeof msg), TK_E_ARG);
    /* Options by name. */
    rk_config_default(&cfg, 3);
    ck_assert_int_eq(rk_config_option(&cfg, "timer", "45", msg, sizeof msg), TK_OK);
    ck_assert_int_eq(cfg.timer, 45);
    ck_assert_int_eq(rk_config_option(&cfg, "timer", "0", msg, sizeof msg), TK_OK);
    ck_assert_int_eq(cfg.timer, 0);
    ck_assert_int_eq(rk_config_option(&cfg, "games", "20", msg, sizeof msg), TK_OK);
    ck_assert_int_eq(cfg.games, 20);
    ck_assert_int_eq(rk_config_option(&cfg, "timer", "31", msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(rk_config_option(&cfg, "games", "21", msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(rk_config_option(&cfg, "games", "+3", msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(rk_config_option(&cfg, "teams", "1", msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(cfg.timer, 0);
    ck_assert_int_eq(cfg.games, 20);

    /* Before the first deal. */
    rk_config_default(&cfg, 2);
    ck_assert_int_eq(rk_game_new(&cfg, 1, &g, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rk_draw(g, 0), TK_E_PHASE);
    ck_assert_str_eq(rk_game_error(g), "the first game is not dealt yet");
    ck_assert_int_eq(rk_timeout(g), TK_E_PHASE);
    RkTable t = table_of("k1 k2 k3");
    ck_assert_int_eq(rk_play(g, 0, &t), TK_E_PHASE);
    RkGameScore sc;
    ck_assert_int_eq(rk_game_last_score(g, &sc), TK_E_PHASE);
    RkView v;
    ck_assert_int_eq(rk_game_view(g, 2, &v), TK_E_ARG);
    ck_assert_int_eq(rk_game_view(g, -1, &v), TK_E_ARG);
    ck_assert_int_eq(rk_game_view(g, 0, NULL), TK_E_ARG);
    /* Scripts. */
    RkTile order[RK_TILES];
    scripted_mix(NULL, 0, NULL, order);
    ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES - 1), TK_E_ARG);
    RkTile keep = order[0];
    int j = 1;
    while (order[j] == keep) {
        j++;
    }
    order[0] = order[j]; /* a kind three times, one of keep's missing */
    ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES), TK_E_ARG);
    order[0] = keep;
    for (int i = 0; i < RK_SCRIPT_QUEUE; i++) {
        ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES), TK_OK);
    }
    ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES), TK_E_ARG);
    ck_assert_int_eq(rk_deal(g), TK_OK);
    ck_assert_int_eq(rk_deal(g), TK_E_PHASE);
    /* Out of turn, bad seats, bad actions. */
    int other = 1 - rk_game_to_act(g);
    ck_assert_int_eq(rk_draw(g, other), TK_E_TURN);
    ck_assert_ptr_nonnull(strstr(rk_game_error(g), "turn, not seat"));
    ck_assert_int_eq(rk_play(g, other, &t), TK_E_TURN);
    ck_assert_int_eq(rk_check_play(g, other, &t), TK_E_TURN);
    ck_assert_int_eq(rk_apply(g, other, RK_ACT_TIMEOUT, NULL), TK_E_TURN);
    ck_assert_int_eq(rk_draw(g, 2), TK_E_ARG);
    ck_assert_int_eq(rk_draw(g, -1), TK_E_ARG);
    ck_assert_int_eq(rk_apply(g, 0, (RkActionKind)9, NULL), TK_E_ARG);
    ck_assert_int_eq(rk_draw(NULL, 0), TK_E_ARG);
    ck_assert_int_eq(rk_deal(NULL), TK_E_ARG);
    ck_assert_int_eq(rk_timeout(NULL), TK_E_ARG);
    ck_assert_int_eq(rk_game_rack(g, 3, NULL), -1);
    ck_assert_int_eq(rk_game_rack_count(g, 3), -1);
    ck_assert_int_eq(rk_game_copy(NULL, g), TK_E_ARG);
    ck_assert_int_eq(rk_game_clone(NULL, NULL), TK_E_ARG);
    rk_game_free(NULL);
    /* A successful call clears the error. */
    ck_assert_int_eq(rk_draw(g, rk_game_to_act(g)), TK_OK);
    ck_assert_str_eq(rk_game_error(g), "");
    rk_game_free(g);
}
END_TEST

/* ---- views: a seat never reads a hidden tile ---- */

START_TEST(test_views_hide_what_is_hidden)
{
    const char *racks[3] = {"k1 k2 k3 k4 k5 k6 k7 b1 b2 b3 b9 b10 o4 J",
                            "r1 r2 r3 r4 r5 r6 r7 r8 o9 o10 o11 o12 o13 k13", "b4 b5 b6 b7 o1 o2 o3"};
    RkTile a[RK_TILES], b[RK_TILES], c[RK_TILES];
    scripted_mix(racks, 3, NULL, a);
    memcpy(b, a, sizeof a);
    memcpy(c, a, sizeof a);
    /* b: a tile of seat 2's rack and one of seat 3's swapped with tiles
     * deep in the pool; c: the pool below its top reordered. */
    RkTile x = b[14 + 3];
    b[14 + 3] = b[105];
    b[105] = x;
    x = b[28 + 10];
    b[28 + 10] = b[100];
    b[100] = x;
    for (int i = 0; i < 20; i++) {
        x = c[60 + i];
        c[60 + i] = c[105 - i];
        c[105 - i] = x;
    }
    RkGame *g[3];
    for (int k = 0; k < 3; k++) {
        RkConfig cfg;
        rk_config_default(&cfg, 3);
        cfg.first = 0;
        ck_assert_int_eq(rk_game_new(&cfg, 99, &g[k], NULL, 0), TK_OK);
        ck_assert_int_eq(rk_game_script_mix(g[k], k == 0 ? a : k == 1 ? b : c, RK_TILES), TK_OK);
        ck_assert_int_eq(rk_deal(g[k]), TK_OK);
    }
    ck_assert(!rk_game_same(g[0], g[1]));
    ck_assert(!rk_game_same(g[0], g[2]));
    /* Seat 1 melds, the others draw or run out of time, seat 1 draws. */
    for (int step = 0; step < 12; step++) {
        for (int k = 0; k < 3; k++) {
            int seat = rk_game_to_act(g[k]);
            int rc;
            if (step == 0) {
                RkTable t = table_of("k1 k2 k3 k4 k5 k6 k7 | b1 b2 b3");
                rc = rk_play(g[k], seat, &t);
            } else if (seat == 1 && step % 2 == 0) {
                rc = rk_timeout(g[k]);
            } else {
                rc = rk_draw(g[k], seat);
            }
            ck_assert_int_eq(rc, TK_OK);
        }
        RkView v0, v;
        ck_assert_int_eq(rk_game_view(g[0], 0, &v0), TK_OK);
        for (int k = 1; k < 3; k++) {
            ck_assert_int_eq(rk_game_view(g[k], 0, &v), TK_OK);
            ck_assert_msg(memcmp(&v0, &v, sizeof v) == 0, "step %d: seat 1's views differ", step);
        }
        /* The event streams, as seat 1 sees them, are the same too. */
        RkEvent e0, e;
        while (rk_event_next(g[0], &e0)) {
            rk_event_redact(&e0, 0, &e0);
            for (int k = 1; k < 3; k++) {
                ck_assert(rk_event_next(g[k], &e));
                rk_event_redact(&e, 0, &e);
                ck_assert_int_eq(memcmp(&e0, &e, sizeof e), 0);
            }
        }
        ck_assert_int_eq(rk_event_pending(g[1]), 0);
        ck_assert_int_eq(rk_event_pending(g[2]), 0);
    }
    /* Seat 2 sees the difference in its own rack. */
    RkView v1, v2;
    rk_game_view(g[0], 1, &v1);
    rk_game_view(g[1], 1, &v2);
    ck_assert(memcmp(&v1.rack, &v2.rack, sizeof v1.rack) != 0);
    for (int k = 0; k < 3; k++) {
        rk_game_free(g[k]);
    }
}
END_TEST

START_TEST(test_view_contents)
{
    RkGame *g = two("k10 b10 o10 J", NULL);
    RkView v;
    ck_assert_int_eq(rk_game_view(g, 1, &v), TK_OK);
    ck_assert_int_eq(v.seat, 1);
    ck_assert_int_eq(v.phase, RK_PHASE_TURN);
    ck_assert_int_eq(v.to_act, 0);
    ck_assert_int_eq(v.game, 1);
    ck_assert_int_eq(v.first, 0);
    ck_assert_int_eq(v.turn, 1);
    ck_assert_int_eq(v.pool, 78);
    ck_assert_int_eq(v.log[0].tiles, 14);
    ck_assert_int_eq(v.log[1].tiles, 14);
    ck_assert_int_eq(v.config.timer, 60);
    ck_assert_int_eq(rk_counts_total(&v.rack), 14);
    ck_assert_int_eq(memcmp(&v.rack, &v.dealt, sizeof v.rack), 0);
    must_play(g, 0, "k10 b10 o10 J");
    must_draw(g, 1);
    ck_assert_int_eq(rk_game_view(g, 1, &v), TK_OK);
    ck_assert_int_eq(v.log[0].melded, 1);
    ck_assert_int_eq(v.log[0].plays, 1);
    ck_assert_int_eq(v.log[0].tiles, 10);
    RkCounts played = counts_of("k10 b10 o10 J");
    ck_assert_int_eq(memcmp(&v.log[0].played, &played, sizeof played), 0);
    ck_assert_int_eq(v.log[1].draws, 1);
    ck_assert_int_eq(v.log[1].tiles, 15);
    ck_assert_int_eq(rk_counts_total(&v.drawn), 1);
    ck_assert_int_eq(v.table.nsets, 1);
    ck_assert_int_eq(v.turn, 3);
    ck_assert_int_eq(v.to_act, 0);
    rk_game_free(g);
}
END_TEST

/* ---- copies ---- */

START_TEST(test_copy_and_clone)
{
    RkGame *g = two("k10 b10 o10 J", NULL);
    must_play(g, 0, "k10 b10 o10 J");
    RkGame *c = NULL;
    ck_assert_int_eq(rk_game_clone(g, &c), TK_OK);
    ck_assert(rk_game_same(g, c));
    ck_assert_int_eq(rk_event_pending(c), rk_event_pending(g));
    ck_assert_int_eq(rk_game_history_count(c), rk_game_history_count(g));
    RkConfig cfg;
    rk_config_default(&cfg, 4);
    RkGame *s = NULL;
    ck_assert_int_eq(rk_game_new(&cfg, 5, &s, NULL, 0), TK_OK);
    rk_game_set_recording(s, 0, 0);
    ck_assert_int_eq(rk_game_copy(s, g), TK_OK);
    ck_assert(rk_game_same(s, g));
    ck_assert_int_eq(rk_game_history_count(s), -1);
    ck_assert_int_eq(rk_event_pending(s), 0);
    /* The copy goes on alike, without touching the original. */
    for (int i = 0; i < 30 && rk_game_phase(s) == RK_PHASE_TURN; i++) {
        ck_assert_int_eq(rk_draw(s, rk_game_to_act(s)), TK_OK);
        ck_assert_int_eq(rk_draw(c, rk_game_to_act(c)), TK_OK);
        ck_assert(rk_game_same(s, c));
    }
    ck_assert(!rk_game_same(s, g));
    rk_game_free(s);
    rk_game_free(c);
    rk_game_free(g);
}
END_TEST

/* An allocator that fails after `left` calls. */
typedef struct Budget {
    int left;
} Budget;

static void *budget_alloc(void *ud, void *ptr, size_t size)
{
    Budget *b = ud;
    if (size == 0) {
        free(ptr);
        return NULL;
    }
    if (b->left <= 0) {
        return NULL;
    }
    b->left--;
    return realloc(ptr, size);
}

START_TEST(test_out_of_memory_changes_nothing)
{
    int failures = 0;
    for (int budget = 0; budget < 8; budget++) {
        Budget b = {budget};
        RkConfig cfg;
        rk_config_default(&cfg, 2);
        RkGame *g = NULL;
        int rc = rk_game_new_alloc(&cfg, 3, budget_alloc, &b, &g, NULL, 0);
        if (rc != TK_OK) {
            ck_assert_int_eq(rc, TK_E_NOMEM);
            ck_assert_ptr_null(g);
            failures++;
            continue;
        }
        RkGame *before = NULL;
        ck_assert_int_eq(rk_game_new(&cfg, 0, &before, NULL, 0), TK_OK);
        /* Events are never drained here, so the queue keeps growing. */
        for (int i = 0; i < 400 && rk_game_phase(g) != RK_PHASE_MATCH_OVER; i++) {
            int had = rk_event_pending(g);
            int hist = rk_game_history_count(g);
            rk_game_copy(before, g);
            rc = rk_game_phase(g) == RK_PHASE_TURN ? rk_draw(g, rk_game_to_act(g)) : rk_deal(g);
            if (rc == TK_E_NOMEM) {
                ck_assert(rk_game_same(g, before));
                ck_assert_int_eq(rk_event_pending(g), had);
                ck_assert_int_eq(rk_game_history_count(g), hist);
                ck_assert_str_eq(rk_game_error(g), "out of memory");
                failures++;
                break;
            }
            ck_assert_int_eq(rc, TK_OK);
        }
        rk_game_free(before);
        rk_game_free(g);
    }
    ck_assert_int_eq(failures, 8);
}
END_TEST

Suite *rules_suite(void)
{
    Suite *s = suite_create("rummikub rules");
    TCase *tc = tcase_create("sets and melds");
    tcase_add_test(tc, test_initial_meld_counts_jokers);
    tcase_add_test(tc, test_initial_meld_examples);
    tcase_add_test(tc, test_run_never_wraps);
    tcase_add_test(tc, test_group_colours_distinct);
    tcase_add_test(tc, test_two_jokers_in_a_set);
    tcase_add_test(tc, test_joker_stands_for_a_tile_twice_on_the_table);
    tcase_add_test(tc, test_initial_meld_leaves_the_table);
    suite_add_tcase(s, tc);
    tc = tcase_create("plays");
    tcase_add_test(tc, test_play_needs_a_rack_tile);
    tcase_add_test(tc, test_table_tile_missing);
    tcase_add_test(tc, test_tile_not_on_the_rack);
    tcase_add_test(tc, test_refusals_of_shape);
    tcase_add_test(tc, test_manipulation);
    suite_add_tcase(s, tc);
    tc = tcase_create("turns");
    tcase_add_test(tc, test_first_seat_draw_joker_and_ties);
    tcase_add_test(tc, test_first_seat_draw_from_the_seed);
    tcase_add_test(tc, test_timeout_penalty);
    tcase_add_test(tc, test_timeout_with_few_tiles_left);
    tcase_add_test(tc, test_timeout_with_empty_pool_is_a_pass);
    tcase_add_test(tc, test_no_timer);
    suite_add_tcase(s, tc);
    tc = tcase_create("errors");
    tcase_add_test(tc, test_errors);
    tcase_add_test(tc, test_out_of_memory_changes_nothing);
    suite_add_tcase(s, tc);
    tc = tcase_create("views");
    tcase_add_test(tc, test_views_hide_what_is_hidden);
    tcase_add_test(tc, test_view_contents);
    tcase_add_test(tc, test_copy_and_clone);
    suite_add_tcase(s, tc);
    return s;
}
