/*
 * notice.c - a queue of notices for the user (kit/notice.h).
 */
#include "kit/notice.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void tk_notices_push(TkNotices *q, const char *text)
{
    if (q->head > 0 && q->head == q->count) {
        q->head = 0;
        q->count = 0;
    }
    if (q->count == q->cap) {
        size_t cap = q->cap ? q->cap * 2 : 8;
        char **p = realloc(q->items, cap * sizeof *p);
        if (p == NULL) {
            return;
        }
        q->items = p;
        q->cap = cap;
    }
    size_t n = strlen(text) + 1;
    char *copy = malloc(n);
    if (copy != NULL) {
        memcpy(copy, text, n);
        q->items[q->count++] = copy;
    }
}

void tk_notices_pushf(TkNotices *q, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        return;
    }
    char *text = malloc((size_t)n + 1);
    if (text == NULL) {
        return;
    }
    va_start(ap, fmt);
    vsnprintf(text, (size_t)n + 1, fmt, ap);
    va_end(ap);
    tk_notices_push(q, text);
    free(text);
}

void tk_notices_push_detail(TkNotices *q, const char *text, const char *detail)
{
    const char *t = text != NULL ? text : "";
    const char *d = detail != NULL ? detail : "";
    size_t mark = strlen(TK_NOTICE_DETAIL), n = strlen(t) + mark + strlen(d) + 1, o = 0;
    char *all = malloc(n);
    if (all == NULL) {
        return; /* a notice is information: dropped, the caller goes on */
    }
    while (*t != '\0') {
        if (strncmp(t, TK_NOTICE_DETAIL, mark) == 0) {
            memcpy(all + o, " - ", 3);
            o += 3;
            t += mark;
        } else {
            all[o++] = *t++;
        }
    }
    if (d[0] != '\0') {
        memcpy(all + o, TK_NOTICE_DETAIL, mark);
        o += mark;
        memcpy(all + o, d, strlen(d));
        o += strlen(d);
    }
    all[o] = '\0';
    tk_notices_push(q, all);
    free(all);
}

const char *tk_notice_detail(const char *notice, size_t *text_len)
{
    const char *n = notice != NULL ? notice : "";
    const char *at = strstr(n, TK_NOTICE_DETAIL);
    if (text_len != NULL) {
        *text_len = at != NULL ? (size_t)(at - n) : strlen(n);
    }
    return at != NULL ? at + strlen(TK_NOTICE_DETAIL) : "";
}

size_t tk_notices_waiting(const TkNotices *q)
{
    return q->count - q->head;
}

int tk_notices_next(TkNotices *q, char *buf, size_t size)
{
    if (q->head >= q->count) {
        return 0;
    }
    char *n = q->items[q->head++];
    if (buf != NULL && size > 0) {
        snprintf(buf, size, "%s", n);
    }
    free(n);
    return 1;
}

void tk_notices_free(TkNotices *q)
{
    for (size_t i = q->head; i < q->count; i++) {
        free(q->items[i]);
    }
    free(q->items);
    memset(q, 0, sizeof *q);
}

void tk_notice_bot(char *out, size_t size, int seat, const char *who, const char *phrase)
{
    char name[48];
    const char *p = phrase != NULL ? phrase : "";
    size_t n = strlen(p), w = who != NULL ? strlen(who) : 0;
    const char *stop = n > 0 && strchr(".!?", p[n - 1]) != NULL ? "" : ".";
    if (out == NULL || size == 0) {
        return;
    }
    if (w == 0 || strstr(p, who) != NULL) {
        snprintf(out, size, "Seat %d's bot %s%s", seat + 1, p, stop);
        return;
    }
    if (w > 40) {
        /* 37 bytes and "...", not inside a UTF-8 sequence */
        size_t cut = 37;
        while (cut > 0 && ((unsigned char)who[cut] & 0xC0) == 0x80) {
            cut--;
        }
        snprintf(name, sizeof name, "%.*s...", (int)cut, who);
    } else {
        snprintf(name, sizeof name, "%s", who);
    }
    snprintf(out, size, "Seat %d's bot (%s) %s%s", seat + 1, name, p, stop);
}

void tk_notices_push_bot_left(TkNotices *q, int seat, const char *who, const char *what,
                              TkTakeover by, const char *taker, const char *detail)
{
    char phrase[200], text[300];
    if (by == TK_TAKEN_BY_HAND) {
        snprintf(phrase, sizeof phrase,
                 "%s, and no computer player could take over: it is played by hand now", what);
    } else if (taker != NULL && taker[0] != '\0') {
        snprintf(phrase, sizeof phrase, "%s; %s, a computer player, plays its seat from now on",
                 what, taker);
    } else {
        snprintf(phrase, sizeof phrase, "%s; the computer plays its seat from now on", what);
    }
    tk_notice_bot(text, sizeof text, seat, who, phrase);
    tk_notices_push_detail(q, text, detail);
}
