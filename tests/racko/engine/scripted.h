/* scripted.h - building games with every card fixed, for the engine tests. */
#ifndef RACKO_TEST_SCRIPTED_H
#define RACKO_TEST_SCRIPTED_H

#include "racko/engine.h"

/* Writes into deck[] (deck_size cards, top first) the order that deals
 * racks[s] to seat s (0 = any spare card), in the deal order of `cfg` with
 * `dealer` dealing, followed by after[0..nafter-1] (after[0] becomes the
 * first discard, after[1] the first draw, ...), then the spare cards from
 * the highest down.  Seats beyond nracks get spare cards.  Returns the
 * deck size. */
int scripted_deck(const RackoConfig *cfg, int dealer, const int (*racks)[RACKO_SLOTS],
                  int nracks, const int *after, int nafter, int *deck);

/* A new game for cfg (first_dealer must be set) whose first round is dealt
 * from scripted_deck(); the DEAL action is applied.  Aborts the test on any
 * error. */
RackoGame *scripted_game(const RackoConfig *cfg, const int (*racks)[RACKO_SLOTS], int nracks,
                         const int *after, int nafter);

/* Queues the next round's deal (for a game in ROUND_OVER) and applies DEAL. */
void scripted_next_round(RackoGame *g, const int (*racks)[RACKO_SLOTS], int nracks,
                         const int *after, int nafter);

/* Applies an action that must succeed. */
void must(RackoGame *g, int seat, RackoActionKind kind, int slot);

#endif /* RACKO_TEST_SCRIPTED_H */
