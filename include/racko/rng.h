/*
 * racko/rng.h - the project's own random number generator.
 *
 * xoshiro256** seeded through splitmix64: the same seed gives the same
 * numbers on every platform and compiler.  Plain data; copy it to fork a
 * stream.  No function here allocates or fails.
 */
#ifndef RACKO_RNG_H
#define RACKO_RNG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct RackoRng {
    uint64_t s[4];
} RackoRng;

/* Seeds r from any 64-bit value (0 included). */
void racko_rng_seed(RackoRng *r, uint64_t seed);

/* The next 64 random bits. */
uint64_t racko_rng_next(RackoRng *r);

/* A uniform integer in 0..n-1 (no modulo bias); n must be at least 1. */
uint32_t racko_rng_below(RackoRng *r, uint32_t n);

/* A uniform double in [0, 1). */
double racko_rng_unit(RackoRng *r);

/* Shuffles a[0..n-1] uniformly (Fisher-Yates). */
void racko_rng_shuffle(RackoRng *r, int *a, int n);

/* Mixes a value into a well-spread 64-bit number (splitmix64 finaliser);
 * handy for deriving per-seat seeds from a match seed. */
uint64_t racko_mix64(uint64_t x);

#ifdef __cplusplus
}
#endif

#endif /* RACKO_RNG_H */
