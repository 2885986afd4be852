/* test_ui_app.c - the desktop game, headless: SDL's dummy video driver and
 * the software renderer.  Synthetic clicks and keys play whole rounds
 * against computer seats and the engine's state is checked; pixels of the
 * main screens are checked; saves resume; random input finds no crash. */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <SDL_image.h>
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app.h"
#include "kit/history.h"
#include "racko/ai.h"
#include "racko/record.h"
#include "table.h"
#include "common/app_keys.h"
#include "common/portable.h"
#include "common/run.h"
#include "shell/app_checks.h"
#include "shell/lang_checks.h"

/* The table's dialogs (Rack-O's score sheet and results) next to the
 * shell's (menu, confirmation, pass screen), as one value to test. */
enum {
    OV_ROUND_END = 100,
    OV_MATCH_END
};

static int overlay(const App *app)
{
    if (app->overlay != OV_NONE || app->table == NULL) {
        return app->overlay;
    }
    switch (app->table->scr.dialog) {
    case UI_DLG_ROUND_END:
        return OV_ROUND_END;
    case UI_DLG_MATCH_END:
        return OV_MATCH_END;
    default:
        return OV_NONE;
    }
}

static char pref[256];

static void make_pref(void)
{
    /* tmpfs when there is one: the autosave syncs to disk after every action. */
    snprintf(pref, sizeof pref, "%s/racko-ui-test-XXXXXX",
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
    int rc = app_init(app, &racko_game, w, h, 0, APP_HEADLESS, pref, pref, err, sizeof err);
    ck_assert_msg(rc == 0, "app_init: %s", err);
    app->host.settings.pace_ms = 0;
    app->host.settings.speed = SH_SPEED_FAST;
}

/* Starts a match of the options opts (NULL: Rack-O's defaults with rules). */
static void start_with(App *app, int players, const char *const *specs, unsigned rules,
                       uint64_t seed, const UiOptions *opts)
{
    ShSetup setup;
    UiOptions o;
    int s;
    memset(&setup, 0, sizeof setup);
    setup.players = players;
    setup.seed = seed;
    for (s = 0; s < players; s++) {
        snprintf(setup.seat[s].spec, sizeof setup.seat[s].spec, "%s", specs[s]);
    }
    if (opts == NULL) {
        racko_game.options_default(&o);
        o.rules = rules;
        opts = &o;
    }
    ck_assert_int_eq(app_start_match(app, &setup, opts), 0);
    ck_assert_int_eq(app->screen, SCR_PLAY);
}

static void start(App *app, int players, const char *const *specs, unsigned rules, uint64_t seed)
{
    start_with(app, players, specs, rules, seed, NULL);
}

static void pixel(App *app, int x, int y, Uint8 *r, Uint8 *g, Uint8 *b);

static void press_release(App *app, int x, int y)
{
    ShInput in;
    memset(&in, 0, sizeof in);
    in.kind = SH_IN_MOVE;
    in.x = x;
    in.y = y;
    app_input(app, &in);
    in.kind = SH_IN_PRESS;
    app_input(app, &in);
    in.kind = SH_IN_RELEASE;
    app_input(app, &in);
}

void click_rect(App *app, ShRect r)
{
    press_release(app, r.x + r.w / 2, r.y + r.h / 2);
}

void press_key(App *app, int key)
{
    ShInput in;
    memset(&in, 0, sizeof in);
    in.kind = SH_IN_KEY;
    in.key = key;
    app_input(app, &in);
}

/* 1 when the viewer may act now. */
static int my_move(const App *app)
{
    return overlay(app) == OV_NONE && !ui_anim_busy(app->table->anim) && app->table->revealed &&
           mt_match_human_to_act(app->table->match) == app->table->viewer;
}

static const RackoGame *game(const App *app)
{
    return racko_table_game(app->table->match);
}

typedef enum { BY_MOUSE, BY_KEYS, BY_DRAG } Style;

/* Makes the human's next move the way a person would, following the
 * strongest computer player's hint. */
static void human_move(App *app, Style style)
{
    const RackoView *v = racko_game_view(game(app), app->table->viewer);
    RackoAction a;
    const UiLayout *L = &app->table->lay;
    int before = racko_game_history_count(game(app));
    ck_assert_int_eq(racko_ai_hint(v, 99, &a, NULL, 0), RACKO_OK);
    if (style == BY_KEYS) {
        switch (a.kind) {
        case RACKO_ACT_DRAW_DECK:
            press_key(app, 'd');
            break;
        case RACKO_ACT_TAKE_DISCARD:
            press_key(app, 't');
            break;
        case RACKO_ACT_DISCARD:
            press_key(app, 'x');
            break;
        case RACKO_ACT_PLACE:
        case RACKO_ACT_ECLAIR:
            if (a.slot % 2 == 0) {
                press_key(app, a.slot == 9 ? '0' : '1' + a.slot);
            } else {
                /* Arrow keys and Enter. */
                int k;
                press_key(app, SH_KEY_END);
                for (k = 0; k < a.slot; k++) {
                    press_key(app, SH_KEY_UP);
                }
                press_key(app, SH_KEY_ENTER);
            }
            break;
        default:
            ck_abort_msg("unexpected hint");
        }
    } else if (style == BY_DRAG && a.kind == RACKO_ACT_PLACE) {
        /* Drag the drawn card from its spot to the slot. */
        ShInput in;
        ShRect h = L->seat[app->table->viewer].hand, s = L->seat[app->table->viewer].strip[a.slot];
        memset(&in, 0, sizeof in);
        in.kind = SH_IN_PRESS;
        in.x = h.x + h.w / 2;
        in.y = h.y + h.h / 2;
        app_input(app, &in);
        in.kind = SH_IN_MOVE;
        in.x = (h.x + s.x) / 2;
        in.y = (h.y + s.y) / 2;
        app_input(app, &in);
        in.x = s.x + s.w / 2;
        in.y = s.y + s.h / 2;
        app_input(app, &in);
        {
            /* The slot it would go to stays marked above the dragged card:
             * its gold frame, where the card would otherwise cover it. */
            ShRect c = L->seat[app->table->viewer].card[a.slot];
            Uint8 r, g, b;
            app_draw(app);
            pixel(app, c.x - 3, c.y + s.h / 2, &r, &g, &b);
            ck_assert_msg(r == SH_C_GOLD.r && g == SH_C_GOLD.g && b == SH_C_GOLD.b,
                          "slot %d not marked under the dragged card: %d %d %d", a.slot + 1, r, g, b);
        }
        in.kind = SH_IN_RELEASE;
        app_input(app, &in);
    } else {
        switch (a.kind) {
        case RACKO_ACT_DRAW_DECK:
            click_rect(app, L->draw_pile);
            break;
        case RACKO_ACT_TAKE_DISCARD:
        case RACKO_ACT_DISCARD:
            click_rect(app, L->discard_pile);
            break;
        case RACKO_ACT_PLACE:
        case RACKO_ACT_ECLAIR:
            click_rect(app, L->seat[app->table->viewer].strip[a.slot]);
            break;
        default:
            ck_abort_msg("unexpected hint");
        }
    }
    ck_assert_msg(racko_game_history_count(game(app)) == before + 1,
                  "the move (%d, slot %d) was not applied: %s", (int)a.kind, a.slot,
                  app->host.message);
}

/* Plays until the round-end panel shows; returns the number of human moves. */
static int play_round(App *app, Style style)
{
    int i, moves = 0;
    for (i = 0; i < 200000 && overlay(app) != OV_ROUND_END; i++) {
        app_tick(app, 40);
        if (overlay(app) == OV_PASS) {
            press_key(app, SH_KEY_ENTER);
            continue;
        }
        if (my_move(app)) {
            human_move(app, style);
            moves++;
        }
    }
    ck_assert_int_eq(overlay(app), OV_ROUND_END);
    /* The score sheet scores one seat after another, then waits. */
    for (i = 0; i < 1000 && ui_table_score_reveal(app->table, racko_game_config(game(app))->players - 1) < 1.0f;
         i++) {
        app_tick(app, 40);
    }
    ck_assert(ui_table_score_reveal(app->table, 0) >= 1.0f);
    ck_assert_int_ne(app_wait_ms(app), 0); /* nothing moves: the loop may sleep */
    return moves;
}

static void check_round_over(App *app)
{
    RackoRoundScore sc;
    const UiScene *scene = ui_anim_scene(app->table->anim);
    int s, p = racko_game_config(game(app))->players;
    ck_assert(racko_game_phase(game(app)) == RACKO_PHASE_ROUND_OVER ||
              racko_game_phase(game(app)) == RACKO_PHASE_MATCH_OVER);
    ck_assert_int_eq(racko_game_last_score(game(app), &sc), RACKO_OK);
    ck_assert(scene->has_score);
    ck_assert_int_eq(scene->score.round, sc.round);
    for (s = 0; s < p; s++) {
        int rack[RACKO_SLOTS], k;
        /* The screen shows exactly the engine's racks and totals. */
        racko_game_rack(game(app), s, rack);
        for (k = 0; k < RACKO_SLOTS; k++) {
            ck_assert_int_eq(scene->rack[s][k], rack[k]);
        }
        ck_assert_int_eq(scene->total[s], racko_game_total(game(app), s));
    }
    if (sc.winner >= 0) {
        int rack[RACKO_SLOTS];
        racko_game_rack(game(app), sc.winner, rack);
        ck_assert(racko_rack_sorted(rack));
    }
}

/* ---------------------------------------------------------------- */

START_TEST(test_round_by_mouse)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    RackoGame *saved = NULL;
    char msg[300];
    int moves;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, RACKO_RULE_BONUS, 4242);
    moves = play_round(&app, BY_MOUSE);
    ck_assert_int_gt(moves, 2);
    check_round_over(&app);
    /* Autosaved after every action: the save replays to the same point. */
    ck_assert_int_eq(racko_record_load(app.host.save_path, &saved, NULL, msg, sizeof msg), RACKO_OK);
    ck_assert_int_eq(racko_game_history_count(saved), racko_game_history_count(game(&app)));
    racko_game_free(saved);
    /* "Next round" deals round 2. */
    app_build_widgets(&app);
    ck_assert_int_ge(app.host.nw, 1);
    click_rect(&app, app.host.w[0].r);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    ck_assert_int_eq(racko_game_round(game(&app)), 2);
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_round_by_keys_and_drag)
{
    App app;
    static const char *const specs[] = {"human", "ai:medium", "ai:easy"};
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 3, specs, RACKO_RULE_BONUS, 777);
    ui_anim_set_speed(app.table->anim, 0.0f);
    ck_assert_int_gt(play_round(&app, BY_KEYS), 0);
    check_round_over(&app);
    press_key(&app, SH_KEY_ENTER); /* Next round */
    ck_assert_int_eq(racko_game_round(game(&app)), 2);
    ck_assert_int_gt(play_round(&app, BY_DRAG), 0);
    check_round_over(&app);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Starts a match of the viewer against an easy computer and waits for
 * the viewer's move. */
static void start_to_my_move(App *app, uint64_t seed)
{
    static const char *const specs[] = {"human", "ai:easy"};
    int i;
    start(app, 2, specs, RACKO_RULE_BONUS, seed);
    for (i = 0; i < 100000 && !my_move(app); i++) {
        app_tick(app, 40);
    }
    ck_assert(my_move(app));
}

START_TEST(test_illegal_clicks_explained)
{
    App app;
    int i, before;
    make_pref();
    open_app(&app, 1280, 800);
    start_to_my_move(&app, 5);
    before = racko_game_history_count(game(&app));
    /* Before drawing, the hint points at a pile and the pile takes the
     * focus (index 0), in the table's words ("draw pile", never "deck"). */
    app.table->pui.focus.kind = UI_T_SLOT;
    app.table->pui.focus.index = 6;
    press_key(&app, 'h');
    ck_assert(app.table->pui.focus.kind == UI_T_DRAW || app.table->pui.focus.kind == UI_T_DISCARD);
    ck_assert_int_eq(app.table->pui.focus.index, 0);
    ck_assert_msg(strstr(app.host.message, "deck") == NULL && strstr(app.host.message, " pile"),
                  "the hint says: %s", app.host.message);
    /* A slot before drawing: a message, no change. */
    click_rect(&app, app.table->lay.seat[0].strip[3]);
    ck_assert_int_eq(racko_game_history_count(game(&app)), before);
    ck_assert(strstr(app.host.message, "take a card") != NULL);
    {
        /* Said where the player looks (the banner over the rack), and kept
         * in the move log once it is gone from there. */
        UiPlayCtx ctx;
        char banner[600];
        int style;
        memset(&ctx, 0, sizeof ctx);
        ctx.actor = "";
        ui_table_banner(app.table, &ctx, banner, sizeof banner, &style);
        ck_assert_int_eq(style, 1);
        ck_assert_str_eq(banner, app.host.message);
        ck_assert_int_eq(app.table->log[0].kind, UI_LOG_NOTE);
        ck_assert_str_eq(app.table->log[0].text, app.host.message);
    }
    /* Take the discard, then try to throw it away. */
    click_rect(&app, app.table->lay.discard_pile);
    ck_assert_int_eq(racko_game_history_count(game(&app)), before + 1);
    for (i = 0; i < 1000 && !my_move(&app); i++) {
        app_tick(&app, 40);
    }
    click_rect(&app, app.table->lay.discard_pile);
    ck_assert_int_eq(racko_game_history_count(game(&app)), before + 1);
    ck_assert(strstr(app.host.message, "must go into your rack") != NULL);
    /* The hint points at a slot, named as the rack names it. */
    press_key(&app, 'h');
    ck_assert(strncmp(app.host.message, "Hint:", 5) == 0);
    ck_assert_int_eq(app.table->pui.focus.kind, UI_T_SLOT);
    {
        char lab[8], want[32];
        ui_slot_label(app.table->pui.focus.index, ui_table_letters(app.table), lab, sizeof lab);
        snprintf(want, sizeof want, "slot %s", lab);
        ck_assert_msg(strstr(app.host.message, want) != NULL, "'%s' does not say '%s'",
                      app.host.message, want);
    }
    /* Esc opens the menu; Esc again closes it. */
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(overlay(&app), OV_MENU);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    /* The menu offers full screen, with its icon (the headless app has no
     * window to change; the switch itself was checked by eye). */
    press_key(&app, SH_KEY_ESC);
    app_build_widgets(&app);
    for (i = 0; i < app.host.nw && strcmp(app.host.w[i].label, "Full screen (F11)") != 0; i++) {
    }
    ck_assert_int_lt(i, app.host.nw);
    ck_assert_str_eq(app.host.w[i].icon, "icon-fullscreen");
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    /* New game asks first. */
    press_key(&app, SH_KEY_ESC);
    app_build_widgets(&app);
    for (i = 0; i < app.host.nw && strcmp(app.host.w[i].label, "New game...") != 0; i++) {
    }
    ck_assert_int_lt(i, app.host.nw);
    click_rect(&app, app.host.w[i].r);
    ck_assert_int_eq(overlay(&app), OV_CONFIRM_ABANDON);
    ck_assert_ptr_nonnull(app.table);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A key during a computer's move skips its animation; when the computer's
 * next step starts another one, the message names who is playing (the
 * computer, shown on the table), never the player who pressed the key. */
START_TEST(test_wait_message_names_the_mover)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    int i, seen = 0;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, RACKO_RULE_BONUS, 31);
    for (i = 0; i < 20000 && seen < 3; i++) {
        app_tick(&app, 10);
        if (my_move(&app)) {
            human_move(&app, BY_KEYS);
            continue;
        }
        /* The computer drew and its draw is still on screen. */
        if (overlay(&app) == OV_NONE && ui_anim_busy(app.table->anim) && racko_game_to_act(game(&app)) == 1 &&
            racko_game_phase(game(&app)) == RACKO_PHASE_PLACE) {
            press_key(&app, '3');
            if (ui_anim_busy(app.table->anim) && mt_match_human_to_act(app.table->match) == 0) {
                ck_assert_msg(strstr(app.host.message, mt_match_seat_name(app.table->match, 0)) == NULL,
                              "the message names the player who pressed: %s", app.host.message);
                ck_assert_msg(app.host.message[0] != '\0', "a key during a move says nothing");
                seen++;
            }
        }
    }
    ck_assert_int_gt(seen, 0);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The loop sleeps until the next timer, then moves time on by what passed:
 * a message on an idle table goes after its 5 s in one or two steps (it
 * used to move on 100 ms per sleep and stay for a minute or more). */
START_TEST(test_idle_timers_count_whole)
{
    App app;
    int steps = 0;
    long slept = 0;
    make_pref();
    open_app(&app, 1280, 800);
    start_to_my_move(&app, 5);
    click_rect(&app, app.table->lay.seat[0].strip[3]); /* before drawing: explained */
    ck_assert(app.host.message[0] != '\0');
    while (app.host.message[0] != '\0' && steps < 1000) {
        int wait = app_wait_ms(&app);
        ck_assert_int_gt(wait, 0); /* idle: the loop sleeps */
        app_tick(&app, app_step_ms(wait, wait));
        slept += wait;
        steps++;
    }
    ck_assert_int_eq(app.host.message[0], '\0');
    ck_assert_int_le(steps, 2);
    ck_assert_int_le(slept, 5000);
    /* A sleep much longer than planned (a stopped program) still does not
       jump: at most 100 ms more than planned. */
    ck_assert_int_eq(app_step_ms(40, 5000), 40);
    ck_assert_int_eq(app_step_ms(60000, 5000), 5100);
    ck_assert_int_eq(app_step_ms(60000, -1), 100);
    ck_assert_int_eq(app_step_ms(-5, 0), 0);
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_hot_seat_hides_racks)
{
    App app;
    static const char *const specs[] = {"human", "human"};
    int i, passes = 0;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, RACKO_RULE_BONUS, 31);
    for (i = 0; i < 100000 && passes < 3; i++) {
        app_tick(&app, 40);
        if (overlay(&app) == OV_PASS) {
            int s;
            /* Nobody's cards are face up while the game is passed. */
            for (s = 0; s < 2; s++) {
                ck_assert(!ui_table_face_up(app.table, s));
            }
            ck_assert_int_eq(app.table->viewer, racko_game_to_act(game(&app)));
            press_key(&app, SH_KEY_ENTER);
            ck_assert(app.table->revealed);
            ck_assert(ui_table_face_up(app.table, app.table->viewer));
            ck_assert(!ui_table_face_up(app.table, 1 - app.table->viewer));
            passes++;
        } else if (my_move(&app)) {
            human_move(&app, BY_MOUSE);
        }
    }
    ck_assert_int_eq(passes, 3);
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_lightning_deal_by_clicks)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    int i, placed = 0, rack[RACKO_SLOTS], k;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, RACKO_RULE_BONUS | RACKO_RULE_ECLAIR, 8);
    for (i = 0; i < 100000 && placed < RACKO_SLOTS; i++) {
        app_tick(&app, 40);
        if (my_move(&app) && racko_game_phase(game(&app)) == RACKO_PHASE_ECLAIR) {
            const RackoView *v = racko_game_view(game(&app), 0);
            /* Put each card where its value says, nearest empty slot. */
            int want = (v->offer - 1) * RACKO_SLOTS / v->config.deck_size, best = -1, d;
            for (d = 0; d < RACKO_SLOTS && best < 0; d++) {
                if (want - d >= 0 && v->rack[want - d] == 0) {
                    best = want - d;
                } else if (want + d < RACKO_SLOTS && v->rack[want + d] == 0) {
                    best = want + d;
                }
            }
            ck_assert_int_ge(best, 0);
            click_rect(&app, app.table->lay.seat[0].strip[best]);
            placed++;
        }
    }
    ck_assert_int_eq(placed, RACKO_SLOTS);
    racko_game_rack(game(&app), 0, rack);
    for (k = 0; k < RACKO_SLOTS; k++) {
        ck_assert_int_ne(rack[k], 0);
    }
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_round_against_outside_bot)
{
    App app;
    const char *src = getenv("RACKO_SOURCE");
    char spec[400];
    const char *specs[2];
    int s;
    if (src == NULL || access("/usr/bin/python3", X_OK) != 0) {
        return; /* needs the source tree's example bot and Python */
    }
    snprintf(spec, sizeof spec, "bot:python3 %s/examples/simplebot.py", src);
    specs[0] = "human";
    specs[1] = spec;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, RACKO_RULE_BONUS, 2024);
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 1), MT_SEAT_BOT);
    play_round(&app, BY_MOUSE);
    check_round_over(&app);
    /* The bot played its own seat all round (no fallback notice). */
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 1), MT_SEAT_BOT);
    ck_assert_str_eq(app.host.notice, "");
    for (s = 0; s < 2; s++) {
        ck_assert_str_ne(mt_match_seat_name(app.table->match, s), "");
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* An outside bot that breaks the protocol: the computer takes its seat,
 * and the message box says so for the player, with the bot's own words
 * and where its log is apart, under it. */
START_TEST(test_failing_bot_notice)
{
    App app;
    static const char *const specs[] = {"human", "bot:/bin/sh -c 'echo this is not the protocol'"};
    char path[400], err[200];
    int i;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, RACKO_RULE_BONUS, 77);
    for (i = 0; i < 2000 && app.host.notice[0] == '\0'; i++) {
        app_tick(&app, 40);
        if (my_move(&app)) {
            human_move(&app, BY_MOUSE);
        }
    }
    ck_assert_msg(app.host.notice[0] != '\0', "no notice about the failing bot");
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 1), MT_SEAT_AI);
    ck_assert_msg(strncmp(app.host.notice, "Seat 2's bot (", 14) == 0 &&
                      strstr(app.host.notice, "plays its seat from now on.") != NULL,
                  "%s", app.host.notice);
    ck_assert_msg(strstr(app.host.notice, "bot-seat2.log") == NULL &&
                      strstr(app.host.notice, "\xE2\x80\x94") == NULL,
                  "the sentence names the file: %s", app.host.notice);
    snprintf(path, sizeof path, "; its log: %s/bot-logs/bot-seat2.log", pref);
    ck_assert_msg(strlen(app.host.notice_detail) > strlen(path) &&
                      strcmp(app.host.notice_detail + strlen(app.host.notice_detail) - strlen(path),
                             path) == 0,
                  "the detail does not end with the log: %s", app.host.notice_detail);
    ck_assert_str_eq(sh_host_notice_detail(&app.host), app.host.notice_detail);
    /* The message box keeps the whole notice long enough to read, and the
     * player's moves (which clear the explanations) leave it there. */
    ck_assert_int_gt(app.host.notice_ms, 0);
    for (i = 0; i < 2000 && app.host.notice_ms > 20000; i++) {
        app_tick(&app, 40);
        if (my_move(&app)) {
            human_move(&app, BY_MOUSE);
        }
    }
    ck_assert_int_gt(app.host.notice_ms, 0);
    ck_assert_int_ne(app_wait_ms(&app), -1); /* a timer takes it away */
    app_draw(&app);
    snprintf(path, sizeof path, "%s/notice.png", pref);
    ck_assert_int_eq(app_save_png(&app, path, err, sizeof err), 0);
    if (getenv("RACKO_KEEP_PNG") != NULL) {
        char cmd[900];
        snprintf(cmd, sizeof cmd, "cp '%s' '%s'", path, getenv("RACKO_KEEP_PNG"));
        ck_assert_int_eq(system(cmd), 0);
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* A bot that exits while the person thinks: the loop, asleep, wakes
 * every second while the match has bots; the next tick brings the notice
 * and the seat is the computer's at once, with nobody moving.  A table
 * without bots sleeps until an input. */
START_TEST(test_bot_death_shown_at_once)
{
    App app;
    static const char *const specs[] = {"human",
                                        "bot:read l; echo ok quitter; read l; sleep 0.5; exit 5"};
    static const char *const people[] = {"human", "human"};
    struct timespec pause = {0, 50 * 1000 * 1000L};
    int i;
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 2, specs, RACKO_RULE_BONUS, 4);
    for (i = 0; i < 100000 && !my_move(&app) &&
                mt_match_seat_kind(app.table->match, 1) == MT_SEAT_BOT;
         i++) {
        app_tick(&app, 40);
    }
    /* The person's turn (seed 4: seat 1 plays first), the bot still there. */
    ck_assert(my_move(&app));
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 1), MT_SEAT_BOT);
    {
        int wait = app_wait_ms(&app);
        ck_assert_msg(wait > 0 && wait <= 1000, "the loop sleeps %d ms", wait);
        ck_assert_str_eq(app.host.notice, "");
        for (i = 0; i < 200 && app.host.notice[0] == '\0'; i++) {
            nanosleep(&pause, NULL);
            app_tick(&app, app_step_ms(1000, wait)); /* the loop's next wake-up */
        }
    }
    ck_assert_msg(strncmp(app.host.notice, "Seat 2's bot (quitter) stopped; ", 32) == 0, "%s",
                  app.host.notice);
    ck_assert_msg(strncmp(app.host.notice_detail, "exited with status 5; its log: ", 31) == 0, "%s",
                  app.host.notice_detail);
    ck_assert(my_move(&app)); /* still the person's turn: nobody moved */
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 1), MT_SEAT_AI);
    app_free(&app);
    /* No bots: no wake-ups. */
    open_app(&app, 1280, 800);
    start(&app, 2, people, RACKO_RULE_BONUS, 4);
    for (i = 0; i < 100000 && !my_move(&app); i++) {
        app_tick(&app, 40);
    }
    ck_assert_int_eq(app_wait_ms(&app), -1);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The widget whose label is `label` on the current screen. */
ShWidget *widget(App *app, const char *label)
{
    return keys_widget(app, label);
}

START_TEST(test_new_game_form)
{
    App app;
    ShWidget *w;
    make_pref();
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "New game...")->r);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    /* Teams with two seats: refused, explained, nothing starts. */
    click_rect(&app, widget(&app, "Teams (4 seats: 1+3 vs 2+4)")->r);
    app_build_widgets(&app);
    /* Said at once, at the box to untick. */
    ck_assert_msg(strstr(app.form_problem, "4 seats") != NULL, "%s", app.form_problem);
    ck_assert(widget(&app, "Teams (4 seats: 1+3 vs 2+4)")->alert);
    ck_assert(!widget(&app, "Bonus for runs")->alert);
    click_rect(&app, widget(&app, "Start")->r);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    ck_assert_ptr_null(app.table);
    app_build_widgets(&app);
    ck_assert_str_ne(app.form_problem, "");
    ck_assert_int_eq(app.host.w[app.wfocus].id, app.form_problem_id);
    /* A bot command that is not there: said at Start, at its field. */
    app.form.kind[1] = 2 + racko_game.nlevels; /* outside bot */
    snprintf(app.form.bot[1], sizeof app.form.bot[1], "./no-such-bot-here");
    click_rect(&app, widget(&app, "Teams (4 seats: 1+3 vs 2+4)")->r);
    click_rect(&app, widget(&app, "Start")->r);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    ck_assert_ptr_null(app.table);
    ck_assert_str_eq(app.form_error,
                     "Seat 2's bot cannot start: there is no program ./no-such-bot-here.");
    app_build_widgets(&app);
    ck_assert_str_eq(app.host.w[app.wfocus].value, "./no-such-bot-here");
    ck_assert(app.host.w[app.wfocus].alert);
    app.form.kind[1] = 4; /* back to a computer: hard */
    click_rect(&app, widget(&app, "Teams (4 seats: 1+3 vs 2+4)")->r);
    /* Seats 3 and 4 to computers (clicks on the right of a choice go
     * forward: Off -> Human -> Computer (easy)). */
    app_build_widgets(&app);
    w = &app.host.w[6]; /* seat 3's "played by" */
    press_release(&app, w->r.x + w->r.w - 5, w->r.y + 5);
    press_release(&app, w->r.x + w->r.w - 5, w->r.y + 5);
    app_build_widgets(&app);
    ck_assert_str_eq(app.host.w[6].value, "Computer (easy)");
    w = &app.host.w[9];
    press_release(&app, w->r.x + w->r.w - 5, w->r.y + 5);
    press_release(&app, w->r.x + w->r.w - 5, w->r.y + 5);
    /* A name typed for seat 1. */
    click_rect(&app, app.host.w[1].r);
    {
        SDL_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.type = SDL_TEXTINPUT;
        snprintf(ev.text.text, sizeof ev.text.text, "Zoe");
        app_handle_event(&app, &ev);
    }
    click_rect(&app, widget(&app, "Start")->r);
    ck_assert_msg(app.screen == SCR_PLAY, "not started: %s", app.form_error);
    ck_assert_int_eq(racko_game_config(game(&app))->players, 4);
    ck_assert(racko_game_config(game(&app))->rules & RACKO_RULE_TEAMS);
    ck_assert_str_eq(mt_match_seat_name(app.table->match, 0), "Zoe");
    ck_assert_str_ne(mt_match_seat_name(app.table->match, 2), ""); /* a random name */
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 3), MT_SEAT_AI);
    app_free(&app);
    /* The next start remembers that setup: the form as it was (seats,
     * the name, the rules), and Quick game plays the level chosen. */
    open_app(&app, 1280, 800);
    ck_assert_int_eq(app.form.kind[0], 1);
    ck_assert_int_eq(app.form.kind[1], 4);
    ck_assert_int_eq(app.form.kind[2], 2);
    ck_assert_int_eq(app.form.kind[3], 2);
    ck_assert_str_eq(app.form.name[0], "Zoe");
    ck_assert_str_eq(app.form.name[1], "");
    ck_assert(((const UiOptions *)app.form.opts)->rules & RACKO_RULE_TEAMS);
    widget(&app, "Quick game vs. computer (hard)");
    {
        ShSetup quick;
        app_quick_setup(&app, 2, &quick);
        ck_assert_str_eq(quick.seat[1].spec, "ai:hard");
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* ---- names (tests/shell/app_checks.h): Rack-O's part ---- */

const char *names_label(const App *app, int seat)
{
    return ui_table_seat_label(app->table, seat);
}

int names_is_you(const App *app, int seat)
{
    return ui_table_is_you(app->table, seat);
}

void names_person_moves(App *app)
{
    int i;
    for (i = 0; i < 100000 && !my_move(app); i++) {
        app_tick(app, 40);
    }
    human_move(app, BY_MOUSE);
}

int names_log_has(const App *app, const char *start)
{
    int i;
    for (i = 0; i < app->table->nlog; i++) {
        if (strncmp(app->table->log[i].text, start, strlen(start)) == 0) {
            return 1;
        }
    }
    return 0;
}

START_TEST(test_player_named_as_chosen)
{
    make_pref();
    names_check_chosen_name();
    remove_pref();
}
END_TEST

START_TEST(test_score_sheet_reveal)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy", "ai:easy"};
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 3, specs, RACKO_RULE_BONUS, 606);
    ui_anim_set_speed(app.table->anim, 0.0f);
    {
        int i;
        for (i = 0; i < 200000 && overlay(&app) != OV_ROUND_END; i++) {
            app_tick(&app, 40);
            if (my_move(&app)) {
                human_move(&app, BY_KEYS);
            }
        }
    }
    ck_assert_int_eq(overlay(&app), OV_ROUND_END);
    /* At normal speed the seats are scored in turn... */
    app.host.settings.speed = SH_SPEED_NORMAL;
    app.table->dialog_ms = 0;
    ck_assert(ui_table_score_reveal(app.table, 0) == 0.0f);
    ck_assert_int_eq(app_wait_ms(&app), 0);
    app_tick(&app, 600);
    ck_assert(ui_table_score_reveal(app.table, 0) >= 1.0f);
    ck_assert(ui_table_score_reveal(app.table, 1) > 0.0f && ui_table_score_reveal(app.table, 1) < 1.0f);
    ck_assert(ui_table_score_reveal(app.table, 2) == 0.0f);
    app_draw(&app);
    /* ...and a key shows the rest at once, without leaving the sheet. */
    press_key(&app, SH_KEY_ENTER);
    ck_assert(ui_table_score_reveal(app.table, 2) >= 1.0f);
    ck_assert_int_eq(overlay(&app), OV_ROUND_END);
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    ck_assert_int_eq(racko_game_round(game(&app)), 2);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Watches a match of two computers to 150 points, Enter on each score
 * sheet (Next round, Final results), to the match-end dialog; returns the
 * number of rounds. */
static int watch_to_match_end(App *app, uint64_t seed)
{
    static const char *const specs[] = {"ai:easy", "ai:medium"};
    UiOptions opts;
    int i, rounds = 0;
    app->host.settings.speed = SH_SPEED_INSTANT;
    racko_game.options_default(&opts);
    opts.target = 150;
    start_with(app, 2, specs, RACKO_RULE_BONUS, seed, &opts);
    /* Nobody human: every rack is face up for the spectator. */
    ck_assert(ui_table_face_up(app->table, 0) && ui_table_face_up(app->table, 1));
    for (i = 0; i < 200000 && overlay(app) != OV_MATCH_END; i++) {
        app_tick(app, 50);
        if (overlay(app) == OV_ROUND_END) {
            rounds++;
            app_draw(app);
            press_key(app, SH_KEY_ENTER); /* Next round / Final results */
            ck_assert_int_ne(overlay(app), OV_ROUND_END);
        }
    }
    ck_assert_int_eq(overlay(app), OV_MATCH_END);
    return rounds;
}

START_TEST(test_whole_match_watched)
{
    App app;
    int rounds, s;
    char path[400], err[200];
    make_pref();
    open_app(&app, 1280, 800);
    rounds = watch_to_match_end(&app, 77);
    ck_assert_int_ge(rounds, 1);
    ck_assert_int_eq(racko_game_phase(game(&app)), RACKO_PHASE_MATCH_OVER);
    s = racko_game_match_winner(game(&app));
    ck_assert(s == 0 || s == 1);
    ck_assert_int_ge(racko_game_total(game(&app), s), 150);
    /* Kept in the history once, with its record and its winner. */
    {
        TkHistEntry *kept = NULL;
        long n = 0;
        ck_assert_int_eq(tk_hist_load_last(app.host.pref_dir, 5, &kept, &n, NULL, NULL, 0), TK_OK);
        ck_assert_int_eq(n, 1);
        ck_assert_int_eq(kept[0].abandoned, 0);
        ck_assert_int_eq(kept[0].units, rounds);
        ck_assert_int_eq(kept[0].seat[s].won, 1);
        ck_assert_str_ne(kept[0].record, "");
        free(kept);
    }
    app_draw(&app);
    snprintf(path, sizeof path, "%s/match-end.png", pref);
    ck_assert_int_eq(app_save_png(&app, path, err, sizeof err), 0);
    /* A finished match leaves no save to resume. */
    app_build_widgets(&app);
    ck_assert_str_eq(app.host.w[0].label, "Play again");
    click_rect(&app, app.host.w[0].r);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_le(racko_game_round(game(&app)), 1);
    ck_assert_int_eq(racko_game_total(game(&app), 0), 0);
    app_free(&app);
    {
        TkHistRead read;
        ck_assert_int_eq(tk_hist_read(pref, NULL, NULL, &read, NULL, 0), TK_OK);
        ck_assert_int_eq(read.entries, 1); /* the new match, unfinished: not kept */
    }
    remove_pref();
}
END_TEST

/* The pixel at (x, y) of the frame just drawn. */
static void pixel(App *app, int x, int y, Uint8 *r, Uint8 *g, Uint8 *b)
{
    Uint32 p;
    SDL_Rect one = {x, y, 1, 1};
    ck_assert_int_eq(SDL_RenderReadPixels(app->ren, &one, SDL_PIXELFORMAT_ARGB8888, &p, 4), 0);
    *r = (Uint8)(p >> 16);
    *g = (Uint8)(p >> 8);
    *b = (Uint8)p;
}

/* ---------------------------------------------------------------- */
/* Keys in menus, dialogs and forms                                  */

/* Issue 17: at the match end the focus is on Play again from the first
 * frame and the first arrow press moves it: Down then Enter is "New
 * game...", not "Play again". */
START_TEST(test_match_end_keys)
{
    App app;
    make_pref();
    open_app(&app, 1280, 800);
    watch_to_match_end(&app, 78);
    keys_check_match_end(&app);
    /* Esc: back to the title, its focus on its first button, drawn. */
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    app_draw(&app);
    ck_assert_str_eq(keys_focused(&app), app.host.w[0].label);
    ck_assert(keys_framed(&app, app.host.w[0].r));
    keys_line_is(&app, "Arrows or Tab: move  \xC2\xB7  Enter or Space: Quick game vs. computer "
                       "(medium)  \xC2\xB7  Esc or Ctrl+Q: quit  \xC2\xB7  F1: how to play  "
                       "\xC2\xB7  F11: full screen");

    /* Another match's end, kept with its record: its four buttons two by
     * two (Play again, Watch the replay; New game..., Title screen), the
     * arrows across and down the grid, Tab and Shift+Tab in order, one
     * button framed at a time. */
    watch_to_match_end(&app, 79);
    app_draw(&app);
    ck_assert_str_eq(keys_focused(&app), "Play again");
    press_key(&app, SH_KEY_DOWN);
    app_draw(&app);
    ck_assert(keys_framed(&app, widget(&app, "New game...")->r));
    ck_assert(!keys_framed(&app, widget(&app, "Play again")->r));
    press_key(&app, SH_KEY_RIGHT);
    ck_assert_str_eq(keys_focused(&app), "Title screen");
    press_key(&app, SH_KEY_UP);
    ck_assert_str_eq(keys_focused(&app), "Watch the replay");
    press_key(&app, SH_KEY_LEFT);
    ck_assert_str_eq(keys_focused(&app), "Play again");
    press_key(&app, SH_KEY_TAB);
    ck_assert_str_eq(keys_focused(&app), "Watch the replay");
    press_key(&app, SH_KEY_TAB);
    ck_assert_str_eq(keys_focused(&app), "New game...");
    keys_press(&app, SH_KEY_TAB, SH_MOD_SHIFT);
    ck_assert_str_eq(keys_focused(&app), "Watch the replay");
    press_key(&app, SH_KEY_TAB);
    press_key(&app, SH_KEY_TAB);
    ck_assert_str_eq(keys_focused(&app), "Title screen");
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    ck_assert_ptr_null(app.table);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Issue 17 in the menu (Esc): Down then Enter is its second button, the
 * hint, not "Back to the game"; a confirmation opens on its safe answer. */
START_TEST(test_menu_keys)
{
    App app;
    int hist;
    make_pref();
    open_app(&app, 1280, 800);
    start_to_my_move(&app, 5);
    hist = racko_game_history_count(game(&app));
    keys_check_menu(&app);
    ck_assert_int_eq(racko_game_history_count(game(&app)), hist);
    /* Round the menu: Up from its first button is its last. */
    press_key(&app, SH_KEY_ESC);
    press_key(&app, SH_KEY_UP);
    ck_assert_str_eq(keys_focused(&app), "Quit (match is saved)");
    press_key(&app, SH_KEY_DOWN);
    press_key(&app, SH_KEY_DOWN);
    press_key(&app, SH_KEY_DOWN);
    press_key(&app, SH_KEY_DOWN);
    ck_assert_str_eq(keys_focused(&app), "New game...");
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(overlay(&app), OV_CONFIRM_ABANDON);
    ck_assert_str_eq(keys_focused(&app), "Keep playing");
    press_key(&app, SH_KEY_DOWN);
    ck_assert_str_eq(keys_focused(&app), "Abandon it and start a new game");
    press_key(&app, SH_KEY_ESC); /* Esc: keep playing */
    ck_assert_int_eq(overlay(&app), OV_NONE);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(racko_game_history_count(game(&app)), hist);
    /* Enter in a menu just opened: its first button, back to the game. */
    press_key(&app, SH_KEY_ESC);
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Issue 18: Enter on a value of the new-game form starts the match with
 * the value as shown; Left/Right and +/- change it, Space ticks a box;
 * Enter in a name being typed ends the typing, the next one starts. */
START_TEST(test_form_keys)
{
    App app;
    const UiOptions *o;
    make_pref();
    open_app(&app, 1280, 800);
    o = app.form.opts;
    keys_enter_on_form(&app, "Target");
    ck_assert_int_eq(racko_game_config(game(&app))->target, 500);
    ck_assert_int_eq(o->target, 500);
    app_free(&app);

    /* The form again (as last started), over the match just started. */
    open_app(&app, 1280, 800);
    keys_new_game_over_saved(&app);
    o = app.form.opts;
    press_key(&app, SH_KEY_UP); /* the option above Start */
    ck_assert_str_eq(keys_focused(&app), "Target");
    press_key(&app, SH_KEY_RIGHT);
    ck_assert_int_eq(o->target, 750);
    press_key(&app, '-');
    ck_assert_int_eq(o->target, 500);
    press_key(&app, '+');
    ck_assert_int_eq(o->target, 750);
    press_key(&app, SH_KEY_LEFT);
    ck_assert_int_eq(o->target, 500);
    press_key(&app, SH_KEY_LEFT);
    ck_assert_int_eq(o->target, 400);
    press_key(&app, ' '); /* Space on a choice: its next value */
    ck_assert_int_eq(o->target, 500);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    /* A box: Space ticks it, Enter starts. */
    keys_focus_on(&app, "Shuffle the discard pile");
    ck_assert(!(o->rules & RACKO_RULE_SHUFFLE));
    press_key(&app, ' ');
    ck_assert(o->rules & RACKO_RULE_SHUFFLE);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    /* A name: typed, Enter ends the typing, the next Enter starts. */
    keys_focus_on(&app, "Name");
    {
        SDL_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.type = SDL_TEXTINPUT;
        snprintf(ev.text.text, sizeof ev.text.text, "Ann");
        app_handle_event(&app, &ev);
    }
    keys_line_is(&app, "Up/Down or Tab: move  \xC2\xB7  Enter: done typing  \xC2\xB7  Esc: back");
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    ck_assert_str_eq(keys_focused(&app), "Name");
    ck_assert_str_eq(app.form.name[0], "Ann");
    keys_line_is(&app, "Up/Down or Tab: move  \xC2\xB7  Type to change it  \xC2\xB7  "
                       "Enter: Start  \xC2\xB7  Esc: back");
    press_key(&app, SH_KEY_ENTER);
    ck_assert_msg(app.screen == SCR_PLAY, "not started: %s", app.form_error);
    ck_assert_str_eq(mt_match_seat_name(app.table->match, 0), "Ann");
    ck_assert_int_eq(racko_game_config(game(&app))->target, 500);
    ck_assert(racko_game_config(game(&app))->rules & RACKO_RULE_SHUFFLE);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The table is drawn into a cached layer, redrawn only when its key
 * changes: a frame from the cache must equal one drawn afresh. */
static void check_cache_fresh(App *app)
{
    int w = 0, h = 0;
    size_t n, i;
    Uint32 *a, *b;
    /* The random test sets out_w/out_h without resizing the window. */
    ck_assert_int_eq(SDL_GetRendererOutputSize(app->ren, &w, &h), 0);
    n = (size_t)w * (size_t)h;
    a = malloc(n * 4);
    b = malloc(n * 4);
    ck_assert_ptr_nonnull(a);
    ck_assert_ptr_nonnull(b);
    app_draw(app);
    ck_assert_int_eq(SDL_RenderReadPixels(app->ren, NULL, SDL_PIXELFORMAT_ARGB8888, a, w * 4), 0);
    app->layer_valid = 0;
    app_draw(app);
    ck_assert_int_eq(SDL_RenderReadPixels(app->ren, NULL, SDL_PIXELFORMAT_ARGB8888, b, w * 4), 0);
    for (i = 0; i < n && a[i] == b[i]; i++) {
    }
    ck_assert_msg(i == n, "the cached frame differs from a fresh one at (%d, %d): %08x, not %08x",
                  (int)(i % (size_t)w), (int)(i / (size_t)w), i < n ? a[i] : 0u,
                  i < n ? b[i] : 0u);
    free(a);
    free(b);
}

/* The shell's notice box (sh_draw_notice, what a game draws a bot's
 * trouble with): a long notice wraps at a readable size, the box grows
 * upwards to hold it and stays inside the window at every size. */
START_TEST(test_notice_box)
{
    static const int sizes[][2] = {{1024, 700}, {1280, 800}, {1920, 1080}};
    static const char *text = "Seat 3's bot (rummikub-simplebot 2) stopped; Hugo, a computer "
                              "player, plays its seat from now on.";
    static const char *detail = "exited with status 124; its log: "
                                "/home/someone/.local/share/racko/rummikub/bot-logs/bot-seat3.log";
    int si;
    Uint8 r, g, b;
    make_pref();
    for (si = 0; si < 3; si++) {
        App app;
        ShRect at, box, off;
        int big, lines;
        open_app(&app, sizes[si][0], sizes[si][1]);
        app_draw(&app);
        /* Where the Rummikub table puts it: 700 x 40 over the table's foot. */
        at = sh_ref(&app.canvas, 290, 500, 700, 40);
        box = sh_draw_notice(&app.draw, text, detail, at);
        ck_assert_int_eq(box.x, at.x);
        ck_assert_int_eq(box.w, at.w);
        ck_assert_int_eq(box.y + box.h, at.y + at.h); /* grown upwards */
        ck_assert_int_gt(box.h, at.h);
        ck_assert(box.y >= 0 && box.x >= 0 && box.x + box.w <= app.out_w &&
                  box.y + box.h <= app.out_h);
        /* The sentence on two or three lines of at least 12 pixels. */
        big = sh_dpx(&app.draw, 15) > 12 ? sh_dpx(&app.draw, 15) : 12;
        lines = sh_text_wrap_height(&app.draw, text, big, 1, at.w - 2 * sh_dpx(&app.draw, 8)) /
                sh_text_wrap_height(&app.draw, "Ag", big, 1, at.w);
        ck_assert_msg(lines >= 1 && lines <= 3, "%d lines at %dx%d", lines, app.out_w, app.out_h);
        ck_assert_int_ge(box.h, 2 * sh_dpx(&app.draw, 8) + lines * big);
        /* Framed in the warning colour. */
        pixel(&app, box.x, box.y + box.h / 2, &r, &g, &b);
        ck_assert_msg(r == SH_C_WARN.r && g == SH_C_WARN.g && b == SH_C_WARN.b,
                      "frame %d %d %d at %dx%d", r, g, b, app.out_w, app.out_h);
        /* Placed partly outside the window by a game: pulled in. */
        off = sh_draw_notice(&app.draw, text, NULL,
                             sh_rect(app.out_w - 200, app.out_h - 10, 600, 40));
        ck_assert(off.x >= 0 && off.y >= 0 && off.x + off.w <= app.out_w &&
                  off.y + off.h <= app.out_h);
        /* No notice, no box. */
        ck_assert_int_eq(sh_draw_notice(&app.draw, "", detail, at).w, 0);
        ck_assert_int_eq(sh_draw_notice(&app.draw, NULL, NULL, at).h, 0);
        app_free(&app);
    }
    remove_pref();
}
END_TEST

START_TEST(test_screens_pixels)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy", "ai:easy", "ai:easy"};
    static const int sizes[][2] = {{1920, 1080}, {1280, 800}, {1024, 700}};
    int si, i;
    Uint8 r, g, b;
    char path[400], err[200];
    SDL_Surface *png;
    make_pref();
    open_app(&app, 1920, 1080);
    /* Title: felt is green; the RACK-O title is gold. */
    app_draw(&app);
    pixel(&app, 30, 540, &r, &g, &b);
    ck_assert_msg(g > r && g > b, "felt not green: %d %d %d", r, g, b);
    start(&app, 4, specs, RACKO_RULE_BONUS | RACKO_RULE_TEAMS, 99);
    for (i = 0; i < 100000 && !my_move(&app); i++) {
        app_tick(&app, 40);
    }
    for (si = 0; si < 3; si++) {
        ShRect dp, banner;
        app.out_w = sizes[si][0];
        app.out_h = sizes[si][1];
        app_resized(&app);
        app_draw(&app);
        dp = app.table->lay.draw_pile;
        /* The draw pile shows a card back: red. */
        pixel(&app, dp.x + dp.w / 10, dp.y + dp.h / 2, &r, &g, &b);
        ck_assert_msg(r > g + 40 && r > b + 40, "draw pile not a red back at %dx%d: %d %d %d",
                      app.out_w, app.out_h, r, g, b);
        /* Your turn: the banner's frame is gold. */
        banner = app.table->lay.banner;
        pixel(&app, banner.x + banner.w / 2, banner.y, &r, &g, &b);
        ck_assert_msg(r > 200 && g > 170 && b < 120, "banner frame not gold: %d %d %d", r, g, b);
        /* Felt between the pieces. */
        pixel(&app, app.table->lay.ox + ui_layout_px(&app.table->lay, 1000), app.table->lay.oy + ui_layout_px(&app.table->lay, 320 - 20), &r,
              &g, &b);
        ck_assert_msg(g > r && g > b, "felt not green: %d %d %d", r, g, b);
    }
    /* A PNG of the frame. */
    snprintf(path, sizeof path, "%s/frame.png", pref);
    ck_assert_int_eq(app_save_png(&app, path, err, sizeof err), 0);
    png = IMG_Load(path);
    ck_assert_ptr_nonnull(png);
    ck_assert_int_eq(png->w, 1920);
    SDL_FreeSurface(png);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A key press as SDL reports it, with modifiers. */
static void sdl_key(App *app, SDL_Keycode sym, Uint16 mod)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = sym;
    ev.key.keysym.mod = mod;
    app_handle_event(app, &ev);
}

/* The number row's keys are digits by their place: on a French (AZERTY)
 * keyboard the key of 1 types '&' without Shift (SDL's keysym), and it
 * still puts the card in slot 1 (the slots' keys 1-9 and 0). */
START_TEST(test_number_row_by_place)
{
    App app;
    SDL_Event ev;
    int hist;
    make_pref();
    open_app(&app, 1280, 800);
    start_to_my_move(&app, 41);
    press_key(&app, 'd'); /* the draw pile's card, in hand */
    hist = racko_game_history_count(game(&app));
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = SDLK_AMPERSAND;
    ev.key.keysym.scancode = SDL_SCANCODE_1;
    app_handle_event(&app, &ev);
    ck_assert_int_eq(racko_game_history_count(game(&app)), hist + 1);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Ctrl+Q and Cmd+Q close the program as the window's close button does,
 * from any screen; the match is saved and resumes where it was.  A plain
 * Q does not. */
START_TEST(test_ctrl_q_quits)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    SDL_Event ev;
    int i, hist;
    make_pref();
    open_app(&app, 1280, 800);
    /* From the new-game form with a name being typed: the program, not
       a letter of the name. */
    click_rect(&app, widget(&app, "New game...")->r);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    app_build_widgets(&app);
    click_rect(&app, app.host.w[1].r);
    ck_assert_int_eq(app.host.w[app.wfocus].kind, SH_W_TEXT);
    sdl_key(&app, SDLK_q, KMOD_RCTRL);
    ck_assert(!app.running);
    ck_assert_str_eq(app.form.name[0], "");
    app.running = 1;
    start(&app, 2, specs, RACKO_RULE_BONUS, 1234);
    for (i = 0; i < 100000 && racko_game_history_count(game(&app)) < 9; i++) {
        app_tick(&app, 40);
        if (my_move(&app)) {
            human_move(&app, BY_MOUSE);
        }
    }
    sdl_key(&app, SDLK_q, KMOD_NONE);
    ck_assert(app.running);
    hist = racko_game_history_count(game(&app));
    sdl_key(&app, SDLK_q, KMOD_LCTRL);
    ck_assert(!app.running);
    app_free(&app);

    /* The match comes back from the title screen as it was. */
    open_app(&app, 1280, 800);
    ck_assert(app.resume_ok);
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(racko_game_history_count(game(&app)), hist);
    /* Cmd+Q from the menu over the table; the close button the same. */
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.overlay, OV_MENU);
    sdl_key(&app, SDLK_q, KMOD_RGUI);
    ck_assert(!app.running);
    app.running = 1;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_QUIT;
    app_handle_event(&app, &ev);
    ck_assert(!app.running);
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_resume_and_damaged_save)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    int i, hist, rack[RACKO_SLOTS], rack2[RACKO_SLOTS], k;
    FILE *f;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, RACKO_RULE_BONUS, 1234);
    for (i = 0; i < 100000 && racko_game_history_count(game(&app)) < 9; i++) {
        app_tick(&app, 40);
        if (my_move(&app)) {
            human_move(&app, BY_MOUSE);
        }
    }
    hist = racko_game_history_count(game(&app));
    racko_game_rack(game(&app), 0, rack);
    app_free(&app); /* like closing the window */

    open_app(&app, 1280, 800);
    ck_assert(app.resume_ok);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    app_build_widgets(&app);
    ck_assert_str_eq(app.host.w[0].label, "Resume the match");
    click_rect(&app, app.host.w[0].r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(racko_game_history_count(game(&app)), hist);
    {
        /* The move log comes back with the match: the deal and every move
         * made before the window closed, and it scrolls back. */
        int moves = 0, j;
        for (j = 0; j < app.table->nlog; j++) {
            moves += app.table->log[j].kind == UI_LOG_MOVE;
        }
        ck_assert_int_ge(moves, 6);
        ck_assert(strstr(app.table->log[app.table->nlog - 1].text, "Round 1") != NULL);
        {
            ShInput in;
            memset(&in, 0, sizeof in);
            in.kind = SH_IN_WHEEL;
            in.key = 1;
            in.x = app.table->lay.message.x + 10;
            in.y = app.table->lay.message.y + 10;
            app_input(&app, &in);
            ck_assert_int_eq(app.table->log_scroll, 1);
            press_key(&app, SH_KEY_PAGEDOWN);
            ck_assert_int_eq(app.table->log_scroll, 0);
        }
    }
    racko_game_rack(game(&app), 0, rack2);
    for (k = 0; k < RACKO_SLOTS; k++) {
        ck_assert_int_eq(rack[k], rack2[k]);
        ck_assert_int_eq(ui_anim_scene(app.table->anim)->rack[0][k], rack[k]);
    }
    app_free(&app);

    /* A damaged save: reported, set aside, no crash. */
    f = fopen(app.host.save_path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs("racko-record 1\nplayers 9\n\x01\x02garbage\n", f);
    fclose(f);
    open_app(&app, 1280, 800);
    ck_assert(!app.resume_ok);
    ck_assert(strstr(app.title_note, "could not be read") != NULL);
    ck_assert(access(app.host.save_path, F_OK) != 0);
    app_draw(&app);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A match saved at the end of a round (the window closed on the score
 * sheet) resumes on that sheet: its rows appear in turn, then it waits. */
/* The bytes of a file ("" if it cannot be read), for comparing saves. */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf = calloc(1, 1 << 20);
    ck_assert_ptr_nonnull(buf);
    if (f != NULL) {
        size_t n = fread(buf, 1, (1 << 20) - 1, f);
        buf[n] = '\0';
        fclose(f);
    }
    return buf;
}

/* Plays a few moves and leaves the table for the title screen (the match
 * stays saved); returns the save's bytes. */
static char *leave_a_match(App *app)
{
    static const char *const specs[] = {"human", "ai:easy"};
    int i;
    start(app, 2, specs, RACKO_RULE_BONUS, 99);
    for (i = 0; i < 100000 && racko_game_history_count(game(app)) < 6; i++) {
        app_tick(app, 40);
        if (my_move(app)) {
            human_move(app, BY_MOUSE);
        }
    }
    press_key(app, SH_KEY_ESC);
    click_rect(app, widget(app, "Title screen (match is saved)")->r);
    ck_assert_int_eq(app->screen, SCR_TITLE);
    ck_assert(app->resume_ok);
    return slurp(app->host.save_path);
}

/* No path through the title screen replaces or deletes an unfinished
 * match without the player saying so: "New game..." and "Quick game" ask
 * first, and a match abandoned for a new one stays saved until the new
 * one really starts (Back on the form leaves it to resume). */
START_TEST(test_title_paths_keep_the_match)
{
    App app;
    char *saved, *now;
    make_pref();
    open_app(&app, 1280, 800);
    saved = leave_a_match(&app);
    ck_assert_str_ne(saved, "");

    /* Quick game asks; "Keep playing" plays the saved match on, as it
     * was; Esc leaves the question for the title screen. */
    click_rect(&app, widget(&app, "Quick game vs. computer (medium)")->r);
    ck_assert_int_eq(app.overlay, OV_CONFIRM_ABANDON);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    ck_assert_ptr_null(app.table);
    click_rect(&app, widget(&app, "Keep playing")->r);
    ck_assert_int_eq(app.overlay, OV_NONE);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(racko_game_config(game(&app))->players, 2);
    now = slurp(app.host.save_path);
    ck_assert_str_eq(now, saved);
    free(now);
    press_key(&app, SH_KEY_ESC);
    click_rect(&app, widget(&app, "Title screen (match is saved)")->r);
    click_rect(&app, widget(&app, "Quick game vs. computer (medium)")->r);
    ck_assert_int_eq(app.overlay, OV_CONFIRM_ABANDON);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.overlay, OV_NONE);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    ck_assert_ptr_null(app.table);

    /* New game asks; abandoning opens the form, which deletes nothing:
     * Back leaves the match to resume, as it was. */
    click_rect(&app, widget(&app, "New game...")->r);
    ck_assert_int_eq(app.overlay, OV_CONFIRM_ABANDON);
    click_rect(&app, widget(&app, "Abandon it and start a new game")->r);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    now = slurp(app.host.save_path);
    ck_assert_str_eq(now, saved);
    free(now);
    click_rect(&app, widget(&app, "Back")->r);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    ck_assert(app.resume_ok);
    now = slurp(app.host.save_path);
    ck_assert_str_eq(now, saved);
    free(now);

    /* From the table: New game, abandon, Back: still there to resume. */
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    press_key(&app, SH_KEY_ESC);
    click_rect(&app, widget(&app, "New game...")->r);
    ck_assert_int_eq(app.overlay, OV_CONFIRM_ABANDON);
    click_rect(&app, widget(&app, "Abandon it and start a new game")->r);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    click_rect(&app, widget(&app, "Back")->r);
    ck_assert(app.resume_ok);
    now = slurp(app.host.save_path);
    ck_assert_str_eq(now, saved);
    free(now);

    /* Only a new match that starts replaces it. */
    click_rect(&app, widget(&app, "Quick game vs. computer (medium)")->r);
    click_rect(&app, widget(&app, "Abandon it and start a new game")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    now = slurp(app.host.save_path);
    ck_assert_str_ne(now, saved);
    free(now);
    free(saved);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The time a match was played counts every session (issue 26's history):
 * left unfinished with 10 minutes played before, kept beside the save
 * (SAVE.played, the record untouched); taken up when the program starts
 * again and resumes it, and when it is abandoned from the title in a later
 * session (its history line's secs); refused once the save is no longer
 * the bytes it was kept with; gone once the match is kept. */
START_TEST(test_time_played_kept)
{
    App app;
    char played[600], *saved, *text;
    TkHistEntry *kept = NULL;
    long n = 0, secs = -1;
    unsigned long long h = 0;
    FILE *f;
    make_pref();
    open_app(&app, 1280, 800);
    saved = leave_a_match(&app); /* a first session's moves */
    ck_assert_int_lt(snprintf(played, sizeof played, "%s.played", app.host.save_path),
                     (int)sizeof played);
    ck_assert_int_eq(access(played, F_OK), 0);
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    app.played_before += 600; /* as if it had been played 10 minutes more */
    press_key(&app, SH_KEY_ESC);
    click_rect(&app, widget(&app, "Title screen (match is saved)")->r);
    app_free(&app);
    text = slurp(played);
    ck_assert_msg(sscanf(text, "racko-played 1\nseconds %ld\nsave %llx\n", &secs, &h) == 2, "%s",
                  text);
    ck_assert_int_ge(secs, 600);
    free(text);
    /* The record itself is as the match left it. */
    text = slurp(app.host.save_path);
    ck_assert_str_eq(text, saved);
    free(text);

    /* A later session resumes it: the time goes on from there. */
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(app.played_before, secs);
    press_key(&app, SH_KEY_ESC);
    click_rect(&app, widget(&app, "Title screen (match is saved)")->r);
    app_free(&app);

    /* Kept for other bytes (a save changed since): not taken up. */
    text = slurp(played);
    f = fopen(played, "w");
    ck_assert_ptr_nonnull(f);
    fprintf(f, "racko-played 1\nseconds %ld\nsave %016llx\n", secs, h ^ 1u);
    fclose(f);
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.played_before, 0);
    press_key(&app, SH_KEY_ESC);
    click_rect(&app, widget(&app, "Title screen (match is saved)")->r);
    app_free(&app);
    f = fopen(played, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f); /* as it was kept */
    fclose(f);
    free(text);

    /* Abandoned from the title in a later session: its line counts the
       time played in every session; the file is gone. */
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "Quick game vs. computer (medium)")->r);
    click_rect(&app, widget(&app, "Abandon it and start a new game")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(tk_hist_load_last(pref, 5, &kept, &n, NULL, NULL, 0), TK_OK);
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(kept[0].abandoned, 1);
    ck_assert_int_ge(kept[0].seconds, secs);
    ck_assert_int_ne(access(played, F_OK), 0);
    free(kept);
    free(saved);
    app_free(&app);
    remove_pref();
}
END_TEST

/* How to play: from the title screen and from the menu (or F1), a page
 * that scrolls; the match waits while it is read; Back returns. */
START_TEST(test_rules_page)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    int i, hist;
    make_pref();
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "How to play")->r);
    ck_assert_int_eq(app.screen, SCR_RULES);
    app_draw(&app);
    /* The arrows and Space scroll the page; the key line says so. */
    keys_line_is(&app, "Up/Down, Space, Page Up/Down, Home/End or the wheel: scroll  \xC2\xB7  "
                       "Enter or Esc: back");
    ck_assert_int_gt(app.rules_h, sh_px(&app.canvas, 600)); /* longer than the window */
    press_key(&app, SH_KEY_PAGEDOWN);
    ck_assert_int_gt(app.rules_scroll, 0);
    for (i = 0; i < 50; i++) {
        press_key(&app, SH_KEY_PAGEDOWN);
    }
    app_draw(&app);
    ck_assert_int_le(app.rules_scroll, app.rules_h); /* stops at the end */
    press_key(&app, SH_KEY_HOME);
    ck_assert_int_eq(app.rules_scroll, 0);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.screen, SCR_TITLE);

    start(&app, 2, specs, RACKO_RULE_BONUS, 17);
    for (i = 0; i < 100000 && !my_move(&app); i++) {
        app_tick(&app, 40);
    }
    press_key(&app, SH_KEY_ESC);
    click_rect(&app, widget(&app, "How to play (F1)")->r);
    ck_assert_int_eq(app.screen, SCR_RULES);
    click_rect(&app, widget(&app, "Back")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(app.overlay, OV_NONE);
    /* F1 in the middle of a computer's turn: the match waits. */
    press_key(&app, 'd');
    press_key(&app, '1');
    press_key(&app, SH_KEY_F1);
    ck_assert_int_eq(app.screen, SCR_RULES);
    hist = racko_game_history_count(game(&app));
    for (i = 0; i < 500; i++) {
        app_tick(&app, 40);
    }
    ck_assert_int_eq(racko_game_history_count(game(&app)), hist);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    for (i = 0; i < 500 && racko_game_history_count(game(&app)) == hist; i++) {
        app_tick(&app, 40);
    }
    ck_assert_int_gt(racko_game_history_count(game(&app)), hist);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Writes the sample 2-seat match into the preference folder's save with
 * seat 1 human and seat 2 played by spec. */
static void save_sample(const char *save, const char *spec)
{
    char src[400], msg[300];
    RackoGame *g = NULL;
    RackoRecordMeta meta;
    snprintf(src, sizeof src, "%s/tests/racko/ui/sample-2seats.racko", getenv("RACKO_SOURCE"));
    ck_assert_int_eq(racko_record_load(src, &g, &meta, msg, sizeof msg), RACKO_OK);
    snprintf(meta.seat[0].spec, sizeof meta.seat[0].spec, "human");
    snprintf(meta.seat[1].spec, sizeof meta.seat[1].spec, "%s", spec);
    ck_assert_msg(racko_record_save(g, &meta, save, msg, sizeof msg) == RACKO_OK, "%s", msg);
    racko_game_free(g);
}

/* A saved match names its bots' commands, and a file can come from
 * anywhere: resuming never starts a command that the player did not set up
 * here without asking; the computer can play the seat instead. */
START_TEST(test_resume_never_runs_a_strangers_bot)
{
    App app;
    char marker[400], encoded[600], save[400];
    int i;
    make_pref();
    snprintf(marker, sizeof marker, "%s/the-bot-ran", pref);
    snprintf(encoded, sizeof encoded, "bot:touch %s", marker);
    snprintf(save, sizeof save, "%s/match.racko", pref);
    save_sample(save, encoded);
    open_app(&app, 1280, 800);
    ck_assert(app.resume_ok);
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.overlay, OV_CONFIRM_BOTS);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    app_draw(&app);
    click_rect(&app, widget(&app, "The computer plays their seats")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 1), MT_SEAT_AI);
    for (i = 0; i < 50; i++) {
        app_tick(&app, 40);
    }
    ck_assert_msg(access(marker, F_OK) != 0, "the saved match's bot ran");
    ck_assert(strstr(app.host.notice, "was not started") != NULL);
    app_free(&app);
    /* The match is saved as it is played on: the computer's seat. */
    {
        RackoGame *g = NULL;
        RackoRecordMeta meta;
        char msg[300];
        ck_assert_int_eq(racko_record_load(save, &g, &meta, msg, sizeof msg), RACKO_OK);
        ck_assert_str_eq(meta.seat[1].spec, "ai:medium");
        racko_game_free(g);
    }

    /* A file naming the command again: the question again, and Back
       keeps the match saved. */
    save_sample(save, encoded);
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.overlay, OV_CONFIRM_BOTS);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.overlay, OV_NONE);
    ck_assert_ptr_null(app.table);
    ck_assert(app.resume_ok);
    ck_assert(access(marker, F_OK) != 0);
    /* Drawn as a picture (racko --render-record): no process either. */
    ck_assert_int_eq(app_resume(&app, save, SH_OPEN_READ_ONLY), 0);
    for (i = 0; i < 50; i++) {
        app_tick(&app, 40);
    }
    app_draw(&app);
    ck_assert(access(marker, F_OK) != 0);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A bot the player set up here (typed in the new-game form) starts again
 * with its saved match, without a question. */
START_TEST(test_resume_starts_the_players_own_bot)
{
    App app;
    const char *src = getenv("RACKO_SOURCE");
    char cmd[400];
    if (src == NULL || access("/usr/bin/python3", X_OK) != 0) {
        return; /* needs the source tree's example bot and Python */
    }
    make_pref();
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "New game...")->r);
    snprintf(cmd, sizeof cmd, "python3 %s/examples/simplebot.py", src);
    app.form.kind[1] = 2 + racko_game.nlevels; /* outside bot */
    snprintf(app.form.bot[1], sizeof app.form.bot[1], "%.190s", cmd);
    click_rect(&app, widget(&app, "Start")->r);
    ck_assert_msg(app.screen == SCR_PLAY, "%s", app.form_error);
    ck_assert(sh_host_bot_trusted(&app.host, cmd));
    app_free(&app);
    open_app(&app, 1280, 800);
    ck_assert(sh_host_bot_trusted(&app.host, cmd)); /* remembered in the folder */
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 1), MT_SEAT_BOT);
    app_free(&app);
    remove_pref();
}
END_TEST

/* ---- the checks of every game (tests/shell/app_checks.h): Rack-O's part ---- */

void saves_make(const char *save, const char *spec2)
{
    save_sample(save, spec2);
}

int saves_read(const char *save, char *spec2, size_t size)
{
    RackoGame *g = NULL;
    RackoRecordMeta meta;
    char msg[300];
    int n;
    ck_assert_msg(racko_record_load(save, &g, &meta, msg, sizeof msg) == RACKO_OK, "%s", msg);
    n = racko_game_history_count(g);
    snprintf(spec2, size, "%s", meta.seat[1].spec);
    racko_game_free(g);
    return n;
}

int saves_history(const App *app)
{
    return racko_game_history_count(game(app));
}

int saves_players(const App *app)
{
    return racko_game_config(game(app))->players;
}

/* Three moves of the person (the sample ends a round: the next deal). */
int saves_play(App *app)
{
    int i, made = 0;
    for (i = 0; i < 100000 && made < 3; i++) {
        app_tick(app, 40);
        if (overlay(app) == OV_ROUND_END) {
            press_key(app, SH_KEY_ENTER);
        } else if (my_move(app)) {
            human_move(app, BY_MOUSE);
            made++;
        }
    }
    ck_assert_int_eq(made, 3);
    return racko_game_history_count(game(app));
}

void saves_check_resumed(App *app)
{
    (void)app; /* Rack-O keeps nothing beside the match */
}

const char *saves_fallback(void)
{
    return "ai:medium";
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

/* The Statistics screen on a scripted history (issue 26). */
START_TEST(test_statistics_screen)
{
    make_pref();
    stats_check_screen();
    remove_pref();
}
END_TEST

/* A match saved by the tree before the match layer
 * (tests/racko/ui/old-match.racko: the deal and ten moves, the person to
 * play) comes back as it was: an existing player's saves still resume. */
START_TEST(test_old_save_resumes)
{
    App app;
    char cmd[1500];
    const char *src = getenv("RACKO_SOURCE");
    int i;
    make_pref();
    ck_assert_ptr_nonnull(src);
    snprintf(cmd, sizeof cmd, "cp '%s/tests/racko/ui/old-match.racko' '%s/match.racko'", src,
             pref);
    ck_assert_int_eq(system(cmd), 0);
    open_app(&app, 1280, 800);
    ck_assert(app.resume_ok);
    click_rect(&app, widget(&app, "Resume the match")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(racko_game_history_count(game(&app)), 11);
    ck_assert_int_eq(racko_game_to_act(game(&app)), 0);
    ck_assert_str_eq(mt_match_seat_name(app.table->match, 1), "June");
    /* and it plays on: the person's move is taken and saved */
    for (i = 0; i < 1000 && !my_move(&app); i++) {
        app_tick(&app, 40);
    }
    ck_assert(my_move(&app));
    human_move(&app, BY_KEYS);
    ck_assert_int_gt(racko_game_history_count(game(&app)), 11);
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_resume_at_round_end)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    int i, round;
    Uint8 r, g, b;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, RACKO_RULE_BONUS, 4321);
    play_round(&app, BY_KEYS);
    round = racko_game_round(game(&app));
    app_free(&app);

    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_NORMAL;
    ck_assert(app.resume_ok);
    app_build_widgets(&app);
    click_rect(&app, app.host.w[0].r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    app_tick(&app, 0);
    ck_assert_int_eq(overlay(&app), OV_ROUND_END);
    ck_assert_int_eq(racko_game_round(game(&app)), round);
    app_draw(&app); /* the first frame, before any row shows */
    for (i = 0; i < 1000 && app_wait_ms(&app) == 0; i++) {
        app_tick(&app, 40);
        app_draw(&app);
        if (i == 12) {
            check_cache_fresh(&app);
        }
    }
    ck_assert(ui_table_score_reveal(app.table, 1) >= 1.0f);
    check_cache_fresh(&app);
    /* The first row's name is drawn: light text on the dark sheet. */
    {
        float ph = ui_table_round_panel_height(app.table);
        ShRect row = ui_layout_ref(&app.table->lay, 150 + 30 + 36, (800.0f - ph) / 2.0f + 10.0f + 22 + 50 + 26, 150, 20);
        int x, y, light = 0;
        for (y = row.y; y < row.y + row.h; y++) {
            for (x = row.x; x < row.x + row.w; x++) {
                pixel(&app, x, y, &r, &g, &b);
                light += r > 150 && g > 150 && b > 150;
            }
        }
        ck_assert_msg(light > 20, "no name in the score sheet's first row (%d light pixels)", light);
    }
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    ck_assert_int_eq(racko_game_round(game(&app)), round + 1);
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_random_input)
{
    App app;
    static const int keys[] = {'d', 't', 'x', 'h', '1', '5', '0', ' ', SH_KEY_ENTER, SH_KEY_ESC,
                               SH_KEY_TAB, SH_KEY_UP, SH_KEY_DOWN, SH_KEY_LEFT, SH_KEY_RIGHT,
                               SH_KEY_BACKSPACE, 'a', 'q'};
    Uint32 seed = 12345u + (Uint32)_i * 7919u;
    int i, s;
    make_pref();
    open_app(&app, 1920, 1080);
    app.host.settings.speed = SH_SPEED_FAST;
    for (i = 0; i < 3000; i++) {
        ShInput in;
        int what;
        seed = seed * 1103515245u + 12345u;
        what = (int)((seed >> 16) % 100);
        memset(&in, 0, sizeof in);
        if (what < 50) {
            in.kind = (what % 3 == 0) ? SH_IN_MOVE : (what % 3 == 1 ? SH_IN_PRESS : SH_IN_RELEASE);
            in.x = (int)((seed >> 3) % (Uint32)(app.out_w + 40)) - 20;
            seed = seed * 1103515245u + 12345u;
            in.y = (int)((seed >> 3) % (Uint32)(app.out_h + 40)) - 20;
            app_input(&app, &in);
        } else if (what < 80) {
            in.kind = SH_IN_KEY;
            in.key = keys[(seed >> 8) % (sizeof keys / sizeof keys[0])];
            app_input(&app, &in);
        } else if (what < 83) {
            app.out_w = 640 + (int)((seed >> 4) % 1280);
            app.out_h = 480 + (int)((seed >> 9) % 600);
            app_resized(&app);
        } else {
            app_tick(&app, (int)((seed >> 5) % 400));
        }
        if (what % 7 == 0) {
            app_draw(&app);
        }
        if (i % 250 == 0 && app.screen == SCR_PLAY) {
            check_cache_fresh(&app);
        }
        if (!app.running) {
            app.running = 1; /* "Quit" was clicked: carry on */
        }
        if (app.screen == SCR_TITLE && i % 500 == 499) {
            static const char *const specs[] = {"human", "ai:easy", "ai:medium", "human"};
            start(&app, 2 + i % 3, specs, RACKO_RULE_BONUS | (i % 1000 == 999 ? RACKO_RULE_ECLAIR : 0), (uint64_t)i);
        }
    }
    if (app.table != NULL) {
        int p = racko_game_config(game(&app))->players;
        ui_anim_finish(app.table->anim);
        for (s = 0; s < p; s++) {
            int rack[RACKO_SLOTS], k, j;
            racko_game_rack(game(&app), s, rack);
            for (k = 0; k < RACKO_SLOTS; k++) {
                for (j = k + 1; j < RACKO_SLOTS; j++) {
                    ck_assert(rack[k] == 0 || rack[k] != rack[j]);
                }
            }
        }
    }
    app_free(&app);
    remove_pref();
}
END_TEST


/* ------------------------------------------------------------------ */
/* The Match history and the replay viewer                             */

/* The widget of this id on the screen shown (the test fails without). */
static ShWidget *widget_id(App *app, int id)
{
    int i;
    app_build_widgets(app);
    for (i = 0; i < app->host.nw; i++) {
        if (app->host.w[i].id == id) {
            return &app->host.w[i];
        }
    }
    ck_abort_msg("no widget %d", id);
    return NULL;
}

/* How many widgets of the screen are labelled label. */
static int widgets_labelled(App *app, const char *label)
{
    int i, n = 0;
    app_build_widgets(app);
    for (i = 0; i < app->host.nw; i++) {
        n += strcmp(app->host.w[i].label, label) == 0;
    }
    return n;
}

/* A match of three seats to 150 points, played by the engine's computers:
 * seat 1 a person ("Ada"), seat 2 a computer, seat 3 an outside bot whose
 * command is a script that would make the file `touched` if it ever ran;
 * saved at path. */
static void replay_record(const char *path, const char *touched, uint64_t seed)
{
    RackoConfig cfg;
    RackoGame *g = NULL;
    RackoAI *ai[3];
    RackoRecordMeta meta;
    char msg[300], script[400];
    FILE *f;
    int s, n;
    snprintf(script, sizeof script, "%s.sh", touched);
    f = fopen(script, "w");
    ck_assert_ptr_nonnull(f);
    fprintf(f, "#!/bin/sh\ntouch '%s'\n", touched);
    fclose(f);
    ck_assert_int_eq(chmod(script, 0755), 0);
    racko_config_default(&cfg, 3);
    cfg.target = 150;
    ck_assert_int_eq(racko_game_new(&cfg, seed, &g, msg, sizeof msg), RACKO_OK);
    for (s = 0; s < 3; s++) {
        ck_assert_int_eq(racko_ai_new("easy", seed + (uint64_t)s, &ai[s]), RACKO_OK);
    }
    for (n = 0; n < 100000 && racko_game_phase(g) != RACKO_PHASE_MATCH_OVER; n++) {
        RackoAction a = {RACKO_ACT_DEAL, 0};
        int seat = racko_game_to_act(g);
        if (racko_game_phase(g) != RACKO_PHASE_ROUND_OVER) {
            ck_assert_int_eq(racko_ai_decide(ai[seat], racko_game_view(g, seat), &a), RACKO_OK);
        }
        ck_assert_int_eq(racko_apply(g, seat, a), RACKO_OK);
    }
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_MATCH_OVER);
    memset(&meta, 0, sizeof meta);
    snprintf(meta.seat[0].spec, sizeof meta.seat[0].spec, "human");
    snprintf(meta.seat[0].name, sizeof meta.seat[0].name, "Ada");
    snprintf(meta.seat[1].spec, sizeof meta.seat[1].spec, "ai:easy");
    snprintf(meta.seat[1].name, sizeof meta.seat[1].name, "Milo");
    ck_assert_int_lt(snprintf(meta.seat[2].spec, sizeof meta.seat[2].spec, "bot:%s", script),
                     (int)sizeof meta.seat[2].spec);
    snprintf(meta.seat[2].name, sizeof meta.seat[2].name, "Scripty");
    ck_assert_msg(racko_record_save(g, &meta, path, msg, sizeof msg) == RACKO_OK, "%s", msg);
    for (s = 0; s < 3; s++) {
        racko_ai_free(ai[s]);
    }
    racko_game_free(g);
}

/* A line of the history at dir: match seq, its record (NULL: none). */
static void replay_hist_line(const char *dir, long seq, const char *record, int abandoned)
{
    TkHistEntry e;
    char msg[300];
    memset(&e, 0, sizeof e);
    e.seq = seq;
    e.when = 1790000000 + seq * 3600;
    e.seconds = 300 + seq;
    e.abandoned = abandoned;
    e.units = 3;
    e.players = 3;
    e.me = 0;
    e.seat[0].kind = TK_HIST_PERSON;
    snprintf(e.seat[0].name, sizeof e.seat[0].name, "Ada");
    e.seat[0].score = 120;
    e.seat[1].kind = TK_HIST_COMPUTER;
    snprintf(e.seat[1].who, sizeof e.seat[1].who, "easy");
    snprintf(e.seat[1].name, sizeof e.seat[1].name, "Milo");
    e.seat[1].score = 160;
    e.seat[1].won = !abandoned;
    e.seat[2].kind = TK_HIST_BOT;
    snprintf(e.seat[2].who, sizeof e.seat[2].who, "scripty");
    snprintf(e.seat[2].name, sizeof e.seat[2].name, "Scripty");
    snprintf(e.options, sizeof e.options, "rules=bonus,target=150");
    snprintf(e.record, sizeof e.record, "%s", record != NULL ? record : "");
    ck_assert_msg(tk_hist_append(dir, &e, TK_HIST_RECORDS, msg, sizeof msg) == TK_OK, "%s", msg);
}

/* The record at path as a new game with its first `items` items applied
 * (the engine's own replay, the viewer aside), as record text. */
static char *record_after(const char *path, int items)
{
    RackoGame *whole = NULL, *g = NULL;
    char *text = NULL;
    int i;
    ck_assert_int_eq(racko_table_load_record(path, &whole, NULL, NULL, 0), RACKO_OK);
    ck_assert_int_eq(racko_game_new(racko_game_config(whole), racko_game_seed(whole), &g, NULL, 0),
                     RACKO_OK);
    for (i = 0; i < items; i++) {
        RackoHistoryItem it;
        ck_assert_int_eq(racko_game_history_item(whole, i, &it), RACKO_OK);
        ck_assert_int_eq(it.is_script ? racko_game_script_deck(g, it.cards, it.ncards)
                                      : racko_apply(g, it.seat, it.action),
                         RACKO_OK);
    }
    ck_assert_int_eq(racko_record_write(g, NULL, &text, NULL), RACKO_OK);
    racko_game_free(g);
    racko_game_free(whole);
    return text;
}

/* The replay table's game as record text, and its items. */
static char *replay_text(const App *app, int *items)
{
    const RackoGame *g = racko_table_game(app->replay->match);
    char *text = NULL;
    ck_assert_int_eq(racko_record_write(g, NULL, &text, NULL), RACKO_OK);
    *items = racko_game_history_count(g);
    return text;
}

/* The replay table's game is the record's after as many items. */
static void replay_matches_record(const App *app, const char *path)
{
    int items;
    char *got = replay_text(app, &items), *want = record_after(path, items);
    ck_assert_str_eq(got, want);
    free(got);
    free(want);
}

/* Through the Match history (the Esc menu, Statistics, Match history,
 * Watch) with a match on the table: the viewer steps a record to its end
 * and back, jumps to a round, plays at a speed for a while; every rack is
 * face up, no input reaches the table's match; closing it goes back to
 * the list and the match is on the table as it was.  No process is
 * started (the record's bot would make a file) and nothing is written
 * (the preference folder's files, sizes and times, the saved match's
 * bytes, the record's folder unchanged). */
START_TEST(test_replay_viewer)
{
    App app;
    char hist[400], record[600], touched[600], save[600], err[300], name[64];
    char *before = calloc(1, 1 << 16), *after = calloc(1, 1 << 16), *saved, *saved_after;
    const RackoGame *mine;
    ShTable *replay;
    int i, steps, at, items, units;
    make_pref();
    ck_assert_ptr_nonnull(before);
    ck_assert_ptr_nonnull(after);
    /* The history: three matches, the newest one's record kept, the
       next one's gone, the oldest with none. */
    snprintf(touched, sizeof touched, "%s/touched", pref);
    ck_assert_int_eq(tk_hist_make_dir(pref, err, sizeof err), TK_OK);
    replay_hist_line(pref, 1, NULL, 1);
    tk_hist_record_name(2, "racko", name, sizeof name);
    replay_hist_line(pref, 2, name, 0);
    tk_hist_record_name(3, "racko", name, sizeof name);
    ck_assert_int_eq(tk_hist_record_path(pref, name, record, sizeof record), TK_OK);
    replay_record(record, touched, 91);
    replay_hist_line(pref, 3, name, 0);
    snprintf(hist, sizeof hist, "%s/history.txt", pref);

    open_app(&app, 1280, 800);
    start_to_my_move(&app, 5);
    mine = game(&app);
    snprintf(save, sizeof save, "%s/match.racko", pref);
    saved = slurp(save);
    ck_assert_uint_gt(strlen(saved), 0);
    ck_assert_int_eq(portable_tree_state(pref, before, 1 << 16), 0);

    /* Esc menu, Statistics, Match history. */
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.overlay, OV_MENU);
    click_rect(&app, widget(&app, "Statistics")->r);
    ck_assert_int_eq(app.screen, SCR_STATS);
    click_rect(&app, widget(&app, "Match history")->r);
    ck_assert_int_eq(app.screen, SCR_HISTORY);
    ck_assert_int_eq(app.nhist, 3);
    ck_assert_int_eq(widgets_labelled(&app, "Watch"), 1); /* the one record kept */
    app_draw(&app);
    /* The focus on the Watch button, Enter. */
    app_focus_id(&app, APP_ID_HIST_WATCH + 0);
    ck_assert_int_eq(app.host.w[app.wfocus].id, APP_ID_HIST_WATCH);
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(app.screen, SCR_REPLAY);
    ck_assert_ptr_nonnull(app.replay);
    ck_assert_ptr_ne(app.replay, app.table);
    replay = app.replay;
    ck_assert(replay->replay);
    steps = racko_game.replay_steps(replay);
    ck_assert_int_gt(steps, 20);
    ck_assert_int_eq(racko_game.replay_at(replay), 0);
    units = app.replay_nunits;
    ck_assert_int_ge(units, 2);
    app_draw(&app);

    /* One step at a time to the end ('.'), each with what it shows. */
    for (i = 0; i < 100000 && racko_game.replay_at(replay) < steps; i++) {
        at = racko_game.replay_at(replay);
        press_key(&app, '.');
        ck_assert(racko_game.replay_at(replay) == at + 1 || ui_table_dialog(replay));
        app_tick(&app, 30);
        if (i % 97 == 0) {
            app_draw(&app);
        }
        for (int s = 0; s < 3; s++) {
            ck_assert(ui_table_face_up(replay, s)); /* it is over: all face up */
        }
    }
    ck_assert_int_eq(racko_game.replay_at(replay), steps);
    ck_assert_int_eq(racko_game_phase(racko_table_game(replay->match)), RACKO_PHASE_MATCH_OVER);
    replay_matches_record(&app, record);
    /* Back to the start (Home): round 0, nothing dealt. */
    press_key(&app, SH_KEY_HOME);
    ck_assert_int_eq(racko_game.replay_at(replay), 0);
    ck_assert_int_eq(racko_game_round(racko_table_game(replay->match)), 0);
    replay_matches_record(&app, record);
    /* The second round (Page Down twice), then a step back (','). */
    press_key(&app, SH_KEY_PAGEDOWN);
    press_key(&app, SH_KEY_PAGEDOWN);
    ck_assert_int_eq(racko_game.replay_at(replay), app.replay_starts[1]);
    ck_assert_int_eq(racko_game_round(racko_table_game(replay->match)), 2);
    replay_matches_record(&app, record);
    press_key(&app, ',');
    ck_assert_int_eq(racko_game.replay_at(replay), app.replay_starts[1] - 1);
    replay_matches_record(&app, record);
    /* The bar by the mouse: End, Start, Forward, Back, the round's choice
       (its right part: the next round), Play and Pause. */
    click_rect(&app, widget_id(&app, APP_ID_RP_END)->r);
    ck_assert_int_eq(racko_game.replay_at(replay), steps);
    click_rect(&app, widget_id(&app, APP_ID_RP_START)->r);
    ck_assert_int_eq(racko_game.replay_at(replay), 0);
    ck_assert(!widget_id(&app, APP_ID_RP_BACK)->enabled);
    click_rect(&app, widget_id(&app, APP_ID_RP_FORWARD)->r);
    click_rect(&app, widget_id(&app, APP_ID_RP_FORWARD)->r);
    ck_assert_int_eq(racko_game.replay_at(replay), 2);
    click_rect(&app, widget_id(&app, APP_ID_RP_BACK)->r);
    ck_assert_int_eq(racko_game.replay_at(replay), 1);
    {
        ShWidget *un = widget_id(&app, APP_ID_RP_UNIT);
        press_release(&app, un->r.x + un->r.w - 4, un->r.y + un->r.h / 2);
        ck_assert_int_eq(racko_game.replay_at(replay), app.replay_starts[1]);
        snprintf(name, sizeof name, "Round 2 of %d", units);
        ck_assert_str_eq(widget_id(&app, APP_ID_RP_UNIT)->value, name);
        un = widget_id(&app, APP_ID_RP_UNIT);
        press_release(&app, un->r.x + 4, un->r.y + un->r.h / 2); /* left: back to its start */
        ck_assert_int_eq(racko_game.replay_at(replay), app.replay_starts[0]);
    }
    click_rect(&app, widget_id(&app, APP_ID_RP_PLAY)->r);
    ck_assert(app.replay_playing);
    ck_assert_str_eq(widget_id(&app, APP_ID_RP_PLAY)->label, "Pause");
    click_rect(&app, widget_id(&app, APP_ID_RP_PLAY)->r);
    ck_assert(!app.replay_playing);
    click_rect(&app, widget_id(&app, APP_ID_RP_START)->r);
    ck_assert_int_eq(racko_game.replay_at(replay), 0);
    /* Played at x4 for a while: it moves on by itself; paused, it stays. */
    {
        ShWidget *sp = widget_id(&app, APP_ID_RP_SPEED);
        press_release(&app, sp->r.x + sp->r.w - 4, sp->r.y + sp->r.h / 2); /* right: faster */
        press_release(&app, sp->r.x + sp->r.w - 4, sp->r.y + sp->r.h / 2);
        ck_assert_int_eq(app.replay_speed, 3);
        ck_assert_str_eq(widget_id(&app, APP_ID_RP_SPEED)->value, "Speed: \xC3\x97" "4");
    }
    press_key(&app, 'p');
    ck_assert(app.replay_playing);
    for (i = 0; i < 400; i++) {
        app_tick(&app, 50);
    }
    at = racko_game.replay_at(replay);
    ck_assert_int_gt(at, 3);
    press_key(&app, 'p');
    ck_assert(!app.replay_playing);
    at = racko_game.replay_at(replay);
    for (i = 0; i < 200; i++) {
        app_tick(&app, 50);
    }
    ck_assert_int_eq(racko_game.replay_at(replay), at);
    replay_text(&app, &items);
    ck_assert_int_gt(items, 0);
    app_draw(&app);

    /* Close: back to the list, then the Statistics, then the match. */
    press_key(&app, SH_KEY_ESC);
    ck_assert_ptr_null(app.replay);
    ck_assert_int_eq(app.screen, SCR_HISTORY);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.screen, SCR_STATS);
    click_rect(&app, widget(&app, "Back")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_ptr_eq(game(&app), mine);
    ck_assert(my_move(&app));

    /* Nothing started, nothing written. */
    saved_after = slurp(save);
    ck_assert_str_eq(saved_after, saved);
    ck_assert_int_eq(portable_tree_state(pref, after, 1 << 16), 0);
    ck_assert_str_eq(after, before);
    ck_assert_int_ne(access(touched, F_OK), 0);
    app_free(&app);
    free(saved);
    free(saved_after);
    free(before);
    free(after);
    remove_pref();
}
END_TEST

/* The results sheet of a match just kept offers "Watch the replay";
 * Close comes back to that sheet, and Play again still plays again.  A
 * record that cannot be read opens nothing and says why. */
START_TEST(test_replay_from_match_end)
{
    App app;
    char bad[400], err[400];
    FILE *f;
    int i;
    make_pref();
    open_app(&app, 1280, 800);
    watch_to_match_end(&app, 78);
    ck_assert_str_ne(app.kept_record, "");
    ck_assert_int_eq(access(app.kept_record, R_OK), 0);
    click_rect(&app, widget(&app, "Watch the replay")->r);
    ck_assert_int_eq(app.screen, SCR_REPLAY);
    ck_assert_ptr_nonnull(app.replay);
    ck_assert_int_eq(racko_game.replay_at(app.replay), 0);
    /* Played by itself to the end: each round's sheet closes itself, the
       results stay, and the button says Play again. */
    press_key(&app, 'p');
    for (i = 0; i < 200000 && app.replay_playing; i++) {
        app_tick(&app, 50);
    }
    ck_assert(!app.replay_playing);
    ck_assert_int_eq(racko_game.replay_at(app.replay), racko_game.replay_steps(app.replay));
    ck_assert_int_eq(app.replay->scr.dialog, UI_DLG_MATCH_END);
    ck_assert_str_eq(widget_id(&app, APP_ID_RP_PLAY)->label, "Play");
    ck_assert(!widget_id(&app, APP_ID_RP_FORWARD)->enabled);
    press_key(&app, SH_KEY_HOME);
    ck_assert_int_eq(racko_game.replay_at(app.replay), 0);
    press_key(&app, SH_KEY_END);
    ck_assert_int_eq(racko_game.replay_at(app.replay), racko_game.replay_steps(app.replay));
    replay_matches_record(&app, app.kept_record);
    app_draw(&app);
    click_rect(&app, widget_id(&app, APP_ID_RP_CLOSE)->r);
    ck_assert_ptr_null(app.replay);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    /* A damaged record: a sentence, no table, the screen as it was. */
    snprintf(bad, sizeof bad, "%s/bad.racko", pref);
    f = fopen(bad, "w");
    ck_assert_ptr_nonnull(f);
    fputs("racko-record 1\nplayers 9\n", f);
    fclose(f);
    ck_assert_int_eq(app_replay_open(&app, bad, SCR_PLAY, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "This match cannot be replayed") != NULL, "%s", err);
    ck_assert_ptr_null(app.replay);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    click_rect(&app, widget(&app, "Play again")->r);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    ck_assert_int_le(racko_game_round(game(&app)), 1);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The day and time a match of the Match history ended, in the language in
 * force: "2025-11-28  00:37" in English, "28/11/2025  00:37" in French
 * (the machine's local time, as the screen shows it). */
START_TEST(test_history_day_in_language)
{
    App app;
    const int64_t when = 1764290220; /* 2025-11-28 00:37 UTC */
    time_t t = (time_t)when;
    struct tm tmv;
    char out[64], want[64];
    localtime_r(&t, &tmv);
    make_pref();
    open_app(&app, 1280, 800);
    app_history_when(when, out, sizeof out);
    snprintf(want, sizeof want, "%04d-%02d-%02d  %02d:%02d", tmv.tm_year + 1900, tmv.tm_mon + 1,
             tmv.tm_mday, tmv.tm_hour, tmv.tm_min);
    ck_assert_str_eq(out, want);
    snprintf(app.language_arg, sizeof app.language_arg, "fr");
    app_apply_language(&app);
    app_history_when(when, out, sizeof out);
    snprintf(want, sizeof want, "%02d/%02d/%04d  %02d:%02d", tmv.tm_mday, tmv.tm_mon + 1,
             tmv.tm_year + 1900, tmv.tm_hour, tmv.tm_min);
    ck_assert_str_eq(out, want);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The Match history of 14 matches, ten lines at a time: Page Down, End
 * and the wheel scroll; Up and Down go from one Watch button to the next,
 * past a line whose record is gone, the list following. */
START_TEST(test_history_list_scrolls)
{
    App app;
    char err[300], name[64], record[600], touched[600];
    long seq;
    make_pref();
    snprintf(touched, sizeof touched, "%s/touched", pref);
    ck_assert_int_eq(tk_hist_make_dir(pref, err, sizeof err), TK_OK);
    tk_hist_record_name(1, "racko", name, sizeof name);
    ck_assert_int_eq(tk_hist_record_path(pref, name, record, sizeof record), TK_OK);
    replay_record(record, touched, 5);
    for (seq = 1; seq <= 14; seq++) {
        char link[600];
        tk_hist_record_name(seq, "racko", name, sizeof name);
        ck_assert_int_eq(tk_hist_record_path(pref, name, link, sizeof link), TK_OK);
        if (seq > 1 && seq != 12) { /* match 12's record is gone */
            ck_assert_int_eq(symlink(record, link), 0);
        }
        replay_hist_line(pref, seq, name, seq % 5 == 0);
    }
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "Statistics")->r);
    click_rect(&app, widget(&app, "Match history")->r);
    ck_assert_int_eq(app.screen, SCR_HISTORY);
    ck_assert_int_eq(app.nhist, 14);
    ck_assert_int_eq(widgets_labelled(&app, "Watch"), 9); /* lines 14..5, but 12 */
    press_key(&app, SH_KEY_PAGEDOWN);
    ck_assert_int_eq(app.hist_top, 4);
    ck_assert_int_eq(widgets_labelled(&app, "Watch"), 10); /* lines 10..1 */
    press_key(&app, SH_KEY_HOME);
    ck_assert_int_eq(app.hist_top, 0);
    /* Down from the newest line's Watch: the next with a record. */
    app_build_widgets(&app);
    app_focus_id(&app, APP_ID_HIST_WATCH + 0);
    press_key(&app, SH_KEY_DOWN);
    ck_assert_int_eq(app.host.w[app.wfocus].id, APP_ID_HIST_WATCH + 1);
    press_key(&app, SH_KEY_DOWN); /* past match 12 (line 2) */
    ck_assert_int_eq(app.host.w[app.wfocus].id, APP_ID_HIST_WATCH + 3);
    for (int k = 0; k < 7; k++) {
        press_key(&app, SH_KEY_DOWN);
    }
    ck_assert_int_eq(app.host.w[app.wfocus].id, APP_ID_HIST_WATCH + 10); /* match 4 */
    ck_assert_int_eq(app.hist_top, 1); /* scrolled to show it */
    press_key(&app, SH_KEY_END);
    ck_assert_int_eq(app.hist_top, 4);
    {
        ShInput in;
        memset(&in, 0, sizeof in);
        in.kind = SH_IN_WHEEL;
        in.key = 1; /* up */
        app_input(&app, &in);
        ck_assert_int_eq(app.hist_top, 2);
    }
    app_draw(&app);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.screen, SCR_STATS);
    ck_assert_int_ne(access(touched, F_OK), 0);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Every screen in the pseudo-language (40% longer, accented) and in
 * French, at 1024x700 and 1920x1080: nothing cut, nothing over anything
 * else (lang_checks.h).  _i: the language (even qps, odd fr), the size. */
START_TEST(test_words_fit)
{
    static const int sizes[][2] = {{1024, 700}, {1920, 1080}};
    static const char *const solo[] = {"human", "ai:easy", "ai:easy"};
    static const char *const pair[] = {"human", "human"};
    static const char *const four[] = {"ai:easy", "ai:medium", "ai:easy", "ai:medium"};
    const char *lang = _i % 2 == 0 ? "qps" : "fr";
    int w = sizes[_i / 2][0], h = sizes[_i / 2][1], i, rounds = 0;
    App app;
    UiOptions opts;
    make_pref();
    lang_open(&app, lang, w, h);
    lang_walk_shell(&app);
    /* The table: the player's turn, a hint, a refusal; the menu and the
       question before abandoning it. */
    start(&app, 3, solo, RACKO_RULE_BONUS, 41);
    for (i = 0; i < 100000 && !my_move(&app); i++) {
        app_tick(&app, 40);
    }
    ck_assert(my_move(&app));
    lang_look(&app, "table");
    press_key(&app, 'h');
    lang_look(&app, "table-hint");
    press_key(&app, 'x');
    lang_look(&app, "table-refusal");
    lang_walk_dialogs(&app);
    {
        /* A bot that stops during the person's turn: the notice (what the
           kit says of a bot, the same for every game), its detail apart. */
        static const char *const quits[] = {
            "human", "bot:read l; echo ok quitter; read l; sleep 0.5; exit 5"};
        struct timespec pause = {0, 50 * 1000 * 1000L};
        start(&app, 2, quits, RACKO_RULE_BONUS, 4);
        for (i = 0; i < 100000 && !my_move(&app); i++) {
            app_tick(&app, 40);
        }
        for (i = 0; i < 200 && app.host.notice[0] == '\0'; i++) {
            nanosleep(&pause, NULL);
            app_tick(&app, app_step_ms(1000, app_wait_ms(&app)));
        }
        ck_assert(app.host.notice[0] != '\0');
        lang_look(&app, "bot-stopped");
    }
    /* Hot seat: the pass screen. */
    start(&app, 2, pair, RACKO_RULE_BONUS, 31);
    for (i = 0; i < 100000 && overlay(&app) != OV_PASS; i++) {
        app_tick(&app, 40);
        if (my_move(&app)) {
            human_move(&app, BY_MOUSE);
        }
    }
    ck_assert_int_eq(overlay(&app), OV_PASS);
    lang_look(&app, "pass");
    /* Teams with bonus runs, watched to the end: a round's sheet, the
       match's results; then tokens, lightning deal. */
    app.host.settings.speed = SH_SPEED_INSTANT;
    racko_game.options_default(&opts);
    opts.rules = RACKO_RULE_BONUS | RACKO_RULE_TEAMS;
    opts.target = 150;
    start_with(&app, 4, four, opts.rules, 77, &opts);
    for (i = 0; i < 200000 && overlay(&app) != OV_MATCH_END; i++) {
        app_tick(&app, 50);
        if (overlay(&app) == OV_ROUND_END) {
            int k;
            for (k = 0; k < 400; k++) {
                app_tick(&app, 50); /* the sheet's reveal to its end */
            }
            if (rounds++ == 0) {
                lang_look(&app, "round-end-teams");
            }
            press_key(&app, SH_KEY_ENTER);
        }
    }
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    lang_look(&app, "match-end-teams");
    /* Its replay (the results' Watch the replay): at its start, in the
       second round, on a round's sheet, at its end; then the Match
       history, from the Esc menu's Statistics. */
    click_rect(&app, widget_id(&app, SH_ID_WATCH)->r);
    ck_assert_int_eq(app.screen, SCR_REPLAY);
    lang_look(&app, "replay-start");
    press_key(&app, SH_KEY_PAGEDOWN);
    press_key(&app, SH_KEY_PAGEDOWN);
    for (i = 0; i < 6; i++) {
        press_key(&app, '.');
    }
    lang_look(&app, "replay-round");
    for (i = 0; i < 100000 && !ui_table_dialog(app.replay); i++) {
        press_key(&app, '.');
    }
    ck_assert(ui_table_dialog(app.replay));
    for (i = 0; i < 400; i++) {
        app_tick(&app, 50); /* the sheet's reveal to its end (held: it stays) */
    }
    ck_assert(ui_table_dialog(app.replay));
    lang_look(&app, "replay-sheet");
    press_key(&app, SH_KEY_END);
    lang_look(&app, "replay-end");
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.overlay, OV_MENU);
    click_rect(&app, widget_id(&app, APP_ID_STATS)->r);
    click_rect(&app, widget_id(&app, APP_ID_HISTORY)->r);
    ck_assert_int_eq(app.screen, SCR_HISTORY);
    ck_assert_int_ge(app.nhist, 2);
    lang_look(&app, "history-watch");
    press_key(&app, SH_KEY_ESC);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    opts.rules = RACKO_RULE_TOKENS | RACKO_RULE_ECLAIR;
    opts.token_rounds = 3;
    start_with(&app, 4, four, opts.rules, 78, &opts);
    for (i = 0; i < 200000 && overlay(&app) != OV_MATCH_END; i++) {
        app_tick(&app, 50);
        if (overlay(&app) == OV_ROUND_END) {
            int k;
            for (k = 0; k < 400; k++) {
                app_tick(&app, 50);
            }
            lang_look(&app, "round-end-tokens");
            press_key(&app, SH_KEY_ENTER);
        }
    }
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    lang_look(&app, "match-end-tokens");
    app_free(&app);
    remove_pref();
}
END_TEST

/* The text drawing's watch that test_words_fit reads sees what it says. */
START_TEST(test_fit_watch)
{
    App app;
    make_pref();
    open_app(&app, 1024, 700);
    lang_check_watch(&app);
    app_free(&app);
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

/* The viewer's key line says this game's own word for what Page Up and
 * Page Down jump to ("round", as its bar's choice says), never "round or
 * game". */
START_TEST(test_replay_keys_say_round)
{
    char record[600];
    App app;
    make_pref();
    open_app(&app, 1280, 800);
    snprintf(record, sizeof record, "%s/tests/racko/ui/sample-2seats.racko", getenv("RACKO_SOURCE"));
    keys_check_replay_line(&app, record, "Page Up/Down: round");
    app_free(&app);
    remove_pref();
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("ui_app");
    TCase *tc = tcase_create("play");
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, test_round_by_mouse);
    tcase_add_test(tc, test_round_by_keys_and_drag);
    tcase_add_test(tc, test_illegal_clicks_explained);
    tcase_add_test(tc, test_wait_message_names_the_mover);
    tcase_add_test(tc, test_idle_timers_count_whole);
    tcase_add_test(tc, test_hot_seat_hides_racks);
    tcase_add_test(tc, test_lightning_deal_by_clicks);
    tcase_add_test(tc, test_round_against_outside_bot);
    tcase_add_test(tc, test_failing_bot_notice);
    tcase_add_test(tc, test_bot_death_shown_at_once);
    tcase_add_test(tc, test_whole_match_watched);
    tcase_add_test(tc, test_score_sheet_reveal);
    suite_add_tcase(s, tc);
    tc = tcase_create("screens");
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, test_screens_pixels);
    tcase_add_test(tc, test_notice_box);
    tcase_add_test(tc, test_resume_and_damaged_save);
    tcase_add_test(tc, test_ctrl_q_quits);
    tcase_add_test(tc, test_number_row_by_place);
    tcase_add_test(tc, test_resume_at_round_end);
    tcase_add_test(tc, test_old_save_resumes);
    tcase_add_test(tc, test_new_game_form);
    tcase_add_test(tc, test_player_named_as_chosen);
    tcase_add_test(tc, test_title_paths_keep_the_match);
    tcase_add_test(tc, test_time_played_kept);
    tcase_add_test(tc, test_rules_page);
    tcase_add_test(tc, test_resume_never_runs_a_strangers_bot);
    tcase_add_test(tc, test_resume_starts_the_players_own_bot);
    suite_add_tcase(s, tc);
    tc = tcase_create("words");
    tcase_add_test(tc, test_saved_line_language);
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_fit_watch);
    tcase_add_loop_test(tc, test_words_fit, 0, 4);
    suite_add_tcase(s, tc);
    tc = tcase_create("keys");
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, test_match_end_keys);
    tcase_add_test(tc, test_menu_keys);
    tcase_add_test(tc, test_form_keys);
    suite_add_tcase(s, tc);
    /* No path loses a player's match: saved after a resume in every mode,
       never replaced without a yes. */
    tc = tcase_create("saves");
    tcase_set_timeout(tc, 240);
    tcase_add_loop_test(tc, test_killed_after_resume, 0, 3);
    tcase_add_test(tc, test_quick_from_command_line_asks);
    tcase_add_test(tc, test_statistics_screen);
    suite_add_tcase(s, tc);
    tc = tcase_create("replay");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_replay_viewer);
    tcase_add_test(tc, test_replay_from_match_end);
    tcase_add_test(tc, test_replay_keys_say_round);
    tcase_add_test(tc, test_history_list_scrolls);
    tcase_add_test(tc, test_history_day_in_language);
    suite_add_tcase(s, tc);
    tc = tcase_create("random");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_random_input, 0, 3);
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
