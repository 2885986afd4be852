/*
 * test_cli.c - racko-cli as a user runs it: argument errors (one line on
 * stderr, exit status 2), help, seeded JSON matches (consistent figures,
 * same seed same output), records and replay, the terminal game driven
 * through a pipe, bot failures, the benchmark.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "common/cli_run.h"
#include "common/cli_saves.h"
#include "common/run.h"

#ifndef RACKO_CLI
#error "RACKO_CLI must name the racko-cli binary"
#endif

/* racko-cli with args in the working folder, fed `input`. */
static CliRun run_cli(const char *input, const char *const *args)
{
    return cli_run(RACKO_CLI, input, args);
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s != '\0'; s++) {
        n += *s == '\n';
    }
    return n;
}

/* The integer after "key": in a JSON line (first occurrence). */
static long json_int(const char *line, const char *key)
{
    char pat[64];
    const char *p;
    snprintf(pat, sizeof pat, "\"%s\":", key);
    p = strstr(line, pat);
    ck_assert_msg(p != NULL, "no %s in %s", key, line);
    return strtol(p + strlen(pat), NULL, 10);
}

/* The integers of the array "key":[...]; returns how many. */
static int json_array(const char *line, const char *key, long *v, int max)
{
    char pat[64];
    const char *p;
    char *end;
    int n = 0;
    snprintf(pat, sizeof pat, "\"%s\":[", key);
    p = strstr(line, pat);
    ck_assert_msg(p != NULL, "no %s in %s", key, line);
    p += strlen(pat);
    while (*p != ']' && n < max) {
        v[n++] = strtol(p, &end, 10);
        ck_assert_ptr_ne(end, p);
        p = end;
        if (*p == ',') {
            p++;
        }
    }
    ck_assert_int_eq(*p, ']');
    return n;
}

/* ------------------------------------------------------------------ */
/* Usage errors                                                        */

static const struct {
    const char *args[8];
    const char *message; /* expected in the one-line message */
} usage_errors[] = {
    {{"match", "--bogus", NULL}, "unknown option --bogus"},
    {{"match", "--players", NULL}, "--players needs a value"},
    {{"match", "--players", "x", NULL}, "not a whole number"},
    {{"match", "--players", "5", NULL}, "between 1 and 4"},
    {{"match", "--players", "0", NULL}, "between 1 and 4"},
    {{"match", "--players", "2x", NULL}, "not a whole number"},
    {{"match", "--seat", "3=ai:easy", NULL}, "seat 3 is out of range"},
    {{"match", "--players", "3", "--seat", "9=human", NULL}, "out of range"},
    {{"match", "--seat", "0=human", NULL}, "out of range"},
    {{"match", "--rules", "bonus,foo", NULL}, "unknown rule"},
    {{"match", "--rules", "teams", NULL}, "team"},
    {{"match", "--players", "4", "--rules", "tokens,teams", NULL}, "oken"},
    {{"match", "--seat", "2=ai:grandmaster", NULL}, "unknown computer level"},
    {{"match", "--seat", "2", NULL}, "K=VALUE"},
    {{"match", "--seat", "x=human", NULL}, "K=VALUE"},
    {{"match", "--seat", "2=robot", NULL}, "is not a seat (use human, ai:LEVEL or bot:COMMAND)"},
    {{"match", "--seat", "2=bot:", NULL}, "needs a command"},
    /* One verdict for numbers and seats (kit/cli.h): these were taken. */
    {{"match", "--seat", "1=", NULL}, "seat 1: \"\" is not a seat"},
    {{"match", "--seat", "1=ai:", NULL}, "unknown computer level \"\""},
    {{"match", "--seat", "+1=human", NULL}, "K=VALUE"},
    {{"match", "--seat", " 1=human", NULL}, "K=VALUE"},
    {{"match", "--name", "+2=Bob", NULL}, "K=VALUE"},
    {{"match", "--rounds", " 5", NULL}, "--rounds: \" 5\" is not a whole number"},
    {{"match", "--rounds", "+5", NULL}, "--rounds: \"+5\" is not a whole number"},
    {{"match", "--rounds", "5 ", NULL}, "not a whole number"},
    {{"match", "--players", "+2", NULL}, "not a whole number"},
    {{"match", "--players", "99999999999999999999", NULL}, "between 1 and 4"},
    {{"match", "--seed", " 5", NULL}, "not a seed"},
    {{"match", "--seed", "0x0x5", NULL}, "not a seed"},
    {{"bench", "--seconds", "+1", NULL}, "not a whole number"},
    {{"match", "--seed", "-1", NULL}, "not a seed"},
    {{"match", "--seed", "99999999999999999999999", NULL}, "not a seed"},
    {{"match", "--rounds", "0", NULL}, "--rounds must be between"},
    {{"match", "--target", "abc", NULL}, "not a whole number"},
    {{"match", "--json=1", NULL}, "takes no value"},
    {{"match", "stray", NULL}, "unexpected argument"},
    {{"match", "--resume", "x.racko", "--players", "3", NULL}, "--resume"},
    {{"match", "--bot-log", "no-such-dir", NULL}, "no-such-dir: No such file or directory"},
    {{"match", "--bot-log", "stdin.txt", NULL}, "stdin.txt is not a directory"},
    {{"match", "--bot-log", "/proc", NULL}, "cannot write in /proc"},
    {{"match", "--bot-log", "", NULL}, "needs a directory"},
    {{"bench", "--seconds", "0", NULL}, "between"},
    {{"bench", "--level", "nope", NULL}, "unknown computer level"},
    {{"bench", "--nope", NULL}, "unknown option"},
    {{"replay", NULL}, "which record"},
    {{"replay", "a", "b", NULL}, "one record"},
    {{"frobnicate", NULL}, "unknown command"},
    {{"--frobnicate", NULL}, "unknown option"},
    {{"help", "frobnicate", NULL}, "unknown command"},
    /* what was typed comes back visible, never as an escape sequence */
    {{"match", "--seat", "1=ai:\x1b[31mX", NULL}, "unknown computer level \"\\x1b[31mX\""},
    {{"match", "--fallback", "\x1b]0;title\x07", NULL}, "\"\\x1b]0;title\\x07\""},
    {{"match", "--\x1b[2J", NULL}, "unknown option --\\x1b[2J"},
    {{"\x1b[31mmatch", NULL}, "unknown command \"\\x1b[31mmatch\""},
};

/* 1 if s holds a control byte other than the newline. */
static int has_control(const char *s)
{
    for (; *s != '\0'; s++) {
        if (((unsigned char)*s < 0x20 && *s != '\n') || *s == 0x7f) {
            return 1;
        }
    }
    return 0;
}

START_TEST(test_usage_errors)
{
    CliRun r;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, usage_errors[_i].args);
    ck_assert_msg(r.status == 2, "%s ...: status %d, stderr: %s", usage_errors[_i].args[0],
                  r.status, r.err);
    ck_assert_msg(count_lines(r.err) == 1, "not one line: %s", r.err);
    ck_assert_msg(strstr(r.err, usage_errors[_i].message) != NULL, "expected \"%s\" in: %s",
                  usage_errors[_i].message, r.err);
    ck_assert_msg(strncmp(r.err, "racko-cli", 9) == 0, "message: %s", r.err);
    ck_assert_msg(!has_control(r.err), "a control byte in: %s", r.err);
    ck_assert_str_eq(r.out, "");
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_help_and_version)
{
    static const char *const helps[][3] = {
        {"--help", NULL, NULL},       {"match", "--help", NULL}, {"bench", "--help", NULL},
        {"replay", "--help", NULL},   {"help", "match", NULL},
    };
    const char *version[] = {"--version", NULL};
    size_t i;
    CliRun r;
    cli_tmp_make("racko-cli");
    for (i = 0; i < sizeof helps / sizeof helps[0]; i++) {
        r = run_cli(NULL, helps[i]);
        ck_assert_int_eq(r.status, 0);
        ck_assert_msg(strstr(r.out, "usage: racko-cli") != NULL, "help: %s", r.out);
        cli_run_free(&r);
    }
    r = run_cli(NULL, version);
    ck_assert_int_eq(r.status, 0);
    ck_assert(strncmp(r.out, "racko-cli ", 10) == 0);
    ck_assert_int_eq(count_lines(r.out), 1);
    cli_run_free(&r);
    /* No command, or something after --help or --version: a usage error. */
    cli_check_top_level(RACKO_CLI, "racko-cli: a command is needed: match, bot, bench, replay, "
                                   "stats, history, solo or arena (see racko-cli --help)");
    cli_tmp_remove();
}
END_TEST

START_TEST(test_ai_bench_commands)
{
    const char *solo[] = {"solo", "--bogus-option", NULL};
    const char *arena[] = {"arena", "--help", NULL};
    CliRun r;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, solo);
#ifdef RACKO_CLI_HAVE_AI_BENCH
    ck_assert_int_eq(r.status, 2);
    ck_assert_int_eq(count_lines(r.err), 1);
    cli_run_free(&r);
    r = run_cli(NULL, arena);
    ck_assert_int_eq(r.status, 0);
    ck_assert_int_gt((int)strlen(r.out), 0);
#else
    (void)arena;
    ck_assert_int_ne(r.status, 0);
    ck_assert(strstr(r.err, "this build has no AI benchmarks") != NULL);
#endif
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* ------------------------------------------------------------------ */
/* Matches                                                             */

/* Checks a --json run of `rounds` rounds with `players` seats: one line
 * per round, a summary whose figures add up. */
static void check_json_match(const char *out, int players, long rounds, long *matches_out)
{
    long wins[4] = {0};
    long counted[4] = {0};
    long match_wins[4] = {0};
    long nowin_counted = 0;
    long round_lines = 0;
    long match_lines = 0;
    long total = 0;
    const char *line = out;
    const char *summary = NULL;
    int i;
    while (*line != '\0') {
        const char *nl = strchr(line, '\n');
        char buf[2048];
        size_t len;
        ck_assert_ptr_nonnull(nl);
        len = (size_t)(nl - line);
        ck_assert_uint_lt(len, sizeof buf);
        memcpy(buf, line, len);
        buf[len] = '\0';
        ck_assert_msg(buf[0] == '{' && buf[len - 1] == '}', "not an object: %s", buf);
        if (strstr(buf, "\"type\":\"round\"") != NULL) {
            long w = json_int(buf, "winner");
            long pts[4];
            round_lines++;
            ck_assert_int_eq(json_int(buf, "round"), round_lines);
            ck_assert_int_ge(w, 0);
            ck_assert_int_le(w, players);
            if (w > 0) {
                counted[w - 1]++;
            } else {
                nowin_counted++;
            }
            ck_assert_int_eq(json_array(buf, "points", pts, 4), players);
            ck_assert_int_gt(json_int(buf, "turns"), 0);
        } else if (strstr(buf, "\"type\":\"match\"") != NULL) {
            match_lines++;
        } else if (strstr(buf, "\"type\":\"summary\"") != NULL) {
            ck_assert_ptr_null(summary);
            summary = line;
            ck_assert_int_eq(json_int(buf, "rounds"), rounds);
            ck_assert_int_eq(json_array(buf, "wins", wins, 4), players);
            ck_assert_int_eq(json_array(buf, "match_wins", match_wins, 4), players);
            for (i = 0; i < players; i++) {
                total += wins[i];
                ck_assert_int_eq(wins[i], counted[i]);
            }
            ck_assert_int_eq(json_int(buf, "nowin"), nowin_counted);
            ck_assert_int_eq(total + json_int(buf, "nowin"), rounds);
            ck_assert_int_eq(json_int(buf, "matches"), match_lines);
            total = 0;
            for (i = 0; i < players; i++) {
                total += match_wins[i];
            }
            ck_assert_int_le(total, match_lines);
            if (matches_out != NULL) {
                *matches_out = match_lines;
            }
        } else {
            ck_abort_msg("unknown line: %s", buf);
        }
        line = nl + 1;
    }
    ck_assert_ptr_nonnull(summary);
    ck_assert_int_eq(round_lines, rounds);
}

START_TEST(test_json_matches)
{
    const char *two[] = {"match", "--seed", "11", "--rounds", "9", "--json", NULL};
    const char *three[] = {"match", "--players", "3", "--seat", "2=ai:easy", "--seed",
                           "0x2a", "--rounds", "6", "--json", NULL};
    const char *teams[] = {"match", "--players", "4", "--rules", "bonus,teams", "--seed", "5",
                           "--rounds", "5", "--json", NULL};
    /* tokens: a match lasts 10 rounds, so 23 rounds start new matches */
    const char *tokens[] = {"match", "--rules", "tokens", "--seed", "8", "--rounds", "23",
                            "--json", NULL};
    const char *other_seed[] = {"match", "--seed", "12", "--rounds", "9", "--json", NULL};
    long matches = 0;
    CliRun a;
    CliRun b;
    cli_tmp_make("racko-cli");
    a = run_cli(NULL, two);
    ck_assert_msg(a.status == 0, "status %d: %s", a.status, a.err);
    check_json_match(a.out, 2, 9, NULL);
    b = run_cli(NULL, two);
    ck_assert_int_eq(b.status, 0);
    ck_assert_str_eq(a.out, b.out); /* same seed, same games */
    cli_run_free(&b);
    b = run_cli(NULL, other_seed);
    ck_assert_int_eq(b.status, 0);
    ck_assert_str_ne(a.out, b.out);
    cli_run_free(&b);
    cli_run_free(&a);

    a = run_cli(NULL, three);
    ck_assert_msg(a.status == 0, "status %d: %s", a.status, a.err);
    check_json_match(a.out, 3, 6, NULL);
    ck_assert(strstr(a.out, "\"seed\":42") != NULL);
    ck_assert(strstr(a.out, "\"ai:easy\"") != NULL);
    cli_run_free(&a);

    a = run_cli(NULL, teams);
    ck_assert_msg(a.status == 0, "status %d: %s", a.status, a.err);
    check_json_match(a.out, 4, 5, NULL);
    ck_assert(strstr(a.out, "\"team_wins\":[") != NULL);
    cli_run_free(&a);

    a = run_cli(NULL, tokens);
    ck_assert_msg(a.status == 0, "status %d: %s", a.status, a.err);
    check_json_match(a.out, 2, 23, &matches);
    ck_assert_int_ge(matches, 2);
    cli_run_free(&a);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_text_report)
{
    const char *args[] = {"match", "--seed", "3", "--rounds", "2", NULL};
    CliRun r;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, args);
    ck_assert_int_eq(r.status, 0);
    ck_assert(strstr(r.out, "Round 1 (match 1, round 1):") != NULL);
    ck_assert(strstr(r.out, "Round 2 (match 1, round 2):") != NULL);
    ck_assert(strstr(r.out, "2 rounds played (seed 3)") != NULL);
    ck_assert_str_eq(r.err, "");
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_record_and_replay)
{
    const char *play[] = {"match", "--seed", "21", "--rounds", "2", "--record", "game.racko",
                          "--json", NULL};
    const char *replay[] = {"replay", "game.racko", NULL};
    const char *replay_bad[] = {"replay", "broken.racko", NULL};
    const char *replay_missing[] = {"replay", "missing.racko", NULL};
    const char *replay_huge[] = {"replay", "/dev/zero", NULL};
    char path[300];
    char *text;
    size_t len;
    CliRun r;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, play);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    r = run_cli(NULL, replay);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert(strstr(r.out, "Round 1:") != NULL);
    ck_assert(strstr(r.out, "Round 2:") != NULL);
    ck_assert(strstr(r.out, "Racks after the deal:") != NULL);
    ck_assert(strstr(r.out, "Result: ") != NULL);
    cli_run_free(&r);
    /* A truncated record is refused with a message, not replayed. */
    cli_tmp_path(path, sizeof path, "game.racko");
    text = cli_read_file(path);
    len = strlen(text);
    cli_tmp_path(path, sizeof path, "broken.racko");
    cli_write_file(path, text, len / 2);
    free(text);
    r = run_cli(NULL, replay_bad);
    ck_assert_int_eq(r.status, 1);
    ck_assert(strstr(r.err, "broken.racko") != NULL);
    /* The file is named once. */
    ck_assert_msg(strstr(strstr(r.err, "broken.racko") + 1, "broken.racko") == NULL, "%s", r.err);
    ck_assert_str_eq(r.out, "");
    cli_run_free(&r);
    r = run_cli(NULL, replay_missing);
    ck_assert_int_eq(r.status, 1);
    ck_assert(strstr(r.err, "missing.racko") != NULL);
    /* named once, as a file too large is */
    ck_assert_msg(strstr(strstr(r.err, "missing.racko") + 1, "missing.racko") == NULL, "%s", r.err);
    cli_run_free(&r);
    r = run_cli(NULL, replay_huge);
    ck_assert_int_eq(r.status, 1);
    ck_assert_msg(strstr(r.err, "/dev/zero") != NULL && strstr(r.err, "larger than") != NULL &&
                      strstr(strstr(r.err, "/dev/zero") + 1, "/dev/zero") == NULL,
                  "%s", r.err);
    ck_assert_int_eq(count_lines(r.err), 1);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* --record and --resume (saved to again) name a file: one that is there
 * and is not a regular file (a FIFO, a symbolic link, a folder) is refused
 * at once, exit status 2, and left as it was; a save would have replaced
 * it with a regular file. */
START_TEST(test_record_path_not_a_file)
{
    static const char *const play[] = {"--seed", "21", "--rounds", "1", "--json", NULL};
    cli_check_save_refused(RACKO_CLI, play, _i);
}
END_TEST

START_TEST(test_failing_bot_is_reported)
{
    const char *args[] = {"match", "--seat", "2=bot:echo oops >&2; exit 3", "--seed", "2",
                          "--rounds", "1", "--bot-ms", "2000", "--json", NULL};
    CliRun r;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, args);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_msg(strstr(r.err, "Seat 2") != NULL && strstr(r.err, "status 3") != NULL &&
                      strstr(r.err, "oops") != NULL,
                  "stderr: %s", r.err);
    check_json_match(r.out, 2, 1, NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* --rounds over several matches with a bot that fails: each match starts
 * the bot again and its notice names the bot by its command, never by the
 * computer that stood in for it in the match before. */
START_TEST(test_later_match_names_the_bot)
{
    const char *args[] = {"match", "--seat", "1=bot:exit 3", "--target", "50", "--rounds", "3",
                          "--seed", "3", "--json", NULL};
    CliRun r;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, args);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_msg(cli_count(r.out, "\"type\":\"match\"") >= 2, "%s", r.out);
    ck_assert_int_ge(cli_count(r.err, "Seat 1's bot (exit 3) could not be started"), 2);
    ck_assert_msg(cli_count(r.err, "Seat 1's bot (") ==
                      cli_count(r.err, "Seat 1's bot (exit 3) could not be started"),
                  "stderr: %s", r.err);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* A record that cannot be written (a full disk, a folder gone): each
 * failure is said, the match goes on to its end, and the exit status says
 * that the record is not whole. */
START_TEST(test_failed_saves_do_not_end_the_match)
{
    const char *args[] = {"match", "--players", "2", "--seed", "2", "--rounds", "3", "--record",
                          "gone/F", "--json", NULL};
    CliRun r;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, args);
    ck_assert_int_eq(r.status, 1);
    check_json_match(r.out, 2, 3, NULL); /* every round played and reported */
    ck_assert_msg(strstr(r.err, "the match goes on") != NULL, "stderr: %s", r.err);
    ck_assert(strstr(r.err, "could not be saved at the end") != NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* --resume with --rounds: the matches after the saved one keep its whole
 * table (a 5-token, 2-round tokens table stays one), not the defaults. */
START_TEST(test_resume_keeps_the_table)
{
    const char *rec[] = {"match", "--players", "2", "--rules", "tokens", "--stake", "5",
                         "--token-rounds", "2", "--seed", "4", "--rounds", "1", "--record", "T",
                         "--json", NULL};
    const char *resume[] = {"match", "--resume", "T", "--rounds", "7", "--json", NULL};
    CliRun r;
    const char *line;
    int later = 0;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, rec);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    r = run_cli(NULL, resume);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    for (line = r.out; line != NULL && *line != '\0';) {
        const char *nl = strchr(line, '\n');
        if (strncmp(line, "{\"type\":\"round\"", 15) == 0) {
            long totals[2];
            ck_assert_int_le(json_int(line, "match_round"), 2);
            ck_assert_int_eq(json_array(line, "totals", totals, 2), 2);
            if (json_int(line, "match") >= 2 && json_int(line, "match_round") == 1) {
                /* The first round of a new match: the stake was 5 each. */
                ck_assert_int_eq(totals[0] + totals[1], 10);
                later++;
            }
        }
        line = nl != NULL ? nl + 1 : NULL;
    }
    ck_assert_int_ge(later, 2);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* A saved game names its bots' commands, and a file can come from
 * anywhere: --resume starts them only with --allow-bots; without it the
 * computer plays their seats and stderr says so. */
START_TEST(test_resume_starts_bots_only_when_asked)
{
    const char *src = getenv("RACKO_SOURCE");
    char mark[400], bot[900];
    const char *rec[] = {"match", "--seat", "1=ai:easy", "--seat", NULL, "--seed", "4",
                         "--rounds", "1", "--record", "G", NULL};
    const char *resume[] = {"match", "--resume", "G", "--rounds", "1", NULL};
    const char *allowed[] = {"match", "--resume", "G", "--rounds", "1", "--allow-bots", NULL};
    const char *alone[] = {"match", "--allow-bots", NULL};
    CliRun r;
    if (src == NULL || access("/usr/bin/python3", X_OK) != 0) {
        return; /* needs the source tree's example bot and Python */
    }
    cli_tmp_make("racko-cli");
    cli_tmp_path(mark, sizeof mark, "the-bot-ran");
    snprintf(bot, sizeof bot, "2=bot:touch '%s'; exec python3 '%s/examples/simplebot.py'", mark,
             src);
    rec[4] = bot;
    r = run_cli(NULL, rec);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    ck_assert_int_eq(access(mark, F_OK), 0); /* a new match starts the bot it is given */
    ck_assert_int_eq(remove(mark), 0);
    r = run_cli(NULL, resume);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_msg(strstr(r.err, "was not started") != NULL && strstr(r.err, "--allow-bots"),
                  "stderr: %s", r.err);
    ck_assert_msg(access(mark, F_OK) != 0, "the saved game's bot ran without --allow-bots");
    cli_run_free(&r);
    r = run_cli(NULL, allowed);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_int_eq(access(mark, F_OK), 0);
    cli_run_free(&r);
    r = run_cli(NULL, alone);
    ck_assert_int_eq(r.status, 2);
    ck_assert(strstr(r.err, "--allow-bots goes with --resume") != NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* --bot-log DIR: the failing bot's stderr is in DIR/bot-seat2.log, and
 * the notice says so; the match goes on. */
START_TEST(test_bot_log_is_written)
{
    const char *args[] = {"match", "--seat", "2=bot:echo oops in the log >&2; exit 3", "--seed",
                          "2", "--rounds", "1", "--bot-ms", "2000", "--bot-log", NULL, "--json",
                          NULL};
    char path[400];
    char want[500];
    char *log;
    CliRun r;
    cli_tmp_make("racko-cli");
    args[10] = cli_tmpdir;
    cli_tmp_path(path, sizeof path, "bot-seat2.log");
    r = run_cli(NULL, args);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    snprintf(want, sizeof want, "; its log: %s", path);
    ck_assert_msg(strstr(r.err, "Seat 2") != NULL && strstr(r.err, want) != NULL,
                  "stderr: %s", r.err);
    check_json_match(r.out, 2, 1, NULL);
    log = cli_read_file(path);
    ck_assert_str_eq(log, "oops in the log\n");
    free(log);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* How many names in cli_tmpdir start with prefix. */
static int count_names(const char *prefix)
{
    DIR *d = opendir(cli_tmpdir);
    struct dirent *e;
    int n = 0;
    ck_assert_ptr_nonnull(d);
    while ((e = readdir(d)) != NULL) {
        n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    }
    closedir(d);
    return n;
}

/* kill -9 during `match --record F` can land between the save's temporary
 * file and its rename, leaving F.tmp-PID-XXXXXX (59 of 100 kills did); F
 * itself is always a whole record, and the next save of F removes what
 * the killed writers left. */
START_TEST(test_killed_saves_are_cleaned_up)
{
    const char *bots[] = {"match", "--seed", "5", "--rounds", "100000", "--record", "F",
                          "--json", NULL};
    const char *again[] = {"match", "--seed", "6", "--rounds", "1", "--record", "F", "--json",
                           NULL};
    const char *replay[] = {"replay", "F", NULL};
    pid_t pid = 0;
    int i;
    CliRun r;
    cli_tmp_make("racko-cli");
    for (i = 0; i < 60 && count_names("F.tmp-") < 3; i++) {
        struct timespec ts = {0, (long)(5 + (i * 37) % 90) * 1000000L};
        int st;
        pid = cli_start(RACKO_CLI, bots, "/dev/null", "/dev/null", "/dev/null");
        nanosleep(&ts, NULL);
        ck_assert_int_eq(kill(pid, SIGKILL), 0);
        ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    }
    if (count_names("F.tmp-") == 0) {
        /* No kill landed mid-save (a fast file system): leave what one
         * would have, under the last killed writer's id. */
        char path[400];
        char name[64];
        snprintf(name, sizeof name, "F.tmp-%ld-x0x0x0", (long)pid);
        cli_tmp_path(path, sizeof path, name);
        cli_write_file(path, "racko-record 1\n", 15);
    }
    if (count_names("F") > count_names("F.tmp-")) {
        r = run_cli(NULL, replay);
        ck_assert_msg(r.status == 0, "a killed save left a broken F: %s", r.err);
        cli_run_free(&r);
    }
    r = run_cli(NULL, again);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    cli_run_free(&r);
    ck_assert_int_eq(count_names("F.tmp-"), 0);
    ck_assert_int_eq(count_names("F"), 1);
    cli_tmp_remove();
}
END_TEST

/* A name can hold any byte (a record is percent-encoded): text output
 * shows control characters as \xHH and never prints them; --json escapes
 * them.  Match reports, the terminal game, replay, resume. */
START_TEST(test_names_are_shown_safely)
{
    const char *play[] = {"match", "--seat", "1=ai:easy", "--name", "1=Ev\x1b[2Jil\x07",
                          "--seed", "3", "--rounds", "1", "--record", "esc.racko", NULL};
    const char *json[] = {"match", "--name", "2=Ev\x1b[2Jil\x07", "--seed", "3", "--rounds",
                          "1", "--json", NULL};
    const char *human[] = {"match", "--seat", "1=human", "--name", "1=Ev\x1b[2Jil\x07", "--seed",
                           "4", "--record", "h.racko", NULL};
    const char *resume[] = {"match", "--resume", "h.racko", NULL};
    const char *replay[] = {"replay", "esc.racko", NULL};
    const char *shown = "Ev\\x1b[2Jil\\x07";
    CliRun r;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, play);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_msg(strstr(r.out, shown) != NULL, "%s", r.out);
    ck_assert(strchr(r.out, '\x1b') == NULL && strchr(r.out, '\x07') == NULL);
    cli_run_free(&r);
    r = run_cli(NULL, replay);
    ck_assert_int_eq(r.status, 0);
    ck_assert_msg(strstr(r.out, "Seat 1: Ev\\x1b[2Jil\\x07 (ai:easy)") != NULL, "%s", r.out);
    ck_assert(strchr(r.out, '\x1b') == NULL && strchr(r.out, '\x07') == NULL);
    cli_run_free(&r);
    r = run_cli(NULL, json);
    ck_assert_int_eq(r.status, 0);
    ck_assert_msg(strstr(r.out, "\"Ev\\u001b[2Jil\\u0007\"") != NULL, "%s", r.out);
    ck_assert(strchr(r.out, '\x1b') == NULL);
    cli_run_free(&r);
    /* The terminal game, quit and resumed: the rack, the scores, the turns. */
    r = run_cli("qq\ny\n", human);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_msg(strstr(r.out, shown) != NULL, "%s", r.out);
    ck_assert(strchr(r.out, '\x1b') == NULL && strchr(r.out, '\x07') == NULL);
    cli_run_free(&r);
    r = run_cli("d\nx\n", resume);
    ck_assert_int_eq(r.status, 1); /* input ended */
    ck_assert_msg(strstr(r.out, shown) != NULL, "%s", r.out);
    ck_assert(strchr(r.out, '\x1b') == NULL && strchr(r.out, '\x07') == NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* ------------------------------------------------------------------ */
/* The terminal game through a pipe                                    */

START_TEST(test_human_plays_a_round)
{
    /* Always draw and discard: the computer finishes the round. */
    const char *args[] = {"match", "--seat", "1=human", "--seat", "2=ai:easy", "--seed", "5",
                          "--rounds", "1", "--record", "h.racko", NULL};
    const char *replay[] = {"replay", "h.racko", NULL};
    size_t cap = 1200 * 4 + 1;
    char *input = malloc(cap);
    size_t i;
    CliRun r;
    ck_assert_ptr_nonnull(input);
    input[0] = '\0';
    for (i = 0; i < 1200; i++) {
        strcat(input, "d\nx\n");
    }
    cli_tmp_make("racko-cli");
    r = run_cli(input, args);
    free(input);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert(strstr(r.out, "Your rack") != NULL);
    ck_assert(strstr(r.out, "    a ") != NULL && strstr(r.out, "    j ") != NULL);
    ck_assert(strstr(r.out, "Round 1 (match 1, round 1):") != NULL);
    ck_assert(strstr(r.out, "1 round played") != NULL);
    cli_run_free(&r);
    r = run_cli(NULL, replay);
    ck_assert_int_eq(r.status, 0);
    ck_assert(strstr(r.out, "Player 1 (human)") != NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_human_quits)
{
    const char *args[] = {"match", "--seat", "1=human", "--seed", "6", NULL};
    const char *resume[] = {"match", "--resume", "saved-game.racko", NULL};
    char path[300];
    struct stat sb;
    CliRun r;
    cli_tmp_make("racko-cli");
    /* Bad answers are explained, "no" keeps playing, "yes" saves and quits. */
    r = run_cli("zz\nd\n?\nx\nqq\nn\nqq\ny\n", args);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert(strstr(r.out, "Please type") != NULL);
    ck_assert(strstr(r.out, "Hint:") != NULL);
    ck_assert(strstr(r.out, "let's play on") != NULL);
    ck_assert(strstr(r.out, "Game saved to saved-game.racko") != NULL);
    cli_run_free(&r);
    cli_tmp_path(path, sizeof path, "saved-game.racko");
    ck_assert_int_eq(stat(path, &sb), 0);
    /* The saved game goes on where it stopped; end of input saves again
       and exits with status 1. */
    r = run_cli("d\nx\n", resume);
    ck_assert_int_eq(r.status, 1);
    ck_assert(strstr(r.out, "Your rack") != NULL);
    ck_assert(strstr(r.err, "input ended") != NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* A person's unfinished saved game is never replaced by a new match
 * without a yes: a run whose stdin is not a terminal is refused, saying
 * where the game is and how to resume it, and the file stays as it was;
 * --record elsewhere keeps both; --replace says yes; --resume plays it on.
 * A finished match, or one of computers only, is no player's game. */
START_TEST(test_new_match_keeps_saved_game)
{
    const CliSavesGame g = {RACKO_CLI,
                            "saved-game.racko",
                            "other.racko",
                            "qq\ny\n",
                            "Rack-O!",
                            "Round 1: Player 1 (0 points), ",
                            {NULL},
                            {"--rounds", "1", NULL}};
    cli_tmp_make("racko-cli");
    cli_check_keeps_saved_game(&g);
    cli_tmp_remove();
}
END_TEST

/* ------------------------------------------------------------------ */
/* The benchmark                                                       */

START_TEST(test_bench)
{
    const char *args[] = {"bench", "--seconds", "1", "--json", NULL};
    CliRun r;
    cli_tmp_make("racko-cli");
    r = run_cli(NULL, args);
    ck_assert_msg(r.status == 0, "status %d: %s", r.status, r.err);
    ck_assert_int_gt(json_int(r.out, "turns_per_s"), 0);
    ck_assert_int_gt(json_int(r.out, "rounds_per_s"), 0);
    ck_assert_int_gt(json_int(r.out, "turns"), json_int(r.out, "rounds"));
    /* The yardstick ran (it stops with a message if the engine and the
       minimal loop ever play different rounds). */
    ck_assert_int_gt(json_int(r.out, "baseline_turns_per_s"), 0);
    ck_assert_int_gt(json_int(r.out, "engine_turns_per_s"), 0);
    ck_assert(strstr(r.out, "\"engine_ratio\":") != NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

static Suite *cli_suite(void)
{
    Suite *s = suite_create("cli");
    TCase *args = tcase_create("arguments");
    TCase *match = tcase_create("match");
    TCase *human = tcase_create("human");
    TCase *bench = tcase_create("bench");
    tcase_set_timeout(args, 60);
    tcase_set_timeout(match, 240);
    tcase_set_timeout(human, 120);
    tcase_set_timeout(bench, 60);
    tcase_add_loop_test(args, test_usage_errors, 0,
                        (int)(sizeof usage_errors / sizeof usage_errors[0]));
    tcase_add_test(args, test_help_and_version);
    tcase_add_test(args, test_ai_bench_commands);
    tcase_add_test(match, test_json_matches);
    tcase_add_test(match, test_text_report);
    tcase_add_test(match, test_record_and_replay);
    tcase_add_loop_test(match, test_record_path_not_a_file, 0, 2 * CLI_NOT_FILES);
    tcase_add_test(match, test_failing_bot_is_reported);
    tcase_add_test(match, test_later_match_names_the_bot);
    tcase_add_test(match, test_resume_starts_bots_only_when_asked);
    tcase_add_test(match, test_resume_keeps_the_table);
    tcase_add_test(match, test_failed_saves_do_not_end_the_match);
    tcase_add_test(match, test_bot_log_is_written);
    tcase_add_test(match, test_killed_saves_are_cleaned_up);
    tcase_add_test(match, test_names_are_shown_safely);
    tcase_add_test(human, test_human_plays_a_round);
    tcase_add_test(human, test_human_quits);
    tcase_add_test(human, test_new_match_keeps_saved_game);
    tcase_add_test(bench, test_bench);
    suite_add_tcase(s, args);
    suite_add_tcase(s, match);
    suite_add_tcase(s, human);
    suite_add_tcase(s, bench);
    return s;
}

int main(void)
{
    return test_run(cli_suite(), NULL, 0);
}
