/* lang_checks.c - the desktop program's words fit, for every game
 * (lang_checks.h). */
#define _POSIX_C_SOURCE 200809L
#include "lang_checks.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/history.h"
#include "kit/record.h"
#include "shell/app_checks.h"

/* The shell's widget ids the walk presses (app.c's). */
enum {
    WALK_ID_NEW = SH_ID_NEW,
    WALK_ID_SETTINGS = 4,
    WALK_ID_BACK = 6,
    WALK_ID_MENU_RESUME = 8,
    WALK_ID_ABANDON_NO = 16
};

void lang_open(App *app, const char *lang, int w, int h)
{
    open_app(app, w, h);
    snprintf(app->language_arg, sizeof app->language_arg, "%s", lang);
    app_apply_language(app);
    ck_assert_msg(strcmp(app->langs.in_force, lang) == 0, "the %s catalogue is not in force (%s)",
                  lang, app->langs.in_force);
}

/* The line the title screen shows of app's saved match, in the language
 * in force now. */
static void saved_line_now(App *app, char *line, size_t size)
{
    TkSaved sv;
    char msg[400];
    app->game->saved(app->host.save_path, &sv, msg, sizeof msg);
    ck_assert_int_eq(sv.state, TK_SAVED_PLAYING);
    tk_saved_line(&sv, line, size);
}

void lang_check_saved_line(void)
{
    App app;
    char save[SH_PATH_MAX], line[400];
    open_app(&app, 1280, 800);
    snprintf(save, sizeof save, "%s", app.host.save_path);
    app_free(&app);
    saves_make(save, "ai:easy");
    open_app(&app, 1280, 800); /* opened in English, as GAME --language fr does */
    ck_assert(app.resume_ok);
    ck_assert_ptr_null(strstr(app.resume_info, "\xC2\xA0:"));
    snprintf(app.language_arg, sizeof app.language_arg, "fr");
    app_apply_language(&app);
    ck_assert_str_eq(app.langs.in_force, "fr");
    saved_line_now(&app, line, sizeof line);
    ck_assert_str_eq(app.resume_info, line);
    /* the French scores line: a non-breaking space before its colon */
    ck_assert_msg(strstr(app.resume_info, "\xC2\xA0:") != NULL, "not French: %s", app.resume_info);
    snprintf(app.language_arg, sizeof app.language_arg, "en");
    app_apply_language(&app);
    saved_line_now(&app, line, sizeof line);
    ck_assert_str_eq(app.resume_info, line);
    ck_assert_ptr_null(strstr(app.resume_info, "\xC2\xA0:"));
    app_free(&app);
    remove(save);
}

void lang_look(App *app, const char *name)
{
    const char *dir = getenv("RACKO_SHOTS_DIR");
    const char *walk_lang = app->langs.in_force;
    app->layer_valid = 0; /* every text of the still layer drawn again, and watched */
    gfx_fit_begin(&app->gfx);
    app_draw(app);
    gfx_fit_end(&app->gfx);
    app->gfx.fit.on = 0;
    if (dir != NULL && dir[0] != '\0') {
        char path[1200], err[300];
        snprintf(path, sizeof path, "%s/%s-%s-%s-%dx%d.png", dir, app->game->id, walk_lang, name,
                 app->out_w, app->out_h);
        ck_assert_msg(app_save_png(app, path, err, sizeof err) == 0, "%s", err);
    }
    ck_assert_msg(app->gfx.fit.drawn > 0, "%s (%s, %dx%d): no text drawn", name, walk_lang,
                  app->out_w, app->out_h);
    ck_assert_msg(app->gfx.fit.cut == 0, "%s (%s, %dx%d): %d texts cut; the first %s", name,
                  walk_lang, app->out_w, app->out_h, app->gfx.fit.cut, app->gfx.fit.first_cut);
    ck_assert_msg(app->gfx.fit.overlaps == 0, "%s (%s, %dx%d): %d texts over others; the first %s",
                  name, walk_lang, app->out_w, app->out_h, app->gfx.fit.overlaps,
                  app->gfx.fit.first_overlap);
}

/* The widget of id on the screen shown; the test fails when there is none. */
static ShWidget *by_id(App *app, int id)
{
    int i;
    app_build_widgets(app);
    for (i = 0; i < app->host.nw; i++) {
        if (app->host.w[i].id == id) {
            return &app->host.w[i];
        }
    }
    ck_abort_msg("no widget %d on the screen shown", id);
    return NULL;
}

static void press_id(App *app, int id)
{
    click_rect(app, by_id(app, id)->r);
}

void lang_walk_shell(App *app)
{
    int page = 0, last = -1;
    ck_assert_int_eq(app->screen, SCR_TITLE);
    lang_look(app, "title");
    /* The Rules page, a screen at a time to its end. */
    press_key(app, SH_KEY_F1);
    ck_assert_int_eq(app->screen, SCR_RULES);
    while (app->rules_scroll != last && page < 40) {
        char name[32];
        snprintf(name, sizeof name, "rules-%d", ++page);
        last = app->rules_scroll;
        lang_look(app, name);
        press_key(app, SH_KEY_PAGEDOWN);
    }
    ck_assert_int_gt(page, 1);
    press_key(app, SH_KEY_ESC);
    ck_assert_int_eq(app->screen, SCR_TITLE);
    /* The Statistics screen on a history of a few hundred matches, and
       its Reset question. */
    if (app->game->history != NULL) {
        char msg[200];
        ck_assert_int_eq(tk_hist_reset(app->host.pref_dir, msg, sizeof msg), TK_OK);
        stats_script_history(app->game, app->host.pref_dir, 300);
        app_build_widgets(app);
        press_id(app, APP_ID_STATS);
        ck_assert_int_eq(app->screen, SCR_STATS);
        lang_look(app, "statistics");
        /* its Match history (no record kept of these matches) */
        press_id(app, APP_ID_HISTORY);
        ck_assert_int_eq(app->screen, SCR_HISTORY);
        lang_look(app, "history");
        press_id(app, APP_ID_HIST_BACK);
        ck_assert_int_eq(app->screen, SCR_STATS);
        press_id(app, APP_ID_STATS_RESET);
        ck_assert_int_eq(app->overlay, OV_CONFIRM_RESET);
        lang_look(app, "statistics-reset");
        press_key(app, SH_KEY_ESC);
        press_key(app, SH_KEY_ESC);
        ck_assert_int_eq(app->screen, SCR_TITLE);
        ck_assert_int_eq(tk_hist_reset(app->host.pref_dir, msg, sizeof msg), TK_OK);
    }
    press_id(app, WALK_ID_SETTINGS);
    ck_assert_int_eq(app->screen, SCR_SETTINGS);
    lang_look(app, "settings");
    press_id(app, WALK_ID_BACK);
    press_id(app, WALK_ID_NEW);
    ck_assert_int_eq(app->screen, SCR_NEWGAME);
    lang_look(app, "new-game");
    press_id(app, WALK_ID_BACK);
    ck_assert_int_eq(app->screen, SCR_TITLE);
}

void lang_walk_dialogs(App *app)
{
    ck_assert_int_eq(app->screen, SCR_PLAY);
    press_key(app, SH_KEY_ESC);
    ck_assert_int_eq(app->overlay, OV_MENU);
    lang_look(app, "menu");
    press_id(app, WALK_ID_NEW);
    ck_assert_int_eq(app->overlay, OV_CONFIRM_ABANDON);
    lang_look(app, "abandon");
    press_id(app, WALK_ID_ABANDON_NO);
    ck_assert_int_eq(app->overlay, OV_NONE);
    ck_assert_int_eq(app->screen, SCR_PLAY);
}

void lang_check_watch(App *app)
{
    SDL_Color c = {255, 255, 255, 255};
    Gfx *g = &app->gfx;
    /* Fits: nothing said. */
    gfx_fit_begin(g);
    gfx_text_in(g, "Deal", 16, 0, c, sh_rect(10, 10, 200, 30));
    gfx_text(g, "Menu", 16, 0, c, 10, 100, GFX_LEFT);
    gfx_fit_end(g);
    ck_assert_int_eq(g->fit.drawn, 2);
    ck_assert_int_eq(g->fit.cut, 0);
    ck_assert_int_eq(g->fit.overlaps, 0);
    /* A sentence in a small box: shrunk below the readable size, cut. */
    gfx_fit_begin(g);
    gfx_text_in(g, "A sentence far too long for the little box it is given", 16, 0, c,
                sh_rect(10, 10, 60, 20));
    gfx_fit_end(g);
    ck_assert_int_gt(g->fit.cut, 0);
    ck_assert(strstr(g->fit.first_cut, "A sentence far") != NULL);
    /* A word wider than its line: broken between letters, cut. */
    gfx_fit_begin(g);
    gfx_text_wrap(g, "Unbreakablewordofmanyletters", 16, 0, c, 10, 10, 40, GFX_LEFT);
    gfx_fit_end(g);
    ck_assert_int_gt(g->fit.cut, 0);
    /* Out of the window. */
    gfx_fit_begin(g);
    gfx_text(g, "Score", 16, 0, c, app->out_w - 5, 10, GFX_LEFT);
    gfx_fit_end(g);
    ck_assert_int_eq(g->fit.cut, 1);
    /* Two texts over each other; then the first hidden by a panel drawn
       over it before the second: no overlap. */
    gfx_fit_begin(g);
    gfx_text(g, "First words", 16, 0, c, 100, 100, GFX_LEFT);
    gfx_text(g, "Second words", 16, 0, c, 110, 102, GFX_LEFT);
    gfx_fit_end(g);
    ck_assert_int_eq(g->fit.overlaps, 1);
    ck_assert(strstr(g->fit.first_overlap, "First words") != NULL);
    gfx_fit_begin(g);
    gfx_text(g, "First words", 16, 0, c, 100, 100, GFX_LEFT);
    gfx_fill(g, sh_rect(90, 90, 200, 40), 0, 0, 0, 0xff);
    gfx_text(g, "Second words", 16, 0, c, 110, 102, GFX_LEFT);
    gfx_fit_end(g);
    ck_assert_int_eq(g->fit.overlaps, 0);
    /* Off: nothing counted. */
    g->fit.on = 0;
    g->fit.drawn = 0;
    gfx_text(g, "Menu", 16, 0, c, 10, 100, GFX_LEFT);
    ck_assert_int_eq(g->fit.drawn, 0);
}
