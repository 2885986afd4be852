/*
 * test_bot_match.c - whole matches between the rules engine and the
 * example bots, driven by a small loop: every event goes to the bot, the
 * bot is asked when its seat acts, the other seats play the first legal
 * action.  Every answer must be legal and every match must finish.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "racko/bot.h"
#include "common/run.h"

#ifndef RACKO_SIMPLEBOT
#error "RACKO_SIMPLEBOT must name the racko-simplebot program"
#endif

typedef struct MatchResult {
    int rounds;
    int bot_actions;
    int winner;
    int bot_round_wins;
    int seen_round_lines; /* `round` lines the C bot logged receiving */
} MatchResult;

/* Plays a whole match of cfg with the bot `cmd` at `bot_seat`. */
static void play_match(const char *cmd, const RackoConfig *cfg, uint64_t seed, int bot_seat,
                       MatchResult *res)
{
    RackoGame *g = NULL;
    RackoBot *bot = NULL;
    char msg[256] = "";
    RackoBotOptions opt;
    RackoEvent ev;
    int st, steps = 0;

    memset(res, 0, sizeof *res);
    st = racko_game_new(cfg, seed, &g, msg, sizeof msg);
    ck_assert_msg(st == RACKO_OK, "game: %s", msg);
    racko_bot_options_default(&opt);
    opt.reply_ms = 5000;
    st = racko_bot_new(cmd, bot_seat, &opt, &bot, msg, sizeof msg);
    ck_assert_msg(st == RACKO_OK, "bot: %s", msg);
    st = racko_bot_match(bot, racko_game_config(g));
    ck_assert_int_eq(st, RACKO_OK);

    for (;;) {
        int phase, to_act;
        RackoAction a;

        while (racko_event_next(g, &ev)) {
            st = racko_bot_event(bot, &ev);
            ck_assert_msg(st == RACKO_OK, "event %d: %s", (int)ev.kind, racko_bot_failure(bot));
            if (ev.kind == RACKO_EV_ROUND_SCORED) {
                res->rounds++;
                if (ev.u.round_scored.winner == bot_seat) {
                    res->bot_round_wins++;
                }
            }
        }
        phase = racko_game_phase(g);
        if (phase == RACKO_PHASE_MATCH_OVER) {
            break;
        }
        ck_assert_int_lt(++steps, 200000);
        if (phase == RACKO_PHASE_ROUND_OVER) {
            a.kind = RACKO_ACT_DEAL;
            a.slot = 0;
            st = racko_apply(g, -1, a);
            ck_assert_msg(st == RACKO_OK, "deal: %s", racko_game_error(g));
            continue;
        }
        to_act = racko_game_to_act(g);
        if (to_act == bot_seat) {
            RackoBotResult r;

            st = racko_bot_ask(bot, racko_game_view(g, bot_seat));
            ck_assert_msg(st == RACKO_OK, "ask: %d %s", st, racko_bot_failure(bot));
            do {
                r = racko_bot_poll(bot, 1000, &a);
            } while (r == RACKO_BOT_PENDING);
            ck_assert_msg(r == RACKO_BOT_ANSWER, "bot failed: %s", racko_bot_failure(bot));
            st = racko_apply(g, bot_seat, a);
            ck_assert_msg(st == RACKO_OK, "the bot's answer was illegal: %s",
                          racko_game_error(g));
            res->bot_actions++;
        } else {
            RackoAction legal[RACKO_MAX_LEGAL];
            int n = racko_legal_actions(g, legal);

            ck_assert_int_gt(n, 0);
            st = racko_apply(g, to_act, legal[0]);
            ck_assert_int_eq(st, RACKO_OK);
        }
    }
    res->winner = racko_game_match_winner(g);
    ck_assert_int_ge(res->winner, 0);
    ck_assert_int_eq(racko_bot_failed(bot), 0);
    /* idle polling after the match notices nothing wrong */
    ck_assert_int_eq(racko_bot_poll(bot, 50, NULL), RACKO_BOT_IDLE);
    {
        const char *log = racko_bot_log(bot, NULL);
        const char *p = log;

        while ((p = strstr(p, "simplebot: round ")) != NULL) {
            res->seen_round_lines++;
            p++;
        }
    }
    racko_bot_free(bot);
    racko_game_free(g);
}

START_TEST(test_simplebot_match)
{
    RackoConfig cfg;
    MatchResult res;
    int seat = _i % 2;

    racko_config_default(&cfg, 2);
    play_match(RACKO_SIMPLEBOT, &cfg, 1000u + (uint64_t)_i, seat, &res);
    ck_assert_int_gt(res.rounds, 0);
    ck_assert_int_gt(res.bot_actions, 0);
    /* the slot-interval bot beats an opponent who always fills slot 1 */
    ck_assert_int_eq(res.winner, seat);
    ck_assert_int_ge(res.bot_round_wins, 1);
    ck_assert_int_eq(res.seen_round_lines, res.rounds);
}
END_TEST

/* Every table option, so that every kind of line is spoken at least once. */
START_TEST(test_simplebot_variants)
{
    RackoConfig cfg;
    MatchResult res;

    switch (_i) {
    case 0: /* lightning deal, 3 players */
        racko_config_default(&cfg, 3);
        cfg.rules |= RACKO_RULE_ECLAIR;
        cfg.target = 200;
        break;
    case 1: /* teams of two, shuffled reshuffles */
        racko_config_default(&cfg, 4);
        cfg.rules |= RACKO_RULE_TEAMS | RACKO_RULE_SHUFFLE;
        cfg.target = 200;
        break;
    case 2: /* tokens, 60 cards */
        racko_config_default(&cfg, 2);
        cfg.rules = RACKO_RULE_TOKENS | RACKO_RULE_ALL60;
        cfg.token_rounds = 3;
        break;
    case 3: /* two-player run rule, with a turn limit: the bot may never finish */
        racko_config_default(&cfg, 2);
        cfg.rules |= RACKO_RULE_TWORUN;
        cfg.turn_limit = 200;
        cfg.target = 150;
        break;
    default: /* solo */
        racko_config_default(&cfg, 1);
        cfg.target = 150;
        break;
    }
    play_match(RACKO_SIMPLEBOT, &cfg, 77u + (uint64_t)_i, cfg.players - 1, &res);
    ck_assert_int_gt(res.rounds, 0);
    ck_assert_int_gt(res.bot_actions, 0);
}
END_TEST

START_TEST(test_python_simplebot_match)
{
    char cmd[2048];
    RackoConfig cfg;
    MatchResult res;

    if (RACKO_PYTHON[0] == '\0') {
        return; /* no python3 at configure time: nothing to run it with */
    }
    snprintf(cmd, sizeof cmd, "'%s' '%s'", RACKO_PYTHON, RACKO_SIMPLEBOT_PY);
    racko_config_default(&cfg, 2);
    cfg.rules |= RACKO_RULE_ECLAIR;
    cfg.target = 200;
    play_match(cmd, &cfg, 4242, 1, &res);
    ck_assert_int_eq(res.winner, 1);
    ck_assert_int_gt(res.bot_actions, 0);
}
END_TEST

/* The C and the Python bot make the same decisions. */
START_TEST(test_python_and_c_agree)
{
    char cmd[2048];
    RackoConfig cfg;
    MatchResult c, py;

    if (RACKO_PYTHON[0] == '\0') {
        return;
    }
    snprintf(cmd, sizeof cmd, "'%s' '%s'", RACKO_PYTHON, RACKO_SIMPLEBOT_PY);
    racko_config_default(&cfg, 2);
    cfg.target = 150;
    play_match(RACKO_SIMPLEBOT, &cfg, 9, 0, &c);
    play_match(cmd, &cfg, 9, 0, &py);
    ck_assert_int_eq(c.rounds, py.rounds);
    ck_assert_int_eq(c.bot_actions, py.bot_actions);
    ck_assert_int_eq(c.winner, py.winner);
    ck_assert_int_eq(c.bot_round_wins, py.bot_round_wins);
}
END_TEST

static Suite *match_suite(void)
{
    Suite *s = suite_create("bot_match");
    TCase *tc = tcase_create("matches");

    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, test_simplebot_match, 0, 4);
    tcase_add_loop_test(tc, test_simplebot_variants, 0, 5);
    tcase_add_test(tc, test_python_simplebot_match);
    tcase_add_test(tc, test_python_and_c_agree);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(match_suite(), NULL, 0);
}
