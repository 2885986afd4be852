/* host.c - the services a game asks of the shell (host.h, shell/game.h). */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L
#endif
#include "host.h"
#include "kit/lang.h"

#include "kit/file.h"
#include "kit/notice.h"
#include "kit/status.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef _WIN32
#include <direct.h> /* _mkdir */
#endif

void sh_host_init(ShHost *h, const ShGame *game, const char *pref_dir)
{
    memset(h, 0, sizeof *h);
    h->game = game;
    h->spec.title = game->title;
    h->spec.game = game->settings;
    h->spec.ngame = game->nsettings < SH_GAME_SETTINGS_MAX ? game->nsettings
                                                          : SH_GAME_SETTINGS_MAX;
    sh_settings_default(&h->settings, &h->spec);
    if (pref_dir != NULL) {
        snprintf(h->pref_dir, sizeof h->pref_dir, "%s", pref_dir);
        snprintf(h->save_path, sizeof h->save_path, "%s/%s", h->pref_dir, game->save_name);
        snprintf(h->settings_path, sizeof h->settings_path, "%s/settings.ini", h->pref_dir);
        snprintf(h->bot_log_dir, sizeof h->bot_log_dir, "%s/bot-logs", h->pref_dir);
        snprintf(h->trust_path, sizeof h->trust_path, "%s/trusted-bots.txt", h->pref_dir);
        snprintf(h->lastgame_path, sizeof h->lastgame_path, "%s/new-game.txt", h->pref_dir);
    }
}

/* 1 if command can be kept in the list: printable, one line, not empty. */
static int keepable(const char *command)
{
    size_t n = strlen(command), i;
    if (n == 0 || n > SH_SPEC_MAX) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        if ((unsigned char)command[i] < 0x20 || command[i] == 0x7f) {
            return 0;
        }
    }
    return 1;
}

void sh_host_load_trust(ShHost *h)
{
    char *text = NULL, *p, *line;
    size_t len;
    h->ntrusted = 0;
    if (h->trust_path[0] == '\0' ||
        tk_file_read(h->trust_path, 64 * 1024, &text, &len, NULL, 0) != TK_OK) {
        return;
    }
    for (p = text; p != NULL && *p != '\0' && h->ntrusted < SH_TRUST_MAX;) {
        char *nl = strchr(p, '\n');
        line = p;
        if (nl != NULL) {
            *nl = '\0';
        }
        p = nl != NULL ? nl + 1 : NULL;
        if (line[0] != '#' && keepable(line)) {
            snprintf(h->trusted[h->ntrusted++], sizeof h->trusted[0], "%s", line);
        }
    }
    free(text);
}

int sh_host_bot_trusted(const ShHost *h, const char *command)
{
    int i;
    for (i = 0; i < h->ntrusted; i++) {
        if (strcmp(h->trusted[i], command) == 0) {
            return 1;
        }
    }
    return 0;
}

void sh_host_trust_bot(ShHost *h, const char *command)
{
    char buf[SH_TRUST_MAX * (SH_SPEC_MAX + 2) + 128];
    size_t n = 0;
    int i, k = 0;
    if (!keepable(command)) {
        return;
    }
    /* Newest first, once; the oldest go past SH_TRUST_MAX. */
    for (i = 0; i < h->ntrusted; i++) {
        if (strcmp(h->trusted[i], command) != 0 && k + 1 < SH_TRUST_MAX) {
            if (k != i) {
                memcpy(h->trusted[k], h->trusted[i], sizeof h->trusted[0]);
            }
            k++;
        }
    }
    memmove(h->trusted[1], h->trusted[0], sizeof h->trusted[0] * (size_t)k);
    snprintf(h->trusted[0], sizeof h->trusted[0], "%s", command);
    h->ntrusted = k + 1;
    if (h->read_only || h->trust_path[0] == '\0') {
        return;
    }
    n = (size_t)snprintf(buf, sizeof buf,
                         "# Outside bots set up on this machine: a saved match starts these\n"
                         "# without asking.  One command a line.\n");
    for (i = 0; i < h->ntrusted && n < sizeof buf; i++) {
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s\n", h->trusted[i]);
    }
    tk_file_save_atomic(h->trust_path, buf, n < sizeof buf ? n : sizeof buf - 1, NULL, 0);
}

const ShSettings *sh_host_settings(const ShHost *h)
{
    return &h->settings;
}

void sh_host_sound(ShHost *h, ShSound s)
{
    if ((int)s < 0 || s >= SH_SND_COUNT) {
        return;
    }
    if (h->nsound == SH_SOUND_QUEUE) {
        /* Far more than a frame starts: the oldest is dropped. */
        memmove(h->sound, h->sound + 1, sizeof h->sound[0] * (SH_SOUND_QUEUE - 1));
        h->nsound--;
    }
    h->sound[h->nsound++] = (int)s;
}

void sh_host_game_sound(ShHost *h, int i)
{
    if (h->game == NULL || i < 0 || i >= h->game->nsounds || i >= SH_GAME_SOUNDS_MAX) {
        return;
    }
    if (h->nsound == SH_SOUND_QUEUE) {
        memmove(h->sound, h->sound + 1, sizeof h->sound[0] * (SH_SOUND_QUEUE - 1));
        h->nsound--;
    }
    h->sound[h->nsound++] = SH_SND_COUNT + i; /* after the shell's own */
}

int sh_host_next_sound(ShHost *h)
{
    int s;
    if (h->nsound == 0) {
        return -1;
    }
    s = h->sound[0];
    memmove(h->sound, h->sound + 1, sizeof h->sound[0] * (size_t)(h->nsound - 1));
    h->nsound--;
    return s;
}

void sh_host_message(ShHost *h, const char *text, int restart)
{
    snprintf(h->message, sizeof h->message, "%s", text != NULL ? text : "");
    if (restart) {
        h->message_ms = SH_MESSAGE_MS;
    }
    h->dirty = 1;
}

const char *sh_host_message_text(const ShHost *h)
{
    return h->message;
}

void sh_host_notice(ShHost *h, const char *text)
{
    size_t n = 0;
    const char *detail = tk_notice_detail(text, &n);
    snprintf(h->notice, sizeof h->notice, "%.*s", (int)n, text != NULL ? text : "");
    snprintf(h->notice_detail, sizeof h->notice_detail, "%s", detail);
    h->notice_ms = SH_NOTICE_MS;
    h->dirty = 1;
}

const char *sh_host_notice_text(const ShHost *h)
{
    return h->notice_ms > 0 ? h->notice : "";
}

const char *sh_host_notice_detail(const ShHost *h)
{
    return h->notice_ms > 0 ? h->notice_detail : "";
}

const char *sh_host_save_path(const ShHost *h)
{
    return h->read_only || h->save_path[0] == '\0' ? NULL : h->save_path;
}

int sh_make_dir(const char *path)
{
#ifdef _WIN32
    if (_mkdir(path) == 0 || errno == EEXIST) {
#else
    if (mkdir(path, 0755) == 0 || errno == EEXIST) {
#endif
        return 0;
    }
    return -1;
}

const char *sh_host_bot_log_dir(ShHost *h)
{
    if (h->read_only || h->bot_log_dir[0] == '\0') {
        return NULL;
    }
    return sh_make_dir(h->bot_log_dir) == 0 ? h->bot_log_dir : NULL;
}

void sh_host_dirty(ShHost *h)
{
    h->dirty = 1;
}

int sh_host_covered(const ShHost *h)
{
    return h->covered;
}

int sh_choice_step(int at, int n, int delta)
{
    if (n <= 0) {
        return 0;
    }
    if (delta == 0) {
        return at + 1 < n ? at + 1 : 0;
    }
    at += delta;
    return at < 0 ? 0 : at >= n ? n - 1 : at;
}

int sh_choice_step_in(int value, const int *list, int n, int delta)
{
    int i, at = 0;
    for (i = 0; i < n; i++) {
        if (list[i] == value) {
            at = i;
        }
    }
    return n > 0 ? list[sh_choice_step(at, n, delta)] : value;
}

ShWidget *sh_host_widget(ShHost *h, ShWidgetKind kind, int id, ShRect r, const char *label)
{
    ShWidget *w;
    if (h->nw >= SH_MAX_WIDGETS) {
        return NULL;
    }
    w = &h->w[h->nw++];
    memset(w, 0, sizeof *w);
    w->kind = kind;
    w->id = id;
    w->r = r;
    w->enabled = 1;
    snprintf(w->label, sizeof w->label, "%s", label != NULL ? label : "");
    return w;
}

void sh_host_match_end_buttons(ShHost *h, const ShCanvas *c, float y)
{
    static const int ids[] = {SH_ID_PLAY_AGAIN, SH_ID_NEW, SH_ID_TITLE};
    static const char *const labels[] = {N_("Play again"), N_("New game..."), N_("Title screen")};
    int i;
    if (h->replay_offer) {
        /* Two by two: Play again and Watch the replay, then New game...
           and Title screen. */
        static const int grid[] = {SH_ID_PLAY_AGAIN, SH_ID_WATCH, SH_ID_NEW, SH_ID_TITLE};
        static const char *const words[] = {N_("Play again"), N_("Watch the replay"),
                                            N_("New game..."), N_("Title screen")};
        for (i = 0; i < 4; i++) {
            ShWidget *w = sh_host_widget(
                h, SH_W_BUTTON, grid[i],
                sh_ref(c, 640 - 282.0f + (float)(i % 2) * 294.0f, y + (float)(i / 2) * 54.0f, 270,
                       44),
                _(words[i]));
            if (w != NULL && i == 0) {
                w->primary = 1;
            }
        }
        return;
    }
    for (i = 0; i < 3; i++) {
        ShWidget *w = sh_host_widget(h, SH_W_BUTTON, ids[i],
                                     sh_ref(c, 640 - 150.0f, y + (float)i * 54.0f, 300, 44),
                                     _(labels[i]));
        if (w != NULL && i == 0) {
            w->primary = 1;
        }
    }
}

int sh_saved_bot_commands(const char *const *specs, int seats, char (*cmds)[SH_SPEC_MAX + 1],
                          int max)
{
    int s, n = 0;
    for (s = 0; s < seats && n < max; s++) {
        if (specs[s] != NULL && strncmp(specs[s], "bot:", 4) == 0) {
            snprintf(cmds[n++], SH_SPEC_MAX + 1, "%s", specs[s] + 4);
        }
    }
    return n;
}

_Static_assert(SH_MAX_SEATS <= TK_SAVED_SEATS, "a saved match holds every seat");

int sh_saved_bots(const TkSaved *sv, char (*cmds)[SH_SPEC_MAX + 1], int max)
{
    const char *specs[TK_SAVED_SEATS];
    int n = sv->players < TK_SAVED_SEATS ? sv->players : TK_SAVED_SEATS;
    for (int s = 0; s < n; s++) {
        specs[s] = sv->seat[s].spec;
    }
    return sh_saved_bot_commands(specs, n, cmds, max);
}

int sh_hot_seat(int to_act, int humans, int *viewer, int *revealed, int *pass_pending)
{
    if (to_act == *viewer && *revealed) {
        return 0;
    }
    *viewer = to_act;
    if (humans > 1) {
        *revealed = 0;
        *pass_pending = 1;
        return SH_TABLE_PASS;
    }
    *revealed = 1;
    return SH_TABLE_CHANGED;
}

void sh_host_clear_widgets(ShHost *h)
{
    h->nw = 0;
}

/* Counts a running timer down by ms; 1 when it has just run out. */
static int runs_out(int *left, int ms)
{
    if (*left <= 0) {
        return 0;
    }
    *left -= ms;
    if (*left > 0) {
        return 0;
    }
    *left = 0;
    return 1;
}

void sh_host_tick(ShHost *h, int ms)
{
    if (runs_out(&h->message_ms, ms)) {
        h->message[0] = '\0';
        h->dirty = 1;
    }
    if (runs_out(&h->notice_ms, ms)) {
        h->dirty = 1; /* the notice is hidden, kept for the record */
    }
}

/* The earlier of two waits in ms, where a wait below 0 (none) or a timer
 * at 0 (not running) does not count. */
static int sooner(int wait, int timer)
{
    return timer > 0 && (wait < 0 || timer < wait) ? timer : wait;
}

int sh_host_wait(const ShHost *h, int wait)
{
    wait = sooner(sooner(wait, h->message_ms), h->notice_ms);
    /* A bot that exits while a person thinks is noticed within a second
       (the game's tick drains the table's notices, which looks at the
       bots): a wake-up a second, nothing drawn unless it changed. */
    return h->watch_bots ? sooner(wait, SH_WATCH_MS) : wait;
}
