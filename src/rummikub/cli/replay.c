/*
 * replay.c - rummikub-cli replay FILE: checks a game record (the table's
 * one verdict, rk_match_load_record) and tells the game move by move with
 * every tile shown, then its result.  Names and specs are escaped.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/lang.h"
#include "kit/text.h"

static void print_help(FILE *out)
{
    fputs(_("usage: rummikub-cli replay FILE\n"
                 "\n"
                 "Checks a saved game record (rummikub-cli match --record FILE, or a game\n"
                 "saved by quitting) and prints the game move by move with every tile\n"
                 "shown, then its result.  Opening a record never starts a process.\n"
                 "Exit status 1 if the record is refused.\n"), out);
}

/* The result in one sentence, then the totals in another. */
static void print_result(const RkGame *g, const MtNames *n, int players)
{
    char head[400];
    long total[MT_MAX_SEATS];
    int number = rk_game_number(g);
    unsigned long k = (unsigned long)number;
    if (rk_game_phase(g) == RK_PHASE_MATCH_OVER) {
        int w = rk_game_match_winner(g);
        if (w >= 0) {
            mt_replay_won(head, sizeof head, "game", n->name[w], number);
        } else {
            tk_fmt(head, sizeof head,
                   tk_trn("Result: the match is a shared win after %d game.",
                          "Result: the match is a shared win after %d games.", k),
                   number);
        }
    } else if (number == 0) {
        tk_fmt(head, sizeof head, "%s", _("Result: not started."));
    } else if (rk_game_to_act(g) >= 0) {
        /* TRANSLATORS: a record that stops in the middle of a game. */
        tk_fmt(head, sizeof head, _("Result: unfinished, in game %d with %s to play."), number,
               n->name[rk_game_to_act(g)]);
    } else {
        tk_fmt(head, sizeof head, _("Result: unfinished, in game %d."), number);
    }
    for (int s = 0; s < players && s < MT_MAX_SEATS; s++) {
        total[s] = rk_game_total(g, s);
    }
    mt_replay_result(head, n, players, total, NULL);
}

int cli_replay_main(int argc, char **argv)
{
    MtReplay rp;
    int st = mt_replay_open(&rk_match_class, CLI_PROG, argc, argv, print_help, &rp);
    if (st >= 0) {
        return st;
    }
    RkGame *g = rp.game;
    const RkConfig *cfg = rk_game_config(g);
    int players = rp.players;
    const char *const *names = rp.names.name;
    /* TRANSLATORS: the record's file, its players (2 to 4), the turn's
       timer in seconds (0: none), how many games make its match, its seed. */
    tk_cli_printf(stdout,
                  tk_trn("Record %s: %d players, timer %d, %d game a match, seed %llu.\n",
                         "Record %s: %d players, timer %d, %d games a match, seed %llu.\n",
                         (unsigned long)cfg->games),
                  rp.file, players, cfg->timer, cfg->games, (unsigned long long)rk_game_seed(g));
    mt_replay_seats(&rp);
    RkEvent ev;
    char line[CLI_LINE_MAX];
    int turn = 0;
    while (rk_event_next(g, &ev)) {
        if (ev.kind == RK_EV_GAME_START) {
            printf("\n");
        }
        if (ev.kind == RK_EV_TURN_START) {
            turn = ev.u.turn_start.turn;
            continue;
        }
        if (cli_describe_event(&ev, names, players, -1, line, sizeof line)) {
            if (ev.kind == RK_EV_PLAY || ev.kind == RK_EV_PASS || ev.kind == RK_EV_PENALTY ||
                (ev.kind == RK_EV_DRAW && !ev.u.draw.penalty)) {
                printf("  %4d. %s\n", turn, line);
            } else if (ev.kind == RK_EV_DRAW) {
                printf("        %s\n", line);
            } else {
                printf("%s\n", line);
            }
        }
        if (ev.kind == RK_EV_GAME_OVER) {
            char rack[RK_TABLE_TEXT];
            for (int s = 0; s < players; s++) {
                cli_format_rack(&ev.u.game_over.rack[s], 0, rack, sizeof rack);
                printf("    %-12s %s (%d)\n", names[s], rack, ev.u.game_over.rack_total[s]);
            }
        }
    }
    printf("\n");
    print_result(g, &rp.names, players);
    rk_game_free(rp.game);
    return TK_CLI_EXIT_OK;
}
