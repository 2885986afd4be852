/*
 * cli_ai.h - racko-cli subcommands that measure the computer players.
 *
 * Each takes the subcommand's own arguments (argv[0] is the subcommand
 * name), prints its results to stdout (JSON with --json) and returns the
 * process exit status: 0 on success, 2 on a usage error (with a one-line
 * message on stderr).
 */
#ifndef RACKO_CLI_AI_H
#define RACKO_CLI_AI_H

/* racko-cli solo --ai LEVEL --deals N [--seed S] [--json] */
int cli_solo_main(int argc, char **argv);

/* racko-cli arena --a LEVEL --b LEVEL [--players P] [--deals N] [--rules LIST]
 *                 [--seed S] [--json]: round win rates, seats swapped. */
int cli_arena_main(int argc, char **argv);

#endif /* RACKO_CLI_AI_H */
