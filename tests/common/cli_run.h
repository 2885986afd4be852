/*
 * cli_run.h - a game's terminal tool run as a user runs it, for the CLI
 * suites (tests/<game>/cli): a temporary working folder, the program
 * started there with a file for each of its standard streams, its exit
 * status and output read back.  POSIX (fork, exec), like those suites.
 */
#ifndef TEST_CLI_RUN_H
#define TEST_CLI_RUN_H

#include <stddef.h>
#include <sys/types.h>

typedef struct CliRun {
    int status; /* exit status, or 128+signal */
    char *out;  /* stdout, NUL-terminated, owned */
    char *err;  /* stderr, NUL-terminated, owned */
} CliRun;

/* The working folder of the runs, made by cli_tmp_make. */
extern char cli_tmpdir[256];

/* Makes a new folder $TMPDIR/PREFIX-XXXXXX (or under /tmp) as cli_tmpdir. */
void cli_tmp_make(const char *prefix);
/* Removes cli_tmpdir and all it holds. */
void cli_tmp_remove(void);
/* cli_tmpdir/name into buf. */
void cli_tmp_path(char *buf, size_t size, const char *name);

/* A whole file, NUL-terminated, owned by the caller (the test fails if it
 * cannot be read). */
char *cli_read_file(const char *path);
/* Writes len bytes of text as the whole file (the test fails otherwise). */
void cli_write_file(const char *path, const char *text, size_t len);

/* Starts program with args (NULL-terminated, at most 32) in cli_tmpdir,
 * its standard input, output and error the files in_path, out_path and
 * err_path, and returns its pid at once. */
pid_t cli_start(const char *program, const char *const *args, const char *in_path,
                const char *out_path, const char *err_path);
/* Runs program with args in cli_tmpdir, feeding input (NULL: an empty
 * stdin), and waits for it. */
CliRun cli_run(const char *program, const char *input, const char *const *args);
/* Runs program with args in cli_tmpdir as a person at a terminal runs
 * it: its standard input and output a pseudo-terminal, on which input has
 * been typed ahead and then the end of the input (Ctrl+D); its standard
 * error a file.  r.out is what the terminal showed (the typed input
 * echoed, lines ending in "\r\n").  POSIX. */
CliRun cli_run_tty(const char *program, const char *input, const char *const *args);
void cli_run_free(CliRun *r);

/* How many times needle (not "") occurs in hay, counted without overlaps. */
int cli_count(const char *hay, const char *needle);

/* Runs program's top level (no command) and with --help and --version
 * followed by more, and checks that each is a usage error, one line on
 * stderr (no_command the one for no command: "PROG: a command is needed:
 * ..."), exit status 2, nothing on stdout: nothing typed is passed over. */
void cli_check_top_level(const char *program, const char *no_command);

/* How many kinds of thing that is not a regular file
 * cli_check_save_refused makes: a FIFO, a symbolic link (to a file), a
 * folder. */
#define CLI_NOT_FILES 3

/* In a new cli_tmpdir (removed after), makes thing i % CLI_NOT_FILES and
 * the file "target", then runs program's match with it: for i below
 * CLI_NOT_FILES, the options play (NULL-terminated) and --record THING,
 * else --resume THING --json; and checks the refusal: exit status 2, one
 * line on stderr saying "--OPT: 'THING' is a ... not a regular file",
 * nothing on stdout, the thing as it was and the link's target unchanged
 * (a save would have made it a regular file). */
void cli_check_save_refused(const char *program, const char *const *play, int i);

#endif /* TEST_CLI_RUN_H */
