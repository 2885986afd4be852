/*
 * kit/notice.h - a queue of notices for the user: short texts a mid-end
 * (a game's table) leaves for its front end ("Seat 2's bot (mybot)
 * stopped; the computer plays its seat from now on."), taken oldest first.
 *
 * A notice is one sentence said for a player, then, when there is one, a
 * detail for the curious after TK_NOTICE_DETAIL (" — "): the technical
 * part, an exit status or a file's name ("... from now on. — exited with
 * status 124; its log: logs/bot-seat2.log").  A terminal prints the whole
 * line; a window shows the sentence and the detail apart, the detail
 * smaller (tk_notice_detail splits them).  The sentence never holds
 * TK_NOTICE_DETAIL itself (tk_notices_push_detail sees to it).
 *
 * A notice is information: when memory runs out it is dropped, and the
 * caller goes on.  Notices are raw text (a bot's words may be in them):
 * the front end escapes them (tk_text_visible) before showing them.
 */
#ifndef TK_NOTICE_H
#define TK_NOTICE_H

#include <stddef.h>

#include "kit/text.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The queue; {0} is empty.  Owns its texts (tk_notices_free). */
typedef struct TkNotices {
    char **items;
    size_t head, count, cap; /* the notices are items[head..count-1] */
} TkNotices;

/* Queues a copy of text. */
void tk_notices_push(TkNotices *q, const char *text);

/* Queues a formatted notice (printf's format, any length). */
void tk_notices_pushf(TkNotices *q, const char *fmt, ...) TK_PRINTF_LIKE(2, 3);

#define TK_NOTICE_DETAIL " \xE2\x80\x94 " /* " — ": between a notice's sentence and its detail */

/* Queues "TEXT — DETAIL", or TEXT alone when detail is NULL or "".  A
 * " — " inside TEXT (a name, a command) becomes " - ", so that the first
 * one is where the detail begins. */
void tk_notices_push_detail(TkNotices *q, const char *text, const char *detail);

/* Where a notice's detail begins: returns it ("" when there is none) and
 * puts the length of the sentence before it in *text_len (may be NULL). */
const char *tk_notice_detail(const char *notice, size_t *text_len);

/* How many notices wait to be taken. */
size_t tk_notices_waiting(const TkNotices *q);

/* Takes the oldest notice into buf (cut to size): 1, or 0 if none. */
int tk_notices_next(TkNotices *q, char *buf, size_t size);

/* Why a seat's outside bot could not play, as data (no words: the
 * sentence is tk_notice_bot_trouble's, in the language in force).
 * tk_bot_explain fills one from a bot's failure; a table's or a form's
 * check of a command fills the first three itself. */
typedef enum TkBotTroubleKind {
    TK_BOT_NO_COMMAND,      /* has no command */
    TK_BOT_NONE_IN_BUILD,   /* this build runs no outside bots */
    TK_BOT_CANNOT_LAUNCH,   /* the system could not start it: text says why */
    TK_BOT_NO_PROGRAM,      /* there is no program text (the shell's 127, cmd.exe's 9009) */
    TK_BOT_NOT_FOUND_SAID,  /* a program it names was not found: text, what the shell said */
    TK_BOT_NOT_FOUND,       /* a program it names was not found */
    TK_BOT_NOT_RUNNABLE,    /* text is not a program that can be run (126) */
    TK_BOT_NOT_EXECUTABLE,  /* its program could not be run (126) */
    TK_BOT_EXITED,          /* stopped before it answered: exit status number */
    TK_BOT_KILLED,          /* stopped before it answered: killed by signal number */
    TK_BOT_CLOSED_OUTPUT,   /* stopped before it answered: it closed its output */
    TK_BOT_CLOSED_INPUT,    /* stopped before it answered: it closed its input */
    TK_BOT_SILENT_WITHIN,   /* did not answer the greeting within text ("5 s") */
    TK_BOT_SILENT,          /* refused the greeting's answers */
    TK_BOT_FAILED_OTHER,    /* anything else: text, the transport's English words */
    TK_BOT_TROUBLE_KINDS
} TkBotTroubleKind;

typedef struct TkBotTrouble {
    TkBotTroubleKind kind;
    int number;     /* the exit status or the signal */
    char text[200]; /* the program's name, the system's reason or the wait */
    char game[48];  /* the game whose protocol it was spoken to ("Rummikub"), "" none */
    char said[200]; /* the last words of its log, made visible; "" none */
} TkBotTrouble;

/* Says what is wrong with a seat's outside bot in one whole sentence of
 * the language in force, into out (cut to size; NULL or 0: nothing):
 * "Seat 2's bot (./mybot) stopped before it answered (exit status 1)."
 * for seat 1 (0-based).  WHO is what the player knows the bot by (its
 * name or its command, cut to 40 characters with "..."), left out when
 * it is NULL, "" or already in the sentence ("Seat 2's bot cannot start:
 * there is no program ./mybot.").  Its last words, when t has any, follow
 * ("...; it said: bye."). */
void tk_notice_bot_trouble(char *out, size_t size, int seat, const char *who,
                           const TkBotTrouble *t);

/* "Seat 3's bot (WHO) was not started; the computer plays its seat.": a
 * saved match's bot that nobody asked to start (no process runs from a
 * file), in the language in force, into out (cut to size). */
void tk_notice_bot_not_started(char *out, size_t size, int seat, const char *who);

/* Who plays a seat whose bot left the table. */
typedef enum TkTakeover {
    TK_TAKEN_BY_COMPUTER, /* the built-in computer player (the usual case) */
    TK_TAKEN_BY_HAND      /* nobody could: the seat is played by hand */
} TkTakeover;

/* Why a bot left the table, for a player (its own words go in the
 * notice's detail). */
typedef enum TkBotLeft {
    TK_BOT_LEFT_STOPPED,     /* it stopped (or broke the protocol) */
    TK_BOT_LEFT_NOT_STARTED, /* it could not be started */
    TK_BOT_LEFT_ILLEGAL,     /* it made a move the rules do not allow */
    TK_BOT_LEFT_RULES,       /* it made too many moves the rules do not allow */
    TK_BOT_LEFT_KINDS
} TkBotLeft;

/* Queues the notice of a seat (0-based) whose outside bot left the table,
 * one whole sentence in the language in force: "Seat 3's bot (WHO)
 * stopped; the computer plays its seat from now on.", with the computer's
 * own name when the seat took one ("...; Hugo, a computer player, plays
 * its seat from now on."; taker NULL or "": none), or "..., and no
 * computer player could take over: it is played by hand now."
 * (TK_TAKEN_BY_HAND), then the detail (tk_notices_push_detail): the
 * bot's own words ("exited with status 3") and its log's file, in
 * English, for the curious and for bug reports. */
void tk_notices_push_bot_left(TkNotices *q, int seat, const char *who, TkBotLeft what,
                              TkTakeover by, const char *taker, const char *detail);

/* Frees every notice queued and the queue's memory; q is empty after. */
void tk_notices_free(TkNotices *q);

#ifdef __cplusplus
}
#endif

#endif /* TK_NOTICE_H */
