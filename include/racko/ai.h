/*
 * racko/ai.h - computer players.
 *
 * A computer player decides from a RackoView only: the engine's per-seat
 * view, which holds nothing the seat could not know.  No function here
 * takes a RackoGame, so no level can read hidden cards.
 */
#ifndef RACKO_AI_H
#define RACKO_AI_H

#include <stddef.h>
#include <stdint.h>

#include "racko/engine.h"
#include "kit/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct RackoAI RackoAI;

/* Creates a computer player of `level` ("easy", "medium", "hard", "expert",
 * and the benchmark opponents "ruby" and "acsl") whose own randomness comes
 * from `seed`.  Returns RACKO_E_ARG for an unknown level.  *out is owned by
 * the caller (racko_ai_free). */
int racko_ai_new(const char *level, uint64_t seed, RackoAI **out);

/* Frees a computer player.  NULL is allowed. */
void racko_ai_free(RackoAI *ai);

/* The level name the player was created with (owned by ai). */
const char *racko_ai_level(const RackoAI *ai);

/* 1 if `level` names a computer player level, else 0. */
int racko_ai_level_valid(const char *level);

/* Every level's name, weakest first, then NULL (a constant list, as
 * kit/cli.h's seat specs take it). */
const char *const *racko_ai_levels(void);

/* Chooses the action for view->seat, which must be the seat to act in a
 * DRAW, PLACE or ECLAIR decision.  The action is always legal.  Returns
 * RACKO_E_PHASE if the view's seat has nothing to decide. */
int racko_ai_decide(RackoAI *ai, const RackoView *view, RackoAction *out);

/* What the strongest level would do now for view->seat, with a short reason
 * a person understands ("slot 4: it fits between 19 and 27") in reason
 * (may be NULL).  Deterministic for a given view and seed. */
int racko_ai_hint(const RackoView *view, uint64_t seed, RackoAction *out, char *reason,
                  size_t size);

/* racko_ai_hint, naming slot k as labels[k] in the reason, as the rack the
 * player sees names it ("a".."j", or "5".."50"); labels NULL: "1".."10".
 * labels (not kept) has RACKO_SLOTS strings. */
int racko_ai_hint_named(const RackoView *view, uint64_t seed, const char *const *labels,
                        RackoAction *out, char *reason, size_t size);

/* Writes a random first name for a computer player into buf (as in Ruby
 * Racko: computer players get random names), avoiding the names in
 * taken[0..ntaken-1].  Returns the length written. */
size_t racko_ai_random_name(TkRng *rng, const char *const *taken, int ntaken, char *buf,
                            size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RACKO_AI_H */
