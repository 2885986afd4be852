/*
 * test_botplay_match.c - `racko-cli bot` as a real bot program.
 *
 * A match hosted by our table (racko/table.h) with seat 2 played by
 * `racko-cli bot --ai LEVEL --seed S` must be exactly the same game, event
 * for event, as the same match with seat 2 played by the built-in level,
 * when S is the seed the table gives that seat's computer player.  Also:
 * the same through `racko-cli match --json`, our bot against the example
 * bot, and `racko-cli bot` itself (arguments, bad input, end of input).
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kit/rng.h"
#include "racko/table.h"
#include "common/run.h"

#ifndef RACKO_CLI
#error "RACKO_CLI must name the racko-cli program"
#endif
#ifndef RACKO_SIMPLEBOT
#error "RACKO_SIMPLEBOT must name the racko-simplebot program"
#endif

/* The seed the table gives seat `seat`'s computer player (src/play/table.c). */
static uint64_t seat_seed(uint64_t seed, int seat)
{
    return tk_mix64(seed ^ (0x5eA7000000000000ull + (uint64_t)seat));
}

typedef struct Played {
    RackoEvent *ev;
    int n, cap;
    int rounds;
    int notices;
    char notice[512];
} Played;

/* Plays a whole match at a table (no humans), keeping every event. */
static void play_table(const RackoTableSetup *setup, Played *out)
{
    RackoTable *t = NULL;
    char msg[300];
    memset(out, 0, sizeof *out);
    ck_assert_msg(racko_table_new(setup, &t, msg, sizeof msg) == RACKO_OK, "%s", msg);
    const RackoGame *g = racko_table_game(t);
    for (long steps = 0;; steps++) {
        RackoEvent ev;
        int st = RACKO_OK;
        while (mt_match_next_event(t, &ev)) {
            if (out->n == out->cap) {
                out->cap = out->cap ? 2 * out->cap : 1024;
                out->ev = realloc(out->ev, (size_t)out->cap * sizeof *out->ev);
                ck_assert_ptr_nonnull(out->ev);
            }
            out->ev[out->n++] = ev;
            out->rounds += ev.kind == RACKO_EV_ROUND_SCORED;
        }
        while (mt_match_next_notice(t, msg, sizeof msg)) {
            out->notices++;
            snprintf(out->notice, sizeof out->notice, "%s", msg);
        }
        int phase = racko_game_phase(g);
        if (phase == RACKO_PHASE_MATCH_OVER) {
            break;
        }
        ck_assert_int_lt(steps, 1000000);
        if (phase == RACKO_PHASE_ROUND_OVER) {
            ck_assert_int_eq(racko_table_apply(t, -1, (RackoAction){RACKO_ACT_DEAL, 0}),
                             RACKO_OK);
            continue;
        }
        ck_assert_int_ne(mt_match_step(t, 50, &st), MT_STEP_IDLE);
        ck_assert_int_eq(st, RACKO_OK);
    }
    for (int s = 0; s < setup->config.players; s++) {
        /* a bot seat is still played by its bot: it never failed */
        ck_assert_str_eq(mt_match_seat_spec(t, s), setup->seat[s].spec);
    }
    mt_match_free(t);
}

static int same_event(const RackoEvent *a, const RackoEvent *b)
{
    if (a->kind != b->kind) {
        return 0;
    }
#define SAME(member) (memcmp(&a->u.member, &b->u.member, sizeof a->u.member) == 0)
    switch (a->kind) {
    case RACKO_EV_DEALER_DRAW: return SAME(dealer_draw);
    case RACKO_EV_ROUND_START: return SAME(round_start);
    case RACKO_EV_DEAL_CARD: return SAME(deal_card);
    case RACKO_EV_ECLAIR_PLACE: return SAME(eclair_place);
    case RACKO_EV_DISCARD_FLIP: return SAME(discard_flip);
    case RACKO_EV_TURN_START: return SAME(turn_start);
    case RACKO_EV_DRAW_DECK: return SAME(draw_deck);
    case RACKO_EV_TAKE_DISCARD: return SAME(take_discard);
    case RACKO_EV_PLACE: return SAME(place);
    case RACKO_EV_DISCARD: return SAME(discard);
    case RACKO_EV_RESHUFFLE: return SAME(reshuffle);
    case RACKO_EV_RACKO: return SAME(racko);
    case RACKO_EV_TURN_LIMIT: return SAME(turn_limit);
    case RACKO_EV_ROUND_SCORED:
        return memcmp(&a->u.round_scored, &b->u.round_scored,
                      offsetof(RackoRoundScore, rack) + sizeof a->u.round_scored.rack) == 0;
    case RACKO_EV_TOKEN_PAYMENT: return SAME(token_payment);
    case RACKO_EV_MATCH_OVER: return SAME(match_over);
    }
#undef SAME
    return 0;
}

/* The first event where two matches part, or -1 if they are the same. */
static int first_difference(const Played *a, const Played *b)
{
    int n = a->n < b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) {
        if (!same_event(&a->ev[i], &b->ev[i])) {
            return i;
        }
    }
    return a->n == b->n ? -1 : n;
}

static RackoTableSetup setup_for(int players, unsigned rules, uint64_t seed, const char *level)
{
    RackoTableSetup s;
    racko_table_setup_default(&s, players);
    s.config.rules = rules;
    s.config.target = 300;
    s.seed = seed;
    s.bot_reply_ms = 30000; /* a loaded machine must not fail the bot */
    for (int k = 0; k < players; k++) {
        snprintf(s.seat[k].spec, sizeof s.seat[k].spec, "ai:%s", level);
    }
    return s;
}

/* Seat 2 as `racko-cli bot` seeded with `bot_seed`. */
static void seat2_bot(RackoTableSetup *s, const char *level, uint64_t bot_seed)
{
    snprintf(s->seat[1].spec, sizeof s->seat[1].spec, "bot:%s bot --ai %s --seed %llu",
             RACKO_CLI, level, (unsigned long long)bot_seed);
}

static const struct {
    int players;
    unsigned rules;
    const char *what;
} tables[] = {
    {2, RACKO_RULE_BONUS, "2 players, bonus"},
    {3, RACKO_RULE_BONUS, "3 players"},
    {2, RACKO_RULE_TWORUN, "2 players, tworun"},
    {2, RACKO_RULE_ECLAIR | RACKO_RULE_BONUS, "2 players, eclair"},
    {3, RACKO_RULE_ECLAIR, "3 players, eclair"},
    {2, RACKO_RULE_SHUFFLE | RACKO_RULE_BONUS, "2 players, shuffle"},
    {3, RACKO_RULE_TOKENS, "3 players, tokens"},
    {4, RACKO_RULE_TEAMS | RACKO_RULE_BONUS, "4 players, teams"},
};
#define NTABLES ((int)(sizeof tables / sizeof tables[0]))

/* Seat 2 played by `racko-cli bot --ai expert` plays the built-in expert's game. */
START_TEST(bot_plays_the_builtin_game)
{
    uint64_t seed = 4100 + (uint64_t)_i;
    int t = _i % NTABLES;
    RackoTableSetup builtin = setup_for(tables[t].players, tables[t].rules, seed, "expert");
    RackoTableSetup hosted = builtin;
    seat2_bot(&hosted, "expert", seat_seed(seed, 1));
    Played a, b;
    play_table(&builtin, &a);
    play_table(&hosted, &b);
    ck_assert_msg(b.notices == 0, "%s: %s", tables[t].what, b.notice);
    ck_assert_int_gt(a.rounds, 0);
    int d = first_difference(&a, &b);
    ck_assert_msg(d < 0, "%s, seed %llu: the bot's match parts from the built-in's at event %d",
                  tables[t].what, (unsigned long long)seed, d);
    free(a.ev);
    free(b.ev);
}
END_TEST

/* The comparison sees the level's randomness: the easy level plays the
 * same game only with the seed the table would give it. */
START_TEST(the_seed_matters)
{
    uint64_t seed = 77;
    RackoTableSetup builtin = setup_for(3, RACKO_RULE_BONUS, seed, "easy");
    RackoTableSetup right = builtin, wrong = builtin;
    seat2_bot(&right, "easy", seat_seed(seed, 1));
    seat2_bot(&wrong, "easy", seat_seed(seed, 1) ^ 1);
    Played a, b, c;
    play_table(&builtin, &a);
    play_table(&right, &b);
    play_table(&wrong, &c);
    ck_assert_int_eq(b.notices + c.notices, 0);
    ck_assert_int_lt(first_difference(&a, &b), 0);
    ck_assert_int_ge(first_difference(&a, &c), 0);
    free(a.ev);
    free(b.ev);
    free(c.ev);
}
END_TEST

/* ------------------------------------------------------------------ */
/* racko-cli                                                           */

typedef struct Run {
    int status;
    char *out;
    char *err;
} Run;

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    long n = ftell(f);
    ck_assert_int_ge(n, 0);
    rewind(f);
    char *buf = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq((long)fread(buf, 1, (size_t)n, f), n);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

/* Runs `sh -c "CMD < input > out 2> err"` in a fresh directory. */
static Run run_shell(const char *cmd, const char *input)
{
    char dir[] = "/tmp/racko-botplay-XXXXXX";
    char path[200], line[4096];
    Run r;
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/in", dir);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs(input != NULL ? input : "", f);
    ck_assert_int_eq(fclose(f), 0);
    snprintf(line, sizeof line, "cd '%s' && %s < in > out 2> err", dir, cmd);
    int st = system(line);
    ck_assert_int_ne(st, -1);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    snprintf(path, sizeof path, "%s/out", dir);
    r.out = slurp(path);
    snprintf(path, sizeof path, "%s/err", dir);
    r.err = slurp(path);
    snprintf(line, sizeof line, "rm -rf '%s'", dir);
    ck_assert_int_eq(system(line), 0);
    return r;
}

static void run_free(Run *r)
{
    free(r->out);
    free(r->err);
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++) {
        n += *s == '\n';
    }
    return n;
}

/* The JSON lines of a match, but the summary (it names the seats). */
static char *without_summary(char *json)
{
    char *s = strstr(json, "{\"type\":\"summary\"");
    ck_assert_ptr_nonnull(s);
    *s = '\0';
    return json;
}

/* racko-cli match --json: the same rounds with seat 2 as our bot. */
START_TEST(cli_match_json_same_rounds)
{
    static const char *const rules[] = {"bonus", "tokens", "eclair,shuffle"};
    const char *r = rules[_i];
    int players = _i == 0 ? 2 : 3;
    uint64_t seed = 90 + (uint64_t)_i;
    char cmd[1024], seats[200] = "";
    for (int k = 1; k <= players; k++) {
        snprintf(seats + strlen(seats), sizeof seats - strlen(seats), " --seat %d=ai:expert",
                 k);
    }
    snprintf(cmd, sizeof cmd, "'%s' match --players %d --rules %s%s --seed %llu --json",
             RACKO_CLI, players, r, seats, (unsigned long long)seed);
    Run a = run_shell(cmd, NULL);
    snprintf(cmd + strlen(cmd), sizeof cmd - strlen(cmd),
             " --seat 2=bot:\"'%s' bot --ai expert --seed %llu\"", RACKO_CLI,
             (unsigned long long)seat_seed(seed, 1));
    Run b = run_shell(cmd, NULL);
    ck_assert_msg(a.status == 0 && b.status == 0, "%s", b.err);
    ck_assert_msg(strstr(b.err, "plays its seat from now on") == NULL, "%s", b.err);
    ck_assert_int_ge(count_lines(a.out), 3);
    ck_assert_str_eq(without_summary(a.out), without_summary(b.out));
    run_free(&a);
    run_free(&b);
}
END_TEST

/* Our bot against the example bot, both hosted by racko-cli. */
START_TEST(against_simplebot)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "'%s' match --players 2 --seed 5 --rounds 6 --json"
             " --seat 1=bot:\"'%s' bot --ai expert\" --seat 2=bot:\"'%s'\"",
             RACKO_CLI, RACKO_CLI, RACKO_SIMPLEBOT);
    Run a = run_shell(cmd, NULL);
    ck_assert_msg(a.status == 0, "%s", a.err);
    ck_assert_msg(strstr(a.err, "plays its seat from now on") == NULL, "%s", a.err);
    int rounds = 0;
    for (const char *s = a.out; (s = strstr(s, "{\"type\":\"round\"")) != NULL; s++) {
        rounds++;
    }
    ck_assert_int_eq(rounds, 6);
    ck_assert_ptr_nonnull(strstr(a.out, "\"rounds\":6"));
    ck_assert_ptr_nonnull(strstr(a.out, "\"names\":[\"racko-expert\""));
    run_free(&a);
    /* Four seats: two of ours (different levels), the example bot, a built-in. */
    snprintf(cmd, sizeof cmd,
             "'%s' match --players 4 --rules bonus,eclair --seed 8 --rounds 3 --json"
             " --seat 1=bot:\"'%s' bot --ai hard --name hardbot\" --seat 2=bot:\"'%s'\""
             " --seat 3=bot:\"'%s' bot --ai easy\" --seat 4=ai:expert",
             RACKO_CLI, RACKO_CLI, RACKO_SIMPLEBOT, RACKO_CLI);
    a = run_shell(cmd, NULL);
    ck_assert_msg(a.status == 0, "%s", a.err);
    ck_assert_msg(strstr(a.err, "plays its seat from now on") == NULL, "%s", a.err);
    ck_assert_ptr_nonnull(strstr(a.out, "\"rounds\":3"));
    ck_assert_ptr_nonnull(strstr(a.out, "\"hardbot\""));
    run_free(&a);
}
END_TEST

START_TEST(bot_arguments)
{
    static const char *const bad[] = {
        "bot",
        "bot --ai",
        "bot --ai grandmaster",
        "bot --ai expert --seed x",
        "bot --ai expert --name 'two words'",
        "bot --ai expert --name ''",
        "bot --ai expert --colour red",
        "bot --ai expert extra",
    };
    char cmd[600];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(cmd, sizeof cmd, "'%s' %s", RACKO_CLI, bad[i]);
        Run r = run_shell(cmd, "rbp 1\n");
        ck_assert_msg(r.status == 2, "'%s' exited %d", bad[i], r.status);
        ck_assert_msg(count_lines(r.err) == 1, "'%s' said: %s", bad[i], r.err);
        ck_assert_str_eq(r.out, "");
        run_free(&r);
    }
    snprintf(cmd, sizeof cmd, "'%s' bot --help", RACKO_CLI);
    Run r = run_shell(cmd, NULL);
    ck_assert_int_eq(r.status, 0);
    ck_assert_ptr_nonnull(strstr(r.out, "usage: racko-cli bot --ai LEVEL"));
    run_free(&r);
    snprintf(cmd, sizeof cmd, "'%s' --help", RACKO_CLI);
    r = run_shell(cmd, NULL);
    ck_assert_ptr_nonnull(strstr(r.out, "  bot "));
    run_free(&r);
}
END_TEST

/* Bad input is logged and skipped; questions still get one answer each. */
START_TEST(bot_survives_bad_input)
{
    static const char input[] =
        "rbp 1\n"
        "match players=2 seat=2 deck=40 target=500 teams=0 rules=bonus\n"
        "hello there\n"
        "round 1 dealer=2\n"
        "rack 31 4 22 17 9 40 12 35 26 2\n"
        "discard 19\n"
        "turn 1\n"
        "drew 1 discard 19\n"
        "placed 1 4 23\n"
        "\x01\x02 binary\n"
        "turn 2\n"
        "ask draw\n"
        "error your answer is refused\n"
        "ask draw\n"
        "drew 2 deck\n"
        "ask place 37 deck\n"
        "placed 2 9 26\n"
        "ask draw\n" /* not our turn: a blind answer */
        "placed 9 9 9\n"
        "bye\n";
    char cmd[600];
    snprintf(cmd, sizeof cmd, "'%s' bot --ai expert --seed 3 --name tester", RACKO_CLI);
    Run r = run_shell(cmd, input);
    ck_assert_msg(r.status == 0, "exit %d: %s", r.status, r.err);
    ck_assert_int_eq(count_lines(r.out), 5); /* ok, 2 draws, 1 place, 1 blind */
    ck_assert(strncmp(r.out, "ok tester\n", 10) == 0);
    ck_assert_ptr_nonnull(strstr(r.err, "'hello there' is not a line of the bot protocol"));
    ck_assert_ptr_nonnull(strstr(r.err, "binary or non-ASCII"));
    ck_assert_ptr_nonnull(strstr(r.err, "answered blindly"));
    ck_assert_ptr_nonnull(strstr(r.err, "no seat 9"));
    ck_assert_ptr_nonnull(strstr(r.err, "bye (4 lines refused)"));
    /* The answer after `error` differs from the refused one. */
    char first[32], second[32];
    ck_assert_int_eq(sscanf(r.out, "ok tester\n%31s\n%31s", first, second), 2);
    ck_assert_str_ne(first, second);
    run_free(&r);
    /* Input that ends during the match is a failure; after it, not. */
    r = run_shell(cmd, "rbp 1\nmatch players=2 seat=1 deck=40 target=500 teams=0 rules=bonus\n");
    ck_assert_int_eq(r.status, 1);
    ck_assert_ptr_nonnull(strstr(r.err, "input ended without 'bye' during the match"));
    run_free(&r);
}
END_TEST

static Suite *botplay_match_suite(void)
{
    Suite *s = suite_create("botplay_match");
    TCase *tc = tcase_create("same_game");
    tcase_set_timeout(tc, 240);
    tcase_add_loop_test(tc, bot_plays_the_builtin_game, 0, 2 * NTABLES);
    tcase_add_test(tc, the_seed_matters);
    suite_add_tcase(s, tc);
    TCase *cli = tcase_create("cli");
    tcase_set_timeout(cli, 240);
    tcase_add_loop_test(cli, cli_match_json_same_rounds, 0, 3);
    tcase_add_test(cli, against_simplebot);
    tcase_add_test(cli, bot_arguments);
    tcase_add_test(cli, bot_survives_bad_input);
    suite_add_tcase(s, cli);
    return s;
}

int main(void)
{
    return test_run(botplay_match_suite(), NULL, 0);
}
