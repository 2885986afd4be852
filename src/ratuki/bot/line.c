/*
 * line.c - the pure parts of Ratuki's bot protocol (ratuki/bot.h): the
 * answers to `ask T` read and written, the `match` and `state` lines, and
 * the information lines engine events stand for.  No I/O, no allocation.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/text.h"
#include "ratuki/bot.h"

_Static_assert(RT_BOT_NAME_MAX == TK_BOT_NAME_MAX, "a bot's name is the kit's");
_Static_assert(RT_BOT_LINE_MAX + 2 <= TK_BOT_LINE_LIMIT, "the kit carries Ratuki's lines");

enum { MAX_WORDS = 8, BIG = 999999999 };

/* A decimal number word; bigger than BIG reads as BIG (the driver refuses
 * it for its range).  0 when it is not digits alone. */
static int number(const char *w, int *out)
{
    long v = 0;
    size_t n = strlen(w);
    if (n == 0 || n > 30) {
        return 0;
    }
    for (size_t i = 0; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') {
            return 0;
        }
    }
    if (n > 9 || tk_text_parse_long(w, n, 0, BIG, &v) != TK_OK) {
        v = BIG;
    }
    *out = (int)v;
    return 1;
}

int rt_bot_parse_answer(const char *line, RtIntent *out, char *why, size_t size)
{
    char copy[RT_BOT_LINE_MAX + 1], quoted[48];
    char *w[MAX_WORDS];
    if (line == NULL || out == NULL) {
        tk_text_message(why, size, "no answer");
        return TK_E_ARG;
    }
    memset(out, 0, sizeof *out);
    tk_bot_quote(line, quoted, sizeof quoted);
    int n = tk_bot_words(line, strlen(line), copy, sizeof copy, w, MAX_WORDS);
    if (n == 1 && strcmp(w[0], "keep") == 0) {
        out->kind = RT_INTENT_KEEP;
        return TK_OK;
    }
    if (n == 1 && strcmp(w[0], "wait") == 0) {
        out->kind = RT_INTENT_WAIT;
        return TK_OK;
    }
    if (n >= 1 && strcmp(w[0], "play") == 0) {
        int place = 0;
        if (n != 4 || !number(w[2], &place) || !number(w[3], &out->delay)) {
            tk_text_message(why, size, "%s is not 'play C K D'", quoted);
            return TK_E_FORMAT;
        }
        out->kind = RT_INTENT_PLAY;
        out->card = rt_value_parse(w[1], strlen(w[1]));
        out->place = place - 1;
        if (w[1][0] == 'w') {
            out->card = 0; /* the protocol's wild is W */
        }
        return TK_OK;
    }
    if (n >= 1 && strcmp(w[0], "discard") == 0) {
        if (n != 3 || !number(w[2], &out->delay)) {
            tk_text_message(why, size, "%s is not 'discard C D'", quoted);
            return TK_E_FORMAT;
        }
        out->kind = RT_INTENT_DISCARD;
        out->card = rt_value_parse(w[1], strlen(w[1]));
        if (w[1][0] == 'w') {
            out->card = 0;
        }
        return TK_OK;
    }
    tk_text_message(why, size, "%s is not an answer (play C K D, discard C D, keep or wait)",
                    quoted);
    return TK_E_FORMAT;
}

size_t rt_bot_format_answer(const RtIntent *in, char *line, size_t size)
{
    if (line != NULL && size > 0) {
        line[0] = '\0';
    }
    if (in == NULL || line == NULL || size == 0) {
        return 0;
    }
    switch (in->kind) {
    case RT_INTENT_WAIT:
        return (size_t)snprintf(line, size, "wait");
    case RT_INTENT_KEEP:
        return (size_t)snprintf(line, size, "keep");
    case RT_INTENT_PLAY:
        return (size_t)snprintf(line, size, "play %s %d %d", rt_value_text(in->card),
                                in->place + 1, in->delay);
    case RT_INTENT_DISCARD:
        return (size_t)snprintf(line, size, "discard %s %d", rt_value_text(in->card), in->delay);
    default:
        return 0;
    }
}

size_t rt_bot_match_line(const RtConfig *cfg, int seat, char *line, size_t size)
{
    if (line == NULL || size == 0) {
        return 0;
    }
    line[0] = '\0';
    if (cfg == NULL) {
        return 0;
    }
    return (size_t)snprintf(line, size, "match seats=%d seat=%d target=%d window=%d",
                            cfg->players, seat + 1, cfg->target, cfg->window);
}

/* Appends printf-style text at *at in buf (size bytes); 0 when it did not fit. */
static int put(char *buf, size_t size, size_t *at, const char *fmt, ...) TK_PRINTF_LIKE(4, 5);

static int put(char *buf, size_t size, size_t *at, const char *fmt, ...)
{
    va_list ap;
    if (*at >= size) {
        return 0;
    }
    va_start(ap, fmt);
    int n = vsnprintf(buf + *at, size - *at, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= size - *at) {
        buf[*at] = '\0';
        *at = size;
        return 0;
    }
    *at += (size_t)n;
    return 1;
}

size_t rt_bot_state_line(const RtView *v, char *line, size_t size)
{
    size_t at = 0;
    int hand[RT_HAND], nh = 0;
    if (line == NULL || size == 0) {
        return 0;
    }
    line[0] = '\0';
    if (v == NULL) {
        return 0;
    }
    for (int i = 0; i < RT_HAND; i++) {
        int val = rt_card_value(v->hand[i]);
        if (val > 0) {
            int j = nh++;
            while (j > 0 && hand[j - 1] > val) {
                hand[j] = hand[j - 1];
                j--;
            }
            hand[j] = val;
        }
    }
    put(line, size, &at, "state %d hand", v->now);
    if (nh == 0) {
        put(line, size, &at, " -");
    }
    for (int i = 0; i < nh; i++) {
        put(line, size, &at, " %s", rt_value_text(hand[i]));
    }
    put(line, size, &at, " stacks");
    for (int k = 0; k < v->config.players; k++) {
        if (v->place[k].height == 0) {
            put(line, size, &at, " -");
        } else {
            put(line, size, &at, " %s/%d", rt_value_text(rt_card_value(v->place[k].top)),
                v->place[k].height);
        }
    }
    put(line, size, &at, " piles");
    for (int s = 0; s < v->config.players; s++) {
        const RtPiles *p = &v->piles[s];
        put(line, size, &at, " %d/%d/%d/%d", p->draw, p->discard, p->scoring, p->hand);
    }
    return at < size ? at : size - 1;
}

int rt_bot_event_text(const RtEvent *ev, int players, char *buf, size_t size)
{
    size_t at = 0;
    int n = 0, ok = 1;
    if (buf == NULL || size == 0) {
        return -1;
    }
    buf[0] = '\0';
    if (ev == NULL) {
        return 0;
    }
    switch (ev->kind) {
    case RT_EV_ROUND_START:
        ok = put(buf, size, &at, "round %d\n", ev->round);
        n = 1;
        break;
    case RT_EV_PLAYED:
        ok = put(buf, size, &at, "played %d %s %d %d\n", ev->u.played.seat + 1,
                 rt_value_text(rt_card_value(ev->u.played.card)), ev->u.played.place + 1, ev->time);
        n = 1;
        break;
    case RT_EV_TOOK:
        ok = put(buf, size, &at, "took %d %d %d %d\n", ev->u.took.seat + 1, ev->u.took.place + 1,
                 ev->u.took.cards, ev->time);
        n = 1;
        break;
    case RT_EV_TIE:
        ok = put(buf, size, &at, "tie %d %d %s %d %s %d\n", ev->u.tie.place + 1, ev->u.tie.seat1 + 1,
                 rt_value_text(rt_card_value(ev->u.tie.card1)), ev->u.tie.seat2 + 1,
                 rt_value_text(rt_card_value(ev->u.tie.card2)), ev->time);
        n = 1;
        break;
    case RT_EV_DISCARDED:
        ok = put(buf, size, &at, "discarded %d %d\n", ev->u.discarded.seat + 1, ev->time);
        n = 1;
        break;
    case RT_EV_ROUND_END: {
        const RtRoundScore *sc = &ev->u.round_end;
        if (sc->reason == RT_END_OUT) {
            ok = put(buf, size, &at, "roundover %d reason=out seat=%d\n", sc->round, sc->out_seat + 1);
        } else {
            ok = put(buf, size, &at, "roundover %d reason=%s\n", sc->round,
                     sc->reason == RT_END_STUCK ? "stuck" : "still");
        }
        n = 1;
        for (int s = 0; s < players && ok; s++) {
            ok = put(buf, size, &at, "score %d %d %d\n", s + 1, sc->points[s], sc->total[s]);
            n++;
        }
        break;
    }
    case RT_EV_MATCH_END:
        ok = put(buf, size, &at, "matchover winner=%d\n", ev->u.match_end.winner + 1);
        n = 1;
        break;
    default:
        break;
    }
    return ok ? n : -1;
}
