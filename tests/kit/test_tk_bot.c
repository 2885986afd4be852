/*
 * test_tk_bot.c - the kit's bot transport (kit/bot.h) with shell one-liners
 * as bots, as a protocol other than Rack-O's would use it: its own longest
 * line, its own bye line, a late answer that is not a failure, the end of
 * a conversation; and what every protocol gets: floods, exits, closed
 * pipes, a bot that stops reading, the log.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "kit/bot.h"
#include "kit/status.h"
#include "common/procs.h"
#include "common/run.h"

static void sleep_ms(long ms)
{
    struct timespec ts = {0, ms * 1000000L};

    nanosleep(&ts, NULL);
}

static TkBot *start_bot(const char *cmd, size_t line_max, const char *bye)
{
    TkBotOptions opt;
    TkBot *bot = NULL;
    char msg[256] = "";
    int st;

    memset(&opt, 0, sizeof opt);
    opt.line_max = line_max;
    opt.bye = bye;
    st = tk_bot_start(cmd, &opt, &bot, msg, sizeof msg);
    ck_assert_msg(st == TK_OK, "start '%s': %s", cmd, msg);
    ck_assert_ptr_nonnull(bot);
    return bot;
}

/* Pumps (as a render loop would) until the bot fails, at most max_ms. */
static void pump_until_failed(TkBot *bot, int max_ms)
{
    int64_t end = tk_bot_now_ms() + max_ms;

    while (tk_bot_pump(bot) == TK_OK && tk_bot_now_ms() < end) {
        sleep_ms(5);
    }
}

static void expect_failure(TkBot *bot, const char *reason)
{
    ck_assert_int_eq(tk_bot_failed(bot), 1);
    ck_assert_msg(strcmp(tk_bot_failure(bot), reason) == 0, "failure '%s', want '%s'",
                  tk_bot_failure(bot), reason);
    ck_assert_int_eq(tk_bot_pump(bot), TK_E_IO);
    ck_assert_int_eq(tk_bot_send(bot, "more"), TK_E_IO);
}

/* Reads the due line, at most 5 s. */
static TkBotRead read_line(TkBot *bot, const char **line)
{
    int64_t end = tk_bot_now_ms() + 5000;
    TkBotRead r;

    do {
        r = tk_bot_read(bot, 50, line);
    } while (r == TK_BOT_NOTHING && tk_bot_now_ms() < end);
    return r;
}

/* Opens the gate dir/go a shell bot waits at (procs.h). */
static int procs_gate_open_in(const char *dir)
{
    char path[256];

    snprintf(path, sizeof path, "%s/go", dir);
    return procs_gate_open(path);
}

/* Removes the gate's folder (and the gate, if the bot did not pass it). */
static void remove_gate(const char *dir)
{
    char path[256];

    snprintf(path, sizeof path, "%s/go", dir);
    (void)remove(path);
    (void)rmdir(dir);
}

/* ---- a protocol's own choices ---- */

START_TEST(test_protocol_longest_line)
{
    /* Rummikub's 1024 bytes: a 905-byte answer is a line, 1105 bytes not */
    TkBot *bot = start_bot("read l; echo \"ok $l\"; echo \"play $(printf '%0900d' 0)\"; "
                           "echo \"play $(printf '%01100d' 0)\"; echo draw; exec sleep 10",
                           1024, "bye");
    const char *line = NULL;

    ck_assert_int_eq(tk_bot_send(bot, "rkb %d", 1), TK_OK);
    tk_bot_expect(bot, 5000);
    ck_assert_int_eq(read_line(bot, &line), TK_BOT_LINE);
    ck_assert_str_eq(line, "ok rkb 1");
    ck_assert_int_eq(read_line(bot, &line), TK_BOT_LINE);
    ck_assert_uint_eq(strlen(line), 905);
    ck_assert_int_eq(strncmp(line, "play 0000", 9), 0);
    ck_assert_int_eq(read_line(bot, &line), TK_BOT_TOO_LONG);
    ck_assert_int_eq(read_line(bot, &line), TK_BOT_LINE);
    ck_assert_str_eq(line, "draw");
    tk_bot_expect(bot, 0);
    ck_assert_int_eq(tk_bot_pump(bot), TK_OK);
    ck_assert_int_eq(tk_bot_failed(bot), 0);
    ck_assert_str_eq(tk_bot_failure(bot), "");
    tk_bot_free(bot);
}
END_TEST

/* The hello's answer taken by the transport: a bad one leaves the bot
 * ungreeted and nameless, with why; `ok NAME` greets it under NAME. */
START_TEST(test_take_hello)
{
    TkBot *bot = start_bot("read l; echo \"ok $l\"; exec sleep 10", 256, "bye");
    char why[200] = "";
    ck_assert_int_eq(tk_bot_greeted(bot), 0);
    ck_assert_str_eq(tk_bot_name(bot), "");
    ck_assert_int_eq(tk_bot_take_hello(bot, "ok two words", why, sizeof why), TK_E_FORMAT);
    ck_assert_str_ne(why, "");
    ck_assert_int_eq(tk_bot_greeted(bot), 0);
    ck_assert_str_eq(tk_bot_name(bot), "");
    ck_assert_int_eq(tk_bot_take_hello(bot, "ok pile-bot_2", why, sizeof why), TK_OK);
    ck_assert_int_eq(tk_bot_greeted(bot), 1);
    ck_assert_str_eq(tk_bot_name(bot), "pile-bot_2");
    ck_assert_int_eq(tk_bot_take_hello(NULL, "ok x", why, sizeof why), TK_E_ARG);
    /* A name as a bot program checks the one it is given. */
    ck_assert_int_eq(tk_bot_name_check("pile-bot_2", why, sizeof why), TK_OK);
    ck_assert_int_eq(tk_bot_name_check("", why, sizeof why), TK_E_FORMAT);
    ck_assert_str_eq(why, "a bot name has 1 to 32 of A-Z a-z 0-9 _ -");
    ck_assert_int_eq(tk_bot_name_check("two words", NULL, 0), TK_E_FORMAT);
    ck_assert_int_eq(tk_bot_name_check("x23456789012345678901234567890123", NULL, 0),
                     TK_E_FORMAT);
    ck_assert_int_eq(tk_bot_name_check("x2345678901234567890123456789012", NULL, 0), TK_OK);
    ck_assert_int_eq(tk_bot_name_check(NULL, NULL, 0), TK_E_FORMAT);
    ck_assert_int_eq(tk_bot_greeted(NULL), 0);
    ck_assert_str_eq(tk_bot_name(NULL), "");
    tk_bot_free(bot);
}
END_TEST

START_TEST(test_binary_line_when_due)
{
    TkBot *bot = start_bot("read l; printf 'pl\\001ay\\n'; echo fine; exec sleep 10", 256, NULL);
    const char *line = NULL;

    ck_assert_int_eq(tk_bot_send(bot, "ask"), TK_OK);
    tk_bot_expect(bot, 5000);
    ck_assert_int_eq(read_line(bot, &line), TK_BOT_BINARY);
    ck_assert_int_eq(read_line(bot, &line), TK_BOT_LINE);
    ck_assert_str_eq(line, "fine");
    tk_bot_free(bot);
}
END_TEST

/* A line due within 300 ms that has not come: the read says LATE when the
 * limit passes, not when the line comes (the bot writes it only when the
 * test opens its gate), nor at the end of the read's own 5 s. */
START_TEST(test_late_answer_is_the_protocols_call)
{
    char dir[] = "/tmp/tk-bot-gate-XXXXXX", cmd[256];
    TkBot *bot;
    const char *line = NULL;
    int64_t t0;

    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(cmd, sizeof cmd,
             "read l; while ! test -e '%s/go'; do sleep 0.01; done; echo late; exec sleep 10",
             dir);
    bot = start_bot(cmd, 256, NULL);
    ck_assert_int_eq(tk_bot_send(bot, "ask play"), TK_OK);
    tk_bot_expect(bot, 300);
    t0 = tk_bot_now_ms();
    ck_assert_int_eq(tk_bot_read(bot, 5000, &line), TK_BOT_LATE);
    ck_assert_int_ge(tk_bot_now_ms() - t0, 290);
    ck_assert_int_lt(tk_bot_now_ms() - t0, 4500);
    /* not a failure: a protocol with a turn timer gives a penalty and goes on */
    ck_assert_int_eq(tk_bot_failed(bot), 0);
    ck_assert_int_eq(procs_gate_open_in(dir), 0);
    ck_assert_int_eq(read_line(bot, &line), TK_BOT_LINE);
    ck_assert_str_eq(line, "late");
    /* ... or fails the bot, saying so */
    tk_bot_fail_late(bot);
    expect_failure(bot, "timed out after 300 ms");
    ck_assert_int_eq(tk_bot_read(bot, 0, &line), TK_BOT_FAILED);
    tk_bot_free(bot);
    remove_gate(dir);
}
END_TEST

START_TEST(test_late_wording)
{
    static const struct {
        int ms;
        const char *text;
    } cases[] = {{1200, "timed out after 1.2 s"}, {2000, "timed out after 2 s"},
                 {10000, "timed out after 10 s"}};
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TkBot *bot = start_bot("exec sleep 10", 256, NULL);

        tk_bot_expect(bot, cases[i].ms);
        tk_bot_fail_late(bot);
        expect_failure(bot, cases[i].text);
        tk_bot_free(bot);
    }
}
END_TEST

/* A read waits as asked: not at all when nothing is due, up to its wait
 * when a line is due.  The bot never answers; each bound is far below the
 * wait a wrong read would make (the 10 s asked, or the 10 s limit). */
START_TEST(test_read_waits_as_asked)
{
    TkBot *bot = start_bot("exec sleep 30", 256, NULL);
    const char *line = NULL;
    int64_t t0 = tk_bot_now_ms();

    /* nothing due: no wait at all */
    ck_assert_int_eq(tk_bot_read(bot, 10000, &line), TK_BOT_NOTHING);
    ck_assert_int_lt(tk_bot_now_ms() - t0, 5000);
    /* due: no longer than asked */
    tk_bot_expect(bot, 10000);
    t0 = tk_bot_now_ms();
    ck_assert_int_eq(tk_bot_read(bot, 0, &line), TK_BOT_NOTHING);
    ck_assert_int_lt(tk_bot_now_ms() - t0, 5000);
    t0 = tk_bot_now_ms();
    ck_assert_int_eq(tk_bot_read(bot, 200, &line), TK_BOT_NOTHING);
    ck_assert_int_ge(tk_bot_now_ms() - t0, 190);
    ck_assert_int_lt(tk_bot_now_ms() - t0, 5000);
    ck_assert_int_eq(tk_bot_failed(bot), 0);
    tk_bot_free(bot);
}
END_TEST

START_TEST(test_finished_conversation)
{
    static const char *const cmd = "read l; echo \"after $l\"; printf 'x\\001\\n'; exit 0";
    TkBot *bot = start_bot(cmd, 256, NULL);
    int64_t end = tk_bot_now_ms() + 500;

    /* after the last line, anything it says is dropped and it may leave */
    ck_assert_int_eq(tk_bot_send(bot, "matchover"), TK_OK);
    tk_bot_finish(bot);
    while (tk_bot_now_ms() < end) {
        ck_assert_int_eq(tk_bot_pump(bot), TK_OK);
        sleep_ms(10);
    }
    ck_assert_int_eq(tk_bot_failed(bot), 0);
    tk_bot_free(bot);

    /* the same bot, the conversation still on: a flood */
    bot = start_bot(cmd, 256, NULL);
    ck_assert_int_eq(tk_bot_send(bot, "news"), TK_OK);
    pump_until_failed(bot, 5000);
    expect_failure(bot, "wrote 'after news' when no answer was due");
    tk_bot_free(bot);
}
END_TEST

START_TEST(test_bye_line)
{
    char path[] = "/tmp/tk-bot-bye-XXXXXX", cmd[256], got[32] = "";
    const char *line = NULL;
    int fd = mkstemp(path);
    int64_t t0;
    FILE *f;
    TkBot *bot;

    ck_assert_int_ge(fd, 0);
    close(fd);
    snprintf(cmd, sizeof cmd, "read l; echo ok; read l; echo \"$l\" > '%s'; exit 0", path);
    bot = start_bot(cmd, 256, "quit now");
    ck_assert_int_eq(tk_bot_send(bot, "hello"), TK_OK);
    tk_bot_expect(bot, 5000);
    ck_assert_int_eq(read_line(bot, &line), TK_BOT_LINE);
    tk_bot_expect(bot, 0);
    t0 = tk_bot_now_ms();
    tk_bot_free(bot); /* `quit now`, and the bot leaves at once */
    ck_assert_int_lt(tk_bot_now_ms() - t0, 2500); /* not the keeper's 3 s: nothing stuck */
    f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    ck_assert_ptr_nonnull(fgets(got, sizeof got, f));
    fclose(f);
    unlink(path);
    ck_assert_str_eq(got, "quit now\n");
}
END_TEST

/* ---- what every protocol gets ---- */

START_TEST(test_floods)
{
    static const struct {
        const char *cmd;
        const char *reason;
    } cases[] = {
        {"echo unasked; exec sleep 10", "wrote 'unasked' when no answer was due"},
        {"echo 'a rather long line that goes on and on and on'; exec sleep 10",
         "wrote 'a rather long line that goes on and o...' when no answer was due"},
        {"printf '%0300d\\n' 0; exec sleep 10",
         "wrote a line longer than 256 bytes when no answer was due"},
        {"printf 'x\\377\\n'; exec sleep 10", "wrote binary or non-ASCII bytes when no answer was due"},
    };
    TkBot *bot = start_bot(cases[_i].cmd, 256, NULL);

    pump_until_failed(bot, 5000);
    expect_failure(bot, cases[_i].reason);
    tk_bot_free(bot);
}
END_TEST

/* How a bot ends, said in its failure.  The last three run the bot as the
 * last part of a list: the shell hands over to it (`exec`), so that its
 * own end and its own exit are seen, not the waiting shell's. */
static const struct {
    const char *cmd;
    int writes; /* lines until the bot fails (else one, then pumping) */
    const char *reason;
} endings[] = {
    {"read l; exit 3", 0, "exited with status 3"},
    {"read l; kill -9 $$", 0, "was killed by signal 9"},
    {"read l; exec 1>&-; exec sleep 10", 0, "closed its output"},
    {"exec 0<&-; exec sleep 10", 1, "closed its input"},
    {"true; sh -c 'kill -9 $$'", 0, "was killed by signal 9"},
    {"cd / && sh -c 'exec 1>&-; exec sleep 10'", 0, "closed its output"},
    {"true; sh -c 'exec 0<&-; exec sleep 10'", 1, "closed its input"},
};

START_TEST(test_endings)
{
    TkBot *bot = start_bot(endings[_i].cmd, 256, NULL);
    int64_t end = tk_bot_now_ms() + 5000;
    int st = tk_bot_send(bot, "go");

    while (st == TK_OK && tk_bot_now_ms() < end) {
        if (endings[_i].writes) {
            st = tk_bot_send(bot, "%0200d", 0);
        }
        if (st == TK_OK) {
            st = tk_bot_pump(bot);
        }
        sleep_ms(1);
    }
    expect_failure(bot, endings[_i].reason);
    tk_bot_free(bot);
}
END_TEST

START_TEST(test_not_reading)
{
    TkBot *bot = start_bot("exec sleep 30", 256, NULL);
    int i, st = TK_OK;

    for (i = 0; i < 100000 && st == TK_OK; i++) {
        st = tk_bot_send(bot, "%01000d", i);
        if (st == TK_OK) {
            st = tk_bot_pump(bot);
        }
    }
    ck_assert_int_eq(st, TK_E_IO);
    ck_assert_int_lt(i, 2000); /* 1 MiB queued and a pipe's worth */
    expect_failure(bot, "is not reading its input (1024 KiB waiting)");
    tk_bot_free(bot);
}
END_TEST

START_TEST(test_log_and_its_tail)
{
    TkBotOptions opt;
    TkBot *bot = NULL;
    char msg[128], tail[128];
    const char *log;
    size_t len = 0;
    int64_t end = tk_bot_now_ms() + 5000;

    /* the whole log */
    bot = start_bot("printf 'one\\001two\\r\\n\\tthree  \\n\\n' >&2; exec sleep 10", 256, NULL);
    while (strstr(tk_bot_log(bot, NULL), "three") == NULL && tk_bot_now_ms() < end) {
        sleep_ms(5);
    }
    log = tk_bot_log(bot, &len);
    ck_assert_str_eq(log, "one?two\n\tthree  \n\n");
    ck_assert_uint_eq(len, strlen(log));
    tk_bot_log_tail(bot, tail, sizeof tail);
    ck_assert_str_eq(tail, "\tthree");
    tk_bot_free(bot);

    /* the latest log_max bytes, and a tail of 100 bytes at most */
    memset(&opt, 0, sizeof opt);
    opt.line_max = 256;
    opt.log_max = 64;
    ck_assert_int_eq(tk_bot_start("printf 'first\\n%0150d\\n' 7 >&2; exec sleep 10", &opt, &bot,
                                  msg, sizeof msg),
                     TK_OK);
    end = tk_bot_now_ms() + 5000;
    while (strstr(tk_bot_log(bot, NULL), "7\n") == NULL && tk_bot_now_ms() < end) {
        sleep_ms(5);
    }
    log = tk_bot_log(bot, &len);
    ck_assert_uint_eq(len, 64);
    ck_assert_ptr_null(strstr(log, "first"));
    ck_assert_str_eq(log + 62, "7\n");
    tk_bot_log_tail(bot, tail, sizeof tail);
    ck_assert_uint_eq(strlen(tail), 63);
    ck_assert_int_eq(tail[62], '7');
    tk_bot_free(bot);

    bot = start_bot("printf '%0150d\\n' 7 >&2; exec sleep 10", 256, NULL);
    end = tk_bot_now_ms() + 5000;
    while (strstr(tk_bot_log(bot, NULL), "7\n") == NULL && tk_bot_now_ms() < end) {
        sleep_ms(5);
    }
    tk_bot_log_tail(bot, tail, sizeof tail);
    ck_assert_uint_eq(strlen(tail), 100);
    ck_assert_int_eq(tail[99], '7');
    tk_bot_log_tail(bot, tail, 5); /* cut to the buffer */
    ck_assert_str_eq(tail, "0000");
    tk_bot_free(bot);
}
END_TEST

/* ---- what a bot started is ended with it ---- */

/* A scratch folder for the pid files the bots write. */
static void make_dir(char *dir, size_t size)
{
    const char *tmp = getenv("TMPDIR");

    snprintf(dir, size, "%s/tk-bot-XXXXXX", tmp != NULL && tmp[0] != '\0' ? tmp : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void remove_dir(const char *dir, const char *const *names, int n)
{
    char path[512];
    int i;

    for (i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        (void)remove(path);
    }
    (void)rmdir(dir);
}

/* The pid written in dir/name (a line), waiting up to 10 s for the file:
 * the bot writes it when it has started what it starts. */
static long read_pid(const char *dir, const char *name)
{
    char path[512];
    int64_t end = tk_bot_now_ms() + 10000;
    long pid = 0;

    snprintf(path, sizeof path, "%s/%s", dir, name);
    for (;;) {
        FILE *f = fopen(path, "r");
        char nl = 0;

        if (f != NULL) {
            int got = fscanf(f, "%ld%c", &pid, &nl);

            fclose(f);
            if (got == 2 && nl == '\n' && pid > 1) {
                return pid;
            }
        }
        ck_assert_msg(tk_bot_now_ms() < end, "%s was not written", path);
        sleep_ms(5);
    }
}

/* A process that lives on if nobody ends it: a shell in a session (and
 * process group) of its own that writes its pid to dir/name, then sleeps.
 * `keep_pipes` 0: its output goes to /dev/null, else it holds the bot's. */
static void orphan_cmd(char *out, size_t size, const char *dir, const char *name,
                       int keep_pipes)
{
    snprintf(out, size, "setsid sh -c 'echo $$ >\"%s/%s\"; exec sleep 1000'%s", dir, name,
             keep_pipes ? "" : " </dev/null >/dev/null 2>&1");
}

#ifdef __linux__
/* A bot that starts a child in a new session (setsid): freeing the bot
 * ends the child too, before tk_bot_free returns; whether the child holds
 * the bot's pipes or not, whether the bot is still there or not. */
START_TEST(test_free_ends_a_setsid_child)
{
    static const char *const names[] = {"child"};
    char dir[256], orphan[600], cmd[1400];
    TkBot *bot;
    long child;

    make_dir(dir, sizeof dir);
    orphan_cmd(orphan, sizeof orphan, dir, "child", _i & 1);
    if (_i < 2) {
        /* the bot still runs when it is freed */
        snprintf(cmd, sizeof cmd, "%s & exec sleep 1000", orphan);
    } else {
        /* a daemon: started by a process that has exited (parent 1) */
        snprintf(cmd, sizeof cmd, "(%s &) ; exec sleep 1000", orphan);
    }
    bot = start_bot(cmd, 256, NULL);
    child = read_pid(dir, "child");
    ck_assert_int_eq(procs_gone(child), 0);
    tk_bot_free(bot);
    ck_assert_msg(procs_gone(child), "the bot's child %ld outlived the bot", child);
    remove_dir(dir, names, 1);
}
END_TEST

/* A bot that exits and leaves a setsid child behind: the child is ended
 * by the time the bot's exit is seen, and the exit is the bot's own. */
START_TEST(test_exit_ends_a_setsid_child)
{
    static const char *const names[] = {"child"};
    char dir[256], orphan[600], cmd[1400];
    TkBot *bot;
    long child;

    make_dir(dir, sizeof dir);
    orphan_cmd(orphan, sizeof orphan, dir, "child", _i);
    snprintf(cmd, sizeof cmd, "%s &\nwhile ! test -s \"%s/child\"; do sleep 0.01; done; exit 3",
             orphan, dir);
    bot = start_bot(cmd, 256, NULL);
    child = read_pid(dir, "child");
    pump_until_failed(bot, 10000);
    expect_failure(bot, "exited with status 3");
    ck_assert_msg(procs_gone(child), "the bot's child %ld outlived the bot", child);
    tk_bot_free(bot);
    remove_dir(dir, names, 1);
}
END_TEST
#endif

/* The program holding the bot is killed (SIGKILL: nothing of it runs any
 * more): the bot and what it started still end, on their own. */
START_TEST(test_killed_host_ends_its_bots)
{
    static const char *const names[] = {"child", "bot"};
    char dir[256], orphan[600], cmd[1400];
    long child, botpid;
    int64_t end;
    pid_t host;
    int status;

    make_dir(dir, sizeof dir);
#ifdef __linux__
    /* the keeper left without its program comes to us, to be reaped */
    ck_assert_int_eq(prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0), 0);
    orphan_cmd(orphan, sizeof orphan, dir, "child", 0);
#else
    /* a child in the bot's own process group */
    snprintf(orphan, sizeof orphan, "sh -c 'echo $$ >\"%s/child\"; exec sleep 1000'", dir);
#endif
    snprintf(cmd, sizeof cmd, "%s & echo $$ >\"%s/bot\"; exec sleep 1000", orphan, dir);
    host = fork();
    ck_assert_int_ge(host, 0);
    if (host == 0) {
        TkBotOptions opt;
        TkBot *bot = NULL;

        memset(&opt, 0, sizeof opt);
        opt.line_max = 256;
        if (tk_bot_start(cmd, &opt, &bot, NULL, 0) != TK_OK) {
            _exit(1);
        }
        for (;;) {
            pause();
        }
    }
    child = read_pid(dir, "child");
    botpid = read_pid(dir, "bot");
    ck_assert_int_eq(procs_gone(child), 0);
    ck_assert_int_eq(procs_gone(botpid), 0);
    ck_assert_int_eq(kill(host, SIGKILL), 0);
    ck_assert_int_eq(waitpid(host, &status, 0), host);
    /* no answer comes from here: wait for them to go, generously */
    end = tk_bot_now_ms() + 20000;
    while ((!procs_gone(child) || !procs_gone(botpid)) && tk_bot_now_ms() < end) {
        sleep_ms(10);
    }
    ck_assert_msg(procs_gone(botpid), "the bot %ld outlived the program", botpid);
    ck_assert_msg(procs_gone(child), "the bot's child %ld outlived the program", child);
#ifdef __linux__
    while (waitpid(-1, &status, 0) > 0 || errno == EINTR) {
    }
#endif
    remove_dir(dir, names, 2);
}
END_TEST

START_TEST(test_bad_arguments)
{
    TkBotOptions opt;
    TkBot *bot = (TkBot *)&opt;
    char msg[128] = "";
    size_t len = 1;

    memset(&opt, 0, sizeof opt);
    ck_assert_int_eq(tk_bot_start("true", &opt, &bot, msg, sizeof msg), TK_E_ARG);
    ck_assert_ptr_null(bot);
    ck_assert_uint_gt(strlen(msg), 0);
    opt.line_max = 1;
    ck_assert_int_eq(tk_bot_start("true", &opt, &bot, NULL, 0), TK_E_ARG);
    opt.line_max = TK_BOT_LINE_LIMIT + 1;
    ck_assert_int_eq(tk_bot_start("true", &opt, &bot, NULL, 0), TK_E_ARG);
    opt.line_max = 256;
    ck_assert_int_eq(tk_bot_start("true", NULL, &bot, NULL, 0), TK_E_ARG);
    ck_assert_int_eq(tk_bot_start(NULL, &opt, &bot, NULL, 0), TK_E_ARG);
    ck_assert_int_eq(tk_bot_start("", &opt, &bot, msg, sizeof msg), TK_E_ARG);
    ck_assert_str_eq(msg, "the bot command is empty");
    ck_assert_int_eq(tk_bot_start("true", &opt, NULL, NULL, 0), TK_E_ARG);

    tk_bot_free(NULL);
    ck_assert_int_eq(tk_bot_failed(NULL), 0);
    ck_assert_str_eq(tk_bot_failure(NULL), "");
    ck_assert_str_eq(tk_bot_log(NULL, &len), "");
    ck_assert_uint_eq(len, 0);
    ck_assert_int_eq(tk_bot_pump(NULL), TK_E_ARG);
    ck_assert_int_eq(tk_bot_send(NULL, "x"), TK_E_ARG);
    ck_assert_int_eq(tk_bot_read(NULL, 0, NULL), TK_BOT_FAILED);
    tk_bot_expect(NULL, 100);
    tk_bot_finish(NULL);
    tk_bot_fail(NULL, "x");
    tk_bot_fail_late(NULL);
    tk_bot_log_tail(NULL, msg, sizeof msg);
    ck_assert_str_eq(msg, "");
}
END_TEST

/* ---- the table's questions (TkBotAsk) ---- */

/* A TkBotAsk over a started bot: "error" refuses, lines of 64 bytes. */
static void start_ask(TkBotAsk *a, const char *cmd, int max_refusals, const char *hello)
{
    TkBotOptions opt;
    char msg[256] = "";
    memset(a, 0, sizeof *a);
    memset(&opt, 0, sizeof opt);
    opt.line_max = 64;
    opt.bye = "bye";
    a->refusal = "error";
    a->line_max = 64;
    a->reply_ms = 5000;
    a->stale_ms = 7000;
    a->max_refusals = max_refusals;
    ck_assert_int_eq(tk_bot_ask_start(a, cmd, &opt, hello, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(a->q, TK_BOT_Q_HELLO);
    ck_assert_int_eq(tk_bot_ask_due(a), 5000);
}

/* Reads the answer as a table polls it, at most 5 s. */
static TkBotRead ask_read(TkBotAsk *a, const char **line, char *why, char *what)
{
    int64_t end = tk_bot_now_ms() + 5000;
    TkBotRead r;
    do {
        r = tk_bot_ask_read(a, 50, line, why, 100, what, 100);
    } while (r == TK_BOT_NOTHING && tk_bot_now_ms() < end);
    return r;
}

/* Waits until the bot's log (what it was sent, one line each) is want. */
static void expect_log(TkBot *bot, const char *want)
{
    int64_t end = tk_bot_now_ms() + 5000;
    while (strcmp(tk_bot_log(bot, NULL), want) != 0 && tk_bot_now_ms() < end) {
        (void)tk_bot_pump(bot);
        sleep_ms(10);
    }
    ck_assert_str_eq(tk_bot_log(bot, NULL), want);
}

/* Refusals: `error WHY` and the question again; the last refusal of a
 * question closes it (close_at_max) and the bot stays; the lines of an
 * event sent one by one.  The bot writes what it reads on its log. */
START_TEST(test_ask_refuse_and_close)
{
    TkBotAsk a;
    const char *line = NULL;
    char why[100], what[100], text[] = "info 1\ninfo 2\nunended";
    start_ask(&a, "echo_in() { IFS= read -r l; printf '%s\\n' \"$l\" >&2; }; "
                  "echo_in; echo 'bad!'; echo_in; echo_in; echo 'ok Tom'; "
                  "echo_in; echo x; echo_in; echo_in; printf 'y%070d\\n' 0; echo_in; echo_in; "
                  "echo_in; echo_in; echo_in; exec sleep 10",
              3, "hi 1");
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_LINE);
    ck_assert_str_eq(line, "bad!");
    ck_assert_int_eq(tk_bot_ask_refuse(&a, "a bad name", "'bad!'", 1), TK_BOT_ASK_AGAIN);
    ck_assert_int_eq(a.refusals, 1);
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_LINE);
    ck_assert_str_eq(line, "ok Tom");
    ck_assert_int_eq(tk_bot_take_hello(a.tk, line, why, sizeof why), TK_OK);
    tk_bot_ask_close(&a);
    ck_assert_int_eq(a.q, TK_BOT_Q_NONE);
    ck_assert_int_eq(tk_bot_ask_due(&a), 0);
    a.refusals = 0;
    ck_assert_int_eq(tk_bot_ask_put(&a, 2, 3000, "ask 1"), TK_OK);
    ck_assert_int_eq(tk_bot_ask_due(&a), 3000);
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_LINE);
    ck_assert_str_eq(line, "x");
    ck_assert_int_eq(tk_bot_ask_refuse(&a, "no", "'x'", 1), TK_BOT_ASK_AGAIN);
    /* a line too long, in words for the bot and for a failure */
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_TOO_LONG);
    ck_assert_str_eq(why, "line longer than 64 bytes");
    ck_assert_str_eq(what, "a line longer than 64 bytes");
    ck_assert_int_eq(tk_bot_ask_refuse(&a, "no\001again", what, 1), TK_BOT_ASK_AGAIN);
    ck_assert_int_eq(tk_bot_ask_refuse(&a, "", "'?'", 1), TK_BOT_ASK_CLOSED);
    ck_assert_int_eq(a.q, TK_BOT_Q_NONE);
    ck_assert_int_eq(tk_bot_failed(a.tk), 0);
    ck_assert_int_eq(tk_bot_ask_send_lines(&a, text), TK_OK);
    expect_log(a.tk, "hi 1\nerror a bad name\nhi 1\nask 1\nerror no\nask 1\n"
                     "error no?again\nask 1\nerror refused\ninfo 1\ninfo 2\n");
    tk_bot_free(a.tk);
}
END_TEST

/* The last refusal of the hello fails the bot, and of any question when
 * it is not closed at its last; the answers owed to questions the table
 * closed are dropped when they come. */
START_TEST(test_ask_fail_and_stale)
{
    TkBotAsk a;
    const char *line = NULL;
    char why[100], what[100];
    start_ask(&a, "read l; echo nope; exec sleep 10", 1, "hi 1");
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_LINE);
    ck_assert_int_eq(tk_bot_ask_refuse(&a, "no", "'nope'", 1), TK_BOT_ASK_FAILED);
    ck_assert_str_eq(tk_bot_failure(a.tk), "1 refused answer: 'nope'");
    ck_assert_int_eq(a.q, TK_BOT_Q_NONE);
    tk_bot_free(a.tk);

    start_ask(&a, "read l; echo 'ok Tom'; read l; echo a; read l; echo b; exec sleep 10", 2,
              "hi 1");
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_LINE);
    tk_bot_ask_close(&a);
    ck_assert_int_eq(tk_bot_ask_put(&a, 2, 3000, "ask 1"), TK_OK);
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_LINE);
    ck_assert_str_eq(line, "a");
    ck_assert_int_eq(tk_bot_ask_refuse(&a, "no", "'a'", 0), TK_BOT_ASK_AGAIN);
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_LINE);
    ck_assert_int_eq(tk_bot_ask_refuse(&a, "no", "'b'", 0), TK_BOT_ASK_FAILED);
    ck_assert_str_eq(tk_bot_failure(a.tk), "2 refused answers: 'b'");
    tk_bot_free(a.tk);

    /* "ask 1" closed by the table: its answer "late" is dropped, "ask 2"'s read */
    start_ask(&a, "read l; echo 'ok Tom'; read l; read l; echo late; echo fine; exec sleep 10",
              3, "hi 1");
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_LINE);
    tk_bot_ask_close(&a);
    ck_assert_int_eq(tk_bot_ask_put(&a, 2, 3000, "ask 1"), TK_OK);
    tk_bot_ask_drop(&a);
    ck_assert_int_eq(a.q, TK_BOT_Q_NONE);
    ck_assert_int_eq(a.stale, 1);
    ck_assert_int_eq(tk_bot_ask_due(&a), 7000);
    ck_assert_int_eq(tk_bot_ask_put(&a, 2, 3000, "ask 2"), TK_OK);
    ck_assert_int_eq(ask_read(&a, &line, why, what), TK_BOT_LINE);
    ck_assert_str_eq(line, "fine");
    ck_assert_int_eq(a.stale, 0);
    tk_bot_ask_close(&a);
    ck_assert_int_eq(tk_bot_ask_pump(&a), TK_OK);
    ck_assert_int_eq(tk_bot_failed(a.tk), 0);
    tk_bot_free(a.tk);
}
END_TEST

static Suite *bot_suite(void)
{
    Suite *s = suite_create("tk_bot");
    TCase *tc = tcase_create("protocol");

    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, test_protocol_longest_line);
    tcase_add_test(tc, test_take_hello);
    tcase_add_test(tc, test_binary_line_when_due);
    tcase_add_test(tc, test_late_answer_is_the_protocols_call);
    tcase_add_test(tc, test_late_wording);
    tcase_add_test(tc, test_read_waits_as_asked);
    tcase_add_test(tc, test_finished_conversation);
    tcase_add_test(tc, test_bye_line);
    tcase_add_test(tc, test_ask_refuse_and_close);
    tcase_add_test(tc, test_ask_fail_and_stale);
    suite_add_tcase(s, tc);

    tc = tcase_create("faults");
    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, test_floods, 0, 4);
    tcase_add_loop_test(tc, test_endings, 0, (int)(sizeof endings / sizeof endings[0]));
    tcase_add_test(tc, test_not_reading);
    tcase_add_test(tc, test_log_and_its_tail);
    tcase_add_test(tc, test_bad_arguments);
    suite_add_tcase(s, tc);

    tc = tcase_create("cleanup");
    tcase_set_timeout(tc, 60);
#ifdef __linux__
    tcase_add_loop_test(tc, test_free_ends_a_setsid_child, 0, 4);
    tcase_add_loop_test(tc, test_exit_ends_a_setsid_child, 0, 2);
#endif
    tcase_add_test(tc, test_killed_host_ends_its_bots);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(bot_suite(), NULL, 0);
}
