/*
 * app.h - a desktop program of the collection: the shell's application
 * state (SDL platform part).  Private to src/shell.
 *
 * The shell owns the window, the screens every game has (title, new-game
 * form, settings, menu, confirmations, the hot-seat pass screen), the
 * message box's timers, sound and autosave; the game (app->game) owns its
 * table (app->table) and reaches the shell through app->host.
 */
#ifndef SH_SDL_APP_H
#define SH_SDL_APP_H

#include <SDL.h>

#include "audio.h"
#include "gfx.h"
#include "host.h"
#include "lang.h"
#include "lastgame.h"
#include "kit/history.h"
#include "kit/status.h"
#include "shell/game.h"

typedef enum AppScreen {
    SCR_TITLE,
    SCR_NEWGAME,
    SCR_SETTINGS,
    SCR_PLAY,
    SCR_RULES,
    SCR_STATS,
    SCR_HISTORY, /* the Match history: the last matches, each its Watch button (replay.c) */
    SCR_REPLAY   /* the replay viewer: a record's table and the viewer's bar (replay.c) */
} AppScreen;

/* The shell's dialogs over the table (a game's own dialogs, such as
 * Rack-O's score sheet, are the game's: ShGame.table_dialog). */
typedef enum AppOverlay {
    OV_NONE,
    OV_MENU,
    OV_CONFIRM_ABANDON, /* "abandon this match?" before a new game */
    OV_PASS,            /* hot seat: pass to the next human */
    OV_CONFIRM_BOTS,    /* a saved match's outside bots not set up here: start them? */
    OV_CONFIRM_RESET    /* the Statistics screen: forget every match of the history? */
} AppOverlay;

/* The Statistics screen's widgets (stats.c; app.c's ids below 100). */
enum {
    APP_ID_STATS = 25,
    APP_ID_STATS_EXPORT = 26,
    APP_ID_STATS_RESET = 27,
    APP_ID_RESET_YES = 28,
    APP_ID_RESET_NO = 29,
    APP_ID_BACK_STATS = 30,
    APP_ID_HISTORY = 31,     /* the Statistics screen's "Match history" */
    APP_ID_HIST_BACK = 32,
    APP_ID_RP_START = 33,    /* the replay viewer's bar: to the start */
    APP_ID_RP_BACK = 34,     /* one step back */
    APP_ID_RP_PLAY = 35,     /* play or pause */
    APP_ID_RP_FORWARD = 36,  /* one step forward */
    APP_ID_RP_END = 37,      /* to the end */
    APP_ID_RP_SPEED = 38,    /* the speed (a choice) */
    APP_ID_RP_UNIT = 39,     /* the round or game (a choice that jumps to it) */
    APP_ID_RP_CLOSE = 40,
    APP_ID_HIST_WATCH = 400  /* + the line's index in the list: its Watch button */
};

/* The Match history screen's list: the last matches read (replay.c). */
#define APP_HIST_MAX 100
/* The replay viewer's speeds, percent of the computers' pace. */
#define APP_REPLAY_SPEEDS 4
/* Rounds or games a replay's choice jumps among, at most. */
#define APP_REPLAY_UNITS 256

/* The new-game form's seats; the game's table options are in opts. */
typedef struct NewGameForm {
    int kind[SH_MAX_SEATS]; /* 0 off, 1 human, 2.. computer levels, then an outside bot */
    char name[SH_MAX_SEATS][SH_NAME_MAX + 1];
    char bot[SH_MAX_SEATS][SH_SPEC_MAX - 3];
    void *opts;             /* the game's options_size bytes */
} NewGameForm;

/* The shell's drawing context (shell/draw.h). */
struct ShDraw {
    Gfx *gfx;
    SDL_Renderer *ren;
    ShCanvas canvas;
};

typedef struct App {
    ShHost host;            /* settings, message box, sounds, widgets, paths */
    const ShGame *game;
    SDL_Window *win;        /* NULL when rendering without a window */
    SDL_Renderer *ren;
    SDL_Surface *surface;   /* headless: what the software renderer draws on */
    Gfx gfx;
    Audio audio;
    int have_audio;
    char screenshot_dir[1024];
    int out_w, out_h;       /* renderer output, pixels */
    float hidpi;            /* output pixels per window point */
    ShCanvas canvas;        /* the reference canvas on the output */
    struct ShDraw draw;
    AppScreen screen;
    AppScreen settings_return;
    AppScreen rules_return;
    int rules_scroll;       /* pixels of the Rules page scrolled past */
    int rules_h;            /* the page's height when last drawn, pixels */
    AppOverlay overlay;
    int confirm_next;       /* what "abandon it" goes on to: a quick game or the form */
    int confirm_players;    /* the seats of the quick game it starts */
    char bots_asked[SH_MAX_SEATS][SH_SPEC_MAX + 1]; /* the saved match's bots the player is asked about */
    int nbots_asked;
    ShTable *table;         /* the match on the table, NULL if none */
    int dialog_open;        /* the game's own dialog was open at the last look */
    char title_note[400];   /* a note on the title screen (damaged save, ...) */
    int resume_ok;          /* a saved match is offered on the title screen */
    int save_unfinished;    /* an unfinished match is saved, offered or not (--no-resume) */
    char resume_info[200];
    NewGameForm form;
    ShLastGame last;        /* the form as a match was last started from it */
    char quick_label[96];   /* the title's Quick game button, naming its level */
    char form_error[400];
    int form_error_id;      /* the widget form_error speaks of, 0: none */
    char form_problem[300]; /* what the game's rules refuse in the form now */
    int form_problem_id;    /* its option's widget */
    int wfocus;             /* keyboard focus among widgets (focus.h): -1 on a screen
                               just opened, placed on its primary button when the
                               widgets are built; -1 too while there are none */
    int typing;             /* 1 while the focused text field is typed in (Enter ends it) */
    int text_on;            /* SDL's text input is on (a text field has the focus) */
    int whover;             /* the widget under the pointer, -1 none */
    int wpressed;
    int running;
    int mouse_x, mouse_y;
    unsigned frames;
    Uint64 start_counter;   /* SDL_GetPerformanceCounter() when main() began */
    SDL_Texture *bg;        /* the felt, cached per window size */
    int bg_w, bg_h;
    SDL_Texture *layer;     /* the table without what moves, cached */
    Uint64 layer_key;
    int layer_valid;
    double frame_ms_total, frame_ms_max; /* drawing statistics (RACKO_TIMING) */
    double layer_ms;        /* this frame's redraw of the cached layer, -1: none */
    ShLangs langs;          /* the catalogues found beside the art, kept until app_free */
    char language_arg[16];  /* --language for this run ("" none): wins over the setting
                               until the player chooses one in Settings */
    int kept;               /* the match on the table is in the history (or needs not be) */
    Uint64 match_start_ms;  /* SDL_GetTicks64() when it was put on the table */
    long left_seconds;      /* how long the unfinished match left for the title was played */
    long played_before;     /* seconds it was played in earlier sessions (SAVE.played, stats.c) */
    int table_saves;        /* the match on the table is saved as it goes (not read only) */
    AppScreen stats_return; /* where the Statistics screen goes back to */
    int stats_loaded;       /* stats and stats_read are the history's as it is */
    TkHistStats stats;      /* the player's figures (stats.c) */
    TkHistRead stats_read;
    char stats_note[1500];  /* the screen's last word: an export, a reset, damaged entries */
    char kept_record[SH_PATH_MAX]; /* the record of the match on the table as the history
                               kept it when it ended ("" none): its results sheet's "Watch
                               the replay" */
    /* The replay viewer (replay.c): a table of its own beside the match on
       the table, which it never touches; read only, it starts nothing. */
    ShTable *replay;
    AppScreen replay_return; /* where Close goes back to */
    int replay_playing;      /* 1: it plays on by itself */
    int replay_speed;        /* index of its speed (APP_REPLAY_SPEEDS) */
    ShCanvas replay_canvas;  /* the table's: the window less the bar at its foot */
    int replay_starts[APP_REPLAY_UNITS]; /* the step after which each round or game is dealt */
    int replay_nunits;
    int replay_keys_h;       /* the key line's band under the bar, pixels (0: not yet known) */
    /* The Match history screen (replay.c). */
    TkHistEntry *hist;       /* the last matches, oldest first (APP_HIST_MAX at most) */
    long nhist;
    int hist_loaded;
    int hist_top;            /* lines scrolled past, from the newest */
    char hist_note[600];     /* damaged lines, a record that could not be opened */
} App;

/* A file of this name beside the program makes it portable: settings and
 * saves go to userdata/<game>/ beside it, not to the user's folders. */
#define APP_PORTABLE_MARKER "portable.txt"

/* app_init's flags. */
enum {
    APP_HEADLESS = 1, /* a software renderer on a w x h picture, no window, no sound */
    APP_READ_ONLY = 2 /* writes nothing: no preference folder made, no settings saved */
};

/* Opens the window (or, with APP_HEADLESS, a software renderer on a w x h
 * surface) for game.  Returns 0 or -1 with a message in err. */
int app_init(App *app, const ShGame *game, int w, int h, int fullscreen, int flags,
             const char *pref_dir, const char *screenshot_dir, char *err, size_t errsize);
/* Frees everything app_init made (the match stays saved on disk). */
void app_free(App *app);

/* Puts in force the language of --language, else of the settings (the
 * system's: SDL's preferred locales), and redraws everything in it; a
 * match in progress is not touched. */
void app_apply_language(App *app);

/* ---- the match history and the Statistics screen (stats.c) ---- */

/* A match was put on the table: kept already if it is over (a resumed
 * finished one), its time counted from now. */
void app_history_started(App *app);
/* The match just put on the table was resumed from path in mode
 * (SH_OPEN_*): the time it was played in earlier sessions is taken up
 * when kept beside the save (SAVE.played, still the save's bytes). */
void app_history_resumed(App *app, const char *path, int mode);
/* The match on the table is taken off it (its time remembered if it is
 * unfinished: a new match may replace it from the title; and kept beside
 * the save, SAVE.played, for a later session). */
void app_history_leaving(App *app);
/* After the table acted: the match, over now, is kept in the history
 * once (a failure said in the message box). */
void app_history_check(App *app);
/* A new match is about to replace an unfinished one (the player said
 * yes): the one on the table, or the one saved, kept as abandoned. */
void app_history_replacing(App *app);
/* Text in r, aligned as al and centred up and down, made smaller (down
 * to 11 px) to fit its width; past that, sh_text_in's verdict (stats.c). */
void app_text_fit(ShDraw *d, const char *s, int px, int bold, ShColor c, ShRect r, ShAlign al);
/* The day and time `when` (seconds since 1970) as the Match history shows
 * them, in the machine's local time and the language in force
 * ("2026-11-28  00:37", "28/11/2026  00:37"), into out (replay.c). */
void app_history_when(int64_t when, char *out, size_t size);
/* A length of time for the player: "1 h 05 min", "12 min 30 s", "45 s". */
void app_duration(long secs, char *out, size_t size);
/* Opens the Statistics screen (the history read again). */
void app_stats_open(App *app);
/* Its widgets (and the Reset question's), its drawing. */
void app_stats_widgets(App *app);
void app_stats_draw(App *app);
/* One of its buttons: 1 if id was one. */
int app_stats_widget(App *app, int id);

/* ---- the Match history screen and the replay viewer (replay.c) ---- */

/* Opens the Match history screen (the history read again). */
void app_history_open(App *app);
/* Its widgets and its drawing; one of its buttons (1 if id was one); a
 * key or the wheel it takes before the widgets (1: used). */
void app_history_widgets(App *app);
void app_history_draw(App *app);
int app_history_widget(App *app, int id);
int app_history_input(App *app, const ShInput *in);
/* Its key line's own part (the list's scrolling). */
const char *app_history_keys(void);
/* Opens the viewer on the record at path, Close going back to screen
 * `back`: 0, or -1 with why in err (a sentence for the player; nothing
 * opened, the screen shown as it was). */
int app_replay_open(App *app, const char *path, AppScreen back, char *err, size_t size);
/* Closes the viewer (its table freed), back where it was opened from. */
void app_replay_close(App *app);
/* The viewer's bar (the widgets, the replay table's dialog buttons
 * after them), its drawing over the table, one of its buttons (1 if id
 * was one), its shortcut keys (1: used), its key line's own part
 * (written in buf, owned by the caller, and returned: the game's own word
 * for what Page Up/Down jump to, ShGame.replay_unit_keys). */
void app_replay_widgets(App *app);
void app_replay_draw_bar(App *app);
int app_replay_widget(App *app, int id, int delta);
int app_replay_key(App *app, const ShInput *in);
const char *app_replay_keys(const App *app, char *buf, size_t size);
/* The replay table's canvas for the window now. */
void app_replay_layout(App *app);
/* Time for the replay table (SH_TABLE_* bits acted on). */
void app_replay_tick(App *app, int ms);
/* Gives the focus to the widget with this id, if it is there (app.c). */
void app_focus_id(App *app, int id);

/* Recomputes sizes after the window changed. */
void app_resized(App *app);

/* Feeds one SDL event.  The window's close button, Ctrl+Q and Cmd+Q
 * (KMOD_GUI) end the program (app_quit). */
void app_handle_event(App *app, const SDL_Event *ev);

/* Ends the loop: the program closes as the window's close button closes
 * it (the match is already saved; the settings are saved on the way out). */
void app_quit(App *app);

/* Feeds one neutral input (tests use this directly). */
void app_input(App *app, const ShInput *in);

/* Moves time on by ms and drives the match (computer turns, events). */
void app_tick(App *app, int ms);

/* 1 while something moves or waits on a timer (the loop must tick). */
int app_busy(const App *app);

/* How long the loop may sleep: 0 while something moves, else the ms until
 * the next timer (a computer's pace, a message), -1 for "until an event". */
int app_wait_ms(const App *app);

/* The ms a loop step moves time on by, from the ms that really passed and
 * the sleep the loop planned (app_wait_ms before it slept): what passed,
 * but at most 100 ms more than planned, so that the table does not jump
 * after the program was stopped (a debugger, a suspended laptop, a window
 * being dragged) while a planned sleep (a computer's pace, a message's
 * time) counts whole. */
int app_step_ms(long elapsed_ms, int planned_wait_ms);

/* Rebuilds the widget list of the current screen or dialog. */
void app_build_widgets(App *app);

/* The key line of the screen or dialog shown (its widgets built): what
 * the keys do now, into buf; returns its length, 0 when the screen has
 * none (the table, which says its own keys). */
size_t app_keys_line(const App *app, char *buf, size_t size);

/* The height of the key line's band at the foot of the screen shown (its
 * widgets built): one line, or two when it must wrap; 0 when none. */
int app_keys_line_height(App *app);

/* Draws a frame into the renderer (no present). */
void app_draw(App *app);

/* Starts a match from a setup (opts NULL: the game's defaults); returns 0
 * or -1 with app->form_error set. */
int app_start_match(App *app, const ShSetup *setup, const void *opts);

/* Resumes the saved match at path (mode SH_OPEN_*); returns 0 or -1 (note
 * on the title screen). */
int app_resume(App *app, const char *path, int mode);

/* Writes the current frame to a PNG file; returns 0 or -1. */
int app_save_png(App *app, const char *path, char *err, size_t errsize);

/* Runs the event loop until the window closes (exit_after_ms > 0 ends it
 * after that long). */
void app_run(App *app, long exit_after_ms);

/* A quick game of `players` seats: the first human, named as the person
 * was last named in the form, the others Quick game's computer level, a
 * seed from the clock. */
void app_quick_setup(const App *app, int players, ShSetup *setup);

/* A quick game of `players` seats asked for on the command line (--quick
 * N): with an unfinished match saved, the title's Quick game question
 * first (OV_CONFIRM_ABANDON over the title screen), nothing replaced
 * until the player answers; else the match at once.  Returns 0, or -1
 * with app->form_error set. */
int app_quick_start(App *app, int players);

/* A new seed for a match, from the clock. */
uint64_t app_seed(void);

/* The desktop program: arguments, then the loop (or a picture). */
int sh_main(int argc, char **argv, const ShGame *game, const char *version);

#endif /* SH_SDL_APP_H */
