/*
 * test_rk_botplay_client.c - the player side of the Rummikub bot protocol
 * without processes: whole games whose lines come from engine events
 * (rk_bot_event_text), every seat a player; at every question the view the
 * player rebuilt is the engine's (rk_game_view) and its answer is the
 * built-in level's; then scripted lines, bad lines, refusals.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "common/run.h"
#include "common/streams.h"
#include "rummikub/ai.h"
#include "rummikub/bot.h"
#include "rummikub/botplay.h"

static void feed_ok(RkBotPlayer *p, const char *line)
{
    RkBotPlayStep step;
    char answer[RK_BOTPLAY_ANSWER_MAX];
    int st = rk_botplay_feed(p, line, &step, answer, sizeof answer);

    ck_assert_msg(st == TK_OK, "'%s': %s", line, rk_botplay_error(p));
    ck_assert_int_eq(step, RK_BOTPLAY_NONE);
}

/* Feeds the lines of text (each ended by '\n') one at a time. */
static void feed_text(RkBotPlayer *p, const char *text)
{
    char line[RK_BOT_LINE_MAX + 1];

    while (*text != '\0') {
        const char *nl = strchr(text, '\n');
        size_t n = (size_t)(nl - text);

        ck_assert_ptr_nonnull(nl);
        ck_assert_uint_lt(n, sizeof line);
        memcpy(line, text, n);
        line[n] = '\0';
        feed_ok(p, line);
        text = nl + 1;
    }
}

static void same_table(const RkTable *a, const RkTable *b)
{
    char ta[RK_TABLE_TEXT], tb[RK_TABLE_TEXT];

    rk_table_format(a, ta, sizeof ta);
    rk_table_format(b, tb, sizeof tb);
    ck_assert_str_eq(ta, tb);
}

/* The rebuilt view against the engine's. */
static void same_view(const RkView *got, const RkView *want)
{
    ck_assert_int_eq(got->seat, want->seat);
    ck_assert_int_eq(got->config.players, want->config.players);
    ck_assert_int_eq(got->config.games, want->config.games);
    ck_assert_int_eq(got->config.timer, want->config.timer);
    ck_assert_int_eq(got->phase, want->phase);
    ck_assert_int_eq(got->to_act, want->to_act);
    ck_assert_int_eq(got->game, want->game);
    ck_assert_int_eq(got->first, want->first);
    ck_assert_int_eq(got->turn, want->turn);
    ck_assert_int_eq(got->pool, want->pool);
    ck_assert_int_eq(got->in_row, want->in_row);
    ck_assert_mem_eq(&got->rack, &want->rack, sizeof got->rack);
    ck_assert_mem_eq(&got->dealt, &want->dealt, sizeof got->dealt);
    ck_assert_mem_eq(&got->drawn, &want->drawn, sizeof got->drawn);
    same_table(&got->table, &want->table);
    for (int s = 0; s < want->config.players; s++) {
        const RkSeatLog *a = &got->log[s], *b = &want->log[s];

        ck_assert_int_eq(a->tiles, b->tiles);
        ck_assert_int_eq(a->melded, b->melded);
        ck_assert_int_eq(a->turns, b->turns);
        ck_assert_int_eq(a->draws, b->draws);
        ck_assert_int_eq(a->plays, b->plays);
        ck_assert_int_eq(a->penalties, b->penalties);
        ck_assert_int_eq(a->penalty_tiles, b->penalty_tiles);
        ck_assert_int_eq(a->passes, b->passes);
        ck_assert_mem_eq(&a->played, &b->played, sizeof a->played);
        ck_assert_int_eq(got->total[s], want->total[s]);
    }
    ck_assert_int_eq(got->have_last, want->have_last);
    if (want->have_last) {
        ck_assert_int_eq(got->last.winner, want->last.winner);
        ck_assert_int_eq(got->last.out, want->last.out);
        ck_assert_mem_eq(got->last.points, want->last.points, sizeof got->last.points);
        ck_assert_mem_eq(got->last.rack, want->last.rack, sizeof got->last.rack);
    }
}

/* Whole matches: 2..4 seats, with and without a turn timer (some turns
 * then time out: penalty lines). */
START_TEST(test_games_match_engine)
{
    int players = 2 + _i % 3, timer = _i % 2 ? 60 : 0;
    RkConfig cfg;
    RkGame *g = NULL;
    RkBotPlayer *pl[RK_MAX_SEATS];
    RkAI *twin[RK_MAX_SEATS];
    RkBotWriter w[RK_MAX_SEATS];
    static char text[RK_BOT_EVENT_TEXT];
    char line[128], answer[RK_BOTPLAY_ANSWER_MAX], want[RK_BOTPLAY_ANSWER_MAX];
    RkBotPlayStep step;
    RkEvent ev;
    int turns = 0, plays = 0;

    rk_config_default(&cfg, players);
    cfg.games = 2;
    cfg.timer = timer;
    ck_assert_int_eq(rk_game_new(&cfg, 1000 + (uint64_t)_i, &g, NULL, 0), TK_OK);
    for (int s = 0; s < players; s++) {
        ck_assert_int_eq(rk_botplay_new("hard", 5, NULL, &pl[s], NULL, 0), TK_OK);
        ck_assert_int_eq(rk_ai_new("hard", 5, &twin[s]), TK_OK);
        ck_assert_int_eq(rk_botplay_feed(pl[s], "rkb 1", &step, answer, sizeof answer), TK_OK);
        ck_assert_int_eq(step, RK_BOTPLAY_ANSWER);
        ck_assert_str_eq(answer, "ok rummikub-hard");
        rk_bot_match_line(&cfg, s, line, sizeof line);
        feed_ok(pl[s], line);
        rk_bot_writer_init(&w[s], s, players);
    }
    ck_assert_int_eq(rk_deal(g), TK_OK);
    for (;;) {
        while (rk_event_next(g, &ev)) {
            for (int s = 0; s < players; s++) {
                ck_assert_int_ge(rk_bot_event_text(&w[s], &ev, text, sizeof text), 0);
                feed_text(pl[s], text);
            }
        }
        for (int s = 0; s < players; s++) {
            RkView v;

            ck_assert_int_eq(rk_game_view(g, s, &v), TK_OK);
            same_view(rk_botplay_view(pl[s]), &v);
        }
        if (rk_game_phase(g) == RK_PHASE_MATCH_OVER) {
            break;
        }
        if (rk_game_phase(g) == RK_PHASE_GAME_OVER) {
            ck_assert_int_eq(rk_deal(g), TK_OK);
            continue;
        }
        int s = rk_game_to_act(g);
        turns++;
        ck_assert_int_lt(turns, 5000);
        if (timer > 0 && turns % 7 == 3) {
            ck_assert_int_eq(rk_timeout(g), TK_OK);
            continue;
        }
        RkView v;
        RkMove m;

        ck_assert_int_eq(rk_botplay_feed(pl[s], "ask play", &step, answer, sizeof answer),
                         TK_OK);
        ck_assert_int_eq(step, RK_BOTPLAY_ANSWER);
        ck_assert_int_eq(rk_game_view(g, s, &v), TK_OK);
        ck_assert_int_eq(rk_ai_decide(twin[s], &v, &m), TK_OK);
        rk_bot_format_answer(&m, want, sizeof want);
        ck_assert_str_eq(answer, want);
        ck_assert_int_eq(rk_bot_parse_answer(answer, &m, NULL, 0), TK_OK);
        ck_assert_msg(rk_apply(g, s, m.kind, &m.table) == TK_OK, "%s: %s", answer,
                      rk_game_error(g));
        plays += m.kind == RK_ACT_PLAY;
    }
    ck_assert_int_gt(plays, 0);
    for (int s = 0; s < players; s++) {
        const RkView *v = rk_botplay_view(pl[s]);

        ck_assert_int_eq(v->phase, RK_PHASE_MATCH_OVER);
        ck_assert_int_eq(v->match_winner, rk_game_match_winner(g));
        ck_assert_uint_eq(v->match_winners, rk_game_match_winners(g));
        ck_assert_int_eq(rk_botplay_feed(pl[s], "bye", &step, answer, sizeof answer), TK_OK);
        ck_assert_int_eq(step, RK_BOTPLAY_BYE);
        rk_botplay_free(pl[s]);
        rk_ai_free(twin[s]);
    }
    rk_game_free(g);
}
END_TEST

static const char *const script[] = {
    "rkb 1",
    "match players=2 seat=2 games=1 timer=0",
    "game 1 first=1 pool=78",
    "rack r1 r2 r3 k9 b9 o9 r12 k4 J b1 o6 o7 k13 b13",
    "table -",
    "turn 1",
    "drew 1",
    "turn 2",
};

static RkBotPlayer *scripted(void)
{
    RkBotPlayer *p = NULL;
    RkBotPlayStep step;
    char answer[RK_BOTPLAY_ANSWER_MAX];

    ck_assert_int_eq(rk_botplay_new("hard", 1, "mybot", &p, NULL, 0), TK_OK);
    for (size_t i = 0; i < sizeof script / sizeof script[0]; i++) {
        ck_assert_msg(rk_botplay_feed(p, script[i], &step, answer, sizeof answer) == TK_OK,
                      "%s: %s", script[i], rk_botplay_error(p));
    }
    ck_assert_str_eq(answer, "");
    return p;
}

/* The contract's example: the level makes an initial meld; refused, it
 * draws. */
START_TEST(test_contract_example)
{
    RkBotPlayer *p = scripted();
    RkBotPlayStep step;
    char answer[RK_BOTPLAY_ANSWER_MAX];
    RkMove m;
    int tiles = 0;

    ck_assert_int_eq(rk_botplay_feed(p, "ask play", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(step, RK_BOTPLAY_ANSWER);
    ck_assert_int_eq(rk_bot_parse_answer(answer, &m, NULL, 0), TK_OK);
    ck_assert_int_eq(m.kind, RK_ACT_PLAY);
    for (int i = 0; i < m.table.nsets; i++) {
        tiles += m.table.sets[i].n;
    }
    ck_assert_int_ge(tiles, 6);
    feed_ok(p, "error the table is not valid");
    ck_assert_int_eq(rk_botplay_feed(p, "ask play", &step, answer, sizeof answer), TK_OK);
    ck_assert_str_eq(answer, "draw");
    feed_ok(p, "drew 2 r5");
    ck_assert_int_eq(rk_botplay_view(p)->log[1].tiles, 15);
    ck_assert_int_eq(rk_botplay_view(p)->rack.n[rk_tile(3, 5)], 1);
    ck_assert_int_eq(rk_botplay_view(p)->pool, 76);
    /* the next turn is decided again */
    feed_ok(p, "turn 1");
    feed_ok(p, "played 1 3 k1 k2 k3");
    feed_ok(p, "table k1 k2 k3");
    ck_assert_int_eq(rk_botplay_view(p)->log[0].melded, 1);
    ck_assert_int_eq(rk_botplay_view(p)->log[0].tiles, 12);
    feed_ok(p, "turn 2");
    ck_assert_int_eq(rk_botplay_feed(p, "ask play", &step, answer, sizeof answer), TK_OK);
    ck_assert_str_ne(answer, "draw");
    ck_assert_str_eq(rk_botplay_name(p), "mybot");
    rk_botplay_free(p);
}
END_TEST

static const char *const bad_lines[] = {
    "",
    "turn",
    "turn 3",
    "turn  2",
    "turn 2 ",
    "drew 1 r5",      /* another seat's tile */
    "drew 2",         /* our own, without it */
    "drew 2 x5",
    "played 1 2 k1 k2 k3",
    "played 2 1 k5",  /* not on our rack */
    "played 1 1 k5 k5 k5",
    "table r1 r2 | ",
    "table",
    "game 1 first=1 pool=78", /* not the next game */
    "match players=2 seat=1 games=1 timer=0", /* a second match */
    "rackleft 1 -",   /* no game over */
    "score 1 5 5",
    "matchover winner=1",
    "gameover winner=3",
    "penalty 1 4",
    "rkb 2",
    "hello",
    "rack r1 r2",     /* after the first turn */
    "ask draw",
    "passed 0",
    "table r1 r2 r3\x01",
};

START_TEST(test_bad_lines_change_nothing)
{
    RkBotPlayer *p = scripted();
    RkView before;
    RkBotPlayStep step;
    char answer[RK_BOTPLAY_ANSWER_MAX];
    int st;

    memcpy(&before, rk_botplay_view(p), sizeof before);
    st = rk_botplay_feed(p, bad_lines[_i], &step, answer, sizeof answer);
    ck_assert_msg(st != TK_OK, "'%s' was taken", bad_lines[_i]);
    ck_assert_uint_gt(strlen(rk_botplay_error(p)), 0);
    ck_assert_int_eq(step, RK_BOTPLAY_NONE);
    ck_assert_mem_eq(&before, rk_botplay_view(p), sizeof before);
    rk_botplay_free(p);
}
END_TEST

START_TEST(test_blind_answers)
{
    RkBotPlayer *p = NULL;
    RkBotPlayStep step;
    char answer[RK_BOTPLAY_ANSWER_MAX];
    char msg[128];

    ck_assert_int_eq(rk_botplay_new("nosuchlevel", 1, NULL, &p, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rk_botplay_new("hard", 1, "bad name", &p, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rk_botplay_new("hard", 1, "x23456789012345678901234567890123", &p, msg,
                                    sizeof msg),
                     TK_E_ARG);
    ck_assert_int_eq(rk_botplay_new("hard", 1, NULL, &p, msg, sizeof msg), TK_OK);
    ck_assert_ptr_null(rk_botplay_view(p));
    /* a question before the match still gets an answer */
    ck_assert_int_ne(rk_botplay_feed(p, "ask play", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(step, RK_BOTPLAY_ANSWER);
    ck_assert_str_eq(answer, "draw");
    ck_assert_int_ne(rk_botplay_feed(p, "turn 1", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(rk_botplay_feed(NULL, "x", &step, answer, sizeof answer), TK_E_ARG);
    rk_botplay_free(p);
    rk_botplay_free(NULL);
}
END_TEST

/* The whole program, easy and seeded 1, for test_serve_streams. */
static int serve_easy(void *ctx, FILE *in, FILE *out, FILE *log)
{
    (void)ctx;
    return rk_botplay_run(in, out, log, "easy", 1, NULL);
}

/* The whole program (rk_botplay_run, `rummikub-cli bot`) and a host's line with
 * a NUL byte: that line is skipped and told, the next one is read (it was
 * lost with it). */
START_TEST(test_run_skips_only_the_nul_line)
{
    static const char input[] = "rkb 1\nturn 1\0x\nrkb 1\nbye\n";
    char out[600], log[600];
    ck_assert_int_eq(test_serve_streams(serve_easy, NULL, input, sizeof input - 1, out, log,
                                        sizeof out),
                     0);
    ck_assert_str_eq(out, "ok rummikub-easy\nok rummikub-easy\n");
    ck_assert_ptr_nonnull(strstr(log, "rummikub bot: skipped a line with a NUL byte\n"));
    ck_assert_ptr_null(strstr(log, "longer than"));
}
END_TEST

static Suite *client_suite(void)
{
    Suite *s = suite_create("rk_botplay_client");
    TCase *tc = tcase_create("games");

    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_games_match_engine, 0, 6);
    suite_add_tcase(s, tc);
    tc = tcase_create("lines");
    tcase_add_test(tc, test_contract_example);
    tcase_add_loop_test(tc, test_bad_lines_change_nothing, 0,
                        (int)(sizeof bad_lines / sizeof bad_lines[0]));
    tcase_add_test(tc, test_blind_answers);
    tcase_add_test(tc, test_run_skips_only_the_nul_line);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(client_suite(), NULL, 0);
}
