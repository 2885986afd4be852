/* test_ui_app.c - Rummikub's desktop table, headless: SDL's dummy video
 * driver and the software renderer.  Synthetic drags, clicks and keys make
 * turns on the turn editor against computer seats, and the engine's state
 * (rk_match_game) is checked after each step: tiles dragged to a new set
 * and to a set, splits, an invalid table refused at End turn, Undo and
 * Reset, the timer's penalty, whole matches by keyboard and by mouse with
 * their game-end sheets and match-end dialog, hot seat, the rack's order
 * kept, a refused drop explained; saves resume (a turn in progress as it
 * was); pixels of what a player sees; random input finds no crash. */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app.h"
#include "kit/file.h"
#include "rummikub/ai.h"
#include "rummikub/record.h"
#include "table.h"
#include "common/app_keys.h"
#include "common/portable.h"
#include "common/run.h"
#include "shell/app_checks.h"
#include "shell/lang_checks.h"

/* The table's dialogs next to the shell's, as one value to test. */
enum {
    OV_GAME_END = 100,
    OV_MATCH_END
};

static int overlay(const App *app)
{
    if (app->overlay != OV_NONE || app->table == NULL) {
        return app->overlay;
    }
    switch (app->table->scr.dialog) {
    case UI_DLG_GAME_END:
        return OV_GAME_END;
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
    snprintf(pref, sizeof pref, "%s/rummikub-ui-test-XXXXXX",
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
    int rc = app_init(app, &rummikub_game, w, h, 0, APP_HEADLESS, pref, pref, err, sizeof err);
    ck_assert_msg(rc == 0, "app_init: %s", err);
    app->host.settings.pace_ms = 0;
    app->host.settings.speed = SH_SPEED_FAST;
}

/* Starts a match of `players` seats with the table options timer and
 * games. */
static void start(App *app, int players, const char *const *specs, uint64_t seed, int timer,
                  int games)
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
    rummikub_game.options_default(&o);
    o.timer = timer;
    o.games = games;
    ck_assert_msg(app_start_match(app, &setup, &o) == 0, "%s", app->form_error);
    ck_assert_int_eq(app->screen, SCR_PLAY);
}

static const RkGame *game(const App *app)
{
    return rk_match_game(app->table->match);
}

/* ---------------------------------------------------------------- */
/* Input                                                             */

static void mouse(App *app, ShInputKind kind, int x, int y)
{
    ShInput in;
    memset(&in, 0, sizeof in);
    in.kind = kind;
    in.x = x;
    in.y = y;
    app_input(app, &in);
}

static void press_release(App *app, int x, int y)
{
    mouse(app, SH_IN_MOVE, x, y);
    mouse(app, SH_IN_PRESS, x, y);
    mouse(app, SH_IN_RELEASE, x, y);
}

void click_rect(App *app, ShRect r)
{
    press_release(app, r.x + r.w / 2, r.y + r.h / 2);
}

static void click_button(App *app, UiButton b)
{
    click_rect(app, app->table->lay.button[b]);
}

void press_key(App *app, int key)
{
    ShInput in;
    memset(&in, 0, sizeof in);
    in.kind = SH_IN_KEY;
    in.key = key;
    app_input(app, &in);
}

/* A drag as a hand makes it: press, move past the threshold, move on,
 * release. */
static void drag(App *app, int x0, int y0, int x1, int y1)
{
    mouse(app, SH_IN_MOVE, x0, y0);
    mouse(app, SH_IN_PRESS, x0, y0);
    mouse(app, SH_IN_MOVE, x0 + (x1 - x0) / 2 + 9, y0 + (y1 - y0) / 2 + 9);
    ck_assert_msg(app->table->dragging, "no drag began at %d,%d", x0, y0);
    mouse(app, SH_IN_MOVE, x1, y1);
    mouse(app, SH_IN_RELEASE, x1, y1);
    ck_assert(!app->table->dragging);
}

/* ---------------------------------------------------------------- */
/* What the table and the engine hold                                */

static int counts_cmp(const void *a, const void *b)
{
    return memcmp(a, b, sizeof(RkCounts));
}

/* 1 if two tables have the same sets (as multisets, in any order). */
static int tables_same(const RkTable *a, const RkTable *b)
{
    RkCounts ca[RK_TABLE_MAX_SETS], cb[RK_TABLE_MAX_SETS];
    int s;
    if (a->nsets != b->nsets) {
        return 0;
    }
    for (s = 0; s < a->nsets; s++) {
        rk_counts_clear(&ca[s]);
        rk_counts_add_set(&ca[s], &a->sets[s]);
        rk_counts_clear(&cb[s]);
        rk_counts_add_set(&cb[s], &b->sets[s]);
    }
    qsort(ca, (size_t)a->nsets, sizeof ca[0], counts_cmp);
    qsort(cb, (size_t)b->nsets, sizeof cb[0], counts_cmp);
    return a->nsets == 0 || memcmp(ca, cb, sizeof ca[0] * (size_t)a->nsets) == 0;
}

static const char *table_text(const RkTable *tb, char *buf, size_t size)
{
    rk_table_format(tb, buf, size);
    return buf;
}

static RkTable edit_table(const App *app)
{
    RkTable tb;
    rk_edit_table(app->table->edit, &tb);
    return tb;
}

static void check_tables_same(const RkTable *got, const RkTable *want, const char *what)
{
    char a[RK_TABLE_TEXT], b[RK_TABLE_TEXT];
    ck_assert_msg(tables_same(got, want), "%s: %s, not %s", what, table_text(got, a, sizeof a),
                  table_text(want, b, sizeof b));
}

/* The editor and the engine agree: the tiles of the turn in progress
 * (rack and working table) are the seat's rack and the table at the
 * turn's start, and the rack's arrangement holds exactly the rack. */
static void check_editor_agrees(const App *app)
{
    const ShTable *t = app->table;
    const RkGame *g;
    RkCounts engine, editor, order_counts;
    RkRackOrder o;
    RkTable tb;
    if (t == NULL || !t->editing) {
        return;
    }
    g = game(app);
    /* (Plain tests: this runs after every random input, and each
     * ck_assert costs Check a write.) */
    if (rk_game_phase(g) != RK_PHASE_TURN || rk_game_to_act(g) != t->viewer ||
        t->edit_history != rk_game_history_count(g)) {
        ck_abort_msg("the editor holds a turn that is not the viewer's now (seat %d to act, "
                     "turn begun at %d, history %d)",
                     rk_game_to_act(g), t->edit_history, rk_game_history_count(g));
    }
    rk_game_rack(g, t->viewer, &engine);
    rk_edit_rack_order(t->edit, &o);
    rk_rack_order_counts(&o, &order_counts);
    if (memcmp(&order_counts, &engine, sizeof engine) != 0) {
        ck_abort_msg("the rack's arrangement is not the seat's rack");
    }
    rk_counts_add_table(&engine, rk_game_table(g));
    rk_edit_rack_counts(t->edit, &editor);
    rk_edit_table(t->edit, &tb);
    rk_counts_add_table(&editor, &tb);
    if (memcmp(&editor, &engine, sizeof engine) != 0) {
        ck_abort_msg("the editor's tiles are not the engine's");
    }
}

/* Every tile of the box is somewhere (racks, table, pool). */
static void check_box_whole(const App *app)
{
    const RkGame *g = game(app);
    RkCounts all;
    RkTile pool[RK_TILES];
    int s, i, n;
    if (rk_game_number(g) == 0) {
        return;
    }
    rk_counts_clear(&all);
    for (s = 0; s < rk_game_config(g)->players; s++) {
        RkCounts r;
        rk_game_rack(g, s, &r);
        for (i = 0; i < RK_KINDS; i++) {
            all.n[i] = (uint8_t)(all.n[i] + r.n[i]);
        }
    }
    rk_counts_add_table(&all, rk_game_table(g));
    n = rk_game_pool(g, pool);
    for (i = 0; i < n; i++) {
        all.n[pool[i]]++;
    }
    for (i = 0; i < RK_KINDS; i++) {
        if (all.n[i] != RK_COPIES) {
            ck_abort_msg("%d tiles of kind %d in the box", all.n[i], i);
        }
    }
}

/* The table is drawn into a cached layer, drawn again only when its key
 * (ui_table_key) changes: a frame from the cache must equal one drawn
 * afresh. */
static void check_cache_fresh(App *app)
{
    int w = 0, h = 0;
    size_t n, i;
    Uint32 *a, *b;
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

/* 1 when the viewer may act on the table now. */
static int my_turn(const App *app)
{
    return app->table != NULL && overlay(app) == OV_NONE && ui_table_can_act(app->table);
}

/* Ticks until the viewer's turn (passing the screen in hot seat) or a
 * dialog; 1 if it is the viewer's turn. */
static int wait_my_turn(App *app)
{
    int i;
    for (i = 0; i < 20000; i++) {
        if (my_turn(app)) {
            return 1;
        }
        if (overlay(app) == OV_GAME_END || overlay(app) == OV_MATCH_END) {
            return 0;
        }
        if (overlay(app) == OV_PASS) {
            press_key(app, SH_KEY_ENTER);
            continue;
        }
        app_tick(app, 50);
    }
    ck_abort_msg("the viewer's turn never came");
    return 0;
}

/* The strongest player's move for the viewer now. */
static RkMove hint_move(const App *app)
{
    RkView v;
    RkMove mv;
    ck_assert_int_eq(rk_game_view(game(app), app->table->viewer, &v), TK_OK);
    ck_assert_int_eq(rk_ai_hint(&v, 7, &mv, NULL), TK_OK);
    return mv;
}

/* The widget whose label is `label` on the current screen. */
ShWidget *widget(App *app, const char *label)
{
    return keys_widget(app, label);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

/* Opens the app again on the saved match and resumes it. */
static void reopen_and_resume(App *app)
{
    open_app(app, 1280, 800);
    ck_assert(app->resume_ok);
    click_rect(app, widget(app, "Resume the match")->r);
    ck_assert_int_eq(app->screen, SCR_PLAY);
}

/* Opens the app on a copy of tests/rummikub/ui/NAME as the saved match
 * and resumes it. */
static void resume_fixture(App *app, const char *name, int w, int h)
{
    const char *src = getenv("RACKO_SOURCE") != NULL ? getenv("RACKO_SOURCE")
                                                      : getenv("RACKO_DATA_DIR");
    char cmd[1200];
    ck_assert_ptr_nonnull(src);
    snprintf(cmd, sizeof cmd, "cp '%s/tests/rummikub/ui/%s' '%s/match.rummikub'", src, name, pref);
    ck_assert_int_eq(system(cmd), 0);
    open_app(app, w, h);
    ck_assert(app->resume_ok);
    click_rect(app, widget(app, "Resume the match")->r);
    ck_assert_int_eq(app->screen, SCR_PLAY);
}

/* ---------------------------------------------------------------- */
/* Places on the screen                                              */

static ShRect rack_rect(const App *app, int i)
{
    const ShTable *t = app->table;
    return ui_table_rack_rect(t, i);
}

/* The rack place of a tile of kind `tile` (the first). */
static ShRect rack_tile_rect(const App *app, RkTile tile)
{
    int i = rk_edit_rack_find(app->table->edit, tile, 0);
    ck_assert_msg(i >= 0, "tile %d is not on the rack", (int)tile);
    return rack_rect(app, i);
}

static ShRect set_tile_rect(const App *app, int set, int i)
{
    ck_assert_int_lt(set, app->table->flow.nsets);
    return app->table->flow.set[set].tile[i];
}

/* Drags a rack tile to the free table (a new set); returns the new set's
 * id. */
static unsigned drag_to_new_set(App *app, RkTile tile)
{
    ShRect from = rack_tile_rect(app, tile), to = app->table->flow.newset;
    int n = rk_edit_nsets(app->table->edit);
    drag(app, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
    ck_assert_msg(rk_edit_nsets(app->table->edit) == n + 1, "no new set: %s",
                  app->host.message);
    ck_assert_int_eq(rk_edit_set(app->table->edit, n)->n, 1);
    return rk_edit_set_id(app->table->edit, n);
}

/* Drags a rack tile onto the set of id `id`, at its end. */
static void drag_to_set(App *app, RkTile tile, unsigned id)
{
    int s = rk_edit_set_index(app->table->edit, id);
    int n;
    ShRect from = rack_tile_rect(app, tile), last;
    ck_assert_int_ge(s, 0);
    n = rk_edit_set(app->table->edit, s)->n;
    last = set_tile_rect(app, s, n - 1);
    drag(app, from.x + from.w / 2, from.y + from.h / 2, last.x + last.w - 2, last.y + last.h / 2);
    s = rk_edit_set_index(app->table->edit, id);
    ck_assert_int_ge(s, 0);
    ck_assert_msg(rk_edit_set(app->table->edit, s)->n == n + 1, "the set did not grow: %s",
                  app->host.message);
}

/* Clicks a rack tile (chosen), then the new set's place: the tile goes
 * there.  Returns the new set's id. */
static unsigned click_to_new_set(App *app, RkTile tile)
{
    int n = rk_edit_nsets(app->table->edit);
    click_rect(app, rack_tile_rect(app, tile));
    ck_assert_int_eq(app->table->nsel, 1);
    click_rect(app, app->table->flow.newset);
    ck_assert_int_eq(app->table->nsel, 0);
    ck_assert_int_eq(rk_edit_nsets(app->table->edit), n + 1);
    return rk_edit_set_id(app->table->edit, n);
}

/* Clicks the rack tiles of a new set to choose them, then drags one of
 * them to the free table: all go, as one set.  Returns its id. */
static unsigned drag_chosen_to_new_set(App *app, const RkSet *set)
{
    ShTable *t = app->table;
    int i, n = rk_edit_nsets(t->edit), at[RK_SET_MAX];
    ShRect from, to;
    for (i = 0; i < set->n; i++) {
        int k;
        at[i] = rk_edit_rack_find(t->edit, set->t[i], 0);
        for (k = 0; k < i; k++) {
            if (at[k] == at[i]) { /* a second copy of a kind (two jokers) */
                at[i] = rk_edit_rack_find(t->edit, set->t[i], at[i] + 1);
                k = -1;
            }
        }
        ck_assert_int_ge(at[i], 0);
        click_rect(app, rack_rect(app, at[i]));
    }
    ck_assert_int_eq(t->nsel, set->n);
    from = rack_rect(app, at[set->n - 1]);
    to = t->flow.newset;
    drag(app, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
    ck_assert_int_eq(t->nsel, 0);
    ck_assert_int_eq(rk_edit_nsets(t->edit), n + 1);
    ck_assert_int_eq(rk_edit_set(t->edit, n)->n, set->n);
    return rk_edit_set_id(t->edit, n);
}

/* Lays `want` (a play from the turn's start) out by mouse when it only
 * adds rack tiles to sets and makes new sets of rack tiles (each new set
 * begun in turn, from `style` on, by a drag, a click on the tile then on
 * the place, or all its tiles clicked and dragged at once; the other tiles
 * dragged onto it); 0 (nothing done) when it rearranges the table. */
static int lay_out_by_mouse(App *app, const RkTable *want, int style)
{
    ShTable *t = app->table;
    RkEditSpot from[RK_TABLE_MAX_SETS][RK_SET_MAX];
    int home[RK_TABLE_MAX_SETS];
    int s, i, made = style, used[RK_TABLE_MAX_SETS] = {0};
    ck_assert_int_eq(rk_edit_plan(t->edit, want, from), TK_OK);
    for (s = 0; s < want->nsets; s++) {
        int table_tiles = 0;
        home[s] = -1;
        for (i = 0; i < want->sets[s].n; i++) {
            if (from[s][i].where == RK_EDIT_SET) {
                if (home[s] >= 0 && from[s][i].set != home[s]) {
                    return 0;
                }
                home[s] = from[s][i].set;
                table_tiles++;
            }
        }
        if (home[s] >= 0) {
            if (used[home[s]] || table_tiles != rk_edit_set(t->edit, home[s])->n) {
                return 0;
            }
            used[home[s]] = 1;
        }
    }
    for (s = 0; s < want->nsets; s++) {
        unsigned id = home[s] >= 0 ? rk_edit_set_id(t->edit, home[s]) : 0;
        for (i = 0; i < want->sets[s].n; i++) {
            RkTile tile = want->sets[s].t[i];
            if (from[s][i].where != RK_EDIT_RACK) {
                continue;
            }
            if (id == 0 && made % 3 == 2) {
                /* a new set of rack tiles only (home[s] < 0): all at once */
                id = drag_chosen_to_new_set(app, &want->sets[s]);
                made++;
                check_editor_agrees(app);
                break;
            }
            if (id == 0) {
                id = made++ % 3 == 0 ? drag_to_new_set(app, tile) : click_to_new_set(app, tile);
            } else {
                drag_to_set(app, tile, id);
            }
            check_editor_agrees(app);
        }
    }
    return 1;
}

/* Puts the keyboard's focus on rack place i (Tab to the rack, then the
 * arrows). */
static void focus_rack(App *app, int i)
{
    ShTable *t = app->table;
    int k;
    for (k = 0; k < 4 && t->focus.zone != UI_Z_RACK; k++) {
        press_key(app, SH_KEY_TAB);
    }
    ck_assert_int_eq(t->focus.zone, UI_Z_RACK);
    for (k = 0; k < 2 * RK_TILES && t->focus.a > 0; k++) {
        press_key(app, SH_KEY_LEFT);
    }
    for (k = 0; k < i; k++) {
        press_key(app, SH_KEY_RIGHT);
    }
    ck_assert_int_eq(t->focus.zone, UI_Z_RACK);
    ck_assert_int_eq(t->focus.a, i);
}

/* Puts the focus on tile i of set s (Tab to the table, then the arrows). */
static void focus_table_tile(App *app, int s, int i)
{
    ShTable *t = app->table;
    int k;
    focus_rack(app, 0);
    press_key(app, SH_KEY_TAB);
    ck_assert_int_eq(t->focus.zone, UI_Z_TABLE);
    for (k = 0; k < 2 * RK_TILES && !(t->focus.a == s && t->focus.b == i); k++) {
        press_key(app, SH_KEY_RIGHT);
    }
    ck_assert_int_eq(t->focus.zone, UI_Z_TABLE);
    ck_assert_int_eq(t->focus.a, s);
    ck_assert_int_eq(t->focus.b, i);
}

/* Puts the focus on the new set's place. */
static void focus_new_set(App *app)
{
    ShTable *t = app->table;
    int k;
    focus_rack(app, 0);
    press_key(app, SH_KEY_TAB);
    for (k = 0; k < 2 * RK_TILES && t->focus.zone != UI_Z_NEW; k++) {
        press_key(app, SH_KEY_RIGHT);
    }
    ck_assert_int_eq(t->focus.zone, UI_Z_NEW);
}

/* Chooses the rack tiles of a set by keys (the focus and Space). */
static void choose_by_keys(App *app, const RkSet *set)
{
    ShTable *t = app->table;
    int i;
    for (i = 0; i < set->n; i++) {
        int at = rk_edit_rack_find(t->edit, set->t[i], 0);
        RkEditSpot sp = {RK_EDIT_RACK, 0, 0};
        for (;;) {
            ck_assert_int_ge(at, 0);
            sp.pos = at;
            if (!ui_play_selected(t, sp)) {
                break;
            }
            at = rk_edit_rack_find(t->edit, set->t[i], at + 1);
        }
        focus_rack(app, at);
        press_key(app, ' ');
        ck_assert(ui_play_selected(t, sp));
    }
    ck_assert_int_eq(t->nsel, set->n);
}

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
/* Turns                                                             */

/* Puts the focus on button b (Tab to the buttons, then the arrows) and
 * presses it with Enter. */
static void press_by_focus(App *app, UiButton b)
{
    ShTable *t = app->table;
    int k;
    focus_rack(app, 0);
    press_key(app, SH_KEY_TAB);
    press_key(app, SH_KEY_TAB);
    ck_assert_int_eq(t->focus.zone, UI_Z_BUTTON);
    ck_assert_int_eq(t->focus.a, UI_BTN_END); /* the buttons begin at End turn */
    for (k = 0; k < UI_BTN_COUNT && t->focus.a != (int)b; k++) {
        press_key(app, SH_KEY_LEFT);
    }
    ck_assert_int_eq(t->focus.a, b);
    press_key(app, SH_KEY_ENTER);
}

/* Plays the viewer's turn by keys as the hint says: H, then H again lays
 * the play out and E (or Enter on the focused End turn) ends the turn; or
 * D (or Enter on Draw) when the hint is to draw.
 * Returns 1 after a play, 0 after a draw. */
static int turn_by_keys(App *app)
{
    ShTable *t = app->table;
    const RkGame *g = game(app);
    int seat = t->viewer, hist = rk_game_history_count(g);
    int before = rk_game_rack_count(g, seat), pool = rk_game_pool_count(g);
    press_key(app, 'h');
    ck_assert_msg(strncmp(app->host.message, "Hint: ", 6) == 0, "the hint says: %s",
                  app->host.message);
    {
        /* Sentences: "Hint: draw. No sets ...", never "Hint: draw: no ..." */
        const char *dot = strstr(app->host.message + 6, ". ");
        const char *colon = strstr(app->host.message + 6, ": ");
        ck_assert_msg(colon == NULL || (dot != NULL && dot < colon), "the hint says: %s",
                      app->host.message);
    }
    if (t->hint_on) {
        RkTable want = t->hint_table, now;
        int i, marked = 0;
        /* The plan is shown: the rack tiles it plays are marked. */
        for (i = 0; i < t->board.nrack; i++) {
            marked += t->board.rack_hint[i];
        }
        ck_assert_int_gt(marked, 0);
        ck_assert(!rk_edit_changed(t->edit));
        check_cache_fresh(app);
        press_key(app, 'h');
        ck_assert(!t->hint_on);
        now = edit_table(app);
        check_tables_same(&now, &want, "the hint laid out");
        check_cache_fresh(app);
        ck_assert_int_eq(rk_edit_check(t->edit, NULL, 0), TK_OK);
        check_editor_agrees(app);
        if (hist % 3 == 0) {
            press_by_focus(app, UI_BTN_END);
        } else {
            press_key(app, 'e');
        }
        ck_assert_msg(rk_game_history_count(g) == hist + 1, "End turn did nothing: %s",
                      app->host.message);
        check_tables_same(rk_game_table(g), &want, "the table played");
        ck_assert_int_lt(rk_game_rack_count(g, seat), before);
        ck_assert(rk_game_melded(g, seat));
        ck_assert(!t->editing);
        return 1;
    }
    if (hist % 3 == 0) {
        press_by_focus(app, UI_BTN_DRAW);
    } else {
        press_key(app, 'd');
    }
    ck_assert_msg(rk_game_history_count(g) == hist + 1, "Draw did nothing: %s", app->host.message);
    ck_assert_int_eq(rk_game_rack_count(g, seat), before + (pool > 0));
    ck_assert(!t->editing);
    return 0;
}

/* Plays the viewer's turn by mouse: the hint's play by drags when it only
 * adds tiles from the rack, else the Hint button twice; then End turn; or
 * the Draw button. */
static int turn_by_mouse(App *app)
{
    ShTable *t = app->table;
    const RkGame *g = game(app);
    int seat = t->viewer, hist = rk_game_history_count(g);
    int before = rk_game_rack_count(g, seat), pool = rk_game_pool_count(g);
    RkMove mv = hint_move(app);
    RkTable now;
    if (mv.kind != RK_ACT_PLAY) {
        click_button(app, UI_BTN_DRAW);
        ck_assert_msg(rk_game_history_count(g) == hist + 1, "Draw did nothing: %s",
                      app->host.message);
        ck_assert_int_eq(rk_game_rack_count(g, seat), before + (pool > 0));
        return 0;
    }
    if (!lay_out_by_mouse(app, &mv.table, rk_game_history_count(g))) {
        click_button(app, UI_BTN_HINT);
        ck_assert(t->hint_on);
        mv.table = t->hint_table;
        click_button(app, UI_BTN_HINT);
        ck_assert(!t->hint_on);
    }
    now = edit_table(app);
    check_tables_same(&now, &mv.table, "laid out");
    click_button(app, UI_BTN_END);
    ck_assert_msg(rk_game_history_count(g) == hist + 1, "End turn did nothing: %s",
                  app->host.message);
    check_tables_same(rk_game_table(g), &mv.table, "the table played");
    ck_assert_int_lt(rk_game_rack_count(g, seat), before);
    return 1;
}

/* Waits for a turn whose hint is the initial meld, drawing until then;
 * returns the meld. */
static RkTable wait_initial_meld(App *app)
{
    int turns;
    for (turns = 0; turns < 30; turns++) {
        RkMove mv;
        ck_assert(wait_my_turn(app));
        mv = hint_move(app);
        if (mv.kind == RK_ACT_PLAY) {
            ck_assert(!rk_game_melded(game(app), app->table->viewer));
            return mv.table;
        }
        press_key(app, 'd');
    }
    ck_abort_msg("no initial meld in 30 turns");
    return hint_move(app).table;
}

/* ---------------------------------------------------------------- */

/* The initial meld dragged from the rack (at three window sizes): the
 * first tile of a set to the free table (a new set), the others onto it; a split by keys (X) and one
 * by dragging a set's end tile away leave sets that are not valid, which
 * End turn refuses; Undo steps back, Reset puts the turn's start back,
 * Undo brings the moves back, and End turn plays them. */
/* What the title screen learns of the saved match at path: its state, and
 * in info its line (or why it is damaged). */
static TkSavedState saved_info(const char *path, char *info, size_t size)
{
    TkSaved sv;
    info[0] = '\0';
    rummikub_game.saved(path, &sv, info, size);
    if (sv.state == TK_SAVED_PLAYING) {
        tk_saved_line(&sv, info, size);
    }
    return sv.state;
}

START_TEST(test_turn_by_drags)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    RkTable want, start_table, now;
    const RkGame *g;
    ShTable *t;
    static const int sizes[][2] = {{1280, 800}, {1024, 700}, {1920, 1080}};
    int hist, rack0, nsets, s, big = -1, n;
    make_pref();
    open_app(&app, sizes[_i][0], sizes[_i][1]); /* the reference size, and scaled */
    start(&app, 2, specs, 2024, 0, 1);
    want = wait_initial_meld(&app);
    t = app.table;
    g = game(&app);
    hist = rk_game_history_count(g);
    rack0 = rk_game_rack_count(g, 0);
    start_table = *rk_game_table(g);
    check_cache_fresh(&app);
    ck_assert(lay_out_by_mouse(&app, &want, _i));
    check_cache_fresh(&app);
    now = edit_table(&app);
    check_tables_same(&now, &want, "laid out by drags");
    for (s = 0; s < t->board.nsets; s++) {
        ck_assert(!t->board.set[s].invalid);
    }
    /* Nothing reaches the engine before End turn. */
    ck_assert_int_eq(rk_game_history_count(g), hist);
    ck_assert_int_eq(rk_game_rack_count(g, 0), rack0);
    for (s = 0; s < rk_edit_nsets(t->edit) && big < 0; s++) {
        if (rk_edit_from_rack(t->edit, s, 0) && rk_edit_set(t->edit, s)->n >= 3) {
            big = s;
        }
    }
    ck_assert_int_ge(big, 0);
    nsets = rk_edit_nsets(t->edit);

    /* X before the focused tile: two sets, not valid; End turn says why. */
    focus_table_tile(&app, big, 1);
    press_key(&app, 'x');
    check_cache_fresh(&app);
    ck_assert_int_eq(rk_edit_nsets(t->edit), nsets + 1);
    ck_assert_int_eq(rk_edit_set(t->edit, big)->n, 1);
    ck_assert(t->board.set[big].invalid);
    press_key(&app, 'e');
    check_cache_fresh(&app);
    ck_assert_int_eq(rk_game_history_count(g), hist);
    ck_assert_msg(strncmp(app.host.message, "Not yet: ", 9) == 0, "%s", app.host.message);
    ck_assert(t->editing);
    check_editor_agrees(&app);
    /* Undo joins it again. */
    press_key(&app, 'u');
    check_cache_fresh(&app);
    ck_assert_int_eq(rk_edit_nsets(t->edit), nsets);
    now = edit_table(&app);
    check_tables_same(&now, &want, "after undoing the split");

    /* A split by mouse: the set's end tile dragged to free table. */
    n = rk_edit_set(t->edit, big)->n;
    {
        ShRect last = set_tile_rect(&app, big, n - 1), to = t->flow.newset;
        drag(&app, last.x + last.w / 2, last.y + last.h / 2, to.x + to.w / 2, to.y + to.h / 2);
    }
    ck_assert_int_eq(rk_edit_nsets(t->edit), nsets + 1);
    ck_assert_int_eq(rk_edit_set(t->edit, big)->n, n - 1);
    ck_assert_int_eq(rk_edit_set(t->edit, nsets)->n, 1);
    ck_assert(t->board.set[nsets].invalid);
    click_button(&app, UI_BTN_END);
    ck_assert_int_eq(rk_game_history_count(g), hist);
    ck_assert(strncmp(app.host.message, "Not yet: ", 9) == 0);
    click_button(&app, UI_BTN_UNDO);
    now = edit_table(&app);
    check_tables_same(&now, &want, "after undoing the drag");

    /* Reset: the table and the rack as the turn began; Undo brings the
     * moves back. */
    press_key(&app, 'r');
    check_cache_fresh(&app);
    now = edit_table(&app);
    check_tables_same(&now, &start_table, "after Reset");
    ck_assert_int_eq(rk_edit_rack_count(t->edit), rack0);
    ck_assert(!rk_edit_changed(t->edit));
    check_editor_agrees(&app);
    press_key(&app, 'u');
    now = edit_table(&app);
    check_tables_same(&now, &want, "Reset undone");

    /* End turn: the engine has the play. */
    press_key(&app, 'e');
    ck_assert_int_eq(rk_game_history_count(g), hist + 1);
    check_tables_same(rk_game_table(g), &want, "played");
    ck_assert(rk_game_melded(g, 0));
    {
        RkCounts after, before;
        rk_counts_clear(&after);
        rk_counts_add_table(&after, &want);
        rk_counts_clear(&before);
        rk_counts_add_table(&before, &start_table);
        ck_assert_int_eq(rk_game_rack_count(g, 0),
                         rack0 - (rk_counts_total(&after) - rk_counts_total(&before)));
    }
    ck_assert(!t->editing);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The banner's words fit the turn: an initial meld laid out worth 30 or
 * more says it is enough and End turn plays it (not "End turn when it is
 * 30 or more" when it already is); short of 30 it says how far; a set
 * that is not valid is said before End turn. */
START_TEST(test_banner_words)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    char text[RK_AI_REASON + 100], want[80];
    RkTable meld;
    ShTable *t;
    int s, value = 0;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 2024, 0, 1);
    meld = wait_initial_meld(&app);
    t = app.table;
    ui_table_banner(t, text, sizeof text);
    ck_assert_msg(strstr(text, "initial meld") != NULL, "%s", text);
    ck_assert(lay_out_by_mouse(&app, &meld, 0));
    for (s = rk_game_table(game(&app))->nsets; s < meld.nsets; s++) {
        RkReading rd;
        ck_assert_int_eq(rk_set_read(&meld.sets[s], &rd, NULL, 0), TK_OK);
        value += rd.value;
    }
    ck_assert_int_ge(value, 30);
    ck_assert_int_eq(rk_edit_meld_value(t->edit), value);
    ui_table_banner(t, text, sizeof text);
    snprintf(want, sizeof want, "%d points", value);
    ck_assert_msg(strstr(text, want) != NULL, "%s", text);
    ck_assert_msg(strstr(text, "End turn to play it") != NULL, "%s", text);
    ck_assert_msg(strstr(text, "30 or more") == NULL && strstr(text, "of 30") == NULL, "%s", text);
    /* A set split in two: not valid, said so; End turn is not offered. */
    focus_table_tile(&app, rk_edit_nsets(t->edit) - 1, 1);
    press_key(&app, 'x');
    ck_assert(t->board.set[rk_edit_nsets(t->edit) - 2].invalid ||
              t->board.set[rk_edit_nsets(t->edit) - 1].invalid);
    sh_host_message(&app.host, "", 0);
    ui_table_banner(t, text, sizeof text);
    ck_assert_msg(strstr(text, "valid") != NULL && strstr(text, "End turn to play it") == NULL,
                  "%s", text);
    /* Back to one set worth less than 30: how far it is. */
    press_key(&app, 'r');
    sh_host_message(&app.host, "", 0);
    ck_assert(!rk_edit_changed(t->edit));
    drag_chosen_to_new_set(&app, &meld.sets[rk_game_table(game(&app))->nsets]);
    if (rk_edit_meld_value(t->edit) < 30) {
        ui_table_banner(t, text, sizeof text);
        snprintf(want, sizeof want, "%d of 30", rk_edit_meld_value(t->edit));
        ck_assert_msg(strstr(text, want) != NULL && strstr(text, "End turn when") != NULL, "%s",
                      text);
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* The hint works from the table as the player has it: asked with part of
 * the initial meld laid out (and a set split), it moves nothing and marks
 * what its play adds; asked again it lays its play out as one move, which
 * Undo takes back to the player's own table.  When what was put down
 * cannot stay (a tile no meld can use), it says so and that its play
 * starts from the turn's start, and laid out it puts that tile back; Undo
 * takes that back too. */
START_TEST(test_hint_keeps_the_turn)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    RkTable meld, mine, now;
    ShTable *t;
    RkSet part;
    int hist, i, marked = 0, tried = 0, cannot = 0;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 2024, 0, 1);
    meld = wait_initial_meld(&app);
    t = app.table;
    /* two tiles of the meld's first new set down together */
    part = meld.sets[rk_game_table(game(&app))->nsets];
    part.n = 2;
    drag_chosen_to_new_set(&app, &part);
    hist = rk_edit_history(t->edit);
    mine = edit_table(&app);
    press_key(&app, 'h');
    ck_assert_msg(strncmp(app.host.message, "Hint: ", 6) == 0, "%s", app.host.message);
    ck_assert_msg(strstr(app.host.message, "start of your turn") == NULL, "%s", app.host.message);
    ck_assert_int_eq(rk_edit_history(t->edit), hist);
    now = edit_table(&app);
    check_tables_same(&now, &mine, "after H");
    ck_assert(t->hint_on);
    for (i = 0; i < t->board.nrack; i++) {
        marked += t->board.rack_hint[i];
    }
    ck_assert_int_gt(marked, 0);
    check_cache_fresh(&app);
    /* H again: laid out, one move; Undo: the player's own table. */
    press_key(&app, 'h');
    ck_assert(!t->hint_on);
    ck_assert_int_eq(rk_edit_history(t->edit), hist + 1);
    now = edit_table(&app);
    {
        RkCounts a, b;
        int k;
        rk_counts_clear(&a);
        rk_counts_clear(&b);
        rk_counts_add_table(&a, &now);
        rk_counts_add_table(&b, &mine);
        for (k = 0; k < RK_KINDS; k++) {
            ck_assert_int_ge(a.n[k], b.n[k]); /* every tile put down stays */
        }
    }
    ck_assert_int_eq(rk_edit_check(t->edit, NULL, 0), TK_OK);
    press_key(&app, 'u');
    now = edit_table(&app);
    check_tables_same(&now, &mine, "the hint undone");
    /* A tile that cannot stay: said, and laid out from the turn's start. */
    press_key(&app, 'r');
    for (i = 0; i < rk_edit_rack_count(t->edit) && !cannot; i++) {
        RkView v;
        RkHint h;
        RkTable with;
        RkTile tile = rk_edit_rack_tile(t->edit, i);
        drag_to_new_set(&app, tile);
        rk_game_view(game(&app), t->viewer, &v);
        with = edit_table(&app);
        ck_assert_int_eq(rk_ai_hint_turn(&v, &with, 1, &h, NULL), TK_OK);
        tried++;
        if (h.from_start != RK_HINT_START_CANNOT || h.move.kind != RK_ACT_PLAY) {
            press_key(&app, 'u');
            continue;
        }
        cannot = 1;
        hist = rk_edit_history(t->edit);
        press_key(&app, 'h');
        ck_assert_msg(strstr(app.host.message, "cannot all stay") != NULL &&
                          strstr(app.host.message, "From the start of your turn") != NULL &&
                          strstr(app.host.message, "Undo takes it back") != NULL,
                      "%s", app.host.message);
        now = edit_table(&app);
        check_tables_same(&now, &with, "after H from the start");
        press_key(&app, 'h');
        ck_assert_int_eq(rk_edit_history(t->edit), hist + 1);
        ck_assert_msg(strstr(app.host.message, "from the start of your turn") != NULL, "%s",
                      app.host.message);
        ck_assert_int_eq(rk_edit_check(t->edit, NULL, 0), TK_OK);
        ck_assert_int_ge(rk_edit_rack_find(t->edit, tile, 0), 0); /* back on the rack */
        press_key(&app, 'u');
        now = edit_table(&app);
        check_tables_same(&now, &with, "the hint from the start undone");
    }
    ck_assert_msg(cannot, "no tile that cannot stay in %d tried", tried);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The initial meld by keys alone: tiles chosen with the arrows and Space,
 * N puts them in a new set, Enter on the new set's place another; E. */
START_TEST(test_turn_by_keys)
{
    App app;
    static const char *const specs[] = {"human", "ai:medium"};
    RkTable want, now;
    const RkGame *g;
    ShTable *t;
    int hist, s;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 515, 0, 1);
    want = wait_initial_meld(&app);
    t = app.table;
    g = game(&app);
    hist = rk_game_history_count(g);
    /* Waiting for the player, nothing moving: the loop may sleep. */
    ck_assert_int_ne(app_wait_ms(&app), 0);
    for (s = 0; s < want.nsets; s++) {
        int nsets = rk_edit_nsets(t->edit);
        if (s < rk_game_table(g)->nsets) {
            continue; /* the table's sets as they were */
        }
        if (s % 2 == 0) {
            /* All its tiles chosen, N. */
            choose_by_keys(&app, &want.sets[s]);
            press_key(&app, 'n');
        } else {
            /* Its first tile to the new set's place, the others chosen
             * and Enter on that set. */
            RkSet first = want.sets[s], rest = want.sets[s];
            first.n = 1;
            rest.n = (uint8_t)(rest.n - 1);
            memmove(rest.t, rest.t + 1, rest.n);
            choose_by_keys(&app, &first);
            focus_new_set(&app);
            press_key(&app, SH_KEY_ENTER);
            ck_assert_int_eq(rk_edit_nsets(t->edit), nsets + 1);
            choose_by_keys(&app, &rest);
            focus_table_tile(&app, nsets, 0);
            press_key(&app, SH_KEY_ENTER);
            ck_assert_int_eq(rk_edit_set(t->edit, nsets)->n, want.sets[s].n);
        }
        ck_assert_msg(rk_edit_nsets(t->edit) == nsets + 1, "no new set: %s", app.host.message);
        ck_assert_int_eq(t->nsel, 0);
        ck_assert(!t->board.set[nsets].invalid);
        check_editor_agrees(&app);
    }
    now = edit_table(&app);
    check_tables_same(&now, &want, "laid out by keys");
    /* Esc with nothing chosen opens the menu; Esc closes it again. */
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(overlay(&app), OV_MENU);
    press_key(&app, 'e'); /* the table is covered: nothing happens */
    ck_assert_int_eq(rk_game_history_count(g), hist);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    /* The menu's Hint: the menu closes and the hint is given. */
    press_key(&app, SH_KEY_ESC);
    click_rect(&app, widget(&app, "Hint (H)")->r);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    ck_assert_msg(strncmp(app.host.message, "Hint: ", 6) == 0, "the menu's hint says: %s",
                  app.host.message);
    ck_assert_int_eq(rk_game_history_count(g), hist);
    /* The hint leaves the turn in progress as it was. */
    now = edit_table(&app);
    check_tables_same(&now, &want, "after the menu's hint");
    press_key(&app, 'e');
    ck_assert_int_eq(rk_game_history_count(g), hist + 1);
    check_tables_same(rk_game_table(g), &want, "played");
    app_free(&app);
    remove_pref();
}
END_TEST

/* The sounds asked for since the last call: a bit per ShSound. */
static unsigned sounds_asked(App *app)
{
    unsigned bits = 0;
    int s;
    while ((s = sh_host_next_sound(&app->host)) >= 0) {
        bits |= 1u << s;
    }
    return bits;
}

/* The turn timer: a person's time runs out with tiles moved; they go back,
 * three tiles are drawn, and the turn passes.  Its last 10 seconds are
 * unmistakable (a larger vermilion ring, the seconds in the banner, a tick
 * of their own each second); the penalty stays in sight until the player
 * has seen it (a card over the bar, then the next turn's words, until a
 * key or a click), its words fit what happened, and the log names the
 * tiles drawn. */
START_TEST(test_timer_penalty)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    RkTable start_table;
    const RkGame *g;
    ShTable *t;
    char turn_file[1200], text[RK_AI_REASON + 100];
    int hist, rack0, pool0, i, left;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 31, 30, 1);
    ck_assert(wait_my_turn(&app));
    t = app.table;
    g = game(&app);
    hist = rk_game_history_count(g);
    rack0 = rk_game_rack_count(g, 0);
    pool0 = rk_game_pool_count(g);
    start_table = *rk_game_table(g);
    ck_assert(t->timer_on);
    /* The loop wakes for the clock's next second, no sooner than needed. */
    ck_assert_int_gt(app_wait_ms(&app), 0);
    ck_assert_int_le(app_wait_ms(&app), 1000);
    left = t->timer_left;
    ck_assert_int_gt(left, 29000);
    drag_to_new_set(&app, rk_edit_rack_tile(t->edit, 0));
    ck_assert(rk_edit_changed(t->edit));
    snprintf(turn_file, sizeof turn_file, "%s.turn", app.host.save_path);
    ck_assert_msg(access(turn_file, F_OK) == 0, "the turn in progress was not saved");
    /* The clock runs down while the turn is played... */
    check_cache_fresh(&app);
    app_tick(&app, 10000);
    check_cache_fresh(&app);
    ck_assert_int_eq(t->timer_left, left - 10000);
    /* at 12 s: the ring as it is, no count in the banner */
    app_tick(&app, t->timer_left - 12000);
    ck_assert_int_eq(ui_table_timer_rect(t).w, t->lay.timer.w);
    ck_assert_int_eq(ui_table_last_seconds(t), 0);
    sounds_asked(&app);
    /* the last 10 s: a larger ring, the seconds in the banner, a tick each
     * second of its own (not the buttons' click) */
    ui_table_tick(t, 2500, 0);
    ck_assert_int_le(t->timer_left, 10000);
    ck_assert_msg(sounds_asked(&app) & (1u << SH_SND_DEAL), "no tick at %d ms", t->timer_left);
    ui_table_tick(t, 1000, 0);
    ck_assert(sounds_asked(&app) & (1u << SH_SND_DEAL));
    ck_assert_int_gt(ui_table_timer_rect(t).w, t->lay.timer.w * 5 / 4);
    ck_assert(sh_rect_inside(sh_rect(0, 0, app.out_w, app.out_h), ui_table_timer_rect(t)));
    ck_assert(!sh_rect_overlaps(ui_table_timer_rect(t), t->lay.rack));
    ck_assert(!sh_rect_overlaps(ui_table_timer_rect(t), t->lay.button[UI_BTN_END]));
    ck_assert_int_eq(ui_table_last_seconds(t), 9);
    check_cache_fresh(&app);
    ck_assert(t->editing);
    ck_assert_int_eq(rk_game_history_count(g), hist);
    /* In its last seconds the ring is vermilion, and only the ring: no
     * square frame round it; the seconds counted in vermilion at the
     * banner's right end. */
    app_draw(&app);
    {
        Uint8 cr, cg, cb;
        ShRect b = t->lay.banner;
        pixel(&app, b.x + b.w - ui_px(&t->lay, 10), b.y + ui_px(&t->lay, 9), &cr, &cg, &cb);
        ck_assert_msg(abs(cr - 0xd5) < 12 && abs(cg - 0x5e) < 12 && cb < 16,
                      "no count at the banner's end: %d %d %d", cr, cg, cb);
    }
    {
        ShRect r = ui_table_timer_rect(t);
        int k;
        for (k = 1; k <= 4; k++) {
            Uint8 cr, cg, cb;
            pixel(&app, r.x - k, r.y + r.h / 2, &cr, &cg, &cb);
            ck_assert_msg(!(cr > 0xb0 && cg > 0x40 && cg < 0x80 && cb < 0x30),
                          "a vermilion frame round the timer at %d px: %d %d %d", k, cr, cg, cb);
            pixel(&app, r.x - k, r.y - k, &cr, &cg, &cb);
            ck_assert_msg(!(cr > 0xb0 && cg > 0x40 && cg < 0x80 && cb < 0x30),
                          "a vermilion corner round the timer at %d px: %d %d %d", k, cr, cg, cb);
        }
    }
    /* ...and at 0 the penalty. */
    app_tick(&app, t->timer_left);
    ck_assert(!t->editing);
    ck_assert_int_eq(rk_game_history_count(g), hist + 1);
    ck_assert_int_eq(rk_game_rack_count(g, 0), rack0 + (pool0 >= 3 ? 3 : pool0));
    check_tables_same(rk_game_table(g), &start_table, "the table after the penalty");
    ck_assert_int_eq(rk_game_to_act(g), 1);
    check_cache_fresh(&app);
    ck_assert(access(turn_file, F_OK) != 0);
    {
        RkHistoryItem it;
        ck_assert_int_eq(rk_game_history_item(g, hist, &it), TK_OK);
        ck_assert_int_eq(it.kind, RK_ACT_TIMEOUT);
    }
    /* The screen shows the three new tiles on the rack, marked; the log
     * names them; the card over the bar says what happened. */
    for (i = 0; i < 200 && sh_timeline_busy(t->tl); i++) {
        app_tick(&app, 50);
    }
    {
        RkRackOrder *o = &t->scene.order[0];
        RkTile drawn[RK_TILES];
        char want[UI_LOG_LINE], tiles[200];
        int fresh = 0, found = 0;
        ck_assert_int_eq(o->n, rack0 + 3);
        for (i = 0; i < o->n; i++) {
            if (o->fresh[i]) {
                drawn[fresh++] = o->t[i];
            }
        }
        ck_assert_int_eq(fresh, 3);
        ui_tiles_words(drawn, 3, tiles, sizeof tiles);
        snprintf(want, sizeof want, "Time is up for you: you drew %s as a penalty.", tiles);
        for (i = 0; i < t->nlog && i < 8; i++) {
            found |= strcmp(t->log[i], want) == 0;
        }
        ck_assert_msg(found, "no '%s' in the log: %s", want, t->log[0]);
        ck_assert_msg(strstr(t->penalty, tiles) != NULL, "the card says: %s", t->penalty);
        ck_assert_msg(strstr(t->penalty_more, "went back") != NULL, "%s", t->penalty_more);
    }
    ck_assert(!t->penalty_seen);
    /* The card stays through the other seat's turn, into the next turn's
     * words, until a key. */
    ck_assert(wait_my_turn(&app));
    ck_assert(!t->penalty_seen);
    ui_table_banner(t, text, sizeof text);
    ck_assert_msg(strncmp(text, "Time ran out on your last turn: you drew ", 41) == 0, "%s", text);
    press_key(&app, SH_KEY_RIGHT);
    ck_assert(t->penalty_seen);
    ui_table_banner(t, text, sizeof text);
    ck_assert_msg(strstr(text, "Time ran out") == NULL, "%s", text);
    /* The next turn is timed afresh. */
    ck_assert_int_gt(t->timer_left, 29000);
    /* Run out again with nothing moved: nothing is said to have gone back. */
    ck_assert(!rk_edit_changed(t->edit));
    app_tick(&app, t->timer_left);
    for (i = 0; i < 200 && sh_timeline_busy(t->tl); i++) {
        app_tick(&app, 50);
    }
    ck_assert(!t->penalty_seen);
    ck_assert_msg(strstr(t->penalty_more, "went back") == NULL, "%s", t->penalty_more);
    check_cache_fresh(&app);
    /* a click dismisses the card */
    click_rect(&app, t->lay.area);
    ck_assert(t->penalty_seen);
    app_free(&app);
    remove_pref();
}
END_TEST

/* With the pool empty a person's time running out is a pass: said so in
 * the log and on the card over the bar, which stays until a key. */
START_TEST(test_timer_pass_empty_pool)
{
    App app;
    ShTable *t;
    int i, found = 0;
    make_pref();
    resume_fixture(&app, "full-table-timer.rummikub", 1280, 800);
    ck_assert(wait_my_turn(&app));
    t = app.table;
    ck_assert_int_eq(rk_game_pool_count(game(&app)), 0);
    app.host.settings.pace_ms = 1000000; /* the computers wait: the card is seen first */
    app_tick(&app, t->timer_left);
    ck_assert(!t->editing);
    for (i = 0; i < 200 && sh_timeline_busy(t->tl); i++) {
        app_tick(&app, 50);
    }
    for (i = 0; i < t->nlog && i < 4; i++) {
        found |= strcmp(t->log[i], "Time is up for you: the pool is empty, so you pass.") == 0;
    }
    ck_assert_msg(found, "the log says: %s", t->log[0]);
    ck_assert(ui_table_penalty_card(t));
    ck_assert_str_eq(t->penalty, "the pool is empty, so you pass");
    ck_assert_msg(strstr(t->penalty_more, "went back") == NULL, "%s", t->penalty_more);
    check_cache_fresh(&app);
    press_key(&app, 'l'); /* only closes the card */
    ck_assert(!ui_table_penalty_card(t));
    ck_assert(!t->moves_open);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Draws until the table has a set at the start of the viewer's turn. */
static void draw_until_sets(App *app)
{
    int turns;
    for (turns = 0; turns < 40; turns++) {
        ck_assert(wait_my_turn(app));
        if (rk_game_table(game(app))->nsets > 0) {
            return;
        }
        press_key(app, 'd');
    }
    ck_abort_msg("no set on the table in 40 turns");
}

/* 1 if the rack shows its tiles in the order `by` sorts them. */
static int rack_sorted(const App *app, RkRackSort by)
{
    const RkEdit *e = app->table->edit;
    int i, n = rk_edit_rack_count(e);
    for (i = 1; i < n; i++) {
        RkTile a = rk_edit_rack_tile(e, i - 1), b = rk_edit_rack_tile(e, i);
        int ka, kb;
        if (by == RK_SORT_COLOUR) {
            ka = a;
            kb = b;
        } else {
            ka = a == RK_JOKER ? 1000 : (rk_tile_number(a) - 1) * RK_COLOURS + rk_tile_colour(a);
            kb = b == RK_JOKER ? 1000 : (rk_tile_number(b) - 1) * RK_COLOURS + rk_tile_colour(b);
        }
        if (ka > kb) {
            return 0;
        }
    }
    return 1;
}

/* A tile that was on the table when the turn began, dragged (or moved by
 * keys) to the rack: refused, said why, nothing changed.  Sorting the
 * rack by keys and buttons; the player's own arrangement kept from turn to
 * turn, a drawn tile added at its end, marked. */
START_TEST(test_refused_drop_sort_and_rack_order)
{
    App app;
    static const char *const specs[] = {"human", "ai:expert"};
    const RkGame *g;
    ShTable *t;
    RkTable start_table, now;
    RkRackOrder before, after;
    int hist, rack0, i;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 4, 0, 1);
    draw_until_sets(&app);
    t = app.table;
    g = game(&app);
    ck_assert_int_gt(rk_game_table(g)->nsets, 0);
    hist = rk_game_history_count(g);
    rack0 = rk_game_rack_count(g, 0);
    start_table = *rk_game_table(g);

    /* By mouse. */
    {
        ShRect from = set_tile_rect(&app, 0, 0), to = rack_rect(&app, 2);
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, to.x + 2, to.y + to.h / 2);
    }
    ck_assert_msg(strstr(app.host.message, "cannot go back to your rack") != NULL, "%s",
                  app.host.message);
    /* A sentence that begins with a tile begins with a capital. */
    ck_assert_msg(app.host.message[0] >= 'A' && app.host.message[0] <= 'Z', "%s",
                  app.host.message);
    ck_assert_int_eq(ui_table_said(t), UI_SAY_REFUSAL);
    ck_assert_int_eq(rk_edit_history(t->edit), 0);
    ck_assert(!rk_edit_changed(t->edit));
    ck_assert_int_eq(rk_edit_rack_count(t->edit), rack0);
    now = edit_table(&app);
    check_tables_same(&now, &start_table, "after a refused drop");
    ck_assert_int_eq(rk_game_history_count(g), hist);
    check_editor_agrees(&app);
    /* By keys: chosen on the table, Enter on the rack. */
    sh_host_message(&app.host, "", 0);
    focus_table_tile(&app, 0, 0);
    press_key(&app, ' ');
    ck_assert_int_eq(t->nsel, 1);
    press_key(&app, SH_KEY_TAB); /* the buttons */
    press_key(&app, SH_KEY_TAB); /* the rack */
    ck_assert_int_eq(t->focus.zone, UI_Z_RACK);
    press_key(&app, SH_KEY_ENTER);
    ck_assert(strstr(app.host.message, "cannot go back to your rack") != NULL);
    ck_assert_int_eq(rk_edit_history(t->edit), 0);
    ck_assert_int_eq(rk_edit_rack_count(t->edit), rack0);
    /* Esc drops the choice (and opens no menu). */
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(t->nsel, 0);
    ck_assert_int_eq(overlay(&app), OV_NONE);

    /* Sorting: S by colour, G by number, and the buttons. */
    press_key(&app, 'g');
    ck_assert(rack_sorted(&app, RK_SORT_NUMBER));
    press_key(&app, 's');
    ck_assert(rack_sorted(&app, RK_SORT_COLOUR));
    click_button(&app, UI_BTN_SORT_GROUPS);
    ck_assert(rack_sorted(&app, RK_SORT_NUMBER));
    click_button(&app, UI_BTN_SORT_RUNS);
    ck_assert(rack_sorted(&app, RK_SORT_COLOUR));
    ck_assert_int_eq(rk_edit_history(t->edit), 0); /* arranging is not a move */

    /* The player's own order: the first tile dragged to the rack's end. */
    {
        RkTile first = rk_edit_rack_tile(t->edit, 0);
        ShRect from = rack_rect(&app, 0), to = rack_rect(&app, t->board.nrack);
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
        ck_assert_int_eq(rk_edit_rack_tile(t->edit, rk_edit_rack_count(t->edit) - 1), first);
        ck_assert(!rack_sorted(&app, RK_SORT_COLOUR) || first == RK_JOKER);
    }
    rk_edit_rack_order(t->edit, &before);
    /* Draw with a tile moved asks first; the second Draw puts it back
     * and draws. */
    drag_to_new_set(&app, rk_edit_rack_tile(t->edit, 2));
    press_key(&app, 'd');
    ck_assert_int_eq(rk_game_history_count(g), hist);
    ck_assert_msg(strstr(app.host.message, "press Draw again") != NULL, "%s", app.host.message);
    ck_assert(t->editing);
    app.host.settings.pace_ms = 2000; /* the computer waits: time to arrange */
    click_button(&app, UI_BTN_DRAW);
    ck_assert_int_eq(rk_game_history_count(g), hist + 1);
    check_tables_same(rk_game_table(g), &start_table, "the table after drawing");
    for (i = 0; i < 200 && sh_timeline_busy(t->tl); i++) {
        app_tick(&app, 20);
    }
    ck_assert(!sh_timeline_busy(t->tl));
    ck_assert_int_eq(rk_game_to_act(g), 1);
    /* The drawn tile joins the arrangement at its end, marked. */
    after = t->scene.order[0];
    ck_assert_int_eq(after.n, before.n + 1);
    for (i = 0; i < before.n; i++) {
        ck_assert_int_eq(after.t[i], before.t[i]);
        ck_assert_int_eq(after.fresh[i], 0);
    }
    ck_assert_int_eq(after.fresh[before.n], 1);
    /* Arranged while the computer thinks: the first tile to the end. */
    {
        ShRect from = rack_rect(&app, 0), to = rack_rect(&app, t->board.nrack);
        ck_assert(!t->editing);
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
        ck_assert_int_eq(t->scene.order[0].t[after.n - 1], after.t[0]);
        ck_assert_int_eq(t->scene.order[0].t[0], after.t[1]);
        ck_assert_int_eq(rk_game_history_count(g), hist + 1);
        before = t->scene.order[0];
    }
    app.host.settings.pace_ms = 0;
    ck_assert(wait_my_turn(&app));
    ck_assert_int_gt(rk_game_history_count(g), hist + 1);
    rk_edit_rack_order(t->edit, &after);
    ck_assert_int_eq(after.n, before.n);
    for (i = 0; i < before.n; i++) {
        ck_assert_int_eq(after.t[i], before.t[i]);
        ck_assert_int_eq(rk_edit_rack_tile(t->edit, i), before.t[i]);
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* Before the initial meld the table's sets are left alone: a rack tile
 * dropped on one, a tile of the table moved, a set split, is refused at
 * once with the rules' reason (not only at End turn); new sets of rack
 * tiles, and tiles added to them, are fine. */
/* A rule's refusal (the engine's English sentence) is said in the
 * player's language on the table, its numbers kept. */
START_TEST(test_refusal_in_french)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    make_pref();
    lang_open(&app, "fr", 1280, 800);
    start(&app, 2, specs, 4, 0, 1);
    ui_table_refuse(app.table, "it is seat 2's turn, not seat 1's", ".");
    ck_assert_str_eq(app.host.message, "c'est à la place 2 de jouer, pas à la place 1.");
    ui_table_refuse(app.table, "a sentence of no engine", "");
    ck_assert_str_eq(app.host.message, "a sentence of no engine");
    app_free(&app);
}
END_TEST

/* Why a set is not valid, in French: under the pointer beside the set and
 * when the turn is ended ("Not yet: ..."), the engine's English sentence
 * said through the refusal's translation, its tiles in words. */
START_TEST(test_set_refusal_in_french)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    char why[400];
    int s;
    make_pref();
    lang_open(&app, "fr", 1280, 800);
    start(&app, 2, specs, 4, 0, 1);
    ck_assert(wait_my_turn(&app));
    drag_to_new_set(&app, rk_edit_rack_tile(app.table->edit, 0));
    s = rk_edit_nsets(app.table->edit) - 1;
    ui_play_set_reason(app.table, s, why, sizeof why);
    ck_assert_msg(strstr(why, "une combinaison demande au moins 3 tuiles") != NULL, "%s", why);
    ck_assert_msg(strstr(why, "a set needs") == NULL, "%s", why);
    press_key(&app, 'e');
    ck_assert_msg(strncmp(app.host.message, "Pas encore", 10) == 0, "%s", app.host.message);
    ck_assert_msg(strstr(app.host.message, "une combinaison demande au moins 3 tuiles") != NULL,
                  "%s", app.host.message);
    ck_assert_msg(strstr(app.host.message, "a set needs") == NULL, "%s", app.host.message);
    app_free(&app);
}
END_TEST

START_TEST(test_refused_before_meld)
{
    App app;
    static const char *const specs[] = {"human", "ai:expert"};
    ShTable *t;
    RkTable start_table, now;
    int rack0;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 4, 0, 1);
    draw_until_sets(&app);
    t = app.table;
    ck_assert_int_gt(rk_game_table(game(&app))->nsets, 0);
    ck_assert(!rk_edit_melded(t->edit));
    start_table = *rk_game_table(game(&app));
    rack0 = rk_edit_rack_count(t->edit);
    /* A rack tile dropped on a set of the table. */
    {
        ShRect from = rack_rect(&app, 0), last = set_tile_rect(&app, 0, t->flow.set[0].n - 1);
        mouse(&app, SH_IN_MOVE, from.x + from.w / 2, from.y + from.h / 2);
        mouse(&app, SH_IN_PRESS, from.x + from.w / 2, from.y + from.h / 2);
        mouse(&app, SH_IN_MOVE, last.x, last.y + 20);
        {
            /* the set is not shown as a place the tile may go */
            UiDrop drop;
            ui_play_drop_at(t, last.x + last.w - 2, last.y + last.h / 2, &drop);
            ck_assert(drop.ok);
            ck_assert_int_eq(drop.set, -1);
        }
        mouse(&app, SH_IN_MOVE, last.x + last.w - 2, last.y + last.h / 2);
        mouse(&app, SH_IN_RELEASE, last.x + last.w - 2, last.y + last.h / 2);
    }
    ck_assert_str_eq(app.host.message, UI_BEFORE_MELD_RACK);
    ck_assert_int_eq(ui_table_said(t), UI_SAY_REFUSAL);
    ck_assert_int_eq(rk_edit_history(t->edit), 0);
    ck_assert_int_eq(rk_edit_rack_count(t->edit), rack0);
    /* By keys: chosen on the rack, Enter on a set of the table. */
    sh_host_message(&app.host, "", 0);
    focus_rack(&app, 1);
    press_key(&app, ' ');
    focus_table_tile(&app, 0, 0);
    press_key(&app, SH_KEY_ENTER);
    ck_assert_str_eq(app.host.message, UI_BEFORE_MELD_RACK);
    ck_assert_int_eq(rk_edit_history(t->edit), 0);
    press_key(&app, SH_KEY_ESC);
    /* A tile of the table to free space. */
    {
        ShRect from = set_tile_rect(&app, 0, 0), to = t->flow.newset;
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
    }
    ck_assert_str_eq(app.host.message, UI_BEFORE_MELD_TABLE);
    ck_assert_int_eq(rk_edit_history(t->edit), 0);
    /* A set of the table split by keys. */
    sh_host_message(&app.host, "", 0);
    focus_table_tile(&app, 0, 1);
    press_key(&app, 'x');
    ck_assert_str_eq(app.host.message, UI_BEFORE_MELD_TABLE);
    ck_assert_int_eq(rk_edit_history(t->edit), 0);
    now = edit_table(&app);
    check_tables_same(&now, &start_table, "after the refusals");
    /* A new set of rack tiles, and a tile added to it: fine. */
    {
        unsigned id = drag_to_new_set(&app, rk_edit_rack_tile(t->edit, 0));
        drag_to_set(&app, rk_edit_rack_tile(t->edit, 0), id);
        ck_assert_int_eq(rk_edit_history(t->edit), 2);
    }
    check_editor_agrees(&app);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The rack's place (row, column) of rack tile i. */
static void rack_spot(const App *app, int i, int *row, int *col)
{
    *row = app->table->board.rack_row[i];
    *col = app->table->board.rack_col[i];
}

/* The rectangle of the rack's place at row, col. */
static ShRect cell_rect(const App *app, int row, int col)
{
    const ShTable *t = app->table;
    return ui_rack_place(&t->lay, t->board.rack_per, row * t->board.rack_per + col);
}

/* The rack as a wooden rack: a tile dropped on either row, at any place,
 * lies there (gaps kept); dropped on a tile, it goes before it and pushes
 * it on; a tile back from the table returns to the place it left; the
 * places last from turn to turn and through a close; sorting packs. */
START_TEST(test_rack_places)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    ShTable *t;
    RkTile moved, second, third;
    int row, col, n, i, last;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 2024, 0, 1);
    ck_assert(wait_my_turn(&app));
    t = app.table;
    n = t->board.nrack;
    for (i = 0; i < n; i++) {
        rack_spot(&app, i, &row, &col);
        ck_assert(row == 0 && col == i); /* dealt: packed on the back row */
    }
    /* The first tile to the empty front row, its sixth place. */
    moved = rk_edit_rack_tile(t->edit, 0);
    second = rk_edit_rack_tile(t->edit, 1);
    {
        ShRect from = rack_rect(&app, 0), to = cell_rect(&app, 1, 5);
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
    }
    ck_assert_int_eq(rk_edit_rack_tile(t->edit, n - 1), moved); /* last in reading order */
    rack_spot(&app, n - 1, &row, &col);
    ck_assert_msg(row == 1 && col == 5, "dropped on the front row's sixth place, lies at %d.%d",
                  row, col);
    rack_spot(&app, 0, &row, &col);
    ck_assert_int_eq(rk_edit_rack_tile(t->edit, 0), second);
    ck_assert(row == 0 && col == 1); /* the others stay: a gap where it was */
    ck_assert_int_eq(rk_edit_history(t->edit), 0); /* arranging is no move */
    check_cache_fresh(&app);
    /* A tile to a free place far along the back row. */
    third = rk_edit_rack_tile(t->edit, 2);
    {
        ShRect from = rack_rect(&app, 2), to = cell_rect(&app, 0, 17);
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
    }
    last = -1;
    for (i = 0; i < t->board.nrack; i++) {
        if (t->board.rack_row[i] == 0 && t->board.rack_col[i] == 17) {
            last = i;
        }
    }
    ck_assert_int_ge(last, 0);
    ck_assert_int_eq(rk_edit_rack_tile(t->edit, last), third);
    /* Dropped on a tile's left half: before it, that one pushed on. */
    {
        ShRect from = rack_rect(&app, 0), on = rack_rect(&app, last);
        RkTile a = rk_edit_rack_tile(t->edit, 0);
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, on.x + 3, on.y + on.h / 2);
        for (i = 0; i < t->board.nrack && rk_edit_rack_tile(t->edit, i) != third; i++) {
        }
        ck_assert_int_lt(i, t->board.nrack);
        ck_assert_int_eq(rk_edit_rack_tile(t->edit, i - 1), a);
        rack_spot(&app, i - 1, &row, &col);
        ck_assert(row == 0 && col == 17);
        rack_spot(&app, i, &row, &col);
        ck_assert(row == 0 && col == 18);
    }
    /* A tile to the table and back by Undo: to the place it left. */
    {
        int k = t->board.nrack - 1, r0, c0;
        RkTile tile = rk_edit_rack_tile(t->edit, k);
        rack_spot(&app, k, &r0, &c0);
        drag_to_new_set(&app, tile);
        press_key(&app, 'u');
        ck_assert_int_eq(rk_edit_rack_tile(t->edit, k), tile);
        rack_spot(&app, k, &row, &col);
        ck_assert_msg(row == r0 && col == c0, "back at %d.%d, not %d.%d", row, col, r0, c0);
    }
    check_editor_agrees(&app);
    /* Closed and resumed mid-turn: the places as they were. */
    {
        UiBoard before = t->board;
        drag_to_new_set(&app, rk_edit_rack_tile(t->edit, 3));
        before = t->board;
        app_free(&app);
        reopen_and_resume(&app);
        ck_assert(wait_my_turn(&app));
        t = app.table;
        ck_assert_int_eq(t->board.nrack, before.nrack);
        for (i = 0; i < before.nrack; i++) {
            ck_assert_int_eq(t->board.rack[i], before.rack[i]);
            ck_assert_int_eq(t->board.rack_row[i], before.rack_row[i]);
            ck_assert_int_eq(t->board.rack_col[i], before.rack_col[i]);
        }
        press_key(&app, 'r');
    }
    /* The next turn: the same places, the drawn tile after the last. */
    {
        UiBoard before = t->board;
        RkRackOrder o;
        press_key(&app, 'd');
        ck_assert(wait_my_turn(&app));
        rk_edit_rack_order(t->edit, &o);
        ck_assert_int_eq(t->board.nrack, before.nrack + 1);
        for (i = 0; i < before.nrack; i++) {
            ck_assert_int_eq(t->board.rack[i], before.rack[i]);
            ck_assert_int_eq(t->board.rack_row[i], before.rack_row[i]);
            ck_assert_int_eq(t->board.rack_col[i], before.rack_col[i]);
        }
        ck_assert_int_gt(ui_rack_at(t, before.nrack), ui_rack_at(t, before.nrack - 1));
    }
    /* Sorting packs the rack from its first place. */
    press_key(&app, 's');
    for (i = 0; i < t->board.nrack; i++) {
        ck_assert_int_eq(ui_rack_at(t, i), i);
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* A rack grown past two rows of 20 by the timer's penalties: every place
 * is hit where it is drawn, the arrows go between the rows, the front
 * row's last tile drags to the table and a tile to the rack's end. */
START_TEST(test_big_rack)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    ShTable *t;
    int turns, per, n, i;
    static const int probe[] = {0, 1, 19, 20, 21, 30};
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 2, specs, 3, 30, 1);
    for (turns = 0; turns < 30; turns++) {
        ck_assert(wait_my_turn(&app));
        if (turns > 0) {
            /* Marked new: the last penalty's three tiles, no older ones. */
            int fresh = 0;
            for (i = 0; i < rk_edit_rack_count(app.table->edit); i++) {
                fresh += rk_edit_rack_fresh(app.table->edit, i);
            }
            ck_assert_msg(fresh == 3, "%d tiles marked new after a penalty of 3", fresh);
        }
        if (rk_game_rack_count(game(&app), 0) > 2 * UI_RACK_ROW_MIN) {
            break;
        }
        app_tick(&app, 30000); /* time is up: three more tiles */
    }
    t = app.table;
    n = t->board.nrack;
    per = ui_rack_per_row(n);
    ck_assert_int_gt(n, 2 * UI_RACK_ROW_MIN);
    ck_assert_int_gt(per, UI_RACK_ROW_MIN);
    check_editor_agrees(&app);
    /* Each place chooses its own tile. */
    for (i = 0; i < (int)(sizeof probe / sizeof probe[0]); i++) {
        RkEditSpot sp = {RK_EDIT_RACK, 0, probe[i]};
        click_rect(&app, rack_rect(&app, probe[i]));
        ck_assert_msg(t->nsel == 1 && ui_play_selected(t, sp), "place %d not chosen", probe[i]);
        click_rect(&app, rack_rect(&app, probe[i]));
        ck_assert_int_eq(t->nsel, 0);
    }
    {
        RkEditSpot sp = {RK_EDIT_RACK, 0, n - 1};
        click_rect(&app, rack_rect(&app, n - 1));
        ck_assert(ui_play_selected(t, sp));
        press_key(&app, SH_KEY_ESC);
    }
    /* The arrows between the rows: up to the back row's tile nearest
     * above (the rows keep their tiles as the rack grew wider), and down
     * again. */
    {
        int front = -1, above = -1, bestd = 1 << 30;
        ShRect f;
        for (i = 0; i < n && front < 0; i++) {
            front = t->board.rack_row[i] == 1 && t->board.rack_col[i] >= 2 ? i : -1;
        }
        ck_assert_int_ge(front, 0);
        f = rack_rect(&app, front);
        for (i = 0; i < n; i++) {
            ShRect r = rack_rect(&app, i);
            if (t->board.rack_row[i] == 0 && abs(r.x - f.x) < bestd) {
                bestd = abs(r.x - f.x);
                above = i;
            }
        }
        focus_rack(&app, front);
        press_key(&app, SH_KEY_UP);
        ck_assert_int_eq(t->focus.a, above);
        press_key(&app, SH_KEY_DOWN);
        ck_assert_int_eq(t->focus.a, front);
    }
    /* The front row's last tile to the table, the first tile to the end. */
    {
        RkTile last = rk_edit_rack_tile(t->edit, n - 1), first = rk_edit_rack_tile(t->edit, 0);
        ShRect from = rack_rect(&app, n - 1), to = t->flow.newset;
        int s = rk_edit_nsets(t->edit);
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
        ck_assert_int_eq(rk_edit_nsets(t->edit), s + 1);
        ck_assert_int_eq(rk_edit_set(t->edit, s)->t[0], last);
        n = t->board.nrack;
        from = rack_rect(&app, 0);
        to = rack_rect(&app, n);
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
        ck_assert_int_eq(rk_edit_rack_tile(t->edit, n - 1), first);
    }
    check_editor_agrees(&app);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The game-end sheet shows the engine's score. */
static void check_game_end(App *app)
{
    const RkGame *g = game(app);
    const UiScene *sc = &app->table->scene;
    RkGameScore score;
    int s, p = rk_game_config(g)->players;
    ck_assert(rk_game_phase(g) == RK_PHASE_GAME_OVER || rk_game_phase(g) == RK_PHASE_MATCH_OVER);
    ck_assert_int_eq(rk_game_last_score(g, &score), TK_OK);
    ck_assert(sc->have_score);
    ck_assert_int_eq(sc->score.game, score.game);
    ck_assert_int_eq(sc->score.winner, score.winner);
    ck_assert_int_eq(app->table->scr.shown.game, score.game);
    for (s = 0; s < p; s++) {
        ck_assert_int_eq(sc->total[s], rk_game_total(g, s));
        ck_assert_int_eq(sc->score.points[s], score.points[s]);
    }
    if (score.out) {
        ck_assert_int_eq(score.tiles[score.winner], 0);
    }
}

/* The game-end sheet shows every tile of a long rack (two rows, smaller)
 * and keeps a long name inside its column. */
START_TEST(test_game_end_sheet_long_rack)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy", "ai:easy", "ai:easy"};
    static const char name[] = "Bartholomew Montgomery-Smythe!!";
    ShSetup setup;
    UiOptions o;
    ShTable *t;
    RkGameScore *sc;
    ShRect r;
    UiSheetTiles st;
    int s, i, k, y0, tiles_x, col_end;
    float ph;
    make_pref();
    open_app(&app, 1280, 800);
    memset(&setup, 0, sizeof setup);
    setup.players = 4;
    setup.seed = 9;
    for (s = 0; s < 4; s++) {
        snprintf(setup.seat[s].spec, sizeof setup.seat[s].spec, "%s", specs[s]);
    }
    snprintf(setup.seat[1].name, sizeof setup.seat[1].name, "%s", name);
    rummikub_game.options_default(&o);
    ck_assert(app_start_match(&app, &setup, &o) == 0);
    t = app.table;
    ck_assert(wait_my_turn(&app));
    /* The sheet as a game ending now would show it: 25 tiles left on the
     * viewer's rack, the long name on the next seat's. */
    sc = &t->scene.score;
    memset(sc, 0, sizeof *sc);
    sc->game = 1;
    sc->out = 1;
    sc->winner = 2;
    for (i = 0, k = 0; i < 25; i++, k = (k + 5) % RK_KINDS) {
        sc->rack[0].n[k]++;
    }
    sc->tiles[0] = 25;
    sc->rack_total[0] = 168;
    sc->rack[1].n[3] = 1;
    sc->tiles[1] = 1;
    sc->rack_total[1] = 4;
    t->scene.have_score = 1;
    t->scr.dialog = UI_DLG_GAME_END;
    app.layer_valid = 0;
    app_draw(&app);
    if (getenv("RK_TEST_SHOTS") != NULL) {
        char err[200], path[400];
        snprintf(path, sizeof path, "%s/sheet-long-rack.png", getenv("RK_TEST_SHOTS"));
        app_save_png(&app, path, err, sizeof err);
    }
    ph = ui_table_sheet_height(t);
    r = ui_layout_ref_rect(&t->lay, 110, (800.0f - ph) / 2.0f, 1060, ph);
    y0 = r.y + ui_px(&t->lay, 22 + 46 + 24);
    tiles_x = r.x + ui_px(&t->lay, UI_SHEET_TILES_X);
    /* The 25th tile is drawn: a tile's cream face where it lies. */
    ui_sheet_tiles(25, UI_SHEET_TILES_W, UI_SHEET_TILES_H, &st);
    {
        int pitch = ui_px(&t->lay, st.w + UI_SHEET_GAP), row = ui_px(&t->lay, st.h + UI_SHEET_GAP);
        int x = tiles_x + (24 % st.per_row) * pitch, y = y0 + (24 / st.per_row) * row;
        Uint8 cr, cg, cb;
        pixel(&app, x + ui_px(&t->lay, st.w) / 5, y + ui_px(&t->lay, st.h) / 2, &cr, &cg, &cb);
        /* (the sheet is dark: a tile's face is light) */
        ck_assert_msg(cr + cg + cb > 400, "no tile where the 25th lies: %d %d %d", cr, cg, cb);
    }
    /* Between the names' column and the tiles: nothing of the long name. */
    col_end = r.x + ui_px(&t->lay, UI_SHEET_TILES_X - 12);
    for (i = col_end + 1; i < tiles_x - 1; i++) {
        for (k = y0 + 96; k < y0 + 96 + 60; k++) {
            Uint8 cr, cg, cb;
            pixel(&app, i, k, &cr, &cg, &cb);
            if (cr > 150 && cg > 150 && cb > 150) {
                ck_abort_msg("the name runs past its column at %d,%d", i, k);
            }
        }
    }
    check_cache_fresh(&app);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A whole match by keys alone (the hint laid out and played, or a draw),
 * two games against a computer; the game-end sheet after each (closed and
 * resumed on it, it shows again), the match-end dialog, and its Title
 * screen leaves nothing to resume. */
START_TEST(test_match_by_keys)
{
    App app;
    static const char *const specs[] = {"human", "ai:hard"};
    int i, games = 0, plays = 0, draws = 0, resumed = 0;
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 2, specs, 99, 0, 2);
    for (i = 0; i < 100000 && overlay(&app) != OV_MATCH_END; i++) {
        app_tick(&app, 50);
        if (overlay(&app) == OV_GAME_END) {
            int number = rk_game_number(game(&app));
            check_game_end(&app);
            ck_assert_int_ne(app_wait_ms(&app), 0); /* the sheet waits: no busy loop */
            games++;
            if (!resumed) {
                /* Closed on the sheet: it shows again when resumed. */
                app_free(&app);
                open_app(&app, 1280, 800);
                app.host.settings.speed = SH_SPEED_INSTANT;
                ck_assert(app.resume_ok);
                click_rect(&app, widget(&app, "Resume the match")->r);
                ck_assert_int_eq(app.screen, SCR_PLAY);
                app_tick(&app, 0);
                ck_assert_int_eq(overlay(&app), OV_GAME_END);
                ck_assert_int_eq(rk_game_number(game(&app)), number);
                check_game_end(&app);
                resumed = 1;
            }
            widget(&app, number < 2 ? "Next game" : "Final results");
            check_cache_fresh(&app);
            press_key(&app, SH_KEY_ENTER);
            check_cache_fresh(&app);
            ck_assert_int_ne(overlay(&app), OV_GAME_END);
            if (number < 2) {
                ck_assert_int_eq(rk_game_number(game(&app)), number + 1);
            }
            continue;
        }
        if (my_turn(&app)) {
            if (turn_by_keys(&app)) {
                plays++;
            } else {
                draws++;
            }
            check_box_whole(&app);
        }
    }
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    ck_assert_int_eq(games, 2);
    ck_assert_int_gt(plays, 2);
    ck_assert_int_gt(draws, 0);
    ck_assert_int_eq(rk_game_phase(game(&app)), RK_PHASE_MATCH_OVER);
    ck_assert(app.table->scene.match_over);
    check_cache_fresh(&app);
    /* Play again (on a resumed table): the same seats and options. */
    click_rect(&app, widget(&app, "Play again")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    ck_assert_int_le(rk_game_number(game(&app)), 1);
    ck_assert_int_eq(rk_game_config(game(&app))->games, 2);
    ck_assert_int_eq(rk_game_config(game(&app))->timer, 0);
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 0), MT_SEAT_HUMAN);
    ck_assert_int_eq(mt_match_seat_kind(app.table->match, 1), MT_SEAT_AI);
    ck_assert_str_eq(mt_match_seat_spec(app.table->match, 1), "ai:hard");
    ck_assert(wait_my_turn(&app));
    /* The menu's Title screen keeps the new match to resume. */
    press_key(&app, SH_KEY_ESC);
    click_rect(&app, widget(&app, "Title screen (match is saved)")->r);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    ck_assert(app.resume_ok);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A whole game by mouse alone against two computers: drags and clicks for
 * the plays that only add tiles, the Hint button for the others, Draw and
 * End turn; Final results, then Play again. */
START_TEST(test_match_by_mouse)
{
    App app;
    static const char *const specs[] = {"human", "ai:medium", "ai:easy"};
    int i, plays = 0, sheets = 0;
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 3, specs, 8, 0, 1);
    for (i = 0; i < 100000 && overlay(&app) != OV_MATCH_END; i++) {
        app_tick(&app, 50);
        if (overlay(&app) == OV_GAME_END) {
            check_game_end(&app);
            sheets++;
            click_rect(&app, widget(&app, "Final results")->r);
            continue;
        }
        if (my_turn(&app)) {
            plays += turn_by_mouse(&app);
            check_box_whole(&app);
        }
    }
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    ck_assert_int_eq(sheets, 1);
    ck_assert_int_gt(plays, 1);
    click_rect(&app, widget(&app, "Play again")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    ck_assert_int_le(rk_game_number(game(&app)), 1);
    ck_assert_int_eq(rk_game_total(game(&app), 0), 0);
    ck_assert_int_eq(rk_game_config(game(&app))->players, 3);
    ck_assert(wait_my_turn(&app));
    app_free(&app);
    remove_pref();
}
END_TEST

/* 1 if the viewer's rack on the screen holds exactly seat's tiles. */
static int board_rack_is(const App *app, int seat)
{
    RkCounts shown, own;
    int i;
    rk_counts_clear(&shown);
    for (i = 0; i < app->table->board.nrack; i++) {
        shown.n[app->table->board.rack[i]]++;
    }
    rk_game_rack(game(app), seat, &own);
    return memcmp(&shown, &own, sizeof own) == 0;
}

/* Two people at one screen: the pass screen between their turns hides
 * every rack; each then sees only its own. */
/* ---- names (tests/shell/app_checks.h): Rummikub's part ---- */

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
    app->host.settings.speed = SH_SPEED_INSTANT;
    ck_assert(wait_my_turn(app));
    press_key(app, 'd');
}

int names_log_has(const App *app, const char *start)
{
    int i;
    for (i = 0; i < app->table->nlog; i++) {
        if (strncmp(app->table->log[i], start, strlen(start)) == 0) {
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

/* What the engine and the players say is shown in the screen's words:
 * tiles as "blue 10", seats by the names on their plates. */
START_TEST(test_screen_words)
{
    App app;
    static const char *const specs[] = {"human", "ai:hard", "ai:easy"};
    char out[400], want[400];
    const RkMatch *m;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 3, specs, 5, 0, 1);
    m = app.table->match;
    ui_table_words(app.table, "seat 2 has only 3 tiles left; b10 o10 r10", out, sizeof out);
    snprintf(want, sizeof want, "%s has only 3 tiles left; blue 10, orange 10, red 10",
             mt_match_seat_name(m, 1));
    ck_assert_str_eq(out, want);
    ui_table_words(app.table, "it is seat 3's turn, not Seat 1's", out, sizeof out);
    snprintf(want, sizeof want, "it is %s's turn, not %s's", mt_match_seat_name(m, 2),
             mt_match_seat_name(m, 0));
    ck_assert_str_eq(out, want);
    /* Not a seat of this table, or not the word: as it was. */
    ui_table_words(app.table, "seat 4, seat 12, seats 2, unseat 2, seat", out, sizeof out);
    ck_assert_str_eq(out, "seat 4, seat 12, seats 2, unseat 2, seat");
    /* Cut to size, ended. */
    ui_table_words(app.table, "seat 2 seat 2 seat 2", out, 6);
    ck_assert_uint_le(strlen(out), 5);
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_hot_seat)
{
    App app;
    static const char *const specs[] = {"human", "human"};
    int i, passes = 0, last = -1;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 12, 0, 1);
    for (i = 0; i < 20000 && passes < 6; i++) {
        ShTable *t = app.table;
        app_tick(&app, 50);
        if (overlay(&app) == OV_PASS) {
            int seat = rk_game_to_act(game(&app));
            char label[80];
            Uint8 r, g, b;
            ShRect p;
            ck_assert(t->pass_pending);
            ck_assert(!t->revealed);
            ck_assert_int_eq(t->viewer, seat);
            ck_assert_int_ne(seat, last);
            ck_assert(!ui_table_can_act(t));
            ck_assert(!ui_play_button_enabled(t, UI_BTN_SORT_RUNS));
            /* No tile face on the rack while the screen is passed. */
            app_draw(&app);
            p = rack_rect(&app, 0);
            pixel(&app, p.x + p.w / 2, p.y + p.h / 3, &r, &g, &b);
            ck_assert_msg(!(r > 200 && g > 200 && b > 180), "a tile shows on the pass screen");
            snprintf(label, sizeof label, "I am %s: show my rack",
                     mt_match_seat_name(t->match, seat));
            widget(&app, label);
            check_cache_fresh(&app);
            press_key(&app, SH_KEY_ENTER);
            check_cache_fresh(&app);
            ck_assert_int_eq(overlay(&app), OV_NONE);
            ck_assert(t->revealed);
            ck_assert(board_rack_is(&app, seat));
            ck_assert(!board_rack_is(&app, 1 - seat));
            last = seat;
            passes++;
            continue;
        }
        if (my_turn(&app)) {
            ck_assert(board_rack_is(&app, t->viewer));
            ck_assert_int_eq(rk_game_to_act(game(&app)), t->viewer);
            /* Two people: nobody is "You". */
            ck_assert_str_eq(ui_table_seat_label(t, t->viewer),
                             mt_match_seat_name(t->match, t->viewer));
            turn_by_keys(&app);
            ck_assert(!ui_table_can_act(t));
        }
    }
    ck_assert_int_eq(passes, 6);
    /* A hot-seat turn in progress, closed and resumed: the pass screen
     * first, then the turn as it was left. */
    ck_assert(wait_my_turn(&app));
    {
        int seat = app.table->viewer;
        RkTable moved, now;
        drag_to_new_set(&app, rk_edit_rack_tile(app.table->edit, 0));
        moved = edit_table(&app);
        app_free(&app);
        reopen_and_resume(&app);
        for (i = 0; i < 100 && overlay(&app) != OV_PASS; i++) {
            app_tick(&app, 50);
        }
        ck_assert_int_eq(overlay(&app), OV_PASS);
        ck_assert_int_eq(app.table->viewer, seat);
        ck_assert(!app.table->revealed);
        press_key(&app, SH_KEY_ENTER);
        ck_assert(wait_my_turn(&app));
        ck_assert_str_eq(app.host.message, "Your turn goes on as you left it.");
        now = edit_table(&app);
        check_tables_same(&now, &moved, "the hot-seat turn resumed");
        check_editor_agrees(&app);
        ck_assert_int_eq(app.table->board.nrack, rk_game_rack_count(game(&app), seat) - 1);
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* A turn in progress (tiles moved, the rack arranged, the clock run down)
 * when the window closes comes back as it was; a turn file that is not
 * this turn's, or is damaged, is left aside: the turn starts afresh. */
/* A turn closed before any move comes back as it began: nothing to undo,
 * nothing said of a turn in progress. */
START_TEST(test_resume_turn_without_moves)
{
    App app;
    int i;
    static const char *const specs[] = {"human", "ai:easy"};
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 2, specs, 77, 0, 1);
    ck_assert(wait_my_turn(&app));
    for (i = 0; i < 40 && rk_game_table(game(&app))->nsets == 0; i++) {
        press_key(&app, 'd'); /* until the computer has put sets down */
        ck_assert(wait_my_turn(&app));
    }
    ck_assert_int_gt(rk_game_table(game(&app))->nsets, 0);
    press_key(&app, 'h'); /* a hint changes nothing on the table */
    app_free(&app);
    reopen_and_resume(&app);
    ck_assert(wait_my_turn(&app));
    ck_assert_int_eq(rk_edit_history(app.table->edit), 0);
    ck_assert(!ui_play_button_enabled(app.table, UI_BTN_UNDO));
    ck_assert(strcmp(app.host.message, "Your turn goes on as you left it.") != 0);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A match and its turn in progress saved by the tree before the match
 * layer (tests/rummikub/ui/old-match.rummikub and .turn: Ada has laid
 * k12 o12 r12; the person's turn, 51996 ms left, k13 b13 o13 laid as a new
 * set) come back as they were: an existing player's saves still resume. */
START_TEST(test_old_saves_resume)
{
    App app;
    const char *src = getenv("RACKO_SOURCE");
    char cmd[1500];
    ShTable *t;
    const RkSet *set;
    RkTile tile;
    int s, i, found = 0;
    make_pref();
    ck_assert_ptr_nonnull(src);
    snprintf(cmd, sizeof cmd,
             "cp '%s/tests/rummikub/ui/old-match.rummikub' '%s/match.rummikub' && "
             "cp '%s/tests/rummikub/ui/old-match.rummikub.turn' '%s/match.rummikub.turn'",
             src, pref, src, pref);
    ck_assert_int_eq(system(cmd), 0);
    reopen_and_resume(&app);
    t = app.table;
    ck_assert(wait_my_turn(&app));
    ck_assert_int_eq(rk_game_history_count(game(&app)), 2);
    ck_assert_int_eq(rk_game_to_act(game(&app)), 0);
    ck_assert_str_eq(app.host.message, "Your turn goes on as you left it.");
    ck_assert_int_eq(rk_game_table(game(&app))->nsets, 1); /* Ada's k12 o12 r12 */
    ck_assert_int_eq(rk_edit_nsets(t->edit), 2);
    for (s = 0; s < rk_edit_nsets(t->edit); s++) {
        set = rk_edit_set(t->edit, s);
        if (set->n != 3) {
            continue;
        }
        for (i = 0; i < 3; i++) {
            ck_assert_int_eq(rk_tile_parse(i == 0 ? "k13" : i == 1 ? "b13" : "o13", 3, &tile),
                             TK_OK);
            if (set->t[i] != tile) {
                break;
            }
        }
        found += i == 3;
    }
    ck_assert_msg(found == 1, "the set k13 b13 o13 laid before the close is not there");
    ck_assert_int_eq(rk_edit_rack_count(t->edit), 11);
    ck_assert_msg(t->timer_left <= 51996 && t->timer_left > 50996, "timer %d", t->timer_left);
    check_editor_agrees(&app);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A hint that plays many tiles counts them instead of listing them (the
 * play marks them on the rack; a list of 42 was cut off the message):
 * tests/rummikub/ui/endgame-long-hint.rummikub, two players who kept
 * their tiles back, the pool empty, expert's play 42 tiles that leave
 * Kim's rack unable to go out. */
START_TEST(test_hint_counts_a_long_play)
{
    App app;
    const char *src = getenv("RACKO_SOURCE");
    char cmd[1500];
    make_pref();
    ck_assert_ptr_nonnull(src);
    snprintf(cmd, sizeof cmd, "cp '%s/tests/rummikub/ui/endgame-long-hint.rummikub' '%s/match.rummikub'", src,
             pref);
    ck_assert_int_eq(system(cmd), 0);
    reopen_and_resume(&app);
    ck_assert(wait_my_turn(&app));
    ck_assert_int_eq(rk_game_pool_count(game(&app)), 0);
    press_key(&app, 'h');
    static const char want[] = "Hint: play 42 tiles. Your rack drops from 362 to 40 points against Kim's 344";
    ck_assert_msg(strncmp(app.host.message, want, sizeof want - 1) == 0, "%s", app.host.message);
    ck_assert_msg(strstr(app.host.message, "Undo takes it back.") != NULL, "%s", app.host.message);
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_resume_turn_in_progress)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    char turn_file[1200];
    RkTable moved, one_move, start_table, now;
    RkRackOrder order, back;
    ShTable *t;
    unsigned id;
    int hist, left, i;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 2024, 60, 1);
    ck_assert(wait_my_turn(&app));
    t = app.table;
    hist = rk_game_history_count(game(&app));
    start_table = *rk_game_table(game(&app));
    app_tick(&app, 5000);
    press_key(&app, 'g');
    id = drag_to_new_set(&app, rk_edit_rack_tile(t->edit, 3));
    one_move = edit_table(&app);
    drag_to_set(&app, rk_edit_rack_tile(t->edit, 0), id);
    /* The clock runs on after the last move: it is kept at close. */
    app_tick(&app, 6000);
    left = t->timer_left;
    ck_assert_int_le(left, 49000);
    moved = edit_table(&app);
    rk_edit_rack_order(t->edit, &order);
    snprintf(turn_file, sizeof turn_file, "%s.turn", app.host.save_path);
    ck_assert(access(turn_file, F_OK) == 0);
    app_free(&app); /* the window closes */

    reopen_and_resume(&app);
    t = app.table;
    ck_assert(wait_my_turn(&app));
    ck_assert_int_eq(rk_game_history_count(game(&app)), hist);
    ck_assert_msg(strcmp(app.host.message, "Your turn goes on as you left it.") == 0, "%s",
                  app.host.message);
    ck_assert_int_eq(ui_table_said(t), UI_SAY_NOTE); /* not in the error's colours */
    now = edit_table(&app);
    check_tables_same(&now, &moved, "the turn resumed");
    rk_edit_rack_order(t->edit, &back);
    ck_assert_int_eq(back.n, order.n);
    for (i = 0; i < order.n; i++) {
        ck_assert_int_eq(back.t[i], order.t[i]);
        ck_assert_int_eq(back.fresh[i], order.fresh[i]);
    }
    check_editor_agrees(&app);
    /* The clock goes on from where it was when the window closed. */
    ck_assert_msg(t->timer_left <= left && t->timer_left > left - 1000,
                  "the timer shows %d ms, it had %d left", t->timer_left, left);
    /* Undo steps back one move at a time, as before the close. */
    ck_assert_int_eq(rk_edit_history(t->edit), 2);
    press_key(&app, 'u');
    now = edit_table(&app);
    check_tables_same(&now, &one_move, "one move undone after resuming");
    press_key(&app, 'u');
    now = edit_table(&app);
    check_tables_same(&now, &start_table, "two moves undone after resuming");
    ck_assert_int_eq(rk_edit_history(t->edit), 0);
    press_key(&app, 'u');
    ck_assert_str_eq(app.host.message, "Nothing to undo this turn.");
    check_editor_agrees(&app);
    /* Reset still goes back to the turn's start. */
    drag_to_new_set(&app, rk_edit_rack_tile(t->edit, 2));
    press_key(&app, 'r');
    now = edit_table(&app);
    check_tables_same(&now, &start_table, "Reset after resuming");
    drag_to_new_set(&app, rk_edit_rack_tile(t->edit, 1));
    app_free(&app);

    /* Closed with the time running and no move made: the time comes back
     * as it was at close. */
    reopen_and_resume(&app);
    t = app.table;
    ck_assert(wait_my_turn(&app));
    press_key(&app, 'r');
    press_key(&app, 'u');
    press_key(&app, 'u'); /* back to no move at all */
    app_tick(&app, 3000);
    left = t->timer_left;
    app_free(&app);
    reopen_and_resume(&app);
    t = app.table;
    ck_assert(wait_my_turn(&app));
    ck_assert_msg(t->timer_left <= left && t->timer_left > left - 1000,
                  "the timer shows %d ms, it had %d left", t->timer_left, left);
    app_free(&app);

    /* A turn file of another turn: not taken up. */
    {
        char text[200];
        snprintf(text, sizeof text, "rummikub-turn 1\nat %d 0 1000\nrack k1\ntable -\n", hist + 7);
        write_file(turn_file, text);
    }
    reopen_and_resume(&app);
    t = app.table;
    ck_assert(wait_my_turn(&app));
    ck_assert(!rk_edit_changed(t->edit));
    ck_assert_str_ne(app.host.message, "Your turn goes on as you left it.");
    check_editor_agrees(&app);
    app_free(&app);

    /* Damaged: not taken up, no crash. */
    write_file(turn_file, "rummikub-turn 1\nat 0 0 -5\n\x01\x02 garbage\ntable r1 r2 | |\n");
    reopen_and_resume(&app);
    ck_assert(wait_my_turn(&app));
    ck_assert(!rk_edit_changed(app.table->edit));
    check_editor_agrees(&app);
    app_free(&app);
    {
        /* A table the turn could not reach (a tile from nowhere). */
        char text[400];
        snprintf(text, sizeof text, "rummikub-turn 1\nat %d 0 1000\nrack", hist);
        write_file(turn_file, text);
    }
    reopen_and_resume(&app);
    ck_assert(wait_my_turn(&app));
    ck_assert(!rk_edit_changed(app.table->edit));
    app_free(&app);
    remove_pref();
}
END_TEST

/* A turn file at its reader's limit, 8 MiB of moves ("step -", the table
 * after each, all alike): what the reader keeps is bounded, the last
 * UI_TURN_STEPS moves, not a table a line (it was 2.4 GB); the turn comes
 * back with them to undo, and the file written again holds no more. */
START_TEST(test_turn_file_at_its_limit)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    const size_t limit = 8 * 1024 * 1024;
    char turn_file[1200], *text, *p;
    size_t len = 0, n, lines = 0;
    int heads;
    FILE *f;
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 2, specs, 5, 0, 1);
    ck_assert(wait_my_turn(&app));
    ck_assert_int_eq(rk_game_table(game(&app))->nsets, 0); /* "-": the table as it began */
    snprintf(turn_file, sizeof turn_file, "%s.turn", app.host.save_path);
    app_free(&app);

    /* The file as the table wrote it, its head kept (this turn's), then
       moves up to the limit. */
    ck_assert_int_eq(tk_file_read(turn_file, 65536, &text, &len, NULL, 0), TK_OK);
    for (p = text, heads = 0; heads < 4 && (p = strchr(p, '\n')) != NULL; heads++) {
        p++;
    }
    ck_assert_int_eq(heads, 4); /* rummikub-turn, at, rack, places */
    n = (size_t)(p - text);
    f = fopen(turn_file, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, n, f), n);
    while (n + strlen("step -\n") + strlen("table -\n") <= limit) {
        fputs("step -\n", f);
        n += strlen("step -\n");
        lines++;
    }
    fputs("table -\n", f);
    n += strlen("table -\n");
    ck_assert_int_eq(fclose(f), 0);
    ck_assert_uint_le(n, limit);
    ck_assert_uint_gt(lines, 1000000);
    free(text);

    reopen_and_resume(&app);
    ck_assert(wait_my_turn(&app));
    ck_assert_str_eq(app.host.message, "Your turn goes on as you left it.");
    ck_assert_int_eq(rk_edit_history(app.table->edit), UI_TURN_STEPS);
    ck_assert_int_eq(app.table->nsteps, UI_TURN_STEPS);
    ck_assert_int_le(app.table->cap_steps, 2 * UI_TURN_STEPS);
    check_editor_agrees(&app);
    app_free(&app); /* writes the turn file again */

    ck_assert_int_eq(tk_file_read(turn_file, limit, &text, &len, NULL, 0), TK_OK);
    for (p = text, lines = 0; (p = strstr(p, "\nstep ")) != NULL; p++) {
        lines++;
    }
    ck_assert_uint_eq(lines, UI_TURN_STEPS);
    free(text);
    remove_pref();
}
END_TEST

/* A match closed between turns resumes where it was (racks, table, the
 * move log's note); a damaged save is reported and set aside; a finished
 * one is not offered. */
START_TEST(test_resume_match_and_bad_saves)
{
    App app;
    static const char *const specs[] = {"human", "ai:medium"};
    static const char *const bots[] = {"ai:easy", "ai:easy"};
    RkCounts rack, rack2;
    RkTable table;
    char info[400];
    int i, hist, turns = 0;
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 2, specs, 77, 0, 2);
    while (turns < 4) {
        ck_assert(wait_my_turn(&app));
        turn_by_keys(&app);
        turns++;
    }
    ck_assert(wait_my_turn(&app));
    hist = rk_game_history_count(game(&app));
    rk_game_rack(game(&app), 0, &rack);
    table = *rk_game_table(game(&app));
    app_free(&app);

    ck_assert_int_eq(saved_info(app.host.save_path, info, sizeof info),
                     TK_SAVED_PLAYING);
    ck_assert_msg(strncmp(info, "Game 1 of 2:", 12) == 0, "%s", info);
    reopen_and_resume(&app);
    ck_assert_int_eq(rk_game_history_count(game(&app)), hist);
    rk_game_rack(game(&app), 0, &rack2);
    ck_assert(memcmp(&rack, &rack2, sizeof rack) == 0);
    ck_assert(memcmp(&app.table->scene.rack[0], &rack, sizeof rack) == 0);
    check_tables_same(rk_game_table(game(&app)), &table, "the table resumed");
    check_tables_same(&app.table->scene.table, &table, "the table shown");
    ck_assert_str_eq(app.table->log[0], "The match goes on from where it was saved.");
    ck_assert(wait_my_turn(&app));
    turn_by_keys(&app); /* and it goes on */
    ck_assert_int_eq(rk_game_history_count(game(&app)), hist + 1);
    app_free(&app);

    /* Damaged: reported, set aside, no crash. */
    write_file(app.host.save_path, "rummikub-record 1\nplayers 9\n\x01\x02garbage\n");
    ck_assert_int_eq(saved_info(app.host.save_path, info, sizeof info),
                     TK_SAVED_DAMAGED);
    open_app(&app, 1280, 800);
    ck_assert(!app.resume_ok);
    ck_assert_msg(strstr(app.title_note, "could not be read") != NULL, "%s", app.title_note);
    ck_assert(access(app.host.save_path, F_OK) != 0);
    app_draw(&app);
    /* Resuming a file that is not there: said on the title screen. */
    ck_assert_int_eq(app_resume(&app, app.host.save_path, SH_OPEN_PLAY), -1);
    ck_assert(strstr(app.title_note, "could not be resumed") != NULL);
    ck_assert_ptr_null(app.table);

    /* Finished: a match of two computers watched to its end. */
    start(&app, 2, bots, 5, 0, 1);
    for (i = 0; i < 100000 && overlay(&app) != OV_MATCH_END; i++) {
        app_tick(&app, 100);
        if (overlay(&app) == OV_GAME_END) {
            press_key(&app, SH_KEY_ENTER);
        }
    }
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    /* Nobody human: every rack could be shown, none is the viewer's own. */
    ck_assert_int_eq(mt_match_human_to_act(app.table->match), -1);
    ck_assert_int_eq(saved_info(app.host.save_path, info, sizeof info),
                     TK_SAVED_FINISHED);
    {
        char copy[1200], cmd[2600];
        snprintf(copy, sizeof copy, "%s/finished.rummikub", pref);
        snprintf(cmd, sizeof cmd, "cp '%s' '%s'", app.host.save_path, copy);
        ck_assert_int_eq(system(cmd), 0);
        /* The dialog's Title screen: nothing left to resume. */
        click_rect(&app, widget(&app, "Title screen")->r);
        ck_assert_int_eq(app.screen, SCR_TITLE);
        ck_assert_ptr_null(app.table);
        ck_assert(!app.resume_ok);
        ck_assert(access(app.host.save_path, F_OK) != 0);
        /* The finished file opened all the same: its sheet, its ranking. */
        ck_assert_int_eq(app_resume(&app, copy, SH_OPEN_READ_ONLY), 0);
        for (i = 0; i < 10 && overlay(&app) != OV_MATCH_END; i++) {
            app_tick(&app, 50);
            if (overlay(&app) == OV_GAME_END) {
                check_game_end(&app);
                click_rect(&app, widget(&app, "Final results")->r);
            }
        }
        ck_assert_int_eq(overlay(&app), OV_MATCH_END);
        ck_assert(ui_table_over(app.table));
    }
    /* New game... from the match-end dialog: the form, no question (the
     * match is over). */
    click_rect(&app, widget(&app, "New game...")->r);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    ck_assert_int_eq(app.overlay, OV_NONE);
    app_free(&app);
    open_app(&app, 1280, 800);
    ck_assert(!app.resume_ok);
    app_free(&app);
    remove_pref();
}
END_TEST

/* ---- the checks of every game (tests/shell/app_checks.h): Rummikub's part ---- */

void saves_make(const char *save, const char *spec2)
{
    static const char *const specs[] = {"human", "ai:easy"};
    RkGame *g = NULL;
    RkRecordMeta meta;
    char msg[300];
    App app;
    int turns;
    /* A match of a few turns, left by closing the window. */
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 2, specs, 31, 0, 2);
    for (turns = 0; turns < 2; turns++) {
        ck_assert(wait_my_turn(&app));
        turn_by_keys(&app);
    }
    ck_assert_str_eq(app.host.save_path, save);
    app_free(&app);
    ck_assert_int_eq(rk_record_load(save, &g, &meta, msg, sizeof msg), TK_OK);
    snprintf(meta.seat[1].spec, sizeof meta.seat[1].spec, "%s", spec2);
    ck_assert_msg(rk_record_save(g, &meta, save, msg, sizeof msg) == TK_OK, "%s", msg);
    rk_game_free(g);
}

int saves_read(const char *save, char *spec2, size_t size)
{
    RkGame *g = NULL;
    RkRecordMeta meta;
    char msg[300];
    int n;
    ck_assert_msg(rk_record_load(save, &g, &meta, msg, sizeof msg) == TK_OK, "%s", msg);
    n = rk_game_history_count(g);
    snprintf(spec2, size, "%s", meta.seat[1].spec);
    rk_game_free(g);
    return n;
}

int saves_history(const App *app)
{
    return rk_game_history_count(game(app));
}

int saves_players(const App *app)
{
    return mt_match_players(app->table->match);
}

/* Three turns, and a tile of the fourth put on the table (a turn in
 * progress, kept beside the match). */
int saves_play(App *app)
{
    int turns;
    for (turns = 0; turns < 3; turns++) {
        ck_assert(wait_my_turn(app));
        turn_by_keys(app);
    }
    ck_assert(wait_my_turn(app));
    drag_to_new_set(app, rk_edit_rack_tile(app->table->edit, 0));
    return rk_game_history_count(game(app));
}

/* The turn in progress comes back as it was left. */
void saves_check_resumed(App *app)
{
    ck_assert(wait_my_turn(app));
    ck_assert_msg(strcmp(app->host.message, "Your turn goes on as you left it.") == 0, "%s",
                  app->host.message);
    ck_assert_int_gt(rk_edit_history(app->table->edit), 0);
}

const char *saves_fallback(void)
{
    static char spec[40];
    snprintf(spec, sizeof spec, "ai:%s", rk_match_default_level());
    return spec;
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

/* What a player sees, at coordinates from the layout: the chosen tile's
 * gold frame, a set that is not valid on its vermilion underlay. */
START_TEST(test_pixels)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    ShTable *t;
    ShRect r, u;
    Uint8 cr, cg, cb;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 2024, 0, 1);
    ck_assert(wait_my_turn(&app));
    t = app.table;
    r = rack_rect(&app, 0);
    app_draw(&app);
    pixel(&app, r.x - 2, r.y + r.h / 2, &cr, &cg, &cb);
    ck_assert_msg(!(cr > 220 && cg > 170 && cb < 120), "gold beside a tile not chosen: %d %d %d",
                  cr, cg, cb);
    click_rect(&app, r);
    check_cache_fresh(&app);
    ck_assert_int_eq(t->nsel, 1);
    mouse(&app, SH_IN_MOVE, 5, 400); /* the pointer away: no hover frame */
    check_cache_fresh(&app);
    app_draw(&app);
    pixel(&app, r.x - 2, r.y + r.h / 2, &cr, &cg, &cb);
    ck_assert_msg(cr > 220 && cg > 170 && cb < 120, "the chosen tile is not framed in gold: %d %d %d",
                  cr, cg, cb);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(t->nsel, 0);
    /* One tile alone on the table: not a valid set. */
    drag_to_new_set(&app, rk_edit_rack_tile(t->edit, 0));
    mouse(&app, SH_IN_MOVE, 5, 400);
    ck_assert(t->board.set[t->board.nsets - 1].invalid);
    app_draw(&app);
    u = t->flow.set[t->board.nsets - 1].under;
    /* The underlay's rim: vermilion #d55e00 (the art's), on both edges. */
    pixel(&app, u.x + 1, u.y + u.h / 2, &cr, &cg, &cb);
    ck_assert_msg(abs(cr - 0xd5) < 12 && abs(cg - 0x5e) < 12 && cb < 16,
                  "the set's left edge is not vermilion: %d %d %d", cr, cg, cb);
    pixel(&app, u.x + u.w / 2, u.y + 1, &cr, &cg, &cb);
    ck_assert_msg(abs(cr - 0xd5) < 12 && abs(cg - 0x5e) < 12 && cb < 16,
                  "the set's top edge is not vermilion: %d %d %d", cr, cg, cb);
    /* Undone: felt there again. */
    press_key(&app, 'u');
    ck_assert_int_eq(t->board.nsets, 0);
    app_draw(&app);
    pixel(&app, u.x + 1, u.y + u.h / 2, &cr, &cg, &cb);
    ck_assert_msg(cg > cr && cg > cb, "not felt where the set was: %d %d %d", cr, cg, cb);
    app_free(&app);
    remove_pref();
}
END_TEST

START_TEST(test_random_input)
{
    App app;
    static const int keys[] = {'e', 'd', 'u', 'r', 's', 'g', 'h', 'n', 'x', ' ', SH_KEY_ENTER,
                               SH_KEY_ESC, SH_KEY_TAB, SH_KEY_UP, SH_KEY_DOWN, SH_KEY_LEFT,
                               SH_KEY_RIGHT, SH_KEY_RIGHT, SH_KEY_LEFT, ' ', 'q'};
    Uint32 seed = 4242u + (Uint32)_i * 7919u;
    int i;
    make_pref();
    open_app(&app, 1280, 800);
    for (i = 0; i < 3000; i++) {
        ShInput in;
        int what;
        seed = seed * 1103515245u + 12345u;
        what = (int)((seed >> 16) % 100);
        memset(&in, 0, sizeof in);
        if (what < 55) {
            in.kind = (what % 3 == 0) ? SH_IN_MOVE : (what % 3 == 1 ? SH_IN_PRESS : SH_IN_RELEASE);
            in.x = (int)((seed >> 3) % (Uint32)(app.out_w + 40)) - 20;
            seed = seed * 1103515245u + 12345u;
            in.y = (int)((seed >> 3) % (Uint32)(app.out_h + 40)) - 20;
            app_input(&app, &in);
        } else if (what < 82) {
            in.kind = SH_IN_KEY;
            in.key = keys[(seed >> 8) % (sizeof keys / sizeof keys[0])];
            app_input(&app, &in);
        } else if (what < 83) {
            app.out_w = 800 + (int)((seed >> 4) % 1120);
            app.out_h = 600 + (int)((seed >> 9) % 480);
            app_resized(&app);
        } else {
            app_tick(&app, (int)((seed >> 5) % 400));
        }
        if (what % 11 == 0) {
            app_draw(&app);
        }
        if (!app.running) {
            app.running = 1; /* "Quit" was clicked: carry on */
        }
        if (app.screen == SCR_PLAY && app.table != NULL) {
            check_editor_agrees(&app);
            if (i % 100 == 0) {
                check_box_whole(&app);
            }
            if (i % 250 == 0) {
                check_cache_fresh(&app);
            }
        }
        if (app.screen == SCR_TITLE && i % 400 == 399) {
            static const char *const specs[] = {"human", "ai:easy", "human", "ai:medium"};
            start(&app, 2 + i % 3, specs, (uint64_t)i, i % 800 == 399 ? 30 : 0, 1);
        }
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* What a computer's play leaves marked: the tiles it put down from its
 * rack (and those marked before, where they went), the sets it changed;
 * `mark` and `set_mark` are the scene's before the play ended. */
static void check_play_marks(const ShTable *t, const RkPlayEvent *pe,
                             uint8_t mark[RK_TABLE_MAX_SETS][RK_SET_MAX],
                             const uint8_t *set_mark)
{
    UiPlayChanges ch;
    int s, i;
    ui_play_changes(pe, &ch);
    for (s = 0; s < pe->after.nsets; s++) {
        int want = ch.change[s] != UI_SET_SAME || (ch.home[s] >= 0 && set_mark[ch.home[s]]);
        if (t->scene.set_mark[s] != want) {
            ck_abort_msg("set %d (change %d) marked %d", s, ch.change[s], t->scene.set_mark[s]);
        }
        for (i = 0; i < pe->after.sets[s].n; i++) {
            RkFrom f = pe->from[s][i];
            int placed = f.set < 0 || (mark[f.set][f.pos] & UI_F_CHANGED);
            if (((t->scene.mark[s][i] & UI_F_CHANGED) != 0) != placed) {
                ck_abort_msg("tile %d of set %d marked %d, put down from a rack: %d", i, s,
                             t->scene.mark[s][i], placed);
            }
        }
    }
}

/* While the moves are shown, the banner says the move being shown, not
 * one to come: each event's line reaches the log when its animation
 * begins (a drawn tile leaves the pool's count as it flies); a
 * computer's play leaves only its own changes marked. */
START_TEST(test_moves_said_as_shown)
{
    App app;
    static const char *const specs[] = {"human", "ai:hard", "ai:medium"};
    ShTable *t;
    int i, lines = 0, draws = 0, plays = 0, turns = 0;
    unsigned serial = 0;
    RkPlayEvent play;
    uint8_t mark[RK_TABLE_MAX_SETS][RK_SET_MAX], set_mark[RK_TABLE_MAX_SETS];
    int watching = 0;
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_NORMAL;
    start(&app, 3, specs, 41, 0, 1);
    t = app.table;
    sh_timeline_set_speed(t->tl, 1.0f);
    for (i = 0; i < 60000 && turns < 14 && overlay(&app) == OV_NONE; i++) {
        float f;
        const UiEvent *e;
        app_tick(&app, 40);
        e = sh_timeline_current(t->tl, &f);
        if (watching && (e == NULL || sh_timeline_serial(t->tl) != serial)) {
            /* the play watched has ended */
            check_play_marks(t, &play, mark, set_mark);
            watching = 0;
        }
        if (e != NULL && e->line[0] != '\0') {
            char want[UI_LOG_LINE], brief[UI_LOG_LINE];
            ui_table_words(t, e->line, want, sizeof want);
            ui_table_words(t, e->brief[0] != '\0' ? e->brief : e->line, brief, sizeof brief);
            if (strcmp(t->log[0], want) != 0 || strcmp(t->brief, brief) != 0) {
                ck_abort_msg("showing '%s', the banner says '%s'", want, t->brief);
            }
            lines++;
            if (e->ev.kind == RK_EV_DRAW) {
                ck_assert_int_eq(t->scene.pool, e->ev.u.draw.pool);
                draws++;
            }
        }
        if (e != NULL && e->ev.kind == RK_EV_PLAY && !e->instant && !watching &&
            sh_timeline_serial(t->tl) != serial) {
            play = e->ev.u.play;
            memcpy(mark, t->scene.mark, sizeof mark);
            memcpy(set_mark, t->scene.set_mark, sizeof set_mark);
            serial = sh_timeline_serial(t->tl);
            watching = 1;
            plays++;
            if (plays % 3 == 1) {
                app_draw(&app); /* a staged play drawn at its start */
            }
        }
        if (e != NULL && e->ev.kind == RK_EV_PLAY && !e->instant && f > 0.5f && plays % 3 == 2) {
            app_draw(&app);
        }
        if (my_turn(&app)) {
            turns++;
            if (turns % 2 == 0 || !turn_by_keys(&app)) {
                if (t->editing) {
                    press_key(&app, 'd');
                }
            }
        }
    }
    ck_assert_int_gt(lines, 20);
    ck_assert_int_gt(draws, 3);
    ck_assert_int_gt(plays, 0);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The recent moves: L, the Moves button (by mouse or by the keys' focus)
 * or a click on the banner open the panel of the move log; L, Esc, the
 * button or a click on it close it; Page Up and Down scroll it. */
START_TEST(test_moves_panel)
{
    App app;
    static const char *const specs[] = {"human", "ai:medium", "ai:easy"};
    ShTable *t;
    Uint8 cr, cg, cb;
    ShRect p;
    int turns;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 3, specs, 17, 0, 1);
    for (turns = 0; turns < 3; turns++) {
        ck_assert(wait_my_turn(&app));
        press_key(&app, 'd');
    }
    ck_assert(wait_my_turn(&app));
    t = app.table;
    ck_assert_int_gt(t->nlog, 8);
    p = t->lay.moves;
    app_draw(&app);
    pixel(&app, p.x + p.w / 2, p.y + p.h - 4, &cr, &cg, &cb);
    ck_assert_msg(cg > cr && cg > cb, "not the felt under a closed panel: %d %d %d", cr, cg, cb);
    /* L opens it, over the table; L closes it. */
    press_key(&app, 'l');
    ck_assert(t->moves_open);
    check_cache_fresh(&app);
    pixel(&app, p.x + p.w / 2, p.y + p.h - 4, &cr, &cg, &cb);
    ck_assert_msg(!(cg > cr && cg > cb), "the panel is not drawn: %d %d %d", cr, cg, cb);
    press_key(&app, SH_KEY_PAGEUP);
    ck_assert_int_eq(t->moves_scroll, 5);
    check_cache_fresh(&app);
    press_key(&app, SH_KEY_END);
    ck_assert_int_eq(t->moves_scroll, 0);
    press_key(&app, 'l');
    ck_assert(!t->moves_open);
    /* The button; Esc closes it and opens no menu. */
    click_button(&app, UI_BTN_MOVES);
    ck_assert(t->moves_open);
    press_key(&app, SH_KEY_ESC);
    ck_assert(!t->moves_open);
    ck_assert_int_eq(overlay(&app), OV_NONE);
    /* The banner opens it; a click on the panel closes it. */
    click_rect(&app, t->lay.banner);
    ck_assert(t->moves_open);
    click_rect(&app, p);
    ck_assert(!t->moves_open);
    /* By the keys' focus on the button. */
    press_by_focus(&app, UI_BTN_MOVES);
    ck_assert(t->moves_open);
    /* The turn goes on with it open. */
    press_key(&app, 'd');
    ck_assert(!t->editing);
    ck_assert(t->moves_open);
    check_cache_fresh(&app);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Another seat's play that adds a tile to one set of a full table:
 * staged (the tile flies in from its plate, nothing else moves), the
 * sets keep their places on the screen (none changes its row, none
 * before it moves), and only that set and that tile are marked. */
START_TEST(test_play_keeps_places)
{
    App app;
    static const char *const specs[] = {"ai:easy", "ai:easy"};
    static const char table_text[] =
        "b1 b2 b3 b4 | k5 o5 r5 | o1 o2 o3 o4 o5 | k9 b9 r9 | r10 r11 r12 | "
        "k1 k2 k3 k4 | b10 o10 r10 | o7 o8 o9 | k11 b11 o11 | r1 r2 r3 r4 | b6 b7 b8 | "
        "k12 o12 r12";
    ShTable *t;
    UiEvent e;
    RkPlayEvent *pe = &e.ev.u.play;
    ShRect was[RK_TABLE_MAX_SETS];
    int i, s, k, grow = 4, rows = 0, drawn = 0;
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.pace_ms = 1000000; /* the computers wait */
    app.host.settings.speed = SH_SPEED_NORMAL;
    start(&app, 2, specs, 3, 0, 1);
    t = app.table;
    for (i = 0; i < 400 && (sh_timeline_busy(t->tl) || rk_game_number(game(&app)) == 0 ||
                            rk_game_phase(game(&app)) != RK_PHASE_TURN);
         i++) {
        app_tick(&app, 50);
    }
    app_tick(&app, 50);
    ck_assert(!sh_timeline_busy(t->tl));
    ck_assert(!t->editing);
    ck_assert_int_eq(rk_game_table(game(&app))->nsets, 0); /* the computers wait */
    /* The table the screen shows. */
    ck_assert_int_eq(rk_table_parse(table_text, strlen(table_text), &t->scene.table, NULL, 0),
                     TK_OK);
    memset(t->scene.mark, 0, sizeof t->scene.mark);
    memset(t->scene.set_mark, 0, sizeof t->scene.set_mark);
    t->board_dirty = 1;
    ui_table_refresh(t);
    for (s = 0; s < t->flow.nsets; s++) {
        was[s] = t->flow.set[s].under;
        rows += s > 0 && was[s].y != was[s - 1].y;
    }
    ck_assert_int_gt(rows, 0); /* more than one row */
    /* Set 4 (r10 r11 r12, the last of its row) gets r13 from seat 2's rack. */
    memset(&e, 0, sizeof e);
    e.ev.kind = RK_EV_PLAY;
    e.mark = 1;
    pe->seat = 1;
    pe->n = 1;
    pe->tiles[0] = rk_tile(3, 13);
    pe->rack_left = 10;
    pe->before = t->scene.table;
    pe->after = t->scene.table;
    pe->after.sets[grow].t[pe->after.sets[grow].n++] = pe->tiles[0];
    for (s = 0; s < pe->after.nsets; s++) {
        for (i = 0; i < pe->after.sets[s].n; i++) {
            int from_rack = s == grow && i == pe->after.sets[s].n - 1;
            pe->from[s][i].set = (int8_t)(from_rack ? -1 : s);
            pe->from[s][i].pos = (int8_t)(from_rack ? -1 : i);
        }
    }
    snprintf(e.line, sizeof e.line, "Seat 2 put red 13 on red 10 11 12.");
    ck_assert_int_eq(sh_timeline_push(t->tl, &e), TK_OK);
    for (i = 0; i < 400 && sh_timeline_busy(t->tl); i++) {
        app_tick(&app, 40);
        if (i % 5 == 0) {
            app_draw(&app); /* drawn while staged */
            drawn++;
        }
    }
    ck_assert_int_gt(drawn, 2);
    ui_table_refresh(t);
    ck_assert_int_eq(t->flow.nsets, pe->after.nsets);
    for (s = 0; s < t->flow.nsets; s++) {
        ShRect now = t->flow.set[s].under;
        if (now.y != was[s].y || (s <= grow && now.x != was[s].x)) {
            ck_abort_msg("set %d moved from %d,%d to %d,%d", s, was[s].x, was[s].y, now.x, now.y);
        }
    }
    for (s = 0; s < t->scene.table.nsets; s++) {
        ck_assert_int_eq(t->scene.set_mark[s], s == grow);
        for (k = 0; k < t->scene.table.sets[s].n; k++) {
            int placed = s == grow && k == t->scene.table.sets[s].n - 1;
            ck_assert_int_eq((t->scene.mark[s][k] & UI_F_CHANGED) != 0, placed);
            ck_assert_int_eq((t->board.set[s].flag[k] & UI_F_CHANGED) != 0, placed);
        }
        ck_assert_int_eq(t->board.set[s].changed, s == grow);
    }
    check_cache_fresh(&app);
    app_free(&app);
    remove_pref();
}
END_TEST

/* ---------------------------------------------------------------- */
/* Keys in menus, dialogs and forms (the shell's, with this game's)  */

/* Issue 17 on Rummikub's sheets: the game-end sheet's button has the
 * focus from its first frame; at the match end Down then Enter is "New
 * game...", not "Play again". */
START_TEST(test_match_end_keys)
{
    App app;
    char path[600];
    int i;
    make_pref();
    open_app(&app, 1280, 800);
    snprintf(path, sizeof path, "%s/tests/rummikub/ui/sample-2seats-over.rummikub",
             getenv("RACKO_SOURCE"));
    ck_assert_int_eq(app_resume(&app, path, SH_OPEN_READ_ONLY), 0);
    for (i = 0; i < 10 && overlay(&app) != OV_GAME_END; i++) {
        app_tick(&app, 50);
    }
    ck_assert_int_eq(overlay(&app), OV_GAME_END);
    app_draw(&app);
    ck_assert_str_eq(keys_focused(&app), "Final results");
    ck_assert(keys_framed(&app, widget(&app, "Final results")->r));
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    keys_check_match_end(&app);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Issue 17 in the menu (Esc): Down then Enter is its second button, the
 * hint, not "Back to the game". */
START_TEST(test_menu_keys)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    int hist;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 41, 0, 1);
    ck_assert(wait_my_turn(&app));
    hist = rk_game_history_count(game(&app));
    keys_check_menu(&app);
    ck_assert_int_eq(rk_game_history_count(game(&app)), hist);
    app_free(&app);
    remove_pref();
}
END_TEST

/* Issue 18: Enter on the Games field of the new-game form starts the match
 * with 4 games, as shown, not 5; Left/Right and +/- change it. */
START_TEST(test_form_keys)
{
    App app;
    const UiOptions *o;
    make_pref();
    open_app(&app, 1280, 800);
    o = app.form.opts;
    ck_assert_int_eq(o->games, RK_GAMES_DEFAULT);
    keys_enter_on_form(&app, "Games");
    ck_assert_int_eq(rk_game_config(game(&app))->games, RK_GAMES_DEFAULT);
    ck_assert_int_eq(o->games, RK_GAMES_DEFAULT);
    app_free(&app);

    /* The form again, over the match just started: Up from Start is
     * Games, above it. */
    open_app(&app, 1280, 800);
    keys_new_game_over_saved(&app);
    o = app.form.opts;
    press_key(&app, SH_KEY_UP);
    ck_assert_str_eq(keys_focused(&app), "Games");
    /* The foot of the form says what Enter does there now. */
    keys_line_is(&app, "Up/Down or Tab: move  \xC2\xB7  Left/Right or +/-: change  \xC2\xB7  "
                       "Enter: Start  \xC2\xB7  Esc: back");
    press_key(&app, SH_KEY_RIGHT);
    ck_assert_int_eq(o->games, 5);
    press_key(&app, '-');
    ck_assert_int_eq(o->games, 4);
    press_key(&app, SH_KEY_LEFT);
    ck_assert_int_eq(o->games, 3);
    press_key(&app, '+');
    ck_assert_int_eq(o->games, 4);
    press_key(&app, SH_KEY_LEFT);
    ck_assert_int_eq(o->games, 3);
    press_key(&app, SH_KEY_ENTER);
    ck_assert_msg(app.screen == SCR_PLAY, "not started: %s", app.form_error);
    ck_assert_int_eq(rk_game_config(game(&app))->games, 3);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The middle of the table area, top to bottom (pixels). */
static int L_mid(const ShTable *t)
{
    return t->lay.area.y + t->lay.area.h / 2;
}

/* Each set's underlay by its editor id (0: none). */
typedef struct Places {
    int n;
    unsigned id[RK_TABLE_MAX_SETS];
    ShRect under[RK_TABLE_MAX_SETS];
} Places;

static Places places_now(const App *app)
{
    const ShTable *t = app->table;
    Places p;
    int s;
    memset(&p, 0, sizeof p);
    p.n = rk_edit_nsets(t->edit);
    for (s = 0; s < p.n; s++) {
        p.id[s] = rk_edit_set_id(t->edit, s);
        p.under[s] = t->flow.set[s].under;
    }
    return p;
}

static const ShRect *place_of(const Places *p, unsigned id)
{
    int s;
    for (s = 0; s < p->n; s++) {
        if (p->id[s] == id) {
            return &p->under[s];
        }
    }
    return NULL;
}

/* Every set of `was` but `except` is where it was in `now`. */
static void check_places_kept(const Places *was, const Places *now, unsigned except,
                              const char *what)
{
    int s;
    for (s = 0; s < was->n; s++) {
        const ShRect *r = place_of(now, was->id[s]);
        if (was->id[s] == except) {
            continue;
        }
        if (r == NULL || r->x != was->under[s].x || r->y != was->under[s].y) {
            ck_abort_msg("%s: set %u moved from %d,%d to %d,%d", what, was->id[s],
                         was->under[s].x, was->under[s].y, r != NULL ? r->x : -1,
                         r != NULL ? r->y : -1);
        }
    }
}

/* Chooses the first `first` tiles of set `big` (the first half of a
 * split) and puts them into the second half by keys (Enter on it): the
 * joined set, the second half's, holds n tiles where set `id` lay in
 * `start`; every other set where it was; the cursor on the joined set. */
static void join_into_second_half(App *app, int big, int first, int n, unsigned id,
                                  const Places *start, const char *what)
{
    ShTable *t = app->table;
    Places now;
    unsigned half;
    int k;
    for (k = 0; k < first; k++) {
        focus_table_tile(app, big, k);
        press_key(app, ' ');
    }
    focus_table_tile(app, big + 1, 0);
    half = rk_edit_set_id(t->edit, big + 1);
    press_key(app, SH_KEY_ENTER);
    ck_assert_int_eq(rk_edit_set_id(t->edit, big), half);
    ck_assert_int_eq(rk_edit_set(t->edit, big)->n, n);
    now = places_now(app);
    ck_assert_int_eq(place_of(&now, half)->x, place_of(start, id)->x);
    ck_assert_int_eq(place_of(&now, half)->y, place_of(start, id)->y);
    check_places_kept(start, &now, id, what);
    ck_assert_int_eq(t->focus.zone, UI_Z_TABLE);
    ck_assert_int_eq(rk_edit_set_id(t->edit, t->focus.a), half);
}

/* The sets of a full table keep their places during the player's turn: a
 * split by X leaves the sets before it where they were and its two halves
 * side by side where it was, and moves no set of another row; Undo puts
 * every set back where it was; a split joined again by keys (its second
 * half chosen, Enter on the first) is the set where it was, every set
 * where it was, the cursor on it; a new set lies where it is dropped, not
 * at the end of the rows. */
START_TEST(test_table_keeps_places)
{
    App app;
    static const int sizes[][2] = {{1280, 800}, {1024, 700}, {1920, 1080}};
    ShTable *t;
    Places start, now;
    int s, big = -1, k, n;
    unsigned id, half;
    make_pref();
    resume_fixture(&app, "full-table.rummikub", sizes[_i][0], sizes[_i][1]);
    ck_assert(wait_my_turn(&app));
    t = app.table;
    start = places_now(&app);
    ck_assert_int_gt(start.n, 20);
    /* a long run in the middle of the table */
    for (s = start.n / 3; s < start.n && big < 0; s++) {
        if (rk_edit_set(t->edit, s)->n >= 6) {
            big = s;
        }
    }
    ck_assert_int_ge(big, 0);
    id = rk_edit_set_id(t->edit, big);
    n = rk_edit_set(t->edit, big)->n;
    focus_table_tile(&app, big, 3);
    press_key(&app, 'x');
    ck_assert_int_eq(rk_edit_nsets(t->edit), start.n + 1);
    now = places_now(&app);
    half = rk_edit_set_id(t->edit, big + 1);
    {
        const ShRect *a = place_of(&now, id), *b = place_of(&now, half), *was = place_of(&start, id);
        int wrapped = 0;
        ck_assert(a->x == was->x && a->y == was->y);
        ck_assert_msg(b->y == a->y && b->x > a->x + a->w && b->x - (a->x + a->w) < a->h / 4,
                      "the halves lie apart: %d,%d and %d,%d", a->x, a->y, b->x, b->y);
        for (s = 0; s < start.n; s++) {
            const ShRect *r = place_of(&now, start.id[s]);
            if (s < big) {
                ck_assert_msg(r->x == start.under[s].x && r->y == start.under[s].y,
                              "X moved set %d before the split one", s);
            } else if (start.under[s].y == was->y && r->y != was->y) {
                wrapped = 1; /* (the row had no room: its last set goes on to the next) */
            }
        }
        for (s = big + 1; s < start.n && !wrapped; s++) {
            const ShRect *r = place_of(&now, start.id[s]);
            ck_assert_msg(start.under[s].y == was->y ||
                              (r->x == start.under[s].x && r->y == start.under[s].y),
                          "X moved set %d of another row", s);
        }
    }
    /* the cursor stays on the tile it was on, now the first of the new half */
    ck_assert_int_eq(t->focus.zone, UI_Z_TABLE);
    ck_assert_int_eq(t->focus.a, big + 1);
    ck_assert_int_eq(t->focus.b, 0);
    /* Undo: every set where it was. */
    press_key(&app, 'u');
    now = places_now(&app);
    check_places_kept(&start, &now, 0, "after Undo");
    /* Split again, then join it again by keys. */
    focus_table_tile(&app, big, 3);
    press_key(&app, 'x');
    for (k = 0; k < n - 3; k++) {
        focus_table_tile(&app, big + 1, k);
        press_key(&app, ' ');
    }
    ck_assert_int_eq(t->nsel, n - 3);
    focus_table_tile(&app, big, 2);
    press_key(&app, SH_KEY_ENTER);
    ck_assert_int_eq(rk_edit_nsets(t->edit), start.n);
    ck_assert_int_eq(rk_edit_set(t->edit, big)->n, n);
    now = places_now(&app);
    check_places_kept(&start, &now, 0, "joined again");
    ck_assert_int_eq(t->focus.zone, UI_Z_TABLE);
    ck_assert_int_eq(rk_edit_set_id(t->edit, t->focus.a), id);
    /* The other way round: the first half's tiles into the second. */
    focus_table_tile(&app, big, 3);
    press_key(&app, 'x');
    join_into_second_half(&app, big, 3, n, id, &start, "joined the other way");
    ck_assert_int_eq(rk_edit_nsets(t->edit), start.n);
    /* Undo (split again), Reset: the table as the turn began, every set
     * where it was. */
    press_key(&app, 'u');
    ck_assert_int_eq(rk_edit_nsets(t->edit), start.n + 1);
    press_key(&app, 'r');
    ck_assert_int_eq(rk_edit_nsets(t->edit), start.n);
    now = places_now(&app);
    check_places_kept(&start, &now, 0, "after Reset");
    /* Split, the rack's tile put down elsewhere (no earlier state has
     * these sets), then the first half joined into the second: the joined
     * set where the set was, not where its second half was. */
    focus_table_tile(&app, big, 3);
    press_key(&app, 'x');
    focus_rack(&app, 0);
    press_key(&app, ' ');
    press_key(&app, 'n');
    join_into_second_half(&app, big, 3, n, id, &start, "joined after another move");
    press_key(&app, 'r');
    now = places_now(&app);
    check_places_kept(&start, &now, 0, "after Reset again");
    /* A rack tile dropped on free table: a new set there. */
    {
        UiFlow *f = &t->flow;
        int x = -1, y = -1, row_end = 0, tries;
        ShRect from = rack_rect(&app, 0);
        /* the free space at the end of a row in the first half of the table */
        for (s = 1; s < f->nsets && x < 0; s++) {
            ShRect a = f->set[s - 1].under;
            if (f->set[s].under.y > a.y && a.y < L_mid(t) &&
                t->lay.area.x + t->lay.area.w - (a.x + a.w) > 3 * f->set[0].tile[0].w) {
                x = a.x + a.w + 2 * f->set[0].tile[0].w;
                y = a.y + a.h / 2;
                row_end = s;
            }
        }
        for (tries = 0; x < 0 && tries < 1; tries++) {
            ck_abort_msg("no free space at the end of a row");
        }
        drag(&app, from.x + from.w / 2, from.y + from.h / 2, x, y);
        ck_assert_int_eq(rk_edit_nsets(t->edit), start.n + 1);
        ck_assert_int_eq(rk_edit_set(t->edit, row_end)->n, 1);
        ck_assert(rk_edit_from_rack(t->edit, row_end, 0));
        {
            ShRect tile = t->flow.set[row_end].tile[0];
            ck_assert_msg(abs(tile.x + tile.w / 2 - x) <= tile.w && tile.y <= y &&
                              y < tile.y + tile.h + tile.h / 4,
                          "dropped at %d,%d, it lies at %d,%d", x, y, tile.x, tile.y);
        }
        now = places_now(&app);
        check_places_kept(&start, &now, 0, "a new set dropped");
        press_key(&app, 'u');
        now = places_now(&app);
        check_places_kept(&start, &now, 0, "the new set undone");
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* Whose turn it is among the others: the playing seat's plate is lit
 * (a gold frame round it, its line in gold), the others' not. */
START_TEST(test_playing_plate_lit)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy", "ai:easy"};
    ShTable *t;
    int seat;
    make_pref();
    open_app(&app, 1280, 800);
    app.host.settings.pace_ms = 1000000; /* the computers wait */
    start(&app, 3, specs, 12, 0, 1);
    t = app.table;
    for (seat = 1; seat <= 2; seat++) {
        int other = 3 - seat;
        Uint8 cr, cg, cb;
        ShRect r = t->lay.plate[seat], o = t->lay.plate[other];
        int m = ui_px(&t->lay, 2);
        sh_timeline_finish(t->tl);
        app_tick(&app, 0);
        t->scene.turn_seat = seat;
        app.layer_valid = 0;
        app_draw(&app);
        pixel(&app, r.x - m, r.y + r.h / 2, &cr, &cg, &cb);
        ck_assert_msg(cr > 220 && cg > 170 && cb < 120, "the playing plate is not lit: %d %d %d",
                      cr, cg, cb);
        pixel(&app, r.x + r.w / 2, r.y + r.h + m - 1, &cr, &cg, &cb);
        ck_assert_msg(cr > 220 && cg > 170 && cb < 120, "the playing plate's foot is not lit: %d %d %d",
                      cr, cg, cb);
        pixel(&app, r.x + r.w / 2, r.y - m, &cr, &cg, &cb); /* its top inside the window */
        ck_assert_msg(r.y - m >= 0 && cr > 220 && cg > 170 && cb < 120,
                      "the playing plate's top is not lit: %d %d %d", cr, cg, cb);
        pixel(&app, o.x - m, o.y + o.h / 2, &cr, &cg, &cb);
        ck_assert_msg(!(cr > 220 && cg > 170 && cb < 120), "another plate is lit: %d %d %d", cr, cg,
                      cb);
    }
    app_free(&app);
    remove_pref();
}
END_TEST

/* The keyboard's cursor and the chosen tiles look apart (the cursor white,
 * the chosen gold); after N the cursor stays on a tile of the rack, not a
 * gap; Home and End walk a long table set by set. */
START_TEST(test_keys_cursor)
{
    App app;
    static const char *const specs[] = {"human", "ai:easy"};
    ShTable *t;
    Uint8 cr, cg, cb;
    ShRect r0, r1;
    int m, k, s, n;
    make_pref();
    open_app(&app, 1280, 800);
    start(&app, 2, specs, 2024, 0, 1);
    ck_assert(wait_my_turn(&app));
    t = app.table;
    /* a tile chosen, the cursor on the next */
    focus_rack(&app, 0);
    press_key(&app, ' ');
    press_key(&app, SH_KEY_RIGHT);
    ck_assert_int_eq(t->focus.a, 1);
    r0 = rack_rect(&app, 0);
    r1 = rack_rect(&app, 1);
    m = ui_px(&t->lay, 6);
    app_draw(&app);
    pixel(&app, r0.x - 2, r0.y + r0.h / 2, &cr, &cg, &cb);
    ck_assert_msg(cr > 220 && cg > 170 && cb < 120, "the chosen tile is not gold: %d %d %d", cr, cg,
                  cb);
    pixel(&app, r1.x + r1.w / 2, r1.y - m, &cr, &cg, &cb);
    ck_assert_msg(cr > 230 && cg > 230 && cb > 230, "the cursor is not white: %d %d %d", cr, cg, cb);
    pixel(&app, r0.x + r0.w / 2, r0.y - m, &cr, &cg, &cb);
    ck_assert_msg(!(cr > 230 && cg > 230 && cb > 230), "a cursor on the chosen tile: %d %d %d", cr,
                  cg, cb);
    /* both on one tile: both show */
    press_key(&app, SH_KEY_LEFT);
    app_draw(&app);
    pixel(&app, r0.x - 2, r0.y + r0.h / 2, &cr, &cg, &cb);
    ck_assert(cr > 220 && cg > 170 && cb < 120);
    pixel(&app, r0.x + r0.w / 2, r0.y - m, &cr, &cg, &cb);
    ck_assert(cr > 230 && cg > 230 && cb > 230);
    /* N: a new set of the last tiles; the cursor on a tile of the rack, not
     * on the place after the last */
    press_key(&app, ' ');
    n = t->board.nrack;
    focus_rack(&app, n - 2);
    press_key(&app, ' ');
    press_key(&app, SH_KEY_RIGHT);
    press_key(&app, ' ');
    ck_assert_int_eq(t->nsel, 2);
    press_key(&app, 'n');
    ck_assert_int_eq(t->board.nrack, n - 2);
    ck_assert_int_eq(t->focus.zone, UI_Z_RACK);
    ck_assert_int_lt(t->focus.a, t->board.nrack);
    app_free(&app);
    /* Home and End on a full table: a set's ends, then set by set. */
    resume_fixture(&app, "full-table.rummikub", 1280, 800);
    ck_assert(wait_my_turn(&app));
    t = app.table;
    for (s = 1; s < t->flow.nsets && t->flow.set[s].n < 6; s++) {
    }
    ck_assert_int_lt(s + 1, t->flow.nsets);
    focus_table_tile(&app, 0, 0);
    for (k = 0; k <= s; k++) {
        press_key(&app, SH_KEY_END);
    }
    ck_assert_int_eq(t->focus.zone, UI_Z_TABLE);
    ck_assert_int_eq(t->focus.a, s);
    ck_assert_int_eq(t->focus.b, t->flow.set[s].n - 1);
    press_key(&app, SH_KEY_END);
    ck_assert_int_eq(t->focus.a, s + 1);
    ck_assert_int_eq(t->focus.b, t->flow.set[s + 1].n - 1);
    press_key(&app, SH_KEY_HOME);
    ck_assert_int_eq(t->focus.a, s + 1);
    ck_assert_int_eq(t->focus.b, 0);
    press_key(&app, SH_KEY_HOME);
    ck_assert_int_eq(t->focus.a, s);
    ck_assert_int_eq(t->focus.b, 0);
    /* the rack's ends */
    focus_rack(&app, 0);
    press_key(&app, SH_KEY_END);
    ck_assert_int_eq(t->focus.a, t->board.nrack - 1);
    press_key(&app, SH_KEY_HOME);
    ck_assert_int_eq(t->focus.a, 0);
    app_free(&app);
    remove_pref();
}
END_TEST

/* The new-game form: the table options' labels begin at the form's
 * column, not left of it. */
START_TEST(test_form_labels_in_column)
{
    App app;
    ShWidget *w;
    int lw = 0, lh = 0, left;
    make_pref();
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "New game...")->r);
    ck_assert_int_eq(app.screen, SCR_NEWGAME);
    w = widget(&app, "Turn timer");
    sh_text_size(&app.draw, "Turn timer", sh_dpx(&app.draw, 17), 1, &lw, &lh);
    left = w->r.x - sh_dpx(&app.draw, 16) - lw;
    ck_assert_msg(left >= sh_ref(&app.draw.canvas, 100, 0, 1, 1).x - 2,
                  "'Turn timer' begins at %d, left of the column", left);
    ck_assert(!sh_rect_overlaps(w->r, widget(&app, "Games")->r));
    app_free(&app);
    remove_pref();
}
END_TEST

/* Every screen in the pseudo-language (40% longer, accented) and in
 * French, at 1024x700 and 1920x1080: nothing cut, nothing over anything
 * else (lang_checks.h).  _i: the language (even qps, odd fr), the size. */
static void replay_walk(const char *lang, int w, int h);

START_TEST(test_words_fit)
{
    static const int sizes[][2] = {{1024, 700}, {1920, 1080}};
    static const char *const solo[] = {"human", "ai:easy", "ai:easy", "ai:easy"};
    static const char *const pair[] = {"human", "human"};
    static const char *const two[] = {"ai:easy", "ai:medium"};
    const char *lang = _i % 2 == 0 ? "qps" : "fr";
    int w = sizes[_i / 2][0], h = sizes[_i / 2][1], i, ends = 0;
    App app;
    make_pref();
    lang_open(&app, lang, w, h);
    lang_walk_shell(&app);
    /* The table: the player's turn, a hint, the recent moves, a refusal;
       the menu and the question before abandoning it. */
    start(&app, 4, solo, 41, 30, 2);
    ck_assert(wait_my_turn(&app));
    lang_look(&app, "table");
    press_key(&app, 'h');
    lang_look(&app, "table-hint");
    press_key(&app, 'l');
    lang_look(&app, "moves");
    press_key(&app, 'l');
    drag_to_new_set(&app, rk_edit_rack_tile(app.table->edit, 0));
    press_key(&app, 'e');
    lang_look(&app, "table-refusal");
    {
        /* the cursor on the set that is not valid: why, beside it */
        int bad = rk_edit_nsets(app.table->edit) - 1;
        char why[400];
        focus_table_tile(&app, bad, 0);
        ui_play_set_reason(app.table, bad, why, sizeof why);
        ck_assert(why[0] != '\0');
        lang_look(&app, "set-reason");
    }
    lang_walk_dialogs(&app);
    /* The clock's last seconds, then its penalty. */
    for (i = 0; i < 2000 && app.table->timer_left > 5000; i++) {
        app_tick(&app, 100);
    }
    lang_look(&app, "timer");
    for (i = 0; i < 2000 && app.table->penalty[0] == '\0'; i++) {
        app_tick(&app, 100);
    }
    ck_assert(app.table->penalty[0] != '\0');
    lang_look(&app, "penalty");
    /* Hot seat: the pass screen. */
    start(&app, 2, pair, 12, 0, 1);
    for (i = 0; i < 20000 && overlay(&app) != OV_PASS; i++) {
        app_tick(&app, 50);
    }
    ck_assert_int_eq(overlay(&app), OV_PASS);
    lang_look(&app, "pass");
    /* Two computers watched to the end: a game's sheet, the match's. */
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, 2, two, 99, 0, 2);
    for (i = 0; i < 200000 && overlay(&app) != OV_MATCH_END; i++) {
        app_tick(&app, 50);
        if (overlay(&app) == OV_GAME_END) {
            if (ends++ == 0) {
                lang_look(&app, "game-end");
            }
            press_key(&app, SH_KEY_ENTER);
        }
    }
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    lang_look(&app, "match-end");
    app_free(&app);
    /* A crowded table (every set of a long game), in the same words. */
    resume_fixture(&app, "full-table.rummikub", w, h);
    snprintf(app.language_arg, sizeof app.language_arg, "%s", lang);
    app_apply_language(&app);
    app_tick(&app, 0);
    lang_look(&app, "full-table");
    app_free(&app);
    /* A long hint at the start of a turn (a play of 42 tiles at the empty
       pool, its why a long sentence): the banner grows rather than shrink
       it below a readable size or cut it. */
    resume_fixture(&app, "endgame-long-hint.rummikub", w, h);
    snprintf(app.language_arg, sizeof app.language_arg, "%s", lang);
    app_apply_language(&app);
    ck_assert(wait_my_turn(&app));
    press_key(&app, 'h');
    ck_assert_msg(strstr(app.host.message, "42") != NULL, "%s", app.host.message);
    lang_look(&app, "long-hint");
    app_free(&app);
    replay_walk(lang, w, h);
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
/* The replay viewer (ShGame.replay_*)                               */

/* What a folder holds (names, sizes, times of their last change) as one
 * text (the caller's, free), every file and folder under it dated first
 * an hour back when `backdate`, so that a write in the same second shows
 * too. */
static char *tree_state(const char *dir, int backdate)
{
    char *out = malloc(1 << 16);
    ck_assert_ptr_nonnull(out);
    if (backdate) {
        char cmd[600];
        snprintf(cmd, sizeof cmd, "find '%s' -exec touch -h -d '1 hour ago' {} +", dir);
        ck_assert_int_eq(system(cmd), 0);
    }
    ck_assert_int_eq(portable_tree_state(dir, out, 1 << 16), 0);
    return out;
}

/* The game a record's first k items make, played item by item on the
 * engine from the record as loaded (*ref kept from call to call: on from
 * where it is, or again from the start). */
typedef struct RefGame {
    RkGame *from, *g;
    int at;
} RefGame;

static const RkGame *ref_at(RefGame *r, int k)
{
    RkHistoryItem *it = malloc(sizeof *it);
    ck_assert_ptr_nonnull(it);
    if (r->g == NULL || k < r->at) {
        rk_game_free(r->g);
        r->g = NULL;
        ck_assert_int_eq(rk_game_new(rk_game_config(r->from), rk_game_seed(r->from), &r->g, NULL, 0),
                         TK_OK);
        rk_game_set_recording(r->g, 0, 0);
        r->at = 0;
    }
    for (; r->at < k; r->at++) {
        ck_assert_int_eq(rk_game_history_item(r->from, r->at, it), TK_OK);
        if (it->is_script) {
            ck_assert_int_eq(rk_game_script_mix(r->g, it->order, RK_TILES), TK_OK);
        } else {
            ck_assert_int_eq(rk_apply(r->g, it->seat, it->kind, &it->table), TK_OK);
        }
    }
    free(it);
    return r->g;
}

/* The table shows the game of the replay as it stands (nothing moving):
 * the same game as the engine's after as many items, every rack face up
 * as the game has it, the table's sets, the pool. */
static void check_replay_shows(ShTable *t, RefGame *ref)
{
    const RkGame *g = rk_match_game(t->match);
    int s;
    ck_assert(!sh_timeline_busy(t->tl));
    ck_assert_msg(rk_game_same(g, ref_at(ref, rk_game_history_count(g))),
                  "step %d: not the record's game after %d items", ui_replay_at(t),
                  rk_game_history_count(g));
    ck_assert_int_eq(t->scene.pool, rk_game_number(g) > 0 ? rk_game_pool_count(g) : RK_TILES);
    ck_assert(tables_same(&t->scene.table, rk_game_table(g)));
    for (s = 0; s < rk_game_config(g)->players; s++) {
        RkCounts c;
        rk_game_rack(g, s, &c);
        ck_assert_int_eq(memcmp(&c, &t->scene.rack[s], sizeof c), 0);
        ck_assert_int_eq(t->scene.tiles[s], rk_game_rack_count(g, s));
    }
    ck_assert(!t->editing);
    ck_assert(!t->timer_on);
}

/* Lets what moves on the table land (ticks, the replay held). */
static void replay_settle(ShTable *t)
{
    int i;
    for (i = 0; i < 10000 && sh_timeline_busy(t->tl); i++) {
        rummikub_game.table_tick(t, 50, 0);
    }
    ck_assert(!sh_timeline_busy(t->tl));
}

/* A record of a real match: `players` computers played by the table to
 * the end, saved by it; then written again (the same game) with seat 1 a
 * person and seat 3 a bot whose command would leave the file `marker`
 * if it were ever run. */
static void make_replay_record(const char *path, const char *marker, const char *script,
                               int players)
{
    static const char *const four[] = {"ai:easy", "ai:medium", "ai:easy", "ai:hard"};
    char saved[400], msg[400], text[1200];
    RkGame *g = NULL;
    RkRecordMeta meta;
    App app;
    int i;
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    start(&app, players, four, 2026, 30, 2);
    for (i = 0; i < 200000 && overlay(&app) != OV_MATCH_END; i++) {
        app_tick(&app, 50);
        if (overlay(&app) == OV_GAME_END) {
            press_key(&app, SH_KEY_ENTER);
        }
    }
    ck_assert_int_eq(overlay(&app), OV_MATCH_END);
    app_free(&app);
    snprintf(saved, sizeof saved, "%s/match.rummikub", pref);
    ck_assert_msg(rk_match_load_record(saved, &g, &meta, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_int_eq(rk_game_phase(g), RK_PHASE_MATCH_OVER);
    snprintf(text, sizeof text, "#!/bin/sh\ntouch '%s'\n", marker);
    write_file(script, text);
    ck_assert_int_eq(chmod(script, 0755), 0);
    snprintf(meta.seat[0].spec, sizeof meta.seat[0].spec, "human");
    snprintf(meta.seat[0].name, sizeof meta.seat[0].name, "Zoé");
    snprintf(meta.seat[2].spec, sizeof meta.seat[2].spec, "bot:%s", script);
    meta.seat[2].name[0] = '\0';
    ck_assert_msg(rk_record_save(g, &meta, path, msg, sizeof msg) == TK_OK, "%s", msg);
    rk_game_free(g);
    remove(saved);
}

/* The replay viewer's screens for test_words_fit: a record of four
 * computers watched (the table on the screen, every rack face up) at a
 * game's start, in its middle, a move being made, a game's sheet and the
 * results. */
static void replay_walk(const char *lang, int w, int h)
{
    char path[400], marker[400], script[400], err[600];
    int starts[RK_GAMES_MAX + 1], i;
    ShTable *t = NULL;
    App app;
    snprintf(path, sizeof path, "%s/walk.rummikub", pref);
    snprintf(marker, sizeof marker, "%s/walk-bot-was-run", pref);
    snprintf(script, sizeof script, "%s/walk-bot.sh", pref);
    make_replay_record(path, marker, script, 4);
    lang_open(&app, lang, w, h);
    /* the shell's viewer (its bar below the table) */
    ck_assert_msg(app_replay_open(&app, path, SCR_TITLE, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(app.screen, SCR_REPLAY);
    t = app.replay;
    ck_assert_ptr_nonnull(t);
    lang_look(&app, "replay-start");
    ck_assert_int_eq(rummikub_game.replay_units(t, starts, RK_GAMES_MAX + 1), 2);
    rummikub_game.replay_seek(t, starts[0]);
    lang_look(&app, "replay-dealt");
    rummikub_game.replay_seek(t, (starts[0] + starts[1]) / 2);
    lang_look(&app, "replay-middle");
    for (i = 0; i < 40 && !(sh_timeline_busy(t->tl) &&
                            ((const UiEvent *)sh_timeline_current(t->tl, NULL))->ev.kind ==
                                RK_EV_PLAY);
         i++) {
        press_key(&app, '.'); /* the viewer's one step forward */
        app_tick(&app, 100);
    }
    lang_look(&app, "replay-move");
    for (i = 0; i < 2000 && t->scr.dialog != UI_DLG_GAME_END; i++) {
        rummikub_game.replay_forward(t);
        replay_settle(t);
        rummikub_game.table_tick(t, 0, 0); /* a game that ended: its sheet */
    }
    ck_assert_int_eq(t->scr.dialog, UI_DLG_GAME_END);
    lang_look(&app, "replay-sheet");
    press_key(&app, SH_KEY_END);
    ck_assert_int_eq(rummikub_game.replay_at(t), rummikub_game.replay_steps(t));
    ck_assert_int_eq(t->scr.dialog, UI_DLG_MATCH_END);
    lang_look(&app, "replay-results");
    press_key(&app, SH_KEY_ESC); /* Close */
    ck_assert_ptr_null(app.replay);
    app_free(&app);
    ck_assert_int_ne(access(marker, F_OK), 0);
}

START_TEST(test_replay_viewer)
{
    char recdir[300], path[400], marker[400], script[400], err[600];
    char *pref_before, *rec_before, *pref_after, *rec_after;
    char newest[8][UI_LOG_LINE];
    RkRecordMeta meta;
    RefGame ref = {NULL, NULL, 0};
    ShTable *t = NULL;
    App app;
    int steps, i, mid, units, starts[RK_GAMES_MAX + 1], sheets = 0, was = OV_NONE;
    make_pref();
    snprintf(recdir, sizeof recdir, "%s/records", pref);
    ck_assert_int_eq(mkdir(recdir, 0755), 0);
    snprintf(path, sizeof path, "%s/watched.rummikub", recdir);
    snprintf(marker, sizeof marker, "%s/bot-was-run", recdir);
    snprintf(script, sizeof script, "%s/bot.sh", recdir);
    make_replay_record(path, marker, script, 3);
    ck_assert_msg(rk_match_load_record(path, &ref.from, &meta, err, sizeof err) == TK_OK, "%s", err);
    ck_assert_int_eq(strncmp(meta.seat[2].spec, "bot:", 4), 0); /* the record names the bot */

    open_app(&app, 1280, 800);
    pref_before = tree_state(pref, 1);
    rec_before = tree_state(recdir, 0); /* (dated back with pref) */
    ck_assert_int_eq(rummikub_game.replay_open(&app.host, path, &t, err, sizeof err), TK_OK);
    ck_assert_ptr_nonnull(t);
    rummikub_game.table_layout(t, &app.canvas);
    ck_assert(mt_match_is_replay(t->match));
    ck_assert(t->replay && t->scr.hold);
    ck_assert_int_eq(t->viewer, 0); /* the record's first person at the bottom */
    /* the record's bot seat (said "bot" on its plate's line), never started */
    ck_assert_int_eq(strncmp(mt_match_seat_spec(t->match, 2), "bot:", 4), 0);
    ck_assert(mt_match_seat_had_bot(t->match, 2));
    steps = rummikub_game.replay_steps(t);
    ck_assert_int_gt(steps, 20);
    ck_assert_int_eq(rummikub_game.replay_at(t), 0);
    ck_assert_int_eq(rk_game_history_count(rk_match_game(t->match)), 0);
    check_replay_shows(t, &ref);
    /* Held: time passes, nothing moves on. */
    for (i = 0; i < 50; i++) {
        rummikub_game.table_tick(t, 100, 0);
    }
    ck_assert_int_eq(rummikub_game.replay_at(t), 0);
    ck_assert_int_eq(rummikub_game.table_wait_ms(t, 0), -1);

    /* Forward, step by step, to the end: each step animated as in play
     * (its events on the timeline), then the game the record's. */
    for (i = 0; i < 4 * steps && rummikub_game.replay_at(t) < steps; i++) {
        int at = rummikub_game.replay_at(t);
        int dialog = t->scr.dialog;
        int bits = rummikub_game.replay_forward(t);
        ck_assert_int_ne(bits, 0);
        if (dialog == UI_DLG_NONE && t->scr.dialog == UI_DLG_GAME_END) {
            /* a game ended: its sheet first, then the next deal */
            ck_assert_int_eq(rummikub_game.replay_at(t), at);
            ck_assert(rk_game_phase(rk_match_game(t->match)) != RK_PHASE_TURN);
            sheets++;
        } else if (dialog == UI_DLG_NONE) {
            /* a step, animated as in play */
            ck_assert_int_eq(rummikub_game.replay_at(t), at + 1);
            ck_assert(sh_timeline_busy(t->tl));
        } else {
            ck_assert_int_eq(t->scr.dialog, UI_DLG_NONE); /* the sheet closed, the deal shown */
        }
        replay_settle(t);
        if (t->scr.dialog == UI_DLG_GAME_END && dialog == UI_DLG_NONE) {
            sheets++; /* held, a game that ended shows its sheet */
        }
        check_replay_shows(t, &ref);
        ck_assert_int_eq(rummikub_game.table_over(t), rk_game_phase(rk_match_game(t->match)) ==
                                                         RK_PHASE_MATCH_OVER);
    }
    ck_assert_int_eq(rummikub_game.replay_at(t), steps);
    ck_assert_int_eq(sheets, 2); /* each game's */
    ck_assert(rk_game_same(rk_match_game(t->match), ref.from));
    ck_assert_int_gt(t->nlog, 0);
    /* at the end: game 2's sheet, then the results, then nothing more */
    ck_assert_int_eq(t->scr.dialog, UI_DLG_GAME_END);
    rummikub_game.replay_forward(t);
    ck_assert_int_eq(t->scr.dialog, UI_DLG_MATCH_END);
    ck_assert_int_eq(rummikub_game.replay_forward(t), 0);
    sheets = 0;

    /* Back to the start: the table before the first deal. */
    ck_assert_int_ne(rummikub_game.replay_seek(t, 0), 0);
    ck_assert_int_eq(rummikub_game.replay_at(t), 0);
    check_replay_shows(t, &ref);
    ck_assert_int_eq(t->scene.pool, RK_TILES);
    ck_assert_int_eq(t->nlog, 0);
    ck_assert_int_eq(t->scr.dialog, UI_DLG_NONE);

    /* The middle; its move log the one that playing on to it makes. */
    mid = steps / 2;
    ck_assert_int_ne(rummikub_game.replay_seek(t, mid), 0);
    ck_assert_int_eq(rummikub_game.replay_at(t), mid);
    check_replay_shows(t, &ref);
    ck_assert_int_gt(t->nlog, 0);
    for (i = 0; i < 5; i++) {
        rummikub_game.replay_forward(t);
        replay_settle(t);
        if (t->scr.dialog != UI_DLG_NONE) {
            rummikub_game.replay_forward(t); /* a sheet closed as its button would */
            replay_settle(t);
        }
    }
    ck_assert_int_gt(t->nlog, 5);
    for (i = 0; i < 8; i++) {
        snprintf(newest[i], sizeof newest[i], "%s", t->log[i]);
    }
    {
        int at = rummikub_game.replay_at(t);
        rummikub_game.replay_seek(t, 0);
        rummikub_game.replay_seek(t, at);
        ck_assert_int_eq(rummikub_game.replay_at(t), at);
        check_replay_shows(t, &ref);
        for (i = 0; i < 8; i++) {
            ck_assert_str_eq(t->log[i], newest[i]);
        }
    }

    /* A game's start: game 2 just dealt. */
    units = rummikub_game.replay_units(t, starts, RK_GAMES_MAX + 1);
    ck_assert_int_eq(units, 2);
    ck_assert_int_lt(starts[0], starts[1]);
    rummikub_game.replay_seek(t, starts[1]);
    check_replay_shows(t, &ref);
    ck_assert_int_eq(rk_game_number(rk_match_game(t->match)), 2);
    ck_assert_int_eq(rk_game_phase(rk_match_game(t->match)), RK_PHASE_TURN);
    ck_assert_int_eq(t->scr.dialog, UI_DLG_NONE);

    /* Forward at once after a game's last move: its sheet first, then the
     * next deal. */
    rummikub_game.replay_seek(t, starts[1] - 2);
    rummikub_game.replay_forward(t);
    ck_assert_int_eq(rummikub_game.replay_at(t), starts[1] - 1);
    ck_assert_int_eq(t->scr.dialog, UI_DLG_NONE);
    rummikub_game.replay_forward(t);
    ck_assert_int_eq(t->scr.dialog, UI_DLG_GAME_END);
    ck_assert_int_eq(rummikub_game.replay_at(t), starts[1] - 1);
    rummikub_game.replay_forward(t);
    ck_assert_int_eq(t->scr.dialog, UI_DLG_NONE);
    ck_assert_int_eq(rummikub_game.replay_at(t), starts[1]);
    ck_assert_int_eq(rk_game_number(rk_match_game(t->match)), 2);
    replay_settle(t);
    check_replay_shows(t, &ref);

    /* Played from the start at four times the pace: it goes on by itself,
     * each game's sheet closing itself, to the results. */
    app.host.settings.pace_ms = 200;
    rummikub_game.replay_seek(t, 0);
    rummikub_game.replay_play(t, 1, 400);
    ck_assert_int_eq(ui_table_pace(t), 50);
    for (i = 0; i < 400000 && t->scr.dialog != UI_DLG_MATCH_END; i++) {
        rummikub_game.table_tick(t, 20, 0);
        if (t->scr.dialog == UI_DLG_GAME_END && was != UI_DLG_GAME_END) {
            sheets++;
        }
        was = t->scr.dialog;
    }
    ck_assert_int_eq(t->scr.dialog, UI_DLG_MATCH_END);
    ck_assert_int_eq(sheets, 2); /* each game's, the last closing itself to the results */
    ck_assert_int_eq(rummikub_game.replay_at(t), steps);
    /* Held again: nothing moves. */
    rummikub_game.replay_play(t, 0, 100);
    ck_assert(t->scr.hold);

    rummikub_game.table_free(t);
    /* Nothing started, nothing written. */
    ck_assert_int_ne(access(marker, F_OK), 0);
    pref_after = tree_state(pref, 0);
    rec_after = tree_state(recdir, 0);
    ck_assert_str_eq(pref_after, pref_before);
    ck_assert_str_eq(rec_after, rec_before);
    free(pref_before);
    free(rec_before);
    free(pref_after);
    free(rec_after);
    /* (the bot's command, run, would have left the marker) */
    ck_assert_int_eq(system(script), 0);
    ck_assert_int_eq(access(marker, F_OK), 0);
    rk_game_free(ref.g);
    rk_game_free(ref.from);
    app_free(&app);
    remove_pref();
}
END_TEST

/* A record that cannot be watched: a clear error, no table. */
START_TEST(test_replay_broken_record)
{
    char path[400], err[600];
    ShTable *t = NULL;
    App app;
    make_pref();
    open_app(&app, 1280, 800);
    snprintf(path, sizeof path, "%s/broken.rummikub", pref);
    write_file(path, "rummikub-record 1\nplayers 2\n");
    err[0] = '\0';
    ck_assert_int_ne(rummikub_game.replay_open(&app.host, path, &t, err, sizeof err), TK_OK);
    ck_assert_ptr_null(t);
    ck_assert_msg(strstr(err, "broken.rummikub") != NULL, "%s", err);
    snprintf(path, sizeof path, "%s/no-such.rummikub", pref);
    err[0] = '\0';
    ck_assert_int_ne(rummikub_game.replay_open(&app.host, path, &t, err, sizeof err), TK_OK);
    ck_assert_ptr_null(t);
    ck_assert(err[0] != '\0');
    app_free(&app);
    remove_pref();
}
END_TEST

/* The viewer's key line says this game's own word for what Page Up and
 * Page Down jump to ("game", as its bar's choice says), never "round or
 * game". */
START_TEST(test_replay_keys_say_game)
{
    char record[600];
    App app;
    make_pref();
    open_app(&app, 1280, 800);
    snprintf(record, sizeof record, "%s/tests/rummikub/ui/sample-2seats-over.rummikub", getenv("RACKO_SOURCE"));
    keys_check_replay_line(&app, record, "Page Up/Down: game");
    app_free(&app);
    remove_pref();
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("rummikub_ui_app");
    TCase *tc = tcase_create("words");
    tcase_add_test(tc, test_saved_line_language);
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, test_words_fit, 0, 4);
    suite_add_tcase(s, tc);
    tc = tcase_create("turn");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_turn_by_drags, 0, 3);
    tcase_add_test(tc, test_turn_by_keys);
    tcase_add_test(tc, test_banner_words);
    tcase_add_test(tc, test_hint_keeps_the_turn);
    tcase_add_test(tc, test_screen_words);
    tcase_add_test(tc, test_player_named_as_chosen);
    tcase_add_test(tc, test_resume_turn_without_moves);
    tcase_add_test(tc, test_timer_penalty);
    tcase_add_test(tc, test_timer_pass_empty_pool);
    tcase_add_test(tc, test_refused_drop_sort_and_rack_order);
    tcase_add_test(tc, test_pixels);
    tcase_add_test(tc, test_big_rack);
    tcase_add_test(tc, test_form_labels_in_column);
    tcase_add_test(tc, test_rack_places);
    tcase_add_test(tc, test_moves_panel);
    tcase_add_test(tc, test_refused_before_meld);
    tcase_add_test(tc, test_refusal_in_french);
    tcase_add_test(tc, test_set_refusal_in_french);
    tcase_add_test(tc, test_game_end_sheet_long_rack);
    suite_add_tcase(s, tc);
    tc = tcase_create("shown");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_moves_said_as_shown);
    tcase_add_test(tc, test_play_keeps_places);
    tcase_add_test(tc, test_playing_plate_lit);
    tcase_add_test(tc, test_keys_cursor);
    tcase_add_loop_test(tc, test_table_keeps_places, 0, 3);
    suite_add_tcase(s, tc);
    tc = tcase_create("match");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_match_by_keys);
    tcase_add_test(tc, test_match_by_mouse);
    tcase_add_test(tc, test_hot_seat);
    suite_add_tcase(s, tc);
    tc = tcase_create("resume");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_resume_turn_in_progress);
    tcase_add_test(tc, test_old_saves_resume);
    tcase_add_test(tc, test_hint_counts_a_long_play);
    tcase_add_test(tc, test_resume_match_and_bad_saves);
    suite_add_tcase(s, tc);
    tc = tcase_create("keys");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_match_end_keys);
    tcase_add_test(tc, test_menu_keys);
    tcase_add_test(tc, test_form_keys);
    suite_add_tcase(s, tc);
    /* No path loses a player's match: saved after a resume in every mode,
       never replaced without a yes. */
    tc = tcase_create("saves");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_killed_after_resume, 0, 3);
    tcase_add_test(tc, test_quick_from_command_line_asks);
    tcase_add_test(tc, test_statistics_screen);
    suite_add_tcase(s, tc);
    tc = tcase_create("turn file");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_turn_file_at_its_limit);
    suite_add_tcase(s, tc);
    tc = tcase_create("replay");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_replay_viewer);
    tcase_add_test(tc, test_replay_broken_record);
    tcase_add_test(tc, test_replay_keys_say_game);
    suite_add_tcase(s, tc);
    tc = tcase_create("random");
    tcase_set_timeout(tc, 120);
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
