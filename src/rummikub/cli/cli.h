/*
 * cli.h - the pieces of rummikub-cli shared between its subcommands.
 *
 * Each subcommand's *_main takes its own arguments (argv[0] is the
 * subcommand) and returns the exit status (kit/cli.h): TK_CLI_EXIT_OK,
 * TK_CLI_EXIT_FAIL for a failure while running, TK_CLI_EXIT_USAGE for a
 * usage error (one line on stderr).  Options are walked with TkCliArgs.
 * Text from outside (names, specs, records, bots) is escaped with
 * tk_text_visible before it is printed.
 */
#ifndef RKCLI_CLI_H
#define RKCLI_CLI_H

#include <stdio.h>

#include "kit/cli.h"
#include "match/loop.h"
#include "rummikub/edit.h"
#include "rummikub/engine.h"
#include "rummikub/table.h"

/* The program, as messages name it. */
#define CLI_PROG "rummikub-cli"

int cli_match_main(int argc, char **argv);
int cli_replay_main(int argc, char **argv);
int cli_solve_main(int argc, char **argv);
int cli_bench_main(int argc, char **argv);
int cli_arena_main(int argc, char **argv);
int cli_bot_main(int argc, char **argv);

/* ---- text (text.c) ---- */

/* Room for one line about the match (a play's table included). */
#define CLI_LINE_MAX 2400

/* One line describing an event (no newline), naming seats with names[].
 * `viewer` is the seat whose eyes the text is for (-1: everything, as in
 * a replay; the event must then be redacted by the caller for a viewer).
 * Returns 0 for events not worth a line, else 1. */
int cli_describe_event(const RkEvent *ev, const char *const *names, int players, int viewer,
                       char *buf, size_t size);

/* A rack's tiles, sorted by colour (by_number 0) or number, as text. */
void cli_format_rack(const RkCounts *rack, int by_number, char *buf, size_t size);

/* ---- the person in the terminal (human.c) ---- */

/* What the person chose that lasts from turn to turn. */
typedef struct CliHumanPrefs {
    int by_number; /* the rack sorted by number (else by colour) */
    /* Each seat's rack as arranged, and the (game, turn) it was kept at
     * (a new game clears it). */
    RkRackOrder order[RK_MAX_SEATS];
    int order_game[RK_MAX_SEATS];
    int order_turn[RK_MAX_SEATS];
} CliHumanPrefs;

/* Plays the turn of the person at `seat` (the seat to act) at the loop's
 * terminal: shows the table and the rack, reads commands until the turn
 * ends.  The turn timer (the game's) is checked at each command; "quit"
 * asks and saves (mt_loop_confirm_quit). */
MtHuman cli_human_turn(MtLoop *l, int seat, CliHumanPrefs *prefs);

#endif /* RKCLI_CLI_H */
