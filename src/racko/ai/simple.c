/*
 * simple.c - the cheap strategies: easy (a casual player) and the two
 * published slot-interval rules used as benchmark opponents (Ruby Racko's
 * threshold rule and the ACSL "ideal slot" rule).
 *
 * Each decision looks at the rack and the top of the discard pile only: no
 * allocation, no scan of anything larger than the rack, so the engine
 * benchmark (easy against itself) measures the engine.
 */
#include "ai_impl.h"

int ai_top_discard(const RackoView *v)
{
    return v->discard_count > 0 ? v->discard[v->discard_count - 1] : 0;
}

int ai_tworun(const RackoView *v)
{
    return (v->config.rules & RACKO_RULE_TWORUN) != 0;
}

int ai_nearest_empty(const int rack[RACKO_SLOTS], int slot, int prefer_up)
{
    for (int d = 0; d < RACKO_SLOTS; d++) {
        int a = prefer_up ? slot + d : slot - d;
        int b = prefer_up ? slot - d : slot + d;
        if (a >= 0 && a < RACKO_SLOTS && rack[a] <= 0) {
            return a;
        }
        if (b >= 0 && b < RACKO_SLOTS && rack[b] <= 0) {
            return b;
        }
    }
    return -1;
}

/* Longest run through slot j if `card` were there (the rest unchanged). */
static int run_through(const int rack[RACKO_SLOTS], int j, int card)
{
    int len = 1;
    int prev = card;
    for (int k = j - 1; k >= 0 && rack[k] == prev - 1; k--) {
        prev = rack[k];
        len++;
    }
    prev = card;
    for (int k = j + 1; k < RACKO_SLOTS && rack[k] == prev + 1; k++) {
        prev = rack[k];
        len++;
    }
    return len;
}

int ai_tworun_slot(const RackoView *v, const int rack[RACKO_SLOTS], int card)
{
    if (!ai_tworun(v)) {
        return -1;
    }
    int best = -1;
    int best_len = 1;
    for (int j = 0; j < RACKO_SLOTS; j++) {
        if ((j > 0 && rack[j - 1] >= card) || (j < RACKO_SLOTS - 1 && rack[j + 1] <= card)) {
            continue;
        }
        int before = run_through(rack, j, rack[j]);
        int after = run_through(rack, j, card);
        if (after >= 2 && after > before && after > best_len) {
            best = j;
            best_len = after;
        }
    }
    return best;
}

/* ---- easy: each card has a home slot (deck split in ten) -------------- */

static int home_slot(int card, int deck)
{
    int s = (card - 1) * RACKO_SLOTS / deck;
    return s < 0 ? 0 : (s >= RACKO_SLOTS ? RACKO_SLOTS - 1 : s);
}

/* Slot for `card` under the slot-interval rules of each simple level. */
static int rule_slot(AiLevel level, int card, int deck)
{
    if (level == AI_RUBY) {
        /* Ruby Racko: slot i (1-based) keeps cards up to about 6i+3 of 60. */
        for (int i = 1; i < RACKO_SLOTS; i++) {
            int thr = ((6 * i + 3) * deck + 30) / 60;
            if (card <= thr) {
                return i - 1;
            }
        }
        return RACKO_SLOTS - 1;
    }
    if (level == AI_ACSL) {
        /* ACSL: the ideal slot, ceil(cards/10) values per slot. */
        int w = (deck + RACKO_SLOTS - 1) / RACKO_SLOTS;
        int s = (card - 1) / w;
        return s >= RACKO_SLOTS ? RACKO_SLOTS - 1 : s;
    }
    return home_slot(card, deck);
}

/* Where a simple level would put `card`, or -1 to keep its rack as it is. */
static int simple_place(AiLevel level, const RackoView *v, int card)
{
    int deck = v->config.deck_size;
    int r = ai_tworun_slot(v, v->rack, card);
    if (r >= 0 && racko_rack_sorted(v->rack)) {
        return r; /* sorted but no run of three yet: build the run */
    }
    int j = rule_slot(level, card, deck);
    int cur = v->rack[j];
    if (rule_slot(level, cur, deck) != j) {
        return j;
    }
    /* The home slot is already settled.  Both baselines stop here; a casual
     * player still swaps when the new card sits closer to the middle of
     * the slot's range (it keeps the rack in order either way). */
    if (level == AI_EASY) {
        int mid2 = (2 * j + 1) * deck; /* twice the middle, times 10 */
        int dn = card * 2 * RACKO_SLOTS - mid2;
        int dc = cur * 2 * RACKO_SLOTS - mid2;
        if ((dn < 0 ? -dn : dn) + 2 * RACKO_SLOTS < (dc < 0 ? -dc : dc)) {
            return j;
        }
    }
    return r;
}

static int simple_decide(AiLevel level, RackoAI *ai, const RackoView *v, RackoAction *out)
{
    int deck = v->config.deck_size;
    out->slot = 0;
    if (v->phase == RACKO_PHASE_ECLAIR) {
        int j = rule_slot(level, v->offer, deck);
        /* Spill towards the side the card leans to within its range. */
        int up = v->offer * RACKO_SLOTS * 2 > (2 * j + 1) * deck;
        out->kind = RACKO_ACT_ECLAIR;
        out->slot = ai_nearest_empty(v->rack, j, up);
        return out->slot >= 0 ? RACKO_OK : RACKO_E_PHASE;
    }
    if (v->phase == RACKO_PHASE_DRAW) {
        int top = ai_top_discard(v);
        out->kind = RACKO_ACT_DRAW_DECK;
        if (top > 0 && simple_place(level, v, top) >= 0) {
            /* A casual player sometimes does not notice a good discard. */
            if (level != AI_EASY || tk_rng_below(&ai->rng, 4) != 0) {
                out->kind = RACKO_ACT_TAKE_DISCARD;
            }
        }
        return RACKO_OK;
    }
    /* PLACE */
    int j = simple_place(level, v, v->hand);
    if (j < 0 && v->hand_from_discard) {
        j = rule_slot(level, v->hand, deck);
    }
    if (j < 0) {
        out->kind = RACKO_ACT_DISCARD;
    } else {
        out->kind = RACKO_ACT_PLACE;
        out->slot = j;
    }
    return RACKO_OK;
}

int ai_easy_decide(RackoAI *ai, const RackoView *v, RackoAction *out)
{
    return simple_decide(AI_EASY, ai, v, out);
}

int ai_rule_decide(RackoAI *ai, const RackoView *v, RackoAction *out)
{
    return simple_decide(ai->level, ai, v, out);
}
