/*
 * cli.h - the pieces of racko-cli shared between its subcommands.
 *
 * Each subcommand's *_main takes its own arguments (argv[0] is the
 * subcommand name) and returns the process exit status (kit/cli.h):
 * TK_CLI_EXIT_OK, TK_CLI_EXIT_FAIL for a failure while running (a file
 * that cannot be read, out of memory), TK_CLI_EXIT_USAGE for a usage
 * error, reported in one line on stderr.  Options are walked with the
 * kit's TkCliArgs.
 */
#ifndef RACKO_CLI_H
#define RACKO_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "kit/cli.h"
#include "match/loop.h"
#include "racko/engine.h"
#include "racko/table.h"

/* The program, as messages name it. */
#define CLI_PROG "racko-cli"

int cli_match_main(int argc, char **argv);
int cli_bench_main(int argc, char **argv);
int cli_replay_main(int argc, char **argv);
int cli_bot_main(int argc, char **argv);

/* ---- text (text.c) ---- */

/* Room for one line of text about the match (an event, with names made
 * visible). */
#define CLI_LINE_MAX 1200

/* text made visible for the terminal (kit/text.h, tk_text_visible: no
 * control character gets through) into buf; returns buf.  Names and specs
 * come from records and bots and may hold any byte. */
const char *cli_visible(const char *text, char *buf, size_t size);

/* The letter of a slot as shown to people in the terminal: 'a'..'j'. */
char cli_slot_letter(int slot);

/* Writes one line describing an event (no newline), naming seats with
 * names[] (NULL: "seat N").  `viewer` is the seat whose eyes the text is
 * for (-1: everything, as in a replay).  Returns 0 for events not worth a
 * line (a single dealt card), else 1. */
int cli_describe_event(const RackoEvent *ev, const char *const *names, int players,
                       int viewer, char *buf, size_t size);

/* Writes a rack as "3 12 18 ..." into buf. */
void cli_format_rack(const int *rack, char *buf, size_t size);

/* ---- the human player in the terminal (human.c) ---- */

/* Plays the decision of the person at `seat` (which must be the seat to
 * act) at the loop's terminal: shows the rack and the piles, reads answers
 * until one is legal, applies it.  "qq" asks and saves
 * (mt_loop_confirm_quit). */
MtHuman cli_human_turn(MtLoop *l, int seat);

#endif /* RACKO_CLI_H */
