/*
 * serve.c - the other side of a bot protocol: a bot program's loop over
 * its host's lines (kit/bot.h, tk_bot_serve), and its log's notes.  What
 * a line means is the game's (its feed function); this reads, frames,
 * skips what is too long, writes and flushes.
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

int tk_bot_serve(FILE *in, FILE *out, FILE *log, const char *prefix, size_t line_max,
                 int (*feed)(void *ctx, const char *line, char *answer, size_t size), void *ctx)
{
    if (in == NULL || out == NULL || feed == NULL || line_max == 0) {
        return 2;
    }
    /* the line, an optional '\r', the '\n' and the NUL */
    char *buf = malloc(line_max + 3);
    char answer[ANSWER_MAX];
    if (buf == NULL) {
        tk_bot_say(log, prefix, "out of memory");
        return 2;
    }
    int status = 0;
    while (fgets(buf, (int)(line_max + 3), in) != NULL) {
        size_t len = strlen(buf);
        int whole = len > 0 && buf[len - 1] == '\n';
        if (whole) {
            buf[--len] = '\0';
        } else if (!feof(in)) {
            int c;
            while ((c = fgetc(in)) != EOF && c != '\n') {
            }
        }
        if ((!whole && !feof(in)) || len - (len > 0 && buf[len - 1] == '\r') > line_max) {
            tk_bot_say(log, prefix, "skipped a line longer than %zu bytes", line_max);
            continue;
        }
        answer[0] = '\0';
        int step = feed(ctx, buf, answer, sizeof answer);
        if (step == TK_BOT_SERVE_BYE) {
            break;
        }
        if (step == TK_BOT_SERVE_ANSWER && (fprintf(out, "%s\n", answer) < 0 || fflush(out) != 0)) {
            status = 1;
            break;
        }
    }
    free(buf);
    return status;
}
