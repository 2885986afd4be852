/* game_impl.h - the body of RkGame, private to src/rummikub/engine. */
#ifndef RK_GAME_IMPL_H
#define RK_GAME_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "kit/rng.h"
#include "rummikub/engine.h"

/* Rounds of the first-seat draw before the lowest seat still tied starts
 * (never reached with real chance: each round ties with a chance below
 * one in ten). */
#define RK_FIRST_DRAW_ROUNDS 1000

/* The whole state of a match: plain data, copied with memcpy.  Every
 * table and count in it is written into zeroed memory, so two states
 * reached by the same steps are the same bytes. */
typedef struct RkState {
    RkConfig cfg;
    uint64_t seed;
    TkRng rng;
    int phase;
    int to_act;
    int game;   /* 1-based; 0 before the first deal */
    int first;  /* this game's starting seat; -1 before the first deal */
    int turn;   /* turns begun in this game */
    int in_row; /* passes one after another with the pool empty */
    int pool_n;
    RkTile pool[RK_TILES]; /* pool[pool_n - 1] is the top */
    RkCounts rack[RK_MAX_SEATS];
    RkCounts dealt[RK_MAX_SEATS];
    RkCounts drawn[RK_MAX_SEATS];
    RkSeatLog log[RK_MAX_SEATS]; /* log[s].tiles is the rack's count */
    RkTable table;
    int total[RK_MAX_SEATS];
    int match_winner;
    unsigned match_winners;
    int have_last;
    RkGameScore last;
    int nscripts;
    RkTile scripts[RK_SCRIPT_QUEUE][RK_TILES]; /* queued mixes, top first */
} RkState;

/* One history item; a play's table or a script's order is in the game's
 * tile buffer at [off, off + len). */
typedef struct RkHist {
    uint8_t kind; /* RkActionKind */
    uint8_t is_script;
    int8_t seat;
    uint32_t off;
    uint16_t len;
} RkHist;

struct RkGame {
    RkAllocFn alloc;
    void *ud;
    RkState st;

    int events_on;
    int ev_failed; /* a push found no memory during this action */
    RkEvent *ev;
    int ev_head, ev_count, ev_cap;

    int history_on;
    int history_whole; /* on since rk_game_new */
    RkHist *hist;
    int hist_count, hist_cap;
    uint8_t *htiles;
    size_t htiles_len, htiles_cap;

    char err[200];
};

/* A play as checked (play.c). */
typedef struct RkChecked {
    RkTable table;     /* the new table, each set in the game's order */
    RkCounts from_rack;
    int n;             /* tiles from the rack */
    int initial;       /* 1: the seat's initial meld */
    int value;         /* the initial meld's value */
} RkChecked;

/* Checks a play by `seat` on *st (a turn of that seat's): TK_OK and *out,
 * or a refusal status with one sentence in msg. */
int eng_check_play(const RkState *st, int seat, const RkTable *in, RkChecked *out, char *msg,
                   size_t size);

/* Matches the tiles of `after` with those of `before` (the tiles from the
 * rack are those left over) into from[][] (RkPlayEvent.from). */
void eng_play_origins(const RkTable *before, const RkTable *after,
                      RkFrom from[RK_TABLE_MAX_SETS][RK_SET_MAX]);

/* Allocation through the game's allocator. */
void *eng_alloc(const RkGame *g, void *ptr, size_t size);

/* Events (event.c): a zeroed event of `kind` at the end of the queue, or
 * NULL when events are off or memory ran out (then g->ev_failed is set). */
RkEvent *eng_event_push(RkGame *g, RkEventKind kind);
/* Drops the events queued after the first `count` (a failed action). */
void eng_event_truncate(RkGame *g, int count);
/* Copies src's queue into dst (empty); TK_OK or TK_E_NOMEM. */
int eng_event_copy(RkGame *dst, const RkGame *src);

#endif /* RK_GAME_IMPL_H */
