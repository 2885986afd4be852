/*
 * bench_base.h - the yardstick of racko-cli bench: the rules of a plain
 * 2-player Rack-O round written as one tight loop (no events, no checks,
 * no views, no history), and the trivial player both it and the engine
 * run under, so the bench can print the engine's speed as a ratio to it.
 */
#ifndef CLI_BENCH_BASE_H
#define CLI_BENCH_BASE_H

#include <stdint.h>

#include "racko/engine.h"

/* Rounds each bench game plays before a new game (new seed) starts: far
 * fewer than any match to the largest target takes, so the engine's games
 * never end on their own and both loops deal the same rounds. */
#define BENCH_ROUNDS_PER_GAME 200
/* The target of the engine's bench games: out of reach in 200 rounds. */
#define BENCH_TARGET 1000000

/* The slot a card belongs in when the deck is split into tenths. */
static inline int bench_band(int card, int deck)
{
    return (card - 1) * RACKO_SLOTS / deck;
}

/* The trivial player, draw step: 1 to take the discard top, 0 to draw
 * from the deck.  Takes the top when its slot holds a card of another
 * tenth. */
static inline int bench_take_discard(const int rack[RACKO_SLOTS], int top, int deck)
{
    int k;
    if (top <= 0) {
        return 0;
    }
    k = bench_band(top, deck);
    return bench_band(rack[k], deck) != k;
}

/* Place step: the slot to put the hand card in, or -1 to discard it (only
 * a card drawn from the deck).  A card goes to its tenth's slot unless a
 * card of that tenth is there already. */
static inline int bench_place_slot(const int rack[RACKO_SLOTS], int hand, int from_discard,
                                   int deck)
{
    int k = bench_band(hand, deck);
    if (from_discard || bench_band(rack[k], deck) != k) {
        return k;
    }
    return -1;
}

typedef struct BenchCount {
    long long rounds;
    long long turns;
    long long points; /* every seat's points of every round, added up */
} BenchCount;

/* Plays `rounds` rounds of 2-player Rack-O (default rules: 40 cards, the
 * discard pile turned over when the deck runs out, the round ending at a
 * sorted rack or the turn limit, scored with the bonus runs), the trivial player in both seats, in the
 * minimal loop: games of BENCH_ROUNDS_PER_GAME rounds, game k seeded
 * tk_mix64(seed + k), dealt with the engine's shuffles, so its rounds,
 * turns and points are the engine's (cli_bench_engine) card for card.  Adds to *out. */
void cli_bench_base(uint64_t seed, long long rounds, BenchCount *out);

/* The same rounds played through the engine (racko_apply, events and
 * history off), the trivial player reading the game through its public
 * calls.  Returns RACKO_OK or the engine's status; adds to *out. */
int cli_bench_engine(uint64_t seed, long long rounds, BenchCount *out);

#endif /* CLI_BENCH_BASE_H */
