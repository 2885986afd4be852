/* test_ai.c - the computer players: legality, no hidden information,
 * determinism, hints and names. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "racko/ai.h"
#include "racko/engine.h"
#include "racko/rng.h"

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
    RackoRng rng;
    racko_rng_seed(&rng, 42);
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
    racko_rng_seed(&rng, 7);
    char first[40];
    char second[40];
    racko_ai_random_name(&rng, NULL, 0, first, sizeof first);
    for (char *p = first; *p; p++) {
        if (*p >= 'a' && *p <= 'z') {
            *p = (char)(*p - 'a' + 'A');
        }
    }
    const char *tk[1] = {first};
    racko_rng_seed(&rng, 7);
    racko_ai_random_name(&rng, tk, 1, second, sizeof second);
    ck_assert(strlen(second) > 0);
    ck_assert(!same_ci(first, second));
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
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(ai_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
