/*
 * ask.c - the table's side of every protocol's questions (kit/bot.h,
 * TkBotAsk): a question asked and asked again after a refusal, closed
 * when answered or by the table, the answers owed to closed questions
 * dropped, the reply limit of what is out, the transport's faults put in
 * words.  What a question and an answer mean is the game's protocol's.
 */
#include <stdio.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/status.h"
#include "kit/text.h"

int tk_bot_ask_due(const TkBotAsk *a)
{
    if (a->q != TK_BOT_Q_NONE) {
        return a->q_ms;
    }
    return a->stale > 0 ? a->stale_ms : 0;
}

int tk_bot_ask_put(TkBotAsk *a, int q, int due_ms, const char *line)
{
    int st = tk_bot_send(a->tk, "%s", line);
    if (st != TK_OK) {
        return st;
    }
    if (line != a->line) {
        snprintf(a->line, sizeof a->line, "%s", line);
    }
    a->q = q;
    a->q_ms = due_ms;
    tk_bot_expect(a->tk, tk_bot_ask_due(a));
    return TK_OK;
}

int tk_bot_ask_start(TkBotAsk *a, const char *command, const TkBotOptions *opt,
                     const char *hello, char *msg, size_t size)
{
    int st = tk_bot_start(command, opt, &a->tk, msg, size);
    if (st != TK_OK) {
        return st;
    }
    st = tk_bot_ask_put(a, TK_BOT_Q_HELLO, a->reply_ms, hello);
    if (st != TK_OK) {
        tk_text_message(msg, size, "out of memory");
    }
    return st;
}

void tk_bot_ask_close(TkBotAsk *a)
{
    a->q = TK_BOT_Q_NONE;
    tk_bot_expect(a->tk, tk_bot_ask_due(a));
}

void tk_bot_ask_drop(TkBotAsk *a)
{
    a->q = TK_BOT_Q_NONE;
    a->stale++;
    tk_bot_expect(a->tk, tk_bot_ask_due(a));
}

/* A line the bot wrote (a good one or not). */
static int is_line(TkBotRead r)
{
    return r == TK_BOT_LINE || r == TK_BOT_TOO_LONG || r == TK_BOT_BINARY;
}

void tk_bot_ask_drop_stale(TkBotAsk *a)
{
    while (a->stale > 0 && !tk_bot_failed(a->tk) && is_line(tk_bot_read(a->tk, 0, NULL))) {
        a->stale--;
        tk_bot_expect(a->tk, tk_bot_ask_due(a));
    }
}

int tk_bot_ask_pump(TkBotAsk *a)
{
    if (tk_bot_pump(a->tk) != TK_OK) {
        a->q = TK_BOT_Q_NONE;
        return TK_E_IO;
    }
    return TK_OK;
}

TkBotRead tk_bot_ask_read(TkBotAsk *a, int wait_ms, const char **line, char *why, size_t wsize,
                          char *what, size_t tsize)
{
    int64_t end = tk_bot_now_ms() + (wait_ms > 0 ? wait_ms : 0);
    const char *got_line = "";
    TkBotRead got;
    for (;;) {
        int64_t left = end - tk_bot_now_ms();
        got = tk_bot_read(a->tk, left > 0 ? (int)left : 0, &got_line);
        if (a->stale == 0 || !is_line(got)) {
            break;
        }
        a->stale--; /* the late answer to a question the table closed */
        tk_bot_expect(a->tk, tk_bot_ask_due(a));
    }
    if (line != NULL) {
        *line = got_line;
    }
    switch (got) {
    case TK_BOT_TOO_LONG:
        tk_text_message(why, wsize, "line longer than %d bytes", a->line_max);
        tk_text_message(what, tsize, "a line longer than %d bytes", a->line_max);
        break;
    case TK_BOT_BINARY:
        tk_text_message(why, wsize, "binary or non-ASCII byte in the line");
        tk_text_message(what, tsize, "binary or non-ASCII bytes");
        break;
    case TK_BOT_FAILED:
        a->q = TK_BOT_Q_NONE;
        break;
    default:
        break;
    }
    return got;
}

int tk_bot_ask_send_lines(TkBotAsk *a, char *text)
{
    char *p = text;
    while (*p != '\0') {
        char *nl = strchr(p, '\n');
        if (nl == NULL) {
            break;
        }
        *nl = '\0';
        int st = tk_bot_send(a->tk, "%s", p);
        if (st != TK_OK) {
            return tk_bot_failed(a->tk) ? TK_E_IO : st;
        }
        p = nl + 1;
    }
    return TK_OK;
}

int tk_bot_ask_send_refusal(TkBotAsk *a, const char *text)
{
    char clean[1024];
    size_t room = a->line_max > 8 && (size_t)a->line_max - 8 < sizeof clean
                      ? (size_t)a->line_max - 8
                      : sizeof clean;
    size_t n = 0;
    for (; text != NULL && text[n] != '\0' && n + 1 < room; n++) {
        unsigned char c = (unsigned char)text[n];
        clean[n] = c >= 0x20 && c <= 0x7e ? (char)c : '?';
    }
    clean[n] = '\0';
    return tk_bot_send(a->tk, "%s %s", a->refusal, n > 0 ? clean : "refused");
}

TkBotAskVerdict tk_bot_ask_refuse(TkBotAsk *a, const char *why, const char *what,
                                  int close_at_max)
{
    a->refusals++;
    int last = a->refusals >= a->max_refusals;
    if (last && (a->q == TK_BOT_Q_HELLO || !close_at_max)) {
        tk_bot_fail(a->tk, "%d refused answer%s: %s", a->refusals, a->refusals == 1 ? "" : "s",
                    what);
        a->q = TK_BOT_Q_NONE;
        return TK_BOT_ASK_FAILED;
    }
    int st = tk_bot_ask_send_refusal(a, why);
    if (last) {
        tk_bot_ask_close(a);
        return TK_BOT_ASK_CLOSED;
    }
    if (st == TK_OK) {
        (void)tk_bot_ask_put(a, a->q, a->q_ms, a->line);
    }
    return TK_BOT_ASK_AGAIN;
}
