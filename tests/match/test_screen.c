/*
 * test_screen.c - the match layer's desktop part (match/screen.h) on the
 * Pile double (doubles.h): a screen's match moved on by mt_screen_drive
 * (the first deal, the computers at the pace, a person's turn and the hot
 * seat's pass screen, the sheet of a game that ended once its scores are
 * shown, the results) and the between-games dialog's buttons.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "common/portable.h"
#include "doubles.h"
#include "match/screen.h"

/* A screen that counts what the layer asks of it. */
typedef struct Screen {
    MtMatch *m;
    int viewer, revealed, pass_pending;
    int events;  /* events drained */
    int layouts; /* relayouts */
    int sheets;  /* sheets opened */
    int turns[2]; /* turn calls, before and after the pass check */
    int clock;   /* ms given to the clock */
} Screen;

static void pump(void *screen)
{
    Screen *s = screen;
    PileEvent ev;
    while (mt_match_next_event(s->m, &ev)) {
        s->events++;
    }
}

static void relayout(void *screen)
{
    ((Screen *)screen)->layouts++;
}

static void sheet(void *screen)
{
    ((Screen *)screen)->sheets++;
}

static void turn(void *screen, int seat, int passed)
{
    (void)seat;
    ((Screen *)screen)->turns[passed]++;
}

static void clock_ms(void *screen, int ms)
{
    ((Screen *)screen)->clock += ms;
}

static const MtScreenOps ops = {pump, relayout, sheet, turn, clock_ms};

static MtMatch *new_pile(const char *const *specs, int players, int stones, int games)
{
    PileOptions o = {players, stones, games};
    MtSetup setup;
    TkSeatInfo seats[MT_MAX_SEATS];
    MtMatch *m = NULL;
    char msg[300] = "";
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < players; i++) {
        snprintf(seats[i].spec, sizeof seats[i].spec, "%s", specs[i]);
    }
    mt_setup_fill(&setup, &o, players, 7, seats, 0, NULL, NULL);
    ck_assert_msg(mt_match_new(&pile_game, &setup, &m, msg, sizeof msg) == TK_OK, "%s", msg);
    return m;
}

/* A screen over a new Pile match of specs, dealt by its first drive. */
static void open_screen(Screen *sc, MtScreen *s, const char *const *specs, int stones, int games)
{
    memset(sc, 0, sizeof *sc);
    sc->m = new_pile(specs, 2, stones, games);
    mt_screen_init(s, sc->m, &ops, sc, &sc->viewer, &sc->revealed, &sc->pass_pending, 100);
    ck_assert_int_eq(mt_screen_drive(s, 0, 0, 0, 0, 100), 0); /* the first deal */
    ck_assert_int_eq(mt_match_number(sc->m), 1);
    ck_assert_int_gt(sc->events, 0);
}

/* A person and a computer: the first deal, the computer held back while
 * the screen is busy and until its pace has run, the person's turn, the
 * sheet once its scores are shown, the next game from its button, the
 * results. */
START_TEST(test_screen_drive)
{
    const char *specs[] = {"human", "ai:easy"};
    Screen sc;
    MtScreen s;
    open_screen(&sc, &s, specs, 3, 2);
    sc.revealed = 1;
    /* A game under way: the screen may move it (a game driven by time
       advances its clock then); blocked or busy, nothing moves. */
    ck_assert_int_eq(mt_screen_between(&s, 0, 0, 0, 100), -1);
    ck_assert_int_eq(mt_screen_between(&s, 0, 0, 1, 100), 0);
    int stones = pile_stones(sc.m);
    ck_assert_int_eq(mt_screen_drive(&s, 0, 0, 500, 1, 100), 0);
    ck_assert_int_eq(mt_screen_drive(&s, 1, 0, 500, 0, 100), 0);
    ck_assert_int_eq(pile_stones(sc.m), stones);
    int played = 0;
    for (int k = 0; k < 100 && mt_match_phase(sc.m) == MT_PHASE_PLAYING; k++) {
        int h = mt_match_human_to_act(sc.m);
        int before = sc.turns[1];
        ck_assert_int_eq(mt_screen_drive(&s, 0, 0, 60, 0, 100), 0);
        if (h == 0) {
            /* The person's turn: said to the screen, the clock given. */
            ck_assert_int_eq(sc.turns[1], before + 1);
            ck_assert_int_eq(pile_take(sc.m, 0, 1), TK_OK);
            played++;
        }
    }
    ck_assert_int_gt(played, 0);
    ck_assert_int_gt(sc.clock, 0);
    /* The game is over: its sheet waits for its scores on the screen. */
    ck_assert_int_eq(mt_screen_drive(&s, 0, 0, 0, 0, 100), 0);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_NONE);
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 0, 0, 100), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_GAME_END);
    ck_assert_int_eq(sc.sheets, 1);
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 0, 0, 100), 0); /* a dialog is open */
    ck_assert_int_eq(mt_screen_dialog_widget(&s, MT_SCREEN_ID_GAME), 0);
    ck_assert_int_eq(mt_screen_dialog_widget(&s, MT_SCREEN_ID_NEXT), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_NONE);
    ck_assert_int_eq(mt_match_number(sc.m), 2);
    for (int k = 0; k < 100 && mt_match_phase(sc.m) == MT_PHASE_PLAYING; k++) {
        mt_screen_drive(&s, 0, 1, 60, 0, 100);
        if (mt_match_human_to_act(sc.m) == 0) {
            ck_assert_int_eq(pile_take(sc.m, 0, 1), TK_OK);
        }
    }
    ck_assert_int_eq(mt_match_phase(sc.m), MT_PHASE_OVER);
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 0, 0, 100), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_GAME_END);
    ck_assert_int_eq(mt_screen_dialog_widget(&s, MT_SCREEN_ID_RESULTS), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_MATCH_END);
    ck_assert(s.shown.match);
    mt_match_free(sc.m);
}
END_TEST

/* Two persons at one screen: the second's turn asks for the pass screen
 * (the seat laid out again, hidden), and the game's turn waits for it. */
START_TEST(test_screen_hot_seat)
{
    const char *specs[] = {"human", "human"};
    Screen sc;
    MtScreen s;
    open_screen(&sc, &s, specs, 9, 1);
    int h = mt_match_human_to_act(sc.m);
    ck_assert_int_ge(h, 0);
    sc.viewer = 1 - h;
    sc.revealed = 1;
    ck_assert_int_eq(mt_screen_drive(&s, 0, 0, 10, 0, 100), SH_TABLE_PASS);
    ck_assert_int_eq(sc.viewer, h);
    ck_assert(sc.pass_pending);
    ck_assert(!sc.revealed);
    ck_assert_int_eq(sc.layouts, 1);
    ck_assert_int_eq(sc.turns[0], 1);
    ck_assert_int_eq(sc.turns[1], 0);
    ck_assert_int_eq(mt_screen_drive(&s, 0, 0, 10, 0, 100), 0); /* the pass screen is up */
    ck_assert_int_eq(sc.turns[0], 1);
    mt_match_free(sc.m);
}
END_TEST

/* A replay on a screen: held, nothing moves by itself; one step forward
 * by hand; playing, the record's steps at the pace, a sheet that closes
 * itself after its linger; a jump; the results without buttons. */
START_TEST(test_screen_replay)
{
    const char *specs[] = {"ai:easy", "ai:hard"};
    char dir[300], path[400], msg[400];
    Screen sc;
    MtScreen s;
    ck_assert_int_eq(portable_make_temp_dir("mt-screen", dir, sizeof dir), 0);
    snprintf(path, sizeof path, "%s/match.pile", dir);
    MtMatch *played = new_pile(specs, 2, 5, 2);
    while (mt_match_phase(played) != MT_PHASE_OVER) {
        if (mt_match_phase(played) == MT_PHASE_BETWEEN) {
            ck_assert_int_eq(mt_match_deal(played), TK_OK);
        } else {
            ck_assert_int_eq(mt_match_step(played, 0, NULL), MT_STEP_ACTED);
        }
    }
    ck_assert_int_eq(mt_match_save(played, path, msg, sizeof msg), TK_OK);
    mt_match_free(played);

    memset(&sc, 0, sizeof sc);
    ck_assert_msg(mt_match_replay(&pile_game, path, &sc.m, msg, sizeof msg) == TK_OK, "%s", msg);
    mt_screen_init(&s, sc.m, &ops, &sc, &sc.viewer, &sc.revealed, &sc.pass_pending, 100);
    s.hold = 1;
    /* Held: not even the first deal. */
    for (int k = 0; k < 5; k++) {
        ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 500, 0, 100), 0);
    }
    ck_assert_int_eq(mt_replay_at(sc.m), 0);
    ck_assert_int_eq(mt_screen_wait_ms(&s, 50), -1);
    /* One step by hand: the deal, its events pumped. */
    int events = sc.events;
    ck_assert_int_eq(mt_screen_replay_forward(&s), SH_TABLE_CHANGED);
    ck_assert_int_eq(mt_replay_at(sc.m), 1);
    ck_assert_int_gt(sc.events, events);
    ck_assert_int_eq(mt_match_phase(sc.m), MT_PHASE_PLAYING);
    ck_assert_int_eq(sc.turns[0] + sc.turns[1], 0); /* nobody's turn is a person's */
    /* Playing: a step at each pace, to the first game's end. */
    s.hold = 0;
    ck_assert_int_eq(mt_screen_wait_ms(&s, 50), 100);
    for (int k = 0; k < 200 && mt_match_phase(sc.m) == MT_PHASE_PLAYING; k++) {
        int at = mt_replay_at(sc.m);
        mt_screen_drive(&s, 0, 1, 50, 0, 100);
        ck_assert_int_eq(mt_replay_at(sc.m), at); /* half a pace: nothing */
        mt_screen_drive(&s, 0, 1, 50, 0, 100);
        ck_assert_int_eq(mt_replay_at(sc.m), at + 1);
    }
    ck_assert_int_eq(mt_match_phase(sc.m), MT_PHASE_BETWEEN);
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 50, 0, 100), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_GAME_END);
    ck_assert_int_eq(sc.sheets, 1);
    ck_assert_int_eq(mt_screen_wait_ms(&s, 50), 50);
    /* The sheet lingers, then closes itself: the second deal. */
    int at = mt_replay_at(sc.m);
    ck_assert_int_eq(mt_screen_replay_tick(&s, 300, 400), 0);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_GAME_END);
    ck_assert_int_eq(mt_screen_replay_tick(&s, 100, 400), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_NONE);
    ck_assert_int_eq(mt_replay_at(sc.m), at + 1);
    ck_assert_int_eq(mt_match_number(sc.m), 2);
    /* Held, a sheet does not close itself. */
    s.hold = 1;
    ck_assert_int_eq(mt_replay_seek(sc.m, mt_replay_steps(sc.m) - 1), TK_OK);
    ck_assert_int_eq(mt_screen_replay_forward(&s), SH_TABLE_CHANGED);
    ck_assert_int_eq(mt_match_phase(sc.m), MT_PHASE_OVER);
    s.shown.game = 1;
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 50, 0, 100), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_GAME_END);
    ck_assert_int_eq(mt_screen_replay_tick(&s, 5000, 400), 0);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_GAME_END);
    /* The last sheet's forward: the results, without the match-end buttons. */
    ck_assert_int_eq(mt_screen_replay_forward(&s), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_MATCH_END);
    ck_assert_int_eq(mt_screen_replay_forward(&s), 0); /* the end */
    /* A jump back into the first game: no sheet, the pace anew; played
       on to that game's end, its own sheet shows. */
    ck_assert_int_eq(mt_screen_replay_seek(&s, 2, 100), TK_OK);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_NONE);
    ck_assert_int_eq(s.shown.game, 0);
    ck_assert_int_eq(mt_match_phase(sc.m), MT_PHASE_PLAYING);
    while (mt_match_phase(sc.m) == MT_PHASE_PLAYING) {
        ck_assert_int_eq(mt_screen_replay_forward(&s), SH_TABLE_CHANGED);
    }
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 50, 0, 100), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_GAME_END);
    ck_assert_int_eq(s.shown.game, 1);
    /* A jump to the moment between games (a step back from the next
       deal): that game's sheet shows, as the table showed it then; held,
       it stays and nothing is dealt; forward closes it with the deal. */
    int starts[4];
    ck_assert_int_eq(mt_replay_units(sc.m, starts, 4), 2);
    ck_assert_int_eq(mt_screen_replay_seek(&s, starts[1] - 1, 100), TK_OK);
    ck_assert_int_eq(mt_match_phase(sc.m), MT_PHASE_BETWEEN);
    ck_assert_int_eq(s.shown.game, 0);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_NONE);
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 50, 0, 100), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_GAME_END);
    ck_assert_int_eq(s.shown.game, 1);
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 50, 0, 100), 0); /* held: stays */
    ck_assert_int_eq(mt_replay_at(sc.m), starts[1] - 1);
    ck_assert_int_eq(mt_screen_replay_forward(&s), SH_TABLE_CHANGED);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_NONE);
    ck_assert_int_eq(mt_replay_at(sc.m), starts[1]);
    ck_assert_int_eq(mt_match_number(sc.m), 2);
    /* Between games with that sheet already seen (closed, its deal not
       yet taken): playing on takes the record's next deal, as the sheet's
       button would. */
    ck_assert_int_eq(mt_screen_replay_seek(&s, starts[1] - 1, 100), TK_OK);
    s.shown.game = 1;
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 50, 0, 100), 0); /* held: stays */
    s.hold = 0;
    ck_assert_int_eq(mt_screen_drive(&s, 0, 1, 50, 0, 100), SH_TABLE_CHANGED);
    ck_assert_int_eq(mt_replay_at(sc.m), starts[1]);
    ck_assert_int_eq(mt_match_number(sc.m), 2);
    s.hold = 1;
    /* A record that stops between two games (saved after one ended): at
       its end, playing on deals nothing and asks for no frame. */
    {
        char half[400];
        Screen hs;
        MtScreen h2;
        snprintf(half, sizeof half, "%s/half.pile", dir);
        MtMatch *p = new_pile(specs, 2, 5, 2);
        ck_assert_int_eq(mt_match_deal(p), TK_OK);
        while (mt_match_phase(p) == MT_PHASE_PLAYING) {
            ck_assert_int_eq(mt_match_step(p, 0, NULL), MT_STEP_ACTED);
        }
        ck_assert_int_eq(mt_match_save(p, half, msg, sizeof msg), TK_OK);
        mt_match_free(p);
        memset(&hs, 0, sizeof hs);
        ck_assert_int_eq(mt_match_replay(&pile_game, half, &hs.m, msg, sizeof msg), TK_OK);
        mt_screen_init(&h2, hs.m, &ops, &hs, &hs.viewer, &hs.revealed, &hs.pass_pending, 100);
        ck_assert_int_eq(mt_screen_replay_seek(&h2, 1 << 20, 100), TK_OK);
        ck_assert_int_eq(mt_match_phase(hs.m), MT_PHASE_BETWEEN);
        h2.hold = 0;
        /* its last game's sheet, as it was left; closed, nothing to deal */
        ck_assert_int_eq(mt_screen_drive(&h2, 0, 1, 50, 0, 100), SH_TABLE_CHANGED);
        ck_assert_int_eq(h2.dialog, MT_BETWEEN_GAME_END);
        mt_screen_replay_tick(&h2, 1000, 400);
        ck_assert_int_eq(h2.dialog, MT_BETWEEN_NONE);
        ck_assert_int_eq(mt_screen_drive(&h2, 0, 1, 50, 0, 100), 0);
        ck_assert_int_eq(mt_screen_wait_ms(&h2, 50), -1);
        ck_assert_int_eq(mt_replay_at(hs.m), mt_replay_steps(hs.m));
        mt_match_free(hs.m);
    }
    /* To the end: the results at once. */
    ck_assert_int_eq(mt_screen_replay_seek(&s, 1 << 20, 100), TK_OK);
    ck_assert_int_eq(s.dialog, MT_BETWEEN_MATCH_END);
    mt_match_free(sc.m);
    portable_remove_tree(dir);
}
END_TEST

static Suite *screen_suite(void)
{
    Suite *s = suite_create("screen");
    TCase *c = tcase_create("core");
    tcase_add_test(c, test_screen_drive);
    tcase_add_test(c, test_screen_hot_seat);
    tcase_add_test(c, test_screen_replay);
    suite_add_tcase(s, c);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(screen_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? 0 : 1;
}
