/*
 * driver.c - the round driver (ratuki/driver.h): seats' agents answer an
 * intention and a delay; the driver does each when it is due, by the
 * timing rules of the Ratuki bot protocol, and tells every agent what
 * happened.  Given time, never reading a clock.
 */
#include <stdlib.h>
#include <string.h>

#include "kit/queue.h"
#include "kit/text.h"
#include "ratuki/driver.h"

typedef struct Seat {
    RtAgent agent;
    int has_agent;
    int failed;
    int pending;    /* an intention waits: `intent`, due at `due` */
    RtIntent intent;
    int due;
    int awaiting;   /* asked at `asked_at`, the answer not in yet (LATER) */
    int asked_at;
    int stale;      /* something changed while the answer was awaited */
    int refusals;   /* in this round */
    int refused_now;
    char refusal[RT_DRIVER_TEXT];
} Seat;

struct RtDriver {
    RtGame *g;
    int players;
    int max_refusals;
    int keep_events;
    Seat seat[RT_MAX_SEATS];
    int time;     /* everything up to it is done */
    int tell_at;  /* the agents must be told at the end of this ms (-1: no) */
    int dirty;    /* a change anyone can see since the last telling */
    int nomem;
    TkQueue ev; /* of RtEvent, for the caller */
    TkQueue nt; /* of RtNotice */
};

/* ------------------------------------------------------------------ */
/* Intentions                                                          */

int rt_intent_check(const RtIntent *in, int players, int has_pending, char *why, size_t size)
{
    if (in == NULL) {
        tk_text_message(why, size, "no answer");
        return TK_E_FORMAT;
    }
    switch (in->kind) {
    case RT_INTENT_WAIT:
        return TK_OK;
    case RT_INTENT_KEEP:
        if (!has_pending) {
            tk_text_message(why, size, "keep: nothing is pending");
            return TK_E_FORMAT;
        }
        return TK_OK;
    case RT_INTENT_PLAY:
    case RT_INTENT_DISCARD:
        break;
    default:
        tk_text_message(why, size, "unknown answer");
        return TK_E_FORMAT;
    }
    if (in->card < 1 || in->card > RT_WILD) {
        tk_text_message(why, size, "a card is 1-5 or W");
        return TK_E_FORMAT;
    }
    if (in->kind == RT_INTENT_PLAY && (in->place < 0 || in->place >= players)) {
        tk_text_message(why, size, "the place must be 1-%d, not %d", players, in->place + 1);
        return TK_E_FORMAT;
    }
    if (in->delay < 0 || in->delay > RT_DELAY_MAX) {
        tk_text_message(why, size, "the delay must be 0-%d ms", RT_DELAY_MAX);
        return TK_E_FORMAT;
    }
    return TK_OK;
}

int rt_agent_ignore_event(void *self, const RtEvent *ev, char *why, size_t size)
{
    (void)self;
    (void)ev;
    (void)why;
    (void)size;
    return TK_OK;
}

int rt_agent_no_poll(void *self, RtIntent *out, char *why, size_t size)
{
    (void)self;
    (void)out;
    (void)why;
    (void)size;
    return RT_AGENT_LATER;
}

int rt_agent_ignore_refusal(void *self, const char *text, char *why, size_t size)
{
    (void)self;
    (void)text;
    (void)why;
    (void)size;
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Queues                                                              */

static void push_event(RtDriver *d, const RtEvent *e)
{
    if (d->keep_events && tk_queue_push(&d->ev, e) != TK_OK) {
        d->nomem = 1;
    }
}

static void notice(RtDriver *d, RtNoticeKind kind, int seat, const char *text)
{
    RtNotice *n = tk_queue_emplace(&d->nt);
    if (n == NULL) {
        d->nomem = 1;
        return;
    }
    n->kind = kind;
    n->seat = seat;
    n->time = d->time;
    tk_text_message(n->text, sizeof n->text, "%s", text);
}

int rt_driver_event_next(RtDriver *d, RtEvent *out)
{
    return d != NULL && out != NULL && tk_queue_pop(&d->ev, out);
}

int rt_driver_notice_next(RtDriver *d, RtNotice *out)
{
    return d != NULL && out != NULL && tk_queue_pop(&d->nt, out);
}

/* ------------------------------------------------------------------ */
/* Life                                                                */

int rt_driver_new(RtGame *g, const RtDriverOptions *opt, RtDriver **out)
{
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (g == NULL) {
        return TK_E_ARG;
    }
    RtDriver *d = calloc(1, sizeof *d);
    if (d == NULL) {
        return TK_E_NOMEM;
    }
    d->g = g;
    d->players = rt_game_config(g)->players;
    d->max_refusals = opt != NULL && opt->max_refusals > 0 ? opt->max_refusals : RT_MAX_REFUSALS;
    d->keep_events = opt != NULL ? opt->keep_events : 1;
    d->time = rt_game_phase(g) == RT_PHASE_ROUND ? rt_game_now(g) : 0;
    d->tell_at = -1;
    tk_queue_init(&d->ev, sizeof(RtEvent));
    tk_queue_init(&d->nt, sizeof(RtNotice));
    *out = d;
    return TK_OK;
}

void rt_driver_free(RtDriver *d)
{
    if (d == NULL) {
        return;
    }
    tk_queue_free(&d->ev);
    tk_queue_free(&d->nt);
    free(d);
}

int rt_driver_time(const RtDriver *d)
{
    return d != NULL ? d->time : 0;
}

static int round_on(const RtDriver *d)
{
    return rt_game_phase(d->g) == RT_PHASE_ROUND;
}

static void fail_seat(RtDriver *d, int s, const char *why)
{
    Seat *se = &d->seat[s];
    if (se->failed) {
        return;
    }
    se->failed = 1;
    se->pending = 0;
    se->awaiting = 0;
    se->refused_now = 0;
    notice(d, RT_NOTICE_FAILED, s, why[0] != '\0' ? why : "the agent failed");
}

static int live(const RtDriver *d, int s)
{
    return d->seat[s].has_agent && !d->seat[s].failed;
}

/* ------------------------------------------------------------------ */
/* Asking                                                              */

/* A refusal of seat s: counted, noticed, and the agent's failure at
 * max_refusals.  Returns 1 when the seat failed. */
static int count_refusal(RtDriver *d, int s, const char *why)
{
    Seat *se = &d->seat[s];
    se->refusals++;
    notice(d, RT_NOTICE_REFUSED, s, why);
    if (se->refusals >= d->max_refusals) {
        char text[RT_DRIVER_TEXT];
        tk_text_message(text, sizeof text, "%d refusals in one round; the last: %s", se->refusals,
                        why);
        fail_seat(d, s, text);
        return 1;
    }
    return 0;
}

/* Takes an answer given to a question asked at time t. */
static void take_answer(RtDriver *d, int s, const RtIntent *in, int t, int earliest)
{
    Seat *se = &d->seat[s];
    switch (in->kind) {
    case RT_INTENT_WAIT:
        se->pending = 0;
        break;
    case RT_INTENT_KEEP:
        break;
    default: {
        int due = t + (in->delay > RT_REACTION_MIN ? in->delay : RT_REACTION_MIN);
        se->pending = 1;
        se->intent = *in;
        se->due = due > earliest ? due : earliest;
        break;
    }
    }
}

/* Handles a reply of seat s's agent to a question asked at t; may ask
 * again after a refusal at once. */
static void handle_reply(RtDriver *d, int s, int t, int reply, RtIntent *in, char *why,
                         size_t size, const RtView *view, int earliest)
{
    Seat *se = &d->seat[s];
    for (;;) {
        if (reply == RT_AGENT_FAILED) {
            fail_seat(d, s, why);
            return;
        }
        if (reply == RT_AGENT_LATER) {
            se->awaiting = 1;
            se->asked_at = t;
            se->stale = 0;
            return;
        }
        if (reply == RT_AGENT_ANSWER &&
            rt_intent_check(in, d->players, se->pending, why, size) == TK_OK) {
            se->awaiting = 0;
            take_answer(d, s, in, t, earliest);
            return;
        }
        if (reply != RT_AGENT_ANSWER && reply != RT_AGENT_REFUSED) {
            fail_seat(d, s, "the agent gave no answer the driver knows");
            return;
        }
        /* Refused at once: told, asked again; the pending intention stays. */
        se->awaiting = 0;
        if (count_refusal(d, s, why)) {
            return;
        }
        char text[RT_DRIVER_TEXT];
        tk_text_message(text, sizeof text, "%s", why);
        if (se->agent.ops->refused(se->agent.self, text, why, size) != TK_OK) {
            fail_seat(d, s, why);
            return;
        }
        why[0] = '\0';
        reply = se->agent.ops->ask(se->agent.self, view, RT_TELL_ASK, in, why, size);
    }
}

/* Tells seat s its state at t and asks it. */
static void ask_seat(RtDriver *d, int s, int t)
{
    Seat *se = &d->seat[s];
    RtView view;
    RtIntent in;
    char why[RT_DRIVER_TEXT] = "";
    rt_game_view(d->g, s, &view);
    view.now = t;
    memset(&in, 0, sizeof in);
    int reply = se->agent.ops->ask(se->agent.self, &view, RT_TELL_STATE | RT_TELL_ASK, &in, why,
                                   sizeof why);
    handle_reply(d, s, t, reply, &in, why, sizeof why, &view, t + 1);
}

/* The agents that answered later: their answers now. */
static void poll_late(RtDriver *d)
{
    for (int s = 0; s < d->players; s++) {
        Seat *se = &d->seat[s];
        if (!live(d, s) || !se->awaiting || se->agent.ops->poll == NULL) {
            continue;
        }
        RtIntent in;
        char why[RT_DRIVER_TEXT] = "";
        memset(&in, 0, sizeof in);
        int reply = se->agent.ops->poll(se->agent.self, &in, why, sizeof why);
        if (reply == RT_AGENT_LATER) {
            continue;
        }
        RtView view;
        rt_game_view(d->g, s, &view);
        view.now = d->time;
        /* Due from the question's time, but not in a millisecond already done. */
        handle_reply(d, s, se->asked_at, reply, &in, why, sizeof why, &view, d->time + 1);
        if (live(d, s) && !se->awaiting && se->stale && round_on(d)) {
            se->stale = 0;
            ask_seat(d, s, d->time);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Telling                                                             */

static int visible(RtEventKind k)
{
    return k == RT_EV_PLAYED || k == RT_EV_TIE || k == RT_EV_TOOK || k == RT_EV_DISCARDED;
}

/* The last state of a round, with no question. */
static void tell_last_state(RtDriver *d)
{
    for (int s = 0; s < d->players; s++) {
        if (!live(d, s)) {
            continue;
        }
        RtView view;
        RtIntent in;
        char why[RT_DRIVER_TEXT] = "";
        rt_game_view(d->g, s, &view);
        if (d->seat[s].agent.ops->ask(d->seat[s].agent.self, &view, RT_TELL_STATE, &in, why,
                                      sizeof why) == RT_AGENT_FAILED) {
            fail_seat(d, s, why);
        }
    }
}

/* Passes the game's new events to every agent and to the caller. */
static void relay(RtDriver *d)
{
    RtEvent e;
    while (rt_event_next(d->g, &e)) {
        if (e.kind == RT_EV_ROUND_END) {
            tell_last_state(d);
        }
        for (int s = 0; s < d->players; s++) {
            if (!live(d, s)) {
                continue;
            }
            char why[RT_DRIVER_TEXT] = "";
            if (d->seat[s].agent.ops->event(d->seat[s].agent.self, &e, why, sizeof why) != TK_OK) {
                fail_seat(d, s, why);
            }
        }
        push_event(d, &e);
        if (visible(e.kind)) {
            d->dirty = 1;
        }
    }
}

/* The end of millisecond t: refusals told, then state and question for
 * every agent when something changed (or it was refused). */
static void tell(RtDriver *d, int t)
{
    for (int s = 0; s < d->players; s++) {
        Seat *se = &d->seat[s];
        if (!live(d, s)) {
            continue;
        }
        int need = d->dirty;
        if (se->refused_now) {
            char why[RT_DRIVER_TEXT] = "";
            se->refused_now = 0;
            need = 1;
            if (se->agent.ops->refused(se->agent.self, se->refusal, why, sizeof why) != TK_OK) {
                fail_seat(d, s, why);
                continue;
            }
        }
        if (!need) {
            continue;
        }
        if (se->awaiting) {
            se->stale = 1;
            continue;
        }
        ask_seat(d, s, t);
    }
    d->dirty = 0;
}

/* ------------------------------------------------------------------ */
/* Doing                                                               */

/* Seat s's intention, due at t: done, or refused with the engine's
 * sentence (told at the end of the millisecond). */
static void do_intent(RtDriver *d, int s, int t)
{
    Seat *se = &d->seat[s];
    RtIntent in = se->intent;
    se->pending = 0;
    int slot = rt_game_slot_of(d->g, s, in.card);
    int rc;
    char why[RT_DRIVER_TEXT];
    if (slot < 0) {
        tk_text_message(why, sizeof why, "your hand holds no %s", rt_value_text(in.card));
        rc = TK_E_MOVE;
    } else if (in.kind == RT_INTENT_PLAY) {
        rc = rt_play(d->g, s, slot, in.place, t);
    } else {
        rc = rt_discard(d->g, s, slot, t);
    }
    if (rc == TK_E_NOMEM) {
        d->nomem = 1;
        return;
    }
    if (rc == TK_OK) {
        return;
    }
    if (slot >= 0) {
        tk_text_message(why, sizeof why, "%s", rt_game_error(d->g));
    }
    if (count_refusal(d, s, why)) {
        return;
    }
    se->refused_now = 1;
    memcpy(se->refusal, why, sizeof se->refusal);
}

/* Millisecond t: the intentions due, the engine's own (window ends, the
 * 60 s rule), the events, the telling. */
static void process(RtDriver *d, int t)
{
    d->time = t;
    for (int s = 0; s < d->players && round_on(d); s++) {
        Seat *se = &d->seat[s];
        if (live(d, s) && se->pending && se->due == t) {
            do_intent(d, s, t);
        }
    }
    if (round_on(d)) {
        int due = rt_game_next_due(d->g);
        if (due >= 0 && due <= t && rt_advance(d->g, t) == TK_E_NOMEM) {
            d->nomem = 1;
        }
    }
    relay(d);
    d->tell_at = -1;
    if (!round_on(d)) {
        d->time = rt_game_now(d->g);
        d->dirty = 0;
        for (int s = 0; s < d->players; s++) {
            d->seat[s].awaiting = 0; /* a question of the round that ended: void */
            d->seat[s].pending = 0;
        }
        return;
    }
    d->time = t;
    tell(d, t);
}

int rt_driver_next_due(const RtDriver *d)
{
    if (d == NULL || !round_on(d)) {
        return -1;
    }
    int due = rt_game_next_due(d->g);
    if (d->tell_at >= 0 && d->tell_at < due) {
        due = d->tell_at;
    }
    for (int s = 0; s < d->players; s++) {
        const Seat *se = &d->seat[s];
        if (live(d, s) && se->pending && se->due < due) {
            due = se->due;
        }
    }
    return due;
}

int rt_driver_advance(RtDriver *d, int t)
{
    if (d == NULL) {
        return TK_E_ARG;
    }
    if (t < d->time) {
        return TK_E_ARG;
    }
    poll_late(d);
    while (round_on(d)) {
        int due = rt_driver_next_due(d);
        if (due < 0 || due > t) {
            break;
        }
        process(d, due < d->time ? d->time : due);
    }
    if (round_on(d)) {
        d->time = t;
    } else {
        /* A person's action that ended the round (rt_driver_act): nothing
           is due any more, so no moment relays its events and the round's
           end; they go now. */
        relay(d);
    }
    if (d->nomem) {
        d->nomem = 0;
        return TK_E_NOMEM;
    }
    return TK_OK;
}

int rt_driver_mark(RtDriver *d, int t)
{
    int rc = rt_driver_advance(d, t);
    if (rc != TK_OK || !round_on(d) || rt_game_now(d->g) >= t) {
        return rc;
    }
    rc = rt_advance(d->g, t);
    if (rc != TK_OK) {
        return rc;
    }
    relay(d); /* nothing was due: no event, but never leave one behind */
    return d->nomem ? (d->nomem = 0, TK_E_NOMEM) : TK_OK;
}

int rt_driver_run_round(RtDriver *d)
{
    if (d == NULL) {
        return TK_E_ARG;
    }
    while (round_on(d)) {
        int due = rt_driver_next_due(d);
        if (due > RT_TIME_MAX) {
            return TK_E_RULE;
        }
        int rc = rt_driver_advance(d, due);
        if (rc != TK_OK) {
            return rc;
        }
    }
    return TK_OK;
}

int rt_driver_deal(RtDriver *d)
{
    if (d == NULL) {
        return TK_E_ARG;
    }
    int rc = rt_deal(d->g);
    if (rc != TK_OK) {
        return rc;
    }
    for (int s = 0; s < d->players; s++) {
        Seat *se = &d->seat[s];
        se->pending = 0;
        se->awaiting = 0;
        se->stale = 0;
        se->refusals = 0;
        se->refused_now = 0;
    }
    d->time = 0;
    d->tell_at = -1;
    relay(d);
    d->dirty = 1;
    tell(d, 0);
    if (d->nomem) {
        d->nomem = 0;
        return TK_E_NOMEM;
    }
    return TK_OK;
}

int rt_driver_set_agent(RtDriver *d, int seat, const RtAgent *agent)
{
    if (d == NULL || seat < 0 || seat >= d->players ||
        (agent != NULL && (agent->ops == NULL || agent->ops->event == NULL ||
                           agent->ops->ask == NULL || agent->ops->refused == NULL))) {
        return TK_E_ARG;
    }
    Seat *se = &d->seat[seat];
    memset(se, 0, sizeof *se);
    if (agent == NULL) {
        return TK_OK;
    }
    se->agent = *agent;
    se->has_agent = 1;
    if (round_on(d)) {
        ask_seat(d, seat, d->time);
    }
    return TK_OK;
}

int rt_driver_act(RtDriver *d, int seat, RtActionKind kind, int slot, int place, int t, char *msg,
                  size_t size)
{
    if (d == NULL || seat < 0 || seat >= d->players ||
        (kind != RT_ACT_PLAY && kind != RT_ACT_DISCARD)) {
        tk_text_message(msg, size, "no such seat or action");
        return TK_E_ARG;
    }
    if (live(d, seat)) {
        tk_text_message(msg, size, "seat %d is played by its agent", seat + 1);
        return TK_E_ARG;
    }
    if (t < d->time) {
        tk_text_message(msg, size, "time does not go back: the driver's clock says %d ms, not %d",
                        d->time, t);
        return TK_E_ARG;
    }
    if (t > d->time) {
        int rc = rt_driver_advance(d, t - 1);
        if (rc != TK_OK) {
            tk_text_message(msg, size, "%s", tk_status_string(rc));
            return rc;
        }
    }
    if (!round_on(d)) {
        tk_text_message(msg, size, "the round is over");
        return TK_E_PHASE;
    }
    int rc = kind == RT_ACT_PLAY ? rt_play(d->g, seat, slot, place, t)
                                 : rt_discard(d->g, seat, slot, t);
    if (rc != TK_OK) {
        tk_text_message(msg, size, "%s", rt_game_error(d->g));
        return rc;
    }
    tk_text_message(msg, size, "%s", "");
    if (d->tell_at < 0 || d->tell_at > t) {
        d->tell_at = t;
    }
    return TK_OK;
}

int rt_driver_intent(const RtDriver *d, int seat, RtIntent *out, int *due)
{
    if (d == NULL || seat < 0 || seat >= d->players || !d->seat[seat].pending) {
        return 0;
    }
    if (out != NULL) {
        *out = d->seat[seat].intent;
    }
    if (due != NULL) {
        *due = d->seat[seat].due;
    }
    return 1;
}

int rt_driver_refusals(const RtDriver *d, int seat)
{
    return d != NULL && seat >= 0 && seat < d->players ? d->seat[seat].refusals : 0;
}

int rt_driver_failed(const RtDriver *d, int seat)
{
    return d != NULL && seat >= 0 && seat < d->players && d->seat[seat].failed;
}
