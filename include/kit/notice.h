/*
 * kit/notice.h - a queue of notices for the user: short texts a mid-end
 * (a game's table) leaves for its front end ("Seat 2 (mybot) timed out:
 * the computer plays it from now on."), taken oldest first.
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

/* Takes the oldest notice into buf (cut to size): 1, or 0 if none. */
int tk_notices_next(TkNotices *q, char *buf, size_t size);

/* Says something of a seat's outside bot in one sentence, into out:
 * "Seat 3's bot (WHO) PHRASE." for seat 2 (0-based), WHO being what the
 * player knows it by (its name, or its command; cut to 40 characters with
 * "..."), left out when it is NULL, "" or already in the phrase ("Seat 2's
 * bot cannot start: there is no program ./mybot.").  The full stop is
 * added unless the phrase ends a sentence itself. */
void tk_notice_bot(char *out, size_t size, int seat, const char *who, const char *phrase);

/* Frees every notice queued and the queue's memory; q is empty after. */
void tk_notices_free(TkNotices *q);

#ifdef __cplusplus
}
#endif

#endif /* TK_NOTICE_H */
