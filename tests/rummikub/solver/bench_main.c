/*
 * bench_main.c - rummikub-solver-bench: times the exact solver on realistic
 * mid-game positions (rk_solver_bench) and prints the figures.  A test
 * tool, not a test: it asserts nothing about speed.
 *
 * Usage: rummikub-solver-bench [--positions N] [--seed S]
 */
#include <stdio.h>
#include <string.h>

#include "kit/text.h"
#include "rummikub/solver.h"

int main(int argc, char **argv)
{
    uint64_t seed = 1;
    long positions = 2000;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int ok = 0;
        if (strcmp(a, "--positions") == 0 && i + 1 < argc) {
            ok = tk_text_parse_long(argv[i + 1], strlen(argv[i + 1]), 1, 1000000, &positions) == TK_OK;
            i++;
        } else if (strcmp(a, "--seed") == 0 && i + 1 < argc) {
            ok = tk_text_parse_u64(argv[i + 1], strlen(argv[i + 1]), 0, UINT64_MAX, &seed) == TK_OK;
            i++;
        }
        if (!ok) {
            fprintf(stderr, "usage: rummikub-solver-bench [--positions N (1-1000000)] [--seed S]\n");
            return 2;
        }
    }
    RkSolver *s = rk_solver_new();
    if (s == NULL) {
        fprintf(stderr, "rummikub-solver-bench: out of memory\n");
        return 1;
    }
    RkBenchResult r;
    int st = rk_solver_bench(s, seed, (int)positions, &r);
    rk_solver_free(s);
    if (st != TK_OK) {
        fprintf(stderr, "rummikub-solver-bench: %s\n", tk_status_string(st));
        return 1;
    }
    printf("positions %d (seed %llu): table %.1f tiles, rack %.1f, %.2f placed on average\n", r.positions,
           (unsigned long long)seed, r.mean_table, r.mean_rack, r.mean_placed);
    printf("solve time ms: median %.3f  p90 %.3f  p99 %.3f  max %.3f  mean %.3f\n", r.median_ms, r.p90_ms, r.p99_ms,
           r.max_ms, r.mean_ms);
    printf("positions/s %.0f\n", r.positions_per_s);
    /* The slowest position, in the solve text format. */
    char text[RK_TABLE_TEXT];
    RkTile tiles[RK_TILES];
    int n = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        for (int i = 0; i < r.slowest_rack.n[k]; i++) {
            tiles[n++] = (RkTile)k;
        }
    }
    rk_table_format(&r.slowest_table, text, sizeof text);
    printf("slowest:\ntable %s\n", text);
    rk_tiles_format(tiles, n, text, sizeof text);
    printf("rack %s\n", text);
    return 0;
}
