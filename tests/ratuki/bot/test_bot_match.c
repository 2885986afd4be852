/*
 * test_bot_match.c - whole Ratuki matches with bot processes (ratuki/bot.h,
 * ratuki/botplay.h): our level as a bot program plays exactly as the
 * same level inside (the same seed, the same match, card for card: the
 * clock stands still while the bot thinks), and the example bots (C and
 * Python) play whole matches against our levels without a refusal that
 * fails them.
 */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/run.h"
#include "engine/helpers.h"
#include "ratuki/ai.h"
#include "ratuki/bot.h"
#include "ratuki/driver.h"

/* Plays a match to `target`; seat s is the program cmd[s] when it is not
 * NULL, else `levels[s]` inside with seed 100 + s.  The game (the
 * caller's); *fails counts the seats whose agent failed. */
static RtGame *play(int players, int target, uint64_t seed, const char *const *levels,
                    const char *const *cmd, int *fails)
{
    RtGame *g = rth_game(players, target, 150, seed);
    RtDriver *d = NULL;
    ck_assert_int_eq(rt_driver_new(g, NULL, &d), TK_OK);
    RtAI *ai[RT_MAX_SEATS] = {NULL};
    RtBot *bot[RT_MAX_SEATS] = {NULL};
    for (int s = 0; s < players; s++) {
        RtAgent a;
        if (cmd[s] != NULL) {
            char msg[300];
            ck_assert_msg(rt_bot_start(cmd[s], s, NULL, &bot[s], msg, sizeof msg) == TK_OK, "%s", msg);
            ck_assert_int_eq(rt_bot_match(bot[s], rt_game_config(g)), TK_OK);
            rt_bot_agent(bot[s], 1, &a);
        } else {
            ck_assert_int_eq(rt_ai_new(levels[s], 100u + (uint64_t)s, NULL, &ai[s]), TK_OK);
            rt_ai_agent(ai[s], &a);
        }
        rt_driver_set_agent(d, s, &a);
    }
    *fails = 0;
    while (rt_game_phase(g) == RT_PHASE_BETWEEN && rt_game_round(g) < 30) {
        ck_assert_int_eq(rt_driver_deal(d), TK_OK);
        ck_assert_int_eq(rt_driver_run_round(d), TK_OK);
    }
    for (int s = 0; s < players; s++) {
        *fails += rt_driver_failed(d, s);
        rt_bot_free(bot[s]);
        rt_ai_free(ai[s]);
    }
    rt_driver_free(d);
    return g;
}

START_TEST(test_level_as_program)
{
    static const char *const levels[] = {"expert", "easy", "hard"};
    char c0[512], c2[512];
    snprintf(c0, sizeof c0, "%s expert 100", RT_AIBOT);
    snprintf(c2, sizeof c2, "%s hard 102", RT_AIBOT);
    const char *inside[] = {NULL, NULL, NULL};
    const char *outside[] = {c0, NULL, c2};
    int f1 = 0, f2 = 0;
    RtGame *a = play(3, 50, 9, levels, inside, &f1);
    RtGame *b = play(3, 50, 9, levels, outside, &f2);
    ck_assert_int_eq(f1, 0);
    ck_assert_int_eq(f2, 0);
    ck_assert_int_ge(rt_game_round(a), 1);
    ck_assert(rt_game_same(a, b));
    rt_game_free(a);
    rt_game_free(b);
}
END_TEST

START_TEST(test_example_bots)
{
    static const char *const levels[] = {"medium", NULL};
    char cmd[512];
    if (_i == 1) {
        if (RT_PYTHON[0] == '\0') {
            return; /* no python3 here */
        }
        snprintf(cmd, sizeof cmd, "%s %s", RT_PYTHON, RT_SIMPLEBOT_PY);
    } else {
        snprintf(cmd, sizeof cmd, "%s", RT_SIMPLEBOT);
    }
    const char *cmds[] = {NULL, cmd};
    int fails = 0;
    RtGame *g = play(2, 0, 40u + (uint64_t)_i, levels, cmds, &fails);
    ck_assert_int_eq(fails, 0);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_MATCH_OVER);
    RtRoundScore sc;
    ck_assert_int_eq(rt_game_last_score(g, &sc), TK_OK);
    ck_assert_int_gt(sc.plays[1], 10);
    rt_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ratuki_bot_match");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, test_level_as_program);
    tcase_add_loop_test(tc, test_example_bots, 0, 2);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
