/*
 * rummikub/engine.h - the Rummikub rules engine.
 *
 * A pure C11 library: no SDL, no printing, no exit(), no clock.  It
 * implements the rules of ../shared/rummikub-rules.md as docs/rummikub.md
 * settles them.  Conventions:
 *
 *   - Seats are 0..players-1 in C ("seat 1" in text).  Tiles are the kinds
 *     of rummikub/tile.h; RK_NO_TILE stands for a tile a seat cannot see.
 *   - Every fallible call returns TK_OK or a TK_E_* code (kit/status.h).
 *     A refused call changes nothing, and rk_game_error() then says why in
 *     one sentence for a person ("r7 is not on your rack").
 *   - The engine never reads a clock: when a turn timer runs out, the
 *     caller applies rk_timeout().
 *   - Chance comes only from the seed given to rk_game_new (kit/rng.h):
 *     the seed and the actions replay a match exactly (rummikub/record.h).
 *     Tests fix the mixes of the pool with rk_game_script_mix().
 *   - The whole state of a match is plain data: rk_game_copy() copies it
 *     into another game with one memcpy and no allocation (searches); the
 *     event queue and the action history (off for searches) are the only
 *     things a game allocates, and they grow by doubling.
 */
#ifndef RK_ENGINE_H
#define RK_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "kit/status.h"
#include "rummikub/tile.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    RK_MIN_SEATS = 2,
    RK_MAX_SEATS = 4,
    RK_RACK_START = 14,       /* tiles dealt to each seat */
    RK_PENALTY_TILES = 3,     /* tiles drawn when the turn timer runs out */
    RK_GAMES_MAX = 20,        /* games in a match: 1..20 */
    RK_GAMES_DEFAULT = 4,
    RK_TIMER_DEFAULT = 60,    /* seconds */
    RK_NO_TILE = 0xFF,        /* a tile this seat does not see */
    RK_SCRIPT_QUEUE = 4       /* mixes that can wait in the queue */
};

/* ------------------------------------------------------------------ */
/* Table options                                                       */

typedef struct RkConfig {
    int players; /* 2..4 */
    int timer;   /* turn timer in seconds: 0 (none), 30, 45, 60, 90 or 120; default 60 */
    int games;   /* games in the match, 1..20; default 4 */
    int first;   /* -1: each game begins with the first-seat draw (the rules, the
                    default); else the seat that starts every game (tests, tools) */
} RkConfig;

/* Fills *cfg (owned by the caller) with the default table for `players`
 * seats: timer 60, 4 games, the first-seat draw. */
void rk_config_default(RkConfig *cfg, int players);

/* Checks a configuration: TK_OK, or TK_E_CONFIG with a sentence in msg
 * (may be NULL). */
int rk_config_check(const RkConfig *cfg, char *msg, size_t size);

/* Sets one table option from text, as the rules name them: "timer" (0 30
 * 45 60 90 120) or "games" (1..20), e.g. ("timer", "45").  TK_OK, or
 * TK_E_CONFIG with a sentence in msg (an unknown name, a value outside
 * the choices); *cfg is unchanged on failure. */
int rk_config_option(RkConfig *cfg, const char *name, const char *value, char *msg, size_t size);

/* ------------------------------------------------------------------ */
/* Phases and actions                                                  */

typedef enum RkPhase {
    RK_PHASE_GAME_OVER = 0,  /* before game 1 and after each game: next is rk_deal */
    RK_PHASE_TURN = 1,       /* to_act plays, draws (passes), or its time runs out */
    RK_PHASE_MATCH_OVER = 2  /* nothing more can happen */
} RkPhase;

typedef enum RkActionKind {
    RK_ACT_DEAL = 0,    /* the next game: first-seat draw, mix, deal (a table action) */
    RK_ACT_DRAW = 1,    /* draw a tile; with the pool empty, pass */
    RK_ACT_PLAY = 2,    /* leave the table as `table` */
    RK_ACT_TIMEOUT = 3  /* the turn timer ran out: the penalty (the seat to act) */
} RkActionKind;

/* ------------------------------------------------------------------ */
/* Scores                                                              */

typedef struct RkGameScore {
    int game;                     /* 1-based */
    int first;                    /* the game's starting seat */
    int winner;                   /* the seat that went out, or won on the lowest total */
    int out;                      /* 1: the winner emptied its rack; 0: nobody went out */
    int tiles[RK_MAX_SEATS];      /* tiles left on each rack */
    int rack_total[RK_MAX_SEATS]; /* their value (a joker 30) */
    int points[RK_MAX_SEATS];     /* this game's score */
    int total[RK_MAX_SEATS];      /* the match totals after it */
    RkCounts rack[RK_MAX_SEATS];  /* each rack as it was left */
} RkGameScore;

/* ------------------------------------------------------------------ */
/* Events: what happened, in order, for a front end to animate         */

typedef enum RkEventKind {
    RK_EV_GAME_START = 0,  /* game `game` of `games` begins (before its first-seat draw) */
    RK_EV_FIRST_DRAW = 1,  /* first-seat draw: `seat` drew `tile` (seen by all) in round `round` */
    RK_EV_FIRST_SEAT = 2,  /* `seat` starts; the tiles went back and were mixed; `pool` after the deal */
    RK_EV_DEAL = 3,        /* `seat` got its 14 tiles (`rack`, seen only by that seat) */
    RK_EV_TURN_START = 4,  /* `seat` begins turn `turn` (1 for the game's first) */
    RK_EV_DRAW = 5,        /* `seat` drew `tile` (RK_NO_TILE for other seats); `pool` left */
    RK_EV_PENALTY = 6,     /* `seat` ran out of time: nothing it moved stays; it draws `tiles` */
    RK_EV_PASS = 7,        /* `seat` passed (the pool is empty); `in_row` passes one after another */
    RK_EV_PLAY = 8,        /* `seat` played (see RkPlayEvent) */
    RK_EV_GAME_OVER = 9,   /* the game is scored (every rack shown) */
    RK_EV_MATCH_OVER = 10  /* the match is decided */
} RkEventKind;

/* Where a tile of the table after a play came from. */
typedef struct RkFrom {
    int8_t set; /* index of its set in the table before, or -1: from the rack */
    int8_t pos; /* its place in that set (-1 from the rack) */
} RkFrom;

typedef struct RkPlayEvent {
    int seat;
    int initial;              /* 1: this play is the seat's initial meld */
    int value;                /* initial meld: its value; else 0 */
    int n;                    /* tiles from the rack */
    RkTile tiles[RK_TILES];   /* those tiles, in kind order */
    int rack_left;            /* tiles left on the seat's rack */
    RkTable before;           /* the table at the start of the turn */
    RkTable after;            /* the table now: each set in the game's order */
    /* from[s][i]: where after.sets[s].t[i] was before the turn.  Each new
     * set is matched with the old set it shares most tiles with, and keeps
     * those tiles; so an unchanged set maps onto itself. */
    RkFrom from[RK_TABLE_MAX_SETS][RK_SET_MAX];
} RkPlayEvent;

typedef struct RkEvent {
    RkEventKind kind;
    union {
        struct { int game; int games; } game_start;
        struct { int seat; RkTile tile; int round; } first_draw;
        struct { int seat; int pool; } first_seat;
        struct { int seat; int n; RkCounts rack; } deal;
        struct { int seat; int turn; } turn_start;
        struct { int seat; RkTile tile; int pool; int penalty; } draw; /* penalty: 1 if part of one */
        struct { int seat; int tiles; } penalty;
        struct { int seat; int in_row; int timeout; } pass;  /* timeout: the penalty with no pool */
        RkPlayEvent play;
        RkGameScore game_over;
        struct { int winner; unsigned winners; int total[RK_MAX_SEATS]; } match_over;
        /* winner: -1 when the top is shared; winners: a bit per seat on top */
    } u;
} RkEvent;

/* Copies `in` to `out` as `seat` may see it: another seat's dealt rack and
 * drawn tiles become RK_NO_TILE (an empty rack count for a deal).  seat -1
 * hides every seat's (a spectator).  in and out may be the same. */
void rk_event_redact(const RkEvent *in, int seat, RkEvent *out);

/* ------------------------------------------------------------------ */
/* A seat's view: what that seat knows, nothing it cannot know         */

/* What everybody knows of one seat in the current game. */
typedef struct RkSeatLog {
    int tiles;          /* on its rack now */
    int melded;         /* 1 once it has made its initial meld */
    int turns;          /* turns it began in this game */
    int draws;          /* tiles it drew (penalty tiles included) */
    int plays;
    int penalties;
    int penalty_tiles;  /* of its draws, those drawn as penalties */
    int passes;
    RkCounts played;    /* the tiles it put on the table from its rack */
} RkSeatLog;

typedef struct RkView {
    int seat;                     /* whose view this is */
    RkConfig config;
    int phase;                    /* RkPhase */
    int to_act;                   /* -1 unless RK_PHASE_TURN */
    int game;                     /* 1-based; 0 before the first deal */
    int first;                    /* this game's starting seat, -1 before the first deal */
    int turn;                     /* turns begun in this game */
    int pool;                     /* tiles in the pool */
    int in_row;                   /* passes one after another with the pool empty */
    RkCounts rack;                /* own rack */
    RkCounts dealt;               /* own rack as dealt */
    RkCounts drawn;               /* own draws this game */
    RkTable table;
    RkSeatLog log[RK_MAX_SEATS];  /* every seat, this one included */
    int total[RK_MAX_SEATS];      /* match totals */
    int have_last;                /* 1 once a game is over */
    RkGameScore last;             /* the last game's score (every rack, public then) */
    int match_winner;             /* -1 until the match is over, or when the top is shared */
    unsigned match_winners;       /* a bit per seat at the top when the match is over */
} RkView;

/* ------------------------------------------------------------------ */
/* The game                                                            */

typedef struct RkGame RkGame;

/* An allocator, realloc-like; size 0 frees ptr and returns NULL. */
typedef void *(*RkAllocFn)(void *ud, void *ptr, size_t size);

/* Creates a match for *cfg (copied) whose chance comes from `seed`; it
 * starts in RK_PHASE_GAME_OVER at game 0 (apply rk_deal).  *out owns a new
 * game (rk_game_free) or is NULL on failure, with msg (may be NULL) saying
 * why: TK_E_CONFIG, TK_E_ARG, TK_E_NOMEM.  Events and history are on. */
int rk_game_new(const RkConfig *cfg, uint64_t seed, RkGame **out, char *msg, size_t size);

/* As rk_game_new, allocating through fn (NULL: realloc/free); the game and
 * its clones use it for everything. */
int rk_game_new_alloc(const RkConfig *cfg, uint64_t seed, RkAllocFn fn, void *ud, RkGame **out,
                      char *msg, size_t size);

/* Frees g and all it owns.  NULL is allowed. */
void rk_game_free(RkGame *g);

/* A deep copy: state, queued events, history.  *out owned by the caller. */
int rk_game_clone(const RkGame *g, RkGame **out);

/* Copies src's state into dst (another game, any configuration) without
 * allocating: one memcpy.  dst's queued events are dropped and its history
 * is dropped and turned off (a copy is for searching, not for records);
 * its event setting stays.  TK_E_ARG for NULL. */
int rk_game_copy(RkGame *dst, const RkGame *src);

/* Turns the event queue and the history on or off (both on after
 * rk_game_new).  Turning either off drops what it holds; a game whose
 * history was ever off cannot be written as a record. */
void rk_game_set_recording(RkGame *g, int events, int history);

/* Queues the order of the next mix of the pool: order[0..RK_TILES-1] is
 * the whole box (each kind twice), order[0] the top.  A game's deal mixes
 * twice with the first-seat draw (for the draw, then after the tiles went
 * back), once without; the next queued order is used each time, the
 * generator when none waits.  Part of the history.  TK_E_ARG when n is not
 * RK_TILES or the order is not the box, or RK_SCRIPT_QUEUE wait already. */
int rk_game_script_mix(RkGame *g, const RkTile *order, int n);

/* Starts the next game (RK_PHASE_GAME_OVER only): the first-seat draw, the
 * mix, 14 tiles to each seat from the top of the pool, the starting seat
 * first and then in seat order.  TK_E_PHASE in a turn, TK_E_OVER after the
 * match. */
int rk_deal(RkGame *g);

/* `seat` draws the top tile of the pool and its turn ends; with the pool
 * empty it passes.  TK_E_TURN, TK_E_PHASE, TK_E_OVER, TK_E_ARG. */
int rk_draw(RkGame *g, int seat);

/* `seat` ends its turn leaving the table as *table (each set's tiles in any
 * order, the sets in any order; the game keeps each set in its own order).
 * Checked as the rules judge a turn's end: every set valid, every tile of
 * the table still there, the others from the seat's rack, at least one,
 * and before the seat's initial meld the old sets unchanged and the new
 * ones worth 30.  Refusals: TK_E_MOVE (a tile not on the rack, a table tile
 * missing), TK_E_RULE (an invalid set, no tile from the rack, the initial
 * meld's rules), TK_E_ARG (not a table: a tile that is no kind, an empty or
 * too long set), TK_E_TURN, TK_E_PHASE, TK_E_OVER.  *table stays the
 * caller's. */
int rk_play(RkGame *g, int seat, const RkTable *table);

/* What rk_play would answer, changing nothing but rk_game_error's
 * sentence. */
int rk_check_play(RkGame *g, int seat, const RkTable *table);

/* The same judgement without a game, for a turn being edited: `before` the
 * table at the start of the turn (each set in the game's order, as
 * rk_game_table gives it), the seat's rack, whether it had melded, and the
 * table it would leave.  TK_OK with *value (may be NULL) the initial
 * meld's value (0 after the meld), or rk_play's refusal with its sentence
 * in msg (may be NULL). */
int rk_judge_play(const RkTable *before, const RkCounts *rack, int melded, const RkTable *after,
                  int *value, char *msg, size_t size);

/* The turn timer of the seat to act ran out: the table stays as it was at
 * the start of the turn and the seat draws three tiles (fewer if the pool
 * holds fewer); with the pool empty it passes.  TK_E_RULE when the table
 * has no timer (config timer 0), TK_E_PHASE, TK_E_OVER. */
int rk_timeout(RkGame *g);

/* One of the above by kind (records): table is read for RK_ACT_PLAY only;
 * seat is ignored for RK_ACT_DEAL and must be the seat to act for
 * RK_ACT_TIMEOUT. */
int rk_apply(RkGame *g, int seat, RkActionKind kind, const RkTable *table);

/* The sentence for the last call on g that was refused ("" after a call
 * that succeeded).  Owned by g, valid until its next call. */
const char *rk_game_error(const RkGame *g);

/* ---- queries (g must not be NULL) ---- */
const RkConfig *rk_game_config(const RkGame *g);
uint64_t rk_game_seed(const RkGame *g);
int rk_game_phase(const RkGame *g);      /* RkPhase */
int rk_game_to_act(const RkGame *g);     /* -1 unless RK_PHASE_TURN */
int rk_game_number(const RkGame *g);     /* 1-based game of the match; 0 before the first */
int rk_game_first(const RkGame *g);      /* this game's starting seat; -1 before the first */
int rk_game_turn(const RkGame *g);       /* turns begun in this game */
int rk_game_pool_count(const RkGame *g);
int rk_game_passes(const RkGame *g);     /* passes one after another with the pool empty */
/* Seat's rack into *out (owned by the caller); returns its tile count (-1 for a bad seat). */
int rk_game_rack(const RkGame *g, int seat, RkCounts *out);
int rk_game_rack_count(const RkGame *g, int seat);
int rk_game_melded(const RkGame *g, int seat);
const RkTable *rk_game_table(const RkGame *g); /* owned by g, valid until it changes */
/* The pool, top last, into out[] (RK_TILES): what no seat may see; for
 * tests and tools.  Returns the count. */
int rk_game_pool(const RkGame *g, RkTile *out);
int rk_game_total(const RkGame *g, int seat);  /* match total */
int rk_game_match_winner(const RkGame *g);     /* -1 until over, or when shared */
unsigned rk_game_match_winners(const RkGame *g); /* a bit per seat on top; 0 until over */
/* 1 if a and b are the same match: the same state tile for tile and the
 * same generator, so the same actions go on alike (replays, copies).
 * Events and history are not compared. */
int rk_game_same(const RkGame *a, const RkGame *b);
/* The last finished game's score into *out: TK_OK, or TK_E_PHASE if none yet. */
int rk_game_last_score(const RkGame *g, RkGameScore *out);

/* Seat's view into *out (owned by the caller): deterministic bytes (the
 * same knowledge gives the same bytes, padding included), so two games a
 * seat cannot tell apart give identical views.  TK_E_ARG for a bad seat. */
int rk_game_view(const RkGame *g, int seat, RkView *out);

/* ---- events ---- */
/* Takes the oldest queued event into *out: 1, or 0 if none.  Unredacted:
 * pass it through rk_event_redact before showing it to one seat. */
int rk_event_next(RkGame *g, RkEvent *out);
int rk_event_pending(const RkGame *g);
void rk_event_clear(RkGame *g);

/* ---- history (records) ---- */
typedef struct RkHistoryItem {
    int is_script;        /* 1: a rk_game_script_mix call; else an action */
    int seat;             /* the acting seat; -1 for RK_ACT_DEAL and scripts */
    RkActionKind kind;
    RkTable table;        /* RK_ACT_PLAY: the table as applied (each set in the game's order) */
    RkTile order[RK_TILES]; /* script: the mix, top first */
} RkHistoryItem;
int rk_game_history_count(const RkGame *g); /* -1 when the history is off */
/* Item i (0-based) into *out (owned by the caller): TK_OK or TK_E_ARG. */
int rk_game_history_item(const RkGame *g, int i, RkHistoryItem *out);
/* 1 if the history has been on since rk_game_new (a record can be written). */
int rk_game_history_whole(const RkGame *g);

#ifdef __cplusplus
}
#endif

#endif /* RK_ENGINE_H */
