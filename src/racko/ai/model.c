/*
 * model.c - the gap model behind the hard and expert players.
 *
 * A rack is read as a plan: the cards worth keeping form an ascending
 * chain, and between two kept cards lies a gap of k slots that must be
 * filled, in order, from the m values still to come that lie between them.
 * Each card still unseen arrives at some time; in the model every value
 * arrives after an exponential time (rate 1 in "s" time).  For one gap the
 * best chance of being filled within time s, F(k, m, s), follows from a
 * small dynamic programme (the player may wait or place an arriving value
 * in any slot of the gap, which splits it in two independent gaps).  The
 * table is computed once per player (a few tens of milliseconds).
 *
 * Gaps fill in parallel, so the chance that the whole rack is done within
 * t turns is the product of its gaps' chances, for the best plan (chosen
 * per horizon by a shortest-path pass over the rack).  Summing the chance
 * of not being done over t gives the expected number of turns left, which
 * the strong players minimise.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

#define STEP_FINE 0.005f  /* integration step */
#define NEG_INF (-1e30f)

static float *lf_at(GapTable *t, int k, int m)
{
    return t->logf + ((size_t)k * GAP_MMAX + (size_t)m) * GAP_NS;
}

int gap_table_new(GapTable **out)
{
    GapTable *t = calloc(1, sizeof *t);
    float *cur = calloc((size_t)(GAP_KMAX + 1) * GAP_MMAX, sizeof *cur);
    float *nxt = calloc((size_t)(GAP_KMAX + 1) * GAP_MMAX, sizeof *nxt);
    *out = NULL;
    if (t) {
        t->logf = malloc((size_t)(GAP_KMAX + 1) * GAP_MMAX * GAP_NS * sizeof *t->logf);
    }
    if (!t || !t->logf || !cur || !nxt) {
        free(cur);
        free(nxt);
        gap_table_free(t);
        return RACKO_E_NOMEM;
    }
#define F(a, k, m) ((a)[(k) * GAP_MMAX + (m)])
    for (int m = 0; m < GAP_MMAX; m++) {
        F(cur, 0, m) = 1.0f;
        for (int k = 1; k <= GAP_KMAX; k++) {
            F(cur, k, m) = 0.0f;
        }
    }
    float emd[3][GAP_MMAX]; /* steps of 1, 2 and 4 fine steps */
    for (int m = 0; m < GAP_MMAX; m++) {
        for (int q = 0; q < 3; q++) {
            emd[q][m] = expf(-(float)m * (float)(1 << q) * STEP_FINE);
        }
    }
    for (int si = 0; si < GAP_NS; si++) {
        for (int k = 0; k <= GAP_KMAX; k++) {
            float *row = lf_at(t, k, 0);
            for (int m = 0; m < GAP_MMAX; m++) {
                float f = F(cur, k, m);
                row[(size_t)m * GAP_NS + (size_t)si] = f > 1e-30f ? logf(f) : NEG_INF;
            }
        }
        if (si == GAP_NS - 1) {
            break;
        }
        /* Fine steps where decisions are made (short horizons), coarser
         * ones beyond. */
        float s_now = (float)si * GAP_DS;
        int q = s_now < 0.5f ? 0 : (s_now < 1.5f ? 1 : 2);
        int per_store = (int)(GAP_DS / STEP_FINE + 0.5f) >> q;
        const float *em = emd[q];
        for (int step = 0; step < per_store; step++) {
            for (int m = 0; m < GAP_MMAX; m++) {
                F(nxt, 0, m) = 1.0f;
            }
            for (int k = 1; k <= GAP_KMAX; k++) {
                for (int m = 0; m < GAP_MMAX; m++) {
                    float stay = F(cur, k, m);
                    if (m < k) {
                        F(nxt, k, m) = 0.0f;
                        continue;
                    }
                    if (stay > 0.99999f) {
                        F(nxt, k, m) = stay; /* done for all purposes */
                        continue;
                    }
                    float sum = 0.0f;
                    for (int r = 1; r <= m; r++) {
                        float best = stay;
                        int jlo = k - 1 - (m - r);
                        int jhi = r - 1 < k - 1 ? r - 1 : k - 1;
                        for (int j = jlo < 0 ? 0 : jlo; j <= jhi; j++) {
                            float v = F(cur, j, r - 1) * F(cur, k - 1 - j, m - r);
                            if (v > best) {
                                best = v;
                            }
                        }
                        sum += best;
                    }
                    F(nxt, k, m) = em[m] * stay + (1.0f - em[m]) * sum / (float)m;
                }
            }
            float *sw = cur;
            cur = nxt;
            nxt = sw;
        }
    }
#undef F
    free(cur);
    free(nxt);
    *out = t;
    return RACKO_OK;
}

void gap_table_free(GapTable *t)
{
    if (t) {
        free(t->logf);
        free(t);
    }
}

/* ------------------------------------------------------------------ */

/* The horizons, in turns from now, and their weights for the expected
 * number of turns (each weight covers the turns up to the next horizon). */
static const int horizon_turns[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
                                    12, 14, 16, 18, 20, 24, 28, 32, 40, 48};
static const float horizon_w[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 2,
                                  2, 2, 2, 2, 4, 4, 4, 8, 8, 8};
#define NHORIZONS ((int)(sizeof horizon_turns / sizeof horizon_turns[0]))

void gap_ctx_init(GapCtx *c, const GapTable *tab, int deck, const unsigned char *avail,
                  int solo, float rate)
{
    c->tab = tab;
    c->deck = deck;
    c->solo = solo;
    c->rate = rate;
    memcpy(c->avail, avail, sizeof c->avail);
    c->ng = NHORIZONS;
    for (int g = 0; g < NHORIZONS; g++) {
        c->turn[g] = horizon_turns[g];
        c->w[g] = horizon_w[g];
    }
    c->tail = 12.0f;
    c->e0 = 1.0f;
    gap_ctx_update(c);
}

void gap_ctx_update(GapCtx *c)
{
    int u = 0;
    c->cnt[0] = 0;
    for (int v = 1; v <= c->deck + 1 && v <= RACKO_MAX_CARDS + 1; v++) {
        u += (v <= c->deck) ? c->avail[v] : 0;
        c->cnt[v] = u;
    }
    c->unseen = u;
    float umax = u > 0 ? (float)u : 1.0f;
    for (int g = 0; g < c->ng; g++) {
        float tt = (float)c->turn[g];
        float s;
        if (c->solo) {
            /* Without replacement: a value is drawn within t of U draws
             * with chance t/U, i.e. at s = -ln(1 - t/U). */
            float q = tt / (umax + 1.0f);
            if (q > 0.97f) {
                q = 0.97f;
            }
            s = -logf(1.0f - q);
        } else {
            s = c->rate * tt / umax;
        }
        int si = (int)(s / GAP_DS + 0.5f);
        c->sidx[g] = si >= GAP_NS ? GAP_NS - 1 : si;
    }
}

void gap_ctx_race(GapCtx *c, const float *surv, int nsurv)
{
#define SURV(t) ((t) < nsurv ? surv[t] : 0.0f)
    float scale = 0.0f;
    for (int t = 0; t < nsurv; t++) {
        scale += surv[t];
    }
    c->e0 = (1.0f - SURV(1)) * scale;
    for (int g = 0; g < c->ng; g++) {
        int t0 = c->turn[g];
        int t1 = g + 1 < c->ng ? c->turn[g + 1] : t0;
        float w = 0.0f;
        for (int t = t0; t < t1; t++) {
            w += SURV(t) - SURV(t + 1);
        }
        c->w[g] = w * scale;
    }
    c->tail = SURV(c->turn[c->ng - 1]) * scale;
#undef SURV
}

float gap_eval(const GapCtx *c, const int rack[RACKO_SLOTS], float *p_done)
{
    int val[RACKO_SLOTS + 2];
    const float *row[(RACKO_SLOTS + 2) * (RACKO_SLOTS + 1) / 2];
    unsigned char from[(RACKO_SLOTS + 2) * (RACKO_SLOTS + 1) / 2];
    unsigned char first[RACKO_SLOTS + 3];
    int ne = 0;
    int sorted = 1;
    val[0] = 0;
    for (int k = 0; k < RACKO_SLOTS; k++) {
        val[k + 1] = rack[k];
        if (rack[k] <= 0 || (k > 0 && rack[k] <= rack[k - 1])) {
            sorted = 0;
        }
    }
    val[RACKO_SLOTS + 1] = c->deck + 1;
    if (sorted) {
        if (p_done) {
            *p_done = 1.0f;
        }
        return 0.0f;
    }
    /* Edges i -> j: keep val[i] and val[j], fill the slots between. */
    for (int j = 1; j <= RACKO_SLOTS + 1; j++) {
        first[j] = (unsigned char)ne;
        if (val[j] <= 0) {
            continue;
        }
        for (int i = 0; i < j; i++) {
            if (val[i] < 0 || (i > 0 && val[i] == 0) || val[i] >= val[j]) {
                continue;
            }
            int k = j - i - 1;
            int m = c->cnt[val[j] - 1] - c->cnt[val[i]];
            if (m < k) {
                continue;
            }
            if (m >= GAP_MMAX) {
                m = GAP_MMAX - 1;
            }
            row[ne] = c->tab->logf + ((size_t)k * GAP_MMAX + (size_t)m) * GAP_NS;
            from[ne] = (unsigned char)i;
            ne++;
        }
    }
    first[RACKO_SLOTS + 2] = (unsigned char)ne;
    float e = c->e0;
    float p = 0.0f;
    for (int g = 0; g < c->ng; g++) {
        float best[RACKO_SLOTS + 2];
        int si = c->sidx[g];
        best[0] = 0.0f;
        for (int j = 1; j <= RACKO_SLOTS + 1; j++) {
            float b = NEG_INF;
            for (int x = first[j]; x < first[j + 1]; x++) {
                float v = best[from[x]] + row[x][si];
                if (v > b) {
                    b = v;
                }
            }
            best[j] = b;
        }
        p = best[RACKO_SLOTS + 1] > -60.0f ? expf(best[RACKO_SLOTS + 1]) : 0.0f;
        e += c->w[g] * (1.0f - p);
    }
    e += c->tail * (1.0f - p);
    if (p_done) {
        *p_done = p;
    }
    return e;
}
