/*
 * kit/bot.h - the bot transport: an outside program ("bot") playing a seat
 * over a line protocol, whatever the game.  A game's protocol (Rack-O's
 * racko/bot.h, Rummikub's) sits on top: it says what the lines mean; this
 * layer carries them and watches the program.
 *
 * A TkBot is one child process started through the shell (/bin/sh -c on
 * POSIX, cmd.exe /c on Windows), spoken to over its standard input and
 * output; its standard error is kept as its log (in memory, bounded, the
 * latest bytes) and never parsed.  Nothing here blocks longer than asked,
 * but for tk_bot_free (up to 200 ms for the bot to leave, then the
 * ending of what is left: milliseconds, at most 3 s), a failure (up to
 * 250 ms for the bot's last words on its standard error, then the same
 * ending) and a closed output (up to 1 s once, to learn how the bot
 * exited: it is seen at once unless the bot runs on): a render loop
 * can serve a bot every frame with wait_ms = 0.  The library never prints,
 * exits or aborts, and never trusts the bot.
 *
 * A protocol's life with a bot:
 *
 *   tk_bot_start()   start it: the protocol's longest line, log size, bye line
 *   tk_bot_send()    queue the protocol's lines (hello, information, questions)
 *   tk_bot_expect()  an answer is due within reply_ms (0: none is)
 *   tk_bot_read()    the answer: a line to parse, accept or refuse (in the
 *                    protocol's words), a bad line, late, or the bot failed
 *   tk_bot_pump()    between questions (every frame): writes, reads, and
 *                    floods and exits noticed
 *   tk_bot_fail()    the protocol's own reasons ("3 refused answers: ...")
 *   tk_bot_finish()  after the last information line: it may leave now
 *   tk_bot_free()    the bye line, a short wait, then kill and reap
 *
 * What the transport does, and the protocol does not have to:
 *
 *   lines      the bot's output is framed into lines of printable ASCII
 *              (0x20..0x7e) ended by '\n', an optional '\r' before it, at
 *              most the protocol's line_max bytes with the "\r\n"; a line
 *              too long or with another byte is reported once
 *              (TK_BOT_TOO_LONG, TK_BOT_BINARY) and skipped to its '\n';
 *   writing    lines to the bot are queued and written without blocking;
 *              a bot with more than TK_BOT_OUT_MAX bytes waiting is not
 *              reading: it fails;
 *   due lines  the protocol says when a line is due (tk_bot_expect) and
 *              within how long; a line when none is due is a flood and
 *              fails the bot; no line in time is reported (TK_BOT_LATE);
 *   the end    a bot that exits, or closes its output or its input, fails
 *              ("exited with status 3", "closed its output"), unless the
 *              protocol said the conversation is over (tk_bot_finish);
 *   failing    a failed bot is killed at once (its last words on its
 *              standard error read first, often the reason); the reason,
 *              one line, and the log stay readable until tk_bot_free.
 *
 * The shell.  When the command's last part is a plain command (`./bot`,
 * `cd dir && python3 bot.py`, `X=1 ./bot 2>log`), that part takes the
 * shell's place (POSIX: `exec` is put before it; Windows: a program and
 * its arguments are started without cmd.exe), so that the bot alone holds
 * its pipes: a closed input or output is seen at once, and its exit is its
 * own ("was killed by signal 11", not the shell's "exited with status
 * 139").  Otherwise (a pipeline, a loop, a builtin last such as `exit 3`
 * or `./bot; echo done`, a trap, cmd.exe syntax) the shell stays and holds
 * the pipes too: the bot's closing one is seen only when the shell ends.
 *
 * SIGPIPE (POSIX).  Writing to a bot that has exited would raise SIGPIPE,
 * whose default action ends the whole program.  The library does not
 * change any signal disposition: around each write to a bot it blocks
 * SIGPIPE in the calling thread only (pthread_sigmask), and consumes a
 * SIGPIPE that write raised itself before restoring the thread's mask (the
 * technique libpq uses).  Programs therefore need nothing special; they
 * may still ignore SIGPIPE themselves.  The bot is started with SIGPIPE
 * at its default action and an empty signal mask, in a session of its own.
 *
 * What the bot started ends with it.  POSIX: the program's child is a
 * keeper (src/kit/bot/keeper.c), forked, that starts the bot, and when the
 * bot exits or tk_bot_free (or a failure) lets it go, or the program
 * itself is gone, kills the bot's process group and the bot and, on Linux
 * as a child subreaper, every process the bot left, whatever its group or
 * session; the keeper then exits as the bot did, so the exit reported is
 * the bot's.  Windows: the bot is in a job object that kills its processes
 * when it is closed.  docs/bot-protocol.md says what each system reaches.
 * A program that sets SIGCHLD to SIG_IGN, or reaps every child in a
 * SIGCHLD handler, hides the bots' exit statuses: a bot that exits is
 * then reported as having closed its output.
 *
 * Threads: a TkBot is used by one thread at a time.
 */
#ifndef TK_BOT_H
#define TK_BOT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kit/notice.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) || defined(__clang__)
#define TK_BOT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define TK_BOT_PRINTF(f, a)
#endif

#define TK_BOT_LINE_LIMIT 65536       /* the largest line_max a protocol may choose */
#define TK_BOT_NAME_MAX 32            /* characters in a bot's name (`ok NAME`) */
#define TK_BOT_LOG_MAX (64 * 1024)    /* default bytes of log kept */
#define TK_BOT_OUT_MAX (1024 * 1024)  /* bytes waiting for the bot that fail it */

/* ------------------------------------------------------------------ */
/* Line framing: pure, usable without a process                        */

typedef enum TkLineStatus {
    TK_LINE_MORE,     /* every byte given was used; no line is complete yet */
    TK_LINE_OK,       /* a line is complete: see TkLineReader.line */
    TK_LINE_TOO_LONG, /* the line being read passed max bytes */
    TK_LINE_BINARY    /* the line being read has a byte that is not printable ASCII */
} TkLineStatus;

typedef struct TkLineReader {
    char *line;   /* the caller's max + 1 bytes: the complete line, no "\r\n", NUL-terminated */
    size_t max;   /* bytes a line may take, its "\r\n" included */
    size_t len;   /* bytes of the line so far (a pending '\r' included) */
    int cr;       /* the last byte was '\r' */
    int skipping; /* a refused line: its bytes are dropped up to '\n' */
    int done;     /* `line` holds a complete line */
} TkLineReader;

/* Starts a reader at the beginning of a stream, framing lines of at most
 * max bytes (2 or more) into buf, which has room for max + 1 bytes and
 * stays owned by the caller (it must outlive the reader's use). */
void tk_line_reader_init(TkLineReader *r, char *buf, size_t max);

/* Feeds len bytes of the stream (not kept).  Consumes bytes up to the end
 * of the first complete line or the first fault and stops there; *used
 * gets how many bytes were consumed (feed the rest again).  A line is
 * printable ASCII (0x20..0x7e) ended by '\n', with an optional '\r' before
 * it; it may not take more than r->max bytes, "\r\n" included.  A fault is
 * reported once, as soon as it is seen; the rest of that line up to its
 * '\n' is then dropped silently and the next line is read normally. */
TkLineStatus tk_line_reader_feed(TkLineReader *r, const char *data, size_t len, size_t *used);

/* Quotes a line of the bot's (not kept) for a one-line message into buf:
 * 'deck', or its first 37 characters and "..." inside the quotes when it
 * is longer than 40 (48 bytes of buf hold any). */
void tk_bot_quote(const char *line, char *buf, size_t size);

/* Parses the answer to a hello, `ok NAME`, the same in every protocol
 * (NAME 1..TK_BOT_NAME_MAX of A-Za-z0-9_-), and copies NAME into name.
 * Returns TK_OK, TK_E_ARG (line or name NULL) or TK_E_FORMAT, with a
 * reason fit for an `error` line in why (may be NULL) when it fails. */
int tk_bot_parse_hello(const char *line, char name[TK_BOT_NAME_MAX + 1], char *why,
                       size_t size);

/* Checks a bot's name as its hello gives it (1..TK_BOT_NAME_MAX of
 * A-Za-z0-9_-): what a bot program checks of the name it is given.
 * TK_OK, or TK_E_FORMAT with why (may be NULL): "a bot name has 1 to 32
 * of A-Z a-z 0-9 _ -". */
int tk_bot_name_check(const char *name, char *why, size_t size);

/* Splits a protocol line (len bytes of text, its line end left out) into
 * words at single spaces: the words are copied into buf (size bytes, the
 * caller's) and w[0..] points at them.  Returns the count, or 0 when the
 * line is empty, does not fit buf, holds a byte that is not printable
 * ASCII, has a leading, trailing or double space, or has more than max
 * words.  w[i] - buf is word i's place in text. */
int tk_bot_words(const char *text, size_t len, char *buf, size_t size, char **w, int max);

/* Reads a word as a whole number lo..hi (tk_text_parse_long) into *out:
 * 1, or 0 (out untouched) when it is not one. */
int tk_bot_num(const char *word, long lo, long hi, int *out);

/* Reads a word `key=N` with N a whole number lo..hi into *out: 1, or 0. */
int tk_bot_keyval(const char *word, const char *key, long lo, long hi, int *out);

/* ------------------------------------------------------------------ */
/* The transport                                                       */

typedef struct TkBot TkBot;

typedef struct TkBotOptions {
    size_t line_max;  /* the protocol's longest line, "\n" included: 2..TK_BOT_LINE_LIMIT */
    size_t log_max;   /* bytes of standard error kept (the latest); 0 = TK_BOT_LOG_MAX */
    const char *bye;  /* the line (no "\n") tk_bot_free sends a live bot; NULL: none */
} TkBotOptions;

/* What tk_bot_read found. */
typedef enum TkBotRead {
    TK_BOT_NOTHING,  /* no line yet (within wait_ms), or none is due */
    TK_BOT_LINE,     /* a due line: *line */
    TK_BOT_TOO_LONG, /* a due line was longer than line_max (its bytes are dropped) */
    TK_BOT_BINARY,   /* a due line had a byte that is not printable ASCII (dropped) */
    TK_BOT_LATE,     /* the due line's time is up (told once): see tk_bot_read */
    TK_BOT_FAILED    /* the bot has failed: tk_bot_failure() says why */
} TkBotRead;

/* Starts `command` through the shell (see above).  opt (not kept; its bye
 * is copied) must choose line_max.  On success *out is a new bot owned by
 * the caller (tk_bot_free), with nothing due.  On failure *out is NULL and
 * msg (may be NULL) gets one line saying why.  Returns TK_OK, TK_E_ARG (a
 * NULL or empty command, a bad option), TK_E_NOMEM or TK_E_IO. */
int tk_bot_start(const char *command, const TkBotOptions *opt, TkBot **out, char *msg,
                 size_t size);

/* Sends the bye line to a bot that is alive and reading, waits up to
 * 200 ms for it to exit, then kills it and everything it started and reaps
 * it (no zombies; on POSIX the keeper does, and is waited for up to 3 s);
 * frees the bot.  NULL is allowed. */
void tk_bot_free(TkBot *bot);

/* Queues one line for the bot: the printf-style text (no "\n", which is
 * added) is copied.  Nothing is written yet (tk_bot_pump, tk_bot_read do).
 * Returns TK_OK, TK_E_NOMEM, TK_E_ARG (a bad format), or TK_E_IO when the
 * bot has failed, or fails now for having TK_BOT_OUT_MAX bytes waiting
 * ("is not reading its input (1024 KiB waiting)"). */
int tk_bot_send(TkBot *bot, const char *fmt, ...) TK_BOT_PRINTF(2, 3);

/* Says whether a line from the bot is due: reply_ms > 0, one line is due
 * within reply_ms from now (a call restarts the clock: a question asked
 * again); 0, none (a line now would be a flood). */
void tk_bot_expect(TkBot *bot, int reply_ms);

/* The conversation is over (after the protocol's last information line):
 * from now on the bot may write what it likes when no line is due (it is
 * dropped) and may leave, exit or close its pipes without failing. */
void tk_bot_finish(TkBot *bot);

/* Writes what can be written and reads what is there, without waiting,
 * and checks the bot: a line when none is due (a flood) fails it, so does
 * an exit or a closed pipe (unless it is finished).  A due line is left
 * for tk_bot_read.  Returns TK_OK, or TK_E_IO when the bot has failed. */
int tk_bot_pump(TkBot *bot);

/* Like tk_bot_pump, then waits up to wait_ms (0: not at all) for the due
 * line.  TK_BOT_LINE: *line (owned by bot, valid until the next call on
 * it) is the next line, and it is still due: the protocol says what is
 * due next (tk_bot_expect).  TK_BOT_TOO_LONG and TK_BOT_BINARY: a bad
 * line, still due.  TK_BOT_LATE, once per tk_bot_expect: no line came
 * within the reply limit.  The line is still due, with no limit now (a
 * late line is handed out by a later call), until the protocol fails the
 * bot (tk_bot_fail_late) or expects anew.  TK_BOT_NOTHING: nothing yet,
 * or no line is due.  TK_BOT_FAILED.  line may be NULL. */
TkBotRead tk_bot_read(TkBot *bot, int wait_ms, const char **line);

/* Fails the bot: the reason is the printf-style one line (copied); the
 * bot's last words on its standard error are read, then it is killed.
 * Nothing changes when it has failed already. */
void tk_bot_fail(TkBot *bot, const char *fmt, ...) TK_BOT_PRINTF(2, 3);

/* Takes the answer to the hello, `ok NAME` (tk_bot_parse_hello): the bot
 * keeps NAME (tk_bot_name) and is greeted from now on (tk_bot_greeted),
 * what every protocol's hello ends in and what the match layer reads of
 * any game's bot.  TK_OK, or TK_E_ARG / TK_E_FORMAT with why (may be
 * NULL) for an `error` line, the bot unchanged. */
int tk_bot_take_hello(TkBot *bot, const char *line, char *why, size_t size);

/* 1 once the bot's hello was taken (tk_bot_take_hello), else 0 (also for
 * NULL). */
int tk_bot_greeted(const TkBot *bot);

/* The name the bot gave in its hello ("" before it, and for NULL).  Owned
 * by bot. */
const char *tk_bot_name(const TkBot *bot);

/* Fails the bot for not answering in time: "timed out after 10 s" (the
 * reply limit of the last tk_bot_expect: "1.2 s", "300 ms"). */
void tk_bot_fail_late(TkBot *bot);

/* 1 if the bot has failed, else 0 (also for NULL). */
int tk_bot_failed(const TkBot *bot);

/* Why the bot failed, one line for a person ("timed out after 10 s",
 * "exited with status 3", "wrote 'hi' when no answer was due"); "" if it
 * has not.  Owned by bot. */
const char *tk_bot_failure(const TkBot *bot);

/* The bot's log (its standard error so far, the latest log_max bytes,
 * '\r' dropped, control bytes other than newline and tab shown as '?'),
 * NUL-terminated; *len (may be NULL) gets its length.  Reads what the bot
 * wrote meanwhile.  Owned by bot, valid until the next call on it. */
const char *tk_bot_log(TkBot *bot, size_t *len);

/* Copies the last non-empty line of the log (its latest 100 bytes at
 * most) into buf (size > 0), "" when there is none: for a one-line
 * message about a bot that failed. */
void tk_bot_log_tail(const TkBot *bot, char *buf, size_t size);

/* Why the bot failed, in one line with the last line of its log after it
 * when there is one ("exited with status 127 (sh: 1: exec: ./mybot: not
 * found)"): what a game's start of a bot says when its hello failed. */
void tk_bot_failure_line(const TkBot *bot, char *msg, size_t size);

/* Why a bot failed its hello, for the person who typed its command, as
 * data (kit/notice.h; tk_notice_bot_trouble says it in the language in
 * force: "Seat 2's bot (./mybot) stopped before it answered (exit status
 * 1)."), into *out.  `why` is its failure (tk_bot_failure), `last` the
 * last line of its log (may be ""; the shell's prefix "sh: 1: exec: " is
 * taken off), `game` the game whose protocol it was spoken to
 * ("Rummikub"; NULL: none named).  The troubles:
 *   TK_BOT_NO_PROGRAM ./mybot                  (the shell's 127, cmd.exe's 9009)
 *   TK_BOT_NOT_RUNNABLE ./bot.txt              (126: is it executable?)
 *   TK_BOT_EXITED 1, TK_BOT_KILLED 9, TK_BOT_CLOSED_OUTPUT: stopped before it answered
 *   TK_BOT_SILENT_WITHIN "5 s", TK_BOT_SILENT: it did not answer the greeting
 *   TK_BOT_FAILED_OTHER WHY                        (anything else)
 * with its last words in out->said after the last three kinds when its
 * log has words not in out->text (often the reason: a Python
 * traceback's last line), made visible (tk_text_visible). */
void tk_bot_explain(const char *why, const char *last, const char *game, TkBotTrouble *out);

/* ------------------------------------------------------------------ */
/* The table's questions (src/kit/bot/ask.c)                           */

/* What every protocol's table side does with a seat's bot, written once:
 * a question asked (the hello, then the game's), asked again after a
 * refusal (`error WHY`, the protocol's word) until the last refusal ends
 * it, closed when answered or by the table (its late answer owed and
 * dropped when it comes), the reply limit of what is out, the answer
 * read with the transport's faults put in words.  What a question and an
 * answer mean is the game's.  A TkBotAsk is the game's (inside its bot),
 * zeroed, then filled as its fields say; tk_bot_ask_start starts the
 * transport. */

#define TK_BOT_ASK_LINE 128 /* bytes of a question, its NUL included */

enum {
    TK_BOT_Q_NONE = 0, /* no question is out */
    TK_BOT_Q_HELLO = 1 /* the hello; a game numbers its own questions from 2 */
};

/* What a refusal did (tk_bot_ask_refuse). */
typedef enum TkBotAskVerdict {
    TK_BOT_ASK_AGAIN,  /* `WORD WHY` sent and the question asked again */
    TK_BOT_ASK_CLOSED, /* the last refusal: `WORD WHY` sent, the question closed */
    TK_BOT_ASK_FAILED  /* the last refusal failed the bot ("3 refused answers: 'x'") */
} TkBotAskVerdict;

typedef struct TkBotAsk {
    TkBot *tk;           /* the transport (tk_bot_ask_start), freed by the game's bot */
    const char *refusal; /* the protocol's word refusing an answer ("error") */
    int line_max;        /* the protocol's longest line, as its refusals say it */
    int reply_ms;        /* the reply limit */
    int stale_ms;        /* the limit while answers to closed questions are owed */
    int max_refusals;    /* the refusal that ends a question */
    int q;               /* the question out: TK_BOT_Q_* or the game's own */
    int q_ms;            /* its reply limit */
    int refusals;        /* refused answers to it (a game sets 0 for a new decision) */
    int stale;           /* answers owed to questions the table closed: dropped */
    char line[TK_BOT_ASK_LINE]; /* the question, asked again after a refusal */
} TkBotAsk;

/* Starts the bot's program (tk_bot_start with opt) into a->tk and asks
 * the hello line (within reply_ms).  TK_OK; or tk_bot_start's status and
 * message, a->tk NULL; or the hello's status with "out of memory", a->tk
 * left for the caller to free. */
int tk_bot_ask_start(TkBotAsk *a, const char *command, const TkBotOptions *opt,
                     const char *hello, char *msg, size_t size);

/* Asks question q, the line (copied; no "\n"), its answer due within
 * due_ms; line may be a->line (asked again).  TK_OK or tk_bot_send's. */
int tk_bot_ask_put(TkBotAsk *a, int q, int due_ms, const char *line);

/* The reply limit of what is out: the question's, else stale_ms while
 * answers are owed, else 0 (nothing is due). */
int tk_bot_ask_due(const TkBotAsk *a);

/* The question is answered: none is out now (what is owed stays due). */
void tk_bot_ask_close(TkBotAsk *a);

/* The table closed the question (a timer, a round's end): its answer,
 * when it comes, is owed and dropped. */
void tk_bot_ask_drop(TkBotAsk *a);

/* Drops the owed answers the bot has written by now. */
void tk_bot_ask_drop_stale(TkBotAsk *a);

/* Writes, reads and checks the bot (tk_bot_pump): TK_OK, or TK_E_IO when
 * it has failed (no question is out then). */
int tk_bot_ask_pump(TkBotAsk *a);

/* Reads the answer, waiting up to wait_ms; the owed answers that come
 * first are dropped.  TK_BOT_LINE: *line (owned by the transport, valid
 * until its next call) for the game to parse.  TK_BOT_TOO_LONG and
 * TK_BOT_BINARY: why ("line longer than 1024 bytes", "binary or
 * non-ASCII byte in the line") and what ("a line longer than 1024
 * bytes", "binary or non-ASCII bytes") say so, for tk_bot_ask_refuse.
 * TK_BOT_LATE (the game fails the bot or waits on), TK_BOT_FAILED (no
 * question is out now), TK_BOT_NOTHING.  why and what may be NULL. */
TkBotRead tk_bot_ask_read(TkBotAsk *a, int wait_ms, const char **line, char *why, size_t wsize,
                          char *what, size_t tsize);

/* Refuses the answer read, why (sent to the bot) and what (the failure's
 * words: the answer quoted).  Before the last refusal, `WORD WHY` and the
 * question again; at the last (max_refusals), the hello, or any question
 * unless close_at_max, fails the bot ("N refused answer(s): WHAT"), else
 * `WORD WHY` is sent and the question closed. */
TkBotAskVerdict tk_bot_ask_refuse(TkBotAsk *a, const char *why, const char *what,
                                  int close_at_max);

/* Sends each line of text (each ended by '\n'; the '\n's are overwritten,
 * what follows the last one is not sent): the information lines of an
 * event.  TK_OK, TK_E_IO when the bot has failed, or tk_bot_send's. */
int tk_bot_ask_send_lines(TkBotAsk *a, char *text);

/* Sends `WORD TEXT`, TEXT made printable ASCII and cut to fit a line
 * ("refused" when it is empty or NULL).  TK_OK or tk_bot_send's status. */
int tk_bot_ask_send_refusal(TkBotAsk *a, const char *text);

/* ------------------------------------------------------------------ */
/* The other side: a bot program's loop (src/kit/bot/serve.c)          */

/* What a bot program does with one line of its host's. */
enum {
    TK_BOT_SERVE_NONE = 0,   /* nothing to write */
    TK_BOT_SERVE_ANSWER = 1, /* write the answer line */
    TK_BOT_SERVE_BYE = 2     /* the host said goodbye: stop */
};

/* A bot program's loop over its host's lines: reads `in` line by line
 * (at most line_max bytes before the "\n"; a longer line, or one with a
 * NUL byte, is skipped, with a note in the log), hands each line (without its "\n") to feed(ctx,
 * line, answer, size), which answers TK_BOT_SERVE_*; writes each answer
 * (feed put it in answer, no newline) to `out` and flushes it.  `log`
 * (may be NULL) gets "PREFIX: ..." notes (tk_bot_say).  Returns 0 after
 * TK_BOT_SERVE_BYE or the end of `in`, 1 when a write failed, 2 when out
 * of memory.  tk_bot_serve_with with loose framing. */
int tk_bot_serve(FILE *in, FILE *out, FILE *log, const char *prefix, size_t line_max,
                 int (*feed)(void *ctx, const char *line, char *answer, size_t size), void *ctx);

/* How tk_bot_serve_with reads (the caller's fields) and what it saw (the
 * loop's).  The caller owns it and what it points to. */
typedef struct TkBotServe {
    const char *prefix; /* the log's notes start "PREFIX: " (NULL: "bot") */
    size_t line_max;    /* the longest line (see strict): 1 or more, 2 or more when strict */
    /* 0, loose: a line is its bytes before the "\n", a '\r' before it
     * not counted, at most line_max of them, whatever they are but a NUL;
     * a longer one is skipped, noted "skipped a line longer than N
     * bytes", and so is one with a NUL byte, "skipped a line with a NUL
     * byte" (only that line); a last line without its "\n" is read.
     * 1, strict: framed as a table frames its bot's lines
     * (tk_line_reader_feed): printable ASCII, at most line_max bytes with
     * its "\r\n"; a line with another byte (a NUL, a control byte,
     * non-ASCII) or a longer one is skipped before feed sees it, noted
     * "skipped a line from the host: binary or non-ASCII bytes" or
     * "skipped a line from the host: longer than N bytes"; a last line
     * without its "\n" is not read. */
    int strict;
    int (*feed)(void *ctx, const char *line, char *answer, size_t size); /* as tk_bot_serve's */
    void *ctx;                                                           /* feed's */
    long skipped; /* set by the loop: the lines it skipped */
    int ended;    /* set by the loop: 1 when the input ended (no TK_BOT_SERVE_BYE) */
} TkBotServe;

/* tk_bot_serve's loop over the framing s chooses, counting what it skips
 * and saying how it ended in s.  Returns as tk_bot_serve (2 too for s,
 * its feed or line_max missing). */
int tk_bot_serve_with(FILE *in, FILE *out, FILE *log, TkBotServe *s);

/* "PREFIX: TEXT" and a newline on log, flushed; nothing when log is NULL.
 * Text from outside must be made visible first (tk_text_visible). */
void tk_bot_say(FILE *log, const char *prefix, const char *fmt, ...) TK_BOT_PRINTF(3, 4);

/* Milliseconds of a monotonic clock (the one reply limits are counted on). */
int64_t tk_bot_now_ms(void);

#ifdef __cplusplus
}
#endif

#endif /* TK_BOT_H */
