/*
 * event.c - the event queue of a game and what each seat may see of an
 * event (ratuki/engine.h).
 */
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"

RtEvent *eng_event_push(RtGame *g, RtEventKind kind, int time)
{
    if (!g->events_on || g->ev_failed) {
        return NULL;
    }
    if (g->ev_head > 0 && g->ev_head == g->ev_count) {
        g->ev_head = g->ev_count = 0;
    }
    if (g->ev_count == g->ev_cap) {
        int cap = g->ev_cap ? g->ev_cap * 2 : 64;
        RtEvent *ev = realloc(g->ev, (size_t)cap * sizeof *ev);
        if (ev == NULL) {
            g->ev_failed = 1;
            return NULL;
        }
        g->ev = ev;
        g->ev_cap = cap;
    }
    RtEvent *e = &g->ev[g->ev_count++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->round = g->st.round;
    e->time = time;
    return e;
}

void eng_event_truncate(RtGame *g, int count)
{
    if (count < g->ev_head) {
        count = g->ev_head;
    }
    if (count < g->ev_count) {
        g->ev_count = count;
    }
}

int eng_event_copy(RtGame *dst, const RtGame *src)
{
    int pending = src->ev_count - src->ev_head;
    if (pending <= 0) {
        return TK_OK;
    }
    RtEvent *ev = malloc((size_t)pending * sizeof *ev);
    if (ev == NULL) {
        return TK_E_NOMEM;
    }
    memcpy(ev, src->ev + src->ev_head, (size_t)pending * sizeof *ev);
    dst->ev = ev;
    dst->ev_head = 0;
    dst->ev_count = dst->ev_cap = pending;
    return TK_OK;
}

int rt_event_next(RtGame *g, RtEvent *out)
{
    if (g == NULL || out == NULL || g->ev_head >= g->ev_count) {
        return 0;
    }
    memcpy(out, &g->ev[g->ev_head++], sizeof *out);
    if (g->ev_head == g->ev_count) {
        g->ev_head = g->ev_count = 0;
    }
    return 1;
}

int rt_event_pending(const RtGame *g)
{
    return g != NULL ? g->ev_count - g->ev_head : 0;
}

void rt_event_clear(RtGame *g)
{
    if (g != NULL) {
        g->ev_head = g->ev_count = 0;
    }
}

void rt_event_redact(const RtEvent *in, int seat, RtEvent *out)
{
    if (in == NULL || out == NULL) {
        return;
    }
    if (out != in) {
        memcpy(out, in, sizeof *out);
    }
    switch (out->kind) {
    case RT_EV_DEAL:
        if (out->u.deal.seat != seat) {
            memset(out->u.deal.hand, RT_NO_CARD, sizeof out->u.deal.hand);
        }
        break;
    case RT_EV_DREW:
        if (out->u.drew.seat != seat) {
            out->u.drew.card = RT_NO_CARD;
        }
        break;
    case RT_EV_DISCARDED:
        if (out->u.discarded.seat != seat) {
            out->u.discarded.card = RT_NO_CARD;
        }
        break;
    default:
        break;
    }
}
