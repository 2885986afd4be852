/*
 * arena.c - computer players against each other (rummikub/arena.h): every
 * deal once per rotation of the seats, on the same tiles.  The only place
 * of the players' library that reads a clock (each decision's time).
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kit/rng.h"
#include "rummikub/ai.h"
#include "rummikub/arena.h"

enum {
    ARENA_TURNS_MAX = 20000 /* a game that goes on longer is a player's fault */
};

typedef struct Times {
    double *ms;
    double *cpu; /* the processor time of each, in the same order */
    long n, cap;
    double max;   /* the longest, */
    int max_rack; /* at this rack */
    int rack_max; /* the longest rack */
} Times;

static double clock_ms(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static int times_add(Times *t, double ms, double cpu, int rack)
{
    if (t->n == 0 || ms > t->max) {
        t->max = ms;
        t->max_rack = rack;
    }
    if (rack > t->rack_max) {
        t->rack_max = rack;
    }
    if (t->n == t->cap) {
        long cap = t->cap ? t->cap * 2 : 4096;
        double *p = realloc(t->ms, (size_t)cap * sizeof *p);
        if (!p) {
            return TK_E_NOMEM;
        }
        t->ms = p;
        p = realloc(t->cpu, (size_t)cap * sizeof *p);
        if (!p) {
            return TK_E_NOMEM;
        }
        t->cpu = p;
        t->cap = cap;
    }
    t->cpu[t->n] = cpu;
    t->ms[t->n++] = ms;
    return TK_OK;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The value at quantile q of sorted v[0..n-1] (nearest rank). */
static double quantile(const double *v, long n, double q)
{
    if (n == 0) {
        return 0.0;
    }
    long i = (long)ceil(q * (double)n) - 1;
    if (i < 0) {
        i = 0;
    }
    if (i >= n) {
        i = n - 1;
    }
    return v[i];
}

static void arena_msg(char *msg, size_t size, const char *text)
{
    if (msg && size) {
        snprintf(msg, size, "%s", text);
    }
}

/* The constant name of rk_ai_levels() that is the `len` bytes at name, or
 * NULL. */
static const char *level_name(const char *name, size_t len)
{
    for (const char *const *l = rk_ai_levels(); *l; l++) {
        if (strlen(*l) == len && strncmp(*l, name, len) == 0) {
            return *l;
        }
    }
    return NULL;
}

int rk_arena_seat_levels(RkArenaSpec *spec, const char *a, const char *b, char *msg, size_t size)
{
    if (!spec || !a || !b) {
        arena_msg(msg, size, "no levels to seat");
        return TK_E_ARG;
    }
    if (spec->players < RK_MIN_SEATS || spec->players > RK_MAX_SEATS) {
        arena_msg(msg, size, "an arena has 2 to 4 seats");
        return TK_E_ARG;
    }
    const char *seat[RK_MAX_SEATS];
    seat[0] = level_name(a, strlen(a));
    if (!seat[0]) {
        if (msg && size) {
            snprintf(msg, size, "no such level: \"%s\"", a);
        }
        return TK_E_ARG;
    }
    int n = 1;
    for (const char *p = b;; n++) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        if (n >= spec->players) {
            if (msg && size) {
                snprintf(msg, size, "more levels than there are other seats (%d)", spec->players - 1);
            }
            return TK_E_ARG;
        }
        seat[n] = level_name(p, len);
        if (!seat[n]) {
            if (msg && size) {
                snprintf(msg, size, "no such level: \"%.*s\"", (int)(len < 40 ? len : 40), p);
            }
            return TK_E_ARG;
        }
        if (!comma) {
            break;
        }
        p = comma + 1;
    }
    for (int s = 0; s < spec->players; s++) {
        spec->levels[s] = seat[s <= n ? s : n];
    }
    return TK_OK;
}

/* The box in a random order from rng. */
static void deal_order(TkRng *rng, RkTile order[RK_TILES])
{
    int idx[RK_TILES];
    for (int i = 0; i < RK_TILES; i++) {
        idx[i] = i;
    }
    tk_rng_shuffle(rng, idx, RK_TILES);
    for (int i = 0; i < RK_TILES; i++) {
        order[i] = (RkTile)(idx[i] / RK_COPIES);
    }
}

/* What the games of a run add up, by level index. */
typedef struct Tally {
    Times times[RK_MAX_SEATS];
    double tiles_sum[RK_MAX_SEATS];
    double points_sum[RK_MAX_SEATS];
    long turns;
} Tally;

/* One game: seat s played by level index lv[s], player A on seat a_seat;
 * its winner counted in wins[seat]. */
static int play_game(const RkArenaSpec *spec, const RkTile *order, const int *lv, int a_seat, uint64_t seed,
                     RkArenaResult *res, Tally *tally, long *wins, char *msg, size_t size)
{
    Times *times = tally->times;
    int first_empty = -1; /* the first seat to find the pool empty */
    RkConfig cfg;
    rk_config_default(&cfg, spec->players);
    cfg.games = 1;
    cfg.first = 0;
    cfg.timer = spec->timer;
    RkGame *g = NULL;
    RkAI *ai[RK_MAX_SEATS] = {NULL};
    int rc = rk_game_new(&cfg, seed, &g, msg, size);
    if (rc != TK_OK) {
        return rc;
    }
    rk_game_set_recording(g, 0, 0);
    for (int s = 0; s < spec->players && rc == TK_OK; s++) {
        rc = rk_ai_new(res->level[lv[s]].level, tk_mix64(seed + 0x9e37u * (uint64_t)(s + 1)), &ai[s]);
    }
    if (rc == TK_OK) {
        rc = rk_game_script_mix(g, order, RK_TILES);
    }
    if (rc == TK_OK) {
        rc = rk_deal(g);
    }
    RkView view;
    RkMove mv;
    long n = 0;
    while (rc == TK_OK && rk_game_phase(g) == RK_PHASE_TURN) {
        int seat = rk_game_to_act(g);
        rk_game_view(g, seat, &view);
        if (first_empty < 0 && view.pool == 0) {
            first_empty = seat;
        }
        double t0 = clock_ms(CLOCK_MONOTONIC), c0 = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
        rc = rk_ai_decide(ai[seat], &view, &mv);
        double dt = clock_ms(CLOCK_MONOTONIC) - t0, dc = clock_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
        if (rc != TK_OK) {
            if (msg && size) {
                snprintf(msg, size, "%s could not decide: %s", res->level[lv[seat]].level, tk_status_string(rc));
            }
            break;
        }
        rc = times_add(&times[lv[seat]], dt, dc, view.log[seat].tiles);
        if (rc != TK_OK) {
            arena_msg(msg, size, "out of memory");
            break;
        }
        rc = mv.kind == RK_ACT_PLAY ? rk_play(g, seat, &mv.table) : rk_draw(g, seat);
        if (rc != TK_OK) {
            if (msg && size) {
                snprintf(msg, size, "%s made a move the engine refused: %s", res->level[lv[seat]].level,
                         rk_game_error(g));
            }
            rc = TK_E_RULE;
            break;
        }
        if (++n > ARENA_TURNS_MAX) {
            arena_msg(msg, size, "a game went on for too long");
            rc = TK_E_RULE;
        }
    }
    if (rc == TK_OK) {
        RkGameScore sc;
        rc = rk_game_last_score(g, &sc);
        if (rc == TK_OK) {
            wins[sc.winner]++;
            res->out_games += sc.out;
            for (int s = 0; s < spec->players; s++) {
                tally->tiles_sum[lv[s]] += sc.tiles[s];
                tally->points_sum[lv[s]] += sc.points[s];
            }
            tally->turns += n;
            if (first_empty >= 0) {
                int at = (a_seat - first_empty + spec->players) % spec->players;
                res->a_end_games[at]++;
                res->a_end_wins[at] += sc.winner == a_seat;
                res->a_end_points[at] += sc.points[a_seat];
            }
        }
    }
    for (int s = 0; s < spec->players; s++) {
        rk_ai_free(ai[s]);
    }
    rk_game_free(g);
    return rc;
}

int rk_arena_run(const RkArenaSpec *spec, RkArenaResult *result, char *msg, size_t size)
{
    if (msg && size) {
        msg[0] = '\0';
    }
    if (!spec || !result) {
        arena_msg(msg, size, "no arena to run");
        return TK_E_ARG;
    }
    memset(result, 0, sizeof *result);
    if (spec->players < RK_MIN_SEATS || spec->players > RK_MAX_SEATS) {
        arena_msg(msg, size, "an arena has 2 to 4 seats");
        return TK_E_ARG;
    }
    if (spec->deals < 1 || spec->deals > RK_ARENA_DEALS_MAX) {
        arena_msg(msg, size, "the number of deals must be 1 to 1000000");
        return TK_E_ARG;
    }
    RkConfig cfg;
    rk_config_default(&cfg, spec->players);
    cfg.games = 1;
    cfg.timer = spec->timer;
    int rc = rk_config_check(&cfg, msg, size);
    if (rc != TK_OK) {
        return rc;
    }
    /* Distinct levels, in seat order. */
    int seat_level[RK_MAX_SEATS];
    const char *const *names = rk_ai_levels();
    for (int s = 0; s < spec->players; s++) {
        const char *name = NULL;
        for (int i = 0; spec->levels[s] && names[i]; i++) {
            if (strcmp(names[i], spec->levels[s]) == 0) {
                name = names[i];
            }
        }
        if (!name) {
            if (msg && size) {
                snprintf(msg, size, "seat %d: no such level", s + 1);
            }
            return TK_E_ARG;
        }
        int found = -1;
        for (int i = 0; i < result->nlevels; i++) {
            if (result->level[i].level == name) {
                found = i;
            }
        }
        if (found < 0) {
            found = result->nlevels++;
            result->level[found].level = name;
        }
        result->level[found].seats++;
        seat_level[s] = found;
    }
    Tally tally;
    memset(&tally, 0, sizeof tally);
    Times *times = tally.times;
    long wins_seat[RK_MAX_SEATS];
    double sum_a = 0.0, sum_a2 = 0.0;
    long a_first = 0;
    int P = spec->players;
    rc = TK_OK;
    for (int d = 0; d < spec->deals && rc == TK_OK; d++) {
        TkRng rng;
        tk_rng_seed(&rng, tk_mix64(spec->seed * 1000003u + (uint64_t)d));
        RkTile order[RK_TILES];
        deal_order(&rng, order);
        long a_wins = 0;
        for (int r = 0; r < P && rc == TK_OK; r++) {
            int lv[RK_MAX_SEATS];
            for (int s = 0; s < P; s++) {
                lv[s] = seat_level[(s + r) % P];
            }
            memset(wins_seat, 0, sizeof wins_seat);
            /* Player A (spec seat 0) sits at seat (P - r) % P. */
            rc = play_game(spec, order, lv, (P - r) % P, tk_rng_next(&rng), result, &tally, wins_seat, msg, size);
            for (int s = 0; s < P; s++) {
                result->level[lv[s]].wins += wins_seat[s];
            }
            a_wins += wins_seat[(P - r) % P];
            a_first += r == 0 ? wins_seat[0] : 0;
            result->games++;
        }
        double x = (double)a_wins / P;
        sum_a += x;
        sum_a2 += x * x;
        if (rc == TK_OK && spec->progress) {
            spec->progress(spec->progress_ud, d + 1, spec->deals);
        }
    }
    if (rc == TK_OK) {
        double n = spec->deals;
        result->a_rate = sum_a / n;
        double var = n > 1 ? (sum_a2 - sum_a * sum_a / n) / (n - 1) : 0.0;
        double half = 1.96 * sqrt(var > 0 ? var / n : 0.0);
        result->a_low = result->a_rate - half > 0.0 ? result->a_rate - half : 0.0;
        result->a_high = result->a_rate + half < 1.0 ? result->a_rate + half : 1.0;
        result->a_first_rate = (double)a_first / n;
        result->mean_turns = (double)tally.turns / (double)result->games;
        for (int i = 0; i < P; i++) {
            result->a_end_points[i] = result->a_end_games[i] ? result->a_end_points[i] / result->a_end_games[i] : 0.0;
        }
        for (int i = 0; i < result->nlevels; i++) {
            RkArenaLevel *l = &result->level[i];
            l->games = result->games * l->seats;
            l->win_rate = (double)l->wins / (double)l->games;
            l->mean_tiles = tally.tiles_sum[i] / (double)l->games;
            l->mean_points = tally.points_sum[i] / (double)l->games;
            l->decisions = times[i].n;
            qsort(times[i].ms, (size_t)times[i].n, sizeof(double), cmp_double);
            l->ms_median = quantile(times[i].ms, times[i].n, 0.5);
            l->ms_p99 = quantile(times[i].ms, times[i].n, 0.99);
            qsort(times[i].cpu, (size_t)times[i].n, sizeof(double), cmp_double);
            l->cpu_median = quantile(times[i].cpu, times[i].n, 0.5);
            l->cpu_p99 = quantile(times[i].cpu, times[i].n, 0.99);
            l->cpu_max = times[i].n ? times[i].cpu[times[i].n - 1] : 0.0;
            l->ms_max = times[i].max;
            l->ms_max_rack = times[i].max_rack;
            l->rack_max = times[i].rack_max;
        }
    }
    for (int i = 0; i < RK_MAX_SEATS; i++) {
        free(times[i].ms);
        free(times[i].cpu);
    }
    if (rc != TK_OK) {
        memset(result, 0, sizeof *result);
    }
    return rc;
}
