/* movegen.h - a simple legal-move generator for random test players (never
 * part of the engine): new sets from the rack (an initial meld only when
 * worth 30), and once melded single tiles added to the table's sets, runs
 * split by a tile from the rack, and jokers won back with the tile they
 * stand for and used again. */
#ifndef RK_TEST_MOVEGEN_H
#define RK_TEST_MOVEGEN_H

#include "kit/rng.h"
#include "rummikub/engine.h"

/* A play for v's seat into *out: 1, or 0 when it finds none. */
int movegen_play(const RkView *v, TkRng *rng, RkTable *out);

#endif /* RK_TEST_MOVEGEN_H */
