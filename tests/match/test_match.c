/*
 * test_match.c - the match layer (match/match.h) on two test doubles
 * (doubles.h): Pile, played by turns, and Race, played by time.  Seats
 * and names, persons, computers and real bot processes (good ones and
 * ones that fail in every way), notices, the idle watch, the bots' logs,
 * autosave and the three ways of resuming (read only starts nothing and
 * writes nothing), a saved match's summary, and a time-driven table whose
 * clock stands still while a bot thinks.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "common/portable.h"
#include "common/run.h"
#include "doubles.h"
#include "kit/cli.h"
#include "kit/file.h"
#include "kit/lang.h"
#include "kit/status.h"
#include "match/loop.h"

static char tmpdir[256];

static void make_tmpdir(void)
{
    ck_assert_int_eq(portable_make_temp_dir("mt-test", tmpdir, sizeof tmpdir), 0);
}

static void remove_tmpdir(void)
{
    portable_remove_tree(tmpdir);
}

static void tmp_path(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/%s", tmpdir, name);
}

static int file_exists(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f != NULL) {
        fclose(f);
    }
    return f != NULL;
}

/* A bot of Pile's protocol in sh: hello as NAME, then takes 1 at every
 * question; `extra` runs after the hello (e.g. "exit 3"). */
static void pile_bot(char *spec, size_t size, const char *name, const char *extra)
{
    snprintf(spec, size,
             "bot:read l; echo ok %s; %s while read l; do case \"$l\" in ask*) echo take 1;; "
             "esac; done",
             name, extra != NULL ? extra : "");
}

static MtMatch *new_pile(int players, uint64_t seed, const char *const *specs, int stones,
                         int games)
{
    PileOptions o = {players, stones, games};
    MtSetup s;
    MtMatch *m = NULL;
    char msg[400] = "";
    memset(&s, 0, sizeof s);
    s.options = &o;
    s.seed = seed;
    s.players = players;
    s.bot_reply_ms = 60000; /* no test here is about a late bot */
    for (int i = 0; i < players; i++) {
        snprintf(s.seat[i].spec, sizeof s.seat[i].spec, "%s", specs[i]);
    }
    ck_assert_msg(mt_match_new(&pile_game, &s, &m, msg, sizeof msg) == TK_OK, "%s", msg);
    return m;
}

/* Plays computers and bots (and deals) to the match's end. */
static void run_pile(MtMatch *m)
{
    for (int guard = 0; guard < 100000; guard++) {
        MtPhase ph = mt_match_phase(m);
        int st = TK_OK;
        if (ph == MT_PHASE_OVER) {
            return;
        }
        if (ph == MT_PHASE_BETWEEN) {
            ck_assert_int_eq(pile_deal(m), TK_OK);
            continue;
        }
        ck_assert_int_eq(mt_match_human_to_act(m), -1);
        ck_assert_int_ne(mt_match_step(m, 50, &st), MT_STEP_IDLE);
        ck_assert_int_eq(st, TK_OK);
    }
    ck_abort_msg("the match did not end");
}

static int count_notices(MtMatch *m, char *last, size_t size)
{
    char buf[1000];
    int n = 0;
    while (mt_match_next_notice(m, buf, sizeof buf)) {
        n++;
        if (last != NULL) {
            snprintf(last, size, "%s", buf);
        }
    }
    return n;
}

/* The layer's own notices are said in the player's language: a match that
 * cannot be saved, in French (the file and the system's words after the
 * dash stay as the system gave them). */
START_TEST(test_notices_in_french)
{
    static const char *const specs[] = {"ai:easy", "ai:easy"};
    const char *b = getenv("RACKO_BUILD");
    char path[1024], msg[300], last[1000] = "";
    TkCatalog *fr = NULL;
    ck_assert_ptr_nonnull(b);
    snprintf(path, sizeof path, "%s/po/fr.mo", b);
    ck_assert_msg(tk_catalog_load(path, &fr, msg, sizeof msg) == TK_OK, "%s", msg);
    tk_lang_use(fr);
    MtMatch *m = new_pile(2, 3, specs, 10, 1);
    ck_assert_int_ne(mt_match_set_autosave(m, "/nonexistent-dir/racko/x.pile"), TK_OK);
    ck_assert_int_eq(pile_deal(m), TK_OK);
    for (int i = 0; i < 3; i++) {
        ck_assert_int_eq(mt_match_step(m, 0, NULL), MT_STEP_ACTED);
    }
    ck_assert_int_eq(count_notices(m, last, sizeof last), 1);
    const char *said = "La partie n'a pas pu \xC3\xAAtre enregistr\xC3\xA9" "e";
    ck_assert_msg(strncmp(last, said, strlen(said)) == 0, "notice: %s", last);
    ck_assert_ptr_nonnull(strstr(last, "/nonexistent-dir/racko/x.pile"));
    /* The status words too, and the English ones for records unchanged. */
    ck_assert_str_eq(tk_status_said(TK_E_NOMEM), "m\xC3\xA9moire insuffisante");
    ck_assert_str_eq(tk_status_string(TK_E_NOMEM), "out of memory");
    mt_match_free(m);
    tk_lang_use(NULL);
    tk_catalog_free(fr);
    ck_assert_str_eq(tk_status_said(TK_E_NOMEM), "out of memory");
}
END_TEST

/* ------------------------------------------------------------------ */
/* By turns                                                            */

START_TEST(test_pile_computers)
{
    static const char *const specs[] = {"ai:hard", "ai:easy", "ai:easy"};
    MtMatch *m = new_pile(3, 7, specs, 10, 5);
    PileEvent ev;
    int games = 0, takes = 0, wins = 0;
    run_pile(m);
    while (mt_match_next_event(m, &ev)) {
        games += ev.kind == PILE_EV_GAME_OVER;
        takes += ev.kind == PILE_EV_TAKE;
    }
    ck_assert_int_eq(games, 5);
    ck_assert_int_gt(takes, 5 * 3);
    for (int s = 0; s < 3; s++) {
        wins += pile_wins(m, s);
        ck_assert_str_ne(mt_match_seat_name(m, s), "");
        for (int t = 0; t < s; t++) {
            ck_assert_str_ne(mt_match_seat_name(m, s), mt_match_seat_name(m, t));
        }
        ck_assert_int_eq(mt_match_seat_kind(m, s), MT_SEAT_AI);
    }
    ck_assert_int_eq(wins, 5);
    ck_assert_str_eq(mt_match_seat_spec(m, 0), "ai:hard");
    ck_assert_int_eq(mt_match_has_bots(m), 0);
    ck_assert_int_eq(count_notices(m, NULL, 0), 0);
    mt_match_free(m);
}
END_TEST

/* The same seed gives the same names; a person without a name is
 * "Player N"; a name given is kept and not given to a computer. */
START_TEST(test_pile_names)
{
    static const char *const specs[] = {"human", "ai:easy", "ai:easy", "ai:hard"};
    MtMatch *a = new_pile(4, 11, specs, 10, 1);
    MtMatch *b = new_pile(4, 11, specs, 10, 1);
    for (int s = 0; s < 4; s++) {
        ck_assert_str_eq(mt_match_seat_name(a, s), mt_match_seat_name(b, s));
    }
    ck_assert_str_eq(mt_match_seat_name(a, 0), "Player 1");
    mt_match_free(a);
    mt_match_free(b);
    {
        PileOptions o = {3, 10, 1};
        MtSetup s;
        MtMatch *m = NULL;
        memset(&s, 0, sizeof s);
        s.options = &o;
        s.players = 3;
        snprintf(s.seat[0].spec, sizeof s.seat[0].spec, "human");
        snprintf(s.seat[0].name, sizeof s.seat[0].name, "Tess");
        snprintf(s.seat[1].spec, sizeof s.seat[1].spec, "ai:easy");
        snprintf(s.seat[1].name, sizeof s.seat[1].name, "Ann");
        snprintf(s.seat[2].spec, sizeof s.seat[2].spec, "ai:easy");
        ck_assert_int_eq(mt_match_new(&pile_game, &s, &m, NULL, 0), TK_OK);
        ck_assert_str_eq(mt_match_seat_name(m, 0), "Tess");
        ck_assert_str_eq(mt_match_seat_name(m, 1), "Ann");
        ck_assert_str_ne(mt_match_seat_name(m, 2), "Ann");
        mt_match_free(m);
    }
}
END_TEST

/* A game's computers are named from its list: a name no seat has, the
 * same from the same seed, none when all are taken. */
START_TEST(test_pick_name)
{
    static const char *const names[] = {"Ann", "Ben", "Cy"};
    const char *taken[3] = {"Ben", "Cy", "Ann"};
    char a[16], b[16];
    TkRng r1, r2;
    tk_rng_seed(&r1, 5);
    tk_rng_seed(&r2, 5);
    mt_pick_name(names, 3, &r1, taken, 2, a, sizeof a);
    mt_pick_name(names, 3, &r2, taken, 2, b, sizeof b);
    ck_assert_str_eq(a, "Ann");
    ck_assert_str_eq(b, "Ann");
    for (uint64_t seed = 0; seed < 20; seed++) {
        tk_rng_seed(&r1, seed);
        mt_pick_name(names, 3, &r1, taken, 0, a, sizeof a);
        ck_assert(strcmp(a, "Ann") == 0 || strcmp(a, "Ben") == 0 || strcmp(a, "Cy") == 0);
        mt_pick_name(names, 3, &r1, taken, 1, a, sizeof a);
        ck_assert_str_ne(a, "Ben");
    }
    mt_pick_name(names, 3, &r1, taken, 3, a, sizeof a);
    ck_assert_str_eq(a, "");
}
END_TEST

START_TEST(test_pile_bad_setup)
{
    PileOptions o = {2, 10, 1};
    MtSetup s;
    MtMatch *m = (MtMatch *)&s; /* set to NULL on failure */
    char msg[300] = "";
    memset(&s, 0, sizeof s);
    s.options = &o;
    s.players = 2;
    snprintf(s.seat[0].spec, sizeof s.seat[0].spec, "ai:grandmaster");
    ck_assert_int_eq(mt_match_new(&pile_game, &s, &m, msg, sizeof msg), TK_E_ARG);
    ck_assert_ptr_null(m);
    ck_assert_msg(strstr(msg, "seat 1") != NULL, "%s", msg);
    snprintf(s.seat[0].spec, sizeof s.seat[0].spec, "human");
    s.fallback_level = "nope";
    ck_assert_int_eq(mt_match_new(&pile_game, &s, &m, msg, sizeof msg), TK_E_ARG);
    ck_assert_msg(strstr(msg, "fallback") != NULL, "%s", msg);
    s.fallback_level = NULL;
    o.players = 9;
    ck_assert_int_eq(mt_match_new(&pile_game, &s, &m, msg, sizeof msg), TK_E_CONFIG);
    ck_assert_ptr_null(m);
}
END_TEST

START_TEST(test_pile_person)
{
    static const char *const specs[] = {"human", "ai:hard"};
    MtMatch *m = new_pile(2, 3, specs, 7, 1);
    int st;
    ck_assert_int_eq(mt_match_human_to_act(m), -1); /* before the deal */
    ck_assert_int_eq(pile_deal(m), TK_OK);
    ck_assert_int_eq(mt_match_human_to_act(m), 0);
    ck_assert_int_eq(mt_match_step(m, 0, &st), MT_STEP_IDLE); /* a person acts */
    int before = pile_stones(m);
    ck_assert_int_eq(pile_take(m, 0, 4), TK_E_MOVE);
    ck_assert_int_eq(pile_take(m, 1, 1), TK_E_TURN); /* a computer's seat */
    ck_assert_int_eq(pile_stones(m), before);
    ck_assert_int_eq(pile_take(m, 0, 2), TK_OK);
    ck_assert_int_eq(mt_match_human_to_act(m), -1);
    ck_assert_int_eq(mt_match_step(m, 0, &st), MT_STEP_ACTED);
    ck_assert_int_eq(pile_stones(m), before - 2 - (before - 2) % 4);
    mt_match_free(m);
}
END_TEST

/* Another match at the same table: the options and seats as set up, the
 * names kept when asked, a bot started again and named by its own hello,
 * never by the computer that stood in for it (whose name a notice of the
 * new match would otherwise give the bot). */
START_TEST(test_pile_again)
{
    char bot[600], notice[1000];
    snprintf(bot, sizeof bot, "bot:read l; echo ok quitter; read l; read l; exit 3");
    const char *specs[] = {"ai:hard", bot, "human"};
    MtMatch *m = new_pile(3, 21, specs, 9, 2);
    MtMatch *a = NULL;
    ck_assert_int_eq(pile_deal(m), TK_OK);
    while (mt_match_human_to_act(m) < 0) {
        ck_assert_int_ne(mt_match_step(m, 1000, NULL), MT_STEP_IDLE);
    }
    ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_AI); /* it left */
    ck_assert_int_eq(count_notices(m, NULL, 0), 1);
    char stand_in[40];
    snprintf(stand_in, sizeof stand_in, "%s", mt_match_seat_name(m, 1));
    ck_assert_int_eq(mt_match_again(m, 22, 1, &a, notice, sizeof notice), TK_OK);
    ck_assert_uint_eq(mt_match_seed(a), 22);
    ck_assert_str_eq(mt_match_seat_name(a, 0), mt_match_seat_name(m, 0));
    ck_assert_str_eq(mt_match_seat_name(a, 2), "Player 3");
    ck_assert_int_eq(mt_match_seat_kind(a, 1), MT_SEAT_BOT);
    ck_assert_str_eq(mt_match_seat_name(a, 1), "quitter");
    ck_assert_str_ne(mt_match_seat_name(a, 1), stand_in);
    ck_assert_int_eq(pile_deal(a), TK_OK);
    ck_assert_int_eq(pile_stones(a) >= 9 && pile_stones(a) <= 11, 1); /* the same options */
    while (mt_match_human_to_act(a) < 0) {
        ck_assert_int_ne(mt_match_step(a, 1000, NULL), MT_STEP_IDLE);
    }
    ck_assert_int_eq(count_notices(a, notice, sizeof notice), 1);
    ck_assert_msg(strstr(notice, "Seat 2's bot (quitter) stopped;") == notice, "%s", notice);
    mt_match_free(a);
    /* Names as set up: the computers named afresh from the new seed. */
    ck_assert_int_eq(mt_match_again(m, 23, 0, &a, NULL, 0), TK_OK);
    ck_assert_str_eq(mt_match_seat_name(a, 2), "Player 3");
    ck_assert_str_eq(mt_match_seat_spec(a, 0), "ai:hard");
    mt_match_free(a);
    mt_match_free(m);
}
END_TEST

/* Autosave after every action; the three ways back in; the summary. */
START_TEST(test_pile_autosave_resume)
{
    char path[400], marker[400], spec[600], msg[400];
    char bot[700];
    TkSaved sv;
    make_tmpdir();
    tmp_path(path, sizeof path, "match.pile");
    tmp_path(marker, sizeof marker, "started");
    /* A bot that leaves a mark when it starts. */
    pile_bot(bot, sizeof bot, "marker", NULL);
    snprintf(spec, sizeof spec, "bot:touch %s; %s", marker, bot + 4);
    const char *specs[] = {"human", spec, "ai:easy"};
    MtMatch *m = new_pile(3, 5, specs, 9, 3);
    char first[1000] = "";
    ck_assert_msg(count_notices(m, first, sizeof first) == 0, "%s", first);
    ck_assert(file_exists(marker));
    remove(marker);
    ck_assert_int_eq(mt_match_set_autosave(m, path), TK_OK);
    ck_assert_int_eq(pile_deal(m), TK_OK);
    while (mt_match_human_to_act(m) < 0) {
        ck_assert_int_ne(mt_match_step(m, 1000, NULL), MT_STEP_IDLE);
    }
    ck_assert_int_eq(pile_take(m, 0, 1), TK_OK);
    int stones = pile_stones(m);
    mt_match_free(m);
    ck_assert(!file_exists(marker)); /* nothing started again by freeing */

    mt_saved_read(&pile_game, path, &sv, msg, sizeof msg);
    ck_assert_int_eq(sv.state, TK_SAVED_PLAYING);
    ck_assert_int_eq(sv.players, 3);
    ck_assert_int_eq(sv.bots, 1);
    ck_assert_str_eq(sv.seat[1].name, "marker");
    ck_assert_str_eq(sv.heading, "Game 1 of 3");
    ck_assert(!file_exists(marker)); /* a summary starts nothing */

    /* Read only: no process, nothing written ever. */
    {
        MtResume ro = {MT_OPEN_READ_ONLY, NULL, 0, tmpdir};
        ck_assert_int_eq(mt_match_resume(&pile_game, path, &ro, &m, msg, sizeof msg), TK_OK);
        ck_assert(!file_exists(marker));
        ck_assert_int_eq(pile_stones(m), stones);
        ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_AI);
        ck_assert_int_eq(mt_match_open_mode(m), MT_OPEN_READ_ONLY);
        ck_assert_int_eq(mt_match_set_autosave(m, path), TK_E_ARG);
        ck_assert_int_eq(mt_match_set_bot_log(m, tmpdir), TK_E_ARG);
        ck_assert_int_eq(mt_match_save(m, path, msg, sizeof msg), TK_E_ARG);
        mt_match_free(m);
        tmp_path(msg, sizeof msg, "bot-seat2.log");
        ck_assert(!file_exists(msg));
    }
    /* Play: the saved bot starts again, under its name. */
    {
        MtResume pl = {MT_OPEN_PLAY, NULL, 60000, NULL};
        ck_assert_int_eq(mt_match_resume(&pile_game, path, &pl, &m, msg, sizeof msg), TK_OK);
        ck_assert(file_exists(marker));
        remove(marker);
        ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_BOT);
        ck_assert_str_eq(mt_match_seat_name(m, 1), "marker");
        ck_assert_int_eq(pile_stones(m), stones);
        mt_match_free(m);
    }
    /* No bots: the computer in the bot's seat, said once; it plays on and
       saves (the seat now the computer's, as it plays). */
    {
        MtResume nb = {MT_OPEN_NO_BOTS, "hard", 0, NULL};
        char notice[600];
        ck_assert_int_eq(mt_match_resume(&pile_game, path, &nb, &m, msg, sizeof msg), TK_OK);
        ck_assert(!file_exists(marker));
        ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_AI);
        ck_assert_str_eq(mt_match_seat_spec(m, 1), "ai:hard");
        ck_assert_int_eq(count_notices(m, notice, sizeof notice), 1);
        ck_assert_msg(strstr(notice, "was not started; the computer plays its seat") != NULL, "%s",
                      notice);
        ck_assert_int_eq(mt_match_set_autosave(m, path), TK_OK);
        ck_assert_int_eq(mt_match_step(m, 0, NULL), MT_STEP_ACTED);
        stones = pile_stones(m);
        mt_match_free(m);
        ck_assert_int_eq(mt_match_resume(&pile_game, path, NULL, &m, msg, sizeof msg), TK_OK);
        ck_assert_int_eq(pile_stones(m), stones); /* the move since the resume was saved */
        ck_assert_str_eq(mt_match_seat_spec(m, 1), "ai:hard");
        mt_match_free(m);
    }
    remove_tmpdir();
}
END_TEST

/* A game's saver_new that cannot make a saver (out of memory). */
static int no_saver(void **out)
{
    *out = NULL;
    return TK_E_NOMEM;
}

/* The layer makes the game's record saver and gives it to every save; a
 * game whose saver cannot be made is saved whole, each save, and resumes
 * the same (Pile's save refuses a saver it did not make). */
START_TEST(test_save_without_saver)
{
    char path[400], msg[400];
    MtGame g = pile_game;
    for (int k = 0; k < 2; k++) {
        g.saver_new = k == 0 ? pile_game.saver_new : no_saver;
        make_tmpdir();
        tmp_path(path, sizeof path, "match.pile");
        const char *specs[] = {"human", "ai:easy"};
        MtSetup setup;
        TkSeatInfo seats[2];
        PileOptions o = {2, 9, 2};
        MtMatch *m = NULL;
        memset(seats, 0, sizeof seats);
        for (int i = 0; i < 2; i++) {
            snprintf(seats[i].spec, sizeof seats[i].spec, "%s", specs[i]);
        }
        mt_setup_fill(&setup, &o, 2, 5, seats, 0, NULL, NULL);
        ck_assert_int_eq(mt_match_new(&g, &setup, &m, msg, sizeof msg), TK_OK);
        ck_assert_int_eq(mt_match_set_autosave(m, path), TK_OK);
        ck_assert_int_eq(pile_deal(m), TK_OK);
        while (mt_match_human_to_act(m) < 0) {
            ck_assert_int_ne(mt_match_step(m, 0, NULL), MT_STEP_IDLE);
        }
        ck_assert_int_eq(pile_take(m, 0, 1), TK_OK);
        char first[1000] = "";
        ck_assert_msg(count_notices(m, first, sizeof first) == 0, "%s", first);
        ck_assert_int_eq(mt_match_save(m, path, msg, sizeof msg), TK_OK);
        int stones = pile_stones(m);
        mt_match_free(m);
        ck_assert_int_eq(mt_match_resume(&g, path, NULL, &m, msg, sizeof msg), TK_OK);
        ck_assert_int_eq(pile_stones(m), stones);
        mt_match_free(m);
        remove_tmpdir();
    }
}
END_TEST

START_TEST(test_saved_summary_states)
{
    char path[400], msg[400];
    TkSaved sv;
    static const char *const specs[] = {"ai:easy", "ai:hard"};
    make_tmpdir();
    tmp_path(path, sizeof path, "none.pile");
    mt_saved_read(&pile_game, path, &sv, msg, sizeof msg);
    ck_assert_int_eq(sv.state, TK_SAVED_NONE);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs("pile 1\nplayers 2\nstones\n", f);
    fclose(f);
    mt_saved_read(&pile_game, path, &sv, msg, sizeof msg);
    ck_assert_int_eq(sv.state, TK_SAVED_DAMAGED);
    ck_assert_msg(strncmp(msg, path, strlen(path)) == 0, "%s", msg); /* names the file once */
    ck_assert_ptr_null(strstr(msg + strlen(path), path));
    MtMatch *m = new_pile(2, 1, specs, 5, 2);
    run_pile(m);
    ck_assert_int_eq(mt_match_save(m, path, msg, sizeof msg), TK_OK);
    mt_match_free(m);
    mt_saved_read(&pile_game, path, &sv, msg, sizeof msg);
    ck_assert_int_eq(sv.state, TK_SAVED_FINISHED);
    ck_assert_int_eq(sv.total[0] + sv.total[1], 2);
    /* A seat spec no table takes is refused by the one reader. */
    f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs("pile 1\nplayers 2\nstones 5\ngames 1\nseed 1\nseat 2 spec ai:godlike\nhistory\nend\n",
          f);
    fclose(f);
    void *g = NULL;
    ck_assert_int_eq(mt_match_load_record(&pile_game, path, &g, NULL, msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_ptr_null(g);
    ck_assert_msg(strstr(msg, "seat 2") != NULL, "%s", msg);
    remove_tmpdir();
}
END_TEST

/* One bot greets at once, the other a moment later: the layer asks for a
 * hello until it comes and not after (the double's hello, like a real
 * one's after its answer, has nothing more to read: asking again would
 * wait for ever). */
START_TEST(test_pile_hellos_at_their_pace)
{
    char a[600], b[600];
    pile_bot(a, sizeof a, "quick", NULL);
    pile_bot(b, sizeof b, "slow", NULL);
    /* the slow one reads the hello line, waits, then answers */
    memmove(b + 4 + strlen("sleep 0.3; "), b + 4, strlen(b + 4) + 1);
    memcpy(b + 4, "sleep 0.3; ", strlen("sleep 0.3; "));
    const char *specs[] = {a, b};
    MtMatch *m = new_pile(2, 2, specs, 12, 1);
    ck_assert_str_eq(mt_match_seat_name(m, 0), "quick");
    ck_assert_str_eq(mt_match_seat_name(m, 1), "slow");
    ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_BOT);
    run_pile(m);
    ck_assert_int_eq(count_notices(m, NULL, 0), 0);
    mt_match_free(m);
}
END_TEST

START_TEST(test_pile_bots_play)
{
    char a[600], b[600];
    pile_bot(a, sizeof a, "sheller", NULL);
    pile_bot(b, sizeof b, "sheller", NULL);
    const char *specs[] = {a, b, "ai:easy"};
    MtMatch *m = new_pile(3, 2, specs, 12, 2);
    ck_assert_int_eq(mt_match_has_bots(m), 1);
    /* One program at two seats: told apart in seat order. */
    ck_assert_str_eq(mt_match_seat_name(m, 0), "sheller");
    ck_assert_str_eq(mt_match_seat_name(m, 1), "sheller 2");
    run_pile(m);
    ck_assert_int_eq(mt_match_seat_kind(m, 0), MT_SEAT_BOT);
    ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_BOT);
    ck_assert_int_eq(count_notices(m, NULL, 0), 0);
    mt_match_free(m);
}
END_TEST

/* Bots that fail, each in its way: the computer takes the seat, one
 * notice says so for a player, and the match goes on to its end. */
START_TEST(test_pile_bots_fail)
{
    char spec[700], notice[1000], want[300];
    switch (_i) {
    case 0: /* exits when asked */
        snprintf(spec, sizeof spec, "bot:read l; echo ok quitter; read l; read l; exit 3");
        break;
    case 1: /* an illegal take */
        snprintf(spec, sizeof spec,
                 "bot:read l; echo ok greedy; while read l; do case \"$l\" in ask*) echo take 3;; "
                 "esac; done");
        break;
    case 2: /* no hello */
        snprintf(spec, sizeof spec, "bot:read l; echo hello there; sleep 5");
        break;
    default: /* no such program */
        snprintf(spec, sizeof spec, "bot:./no-such-pile-bot");
        break;
    }
    const char *specs[] = {"ai:easy", spec};
    MtMatch *m = new_pile(2, 4, specs, 4, 1);
    run_pile(m);
    ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_AI);
    ck_assert_str_eq(mt_match_seat_spec(m, 1), "ai:easy");
    ck_assert_int_eq(count_notices(m, notice, sizeof notice), 1);
    switch (_i) {
    case 0:
        ck_assert_str_ne(mt_match_seat_name(m, 1), "quitter");
        snprintf(want, sizeof want,
                 "Seat 2's bot (quitter) stopped; %s, a computer player, plays its seat from now "
                 "on. \xE2\x80\x94 exited with status 3",
                 mt_match_seat_name(m, 1));
        ck_assert_str_eq(notice, want);
        break;
    case 1:
        ck_assert_msg(strstr(notice, "Seat 2's bot (greedy) made a move the rules do not allow;") ==
                          notice,
                      "%s", notice);
        ck_assert_msg(strstr(notice, "took 3 of ") != NULL, "%s", notice);
        break;
    case 2:
        ck_assert_msg(strstr(notice, ") could not be started; the computer plays its seat from "
                                     "now on.") != NULL,
                      "%s", notice);
        break;
    default:
        ck_assert_msg(strncmp(notice,
                              "Seat 2's bot (./no-such-pile-bot) could not be started; the "
                              "computer plays its seat from now on. \xE2\x80\x94 exited with "
                              "status 127",
                              strlen("Seat 2's bot (./no-such-pile-bot) could not be started; the "
                                     "computer plays its seat from now on. \xE2\x80\x94 exited "
                                     "with status 127")) == 0,
                      "%s", notice);
        break;
    }
    mt_match_free(m);
}
END_TEST

/* A bot that leaves while a person thinks is noticed by the front end's
 * draining of notices alone, and the match saved at once. */
START_TEST(test_pile_idle_watch)
{
    char path[400], msg[400], last[1000];
    static const struct timespec pause = {0, 20 * 1000 * 1000};
    const char *specs[] = {"human", "bot:read l; echo ok leaver; sleep 0.3; exit 5"};
    make_tmpdir();
    tmp_path(path, sizeof path, "watched.pile");
    MtMatch *m = new_pile(2, 8, specs, 10, 1);
    ck_assert_int_eq(mt_match_set_autosave(m, path), TK_OK);
    ck_assert_int_eq(pile_deal(m), TK_OK);
    ck_assert_int_eq(mt_match_human_to_act(m), 0);
    int n = 0;
    /* Within a minute however loaded the machine is: what is asserted is
       that draining the notices alone notices it. */
    for (int i = 0; i < 3000 && n == 0; i++) {
        n = count_notices(m, last, sizeof last);
        if (n == 0) {
            nanosleep(&pause, NULL);
        }
    }
    ck_assert_int_eq(n, 1);
    ck_assert_msg(strstr(last, "Seat 2's bot (leaver) stopped;") == last, "%s", last);
    ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_AI);
    {
        TkSaved sv;
        mt_saved_read(&pile_game, path, &sv, msg, sizeof msg);
        ck_assert_str_eq(sv.seat[1].spec, mt_match_seat_spec(m, 1));
        ck_assert_str_eq(sv.seat[1].name, mt_match_seat_name(m, 1));
    }
    mt_match_free(m);
    remove_tmpdir();
}
END_TEST

START_TEST(test_pile_bot_logs)
{
    char spec[700], path[400], *log = NULL;
    size_t len = 0;
    make_tmpdir();
    snprintf(spec, sizeof spec,
             "bot:read l; echo ok talker; echo 'thinking hard' >&2; read l; read l; exit 4");
    const char *specs[] = {"ai:easy", spec};
    PileOptions o = {2, 8, 1};
    MtSetup s;
    MtMatch *m = NULL;
    memset(&s, 0, sizeof s);
    s.options = &o;
    s.players = 2;
    s.bot_log_dir = tmpdir;
    for (int i = 0; i < 2; i++) {
        snprintf(s.seat[i].spec, sizeof s.seat[i].spec, "%s", specs[i]);
    }
    ck_assert_int_eq(mt_match_new(&pile_game, &s, &m, NULL, 0), TK_OK);
    tmp_path(path, sizeof path, "bot-seat2.log");
    ck_assert(file_exists(path)); /* afresh as the match starts */
    run_pile(m);
    char notice[1000];
    ck_assert_int_eq(count_notices(m, notice, sizeof notice), 1);
    ck_assert_msg(strstr(notice, "; its log: ") != NULL && strstr(notice, "bot-seat2.log"),
                  "%s", notice);
    mt_match_free(m);
    ck_assert_int_eq(tk_file_read(path, 10000, &log, &len, NULL, 0), TK_OK);
    ck_assert_ptr_nonnull(strstr(log, "thinking hard"));
    free(log);
    remove_tmpdir();
}
END_TEST

START_TEST(test_check_bot)
{
    char msg[400] = "", spec[600];
    ck_assert_int_eq(mt_check_bot(&pile_game, 0, "", 1000, msg, sizeof msg), TK_E_ARG);
    ck_assert_str_eq(msg, "Seat 1's bot has no command.");
    ck_assert_int_eq(mt_check_bot(&pile_game, 1, "./no-such-pile-bot --x", 60000, msg, sizeof msg),
                     TK_E_IO);
    ck_assert_str_eq(msg, "Seat 2's bot (./no-such-pile-bot --x) cannot start: there is no "
                          "program ./no-such-pile-bot.");
    ck_assert_int_eq(mt_check_bot(&pile_game, 2, "/bin/false", 60000, msg, sizeof msg), TK_E_IO);
    ck_assert_str_eq(msg, "Seat 3's bot (/bin/false) stopped before it answered (exit status 1).");
    ck_assert_int_eq(mt_check_bot(&pile_game, 0, "/bin/cat", 60000, msg, sizeof msg), TK_E_IO);
    ck_assert_msg(strncmp(msg, "Seat 1's bot (/bin/cat) does not speak the Pile bot protocol", 60) ==
                      0,
                  "%s", msg);
    pile_bot(spec, sizeof spec, "fine", NULL);
    ck_assert_msg(mt_check_bot(&pile_game, 0, spec + 4, 60000, msg, sizeof msg) == TK_OK, "%s", msg);
}
END_TEST

/* ------------------------------------------------------------------ */
/* By time                                                             */

static MtMatch *new_race(int players, int target, const char *const *specs)
{
    RaceOptions o = {players, target};
    MtSetup s;
    MtMatch *m = NULL;
    char msg[400] = "";
    memset(&s, 0, sizeof s);
    s.options = &o;
    s.players = players;
    s.seed = 1;
    s.bot_reply_ms = 60000; /* no test here is about a late bot */
    for (int i = 0; i < players; i++) {
        snprintf(s.seat[i].spec, sizeof s.seat[i].spec, "%s", specs[i]);
    }
    ck_assert_msg(mt_match_new(&race_game, &s, &m, msg, sizeof msg) == TK_OK, "%s", msg);
    return m;
}

/* Moves the race from one due moment to the next until it ends, checking
 * that its clock never goes back and stands still while a bot thinks.
 * Returns how many times it waited for a bot. */
static int run_race(MtMatch *m)
{
    int waits = 0;
    for (int guard = 0; guard < 100000; guard++) {
        int64_t due = mt_match_next_due(m);
        int64_t before = race_now(m);
        int st = TK_OK;
        if (due < 0) {
            return waits;
        }
        ck_assert_int_ge(due, before);
        MtStepResult r = mt_match_advance(m, due, 5, &st);
        ck_assert_int_eq(st, TK_OK);
        if (r == MT_STEP_WAITING) {
            /* The clock stands still while a bot thinks: not past what
               was due, and what is due is the answer, now. */
            ck_assert_int_le(race_now(m), due);
            ck_assert_int_eq(mt_match_next_due(m), race_now(m));
            waits++;
        } else if (r == MT_STEP_ACTED) {
            ck_assert_int_eq(race_now(m), due);
        }
    }
    ck_abort_msg("the race did not end");
    return waits;
}

/* Two computers: every change makes each decide anew, so the faster one
 * taps at 300, 600, ... and the slower one never gets its 900 ms. */
START_TEST(test_race_computers)
{
    static const char *const specs[] = {"ai:slow", "ai:fast"};
    MtMatch *m = new_race(2, 5, specs);
    RaceEvent ev;
    int64_t last = 0;
    int taps = 0;
    ck_assert_int_eq(mt_match_human_to_act(m), -1); /* no turns */
    ck_assert_int_eq(run_race(m), 0);
    while (mt_match_next_event(m, &ev)) {
        ck_assert_int_ge(ev.t, last);
        last = ev.t;
        if (ev.kind == RACE_EV_TAP) {
            taps++;
            ck_assert_int_eq(ev.seat, 1);
            ck_assert_int_eq(ev.t, 300 * taps);
        } else {
            ck_assert_int_eq(ev.seat, 1);
        }
    }
    ck_assert_int_eq(taps, 5);
    ck_assert_int_eq(race_now(m), 1500);
    ck_assert_int_eq(race_points(m, 0), 0);
    ck_assert_int_eq(mt_match_next_due(m), -1);
    int st;
    ck_assert_int_eq(mt_match_advance(m, 2000, 0, &st), MT_STEP_IDLE);
    mt_match_free(m);
}
END_TEST

/* A person taps at given times; the computer, re-deciding at each change,
 * is always 900 ms away; time never goes back. */
START_TEST(test_race_person)
{
    static const char *const specs[] = {"human", "ai:slow"};
    MtMatch *m = new_race(2, 3, specs);
    ck_assert_int_eq(race_tap(m, 0, 100), TK_OK);
    ck_assert_int_eq(race_tap(m, 0, 50), TK_E_ARG);
    ck_assert_int_eq(race_tap(m, 1, 150), TK_E_TURN);
    ck_assert_int_eq(race_tap(m, 0, 700), TK_OK);
    ck_assert_int_eq(mt_match_next_due(m), 700 + 900);
    ck_assert_int_eq(race_tap(m, 0, 1500), TK_OK);
    ck_assert_int_eq(race_points(m, 0), 3);
    ck_assert_int_eq(race_points(m, 1), 0);
    ck_assert_int_eq(race_tap(m, 0, 1600), TK_E_MOVE);
    mt_match_free(m);
    /* Left alone, the computer taps 900 ms after the last change. */
    m = new_race(2, 3, specs);
    ck_assert_int_eq(race_tap(m, 0, 2000), TK_OK); /* the computer's 900 and 1800 came first */
    ck_assert_int_eq(race_points(m, 1), 2);
    ck_assert_int_eq(race_now(m), 2000);
    mt_match_free(m);
}
END_TEST

/* An outside bot that thinks slowly (its answers take 50 ms of wall time
 * each) plays exactly as if it answered at once: the race's clock stands
 * still while it thinks, and its taps come at the times it asked for. */
START_TEST(test_race_bot_clock_stands_still)
{
    static const char *bot = "bot:read l; echo ok racer; while read l; do case \"$l\" in ask*) "
                             "sleep 0.05; echo tap 100;; esac; done";
    const char *specs[] = {"ai:fast", bot};
    MtMatch *m = new_race(2, 5, specs);
    RaceEvent ev;
    int taps = 0;
    ck_assert_str_eq(mt_match_seat_name(m, 1), "racer");
    ck_assert_int_gt(run_race(m), 0);
    while (mt_match_next_event(m, &ev)) {
        if (ev.kind == RACE_EV_TAP) {
            taps++;
            ck_assert_int_eq(ev.seat, 1);
            ck_assert_int_eq(ev.t, 250 * taps); /* 100 asked, 250 at the least */
        }
    }
    ck_assert_int_eq(taps, 5);
    ck_assert_int_eq(race_now(m), 1250);
    ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_BOT);
    ck_assert_int_eq(count_notices(m, NULL, 0), 0);
    mt_match_free(m);
}
END_TEST

/* A bot that leaves mid-race: the computer takes its seat between two
 * moments, said once, and the race goes on to its end. */
START_TEST(test_race_bot_fails)
{
    static const char *bot = "bot:read l; echo ok brief; read l; read l; echo tap 0; read l; "
                             "read l; exit 2";
    const char *specs[] = {"ai:slow", bot};
    char notice[1000];
    MtMatch *m = new_race(2, 3, specs);
    run_race(m);
    ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_AI);
    ck_assert_str_eq(mt_match_seat_spec(m, 1), "ai:slow");
    ck_assert_int_eq(count_notices(m, notice, sizeof notice), 1);
    ck_assert_msg(strstr(notice, "Seat 2's bot (brief) stopped;") == notice, "%s", notice);
    ck_assert_int_eq(race_points(m, 0) + race_points(m, 1) >= 3, 1);
    mt_match_free(m);
}
END_TEST

/* A race is saved as it goes and taken up again where it was. */
START_TEST(test_race_autosave_resume)
{
    static const char *const specs[] = {"human", "ai:fast", "ai:slow"};
    char path[400], msg[400];
    TkSaved sv;
    make_tmpdir();
    tmp_path(path, sizeof path, "race.save");
    MtMatch *m = new_race(3, 4, specs);
    ck_assert_int_eq(mt_match_set_autosave(m, path), TK_OK);
    ck_assert_int_eq(race_tap(m, 0, 200), TK_OK);
    ck_assert_int_eq(race_tap(m, 0, 450), TK_OK);
    int st;
    ck_assert_int_eq(mt_match_advance(m, 1000, 0, &st), MT_STEP_ACTED);
    int p1 = race_points(m, 1);
    ck_assert_int_eq(p1, 1); /* 450 + 300 */
    mt_match_free(m);
    mt_saved_read(&race_game, path, &sv, msg, sizeof msg);
    ck_assert_int_eq(sv.state, TK_SAVED_PLAYING);
    ck_assert_int_eq(sv.total[0], 2);
    ck_assert_int_eq(sv.total[1], 1);
    ck_assert_str_eq(sv.heading, "At 750 ms");
    MtResume nb = {MT_OPEN_NO_BOTS, NULL, 0, NULL};
    ck_assert_int_eq(mt_match_resume(&race_game, path, &nb, &m, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(race_points(m, 0), 2);
    ck_assert_int_eq(race_points(m, 1), 1);
    ck_assert_int_eq(race_now(m), 750);
    ck_assert_str_eq(mt_match_seat_spec(m, 1), "ai:fast");
    run_race(m);
    ck_assert_int_eq(race_points(m, 1), 4);
    mt_match_free(m);
    remove_tmpdir();
}
END_TEST

/* A game that keeps its seats' players is told each seat's new one: at
 * the start (every seat), when a bot fails (its seat, the computer's now),
 * and on resuming. */
START_TEST(test_race_seat_changed)
{
    static const char *bot = "bot:read l; echo ok brief; read l; read l; echo tap 0; read l; "
                             "read l; exit 2";
    const char *specs[] = {"ai:slow", bot};
    char path[400], msg[400];
    MtSeatKind kind;
    make_tmpdir();
    tmp_path(path, sizeof path, "race.save");
    MtMatch *m = new_race(2, 3, specs);
    ck_assert_int_eq(race_changes(m, 0, &kind), 1);
    ck_assert_int_eq(kind, MT_SEAT_AI);
    ck_assert_int_eq(race_changes(m, 1, &kind), 1);
    ck_assert_int_eq(kind, MT_SEAT_BOT);
    run_race(m);
    ck_assert_int_eq(race_changes(m, 0, NULL), 1);
    ck_assert_int_eq(race_changes(m, 1, &kind), 2); /* the computer took the bot's seat */
    ck_assert_int_eq(kind, MT_SEAT_AI);
    ck_assert_int_eq(mt_match_save(m, path, msg, sizeof msg), TK_OK);
    mt_match_free(m);
    MtResume ro = {MT_OPEN_READ_ONLY, NULL, 0, NULL};
    ck_assert_int_eq(mt_match_resume(&race_game, path, &ro, &m, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(race_changes(m, 0, &kind), 1);
    ck_assert_int_eq(kind, MT_SEAT_AI);
    ck_assert_int_eq(race_changes(m, 1, &kind), 1);
    ck_assert_int_eq(kind, MT_SEAT_AI);
    mt_match_free(m);
    remove_tmpdir();
}
END_TEST

/* ------------------------------------------------------------------ */
/* The terminal loop                                                   */

typedef struct LoopCtx {
    int games, matches, takes;
} LoopCtx;

static void loop_event(void *ctx, MtLoop *l, const void *event)
{
    LoopCtx *c = ctx;
    const PileEvent *ev = event;
    c->takes += ev->kind == PILE_EV_TAKE;
    if (ev->kind == PILE_EV_GAME_OVER) {
        c->games++;
        mt_loop_game_played(l);
    }
    c->matches += ev->kind == PILE_EV_MATCH_OVER;
}

/* A person at the terminal types how many stones to take ("quit" leaves). */
static MtHuman loop_person(void *ctx, MtLoop *l, int seat)
{
    char answer[32];
    (void)ctx;
    for (;;) {
        if (!tk_cli_read_answer(l->in, l->out, "take? ", answer, sizeof answer)) {
            return MT_HUMAN_EOF;
        }
        if (strcmp(answer, "quit") == 0) {
            MtHuman q = mt_loop_confirm_quit(l);
            if (q != MT_HUMAN_ACTED) {
                return q;
            }
            continue;
        }
        if (pile_take(l->m, seat, atoi(answer)) == TK_OK) {
            return MT_HUMAN_ACTED;
        }
        fprintf(l->out, "no\n");
    }
}

static const MtLoopGame loop_game = {.prog = "pile-cli",
                                     .title = "Pile",
                                     .unit = "game",
                                     .human_turn = loop_person,
                                     .event = loop_event,
                                     .banner = ""};

/* Computers only: the count of games runs over matches, each a new match
 * at the same table (its names kept), the last one cut short. */
START_TEST(test_loop_count)
{
    static const char *const specs[] = {"ai:hard", "ai:easy"};
    char path[400];
    LoopCtx c = {0, 0, 0};
    MtLoop l;
    make_tmpdir();
    tmp_path(path, sizeof path, "record.pile");
    MtMatch *m = new_pile(2, 3, specs, 6, 2);
    char first[40];
    snprintf(first, sizeof first, "%s", mt_match_seat_name(m, 1));
    mt_loop_init(&l, &loop_game, &c, m, 3);
    l.limit = 5;
    l.record = path;
    l.save = path;
    mt_loop_seats(&l);
    ck_assert_int_eq(mt_loop_run(&l), TK_CLI_EXIT_OK);
    ck_assert_int_eq(mt_loop_status(&l, TK_CLI_EXIT_OK), TK_CLI_EXIT_OK);
    ck_assert_int_eq(c.games, 5);
    ck_assert_int_eq(l.played, 5);
    ck_assert_int_eq(c.matches, 2);
    ck_assert_int_eq(l.match_no, 3);
    ck_assert_int_eq(l.unfinished, 1);
    ck_assert_str_eq(mt_match_seat_name(l.m, 1), first);
    ck_assert_uint_eq(mt_match_seed(l.m), tk_mix64(3 + 3));
    {
        TkSaved sv;
        mt_saved_read(&pile_game, path, &sv, NULL, 0);
        ck_assert_int_eq(sv.state, TK_SAVED_PLAYING); /* the third match, one game in */
        ck_assert_int_eq(sv.total[0] + sv.total[1], 1);
    }
    mt_match_free(l.m);
    remove_tmpdir();
}
END_TEST

/* A person at the terminal: bad input asked again, the next deal asked
 * for, quitting confirmed and saved, the end of the input saved. */
START_TEST(test_loop_person)
{
    static const char *const specs[] = {"human", "ai:easy"};
    char path[400], out[8192];
    LoopCtx c = {0, 0, 0};
    MtLoop l;
    make_tmpdir();
    tmp_path(path, sizeof path, "saved.pile");
    for (int round = 0; round < 2; round++) {
        /* Takes of 1 (a 4 refused first), the next deal, then quit (no,
           then yes); or the input ends. */
        static const char *const inputs[] = {
            "4\n1\n1\n1\n1\n1\n1\nquit\nn\nquit\ny\n", "1\n"};
        FILE *in = fmemopen((void *)inputs[round], strlen(inputs[round]), "r");
        FILE *o = fmemopen(out, sizeof out, "w");
        ck_assert_ptr_nonnull(in);
        ck_assert_ptr_nonnull(o);
        MtMatch *m = new_pile(2, 5, specs, 4, 3);
        mt_loop_init(&l, &loop_game, &c, m, 5);
        l.in = in;
        l.out = o;
        l.save = path;
        l.autosave = 1;
        mt_loop_seats(&l);
        ck_assert_int_eq(l.humans, 1);
        ck_assert_int_eq(l.viewer, 0);
        int st = mt_loop_run(&l);
        fclose(o);
        fclose(in);
        if (round == 0) {
            ck_assert_int_eq(st, TK_CLI_EXIT_OK);
            ck_assert_ptr_nonnull(strstr(out, "no\n"));
            ck_assert_ptr_nonnull(strstr(out, "Press Enter to deal the next game (quit to leave)"));
            ck_assert_ptr_nonnull(strstr(out, "Good, let's play on."));
            ck_assert_ptr_nonnull(strstr(out, "pile-cli match --resume"));
            ck_assert_int_ge(l.played, 1);
        } else {
            ck_assert_int_eq(st, TK_CLI_EXIT_FAIL); /* the input ended */
        }
        TkSaved sv;
        mt_saved_read(&pile_game, path, &sv, NULL, 0);
        ck_assert_int_eq(sv.state, TK_SAVED_PLAYING);
        mt_match_free(l.m);
    }
    remove_tmpdir();
}
END_TEST

/* A race of computers at the terminal: moved from one due moment to the
 * next to its end. */
START_TEST(test_loop_race)
{
    static const char *const specs[] = {"ai:slow", "ai:fast", "ai:fast"};
    LoopCtx c = {0, 0, 0};
    MtLoop l;
    MtMatch *m = new_race(3, 4, specs);
    static const MtLoopGame race_loop = {
        .prog = "race-cli", .title = "Race", .unit = "round", .event = loop_event, .banner = ""};
    mt_loop_init(&l, &race_loop, &c, m, 1);
    mt_loop_seats(&l);
    ck_assert_int_eq(mt_loop_run(&l), TK_CLI_EXIT_OK);
    ck_assert_int_eq(mt_match_phase(l.m), MT_PHASE_OVER);
    ck_assert_int_eq(race_points(l.m, 1), 4); /* seat 2 first at each moment */
    mt_match_free(l.m);
}
END_TEST

/* A person at a race in real time, as a terminal tool plays it: the loop
 * asks the tool to wait for the person until the next due moment; the
 * script taps at given times or lets the race move on to what is due. */
typedef struct RaceScript {
    const int64_t *taps; /* the person's taps, in order */
    int ntaps, next;
    int stop;            /* after this many taps: 1 quit, 2 the input ends */
    int64_t dues[16];    /* the due moments the loop gave */
    int ndues;
    int seat[16];        /* the taps told, in order */
    int64_t t[16];
    int told;
} RaceScript;

static void race_told(void *ctx, MtLoop *l, const void *event)
{
    RaceScript *rs = ctx;
    const RaceEvent *ev = event;
    (void)l;
    if (ev->kind == RACE_EV_TAP && rs->told < 16) {
        rs->seat[rs->told] = ev->seat;
        rs->t[rs->told++] = ev->t;
    }
}

static MtHuman race_wait(void *ctx, MtLoop *l, int64_t due)
{
    RaceScript *rs = ctx;
    int st = TK_OK;
    if (rs->ndues < 16) {
        rs->dues[rs->ndues++] = due;
    }
    if (rs->stop > 0 && rs->next == rs->ntaps) {
        return rs->stop == 1 ? MT_HUMAN_QUIT : MT_HUMAN_EOF;
    }
    if (rs->next < rs->ntaps && (due < 0 || rs->taps[rs->next] <= due)) {
        ck_assert_int_eq(race_tap(l->m, 0, rs->taps[rs->next++]), TK_OK);
        return MT_HUMAN_ACTED;
    }
    ck_assert_int_ge(due, 0);
    ck_assert_int_eq(mt_match_advance(l->m, due, 100, &st), MT_STEP_ACTED);
    ck_assert_int_eq(st, TK_OK);
    return MT_HUMAN_ACTED;
}

START_TEST(test_loop_race_person)
{
    static const char *const specs[] = {"human", "ai:slow"};
    static const int64_t taps[] = {100, 1200, 2500};
    static const MtLoopGame race_loop = {.prog = "race-cli",
                                         .title = "Race",
                                         .unit = "round",
                                         .event = race_told,
                                         .human_wait = race_wait};
    char path[400];
    MtLoop l;
    TkSaved sv;
    make_tmpdir();
    tmp_path(path, sizeof path, "race.save");
    /* To the end: the person's taps at their times, the computer's 900 ms
       after each change it saw. */
    RaceScript rs;
    memset(&rs, 0, sizeof rs);
    rs.taps = taps;
    rs.ntaps = 3;
    MtMatch *m = new_race(2, 3, specs);
    mt_loop_init(&l, &race_loop, &rs, m, 1);
    l.save = path;
    mt_loop_seats(&l);
    ck_assert_int_eq(l.humans, 1);
    ck_assert_int_eq(mt_loop_run(&l), TK_CLI_EXIT_OK);
    ck_assert_int_eq(mt_match_phase(l.m), MT_PHASE_OVER);
    /* 0: the seats asked as the race begins. */
    static const int64_t dues[] = {0, 900, 1000, 1900, 2100, 3000};
    ck_assert_int_eq(rs.ndues, 6);
    for (int i = 0; i < 6; i++) {
        ck_assert_int_eq(rs.dues[i], dues[i]);
    }
    static const int seats[] = {0, 1, 0, 1, 0};
    static const int64_t times[] = {100, 1000, 1200, 2100, 2500};
    ck_assert_int_eq(rs.told, 5);
    for (int i = 0; i < 5; i++) {
        ck_assert_int_eq(rs.seat[i], seats[i]);
        ck_assert_int_eq(rs.t[i], times[i]);
    }
    mt_match_free(l.m);
    /* The person leaves after a tap (the loop's exit status 0), or the
       input ends (the race saved where it stands, status 1). */
    for (int stop = 1; stop <= 2; stop++) {
        memset(&rs, 0, sizeof rs);
        rs.taps = taps;
        rs.ntaps = 1;
        rs.stop = stop;
        m = new_race(2, 3, specs);
        mt_loop_init(&l, &race_loop, &rs, m, 1);
            l.save = path;
        mt_loop_seats(&l);
        remove(path);
        ck_assert_int_eq(mt_loop_run(&l), stop == 1 ? TK_CLI_EXIT_OK : TK_CLI_EXIT_FAIL);
        ck_assert_int_eq(race_points(l.m, 0), 1);
        mt_saved_read(&race_game, path, &sv, NULL, 0);
        ck_assert_int_eq(sv.state, stop == 1 ? TK_SAVED_NONE : TK_SAVED_PLAYING);
        mt_match_free(l.m);
    }
    remove_tmpdir();
}
END_TEST

/* The whole match command on a race with a person (mt_match_run): the
 * tool's start callback has the last word before the loop plays, on the
 * match opened; a status from it ends the run with nothing played; -1
 * plays the race to its end through human_wait. */
typedef struct RaceRun {
    RaceScript rs; /* first: race_told and race_wait take the context as one */
    int starts, summaries;
    int stop_at_start; /* the start callback's answer: -1, or an exit status */
    int64_t now_at_start;
    char *said; /* the summary written (race_summary) */
    char name1[MT_NAME_MAX + 1]; /* seat 2's name then */
} RaceRun;

/* The race's own options for the run's first match: two seats, to 3. */
static void race_options(void *ctx, void *options)
{
    RaceOptions *o = options;
    (void)ctx;
    o->players = 2;
    o->target = 3;
}

/* The race's events told, its end counted (the summary follows a race
 * played). */
static void race_run_told(void *ctx, MtLoop *l, const void *event)
{
    race_told(ctx, l, event);
    if (((const RaceEvent *)event)->kind == RACE_EV_WON) {
        mt_loop_game_played(l);
    }
}

static int race_start(void *ctx, MtLoop *l)
{
    RaceRun *rr = ctx;
    rr->starts++;
    rr->now_at_start = race_now(l->m);
    ck_assert_int_eq(l->humans, 1);
    return rr->stop_at_start;
}

/* The summary, as a tool writes it with the loop's helpers: JSON and
 * text, into rr->said (stdout caught in a file). */
static void race_summary(void *ctx, MtLoop *l)
{
    RaceRun *rr = ctx;
    static const long wins[] = {1, 0}, totals[] = {3, -2}, match_wins[] = {1, 0};
    TkJson j;
    char out[500];
    tmp_path(out, sizeof out, "summary.out");
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    ck_assert_int_ge(saved, 0);
    ck_assert_ptr_nonnull(freopen(out, "w", stdout));
    mt_loop_summary_json_begin(l, &j);
    tk_json_int(&j, "rounds", 1);
    mt_loop_summary_json_end(l, &j);
    MtSummary one = {1, wins, totals, NULL, 1, match_wins, 0, 0, "--rounds"};
    MtSummary two = {2, wins, NULL, NULL, 0, match_wins, 0, 0, "--rounds"};
    MtSummary cut = {3, wins, NULL, "no finish 2", 2, match_wins, 1, 1, "--rounds"};
    MtSummary cut0 = {1, wins, NULL, NULL, 0, match_wins, 0, 1, "--rounds"};
    mt_loop_summary_text(l, &one);
    mt_loop_summary_text(l, &two);
    mt_loop_summary_text(l, &cut);
    mt_loop_summary_text(l, &cut0);
    fflush(stdout);
    ck_assert_int_eq(dup2(saved, STDOUT_FILENO), STDOUT_FILENO);
    close(saved);
    ck_assert_int_eq(tk_file_read(out, 4096, &rr->said, NULL, NULL, 0), TK_OK);
    snprintf(rr->name1, sizeof rr->name1, "%s", mt_match_seat_name(l->m, 1));
    rr->summaries++;
}

START_TEST(test_run_race_start)
{
    static const int64_t taps[] = {100, 1200, 2500};
    static const MtLoopGame race_run = {.prog = "race-cli",
                                        .title = "Race",
                                        .unit = "round",
                                        .event = race_run_told,
                                        .options = race_options,
                                        .summary = race_summary,
                                        .banner = "",
                                        .human_wait = race_wait,
                                        .start = race_start};
    char path[400];
    MtLoop l;
    MtMatchOpts o;
    RaceRun rr;
    make_tmpdir();
    tmp_path(path, sizeof path, "race.save");
    memset(&o, 0, sizeof o);
    o.players = 2;
    o.seed = 1; /* the race's (new_race) */
    snprintf(o.seat[0].spec, sizeof o.seat[0].spec, "human");
    snprintf(o.seat[1].spec, sizeof o.seat[1].spec, "ai:slow");
    /* The person does not start: the run ends with the tool's status,
       nothing played, nothing saved to the file quitting saves to. */
    memset(&rr, 0, sizeof rr);
    rr.stop_at_start = TK_CLI_EXIT_OK;
    ck_assert_int_eq(mt_match_run(&l, &race_run, &rr, &race_game, &o, path), TK_CLI_EXIT_OK);
    ck_assert_int_eq(rr.starts, 1);
    ck_assert_int_eq(rr.now_at_start, 0); /* before anything was played */
    ck_assert_int_eq(rr.rs.ndues, 0);
    ck_assert_int_eq(rr.rs.told, 0);
    ck_assert_int_eq(rr.summaries, 0);
    ck_assert_ptr_null(l.m);
    ck_assert_int_ne(access(path, F_OK), 0);
    /* The person starts: the race to its end, the taps at their times,
       the record saved. */
    o.record = path;
    memset(&rr, 0, sizeof rr);
    rr.stop_at_start = -1;
    rr.rs.taps = taps;
    rr.rs.ntaps = 3;
    ck_assert_int_eq(mt_match_run(&l, &race_run, &rr, &race_game, &o, path), TK_CLI_EXIT_OK);
    ck_assert_int_eq(rr.starts, 1);
    ck_assert_int_eq(rr.rs.told, 5);
    ck_assert_int_eq(rr.summaries, 1);
    /* The summary's common parts: the seats' specs and names (the
       computer's a first name from the seed) as the match holds them. */
    char want[1200];
    snprintf(want, sizeof want,
             "{\"type\":\"summary\",\"players\":2,\"seed\":1,\"rounds\":1,\"unfinished\":0,"
             "\"seats\":[\"human\",\"ai:slow\"],\"names\":[\"Player 1\",\"%s\"]}\n"
             "\n1 round played (seed 1): Player 1 (human) won 1, points +3, %s (ai:slow) won 0, "
             "points -2.\n1 match finished: Player 1 1, %s 0.\n"
             "\n2 rounds played (seed 1): Player 1 (human) won 1, %s (ai:slow) won 0.\n"
             "0 matches finished.\n"
             "\n3 rounds played (seed 1): Player 1 (human) won 1, %s (ai:slow) won 0, no finish "
             "2.\n2 matches finished: Player 1 1, %s 0, shared 1 (the last one was stopped by "
             "--rounds)\n"
             "\n1 round played (seed 1): Player 1 (human) won 1, %s (ai:slow) won 0.\n"
             "0 matches finished (the last one was stopped by --rounds)\n",
             rr.name1, rr.name1, rr.name1, rr.name1, rr.name1, rr.name1, rr.name1);
    ck_assert_str_eq(rr.said, want);
    free(rr.said);
    TkSaved sv;
    mt_saved_read(&race_game, path, &sv, NULL, 0);
    ck_assert_int_eq(sv.state, TK_SAVED_FINISHED);
    remove_tmpdir();
}
END_TEST

/* A tool's own option for mt_match_parse: --speed N (a race tool's),
 * anything else unknown. */
static int race_own(TkCliArgs *a, void *ctx)
{
    long *speed = ctx;
    if (strcmp(a->opt, "--speed") != 0) {
        return tk_cli_args_error(a, "unknown option %s", a->opt);
    }
    const char *v = tk_cli_args_value(a);
    return v != NULL && tk_cli_int(a, v, 1, 9, speed) == TK_OK ? -1 : TK_CLI_EXIT_USAGE;
}

static int race_parse(const char *const *args, long *speed, MtMatchOpts *o)
{
    char *argv[16];
    int argc = 0;
    for (; args[argc] != NULL && argc < 15; argc++) {
        argv[argc] = (char *)args[argc];
    }
    argv[argc] = NULL;
    memset(o, 0, sizeof *o);
    o->players = 2;
    *speed = 0;
    return mt_match_parse(&race_game, "race-cli", argc, argv, NULL, "--rounds",
                          "--players, --seat, --name or --seed", race_own, speed, o);
}

/* The whole of a match command's options (mt_match_parse) on the race:
 * every game's, the tool's own, the checks after them. */
START_TEST(test_match_parse)
{
    MtMatchOpts o;
    long speed;
    char err[500];
    char *said = NULL;
    make_tmpdir();
    tmp_path(err, sizeof err, "stderr");
    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    ck_assert_int_ge(saved, 0);
    ck_assert_ptr_nonnull(freopen(err, "w", stderr));
    ck_assert_int_eq(race_parse((const char *const[]){"match", "--players", "3", "--seat",
                                                      "1=human", "--speed", "4", "--rounds", "2",
                                                      "--seed", "7", "--json", NULL},
                                &speed, &o),
                     -1);
    ck_assert_int_eq(o.players, 3);
    ck_assert_str_eq(o.seat[0].spec, "human");
    ck_assert_str_eq(o.seat[2].spec, "ai:slow"); /* the default level */
    ck_assert_int_eq(o.limit, 2);
    ck_assert_uint_eq(o.seed, 7);
    ck_assert_int_eq(o.json, 1);
    ck_assert_int_eq(speed, 4);
    /* The tool's own option refused, an option nobody takes, a game's
       option refused, a table option with --resume. */
    ck_assert_int_eq(race_parse((const char *const[]){"match", "--speed", "12", NULL}, &speed, &o),
                     TK_CLI_EXIT_USAGE);
    ck_assert_int_eq(race_parse((const char *const[]){"match", "--fly", NULL}, &speed, &o),
                     TK_CLI_EXIT_USAGE);
    ck_assert_int_eq(race_parse((const char *const[]){"match", "--players", "9", NULL}, &speed, &o),
                     TK_CLI_EXIT_USAGE);
    ck_assert_int_eq(race_parse((const char *const[]){"match", "--resume", "x.race", "--seed", "1",
                                                      NULL},
                                &speed, &o),
                     TK_CLI_EXIT_USAGE);
    fflush(stderr);
    ck_assert_int_eq(dup2(saved, STDERR_FILENO), STDERR_FILENO);
    close(saved);
    /* One usage error a refusal, each in its own words. */
    ck_assert_int_eq(tk_file_read(err, 4096, &said, NULL, NULL, 0), TK_OK);
    ck_assert_msg(strstr(said, "race-cli match: --speed must be between 1 and 9") == said, "%s",
                  said);
    ck_assert_ptr_nonnull(strstr(said, "race-cli match: unknown option --fly"));
    ck_assert_ptr_nonnull(strstr(said, "race-cli match: --players must be between 2 and 5"));
    ck_assert_ptr_nonnull(strstr(said, "race-cli match: --resume takes the table from the saved "
                                       "game: no --players, --seat, --name or --seed with it"));
    free(said);
    remove_tmpdir();
}
END_TEST

/* ------------------------------------------------------------------ */
/* Replays                                                             */

/* A finished Pile match of 3 games with a bot seat that leaves a mark if
 * it is ever started, saved at path; its bot started (and marked) once
 * here, the mark removed. */
static void pile_record(const char *path, const char *marker)
{
    char bot[700], spec[900];
    pile_bot(bot, sizeof bot, "marker", NULL);
    snprintf(spec, sizeof spec, "bot:touch %s; %s", marker, bot + 4);
    const char *specs[] = {"ai:hard", spec, "ai:easy"};
    MtMatch *m = new_pile(3, 11, specs, 7, 3);
    ck_assert_int_eq(mt_match_set_autosave(m, path), TK_OK);
    run_pile(m);
    mt_match_free(m);
    ck_assert(file_exists(marker));
    remove(marker);
}

/* Watching a record: steps forward to the end, back to the start, to
 * each game; the state at each step is the record's; the layer's own
 * calls take the record's steps; nothing is started, nothing written. */
START_TEST(test_pile_replay)
{
    char path[400], marker[400], msg[400], before[8192], after[8192];
    make_tmpdir();
    tmp_path(path, sizeof path, "match.pile");
    tmp_path(marker, sizeof marker, "started");
    pile_record(path, marker);
    /* The same record, loaded as every reader does: the end to reach. */
    MtMatch *whole = NULL;
    MtResume ro = {MT_OPEN_READ_ONLY, NULL, 0, NULL};
    ck_assert_int_eq(mt_match_resume(&pile_game, path, &ro, &whole, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(portable_tree_state(tmpdir, before, sizeof before), 0);

    MtMatch *m = NULL;
    ck_assert_msg(mt_match_replay(&pile_game, path, &m, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert(mt_match_is_replay(m));
    ck_assert(!mt_match_is_replay(whole));
    ck_assert_int_eq(mt_match_open_mode(m), MT_OPEN_READ_ONLY);
    ck_assert_str_eq(mt_match_seat_name(m, 1), "marker");
    ck_assert_int_eq(strncmp(mt_match_seat_spec(m, 1), "bot:touch ", 10), 0); /* as recorded */
    ck_assert(mt_match_seat_had_bot(m, 1));
    ck_assert_int_eq(mt_match_seat_kind(m, 1), MT_SEAT_AI); /* never asked anything */
    ck_assert_str_eq(mt_match_seat_spec(m, 0), "ai:hard");
    ck_assert(!mt_match_seat_had_bot(m, 0));
    ck_assert_int_eq(count_notices(m, NULL, 0), 0); /* a replay says nothing of its bot */
    ck_assert_int_eq(mt_replay_at(m), 0);
    ck_assert_int_eq(mt_match_phase(m), MT_PHASE_BETWEEN);
    ck_assert_int_eq(mt_match_number(m), 0);
    int steps = mt_replay_steps(m);
    ck_assert_int_gt(steps, 6); /* every deal and take makes events: a step each */
    int starts[8];
    ck_assert_int_eq(mt_replay_units(m, starts, 8), 3);
    ck_assert_int_eq(starts[0], 1); /* the first deal is the first step */
    ck_assert_int_lt(starts[1], starts[2]);
    ck_assert_int_eq(mt_match_human_to_act(m), -1);
    ck_assert_int_eq(mt_replay_time(m, 1), -1); /* by turns */

    /* Forward to the end: each step queues its events, as in play. */
    PileEvent ev;
    int takes = 0, deals = 0;
    for (int i = 0; i < steps; i++) {
        ck_assert_int_eq(mt_replay_forward(m), TK_OK);
        ck_assert_int_eq(mt_replay_at(m), i + 1);
        int n = 0;
        while (mt_match_next_event(m, &ev)) {
            n++;
            takes += ev.kind == PILE_EV_TAKE;
            deals += ev.kind == PILE_EV_DEAL;
        }
        ck_assert_int_gt(n, 0);
    }
    ck_assert_int_eq(deals, 3);
    ck_assert_int_eq(deals + takes, steps);
    ck_assert_int_eq(mt_replay_forward(m), TK_E_OVER);
    ck_assert_int_eq(mt_match_phase(m), MT_PHASE_OVER);
    for (int s = 0; s < 3; s++) {
        ck_assert_int_eq(pile_wins(m, s), pile_wins(whole, s));
    }

    /* Back to the start, then to the second game just dealt: a new game,
       the events of the steps passed dropped. */
    ck_assert_int_eq(mt_replay_seek(m, 0), TK_OK);
    ck_assert_int_eq(mt_match_phase(m), MT_PHASE_BETWEEN);
    ck_assert_int_eq(mt_match_number(m), 0);
    ck_assert_int_eq(mt_match_next_event(m, &ev), 0);
    ck_assert_int_eq(mt_replay_seek(m, starts[1]), TK_OK);
    ck_assert_int_eq(mt_match_number(m), 2);
    ck_assert_int_eq(mt_match_phase(m), MT_PHASE_PLAYING);
    ck_assert_int_eq(mt_match_next_event(m, &ev), 0);
    int stones = pile_stones(m);
    ck_assert_int_eq(mt_replay_seek(m, starts[1] - 1), TK_OK); /* one step back */
    ck_assert_int_eq(mt_match_number(m), 1);
    ck_assert_int_eq(mt_match_phase(m), MT_PHASE_BETWEEN);
    /* The layer's calls take the record's steps: the deal, then moves,
       whoever's seat it is. */
    ck_assert_int_eq(mt_match_deal(m), TK_OK);
    ck_assert_int_eq(pile_stones(m), stones);
    ck_assert_int_eq(mt_replay_at(m), starts[1]);
    ck_assert_int_eq(mt_match_deal(m), TK_E_PHASE); /* a game is under way */
    int st = TK_OK;
    ck_assert_int_eq(mt_match_step(m, 0, &st), MT_STEP_ACTED);
    ck_assert_int_eq(st, TK_OK);
    ck_assert_int_eq(mt_replay_at(m), starts[1] + 1);
    ck_assert_int_lt(pile_stones(m), stones);
    int pace = 500;
    ck_assert_int_eq(mt_match_wait_ms(m, pace), pace);
    ck_assert_int_eq(mt_match_step_paced(m, &pace, 200, 500), MT_STEP_IDLE);
    ck_assert_int_eq(mt_match_step_paced(m, &pace, 300, 500), MT_STEP_ACTED);
    ck_assert_int_eq(mt_replay_at(m), starts[1] + 2);
    /* Forward from where it is, and out of range clamped. */
    ck_assert_int_eq(mt_replay_seek(m, steps + 5), TK_OK);
    ck_assert_int_eq(mt_replay_at(m), steps);
    ck_assert_int_eq(mt_match_phase(m), MT_PHASE_OVER);
    ck_assert_int_eq(mt_match_wait_ms(m, 0), -1);
    ck_assert_int_eq(mt_match_step(m, 0, NULL), MT_STEP_IDLE);
    /* Read only: nothing saved, kept or started. */
    ck_assert_int_eq(mt_match_set_autosave(m, path), TK_E_ARG);
    ck_assert_int_eq(mt_match_save(m, path, msg, sizeof msg), TK_E_ARG);
    mt_match_free(m);
    mt_match_free(whole);
    ck_assert(!file_exists(marker));
    ck_assert_int_eq(portable_tree_state(tmpdir, after, sizeof after), 0);
    ck_assert_str_eq(after, before);
    remove_tmpdir();
}
END_TEST

/* What cannot be replayed is refused with a reason, and no match made. */
START_TEST(test_replay_refused)
{
    char path[400], msg[400] = "";
    MtMatch *m = (MtMatch *)&m;
    MtGame none = pile_game;
    none.replay = NULL;
    make_tmpdir();
    tmp_path(path, sizeof path, "match.pile");
    ck_assert_int_eq(mt_match_replay(&pile_game, path, &m, msg, sizeof msg), TK_E_IO);
    ck_assert_ptr_null(m);
    ck_assert(strstr(msg, "match.pile") != NULL);
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs("pile 1\nplayers 2\nstones 5\ngames 1\nseed 3\nhistory\n1 take 2\nend\n", f);
    fclose(f);
    ck_assert_int_ne(mt_match_replay(&pile_game, path, &m, msg, sizeof msg), TK_OK);
    ck_assert_ptr_null(m);
    ck_assert_int_eq(mt_match_replay(&none, path, &m, msg, sizeof msg), TK_E_ARG);
    ck_assert_ptr_null(m);
    ck_assert_int_eq(mt_replay_forward(NULL), TK_E_ARG);
    ck_assert_int_eq(mt_replay_steps(NULL), 0);
    remove_tmpdir();
}
END_TEST

/* By time: each step comes at its moment on the round's clock through
 * next_due and advance, as the game's driver would move it. */
START_TEST(test_race_replay)
{
    static const char *const specs[] = {"human", "ai:fast", "ai:slow"};
    char path[400], msg[400];
    make_tmpdir();
    tmp_path(path, sizeof path, "race.save");
    MtMatch *m = new_race(3, 4, specs);
    ck_assert_int_eq(mt_match_set_autosave(m, path), TK_OK);
    ck_assert_int_eq(race_tap(m, 0, 200), TK_OK);
    ck_assert_int_eq(race_tap(m, 0, 450), TK_OK);
    run_race(m);
    int points[3];
    for (int s = 0; s < 3; s++) {
        points[s] = race_points(m, s);
    }
    mt_match_free(m);

    ck_assert_msg(mt_match_replay(&race_game, path, &m, msg, sizeof msg) == TK_OK, "%s", msg);
    int steps = mt_replay_steps(m);
    ck_assert_int_eq(steps, points[0] + points[1] + points[2]);
    ck_assert_int_eq(mt_replay_units(m, NULL, 0), 0); /* one round, under way from the start */
    ck_assert_int_eq(mt_replay_time(m, 1), 200);
    ck_assert_int_eq(mt_replay_time(m, 2), 450);
    ck_assert_int_eq(mt_match_next_due(m), 200);
    int st = TK_OK;
    ck_assert_int_eq(mt_match_advance(m, 199, 0, &st), MT_STEP_ACTED);
    ck_assert_int_eq(mt_replay_at(m), 0);
    ck_assert_int_eq(mt_match_advance(m, 460, 0, &st), MT_STEP_ACTED);
    ck_assert_int_eq(st, TK_OK);
    ck_assert_int_eq(mt_replay_at(m), 2);
    ck_assert_int_eq(race_points(m, 0), 2);
    ck_assert_int_eq(mt_match_next_due(m), mt_replay_time(m, 3));
    /* to the end, moment by moment */
    int64_t due;
    while ((due = mt_match_next_due(m)) >= 0) {
        ck_assert_int_ge(due, race_now(m));
        mt_match_advance(m, due, 0, &st);
        ck_assert_int_eq(st, TK_OK);
        ck_assert_int_eq(race_now(m), due);
    }
    ck_assert_int_eq(mt_replay_at(m), steps);
    ck_assert_int_eq(mt_match_phase(m), MT_PHASE_OVER);
    for (int s = 0; s < 3; s++) {
        ck_assert_int_eq(race_points(m, s), points[s]);
    }
    ck_assert_int_eq(mt_replay_seek(m, 2), TK_OK);
    ck_assert_int_eq(race_now(m), 450);
    ck_assert_int_eq(race_points(m, 1), 0);
    mt_match_free(m);
    remove_tmpdir();
}
END_TEST

static Suite *match_suite(void)
{
    Suite *s = suite_create("match");
    TCase *turns = tcase_create("turns");
    tcase_set_timeout(turns, 60);
    tcase_add_test(turns, test_pile_computers);
    tcase_add_test(turns, test_notices_in_french);
    tcase_add_test(turns, test_pile_names);
    tcase_add_test(turns, test_pick_name);
    tcase_add_test(turns, test_pile_bad_setup);
    tcase_add_test(turns, test_pile_person);
    suite_add_tcase(s, turns);
    TCase *saves = tcase_create("saves");
    tcase_set_timeout(saves, 60);
    tcase_add_test(saves, test_pile_autosave_resume);
    tcase_add_test(saves, test_saved_summary_states);
    tcase_add_test(saves, test_save_without_saver);
    tcase_add_test(saves, test_pile_replay);
    tcase_add_test(saves, test_replay_refused);
    tcase_add_test(saves, test_race_replay);
    suite_add_tcase(s, saves);
    TCase *bots = tcase_create("bots");
    tcase_set_timeout(bots, 300);
    tcase_add_test(bots, test_pile_bots_play);
    tcase_add_test(bots, test_pile_hellos_at_their_pace);
    tcase_add_test(bots, test_pile_again);
    tcase_add_loop_test(bots, test_pile_bots_fail, 0, 4);
    tcase_add_test(bots, test_pile_idle_watch);
    tcase_add_test(bots, test_pile_bot_logs);
    tcase_add_test(bots, test_check_bot);
    suite_add_tcase(s, bots);
    TCase *time = tcase_create("time");
    tcase_set_timeout(time, 60);
    tcase_add_test(time, test_race_computers);
    tcase_add_test(time, test_race_person);
    tcase_add_test(time, test_race_bot_clock_stands_still);
    tcase_add_test(time, test_race_bot_fails);
    tcase_add_test(time, test_race_autosave_resume);
    tcase_add_test(time, test_race_seat_changed);
    suite_add_tcase(s, time);
    TCase *loop = tcase_create("loop");
    tcase_set_timeout(loop, 60);
    tcase_add_test(loop, test_loop_count);
    tcase_add_test(loop, test_loop_person);
    tcase_add_test(loop, test_loop_race);
    tcase_add_test(loop, test_loop_race_person);
    tcase_add_test(loop, test_run_race_start);
    tcase_add_test(loop, test_match_parse);
    suite_add_tcase(s, loop);
    return s;
}

int main(void)
{
    return test_run(match_suite(), NULL, 0);
}
