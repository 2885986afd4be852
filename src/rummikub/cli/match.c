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
#include "kit/rng.h"
#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/table.h"

#define DEFAULT_SAVE "saved-game.rummikub"

typedef struct MatchOpts {
    int players;
    int seat_given[RK_MAX_SEATS];
    RkSeatInfo seat[RK_MAX_SEATS];
    long timer;       /* -1: the default */
    long match_games; /* 0: the default */
    long games;       /* 0: one whole match */
    RkConfig saved;   /* --resume: the saved table, for the matches after it */
    int have_saved;
    uint64_t seed;
    int json;
    int bot_ms;
    const char *record;
    const char *resume;
    int allow_bots;
    int replace; /* --replace: a person's unfinished saved game may be replaced */
    const char *fallback;
    const char *bot_log; /* --bot-log DIR */
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
    int match_no;    /* the match being played, 1-based */
    int unfinished;  /* 1 if the last match was cut short by --games */
} Tally;

static void print_help(FILE *out)
{
    fprintf(out,
            "usage: rummikub-cli match [options]\n"
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
            "                     saves to FILE, else to " DEFAULT_SAVE "\n"
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
            "  --json             one JSON object per game, then a summary\n"
            "\n"
            "Levels:");
    for (const char *const *l = rk_ai_levels(); *l != NULL; l++) {
        fprintf(out, " %s", *l);
    }
    fprintf(out,
            ".\n"
            "In the terminal: draw, new TILES, add SET TILES, move SET TILE SET|new,\n"
            "split SET K, undo, reset, end, sort colour|number, hint, help, quit.\n"
            "\n"
            "examples:\n"
            "  rummikub-cli match --seat 1=human --timer 0\n"
            "  rummikub-cli match --players 4 --seed 7 --json\n"
            "  rummikub-cli match --seat 2=bot:./mybot --games 100 --json\n");
}

static int takes_value(const char *opt)
{
    static const char *const names[] = {"--players",     "--seat",  "--name",   "--timer",
                                        "--match-games", "--games", "--seed",   "--bot-ms",
                                        "--fallback",    "--record", "--resume", "--bot-log"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (strcmp(opt, names[i]) == 0) {
            return 1;
        }
    }
    return 0;
}

/* Parses the options; returns -1 to go on, or an exit status. */
static int parse_opts(int argc, char **argv, MatchOpts *o)
{
    TkCliArgs a;
    long n;
    int players_given = 0, seed_given = 0, table_opt = 0;
    int names_given[RK_MAX_SEATS] = {0};
    int more, quit = TK_CLI_EXIT_OK;
    memset(o, 0, sizeof *o);
    o->players = 2;
    o->timer = -1;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    while ((more = tk_cli_args_option(&a, print_help, &o->json, &quit)) > 0) {
        if (strcmp(a.opt, "--allow-bots") == 0 || strcmp(a.opt, "--replace") == 0) {
            if (!tk_cli_args_flag_ok(&a)) {
                return TK_CLI_EXIT_USAGE;
            }
            *(strcmp(a.opt, "--replace") == 0 ? &o->replace : &o->allow_bots) = 1;
            continue;
        }
        if (!takes_value(a.opt)) {
            return tk_cli_args_error(&a, "unknown option %s", a.opt);
        }
        const char *v = tk_cli_args_value(&a);
        if (v == NULL) {
            return TK_CLI_EXIT_USAGE;
        }
        if (strcmp(a.opt, "--players") == 0) {
            if (tk_cli_int(&a, v, RK_MIN_SEATS, RK_MAX_SEATS, &n) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            o->players = (int)n;
            players_given = 1;
            table_opt = 1;
        } else if (strcmp(a.opt, "--seat") == 0 || strcmp(a.opt, "--name") == 0) {
            int seat;
            const char *text;
            int is_seat = strcmp(a.opt, "--seat") == 0;
            if (tk_cli_seat_arg(&a, v, RK_MAX_SEATS, &seat, &text) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            if (is_seat) {
                if (strlen(text) > RK_SPEC_MAX) {
                    return tk_cli_args_error(&a, "seat %d: the spec is longer than %d characters",
                                             seat + 1, RK_SPEC_MAX);
                }
                snprintf(o->seat[seat].spec, sizeof o->seat[seat].spec, "%s", text);
                o->seat_given[seat] = 1;
            } else {
                if (text[0] == '\0' || strlen(text) > RK_NAME_MAX) {
                    return tk_cli_args_error(&a, "seat %d: a name has 1 to %d characters",
                                             seat + 1, RK_NAME_MAX);
                }
                snprintf(o->seat[seat].name, sizeof o->seat[seat].name, "%s", text);
                names_given[seat] = 1;
            }
            table_opt = 1;
        } else if (strcmp(a.opt, "--timer") == 0) {
            RkConfig c;
            char why[200];
            rk_config_default(&c, 2);
            if (tk_cli_int(&a, v, 0, 120, &o->timer) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            if (rk_config_option(&c, "timer", v, why, sizeof why) != TK_OK) {
                return tk_cli_args_error(&a, "--timer: %s", why);
            }
            table_opt = 1;
        } else if (strcmp(a.opt, "--match-games") == 0) {
            if (tk_cli_int(&a, v, 1, RK_GAMES_MAX, &o->match_games) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            table_opt = 1;
        } else if (strcmp(a.opt, "--games") == 0) {
            if (tk_cli_int(&a, v, 1, 100000000, &o->games) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else if (strcmp(a.opt, "--seed") == 0) {
            if (tk_cli_seed(&a, v, &o->seed) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            seed_given = 1;
            table_opt = 1;
        } else if (strcmp(a.opt, "--bot-ms") == 0) {
            if (tk_cli_int(&a, v, 1, 3600000, &n) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            o->bot_ms = (int)n;
        } else if (strcmp(a.opt, "--fallback") == 0) {
            if (!rk_ai_level_valid(v)) {
                return tk_cli_args_error(&a, "--fallback: unknown computer level \"%s\"", v);
            }
            o->fallback = v;
        } else if (strcmp(a.opt, "--bot-log") == 0) {
            if (!tk_cli_writable_dir(&a, v)) {
                return TK_CLI_EXIT_USAGE;
            }
            o->bot_log = v;
        } else if (strcmp(a.opt, "--record") == 0 || strcmp(a.opt, "--resume") == 0) {
            if (!tk_cli_save_path(&a, v)) { /* --resume's file is saved to again */
                return TK_CLI_EXIT_USAGE;
            }
            if (strcmp(a.opt, "--record") == 0) {
                o->record = v;
            } else {
                o->resume = v;
            }
        }
    }
    if (more < 0) {
        return quit;
    }
    if (o->allow_bots && o->resume == NULL) {
        return tk_cli_args_error(&a, "--allow-bots goes with --resume");
    }
    if (o->resume != NULL) {
        if (table_opt) {
            return tk_cli_args_error(&a, "--resume takes the table from the saved game: no "
                                         "--players, --seat, --name, --timer, --match-games or "
                                         "--seed with it");
        }
        return -1;
    }
    for (int k = 0; k < RK_MAX_SEATS; k++) {
        if ((o->seat_given[k] || names_given[k]) && k >= o->players) {
            return tk_cli_args_error(&a, "seat %d is out of range: the table has %d seats%s", k + 1,
                                     o->players, players_given ? "" : " (use --players)");
        }
        if (!o->seat_given[k]) {
            snprintf(o->seat[k].spec, sizeof o->seat[k].spec, "ai:%s", rk_match_default_level());
        }
    }
    for (int k = 0; k < o->players; k++) {
        char why[300];
        if (tk_cli_seat_parse(o->seat[k].spec, rk_ai_levels(), NULL, why, sizeof why) != TK_OK) {
            return tk_cli_args_error(&a, "seat %d: %s", k + 1, why);
        }
    }
    if (!seed_given) {
        o->seed = tk_mix64((uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32));
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

typedef struct Run {
    const MatchOpts *o;
    RkMatch *t;
    Tally tally;
    int humans;       /* human seats */
    int viewer;       /* the one human seat, or -1 */
    int pace;         /* pause after the others' moves (a person at a terminal) */
    const char *save; /* where quitting saves */
    uint64_t seed;
    int save_failed;
    CliHumanPrefs prefs;
    int turn_key;        /* the bot's turn being timed (game, turn) */
    double turn_started; /* when it began, monotonic seconds */
} Run;

static void drain_notices(Run *r)
{
    char buf[1000];
    char shown[4 * sizeof buf];
    while (mt_match_next_notice(r->t, buf, sizeof buf)) {
        tk_text_visible(buf, shown, sizeof shown);
        fprintf(stderr, "rummikub-cli: %s\n", shown);
        if (r->humans > 0) {
            printf("(%s)\n", shown);
        }
    }
}

static void pause_briefly(void)
{
    struct timespec ts = {0, 400 * 1000 * 1000L};
    fflush(stdout);
    nanosleep(&ts, NULL);
}

static void report_game(Run *r, const RkGameScore *sc, int turns)
{
    int players = mt_match_players(r->t);
    if (r->o->json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "game");
        tk_json_int(&j, "game", r->tally.games);
        tk_json_int(&j, "match", r->tally.match_no);
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
    if (r->o->json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "match");
        tk_json_int(&j, "match", r->tally.match_no);
        tk_json_int(&j, "winner", ev->u.match_over.winner + 1);
        tk_json_ints(&j, "totals", ev->u.match_over.total, mt_match_players(r->t));
        tk_json_end(&j);
    }
}

static void report_summary(const Run *r)
{
    const Tally *tl = &r->tally;
    int players = mt_match_players(r->t);
    if (r->o->json) {
        const char *specs[RK_MAX_SEATS];
        const char *names[RK_MAX_SEATS];
        for (int s = 0; s < players; s++) {
            specs[s] = mt_match_seat_spec(r->t, s);
            names[s] = mt_match_seat_name(r->t, s);
        }
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "summary");
        tk_json_int(&j, "players", players);
        tk_json_u64(&j, "seed", r->seed);
        tk_json_int(&j, "games", tl->games);
        tk_json_longs(&j, "wins", tl->wins, players);
        tk_json_longs(&j, "totals", tl->totals, players);
        tk_json_int(&j, "turns", tl->turns);
        tk_json_int(&j, "matches", tl->matches);
        tk_json_longs(&j, "match_wins", tl->match_wins, players);
        tk_json_int(&j, "shared", tl->shared);
        tk_json_int(&j, "unfinished", tl->unfinished);
        tk_json_strs(&j, "seats", specs, players);
        tk_json_strs(&j, "names", names, players);
        tk_json_end(&j);
        return;
    }
    CliNames names;
    cli_names_of_match(&names, r->t);
    printf("\n%ld game%s played (seed %llu):", tl->games, tl->games == 1 ? "" : "s",
           (unsigned long long)r->seed);
    for (int s = 0; s < players; s++) {
        char spec[4 * RK_SPEC_MAX + 1];
        tk_text_visible(mt_match_seat_spec(r->t, s), spec, sizeof spec);
        printf("%s %s (%s) won %ld, points %+ld", s ? "," : "", names.name[s], spec, tl->wins[s],
               tl->totals[s]);
    }
    printf(".\n%ld match%s finished", tl->matches, tl->matches == 1 ? "" : "es");
    if (tl->matches > 0) {
        printf(":");
        for (int s = 0; s < players; s++) {
            printf("%s %s %ld", s ? "," : "", names.name[s], tl->match_wins[s]);
        }
        if (tl->shared > 0) {
            printf(", shared %ld", tl->shared);
        }
    }
    printf("%s\n", tl->unfinished ? " (the last one was stopped by --games)" : ".");
}

static void drain_events(Run *r)
{
    RkEvent ev;
    RkEvent red;
    const RkGame *g = rk_match_game(r->t);
    int players = mt_match_players(r->t);
    CliNames names;
    char line[CLI_LINE_MAX];
    cli_names_of_match(&names, r->t);
    while (mt_match_next_event(r->t, &ev)) {
        int live = r->humans > 0 || !r->o->json;
        if (live && (r->humans > 0 || ev.kind == RK_EV_GAME_OVER || ev.kind == RK_EV_MATCH_OVER)) {
            rk_event_redact(&ev, r->viewer, &red);
            if (cli_describe_event(&red, names.name, players, r->viewer, line, sizeof line)) {
                printf("%s\n", line);
                int mover = ev.kind == RK_EV_PLAY ? ev.u.play.seat
                            : ev.kind == RK_EV_DRAW && !ev.u.draw.penalty ? ev.u.draw.seat
                                                                          : -1;
                if (r->pace && mover >= 0 && mt_match_seat_kind(r->t, mover) != MT_SEAT_HUMAN) {
                    pause_briefly();
                }
            }
        }
        if (ev.kind == RK_EV_GAME_OVER) {
            const RkGameScore *sc = &ev.u.game_over;
            r->tally.games++;
            r->tally.turns += rk_game_turn(g);
            r->tally.wins[sc->winner]++;
            for (int s = 0; s < players; s++) {
                r->tally.totals[s] += sc->points[s];
            }
            report_game(r, sc, rk_game_turn(g));
        } else if (ev.kind == RK_EV_MATCH_OVER) {
            r->tally.matches++;
            if (ev.u.match_over.winner >= 0) {
                r->tally.match_wins[ev.u.match_over.winner]++;
            } else {
                r->tally.shared++;
            }
            report_match(r, &ev);
        }
    }
    fflush(stdout);
}

static void count_humans(Run *r)
{
    r->humans = 0;
    r->viewer = -1;
    for (int s = 0; s < mt_match_players(r->t); s++) {
        if (mt_match_seat_kind(r->t, s) == MT_SEAT_HUMAN) {
            r->humans++;
            r->viewer = s;
        }
    }
    if (r->humans != 1) {
        r->viewer = -1; /* several people at one terminal: what all may see */
    }
}

static void table_ready(Run *r)
{
    count_humans(r);
    if (r->humans > 0 && (r->o->record != NULL || r->o->resume != NULL)) {
        mt_match_set_autosave(r->t, r->save);
    }
}

static int open_table(Run *r, uint64_t seed, const RkSeatInfo *names)
{
    const MatchOpts *o = r->o;
    RkMatchSetup setup;
    char msg[600];
    rk_match_setup_default(&setup, o->players);
    if (o->have_saved) {
        setup.config = o->saved;
    } else {
        if (o->timer >= 0) {
            setup.config.timer = (int)o->timer;
        }
        if (o->match_games > 0) {
            setup.config.games = (int)o->match_games;
        }
    }
    setup.seed = seed;
    setup.bot_reply_ms = o->bot_ms;
    setup.fallback_level = o->fallback;
    setup.bot_log_dir = o->bot_log;
    for (int s = 0; s < o->players; s++) {
        setup.seat[s] = o->seat[s];
        if (names != NULL) {
            memcpy(setup.seat[s].name, names[s].name, sizeof setup.seat[s].name);
        }
    }
    int st = rk_match_new(&setup, &r->t, msg, sizeof msg);
    if (st != TK_OK) {
        char shown[4 * sizeof msg];
        tk_text_visible(msg, shown, sizeof shown);
        if (st == TK_E_CONFIG || st == TK_E_ARG) {
            return tk_cli_usage_error(CLI_PROG, "match", "%s", shown);
        }
        fprintf(stderr, "rummikub-cli match: %s\n", shown);
        return TK_CLI_EXIT_FAIL;
    }
    return -1;
}

static void save_record(Run *r)
{
    char msg[600];
    if (r->o->record == NULL) {
        return;
    }
    if (mt_match_save(r->t, r->o->record, msg, sizeof msg) != TK_OK) {
        char shown[4 * sizeof msg];
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(stderr, "rummikub-cli match: %s (the match goes on)\n", shown);
        r->save_failed = 1;
    } else {
        r->save_failed = 0;
    }
}

/* Before the next game with a person at the table: 1 to go on, 0 when the
 * person left (*status set). */
static int between_games(Run *r, int *status)
{
    char answer[32];
    for (;;) {
        if (!tk_cli_read_answer(stdin, stdout, "\nPress Enter to deal the next game (quit to "
                                               "leave): ",
                                answer, sizeof answer)) {
            *status = TK_CLI_EXIT_FAIL;
            return 0;
        }
        if (strcmp(answer, "quit") == 0 || strcmp(answer, "qq") == 0 || strcmp(answer, "q") == 0) {
            int q = cli_human_confirm_quit(r->t, stdin, stdout, r->save);
            if (q == CLI_HUMAN_ACTED) {
                continue;
            }
            *status = q == CLI_HUMAN_QUIT ? TK_CLI_EXIT_OK : TK_CLI_EXIT_FAIL;
            return 0;
        }
        return 1;
    }
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
static void turn_timer(Run *r, const RkGame *g)
{
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
    if (now_s() - r->turn_started > timer && rk_match_timeout(r->t) != TK_OK) {
        fprintf(stderr, "rummikub-cli match: the turn timer: %s\n", rk_match_error(r->t));
    }
}

static int play(Run *r)
{
    const MatchOpts *o = r->o;
    int status = TK_CLI_EXIT_OK;
    for (;;) {
        const RkGame *g = rk_match_game(r->t);
        int st = TK_OK;
        drain_notices(r);
        drain_events(r);
        int phase = rk_game_phase(g);
        if (phase != RK_PHASE_TURN) {
            if (rk_game_number(g) > 0) {
                save_record(r);
            }
            if (o->games > 0 && r->tally.games >= o->games) {
                r->tally.unfinished = phase != RK_PHASE_MATCH_OVER;
                return status;
            }
            if (phase == RK_PHASE_MATCH_OVER) {
                if (o->games == 0) {
                    return status;
                }
                /* --games: a new match at the same table, same names (but
                   a bot's: its hello names it again). */
                RkSeatInfo names[RK_MAX_SEATS];
                memset(names, 0, sizeof names);
                for (int s = 0; s < mt_match_players(r->t); s++) {
                    snprintf(names[s].name, sizeof names[s].name, "%s",
                             tk_cli_next_match_name(o->seat[s].spec, o->seat[s].name,
                                                    mt_match_seat_spec(r->t, s),
                                                    mt_match_seat_name(r->t, s)));
                }
                mt_match_free(r->t);
                r->t = NULL;
                r->tally.match_no++;
                st = open_table(r, tk_mix64(r->seed + (uint64_t)r->tally.match_no), names);
                if (st >= 0) {
                    return st;
                }
                table_ready(r);
                continue;
            }
            if (r->humans > 0 && rk_game_number(g) > 0 && !between_games(r, &status)) {
                return status;
            }
            if (mt_match_deal(r->t) != TK_OK) {
                fprintf(stderr, "rummikub-cli match: cannot deal: %s\n", rk_match_error(r->t));
                return TK_CLI_EXIT_FAIL;
            }
            continue;
        }
        int human = mt_match_human_to_act(r->t);
        if (human >= 0) {
            int h = cli_human_turn(r->t, human, stdin, stdout, r->save, &r->prefs);
            if (h == CLI_HUMAN_ACTED) {
                continue;
            }
            if (h == CLI_HUMAN_QUIT) {
                return TK_CLI_EXIT_OK;
            }
            char msg[600];
            if (mt_match_save(r->t, r->save, msg, sizeof msg) == TK_OK) {
                fprintf(stderr, "rummikub-cli match: input ended; the game is saved to %s\n",
                        r->save);
            } else {
                fprintf(stderr, "rummikub-cli match: input ended; saving failed: %s\n", msg);
            }
            return TK_CLI_EXIT_FAIL;
        }
        MtStepResult res = mt_match_step(r->t, 100, &st);
        if (res == MT_STEP_IDLE && st != TK_OK) {
            fprintf(stderr, "rummikub-cli match: the table stopped: %s\n", tk_status_string(st));
            return TK_CLI_EXIT_FAIL;
        }
        if (res == MT_STEP_WAITING) {
            /* A bot thinks: the turn timer is ours to keep. */
            turn_timer(r, g);
        }
    }
}

/* How many of a saved game's seats are outside bots. */
static int saved_bots(const char *path)
{
    TkSaved sv;
    mt_saved_read(&rk_match_class, path, &sv, NULL, 0);
    return sv.bots;
}

/* Before anything starts or is saved: a person's unfinished game in the
 * file this run saves to is not replaced without a yes.  Returns -1 to go
 * on, or the exit status. */
static int keep_saved_game(const MatchOpts *o)
{
    int person = 0, over = 1, people = 0;
    char about[400];
    for (int k = 0; k < o->players && o->resume == NULL; k++) {
        person |= strcmp(o->seat[k].spec, "human") == 0;
    }
    const char *path = tk_cli_save_target(o->record, o->resume, person ? DEFAULT_SAVE : NULL);
    if (path == NULL || mt_saved_line(&rk_match_class, path, about, sizeof about, &over, &people) != TK_OK ||
        over || people == 0) {
        return -1; /* nothing there, not a record, finished, or computers' only */
    }
    return tk_cli_keep_saved(CLI_PROG, "match", path, about, o->replace, isatty(STDIN_FILENO),
                             stdin, stdout);
}

int cli_match_main(int argc, char **argv)
{
    MatchOpts o;
    Run r;
    int st = parse_opts(argc, argv, &o);
    if (st >= 0) {
        return st;
    }
    /* A person's turn timer waits on standard input (tk_cli_wait_input),
     * which must not read ahead of what the game has taken. */
    setvbuf(stdin, NULL, _IONBF, 0);
    st = keep_saved_game(&o);
    if (st >= 0) {
        return st;
    }
    memset(&r, 0, sizeof r);
    r.o = &o;
    r.tally.match_no = 1;
    if (o.resume != NULL) {
        char msg[1000];
        MtResume ropt;
        memset(&ropt, 0, sizeof ropt);
        ropt.open = o.allow_bots ? MT_OPEN_PLAY : MT_OPEN_NO_BOTS;
        ropt.fallback_level = o.fallback;
        ropt.bot_reply_ms = o.bot_ms;
        ropt.bot_log_dir = o.bot_log;
        if (rk_match_resume(o.resume, &ropt, &r.t, msg, sizeof msg) != TK_OK) {
            fprintf(stderr, "rummikub-cli match: %s\n", msg); /* escaped by the table */
            return TK_CLI_EXIT_FAIL;
        }
        if (!o.allow_bots && saved_bots(o.resume) > 0) {
            fprintf(stderr, "rummikub-cli match: the saved game's bots were not started; "
                            "--allow-bots starts them (only for a file you trust)\n");
        }
        const RkConfig *cfg = rk_game_config(rk_match_game(r.t));
        o.players = cfg->players;
        o.saved = *cfg;
        o.have_saved = 1;
        for (int s = 0; s < cfg->players; s++) {
            snprintf(o.seat[s].spec, sizeof o.seat[s].spec, "%s", mt_match_seat_spec(r.t, s));
        }
        r.seed = rk_game_seed(rk_match_game(r.t));
        /* The games of the saved match already played count too. */
    } else {
        r.seed = o.seed;
        st = open_table(&r, o.seed, NULL);
        if (st >= 0) {
            return st;
        }
    }
    r.save = o.record != NULL ? o.record : (o.resume != NULL ? o.resume : DEFAULT_SAVE);
    table_ready(&r);
    r.pace = r.humans > 0 && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    if (r.humans > 0 && !o.json) {
        printf("Rummikub! Empty your rack: runs of one colour, groups of one number.\n"
               "Type help for the commands.\n\n");
    }
    st = play(&r);
    drain_notices(&r);
    if (r.t != NULL && st == TK_CLI_EXIT_OK && !(r.humans > 0 && r.tally.games == 0)) {
        report_summary(&r);
    }
    mt_match_free(r.t);
    if (st == TK_CLI_EXIT_OK && r.save_failed) {
        fprintf(stderr, "rummikub-cli match: the record %s could not be saved at the end\n",
                o.record);
        return TK_CLI_EXIT_FAIL;
    }
    return st;
}
