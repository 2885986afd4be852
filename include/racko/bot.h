/*
 * racko/bot.h - outside programs ("bots") playing a seat through the bot
 * protocol (docs/bot-protocol.md; the contract is version 1).
 *
 * A RackoBot is one child process started through the shell, spoken to
 * over its standard input and output; its standard error is kept as its
 * log (in memory, bounded) and never parsed.  The kit's bot transport
 * (kit/bot.h) carries the lines and watches the process; this layer is
 * Rack-O's conversation on it.  Nothing here blocks longer
 * than asked (but for racko_bot_new, which waits for the hello, up to 200 ms
 * in racko_bot_free, and up to 100 ms once when a bot closes its output, to
 * learn how it exited): a render loop can poll a bot every frame with
 * wait_ms = 0.
 * The library never prints, exits or aborts; it never trusts the bot.
 *
 * The life of a bot:
 *
 *   racko_bot_new()         start it and wait for its hello (`rbp 1`/`ok NAME`),
 *                           or racko_bot_start() + racko_bot_hello() without blocking
 *   racko_bot_match()       once, before anything else: the `match ...` line
 *   racko_bot_event()       every engine event, full information, in order
 *   racko_bot_ask()         when the bot's seat must decide
 *   racko_bot_poll()        until RACKO_BOT_ANSWER (a legal action) or
 *                           RACKO_BOT_FAILED (hand the seat to the computer)
 *   racko_bot_free()        `bye`, a short wait, then kill and reap
 *
 * Faults.  A refused answer (not an allowed answer, illegal under the rules,
 * a line over RACKO_BOT_LINE_MAX bytes, or a line with binary/non-ASCII
 * bytes) gets `error TEXT` and the same question again.  The bot FAILS on
 * the max_refusals-th refusal in one turn (its draw and its placing count
 * together; each card of a lightning deal and the hello count alone), when
 * it gives no answer within the reply limit of a question (counted again
 * from each time the question is asked), when it exits or
 * closes its output before the match is over, when it writes a line
 * nobody asked for (a flood), or when it stops reading its input (more
 * than 1 MiB waiting).  A failed bot is killed at once; its failure reason
 * and its log stay readable until racko_bot_free().
 *
 * SIGPIPE (POSIX).  Writing to a bot that has exited would raise SIGPIPE,
 * whose default action ends the whole program.  The library does not
 * change any signal disposition: around each write to a bot it blocks
 * SIGPIPE in the calling thread only (pthread_sigmask), and consumes a
 * SIGPIPE that write raised itself before restoring the thread's mask (the
 * technique libpq uses).  Programs therefore need nothing special; they
 * may still ignore SIGPIPE themselves.  The child is started with SIGPIPE
 * at its default action and an empty signal mask, in its own process
 * group, so that killing it also ends whatever it started.  A program
 * that sets SIGCHLD to SIG_IGN, or reaps every child in a SIGCHLD handler,
 * hides the bots' exit statuses: a bot that exits is then reported as
 * having closed its output.
 *
 * Threads: a RackoBot is used by one thread at a time.  Seats are 0-based
 * and slots 0..9 here, 1-based on the wire.
 */
#ifndef RACKO_BOT_H
#define RACKO_BOT_H

#include <stddef.h>

#include "kit/bot.h"
#include "racko/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RACKO_BOT_PROTOCOL 1
#define RACKO_BOT_LINE_MAX 256       /* bytes in a line, the '\n' included */
#define RACKO_BOT_NAME_MAX 32        /* characters in a bot's name */
#define RACKO_BOT_REPLY_MS 10000     /* default reply limit */
#define RACKO_BOT_REFUSALS 3         /* default refusals that fail a bot */
#define RACKO_BOT_LOG_MAX (64 * 1024) /* default bytes of log kept */

typedef struct RackoBotOptions {
    int reply_ms;     /* reply limit per question in ms; 0 = RACKO_BOT_REPLY_MS */
    int max_refusals; /* refusals in one turn that fail the bot; 0 = RACKO_BOT_REFUSALS */
    size_t log_max;   /* bytes of stderr kept (the latest); 0 = RACKO_BOT_LOG_MAX */
} RackoBotOptions;

/* Fills opt with the defaults (the fields' 0 values mean the same). */
void racko_bot_options_default(RackoBotOptions *opt);

typedef enum RackoBotResult {
    RACKO_BOT_IDLE,    /* nothing is being asked */
    RACKO_BOT_PENDING, /* asked, no acceptable answer yet: call again */
    RACKO_BOT_ANSWER,  /* an answer was accepted (the hello, or a legal action) */
    RACKO_BOT_FAILED   /* the bot failed: see racko_bot_failure(); it was killed */
} RackoBotResult;

typedef struct RackoBot RackoBot;

/* Starts `command` through the shell (/bin/sh -c on POSIX, cmd.exe /c on
 * Windows; its last part in the shell's place when it is a plain command:
 * kit/bot.h) to play seat `seat` (0-based), sends `rbp 1` and waits up to
 * the reply limit for `ok NAME`, refusing bad hellos as usual.  opt may be
 * NULL (defaults).  On success *out is a new bot owned by the caller
 * (racko_bot_free).  On failure *out is NULL, the process is gone, and msg
 * (may be NULL) gets one line saying why, with the last line of the bot's
 * log when there is one ("exited with status 127 (sh: 1: exec: ./mybot:
 * not found)").  Returns RACKO_OK, RACKO_E_ARG, RACKO_E_NOMEM or RACKO_E_IO. */
int racko_bot_new(const char *command, int seat, const RackoBotOptions *opt, RackoBot **out,
                  char *msg, size_t size);

/* Like racko_bot_new but does not wait for the hello: *out (owned by the
 * caller) is returned at once with the hello being asked.  Call
 * racko_bot_hello() until it gives RACKO_BOT_ANSWER or RACKO_BOT_FAILED.
 * On failure to start the process *out is NULL and msg says why. */
int racko_bot_start(const char *command, int seat, const RackoBotOptions *opt, RackoBot **out,
                    char *msg, size_t size);

/* Waits at most wait_ms for the hello's answer.  RACKO_BOT_ANSWER once the
 * bot has answered `ok NAME` (and on every later call while it is alive),
 * RACKO_BOT_PENDING, or RACKO_BOT_FAILED. */
RackoBotResult racko_bot_hello(RackoBot *bot, int wait_ms);

/* Sends `bye` to a live bot, waits up to 200 ms for it to exit, then kills
 * it and everything it started and reaps it (no zombies); frees the bot.
 * NULL is allowed. */
void racko_bot_free(RackoBot *bot);

/* The name the bot gave in its hello ("" before it).  Owned by bot. */
const char *racko_bot_name(const RackoBot *bot);

/* The seat the bot plays (0-based). */
int racko_bot_seat(const RackoBot *bot);

/* Sends the `match ...` line for cfg (not kept).  Call once, after the
 * hello and before any event.  Returns RACKO_OK, RACKO_E_PHASE (hello not
 * answered, or match already sent), RACKO_E_CONFIG (cfg invalid),
 * RACKO_E_NOMEM, or RACKO_E_IO when the bot has failed. */
int racko_bot_match(RackoBot *bot, const RackoConfig *cfg);

/* Tells the bot about one engine event.  ev (not kept) is the full event:
 * the bot only ever sees it redacted for its own seat (racko_event_redact),
 * turned into the protocol's information lines (some events have none).
 * Output is queued and written without blocking; whatever the bot wrote
 * meanwhile is read, so a flood or an exit is noticed here.  Returns
 * RACKO_OK, RACKO_E_PHASE (before racko_bot_match), RACKO_E_NOMEM, or
 * RACKO_E_IO when the bot has failed (see racko_bot_failure). */
int racko_bot_event(RackoBot *bot, const RackoEvent *ev);

/* Asks the bot to decide for `view` (its own seat's view, which must have
 * that seat to act: `ask draw`, `ask place C deck|discard` or `eclair C`).
 * The view is copied; answers are checked against it.  Then poll.
 * Returns RACKO_OK, RACKO_E_ARG (not the bot's view, or the seat has
 * nothing to decide), RACKO_E_PHASE (a question is already out, or the
 * match line was not sent), RACKO_E_NOMEM, or RACKO_E_IO (failed). */
int racko_bot_ask(RackoBot *bot, const RackoView *view);

/* Reads the bot's output for up to wait_ms (0: only what is there now).
 * RACKO_BOT_ANSWER: *out (may not be NULL) holds a legal action for the
 * view asked about, and the question is closed.  RACKO_BOT_PENDING: ask
 * again later.  RACKO_BOT_FAILED: the seat needs another player.
 * RACKO_BOT_IDLE: nothing is asked (the call still reads the log and
 * notices a flood or an exit).  While the hello is out this waits for it
 * like racko_bot_hello(), giving PENDING, then IDLE once it is answered. */
RackoBotResult racko_bot_poll(RackoBot *bot, int wait_ms, RackoAction *out);

/* 1 if the bot has failed, else 0. */
int racko_bot_failed(const RackoBot *bot);

/* Why the bot failed, one line for a person ("timed out after 10 s",
 * "exited with status 3", "3 refused answers: 'slot 11'"); "" if it has
 * not.  Owned by bot. */
const char *racko_bot_failure(const RackoBot *bot);

/* The bot's log (its standard error so far, the latest log_max bytes,
 * control bytes other than newline and tab shown as '?'), NUL-terminated;
 * *len (may be NULL) gets its length.  Owned by bot, valid until the next
 * call on it. */
const char *racko_bot_log(RackoBot *bot, size_t *len);

/* The kit's transport the bot speaks through (kit/bot.h: its hello's
 * name, why it failed, its log, as the match layer reads any game's bot),
 * or NULL for NULL.  Owned by bot. */
TkBot *racko_bot_transport(RackoBot *bot);

/* ------------------------------------------------------------------ */
/* The pure parts, usable and testable without a process               */

/* Frames a byte stream into protocol lines: the kit's framing (kit/bot.h)
 * with Rack-O's longest line, RACKO_BOT_LINE_MAX bytes.  Its results are
 * the kit's: MORE (every byte given was used; no line is complete yet), OK
 * (a line is complete: see RackoLineReader.line), TOO_LONG (the line being
 * read passed RACKO_BOT_LINE_MAX bytes), BINARY (the line being read has a
 * byte that is not printable ASCII). */
typedef TkLineStatus RackoLineStatus;
#define RACKO_LINE_MORE TK_LINE_MORE
#define RACKO_LINE_OK TK_LINE_OK
#define RACKO_LINE_TOO_LONG TK_LINE_TOO_LONG
#define RACKO_LINE_BINARY TK_LINE_BINARY

typedef struct RackoLineReader {
    char line[RACKO_BOT_LINE_MAX + 1]; /* the complete line, no "\r\n", NUL-terminated */
    size_t len;                        /* bytes of the line so far (a pending '\r' included) */
    int cr;                            /* the last byte was '\r' */
    int skipping;                      /* a refused line: its bytes are dropped up to '\n' */
    int done;                          /* `line` holds a complete line */
} RackoLineReader;

/* Starts a reader at the beginning of a stream. */
void racko_line_reader_init(RackoLineReader *r);

/* Feeds len bytes of the stream.  Consumes bytes up to the end of the first
 * complete line or the first fault and stops there; *used gets how many
 * bytes were consumed (feed the rest again).  A line is printable ASCII
 * (0x20..0x7e) ended by '\n', with an optional '\r' before it; it may not
 * take more than RACKO_BOT_LINE_MAX bytes, "\r\n" included.  A fault is
 * reported once, as soon as it is seen; the rest of that line up to its
 * '\n' is then dropped silently and the next line is read normally. */
RackoLineStatus racko_line_reader_feed(RackoLineReader *r, const char *data, size_t len,
                                       size_t *used);

/* What a question asks for. */
typedef enum RackoBotQuestion {
    RACKO_BOT_Q_NONE,
    RACKO_BOT_Q_HELLO,  /* `rbp 1` -> `ok NAME` */
    RACKO_BOT_Q_DRAW,   /* `ask draw` -> `deck` | `discard` */
    RACKO_BOT_Q_PLACE,  /* `ask place C deck|discard` -> `slot K` | `discard` */
    RACKO_BOT_Q_ECLAIR  /* `eclair C` -> `slot K` */
} RackoBotQuestion;

/* Parses the answer `line` (one framed line, no newline) to a question of
 * kind q (DRAW, PLACE or ECLAIR) into *out, checking its form only: a
 * known answer, single spaces, K a plain number 1..10.  Returns RACKO_OK,
 * or RACKO_E_FORMAT / RACKO_E_SLOT with a short reason in why (may be
 * NULL) fit for an `error` line. */
int racko_bot_parse_answer(RackoBotQuestion q, const char *line, RackoAction *out, char *why,
                           size_t size);

/* Parses a hello answer `ok NAME` (NAME 1..32 of A-Za-z0-9_-) and copies
 * NAME into name (room for RACKO_BOT_NAME_MAX + 1).  Returns RACKO_OK or
 * RACKO_E_FORMAT with a reason in why (may be NULL). */
int racko_bot_parse_hello(const char *line, char name[RACKO_BOT_NAME_MAX + 1], char *why,
                          size_t size);

/* Checks a parsed action against the view it answers: the right kind for
 * the phase, no `discard` of a card taken from the discard pile, no
 * taking from an empty discard pile, an empty slot in a lightning deal.
 * Returns RACKO_OK or a RACKO_E_* status with a reason in why (may be
 * NULL). */
int racko_bot_check_answer(const RackoView *view, RackoAction a, char *why, size_t size);

/* Writes the question line for `view` (no newline) into line and returns
 * its kind, or RACKO_BOT_Q_NONE when view->seat has nothing to decide. */
RackoBotQuestion racko_bot_question(const RackoView *view, char *line, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RACKO_BOT_H */
