/*
 * event.c - the event queue of a game and what each seat may see of an
 * event (ratuki/engine.h).
 */
#include <string.h>

#include "game_impl.h"

RtEvent *eng_event_push(RtGame *g, RtEventKind kind, int time)
{
    if (!g->events_on || g->ev_failed) {
        return NULL;
    }
    RtEvent *e = tk_queue_emplace(&g->ev);
    if (e == NULL) {
        g->ev_failed = 1;
        return NULL;
    }
    e->kind = kind;
    e->round = g->st.round;
    e->time = time;
    return e;
}

int rt_event_next(RtGame *g, RtEvent *out)
{
    return g != NULL && out != NULL && tk_queue_pop(&g->ev, out);
}

int rt_event_pending(const RtGame *g)
{
    return g != NULL ? (int)tk_queue_size(&g->ev) : 0;
}

void rt_event_clear(RtGame *g)
{
    if (g != NULL) {
        tk_queue_truncate(&g->ev, 0);
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
