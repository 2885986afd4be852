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
#include "kit/lang.h"
#include "kit/rng.h"
#include "racko/table.h"
#include "cli.h"

#define DEFAULT_SAVE "saved-game.racko"

typedef struct MatchOpts {
    MtMatchOpts mt;      /* every game's (the count is --rounds) */
    unsigned rules;
    long target;         /* 0: the default */
    long stake;          /* tokens rule: 0 the default */
    long token_rounds;   /* tokens rule: 0 the default */
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
    fputs(_("usage: racko-cli match [options]\n"
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
            "  --no-history     keep nothing of this run in the match history (the\n"
            "                   stats and history commands); without it a person's\n"
            "                   finished match is kept in the game's preference folder\n"
            "  --history-dir DIR\n"
            "                   keep the finished matches in DIR's history (any run)\n"
            "  --json           one JSON object per round, then a summary\n"
            "\n"
            "Levels: easy medium hard expert (the ones this build has).\n"
            "In the terminal: positions a-j, d/t to draw, a-j or x to place or\n"
            "discard, ? for a hint, qq to quit (the game is saved).\n"
            "\n"
            "examples:\n"
            "  racko-cli match --seat 1=human\n"
            "  racko-cli match --players 4 --rules bonus,teams --seed 7\n"
            "  racko-cli match --seat 2=bot:./mybot --rounds 100 --json\n"), out);
}

/* One of Rack-O's own options (--rules, --target, --stake,
 * --token-rounds), for mt_match_parse: -1 taken, or the exit status. */
static int own_option(TkCliArgs *a, void *ctx)
{
    MatchOpts *o = ctx;
    const char *v;
    if (strcmp(a->opt, "--rules") != 0 && strcmp(a->opt, "--target") != 0 &&
        strcmp(a->opt, "--stake") != 0 && strcmp(a->opt, "--token-rounds") != 0) {
        return tk_cli_args_error(a, "unknown option %s", a->opt);
    }
    v = tk_cli_args_value(a);
    if (v == NULL) {
        return TK_CLI_EXIT_USAGE;
    }
    if (strcmp(a->opt, "--rules") == 0) {
        if (racko_rules_parse(v, &o->rules) != RACKO_OK) {
            return tk_cli_args_error(a,
                                     "unknown rule in \"%s\" (rules: bonus tworun teams "
                                     "eclair tokens shuffle all60, or none)",
                                     v);
        }
    } else if (strcmp(a->opt, "--target") == 0) {
        if (tk_cli_int(a, v, 1, 1000000, &o->target) != TK_OK) {
            return TK_CLI_EXIT_USAGE;
        }
    } else if (tk_cli_int(a, v, 1, 100000,
                          strcmp(a->opt, "--stake") == 0 ? &o->stake : &o->token_rounds) !=
               TK_OK) {
        return TK_CLI_EXIT_USAGE;
    }
    o->mt.table_opt = 1;
    return -1;
}

/* ------------------------------------------------------------------ */
/* Output                                                              */

static void report_round(const MatchOpts *o, const RackoTable *t, const Tally *tl,
                         const RackoRoundScore *sc, int turns)
{
    const RackoGame *g = racko_table_game(t);
    int players = racko_game_config(g)->players;
    MtNames names;
    int s;
    if (o->mt.json) {
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
    mt_names_of_match(&names, t);
    {
        char head[600], list[RACKO_MAX_SEATS * 300], item[300];
        size_t used = 0;
        unsigned long n = (unsigned long)turns;
        if (sc->winner >= 0 && sc->lightning) {
            /* TRANSLATORS: the run's round count, then the match and its
               round, the winner and the turns played. */
            tk_fmt(head, sizeof head,
                   tk_trn("Round %ld (match %d, round %d): %s went lightning Rack-O after %d turn.",
                          "Round %ld (match %d, round %d): %s went lightning Rack-O after %d turns.",
                          n),
                   tl->rounds, tl->match_no, sc->round, names.name[sc->winner], turns);
        } else if (sc->winner >= 0) {
            tk_fmt(head, sizeof head,
                   tk_trn("Round %ld (match %d, round %d): %s went Rack-O after %d turn.",
                          "Round %ld (match %d, round %d): %s went Rack-O after %d turns.", n),
                   tl->rounds, tl->match_no, sc->round, names.name[sc->winner], turns);
        } else {
            tk_fmt(head, sizeof head,
                   tk_trn("Round %ld (match %d, round %d): no Rack-O after %d turn.",
                          "Round %ld (match %d, round %d): no Rack-O after %d turns.", n),
                   tl->rounds, tl->match_no, sc->round, turns);
        }
        list[0] = '\0';
        for (s = 0; s < players; s++) {
            int k;
            snprintf(item, sizeof item, "%s %+d = %d", names.name[s], sc->points[s], sc->total[s]);
            k = snprintf(list + used, sizeof list - used, "%s%s", s ? ", " : "", item);
            used += k > 0 && (size_t)k < sizeof list - used ? (size_t)k : 0;
        }
        printf("%s\n ", head);
        if (racko_game_config(g)->rules & RACKO_RULE_TEAMS) {
            /* TRANSLATORS: each seat's points and total ("Ann +25 = 120, Bob
               -5 = 85"), then the teams' totals. */
            tk_cli_printf(stdout, _(" %s; seats 1+3: %d, seats 2+4: %d\n"), list,
                          sc->team_total[0], sc->team_total[1]);
        } else {
            printf(" %s\n", list);
        }
    }
}

static void report_match(const MatchOpts *o, const RackoTable *t, const RackoEvent *ev)
{
    char line[CLI_LINE_MAX];
    MtNames names;
    int players = racko_game_config(racko_table_game(t))->players;
    if (o->mt.json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "match");
        tk_json_int(&j, "winner", ev->u.match_over.winner + 1);
        tk_json_int(&j, "team", ev->u.match_over.team + 1);
        tk_json_ints(&j, "totals", ev->u.match_over.total, players);
        tk_json_end(&j);
        return;
    }
    mt_names_of_match(&names, t);
    cli_describe_event(ev, names.name, players, -1, line, sizeof line);
    printf("%s\n", line);
}

static void report_summary(const MatchOpts *o, const MtLoop *l, const Tally *tl)
{
    const RackoTable *t = l->m;
    uint64_t seed = l->seed;
    int players = racko_game_config(racko_table_game(t))->players;
    int teams = (racko_game_config(racko_table_game(t))->rules & RACKO_RULE_TEAMS) != 0;
    int s;
    if (o->mt.json) {
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
    {
        char extra[100];
        MtSummary sum = {tl->rounds, tl->wins, NULL, extra, tl->matches, tl->match_wins,
                         0, tl->unfinished, "--rounds"};
        /* TRANSLATORS: the rounds nobody won, last in the summary's list. */
        tk_fmt(extra, sizeof extra, _("no Rack-O %ld"), tl->nowin);
        mt_loop_summary_text(l, &sum);
    }
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

/* The tool's part of the loop (match/loop.h): its options and its count. */
typedef struct Run {
    const MatchOpts *o;
    MtLoop loop;
    Tally tally;
} Run;

/* One event of the match: live text for a person at the table, round and
 * match reports, the tally. */
static void on_event(void *ctx, MtLoop *l, const void *event)
{
    Run *r = ctx;
    const RackoEvent *ev = event;
    const RackoGame *g = racko_table_game(l->m);
    int players = racko_game_config(g)->players;
    MtNames names;
    char line[CLI_LINE_MAX];
    int s;
    mt_names_of_match(&names, l->m);
    r->tally.match_no = l->match_no;
    if (l->humans > 0 && ev->kind != RACKO_EV_ROUND_SCORED && ev->kind != RACKO_EV_MATCH_OVER &&
        ev->kind != RACKO_EV_TURN_START) {
        RackoEvent red;
        racko_event_redact(ev, l->viewer, &red);
        if (cli_describe_event(&red, names.name, players, l->viewer, line, sizeof line)) {
            printf("%s\n", line);
            int mover = ev->kind == RACKO_EV_PLACE     ? ev->u.place.seat
                        : ev->kind == RACKO_EV_DISCARD ? ev->u.discard.seat
                                                       : -1;
            if (mover >= 0 && mt_match_seat_kind(l->m, mover) != MT_SEAT_HUMAN) {
                /* A person follows the others' turns one at a time. */
                mt_loop_pause(l);
            }
        }
    }
    if (ev->kind == RACKO_EV_ROUND_SCORED) {
        const RackoRoundScore *sc = &ev->u.round_scored;
        r->tally.rounds++;
        r->tally.turns += racko_game_turn(g);
        if (sc->winner >= 0) {
            r->tally.wins[sc->winner]++;
        } else {
            r->tally.nowin++;
        }
        mt_loop_game_played(l);
        if (l->humans > 0 && !r->o->mt.json) {
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
        report_round(r->o, l->m, &r->tally, sc, racko_game_turn(g));
    } else if (ev->kind == RACKO_EV_MATCH_OVER) {
        r->tally.matches++;
        if (ev->u.match_over.winner >= 0) {
            r->tally.match_wins[ev->u.match_over.winner]++;
        }
        if (ev->u.match_over.team >= 0 && ev->u.match_over.team < 2) {
            r->tally.team_wins[ev->u.match_over.team]++;
        }
        report_match(r->o, l->m, ev);
    }
}

static MtHuman on_person(void *ctx, MtLoop *l, int seat)
{
    (void)ctx;
    return cli_human_turn(l, seat);
}

/* The table's options for the run's first match. */
static void on_options(void *ctx, void *options)
{
    const MatchOpts *o = ((Run *)ctx)->o;
    RackoConfig *cfg = options;
    racko_config_default(cfg, o->mt.players);
    cfg->rules = o->rules;
    if (o->target > 0) {
        cfg->target = (int)o->target;
    }
    if (o->stake > 0) {
        cfg->stake = (int)o->stake;
    }
    if (o->token_rounds > 0) {
        cfg->token_rounds = (int)o->token_rounds;
    }
}

static void on_summary(void *ctx, MtLoop *l)
{
    Run *r = ctx;
    r->tally.unfinished = l->unfinished;
    report_summary(r->o, l, &r->tally);
}

/* The loop's game: who it is, counted in rounds; a person's turn, what
 * happens, the first match's table and the summary; the words a person
 * reads first.  By turns, no timer: nothing while it waits. */
static const MtLoopGame loop_game = {
    .prog = CLI_PROG, .title = "Rack-O", .unit = "round",
    .human_turn = on_person, .event = on_event, .options = on_options, .summary = on_summary,
    .banner = N_("Rack-O! Put your cards in ascending order from a (front) to j (back).\n"
                 "Type h for help, ? for a hint, qq to quit.")};

int cli_match_main(int argc, char **argv)
{
    MatchOpts o = {.mt.players = 2, .rules = RACKO_RULE_BONUS};
    Run r = {.o = &o, .tally.match_no = 1};
    int st = mt_match_parse(&racko_table_class, CLI_PROG, argc, argv, print_help, "--rounds",
                            "--players, --seat, --name, --rules, --target, --stake, "
                            "--token-rounds or --seed",
                            own_option, &o, &o.mt);
    return st >= 0 ? st
                   : mt_match_run(&r.loop, &loop_game, &r, &racko_table_class, &o.mt,
                                  DEFAULT_SAVE);
}
