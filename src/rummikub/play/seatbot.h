/*
 * seatbot.h - what the table (table.c) needs of an outside bot playing a
 * seat: start it (hello, match line), forward events redacted for its
 * seat, ask it for a move and poll for the answer, say a refusal, keep its
 * log.  seatbot.c implements it on the bot protocol library
 * (rummikub/bot.h); seatbot_none.c, for a build without that library,
 * refuses to start any bot (the computer then plays the seat).
 */
#ifndef PLAY_SEATBOT_H
#define PLAY_SEATBOT_H

#include <stddef.h>

#include "rummikub/ai.h"
#include "rummikub/engine.h"

typedef struct SeatBot SeatBot;

typedef enum SeatBotResult {
    SEATBOT_PENDING = 0, /* no answer yet */
    SEATBOT_ANSWER = 1,  /* *move holds the bot's answer */
    SEATBOT_FAILED = 2,  /* the bot failed (why says how): the computer takes over */
    SEATBOT_DRAW = 3     /* refused too often in this turn: the seat draws */
} SeatBotResult;

/* Starts `command` for seat (0-based), waits for its hello and sends the
 * match line.  TK_OK and *out, or an error with why. */
int seatbot_start(const char *command, int seat, const RkConfig *cfg, int reply_ms,
                  const char *log_dir, SeatBot **out, char *why, size_t size);

/* The name the bot gave in its hello (owned by b). */
const char *seatbot_name(const SeatBot *b);

/* Forwards one event (unredacted; the bot sees its seat's share).  TK_OK
 * or an error with why. */
int seatbot_event(SeatBot *b, const RkEvent *ev, char *why, size_t size);

/* Asks for the move of view->seat (once per question) and waits at most
 * wait_ms for the answer. */
SeatBotResult seatbot_poll(SeatBot *b, const RkView *view, int wait_ms, RkMove *move, char *why,
                           size_t size);

/* The last answer was refused (error: the engine's sentence): tells the
 * bot.  SEATBOT_PENDING (asked again: poll on), SEATBOT_DRAW (the turn's
 * last refusal: the seat draws) or SEATBOT_FAILED (why says how). */
SeatBotResult seatbot_refused(SeatBot *b, const char *error, char *why, size_t size);

/* The turn ended without the bot's answer (the turn timer): a question
 * out is forgotten, its late answer ignored. */
void seatbot_withdraw(SeatBot *b);

/* Looks at a bot that is not being asked anything, without waiting (a
 * few system calls): TK_OK while it is well, else an error with why (it
 * exited, closed a pipe, wrote when nothing was asked).  A bot with a
 * question out is left to seatbot_poll. */
int seatbot_watch(SeatBot *b, char *why, size_t size);

/* Writes the bot's log (its stderr) to LOGDIR/bot-seatN.log when a log
 * directory was given; path gets the file's name ("" if none). */
void seatbot_save_log(SeatBot *b, char *path, size_t size);

/* Says goodbye and frees; NULL allowed. */
void seatbot_free(SeatBot *b);

#endif /* PLAY_SEATBOT_H */
