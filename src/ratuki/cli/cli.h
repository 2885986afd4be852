/*
 * cli.h - the pieces of ratuki-cli shared between its subcommands.
 *
 * Each subcommand's *_main takes its own arguments (argv[0] is the
 * subcommand) and returns the exit status (kit/cli.h): TK_CLI_EXIT_OK,
 * TK_CLI_EXIT_FAIL for a failure while running, TK_CLI_EXIT_USAGE for a
 * usage error (one line on stderr).  Options are walked with TkCliArgs.
 * Text from outside (names, specs, records, bots) is escaped with
 * tk_text_visible before it is printed.
 */
#ifndef RTCLI_CLI_H
#define RTCLI_CLI_H

#include <stdio.h>

#include "kit/cli.h"
#include "ratuki/engine.h"

/* The program, as messages name it. */
#define CLI_PROG "ratuki-cli"

int cli_replay_main(int argc, char **argv);
int cli_bench_main(int argc, char **argv);
int cli_arena_main(int argc, char **argv);
int cli_bot_main(int argc, char **argv);
int cli_match_main(int argc, char **argv);

/* "1".."5" or "wild" with its article: "a 3", "a wild" (a constant). */
const char *cli_a_card(RtCard c);

/* The columns of a round's score: scoring, draw, discard, points, total,
 * played, takes, ties. */
enum { CLI_SCORE_COLUMNS = 8 };

/* Prints the heading of a round's score to stdout in the language in
 * force: indent, corner (the seats' column, name_w wide), then each
 * column's name right-aligned to min_w[i] or its own width if wider,
 * which it puts in w[i] for the rows.  The arguments stay the caller's. */
void cli_score_heading(const char *indent, const char *corner, int name_w,
                       const int min_w[CLI_SCORE_COLUMNS], int w[CLI_SCORE_COLUMNS]);

#endif /* RTCLI_CLI_H */
