/*
 * replay.c - rummikub-cli replay FILE: checks a game record (the table's
 * one verdict, rk_match_load_record) and tells the game move by move with
 * every tile shown, then its result.  Names and specs are escaped.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/text.h"

static void print_help(FILE *out)
{
    fprintf(out, "usage: rummikub-cli replay FILE\n"
                 "\n"
                 "Checks a saved game record (rummikub-cli match --record FILE, or a game\n"
                 "saved by quitting) and prints the game move by move with every tile\n"
                 "shown, then its result.  Opening a record never starts a process.\n"
                 "Exit status 1 if the record is refused.\n");
}

static void print_result(const RkGame *g, const char *const *names, int players)
{
    printf("Result: ");
    if (rk_game_phase(g) == RK_PHASE_MATCH_OVER) {
        int w = rk_game_match_winner(g);
        if (w >= 0) {
            printf("%s won the match", names[w]);
        } else {
            printf("the match is a shared win");
        }
        printf(" after %d game%s.", rk_game_number(g), rk_game_number(g) == 1 ? "" : "s");
    } else if (rk_game_number(g) == 0) {
        printf("not started.");
    } else {
        int to_act = rk_game_to_act(g);
        printf("unfinished, in game %d", rk_game_number(g));
        if (to_act >= 0) {
            printf(" with %s to play", names[to_act]);
        }
        printf(".");
    }
    printf(" Totals:");
    for (int s = 0; s < players; s++) {
        printf("%s %s %d", s ? "," : "", names[s], rk_game_total(g, s));
    }
    printf(".\n");
}

int cli_replay_main(int argc, char **argv)
{
    TkCliArgs a;
    const char *path = NULL;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    while (tk_cli_args_next(&a)) {
        if (tk_cli_args_is_option(&a)) {
            if (strcmp(a.opt, "--help") == 0) {
                print_help(stdout);
                return TK_CLI_EXIT_OK;
            }
            return tk_cli_args_error(&a, "unknown option %s", a.opt);
        }
        if (path != NULL) {
            return tk_cli_args_error(&a, "one record at a time");
        }
        path = a.opt;
    }
    if (path == NULL) {
        return tk_cli_args_error(&a, "which record? (rummikub-cli replay FILE)");
    }
    RkGame *g = NULL;
    RkRecordMeta meta;
    char msg[1000];
    if (rk_match_load_record(path, &g, &meta, msg, sizeof msg) != TK_OK) {
        fprintf(stderr, "rummikub-cli replay: %s\n", msg); /* escaped by the table */
        return TK_CLI_EXIT_FAIL;
    }
    const RkConfig *cfg = rk_game_config(g);
    int players = cfg->players;
    CliNames shown;
    char label[RK_NAME_MAX + 16];
    char file[1200];
    for (int s = 0; s < players; s++) {
        if (meta.seat[s].name[0] != '\0') {
            snprintf(label, sizeof label, "%s", meta.seat[s].name);
        } else {
            snprintf(label, sizeof label, "Seat %d", s + 1);
        }
        cli_names_set(&shown, s, label);
    }
    const char *const *names = shown.name;
    tk_text_visible(path, file, sizeof file);
    printf("Record %s: %d players, timer %d, %d game%s a match, seed %llu.\n", file, players,
           cfg->timer, cfg->games, cfg->games == 1 ? "" : "s",
           (unsigned long long)rk_game_seed(g));
    for (int s = 0; s < players; s++) {
        char spec[4 * RK_SPEC_MAX + 1];
        tk_text_visible(meta.seat[s].spec[0] != '\0' ? meta.seat[s].spec : "unknown", spec,
                        sizeof spec);
        printf("  Seat %d: %s (%s)\n", s + 1, names[s], spec);
    }
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
    print_result(g, names, players);
    rk_game_free(g);
    return TK_CLI_EXIT_OK;
}
