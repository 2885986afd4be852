/*
 * test_table.c - the Ratuki table (ratuki/table.h) on the match layer,
 * driven by time: computers to the end of a match (the same seed, the
 * same record), a person's plays and discards at given times, every
 * refusal through the table with the engine's sentence and nothing
 * changed, the autosave after every action (byte for byte the record),
 * resume in each mode (read only starts nothing and writes nothing; a
 * round resumed mid-round comes back at the moment it was left), the
 * computers' pace, a new match at the same table, and outside bots
 * (ratuki-testbot, the example bot) that play, that fail in every way, that
 * leave while nobody asks them, and whose speed changes nothing headless.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "common/cli_run.h"
#include "common/run.h"
#include "engine/helpers.h"
#include "ratuki/record.h"
#include "ratuki/table.h"
#include "play/history.h"

static int file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

static void nap(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static RtTable *new_table(int players, uint64_t seed, const char *const *specs, int target,
                          int reply_ms)
{
    RtTableSetup setup;
    RtTable *t = NULL;
    char msg[400] = "";
    rt_table_setup_default(&setup, players);
    setup.seed = seed;
    setup.options.config.target = target;
    setup.bot_reply_ms = reply_ms;
    for (int s = 0; s < players; s++) {
        snprintf(setup.seat[s].spec, sizeof setup.seat[s].spec, "%s", specs[s]);
    }
    ck_assert_msg(rt_table_new(&setup, &t, msg, sizeof msg) == TK_OK, "rt_table_new: %s", msg);
    return t;
}

/* What a run saw of the events. */
typedef struct Seen {
    int rounds, matches, plays, ties, takes;
    int last_time; /* within a round, never going back */
} Seen;

static void drain(RtTable *t, Seen *seen)
{
    RtEvent ev;
    while (mt_match_next_event(t, &ev)) {
        if (ev.kind == RT_EV_ROUND_START) {
            seen->last_time = 0;
        }
        ck_assert_int_ge(ev.time, seen->last_time);
        seen->last_time = ev.time;
        seen->rounds += ev.kind == RT_EV_ROUND_END;
        seen->matches += ev.kind == RT_EV_MATCH_END;
        seen->plays += ev.kind == RT_EV_PLAYED;
        seen->ties += ev.kind == RT_EV_TIE;
        seen->takes += ev.kind == RT_EV_TOOK;
    }
}

/* Deals and moves the table from one due moment to the next until the
 * match is over (no person at the table), checking that the clock never
 * goes back and stands still while a bot thinks.  Returns how many times
 * it waited for a bot. */
static int run_to_end(RtTable *t, Seen *seen)
{
    int waits = 0;
    for (int guard = 0; guard < 2000000; guard++) {
        int st = TK_OK;
        drain(t, seen);
        MtPhase ph = mt_match_phase(t);
        if (ph == MT_PHASE_OVER) {
            return waits;
        }
        if (ph == MT_PHASE_BETWEEN) {
            ck_assert_int_eq(mt_match_deal(t), TK_OK);
            continue;
        }
        int64_t due = mt_match_next_due(t);
        int before = rt_table_now(t);
        ck_assert_int_ge(due, before);
        MtStepResult r = mt_match_advance(t, due, 20, &st);
        ck_assert_int_eq(st, TK_OK);
        if (r == MT_STEP_WAITING) {
            ck_assert_int_eq(rt_table_now(t), before); /* the clock stands still */
            waits++;
        }
    }
    ck_abort_msg("the match did not end");
    return waits;
}

/* The record of the table's game with its seats as they play now. */
static char *record_of(const RtTable *t, size_t *len)
{
    RtRecordMeta meta;
    char *text = NULL;
    memset(&meta, 0, sizeof meta);
    mt_match_seats(t, meta.seat);
    ck_assert_int_eq(rt_record_write(rt_table_game(t), &meta, &text, len), TK_OK);
    return text;
}

/* The history part of a record (after its "history" line). */
static const char *history_of(const char *text)
{
    const char *h = strstr(text, "\nhistory\n");
    ck_assert_ptr_nonnull(h);
    return h + 9;
}

/* The notices waiting, one a line into all (size bytes); how many. */
static int notices(RtTable *t, char *all, size_t size)
{
    char buf[1200];
    int n = 0;
    size_t used = 0;
    if (all != NULL && size > 0) {
        all[0] = '\0';
    }
    for (; mt_match_next_notice(t, buf, sizeof buf); n++) {
        if (all != NULL && used < size) {
            used += (size_t)snprintf(all + used, size - used, "%s%s", n > 0 ? "\n" : "", buf);
        }
    }
    return n;
}

/* The file at path holds the table's record now, byte for byte. */
static void saved_as_played(const RtTable *t, const char *path)
{
    size_t want_len = 0;
    char *want = record_of(t, &want_len);
    char *got = cli_read_file(path);
    ck_assert_uint_eq(strlen(got), want_len);
    ck_assert(memcmp(got, want, want_len) == 0);
    free(got);
    free(want);
}

/* ------------------------------------------------------------------ */
/* Computers                                                           */

/* Computers to the end of a match: every round scored, the match decided,
 * times never going back, every card accounted for; the same seed plays
 * the same match, record for record. */
START_TEST(test_computers_play_a_match)
{
    static const char *const specs[] = {"ai:easy", "ai:expert", "ai:hard", "ai:medium",
                                        "ai:hard"};
    int players = 2 + _i;
    Seen a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    RtTable *t = new_table(players, 40 + (uint64_t)_i, specs, 30, 0);
    RtTable *u = new_table(players, 40 + (uint64_t)_i, specs, 30, 0);
    ck_assert_int_eq(mt_match_human_to_act(t), -1);
    ck_assert_int_eq(run_to_end(t, &a), 0);
    ck_assert_int_eq(run_to_end(u, &b), 0);
    ck_assert_int_eq(a.matches, 1);
    ck_assert_int_eq(a.rounds, rt_game_round(rt_table_game(t)));
    ck_assert_int_ge(a.rounds, 1);
    ck_assert_int_gt(a.plays, 0);
    ck_assert_int_eq(mt_match_next_due(t), -1);
    rth_check_cards(rt_table_game(t));
    rth_check_replays(rt_table_game(t));
    size_t la = 0, lb = 0;
    char *ra = record_of(t, &la);
    char *rb = record_of(u, &lb);
    ck_assert_uint_eq(la, lb);
    ck_assert(memcmp(ra, rb, la) == 0);
    ck_assert_int_eq(a.plays, b.plays);
    free(ra);
    free(rb);
    mt_match_free(t);
    mt_match_free(u);
}
END_TEST

/* The computers' pace: twice as fast, their first card comes sooner; a
 * pace out of range is refused. */
START_TEST(test_pace)
{
    static const char *const specs[] = {"ai:medium", "ai:medium"};
    int first[2];
    for (int k = 0; k < 2; k++) {
        RtTable *t = new_table(2, 5, specs, 0, 0);
        ck_assert_int_eq(rt_table_pace(t), 100);
        ck_assert_int_eq(rt_table_set_pace(t, k == 0 ? 50 : 200), TK_OK);
        ck_assert_int_eq(mt_match_deal(t), TK_OK);
        first[k] = -1;
        while (first[k] < 0 && mt_match_phase(t) == MT_PHASE_PLAYING) {
            RtEvent ev;
            int st;
            mt_match_advance(t, mt_match_next_due(t), 0, &st);
            while (mt_match_next_event(t, &ev)) {
                if ((ev.kind == RT_EV_PLAYED || ev.kind == RT_EV_DISCARDED) && first[k] < 0) {
                    first[k] = ev.time;
                }
            }
        }
        ck_assert_int_eq(rt_table_set_pace(t, 10), TK_E_ARG);
        ck_assert_int_eq(rt_table_set_pace(t, 401), TK_E_ARG);
        mt_match_free(t);
    }
    ck_assert_int_gt(first[0], 0);
    ck_assert_int_lt(first[1], first[0]);
    /* Set up with a pace: kept by the next match at the same table. */
    RtTableSetup setup;
    RtTable *t = NULL, *again = NULL;
    char msg[300];
    rt_table_setup_default(&setup, 2);
    setup.options.pace = 150;
    ck_assert_int_eq(rt_table_new(&setup, &t, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rt_table_pace(t), 150);
    ck_assert_int_eq(mt_match_again(t, 9, 1, &again, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rt_table_pace(again), 150);
    mt_match_free(again);
    mt_match_free(t);
    setup.options.pace = 500;
    ck_assert_int_eq(rt_table_new(&setup, &t, msg, sizeof msg), TK_E_CONFIG);
    ck_assert_ptr_null(t);
    ck_assert_ptr_nonnull(strstr(msg, "pace"));
}
END_TEST

/* ------------------------------------------------------------------ */
/* A person                                                            */

/* A record of two persons' table with scripted decks, taken up by the
 * table: the hands known card for card. */
static RtTable *scripted_people(const int *deck0, int n0, const int *deck1, int n1, int window,
                                const char *path)
{
    RtGame *g = rth_game(2, 0, window, 3);
    RtRecordMeta meta;
    RtTable *t = NULL;
    char msg[400];
    memset(&meta, 0, sizeof meta);
    snprintf(meta.seat[0].spec, sizeof meta.seat[0].spec, "human");
    snprintf(meta.seat[1].spec, sizeof meta.seat[1].spec, "human");
    rth_script(g, 0, deck0, n0);
    rth_script(g, 1, deck1, n1);
    ck_assert_int_eq(rt_record_save(g, &meta, path, msg, sizeof msg), TK_OK);
    rt_game_free(g);
    ck_assert_msg(mt_match_resume(&rt_table_class, path, NULL, &t, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    return t;
}

/* The first slot of seat's hand with a card of value v. */
static int slot_of(const RtTable *t, int seat, int v)
{
    int slot = rt_game_slot_of(rt_table_game(t), seat, v);
    ck_assert_int_ge(slot, 0);
    return slot;
}

/* What the engine itself says of a play (on a copy): its status and
 * sentence. */
static int engine_says(const RtTable *t, int seat, int slot, int place, int time, char *why,
                       size_t size)
{
    RtGame *c = NULL;
    ck_assert_int_eq(rt_game_clone(rt_table_game(t), &c), TK_OK);
    int st = rt_check_play(c, seat, slot, place, time);
    snprintf(why, size, "%s", rt_game_error(c));
    rt_game_free(c);
    return st;
}

/* A refusal through the table: the engine's status and sentence, nothing
 * changed (the history, the clock, no event), what was due before the
 * action done first. */
static void refused_play(RtTable *t, int seat, int value, int place, int time, int want,
                         const char *sentence)
{
    char why[300];
    int slot = slot_of(t, seat, value);
    RtEvent ev;
    int st;
    /* What is due before the action first (the table would do it). */
    ck_assert_int_ne(mt_match_advance(t, time - 1, 0, &st), MT_STEP_WAITING);
    while (mt_match_next_event(t, &ev)) {
    }
    int items = rt_game_history_count(rt_table_game(t));
    ck_assert_int_eq(engine_says(t, seat, slot, place, time, why, sizeof why), want);
    ck_assert_int_eq(rt_table_play(t, seat, slot, place, time), want);
    ck_assert_str_eq(rt_table_error(t), why);
    if (sentence != NULL) {
        ck_assert_str_eq(rt_table_error(t), sentence);
    }
    ck_assert_int_eq(rt_game_history_count(rt_table_game(t)), items);
    ck_assert_int_eq(rt_table_now(t), time - 1);
    ck_assert_int_eq(mt_match_next_event(t, &ev), 0);
}

START_TEST(test_every_refusal)
{
    static const int deck0[] = {1, 5, RT_WILD, 2, 2, 3};
    static const int deck1[] = {2, 1, 3, 4, 1, 1};
    char path[400];
    cli_tmp_make("rt-play");
    cli_tmp_path(path, sizeof path, "people.ratuki");
    RtTable *t = scripted_people(deck0, 6, deck1, 6, 150, path);
    RtEvent ev;
    while (mt_match_next_event(t, &ev)) {
    }
    /* Only a 1 starts a stack; a wild never does. */
    refused_play(t, 0, 5, 0, 100, TK_E_RULE, "only a 1 starts a stack; place 1 is free");
    refused_play(t, 0, RT_WILD, 0, 100, TK_E_RULE, NULL);
    ck_assert_int_eq(rt_table_play(t, 0, slot_of(t, 0, 1), 0, 100), TK_OK);
    ck_assert_str_eq(rt_table_error(t), "");
    /* Within the window, a card that fits neither the free place nor the
       pending 1 cannot tie. */
    refused_play(t, 1, 3, 0, 150, TK_E_RULE, NULL);
    /* A 2 on the pending 1 is a tie: both cards back. */
    ck_assert_int_eq(rt_table_play(t, 1, slot_of(t, 1, 2), 0, 160), TK_OK);
    int ties = 0;
    while (mt_match_next_event(t, &ev)) {
        ties += ev.kind == RT_EV_TIE;
    }
    ck_assert_int_eq(ties, 1);
    /* Seat 2's 1 on the free place again, final after the window; a 5 on
       a 1 does not go. */
    ck_assert_int_eq(rt_table_play(t, 1, slot_of(t, 1, 1), 0, 400), TK_OK);
    refused_play(t, 0, 5, 0, 600, TK_E_RULE, "a 5 goes on a 4 (and takes the stack); place 1 shows a 1");
    /* Outside the table: a seat, a slot, a place; time going back. */
    int items = rt_game_history_count(rt_table_game(t));
    ck_assert_int_eq(rt_table_play(t, 2, 0, 0, 700), TK_E_ARG);
    ck_assert_str_eq(rt_table_error(t), "there is no seat 3 at a table of 2");
    ck_assert_int_eq(rt_table_play(t, 0, 3, 0, 700), TK_E_ARG);
    ck_assert_int_eq(rt_table_play(t, 0, 0, 2, 700), TK_E_ARG);
    ck_assert_int_eq(rt_table_discard(t, 0, -1, 700), TK_E_ARG);
    ck_assert_int_eq(rt_table_play(t, 0, 0, 1, 300), TK_E_ARG);
    ck_assert_str_eq(rt_table_error(t), "time does not go back: the table's clock says 699 ms, not 300");
    ck_assert_int_eq(rt_game_history_count(rt_table_game(t)), items);
    /* A discard, then the 60 s rule: after it, no round. */
    ck_assert_int_eq(rt_table_discard(t, 0, slot_of(t, 0, 5), 900), TK_OK);
    int st;
    mt_match_advance(t, 70000, 0, &st);
    ck_assert_int_eq(mt_match_phase(t), MT_PHASE_OVER); /* one round, still */
    ck_assert_int_eq(rt_table_play(t, 0, 0, 1, 70001), TK_E_OVER);
    ck_assert_str_eq(rt_table_error(t), "the match is over");
    mt_match_free(t);
    /* Before the first deal, and a computer's seat. */
    static const char *const specs[] = {"human", "ai:easy"};
    t = new_table(2, 1, specs, 0, 0);
    ck_assert_int_eq(rt_table_play(t, 0, 0, 0, 10), TK_E_PHASE);
    ck_assert_str_eq(rt_table_error(t), "no round is being played");
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    ck_assert_int_eq(rt_table_play(t, 1, 0, 0, 10), TK_E_TURN);
    ck_assert_str_eq(rt_table_error(t), "seat 2 is played by a computer");
    mt_match_free(t);
    cli_tmp_remove();
}
END_TEST

/* A person's plays at given times, between the computer's: what was due
 * before comes first, the table's clock is the person's moment after. */
START_TEST(test_person_at_given_times)
{
    static const char *const specs[] = {"human", "ai:expert"};
    RtTable *t = new_table(2, 77, specs, 0, 0);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    int st;
    ck_assert_int_eq(mt_match_advance(t, 0, 0, &st), MT_STEP_ACTED);
    int64_t due = mt_match_next_due(t);
    ck_assert_int_gt(due, 0); /* the computer's first intention */
    /* The person discards after it: the computer's action came first. */
    int when = (int)due + 10;
    int before = rt_game_history_count(rt_table_game(t));
    ck_assert_int_eq(rt_table_discard(t, 0, 0, when), TK_OK);
    ck_assert_int_eq(rt_table_now(t), when);
    RtHistoryItem it;
    int n = rt_game_history_count(rt_table_game(t));
    ck_assert_int_gt(n, before + 1);
    ck_assert_int_eq(rt_game_history_item(rt_table_game(t), n - 1, &it), TK_OK);
    ck_assert_int_eq(it.action.kind, RT_ACT_DISCARD);
    ck_assert_int_eq(it.action.seat, 0);
    ck_assert_int_eq(it.action.time, when);
    ck_assert_int_eq(rt_game_history_item(rt_table_game(t), n - 2, &it), TK_OK);
    ck_assert_int_eq(it.action.seat, 1);
    ck_assert_int_le(it.action.time, when - 1);
    /* Nothing moves by itself while the person thinks but what is due. */
    ck_assert_int_ge(mt_match_next_due(t), when);
    mt_match_free(t);
}
END_TEST

/* The autosave after every action, the person's and the computers',
 * byte for byte the record; the saved line for the title screen. */
START_TEST(test_autosave_every_action)
{
    static const char *const specs[] = {"human", "ai:hard", "ai:easy"};
    char path[400], line[300];
    cli_tmp_make("rt-play");
    cli_tmp_path(path, sizeof path, "auto.ratuki");
    RtTable *t = new_table(3, 21, specs, 100, 0);
    ck_assert_int_eq(mt_match_set_autosave(t, path), TK_OK);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    int time = 0;
    for (int k = 0; k < 40 && mt_match_phase(t) == MT_PHASE_PLAYING; k++) {
        int st;
        if (k % 4 == 3) {
            time += 333;
            int done = rt_table_discard(t, 0, k % 3, time);
            ck_assert(done == TK_OK || done == TK_E_PHASE);
        } else {
            int64_t due = mt_match_next_due(t);
            mt_match_advance(t, due, 0, &st);
            ck_assert_int_eq(st, TK_OK);
            time = rt_table_now(t);
        }
        saved_as_played(t, path);
    }
    int over = -1, people = -1;
    ck_assert_int_eq(mt_saved_line(&rt_table_class, path, line, sizeof line, &over, &people), TK_OK);
    ck_assert_msg(strncmp(line, "Round 1: Player 1 (0 points), ", 30) == 0, "%s", line);
    ck_assert_int_eq(over, 0);
    ck_assert_int_eq(people, 1);
    mt_match_free(t);
    /* The clock moving on with nothing happening writes nothing: the file
       is not replaced (the same inode); an action is written. */
    static const char *const two_people[] = {"human", "human"};
    struct stat before, after;
    int st;
    t = new_table(2, 3, two_people, 0, 0);
    ck_assert_int_eq(mt_match_set_autosave(t, path), TK_OK);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    ck_assert_int_eq(stat(path, &before), 0);
    ck_assert_int_eq(mt_match_advance(t, 5000, 0, &st), MT_STEP_ACTED);
    ck_assert_int_eq(stat(path, &after), 0);
    ck_assert(before.st_ino == after.st_ino);
    ck_assert_int_eq(rt_table_discard(t, 1, 0, 5100), TK_OK);
    ck_assert_int_eq(stat(path, &after), 0);
    ck_assert(before.st_ino != after.st_ino);
    saved_as_played(t, path);
    mt_match_free(t);
    cli_tmp_remove();
}
END_TEST

/* ------------------------------------------------------------------ */
/* Resuming                                                            */

/* A person's round saved mid-round, at the moment the person left. */
static void save_mid_round(const char *path, const char *bot_spec)
{
    const char *specs[] = {"human", bot_spec};
    RtTable *t = new_table(2, 12, specs, 0, 0);
    char msg[300];
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    ck_assert_int_eq(rt_table_discard(t, 0, 1, 1200), TK_OK);
    ck_assert_int_eq(mt_match_set_autosave(t, path), TK_OK);
    ck_assert_int_eq(rt_table_mark(t, 5000), TK_OK);
    ck_assert_int_eq(rt_table_now(t), 5000);
    ck_assert_int_eq(mt_match_save(t, path, msg, sizeof msg), TK_OK);
    mt_match_free(t);
}

START_TEST(test_resume_modes)
{
    char path[400], flag[400], spec[900], msg[600], logs[400];
    cli_tmp_make("rt-play");
    cli_tmp_path(path, sizeof path, "mid.ratuki");
    cli_tmp_path(flag, sizeof flag, "started");
    cli_tmp_path(logs, sizeof logs, "logs");
    ck_assert_int_eq(mkdir(logs, 0700), 0);
    /* A bot that leaves a mark when it starts, then answers `wait`. */
    snprintf(spec, sizeof spec,
             "bot:touch %s; read l; echo ok marker; while read l; do case \"$l\" in ask*) echo "
             "wait;; esac; done",
             flag);
    save_mid_round(path, "ai:easy");
    /* The record now names the bot in seat 2 (as a file from anywhere
       could). */
    RtGame *g = NULL;
    RtRecordMeta meta;
    ck_assert_int_eq(rt_record_load(path, &g, &meta, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rt_game_now(g), 5000);
    ck_assert_uint_lt(strlen(spec), sizeof meta.seat[1].spec);
    memcpy(meta.seat[1].spec, spec, strlen(spec) + 1);
    meta.seat[1].name[0] = '\0'; /* the bot names itself */
    ck_assert_int_eq(rt_record_save(g, &meta, path, msg, sizeof msg), TK_OK);
    rt_game_free(g);
    char *before = cli_read_file(path);
    size_t len0 = strlen(before);

    /* Read only: nothing started, nothing written, ever. */
    MtResume ro = {MT_OPEN_READ_ONLY, NULL, 0, logs};
    RtTable *t = NULL;
    ck_assert_msg(mt_match_resume(&rt_table_class, path, &ro, &t, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_int_eq(rt_table_now(t), 5000); /* the moment it was left */
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    int st;
    ck_assert_int_eq(mt_match_advance(t, 9000, 0, &st), MT_STEP_ACTED);
    ck_assert_int_eq(rt_table_discard(t, 0, 0, 9100), TK_OK);
    ck_assert_int_ne(mt_match_save(t, path, msg, sizeof msg), TK_OK);
    ck_assert_int_ne(mt_match_set_autosave(t, path), TK_OK);
    mt_match_free(t);
    ck_assert(!file_exists(flag));
    char *after = cli_read_file(path);
    ck_assert_msg(strcmp(after, before) == 0, "the read-only table wrote its file");
    free(after);
    char logfile[500];
    snprintf(logfile, sizeof logfile, "%s/bot-seat2.log", logs);
    ck_assert(!file_exists(logfile));

    /* No bots: the computer in the bot's seat, said; autosaving. */
    MtResume nb = {MT_OPEN_NO_BOTS, "hard", 0, NULL};
    ck_assert_int_eq(mt_match_resume(&rt_table_class, path, &nb, &t, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    ck_assert_str_eq(mt_match_seat_spec(t, 1), "ai:hard");
    char notice[1200];
    ck_assert_int_eq(notices(t, notice, sizeof notice), 1);
    ck_assert_ptr_nonnull(strstr(notice, "was not started"));
    ck_assert_int_eq(rt_table_now(t), 5000);
    RtEvent ev;
    ck_assert_int_eq(mt_match_next_event(t, &ev), 0); /* the replay is not the front end's */
    ck_assert_int_eq(mt_match_set_autosave(t, path), TK_OK);
    ck_assert_int_eq(mt_match_advance(t, 6000, 0, &st), MT_STEP_ACTED);
    ck_assert_int_eq(rt_table_discard(t, 0, 0, 6100), TK_OK);
    saved_as_played(t, path);
    mt_match_free(t);
    ck_assert(!file_exists(flag));

    /* To play: the bot is started, told the match so far, asked at the
       moment the round was left. */
    cli_write_file(path, before, len0);
    MtResume play = {MT_OPEN_PLAY, NULL, 5000, logs};
    ck_assert_int_eq(mt_match_resume(&rt_table_class, path, &play, &t, msg, sizeof msg), TK_OK);
    ck_assert(file_exists(flag));
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    ck_assert_str_eq(mt_match_seat_name(t, 1), "marker");
    ck_assert_int_eq(rt_table_now(t), 5000);
    ck_assert_int_eq(mt_match_next_due(t), 5000); /* the bot is asked first */
    ck_assert_int_eq(mt_match_advance(t, 5000, 0, &st), MT_STEP_ACTED);
    ck_assert_int_eq(notices(t, NULL, 0), 0);
    mt_match_free(t);
    free(before);
    cli_tmp_remove();
}
END_TEST

/* A new match at the same table: the same options and seats, the names
 * kept, a new seed. */
START_TEST(test_again)
{
    static const char *const specs[] = {"human", "ai:hard", "ai:easy"};
    char msg[300];
    RtTable *t = new_table(3, 5, specs, 50, 0);
    RtTable *u = NULL;
    ck_assert_int_eq(mt_match_again(t, 6, 1, &u, msg, sizeof msg), TK_OK);
    ck_assert_uint_eq(mt_match_seed(u), 6);
    ck_assert_int_eq(rt_game_config(rt_table_game(u))->target, 50);
    ck_assert_int_eq(rt_game_config(rt_table_game(u))->players, 3);
    for (int s = 0; s < 3; s++) {
        ck_assert_str_eq(mt_match_seat_name(u, s), mt_match_seat_name(t, s));
        ck_assert_str_eq(mt_match_seat_spec(u, s), mt_match_seat_spec(t, s));
    }
    ck_assert_int_eq(mt_match_phase(u), MT_PHASE_BETWEEN);
    mt_match_free(u);
    mt_match_free(t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Bots                                                                */

#ifdef RT_TESTBOT
static RtTable *bot_table(const char *mode, uint64_t seed, int reply_ms)
{
    char spec[600];
    snprintf(spec, sizeof spec, "bot:%s %s", RT_TESTBOT, mode);
    const char *specs[] = {"ai:medium", spec};
    return new_table(2, seed, specs, 0, reply_ms);
}

/* Headless, a bot's speed changes nothing: the same bot answering at once
 * or after 0 to 30 ms of wall time plays the same round, action for
 * action; the clock stood still while it thought. */
START_TEST(test_bot_speed_changes_nothing)
{
    Seen s1, s2;
    memset(&s1, 0, sizeof s1);
    memset(&s2, 0, sizeof s2);
    RtTable *quick = bot_table("quick", 8, 0);
    RtTable *dither = bot_table("dither", 8, 0);
    run_to_end(quick, &s1);
    ck_assert_int_gt(run_to_end(dither, &s2), 0); /* answers of 21 ms and more were waited for */
    ck_assert_int_eq(mt_match_seat_kind(quick, 1), MT_SEAT_BOT);
    ck_assert_int_eq(mt_match_seat_kind(dither, 1), MT_SEAT_BOT);
    ck_assert_int_eq(notices(quick, NULL, 0), 0);
    ck_assert_int_eq(notices(dither, NULL, 0), 0);
    char *a = record_of(quick, NULL);
    char *b = record_of(dither, NULL);
    /* The same history line for line (the end line's checksum covers the
       header, whose seat spec names the mode). */
    const char *ha = history_of(a), *hb = history_of(b);
    size_t na = (size_t)(strstr(ha, "\nend ") - ha), nb = (size_t)(strstr(hb, "\nend ") - hb);
    ck_assert_uint_eq(na, nb);
    ck_assert_msg(memcmp(ha, hb, na) == 0, "the histories differ");
    ck_assert_ptr_nonnull(strstr(history_of(a), " 2 discard ")); /* the bot did act */
    free(a);
    free(b);
    mt_match_free(quick);
    mt_match_free(dither);
}
END_TEST

/* Bots that fail in every way: the computer takes the seat, said once,
 * and the round goes on to its end. */
START_TEST(test_bot_fails)
{
    static const struct {
        const char *mode;
        const char *said; /* how the notice begins */
    } cases[] = {
        {"badhello", "Seat 2's bot ("}, /* its command: no name yet */
        {"silent", "Seat 2's bot ("},
        {"exitask", "Seat 2's bot (testbot) stopped;"},
        {"slow", "Seat 2's bot (testbot) stopped;"},
        {"flood", "Seat 2's bot (testbot) stopped;"},
        {"garbage", "Seat 2's bot (testbot) made too many moves the rules do not allow;"},
        {"long", "Seat 2's bot (testbot) made too many moves the rules do not allow;"},
        {"binary", "Seat 2's bot (testbot) made too many moves the rules do not allow;"},
        {"illegal", "Seat 2's bot (testbot) made too many moves the rules do not allow;"},
    };
    char notice[1200];
    Seen seen;
    memset(&seen, 0, sizeof seen);
    RtTable *t = bot_table(cases[_i].mode, 4, 700);
    run_to_end(t, &seen);
    ck_assert_int_eq(seen.matches, 1);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    ck_assert_str_eq(mt_match_seat_spec(t, 1), "ai:medium");
    ck_assert_int_eq(notices(t, notice, sizeof notice), 1);
    ck_assert_msg(strstr(notice, cases[_i].said) == notice, "%s: %s", cases[_i].mode, notice);
    if (_i < 2) {
        ck_assert_ptr_nonnull(strstr(notice, ") could not be started;"));
    }
    ck_assert_ptr_nonnull(strstr(notice, "plays its seat from now on"));
    rth_check_replays(rt_table_game(t));
    mt_match_free(t);
}
END_TEST

/* At a person's table the clock runs on while a bot thinks (the caller's
 * wall clock): its answer is looked for soon (next_due within 20 ms while
 * it is out), and its intention done from its question's time. */
START_TEST(test_bot_at_a_persons_table)
{
    char spec[600];
    snprintf(spec, sizeof spec, "bot:%s quick", RT_TESTBOT);
    const char *specs[] = {"human", spec};
    RtTable *t = new_table(2, 6, specs, 0, 0);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    int st;
    ck_assert_int_eq(mt_match_next_due(t), 20); /* asked at the deal: looked for soon */
    for (int now = 0; now <= 3000 && mt_match_phase(t) == MT_PHASE_PLAYING; now += 20) {
        nap(2); /* the wall clock: the bot answers meanwhile */
        ck_assert_int_ne(mt_match_advance(t, now, 0, &st), MT_STEP_WAITING);
        ck_assert_int_eq(st, TK_OK);
        ck_assert_int_eq(rt_table_now(t), now); /* the clock waits for nobody */
    }
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    char *rec = record_of(t, NULL);
    ck_assert_ptr_nonnull(strstr(history_of(rec), " 2 discard "));
    free(rec);
    mt_match_free(t);
}
END_TEST

/* A bot that leaves while nobody asks it anything: the idle watch finds
 * it, the computer takes its seat at once and is asked. */
START_TEST(test_idle_watch)
{
    const char *specs[] = {"human",
                           "bot:read l; echo ok idle; read l; read l; read l; read l; echo wait; "
                           "sleep 0.2; exit 0"};
    char notice[1200];
    RtTable *t = new_table(2, 2, specs, 0, 0);
    ck_assert_int_eq(mt_match_deal(t), TK_OK);
    int st;
    nap(100);
    ck_assert_int_eq(mt_match_advance(t, 0, 0, &st), MT_STEP_ACTED); /* its `wait` read */
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    nap(500);
    ck_assert_int_eq(mt_match_next_notice(t, notice, sizeof notice), 1);
    ck_assert_msg(strstr(notice, "Seat 2's bot (idle) stopped;") == notice, "%s", notice);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    ck_assert_int_eq(mt_match_next_due(t), 0); /* the computer is asked now */
    ck_assert_int_eq(mt_match_advance(t, 0, 0, &st), MT_STEP_ACTED);
    ck_assert_int_gt(mt_match_next_due(t), 0);
    mt_match_free(t);
}
END_TEST
#endif

#ifdef RT_SIMPLEBOT
/* The example bot plays a match at the table, to the end, as a bot. */
START_TEST(test_bot_plays)
{
    char spec[600];
    Seen seen;
    memset(&seen, 0, sizeof seen);
    snprintf(spec, sizeof spec, "bot:%s", RT_SIMPLEBOT);
    const char *specs[] = {"ai:easy", spec, spec};
    RtTable *t = new_table(3, 9, specs, 0, 0);
    ck_assert_str_eq(mt_match_seat_name(t, 1), "ratuki-simplebot");
    ck_assert_str_eq(mt_match_seat_name(t, 2), "ratuki-simplebot 2");
    run_to_end(t, &seen);
    ck_assert_int_eq(seen.matches, 1);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    ck_assert_int_eq(mt_match_seat_kind(t, 2), MT_SEAT_BOT);
    ck_assert_int_eq(notices(t, NULL, 0), 0);
    char *rec = record_of(t, NULL);
    ck_assert_ptr_nonnull(strstr(history_of(rec), " 2 play "));
    free(rec);
    mt_match_free(t);
}
END_TEST
#endif

/* ------------------------------------------------------------------ */
/* Replaying a record item by item (MtReplayOps)                       */

/* 1 if two events say the same: their kind, round, time and what the
 * kind carries (field by field: a queue's slots keep old bytes in the
 * union's unused room). */
static int same_event(const RtEvent *a, const RtEvent *b)
{
    if (a->kind != b->kind || a->round != b->round || a->time != b->time) {
        return 0;
    }
    switch (a->kind) {
    case RT_EV_DEAL:
        return a->u.deal.seat == b->u.deal.seat &&
               memcmp(a->u.deal.hand, b->u.deal.hand, sizeof a->u.deal.hand) == 0;
    case RT_EV_PLAYED:
        return a->u.played.seat == b->u.played.seat && a->u.played.card == b->u.played.card &&
               a->u.played.place == b->u.played.place && a->u.played.until == b->u.played.until &&
               a->u.played.take == b->u.played.take && a->u.played.starts == b->u.played.starts;
    case RT_EV_FINAL:
        return a->u.final.seat == b->u.final.seat && a->u.final.card == b->u.final.card &&
               a->u.final.place == b->u.final.place && a->u.final.height == b->u.final.height;
    case RT_EV_TIE:
        return a->u.tie.place == b->u.tie.place && a->u.tie.seat1 == b->u.tie.seat1 &&
               a->u.tie.card1 == b->u.tie.card1 && a->u.tie.seat2 == b->u.tie.seat2 &&
               a->u.tie.card2 == b->u.tie.card2 && a->u.tie.height == b->u.tie.height;
    case RT_EV_TOOK:
        return a->u.took.seat == b->u.took.seat && a->u.took.place == b->u.took.place &&
               a->u.took.cards == b->u.took.cards && a->u.took.card == b->u.took.card;
    case RT_EV_DISCARDED:
        return a->u.discarded.seat == b->u.discarded.seat &&
               a->u.discarded.slot == b->u.discarded.slot &&
               a->u.discarded.card == b->u.discarded.card &&
               a->u.discarded.discard == b->u.discarded.discard;
    case RT_EV_DREW:
        return a->u.drew.seat == b->u.drew.seat && a->u.drew.slot == b->u.drew.slot &&
               a->u.drew.card == b->u.drew.card && a->u.drew.draw == b->u.drew.draw;
    case RT_EV_TURNED_OVER:
        return a->u.turned_over.seat == b->u.turned_over.seat &&
               a->u.turned_over.cards == b->u.turned_over.cards;
    case RT_EV_OUT:
        return a->u.out.seat == b->u.out.seat;
    case RT_EV_ROUND_END:
        return memcmp(&a->u.round_end, &b->u.round_end, sizeof a->u.round_end) == 0;
    case RT_EV_MATCH_END:
        return a->u.match_end.winner == b->u.match_end.winner &&
               a->u.match_end.winners == b->u.match_end.winners &&
               a->u.match_end.rounds == b->u.match_end.rounds &&
               memcmp(a->u.match_end.total, b->u.match_end.total,
                      sizeof a->u.match_end.total) == 0;
    default:
        return 1;
    }
}

/* The record at path replayed by rt_table_class's replay ops: start is
 * the match before its first item (nothing dealt, no event); apply, item
 * by item, gives the game the engine gives applying the same items, and
 * the events, one after the other, are the record's load's own; an item's
 * time is its action's (a script's: the next action's); the end is the
 * record's game.  An item out of its order is refused, changing nothing. */
static void check_replay_ops(const char *path)
{
    const MtReplayOps *ops = rt_table_class.replay;
    TkSeatInfo seats[RT_MAX_SEATS];
    char msg[400] = "";
    void *from = NULL, *to = NULL;
    ck_assert_ptr_nonnull(ops);
    ck_assert_msg(rt_table_class.load(path, &from, seats, msg, sizeof msg) == TK_OK, "%s", msg);
    const RtGame *whole = rt_table_state_game(from);
    int n = ops->count(from);
    ck_assert_int_eq(n, rt_game_history_count(whole));
    ck_assert_int_gt(n, 0);
    /* The record's events, as its load replayed them. */
    RtEvent *want = malloc(sizeof *want * 200000);
    RtEvent ev;
    int nwant = 0, seen = 0;
    ck_assert_ptr_nonnull(want);
    while (rt_table_class.next_event(from, &want[nwant])) {
        ck_assert_int_lt(++nwant, 200000);
    }
    ck_assert_int_gt(nwant, 0);
    ck_assert_int_eq(ops->start(from, &to), TK_OK);
    const RtGame *g = rt_table_state_game(to);
    ck_assert_int_eq(rt_game_round(g), 0);
    ck_assert_int_eq(rt_game_history_count(g), 0);
    ck_assert_int_eq(rt_game_seed(g), rt_game_seed(whole));
    ck_assert(!rt_table_class.next_event(to, &ev));
    RtGame *ref = NULL;
    ck_assert_int_eq(rt_game_new(rt_game_config(whole), rt_game_seed(whole), &ref, NULL, 0), TK_OK);
    int first_deal = -1, refused = 0;
    for (int i = 0; i < n; i++) {
        RtHistoryItem it;
        ck_assert_int_eq(rt_game_history_item(whole, i, &it), TK_OK);
        if (it.is_script) {
            ck_assert_int_eq(rt_game_script_deck(ref, it.seat, it.order, RT_DECK), TK_OK);
        } else {
            ck_assert_int_eq(rt_apply(ref, &it.action), TK_OK);
            ck_assert_int_eq(ops->time(from, i), it.action.kind == RT_ACT_DEAL ? 0 : it.action.time);
            /* The state's clock is the game's (the driver never runs). */
            MtState ms;
            rt_table_class.state(to, &ms);
            ck_assert_int_eq(ms.now, rt_game_now(g));
        }
        ck_assert_int_eq(ops->apply(to, from, i), TK_OK);
        ck_assert_msg(rt_game_same(g, ref), "item %d", i);
        while (rt_table_class.next_event(to, &ev)) {
            ck_assert_int_lt(seen, nwant);
            ck_assert_msg(same_event(&ev, &want[seen]), "event %d (item %d)", seen, i);
            seen++;
        }
        if (it.is_script) {
            /* A scripted deck: the moment of the action it comes before. */
            int j = i + 1;
            RtHistoryItem next;
            while (rt_game_history_item(whole, j, &next) == TK_OK && next.is_script) {
                j++;
            }
            ck_assert_int_eq(ops->time(from, i), ops->time(from, j));
        }
        if (first_deal < 0 && !it.is_script && it.action.kind == RT_ACT_DEAL) {
            first_deal = i;
        }
        if (!refused && i >= n / 2 && rt_game_phase(g) == RT_PHASE_ROUND) {
            /* An item out of its order (the first deal again, in a
               round) is refused and changes nothing. */
            ck_assert_int_ne(ops->apply(to, from, first_deal), TK_OK);
            ck_assert(rt_game_same(g, ref));
            ck_assert(!rt_table_class.next_event(to, &ev));
            refused = 1;
        }
    }
    ck_assert(refused);
    ck_assert_int_eq(seen, nwant);
    ck_assert(rt_game_same(g, whole));
    ck_assert_int_ne(ops->apply(to, from, n), TK_OK); /* past the end */
    rt_game_free(ref);
    free(want);
    rt_table_class.game_free(to);
    rt_table_class.game_free(from);
}

/* A computers' match of several rounds, and two persons' round with
 * scripted decks (scripts in the history), replayed item by item. */
START_TEST(test_replay_ops)
{
    static const char *const specs[] = {"ai:easy", "ai:expert", "ai:hard"};
    char path[400], scripted[400];
    Seen seen;
    memset(&seen, 0, sizeof seen);
    cli_tmp_make("rt-replay");
    cli_tmp_path(path, sizeof path, "computers.ratuki");
    cli_tmp_path(scripted, sizeof scripted, "scripted.ratuki");
    RtTable *t = new_table(3, 58, specs, 40, 0);
    run_to_end(t, &seen);
    ck_assert_int_ge(seen.rounds, 2);
    ck_assert_int_eq(mt_match_save(t, path, NULL, 0), TK_OK);
    mt_match_free(t);
    check_replay_ops(path);
    static const int deck0[] = {1, 2, 3, 4, 5};
    static const int deck1[] = {1, 3, 2, 4, 6};
    t = scripted_people(deck0, 5, deck1, 5, 150, scripted);
    ck_assert_int_eq(rt_table_play(t, 0, 0, 0, 500), TK_OK);
    ck_assert_int_eq(rt_table_play(t, 1, slot_of(t, 1, 2), 0, 600), TK_OK);
    ck_assert_int_eq(rt_table_discard(t, 0, 1, 900), TK_OK);
    ck_assert_int_eq(rt_table_mark(t, 1400), TK_OK);
    ck_assert_int_eq(mt_match_save(t, scripted, NULL, 0), TK_OK);
    mt_match_free(t);
    check_replay_ops(scripted);
    cli_tmp_remove();
}
END_TEST

static Suite *table_suite(void)
{
    Suite *s = suite_create("ratuki_play");
    TCase *core = tcase_create("core");
    tcase_set_timeout(core, 120);
    tcase_add_loop_test(core, test_computers_play_a_match, 0, 4);
    tcase_add_test(core, test_pace);
    tcase_add_test(core, test_every_refusal);
    tcase_add_test(core, test_person_at_given_times);
    tcase_add_test(core, test_autosave_every_action);
    tcase_add_test(core, test_resume_modes);
    tcase_add_test(core, test_again);
    tcase_add_test(core, test_replay_ops);
    suite_add_tcase(s, core);
    TCase *bots = tcase_create("bots");
    tcase_set_timeout(bots, 120);
#ifdef RT_TESTBOT
    tcase_add_test(bots, test_bot_speed_changes_nothing);
    tcase_add_loop_test(bots, test_bot_fails, 0, 9);
    tcase_add_test(bots, test_idle_watch);
    tcase_add_test(bots, test_bot_at_a_persons_table);
#endif
#ifdef RT_SIMPLEBOT
    tcase_add_test(bots, test_bot_plays);
#endif
    suite_add_tcase(s, bots);
    return s;
}

int main(void)
{
    return test_run(table_suite(), NULL, 0);
}
