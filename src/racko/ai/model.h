/* model.h - the gap model (model.c), private to src/racko/ai. */
#ifndef RACKO_AI_MODEL_H
#define RACKO_AI_MODEL_H

#include "ai_impl.h"

#define GAP_KMAX RACKO_SLOTS  /* slots in a gap: 0..10 */
#define GAP_MMAX 60           /* values that can fill a gap: 0..59 */
#define GAP_NS 241            /* stored horizons s = 0, GAP_DS, ... */
#define GAP_DS 0.02f

struct GapTable {
    float *logf; /* log F(k, m, s), [k][m][s] */
};

int gap_table_new(GapTable **out);
void gap_table_free(GapTable *t);

/* What one evaluation needs: the values still to come and the horizons. */
typedef struct GapCtx {
    const GapTable *tab;
    int deck;
    int solo;   /* 1: draws without replacement from `unseen` cards */
    float rate; /* several seats: looks at a new card per turn */
    unsigned char avail[RACKO_MAX_CARDS + 2]; /* 1: value may still come */
    int cnt[RACKO_MAX_CARDS + 2];             /* avail values <= v */
    int unseen;
    int ng;
    int sidx[24];
    float w[24];
    float tail;
    float e0;   /* weight of "not done now" */
    int turn[24]; /* the horizons, in turns */
} GapCtx;

void gap_ctx_init(GapCtx *c, const GapTable *tab, int deck, const unsigned char *avail,
                  int solo, float rate);
/* Recomputes the counts after avail[] changed. */
void gap_ctx_update(GapCtx *c);
/* Weighs the horizons for a race instead of the expected turns: surv[t]
 * (t = 0..nsurv-1) is the chance the other seats are all still playing
 * after t of their turns from now.  The score stays in turns: it is the
 * chance of losing the race times the others' expected turns left. */
void gap_ctx_race(GapCtx *c, const float *surv, int nsurv);
/* Expected turns left for a rack (0 = empty slot); *p_done (may be NULL)
 * gets the chance of being done within the longest horizon. */
float gap_eval(const GapCtx *c, const int rack[RACKO_SLOTS], float *p_done);

#endif /* RACKO_AI_MODEL_H */
