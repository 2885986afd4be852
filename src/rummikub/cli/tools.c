/*
 * tools.c - rummikub-cli solve (the solver on positions from stdin) and
 * bench (the engine's speed in self-play, the solver's solve times).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "kit/rng.h"
#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/solver.h"

/* ------------------------------------------------------------------ */
/* solve                                                               */

static void solve_help(FILE *out)
{
    fprintf(out,
            "usage: rummikub-cli solve < POSITIONS\n"
            "\n"
            "Reads positions from stdin and writes, for each, the play that puts\n"
            "the most rack tiles on the table (then the highest value), with any\n"
            "rearrangement of the table.  A position is lines in any order:\n"
            "  table SETS     the table (\"r1 r2 r3 | k9 b9 o9\", \"-\" when empty)\n"
            "  rack TILES     the rack (\"r5 J k13\", \"-\" when empty)\n"
            "  melded 0|1     0: the seat has not made its initial meld (default 1)\n"
            "Positions are separated by a blank line; '#' starts a comment line.\n"
            "For each, two lines: \"tiles K value V\" and \"table SETS\" (the table\n"
            "after the play).  Tiles: k b o r (black blue orange red) and 1..13, J.\n"
            "Exit status 1 at the first bad line (said on stderr, with its number).\n"
            "\n"
            "example:\n"
            "  printf 'table k1 k2 k3\\nrack k4 r9 b9 o9\\n' | rummikub-cli solve\n");
}

int cli_solve_main(int argc, char **argv)
{
    TkCliArgs a;
    int quit = TK_CLI_EXIT_OK;
    int more;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    while ((more = tk_cli_args_option(&a, solve_help, NULL, &quit)) > 0) {
        return tk_cli_args_error(&a, "unknown option %s", a.opt);
    }
    if (more < 0) {
        return quit;
    }
    RkSolver *s = rk_solver_new();
    if (s == NULL) {
        fprintf(stderr, "rummikub-cli solve: out of memory\n");
        return TK_CLI_EXIT_FAIL;
    }
    char msg[400];
    char shown[1600];
    msg[0] = '\0';
    int st = rk_solve_text(s, stdin, stdout, msg, sizeof msg);
    rk_solver_free(s);
    fflush(stdout);
    if (st != TK_OK) {
        tk_text_visible(msg[0] != '\0' ? msg : tk_status_string(st), shown, sizeof shown);
        fprintf(stderr, "rummikub-cli solve: %s\n", shown);
        return TK_CLI_EXIT_FAIL;
    }
    return TK_CLI_EXIT_OK;
}

/* ------------------------------------------------------------------ */
/* bench                                                               */

static void bench_help(FILE *out)
{
    fprintf(out,
            "usage: rummikub-cli bench [options]\n"
            "\n"
            "Measures the engine: whole matches of self-play by the greedy computer\n"
            "player (hard: the solver's most tiles every turn), in games and turns\n"
            "per second, and the solver alone on mid-game positions (median and\n"
            "99th percentile solve times).\n"
            "\n"
            "  --games N       self-play games (default 20; 0: none)\n"
            "  --players N     seats, 2-4 (default 4)\n"
            "  --positions N   solver positions (default 2000; 0: none)\n"
            "  --seed S        seed (default 1)\n"
            "  --json          one JSON object\n");
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Plays `games` one-game matches of hard against hard; counts turns. */
static int self_play(long games, int players, uint64_t seed, long *turns, double *secs)
{
    RkAI *ai[RK_MAX_SEATS] = {NULL};
    RkView *view = malloc(sizeof *view);
    RkMove *move = malloc(sizeof *move);
    int st = view != NULL && move != NULL ? TK_OK : TK_E_NOMEM;
    for (int s = 0; s < players && st == TK_OK; s++) {
        st = rk_ai_new("hard", seed + (uint64_t)s, &ai[s]);
    }
    *turns = 0;
    double t0 = now_s();
    for (long g = 0; g < games && st == TK_OK; g++) {
        RkConfig cfg;
        RkGame *game = NULL;
        rk_config_default(&cfg, players);
        cfg.games = 1;
        st = rk_game_new(&cfg, tk_mix64(seed + (uint64_t)g), &game, NULL, 0);
        if (st != TK_OK) {
            break;
        }
        rk_game_set_recording(game, 0, 0);
        st = rk_deal(game);
        while (st == TK_OK && rk_game_phase(game) == RK_PHASE_TURN) {
            int seat = rk_game_to_act(game);
            st = rk_game_view(game, seat, view);
            if (st == TK_OK) {
                st = rk_ai_decide(ai[seat], view, move);
            }
            if (st == TK_OK) {
                st = rk_apply(game, seat, move->kind, move->kind == RK_ACT_PLAY ? &move->table : NULL);
            }
            (*turns)++;
        }
        rk_game_free(game);
    }
    *secs = now_s() - t0;
    for (int s = 0; s < players; s++) {
        rk_ai_free(ai[s]);
    }
    free(view);
    free(move);
    return st;
}

/* The bench's options. */
typedef struct BenchOpts {
    long games, players, positions;
    uint64_t seed;
} BenchOpts;

/* One option of the bench (tk_cli_args_walk): 1 taken, 0 not its own, -1
 * a usage error said. */
static int take_bench_option(TkCliArgs *a, const char *v, void *ctx)
{
    BenchOpts *o = ctx;
    int st;
    if (strcmp(a->opt, "--games") == 0 || strcmp(a->opt, "--positions") == 0) {
        st = tk_cli_int(a, v, 0, 1000000, a->opt[2] == 'g' ? &o->games : &o->positions);
    } else if (strcmp(a->opt, "--players") == 0) {
        st = tk_cli_int(a, v, RK_MIN_SEATS, RK_MAX_SEATS, &o->players);
    } else if (strcmp(a->opt, "--seed") == 0) {
        st = tk_cli_seed(a, v, &o->seed);
    } else {
        return 0;
    }
    return st == TK_OK ? 1 : -1;
}

int cli_bench_main(int argc, char **argv)
{
    TkCliArgs a;
    BenchOpts o = {20, 4, 2000, 1};
    int json = 0;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    int quit = tk_cli_args_walk(&a, bench_help, &json, NULL, take_bench_option, &o);
    if (quit >= 0) {
        return quit;
    }
    long games = o.games, players = o.players, positions = o.positions;
    uint64_t seed = o.seed;
    long turns = 0;
    double secs = 0;
    int st = self_play(games, (int)players, seed, &turns, &secs);
    if (st != TK_OK) {
        fprintf(stderr, "rummikub-cli bench: self-play stopped: %s\n", tk_status_string(st));
        return TK_CLI_EXIT_FAIL;
    }
    RkBenchResult b;
    memset(&b, 0, sizeof b);
    if (positions > 0) {
        RkSolver *s = rk_solver_new();
        st = s != NULL ? rk_solver_bench(s, seed, (int)positions, &b) : TK_E_NOMEM;
        rk_solver_free(s);
        if (st != TK_OK) {
            fprintf(stderr, "rummikub-cli bench: the solver's benchmark failed: %s\n",
                    tk_status_string(st));
            return TK_CLI_EXIT_FAIL;
        }
    }
    double gps = secs > 0 ? (double)games / secs : 0;
    double tps = secs > 0 ? (double)turns / secs : 0;
    if (json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "bench");
        tk_json_u64(&j, "seed", seed);
        tk_json_int(&j, "players", players);
        tk_json_int(&j, "games", games);
        tk_json_int(&j, "turns", turns);
        tk_json_num(&j, "seconds", secs, 3);
        tk_json_num(&j, "games_per_s", gps, 1);
        tk_json_num(&j, "turns_per_s", tps, 1);
        tk_json_int(&j, "positions", b.positions);
        tk_json_num(&j, "solve_median_ms", b.median_ms, 3);
        tk_json_num(&j, "solve_p99_ms", b.p99_ms, 3);
        tk_json_num(&j, "solve_max_ms", b.max_ms, 3);
        tk_json_num(&j, "positions_per_s", b.positions_per_s, 1);
        tk_json_end(&j);
        return TK_CLI_EXIT_OK;
    }
    printf("self-play (hard, %ld seats, seed %llu): %ld games, %ld turns in %.2f s: "
           "%.1f games/s, %.0f turns/s\n",
           players, (unsigned long long)seed, games, turns, secs, gps, tps);
    if (positions > 0) {
        printf("solver: %d positions (table %.1f tiles, rack %.1f): median %.3f ms, p90 %.3f ms, "
               "p99 %.3f ms, max %.3f ms, %.0f positions/s\n",
               b.positions, b.mean_table, b.mean_rack, b.median_ms, b.p90_ms, b.p99_ms, b.max_ms,
               b.positions_per_s);
    }
    return TK_CLI_EXIT_OK;
}
