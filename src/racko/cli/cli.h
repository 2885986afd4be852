/*
 * cli.h - the pieces of racko-cli shared between its subcommands.
 *
 * Each subcommand's *_main takes its own arguments (argv[0] is the
 * subcommand name) and returns the process exit status: 0 success, 1 a
 * failure while running (a file that cannot be read, out of memory), 2 a
 * usage error, reported in one line on stderr.
 */
#ifndef RACKO_CLI_H
#define RACKO_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "racko/engine.h"
#include "racko/table.h"

#define CLI_EXIT_OK 0
#define CLI_EXIT_FAIL 1
#define CLI_EXIT_USAGE 2

int cli_match_main(int argc, char **argv);
int cli_bench_main(int argc, char **argv);
int cli_replay_main(int argc, char **argv);
int cli_bot_main(int argc, char **argv);

/* ---- argument parsing (args.c) ---- */

/* Walks the options of one subcommand: "--name VALUE", "--name=VALUE" and
 * flags "--name".  Holds no memory of its own. */
typedef struct CliArgs {
    const char *cmd; /* subcommand name, for messages */
    int argc;
    char **argv;
    int i;            /* next argument */
    const char *opt;  /* current option name, "--name" (points into a buffer) */
    const char *eq;   /* value given as --name=VALUE, else NULL */
    char name[64];
} CliArgs;

void cli_args_init(CliArgs *a, int argc, char **argv);

/* Moves to the next argument.  Returns 1 with a->opt set, or 0 at the end.
 * A bare word (not starting with "--") comes back with a->opt = that word
 * and cli_args_is_option() false. */
int cli_args_next(CliArgs *a);
int cli_args_is_option(const CliArgs *a);

/* The value of the current option: returns it, or NULL after printing
 * "racko-cli CMD: --opt needs a value" on stderr. */
const char *cli_args_value(CliArgs *a);

/* 1 if the current option was given a value with '=' (an error for flags;
 * cli_args_flag_ok prints it). */
int cli_args_flag_ok(const CliArgs *a);

/* Parses a whole decimal integer in lo..hi; on failure prints a one-line
 * message naming the option and returns 0. */
int cli_parse_int(const CliArgs *a, const char *text, long lo, long hi, long *out);

/* Parses an unsigned 64-bit seed (decimal or 0x hex). */
int cli_parse_u64(const CliArgs *a, const char *text, uint64_t *out);

/* Prints "racko-cli CMD: TEXT (see racko-cli CMD --help)" on stderr and
 * returns CLI_EXIT_USAGE. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* ---- text (text.c) ---- */

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

enum {
    CLI_HUMAN_ACTED = 0, /* the seat made its move */
    CLI_HUMAN_QUIT = 1,  /* the player asked to leave and confirmed */
    CLI_HUMAN_EOF = 2,   /* input ended */
    CLI_HUMAN_ERROR = 3  /* the table refused something it should not have */
};

/* Plays the decision of the human `seat` (which must be the seat to act):
 * shows the rack and the piles on `out`, reads answers from `in` until one
 * is legal, applies it to t.  `save_path` is where quitting saves. */
int cli_human_turn(RackoTable *t, int seat, FILE *in, FILE *out, const char *save_path);

/* Prompts and reads one line (trimmed, lower-cased) into buf.  Returns 1,
 * or 0 at end of input. */
int cli_read_answer(FILE *in, FILE *out, const char *prompt, char *buf, size_t size);

/* Asks "Really quit?" and, on yes, saves the match to save_path and says
 * how to resume.  Returns CLI_HUMAN_QUIT, CLI_HUMAN_ACTED when the player
 * changed their mind, or CLI_HUMAN_EOF. */
int cli_human_confirm_quit(RackoTable *t, FILE *in, FILE *out, const char *save_path);

#endif /* RACKO_CLI_H */
