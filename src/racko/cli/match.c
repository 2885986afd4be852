/*
 * match.c - racko-cli match: plays matches at a table of humans (in the
 * terminal), computer players and bots, and reports round by round (text,
 * or one JSON object a line with --json).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "racko/ai.h"
#include "kit/rng.h"
#include "racko/table.h"
#include "cli.h"

#define DEFAULT_SAVE "saved-game.racko"

typedef struct MatchOpts {
    int players;
    int seat_given[RACKO_MAX_SEATS];
    RackoSeatInfo seat[RACKO_MAX_SEATS];
    unsigned rules;
    long target;         /* 0: the default */
    long stake;          /* tokens rule: 0 the default */
    long token_rounds;   /* tokens rule: 0 the default */
    RackoConfig saved;   /* --resume: the saved table, for the matches after it */
    int have_saved;
    long rounds;         /* 0: play one match to its end */
    uint64_t seed;
    int json;
    int bot_ms;
    const char *record;  /* --record FILE */
    const char *resume;  /* --resume FILE */
    int allow_bots;      /* --allow-bots: start the saved game's bots */
    int replace;         /* --replace: a person's unfinished saved game may be replaced */
    const char *fallback;
    const char *bot_log; /* --bot-log DIR */
} MatchOpts;

/* What has happened so far, over all matches. */
typedef struct Tally {
    long rounds;
    long wins[RACKO_MAX_SEATS];
    long nowin;
    long turns;
    long matches;
    long match_wins[RACKO_MAX_SEATS];
    long team_wins[2];
    int match_no;     /* the match being played, 1-based */
    int unfinished;   /* 1 if the last match was cut short by --rounds */
} Tally;

static void print_help(FILE *out)
{
    fprintf(out,
            "usage: racko-cli match [options]\n"
            "\n"
            "Plays Rack-O at a table of people, computer players and bots.\n"
            "\n"
            "  --players N      seats at the table, 1-4 (default 2)\n"
            "  --seat K=SPEC    who plays seat K (1-based): human, ai:LEVEL or\n"
            "                   bot:COMMAND (run through /bin/sh); unnamed seats\n"
            "                   are computer players of the default level\n"
            "  --name K=NAME    the name shown for seat K\n"
            "  --rules LIST     table options, comma-separated: bonus tworun teams\n"
            "                   eclair tokens shuffle all60, or none (default bonus)\n"
            "  --target T       points that win the match (default 500)\n"
            "  --stake N        tokens rule: the tokens each seat starts with (default 20)\n"
            "  --token-rounds N tokens rule: the rounds of a match (default 10)\n"
            "  --rounds R       play exactly R rounds, starting a new match\n"
            "                   whenever one ends (default: one whole match)\n"
            "  --seed S         seed of the deals (default: from the clock);\n"
            "                   the same seed and seats replay the same games\n"
            "  --record FILE    save the game record to FILE (a new match\n"
            "                   replaces it); with a human, after every move;\n"
            "                   quitting saves to FILE, else to saved-game.racko\n"
            "  --replace        let a new match replace a person's unfinished game\n"
            "                   saved in that file (at a terminal you are asked;\n"
            "                   else it is refused without this)\n"
            "  --resume FILE    play on from a saved game (seats as saved; its bots\n"
            "                   are played by the computer unless --allow-bots)\n"
            "  --allow-bots     with --resume: start the saved game's bots (a saved\n"
            "                   game names any command: only for files you trust)\n"
            "  --bot-ms MS      how long a bot may think (default 10000)\n"
            "  --fallback LEVEL computer level taking over a failing bot\n"
            "  --bot-log DIR    keep each bot's log (its stderr) in DIR/bot-seatN.log,\n"
            "                   written when it fails, after each round and at the end\n"
            "  --json           one JSON object per round, then a summary\n"
            "\n"
            "Levels: easy medium hard expert (the ones this build has).\n"
            "In the terminal: positions a-j, d/t to draw, a-j or x to place or\n"
            "discard, ? for a hint, qq to quit (the game is saved).\n"
            "\n"
            "examples:\n"
            "  racko-cli match --seat 1=human\n"
            "  racko-cli match --players 4 --rules bonus,teams --seed 7\n"
            "  racko-cli match --seat 2=bot:./mybot --rounds 100 --json\n");
}

static const char *default_level(void)
{
    return racko_ai_level_valid("medium") ? "medium" : "easy";
}

static int takes_value(const char *opt)
{
    static const char *const names[] = {"--players", "--seat",    "--name",     "--rules",
                                        "--target",  "--rounds",  "--seed",     "--bot-ms",
                                        "--fallback", "--record", "--resume", "--bot-log",
                                        "--stake",   "--token-rounds"};
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
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
    const char *v;
    long n;
    int players_given = 0;
    int seed_given = 0;
    int table_opt = 0; /* an option that --resume cannot take */
    int names_given[RACKO_MAX_SEATS] = {0};
    int k, more, quit = TK_CLI_EXIT_OK;
    memset(o, 0, sizeof *o);
    o->players = 2;
    o->rules = RACKO_RULE_BONUS;
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
        v = tk_cli_args_value(&a);
        if (v == NULL) {
            return TK_CLI_EXIT_USAGE;
        }
        if (strcmp(a.opt, "--players") == 0) {
            if (tk_cli_int(&a, v, 1, RACKO_MAX_SEATS, &n) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            o->players = (int)n;
            players_given = 1;
            table_opt = 1;
        } else if (strcmp(a.opt, "--seat") == 0) {
            int seat;
            const char *spec;
            if (tk_cli_seat_arg(&a, v, RACKO_MAX_SEATS, &seat, &spec) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            if (strlen(spec) > RACKO_SPEC_MAX) {
                return tk_cli_args_error(&a, "seat %d: the spec is longer than %d characters",
                                         seat + 1, RACKO_SPEC_MAX);
            }
            snprintf(o->seat[seat].spec, sizeof o->seat[seat].spec, "%s", spec);
            o->seat_given[seat] = 1;
            table_opt = 1;
        } else if (strcmp(a.opt, "--name") == 0) {
            int seat;
            const char *name;
            if (tk_cli_seat_arg(&a, v, RACKO_MAX_SEATS, &seat, &name) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            if (name[0] == '\0' || strlen(name) > RACKO_NAME_MAX) {
                return tk_cli_args_error(&a, "seat %d: a name has 1 to %d characters", seat + 1,
                                         RACKO_NAME_MAX);
            }
            snprintf(o->seat[seat].name, sizeof o->seat[seat].name, "%s", name);
            names_given[seat] = 1;
            table_opt = 1;
        } else if (strcmp(a.opt, "--rules") == 0) {
            if (racko_rules_parse(v, &o->rules) != RACKO_OK) {
                return tk_cli_args_error(&a,
                                         "unknown rule in \"%s\" (rules: bonus tworun teams "
                                         "eclair tokens shuffle all60, or none)",
                                         v);
            }
            table_opt = 1;
        } else if (strcmp(a.opt, "--target") == 0) {
            if (tk_cli_int(&a, v, 1, 1000000, &o->target) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            table_opt = 1;
        } else if (strcmp(a.opt, "--stake") == 0 || strcmp(a.opt, "--token-rounds") == 0) {
            if (tk_cli_int(&a, v, 1, 100000,
                           strcmp(a.opt, "--stake") == 0 ? &o->stake : &o->token_rounds) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            table_opt = 1;
        } else if (strcmp(a.opt, "--rounds") == 0) {
            if (tk_cli_int(&a, v, 1, 100000000, &o->rounds) != TK_OK) {
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
            if (!racko_ai_level_valid(v)) {
                return tk_cli_args_error(&a, "--fallback: unknown computer level \"%s\"", v);
            }
            o->fallback = v;
        } else if (strcmp(a.opt, "--record") == 0) {
            if (!tk_cli_save_path(&a, v)) {
                return TK_CLI_EXIT_USAGE;
            }
            o->record = v;
        } else if (strcmp(a.opt, "--resume") == 0) {
            if (!tk_cli_save_path(&a, v)) { /* saved to again */
                return TK_CLI_EXIT_USAGE;
            }
            o->resume = v;
        } else if (strcmp(a.opt, "--bot-log") == 0) {
            if (!tk_cli_writable_dir(&a, v)) {
                return TK_CLI_EXIT_USAGE;
            }
            o->bot_log = v;
        } else {
            return tk_cli_args_error(&a, "unknown option %s", a.opt);
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
            return tk_cli_args_error(&a, "--resume takes the table from the saved game: "
                                         "no --players, --seat, --name, --rules, --target, "
                                         "--stake, --token-rounds or --seed with it");
        }
        return -1;
    }
    for (k = 0; k < RACKO_MAX_SEATS; k++) {
        if ((o->seat_given[k] || names_given[k]) && k >= o->players) {
            return tk_cli_args_error(&a, "seat %d is out of range: the table has %d seat%s%s",
                                     k + 1, o->players, o->players == 1 ? "" : "s",
                                     players_given ? "" : " (use --players)");
        }
        if (!o->seat_given[k]) {
            snprintf(o->seat[k].spec, sizeof o->seat[k].spec, "ai:%s", default_level());
        }
    }
    /* Every seat given is a seat ("--seat 1=" is not a human). */
    for (k = 0; k < o->players; k++) {
        char why[300];
        if (tk_cli_seat_parse(o->seat[k].spec, racko_ai_levels(), NULL, why, sizeof why) != TK_OK) {
            return tk_cli_args_error(&a, "seat %d: %s", k + 1, why);
        }
    }
    if (!seed_given) {
        o->seed = tk_mix64((uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32));
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* Output                                                              */

static void report_round(const MatchOpts *o, const RackoTable *t, const Tally *tl,
                         const RackoRoundScore *sc, int turns)
{
    const RackoGame *g = racko_table_game(t);
    int players = racko_game_config(g)->players;
    CliNames names;
    int s;
    if (o->json) {
        int racks[RACKO_MAX_SEATS * RACKO_SLOTS];
        int k;
        TkJson j;
        for (s = 0; s < players; s++) {
            for (k = 0; k < RACKO_SLOTS; k++) {
                racks[s * RACKO_SLOTS + k] = sc->rack[s][k];
            }
        }
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "round");
        tk_json_int(&j, "round", tl->rounds);
        tk_json_int(&j, "match", tl->match_no);
        tk_json_int(&j, "match_round", sc->round);
        tk_json_int(&j, "winner", sc->winner + 1);
        tk_json_int(&j, "lightning", sc->lightning);
        tk_json_int(&j, "turns", turns);
        tk_json_ints(&j, "points", sc->points, players);
        tk_json_ints(&j, "totals", sc->total, players);
        tk_json_ints(&j, "in_order", sc->in_order, players);
        tk_json_ints(&j, "racks", racks, players * RACKO_SLOTS);
        tk_json_end(&j);
        return;
    }
    cli_names_of_table(&names, t);
    printf("Round %ld (match %d, round %d): ", tl->rounds, tl->match_no, sc->round);
    if (sc->winner >= 0) {
        printf("%s went %sRack-O after %d turn%s.", names.name[sc->winner],
               sc->lightning ? "lightning " : "", turns, turns == 1 ? "" : "s");
    } else {
        printf("no Rack-O after %d turns.", turns);
    }
    printf("\n ");
    for (s = 0; s < players; s++) {
        printf("%s %s %+d = %d", s ? "," : "", names.name[s], sc->points[s], sc->total[s]);
    }
    if (racko_game_config(g)->rules & RACKO_RULE_TEAMS) {
        printf("; seats 1+3: %d, seats 2+4: %d", sc->team_total[0], sc->team_total[1]);
    }
    printf("\n");
}

static void report_match(const MatchOpts *o, const RackoTable *t, const RackoEvent *ev)
{
    char line[CLI_LINE_MAX];
    CliNames names;
    int players = racko_game_config(racko_table_game(t))->players;
    if (o->json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "match");
        tk_json_int(&j, "winner", ev->u.match_over.winner + 1);
        tk_json_int(&j, "team", ev->u.match_over.team + 1);
        tk_json_ints(&j, "totals", ev->u.match_over.total, players);
        tk_json_end(&j);
        return;
    }
    cli_names_of_table(&names, t);
    cli_describe_event(ev, names.name, players, -1, line, sizeof line);
    printf("%s\n", line);
}

static void report_summary(const MatchOpts *o, const RackoTable *t, const Tally *tl,
                           uint64_t seed)
{
    int players = racko_game_config(racko_table_game(t))->players;
    int teams = (racko_game_config(racko_table_game(t))->rules & RACKO_RULE_TEAMS) != 0;
    CliNames names;
    int s;
    if (o->json) {
        const char *specs[RACKO_MAX_SEATS];
        const char *raw_names[RACKO_MAX_SEATS];
        TkJson j;
        for (s = 0; s < players; s++) {
            specs[s] = mt_match_seat_spec(t, s);
            raw_names[s] = mt_match_seat_name(t, s);
        }
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "summary");
        tk_json_int(&j, "players", players);
        tk_json_u64(&j, "seed", seed);
        tk_json_int(&j, "rounds", tl->rounds);
        tk_json_longs(&j, "wins", tl->wins, players);
        tk_json_int(&j, "nowin", tl->nowin);
        tk_json_int(&j, "turns", tl->turns);
        tk_json_int(&j, "matches", tl->matches);
        tk_json_int(&j, "unfinished", tl->unfinished);
        tk_json_longs(&j, "match_wins", tl->match_wins, players);
        if (teams) {
            tk_json_longs(&j, "team_wins", tl->team_wins, 2);
        }
        tk_json_strs(&j, "seats", specs, players);
        tk_json_strs(&j, "names", raw_names, players);
        tk_json_end(&j);
        return;
    }
    cli_names_of_table(&names, t);
    printf("\n%ld round%s played (seed %llu):", tl->rounds, tl->rounds == 1 ? "" : "s",
           (unsigned long long)seed);
    for (s = 0; s < players; s++) {
        char spec[4 * RACKO_SPEC_MAX + 1];
        printf("%s %s (%s) won %ld", s ? "," : "", names.name[s],
               cli_visible(mt_match_seat_spec(t, s), spec, sizeof spec), tl->wins[s]);
    }
    printf(", no Rack-O %ld.\n", tl->nowin);
    printf("%ld match%s finished", tl->matches, tl->matches == 1 ? "" : "es");
    if (tl->matches > 0) {
        printf(":");
        for (s = 0; s < players; s++) {
            printf("%s %s %ld", s ? "," : "", names.name[s], tl->match_wins[s]);
        }
    }
    printf("%s\n", tl->unfinished ? " (the last one was stopped by --rounds)" : ".");
}

/* How many of a saved game's seats are outside bots. */
static int saved_bots(const char *path)
{
    TkSaved sv;
    mt_saved_read(&racko_table_class, path, &sv, NULL, 0);
    return sv.bots;
}

/* Before anything starts or is saved: a person's unfinished game in the
 * file this run saves to is not replaced without a yes.  Returns -1 to go
 * on, or the exit status. */
static int keep_saved_game(const MatchOpts *o)
{
    const char *path;
    char about[400];
    int k, person = 0, over = 1, people = 0;
    for (k = 0; k < o->players && o->resume == NULL; k++) {
        person |= strcmp(o->seat[k].spec, "human") == 0;
    }
    path = tk_cli_save_target(o->record, o->resume, person ? DEFAULT_SAVE : NULL);
    if (path == NULL ||
        mt_saved_line(&racko_table_class, path, about, sizeof about, &over, &people) != RACKO_OK || over ||
        people == 0) {
        return -1; /* nothing there, not a record, finished, or computers' only */
    }
    return tk_cli_keep_saved(CLI_PROG, "match", path, about, o->replace, isatty(STDIN_FILENO),
                             stdin, stdout);
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

typedef struct Run {
    const MatchOpts *o;
    RackoTable *t;
    Tally tally;
    int humans;       /* human seats at the table */
    int viewer;       /* the one human seat, or -1 */
    int pace;         /* pause after others' moves (a person at a terminal) */
    const char *save; /* where quitting or a finished round saves */
    uint64_t seed;
    int save_failed;  /* the last save of --record failed */
} Run;

/* Notices (a bot's words among them) go to stderr, and to the table's
 * people; made visible, as names are. */
static void drain_notices(Run *r)
{
    char buf[600];
    char shown[4 * sizeof buf];
    while (mt_match_next_notice(r->t, buf, sizeof buf)) {
        cli_visible(buf, shown, sizeof shown);
        fprintf(stderr, "racko-cli: %s\n", shown);
        if (r->humans > 0) {
            printf("(%s)\n", shown);
        }
    }
}

static void pause_briefly(void)
{
    struct timespec ts = {0, 350 * 1000 * 1000L};
    fflush(stdout);
    nanosleep(&ts, NULL);
}

/* Handles the events of the last actions: live text for a person at the
 * table, round and match reports, the tally. */
static void drain_events(Run *r)
{
    RackoEvent ev;
    const RackoGame *g = racko_table_game(r->t);
    int players = racko_game_config(g)->players;
    CliNames names;
    char line[CLI_LINE_MAX];
    int s;
    cli_names_of_table(&names, r->t);
    while (mt_match_next_event(r->t, &ev)) {
        if (r->humans > 0 && ev.kind != RACKO_EV_ROUND_SCORED &&
            ev.kind != RACKO_EV_MATCH_OVER && ev.kind != RACKO_EV_TURN_START) {
            RackoEvent red;
            racko_event_redact(&ev, r->viewer, &red);
            if (cli_describe_event(&red, names.name, players, r->viewer, line, sizeof line)) {
                printf("%s\n", line);
                int mover = ev.kind == RACKO_EV_PLACE     ? ev.u.place.seat
                            : ev.kind == RACKO_EV_DISCARD ? ev.u.discard.seat
                                                          : -1;
                if (r->pace && mover >= 0 &&
                    mt_match_seat_kind(r->t, mover) != MT_SEAT_HUMAN) {
                    /* A person follows the others' turns one at a time. */
                    pause_briefly();
                }
            }
        }
        if (ev.kind == RACKO_EV_ROUND_SCORED) {
            const RackoRoundScore *sc = &ev.u.round_scored;
            r->tally.rounds++;
            r->tally.turns += racko_game_turn(g);
            if (sc->winner >= 0) {
                r->tally.wins[sc->winner]++;
            } else {
                r->tally.nowin++;
            }
            if (r->humans > 0 && !r->o->json) {
                printf("\n");
                for (s = 0; s < players; s++) {
                    int rack[RACKO_SLOTS];
                    int k;
                    for (k = 0; k < RACKO_SLOTS; k++) {
                        rack[k] = sc->rack[s][k];
                    }
                    cli_format_rack(rack, line, sizeof line);
                    printf("  %-*s %s\n", RACKO_NAME_MAX < 12 ? RACKO_NAME_MAX : 12, names.name[s],
                           line);
                }
            }
            report_round(r->o, r->t, &r->tally, sc, racko_game_turn(g));
        } else if (ev.kind == RACKO_EV_MATCH_OVER) {
            r->tally.matches++;
            if (ev.u.match_over.winner >= 0) {
                r->tally.match_wins[ev.u.match_over.winner]++;
            }
            if (ev.u.match_over.team >= 0 && ev.u.match_over.team < 2) {
                r->tally.team_wins[ev.u.match_over.team]++;
            }
            report_match(r->o, r->t, &ev);
        }
    }
    fflush(stdout);
}

static void count_humans(Run *r)
{
    int players = racko_game_config(racko_table_game(r->t))->players;
    int s;
    r->humans = 0;
    r->viewer = -1;
    for (s = 0; s < players; s++) {
        if (mt_match_seat_kind(r->t, s) == MT_SEAT_HUMAN) {
            r->humans++;
            r->viewer = s;
        }
    }
    if (r->humans != 1) {
        r->viewer = -1; /* several people at one terminal: show what all see */
    }
}

/* After a table opens: who is human, and autosave when a person plays and
 * the game has a file (--record or --resume). */
static void table_ready(Run *r)
{
    count_humans(r);
    if (r->humans > 0 && (r->o->record != NULL || r->o->resume != NULL)) {
        mt_match_set_autosave(r->t, r->save);
    }
}

static int open_table(Run *r, uint64_t seed, const RackoSeatInfo *names)
{
    const MatchOpts *o = r->o;
    RackoTableSetup setup;
    char msg[300];
    int s;
    int st;
    racko_table_setup_default(&setup, o->players);
    if (o->have_saved) {
        /* After a resumed match: the saved table as it was (stake, token
           rounds, turn limit, deck, first dealer...). */
        setup.config = o->saved;
    } else {
        setup.config.rules = o->rules;
        if (o->target > 0) {
            setup.config.target = (int)o->target;
        }
        if (o->stake > 0) {
            setup.config.stake = (int)o->stake;
        }
        if (o->token_rounds > 0) {
            setup.config.token_rounds = (int)o->token_rounds;
        }
    }
    setup.seed = seed;
    setup.bot_reply_ms = o->bot_ms;
    setup.fallback_level = o->fallback;
    setup.bot_log_dir = o->bot_log;
    for (s = 0; s < o->players; s++) {
        setup.seat[s] = o->seat[s];
        if (names != NULL) {
            memcpy(setup.seat[s].name, names[s].name, sizeof setup.seat[s].name);
        }
    }
    st = racko_table_new(&setup, &r->t, msg, sizeof msg);
    if (st != RACKO_OK) {
        if (st == RACKO_E_CONFIG || st == RACKO_E_ARG) {
            return tk_cli_usage_error(CLI_PROG, "match", "%s", msg);
        }
        fprintf(stderr, "racko-cli match: %s\n", msg);
        return TK_CLI_EXIT_FAIL;
    }
    return -1;
}

/* Saves the record at a round's end.  A failure (a full disk) is said and
 * remembered, and the match goes on: the next save may work, and the exit
 * status at the end says that the record is not whole. */
static void save_record(Run *r)
{
    char msg[300];
    if (r->o->record == NULL) {
        return;
    }
    if (mt_match_save(r->t, r->o->record, msg, sizeof msg) != RACKO_OK) {
        fprintf(stderr, "racko-cli match: %s (the match goes on)\n", msg);
        r->save_failed = 1;
    } else {
        r->save_failed = 0;
    }
}

/* Before dealing the next round with a person at the table: returns 1 to go
 * on, 0 when the person left. */
static int between_rounds(Run *r, int *status)
{
    char answer[32];
    for (;;) {
        if (!tk_cli_read_answer(stdin, stdout, "\nPress Enter to deal the next round "
                                            "(qq to quit): ",
                             answer, sizeof answer)) {
            *status = TK_CLI_EXIT_FAIL;
            return 0;
        }
        if (strcmp(answer, "qq") == 0 || strcmp(answer, "quit") == 0) {
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

static int play(Run *r)
{
    const MatchOpts *o = r->o;
    RackoSeatInfo names[RACKO_MAX_SEATS];
    int status = TK_CLI_EXIT_OK;
    int s;
    for (;;) {
        const RackoGame *g = racko_table_game(r->t);
        int phase;
        int human;
        int st = RACKO_OK;
        drain_notices(r);
        drain_events(r);
        phase = racko_game_phase(g);
        if (phase == RACKO_PHASE_MATCH_OVER || phase == RACKO_PHASE_ROUND_OVER) {
            if (racko_game_round(g) > 0) {
                save_record(r);
            }
            if (o->rounds > 0 && r->tally.rounds >= o->rounds) {
                r->tally.unfinished = phase != RACKO_PHASE_MATCH_OVER;
                return status;
            }
            if (phase == RACKO_PHASE_MATCH_OVER) {
                if (o->rounds == 0) {
                    return status;
                }
                /* --rounds: a new match at the same table, same names (but
                   a bot's: its hello names it again). */
                for (s = 0; s < racko_game_config(g)->players; s++) {
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
            if (r->humans > 0 && (racko_game_round(g) > 0 || r->tally.rounds > 0) &&
                !between_rounds(r, &status)) {
                return status;
            }
            st = racko_table_apply(r->t, -1, (RackoAction){RACKO_ACT_DEAL, 0});
            if (st != RACKO_OK) {
                fprintf(stderr, "racko-cli match: cannot deal: %s\n", racko_game_error(g));
                return TK_CLI_EXIT_FAIL;
            }
            continue;
        }
        human = mt_match_human_to_act(r->t);
        if (human >= 0) {
            int h = cli_human_turn(r->t, human, stdin, stdout, r->save);
            if (h == CLI_HUMAN_ACTED) {
                continue;
            }
            if (h == CLI_HUMAN_QUIT) {
                return TK_CLI_EXIT_OK;
            }
            if (h == CLI_HUMAN_EOF) {
                char msg[300];
                if (mt_match_save(r->t, r->save, msg, sizeof msg) == RACKO_OK) {
                    fprintf(stderr, "racko-cli match: input ended; the game is saved to %s\n",
                            r->save);
                } else {
                    fprintf(stderr, "racko-cli match: input ended; saving failed: %s\n", msg);
                }
            }
            return TK_CLI_EXIT_FAIL;
        }
        if (mt_match_step(r->t, 100, &st) == MT_STEP_IDLE && st != RACKO_OK) {
            fprintf(stderr, "racko-cli match: the table stopped: %s\n", racko_status_string(st));
            return TK_CLI_EXIT_FAIL;
        }
    }
}

int cli_match_main(int argc, char **argv)
{
    MatchOpts o;
    Run r;
    int s;
    int st = parse_opts(argc, argv, &o);
    if (st >= 0) {
        return st;
    }
    st = keep_saved_game(&o);
    if (st >= 0) {
        return st;
    }
    memset(&r, 0, sizeof r);
    r.o = &o;
    r.tally.match_no = 1;
    if (o.resume != NULL) {
        char msg[300];
        const RackoConfig *cfg;
        MtResume ropt;
        memset(&ropt, 0, sizeof ropt);
        ropt.open = o.allow_bots ? MT_OPEN_PLAY : MT_OPEN_NO_BOTS;
        ropt.fallback_level = o.fallback;
        if (racko_table_resume_with(o.resume, &ropt, &r.t, msg, sizeof msg) != RACKO_OK) {
            fprintf(stderr, "racko-cli match: %s\n", msg);
            return TK_CLI_EXIT_FAIL;
        }
        if (!o.allow_bots && saved_bots(o.resume) > 0) {
            fprintf(stderr, "racko-cli match: the saved game's bots were not started; "
                            "--allow-bots starts them (only for a file you trust)\n");
        }
        if (o.bot_log != NULL) {
            mt_match_set_bot_log(r.t, o.bot_log); /* a failure is a notice */
        }
        cfg = racko_game_config(racko_table_game(r.t));
        /* A new match after this one (--rounds) keeps the saved table:
           every option of its configuration. */
        o.players = cfg->players;
        o.rules = cfg->rules;
        o.target = cfg->target;
        o.saved = *cfg;
        o.have_saved = 1;
        for (s = 0; s < cfg->players; s++) {
            snprintf(o.seat[s].spec, sizeof o.seat[s].spec, "%s", mt_match_seat_spec(r.t, s));
        }
        r.seed = racko_game_seed(racko_table_game(r.t));
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
    if (r.humans > 0) {
        if (!o.json) {
            printf("Rack-O! Put your cards in ascending order from a (front) to j (back).\n"
                   "Type h for help, ? for a hint, qq to quit.\n\n");
        }
    }
    st = play(&r);
    drain_notices(&r);
    if (r.t != NULL && st == TK_CLI_EXIT_OK && !(r.humans > 0 && r.tally.rounds == 0)) {
        report_summary(&o, r.t, &r.tally, r.seed);
    }
    mt_match_free(r.t);
    if (st == TK_CLI_EXIT_OK && r.save_failed) {
        fprintf(stderr, "racko-cli match: the record %s could not be saved at the end\n",
                o.record);
        return TK_CLI_EXIT_FAIL;
    }
    return st;
}
