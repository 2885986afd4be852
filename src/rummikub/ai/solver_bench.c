/*
 * solver_bench.c - the solver's benchmark (rummikub/solver.h,
 * rk_solver_bench): realistic mid-game positions from simulated games,
 * timed on the monotonic clock.
 *
 * The simulated seats play like middling people: a seat often draws
 * although it could play, and when it plays it uses only part of its rack,
 * so that racks stay long while the table grows.  The positions timed are
 * the seats' full racks against the table, as a computer player would
 * solve them.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kit/rng.h"
#include "rummikub/solver.h"

enum { SEATS_MAX = 4, RACK_START = 14, TURNS_MAX = 600 };

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a;
    double y = *(const double *)b;
    return (x > y) - (x < y);
}

static double quantile(const double *sorted, int n, double q)
{
    int i = (int)(q * (double)(n - 1) + 0.5);
    return sorted[i < n ? i : n - 1];
}

typedef struct Game {
    int pool[RK_TILES];
    int npool;
    RkCounts rack[SEATS_MAX];
    int melded[SEATS_MAX];
    RkTable table;
    int nseats;
} Game;

static void deal(Game *g, TkRng *rng)
{
    memset(g, 0, sizeof *g);
    for (int k = 0; k < RK_KINDS; k++) {
        g->pool[g->npool++] = k;
        g->pool[g->npool++] = k;
    }
    tk_rng_shuffle(rng, g->pool, g->npool);
    g->nseats = 2 + (int)tk_rng_below(rng, 3);
    for (int s = 0; s < g->nseats; s++) {
        for (int i = 0; i < RACK_START; i++) {
            g->rack[s].n[g->pool[--g->npool]]++;
        }
    }
}

int rk_solver_bench(RkSolver *s, uint64_t seed, int positions, RkBenchResult *out)
{
    if (s == NULL || out == NULL || positions < 1 || positions > 1000000) {
        return TK_E_ARG;
    }
    memset(out, 0, sizeof *out);
    double *times = malloc((size_t)positions * sizeof *times);
    if (times == NULL) {
        return TK_E_NOMEM;
    }
    TkRng rng;
    tk_rng_seed(&rng, seed);
    Game g;
    int n = 0;
    double total = 0;
    double table_tiles = 0;
    double rack_tiles = 0;
    double placed = 0;
    double slowest = 0;
    int st = TK_OK;
    while (n < positions && st == TK_OK) {
        deal(&g, &rng);
        int passes = 0;
        for (int turn = 0; turn < TURNS_MAX && n < positions && passes < g.nseats; turn++) {
            int seat = turn % g.nseats;
            RkCounts *rack = &g.rack[seat];
            RkCounts table;
            rk_counts_clear(&table);
            rk_counts_add_table(&table, &g.table);
            int nt = rk_counts_total(&table);
            int nr = rk_counts_total(rack);
            RkSolution sol;
            if (g.melded[seat] && nt >= 40 && nt <= 70 && nr >= 10 && nr <= 25) {
                double t0 = now_ms();
                st = rk_solve(s, &table, rack, 1, NULL, &sol, NULL, 0);
                double dt = now_ms() - t0;
                if (st != TK_OK) {
                    break;
                }
                if (n == 0 || dt > slowest) {
                    slowest = dt;
                    out->slowest_table = g.table;
                    out->slowest_rack = *rack;
                }
                times[n++] = dt;
                total += dt;
                table_tiles += nt;
                rack_tiles += nr;
                placed += sol.tiles;
            }
            /* The seat's own move: often a draw, else part of its rack. */
            int play = g.npool == 0 || tk_rng_below(&rng, 100) < 45;
            if (play) {
                RkCounts part;
                rk_counts_clear(&part);
                unsigned keep = 40 + tk_rng_below(&rng, 61);
                for (int k = 0; k < RK_KINDS; k++) {
                    for (int c = 0; c < rack->n[k]; c++) {
                        part.n[k] = (uint8_t)(part.n[k] + (tk_rng_below(&rng, 100) < keep));
                    }
                }
                st = rk_solve(s, &table, &part, g.melded[seat], NULL, &sol, NULL, 0);
                if (st != TK_OK) {
                    break;
                }
                play = sol.tiles > 0;
            }
            if (play) {
                for (int k = 0; k < RK_KINDS; k++) {
                    rack->n[k] = (uint8_t)(rack->n[k] - sol.placed.n[k]);
                }
                if (g.melded[seat]) {
                    g.table = sol.table;
                } else {
                    for (int i = 0; i < sol.table.nsets && g.table.nsets < RK_TABLE_MAX_SETS; i++) {
                        g.table.sets[g.table.nsets++] = sol.table.sets[i];
                    }
                    g.melded[seat] = 1;
                }
                passes = 0;
                if (rk_counts_total(rack) == 0) {
                    break;
                }
            } else if (g.npool > 0) {
                rack->n[g.pool[--g.npool]]++;
                passes = 0;
            } else {
                passes++;
            }
        }
    }
    if (st == TK_OK) {
        qsort(times, (size_t)n, sizeof *times, cmp_double);
        out->positions = n;
        out->median_ms = quantile(times, n, 0.5);
        out->p90_ms = quantile(times, n, 0.9);
        out->p99_ms = quantile(times, n, 0.99);
        out->max_ms = times[n - 1];
        out->mean_ms = total / n;
        out->positions_per_s = total > 0 ? n / (total / 1e3) : 0;
        out->mean_table = table_tiles / n;
        out->mean_rack = rack_tiles / n;
        out->mean_placed = placed / n;
    }
    free(times);
    return st;
}
