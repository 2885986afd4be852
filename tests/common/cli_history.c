/* cli_history.c - a terminal tool and its match history (cli_history.h). */
#define _POSIX_C_SOURCE 200809L
#include "common/cli_history.h"

#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "common/cli_run.h"

#define MAX_ARGS 24

/* Runs "match" with opts then the game's extra options. */
static CliRun match_as(const CliSavesGame *g, const char *input, int tty, const char *const *opts)
{
    const char *argv[MAX_ARGS];
    int n = 0, k;
    argv[n++] = "match";
    for (k = 0; opts[k] != NULL; k++) {
        argv[n++] = opts[k];
    }
    for (k = 0; g->extra[k] != NULL; k++) {
        argv[n++] = g->extra[k];
    }
    argv[n] = NULL;
    return tty ? cli_run_tty(g->program, input, argv) : cli_run(g->program, input, argv);
}

static CliRun match(const CliSavesGame *g, const char *input, const char *const *opts)
{
    return match_as(g, input, 0, opts);
}

static int exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* French's no-break space before : and ; */
#define NBSP "\xc2\xa0"

/* stats and history in French (--language fr), on the history that
 * cli_check_history made: the words, the day as a French reader writes
 * it, the decimal comma; the JSON stays as it was. */
static void check_history_in_french(const CliSavesGame *g)
{
    const char *history_fr[] = {"--language", "fr", "history", "--pref-dir", "h", NULL};
    const char *stats_fr[] = {"--language", "fr", "stats", "--pref-dir", "h", NULL};
    const char *stats_home_fr[] = {"--language", "fr", "stats", NULL};
    const char *history_home_fr[] = {"--language", "fr", "history", NULL};
    const char *json_fr[] = {"--language", "fr", "stats", "--json", NULL};
    const char *json_en[] = {"stats", "--json", NULL};
    const char *d;
    CliRun r, e;
    r = cli_run(g->program, NULL, history_fr);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_msg(cli_count(r.out, ", finie, ") == 2, "%s", r.out);
    ck_assert_int_eq(cli_count(r.out, "    enregistrement" NBSP ": "), 2);
    ck_assert(strstr(r.out, "(ordinateur easy)") != NULL);
    ck_assert_msg(strstr(r.out, "n° 1, le ") == r.out, "%s", r.out);
    /* the day: 28/11/2026 à 00:37 UTC */
    d = r.out + strlen("n° 1, le ");
    ck_assert_msg(isdigit((unsigned char)d[0]) && isdigit((unsigned char)d[1]) && d[2] == '/' &&
                      isdigit((unsigned char)d[3]) && d[5] == '/' && isdigit((unsigned char)d[9]) &&
                      strncmp(d + 10, " à ", strlen(" à ")) == 0 &&
                      strstr(d, " UTC, finie, ") != NULL,
                  "%s", r.out);
    ck_assert(strstr(r.out, "finished") == NULL && strstr(r.out, "record:") == NULL);
    cli_run_free(&r);
    r = cli_run(g->program, NULL, stats_fr);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_msg(strstr(r.err, "1 entrée abîmée de l'historique ignorée (la première à la "
                                "ligne ") != NULL,
                  "%s", r.err);
    ck_assert_msg(strstr(r.out, "Aucune partie jouée par une personne pour l'instant.\n") !=
                      NULL,
                  "%s", r.out);
    ck_assert(strstr(r.out, "Parties d'ordinateurs seuls, non comptées" NBSP ": 2\n") != NULL);
    cli_run_free(&r);
    r = cli_run(g->program, NULL, stats_home_fr);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_msg(strstr(r.out, "\nParties" NBSP
                                ": jouées 1, gagnées 0, perdues 0, abandonnées 1" NBSP "; "
                                "gagnées 0,0 %\n") != NULL,
                  "%s", r.out);
    ck_assert_msg(strstr(r.out, "\nSérie en cours" NBSP ": 1 partie non gagnée d'affilée\n") !=
                      NULL,
                  "%s", r.out);
    ck_assert_msg(strstr(r.out, "\nLa dernière (G gagnée, P perdue, A abandonnée)" NBSP ": A\n") !=
                      NULL,
                  "%s", r.out);
    ck_assert(strstr(r.out, "played") == NULL && strstr(r.out, "streak") == NULL);
    cli_run_free(&r);
    r = cli_run(g->program, NULL, history_home_fr);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_msg(cli_count(r.out, ", abandonnée, ") == 1, "%s", r.out);
    ck_assert(strstr(r.out, "(personne)") != NULL);
    cli_run_free(&r);
    /* the JSON in every language alike */
    r = cli_run(g->program, NULL, json_fr);
    e = cli_run(g->program, NULL, json_en);
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, e.out);
    cli_run_free(&r);
    cli_run_free(&e);
}

void cli_check_history(const CliSavesGame *g, const char *id, int tty)
{
    const char *computers1[] = {"--seat", "1=ai:easy", "--seat", "2=ai:easy", "--seed", "7",
                                "--history-dir", "h", NULL};
    const char *computers2[] = {"--seat", "1=ai:easy", "--seat", "2=ai:easy", "--seed", "8",
                                "--history-dir", "h", "--json", NULL};
    const char *computers_default[] = {"--seat", "1=ai:easy", "--seat", "2=ai:easy", "--seed",
                                       "9", NULL};
    const char *human[] = {"--seat", "1=human", "--seat", "2=ai:easy", "--seed", "6", NULL};
    const char *replace[] = {"--seat", "1=human", "--seat", "2=ai:easy", "--seed", "10",
                             "--replace", NULL};
    const char *replace_no_history[] = {"--seat", "1=human", "--seat", "2=ai:easy", "--seed",
                                        "11", "--replace", "--no-history", NULL};
    const char *history[] = {"history", "--pref-dir", "h", NULL};
    const char *history_json[] = {"history", "--pref-dir", "h", "--json", "--last", "0", NULL};
    const char *stats_json[] = {"stats", "--pref-dir", "h", "--json", NULL};
    const char *stats_text[] = {"stats", "--pref-dir", "h", NULL};
    const char *stats_home[] = {"stats", "--json", NULL};
    const char *history_home[] = {"history", NULL};
    const char *bad[] = {"stats", "--last", "3", NULL};
    char data[400], home_hist[600], rec[600], line[200];
    const char *replay[] = {"replay", rec, NULL};
    CliRun r;
    FILE *f;

    cli_tmp_make("cli-history");
    cli_tmp_path(data, sizeof data, "data");
    ck_assert_int_eq(setenv("XDG_DATA_HOME", data, 1), 0);
    snprintf(home_hist, sizeof home_hist, "%s/racko/%s/history.txt", data, id);
    cli_tmp_path(rec, sizeof rec, "h");
    ck_assert_int_eq(mkdir(rec, 0777), 0);

    /* computers' matches: kept only where --history-dir says */
    r = match(g, NULL, computers1);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    r = match(g, NULL, computers2);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    r = match(g, NULL, computers_default);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    ck_assert(!exists(home_hist));

    r = cli_run(g->program, NULL, history);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_int_eq(cli_count(r.out, "finished"), 2);
    ck_assert_int_eq(cli_count(r.out, "    record: "), 2);
    ck_assert_msg(strstr(r.out, "#1 ") == r.out, "%s", r.out);
    ck_assert(strstr(r.out, "\n#2 ") != NULL);
    ck_assert(strstr(r.out, "(computer easy)") != NULL);
    cli_run_free(&r);
    r = cli_run(g->program, NULL, history_json);
    ck_assert_int_eq(r.status, 0);
    ck_assert_int_eq(cli_count(r.out, "{\"type\":\"match\""), 2);
    ck_assert_int_eq(cli_json_int(r.out, "seq"), 1);
    cli_run_free(&r);
    /* a record kept in the history is a record its replay reads */
    snprintf(line, sizeof line, "h/history/match-00000002.%s", id);
    cli_tmp_path(rec, sizeof rec, line);
    r = cli_run(g->program, NULL, replay);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);

    r = cli_run(g->program, NULL, stats_json);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_int_eq(cli_json_int(r.out, "played"), 0);
    ck_assert_int_eq(cli_json_int(r.out, "no_person"), 2);
    ck_assert_int_eq(cli_json_int(r.out, "damaged"), 0);
    cli_run_free(&r);

    /* a person's unfinished match, replaced with a yes: kept as abandoned
       in the game's preference folder */
    r = match_as(g, g->quit, tty, human);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    ck_assert(!exists(home_hist)); /* quit, saved: not abandoned */
    r = match_as(g, g->quit, tty, replace);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    ck_assert(exists(home_hist));
    r = cli_run(g->program, NULL, stats_home);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_int_eq(cli_json_int(r.out, "played"), 1);
    ck_assert_int_eq(cli_json_int(r.out, "abandoned"), 1);
    ck_assert_int_eq(cli_json_int(r.out, "won"), 0);
    ck_assert_int_eq(cli_json_int(r.out, "streak"), -1);
    cli_run_free(&r);
    r = cli_run(g->program, NULL, history_home);
    ck_assert_int_eq(r.status, 0);
    ck_assert_int_eq(cli_count(r.out, ", abandoned, "), 1);
    ck_assert(strstr(r.out, "(person)") != NULL);
    cli_run_free(&r);
    /* --no-history: nothing more kept */
    r = match_as(g, g->quit, tty, replace_no_history);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    r = cli_run(g->program, NULL, stats_home);
    ck_assert_int_eq(cli_json_int(r.out, "played"), 1);
    cli_run_free(&r);

    /* a damaged line: skipped, said once, the rest read */
    cli_tmp_path(rec, sizeof rec, "h/history.txt");
    f = fopen(rec, "ab");
    ck_assert_ptr_nonnull(f);
    fputs("h1 seq=3 when=5 damaged\n", f);
    fclose(f);
    r = cli_run(g->program, NULL, stats_text);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_int_eq(cli_count(r.err, "1 damaged entry of the history skipped"), 1);
    ck_assert(strstr(r.out, "Matches of computers only, not counted: 2") != NULL);
    cli_run_free(&r);
    r = cli_run(g->program, NULL, bad);
    ck_assert_int_eq(r.status, 2);
    cli_run_free(&r);
    check_history_in_french(g);
    unsetenv("XDG_DATA_HOME");
    cli_tmp_remove();
}
