/*
 * test_replay.c - Rummikub's records replayed item by item
 * (rk_match_replay, rk_match_class.replay): a match played by the
 * computers on the engine, its mixes scripted now and then and its turn
 * timer running out now and then, saved as a record and read back as
 * every reader reads it (rk_match_load_record); start and apply then give,
 * item after item, the very game the match was after that item, with the
 * events a table animates; a refused item changes nothing.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/portable.h"
#include "common/run.h"
#include "kit/rng.h"
#include "rummikub/ai.h"
#include "rummikub/record.h"
#include "rummikub/table.h"

static char tmpdir[256];

static void make_tmpdir(void)
{
    ck_assert_int_eq(portable_make_temp_dir("rk-replay", tmpdir, sizeof tmpdir), 0);
}

static void remove_tmpdir(void)
{
    portable_remove_tree(tmpdir);
}

/* The games of a match as it was after each history item: snap[k] after
 * k items. */
typedef struct Snaps {
    RkGame **g;
    int n, cap;
} Snaps;

static void snap(Snaps *s, const RkGame *g)
{
    while (s->n <= rk_game_history_count(g)) {
        if (s->n == s->cap) {
            s->cap = s->cap ? 2 * s->cap : 256;
            s->g = realloc(s->g, (size_t)s->cap * sizeof *s->g);
            ck_assert_ptr_nonnull(s->g);
        }
        s->g[s->n] = NULL;
        ck_assert_int_eq(rk_game_clone(g, &s->g[s->n]), TK_OK);
        s->n++;
    }
}

static void snaps_free(Snaps *s)
{
    for (int k = 0; k < s->n; k++) {
        rk_game_free(s->g[k]);
    }
    free(s->g);
}

/* A mix of the whole box from rng: every kind twice. */
static void box_mix(TkRng *rng, RkTile *order)
{
    int n = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        order[n++] = (RkTile)k;
        order[n++] = (RkTile)k;
    }
    for (int i = n - 1; i > 0; i--) {
        int j = (int)tk_rng_below(rng, (uint32_t)(i + 1));
        RkTile x = order[i];
        order[i] = order[j];
        order[j] = x;
    }
}

/* Plays a match of `players` computers to its end on the engine (every
 * 7th turn the timer runs out; some games' mixes scripted), keeping the
 * game after every item in *s. */
static RkGame *play_match(int players, uint64_t seed, Snaps *s)
{
    RkConfig cfg;
    RkGame *g = NULL;
    RkAI *ai[RK_MAX_SEATS] = {NULL};
    RkView *view = malloc(sizeof *view);
    TkRng rng;
    char msg[200];
    int turns = 0;
    ck_assert_ptr_nonnull(view);
    tk_rng_seed(&rng, seed ^ 0x5eedu);
    rk_config_default(&cfg, players);
    cfg.games = 2;
    cfg.timer = 30;
    ck_assert_int_eq(rk_game_new(&cfg, seed, &g, msg, sizeof msg), TK_OK);
    for (int p = 0; p < players; p++) {
        ck_assert_int_eq(rk_ai_new("easy", seed + (uint64_t)p, &ai[p]), TK_OK);
    }
    snap(s, g);
    while (rk_game_phase(g) != RK_PHASE_MATCH_OVER) {
        if (rk_game_phase(g) == RK_PHASE_GAME_OVER) {
            if (rk_game_number(g) % 2 == 0) {
                /* this game's mixes scripted: the draw's and the deal's */
                RkTile order[RK_TILES];
                box_mix(&rng, order);
                ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES), TK_OK);
                snap(s, g);
                box_mix(&rng, order);
                ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES), TK_OK);
                snap(s, g);
            }
            ck_assert_int_eq(rk_deal(g), TK_OK);
        } else if (++turns % 7 == 0) {
            ck_assert_int_eq(rk_timeout(g), TK_OK);
        } else {
            int seat = rk_game_to_act(g);
            RkMove m;
            ck_assert_int_eq(rk_game_view(g, seat, view), TK_OK);
            ck_assert_int_eq(rk_ai_decide(ai[seat], view, &m), TK_OK);
            ck_assert_int_eq(rk_apply(g, seat, m.kind, m.kind == RK_ACT_PLAY ? &m.table : NULL),
                             TK_OK);
        }
        rk_event_clear(g);
        snap(s, g);
        ck_assert_int_lt(turns, 20000);
    }
    for (int p = 0; p < players; p++) {
        rk_ai_free(ai[p]);
    }
    free(view);
    return g;
}

/* The match saved as a record and read back as every reader reads it. */
static RkGame *saved_and_loaded(const RkGame *g, const char *name)
{
    char path[400], msg[400] = "";
    RkRecordMeta meta;
    RkGame *from = NULL;
    memset(&meta, 0, sizeof meta);
    for (int p = 0; p < rk_game_config(g)->players; p++) {
        snprintf(meta.seat[p].spec, sizeof meta.seat[p].spec, "ai:easy");
    }
    snprintf(path, sizeof path, "%s/%s", tmpdir, name);
    ck_assert_msg(rk_record_save(g, &meta, path, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_msg(rk_match_load_record(path, &from, NULL, msg, sizeof msg) == TK_OK, "%s", msg);
    return from;
}

/* A match played, its record saved and loaded (from), its items' game
 * started (to). */
typedef struct Played {
    Snaps s;
    RkGame *g, *from;
    void *to;
} Played;

static void played_open(Played *p, int players, uint64_t seed, const char *name)
{
    memset(p, 0, sizeof *p);
    make_tmpdir();
    p->g = play_match(players, seed, &p->s);
    p->from = saved_and_loaded(p->g, name);
    ck_assert_int_eq(rk_match_replay.start(p->from, &p->to), TK_OK);
}

static void played_close(Played *p)
{
    rk_game_free(p->to);
    rk_game_free(p->from);
    rk_game_free(p->g);
    snaps_free(&p->s);
    remove_tmpdir();
}

START_TEST(test_items_replay_the_match)
{
    Played p;
    int n, i, deals = 0, timeouts = 0, scripts = 0;
    played_open(&p, 2 + _i % 3, 4100u + (uint64_t)_i, "match.rummikub");
    ck_assert_ptr_eq(rk_match_class.replay, &rk_match_replay);
    ck_assert(rk_match_replay.time == NULL); /* by turns */
    n = rk_match_replay.count(p.from);
    ck_assert_int_eq(n, rk_game_history_count(p.g));
    ck_assert_int_eq(p.s.n, n + 1);
    /* the start: the same options and seed, nothing applied */
    ck_assert(rk_game_same(p.to, p.s.g[0]));
    ck_assert_int_eq(rk_game_history_count(p.to), 0);
    ck_assert_int_eq(rk_game_number(p.to), 0);
    for (i = 0; i < n; i++) {
        RkHistoryItem it;
        ck_assert_int_eq(rk_game_history_item(p.from, i, &it), TK_OK);
        rk_event_clear(p.to);
        ck_assert_int_eq(rk_match_replay.apply(p.to, p.from, i), TK_OK);
        ck_assert_msg(rk_game_same(p.to, p.s.g[i + 1]), "item %d of %d: not the match's game", i,
                      n);
        ck_assert_int_eq(rk_game_history_count(p.to), i + 1);
        if (!it.is_script) {
            /* an action queues the events a table animates */
            ck_assert_int_gt(rk_event_pending(p.to), 0);
        }
        deals += !it.is_script && it.kind == RK_ACT_DEAL;
        timeouts += !it.is_script && it.kind == RK_ACT_TIMEOUT;
        scripts += it.is_script;
    }
    ck_assert_int_eq(deals, 2);
    ck_assert_int_gt(timeouts, 0);
    ck_assert_int_eq(scripts, 2);
    ck_assert_int_eq(rk_game_phase(p.to), RK_PHASE_MATCH_OVER);
    ck_assert(rk_game_same(p.to, p.from));
    /* a replayed game keeps its whole history: it writes the same record */
    {
        char *a = NULL, *b = NULL;
        ck_assert_int_eq(rk_record_write(p.to, NULL, &a, NULL), TK_OK);
        ck_assert_int_eq(rk_record_write(p.from, NULL, &b, NULL), TK_OK);
        ck_assert_str_eq(a, b);
        free(a);
        free(b);
    }
    played_close(&p);
}
END_TEST

START_TEST(test_refused_item_changes_nothing)
{
    Played p;
    RkGame *before = NULL;
    int n, k = -1, i;
    played_open(&p, 2, 77, "refused.rummikub");
    n = rk_match_replay.count(p.from);
    /* a play applied before its game is dealt: refused, nothing changed */
    for (i = 0; i < n && k < 0; i++) {
        RkHistoryItem it;
        ck_assert_int_eq(rk_game_history_item(p.from, i, &it), TK_OK);
        k = !it.is_script && it.kind == RK_ACT_PLAY ? i : -1;
    }
    ck_assert_int_ge(k, 0);
    ck_assert_int_eq(rk_game_clone(p.to, &before), TK_OK);
    ck_assert_int_ne(rk_match_replay.apply(p.to, p.from, k), TK_OK);
    ck_assert(rk_game_same(p.to, before));
    ck_assert_int_eq(rk_game_history_count(p.to), 0);
    /* no such item */
    ck_assert_int_eq(rk_match_replay.apply(p.to, p.from, n), TK_E_ARG);
    ck_assert_int_eq(rk_match_replay.apply(p.to, p.from, -1), TK_E_ARG);
    ck_assert(rk_game_same(p.to, before));
    rk_game_free(before);
    played_close(&p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("rummikub replay");
    TCase *tc = tcase_create("replay");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_items_replay_the_match, 0, 3);
    tcase_add_test(tc, test_refused_item_changes_nothing);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
