/* test_ai.c - the computer players: legality, no hidden information,
 * determinism, hints and names. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "racko/ai.h"
#include "racko/engine.h"
#include "kit/rng.h"
#include "common/run.h"

static const char *const levels[] = {"easy", "medium", "hard", "expert", "ruby", "acsl"};
#define NLEVELS ((int)(sizeof levels / sizeof levels[0]))

typedef struct Variant {
    int players;
    const char *rules;
} Variant;

static const Variant variants[] = {
    {1, "bonus"},
    {2, "bonus"},
    {2, "bonus,tworun"},
    {2, "eclair,tworun,shuffle"},
    {3, "bonus,shuffle"},
    {3, "tokens"},
    {4, "teams,bonus"},
    {4, "eclair,teams"},
    {2, "all60,eclair,tokens"},
    {3, "all60,shuffle,eclair"},
    {4, "tokens,shuffle"},
};
#define NVARIANTS ((int)(sizeof variants / sizeof variants[0]))

static RackoGame *new_game(const Variant *var, uint64_t seed)
{
    RackoConfig cfg;
    RackoGame *g = NULL;
    char msg[200];
    racko_config_default(&cfg, var->players);
    ck_assert_int_eq(racko_rules_parse(var->rules, &cfg.rules), RACKO_OK);
    cfg.target = 200;
    cfg.token_rounds = 3;
    cfg.stake = 6;
    ck_assert_msg(racko_game_new(&cfg, seed, &g, msg, sizeof msg) == RACKO_OK, "%s", msg);
    racko_game_set_recording(g, 0, 0);
    return g;
}

/* Plays up to `rounds` rounds with one AI per seat; every AI action must be
 * accepted.  Returns the number of AI decisions. */
static long play_rounds(RackoGame *g, RackoAI **ai, int rounds)
{
    long decisions = 0;
    int played = 0;
    for (;;) {
        int phase = racko_game_phase(g);
        if (phase == RACKO_PHASE_MATCH_OVER) {
            break;
        }
        if (phase == RACKO_PHASE_ROUND_OVER) {
            if (played == rounds) {
                break;
            }
            played++;
            ck_assert_int_eq(racko_apply(g, -1, (RackoAction){RACKO_ACT_DEAL, 0}), RACKO_OK);
            continue;
        }
        int seat = racko_game_to_act(g);
        RackoAction a;
        ck_assert_int_eq(racko_ai_decide(ai[seat], racko_game_view(g, seat), &a), RACKO_OK);
        int st = racko_apply(g, seat, a);
        ck_assert_msg(st == RACKO_OK, "%s: refused %d/%d: %s", racko_ai_level(ai[seat]),
                      (int)a.kind, a.slot, racko_game_error(g));
        decisions++;
    }
    return decisions;
}

/* Legal play: every level, every variant, many seeds, each level in every
 * seat (its opponents cycle through the other levels). */
START_TEST(test_legal_all_variants)
{
    const Variant *var = &variants[_i];
    for (int lv = 0; lv < NLEVELS; lv++) {
        RackoAI *ai[RACKO_MAX_SEATS];
        for (int s = 0; s < var->players; s++) {
            const char *name = levels[(lv + s) % NLEVELS];
            ck_assert_int_eq(racko_ai_new(name, 1000u + (unsigned)(s * 7 + lv), &ai[s]), RACKO_OK);
        }
        int seeds = (lv == 2 || lv == 3) ? 6 : 25;
        for (int seed = 0; seed < seeds; seed++) {
            RackoGame *g = new_game(var, (uint64_t)(seed * 131 + lv));
            ck_assert_int_gt(play_rounds(g, ai, 2), 0);
            racko_game_free(g);
        }
        for (int s = 0; s < var->players; s++) {
            racko_ai_free(ai[s]);
        }
    }
}
END_TEST

START_TEST(test_levels)
{
    RackoAI *ai = NULL;
    for (int lv = 0; lv < NLEVELS; lv++) {
        ck_assert(racko_ai_level_valid(levels[lv]));
        ck_assert_int_eq(racko_ai_new(levels[lv], 5, &ai), RACKO_OK);
        ck_assert_str_eq(racko_ai_level(ai), levels[lv]);
        racko_ai_free(ai);
    }
    ck_assert(!racko_ai_level_valid("grandmaster"));
    ck_assert(!racko_ai_level_valid(NULL));
    /* The list of levels names exactly the valid ones. */
    {
        const char *const *all = racko_ai_levels();
        int n = 0;
        for (; all[n] != NULL; n++) {
            ck_assert_msg(racko_ai_level_valid(all[n]), "%s", all[n]);
        }
        ck_assert_int_eq(n, 6);
        ck_assert_str_eq(all[0], "easy");
        ck_assert_str_eq(all[3], "expert");
        ck_assert_str_eq(all[5], "acsl");
    }
    ai = (RackoAI *)&ai;
    ck_assert_int_eq(racko_ai_new("Easy", 1, &ai), RACKO_E_ARG);
    ck_assert_ptr_null(ai);
    racko_ai_free(NULL);
}
END_TEST

/* A decision asked of a seat that is not to act is refused. */
START_TEST(test_not_my_turn)
{
    Variant var = {2, "bonus"};
    RackoGame *g = new_game(&var, 3);
    RackoAI *ai = NULL;
    RackoAction a;
    for (int lv = 0; lv < NLEVELS; lv++) {
        ck_assert_int_eq(racko_ai_new(levels[lv], 1, &ai), RACKO_OK);
        ck_assert_int_eq(racko_ai_decide(ai, racko_game_view(g, 0), &a), RACKO_E_PHASE);
        ck_assert_int_eq(racko_apply(g, -1, (RackoAction){RACKO_ACT_DEAL, 0}), RACKO_OK);
        int other = 1 - racko_game_to_act(g);
        ck_assert_int_eq(racko_ai_decide(ai, racko_game_view(g, other), &a), RACKO_E_PHASE);
        ck_assert_int_eq(racko_ai_decide(ai, NULL, &a), RACKO_E_ARG);
        racko_ai_free(ai);
        racko_game_free(g);
        g = new_game(&var, 3);
    }
    racko_game_free(g);
}
END_TEST

static int same_ci(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        int x = (*a >= 'A' && *a <= 'Z') ? *a - 'A' + 'a' : *a;
        int y = (*b >= 'A' && *b <= 'Z') ? *b - 'A' + 'a' : *b;
        if (x != y) {
            return 0;
        }
    }
    return *a == *b;
}

START_TEST(test_names)
{
    TkRng rng;
    tk_rng_seed(&rng, 42);
    const char *taken[120];
    char store[120][40];
    for (int i = 0; i < 100; i++) {
        size_t n = racko_ai_random_name(&rng, taken, i, store[i], sizeof store[i]);
        ck_assert_uint_gt(n, 0);
        ck_assert_uint_eq(n, strlen(store[i]));
        for (int k = 0; k < i; k++) {
            ck_assert_str_ne(store[i], store[k]);
        }
        taken[i] = store[i];
    }
    /* A small buffer gets a truncated, terminated name. */
    char tiny[3];
    ck_assert_uint_eq(racko_ai_random_name(&rng, NULL, 0, tiny, sizeof tiny), 2);
    ck_assert_uint_eq(strlen(tiny), 2);
    /* Case does not make a name free. */
    tk_rng_seed(&rng, 7);
    char first[40];
    char second[40];
    racko_ai_random_name(&rng, NULL, 0, first, sizeof first);
    for (char *p = first; *p; p++) {
        if (*p >= 'a' && *p <= 'z') {
            *p = (char)(*p - 'a' + 'A');
        }
    }
    const char *tk[1] = {first};
    tk_rng_seed(&rng, 7);
    racko_ai_random_name(&rng, tk, 1, second, sizeof second);
    ck_assert(strlen(second) > 0);
    ck_assert(!same_ci(first, second));
}
END_TEST

/* Plays a game of `var` with easy players for a seed-chosen number of
 * decisions and stops at a decision.  NULL if the round ended first. */
static RackoGame *mid_game(const Variant *var, uint64_t seed)
{
    RackoGame *g = new_game(var, seed);
    RackoAI *easy = NULL;
    TkRng rng;
    tk_rng_seed(&rng, seed);
    int steps = (int)tk_rng_below(&rng, 30);
    ck_assert_int_eq(racko_ai_new("easy", seed, &easy), RACKO_OK);
    ck_assert_int_eq(racko_apply(g, -1, (RackoAction){RACKO_ACT_DEAL, 0}), RACKO_OK);
    for (int i = 0; i < steps; i++) {
        int phase = racko_game_phase(g);
        if (phase == RACKO_PHASE_ROUND_OVER || phase == RACKO_PHASE_MATCH_OVER) {
            break;
        }
        int seat = racko_game_to_act(g);
        RackoAction a;
        ck_assert_int_eq(racko_ai_decide(easy, racko_game_view(g, seat), &a), RACKO_OK);
        ck_assert_int_eq(racko_apply(g, seat, a), RACKO_OK);
    }
    racko_ai_free(easy);
    int phase = racko_game_phase(g);
    if (phase == RACKO_PHASE_ROUND_OVER || phase == RACKO_PHASE_MATCH_OVER) {
        racko_game_free(g);
        return NULL;
    }
    return g;
}

/* Every level's decision, with a fresh player of seed `seed`. */
static void decide_all(const RackoView *v, uint64_t seed, RackoAction *acts)
{
    for (int lv = 0; lv < NLEVELS; lv++) {
        RackoAI *ai = NULL;
        ck_assert_int_eq(racko_ai_new(levels[lv], seed, &ai), RACKO_OK);
        ck_assert_int_eq(racko_ai_decide(ai, v, &acts[lv]), RACKO_OK);
        racko_ai_free(ai);
    }
}

/* No hidden information: two games that look the same from the acting
 * seat but hide different cards get the same decision from every level. */
START_TEST(test_no_hidden_information)
{
    const Variant *var = &variants[_i];
    int checked = 0;
    int differed = 0;
    for (uint64_t seed = 1; seed <= 7; seed++) {
        RackoGame *g = mid_game(var, seed * 977 + (uint64_t)_i);
        if (!g) {
            continue;
        }
        int seat = racko_game_to_act(g);
        const RackoView *v = racko_game_view(g, seat);
        RackoGame *a = NULL;
        RackoGame *b = NULL;
        ck_assert_int_eq(racko_game_sample(v, seed * 3 + 1, &a), RACKO_OK);
        ck_assert_int_eq(racko_game_sample(v, seed * 3 + 2, &b), RACKO_OK);
        const RackoView *va = racko_game_view(a, seat);
        const RackoView *vb = racko_game_view(b, seat);
        /* The two samples must hide different cards for the test to bite. */
        for (int s = 0; s < var->players; s++) {
            int ra[RACKO_SLOTS];
            int rb[RACKO_SLOTS];
            racko_game_rack(a, s, ra);
            racko_game_rack(b, s, rb);
            differed += memcmp(ra, rb, sizeof ra) != 0;
        }
        RackoAction act0[NLEVELS];
        RackoAction acta[NLEVELS];
        RackoAction actb[NLEVELS];
        decide_all(v, seed, act0);
        decide_all(va, seed, acta);
        decide_all(vb, seed, actb);
        for (int lv = 0; lv < NLEVELS; lv++) {
            ck_assert_msg(acta[lv].kind == actb[lv].kind && acta[lv].slot == actb[lv].slot &&
                              act0[lv].kind == acta[lv].kind && act0[lv].slot == acta[lv].slot,
                          "%s decided differently on hidden cards", levels[lv]);
            /* and the decision is legal in both worlds */
            ck_assert_int_eq(racko_check_action(a, seat, acta[lv]), RACKO_OK);
            ck_assert_int_eq(racko_check_action(b, seat, actb[lv]), RACKO_OK);
        }
        checked++;
        racko_game_free(a);
        racko_game_free(b);
        racko_game_free(g);
    }
    ck_assert_int_gt(checked, 2);
    if (var->players > 1) {
        ck_assert_int_gt(differed, 0);
    }
}
END_TEST

/* Determinism: the same match seed and player seeds give the same game. */
static uint64_t play_hash(const char *level, uint64_t seed)
{
    Variant var = {3, "bonus,shuffle"};
    RackoGame *g = new_game(&var, seed);
    RackoAI *ai[3];
    uint64_t h = 1469598103934665603ULL;
    for (int s = 0; s < 3; s++) {
        ck_assert_int_eq(racko_ai_new(level, seed + (uint64_t)s, &ai[s]), RACKO_OK);
    }
    ck_assert_int_eq(racko_apply(g, -1, (RackoAction){RACKO_ACT_DEAL, 0}), RACKO_OK);
    while (racko_game_phase(g) != RACKO_PHASE_ROUND_OVER &&
           racko_game_phase(g) != RACKO_PHASE_MATCH_OVER) {
        int seat = racko_game_to_act(g);
        RackoAction a;
        ck_assert_int_eq(racko_ai_decide(ai[seat], racko_game_view(g, seat), &a), RACKO_OK);
        ck_assert_int_eq(racko_apply(g, seat, a), RACKO_OK);
        h = (h ^ (uint64_t)(a.kind * 16 + a.slot + 1)) * 1099511628211ULL;
    }
    for (int s = 0; s < 3; s++) {
        racko_ai_free(ai[s]);
    }
    racko_game_free(g);
    return h;
}

START_TEST(test_determinism)
{
    for (int lv = 0; lv < NLEVELS; lv++) {
        uint64_t first = play_hash(levels[lv], 11);
        ck_assert_uint_eq(first, play_hash(levels[lv], 11));
        /* A different match seed gives a different game (the test sees
         * the moves). */
        ck_assert_uint_ne(first, play_hash(levels[lv], 12));
    }
}
END_TEST

/* The hint is expert's move, with a reason a person can read. */
START_TEST(test_hint_is_expert)
{
    const Variant *var = &variants[_i];
    int checked = 0;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        RackoGame *g = mid_game(var, seed * 31 + 5);
        if (!g) {
            continue;
        }
        int seat = racko_game_to_act(g);
        const RackoView *v = racko_game_view(g, seat);
        RackoAction hint;
        RackoAction exp;
        char reason[160];
        RackoAI *ai = NULL;
        ck_assert_int_eq(racko_ai_hint(v, seed, &hint, reason, sizeof reason), RACKO_OK);
        ck_assert_int_eq(racko_ai_new("expert", seed, &ai), RACKO_OK);
        ck_assert_int_eq(racko_ai_decide(ai, v, &exp), RACKO_OK);
        ck_assert_int_eq(hint.kind, exp.kind);
        ck_assert_int_eq(hint.slot, exp.slot);
        ck_assert_uint_gt(strlen(reason), 5);
        if (hint.kind == RACKO_ACT_PLACE || hint.kind == RACKO_ACT_ECLAIR) {
            char want[32];
            snprintf(want, sizeof want, "slot %d", hint.slot + 1);
            ck_assert_msg(strstr(reason, want) != NULL, "reason \"%s\" lacks %s", reason, want);
        }
        /* No room for a reason is fine. */
        ck_assert_int_eq(racko_ai_hint(v, seed, &hint, NULL, 0), RACKO_OK);
        racko_ai_free(ai);
        racko_game_free(g);
        checked++;
    }
    ck_assert_int_gt(checked, 1);
}
END_TEST

/* Cards placed in the lightning deal that card c in empty slot j would
 * be out of order with. */
static int clashes(const int rack[RACKO_SLOTS], int j, int c)
{
    int n = 0;
    for (int k = 0; k < RACKO_SLOTS; k++) {
        if (rack[k] > 0 && ((k < j && rack[k] > c) || (k > j && rack[k] < c))) {
            n++;
        }
    }
    return n;
}

/* The lightning deal (issue: a 4 put above a 5, a 57 into slot 1): hard
 * and expert (and so the hint) put each card in order when an empty slot
 * allows it, and otherwise where it clashes with the fewest cards; the
 * hint says which. */
START_TEST(test_eclair_keeps_order)
{
    static const Variant var = {2, "bonus,eclair"};
    int fits = 0, fits_nowhere = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        RackoGame *g = new_game(&var, seed);
        RackoAI *ai = NULL;
        ck_assert_int_eq(racko_ai_new(seed % 2 ? "expert" : "hard", seed, &ai), RACKO_OK);
        RackoAction a = {RACKO_ACT_DEAL, 0};
        ck_assert_int_eq(racko_apply(g, -1, a), RACKO_OK);
        while (racko_game_phase(g) == RACKO_PHASE_ECLAIR) {
            int seat = racko_game_to_act(g);
            const RackoView *v = racko_game_view(g, seat);
            int fewest = RACKO_SLOTS;
            for (int j = 0; j < RACKO_SLOTS; j++) {
                if (v->rack[j] == 0 && clashes(v->rack, j, v->offer) < fewest) {
                    fewest = clashes(v->rack, j, v->offer);
                }
            }
            ck_assert_int_eq(racko_ai_decide(ai, v, &a), RACKO_OK);
            ck_assert_int_eq(a.kind, RACKO_ACT_ECLAIR);
            ck_assert_msg(clashes(v->rack, a.slot, v->offer) == fewest,
                          "seed %d: %d into slot %d clashes with %d cards, %d possible",
                          (int)seed, v->offer, a.slot + 1, clashes(v->rack, a.slot, v->offer), fewest);
            if (seed % 2) {
                RackoAction hint;
                char reason[200];
                ck_assert_int_eq(racko_ai_hint(v, seed, &hint, reason, sizeof reason), RACKO_OK);
                ck_assert_int_eq(hint.slot, a.slot);
                ck_assert_msg((strstr(reason, "no empty slot keeps it in order") != NULL) == (fewest > 0),
                              "reason \"%s\" with %d clashes", reason, fewest);
            }
            fits += fewest == 0;
            fits_nowhere += fewest > 0;
            ck_assert_int_eq(racko_apply(g, seat, a), RACKO_OK);
        }
        racko_ai_free(ai);
        racko_game_free(g);
    }
    ck_assert_int_gt(fits, 100);
    ck_assert_int_gt(fits_nowhere, 10);
}
END_TEST

/* The card a PLACE or DISCARD action puts on the discard pile. */
static int thrown(const RackoView *v, RackoAction a)
{
    return a.kind == RACKO_ACT_DISCARD ? v->hand : v->rack[a.slot];
}

/* Not feeding: when the next seat was seen taking cards just below and
 * just above the card expert was going to throw (a 21 and a 25 around a
 * 23, one slot apart), expert keeps that card in some positions, with two
 * and with three seats.  The fear of feeding weighs 0.3 turn (measured
 * better than a full turn, see docs/ai.md), so it changes only close
 * decisions, but it must change some. */
START_TEST(test_no_feeding)
{
    Variant var = {_i == 0 ? 2 : 3, "bonus"};
    int tried = 0;
    int fed = 0;
    for (uint64_t seed = 1; seed <= 400 && tried < 25; seed++) {
        RackoGame *g = mid_game(&var, seed * 7 + 3);
        if (!g) {
            continue;
        }
        int seat = racko_game_to_act(g);
        RackoView v = *racko_game_view(g, seat);
        racko_game_free(g);
        if (v.phase != RACKO_PHASE_PLACE) {
            continue;
        }
        RackoAI *ai = NULL;
        RackoAction a0;
        RackoAction a1;
        ck_assert_int_eq(racko_ai_new("expert", 1, &ai), RACKO_OK);
        ck_assert_int_eq(racko_ai_decide(ai, &v, &a0), RACKO_OK);
        int d = thrown(&v, a0);
        int next = (seat + 1) % var.players;
        int deck = v.config.deck_size;
        /* Anchor the next seat's slots 4 and 6 around d, slot 5 unknown. */
        if (d < 3 || d > deck - 2 || v.where[d - 2] != RACKO_AT_UNSEEN ||
            v.where[d + 2] != RACKO_AT_UNSEEN || v.known[next][3] || v.known[next][4] ||
            v.known[next][5]) {
            racko_ai_free(ai);
            continue;
        }
        v.known[next][3] = d - 2;
        v.known[next][5] = d + 2;
        v.where[d - 2] = (unsigned char)(RACKO_AT_SEAT + next);
        v.where[d + 2] = (unsigned char)(RACKO_AT_SEAT + next);
        ck_assert_int_eq(racko_ai_decide(ai, &v, &a1), RACKO_OK);
        fed += thrown(&v, a1) == d;
        tried++;
        racko_ai_free(ai);
    }
    ck_assert_int_ge(tried, 10);
    ck_assert_msg(fed < tried, "expert threw the wanted card every time (%d)", tried);
}
END_TEST

static Suite *ai_suite(void)
{
    Suite *s = suite_create("ai");
    TCase *core = tcase_create("core");
    tcase_add_test(core, test_levels);
    tcase_add_test(core, test_not_my_turn);
    tcase_add_test(core, test_names);
    suite_add_tcase(s, core);
    TCase *legal = tcase_create("legal");
    tcase_set_timeout(legal, 120);
    tcase_add_loop_test(legal, test_legal_all_variants, 0, NVARIANTS);
    suite_add_tcase(s, legal);
    TCase *info = tcase_create("information");
    tcase_set_timeout(info, 120);
    tcase_add_loop_test(info, test_no_hidden_information, 0, NVARIANTS);
    tcase_add_test(info, test_determinism);
    tcase_add_loop_test(info, test_hint_is_expert, 0, NVARIANTS);
    tcase_add_test(info, test_eclair_keeps_order);
    tcase_add_loop_test(info, test_no_feeding, 0, 2);
    suite_add_tcase(s, info);
    return s;
}

int main(void)
{
    return test_run(ai_suite(), NULL, 0);
}
