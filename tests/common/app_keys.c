/* app_keys.c - the keys of the shell's screens, for the games' headless
 * app suites (app_keys.h). */
#include "app_keys.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

void keys_press(App *app, int key, int mods)
{
    ShInput in;
    memset(&in, 0, sizeof in);
    in.kind = SH_IN_KEY;
    in.key = key;
    in.mods = mods;
    app_input(app, &in);
}

const char *keys_focused(App *app)
{
    app_build_widgets(app);
    return app->wfocus >= 0 && app->wfocus < app->host.nw ? app->host.w[app->wfocus].label : "";
}

ShWidget *keys_widget(App *app, const char *label)
{
    int i;
    app_build_widgets(app);
    for (i = 0; i < app->host.nw; i++) {
        if (strcmp(app->host.w[i].label, label) == 0) {
            return &app->host.w[i];
        }
    }
    ck_abort_msg("no widget '%s'", label);
    return NULL;
}

void keys_focus_on(App *app, const char *label)
{
    ShWidget *w = keys_widget(app, label);
    app->wfocus = (int)(w - app->host.w);
}

/* 1 if the pixel at (x, y) of the frame just drawn is the focus's gold. */
static int gold_at(App *app, int x, int y)
{
    Uint32 p;
    SDL_Rect one = {x, y, 1, 1};
    ck_assert_int_eq(SDL_RenderReadPixels(app->ren, &one, SDL_PIXELFORMAT_ARGB8888, &p, 4), 0);
    return (Uint8)(p >> 16) == SH_C_GOLD.r && (Uint8)(p >> 8) == SH_C_GOLD.g &&
           (Uint8)p == SH_C_GOLD.b;
}

int keys_framed(App *app, ShRect r)
{
    return gold_at(app, r.x - 2, r.y + r.h / 2) && gold_at(app, r.x + r.w / 2, r.y - 2);
}

void keys_line_is(App *app, const char *want)
{
    char line[600];
    size_t n;
    app_build_widgets(app);
    n = app_keys_line(app, line, sizeof line);
    ck_assert_str_eq(line, want);
    ck_assert_uint_eq(n, strlen(want));
}

void keys_check_menu(App *app)
{
    keys_press(app, SH_KEY_ESC, 0);
    ck_assert_int_eq(app->overlay, OV_MENU);
    app_draw(app);
    keys_press(app, SH_KEY_DOWN, 0);
    keys_press(app, SH_KEY_ENTER, 0);
    ck_assert_int_eq(app->overlay, OV_NONE);
    ck_assert_msg(strncmp(app->host.message, "Hint:", 5) == 0, "Esc, Down, Enter gave: '%s'",
                  app->host.message);
    /* Each time the menu opens, its focus is on its first button, drawn. */
    keys_press(app, SH_KEY_ESC, 0);
    app_draw(app);
    ck_assert_str_eq(keys_focused(app), "Back to the game");
    ck_assert(keys_framed(app, keys_widget(app, "Back to the game")->r));
    ck_assert(!keys_framed(app, keys_widget(app, "Hint (H)")->r));
    keys_press(app, SH_KEY_DOWN, 0);
    ck_assert_str_eq(keys_focused(app), "Hint (H)");
    /* The key line at the foot says what the keys do there. */
    keys_line_is(app, "Arrows or Tab: move  \xC2\xB7  Enter or Space: Hint (H)  \xC2\xB7  "
                      "Esc: back to the game");
    keys_press(app, SH_KEY_ESC, 0);
    ck_assert_int_eq(app->overlay, OV_NONE);
    keys_line_is(app, ""); /* the table says its own keys */
}

void keys_check_match_end(App *app)
{
    app_draw(app);
    ck_assert_str_eq(keys_focused(app), "Play again");
    ck_assert(keys_framed(app, keys_widget(app, "Play again")->r));
    keys_press(app, SH_KEY_DOWN, 0);
    keys_press(app, SH_KEY_ENTER, 0);
    ck_assert_msg(app->screen == SCR_NEWGAME,
                  "Down, Enter at the match end: screen %d, overlay %d (Play again?)",
                  (int)app->screen, (int)app->overlay);
    ck_assert_str_eq(keys_focused(app), "Start");
}

/* A click on the widget labelled `label`. */
static void click(App *app, const char *label)
{
    ShWidget *w = keys_widget(app, label);
    ShInput in;
    memset(&in, 0, sizeof in);
    in.x = w->r.x + w->r.w / 2;
    in.y = w->r.y + w->r.h / 2;
    in.kind = SH_IN_PRESS;
    app_input(app, &in);
    in.kind = SH_IN_RELEASE;
    app_input(app, &in);
}

void keys_enter_on_form(App *app, const char *label)
{
    char shown[sizeof app->host.w[0].value];
    click(app, "New game...");
    ck_assert_int_eq(app->screen, SCR_NEWGAME);
    keys_focus_on(app, label);
    keys_press(app, SH_KEY_ENTER, 0);
    if (app->screen != SCR_PLAY) {
        snprintf(shown, sizeof shown, "%s", keys_widget(app, label)->value);
        ck_abort_msg("Enter on %s: still on the form, which shows '%s'", label, shown);
    }
}

void keys_new_game_over_saved(App *app)
{
    click(app, "New game...");
    ck_assert_int_eq(app->overlay, OV_CONFIRM_ABANDON);
    ck_assert_str_eq(keys_focused(app), "Keep playing");
    keys_press(app, SH_KEY_DOWN, 0);
    ck_assert_str_eq(keys_focused(app), "Abandon it and start a new game");
    keys_press(app, SH_KEY_ENTER, 0);
    ck_assert_int_eq(app->screen, SCR_NEWGAME);
    app_draw(app);
    ck_assert_str_eq(keys_focused(app), "Start");
    ck_assert(keys_framed(app, keys_widget(app, "Start")->r));
}

void keys_check_replay_line(App *app, const char *record, const char *unit_keys)
{
    char err[600], line[600], want[300];
    size_t n, k;
    ck_assert_int_eq(app->screen, SCR_TITLE);
    ck_assert_msg(app_replay_open(app, record, SCR_TITLE, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(app->screen, SCR_REPLAY);
    app_build_widgets(app);
    n = app_keys_line(app, line, sizeof line);
    ck_assert_uint_eq(n, strlen(line));
    /* the viewer's own keys, the game's unit last */
    snprintf(want, sizeof want,
             "P: play/pause  \xC2\xB7  , .: one step  \xC2\xB7  Home/End  \xC2\xB7  %s", unit_keys);
    k = strlen(want);
    ck_assert_msg(n >= k && strcmp(line + n - k, want) == 0, "key line '%s', wanted it to end '%s'",
                  line, want);
    keys_press(app, SH_KEY_ESC, 0);
    ck_assert_int_eq(app->screen, SCR_TITLE);
    ck_assert_ptr_null(app->replay);
}
