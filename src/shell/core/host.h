/*
 * host.h - the shell's side of ShHost (shell/game.h): the services a game
 * asks for (settings, sounds, the message box, where files go, widgets),
 * kept apart from the platform so they are plain C and unit tested.
 * Private to src/shell.
 */
#ifndef SH_CORE_HOST_H
#define SH_CORE_HOST_H

#include "shell/game.h"

#define SH_MESSAGE_MS 5000
#define SH_NOTICE_MS 30000 /* a notice (bot trouble) stays longer */
#define SH_WATCH_MS 1000   /* how often a table with outside bots is looked at while idle */
#define SH_MAX_WIDGETS 80
#define SH_SOUND_QUEUE 16
#define SH_PATH_MAX 1100
#define SH_TRUST_MAX 32    /* bot commands remembered as the player's own */

struct ShHost {
    const ShGame *game;
    ShSettingsSpec spec;
    ShSettings settings;
    int read_only;                 /* 1: nothing may be written (a picture of a record) */
    char pref_dir[1024];
    char save_path[SH_PATH_MAX];   /* pref_dir/SAVE_NAME: the match, saved after every action */
    char settings_path[SH_PATH_MAX];
    char bot_log_dir[SH_PATH_MAX]; /* pref_dir/bot-logs: bot-seatN.log, each bot's stderr */
    char message[512];             /* the latest explanation, "" if none */
    int message_ms;                /* ms it stays */
    char notice[512];              /* the latest table notice (bot trouble): its sentence */
    char notice_detail[512];       /* ... and its detail (kit/notice.h), "" if none */
    int notice_ms;                 /* ms it stays in the message box */
    int sound[SH_SOUND_QUEUE];     /* sounds asked for, not yet played */
    int nsound;
    ShWidget w[SH_MAX_WIDGETS];    /* the widgets of the screen shown */
    int nw;
    int dirty;                     /* a frame must be drawn */
    int covered;                   /* a shell dialog covers the table */
    int replay_offer;              /* the match on the table was kept with its record: its
                                      results sheet offers "Watch the replay" */
    int watch_bots;                /* the match on the table started outside bots: the
                                      loop wakes every SH_WATCH_MS, so that the table
                                      notices one that left (mt_match_next_notice) */
    char trust_path[SH_PATH_MAX];  /* pref_dir/trusted-bots.txt */
    char lastgame_path[SH_PATH_MAX]; /* pref_dir/new-game.txt: the last new-game form */
    char trusted[SH_TRUST_MAX][SH_SPEC_MAX + 1]; /* newest first */
    int ntrusted;
};

/* Reads the bot commands the player set up here (h->trust_path); a
 * missing or odd file is an empty list. */
void sh_host_load_trust(ShHost *h);

/* Sets h up for game with its files in pref_dir (may be NULL: only
 * settings defaults, no paths).  Settings are the defaults. */
void sh_host_init(ShHost *h, const ShGame *game, const char *pref_dir);

/* Counts the message and notice timers down by ms. */
void sh_host_tick(ShHost *h, int ms);

/* The earlier of `wait` (ms, -1 none) and the host's next timer (the
 * message's, the notice's, and SH_WATCH_MS while watch_bots). */
int sh_host_wait(const ShHost *h, int wait);

/* The oldest sound asked for, or -1; removes it from the queue. */
int sh_host_next_sound(ShHost *h);

/* Drops the widget list (a screen is being rebuilt). */
void sh_host_clear_widgets(ShHost *h);

/* Makes a folder (one level) if it is not there; 0 or -1. */
int sh_make_dir(const char *path);

#endif /* SH_CORE_HOST_H */
