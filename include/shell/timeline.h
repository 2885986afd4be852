/*
 * shell/timeline.h - the animation timeline: a game's events in, played one
 * after another over elapsed time passed in (never a clock), so it is
 * deterministic and testable.
 *
 * The timeline knows nothing of any game.  It holds a queue of events of a
 * fixed size (copied in) and the game's "scene" (the table as the screen
 * shows it, which lags behind the engine while pieces move).  The game's
 * ops say how long an event plays at speed 1, what changes in the scene
 * when it begins, and what when it ends.  A speed of 0 plays everything at
 * once; sh_timeline_finish plays the whole queue (a click during an
 * animation).
 */
#ifndef SH_TIMELINE_H
#define SH_TIMELINE_H

#include <stddef.h>

typedef struct ShTimelineOps {
    int (*duration)(const void *ev);             /* ms at speed 1; 0 is instant */
    void (*begin)(void *scene, const void *ev);  /* the event starts to play */
    void (*end)(void *scene, const void *ev);    /* the event has played */
} ShTimelineOps;

typedef struct ShTimeline ShTimeline;

/* A timeline of events of event_size bytes over `scene` (owned by the
 * caller, which must outlive the timeline).  *out owned by the caller
 * (sh_timeline_free).  Returns TK_OK or TK_E_NOMEM (*out NULL). */
int sh_timeline_new(size_t event_size, const ShTimelineOps *ops, void *scene, ShTimeline **out);
/* Frees a timeline and its queue.  NULL is allowed. */
void sh_timeline_free(ShTimeline *tl);

/* Drops every queued event without playing it (the scene is left as is). */
void sh_timeline_clear(ShTimeline *tl);

/* Speed factor: 1 normal, 0.5 twice as fast, 0 instant. */
void sh_timeline_set_speed(ShTimeline *tl, float factor);

/* Queues an event (copied).  At speed 0 with nothing queued it plays at
 * once.  Returns TK_OK, or TK_E_NOMEM: then everything queued and the event
 * are played at once, so the scene never loses an event. */
int sh_timeline_push(ShTimeline *tl, const void *ev);

/* Moves time on by ms milliseconds. */
void sh_timeline_advance(ShTimeline *tl, int ms);

/* Plays every queued event to its end at once. */
void sh_timeline_finish(ShTimeline *tl);

/* 1 while an event is playing or queued. */
int sh_timeline_busy(const ShTimeline *tl);

/* The event playing now (owned by tl, valid until the timeline moves) and
 * its progress 0..1, not eased; NULL when none plays.  t may be NULL. */
const void *sh_timeline_current(const ShTimeline *tl, float *t);

/* How many events have begun playing since the timeline was made (to
 * start a sound with each). */
unsigned sh_timeline_serial(const ShTimeline *tl);

/* Smoothstep easing of t, clamped to 0..1. */
float sh_ease(float t);

#endif /* SH_TIMELINE_H */
