/*
 * match.c - rummikub-cli match: plays matches at a table of people (in the
 * terminal), computer players and bots, and reports game by game (text,
 * or one JSON object a line with --json, then a summary).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "kit/lang.h"
#include "kit/rng.h"
#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/table.h"

#define DEFAULT_SAVE "saved-game.rummikub"

typedef struct MatchOpts {
    MtMatchOpts mt;   /* every game's (the count is --games) */
    long timer;       /* -1: the default */
    long match_games; /* 0: the default */
} MatchOpts;

/* What has happened so far, over all matches. */
typedef struct Tally {
    long games;
    long wins[RK_MAX_SEATS];
    long totals[RK_MAX_SEATS];
    long turns;
    long matches;
    long match_wins[RK_MAX_SEATS];
    long shared;     /* matches with a shared win */
} Tally;

static void print_help(FILE *out)
{
    tk_cli_printf(out,
            _("usage: rummikub-cli match [options]\n"
            "\n"
            "Plays Rummikub at a table of people, computer players and bots.\n"
            "\n"
            "  --players N        seats at the table, 2-4 (default 2)\n"
            "  --seat K=SPEC      who plays seat K (1-based): human, ai:LEVEL or\n"
            "                     bot:COMMAND (run through /bin/sh); seats not given\n"
            "                     are computer players of the default level\n"
            "  --name K=NAME      the name shown for seat K\n"
            "  --timer SECONDS    turn timer: 0 (none), 30, 45, 60, 90 or 120 (default 60)\n"
            "  --match-games G    games in a match, 1-20 (default 4)\n"
            "  --games N          play exactly N games, starting a new match\n"
            "                     whenever one ends (default: one whole match)\n"
            "  --seed S           seed of the mixes (default: from the clock); the\n"
            "                     same seed and seats replay the same games\n"
            "  --record FILE      save the game record to FILE (a new match replaces\n"
            "                     it); with a person, after every move; quitting\n"
            "                     saves to FILE, else to %s\n"
            "  --replace          let a new match replace a person's unfinished game\n"
            "                     saved in that file (at a terminal you are asked;\n"
            "                     else it is refused without this)\n"
            "  --resume FILE      play on from a saved game (seats as saved; its bots\n"
            "                     are played by the computer unless --allow-bots)\n"
            "  --allow-bots       with --resume: start the saved game's bots (a saved\n"
            "                     game names any command: only for files you trust)\n"
            "  --bot-ms MS        how long a bot may think with no turn timer\n"
            "                     (default 10000)\n"
            "  --fallback LEVEL   computer level taking over a failing bot\n"
            "  --bot-log DIR      keep each bot's log (its stderr) in DIR/bot-seatN.log,\n"
            "                     written when it fails and at the end\n"
            "  --no-history       keep nothing of this run in the match history (the\n"
            "                     stats and history commands); without it a person's\n"
            "                     finished match is kept in the game's preference folder\n"
            "  --history-dir DIR\n"
            "                     keep the finished matches in DIR's history (any run)\n"
            "  --json             one JSON object per game, then a summary\n"
            "\n"
            "Levels:"),
            DEFAULT_SAVE);
    for (const char *const *l = rk_ai_levels(); *l != NULL; l++) {
        fprintf(out, " %s", *l);
    }
    fputs(_(".\n"
            "In the terminal: draw, new TILES, add SET TILES, move SET TILE SET|new,\n"
            "split SET K, undo, reset, end, sort colour|number, hint, help, quit.\n"
            "\n"
            "examples:\n"
            "  rummikub-cli match --seat 1=human --timer 0\n"
            "  rummikub-cli match --players 4 --seed 7 --json\n"
            "  rummikub-cli match --seat 2=bot:./mybot --games 100 --json\n"), out);
}

/* One of Rummikub's own options (--timer, --match-games), for
 * mt_match_parse: -1 taken, or the exit status. */
static int own_option(TkCliArgs *a, void *ctx)
{
    MatchOpts *o = ctx;
    if (strcmp(a->opt, "--timer") != 0 && strcmp(a->opt, "--match-games") != 0) {
        return tk_cli_args_error(a, "unknown option %s", a->opt);
    }
    const char *v = tk_cli_args_value(a);
    if (v == NULL) {
        return TK_CLI_EXIT_USAGE;
    }
    if (strcmp(a->opt, "--timer") == 0) {
        RkConfig c;
        char why[200];
        rk_config_default(&c, 2);
        if (tk_cli_int(a, v, 0, 120, &o->timer) != TK_OK) {
            return TK_CLI_EXIT_USAGE;
        }
        if (rk_config_option(&c, "timer", v, why, sizeof why) != TK_OK) {
            return tk_cli_args_error(a, "--timer: %s", why);
        }
    } else if (tk_cli_int(a, v, 1, RK_GAMES_MAX, &o->match_games) != TK_OK) {
        return TK_CLI_EXIT_USAGE;
    }
    o->mt.table_opt = 1;
    return -1;
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

/* The tool's part of the loop (match/loop.h): its options, its count, a
 * person's preferences, the bot's turn being timed. */
typedef struct Run {
    const MatchOpts *o;
    MtLoop loop;
    Tally tally;
    CliHumanPrefs prefs;
    int turn_key;        /* the bot's turn being timed (game, turn) */
    double turn_started; /* when it began, monotonic seconds */
} Run;

static void report_game(Run *r, const RkGameScore *sc, int turns)
{
    int players = mt_match_players(r->loop.m);
    if (r->o->mt.json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "game");
        tk_json_int(&j, "game", r->tally.games);
        tk_json_int(&j, "match", r->loop.match_no);
        tk_json_int(&j, "match_game", sc->game);
        tk_json_int(&j, "first", sc->first + 1);
        tk_json_int(&j, "winner", sc->winner + 1);
        tk_json_int(&j, "out", sc->out);
        tk_json_int(&j, "turns", turns);
        tk_json_ints(&j, "tiles", sc->tiles, players);
        tk_json_ints(&j, "rack_totals", sc->rack_total, players);
        tk_json_ints(&j, "points", sc->points, players);
        tk_json_ints(&j, "totals", sc->total, players);
        tk_json_end(&j);
    }
}

static void report_match(Run *r, const RkEvent *ev)
{
    if (r->o->mt.json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "match");
        tk_json_int(&j, "match", r->loop.match_no);
        tk_json_int(&j, "winner", ev->u.match_over.winner + 1);
        tk_json_ints(&j, "totals", ev->u.match_over.total, mt_match_players(r->loop.m));
        tk_json_end(&j);
    }
}

static void report_summary(const Run *r)
{
    const Tally *tl = &r->tally;
    const RkMatch *t = r->loop.m;
    int players = mt_match_players(t);
    if (r->o->mt.json) {
        const char *specs[RK_MAX_SEATS];
        const char *names[RK_MAX_SEATS];
        for (int s = 0; s < players; s++) {
            specs[s] = mt_match_seat_spec(t, s);
            names[s] = mt_match_seat_name(t, s);
        }
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "summary");
        tk_json_int(&j, "players", players);
        tk_json_u64(&j, "seed", r->loop.seed);
        tk_json_int(&j, "games", tl->games);
        tk_json_longs(&j, "wins", tl->wins, players);
        tk_json_longs(&j, "totals", tl->totals, players);
        tk_json_int(&j, "turns", tl->turns);
        tk_json_int(&j, "matches", tl->matches);
        tk_json_longs(&j, "match_wins", tl->match_wins, players);
        tk_json_int(&j, "shared", tl->shared);
        tk_json_int(&j, "unfinished", r->loop.unfinished);
        tk_json_strs(&j, "seats", specs, players);
        tk_json_strs(&j, "names", names, players);
        tk_json_end(&j);
        return;
    }
    MtSummary sum = {tl->games,   tl->wins,  tl->totals,         NULL,
                     tl->matches, tl->match_wins, tl->shared, r->loop.unfinished,
                     "--games"};
    mt_loop_summary_text(&r->loop, &sum);
}

/* One event of the match: told to the people at the table (or, without
 * them, the games' ends in text), counted, reported. */
static void on_event(void *ctx, MtLoop *l, const void *event)
{
    Run *r = ctx;
    const RkEvent *ev = event;
    const RkGame *g = rk_match_game(l->m);
    int players = mt_match_players(l->m);
    int live = l->humans > 0 || !r->o->mt.json;
    if (live && (l->humans > 0 || ev->kind == RK_EV_GAME_OVER || ev->kind == RK_EV_MATCH_OVER)) {
        MtNames names;
        RkEvent red;
        char line[CLI_LINE_MAX];
        mt_names_of_match(&names, l->m);
        rk_event_redact(ev, l->viewer, &red);
        if (cli_describe_event(&red, names.name, players, l->viewer, line, sizeof line)) {
            printf("%s\n", line);
            int mover = ev->kind == RK_EV_PLAY ? ev->u.play.seat
                        : ev->kind == RK_EV_DRAW && !ev->u.draw.penalty ? ev->u.draw.seat
                                                                        : -1;
            if (mover >= 0 && mt_match_seat_kind(l->m, mover) != MT_SEAT_HUMAN) {
                mt_loop_pause(l);
            }
        }
    }
    if (ev->kind == RK_EV_GAME_OVER) {
        const RkGameScore *sc = &ev->u.game_over;
        r->tally.games++;
        r->tally.turns += rk_game_turn(g);
        r->tally.wins[sc->winner]++;
        for (int s = 0; s < players; s++) {
            r->tally.totals[s] += sc->points[s];
        }
        mt_loop_game_played(l);
        report_game(r, sc, rk_game_turn(g));
    } else if (ev->kind == RK_EV_MATCH_OVER) {
        r->tally.matches++;
        if (ev->u.match_over.winner >= 0) {
            r->tally.match_wins[ev->u.match_over.winner]++;
        } else {
            r->tally.shared++;
        }
        report_match(r, ev);
    }
}

static MtHuman on_person(void *ctx, MtLoop *l, int seat)
{
    return cli_human_turn(l, seat, &((Run *)ctx)->prefs);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The turn timer of a bot's turn (the table reads no clock): the turn is
 * known by its game and number; when it has lasted longer than the
 * table's timer, the rules' penalty. */
static void on_waiting(void *ctx, MtLoop *l)
{
    Run *r = ctx;
    const RkGame *g = rk_match_game(l->m);
    int timer = rk_game_config(g)->timer;
    int key = rk_game_number(g) * 100000 + rk_game_turn(g);
    if (timer <= 0) {
        return;
    }
    if (key != r->turn_key) {
        r->turn_key = key;
        r->turn_started = now_s();
        return;
    }
    if (now_s() - r->turn_started > timer && rk_match_timeout(l->m) != TK_OK) {
        fprintf(stderr, "rummikub-cli match: the turn timer: %s\n", rk_match_error(l->m));
    }
}

/* The table's options for the run's first match. */
static void on_options(void *ctx, void *options)
{
    const MatchOpts *o = ((Run *)ctx)->o;
    RkConfig *cfg = options;
    rk_config_default(cfg, o->mt.players);
    if (o->timer >= 0) {
        cfg->timer = (int)o->timer;
    }
    if (o->match_games > 0) {
        cfg->games = (int)o->match_games;
    }
}

static void on_summary(void *ctx, MtLoop *l)
{
    (void)l;
    report_summary(ctx);
}

/* The loop's game: who it is, counted in games; a person's turn, what
 * happens, a bot's turn timed while the loop waits, the first match's
 * table and the summary; the words a person reads first. */
static const MtLoopGame loop_game = {
    .prog = CLI_PROG, .title = "Rummikub", .unit = "game",
    .human_turn = on_person, .event = on_event, .waiting = on_waiting, .options = on_options,
    .summary = on_summary,
    .banner = N_("Rummikub! Empty your rack: runs of one colour, groups of one number.\n"
                 "Type help for the commands.")};

int cli_match_main(int argc, char **argv)
{
    MatchOpts o = {.mt.players = 2, .timer = -1};
    Run r = {.o = &o};
    int st = mt_match_parse(&rk_match_class, CLI_PROG, argc, argv, print_help, "--games",
                            "--players, --seat, --name, --timer, --match-games or --seed",
                            own_option, &o, &o.mt);
    if (st >= 0) {
        return st;
    }
    /* A person's turn timer waits on standard input (tk_cli_wait_input),
     * which must not read ahead of what the game has taken. */
    setvbuf(stdin, NULL, _IONBF, 0);
    return mt_match_run(&r.loop, &loop_game, &r, &rk_match_class, &o.mt, DEFAULT_SAVE);
}
