/*
 * arena.c - ratuki-cli arena: computer levels and outside bots against
 * each other, for measuring (docs/ai.md).  Two sides, A and B, each a
 * level or a bot command, share the seats (A on every other seat, as many
 * as --a-seats); every deal (the decks of every seat, round after round)
 * is played once per rotation of the seats, so each side gets every deck
 * and every place in the seat order.  Rounds (one-round matches) or whole
 * matches; A's share of the wins with a 95% interval over the deals, and
 * each side's figures: points, cards played and actions per minute,
 * takes, ties, bots' failures.  Runs headless through the round driver:
 * a bot's question blocks, the game's clock stands still meanwhile.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kit/lang.h"
#include "kit/rng.h"
#include "kit/text.h"
#include "ratuki/ai.h"
#include "ratuki/bot.h"
#include "ratuki/driver.h"
#include "ratuki/record.h"
#include "ratuki/table.h"

enum {
    ARENA_DEALS_MAX = 1000000,
    ARENA_ROUNDS_MAX = 200 /* rounds of one match: more is a table that never ends */
};

static void print_help(FILE *out)
{
    tk_cli_printf(out, _("usage: ratuki-cli arena --a SIDE --b SIDE [options]\n"
            "\n"
            "Plays two sides against each other; a side is a computer level or\n"
            "bot:COMMAND (an outside bot of the Ratuki bot protocol, started for every\n"
            "match; {seed} in COMMAND becomes the seat's own seed, the one a level of\n"
            "ours would have there).  A takes every other seat, as many as --a-seats, B\n"
            "the rest; each\n"
            "deal (every seat's deck, round after round) is played once per rotation of\n"
            "the seats.  Prints A's share of the wins with a 95%% interval over the\n"
            "deals, and each side's points, cards played per minute (card rate),\n"
            "actions (plays and discards) per minute, takes and ties.\n"
            "\n"
            "  --a SIDE          side A (its win rate is reported)\n"
            "  --b SIDE          side B\n"
            "  --players N       seats, 2-5 (default 2)\n"
            "  --a-seats K       seats of side A (default: half, at least 1)\n"
            "  --rounds N        N deals of one round each (default 100)\n"
            "  --matches N       N deals of a whole match each (to --target)\n"
            "  --target T        the matches' target (default 100)\n"
            "  --window MS       the tie window, 0-200 (default 150)\n"
            "  --seed S          seed of the decks and the levels' reaction times (default 1)\n"
            "  --pace PCT        every level's speed in percent of its own, %d-%d (default 100)\n"
            "  --a-pace PCT      side A's levels' speed alone (default --pace)\n"
            "  --b-pace PCT      side B's levels' speed alone (default --pace)\n"
            "  --same-pace MS    every level's mean reaction time set to MS: the ways of\n"
            "                    choosing measured apart from the paces\n"
            "  --fallback LEVEL  the level that takes a failed bot's seat (default medium)\n"
            "  --bot-ms MS       a bot's reply limit (default 10000)\n"
            "  --record FILE     save the first game's record (ratuki-cli replay FILE)\n"
            "  --replace         even over a person's unfinished match in FILE\n"
            "  --json            one JSON object\n"
            "\n"
            "Levels:"),
            RT_PACE_MIN, RT_PACE_MAX);
    for (const char *const *l = rt_ai_levels(); *l != NULL; l++) {
        fprintf(out, " %s", *l);
    }
    fputs(_(".\n\nexamples:\n"
                 "  ratuki-cli arena --a expert --b hard --rounds 1000\n"
                 "  ratuki-cli arena --a hard --b medium --players 4 --matches 100\n"
                 "  ratuki-cli arena --a bot:build/examples/ratuki-simplebot --b medium --rounds 50\n"
                 "  ratuki-cli arena --a 'bot:ratuki-cli bot --ai hard --seed {seed}' --b hard\n"), out);
}

typedef struct Spec {
    const char *side[2];   /* a level name, or bot:COMMAND */
    int players;
    int a_seats;
    int matches;           /* 1: whole matches; 0: single rounds */
    long deals;
    int target;
    int window;
    uint64_t seed;
    int pace[2];      /* each side's levels' speed, percent */
    int same_pace;
    const char *fallback;
    int bot_ms;
    const char *record;
} Spec;

typedef struct Side {
    long seat_games;  /* seats x games */
    double wins;      /* games won, shared wins split */
    long seat_rounds;
    long points;
    long plays, discards, takes, ties;
    double seat_minutes; /* game time, over every seat it held */
    long failures;
} Side;

typedef struct Result {
    Side side[2];
    long games, rounds;
    long reasons[4];
    double minutes;
    double a_rate, a_low, a_high;
} Result;

/* One seat's player for a game. */
typedef struct Player {
    RtAI *ai;
    RtAI *fallback;
    RtBot *bot;
} Player;

static int is_bot(const char *side)
{
    return strncmp(side, "bot:", 4) == 0;
}

static void player_free(Player *p)
{
    rt_ai_free(p->ai);
    rt_ai_free(p->fallback);
    rt_bot_free(p->bot);
    memset(p, 0, sizeof *p);
}

/* Seat s's player: the side's level, or its bot (a bot that does not
 * start or greet is a failure, and the fallback level plays). */
static int player_new(const Spec *spec, int side, int seat, const RtConfig *cfg, uint64_t seed,
                      Player *p, RtAgent *agent, Side *fig, char *msg, size_t size)
{
    RtAIOptions opt = {spec->pace[side], spec->same_pace};
    memset(p, 0, sizeof *p);
    const char *s = spec->side[side];
    if (!is_bot(s)) {
        int st = rt_ai_new(s, seed, &opt, &p->ai);
        if (st == TK_OK) {
            rt_ai_agent(p->ai, agent);
        }
        return st;
    }
    RtBotOptions bopt = {spec->bot_ms, 0};
    char why[300], cmd[2048];
    /* {seed}: the seat's own seed, as a level of ours here would have it. */
    const char *at = strstr(s + 4, "{seed}");
    if (at != NULL) {
        snprintf(cmd, sizeof cmd, "%.*s%llu%s", (int)(at - (s + 4)), s + 4, (unsigned long long)seed,
                 at + 6);
    } else {
        snprintf(cmd, sizeof cmd, "%s", s + 4);
    }
    if (rt_bot_start(cmd, seat, &bopt, &p->bot, why, sizeof why) == TK_OK &&
        rt_bot_match(p->bot, cfg) == TK_OK) {
        rt_bot_agent(p->bot, 1, agent);
        return TK_OK;
    }
    fig->failures++;
    if (fig->failures == 1) {
        char shown[1300];
        tk_text_visible(p->bot != NULL ? rt_bot_failure(p->bot) : why, shown, sizeof shown);
        fprintf(stderr, "ratuki-cli arena: seat %d's bot failed: %s; %s plays it\n", seat + 1, shown,
                spec->fallback);
    }
    rt_bot_free(p->bot);
    p->bot = NULL;
    int st = rt_ai_new(spec->fallback, seed, &opt, &p->fallback);
    if (st == TK_OK) {
        rt_ai_agent(p->fallback, agent);
    }
    (void)msg;
    (void)size;
    return st;
}

/* The decks of round `round` of deal `deal`, one order per seat position. */
static void deal_decks(const Spec *spec, long deal, int round, int order[RT_MAX_SEATS][RT_DECK])
{
    TkRng rng;
    tk_rng_seed(&rng, tk_mix64(tk_mix64(spec->seed * 1000003u + (uint64_t)deal) + (uint64_t)round));
    for (int s = 0; s < spec->players; s++) {
        for (int i = 0; i < RT_DECK; i++) {
            order[s][i] = i;
        }
        tk_rng_shuffle(&rng, order[s], RT_DECK);
    }
}

/* The side of seat s in rotation r. */
static int side_of(const Spec *spec, int s, int r)
{
    int pos = (s + r) % spec->players;
    /* A on positions 0, 2, 4, ... while it has seats left */
    return pos % 2 == 0 && pos / 2 < spec->a_seats ? 0 : 1;
}

/* One game (a round, or a match) of deal `deal` in rotation r: A's share
 * of its wins into *a_share. */
static int play_game(const Spec *spec, long deal, int r, Result *res, double *a_share, int save,
                     char *msg, size_t size)
{
    RtConfig cfg;
    rt_config_default(&cfg, spec->players);
    cfg.target = spec->matches ? spec->target : 0;
    cfg.window = spec->window;
    RtGame *g = NULL;
    RtDriver *d = NULL;
    Player pl[RT_MAX_SEATS];
    memset(pl, 0, sizeof pl);
    uint64_t gseed = tk_mix64(spec->seed ^ ((uint64_t)deal << 8));
    int st = rt_game_new(&cfg, gseed, &g, msg, size);
    if (st != TK_OK) {
        return st;
    }
    if (!save) {
        rt_game_set_recording(g, 1, 0); /* the driver reads the events */
    }
    RtDriverOptions dopt = {0, 0};
    st = rt_driver_new(g, &dopt, &d);
    int side[RT_MAX_SEATS];
    for (int s = 0; s < spec->players && st == TK_OK; s++) {
        RtAgent agent;
        side[s] = side_of(spec, s, r);
        uint64_t aseed = tk_mix64(gseed + 0x9e3779b9u * (uint64_t)(s + 1) + (uint64_t)r * 7919u);
        st = player_new(spec, side[s], s, &cfg, aseed, &pl[s], &agent, &res->side[side[s]], msg, size);
        if (st == TK_OK) {
            st = rt_driver_set_agent(d, s, &agent);
        }
    }
    int rounds = 0;
    while (st == TK_OK && rt_game_phase(g) == RT_PHASE_BETWEEN) {
        int order[RT_MAX_SEATS][RT_DECK];
        if (++rounds > ARENA_ROUNDS_MAX) {
            tk_text_message(msg, size, "a match went on for more than %d rounds", ARENA_ROUNDS_MAX);
            st = TK_E_RULE;
            break;
        }
        deal_decks(spec, deal, rounds, order);
        for (int s = 0; s < spec->players && st == TK_OK; s++) {
            st = rt_game_script_deck(g, s, order[s], RT_DECK);
        }
        if (st == TK_OK) {
            st = rt_driver_deal(d);
        }
        if (st == TK_OK) {
            st = rt_driver_run_round(d);
            if (st != TK_OK) {
                tk_text_message(msg, size, "a round could not be played: %s", tk_status_string(st));
            }
        }
        RtNotice n;
        while (st == TK_OK && rt_driver_notice_next(d, &n)) {
            if (n.kind != RT_NOTICE_FAILED) {
                continue;
            }
            Side *fig = &res->side[side[n.seat]];
            if (++fig->failures == 1) {
                char shown[1300];
                tk_text_visible(n.text, shown, sizeof shown);
                fprintf(stderr, "ratuki-cli arena: seat %d's bot failed: %s; %s plays it\n",
                        n.seat + 1, shown, spec->fallback);
            }
            RtAIOptions opt = {spec->pace[side[n.seat]], spec->same_pace};
            RtAgent agent;
            rt_ai_free(pl[n.seat].fallback);
            pl[n.seat].fallback = NULL;
            st = rt_ai_new(spec->fallback, gseed + (uint64_t)n.seat, &opt, &pl[n.seat].fallback);
            if (st == TK_OK) {
                rt_ai_agent(pl[n.seat].fallback, &agent);
                st = rt_driver_set_agent(d, n.seat, &agent);
            }
        }
        if (st != TK_OK) {
            break;
        }
        RtRoundScore sc;
        rt_game_last_score(g, &sc);
        res->rounds++;
        res->reasons[sc.reason]++;
        res->minutes += sc.time / 60000.0;
        int best = sc.points[0];
        for (int s = 1; s < spec->players; s++) {
            best = sc.points[s] > best ? sc.points[s] : best;
        }
        int top = 0, top_a = 0;
        for (int s = 0; s < spec->players; s++) {
            Side *fig = &res->side[side[s]];
            fig->seat_rounds++;
            fig->points += sc.points[s];
            fig->plays += sc.plays[s];
            fig->discards += sc.discards[s];
            fig->takes += sc.takes[s];
            fig->ties += sc.ties[s];
            fig->seat_minutes += sc.time / 60000.0;
            if (sc.points[s] == best) {
                top++;
                top_a += side[s] == 0;
            }
        }
        if (!spec->matches) {
            *a_share = (double)top_a / top;
            for (int s = 0; s < spec->players; s++) {
                res->side[side[s]].seat_games++;
                if (sc.points[s] == best) {
                    res->side[side[s]].wins += 1.0 / top;
                }
            }
        }
    }
    if (st == TK_OK && spec->matches) {
        unsigned w = rt_game_match_winners(g);
        int top = 0, top_a = 0;
        for (int s = 0; s < spec->players; s++) {
            res->side[side[s]].seat_games++;
            if (w & (1u << s)) {
                top++;
                top_a += side[s] == 0;
            }
        }
        for (int s = 0; s < spec->players; s++) {
            if (w & (1u << s)) {
                res->side[side[s]].wins += 1.0 / top;
            }
        }
        *a_share = top > 0 ? (double)top_a / top : 0.0;
    }
    if (st == TK_OK) {
        res->games++;
    }
    if (st == TK_OK && save) {
        RtRecordMeta meta;
        memset(&meta, 0, sizeof meta);
        for (int s = 0; s < spec->players; s++) {
            const char *sd = spec->side[side[s]];
            snprintf(meta.seat[s].spec, sizeof meta.seat[s].spec, "%s%s", is_bot(sd) ? "" : "ai:", sd);
        }
        st = rt_record_save(g, &meta, spec->record, msg, size);
    }
    for (int s = 0; s < spec->players; s++) {
        player_free(&pl[s]);
    }
    rt_driver_free(d);
    rt_game_free(g);
    return st;
}

static int run(const Spec *spec, Result *res, char *msg, size_t size)
{
    double sum = 0, sum2 = 0;
    memset(res, 0, sizeof *res);
    for (long d = 0; d < spec->deals; d++) {
        double a = 0;
        for (int r = 0; r < spec->players; r++) {
            double share = 0;
            int st = play_game(spec, d, r, res, &share, spec->record != NULL && d == 0 && r == 0, msg, size);
            if (st != TK_OK) {
                return st;
            }
            a += share;
        }
        double x = a / spec->players;
        sum += x;
        sum2 += x * x;
    }
    double n = (double)spec->deals;
    res->a_rate = sum / n;
    double var = n > 1 ? (sum2 - sum * sum / n) / (n - 1) : 0.0;
    double half = 1.96 * sqrt(var > 0 ? var / n : 0.0);
    res->a_low = res->a_rate - half > 0 ? res->a_rate - half : 0;
    res->a_high = res->a_rate + half < 1 ? res->a_rate + half : 1;
    return TK_OK;
}

/* A side's figures per seat-round. */
static double per(long v, long n)
{
    return n > 0 ? (double)v / (double)n : 0.0;
}

static double rate(long v, double minutes)
{
    return minutes > 0 ? (double)v / minutes : 0.0;
}

/* Where a person's unfinished match in a record stands, for messages
 * (the match layer's mt_saved_line: "Round 2: Tess (12 points), Seat 2
 * (-3 points)").  0 when path is not a Ratuki record, is finished, or has
 * no person's seat. */
static int unfinished_match(const char *path, char *about, size_t size)
{
    int over = 1, people = 0;
    return mt_saved_line(&rt_table_class, path, about, size, &over, &people) == TK_OK && !over &&
           people > 0;
}

/* A person's unfinished match in the file --record names is replaced only
 * with --replace (said on stderr); otherwise a usage error and 0. */
static int keep_saved(const TkCliArgs *a, const char *path, int replace)
{
    char about[600], file[4 * 300 + 1], what[4 * sizeof about + 1];
    if (!unfinished_match(path, about, sizeof about)) {
        return 1;
    }
    tk_text_visible(path, file, sizeof file);
    tk_text_visible(about, what, sizeof what);
    if (replace) {
        fprintf(stderr, "%s arena: %s held an unfinished match (%s); --replace: the arena's record "
                        "replaces it\n",
                CLI_PROG, file, what);
        return 1;
    }
    tk_cli_args_error(a, "%s holds an unfinished match (%s), which is not replaced without a yes: "
                         "give the arena's record another file, or replace it with --replace",
                      file, what);
    return 0;
}

static int side_arg(TkCliArgs *a, const char *v, const char **out)
{
    if (is_bot(v)) {
        if (v[4] == '\0') {
            return tk_cli_args_error(a, "%s: bot: needs a command", a->opt);
        }
    } else if (!rt_ai_level_valid(v)) {
        return tk_cli_args_error(a, "%s: \"%s\" is neither a computer level nor bot:COMMAND", a->opt, v);
    }
    *out = v;
    return TK_OK;
}

/* The arena's options, as given. */
typedef struct ArenaOpts {
    Spec spec;
    long players, a_seats, deals, target, window, pace, same, bot_ms, side_pace[2];
    int mode_given, replace;
} ArenaOpts;

/* One option of the arena (tk_cli_args_walk; --replace is a flag): 1
 * taken, 0 not its own, -1 a usage error said. */
static int take_option(TkCliArgs *a, const char *v, void *ctx)
{
    ArenaOpts *o = ctx;
    int st = TK_OK;
    if (strcmp(a->opt, "--replace") == 0) {
        o->replace = 1;
    } else if (strcmp(a->opt, "--a") == 0 || strcmp(a->opt, "--b") == 0) {
        st = side_arg(a, v, &o->spec.side[a->opt[2] == 'a' ? 0 : 1]);
    } else if (strcmp(a->opt, "--players") == 0) {
        st = tk_cli_int(a, v, RT_MIN_SEATS, RT_MAX_SEATS, &o->players);
    } else if (strcmp(a->opt, "--a-seats") == 0) {
        st = tk_cli_int(a, v, 1, RT_MAX_SEATS - 1, &o->a_seats);
    } else if (strcmp(a->opt, "--rounds") == 0 || strcmp(a->opt, "--matches") == 0) {
        if (o->mode_given) {
            tk_cli_args_error(a, "--rounds or --matches, not both");
            return -1;
        }
        o->mode_given = 1;
        o->spec.matches = strcmp(a->opt, "--matches") == 0;
        st = tk_cli_int(a, v, 1, ARENA_DEALS_MAX, &o->deals);
    } else if (strcmp(a->opt, "--target") == 0) {
        st = tk_cli_int(a, v, 1, RT_TARGET_MAX, &o->target);
    } else if (strcmp(a->opt, "--window") == 0) {
        st = tk_cli_int(a, v, 0, RT_WINDOW_MAX, &o->window);
    } else if (strcmp(a->opt, "--seed") == 0) {
        st = tk_cli_seed(a, v, &o->spec.seed);
    } else if (strcmp(a->opt, "--pace") == 0) {
        st = tk_cli_int(a, v, RT_PACE_MIN, RT_PACE_MAX, &o->pace);
    } else if (strcmp(a->opt, "--a-pace") == 0 || strcmp(a->opt, "--b-pace") == 0) {
        st = tk_cli_int(a, v, RT_PACE_MIN, RT_PACE_MAX, &o->side_pace[a->opt[2] == 'a' ? 0 : 1]);
    } else if (strcmp(a->opt, "--same-pace") == 0) {
        st = tk_cli_int(a, v, RT_REACTION_MIN, RT_DELAY_MAX, &o->same);
    } else if (strcmp(a->opt, "--bot-ms") == 0) {
        st = tk_cli_int(a, v, 100, 600000, &o->bot_ms);
    } else if (strcmp(a->opt, "--fallback") == 0) {
        if (!rt_ai_level_valid(v)) {
            tk_cli_args_error(a, _("--fallback: unknown computer level \"%s\""), v);
            return -1;
        }
        o->spec.fallback = v;
    } else if (strcmp(a->opt, "--record") == 0) {
        if (!tk_cli_save_path(a, v)) {
            return -1;
        }
        o->spec.record = v;
    } else {
        return 0;
    }
    return st == TK_OK ? 1 : -1;
}

int cli_arena_main(int argc, char **argv)
{
    static const char *const flags[] = {"--replace", NULL};
    TkCliArgs a;
    ArenaOpts o;
    int json = 0;
    memset(&o, 0, sizeof o);
    o.players = 2;
    o.deals = 100;
    o.target = RT_TARGET_DEFAULT;
    o.window = RT_WINDOW_DEFAULT;
    o.pace = RT_PACE_DEFAULT;
    o.bot_ms = 10000;
    o.spec.seed = 1;
    o.spec.fallback = "medium";
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    int quit = tk_cli_args_walk(&a, print_help, &json, flags, take_option, &o);
    if (quit >= 0) {
        return quit;
    }
    Spec spec = o.spec;
    long players = o.players, a_seats = o.a_seats, deals = o.deals, target = o.target,
         window = o.window, pace = o.pace, same = o.same, bot_ms = o.bot_ms;
    const long *side_pace = o.side_pace;
    int replace = o.replace;
    if (spec.side[0] == NULL || spec.side[1] == NULL) {
        return tk_cli_args_error(&a, "which sides? (--a SIDE --b SIDE)");
    }
    if (a_seats == 0) {
        a_seats = players / 2;
    }
    if (a_seats >= players) {
        return tk_cli_args_error(&a, "--a-seats must leave side B a seat (%ld seats)", players);
    }
    spec.players = (int)players;
    spec.a_seats = (int)a_seats;
    spec.deals = deals;
    spec.target = (int)target;
    spec.window = (int)window;
    spec.pace[0] = (int)(side_pace[0] != 0 ? side_pace[0] : pace);
    spec.pace[1] = (int)(side_pace[1] != 0 ? side_pace[1] : pace);
    spec.same_pace = (int)same;
    spec.bot_ms = (int)bot_ms;
    if (spec.record != NULL && !keep_saved(&a, spec.record, replace)) {
        return TK_CLI_EXIT_USAGE;
    }
    Result r;
    char msg[400] = "";
    int st = run(&spec, &r, msg, sizeof msg);
    if (st != TK_OK) {
        char shown[1700];
        tk_text_visible(msg[0] != '\0' ? msg : tk_status_string(st), shown, sizeof shown);
        tk_cli_printf(stderr, _("ratuki-cli arena: %s\n"), shown);
        return TK_CLI_EXIT_FAIL;
    }
    const char *what = spec.matches ? "matches" : "rounds";
    char na[1200], nb[1200];
    tk_text_visible(spec.side[0], na, sizeof na);
    tk_text_visible(spec.side[1], nb, sizeof nb);
    if (json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "arena");
        tk_json_str(&j, "a", spec.side[0]);
        tk_json_str(&j, "b", spec.side[1]);
        tk_json_int(&j, "players", spec.players);
        tk_json_int(&j, "a_seats", spec.a_seats);
        tk_json_str(&j, "mode", what);
        tk_json_int(&j, "deals", spec.deals);
        tk_json_int(&j, "games", r.games);
        tk_json_int(&j, "rounds", r.rounds);
        tk_json_u64(&j, "seed", spec.seed);
        tk_json_int(&j, "target", spec.matches ? spec.target : 0);
        tk_json_int(&j, "window", spec.window);
        tk_json_int(&j, "a_pace", spec.pace[0]);
        tk_json_int(&j, "b_pace", spec.pace[1]);
        tk_json_int(&j, "same_pace", spec.same_pace);
        tk_json_num(&j, "a_rate", r.a_rate, 4);
        tk_json_num(&j, "a_low", r.a_low, 4);
        tk_json_num(&j, "a_high", r.a_high, 4);
        tk_json_num(&j, "mean_round_s", r.rounds ? r.minutes * 60 / r.rounds : 0, 2);
        long reasons[3] = {r.reasons[RT_END_OUT], r.reasons[RT_END_STUCK], r.reasons[RT_END_STILL]};
        tk_json_longs(&j, "ends_out_stuck_still", reasons, 3);
        for (int sd = 0; sd < 2; sd++) {
            const Side *f = &r.side[sd];
            char key[32];
            snprintf(key, sizeof key, "%c_", "ab"[sd]);
            double nums[7] = {f->seat_games ? f->wins / f->seat_games : 0,
                              per(f->points, f->seat_rounds),
                              rate(f->plays, f->seat_minutes),
                              rate(f->plays + f->discards, f->seat_minutes),
                              per(f->takes, f->seat_rounds),
                              per(f->ties, f->seat_rounds),
                              (double)f->failures};
            static const char *const names[7] = {"win_rate", "points", "cards_per_min",
                                                 "actions_per_min", "takes", "ties", "bot_failures"};
            for (int i = 0; i < 7; i++) {
                char k2[64];
                snprintf(k2, sizeof k2, "%s%s", key, names[i]);
                tk_json_num(&j, k2, nums[i], i == 6 ? 0 : 3);
            }
        }
        tk_json_end(&j);
        return TK_CLI_EXIT_OK;
    }
    tk_cli_printf(stdout, "%s against %s, %d seats (A holds %d), %ld deals x %d rotations (seed %llu, window %d ms",
           na, nb, spec.players, spec.a_seats, spec.deals, spec.players, (unsigned long long)spec.seed,
           spec.window);
    if (spec.matches) {
        tk_cli_printf(stdout, ", target %d", spec.target);
    }
    if (spec.pace[0] != RT_PACE_DEFAULT || spec.pace[1] != RT_PACE_DEFAULT) {
        tk_cli_printf(stdout, ", pace %d%% and %d%%", spec.pace[0], spec.pace[1]);
    }
    if (spec.same_pace > 0) {
        tk_cli_printf(stdout, ", every level at %d ms", spec.same_pace);
    }
    if (spec.matches) {
        tk_cli_printf(stdout, "): %ld matches, %ld rounds\n", r.games, r.rounds);
    } else {
        tk_cli_printf(stdout, "): %ld rounds\n", r.rounds);
    }
    tk_cli_printf(stdout, "A (%s) wins %.1f%% of the %s (95%% interval %.1f .. %.1f, over deals)\n", na,
           100 * r.a_rate, what, 100 * r.a_low, 100 * r.a_high);
    printf("%-4s %-12s %7s %8s %7s %10s %12s %7s %6s %8s\n", "side", "player", "seats", "wins", "points",
           "cards/min", "actions/min", "takes", "ties", "failures");
    for (int sd = 0; sd < 2; sd++) {
        const Side *f = &r.side[sd];
        tk_cli_printf(stdout, "%-4s %-12.12s %7ld %7.1f%% %7.1f %10.1f %12.1f %7.2f %6.2f %8ld\n", sd == 0 ? "A" : "B",
               sd == 0 ? na : nb, sd == 0 ? (long)spec.a_seats : (long)(spec.players - spec.a_seats),
               f->seat_games ? 100 * f->wins / f->seat_games : 0, per(f->points, f->seat_rounds),
               rate(f->plays, f->seat_minutes), rate(f->plays + f->discards, f->seat_minutes),
               per(f->takes, f->seat_rounds), per(f->ties, f->seat_rounds), f->failures);
    }
    tk_cli_printf(stdout, _("rounds: %.1f s on average; ended out %.1f%%, stuck %.1f%%, still %.1f%%\n"),
           r.rounds ? r.minutes * 60 / r.rounds : 0, r.rounds ? 100.0 * r.reasons[RT_END_OUT] / r.rounds : 0,
           r.rounds ? 100.0 * r.reasons[RT_END_STUCK] / r.rounds : 0,
           r.rounds ? 100.0 * r.reasons[RT_END_STILL] / r.rounds : 0);
    return TK_CLI_EXIT_OK;
}
