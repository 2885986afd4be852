/* event.c - the event queue: a growing array that never drops an event. */
#include <string.h>

#include "game_impl.h"

int eng_event_reserve_on(RackoGame *g, int n)
{
    if (!g->events_on) {
        return RACKO_OK;
    }
    if (g->ev_head > 0) {
        int pending = g->ev_count - g->ev_head;
        memmove(g->ev, g->ev + g->ev_head, (size_t)pending * sizeof *g->ev);
        g->ev_count = pending;
        g->ev_head = 0;
    }
    if (g->ev_count + n <= g->ev_cap) {
        return RACKO_OK;
    }
    int cap = g->ev_cap ? g->ev_cap : 128;
    while (cap < g->ev_count + n) {
        cap *= 2;
    }
    RackoEvent *ev = eng_alloc(g, g->ev, (size_t)cap * sizeof *ev);
    if (ev == NULL) {
        return RACKO_E_NOMEM;
    }
    g->ev = ev;
    g->ev_cap = cap;
    return RACKO_OK;
}

RackoEvent *eng_event_push_on(RackoGame *g, RackoEventKind kind)
{
    if (!g->events_on || g->ev_count >= g->ev_cap) {
        return NULL; /* the cap check never fails: apply reserved room first */
    }
    RackoEvent *e = &g->ev[g->ev_count++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    return e;
}

int racko_event_next(RackoGame *g, RackoEvent *out)
{
    if (g == NULL || out == NULL || g->ev_head >= g->ev_count) {
        return 0;
    }
    *out = g->ev[g->ev_head++];
    if (g->ev_head == g->ev_count) {
        g->ev_head = g->ev_count = 0;
    }
    return 1;
}

int racko_event_pending(const RackoGame *g)
{
    return g != NULL ? g->ev_count - g->ev_head : 0;
}

void racko_event_clear(RackoGame *g)
{
    if (g != NULL) {
        g->ev_head = g->ev_count = 0;
    }
}

void racko_event_redact(const RackoEvent *in, int seat, RackoEvent *out)
{
    *out = *in;
    switch (in->kind) {
    case RACKO_EV_DRAW_DECK:
        if (seat != in->u.draw_deck.seat) {
            out->u.draw_deck.card = 0;
        }
        break;
    case RACKO_EV_PLACE:
        /* A card drawn from the draw pile goes in face down. */
        if (seat != in->u.place.seat && !in->u.place.from_discard) {
            out->u.place.card_in = 0;
        }
        break;
    case RACKO_EV_DEAL_CARD:
        if (seat != in->u.deal_card.seat) {
            out->u.deal_card.card = 0;
        }
        break;
    case RACKO_EV_ECLAIR_PLACE:
        if (seat != in->u.eclair_place.seat) {
            out->u.eclair_place.card = 0;
        }
        break;
    default:
        break;
    }
}
