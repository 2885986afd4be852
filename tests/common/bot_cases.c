/*
 * bot_cases.c - the process cases both games' bot libraries pass alike
 * (bot_cases.h).
 */
#define _POSIX_C_SOURCE 200809L

#include "common/bot_cases.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "common/procs.h"
#include "kit/status.h"

/* The game under test: set once by bot_cases_add before the suite runs
 * (Check's cases take no argument). */
static const BotCaseOps *ops;

/* Starts the test bot in `mode` (through exec, so that the bot alone holds
 * its pipes) and asserts that it said hello. */
static void *start_mode(const char *mode, int reply_ms)
{
    char cmd[1024], msg[256] = "";
    void *h = NULL;
    int st;

    snprintf(cmd, sizeof cmd, "exec '%s' %s", ops->testbot, mode);
    st = ops->start(cmd, reply_ms, 0, &h, msg, sizeof msg);
    ck_assert_msg(st == TK_OK, "start %s: %s", mode, msg);
    ck_assert_ptr_nonnull(h);
    ck_assert_str_eq(tk_bot_name(ops->transport(h)), "testbot");
    return h;
}

/* Polls until the bot answers or fails, at most max_ms. */
static BotCaseResult poll_until(void *h, int max_ms)
{
    long end = procs_now_ms() + max_ms;
    BotCaseResult r;

    do {
        r = ops->poll(h, 20);
    } while ((r == BOT_CASE_PENDING || r == BOT_CASE_IDLE) && procs_now_ms() < end);
    return r;
}

static void expect_failure(void *h, BotCaseResult r, const char *reason)
{
    ck_assert_int_eq(r, BOT_CASE_FAILED);
    TkBot *tk = ops->transport(h);
    ck_assert_int_eq(tk_bot_failed(tk), 1);
    ck_assert_msg(strcmp(tk_bot_failure(tk), reason) == 0, "failure '%s', want '%s'",
                  tk_bot_failure(tk), reason);
}

/* Starts `cmd` and expects it to fail before its hello with a message
 * beginning with `want`; returns the message. */
static void expect_no_start(const char *cmd, int reply_ms, const char *want, char *msg,
                            size_t size)
{
    void *h = (void *)&h;

    ck_assert_int_eq(ops->start(cmd, reply_ms, 0, &h, msg, size), TK_E_IO);
    ck_assert_ptr_null(h);
    ck_assert_msg(strncmp(msg, want, strlen(want)) == 0, "msg '%s', want '%s...'", msg, want);
}

START_TEST(test_bad_hello_name)
{
    char cmd[1024], msg[256] = "";

    snprintf(cmd, sizeof cmd, "'%s' badname", ops->testbot);
    expect_no_start(cmd, 5000, "3 refused answers: 'ok bad name!'", msg, sizeof msg);
}
END_TEST

START_TEST(test_no_hello)
{
    char cmd[1024], msg[256] = "";
    long t0 = procs_now_ms();

    snprintf(cmd, sizeof cmd, "exec '%s' nohello", ops->testbot);
    expect_no_start(cmd, 500, "timed out after 500 ms", msg, sizeof msg);
    ck_assert_int_lt(procs_now_ms() - t0, 5000); /* not the default limit's 10 s */
}
END_TEST

START_TEST(test_command_not_found)
{
    char cmd[256], msg[256] = "", name[64];

    snprintf(name, sizeof name, "%s-no-such-bot", ops->game);
    snprintf(cmd, sizeof cmd, "/nonexistent/%s --fast", name);
    expect_no_start(cmd, 5000, "exited with status 127 (", msg, sizeof msg);
    ck_assert_msg(strstr(msg, name) != NULL, "msg '%s'", msg);
}
END_TEST

START_TEST(test_exit_at_once)
{
    char cmd[1024], msg[256] = "";

    snprintf(cmd, sizeof cmd, "'%s' exitearly", ops->testbot);
    expect_no_start(cmd, 5000, "exited with status 3 (pid ", msg, sizeof msg);
}
END_TEST

START_TEST(test_flood)
{
    void *h = start_mode("flood", 5000);
    int st;

    /* The bot answers the match line at once with lines nobody asked for:
     * the match line may already see them (and fail the bot), or a later
     * poll does.  12 s: a loaded machine starts processes slowly. */
    st = ops->match(h);
    ck_assert_msg(st == TK_OK || st == TK_E_IO, "match: status %d", st);
    expect_failure(h, poll_until(h, 12000), "wrote 'hello there' when no answer was due");
    ops->free(h);
}
END_TEST

START_TEST(test_not_reading)
{
    void *h = start_mode("noread", 5000);
    int i, st = TK_OK;

    ck_assert_int_eq(ops->match(h), TK_OK);
    for (i = 0; i < 1000000 && st == TK_OK; i++) {
        st = ops->event(h);
    }
    ck_assert_int_eq(st, TK_E_IO);
    const char *why = tk_bot_failure(ops->transport(h));
    ck_assert_msg(strncmp(why, "is not reading its input", 24) == 0, "failure '%s'", why);
    ops->free(h);
}
END_TEST

START_TEST(test_free_kills_stubborn_bot)
{
    void *h = start_mode("ignorebye", 5000);
    long pid = 0, t0;

    ck_assert_int_eq(ops->match(h), TK_OK);
    ck_assert_int_eq(ops->ask(h), TK_OK);
    ck_assert_int_eq(poll_until(h, 5000), BOT_CASE_ANSWER);
    ck_assert_int_eq(sscanf(tk_bot_log(ops->transport(h), NULL), "pid %ld", &pid), 1);
    ck_assert_int_gt(pid, 1);
    ck_assert_int_eq(procs_gone(pid), 0);
    t0 = procs_now_ms();
    ops->free(h);
    ck_assert_int_lt(procs_now_ms() - t0, 2500); /* bye's 200 ms and the kill, not the keeper's 3 s */
    ck_assert_int_eq(procs_wait_gone(pid, 1000), 1);
}
END_TEST

START_TEST(test_free_kills_what_the_bot_started)
{
    char cmd[1024], msg[256] = "";
    void *h = NULL;
    const char *log;
    long child = 0;

    /* a child in the bot's process group, then one in a session of its
     * own (setsid), which leaves the group: both end with the bot */
    snprintf(cmd, sizeof cmd, "%s sleep 30 & echo \"child $!\" >&2; exec '%s' good",
             _i == 0 ? "" : "setsid", ops->testbot);
    ck_assert_msg(ops->start(cmd, 5000, 0, &h, msg, sizeof msg) == TK_OK, "%s", msg);
    log = tk_bot_log(ops->transport(h), NULL);
    ck_assert_ptr_nonnull(strstr(log, "child "));
    ck_assert_int_eq(sscanf(strstr(log, "child "), "child %ld", &child), 1);
    ck_assert_int_eq(procs_gone(child), 0);
    ops->free(h);
    /* gone when the free returns: the keeper has ended and reaped it */
    ck_assert_msg(procs_gone(child), "the bot's child %ld outlived the bot", child);
}
END_TEST

START_TEST(test_failed_bot_is_killed)
{
    void *h = start_mode("silent", 800); /* its hello comes; its answers never */
    long pid = 0;

    ck_assert_int_eq(sscanf(tk_bot_log(ops->transport(h), NULL), "pid %ld", &pid), 1);
    ck_assert_int_eq(ops->match(h), TK_OK);
    ck_assert_int_eq(ops->ask(h), TK_OK);
    expect_failure(h, poll_until(h, 5000), "timed out after 800 ms");
    /* killed at the failure, before the free */
    ck_assert_int_eq(procs_wait_gone(pid, 1000), 1);
    /* the log is still there */
    ck_assert_ptr_nonnull(strstr(tk_bot_log(ops->transport(h), NULL), "< match "));
    ops->free(h);
}
END_TEST

START_TEST(test_stderr_flood_bounded)
{
    char cmd[1024], msg[256] = "";
    void *h = NULL;
    const char *log;
    size_t len = 0;

    snprintf(cmd, sizeof cmd, "'%s' stderrflood", ops->testbot);
    /* 1 MiB on stderr before the hello: read as it comes, or the bot would
     * block */
    ck_assert_msg(ops->start(cmd, 5000, 4096, &h, msg, sizeof msg) == TK_OK, "%s", msg);
    log = tk_bot_log(ops->transport(h), &len);
    ck_assert_uint_le(len, 4096);
    ck_assert_uint_eq(strlen(log), len);
    ck_assert_ptr_nonnull(strstr(log, "the end of the flood\n"));
    ck_assert_ptr_null(strstr(log, "pid ")); /* the oldest bytes are gone */
    ck_assert_int_eq(ops->poll(h, 0), BOT_CASE_IDLE);
    ops->free(h);
}
END_TEST

/* bot_cases.h */
void bot_cases_add(Suite *s, const BotCaseOps *game_ops)
{
    TCase *tc = tcase_create("process");

    ops = game_ops;
    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, test_bad_hello_name);
    tcase_add_test(tc, test_no_hello);
    tcase_add_test(tc, test_command_not_found);
    tcase_add_test(tc, test_exit_at_once);
    tcase_add_test(tc, test_flood);
    tcase_add_test(tc, test_not_reading);
    tcase_add_test(tc, test_free_kills_stubborn_bot);
#ifdef __linux__
    tcase_add_loop_test(tc, test_free_kills_what_the_bot_started, 0, 2);
#else
    tcase_add_loop_test(tc, test_free_kills_what_the_bot_started, 0, 1); /* setsid: Linux's */
#endif
    tcase_add_test(tc, test_failed_bot_is_killed);
    tcase_add_test(tc, test_stderr_flood_bounded);
    suite_add_tcase(s, tc);
}
