/*
 * table.h - Rack-O's table on the screen: a match (the mid-end's
 * RackoTable, racko/table.h), its animation, its layout and the player's transient
 * input state, behind the shell's interface (shell/game.h).  Private to
 * src/racko/ui; no SDL.
 */
#ifndef RACKO_UI_TABLE_H
#define RACKO_UI_TABLE_H

#include "anim.h"
#include "interpret.h"
#include "layout.h"
#include "match/screen.h"
#include "racko/table.h"
#include "shell/game.h"

/* Rack-O's own dialogs over the table (MtScreen.dialog). */
typedef enum UiDialog {
    UI_DLG_NONE = MT_BETWEEN_NONE,
    UI_DLG_ROUND_END = MT_BETWEEN_GAME_END, /* the score sheet */
    UI_DLG_MATCH_END = MT_BETWEEN_MATCH_END /* the match's results */
} UiDialog;

/* The form's table options (ShGame.options_*). */
typedef struct UiOptions {
    unsigned rules;
    int target;
    int stake;
    int token_rounds;
} UiOptions;

/* A line of the move log: a move, or an explanation or hint kept after
 * it left the banner. */
#define UI_LOG_MAX 300
#define UI_LOG_LINE 160

typedef enum UiLogKind {
    UI_LOG_MOVE,
    UI_LOG_NOTE
} UiLogKind;

typedef struct UiLogLine {
    UiLogKind kind;
    char text[UI_LOG_LINE];
} UiLogLine;

struct ShTable {
    ShHost *host;
    RackoTable *match;
    UiAnim *anim;
    UiRackGeom geom;
    UiLayout lay;
    ShCanvas canvas;        /* the window's canvas (the layout follows the viewer) */
    int viewer;             /* seat at the bottom */
    int revealed;           /* hot seat: the viewer has confirmed it is them */
    int pass_pending;       /* hot seat: the pass screen is asked for */
    ShRect drop_from;       /* where a dragged card was let go */
    int drop_valid;
    unsigned sound_serial;  /* timeline events already given a sound */
    MtScreen scr;           /* the match moved on: its dialog (UiDialog), what was shown
                               between rounds, the computers' pace */
    int dialog_ms;          /* time the score sheet has been shown */
    UiPlayUi pui;
    int mouse_x, mouse_y;   /* the pointer over the table */
    int hint_shown;
    UiLogLine log[UI_LOG_MAX]; /* the match's moves, newest first */
    int nlog;
    int log_scroll;         /* lines of the log scrolled past (0: the newest shows) */
    char last_note[UI_LOG_LINE]; /* the explanation last kept in the log */
    int replay;             /* 1: a record watched (mt_match_replay): every rack face up,
                               no input, the viewer's bar drives it (replay_*) */
    int replay_speed;       /* the replay's speed, percent of the computers' pace */
};

/* What the banner says, and how: 0 the player's turn or the table's news,
 * 1 an explanation (a refused move), 2 a hint. */
void ui_table_banner(const ShTable *t, const UiPlayCtx *ctx, char *buf, size_t size, int *style);

/* Keeps a line in the move log (newest first, the oldest dropped past
 * UI_LOG_MAX). */
void ui_table_log(ShTable *t, UiLogKind kind, const char *text);

/* The game (game.c). */
extern const ShGame racko_game;

/* table.c: the match on the screen, the ShGame table callbacks. */
int ui_table_new(ShHost *h, const ShSetup *setup, const void *opts, ShTable **out, char *err,
                 size_t size);
int ui_table_resume(ShHost *h, const char *path, int mode, ShTable **out, char *err,
                    size_t size);
int ui_table_again(ShHost *h, const ShTable *t, uint64_t seed, ShTable **out, char *err,
                   size_t size);
void ui_table_free(ShTable *t);
void ui_table_saved(const char *path, TkSaved *out, char *msg, size_t size);
int ui_table_over(const ShTable *t);
void ui_table_layout(ShTable *t, const ShCanvas *c);
int ui_table_input(ShTable *t, const ShInput *in);
int ui_table_tick(ShTable *t, int ms, int blocked);
int ui_table_wait_ms(const ShTable *t, int blocked);
void ui_table_settings_changed(ShTable *t);
void ui_table_hint(ShTable *t);
const char *ui_table_pass_name(const ShTable *t);
void ui_table_reveal(ShTable *t);
int ui_table_dialog(const ShTable *t);
void ui_table_dialog_widgets(ShTable *t, ShHost *h, const ShCanvas *c);
int ui_table_dialog_input(ShTable *t, const ShInput *in);
int ui_table_dialog_widget(ShTable *t, int id);
void ui_table_picture(ShTable *t, int viewer);

/* The replay viewer's table (ShGame.replay_*): a record opened read only
 * (mt_match_replay), every rack face up, held at its start; its steps,
 * where it is, its rounds; a jump, a step forward, playing on. */
int ui_table_replay_open(ShHost *h, const char *path, ShTable **out, char *err, size_t size);
int ui_table_replay_steps(const ShTable *t);
int ui_table_replay_at(const ShTable *t);
int ui_table_replay_units(const ShTable *t, int *starts, int max);
int ui_table_replay_seek(ShTable *t, int step);
int ui_table_replay_forward(ShTable *t);
int ui_table_replay_play(ShTable *t, int playing, int speed_pct);

/* How the screen labels a seat (the scores, the score sheet, the
 * standings): the seat's name, the one the player chose for their own
 * (owned by t). */
const char *ui_table_seat_label(const ShTable *t, int seat);

/* 1 if seat is the only human at the table (named "You"). */
int ui_table_is_you(const ShTable *t, int seat);

/* 1 when the slot labels are letters (the game's setting). */
int ui_table_letters(const ShTable *t);

/* How far seat's scoring on the score sheet has been revealed, 0..1. */
float ui_table_score_reveal(const ShTable *t, int seat);

/* Height of the end-of-round score sheet in reference units. */
float ui_table_round_panel_height(const ShTable *t);

/* The decision context of the viewer as the screen shows it now. */
void ui_table_play_ctx(const ShTable *t, UiPlayCtx *ctx);

/* draw.c: the table's pictures (ShGame.table_draw, table_key,
 * draw_title_art). */
void ui_table_draw(ShTable *t, ShDraw *d, int moving);
uint64_t ui_table_key(const ShTable *t);
void ui_draw_title_art(ShDraw *d);
void ui_draw_rules_picture(ShDraw *d, int picture, ShRect r);

/* The rectangle where a place of the animation is on screen. */
ShRect ui_table_place_rect(const ShTable *t, UiPlace p);

/* 1 if seat's cards are shown face up to whoever sits at the screen. */
int ui_table_face_up(const ShTable *t, int seat);

#endif /* RACKO_UI_TABLE_H */
