/*
 * bench_base.h - the yardstick of ratuki-cli bench: the rules of a Ratuki
 * round written as one tight loop (values only: no events, no history, no
 * views, no refusals' sentences), and the trivial players both it and the
 * engine run under, so the bench can print the engine's speed as a ratio
 * to it (engine_ratio).
 *
 * The trivial players: seat s acts at 37 s + 300 k ms (k = 0, 1, ...),
 * so the seats' plays fall within each other's tie windows.  A seat plays
 * the first hand card (slot order) that fits the first place (place
 * order) as it shows (its own pending card on top), never onto another
 * seat's pending card (the two could tie for ever) nor its own pending
 * take; with nothing to play it discards its first card.
 */
#ifndef CLI_BENCH_BASE_H
#define CLI_BENCH_BASE_H

#include <stdint.h>

#include "ratuki/engine.h"

/* Rounds each bench game plays before a new game (new seed) starts: the
 * totals stay far below the target, so both loops deal the same rounds. */
#define BENCH_ROUNDS_PER_GAME 10
#define BENCH_STEP 300    /* ms between two actions of a seat */
#define BENCH_OFFSET 37   /* ms between two seats' actions */

typedef struct BenchCount {
    long long rounds;
    long long actions; /* plays and discards */
    long long plays;
    long long ties;
    long long points;  /* every seat's points of every round, added up */
    long long ms;      /* the rounds' lengths, added up */
} BenchCount;

/* Plays `rounds` rounds at a table of `players` (window 150) in the
 * minimal loop: games of BENCH_ROUNDS_PER_GAME rounds, game k seeded
 * tk_mix64(seed + k), dealt with the engine's shuffles, so its rounds,
 * actions and points are the engine's (cli_bench_engine) card for card.
 * Adds to *out. */
void cli_bench_base(uint64_t seed, int players, long long rounds, BenchCount *out);

/* The same rounds played through the engine (rt_play, rt_discard,
 * rt_advance; events and history off), the trivial players reading the
 * game through its public calls.  TK_OK or the engine's status; adds to
 * *out. */
int cli_bench_engine(uint64_t seed, int players, long long rounds, BenchCount *out);

#endif /* CLI_BENCH_BASE_H */
