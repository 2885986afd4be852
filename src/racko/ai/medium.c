/*
 * medium.c - the medium player: a solid plan, no memory.
 *
 * It reads its rack as an ascending chain of cards worth keeping, with gaps
 * between them to fill, and counts the draws a gap costs as if every draw
 * in its range filled one of its slots: k slots with m values between the
 * kept cards cost about k * U / m draws, U the cards it cannot see.  It
 * keeps the plan with the lowest total and plays the card that lowers it
 * most.  It does not remember the discard pile and ignores the other seats.
 */
#include <string.h>

#include "ai_impl.h"

/* What an empty slot costs beyond waiting for a card that fits it. */
#define MEDIUM_SLOT 5.0f

/* The cost of the best plan for a rack (0 = empty slot).  In the
 * lightning deal (`spread` set) a gap's slots also share its values, so
 * cards spread over the rack in proportion to their value. */
static float plan_cost_x(const int rack[RACKO_SLOTS], int deck, int spread)
{
    int val[RACKO_SLOTS + 2];
    float best[RACKO_SLOTS + 2];
    float unseen = (float)(deck - RACKO_SLOTS);
    val[0] = 0;
    for (int k = 0; k < RACKO_SLOTS; k++) {
        val[k + 1] = rack[k];
    }
    val[RACKO_SLOTS + 1] = deck + 1;
    best[0] = 0.0f;
    for (int j = 1; j <= RACKO_SLOTS + 1; j++) {
        best[j] = 1e30f;
        if (val[j] <= 0) {
            continue;
        }
        for (int i = 0; i < j; i++) {
            if ((i > 0 && val[i] <= 0) || val[i] >= val[j] || best[i] >= 1e29f) {
                continue;
            }
            int k = j - i - 1;
            int m = val[j] - val[i] - 1; /* values between: its own cards included */
            if (m < k) {
                continue;
            }
            float per = spread ? (float)k * unseen / (float)m : unseen / (float)m;
            float c = best[i] + (k ? (float)k * (MEDIUM_SLOT + per) : 0.0f);
            if (c < best[j]) {
                best[j] = c;
            }
        }
    }
    return best[RACKO_SLOTS + 1];
}

static float plan_cost(const int rack[RACKO_SLOTS], int deck)
{
    return plan_cost_x(rack, deck, 0);
}

/* The best slot for `card` and the plan's cost then (slot -1: keep). */
static float best_slot(const int rack[RACKO_SLOTS], int card, int deck, int *slot)
{
    int r[RACKO_SLOTS];
    float best = plan_cost(rack, deck);
    *slot = -1;
    memcpy(r, rack, sizeof r);
    for (int j = 0; j < RACKO_SLOTS; j++) {
        int old = r[j];
        r[j] = card;
        float c = plan_cost(r, deck);
        r[j] = old;
        if (c < best - 1e-4f) {
            best = c;
            *slot = j;
        }
    }
    return best;
}

int ai_medium_decide(RackoAI *ai, const RackoView *v, RackoAction *out)
{
    int deck = v->config.deck_size;
    int slot;
    (void)ai;
    out->slot = 0;
    if (v->phase == RACKO_PHASE_ECLAIR) {
        int r[RACKO_SLOTS];
        float best = 1e30f;
        memcpy(r, v->rack, sizeof r);
        out->kind = RACKO_ACT_ECLAIR;
        out->slot = -1;
        for (int j = 0; j < RACKO_SLOTS; j++) {
            if (r[j] > 0) {
                continue;
            }
            r[j] = v->offer;
            float c = plan_cost_x(r, deck, 1);
            r[j] = 0;
            if (c < best) {
                best = c;
                out->slot = j;
            }
        }
        return out->slot >= 0 ? RACKO_OK : RACKO_E_PHASE;
    }
    if (v->phase == RACKO_PHASE_DRAW) {
        int top = ai_top_discard(v);
        out->kind = RACKO_ACT_DRAW_DECK;
        if (top > 0) {
            float now = plan_cost(v->rack, deck);
            float with = best_slot(v->rack, top, deck, &slot);
            int tw = ai_tworun_slot(v, v->rack, top);
            /* Worth a turn when it saves more than a draw's worth. */
            if ((slot >= 0 && with < now - 1.0f) || (tw >= 0 && racko_rack_sorted(v->rack))) {
                out->kind = RACKO_ACT_TAKE_DISCARD;
            }
        }
        return RACKO_OK;
    }
    best_slot(v->rack, v->hand, deck, &slot);
    if (racko_rack_sorted(v->rack)) {
        /* In order but no run of three yet (tworun): build the run. */
        int tw = ai_tworun_slot(v, v->rack, v->hand);
        if (tw >= 0) {
            slot = tw;
        }
    }
    if (slot < 0 && v->hand_from_discard) {
        /* Must place: put it where it hurts least. */
        int r[RACKO_SLOTS];
        float best = 1e30f;
        memcpy(r, v->rack, sizeof r);
        for (int j = 0; j < RACKO_SLOTS; j++) {
            int old = r[j];
            r[j] = v->hand;
            float c = plan_cost(r, deck);
            r[j] = old;
            if (c < best) {
                best = c;
                slot = j;
            }
        }
    }
    if (slot < 0) {
        out->kind = RACKO_ACT_DISCARD;
    } else {
        out->kind = RACKO_ACT_PLACE;
        out->slot = slot;
    }
    return RACKO_OK;
}
