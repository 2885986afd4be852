/* test_ending.c - the ends of a game and of a match: going out, the empty
 * pool and its tie-breaks, scoring in both endings, match totals and the
 * shared match win. */
#include <check.h>
#include <string.h>

#include "scripted.h"
#include "suites.h"

static int value(RkTile t)
{
    return rk_tile_penalty(t);
}

static int counts_value(const RkCounts *c)
{
    int v = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        v += c->n[k] * value((RkTile)k);
    }
    return v;
}

/* Picks `count` tiles worth `sum` out of *avail into *part (taken out of
 * *avail). */
static void pick(RkCounts *avail, int count, int sum, RkCounts *part)
{
    rk_counts_clear(part);
    int n = 0;
    for (int k = 0; k < RK_KINDS && n < count; k++) {
        while (avail->n[k] > 0 && n < count) {
            avail->n[k]--;
            part->n[k]++;
            n++;
        }
    }
    ck_assert_int_eq(n, count);
    for (;;) {
        int diff = sum - counts_value(part);
        if (diff == 0) {
            return;
        }
        int bx = -1, by = -1, best = diff < 0 ? -diff : diff;
        for (int x = 0; x < RK_KINDS; x++) {
            if (part->n[x] == 0) {
                continue;
            }
            for (int y = 0; y < RK_KINDS; y++) {
                if (avail->n[y] == 0) {
                    continue;
                }
                int left = diff - (value((RkTile)y) - value((RkTile)x));
                left = left < 0 ? -left : left;
                if (left < best) {
                    best = left;
                    bx = x;
                    by = y;
                }
            }
        }
        ck_assert_msg(bx >= 0, "no tiles worth %d", sum);
        part->n[bx]--;
        avail->n[bx]++;
        avail->n[by]--;
        part->n[by]++;
    }
}

static RkCounts box(void)
{
    RkCounts c;
    for (int k = 0; k < RK_KINDS; k++) {
        c.n[k] = RK_COPIES;
    }
    return c;
}

/* A game whose seats (in play order from `first`) end with final[] after
 * the draws of draws[] (a timeout where timeouts[] says so). */
static RkGame *final_game(int players, int first, const RkCounts *final, const int *draws, int ndraws)
{
    RkConfig cfg;
    rk_config_default(&cfg, players);
    cfg.first = first;
    cfg.games = 1;
    RkGame *g = NULL;
    ck_assert_int_eq(rk_game_new(&cfg, 11, &g, NULL, 0), TK_OK);
    RkTile order[RK_TILES];
    scripted_mix_final(final, players, draws, ndraws, order);
    ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES), TK_OK);
    ck_assert_int_eq(rk_deal(g), TK_OK);
    return g;
}

static void pass_round(RkGame *g)
{
    int players = rk_game_config(g)->players;
    for (int i = 0; i < players; i++) {
        ck_assert_int_eq(rk_game_phase(g), RK_PHASE_TURN);
        ck_assert_int_eq(rk_game_passes(g), i);
        must_draw(g, rk_game_to_act(g));
    }
}

START_TEST(test_going_out_scores)
{
    const char *racks[3] = {"k1 k2 k3 k4 k5 k6 k7 b1 b2 b3 b4 b5 b6 b7",
                            "J r13 r13 o12 o1 o2 o3 b8 b9 b10 k8 k9 k10 k11",
                            "r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 o4 o5"};
    RkGame *g = scripted_game(3, 60, 1, 0, racks, 3, NULL);
    rk_event_clear(g);
    must_play(g, 0, "k1 k2 k3 k4 k5 k6 k7 | b1 b2 b3 b4 b5 b6 b7");
    ck_assert_int_eq(rk_game_phase(g), RK_PHASE_MATCH_OVER);
    RkGameScore sc;
    ck_assert_int_eq(rk_game_last_score(g, &sc), TK_OK);
    int t1 = 30 + 13 + 13 + 12 + 1 + 2 + 3 + 8 + 9 + 10 + 8 + 9 + 10 + 11;
    int t2 = 78 + 4 + 5;
    ck_assert_int_eq(sc.winner, 0);
    ck_assert_int_eq(sc.out, 1);
    ck_assert_int_eq(sc.game, 1);
    ck_assert_int_eq(sc.rack_total[1], t1);
    ck_assert_int_eq(sc.rack_total[2], t2);
    ck_assert_int_eq(sc.points[1], -t1);
    ck_assert_int_eq(sc.points[2], -t2);
    ck_assert_int_eq(sc.points[0], t1 + t2);
    ck_assert_int_eq(sc.tiles[0], 0);
    ck_assert_int_eq(sc.tiles[1], 14);
    RkCounts want = counts_of(racks[1]);
    ck_assert_int_eq(memcmp(&sc.rack[1], &want, sizeof want), 0);
    ck_assert_int_eq(rk_game_total(g, 0), t1 + t2);
    ck_assert_int_eq(rk_game_match_winner(g), 0);
    ck_assert_uint_eq(rk_game_match_winners(g), 1u);
    /* The events: the play, the game's end with every rack, the match's. */
    RkEvent e;
    int kinds = 0;
    while (rk_event_next(g, &e)) {
        if (e.kind == RK_EV_GAME_OVER) {
            ck_assert_int_eq(memcmp(&e.u.game_over, &sc, sizeof sc), 0);
            kinds |= 1;
        } else if (e.kind == RK_EV_MATCH_OVER) {
            ck_assert_int_eq(e.u.match_over.winner, 0);
            ck_assert_int_eq(e.u.match_over.total[2], -t2);
            kinds |= 2;
        } else if (e.kind == RK_EV_TURN_START) {
            ck_abort_msg("a turn after the game's end");
        }
    }
    ck_assert_int_eq(kinds, 3);
    /* Everything is over now. */
    ck_assert_int_eq(rk_draw(g, 1), TK_E_OVER);
    ck_assert_int_eq(rk_deal(g), TK_E_OVER);
    ck_assert_int_eq(rk_timeout(g), TK_E_OVER);
    ck_assert_str_eq(rk_game_error(g), "the match is over");
    rk_game_free(g);
}
END_TEST

START_TEST(test_empty_pool_ending)
{
    const char *racks[2] = {"k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 o5 o6 o7", "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 r5 r6"};
    RkGame *g = scripted_game(2, 60, 1, 0, racks, 2, NULL);
    must_play(g, 0, "k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11");
    drain_pool(g);
    ck_assert_int_eq(rk_game_pool_count(g), 0);
    int seat = rk_game_to_act(g);
    rk_event_clear(g);
    must_draw(g, seat); /* a pass */
    RkEvent e;
    ck_assert(rk_event_next(g, &e));
    ck_assert_int_eq(e.kind, RK_EV_PASS);
    ck_assert_int_eq(e.u.pass.seat, seat);
    ck_assert_int_eq(e.u.pass.in_row, 1);
    ck_assert_int_eq(e.u.pass.timeout, 0);
    ck_assert_int_eq(rk_game_passes(g), 1);
    /* A play in between starts the count again. */
    if (rk_game_to_act(g) == 0) {
        must_play(g, 0, "k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 | o5 o6 o7");
    } else {
        must_play(g, 1, "k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 | b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12");
    }
    ck_assert_int_eq(rk_game_passes(g), 0);
    ck_assert_int_eq(rk_game_phase(g), RK_PHASE_TURN);
    pass_round(g);
    ck_assert_int_eq(rk_game_phase(g), RK_PHASE_MATCH_OVER);
    RkGameScore sc;
    ck_assert_int_eq(rk_game_last_score(g, &sc), TK_OK);
    ck_assert_int_eq(sc.out, 0);
    RkView v;
    ck_assert_int_eq(rk_game_view(g, 0, &v), TK_OK);
    ck_assert_int_eq(v.log[0].passes + v.log[1].passes, 3);
    rk_game_free(g);
}
END_TEST

/* Nobody out: the lowest total wins; the others pay the difference. */
START_TEST(test_nobody_out_lowest_total)
{
    /* Three seats: 64 draws, seat 1 takes 22, the others 21. */
    RkCounts avail = box();
    RkCounts final[3];
    pick(&avail, 35, 200, &final[2]);
    pick(&avail, 35, 280, &final[1]);
    final[0] = avail;
    ck_assert_int_eq(counts_value(&final[0]), 788 - 480);
    int draws[64];
    for (int i = 0; i < 64; i++) {
        draws[i] = i % 3;
    }
    RkGame *g = final_game(3, 0, final, draws, 64);
    drain_pool(g);
    pass_round(g);
    RkGameScore sc;
    ck_assert_int_eq(rk_game_last_score(g, &sc), TK_OK);
    ck_assert_int_eq(sc.out, 0);
    ck_assert_int_eq(sc.winner, 2);
    ck_assert_int_eq(sc.rack_total[0], 308);
    ck_assert_int_eq(sc.rack_total[1], 280);
    ck_assert_int_eq(sc.rack_total[2], 200);
    ck_assert_int_eq(sc.points[0], -108);
    ck_assert_int_eq(sc.points[1], -80);
    ck_assert_int_eq(sc.points[2], 188);
    ck_assert_int_eq(sc.tiles[0], 36);
    ck_assert_int_eq(sc.tiles[2], 35);
    rk_game_free(g);
}
END_TEST

/* Equal totals: the fewer tiles win. */
START_TEST(test_nobody_out_fewer_tiles)
{
    /* Seat 1 runs out of time once (3 tiles), then both draw in turn:
     * seat 1 ends with 54 tiles, seat 2 with 52, both worth 394. */
    RkCounts avail = box();
    RkCounts final[2];
    pick(&avail, 52, 394, &final[1]);
    final[0] = avail;
    ck_assert_int_eq(counts_value(&final[0]), 394);
    int draws[78];
    draws[0] = draws[1] = draws[2] = 0;
    for (int i = 3; i < 78; i++) {
        draws[i] = (i - 3) % 2 == 0 ? 1 : 0;
    }
    RkGame *g = final_game(2, 0, final, draws, 78);
    ck_assert_int_eq(rk_timeout(g), TK_OK);
    drain_pool(g);
    ck_assert_int_eq(rk_game_rack_count(g, 0), 54);
    ck_assert_int_eq(rk_game_rack_count(g, 1), 52);
    pass_round(g);
    RkGameScore sc;
    ck_assert_int_eq(rk_game_last_score(g, &sc), TK_OK);
    ck_assert_int_eq(sc.winner, 1);
    ck_assert_int_eq(sc.points[0], 0);
    ck_assert_int_eq(sc.points[1], 0);
    rk_game_free(g);
}
END_TEST

/* Equal totals and tiles: the first in play order from the starting seat. */
START_TEST(test_nobody_out_play_order)
{
    for (int first = 0; first < 2; first++) {
        RkCounts avail = box();
        RkCounts final[2];
        pick(&avail, 53, 394, &final[1]);
        final[0] = avail;
        int draws[78];
        for (int i = 0; i < 78; i++) {
            draws[i] = i % 2;
        }
        RkGame *g = final_game(2, first, final, draws, 78);
        drain_pool(g);
        pass_round(g);
        RkGameScore sc;
        ck_assert_int_eq(rk_game_last_score(g, &sc), TK_OK);
        ck_assert_int_eq(sc.rack_total[0], sc.rack_total[1]);
        ck_assert_int_eq(sc.tiles[0], sc.tiles[1]);
        ck_assert_int_eq(sc.first, first);
        ck_assert_int_eq(sc.winner, first);
        rk_game_free(g);
    }
}
END_TEST

/* Four seats, nobody out, a tie between two seats that are not first. */
START_TEST(test_nobody_out_tie_after_the_start)
{
    /* Start at seat 3: play order 3 4 1 2.  50 draws, 13 for seats 3 and
     * 4, 12 for seats 1 and 2: 27, 27, 26, 26 tiles.  Seats 1 and 2 tie
     * on the lowest total and on tiles: seat 1 comes first from seat 3. */
    RkCounts avail = box();
    RkCounts final[4]; /* in play order: seats 3, 4, 1, 2 */
    pick(&avail, 26, 150, &final[2]);
    pick(&avail, 26, 150, &final[3]);
    pick(&avail, 27, 200, &final[0]);
    final[1] = avail;
    int draws[50];
    for (int i = 0; i < 50; i++) {
        draws[i] = i % 4;
    }
    RkGame *g = final_game(4, 2, final, draws, 50);
    drain_pool(g);
    pass_round(g);
    RkGameScore sc;
    ck_assert_int_eq(rk_game_last_score(g, &sc), TK_OK);
    ck_assert_int_eq(sc.rack_total[0], 150);
    ck_assert_int_eq(sc.rack_total[1], 150);
    ck_assert_int_eq(sc.winner, 0);
    ck_assert_int_eq(sc.points[1], 0);
    ck_assert_int_eq(sc.points[2], -50);
    ck_assert_int_eq(sc.points[0], 50 + (788 - 500 - 150));
    rk_game_free(g);
}
END_TEST

START_TEST(test_match_totals_and_shared_win)
{
    const char *out = "k1 k2 k3 k4 k5 k6 k7 b1 b2 b3 b4 b5 b6 b7";
    const char *game1[2] = {out, "o1 o2 o3 o4 o5 o6 o7 r1 r2 r3 r4 r5 r6 r7"};
    RkGame *g = scripted_game(2, 60, 2, 0, game1, 2, NULL);
    must_play(g, 0, "k1 k2 k3 k4 k5 k6 k7 | b1 b2 b3 b4 b5 b6 b7");
    ck_assert_int_eq(rk_game_phase(g), RK_PHASE_GAME_OVER);
    ck_assert_int_eq(rk_game_total(g, 0), 56);
    ck_assert_int_eq(rk_game_total(g, 1), -56);
    ck_assert_int_eq(rk_game_match_winner(g), -1);
    ck_assert_uint_eq(rk_game_match_winners(g), 0u);
    ck_assert_int_eq(rk_draw(g, 0), TK_E_PHASE);
    ck_assert_str_eq(rk_game_error(g), "the game is over: deal the next one");
    RkTable t = table_of("k1 k2 k3");
    ck_assert_int_eq(rk_play(g, 0, &t), TK_E_PHASE);
    /* Game 2: seat 1 draws k6 (its rack is then worth 56), seat 2 goes out. */
    const char *game2[2] = {"k1 k2 k3 k4 k5 k6 k7 b1 b2 b3 b4 b5 b6 b1",
                            "o1 o2 o3 o4 o5 o6 o7 r1 r2 r3 r4 r5 r6 r7"};
    scripted_next(g, game2, 2, "k6");
    ck_assert_int_eq(rk_game_number(g), 2);
    ck_assert(!rk_game_melded(g, 0));
    ck_assert_int_eq(rk_game_table(g)->nsets, 0);
    must_draw(g, 0);
    rk_event_clear(g);
    must_play(g, 1, "o1 o2 o3 o4 o5 o6 o7 | r1 r2 r3 r4 r5 r6 r7");
    ck_assert_int_eq(rk_game_phase(g), RK_PHASE_MATCH_OVER);
    ck_assert_int_eq(rk_game_total(g, 0), 0);
    ck_assert_int_eq(rk_game_total(g, 1), 0);
    ck_assert_int_eq(rk_game_match_winner(g), -1);
    ck_assert_uint_eq(rk_game_match_winners(g), 3u);
    RkEvent e;
    int seen = 0;
    while (rk_event_next(g, &e)) {
        if (e.kind == RK_EV_MATCH_OVER) {
            ck_assert_int_eq(e.u.match_over.winner, -1);
            ck_assert_uint_eq(e.u.match_over.winners, 3u);
            seen = 1;
        }
    }
    ck_assert(seen);
    RkView v;
    ck_assert_int_eq(rk_game_view(g, 0, &v), TK_OK);
    ck_assert_int_eq(v.match_winner, -1);
    ck_assert_uint_eq(v.match_winners, 3u);
    ck_assert_int_eq(v.last.game, 2);
    ck_assert_int_eq(v.last.points[0], -56);
    rk_game_free(g);
}
END_TEST

Suite *ending_suite(void)
{
    Suite *s = suite_create("rummikub endings");
    TCase *tc = tcase_create("games");
    tcase_add_test(tc, test_going_out_scores);
    tcase_add_test(tc, test_empty_pool_ending);
    tcase_add_test(tc, test_nobody_out_lowest_total);
    tcase_add_test(tc, test_nobody_out_fewer_tiles);
    tcase_add_test(tc, test_nobody_out_play_order);
    tcase_add_test(tc, test_nobody_out_tie_after_the_start);
    suite_add_tcase(s, tc);
    tc = tcase_create("matches");
    tcase_add_test(tc, test_match_totals_and_shared_win);
    suite_add_tcase(s, tc);
    return s;
}
