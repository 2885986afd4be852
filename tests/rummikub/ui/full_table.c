/*
 * full_table.c - rummikub-fulltable: finds a match whose table is nearly
 * full with seat 1 to act, and saves its record (a tool, not a test).
 *
 * Four computer players of one level (expert by default) play seeded
 * matches; the first position where the table holds at least --min tiles
 * and seat 1 is to act is saved with seat 1 marked "human", so that the
 * desktop table resumes it with a person to move (docs/ui.md,
 * "Performance": tests/rummikub/ui/full-table.rummikub was made with it).
 * With no seed reaching --min, the fullest position found is saved.
 *
 * Left alone, expert players end a game long before the table fills up
 * (the fullest of 12000 games: 89 tiles).  So a player whose move would
 * empty its rack keeps one tile back instead: it plays the most tiles the
 * solver finds for its rack less one tile (the best tile to keep), and
 * nobody goes out; the pool runs dry and the table fills.  Every move is
 * still one the engine accepts: the record is an ordinary match.
 *
 * Usage: rummikub-fulltable --out FILE [--out-timer FILE] [--timer T]
 *                           [--seed S] [--seeds N] [--min TILES]
 *                           [--level LEVEL]
 * --out gets a table without a turn timer; --out-timer (optional) the same
 * match, action for action, with a turn timer of T seconds (default 60).
 */
#include <stdio.h>
#include <string.h>

#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/engine.h"
#include "rummikub/record.h"
#include "rummikub/solver.h"

enum { SEATS = 4 };

static const char *const names[SEATS] = {"Lou", "Ada", "Bruno", "Chen"};

static int usage(void)
{
    fprintf(stderr, "usage: rummikub-fulltable --out FILE [--out-timer FILE] [--timer 30|45|60|90|120]\n"
                    "                          [--seed S] [--seeds N] [--min TILES] [--level LEVEL]\n");
    return 2;
}

static int table_tiles(const RkTable *t)
{
    int n = 0;
    for (int i = 0; i < t->nsets; i++) {
        n += t->sets[i].n;
    }
    return n;
}

/* The move of `seat` when its expert move `mv` would empty its rack: the
 * most tiles it can place keeping one back (or a draw). */
static void keep_one(RkSolver *sv, const RkView *v, RkMove *mv)
{
    RkCounts table;
    RkSolution best, sol;
    int best_kind = -1;
    rk_counts_clear(&table);
    rk_counts_add_table(&table, &v->table);
    memset(&best, 0, sizeof best);
    best.score = -1;
    for (int k = 0; k < RK_KINDS; k++) {
        RkCounts rack = v->rack;
        if (rack.n[k] == 0) {
            continue;
        }
        rack.n[k]--;
        if (rk_solve(sv, &table, &rack, v->log[v->seat].melded, NULL, &sol, NULL, 0) == TK_OK &&
            sol.tiles > 0 && sol.score > best.score) {
            best = sol;
            best_kind = k;
        }
    }
    memset(mv, 0, sizeof *mv);
    mv->kind = RK_ACT_DRAW;
    if (best_kind < 0) {
        return;
    }
    mv->kind = RK_ACT_PLAY;
    if (v->log[v->seat].melded) {
        mv->table = best.table;
    } else {
        /* An initial meld: the new sets go beside the old ones. */
        mv->table = v->table;
        for (int i = 0; i < best.table.nsets && mv->table.nsets < RK_TABLE_MAX_SETS; i++) {
            mv->table.sets[mv->table.nsets++] = best.table.sets[i];
        }
    }
}

static int move_tiles(const RkView *v, const RkMove *mv)
{
    int n = 0;
    if (mv->kind != RK_ACT_PLAY) {
        return 0;
    }
    for (int i = 0; i < mv->table.nsets; i++) {
        n += mv->table.sets[i].n;
    }
    for (int i = 0; i < v->table.nsets; i++) {
        n -= v->table.sets[i].n;
    }
    return n;
}

/* Plays the match of `seed` until seat 0 is to act with at least `min`
 * tiles on the table.  Returns the game in that position (the fullest seen
 * when min is never reached, *best its tile count), or NULL. */
static RkGame *play_seed(RkSolver *sv, uint64_t seed, const char *level, int min, int *best)
{
    RkConfig cfg;
    RkGame *g = NULL, *keep = NULL;
    RkAI *ai[SEATS] = {NULL};
    char msg[200];
    *best = -1;
    rk_config_default(&cfg, SEATS);
    cfg.timer = 0;
    if (rk_game_new(&cfg, seed, &g, msg, sizeof msg) != TK_OK) {
        fprintf(stderr, "rummikub-fulltable: %s\n", msg);
        return NULL;
    }
    for (int s = 0; s < SEATS; s++) {
        if (rk_ai_new(level, seed * 16 + (uint64_t)s, &ai[s]) != TK_OK) {
            fprintf(stderr, "rummikub-fulltable: no level %s\n", level);
            goto done;
        }
    }
    rk_game_set_recording(g, 0, 1);
    for (;;) {
        int phase = rk_game_phase(g);
        if (phase == RK_PHASE_MATCH_OVER) {
            break;
        }
        if (phase == RK_PHASE_GAME_OVER) {
            if (rk_deal(g) != TK_OK) {
                break;
            }
            continue;
        }
        int seat = rk_game_to_act(g);
        if (seat == 0) {
            int n = table_tiles(rk_game_table(g));
            if (n > *best) {
                *best = n;
                rk_game_free(keep);
                keep = NULL;
                if (rk_game_clone(g, &keep) != TK_OK) {
                    keep = NULL;
                    break;
                }
                if (n >= min) {
                    break;
                }
            }
        }
        RkView v;
        RkMove mv;
        if (rk_game_view(g, seat, &v) != TK_OK || rk_ai_decide(ai[seat], &v, &mv) != TK_OK) {
            break;
        }
        if (move_tiles(&v, &mv) >= rk_counts_total(&v.rack)) {
            keep_one(sv, &v, &mv);
        }
        if (rk_apply(g, seat, mv.kind, &mv.table) != TK_OK) {
            fprintf(stderr, "rummikub-fulltable: seed %llu: %s\n", (unsigned long long)seed,
                    rk_game_error(g));
            break;
        }
    }
done:
    for (int s = 0; s < SEATS; s++) {
        rk_ai_free(ai[s]);
    }
    rk_game_free(g);
    return keep;
}

/* The match of g replayed, action for action, at a table with `timer`. */
static RkGame *with_timer(const RkGame *g, int timer)
{
    RkConfig cfg = *rk_game_config(g);
    RkGame *out = NULL;
    RkHistoryItem it;
    char msg[200];
    cfg.timer = timer;
    if (rk_game_new(&cfg, rk_game_seed(g), &out, msg, sizeof msg) != TK_OK) {
        fprintf(stderr, "rummikub-fulltable: %s\n", msg);
        return NULL;
    }
    rk_game_set_recording(out, 0, 1);
    for (int i = 0; i < rk_game_history_count(g); i++) {
        int st = rk_game_history_item(g, i, &it);
        if (st == TK_OK) {
            st = it.is_script ? rk_game_script_mix(out, it.order, RK_TILES)
                              : rk_apply(out, it.seat, it.kind, &it.table);
        }
        if (st != TK_OK) {
            fprintf(stderr, "rummikub-fulltable: replay with a timer: %s\n", rk_game_error(out));
            rk_game_free(out);
            return NULL;
        }
    }
    return out;
}

static void describe(const RkGame *g, uint64_t seed)
{
    const RkTable *t = rk_game_table(g);
    printf("seed %llu, game %d, turn %d: %d tiles in %d sets on the table, pool %d, racks",
           (unsigned long long)seed, rk_game_number(g), rk_game_turn(g), table_tiles(t), t->nsets,
           rk_game_pool_count(g));
    for (int s = 0; s < SEATS; s++) {
        printf(" %d", rk_game_rack_count(g, s));
    }
    printf("; seat %d to act\n", rk_game_to_act(g) + 1);
}

static int save(const RkGame *g, const char *path)
{
    RkRecordMeta meta;
    char msg[300];
    memset(&meta, 0, sizeof meta);
    for (int s = 0; s < SEATS; s++) {
        snprintf(meta.seat[s].spec, sizeof meta.seat[s].spec, "%s", s == 0 ? "human" : "ai:expert");
        snprintf(meta.seat[s].name, sizeof meta.seat[s].name, "%s", names[s]);
    }
    if (rk_record_save(g, &meta, path, msg, sizeof msg) != TK_OK) {
        fprintf(stderr, "rummikub-fulltable: %s\n", msg);
        return 1;
    }
    printf("wrote %s (timer %d)\n", path, rk_game_config(g)->timer);
    return 0;
}

int main(int argc, char **argv)
{
    const char *out = NULL, *out_timer = NULL, *level = "expert";
    long timer = 60, seeds = 2000, min = 100;
    uint64_t seed = 1;
    for (int i = 1; i < argc; i += 2) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int ok = v != NULL;
        if (!ok) {
            return usage();
        }
        if (strcmp(o, "--out") == 0) {
            out = v;
        } else if (strcmp(o, "--out-timer") == 0) {
            out_timer = v;
        } else if (strcmp(o, "--level") == 0) {
            level = v;
        } else if (strcmp(o, "--timer") == 0) {
            ok = tk_text_parse_long(v, strlen(v), 30, 120, &timer) == TK_OK;
        } else if (strcmp(o, "--seeds") == 0) {
            ok = tk_text_parse_long(v, strlen(v), 1, 10000000, &seeds) == TK_OK;
        } else if (strcmp(o, "--min") == 0) {
            ok = tk_text_parse_long(v, strlen(v), 1, RK_TILES, &min) == TK_OK;
        } else if (strcmp(o, "--seed") == 0) {
            ok = tk_text_parse_u64(v, strlen(v), 0, UINT64_MAX, &seed) == TK_OK;
        } else {
            ok = 0;
        }
        if (!ok) {
            return usage();
        }
    }
    if (out == NULL || !rk_ai_level_valid(level)) {
        return usage();
    }
    RkSolver *sv = rk_solver_new();
    if (sv == NULL) {
        fprintf(stderr, "rummikub-fulltable: out of memory\n");
        return 1;
    }
    RkGame *best = NULL;
    uint64_t best_seed = seed;
    int best_n = -1;
    for (long k = 0; k < seeds; k++) {
        int n;
        RkGame *g = play_seed(sv, seed + (uint64_t)k, level, (int)min, &n);
        if (g != NULL && n > best_n) {
            rk_game_free(best);
            best = g;
            best_n = n;
            best_seed = seed + (uint64_t)k;
        } else {
            rk_game_free(g);
        }
        if (best_n >= min) {
            break;
        }
    }
    rk_solver_free(sv);
    if (best == NULL) {
        fprintf(stderr, "rummikub-fulltable: no position found\n");
        return 1;
    }
    if (best_n < min) {
        printf("no seed reached %ld tiles; the fullest position:\n", min);
    }
    describe(best, best_seed);
    int rc = save(best, out);
    if (rc == 0 && out_timer != NULL) {
        RkGame *t = with_timer(best, (int)timer);
        rc = t == NULL ? 1 : save(t, out_timer);
        rk_game_free(t);
    }
    rk_game_free(best);
    return rc;
}
