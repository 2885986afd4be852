/* scripted.h - Rummikub games with every tile fixed, for the engine tests. */
#ifndef RK_TEST_SCRIPTED_H
#define RK_TEST_SCRIPTED_H

#include "rummikub/engine.h"

/* The tiles of text ("r1 r2 J"), counted. */
RkCounts counts_of(const char *text);

/* The table of text ("r1 r2 r3 | k9 b9 o9 J", "-"); aborts the test if it
 * does not parse. */
RkTable table_of(const char *text);

/* Writes a mix (top first) that deals racks[k] (up to 14 tiles; the rest
 * filled with spare numbered tiles, highest first) to the k-th seat in
 * play order from the starting seat, then puts pool[] (text, may be NULL)
 * on top of the pool in the order drawn, then the spare tiles. */
void scripted_mix(const char *const *racks, int nracks, const char *pool, RkTile order[RK_TILES]);

/* A mix that deals and draws exactly: seat k (in play order from the
 * starting seat) gets the first 14 tiles of final[k] dealt; the pool is
 * then drawn by the seats in draws[] (a seat in play order per tile),
 * each taking the next of its tiles of final[k].  final[] together must
 * be the whole box. */
void scripted_mix_final(const RkCounts *final, int nseats, const int *draws, int ndraws,
                        RkTile order[RK_TILES]);

/* A new game (timer, games) whose starting seat is `first` and whose first
 * deal is the mix of scripted_mix(racks, pool): dealt and checked. */
RkGame *scripted_game(int players, int timer, int games, int first, const char *const *racks,
                      int nracks, const char *pool);

/* Queues the next game's mix and deals it. */
void scripted_next(RkGame *g, const char *const *racks, int nracks, const char *pool);

/* Actions that must succeed. */
void must_play(RkGame *g, int seat, const char *table);
void must_draw(RkGame *g, int seat);

/* A play that must be refused with `status` and a sentence containing
 * `why`; checks that nothing changed. */
void refused(RkGame *g, int seat, const char *table, int status, const char *why);

/* Every tile is somewhere (racks + pool + table is the box) and every set
 * on the table is valid. */
void check_invariants(const RkGame *g);

/* Draws (every seat in turn) until the pool is empty. */
void drain_pool(RkGame *g);

#endif /* RK_TEST_SCRIPTED_H */
