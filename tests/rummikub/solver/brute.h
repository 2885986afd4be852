/*
 * brute.h - an exhaustive search for the best play, written apart from the
 * solver (it shares only rummikub/tile.h with it) to cross-check it on
 * small positions: it tries every partition of table and rack tiles into
 * sets that rk_set_read accepts.
 */
#ifndef TEST_RK_BRUTE_H
#define TEST_RK_BRUTE_H

#include <stdint.h>

#include "rummikub/tile.h"

typedef struct BruteResult {
    int found;      /* 0: the table's tiles cannot be arranged */
    int tiles;      /* the best play's rack tiles */
    int value;      /* and value (faces, a joker 30; for a meld, the meld's value) */
    int64_t score;  /* the objective of rummikub/solver.h */
    long nodes;     /* search nodes, to keep the positions small */
} BruteResult;

/* The best play as rummikub/solver.h defines it (weights NULL for the
 * default objective).  Positions must be small (a few dozen tiles). */
void brute_solve(const RkCounts *table, const RkCounts *rack, int melded, const int *weights, BruteResult *out);

#endif /* TEST_RK_BRUTE_H */
