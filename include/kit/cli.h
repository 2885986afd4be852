/*
 * kit/cli.h - what every game's command-line tool needs (library tk_cli).
 *
 * A tool is "PROG COMMAND [options]".  Each command walks its options with
 * a TkCliArgs ("--name VALUE", "--name=VALUE", flags "--name", bare
 * words), checks numbers, seeds and seat specs with one verdict, and
 * reports a usage error as one line on stderr,
 *     PROG COMMAND: what is wrong (see PROG COMMAND --help)
 * and the exit status TK_CLI_EXIT_USAGE.  Results can be written as JSON,
 * one object a line.  Nothing here exits or keeps state.
 */
#ifndef TK_CLI_H
#define TK_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kit/text.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A tool's exit statuses. */
enum {
    TK_CLI_EXIT_OK = 0,   /* done */
    TK_CLI_EXIT_FAIL = 1, /* a failure while running: a file, a process, memory */
    TK_CLI_EXIT_USAGE = 2 /* the command line is wrong (one line on stderr) */
};

/* ---- usage errors ---- */

/* Prints "PROG CMD: MESSAGE (see PROG CMD --help)" as one line on stderr
 * ("PROG: MESSAGE (see PROG --help)" when cmd is NULL or "") and returns
 * TK_CLI_EXIT_USAGE.  The line is made visible (tk_text_visible): what was
 * typed comes back with its control bytes as \xHH, never as an escape
 * sequence for the terminal. */
int tk_cli_usage_error(const char *prog, const char *cmd, const char *fmt, ...)
    TK_PRINTF_LIKE(3, 4);

/* ---- a tool's commands ---- */

/* One command of a tool: its name, and its main (argv[0] is the name). */
typedef struct TkCliCommand {
    const char *name;
    int (*run)(int argc, char **argv);
} TkCliCommand;

/* A tool's main, "PROG COMMAND [options]": runs the command named by
 * argv[1] with argv[1..] and returns its exit status.  Else, each standing
 * alone (anything after it is a usage error): "PROG --help" (-h, help)
 * prints help to stdout, "PROG help COMMAND" runs "COMMAND --help", "PROG
 * --version" prints "PROG VERSION"; exit status 0.  No command ("PROG: a
 * command is needed: A, B or C"), an unknown one, an unknown option: a
 * usage error, TK_CLI_EXIT_USAGE.  commands[0..n-1] and the strings are
 * the caller's. */
int tk_cli_dispatch(const char *prog, const char *version, void (*help)(FILE *),
                    const TkCliCommand *commands, int n, int argc, char **argv);

/* ---- walking the options of one command ---- */

/* The options of one command: argv[0] is the command's name, the rest its
 * arguments.  Holds no memory of its own: it points into argv (which stays
 * the caller's) and into its own name buffer (so a walk is not copied). */
typedef struct TkCliArgs {
    const char *prog; /* the program, for messages ("game-cli") */
    const char *cmd;  /* the command, argv[0] */
    int argc;
    char **argv;
    int i;           /* next argument */
    const char *opt; /* the current option, "--name", or the bare word */
    const char *eq;  /* its value given as --name=VALUE, else NULL */
    char name[64];
} TkCliArgs;

/* Starts a walk over argv[1..argc-1]; prog (kept, not copied) names the
 * program in messages. */
void tk_cli_args_init(TkCliArgs *a, const char *prog, int argc, char **argv);

/* Moves to the next argument: returns 1 with a->opt set, or 0 at the end.
 * A bare word (not "--" and more) comes back as a->opt with
 * tk_cli_args_is_option() 0. */
int tk_cli_args_next(TkCliArgs *a);

/* 1 if the current argument is an option ("--name"), 0 for a bare word. */
int tk_cli_args_is_option(const TkCliArgs *a);

/* The value of the current option (from "--name=VALUE" or the next
 * argument, pointing into argv), or NULL after printing "--name needs a
 * value" as a usage error. */
const char *tk_cli_args_value(TkCliArgs *a);

/* 1 if the current option, a flag, came without "=VALUE"; else 0 after
 * printing "--name takes no value" as a usage error. */
int tk_cli_args_flag_ok(const TkCliArgs *a);

/* Moves to the next option of a command that has --help (printed by
 * help to stdout) and, when json is not NULL, the flag --json (sets
 * *json): returns 1 with a->opt set to an option for the command itself,
 * 0 at the end of the arguments, or -1 when the command must end at once
 * with exit status *status (0 after --help; TK_CLI_EXIT_USAGE after a bare
 * word or "--json=VALUE", said on stderr). */
int tk_cli_args_option(TkCliArgs *a, void (*help)(FILE *), int *json, int *status);

/* tk_cli_usage_error for the command being walked; returns
 * TK_CLI_EXIT_USAGE. */
int tk_cli_args_error(const TkCliArgs *a, const char *fmt, ...) TK_PRINTF_LIKE(2, 3);

/* ---- values ---- */

/* Parses text, the value of the current option, as a whole number in
 * lo..hi (kit/text.h: digits, '-' in front for a negative one, nothing
 * else).  Returns TK_OK with *out set, or TK_E_ARG after printing "--opt:
 * "TEXT" is not a whole number" or "--opt must be between LO and HI (got
 * TEXT)" as a usage error. */
int tk_cli_int(const TkCliArgs *a, const char *text, long lo, long hi, long *out);

/* Parses text as a seed: a decimal number 0..2^64-1, or "0x" and 1 to 16
 * hex digits.  Returns TK_OK with *out set, or TK_E_ARG after printing
 * "--opt: "TEXT" is not a seed (a number 0..2^64-1)". */
int tk_cli_seed(const TkCliArgs *a, const char *text, uint64_t *out);

/* A seed for a run given none: the clock's second and the process id,
 * mixed (kit/rng.h tk_mix64), so that two runs started together differ. */
uint64_t tk_cli_clock_seed(void);

/* Walks a command's options as tk_cli_args_option does (--help prints
 * help to stdout, --json sets *json when json is not NULL), giving each
 * to take(a, value, ctx) with its value (a usage error when it has none),
 * or with NULL for one of flags (NULL-terminated, may be NULL: the
 * options that take no value; a value given to one is refused).  take
 * returns 1 when the option is its own and taken, 0 when it is not ("unknown
 * option" is said), or -1 after saying a usage error.  -1 to go on once
 * every option is taken, or the exit status. */
int tk_cli_args_walk(TkCliArgs *a, void (*help)(FILE *), int *json, const char *const *flags,
                     int (*take)(TkCliArgs *a, const char *value, void *ctx), void *ctx);

/* What a game's `bot` command (one of its computer levels as an outside
 * bot) is told on its command line. */
typedef struct TkCliBotOpts {
    const char *level; /* --ai LEVEL: one of the game's (required) */
    uint64_t seed;     /* --seed S, else from the clock */
    const char *name;  /* --name NAME (checked), or NULL */
} TkCliBotOpts;

/* The options of a game's `bot` command, from a (tk_cli_args_init'ed):
 * --ai LEVEL (level_ok(LEVEL) must say 1, else "--ai: unknown computer
 * level"), --seed S, --name NAME (name_check(NAME, why, size) must say
 * TK_OK, else "--name: WHY"; the kit's tk_bot_name_check), --help (help
 * on stdout); every other
 * option given to own(a, ctx) (-1: taken, or the exit status, said: it
 * says "unknown option" for one it does not take; own NULL: none is).
 * "which level? (--ai LEVEL)" without --ai; the seed from the clock when
 * none is given.  -1 to go on with *o, or the exit status. */
int tk_cli_bot_parse(TkCliArgs *a, void (*help)(FILE *), int (*level_ok)(const char *level),
                     int (*name_check)(const char *name, char *why, size_t size),
                     int (*own)(TkCliArgs *a, void *ctx), void *ctx, TkCliBotOpts *o);

/* Parses "K=TEXT", the value of a per-seat option (--seat, --name), K a
 * seat number 1..seats.  Returns TK_OK with *seat (0-based) and *text
 * (pointing into arg) set, or TK_E_ARG after printing the usage error. */
int tk_cli_seat_arg(const TkCliArgs *a, const char *arg, int seats, int *seat,
                    const char **text);

/* Checks that dir, the value of the current option, is a directory this
 * process can write in (by creating and removing a file there).  Returns
 * 1, or 0 after printing why as a usage error ("--opt: DIR is not a
 * directory", "--opt: cannot write in DIR: ..."). */
int tk_cli_writable_dir(const TkCliArgs *a, const char *dir);

/* Checks that path, the value of the current option, is a file a save
 * may replace (kit/file.h's tk_file_check_replaceable): nothing there yet,
 * or a regular file, not a folder, a symbolic link, a FIFO, a device or a
 * socket.  Returns 1, or 0 after printing why as a usage error ("--record:
 * '/dev/full' is a device, not a regular file"; "--record needs a file
 * name" for ""). */
int tk_cli_save_path(const TkCliArgs *a, const char *path);

/* ---- seat specs ---- */

/* Who plays a seat, as written on a command line and in records. */
typedef enum TkSeatKind {
    TK_SEAT_HUMAN = 0, /* "human": a person at this terminal or screen */
    TK_SEAT_AI = 1,    /* "ai:LEVEL": a computer player of the game */
    TK_SEAT_BOT = 2    /* "bot:COMMAND": an outside program */
} TkSeatKind;

typedef struct TkSeatSpec {
    TkSeatKind kind;
    const char *level;   /* TK_SEAT_AI: the level, pointing into the spec */
    const char *command; /* TK_SEAT_BOT: the command, pointing into the spec */
} TkSeatSpec;

/* Parses a seat spec: "human", "ai:LEVEL" with LEVEL one of levels (a
 * NULL-terminated list the game gives), or "bot:COMMAND" with a command.
 * Returns TK_OK with *out set, or TK_E_ARG with msg (may be NULL) saying
 * why (an unknown level, an empty command, anything else, "" included:
 * '"X" is not a seat (use human, ai:LEVEL or bot:COMMAND)'). */
int tk_cli_seat_parse(const char *spec, const char *const *levels, TkSeatSpec *out, char *msg,
                      size_t size);

/* The name a seat takes into the next match at the same table (a tool's
 * --games or --rounds): name_now, its name at the end of this match, when
 * the seat is still played as spec_given says and not by a bot (a person,
 * or a computer keeping its first name from match to match); else
 * name_given, the name the command line gave it ("" lets the table name
 * it): a bot names itself in its hello, and the computer that stood in
 * for a failed bot is not that bot.  Returns one of the two names (owned
 * by the caller, not copied). */
const char *tk_cli_next_match_name(const char *spec_given, const char *name_given,
                                   const char *spec_now, const char *name_now);

/* ---- JSON lines ---- */

/* One JSON object written as one line: tk_json_begin, a field at a time,
 * tk_json_end (which ends the line).  Keys are written as given (plain
 * ASCII names); strings are escaped (tk_text_json_string). */
typedef struct TkJson {
    FILE *out;  /* the caller's */
    int fields; /* written so far */
} TkJson;

/* Starts an object on out: "{". */
void tk_json_begin(TkJson *j, FILE *out);

/* "key":v */
void tk_json_int(TkJson *j, const char *key, long long v);

/* "key":v, an unsigned 64-bit number (a seed). */
void tk_json_u64(TkJson *j, const char *key, uint64_t v);

/* "key":v with `decimals` digits after the point (printf's %.*f). */
void tk_json_num(TkJson *j, const char *key, double v, int decimals);

/* "key":"v" (v NUL-terminated, escaped). */
void tk_json_str(TkJson *j, const char *key, const char *v);

/* "key":[v0,v1,...] of n ints, longs or strings. */
void tk_json_ints(TkJson *j, const char *key, const int *v, int n);
void tk_json_longs(TkJson *j, const char *key, const long *v, int n);
void tk_json_strs(TkJson *j, const char *key, const char *const *v, int n);

/* "key":[v0,v1,...] of n numbers with `decimals` digits after the point. */
void tk_json_nums(TkJson *j, const char *key, const double *v, int n, int decimals);

/* Ends the object and the line: "}\n". */
void tk_json_end(TkJson *j);

/* ---- a person at the terminal ---- */

/* Writes prompt to out, reads one line from in (a longer line's rest is
 * dropped) and puts it, trimmed and lower-cased, into buf.  When in is not
 * a terminal the answer is echoed to out, so a piped session reads like
 * one typed.  Returns 1, or 0 at the end of the input. */
int tk_cli_read_answer(FILE *in, FILE *out, const char *prompt, char *buf, size_t size);

/* Waits up to timeout_ms for input on in (a turn timer at the terminal):
 * 1 when there is some, or the end of the input, or it cannot be known
 * (Windows; timeout_ms < 0); 0 when the time ran out.  The wait sees only
 * what the stream has not read ahead: give in no buffer (setvbuf _IONBF)
 * before its first use. */
int tk_cli_wait_input(FILE *in, int timeout_ms);

/* ---- a saved game a new match would replace ---- */

/* The file a match run saves to, as the tools do: record (--record FILE)
 * when given, else the resumed file (--resume FILE; NULL for a new
 * match), else fallback (the tool's saved-game file when a person plays,
 * where quitting saves; NULL when nothing is saved).  Returns NULL also
 * for a resumed match saved back to its own file (record NULL or the same
 * name): playing a saved game on replaces nothing of another.  The
 * result is one of the arguments. */
const char *tk_cli_save_target(const char *record, const char *resume, const char *fallback);

/* What a tool does before a new match is saved at path, a file holding an
 * unfinished match of a person's (about: where it stands, for the player,
 * "Game 2 of 4: Tess (12 points), Hugo (-12 points)"): nothing is
 * replaced without a yes.
 *  - yes (the command line said --replace): one line on stderr says what
 *    is replaced; returns -1 (go on);
 *  - ask (a person at a terminal: in is one): says so on out, with how to
 *    play it on ("PROG CMD --resume PATH"), and asks; "y" or "yes" returns
 *    -1, "n" or "no" (or the end of the input) says that nothing was
 *    replaced and how to keep both, and returns TK_CLI_EXIT_OK;
 *  - else (a script): refuses with one usage error naming --resume,
 *    --record and --replace, and returns TK_CLI_EXIT_USAGE.
 * The path and about are shown made visible (tk_text_visible). */
int tk_cli_keep_saved(const char *prog, const char *cmd, const char *path, const char *about,
                      int yes, int ask, FILE *in, FILE *out);

#ifdef __cplusplus
}
#endif

#endif /* TK_CLI_H */
