/*
 * rummikub/arena.h - computer players against each other, for measuring.
 *
 * rk_arena_run plays `deals` deals at a table of 2..4 seats, one level per
 * seat.  Each deal is played once per rotation of the seats: with P seats,
 * P games on the same tiles (the same pool order, queued with
 * rk_game_script_mix; seat 1 always starts, RkConfig.first 0), the levels
 * moved one seat on each time, so every level gets every rack and every
 * place in the turn order (two players: twice, with the seats swapped).
 * Every game is a match of one game (RkConfig.games 1).  The arena keeps
 * its players' moves honest: a move the engine refuses ends the run with
 * TK_E_RULE and the reason.
 *
 * Wins: a game's winner is the engine's (rummikub/engine.h, scoring): the
 * seat that went out, or with nobody out the lowest rack total, then fewer
 * tiles, then the first in play order; so every game has exactly one
 * winner and no win is shared.
 *
 * Decision times are the wall time of each rk_ai_decide call on the
 * monotonic clock, and its processor time (the arena reads the clocks;
 * the engine and the players never do).  The turn timer (spec.timer) is passed to the players through their
 * views (a player may think longer at a table with a timer); nobody runs
 * out of time in the arena.
 */
#ifndef RK_ARENA_H
#define RK_ARENA_H

#include <stddef.h>
#include <stdint.h>

#include "rummikub/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    RK_ARENA_DEALS_MAX = 1000000
};

/* What to play.  levels[s] names seat s's level (rk_ai_levels()), for
 * s < players; levels[0] is "player A", whose win rate and interval the
 * result gives.  Clear the whole struct before filling it (memset), so
 * that fields added later start empty. */
typedef struct RkArenaSpec {
    int players;                      /* 2..4 */
    const char *levels[RK_MAX_SEATS]; /* owned by the caller */
    int deals;                        /* 1..RK_ARENA_DEALS_MAX */
    uint64_t seed;                    /* the deals' tiles and the players' own randomness */
    int timer;                        /* the table's turn timer: 0, 30, 45, 60, 90 or 120 */
    /* Optional (NULL: none): called after each deal with the deals done
     * and the deals asked for, e.g. for a progress line. */
    void (*progress)(void *ud, int done, int deals);
    void *progress_ud;
} RkArenaSpec;

/* One level's figures (a level on several seats is counted once, over all
 * of its seats). */
typedef struct RkArenaLevel {
    const char *level;    /* a name of rk_ai_levels() (a constant) */
    int seats;            /* seats it holds at the table */
    long games;           /* seat-games played: games * seats */
    long wins;            /* games it won */
    double win_rate;      /* wins / games */
    double mean_tiles;    /* mean tiles left on its racks at the end */
    double mean_points;   /* mean points per seat-game (the rules' scoring; a game's add up to 0) */
    long decisions;       /* rk_ai_decide calls */
    double ms_median;     /* their times in milliseconds */
    double ms_p99;
    double ms_max;
    int ms_max_rack;      /* tiles on the rack at the longest decision */
    int rack_max;         /* the most tiles on its rack at any decision */
    /* The processor time of the same calls (the process's, in ms): what a
     * decision costs whatever else the machine runs, where the wall times
     * above grow with the machine's load. */
    double cpu_median;
    double cpu_p99;
    double cpu_max;
} RkArenaLevel;

typedef struct RkArenaResult {
    long games;          /* games played: deals * players */
    long out_games;      /* games that ended with a seat going out */
    double mean_turns;   /* turns per game */
    /* Player A (the player of levels[0], as it moves round the table):
     * its share of the games won, and a 95% interval: the normal
     * approximation over the deals (each deal's share of its P games won
     * by A is one observation, so the rotations of a deal are not counted
     * as independent), cut to 0..1.  In a mirror match (A's level on
     * other seats too) this is still A's own share. */
    double a_rate;
    double a_low;
    double a_high;
    /* A's share of the games it started (seat 1, one rotation a deal):
     * with players who keep tiles back the seat order decides much. */
    double a_first_rate;
    /* A's games by its place when the pool ran dry, for the games where
     * it did: index i counts the games in which A sat i seats after the
     * first seat to find the pool empty (0: A was that seat), with A's
     * wins and its mean points there. */
    long a_end_games[RK_MAX_SEATS];
    long a_end_wins[RK_MAX_SEATS];
    double a_end_points[RK_MAX_SEATS];
    int nlevels;                       /* distinct levels, in seat order of first appearance */
    RkArenaLevel level[RK_MAX_SEATS];
} RkArenaResult;

/* Fills spec->levels for spec->players seats (2..4): seat 1 plays `a`,
 * the others the levels named in `b`, a list separated by commas
 * ("keepback,hard"), in seat order, its last one repeated for the seats
 * left ("parity" alone: every other seat).  The names put in the spec
 * are rk_ai_levels()'s own constants.  TK_OK, or TK_E_ARG with a sentence
 * in msg (may be NULL): an unknown level, more levels than seats, a bad
 * seat count; the spec's levels are then unchanged. */
int rk_arena_seat_levels(RkArenaSpec *spec, const char *a, const char *b, char *msg, size_t size);

/* Plays the arena.  TK_OK and *result (the caller's); TK_E_ARG (a NULL,
 * a bad count or level, with a sentence in msg), TK_E_CONFIG (a bad
 * timer), TK_E_NOMEM, or TK_E_RULE when a player made a move the engine
 * refused (msg says which level, and why).  msg may be NULL.  Blocks
 * until done, on the calling thread: about 10 to 25 ms a game (deals *
 * players games) with hard and expert players, less with easy and medium.
 * Reads the monotonic clock, allocates while it runs and frees all it
 * took; keeps no state between calls. */
int rk_arena_run(const RkArenaSpec *spec, RkArenaResult *result, char *msg, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RK_ARENA_H */
