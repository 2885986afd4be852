/*
 * test_match.c - ratuki-cli match as a user runs it: bad arguments (one
 * line on stderr, exit 2), a person's seat refused without a terminal;
 * computers' matches as JSON (every key, the counts adding up), --rounds
 * over several matches, seeded runs that replay exactly (the same bytes,
 * the record replayed), a record resumed, bots (the example bot, one that
 * cannot start: its notice and the fallback, its log); a person's saved
 * game never replaced without a yes; and a person at a pseudo-terminal
 * playing in real time: raw keys (a card, then its place; a refusal said),
 * quitting (asked, saved), Ctrl+C, the end of the input, and the round
 * resumed at the moment it was left.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/cli_run.h"
#include "common/run.h"

#ifndef RT_CLI
#error "RT_CLI must name the ratuki-cli binary"
#endif

/* `ratuki-cli match OPTS`, from a script (tty 0) or at a terminal. */
static CliRun run_as(int tty, const char *input, const char *const *opts)
{
    const char *argv[40];
    int n = 0;
    argv[n++] = "match";
    for (; opts[n - 1] != NULL && n < 39; n++) {
        argv[n] = opts[n - 1];
    }
    argv[n] = NULL;
    return tty ? cli_run_tty(RT_CLI, input, argv) : cli_run(RT_CLI, input, argv);
}

static CliRun run_match(const char *input, const char *const *opts)
{
    return run_as(0, input, opts);
}

static CliRun tty_match(const char *input, const char *const *opts)
{
    return run_as(1, input, opts);
}

/* A usage error: exit 2, one line on stderr naming the problem. */
static void refused(const char *const *opts, const char *want)
{
    CliRun r = run_match(NULL, opts);
    ck_assert_msg(r.status == 2, "%s: status %d (%s)", want, r.status, r.err);
    ck_assert_int_eq(cli_count(r.err, "\n"), 1);
    ck_assert_msg(strstr(r.err, want) != NULL, "'%s' not in '%s'", want, r.err);
    ck_assert_str_eq(r.out, "");
    cli_run_free(&r);
}

/* The lines of text beginning with prefix, counted. */
static int lines_of(const char *text, const char *prefix)
{
    int n = 0;
    for (const char *l = text; l != NULL && *l != '\0';) {
        n += strncmp(l, prefix, strlen(prefix)) == 0;
        l = strchr(l, '\n');
        l = l != NULL ? l + 1 : NULL;
    }
    return n;
}

/* The n-th (0-based) line beginning with prefix, copied into out. */
static void line_of(const char *text, const char *prefix, int nth, char *out, size_t size)
{
    for (const char *l = text; l != NULL && *l != '\0';) {
        const char *end = strchr(l, '\n');
        if (strncmp(l, prefix, strlen(prefix)) == 0 && nth-- == 0) {
            snprintf(out, size, "%.*s", (int)(end != NULL ? end - l : (long)strlen(l)), l);
            return;
        }
        l = end != NULL ? end + 1 : NULL;
    }
    ck_abort_msg("no line '%s' number %d", prefix, nth);
}

START_TEST(test_arguments)
{
    cli_tmp_make("rt-match");
    CliRun r = run_match(NULL, (const char *[]){"--help", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert_ptr_nonnull(strstr(r.out, "usage: ratuki-cli match"));
    ck_assert_ptr_nonnull(strstr(r.out, "--pace PCT"));
    cli_run_free(&r);
    refused((const char *[]){"--players", "6", NULL}, "--players must be between 2 and 5");
    refused((const char *[]){"--seat", "3=ai:easy", NULL},
            "seat 3 is out of range: the table has 2 seats (use --players)");
    refused((const char *[]){"--seat", "1=ai:champion", NULL}, "seat 1:");
    refused((const char *[]){"--seat", "1=robot", NULL}, "seat 1:");
    refused((const char *[]){"--name", "2=", NULL}, "a name has 1 to 32 characters");
    refused((const char *[]){"--window", "201", NULL}, "--window must be between 0 and 200");
    refused((const char *[]){"--target", "0", NULL}, "--target must be between 1 and 1000");
    refused((const char *[]){"--one-round", "--target", "50", NULL}, "a one-round match has no target");
    refused((const char *[]){"--rounds", "0", NULL}, "--rounds must be between 1 and");
    refused((const char *[]){"--pace", "20", NULL}, "--pace must be between 25 and 400");
    refused((const char *[]){"--seed", "x", NULL}, "is not a seed");
    refused((const char *[]){"--fallback", "champion", NULL}, "unknown computer level");
    refused((const char *[]){"--allow-bots", NULL}, "--allow-bots goes with --resume");
    refused((const char *[]){"--resume", "x.ratuki", "--seat", "1=ai:easy", NULL},
            "--resume takes the table from the saved game");
    refused((const char *[]){"--bot-log", "no-such-dir", NULL}, "--bot-log:");
    refused((const char *[]){"--record", ".", NULL}, "--record: '.' is a folder, not a regular file");
    refused((const char *[]){"--record", "/dev/null", NULL},
            "--record: '/dev/null' is a device, not a regular file");
    refused((const char *[]){"--frobnicate", NULL}, "unknown option --frobnicate");
    /* A person plays at a terminal, in real time: from a script, refused. */
    refused((const char *[]){"--seat", "1=human", NULL},
            "seat 1 is a person's, and Ratuki is played in real time at a terminal");
    refused((const char *[]){"--seat", "1=human", "--seat", "2=human", NULL},
            "2 seats are people's: one person plays at a terminal");
    refused((const char *[]){"--seat", "2=human", "--json", NULL},
            "--json reports the rounds of computers and bots; seat 2 is a person's");
    cli_tmp_remove();
}
END_TEST

/* Computers' match as JSON: a line a round with every figure, the
 * match's line, the summary; the counts add up. */
START_TEST(test_json)
{
    cli_tmp_make("rt-match");
    CliRun r = run_match(NULL, (const char *[]){"--players", "3", "--seed", "7", "--target", "40",
                                                "--seat", "3=ai:expert", "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_str_eq(r.err, "");
    int rounds = lines_of(r.out, "{\"type\":\"round\"");
    ck_assert_int_ge(rounds, 1);
    ck_assert_int_eq(lines_of(r.out, "{\"type\":\"match\""), 1);
    ck_assert_int_eq(lines_of(r.out, "{\"type\":\"summary\""), 1);
    ck_assert_int_eq(cli_count(r.out, "\n"), rounds + 2);
    long sum[3] = {0, 0, 0}, plays[3] = {0, 0, 0};
    char line[2000];
    for (int k = 0; k < rounds; k++) {
        long scoring[5], draw[5], discard[5], points[5], totals[5], v[5];
        line_of(r.out, "{\"type\":\"round\"", k, line, sizeof line);
        ck_assert_int_eq(cli_json_int(line, "round"), k + 1);
        ck_assert_int_eq(cli_json_int(line, "match"), 1);
        ck_assert_int_eq(cli_json_int(line, "match_round"), k + 1);
        ck_assert(strstr(line, "\"reason\":\"out\"") || strstr(line, "\"reason\":\"stuck\"") ||
                  strstr(line, "\"reason\":\"still\""));
        ck_assert_int_ge(cli_json_int(line, "out"), 0);
        ck_assert_int_gt(cli_json_int(line, "length_ms"), 0);
        ck_assert_int_eq(cli_json_ints(line, "scoring", scoring, 5), 3);
        ck_assert_int_eq(cli_json_ints(line, "draw", draw, 5), 3);
        ck_assert_int_eq(cli_json_ints(line, "discard", discard, 5), 3);
        ck_assert_int_eq(cli_json_ints(line, "points", points, 5), 3);
        ck_assert_int_eq(cli_json_ints(line, "totals", totals, 5), 3);
        ck_assert_int_eq(cli_json_ints(line, "takes", v, 5), 3);
        ck_assert_int_eq(cli_json_ints(line, "ties", v, 5), 3);
        ck_assert_int_eq(cli_json_ints(line, "plays", v, 5), 3);
        for (int s = 0; s < 3; s++) {
            ck_assert_int_eq(points[s], scoring[s] - draw[s] - discard[s]);
            sum[s] += points[s];
            plays[s] += v[s];
            ck_assert_int_eq(totals[s], sum[s]);
        }
    }
    long wins[5], totals[5], match_wins[5], v[5];
    line_of(r.out, "{\"type\":\"summary\"", 0, line, sizeof line);
    ck_assert_int_eq(cli_json_int(line, "rounds"), rounds);
    ck_assert_int_eq(cli_json_int(line, "matches"), 1);
    ck_assert_int_eq(cli_json_int(line, "unfinished"), 0);
    ck_assert_int_eq(cli_json_ints(line, "wins", wins, 5), 3);
    ck_assert_int_eq(wins[0] + wins[1] + wins[2] + cli_json_int(line, "shared"), rounds);
    ck_assert_int_eq(cli_json_ints(line, "totals", totals, 5), 3);
    ck_assert_int_eq(cli_json_ints(line, "plays", v, 5), 3);
    ck_assert_int_eq(cli_json_ints(line, "match_wins", match_wins, 5), 3);
    for (int s = 0; s < 3; s++) {
        ck_assert_int_eq(totals[s], sum[s]);
        ck_assert_int_eq(v[s], plays[s]);
    }
    ck_assert_int_eq(match_wins[0] + match_wins[1] + match_wins[2] + cli_json_int(line, "shared_matches"), 1);
    ck_assert_ptr_nonnull(strstr(line, "\"seats\":[\"ai:medium\",\"ai:medium\",\"ai:expert\"]"));
    ck_assert_ptr_nonnull(strstr(line, "\"seed\":7"));
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* --rounds: exactly N rounds, new matches at the same table as one ends
 * (the names kept), the last one cut short. */
START_TEST(test_rounds_over_matches)
{
    cli_tmp_make("rt-match");
    CliRun r = run_match(NULL, (const char *[]){"--one-round", "--rounds", "4", "--seed", "2",
                                                "--name", "1=Tess", "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    char line[2000];
    ck_assert_int_eq(lines_of(r.out, "{\"type\":\"round\""), 4);
    ck_assert_int_eq(lines_of(r.out, "{\"type\":\"match\""), 4);
    for (int k = 0; k < 4; k++) {
        line_of(r.out, "{\"type\":\"round\"", k, line, sizeof line);
        ck_assert_int_eq(cli_json_int(line, "match"), k + 1);
        ck_assert_int_eq(cli_json_int(line, "match_round"), 1);
    }
    line_of(r.out, "{\"type\":\"summary\"", 0, line, sizeof line);
    ck_assert_int_eq(cli_json_int(line, "rounds"), 4);
    ck_assert_int_eq(cli_json_int(line, "matches"), 4);
    ck_assert_ptr_nonnull(strstr(line, "\"names\":[\"Tess\","));
    cli_run_free(&r);
    /* Matches to 20 points: 7 rounds over several, the last unfinished. */
    r = run_match(NULL, (const char *[]){"--target", "20", "--rounds", "7", "--seed", "3", "--json",
                                         NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_int_eq(lines_of(r.out, "{\"type\":\"round\""), 7);
    line_of(r.out, "{\"type\":\"round\"", 6, line, sizeof line);
    int last_match = (int)cli_json_int(line, "match");
    ck_assert_int_ge(last_match, 2);
    line_of(r.out, "{\"type\":\"summary\"", 0, line, sizeof line);
    ck_assert_int_eq(cli_json_int(line, "rounds"), 7);
    long matches = cli_json_int(line, "matches");
    ck_assert_int_eq(matches, lines_of(r.out, "{\"type\":\"match\""));
    ck_assert_int_eq(cli_json_int(line, "unfinished"), matches < last_match);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* A seed replays exactly: the same bytes, the same record; another seed
 * plays otherwise; the record replays; --resume plays a saved match on. */
START_TEST(test_seeded_and_resumed)
{
    cli_tmp_make("rt-match");
    const char *const opts[] = {"--players", "4", "--seed", "11", "--target", "30", "--record",
                                "a.ratuki", "--json", NULL};
    CliRun a = run_match(NULL, opts);
    ck_assert_msg(a.status == 0, "%s", a.err);
    char path[300];
    cli_tmp_path(path, sizeof path, "a.ratuki");
    char *rec_a = cli_read_file(path);
    CliRun b = run_match(NULL, opts);
    ck_assert_int_eq(b.status, 0);
    ck_assert_str_eq(a.out, b.out);
    char *rec_b = cli_read_file(path);
    ck_assert_msg(strcmp(rec_a, rec_b) == 0, "the records differ");
    cli_run_free(&b);
    b = run_match(NULL, (const char *[]){"--players", "4", "--seed", "12", "--target", "30", "--json",
                                         NULL});
    ck_assert_int_eq(b.status, 0);
    ck_assert_str_ne(a.out, b.out);
    cli_run_free(&b);
    b = cli_run(RT_CLI, NULL, (const char *[]){"replay", "--quiet", "a.ratuki", NULL});
    ck_assert_msg(b.status == 0, "%s", b.err);
    cli_run_free(&b);
    /* Two rounds of a match to 100, saved; played on to its end. */
    CliRun c = run_match(NULL, (const char *[]){"--seed", "5", "--rounds", "2", "--record",
                                                "c.ratuki", "--json", NULL});
    ck_assert_msg(c.status == 0, "%s", c.err);
    char line[2000];
    line_of(c.out, "{\"type\":\"summary\"", 0, line, sizeof line);
    ck_assert_int_eq(cli_json_int(line, "unfinished"), 1);
    cli_run_free(&c);
    c = run_match(NULL, (const char *[]){"--resume", "c.ratuki", "--json", NULL});
    ck_assert_msg(c.status == 0, "%s", c.err);
    line_of(c.out, "{\"type\":\"round\"", 0, line, sizeof line);
    ck_assert_int_eq(cli_json_int(line, "match_round"), 3);
    ck_assert_int_eq(lines_of(c.out, "{\"type\":\"match\""), 1);
    line_of(c.out, "{\"type\":\"summary\"", 0, line, sizeof line);
    ck_assert_int_eq(cli_json_int(line, "unfinished"), 0);
    cli_run_free(&c);
    free(rec_a);
    free(rec_b);
    cli_run_free(&a);
    cli_tmp_remove();
}
END_TEST

/* Bots at the table: the example bot plays; one that cannot start is
 * said once and the fallback level plays its seat; its log is kept. */
START_TEST(test_bots)
{
    cli_tmp_make("rt-match");
    char logs[300], spec[400];
    cli_tmp_path(logs, sizeof logs, "logs");
    ck_assert_int_eq(mkdir(logs, 0700), 0);
#ifdef RT_SIMPLEBOT
    snprintf(spec, sizeof spec, "2=bot:%s", RT_SIMPLEBOT);
    CliRun r = run_match(NULL, (const char *[]){"--seat", spec, "--one-round", "--seed", "4", "--json",
                                                NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_str_eq(r.err, "");
    ck_assert_ptr_nonnull(strstr(r.out, ",\"ratuki-simplebot\"]}"));
    cli_run_free(&r);
#endif
    snprintf(spec, sizeof spec, "2=bot:echo nonsense; exit 3");
    CliRun f = run_match(NULL, (const char *[]){"--seat", spec, "--one-round", "--seed", "4",
                                                "--fallback", "hard", "--bot-log", logs, "--json",
                                                NULL});
    ck_assert_msg(f.status == 0, "%s", f.err);
    ck_assert_int_eq(cli_count(f.err, "\n"), 1);
    ck_assert_msg(strstr(f.err, "ratuki-cli: Seat 2's bot (echo nonsense; exit 3) could not be "
                                "started; the computer plays its seat from now on.") == f.err,
                  "%s", f.err);
    ck_assert_ptr_nonnull(strstr(f.out, "\"seats\":[\"ai:medium\",\"ai:hard\"]"));
    cli_run_free(&f);
    char logfile[400];
    snprintf(logfile, sizeof logfile, "%s/bot-seat2.log", logs);
    ck_assert_int_eq(access(logfile, F_OK), 0);
    cli_tmp_remove();
}
END_TEST

/* ------------------------------------------------------------------ */
/* A person at the terminal                                            */

/* A record of a person and a computer with the person's deck scripted:
 * the hand at the deal is a 1, a 5 and a wild. */
static void scripted_person(const char *name)
{
    static const char body[] =
        "ratuki-record 1\nplayers 2\ntarget one-round\nwindow 150\nseed 1\n"
        "seat 1 spec human\nseat 1 name Tess\nseat 2 spec ai:easy\nseat 2 name Hugo\nhistory\n"
        "script 1 1 29 34 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 "
        "28 30 31 32 33 35\n";
    char path[300], text[4096];
    unsigned long long h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < strlen(body); i++) {
        h ^= (unsigned char)body[i];
        h *= 0x100000001b3ULL;
    }
    snprintf(text, sizeof text, "%send 1 %016llx\n", body, h);
    cli_tmp_path(path, sizeof path, name);
    cli_write_file(path, text, strlen(text));
}

/* Keys as they land: a card, then its place (a refusal said, the play
 * done); quitting asked and saved. */
START_TEST(test_person_keys)
{
    cli_tmp_make("rt-match");
    scripted_person("tess.ratuki");
    /* Enter starts; card 2 (the 5) on place 1: refused; card 1 (the 1) on
       place 1: played; q, then yes. */
    CliRun r = tty_match("\n2111qy\n", (const char *[]){"--resume", "tess.ratuki", NULL});
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_ptr_nonnull(strstr(r.out, "Ratuki! Everyone plays at once"));
    ck_assert_ptr_nonnull(strstr(r.out, "Tess         (you)  hand  [1] 1  [2] 5  [3] W"));
    ck_assert_ptr_nonnull(strstr(r.out, "Card 2 (a 5) chosen: its place (1-2), or d."));
    ck_assert_ptr_nonnull(strstr(r.out, "Not so: only a 1 starts a stack; place 1 is free."));
    ck_assert_ptr_nonnull(strstr(r.out, "You played a 1 on place 1"));
    ck_assert_ptr_nonnull(strstr(r.out, "Really quit? The game will be saved to tess.ratuki. (y/n) "));
    ck_assert_ptr_nonnull(strstr(r.out, "Game saved to tess.ratuki. To play on later: ratuki-cli "
                                        "match --resume tess.ratuki"));
    char path[300];
    cli_tmp_path(path, sizeof path, "tess.ratuki");
    char *rec = cli_read_file(path);
    ck_assert_ptr_nonnull(strstr(rec, " 1 play 1 slot=1 place=1\n"));
    ck_assert_ptr_null(strstr(rec, " 1 play 5 "));
    free(rec);
    cli_run_free(&r);
    /* Resumed: the round goes on at the moment it was left; a discard;
       Ctrl+C, a key when the round is on, leaves at once, saved. */
    r = cli_run_tty_then(RT_CLI, "\n", "\033[2J", "2d\003",
                         (const char *[]){"match", "--resume", "tess.ratuki", NULL});
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_ptr_nonnull(strstr(r.out, "You discarded"));
    ck_assert_ptr_nonnull(strstr(r.out, "Interrupted: the game is saved to tess.ratuki."));
    rec = cli_read_file(path);
    ck_assert_ptr_nonnull(strstr(rec, " 1 discard 5 slot=2\n"));
    free(rec);
    cli_run_free(&r);
    /* The end of the input: saved, said, exit 1. */
    r = tty_match("\n", (const char *[]){"--resume", "tess.ratuki", NULL});
    ck_assert_int_eq(r.status, 1);
    ck_assert_ptr_nonnull(strstr(r.err, "input ended; the game is saved to tess.ratuki"));
    cli_run_free(&r);
    /* A person's game from a script: refused, as a new one is. */
    r = run_match(NULL, (const char *[]){"--resume", "tess.ratuki", NULL});
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "seat 1 is a person's"));
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* The same keys in French (--language fr): the banner, the table, the
 * prompts, the rules' refusal and what happens said in whole French
 * sentences. */
START_TEST(test_person_keys_in_french)
{
    cli_tmp_make("rt-match-fr");
    scripted_person("tess.ratuki");
    CliRun r = tty_match("\n2111qo\n",
                         (const char *[]){"--language", "fr", "--resume", "tess.ratuki", NULL});
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_ptr_nonnull(strstr(r.out, "Ratuki ! Tout le monde joue en même temps"));
    ck_assert_ptr_nonnull(strstr(r.out, "Appuyez sur Entrée pour commencer (quit pour partir) : "));
    ck_assert_ptr_nonnull(strstr(r.out, "Tess         (vous)  main  [1] 1  [2] 5  [3] W"));
    ck_assert_ptr_nonnull(strstr(r.out, "  emplacement 1  libre"));
    ck_assert_ptr_nonnull(strstr(r.out, "Carte 2 (un 5) choisie : son emplacement (1-2), ou d."));
    /* the rules' refusal of the 5 on a free place, in French */
    ck_assert_msg(strstr(r.out, "Impossible : seul un 1 commence une pile\xc2\xa0; "
                                "l'emplacement 1 est libre.") != NULL,
                  "%s", r.out);
    ck_assert_ptr_nonnull(strstr(r.out, "Vous avez joué un 1 sur l'emplacement 1"));
    ck_assert_ptr_nonnull(strstr(r.out, "pioche "));
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* A person's unfinished game is never replaced without a yes. */
START_TEST(test_keeps_saved_game)
{
    cli_tmp_make("rt-match");
    char path[300];
    cli_tmp_path(path, sizeof path, "saved-game.ratuki");
    /* A person's match quit at once: saved where quitting saves. */
    CliRun r = tty_match("\nqy\n", (const char *[]){"--seat", "1=human", "--seed", "6", NULL});
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_ptr_nonnull(strstr(r.out, "Game saved to saved-game.ratuki"));
    cli_run_free(&r);
    char *saved = cli_read_file(path);
    /* Computers recording over it, from a script: refused, the file kept. */
    r = run_match(NULL, (const char *[]){"--seed", "7", "--record", "saved-game.ratuki", "--json",
                                         NULL});
    ck_assert_int_eq(r.status, 2);
    ck_assert_msg(strstr(r.err, "saved-game.ratuki holds an unfinished match (Round 1: Player 1 "
                                "(0 points), ") != NULL,
                  "%s", r.err);
    ck_assert_ptr_nonnull(strstr(r.err, "--resume saved-game.ratuki"));
    ck_assert_ptr_nonnull(strstr(r.err, "--replace"));
    cli_run_free(&r);
    char *now = cli_read_file(path);
    ck_assert_str_eq(now, saved);
    free(now);
    /* A person at the terminal: told, asked; no keeps it. */
    r = tty_match("n\n", (const char *[]){"--seat", "1=human", "--seed", "8", NULL});
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_ptr_nonnull(strstr(r.out, "A saved game is waiting in saved-game.ratuki: Round 1: "));
    ck_assert_ptr_nonnull(strstr(r.out, "To play it on: ratuki-cli match --resume saved-game.ratuki"));
    ck_assert_ptr_nonnull(strstr(r.out, "Nothing was replaced."));
    ck_assert_ptr_null(strstr(r.out, "Ratuki! Everyone plays at once"));
    cli_run_free(&r);
    now = cli_read_file(path);
    ck_assert_str_eq(now, saved);
    free(now);
    /* Yes: the new match, saved over it when the person quits. */
    r = tty_match("y\n\nqy\n", (const char *[]){"--seat", "1=human", "--seed", "9", NULL});
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    now = cli_read_file(path);
    ck_assert_ptr_nonnull(strstr(now, "\nseed 9\n"));
    free(now);
    /* --replace says yes for a script. */
    r = run_match(NULL, (const char *[]){"--seed", "10", "--one-round", "--record",
                                         "saved-game.ratuki", "--replace", "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_ptr_nonnull(strstr(r.err, "--replace: the new match replaces it"));
    cli_run_free(&r);
    now = cli_read_file(path);
    ck_assert_ptr_nonnull(strstr(now, "\nseed 10\n"));
    free(now);
    free(saved);
    cli_tmp_remove();
}
END_TEST

/* --record and --resume (saved to again) name a file: one that is there
 * and is not a regular file (a FIFO, a symbolic link, a folder) is refused
 * at once, exit status 2, and left as it was. */
START_TEST(test_record_path_not_a_file)
{
    static const char *const play[] = {"--seed", "9", "--one-round", "--json", NULL};
    cli_check_save_refused(RT_CLI, play, _i);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ratuki_cli_match");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, test_arguments);
    tcase_add_test(tc, test_json);
    tcase_add_test(tc, test_rounds_over_matches);
    tcase_add_test(tc, test_seeded_and_resumed);
    tcase_add_test(tc, test_bots);
    tcase_add_test(tc, test_person_keys);
    tcase_add_test(tc, test_person_keys_in_french);
    tcase_add_test(tc, test_keeps_saved_game);
    tcase_add_loop_test(tc, test_record_path_not_a_file, 0, 2 * CLI_NOT_FILES);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
