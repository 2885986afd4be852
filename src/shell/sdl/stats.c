/*
 * stats.c - the match history on the desktop and the Statistics screen
 * (app.h): each match kept in the game's history once it is over, or as
 * abandoned when a new one replaces it unfinished; the player's figures,
 * each labelled, the chart of the last matches, Export as CSV and Reset
 * (with a yes).  Only the kit's history (kit/history.h) and the game's
 * ShGame calls: no match layer here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "kit/file.h"
#include "kit/history.h"
#include "kit/lang.h"
#include "kit/record.h"
#include "kit/text.h"

/* The folder the history is kept in, or NULL when nothing may be written
 * (a picture of a record) or the game keeps none. */
static const char *history_dir(const App *app)
{
    if (app->game->history == NULL || app->game->table_keep == NULL || app->host.read_only ||
        app->host.pref_dir[0] == '\0') {
        return NULL;
    }
    return app->host.pref_dir;
}

static void say_failure(App *app, const char *msg)
{
    char line[600];
    /* TRANSLATORS: %s is the technical reason (in English) */
    tk_fmt(line, sizeof line, _("This match could not be kept in the history: %s"), msg);
    sh_host_message(&app->host, line, 1);
}

/* ---- the time an unfinished match was played, kept beside its save ----
 *
 * The history line's secs is how long the match was played.  A match left
 * unfinished and resumed in a later session would count only that session,
 * so the shell keeps the time already played beside the saved match, in
 * SAVE.played (the record's format is not touched: its readers, the
 * terminal tools and every other program, see nothing new):
 *
 *     racko-played 1
 *     seconds 754
 *     save 0123456789abcdef
 *
 * written when the match leaves the table unfinished (the title screen,
 * the program closed), with the FNV-1a hash of the save's bytes then.
 * Taken up only while the save is those bytes: a save changed since (a
 * session killed after more moves, a file copied from elsewhere) counts
 * from its resume, as before.  Removed when the match is kept. */

#define PLAYED_MAX (10L * 366 * 86400) /* more is no time a match was played */

static void played_path(const App *app, char *out, size_t size)
{
    snprintf(out, size, "%s.played", app->host.save_path);
}

/* The hash of the save's bytes: 1 and *h, or 0 when it cannot be read. */
static int save_hash(const App *app, uint64_t *h)
{
    char *text = NULL;
    size_t len = 0;
    if (tk_file_read(app->host.save_path, 64u << 20, &text, &len, NULL, 0) != TK_OK) {
        return 0;
    }
    *h = tk_fnv_add(0xcbf29ce484222325ull, text, len);
    free(text);
    return 1;
}

/* The seconds kept beside the save while it is the same bytes, else 0. */
static long played_before(const App *app)
{
    char path[SH_PATH_MAX + 16], *text = NULL, tail;
    size_t len = 0;
    long secs = -1;
    unsigned long long saved = 0;
    uint64_t now;
    if (app->host.read_only || app->host.save_path[0] == '\0') {
        return 0;
    }
    played_path(app, path, sizeof path);
    if (tk_file_read(path, 256, &text, &len, NULL, 0) != TK_OK) {
        return 0;
    }
    if (sscanf(text, "racko-played 1\nseconds %ld\nsave %16llx%c", &secs, &saved, &tail) != 3 ||
        tail != '\n' || secs < 0 || secs > PLAYED_MAX || !save_hash(app, &now) ||
        now != (uint64_t)saved) {
        secs = 0;
    }
    free(text);
    return secs;
}

/* Keeps secs beside the save as it is now (a failure costs only the
 * time's accuracy later: said on stderr). */
static void played_keep(const App *app, long secs)
{
    char path[SH_PATH_MAX + 16], buf[128], why[300];
    uint64_t h;
    int n;
    if (app->host.read_only || app->host.save_path[0] == '\0' || !save_hash(app, &h)) {
        return;
    }
    played_path(app, path, sizeof path);
    n = snprintf(buf, sizeof buf, "racko-played 1\nseconds %ld\nsave %016llx\n", secs,
                 (unsigned long long)h);
    if (tk_file_save_atomic(path, buf, (size_t)n, why, sizeof why) != TK_OK) {
        fprintf(stderr, "%s: the time played could not be kept: %s\n", app->game->id, why);
    }
}

static void played_forget(const App *app)
{
    char path[SH_PATH_MAX + 16];
    if (!app->host.read_only && app->host.save_path[0] != '\0') {
        played_path(app, path, sizeof path);
        tk_file_remove(path);
    }
}

void app_history_resumed(App *app, const char *path, int mode)
{
    app->table_saves = mode != SH_OPEN_READ_ONLY;
    if (app->table_saves && !app->kept && strcmp(path, app->host.save_path) == 0) {
        app->played_before = played_before(app);
    }
}

void app_history_started(App *app)
{
    app->kept_record[0] = '\0';
    app->host.replay_offer = 0;
    app->played_before = 0;
    app->table_saves = 1;
    app->kept = app->table == NULL || app->game->table_over == NULL ||
                app->game->table_over(app->table);
    app->match_start_ms = SDL_GetTicks64();
    app->stats_loaded = 0;
}

static long match_seconds(const App *app)
{
    return app->played_before + (long)((SDL_GetTicks64() - app->match_start_ms) / 1000u);
}

void app_history_leaving(App *app)
{
    app->left_seconds = app->table != NULL && !app->kept ? match_seconds(app) : 0;
    if (app->table != NULL && !app->kept && app->table_saves) {
        played_keep(app, app->left_seconds); /* for a later session's resume */
    }
}

void app_history_check(App *app)
{
    const char *dir = history_dir(app);
    char msg[400];
    if (app->kept || app->table == NULL || !app->game->table_over(app->table)) {
        return;
    }
    app->kept = 1;
    played_forget(app);
    if (dir == NULL) {
        return;
    }
    if (app->game->table_keep(app->table, dir, (int64_t)time(NULL), match_seconds(app), 0, msg,
                              sizeof msg) != TK_OK) {
        say_failure(app, msg);
    } else {
        /* Its record, as the history's last line names it: the results
           sheet offers to watch it again. */
        TkHistEntry *last = NULL;
        long n = 0;
        if (tk_hist_load_last(dir, 1, &last, &n, NULL, msg, sizeof msg) == TK_OK && n == 1 &&
            tk_hist_record_path(dir, last[0].record, app->kept_record,
                                sizeof app->kept_record) == TK_OK) {
            app->host.replay_offer = app->game->replay_open != NULL;
        }
        free(last);
    }
    app->stats_loaded = 0;
}

void app_history_replacing(App *app)
{
    const char *dir = history_dir(app);
    char msg[400];
    if (dir == NULL) {
        return;
    }
    if (app->table != NULL) {
        if (!app->kept && !app->game->table_over(app->table)) {
            /* a read-only table keeps nothing (TK_E_ARG), and says nothing */
            (void)app->game->table_keep(app->table, dir, (int64_t)time(NULL), match_seconds(app),
                                        1, msg, sizeof msg);
        }
        app->kept = 1;
    } else if (app->game->saved_keep != NULL && app->host.save_path[0] != '\0') {
        TkSaved sv;
        app->game->saved(app->host.save_path, &sv, NULL, 0);
        if (sv.state == TK_SAVED_PLAYING && sv.people > 0) {
            /* its time: as it left the table in this session, else as
               kept beside it */
            (void)app->game->saved_keep(app->host.save_path, dir, (int64_t)time(NULL),
                                        app->left_seconds > 0 ? app->left_seconds
                                                              : played_before(app),
                                        msg, sizeof msg);
        }
    }
    played_forget(app);
    app->stats_loaded = 0;
}

/* ------------------------------------------------------------------ */
/* The screen                                                          */

static void load(App *app)
{
    char msg[300];
    if (app->stats_loaded) {
        return;
    }
    app->stats_loaded = 1;
    app->stats_note[0] = '\0';
    if (tk_hist_stats_read(app->host.pref_dir, app->game->history, &app->stats, &app->stats_read,
                           msg, sizeof msg) != TK_OK) {
        /* TRANSLATORS: %s is the technical reason (in English) */
        tk_fmt(app->stats_note, sizeof app->stats_note, _("The history could not be read: %s"),
               msg);
        tk_hist_stats_init(&app->stats);
        return;
    }
    tk_hist_stats_order_levels(&app->stats, app->game->levels, app->game->nlevels);
    if (app->stats_read.damaged > 0) {
        tk_fmt(app->stats_note, sizeof app->stats_note,
               tk_trn("%ld damaged entry of the history was skipped.",
                      "%ld damaged entries of the history were skipped.",
                      (unsigned long)app->stats_read.damaged),
               app->stats_read.damaged);
    }
}

void app_stats_open(App *app)
{
    if (app->screen != SCR_STATS) {
        app->stats_return = app->screen;
    }
    app->screen = SCR_STATS;
    app->overlay = OV_NONE;
    app->stats_loaded = 0;
    load(app);
    app->wfocus = -1;
    app->host.dirty = 1;
}

void app_stats_widgets(App *app)
{
    const ShCanvas *L = &app->canvas;
    ShWidget *w;
    if (app->overlay == OV_CONFIRM_RESET) {
        w = sh_host_widget(&app->host, SH_W_BUTTON, APP_ID_RESET_NO, sh_ref(L, 430, 430, 420, 44),
                           _("Keep them"));
        w->primary = 1;
        sh_host_widget(&app->host, SH_W_BUTTON, APP_ID_RESET_YES, sh_ref(L, 430, 484, 420, 44),
                       _("Forget every match"));
        return;
    }
    w = sh_host_widget(&app->host, SH_W_BUTTON, APP_ID_BACK_STATS, sh_ref(L, 970, 706, 210, 44),
                       _("Back"));
    w->primary = 1;
    w = sh_host_widget(&app->host, SH_W_BUTTON, APP_ID_HISTORY, sh_ref(L, 100, 706, 270, 44),
                       _("Match history"));
    w->enabled = app->stats_read.entries > 0;
    w = sh_host_widget(&app->host, SH_W_BUTTON, APP_ID_STATS_EXPORT, sh_ref(L, 385, 706, 270, 44),
                       _("Export as CSV"));
    w->enabled = app->stats_read.entries > 0 && history_dir(app) != NULL;
    w = sh_host_widget(&app->host, SH_W_BUTTON, APP_ID_STATS_RESET, sh_ref(L, 670, 706, 285, 44),
                       _("Reset statistics..."));
    w->enabled = app->stats_read.entries + app->stats_read.damaged > 0 && history_dir(app) != NULL;
}

static void export_csv(App *app)
{
    char path[1300], msg[400], stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    long n = 0;
#ifdef _WIN32
    localtime_s(&tm, &now);
#else
    localtime_r(&now, &tm);
#endif
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(path, sizeof path, "%s/%s-history-%s.csv", app->screenshot_dir, app->game->id,
             stamp);
    if (tk_hist_export_csv(app->host.pref_dir, path, &n, msg, sizeof msg) != TK_OK) {
        /* TRANSLATORS: %s is the technical reason (in English) */
        tk_fmt(app->stats_note, sizeof app->stats_note, _("The export failed: %s"), msg);
        return;
    }
    /* TRANSLATORS: %1$ld matches, %2$s the file they were written to */
    tk_fmt(app->stats_note, sizeof app->stats_note,
           tk_trn("%ld match exported to %s", "%ld matches exported to %s", (unsigned long)n), n,
           path);
}

int app_stats_widget(App *app, int id)
{
    char msg[300];
    switch (id) {
    case APP_ID_BACK_STATS:
        app->screen = app->stats_return == SCR_PLAY && app->table != NULL ? SCR_PLAY : SCR_TITLE;
        app->overlay = OV_NONE;
        app->wfocus = -1;
        return 1;
    case APP_ID_STATS_EXPORT:
        export_csv(app);
        return 1;
    case APP_ID_HISTORY:
        app_history_open(app);
        return 1;
    case APP_ID_STATS_RESET:
        app->overlay = OV_CONFIRM_RESET;
        app->wfocus = -1;
        return 1;
    case APP_ID_RESET_NO:
        app->overlay = OV_NONE;
        app->wfocus = -1;
        return 1;
    case APP_ID_RESET_YES:
        app->overlay = OV_NONE;
        app->wfocus = -1;
        if (history_dir(app) != NULL && tk_hist_reset(app->host.pref_dir, msg, sizeof msg) != TK_OK) {
            app->stats_loaded = 0;
            load(app);
            /* TRANSLATORS: %s is the technical reason (in English) */
            tk_fmt(app->stats_note, sizeof app->stats_note, _("The reset failed: %s"), msg);
            return 1;
        }
        app->stats_loaded = 0;
        load(app);
        snprintf(app->stats_note, sizeof app->stats_note, "%s",
                 _("The statistics start again from nothing."));
        return 1;
    default:
        return 0;
    }
}

/* ---- drawing ---- */

void app_duration(long secs, char *out, size_t size)
{
    if (secs >= 3600) {
        tk_fmt(out, size, _("%ld h %02ld min"), secs / 3600, secs / 60 % 60);
    } else if (secs >= 60) {
        tk_fmt(out, size, _("%ld min %02ld s"), secs / 60, secs % 60);
    } else {
        tk_fmt(out, size, _("%ld s"), secs);
    }
}

/* "20 of 42 (47.6%)": won of played. */
static void share(const TkHistTally *t, char *out, size_t size)
{
    /* TRANSLATORS: matches won of matches played, and the share won in percent */
    tk_fmt(out, size, _("%ld of %ld (%.1f%%)"), t->won, t->played, tk_hist_percent(t));
}

/* n reference pixels of text, at least 11 pixels (readable). */
static int px_of(ShDraw *d, float n)
{
    int px = sh_dpx(d, n);
    return px < 11 ? 11 : px;
}

void app_text_fit(ShDraw *d, const char *s, int px, int bold, ShColor c, ShRect r, ShAlign al)
{
    int w = 0, h = 0, least = sh_dpx(d, 11) > 11 ? sh_dpx(d, 11) : 11;
    sh_text_size(d, s, px, bold, &w, &h);
    while (w > r.w && px > least) {
        px--;
        sh_text_size(d, s, px, bold, &w, &h);
    }
    if (w > r.w) {
        sh_text_in(d, s, px, bold, c, r);
        return;
    }
    sh_text(d, s, px, bold, c,
            al == SH_LEFT ? r.x : al == SH_RIGHT ? r.x + r.w : r.x + r.w / 2,
            r.y + (r.h - h) / 2, al);
}

/* One row: the label at the left of the column, the value at its right. */
static void row(ShDraw *d, const char *label, const char *value, ShRect r)
{
    int vw = sh_dpx(d, 200);
    app_text_fit(d, label, sh_dpx(d, 15), 0, SH_C_TEXT, sh_rect(r.x, r.y, r.w - vw - sh_dpx(d, 10), r.h),
        SH_LEFT);
    app_text_fit(d, value, sh_dpx(d, 15), 1, SH_C_CREAM, sh_rect(r.x + r.w - vw, r.y, vw, r.h), SH_RIGHT);
}

static void left_column(App *app, ShRect col)
{
    ShDraw *d = &app->draw;
    const TkHistStats *s = &app->stats;
    const TkHistGame *g = app->game->history;
    int rh = sh_dpx(d, 25), y = col.y, i;
    char v[160];
    snprintf(v, sizeof v, "%ld", s->all.played);
    row(d, _("Matches played"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    share(&s->all, v, sizeof v);
    row(d, _("Matches won"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    snprintf(v, sizeof v, "%ld", s->all.lost);
    row(d, _("Matches lost"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    snprintf(v, sizeof v, "%ld", s->all.abandoned);
    row(d, _("Matches abandoned"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    if (s->streak > 0) {
        /* TRANSLATORS: the current streak: matches won one after another */
        tk_fmt(v, sizeof v, tk_trn("%ld won", "%ld won", (unsigned long)s->streak), s->streak);
    } else {
        /* TRANSLATORS: the current streak: matches lost (or abandoned) one after another */
        tk_fmt(v, sizeof v, tk_trn("%ld lost", "%ld lost", (unsigned long)-s->streak),
               -s->streak);
    }
    row(d, _("Current streak"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    tk_fmt(v, sizeof v, tk_trn("%ld match", "%ld matches", (unsigned long)s->longest_won),
           s->longest_won);
    row(d, _("Longest winning streak"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    tk_fmt(v, sizeof v, tk_trn("%ld match", "%ld matches", (unsigned long)s->longest_lost),
           s->longest_lost);
    row(d, _("Longest losing streak"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    if (s->scored > 0) {
        snprintf(v, sizeof v, "%ld", s->best_score);
    } else {
        snprintf(v, sizeof v, "%s", _("none finished"));
    }
    row(d, _("Best score in a finished match"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    if (s->scored > 0) {
        tk_fmt(v, sizeof v, "%.1f", s->mean_score);
    }
    row(d, _("Average score in a finished match"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    app_duration(s->seconds, v, sizeof v);
    row(d, _("Time played"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    if (s->all.won > 0) {
        app_duration((long)(s->mean_won_seconds + 0.5), v, sizeof v);
    } else {
        snprintf(v, sizeof v, "%s", _("none won"));
    }
    row(d, _("Average time to win a match"), v, sh_rect(col.x, y, col.w, rh));
    y += rh;
    for (i = 0; g != NULL && i < g->nfigures; i++) {
        if (s->figure_known[i]) {
            tk_fmt(v, sizeof v, "%.*f", g->figure[i].decimals, s->figure[i]);
        } else {
            snprintf(v, sizeof v, "%s", _("not yet known"));
        }
        row(d, _(g->figure[i].label), v, sh_rect(col.x, y, col.w, rh));
        y += rh;
    }
    app_text_fit(d, _("Streaks and shares count abandoned matches as lost."),
        px_of(d, 13), 0, SH_C_DIM, sh_rect(col.x, y + sh_dpx(d, 2), col.w, sh_dpx(d, 20)),
        SH_LEFT);
}

/* A table row: a name, then played, won, the share. */
static void tally_row(ShDraw *d, const char *name, const TkHistTally *t, ShRect r, int bold,
                      ShColor c)
{
    int cw = sh_dpx(d, 92);
    char v[32];
    app_text_fit(d, name, px_of(d, 14), bold, c, sh_rect(r.x, r.y, r.w - 3 * cw - sh_dpx(d, 6), r.h),
        SH_LEFT);
    snprintf(v, sizeof v, "%ld", t->played);
    app_text_fit(d, v, px_of(d, 14), bold, c, sh_rect(r.x + r.w - 3 * cw, r.y, cw, r.h), SH_RIGHT);
    snprintf(v, sizeof v, "%ld", t->won);
    app_text_fit(d, v, px_of(d, 14), bold, c, sh_rect(r.x + r.w - 2 * cw, r.y, cw, r.h), SH_RIGHT);
    tk_fmt(v, sizeof v, _("%.0f%%"), tk_hist_percent(t));
    app_text_fit(d, v, px_of(d, 14), bold, c, sh_rect(r.x + r.w - cw, r.y, cw, r.h), SH_RIGHT);
}

static void table_head(ShDraw *d, const char *first, ShRect r)
{
    int cw = sh_dpx(d, 92);
    app_text_fit(d, first, px_of(d, 14), 1, SH_C_DIM, sh_rect(r.x, r.y, r.w - 3 * cw - sh_dpx(d, 6), r.h),
        SH_LEFT);
    app_text_fit(d, _("PLAYED"), px_of(d, 14), 1, SH_C_DIM, sh_rect(r.x + r.w - 3 * cw, r.y, cw, r.h),
        SH_RIGHT);
    app_text_fit(d, _("WON"), px_of(d, 14), 1, SH_C_DIM, sh_rect(r.x + r.w - 2 * cw, r.y, cw, r.h),
        SH_RIGHT);
    /* TRANSLATORS: a column's heading: the share of matches won */
    app_text_fit(d, _("WON %"), px_of(d, 14), 1, SH_C_DIM, sh_rect(r.x + r.w - cw, r.y, cw, r.h),
        SH_RIGHT);
}

static void right_column(App *app, ShRect col)
{
    ShDraw *d = &app->draw;
    const TkHistStats *s = &app->stats;
    int rh = sh_dpx(d, 23), y = col.y, i, shown = 0;
    char name[96];
    app_text_fit(d, _("Against each computer level"), sh_dpx(d, 17), 1, SH_C_GOLD,
        sh_rect(col.x, y, col.w, rh), SH_LEFT);
    y += rh + sh_dpx(d, 2);
    /* TRANSLATORS: a column's heading: a computer's level (or outside bots) */
    table_head(d, _("LEVEL"), sh_rect(col.x, y, col.w, rh));
    y += rh;
    for (i = 0; i < s->nlevels && shown < 6; i++, shown++) {
        const char *lv = s->level[i];
        int k, known = 0;
        for (k = 0; k < app->game->nlevels; k++) {
            known |= strcmp(app->game->levels[k], lv) == 0;
        }
        snprintf(name, sizeof name, "%s", known ? C_("computer level", lv) : lv);
        tally_row(d, name, &s->by_level[i], sh_rect(col.x, y, col.w, rh), 0, SH_C_TEXT);
        y += rh;
    }
    if (s->by_bots.played > 0) {
        tally_row(d, _("Outside bots"), &s->by_bots, sh_rect(col.x, y, col.w, rh), 0, SH_C_TEXT);
        y += rh;
    }
    y += sh_dpx(d, 12);
    app_text_fit(d, _("At each size of table"), sh_dpx(d, 17), 1, SH_C_GOLD,
        sh_rect(col.x, y, col.w, rh), SH_LEFT);
    y += rh + sh_dpx(d, 2);
    table_head(d, _("TABLE"), sh_rect(col.x, y, col.w, rh));
    y += rh;
    for (i = 1; i <= TK_SAVED_SEATS; i++) {
        if (s->by_seats[i].played == 0) {
            continue;
        }
        tk_fmt(name, sizeof name, tk_trn("%d seat", "%d seats", (unsigned long)i), i);
        tally_row(d, name, &s->by_seats[i], sh_rect(col.x, y, col.w, rh), 0, SH_C_TEXT);
        y += rh;
    }
}

/* The chart of the last matches: a bar for each, as high as the player's
 * score (from the zero line), its colour the result; a key under it. */
static void chart(App *app, ShRect r)
{
    ShDraw *d = &app->draw;
    const TkHistStats *s = &app->stats;
    static const ShColor won = {0x5c, 0xc8, 0x6e, 0xff}, lost = {0x8a, 0x96, 0xb0, 0xff},
                         gone = {0xe0, 0x8a, 0x3c, 0xff};
    long lo = 0, hi = 0;
    int i, zero, bw, gap, axis = sh_dpx(d, 56), px = px_of(d, 13);
    char v[48];
    ShRect plot = sh_rect(r.x + axis, r.y, r.w - axis, r.h);
    sh_fill(d, r, (ShColor){0, 0, 0, 0x40});
    for (i = 0; i < s->nchart; i++) {
        lo = s->chart[i].score < lo ? s->chart[i].score : lo;
        hi = s->chart[i].score > hi ? s->chart[i].score : hi;
    }
    if (hi == lo) {
        hi = lo + 1;
    }
    zero = plot.y + (int)((double)plot.h * (double)hi / (double)(hi - lo));
    snprintf(v, sizeof v, "%ld", hi);
    sh_text_in(d, v, px, 0, SH_C_DIM, sh_rect(r.x, plot.y, axis - sh_dpx(d, 6), px + 4));
    snprintf(v, sizeof v, "%ld", lo);
    sh_text_in(d, v, px, 0, SH_C_DIM,
               sh_rect(r.x, plot.y + plot.h - px - 4, axis - sh_dpx(d, 6), px + 4));
    sh_fill(d, sh_rect(plot.x, zero, plot.w, 1), SH_C_DIM);
    bw = plot.w / TK_HIST_CHART;
    gap = bw > 6 ? 2 : 1;
    for (i = 0; i < s->nchart; i++) {
        const TkHistPoint *p = &s->chart[i];
        int h = (int)((double)plot.h * (double)(p->score < 0 ? -p->score : p->score) /
                      (double)(hi - lo));
        int x = plot.x + i * bw;
        ShColor c = p->result == 'W' ? won : p->result == 'L' ? lost : gone;
        if (h < 2) {
            h = 2;
        }
        sh_fill(d, sh_rect(x + gap, p->score >= 0 ? zero - h : zero, bw - 2 * gap, h), c);
    }
}

static void chart_key(App *app, int x, int y)
{
    ShDraw *d = &app->draw;
    static const ShColor cols[3] = {{0x5c, 0xc8, 0x6e, 0xff}, {0x8a, 0x96, 0xb0, 0xff},
                                    {0xe0, 0x8a, 0x3c, 0xff}};
    const char *words[3] = {_("won"), _("lost"), _("abandoned")};
    int px = px_of(d, 13), i;
    for (i = 0; i < 3; i++) {
        int tw = 0;
        sh_fill(d, sh_rect(x, y + px / 4, px, px), cols[i]);
        x += px + sh_dpx(d, 6);
        sh_text_size(d, words[i], px, 0, &tw, NULL);
        sh_text(d, words[i], px, 0, SH_C_TEXT, x, y, SH_LEFT);
        x += tw + sh_dpx(d, 18);
    }
}

void app_stats_draw(App *app)
{
    ShDraw *d = &app->draw;
    const ShCanvas *L = &app->canvas;
    const TkHistStats *s = &app->stats;
    char title[160], line[200];
    load(app);
    sh_draw_panel(d, sh_ref(L, 60, 24, 1160, 740));
    /* TRANSLATORS: %s is the game's name: "Rack-O statistics" */
    tk_fmt(title, sizeof title, _("%s statistics"), app->game->title);
    sh_text(d, title, sh_dpx(d, 30), 1, SH_C_GOLD, L->w / 2, sh_ref(L, 0, 36, 0, 0).y, SH_CENTER);
    sh_text_in(d,
               _("The first seat a person plays is yours; matches of computers alone are not "
                 "counted."),
               px_of(d, 14), 0, SH_C_DIM, sh_ref(L, 100, 80, 1080, 22));
    if (s->all.played == 0) {
        sh_text_in(d, _("No match played yet: finish one and it is counted here."),
                   sh_dpx(d, 20), 0, SH_C_CREAM, sh_ref(L, 100, 300, 1080, 40));
    } else {
        left_column(app, sh_ref(L, 90, 112, 630, 0));
        right_column(app, sh_ref(L, 750, 112, 440, 0));
        tk_fmt(line, sizeof line,
               tk_trn("Your score in your last match", "Your score in your last %d matches, oldest first",
                      (unsigned long)s->nchart),
               s->nchart);
        app_text_fit(d, line, px_of(d, 14), 1, SH_C_GOLD, sh_ref(L, 90, 522, 700, 22), SH_LEFT);
        chart_key(app, sh_ref(L, 830, 522, 0, 0).x, sh_ref(L, 0, 524, 0, 0).y);
        chart(app, sh_ref(L, 90, 550, 1100, 118));
    }
    if (s->no_person > 0 && s->all.played == 0) {
        tk_fmt(line, sizeof line,
               tk_trn("%ld match of computers alone is in the history, not counted.",
                      "%ld matches of computers alone are in the history, not counted.",
                      (unsigned long)s->no_person),
               s->no_person);
        sh_text_in(d, line, sh_dpx(d, 15), 0, SH_C_DIM, sh_ref(L, 100, 350, 1080, 26));
    }
    if (app->stats_note[0] != '\0') {
        sh_text_in(d, app->stats_note, px_of(d, 14), 0, SH_C_GOLD, sh_ref(L, 100, 676, 1080, 24));
    }
    if (app->overlay == OV_CONFIRM_RESET) {
        ShRect r = sh_ref(L, 330, 250, 620, 300);
        sh_fill(d, sh_rect(0, 0, L->w, L->h), (ShColor){0, 0, 0, 0x90});
        sh_draw_dialog(d, r);
        sh_text_in(d, _("Forget every match of the history?"), sh_dpx(d, 24), 1, SH_C_GOLD,
                   sh_rect(r.x + sh_dpx(d, 20), r.y + sh_dpx(d, 18), r.w - sh_dpx(d, 40),
                           sh_dpx(d, 34)));
        tk_fmt(line, sizeof line,
               tk_trn("%ld match and its record will be gone, and the figures start again "
                      "from nothing. A match being played is not touched.",
                      "%ld matches and their records will be gone, and the figures start "
                      "again from nothing. A match being played is not touched.",
                      (unsigned long)app->stats_read.entries),
               app->stats_read.entries);
        sh_text_wrap(d, line, sh_dpx(d, 15), 0, SH_C_TEXT, r.x + sh_dpx(d, 30),
                     r.y + sh_dpx(d, 64), r.w - sh_dpx(d, 60), SH_CENTER);
    }
}
