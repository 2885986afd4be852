/*
 * replay.c - the replay viewer and the Match history screen (app.h).
 *
 * The viewer shows a record's table (the game's ShGame.replay_*: a table of
 * its own, read only, beside the match on the table, which it never
 * touches) laid out on the window less a bar at its foot, where the shell
 * draws its widgets: to the start, one step back, play or pause, one step
 * forward, to the end, the speed, the round or game (a choice that jumps
 * to it), where it is, and Close.  The table's sheets between rounds come
 * with their own buttons, as in play.  Nothing here writes a file or
 * starts a process: the game's replay_open is read only, and neither the
 * autosave nor the history is reached from here.
 *
 * The Match history lists the last matches of the history (the kit's
 * tk_hist_load_last), newest first: when each ended, who played, the
 * result, how long it took, and a Watch button while its record is kept.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "kit/history.h"
#include "kit/lang.h"
#include "kit/text.h"

static const int speeds[APP_REPLAY_SPEEDS] = {50, 100, 200, 400};

/* ------------------------------------------------------------------ */
/* The viewer's bar                                                    */

/* The key line's height at the bar's foot (draw.c draws it there): as
 * last measured, one line until then. */
static int keys_h(const App *app)
{
    int px = sh_px(&app->canvas, 13);
    return app->replay_keys_h > 0 ? app->replay_keys_h : 2 * (px > 12 ? px : 12);
}

/* The bar's height in pixels: a row of widgets, and the key line. */
static int bar_h(const App *app)
{
    return sh_px(&app->canvas, 64) + keys_h(app);
}

/* The bar's places, in reference units of the window's canvas, left to
 * right: the five steps, the speed, the round, where it is, Close. */
enum { B_START, B_BACK, B_PLAY, B_FORWARD, B_END, B_SPEED, B_UNIT, B_WHERE, B_CLOSE, B_COUNT };
static const float bar_w[B_COUNT] = {104, 104, 116, 116, 104, 160, 200, 170, 110};
#define BAR_GAP 10.0f

static ShRect bar_rect(const App *app, int k)
{
    const ShCanvas *c = &app->canvas;
    float total = 0.0f, x;
    int i;
    for (i = 0; i < B_COUNT; i++) {
        total += bar_w[i] + (i > 0 ? BAR_GAP : 0.0f);
    }
    x = ((float)c->w - total * c->u) / 2.0f;
    for (i = 0; i < k; i++) {
        x += (bar_w[i] + BAR_GAP) * c->u;
    }
    return sh_rect((int)(x + 0.5f), c->h - bar_h(app) + sh_px(c, 10), sh_px(c, bar_w[k]),
                   sh_px(c, 44));
}

void app_replay_layout(App *app)
{
    int h, k;
    if (app->replay != NULL && app->screen == SCR_REPLAY) {
        /* The key line as it is now (a longer language wraps it): the
           bar above it, the table above the bar. */
        app->replay_keys_h = 0;
        app_build_widgets(app);
        k = app_keys_line_height(app);
        app->replay_keys_h = k;
        app_build_widgets(app);
    }
    h = app->canvas.h - bar_h(app);
    sh_canvas_fit(&app->replay_canvas, app->canvas.w > 0 ? app->canvas.w : 1, h > 0 ? h : 1,
                  SH_REF_W, SH_REF_H);
    if (app->replay != NULL) {
        app->game->table_layout(app->replay, &app->replay_canvas);
    }
    app->host.dirty = 1;
}

/* The round or game the table shows: how many are dealt by the step
 * shown (0 before the first deal). */
static int unit_now(const App *app)
{
    int at = app->game->replay_at(app->replay), k = 0;
    while (k < app->replay_nunits && app->replay_starts[k] <= at) {
        k++;
    }
    return k;
}

void app_replay_widgets(App *app)
{
    ShHost *h = &app->host;
    const ShGame *g = app->game;
    ShWidget *w;
    int at, steps, unit, forward, before;
    if (app->replay == NULL) {
        return;
    }
    at = g->replay_at(app->replay);
    steps = g->replay_steps(app->replay);
    /* TRANSLATORS: the replay viewer's buttons: to the record's start,
       one step back, one step forward, to its end */
    w = sh_host_widget(h, SH_W_BUTTON, APP_ID_RP_START, bar_rect(app, B_START), _("|\xE2\x97\x80 Start"));
    if (w != NULL) {
        w->enabled = at > 0;
    }
    w = sh_host_widget(h, SH_W_BUTTON, APP_ID_RP_BACK, bar_rect(app, B_BACK), _("\xE2\x97\x80 Back"));
    if (w != NULL) {
        w->enabled = at > 0;
    }
    w = sh_host_widget(h, SH_W_BUTTON, APP_ID_RP_PLAY, bar_rect(app, B_PLAY),
                       app->replay_playing ? _("Pause") : _("Play"));
    if (w != NULL) {
        w->primary = 1;
    }
    w = sh_host_widget(h, SH_W_BUTTON, APP_ID_RP_FORWARD, bar_rect(app, B_FORWARD),
                       _("Forward \xE2\x96\xB6"));
    forward = w != NULL ? (int)(w - h->w) : -1;
    w = sh_host_widget(h, SH_W_BUTTON, APP_ID_RP_END, bar_rect(app, B_END), _("End \xE2\x96\xB6|"));
    if (w != NULL) {
        w->enabled = at < steps;
    }
    w = sh_host_widget(h, SH_W_CHOICE, APP_ID_RP_SPEED, bar_rect(app, B_SPEED), "");
    if (w != NULL) {
        /* TRANSLATORS: the replay's speed, times the computers' pace:
           "Speed: ×2", "Speed: ×0.5" */
        tk_fmt(w->value, sizeof w->value, _("Speed: \xC3\x97%g"),
               (double)speeds[app->replay_speed] / 100.0);
    }
    w = sh_host_widget(h, SH_W_CHOICE, APP_ID_RP_UNIT, bar_rect(app, B_UNIT), "");
    if (w != NULL) {
        unit = unit_now(app);
        tk_fmt(w->value, sizeof w->value, _(g->replay_unit), unit > 0 ? unit : 1,
               app->replay_nunits);
        w->enabled = app->replay_nunits > 0;
    }
    sh_host_widget(h, SH_W_BUTTON, APP_ID_RP_CLOSE, bar_rect(app, B_CLOSE), _("Close"));
    /* The table's own sheet between rounds, its buttons after the bar's
       (the bar's keep their places, and so the focus its widget). */
    before = h->nw;
    if (g->table_dialog(app->replay)) {
        g->dialog_widgets(app->replay, h, &app->replay_canvas);
    }
    /* Forward goes on while there are steps, or a sheet whose button
       leads on (the results, the record's end, have none). */
    if (forward >= 0) {
        h->w[forward].enabled = at < steps || h->nw > before;
    }
}

void app_replay_draw_bar(App *app)
{
    ShDraw *d = &app->draw;
    const ShCanvas *c = &app->canvas;
    ShRect where = bar_rect(app, B_WHERE);
    char text[120];
    int px = sh_px(c, 16);
    if (app->replay == NULL) {
        return;
    }
    if (app_keys_line_height(app) != app->replay_keys_h) {
        /* The key line wraps now, or no longer (the focus's button's
           name in it): the bar and the table make room, drawn again. */
        app_replay_layout(app);
        where = bar_rect(app, B_WHERE);
    }
    sh_fill(d, sh_rect(0, c->h - bar_h(app), c->w, bar_h(app)), (ShColor){0x05, 0x08, 0x10, 0xe0});
    sh_fill(d, sh_rect(0, c->h - bar_h(app), c->w, sh_px(c, 2)), SH_C_GOLD);
    /* TRANSLATORS: where the replay viewer is: the steps of the record
       shown, of all of them ("Move 34 of 210") */
    tk_fmt(text, sizeof text, _("Move %d of %d"), app->game->replay_at(app->replay),
           app->game->replay_steps(app->replay));
    sh_text_in(d, text, px > 11 ? px : 11, 1, SH_C_CREAM, where);
}

/* The round or game to jump to: delta +1 the next one, -1 the start of
 * this one (or, at its start, the one before), 0 the next one, round. */
static int unit_target(const App *app, int delta)
{
    int k = unit_now(app), at = app->game->replay_at(app->replay);
    if (app->replay_nunits == 0) {
        return at;
    }
    if (delta < 0) {
        int i = k - 1;
        if (i >= 0 && app->replay_starts[i] == at) {
            i--;
        }
        return i >= 0 ? app->replay_starts[i] : 0;
    }
    if (k >= app->replay_nunits) {
        return delta == 0 ? app->replay_starts[0] : at;
    }
    return app->replay_starts[k];
}

/* What the table asked for after a step (SH_TABLE_* bits). */
static void replay_asks(App *app, int bits)
{
    if (bits != 0) {
        app->host.dirty = 1;
    }
}

static void seek(App *app, int step)
{
    replay_asks(app, app->game->replay_seek(app->replay, step));
}

static void set_playing(App *app, int playing)
{
    app->replay_playing = playing;
    replay_asks(app, app->game->replay_play(app->replay, playing, speeds[app->replay_speed]));
}

int app_replay_widget(App *app, int id, int delta)
{
    const ShGame *g = app->game;
    if (app->screen != SCR_REPLAY || app->replay == NULL) {
        return 0;
    }
    switch (id) {
    case APP_ID_RP_START:
        seek(app, 0);
        return 1;
    case APP_ID_RP_BACK:
        seek(app, g->replay_at(app->replay) - 1);
        return 1;
    case APP_ID_RP_PLAY:
        if (!app->replay_playing && g->replay_at(app->replay) >= g->replay_steps(app->replay)) {
            seek(app, 0); /* at the end: from the start again */
        }
        set_playing(app, !app->replay_playing);
        return 1;
    case APP_ID_RP_FORWARD:
        replay_asks(app, g->replay_forward(app->replay));
        return 1;
    case APP_ID_RP_END:
        seek(app, g->replay_steps(app->replay));
        return 1;
    case APP_ID_RP_SPEED:
        app->replay_speed = sh_choice_step(app->replay_speed, APP_REPLAY_SPEEDS, delta);
        set_playing(app, app->replay_playing);
        return 1;
    case APP_ID_RP_UNIT:
        seek(app, unit_target(app, delta));
        return 1;
    case APP_ID_RP_CLOSE:
        app_replay_close(app);
        return 1;
    default:
        break;
    }
    if (id >= SH_ID_GAME) {
        /* The sheet's Next round: the record's next deal. */
        replay_asks(app, g->dialog_widget(app->replay, id));
        return 1;
    }
    return 0;
}

int app_replay_key(App *app, const ShInput *in)
{
    int id = 0, delta = 0;
    if (in->kind != SH_IN_KEY) {
        return 0;
    }
    switch (in->key) {
    case 'p':
    case 'P':
        id = APP_ID_RP_PLAY;
        break;
    case ',':
        id = APP_ID_RP_BACK;
        break;
    case '.':
        id = APP_ID_RP_FORWARD;
        break;
    case SH_KEY_HOME:
        id = APP_ID_RP_START;
        break;
    case SH_KEY_END:
        id = APP_ID_RP_END;
        break;
    case SH_KEY_PAGEUP:
    case SH_KEY_PAGEDOWN:
        id = APP_ID_RP_UNIT;
        delta = in->key == SH_KEY_PAGEUP ? -1 : 1;
        break;
    case SH_KEY_ESC:
        id = APP_ID_RP_CLOSE;
        break;
    default:
        return 0;
    }
    sh_host_sound(&app->host, SH_SND_CLICK);
    app_replay_widget(app, id, delta);
    app->host.dirty = 1;
    return 1;
}

const char *app_replay_keys(const App *app, char *buf, size_t size)
{
    const char *unit = app->game->replay_unit_keys != NULL ? _(app->game->replay_unit_keys) : "";
    /* TRANSLATORS: the replay viewer's key line, after the focus's keys;
       %s is the game's own "Page Up/Down: round" (or game) */
    tk_fmt(buf, size, _("P: play/pause  \xC2\xB7  , .: one step  \xC2\xB7  Home/End  \xC2\xB7  %s"), unit);
    return buf;
}

void app_replay_tick(App *app, int ms)
{
    const ShGame *g = app->game;
    int bits;
    if (app->replay == NULL || app->screen != SCR_REPLAY) {
        return;
    }
    bits = g->table_tick(app->replay, ms, app->overlay != OV_NONE);
    replay_asks(app, bits);
    /* Played to the end (the last sheet closed itself, the results are
       shown: nothing more comes by itself): the button says Play. */
    if (app->replay_playing && g->replay_at(app->replay) >= g->replay_steps(app->replay) &&
        g->table_wait_ms(app->replay, 0) < 0) {
        set_playing(app, 0);
    }
}

int app_replay_open(App *app, const char *path, AppScreen back, char *err, size_t size)
{
    const ShGame *g = app->game;
    ShTable *t = NULL;
    char why[600];
    if (g->replay_open == NULL) {
        snprintf(err, size, "%s", _("This game has no replay viewer."));
        return -1;
    }
    why[0] = '\0';
    if (g->replay_open(&app->host, path, &t, why, sizeof why) != TK_OK || t == NULL) {
        /* TRANSLATORS: %s is the technical reason (in English) */
        tk_fmt(err, size, _("This match cannot be replayed: %s"), why);
        return -1;
    }
    if (app->replay != NULL) {
        g->table_free(app->replay);
    }
    app->replay = t;
    app->replay_return = back;
    app->replay_playing = 0;
    app->replay_speed = 1; /* 100% */
    app->replay_nunits = g->replay_units(t, app->replay_starts, APP_REPLAY_UNITS);
    if (app->replay_nunits > APP_REPLAY_UNITS) {
        app->replay_nunits = APP_REPLAY_UNITS;
    }
    sh_host_message(&app->host, "", 0);
    app->screen = SCR_REPLAY;
    app->overlay = OV_NONE;
    app->wfocus = -1;
    app->layer_valid = 0;
    app_replay_layout(app);
    set_playing(app, 0);
    return 0;
}

void app_replay_close(App *app)
{
    if (app->replay != NULL) {
        app->game->table_free(app->replay);
        app->replay = NULL;
    }
    sh_host_message(&app->host, "", 0);
    app->replay_playing = 0;
    app->screen = app->replay_return;
    if (app->screen == SCR_REPLAY || (app->screen == SCR_PLAY && app->table == NULL)) {
        app->screen = SCR_TITLE;
    }
    app->overlay = OV_NONE;
    app->wfocus = -1;
    app->layer_valid = 0;
    app_resized(app);
}

/* ------------------------------------------------------------------ */
/* The Match history                                                   */

#define HIST_ROWS 10     /* lines shown at once */
#define HIST_TOP 124.0f  /* the first line's top, reference units */
#define HIST_ROW 52.0f   /* a line's height */

static void hist_load(App *app)
{
    char msg[300];
    TkHistRead info;
    if (app->hist_loaded) {
        return;
    }
    app->hist_loaded = 1;
    free(app->hist);
    app->hist = NULL;
    app->nhist = 0;
    app->hist_note[0] = '\0';
    if (app->host.pref_dir[0] == '\0') {
        return;
    }
    if (tk_hist_load_last(app->host.pref_dir, APP_HIST_MAX, &app->hist, &app->nhist, &info, msg,
                          sizeof msg) != TK_OK) {
        /* TRANSLATORS: %s is the technical reason (in English) */
        tk_fmt(app->hist_note, sizeof app->hist_note, _("The history could not be read: %s"),
               msg);
        app->hist = NULL;
        app->nhist = 0;
        return;
    }
    if (info.damaged > 0) {
        tk_fmt(app->hist_note, sizeof app->hist_note,
               tk_trn("%ld damaged entry of the history was skipped.",
                      "%ld damaged entries of the history were skipped.",
                      (unsigned long)info.damaged),
               info.damaged);
    }
}

void app_history_open(App *app)
{
    app->screen = SCR_HISTORY;
    app->overlay = OV_NONE;
    app->hist_loaded = 0;
    app->hist_top = 0;
    hist_load(app);
    app->wfocus = -1;
    app->host.dirty = 1;
}

/* The entry shown on line i of the screen (newest first), or NULL. */
static const TkHistEntry *hist_line(const App *app, int i)
{
    long k = (long)app->hist_top + i;
    return k >= 0 && k < app->nhist ? &app->hist[app->nhist - 1 - k] : NULL;
}

/* The record of e in the history's folder, into path: 1 if it is still
 * kept there. */
static int hist_record(const App *app, const TkHistEntry *e, char *path, size_t size)
{
    FILE *f;
    if (e->record[0] == '\0' || app->game->replay_open == NULL ||
        tk_hist_record_path(app->host.pref_dir, e->record, path, size) != TK_OK) {
        return 0;
    }
    f = fopen(path, "rb");
    if (f == NULL) {
        return 0;
    }
    fclose(f);
    return 1;
}

static int hist_most_top(const App *app)
{
    return app->nhist > HIST_ROWS ? (int)app->nhist - HIST_ROWS : 0;
}

void app_history_widgets(App *app)
{
    const ShCanvas *L = &app->canvas;
    ShWidget *w;
    char path[SH_PATH_MAX];
    int i;
    hist_load(app);
    for (i = 0; i < HIST_ROWS; i++) {
        const TkHistEntry *e = hist_line(app, i);
        if (e != NULL && hist_record(app, e, path, sizeof path)) {
            sh_host_widget(&app->host, SH_W_BUTTON, APP_ID_HIST_WATCH + app->hist_top + i,
                           sh_ref(L, 1072, HIST_TOP + (float)i * HIST_ROW + 5.0f, 120, 40),
                           _("Watch"));
        }
    }
    w = sh_host_widget(&app->host, SH_W_BUTTON, APP_ID_HIST_BACK, sh_ref(L, 540, 706, 200, 44),
                       _("Back"));
    if (w != NULL) {
        w->primary = 1;
    }
}

/* Scrolls the list by n lines (within it). */
static void hist_scroll(App *app, int n)
{
    app->hist_top += n;
    if (app->hist_top > hist_most_top(app)) {
        app->hist_top = hist_most_top(app);
    }
    if (app->hist_top < 0) {
        app->hist_top = 0;
    }
    app->host.dirty = 1;
}

int app_history_widget(App *app, int id)
{
    char path[SH_PATH_MAX], err[sizeof app->hist_note];
    if (id == APP_ID_HIST_BACK) {
        app->screen = SCR_STATS;
        app->overlay = OV_NONE;
        app->wfocus = -1;
        return 1;
    }
    if (id >= APP_ID_HIST_WATCH && id < APP_ID_HIST_WATCH + APP_HIST_MAX) {
        long k = id - APP_ID_HIST_WATCH;
        if (k < app->nhist && hist_record(app, &app->hist[app->nhist - 1 - k], path, sizeof path)) {
            if (app_replay_open(app, path, SCR_HISTORY, err, sizeof err) != 0) {
                snprintf(app->hist_note, sizeof app->hist_note, "%s", err);
            }
        }
        return 1;
    }
    return 0;
}

int app_history_input(App *app, const ShInput *in)
{
    int id = -1, i;
    if (in->kind == SH_IN_WHEEL) {
        hist_scroll(app, -in->key * 2);
        return 1;
    }
    if (in->kind != SH_IN_KEY) {
        return 0;
    }
    switch (in->key) {
    case SH_KEY_PAGEUP:
        hist_scroll(app, -(HIST_ROWS - 1));
        return 1;
    case SH_KEY_PAGEDOWN:
        hist_scroll(app, HIST_ROWS - 1);
        return 1;
    case SH_KEY_HOME:
        hist_scroll(app, -app->hist_top);
        return 1;
    case SH_KEY_END:
        hist_scroll(app, hist_most_top(app));
        return 1;
    case SH_KEY_UP:
    case SH_KEY_DOWN:
        break;
    default:
        return 0;
    }
    /* Up or Down from a line's Watch button: the next line that has one,
       the list scrolled to show it. */
    if (app->wfocus >= 0 && app->wfocus < app->host.nw) {
        id = app->host.w[app->wfocus].id;
    }
    if (id < APP_ID_HIST_WATCH || id >= APP_ID_HIST_WATCH + APP_HIST_MAX) {
        return 0;
    }
    for (i = id - APP_ID_HIST_WATCH + (in->key == SH_KEY_DOWN ? 1 : -1);
         i >= 0 && i < app->nhist; i += in->key == SH_KEY_DOWN ? 1 : -1) {
        char path[SH_PATH_MAX];
        if (hist_record(app, &app->hist[app->nhist - 1 - i], path, sizeof path)) {
            if (i < app->hist_top) {
                hist_scroll(app, i - app->hist_top);
            } else if (i >= app->hist_top + HIST_ROWS) {
                hist_scroll(app, i - app->hist_top - HIST_ROWS + 1);
            }
            app_build_widgets(app);
            app_focus_id(app, APP_ID_HIST_WATCH + i);
            return 1;
        }
    }
    if (in->key == SH_KEY_DOWN) {
        app_focus_id(app, APP_ID_HIST_BACK);
    }
    return 1;
}

const char *app_history_keys(void)
{
    /* TRANSLATORS: the Match history's key line, after the focus's keys */
    return _("Page Up/Down, Home/End or the wheel: scroll");
}

/* A seat's name as the line shows it. */
static void seat_name(const TkHistEntry *e, int s, char *out, size_t size)
{
    if (e->seat[s].name[0] != '\0') {
        tk_text_visible(e->seat[s].name, out, size);
    } else {
        tk_fmt(out, size, _("Player %d"), s + 1);
    }
}

/* The winners' names, ", " between them. */
static void winners(const TkHistEntry *e, char *out, size_t size)
{
    size_t n = 0;
    int s;
    out[0] = '\0';
    for (s = 0; s < e->players && n + 1 < size; s++) {
        char name[TK_SEAT_NAME_MAX * 4 + 1];
        if (!e->seat[s].won) {
            continue;
        }
        seat_name(e, s, name, sizeof name);
        n += (size_t)snprintf(out + n, size - n, "%s%s", n > 0 ? ", " : "", name);
    }
}

void app_history_when(int64_t when, char *out, size_t size)
{
    time_t t = (time_t)when;
    struct tm tmv;
#ifdef _WIN32
    localtime_s(&tmv, &t);
#else
    localtime_r(&t, &tmv);
#endif
    /* TRANSLATORS: the day and time a match of the Match history ended,
       as strftime writes them: %d day, %m month, %Y year, %H:%M hours and
       minutes; numbers only (no month names), two spaces before the time */
    /* xgettext:no-c-format */
    if (strftime(out, size, _("%Y-%m-%d  %H:%M"), &tmv) == 0) {
        strftime(out, size, "%Y-%m-%d  %H:%M", &tmv);
    }
}

static void hist_row(App *app, const TkHistEntry *e, ShRect row)
{
    ShDraw *d = &app->draw;
    char when[64], who[400], result[80], detail[400], names[300], len[64];
    size_t n = 0;
    int s, px = sh_dpx(d, 15) > 12 ? sh_dpx(d, 15) : 12;
    int small = sh_dpx(d, 13) > 11 ? sh_dpx(d, 13) : 11;
    int half = row.h / 2;
    ShColor won = {0x5c, 0xc8, 0x6e, 0xff}, gone = {0xe0, 0x8a, 0x3c, 0xff};
    ShColor rc = SH_C_TEXT;
    app_history_when(e->when, when, sizeof when);
    app_text_fit(d, when, px, 0, SH_C_CREAM, sh_rect(row.x, row.y, sh_dpx(d, 170), row.h),
                 SH_LEFT);
    who[0] = '\0';
    for (s = 0; s < e->players && n + 1 < sizeof who; s++) {
        char name[TK_SEAT_NAME_MAX * 4 + 1];
        seat_name(e, s, name, sizeof name);
        n += (size_t)snprintf(who + n, sizeof who - n, "%s%s", n > 0 ? ", " : "", name);
    }
    app_text_fit(d, who, px, 0, SH_C_TEXT,
                 sh_rect(row.x + sh_dpx(d, 180), row.y, sh_dpx(d, 340), row.h), SH_LEFT);
    winners(e, names, sizeof names);
    if (e->abandoned) {
        snprintf(result, sizeof result, "%s", _("Abandoned"));
        rc = gone;
    } else if (e->me < 0) {
        snprintf(result, sizeof result, "%s", _("Computers only"));
    } else if (e->seat[e->me].won) {
        snprintf(result, sizeof result, "%s", _("Won"));
        rc = won;
    } else {
        snprintf(result, sizeof result, "%s", _("Lost"));
    }
    if (e->me >= 0 && names[0] != '\0') {
        /* TRANSLATORS: a match of the history: the player's score, then
           who won it (one name, or several with commas) */
        tk_fmt(detail, sizeof detail, _("Your score: %ld  \xC2\xB7  won by %s"),
               e->seat[e->me].score, names);
    } else if (e->me >= 0) {
        tk_fmt(detail, sizeof detail, _("Your score: %ld"), e->seat[e->me].score);
    } else if (names[0] != '\0') {
        tk_fmt(detail, sizeof detail, _("Won by %s"), names);
    } else {
        detail[0] = '\0';
    }
    app_text_fit(d, result, px, 1, rc, sh_rect(row.x + sh_dpx(d, 530), row.y, sh_dpx(d, 300), half),
                 SH_LEFT);
    app_text_fit(d, detail, small, 0, SH_C_DIM,
         sh_rect(row.x + sh_dpx(d, 530), row.y + half, sh_dpx(d, 300), row.h - half), SH_LEFT);
    app_duration(e->seconds, len, sizeof len);
    app_text_fit(d, len, px, 0, SH_C_TEXT,
                 sh_rect(row.x + sh_dpx(d, 840), row.y, sh_dpx(d, 130), row.h), SH_LEFT);
}

void app_history_draw(App *app)
{
    ShDraw *d = &app->draw;
    const ShCanvas *L = &app->canvas;
    char line[200], path[SH_PATH_MAX];
    int i, px = sh_dpx(d, 14) > 11 ? sh_dpx(d, 14) : 11;
    hist_load(app);
    sh_draw_panel(d, sh_ref(L, 60, 24, 1160, 740));
    sh_text(d, _("Match history"), sh_dpx(d, 30), 1, SH_C_GOLD, L->w / 2, sh_ref(L, 0, 36, 0, 0).y,
            SH_CENTER);
    if (app->nhist == 0) {
        sh_text_in(d, _("No match kept yet: finish one and it is listed here."), sh_dpx(d, 20), 0,
                   SH_C_CREAM, sh_ref(L, 100, 300, 1080, 40));
    } else {
        /* TRANSLATORS: the Match history's columns */
        app_text_fit(d, _("ENDED"), px, 1, SH_C_DIM, sh_ref(L, 90, 90, 170, 26), SH_LEFT);
        app_text_fit(d, _("PLAYERS"), px, 1, SH_C_DIM, sh_ref(L, 270, 90, 340, 26), SH_LEFT);
        app_text_fit(d, _("RESULT"), px, 1, SH_C_DIM, sh_ref(L, 620, 90, 300, 26), SH_LEFT);
        app_text_fit(d, _("LENGTH"), px, 1, SH_C_DIM, sh_ref(L, 930, 90, 130, 26), SH_LEFT);
        for (i = 0; i < HIST_ROWS; i++) {
            const TkHistEntry *e = hist_line(app, i);
            ShRect row = sh_ref(L, 90, HIST_TOP + (float)i * HIST_ROW, 1100, HIST_ROW);
            if (e == NULL) {
                break;
            }
            if (i % 2 == 0) {
                sh_fill(d, sh_rect_inset(row, -sh_dpx(d, 4)), (ShColor){0, 0, 0, 0x30});
            }
            hist_row(app, e, row);
            if (!hist_record(app, e, path, sizeof path)) {
                /* TRANSLATORS: the Match history: a match whose record is
                   no longer kept (only the last 300 are) */
                app_text_fit(d, _("no record"), px, 0, SH_C_DIM,
                     sh_rect(sh_ref(L, 1072, 0, 0, 0).x, row.y, sh_dpx(d, 120), row.h), SH_LEFT);
            }
        }
        if (app->nhist <= HIST_ROWS) {
            /* TRANSLATORS: the Match history when every match is shown */
            tk_fmt(line, sizeof line,
                   tk_trn("%ld match in all", "%ld matches in all, the newest first",
                          (unsigned long)app->nhist),
                   app->nhist);
        } else {
            /* TRANSLATORS: the Match history's lines shown: "Matches 1-10
               of 57, the newest first" */
            tk_fmt(line, sizeof line, _("Matches %d\xE2\x80\x93%d of %ld, the newest first"),
                   app->hist_top + 1,
                   app->hist_top + HIST_ROWS < app->nhist ? app->hist_top + HIST_ROWS
                                                          : (int)app->nhist,
                   app->nhist);
        }
        app_text_fit(d, line, px, 0, SH_C_DIM, sh_ref(L, 90, 650, 1100, 24), SH_LEFT);
    }
    if (app->hist_note[0] != '\0') {
        sh_text_in(d, app->hist_note, px, 0, SH_C_GOLD, sh_ref(L, 100, 676, 1080, 24));
    }
}
