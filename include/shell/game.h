/*
 * shell/game.h - the interface between the shell and a game.
 *
 * As in Simon Tatham's puzzles, a game exports one `const ShGame`: who it
 * is, its setup form, how a match starts or resumes, and its table on the
 * screen (layout, drawing through shell/draw.h, input to actions, time
 * moving on).  The shell (src/shell) is written once against it: window,
 * screens, menus, confirmations, settings, sound, autosave, the pass
 * screen of a hot-seat table.  A game never sees SDL.
 *
 * The game's table (`ShTable`, defined by each game in its own folder) is
 * a match plus everything its screen needs: the mid-end table, the
 * animation timeline and scene, the layout, the transient input state.
 * The shell reaches the game only through these callbacks; the game
 * reaches the shell only through the ShHost calls below.
 */
#ifndef SH_GAME_H
#define SH_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "kit/history.h"
#include "kit/record.h"
#include "shell/canvas.h"
#include "shell/draw.h"
#include "shell/geom.h"
#include "shell/input.h"
#include "shell/settings.h"

#define SH_MAX_SEATS 8
#define SH_NAME_MAX TK_SEAT_NAME_MAX /* characters in a seat's name */
#define SH_SPEC_MAX TK_SEAT_SPEC_MAX /* characters in a seat's spec ("ai:expert", "bot:./mybot") */
#define SH_LEVELS_MAX 6

typedef struct ShHost ShHost;   /* the shell, as a game sees it */
typedef struct ShTable ShTable; /* a game's table: defined by each game */

/* ------------------------------------------------------------------ */
/* Widgets (buttons, choices, switches, check boxes, text fields)      */

typedef enum ShWidgetKind {
    SH_W_BUTTON,
    SH_W_CHOICE, /* a value chosen with left/right or clicks */
    SH_W_SWITCH, /* on/off, label on the left */
    SH_W_CHECK,  /* a check box, label on the right */
    SH_W_TEXT,   /* an editable line */
    SH_W_LABEL
} ShWidgetKind;

#define SH_WIDGET_VALUE_MAX (SH_SPEC_MAX + 1)

typedef struct ShWidget {
    ShWidgetKind kind;
    int id;
    ShRect r;
    char label[64];
    char value[SH_WIDGET_VALUE_MAX];
    int on;      /* switches and check boxes */
    int enabled;
    int primary;      /* the default button: the keyboard focus starts on it, and
                         Enter on a value field presses it (the shell's focus.c) */
    const char *icon; /* a button's sprite, left of its label (NULL: none) */
    int alert;        /* 1: what the form's message below speaks of (drawn framed in red) */
} ShWidget;

/* Widget ids: the shell's are below SH_ID_GAME; a game numbers its own
 * from SH_ID_GAME.  A game's dialog may also show the shell's buttons
 * (New game, Title screen, Play again): the shell handles those. */
enum {
    SH_ID_NONE = 0,
    SH_ID_NEW = 2,        /* "New game..." */
    SH_ID_TITLE = 10,     /* "Title screen" */
    SH_ID_PLAY_AGAIN = 20,/* a new match like this one */
    SH_ID_WATCH = 23,     /* "Watch the replay": the match just ended, in the replay viewer */
    SH_ID_GAME = 1000
};

/* The index of an ordered choice of n values after a click or an arrow
 * key (delta -1 or +1: stops at the ends, a number never jumps from the
 * smallest to the largest) or a press of Enter (delta 0: the next one,
 * from the last back to the first). */
int sh_choice_step(int at, int n, int delta);

/* sh_choice_step on the values list[0..n-1]: the value after `value`. */
int sh_choice_step_in(int value, const int *list, int n, int delta);

/* Adds a widget to the screen being built (at most a screenful; NULL when
 * full).  The widget is owned by the host, valid until the next rebuild. */
ShWidget *sh_host_widget(ShHost *h, ShWidgetKind kind, int id, ShRect r, const char *label);

/* The buttons of every game's match-end sheet, the shell's own: Play
 * again (the primary one), New game... and Title screen, one under the
 * other, centred, the first at y on the 1280x800 reference canvas; when
 * the match just ended was kept in the history with its record, Watch
 * the replay too, the four two by two (each 270 wide, 600 in all). */
void sh_host_match_end_buttons(ShHost *h, const ShCanvas *c, float y);

/* ------------------------------------------------------------------ */
/* What a game asks of the shell                                       */

typedef enum ShSound {
    SH_SND_DRAW,
    SH_SND_PLACE,
    SH_SND_FLIP,
    SH_SND_SHUFFLE,
    SH_SND_DEAL,
    SH_SND_FANFARE,
    SH_SND_ROUND_END,
    SH_SND_ILLEGAL,
    SH_SND_CLICK,
    SH_SND_COUNT
} ShSound;

/* The settings in force (the shell's and the game's own). */
const ShSettings *sh_host_settings(const ShHost *h);

/* Plays a sound (nothing when muted or without an audio device). */
void sh_host_sound(ShHost *h, ShSound s);

/* The most sounds of its own a game may have (ShGame.sounds). */
#define SH_GAME_SOUNDS_MAX 8

/* Plays the game's own sound i (ShGame.sounds[i]), as sh_host_sound; a
 * sound the game does not have is nothing. */
void sh_host_game_sound(ShHost *h, int i);

/* Sets the explanation of the message box ("First take a card.").
 * restart: 1 shows it for its full time again (a new explanation), 0 only
 * changes the text (an explanation cleared by the player's next step).
 * "" clears it. */
void sh_host_message(ShHost *h, const char *text, int restart);

/* The explanation shown now, "" when none (owned by h). */
const char *sh_host_message_text(const ShHost *h);

/* Shows a notice (a bot's trouble) for longer than an explanation: a
 * table's notice as kit/notice.h makes it, a sentence for the player and
 * maybe a detail after " — " (an exit status, a log's file), kept apart. */
void sh_host_notice(ShHost *h, const char *text);

/* The notice shown now, its sentence: "" when none or its time is over
 * (owned by h). */
const char *sh_host_notice_text(const ShHost *h);

/* The notice's detail, "" when it has none or its time is over (owned by
 * h): shown smaller, under the sentence (sh_draw_notice). */
const char *sh_host_notice_detail(const ShHost *h);

/* Where the match is saved after every action (owned by h), or NULL when
 * nothing may be written (a picture drawn from a record). */
const char *sh_host_save_path(const ShHost *h);

/* The folder for bots' logs, made on first use; NULL when it cannot be
 * made or nothing may be written. */
const char *sh_host_bot_log_dir(ShHost *h);

/* Asks for a frame to be drawn. */
void sh_host_dirty(ShHost *h);

/* The outside bots' commands the player set up on this machine (typed in
 * the new-game form, or allowed when a saved match asked): a record's bot
 * is started without asking only when its command is one of them. */
int sh_host_bot_trusted(const ShHost *h, const char *command);
void sh_host_trust_bot(ShHost *h, const char *command);

/* 1 while one of the shell's dialogs (the menu, a confirmation, the pass
 * screen) covers the table: nobody at the table can act on it then. */
int sh_host_covered(const ShHost *h);

/* ------------------------------------------------------------------ */
/* Starting a match                                                    */

/* Who plays each seat, from the new-game form (or a quick game). */
typedef struct ShSetup {
    int players;
    uint64_t seed;
    /* spec: "human", "ai:LEVEL", "bot:COMMAND", or "" for the game's
       default computer; name: "" for a generated name (the kit's seat, as
       records and the match layer keep it). */
    TkSeatInfo seat[SH_MAX_SEATS];
} ShSetup;

/* How a saved match is opened.  Every mode a match is played on in
 * autosaves it after every action, as a new match does; only READ_ONLY
 * writes nothing. */
enum {
    SH_OPEN_PLAY = 0,      /* to play on: autosave, its bots started, logs */
    SH_OPEN_READ_ONLY = 1, /* to look at: writes nothing, starts no process */
    SH_OPEN_NO_BOTS = 2    /* to play on (autosave), the computer in its bots' seats (no
                              process) */
};

/* The commands of the seats whose spec is "bot:COMMAND" (at most max,
 * each into cmds[i]); returns how many. */
int sh_saved_bot_commands(const char *const *specs, int seats, char (*cmds)[SH_SPEC_MAX + 1],
                          int max);

/* A saved match's bots' commands (sh_saved_bot_commands), from the
 * summary a game's `saved` gives (its line: the kit's tk_saved_line). */
int sh_saved_bots(const TkSaved *sv, char (*cmds)[SH_SPEC_MAX + 1], int max);

/* Hot seat: the person at seat to_act is to act now, at a table where
 * `humans` seats are persons.  The screen's viewer (whose rack or hand is
 * shown), revealed (1 when it may be shown) and pass_pending follow: to a
 * new person at a table of several, the pass screen first (the rack
 * hidden until they say they are there); to the only person, at once.
 * Returns 0 when nothing changed, SH_TABLE_CHANGED when the viewer did
 * (lay the table out again), or SH_TABLE_PASS (lay it out, hidden, and
 * show the pass screen). */
int sh_hot_seat(int to_act, int humans, int *viewer, int *revealed, int *pass_pending);

/* What a table's input or time asks of the shell (bits). */
enum {
    SH_TABLE_CHANGED = 1,    /* draw again */
    SH_TABLE_MENU = 2,       /* open the menu */
    SH_TABLE_FULLSCREEN = 4, /* toggle full screen */
    SH_TABLE_PASS = 8        /* hot seat: show the pass screen (sh_game pass_name) */
};

/* ------------------------------------------------------------------ */
/* How to play                                                         */

/* A section of the game's Rules page: a heading, paragraphs (separated by
 * a blank line, "\n\n"; a line starting "- " is a point of a list), and a
 * picture the game draws (0: none) picture_h reference units high. */
typedef struct ShRulesSection {
    const char *heading;
    const char *text;
    int picture;
    float picture_h;
} ShRulesSection;

/* ------------------------------------------------------------------ */
/* The game                                                            */

/* The words a game gives here are English, marked for the catalogues
 * (kit/lang.h): the shell translates them where it shows them.  The
 * tagline, about, keys_help, a setting's label and shown values and the
 * Rules page's headings and texts with N_(); the computer levels, which
 * are also seat specs ("ai:medium"), with NC_("computer level", ...);
 * the title and title_art are names, never translated. */
typedef struct ShGame {
    /* Who it is. */
    const char *id;          /* "racko": the program, the preference folder */
    const char *title;       /* "Rack-O": the window */
    const char *title_art;   /* "RACK-O": the title screen's big word */
    const char *tagline;     /* the title screen's line under it */
    const char *about;       /* --help's line: "The Rack-O card game for the desktop." */
    const char *keys_help;   /* --help's closing lines (keys in a game), "\n"-separated */
    const char *save_name;   /* the saved match in the preference folder: "match.racko" */
    const char *icon;        /* the window icon, under the data folder */
    const char *probe_image; /* a sprite that must load, to know the art is there */

    /* Seats and levels of the new-game form. */
    int min_seats, max_seats;   /* 1..SH_MAX_SEATS */
    const char *const *levels;  /* computer levels, easiest first: "easy", ... */
    int nlevels;                /* 1..SH_LEVELS_MAX */
    int default_level;          /* index of the level of new seats */

    /* The game's own settings (labels of Rack-O's slots). */
    const ShChoiceSetting *settings;
    int nsettings;

    /* The form's table options: a block of options_size bytes the shell
     * keeps, set to defaults by options_default; options_widgets adds the
     * form's widgets for them (ids from SH_ID_GAME, on the canvas c);
     * options_widget applies a click or a key on one (delta -1 back, +1
     * forward, 0 press) and returns 1 if it changed anything. */
    size_t options_size;
    void (*options_default)(void *opts);
    void (*options_widgets)(const void *opts, ShHost *h, const ShCanvas *c);
    int (*options_widget)(void *opts, int id, int delta);
    /* What the rules refuse in these options for `players` seats, said
     * for the player at the option to change: the id of that option's
     * widget (why: "Teams need 4 seats: ...") or 0 when the setup is
     * fine.  The form shows it as soon as it is so, and Start waits. */
    int (*options_check)(const void *opts, int players, char *why, size_t size);
    /* The options as one line of text ("rules=bonus,teams target=500"),
     * remembered with the last new-game form, and read back: parse
     * returns 0, or -1 leaving opts unchanged when the text is not the
     * game's.  NULL: the options are not remembered. */
    size_t (*options_format)(const void *opts, char *buf, size_t size);
    int (*options_parse)(void *opts, const char *text);
    /* Starts an outside bot's command for seat (0-based), waits for its
     * hello and lets it go: 0, or -1 with msg saying what is wrong in one
     * sentence of the language in force ("Seat 2's bot (./mybot) stopped
     * before it answered (exit status 1)."; mt_check_bot); the form shows
     * it when Start is pressed.  NULL: not checked. */
    int (*check_bot)(int seat, const char *command, char *msg, size_t size);

    /* The game's own sounds, played with sh_host_game_sound: file names
     * under the data folder's assets/sounds ("rt-take.wav"), at most
     * SH_GAME_SOUNDS_MAX; a file that is missing plays nothing.  NULL,
     * 0: none but the shell's (ShSound). */
    const char *const *sounds;
    int nsounds;

    /* Draws what sits behind the title screen's big word (Rack-O: a fan of
     * cards). */
    void (*draw_title_art)(ShDraw *d);

    /* The Rules page (title screen, menu, F1): its sections, and the
     * pictures they ask for, drawn into r. */
    const ShRulesSection *rules;
    int nrules;
    void (*draw_rules_picture)(ShDraw *d, int picture, ShRect r);

    /* A match.  table_new starts one for setup with the form's options
     * (NULL: the game's defaults, for a quick game); table_resume opens a
     * saved one (SH_OPEN_*); table_again starts a new match with the same
     * seats and options.  On failure *out is NULL and err says why in a
     * sentence for the player. */
    int (*table_new)(ShHost *h, const ShSetup *setup, const void *opts, ShTable **out,
                     char *err, size_t size);
    int (*table_resume)(ShHost *h, const char *path, int mode, ShTable **out, char *err,
                        size_t size);
    int (*table_again)(ShHost *h, const ShTable *t, uint64_t seed, ShTable **out, char *err,
                       size_t size);
    void (*table_free)(ShTable *t);

    /* A saved match's summary, for the title screen (reads the file
     * strictly, starts nothing, writes nothing; the match layer's
     * mt_saved_read): its state, seats, totals and bots; msg says why a
     * damaged file is.  The shell starts its bots only when the player set
     * them up here or says so (a file names any command). */
    void (*saved)(const char *path, TkSaved *out, char *msg, size_t size);

    /* 1 once the match is over (a new game needs no confirmation). */
    int (*table_over)(const ShTable *t);

    /* The table on screen.  table_layout after the window or the viewer
     * changed; table_draw draws the still part (moving 0, cached by the
     * shell and drawn again only when table_key changes) or what moves
     * (moving 1, every frame); the shell has painted the felt first. */
    void (*table_layout)(ShTable *t, const ShCanvas *c);
    void (*table_draw)(ShTable *t, ShDraw *d, int moving);
    uint64_t (*table_key)(const ShTable *t);

    /* Input on the table (no menu or dialog open): SH_TABLE_* bits. */
    int (*table_input)(ShTable *t, const ShInput *in);
    /* Time: moves animations on by ms and, unless `blocked` (a menu or
     * the pass screen is open), drives the match; SH_TABLE_* bits. */
    int (*table_tick)(ShTable *t, int ms, int blocked);
    /* How long the loop may sleep: 0 while something moves, else the ms
     * until the table's next timer, -1 for "until an input". */
    int (*table_wait_ms)(const ShTable *t, int blocked);
    /* The settings changed (speed, labels). */
    void (*table_settings_changed)(ShTable *t);
    /* The player asked for a hint (the menu). */
    void (*table_hint)(ShTable *t);

    /* Hot seat: the name of the seat the screen is passed to, and the
     * player's word that it is them. */
    const char *(*pass_name)(const ShTable *t);
    void (*table_reveal)(ShTable *t);

    /* The game's own dialogs over its table (Rack-O: the score sheet, the
     * match's results).  table_dialog: 1 while one is open (the shell
     * sends input to widgets then); dialog_widgets adds its buttons (the
     * default one primary: the focus starts there, and the shell does the
     * keys and the key line as on its own screens);
     * dialog_input may take an input first (1: used); dialog_widget
     * applies one of its buttons (ids from SH_ID_GAME). */
    int (*table_dialog)(const ShTable *t);
    void (*dialog_widgets)(ShTable *t, ShHost *h, const ShCanvas *c);
    int (*dialog_input)(ShTable *t, const ShInput *in);
    int (*dialog_widget)(ShTable *t, int id);

    /* Optional (NULL: nothing).  The window lost the keyboard's focus
     * while the table is shown (a real-time game pauses): SH_TABLE_*
     * bits. */
    int (*table_focus_lost)(ShTable *t);
    /* 1: the right button's presses reach table_input, as SH_IN_PRESS
     * with SH_MOD_SECONDARY (0: they are not sent, as for a game that
     * has no use for them). */
    int secondary_click;

    /* A still picture of a saved match (racko --render-record): shows it
     * from seat `viewer` (0-based; -1: as the table would), everything in
     * place. */
    void (*table_picture)(ShTable *t, int viewer);

    /* The replay viewer (NULL: the game has none; all or none of these).
     * replay_open opens the record at path to watch (the match layer's
     * mt_match_replay: read only, no process ever started, nothing
     * written), at its start, every seat's hand, rack and piles face up
     * (it is over), held; *out NULL and err on failure.  The shell's
     * replay screen shows that table with the table's own callbacks
     * (table_layout on a canvas that leaves the viewer's bar free below,
     * table_draw, table_tick, table_wait_ms, the dialogs: the sheets
     * between games come as in play, their Next button taking the
     * record's next deal), never table_input, table_hint or table_keep.
     * replay_steps: the record's steps (a move, a deal, a round's end);
     * replay_at: how many are shown (0..steps); replay_units: the step
     * after which each round or game is dealt, into starts[0..max-1],
     * returns how many (mt_replay_units); replay_seek: shows the table
     * after `step` steps, everything in place, nothing moving, no sheet;
     * replay_forward: the next step with the animations, sounds and words
     * of play (a sheet open: closed as its button would); replay_play:
     * plays on by itself at speed_pct percent of the game's usual pace
     * (100: as the computers play; a sheet closes itself after a while)
     * when playing is 1, holds when 0.  All return SH_TABLE_* bits but
     * replay_open, steps, at and units. */
    int (*replay_open)(ShHost *h, const char *path, ShTable **out, char *err, size_t size);
    int (*replay_steps)(const ShTable *t);
    int (*replay_at)(const ShTable *t);
    int (*replay_units)(const ShTable *t, int *starts, int max);
    int (*replay_seek)(ShTable *t, int step);
    int (*replay_forward)(ShTable *t);
    int (*replay_play)(ShTable *t, int playing, int speed_pct);
    /* What the viewer calls a round or game of n, with N_() (translated
     * where shown, with tk_fmt): "Round %d of %d" or "Game %d of %d". */
    const char *replay_unit;
    /* The same unit in the viewer's key line, with N_() (translated where
     * shown): what Page Up and Page Down jump to, in the game's own word,
     * "Page Up/Down: round" or "Page Up/Down: game". */
    const char *replay_unit_keys;

    /* The match history (kit/history.h) in the preference folder, and the
     * Statistics screen over it (title screen and menu); NULL: the game
     * keeps none and has no such screen.  history: the game's own figures
     * (its MtHistoryOps' figures).  table_keep keeps the table's match in
     * the history of dir, over (abandoned 0) or thrown away unfinished
     * (1): the match layer's mt_history_add (when, seconds: its end and
     * length, given by the shell).  saved_keep keeps the unfinished match
     * saved at path, about to be replaced, as abandoned
     * (mt_history_add_saved; read strictly, nothing started; seconds: how
     * long it was played, 0 when the shell does not know).  TK_OK or an
     * error with msg. */
    const TkHistGame *history;
    int (*table_keep)(ShTable *t, const char *dir, int64_t when, long seconds, int abandoned,
                      char *msg, size_t size);
    int (*saved_keep)(const char *path, const char *dir, int64_t when, long seconds, char *msg,
                      size_t size);
} ShGame;

#endif /* SH_GAME_H */
