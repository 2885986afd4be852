/*
 * cli_ai.c - racko-cli solo and arena: the computer players' benchmarks.
 *
 * solo:  one seat alone with the 60-card deck; the number of turns to
 *        Rack-O over N seeded deals (mean, 95% confidence interval).
 * arena: rounds between two levels; every deal is played twice with the
 *        levels' seats swapped, so the luck of the deal cancels; the round
 *        win rate of A with a 95% confidence interval over deal pairs.
 * Both report decision times (median, 99th percentile) per level.
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "cli_ai.h"
#include "racko/ai.h"
#include "racko/engine.h"
#include "kit/lang.h"
#include "kit/rng.h"

/* Decision times in microseconds, grown as needed. */
typedef struct Times {
    float *us;
    size_t n, cap;
} Times;

static int times_add(Times *t, double us)
{
    if (t->n == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 4096;
        float *p = realloc(t->us, cap * sizeof *p);
        if (!p) {
            return 0;
        }
        t->us = p;
        t->cap = cap;
    }
    t->us[t->n++] = (float)us;
    return 1;
}

static int cmp_float(const void *a, const void *b)
{
    float x = *(const float *)a;
    float y = *(const float *)b;
    return (x > y) - (x < y);
}

/* Percentile q (0..1) of the sorted times, in milliseconds. */
static double times_pct_ms(const Times *t, double q)
{
    if (t->n == 0) {
        return 0.0;
    }
    size_t i = (size_t)(q * (double)(t->n - 1) + 0.5);
    return t->us[i] / 1000.0;
}

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* Asks `ai` for seat's move and applies it.  Returns RACKO_OK or the
 * status of the refused step (then *what says which). */
static int ai_step(RackoGame *g, int seat, RackoAI *ai, Times *times, const char **what)
{
    RackoAction a;
    double t0 = now_us();
    int st = racko_ai_decide(ai, racko_game_view(g, seat), &a);
    double t1 = now_us();
    if (st != RACKO_OK) {
        *what = "the computer player found no move";
        return st;
    }
    if (!times_add(times, t1 - t0)) {
        *what = "out of memory";
        return RACKO_E_NOMEM;
    }
    st = racko_apply(g, seat, a);
    if (st != RACKO_OK) {
        *what = racko_game_error(g);
    }
    return st;
}

/* ------------------------------------------------------------------ */
/* solo                                                                */

static void solo_help(FILE *f)
{
    fputs(_("usage: racko-cli solo --ai LEVEL [--deals N] [--seed S] [--json]\n"
               "One seat alone with the 60-card deck: the number of turns to Rack-O\n"
               "over N seeded deals (default 1000, seed 1).  LEVEL: easy medium hard\n"
               "expert ruby acsl.\n"), f);
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a;
    int y = *(const int *)b;
    return (x > y) - (x < y);
}

int cli_solo_main(int argc, char **argv)
{
    TkCliArgs args;
    const char *level = NULL;
    long deals = 1000;
    uint64_t seed = 1;
    int json = 0, more, quit = TK_CLI_EXIT_OK;
    tk_cli_args_init(&args, CLI_PROG, argc, argv);
    while ((more = tk_cli_args_option(&args, solo_help, &json, &quit)) > 0) {
        const char *val;
        if (strcmp(args.opt, "--ai") == 0) {
            if (!(level = tk_cli_args_value(&args))) {
                return TK_CLI_EXIT_USAGE;
            }
            if (!racko_ai_level_valid(level)) {
                return tk_cli_args_error(&args,
                                         "unknown level \"%s\" (easy, medium, hard, "
                                         "expert, ruby, acsl)",
                                         level);
            }
        } else if (strcmp(args.opt, "--deals") == 0) {
            if (!(val = tk_cli_args_value(&args)) ||
                tk_cli_int(&args, val, 1, 10000000, &deals) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else if (strcmp(args.opt, "--seed") == 0) {
            if (!(val = tk_cli_args_value(&args)) || tk_cli_seed(&args, val, &seed) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else {
            return tk_cli_args_error(&args, "unknown option %s", args.opt);
        }
    }
    if (more < 0) {
        return quit;
    }
    if (!level) {
        return tk_cli_args_error(&args, "--ai LEVEL is required");
    }

    RackoAI *ai = NULL;
    int *turns = malloc((size_t)deals * sizeof *turns);
    Times times = {NULL, 0, 0};
    if (!turns || racko_ai_new(level, tk_mix64(seed ^ 0x5a5a5a5aULL), &ai) != RACKO_OK) {
        fputs(_("racko-cli solo: out of memory\n"), stderr);
        free(turns);
        return TK_CLI_EXIT_FAIL;
    }
    RackoConfig cfg;
    racko_config_default(&cfg, 1);
    long unfinished = 0;
    int status = TK_CLI_EXIT_OK;
    for (long d = 0; d < deals && status == TK_CLI_EXIT_OK; d++) {
        RackoGame *g = NULL;
        char msg[200];
        const char *what = "";
        uint64_t deal_seed = tk_mix64(seed * 0x9e3779b97f4a7c15ULL + (uint64_t)d);
        if (racko_game_new(&cfg, deal_seed, &g, msg, sizeof msg) != RACKO_OK) {
            tk_cli_printf(stderr, _("racko-cli solo: %s\n"), msg);
            status = TK_CLI_EXIT_FAIL;
            break;
        }
        racko_game_set_recording(g, 0, 0);
        int st = racko_apply(g, -1, (RackoAction){RACKO_ACT_DEAL, 0});
        while (st == RACKO_OK && racko_game_phase(g) != RACKO_PHASE_ROUND_OVER &&
               racko_game_phase(g) != RACKO_PHASE_MATCH_OVER) {
            st = ai_step(g, 0, ai, &times, &what);
        }
        if (st != RACKO_OK) {
            tk_cli_printf(stderr, _("racko-cli solo: deal %ld: %s\n"), d + 1, what);
            status = TK_CLI_EXIT_FAIL;
        } else {
            RackoRoundScore sc;
            turns[d] = racko_game_turn(g);
            if (racko_game_last_score(g, &sc) == RACKO_OK && sc.winner < 0) {
                unfinished++;
            }
        }
        racko_game_free(g);
    }
    if (status == TK_CLI_EXIT_OK) {
        double sum = 0.0;
        double sq = 0.0;
        for (long d = 0; d < deals; d++) {
            sum += turns[d];
        }
        double mean = sum / (double)deals;
        for (long d = 0; d < deals; d++) {
            sq += (turns[d] - mean) * (turns[d] - mean);
        }
        double sd = deals > 1 ? sqrt(sq / (double)(deals - 1)) : 0.0;
        double half = 1.96 * sd / sqrt((double)deals);
        qsort(turns, (size_t)deals, sizeof *turns, cmp_int);
        qsort(times.us, times.n, sizeof *times.us, cmp_float);
        int median = turns[deals / 2];
        int p90 = turns[(size_t)((double)(deals - 1) * 0.9)];
        int maxt = turns[deals - 1];
        if (json) {
            TkJson j;
            tk_json_begin(&j, stdout);
            tk_json_str(&j, "command", "solo");
            tk_json_str(&j, "level", level);
            tk_json_int(&j, "deals", deals);
            tk_json_u64(&j, "seed", seed);
            tk_json_num(&j, "mean_turns", mean, 4);
            tk_json_num(&j, "sd_turns", sd, 4);
            tk_json_num(&j, "ci95_low", mean - half, 4);
            tk_json_num(&j, "ci95_high", mean + half, 4);
            tk_json_int(&j, "median_turns", median);
            tk_json_int(&j, "p90_turns", p90);
            tk_json_int(&j, "max_turns", maxt);
            tk_json_int(&j, "unfinished", unfinished);
            tk_json_int(&j, "decisions", (long long)times.n);
            tk_json_num(&j, "decision_ms_median", times_pct_ms(&times, 0.5), 4);
            tk_json_num(&j, "decision_ms_p99", times_pct_ms(&times, 0.99), 4);
            tk_json_num(&j, "decision_ms_max", times_pct_ms(&times, 1.0), 4);
            tk_json_end(&j);
        } else {
            tk_cli_printf(stdout, _("solo: %s, %ld deals, seed %llu\n"), level, deals, (unsigned long long)seed);
            tk_cli_printf(stdout, _("mean turns to Rack-O: %.3f (95%% CI %.3f .. %.3f, sd %.2f)\n"), mean,
                   mean - half, mean + half, sd);
            tk_cli_printf(stdout, _("median %d, 90th percentile %d, max %d, unfinished %ld\n"), median, p90, maxt,
                   unfinished);
            tk_cli_printf(stdout, _("decision time: median %.4f ms, 99th percentile %.4f ms, max %.4f ms "
                   "(%zu decisions)\n"),
                   times_pct_ms(&times, 0.5), times_pct_ms(&times, 0.99),
                   times_pct_ms(&times, 1.0), times.n);
        }
    }
    racko_ai_free(ai);
    free(turns);
    free(times.us);
    return status;
}

/* ------------------------------------------------------------------ */
/* arena                                                               */

static void arena_help(FILE *f)
{
    fputs(_("usage: racko-cli arena --a LEVEL --b LEVEL [--players P] [--deals N]\n"
               "                       [--rules LIST] [--seed S] [--json]\n"
               "Round win rate of A against B.  Every deal is played twice with the\n"
               "seats swapped (A B A B..., then B A B A...).  P: 2..4 (default 2);\n"
               "N deals (default 1000); LIST: bonus tworun teams eclair tokens shuffle\n"
               "all60, comma-separated, or none (default: bonus).\n"), f);
}

int cli_arena_main(int argc, char **argv)
{
    TkCliArgs args;
    const char *lv[2] = {NULL, NULL};
    long players = 2;
    long deals = 1000;
    uint64_t seed = 1;
    int json = 0, more, quit = TK_CLI_EXIT_OK;
    const char *rules_text = NULL;
    unsigned rules = RACKO_RULE_BONUS;
    tk_cli_args_init(&args, CLI_PROG, argc, argv);
    while ((more = tk_cli_args_option(&args, arena_help, &json, &quit)) > 0) {
        const char *val;
        if (strcmp(args.opt, "--a") == 0 || strcmp(args.opt, "--b") == 0) {
            int k = args.opt[2] == 'b';
            if (!(lv[k] = tk_cli_args_value(&args))) {
                return TK_CLI_EXIT_USAGE;
            }
            if (!racko_ai_level_valid(lv[k])) {
                return tk_cli_args_error(&args,
                                         "unknown level \"%s\" (easy, medium, hard, "
                                         "expert, ruby, acsl)",
                                         lv[k]);
            }
        } else if (strcmp(args.opt, "--players") == 0) {
            if (!(val = tk_cli_args_value(&args)) ||
                tk_cli_int(&args, val, 2, 4, &players) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else if (strcmp(args.opt, "--deals") == 0) {
            if (!(val = tk_cli_args_value(&args)) ||
                tk_cli_int(&args, val, 1, 10000000, &deals) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else if (strcmp(args.opt, "--seed") == 0) {
            if (!(val = tk_cli_args_value(&args)) || tk_cli_seed(&args, val, &seed) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else if (strcmp(args.opt, "--rules") == 0) {
            if (!(rules_text = tk_cli_args_value(&args))) {
                return TK_CLI_EXIT_USAGE;
            }
            if (racko_rules_parse(rules_text, &rules) != RACKO_OK) {
                return tk_cli_args_error(&args,
                                         "--rules: \"%s\" names an unknown rule "
                                         "(bonus tworun teams eclair tokens shuffle all60)",
                                         rules_text);
            }
        } else {
            return tk_cli_args_error(&args, "unknown option %s", args.opt);
        }
    }
    if (more < 0) {
        return quit;
    }
    if (!lv[0] || !lv[1]) {
        return tk_cli_args_error(&args, "--a LEVEL and --b LEVEL are required");
    }
    RackoConfig cfg;
    char msg[200];
    racko_config_default(&cfg, (int)players);
    cfg.rules = rules;
    cfg.first_dealer = (int)players - 1; /* seat 1 plays first */
    if (racko_config_check(&cfg, msg, sizeof msg) != RACKO_OK) {
        return tk_cli_args_error(&args, "%s", msg);
    }

    RackoAI *ai[2] = {NULL, NULL};
    Times times[2] = {{NULL, 0, 0}, {NULL, 0, 0}};
    double *pair = malloc((size_t)deals * sizeof *pair);
    if (!pair || racko_ai_new(lv[0], tk_mix64(seed + 101), &ai[0]) != RACKO_OK ||
        racko_ai_new(lv[1], tk_mix64(seed + 202), &ai[1]) != RACKO_OK) {
        fputs(_("racko-cli arena: out of memory\n"), stderr);
        racko_ai_free(ai[0]);
        free(pair);
        return TK_CLI_EXIT_FAIL;
    }
    long wins[2] = {0, 0};
    long nowin = 0;
    long games = 0;
    double turn_sum = 0.0;
    int status = TK_CLI_EXIT_OK;
    for (long d = 0; d < deals && status == TK_CLI_EXIT_OK; d++) {
        uint64_t deal_seed = tk_mix64(seed * 0x9e3779b97f4a7c15ULL + (uint64_t)d);
        double score = 0.0;
        for (int swap = 0; swap < 2 && status == TK_CLI_EXIT_OK; swap++) {
            RackoGame *g = NULL;
            const char *what = "";
            if (racko_game_new(&cfg, deal_seed, &g, msg, sizeof msg) != RACKO_OK) {
                tk_cli_printf(stderr, _("racko-cli arena: %s\n"), msg);
                status = TK_CLI_EXIT_FAIL;
                break;
            }
            racko_game_set_recording(g, 0, 0);
            int st = racko_apply(g, -1, (RackoAction){RACKO_ACT_DEAL, 0});
            while (st == RACKO_OK && racko_game_phase(g) != RACKO_PHASE_ROUND_OVER &&
                   racko_game_phase(g) != RACKO_PHASE_MATCH_OVER) {
                int seat = racko_game_to_act(g);
                int side = (seat + swap) % 2; /* 0: A, 1: B */
                st = ai_step(g, seat, ai[side], &times[side], &what);
            }
            RackoRoundScore sc;
            if (st != RACKO_OK) {
                tk_cli_printf(stderr, _("racko-cli arena: deal %ld: %s\n"), d + 1, what);
                status = TK_CLI_EXIT_FAIL;
            } else if (racko_game_last_score(g, &sc) == RACKO_OK) {
                games++;
                turn_sum += racko_game_turn(g);
                if (sc.winner < 0) {
                    nowin++;
                    score += 0.5;
                } else {
                    int side = (sc.winner + swap) % 2;
                    wins[side]++;
                    score += side == 0 ? 1.0 : 0.0;
                }
            }
            racko_game_free(g);
        }
        pair[d] = score / 2.0;
    }
    if (status == TK_CLI_EXIT_OK) {
        double sum = 0.0;
        double sq = 0.0;
        for (long d = 0; d < deals; d++) {
            sum += pair[d];
        }
        double rate = sum / (double)deals;
        for (long d = 0; d < deals; d++) {
            sq += (pair[d] - rate) * (pair[d] - rate);
        }
        double sd = deals > 1 ? sqrt(sq / (double)(deals - 1)) : 0.0;
        double half = 1.96 * sd / sqrt((double)deals);
        char rbuf[128];
        racko_rules_format(rules, rbuf, sizeof rbuf);
        for (int k = 0; k < 2; k++) {
            qsort(times[k].us, times[k].n, sizeof *times[k].us, cmp_float);
        }
        double mean_turns = games ? turn_sum / (double)games : 0.0;
        if (json) {
            TkJson j;
            tk_json_begin(&j, stdout);
            tk_json_str(&j, "command", "arena");
            tk_json_str(&j, "a", lv[0]);
            tk_json_str(&j, "b", lv[1]);
            tk_json_int(&j, "players", players);
            tk_json_str(&j, "rules", rbuf);
            tk_json_int(&j, "deals", deals);
            tk_json_int(&j, "games", games);
            tk_json_u64(&j, "seed", seed);
            tk_json_int(&j, "a_wins", wins[0]);
            tk_json_int(&j, "b_wins", wins[1]);
            tk_json_int(&j, "no_winner", nowin);
            tk_json_num(&j, "win_rate_a", rate, 4);
            tk_json_num(&j, "ci95_low", rate - half, 4);
            tk_json_num(&j, "ci95_high", rate + half, 4);
            tk_json_num(&j, "mean_round_turns", mean_turns, 3);
            tk_json_num(&j, "a_decision_ms_median", times_pct_ms(&times[0], 0.5), 4);
            tk_json_num(&j, "a_decision_ms_p99", times_pct_ms(&times[0], 0.99), 4);
            tk_json_num(&j, "b_decision_ms_median", times_pct_ms(&times[1], 0.5), 4);
            tk_json_num(&j, "b_decision_ms_p99", times_pct_ms(&times[1], 0.99), 4);
            tk_json_end(&j);
        } else {
            tk_cli_printf(stdout, _("arena: %s (A) vs %s (B), %ld players, rules %s, %ld deals x 2 seatings, "
                   "seed %llu\n"),
                   lv[0], lv[1], players, rbuf, deals, (unsigned long long)seed);
            tk_cli_printf(stdout, _("round win rate of A: %.4f (95%% CI %.4f .. %.4f)\n"), rate, rate - half,
                   rate + half);
            tk_cli_printf(stdout, _("rounds won: A %ld, B %ld, no winner %ld; mean turns per round %.2f\n"),
                   wins[0], wins[1], nowin, mean_turns);
            tk_cli_printf(stdout, _("decision time A: median %.4f ms, p99 %.4f ms; B: median %.4f ms, "
                   "p99 %.4f ms\n"),
                   times_pct_ms(&times[0], 0.5), times_pct_ms(&times[0], 0.99),
                   times_pct_ms(&times[1], 0.5), times_pct_ms(&times[1], 0.99));
        }
    }
    racko_ai_free(ai[0]);
    racko_ai_free(ai[1]);
    for (int k = 0; k < 2; k++) {
        free(times[k].us);
    }
    free(pair);
    return status;
}
