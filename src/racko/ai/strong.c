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
 * Hard decides one step ahead and takes the discard pile's card when it
 * clearly improves the rack.  Expert also looks one draw further for its
 * best placements (an expectimax over the next card), and weighs the
 * discard pile against the whole distribution of the next draw.
 */
#include <math.h>
#include <string.h>

#include "model.h"

/* The score of a rack that goes out now: below any other. */
#define GO_OUT (-1000.0f)

/* Hard takes the discard pile's card when it saves at least this many
 * turns (measured in docs/ai.md: against medium hard wins 66.9% with it,
 * 68.5% with expert's rule, and the level below expert is now a player
 * of its own). */
#define HARD_TAKE_GAIN 0.3f

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
    int seq[RACKO_MAX_CARDS]; /* expert: the draw pile from the top, when known */
    int nseq;
    int nactive;              /* seats still in the match */
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
    if (s <= 0.0f && (!c->tworun || racko_rack_longest_run(rack, NULL) >= 3)) {
        /* Rack-O: always go out at once, with the best run on offer. */
        return GO_OUT - run_value(c, rack);
    }
    if (c->tworun) {
        s += tworun_cost(c, rack);
    }
    s -= run_value(c, rack);
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

/* How long a strong player takes to go out, in its own turns from the
 * deal (measured: hard alone with a 40-card deck, 3000 deals), per mille. */
static const short finish_pmf[] = {
    0,   0,   0,   1,   2,   8,   30,  68,  136, 167, 171, 134, 92, 73, 43, 21,
    18,  12,  8,   3,   5,   3,   2,   2,   1,   1,
};
#define FINISH_N ((int)(sizeof finish_pmf / sizeof finish_pmf[0]))

/* Chance that a seat which has played n turns without going out is still
 * out of reach after t more of its turns. */
static float still_playing(int n, int t)
{
    float after_n = 0.0f;
    float after_nt = 0.0f;
    for (int k = 0; k < FINISH_N; k++) {
        after_n += k > n ? finish_pmf[k] : 0.0f;
        after_nt += k > n + t ? finish_pmf[k] : 0.0f;
    }
    if (after_n < 20.0f) {
        /* Past the table: a long round, a steady chance each turn. */
        float x = 1.0f;
        for (int i = 0; i < t; i++) {
            x *= 0.8f;
        }
        return x;
    }
    return after_nt / after_n;
}

/* Expert: weigh the horizons by the chance the other side is still
 * playing, so the score is about winning the race. */
static void race_weights(Ctx *c)
{
    const RackoView *v = c->v;
    int p = v->config.players;
    int played[RACKO_MAX_SEATS] = {0};
    int first = (v->dealer + 1) % p;
    for (int k = 1; k < v->turn; k++) {
        played[(first + k - 1) % p]++;
    }
    float surv[41];
    for (int t = 0; t <= 40; t++) {
        float x = 1.0f;
        for (int s = 0; s < p; s++) {
            if (s == v->seat || v->out[s] || is_partner(v, s, v->seat)) {
                continue;
            }
            /* The seats after us in this round of turns move before our
             * t-th next turn t times; the ones before us t times too. */
            x *= still_playing(played[s], t);
        }
        surv[t] = x;
    }
    gap_ctx_race(&c->g, surv, 41);
}

/* The draw pile from the top when its order is known (turned over),
 * else 0 cards. */
static int known_pile(const RackoView *v, int *seq)
{
    int n = 0;
    for (int i = v->draw_count - 1; i >= 0; i--) {
        if (v->draw_known[i] <= 0) {
            return 0;
        }
        seq[n++] = v->draw_known[i];
    }
    return n;
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
        if (c->expert) {
            /* Counts every card: what went into the discard pile is gone
             * until the pile is turned over. */
            avail[x] = (w == RACKO_AT_UNSEEN || w == RACKO_AT_DRAW_MIXED || w == RACKO_AT_DRAW);
        } else {
            /* Plays the odds of its own rack: every card it does not hold
             * may still come (it does not count cards). */
            avail[x] = w != RACKO_AT_MINE && w != RACKO_AT_HAND;
        }
    }
    int p = v->config.players;
    gap_ctx_init(&c->g, ai->tab, c->deck, avail, p == 1, 1.3f);
    c->tworun = ai_tworun(v);
    c->nactive = 0;
    for (int s = 0; s < p; s++) {
        c->nactive += !v->out[s];
    }
    c->next_seat = p > 1 ? next_active(v, v->seat) : -1;
    if (c->expert) {
        c->nseq = known_pile(v, c->seq);
    }
    /* (Not under the run rule: its cost of a missing run is in turns
     * and would be mixed with the race's chances; measured worse.) */
    if (c->expert && p > 1 && c->nseq == 0 && !c->tworun) {
        race_weights(c);
    }
    if (c->next_seat >= 0) {
        c->feed_sign = is_partner(v, v->seat, c->next_seat) ? -1.0f : 1.0f;
        /* Expert: what a card is worth to the next seat is read only from
         * the few cards it was seen taking, a weak sign (hard took a card
         * fitting tightly between its known cards 34% of the time, one
         * with no known neighbour 26%), so the fear of feeding weighs
         * little: 0.3 turn measured best (docs/ai.md). */
        c->feed_w = c->expert ? 0.3f : 0.6f;
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

/* Expert, pile of known order: the cards it will draw on its next turns
 * if the other seats keep drawing from the pile; `first` is the place in
 * the pile (from the top) of its next card. */
static int my_cards(const Ctx *c, int first, int *out, int max)
{
    int n = 0;
    for (int i = first; i < c->nseq && n < max; i += c->nactive) {
        out[n++] = c->seq[i];
    }
    return n;
}

/* The score of a rack when the next cards are known: a turn per known
 * card played (placed or let go), then the model. */
static float known_future(Ctx *c, int rack[RACKO_SLOTS], const int *cards, int n, int depth)
{
    float here = score_rack(c, rack, 0);
    if (here <= GO_OUT + 100.0f || n == 0 || depth == 0) {
        return here;
    }
    int x = cards[0];
    float best = known_future(c, rack, cards + 1, n - 1, depth - 1);
    for (int j = 0; j < RACKO_SLOTS; j++) {
        int old = rack[j];
        rack[j] = x;
        float s = known_future(c, rack, cards + 1, n - 1, depth - 1);
        rack[j] = old;
        if (s < best) {
            best = s;
        }
    }
    return 1.0f + best;
}

/* Best use of a known card `x` with the known cards after it. */
static float known_place(Ctx *c, const int rack[RACKO_SLOTS], int x, int may_discard,
                         const int *cards, int n, int *slot)
{
    int r[RACKO_SLOTS];
    float best = 1e30f;
    *slot = -1;
    memcpy(r, rack, sizeof r);
    if (may_discard) {
        best = known_future(c, r, cards, n, 2);
        if (c->feed_sign != 0.0f) {
            best += c->feed_sign * c->feed_w * fit_for(c->v, c->next_seat, x);
        }
    }
    for (int j = 0; j < RACKO_SLOTS; j++) {
        int old = r[j];
        r[j] = x;
        float s = known_future(c, r, cards, n, 2);
        if (c->feed_sign != 0.0f) {
            s += c->feed_sign * c->feed_w * fit_for(c->v, c->next_seat, old);
        }
        r[j] = old;
        if (s < best - 1e-6f) {
            best = s;
            *slot = j;
        }
    }
    return best;
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
    if (c->expert && c->nseq > 0) {
        int cards[8];
        int n = my_cards(c, c->nactive - 1, cards, 8);
        known_place(c, v->rack, card, may_discard, cards, n, &slot);
    } else if (c->expert) {
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
        if (s1[0] > GO_OUT + 100.0f) {
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
    if (c->expert && c->nseq > 0) {
        /* The next card of the pile is known: compare the two cards. */
        int cards[8];
        int n = my_cards(c, c->nactive, cards, 8);
        float deck = known_place(c, v->rack, c->seq[0], 1, cards, n, &slot);
        n = my_cards(c, c->nactive - 1, cards, 8);
        float take = known_place(c, v->rack, top, 0, cards, n, &slot);
        if (take < deck) {
            out->kind = RACKO_ACT_TAKE_DISCARD;
        }
        return RACKO_OK;
    }
    float take = best_place(c, v->rack, top, 0, &slot);
    float keep = score_rack(c, v->rack, 0);
    if (take >= keep) {
        return RACKO_OK; /* the card does not even beat keeping the rack */
    }
    if (take <= GO_OUT + 100.0f) {
        int r[RACKO_SLOTS];
        memcpy(r, v->rack, sizeof r);
        r[slot] = top;
        if (racko_rack_sorted(r) && (!c->tworun || racko_rack_longest_run(r, NULL) >= 3)) {
            out->kind = RACKO_ACT_TAKE_DISCARD; /* it goes out now */
            return RACKO_OK;
        }
    }
    if (!c->expert) {
        /* Hard takes the card when it clearly improves the rack, the rule
         * of a good player; it does not weigh it against everything the
         * deck may bring, which only expert does (docs/ai.md). */
        if (take <= keep - HARD_TAKE_GAIN) {
            out->kind = RACKO_ACT_TAKE_DISCARD;
        }
        return RACKO_OK;
    }
    if (take < deck_value(c, v->rack)) {
        out->kind = RACKO_ACT_TAKE_DISCARD;
    }
    return RACKO_OK;
}

/* How many placed cards of r a card c in empty slot j would be out of
 * order with: a card below it that is higher, or above it that is lower. */
static int eclair_clashes(const int r[RACKO_SLOTS], int j, int c)
{
    int n = 0;
    for (int k = 0; k < RACKO_SLOTS; k++) {
        if (r[k] > 0 && ((k < j && r[k] > c) || (k > j && r[k] < c))) {
            n++;
        }
    }
    return n;
}

/* Lightning deal: the empty slot that clashes with the fewest placed
 * cards (none when the card fits in order somewhere), and among those the
 * one the gap model likes best.  A card that fits nowhere goes where it
 * breaks the least: the model alone, which sees empty slots as filled by
 * later draws rather than by the cards still to be dealt, would sometimes
 * drop it into slot 1 and leave a rack worth nothing. */
static int decide_eclair(Ctx *c, RackoAction *out)
{
    const RackoView *v = c->v;
    int r[RACKO_SLOTS], clashes[RACKO_SLOTS];
    float best = 1e30f;
    int slot = -1, fewest = RACKO_SLOTS + 1;
    memcpy(r, v->rack, sizeof r);
    for (int j = 0; j < RACKO_SLOTS; j++) {
        clashes[j] = r[j] == 0 ? eclair_clashes(r, j, v->offer) : RACKO_SLOTS + 1;
        fewest = clashes[j] < fewest ? clashes[j] : fewest;
    }
    for (int j = 0; j < RACKO_SLOTS; j++) {
        if (clashes[j] > fewest) {
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

int ai_strong_slot_for(RackoAI *ai, const RackoView *v, int card)
{
    Ctx c;
    int slot;
    ctx_init(&c, ai, v);
    best_place(&c, v->rack, card, 0, &slot);
    return slot;
}
