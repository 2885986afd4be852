/*
 * bench.c - ratuki-cli bench: the engine against its yardstick (the same
 * rounds in a minimal loop of the rules: engine_ratio), then rounds of
 * computer play through the round driver, in rounds per second.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "bench_base.h"
#include "cli.h"
#include "kit/lang.h"
#include "kit/rng.h"
#include "ratuki/ai.h"
#include "ratuki/driver.h"

static void print_help(FILE *out)
{
    fputs(_("usage: ratuki-cli bench [--seconds S] [--players N] [--level LEVEL] [--seed S] [--json]\n"
            "\n"
            "First the engine against its yardstick: the same rounds (N seats, trivial\n"
            "players acting every 300 ms, 37 ms apart, within each other's tie windows)\n"
            "played by a minimal loop of the rules (values only: no events, checks or\n"
            "views) and by the engine (events and history off), for about S seconds\n"
            "(default 3); the two must play the same rounds, action for action, and the\n"
            "engine's speed is printed as a ratio to the loop's (engine_ratio).  Then\n"
            "whole rounds of computer play for about S seconds: LEVEL (default expert)\n"
            "in every seat through the round driver, as a match is played (reaction\n"
            "times, intentions, every seat asked at every change).  Rates are per second\n"
            "of CPU time on one core (--json: base_actions_per_s, engine_actions_per_s,\n"
            "engine_ratio, rounds_per_s).  N is 2-5 (default 4).\n"), out);
}

static double clock_seconds(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The engine against the minimal loop: the same rounds (checked on the
 * first ones), then rounds in chunks for about `seconds`. */
static int measure_engine(uint64_t seed, int players, double seconds, double *base_rate,
                          double *engine_rate, BenchCount *total)
{
    BenchCount base, engine;
    memset(&base, 0, sizeof base);
    memset(&engine, 0, sizeof engine);
    cli_bench_base(seed, players, 3 * BENCH_ROUNDS_PER_GAME, &base);
    int st = cli_bench_engine(seed, players, 3 * BENCH_ROUNDS_PER_GAME, &engine);
    if (st != TK_OK || memcmp(&base, &engine, sizeof base) != 0) {
        fprintf(stderr,
                "ratuki-cli bench: the engine and the minimal loop played different rounds "
                "(%lld and %lld actions, %lld and %lld plays, %lld and %lld ties, %lld and %lld "
                "points): %s\n",
                engine.actions, base.actions, engine.plays, base.plays, engine.ties, base.ties,
                engine.points, base.points, tk_status_string(st));
        return st != TK_OK ? st : TK_E_RULE;
    }
    memset(&base, 0, sizeof base);
    memset(&engine, 0, sizeof engine);
    double base_cpu = 0, engine_cpu = 0;
    double start = clock_seconds(CLOCK_MONOTONIC);
    uint64_t k = 0;
    while (clock_seconds(CLOCK_MONOTONIC) - start < seconds) {
        uint64_t s = tk_mix64(seed + ++k);
        double t0 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
        cli_bench_base(s, players, 2 * BENCH_ROUNDS_PER_GAME, &base);
        double t1 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
        st = cli_bench_engine(s, players, 2 * BENCH_ROUNDS_PER_GAME, &engine);
        double t2 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
        if (st != TK_OK) {
            fprintf(stderr, "ratuki-cli bench: the engine stopped: %s\n", tk_status_string(st));
            return st;
        }
        base_cpu += t1 - t0;
        engine_cpu += t2 - t1;
    }
    *base_rate = base_cpu > 0 ? (double)base.actions / base_cpu : 0;
    *engine_rate = engine_cpu > 0 ? (double)engine.actions / engine_cpu : 0;
    *total = engine;
    return TK_OK;
}

typedef struct Play {
    long rounds;
    long actions;
    long asks;
    double game_s; /* the rounds' game time */
    double cpu;
} Play;

/* Agents that count the questions. */
typedef struct Counted {
    RtAI *ai;
    long *asks;
} Counted;

static int c_ask(void *self, const RtView *v, int tell, RtIntent *out, char *why, size_t size)
{
    Counted *c = self;
    (void)why;
    (void)size;
    if (!(tell & RT_TELL_ASK)) {
        return TK_OK;
    }
    (*c->asks)++;
    return rt_ai_decide(c->ai, v, out) == TK_OK ? RT_AGENT_ANSWER : RT_AGENT_FAILED;
}

static const RtAgentOps counted_ops = {rt_agent_ignore_event, c_ask, rt_agent_no_poll,
                                       rt_agent_ignore_refusal};

/* Whole rounds of `level` in every seat for about `seconds`. */
static int measure_play(const char *level, int players, uint64_t seed, double seconds, Play *p)
{
    memset(p, 0, sizeof *p);
    double start = clock_seconds(CLOCK_MONOTONIC);
    double t0 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
    for (uint64_t k = 0; clock_seconds(CLOCK_MONOTONIC) - start < seconds; k++) {
        RtConfig cfg;
        RtGame *g = NULL;
        RtDriver *d = NULL;
        RtDriverOptions dopt = {0, 0};
        Counted c[RT_MAX_SEATS];
        rt_config_default(&cfg, players);
        cfg.target = 0;
        int st = rt_game_new(&cfg, tk_mix64(seed + k), &g, NULL, 0);
        if (st == TK_OK) {
            rt_game_set_recording(g, 1, 0); /* the driver reads the events */
            st = rt_driver_new(g, &dopt, &d);
        }
        memset(c, 0, sizeof c);
        for (int s = 0; s < players && st == TK_OK; s++) {
            st = rt_ai_new(level, tk_mix64(seed + k * 7 + (uint64_t)s), NULL, &c[s].ai);
            c[s].asks = &p->asks;
            RtAgent a = {&counted_ops, &c[s]};
            if (st == TK_OK) {
                st = rt_driver_set_agent(d, s, &a);
            }
        }
        if (st == TK_OK) {
            st = rt_driver_deal(d);
        }
        if (st == TK_OK) {
            st = rt_driver_run_round(d);
        }
        if (st == TK_OK) {
            RtRoundScore sc;
            rt_game_last_score(g, &sc);
            p->rounds++;
            p->game_s += sc.time / 1000.0;
            for (int s = 0; s < players; s++) {
                p->actions += sc.plays[s] + sc.discards[s];
            }
        }
        for (int s = 0; s < players; s++) {
            rt_ai_free(c[s].ai);
        }
        rt_driver_free(d);
        rt_game_free(g);
        if (st != TK_OK) {
            fprintf(stderr, "ratuki-cli bench: computer play stopped: %s\n", tk_status_string(st));
            return st;
        }
    }
    p->cpu = clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - t0;
    return TK_OK;
}

/* The bench's options. */
typedef struct BenchOpts {
    long seconds, players;
    uint64_t seed;
    const char *level;
} BenchOpts;

/* One option of the bench (tk_cli_args_walk): 1 taken, 0 not its own, -1
 * a usage error said. */
static int take_option(TkCliArgs *a, const char *v, void *ctx)
{
    BenchOpts *o = ctx;
    int st = TK_OK;
    if (strcmp(a->opt, "--seconds") == 0) {
        st = tk_cli_int(a, v, 1, 3600, &o->seconds);
    } else if (strcmp(a->opt, "--players") == 0) {
        st = tk_cli_int(a, v, RT_MIN_SEATS, RT_MAX_SEATS, &o->players);
    } else if (strcmp(a->opt, "--seed") == 0) {
        st = tk_cli_seed(a, v, &o->seed);
    } else if (strcmp(a->opt, "--level") == 0) {
        if (!rt_ai_level_valid(v)) {
            tk_cli_args_error(a, _("--level: unknown computer level \"%s\""), v);
            return -1;
        }
        o->level = v;
    } else {
        return 0;
    }
    return st == TK_OK ? 1 : -1;
}

int cli_bench_main(int argc, char **argv)
{
    TkCliArgs a;
    BenchOpts o = {3, 4, 1, "expert"};
    int json = 0;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    int quit = tk_cli_args_walk(&a, print_help, &json, NULL, take_option, &o);
    if (quit >= 0) {
        return quit;
    }
    long seconds = o.seconds, players = o.players;
    uint64_t seed = o.seed;
    const char *level = o.level;
    double base_rate = 0, engine_rate = 0;
    BenchCount total;
    if (measure_engine(seed, (int)players, (double)seconds, &base_rate, &engine_rate, &total) != TK_OK) {
        return TK_CLI_EXIT_FAIL;
    }
    Play p;
    if (measure_play(level, (int)players, seed, (double)seconds, &p) != TK_OK) {
        return TK_CLI_EXIT_FAIL;
    }
    double ratio = base_rate > 0 ? engine_rate / base_rate : 0;
    double rps = p.cpu > 0 ? (double)p.rounds / p.cpu : 0;
    if (json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "bench");
        tk_json_u64(&j, "seed", seed);
        tk_json_int(&j, "players", players);
        tk_json_num(&j, "base_actions_per_s", base_rate, 0);
        tk_json_num(&j, "engine_actions_per_s", engine_rate, 0);
        tk_json_num(&j, "engine_ratio", ratio, 3);
        tk_json_int(&j, "engine_rounds", total.rounds);
        tk_json_str(&j, "level", level);
        tk_json_int(&j, "rounds", p.rounds);
        tk_json_num(&j, "rounds_per_s", rps, 1);
        tk_json_num(&j, "asks_per_s", p.cpu > 0 ? p.asks / p.cpu : 0, 0);
        tk_json_num(&j, "game_seconds_per_cpu_second", p.cpu > 0 ? p.game_s / p.cpu : 0, 0);
        tk_json_end(&j);
        return TK_CLI_EXIT_OK;
    }
    tk_cli_printf(stdout, _("The engine against a minimal loop of the same rules (%ld seats, trivial players, one "
           "core):\n"),
           players);
    tk_cli_printf(stdout, _("  minimal loop  %12.0f actions per second\n"), base_rate);
    tk_cli_printf(stdout, _("  engine        %12.0f actions per second (%lld rounds, %.1f actions and %.1f ties a "
           "round)\n"),
           engine_rate, total.rounds, total.rounds ? (double)total.actions / total.rounds : 0,
           total.rounds ? (double)total.ties / total.rounds : 0);
    tk_cli_printf(stdout, _("  engine_ratio  %12.3f\n"), ratio);
    tk_cli_printf(stdout, _("Computer play (%s in %ld seats, through the round driver, one core):\n"), level, players);
    tk_cli_printf(stdout, _("  %ld rounds in %.2f s of CPU: %.1f rounds per second; %.0f questions per second; "
           "%.0f s of game time per second\n"),
           p.rounds, p.cpu, rps, p.cpu > 0 ? p.asks / p.cpu : 0, p.cpu > 0 ? p.game_s / p.cpu : 0);
    return TK_CLI_EXIT_OK;
}
