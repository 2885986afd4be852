/*
 * strong.c - the hard and expert players.
 *
 * Both read the rack through the gap model (model.c): the expected number
 * of turns still needed, from the cards still unseen.  On top of it:
 *   - memory: the values that can still come are those the seat has not
 *     seen go into the discard pile, into its own rack or into another rack;
 *   - the table: runs of three under the two-player run rule, run bonuses
 *     and token payments when the match situation allows chasing them;
 *   - the next seat: a discard that fits between the cards that seat was
 *     seen taking is held back (it is passed on to a partner, in teams).
 * Hard decides one step ahead.  Expert also looks one draw further for its
 * best placements (an expectimax over the next card), and weighs the
 * discard pile against the whole distribution of the next draw.
 */
#include <math.h>
#include <string.h>

#include "model.h"

typedef struct Ctx {
    const RackoView *v;
    GapCtx g;
    int expert;
    int deck;
    int next_seat;    /* the seat that sees our discard first, -1 if none */
    float feed_sign;  /* +1 opponent, -1 partner, 0 none */
    float feed_w;     /* turns a fed card is worth to the next seat */
    float run_w;      /* turns a run tier is worth (bonus, tokens) */
    int tworun;
} Ctx;

static int is_partner(const RackoView *v, int a, int b)
{
    return (v->config.rules & RACKO_RULE_TEAMS) && (a % 2) == (b % 2);
}

static int next_active(const RackoView *v, int seat)
{
    int p = v->config.players;
    for (int i = 1; i < p; i++) {
        int s = (seat + i) % p;
        if (!v->out[s]) {
            return s;
        }
    }
    return -1;
}

/* How much `card` would help `seat`, from what is known of its rack:
 * 1 when it fits a slot tightly bounded by cards seen there, near 0 for a
 * rack nothing is known of. */
static float fit_for(const RackoView *v, int seat, int card)
{
    int deck = v->config.deck_size;
    float best = 0.0f;
    for (int j = 0; j < RACKO_SLOTS; j++) {
        if (v->known[seat][j] != 0) {
            continue;
        }
        int lo = j + 1;
        int hi = deck - (RACKO_SLOTS - 1 - j);
        int anchored = 0;
        for (int a = 0; a < j; a++) {
            int c = v->known[seat][a];
            if (c > 0 && c + (j - a) > lo) {
                lo = c + (j - a);
                anchored = 1;
            }
        }
        for (int b = j + 1; b < RACKO_SLOTS; b++) {
            int c = v->known[seat][b];
            if (c > 0 && c - (b - j) < hi) {
                hi = c - (b - j);
                anchored = 1;
            }
        }
        if (!anchored || card < lo || card > hi) {
            continue;
        }
        float f = ((float)deck / RACKO_SLOTS) / (float)(hi - lo + 1);
        if (f > 1.0f) {
            f = 1.0f;
        }
        if (f > best) {
            best = f;
        }
    }
    return best;
}

/* Longest run of consecutive values in consecutive slots among the slots
 * that are in order with their neighbours. */
static int run_len(const int rack[RACKO_SLOTS])
{
    int best = 1;
    int len = 1;
    for (int k = 1; k < RACKO_SLOTS; k++) {
        if (rack[k] > 0 && rack[k] == rack[k - 1] + 1) {
            len++;
            if (len > best) {
                best = len;
            }
        } else {
            len = 1;
        }
    }
    return best;
}

/* Extra turns a tworun rack needs for its run of three. */
static float tworun_cost(const Ctx *c, const int rack[RACKO_SLOTS])
{
    int best = run_len(rack);
    if (best >= 3) {
        return 0.0f;
    }
    if (best == 2) {
        /* A pair: one of the two values that extend it must still come. */
        for (int k = 1; k < RACKO_SLOTS; k++) {
            if (rack[k] > 0 && rack[k] == rack[k - 1] + 1) {
                int lo = rack[k - 1] - 1;
                int hi = rack[k] + 1;
                if ((k >= 2 && lo >= 1 && c->g.avail[lo]) ||
                    (k + 1 < RACKO_SLOTS && hi <= c->deck && c->g.avail[hi])) {
                    return 2.5f;
                }
            }
        }
    }
    return 5.0f;
}

static float run_value(const Ctx *c, const int rack[RACKO_SLOTS])
{
    if (c->run_w == 0.0f) {
        return 0.0f;
    }
    int r = run_len(rack);
    return r >= 3 ? c->run_w * (float)(r - 2) : 0.0f;
}

/* The score of a rack after this turn: expected turns left plus the
 * table's terms (lower is better).  `out_card` goes onto the discard pile. */
static float score_rack(const Ctx *c, const int rack[RACKO_SLOTS], int out_card)
{
    float s = gap_eval(&c->g, rack, NULL);
    if (s > 0.0f || c->tworun) {
        if (c->tworun) {
            s += tworun_cost(c, rack);
        }
        s -= run_value(c, rack);
    }
    if (c->feed_sign != 0.0f && out_card > 0) {
        s += c->feed_sign * c->feed_w * fit_for(c->v, c->next_seat, out_card);
    }
    return s;
}

/* Best placement of `card` (or discarding it when allowed): returns the
 * score, the slot in *slot (-1 for discard). */
static float best_place(Ctx *c, const int rack[RACKO_SLOTS], int card, int may_discard,
                        int *slot)
{
    int r[RACKO_SLOTS];
    float best = 1e30f;
    *slot = -1;
    if (may_discard) {
        best = score_rack(c, rack, card);
    }
    memcpy(r, rack, sizeof r);
    for (int j = 0; j < RACKO_SLOTS; j++) {
        int old = r[j];
        r[j] = card;
        float s = score_rack(c, r, old);
        r[j] = old;
        if (s < best - 1e-6f) {
            best = s;
            *slot = j;
        }
    }
    return best;
}

/* Expected score of drawing from the deck: the next card is any value the
 * seat has not located, each as likely. */
static float deck_value(Ctx *c, const int rack[RACKO_SLOTS])
{
    double sum = 0.0;
    int n = 0;
    for (int x = 1; x <= c->deck; x++) {
        if (!c->g.avail[x]) {
            continue;
        }
        int slot;
        c->g.avail[x] = 0;
        gap_ctx_update(&c->g);
        sum += best_place(c, rack, x, 1, &slot);
        c->g.avail[x] = 1;
        n++;
    }
    gap_ctx_update(&c->g);
    return n ? (float)(sum / n) : score_rack(c, rack, 0);
}

static void ctx_init(Ctx *c, const RackoAI *ai, const RackoView *v)
{
    unsigned char avail[RACKO_MAX_CARDS + 2];
    memset(c, 0, sizeof *c);
    memset(avail, 0, sizeof avail);
    c->v = v;
    c->expert = ai->level == AI_EXPERT;
    c->deck = v->config.deck_size;
    for (int x = 1; x <= c->deck; x++) {
        int w = v->where[x];
        avail[x] = (w == RACKO_AT_UNSEEN || w == RACKO_AT_DRAW_MIXED || w == RACKO_AT_DRAW);
    }
    int p = v->config.players;
    gap_ctx_init(&c->g, ai->tab, c->deck, avail, p == 1, 1.3f);
    c->tworun = ai_tworun(v);
    c->next_seat = p > 1 ? next_active(v, v->seat) : -1;
    if (c->next_seat >= 0) {
        c->feed_sign = is_partner(v, v->seat, c->next_seat) ? -1.0f : 1.0f;
        c->feed_w = c->expert ? 1.0f : 0.6f;
    }
    /* Chasing runs: under tokens a run multiplies what every seat pays;
     * with the bonus rule only when the lead allows it (no other seat
     * within a round's reach of the target or of our total). */
    if (p > 1 && (v->config.rules & RACKO_RULE_TOKENS)) {
        c->run_w = c->expert ? 1.0f : 0.6f;
    } else if (p > 1 && (v->config.rules & RACKO_RULE_BONUS)) {
        int lead = 1 << 30;
        int near_target = 0;
        for (int s = 0; s < p; s++) {
            if (s == v->seat || is_partner(v, s, v->seat)) {
                continue;
            }
            int d = v->total[v->seat] - v->total[s];
            if (d < lead) {
                lead = d;
            }
            if (v->total[s] + 150 >= v->config.target) {
                near_target = 1;
            }
        }
        if (lead >= 100 && !near_target) {
            c->run_w = c->expert ? 1.5f : 1.0f;
        }
    }
}

/* Expert's second look: the expected score after the next draw, playing
 * that draw by the one-step rule. */
static float lookahead(Ctx *c, const int rack[RACKO_SLOTS])
{
    return deck_value(c, rack);
}

static int decide_place(Ctx *c, RackoAction *out)
{
    const RackoView *v = c->v;
    int card = v->hand;
    int may_discard = !v->hand_from_discard;
    int slot;
    best_place(c, v->rack, card, may_discard, &slot);
    if (c->expert) {
        /* Re-rank the three best one-step choices by a look one draw on. */
        float s1[RACKO_SLOTS + 1];
        int r[RACKO_SLOTS];
        int idx[RACKO_SLOTS + 1];
        int n = 0;
        memcpy(r, v->rack, sizeof r);
        if (may_discard) {
            s1[n] = score_rack(c, r, card);
            idx[n++] = -1;
        }
        for (int j = 0; j < RACKO_SLOTS; j++) {
            int old = r[j];
            r[j] = card;
            s1[n] = score_rack(c, r, old);
            idx[n++] = j;
            r[j] = old;
        }
        /* Selection of the three best. */
        for (int a = 0; a < n && a < 3; a++) {
            int m = a;
            for (int b = a + 1; b < n; b++) {
                if (s1[b] < s1[m]) {
                    m = b;
                }
            }
            float ts = s1[a];
            s1[a] = s1[m];
            s1[m] = ts;
            int ti = idx[a];
            idx[a] = idx[m];
            idx[m] = ti;
        }
        if (s1[0] > 0.0f) {
            float best = 1e30f;
            for (int a = 0; a < n && a < 3; a++) {
                int j = idx[a];
                int old = j >= 0 ? r[j] : 0;
                if (j >= 0) {
                    r[j] = card;
                }
                if (j >= 0 && racko_rack_sorted(r) &&
                    (!c->tworun || racko_rack_longest_run(r, NULL) >= 3)) {
                    best = -1e30f;
                    slot = j;
                }
                float s = lookahead(c, r);
                /* the out-card's effect on the next seat is not in the look */
                int out_card = j >= 0 ? old : card;
                if (c->feed_sign != 0.0f) {
                    s += c->feed_sign * c->feed_w * fit_for(v, c->next_seat, out_card);
                }
                if (j >= 0) {
                    r[j] = old;
                }
                if (s < best) {
                    best = s;
                    slot = j;
                }
            }
        }
    }
    out->slot = 0;
    if (slot < 0) {
        out->kind = RACKO_ACT_DISCARD;
    } else {
        out->kind = RACKO_ACT_PLACE;
        out->slot = slot;
    }
    return RACKO_OK;
}

static int decide_draw(Ctx *c, RackoAction *out)
{
    const RackoView *v = c->v;
    int top = ai_top_discard(v);
    out->kind = RACKO_ACT_DRAW_DECK;
    out->slot = 0;
    if (top <= 0) {
        return RACKO_OK;
    }
    int slot;
    float take = best_place(c, v->rack, top, 0, &slot);
    float keep = score_rack(c, v->rack, 0);
    if (take >= keep) {
        return RACKO_OK; /* the card does not even beat keeping the rack */
    }
    if (take <= 0.0f && (!c->tworun || racko_rack_longest_run(v->rack, NULL) >= 0)) {
        int r[RACKO_SLOTS];
        memcpy(r, v->rack, sizeof r);
        r[slot] = top;
        if (racko_rack_sorted(r) && (!c->tworun || racko_rack_longest_run(r, NULL) >= 3)) {
            out->kind = RACKO_ACT_TAKE_DISCARD; /* it goes out now */
            return RACKO_OK;
        }
    }
    if (take < deck_value(c, v->rack)) {
        out->kind = RACKO_ACT_TAKE_DISCARD;
    }
    return RACKO_OK;
}

static int decide_eclair(Ctx *c, RackoAction *out)
{
    const RackoView *v = c->v;
    int r[RACKO_SLOTS];
    float best = 1e30f;
    int slot = -1;
    memcpy(r, v->rack, sizeof r);
    for (int j = 0; j < RACKO_SLOTS; j++) {
        if (r[j] > 0) {
            continue;
        }
        r[j] = v->offer;
        float s = gap_eval(&c->g, r, NULL);
        if (c->tworun) {
            s += tworun_cost(c, r);
        }
        r[j] = 0;
        if (s < best) {
            best = s;
            slot = j;
        }
    }
    out->kind = RACKO_ACT_ECLAIR;
    out->slot = slot;
    return slot >= 0 ? RACKO_OK : RACKO_E_PHASE;
}

int ai_strong_decide(RackoAI *ai, const RackoView *v, RackoAction *out)
{
    Ctx c;
    ctx_init(&c, ai, v);
    if (v->phase == RACKO_PHASE_ECLAIR) {
        return decide_eclair(&c, out);
    }
    if (v->phase == RACKO_PHASE_DRAW) {
        return decide_draw(&c, out);
    }
    return decide_place(&c, out);
}
