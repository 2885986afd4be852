/*
 * ai.c - Ratuki's computer players (ratuki/ai.h): four levels, each a
 * pace (a log-normal reaction time around its mean, never under 250 ms,
 * longer after a change it did not bring about) and a way of choosing.
 *
 * A player first turns its view into what it decides from, `Seen`: the
 * values in its hand (sorted: the protocol's state line gives no slots),
 * each place as it will stand when its action lands (a pending card is
 * final by then: the window is at most 200 ms, an action comes 250 ms
 * after the question at the earliest), and what every seat has left.
 * Never a card's deck or style: the same level behind the bot protocol
 * sees the same Seen and decides the same.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kit/rng.h"
#include "ratuki/ai.h"

enum {
    CHOOSE_RANDOM = 0, /* any card that fits, some overlooked; wilds on anything */
    CHOOSE_TAKES = 1,  /* takes first (the tallest), else any card that fits */
    CHOOSE_WEIGH = 2   /* each play weighed: takes, wilds kept, 4s not handed over, digging */
};

typedef struct Level {
    RtLevelInfo info;
    double sigma;      /* spread of the log-normal reaction time */
    int choose;        /* CHOOSE_* */
    double miss;       /* chance of overlooking each possible play */
    int wild_min;      /* cards a wild must take to be played (before the end is near) */
    double setup_fear; /* weight of a 4 handed to another seat's 5 */
    int plans;         /* looks one card ahead: a play that lets another hand card follow */
    int endgame;       /* near a round's end: wilds on the tallest stack, no holding back */
} Level;

/* The levels, slowest first (docs/ai.md: how these figures were set). */
static const Level levels[] = {
    {{"easy", 2600, 600, 350,
      "overlooks a quarter of the cards it could play; plays any that fits, a wild on anything; "
      "discards at random"},
     0.35, CHOOSE_RANDOM, 0.25, 1, 0.0, 0, 0},
    {{"medium", 1550, 380, 280,
      "overlooks one play in eight; takes a stack when it can (the tallest), otherwise plays any "
      "card that fits; digs with any card but a wild"},
     0.30, CHOOSE_TAKES, 0.12, 1, 0.0, 0, 0},
    {{"hard", 1000, 280, 220,
      "overlooks one play in twenty-five; weighs each play: takes by their size, a wild kept for "
      "a stack of four while another card can be played, a 4 played last when it holds no 5"},
     0.28, CHOOSE_WEIGH, 0.04, 4, 1.0, 0, 0},
    {{"expert", 700, 220, 180,
      "sees every play; as hard, a wild kept for a stack of five, plays that let its next card "
      "follow (a 4 before its own 5); near a round's end every wild on the tallest stack"},
     0.25, CHOOSE_WEIGH, 0.0, 5, 1.0, 1, 1},
};

enum { NLEVELS = sizeof levels / sizeof levels[0] };

static const char *const level_names[] = {"easy", "medium", "hard", "expert", NULL};

_Static_assert(sizeof level_names / sizeof level_names[0] == NLEVELS + 1, "one name a level");

/* What a player decides from. */
typedef struct Seen {
    int me;
    int players;
    int now;
    int hand[RT_HAND]; /* values, ascending */
    int nh;
    int top[RT_MAX_SEATS];    /* as it will stand: 0 free */
    int height[RT_MAX_SEATS]; /* as it will stand */
    int shown_top[RT_MAX_SEATS];    /* as it is shown now (a pending card on top) */
    int shown_height[RT_MAX_SEATS];
    int pend[RT_MAX_SEATS];   /* the seat whose card is pending, -1 */
    int pend_take[RT_MAX_SEATS];
    int left[RT_MAX_SEATS];   /* each seat's draw and discard piles */
} Seen;

struct RtAI {
    const Level *lv;
    TkRng rng;
    int pace;
    int mean_ms;   /* the level's, or the options' */
    int see_ms;    /* likewise */
    int commit_ms; /* likewise */
    int round;
    int has_last;
    Seen last;
    int pending;
    RtIntent intent;
    int due;
};

/* ------------------------------------------------------------------ */
/* Levels                                                              */

const char *const *rt_ai_levels(void)
{
    return level_names;
}

static const Level *find_level(const char *name)
{
    for (int i = 0; name != NULL && i < NLEVELS; i++) {
        if (strcmp(levels[i].info.name, name) == 0) {
            return &levels[i];
        }
    }
    return NULL;
}

int rt_ai_level_valid(const char *level)
{
    return find_level(level) != NULL;
}

const RtLevelInfo *rt_ai_level_info(const char *level)
{
    const Level *lv = find_level(level);
    return lv != NULL ? &lv->info : NULL;
}

int rt_ai_new(const char *level, uint64_t seed, const RtAIOptions *opt, RtAI **out)
{
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    const Level *lv = find_level(level);
    int pace = opt != NULL && opt->pace != 0 ? opt->pace : RT_PACE_DEFAULT;
    int mean = opt != NULL && opt->mean_ms != 0 ? opt->mean_ms : 0;
    if (lv == NULL || pace < RT_PACE_MIN || pace > RT_PACE_MAX || mean < 0 || mean > RT_DELAY_MAX) {
        return TK_E_ARG;
    }
    RtAI *ai = calloc(1, sizeof *ai);
    if (ai == NULL) {
        return TK_E_NOMEM;
    }
    ai->lv = lv;
    ai->pace = pace;
    /* An equal pace for every level: the mean, the time to see a change
     * (3/10 of it) and the commit window (1/5) alike. */
    ai->mean_ms = mean > 0 ? mean : lv->info.mean_ms;
    ai->see_ms = mean > 0 ? mean * 3 / 10 : lv->info.see_ms;
    ai->commit_ms = mean > 0 ? mean / 5 : lv->info.commit_ms;
    tk_rng_seed(&ai->rng, seed);
    ai->round = -1;
    *out = ai;
    return TK_OK;
}

void rt_ai_free(RtAI *ai)
{
    free(ai);
}

const char *rt_ai_level(const RtAI *ai)
{
    return ai != NULL ? ai->lv->info.name : "";
}

/* ------------------------------------------------------------------ */
/* What the player sees                                                */

static void see(const RtView *v, Seen *s)
{
    memset(s, 0, sizeof *s);
    s->me = v->seat;
    s->players = v->config.players;
    s->now = v->now;
    for (int i = 0; i < RT_HAND; i++) {
        int val = rt_card_value(v->hand[i]);
        if (val > 0) {
            int j = s->nh++;
            while (j > 0 && s->hand[j - 1] > val) {
                s->hand[j] = s->hand[j - 1];
                j--;
            }
            s->hand[j] = val;
        }
    }
    for (int k = 0; k < s->players; k++) {
        const RtPlaceView *p = &v->place[k];
        s->shown_top[k] = rt_card_value(p->top);
        s->shown_height[k] = p->height;
        s->pend[k] = p->pending_seat;
        s->pend_take[k] = p->pending_seat >= 0 && p->pending_take;
        if (s->pend_take[k]) {
            s->top[k] = 0;
            s->height[k] = 0;
        } else {
            s->top[k] = s->shown_top[k];
            s->height[k] = p->height;
        }
        s->left[k] = v->piles[k].draw + v->piles[k].discard;
    }
}

/* 1 if a place changed since `a` in a way the seat did not bring about. */
static int foreign_change(const Seen *a, const Seen *b)
{
    for (int k = 0; k < b->players; k++) {
        if (a->shown_top[k] == b->shown_top[k] && a->shown_height[k] == b->shown_height[k]) {
            continue;
        }
        /* its own card on top, one more than before */
        if (b->pend[k] == b->me && b->shown_height[k] == a->shown_height[k] + 1) {
            continue;
        }
        /* its own take gone with the stack */
        if (a->pend[k] == b->me && a->pend_take[k] && b->shown_height[k] == 0) {
            continue;
        }
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* Reaction times                                                      */

static double normal(TkRng *r)
{
    double u1 = 1.0 - tk_rng_unit(r); /* (0, 1] */
    double u2 = tk_rng_unit(r);
    return sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2);
}

/* A reaction time: log-normal around the mean (its mean is the mean),
 * plus the time to see a change it did not bring about, at the pace. */
static int reaction(RtAI *ai, int unexpected)
{
    const Level *lv = ai->lv;
    double z = normal(&ai->rng);
    double ms = ai->mean_ms * exp(lv->sigma * z - lv->sigma * lv->sigma / 2.0);
    if (unexpected) {
        ms += ai->see_ms * (0.75 + 0.5 * tk_rng_unit(&ai->rng));
    }
    ms = ms * RT_PACE_DEFAULT / ai->pace;
    if (ms < RT_REACTION_MIN) {
        ms = RT_REACTION_MIN;
    }
    if (ms > RT_DELAY_MAX) {
        ms = RT_DELAY_MAX;
    }
    return (int)(ms + 0.5);
}

/* ------------------------------------------------------------------ */
/* Choosing                                                            */

typedef struct Choice {
    RtIntentKind kind; /* RT_INTENT_PLAY or RT_INTENT_DISCARD */
    int card;
    int place;
} Choice;

static int holds(const Seen *s, int v)
{
    int n = 0;
    for (int i = 0; i < s->nh; i++) {
        n += s->hand[i] == v;
    }
    return n;
}

/* Near the round's end: some seat has (almost) nothing left to draw. */
static int end_near(const Seen *s)
{
    for (int k = 0; k < s->players; k++) {
        if (s->left[k] <= 3) {
            return 1;
        }
    }
    return 0;
}

/* How much a play of v on place k is worth to a weighing level: a take
 * by what it takes; any other play 1, ranked by what it leaves on top
 * (a 4 is a gift to another seat's 5) and what it lets follow, but never
 * below 0.1, so that a play always beats digging; a wild kept for a tall
 * stack only when something else can be played. */
static double weigh(const Level *lv, const Seen *s, int v, int k)
{
    int t = s->top[k], h = s->height[k];
    if (v == RT_WILD) {
        if (h + 1 >= lv->wild_min || (lv->endgame && end_near(s))) {
            return 1.0 + h + 1;
        }
        return 0.05;
    }
    if (rt_takes(v, t)) {
        return 1.5 + h + 1;
    }
    double score = 1.0;
    int new_h = h + 1;
    if (t == 0) {
        score += 0.1;
    }
    if (v == 4) {
        /* Any seat's 5 takes it next, unless this seat's own comes first. */
        double p = holds(s, 5) > 0 ? (lv->plans ? 0.25 : 0.45) : 0.9;
        score -= lv->setup_fear * p * (new_h + 1) / 10.0;
    }
    if (t == 4 && v == 3) {
        score += lv->setup_fear * 0.03 * h; /* covers a 4 another seat's 5 waits for */
    }
    if (lv->plans) {
        /* Another hand card fits what this one leaves on top. */
        int used = 0;
        for (int i = 0; i < s->nh; i++) {
            if (s->hand[i] == v && !used) {
                used = 1;
                continue;
            }
            if (rt_fits(s->hand[i], v) && s->hand[i] != RT_WILD) {
                score += rt_takes(s->hand[i], v) ? 0.4 : 0.15;
                break;
            }
        }
    }
    return score < 0.1 ? 0.1 : score;
}

/* Digging: a hand card that is not a wild, at random, to the discard
 * pile (a wild when there is nothing else). */
static double dig(RtAI *ai, const Seen *s, Choice *c)
{
    int non_wild = 0;
    for (int i = 0; i < s->nh; i++) {
        non_wild += s->hand[i] != RT_WILD;
    }
    c->kind = RT_INTENT_DISCARD;
    c->card = s->hand[0];
    if (non_wild == 0) {
        return 0.0;
    }
    int pick = (int)tk_rng_below(&ai->rng, (uint32_t)non_wild);
    for (int i = 0; i < s->nh; i++) {
        if (s->hand[i] != RT_WILD && pick-- == 0) {
            c->card = s->hand[i];
            break;
        }
    }
    return 0.0;
}

static double choose(RtAI *ai, const Seen *s, Choice *c)
{
    const Level *lv = ai->lv;
    int cand[RT_HAND * RT_MAX_SEATS][2];
    int n = 0;
    for (int i = 0; i < s->nh; i++) {
        if (i > 0 && s->hand[i] == s->hand[i - 1]) {
            continue;
        }
        for (int k = 0; k < s->players; k++) {
            if (rt_fits(s->hand[i], s->top[k])) {
                cand[n][0] = s->hand[i];
                cand[n++][1] = k;
            }
        }
    }
    memset(c, 0, sizeof *c);
    if (lv->miss > 0) {
        /* Attention: each possible play is overlooked now and then (seen,
         * maybe, at the next look). */
        int seen_n = 0;
        for (int i = 0; i < n; i++) {
            if (tk_rng_unit(&ai->rng) >= lv->miss) {
                cand[seen_n][0] = cand[i][0];
                cand[seen_n++][1] = cand[i][1];
            }
        }
        n = seen_n;
    }
    if (lv->choose == CHOOSE_RANDOM) {
        if (n > 0) {
            int i = (int)tk_rng_below(&ai->rng, (uint32_t)n);
            c->kind = RT_INTENT_PLAY;
            c->card = cand[i][0];
            c->place = cand[i][1];
            return 1.0;
        }
        c->kind = RT_INTENT_DISCARD;
        c->card = s->hand[tk_rng_below(&ai->rng, (uint32_t)s->nh)];
        return 0.0;
    }
    if (lv->choose == CHOOSE_TAKES) {
        int best = -1, best_gain = 0;
        for (int i = 0; i < n; i++) {
            int v = cand[i][0], k = cand[i][1];
            if (rt_takes(v, s->top[k]) && s->height[k] + 1 > best_gain) {
                best = i;
                best_gain = s->height[k] + 1;
            }
        }
        if (best < 0 && n > 0) {
            best = (int)tk_rng_below(&ai->rng, (uint32_t)n);
        }
        if (best >= 0) {
            c->kind = RT_INTENT_PLAY;
            c->card = cand[best][0];
            c->place = cand[best][1];
            return best_gain > 0 ? 1.0 + best_gain : 1.0;
        }
        return dig(ai, s, c);
    }
    /* CHOOSE_WEIGH */
    double best_score = 0.0;
    int best = -1;
    for (int i = 0; i < n; i++) {
        double w = weigh(lv, s, cand[i][0], cand[i][1]);
        if (w > best_score) {
            best_score = w;
            best = i;
        }
    }
    if (best >= 0) {
        c->kind = RT_INTENT_PLAY;
        c->card = cand[best][0];
        c->place = cand[best][1];
        return best_score;
    }
    /* Dig: a card that is not a wild goes to the discard pile, one at
     * random (keeping the 5s as well measured worse: they clog the hand). */
    return dig(ai, s, c);
}

/* After a change it did not bring about: is the intention pending still
 * worth doing rather than starting afresh (a new reaction time) for the
 * choice c, worth `gain`?  Still legal, and c no better by a take's
 * worth (a weighing level), or not a take (the others). */
static int still_good(const Level *lv, const Seen *s, const RtIntent *in, const Choice *c,
                      double gain)
{
    if (in->kind == c->kind && in->card == c->card &&
        (c->kind == RT_INTENT_DISCARD || in->place == c->place)) {
        return 1;
    }
    if (holds(s, in->card) == 0) {
        return 0;
    }
    if (in->kind == RT_INTENT_DISCARD) {
        return c->kind == RT_INTENT_DISCARD;
    }
    if (!rt_fits(in->card, s->top[in->place])) {
        return 0;
    }
    if (lv->choose == CHOOSE_WEIGH) {
        return gain - weigh(lv, s, in->card, in->place) < 1.0;
    }
    return c->kind != RT_INTENT_PLAY || !rt_takes(c->card, s->top[c->place]);
}

/* ------------------------------------------------------------------ */
/* Deciding                                                            */

static void answer(RtAI *ai, const Choice *c, int unexpected, RtIntent *out)
{
    memset(out, 0, sizeof *out);
    out->kind = c->kind;
    out->card = c->card;
    out->place = c->kind == RT_INTENT_PLAY ? c->place : 0;
    out->delay = reaction(ai, unexpected);
    ai->pending = 1;
    ai->intent = *out;
    ai->due = ai->last.now + out->delay;
}

int rt_ai_decide(RtAI *ai, const RtView *view, RtIntent *out)
{
    if (ai == NULL || view == NULL || out == NULL) {
        return TK_E_ARG;
    }
    memset(out, 0, sizeof *out);
    if (view->phase != RT_PHASE_ROUND) {
        out->kind = RT_INTENT_WAIT;
        ai->pending = 0;
        return TK_OK;
    }
    if (view->round != ai->round) {
        ai->round = view->round;
        ai->has_last = 0;
        ai->pending = 0;
    }
    Seen s;
    see(view, &s);
    if (ai->pending && s.now >= ai->due) {
        ai->pending = 0; /* done, or refused, by now */
    }
    int unexpected = !ai->has_last || foreign_change(&ai->last, &s);
    ai->last = s;
    ai->has_last = 1;
    if (s.nh == 0) {
        out->kind = RT_INTENT_WAIT;
        ai->pending = 0;
        return TK_OK;
    }
    if (ai->pending && (ai->due - s.now <= ai->commit_ms || !unexpected)) {
        out->kind = RT_INTENT_KEEP;
        return TK_OK;
    }
    Choice c;
    double gain = choose(ai, &s, &c);
    if (ai->pending && still_good(ai->lv, &s, &ai->intent, &c, gain)) {
        out->kind = RT_INTENT_KEEP;
        return TK_OK;
    }
    answer(ai, &c, unexpected, out);
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* The player as an agent of the driver                                */

static int agent_ask(void *self, const RtView *view, int tell, RtIntent *out, char *why,
                     size_t size)
{
    (void)why;
    (void)size;
    if (!(tell & RT_TELL_ASK)) {
        return TK_OK;
    }
    return rt_ai_decide(self, view, out) == TK_OK ? RT_AGENT_ANSWER : RT_AGENT_FAILED;
}

static const RtAgentOps ai_ops = {rt_agent_ignore_event, agent_ask, rt_agent_no_poll,
                                   rt_agent_ignore_refusal};

void rt_ai_agent(RtAI *ai, RtAgent *out)
{
    if (out != NULL) {
        out->ops = &ai_ops;
        out->self = ai;
    }
}
