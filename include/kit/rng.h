/*
 * kit/rng.h - the collection's own random number generator.
 *
 * xoshiro256** seeded through splitmix64: the same seed gives the same
 * numbers on every platform and compiler, so a seed and a list of moves
 * replay a game exactly.  All chance in a game comes from here.  Plain
 * data; copy it to fork a stream.  No function here allocates or fails.
 */
#ifndef TK_RNG_H
#define TK_RNG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TkRng {
    uint64_t s[4];
} TkRng;

/* Seeds r (owned by the caller, as every TkRng here) from any 64-bit value
 * (0 included). */
void tk_rng_seed(TkRng *r, uint64_t seed);

/* The next 64 random bits. */
uint64_t tk_rng_next(TkRng *r);

/* A uniform integer in 0..n-1 (no modulo bias); n must be at least 1. */
uint32_t tk_rng_below(TkRng *r, uint32_t n);

/* A uniform double in [0, 1). */
double tk_rng_unit(TkRng *r);

/* Shuffles a[0..n-1] uniformly (Fisher-Yates). */
void tk_rng_shuffle(TkRng *r, int *a, int n);

/* Mixes a value into a well-spread 64-bit number (splitmix64 finaliser);
 * handy for deriving per-seat seeds from a match seed. */
uint64_t tk_mix64(uint64_t x);

#ifdef __cplusplus
}
#endif

#endif /* TK_RNG_H */
