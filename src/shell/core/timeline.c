/* timeline.c - the animation timeline (shell/timeline.h).  Pure: no clock,
 * no SDL, no game. */
#include "shell/timeline.h"

#include <stdlib.h>
#include <string.h>

#include "kit/status.h"

struct ShTimeline {
    ShTimelineOps ops;
    void *scene;
    size_t size;            /* bytes of an event */
    unsigned char *queue;
    int head, count, cap;   /* queue[head..count-1] wait; queue[head] plays */
    int playing;            /* 1 once queue[head] has begun */
    int elapsed, length;    /* ms into the playing event, its length */
    float speed;
    unsigned serial;        /* events begun */
};

static void *at(const ShTimeline *tl, int i)
{
    return tl->queue + (size_t)i * tl->size;
}

int sh_timeline_new(size_t event_size, const ShTimelineOps *ops, void *scene, ShTimeline **out)
{
    ShTimeline *tl;
    *out = NULL;
    if (event_size == 0 || ops == NULL || ops->duration == NULL || ops->begin == NULL ||
        ops->end == NULL) {
        return TK_E_ARG;
    }
    tl = calloc(1, sizeof *tl);
    if (tl == NULL) {
        return TK_E_NOMEM;
    }
    tl->ops = *ops;
    tl->scene = scene;
    tl->size = event_size;
    tl->speed = 1.0f;
    *out = tl;
    return TK_OK;
}

void sh_timeline_free(ShTimeline *tl)
{
    if (tl != NULL) {
        free(tl->queue);
        free(tl);
    }
}

void sh_timeline_clear(ShTimeline *tl)
{
    tl->head = tl->count = 0;
    tl->playing = 0;
    tl->elapsed = tl->length = 0;
}

void sh_timeline_set_speed(ShTimeline *tl, float factor)
{
    tl->speed = factor < 0.0f ? 0.0f : factor;
}

static void play_instantly(ShTimeline *tl, const void *ev)
{
    tl->serial++;
    tl->ops.begin(tl->scene, ev);
    tl->ops.end(tl->scene, ev);
}

/* Starts queue[head] if it has not begun; plays zero-length events. */
static void start_head(ShTimeline *tl)
{
    while (tl->head < tl->count && !tl->playing) {
        const void *ev = at(tl, tl->head);
        int len = (int)((float)tl->ops.duration(ev) * tl->speed + 0.5f);
        tl->ops.begin(tl->scene, ev);
        tl->serial++;
        if (len <= 0) {
            tl->ops.end(tl->scene, ev);
            tl->head++;
            continue;
        }
        tl->playing = 1;
        tl->elapsed = 0;
        tl->length = len;
    }
    if (tl->head >= tl->count) {
        tl->head = tl->count = 0;
    }
}

int sh_timeline_push(ShTimeline *tl, const void *ev)
{
    if (tl->speed <= 0.0f && tl->count == 0) {
        play_instantly(tl, ev);
        return TK_OK;
    }
    if (tl->count == tl->cap) {
        if (tl->head > 0) {
            memmove(tl->queue, at(tl, tl->head), (size_t)(tl->count - tl->head) * tl->size);
            tl->count -= tl->head;
            tl->head = 0;
        }
        if (tl->count == tl->cap) {
            int cap = tl->cap ? tl->cap * 2 : 64;
            unsigned char *q = realloc(tl->queue, (size_t)cap * tl->size);
            if (q == NULL) {
                sh_timeline_finish(tl);
                play_instantly(tl, ev);
                return TK_E_NOMEM;
            }
            tl->queue = q;
            tl->cap = cap;
        }
    }
    memcpy(at(tl, tl->count++), ev, tl->size);
    start_head(tl);
    return TK_OK;
}

void sh_timeline_advance(ShTimeline *tl, int ms)
{
    if (ms < 0) {
        ms = 0;
    }
    start_head(tl);
    while (tl->playing) {
        int left = tl->length - tl->elapsed;
        if (ms < left) {
            tl->elapsed += ms;
            return;
        }
        ms -= left;
        tl->ops.end(tl->scene, at(tl, tl->head));
        tl->head++;
        tl->playing = 0;
        start_head(tl);
    }
}

void sh_timeline_finish(ShTimeline *tl)
{
    if (tl->playing) {
        tl->ops.end(tl->scene, at(tl, tl->head));
        tl->head++;
        tl->playing = 0;
    }
    while (tl->head < tl->count) {
        play_instantly(tl, at(tl, tl->head));
        tl->head++;
    }
    tl->head = tl->count = 0;
}

int sh_timeline_busy(const ShTimeline *tl)
{
    return tl->playing || tl->head < tl->count;
}

const void *sh_timeline_current(const ShTimeline *tl, float *t)
{
    if (!tl->playing) {
        return NULL;
    }
    if (t != NULL) {
        *t = tl->length > 0 ? (float)tl->elapsed / (float)tl->length : 1.0f;
    }
    return at(tl, tl->head);
}

unsigned sh_timeline_serial(const ShTimeline *tl)
{
    return tl->serial;
}

float sh_ease(float t)
{
    if (t < 0.0f) {
        t = 0.0f;
    }
    if (t > 1.0f) {
        t = 1.0f;
    }
    return t * t * (3.0f - 2.0f * t);
}
