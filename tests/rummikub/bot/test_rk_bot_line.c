/*
 * test_rk_bot_line.c - the pure parts of Rummikub's bot protocol: answers
 * parsed and written, the match line, and the information lines engine
 * events stand for (what a seat may know, and nothing more).
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "common/run.h"
#include "rummikub/bot.h"

START_TEST(test_parse_draw_and_play)
{
    RkMove m;
    char why[256], line[RK_BOT_LINE_MAX];

    ck_assert_int_eq(rk_bot_parse_answer("draw", &m, why, sizeof why), TK_OK);
    ck_assert_int_eq(m.kind, RK_ACT_DRAW);
    ck_assert_uint_eq(rk_bot_format_answer(&m, line, sizeof line), 4);
    ck_assert_str_eq(line, "draw");

    ck_assert_int_eq(rk_bot_parse_answer("play r3 r1 r2 | J k9 b9 o9", &m, why, sizeof why),
                     TK_OK);
    ck_assert_int_eq(m.kind, RK_ACT_PLAY);
    ck_assert_int_eq(m.table.nsets, 2);
    ck_assert_int_eq(m.table.sets[0].n, 3);
    ck_assert_int_eq(m.table.sets[1].n, 4);
    rk_bot_format_answer(&m, line, sizeof line);
    ck_assert_str_eq(line, "play r1 r2 r3 | k9 b9 o9 J");
    /* the game writes a run lowest first, each joker where it stands */
    ck_assert_int_eq(rk_bot_parse_answer("play r6 r4 J", &m, why, sizeof why), TK_OK);
    rk_bot_format_answer(&m, line, sizeof line);
    ck_assert_str_eq(line, "play r4 J r6");
}
END_TEST

static const struct {
    const char *line;
    const char *why;
} bad_answers[] = {
    {"", "'' is not 'draw' or 'play SETS'"},
    {"Draw", "'Draw' is not 'draw' or 'play SETS'"},
    {"draw now", "'draw now' is not 'draw' or 'play SETS'"},
    {"play", "'play' is not 'draw' or 'play SETS'"},
    {"play ", "'play ' is not 'play SETS': no sets (an empty table is '-')"},
    {"play r1 r2 x9", "'play r1 r2 x9' is not 'play SETS': set 1: 'x9' is not a tile (a colour k, b, o or "
                     "r and a number 1-13, as r7, or J)"},
    {"play r1 r2 r3 || k1 k2 k3", NULL},
    {"play r14 r15 r16", NULL},
    {"play k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 k12 k13 k1", NULL},
    {"ok mybot", NULL},
};

START_TEST(test_parse_refusals)
{
    RkMove m;
    char why[256] = "";

    m.kind = RK_ACT_DEAL;
    ck_assert_int_eq(rk_bot_parse_answer(bad_answers[_i].line, &m, why, sizeof why),
                     TK_E_FORMAT);
    ck_assert_int_eq(m.kind, RK_ACT_DEAL); /* untouched */
    ck_assert_uint_gt(strlen(why), 0);
    if (bad_answers[_i].why != NULL) {
        ck_assert_str_eq(why, bad_answers[_i].why);
    }
    ck_assert_int_eq(rk_bot_parse_answer(NULL, &m, why, sizeof why), TK_E_ARG);
    ck_assert_int_eq(rk_bot_parse_answer("draw", NULL, NULL, 0), TK_E_ARG);
}
END_TEST

START_TEST(test_match_line)
{
    RkConfig cfg;
    char line[128];

    rk_config_default(&cfg, 3);
    cfg.timer = 45;
    cfg.games = 2;
    rk_bot_match_line(&cfg, 2, line, sizeof line);
    ck_assert_str_eq(line, "match players=3 seat=3 games=2 timer=45");
}
END_TEST

/* Every line written for a whole game fits the protocol's limit, and a
 * seat learns its own draws only. */
static void check_lines(const char *text)
{
    const char *p = text;

    while (*p != '\0') {
        const char *nl = strchr(p, '\n');

        ck_assert_ptr_nonnull(nl);
        ck_assert_int_lt(nl - p + 1, RK_BOT_LINE_MAX + 1);
        ck_assert_int_gt(nl - p, 0);
        p = nl + 1;
    }
}

START_TEST(test_game_lines)
{
    RkConfig cfg;
    RkGame *g = NULL;
    RkBotWriter w0, w1;
    RkEvent ev;
    static char all0[1 << 20], all1[1 << 20];
    char buf[RK_BOT_EVENT_TEXT];
    size_t len0 = 0, len1 = 0;
    int turns = 0;

    rk_config_default(&cfg, 2);
    cfg.games = 1;
    cfg.first = 0;
    cfg.timer = 0;
    ck_assert_int_eq(rk_game_new(&cfg, 42, &g, NULL, 0), TK_OK);
    rk_bot_writer_init(&w0, 0, 2);
    rk_bot_writer_init(&w1, 1, 2);
    ck_assert_int_eq(rk_deal(g), TK_OK);
    for (;;) {
        while (rk_event_next(g, &ev)) {
            int n = rk_bot_event_text(&w0, &ev, buf, sizeof buf);

            ck_assert_int_ge(n, 0);
            check_lines(buf);
            ck_assert_uint_lt(len0 + strlen(buf), sizeof all0);
            memcpy(all0 + len0, buf, strlen(buf) + 1);
            len0 += strlen(buf);
            n = rk_bot_event_text(&w1, &ev, buf, sizeof buf);
            ck_assert_int_ge(n, 0);
            ck_assert_uint_lt(len1 + strlen(buf), sizeof all1);
            memcpy(all1 + len1, buf, strlen(buf) + 1);
            len1 += strlen(buf);
        }
        if (rk_game_phase(g) != RK_PHASE_TURN) {
            break;
        }
        /* seat 1 draws; seat 2 lets its timer... draws too: a game of passes */
        ck_assert_int_eq(rk_draw(g, rk_game_to_act(g)), TK_OK);
        turns++;
        ck_assert_int_lt(turns, 1000);
    }
    ck_assert_msg(strncmp(all0, "game 1 first=1 pool=78\nrack ", 28) == 0, "%.200s", all0);
    ck_assert_ptr_nonnull(strstr(all0, "\ntable -\nturn 1\ndrew 1 "));
    ck_assert_ptr_nonnull(strstr(all0, "\nturn 2\ndrew 2\nturn 1\n"));
    ck_assert_ptr_nonnull(strstr(all1, "\nturn 1\ndrew 1\nturn 2\ndrew 2 "));
    ck_assert_ptr_nonnull(strstr(all0, "\npassed 1\n"));
    ck_assert_ptr_nonnull(strstr(all0, "\ngameover winner="));
    ck_assert_ptr_nonnull(strstr(all0, "\nrackleft 1 "));
    ck_assert_ptr_nonnull(strstr(all0, "\nrackleft 2 "));
    ck_assert_ptr_nonnull(strstr(all0, "\nscore 2 "));
    ck_assert_ptr_nonnull(strstr(all0, "\nmatchover winner="));
    /* each seat sees one rack line, its own */
    ck_assert_int_eq(strstr(all0, "\nrack ") == NULL ? 0 : 1, 1);
    ck_assert_str_ne(strstr(all0, "\nrack "), strstr(all1, "\nrack "));
    rk_game_free(g);
}
END_TEST

/* A play event: `played S K tiles` then `table SETS`. */
START_TEST(test_play_lines)
{
    RkBotWriter w;
    RkEvent ev;
    char buf[RK_BOT_EVENT_TEXT];
    RkMove m;

    memset(&ev, 0, sizeof ev);
    ev.kind = RK_EV_PLAY;
    ev.u.play.seat = 1;
    ev.u.play.n = 3;
    ev.u.play.tiles[0] = rk_tile(3, 1);
    ev.u.play.tiles[1] = rk_tile(3, 2);
    ev.u.play.tiles[2] = rk_tile(3, 3);
    ck_assert_int_eq(rk_bot_parse_answer("play r1 r2 r3 | k9 b9 o9 J", &m, NULL, 0), TK_OK);
    ev.u.play.after = m.table;
    rk_bot_writer_init(&w, 0, 2);
    ck_assert_int_eq(rk_bot_event_text(&w, &ev, buf, sizeof buf), 2);
    ck_assert_str_eq(buf, "played 2 3 r1 r2 r3\ntable r1 r2 r3 | k9 b9 o9 J\n");
    /* too small a buffer: whole lines only */
    ck_assert_int_eq(rk_bot_event_text(&w, &ev, buf, 24), -1);
    ck_assert_str_eq(buf, "played 2 3 r1 r2 r3\n");

    memset(&ev, 0, sizeof ev);
    ev.kind = RK_EV_PENALTY;
    ev.u.penalty.seat = 0;
    ev.u.penalty.tiles = 3;
    ck_assert_int_eq(rk_bot_event_text(&w, &ev, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "penalty 1 3\n");
    ev.kind = RK_EV_DRAW;
    ev.u.draw.seat = 1;
    ev.u.draw.tile = rk_tile(0, 13);
    ck_assert_int_eq(rk_bot_event_text(&w, &ev, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "drew 2\n"); /* not our tile: redacted */
    ev.u.draw.seat = 0;
    ck_assert_int_eq(rk_bot_event_text(&w, &ev, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "drew 1 k13\n");
    ev.kind = RK_EV_MATCH_OVER;
    ev.u.match_over.winner = -1;
    ck_assert_int_eq(rk_bot_event_text(&w, &ev, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "matchover winner=0\n");
    ev.kind = RK_EV_FIRST_DRAW;
    ck_assert_int_eq(rk_bot_event_text(&w, &ev, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
}
END_TEST

static Suite *line_suite(void)
{
    Suite *s = suite_create("rk_bot_line");
    TCase *tc = tcase_create("core");

    tcase_add_test(tc, test_parse_draw_and_play);
    tcase_add_test(tc, test_match_line);
    tcase_add_test(tc, test_game_lines);
    tcase_add_test(tc, test_play_lines);
    suite_add_tcase(s, tc);
    tc = tcase_create("errors");
    tcase_add_loop_test(tc, test_parse_refusals, 0,
                        (int)(sizeof bad_answers / sizeof bad_answers[0]));
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(line_suite(), NULL, 0);
}
