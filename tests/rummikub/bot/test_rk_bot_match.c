/*
 * test_rk_bot_match.c - whole Rummikub matches through the bot protocol:
 * every seat an outside program (our level through rummikub/botplay.h as
 * rummikub-aibot, the example bots in C and Python, a bot whose plays are
 * always refused), seated by rk_bot at a real engine with a small table
 * loop, as the table will do it.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/run.h"
#include "rummikub/ai.h"
#include "rummikub/bot.h"

#ifndef RK_AIBOT
#error "RK_AIBOT, RK_SIMPLEBOT, RK_SIMPLEBOT_PY, RK_TESTBOT and RK_PYTHON must be defined"
#endif

typedef struct Result {
    int plays[RK_MAX_SEATS];     /* accepted plays */
    int refused[RK_MAX_SEATS];   /* turns drawn after 3 refusals */
    int refusals[RK_MAX_SEATS];  /* refusals in all */
    int total[RK_MAX_SEATS];
    int games;
} Result;

static void send_events(RkGame *g, RkBot **bots, int players)
{
    RkEvent ev;

    while (rk_event_next(g, &ev)) {
        for (int s = 0; s < players; s++) {
            int st = rk_bot_event(bots[s], &ev);

            ck_assert_msg(st == TK_OK, "seat %d: status %d: %s\nlog:\n%s", s + 1, st,
                          rk_bot_failure(bots[s]), rk_bot_log(bots[s], NULL));
        }
    }
}

/* One seat's turn, as the table plays it. */
static void bot_turn(RkGame *g, RkBot *bot, int s, Result *res)
{
    RkView v;
    RkMove m;
    RkBotResult r;

    ck_assert_int_eq(rk_game_view(g, s, &v), TK_OK);
    ck_assert_int_eq(rk_bot_ask(bot, &v), TK_OK);
    for (;;) {
        r = rk_bot_poll(bot, 100, &m);
        if (r == RK_BOT_PENDING) {
            continue;
        }
        ck_assert_msg(r != RK_BOT_FAILED, "seat %d failed: %s\nlog:\n%s", s + 1,
                      rk_bot_failure(bot), rk_bot_log(bot, NULL));
        if (r == RK_BOT_ANSWER && m.kind == RK_ACT_PLAY &&
            rk_check_play(g, s, &m.table) != TK_OK) {
            res->refusals[s]++;
            r = rk_bot_refuse(bot, rk_game_error(g));
            if (r == RK_BOT_PENDING) {
                continue;
            }
        }
        break;
    }
    if (r == RK_BOT_REFUSED) {
        res->refused[s]++;
        ck_assert_int_eq(rk_draw(g, s), TK_OK);
        return;
    }
    ck_assert_int_eq(r, RK_BOT_ANSWER);
    ck_assert_msg(rk_apply(g, s, m.kind, &m.table) == TK_OK, "%s", rk_game_error(g));
    res->plays[s] += m.kind == RK_ACT_PLAY;
}

static void run_match(const char *const *cmds, int players, int games, uint64_t seed,
                      Result *res)
{
    RkBot *bots[RK_MAX_SEATS];
    RkConfig cfg;
    RkGame *g = NULL;
    char msg[256];
    int turns = 0;

    memset(res, 0, sizeof *res);
    rk_config_default(&cfg, players);
    cfg.games = games;
    cfg.timer = 0;
    ck_assert_int_eq(rk_game_new(&cfg, seed, &g, msg, sizeof msg), TK_OK);
    for (int s = 0; s < players; s++) {
        int st = rk_bot_start(cmds[s], s, NULL, &bots[s], msg, sizeof msg);

        ck_assert_msg(st == TK_OK, "%s: %s", cmds[s], msg);
        ck_assert_int_eq(rk_bot_match(bots[s], &cfg), TK_OK);
    }
    for (;;) {
        send_events(g, bots, players);
        if (rk_game_phase(g) == RK_PHASE_MATCH_OVER) {
            break;
        }
        if (rk_game_phase(g) == RK_PHASE_GAME_OVER) {
            ck_assert_int_eq(rk_deal(g), TK_OK);
            res->games++;
            continue;
        }
        ck_assert_int_lt(++turns, 4000);
        bot_turn(g, bots[rk_game_to_act(g)], rk_game_to_act(g), res);
    }
    for (int s = 0; s < players; s++) {
        const char *log;

        res->total[s] = rk_game_total(g, s);
        ck_assert_int_eq(rk_bot_poll(bots[s], 0, NULL), RK_BOT_IDLE);
        ck_assert_int_eq(rk_bot_failed(bots[s]), 0);
        log = rk_bot_log(bots[s], NULL);
        ck_assert_msg(strstr(log, "Traceback") == NULL, "%s", log);
        rk_bot_free(bots[s]);
    }
    rk_game_free(g);
}

/* The same match with the built-in level in every seat, seeded alike. */
static void builtin_match(int players, int games, uint64_t seed, uint64_t ai_seed, int *total)
{
    RkConfig cfg;
    RkGame *g = NULL;
    RkAI *ai[RK_MAX_SEATS];

    rk_config_default(&cfg, players);
    cfg.games = games;
    cfg.timer = 0;
    ck_assert_int_eq(rk_game_new(&cfg, seed, &g, NULL, 0), TK_OK);
    for (int s = 0; s < players; s++) {
        ck_assert_int_eq(rk_ai_new("hard", ai_seed, &ai[s]), TK_OK);
    }
    while (rk_game_phase(g) != RK_PHASE_MATCH_OVER) {
        if (rk_game_phase(g) == RK_PHASE_GAME_OVER) {
            ck_assert_int_eq(rk_deal(g), TK_OK);
            continue;
        }
        RkView v;
        RkMove m;
        int s = rk_game_to_act(g);

        ck_assert_int_eq(rk_game_view(g, s, &v), TK_OK);
        ck_assert_int_eq(rk_ai_decide(ai[s], &v, &m), TK_OK);
        ck_assert_int_eq(rk_apply(g, s, m.kind, &m.table), TK_OK);
    }
    for (int s = 0; s < players; s++) {
        total[s] = rk_game_total(g, s);
        rk_ai_free(ai[s]);
    }
    rk_game_free(g);
}

/* Our level as an outside bot plays the very match the built-in one does. */
START_TEST(test_aibots_same_as_builtin)
{
    char cmd[1024];
    const char *cmds[3] = {cmd, cmd, cmd};
    Result res;
    int want[RK_MAX_SEATS];

    snprintf(cmd, sizeof cmd, "exec '%s' hard 5", RK_AIBOT);
    run_match(cmds, 3, 2, 77, &res);
    builtin_match(3, 2, 77, 5, want);
    ck_assert_int_eq(res.games, 2);
    for (int s = 0; s < 3; s++) {
        ck_assert_int_eq(res.total[s], want[s]);
        ck_assert_int_eq(res.refusals[s], 0);
        ck_assert_int_gt(res.plays[s], 0);
    }
}
END_TEST

START_TEST(test_simplebot_c)
{
    char a[1024], b[1024];
    const char *cmds[2] = {a, b};
    Result res;

    snprintf(a, sizeof a, "exec '%s'", RK_SIMPLEBOT);
    snprintf(b, sizeof b, "exec '%s' hard 3", RK_AIBOT);
    run_match(cmds, 2, 3, 11, &res);
    ck_assert_int_gt(res.plays[0], 0);
    ck_assert_int_eq(res.refusals[0], 0); /* every play it makes is legal */
    ck_assert_int_eq(res.total[0] + res.total[1], 0);
}
END_TEST

START_TEST(test_simplebot_py)
{
    char a[1024], b[1024];
    const char *cmds[2] = {a, b};
    Result res;

    if (RK_PYTHON[0] == '\0') {
        return; /* no python3 here */
    }
    snprintf(a, sizeof a, "exec '%s' '%s'", RK_PYTHON, RK_SIMPLEBOT_PY);
    snprintf(b, sizeof b, "exec '%s'", RK_SIMPLEBOT);
    run_match(cmds, 2, 2, 12, &res);
    ck_assert_int_gt(res.plays[0] + res.plays[1], 0);
    ck_assert_int_eq(res.refusals[0], 0);
    ck_assert_int_eq(res.refusals[1], 0);
}
END_TEST

/* A bot whose plays are always refused draws after 3 refusals, every
 * turn; the match goes on to its end. */
START_TEST(test_refused_every_turn)
{
    char a[1024], b[1024];
    const char *cmds[2] = {a, b};
    Result res;

    snprintf(a, sizeof a, "exec '%s' illegal", RK_TESTBOT);
    snprintf(b, sizeof b, "exec '%s' hard 3", RK_AIBOT);
    run_match(cmds, 2, 1, 13, &res);
    ck_assert_int_gt(res.refused[0], 0);
    ck_assert_int_eq(res.refusals[0], 3 * res.refused[0]);
    ck_assert_int_eq(res.plays[0], 0);
    ck_assert_int_gt(res.total[1], 0);
}
END_TEST

static Suite *match_suite(void)
{
    Suite *s = suite_create("rk_bot_match");
    TCase *tc = tcase_create("matches");

    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_aibots_same_as_builtin);
    tcase_add_test(tc, test_simplebot_c);
    tcase_add_test(tc, test_simplebot_py);
    tcase_add_test(tc, test_refused_every_turn);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(match_suite(), NULL, 0);
}
