/*
 * rummikub/bot.h - outside programs ("bots") playing a Rummikub seat
 * through the Rummikub bot protocol, version 1
 * (../shared/rummikub-bot-protocol.md; docs/rummikub.md, "Bot protocol").
 *
 * An RkBot is one child process started through the shell, spoken to over
 * its standard input and output; its standard error is kept as its log (in
 * memory, bounded) and never parsed.  The kit's bot transport (kit/bot.h)
 * carries the lines and watches the process (framing, queued writes, reply
 * limits, floods, exits, stray children, `bye`); this layer is Rummikub's
 * conversation on it.  Nothing here blocks longer than asked but
 * rk_bot_start (which waits for the hello), rk_bot_free (up to 200 ms) and
 * a failure (up to 250 ms for the bot's last words): a render loop can poll
 * a bot every frame with wait_ms = 0.  The library never prints, exits or
 * aborts, and never trusts the bot.
 *
 * The life of a bot seat (the caller owns the RkGame):
 *
 *   rk_bot_start()    start it, send `rkb 1`, wait for `ok NAME`
 *                     (or rk_bot_launch() + rk_bot_hello() without blocking)
 *   rk_bot_match()    once, before any event: the `match ...` line
 *   rk_bot_event()    every engine event, in order, unredacted: the bot
 *                     sees it redacted for its seat, as information lines
 *   rk_bot_ask()      when the bot's seat is to act: `ask play`
 *   rk_bot_poll()     until it gives
 *       RK_BOT_ANSWER   *out is `draw` or a table in good notation.  Check
 *                       a play with rk_check_play(); when the engine
 *                       refuses it call rk_bot_refuse(bot, rk_game_error(g)),
 *                       which gives PENDING (asked again: poll on) or
 *                       REFUSED; else apply it (rk_draw / rk_play) and pass
 *                       the events on with rk_bot_event().
 *       RK_BOT_REFUSED  the max_refusals-th refusal in this turn (3; the
 *                       last `error` line was sent): the seat draws (or
 *                       passes): apply rk_draw(g, seat) and go on.
 *       RK_BOT_FAILED   the bot is gone (killed): hand the seat to a
 *                       built-in computer player for the rest of the match
 *                       and tell the user rk_bot_failure() (and
 *                       rk_bot_log(), its standard error).
 *   rk_bot_free()     `bye`, a short wait, then kill and reap
 *
 * Refusals.  A line that is not `draw` or `play SETS` in the notation, a
 * line over RK_BOT_LINE_MAX bytes or with a byte that is not printable
 * ASCII, is refused here (`error TEXT`, `ask play` again) and counts as a
 * refusal of the turn; a play the engine refuses is refused by the caller
 * through rk_bot_refuse() and counts the same.  rk_bot_refusals() says how
 * many this turn has had.  A refusal never fails the bot: after the third
 * the seat draws for that turn and the match goes on.
 *
 * Time.  With no turn timer (RkConfig.timer 0), an answer (and the hello)
 * is due within the reply limit (reply_ms, default 10 s) from each `ask
 * play`; none in time fails the bot ("timed out after 10 s").  With a
 * turn timer the reply limit does not apply to `ask play`: the caller
 * keeps the turn's time (the table's clock) and, when it runs out, applies
 * rk_timeout() and passes its events on as usual; the PENALTY event of the
 * bot's own seat closes the question, and the bot's late answer to it,
 * when it comes, is dropped unread.  Either way a bot that exits, closes
 * its output, writes a line nobody asked for or stops reading fails.
 *
 * Threads: an RkBot is used by one thread at a time.  Seats are 0-based
 * here, 1-based on the wire.
 */
#ifndef RK_BOT_H
#define RK_BOT_H

#include <stddef.h>

#include "kit/bot.h"
#include "rummikub/ai.h"
#include "rummikub/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RK_BOT_PROTOCOL 1
#define RK_BOT_LINE_MAX 1024          /* bytes in a line, the '\n' included */
#define RK_BOT_NAME_MAX 32            /* characters in a bot's name */
#define RK_BOT_REPLY_MS 10000         /* default reply limit (no turn timer) */
#define RK_BOT_REFUSALS 3             /* refusals in a turn after which the seat draws */
#define RK_BOT_LOG_MAX (64 * 1024)    /* default bytes of log kept */
#define RK_BOT_EVENT_TEXT 8192        /* room for any event's lines (rk_bot_event_text) */

typedef struct RkBotOptions {
    int reply_ms;     /* reply limit in ms (hello; `ask play` with no turn timer);
                         0 = RK_BOT_REPLY_MS */
    int max_refusals; /* refusals in one turn after which the seat draws; 0 = RK_BOT_REFUSALS */
    size_t log_max;   /* bytes of stderr kept (the latest); 0 = RK_BOT_LOG_MAX */
} RkBotOptions;

/* Fills opt with the defaults (the fields' 0 values mean the same). */
void rk_bot_options_default(RkBotOptions *opt);

typedef enum RkBotResult {
    RK_BOT_IDLE = 0,    /* nothing is being asked */
    RK_BOT_PENDING = 1, /* asked, no answer yet: call again */
    RK_BOT_ANSWER = 2,  /* an answer in good form: *out (or the hello, rk_bot_hello) */
    RK_BOT_REFUSED = 3, /* refused max_refusals times this turn: the seat draws */
    RK_BOT_FAILED = 4   /* the bot failed and was killed: see rk_bot_failure() */
} RkBotResult;

typedef struct RkBot RkBot;

/* Starts `command` through the shell (/bin/sh -c on POSIX, cmd.exe /c on
 * Windows; kit/bot.h) to play seat `seat` (0-based), sends `rkb 1` and
 * waits up to the reply limit for `ok NAME` (a bad hello is refused with
 * `error TEXT` and asked again, 3 times at most).  opt may be NULL
 * (defaults).  On success *out is a new bot owned by the caller
 * (rk_bot_free).  On failure *out is NULL, the process is gone, and msg
 * (may be NULL) gets one line saying why, with the last line of the bot's
 * log when there is one ("exited with status 127 (sh: 1: exec: ./mybot:
 * not found)").  Returns TK_OK, TK_E_ARG, TK_E_NOMEM or TK_E_IO. */
int rk_bot_start(const char *command, int seat, const RkBotOptions *opt, RkBot **out, char *msg,
                 size_t size);

/* Like rk_bot_start but does not wait for the hello: *out (owned by the
 * caller) is returned at once with the hello being asked; call
 * rk_bot_hello() until it gives RK_BOT_ANSWER or RK_BOT_FAILED.  On
 * failure to start the process *out is NULL and msg says why. */
int rk_bot_launch(const char *command, int seat, const RkBotOptions *opt, RkBot **out,
                  char *msg, size_t size);

/* Waits at most wait_ms for the hello's answer: RK_BOT_ANSWER once the bot
 * answered `ok NAME` (and on every later call while it is alive),
 * RK_BOT_PENDING, or RK_BOT_FAILED. */
RkBotResult rk_bot_hello(RkBot *bot, int wait_ms);

/* Sends `bye` to a live bot, waits up to 200 ms for it to exit, then kills
 * it and everything it started and reaps it (no zombies); frees the bot.
 * NULL is allowed. */
void rk_bot_free(RkBot *bot);

/* The name the bot gave in its hello ("" before it).  Owned by bot. */
const char *rk_bot_name(const RkBot *bot);

/* The seat the bot plays (0-based), -1 for NULL. */
int rk_bot_seat(const RkBot *bot);

/* Sends `match players=P seat=S games=G timer=T` for cfg (not kept).  Call
 * once, after the hello and before any event.  Returns TK_OK, TK_E_PHASE
 * (hello not answered, or match already sent), TK_E_CONFIG (cfg invalid,
 * or the bot's seat is not at the table), TK_E_NOMEM, or TK_E_IO when the
 * bot has failed. */
int rk_bot_match(RkBot *bot, const RkConfig *cfg);

/* Tells the bot about one engine event.  ev (not kept) is the full event
 * (rk_event_next): it is redacted here for the bot's seat
 * (rk_event_redact) and turned into the protocol's information lines
 * (rk_bot_event_text).  Output is queued and written without blocking;
 * whatever the bot wrote meanwhile is read, so a flood or an exit is
 * noticed here.  Returns TK_OK, TK_E_PHASE (before rk_bot_match), TK_E_ARG,
 * TK_E_NOMEM, or TK_E_IO when the bot has failed (see rk_bot_failure). */
int rk_bot_event(RkBot *bot, const RkEvent *ev);

/* Asks the bot to decide for `view` (rk_game_view of the bot's seat, which
 * must be the seat to act): `ask play`.  A new turn: its refusals start at
 * 0.  Then poll.  Returns TK_OK once the question is out (a bot that
 * dies on reading it is reported by rk_bot_poll), TK_E_ARG (not the bot's
 * view, or the seat is not to act), TK_E_PHASE (a question is already
 * out, or the match line was not sent), TK_E_NOMEM, or TK_E_IO (the bot
 * had failed before, or the question could not be written). */
int rk_bot_ask(RkBot *bot, const RkView *view);

/* Reads the bot's output for up to wait_ms (0: only what is there now).
 * RK_BOT_ANSWER: *out (may not be NULL) is RK_ACT_DRAW or RK_ACT_PLAY with
 * its table, in good notation but not checked against the rules (the
 * caller checks it; the question stays open for rk_bot_refuse until the
 * next rk_bot_event or rk_bot_ask).  RK_BOT_PENDING: call again later.
 * RK_BOT_REFUSED: a line refused here was the turn's last allowed refusal:
 * the seat draws.  RK_BOT_FAILED: the seat needs another player.
 * RK_BOT_IDLE: nothing is asked (the call still reads the log and notices
 * a flood or an exit).  While the hello is out this waits for it like
 * rk_bot_hello(), giving PENDING, then IDLE once it is answered. */
RkBotResult rk_bot_poll(RkBot *bot, int wait_ms, RkMove *out);

/* Refuses the answer rk_bot_poll just gave (RK_BOT_ANSWER), with `text`
 * (one line for the bot: rk_game_error's sentence; made printable and cut
 * to fit a line): sends `error TEXT`, then `ask play` again unless this
 * was the turn's max_refusals-th refusal.  Returns RK_BOT_PENDING (asked
 * again: poll on), RK_BOT_REFUSED (the last refusal: the seat draws),
 * RK_BOT_FAILED, or RK_BOT_IDLE when there is no answer to refuse
 * (nothing is sent). */
RkBotResult rk_bot_refuse(RkBot *bot, const char *text);

/* Refusals in the current turn (reset by rk_bot_ask). */
int rk_bot_refusals(const RkBot *bot);

/* 1 if the bot has failed, else 0. */
int rk_bot_failed(const RkBot *bot);

/* Why the bot failed, one line for a person ("timed out after 10 s",
 * "exited with status 3", "closed its output", "wrote 'hi' when no answer
 * was due"); "" if it has not.  Owned by bot. */
const char *rk_bot_failure(const RkBot *bot);

/* The bot's log (its standard error so far, the latest log_max bytes,
 * control bytes other than newline and tab shown as '?'), NUL-terminated;
 * *len (may be NULL) gets its length.  Owned by bot, valid until the next
 * call on it. */
const char *rk_bot_log(RkBot *bot, size_t *len);

/* The kit's transport the bot speaks through (kit/bot.h: its hello's
 * name, why it failed, its log, as the match layer reads any game's bot),
 * or NULL for NULL.  Owned by bot. */
TkBot *rk_bot_transport(RkBot *bot);

/* Copies the last non-empty line of the bot's log (at most its latest 100
 * bytes) into buf: for a one-line message about a failed bot. */
void rk_bot_log_tail(const RkBot *bot, char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* The pure parts, usable and testable without a process               */

/* Parses an answer to `ask play`: `draw`, or `play SETS` with SETS a
 * table in the notation (sets separated by `|`, tiles by spaces, in any
 * order), into *out.  Only the form is checked, not the rules.  Returns
 * TK_OK, or TK_E_FORMAT (TK_E_ARG for NULLs) with a short reason fit for an
 * `error` line in why (may be NULL). */
int rk_bot_parse_answer(const char *line, RkMove *out, char *why, size_t size);

/* Writes the answer line for a move (`draw` or `play SETS`, no newline)
 * into line (RK_BOT_LINE_MAX bytes always suffice).  Returns its length,
 * or 0 for a move that is neither. */
size_t rk_bot_format_answer(const RkMove *move, char *line, size_t size);

/* Writes the `match ...` line (no newline) for cfg and the 0-based seat. */
size_t rk_bot_match_line(const RkConfig *cfg, int seat, char *line, size_t size);

/* What the line writer must remember between events. */
typedef struct RkBotWriter {
    int seat;    /* the bot's seat, 0-based */
    int players; /* seats at the table */
    int game;    /* the game being played, 1-based; 0 before the first */
} RkBotWriter;

/* Starts a writer for `seat` of a table of `players`. */
void rk_bot_writer_init(RkBotWriter *w, int seat, int players);

/* Writes the information lines event ev stands for, as seat w->seat sees
 * them (ev is redacted here), into buf: each line ended by '\n', "" for
 * an event with no line of its own (the first-seat draw, other seats'
 * deals).  RK_BOT_EVENT_TEXT bytes always suffice.  Returns the number of
 * lines, or -1 when buf is too small (then buf holds whole lines only). */
int rk_bot_event_text(RkBotWriter *w, const RkEvent *ev, char *buf, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RK_BOT_H */
