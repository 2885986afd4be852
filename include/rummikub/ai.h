/*
 * rummikub/ai.h - Rummikub's computer players.
 *
 * A computer player decides from an RkView only: the engine's per-seat
 * view, which holds nothing the seat could not know (its own rack, the
 * table, every seat's tile count and what each put on the table).  No
 * function here takes an RkGame, so no level can read a hidden tile.
 * Pure C11: no SDL, no printing; a player reads no clock but through
 * kit's monotonic time when its level budgets its thinking.
 */
#ifndef RK_AI_H
#define RK_AI_H

#include <stddef.h>
#include <stdint.h>

#include "rummikub/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A decision: RK_ACT_DRAW (draw a tile; with the pool empty, pass) or
 * RK_ACT_PLAY, leaving the table as `table` (the whole table, as rk_play
 * takes it). */
typedef struct RkMove {
    RkActionKind kind;
    RkTable table; /* RK_ACT_PLAY only */
} RkMove;

typedef struct RkAI RkAI;

/* Creates a computer player of `level` (a name of rk_ai_levels()) whose
 * own randomness comes from `seed`.  TK_OK and *out (owned by the caller,
 * rk_ai_free), TK_E_ARG for an unknown level, TK_E_NOMEM. */
int rk_ai_new(const char *level, uint64_t seed, RkAI **out);

/* Frees a player; NULL is allowed. */
void rk_ai_free(RkAI *ai);

/* The level the player was created with (owned by ai). */
const char *rk_ai_level(const RkAI *ai);

/* 1 if `level` names a level, else 0. */
int rk_ai_level_valid(const char *level);

/* Every level's name, then NULL (a constant list): easy, medium, hard
 * and expert, weakest first, then the benchmark opponents keepback and
 * parity (players who keep their tiles back, docs/ai.md). */
const char *const *rk_ai_levels(void);

/* Chooses the move of view->seat, which must be the seat to act
 * (RK_PHASE_TURN).  The move is always one the engine accepts.  TK_OK and
 * *out (the caller's), TK_E_PHASE when the view's seat has nothing to
 * decide, TK_E_NOMEM. */
int rk_ai_decide(RkAI *ai, const RkView *view, RkMove *out);

/* Room for any hint's reason, terminator included (a smaller buffer gets
 * the sentence cut short, always terminated). */
enum { RK_AI_REASON = 1024 };

/* What the strongest level would do now for view->seat, with a reason a
 * person understands in reason (may be NULL), naming tiles in the notation
 * of rummikub/tile.h ("play r4 r5 r6 and k9 b9 o9: your initial meld is
 * worth 42", "draw and keep all 17 tiles back: ...").  Deterministic for a
 * given view and seed.  Errors as rk_ai_decide. */
int rk_ai_hint(const RkView *view, uint64_t seed, RkMove *out, char *reason, size_t size);

/* Where a hint for a turn in progress starts from. */
typedef enum RkHintFrom {
    RK_HINT_HERE = 0,         /* the table as it stands: every tile put down stays */
    RK_HINT_START_CANNOT = 1, /* the turn's start: what was put down cannot all stay */
    RK_HINT_START_BETTER = 2, /* the turn's start: a play from there puts more tiles down */
    RK_HINT_START_WORSE = 3   /* the turn's start: any play keeping what was put down is worse (it moves
                                 the end of the pool to a worse seat, or lets the other rack go out) */
} RkHintFrom;

typedef struct RkHint {
    RkMove move;     /* RK_ACT_PLAY: the whole table after the play; or RK_ACT_DRAW */
    int from_start;  /* RkHintFrom */
    int more;        /* rack tiles the play puts down beyond the table it starts from */
} RkHint;

/* The hint for view->seat's turn in progress: `now` is the table as the
 * person has it (the view's table with tiles of the view's rack put down,
 * in sets that need not be valid yet).  The strongest level's advice for
 * the table as it stands, every tile put down kept (RK_HINT_HERE), after
 * what expert's move from the turn's start is for: the play that puts the
 * whole rack down from here; the most points when expert lowers its rack
 * (a seat about to go out, the pool empty; with two seats only what
 * leaves the other rack unable to go out); otherwise (expert keeping tiles
 * back, or putting one down instead of drawing to move the seat that
 * finds the pool empty) the fewest rack tiles that make every set valid,
 * none when they are ("end your turn: ..."); before the initial meld the
 * fewest that make a meld of 30 with the tiles put down; its table holds
 * every tile of `now`, laid out as close to it as can be (rk_solve_keep).
 * When what was put down cannot all stay, a play from the turn's start
 * puts more tiles down, or any play keeping it is worse than expert's move
 * (a draw that keeps the end of the pool where it suits the seat, a pass
 * or a play that leaves the other rack unable to go out), rk_ai_hint's
 * move from the view with from_start saying why.  The view alone is used:
 * the other racks are never seen.
 * With `now` holding the view's sets, rk_ai_hint's answer.  reason (may
 * be NULL) as rk_ai_hint's ("play r7: then every set is valid; keep your
 * other tiles back", "arrange the sets as k5 k6 k7: ...", "end your turn:
 * ...").  TK_OK and *out (the caller's); TK_E_ARG (NULL, or `now` is not a
 * table this turn can reach: a tile of the view's table missing, or one
 * not on its rack), TK_E_PHASE, TK_E_NOMEM. */
int rk_ai_hint_turn(const RkView *view, const RkTable *now, uint64_t seed, RkHint *out,
                    char *reason, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RK_AI_H */
