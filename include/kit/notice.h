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

/* Says something of a seat's outside bot in one sentence, into out:
 * "Seat 3's bot (WHO) PHRASE." for seat 2 (0-based), WHO being what the
 * player knows it by (its name, or its command; cut to 40 characters with
 * "..."), left out when it is NULL, "" or already in the phrase ("Seat 2's
 * bot cannot start: there is no program ./mybot.").  The full stop is
 * added unless the phrase ends a sentence itself. */
void tk_notice_bot(char *out, size_t size, int seat, const char *who, const char *phrase);

/* Who plays a seat whose bot left the table. */
typedef enum TkTakeover {
    TK_TAKEN_BY_COMPUTER, /* the built-in computer player (the usual case) */
    TK_TAKEN_BY_HAND      /* nobody could: the seat is played by hand */
} TkTakeover;

/* Queues the notice of a seat (0-based) whose outside bot left the table:
 * "Seat 3's bot (WHO) WHAT; the computer plays its seat from now on.",
 * with the computer's own name when the seat took one ("...; Hugo, a
 * computer player, plays its seat from now on."; taker NULL or "": none),
 * or "..., and no computer player could take over: it is played by hand
 * now." (TK_TAKEN_BY_HAND), then the detail (tk_notices_push_detail).
 * WHAT says it for a player ("stopped", "could not be started"); the
 * bot's own words ("exited with status 3") and its log's file go in the
 * detail. */
void tk_notices_push_bot_left(TkNotices *q, int seat, const char *who, const char *what,
                              TkTakeover by, const char *taker, const char *detail);

/* Frees every notice queued and the queue's memory; q is empty after. */
void tk_notices_free(TkNotices *q);

#ifdef __cplusplus
}
#endif

#endif /* TK_NOTICE_H */
