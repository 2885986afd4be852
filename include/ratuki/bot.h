/*
 * ratuki/bot.h - outside programs ("bots") playing a Ratuki seat through
 * the Ratuki bot protocol, version 1 (../shared/ratuki-bot-protocol.md;
 * docs/ratuki.md, "Bot protocol").
 *
 * An RtBot is one child process started through the shell, spoken to over
 * its standard input and output; its standard error is kept as its log
 * (in memory, bounded) and never parsed.  The kit's bot transport
 * (kit/bot.h) carries the lines and watches the process (framing, queued
 * writes, reply limits, floods, exits, stray children, `bye`); this layer
 * is Ratuki's conversation on it.  The library never prints, exits or
 * aborts, and never trusts the bot.
 *
 * The life of a bot seat:
 *
 *   rt_bot_start()    start it, send `rtb 1`, wait for `ok NAME` (a bad
 *                     hello fails it); or rt_bot_launch() + rt_bot_hello()
 *                     without blocking
 *   rt_bot_match()    once, before any event: the `match ...` line
 *   rt_bot_agent()    the bot as a seat's agent for the round driver
 *                     (ratuki/driver.h), which tells it every event
 *                     (`round`, `played`, `took`, `tie`, `discarded`,
 *                     `roundover`, `score`, `matchover`), its `state`,
 *                     asks it (`ask T`), and tells it `refused TEXT`
 *   rt_bot_free()     `bye`, a short wait, then kill and reap
 *
 * Time.  Every `ask T` is answered within the reply limit (reply_ms,
 * default 10 s of wall time), or the bot fails ("timed out after 10 s").
 * A blocking agent (headless runs) waits for the answer, so the game's
 * clock stands still while the bot thinks; a non-blocking one (a desktop
 * table) answers RT_AGENT_LATER and is polled.  A line the bot writes when
 * no answer is due fails it, and so does an exit or a closed pipe.  An
 * answer that is not `play C K D`, `discard C D`, `keep` or `wait` (or a
 * line too long, or not printable ASCII) is refused at once (the driver
 * tells the bot `refused TEXT` and asks again, and counts it: 20 in one
 * round fail the seat).
 *
 * Threads: an RtBot is used by one thread at a time.  Seats and places are
 * 0-based here, 1-based on the wire.
 */
#ifndef RT_BOT_H
#define RT_BOT_H

#include <stddef.h>

#include "kit/bot.h"
#include "ratuki/driver.h"
#include "ratuki/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RT_BOT_PROTOCOL 1
#define RT_BOT_LINE_MAX 1024       /* printable bytes in a line, before its (CR)LF */
#define RT_BOT_NAME_MAX 32         /* characters in a bot's name */
#define RT_BOT_REPLY_MS 10000      /* default reply limit */
#define RT_BOT_LOG_MAX (64 * 1024) /* default bytes of log kept */
#define RT_BOT_EVENT_TEXT 1024     /* room for any event's lines (rt_bot_event_text) */

typedef struct RtBotOptions {
    int reply_ms;   /* reply limit in ms (hello, each ask); 0 = RT_BOT_REPLY_MS */
    size_t log_max; /* bytes of stderr kept (the latest); 0 = RT_BOT_LOG_MAX */
} RtBotOptions;

typedef enum RtBotResult {
    RT_BOT_PENDING = 0, /* no answer yet: call again */
    RT_BOT_ANSWER = 1,  /* an answer in good form (or the hello) */
    RT_BOT_REFUSED = 2, /* a line that is no answer: why says so (refuse it, ask again) */
    RT_BOT_FAILED = 3   /* the bot failed and was killed: rt_bot_failure() */
} RtBotResult;

typedef struct RtBot RtBot;

/* Starts `command` through the shell (kit/bot.h) to play seat `seat`
 * (0-based), sends `rtb 1` and waits up to the reply limit for `ok NAME`.
 * opt may be NULL (defaults).  On success *out is a new bot owned by the
 * caller (rt_bot_free).  On failure *out is NULL, the process is gone, and
 * msg (may be NULL) gets one line saying why, with the last line of the
 * bot's log when there is one.  Returns TK_OK, TK_E_ARG, TK_E_NOMEM or
 * TK_E_IO. */
int rt_bot_start(const char *command, int seat, const RtBotOptions *opt, RtBot **out, char *msg,
                 size_t size);

/* Like rt_bot_start but does not wait for the hello: *out (owned by the
 * caller) is returned at once with `rtb 1` sent; call rt_bot_hello() until
 * it gives RT_BOT_ANSWER or RT_BOT_FAILED. */
int rt_bot_launch(const char *command, int seat, const RtBotOptions *opt, RtBot **out,
                  char *msg, size_t size);

/* Waits at most wait_ms for the hello's answer: RT_BOT_ANSWER once the bot
 * answered `ok NAME` (and on every later call while it is alive),
 * RT_BOT_PENDING, or RT_BOT_FAILED (a bad hello fails it). */
RtBotResult rt_bot_hello(RtBot *bot, int wait_ms);

/* Sends `bye` to a live bot, waits up to 200 ms for it to exit, then kills
 * it and everything it started and reaps it; frees the bot.  NULL is
 * allowed. */
void rt_bot_free(RtBot *bot);

/* The name the bot gave in its hello ("" before it).  Owned by bot. */
const char *rt_bot_name(const RtBot *bot);

/* The seat the bot plays (0-based), -1 for NULL. */
int rt_bot_seat(const RtBot *bot);

/* Sends `match seats=P seat=S target=T window=W` for cfg (not kept).
 * Once, after the hello and before any event.  TK_OK, TK_E_PHASE (no
 * hello yet, or sent already), TK_E_CONFIG (cfg invalid, or the seat not
 * at the table), TK_E_NOMEM, or TK_E_IO when the bot has failed. */
int rt_bot_match(RtBot *bot, const RtConfig *cfg);

/* Tells the bot about one engine event (the full event: the lines say
 * nothing face down).  TK_OK, TK_E_PHASE (before rt_bot_match), TK_E_ARG,
 * TK_E_NOMEM, or TK_E_IO when the bot has failed. */
int rt_bot_event(RtBot *bot, const RtEvent *ev);

/* Tells the bot the state of its seat (view) and/or asks it, as `tell`
 * says (RT_TELL_STATE: `state ...`; RT_TELL_ASK: `ask T`, T = view->now,
 * and an answer is due within the reply limit).  TK_OK, TK_E_ARG (not the
 * bot's view), TK_E_PHASE (an answer is still due, or no match line),
 * TK_E_IO when the bot has failed. */
int rt_bot_tell(RtBot *bot, const RtView *view, int tell);

/* Reads the answer to `ask T` for up to wait_ms (0: only what is there):
 * RT_BOT_ANSWER with *out (in good form; the driver checks the rest),
 * RT_BOT_REFUSED with why (a line that is no answer: refuse it with
 * rt_bot_refused, then ask again), RT_BOT_PENDING, or RT_BOT_FAILED
 * (timed out, exited, flooded...: rt_bot_failure()). */
RtBotResult rt_bot_poll(RtBot *bot, int wait_ms, RtIntent *out, char *why, size_t size);

/* Sends `refused TEXT` (made printable, cut to fit a line).  TK_OK or
 * TK_E_IO. */
int rt_bot_refused(RtBot *bot, const char *text);

/* 1 if the bot has failed, else 0. */
int rt_bot_failed(const RtBot *bot);

/* Why the bot failed, one line for a person; "" if it has not.  Owned by
 * bot. */
const char *rt_bot_failure(const RtBot *bot);

/* The bot's log (its standard error so far), NUL-terminated; *len (may
 * be NULL) its length.  Owned by bot, valid until the next call on it. */
const char *rt_bot_log(RtBot *bot, size_t *len);

/* The kit's transport the bot speaks through (kit/bot.h: its hello's
 * name, why it failed, its log, as the match layer reads any game's bot),
 * or NULL for NULL.  Owned by bot. */
TkBot *rt_bot_transport(RtBot *bot);

/* The last non-empty line of the bot's log into buf. */
void rt_bot_log_tail(const RtBot *bot, char *buf, size_t size);

/* The bot as the agent of its seat for the round driver: `event` tells
 * it every event, `ask` its state and the question (blocking 1: waits
 * for the answer, up to the reply limit; 0: RT_AGENT_LATER, then `poll`),
 * `refused` the refusals.  *out refers to bot, which stays the caller's. */
void rt_bot_agent(RtBot *bot, int blocking, RtAgent *out);

/* ------------------------------------------------------------------ */
/* The pure parts, usable and testable without a process               */

/* Parses an answer to `ask T` into *out (place 0-based): the form only;
 * the values (a card 1-5 or W, a place at the table, a delay 0..60000)
 * are the driver's to check (rt_intent_check), so an answer with a card
 * 7 comes back with card 0 and a delay of 99999999 as it is.  TK_OK, or
 * TK_E_FORMAT (TK_E_ARG for NULLs) with a reason fit for `refused TEXT`
 * in why (may be NULL). */
int rt_bot_parse_answer(const char *line, RtIntent *out, char *why, size_t size);

/* Writes the answer line for an intention (no newline) into line.
 * Returns its length, or 0 for no intention. */
size_t rt_bot_format_answer(const RtIntent *in, char *line, size_t size);

/* Writes the `match ...` line (no newline) for cfg and the 0-based seat. */
size_t rt_bot_match_line(const RtConfig *cfg, int seat, char *line, size_t size);

/* Writes the `state ...` line (no newline) of a seat's view. */
size_t rt_bot_state_line(const RtView *view, char *line, size_t size);

/* Writes the information lines event ev stands for into buf, each ended
 * by '\n' ("" for an event with no line: a deal, a draw, a play becoming
 * final, the turn-over, "Out!" and the like, said by `roundover`).
 * RT_BOT_EVENT_TEXT bytes always suffice.  Returns the number of lines,
 * or -1 when buf is too small. */
int rt_bot_event_text(const RtEvent *ev, int players, char *buf, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RT_BOT_H */
