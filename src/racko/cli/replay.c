/*
 * replay.c - racko-cli replay FILE: checks a game record and tells the game
 * move by move, with every card shown, and its result.
 */
#include <stdio.h>
#include <string.h>

#include "racko/record.h"
#include "racko/table.h"
#include "cli.h"
#include "kit/lang.h"

static void print_help(FILE *out)
{
    fputs(_("usage: racko-cli replay FILE\n"
                 "\n"
                 "Checks a saved game record (racko-cli match --record FILE, or a game\n"
                 "saved by quitting) and prints the game move by move with every card\n"
                 "shown, then its result.  Exit status 1 if the record is refused.\n"), out);
}

static void print_racks(int rack[RACKO_MAX_SEATS][RACKO_SLOTS], const char *const *names,
                        int players)
{
    char line[100];
    int s;
    for (s = 0; s < players; s++) {
        cli_format_rack(rack[s], line, sizeof line);
        printf("    %-12s %s\n", names[s], line);
    }
}

/* The result in one sentence, then the totals in another. */
static void print_result(const RackoGame *g, const MtNames *n, int players)
{
    char head[400];
    long total[RACKO_MAX_SEATS];
    int teams[2];
    int w = racko_game_match_winner(g);
    int round = racko_game_round(g);
    unsigned long r = (unsigned long)round;
    if (racko_game_phase(g) == RACKO_PHASE_MATCH_OVER) {
        if (w >= 0) {
            mt_replay_won(head, sizeof head, "round", n->name[w], round);
        } else {
            tk_fmt(head, sizeof head,
                   tk_trn("Result: the match ended with no winner after %d round.",
                          "Result: the match ended with no winner after %d rounds.", r),
                   round);
        }
    } else if (round == 0) {
        tk_fmt(head, sizeof head, "%s", _("Result: not started."));
    } else if (racko_game_to_act(g) >= 0) {
        /* TRANSLATORS: a record that stops in the middle of a round. */
        tk_fmt(head, sizeof head, _("Result: unfinished, in round %d with %s to play."), round,
               n->name[racko_game_to_act(g)]);
    } else {
        tk_fmt(head, sizeof head, _("Result: unfinished, in round %d."), round);
    }
    for (int s = 0; s < players; s++) {
        total[s] = racko_game_total(g, s);
    }
    teams[0] = racko_game_team_total(g, 0);
    teams[1] = racko_game_team_total(g, 1);
    mt_replay_result(head, n, players, total,
                     racko_game_config(g)->rules & RACKO_RULE_TEAMS ? teams : NULL);
}

int cli_replay_main(int argc, char **argv)
{
    MtReplay rp;
    RackoGame *g;
    RackoEvent ev;
    char msg[CLI_LINE_MAX];
    const char *const *names = rp.names.name;
    int rack[RACKO_MAX_SEATS][RACKO_SLOTS];
    char rules[100];
    int players;
    int turn = 0;
    int st = mt_replay_open(&racko_table_class, CLI_PROG, argc, argv, print_help, &rp);
    if (st >= 0) {
        return st;
    }
    g = rp.game;
    players = rp.players;
    racko_rules_format(racko_game_config(g)->rules, rules, sizeof rules);
    /* TRANSLATORS: the record's file, its players, the deck's size, its
       rules (option words, "bonus,teams", kept as they are) and seed. */
    tk_cli_printf(stdout,
                  tk_trn("Record %s: %d player, %d cards, rules %s, target %d, seed %llu.\n",
                         "Record %s: %d players, %d cards, rules %s, target %d, seed %llu.\n",
                         (unsigned long)players),
                  rp.file, players, racko_game_config(g)->deck_size, rules,
                  racko_game_config(g)->target, (unsigned long long)racko_game_seed(g));
    mt_replay_seats(&rp);
    memset(rack, 0, sizeof rack);
    while (racko_event_next(g, &ev)) {
        if (ev.kind == RACKO_EV_ROUND_START) {
            memset(rack, 0, sizeof rack);
            turn = 0;
            printf("\n");
        } else if (ev.kind == RACKO_EV_DEAL_CARD && ev.u.deal_card.slot >= 0) {
            rack[ev.u.deal_card.seat][ev.u.deal_card.slot] = ev.u.deal_card.card;
        } else if (ev.kind == RACKO_EV_ECLAIR_PLACE) {
            rack[ev.u.eclair_place.seat][ev.u.eclair_place.slot] = ev.u.eclair_place.card;
        } else if (ev.kind == RACKO_EV_PLACE) {
            rack[ev.u.place.seat][ev.u.place.slot] = ev.u.place.card_in;
        } else if (ev.kind == RACKO_EV_TURN_START) {
            turn = ev.u.turn_start.turn;
            continue;
        }
        if (cli_describe_event(&ev, names, players, -1, msg, sizeof msg)) {
            if (ev.kind == RACKO_EV_DRAW_DECK || ev.kind == RACKO_EV_TAKE_DISCARD) {
                printf("  %4d. %s\n", turn, msg);
            } else if (ev.kind == RACKO_EV_PLACE || ev.kind == RACKO_EV_DISCARD ||
                       ev.kind == RACKO_EV_ECLAIR_PLACE) {
                printf("        %s\n", msg);
            } else {
                printf("%s\n", msg);
            }
        }
        if (ev.kind == RACKO_EV_DISCARD_FLIP && turn == 0) {
            fputs(_("  Racks after the deal:\n"), stdout);
            print_racks(rack, names, players);
        } else if (ev.kind == RACKO_EV_RACKO || ev.kind == RACKO_EV_TURN_LIMIT) {
            fputs(_("  Racks at the end of the round:\n"), stdout);
            print_racks(rack, names, players);
        }
        if (ev.kind == RACKO_EV_ROUND_SCORED) {
            turn = 0;
        }
    }
    printf("\n");
    print_result(g, &rp.names, players);
    racko_game_free(g);
    return TK_CLI_EXIT_OK;
}
