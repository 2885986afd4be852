/*
 * test_bot_line.c - the pure parts of Ratuki's bot protocol
 * (ratuki/bot.h) and its player side (ratuki/botplay.h): answers read and
 * written, the match and state lines, the events' lines (the protocol's
 * example, line for line), the player's view rebuilt from lines, bad
 * lines refused without a change; and a level behind the protocol's lines
 * plays a whole match exactly as the same level inside does.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/run.h"
#include "common/streams.h"
#include "engine/helpers.h"
#include "ratuki/ai.h"
#include "ratuki/bot.h"
#include "ratuki/botplay.h"
#include "ratuki/driver.h"

START_TEST(test_parse_answers)
{
    RtIntent in;
    char why[200];
    ck_assert_int_eq(rt_bot_parse_answer("play 1 1 700", &in, why, sizeof why), TK_OK);
    ck_assert_int_eq(in.kind, RT_INTENT_PLAY);
    ck_assert_int_eq(in.card, 1);
    ck_assert_int_eq(in.place, 0);
    ck_assert_int_eq(in.delay, 700);
    ck_assert_int_eq(rt_bot_parse_answer("discard W 0", &in, why, sizeof why), TK_OK);
    ck_assert_int_eq(in.kind, RT_INTENT_DISCARD);
    ck_assert_int_eq(in.card, RT_WILD);
    ck_assert_int_eq(rt_bot_parse_answer("keep", &in, why, sizeof why), TK_OK);
    ck_assert_int_eq(in.kind, RT_INTENT_KEEP);
    ck_assert_int_eq(rt_bot_parse_answer("wait", &in, why, sizeof why), TK_OK);
    ck_assert_int_eq(in.kind, RT_INTENT_WAIT);
    /* Values out of range come through, for the driver to refuse. */
    ck_assert_int_eq(rt_bot_parse_answer("play 7 9 99999999999", &in, why, sizeof why), TK_OK);
    ck_assert_int_eq(in.card, 0);
    ck_assert_int_eq(in.place, 8);
    ck_assert_int_gt(in.delay, RT_DELAY_MAX);
    ck_assert_int_eq(rt_intent_check(&in, 3, 0, why, sizeof why), TK_E_FORMAT);
    ck_assert_int_eq(rt_bot_parse_answer("play w 1 0", &in, why, sizeof why), TK_OK);
    ck_assert_int_eq(in.card, 0);
    /* Malformed. */
    const char *bad[] = {"", "hello", "play", "play 1 1", "play 1 x 5", "play 1 1 -5", "play 1 1 5 6",
                         "discard 3", "keep now", "wait 5", "play  1 1 5", " keep", "keep ", "PLAY 1 1 5"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_msg(rt_bot_parse_answer(bad[i], &in, why, sizeof why) == TK_E_FORMAT, "'%s'", bad[i]);
        ck_assert(why[0] != '\0');
    }
    rt_bot_parse_answer("hello", &in, why, sizeof why);
    ck_assert_str_eq(why, "'hello' is not an answer (play C K D, discard C D, keep or wait)");
    ck_assert_int_eq(rt_bot_parse_answer(NULL, &in, why, sizeof why), TK_E_ARG);
}
END_TEST

START_TEST(test_format)
{
    char line[64];
    RtIntent in = {RT_INTENT_PLAY, RT_WILD, 2, 450};
    ck_assert_uint_eq(rt_bot_format_answer(&in, line, sizeof line), strlen("play W 3 450"));
    ck_assert_str_eq(line, "play W 3 450");
    in = (RtIntent){RT_INTENT_DISCARD, 4, 0, 0};
    rt_bot_format_answer(&in, line, sizeof line);
    ck_assert_str_eq(line, "discard 4 0");
    in.kind = RT_INTENT_KEEP;
    rt_bot_format_answer(&in, line, sizeof line);
    ck_assert_str_eq(line, "keep");
    /* Every answer written reads back. */
    for (int c = 1; c <= RT_WILD; c++) {
        RtIntent a = {RT_INTENT_PLAY, c, c % 3, c * 1000}, b;
        rt_bot_format_answer(&a, line, sizeof line);
        ck_assert_int_eq(rt_bot_parse_answer(line, &b, NULL, 0), TK_OK);
        ck_assert(memcmp(&a, &b, sizeof a) == 0);
    }
    RtConfig cfg;
    rt_config_default(&cfg, 2);
    rt_bot_match_line(&cfg, 1, line, sizeof line);
    ck_assert_str_eq(line, "match seats=2 seat=2 target=100 window=150");
}
END_TEST

/* The protocol's example, replayed in the engine: seat 1 starts a stack
 * at 610, seat 2's 1 goes on place 2 at 1010. */
START_TEST(test_example_lines)
{
    RtGame *g = rth_game(2, 100, 150, 1);
    rth_script(g, 0, (const int[]){1, 2, 4, 3}, 4);
    rth_script(g, 1, (const int[]){1, 3, RT_WILD, 5}, 4);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    char buf[RT_BOT_EVENT_TEXT], all[4096] = "";
    RtEvent e;
    while (rt_event_next(g, &e)) {
        ck_assert_int_ge(rt_bot_event_text(&e, 2, buf, sizeof buf), 0);
        strcat(all, buf);
    }
    RtView v;
    rt_game_view(g, 1, &v);
    rt_bot_state_line(&v, buf, sizeof buf);
    strcat(all, buf);
    strcat(all, "\n");
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 610), TK_OK);
    ck_assert_int_eq(rth_play(g, 1, 1, 1, 1010), TK_OK);
    while (rt_event_next(g, &e)) {
        ck_assert_int_ge(rt_bot_event_text(&e, 2, buf, sizeof buf), 0);
        strcat(all, buf);
    }
    rt_game_view(g, 1, &v);
    rt_bot_state_line(&v, buf, sizeof buf);
    strcat(all, buf);
    ck_assert_str_eq(all, "round 1\n"
                          "state 0 hand 1 3 W stacks - - piles 32/0/0/3 32/0/0/3\n"
                          "played 1 1 1 610\n"
                          "played 2 1 2 1010\n"
                          "state 1010 hand 3 5 W stacks 1/1 1/1 piles 31/0/0/3 31/0/0/3");
    rt_game_free(g);
}
END_TEST

START_TEST(test_event_lines)
{
    RtEvent e;
    char buf[RT_BOT_EVENT_TEXT];
    memset(&e, 0, sizeof e);
    e.kind = RT_EV_TIE;
    e.time = 1200;
    e.u.tie.place = 0;
    e.u.tie.seat1 = 0;
    e.u.tie.card1 = rt_card_make(0, 15);
    e.u.tie.seat2 = 2;
    e.u.tie.card2 = rt_card_make(2, 33);
    ck_assert_int_eq(rt_bot_event_text(&e, 3, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "tie 1 1 3 3 W 1200\n");
    e.kind = RT_EV_TOOK;
    e.u.took.seat = 1;
    e.u.took.place = 2;
    e.u.took.cards = 6;
    ck_assert_int_eq(rt_bot_event_text(&e, 3, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "took 2 3 6 1200\n");
    e.kind = RT_EV_DISCARDED;
    e.u.discarded.seat = 2;
    e.u.discarded.card = rt_card_make(2, 0);
    ck_assert_int_eq(rt_bot_event_text(&e, 3, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "discarded 3 1200\n");
    e.kind = RT_EV_ROUND_END;
    e.u.round_end.round = 2;
    e.u.round_end.reason = RT_END_OUT;
    e.u.round_end.out_seat = 1;
    e.u.round_end.points[0] = -5;
    e.u.round_end.total[0] = 40;
    e.u.round_end.points[1] = 12;
    e.u.round_end.total[1] = 77;
    ck_assert_int_eq(rt_bot_event_text(&e, 2, buf, sizeof buf), 3);
    ck_assert_str_eq(buf, "roundover 2 reason=out seat=2\nscore 1 -5 40\nscore 2 12 77\n");
    e.u.round_end.reason = RT_END_STUCK;
    ck_assert_int_eq(rt_bot_event_text(&e, 2, buf, sizeof buf), 3);
    ck_assert_ptr_nonnull(strstr(buf, "roundover 2 reason=stuck\n"));
    e.kind = RT_EV_MATCH_END;
    e.u.match_end.winner = -1;
    ck_assert_int_eq(rt_bot_event_text(&e, 2, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "matchover winner=0\n");
    /* Nothing face down, nothing that shows nothing new. */
    RtEventKind silent[] = {RT_EV_DEAL, RT_EV_FINAL, RT_EV_DREW, RT_EV_TURNED_OVER, RT_EV_OUT,
                            RT_EV_STUCK, RT_EV_STILL};
    for (size_t i = 0; i < sizeof silent / sizeof silent[0]; i++) {
        e.kind = silent[i];
        ck_assert_int_eq(rt_bot_event_text(&e, 2, buf, sizeof buf), 0);
        ck_assert_str_eq(buf, "");
    }
    char tiny[8];
    e.kind = RT_EV_ROUND_END;
    ck_assert_int_eq(rt_bot_event_text(&e, 2, tiny, sizeof tiny), -1);
}
END_TEST

/* ---- the player side ---- */

static int feed(RtBotPlayer *p, const char *line, char *answer)
{
    RtBotPlayStep step;
    int st = rt_botplay_feed(p, line, &step, answer, RT_BOTPLAY_ANSWER_MAX);
    if (step != RT_BOTPLAY_ANSWER) {
        answer[0] = '\0';
    }
    return st;
}

START_TEST(test_player_lines)
{
    RtBotPlayer *p = NULL;
    char msg[200], ans[RT_BOTPLAY_ANSWER_MAX];
    ck_assert_int_eq(rt_botplay_new("grandmaster", 1, 0, NULL, &p, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rt_botplay_new("easy", 1, 0, "bad name!", &p, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rt_botplay_new("easy", 1, 5, NULL, &p, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rt_botplay_new("expert", 1, 0, NULL, &p, msg, sizeof msg), TK_OK);
    ck_assert_str_eq(rt_botplay_name(p), "ratuki-expert");
    ck_assert_int_eq(feed(p, "rtb 1", ans), TK_OK);
    ck_assert_str_eq(ans, "ok ratuki-expert");
    ck_assert_int_eq(feed(p, "rtb 2", ans), TK_E_FORMAT);
    ck_assert_int_eq(feed(p, "round 1", ans), TK_E_PHASE);
    ck_assert_int_eq(feed(p, "match seats=2 seat=2 target=100 window=150", ans), TK_OK);
    ck_assert_int_eq(feed(p, "match seats=2 seat=2 target=100 window=150", ans), TK_E_PHASE);
    ck_assert_int_eq(feed(p, "round 2", ans), TK_E_PHASE);
    ck_assert_int_eq(feed(p, "round 1", ans), TK_OK);
    ck_assert_int_eq(feed(p, "state 0 hand 1 3 W stacks - - piles 32/0/0/3 32/0/0/3", ans), TK_OK);
    ck_assert_int_eq(feed(p, "ask 0", ans), TK_OK);
    ck_assert(strncmp(ans, "play 1 ", 7) == 0 || strncmp(ans, "discard ", 8) == 0);
    ck_assert_int_eq(feed(p, "played 1 1 1 610", ans), TK_OK);
    ck_assert_int_eq(feed(p, "state 610 hand 1 3 W stacks 1/1 - piles 31/0/0/3 32/0/0/3", ans), TK_OK);
    const RtView *v = rt_botplay_view(p);
    ck_assert_int_eq(v->seat, 1);
    ck_assert_int_eq(v->now, 610);
    ck_assert_int_eq(v->place[0].pending_seat, 0);
    ck_assert_int_eq(v->place[0].pending_until, 760);
    ck_assert_int_eq(v->place[0].height, 1);
    ck_assert_int_eq(v->piles[0].draw, 31);
    ck_assert_int_eq(feed(p, "ask 610", ans), TK_OK);
    /* At 800 the 1 is final. */
    ck_assert_int_eq(feed(p, "ask 800", ans), TK_OK);
    ck_assert_int_eq(rt_botplay_view(p)->place[0].pending_seat, -1);
    /* Bad lines change nothing. */
    RtView before = *rt_botplay_view(p);
    const char *bad[] = {"state 900 hand 3 1 W stacks - - piles 1/0/0/3 1/0/0/3",
                         "state 900 hand 1 3 W stacks - piles 1/0/0/3 1/0/0/3",
                         "state 100 hand 1 3 W stacks - - piles 1/0/0/3 1/0/0/3",
                         "played 3 1 1 900", "played 1 7 1 900", "tie 1 1 3", "took 1 1 0 5",
                         "score 1 5 5", "matchover winner=1", "roundover 2 reason=still",
                         "roundover 1 reason=out", "hello", "state  1", "discarded 1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_msg(feed(p, bad[i], ans) != TK_OK, "'%s' was taken", bad[i]);
        ck_assert(rt_botplay_error(p)[0] != '\0');
        ck_assert(memcmp(&before, rt_botplay_view(p), sizeof before) == 0);
    }
    /* An ask it cannot answer still gets one. */
    ck_assert_int_ne(feed(p, "ask 5", ans), TK_OK);
    ck_assert_str_eq(ans, "wait");
    ck_assert_int_eq(feed(p, "refused a 3 goes on a 2 or a 4; place 1 shows a 1", ans), TK_OK);
    ck_assert_int_eq(feed(p, "state 1000 hand 1 3 W stacks 1/1 - piles 31/0/0/3 32/0/0/3", ans), TK_OK);
    ck_assert_int_eq(feed(p, "roundover 1 reason=still", ans), TK_OK);
    ck_assert_int_eq(feed(p, "score 1 -31 -31", ans), TK_OK);
    ck_assert_int_eq(feed(p, "score 2 -32 -32", ans), TK_OK);
    ck_assert_int_eq(feed(p, "ask 1000", ans), TK_E_PHASE);
    ck_assert_str_eq(ans, "wait");
    ck_assert_int_eq(rt_botplay_view(p)->total[1], -32);
    RtBotPlayStep step;
    ck_assert_int_eq(rt_botplay_feed(p, "bye", &step, ans, sizeof ans), TK_OK);
    ck_assert_int_eq(step, RT_BOTPLAY_BYE);
    rt_botplay_free(p);
}
END_TEST

/* ---- a level behind the protocol's lines ---- */

/* An agent that speaks to an RtBotPlayer in lines, without a process. */
typedef struct LineBot {
    RtBotPlayer *p;
    int players;
    long lines;
} LineBot;

static void lb_feed(LineBot *b, const char *line, char *answer)
{
    RtBotPlayStep step;
    b->lines++;
    ck_assert_msg(rt_botplay_feed(b->p, line, &step, answer, RT_BOTPLAY_ANSWER_MAX) == TK_OK,
                  "'%s': %s", line, rt_botplay_error(b->p));
}

static int lb_event(void *self, const RtEvent *ev, char *why, size_t size)
{
    LineBot *b = self;
    char text[RT_BOT_EVENT_TEXT], ans[RT_BOTPLAY_ANSWER_MAX];
    (void)why;
    (void)size;
    ck_assert_int_ge(rt_bot_event_text(ev, b->players, text, sizeof text), 0);
    char *line = text;
    while (*line != '\0') {
        char *nl = strchr(line, '\n');
        *nl = '\0';
        lb_feed(b, line, ans);
        line = nl + 1;
    }
    return TK_OK;
}

static int lb_ask(void *self, const RtView *view, int tell, RtIntent *out, char *why, size_t size)
{
    LineBot *b = self;
    char line[RT_BOT_LINE_MAX + 1], ans[RT_BOTPLAY_ANSWER_MAX];
    if (tell & RT_TELL_STATE) {
        rt_bot_state_line(view, line, sizeof line);
        lb_feed(b, line, ans);
    }
    if (!(tell & RT_TELL_ASK)) {
        return TK_OK;
    }
    snprintf(line, sizeof line, "ask %d", view->now);
    lb_feed(b, line, ans);
    return rt_bot_parse_answer(ans, out, why, size) == TK_OK ? RT_AGENT_ANSWER : RT_AGENT_REFUSED;
}

static int lb_refused(void *self, const char *text, char *why, size_t size)
{
    char line[RT_BOT_LINE_MAX + 1], ans[RT_BOTPLAY_ANSWER_MAX];
    (void)why;
    (void)size;
    snprintf(line, sizeof line, "refused %s", text);
    lb_feed(self, line, ans);
    return TK_OK;
}

static const RtAgentOps linebot_ops = {lb_event, lb_ask, rt_agent_no_poll, lb_refused};

/* Plays a whole match (target 60) of `players` seats; seats in `as_bots`
 * play through the protocol's lines, the others inside.  The game,
 * owned by the caller. */
static RtGame *play_match(int players, uint64_t seed, unsigned as_bots)
{
    RtGame *g = rth_game(players, 60, 150, seed);
    RtDriver *d = NULL;
    ck_assert_int_eq(rt_driver_new(g, NULL, &d), TK_OK);
    RtAI *ai[RT_MAX_SEATS] = {NULL};
    LineBot lb[RT_MAX_SEATS];
    memset(lb, 0, sizeof lb);
    const char *const *levels = rt_ai_levels();
    for (int s = 0; s < players; s++) {
        const char *level = levels[(s + (int)seed) % 4];
        uint64_t own = seed * 10 + (uint64_t)s;
        RtAgent a;
        if (as_bots & (1u << s)) {
            char msg[200], ans[RT_BOTPLAY_ANSWER_MAX], line[128];
            ck_assert_int_eq(rt_botplay_new(level, own, 0, NULL, &lb[s].p, msg, sizeof msg), TK_OK);
            lb[s].players = players;
            lb_feed(&lb[s], "rtb 1", ans);
            rt_bot_match_line(rt_game_config(g), s, line, sizeof line);
            lb_feed(&lb[s], line, ans);
            a.ops = &linebot_ops;
            a.self = &lb[s];
        } else {
            ck_assert_int_eq(rt_ai_new(level, own, NULL, &ai[s]), TK_OK);
            rt_ai_agent(ai[s], &a);
        }
        ck_assert_int_eq(rt_driver_set_agent(d, s, &a), TK_OK);
    }
    int rounds = 0;
    while (rt_game_phase(g) == RT_PHASE_BETWEEN && rounds < 40) {
        ck_assert_int_eq(rt_driver_deal(d), TK_OK);
        ck_assert_int_eq(rt_driver_run_round(d), TK_OK);
        rounds++;
    }
    for (int s = 0; s < players; s++) {
        ck_assert(!rt_driver_failed(d, s));
        if (lb[s].p != NULL) {
            ck_assert_int_gt(lb[s].lines, 100);
        }
        rt_botplay_free(lb[s].p);
        rt_ai_free(ai[s]);
    }
    rt_driver_free(d);
    return g;
}

START_TEST(test_level_as_bot_plays_alike)
{
    int players = 2 + _i % 4;
    uint64_t seed = 60u + (uint64_t)_i;
    RtGame *inside = play_match(players, seed, 0);
    RtGame *lines = play_match(players, seed, (1u << players) - 1u);
    RtGame *mixed = play_match(players, seed, 0x5u);
    ck_assert_int_gt(rt_game_round(inside), 0);
    ck_assert(rt_game_same(inside, lines));
    ck_assert(rt_game_same(inside, mixed));
    ck_assert_int_eq(rt_game_history_count(inside), rt_game_history_count(lines));
    rt_game_free(inside);
    rt_game_free(lines);
    rt_game_free(mixed);
}
END_TEST

/* The whole program, easy and seeded 1, for test_serve_streams. */
static int serve_easy(void *ctx, FILE *in, FILE *out, FILE *log)
{
    (void)ctx;
    return rt_botplay_run(in, out, log, "easy", 1, 0, NULL);
}

/* The whole program (rt_botplay_run, `ratuki-cli bot`) and a host's line with
 * a NUL byte: that line is skipped and told, the next one is read (it was
 * lost with it). */
START_TEST(test_run_skips_only_the_nul_line)
{
    static const char input[] = "rtb 1\nturn 1\0x\nrtb 1\nbye\n";
    char out[600], log[600];
    ck_assert_int_eq(test_serve_streams(serve_easy, NULL, input, sizeof input - 1, out, log,
                                        sizeof out),
                     0);
    ck_assert_str_eq(out, "ok ratuki-easy\nok ratuki-easy\n");
    ck_assert_ptr_nonnull(strstr(log, "ratuki bot: skipped a line with a NUL byte\n"));
    ck_assert_ptr_null(strstr(log, "longer than"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ratuki_bot_line");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_parse_answers);
    tcase_add_test(tc, test_format);
    tcase_add_test(tc, test_example_lines);
    tcase_add_test(tc, test_event_lines);
    tcase_add_test(tc, test_player_lines);
    tcase_add_test(tc, test_run_skips_only_the_nul_line);
    tcase_add_loop_test(tc, test_level_as_bot_plays_alike, 0, 8);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
