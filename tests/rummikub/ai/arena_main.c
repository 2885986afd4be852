/*
 * arena_main.c - rummikub-arena: computer players against each other
 * (rk_arena_run) and their figures.  A tool, not a test.
 *
 * Usage: rummikub-arena --a LEVEL --b LEVEL [--players N] [--deals N]
 *                       [--seed S] [--timer T] [--json]
 * Seat 1 plays A, every other seat B (a list separated by commas gives
 * seats 2, 3, 4 their own levels, the last one repeated: a mixed table);
 * each deal is played once per rotation of the seats.
 */
#include <stdio.h>
#include <string.h>

#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/arena.h"

static int usage(void)
{
    fprintf(stderr, "usage: rummikub-arena --a LEVEL --b LEVEL[,LEVEL...] [--players N (2-4)] [--deals N (1-1000000)]\n"
                    "                      [--seed S] [--timer 0|30|45|60|90|120] [--json]\n"
                    "levels:");
    for (const char *const *l = rk_ai_levels(); *l; l++) {
        fprintf(stderr, " %s", *l);
    }
    fprintf(stderr, "\n");
    return 2;
}

int main(int argc, char **argv)
{
    const char *a = NULL, *b = NULL;
    long players = 2, deals = 200, timer = 0;
    uint64_t seed = 1;
    int json = 0;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        int ok = 1;
        if (strcmp(o, "--json") == 0) {
            json = 1;
            continue;
        }
        if (!v) {
            return usage();
        }
        if (strcmp(o, "--a") == 0) {
            a = v;
        } else if (strcmp(o, "--b") == 0) {
            b = v;
        } else if (strcmp(o, "--players") == 0) {
            ok = tk_text_parse_long(v, strlen(v), 2, 4, &players) == TK_OK;
        } else if (strcmp(o, "--deals") == 0) {
            ok = tk_text_parse_long(v, strlen(v), 1, RK_ARENA_DEALS_MAX, &deals) == TK_OK;
        } else if (strcmp(o, "--timer") == 0) {
            ok = tk_text_parse_long(v, strlen(v), 0, 120, &timer) == TK_OK;
        } else if (strcmp(o, "--seed") == 0) {
            ok = tk_text_parse_u64(v, strlen(v), 0, UINT64_MAX, &seed) == TK_OK;
        } else {
            ok = 0;
        }
        if (!ok) {
            return usage();
        }
        i++;
    }
    if (!a || !b) {
        return usage();
    }
    RkArenaSpec spec;
    memset(&spec, 0, sizeof spec);
    spec.players = (int)players;
    spec.deals = (int)deals;
    spec.seed = seed;
    spec.timer = (int)timer;
    RkArenaResult r;
    char msg[300];
    if (rk_arena_seat_levels(&spec, a, b, msg, sizeof msg) != TK_OK) {
        fprintf(stderr, "rummikub-arena: %s\n", msg);
        return usage();
    }
    int rc = rk_arena_run(&spec, &r, msg, sizeof msg);
    if (rc != TK_OK) {
        fprintf(stderr, "rummikub-arena: %s\n", msg[0] ? msg : tk_status_string(rc));
        return 1;
    }
    if (json) {
        printf("{\"a\":\"%s\",\"b\":\"%s\",\"players\":%d,\"deals\":%d,\"seed\":%llu,\"timer\":%d,"
               "\"games\":%ld,\"out_games\":%ld,\"mean_turns\":%.2f,"
               "\"a_rate\":%.4f,\"a_low\":%.4f,\"a_high\":%.4f,\"a_first_rate\":%.4f,",
               a, b, spec.players, spec.deals, (unsigned long long)seed, spec.timer, r.games, r.out_games,
               r.mean_turns, r.a_rate, r.a_low, r.a_high, r.a_first_rate);
        printf("\"a_end\":[");
        for (int i = 0; i < spec.players; i++) {
            printf("%s{\"games\":%ld,\"wins\":%ld,\"points\":%.2f}", i ? "," : "", r.a_end_games[i], r.a_end_wins[i],
                   r.a_end_points[i]);
        }
        printf("],\"levels\":[");
        for (int i = 0; i < r.nlevels; i++) {
            const RkArenaLevel *l = &r.level[i];
            printf("%s{\"level\":\"%s\",\"seats\":%d,\"games\":%ld,\"wins\":%ld,\"win_rate\":%.4f,"
                   "\"mean_tiles\":%.2f,\"mean_points\":%.2f,\"decisions\":%ld,\"ms_median\":%.3f,\"ms_p99\":%.3f,"
                   "\"ms_max\":%.3f,\"ms_max_rack\":%d,\"rack_max\":%d,\"cpu_median\":%.3f,\"cpu_p99\":%.3f,"
                   "\"cpu_max\":%.3f}",
                   i ? "," : "", l->level, l->seats, l->games, l->wins, l->win_rate, l->mean_tiles, l->mean_points,
                   l->decisions, l->ms_median, l->ms_p99, l->ms_max, l->ms_max_rack, l->rack_max, l->cpu_median,
                   l->cpu_p99, l->cpu_max);
        }
        printf("]}\n");
        return 0;
    }
    printf("%s vs %s, %d seats, %d deals x %d rotations (seed %llu, timer %d): %ld games, %ld went out, "
           "%.1f turns\n",
           a, b, spec.players, spec.deals, spec.players, (unsigned long long)seed, spec.timer, r.games, r.out_games,
           r.mean_turns);
    printf("%s wins %.1f%% (95%% interval %.1f .. %.1f, over deals); %.1f%% of the games it started\n", a,
           100 * r.a_rate, 100 * r.a_low, 100 * r.a_high, 100 * r.a_first_rate);
    printf("%-8s %5s %7s %7s %7s %6s %7s %10s %9s %9s %9s %5s %5s\n", "level", "seats", "games", "wins", "rate",
           "tiles", "points", "decisions", "ms p50", "ms p99", "ms max", "rack", "most");
    for (int i = 0; i < r.nlevels; i++) {
        const RkArenaLevel *l = &r.level[i];
        printf("%-8s %5d %7ld %7ld %6.1f%% %6.2f %7.1f %10ld %9.3f %9.3f %9.3f %5d %5d\n", l->level, l->seats,
               l->games, l->wins, 100 * l->win_rate, l->mean_tiles, l->mean_points, l->decisions, l->ms_median,
               l->ms_p99, l->ms_max, l->ms_max_rack, l->rack_max);
    }
    printf("%s by its place when the pool ran dry (0: the first seat to find it empty, 1: the next, ...):", a);
    for (int i = 0; i < spec.players; i++) {
        printf("%s %d: %ld games, %.1f%% won, %+.1f points", i ? ";" : "", i, r.a_end_games[i],
               r.a_end_games[i] ? 100.0 * (double)r.a_end_wins[i] / (double)r.a_end_games[i] : 0.0, r.a_end_points[i]);
    }
    printf("\nprocessor time (ms):");
    for (int i = 0; i < r.nlevels; i++) {
        const RkArenaLevel *l = &r.level[i];
        printf("%s %s p50 %.3f p99 %.3f max %.3f", i ? ";" : "", l->level, l->cpu_median, l->cpu_p99, l->cpu_max);
    }
    printf("\n(rack: tiles on the rack at the longest decision; most: the longest rack decided on)\n");
    return 0;
}
