/*
 * test_rk_bot_process.c - Rummikub bots as real child processes
 * (rummikub-testbot modes) seated at a real engine: the conversation, the
 * refusals and the 3-refusal rule as the table applies them, the turn
 * timer, and every kind of misbehaviour (each must end in RK_BOT_FAILED
 * with the right reason, in time, without hanging or crashing the game).
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "common/bot_cases.h"
#include "common/procs.h"
#include "common/run.h"
#include "rummikub/bot.h"

#ifndef RK_TESTBOT
#error "RK_TESTBOT must name the rummikub-testbot program"
#endif

static int start_cmd(const char *cmd, int seat, int reply_ms, RkBot **bot, char *msg,
                     size_t size)
{
    RkBotOptions opt = {reply_ms, 0, 0}; /* 0: the library's own */
    return rk_bot_start(cmd, seat, &opt, bot, msg, size);
}

/* A table: a 2-seat game (seat 1 starts every game), the bot in seat 1. */
typedef struct Table {
    RkGame *g;
    RkBot *bot;
} Table;

/* Passes the game's events to the bot; the status of the last call. */
static int flush_events(Table *t)
{
    RkEvent ev;
    int st = TK_OK;

    while (rk_event_next(t->g, &ev)) {
        if (st == TK_OK) {
            st = rk_bot_event(t->bot, &ev);
        }
    }
    return st;
}

static void table_open(Table *t, const char *mode, int reply_ms, int timer)
{
    char cmd[1024], msg[256] = "";
    RkConfig cfg;
    int st;

    snprintf(cmd, sizeof cmd, "exec '%s' %s", RK_TESTBOT, mode);
    t->bot = NULL;
    st = start_cmd(cmd, 0, reply_ms, &t->bot, msg, sizeof msg);
    ck_assert_msg(st == TK_OK, "start %s: %s", mode, msg);
    ck_assert_ptr_nonnull(t->bot);
    ck_assert_str_eq(rk_bot_name(t->bot), "testbot");
    rk_config_default(&cfg, 2);
    cfg.timer = timer;
    cfg.games = 1;
    cfg.first = 0;
    ck_assert_int_eq(rk_game_new(&cfg, 7, &t->g, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rk_bot_match(t->bot, &cfg), TK_OK);
    ck_assert_int_eq(rk_deal(t->g), TK_OK);
    ck_assert_int_eq(flush_events(t), TK_OK);
}

static void table_close(Table *t)
{
    rk_bot_free(t->bot);
    rk_game_free(t->g);
}

static int ask(Table *t)
{
    RkView v;

    ck_assert_int_eq(rk_game_view(t->g, 0, &v), TK_OK);
    return rk_bot_ask(t->bot, &v);
}

static RkBotResult poll_until(RkBot *bot, int max_ms, RkMove *m)
{
    long end = procs_now_ms() + max_ms;
    RkBotResult r;

    do {
        r = rk_bot_poll(bot, 20, m);
    } while (r == RK_BOT_PENDING && procs_now_ms() < end);
    return r;
}

/* Asks the seat to act and runs the table's side of a turn: an answer the
 * engine refuses is refused to the bot; REFUSED makes the seat draw.
 * Returns the last poll result. */
static RkBotResult play_turn(Table *t, int max_ms)
{
    RkMove m;
    RkBotResult r;

    ck_assert_int_eq(ask(t), TK_OK);
    for (;;) {
        r = poll_until(t->bot, max_ms, &m);
        if (r == RK_BOT_ANSWER && m.kind == RK_ACT_PLAY &&
            rk_check_play(t->g, 0, &m.table) != TK_OK) {
            r = rk_bot_refuse(t->bot, rk_game_error(t->g));
            if (r == RK_BOT_PENDING) {
                continue;
            }
        }
        break;
    }
    if (r == RK_BOT_ANSWER) {
        ck_assert_int_eq(rk_apply(t->g, 0, m.kind, &m.table), TK_OK);
    } else if (r == RK_BOT_REFUSED) {
        ck_assert_int_eq(rk_draw(t->g, 0), TK_OK);
    }
    if (r == RK_BOT_ANSWER || r == RK_BOT_REFUSED) {
        ck_assert_int_eq(flush_events(t), TK_OK);
    }
    return r;
}

static int count_in(const char *hay, const char *needle)
{
    int n = 0;
    size_t len = strlen(needle);

    while ((hay = strstr(hay, needle)) != NULL) {
        n++;
        hay += len;
    }
    return n;
}

/* The bot's log, once the lines sent so far have reached it. */
static const char *log_after(RkBot *bot, const char *want, int times)
{
    long end = procs_now_ms() + 3000;
    const char *log = rk_bot_log(bot, NULL);
    RkMove m;

    while (count_in(log, want) < times && procs_now_ms() < end) {
        (void)rk_bot_poll(bot, 20, &m);
        log = rk_bot_log(bot, NULL);
    }
    return log;
}

static void expect_failure(RkBot *bot, RkBotResult r, const char *reason)
{
    ck_assert_int_eq(r, RK_BOT_FAILED);
    ck_assert_int_eq(rk_bot_failed(bot), 1);
    ck_assert_msg(strcmp(rk_bot_failure(bot), reason) == 0, "failure '%s', want '%s'",
                  rk_bot_failure(bot), reason);
}

/* ---- a good bot ---- */

START_TEST(test_good_conversation)
{
    Table t;
    const char *log;

    table_open(&t, "good", 5000, 0);
    ck_assert_int_eq(play_turn(&t, 5000), RK_BOT_ANSWER);
    ck_assert_int_eq(rk_game_to_act(t.g), 1);
    ck_assert_int_eq(rk_bot_refusals(t.bot), 0);
    ck_assert_int_eq(rk_bot_poll(t.bot, 0, NULL), RK_BOT_IDLE);
    log = log_after(t.bot, "< turn 2\n", 1);
    ck_assert_msg(strncmp(log, "pid ", 4) == 0, "log '%s'", log);
    ck_assert_ptr_nonnull(strstr(log, "< rkb 1\n< match players=2 seat=1 games=1 timer=0\n"
                                      "< game 1 first=1 pool=78\n< rack "));
    ck_assert_ptr_nonnull(strstr(log, "\n< table -\n< turn 1\n< ask play\n< drew 1 "));
    ck_assert_ptr_nonnull(strstr(log, "\n< turn 2\n"));
    ck_assert_int_eq(rk_bot_failed(t.bot), 0);
    table_close(&t);
}
END_TEST

START_TEST(test_before_match)
{
    char cmd[1024], msg[256] = "";
    RkBot *bot = NULL;
    RkEvent ev;
    RkView v;
    RkConfig cfg;

    snprintf(cmd, sizeof cmd, "exec '%s' good", RK_TESTBOT);
    ck_assert_int_eq(start_cmd(cmd, 1, 5000, &bot, msg, sizeof msg), TK_OK);
    memset(&ev, 0, sizeof ev);
    ev.kind = RK_EV_TURN_START;
    memset(&v, 0, sizeof v);
    v.seat = 1;
    v.phase = RK_PHASE_TURN;
    v.to_act = 1;
    ck_assert_int_eq(rk_bot_event(bot, &ev), TK_E_PHASE);
    ck_assert_int_eq(rk_bot_ask(bot, &v), TK_E_PHASE);
    ck_assert_int_eq(rk_bot_refuse(bot, "no"), RK_BOT_IDLE);
    rk_config_default(&cfg, 2);
    cfg.players = 1;
    ck_assert_int_eq(rk_bot_match(bot, &cfg), TK_E_CONFIG);
    rk_config_default(&cfg, 2);
    ck_assert_int_eq(rk_bot_match(bot, &cfg), TK_OK);
    ck_assert_int_eq(rk_bot_match(bot, &cfg), TK_E_PHASE);
    v.seat = 0;
    ck_assert_int_eq(rk_bot_ask(bot, &v), TK_E_ARG); /* not its seat */
    v.seat = 1;
    v.to_act = 0;
    ck_assert_int_eq(rk_bot_ask(bot, &v), TK_E_ARG); /* not its turn */
    v.to_act = 1;
    ck_assert_int_eq(rk_bot_ask(bot, &v), TK_OK);
    ck_assert_int_eq(rk_bot_ask(bot, &v), TK_E_PHASE); /* already asked */
    ck_assert_int_eq(rk_bot_seat(bot), 1);
    rk_bot_free(bot);
}
END_TEST

START_TEST(test_bad_arguments)
{
    char msg[256] = "";
    RkBot *bot = (RkBot *)&bot;

    ck_assert_int_eq(start_cmd(NULL, 0, 5000, &bot, msg, sizeof msg), TK_E_ARG);
    ck_assert_ptr_null(bot);
    ck_assert_int_eq(start_cmd("true", RK_MAX_SEATS, 5000, &bot, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rk_bot_poll(NULL, 0, NULL), RK_BOT_FAILED);
    ck_assert_int_eq(rk_bot_event(NULL, NULL), TK_E_ARG);
    ck_assert_str_eq(rk_bot_name(NULL), "");
    ck_assert_str_eq(rk_bot_failure(NULL), "");
    rk_bot_free(NULL);
}
END_TEST

START_TEST(test_crlf_and_slow)
{
    Table t;

    table_open(&t, _i == 0 ? "crlf" : "slow", 5000, 0);
    ck_assert_int_eq(play_turn(&t, 5000), RK_BOT_ANSWER);
    ck_assert_int_eq(rk_game_to_act(t.g), 1);
    ck_assert_int_eq(rk_bot_failed(t.bot), 0);
    table_close(&t);
}
END_TEST

START_TEST(test_hello_nonblocking)
{
    char cmd[1024], msg[256] = "";
    RkBot *bot = NULL;
    RkBotResult r;
    long end = procs_now_ms() + 5000;

    snprintf(cmd, sizeof cmd, "exec '%s' oldhello", RK_TESTBOT);
    ck_assert_int_eq(rk_bot_launch(cmd, 0, NULL, &bot, msg, sizeof msg), TK_OK);
    do {
        r = rk_bot_hello(bot, 10);
    } while (r == RK_BOT_PENDING && procs_now_ms() < end);
    ck_assert_int_eq(r, RK_BOT_ANSWER);
    ck_assert_str_eq(rk_bot_name(bot), "testbot");
    ck_assert_int_eq(rk_bot_hello(bot, 0), RK_BOT_ANSWER);
    /* the first hello, "ok", was refused once */
    ck_assert_ptr_nonnull(strstr(log_after(bot, "< error ", 1), "< error "));
    rk_bot_free(bot);
}
END_TEST

/* ---- refusals ---- */

START_TEST(test_recover_after_refusal)
{
    Table t;
    const char *log;

    table_open(&t, "recover", 5000, 0);
    ck_assert_int_eq(play_turn(&t, 5000), RK_BOT_ANSWER);
    ck_assert_int_eq(rk_bot_refusals(t.bot), 1);
    log = log_after(t.bot, "< ask play\n", 2);
    ck_assert_ptr_nonnull(
        strstr(log, "< ask play\n< error 'banana' is not 'draw' or 'play SETS'\n< ask play\n"));
    ck_assert_int_eq(rk_bot_failed(t.bot), 0);
    table_close(&t);
}
END_TEST

/* Lines refused by the bot layer: three in a turn and the seat draws; the
 * bot stays, and its next turn is asked as usual. */
static const struct {
    const char *mode;
    const char *error;
} refused_modes[] = {
    {"garbage", "< error 'banana' is not 'draw' or 'play SETS'\n"},
    {"badtable", "< error 'play r1 r2 x9' is not 'play SETS': set 1: 'x9' is not a tile"},
    {"long", "< error line longer than 1024 bytes\n"},
    {"binary", "< error binary or non-ASCII byte in the line\n"},
    {"illegal", "< error "},
};

START_TEST(test_three_refusals_draw)
{
    Table t;
    const char *log;
    RkBotResult r;

    table_open(&t, refused_modes[_i].mode, 5000, 0);
    r = play_turn(&t, 5000);
    ck_assert_int_eq(r, RK_BOT_REFUSED);
    ck_assert_int_eq(rk_bot_refusals(t.bot), 3);
    ck_assert_int_eq(rk_bot_failed(t.bot), 0);
    ck_assert_int_eq(rk_game_to_act(t.g), 1);
    ck_assert_int_eq(rk_game_rack_count(t.g, 0), RK_RACK_START + 1);
    log = log_after(t.bot, "< turn 2\n", 1);
    ck_assert_int_eq(count_in(log, refused_modes[_i].error), 3);
    ck_assert_int_eq(count_in(log, "< ask play\n"), 3);
    /* the third error is the last word of the turn: the draw follows */
    ck_assert_msg(strstr(log, "< ask play\n< error ") != NULL, "log '%s'", log);
    ck_assert_ptr_nonnull(strstr(log, "\n< drew 1 "));
    /* the other seat draws; the bot's next turn is asked again */
    ck_assert_int_eq(rk_draw(t.g, 1), TK_OK);
    ck_assert_int_eq(flush_events(&t), TK_OK);
    ck_assert_int_eq(play_turn(&t, 5000), RK_BOT_REFUSED);
    ck_assert_int_eq(rk_bot_failed(t.bot), 0);
    table_close(&t);
}
END_TEST

/* ---- time ---- */

START_TEST(test_timeout_without_timer)
{
    Table t;
    long t0, dt;
    RkMove m;

    table_open(&t, "silent", 800, 0);
    t0 = procs_now_ms();
    ck_assert_int_eq(ask(&t), TK_OK);
    expect_failure(t.bot, poll_until(t.bot, 5000, &m), "timed out after 800 ms");
    dt = procs_now_ms() - t0;
    ck_assert_int_ge(dt, 780);
    ck_assert_int_lt(dt, 4500); /* the limit's doing, not the end of the 5 s poll */
    /* after a failure every call says so */
    ck_assert_int_eq(ask(&t), TK_E_IO);
    ck_assert_int_eq(rk_bot_poll(t.bot, 0, &m), RK_BOT_FAILED);
    ck_assert_int_eq(rk_bot_refuse(t.bot, "x"), RK_BOT_FAILED);
    /* the log is still there */
    ck_assert_ptr_nonnull(strstr(rk_bot_log(t.bot, NULL), "< ask play\n"));
    table_close(&t);
}
END_TEST

/* With a turn timer the reply limit does not apply to `ask play`: the
 * table's clock gives the penalty, and the bot stays. */
START_TEST(test_turn_timer_penalty)
{
    Table t;
    RkMove m;
    const char *log;

    table_open(&t, "silent", 300, 30);
    ck_assert_int_eq(ask(&t), TK_OK);
    ck_assert_int_eq(poll_until(t.bot, 900, &m), RK_BOT_PENDING);
    ck_assert_int_eq(rk_bot_failed(t.bot), 0);
    ck_assert_int_eq(rk_timeout(t.g), TK_OK);
    ck_assert_int_eq(flush_events(&t), TK_OK);
    ck_assert_int_eq(rk_game_rack_count(t.g, 0), RK_RACK_START + RK_PENALTY_TILES);
    ck_assert_int_eq(rk_bot_poll(t.bot, 50, &m), RK_BOT_IDLE);
    log = log_after(t.bot, "< turn 2\n", 1);
    ck_assert_ptr_nonnull(strstr(log, "< ask play\n< penalty 1 3\n< drew 1 "));
    ck_assert_int_eq(count_in(log, "< drew 1 "), 3);
    ck_assert_int_eq(rk_bot_failed(t.bot), 0);
    table_close(&t);
}
END_TEST

/* The answer that comes after the penalty is dropped, not taken as a
 * flood nor as the answer to the next question.  The bot answers when the
 * test opens its gate (and removes the gate once the answer is sent), so
 * the order of things is the test's, not the machine's speed (it was a
 * bot answering after 600 ms, and windows of 100, 1000 and 200 ms). */
START_TEST(test_turn_timer_late_answer)
{
    char dir[] = "/tmp/rk-gate-XXXXXX", gate[64], cmd[1024], msg[256] = "";
    Table t;
    RkMove m;
    RkConfig cfg;
    long end;
    int i;

    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(gate, sizeof gate, "%s/go", dir);
    snprintf(cmd, sizeof cmd, "exec '%s' gate '%s'", RK_TESTBOT, gate);
    t.bot = NULL;
    /* the limit is the hello's only: with a turn timer, `ask play` has none */
    ck_assert_int_eq(start_cmd(cmd, 0, 5000, &t.bot, msg, sizeof msg), TK_OK);
    rk_config_default(&cfg, 2);
    cfg.timer = 30;
    cfg.games = 1;
    cfg.first = 0;
    ck_assert_int_eq(rk_game_new(&cfg, 9, &t.g, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rk_bot_match(t.bot, &cfg), TK_OK);
    ck_assert_int_eq(rk_deal(t.g), TK_OK);
    ck_assert_int_eq(flush_events(&t), TK_OK);
    ck_assert_int_eq(ask(&t), TK_OK);
    ck_assert_int_eq(rk_bot_poll(t.bot, 100, &m), RK_BOT_PENDING);
    ck_assert_int_eq(rk_timeout(t.g), TK_OK); /* the table's clock ran out */
    ck_assert_int_eq(flush_events(&t), TK_OK);
    /* the late `draw` comes now: dropped */
    ck_assert_int_eq(procs_gate_open(gate), 0);
    end = procs_now_ms() + 10000;
    while (access(gate, F_OK) == 0 && procs_now_ms() < end) {
        ck_assert_int_eq(rk_bot_poll(t.bot, 20, &m), RK_BOT_IDLE);
    }
    ck_assert_int_ne(access(gate, F_OK), 0); /* sent */
    for (i = 0; i < 5; i++) {
        ck_assert_int_eq(rk_bot_poll(t.bot, 20, &m), RK_BOT_IDLE);
    }
    ck_assert_int_eq(rk_bot_failed(t.bot), 0);
    ck_assert_int_eq(rk_draw(t.g, 1), TK_OK);
    ck_assert_int_eq(flush_events(&t), TK_OK);
    ck_assert_int_eq(ask(&t), TK_OK);
    /* the answer to this question, not the old one: none until the gate */
    ck_assert_int_eq(rk_bot_poll(t.bot, 200, &m), RK_BOT_PENDING);
    ck_assert_int_eq(procs_gate_open(gate), 0);
    ck_assert_int_eq(poll_until(t.bot, 5000, &m), RK_BOT_ANSWER);
    ck_assert_int_eq(m.kind, RK_ACT_DRAW);
    table_close(&t);
    (void)remove(gate);
    ck_assert_int_eq(rmdir(dir), 0);
}
END_TEST

/* ---- exits, floods, pipes ---- */

START_TEST(test_exit_when_asked)
{
    Table t;
    RkMove m;
    int st;

    table_open(&t, "exit3", 5000, 0);
    /* it leaves on the question: rk_bot_ask may already see it, or a poll */
    st = ask(&t);
    ck_assert_msg(st == TK_OK || st == TK_E_IO, "ask: status %d", st);
    expect_failure(t.bot, st == TK_OK ? poll_until(t.bot, 5000, &m) : RK_BOT_FAILED,
                   "exited with status 3");
    table_close(&t);
}
END_TEST

START_TEST(test_exit_at_match)
{
    char cmd[1024], msg[256] = "";
    RkBot *bot = NULL;
    RkConfig cfg;
    RkMove m;
    RkBotResult r;
    long end = procs_now_ms() + 5000;
    int st;

    snprintf(cmd, sizeof cmd, "exec '%s' exitmatch", RK_TESTBOT);
    ck_assert_int_eq(start_cmd(cmd, 0, 5000, &bot, msg, sizeof msg), TK_OK);
    rk_config_default(&cfg, 2);
    /* the bot leaves on the match line: rk_bot_match may already see it
       (a fast bot, or a slow test), or a later poll does */
    st = rk_bot_match(bot, &cfg);
    ck_assert_msg(st == TK_OK || st == TK_E_IO, "match: status %d", st);
    r = RK_BOT_FAILED;
    while (st == TK_OK && (r = rk_bot_poll(bot, 20, &m)) == RK_BOT_IDLE && procs_now_ms() < end) {
    }
    expect_failure(bot, r, "exited with status 3");
    rk_bot_free(bot);
}
END_TEST

START_TEST(test_two_answers)
{
    Table t;
    RkMove m;
    RkBotResult r;
    long end = procs_now_ms() + 12000;

    table_open(&t, "double", 5000, 0);
    ck_assert_int_eq(ask(&t), TK_OK);
    ck_assert_int_eq(poll_until(t.bot, 5000, &m), RK_BOT_ANSWER);
    do {
        r = rk_bot_poll(t.bot, 20, &m);
    } while (r == RK_BOT_IDLE && procs_now_ms() < end);
    expect_failure(t.bot, r, "wrote 'draw' when no answer was due");
    table_close(&t);
}
END_TEST

START_TEST(test_closed_output)
{
    char cmd[1024], msg[256] = "";
    RkBot *bot = NULL;
    RkConfig cfg;
    RkView v;
    RkMove m;
    RkBotResult r = RK_BOT_FAILED;
    int st;

    snprintf(cmd, sizeof cmd, "exec '%s' closeout", RK_TESTBOT);
    ck_assert_int_eq(start_cmd(cmd, 0, 5000, &bot, msg, sizeof msg), TK_OK);
    /* the end of its output may be seen at any call from now on */
    rk_config_default(&cfg, 2);
    st = rk_bot_match(bot, &cfg);
    if (st == TK_OK) {
        memset(&v, 0, sizeof v);
        v.phase = RK_PHASE_TURN;
        st = rk_bot_ask(bot, &v);
    }
    if (st == TK_OK) {
        r = poll_until(bot, 5000, &m);
    } else {
        ck_assert_int_eq(st, TK_E_IO);
    }
    expect_failure(bot, r, "closed its output");
    rk_bot_free(bot);
}
END_TEST

START_TEST(test_closed_input)
{
    char cmd[1024], msg[256] = "";
    RkBot *bot = NULL;
    RkConfig cfg;
    RkEvent ev;
    int st;
    long t0 = procs_now_ms();

    signal(SIGPIPE, SIG_DFL);
    snprintf(cmd, sizeof cmd, "exec '%s' closein", RK_TESTBOT);
    ck_assert_int_eq(start_cmd(cmd, 0, 5000, &bot, msg, sizeof msg), TK_OK);
    rk_config_default(&cfg, 2);
    st = rk_bot_match(bot, &cfg);
    memset(&ev, 0, sizeof ev);
    ev.kind = RK_EV_TURN_START;
    while (st == TK_OK && procs_now_ms() - t0 < 8000) {
        struct timespec ts = {0, 1000000L};

        st = rk_bot_event(bot, &ev);
        nanosleep(&ts, NULL);
    }
    ck_assert_int_eq(st, TK_E_IO);
    ck_assert_str_eq(rk_bot_failure(bot), "closed its input");
    rk_bot_free(bot);
}
END_TEST

/* ---- the cases both games' bot libraries pass alike (common/bot_cases.c) ---- */

/* The handle: a table whose game starts at the match line. */
static int case_start(const char *cmd, int reply_ms, size_t log_max, void **h, char *msg,
                      size_t size)
{
    RkBotOptions opt = {reply_ms, 0, log_max}; /* 0: the library's own */
    Table *t = calloc(1, sizeof *t);
    *h = NULL;
    ck_assert_ptr_nonnull(t);
    int st = rk_bot_start(cmd, 0, &opt, &t->bot, msg, size);
    if (st != TK_OK) {
        free(t);
        return st;
    }
    *h = t;
    return TK_OK;
}

static int case_match(void *h)
{
    Table *t = h;
    RkConfig cfg;
    char msg[256];
    int st;

    rk_config_default(&cfg, 2);
    cfg.timer = 0; /* a slow bot fails, as without a turn timer */
    cfg.games = 1;
    cfg.first = 0;
    ck_assert_int_eq(rk_game_new(&cfg, 7, &t->g, msg, sizeof msg), TK_OK);
    st = rk_bot_match(t->bot, &cfg);
    if (st != TK_OK) {
        return st;
    }
    ck_assert_int_eq(rk_deal(t->g), TK_OK);
    return flush_events(t);
}

static int case_ask(void *h)
{
    return ask(h);
}

/* A game's end: a few hundred bytes for the bot. */
static int case_event(void *h)
{
    RkEvent ev;

    memset(&ev, 0, sizeof ev);
    ev.kind = RK_EV_GAME_OVER;
    ev.u.game_over.rack[0].n[3] = 2;
    ev.u.game_over.rack[1].n[40] = 2;
    return rk_bot_event(((Table *)h)->bot, &ev);
}

static BotCaseResult case_poll(void *h, int wait_ms)
{
    RkMove m;

    switch (rk_bot_poll(((Table *)h)->bot, wait_ms, &m)) {
    case RK_BOT_IDLE:
        return BOT_CASE_IDLE;
    case RK_BOT_PENDING:
        return BOT_CASE_PENDING;
    case RK_BOT_ANSWER:
        return BOT_CASE_ANSWER;
    default:
        return BOT_CASE_FAILED;
    }
}

static TkBot *case_transport(void *h)
{
    return rk_bot_transport(((Table *)h)->bot);
}

static void case_free(void *h)
{
    table_close(h);
    free(h);
}

static const BotCaseOps case_ops = BOT_CASE_OPS(RK_TESTBOT, "rummikub");

static Suite *process_suite(void)
{
    Suite *s = suite_create("rk_bot_process");
    TCase *tc = tcase_create("good");

    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, test_good_conversation);
    tcase_add_test(tc, test_before_match);
    tcase_add_test(tc, test_bad_arguments);
    tcase_add_loop_test(tc, test_crlf_and_slow, 0, 2);
    tcase_add_test(tc, test_hello_nonblocking);
    suite_add_tcase(s, tc);

    tc = tcase_create("refusals");
    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, test_recover_after_refusal);
    tcase_add_loop_test(tc, test_three_refusals_draw, 0,
                        (int)(sizeof refused_modes / sizeof refused_modes[0]));
    suite_add_tcase(s, tc);

    tc = tcase_create("time");
    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, test_timeout_without_timer);
    tcase_add_test(tc, test_turn_timer_penalty);
    tcase_add_test(tc, test_turn_timer_late_answer);
    suite_add_tcase(s, tc);

    tc = tcase_create("faults");
    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, test_exit_when_asked);
    tcase_add_test(tc, test_exit_at_match);
    tcase_add_test(tc, test_two_answers);
    tcase_add_test(tc, test_closed_output);
    tcase_add_test(tc, test_closed_input);
    suite_add_tcase(s, tc);
    bot_cases_add(s, &case_ops);
    return s;
}

int main(void)
{
    return test_run(process_suite(), NULL, 0);
}
