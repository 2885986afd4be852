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

static void print_result(const RackoGame *g, const char *const *names, int players)
{
    int s;
    int w = racko_game_match_winner(g);
    printf("Result: ");
    if (racko_game_phase(g) == RACKO_PHASE_MATCH_OVER) {
        if (w >= 0) {
            printf("%s won the match", names[w]);
        } else {
            printf("the match ended with no winner");
        }
        printf(" after %d round%s.", racko_game_round(g), racko_game_round(g) == 1 ? "" : "s");
    } else if (racko_game_round(g) == 0) {
        printf("not started.");
    } else {
        int to_act = racko_game_to_act(g);
        printf("unfinished, in round %d", racko_game_round(g));
        if (to_act >= 0) {
            printf(" with %s to play", names[to_act]);
        }
        printf(".");
    }
    printf(" Totals:");
    for (s = 0; s < players; s++) {
        printf("%s %s %d", s ? "," : "", names[s], racko_game_total(g, s));
    }
    if (racko_game_config(g)->rules & RACKO_RULE_TEAMS) {
        printf("; seats 1+3: %d, seats 2+4: %d", racko_game_team_total(g, 0),
               racko_game_team_total(g, 1));
    }
    printf(".\n");
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
    printf("Record %s: %d player%s, %d cards, rules %s, target %d, seed %llu.\n", rp.file,
           players, players == 1 ? "" : "s", racko_game_config(g)->deck_size, rules,
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
            printf("  Racks after the deal:\n");
            print_racks(rack, names, players);
        } else if (ev.kind == RACKO_EV_RACKO || ev.kind == RACKO_EV_TURN_LIMIT) {
            printf("  Racks at the end of the round:\n");
            print_racks(rack, names, players);
        }
        if (ev.kind == RACKO_EV_ROUND_SCORED) {
            turn = 0;
        }
    }
    printf("\n");
    print_result(g, names, players);
    racko_game_free(g);
    return TK_CLI_EXIT_OK;
}
