/*
 * ratuki/driver.h - the round driver: seats that each decide "an
 * intention and a delay" from their view, run against the engine by the
 * timing rules of the Ratuki bot protocol (../shared/ratuki-bot-protocol.md).
 *
 * Ratuki has no turns.  An agent (one of our computer levels, an outside
 * bot, anything that answers like them) is shown its seat's view at time
 * T and answers an intention: play card C on place K, or discard C, D ms
 * after T; keep what it said before; or wait.  The driver holds each
 * seat's pending intention and does it when it is due:
 *
 *   - an intention given at T is due at T + max(D, 250); `keep` keeps the
 *     time set then; any other answer replaces it (`wait` by nothing);
 *   - refused at once (the agent is told why and asked again, its pending
 *     intention unchanged): a card that is not 1-5 or W, a place outside
 *     the table, a delay outside 0..60000, `keep` with nothing pending,
 *     or a line the agent's own layer could not read;
 *   - checked when due, against the table then: the card must be in the
 *     hand and fit (the engine judges; its sentence is the refusal); a
 *     refusal is told, then the state, and the agent is asked again;
 *   - at one millisecond: the plays whose window ends then become final,
 *     then every intention due then is done in seat order, then the
 *     60 s rule is judged, then every agent is told once: the events in
 *     order, its state, and the question (`ask T`);
 *   - a change anyone can see (a play, a tie, a take, a discard) is told;
 *     a play becoming final without a take shows nothing new and is not;
 *   - after max_refusals refusals in one round (20), or when the agent
 *     fails (a bot that exits, does not answer in time, ...), the seat's
 *     agent has failed: a notice says why, the seat does nothing more and
 *     is asked nothing until the caller gives it another agent
 *     (rt_driver_set_agent: the match layer hands it to a computer).
 *
 * The driver is given time; it never reads a clock.  A headless run
 * steps from one due moment to the next (rt_driver_next_due,
 * rt_driver_advance, or rt_driver_run_round) and its agents answer at
 * once: a bot's ask blocks until the bot has answered, so the clock
 * stands still while it thinks and a seeded run replays exactly.  A
 * desktop table advances to the wall clock every frame and lets a bot's
 * answer come later (RT_AGENT_LATER, then polled); a person's seat has no
 * agent and acts through rt_driver_act when the click lands.
 *
 * The driver owns nothing but itself: the game and the agents stay the
 * caller's.  It never prints, exits or aborts.
 */
#ifndef RT_DRIVER_H
#define RT_DRIVER_H

#include <stddef.h>

#include "ratuki/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    RT_REACTION_MIN = 250,    /* no seat acts sooner after the question it answers */
    RT_DELAY_MAX = 60000,     /* a delay is 0..60000 ms */
    RT_MAX_REFUSALS = 20,     /* refusals in one round that fail a seat's agent */
    RT_DRIVER_TEXT = 240      /* room for a refusal's or a notice's sentence */
};

/* ------------------------------------------------------------------ */
/* Intentions                                                          */

typedef enum RtIntentKind {
    RT_INTENT_WAIT = 0,    /* nothing for now: asked again at the next change */
    RT_INTENT_KEEP = 1,    /* the intention given before, at the time it was due */
    RT_INTENT_PLAY = 2,    /* play hand card `card` on `place`, `delay` ms after the question */
    RT_INTENT_DISCARD = 3  /* put hand card `card` on the discard pile, `delay` ms after */
} RtIntentKind;

typedef struct RtIntent {
    RtIntentKind kind;
    int card;  /* PLAY, DISCARD: a value, 1..5 or RT_WILD */
    int place; /* PLAY: 0-based */
    int delay; /* PLAY, DISCARD: 0..RT_DELAY_MAX */
} RtIntent;

/* Checks an answer as the protocol refuses one at once, for a table of
 * `players` seats and a seat with (has_pending 1) or without an intention
 * pending: TK_OK, or TK_E_FORMAT with why (may be NULL) in words fit for
 * `refused TEXT` ("the place must be 1-3, not 4"). */
int rt_intent_check(const RtIntent *in, int players, int has_pending, char *why, size_t size);

/* ------------------------------------------------------------------ */
/* Agents                                                              */

/* What an agent's ask answers. */
typedef enum RtAgentReply {
    RT_AGENT_ANSWER = 0,  /* *out holds the answer */
    RT_AGENT_LATER = 1,   /* not yet: poll (a desktop table's bot) */
    RT_AGENT_REFUSED = 2, /* the agent's answer could not be read: refused at once (why) */
    RT_AGENT_FAILED = 3   /* the agent is gone (why): the seat needs another */
} RtAgentReply;

/* What ask tells: the state, the question, or both. */
enum {
    RT_TELL_STATE = 1, /* the table as the seat sees it (`state T ...`) */
    RT_TELL_ASK = 2    /* the question (`ask T`) */
};

typedef struct RtAgentOps {
    /* Every event of the game, in order, unredacted (the agent shows its
     * seat only what it may see).  TK_OK, or TK_E_IO when the agent has
     * failed (why says why). */
    int (*event)(void *self, const RtEvent *ev, char *why, size_t size);
    /* The seat's view at view->now, told as `tell` says (RT_TELL_* bits);
     * with RT_TELL_ASK an RtAgentReply (with *out, or why), else TK_OK or
     * RT_AGENT_FAILED. */
    int (*ask)(void *self, const RtView *view, int tell, RtIntent *out, char *why, size_t size);
    /* After RT_AGENT_LATER: the answer now?  An RtAgentReply. */
    int (*poll)(void *self, RtIntent *out, char *why, size_t size);
    /* `refused TEXT`: the seat's answer, or its intention when due, was
     * refused.  TK_OK, or TK_E_IO when the agent has failed (why). */
    int (*refused)(void *self, const char *text, char *why, size_t size);
} RtAgentOps;

/* Operations for agents that need no more: an event taken in silence
 * (TK_OK), no answer later (RT_AGENT_LATER), a refusal taken in silence
 * (TK_OK). */
int rt_agent_ignore_event(void *self, const RtEvent *ev, char *why, size_t size);
int rt_agent_no_poll(void *self, RtIntent *out, char *why, size_t size);
int rt_agent_ignore_refusal(void *self, const char *text, char *why, size_t size);

/* An agent: its operations and its own data (both the caller's). */
typedef struct RtAgent {
    const RtAgentOps *ops;
    void *self;
} RtAgent;

/* ------------------------------------------------------------------ */
/* The driver                                                          */

typedef struct RtDriver RtDriver;

typedef enum RtNoticeKind {
    RT_NOTICE_REFUSED = 0, /* a seat's answer or intention was refused (text: why) */
    RT_NOTICE_FAILED = 1   /* a seat's agent failed (text: why): give the seat another */
} RtNoticeKind;

typedef struct RtNotice {
    RtNoticeKind kind;
    int seat;
    int time;
    char text[RT_DRIVER_TEXT];
} RtNotice;

typedef struct RtDriverOptions {
    int max_refusals; /* refusals in a round that fail an agent; 0 = RT_MAX_REFUSALS */
    int keep_events;  /* 1: the caller drains the game's events (rt_driver_event_next) */
} RtDriverOptions;

/* A driver for game g (not owned; it must outlive the driver, and only
 * the driver acts on it from now on); opt may be NULL (defaults, events
 * kept).  *out owned by the caller (rt_driver_free).  TK_OK, TK_E_ARG,
 * TK_E_NOMEM. */
int rt_driver_new(RtGame *g, const RtDriverOptions *opt, RtDriver **out);

/* Frees the driver (not the game, not the agents).  NULL is allowed. */
void rt_driver_free(RtDriver *d);

/* Gives `seat` an agent (copied; its self stays the caller's), or NULL:
 * a person's seat (or one given up), which is asked nothing.  A seat
 * given an agent during a round is told the state and asked at once, at
 * the driver's time; its pending intention and refusals start afresh.
 * TK_OK or TK_E_ARG. */
int rt_driver_set_agent(RtDriver *d, int seat, const RtAgent *agent);

/* Starts the next round (rt_deal) and asks every agent at time 0.
 * The engine's status (TK_E_PHASE, TK_E_OVER), or TK_OK. */
int rt_driver_deal(RtDriver *d);

/* The driver's clock: everything up to it has been done (ms). */
int rt_driver_time(const RtDriver *d);

/* When the next thing is due: an intention, a window's end, the 60 s
 * deadline, or the telling after a person's action; -1 when no round is
 * being played. */
int rt_driver_next_due(const RtDriver *d);

/* Does everything due up to time t, in order, and moves the driver's
 * clock to t (agents that answered later are polled first).  TK_OK, or
 * TK_E_ARG for a time before the driver's clock.  The round may end on
 * the way: then the rest is not done and the clock stops at its end. */
int rt_driver_advance(RtDriver *d, int t);

/* rt_driver_advance to t, then, the round going on, the moment written in
 * the game's history (rt_advance at t, which changes nothing else when
 * nothing is due then), so that a record saved now resumes at t: what a
 * table does before a person leaves a round.  TK_OK, TK_E_ARG (a time
 * before the clock), TK_E_NOMEM. */
int rt_driver_mark(RtDriver *d, int t);

/* Plays the round to its end (headless): from due moment to due moment.
 * A round always ends (the 60 s rule ends one where nobody acts) unless
 * seats tie for ever: TK_OK, or TK_E_RULE when its clock would pass
 * RT_TIME_MAX, TK_E_NOMEM. */
int rt_driver_run_round(RtDriver *d);

/* A person at `seat` (a seat without an agent) acts at time t (not
 * before the driver's clock): RT_ACT_PLAY or RT_ACT_DISCARD of hand slot
 * `slot` (on `place`).  Everything due before t is done first; the
 * agents are told at the end of millisecond t (the next rt_driver_advance
 * to t or later).  The engine's status, its sentence in msg on a
 * refusal (nothing changes then). */
int rt_driver_act(RtDriver *d, int seat, RtActionKind kind, int slot, int place, int t, char *msg,
                  size_t size);

/* The intention pending for `seat`: 1 with *out and *due, or 0. */
int rt_driver_intent(const RtDriver *d, int seat, RtIntent *out, int *due);

/* Refusals of `seat` in this round. */
int rt_driver_refusals(const RtDriver *d, int seat);

/* 1 if `seat`'s agent has failed (and was not replaced since). */
int rt_driver_failed(const RtDriver *d, int seat);

/* Takes the oldest queued event of the game (keep_events): 1, or 0. */
int rt_driver_event_next(RtDriver *d, RtEvent *out);

/* Takes the oldest notice: 1, or 0. */
int rt_driver_notice_next(RtDriver *d, RtNotice *out);

#ifdef __cplusplus
}
#endif

#endif /* RT_DRIVER_H */
