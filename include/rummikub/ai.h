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

/* Room for a hint's advice and why once worded (rummikub/words.h),
 * terminator included: a smaller buffer gets the sentence cut short. */
enum { RK_AI_REASON = 1024 };

/* What a hint advises (RkReason.advice). */
typedef enum RkAdvice {
    RK_ADVICE_NONE = 0,
    RK_ADVICE_PLAY,         /* play: the sets `sets` when by_sets, else the rack tiles `tiles` */
    RK_ADVICE_PLAY_INSTEAD, /* play the rack tiles `tiles` instead of drawing */
    RK_ADVICE_DRAW,
    RK_ADVICE_PASS,         /* the pool empty: pass */
    RK_ADVICE_DRAW_KEEP,    /* draw and keep all `count` tiles back */
    RK_ADVICE_PASS_KEEP,    /* pass and keep all `count` tiles back */
    RK_ADVICE_ARRANGE,      /* arrange the sets as `sets` (only the sets change) */
    RK_ADVICE_END           /* end the turn: the table is a play as it is */
} RkAdvice;

/* Why a hint advises it (RkReason.why), with the numbers of RkReason each
 * one names.  The seat is the hint's seat; "unseen" is the tiles it has
 * not seen (the other rack, with two seats and the pool empty). */
typedef enum RkWhy {
    RK_WHY_NONE = 0,
    RK_WHY_NO_MELD_YET,    /* no sets on the rack add up to 30 yet */
    RK_WHY_MELD_SHORT,     /* the rack's sets `sets` are worth only `value` */
    RK_WHY_PASS_WINS,      /* `seat` passed, unseen `theirs` against `mine`: passing ends the game and wins */
    RK_WHY_MELD,           /* the initial meld is worth `value` */
    RK_WHY_MELD_KEEP,      /* ... and the sets `kept` stay back for later */
    RK_WHY_MELD_OUT,       /* ... and the rack goes out */
    RK_WHY_OUT,            /* the whole rack goes down: out */
    RK_WHY_NOTHING_FITS,   /* `loss`, but no tile of the rack fits the table */
    RK_WHY_LOWER,          /* `loss`, so the rack goes down from `from` to `to` points */
    RK_WHY_PASS_THEN_WIN,  /* `seat` (unseen `theirs` against `mine`) cannot go out: if it passes too, a win */
    RK_WHY_SAFE_DUMP,      /* the rack drops from `from` to `to` against `seat`'s `theirs`, still stuck */
    RK_WHY_PASS_LOSE_LESS, /* passing ends the game and loses by mine - theirs; a play costs more */
    RK_WHY_PASS_GUARD,     /* `seat` (unseen `theirs` against `mine`) cannot go out but for a play */
    RK_WHY_HOLD_END,       /* the pool (`pool`) runs dry at `at`, the best; a play moves it to `moved` */
    RK_WHY_FLIP,           /* a play moves where the pool (`pool`) runs dry: `flip` says where */
    RK_WHY_NO_FIT,         /* no tile of the rack fits the table (or makes a set: the pool not empty) */
    RK_WHY_KEEP_BACK,      /* `tiles` would stay; a tile put down helps `seat` (`tiles_left` tiles) */
    RK_WHY_GUARD_DROP,     /* the rack drops from `from` to `to`, and `seat` (unseen `theirs`) is still stuck */
    RK_WHY_GUARD_VALID,    /* every set valid (`then`), and `seat` (unseen `theirs`) is still stuck */
    RK_WHY_VALID_FLIP,     /* every set valid (`then`), and as a play instead of a draw, `flip` */
    RK_WHY_VALID_KEEP      /* every set valid (`then`); the other tiles kept back */
} RkWhy;

/* Why a rack is lowered (RkReason.loss). */
typedef enum RkLoss {
    RK_LOSS_CANNOT_OUT = 0, /* the rack cannot go out */
    RK_LOSS_FITS,           /* `seat`'s tiles (unseen) all fit the table: it can go out next turn */
    RK_LOSS_PASSED,         /* `seat` passed, its rack (unseen) `theirs` against `mine`: losing costs less */
    RK_LOSS_EMPTY,          /* the pool is empty and the rack cannot go out */
    RK_LOSS_FEW             /* `seat` has only `tiles_left` tiles and may go out next */
} RkLoss;

/* Where a play instead of a draw moves the end of the pool (RkReason.flip). */
typedef enum RkFlip {
    RK_FLIP_MINE = 0, /* it then runs dry on this seat's turn, not `seat`'s */
    RK_FLIP_OTHER     /* it then runs dry at `at` (a seat that finds it empty has to put tiles down) */
} RkFlip;

/* A hint's advice and why, as data: no words (the table's screen and the
 * terminal word it in the player's language: rummikub/words.h).  Seats
 * are 0-based; a seat's turn (`at`, `moved`) comes with how many seats
 * before this one it plays (`at_before`, `moved_before`: 0 is this seat's
 * own turn). */
typedef struct RkReason {
    int advice;       /* RkAdvice */
    int by_sets;      /* RK_ADVICE_PLAY: the advice names the sets `sets` */
    int count;        /* RK_ADVICE_*_KEEP: the rack's tiles */
    RkCounts tiles;   /* PLAY, PLAY_INSTEAD: the rack tiles that go down; KEEP_BACK: what would stay */
    RkTable sets;     /* PLAY by sets, ARRANGE: the sets; MELD_SHORT: the rack's sets */
    RkTable kept;     /* MELD_KEEP: the sets kept back */
    int why;          /* RkWhy */
    int loss;         /* NOTHING_FITS, LOWER: RkLoss */
    int flip;         /* FLIP, VALID_FLIP: RkFlip */
    int then;         /* GUARD_VALID, VALID_*: 1 "then every set is valid", 0 "every set is valid" */
    int seat;         /* the other seat named (0-based) */
    int at, at_before, moved, moved_before;
    int value;        /* the meld's worth */
    int from, to;     /* the rack's points before and after the play */
    int theirs, mine; /* the unseen tiles' points, the rack's */
    int pool;         /* tiles in the pool */
    int tiles_left;   /* `seat`'s tiles */
} RkReason;

/* What the strongest level would do now for view->seat, with why in
 * *reason (may be NULL; the caller's): the advice, its tiles and the
 * numbers a person understands ("play r4 r5 r6 and k9 b9 o9: your initial
 * meld is worth 42", "draw and keep all 17 tiles back: ..." once worded).
 * Deterministic for a given view and seed.  Errors as rk_ai_decide. */
int rk_ai_hint(const RkView *view, uint64_t seed, RkMove *out, RkReason *reason);

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
 * be NULL; the caller's) as rk_ai_hint's (once worded: "play r7: then
 * every set is valid; keep your other tiles back", "arrange the sets as
 * k5 k6 k7: ...", "end your turn: ...").  TK_OK and *out (the caller's);
 * TK_E_ARG (NULL, or `now` is not a table this turn can reach: a tile of
 * the view's table missing, or one not on its rack), TK_E_PHASE,
 * TK_E_NOMEM. */
int rk_ai_hint_turn(const RkView *view, const RkTable *now, uint64_t seed, RkHint *out,
                    RkReason *reason);

#ifdef __cplusplus
}
#endif

#endif /* RK_AI_H */
