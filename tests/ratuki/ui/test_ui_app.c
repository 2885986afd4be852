/* test_ui_app.c - Ratuki's desktop table, headless: SDL's dummy video
 * driver and the software renderer.  Matches are set up with fixed deck
 * orders (a record written with rt_game_script_deck and resumed, as a
 * player resumes a saved match) so that every hand is known: a play by
 * drag, by clicks and by keys, each landing on the match in the frame of
 * the input; refusals bounced back with their words; a right-click, a key
 * and a click on the discard pile discarding; a take with its shout, a
 * tie sending both cards back; two people at one keyboard; the pause
 * (Esc, the window's focus lost) and the countdown after it; the round's
 * sheet and the match's ranking; the computers held to the driver's
 * milliseconds whatever the frames; the program killed mid-round and
 * started again, paused at the moment it was left; every screen's words
 * fitting in the pseudo-language and in French. */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app.h"
#include "common/app_keys.h"
#include "common/killed.h"
#include "common/portable.h"
#include "common/run.h"
#include "kit/file.h"
#include "kit/history.h"
#include "ratuki/ai.h"
#include "ratuki/record.h"
#include "shell/app_checks.h"
#include "shell/lang_checks.h"
#include "ui.h"

static char pref[256];

static void make_pref(void)
{
    snprintf(pref, sizeof pref, "%s/ratuki-ui-test-XXXXXX",
             access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    ck_assert_ptr_nonnull(mkdtemp(pref));
}

static void remove_pref(void)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", pref);
    ck_assert_int_eq(system(cmd), 0);
}

void open_app(App *app, int w, int h)
{
    char err[600];
    int rc = app_init(app, &ratuki_game, w, h, 0, APP_HEADLESS, pref, pref, err, sizeof err);
    ck_assert_msg(rc == 0, "app_init: %s", err);
    app->host.settings.speed = SH_SPEED_FAST;
}

ShWidget *widget(App *app, const char *label)
{
    return keys_widget(app, label);
}

static void mouse(App *app, ShInputKind kind, int x, int y, int mods)
{
    ShInput in;
    memset(&in, 0, sizeof in);
    in.kind = kind;
    in.x = x;
    in.y = y;
    in.mods = mods;
    app_input(app, &in);
}

void click_rect(App *app, ShRect r)
{
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    mouse(app, SH_IN_MOVE, x, y, 0);
    mouse(app, SH_IN_PRESS, x, y, 0);
    mouse(app, SH_IN_RELEASE, x, y, 0);
}

void press_key(App *app, int key)
{
    keys_press(app, key, 0);
}

static ShTable *tb(const App *app)
{
    return app->table;
}

static const RtGame *game(const App *app)
{
    return ui_game(app->table);
}

/* ---------------------------------------------------------------- */
/* Matches with known hands                                          */

/* A deck order whose first cards are the deck's cards `first` (indices,
 * -1 ends), the rest in the deck's order. */
static void order_of(const int *first, int *order)
{
    int used[RT_DECK] = {0}, n = 0;
    for (int i = 0; first[i] >= 0; i++) {
        order[n++] = first[i];
        used[first[i]] = 1;
    }
    for (int i = 0; i < RT_DECK; i++) {
        if (!used[i]) {
            order[n++] = i;
        }
    }
}

/* Saves a match dealt from the decks' orders (seat s's first cards
 * firsts[s]) as the program's saved match: the round just dealt, at its
 * first millisecond.  target 0: one round. */
static void save_scripted(const char *path, int players, const char *const *specs,
                          const int *const *firsts, int target, int window)
{
    RtConfig cfg;
    RtGame *g = NULL;
    RtRecordMeta meta;
    char msg[300];
    rt_config_default(&cfg, players);
    cfg.target = target;
    cfg.window = window;
    ck_assert_int_eq(rt_game_new(&cfg, 7, &g, msg, sizeof msg), TK_OK);
    memset(&meta, 0, sizeof meta);
    for (int s = 0; s < players; s++) {
        int order[RT_DECK];
        static const int none[] = {-1};
        order_of(firsts != NULL && firsts[s] != NULL ? firsts[s] : none, order);
        ck_assert_int_eq(rt_game_script_deck(g, s, order, RT_DECK), TK_OK);
        snprintf(meta.seat[s].spec, sizeof meta.seat[s].spec, "%s", specs[s]);
    }
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_msg(rt_record_save(g, &meta, path, msg, sizeof msg) == TK_OK, "%s", msg);
    rt_game_free(g);
}

/* Runs the countdown out (the pause's "Go on" first when it is shown:
 * Enter, the focus being on it, whatever the language). */
static void go(App *app)
{
    if (tb(app)->dialog == UI_DLG_PAUSE) {
        press_key(app, SH_KEY_ENTER);
    }
    ck_assert_int_eq(tb(app)->dialog, UI_DLG_NONE);
    for (int i = 0; i < 400 && !ui_running(tb(app)); i++) {
        app_tick(app, 10);
    }
    ck_assert(ui_running(tb(app)));
}

/* Opens the program on a scripted match (resumed as the player resumes
 * it) and runs its countdown. */
static void open_scripted(App *app, int players, const char *const *specs,
                          const int *const *firsts, int target, int window)
{
    char save[SH_PATH_MAX];
    open_app(app, 1280, 800);
    snprintf(save, sizeof save, "%s", app->host.save_path);
    app_free(app);
    save_scripted(save, players, specs, firsts, target, window);
    open_app(app, 1280, 800);
    ck_assert(app->resume_ok);
    click_rect(app, widget(app, "Resume the match")->r);
    ck_assert_int_eq(app->screen, SCR_PLAY);
    ck_assert_int_eq(tb(app)->dialog, UI_DLG_PAUSE); /* a round resumed: paused */
    go(app);
}

static RtCard hand(const App *app, int seat, int slot)
{
    return rt_game_hand(game(app), seat, slot);
}

static RtPlaceView place_view(const App *app, int k)
{
    RtPlaceView pv;
    ck_assert_int_eq(rt_game_place(game(app), k, &pv), TK_OK);
    return pv;
}

static RtPiles piles(const App *app, int seat)
{
    RtPiles p;
    ck_assert_int_eq(rt_game_piles(game(app), seat, &p), TK_OK);
    return p;
}

static int history(const App *app)
{
    return rt_game_history_count(game(app));
}

static int round_is_on(const App *app)
{
    return rt_game_phase(game(app)) == RT_PHASE_ROUND;
}

static ShRect hand_rect(const App *app, int seat, int slot)
{
    return tb(app)->lay.seat[seat].hand[slot];
}

static void drag(App *app, ShRect from, ShRect to)
{
    int x0 = from.x + from.w / 2, y0 = from.y + from.h / 2;
    int x1 = to.x + to.w / 2, y1 = to.y + to.h / 2;
    mouse(app, SH_IN_MOVE, x0, y0, 0);
    mouse(app, SH_IN_PRESS, x0, y0, 0);
    mouse(app, SH_IN_MOVE, (x0 + x1) / 2, (y0 + y1) / 2, 0);
    ck_assert(tb(app)->dragging);
    mouse(app, SH_IN_MOVE, x1, y1, 0);
    mouse(app, SH_IN_RELEASE, x1, y1, 0);
    ck_assert(!tb(app)->dragging);
}

/* Two people, their hands: seat 1 holds 1 2 3 (then 1s), seat 2 holds
 * 1 2 4 (then a 5 and the wilds). */
static const int hand_a[] = {0, 7, 15, 1, 2, 3, -1};
static const int hand_b[] = {4, 8, 23, 28, 33, 34, -1};
static const char *const two_people[] = {"human", "human"};

/* ---------------------------------------------------------------- */
/* Playing                                                           */

/* A card dragged to a free place starts a stack there, on the match at
 * once (before any tick); the card in its slot is the next drawn. */
START_TEST(test_play_by_drag)
{
    const int *firsts[] = {hand_a, hand_b};
    App app;
    make_pref();
    open_scripted(&app, 2, two_people, firsts, 100, 150);
    RtCard one = hand(&app, 0, 0);
    ck_assert_int_eq(rt_card_value(one), 1);
    int h = history(&app);
    drag(&app, hand_rect(&app, 0, 0), tb(&app)->lay.place[1]);
    ck_assert_int_eq(place_view(&app, 1).top, one);
    ck_assert_int_eq(place_view(&app, 1).pending_seat, 0);
    ck_assert_int_eq(history(&app), h + 1);
    ck_assert_int_eq(rt_card_value(hand(&app, 0, 0)), 1); /* the next card: a 1 */
    /* Let go anywhere but a place: nothing is played, the card flies back. */
    h = history(&app);
    ShRect nowhere = sh_rect(5, 5, 4, 4);
    drag(&app, hand_rect(&app, 0, 1), nowhere);
    ck_assert_int_eq(history(&app), h);
    ck_assert_int_eq(tb(&app)->nfly, 1);
    ck_assert_int_eq(tb(&app)->fly[0].kind, UI_FLY_BOUNCE);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A card clicked, then a place: played; the same card clicked twice is
 * chosen no more. */
START_TEST(test_play_by_clicks)
{
    const int *firsts[] = {hand_a, hand_b};
    App app;
    make_pref();
    open_scripted(&app, 2, two_people, firsts, 100, 150);
    click_rect(&app, hand_rect(&app, 0, 1));
    ck_assert_int_eq(tb(&app)->person[0].chosen, 1);
    click_rect(&app, hand_rect(&app, 0, 1));
    ck_assert_int_eq(tb(&app)->person[0].chosen, -1);
    RtCard one = hand(&app, 0, 0);
    click_rect(&app, hand_rect(&app, 0, 0));
    ck_assert_int_eq(tb(&app)->person[0].chosen, 0);
    click_rect(&app, tb(&app)->lay.place[0]);
    ck_assert_int_eq(place_view(&app, 0).top, one);
    ck_assert_int_eq(tb(&app)->person[0].chosen, -1);
    /* After the window the play is final; the 2 goes on it by a click too. */
    app_tick(&app, 200);
    ck_assert_int_eq(place_view(&app, 0).pending_seat, -1);
    RtCard two = hand(&app, 0, 1);
    click_rect(&app, hand_rect(&app, 0, 1));
    click_rect(&app, tb(&app)->lay.place[0]);
    ck_assert_int_eq(place_view(&app, 0).top, two);
    ck_assert_int_eq(place_view(&app, 0).height, 2);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Keys: 1 2 3 choose a card, Q W E R T a place; the arrows move one
 * focus (the first press shows it), Enter chooses and plays. */
START_TEST(test_play_by_keys)
{
    const int *firsts[] = {hand_a, hand_b};
    App app;
    make_pref();
    open_scripted(&app, 2, two_people, firsts, 100, 150);
    RtCard one = hand(&app, 0, 0);
    press_key(&app, '1');
    press_key(&app, 'w');
    ck_assert_int_eq(place_view(&app, 1).top, one);
    app_tick(&app, 200);
    /* By the arrows: the first shows the focus, on the first card. */
    ck_assert(!tb(&app)->focus_shown);
    press_key(&app, SH_KEY_RIGHT);
    ck_assert(tb(&app)->focus_shown);
    ck_assert_int_eq(tb(&app)->fzone, UI_Z_HAND);
    ck_assert_int_eq(tb(&app)->fi, 0);
    press_key(&app, SH_KEY_RIGHT);
    ck_assert_int_eq(tb(&app)->fi, 1);
    RtCard two = hand(&app, 0, 1);
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(tb(&app)->person[0].chosen, 1);
    press_key(&app, SH_KEY_UP);
    ck_assert_int_eq(tb(&app)->fzone, UI_Z_PLACE);
    while (tb(&app)->fi < 1) {
        press_key(&app, SH_KEY_RIGHT);
    }
    while (tb(&app)->fi > 1) {
        press_key(&app, SH_KEY_LEFT);
    }
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(place_view(&app, 1).top, two);
    ck_assert_int_eq(place_view(&app, 1).height, 2);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A play the rules refuse changes nothing, bounces back and says why in
 * a few words; a stack that moved on since the card was chosen is said
 * so. */
START_TEST(test_refused_play)
{
    const int *firsts[] = {hand_a, hand_b};
    App app;
    make_pref();
    open_scripted(&app, 2, two_people, firsts, 100, 150);
    int h = history(&app);
    drag(&app, hand_rect(&app, 0, 1), tb(&app)->lay.place[0]); /* a 2 on a free place */
    ck_assert_int_eq(history(&app), h);
    ck_assert_int_eq(place_view(&app, 0).height, 0);
    ck_assert_str_eq(sh_host_message_text(&app.host), "Only a 1 starts a stack.");
    ck_assert_int_eq(tb(&app)->nfly, 1);
    ck_assert_int_eq(tb(&app)->fly[0].kind, UI_FLY_BOUNCE);
    /* Seat 1's 1 on place 1, final; its 2 chosen for it; seat 2's 2 goes
       there first (the second person's keys), final too. */
    press_key(&app, '1');
    press_key(&app, 'q');
    app_tick(&app, 200);
    press_key(&app, '2');
    ck_assert_int_eq(tb(&app)->person[0].chosen, 1);
    press_key(&app, '9');
    press_key(&app, 'y');
    ck_assert_int_eq(place_view(&app, 0).height, 2);
    app_tick(&app, 200);
    h = history(&app);
    press_key(&app, 'q');
    ck_assert_int_eq(history(&app), h);
    ck_assert_str_eq(sh_host_message_text(&app.host), "Too late: that stack moved on.");
    /* And a plain refusal in its words. */
    press_key(&app, '3');
    press_key(&app, 'w');
    ck_assert_str_eq(sh_host_message_text(&app.host), "Only a 1 starts a stack.");
    app_free(&app);
    remove_pref();
}
END_TEST

/* Refused again and again before the bounce lands: one bounce of the
 * card, the newest (from where it was let go last), never a pile of them;
 * another card's bounce is its own. */
START_TEST(test_bounces_do_not_pile_up)
{
    const int *firsts[] = {hand_a, hand_b};
    App app;
    make_pref();
    open_scripted(&app, 2, two_people, firsts, 100, 150);
    for (int i = 0; i < 6; i++) {
        drag(&app, hand_rect(&app, 0, 1), tb(&app)->lay.place[i % 2]); /* a 2 on a free place */
        app_tick(&app, 10);
    }
    ck_assert_int_eq(tb(&app)->nfly, 1);
    ck_assert_int_eq(tb(&app)->fly[0].kind, UI_FLY_BOUNCE);
    ck_assert_int_eq(tb(&app)->fly[0].to.i, 1);
    ck_assert_int_lt(tb(&app)->fly[0].age, 20); /* the newest */
    drag(&app, hand_rect(&app, 0, 2), tb(&app)->lay.place[0]); /* another card, refused too */
    ck_assert_int_eq(tb(&app)->nfly, 2);
    ck_assert_int_eq(tb(&app)->fly[1].to.i, 2);
    app_free(&app);
    remove_pref();
}
END_TEST

static unsigned sounds_asked(App *app)
{
    unsigned bits = 0;
    int s;
    while ((s = sh_host_next_sound(&app->host)) >= 0) {
        bits |= 1u << s;
    }
    return bits;
}

/* A 5 on a 4 takes the stack when its window ends: the stack to the
 * taker's scoring pile, flying there, "RATUKI!" on screen, a sound. */
START_TEST(test_take)
{
    const int *firsts[] = {hand_a, hand_b};
    App app;
    make_pref();
    open_scripted(&app, 2, two_people, firsts, 100, 150);
    static const char keys[][2] = {{'1', 'q'}, {'2', 'q'}, {'3', 'q'}};
    for (int i = 0; i < 3; i++) {
        press_key(&app, keys[i][0]);
        press_key(&app, keys[i][1]);
        app_tick(&app, 200);
    }
    press_key(&app, '0'); /* seat 2's 4 */
    press_key(&app, 'y');
    app_tick(&app, 200);
    ck_assert_int_eq(place_view(&app, 0).height, 4);
    ck_assert_int_eq(rt_card_value(hand(&app, 1, 2)), 5);
    press_key(&app, '0'); /* its 5 */
    press_key(&app, 'y');
    ck_assert(place_view(&app, 0).pending_take);
    app_tick(&app, 100);
    ck_assert_int_eq(piles(&app, 1).scoring, 0); /* the window is still open */
    sounds_asked(&app);
    app.game->table_tick(app.table, 60, 0);
    ck_assert(sounds_asked(&app) & (1u << (SH_SND_COUNT + UI_SND_TAKE)));
    ck_assert_int_eq(piles(&app, 1).scoring, 5);
    ck_assert_int_eq(place_view(&app, 0).height, 0);
    ck_assert_int_gt(tb(&app)->shout_ms, 0);
    ck_assert_int_eq(tb(&app)->shout_seat, 1);
    int took = 0;
    for (int i = 0; i < tb(&app)->nfly; i++) {
        took |= tb(&app)->fly[i].kind == UI_FLY_TAKE && tb(&app)->fly[i].to.seat == 1;
    }
    ck_assert(took);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Two 1s on the same free place within the window: both go back to
 * their owners' discard piles, flying there, said on screen. */
START_TEST(test_tie)
{
    const int *firsts[] = {hand_a, hand_b};
    App app;
    make_pref();
    open_scripted(&app, 2, two_people, firsts, 100, 150);
    press_key(&app, '1');
    press_key(&app, 'w');
    app_tick(&app, 50);
    press_key(&app, '8');
    press_key(&app, 'u');
    ck_assert_int_eq(place_view(&app, 1).height, 0);
    ck_assert_int_eq(piles(&app, 0).discard, 1);
    ck_assert_int_eq(piles(&app, 1).discard, 1);
    int back = 0;
    for (int i = 0; i < tb(&app)->nfly; i++) {
        back += tb(&app)->fly[i].kind == UI_FLY_TIE;
    }
    ck_assert_int_eq(back, 2);
    ck_assert_str_eq(sh_host_message_text(&app.host), "Tie on place 2: both cards go back.");
    app_free(&app);
    remove_pref();
}
END_TEST

/* Discarding: a right-click on a hand card, the discard key after a
 * card's key, a click on the discard pile after choosing a card. */
START_TEST(test_discard)
{
    const int *firsts[] = {hand_a, hand_b};
    App app;
    make_pref();
    open_scripted(&app, 2, two_people, firsts, 100, 150);
    /* The right button, as the platform sees it (its release is not sent
       on: nothing else happens). */
    ShRect r = hand_rect(&app, 0, 2);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.button = SDL_BUTTON_RIGHT;
    ev.button.x = r.x + r.w / 2;
    ev.button.y = r.y + r.h / 2;
    app_handle_event(&app, &ev);
    ck_assert_int_eq(piles(&app, 0).discard, 1);
    ev.type = SDL_MOUSEBUTTONUP;
    app_handle_event(&app, &ev);
    ck_assert_int_eq(piles(&app, 0).discard, 1);
    ck_assert_int_eq(tb(&app)->person[0].chosen, -1);
    press_key(&app, '1');
    press_key(&app, 'd');
    ck_assert_int_eq(piles(&app, 0).discard, 2);
    click_rect(&app, hand_rect(&app, 0, 1));
    click_rect(&app, tb(&app)->lay.seat[0].discard);
    ck_assert_int_eq(piles(&app, 0).discard, 3);
    /* The second person's discard key. */
    press_key(&app, '8');
    press_key(&app, 'l');
    ck_assert_int_eq(piles(&app, 1).discard, 1);
    ck_assert_int_eq(piles(&app, 0).draw, RT_DECK - 6);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Esc pauses the round for everyone: the clock stops, nothing is due,
 * the loop may sleep until an input; the table is hidden; Go on brings a
 * countdown, then the round runs again.  Losing the window's focus
 * pauses it too. */
START_TEST(test_pause_and_resume)
{
    static const char *const specs[] = {"human", "ai:expert", "ai:expert"};
    App app;
    make_pref();
    open_scripted(&app, 3, specs, NULL, 100, 150);
    for (int i = 0; i < 100; i++) {
        app_tick(&app, 20);
    }
    ck_assert_int_eq(tb(&app)->clock, 2000);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_PAUSE);
    ck_assert(tb(&app)->paused);
    int h = history(&app);
    ck_assert_int_eq(rt_table_now(tb(&app)->match), 2000); /* the moment, written */
    for (int i = 0; i < 50; i++) {
        app_tick(&app, 100);
    }
    ck_assert_int_eq(tb(&app)->clock, 2000);
    ck_assert_int_eq(history(&app), h);
    ck_assert_int_eq(app.game->table_wait_ms(app.table, 0), -1);
    click_rect(&app, widget(&app, "Go on")->r);
    ck_assert_int_eq(tb(&app)->countdown, UI_COUNTDOWN);
    app_tick(&app, 1000);
    ck_assert_int_eq(tb(&app)->clock, 2000);
    go(&app);
    app_tick(&app, 500);
    ck_assert_int_eq(tb(&app)->clock, 2500);
    /* The window's focus lost. */
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_WINDOWEVENT;
    ev.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
    app_handle_event(&app, &ev);
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_PAUSE);
    app_tick(&app, 500);
    ck_assert_int_eq(tb(&app)->clock, 2500);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The computers' actions happen at the driver's very milliseconds,
 * whatever the frames: the same match run in frames of 16 ms and of
 * 37 ms has the same history (no drift over the round). */
START_TEST(test_computers_on_time)
{
    static const char *const specs[] = {"human", "ai:expert", "ai:hard", "ai:expert"};
    static RtHistoryItem a[400], b[400];
    int na = 0, nb = 0;
    for (int run = 0; run < 2; run++) {
        App app;
        int frame = run == 0 ? 16 : 37;
        make_pref();
        open_scripted(&app, 4, specs, NULL, 100, 150);
        while (tb(&app)->clock < 20000 && round_is_on(&app)) {
            app_tick(&app, frame);
        }
        RtHistoryItem *out = run == 0 ? a : b;
        int n = 0;
        for (int i = 0; i < history(&app) && n < 400; i++) {
            RtHistoryItem it;
            ck_assert_int_eq(rt_game_history_item(game(&app), i, &it), TK_OK);
            if (!it.is_script &&
                (it.action.kind == RT_ACT_PLAY || it.action.kind == RT_ACT_DISCARD) &&
                it.action.time < 19000) {
                out[n++] = it;
            }
        }
        *(run == 0 ? &na : &nb) = n;
        app_free(&app);
        remove_pref();
    }
    ck_assert_int_gt(na, 10);
    ck_assert_int_eq(na, nb);
    for (int i = 0; i < na; i++) {
        ck_assert_int_eq(a[i].action.time, b[i].action.time);
        ck_assert_int_eq(a[i].action.seat, b[i].action.seat);
        ck_assert_int_eq(a[i].action.kind, b[i].action.kind);
        ck_assert_int_eq(a[i].card, b[i].card);
    }
}
END_TEST

/* ---------------------------------------------------------------- */
/* The match ends                                                    */

/* Computers only (the person's seat watched as a computer's), one round:
 * the round ends, its sheet counts every seat's scoring pile minus its
 * draw and discard piles up (a click shows it whole), Final results
 * shows the ranking with the shell's buttons. */
START_TEST(test_round_and_match_end)
{
    static const char *const specs[] = {"ai:expert", "ai:expert", "ai:hard"};
    App app;
    make_pref();
    open_scripted(&app, 3, specs, NULL, 0, 150);
    ck_assert_int_eq(tb(&app)->npersons, 0);
    for (int i = 0; i < 20000 && tb(&app)->dialog == UI_DLG_NONE; i++) {
        app_tick(&app, 50);
    }
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_ROUND_END);
    ck_assert(tb(&app)->have_score);
    /* No card is chosen once the round is over, whatever is pressed. */
    tb(&app)->npersons = 1;
    tb(&app)->person[0].seat = 0;
    tb(&app)->dialog = UI_DLG_NONE;
    press_key(&app, '1');
    ck_assert_int_eq(tb(&app)->person[0].chosen, -1);
    tb(&app)->npersons = 0;
    tb(&app)->person[0].seat = -1;
    tb(&app)->dialog = UI_DLG_ROUND_END;
    const RtRoundScore *sc = &tb(&app)->score;
    for (int s = 0; s < 3; s++) {
        ck_assert_int_eq(sc->points[s], sc->scoring[s] - sc->draw[s] - sc->discard[s]);
        ck_assert_int_eq(sc->total[s], rt_game_total(game(&app), s));
    }
    ck_assert_int_lt(tb(&app)->count_ms, 1200); /* counting up */
    app_draw(&app);
    click_rect(&app, sh_rect(10, 10, 2, 2));
    ck_assert_int_ge(tb(&app)->count_ms, 1200); /* shown whole */
    ck_assert(ui_table_over(tb(&app)));
    click_rect(&app, widget(&app, "Final results")->r);
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_MATCH_END);
    app_draw(&app);
    widget(&app, "Title screen");
    /* Play again: a new match at the same table, its first round dealt
       and counting down. */
    click_rect(&app, widget(&app, "Play again")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_NONE);
    ck_assert_int_eq(rt_game_round(game(&app)), 1);
    ck_assert_int_eq(tb(&app)->countdown, UI_COUNTDOWN);
    ck_assert_int_eq(mt_match_players(tb(&app)->match), 3);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A match from the new-game form: its seats and table options; the glow
 * of playable cards on at the easy level unless the form says on or off. */
static void start(App *app, int players, const char *const *specs, const UiOptions *o)
{
    ShSetup setup;
    memset(&setup, 0, sizeof setup);
    setup.players = players;
    setup.seed = 5;
    for (int s = 0; s < players; s++) {
        snprintf(setup.seat[s].spec, sizeof setup.seat[s].spec, "%s", specs[s]);
    }
    ck_assert_msg(app_start_match(app, &setup, o) == 0, "%s", app->form_error);
    ck_assert_int_eq(app->screen, SCR_PLAY);
}

START_TEST(test_form_options)
{
    static const char *const easy[] = {"human", "ai:easy", "ai:hard"};
    static const char *const hard[] = {"human", "ai:hard"};
    static const char *const three[] = {"human", "human", "human"};
    UiOptions o;
    App app;
    make_pref();
    open_app(&app, 1280, 800);
    ratuki_game.options_default(&o);
    ck_assert_int_eq(o.target, 100);
    ck_assert_int_eq(o.window, 150);
    ck_assert_int_eq(o.glow, UI_GLOW_AUTO);
    start(&app, 3, easy, &o);
    ck_assert(tb(&app)->glow);
    ck_assert_int_eq(rt_game_config(game(&app))->target, 100);
    ck_assert_int_eq(tb(&app)->countdown, UI_COUNTDOWN); /* dealt, counting down */
    start(&app, 2, hard, &o);
    ck_assert(!tb(&app)->glow);
    o.glow = UI_GLOW_ON;
    o.target = 0;
    o.window = 0;
    o.pace = 200;
    start(&app, 2, hard, &o);
    ck_assert(tb(&app)->glow);
    ck_assert_int_eq(rt_game_config(game(&app))->target, 0);
    ck_assert_int_eq(rt_game_config(game(&app))->window, 0);
    ck_assert_int_eq(rt_table_pace(tb(&app)->match), 200);
    /* The options' line, remembered with the form, read back. */
    char line[100];
    UiOptions back;
    ratuki_game.options_format(&o, line, sizeof line);
    ck_assert_str_eq(line, "target=0 window=0 pace=200 glow=1");
    ck_assert_int_eq(ratuki_game.options_parse(&back, line), 0);
    ck_assert_mem_eq(&back, &o, sizeof o);
    ck_assert_int_eq(ratuki_game.options_parse(&back, "target=7 window=0 pace=200 glow=1"), -1);
    /* Three people cannot share one keyboard: said, nothing replaced. */
    ShSetup setup;
    memset(&setup, 0, sizeof setup);
    setup.players = 3;
    for (int s = 0; s < 3; s++) {
        snprintf(setup.seat[s].spec, sizeof setup.seat[s].spec, "%s", three[s]);
    }
    ck_assert_int_eq(app_start_match(&app, &setup, &o), -1);
    ck_assert_str_eq(app.form_error,
                     "At most 2 people play at one keyboard: make the other seats computers or "
                     "bots.");
    app_free(&app);
    remove_pref();
}
END_TEST

/* Person 1's moves in a whole match: i counts them. */
typedef void (*Moves)(App *app, int i);

/* By keys: a card's key and every place's, the discard key every fifth. */
static void moves_by_keys(App *app, int i)
{
    static const char places[] = "qwer";
    int card = '1' + i % 3;
    if (i % 5 == 4) {
        press_key(app, card);
        press_key(app, 'd');
        return;
    }
    for (int k = 0; k < 4; k++) {
        press_key(app, card);
        press_key(app, places[k]);
    }
}

/* By the mouse: a hand card dragged to every place, a right-click every
 * fifth. */
static void moves_by_mouse(App *app, int i)
{
    ShRect r = hand_rect(app, 0, i % 3);
    if (i % 5 == 4) {
        mouse(app, SH_IN_PRESS, r.x + r.w / 2, r.y + r.h / 2, SH_MOD_SECONDARY);
        return;
    }
    for (int k = 0; k < 4 && tb(app)->dialog == UI_DLG_NONE; k++) {
        drag(app, hand_rect(app, 0, i % 3), tb(app)->lay.place[k]);
    }
}

/* A whole match (one round) against three easy computers by moves alone,
 * until the round's sheet, which holds the round's score. */
static void play_one_round(App *app, Moves moves)
{
    static const char *const specs[] = {"human", "ai:easy", "ai:easy", "ai:easy"};
    open_scripted(app, 4, specs, NULL, 0, 150);
    int plays = 0;
    for (int i = 0; i < 20000 && tb(app)->dialog == UI_DLG_NONE; i++) {
        int h = history(app);
        moves(app, i);
        plays += history(app) > h;
        app_tick(app, 40);
    }
    ck_assert_int_eq(tb(app)->dialog, UI_DLG_ROUND_END);
    ck_assert_int_gt(plays, 10);
    ck_assert(tb(app)->have_score);
    ck_assert_int_eq(tb(app)->score.round, 1);
    RtRoundScore last;
    ck_assert_int_eq(rt_game_last_score(game(app), &last), TK_OK);
    ck_assert_mem_eq(&last, &tb(app)->score, sizeof last);
}

/* By keys, the sheet and the ranking by keys too. */
START_TEST(test_match_by_keys)
{
    App app;
    make_pref();
    play_one_round(&app, moves_by_keys);
    press_key(&app, SH_KEY_ENTER); /* the count shown whole */
    press_key(&app, SH_KEY_ENTER); /* Final results */
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_MATCH_END);
    /* Kept in the history once, finished, with its record. */
    {
        TkHistEntry *kept = NULL;
        long n = 0;
        ck_assert_int_eq(tk_hist_load_last(app.host.pref_dir, 5, &kept, &n, NULL, NULL, 0), TK_OK);
        ck_assert_int_eq(n, 1);
        ck_assert_int_eq(kept[0].abandoned, 0);
        ck_assert_int_eq(kept[0].units, 1);
        ck_assert_str_ne(kept[0].record, "");
        free(kept);
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* The Statistics screen: its figures, the CSV and the Reset question
 * (the shell's checks, as for the other games). */
START_TEST(test_statistics_screen)
{
    make_pref();
    stats_check_screen();
    remove_pref();
}
END_TEST

/* By the mouse, the sheet's and the ranking's buttons clicked. */
START_TEST(test_match_by_mouse)
{
    App app;
    make_pref();
    play_one_round(&app, moves_by_mouse);
    click_rect(&app, sh_rect(2, 2, 2, 2));
    click_rect(&app, widget(&app, "Final results")->r);
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_MATCH_END);
    click_rect(&app, widget(&app, "Title screen")->r);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A round ended in a match that goes on: Next round deals it, with its
 * countdown. */
START_TEST(test_next_round)
{
    static const char *const specs[] = {"human", "ai:expert"};
    App app;
    make_pref();
    open_scripted(&app, 2, specs, NULL, 500, 150);
    for (int i = 0; i < 40000 && tb(&app)->dialog == UI_DLG_NONE; i++) {
        app_tick(&app, 50);
    }
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_ROUND_END);
    ck_assert(!ui_table_over(tb(&app)));
    click_rect(&app, sh_rect(10, 10, 2, 2));
    click_rect(&app, widget(&app, "Next round")->r);
    ck_assert_int_eq(rt_game_round(game(&app)), 2);
    ck_assert(round_is_on(&app));
    ck_assert_int_eq(tb(&app)->countdown, UI_COUNTDOWN);
    ck_assert_int_eq(tb(&app)->clock, 0);
    app_free(&app);
    remove_pref();
}
END_TEST

/* An outside bot at a person's table: the example bot
 * (examples/ratuki-simplebot.c) plays its seat in real time, its answers
 * looked for while the round's clock runs. */
START_TEST(test_bot_seat)
{
    char spec[600];
    const char *build = getenv("RACKO_BUILD");
    ck_assert_ptr_nonnull(build);
    snprintf(spec, sizeof spec, "bot:%s/examples/ratuki-simplebot", build);
    const char *specs[] = {"human", spec};
    App app;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, NULL);
    ck_assert_int_eq(mt_match_seat_kind(tb(&app)->match, 1), MT_SEAT_BOT);
    go(&app);
    /* At least 9 s of the wall's time for the process to start and answer
       (it takes milliseconds), 15 s of the round's (the bot plays or
       discards long before the 60 s rule would end the round). */
    for (int i = 0; i < 3000 && piles(&app, 1).draw == RT_DECK - RT_HAND; i++) {
        app_tick(&app, 5);
        nanosleep(&(struct timespec){0, 3000000}, NULL); /* its answer comes through a pipe */
    }
    ck_assert_int_lt(piles(&app, 1).draw, RT_DECK - RT_HAND);
    ck_assert_int_eq(mt_match_seat_kind(tb(&app)->match, 1), MT_SEAT_BOT);
    app_free(&app);
    remove_pref();
}
END_TEST

/* ---------------------------------------------------------------- */
/* Saved as played                                                   */

typedef struct Killed {
    int clock; /* where the round stood when the program was killed */
} Killed;

/* The child: a new match from the form (you and three computers), its
 * round run a while, then killed with everything open. */
static int run_then_die(void *arg)
{
    static const char *const specs[] = {"human", "ai:hard", "ai:hard", "ai:hard"};
    App app;
    UiOptions o;
    (void)arg;
    open_app(&app, 1280, 800);
    ratuki_game.options_default(&o);
    o.pace = 50;          /* kept with the match ... */
    o.glow = UI_GLOW_ON; /* ... as the glow (off by default against hard computers) */
    start(&app, 4, specs, &o);
    go(&app);
    for (int i = 0; i < 523; i++) {
        app_tick(&app, 17);
    }
    press_key(&app, '1');
    press_key(&app, 'd');
    for (int i = 0; i < 100; i++) {
        app_tick(&app, 13);
    }
    return tb(&app)->clock;
}

/* kill -9 mid-round, and the program started again: the title screen
 * offers the match; resumed, the round is back at the moment it was left
 * (within the second the table writes it by), paused, the computers at
 * the match's pace and the glow as it was, and goes on after the
 * countdown. */
START_TEST(test_killed_mid_round)
{
    App app;
    int clock = -1;
    make_pref();
    ck_assert_int_eq(test_killed_after(run_then_die, NULL, &clock), 0);
    ck_assert_int_ge(clock, 9000);
    open_app(&app, 1280, 800);
    ck_assert(app.resume_ok);
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_PAUSE);
    ck_assert(tb(&app)->clock <= clock && tb(&app)->clock > clock - 1000);
    ck_assert_int_eq(tb(&app)->clock, rt_table_now(tb(&app)->match));
    ck_assert_int_eq(rt_table_pace(tb(&app)->match), 50);
    ck_assert(tb(&app)->glow);
    int was = tb(&app)->clock;
    app_tick(&app, 500);
    ck_assert_int_eq(tb(&app)->clock, was);
    go(&app);
    app_tick(&app, 100);
    ck_assert_int_eq(tb(&app)->clock, was + 100);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A record written before the pace and the glow were kept (a sample, its
 * first round over) still resumes: the computers at their levels' own
 * pace, no glow; its next round played a while and saved again, it still
 * has neither line. */
START_TEST(test_old_record_resumes)
{
    char src[600], save[SH_PATH_MAX], msg[300];
    char *text = NULL;
    size_t len = 0;
    App app;
    make_pref();
    const char *data = getenv("RACKO_DATA_DIR");
    ck_assert_ptr_nonnull(data);
    snprintf(src, sizeof src, "%s/tests/ratuki/ui/sample-4seats.ratuki", data);
    ck_assert_msg(tk_file_read(src, 1 << 20, &text, &len, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_ptr_null(strstr(text, "\npace "));
    ck_assert_ptr_null(strstr(text, "\nglow "));
    open_app(&app, 1280, 800);
    snprintf(save, sizeof save, "%s", app.host.save_path);
    app_free(&app);
    FILE *f = fopen(save, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
    free(text);
    open_app(&app, 1280, 800);
    ck_assert(app.resume_ok);
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(rt_table_pace(tb(&app)->match), RT_PACE_DEFAULT);
    ck_assert_int_eq(rt_table_glow(tb(&app)->match), RT_GLOW_UNSAID);
    ck_assert(!tb(&app)->glow);
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_ROUND_END); /* its first round over */
    click_rect(&app, sh_rect(10, 10, 2, 2));
    click_rect(&app, widget(&app, "Next round")->r);
    ck_assert_int_eq(rt_game_round(game(&app)), 2);
    go(&app);
    app_tick(&app, 1500);
    press_key(&app, SH_KEY_ESC); /* paused: the moment written */
    app_free(&app);
    ck_assert_msg(tk_file_read(save, 1 << 20, &text, &len, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_ptr_null(strstr(text, "\npace "));
    ck_assert_ptr_null(strstr(text, "\nglow "));
    free(text);
    remove_pref();
}
END_TEST

/* What app_checks.c asks of the game. */
void saves_make(const char *save, const char *spec2)
{
    static const char *const specs[] = {"human", "ai:easy"};
    RtGame *g = NULL;
    RtRecordMeta meta;
    char msg[300];
    App app;
    open_scripted(&app, 2, specs, NULL, 100, 150);
    for (int i = 0; i < 100; i++) {
        app_tick(&app, 20);
    }
    press_key(&app, '1');
    press_key(&app, 'd');
    ck_assert_str_eq(app.host.save_path, save);
    press_key(&app, SH_KEY_ESC); /* paused: the moment written */
    app_free(&app);
    ck_assert_int_eq(rt_record_load(save, &g, &meta, msg, sizeof msg), TK_OK);
    snprintf(meta.seat[1].spec, sizeof meta.seat[1].spec, "%s", spec2);
    ck_assert_msg(rt_record_save(g, &meta, save, msg, sizeof msg) == TK_OK, "%s", msg);
    rt_game_free(g);
}

int saves_read(const char *save, char *spec2, size_t size)
{
    RtGame *g = NULL;
    RtRecordMeta meta;
    char msg[300];
    ck_assert_msg(rt_record_load(save, &g, &meta, msg, sizeof msg) == TK_OK, "%s", msg);
    int n = rt_game_history_count(g);
    snprintf(spec2, size, "%s", meta.seat[1].spec);
    rt_game_free(g);
    return n;
}

int saves_history(const App *app)
{
    return history(app);
}

int saves_players(const App *app)
{
    return mt_match_players(app->table->match);
}

/* Goes on after the countdown and discards twice, a second apart. */
int saves_play(App *app)
{
    go(app);
    for (int k = 0; k < 2; k++) {
        for (int i = 0; i < 50; i++) {
            app_tick(app, 20);
        }
        press_key(app, '2');
        press_key(app, 'd');
    }
    return history(app);
}

/* Resumed mid-round: paused, at the moment the table was left. */
void saves_check_resumed(App *app)
{
    ck_assert_int_eq(tb(app)->dialog, UI_DLG_PAUSE);
    ck_assert_int_eq(tb(app)->clock, rt_table_now(tb(app)->match));
}

const char *saves_fallback(void)
{
    static char spec[40];
    snprintf(spec, sizeof spec, "ai:%s", rt_table_default_level());
    return spec;
}

const char *names_label(const App *app, int seat)
{
    return ui_seat_name(app->table, seat);
}

int names_is_you(const App *app, int seat)
{
    return ui_person_of(app->table, seat) == 0;
}

void names_person_moves(App *app)
{
    go(app);
    press_key(app, '1');
    press_key(app, 'd');
}

/* Ratuki keeps no move log: what the table said last. */
int names_log_has(const App *app, const char *start)
{
    return strncmp(app->table->say, start, strlen(start)) == 0;
}

START_TEST(test_killed_after_resume)
{
    static const int modes[] = {SH_OPEN_PLAY, SH_OPEN_NO_BOTS, SH_OPEN_READ_ONLY};
    make_pref();
    saves_check_killed_after_resume(pref, modes[_i]);
    remove_pref();
}
END_TEST

START_TEST(test_quick_from_command_line_asks)
{
    make_pref();
    saves_check_quick_asks();
    remove_pref();
}
END_TEST

/* ---------------------------------------------------------------- */
/* Words                                                             */

static void real_record(const char *dir, int target, uint64_t seed, char *path, size_t size);
static void look_replay(App *app, const char *path);

/* Every screen in the pseudo-language and in French, at 1024x700 and
 * 1920x1080: nothing cut, nothing over anything else.  _i: the language
 * (even qps, odd fr), the size. */
START_TEST(test_words_fit)
{
    static const int sizes[][2] = {{1024, 700}, {1920, 1080}};
    static const char *const five[] = {"human", "ai:easy", "ai:medium", "ai:hard", "ai:expert"};
    static const char *const watch[] = {"ai:expert", "ai:expert"};
    const int *firsts[] = {hand_a, hand_b};
    const char *lang = _i % 2 == 0 ? "qps" : "fr";
    int w = sizes[_i / 2][0], h = sizes[_i / 2][1];
    App app;
    char save[SH_PATH_MAX];
    make_pref();
    lang_open(&app, lang, w, h);
    snprintf(save, sizeof save, "%s", app.host.save_path);
    lang_walk_shell(&app);
    app_free(&app);
    /* Five seats, cards in flight, a refusal, a take's shout. */
    save_scripted(save, 5, five, NULL, 100, 150);
    lang_open(&app, lang, w, h);
    click_rect(&app, widget(&app, app.host.w[0].label)->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    lang_look(&app, "pause");
    go(&app);
    for (int i = 0; i < 2000 && tb(&app)->shout_ms == 0; i++) {
        app_tick(&app, 10);
    }
    lang_look(&app, "table-5");
    drag(&app, hand_rect(&app, 0, 0), tb(&app)->lay.place[4]);
    lang_look(&app, "table-refusal");
    press_key(&app, SH_KEY_ESC); /* the round paused; Esc again: the menu */
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_PAUSE);
    lang_walk_dialogs(&app);
    app_free(&app);
    /* Two people at one keyboard. */
    save_scripted(save, 2, two_people, firsts, 100, 150);
    lang_open(&app, lang, w, h);
    click_rect(&app, widget(&app, app.host.w[0].label)->r);
    go(&app);
    press_key(&app, '1');
    press_key(&app, 'q');
    lang_look(&app, "table-two");
    app_free(&app);
    /* The round's sheet and the match's end. */
    save_scripted(save, 2, watch, NULL, 0, 150);
    lang_open(&app, lang, w, h);
    click_rect(&app, widget(&app, app.host.w[0].label)->r);
    go(&app);
    for (int i = 0; i < 40000 && tb(&app)->dialog == UI_DLG_NONE; i++) {
        app_tick(&app, 50);
    }
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_ROUND_END);
    click_rect(&app, sh_rect(1, 1, 1, 1));
    lang_look(&app, "round-end");
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(tb(&app)->dialog, UI_DLG_MATCH_END);
    lang_look(&app, "match-end");
    app_free(&app);
    /* The replay viewer's table. */
    char dir[400], rec[600];
    ck_assert_int_eq(portable_make_temp_dir("ratuki-words", dir, sizeof dir), 0);
    real_record(dir, 60, 31, rec, sizeof rec);
    lang_open(&app, lang, w, h);
    look_replay(&app, rec);
    app_free(&app);
    portable_remove_tree(dir);
    remove_pref();
}
END_TEST

/* The saved match's line on the title screen in the language chosen
 * after the program opened (the shell's check). */
START_TEST(test_saved_line_language)
{
    make_pref();
    lang_check_saved_line();
    remove_pref();
}
END_TEST

/* ---------------------------------------------------------------- */
/* The replay viewer                                                 */

/* The record of a real match, three computers to `target` from `seed`,
 * saved in dir as replay.ratuki (its path into path) with seat 1 said to
 * be a person (Ada: the seat at the bottom) and seat 3 a bot whose
 * program, dir/bot.sh, would leave dir/started if it ever ran. */
static void real_record(const char *dir, int target, uint64_t seed, char *path, size_t size)
{
    static const char *const specs[] = {"ai:hard", "ai:medium", "ai:expert"};
    RtTableSetup setup;
    RtTable *t = NULL;
    RtRecordMeta meta;
    char msg[400], script[600];
    rt_table_setup_default(&setup, 3);
    setup.seed = seed;
    setup.options.config.target = target;
    for (int s = 0; s < 3; s++) {
        snprintf(setup.seat[s].spec, sizeof setup.seat[s].spec, "%s", specs[s]);
    }
    ck_assert_msg(rt_table_new(&setup, &t, msg, sizeof msg) == TK_OK, "%s", msg);
    for (int guard = 0; mt_match_phase(t) != MT_PHASE_OVER; guard++) {
        int st = TK_OK;
        RtEvent ev;
        ck_assert_int_lt(guard, 1000000);
        while (mt_match_next_event(t, &ev)) {
        }
        if (mt_match_phase(t) == MT_PHASE_BETWEEN) {
            ck_assert_int_eq(mt_match_deal(t), TK_OK);
        } else if (mt_match_phase(t) == MT_PHASE_PLAYING) {
            mt_match_advance(t, mt_match_next_due(t), 0, &st);
            ck_assert_int_eq(st, TK_OK);
        }
    }
    memset(&meta, 0, sizeof meta);
    mt_match_seats(t, meta.seat);
    snprintf(meta.seat[0].spec, sizeof meta.seat[0].spec, "human");
    snprintf(meta.seat[0].name, sizeof meta.seat[0].name, "Ada");
    snprintf(script, sizeof script, "%s/bot.sh", dir);
    FILE *f = fopen(script, "w");
    ck_assert_ptr_nonnull(f);
    fprintf(f, "#!/bin/sh\ntouch '%s/started'\n", dir);
    fclose(f);
    ck_assert_int_eq(chmod(script, 0755), 0);
    ck_assert_int_lt(snprintf(meta.seat[2].spec, sizeof meta.seat[2].spec, "bot:%s", script),
                     (int)sizeof meta.seat[2].spec);
    snprintf(path, size, "%s/replay.ratuki", dir);
    ck_assert_msg(rt_record_save(rt_table_game(t), &meta, path, msg, sizeof msg) == TK_OK, "%s",
                  msg);
    mt_match_free(t);
}

/* The engine's game after the first n items of whole's history. */
static RtGame *first_items(const RtGame *whole, int n)
{
    RtGame *g = NULL;
    ck_assert_int_eq(rt_game_new(rt_game_config(whole), rt_game_seed(whole), &g, NULL, 0), TK_OK);
    for (int i = 0; i < n; i++) {
        RtHistoryItem it;
        ck_assert_int_eq(rt_game_history_item(whole, i, &it), TK_OK);
        ck_assert_int_eq(it.is_script ? rt_game_script_deck(g, it.seat, it.order, RT_DECK)
                                      : rt_apply(g, &it.action),
                         TK_OK);
    }
    return g;
}

/* The replay's table shows the record's game after its items so far. */
static void shows_record(const ShTable *t, const RtGame *whole)
{
    int n = rt_game_history_count(ui_game(t));
    RtGame *g = first_items(whole, n);
    ck_assert_msg(rt_game_same(ui_game(t), g), "step %d (%d items)", ui_replay_at(t), n);
    rt_game_free(g);
}

/* The replay viewer on the table (ratuki_game's replay ops, called as the
 * shell's viewer calls them): a real match's record (two rounds and
 * more) opened held at its start, every seat's hand face up with nobody
 * at the keyboard (Ada at the bottom); one step forward at a time to the
 * end, each step's moment on the round's clock, the game always the
 * engine's after the same items; back to the start and to the middle;
 * played by itself at 400% to the end through its sheets.  Nothing is
 * started (the bot's program never ran) and nothing written (the
 * preference folder and the record's folder as they were, to the
 * nanosecond); a broken record gives a clear error and no table. */
START_TEST(test_replay_steps)
{
    App app;
    char dir[400], path[600], err[600] = "", before[16384] = "", after[16384] = "", marker[700];
    ShTable *t = NULL;
    RtGame *whole = NULL;
    make_pref();
    ck_assert_int_eq(portable_make_temp_dir("ratuki-replay", dir, sizeof dir), 0);
    real_record(dir, 60, 31, path, sizeof path);
    ck_assert_int_eq(rt_record_load(path, &whole, NULL, err, sizeof err), TK_OK);
    ck_assert_int_ge(rt_game_round(whole), 2);
    snprintf(marker, sizeof marker, "%s/started", dir);
    open_app(&app, 1280, 800);
    ck_assert_int_eq(portable_tree_state(pref, before, sizeof before / 2), 0);
    ck_assert_int_eq(portable_tree_state(dir, before + strlen(before), sizeof before / 2), 0);

    ck_assert_msg(ratuki_game.replay_open(&app.host, path, &t, err, sizeof err) == TK_OK, "%s", err);
    ck_assert_ptr_nonnull(t);
    int steps = ratuki_game.replay_steps(t);
    ck_assert_int_gt(steps, 10);
    ck_assert_int_eq(ratuki_game.replay_at(t), 0);
    ck_assert_int_eq(rt_game_round(ui_game(t)), 0);
    ck_assert_int_eq(t->npersons, 0);
    ck_assert_int_eq(t->viewer, 0);
    ck_assert(t->lay.seat[0].big);
    int starts[16];
    ck_assert_int_eq(ratuki_game.replay_units(t, starts, 16), rt_game_round(whole));
    ck_assert_str_eq(ratuki_game.replay_unit, "Round %d of %d");

    /* Held, nothing moves on by itself. */
    for (int i = 0; i < 50; i++) {
        ratuki_game.table_tick(t, 16, 0);
    }
    ck_assert_int_eq(ratuki_game.replay_at(t), 0);
    ck_assert_int_eq(ratuki_game.table_wait_ms(t, 0), -1);

    /* Forward, step by step, to the end (a frame between the presses, as
       the shell's loop gives one: held, a round's sheet opens still). */
    int last = 0, forwards = 0, sheets = 0;
    while (ratuki_game.replay_at(t) < steps || t->dialog != UI_DLG_MATCH_END) {
        ck_assert_int_lt(forwards++, 4 * steps);
        ck_assert_msg(ratuki_game.replay_forward(t) != 0, "forward refused at step %d of %d (dialog %d, phase %d, sheet %d)",
                      ratuki_game.replay_at(t), steps, t->dialog, rt_game_phase(ui_game(t)), t->scr.dialog);
        ratuki_game.table_tick(t, 16, 0);
        sheets += t->dialog == UI_DLG_ROUND_END;
        int at = ratuki_game.replay_at(t);
        ck_assert_int_ge(at, last);
        ck_assert_int_le(at, last + 1);
        last = at;
        ck_assert_int_eq(t->countdown, 0); /* by hand: no countdown */
        if (rt_game_phase(ui_game(t)) == RT_PHASE_ROUND && at > 0) {
            ck_assert_int_eq(t->clock, mt_replay_time(t->match, at));
            ck_assert_int_eq(t->clock, rt_game_now(ui_game(t)));
        }
        if (at % 7 == 0 || at == steps) {
            shows_record(t, whole);
        }
        /* Every hand face up: drawn for every seat, none a card's back. */
        ck_assert_int_eq(ui_person_of(t, 0), -1);
    }
    ck_assert(rt_game_same(ui_game(t), whole));
    ck_assert_int_eq(sheets, rt_game_round(whole));
    ck_assert_int_eq(ratuki_game.replay_forward(t), 0); /* the end */

    /* Back to the start, to the middle, to each round's deal. */
    ck_assert_int_eq(ratuki_game.replay_seek(t, 0), SH_TABLE_CHANGED);
    ck_assert_int_eq(ratuki_game.replay_at(t), 0);
    ck_assert_int_eq(rt_game_history_count(ui_game(t)), 0);
    ck_assert_int_eq(t->dialog, UI_DLG_NONE);
    ck_assert_int_eq(ratuki_game.replay_seek(t, steps / 2), SH_TABLE_CHANGED);
    ck_assert_int_eq(ratuki_game.replay_at(t), steps / 2);
    shows_record(t, whole);
    ck_assert_int_eq(t->nfly, 0);
    ck_assert_int_eq(t->countdown, 0);
    for (int k = 0; k < rt_game_round(whole); k++) {
        ratuki_game.replay_seek(t, starts[k]);
        ck_assert_int_eq(rt_game_round(ui_game(t)), k + 1);
        ck_assert_int_eq(rt_game_phase(ui_game(t)), RT_PHASE_ROUND);
        ck_assert_int_eq(t->dialog, UI_DLG_NONE);
        ck_assert_int_eq(t->clock, 0);
        shows_record(t, whole);
    }

    /* Played by itself at 400% from the start: each round's countdown, its
       steps on the clock, its sheet closing itself, to the results. */
    ratuki_game.replay_seek(t, 0);
    ratuki_game.replay_play(t, 1, 400);
    int countdowns = 0, was_sheet = 0;
    sheets = 0;
    for (int i = 0; i < 400000 && t->dialog != UI_DLG_MATCH_END; i++) {
        int cd = t->countdown;
        ratuki_game.table_tick(t, 16, 0);
        countdowns += t->countdown > cd;
        sheets += t->dialog == UI_DLG_ROUND_END && !was_sheet;
        was_sheet = t->dialog == UI_DLG_ROUND_END;
    }
    ck_assert_int_eq(t->dialog, UI_DLG_MATCH_END);
    ck_assert_int_eq(ratuki_game.replay_at(t), steps);
    ck_assert(rt_game_same(ui_game(t), whole));
    ck_assert_int_eq(countdowns, rt_game_round(whole));
    ck_assert_int_eq(sheets, rt_game_round(whole));

    /* Played on from a jump: mid-round (that round's sheet still to
       come) and between two rounds (the next one dealt), to the end. */
    const int from[] = {steps / 2, starts[1] - 1};
    for (int k = 0; k < 2; k++) {
        ratuki_game.replay_play(t, 0, 400);
        ratuki_game.replay_seek(t, from[k]);
        ck_assert_int_eq(t->dialog, UI_DLG_NONE);
        int round_at = rt_game_round(ui_game(t));
        ck_assert_int_eq(rt_game_phase(ui_game(t)), k == 0 ? RT_PHASE_ROUND : RT_PHASE_BETWEEN);
        ratuki_game.table_tick(t, 16, 0);
        /* held: no deal; between two rounds, the sheet of the one that
           ended (as the table showed it then) */
        ck_assert_int_eq(t->dialog, k == 0 ? UI_DLG_NONE : UI_DLG_ROUND_END);
        ck_assert_int_eq(ratuki_game.replay_at(t), from[k]);
        ratuki_game.replay_play(t, 1, 400);
        int round_sheets = 0;
        was_sheet = t->dialog == UI_DLG_ROUND_END;
        for (int i = 0; i < 400000 && t->dialog != UI_DLG_MATCH_END; i++) {
            ratuki_game.table_tick(t, 16, 0);
            round_sheets += t->dialog == UI_DLG_ROUND_END && !was_sheet;
            was_sheet = t->dialog == UI_DLG_ROUND_END;
        }
        ck_assert_msg(t->dialog == UI_DLG_MATCH_END, "played from step %d: stuck at %d of %d",
                      from[k], ratuki_game.replay_at(t), steps);
        /* The sheets of the round under way and of those after it. */
        ck_assert_int_eq(round_sheets, rt_game_round(whole) - round_at + (k == 0 ? 1 : 0));
    }

    /* Nothing started, nothing written. */
    ratuki_game.table_free(t);
    ck_assert(!portable_readable(marker));
    ck_assert_int_eq(portable_tree_state(pref, after, sizeof after / 2), 0);
    ck_assert_int_eq(portable_tree_state(dir, after + strlen(after), sizeof after / 2), 0);
    ck_assert_str_eq(before, after);

    /* A broken record: a clear error, no table. */
    char broken[700];
    snprintf(broken, sizeof broken, "%s/broken.ratuki", dir);
    FILE *f = fopen(broken, "w");
    ck_assert_ptr_nonnull(f);
    fputs("ratuki-record 1\nplayers 3\nthis is not a record\n", f);
    fclose(f);
    t = (ShTable *)&app; /* must be set to NULL */
    err[0] = '\0';
    ck_assert_int_ne(ratuki_game.replay_open(&app.host, broken, &t, err, sizeof err), TK_OK);
    ck_assert_ptr_null(t);
    ck_assert_msg(strstr(err, "broken.ratuki") != NULL, "%s", err);
    app_free(&app);
    rt_game_free(whole);
    portable_remove_tree(dir);
    remove_pref();
}
END_TEST

/* The replay of the record at path in the shell's viewer (its bar below
 * the table), looked at (lang_look): mid-round with cards in flight and
 * every hand face up, a round's sheet, the results; then closed. */
static void look_replay(App *app, const char *path)
{
    char err[600];
    ShTable *t = NULL;
    int starts[16];
    ck_assert_msg(app_replay_open(app, path, SCR_TITLE, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(app->screen, SCR_REPLAY);
    t = app->replay;
    ck_assert_ptr_nonnull(t);
    int steps = ratuki_game.replay_steps(t);
    ck_assert_int_ge(ratuki_game.replay_units(t, starts, 16), 2);
    ratuki_game.replay_seek(t, steps / 3);
    for (int k = 0; k < 3; k++) {
        ratuki_game.replay_forward(t);
    }
    ratuki_game.table_tick(t, 60, 0);
    lang_look(app, "replay");
    ratuki_game.replay_seek(t, starts[1] - 2);
    ratuki_game.replay_forward(t); /* the round's last step */
    ratuki_game.table_tick(t, 16, 0);
    if (t->dialog != UI_DLG_ROUND_END) {
        ratuki_game.replay_forward(t); /* its cards land, its sheet opens */
    }
    ck_assert_int_eq(t->dialog, UI_DLG_ROUND_END);
    ui_sheet_whole(t);
    lang_look(app, "replay-sheet");
    ratuki_game.replay_seek(t, steps);
    ck_assert_int_eq(t->dialog, UI_DLG_MATCH_END);
    lang_look(app, "replay-results");
    press_key(app, SH_KEY_ESC); /* Close */
    ck_assert_ptr_null(app->replay);
    ck_assert_int_eq(app->screen, SCR_TITLE);
}

/* One step at a time at 100% and at 400% in frames of 16 ms: the same
 * steps at the same moments of the round's clock (the game's own), the
 * table's clock never behind them; held, the clock stands still. */
START_TEST(test_replay_speeds)
{
    enum { MAX_SEEN = 20000 };
    static int at_seen[2][MAX_SEEN], now_seen[2][MAX_SEEN];
    int nseen[2] = {0, 0};
    char dir[400], path[600], err[600] = "";
    make_pref();
    ck_assert_int_eq(portable_make_temp_dir("ratuki-replay", dir, sizeof dir), 0);
    real_record(dir, 0, 8, path, sizeof path);
    for (int run = 0; run < 2; run++) {
        App app;
        ShTable *t = NULL;
        open_app(&app, 1280, 800);
        ck_assert_msg(ratuki_game.replay_open(&app.host, path, &t, err, sizeof err) == TK_OK, "%s",
                      err);
        int steps = ratuki_game.replay_steps(t), last = -1;
        ratuki_game.replay_play(t, 1, run == 0 ? 100 : 400);
        for (int i = 0; i < 2000000 && ratuki_game.replay_at(t) < steps; i++) {
            ratuki_game.table_tick(t, 16, 0);
            int at = ratuki_game.replay_at(t);
            if (at != last && rt_game_phase(ui_game(t)) == RT_PHASE_ROUND) {
                ck_assert_int_lt(nseen[run], MAX_SEEN);
                at_seen[run][nseen[run]] = at;
                now_seen[run][nseen[run]++] = rt_game_now(ui_game(t));
                ck_assert_int_eq(rt_game_now(ui_game(t)), mt_replay_time(t->match, at));
                ck_assert_int_ge(t->clock, rt_game_now(ui_game(t)));
                /* ... and not a frame late */
                ck_assert_int_lt(t->clock - rt_game_now(ui_game(t)), 16 * (run == 0 ? 1 : 4));
            }
            last = at;
            if (run == 1 && i == 300) {
                /* Held: nothing moves, the clock stands still. */
                int clock = t->clock;
                ratuki_game.replay_play(t, 0, 400);
                for (int k = 0; k < 100; k++) {
                    ratuki_game.table_tick(t, 16, 0);
                }
                ck_assert_int_eq(t->clock, clock);
                ck_assert_int_eq(ratuki_game.replay_at(t), at);
                ratuki_game.replay_play(t, 1, 400);
            }
        }
        ck_assert_int_eq(ratuki_game.replay_at(t), steps);
        ratuki_game.table_free(t);
        app_free(&app);
    }
    /* Each step seen at 400% was seen at 100% at the same moment. */
    ck_assert_int_gt(nseen[1], 20);
    ck_assert_int_ge(nseen[0], nseen[1]);
    int j = 0;
    for (int i = 0; i < nseen[1]; i++) {
        while (j < nseen[0] && at_seen[0][j] < at_seen[1][i]) {
            j++;
        }
        ck_assert_int_lt(j, nseen[0]);
        if (at_seen[0][j] == at_seen[1][i]) {
            ck_assert_int_eq(now_seen[0][j], now_seen[1][i]);
        }
    }
    portable_remove_tree(dir);
    remove_pref();
}
END_TEST

/* An unfinished match's record (left mid-round at 5 s): played to its
 * last step, the table stays there, round on, the clock still, nothing
 * more to wait for; a step forward at the end does nothing. */
START_TEST(test_replay_unfinished)
{
    static const char *const specs[] = {"ai:hard", "ai:expert"};
    RtTableSetup setup;
    RtTable *m = NULL;
    App app;
    ShTable *t = NULL;
    char dir[400], path[600], msg[600];
    make_pref();
    ck_assert_int_eq(portable_make_temp_dir("ratuki-replay", dir, sizeof dir), 0);
    snprintf(path, sizeof path, "%s/left.ratuki", dir);
    rt_table_setup_default(&setup, 2);
    setup.seed = 5;
    for (int s = 0; s < 2; s++) {
        snprintf(setup.seat[s].spec, sizeof setup.seat[s].spec, "%s", specs[s]);
    }
    ck_assert_msg(rt_table_new(&setup, &m, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_int_eq(mt_match_deal(m), TK_OK);
    ck_assert_int_eq(rt_table_mark(m, 5000), TK_OK);
    ck_assert_int_eq(mt_match_save(m, path, msg, sizeof msg), TK_OK);
    mt_match_free(m);
    open_app(&app, 1280, 800);
    ck_assert_msg(ratuki_game.replay_open(&app.host, path, &t, msg, sizeof msg) == TK_OK, "%s", msg);
    int steps = ratuki_game.replay_steps(t);
    ck_assert_int_gt(steps, 3);
    ratuki_game.replay_play(t, 1, 400);
    for (int i = 0; i < 20000 && ratuki_game.replay_at(t) < steps; i++) {
        ratuki_game.table_tick(t, 16, 0);
    }
    ck_assert_int_eq(ratuki_game.replay_at(t), steps);
    for (int i = 0; i < 200; i++) {
        ratuki_game.table_tick(t, 16, 0); /* the last flights land */
    }
    int clock = t->clock;
    for (int i = 0; i < 50; i++) {
        ratuki_game.table_tick(t, 16, 0);
    }
    ck_assert_int_eq(t->clock, clock);
    ck_assert_int_eq(rt_game_phase(ui_game(t)), RT_PHASE_ROUND);
    ck_assert_int_eq(t->dialog, UI_DLG_NONE);
    ck_assert_int_eq(ratuki_game.table_wait_ms(t, 0), -1);
    ck_assert_int_eq(ratuki_game.replay_forward(t), 0);
    ck_assert_int_eq(ratuki_game.replay_at(t), steps);
    ratuki_game.table_free(t);
    app_free(&app);
    portable_remove_tree(dir);
    remove_pref();
}
END_TEST

/* The viewer's key line says this game's own word for what Page Up and
 * Page Down jump to ("round", as its bar's choice says), never "round or
 * game". */
START_TEST(test_replay_keys_say_round)
{
    char record[600];
    App app;
    make_pref();
    open_app(&app, 1280, 800);
    snprintf(record, sizeof record, "%s/tests/ratuki/ui/sample-3seats-over.ratuki", getenv("RACKO_SOURCE"));
    keys_check_replay_line(&app, record, "Page Up/Down: round");
    app_free(&app);
    remove_pref();
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("ratuki_ui_app");
    TCase *tc = tcase_create("play");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_play_by_drag);
    tcase_add_test(tc, test_play_by_clicks);
    tcase_add_test(tc, test_play_by_keys);
    tcase_add_test(tc, test_refused_play);
    tcase_add_test(tc, test_bounces_do_not_pile_up);
    tcase_add_test(tc, test_take);
    tcase_add_test(tc, test_tie);
    tcase_add_test(tc, test_discard);
    suite_add_tcase(s, tc);
    tc = tcase_create("time");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_pause_and_resume);
    tcase_add_test(tc, test_computers_on_time);
    suite_add_tcase(s, tc);
    tc = tcase_create("ends");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_match_by_keys);
    tcase_add_test(tc, test_match_by_mouse);
    tcase_add_test(tc, test_round_and_match_end);
    tcase_add_test(tc, test_next_round);
    tcase_add_test(tc, test_form_options);
    tcase_add_test(tc, test_bot_seat);
    suite_add_tcase(s, tc);
    tc = tcase_create("saves");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_killed_mid_round);
    tcase_add_test(tc, test_old_record_resumes);
    tcase_add_loop_test(tc, test_killed_after_resume, 0, 3);
    tcase_add_test(tc, test_quick_from_command_line_asks);
    tcase_add_test(tc, test_statistics_screen);
    suite_add_tcase(s, tc);
    tc = tcase_create("replay");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_replay_steps);
    tcase_add_test(tc, test_replay_speeds);
    tcase_add_test(tc, test_replay_unfinished);
    tcase_add_test(tc, test_replay_keys_say_round);
    suite_add_tcase(s, tc);
    tc = tcase_create("words");
    tcase_add_test(tc, test_saved_line_language);
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, test_words_fit, 0, 4);
    tcase_add_test(tc, test_refused_play);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    /* Headless: no window system, no sound card. */
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    return test_run(suite(), NULL, 0);
}
