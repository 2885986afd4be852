/*
 * test_cli.c - ratuki-cli as a user runs it: argument errors (one line on
 * stderr, exit status 2), help and version; `bot` answering a host's
 * lines; the arena (seeded, the same output twice, JSON figures that add
 * up, outside bots: the example bot and one that cannot start); a
 * person's unfinished match in its --record file kept without --replace;
 * its record read back by `replay`, which also refuses broken records and
 * never starts a process named in one; `bench` printing its figures.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/cli_run.h"
#include "common/run.h"

#ifndef RT_CLI
#error "RT_CLI must name the ratuki-cli binary"
#endif

static CliRun run_cli(const char *input, const char *const *args)
{
    return cli_run(RT_CLI, input, args);
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s != '\0'; s++) {
        n += *s == '\n';
    }
    return n;
}

static double json_num(const char *line, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(line, pat);
    ck_assert_msg(p != NULL, "no %s in %s", key, line);
    return strtod(p + strlen(pat), NULL);
}

/* Writes body (a record up to its history, no end line) to the scratch
 * file name with a valid end line: `end COUNT FNV-1a`. */
static void write_summed(const char *name, const char *body, int count)
{
    char path[300], text[1 << 16];
    unsigned long long h = 0xcbf29ce484222325ULL;
    size_t n = strlen(body);
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)body[i];
        h *= 0x100000001b3ULL;
    }
    snprintf(text, sizeof text, "%send %d %016llx\n", body, count, h);
    cli_tmp_path(path, sizeof path, name);
    cli_write_file(path, text, strlen(text));
}

/* A usage error: exit 2, one line on stderr naming the problem. */
static void usage_error(const char *const *args, const char *want)
{
    CliRun r = run_cli(NULL, args);
    ck_assert_msg(r.status == 2, "%s %s: status %d", args[0], args[1] ? args[1] : "", r.status);
    ck_assert_int_eq(count_lines(r.err), 1);
    ck_assert_msg(strstr(r.err, want) != NULL, "'%s' not in '%s'", want, r.err);
    ck_assert_str_eq(r.out, "");
    cli_run_free(&r);
}

START_TEST(test_usage)
{
    cli_tmp_make("rt-cli");
    CliRun r = run_cli(NULL, (const char *[]){NULL});
    ck_assert_int_eq(r.status, 2);
    cli_run_free(&r);
    r = run_cli(NULL, (const char *[]){"--help", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert_ptr_nonnull(strstr(r.out, "replay"));
    ck_assert_ptr_nonnull(strstr(r.out, "arena"));
    cli_run_free(&r);
    r = run_cli(NULL, (const char *[]){"--version", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert(strncmp(r.out, "ratuki-cli ", 11) == 0);
    cli_run_free(&r);
    for (const char *const *c = (const char *[]){"match", "replay", "bench", "arena", "bot", NULL};
         *c; c++) {
        r = run_cli(NULL, (const char *[]){*c, "--help", NULL});
        ck_assert_int_eq(r.status, 0);
        ck_assert_ptr_nonnull(strstr(r.out, "usage: ratuki-cli"));
        cli_run_free(&r);
    }
    usage_error((const char *[]){"frobnicate", NULL}, "unknown command \"frobnicate\"");
    usage_error((const char *[]){"bot", NULL}, "which level? (--ai LEVEL)");
    usage_error((const char *[]){"bot", "--ai", "grandmaster", NULL}, "unknown computer level");
    usage_error((const char *[]){"bot", "--ai", "easy", "--pace", "5", NULL}, "--pace must be between 25 and 400");
    usage_error((const char *[]){"bot", "--ai", "easy", "--name", "no spaces", NULL}, "--name:");
    usage_error((const char *[]){"arena", "--a", "hard", NULL}, "which sides?");
    usage_error((const char *[]){"arena", "--a", "hard", "--b", "champion", NULL},
                "\"champion\" is neither a computer level nor bot:COMMAND");
    usage_error((const char *[]){"arena", "--a", "hard", "--b", "easy", "--rounds", "5", "--matches", "5", NULL},
                "--rounds or --matches, not both");
    usage_error((const char *[]){"arena", "--a", "hard", "--b", "easy", "--players", "3", "--a-seats", "3", NULL},
                "--a-seats must leave side B a seat");
    usage_error((const char *[]){"arena", "--a", "hard", "--b", "easy", "--window", "201", NULL},
                "--window must be between 0 and 200");
    usage_error((const char *[]){"arena", "--a", "bot:", "--b", "easy", NULL}, "bot: needs a command");
    usage_error((const char *[]){"bench", "--players", "6", NULL}, "--players must be between 2 and 5");
    usage_error((const char *[]){"replay", NULL}, "which record?");
    usage_error((const char *[]){"replay", "a", "b", NULL}, "one record at a time");
    usage_error((const char *[]){"arena", "--a", "hard", "--b", "easy", "--record", ".", NULL},
                "--record: '.' is a folder, not a regular file");
    /* No command, or something after --help or --version: a usage error. */
    cli_check_top_level(RT_CLI, "ratuki-cli: a command is needed: match, replay, stats, history, "
                                "bench, arena or bot (see ratuki-cli --help)");
    cli_tmp_remove();
}
END_TEST

START_TEST(test_bot)
{
    cli_tmp_make("rt-cli");
    const char *host = "rtb 1\n"
                       "match seats=2 seat=2 target=100 window=150\n"
                       "round 1\n"
                       "state 0 hand 1 3 W stacks - - piles 32/0/0/3 32/0/0/3\n"
                       "ask 0\n"
                       "nonsense\n"
                       "played 1 1 1 610\n"
                       "state 610 hand 1 3 W stacks 1/1 - piles 31/0/0/3 32/0/0/3\n"
                       "ask 610\n"
                       "bye\n";
    CliRun r = run_cli(host, (const char *[]){"bot", "--ai", "expert", "--seed", "7", "--name", "tester", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert(strncmp(r.out, "ok tester\n", 10) == 0);
    ck_assert_int_eq(count_lines(r.out), 3);
    const char *second = strchr(r.out, '\n') + 1;
    ck_assert(strncmp(second, "play ", 5) == 0 || strncmp(second, "discard ", 8) == 0);
    ck_assert_ptr_nonnull(strstr(r.err, "ratuki bot: tester, level expert, seed 7"));
    ck_assert_ptr_nonnull(strstr(r.err, "'nonsense' is not a line of the protocol"));
    /* The same seed, the same answers. */
    CliRun again = run_cli(host, (const char *[]){"bot", "--ai", "expert", "--seed", "7", "--name", "tester", NULL});
    ck_assert_str_eq(again.out, r.out);
    cli_run_free(&again);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_arena)
{
    cli_tmp_make("rt-cli");
    const char *const args[] = {"arena", "--a", "expert", "--b", "easy", "--players", "3",
                                "--rounds", "4", "--seed", "5", "--json", NULL};
    CliRun r = run_cli(NULL, args);
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_int_eq(count_lines(r.out), 1);
    ck_assert_int_eq((int)json_num(r.out, "rounds"), 12);
    ck_assert_int_eq((int)json_num(r.out, "a_seats"), 1);
    double rate = json_num(r.out, "a_rate");
    ck_assert(rate >= 0 && rate <= 1);
    ck_assert(json_num(r.out, "a_low") <= rate && rate <= json_num(r.out, "a_high"));
    ck_assert_double_gt(json_num(r.out, "a_cards_per_min"), 0);
    ck_assert_double_ge(json_num(r.out, "a_actions_per_min"), json_num(r.out, "a_cards_per_min"));
    CliRun again = run_cli(NULL, args);
    ck_assert_str_eq(again.out, r.out);
    cli_run_free(&again);
    cli_run_free(&r);
    /* Matches, a record of the first, read back by replay. */
    r = run_cli(NULL, (const char *[]){"arena", "--a", "hard", "--b", "medium", "--players", "2", "--matches",
                                       "1", "--target", "30", "--record", "first.ratuki", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_ptr_nonnull(strstr(r.out, "A (hard) wins"));
    ck_assert_ptr_nonnull(strstr(r.out, "2 matches"));
    cli_run_free(&r);
    r = run_cli(NULL, (const char *[]){"replay", "first.ratuki", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_ptr_nonnull(strstr(r.out, "2 players, target 30, tie window 150 ms"));
    ck_assert_ptr_nonnull(strstr(r.out, "Seat 1: Seat 1 (ai:hard)"));
    ck_assert_ptr_nonnull(strstr(r.out, "\nRound 1\n"));
    ck_assert_ptr_nonnull(strstr(r.out, " plays a 1 on place "));
    ck_assert_ptr_nonnull(strstr(r.out, "Result: "));
    ck_assert_ptr_nonnull(strstr(r.out, " won the match after "));
    CliRun quiet = run_cli(NULL, (const char *[]){"replay", "--quiet", "first.ratuki", NULL});
    ck_assert_int_eq(quiet.status, 0);
    ck_assert_ptr_null(strstr(quiet.out, " plays a "));
    ck_assert_ptr_nonnull(strstr(quiet.out, "Round 1 over after"));
    cli_run_free(&quiet);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_arena_bots)
{
    cli_tmp_make("rt-cli");
    char side[600];
    snprintf(side, sizeof side, "bot:%s", RT_SIMPLEBOT);
    CliRun r = run_cli(NULL, (const char *[]){"arena", "--a", side, "--b", "medium", "--rounds", "2", "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_int_eq((int)json_num(r.out, "rounds"), 4);
    ck_assert_int_eq((int)json_num(r.out, "a_bot_failures"), 0);
    ck_assert_double_gt(json_num(r.out, "a_cards_per_min"), 0);
    cli_run_free(&r);
    /* Our level as an outside bot, with the seat's own seed: the same
     * games as the level inside, figure for figure (the clock stands
     * still while the bot thinks). */
    char level[600];
    snprintf(level, sizeof level, "bot:%s bot --ai hard --seed {seed}", RT_CLI);
    r = run_cli(NULL, (const char *[]){"arena", "--a", level, "--b", "easy", "--players", "3", "--rounds", "3",
                                       "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_int_eq((int)json_num(r.out, "a_bot_failures"), 0);
    CliRun inside = run_cli(NULL, (const char *[]){"arena", "--a", "hard", "--b", "easy", "--players", "3",
                                                   "--rounds", "3", "--json", NULL});
    ck_assert_int_eq(inside.status, 0);
    /* Everything after the sides' names is the same. */
    ck_assert_str_eq(strstr(r.out, "\"players\""), strstr(inside.out, "\"players\""));
    cli_run_free(&inside);
    cli_run_free(&r);
    /* A bot that cannot start: said once, the fallback plays its seat. */
    r = run_cli(NULL, (const char *[]){"arena", "--a", "bot:/no/such/ratuki-bot", "--b", "easy", "--rounds", "2",
                                       "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_int_eq((int)json_num(r.out, "a_bot_failures"), 4);
    ck_assert_int_eq(count_lines(r.err), 1);
    ck_assert_ptr_nonnull(strstr(r.err, "seat "));
    ck_assert_ptr_nonnull(strstr(r.err, "medium plays it"));
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* A person's unfinished match in the file --record names is not replaced
 * without --replace; a finished one, or computers' only, is. */
START_TEST(test_arena_keeps_saved)
{
    cli_tmp_make("rt-cli");
    char path[300];
    cli_tmp_path(path, sizeof path, "saved.ratuki");
    write_summed("saved.ratuki",
                 "ratuki-record 1\nplayers 2\ntarget 100\nwindow 150\nseed 1\n"
                 "seat 1 spec human\nseat 1 name Tess\nseat 2 spec ai:easy\nhistory\ndeal\n",
                 1);
    char *before = cli_read_file(path);
    const char *const args[] = {"arena", "--a", "easy", "--b", "easy", "--rounds", "1", "--record",
                                "saved.ratuki", NULL};
    CliRun r = run_cli(NULL, args);
    ck_assert_int_eq(r.status, 2);
    ck_assert_int_eq(count_lines(r.err), 1);
    ck_assert_msg(strstr(r.err, "holds an unfinished match (Round 1: Tess (0 points), Seat 2 (0 points))") != NULL,
                  "%s", r.err);
    ck_assert_ptr_nonnull(strstr(r.err, "--replace"));
    ck_assert_str_eq(r.out, "");
    cli_run_free(&r);
    char *after = cli_read_file(path);
    ck_assert_str_eq(after, before); /* nothing replaced */
    free(after);
    /* Said so: replaced, and said on stderr. */
    const char *const yes[] = {"arena", "--a", "easy", "--b", "easy", "--rounds", "1", "--record",
                               "saved.ratuki", "--replace", NULL};
    r = run_cli(NULL, yes);
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_ptr_nonnull(strstr(r.err, "replaces it"));
    cli_run_free(&r);
    after = cli_read_file(path);
    ck_assert_str_ne(after, before);
    ck_assert_ptr_nonnull(strstr(after, "seat 1 spec ai:easy"));
    free(after);
    free(before);
    /* Finished now: replaced without a word. */
    r = run_cli(NULL, args);
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_str_eq(r.err, "");
    cli_run_free(&r);
    /* Unfinished, but no person's: replaced too.  (A seat saved with no
       spec counts as a person's, as the match layer reads every game's
       saved seats.) */
    write_summed("saved.ratuki",
                 "ratuki-record 1\nplayers 2\ntarget 100\nwindow 150\nseed 1\n"
                 "seat 1 spec ai:hard\nseat 2 spec ai:easy\nhistory\ndeal\n",
                 1);
    r = run_cli(NULL, args);
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_str_eq(r.err, "");
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_replay_refuses)
{
    cli_tmp_make("rt-cli");
    CliRun r = run_cli(NULL, (const char *[]){"replay", "missing.ratuki", NULL});
    ck_assert_int_eq(r.status, 1);
    ck_assert_ptr_nonnull(strstr(r.err, "missing.ratuki"));
    cli_run_free(&r);
    char path[300], marker[300];
    cli_tmp_path(path, sizeof path, "broken.ratuki");
    const char *broken = "ratuki-record 1\nplayers 2\ntarget 100\nwindow 150\nseed 1\nhistory\ndeal\n"
                         "end 1 0000000000000000\n";
    cli_write_file(path, broken, strlen(broken));
    r = run_cli(NULL, (const char *[]){"replay", "broken.ratuki", NULL});
    ck_assert_int_eq(r.status, 1);
    ck_assert_ptr_nonnull(strstr(r.err, "broken.ratuki"));
    ck_assert_ptr_nonnull(strstr(r.err, "checksum"));
    cli_run_free(&r);
    /* A record naming a bot command: reading it starts nothing. */
    cli_tmp_path(marker, sizeof marker, "started");
    r = run_cli(NULL, (const char *[]){"arena", "--a", "easy", "--b", "easy", "--rounds", "1", "--record",
                                       "two.ratuki", NULL});
    ck_assert_int_eq(r.status, 0);
    cli_run_free(&r);
    cli_tmp_path(path, sizeof path, "two.ratuki");
    char *text = cli_read_file(path);
    /* The seat's spec, percent-encoded as records keep it: bot:touch MARKER. */
    char *at = strstr(text, "seat 1 spec ai:easy");
    ck_assert_ptr_nonnull(at);
    char edited[1 << 16];
    size_t pre = (size_t)(at - text);
    snprintf(edited, sizeof edited, "%.*sseat 1 spec bot:touch%%20%s%s", (int)pre, text, marker,
             at + strlen("seat 1 spec ai:easy"));
    free(text);
    /* Re-sum the end line: the record stays valid. */
    char *end = strstr(edited, "\nend ");
    ck_assert_ptr_nonnull(end);
    int count = atoi(end + 5);
    end[1] = '\0';
    write_summed("two.ratuki", edited, count);
    r = run_cli(NULL, (const char *[]){"replay", "two.ratuki", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_ptr_nonnull(strstr(r.out, "(bot:touch "));
    ck_assert_int_ne(access(marker, F_OK), 0);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_bench)
{
    cli_tmp_make("rt-cli");
    CliRun r = run_cli(NULL, (const char *[]){"bench", "--seconds", "1", "--players", "3", "--level", "easy",
                                              "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_double_gt(json_num(r.out, "base_actions_per_s"), 0);
    ck_assert_double_gt(json_num(r.out, "engine_actions_per_s"), 0);
    ck_assert_double_gt(json_num(r.out, "engine_ratio"), 0);
    ck_assert_double_gt(json_num(r.out, "rounds_per_s"), 0);
    ck_assert_double_gt(json_num(r.out, "engine_rounds"), 0);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ratuki_cli");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_usage);
    tcase_add_test(tc, test_bot);
    tcase_add_test(tc, test_arena);
    tcase_add_test(tc, test_arena_bots);
    tcase_add_test(tc, test_arena_keeps_saved);
    tcase_add_test(tc, test_replay_refuses);
    tcase_add_test(tc, test_bench);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
