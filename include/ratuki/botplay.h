/*
 * ratuki/botplay.h - the player side of the Ratuki bot protocol: one of
 * our computer levels (ratuki/ai.h) playing a seat for an outside host
 * (../shared/ratuki-bot-protocol.md, version 1), as
 * `ratuki-cli bot --ai LEVEL` does.
 *
 * The host's lines are fed in one at a time (rt_botplay_feed).  The lines
 * rebuild the seat's RtView as the engine would give it at the moment of
 * each `ask T`: the hand (values: the protocol sends no colours or
 * styles), every place's top and height and the card pending on it (from
 * `played`, until its window ends), every seat's piles, the round, the
 * totals.  The level decides from that view as it does at our own table,
 * so the level behind the protocol plays exactly as the level inside
 * (same seed, same answers).
 *
 * The library never prints, exits or aborts (but rt_botplay_run, which
 * reads and writes the FILEs it is given).  A malformed line, or one that
 * contradicts the game so far, gives an error status and a one-sentence
 * message (rt_botplay_error) and changes nothing; an `ask` is always
 * answered (`wait` when the player lost track).  Seats and places are
 * 0-based in the C API, 1-based on the wire.
 */
#ifndef RT_BOTPLAY_H
#define RT_BOTPLAY_H

#include <stddef.h>
#include <stdint.h>

#include "kit/botplay.h"
#include <stdio.h>

#include "ratuki/ai.h"
#include "ratuki/bot.h"
#include "ratuki/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What to do after a line (rt_botplay_feed). */
typedef TkBotPlayStep RtBotPlayStep; /* the kit's steps (kit/botplay.h) */
#define RT_BOTPLAY_NONE TK_BOTPLAY_NONE     /* information taken in: write nothing */
#define RT_BOTPLAY_ANSWER TK_BOTPLAY_ANSWER /* write the answer line (add the '\n') */
#define RT_BOTPLAY_BYE TK_BOTPLAY_BYE       /* the host said `bye`: exit */

/* Room enough for any answer line, its NUL included. */
#define RT_BOTPLAY_ANSWER_MAX 64

typedef struct RtBotPlayer RtBotPlayer;

/* Creates a player of computer level `level` (rt_ai_levels()) whose own
 * randomness comes from `seed`, at `pace` (percent, 0: 100; ratuki/ai.h),
 * answering the hello with `name` (1 to 32 of A-Za-z0-9_-; NULL:
 * "ratuki-LEVEL").  On success *out is owned by the caller
 * (rt_botplay_free).  TK_OK, TK_E_ARG (unknown level, bad pace or name),
 * TK_E_NOMEM; msg (may be NULL) says why. */
int rt_botplay_new(const char *level, uint64_t seed, int pace, const char *name,
                   RtBotPlayer **out, char *msg, size_t size);

/* Frees a player.  NULL is allowed. */
void rt_botplay_free(RtBotPlayer *p);

/* Takes one line from the host (without its '\n'; a '\r' before it is
 * ignored) and sets *step.  For a question (`rtb 1`, `ask T`), *step is
 * RT_BOTPLAY_ANSWER and answer (room for `size` bytes) holds the answer
 * line, no newline.  TK_OK, or TK_E_FORMAT (malformed or unknown),
 * TK_E_PHASE / TK_E_RULE (contradicts the game so far), TK_E_NOMEM; on
 * error nothing changes and rt_botplay_error() says why, but an `ask`
 * still gets an answer (`wait`). */
int rt_botplay_feed(RtBotPlayer *p, const char *line, RtBotPlayStep *step, char *answer,
                    size_t size);

/* Why the last rt_botplay_feed failed ("" after a success).  Owned by p. */
const char *rt_botplay_error(const RtBotPlayer *p);

/* The seat's view as the player keeps it (valid until the next call on
 * p), or NULL before the `match` line. */
const RtView *rt_botplay_view(const RtBotPlayer *p);

/* The name the player gives in its hello.  Owned by p. */
const char *rt_botplay_name(const RtBotPlayer *p);

/* A whole bot program's loop, for `ratuki-cli bot`: creates a player (as
 * rt_botplay_new), reads the host's lines from `in` (a line longer than
 * the protocol's, or one with a NUL byte, is skipped), writes each answer
 * to `out` and flushes it, and a short log to `log` (may be NULL): the
 * match, each round's end, every line it could not use and every
 * refusal.  Returns 0 after `bye`
 * or the end of `in`, 1 when a write failed, 2 when the player could not
 * be created (the reason is logged). */
int rt_botplay_run(FILE *in, FILE *out, FILE *log, const char *level, uint64_t seed, int pace,
                   const char *name);

#ifdef __cplusplus
}
#endif

#endif /* RT_BOTPLAY_H */
