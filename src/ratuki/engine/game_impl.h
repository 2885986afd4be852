/* game_impl.h - the body of RtGame, private to src/ratuki/engine. */
#ifndef RT_GAME_IMPL_H
#define RT_GAME_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "kit/queue.h"
#include "kit/rng.h"
#include "ratuki/engine.h"

/* One seat's piles and its round's counts. */
typedef struct RtSeat {
    RtCard draw[RT_DECK];    /* draw[draw_pos] is drawn next, draw[draw_n - 1] last */
    RtCard discard[RT_DECK]; /* discard[0] discarded first */
    RtCard hand[RT_HAND];    /* by slot; RT_NO_CARD in an empty slot */
    RtCard scoring[RT_CARDS];
    uint8_t draw_pos, draw_n, discard_n, hand_n;
    uint8_t held[RT_WILD + 1]; /* cards of each value in hand, draw and discard pile */
    int scoring_n;
    int plays, takes, ties, discards;
} RtSeat;

/* One stack place: the final stack and at most one pending card on it. */
typedef struct RtPlace {
    int n;                 /* cards in the final stack */
    uint8_t top_v;         /* the value of its top card, 0 when free */
    uint8_t pend_v;        /* the value of the pending card, 0 when none */
    int8_t pending_seat;   /* -1 when none */
    RtCard pending;        /* RT_NO_CARD when none */
    int pending_at;        /* when it was played */
    RtCard card[RT_CARDS]; /* the final stack, card[n - 1] on top */
} RtPlace;

/* The whole state of a match: plain data, copied with memcpy.  Every
 * field is written into zeroed memory, so two states reached by the same
 * steps are the same bytes. */
typedef struct RtState {
    RtConfig cfg;
    uint64_t seed;
    TkRng rng;
    int phase;
    int round;
    int now;
    int last_play;
    int npending;   /* places with a pending card */
    int window_due; /* the earliest end of a pending card's window (INT_MAX: none) */
    uint8_t held_all[RT_WILD + 1]; /* every seat's held cards of each value, added up */
    int end_reason; /* RtEnd of the round being played or the last one */
    int out_seat;
    RtSeat seat[RT_MAX_SEATS];
    RtPlace place[RT_MAX_SEATS];
    int total[RT_MAX_SEATS];
    int tie_round;  /* the round the top was first tied at or over the target, 0 */
    int match_winner;
    unsigned match_winners;
    int have_last;
    RtRoundScore last;
    int nscripts[RT_MAX_SEATS];
    uint8_t scripts[RT_MAX_SEATS][RT_SCRIPT_QUEUE][RT_DECK]; /* queued deck orders */
} RtState;

/* One history item.  A script's order is in the game's script buffer at
 * [off, off + RT_DECK). */
typedef struct RtHist {
    uint8_t kind;      /* RtActionKind */
    uint8_t is_script;
    int8_t seat;
    int8_t slot;
    int8_t place;
    RtCard card;
    int time;
    uint32_t off;
} RtHist;

struct RtGame {
    RtState st;

    int events_on;
    int ev_failed; /* a push found no memory during this action */
    TkQueue ev;    /* of RtEvent */

    int history_on;
    int history_whole; /* on since rt_game_new */
    RtHist *hist;
    int hist_count, hist_cap;
    uint8_t *hscripts;
    size_t hscripts_len, hscripts_cap;

    char err[200];
};

/* Events (event.c): a zeroed event of `kind` stamped with the round and
 * `time` at the end of the queue, or NULL when events are off or memory
 * ran out (then g->ev_failed is set). */
RtEvent *eng_event_push(RtGame *g, RtEventKind kind, int time);
/* eng_event_push, with the test for events off where it is cheapest. */
static inline RtEvent *eng_event(RtGame *g, RtEventKind kind, int time)
{
    return g->events_on ? eng_event_push(g, kind, time) : NULL;
}

#endif /* RT_GAME_IMPL_H */
