/*
 * test_ai.c - Ratuki's computer players (ratuki/ai.h): the levels and
 * their options; every answer one the driver accepts, every play a card
 * in the hand that fits the table as it will stand; reaction times never
 * under 250 ms, longer after a change the seat did not bring about,
 * scaled by the pace; the same seed and views give the same answers;
 * decisions from values only (a card's deck and style never matter); and
 * no hidden information: two games that differ only in cards a seat
 * cannot see give that seat the same view, and every level the same
 * answer.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/run.h"
#include "engine/helpers.h"
#include "kit/rng.h"
#include "ratuki/ai.h"
#include "ratuki/driver.h"

#define NLEVELS 4

static const char *level_name(int i)
{
    return rt_ai_levels()[i];
}

START_TEST(test_levels)
{
    const char *const *l = rt_ai_levels();
    int n = 0;
    while (l[n] != NULL) {
        const RtLevelInfo *info = rt_ai_level_info(l[n]);
        ck_assert_ptr_nonnull(info);
        ck_assert_str_eq(info->name, l[n]);
        ck_assert(rt_ai_level_valid(l[n]));
        ck_assert_int_ge(info->mean_ms, RT_REACTION_MIN);
        if (n > 0) {
            /* slowest first */
            ck_assert_int_lt(info->mean_ms, rt_ai_level_info(l[n - 1])->mean_ms);
        }
        n++;
    }
    ck_assert_int_eq(n, NLEVELS);
    ck_assert(!rt_ai_level_valid("grandmaster"));
    ck_assert(!rt_ai_level_valid(NULL));
    ck_assert_ptr_null(rt_ai_level_info("x"));
    RtAI *ai = NULL;
    ck_assert_int_eq(rt_ai_new("grandmaster", 1, NULL, &ai), TK_E_ARG);
    ck_assert_ptr_null(ai);
    RtAIOptions o = {RT_PACE_MIN - 1, 0};
    ck_assert_int_eq(rt_ai_new("easy", 1, &o, &ai), TK_E_ARG);
    o.pace = RT_PACE_MAX + 1;
    ck_assert_int_eq(rt_ai_new("easy", 1, &o, &ai), TK_E_ARG);
    o.pace = 100;
    o.mean_ms = -1;
    ck_assert_int_eq(rt_ai_new("easy", 1, &o, &ai), TK_E_ARG);
    o.mean_ms = 1400;
    ck_assert_int_eq(rt_ai_new("expert", 1, &o, &ai), TK_OK);
    ck_assert_str_eq(rt_ai_level(ai), "expert");
    rt_ai_free(ai);
    rt_ai_free(NULL);
}
END_TEST

/* ---- an agent that checks every answer of a level ---- */

typedef struct Checker {
    RtAI *ai;
    int pending;
    int due;
    long answers;
    long plays;
    long keeps;
    int min_delay;
} Checker;

static int in_hand(const RtView *v, int value)
{
    for (int i = 0; i < RT_HAND; i++) {
        if (rt_card_value(v->hand[i]) == value) {
            return 1;
        }
    }
    return 0;
}

static int c_ask(void *self, const RtView *v, int tell, RtIntent *out, char *why, size_t size)
{
    Checker *c = self;
    (void)why;
    (void)size;
    if (!(tell & RT_TELL_ASK)) {
        return TK_OK;
    }
    if (c->pending && v->now >= c->due) {
        c->pending = 0;
    }
    ck_assert_int_eq(rt_ai_decide(c->ai, v, out), TK_OK);
    char msg[100];
    ck_assert_msg(rt_intent_check(out, v->config.players, c->pending, msg, sizeof msg) == TK_OK,
                  "%s: %s", rt_ai_level(c->ai), msg);
    c->answers++;
    if (out->kind == RT_INTENT_KEEP) {
        c->keeps++;
        return RT_AGENT_ANSWER;
    }
    if (out->kind == RT_INTENT_WAIT) {
        c->pending = 0;
        return RT_AGENT_ANSWER;
    }
    ck_assert_int_ge(out->delay, RT_REACTION_MIN);
    ck_assert_int_le(out->delay, RT_DELAY_MAX);
    if (out->delay < c->min_delay) {
        c->min_delay = out->delay;
    }
    ck_assert_msg(in_hand(v, out->card), "%s answered a %d it does not hold", rt_ai_level(c->ai),
                  out->card);
    if (out->kind == RT_INTENT_PLAY) {
        const RtPlaceView *p = &v->place[out->place];
        int top = p->pending_seat >= 0 && p->pending_take ? 0 : rt_card_value(p->top);
        ck_assert_msg(rt_fits(out->card, top), "%s: a %d on place %d showing %d",
                      rt_ai_level(c->ai), out->card, out->place + 1, top);
        c->plays++;
    }
    c->pending = 1;
    c->due = v->now + out->delay;
    return RT_AGENT_ANSWER;
}

static const RtAgentOps checker_ops = {rt_agent_ignore_event, c_ask, rt_agent_no_poll,
                                       rt_agent_ignore_refusal};

START_TEST(test_answers)
{
    int level = _i % NLEVELS;
    int players = 2 + (_i / NLEVELS) % 4;
    RtGame *g = rth_game(players, 0, 150, 700u + (uint64_t)_i);
    RtDriver *d = NULL;
    ck_assert_int_eq(rt_driver_new(g, NULL, &d), TK_OK);
    Checker c[RT_MAX_SEATS];
    memset(c, 0, sizeof c);
    for (int s = 0; s < players; s++) {
        ck_assert_int_eq(rt_ai_new(level_name((level + s) % NLEVELS), 31u * (uint64_t)s + (uint64_t)_i,
                                   NULL, &c[s].ai),
                         TK_OK);
        c[s].min_delay = RT_DELAY_MAX;
        RtAgent a = {&checker_ops, &c[s]};
        ck_assert_int_eq(rt_driver_set_agent(d, s, &a), TK_OK);
    }
    ck_assert_int_eq(rt_driver_deal(d), TK_OK);
    ck_assert_int_eq(rt_driver_run_round(d), TK_OK);
    for (int s = 0; s < players; s++) {
        ck_assert_int_gt(c[s].answers, 5);
        ck_assert_int_gt(c[s].plays, 0);
        ck_assert_int_ge(c[s].min_delay, RT_REACTION_MIN);
        ck_assert(!rt_driver_failed(d, s));
        rt_ai_free(c[s].ai);
    }
    rt_driver_free(d);
    rt_game_free(g);
}
END_TEST

/* ---- reaction times ---- */

/* A view of the first moment of a round (every seat's own hand). */
static void first_view(RtView *v, int players, uint64_t seed)
{
    RtGame *g = rth_game(players, 0, 150, seed);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rt_game_view(g, 0, v), TK_OK);
    rt_game_free(g);
}

/* The mean delay of `n` fresh decisions (each one a new round, so the
 * player starts afresh: a change it did not bring about). */
static double mean_delay(const char *level, int pace, int n, int *min)
{
    RtAI *ai = NULL;
    RtAIOptions o = {pace, 0};
    ck_assert_int_eq(rt_ai_new(level, 99, &o, &ai), TK_OK);
    RtView v;
    first_view(&v, 3, 5);
    double sum = 0;
    *min = RT_DELAY_MAX;
    for (int i = 0; i < n; i++) {
        RtIntent in;
        v.round = i + 1;
        ck_assert_int_eq(rt_ai_decide(ai, &v, &in), TK_OK);
        ck_assert(in.kind == RT_INTENT_PLAY || in.kind == RT_INTENT_DISCARD);
        sum += in.delay;
        *min = in.delay < *min ? in.delay : *min;
    }
    rt_ai_free(ai);
    return sum / n;
}

START_TEST(test_pace)
{
    for (int l = 0; l < NLEVELS; l++) {
        int min1, min2, min3;
        const RtLevelInfo *info = rt_ai_level_info(level_name(l));
        double m1 = mean_delay(level_name(l), 100, 4000, &min1);
        double m2 = mean_delay(level_name(l), 50, 4000, &min2);
        double m3 = mean_delay(level_name(l), RT_PACE_MAX, 4000, &min3);
        /* Around the level's mean and its time to see a change. */
        double want = info->mean_ms + info->see_ms;
        ck_assert_msg(m1 > 0.9 * want && m1 < 1.1 * want, "%s: mean %.0f, want about %.0f",
                      info->name, m1, want);
        /* Half the pace, twice the time (the same draws). */
        ck_assert_msg(m2 / m1 > 1.95 && m2 / m1 < 2.05, "%s: %.0f at pace 50, %.0f at 100",
                      info->name, m2, m1);
        ck_assert_int_ge(min1, RT_REACTION_MIN);
        ck_assert_int_ge(min2, RT_REACTION_MIN);
        ck_assert_int_ge(min3, RT_REACTION_MIN); /* four times as fast: the floor holds */
        ck_assert_double_lt(m3, m1);
    }
}
END_TEST

/* After its own play (expected) against after another seat's play on a
 * place (to be seen first). */
START_TEST(test_unexpected_change_is_slower)
{
    for (int l = 0; l < NLEVELS; l++) {
        const RtLevelInfo *info = rt_ai_level_info(level_name(l));
        double own = 0, other = 0;
        int n = 3000;
        for (int i = 0; i < n; i++) {
            RtGame *g = rth_game(2, 0, 150, 40u + (uint64_t)i % 7);
            rth_script(g, 0, (const int[]){1, 2, 3, 1}, 4);
            rth_script(g, 1, (const int[]){1, 2, 3}, 3);
            ck_assert_int_eq(rt_deal(g), TK_OK);
            RtAI *ai = NULL;
            ck_assert_int_eq(rt_ai_new(level_name(l), (uint64_t)i, NULL, &ai), TK_OK);
            RtView v;
            RtIntent in;
            rt_game_view(g, 0, &v);
            ck_assert_int_eq(rt_ai_decide(ai, &v, &in), TK_OK);
            RtGame *h = NULL;
            ck_assert_int_eq(rt_game_clone(g, &h), TK_OK);
            /* Its own 1 on place 1, once its intention was due. */
            int t = in.delay;
            ck_assert_int_eq(rth_play(g, 0, 1, 0, t), TK_OK);
            rt_game_view(g, 0, &v);
            ck_assert_int_eq(rt_ai_decide(ai, &v, &in), TK_OK);
            ck_assert(in.kind == RT_INTENT_PLAY || in.kind == RT_INTENT_DISCARD);
            own += in.delay;
            rt_ai_free(ai);
            /* The same moment, but the other seat's 1 on place 2. */
            ck_assert_int_eq(rt_ai_new(level_name(l), (uint64_t)i, NULL, &ai), TK_OK);
            rt_game_view(h, 0, &v);
            ck_assert_int_eq(rt_ai_decide(ai, &v, &in), TK_OK);
            ck_assert_int_eq(rth_play(h, 1, 1, 1, t), TK_OK);
            ck_assert_int_eq(rth_discard(h, 0, rt_card_value(rt_game_hand(h, 0, 0)), t), TK_OK);
            rt_game_view(h, 0, &v);
            ck_assert_int_eq(rt_ai_decide(ai, &v, &in), TK_OK);
            ck_assert(in.kind == RT_INTENT_PLAY || in.kind == RT_INTENT_DISCARD);
            other += in.delay;
            rt_ai_free(ai);
            rt_game_free(g);
            rt_game_free(h);
        }
        own /= n;
        other /= n;
        ck_assert_msg(other - own > 0.7 * info->see_ms && other - own < 1.3 * info->see_ms,
                      "%s: %.0f ms after its own play, %.0f after another's", info->name, own,
                      other);
    }
}
END_TEST

/* ---- determinism, values only ---- */

/* The views seat `me` is shown through a round of levels, at each ask. */
typedef struct Recorder {
    RtAI *ai;
    RtView *views;
    int n, cap;
} Recorder;

static int r_ask(void *self, const RtView *v, int tell, RtIntent *out, char *why, size_t size)
{
    Recorder *r = self;
    (void)why;
    (void)size;
    if (!(tell & RT_TELL_ASK)) {
        return TK_OK;
    }
    if (r->n < r->cap) {
        r->views[r->n++] = *v;
    }
    return rt_ai_decide(r->ai, v, out) == TK_OK ? RT_AGENT_ANSWER : RT_AGENT_FAILED;
}

static const RtAgentOps recorder_ops = {rt_agent_ignore_event, r_ask, rt_agent_no_poll,
                                        rt_agent_ignore_refusal};

/* Plays a round of levels and keeps the views seat 0 was shown. */
static int record_views(int players, uint64_t seed, RtView *views, int cap)
{
    RtGame *g = rth_game(players, 0, 150, seed);
    RtDriver *d = NULL;
    ck_assert_int_eq(rt_driver_new(g, NULL, &d), TK_OK);
    Recorder r[RT_MAX_SEATS];
    memset(r, 0, sizeof r);
    for (int s = 0; s < players; s++) {
        ck_assert_int_eq(rt_ai_new(level_name(s % NLEVELS), seed + (uint64_t)s, NULL, &r[s].ai), TK_OK);
        r[s].views = s == 0 ? views : NULL;
        r[s].cap = s == 0 ? cap : 0;
        RtAgent a = {&recorder_ops, &r[s]};
        rt_driver_set_agent(d, s, &a);
    }
    ck_assert_int_eq(rt_driver_deal(d), TK_OK);
    ck_assert_int_eq(rt_driver_run_round(d), TK_OK);
    for (int s = 0; s < players; s++) {
        rt_ai_free(r[s].ai);
    }
    rt_driver_free(d);
    rt_game_free(g);
    return r[0].n;
}

/* The view with every card replaced by another of its value (another
 * deck, another style). */
static void disguise(const RtView *in, RtView *out, int deck)
{
    *out = *in;
    for (int i = 0; i < RT_HAND; i++) {
        int v = rt_card_value(in->hand[i]);
        if (v > 0) {
            /* the last card of that value in the list: another style */
            int idx = 0;
            for (int c = 0; c < RT_DECK; c++) {
                if (rt_card_value(rt_card_make(0, c)) == v) {
                    idx = c;
                }
            }
            out->hand[i] = rt_card_make(deck, idx);
        }
    }
    for (int k = 0; k < RT_MAX_SEATS; k++) {
        RtCard cards[2] = {in->place[k].top, in->place[k].below};
        RtCard *dst[2] = {&out->place[k].top, &out->place[k].below};
        for (int j = 0; j < 2; j++) {
            int v = rt_card_value(cards[j]);
            if (v > 0) {
                for (int c = 0; c < RT_DECK; c++) {
                    if (rt_card_value(rt_card_make(0, c)) == v) {
                        *dst[j] = rt_card_make(deck, c);
                        break;
                    }
                }
            }
        }
    }
}

START_TEST(test_values_only_and_determinism)
{
    enum { CAP = 600 };
    RtView *views = malloc(CAP * sizeof *views);
    ck_assert_ptr_nonnull(views);
    int players = 2 + _i % 4;
    int n = record_views(players, 300u + (uint64_t)_i, views, CAP);
    ck_assert_int_gt(n, 10);
    for (int l = 0; l < NLEVELS; l++) {
        RtAI *a = NULL, *b = NULL, *c = NULL;
        ck_assert_int_eq(rt_ai_new(level_name(l), 17, NULL, &a), TK_OK);
        ck_assert_int_eq(rt_ai_new(level_name(l), 17, NULL, &b), TK_OK);
        ck_assert_int_eq(rt_ai_new(level_name(l), 17, NULL, &c), TK_OK);
        int differ = 0;
        for (int i = 0; i < n; i++) {
            RtView other;
            RtIntent x, y, z;
            disguise(&views[i], &other, (i + 1) % players);
            ck_assert_int_eq(rt_ai_decide(a, &views[i], &x), TK_OK);
            ck_assert_int_eq(rt_ai_decide(b, &other, &y), TK_OK);
            ck_assert_int_eq(rt_ai_decide(c, &views[i], &z), TK_OK);
            ck_assert_msg(memcmp(&x, &y, sizeof x) == 0, "%s decided on a card's deck or style",
                          level_name(l));
            ck_assert(memcmp(&x, &z, sizeof x) == 0);
            differ += memcmp(&views[i], &other, sizeof other) != 0;
        }
        ck_assert_int_gt(differ, 0);
        rt_ai_free(a);
        rt_ai_free(b);
        rt_ai_free(c);
    }
    free(views);
}
END_TEST

/* ---- no hidden information ---- */

/* A random order of a deck (its card indices). */
static void random_order(TkRng *rng, int *order)
{
    for (int i = 0; i < RT_DECK; i++) {
        order[i] = i;
    }
    tk_rng_shuffle(rng, order, RT_DECK);
}

/* Two games that differ only in cards `me` cannot see: the same actions,
 * with the face-down cards (every draw pile's undrawn cards, the other
 * seats' hands and discard piles, whatever never showed on the table)
 * dealt in another order.  Both views must be the same bytes, and every
 * level must answer the same in both. */
START_TEST(test_no_hidden_information)
{
    int players = 2 + _i % 4;
    uint64_t seed = 8100u + (uint64_t)_i;
    TkRng rng;
    tk_rng_seed(&rng, seed);
    int order[RT_MAX_SEATS][RT_DECK];
    RtGame *g1 = rth_game(players, 0, 150, seed);
    for (int s = 0; s < players; s++) {
        random_order(&rng, order[s]);
        ck_assert_int_eq(rt_game_script_deck(g1, s, order[s], RT_DECK), TK_OK);
    }
    RtDriver *d = NULL;
    ck_assert_int_eq(rt_driver_new(g1, NULL, &d), TK_OK);
    RtAI *ai[RT_MAX_SEATS];
    for (int s = 0; s < players; s++) {
        ck_assert_int_eq(rt_ai_new(level_name((s + _i) % NLEVELS), seed + (uint64_t)s, NULL, &ai[s]), TK_OK);
        RtAgent a;
        rt_ai_agent(ai[s], &a);
        rt_driver_set_agent(d, s, &a);
    }
    ck_assert_int_eq(rt_driver_deal(d), TK_OK);
    int stop = 3000 + (int)tk_rng_below(&rng, 25000);
    ck_assert_int_eq(rt_driver_advance(d, stop), TK_OK);
    /* What showed on the table, and how far each seat drew; no turn-over
     * (its cards would come back in the order of their discards). */
    int shown[RT_CARDS] = {0};
    int drawn[RT_MAX_SEATS];
    int turned = 0;
    for (int s = 0; s < players; s++) {
        drawn[s] = RT_HAND;
    }
    RtEvent e;
    while (rt_driver_event_next(d, &e)) {
        if (e.kind == RT_EV_PLAYED) {
            shown[e.u.played.card] = 1;
        } else if (e.kind == RT_EV_TIE) {
            shown[e.u.tie.card1] = shown[e.u.tie.card2] = 1;
        } else if (e.kind == RT_EV_DREW) {
            drawn[e.u.drew.seat]++;
        } else if (e.kind == RT_EV_TURNED_OVER) {
            turned = 1;
        }
    }
    for (int s = 0; s < players; s++) {
        rt_ai_free(ai[s]);
    }
    rt_driver_free(d);
    if (turned || rt_game_phase(g1) != RT_PHASE_ROUND) {
        rt_game_free(g1);
        return;
    }
    int me = (int)tk_rng_below(&rng, (uint32_t)players);
    int order2[RT_MAX_SEATS][RT_DECK];
    int moved = 0;
    for (int s = 0; s < players; s++) {
        int hidden[RT_DECK], nh = 0;
        memcpy(order2[s], order[s], sizeof order2[s]);
        for (int p = 0; p < RT_DECK; p++) {
            int card = s * RT_DECK + order[s][p];
            if (shown[card] || (s == me && p < drawn[s])) {
                continue;
            }
            hidden[nh++] = p;
        }
        int perm[RT_DECK];
        for (int i = 0; i < nh; i++) {
            perm[i] = i;
        }
        tk_rng_shuffle(&rng, perm, nh);
        for (int i = 0; i < nh; i++) {
            order2[s][hidden[i]] = order[s][hidden[perm[i]]];
            moved += rt_card_value(rt_card_make(s, order2[s][hidden[i]])) !=
                     rt_card_value(rt_card_make(s, order[s][hidden[i]]));
        }
    }
    /* The second game: the other orders, the same actions. */
    RtGame *g2 = rth_game(players, 0, 150, seed);
    for (int s = 0; s < players; s++) {
        ck_assert_int_eq(rt_game_script_deck(g2, s, order2[s], RT_DECK), TK_OK);
    }
    int items = rt_game_history_count(g1);
    for (int i = 0; i < items; i++) {
        RtHistoryItem it;
        ck_assert_int_eq(rt_game_history_item(g1, i, &it), TK_OK);
        if (!it.is_script) {
            ck_assert_msg(rt_apply(g2, &it.action) == TK_OK, "%s", rt_game_error(g2));
        }
    }
    ck_assert_int_eq(rt_game_phase(g2), RT_PHASE_ROUND);
    if (moved > 0) {
        ck_assert(!rt_game_same(g1, g2));
    }
    RtView v1, v2;
    ck_assert_int_eq(rt_game_view(g1, me, &v1), TK_OK);
    ck_assert_int_eq(rt_game_view(g2, me, &v2), TK_OK);
    v1.now = v2.now = stop;
    ck_assert(memcmp(&v1, &v2, sizeof v1) == 0);
    for (int l = 0; l < NLEVELS; l++) {
        RtAI *a = NULL, *b = NULL;
        ck_assert_int_eq(rt_ai_new(level_name(l), seed, NULL, &a), TK_OK);
        ck_assert_int_eq(rt_ai_new(level_name(l), seed, NULL, &b), TK_OK);
        RtIntent x, y;
        ck_assert_int_eq(rt_ai_decide(a, &v1, &x), TK_OK);
        ck_assert_int_eq(rt_ai_decide(b, &v2, &y), TK_OK);
        ck_assert_msg(memcmp(&x, &y, sizeof x) == 0, "%s decided differently on hidden cards",
                      level_name(l));
        rt_ai_free(a);
        rt_ai_free(b);
    }
    rt_game_free(g1);
    rt_game_free(g2);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ratuki_ai");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_levels);
    tcase_add_loop_test(tc, test_answers, 0, 4 * NLEVELS);
    tcase_add_test(tc, test_pace);
    tcase_add_test(tc, test_unexpected_change_is_slower);
    tcase_add_loop_test(tc, test_values_only_and_determinism, 0, 8);
    tcase_add_loop_test(tc, test_no_hidden_information, 0, 48);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
