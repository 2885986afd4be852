/*
 * test_bot_process.c - Ratuki bots as processes (ratuki/bot.h), seated by
 * the round driver next to one of our levels: ratuki-testbot's good and
 * bad modes (a bad hello, no hello, an exit, a timeout, a flood, answers
 * refused at once and when due twenty times), each fault handled as the
 * protocol says (the seat's agent fails with the reason, the round goes
 * on once another agent takes the seat), and a bot answering later for a
 * table that does not wait.
 */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/run.h"
#include "engine/helpers.h"
#include "ratuki/ai.h"
#include "ratuki/bot.h"
#include "ratuki/driver.h"

#ifndef RT_TESTBOT
#error "RT_TESTBOT: the path of ratuki-testbot"
#endif

static RtBot *start(const char *mode, int seat, int reply_ms, char *msg, size_t size)
{
    char cmd[512];
    RtBotOptions opt = {reply_ms, 0};
    RtBot *bot = NULL;
    snprintf(cmd, sizeof cmd, "%s %s", RT_TESTBOT, mode);
    int st = rt_bot_start(cmd, seat, &opt, &bot, msg, size);
    ck_assert(st == TK_OK || bot == NULL);
    return bot;
}

START_TEST(test_hello)
{
    char msg[300];
    RtBot *bot = start("good", 1, 2000, msg, sizeof msg);
    ck_assert_ptr_nonnull(bot);
    ck_assert_str_eq(rt_bot_name(bot), "testbot");
    ck_assert_int_eq(rt_bot_seat(bot), 1);
    RtConfig cfg;
    rt_config_default(&cfg, 2);
    ck_assert_int_eq(rt_bot_match(bot, &cfg), TK_OK);
    ck_assert_int_eq(rt_bot_match(bot, &cfg), TK_E_PHASE);
    rt_bot_free(bot);
    ck_assert_ptr_null(start("badhello", 0, 2000, msg, sizeof msg));
    ck_assert_ptr_nonnull(strstr(msg, "answered the greeting with 'hello there'"));
    ck_assert_ptr_null(start("silent", 0, 500, msg, sizeof msg));
    ck_assert_ptr_nonnull(strstr(msg, "timed out"));
    RtBot *none = NULL;
    RtBotOptions opt = {500, 0};
    ck_assert_int_eq(rt_bot_start("/no/such/ratuki/bot", 0, &opt, &none, msg, sizeof msg), TK_E_IO);
    ck_assert_ptr_null(none);
}
END_TEST

/* A round of seat 1 (easy) against the bot in seat 2; returns the game
 * after the round, the notices of the bot's seat counted. */
typedef struct Run {
    int failed;
    int refused;
    char failure[RT_DRIVER_TEXT];
    char last_refusal[RT_DRIVER_TEXT];
    int phase;
} Run;

static Run run_against(const char *mode, int reply_ms, int blocking)
{
    Run r;
    char msg[300];
    memset(&r, 0, sizeof r);
    RtGame *g = rth_game(2, 0, 150, 21);
    RtBot *bot = start(mode, 1, reply_ms, msg, sizeof msg);
    ck_assert_msg(bot != NULL, "%s", msg);
    ck_assert_int_eq(rt_bot_match(bot, rt_game_config(g)), TK_OK);
    RtDriver *d = NULL;
    ck_assert_int_eq(rt_driver_new(g, NULL, &d), TK_OK);
    RtAI *ai = NULL, *spare = NULL;
    ck_assert_int_eq(rt_ai_new("easy", 3, NULL, &ai), TK_OK);
    ck_assert_int_eq(rt_ai_new("medium", 4, NULL, &spare), TK_OK);
    RtAgent a, b, c;
    rt_ai_agent(ai, &a);
    rt_bot_agent(bot, blocking, &b);
    rt_ai_agent(spare, &c);
    rt_driver_set_agent(d, 0, &a);
    rt_driver_set_agent(d, 1, &b);
    ck_assert_int_eq(rt_driver_deal(d), TK_OK);
    int t = 0;
    while (rt_game_phase(g) == RT_PHASE_ROUND) {
        if (blocking) {
            int due = rt_driver_next_due(d);
            ck_assert_int_eq(rt_driver_advance(d, due), TK_OK);
        } else {
            /* A table that does not wait: 20 ms of game time a step. */
            t += 20;
            ck_assert_int_eq(rt_driver_advance(d, t), TK_OK);
        }
        RtNotice n;
        while (rt_driver_notice_next(d, &n)) {
            /* The bot's seat, until the computer took it. */
            if (n.seat != 1 || r.failed > 0) {
                ck_assert_int_eq(n.kind, RT_NOTICE_REFUSED);
                continue;
            }
            if (n.kind == RT_NOTICE_FAILED) {
                r.failed++;
                snprintf(r.failure, sizeof r.failure, "%s", n.text);
                /* The computer takes the seat. */
                ck_assert_int_eq(rt_driver_set_agent(d, 1, &c), TK_OK);
            } else {
                r.refused++;
                snprintf(r.last_refusal, sizeof r.last_refusal, "%s", n.text);
            }
        }
    }
    r.phase = rt_game_phase(g);
    rt_driver_free(d);
    rt_bot_free(bot);
    rt_ai_free(ai);
    rt_ai_free(spare);
    rt_game_free(g);
    return r;
}

START_TEST(test_good_bot)
{
    Run r = run_against("good", 2000, 1);
    ck_assert_int_eq(r.failed, 0);
    ck_assert_int_eq(r.refused, 0);
    ck_assert_int_eq(r.phase, RT_PHASE_MATCH_OVER);
}
END_TEST

START_TEST(test_good_bot_later)
{
    Run r = run_against("good", 2000, 0);
    ck_assert_msg(r.failed == 0, "%s", r.failure);
    ck_assert_int_eq(r.phase, RT_PHASE_MATCH_OVER);
}
END_TEST

START_TEST(test_exit)
{
    Run r = run_against("exitask", 2000, 1);
    ck_assert_int_eq(r.failed, 1);
    ck_assert_ptr_nonnull(strstr(r.failure, "exited with status 3"));
    ck_assert_int_eq(r.phase, RT_PHASE_MATCH_OVER);
}
END_TEST

START_TEST(test_timeout)
{
    Run r = run_against("slow", 500, 1);
    ck_assert_int_eq(r.failed, 1);
    ck_assert_str_eq(r.failure, "timed out after 500 ms");
    ck_assert_int_eq(r.phase, RT_PHASE_MATCH_OVER);
}
END_TEST

START_TEST(test_flood)
{
    Run r = run_against("flood", 2000, 1);
    ck_assert_int_eq(r.failed, 1);
    ck_assert_ptr_nonnull(strstr(r.failure, "wrote 'wait' when no answer was due"));
}
END_TEST

START_TEST(test_refused_twenty_times)
{
    static const char *const modes[] = {"garbage", "long", "binary", "illegal"};
    static const char *const why[] = {"'nonsense' is not an answer", "a line longer than 1024 bytes",
                                      "not printable ASCII", "place 1"};
    const char *mode = modes[_i];
    Run r = run_against(mode, 2000, 1);
    ck_assert_msg(r.failed == 1, "%s: failed %d", mode, r.failed);
    ck_assert_int_eq(r.refused, 20);
    ck_assert_msg(strstr(r.failure, "20 refusals in one round") != NULL, "%s", r.failure);
    /* (illegal: a 3 on place 1, or no 3 in the hand) */
    ck_assert_msg(strstr(r.failure, why[_i]) != NULL || (_i == 3 && strstr(r.failure, "no 3") != NULL),
                  "%s: %s", mode, r.failure);
    ck_assert_int_eq(r.phase, RT_PHASE_MATCH_OVER);
}
END_TEST

/* A bot that answers every question 300 ms late at a table that does not
 * wait: rounds end, and the next is dealt, while its answer is out; the
 * late answers are dropped and the bot plays on. */
START_TEST(test_late_answers_across_rounds)
{
    char msg[300];
    RtGame *g = rth_game(2, 1000, 150, 23);
    RtBot *bot = start("sleepy", 1, 2000, msg, sizeof msg);
    ck_assert_msg(bot != NULL, "%s", msg);
    ck_assert_int_eq(rt_bot_match(bot, rt_game_config(g)), TK_OK);
    RtDriver *d = NULL;
    ck_assert_int_eq(rt_driver_new(g, NULL, &d), TK_OK);
    RtAI *ai = NULL;
    ck_assert_int_eq(rt_ai_new("medium", 3, NULL, &ai), TK_OK);
    RtAgent a, b;
    rt_ai_agent(ai, &a);
    rt_bot_agent(bot, 0, &b);
    rt_driver_set_agent(d, 0, &a);
    rt_driver_set_agent(d, 1, &b);
    int discards = 0;
    for (int round = 1; round <= 3; round++) {
        ck_assert_int_eq(rt_driver_deal(d), TK_OK);
        /* Game time runs far ahead of the bot: 2 s of it a step. */
        for (int t = 2000; rt_game_phase(g) == RT_PHASE_ROUND; t += 2000) {
            ck_assert_int_eq(rt_driver_advance(d, t), TK_OK);
            if (round == 3) {
                /* the third round waits for the bot now and then */
                struct timespec ts = {0, 50000000L};
                nanosleep(&ts, NULL);
            }
        }
        ck_assert_msg(!rt_driver_failed(d, 1), "round %d: %s", round, rt_bot_failure(bot));
        RtRoundScore sc;
        rt_game_last_score(g, &sc);
        discards += sc.discards[1];
    }
    ck_assert_int_gt(discards, 0);
    rt_driver_free(d);
    rt_bot_free(bot);
    rt_ai_free(ai);
    rt_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ratuki_bot_process");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_hello);
    tcase_add_test(tc, test_good_bot);
    tcase_add_test(tc, test_good_bot_later);
    tcase_add_test(tc, test_late_answers_across_rounds);
    tcase_add_test(tc, test_exit);
    tcase_add_test(tc, test_timeout);
    tcase_add_test(tc, test_flood);
    tcase_add_loop_test(tc, test_refused_twenty_times, 0, 4);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
