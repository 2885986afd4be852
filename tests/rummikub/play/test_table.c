/*
 * test_table.c - the Rummikub table (rummikub/table.h): computer matches
 * to their end, a person's moves and refusals, the turn timer, autosave
 * (byte for byte the record of the game after every action), resume with
 * and without the bots, the records' one verdict on seats, and bots that
 * play, make illegal plays, or die.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/portable.h"
#include "common/run.h"
#include "rummikub/record.h"
#include "rummikub/table.h"

static char tmpdir[256];

static void make_tmpdir(void)
{
    ck_assert_int_eq(portable_make_temp_dir("rk-play", tmpdir, sizeof tmpdir), 0);
}

static void remove_tmpdir(void)
{
    portable_remove_tree(tmpdir);
}

static void tmp_path(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/%s", tmpdir, name);
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *buf = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq((long)fread(buf, 1, (size_t)n, f), n);
    buf[n] = '\0';
    fclose(f);
    *len = (size_t)n;
    return buf;
}

static RkMatch *new_match(int players, uint64_t seed, const char *const *specs, int timer, int games)
{
    RkMatchSetup setup;
    RkMatch *t = NULL;
    char msg[400] = "";
    rk_match_setup_default(&setup, players);
    setup.seed = seed;
    setup.config.timer = timer;
    setup.config.games = games;
    for (int s = 0; s < players; s++) {
        snprintf(setup.seat[s].spec, sizeof setup.seat[s].spec, "%s", specs[s]);
    }
    int st = rk_match_new(&setup, &t, msg, sizeof msg);
    ck_assert_msg(st == TK_OK, "rk_match_new: %s", msg);
    return t;
}

/* Steps and deals until the match is over (no person at the table);
 * returns the games seen over in the events. */
static int run_to_end(RkMatch *t)
{
    int games = 0;
    for (int guard = 0; guard < 100000; guard++) {
        RkEvent ev;
        int st = TK_OK;
        while (mt_match_next_event(t, &ev)) {
            games += ev.kind == RK_EV_GAME_OVER;
        }
        int phase = rk_game_phase(rk_match_game(t));
        if (phase == RK_PHASE_MATCH_OVER) {
            return games;
        }
        if (phase == RK_PHASE_GAME_OVER) {
            ck_assert_int_eq(mt_match_deal(t), TK_OK);
            continue;
        }
        MtStepResult r = mt_match_step(t, 50, &st);
        ck_assert_int_eq(st, TK_OK);
        ck_assert_int_ne(r, MT_STEP_IDLE);
    }
    ck_abort_msg("the match did not end");
    return games;
}

START_TEST(test_computers_play_a_match)
{
    static const char *const specs[] = {"ai:hard", "ai:hard", "ai:hard"};
    RkMatch *t = new_match(3, 11 + (uint64_t)_i, specs, 60, 2);
    ck_assert_int_eq(mt_match_human_to_act(t), -1);
    ck_assert_int_eq(run_to_end(t), 2);
    const RkGame *g = rk_match_game(t);
    int sum = 0;
    for (int s = 0; s < 3; s++) {
        sum += rk_game_total(g, s);
        ck_assert_int_eq(mt_match_seat_kind(t, s), MT_SEAT_AI);
        ck_assert_str_eq(mt_match_seat_spec(t, s), "ai:hard");
        ck_assert(mt_match_seat_name(t, s)[0] != '\0');
    }
    ck_assert_int_eq(sum, 0);
    /* Distinct names. */
    ck_assert_str_ne(mt_match_seat_name(t, 0), mt_match_seat_name(t, 1));
    ck_assert_int_eq(mt_match_step(t, 0, NULL), MT_STEP_IDLE);
    mt_match_free(t);
}
END_TEST

START_TEST(test_human_moves)
{
    static const char *const specs[] = {"human", "ai:hard"};
    RkMatchSetup setup;
    RkMatch *t = NULL;
    rk_match_setup_default(&setup, 2);
    setup.seed = 5;
    setup.config.first = 0;
    snprintf(setup.seat[1].spec, sizeof setup.seat[1].spec, "%s", specs[1]);
    snprintf(setup.seat[0].name, sizeof setup.seat[0].name, "Ada");
    ck_assert_int_eq(rk_match_new(&setup, &t, NULL, 0), TK_OK);
    ck_assert_str_eq(mt_match_seat_name(t, 0), "Ada");
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    ck_assert_int_eq(mt_match_human_to_act(t), 0);
    /* Not a person's seat; not a move a person makes this way. */
    ck_assert_int_eq(rk_match_apply(t, 1, RK_ACT_DRAW, NULL), TK_E_TURN);
    ck_assert_int_eq(rk_match_apply(t, 0, RK_ACT_DEAL, NULL), TK_E_ARG);
    /* A play with a tile not on the rack is refused and changes nothing. */
    RkCounts rack;
    rk_game_rack(rk_match_game(t), 0, &rack);
    RkTile missing = 0;
    while (rack.n[missing] != 0) {
        missing++;
    }
    RkTable tb;
    memset(&tb, 0, sizeof tb);
    tb.nsets = 1;
    tb.sets[0].n = 3;
    tb.sets[0].t[0] = missing;
    tb.sets[0].t[1] = missing;
    tb.sets[0].t[2] = missing;
    ck_assert_int_ne(rk_match_apply(t, 0, RK_ACT_PLAY, &tb), TK_OK);
    ck_assert(strstr(rk_match_error(t), "rack") != NULL);
    ck_assert_int_eq(rk_game_rack_count(rk_match_game(t), 0), 14);
    ck_assert_int_eq(rk_match_apply(t, 0, RK_ACT_DRAW, NULL), TK_OK);
    ck_assert_int_eq(rk_game_rack_count(rk_match_game(t), 0), 15);
    /* The computer's turn, then the person's again. */
    ck_assert_int_eq(mt_match_human_to_act(t), -1);
    ck_assert_int_eq(mt_match_step(t, 0, NULL), MT_STEP_ACTED);
    ck_assert_int_eq(mt_match_human_to_act(t), 0);
    /* The turn timer: three tiles. */
    ck_assert_int_eq(rk_match_timeout(t), TK_OK);
    ck_assert_int_eq(rk_game_rack_count(rk_match_game(t), 0), 18);
    RkEvent ev;
    int penalties = 0;
    while (mt_match_next_event(t, &ev)) {
        penalties += ev.kind == RK_EV_PENALTY;
    }
    ck_assert_int_eq(penalties, 1);
    mt_match_free(t);
    /* No timer: no timeout. */
    t = new_match(2, 5, specs, 0, 1);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    ck_assert_int_eq(rk_match_timeout(t), TK_E_RULE);
    mt_match_free(t);
}
END_TEST

START_TEST(test_bad_setups)
{
    RkMatchSetup setup;
    RkMatch *t = NULL;
    char msg[300];
    rk_match_setup_default(&setup, 2);
    snprintf(setup.seat[1].spec, sizeof setup.seat[1].spec, "ai:nosuch");
    ck_assert_int_eq(rk_match_new(&setup, &t, msg, sizeof msg), TK_E_ARG);
    ck_assert_ptr_null(t);
    ck_assert(strstr(msg, "seat 2") != NULL);
    rk_match_setup_default(&setup, 2);
    setup.config.timer = 31;
    ck_assert_int_eq(rk_match_new(&setup, &t, msg, sizeof msg), TK_E_CONFIG);
    rk_match_setup_default(&setup, 2);
    setup.fallback_level = "nosuch";
    ck_assert_int_eq(rk_match_new(&setup, &t, msg, sizeof msg), TK_E_ARG);
    ck_assert(strstr(msg, "fallback") != NULL);
}
END_TEST

/* Autosave after every action: the file is the game's record, byte for
 * byte, and loads to the same match. */
START_TEST(test_autosave_every_action)
{
    static const char *const specs[] = {"human", "ai:hard", "ai:hard"};
    char path[400];
    make_tmpdir();
    tmp_path(path, sizeof path, "auto.rummikub");
    RkMatch *t = new_match(3, 21, specs, 60, 1);
    ck_assert_int_eq(mt_match_set_autosave(t, path), TK_OK);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    for (int k = 0; k < 60 && rk_game_phase(rk_match_game(t)) == RK_PHASE_TURN; k++) {
        if (mt_match_human_to_act(t) == 0) {
            ck_assert_int_eq(rk_match_apply(t, 0, RK_ACT_DRAW, NULL), TK_OK);
        } else {
            ck_assert_int_eq(mt_match_step(t, 0, NULL), MT_STEP_ACTED);
        }
        RkRecordMeta meta;
        memset(&meta, 0, sizeof meta);
        for (int s = 0; s < 3; s++) {
            snprintf(meta.seat[s].spec, sizeof meta.seat[s].spec, "%s", mt_match_seat_spec(t, s));
            snprintf(meta.seat[s].name, sizeof meta.seat[s].name, "%s", mt_match_seat_name(t, s));
        }
        char *want = NULL;
        size_t want_len = 0, got_len = 0;
        ck_assert_int_eq(rk_record_write(rk_match_game(t), &meta, &want, &want_len), TK_OK);
        char *got = slurp(path, &got_len);
        ck_assert_uint_eq(got_len, want_len);
        ck_assert_int_eq(memcmp(got, want, want_len), 0);
        free(got);
        free(want);
    }
    RkGame *g = NULL;
    ck_assert_int_eq(rk_match_load_record(path, &g, NULL, NULL, 0), TK_OK);
    ck_assert(rk_game_same(g, rk_match_game(t)));
    rk_game_free(g);
    mt_match_free(t);
    remove_tmpdir();
}
END_TEST

START_TEST(test_resume_and_verdict)
{
    static const char *const specs[] = {"ai:hard", "ai:hard"};
    char path[400], bad[400], msg[600];
    make_tmpdir();
    tmp_path(path, sizeof path, "saved.rummikub");
    tmp_path(bad, sizeof bad, "bad.rummikub");
    RkMatch *t = new_match(2, 8, specs, 0, 1);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    for (int k = 0; k < 10; k++) {
        ck_assert_int_eq(mt_match_step(t, 0, NULL), MT_STEP_ACTED);
    }
    ck_assert_int_eq(mt_match_save(t, path, msg, sizeof msg), TK_OK);
    /* The same record with seat 2 a bot, and with a seat no table takes. */
    size_t len;
    char *text = slurp(path, &len);
    RkGame *g = NULL;
    RkRecordMeta meta;
    ck_assert_int_eq(rk_record_read(text, len, &g, &meta, NULL, 0), TK_OK);
    snprintf(meta.seat[1].spec, sizeof meta.seat[1].spec, "bot:./nosuchbot");
    ck_assert_int_eq(rk_record_save(g, &meta, path, NULL, 0), TK_OK);
    snprintf(meta.seat[1].spec, sizeof meta.seat[1].spec, "ai:nosuch\x1b[2J");
    ck_assert_int_eq(rk_record_save(g, &meta, bad, NULL, 0), TK_OK);
    free(text);

    /* Where it stands, and whose it is: computers' and a bot's. */
    int over = -1, people = -1;
    ck_assert_int_eq(mt_saved_line(&rk_match_class, path, msg, sizeof msg, &over, &people), TK_OK);
    ck_assert_msg(strncmp(msg, "Game 1 of ", 10) == 0, "%s", msg);
    ck_assert_int_eq(over, 0);
    ck_assert_int_eq(people, 0);
    ck_assert_int_eq(mt_saved_line(&rk_match_class, bad, msg, sizeof msg, &over, &people), TK_E_FORMAT);
    ck_assert(strstr(msg, "seat 2") != NULL);

    RkGame *r = NULL;
    ck_assert_int_eq(rk_match_load_record(bad, &r, NULL, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_null(r);
    ck_assert(strncmp(msg, bad, strlen(bad)) == 0);
    ck_assert(strstr(msg, "seat 2") != NULL);
    ck_assert(strchr(msg, '\x1b') == NULL);
    RkMatch *m = NULL;
    ck_assert_int_eq(rk_match_resume(bad, NULL, &m, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_null(m);

    /* Without permission the bot does not start: the computer sits in. */
    MtResume opt;
    memset(&opt, 0, sizeof opt);
    opt.open = MT_OPEN_NO_BOTS;
    opt.fallback_level = "hard"; /* as the original seat 2 */
    ck_assert_int_eq(rk_match_resume(path, &opt, &m, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_AI);
    ck_assert(rk_game_same(rk_match_game(m), g));
    char notice[400];
    ck_assert_int_eq(mt_match_next_notice(m, notice, sizeof notice), 1);
    ck_assert(strstr(notice, "was not started") != NULL);
    RkEvent ev;
    ck_assert_int_eq(mt_match_next_event(m, &ev), 0); /* replayed events are not queued */
    /* Played on, the match ends like the original one played on. */
    int st = TK_OK;
    while (rk_game_phase(rk_match_game(m)) == RK_PHASE_TURN) {
        ck_assert_int_eq(mt_match_step(m, 0, &st), MT_STEP_ACTED);
        ck_assert_int_eq(mt_match_step(t, 0, &st), MT_STEP_ACTED);
    }
    ck_assert(rk_game_same(rk_match_game(m), rk_match_game(t)));
    mt_match_free(m);
    rk_game_free(g);
    mt_match_free(t);
    remove_tmpdir();
}
END_TEST

#ifdef RK_TESTBOT
static RkMatch *bot_match(const char *mode, uint64_t seed, char *msg, size_t size)
{
    char spec[600];
    const char *specs[2];
    snprintf(spec, sizeof spec, "bot:%s %s", RK_TESTBOT, mode);
    specs[0] = "ai:hard";
    specs[1] = spec;
    (void)msg;
    (void)size;
    return new_match(2, seed, specs, 0, 1);
}

START_TEST(test_bot_plays)
{
    RkMatch *t = bot_match("good", 3, NULL, 0);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    ck_assert_str_eq(mt_match_seat_name(t, 1), "testbot");
    ck_assert_int_eq(run_to_end(t), 1);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    char notice[400];
    ck_assert_int_eq(mt_match_next_notice(t, notice, sizeof notice), 0);
    mt_match_free(t);
}
END_TEST

/* The bot's log is on disk at each game's end, while the match goes on:
 * its author can read what it said in game 1 during game 2. */
/* Seats that one program plays are told apart: the first takes the bot's
 * name, the next ones are numbered, in seat order; a name the player gave
 * is kept and counts as taken. */
START_TEST(test_same_bot_twice_named_apart)
{
    RkMatchSetup setup;
    RkMatch *t = NULL;
    char msg[400] = "";
    rk_match_setup_default(&setup, 4);
    setup.seed = 8;
    setup.config.timer = 0;
    for (int s = 0; s < 4; s++) {
        snprintf(setup.seat[s].spec, sizeof setup.seat[s].spec, "bot:%s good", RK_TESTBOT);
    }
    snprintf(setup.seat[1].name, sizeof setup.seat[1].name, "testbot 2");
    ck_assert_msg(rk_match_new(&setup, &t, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_str_eq(mt_match_seat_name(t, 0), "testbot");
    ck_assert_str_eq(mt_match_seat_name(t, 1), "testbot 2"); /* the player's */
    ck_assert_str_eq(mt_match_seat_name(t, 2), "testbot 3");
    ck_assert_str_eq(mt_match_seat_name(t, 3), "testbot 4");
    mt_match_free(t);
}
END_TEST

START_TEST(test_bot_log_each_game)
{
    RkMatchSetup setup;
    RkMatch *t = NULL;
    char msg[400] = "", dir[300], file[400];
    make_tmpdir();
    tmp_path(dir, sizeof dir, "logs");
    ck_assert_int_eq(portable_mkdir(dir), 0);
    rk_match_setup_default(&setup, 2);
    setup.seed = 5;
    setup.config.timer = 0;
    setup.config.games = 2;
    snprintf(setup.seat[0].spec, sizeof setup.seat[0].spec, "ai:hard");
    snprintf(setup.seat[1].spec, sizeof setup.seat[1].spec, "bot:%s good", RK_TESTBOT);
    setup.bot_log_dir = dir;
    ck_assert_msg(rk_match_new(&setup, &t, msg, sizeof msg) == TK_OK, "%s", msg);
    snprintf(file, sizeof file, "%s/bot-seat2.log", dir);
    /* Play game 1 to its end, then look before game 2 is dealt. */
    for (int guard = 0; guard < 100000; guard++) {
        RkEvent ev;
        int st = TK_OK, over = 0;
        while (mt_match_next_event(t, &ev)) {
            over |= ev.kind == RK_EV_GAME_OVER;
        }
        if (over) {
            break;
        }
        if (rk_game_phase(rk_match_game(t)) == RK_PHASE_GAME_OVER) {
            ck_assert_int_eq(mt_match_deal(t), TK_OK);
            continue;
        }
        mt_match_step(t, 50, &st);
        ck_assert_int_eq(st, TK_OK);
    }
    ck_assert_int_eq(rk_game_phase(rk_match_game(t)), RK_PHASE_GAME_OVER);
    size_t len = 0;
    char *log = slurp(file, &len);
    /* What it was told during game 1 (its answer to the last lines may
     * still be on the way), and nothing of game 2 yet. */
    ck_assert(strstr(log, "< game 1 first=") != NULL);
    ck_assert(strstr(log, "< ask play") != NULL);
    ck_assert(strstr(log, "< game 2 ") == NULL);
    free(log);
    mt_match_free(t);
    remove_tmpdir();
}
END_TEST

START_TEST(test_bot_illegal_plays_draw)
{
    /* Plays the rules refuse: three refusals a turn, then the seat draws;
       the bot keeps its seat. */
    RkMatch *t = bot_match("illegal", 4, NULL, 0);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    int draws = 0;
    for (int k = 0; k < 12 && rk_game_phase(rk_match_game(t)) == RK_PHASE_TURN; k++) {
        int seat = rk_game_to_act(rk_match_game(t));
        int before = rk_game_rack_count(rk_match_game(t), seat);
        MtStepResult r;
        while ((r = mt_match_step(t, 50, NULL)) == MT_STEP_WAITING) {
        }
        ck_assert_int_eq(r, MT_STEP_ACTED);
        if (seat == 1) {
            ck_assert_int_eq(rk_game_rack_count(rk_match_game(t), 1), before + 1);
            draws++;
        }
    }
    ck_assert_int_gt(draws, 0);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    mt_match_free(t);
}
END_TEST

START_TEST(test_bot_dies)
{
    static const char *const modes[] = {"exit3", "garbage", "nohello"};
    RkMatchSetup setup;
    RkMatch *t = NULL;
    rk_match_setup_default(&setup, 2);
    setup.seed = 9;
    setup.config.timer = 0;
    setup.config.games = 1;
    setup.bot_reply_ms = 300;
    setup.fallback_level = "hard";
    snprintf(setup.seat[0].spec, sizeof setup.seat[0].spec, "ai:hard");
    snprintf(setup.seat[1].spec, sizeof setup.seat[1].spec, "bot:%s %s", RK_TESTBOT, modes[_i]);
    ck_assert_int_eq(rk_match_new(&setup, &t, NULL, 0), TK_OK);
    ck_assert_int_eq(run_to_end(t), 1);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), _i == 1 ? MT_SEAT_BOT : MT_SEAT_AI);
    if (_i == 0) {
        /* It said hello as "testbot", then exited when asked: said for a
           player, the exit status after; the seat takes the computer's
           own name, so that its moves from now on are not the bot's. */
        char notice[600], want[300];
        ck_assert_int_eq(mt_match_next_notice(t, notice, sizeof notice), 1);
        snprintf(want, sizeof want,
                 "Seat 2's bot (testbot) stopped; %s, a computer player, plays its seat from now "
                 "on. \xE2\x80\x94 exited with status 3",
                 mt_match_seat_name(t, 1));
        ck_assert_msg(strncmp(notice, want, strlen(want)) == 0, "%s", notice);
        ck_assert_str_ne(mt_match_seat_name(t, 1), "testbot");
        ck_assert_str_ne(mt_match_seat_name(t, 1), "");
        ck_assert_str_eq(mt_match_seat_spec(t, 1), "ai:hard");
    } else if (_i == 2) {
        /* No hello: no name of its own; its command names it. */
        char notice[600];
        ck_assert_int_eq(mt_match_next_notice(t, notice, sizeof notice), 1);
        ck_assert_msg(strncmp(notice, "Seat 2's bot (", 14) == 0 &&
                          strstr(notice, ") could not be started; the computer plays its seat "
                                         "from now on. \xE2\x80\x94 timed out after ") != NULL,
                      "%s", notice);
        ck_assert_str_eq(mt_match_seat_spec(t, 1), "ai:hard");
    }
    mt_match_free(t);
}
END_TEST

/* With a turn timer the table's caller keeps the time: a bot that does
 * not answer gets the penalty when the caller says its time ran out, and
 * keeps its seat. */
START_TEST(test_bot_timer)
{
    char spec[600];
    const char *specs[2] = {"ai:hard", spec};
    snprintf(spec, sizeof spec, "bot:%s silent", RK_TESTBOT);
    RkMatch *t = new_match(2, 6, specs, 30, 1);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    int timed = 0;
    for (int k = 0; k < 6; k++) {
        MtStepResult r = mt_match_step(t, 20, NULL);
        if (rk_game_to_act(rk_match_game(t)) != 1) {
            ck_assert_int_eq(r, MT_STEP_ACTED);
            continue;
        }
        if (r == MT_STEP_ACTED) {
            continue; /* the computer's move just made it seat 2's turn */
        }
        ck_assert_int_eq(r, MT_STEP_WAITING);
        int before = rk_game_rack_count(rk_match_game(t), 1);
        ck_assert_int_eq(rk_match_timeout(t), TK_OK);
        ck_assert_int_eq(rk_game_rack_count(rk_match_game(t), 1), before + 3);
        ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
        timed++;
    }
    ck_assert_int_ge(timed, 2);
    mt_match_free(t);
}
END_TEST

START_TEST(test_bot_not_found)
{
    static const char *const specs[] = {"ai:hard", "bot:./no-such-bot-here"};
    RkMatch *t = new_match(2, 1, specs, 0, 1);
    char notice[600];
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    ck_assert_int_eq(mt_match_next_notice(t, notice, sizeof notice), 1);
    ck_assert_msg(strncmp(notice, "Seat 2's bot (./no-such-bot-here) could not be started; the "
                                  "computer plays its seat from now on. \xE2\x80\x94 exited with "
                                  "status 127",
                          strlen("Seat 2's bot (./no-such-bot-here) could not be started; the "
                                 "computer plays its seat from now on. \xE2\x80\x94 exited with "
                                 "status 127")) == 0,
                  "%s", notice);
    mt_match_free(t);
}
END_TEST
#endif

#ifndef _WIN32
/* A bot that exits while a person thinks is noticed by the next look at
 * the notices, not when it is next spoken to: the seat is the computer's
 * at once.  A bot that is well is left alone. */
START_TEST(test_bot_death_noticed_between_turns)
{
    RkMatchSetup setup;
    RkMatch *t = NULL;
    char msg[400] = "", notice[600] = "", want[300];
    struct timespec pause = {0, 50 * 1000 * 1000L};
    int n = 0;
    rk_match_setup_default(&setup, 3);
    setup.seed = 3;
    setup.config.timer = 0;
    snprintf(setup.seat[0].spec, sizeof setup.seat[0].spec, "human");
    /* says hello, reads nothing more, leaves a moment later */
    snprintf(setup.seat[1].spec, sizeof setup.seat[1].spec,
             "bot:read l; echo ok quitter; sleep 0.3; exit 5");
#ifdef RK_TESTBOT
    snprintf(setup.seat[2].spec, sizeof setup.seat[2].spec, "bot:%s good", RK_TESTBOT);
#else
    snprintf(setup.seat[2].spec, sizeof setup.seat[2].spec, "ai:easy");
#endif
    ck_assert_msg(rk_match_new(&setup, &t, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    make_tmpdir();
    char path[400];
    tmp_path(path, sizeof path, "watched.rummikub");
    ck_assert_int_eq(mt_match_set_autosave(t, path), TK_OK);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    ck_assert_str_eq(mt_match_seat_name(t, 1), "quitter");
    /* Nobody acts; the front end only drains its notices, as a window
       does every second while a person thinks. */
    for (int i = 0; i < 200 && n == 0; i++) {
        n = mt_match_next_notice(t, notice, sizeof notice);
        if (n == 0) {
            nanosleep(&pause, NULL);
        }
    }
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    ck_assert_str_ne(mt_match_seat_name(t, 1), "quitter");
    snprintf(want, sizeof want,
             "Seat 2's bot (quitter) stopped; %s, a computer player, plays its seat from now on. "
             "\xE2\x80\x94 exited with status 5",
             mt_match_seat_name(t, 1));
    ck_assert_str_eq(notice, want);
#ifdef RK_TESTBOT
    ck_assert_int_eq(mt_match_seat_kind(t, 2), MT_SEAT_BOT);
    ck_assert_str_eq(mt_match_seat_name(t, 2), "testbot");
#endif
    ck_assert_int_eq(mt_match_next_notice(t, notice, sizeof notice), 0);
    /* Saved at once, before anyone moves: a match closed now resumes with
       the computer in that seat, under its name. */
    {
        RkGame *g = NULL;
        RkRecordMeta meta;
        ck_assert_int_eq(rk_match_load_record(path, &g, &meta, msg, sizeof msg), TK_OK);
        ck_assert_str_eq(meta.seat[1].spec, mt_match_seat_spec(t, 1));
        ck_assert_str_eq(meta.seat[1].name, mt_match_seat_name(t, 1));
        rk_game_free(g);
    }
    mt_match_free(t);
    remove_tmpdir();
}
END_TEST

/* The new-game form's check of a bot command: what is wrong, said of the
 * bot for the person who typed it (the form puts "Seat N's bot (COMMAND)"
 * before it). */
START_TEST(test_check_bot)
{
    char msg[400] = "";
    ck_assert_int_eq(mt_check_bot(&rk_match_class, 0, "/bin/cat", 3000, msg, sizeof msg), TK_E_IO);
    ck_assert_str_eq(msg, "Seat 1's bot (/bin/cat) does not speak the Rummikub bot protocol: it "
                          "did not answer the greeting.");
    ck_assert_int_eq(mt_check_bot(&rk_match_class, 0, "/no/such/bot", 3000, msg, sizeof msg), TK_E_IO);
    ck_assert_str_eq(msg, "Seat 1's bot cannot start: there is no program /no/such/bot.");
    ck_assert_int_eq(mt_check_bot(&rk_match_class, 0, "/bin/false", 3000, msg, sizeof msg), TK_E_IO);
    ck_assert_str_eq(msg, "Seat 1's bot (/bin/false) stopped before it answered (exit status 1).");
    ck_assert_int_eq(mt_check_bot(&rk_match_class, 0, "echo 'cannot find my model' >&2; exit 2", 3000, msg,
                                        sizeof msg),
                     TK_E_IO);
    ck_assert_str_eq(msg, "Seat 1's bot (echo 'cannot find my model' >&2; exit 2) stopped before it answered (exit status 2); it said: cannot find my "
                          "model.");
    ck_assert_int_eq(mt_check_bot(&rk_match_class, 0, "sleep 5", 300, msg, sizeof msg), TK_E_IO);
    ck_assert_str_eq(msg, "Seat 1's bot (sleep 5) does not speak the Rummikub bot protocol: it did not answer the "
                          "greeting within 300 ms.");
    ck_assert_int_eq(mt_check_bot(&rk_match_class, 0, "", 3000, msg, sizeof msg), TK_E_ARG);
    ck_assert_str_eq(msg, "Seat 1's bot has no command.");
#ifdef RK_TESTBOT
    {
        char cmd[600];
        snprintf(cmd, sizeof cmd, "%s good", RK_TESTBOT);
        ck_assert_msg(mt_check_bot(&rk_match_class, 0, cmd, 3000, msg, sizeof msg) == TK_OK, "%s", msg);
    }
#endif
}
END_TEST
#endif

static Suite *play_suite(void)
{
    Suite *s = suite_create("rummikub_play");
    TCase *core = tcase_create("core");
    tcase_set_timeout(core, 60);
    tcase_add_loop_test(core, test_computers_play_a_match, 0, 3);
    tcase_add_test(core, test_human_moves);
    tcase_add_test(core, test_autosave_every_action);
    tcase_add_test(core, test_resume_and_verdict);
    suite_add_tcase(s, core);
    TCase *errors = tcase_create("errors");
    tcase_add_test(errors, test_bad_setups);
#ifndef _WIN32
    tcase_add_test(errors, test_check_bot);
    tcase_add_test(errors, test_bot_death_noticed_between_turns);
#endif
    suite_add_tcase(s, errors);
#ifdef RK_TESTBOT
    TCase *bots = tcase_create("bots");
    tcase_set_timeout(bots, 60);
    tcase_add_test(bots, test_bot_plays);
    tcase_add_test(bots, test_same_bot_twice_named_apart);
    tcase_add_test(bots, test_bot_log_each_game);
    tcase_add_test(bots, test_bot_illegal_plays_draw);
    tcase_add_loop_test(bots, test_bot_dies, 0, 3);
    tcase_add_test(bots, test_bot_not_found);
    tcase_add_test(bots, test_bot_timer);
    suite_add_tcase(s, bots);
#endif
    return s;
}

int main(void)
{
    return test_run(play_suite(), NULL, 0);
}
