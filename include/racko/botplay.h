/*
 * racko/botplay.h - the player side of the bot protocol: one of our
 * computer levels playing a seat for an outside host (docs/bot-protocol.md,
 * version 1), as `racko-cli bot` does.
 *
 * The host's lines are fed in one at a time.  Information lines become
 * engine events (RackoEvent) applied to the seat's RackoView with
 * racko_view_apply(), so the view is the one the engine would give that
 * seat; question lines (`rbp 1`, `ask draw`, `ask place C deck|discard`,
 * `eclair C`) are answered by a RackoAI deciding from that view.
 *
 * What the protocol does not say is filled in: the deal's cards for other
 * seats (hidden), the slots other seats choose in a lightning deal (the
 * view marks as many of their slots filled as the deal order gives, but
 * which ones is unknown), and the table options a `match` line does not
 * carry (token stake 20, 10 token rounds, turn limit 1000, as
 * racko_config_default), so a host using other values there gives the
 * level a slightly different view than the built-in player would have.
 *
 * The library never prints, exits or aborts (but racko_botplay_run, which
 * reads and writes the FILEs it is given).  A malformed line, or one that
 * contradicts the game so far, gives an error status and a one-sentence
 * message (racko_botplay_error) and changes nothing.  Seats and slots are
 * 0-based in the C API, 1-based on the wire.  A RackoBotPlayer is used by
 * one thread at a time.
 */
#ifndef RACKO_BOTPLAY_H
#define RACKO_BOTPLAY_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kit/botplay.h"

#include "racko/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What to do after a line (racko_botplay_feed). */
typedef TkBotPlayStep RackoBotPlayStep; /* the kit's steps (kit/botplay.h) */
#define RACKO_BOTPLAY_NONE TK_BOTPLAY_NONE     /* information taken in: write nothing */
#define RACKO_BOTPLAY_ANSWER TK_BOTPLAY_ANSWER /* write the answer line (add the '\n') */
#define RACKO_BOTPLAY_BYE TK_BOTPLAY_BYE       /* the host said `bye`: exit */

/* Room enough for any answer line, its NUL included. */
#define RACKO_BOTPLAY_ANSWER_MAX 48

typedef struct RackoBotPlayer RackoBotPlayer;

/* Creates a player of computer level `level` (racko_ai_new) whose AI is
 * seeded with `seed`, answering the hello with `name` (1 to 32 of
 * A-Za-z0-9_-; NULL: "racko-LEVEL").  On success *out is owned by the
 * caller (racko_botplay_free).  Returns RACKO_OK, RACKO_E_ARG (unknown
 * level, bad name) or RACKO_E_NOMEM; msg (may be NULL) says why. */
int racko_botplay_new(const char *level, uint64_t seed, const char *name,
                      RackoBotPlayer **out, char *msg, size_t size);

/* Frees a player.  NULL is allowed. */
void racko_botplay_free(RackoBotPlayer *p);

/* Takes one line from the host (without its '\n'; a '\r' before it is
 * ignored) and sets *step.  For a question, *step is RACKO_BOTPLAY_ANSWER
 * and answer (room for `size` bytes, RACKO_BOTPLAY_ANSWER_MAX is enough)
 * holds the answer line, no newline.  Returns RACKO_OK, or:
 *   RACKO_E_FORMAT  the line is malformed or unknown;
 *   RACKO_E_PHASE, RACKO_E_TURN, RACKO_E_RULE, RACKO_E_ARG, RACKO_E_SLOT,
 *   RACKO_E_CONFIG  the line contradicts the game so far (or the table);
 *   RACKO_E_OVER    the match is over;
 *   RACKO_E_NOMEM   out of memory.
 * On error nothing changes and racko_botplay_error() says why, with one
 * exception that keeps a host going: a well-formed question the view
 * cannot answer (the player lost track of the game) still gets a safe
 * answer ("deck", "discard", or a slot not refused yet) with *step
 * RACKO_BOTPLAY_ANSWER. */
int racko_botplay_feed(RackoBotPlayer *p, const char *line, RackoBotPlayStep *step,
                       char *answer, size_t size);

/* Why the last racko_botplay_feed call failed, one sentence ("" after a
 * success).  Owned by p, valid until the next call on it. */
const char *racko_botplay_error(const RackoBotPlayer *p);

/* The seat's view as the player keeps it (valid until the next call on p),
 * or NULL before the `match` line. */
const RackoView *racko_botplay_view(const RackoBotPlayer *p);

/* The name the player gives in its hello.  Owned by p. */
const char *racko_botplay_name(const RackoBotPlayer *p);

/* A whole bot program's loop, for `racko-cli bot` (the kit's,
 * tk_botplay_serve): creates a player (as racko_botplay_new), reads the
 * host's lines from `in` (a line with a byte that is not printable ASCII,
 * or over RACKO_BOT_LINE_MAX bytes, is skipped before it is parsed),
 * writes each answer line to `out` and flushes it, and writes a short log
 * to `log` (may be NULL): the level, seed and name, the match, each
 * round's end, every line it could not use (it goes on after those),
 * "bye (N lines refused)" at `bye`, and whether the input ended without
 * `bye` during or after the match.  Returns 0 after `bye` or an input
 * that ended after the match, 1 when a write failed, 2 when the player
 * could not be created (the reason is logged), TK_BOTPLAY_CUT (3) when
 * the input ended during the match (or before it). */
int racko_botplay_run(FILE *in, FILE *out, FILE *log, const char *level, uint64_t seed,
                      const char *name);

#ifdef __cplusplus
}
#endif

#endif /* RACKO_BOTPLAY_H */
