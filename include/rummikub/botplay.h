/*
 * rummikub/botplay.h - the player side of the Rummikub bot protocol: one
 * of our computer levels (rummikub/ai.h) playing a seat for an outside
 * host (../shared/rummikub-bot-protocol.md, version 1), as
 * `rummikub-cli bot --ai LEVEL` does.
 *
 * The host's lines are fed in one at a time (rk_botplay_feed).  The
 * information lines rebuild the seat's RkView as the engine would give it
 * (rk_game_view): its rack (dealt and drawn), the table, every seat's tile
 * count, melded flag, turns, draws, plays, penalties and passes and the
 * tiles it played, the pool's size, the passes in a row, the last game's
 * score and the match totals.  At `ask play` the level decides from that
 * view (rk_ai_decide) and the answer is `draw` or `play SETS`.  After an
 * `error` line (the host refused our play), the next `ask play` of that
 * turn is answered `draw`: the level would only choose the same play.
 *
 * What the protocol does not carry is left as the engine's defaults: the
 * view's config.first is -1 (the first-seat draw), and the tiles of the
 * first-seat draw are not known.
 *
 * The library never prints, exits or aborts (but rk_botplay_run, which
 * reads and writes the FILEs it is given).  A malformed line, or one that
 * contradicts the game so far, gives an error status and a one-sentence
 * message (rk_botplay_error) and changes nothing.  Seats are 0-based in
 * the C API, 1-based on the wire.  An RkBotPlayer is used by one thread at
 * a time.
 */
#ifndef RK_BOTPLAY_H
#define RK_BOTPLAY_H

#include <stddef.h>
#include <stdint.h>

#include "kit/botplay.h"
#include <stdio.h>

#include "rummikub/bot.h"
#include "rummikub/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What to do after a line (rk_botplay_feed). */
typedef TkBotPlayStep RkBotPlayStep; /* the kit's steps (kit/botplay.h) */
#define RK_BOTPLAY_NONE TK_BOTPLAY_NONE     /* information taken in: write nothing */
#define RK_BOTPLAY_ANSWER TK_BOTPLAY_ANSWER /* write the answer line (add the '\n') */
#define RK_BOTPLAY_BYE TK_BOTPLAY_BYE       /* the host said `bye`: exit */

/* Room enough for any answer line, its NUL included. */
#define RK_BOTPLAY_ANSWER_MAX RK_BOT_LINE_MAX

typedef struct RkBotPlayer RkBotPlayer;

/* Creates a player of computer level `level` (rk_ai_new; rk_ai_levels()
 * names them) whose AI is seeded with `seed`, answering the hello with
 * `name` (1 to 32 of A-Za-z0-9_-; NULL: "rummikub-LEVEL").  On success
 * *out is owned by the caller (rk_botplay_free).  Returns TK_OK, TK_E_ARG
 * (unknown level, bad name) or TK_E_NOMEM; msg (may be NULL) says why. */
int rk_botplay_new(const char *level, uint64_t seed, const char *name, RkBotPlayer **out,
                   char *msg, size_t size);

/* Frees a player.  NULL is allowed. */
void rk_botplay_free(RkBotPlayer *p);

/* Forgets the match: the player is as rk_botplay_new left it (its level,
 * seed state and name are kept), ready for another host's hello. */
void rk_botplay_reset(RkBotPlayer *p);

/* Takes one line from the host (without its '\n'; a '\r' before it is
 * ignored) and sets *step.  For a question (`rkb 1`, `ask play`), *step is
 * RK_BOTPLAY_ANSWER and answer (room for `size` bytes;
 * RK_BOTPLAY_ANSWER_MAX is enough) holds the answer line, no newline.
 * Returns TK_OK, or:
 *   TK_E_FORMAT  the line is malformed or unknown;
 *   TK_E_RULE, TK_E_PHASE, TK_E_ARG, TK_E_CONFIG  the line contradicts
 *                the game so far (or is not a table);
 *   TK_E_NOMEM   out of memory.
 * On error nothing changes and rk_botplay_error() says why, with one
 * exception that keeps a host going: an `ask play` the view cannot
 * answer (the player lost track of the game) still gets the safe answer
 * `draw` with *step RK_BOTPLAY_ANSWER. */
int rk_botplay_feed(RkBotPlayer *p, const char *line, RkBotPlayStep *step, char *answer,
                    size_t size);

/* Why the last rk_botplay_feed call failed, one sentence ("" after a
 * success).  Owned by p, valid until the next call on it. */
const char *rk_botplay_error(const RkBotPlayer *p);

/* The seat's view as the player keeps it (valid until the next call on
 * p), or NULL before the `match` line. */
const RkView *rk_botplay_view(const RkBotPlayer *p);

/* The name the player gives in its hello.  Owned by p. */
const char *rk_botplay_name(const RkBotPlayer *p);

/* A whole bot program's loop, for `rummikub-cli bot`: creates a player
 * (as rk_botplay_new), reads the host's lines from `in` (a line over
 * RK_BOT_LINE_MAX bytes, or one with a NUL byte, is skipped), writes each
 * answer line to `out` and flushes it, and writes a short log to `log`
 * (may be NULL): the match, each game's end, and every line it could not
 * use (it goes on after those).  Returns 0 after `bye` or the end of `in`, 1 when a write
 * failed, 2 when the player could not be created (the reason is logged). */
int rk_botplay_run(FILE *in, FILE *out, FILE *log, const char *level, uint64_t seed,
                   const char *name);

#ifdef __cplusplus
}
#endif

#endif /* RK_BOTPLAY_H */
