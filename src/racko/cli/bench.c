/*
 * bench.c - racko-cli bench: how fast the engine and the easy computer
 * player play full 2-player rounds, with events and history off and every
 * decision taken by racko_ai_decide on the engine's own views.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "racko/ai.h"
#include "kit/lang.h"
#include "kit/rng.h"
#include "bench_base.h"
#include "cli.h"

static void print_help(FILE *out)
{
    fputs(_("usage: racko-cli bench [--seconds S] [--level LEVEL] [--seed S] [--json]\n"
                 "\n"
                 "First the engine against its yardstick: the same 2-player rounds, a\n"
                 "trivial player in both seats, played by a minimal loop of the rules (no\n"
                 "events, checks or views) and by the engine (events and history off),\n"
                 "in turns for about S seconds (default 3); the two must deal and play\n"
                 "the same rounds, turn for turn, and the engine's speed is printed as a\n"
                 "ratio to the loop's (engine_ratio).  Then full rounds of LEVEL (default\n"
                 "easy) against itself for about S seconds.  Rates are per second of CPU\n"
                 "time on one core (turns_per_s and rounds_per_s with --json).\n"), out);
}

static double clock_seconds(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct Bench {
    long long rounds;
    long long turns;
    long long decisions;
    long long matches;
} Bench;

static int new_game(uint64_t seed, RackoGame **g)
{
    RackoConfig cfg;
    char msg[200];
    int st;
    racko_config_default(&cfg, 2);
    st = racko_game_new(&cfg, seed, g, msg, sizeof msg);
    if (st != RACKO_OK) {
        fprintf(stderr, "racko-cli bench: %s\n", msg);
        return st;
    }
    racko_game_set_recording(*g, 0, 0);
    return RACKO_OK;
}

/* Plays one round from its deal.  Returns a status. */
static int play_round(RackoGame *g, RackoAI *const ai[2], Bench *b)
{
    RackoAction a = {RACKO_ACT_DEAL, 0};
    int st = racko_apply(g, -1, a);
    if (st != RACKO_OK) {
        return st;
    }
    for (;;) {
        int phase = racko_game_phase(g);
        int seat;
        if (phase != RACKO_PHASE_DRAW && phase != RACKO_PHASE_PLACE &&
            phase != RACKO_PHASE_ECLAIR) {
            break;
        }
        seat = racko_game_to_act(g);
        st = racko_ai_decide(ai[seat], racko_game_view(g, seat), &a);
        if (st == RACKO_OK) {
            st = racko_apply(g, seat, a);
        }
        if (st != RACKO_OK) {
            return st;
        }
        b->decisions++;
    }
    b->turns += racko_game_turn(g);
    b->rounds++;
    return RACKO_OK;
}

/* The engine against the minimal loop: both play the same rounds (checked
 * on the first ones, turn for turn), then take turns in chunks for about
 * `seconds`, so a busy machine slows both alike.  Returns RACKO_OK, or a
 * status after saying what went wrong. */
static int measure_engine(uint64_t seed, double seconds, double *base_rate, double *engine_rate)
{
    BenchCount base = {0, 0, 0}, engine = {0, 0, 0};
    double base_cpu = 0, engine_cpu = 0, start;
    const long long chunk = 4000;
    uint64_t k = 0;
    int st;
    cli_bench_base(seed, 2 * BENCH_ROUNDS_PER_GAME, &base);
    st = cli_bench_engine(seed, 2 * BENCH_ROUNDS_PER_GAME, &engine);
    if (st != RACKO_OK || base.turns != engine.turns || base.rounds != engine.rounds ||
        base.points != engine.points) {
        fprintf(stderr,
                "racko-cli bench: the engine and the minimal loop played different rounds "
                "(%lld and %lld turns, %lld and %lld points): %s\n",
                engine.turns, base.turns, engine.points, base.points, racko_status_string(st));
        return st != RACKO_OK ? st : RACKO_E_RULE;
    }
    memset(&base, 0, sizeof base);
    memset(&engine, 0, sizeof engine);
    start = clock_seconds(CLOCK_MONOTONIC);
    while (clock_seconds(CLOCK_MONOTONIC) - start < seconds) {
        uint64_t s = tk_mix64(seed + ++k);
        double t0 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
        cli_bench_base(s, chunk, &base);
        double t1 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
        st = cli_bench_engine(s, chunk, &engine);
        double t2 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
        if (st != RACKO_OK) {
            fprintf(stderr, "racko-cli bench: the engine stopped: %s\n", racko_status_string(st));
            return st;
        }
        base_cpu += t1 - t0;
        engine_cpu += t2 - t1;
    }
    *base_rate = base_cpu > 0 ? (double)base.turns / base_cpu : 0;
    *engine_rate = engine_cpu > 0 ? (double)engine.turns / engine_cpu : 0;
    return RACKO_OK;
}

int cli_bench_main(int argc, char **argv)
{
    TkCliArgs a;
    const char *v;
    long seconds = 3;
    uint64_t seed = 1;
    const char *level = "easy";
    int json = 0;
    RackoAI *ai[2] = {NULL, NULL};
    RackoGame *g = NULL;
    Bench b;
    double start;
    double cpu_start;
    double elapsed;
    double cpu;
    double base_rate = 0, engine_rate = 0;
    int st = RACKO_OK;
    int i, more, status = TK_CLI_EXIT_OK;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    while ((more = tk_cli_args_option(&a, print_help, &json, &status)) > 0) {
        if (strcmp(a.opt, "--seconds") != 0 && strcmp(a.opt, "--seed") != 0 &&
            strcmp(a.opt, "--level") != 0) {
            return tk_cli_args_error(&a, "unknown option %s", a.opt);
        }
        v = tk_cli_args_value(&a);
        if (v == NULL) {
            return TK_CLI_EXIT_USAGE;
        }
        if (strcmp(a.opt, "--seconds") == 0) {
            if (tk_cli_int(&a, v, 1, 3600, &seconds) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else if (strcmp(a.opt, "--seed") == 0) {
            if (tk_cli_seed(&a, v, &seed) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else {
            if (!racko_ai_level_valid(v)) {
                return tk_cli_args_error(&a, "unknown computer level \"%s\"", v);
            }
            level = v;
        }
    }
    if (more < 0) {
        return status;
    }
    if (measure_engine(seed, (double)seconds, &base_rate, &engine_rate) != RACKO_OK) {
        return TK_CLI_EXIT_FAIL;
    }
    memset(&b, 0, sizeof b);
    for (i = 0; i < 2 && st == RACKO_OK; i++) {
        st = racko_ai_new(level, tk_mix64(seed + 17u * (uint64_t)(i + 1)), &ai[i]);
    }
    if (st == RACKO_OK) {
        st = new_game(seed, &g);
    }
    start = clock_seconds(CLOCK_MONOTONIC);
    cpu_start = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
    elapsed = 0;
    while (st == RACKO_OK && elapsed < (double)seconds) {
        /* Look at the clock every few rounds only. */
        for (i = 0; i < 64 && st == RACKO_OK; i++) {
            if (racko_game_phase(g) == RACKO_PHASE_MATCH_OVER) {
                racko_game_free(g);
                g = NULL;
                b.matches++;
                st = new_game(tk_mix64(seed + (uint64_t)b.matches), &g);
                if (st != RACKO_OK) {
                    break;
                }
            }
            st = play_round(g, ai, &b);
        }
        elapsed = clock_seconds(CLOCK_MONOTONIC) - start;
    }
    /* Rates use the CPU time the process got, so that a busy machine
       (other jobs sharing the core) does not lower them. */
    cpu = clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu_start;
    if (cpu <= 0) {
        cpu = elapsed;
    }
    racko_game_free(g);
    racko_ai_free(ai[0]);
    racko_ai_free(ai[1]);
    if (st != RACKO_OK) {
        tk_cli_printf(stderr, _("racko-cli bench: stopped: %s\n"), racko_status_string(st));
        return TK_CLI_EXIT_FAIL;
    }
    if (json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "level", level);
        tk_json_num(&j, "seconds", elapsed, 3);
        tk_json_num(&j, "cpu_seconds", cpu, 3);
        tk_json_int(&j, "rounds", b.rounds);
        tk_json_int(&j, "turns", b.turns);
        tk_json_int(&j, "decisions", b.decisions);
        tk_json_num(&j, "turns_per_s", (double)b.turns / cpu, 0);
        tk_json_num(&j, "rounds_per_s", (double)b.rounds / cpu, 0);
        tk_json_num(&j, "baseline_turns_per_s", base_rate, 0);
        tk_json_num(&j, "engine_turns_per_s", engine_rate, 0);
        tk_json_num(&j, "engine_ratio", base_rate > 0 ? engine_rate / base_rate : 0, 3);
        tk_json_end(&j);
    } else {
        fputs(_("The engine against a minimal loop of the same rules (trivial players, one core):\n"), stdout);
        tk_cli_printf(stdout, _("  minimal loop  %12.0f turns per second\n"), base_rate);
        tk_cli_printf(stdout, _("  engine        %12.0f turns per second: %.2f of the loop's speed\n"), engine_rate,
               base_rate > 0 ? engine_rate / base_rate : 0);
        tk_cli_printf(stdout, _("%s vs %s, 2 players, %.2f s (%.2f s of CPU, one core):\n"), level, level, elapsed,
               cpu);
        tk_cli_printf(stdout, _("  %lld rounds, %lld turns, %lld decisions\n"), b.rounds, b.turns, b.decisions);
        tk_cli_printf(stdout, _("  %.0f turns per second, %.0f rounds per second (of CPU time)\n"),
               (double)b.turns / cpu, (double)b.rounds / cpu);
    }
    return TK_CLI_EXIT_OK;
}
