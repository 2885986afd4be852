/*
 * queue.c - a first-in first-out queue of fixed-size items (kit/queue.h).
 */
#include "kit/queue.h"

#include <stdlib.h>
#include <string.h>

#include "kit/status.h"

void tk_queue_init(TkQueue *q, size_t elem)
{
    memset(q, 0, sizeof *q);
    q->elem = elem;
}

void *tk_queue_emplace(TkQueue *q)
{
    if (q->head > 0 && q->head == q->count) {
        q->head = 0;
        q->count = 0;
    }
    if (q->count == q->cap) {
        if (q->head > 0) {
            /* Reuse the room taken items left at the front. */
            memmove(q->items, q->items + q->head * q->elem, (q->count - q->head) * q->elem);
            q->count -= q->head;
            q->head = 0;
        } else {
            size_t cap = q->cap ? q->cap * 2 : 64;
            if (q->elem == 0 || cap > (size_t)-1 / q->elem) {
                return NULL;
            }
            unsigned char *n = realloc(q->items, cap * q->elem);
            if (n == NULL) {
                return NULL;
            }
            q->items = n;
            q->cap = cap;
        }
    }
    unsigned char *item = q->items + q->count * q->elem;
    memset(item, 0, q->elem);
    q->count++;
    return item;
}

int tk_queue_push(TkQueue *q, const void *p)
{
    void *item = tk_queue_emplace(q);
    if (item == NULL) {
        return TK_E_NOMEM;
    }
    memcpy(item, p, q->elem);
    return TK_OK;
}

void tk_queue_truncate(TkQueue *q, size_t waiting)
{
    if (q->count - q->head > waiting) {
        q->count = q->head + waiting;
    }
}

int tk_queue_copy(TkQueue *dst, const TkQueue *src)
{
    size_t n = src->count - src->head;
    unsigned char *items = NULL;
    if (n > 0) {
        items = malloc(n * src->elem);
        if (items == NULL) {
            return TK_E_NOMEM;
        }
        memcpy(items, src->items + src->head * src->elem, n * src->elem);
    }
    free(dst->items);
    dst->items = items;
    dst->elem = src->elem;
    dst->head = 0;
    dst->count = dst->cap = n;
    return TK_OK;
}

int tk_queue_pop(TkQueue *q, void *out)
{
    if (q->head >= q->count) {
        return 0;
    }
    memcpy(out, q->items + q->head * q->elem, q->elem);
    q->head++;
    return 1;
}

size_t tk_queue_size(const TkQueue *q)
{
    return q->count - q->head;
}

void tk_queue_free(TkQueue *q)
{
    free(q->items);
    tk_queue_init(q, q->elem);
}
