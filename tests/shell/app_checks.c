/* app_checks.c - the desktop program, checked for every game (app_checks.h). */
#define _POSIX_C_SOURCE 200809L
#include "app_checks.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/app_keys.h"
#include "common/killed.h"
#include "common/portable.h"
#include "kit/file.h"
#include "kit/history.h"

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
    TkHistRead read;
    TkHistEntry *kept = NULL;
    long nkept = 0;
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
    ck_assert_int_eq(tk_hist_read(app.host.pref_dir, NULL, NULL, &read, NULL, 0), TK_OK);
    ck_assert_int_eq(read.entries, 0);
    click_rect(&app, widget(&app, "Abandon it and start a new game")->r);
    ck_assert_int_eq(app.screen, SCR_PLAY);
    ck_assert_int_eq(saves_players(&app), 3);
    /* the saved match the player threw away is in the history, abandoned */
    ck_assert_int_eq(tk_hist_load_last(app.host.pref_dir, 5, &kept, &nkept, &read, NULL, 0),
                     TK_OK);
    ck_assert_int_eq(nkept, 1);
    ck_assert_int_eq(kept[0].abandoned, 1);
    ck_assert_int_eq(kept[0].me, 0);
    ck_assert_int_eq(kept[0].players, 2);
    ck_assert_str_ne(kept[0].record, "");
    free(kept);
    ck_assert_int_eq(tk_hist_reset(app.host.pref_dir, NULL, 0), TK_OK);
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

/* A scripted history of n matches in dir: the person (seat 1) against a
 * computer of the game's levels in turn, won every third, one in ten
 * abandoned, the game's own figures set. */
void stats_script_history(const ShGame *g, const char *dir, int n)
{
    char msg[300];
    int i, k;
    for (i = 1; i <= n; i++) {
        TkHistEntry e;
        memset(&e, 0, sizeof e);
        e.seq = i;
        e.when = 1764000000 + (int64_t)i * 900;
        e.seconds = 300 + i % 7 * 60;
        e.abandoned = i % 10 == 0;
        e.units = 3 + i % 4;
        e.players = 2 + i % 2;
        e.me = 0;
        for (k = 0; k < e.players; k++) {
            e.seat[k].kind = k == 0 ? TK_HIST_PERSON : TK_HIST_COMPUTER;
            snprintf(e.seat[k].who, sizeof e.seat[k].who, "%s",
                     k == 0 ? "" : g->levels[(i + k) % g->nlevels]);
            snprintf(e.seat[k].name, sizeof e.seat[k].name, k == 0 ? "Ann" : "Otto %d", k);
            e.seat[k].score = k == 0 ? 100 + i * 3 % 400 : 250;
        }
        e.seat[0].won = !e.abandoned && i % 3 == 0;
        e.seat[1].won = !e.abandoned && i % 3 != 0;
        for (k = 0; g->history != NULL && k < g->history->nfigures; k++) {
            const TkHistFigureDef *f = &g->history->figure[k];
            tk_hist_set_extra(&e, f->key, i % 5 + 1);
            if (f->per != NULL) {
                /* a minute of play; or the match's rounds or games, so that
                   a share reads as one (the screenshots show it) */
                tk_hist_set_extra(&e, f->per, f->how == TK_HIST_PER_MINUTE ? 60000 : e.units);
            }
        }
        ck_assert_msg(tk_hist_append(dir, &e, TK_HIST_RECORDS, msg, sizeof msg) == TK_OK, "%s",
                      msg);
    }
}

void stats_check_screen(void)
{
    App app;
    char path[1300];
    char **names = NULL;
    size_t count = 0, k;
    int csv = 0;
    open_app(&app, 1280, 800);
    ck_assert_ptr_nonnull(app.game->history);
    ck_assert_int_eq(tk_hist_reset(app.host.pref_dir, NULL, 0), TK_OK);
    stats_script_history(app.game, app.host.pref_dir, 120);
    /* from the title screen */
    app_build_widgets(&app);
    click_rect(&app, widget(&app, "Statistics")->r);
    ck_assert_int_eq(app.screen, SCR_STATS);
    app_draw(&app);
    ck_assert_int_eq(app.stats.entries, 120);
    ck_assert_int_eq(app.stats.all.played, 120);
    ck_assert_int_eq(app.stats.all.won, 36); /* every third of the 108 finished */
    ck_assert_int_eq(app.stats.all.abandoned, 12);
    ck_assert_int_eq(app.stats.nchart, TK_HIST_CHART);
    ck_assert_int_eq(app.stats.nlevels, app.game->nlevels);
    ck_assert_int_eq(app.stats.by_seats[2].played + app.stats.by_seats[3].played, 120);
    ck_assert_str_eq(keys_focused(&app), "Back");
    /* Export: a CSV file in the screenshot folder, said */
    click_rect(&app, widget(&app, "Export as CSV")->r);
    ck_assert_msg(strstr(app.stats_note, "120 matches exported to ") == app.stats_note, "%s",
                  app.stats_note);
    ck_assert_int_eq(tk_file_list_dir(app.screenshot_dir, &names, &count), TK_OK);
    for (k = 0; k < count; k++) {
        csv += strstr(names[k], "-history-") != NULL && strstr(names[k], ".csv") != NULL;
    }
    tk_file_names_free(names, count);
    ck_assert_int_eq(csv, 1);
    /* Reset asks; "Keep them" keeps them, Esc too */
    click_rect(&app, widget(&app, "Reset statistics...")->r);
    ck_assert_int_eq(app.overlay, OV_CONFIRM_RESET);
    app_draw(&app);
    ck_assert_str_eq(keys_focused(&app), "Keep them");
    click_rect(&app, widget(&app, "Keep them")->r);
    ck_assert_int_eq(app.overlay, OV_NONE);
    click_rect(&app, widget(&app, "Reset statistics...")->r);
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.overlay, OV_NONE);
    ck_assert_int_eq(app.screen, SCR_STATS);
    snprintf(path, sizeof path, "%s/%s", app.host.pref_dir, TK_HIST_FILE);
    ck_assert(portable_readable(path));
    /* ... and "Forget every match" forgets them */
    click_rect(&app, widget(&app, "Reset statistics...")->r);
    click_rect(&app, widget(&app, "Forget every match")->r);
    ck_assert_int_eq(app.overlay, OV_NONE);
    ck_assert(!portable_readable(path));
    ck_assert_int_eq(app.stats.all.played, 0);
    app_draw(&app);
    /* Esc goes back to the title */
    press_key(&app, SH_KEY_ESC);
    ck_assert_int_eq(app.screen, SCR_TITLE);
    app_free(&app);
}
