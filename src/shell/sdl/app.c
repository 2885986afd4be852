/* app.c - a desktop program: screens, input, driving the game's table (SDL). */
#define _POSIX_C_SOURCE 200809L
#include "app.h"

#include "focus.h"
#include "kit/file.h"
#include "kit/lang.h"
#include "kit/notice.h"
#include "kit/text.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ------------------------------------------------------------------ */
/* Files                                                               */

static void load_settings(App *app)
{
    size_t len;
    char *text = NULL;
    char err[200];
    sh_settings_default(&app->host.settings, &app->host.spec);
    if (tk_file_read(app->host.settings_path, 1 << 20, &text, &len, NULL, 0) != TK_OK) {
        return; /* none yet, or unreadable: the defaults */
    }
    if (sh_settings_parse(&app->host.settings, &app->host.spec, text, len, err, sizeof err) > 0) {
        fprintf(stderr, "%s: %s: %s (the other settings apply)\n", app->game->id,
                app->host.settings_path, err);
    }
    free(text);
}

static void save_settings(App *app)
{
    char buf[1024], why[300];
    size_t n = sh_settings_format(&app->host.settings, &app->host.spec, buf, sizeof buf);
    if (app->host.read_only || app->host.settings_path[0] == '\0' || n >= sizeof buf) {
        return;
    }
    /* A full disk costs the settings, never the player's attention. */
    if (tk_file_save_atomic(app->host.settings_path, buf, n, why, sizeof why) != TK_OK) {
        fprintf(stderr, "%s: the settings could not be saved: %s\n", app->game->id, why);
    }
}

/* Looks at the saved match: offers it on the title screen, or sets a
 * damaged one aside with a note. */
static void check_save(App *app)
{
    char info[400];
    TkSaved sv;
    const char *path = app->host.save_path;
    app->resume_ok = 0;
    app->save_unfinished = 0;
    app->resume_info[0] = '\0';
    if (path[0] == '\0') {
        return;
    }
    info[0] = '\0';
    app->game->saved(path, &sv, info, sizeof info);
    switch (sv.state) {
    case TK_SAVED_NONE:
        return;
    case TK_SAVED_DAMAGED: {
        char aside[1200];
        snprintf(aside, sizeof aside, "%s.damaged-%ld", path, (long)time(NULL));
        rename(path, aside);
        tk_fmt(app->title_note, sizeof app->title_note,
               _("The saved match could not be read (%.160s). It was set aside as %.150s."), info,
               aside);
        fprintf(stderr, "%s: %s\n", app->game->id, app->title_note);
        return;
    }
    case TK_SAVED_FINISHED:
        remove(path);
        return;
    case TK_SAVED_PLAYING:
        tk_saved_line(&sv, info, sizeof info);
        snprintf(app->resume_info, sizeof app->resume_info, "%.190s", info);
        app->resume_ok = 1;
        app->save_unfinished = 1;
        return;
    }
}

uint64_t app_seed(void)
{
    return ((uint64_t)time(NULL) << 20) ^ (uint64_t)SDL_GetPerformanceCounter();
}

/* ------------------------------------------------------------------ */
/* The match                                                           */

void app_resized(App *app)
{
    int ww = 0, wh = 0;
    if (app->win != NULL) {
        SDL_GetRendererOutputSize(app->ren, &app->out_w, &app->out_h);
        SDL_GetWindowSize(app->win, &ww, &wh);
        app->hidpi = ww > 0 ? (float)app->out_w / (float)ww : 1.0f;
    }
    sh_canvas_fit(&app->canvas, app->out_w, app->out_h, SH_REF_W, SH_REF_H);
    app->draw.canvas = app->canvas;
    gfx_set_scale(&app->gfx, app->canvas.u);
    if (app->table != NULL) {
        app->game->table_layout(app->table, &app->canvas);
    }
    if (app->replay != NULL) {
        app_replay_layout(app); /* the window less the viewer's bar */
    }
    app->host.dirty = 1;
}

/* Plays the sounds the game and the screens asked for. */
static void play_sounds(App *app)
{
    int s;
    while ((s = sh_host_next_sound(&app->host)) >= 0) {
        if (app->have_audio) {
            audio_play(&app->audio, s);
        }
    }
}

static void close_match(App *app)
{
    if (app->table != NULL) {
        app_history_leaving(app);
        app->game->table_free(app->table);
        app->table = NULL;
    }
    app->host.watch_bots = 0;
}

/* Puts a new table on the screen; bots: its match started outside bots
 * (the loop then looks at the table every second, sh_host_wait). */
static void attach_table(App *app, ShTable *t, int bots)
{
    close_match(app);
    app->table = t;
    app->host.watch_bots = bots;
    app->screen = SCR_PLAY;
    app->overlay = OV_NONE;
    app_history_started(app);
    app_resized(app);
}

/* A new table starts with a clean message box. */
static void clear_messages(App *app)
{
    sh_host_message(&app->host, "", 0);
    app->host.message_ms = 0;
    app->host.notice[0] = '\0';
    app->host.notice_detail[0] = '\0';
    app->host.notice_ms = 0;
}

int app_start_match(App *app, const ShSetup *setup, const void *opts)
{
    ShTable *t = NULL;
    char msg[300];
    int s, bots = 0;
    clear_messages(app);
    app_history_replacing(app); /* the player said yes to replacing it */
    if (app->game->table_new(&app->host, setup, opts, &t, msg, sizeof msg) != TK_OK) {
        snprintf(app->form_error, sizeof app->form_error, "%s", msg);
        return -1;
    }
    for (s = 0; s < setup->players && s < SH_MAX_SEATS; s++) {
        bots |= strncmp(setup->seat[s].spec, "bot:", 4) == 0;
    }
    attach_table(app, t, bots);
    return 0;
}

int app_resume(App *app, const char *path, int mode)
{
    ShTable *t = NULL;
    char msg[400];
    clear_messages(app);
    if (app->game->table_resume(&app->host, path, mode, &t, msg, sizeof msg) != TK_OK) {
        tk_fmt(app->title_note, sizeof app->title_note,
               _("The saved match could not be resumed: %.300s"), msg);
        return -1;
    }
    {
        TkSaved sv;
        app->game->saved(path, &sv, NULL, 0);
        attach_table(app, t, mode == SH_OPEN_PLAY && sv.bots > 0);
    }
    app_history_resumed(app, path, mode);
    return 0;
}

/* 1 if a new match would replace an unfinished one: on the table, or
 * saved (whether the title screen offers it or not: --no-resume). */
static int unfinished_match(const App *app)
{
    if (app->table != NULL) {
        return !app->game->table_over(app->table);
    }
    return app->screen == SCR_TITLE && app->save_unfinished;
}

static void toggle_fullscreen(App *app)
{
    if (app->win == NULL) {
        return;
    }
    app->host.settings.fullscreen = !app->host.settings.fullscreen;
    SDL_SetWindowFullscreen(app->win,
                            app->host.settings.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    save_settings(app);
    app_resized(app);
}

/* Acts on what the table asked for (SH_TABLE_* bits). */
static void table_asks(App *app, int bits)
{
    if (bits & SH_TABLE_CHANGED) {
        app->host.dirty = 1;
        app_history_check(app);
    }
    if (bits & SH_TABLE_PASS) {
        app->overlay = OV_PASS;
        app->wfocus = -1;
        app->host.dirty = 1;
    }
    if (bits & SH_TABLE_MENU) {
        app->overlay = OV_MENU;
        app->wfocus = -1;
    }
    if (bits & SH_TABLE_FULLSCREEN) {
        toggle_fullscreen(app);
    }
}

/* 1 while a shell dialog covers the game's table. */
static int table_blocked(const App *app)
{
    return app->overlay != OV_NONE;
}

/* 1 while the game's own dialog (a score sheet) is on the table and no
 * shell dialog covers it. */
static int game_dialog(const App *app)
{
    return app->screen == SCR_PLAY && app->table != NULL && app->overlay == OV_NONE &&
           app->game->table_dialog(app->table);
}

/* Tells the game what covers its table, and puts the keyboard focus back
 * when one of its dialogs opens or closes. */
static void sync_table(App *app)
{
    int dialog = game_dialog(app);
    app->host.covered = table_blocked(app);
    if (dialog != app->dialog_open) {
        app->dialog_open = dialog;
        app->wfocus = -1;
    }
}

void app_tick(App *app, int ms)
{
    sh_host_tick(&app->host, ms);
    sync_table(app);
    if (app->table != NULL) {
        int bits = app->game->table_tick(app->table, ms,
                                         app->screen != SCR_PLAY || table_blocked(app));
        table_asks(app, bits);
    }
    app_replay_tick(app, ms);
    sync_table(app);
    play_sounds(app);
}

int app_wait_ms(const App *app)
{
    int wait = -1;
    if (app->replay != NULL && app->screen == SCR_REPLAY) {
        wait = app->game->table_wait_ms(app->replay, table_blocked(app));
        if (wait == 0) {
            return 0;
        }
    } else if (app->table != NULL && app->screen == SCR_PLAY) {
        wait = app->game->table_wait_ms(app->table, table_blocked(app));
        if (wait == 0) {
            return 0;
        }
    }
    return sh_host_wait(&app->host, wait);
}

int app_busy(const App *app)
{
    return app_wait_ms(app) == 0;
}

/* ------------------------------------------------------------------ */
/* Screens and their widgets                                           */

static const int paces[] = {0, 300, 700, 1200, 2000};

/* Seat kinds of the form: off, human, each computer level, outside bot. */
static int kind_count(const App *app)
{
    return 3 + app->game->nlevels;
}

static int kind_bot(const App *app)
{
    return 2 + app->game->nlevels;
}

static void kind_name(const App *app, int kind, char *buf, size_t size)
{
    if (kind == 0) {
        snprintf(buf, size, "%s", C_("seat", "Off"));
    } else if (kind == 1) {
        snprintf(buf, size, "%s", _("Human"));
    } else if (kind < kind_bot(app)) {
        tk_fmt(buf, size, _("Computer (%s)"), C_("computer level", app->game->levels[kind - 2]));
    } else {
        snprintf(buf, size, "%s", _("Outside bot"));
    }
}

static void form_default(App *app)
{
    NewGameForm *f = &app->form;
    void *opts = f->opts;
    int s;
    memset(f->kind, 0, sizeof f->kind);
    memset(f->name, 0, sizeof f->name);
    memset(f->bot, 0, sizeof f->bot);
    f->kind[0] = 1;
    /* A computer opposite, and as many more as the game needs. */
    for (s = 1; s < app->game->max_seats && (s < 2 || s < app->game->min_seats); s++) {
        f->kind[s] = 2 + app->game->default_level;
    }
    f->opts = opts;
    if (f->opts != NULL) {
        app->game->options_default(f->opts);
    }
}

static int form_players(const App *app)
{
    int n = 0;
    while (n < app->game->max_seats && app->form.kind[n] != 0) {
        n++;
    }
    return n;
}

/* The form as a match was last started from it (new-game.txt): seats,
 * names, bot commands (written back, never started) and the options.  A
 * seat the game no longer knows (a level gone) leaves the default form. */
static void form_from_last(App *app)
{
    const ShLastGame *m = &app->last;
    NewGameForm *f = &app->form;
    int kind[SH_MAX_SEATS] = {0}, s, i;
    if (m->players < app->game->min_seats || m->players > app->game->max_seats) {
        return;
    }
    for (s = 0; s < m->players; s++) {
        const char *spec = m->spec[s];
        if (strcmp(spec, "human") == 0) {
            kind[s] = 1;
        } else if (strncmp(spec, "ai:", 3) == 0) {
            for (i = 0; i < app->game->nlevels && strcmp(app->game->levels[i], spec + 3) != 0; i++) {
            }
            if (i == app->game->nlevels) {
                return;
            }
            kind[s] = 2 + i;
        } else if (strncmp(spec, "bot:", 4) == 0 && spec[4] != '\0' &&
                   strlen(spec + 4) < sizeof f->bot[s]) {
            kind[s] = kind_bot(app);
        } else {
            return;
        }
    }
    for (s = 0; s < SH_MAX_SEATS; s++) {
        f->kind[s] = kind[s];
        snprintf(f->name[s], sizeof f->name[s], "%s", s < m->players ? m->name[s] : "");
        snprintf(f->bot[s], sizeof f->bot[s], "%s",
                 kind[s] == kind_bot(app) ? m->spec[s] + 4 : "");
    }
    if (m->options[0] != '\0' && app->game->options_parse != NULL) {
        app->game->options_parse(f->opts, m->options);
    }
}

/* Remembers the setup a match was just started with from the form. */
static void save_last(App *app, const ShSetup *setup)
{
    ShLastGame *m = &app->last;
    char buf[4096], why[300];
    size_t n;
    int s;
    memset(m, 0, sizeof *m);
    m->players = setup->players;
    for (s = 0; s < setup->players && s < SH_MAX_SEATS; s++) {
        snprintf(m->spec[s], sizeof m->spec[s], "%s", setup->seat[s].spec);
        snprintf(m->name[s], sizeof m->name[s], "%s", setup->seat[s].name);
    }
    if (app->game->options_format != NULL &&
        app->game->options_format(app->form.opts, m->options, sizeof m->options) >= sizeof m->options) {
        m->options[0] = '\0';
    }
    n = sh_lastgame_format(m, app->game->title, buf, sizeof buf);
    if (app->host.read_only || app->host.lastgame_path[0] == '\0' || n >= sizeof buf) {
        return;
    }
    if (tk_file_save_atomic(app->host.lastgame_path, buf, n, why, sizeof why) != TK_OK) {
        fprintf(stderr, "%s: the new game's setup could not be saved: %s\n", app->game->id, why);
    }
}

static void load_last(App *app)
{
    char *text = NULL;
    size_t len = 0;
    if (app->host.lastgame_path[0] == '\0' ||
        tk_file_read(app->host.lastgame_path, 64 * 1024, &text, &len, NULL, 0) != TK_OK) {
        return;
    }
    sh_lastgame_parse(&app->last, app->game->max_seats, text, len);
    free(text);
    form_from_last(app);
}

/* The level Quick game sets against the player: the one last chosen for a
 * computer in the form, else the game's default. */
static const char *quick_level(const App *app)
{
    char level[SH_SPEC_MAX + 1];
    int i;
    if (sh_lastgame_level(&app->last, level, sizeof level)) {
        for (i = 0; i < app->game->nlevels; i++) {
            if (strcmp(app->game->levels[i], level) == 0) {
                return app->game->levels[i];
            }
        }
    }
    return app->game->levels[app->game->default_level];
}

/* Turns the form's seats into a setup; returns 0 or -1 with err set. */
static int form_setup(const App *app, ShSetup *setup, char *err, size_t size)
{
    const NewGameForm *f = &app->form;
    int n = form_players(app), s;
    memset(setup, 0, sizeof *setup);
    if (n < 1) {
        snprintf(err, size, "%s", _("Seat 1 must be played by someone."));
        return -1;
    }
    setup->players = n;
    setup->seed = app_seed();
    for (s = 0; s < n; s++) {
        if (f->kind[s] == 1) {
            snprintf(setup->seat[s].spec, sizeof setup->seat[s].spec, "human");
        } else if (f->kind[s] < kind_bot(app)) {
            snprintf(setup->seat[s].spec, sizeof setup->seat[s].spec, "ai:%s",
                     app->game->levels[f->kind[s] - 2]);
        } else {
            if (f->bot[s][0] == '\0') {
                tk_fmt(err, size, _("Seat %d is an outside bot: type the command that starts it."),
                       s + 1);
                return -1;
            }
            snprintf(setup->seat[s].spec, sizeof setup->seat[s].spec, "bot:%s", f->bot[s]);
        }
        snprintf(setup->seat[s].name, sizeof setup->seat[s].name, "%s", f->name[s]);
    }
    return 0;
}

void app_quick_setup(const App *app, int players, ShSetup *setup)
{
    int s;
    memset(setup, 0, sizeof *setup);
    setup->players = players;
    setup->seed = app_seed();
    snprintf(setup->seat[0].spec, sizeof setup->seat[0].spec, "human");
    /* The person's name as they last gave it in the form. */
    sh_lastgame_name(&app->last, setup->seat[0].name, sizeof setup->seat[0].name);
    for (s = 1; s < players && s < SH_MAX_SEATS; s++) {
        snprintf(setup->seat[s].spec, sizeof setup->seat[s].spec, "ai:%s", quick_level(app));
    }
}

enum {
    ID_RESUME = 1,
    ID_NEW = SH_ID_NEW,
    ID_QUICK = 3,
    ID_SETTINGS = 4,
    ID_QUIT = 5,
    ID_BACK = 6,
    ID_START = 7,
    ID_MENU_RESUME = 8,
    ID_MENU_HINT = 9,
    ID_MENU_TITLE = SH_ID_TITLE,
    ID_SOUND = 11,
    ID_SPEED = 12,
    ID_PACE = 13,
    ID_FULLSCREEN = 14,
    ID_ABANDON_YES = 15,
    ID_ABANDON_NO = 16,
    ID_PASS_OK = 17,
    ID_RULES = 18,
    ID_BOTS_START = 19,
    ID_BOTS_NOT = 21,
    ID_BOTS_BACK = 22,
    ID_PLAY_AGAIN = SH_ID_PLAY_AGAIN,
    ID_LANGUAGE = 24,
    ID_GAME_SETTING = 100, /* + index */
    ID_SEAT_KIND = 200,    /* + seat */
    ID_SEAT_NAME = 220,    /* + seat */
    ID_SEAT_BOT = 240      /* + seat */
};

static void focus_id(App *app, int id);
static void place_focus(App *app);

/* Asks before a new match (what: a quick game or the form) would replace
 * an unfinished one; the old one stays saved until the new one starts. */
static void confirm_abandon(App *app, int what)
{
    app->overlay = OV_CONFIRM_ABANDON;
    app->confirm_next = what;
    app->wfocus = -1;
}

int app_quick_start(App *app, int players)
{
    ShSetup setup;
    app->confirm_players = players;
    if (unfinished_match(app)) {
        confirm_abandon(app, ID_QUICK);
        return 0;
    }
    app_quick_setup(app, players, &setup);
    return app_start_match(app, &setup, NULL);
}

static ShWidget *add(App *app, ShWidgetKind kind, int id, ShRect r, const char *label)
{
    return sh_host_widget(&app->host, kind, id, r, label);
}

/* A column of buttons centred at reference x, from reference y, one
 * every step (reference pixels; 40 high when closer than 54, else 44). */
static void button_column_step(App *app, const int *ids, const char *const *labels, int n,
                               float cx, float y, float bw, float step)
{
    int i;
    for (i = 0; i < n; i++) {
        ShWidget *w = add(app, SH_W_BUTTON, ids[i],
                          sh_ref(&app->canvas, cx - bw / 2.0f, y + (float)i * step, bw,
                                 step < 54.0f ? 40.0f : 44.0f),
                          labels[i]);
        if (w != NULL && i == 0) {
            w->primary = 1;
        }
    }
}

/* A column of buttons centred at reference x, from reference y. */
static void button_column(App *app, const int *ids, const char *const *labels, int n, float cx,
                          float y, float bw)
{
    button_column_step(app, ids, labels, n, cx, y, bw, 54.0f);
}

static void settings_widgets(App *app)
{
    const ShCanvas *L = &app->canvas;
    const ShGame *g = app->game;
    ShWidget *w;
    float y = 200;
    int k;
    w = add(app, SH_W_CHOICE, ID_SPEED, sh_ref(L, 640, y, 320, 40), _("Animation speed"));
    snprintf(w->value, sizeof w->value, "%s", C_("speed", sh_speed_name(app->host.settings.speed)));
    y += 56;
    w = add(app, SH_W_CHOICE, ID_PACE, sh_ref(L, 640, y, 320, 40), _("Computer pace"));
    tk_fmt(w->value, sizeof w->value, _("%d ms per action"), app->host.settings.pace_ms);
    for (k = 0; k < app->host.spec.ngame; k++) {
        y += 56;
        w = add(app, SH_W_CHOICE, ID_GAME_SETTING + k, sh_ref(L, 640, y, 320, 40),
                _(g->settings[k].label));
        snprintf(w->value, sizeof w->value, "%s",
                 _(g->settings[k].shown[app->host.settings.game[k]]));
    }
    y += 56;
    w = add(app, SH_W_CHOICE, ID_LANGUAGE, sh_ref(L, 640, y, 320, 40), _("Language"));
    sh_langs_shown(&app->langs,
                   app->language_arg[0] != '\0' ? app->language_arg : app->host.settings.language,
                   w->value, sizeof w->value);
    y += 56;
    w = add(app, SH_W_SWITCH, ID_SOUND, sh_ref(L, 640, y, 320, 40), _("Sound"));
    w->on = app->host.settings.sound;
    y += 56;
    w = add(app, SH_W_SWITCH, ID_FULLSCREEN, sh_ref(L, 640, y, 320, 40), _("Full screen (F11)"));
    w->on = app->host.settings.fullscreen;
    w = add(app, SH_W_BUTTON, ID_BACK, sh_ref(L, 540, y + 96, 200, 44), _("Done"));
    w->primary = 1;
}

static void newgame_widgets(App *app)
{
    const ShCanvas *L = &app->canvas;
    int s, n = form_players(app);
    ShWidget *w;
    for (s = 0; s < app->game->max_seats; s++) {
        float y = 150.0f + (float)s * 52.0f;
        w = add(app, SH_W_CHOICE, ID_SEAT_KIND + s, sh_ref(L, 200, y, 300, 40), "");
        kind_name(app, app->form.kind[s], w->value, sizeof w->value);
        w = add(app, SH_W_TEXT, ID_SEAT_NAME + s, sh_ref(L, 520, y, 220, 40), _("Name"));
        snprintf(w->value, sizeof w->value, "%s", app->form.name[s]);
        w->enabled = s < n;
        w = add(app, SH_W_TEXT, ID_SEAT_BOT + s, sh_ref(L, 760, y, 340, 40), _("Bot command"));
        snprintf(w->value, sizeof w->value, "%s", app->form.bot[s]);
        w->enabled = s < n && app->form.kind[s] == kind_bot(app);
    }
    app->game->options_widgets(app->form.opts, &app->host, L);
    app->form_problem[0] = '\0';
    app->form_problem_id = 0;
    if (app->game->options_check != NULL) {
        app->form_problem_id = app->game->options_check(app->form.opts, n, app->form_problem,
                                                        sizeof app->form_problem);
        if (app->form_problem_id == 0) {
            app->form_problem[0] = '\0';
        }
    }
    for (s = 0; s < app->host.nw; s++) {
        ShWidget *x = &app->host.w[s];
        x->alert = (app->form_problem_id != 0 && x->id == app->form_problem_id) ||
                   (app->form_error[0] != '\0' && app->form_error_id != 0 && x->id == app->form_error_id);
    }
    w = add(app, SH_W_BUTTON, ID_START, sh_ref(L, 660, 690, 220, 48), _("Start"));
    w->primary = 1;
    add(app, SH_W_BUTTON, ID_BACK, sh_ref(L, 400, 690, 220, 48), _("Back"));
}

/* The widgets of the current screen or dialog, the focus aside. */
static void build_widgets(App *app)
{
    sh_host_clear_widgets(&app->host);
    if (app->overlay == OV_CONFIRM_ABANDON) {
        static const int ids[] = {ID_ABANDON_NO, ID_ABANDON_YES};
        const char *const labels[] = {_("Keep playing"), _("Abandon it and start a new game")};
        /* Lower when the dialog names the saved match (draw.c). */
        button_column(app, ids, labels, 2, 640,
                      app->table == NULL && app->resume_info[0] != '\0' ? 420.0f : 400.0f, 420);
        return;
    }
    if (app->overlay == OV_CONFIRM_BOTS) {
        static const int ids[] = {ID_BOTS_NOT, ID_BOTS_START, ID_BOTS_BACK};
        const char *const labels[] = {_("The computer plays their seats"),
                                      _("Start these programs"), _("Back")};
        button_column(app, ids, labels, 3, 640, 470, 460);
        return;
    }
    if (app->screen == SCR_TITLE) {
        int ids[7], n = 0;
        const char *labels[7];
        if (app->resume_ok) {
            ids[n] = ID_RESUME;
            labels[n++] = _("Resume the match");
        }
        tk_fmt(app->quick_label, sizeof app->quick_label, _("Quick game vs. computer (%s)"),
               C_("computer level", quick_level(app)));
        ids[n] = ID_QUICK;
        labels[n++] = app->quick_label;
        ids[n] = ID_NEW;
        labels[n++] = _("New game...");
        ids[n] = ID_RULES;
        labels[n++] = _("How to play");
        if (app->game->history != NULL) {
            ids[n] = APP_ID_STATS;
            labels[n++] = _("Statistics");
        }
        ids[n] = ID_SETTINGS;
        labels[n++] = _("Settings");
        ids[n] = ID_QUIT;
        labels[n++] = _("Quit");
        /* Without the Resume button the column sits lower, so that the
           screen is not empty under it; seven buttons sit closer. */
        if (n == 7) {
            button_column_step(app, ids, labels, n, 640, 330.0f, 360, 48.0f);
        } else {
            button_column(app, ids, labels, n, 640, 330.0f + (float)(6 - n) * 36.0f, 360);
        }
        {
            /* The How to play button shows the rules' sign. */
            int i;
            for (i = 0; i < app->host.nw; i++) {
                if (app->host.w[i].id == ID_RULES) {
                    app->host.w[i].icon = "icon-info";
                }
            }
        }
        return;
    }
    if (app->screen == SCR_RULES) {
        ShWidget *w = add(app, SH_W_BUTTON, ID_BACK, sh_ref(&app->canvas, 540, 700, 200, 48),
                          _("Back"));
        w->primary = 1;
        return;
    }
    if (app->screen == SCR_STATS) {
        app_stats_widgets(app);
        return;
    }
    if (app->screen == SCR_HISTORY) {
        app_history_widgets(app);
        return;
    }
    if (app->screen == SCR_REPLAY) {
        app_replay_widgets(app);
        return;
    }
    if (app->screen == SCR_SETTINGS) {
        settings_widgets(app);
        return;
    }
    if (app->screen == SCR_NEWGAME) {
        newgame_widgets(app);
        return;
    }
    switch (app->overlay) {
    case OV_MENU: {
        static const int ids[] = {ID_MENU_RESUME, ID_MENU_HINT, ID_RULES,      ID_NEW,
                                  ID_SETTINGS,    APP_ID_STATS, ID_SOUND,      ID_FULLSCREEN,
                                  ID_MENU_TITLE,  ID_QUIT};
        const char *labels[10] = {_("Back to the game"), _("Hint (H)"), _("How to play (F1)"),
                                  _("New game..."), _("Settings"), _("Statistics"),
                                  app->host.settings.sound ? _("Sound: on") : _("Sound: off"),
                                  app->host.settings.fullscreen ? _("Leave full screen (F11)")
                                                                : _("Full screen (F11)"),
                                  _("Title screen (match is saved)"), _("Quit (match is saved)")};
        int i, n = 10, k;
        int mids[10];
        const char *mlabels[10];
        for (i = 0, k = 0; i < n; i++) {
            if (ids[i] != APP_ID_STATS || app->game->history != NULL) {
                mids[k] = ids[i];
                mlabels[k++] = labels[i];
            }
        }
        button_column_step(app, mids, mlabels, k, 640, 150, 380, k > 9 ? 50.0f : 54.0f);
        for (i = 0; i < app->host.nw; i++) {
            ShWidget *w = &app->host.w[i];
            if (w->id == ID_MENU_RESUME) {
                w->icon = "icon-close";
            } else if (w->id == ID_MENU_HINT) {
                w->icon = "icon-hint";
            } else if (w->id == ID_RULES) {
                w->icon = "icon-info";
            } else if (w->id == ID_SOUND) {
                w->icon = app->host.settings.sound ? "icon-sound-on" : "icon-sound-off";
            } else if (w->id == ID_FULLSCREEN) {
                /* What the button does: enter, or leave, full screen. */
                w->icon = app->host.settings.fullscreen ? "icon-windowed" : "icon-fullscreen";
            }
        }
        break;
    }
    case OV_CONFIRM_ABANDON: /* above */
    case OV_CONFIRM_BOTS:
    case OV_CONFIRM_RESET: /* the Statistics screen's (stats.c) */
        break;
    case OV_PASS: {
        ShWidget *w;
        char label[64];
        tk_fmt(label, sizeof label, _("I am %s: show my rack"), app->game->pass_name(app->table));
        w = add(app, SH_W_BUTTON, ID_PASS_OK, sh_ref(&app->canvas, 440, 470, 400, 50), label);
        w->primary = 1;
        break;
    }
    case OV_NONE:
        if (game_dialog(app)) {
            app->game->dialog_widgets(app->table, &app->host, &app->canvas);
        }
        break;
    }
}

void app_build_widgets(App *app)
{
    build_widgets(app);
    place_focus(app);
}

static void go_title(App *app)
{
    close_match(app);
    app->screen = SCR_TITLE;
    app->overlay = OV_NONE;
    check_save(app);
    app->wfocus = -1;
    app_resized(app);
}

static void new_game_screen(App *app)
{
    app->screen = SCR_NEWGAME;
    app->overlay = OV_NONE;
    app->form_error[0] = '\0';
    app->form_error_id = 0;
    app->wfocus = -1;
}

static void cycle(int *v, int n, int delta)
{
    *v = ((*v + delta) % n + n) % n;
}

/* Before a saved match is resumed: if it names outside bots that the
 * player did not set up on this machine, asks whether to start them (a
 * file from elsewhere could name any command).  Returns 1 if it asked. */
static int ask_about_bots(App *app)
{
    char cmds[SH_MAX_SEATS][SH_SPEC_MAX + 1];
    TkSaved sv;
    int n, i;
    app->game->saved(app->host.save_path, &sv, NULL, 0);
    n = sh_saved_bots(&sv, cmds, SH_MAX_SEATS);
    app->nbots_asked = 0;
    for (i = 0; i < n; i++) {
        if (!sh_host_bot_trusted(&app->host, cmds[i])) {
            memcpy(app->bots_asked[app->nbots_asked++], cmds[i], sizeof cmds[i]);
        }
    }
    if (app->nbots_asked == 0) {
        return 0;
    }
    app->overlay = OV_CONFIRM_BOTS;
    app->wfocus = -1;
    return 1;
}

/* The Rules page, from wherever the player is (back there after). */
static void open_rules(App *app)
{
    if (app->screen == SCR_RULES) {
        return;
    }
    app->rules_return = app->screen;
    app->screen = SCR_RULES;
    app->overlay = OV_NONE; /* the menu closes; the match waits */
    app->rules_scroll = 0;
    app->wfocus = -1;
    app->host.dirty = 1;
}

/* Scrolls the Rules page by dy pixels, within the page. */
static void scroll_rules(App *app, int dy)
{
    int most = app->rules_h - sh_px(&app->canvas, 560);
    app->rules_scroll += dy;
    if (app->rules_scroll > most) {
        app->rules_scroll = most;
    }
    if (app->rules_scroll < 0) {
        app->rules_scroll = 0;
    }
    app->host.dirty = 1;
}

/* A quick game (ID_QUICK) or the new-game form (ID_NEW), leaving the
 * table: a match left unfinished stays saved until a new one starts. */
static void start_or_form(App *app, int what)
{
    close_match(app);
    if (what == ID_QUICK) {
        ShSetup setup;
        app_quick_setup(app, app->confirm_players, &setup);
        if (app_start_match(app, &setup, NULL) != 0) {
            go_title(app);
            snprintf(app->title_note, sizeof app->title_note, "%s", app->form_error);
        }
        return;
    }
    new_game_screen(app);
    app_resized(app);
}

/* Resumes the saved match (asking first about bots not set up here). */
static void resume_saved(App *app)
{
    if (ask_about_bots(app)) {
        return;
    }
    if (app_resume(app, app->host.save_path, SH_OPEN_PLAY) != 0) {
        check_save(app);
    }
}

static void on_widget(App *app, int id, int delta)
{
    sh_host_sound(&app->host, SH_SND_CLICK);
    app->host.dirty = 1;
    if (app_stats_widget(app, id) || app_history_widget(app, id) ||
        app_replay_widget(app, id, delta)) {
        return;
    }
    switch (id) {
    case SH_ID_WATCH: {
        /* The match just ended, kept in the history: Close comes back to
           its results. */
        char err[800];
        if (app->kept_record[0] != '\0' &&
            app_replay_open(app, app->kept_record, SCR_PLAY, err, sizeof err) != 0) {
            sh_host_message(&app->host, err, 1);
        }
        return;
    }
    case ID_RESUME:
        resume_saved(app);
        return;
    case ID_BOTS_START:
    case ID_BOTS_NOT: {
        int i;
        app->overlay = OV_NONE;
        if (id == ID_BOTS_START) {
            for (i = 0; i < app->nbots_asked; i++) {
                sh_host_trust_bot(&app->host, app->bots_asked[i]);
            }
        }
        if (app_resume(app, app->host.save_path,
                       id == ID_BOTS_START ? SH_OPEN_PLAY : SH_OPEN_NO_BOTS) != 0) {
            check_save(app);
        }
        return;
    }
    case ID_BOTS_BACK:
        app->overlay = OV_NONE;
        return;
    case ID_QUICK:
    case ID_NEW:
        app->confirm_players = 2; /* the title's Quick game: you and a computer */
        if (unfinished_match(app)) {
            confirm_abandon(app, id);
            return;
        }
        start_or_form(app, id);
        return;
    case ID_ABANDON_YES:
        app->overlay = OV_NONE;
        start_or_form(app, app->confirm_next);
        return;
    case ID_ABANDON_NO:
        app->overlay = OV_NONE;
        if (app->table == NULL && app->screen == SCR_TITLE) {
            resume_saved(app); /* "Keep playing" the saved match */
        }
        return;
    case ID_MENU_RESUME:
        app->overlay = OV_NONE;
        return;
    case ID_MENU_HINT:
        app->overlay = OV_NONE;
        sync_table(app); /* the table is no longer covered: the hint is for it */
        app->game->table_hint(app->table);
        return;
    case ID_MENU_TITLE:
        go_title(app);
        return;
    case ID_SETTINGS:
        app->settings_return = app->screen;
        app->screen = SCR_SETTINGS;
        app->wfocus = -1;
        return;
    case ID_RULES:
        open_rules(app);
        return;
    case APP_ID_STATS:
        app_stats_open(app);
        return;
    case ID_QUIT:
        app_quit(app);
        return;
    case ID_BACK:
        if (app->screen == SCR_RULES) {
            app->screen = app->rules_return == SCR_PLAY && app->table != NULL      ? SCR_PLAY
                          : app->rules_return == SCR_REPLAY && app->replay != NULL ? SCR_REPLAY
                          : app->rules_return == SCR_HISTORY                     ? SCR_HISTORY
                                                                                 : SCR_TITLE;
            app->overlay = OV_NONE;
            app->wfocus = -1;
            return;
        }
        if (app->screen == SCR_SETTINGS) {
            save_settings(app);
            app->screen = app->settings_return == SCR_PLAY && app->table != NULL ? SCR_PLAY
                                                                                 : SCR_TITLE;
            if (app->screen == SCR_PLAY) {
                app->overlay = OV_NONE;
            }
        } else {
            app->screen = SCR_TITLE;
            check_save(app);
        }
        app->wfocus = -1;
        return;
    case ID_START: {
        ShSetup setup;
        int s;
        app->form_error_id = 0;
        if (form_setup(app, &setup, app->form_error, sizeof app->form_error) != 0) {
            return;
        }
        if (app->form_problem_id != 0) {
            /* The message is on the form already: the focus goes to the
               option to change. */
            app->form_error[0] = '\0';
            focus_id(app, app->form_problem_id);
            return;
        }
        for (s = 0; s < setup.players && app->game->check_bot != NULL; s++) {
            if (strncmp(setup.seat[s].spec, "bot:", 4) == 0 &&
                app->game->check_bot(s, setup.seat[s].spec + 4, app->form_error,
                                     sizeof app->form_error) != 0) {
                app->form_error_id = ID_SEAT_BOT + s;
                focus_id(app, ID_SEAT_BOT + s);
                return;
            }
        }
        if (app_start_match(app, &setup, app->form.opts) == 0) {
            save_last(app, &setup);
            /* The player typed these: the match's save may start them again. */
            for (s = 0; s < setup.players; s++) {
                if (strncmp(setup.seat[s].spec, "bot:", 4) == 0) {
                    sh_host_trust_bot(&app->host, setup.seat[s].spec + 4);
                }
            }
        }
        return;
    }
    case ID_SPEED:
        app->host.settings.speed = sh_choice_step(app->host.settings.speed, SH_SPEED_COUNT, delta);
        if (app->table != NULL) {
            app->game->table_settings_changed(app->table);
        }
        return;
    case ID_PACE:
        app->host.settings.pace_ms = sh_choice_step_in(app->host.settings.pace_ms, paces, 5, delta);
        return;
    case ID_SOUND:
        app->host.settings.sound = !app->host.settings.sound;
        audio_set_muted(&app->audio, !app->host.settings.sound);
        save_settings(app);
        return;
    case ID_FULLSCREEN:
        toggle_fullscreen(app);
        return;
    case ID_LANGUAGE: {
        /* At once, without a restart; the match on the table goes on. */
        char next[SH_LANGUAGE_MAX];
        sh_langs_next(&app->langs,
                      app->language_arg[0] != '\0' ? app->language_arg : app->host.settings.language,
                      delta ? delta : 1, next, sizeof next);
        snprintf(app->host.settings.language, sizeof app->host.settings.language, "%s", next);
        app->language_arg[0] = '\0';
        app_apply_language(app);
        save_settings(app);
        return;
    }
    case ID_PLAY_AGAIN: {
        ShTable *t = NULL;
        char msg[300];
        clear_messages(app);
        if (app->game->table_again(&app->host, app->table, app_seed(), &t, msg, sizeof msg) !=
            TK_OK) {
            go_title(app);
            snprintf(app->title_note, sizeof app->title_note, "%s", msg);
            return;
        }
        attach_table(app, t, app->host.watch_bots); /* the same seats */
        return;
    }
    case ID_PASS_OK:
        app->overlay = OV_NONE;
        app->game->table_reveal(app->table);
        return;
    default:
        break;
    }
    if (id >= ID_GAME_SETTING && id < ID_GAME_SETTING + app->host.spec.ngame) {
        int k = id - ID_GAME_SETTING;
        cycle(&app->host.settings.game[k], app->game->settings[k].count, delta ? delta : 1);
        if (app->table != NULL) {
            app->game->table_settings_changed(app->table);
        }
    } else if (id >= ID_SEAT_KIND && id < ID_SEAT_KIND + app->game->max_seats) {
        int s = id - ID_SEAT_KIND;
        cycle(&app->form.kind[s], kind_count(app), delta ? delta : 1);
        if (s == 0 && app->form.kind[0] == 0) {
            cycle(&app->form.kind[0], kind_count(app), delta ? delta : 1);
        }
        app->form_error[0] = '\0';
    } else if (id >= SH_ID_GAME && app->screen == SCR_NEWGAME) {
        if (app->game->options_widget(app->form.opts, id, delta)) {
            app->form_error[0] = '\0';
        }
    } else if (id >= SH_ID_GAME && app->table != NULL) {
        table_asks(app, app->game->dialog_widget(app->table, id));
    }
}

static char *text_field(App *app, int id, size_t *cap)
{
    if (id >= ID_SEAT_NAME && id < ID_SEAT_NAME + SH_MAX_SEATS) {
        *cap = sizeof app->form.name[0];
        return app->form.name[id - ID_SEAT_NAME];
    }
    if (id >= ID_SEAT_BOT && id < ID_SEAT_BOT + SH_MAX_SEATS) {
        *cap = sizeof app->form.bot[0];
        return app->form.bot[id - ID_SEAT_BOT];
    }
    *cap = 0;
    return NULL;
}

static int widget_at(const App *app, int x, int y)
{
    int i;
    for (i = 0; i < app->host.nw; i++) {
        const ShWidget *w = &app->host.w[i];
        if (w->enabled && w->kind != SH_W_LABEL && sh_rect_contains(w->r, x, y)) {
            return i;
        }
    }
    return -1;
}

/* 1 if the focus is on a text field. */
static int focus_on_text(const App *app)
{
    return app->wfocus >= 0 && app->wfocus < app->host.nw &&
           app->host.w[app->wfocus].kind == SH_W_TEXT;
}

/* SDL's text input on while a text field has the focus (typing goes
 * there, and takes up a field whose typing was done), off otherwise. */
static void sync_text_input(App *app)
{
    int on = focus_on_text(app);
    if (on != app->text_on) {
        app->text_on = on;
        if (app->win != NULL) {
            if (on) {
                SDL_StartTextInput();
            } else {
                SDL_StopTextInput();
            }
        }
    }
}

/* Gives the focus to widget i: a text field is then typed in. */
static void focus_widget(App *app, int i)
{
    app->wfocus = i;
    app->typing = focus_on_text(app);
    sync_text_input(app);
}

/* Keeps the focus where it is while the widget can still have it, else
 * puts it where the screen's focus starts (focus.h: the primary button):
 * visible from a screen's first frame.  On a screen just opened, what
 * the pointer pointed at or pressed on the one before is forgotten. */
static void place_focus(App *app)
{
    int at = sh_focus_fix(app->host.w, app->host.nw, app->wfocus);
    if (app->wfocus < 0) {
        app->whover = -1;
        app->wpressed = -1;
    }
    if (at != app->wfocus) {
        focus_widget(app, at);
    }
}

/* Gives the focus to the widget with this id, if it is there. */
static void focus_id(App *app, int id)
{
    int i;
    for (i = 0; i < app->host.nw; i++) {
        if (app->host.w[i].id == id) {
            focus_widget(app, i);
            return;
        }
    }
}

void app_focus_id(App *app, int id)
{
    focus_id(app, id);
}

/* Text field id loses its last character (UTF-8). */
static void erase_char(App *app, int id)
{
    size_t cap, len;
    char *t = text_field(app, id, &cap);
    if (t != NULL && (len = strlen(t)) > 0) {
        do {
            len--;
        } while (len > 0 && ((unsigned char)t[len] & 0xC0) == 0x80);
        t[len] = '\0';
    }
    if (id == app->form_error_id) {
        app->form_error[0] = '\0'; /* being put right */
    }
}

/* Widgets' keys, the same on every screen (focus.h): returns 1 if used. */
static int widget_key(App *app, const ShInput *in)
{
    ShFocusStep st = sh_focus_key(app->host.w, app->host.nw, app->wfocus, app->typing, in->key,
                                  in->mods);
    switch (st.what) {
    case SH_FOCUS_NONE:
        return 0;
    case SH_FOCUS_KEEP:
        break;
    case SH_FOCUS_MOVE:
        focus_widget(app, st.at);
        app->whover = -1; /* the keys moved it: one mark, where they put it */
        break;
    case SH_FOCUS_PRESS:
        on_widget(app, app->host.w[st.at].id, 0);
        break;
    case SH_FOCUS_CHANGE:
        on_widget(app, app->host.w[st.at].id, st.delta);
        break;
    case SH_FOCUS_DONE:
        app->typing = 0;
        break;
    case SH_FOCUS_ERASE:
        erase_char(app, app->host.w[st.at].id);
        app->typing = 1;
        break;
    }
    app->host.dirty = 1;
    return 1;
}

/* ------------------------------------------------------------------ */
/* Input                                                               */

/* Menus, dialogs and the screens that are not the table. */
static void widgets_input(App *app, const ShInput *in)
{
    int i;
    if (in->kind == SH_IN_MOVE) {
        /* The pointer and the keys share one focus, the last one used
           wins: a widget the pointer comes onto takes it (a text field
           only by a click, and not from a field being typed in). */
        i = widget_at(app, in->x, in->y);
        if (i >= 0 && i != app->whover && app->host.w[i].kind != SH_W_TEXT &&
            !(app->typing && focus_on_text(app))) {
            focus_widget(app, i);
        }
        app->whover = i;
        return;
    }
    if (in->kind == SH_IN_PRESS) {
        app->wpressed = widget_at(app, in->x, in->y);
        return;
    }
    if (in->kind == SH_IN_RELEASE) {
        i = widget_at(app, in->x, in->y);
        if (i >= 0 && i == app->wpressed) {
            const ShWidget *w = &app->host.w[i];
            focus_widget(app, i); /* what is clicked has the focus */
            if (w->kind != SH_W_TEXT) {
                int id = w->id;
                /* Clicking the right part of a choice goes forward, the
                 * left part back. */
                int delta = w->kind == SH_W_CHOICE ? (in->x < w->r.x + w->r.w / 3 ? -1 : 1) : 0;
                on_widget(app, id, delta);
            }
        }
        app->wpressed = -1;
        return;
    }
    if (in->kind != SH_IN_KEY) {
        return; /* the wheel: nothing to scroll here */
    }
    if (widget_key(app, in)) {
        return;
    }
    if (app->screen == SCR_REPLAY && app_replay_key(app, in)) {
        return; /* its shortcuts, Esc closing it */
    }
    if (in->key == SH_KEY_ESC) {
        if (app->overlay == OV_CONFIRM_ABANDON || app->overlay == OV_CONFIRM_BOTS ||
            app->overlay == OV_CONFIRM_RESET ||
            (app->screen == SCR_PLAY && app->overlay == OV_MENU)) {
            app->overlay = OV_NONE;
        } else if (app->screen == SCR_STATS) {
            on_widget(app, APP_ID_BACK_STATS, 0);
        } else if (app->screen == SCR_HISTORY) {
            on_widget(app, APP_ID_HIST_BACK, 0);
        } else if (app->screen == SCR_SETTINGS || app->screen == SCR_NEWGAME ||
                   app->screen == SCR_RULES) {
            on_widget(app, ID_BACK, 0);
        } else if (game_dialog(app)) {
            app->overlay = OV_MENU;
        } else if (app->screen == SCR_TITLE) {
            app_quit(app);
        }
        app->wfocus = -1;
        return;
    }
    if (app->screen == SCR_PLAY && in->key == 'h' && app->overlay == OV_MENU) {
        on_widget(app, ID_MENU_HINT, 0);
    }
}

/* What Esc does on the screen or dialog shown (widgets_input), NULL for
 * nothing. */
static const char *esc_does(const App *app)
{
    if (app->overlay == OV_CONFIRM_ABANDON || app->overlay == OV_CONFIRM_BOTS ||
        app->overlay == OV_CONFIRM_RESET || app->screen == SCR_SETTINGS ||
        app->screen == SCR_NEWGAME || app->screen == SCR_RULES || app->screen == SCR_STATS ||
        app->screen == SCR_HISTORY) {
        return _("back");
    }
    if (app->screen == SCR_REPLAY) {
        return _("close");
    }
    if (app->screen == SCR_PLAY && app->overlay == OV_MENU) {
        return _("back to the game");
    }
    if (game_dialog(app)) {
        return _("menu");
    }
    return NULL;
}

size_t app_keys_line(const App *app, char *buf, size_t size)
{
    const ShHost *h = &app->host;
    char replay_keys[200];
    if (size > 0) {
        buf[0] = '\0';
    }
    if (h->nw == 0 || size == 0) {
        return 0;
    }
    if (app->screen == SCR_RULES) {
        /* The arrows and Space scroll the page (app_input). */
        int n = snprintf(buf, size, "%s",
                         _("Up/Down, Space, Page Up/Down, Home/End or the wheel: scroll  \xC2\xB7  "
                           "Enter or Esc: back"));
        return n > 0 ? strlen(buf) : 0;
    }
    if (app->screen == SCR_TITLE && app->overlay == OV_NONE) {
        return sh_focus_keys_line(h->w, h->nw, app->wfocus, app->typing, NULL,
                                  _("Esc or Ctrl+Q: quit  \xC2\xB7  F1: how to play  \xC2\xB7  "
                                    "F11: full screen"),
                                  buf, size);
    }
    return sh_focus_keys_line(h->w, h->nw, app->wfocus, app->typing, esc_does(app),
                              app->screen == SCR_REPLAY
                                  ? app_replay_keys(app, replay_keys, sizeof replay_keys)
                              : app->screen == SCR_HISTORY ? app_history_keys()
                                                           : NULL,
                              buf, size);
}

void app_input(App *app, const ShInput *in)
{
    app->host.dirty = 1;
    if (in->kind == SH_IN_MOVE) {
        app->mouse_x = in->x;
        app->mouse_y = in->y;
    }
    if (in->kind == SH_IN_KEY && in->key == SH_KEY_F11) {
        toggle_fullscreen(app);
        return;
    }
    if (in->kind == SH_IN_KEY && in->key == SH_KEY_F1 && app->overlay != OV_PASS) {
        open_rules(app);
        return;
    }
    if (app->screen == SCR_RULES && (in->kind == SH_IN_WHEEL || in->kind == SH_IN_KEY)) {
        int line = sh_px(&app->canvas, 40), page = sh_px(&app->canvas, 480);
        int dy = in->kind == SH_IN_WHEEL       ? -in->key * line * 2
                 : in->key == SH_KEY_DOWN     ? line
                 : in->key == SH_KEY_UP       ? -line
                 : in->key == SH_KEY_PAGEDOWN || in->key == ' ' ? page
                 : in->key == SH_KEY_PAGEUP   ? -page
                 : in->key == SH_KEY_HOME     ? -app->rules_h
                 : in->key == SH_KEY_END      ? app->rules_h
                                              : 0;
        if (dy != 0) {
            scroll_rules(app, dy);
            return;
        }
    }
    sync_table(app);
    if (in->kind == SH_IN_PRESS && (in->mods & SH_MOD_SECONDARY) != 0 &&
        (app->screen != SCR_PLAY || app->table == NULL || app->overlay != OV_NONE ||
         game_dialog(app))) {
        return; /* the right button acts on a table that asks for it, nowhere else */
    }
    app_build_widgets(app);
    if (game_dialog(app) && app->game->dialog_input(app->table, in)) {
        play_sounds(app);
        return;
    }
    if (app->screen == SCR_REPLAY && app->replay != NULL && app->overlay == OV_NONE &&
        app->game->table_dialog(app->replay) && app->game->dialog_input(app->replay, in)) {
        play_sounds(app); /* the replay's sheet: a click shows its scoring at once */
        return;
    }
    if (app->screen == SCR_HISTORY && app->overlay == OV_NONE && app_history_input(app, in)) {
        return; /* its list scrolled, or the focus along its Watch buttons */
    }
    if (app->screen != SCR_PLAY || app->table == NULL || app->overlay != OV_NONE ||
        game_dialog(app)) {
        widgets_input(app, in);
    } else {
        table_asks(app, app->game->table_input(app->table, in));
    }
    sync_table(app);
    play_sounds(app);
}

static int map_key(SDL_Keycode k)
{
    switch (k) {
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        return SH_KEY_ENTER;
    case SDLK_ESCAPE:
        return SH_KEY_ESC;
    case SDLK_TAB:
        return SH_KEY_TAB;
    case SDLK_BACKSPACE:
        return SH_KEY_BACKSPACE;
    case SDLK_DELETE:
        return SH_KEY_DELETE;
    case SDLK_LEFT:
        return SH_KEY_LEFT;
    case SDLK_RIGHT:
        return SH_KEY_RIGHT;
    case SDLK_UP:
        return SH_KEY_UP;
    case SDLK_DOWN:
        return SH_KEY_DOWN;
    case SDLK_F11:
        return SH_KEY_F11;
    case SDLK_HOME:
        return SH_KEY_HOME;
    case SDLK_END:
        return SH_KEY_END;
    case SDLK_PAGEUP:
        return SH_KEY_PAGEUP;
    case SDLK_PAGEDOWN:
        return SH_KEY_PAGEDOWN;
    case SDLK_F1:
        return SH_KEY_F1;
    default:
        if (k >= SDLK_KP_1 && k <= SDLK_KP_9) {
            return '1' + (int)(k - SDLK_KP_1);
        }
        if (k == SDLK_KP_0) {
            return '0';
        }
        if (k == SDLK_KP_PLUS || k == SDLK_KP_MINUS) {
            return k == SDLK_KP_PLUS ? '+' : '-';
        }
        if (k >= 32 && k < 127) {
            return (int)k;
        }
        return 0;
    }
}

static void screenshot(App *app)
{
    char path[1200], err[200];
    time_t now = time(NULL);
    struct tm tmv;
    char stamp[32];
    localtime_r(&now, &tmv);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tmv);
    snprintf(path, sizeof path, "%s/%s-%s-%u.png", app->screenshot_dir, app->game->id, stamp,
             app->frames);
    app_draw(app);
    if (app_save_png(app, path, err, sizeof err) == 0) {
        char text[300];
        tk_fmt(text, sizeof text, _("Screenshot saved: %.250s"), path);
        sh_host_message(&app->host, text, 1);
    } else {
        sh_host_message(&app->host, err, 1);
    }
}

void app_quit(App *app)
{
    /* The match is saved after every action (and a Rummikub turn after
       every move): ending the loop loses nothing.  app_run saves the
       settings on its way out; app_free lets the bots go. */
    app->running = 0;
}

void app_handle_event(App *app, const SDL_Event *ev)
{
    ShInput in;
    memset(&in, 0, sizeof in);
    switch (ev->type) {
    case SDL_QUIT:
        app_quit(app);
        break;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_FOCUS_LOST && app->table != NULL &&
            app->screen == SCR_PLAY && app->game->table_focus_lost != NULL) {
            table_asks(app, app->game->table_focus_lost(app->table));
        }
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            ev->window.event == SDL_WINDOWEVENT_RESIZED) {
            app_resized(app);
            if (app->win != NULL && !app->host.settings.fullscreen) {
                SDL_GetWindowSize(app->win, &app->host.settings.width,
                                  &app->host.settings.height);
            }
        }
        app->host.dirty = 1;
        break;
    case SDL_MOUSEMOTION:
        in.kind = SH_IN_MOVE;
        in.x = (int)((float)ev->motion.x * app->hidpi);
        in.y = (int)((float)ev->motion.y * app->hidpi);
        app_input(app, &in);
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (ev->button.button == SDL_BUTTON_RIGHT && ev->type == SDL_MOUSEBUTTONDOWN &&
            app->game->secondary_click) {
            in.kind = SH_IN_PRESS;
            in.mods = SH_MOD_SECONDARY;
            in.x = (int)((float)ev->button.x * app->hidpi);
            in.y = (int)((float)ev->button.y * app->hidpi);
            app_input(app, &in);
            break;
        }
        if (ev->button.button != SDL_BUTTON_LEFT) {
            break;
        }
        in.kind = ev->type == SDL_MOUSEBUTTONDOWN ? SH_IN_PRESS : SH_IN_RELEASE;
        in.x = (int)((float)ev->button.x * app->hidpi);
        in.y = (int)((float)ev->button.y * app->hidpi);
        app_input(app, &in);
        break;
    case SDL_MOUSEWHEEL:
        if (ev->wheel.y == 0) {
            break;
        }
        in.kind = SH_IN_WHEEL;
        in.x = app->mouse_x;
        in.y = app->mouse_y;
        in.key = (ev->wheel.y > 0) == (ev->wheel.direction == SDL_MOUSEWHEEL_NORMAL) ? 1 : -1;
        app_input(app, &in);
        break;
    case SDL_KEYDOWN:
        if (ev->key.keysym.sym == SDLK_q && (ev->key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0) {
            /* Ctrl+Q (Cmd+Q on a Mac): what the window's close button does. */
            app_quit(app);
            break;
        }
        if (ev->key.keysym.sym == SDLK_F12) {
            screenshot(app);
            break;
        }
        in.kind = SH_IN_KEY;
        in.key = map_key(ev->key.keysym.sym);
        in.mods = (ev->key.keysym.mod & KMOD_SHIFT) != 0 ? SH_MOD_SHIFT : 0;
        if (ev->key.keysym.scancode >= SDL_SCANCODE_1 && ev->key.keysym.scancode <= SDL_SCANCODE_0 &&
            (in.key < '0' || in.key > '9')) {
            /* The number row's keys are its digits by their place: a French
               (AZERTY) keyboard types & é " ' ( ... there without Shift,
               and the tables' keys (slots, cards) are the digits. */
            in.key = ev->key.keysym.scancode == SDL_SCANCODE_0
                         ? '0'
                         : '1' + (int)(ev->key.keysym.scancode - SDL_SCANCODE_1);
        }
        if (in.key == 0) {
            break;
        }
        /* While a text field has focus, printable keys are text. */
        if (app->wfocus >= 0 && app->wfocus < app->host.nw &&
            app->host.w[app->wfocus].kind == SH_W_TEXT && in.key >= 32 && in.key < 127) {
            break;
        }
        app_input(app, &in);
        break;
    case SDL_TEXTINPUT:
        if (app->wfocus >= 0 && app->wfocus < app->host.nw &&
            app->host.w[app->wfocus].kind == SH_W_TEXT) {
            size_t cap, len;
            char *t = text_field(app, app->host.w[app->wfocus].id, &cap);
            if (t != NULL) {
                len = strlen(t);
                if (len + strlen(ev->text.text) < cap) {
                    memcpy(t + len, ev->text.text, strlen(ev->text.text) + 1);
                }
                if (app->host.w[app->wfocus].id == app->form_error_id) {
                    app->form_error[0] = '\0'; /* being put right */
                }
            }
            app->typing = 1; /* typing again after Enter ended it */
            app->host.dirty = 1;
        }
        break;
    default:
        break;
    }
}

/* ------------------------------------------------------------------ */
/* Set-up                                                              */

/* 1 if r is an OpenGL renderer whose OpenGL is a software rasteriser. */
static int software_gl(SDL_Renderer *r)
{
    SDL_RendererInfo info;
    typedef const unsigned char *(*GetStringFn)(unsigned int);
    GetStringFn get_string;
    const char *name;
    if (SDL_GetRendererInfo(r, &info) != 0 || strncmp(info.name, "opengl", 6) != 0) {
        return 0;
    }
    get_string = (GetStringFn)(size_t)SDL_GL_GetProcAddress("glGetString");
    if (get_string == NULL) {
        return 0;
    }
    name = (const char *)get_string(0x1F01 /* GL_RENDERER */);
    return name != NULL && (strstr(name, "llvmpipe") != NULL || strstr(name, "softpipe") != NULL ||
                            strstr(name, "Software") != NULL || strstr(name, "swrast") != NULL);
}

/* With RACKO_TIMING set, says how long start-up has taken so far. */
static void stage(const App *app, const char *what)
{
    if (SDL_getenv("RACKO_TIMING") != NULL && app->start_counter != 0) {
        fprintf(stderr, "%s: %-16s %7.1f ms\n", app->game->id, what,
                (double)(SDL_GetPerformanceCounter() - app->start_counter) * 1000.0 /
                    (double)SDL_GetPerformanceFrequency());
    }
}

/* The preference folder: pref_dir, or SDL's for the game (no trailing
 * slash).  Returns 0 or -1 with err set. */
static int find_pref_dir(App *app, const char *pref_dir, char *dir, size_t size, char *err,
                         size_t errsize)
{
    char *base = SDL_GetBasePath();
    char marker[1200];
    FILE *f = NULL;
    if (base != NULL) {
        snprintf(marker, sizeof marker, "%s%s", base, APP_PORTABLE_MARKER);
        f = fopen(marker, "rb");
    }
    if (pref_dir == NULL && f != NULL) {
        /* Portable mode: everything beside the program (a USB stick). */
        fclose(f);
        snprintf(dir, size, "%suserdata", base);
        sh_make_dir(dir);
        snprintf(dir, size, "%suserdata/%s", base, app->game->id);
        sh_make_dir(dir);
        SDL_free(base);
        return 0;
    }
    if (f != NULL) {
        fclose(f);
    }
    SDL_free(base);
    if (pref_dir != NULL) {
        char **names = NULL;
        size_t count = 0;
        snprintf(dir, size, "%s", pref_dir);
        sh_make_dir(dir);
        if (tk_file_list_dir(dir, &names, &count) != TK_OK) {
            char shown[600];
            tk_text_visible(pref_dir, shown, sizeof shown);
            snprintf(err, errsize, "--pref-dir %s: not a folder, and one cannot be made there", shown);
            return -1;
        }
        tk_file_names_free(names, count);
    } else {
        char *p = SDL_GetPrefPath(GFX_DATA_NAME, app->game->id);
        size_t n;
        if (p == NULL) {
            snprintf(err, errsize, "no preference folder: %s", SDL_GetError());
            return -1;
        }
        snprintf(dir, size, "%s", p);
        SDL_free(p);
        n = strlen(dir);
        if (n > 0 && dir[n - 1] == '/') {
            dir[n - 1] = '\0';
        }
    }
    return 0;
}

/* 1 on a Linux without a GPU's device (no /dev/dri/card* or renderD*, no
 * /dev/nvidia0: a container, a VM without one): its OpenGL can only be
 * Mesa's CPU rasteriser, so there is nothing to probe. */
static int no_gpu_device(void)
{
#ifdef __linux__
    char **names = NULL;
    size_t count = 0, i;
    int found = 0;
    FILE *nv = fopen("/dev/nvidia0", "rb");
    if (nv != NULL) {
        fclose(nv);
        return 0;
    }
    if (tk_file_list_dir("/dev/dri", &names, &count) != TK_OK) {
        return 1;
    }
    for (i = 0; i < count; i++) {
        found |= strncmp(names[i], "card", 4) == 0 || strncmp(names[i], "renderD", 7) == 0;
    }
    tk_file_names_free(names, count);
    return !found;
#else
    return 0;
#endif
}

/* The window's renderer: SDL's software one where OpenGL would be drawn
 * by the CPU anyway.  Finding that out means starting OpenGL (Mesa's
 * llvmpipe: 100-130 ms and ~77 MB that stay), so the finding is kept in
 * the settings and later starts go straight to the software renderer
 * (shell/settings.h, sh_renderer_skip_gl).  Returns 0 or -1 with err set. */
static int make_renderer(App *app, int software_first, const char *video, long today, char *err,
                         size_t errsize)
{
    ShSettings *s = &app->host.settings;
    int probed = 0, cpu_gl = 0;
    if (!software_first) {
        app->ren =
            SDL_CreateRenderer(app->win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
        if (app->ren != NULL) {
            probed = 1;
            cpu_gl = software_gl(app->ren);
        }
        if (cpu_gl && s->renderer == SH_RENDERER_AUTO) {
            /* OpenGL drawn by the CPU (llvmpipe under Xvfb, a VM): SDL's
             * own software renderer is several times faster for these
             * tables. */
            SDL_DestroyRenderer(app->ren);
            app->ren = NULL;
        }
    }
    if (app->ren == NULL) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        app->ren = SDL_CreateRenderer(app->win, -1, SDL_RENDERER_SOFTWARE);
    }
    if (app->ren == NULL) {
        snprintf(err, errsize, "cannot draw in the window: %s", SDL_GetError());
        return -1;
    }
    if (probed && s->renderer == SH_RENDERER_AUTO && SDL_getenv("SDL_RENDER_DRIVER") == NULL &&
        video != NULL) {
        ShRendererFound f;
        memset(&f, 0, sizeof f);
        snprintf(f.driver, sizeof f.driver, "%s", video);
        f.software = cpu_gl;
        f.day = today;
        if (strcmp(f.driver, s->found.driver) != 0 || f.software != s->found.software ||
            f.day != s->found.day) {
            s->found = f;
            save_settings(app);
        }
    }
    return 0;
}

/* The window and its renderer; returns 0 or -1 with err set. */
static int open_window(App *app, const char *data, char *err, size_t errsize)
{
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    const char *drv = SDL_getenv("SDL_RENDER_DRIVER");
    const char *video;
    long today = (long)(time(NULL) / 86400);
    int software_first;
    if (SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        snprintf(err, errsize, "cannot start the display: %s", SDL_GetError());
        return -1;
    }
    video = SDL_GetCurrentVideoDriver();
    if (drv != NULL) {
        software_first = strcmp(drv, "software") == 0; /* the caller's choice */
    } else {
        software_first = sh_renderer_skip_gl(&app->host.settings, video, today) ||
                         (app->host.settings.renderer == SH_RENDERER_AUTO && video != NULL &&
                          (strcmp(video, "x11") == 0 || strcmp(video, "wayland") == 0) &&
                          no_gpu_device());
    }
    if (software_first) {
        /* The software renderer draws into the window's own framebuffer:
         * no need to set up OpenGL just to show it (saves ~0.1-0.3 s). */
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    }
    if (app->host.settings.fullscreen) {
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    }
    stage(app, "video");
    app->win = SDL_CreateWindow(app->game->title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                app->host.settings.width, app->host.settings.height, flags);
    if (app->win == NULL) {
        snprintf(err, errsize, "cannot open a window: %s", SDL_GetError());
        return -1;
    }
    stage(app, "created window");
    if (make_renderer(app, software_first, video, today, err, errsize) != 0) {
        return -1;
    }
    /* After the renderer: making one may recreate the window (to switch
     * it to or from OpenGL), which drops the size hints set before. */
    SDL_SetWindowMinimumSize(app->win, SH_MIN_W, SH_MIN_H);
    /* SDL starts its text input with the video: off until a text field
       has the focus (sync_text_input, app->text_on). */
    SDL_StopTextInput();
    stage(app, "renderer");
    {
        char icon[1200];
        SDL_Surface *ic;
        snprintf(icon, sizeof icon, "%s/%s", data, app->game->icon);
        ic = IMG_Load(icon);
        if (ic != NULL) {
            SDL_SetWindowIcon(app->win, ic);
            SDL_FreeSurface(ic);
        }
    }
    return 0;
}

/* The system's languages, most wanted first ("fr_CA:fr:en"): SDL's
 * preferred locales (the desktop's choice on every system), else the
 * environment's. */
static void system_languages(char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
#if SDL_VERSION_ATLEAST(2, 0, 14)
    {
        SDL_Locale *l = SDL_GetPreferredLocales();
        int i;
        for (i = 0; l != NULL && l[i].language != NULL && n + 1 < size; i++) {
            int k = snprintf(buf + n, size - n, "%s%s%s%s", n > 0 ? ":" : "", l[i].language,
                             l[i].country != NULL ? "_" : "", l[i].country != NULL ? l[i].country : "");
            n += k > 0 ? (size_t)k : 0;
        }
        SDL_free(l);
    }
#endif
    if (n == 0 || n >= size) {
        tk_lang_from_env(buf, size);
    }
}

void app_apply_language(App *app)
{
    char system[256], err[500];
    const char *setting = app->language_arg[0] != '\0' ? app->language_arg
                                                        : app->host.settings.language;
    system_languages(system, sizeof system);
    sh_langs_apply(&app->langs, setting, system, err, sizeof err);
    if (err[0] != '\0') {
        fprintf(stderr, "%s: %s (English is used)\n", app->game->id, err);
    }
    /* The saved match's line on the title screen, said again in the
       language now in force (its heading is the game's words: read again,
       nothing started, nothing written). */
    if (app->resume_ok && app->table == NULL) {
        char info[400];
        TkSaved sv;
        info[0] = '\0';
        app->game->saved(app->host.save_path, &sv, info, sizeof info);
        if (sv.state == TK_SAVED_PLAYING) {
            tk_saved_line(&sv, info, sizeof info);
            snprintf(app->resume_info, sizeof app->resume_info, "%.190s", info);
        }
    }
    /* Every word drawn again: the widgets, the still layer (its key holds
       the catalogue in force), the game's own words. */
    app->layer_valid = 0;
    if (app->table != NULL) {
        app->game->table_settings_changed(app->table);
    }
    if (app->replay != NULL) {
        app->game->table_settings_changed(app->replay);
        app_replay_layout(app); /* its key line in the new words */
    }
    app->host.dirty = 1;
}

int app_init(App *app, const ShGame *game, int w, int h, int fullscreen, int flags,
             const char *pref_dir, const char *screenshot_dir, char *err, size_t errsize)
{
    char data[1024], pref[1024];
    int headless = (flags & APP_HEADLESS) != 0;
    Uint64 t0 = app->start_counter;
    memset(app, 0, sizeof *app);
    app->game = game;
    app->start_counter = t0;
    stage(app, "init");
    app->wfocus = -1;
    app->whover = -1;
    app->wpressed = -1;
    app->hidpi = 1.0f;
    app->draw.gfx = &app->gfx;
    sh_host_init(&app->host, game, NULL);
    app->form.opts = calloc(1, game->options_size > 0 ? game->options_size : 1);
    if (app->form.opts == NULL) {
        snprintf(err, errsize, "out of memory");
        return -1;
    }
    form_default(app);

    if (flags & APP_READ_ONLY) {
        /* A picture of a record: the settings of an explicit preference
         * folder are read, nothing is written, no folder is made. */
        sh_host_init(&app->host, game, pref_dir);
        app->host.read_only = 1;
        if (pref_dir != NULL) {
            load_settings(app);
        }
    } else {
        if (find_pref_dir(app, pref_dir, pref, sizeof pref, err, errsize) != 0) {
            return -1;
        }
        sh_host_init(&app->host, game, pref);
        snprintf(app->screenshot_dir, sizeof app->screenshot_dir, "%s",
                 screenshot_dir != NULL ? screenshot_dir : app->host.pref_dir);
        load_settings(app);
        sh_host_load_trust(&app->host);
        load_last(app);
    }
    if (w > 0 && h > 0) {
        app->host.settings.width = w;
        app->host.settings.height = h;
    }
    if (fullscreen >= 0) {
        app->host.settings.fullscreen = fullscreen;
    }

    if (!gfx_find_data_dir(game->id, game->probe_image, data, sizeof data, err, errsize)) {
        return -1;
    }
    {
        /* The catalogues: beside the art, and (development builds) where
           the build compiles them. */
        char locale[1100];
        const char *dirs[2];
        int nd = 0;
        snprintf(locale, sizeof locale, "%s/locale", data);
        dirs[nd++] = locale;
#ifdef RACKO_BUILD_LOCALE_DIR
        dirs[nd++] = RACKO_BUILD_LOCALE_DIR;
#endif
        sh_langs_find(&app->langs, dirs, nd);
        app_apply_language(app);
    }
    if (TTF_Init() != 0) {
        snprintf(err, errsize, "SDL_ttf: %s", TTF_GetError());
        return -1;
    }
    IMG_Init(IMG_INIT_PNG);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    if (headless) {
        SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, app->host.settings.width,
                                                           app->host.settings.height, 32,
                                                           SDL_PIXELFORMAT_ARGB8888);
        if (surf == NULL) {
            snprintf(err, errsize, "cannot make a %dx%d picture: %s", app->host.settings.width,
                     app->host.settings.height, SDL_GetError());
            return -1;
        }
        app->surface = surf;
        app->ren = SDL_CreateSoftwareRenderer(surf);
        if (app->ren == NULL) {
            snprintf(err, errsize, "software renderer: %s", SDL_GetError());
            return -1;
        }
        app->out_w = app->host.settings.width;
        app->out_h = app->host.settings.height;
    } else if (open_window(app, data, err, errsize) != 0) {
        return -1;
    }
    app->draw.ren = app->ren;
    stage(app, "window");
    if (gfx_init(&app->gfx, app->ren, data, game->probe_image) != 0) {
        snprintf(err, errsize, "%s", app->gfx.error);
        return -1;
    }
    stage(app, "fonts");
    if (!headless) {
        audio_init(&app->audio, data, app->game);
        app->have_audio = 1;
        audio_set_muted(&app->audio, !app->host.settings.sound);
    }
    stage(app, "audio");
    app->screen = SCR_TITLE;
    app->running = 1;
    if (!app->host.read_only) {
        check_save(app);
    }
    app_resized(app);
    stage(app, "ready");
    return 0;
}

void app_free(App *app)
{
    if (app->replay != NULL) {
        app->game->table_free(app->replay);
        app->replay = NULL;
    }
    free(app->hist);
    app->hist = NULL;
    close_match(app);
    free(app->form.opts);
    app->form.opts = NULL;
    if (app->layer != NULL) {
        SDL_DestroyTexture(app->layer);
        app->layer = NULL;
    }
    if (app->bg != NULL) {
        SDL_DestroyTexture(app->bg);
        app->bg = NULL;
    }
    if (app->have_audio) {
        audio_free(&app->audio);
    }
    gfx_free(&app->gfx);
    if (app->ren != NULL) {
        SDL_DestroyRenderer(app->ren);
        app->ren = NULL;
    }
    if (app->surface != NULL) {
        SDL_FreeSurface(app->surface); /* the headless renderer's picture */
        app->surface = NULL;
    }
    if (app->win != NULL) {
        SDL_DestroyWindow(app->win);
    }
    TTF_Quit();
    IMG_Quit();
    sh_langs_free(&app->langs);
}

int app_save_png(App *app, const char *path, char *err, size_t errsize)
{
    int w = 0, h = 0;
    SDL_Surface *s;
    if (SDL_GetRendererOutputSize(app->ren, &w, &h) != 0 || w <= 0 || h <= 0) {
        snprintf(err, errsize, "no picture to save: %s", SDL_GetError());
        return -1;
    }
    s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s == NULL) {
        snprintf(err, errsize, "out of memory for the picture");
        return -1;
    }
    if (SDL_RenderReadPixels(app->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0) {
        snprintf(err, errsize, "cannot read the picture: %s", SDL_GetError());
        SDL_FreeSurface(s);
        return -1;
    }
    if (IMG_SavePNG(s, path) != 0) {
        snprintf(err, errsize, "cannot write %s: %s", path, IMG_GetError());
        SDL_FreeSurface(s);
        return -1;
    }
    SDL_FreeSurface(s);
    return 0;
}

int app_step_ms(long elapsed_ms, int planned_wait_ms)
{
    long most = 100 + (planned_wait_ms > 0 ? planned_wait_ms : 0);
    if (elapsed_ms < 0) {
        return 0;
    }
    return (int)(elapsed_ms < most ? elapsed_ms : most);
}

void app_run(App *app, long exit_after_ms)
{
    Uint64 last = SDL_GetTicks64();
    Uint64 start = last;
    const char *timing = SDL_getenv("RACKO_TIMING");
    /* RACKO_TIMING=frames: a line per frame, its drawing and its present
     * apart (docs/ui.md, "Performance"). */
    int per_frame = timing != NULL && strcmp(timing, "frames") == 0;
    while (app->running) {
        SDL_Event ev;
        Uint64 now;
        int ms, wait = app->host.dirty ? 0 : app_wait_ms(app);
        if (wait == 0) {
            while (SDL_PollEvent(&ev)) {
                app_handle_event(app, &ev);
            }
        } else {
            /* Nothing moves: sleep until an event or the next timer. */
            int timeout = wait < 0 ? 10000 : wait;
            if (exit_after_ms > 0 && timeout > 50) {
                timeout = 50;
            }
            if (SDL_WaitEventTimeout(&ev, timeout)) {
                app_handle_event(app, &ev);
                while (SDL_PollEvent(&ev)) {
                    app_handle_event(app, &ev);
                }
            }
        }
        now = SDL_GetTicks64();
        ms = app_step_ms((long)(now - last), wait);
        last = now;
        app_tick(app, ms);
        if (app->host.dirty || app_wait_ms(app) == 0) {
            Uint64 d0 = SDL_GetPerformanceCounter();
            app->host.dirty = 0;
            app->layer_ms = -1.0;
            if (app->frames == 0) {
                stage(app, "first draw");
            }
            app_draw(app);
            if (app->frames == 0) {
                stage(app, "drawn");
            }
            Uint64 d1 = SDL_GetPerformanceCounter();
            SDL_RenderPresent(app->ren);
            {
                double f = 1000.0 / (double)SDL_GetPerformanceFrequency();
                Uint64 d2 = SDL_GetPerformanceCounter();
                double fms = (double)(d2 - d0) * f;
                if (per_frame) {
                    char layer[48] = "";
                    if (app->layer_ms >= 0.0) {
                        snprintf(layer, sizeof layer, " (layer redrawn in %.2f ms)", app->layer_ms);
                    }
                    fprintf(stderr, "%s: frame %u at %llu ms: draw %.2f ms%s, present %.2f ms\n",
                            app->game->id, app->frames, (unsigned long long)(now - start),
                            (double)(d1 - d0) * f, layer, (double)(d2 - d1) * f);
                }
                app->frame_ms_total += fms;
                if (fms > app->frame_ms_max && app->frames > 0) {
                    app->frame_ms_max = fms;
                }
            }
            app->frames++;
            if (app->frames == 1 && SDL_getenv("RACKO_TIMING") != NULL) {
                double took = (double)(SDL_GetPerformanceCounter() - app->start_counter) *
                              1000.0 / (double)SDL_GetPerformanceFrequency();
                fprintf(stderr, "%s: first frame presented %.1f ms after start\n", app->game->id,
                        took);
            }
            {
                /* Cap at about 60 frames a second when vsync is missing. */
                Uint64 spent = SDL_GetTicks64() - now;
                if (spent < 15) {
                    SDL_Delay((Uint32)(15 - spent));
                }
            }
        }
        if (exit_after_ms > 0 && (long)(SDL_GetTicks64() - start) >= exit_after_ms) {
            app->running = 0;
        }
    }
    save_settings(app);
    if (SDL_getenv("RACKO_TIMING") != NULL && app->frames > 1) {
        fprintf(stderr, "%s: %u frames at %dx%d, draw+present mean %.1f ms, worst %.1f ms\n",
                app->game->id, app->frames, app->out_w, app->out_h,
                app->frame_ms_total / app->frames, app->frame_ms_max);
    }
}
