/*
 * test_table.c - the table (racko/table.h): seats, stepping, the event and
 * notice queues, bots and their failures, autosave and resume.
 */
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/portable.h"
#include "racko/ai.h"
#include "racko/record.h"
#include "racko/table.h"
#include "common/run.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static char tmpdir[256];

static void make_tmpdir(void)
{
    ck_assert_int_eq(portable_make_temp_dir("racko-play", tmpdir, sizeof tmpdir), 0);
}

static void remove_tmpdir(void)
{
    portable_remove_tree(tmpdir);
}

static void tmp_path(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/%s", tmpdir, name);
}

/* The whole file at path, NUL-terminated (caller frees), or NULL. */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (f == NULL) {
        return NULL;
    }
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return NULL;
    }
    buf = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_uint_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static void setup_computers(RackoTableSetup *s, int players, const char *level, uint64_t seed)
{
    int i;
    racko_table_setup_default(s, players);
    s->seed = seed;
    for (i = 0; i < players; i++) {
        snprintf(s->seat[i].spec, sizeof s->seat[i].spec, "ai:%s", level);
    }
}

static RackoTable *open_table(const RackoTableSetup *s)
{
    RackoTable *t = NULL;
    char msg[300] = "";
    int st = racko_table_new(s, &t, msg, sizeof msg);
    ck_assert_msg(st == RACKO_OK, "racko_table_new: %s", msg);
    ck_assert_ptr_nonnull(t);
    return t;
}

/* Plays until the match is over or `rounds` rounds were scored (0: no
 * limit), dealing when needed; humans are not allowed.  Returns the
 * number of rounds scored and checks the event stream on the way. */
static int play(RackoTable *t, int rounds)
{
    const RackoGame *g = racko_table_game(t);
    RackoEvent ev;
    int scored = 0;
    int steps = 0;
    int last_kind = -1;
    for (;;) {
        int phase = racko_game_phase(g);
        int st = RACKO_OK;
        while (mt_match_next_event(t, &ev)) {
            ck_assert_int_ne(last_kind, RACKO_EV_MATCH_OVER);
            if (ev.kind == RACKO_EV_ROUND_SCORED) {
                scored++;
            }
            last_kind = (int)ev.kind;
        }
        if (phase == RACKO_PHASE_MATCH_OVER) {
            ck_assert_int_eq(last_kind, RACKO_EV_MATCH_OVER);
            break;
        }
        if (rounds > 0 && scored >= rounds && phase == RACKO_PHASE_ROUND_OVER) {
            break;
        }
        if (phase == RACKO_PHASE_ROUND_OVER) {
            ck_assert_int_eq(mt_match_step(t, 0, &st), MT_STEP_IDLE);
            ck_assert_int_eq(st, RACKO_OK);
            ck_assert_int_eq(racko_table_apply(t, -1, (RackoAction){RACKO_ACT_DEAL, 0}),
                             RACKO_OK);
            continue;
        }
        ck_assert_int_eq(mt_match_human_to_act(t), -1);
        ck_assert_int_ne(mt_match_step(t, 50, &st), MT_STEP_IDLE);
        ck_assert_int_eq(st, RACKO_OK);
        ck_assert_int_lt(++steps, 2000000);
    }
    return scored;
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

static int count_notices(RackoTable *t, char *last, size_t size)
{
    char buf[1024];
    int n = 0;
    while (mt_match_next_notice(t, buf, sizeof buf)) {
        n++;
        if (last != NULL) {
            snprintf(last, size, "%s", buf);
        }
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* Core                                                                */

START_TEST(test_computers_play_a_match)
{
    RackoTableSetup s;
    RackoTable *t;
    int players = 2 + _i; /* 2, 3, 4 seats */
    setup_computers(&s, players, "easy", 100u + (uint64_t)_i);
    t = open_table(&s);
    ck_assert_int_ge(play(t, 0), 1);
    ck_assert_int_eq(racko_game_phase(racko_table_game(t)), RACKO_PHASE_MATCH_OVER);
    ck_assert_int_ge(racko_game_match_winner(racko_table_game(t)), 0);
    ck_assert_int_eq(count_notices(t, NULL, 0), 0);
    mt_match_free(t);
}
END_TEST

START_TEST(test_events_match_the_record)
{
    /* The table's event stream is the game's: a replay of the saved record
       gives the same events in the same order. */
    RackoTableSetup s;
    RackoTable *t;
    RackoGame *g = NULL;
    RackoEvent a;
    RackoEvent b;
    RackoEvent *kept;
    char path[300];
    char msg[300] = "";
    int n = 0;
    int cap = 100000;
    int i;
    make_tmpdir();
    tmp_path(path, sizeof path, "events.racko");
    setup_computers(&s, 3, "easy", 77);
    s.config.rules |= RACKO_RULE_ECLAIR;
    t = open_table(&s);
    kept = malloc((size_t)cap * sizeof *kept);
    ck_assert_ptr_nonnull(kept);
    /* Play 2 rounds, keeping every event. */
    while (n < cap) {
        const RackoGame *tg = racko_table_game(t);
        int rounds = 0;
        while (mt_match_next_event(t, &a)) {
            ck_assert_int_lt(n, cap);
            kept[n++] = a;
        }
        for (i = 0; i < n; i++) {
            rounds += kept[i].kind == RACKO_EV_ROUND_SCORED;
        }
        if (racko_game_phase(tg) == RACKO_PHASE_MATCH_OVER ||
            (rounds >= 2 && racko_game_phase(tg) == RACKO_PHASE_ROUND_OVER)) {
            break;
        }
        if (racko_game_phase(tg) == RACKO_PHASE_ROUND_OVER) {
            ck_assert_int_eq(racko_table_apply(t, -1, (RackoAction){RACKO_ACT_DEAL, 0}),
                             RACKO_OK);
        } else {
            ck_assert_int_eq(mt_match_step(t, 0, NULL), MT_STEP_ACTED);
        }
    }
    ck_assert_int_gt(n, 40);
    ck_assert_int_eq(mt_match_save(t, path, msg, sizeof msg), RACKO_OK);
    ck_assert_int_eq(racko_record_load(path, &g, NULL, msg, sizeof msg), RACKO_OK);
    for (i = 0; i < n; i++) {
        ck_assert_msg(racko_event_next(g, &b) == 1, "replay has fewer events (%d of %d)", i, n);
        ck_assert_msg(same_event(&kept[i], &b), "event %d differs (kind %d vs %d)", i,
                      (int)kept[i].kind, (int)b.kind);
    }
    ck_assert_int_eq(racko_event_next(g, &b), 0);
    racko_game_free(g);
    free(kept);
    mt_match_free(t);
    remove_tmpdir();
}
END_TEST

START_TEST(test_same_seed_same_table)
{
    RackoTableSetup s;
    RackoTable *t1;
    RackoTable *t2;
    int i;
    setup_computers(&s, 4, "easy", 4242);
    t1 = open_table(&s);
    t2 = open_table(&s);
    for (i = 0; i < 4; i++) {
        ck_assert_str_eq(mt_match_seat_name(t1, i), mt_match_seat_name(t2, i));
    }
    play(t1, 3);
    play(t2, 3);
    for (i = 0; i < 4; i++) {
        ck_assert_int_eq(racko_game_total(racko_table_game(t1), i),
                         racko_game_total(racko_table_game(t2), i));
    }
    ck_assert_int_eq(racko_game_history_count(racko_table_game(t1)),
                     racko_game_history_count(racko_table_game(t2)));
    mt_match_free(t1);
    mt_match_free(t2);
}
END_TEST

START_TEST(test_names)
{
    RackoTableSetup s;
    RackoTable *t;
    int i;
    int j;
    racko_table_setup_default(&s, 4);
    s.seed = 9;
    ck_assert_str_eq(s.seat[0].spec, "human");
    ck_assert(strncmp(s.seat[1].spec, "ai:", 3) == 0);
    snprintf(s.seat[2].name, sizeof s.seat[2].name, "Zed");
    t = open_table(&s);
    ck_assert_str_eq(mt_match_seat_name(t, 0), "Player 1");
    ck_assert_str_eq(mt_match_seat_name(t, 2), "Zed");
    ck_assert_int_eq(mt_match_seat_kind(t, 0), MT_SEAT_HUMAN);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    ck_assert_str_eq(mt_match_seat_spec(t, 0), "human");
    for (i = 0; i < 4; i++) {
        ck_assert_int_gt((int)strlen(mt_match_seat_name(t, i)), 0);
        for (j = 0; j < i; j++) {
            ck_assert_str_ne(mt_match_seat_name(t, i), mt_match_seat_name(t, j));
        }
    }
    mt_match_free(t);
}
END_TEST

START_TEST(test_human_seat)
{
    RackoTableSetup s;
    RackoTable *t;
    const RackoGame *g;
    int st = -1;
    int guard = 0;
    racko_table_setup_default(&s, 2);
    s.seed = 5;
    s.config.first_dealer = 1; /* seat 1 (index 0) plays first */
    t = open_table(&s);
    g = racko_table_game(t);
    ck_assert_int_eq(mt_match_human_to_act(t), -1);
    ck_assert_int_eq(mt_match_step(t, 0, &st), MT_STEP_IDLE);
    ck_assert_int_eq(st, RACKO_OK);
    ck_assert_int_eq(racko_table_apply(t, -1, (RackoAction){RACKO_ACT_DEAL, 0}), RACKO_OK);
    ck_assert_int_eq(racko_game_to_act(g), 0);
    ck_assert_int_eq(mt_match_human_to_act(t), 0);
    /* A human acts through apply only: step waits for them. */
    ck_assert_int_eq(mt_match_step(t, 0, &st), MT_STEP_IDLE);
    ck_assert_int_eq(st, RACKO_OK);
    /* Illegal: placing before drawing, and acting for the computer seat. */
    ck_assert_int_eq(racko_table_apply(t, 0, (RackoAction){RACKO_ACT_PLACE, 3}), RACKO_E_PHASE);
    ck_assert_str_ne(racko_game_error(g), "");
    ck_assert_int_eq(racko_table_apply(t, 1, (RackoAction){RACKO_ACT_DRAW_DECK, 0}),
                     RACKO_E_TURN);
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_DRAW);
    ck_assert_int_eq(racko_table_apply(t, 0, (RackoAction){RACKO_ACT_DRAW_DECK, 0}), RACKO_OK);
    ck_assert_int_eq(racko_table_apply(t, 0, (RackoAction){RACKO_ACT_DISCARD, 0}), RACKO_OK);
    /* Now the computer's turn: one step plays one action. */
    ck_assert_int_eq(mt_match_human_to_act(t), -1);
    while (mt_match_human_to_act(t) < 0 && racko_game_phase(g) != RACKO_PHASE_ROUND_OVER) {
        ck_assert_int_eq(mt_match_step(t, 0, &st), MT_STEP_ACTED);
        ck_assert_int_lt(++guard, 10);
    }
    mt_match_free(t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Errors                                                              */

START_TEST(test_bad_setups)
{
    static const char *const bad_specs[] = {"robot", "ai:nope", "bot:", "ai:", "Human", "ai"};
    RackoTableSetup s;
    RackoTable *t = (RackoTable *)&s;
    char msg[300];
    size_t i;
    for (i = 0; i < sizeof bad_specs / sizeof bad_specs[0]; i++) {
        setup_computers(&s, 2, "easy", 1);
        snprintf(s.seat[1].spec, sizeof s.seat[1].spec, "%s", bad_specs[i]);
        msg[0] = '\0';
        ck_assert_int_ne(racko_table_new(&s, &t, msg, sizeof msg), RACKO_OK);
        ck_assert_ptr_null(t);
        ck_assert_msg(strstr(msg, "seat 2") != NULL, "message for %s: %s", bad_specs[i], msg);
    }
    setup_computers(&s, 2, "easy", 1);
    s.config.rules |= RACKO_RULE_TEAMS;
    msg[0] = '\0';
    ck_assert_int_eq(racko_table_new(&s, &t, msg, sizeof msg), RACKO_E_CONFIG);
    ck_assert_ptr_null(t);
    ck_assert_int_gt((int)strlen(msg), 0);
    setup_computers(&s, 2, "easy", 1);
    s.fallback_level = "grandmaster";
    ck_assert_int_eq(racko_table_new(&s, &t, msg, sizeof msg), RACKO_E_ARG);
    ck_assert(strstr(msg, "grandmaster") != NULL);
    ck_assert_int_eq(racko_table_new(NULL, &t, msg, sizeof msg), RACKO_E_ARG);
    ck_assert_int_ne(racko_table_resume("/nonexistent/dir/x.racko", &t, msg, sizeof msg),
                     RACKO_OK);
    ck_assert_ptr_null(t);
    mt_match_free(NULL);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Saving and resuming                                                 */

START_TEST(test_autosave_and_resume)
{
    RackoTableSetup s;
    RackoTable *t;
    RackoTable *r = NULL;
    RackoGame *g = NULL;
    RackoRecordMeta meta;
    char path[300];
    char path2[300];
    char msg[300] = "";
    int i;
    make_tmpdir();
    tmp_path(path, sizeof path, "auto.racko");
    setup_computers(&s, 3, "easy", 31);
    snprintf(s.seat[1].name, sizeof s.seat[1].name, "Bea");
    t = open_table(&s);
    ck_assert_int_eq(mt_match_set_autosave(t, path), RACKO_OK);
    ck_assert(portable_readable(path));
    ck_assert_int_eq(racko_table_apply(t, -1, (RackoAction){RACKO_ACT_DEAL, 0}), RACKO_OK);
    for (i = 0; i < 7; i++) {
        ck_assert_int_eq(mt_match_step(t, 0, NULL), MT_STEP_ACTED);
    }
    /* The file on disk is the game after the last action. */
    ck_assert_int_eq(racko_record_load(path, &g, &meta, msg, sizeof msg), RACKO_OK);
    ck_assert_int_eq(racko_game_history_count(g),
                     racko_game_history_count(racko_table_game(t)));
    ck_assert_str_eq(meta.seat[1].name, "Bea");
    ck_assert_str_eq(meta.seat[0].spec, "ai:easy");
    racko_game_free(g);
    /* Resume: same state, same seats; the match plays on to its end. */
    ck_assert_int_eq(racko_table_resume(path, &r, msg, sizeof msg), RACKO_OK);
    ck_assert_int_eq(racko_game_to_act(racko_table_game(r)),
                     racko_game_to_act(racko_table_game(t)));
    ck_assert_int_eq(racko_game_turn(racko_table_game(r)), racko_game_turn(racko_table_game(t)));
    ck_assert_int_eq(racko_game_phase(racko_table_game(r)),
                     racko_game_phase(racko_table_game(t)));
    for (i = 0; i < 3; i++) {
        ck_assert_str_eq(mt_match_seat_name(r, i), mt_match_seat_name(t, i));
        ck_assert_str_eq(mt_match_seat_spec(r, i), "ai:easy");
    }
    /* The replayed history is not queued again for the front end. */
    {
        RackoEvent ev;
        ck_assert_int_eq(mt_match_next_event(r, &ev), 0);
    }
    /* The resumed match autosaves too (its own file, replaced after every
       action) and resumes again, over. */
    tmp_path(path2, sizeof path2, "resumed.racko");
    ck_assert_int_eq(mt_match_set_autosave(r, path2), RACKO_OK);
    ck_assert_int_ge(play(r, 0), 1);
    ck_assert_int_eq(racko_record_load(path2, &g, NULL, msg, sizeof msg), RACKO_OK);
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_MATCH_OVER);
    ck_assert_int_eq(racko_game_history_count(g),
                     racko_game_history_count(racko_table_game(r)));
    racko_game_free(g);
    {
        RackoTable *again = NULL;
        ck_assert_msg(racko_table_resume(path2, &again, msg, sizeof msg) == RACKO_OK, "%s", msg);
        ck_assert_int_eq(racko_game_phase(racko_table_game(again)), RACKO_PHASE_MATCH_OVER);
        mt_match_free(again);
    }
    /* Autosave off: the file stays as it was. */
    ck_assert_int_eq(mt_match_set_autosave(t, NULL), RACKO_OK);
    ck_assert_int_eq(mt_match_step(t, 0, NULL), MT_STEP_ACTED);
    ck_assert_int_eq(racko_record_load(path, &g, NULL, msg, sizeof msg), RACKO_OK);
    ck_assert_int_eq(racko_game_history_count(g) + 1,
                     racko_game_history_count(racko_table_game(t)));
    racko_game_free(g);
    mt_match_free(r);
    mt_match_free(t);
    remove_tmpdir();
}
END_TEST

/* A record's seats are read once, one way: a spec no table takes is
 * refused by every reader (racko_table_load_record, resume), with one
 * line that names the file once. */
START_TEST(test_record_seats_one_verdict)
{
    static const char *const bad[] = {"level 1", "wizard", "ai:grandmaster", "bot:", "ai:"};
    static const char *const good[] = {"human", "ai:easy", "ai:expert", "bot:./b --x", ""};
    RackoTableSetup setup;
    RackoTable *t;
    RackoGame *g = NULL;
    RackoRecordMeta meta;
    char path[300], msg[400];
    size_t i;
    make_tmpdir();
    setup_computers(&setup, 2, "easy", 3);
    t = open_table(&setup);
    ck_assert_int_eq(play(t, 1), 1);
    tmp_path(path, sizeof path, "seats.racko");
    for (i = 0; i < sizeof bad / sizeof bad[0] + sizeof good / sizeof good[0]; i++) {
        int refused = i < sizeof bad / sizeof bad[0];
        const char *spec = refused ? bad[i] : good[i - sizeof bad / sizeof bad[0]];
        RackoTable *r = NULL;
        memset(&meta, 0, sizeof meta);
        snprintf(meta.seat[1].spec, sizeof meta.seat[1].spec, "%s", spec);
        ck_assert_int_eq(racko_record_save(racko_table_game(t), &meta, path, msg, sizeof msg), RACKO_OK);
        /* The engine reads any spec; the collection's readers judge it. */
        ck_assert_int_eq(racko_record_load(path, &g, NULL, msg, sizeof msg), RACKO_OK);
        racko_game_free(g);
        g = NULL;
        {
            /* Where it stands, and whose it is (an empty spec is a person's). */
            int over = -1, people = -1;
            int st = mt_saved_line(&racko_table_class, path, msg, sizeof msg, &over, &people);
            ck_assert_int_eq(st, refused ? RACKO_E_FORMAT : RACKO_OK);
            if (refused) {
                ck_assert_msg(strstr(msg, "seat 2") != NULL, "%s", msg);
            } else {
                ck_assert_msg(strncmp(msg, "Round 1: Seat 1 (", 17) == 0, "%s", msg);
                ck_assert_int_eq(over, 0);
                ck_assert_int_eq(people, 1 + (spec[0] == '\0' || strcmp(spec, "human") == 0));
            }
        }
        if (refused) {
            ck_assert_int_eq(racko_table_load_record(path, &g, &meta, msg, sizeof msg), RACKO_E_FORMAT);
            ck_assert_ptr_null(g);
            ck_assert_msg(strncmp(msg, path, strlen(path)) == 0 && strstr(msg, "seat 2") != NULL, "%s", msg);
            ck_assert_ptr_null(strstr(msg + strlen(path), "seats.racko"));
            ck_assert_int_ne(racko_table_resume_with(path, NULL, &r, msg, sizeof msg), RACKO_OK);
            ck_assert_ptr_null(r);
        } else {
            ck_assert_msg(racko_table_load_record(path, &g, &meta, msg, sizeof msg) == RACKO_OK, "%s: %s", spec, msg);
            racko_game_free(g);
            g = NULL;
            ck_assert_msg(racko_table_resume_with(path, NULL, &r, msg, sizeof msg) == RACKO_OK, "%s: %s", spec, msg);
            mt_match_free(r);
        }
    }
    mt_match_free(t);
    remove_tmpdir();
}
END_TEST

START_TEST(test_autosave_failure_is_a_notice)
{
    RackoTableSetup s;
    RackoTable *t;
    char last[1024] = "";
    int i;
    setup_computers(&s, 2, "easy", 3);
    t = open_table(&s);
    ck_assert_int_ne(mt_match_set_autosave(t, "/nonexistent-dir/racko/x.racko"), RACKO_OK);
    ck_assert_int_eq(racko_table_apply(t, -1, (RackoAction){RACKO_ACT_DEAL, 0}), RACKO_OK);
    for (i = 0; i < 5; i++) {
        ck_assert_int_eq(mt_match_step(t, 0, NULL), MT_STEP_ACTED);
    }
    /* Said once, not after every action. */
    ck_assert_int_eq(count_notices(t, last, sizeof last), 1);
    /* A sentence for the player, the file and the system's words after it. */
    ck_assert_msg(strncmp(last, "The match could not be saved; it is tried again after every move. "
                                "\xE2\x80\x94 /nonexistent-dir/racko/x.racko: ",
                          102) == 0,
                  "notice: %s", last);
    mt_match_free(t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Bots                                                                */

#if defined(RACKO_SIMPLEBOT) || defined(RACKO_TESTBOT)
/* Writes "bot:PROGRAM ARGS" (or "bot:PROGRAM" when args is NULL) into
 * spec, the program path as the bot layer's shell runs it. */
static void bot_spec(char *spec, size_t size, const char *program, const char *args)
{
    size_t n;
    ck_assert_uint_gt(size, 4);
    memcpy(spec, "bot:", 5);
    ck_assert_int_eq(portable_shell_program(program, spec + 4, size - 4), 0);
    n = strlen(spec);
    if (args != NULL) {
        ck_assert_uint_lt(n + 1 + strlen(args), size);
        spec[n] = ' ';
        memcpy(spec + n + 1, args, strlen(args) + 1);
    }
}
#endif

#ifdef RACKO_SIMPLEBOT
START_TEST(test_bot_plays)
{
    RackoTableSetup s;
    RackoTable *t;
    char last[1024] = "";
    setup_computers(&s, 2, "easy", 12);
    s.config.rules |= RACKO_RULE_ECLAIR;
    bot_spec(s.seat[1].spec, sizeof s.seat[1].spec, RACKO_SIMPLEBOT, NULL);
    t = open_table(&s);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    ck_assert_str_eq(mt_match_seat_name(t, 1), "simplebot");
    ck_assert_int_ge(play(t, 2), 2);
    ck_assert_msg(count_notices(t, last, sizeof last) == 0, "notice: %s", last);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    mt_match_free(t);
}
END_TEST
#endif

/* A bot that fails one way or another: the seat goes to the computer of
 * the fallback level, the user is told why, the match goes on.  The bot
 * layer runs a command with /bin/sh on POSIX and with cmd.exe on Windows,
 * so the commands are written for each. */
static const struct {
    const char *command;
    const char *reason; /* expected in the notice */
} failing_bots[] = {
#ifdef _WIN32
    {"exit 3", "status 3"},
    /* says hello, then reads (never answering) until its input is closed */
    {"set /p l=& echo ok sleepy& find \"~\" >nul", "sleepy"},
    /* says hello, then exits in the middle of the match */
    {"set /p l=& echo ok quitter& set /p l=& set /p l=& exit 0", "quitter"},
    /* Not here on Windows: the bot that answers every question with an
     * illegal slot.  It needs a loop over its input lines, which one
     * cmd.exe command cannot make (`set /p` takes a whole pipe buffer
     * under wine, `for /f` waits for the end of the input, find and
     * findstr do not pass lines on as they come).  racko-testbot's slot11
     * mode fails that way in test_bot_log_is_kept, on Windows too. */
#else
    {"exit 3", "status 3"},
    /* says hello, then never answers a question */
    {"read l; echo ok sleepy; exec sleep 30", "sleepy"},
    /* answers every question with an illegal slot */
    {"while read l; do case \"$l\" in rbp*) echo ok junk;; ask*|eclair*) echo slot 11;; esac; "
     "done",
     "junk"},
    /* says hello, then exits in the middle of the match */
    {"read l; echo ok quitter; read l; read l; exit 0", "quitter"},
#endif
};

START_TEST(test_failing_bot_is_replaced)
{
    RackoTableSetup s;
    RackoTable *t;
    char last[1024] = "";
    setup_computers(&s, 2, "easy", 21);
#ifdef _WIN32
    /* cmd.exe under wine may take longer than 300 ms to start on a busy
     * machine, and "exit 3" would time out instead of exiting. */
    s.bot_reply_ms = 3000;
#else
    /* Long enough for a shell to start and say hello on a loaded machine
       (CI runs this under ASan, two suites at a time); "sleepy" waits it
       out once. */
    s.bot_reply_ms = 1000;
#endif
    s.fallback_level = "easy";
    snprintf(s.seat[1].spec, sizeof s.seat[1].spec, "bot:%s", failing_bots[_i].command);
    t = open_table(&s);
    ck_assert_int_ge(play(t, 1), 1);
    ck_assert_int_eq(count_notices(t, last, sizeof last), 1);
    ck_assert_msg(strncmp(last, "Seat 2's bot (", 14) == 0 &&
                      strstr(last, "plays its seat from now on. \xE2\x80\x94 ") != NULL &&
                      strstr(last, failing_bots[_i].reason) != NULL,
                  "notice: %s", last);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    ck_assert_str_eq(mt_match_seat_spec(t, 1), "ai:easy");
    /* A seat named after its bot takes the computer's own name. */
    ck_assert_str_ne(mt_match_seat_name(t, 1), failing_bots[_i].reason);
    mt_match_free(t);
}
END_TEST

#ifndef _WIN32
/* A bot that exits while a person thinks is noticed by the next look at
 * the notices, not when it is next spoken to: the seat is the computer's
 * at once.  A bot that is well is left alone. */
START_TEST(test_bot_death_noticed_between_turns)
{
    RackoTableSetup s;
    RackoTable *t;
    char last[1024] = "", path[400];
    struct timespec pause = {0, 50 * 1000 * 1000L};
    int i, n = 0;
    racko_table_setup_default(&s, 3);
    s.seed = 3;
    snprintf(s.seat[0].spec, sizeof s.seat[0].spec, "human");
    /* says hello, reads nothing more, leaves a moment later */
    snprintf(s.seat[1].spec, sizeof s.seat[1].spec, "bot:read l; echo ok quitter; sleep 0.3; exit 5");
#ifdef RACKO_TESTBOT
    bot_spec(s.seat[2].spec, sizeof s.seat[2].spec, RACKO_TESTBOT, "good");
#else
    snprintf(s.seat[2].spec, sizeof s.seat[2].spec, "ai:easy");
#endif
    t = open_table(&s);
    make_tmpdir();
    tmp_path(path, sizeof path, "watched.racko");
    ck_assert_int_eq(mt_match_set_autosave(t, path), RACKO_OK);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    ck_assert_str_eq(mt_match_seat_name(t, 1), "quitter");
    /* Nobody acts; the front end only drains its notices, as a window
       does every second while a person thinks. */
    for (i = 0; i < 200 && n == 0; i++) {
        n = count_notices(t, last, sizeof last);
        if (n == 0) {
            nanosleep(&pause, NULL);
        }
    }
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    ck_assert_str_ne(mt_match_seat_name(t, 1), "quitter");
    {
        char want[300];
        snprintf(want, sizeof want,
                 "Seat 2's bot (quitter) stopped; %s, a computer player, plays its seat from now "
                 "on. \xE2\x80\x94 exited with status 5",
                 mt_match_seat_name(t, 1));
        ck_assert_str_eq(last, want);
    }
#ifdef RACKO_TESTBOT
    ck_assert_int_eq(mt_match_seat_kind(t, 2), MT_SEAT_BOT);
    ck_assert_str_eq(mt_match_seat_name(t, 2), "testbot");
#endif
    ck_assert_int_eq(count_notices(t, NULL, 0), 0);
    /* Saved at once, before anyone moves: a match closed now resumes with
       the computer in that seat, under its name. */
    {
        RackoGame *g = NULL;
        RackoRecordMeta meta;
        ck_assert_int_eq(racko_table_load_record(path, &g, &meta, last, sizeof last), RACKO_OK);
        ck_assert_str_eq(meta.seat[1].spec, mt_match_seat_spec(t, 1));
        ck_assert_str_eq(meta.seat[1].name, mt_match_seat_name(t, 1));
        racko_game_free(g);
    }
    mt_match_free(t);
    remove_tmpdir();
}
END_TEST
#endif

/* A setup form's check of a bot command: one that is not there is said in
 * words; one that says hello passes. */
START_TEST(test_check_bot)
{
    char spec[300], msg[400] = "";
    ck_assert_int_eq(mt_check_bot(&racko_table_class, 1, "./no-such-bot-anywhere --x", 3000, msg, sizeof msg), RACKO_E_IO);
    ck_assert_str_eq(msg, "Seat 2's bot (./no-such-bot-anywhere --x) cannot start: there is no program ./no-such-bot-anywhere.");
#ifndef _WIN32
    ck_assert_int_eq(mt_check_bot(&racko_table_class, 1, "/bin/cat", 3000, msg, sizeof msg), RACKO_E_IO);
    ck_assert_str_eq(msg, "Seat 2's bot (/bin/cat) does not speak the Rack-O bot protocol: it did not answer the greeting.");
    ck_assert_int_eq(mt_check_bot(&racko_table_class, 1, "/bin/false", 3000, msg, sizeof msg), RACKO_E_IO);
    ck_assert_str_eq(msg, "Seat 2's bot (/bin/false) stopped before it answered (exit status 1).");
#endif
    ck_assert_int_eq(mt_check_bot(&racko_table_class, 1, "", 3000, msg, sizeof msg), RACKO_E_ARG);
    ck_assert_str_eq(msg, "Seat 2's bot has no command.");
#ifdef RACKO_SIMPLEBOT
    bot_spec(spec, sizeof spec, RACKO_SIMPLEBOT, NULL);
    ck_assert_msg(mt_check_bot(&racko_table_class, 1, spec + 4, 3000, msg, sizeof msg) == RACKO_OK, "%s", msg);
#else
    (void)spec;
#endif
}
END_TEST

START_TEST(test_default_fallback_level)
{
    RackoTableSetup s;
    RackoTable *t;
    const char *want = racko_ai_level_valid("medium") ? "ai:medium" : "ai:easy";
    setup_computers(&s, 2, "easy", 22);
    snprintf(s.seat[0].spec, sizeof s.seat[0].spec, "bot:exit 0");
    t = open_table(&s);
    ck_assert_int_eq(count_notices(t, NULL, 0), 1);
    ck_assert_str_eq(mt_match_seat_spec(t, 0), want);
    ck_assert_int_gt((int)strlen(mt_match_seat_name(t, 0)), 0);
    mt_match_free(t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Bot logs                                                            */

#ifdef RACKO_TESTBOT
/* Seats that one program plays are told apart: the first takes the bot's
 * name, the next ones are numbered, in seat order; a name the player gave
 * is kept and counts as taken. */
START_TEST(test_same_bot_twice_named_apart)
{
    RackoTableSetup s;
    RackoTable *t;
    setup_computers(&s, 4, "easy", 33);
    bot_spec(s.seat[0].spec, sizeof s.seat[0].spec, RACKO_TESTBOT, "good");
    bot_spec(s.seat[1].spec, sizeof s.seat[1].spec, RACKO_TESTBOT, "good");
    bot_spec(s.seat[3].spec, sizeof s.seat[3].spec, RACKO_TESTBOT, "good");
    snprintf(s.seat[2].name, sizeof s.seat[2].name, "testbot");
    t = open_table(&s);
    ck_assert_str_eq(mt_match_seat_name(t, 0), "testbot 2");
    ck_assert_str_eq(mt_match_seat_name(t, 1), "testbot 3");
    ck_assert_str_eq(mt_match_seat_name(t, 2), "testbot"); /* the player's */
    ck_assert_str_eq(mt_match_seat_name(t, 3), "testbot 4");
    mt_match_free(t);
    setup_computers(&s, 2, "easy", 33);
    bot_spec(s.seat[0].spec, sizeof s.seat[0].spec, RACKO_TESTBOT, "good");
    bot_spec(s.seat[1].spec, sizeof s.seat[1].spec, RACKO_TESTBOT, "silent");
    t = open_table(&s);
    ck_assert_str_eq(mt_match_seat_name(t, 0), "testbot");
    ck_assert_str_eq(mt_match_seat_name(t, 1), "testbot 2");
    mt_match_free(t);
}
END_TEST

/* A bot that fails (three refused answers) and one that plays well: each
 * one's stderr lands in DIR/bot-seatN.log, the failing one's before the
 * computer takes over, and the notice names the file. */
START_TEST(test_bot_log_is_kept)
{
    RackoTableSetup s;
    RackoTable *t;
    char path2[400], path3[400], want[500];
    char last[1024] = "";
    char *text;
    FILE *f;
    make_tmpdir();
    tmp_path(path2, sizeof path2, "bot-seat2.log");
    tmp_path(path3, sizeof path3, "bot-seat3.log");
    /* A previous match's log is replaced, not added to. */
    f = fopen(path2, "w");
    ck_assert_ptr_nonnull(f);
    fputs("stale log of an old match\n", f);
    fclose(f);
    setup_computers(&s, 3, "easy", 31);
    s.bot_reply_ms = 5000;
    s.fallback_level = "easy";
    s.bot_log_dir = tmpdir;
    bot_spec(s.seat[1].spec, sizeof s.seat[1].spec, RACKO_TESTBOT, "slot11");
    bot_spec(s.seat[2].spec, sizeof s.seat[2].spec, RACKO_TESTBOT, "good");
    t = open_table(&s);
    text = slurp(path2);
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(strstr(text, "stale") == NULL, "log: %s", text);
    free(text);

    ck_assert_int_ge(play(t, 1), 1);
    ck_assert_int_eq(count_notices(t, last, sizeof last), 1);
    snprintf(want, sizeof want, "; its log: %s", path2);
    ck_assert_msg(strstr(last, "Seat 2") != NULL && strstr(last, want) != NULL, "notice: %s",
                  last);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    ck_assert_int_eq(mt_match_seat_kind(t, 2), MT_SEAT_BOT);
    /* What the failed bot wrote on stderr: its pid, the hello, the
       question and the refusals it got. */
    text = slurp(path2);
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(strncmp(text, "pid ", 4) == 0 && strstr(text, "< rbp 1") != NULL &&
                      strstr(text, "< ask ") != NULL && strstr(text, "< error ") != NULL,
                  "log: %s (notice: %s)", text, last);
    free(text);
    /* The good bot's log was written at the round's end. */
    text = slurp(path3);
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(strstr(text, "< match ") != NULL && strstr(text, "< ask ") != NULL,
                  "log: %s", text);
    free(text);

    mt_match_free(t);
    /* The failed bot's file stays whole; no temporary file is left. */
    text = slurp(path2);
    ck_assert_ptr_nonnull(text);
    ck_assert(strstr(text, "< error ") != NULL);
    free(text);
    {
        char names[600];
        ck_assert_int_eq(portable_list_dir(tmpdir, names, sizeof names), 0);
        ck_assert_msg(strcmp(names, "bot-seat2.log bot-seat3.log") == 0, "stray files in %s: %s",
                      tmpdir, names);
    }
    remove_tmpdir();
}
END_TEST

/* The log directory cannot be written: the match goes on, and the user is
 * told once that the log could not be saved. */
START_TEST(test_bot_log_unwritable)
{
    RackoTableSetup s;
    RackoTable *t;
    char last[1024] = "";
    setup_computers(&s, 2, "easy", 32);
    s.bot_reply_ms = 5000;
    s.fallback_level = "easy";
    s.bot_log_dir = "/nonexistent-racko-dir/logs";
    bot_spec(s.seat[1].spec, sizeof s.seat[1].spec, RACKO_TESTBOT, "good");
    t = open_table(&s);
    ck_assert_int_ge(play(t, 2), 2);
    ck_assert_int_eq(count_notices(t, last, sizeof last), 1);
    ck_assert_msg(strstr(last, "seat 2") != NULL && strstr(last, "could not be saved") != NULL,
                  "notice: %s", last);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_BOT);
    mt_match_free(t);

    /* A failing bot: the failure notice says its log could not be saved. */
    bot_spec(s.seat[1].spec, sizeof s.seat[1].spec, RACKO_TESTBOT, "slot11");
    t = open_table(&s);
    ck_assert_int_ge(play(t, 1), 1);
    ck_assert_int_eq(count_notices(t, last, sizeof last), 2);
    ck_assert_msg(strstr(last, "Seat 2") != NULL &&
                      strstr(last, "its log could not be saved") != NULL &&
                      strstr(last, "its log: ") == NULL,
                  "notice: %s", last);
    ck_assert_int_eq(mt_match_seat_kind(t, 1), MT_SEAT_AI);
    mt_match_free(t);
}
END_TEST
#endif

/* A bot that fails its hello before any directory is set: its log is kept
 * and written when a directory is set later (as after a resume). */
START_TEST(test_bot_log_dir_set_later)
{
    RackoTableSetup s;
    RackoTable *t;
    char path[400];
    char *text;
    make_tmpdir();
    tmp_path(path, sizeof path, "bot-seat1.log");
    setup_computers(&s, 2, "easy", 33);
#ifdef _WIN32
    /* cmd.exe ends the line with CR LF; the log keeps no CR */
    snprintf(s.seat[0].spec, sizeof s.seat[0].spec, "bot:echo last words here>&2& exit 4");
#else
    snprintf(s.seat[0].spec, sizeof s.seat[0].spec, "bot:echo last words here >&2; exit 4");
#endif
    t = open_table(&s);
    ck_assert_int_eq(count_notices(t, NULL, 0), 1);
    ck_assert_ptr_null(slurp(path));
    ck_assert_int_eq(mt_match_set_bot_log(t, tmpdir), RACKO_OK);
    text = slurp(path);
    ck_assert_ptr_nonnull(text);
    ck_assert_str_eq(text, "last words here\n");
    free(text);
    ck_assert_int_eq(count_notices(t, NULL, 0), 0);
    ck_assert_int_ne(mt_match_set_bot_log(t, "/nonexistent-racko-dir"), RACKO_OK);
    ck_assert_int_eq(count_notices(t, NULL, 0), 1);
    ck_assert_int_eq(mt_match_set_bot_log(t, NULL), RACKO_OK);
    mt_match_free(t);
    remove_tmpdir();
}
END_TEST

static Suite *play_suite(void)
{
    Suite *s = suite_create("play");
    TCase *core = tcase_create("core");
    TCase *errors = tcase_create("errors");
    TCase *saving = tcase_create("saving");
    TCase *bots = tcase_create("bots");
    tcase_set_timeout(core, 120);
    tcase_set_timeout(saving, 120);
    tcase_set_timeout(bots, 120);
    tcase_add_loop_test(core, test_computers_play_a_match, 0, 3);
    tcase_add_test(core, test_events_match_the_record);
    tcase_add_test(core, test_same_seed_same_table);
    tcase_add_test(core, test_names);
    tcase_add_test(core, test_human_seat);
    tcase_add_test(errors, test_bad_setups);
    tcase_add_test(saving, test_autosave_and_resume);
    tcase_add_test(saving, test_autosave_failure_is_a_notice);
    tcase_add_test(saving, test_record_seats_one_verdict);
    tcase_add_test(saving, test_check_bot);
#ifndef _WIN32
    tcase_add_test(bots, test_bot_death_noticed_between_turns);
#endif
#ifdef RACKO_TESTBOT
    tcase_add_test(bots, test_same_bot_twice_named_apart);
#endif
#ifdef RACKO_SIMPLEBOT
    tcase_add_test(bots, test_bot_plays);
#endif
    tcase_add_loop_test(bots, test_failing_bot_is_replaced, 0,
                        (int)(sizeof failing_bots / sizeof failing_bots[0]));
    tcase_add_test(bots, test_default_fallback_level);
#ifdef RACKO_TESTBOT
    tcase_add_test(bots, test_bot_log_is_kept);
    tcase_add_test(bots, test_bot_log_unwritable);
#endif
    tcase_add_test(bots, test_bot_log_dir_set_later);
    suite_add_tcase(s, core);
    suite_add_tcase(s, errors);
    suite_add_tcase(s, saving);
    suite_add_tcase(s, bots);
    return s;
}

int main(void)
{
    return test_run(play_suite(), NULL, 0);
}
