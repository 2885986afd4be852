/*
 * serve.c - the other side of a bot protocol: a bot program's loop over
 * its host's lines (kit/bot.h, tk_bot_serve, tk_bot_serve_with), and its
 * log's notes.  What a line means is the game's (its feed function); this
 * reads, frames (loosely with fgets, or strictly as a table frames its
 * bot's lines), skips and counts what does not frame, writes and flushes.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/status.h"

enum { ANSWER_MAX = 1024 };

void tk_bot_say(FILE *log, const char *prefix, const char *fmt, ...)
{
    va_list ap;
    if (log == NULL) {
        return;
    }
    fprintf(log, "%s: ", prefix != NULL ? prefix : "bot");
    va_start(ap, fmt);
    vfprintf(log, fmt, ap);
    va_end(ap);
    fputc('\n', log);
    fflush(log);
}

/* Feeds one framed line and writes its answer: -1 to read on, else the
 * loop's status (0 after `bye`, 1 when the write failed). */
static int take(TkBotServe *s, FILE *out, const char *line, char *answer)
{
    answer[0] = '\0';
    int step = s->feed(s->ctx, line, answer, ANSWER_MAX);
    if (step == TK_BOT_SERVE_BYE) {
        return 0;
    }
    if (step == TK_BOT_SERVE_ANSWER && (fprintf(out, "%s\n", answer) < 0 || fflush(out) != 0)) {
        return 1;
    }
    return -1;
}

/* Loose framing: a line is the bytes up to its '\n' (a last one without
 * it too), its text at most line_max bytes, a '\r' before the '\n' not
 * counted; the first line_max + 1 are kept in buf (line_max + 3 bytes).  A
 * longer line is skipped, and so is one with a NUL byte (feed would see
 * only what comes before it). */
static int serve_loose(FILE *in, FILE *out, FILE *log, TkBotServe *s, char *buf, char *answer)
{
    size_t len = 0; /* bytes of the line so far, counted up to line_max + 2 */
    int nul = 0;
    for (;;) {
        int c = getc(in);
        if (c != '\n' && c != EOF) {
            if (len <= s->line_max) {
                buf[len] = (char)c;
            }
            len += len <= s->line_max + 1;
            nul |= c == '\0';
            continue;
        }
        if (c == EOF && len == 0) {
            break;
        }
        if (len > s->line_max + 1 || (len == s->line_max + 1 && buf[s->line_max] != '\r')) {
            s->skipped++;
            tk_bot_say(log, s->prefix, "skipped a line longer than %zu bytes", s->line_max);
        } else if (nul) {
            s->skipped++;
            tk_bot_say(log, s->prefix, "skipped a line with a NUL byte");
        } else {
            buf[len] = '\0';
            int status = take(s, out, buf, answer);
            if (status >= 0) {
                return status;
            }
        }
        len = 0;
        nul = 0;
        if (c == EOF) {
            break;
        }
    }
    s->ended = 1;
    return 0;
}

/* Strict framing: the bytes through tk_line_reader_feed one by one (a
 * pipe's bytes are taken as they come); buf has line_max + 1 bytes. */
static int serve_strict(FILE *in, FILE *out, FILE *log, TkBotServe *s, char *buf, char *answer)
{
    TkLineReader r;
    int c;
    tk_line_reader_init(&r, buf, s->line_max);
    while ((c = getc(in)) != EOF) {
        char byte = (char)c;
        size_t used = 0;
        TkLineStatus ls = tk_line_reader_feed(&r, &byte, 1, &used);
        if (ls == TK_LINE_TOO_LONG) {
            s->skipped++;
            tk_bot_say(log, s->prefix, "skipped a line from the host: longer than %zu bytes",
                       s->line_max);
        } else if (ls == TK_LINE_BINARY) {
            s->skipped++;
            tk_bot_say(log, s->prefix,
                       "skipped a line from the host: binary or non-ASCII bytes");
        } else if (ls == TK_LINE_OK) {
            int status = take(s, out, r.line, answer);
            if (status >= 0) {
                return status;
            }
        }
    }
    s->ended = 1;
    return 0;
}

int tk_bot_serve_with(FILE *in, FILE *out, FILE *log, TkBotServe *s)
{
    if (s == NULL) {
        return 2;
    }
    s->skipped = 0;
    s->ended = 0;
    if (in == NULL || out == NULL || s->feed == NULL || s->line_max == 0 ||
        (s->strict && s->line_max < 2)) {
        return 2;
    }
    /* the line, an optional '\r', the '\n' and the NUL */
    char *buf = malloc(s->line_max + 3);
    char answer[ANSWER_MAX];
    if (buf == NULL) {
        tk_bot_say(log, s->prefix, "out of memory");
        return 2;
    }
    int status = s->strict ? serve_strict(in, out, log, s, buf, answer)
                           : serve_loose(in, out, log, s, buf, answer);
    free(buf);
    return status;
}

int tk_bot_serve(FILE *in, FILE *out, FILE *log, const char *prefix, size_t line_max,
                 int (*feed)(void *ctx, const char *line, char *answer, size_t size), void *ctx)
{
    TkBotServe s = {.prefix = prefix, .line_max = line_max, .feed = feed, .ctx = ctx};
    return tk_bot_serve_with(in, out, log, &s);
}
