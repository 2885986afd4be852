/*
 * test_bot_process.c - bots as real child processes: the conversation,
 * the exact lines a bot receives, and every kind of misbehaviour (each
 * must end in RACKO_BOT_FAILED with the right reason, in time, without
 * hanging or crashing the game).  The bots are racko-testbot modes.
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

#include "racko/bot.h"
#include "common/bot_cases.h"
#include "common/procs.h"
#include "common/run.h"

#ifndef RACKO_TESTBOT
#error "RACKO_TESTBOT must name the racko-testbot program"
#endif

static int start_cmd(const char *cmd, int seat, int reply_ms, RackoBot **bot, char *msg,
                     size_t size)
{
    RackoBotOptions opt = {reply_ms, 0, 0}; /* 0: the library's own */
    return racko_bot_new(cmd, seat, &opt, bot, msg, size);
}

/* Starts racko-testbot MODE for seat 0 and sends the match line.  `exec`
 * makes the bot replace the shell, so that the bot alone holds its pipes
 * (the closed-output test needs that). */
static RackoBot *start_mode(const char *mode, int reply_ms)
{
    char cmd[1024], msg[256] = "";
    RackoBot *bot = NULL;
    RackoConfig cfg;
    int st;

    snprintf(cmd, sizeof cmd, "exec '%s' %s", RACKO_TESTBOT, mode);
    st = start_cmd(cmd, 0, reply_ms, &bot, msg, sizeof msg);
    ck_assert_msg(st == RACKO_OK, "start %s: %s", mode, msg);
    ck_assert_ptr_nonnull(bot);
    ck_assert_str_eq(racko_bot_name(bot), "testbot");
    racko_config_default(&cfg, 2);
    st = racko_bot_match(bot, &cfg);
    ck_assert_int_eq(st, RACKO_OK);
    return bot;
}

static void make_view(RackoView *v, int seat, int phase)
{
    int k;

    memset(v, 0, sizeof *v);
    racko_config_default(&v->config, 2);
    v->config.deck_size = 40;
    v->seat = seat;
    v->to_act = seat;
    v->phase = phase;
    v->round = 1;
    for (k = 0; k < RACKO_SLOTS; k++) {
        v->rack[k] = 4 * k + 2;
    }
    v->discard[0] = 19;
    v->discard_count = 1;
    v->draw_count = 19;
}

/* Polls until the bot answers or fails, at most max_ms. */
static RackoBotResult poll_until(RackoBot *bot, int max_ms, RackoAction *a)
{
    long end = procs_now_ms() + max_ms;
    RackoBotResult r;

    do {
        r = racko_bot_poll(bot, 20, a);
    } while (r == RACKO_BOT_PENDING && procs_now_ms() < end);
    return r;
}

/* Asks with a view of `phase` and polls; returns the result. */
static RackoBotResult ask(RackoBot *bot, int phase, int hand, int from_discard, RackoAction *a)
{
    RackoView v;
    int st;

    make_view(&v, racko_bot_seat(bot), phase);
    if (phase == RACKO_PHASE_PLACE) {
        v.hand = hand;
        v.hand_from_discard = from_discard;
    }
    st = racko_bot_ask(bot, &v);
    if (st != RACKO_OK) {
        ck_assert_int_eq(st, RACKO_E_IO);
        return RACKO_BOT_FAILED;
    }
    return poll_until(bot, 5000, a);
}

static int count_in(const char *hay, const char *needle)
{
    int n = 0;
    const char *p = hay;

    while ((p = strstr(p, needle)) != NULL) {
        n++;
        p += strlen(needle);
    }
    return n;
}

static void expect_failure(RackoBot *bot, RackoBotResult r, const char *reason)
{
    ck_assert_int_eq(r, RACKO_BOT_FAILED);
    ck_assert_int_eq(racko_bot_failed(bot), 1);
    ck_assert_msg(strcmp(racko_bot_failure(bot), reason) == 0, "failure '%s', want '%s'",
                  racko_bot_failure(bot), reason);
}

/* After a failure every call says so and nothing breaks. */
static void check_dead(RackoBot *bot)
{
    RackoEvent ev;
    RackoView v;
    RackoAction a;

    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_TURN_START;
    ck_assert_int_eq(racko_bot_event(bot, &ev), RACKO_E_IO);
    make_view(&v, racko_bot_seat(bot), RACKO_PHASE_DRAW);
    ck_assert_int_eq(racko_bot_ask(bot, &v), RACKO_E_IO);
    ck_assert_int_eq(racko_bot_poll(bot, 0, &a), RACKO_BOT_FAILED);
    ck_assert_uint_gt(strlen(racko_bot_failure(bot)), 0);
}

/* ---- good bots ---- */

START_TEST(test_good_conversation)
{
    RackoBot *bot = start_mode("good", 5000);
    RackoAction a = {RACKO_ACT_DEAL, 0};
    RackoView v;
    const char *log;
    long t0;

    ck_assert_int_eq(racko_bot_seat(bot), 0);
    ck_assert_int_eq(racko_bot_poll(bot, 0, &a), RACKO_BOT_IDLE);
    ck_assert_int_eq(ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(a.kind, RACKO_ACT_DRAW_DECK);
    ck_assert_int_eq(ask(bot, RACKO_PHASE_PLACE, 33, 0, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(a.kind, RACKO_ACT_DISCARD);
    ck_assert_int_eq(ask(bot, RACKO_PHASE_PLACE, 33, 1, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(a.kind, RACKO_ACT_PLACE);
    ck_assert_int_eq(a.slot, 0);

    /* misuse is refused without harm */
    make_view(&v, 1, RACKO_PHASE_DRAW);
    ck_assert_int_eq(racko_bot_ask(bot, &v), RACKO_E_ARG); /* another seat's view */
    make_view(&v, 0, RACKO_PHASE_DRAW);
    v.to_act = 1;
    ck_assert_int_eq(racko_bot_ask(bot, &v), RACKO_E_ARG); /* nothing to decide */
    v.to_act = 0;
    ck_assert_int_eq(racko_bot_ask(bot, &v), RACKO_OK);
    ck_assert_int_eq(racko_bot_ask(bot, &v), RACKO_E_PHASE); /* one question at a time */
    ck_assert_int_eq(poll_until(bot, 5000, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(racko_bot_match(bot, &v.config), RACKO_E_PHASE); /* match sent already */
    ck_assert_int_eq(racko_bot_failed(bot), 0);
    ck_assert_str_eq(racko_bot_failure(bot), "");

    log = racko_bot_log(bot, NULL);
    ck_assert_ptr_nonnull(strstr(log, "< rbp 1\n"));
    ck_assert_ptr_nonnull(
        strstr(log, "< match players=2 seat=1 deck=40 target=500 teams=0 rules=bonus\n"));
    ck_assert_ptr_nonnull(strstr(log, "< ask draw\n"));
    ck_assert_ptr_nonnull(strstr(log, "< ask place 33 deck\n"));
    ck_assert_ptr_nonnull(strstr(log, "< ask place 33 discard\n"));

    t0 = procs_now_ms();
    racko_bot_free(bot); /* the bot exits on `bye`: no need to wait long */
    ck_assert_int_lt(procs_now_ms() - t0, 2500); /* not the keeper's 3 s: nothing stuck */
}
END_TEST

START_TEST(test_before_match)
{
    char cmd[1024], msg[256];
    RackoBot *bot = NULL;
    RackoEvent ev;
    RackoView v;
    RackoConfig cfg;
    int st;

    snprintf(cmd, sizeof cmd, "'%s' good", RACKO_TESTBOT);
    st = start_cmd(cmd, 1, 5000, &bot, msg, sizeof msg);
    ck_assert_int_eq(st, RACKO_OK);
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_TURN_START;
    ck_assert_int_eq(racko_bot_event(bot, &ev), RACKO_E_PHASE);
    make_view(&v, 1, RACKO_PHASE_DRAW);
    ck_assert_int_eq(racko_bot_ask(bot, &v), RACKO_E_PHASE);
    racko_config_default(&cfg, 2);
    cfg.players = 9;
    ck_assert_int_eq(racko_bot_match(bot, &cfg), RACKO_E_CONFIG);
    racko_config_default(&cfg, 1);
    ck_assert_int_eq(racko_bot_match(bot, &cfg), RACKO_E_CONFIG); /* seat 2 of a solo game */
    ck_assert_int_eq(racko_bot_failed(bot), 0);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_bad_arguments)
{
    RackoBot *bot = (RackoBot *)&bot;
    char msg[128] = "";

    ck_assert_int_eq(racko_bot_new(NULL, 0, NULL, &bot, msg, sizeof msg), RACKO_E_ARG);
    ck_assert_ptr_null(bot);
    ck_assert_int_eq(racko_bot_new("", 0, NULL, &bot, msg, sizeof msg), RACKO_E_ARG);
    ck_assert_uint_gt(strlen(msg), 0);
    ck_assert_int_eq(racko_bot_new("true", -1, NULL, &bot, msg, sizeof msg), RACKO_E_ARG);
    ck_assert_int_eq(racko_bot_new("true", RACKO_MAX_SEATS, NULL, &bot, NULL, 0), RACKO_E_ARG);
    racko_bot_free(NULL);
    ck_assert_str_eq(racko_bot_name(NULL), "");
    ck_assert_int_eq(racko_bot_poll(NULL, 0, NULL), RACKO_BOT_FAILED);
}
END_TEST

START_TEST(test_crlf_answers)
{
    RackoBot *bot = start_mode("crlf", 5000);
    RackoAction a;

    ck_assert_int_eq(ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(a.kind, RACKO_ACT_DRAW_DECK);
    ck_assert_int_eq(ask(bot, RACKO_PHASE_PLACE, 7, 1, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(a.kind, RACKO_ACT_PLACE);
    racko_bot_free(bot);
}
END_TEST

/* An answer that comes after many polls of a render loop (which never
 * wait) is taken: every poll before it says PENDING at once.  The bot
 * answers when the test opens its gate, so nothing hangs on how fast the
 * machine is (the answer once needed more than 5 polls 5 ms apart, which
 * a loaded machine's stretched sleeps did not always give). */
START_TEST(test_slow_answer_in_time)
{
    char dir[] = "/tmp/racko-gate-XXXXXX", gate[64], mode[128];
    RackoBot *bot;
    RackoView v;
    RackoAction a;
    int i;

    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(gate, sizeof gate, "%s/go", dir);
    snprintf(mode, sizeof mode, "gate '%s'", gate);
    bot = start_mode(mode, 10000);
    make_view(&v, 0, RACKO_PHASE_DRAW);
    ck_assert_int_eq(racko_bot_ask(bot, &v), RACKO_OK);
    /* a render loop: poll without waiting; the answer cannot be there */
    for (i = 0; i < 50; i++) {
        ck_assert_int_eq(racko_bot_poll(bot, 0, &a), RACKO_BOT_PENDING);
    }
    ck_assert_int_eq(procs_gate_open(gate), 0);
    ck_assert_int_eq(poll_until(bot, 10000, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(a.kind, RACKO_ACT_DRAW_DECK);
    ck_assert_int_eq(racko_bot_failed(bot), 0);
    racko_bot_free(bot);
    (void)remove(gate);
    ck_assert_int_eq(rmdir(dir), 0);
}
END_TEST

START_TEST(test_recover_after_refusal)
{
    RackoBot *bot = start_mode("recover", 5000);
    RackoAction a;
    const char *log;

    ck_assert_int_eq(ask(bot, RACKO_PHASE_PLACE, 12, 0, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(a.kind, RACKO_ACT_DISCARD);
    log = racko_bot_log(bot, NULL);
    ck_assert_ptr_nonnull(strstr(log, "< error slot in 'slot 0' is not between 1 and 10\n"
                                      "< ask place 12 deck\n"));
    ck_assert_int_eq(racko_bot_failed(bot), 0);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_refusals_count_per_turn)
{
    RackoBot *bot = start_mode("badtwice", 5000);
    RackoAction a;
    RackoEvent ev;

    /* two refusals on the draw, then a good answer */
    ck_assert_int_eq(ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), RACKO_BOT_ANSWER);
    /* a new turn of the bot's seat starts the count again */
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_TURN_START;
    ev.u.turn_start.seat = 0;
    ck_assert_int_eq(racko_bot_event(bot, &ev), RACKO_OK);
    ck_assert_int_eq(ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), RACKO_BOT_ANSWER);
    /* ... but within the turn the placing adds to the draw's two */
    expect_failure(bot, ask(bot, RACKO_PHASE_PLACE, 12, 0, &a), "3 refused answers: 'banana'");
    check_dead(bot);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_eclair_taken_slot)
{
    RackoBot *bot = start_mode("good", 5000);
    RackoView v;
    RackoAction a;
    int st;

    make_view(&v, 0, RACKO_PHASE_ECLAIR);
    memset(v.rack, 0, sizeof v.rack);
    v.rack[0] = 30; /* the good bot believes slot 1 is empty: refused once */
    v.offer = 8;
    st = racko_bot_ask(bot, &v);
    ck_assert_int_eq(st, RACKO_OK);
    ck_assert_int_eq(poll_until(bot, 5000, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(a.kind, RACKO_ACT_ECLAIR);
    ck_assert_int_eq(a.slot, 1);
    ck_assert_ptr_nonnull(
        strstr(racko_bot_log(bot, NULL), "< eclair 8\n< error slot 1 is not empty\n< eclair 8\n"));
    racko_bot_free(bot);
}
END_TEST

/* ---- refused answers ---- */

START_TEST(test_garbage)
{
    RackoBot *bot = start_mode("garbage", 5000);
    RackoAction a;
    const char *log;

    expect_failure(bot, ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), "3 refused answers: 'banana'");
    log = racko_bot_log(bot, NULL);
    ck_assert_int_eq(count_in(log, "< error 'banana' is not 'deck' or 'discard'\n"), 2);
    ck_assert_int_eq(count_in(log, "< ask draw\n"), 3);
    check_dead(bot);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_slot_11)
{
    RackoBot *bot = start_mode("slot11", 5000);
    RackoAction a;

    ck_assert_int_eq(ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), RACKO_BOT_ANSWER);
    expect_failure(bot, ask(bot, RACKO_PHASE_PLACE, 25, 0, &a), "3 refused answers: 'slot 11'");
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_discard_after_taking_discard)
{
    RackoBot *bot = start_mode("discardback", 5000);
    RackoAction a;

    ck_assert_int_eq(ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), RACKO_BOT_ANSWER);
    ck_assert_int_eq(a.kind, RACKO_ACT_TAKE_DISCARD);
    expect_failure(bot, ask(bot, RACKO_PHASE_PLACE, 19, 1, &a), "3 refused answers: 'discard'");
    ck_assert_ptr_nonnull(strstr(racko_bot_log(bot, NULL),
                                 "< error a card taken from the discard pile must be placed"));
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_long_line)
{
    RackoBot *bot = start_mode("long", 5000);
    RackoAction a;

    expect_failure(bot, ask(bot, RACKO_PHASE_DRAW, 0, 0, &a),
                   "3 refused answers: a line longer than 256 bytes");
    ck_assert_int_eq(count_in(racko_bot_log(bot, NULL), "< error line longer than 256 bytes\n"),
                     2);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_binary)
{
    RackoBot *bot = start_mode("binary", 5000);
    RackoAction a;

    expect_failure(bot, ask(bot, RACKO_PHASE_PLACE, 3, 0, &a),
                   "3 refused answers: binary or non-ASCII bytes");
    racko_bot_free(bot);
}
END_TEST

/* ---- silence, exits, floods ---- */

START_TEST(test_timeout)
{
    /* The hello has the same limit: long enough for an instrumented bot to
       start on a loaded machine (CI runs this under ASan, two at a time). */
    RackoBot *bot = start_mode("silent", 800);
    RackoAction a;
    long t0 = procs_now_ms(), dt;

    expect_failure(bot, ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), "timed out after 800 ms");
    dt = procs_now_ms() - t0;
    ck_assert_int_ge(dt, 780);
    ck_assert_int_lt(dt, 4500); /* the limit's doing, not the end of ask's 5 s poll */
    check_dead(bot);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_timeout_seconds_text)
{
    RackoBot *bot = start_mode("silent", 1200);
    RackoAction a;

    expect_failure(bot, ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), "timed out after 1.2 s");
    racko_bot_free(bot);
}
END_TEST

/* Hello asked without waiting (a render loop): PENDING at once, again and
 * again, then the failure when the limit passes.  (It once counted more
 * than 5 polls 10 ms apart within the limit: a loaded machine's sleeps
 * stretch; 20 calls that never wait take far less than 2 s.) */
START_TEST(test_no_hello_nonblocking)
{
    char cmd[1024], msg[256] = "";
    RackoBot *bot = NULL;
    RackoBotOptions opt;
    RackoBotResult r;
    RackoAction a;
    long end;
    int i;

    racko_bot_options_default(&opt);
    opt.reply_ms = 2000;
    snprintf(cmd, sizeof cmd, "'%s' nohello", RACKO_TESTBOT);
    ck_assert_int_eq(racko_bot_start(cmd, 0, &opt, &bot, msg, sizeof msg), RACKO_OK);
    for (i = 0; i < 20; i++) {
        ck_assert_int_eq(racko_bot_hello(bot, 0), RACKO_BOT_PENDING);
    }
    end = procs_now_ms() + 10000;
    while ((r = racko_bot_hello(bot, 0)) == RACKO_BOT_PENDING && procs_now_ms() < end) {
        struct timespec ts = {0, 10 * 1000000L};

        nanosleep(&ts, NULL);
    }
    expect_failure(bot, r, "timed out after 2 s");
    ck_assert_int_eq(racko_bot_poll(bot, 0, &a), RACKO_BOT_FAILED);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_hello_nonblocking)
{
    char cmd[1024], msg[256] = "";
    RackoBot *bot = NULL;
    RackoAction a;
    RackoBotResult r;

    snprintf(cmd, sizeof cmd, "'%s' good", RACKO_TESTBOT);
    ck_assert_int_eq(racko_bot_start(cmd, 2, NULL, &bot, msg, sizeof msg), RACKO_OK);
    ck_assert_str_eq(racko_bot_name(bot), "");
    do {
        r = racko_bot_poll(bot, 20, &a);
    } while (r == RACKO_BOT_PENDING);
    ck_assert_int_eq(r, RACKO_BOT_IDLE);
    ck_assert_int_eq(racko_bot_hello(bot, 0), RACKO_BOT_ANSWER);
    ck_assert_str_eq(racko_bot_name(bot), "testbot");
    ck_assert_int_eq(racko_bot_seat(bot), 2);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_exit_when_asked)
{
    RackoBot *bot = start_mode("exit3", 5000);
    RackoAction a;

    expect_failure(bot, ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), "exited with status 3");
    check_dead(bot);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_two_answers)
{
    RackoBot *bot = start_mode("double", 5000);
    RackoAction a;
    RackoBotResult r;
    long end = procs_now_ms() + 12000; /* generous: a loaded machine starts processes slowly */

    ck_assert_int_eq(ask(bot, RACKO_PHASE_DRAW, 0, 0, &a), RACKO_BOT_ANSWER);
    do {
        r = racko_bot_poll(bot, 20, &a);
    } while (r == RACKO_BOT_IDLE && procs_now_ms() < end);
    expect_failure(bot, r, "wrote 'deck' when no answer was due");
    racko_bot_free(bot);
}
END_TEST

/* Writing to a bot that has gone raises SIGPIPE; the library must keep it
 * from ending the program (whose SIGPIPE is at its default action here),
 * without leaving it blocked or pending. */
START_TEST(test_writing_to_a_dead_bot)
{
    char cmd[1024], msg[256] = "";
    RackoBot *bot = NULL;
    RackoConfig cfg;
    RackoEvent ev;
    sigset_t mask, pending;
    int i, st;

    signal(SIGPIPE, SIG_DFL);
    snprintf(cmd, sizeof cmd, "exec '%s' closein", RACKO_TESTBOT);
    st = start_cmd(cmd, 0, 5000, &bot, msg, sizeof msg);
    ck_assert_msg(st == RACKO_OK, "%s", msg);
    racko_config_default(&cfg, 2);
    st = racko_bot_match(bot, &cfg);
    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_TURN_START;
    for (i = 0; i < 100000 && st == RACKO_OK; i++) {
        st = racko_bot_event(bot, &ev);
    }
    ck_assert_int_eq(st, RACKO_E_IO);
    ck_assert_str_eq(racko_bot_failure(bot), "closed its input");
    sigemptyset(&mask);
    ck_assert_int_eq(sigprocmask(SIG_BLOCK, NULL, &mask), 0);
    ck_assert_int_eq(sigismember(&mask, SIGPIPE), 0);
    sigemptyset(&pending);
    ck_assert_int_eq(sigpending(&pending), 0);
    ck_assert_int_eq(sigismember(&pending, SIGPIPE), 0);
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_exit_between_turns)
{
    char cmd[1024], msg[256] = "";
    RackoBot *bot = NULL;
    RackoConfig cfg;
    RackoAction a;
    RackoBotResult r;
    long end = procs_now_ms() + 12000; /* generous: a loaded machine starts processes slowly */
    int st;

    snprintf(cmd, sizeof cmd, "exec '%s' exitmatch", RACKO_TESTBOT);
    st = start_cmd(cmd, 0, 5000, &bot, msg, sizeof msg);
    ck_assert_msg(st == RACKO_OK, "%s", msg);
    racko_config_default(&cfg, 2);
    st = racko_bot_match(bot, &cfg);
    ck_assert(st == RACKO_OK || st == RACKO_E_IO);
    /* idle polling, as a render loop does, notices the exit */
    do {
        r = racko_bot_poll(bot, 20, &a);
    } while (r == RACKO_BOT_IDLE && procs_now_ms() < end);
    expect_failure(bot, r, "exited with status 3");
    racko_bot_free(bot);
}
END_TEST

/* A bot that closes its output or its input and stays alive: that is what
 * the failure says, at once (not a time-out at the reply limit, nor "is
 * not reading its input").  With `exec` the bot replaces the shell; the
 * others are started without it, as users write them (plain commands, and
 * lists whose last part is one): the shell must not wait for them with
 * its own copies of the bot's pipes. */
static const struct {
    const char *command; /* %s: racko-testbot */
    const char *reason;
} closing_bots[] = {
    {"exec '%s' closeout", "closed its output"},
    {"'%s' closeout", "closed its output"},
    {"cd / && '%s' closeout", "closed its output"},
    {"true; RACKO_UNUSED=1 '%s' closeout 2>/dev/null", "closed its output"},
    {"'%s' closein", "closed its input"},
    {"cd / && '%s' closein", "closed its input"},
    {"true; '%s' closein", "closed its input"},
};

START_TEST(test_closed_pipe)
{
    char cmd[1024], msg[256] = "";
    RackoBot *bot = NULL;
    RackoConfig cfg;
    RackoEvent ev;
    RackoView v;
    RackoAction a;
    RackoBotResult r = RACKO_BOT_FAILED;
    long t0 = procs_now_ms();
    int st;

    snprintf(cmd, sizeof cmd, closing_bots[_i].command, RACKO_TESTBOT);
    st = start_cmd(cmd, 0, 5000, &bot, msg, sizeof msg);
    ck_assert_msg(st == RACKO_OK, "%s: %s", cmd, msg);
    /* the end of its output may be seen at any call from now on */
    racko_config_default(&cfg, 2);
    st = racko_bot_match(bot, &cfg);
    if (strstr(closing_bots[_i].command, "closeout") != NULL) {
        if (st == RACKO_OK) {
            make_view(&v, 0, RACKO_PHASE_DRAW);
            st = racko_bot_ask(bot, &v);
        }
        if (st == RACKO_OK) {
            r = poll_until(bot, 5000, &a);
        } else {
            ck_assert_int_eq(st, RACKO_E_IO);
        }
        expect_failure(bot, r, closing_bots[_i].reason);
    } else {
        /* a line a millisecond: a pipe's worth would take longer */
        memset(&ev, 0, sizeof ev);
        ev.kind = RACKO_EV_TURN_START;
        while (st == RACKO_OK && procs_now_ms() - t0 < 8000) {
            struct timespec ts = {0, 1000000L};

            st = racko_bot_event(bot, &ev);
            nanosleep(&ts, NULL);
        }
        ck_assert_int_eq(st, RACKO_E_IO);
        ck_assert_msg(strcmp(racko_bot_failure(bot), closing_bots[_i].reason) == 0,
                      "%s: failure '%s', want '%s'", cmd, racko_bot_failure(bot),
                      closing_bots[_i].reason);
    }
    racko_bot_free(bot);
}
END_TEST

/* ---- the exact lines a bot receives ---- */

static RackoEvent ev_of(RackoEventKind kind)
{
    RackoEvent ev;

    memset(&ev, 0, sizeof ev);
    ev.kind = kind;
    return ev;
}

static void send_ev(RackoBot *bot, RackoEvent ev)
{
    int st = racko_bot_event(bot, &ev);

    ck_assert_msg(st == RACKO_OK, "event %d: %d (%s)", (int)ev.kind, st,
                  racko_bot_failure(bot));
}

/* Waits until the bot has echoed `last`, then checks the lines it got
 * (the "< " lines of its log, after the hello and the match) are want. */
static void check_transcript(RackoBot *bot, const char *last, const char *want)
{
    long end = procs_now_ms() + 5000;
    const char *log, *p;
    char got[8192];
    size_t n = 0;
    RackoAction a;

    while (strstr(racko_bot_log(bot, NULL), last) == NULL && procs_now_ms() < end) {
        ck_assert_int_ne(racko_bot_poll(bot, 10, &a), RACKO_BOT_FAILED);
    }
    log = racko_bot_log(bot, NULL);
    p = strstr(log, "< match ");
    ck_assert_ptr_nonnull(p);
    p = strchr(p, '\n') + 1;
    while (*p != '\0') {
        const char *e = strchr(p, '\n');
        size_t len = e != NULL ? (size_t)(e - p) + 1 : strlen(p);

        if (strncmp(p, "< ", 2) == 0 && n + len < sizeof got) {
            memcpy(got + n, p + 2, len - 2);
            n += len - 2;
        }
        p += len;
    }
    got[n] = '\0';
    ck_assert_msg(strcmp(got, want) == 0, "got:\n%s\nwant:\n%s", got, want);
}

START_TEST(test_transcript_round)
{
    static const int deal[20] = {/* seat 1 (index 0) and seat 2 (index 1) alternate */
                                 11, 2, 12, 26, 13, 35, 14, 12, 15, 40,
                                 16, 9, 17, 17, 18, 22, 20, 4, 21, 31};
    char cmd[1024], msg[256];
    RackoBot *bot = NULL;
    RackoConfig cfg;
    RackoEvent ev;
    int i, k, st;

    snprintf(cmd, sizeof cmd, "'%s' good", RACKO_TESTBOT);
    st = start_cmd(cmd, 1, 5000, &bot, msg, sizeof msg);
    ck_assert_msg(st == RACKO_OK, "%s", msg);
    racko_config_default(&cfg, 2);
    cfg.rules = RACKO_RULE_BONUS | RACKO_RULE_SHUFFLE | RACKO_RULE_TWORUN;
    cfg.target = 300;
    ck_assert_int_eq(racko_bot_match(bot, &cfg), RACKO_OK);

    ev = ev_of(RACKO_EV_DEALER_DRAW);
    ev.u.dealer_draw.card[0] = 30;
    ev.u.dealer_draw.card[1] = 3;
    ev.u.dealer_draw.dealer = 1;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_ROUND_START);
    ev.u.round_start.round = 1;
    ev.u.round_start.dealer = 1;
    ev.u.round_start.deck_size = 40;
    send_ev(bot, ev);
    for (i = 0; i < 20; i++) {
        ev = ev_of(RACKO_EV_DEAL_CARD);
        ev.u.deal_card.seat = i % 2;
        ev.u.deal_card.slot = 9 - i / 2;
        ev.u.deal_card.card = deal[i];
        ev.u.deal_card.index = i;
        send_ev(bot, ev);
    }
    ev = ev_of(RACKO_EV_DISCARD_FLIP);
    ev.u.discard_flip.card = 19;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_TURN_START);
    ev.u.turn_start.seat = 0;
    ev.u.turn_start.turn = 1;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_TAKE_DISCARD);
    ev.u.take_discard.seat = 0;
    ev.u.take_discard.card = 19;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_PLACE);
    ev.u.place.seat = 0;
    ev.u.place.slot = 3;
    ev.u.place.card_in = 19;
    ev.u.place.card_out = 18;
    ev.u.place.from_discard = 1;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_TURN_START);
    ev.u.turn_start.seat = 1;
    ev.u.turn_start.turn = 2;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_DRAW_DECK);
    ev.u.draw_deck.seat = 1;
    ev.u.draw_deck.card = 37;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_PLACE);
    ev.u.place.seat = 1;
    ev.u.place.slot = 8;
    ev.u.place.card_in = 37;
    ev.u.place.card_out = 26;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_TURN_START);
    ev.u.turn_start.seat = 0;
    ev.u.turn_start.turn = 3;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_DRAW_DECK); /* another seat's card: never shown */
    ev.u.draw_deck.seat = 0;
    ev.u.draw_deck.card = 33;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_DISCARD);
    ev.u.discard.seat = 0;
    ev.u.discard.card = 33;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_TURN_START);
    ev.u.turn_start.seat = 1;
    ev.u.turn_start.turn = 4;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_RESHUFFLE);
    ev.u.reshuffle.shuffled = 1;
    ev.u.reshuffle.draw_count = 17;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_DISCARD_FLIP);
    ev.u.discard_flip.card = 5;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_DRAW_DECK);
    ev.u.draw_deck.seat = 1;
    ev.u.draw_deck.card = 6;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_DISCARD);
    ev.u.discard.seat = 1;
    ev.u.discard.card = 6;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_RACKO);
    ev.u.racko.seat = 1;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_ROUND_SCORED);
    ev.u.round_scored.round = 1;
    ev.u.round_scored.winner = 1;
    for (k = 0; k < RACKO_SLOTS; k++) {
        ev.u.round_scored.rack[0][k] = (unsigned char)(k + 1);
        ev.u.round_scored.rack[1][k] = (unsigned char)(40 - k);
    }
    ev.u.round_scored.points[0] = 50;
    ev.u.round_scored.total[0] = 50;
    ev.u.round_scored.points[1] = 125;
    ev.u.round_scored.total[1] = 125;
    send_ev(bot, ev);
    ev = ev_of(RACKO_EV_MATCH_OVER);
    ev.u.match_over.winner = 1;
    ev.u.match_over.team = -1;
    send_ev(bot, ev);

    check_transcript(bot, "< matchover",
                     "round 1 dealer=2\n"
                     "rack 31 4 22 17 9 40 12 35 26 2\n"
                     "discard 19\n"
                     "turn 1\n"
                     "drew 1 discard 19\n"
                     "placed 1 4 18\n"
                     "turn 2\n"
                     "drew 2 deck\n"
                     "placed 2 9 26\n"
                     "turn 1\n"
                     "drew 1 deck\n"
                     "discarded 1 33\n"
                     "turn 2\n"
                     "reshuffled 17\n"
                     "discard 5\n"
                     "drew 2 deck\n"
                     "discarded 2 6\n"
                     "roundover winner=2\n"
                     "racks 1 1 2 3 4 5 6 7 8 9 10\n"
                     "racks 2 40 39 38 37 36 35 34 33 32 31\n"
                     "score 1 50 50\n"
                     "score 2 125 125\n"
                     "matchover winner=2\n");
    ck_assert_ptr_nonnull(strstr(racko_bot_log(bot, NULL),
                                 "< match players=2 seat=2 deck=40 target=300 teams=0 "
                                 "rules=bonus,tworun,shuffle\n"));
    /* after matchover the bot may leave without failing */
    racko_bot_free(bot);
}
END_TEST

START_TEST(test_transcript_lightning_deal)
{
    char cmd[1024], msg[256];
    RackoBot *bot = NULL;
    RackoConfig cfg;
    RackoEvent ev;
    RackoView v;
    RackoAction a;
    int i, st;

    snprintf(cmd, sizeof cmd, "'%s' good", RACKO_TESTBOT);
    st = start_cmd(cmd, 0, 5000, &bot, msg, sizeof msg);
    ck_assert_msg(st == RACKO_OK, "%s", msg);
    racko_config_default(&cfg, 4);
    cfg.rules = RACKO_RULE_ECLAIR | RACKO_RULE_TEAMS;
    ck_assert_int_eq(racko_bot_match(bot, &cfg), RACKO_OK);
    ev = ev_of(RACKO_EV_ROUND_START);
    ev.u.round_start.round = 2;
    ev.u.round_start.dealer = 3;
    send_ev(bot, ev);
    make_view(&v, 0, RACKO_PHASE_ECLAIR);
    memset(v.rack, 0, sizeof v.rack);
    for (i = 0; i < 40; i++) {
        int seat = i % 4, card = 60 - i;

        ev = ev_of(RACKO_EV_DEAL_CARD);
        ev.u.deal_card.seat = seat;
        ev.u.deal_card.slot = -1;
        ev.u.deal_card.card = card;
        ev.u.deal_card.index = i;
        send_ev(bot, ev);
        if (seat == 0) {
            v.offer = card;
            ck_assert_int_eq(racko_bot_ask(bot, &v), RACKO_OK);
            ck_assert_int_eq(poll_until(bot, 5000, &a), RACKO_BOT_ANSWER);
            ck_assert_int_eq(a.kind, RACKO_ACT_ECLAIR);
            ck_assert_int_eq(v.rack[a.slot], 0);
            v.rack[a.slot] = card;
        }
        ev = ev_of(RACKO_EV_ECLAIR_PLACE);
        ev.u.eclair_place.seat = seat;
        ev.u.eclair_place.slot = i / 4;
        ev.u.eclair_place.card = card;
        send_ev(bot, ev);
    }
    ev = ev_of(RACKO_EV_DISCARD_FLIP);
    ev.u.discard_flip.card = 1;
    send_ev(bot, ev);
    /* teams: the winner named is a seat of the winning team (2+4 here) */
    ev = ev_of(RACKO_EV_MATCH_OVER);
    ev.u.match_over.winner = 3;
    ev.u.match_over.team = 1;
    send_ev(bot, ev);
    check_transcript(bot, "< matchover",
                     "round 2 dealer=4\n"
                     "eclair 60\neclair 56\neclair 52\neclair 48\neclair 44\n"
                     "eclair 40\neclair 36\neclair 32\neclair 28\neclair 24\n"
                     "rack 60 56 52 48 44 40 36 32 28 24\n"
                     "discard 1\n"
                     "matchover winner=2\n");
    ck_assert_ptr_nonnull(strstr(racko_bot_log(bot, NULL),
                                 "< match players=4 seat=1 deck=60 target=500 teams=1 "
                                 "rules=eclair\n"));
    racko_bot_free(bot);
}
END_TEST

/* ---- the cases both games' bot libraries pass alike (common/bot_cases.c) ---- */

static int case_start(const char *cmd, int reply_ms, size_t log_max, void **h, char *msg,
                      size_t size)
{
    RackoBotOptions opt = {reply_ms, 0, log_max}; /* 0: the library's own */
    RackoBot *bot = NULL;
    int st = racko_bot_new(cmd, 0, &opt, &bot, msg, size);
    *h = bot;
    return st;
}

static int case_match(void *h)
{
    RackoConfig cfg;

    racko_config_default(&cfg, 2);
    return racko_bot_match(h, &cfg);
}

static int case_ask(void *h)
{
    RackoView v;

    make_view(&v, racko_bot_seat(h), RACKO_PHASE_DRAW);
    return racko_bot_ask(h, &v);
}

/* A round's scores: about a hundred bytes for the bot. */
static int case_event(void *h)
{
    RackoEvent ev;
    int i;

    memset(&ev, 0, sizeof ev);
    ev.kind = RACKO_EV_ROUND_SCORED;
    for (i = 0; i < RACKO_SLOTS; i++) {
        ev.u.round_scored.rack[0][i] = (unsigned char)(i + 1);
        ev.u.round_scored.rack[1][i] = (unsigned char)(i + 11);
    }
    return racko_bot_event(h, &ev);
}

static BotCaseResult case_poll(void *h, int wait_ms)
{
    RackoAction a;

    switch (racko_bot_poll(h, wait_ms, &a)) {
    case RACKO_BOT_IDLE:
        return BOT_CASE_IDLE;
    case RACKO_BOT_PENDING:
        return BOT_CASE_PENDING;
    case RACKO_BOT_ANSWER:
        return BOT_CASE_ANSWER;
    default:
        return BOT_CASE_FAILED;
    }
}

static TkBot *case_transport(void *h)
{
    return racko_bot_transport(h);
}

static void case_free(void *h)
{
    racko_bot_free(h);
}

static const BotCaseOps case_ops = BOT_CASE_OPS(RACKO_TESTBOT, "racko");

static Suite *process_suite(void)
{
    Suite *s = suite_create("bot_process");
    TCase *tc = tcase_create("good");

    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, test_good_conversation);
    tcase_add_test(tc, test_before_match);
    tcase_add_test(tc, test_bad_arguments);
    tcase_add_test(tc, test_crlf_answers);
    tcase_add_test(tc, test_slow_answer_in_time);
    tcase_add_test(tc, test_recover_after_refusal);
    tcase_add_test(tc, test_eclair_taken_slot);
    tcase_add_test(tc, test_hello_nonblocking);
    tcase_add_test(tc, test_transcript_round);
    tcase_add_test(tc, test_transcript_lightning_deal);
    suite_add_tcase(s, tc);

    tc = tcase_create("faults");
    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, test_refusals_count_per_turn);
    tcase_add_test(tc, test_garbage);
    tcase_add_test(tc, test_slot_11);
    tcase_add_test(tc, test_discard_after_taking_discard);
    tcase_add_test(tc, test_long_line);
    tcase_add_test(tc, test_binary);
    tcase_add_test(tc, test_timeout);
    tcase_add_test(tc, test_timeout_seconds_text);
    tcase_add_test(tc, test_no_hello_nonblocking);
    tcase_add_test(tc, test_exit_when_asked);
    tcase_add_test(tc, test_two_answers);
    tcase_add_test(tc, test_writing_to_a_dead_bot);
    tcase_add_test(tc, test_exit_between_turns);
    tcase_add_loop_test(tc, test_closed_pipe, 0,
                        (int)(sizeof closing_bots / sizeof closing_bots[0]));
    suite_add_tcase(s, tc);
    bot_cases_add(s, &case_ops);
    return s;
}

int main(void)
{
    return test_run(process_suite(), NULL, 0);
}
