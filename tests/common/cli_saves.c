/* cli_saves.c - a person's saved game and a terminal tool (cli_saves.h). */
#define _POSIX_C_SOURCE 200809L
#include "common/cli_saves.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/cli_run.h"

#define MAX_ARGS 24

/* "match", then the options given (NULL-ended), then the game's extra
 * ones for a new match (a resumed one takes its table from the file),
 * into argv (NULL-ended). */
static void match_args(const CliSavesGame *g, const char *const *opts, const char **argv)
{
    int n = 0, k, resume = 0;
    argv[n++] = "match";
    for (k = 0; opts[k] != NULL; k++) {
        resume |= strcmp(opts[k], "--resume") == 0;
        argv[n++] = opts[k];
    }
    for (k = 0; !resume && g->extra[k] != NULL; k++) {
        argv[n++] = g->extra[k];
    }
    ck_assert_int_lt(n, MAX_ARGS);
    argv[n] = NULL;
}

/* Runs one match of the options opts: by script (tty 0) or at a
 * terminal (tty 1). */
static CliRun run_match(const CliSavesGame *g, const char *input, int tty,
                        const char *const *opts)
{
    const char *argv[MAX_ARGS];
    match_args(g, opts, argv);
    return tty ? cli_run_tty(g->program, input, argv) : cli_run(g->program, input, argv);
}

/* The saved game is as it was. */
static void check_kept(const char *path, const char *saved)
{
    char *now = cli_read_file(path);
    ck_assert_str_eq(now, saved);
    free(now);
}

void cli_check_keeps_saved_game(const CliSavesGame *g)
{
    const char *human[] = {"--seat", "1=human", "--seed", "6", NULL};
    const char *elsewhere[] = {"--seat", "1=human", "--seed", "7", "--record", g->other, NULL};
    const char *over_it[] = {"--seed", "7", "--record", g->save, "--json", NULL};
    const char *resume[] = {"--resume", g->save, NULL};
    const char *tty_new[] = {"--seat", "1=human", "--seed", "10", NULL};
    const char *computers[] = {"--seed", "9", "--record", "c.rec", "--json", g->cut[0], g->cut[1],
                               NULL};
    const char *replace[] = {"--seat", "1=human", "--seed", "8", "--replace", NULL};
    char path[400], other[400], want[300];
    char *saved, *now;
    CliRun r;
    cli_tmp_path(path, sizeof path, g->save);
    cli_tmp_path(other, sizeof other, g->other);
    r = run_match(g, g->quit, 0, human);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    snprintf(want, sizeof want, "Game saved to %s", g->save);
    ck_assert_msg(strstr(r.out, want) != NULL, "%s", r.out);
    cli_run_free(&r);
    saved = cli_read_file(path);

    /* A new match beside it, from a script: refused, the file kept. */
    r = run_match(g, g->quit, 0, human);
    ck_assert_int_eq(r.status, 2);
    snprintf(want, sizeof want, "%s holds an unfinished match (%s", g->save, g->line);
    ck_assert_msg(strstr(r.err, want) != NULL, "%s", r.err);
    snprintf(want, sizeof want, "--resume %s", g->save);
    ck_assert(strstr(r.err, want) != NULL);
    ck_assert(strstr(r.err, "--replace") != NULL);
    ck_assert_str_eq(r.out, "");
    cli_run_free(&r);
    check_kept(path, saved);
    /* --record over it, even by computers alone: refused the same. */
    r = run_match(g, NULL, 0, over_it);
    ck_assert_int_eq(r.status, 2);
    ck_assert(strstr(r.err, "holds an unfinished match") != NULL);
    cli_run_free(&r);
    check_kept(path, saved);
    /* A person at a terminal: told where it is and how to play it on, and
     * asked; no keeps it. */
    r = run_match(g, "n\n", 1, human);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    snprintf(want, sizeof want, "A saved game is waiting in %s: %s", g->save, g->line);
    ck_assert_msg(strstr(r.out, want) != NULL, "%s", r.out);
    snprintf(want, sizeof want, "To play it on: %s match --resume %s",
             strrchr(g->program, '/') != NULL ? strrchr(g->program, '/') + 1 : g->program,
             g->save);
    ck_assert_msg(strstr(r.out, want) != NULL, "%s", r.out);
    ck_assert(strstr(r.out, "Start a new match, saved over it? (y/n)") != NULL);
    ck_assert(strstr(r.out, "Nothing was replaced.") != NULL);
    ck_assert(strstr(r.out, g->banner) == NULL); /* no match began */
    cli_run_free(&r);
    check_kept(path, saved);
    /* Saved elsewhere: both kept. */
    r = run_match(g, g->quit, 0, elsewhere);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    ck_assert(access(other, F_OK) == 0);
    check_kept(path, saved);
    /* Played on: nothing else to replace. */
    r = run_match(g, g->quit, 0, resume);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert(strstr(r.err, "holds an unfinished match") == NULL);
    cli_run_free(&r);
    /* Computers' unfinished records are no player's game: replaced as
     * --record says, run after run. */
    r = run_match(g, NULL, 0, computers);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    r = run_match(g, NULL, 0, computers);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    /* At a terminal, yes: the new match, saved over it. */
    snprintf(want, sizeof want, "y\n%s", g->quit);
    r = run_match(g, want, 1, tty_new);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert(strstr(r.out, g->banner) != NULL);
    cli_run_free(&r);
    now = cli_read_file(path);
    ck_assert_msg(strstr(now, "seed 10") != NULL, "%s", now);
    free(now);
    free(saved);
    saved = cli_read_file(path);
    /* --replace says yes: said, and the new match saved over it. */
    r = run_match(g, g->quit, 0, replace);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert(strstr(r.err, "--replace: the new match replaces it") != NULL);
    cli_run_free(&r);
    now = cli_read_file(path);
    ck_assert_str_ne(now, saved);
    ck_assert(strstr(now, "seed 8") != NULL);
    free(now);
    free(saved);
}
