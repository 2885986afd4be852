/*
 * test_play.c - random play over many seeds and every table option:
 * cards are conserved, every applied action was legal, rounds end, views
 * match what can be derived from the state, sampled games agree with the
 * view they come from, and replaying the history reproduces the state and
 * the event stream.  Also clones and allocation failures.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "racko/engine.h"
#include "kit/rng.h"
#include "suites.h"

#ifndef RACKO_RANDOM_GAMES
#define RACKO_RANDOM_GAMES 300
#endif

static RackoConfig random_config(TkRng *r)
{
    RackoConfig cfg;
    int p = 1 + (int)tk_rng_below(r, 4);
    racko_config_default(&cfg, p);
    cfg.rules = 0;
    if (tk_rng_below(r, 2)) {
        cfg.rules |= RACKO_RULE_BONUS;
    }
    if (p == 2 && tk_rng_below(r, 2)) {
        cfg.rules |= RACKO_RULE_TWORUN;
    }
    if (tk_rng_below(r, 3) == 0) {
        cfg.rules |= RACKO_RULE_ECLAIR;
    }
    if (tk_rng_below(r, 2)) {
        cfg.rules |= RACKO_RULE_SHUFFLE;
    }
    if (tk_rng_below(r, 3) == 0) {
        cfg.rules |= RACKO_RULE_ALL60;
    }
    if (p == 4 && tk_rng_below(r, 2)) {
        cfg.rules |= RACKO_RULE_TEAMS;
    } else if (p > 1 && tk_rng_below(r, 3) == 0) {
        cfg.rules |= RACKO_RULE_TOKENS;
        cfg.stake = 2 + (int)tk_rng_below(r, 6);
        cfg.token_rounds = 2 + (int)tk_rng_below(r, 3);
    }
    if (tk_rng_below(r, 4) == 0) {
        cfg.deck_size = 10 * p + 2; /* the draw pile runs out all the time */
    }
    cfg.target = 100 + 50 * (int)tk_rng_below(r, 3);
    cfg.turn_limit = 200;
    return cfg;
}

static int in_interval(int card, int slot, int n)
{
    return (card - 1) * RACKO_SLOTS / n == slot;
}

/* A mostly sensible policy so rounds end, with random legal moves mixed in. */
static RackoAction choose(const RackoGame *g, TkRng *r)
{
    RackoAction legal[RACKO_MAX_LEGAL];
    int n = racko_legal_actions(g, legal);
    ck_assert_int_gt(n, 0);
    if (tk_rng_below(r, 5) == 0) {
        return legal[tk_rng_below(r, (uint32_t)n)];
    }
    int seat = racko_game_to_act(g);
    RackoAction a = legal[0];
    if (seat < 0) {
        return a;
    }
    const RackoView *v = racko_game_view(g, seat);
    int deck = v->config.deck_size;
    switch (v->phase) {
    case RACKO_PHASE_ECLAIR: {
        int want = (v->offer - 1) * RACKO_SLOTS / deck;
        for (int d = 0; d < RACKO_SLOTS; d++) {
            for (int sign = -1; sign <= 1; sign += 2) {
                int k = want + sign * d;
                if (k >= 0 && k < RACKO_SLOTS && v->rack[k] == 0) {
                    a.kind = RACKO_ACT_ECLAIR;
                    a.slot = k;
                    return a;
                }
            }
        }
        break;
    }
    case RACKO_PHASE_DRAW: {
        int top = v->discard_count > 0 ? v->discard[v->discard_count - 1] : 0;
        a.kind = RACKO_ACT_DRAW_DECK;
        if (top > 0) {
            int k = (top - 1) * RACKO_SLOTS / deck;
            if (!in_interval(v->rack[k], k, deck)) {
                a.kind = RACKO_ACT_TAKE_DISCARD;
            }
        }
        return a;
    }
    case RACKO_PHASE_PLACE: {
        int k = (v->hand - 1) * RACKO_SLOTS / deck;
        if (in_interval(v->rack[k], k, deck) && !v->hand_from_discard) {
            a.kind = RACKO_ACT_DISCARD;
            a.slot = 0;
        } else {
            a.kind = RACKO_ACT_PLACE;
            a.slot = k;
        }
        return a;
    }
    default:
        break;
    }
    return a;
}

static void check_conservation(const RackoGame *g)
{
    int n = g->cfg.deck_size;
    int count[RACKO_MAX_CARDS + 2] = {0};
    for (int s = 0; s < g->cfg.players; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            int c = g->rack[s][k];
            ck_assert(c >= 0 && c <= n);
            count[c]++;
        }
    }
    for (int i = 0; i < g->draw_count; i++) {
        count[g->draw[i]]++;
    }
    for (int i = 0; i < g->discard_count; i++) {
        count[g->discard[i]]++;
    }
    count[g->hand]++;
    count[g->offer]++;
    for (int c = 1; c <= n; c++) {
        ck_assert_msg(count[c] == 1, "card %d is in play %d times", c, count[c]);
    }
}

/* The view kept step by step (fresh since it was first asked for) equals
 * the one derived from the state, byte for byte. */
static void check_views(const RackoGame *g)
{
    for (int s = 0; s < g->cfg.players; s++) {
        RackoView d, v = *racko_game_view(g, s);
        ck_assert(g->views_fresh & (1u << s));
        eng_view_derive(g, s, &d);
        ck_assert_msg(memcmp(&v, &d, sizeof v) == 0, "view of seat %d drifted", s + 1);
    }
}

static void check_sample(const RackoGame *g, uint64_t seed)
{
    int seat = racko_game_to_act(g);
    if (seat < 0) {
        return;
    }
    const RackoView *v = racko_game_view(g, seat);
    RackoGame *sg = NULL;
    ck_assert_int_eq(racko_game_sample(v, seed, &sg), RACKO_OK);
    check_conservation(sg);
    RackoView mine = *v;
    const RackoView *sv = racko_game_view(sg, seat);
    ck_assert_msg(memcmp(&mine, sv, sizeof mine) == 0, "sampled game disagrees with the view");
    RackoAction la[RACKO_MAX_LEGAL], lb[RACKO_MAX_LEGAL];
    int na = racko_legal_actions(g, la), nb = racko_legal_actions(sg, lb);
    ck_assert_int_eq(na, nb);
    ck_assert(memcmp(la, lb, (size_t)na * sizeof la[0]) == 0);
    ck_assert_int_eq(racko_apply(sg, seat, la[0]), RACKO_OK);
    check_conservation(sg);
    racko_game_free(sg);
}

typedef struct EventLog {
    RackoEvent *ev;
    int n, cap;
} EventLog;

static void log_events(RackoGame *g, EventLog *log)
{
    RackoEvent e;
    while (racko_event_next(g, &e)) {
        if (log->n == log->cap) {
            log->cap = log->cap ? log->cap * 2 : 1024;
            log->ev = realloc(log->ev, (size_t)log->cap * sizeof *log->ev);
            ck_assert_ptr_nonnull(log->ev);
        }
        log->ev[log->n++] = e;
    }
}

START_TEST(random_play)
{
    TkRng r;
    tk_rng_seed(&r, 1000 + (uint64_t)_i);
    RackoConfig cfg = random_config(&r);
    RackoGame *g = NULL;
    char msg[200];
    ck_assert_msg(racko_game_new(&cfg, 5000 + (uint64_t)_i, &g, msg, sizeof msg) == RACKO_OK,
                  "%s", msg);
    EventLog log = {0};
    int actions = 0, rounds_ended = 0;
    RackoGame *twin = NULL;
    while (racko_game_phase(g) != RACKO_PHASE_MATCH_OVER && actions < 60000) {
        RackoAction a = choose(g, &r);
        int seat = racko_game_to_act(g);
        ck_assert_int_eq(racko_check_action(g, seat, a), RACKO_OK);
        if (tk_rng_below(&r, 40) == 0) {
            check_sample(g, tk_rng_next(&r));
        }
        int was_round = racko_game_round(g);
        ck_assert_msg(racko_apply(g, seat, a) == RACKO_OK, "%s", racko_game_error(g));
        if (twin != NULL) {
            ck_assert_int_eq(racko_apply(twin, seat, a), RACKO_OK);
            ck_assert(memcmp(racko_game_view(g, 0), racko_game_view(twin, 0),
                             sizeof(RackoView)) == 0);
        } else if (actions == 50) {
            ck_assert_int_eq(racko_game_clone(g, &twin), RACKO_OK);
        }
        actions++;
        check_conservation(g);
        check_views(g);
        if (racko_game_phase(g) == RACKO_PHASE_ROUND_OVER ||
            (racko_game_phase(g) == RACKO_PHASE_MATCH_OVER && was_round == racko_game_round(g))) {
            rounds_ended++;
        }
        log_events(g, &log);
    }
    ck_assert_msg(racko_game_phase(g) == RACKO_PHASE_MATCH_OVER, "match did not end");
    ck_assert_int_gt(rounds_ended, 0);
    ck_assert_int_ge(racko_game_match_winner(g), 0);

    /* Replaying the history gives the same events and the same views. */
    RackoGame *h = NULL;
    ck_assert_int_eq(racko_game_new(racko_game_config(g), racko_game_seed(g), &h, NULL, 0),
                     RACKO_OK);
    for (int i = 0; i < racko_game_history_count(g); i++) {
        RackoHistoryItem it;
        ck_assert_int_eq(racko_game_history_item(g, i, &it), RACKO_OK);
        if (it.is_script) {
            ck_assert_int_eq(racko_game_script_deck(h, it.cards, it.ncards), RACKO_OK);
        } else {
            ck_assert_int_eq(racko_apply(h, it.seat, it.action), RACKO_OK);
        }
    }
    EventLog log2 = {0};
    log_events(h, &log2);
    ck_assert_int_eq(log.n, log2.n);
    ck_assert(memcmp(log.ev, log2.ev, (size_t)log.n * sizeof *log.ev) == 0);
    for (int s = 0; s < cfg.players; s++) {
        ck_assert(memcmp(racko_game_view(g, s), racko_game_view(h, s), sizeof(RackoView)) == 0);
    }
    free(log.ev);
    free(log2.ev);
    racko_game_free(h);
    racko_game_free(twin);
    racko_game_free(g);
}
END_TEST

START_TEST(same_seed_same_game)
{
    RackoConfig cfg;
    racko_config_default(&cfg, 3);
    RackoGame *a = NULL, *b = NULL;
    ck_assert_int_eq(racko_game_new(&cfg, 42, &a, NULL, 0), RACKO_OK);
    ck_assert_int_eq(racko_game_new(&cfg, 42, &b, NULL, 0), RACKO_OK);
    TkRng r1, r2;
    tk_rng_seed(&r1, 9);
    tk_rng_seed(&r2, 9);
    for (int i = 0; i < 500 && racko_game_phase(a) != RACKO_PHASE_MATCH_OVER; i++) {
        RackoAction x = choose(a, &r1), y = choose(b, &r2);
        ck_assert(memcmp(&x, &y, sizeof x) == 0);
        ck_assert_int_eq(racko_apply(a, racko_game_to_act(a), x), RACKO_OK);
        ck_assert_int_eq(racko_apply(b, racko_game_to_act(b), y), RACKO_OK);
    }
    for (int s = 0; s < 3; s++) {
        ck_assert(memcmp(racko_game_view(a, s), racko_game_view(b, s), sizeof(RackoView)) == 0);
    }
    /* A different seed deals differently. */
    RackoGame *c = NULL;
    ck_assert_int_eq(racko_game_new(&cfg, 43, &c, NULL, 0), RACKO_OK);
    RackoGame *d = NULL;
    ck_assert_int_eq(racko_game_new(&cfg, 42, &d, NULL, 0), RACKO_OK);
    RackoAction deal = {RACKO_ACT_DEAL, 0};
    ck_assert_int_eq(racko_apply(c, -1, deal), RACKO_OK);
    ck_assert_int_eq(racko_apply(d, -1, deal), RACKO_OK);
    ck_assert(memcmp(racko_game_view(c, 0)->rack, racko_game_view(d, 0)->rack,
                     sizeof(int) * 10) != 0);
    racko_game_free(a);
    racko_game_free(b);
    racko_game_free(c);
    racko_game_free(d);
}
END_TEST

START_TEST(events_off_history_off)
{
    RackoConfig cfg;
    racko_config_default(&cfg, 2);
    RackoGame *g = NULL;
    ck_assert_int_eq(racko_game_new(&cfg, 1, &g, NULL, 0), RACKO_OK);
    racko_game_set_recording(g, 0, 0);
    TkRng r;
    tk_rng_seed(&r, 1);
    for (int i = 0; i < 300 && racko_game_phase(g) != RACKO_PHASE_MATCH_OVER; i++) {
        ck_assert_int_eq(racko_apply(g, racko_game_to_act(g), choose(g, &r)), RACKO_OK);
    }
    ck_assert_int_eq(racko_event_pending(g), 0);
    ck_assert_int_eq(racko_game_history_count(g), 0);
    check_views(g);
    racko_game_free(g);
}
END_TEST

/* An allocator that fails the allocation numbered `fail_at` (0-based). */
typedef struct FailAlloc {
    int count;
    int fail_at;
    int live;
} FailAlloc;

static void *fail_alloc(void *ud, void *ptr, size_t size)
{
    FailAlloc *f = ud;
    if (size == 0) {
        if (ptr != NULL) {
            f->live--;
        }
        free(ptr);
        return NULL;
    }
    if (f->count++ == f->fail_at) {
        return NULL;
    }
    void *p = realloc(ptr, size);
    if (p != NULL && ptr == NULL) {
        f->live++;
    }
    return p;
}

START_TEST(allocation_failures_change_nothing)
{
    for (int fail_at = 0; fail_at < 40; fail_at++) {
        FailAlloc fa = {0, fail_at, 0};
        RackoConfig cfg;
        racko_config_default(&cfg, 2);
        cfg.rules |= RACKO_RULE_SHUFFLE;
        cfg.deck_size = 22;
        RackoGame *g = NULL;
        int st = racko_game_new_alloc(&cfg, 3, fail_alloc, &fa, &g, NULL, 0);
        if (st != RACKO_OK) {
            ck_assert_int_eq(st, RACKO_E_NOMEM);
            ck_assert_ptr_null(g);
            ck_assert_int_eq(fa.live, 0);
            continue;
        }
        TkRng r;
        tk_rng_seed(&r, 4);
        int failures = 0;
        for (int i = 0; i < 400 && racko_game_phase(g) != RACKO_PHASE_MATCH_OVER; i++) {
            int deck[22];
            if (i % 50 == 7) {
                for (int k = 0; k < 22; k++) {
                    deck[k] = 22 - k;
                }
                st = racko_game_script_deck(g, deck, 22);
                if (st == RACKO_E_NOMEM) {
                    failures++;
                    fa.fail_at = -1;
                    ck_assert_int_eq(racko_game_script_deck(g, deck, 22), RACKO_OK);
                }
            }
            RackoAction a = choose(g, &r);
            int seat = racko_game_to_act(g);
            RackoView before = *racko_game_view(g, 0);
            int hist = racko_game_history_count(g);
            st = racko_apply(g, seat, a);
            if (st == RACKO_E_NOMEM) {
                failures++;
                ck_assert(memcmp(&before, racko_game_view(g, 0), sizeof before) == 0);
                ck_assert_int_eq(hist, racko_game_history_count(g));
                fa.fail_at = -1;
                st = racko_apply(g, seat, a);
            }
            ck_assert_int_eq(st, RACKO_OK);
            RackoEvent e;
            while (i % 3 == 0 && racko_event_next(g, &e)) {
            }
            if (i == 200) {
                RackoGame *c = NULL;
                st = racko_game_clone(g, &c);
                ck_assert(st == RACKO_OK || st == RACKO_E_NOMEM);
                if (st == RACKO_E_NOMEM) {
                    ck_assert_ptr_null(c);
                    failures++;
                    fa.fail_at = -1;
                }
                racko_game_free(c);
            }
        }
        racko_game_free(g);
        ck_assert_int_eq(fa.live, 0);
        /* The failing allocation was reached and handled exactly once. */
        ck_assert_int_eq(failures, fa.fail_at == -1 ? 1 : 0);
    }
}
END_TEST

Suite *play_suite(void)
{
    Suite *s = suite_create("play");
    TCase *rp = tcase_create("random");
    tcase_set_timeout(rp, 120);
    /* Sanitizer builds run each game several times slower: fewer seeds. */
    tcase_add_loop_test(rp, random_play, 0, RACKO_RANDOM_GAMES);
    suite_add_tcase(s, rp);
    TCase *det = tcase_create("determinism");
    tcase_add_test(det, same_seed_same_game);
    tcase_add_test(det, events_off_history_off);
    suite_add_tcase(s, det);
    TCase *mem = tcase_create("memory");
    tcase_set_timeout(mem, 60);
    tcase_add_test(mem, allocation_failures_change_nothing);
    suite_add_tcase(s, mem);
    return s;
}
