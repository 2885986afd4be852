/*
 * event.c - the event queue of a game and what each seat may see of an
 * event (rummikub/engine.h).
 */
#include <string.h>

#include "game_impl.h"

RkEvent *eng_event_push(RkGame *g, RkEventKind kind)
{
    if (!g->events_on || g->ev_failed) {
        return NULL;
    }
    if (g->ev_head > 0 && g->ev_head == g->ev_count) {
        g->ev_head = g->ev_count = 0;
    }
    if (g->ev_count == g->ev_cap) {
        int cap = g->ev_cap ? g->ev_cap * 2 : 64;
        RkEvent *ev = eng_alloc(g, g->ev, (size_t)cap * sizeof *ev);
        if (ev == NULL) {
            g->ev_failed = 1;
            return NULL;
        }
        g->ev = ev;
        g->ev_cap = cap;
    }
    RkEvent *e = &g->ev[g->ev_count++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    return e;
}

void eng_event_truncate(RkGame *g, int count)
{
    if (count < g->ev_head) {
        count = g->ev_head;
    }
    if (count < g->ev_count) {
        g->ev_count = count;
    }
}

int eng_event_copy(RkGame *dst, const RkGame *src)
{
    int pending = src->ev_count - src->ev_head;
    if (pending <= 0) {
        return TK_OK;
    }
    RkEvent *ev = eng_alloc(dst, NULL, (size_t)pending * sizeof *ev);
    if (ev == NULL) {
        return TK_E_NOMEM;
    }
    memcpy(ev, src->ev + src->ev_head, (size_t)pending * sizeof *ev);
    dst->ev = ev;
    dst->ev_head = 0;
    dst->ev_count = dst->ev_cap = pending;
    return TK_OK;
}

int rk_event_next(RkGame *g, RkEvent *out)
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

int rk_event_pending(const RkGame *g)
{
    return g != NULL ? g->ev_count - g->ev_head : 0;
}

void rk_event_clear(RkGame *g)
{
    if (g != NULL) {
        g->ev_head = g->ev_count = 0;
    }
}

void rk_event_redact(const RkEvent *in, int seat, RkEvent *out)
{
    if (in == NULL || out == NULL) {
        return;
    }
    if (out != in) {
        memcpy(out, in, sizeof *out);
    }
    switch (out->kind) {
    case RK_EV_DEAL:
        if (out->u.deal.seat != seat) {
            rk_counts_clear(&out->u.deal.rack);
        }
        break;
    case RK_EV_DRAW:
        if (out->u.draw.seat != seat) {
            out->u.draw.tile = RK_NO_TILE;
        }
        break;
    default:
        break;
    }
}
