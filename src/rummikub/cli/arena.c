/*
 * arena.c - rummikub-cli arena: two computer levels against each other
 * (rk_arena_run, rummikub/arena.h): seat 1 plays A, every other seat B,
 * each deal once per rotation of the seats; A's win rate with a 95%
 * interval, and each level's figures.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "rummikub/ai.h"
#include "rummikub/arena.h"

static void print_help(FILE *out)
{
    fprintf(out,
            "usage: rummikub-cli arena --a LEVEL --b LEVEL[,LEVEL...] [options]\n"
            "\n"
            "Plays computer levels against each other: seat 1 is level A, every other\n"
            "seat level B; each deal is played once per rotation of the seats, so\n"
            "every level gets every rack and every place in the turn order.\n"
            "\n"
            "  --a LEVEL      level A (its win rate is reported)\n"
            "  --b LEVELS     level B, or the levels of seats 2, 3, 4 separated by\n"
            "                 commas (a mixed table; the last one fills the seats left)\n"
            "  --players N    seats, 2-4 (default 2)\n"
            "  --deals N      deals, 1-%d (default 100)\n"
            "  --seed S       seed of the deals (default 1)\n"
            "  --timer T      the table's turn timer the players see (default 0)\n"
            "  --json         one JSON object\n"
            "\n"
            "Levels:",
            RK_ARENA_DEALS_MAX);
    for (const char *const *l = rk_ai_levels(); *l != NULL; l++) {
        fprintf(out, " %s", *l);
    }
    fprintf(out, ".\n\nexample:\n  rummikub-cli arena --a hard --b medium --deals 200 --seed 7\n");
}

/* The arena's options. */
typedef struct ArenaOpts {
    const char *la, *lb;
    long players, deals, timer;
    uint64_t seed;
} ArenaOpts;

/* One option of the arena (tk_cli_args_walk): 1 taken, 0 not its own, -1
 * a usage error said. */
static int take_option(TkCliArgs *a, const char *v, void *ctx)
{
    ArenaOpts *o = ctx;
    int st = TK_OK;
    if (strcmp(a->opt, "--a") == 0) {
        if (!rk_ai_level_valid(v)) {
            tk_cli_args_error(a, "%s: unknown computer level \"%s\"", a->opt, v);
            return -1;
        }
        o->la = v;
    } else if (strcmp(a->opt, "--b") == 0) {
        o->lb = v;
    } else if (strcmp(a->opt, "--players") == 0) {
        st = tk_cli_int(a, v, RK_MIN_SEATS, RK_MAX_SEATS, &o->players);
    } else if (strcmp(a->opt, "--deals") == 0) {
        st = tk_cli_int(a, v, 1, RK_ARENA_DEALS_MAX, &o->deals);
    } else if (strcmp(a->opt, "--timer") == 0) {
        RkConfig c;
        char why[200];
        rk_config_default(&c, 2);
        st = tk_cli_int(a, v, 0, 120, &o->timer);
        if (st == TK_OK && rk_config_option(&c, "timer", v, why, sizeof why) != TK_OK) {
            tk_cli_args_error(a, "--timer: %s", why);
            return -1;
        }
    } else if (strcmp(a->opt, "--seed") == 0) {
        st = tk_cli_seed(a, v, &o->seed);
    } else {
        return 0;
    }
    return st == TK_OK ? 1 : -1;
}

int cli_arena_main(int argc, char **argv)
{
    TkCliArgs a;
    ArenaOpts o = {NULL, NULL, 2, 100, 0, 1};
    int json = 0;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    int quit = tk_cli_args_walk(&a, print_help, &json, NULL, take_option, &o);
    if (quit >= 0) {
        return quit;
    }
    const char *la = o.la, *lb = o.lb;
    long players = o.players, deals = o.deals, timer = o.timer;
    uint64_t seed = o.seed;
    if (la == NULL || lb == NULL) {
        return tk_cli_args_error(&a, "which levels? (--a LEVEL --b LEVEL)");
    }
    RkArenaSpec spec;
    memset(&spec, 0, sizeof spec);
    spec.players = (int)players;
    spec.deals = (int)deals;
    spec.seed = seed;
    spec.timer = (int)timer;
    RkArenaResult r;
    char msg[400] = "";
    if (rk_arena_seat_levels(&spec, la, lb, msg, sizeof msg) != TK_OK) {
        return tk_cli_args_error(&a, "--b: %s", msg);
    }
    int rc = rk_arena_run(&spec, &r, msg, sizeof msg);
    if (rc != TK_OK) {
        fprintf(stderr, "rummikub-cli arena: %s\n", msg[0] ? msg : tk_status_string(rc));
        return TK_CLI_EXIT_FAIL;
    }
    if (json) {
        TkJson j;
        const char *names[RK_MAX_SEATS];
        long wins[RK_MAX_SEATS], games[RK_MAX_SEATS];
        double points[RK_MAX_SEATS], p99[RK_MAX_SEATS], max[RK_MAX_SEATS], cpu99[RK_MAX_SEATS],
            cpumax[RK_MAX_SEATS];
        int racks[RK_MAX_SEATS];
        for (int i = 0; i < r.nlevels; i++) {
            names[i] = r.level[i].level;
            wins[i] = r.level[i].wins;
            games[i] = r.level[i].games;
            points[i] = r.level[i].mean_points;
            p99[i] = r.level[i].ms_p99;
            max[i] = r.level[i].ms_max;
            racks[i] = r.level[i].rack_max;
            cpu99[i] = r.level[i].cpu_p99;
            cpumax[i] = r.level[i].cpu_max;
        }
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "arena");
        tk_json_str(&j, "a", la);
        tk_json_str(&j, "b", lb);
        tk_json_int(&j, "players", spec.players);
        tk_json_int(&j, "deals", spec.deals);
        tk_json_u64(&j, "seed", seed);
        tk_json_int(&j, "timer", spec.timer);
        tk_json_int(&j, "games", r.games);
        tk_json_int(&j, "out_games", r.out_games);
        tk_json_num(&j, "mean_turns", r.mean_turns, 2);
        tk_json_num(&j, "a_rate", r.a_rate, 4);
        tk_json_num(&j, "a_low", r.a_low, 4);
        tk_json_num(&j, "a_high", r.a_high, 4);
        tk_json_num(&j, "a_first_rate", r.a_first_rate, 4);
        tk_json_strs(&j, "levels", names, r.nlevels);
        tk_json_longs(&j, "level_games", games, r.nlevels);
        tk_json_longs(&j, "level_wins", wins, r.nlevels);
        tk_json_nums(&j, "level_points", points, r.nlevels, 2);
        tk_json_nums(&j, "level_ms_p99", p99, r.nlevels, 3);
        tk_json_nums(&j, "level_ms_max", max, r.nlevels, 3);
        tk_json_ints(&j, "level_rack_max", racks, r.nlevels);
        tk_json_nums(&j, "level_cpu_ms_p99", cpu99, r.nlevels, 3);
        tk_json_nums(&j, "level_cpu_ms_max", cpumax, r.nlevels, 3);
        tk_json_longs(&j, "a_end_games", r.a_end_games, spec.players);
        tk_json_longs(&j, "a_end_wins", r.a_end_wins, spec.players);
        tk_json_nums(&j, "a_end_points", r.a_end_points, spec.players, 2);
        tk_json_end(&j);
        return TK_CLI_EXIT_OK;
    }
    printf("%s vs %s, %d seats, %d deals x %d rotations (seed %llu, timer %d): %ld games, %ld went "
           "out, %.1f turns a game\n",
           la, lb, spec.players, spec.deals, spec.players, (unsigned long long)seed, spec.timer,
           r.games, r.out_games, r.mean_turns);
    printf("%s wins %.1f%% of the games (95%% interval %.1f .. %.1f, over deals); %.1f%% of the "
           "games it started\n",
           la, 100 * r.a_rate, 100 * r.a_low, 100 * r.a_high, 100 * r.a_first_rate);
    printf("%-8s %5s %7s %7s %7s %6s %8s %10s %9s %9s %9s %5s\n", "level", "seats", "games", "wins",
           "rate", "tiles", "points", "decisions", "ms p50", "ms p99", "ms max", "rack");
    for (int i = 0; i < r.nlevels; i++) {
        const RkArenaLevel *l = &r.level[i];
        printf("%-8s %5d %7ld %7ld %6.1f%% %6.2f %8.1f %10ld %9.3f %9.3f %9.3f %5d\n", l->level,
               l->seats, l->games, l->wins, 100 * l->win_rate, l->mean_tiles, l->mean_points,
               l->decisions, l->ms_median, l->ms_p99, l->ms_max, l->ms_max_rack);
    }
    printf("%s by its place when the pool ran dry (0: the first seat to find it empty):", la);
    for (int i = 0; i < spec.players; i++) {
        printf("%s %d: %ld games, %ld won, %+.1f points", i ? ";" : "", i, r.a_end_games[i], r.a_end_wins[i],
               r.a_end_points[i]);
    }
    printf("\nprocessor time (ms):");
    for (int i = 0; i < r.nlevels; i++) {
        const RkArenaLevel *l = &r.level[i];
        printf("%s %s p99 %.3f max %.3f", i ? ";" : "", l->level, l->cpu_p99, l->cpu_max);
    }
    printf("\n(rack: tiles on the rack at the longest decision)\n");
    return TK_CLI_EXIT_OK;
}
