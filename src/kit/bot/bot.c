/*
 * bot.c - the bot transport (kit/bot.h): lines to and from an outside
 * program on the platform's process layer (proc.h), and everything that
 * can go wrong with it, for any protocol.
 *
 * Output to the bot is queued in memory and written without blocking;
 * input is read only when we are called and framed by tk_line_reader_feed.
 * A line is handed to the protocol only when one is due; any other line
 * is a flood.  Nothing here blocks longer than the caller's wait_ms, but
 * tk_bot_free (`bye`, then up to 200 ms), a failure (the last words) and a
 * closed output (up to 1 s to see the exit).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/status.h"
#include "kit/text.h"
#include "proc.h"

#define IN_SIZE 4096
#define WAIT_SLICE_MS 50 /* longest single wait: exits are checked between */
#define BYE_WAIT_MS 200
/* A closed output: how long to wait for the exit to show.  On POSIX the
 * exit seen is the keeper's, which first ends what the bot left (a few
 * milliseconds); a loaded machine stretches that, and a bot that closed
 * its output but runs on is the only one that waits it all. */
#define GONE_WAIT_MS 1000
#define LAST_WORDS_MS 250      /* a failed bot's stderr: longest wait in all */
#define LAST_WORDS_QUIET_MS 30 /* ... and for the next bytes */
#define FAILURE_MAX 200
#define LOG_TAIL_MAX 100

struct TkBot {
    TkProc *proc; /* NULL once the bot failed (it was killed) */
    size_t log_max;
    char *bye; /* NULL: none */
    int failed;
    char failure[FAILURE_MAX];

    /* the line due */
    int reply_ms; /* 0: none is due */
    int64_t due_at;
    int late; /* TK_BOT_LATE was told: no limit now */
    int finished; /* the conversation is over: leaving is allowed */
    int greeted;  /* its hello was taken */
    char name[TK_BOT_NAME_MAX + 1]; /* the name its hello gave */

    /* bytes waiting to be written */
    char *out;
    size_t out_len, out_off, out_cap;
    int input_closed;

    /* bytes read, not yet framed */
    char in[IN_SIZE];
    size_t in_len, in_off;
    int out_eof;
    TkLineReader reader;
    char *line; /* the reader's buffer */

    /* standard error */
    char *log;
    size_t log_len, log_cap;
};

static void put_msg(char *msg, size_t size, const char *text)
{
    if (msg != NULL && size > 0) {
        snprintf(msg, size, "%s", text);
    }
}

/* ---- the log ---- */

static void log_append(TkBot *bot, const char *data, size_t n)
{
    size_t i, need;

    if (n == 0) {
        return;
    }
    if (n > bot->log_max) {
        data += n - bot->log_max;
        n = bot->log_max;
    }
    need = bot->log_len + n;
    if (need > bot->log_max) {
        /* keep the latest bytes */
        size_t drop = need - bot->log_max;
        memmove(bot->log, bot->log + drop, bot->log_len - drop);
        bot->log_len -= drop;
        need = bot->log_max;
    }
    if (need + 1 > bot->log_cap) {
        size_t cap = bot->log_cap ? bot->log_cap : 1024;
        char *grown;

        while (cap < need + 1) {
            cap *= 2;
        }
        if (cap > bot->log_max + 1) {
            cap = bot->log_max + 1;
        }
        grown = realloc(bot->log, cap);
        if (grown == NULL) {
            return; /* the log is a courtesy: lose this piece, not the game */
        }
        bot->log = grown;
        bot->log_cap = cap;
    }
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)data[i];

        if (c == '\r') {
            continue;
        }
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) {
            c = '?';
        }
        bot->log[bot->log_len++] = (char)c;
    }
    bot->log[bot->log_len] = '\0';
}

static void drain_log(TkBot *bot)
{
    char buf[4096];
    long n;
    int rounds = 0;

    if (bot->proc == NULL) {
        return;
    }
    /* bounded: a bot writing faster than we read must not hold us here */
    while (rounds++ < 64 && (n = tk_proc_read(bot->proc, TK_PROC_ERR, buf, sizeof buf)) > 0) {
        log_append(bot, buf, (size_t)n);
    }
}

/* The last of the log before the bot is killed: what it wrote may still be
 * on its way (a pipe read on Windows finishes a moment after the write),
 * so wait for more while it keeps coming, up to LAST_WORDS_MS in all. */
static void drain_last_words(TkBot *bot)
{
    char buf[4096];
    int64_t until = tk_bot_now_ms() + LAST_WORDS_MS;
    long n;

    if (bot->proc == NULL) {
        return;
    }
    for (;;) {
        int64_t left = until - tk_bot_now_ms();
        if (left <= 0) {
            break;
        }
        n = tk_proc_read_wait(bot->proc, TK_PROC_ERR, buf, sizeof buf,
                              left < LAST_WORDS_QUIET_MS ? (int)left : LAST_WORDS_QUIET_MS);
        if (n <= 0) {
            break; /* quiet for LAST_WORDS_QUIET_MS, or the end of its stderr */
        }
        log_append(bot, buf, (size_t)n);
    }
}

void tk_bot_failure_line(const TkBot *bot, char *msg, size_t size)
{
    char last[128];
    if (msg == NULL || size == 0) {
        return;
    }
    tk_bot_log_tail(bot, last, sizeof last);
    if (last[0] != '\0') {
        snprintf(msg, size, "%s (%s)", tk_bot_failure(bot), last);
    } else {
        snprintf(msg, size, "%s", tk_bot_failure(bot));
    }
}

void tk_bot_log_tail(const TkBot *bot, char *buf, size_t size)
{
    size_t end, start;

    if (buf == NULL || size == 0) {
        return;
    }
    buf[0] = '\0';
    if (bot == NULL || bot->log == NULL) {
        return;
    }
    end = bot->log_len;
    while (end > 0 && (bot->log[end - 1] == '\n' || bot->log[end - 1] == ' ' ||
                       bot->log[end - 1] == '\t')) {
        end--;
    }
    start = end;
    while (start > 0 && bot->log[start - 1] != '\n') {
        start--;
    }
    if (end > start) {
        size_t n = end - start;

        if (n > LOG_TAIL_MAX) {
            start = end - LOG_TAIL_MAX;
            n = LOG_TAIL_MAX;
        }
        snprintf(buf, size, "%.*s", (int)n, bot->log + start);
    }
}

/* ---- failing ---- */

static void fail_v(TkBot *bot, const char *fmt, va_list ap)
{
    if (bot->failed) {
        return;
    }
    bot->failed = 1;
    vsnprintf(bot->failure, sizeof bot->failure, fmt, ap);
    bot->reply_ms = 0;
    drain_last_words(bot); /* often the reason */
    tk_proc_free(bot->proc);
    bot->proc = NULL;
}

void tk_bot_fail(TkBot *bot, const char *fmt, ...)
{
    va_list ap;

    if (bot == NULL || fmt == NULL) {
        return;
    }
    va_start(ap, fmt);
    fail_v(bot, fmt, ap);
    va_end(ap);
}

void tk_bot_fail_late(TkBot *bot)
{
    int ms;

    if (bot == NULL) {
        return;
    }
    ms = bot->reply_ms;
    if (ms >= 1000 && ms % 1000 == 0) {
        tk_bot_fail(bot, "timed out after %d s", ms / 1000);
    } else if (ms >= 1000) {
        tk_bot_fail(bot, "timed out after %d.%d s", ms / 1000, (ms % 1000) / 100);
    } else {
        tk_bot_fail(bot, "timed out after %d ms", ms);
    }
}

/* The bot is gone or has closed its output: say why, best we can. */
static void fail_gone(TkBot *bot, const char *what)
{
    char desc[64];
    int64_t until = tk_bot_now_ms() + GONE_WAIT_MS;

    /* a closed output usually means an exit: give it a moment to show */
    while (!tk_proc_exited(bot->proc, desc, sizeof desc)) {
        if (tk_bot_now_ms() >= until) {
            tk_bot_fail(bot, "%s", what);
            return;
        }
        drain_log(bot);
        tk_proc_wait(bot->proc, 5, 0);
    }
    tk_bot_fail(bot, "%s", desc);
}

/* ---- output ---- */

int tk_bot_send(TkBot *bot, const char *fmt, ...)
{
    va_list ap;
    size_t need;
    int n;

    if (bot == NULL || fmt == NULL) {
        return TK_E_ARG;
    }
    if (bot->failed) {
        return TK_E_IO;
    }
    va_start(ap, fmt);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        return TK_E_ARG;
    }
    if (bot->out_off > 0 && bot->out_off == bot->out_len) {
        bot->out_off = bot->out_len = 0;
    }
    if (bot->out_len - bot->out_off + (size_t)n + 1 > TK_BOT_OUT_MAX) {
        tk_bot_fail(bot, "is not reading its input (%d KiB waiting)", TK_BOT_OUT_MAX / 1024);
        return TK_E_IO;
    }
    need = bot->out_len + (size_t)n + 1; /* vsnprintf writes a NUL where '\n' goes */
    if (need > bot->out_cap) {
        size_t cap = bot->out_cap ? bot->out_cap : 1024;

        if (bot->out_off > 0) {
            memmove(bot->out, bot->out + bot->out_off, bot->out_len - bot->out_off);
            bot->out_len -= bot->out_off;
            bot->out_off = 0;
            need = bot->out_len + (size_t)n + 1;
        }
        while (cap < need) {
            cap *= 2;
        }
        if (cap != bot->out_cap) {
            char *grown = realloc(bot->out, cap);

            if (grown == NULL) {
                return TK_E_NOMEM;
            }
            bot->out = grown;
            bot->out_cap = cap;
        }
    }
    va_start(ap, fmt);
    vsnprintf(bot->out + bot->out_len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    bot->out_len += (size_t)n;
    bot->out[bot->out_len++] = '\n';
    return TK_OK;
}

/* ---- input ---- */

/* Frames the bytes read so far.  A line that is due is handed out (only
 * when `hand_out`: otherwise it waits for tk_bot_read); any other line is
 * a flood, or dropped once the bot is finished. */
static TkBotRead take_input(TkBot *bot, int hand_out, const char **line)
{
    TkBotRead r = TK_BOT_NOTHING;

    while (!bot->failed && bot->in_off < bot->in_len) {
        size_t used = 0;
        TkLineStatus st;
        char what[64];

        if (!hand_out && bot->reply_ms > 0) {
            break; /* the due line is for tk_bot_read, which can hand it out */
        }
        st = tk_line_reader_feed(&bot->reader, bot->in + bot->in_off, bot->in_len - bot->in_off,
                                 &used);
        bot->in_off += used;
        if (st == TK_LINE_MORE) {
            continue;
        }
        if (bot->reply_ms > 0) {
            r = st == TK_LINE_OK ? TK_BOT_LINE
                : st == TK_LINE_TOO_LONG ? TK_BOT_TOO_LONG
                                         : TK_BOT_BINARY;
            if (line != NULL) {
                *line = st == TK_LINE_OK ? bot->line : "";
            }
            break;
        }
        if (bot->finished) {
            continue; /* the conversation is over: nothing it says matters now */
        }
        if (st == TK_LINE_OK) {
            tk_bot_quote(bot->line, what, sizeof what);
        } else if (st == TK_LINE_TOO_LONG) {
            snprintf(what, sizeof what, "a line longer than %lu bytes",
                     (unsigned long)(bot->reader.max));
        } else {
            snprintf(what, sizeof what, "binary or non-ASCII bytes");
        }
        tk_bot_fail(bot, "wrote %s when no answer was due", what);
    }
    if (bot->in_off == bot->in_len) {
        bot->in_off = bot->in_len = 0;
    }
    return r;
}

/* Writes what can be written and reads what is there, without waiting. */
static void io(TkBot *bot)
{
    long n;
    int rounds = 0;

    if (bot->proc == NULL) {
        return;
    }
    while (!bot->input_closed && bot->out_off < bot->out_len && rounds++ < 64) {
        n = tk_proc_write(bot->proc, bot->out + bot->out_off, bot->out_len - bot->out_off);
        if (n < 0) {
            bot->input_closed = 1;
        } else if (n == 0) {
            break;
        } else {
            bot->out_off += (size_t)n;
        }
    }
    if (bot->out_off == bot->out_len) {
        bot->out_off = bot->out_len = 0;
    }
    drain_log(bot);
    if (!bot->out_eof && bot->in_len < sizeof bot->in) {
        if (bot->in_off > 0) {
            memmove(bot->in, bot->in + bot->in_off, bot->in_len - bot->in_off);
            bot->in_len -= bot->in_off;
            bot->in_off = 0;
        }
        n = tk_proc_read(bot->proc, TK_PROC_OUT, bot->in + bot->in_len,
                         sizeof bot->in - bot->in_len);
        if (n > 0) {
            bot->in_len += (size_t)n;
        } else if (n < 0) {
            bot->out_eof = 1;
        }
    }
}

/* One step: I/O without waiting, framing, and the checks that a live bot
 * must pass.  Returns what take_input found, TK_BOT_FAILED, or
 * TK_BOT_NOTHING. */
static TkBotRead step(TkBot *bot, int hand_out, const char **line)
{
    char desc[64];
    TkBotRead r;

    if (bot->failed) {
        return TK_BOT_FAILED;
    }
    io(bot);
    r = take_input(bot, hand_out, line);
    if (r != TK_BOT_NOTHING) {
        return r;
    }
    if (bot->failed) {
        return TK_BOT_FAILED;
    }
    if (bot->finished) {
        return TK_BOT_NOTHING; /* leaving now is allowed */
    }
    if (bot->out_eof && bot->in_off == bot->in_len) {
        fail_gone(bot, "closed its output");
    } else if (tk_proc_exited(bot->proc, desc, sizeof desc)) {
        /* what it wrote before leaving still counts: read it first */
        io(bot);
        r = take_input(bot, hand_out, line);
        if (r != TK_BOT_NOTHING) {
            return r;
        }
        if (!hand_out && bot->reply_ms > 0 && bot->in_off < bot->in_len) {
            return TK_BOT_NOTHING; /* its line first: tk_bot_read will see the exit */
        }
        tk_bot_fail(bot, "%s", desc);
    } else if (bot->input_closed) {
        tk_bot_fail(bot, "closed its input");
    }
    return bot->failed ? TK_BOT_FAILED : TK_BOT_NOTHING;
}

int tk_bot_pump(TkBot *bot)
{
    if (bot == NULL) {
        return TK_E_ARG;
    }
    return step(bot, 0, NULL) == TK_BOT_FAILED ? TK_E_IO : TK_OK;
}

TkBotRead tk_bot_read(TkBot *bot, int wait_ms, const char **line)
{
    int64_t end = tk_bot_now_ms() + (wait_ms > 0 ? wait_ms : 0);
    const char *got = "";

    if (line != NULL) {
        *line = "";
    }
    if (bot == NULL) {
        return TK_BOT_FAILED;
    }
    for (;;) {
        TkBotRead r = step(bot, 1, &got);
        int64_t now, w;

        if (r != TK_BOT_NOTHING) {
            if (line != NULL) {
                *line = got;
            }
            return r;
        }
        if (bot->reply_ms <= 0) {
            return TK_BOT_NOTHING;
        }
        now = tk_bot_now_ms();
        if (!bot->late && now >= bot->due_at) {
            bot->late = 1;
            return TK_BOT_LATE;
        }
        if (now >= end) {
            return TK_BOT_NOTHING;
        }
        w = (!bot->late && bot->due_at < end ? bot->due_at : end) - now;
        if (w > WAIT_SLICE_MS) {
            w = WAIT_SLICE_MS;
        }
        tk_proc_wait(bot->proc, (int)w, bot->out_off < bot->out_len);
    }
}

/* ---- life ---- */

void tk_bot_expect(TkBot *bot, int reply_ms)
{
    if (bot == NULL || bot->failed) {
        return;
    }
    bot->reply_ms = reply_ms > 0 ? reply_ms : 0;
    bot->due_at = tk_bot_now_ms() + bot->reply_ms;
    bot->late = 0;
}

void tk_bot_finish(TkBot *bot)
{
    if (bot != NULL) {
        bot->finished = 1;
    }
}

int tk_bot_start(const char *command, const TkBotOptions *opt, TkBot **out, char *msg,
                 size_t size)
{
    TkBot *bot;
    char err[200];
    int st;

    if (out != NULL) {
        *out = NULL;
    }
    if (command == NULL || opt == NULL || out == NULL || opt->line_max < 2 ||
        opt->line_max > TK_BOT_LINE_LIMIT) {
        put_msg(msg, size, "bad arguments to tk_bot_start");
        return TK_E_ARG;
    }
    if (command[0] == '\0') {
        put_msg(msg, size, "the bot command is empty");
        return TK_E_ARG;
    }
    bot = calloc(1, sizeof *bot);
    if (bot != NULL) {
        bot->line = malloc(opt->line_max + 1);
        if (opt->bye != NULL) {
            size_t n = strlen(opt->bye) + 1;

            bot->bye = malloc(n);
            if (bot->bye != NULL) {
                memcpy(bot->bye, opt->bye, n);
            }
        }
    }
    if (bot == NULL || bot->line == NULL || (opt->bye != NULL && bot->bye == NULL)) {
        put_msg(msg, size, "out of memory");
        tk_bot_free(bot);
        return TK_E_NOMEM;
    }
    bot->log_max = opt->log_max > 0 ? opt->log_max : TK_BOT_LOG_MAX;
    tk_line_reader_init(&bot->reader, bot->line, opt->line_max);
    st = tk_proc_start(command, &bot->proc, err, sizeof err);
    if (st != TK_OK) {
        put_msg(msg, size, err);
        tk_bot_free(bot);
        return st;
    }
    *out = bot;
    return TK_OK;
}

void tk_bot_free(TkBot *bot)
{
    char desc[64];

    if (bot == NULL) {
        return;
    }
    if (bot->proc != NULL) {
        if (bot->bye != NULL && !tk_proc_exited(bot->proc, desc, sizeof desc) &&
            !bot->input_closed && tk_bot_send(bot, "%s", bot->bye) == TK_OK) {
            int64_t until = tk_bot_now_ms() + BYE_WAIT_MS;

            for (;;) {
                io(bot);
                bot->in_off = bot->in_len = 0; /* whatever it says now is ignored */
                if (bot->out_off == bot->out_len && !bot->input_closed) {
                    tk_proc_close_input(bot->proc);
                    bot->input_closed = 1;
                }
                if (tk_proc_exited(bot->proc, desc, sizeof desc) ||
                    tk_bot_now_ms() >= until) {
                    break;
                }
                tk_proc_wait(bot->proc, 10, !bot->input_closed);
            }
        }
        tk_proc_free(bot->proc);
    }
    free(bot->out);
    free(bot->log);
    free(bot->line);
    free(bot->bye);
    free(bot);
}

int tk_bot_failed(const TkBot *bot)
{
    return bot != NULL && bot->failed;
}

const char *tk_bot_failure(const TkBot *bot)
{
    return bot != NULL ? bot->failure : "";
}

int tk_bot_take_hello(TkBot *bot, const char *line, char *why, size_t size)
{
    char name[TK_BOT_NAME_MAX + 1];
    if (bot == NULL) {
        put_msg(why, size, "no bot");
        return TK_E_ARG;
    }
    int st = tk_bot_parse_hello(line, name, why, size);
    if (st == TK_OK) {
        memcpy(bot->name, name, sizeof name);
        bot->greeted = 1;
    }
    return st;
}

int tk_bot_greeted(const TkBot *bot)
{
    return bot != NULL && bot->greeted;
}

const char *tk_bot_name(const TkBot *bot)
{
    return bot != NULL ? bot->name : "";
}

const char *tk_bot_log(TkBot *bot, size_t *len)
{
    if (bot == NULL) {
        if (len != NULL) {
            *len = 0;
        }
        return "";
    }
    drain_log(bot);
    if (len != NULL) {
        *len = bot->log_len;
    }
    return bot->log != NULL ? bot->log : "";
}

/* The program a shell's complaint names: "./mybot: not found",
 * "./mybot: Permission denied", "'mybot' is not recognized ..." (cmd.exe)
 * give "./mybot" in name; 0 when the complaint is not one of those. */
static int complained_of(const char *said, char *name, size_t size)
{
    static const char *const tails[] = {": not found", ": No such file or directory",
                                        ": command not found", ": Permission denied",
                                        ": Is a directory"};
    size_t i, n = strlen(said);
    if (strncmp(said, "Can't recognize '", 17) == 0) {
        /* wine's cmd.exe: "Can't recognize './mybot --x' as an internal or
           external command, or batch script.": the whole command line, so
           its first word */
        const char *end = strstr(said + 17, "' as an internal");
        size_t len = end != NULL ? strcspn(said + 17, " '") : 0;
        if (len > 0) {
            snprintf(name, size, "%.*s", (int)len, said + 17);
            return 1;
        }
        return 0;
    }
    if (said[0] == '\'') {
        const char *end = strstr(said + 1, "' is not recognized");
        if (end != NULL && end > said + 1) {
            snprintf(name, size, "%.*s", (int)(end - said - 1), said + 1);
            return 1;
        }
        return 0;
    }
    for (i = 0; i < sizeof tails / sizeof tails[0]; i++) {
        size_t t = strlen(tails[i]);
        if (n > t && strcmp(said + n - t, tails[i]) == 0) {
            /* "line 1: ./mybot: not found" (bash): the last part only */
            const char *start = said, *p;
            for (p = said; p + 2 < said + n - t; p++) {
                if (p[0] == ':' && p[1] == ' ') {
                    start = p + 2;
                }
            }
            snprintf(name, size, "%.*s", (int)(said + n - t - start), start);
            return name[0] != '\0';
        }
    }
    return 0;
}

void tk_bot_explain(const char *why, const char *last, const char *game, char *msg, size_t size)
{
    char shown[200], name[200], words[300], protocol[80];
    const char *w = why != NULL ? why : "";
    const char *l = last != NULL ? last : "";
    const char *after;
    int status = -1;
    if (msg == NULL || size == 0) {
        return;
    }
    if (game != NULL && game[0] != '\0') {
        snprintf(protocol, sizeof protocol, "the %.40s bot protocol", game);
    } else {
        snprintf(protocol, sizeof protocol, "the bot protocol");
    }
    if (strncmp(l, "sh: ", 4) == 0) {
        /* "sh: 1: exec: ./mybot: not found": the shell's own prefix off. */
        const char *e = strstr(l, "exec: ");
        const char *c = strchr(l + 4, ':');
        l = e != NULL ? e + 6 : (c != NULL && c[1] == ' ' ? c + 2 : l);
    }
    tk_text_visible(l, shown, sizeof shown);
    after = strstr(w, "exited with status ");
    if (after != NULL) {
        status = atoi(after + 19);
    }
    if (status == 127 || status == 9009) {
        /* 127: sh's "not found"; 9009: cmd.exe's. */
        if (complained_of(shown, name, sizeof name)) {
            snprintf(msg, size, "cannot start: there is no program %s", name);
        } else if (shown[0] != '\0') {
            snprintf(msg, size, "cannot start: a program it names was not found (%s)", shown);
        } else {
            snprintf(msg, size, "cannot start: a program it names was not found");
        }
        return;
    }
    if (status == 126) {
        if (complained_of(shown, name, sizeof name)) {
            snprintf(msg, size, "cannot start: %s is not a program that can be run (is it "
                                "executable?)", name);
        } else {
            snprintf(msg, size, "cannot start: its program could not be run (is it executable?)");
        }
        return;
    }
    if (status >= 0) {
        snprintf(words, sizeof words, "stopped before it answered (exit status %d)", status);
    } else if ((after = strstr(w, "was killed by signal ")) != NULL) {
        snprintf(words, sizeof words, "stopped before it answered (killed by signal %d)",
                 atoi(after + 21));
    } else if (strstr(w, "closed its output") != NULL || strstr(w, "closed its input") != NULL) {
        snprintf(words, sizeof words, "stopped before it answered (it %s)", w);
    } else if (strncmp(w, "timed out after ", 16) == 0) {
        snprintf(words, sizeof words,
                 "does not speak %s: it did not answer the greeting within %s", protocol,
                 w + 16);
    } else if (strstr(w, "refused answer") != NULL) {
        snprintf(words, sizeof words, "does not speak %s: it did not answer the greeting",
                 protocol);
    } else {
        snprintf(words, sizeof words, "failed: %s", w);
    }
    if (shown[0] != '\0' && strstr(words, shown) == NULL) {
        /* Its last words: often the reason ("Traceback ...", "usage: ..."). */
        snprintf(msg, size, "%s; it said: %s", words, shown);
    } else {
        snprintf(msg, size, "%s", words);
    }
}
