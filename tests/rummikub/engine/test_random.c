/* test_random.c - random matches over many seeds: every tile accounted
 * for, the table valid after every turn, every game ends, refused plays
 * change nothing, the play events' tile origins add up, and a match
 * replays exactly from its seed and actions, with or without recording. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "kit/rng.h"
#include "movegen.h"
#include "rummikub/record.h"
#include "scripted.h"
#include "suites.h"

#ifndef RK_RANDOM_MATCHES
#define RK_RANDOM_MATCHES 120
#endif

/* The tiles of a play event's new table come from the old table (each old
 * place once) or from the rack (exactly the tiles played). */
static void check_play_event(const RkPlayEvent *pe)
{
    uint8_t used[RK_TABLE_MAX_SETS][RK_SET_MAX];
    memset(used, 0, sizeof used);
    RkCounts from_rack;
    rk_counts_clear(&from_rack);
    int old_tiles = 0;
    for (int o = 0; o < pe->before.nsets; o++) {
        old_tiles += pe->before.sets[o].n;
    }
    int matched = 0;
    for (int s = 0; s < pe->after.nsets; s++) {
        for (int i = 0; i < pe->after.sets[s].n; i++) {
            RkFrom f = pe->from[s][i];
            RkTile t = pe->after.sets[s].t[i];
            if (f.set < 0) {
                from_rack.n[t]++;
                continue;
            }
            ck_assert_int_lt(f.set, pe->before.nsets);
            ck_assert_int_lt(f.pos, pe->before.sets[f.set].n);
            ck_assert_int_eq(pe->before.sets[f.set].t[f.pos], t);
            ck_assert(!used[f.set][f.pos]);
            used[f.set][f.pos] = 1;
            matched++;
        }
    }
    ck_assert_int_eq(matched, old_tiles);
    RkCounts played;
    rk_counts_clear(&played);
    for (int i = 0; i < pe->n; i++) {
        played.n[pe->tiles[i]]++;
    }
    ck_assert_int_eq(memcmp(&played, &from_rack, sizeof played), 0);
    /* A set left as it was maps onto itself. */
    for (int s = 0; s < pe->after.nsets; s++) {
        for (int o = 0; o < pe->before.nsets; o++) {
            const RkSet *a = &pe->after.sets[s], *b = &pe->before.sets[o];
            if (a->n == b->n && memcmp(a->t, b->t, a->n) == 0 && pe->from[s][0].set == o) {
                for (int i = 0; i < a->n; i++) {
                    ck_assert_int_eq(pe->from[s][i].set, o);
                }
            }
        }
    }
}

static void drain_events(RkGame *g)
{
    RkEvent e;
    while (rk_event_next(g, &e)) {
        if (e.kind == RK_EV_PLAY) {
            check_play_event(&e.u.play);
        }
    }
}

/* A broken copy of a legal play must be refused (when it surely is) and
 * must change nothing. */
static void try_broken(RkGame *g, int seat, const RkTable *good, TkRng *rng, RkGame *scratch)
{
    RkTable bad;
    memcpy(&bad, good, sizeof bad);
    const RkTable *old = rk_game_table(g);
    RkCounts oldc, rack;
    rk_counts_clear(&oldc);
    rk_counts_add_table(&oldc, old);
    rk_game_rack(g, seat, &rack);
    int must_refuse = 0;
    int how = (int)tk_rng_below(rng, 3);
    if (how == 0 && bad.nsets > 0) {
        /* Take a tile off the table. */
        int s = (int)tk_rng_below(rng, (uint32_t)bad.nsets);
        RkSet *set = &bad.sets[s];
        int i = (int)tk_rng_below(rng, set->n);
        RkTile t = set->t[i];
        set->t[i] = set->t[set->n - 1];
        set->n--;
        RkCounts now;
        rk_counts_clear(&now);
        if (set->n == 0) {
            bad.sets[s] = bad.sets[bad.nsets - 1];
            bad.nsets--;
        }
        rk_counts_add_table(&now, &bad);
        must_refuse = now.n[t] < oldc.n[t];
    } else if (how == 1) {
        /* Add a tile the seat does not have. */
        for (int k = 0; k < RK_KINDS; k++) {
            RkCounts now;
            rk_counts_clear(&now);
            rk_counts_add_table(&now, &bad);
            if (rack.n[k] + oldc.n[k] <= now.n[k] && bad.nsets < RK_TABLE_MAX_SETS) {
                RkTile tiles[3] = {(RkTile)k, (RkTile)k, (RkTile)k};
                RkSet *set = &bad.sets[bad.nsets++];
                memset(set, 0, sizeof *set);
                set->n = 3;
                memcpy(set->t, tiles, 3);
                must_refuse = 1;
                break;
            }
        }
    } else if (bad.nsets >= 2) {
        /* Move a tile between two sets: maybe legal, maybe not. */
        int a = (int)tk_rng_below(rng, (uint32_t)bad.nsets);
        int b = (a + 1) % bad.nsets;
        if (bad.sets[a].n > 1 && bad.sets[b].n < RK_SET_MAX) {
            bad.sets[b].t[bad.sets[b].n++] = bad.sets[a].t[--bad.sets[a].n];
        }
    }
    rk_game_copy(scratch, g);
    int pending = rk_event_pending(g);
    int hist = rk_game_history_count(g);
    int rc = rk_check_play(g, seat, &bad);
    if (must_refuse) {
        ck_assert_msg(rc != TK_OK, "a broken play was accepted");
        ck_assert(rc == TK_E_MOVE || rc == TK_E_RULE);
    }
    if (rc != TK_OK) {
        ck_assert_int_eq(rk_play(g, seat, &bad), rc);
        ck_assert(rk_game_error(g)[0] != '\0');
        ck_assert(rk_game_same(g, scratch));
        ck_assert_int_eq(rk_event_pending(g), pending);
        ck_assert_int_eq(rk_game_history_count(g), hist);
    }
}

typedef struct Stats {
    int plays, draws, timeouts, passes, games, out;
} Stats;

/* Plays a whole match of random players on g. */
static void random_match(RkGame *g, uint64_t seed, int checks, Stats *st)
{
    TkRng rng;
    tk_rng_seed(&rng, seed ^ 0x5eedULL);
    RkGame *scratch = NULL;
    RkConfig cfg = *rk_game_config(g);
    ck_assert_int_eq(rk_game_new(&cfg, 0, &scratch, NULL, 0), TK_OK);
    rk_game_set_recording(scratch, 0, 0);
    RkTable *play = malloc(sizeof *play);
    ck_assert_ptr_nonnull(play);
    int actions = 0;
    while (rk_game_phase(g) != RK_PHASE_MATCH_OVER) {
        ck_assert_int_lt(actions++, 20000);
        if (rk_game_phase(g) == RK_PHASE_GAME_OVER) {
            ck_assert_int_eq(rk_deal(g), TK_OK);
            st->games++;
            continue;
        }
        int seat = rk_game_to_act(g);
        RkView v;
        ck_assert_int_eq(rk_game_view(g, seat, &v), TK_OK);
        uint32_t roll = tk_rng_below(&rng, 100);
        if (cfg.timer > 0 && roll < 4) {
            ck_assert_int_eq(rk_timeout(g), TK_OK);
            st->timeouts++;
        } else if (roll < 92 && movegen_play(&v, &rng, play)) {
            if (checks) {
                try_broken(g, seat, play, &rng, scratch);
            }
            int rc = rk_play(g, seat, play);
            ck_assert_msg(rc == TK_OK, "a generated play was refused: %s", rk_game_error(g));
            st->plays++;
            if (rk_game_phase(g) != RK_PHASE_TURN) {
                st->out++;
            }
        } else {
            if (rk_game_pool_count(g) == 0) {
                st->passes++;
            }
            ck_assert_int_eq(rk_draw(g, seat), TK_OK);
            st->draws++;
        }
        if (checks) {
            check_invariants(g);
            drain_events(g);
        }
    }
    free(play);
    rk_game_free(scratch);
}

static RkConfig random_config(uint64_t seed)
{
    static const int timers[] = {0, 30, 45, 60, 90, 120};
    RkConfig cfg;
    rk_config_default(&cfg, 2 + (int)(seed % 3));
    cfg.timer = timers[seed % 6];
    cfg.games = 1 + (int)(seed % 3);
    return cfg;
}

START_TEST(test_random_matches)
{
    uint64_t seed = (uint64_t)_i * 7919u + 1;
    RkConfig cfg = random_config(seed);
    RkGame *g = NULL;
    ck_assert_int_eq(rk_game_new(&cfg, seed, &g, NULL, 0), TK_OK);
    Stats st = {0};
    random_match(g, seed, 1, &st);
    ck_assert_int_eq(st.games, cfg.games);
    ck_assert_int_gt(st.plays, 0);
    /* The totals of a match add up to zero. */
    int sum = 0;
    for (int s = 0; s < cfg.players; s++) {
        sum += rk_game_total(g, s);
    }
    ck_assert_int_eq(sum, 0);
    /* The seed and the actions give the same match again, with recording
     * off (nothing recorded changes the state) ... */
    RkGame *again = NULL;
    ck_assert_int_eq(rk_game_new(&cfg, seed, &again, NULL, 0), TK_OK);
    rk_game_set_recording(again, 0, 0);
    for (int i = 0; i < rk_game_history_count(g); i++) {
        RkHistoryItem it;
        ck_assert_int_eq(rk_game_history_item(g, i, &it), TK_OK);
        ck_assert(!it.is_script);
        ck_assert_int_eq(rk_apply(again, it.seat, it.kind, &it.table), TK_OK);
    }
    ck_assert(rk_game_same(g, again));
    rk_game_free(again);
    /* ... and its record reads back to the same match, and writes back to
     * the same bytes. */
    char *text = NULL, *text2 = NULL;
    size_t len = 0, len2 = 0;
    ck_assert_int_eq(rk_record_write(g, NULL, &text, &len), TK_OK);
    RkGame *r = NULL;
    char msg[300] = "";
    ck_assert_msg(rk_record_read(text, len, &r, NULL, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert(rk_game_same(g, r));
    ck_assert_int_eq(rk_record_write(r, NULL, &text2, &len2), TK_OK);
    ck_assert_uint_eq(len, len2);
    ck_assert_int_eq(memcmp(text, text2, len), 0);
    free(text);
    free(text2);
    rk_game_free(r);
    rk_game_free(g);
}
END_TEST

START_TEST(test_random_matches_fast)
{
    /* Many more matches, recording off and fewer checks: every game ends
     * and the tiles are all there at the end. */
    Stats st = {0};
    for (int i = 0; i < 40; i++) {
        uint64_t seed = (uint64_t)_i * 1000003u + (uint64_t)i;
        RkConfig cfg = random_config(seed);
        RkGame *g = NULL;
        ck_assert_int_eq(rk_game_new(&cfg, seed, &g, NULL, 0), TK_OK);
        rk_game_set_recording(g, 0, 0);
        random_match(g, seed, 0, &st);
        check_invariants(g);
        rk_game_free(g);
    }
    ck_assert_int_gt(st.out, 0);
    ck_assert_int_gt(st.passes, 0);
    ck_assert_int_gt(st.timeouts, 0);
}
END_TEST

Suite *random_suite(void)
{
    Suite *s = suite_create("rummikub random play");
    TCase *tc = tcase_create("invariants");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_random_matches, 0, RK_RANDOM_MATCHES);
    tcase_add_loop_test(tc, test_random_matches_fast, 0, 10);
    suite_add_tcase(s, tc);
    return s;
}
