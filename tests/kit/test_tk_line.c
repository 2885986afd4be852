/*
 * test_tk_line.c - the kit's line framing (kit/bot.h) with the longest line
 * a protocol chooses: Rack-O's 256 bytes, Rummikub's 1024, and the edges
 * (2 bytes, 4 KiB), each fed whole and in small reads; a bot's line quoted
 * for a message; the hello's answer every protocol shares.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/status.h"
#include "common/run.h"
#include "common/streams.h"

static const size_t maxes[] = {2, 3, 40, 256, 1024, 4096};
static const size_t reads[] = {1, 5, 64, 100000};

/* What a stream framed into: the lines' lengths and the faults, in order,
 * as "L<len>" / "T" / "B" joined by spaces, and the last line's text. */
typedef struct Framed {
    char trace[256];
    char last[4100];
} Framed;

static void frame_all(size_t max, const char *data, size_t len, size_t chunk, Framed *f)
{
    TkLineReader r;
    char *buf = malloc(max + 1);
    size_t off = 0;

    ck_assert_ptr_nonnull(buf);
    tk_line_reader_init(&r, buf, max);
    ck_assert_str_eq(r.line, "");
    f->trace[0] = '\0';
    f->last[0] = '\0';
    while (off < len) {
        size_t n = len - off < chunk ? len - off : chunk, used = 0;
        TkLineStatus st = tk_line_reader_feed(&r, data + off, n, &used);
        char item[32] = "";

        ck_assert_uint_le(used, n);
        ck_assert_uint_lt(r.len, max); /* never more than fits */
        off += used;
        switch (st) {
        case TK_LINE_MORE:
            ck_assert_uint_eq(used, n);
            break;
        case TK_LINE_OK:
            ck_assert_uint_eq(strlen(r.line), r.len);
            snprintf(item, sizeof item, "L%lu ", (unsigned long)r.len);
            snprintf(f->last, sizeof f->last, "%s", r.line);
            break;
        case TK_LINE_TOO_LONG:
            snprintf(item, sizeof item, "T ");
            break;
        case TK_LINE_BINARY:
            snprintf(item, sizeof item, "B ");
            break;
        }
        if (st != TK_LINE_MORE) {
            ck_assert_uint_gt(used, 0);
        }
        strncat(f->trace, item, sizeof f->trace - strlen(f->trace) - 1);
    }
    free(buf);
}

/* A stream of `text` bytes of 'x', then `end`, then "k\n" (short enough
 * for every longest line). */
static size_t make_stream(char *buf, size_t text, const char *end)
{
    size_t n = strlen(end);

    memset(buf, 'x', text);
    memcpy(buf + text, end, n);
    memcpy(buf + text + n, "k\n", 2);
    return text + n + 2;
}

static void expect_trace(size_t max, size_t text, const char *end, const char *want)
{
    static char stream[8300];
    size_t len = make_stream(stream, text, end), i;
    Framed f;

    for (i = 0; i < sizeof reads / sizeof reads[0]; i++) {
        frame_all(max, stream, len, reads[i], &f);
        ck_assert_msg(strcmp(f.trace, want) == 0,
                      "max %lu, %lu bytes + '%s', reads of %lu: got '%s', want '%s'",
                      (unsigned long)max, (unsigned long)text, end[0] == '\n' ? "\\n" : "\\r\\n",
                      (unsigned long)reads[i], f.trace, want);
        ck_assert_str_eq(f.last, "k");
    }
}

START_TEST(test_longest_line_is_the_protocols)
{
    size_t max = maxes[_i];
    char want[64];

    /* max - 1 characters and '\n': the longest line */
    snprintf(want, sizeof want, "L%lu L1 ", (unsigned long)(max - 1));
    expect_trace(max, max - 1, "\n", want);
    /* max - 2 characters and "\r\n": as long, allowed */
    snprintf(want, sizeof want, "L%lu L1 ", (unsigned long)(max - 2));
    expect_trace(max, max - 2, "\r\n", want);
    /* one byte more either way: too long, reported once, then the next line */
    expect_trace(max, max - 1, "\r\n", "T L1 ");
    expect_trace(max, max, "\n", "T L1 ");
    expect_trace(max, 2 * max + 7, "\n", "T L1 ");
}
END_TEST

START_TEST(test_two_protocols_side_by_side)
{
    /* a 600-byte line: too long for Rack-O's 256, fine for Rummikub's 1024 */
    char stream[700];
    size_t len = make_stream(stream, 600, "\n");
    Framed small, large;

    frame_all(256, stream, len, 64, &small);
    frame_all(1024, stream, len, 64, &large);
    ck_assert_str_eq(small.trace, "T L1 ");
    ck_assert_str_eq(large.trace, "L600 L1 ");
}
END_TEST

START_TEST(test_binary_bytes)
{
    static const char *const bad[] = {"a\001b\n", "tab\there\n", "del\177\n", "\303\251t\303\251\n",
                                      "cr\rinside\n", "two\r\r\n"};
    size_t i, k;

    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char stream[64];
        size_t n = strlen(bad[i]);
        Framed f;

        memcpy(stream, bad[i], n);
        memcpy(stream + n, "ok\n", 3);
        for (k = 0; k < sizeof reads / sizeof reads[0]; k++) {
            frame_all(1024, stream, n + 3, reads[k], &f);
            ck_assert_msg(strcmp(f.trace, "B L2 ") == 0, "case %lu: '%s'", (unsigned long)i,
                          f.trace);
        }
    }
    /* a NUL byte too (strlen would stop there) */
    {
        Framed f;

        frame_all(16, "nul\0x\nok\n", 9, 1, &f);
        ck_assert_str_eq(f.trace, "B L2 ");
    }
}
END_TEST

START_TEST(test_stops_at_each_line_and_fault)
{
    char buf[11];
    TkLineReader r;
    size_t used = 0;

    tk_line_reader_init(&r, buf, 10);
    /* a line, then a fault: each call stops right after what it reports */
    ck_assert_int_eq(tk_line_reader_feed(&r, "ab\nxxxxxxxxxxxxxx\ncd\n", 21, &used), TK_LINE_OK);
    ck_assert_uint_eq(used, 3);
    ck_assert_str_eq(r.line, "ab");
    ck_assert_int_eq(tk_line_reader_feed(&r, "xxxxxxxxxxxxxx\ncd\n", 18, &used), TK_LINE_TOO_LONG);
    ck_assert_uint_eq(used, 10);
    ck_assert_int_eq(tk_line_reader_feed(&r, "xxxx\ncd\n", 8, &used), TK_LINE_OK);
    ck_assert_uint_eq(used, 8);
    ck_assert_str_eq(r.line, "cd");
    ck_assert_int_eq(tk_line_reader_feed(&r, "", 0, &used), TK_LINE_MORE);
    ck_assert_uint_eq(used, 0);
}
END_TEST

START_TEST(test_quote)
{
    char buf[48];

    tk_bot_quote("deck", buf, sizeof buf);
    ck_assert_str_eq(buf, "'deck'");
    tk_bot_quote("0123456789012345678901234567890123456789", buf, sizeof buf);
    ck_assert_str_eq(buf, "'0123456789012345678901234567890123456789'"); /* 40: whole */
    tk_bot_quote("play r1 r2 r3 | k9 b9 o9 J | b10 b11 b12 b13", buf, sizeof buf);
    ck_assert_str_eq(buf, "'play r1 r2 r3 | k9 b9 o9 J | b10 b11 ...'");
    tk_bot_quote(NULL, buf, sizeof buf);
    ck_assert_str_eq(buf, "''");
    tk_bot_quote("deck", buf, 4);
    ck_assert_str_eq(buf, "'de");
    tk_bot_quote("deck", NULL, 10); /* no buffer: nothing */
}
END_TEST

START_TEST(test_words)
{
    char buf[16];
    char *w[3];
    int v = -7;

    ck_assert_int_eq(tk_bot_words("play 3 1 400", 12, buf, sizeof buf, w, 3), 0); /* 4 words */
    ck_assert_int_eq(tk_bot_words("play 3 1", 8, buf, sizeof buf, w, 3), 3);
    ck_assert_str_eq(w[0], "play");
    ck_assert_str_eq(w[2], "1");
    ck_assert_int_eq((int)(w[1] - buf), 5);
    ck_assert_int_eq(tk_bot_words("keep\r\n", 4, buf, sizeof buf, w, 3), 1); /* len: no end */
    ck_assert_str_eq(w[0], "keep");
    ck_assert_int_eq(tk_bot_words("", 0, buf, sizeof buf, w, 3), 0);
    ck_assert_int_eq(tk_bot_words(" keep", 5, buf, sizeof buf, w, 3), 0);
    ck_assert_int_eq(tk_bot_words("keep ", 5, buf, sizeof buf, w, 3), 0);
    ck_assert_int_eq(tk_bot_words("a  b", 4, buf, sizeof buf, w, 3), 0);
    ck_assert_int_eq(tk_bot_words("a\tb", 3, buf, sizeof buf, w, 3), 0);
    ck_assert_int_eq(tk_bot_words("a\x80" "b", 3, buf, sizeof buf, w, 3), 0);
    ck_assert_int_eq(tk_bot_words("0123456789abcdef", 16, buf, sizeof buf, w, 3), 0); /* no room */
    ck_assert_int_eq(tk_bot_words("0123456789abcde", 15, buf, sizeof buf, w, 3), 1);
    ck_assert_int_eq(tk_bot_words(NULL, 3, buf, sizeof buf, w, 3), 0);

    ck_assert(tk_bot_num("42", 0, 100, &v));
    ck_assert_int_eq(v, 42);
    ck_assert(!tk_bot_num("101", 0, 100, &v));
    ck_assert(!tk_bot_num("4x", 0, 100, &v));
    ck_assert(!tk_bot_num("", 0, 100, &v));
    ck_assert_int_eq(v, 42); /* untouched */
    ck_assert(tk_bot_num("-5", -10, 10, &v));
    ck_assert_int_eq(v, -5);
    ck_assert(tk_bot_keyval("seat=3", "seat", 1, 5, &v));
    ck_assert_int_eq(v, 3);
    ck_assert(!tk_bot_keyval("seat=6", "seat", 1, 5, &v));
    ck_assert(!tk_bot_keyval("seats=3", "seat", 1, 5, &v));
    ck_assert(!tk_bot_keyval("seat3", "seat", 1, 5, &v));
    ck_assert(!tk_bot_keyval("seat=", "seat", 1, 5, &v));
    ck_assert_int_eq(v, 3);
}
END_TEST

/* A bot program's feed for tk_bot_serve: "bye" stops, "quiet" is
 * answered with nothing, anything else with "ok LINE" (ctx counts lines). */
static int feed_echo(void *ctx, const char *line, char *answer, size_t size)
{
    ++*(int *)ctx;
    if (strcmp(line, "bye") == 0) {
        return TK_BOT_SERVE_BYE;
    }
    if (strcmp(line, "quiet") == 0) {
        return TK_BOT_SERVE_NONE;
    }
    snprintf(answer, size, "ok %s", line);
    return TK_BOT_SERVE_ANSWER;
}

/* Reads the whole of f from its start into buf. */
static void read_back(FILE *f, char *buf, size_t size)
{
    rewind(f);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
}

START_TEST(test_serve)
{
    FILE *in = tmpfile(), *out = tmpfile(), *log = tmpfile();
    char text[400];
    int lines = 0;
    ck_assert_ptr_nonnull(in);
    ck_assert_ptr_nonnull(out);
    ck_assert_ptr_nonnull(log);
    /* line_max 8: "0123456789" is skipped with a note; "bye" ends it. */
    fputs("hello\nquiet\n0123456789\n012345678\n01234567\r\nab\r\nbye\nafter\n", in);
    rewind(in);
    ck_assert_int_eq(tk_bot_serve(in, out, log, "test bot", 8, feed_echo, &lines), 0);
    ck_assert_int_eq(lines, 5);
    read_back(out, text, sizeof text);
    /* the '\r' is the feed's to read */
    ck_assert_str_eq(text, "ok hello\nok 01234567\r\nok ab\r\n");
    read_back(log, text, sizeof text);
    ck_assert_str_eq(text, "test bot: skipped a line longer than 8 bytes\n"
                           "test bot: skipped a line longer than 8 bytes\n");
    /* The end of the input ends it too; a last line without '\n' counts. */
    fclose(in);
    in = tmpfile();
    ck_assert_ptr_nonnull(in);
    fputs("x\ny", in);
    rewind(in);
    lines = 0;
    ck_assert_int_eq(tk_bot_serve(in, out, NULL, NULL, 8, feed_echo, &lines), 0);
    ck_assert_int_eq(lines, 2);
    ck_assert_int_eq(tk_bot_serve(NULL, out, NULL, NULL, 8, feed_echo, &lines), 2);
    tk_bot_say(log, NULL, "%d lines", lines);
    read_back(log, text, sizeof text);
    ck_assert_str_eq(text, "test bot: skipped a line longer than 8 bytes\n"
                           "test bot: skipped a line longer than 8 bytes\nbot: 2 lines\n");
    fclose(in);
    fclose(out);
    fclose(log);
}
END_TEST

/* tk_bot_serve with feed_echo and 8-byte lines for test_serve_streams:
 * ctx counts the lines. */
static int serve_echo(void *ctx, FILE *in, FILE *out, FILE *log)
{
    return tk_bot_serve(in, out, log, "test bot", 8, feed_echo, ctx);
}

/* tk_bot_serve_with for test_serve_streams: ctx is the TkBotServe. */
static int serve_with(void *ctx, FILE *in, FILE *out, FILE *log)
{
    return tk_bot_serve_with(in, out, log, ctx);
}

/* Loose framing and a NUL byte: its line is skipped, told, counted, and
 * the next line is read (it was lost with the NUL's line); a last line
 * with a NUL is not cut short into another line (`bye`). */
START_TEST(test_serve_nul)
{
    static const char input[] = "a\0b\nnext\nbye\0 now";
    char out[400], log[400];
    int lines = 0;
    ck_assert_int_eq(test_serve_streams(serve_echo, &lines, input, sizeof input - 1, out, log,
                                        sizeof out),
                     0);
    ck_assert_int_eq(lines, 1);
    ck_assert_str_eq(out, "ok next\n");
    ck_assert_str_eq(log, "test bot: skipped a line with a NUL byte\n"
                          "test bot: skipped a line with a NUL byte\n");
    /* both counted; the input ended */
    TkBotServe s = {.prefix = "test bot", .line_max = 8, .feed = feed_echo, .ctx = &lines};
    ck_assert_int_eq(test_serve_streams(serve_with, &s, input, sizeof input - 1, out, log,
                                        sizeof out),
                     0);
    ck_assert_int_eq(s.skipped, 2);
    ck_assert_int_eq(s.ended, 1);
}
END_TEST

START_TEST(test_hello_answer)
{
    char name[TK_BOT_NAME_MAX + 1] = "", why[120] = "";

    ck_assert_int_eq(tk_bot_parse_hello("ok rummi-Bot_2", name, why, sizeof why), TK_OK);
    ck_assert_str_eq(name, "rummi-Bot_2");
    ck_assert_int_eq(tk_bot_parse_hello("rkb 1", name, why, sizeof why), TK_E_FORMAT);
    ck_assert_str_eq(why, "'rkb 1' is not 'ok NAME'");
    ck_assert_int_eq(tk_bot_parse_hello("ok a b", name, why, sizeof why), TK_E_FORMAT);
    ck_assert_str_eq(why, "'ok a b': NAME must be 1 to 32 of A-Z a-z 0-9 _ -");
    ck_assert_int_eq(tk_bot_parse_hello("ok 123456789012345678901234567890123", name, NULL, 0),
                     TK_E_FORMAT);
    ck_assert_int_eq(tk_bot_parse_hello("ok 12345678901234567890123456789012", name, NULL, 0),
                     TK_OK);
    ck_assert_int_eq(tk_bot_parse_hello(NULL, name, why, sizeof why), TK_E_ARG);
}
END_TEST

/* A bot that failed its hello, said of the bot for the person who typed
 * its command (the new-game form's check): each kind of failure, as the
 * transport and the protocols word it. */
static const struct {
    const char *why, *last, *game, *want;
} explained[] = {
    /* /bin/cat echoes the greeting back */
    {"3 refused answers: 'rkb 1'", "", "Rummikub",
     "does not speak the Rummikub bot protocol: it did not answer the greeting"},
    {"3 refused answers: 'rbp 2'", "", "Rack-O",
     "does not speak the Rack-O bot protocol: it did not answer the greeting"},
    {"1 refused answer: 'hi'", "", NULL,
     "does not speak the bot protocol: it did not answer the greeting"},
    /* a missing program: dash, bash, a shell that stays, cmd.exe */
    {"exited with status 127", "sh: 1: exec: /no/such/bot: not found", "Rummikub",
     "cannot start: there is no program /no/such/bot"},
    {"exited with status 127", "bash: line 1: ./mybot: No such file or directory", "Rack-O",
     "cannot start: there is no program ./mybot"},
    {"exited with status 127", "sh: 1: python4: not found", "Rack-O",
     "cannot start: there is no program python4"},
    {"exited with status 9009",
     "'mybot' is not recognized as an internal or external command,", "Rack-O",
     "cannot start: there is no program mybot"},
    /* wine's cmd.exe names the whole command line */
    {"exited with status 9009",
     "Can't recognize './no-such-bot --x' as an internal or external command, or batch script.",
     "Rack-O", "cannot start: there is no program ./no-such-bot"},
    {"exited with status 127", "", "Rack-O", "cannot start: a program it names was not found"},
    {"exited with status 126", "sh: 1: exec: ./bot.txt: Permission denied", "Rack-O",
     "cannot start: ./bot.txt is not a program that can be run (is it executable?)"},
    /* /bin/false, a crash, a Python traceback */
    {"exited with status 1", "", "Rummikub", "stopped before it answered (exit status 1)"},
    {"was killed by signal 11", "", "Rummikub",
     "stopped before it answered (killed by signal 11)"},
    {"exited with status 1", "ModuleNotFoundError: No module named 'numpy'", "Rummikub",
     "stopped before it answered (exit status 1); it said: ModuleNotFoundError: No module "
     "named 'numpy'"},
    {"closed its output", "", "Rack-O", "stopped before it answered (it closed its output)"},
    /* a program that says nothing */
    {"timed out after 5 s", "", "Rummikub",
     "does not speak the Rummikub bot protocol: it did not answer the greeting within 5 s"},
    {"is not reading its input (1024 KiB waiting)", "", "Rack-O",
     "failed: is not reading its input (1024 KiB waiting)"},
    /* its words made visible */
    {"exited with status 2", "bad\x01 byte", "Rack-O",
     "stopped before it answered (exit status 2); it said: bad\\x01 byte"},
};

START_TEST(test_explain)
{
    char msg[400], want[400];
    TkBotTrouble t;

    /* said of seat 2's bot, no name: the phrase as it always was */
    tk_bot_explain(explained[_i].why, explained[_i].last, explained[_i].game, &t);
    tk_notice_bot_trouble(msg, sizeof msg, 1, NULL, &t);
    snprintf(want, sizeof want, "Seat 2's bot %s%s", explained[_i].want,
             strchr(".!?", explained[_i].want[strlen(explained[_i].want) - 1]) != NULL ? "" : ".");
    ck_assert_str_eq(msg, want);
    /* never "not found" twice, never the shell's exit status */
    ck_assert_ptr_null(strstr(msg, "status 127"));
    tk_bot_explain(explained[_i].why, NULL, explained[_i].game, &t);
    ck_assert_str_eq(t.said, "");
    tk_bot_explain(explained[_i].why, NULL, NULL, NULL); /* nowhere to put it: nothing */
}
END_TEST

static Suite *line_suite(void)
{
    Suite *s = suite_create("tk_line");
    TCase *tc = tcase_create("core");

    tcase_add_loop_test(tc, test_longest_line_is_the_protocols, 0,
                        (int)(sizeof maxes / sizeof maxes[0]));
    tcase_add_test(tc, test_two_protocols_side_by_side);
    tcase_add_test(tc, test_binary_bytes);
    tcase_add_test(tc, test_stops_at_each_line_and_fault);
    tcase_add_test(tc, test_quote);
    tcase_add_test(tc, test_hello_answer);
    tcase_add_test(tc, test_words);
    tcase_add_test(tc, test_serve);
    tcase_add_test(tc, test_serve_nul);
    tcase_add_loop_test(tc, test_explain, 0, (int)(sizeof explained / sizeof explained[0]));
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(line_suite(), NULL, 0);
}
