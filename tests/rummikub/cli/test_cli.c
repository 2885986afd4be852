/*
 * test_cli.c - rummikub-cli as a user runs it: argument errors (one line
 * on stderr, exit status 2), help, seeded JSON matches (consistent
 * figures, same seed same output, --games across matches), records,
 * resume and replay, solve on known positions, the terminal game through
 * a pipe (a whole game, and the editing commands with their refusals),
 * bot seats.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/cli_run.h"
#include "common/cli_saves.h"
#include "common/run.h"

#ifndef RK_CLI
#error "RK_CLI must name the rummikub-cli binary"
#endif

/* rummikub-cli with args in the working folder, fed `input`. */
static CliRun run_cli(const char *input, const char *const *args)
{
    return cli_run(RK_CLI, input, args);
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s != '\0'; s++) {
        n += *s == '\n';
    }
    return n;
}

/* How many times needle is in hay. */
static int count_of(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(hay, needle); p != NULL; p = strstr(p + 1, needle)) {
        n++;
    }
    return n;
}

static long json_int(const char *line, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(line, pat);
    ck_assert_msg(p != NULL, "no %s in %s", key, line);
    return strtol(p + strlen(pat), NULL, 10);
}

static int json_array(const char *line, const char *key, long *v, int max)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":[", key);
    const char *p = strstr(line, pat);
    ck_assert_msg(p != NULL, "no %s in %s", key, line);
    p += strlen(pat);
    int n = 0;
    while (*p != ']' && n < max) {
        char *end;
        v[n++] = strtol(p, &end, 10);
        ck_assert_ptr_ne(end, p);
        p = *end == ',' ? end + 1 : end;
    }
    return n;
}

/* The line of out that begins with prefix (owned by out), or NULL. */
static const char *line_with(const char *out, const char *prefix)
{
    for (const char *p = out; p != NULL && *p != '\0'; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
        if (strncmp(p, prefix, strlen(prefix)) == 0) {
            return p;
        }
    }
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Help and arguments                                                  */

START_TEST(test_help_and_version)
{
    static const char *const cmds[] = {"match", "replay", "solve", "bench", "arena", "bot"};
    cli_tmp_make("rk-cli");
    CliRun r = run_cli(NULL, (const char *[]){"--version", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert(strncmp(r.out, "rummikub-cli ", 13) == 0);
    cli_run_free(&r);
    r = run_cli(NULL, (const char *[]){"--help", NULL});
    ck_assert_int_eq(r.status, 0);
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
        ck_assert(strstr(r.out, cmds[i]) != NULL);
    }
    cli_run_free(&r);
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
        r = run_cli(NULL, (const char *[]){cmds[i], "--help", NULL});
        ck_assert_int_eq(r.status, 0);
        ck_assert_msg(strstr(r.out, "usage: rummikub-cli") != NULL, "%s", cmds[i]);
        ck_assert_str_eq(r.err, "");
        cli_run_free(&r);
    }
    /* No command, or something after --help or --version: a usage error. */
    cli_check_top_level(RK_CLI, "rummikub-cli: a command is needed: match, replay, stats, "
                                "history, solve, bench, arena or bot (see rummikub-cli --help)");
    cli_tmp_remove();
}
END_TEST

typedef struct BadArgs {
    const char *args[8];
    const char *says;
} BadArgs;

static const BadArgs bad_args[] = {
    {{"frobnicate"}, "unknown command"},
    {{"--frob"}, "unknown option --frob"},
    {{"match", "--players", "5"}, "--players must be between 2 and 4"},
    {{"match", "--players", "2x"}, "not a whole number"},
    {{"match", "--seat", "3=human"}, "seat 3 is out of range"},
    {{"match", "--seat", "1=ai:nosuch"}, "seat 1"},
    {{"match", "--seat", "1=robot"}, "is not a seat"},
    {{"match", "--seat", "1=bot:"}, "seat 1"},
    {{"match", "--timer", "31"}, "--timer"},
    {{"match", "--timer", "-5"}, "--timer"},
    {{"match", "--match-games", "0"}, "--match-games must be between 1 and 20"},
    {{"match", "--match-games", "21"}, "--match-games must be between 1 and 20"},
    {{"match", "--games", "0"}, "--games must be between"},
    {{"match", "--seed", "abc"}, "is not a seed"},
    {{"match", "--seed"}, "--seed needs a value"},
    {{"match", "--json=1"}, "--json"},
    {{"match", "--resume", "x.rummikub", "--seed", "3"}, "--resume takes the table"},
    {{"match", "--allow-bots"}, "--allow-bots goes with --resume"},
    {{"match", "--name", "1="}, "a name has 1 to 32"},
    {{"match", "--fallback", "nosuch"}, "unknown computer level"},
    {{"match", "--bot-log", "stdin.txt"}, "stdin.txt is not a directory"},
    {{"match", "--bot-log", ""}, "--bot-log needs a directory"},
    {{"match", "stray"}, "stray"},
    {{"replay"}, "which record"},
    {{"replay", "a", "b"}, "one record at a time"},
    {{"solve", "--frob"}, "unknown option --frob"},
    {{"bench", "--games", "x"}, "not a whole number"},
    {{"bench", "--players", "9"}, "--players must be between 2 and 4"},
    {{"arena", "--a", "hard"}, "which levels"},
    {{"arena", "--a", "nosuch", "--b", "hard"}, "unknown computer level"},
    {{"arena", "--a", "hard", "--b", "hard,easy"}, "more levels than there are other seats (1)"},
    {{"arena", "--a", "hard", "--b", "nosuch", "--players", "3"}, "no such level: \"nosuch\""},
    {{"arena", "--a", "hard", "--b", "hard", "--deals", "0"}, "--deals must be between"},
    {{"bot"}, "which level"},
    {{"bot", "--ai", "hard", "--name", "bad name"}, "--name"},
    /* what was typed comes back visible, never as an escape sequence */
    {{"match", "--seat", "1=ai:\x1b[31mX"}, "\"\\x1b[31mX\""},
    {{"match", "--fallback", "\x1b]0;title\x07"}, "\"\\x1b]0;title\\x07\""},
    {{"match", "--\x1b[2J"}, "unknown option --\\x1b[2J"},
    {{"\x1b[31mmatch"}, "unknown command \"\\x1b[31mmatch\""},
    {{"bot", "--ai", "\x1b[31m"}, "\\x1b[31m"},
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

START_TEST(test_bad_arguments)
{
    const BadArgs *b = &bad_args[_i];
    cli_tmp_make("rk-cli");
    CliRun r = run_cli(NULL, b->args);
    ck_assert_msg(r.status == 2, "%s: exit %d (%s)", b->args[0], r.status, r.err);
    ck_assert_msg(strstr(r.err, b->says) != NULL, "%s: wanted '%s' in: %s", b->args[0], b->says,
                  r.err);
    ck_assert_int_eq(count_lines(r.err), 1);
    ck_assert(strstr(r.err, "--help") != NULL);
    ck_assert_msg(!has_control(r.err), "a control byte in: %s", r.err);
    ck_assert_str_eq(r.out, "");
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* ------------------------------------------------------------------ */
/* Matches                                                             */

static void check_summary(const char *out, int players, long games)
{
    const char *sum = line_with(out, "{\"type\":\"summary\"");
    ck_assert_ptr_nonnull(sum);
    ck_assert_int_eq(json_int(sum, "players"), players);
    ck_assert_int_eq(json_int(sum, "games"), games);
    long wins[4], totals[4];
    ck_assert_int_eq(json_array(sum, "wins", wins, 4), players);
    ck_assert_int_eq(json_array(sum, "totals", totals, 4), players);
    long w = 0, t = 0;
    for (int s = 0; s < players; s++) {
        w += wins[s];
        t += totals[s];
    }
    ck_assert_int_eq(w, games);
    ck_assert_int_eq(t, 0);
    ck_assert_int_eq(count_of(out, "{\"type\":\"game\""), games);
}

START_TEST(test_json_match)
{
    static const char *const args[] = {"match", "--players", "3", "--seed", "42",
                                       "--match-games", "2", "--json", NULL};
    cli_tmp_make("rk-cli");
    CliRun a = run_cli(NULL, args);
    ck_assert_msg(a.status == 0, "%s", a.err);
    check_summary(a.out, 3, 2);
    ck_assert_int_eq(count_of(a.out, "{\"type\":\"match\""), 1);
    const char *sum = line_with(a.out, "{\"type\":\"summary\"");
    ck_assert_int_eq(json_int(sum, "matches"), 1);
    ck_assert_int_eq(json_int(sum, "unfinished"), 0);
    ck_assert_int_eq(json_int(sum, "seed"), 42);
    /* Each game's points add up to zero, and the match's totals are the
       sum of its games' points. */
    long totals[4] = {0}, pts[4];
    for (const char *p = line_with(a.out, "{\"type\":\"game\""); p != NULL;
         p = line_with(strchr(p, '\n') + 1, "{\"type\":\"game\"")) {
        ck_assert_int_eq(json_array(p, "points", pts, 4), 3);
        ck_assert_int_eq(pts[0] + pts[1] + pts[2], 0);
        for (int s = 0; s < 3; s++) {
            totals[s] += pts[s];
        }
    }
    long mt[4];
    json_array(line_with(a.out, "{\"type\":\"match\""), "totals", mt, 4);
    for (int s = 0; s < 3; s++) {
        ck_assert_int_eq(mt[s], totals[s]);
    }
    /* The same seed, the same output. */
    CliRun b = run_cli(NULL, args);
    ck_assert_str_eq(a.out, b.out);
    cli_run_free(&a);
    cli_run_free(&b);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_games_across_matches)
{
    cli_tmp_make("rk-cli");
    CliRun r = run_cli(NULL, (const char *[]){"match", "--seed", "7", "--match-games", "2", "--games",
                                           "5", "--seat", "1=ai:easy", "--seat", "2=ai:hard",
                                           "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    check_summary(r.out, 2, 5);
    const char *sum = line_with(r.out, "{\"type\":\"summary\"");
    ck_assert_int_eq(json_int(sum, "matches"), 2);
    ck_assert_int_eq(json_int(sum, "unfinished"), 1);
    long mw[4];
    ck_assert_int_eq(json_array(sum, "match_wins", mw, 4), 2);
    ck_assert_int_eq(mw[0] + mw[1] + json_int(sum, "shared"), 2);
    ck_assert_int_eq(count_of(r.out, "\"match\":3"), 1); /* the fifth game, of match 3 */
    ck_assert(strstr(sum, "\"seats\":[\"ai:easy\",\"ai:hard\"]") != NULL);
    cli_run_free(&r);
    /* Text: the games and the summary. */
    r = run_cli(NULL, (const char *[]){"match", "--seed", "7", "--games", "1", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert(strstr(r.out, "Game 1 is over") != NULL);
    ck_assert(strstr(r.out, "1 game played (seed 7)") != NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* --games over several matches with a bot that fails: each match starts
 * the bot again and its notice names the bot by its command, never by the
 * computer that stood in for it in the match before. */
START_TEST(test_later_match_names_the_bot)
{
    cli_tmp_make("rk-cli");
    CliRun r = run_cli(NULL, (const char *[]){"match", "--seat", "1=bot:exit 3", "--games", "3",
                                           "--match-games", "1", "--seed", "3", "--timer", "0",
                                           "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_int_eq(count_of(r.out, "\"type\":\"match\""), 3);
    ck_assert_int_eq(count_of(r.err, "Seat 1's bot (exit 3) could not be started"), 3);
    ck_assert_msg(count_of(r.err, "Seat 1's bot (") == 3, "stderr: %s", r.err);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_record_and_replay)
{
    char rec[400], bad[400];
    cli_tmp_make("rk-cli");
    cli_tmp_path(rec, sizeof rec, "m.rummikub");
    cli_tmp_path(bad, sizeof bad, "bad.rummikub");
    CliRun r = run_cli(NULL, (const char *[]){"match", "--seed", "9", "--match-games", "1", "--record",
                                           rec, "--name", "1=Ada\x1b[31m", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    cli_run_free(&r);
    r = run_cli(NULL, (const char *[]){"replay", rec, NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert(strstr(r.out, "Game 1 of 1.") != NULL);
    ck_assert(strstr(r.out, "plays first") != NULL);
    ck_assert(strstr(r.out, "Result: ") != NULL);
    ck_assert(strstr(r.out, "\x1b") == NULL); /* the name is escaped */
    ck_assert(strstr(r.out, "Ada") != NULL);
    cli_run_free(&r);
    /* A changed byte: refused, said with the file's name. */
    char *text = cli_read_file(rec);
    char *p = strstr(text, "seed 9");
    ck_assert_ptr_nonnull(p);
    p[5] = '8';
    cli_write_file(bad, text, strlen(text));
    free(text);
    r = run_cli(NULL, (const char *[]){"replay", bad, NULL});
    ck_assert_int_eq(r.status, 1);
    ck_assert(strstr(r.err, "bad.rummikub") != NULL);
    ck_assert(strstr(r.err, "checksum") != NULL);
    cli_run_free(&r);
    /* A file that is not there, one too large: named once. */
    r = run_cli(NULL, (const char *[]){"replay", "no-such-file", NULL});
    ck_assert_int_eq(r.status, 1);
    ck_assert_msg(count_of(r.err, "no-such-file") == 1, "%s", r.err);
    cli_run_free(&r);
    r = run_cli(NULL, (const char *[]){"replay", "/dev/zero", NULL});
    ck_assert_int_eq(r.status, 1);
    ck_assert_msg(count_of(r.err, "/dev/zero") == 1 && strstr(r.err, "larger than") != NULL,
                  "%s", r.err);
    ck_assert_int_eq(count_lines(r.err), 1);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

/* A person who draws every turn: the input for a whole game. */
static char *draws(int n, const char *before)
{
    size_t len = strlen(before) + (size_t)n * 5 + 1;
    char *s = malloc(len);
    ck_assert_ptr_nonnull(s);
    strcpy(s, before);
    for (int i = 0; i < n; i++) {
        strcat(s, "draw\n");
    }
    return s;
}

/* --record and --resume (saved to again) name a file: one that is there
 * and is not a regular file (a FIFO, a symbolic link, a folder) is refused
 * at once, exit status 2, and left as it was; a save would have replaced
 * it with a regular file. */
START_TEST(test_record_path_not_a_file)
{
    static const char *const play[] = {"--seed", "9", "--match-games", "1", "--json", NULL};
    cli_check_save_refused(RK_CLI, play, _i);
}
END_TEST

START_TEST(test_terminal_whole_game)
{
    cli_tmp_make("rk-cli");
    char *in = draws(120, "");
    CliRun r = run_cli(in, (const char *[]){"match", "--seat", "1=human", "--seat", "2=ai:hard",
                                         "--seed", "5", "--timer", "0", "--match-games", "1",
                                         NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert(strstr(r.out, "Your tiles: ") != NULL);
    ck_assert(strstr(r.out, "Initial meld: 0 of 30") != NULL);
    ck_assert(strstr(r.out, "Your rack (14, by colour): ") != NULL);
    ck_assert(strstr(r.out, "Game 1 is over") != NULL);
    ck_assert(strstr(r.out, "1 game played (seed 5)") != NULL);
    ck_assert(strstr(r.out, "Player 1 (human) won 0") != NULL);
    cli_run_free(&r);
    free(in);
    cli_tmp_remove();
}
END_TEST

/* The editing commands at seed 5 (seat 2 hard starts; after six draws the
 * rack holds b3 b4 b5, o5 o6 o7 and b10 o10 r10). */
START_TEST(test_terminal_commands)
{
    static const char *const script =
        "draw\ndraw\ndraw\ndraw\ndraw\ndraw\n"
        "sort number\nsort colour\nhelp\nfrobnicate\n"
        "new b3 b4 b5\nnew o9 o10 o11\nend\n"
        "new o5 o6 o7\nnew b10 o10 j\nundo\n"
        "new b10 o10 r10\nend\n"
        "move 1 b5 2\nend\nundo\nsplit 2 2\nmove 3 b10 new\ntake 1 b3\nadd 9 k4\n"
        "add 1 k4\nreset\nnew o5 o6 o7\nend\n";
    cli_tmp_make("rk-cli");
    char *in = draws(120, script);
    CliRun r = run_cli(in, (const char *[]){"match", "--seat", "1=human", "--seat", "2=ai:hard",
                                         "--seed", "5", "--timer", "0", "--match-games", "1",
                                         NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    const char *o = r.out;
    ck_assert(strstr(o, "Your rack (20, by number): o2 b3 o3 k4 k4 b4 b5 o5") != NULL);
    ck_assert(strstr(o, "Unknown command \"frobnicate\"") != NULL);
    ck_assert(strstr(o, "  draw              draw a tile") != NULL);
    ck_assert(strstr(o, "Initial meld: 12 of 30") != NULL);
    ck_assert(strstr(o, "o11 is not on your rack.") != NULL);
    ck_assert(strstr(o, "Refused: your initial meld is worth 12: it needs 30") != NULL);
    ck_assert(strstr(o, "Initial meld: 30 of 30") != NULL);
    ck_assert(strstr(o, "J is not on your rack.") != NULL);
    ck_assert(strstr(o, "Initial meld: 42 of 30") != NULL);
    ck_assert(strstr(o, "Player 1 plays b3 b4 b5 b10 o10 r10 (initial meld, worth 42); 14 tiles "
                        "left. Table: b3 b4 b5 | b10 o10 r10") != NULL);
    /* move: both sets marked, and the engine's refusal. */
    ck_assert(strstr(o, "   1  b3 b4                         <- not valid: b3 b4: a set needs at "
                        "least 3 tiles") != NULL);
    ck_assert(strstr(o, "   2  b10 o10 r10 b5                <- not valid:") != NULL);
    ck_assert(strstr(o, "Refused: a play must put at least one tile from your rack on the table")
              != NULL);
    /* split, then refusals of bad commands. */
    ck_assert(strstr(o, "   2  b10                           <- not valid") != NULL);
    ck_assert(strstr(o, "   3  o10 r10                       <- not valid") != NULL);
    ck_assert(strstr(o, "b10 is not in set 3.") != NULL);
    ck_assert(strstr(o, "b3 was on the table when your turn began: it cannot go back to your rack.") != NULL);
    ck_assert(strstr(o, "\"9\" is not a set: the sets are 1 to 3.") != NULL);
    ck_assert(strstr(o, "   1  b3 b4 b5 k4                   <- not valid") != NULL);
    /* reset, and a second play after the meld. */
    ck_assert(strstr(o, "Player 1 plays o5 o6 o7; 11 tiles left. Table: b3 b4 b5 | b10 o10 r10 | "
                        "o5 o6 o7") != NULL);
    ck_assert(strstr(o, "Game 1 is over") != NULL);
    cli_run_free(&r);
    free(in);
    cli_tmp_remove();
}
END_TEST

/* Quit half way and resume: the record at the end is the record of the
 * game played in one go. */
START_TEST(test_record_then_resume)
{
    char whole[400], part[400];
    cli_tmp_make("rk-cli");
    cli_tmp_path(whole, sizeof whole, "whole.rummikub");
    cli_tmp_path(part, sizeof part, "part.rummikub");
    char *in = draws(150, "");
    CliRun r = run_cli(in, (const char *[]){"match", "--seat", "1=human", "--seat", "2=ai:hard",
                                         "--seed", "12", "--timer", "0", "--match-games", "1",
                                         "--record", whole, NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    cli_run_free(&r);
    char in1[200] = "";
    for (int i = 0; i < 10; i++) {
        strcat(in1, "draw\n");
    }
    strcat(in1, "quit\nn\nquit\ny\n");
    r = run_cli(in1, (const char *[]){"match", "--seat", "1=human", "--seat", "2=ai:hard",
                                      "--seed", "12", "--timer", "0", "--match-games", "1",
                                      "--record", part, NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert(strstr(r.out, "Good, let's play on.") != NULL);
    ck_assert(strstr(r.out, "Game saved to") != NULL);
    cli_run_free(&r);
    /* Input that ends mid-game: saved, exit 1. */
    r = run_cli("draw\n", (const char *[]){"match", "--resume", part, NULL});
    ck_assert_int_eq(r.status, 1);
    ck_assert(strstr(r.err, "input ended; the game is saved") != NULL);
    cli_run_free(&r);
    r = run_cli(in, (const char *[]){"match", "--resume", part, NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    cli_run_free(&r);
    char *a = cli_read_file(whole);
    char *b = cli_read_file(part);
    ck_assert_str_eq(a, b);
    free(a);
    free(b);
    free(in);
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
    const CliSavesGame g = {RK_CLI,
                            "saved-game.rummikub",
                            "other.rummikub",
                            "quit\ny\n",
                            "Rummikub!",
                            "Game 1 of 4: Player 1 (0 points), ",
                            {"--timer", "0", NULL},
                            {"--games", "1", NULL}};
    cli_tmp_make("rk-cli");
    cli_check_keeps_saved_game(&g);
    cli_tmp_remove();
}
END_TEST

/* ------------------------------------------------------------------ */
/* solve, bench, arena, bots                                           */

START_TEST(test_solve)
{
    cli_tmp_make("rk-cli");
    CliRun r = run_cli("# extend a run, a group from the rack\n"
                    "table k1 k2 k3\nrack k4 r9 b9 o9\n\n"
                    "table -\nrack r10 r11 r12 k1\nmelded 0\n\n"
                    "table -\nrack r1 r2 r3\nmelded 0\n\n"
                    "table r5 r6 r7 | k9 b9 o9\nrack J r8\n",
                    (const char *[]){"solve", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_str_eq(r.out, "tiles 4 value 31\n"
                            "table k1 k2 k3 k4 | b9 o9 r9\n"
                            "tiles 3 value 33\n"
                            "table r10 r11 r12\n"
                            "tiles 0 value 0\n"
                            "table -\n"
                            "tiles 2 value 38\n"
                            "table k9 b9 o9 | r5 r6 r7 r8 J\n");
    cli_run_free(&r);
    r = run_cli("table k1 k2\nrack k4\n", (const char *[]){"solve", NULL});
    ck_assert_int_eq(r.status, 1);
    ck_assert(strstr(r.err, "rummikub-cli solve: line 1:") != NULL);
    cli_run_free(&r);
    r = run_cli("rack x9\n", (const char *[]){"solve", NULL});
    ck_assert_int_eq(r.status, 1);
    ck_assert(strstr(r.err, "line 1") != NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_bench_and_arena)
{
    cli_tmp_make("rk-cli");
    CliRun r = run_cli(NULL, (const char *[]){"bench", "--games", "2", "--positions", "50", "--json",
                                           NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_int_eq(json_int(r.out, "games"), 2);
    ck_assert_int_gt(json_int(r.out, "turns"), 10);
    ck_assert_int_eq(json_int(r.out, "positions"), 50);
    ck_assert(strstr(r.out, "\"solve_p99_ms\":") != NULL);
    cli_run_free(&r);
    r = run_cli(NULL, (const char *[]){"bench", "--games", "1", "--positions", "20", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert(strstr(r.out, "games/s") != NULL && strstr(r.out, "median") != NULL);
    cli_run_free(&r);
    r = run_cli(NULL, (const char *[]){"arena", "--a", "hard", "--b", "easy", "--deals", "3",
                                       "--seed", "2", "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_int_eq(json_int(r.out, "games"), 6);
    ck_assert(strstr(r.out, "\"levels\":[\"hard\",\"easy\"]") != NULL);
    cli_run_free(&r);
    /* a mixed table: seats 2 and 3 named one by one */
    r = run_cli(NULL, (const char *[]){"arena", "--a", "expert", "--b", "keepback,hard", "--players", "3",
                                       "--deals", "1", "--seed", "2", "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    ck_assert_int_eq(json_int(r.out, "games"), 3);
    ck_assert(strstr(r.out, "\"levels\":[\"expert\",\"keepback\",\"hard\"]") != NULL);
    ck_assert(strstr(r.out, "\"level_ms_max\":[") != NULL && strstr(r.out, "\"a_first_rate\":") != NULL);
    cli_run_free(&r);
    cli_tmp_remove();
}
END_TEST

START_TEST(test_bot_seats)
{
    char spec[600];
    cli_tmp_make("rk-cli");
    /* Our own level as an outside bot. */
    snprintf(spec, sizeof spec, "2=bot:%s bot --ai hard --seed 1", RK_CLI);
    CliRun r = run_cli(NULL, (const char *[]){"match", "--seed", "3", "--timer", "0", "--match-games",
                                           "1", "--seat", spec, "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    check_summary(r.out, 2, 1);
    ck_assert(strstr(r.out, "\"names\":[") != NULL && strstr(r.out, "\"rummikub-hard\"") != NULL);
    ck_assert_str_eq(r.err, "");
    cli_run_free(&r);
#ifdef RK_SIMPLEBOT
    /* The example bot, over two games. */
    snprintf(spec, sizeof spec, "2=bot:%s", RK_SIMPLEBOT);
    r = run_cli(NULL, (const char *[]){"match", "--seed", "5", "--timer", "0", "--match-games",
                                       "2", "--seat", spec, "--json", NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    check_summary(r.out, 2, 2);
    ck_assert(strstr(r.out, "\"seats\":[\"ai:medium\",\"bot:") != NULL);
    ck_assert_msg(strstr(r.err, "the computer") == NULL, "%s", r.err); /* it kept its seat */
    cli_run_free(&r);
#endif
    /* A bot that is not there: the computer sits in, and it is said. */
    r = run_cli(NULL, (const char *[]){"match", "--seed", "3", "--timer", "0", "--match-games", "1",
                                       "--seat", "2=bot:./no-such-bot", "--fallback", "hard",
                                       "--json", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert_msg(strstr(r.err, "Seat 2's bot (./no-such-bot) could not be started; the computer "
                                "plays its seat from now on.") != NULL &&
                      strstr(r.out, "\"ai:hard\"") != NULL,
                  "%s%s", r.err, r.out);
    cli_run_free(&r);
#ifdef RK_TESTBOT
    /* A bot that dies when asked, with a saved game resumed: its bot is not
       started again without --allow-bots. */
    char rec[400];
    cli_tmp_path(rec, sizeof rec, "b.rummikub");
    snprintf(spec, sizeof spec, "2=bot:%s exit3", RK_TESTBOT);
    r = run_cli(NULL, (const char *[]){"match", "--seed", "4", "--timer", "0", "--match-games", "1",
                                       "--seat", spec, "--record", rec, "--json", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert(strstr(r.err, "exited with status 3") != NULL);
    cli_run_free(&r);
    /* Its log kept in a folder, and the notice names the file. */
    char logs[400], logfile[500];
    cli_tmp_path(logs, sizeof logs, "logs");
    ck_assert_int_eq(mkdir(logs, 0700), 0);
    r = run_cli(NULL, (const char *[]){"match", "--seed", "4", "--timer", "0", "--match-games", "1",
                                       "--seat", spec, "--bot-log", logs, "--json", NULL});
    ck_assert_int_eq(r.status, 0);
    snprintf(logfile, sizeof logfile, "%s/bot-seat2.log", logs);
    ck_assert_msg(strstr(r.err, logfile) != NULL, "%s", r.err);
    char *log = cli_read_file(logfile);
    ck_assert(strstr(log, "< ask play") != NULL);
    free(log);
    cli_run_free(&r);
    snprintf(spec, sizeof spec, "2=bot:%s good", RK_TESTBOT);
    r = run_cli("draw\ndraw\nquit\ny\n",
                (const char *[]){"match", "--seed", "4", "--timer", "0", "--match-games", "1",
                                 "--seat", "1=human", "--seat", spec, "--record", rec, NULL});
    ck_assert_msg(r.status == 0, "%s", r.err);
    cli_run_free(&r);
    r = run_cli("quit\ny\n", (const char *[]){"match", "--resume", rec, NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert(strstr(r.err, "was not started") != NULL);
    ck_assert(strstr(r.err, "--allow-bots starts them") != NULL);
    cli_run_free(&r);
    r = run_cli("quit\ny\n", (const char *[]){"match", "--resume", rec, "--allow-bots", NULL});
    ck_assert_int_eq(r.status, 0);
    ck_assert(strstr(r.err, "was not started") == NULL);
    cli_run_free(&r);
#endif
    cli_tmp_remove();
}
END_TEST

static Suite *cli_suite(void)
{
    Suite *s = suite_create("rummikub_cli");
    TCase *args = tcase_create("arguments");
    tcase_add_test(args, test_help_and_version);
    tcase_add_loop_test(args, test_bad_arguments, 0, (int)(sizeof bad_args / sizeof bad_args[0]));
    suite_add_tcase(s, args);
    TCase *core = tcase_create("core");
    tcase_set_timeout(core, 60);
    tcase_add_test(core, test_json_match);
    tcase_add_test(core, test_games_across_matches);
    tcase_add_test(core, test_later_match_names_the_bot);
    tcase_add_test(core, test_record_and_replay);
    tcase_add_loop_test(core, test_record_path_not_a_file, 0, 2 * CLI_NOT_FILES);
    tcase_add_test(core, test_terminal_whole_game);
    tcase_add_test(core, test_terminal_commands);
    tcase_add_test(core, test_record_then_resume);
    tcase_add_test(core, test_new_match_keeps_saved_game);
    tcase_add_test(core, test_solve);
    tcase_add_test(core, test_bench_and_arena);
    tcase_add_test(core, test_bot_seats);
    suite_add_tcase(s, core);
    return s;
}

int main(void)
{
    return test_run(cli_suite(), NULL, 0);
}
