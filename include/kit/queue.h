/*
 * kit/queue.h - a first-in first-out queue of fixed-size items (a table's
 * events for its front end), growing by doubling and reusing the room the
 * taken items leave.  Nothing here prints; out of memory is a status.
 */
#ifndef TK_QUEUE_H
#define TK_QUEUE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The queue: set it up with tk_queue_init; the items are
 * items[head..count-1], each `elem` bytes.  Owns its memory
 * (tk_queue_free). */
typedef struct TkQueue {
    unsigned char *items;
    size_t elem;
    size_t head, count, cap;
} TkQueue;

/* An empty queue of items of elem bytes. */
void tk_queue_init(TkQueue *q, size_t elem);

/* Copies the item at p (elem bytes) to the back: TK_OK or TK_E_NOMEM (the
 * queue unchanged). */
int tk_queue_push(TkQueue *q, const void *p);

/* Makes room for one item at the back and returns it, zeroed, for the
 * caller to fill in place (valid until the next push, emplace or pop),
 * or NULL when out of memory (the queue unchanged). */
void *tk_queue_emplace(TkQueue *q);

/* Drops items from the back until `waiting` wait (nothing when fewer do):
 * what an action that failed half way had pushed. */
void tk_queue_truncate(TkQueue *q, size_t waiting);

/* Makes dst (initialised, of the same item size) a copy of the items
 * waiting in src: TK_OK, or TK_E_NOMEM with dst unchanged. */
int tk_queue_copy(TkQueue *dst, const TkQueue *src);

/* Takes the front item into out (elem bytes): 1, or 0 if the queue is
 * empty. */
int tk_queue_pop(TkQueue *q, void *out);

/* Items waiting. */
size_t tk_queue_size(const TkQueue *q);

/* Frees the queue's memory; it is empty (of the same item size) after. */
void tk_queue_free(TkQueue *q);

#ifdef __cplusplus
}
#endif

#endif /* TK_QUEUE_H */
