/*
 * app.h - the desktop game's application state (SDL platform part).
 * Private to src/racko/ui.
 */
#ifndef RACKO_UI_APP_H
#define RACKO_UI_APP_H

#include <SDL.h>

#include "anim.h"
#include "audio.h"
#include "gfx.h"
#include "interpret.h"
#include "layout.h"
#include "match.h"
#include "settings.h"

typedef enum AppScreen {
    SCR_TITLE,
    SCR_NEWGAME,
    SCR_SETTINGS,
    SCR_PLAY
} AppScreen;

typedef enum AppOverlay {
    OV_NONE,
    OV_MENU,
    OV_CONFIRM_ABANDON,  /* "abandon this match?" before a new game */
    OV_ROUND_END,
    OV_MATCH_END,
    OV_PASS              /* hot seat: pass to the next human */
} AppOverlay;

typedef enum WidgetKind {
    W_BUTTON,
    W_CHOICE,  /* a value chosen with left/right or clicks */
    W_TOGGLE,
    W_TEXT,    /* an editable line */
    W_LABEL
} WidgetKind;

typedef struct Widget {
    WidgetKind kind;
    int id;
    UiRect r;
    char label[64];
    char value[RACKO_SPEC_MAX + 1];
    int on;        /* toggles */
    int enabled;
    int primary;
} Widget;

#define APP_MAX_WIDGETS 80

/* The new-game form. */
typedef struct NewGameForm {
    int kind[RACKO_MAX_SEATS];   /* 0 off, 1 human, 2..5 computer levels, 6 bot */
    char name[RACKO_MAX_SEATS][RACKO_NAME_MAX + 1];
    char bot[RACKO_MAX_SEATS][RACKO_SPEC_MAX - 3];
    unsigned rules;
    int target;
    int stake;
    int token_rounds;
} NewGameForm;

typedef struct App {
    SDL_Window *win;        /* NULL when rendering without a window */
    SDL_Renderer *ren;
    SDL_Surface *surface;   /* headless: what the software renderer draws on */
    Gfx gfx;
    Audio audio;
    int have_audio;
    UiSettings settings;
    char pref_dir[1024];
    char save_path[1100];
    char settings_path[1100];
    char bot_log_dir[1100]; /* pref_dir/bot-logs: bot-seatN.log, each bot's stderr */
    char screenshot_dir[1024];
    int out_w, out_h;       /* renderer output, pixels */
    float hidpi;            /* output pixels per window point */
    UiRackGeom geom;
    UiLayout lay;
    AppScreen screen;
    AppScreen settings_return;
    AppOverlay overlay;
    UiMatch *match;
    UiAnim *anim;
    RackoTableSetup last_setup;
    int viewer;             /* seat at the bottom */
    int revealed;           /* hot seat: the viewer has confirmed it is them */
    UiRect drop_from;       /* where a dragged card was let go */
    int drop_valid;
    unsigned sound_serial;  /* timeline events already given a sound */
    int overlay_ms;         /* time the score sheet has been shown */
    int round_shown;        /* round whose end panel was shown */
    int match_shown;
    UiPlayUi pui;
    int pace_left;          /* ms before the computer acts */
    int message_ms;         /* ms the message stays */
    char notice[512];       /* the latest table notice (bot trouble) */
    int notice_ms;          /* ms it stays in the message box */
    char title_note[400];   /* a note on the title screen (damaged save, ...) */
    int resume_ok;          /* a saved match can be resumed */
    char resume_info[200];
    NewGameForm form;
    char form_error[300];
    Widget w[APP_MAX_WIDGETS];
    int nw;
    int wfocus;             /* keyboard focus among widgets, -1 none */
    int whover;
    int wpressed;
    int running;
    int dirty;              /* a frame must be drawn */
    int mouse_x, mouse_y;
    int hint_shown;
    char log[3][160];       /* the latest moves, newest first */
    int last_status;
    unsigned frames;
    Uint64 start_counter;
    SDL_Texture *bg;        /* the felt, cached per window size */
    int bg_w, bg_h;
    SDL_Texture *layer;     /* the table without moving cards, cached */
    Uint64 layer_key;
    int layer_valid;
    double frame_ms_total, frame_ms_max; /* drawing statistics (RACKO_TIMING) */   /* SDL_GetPerformanceCounter() when main() began */
} App;

/* Opens the window (or, with headless, a software renderer on a w x h
 * surface).  Returns 0 or -1 with a message in err. */
int app_init(App *app, int w, int h, int fullscreen, int headless, const char *pref_dir,
             const char *screenshot_dir, char *err, size_t errsize);
/* Frees everything app_init made (the match stays saved on disk). */
void app_free(App *app);

/* Recomputes sizes after the window changed. */
void app_resized(App *app);

/* Feeds one SDL event. */
void app_handle_event(App *app, const SDL_Event *ev);

/* Feeds one neutral input (tests use this directly). */
void app_input(App *app, const UiInput *in);

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

/* How far seat's scoring on the score sheet has been revealed, 0..1. */
float app_score_reveal(const App *app, int seat);

/* Height of the end-of-round score sheet in reference units. */
float app_round_panel_height(const App *app);

/* Rebuilds the widget list of the current screen or dialog. */
void app_build_widgets(App *app);

/* Draws a frame into the renderer (no present). */
void app_draw(App *app);

/* Starts a match; returns 0 or -1 with app->form_error set. */
int app_start_match(App *app, const RackoTableSetup *setup);

/* Resumes the saved match; returns 0 or -1 (note on the title screen). */
int app_resume(App *app, const char *path);

/* Writes the current frame to a PNG file; returns 0 or -1. */
int app_save_png(App *app, const char *path, char *err, size_t errsize);

/* Runs the event loop until the window closes (exit_after_ms > 0 ends it
 * after that long). */
void app_run(App *app, long exit_after_ms);

#endif /* RACKO_UI_APP_H */
