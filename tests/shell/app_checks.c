/* app_checks.c - the desktop program, checked for every game (app_checks.h). */
#define _POSIX_C_SOURCE 200809L
#include "app_checks.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/killed.h"
#include "common/portable.h"
#include "kit/file.h"

/* A whole file, NUL-terminated (owned by the caller; "" when there is
 * none). */
static char *slurp(const char *path)
{
    char *text = NULL;
    if (tk_file_read(path, 1 << 20, &text, NULL, NULL, 0) != TK_OK) {
        text = calloc(1, 1);
    }
    ck_assert_ptr_nonnull(text);
    return text;
}

/* Where the program saves its match (the preference folder's). */
static void save_path(char *buf, size_t size)
{
    App app;
    open_app(&app, 1280, 800);
    snprintf(buf, size, "%s", app.host.save_path);
    app_free(&app);
}

/* The child of saves_check_killed_after_resume: opens the program on the
 * saved match, resumes it in *mode the way a player does, plays and says
 * the history count, the program still open. */
static int resume_and_play(void *mode_arg)
{
    int mode = *(const int *)mode_arg;
    App app;
    open_app(&app, 1280, 800);
    app.host.settings.speed = SH_SPEED_INSTANT;
    if (mode == SH_OPEN_READ_ONLY) {
        ck_assert_int_eq(app_resume(&app, app.host.save_path, SH_OPEN_READ_ONLY), 0);
    } else {
        ck_assert(app.resume_ok);
        click_rect(&app, widget(&app, "Resume the match")->r);
        if (mode == SH_OPEN_NO_BOTS) {
            ck_assert_int_eq(app.overlay, OV_CONFIRM_BOTS);
            click_rect(&app, widget(&app, "The computer plays their seats")->r);
        }
    }
    ck_assert_int_eq(app.screen, SCR_PLAY);
    return saves_play(&app);
}

void saves_check_killed_after_resume(const char *pref, int mode)
{
    App app;
    char save[400], marker[400], bot[600], spec[300], info[400];
    char files_before[2000], files_after[2000];
    char *before, *after;
    int saved, hist;
    save_path(save, sizeof save);
    snprintf(marker, sizeof marker, "%s/the-bot-ran", pref);
    snprintf(bot, sizeof bot, "bot:touch %s", marker);
    saves_make(save, mode == SH_OPEN_PLAY ? "ai:easy" : bot);
    saved = saves_read(save, spec, sizeof spec);
    before = slurp(save);
    ck_assert_int_eq(portable_list_dir(pref, files_before, sizeof files_before), 0);

    ck_assert_int_eq(test_killed_after(resume_and_play, &mode, &hist), 0);
    ck_assert_int_gt(hist, saved);
    ck_assert_msg(access(marker, F_OK) != 0, "the saved match's bot ran");
    after = slurp(save);
    ck_assert_int_eq(portable_list_dir(pref, files_after, sizeof files_after), 0);
    if (mode == SH_OPEN_READ_ONLY) {
        ck_assert_str_eq(after, before);
        ck_assert_str_eq(files_after, files_before);
    } else {
        /* Every move made since the resume is in the file, the computer
           in the bot's seat... */
        ck_assert_int_eq(saves_read(save, spec, sizeof spec), hist);
        ck_assert_str_eq(spec, mode == SH_OPEN_NO_BOTS ? saves_fallback() : "ai:easy");
        /* ...and the title screen resumes there, asking nothing more. */
        open_app(&app, 1280, 800);
        {
            TkSaved sv;
            app.game->saved(save, &sv, info, sizeof info);
            ck_assert_int_eq(sv.state, TK_SAVED_PLAYING);
        }
        ck_assert(app.resume_ok);
        click_rect(&app, widget(&app, "Resume the match")->r);
        ck_assert_int_eq(app.screen, SCR_PLAY);
        ck_assert_int_eq(saves_history(&app), hist);
        saves_check_resumed(&app);
        app_free(&app);
    }
    free(before);
    free(after);
}

void saves_check_quick_asks(void)
{
    App app;
    char save[400], spec[300];
    char *saved, *now;
    int hist, i;
    save_path(save, sizeof save);
    saves_make(save, "ai:easy");
    saved = slurp(save);
    hist = saves_read(save, spec, sizeof spec);

    open_app(&app, 1280, 800); /* GAME --quick 3 */
    ck_assert_int_eq(app_quick_start(&app, 3), 0);
    ck_assert_int_eq(app.overlay, OV_CONFIRM_ABANDON);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    ck_assert_ptr_null(app.table);
    for (i = 0; i < 50; i++) {
        app_tick(&app, 40);
        app_draw(&app);
    }
    now = slurp(save);
    ck_assert_str_eq(now, saved);
    free(now);
    click_rect(&app, widget(&app, "Keep playing")->r);
    ck_assert_int_eq(app.overlay, OV_NONE);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(saves_players(&app), 2);
    ck_assert_int_eq(saves_history(&app), hist);
    app_free(&app);
    ck_assert_int_eq(saves_read(save, spec, sizeof spec), hist);

    open_app(&app, 1280, 800); /* GAME --no-resume --quick 3 */
    app.resume_ok = 0;
    ck_assert_int_eq(app_quick_start(&app, 3), 0);
    ck_assert_int_eq(app.overlay, OV_CONFIRM_ABANDON);
    ck_assert_ptr_null(app.table);
    ck_assert_int_eq(saves_read(save, spec, sizeof spec), hist);
    click_rect(&app, widget(&app, "Abandon it and start a new game")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(saves_players(&app), 3);
    now = slurp(save);
    ck_assert_str_ne(now, saved);
    free(now);
    app_free(&app);

    /* The new match finished or gone: nothing to ask about. */
    ck_assert_int_eq(remove(save), 0);
    open_app(&app, 1280, 800); /* GAME --quick 4 */
    ck_assert_int_eq(app_quick_start(&app, 4), 0);
    ck_assert_int_eq(app.overlay, OV_NONE);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(saves_players(&app), 4);
    app_free(&app);
    free(saved);
}

void names_check_chosen_name(void)
{
    App app;
    open_app(&app, 1280, 800);
    click_rect(&app, widget(&app, "New game...")->r);
    snprintf(app.form.name[0], sizeof app.form.name[0], "Tess");
    click_rect(&app, widget(&app, "Start")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_str_eq(names_label(&app, 0), "Tess");
    ck_assert(names_is_you(&app, 0));
    names_person_moves(&app);
    ck_assert(names_log_has(&app, "You "));
    ck_assert(!names_log_has(&app, "Tess "));

    /* Quick game from the title: the remembered name. */
    press_key(&app, SH_KEY_ESC);
    click_rect(&app, widget(&app, "Title screen (match is saved)")->r);
    app_build_widgets(&app);
    click_rect(&app, widget(&app, app.quick_label)->r);
    click_rect(&app, widget(&app, "Abandon it and start a new game")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_str_eq(names_label(&app, 0), "Tess");
    app_free(&app);

    /* GAME --quick 3, nothing saved: the same. */
    ck_assert_int_eq(remove(app.host.save_path), 0);
    open_app(&app, 1280, 800);
    ck_assert_int_eq(app_quick_start(&app, 3), 0);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_str_eq(names_label(&app, 0), "Tess");
    app_free(&app);
}
