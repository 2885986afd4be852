/*
 * ui.h - Ratuki's table on the screen: a match on the match layer
 * (RtTable, ratuki/table.h) driven by the wall clock, what the screen
 * shows of it, the layout and the players' input, behind the shell's
 * interface (shell/game.h).  Private to src/ratuki/ui; no SDL.
 *
 * Three states, kept apart as in Tatham's puzzles: the match (the layer's
 * RtTable: the engine is the truth, and a person's play lands on it in the
 * frame of the input), what moves over it on the screen (cards flying, a
 * take's shout, the countdown: UiFly and the timers below, none of which
 * ever changes the match), and the input state (a card chosen, a drag,
 * the keyboard's focus).
 *
 * Time.  The round's clock (ShTable.clock, ms since the round began) is
 * the wall clock's milliseconds the shell passes to table_tick, counted
 * only while the round runs: not during the countdown, a pause, a shell
 * dialog or a sheet.  The match is moved to it (mt_match_advance) when
 * something is due, so the computers act at the very millisecond the
 * driver says, never a frame's rounding later in the round's time.
 */
#ifndef RT_UI_UI_H
#define RT_UI_UI_H

#include "match/screen.h"
#include "ratuki/engine.h"
#include "ratuki/table.h"
#include "shell/game.h"

/* The form's table options (ShGame.options_*). */
typedef struct UiOptions {
    int target; /* the match's target; 0: one round */
    int window; /* the tie window, ms */
    int pace;   /* the computers' pace, percent of their level's own */
    int glow;   /* UiGlow */
} UiOptions;

typedef enum UiGlow {
    UI_GLOW_AUTO = 0, /* on when a computer plays at the easy level */
    UI_GLOW_ON = 1,
    UI_GLOW_OFF = 2
} UiGlow;

/* The table's own dialogs. */
typedef enum UiDialog {
    UI_DLG_NONE,
    UI_DLG_PAUSE,     /* the round stopped for everyone: the table hidden */
    UI_DLG_ROUND_END, /* every seat's piles, counted up */
    UI_DLG_MATCH_END  /* the ranking */
} UiDialog;

enum {
    UI_PERSONS = 2,    /* people at one keyboard */
    UI_FLY_MAX = 32,   /* cards moving at once */
    UI_COUNTDOWN = 3000, /* ms of 3-2-1 before a round goes (on) */
    UI_SHOUT_MS = 900, /* "RATUKI!" on screen */
    UI_LIT_MS = 450,   /* a seat lit after it plays */
    UI_SAY_MAX = 200
};

/* The game's own sounds (ShGame.sounds, assets/MANIFEST-ratuki.md). */
typedef enum UiSound {
    UI_SND_PLAY,      /* a card on a stack */
    UI_SND_REFUSE,    /* a card bounced back */
    UI_SND_TAKE,      /* RATUKI! */
    UI_SND_TIE,       /* both cards back */
    UI_SND_TICK,      /* the countdown's 3, 2, 1 */
    UI_SND_GO,        /* its go */
    UI_SND_ROUND_END,
    UI_SND_COUNT
} UiSound;

/* A card's proportions (the art's 96x136). */
#define UI_CARD_RATIO (136.0f / 96.0f)

/* Where a moving card starts or ends (found in the layout each frame, so
 * a resized window moves it too). */
typedef enum UiSpotKind {
    UI_SPOT_HAND,    /* seat's hand slot i */
    UI_SPOT_PLACE,   /* stack place i */
    UI_SPOT_SCORING, /* seat's scoring pile */
    UI_SPOT_DISCARD, /* seat's discard pile */
    UI_SPOT_PIXELS   /* where the pointer let go: rect */
} UiSpotKind;

typedef struct UiSpot {
    UiSpotKind kind;
    int seat, i;
    ShRect rect;
} UiSpot;

typedef enum UiFlyKind {
    UI_FLY_PLAY,   /* another seat's card to a stack */
    UI_FLY_TAKE,   /* a stack to its taker's scoring pile */
    UI_FLY_TIE,    /* a tied card back to its seat's discard pile */
    UI_FLY_BOUNCE  /* a refused card back to the hand */
} UiFlyKind;

typedef struct UiFly {
    UiFlyKind kind;
    RtCard card;     /* its face; RT_NO_CARD: its back */
    int cards;       /* a take: the stack's height */
    UiSpot from, to;
    int place;       /* the place it flies to (a play: the place shows `under` meanwhile), -1 */
    RtCard under;
    int under_height;
    int age, ms;     /* played so far, its length */
} UiFly;

/* A seat's corner of the screen. */
typedef struct UiSeatBox {
    ShRect box;            /* its panel */
    ShRect hand[RT_HAND];  /* its hand (large for a person at the keyboard) */
    ShRect draw, discard, scoring;
    ShRect name;
    int big;               /* 1: a person's hand, face up and large */
} UiSeatBox;

typedef struct UiLayout {
    int players;
    ShRect place[RT_MAX_SEATS]; /* a stack's top card */
    ShRect place_hit[RT_MAX_SEATS]; /* where a card dropped plays on it */
    ShRect place_label[RT_MAX_SEATS]; /* its key and height under it */
    UiSeatBox seat[RT_MAX_SEATS];
    ShRect shout;          /* the countdown and "RATUKI!" */
    ShRect sheet;          /* the round's and the match's sheets */
} UiLayout;

/* A person at the keyboard: the seat, the card chosen (a slot, -1), the
 * place of the stack it was chosen against (what "too late" is said of). */
typedef struct UiPerson {
    int seat;              /* -1: none */
    int chosen;
    RtCard seen_top[RT_MAX_SEATS]; /* each place's top when the card was chosen */
} UiPerson;

/* The keyboard's focus of the first person (the arrows). */
typedef enum UiZone {
    UI_Z_HAND,  /* i = slot */
    UI_Z_PLACE  /* i = place */
} UiZone;

struct ShTable {
    ShHost *host;
    RtTable *match;
    ShCanvas canvas;
    UiLayout lay;
    int viewer;               /* the seat at the bottom */
    int read_only;
    int glow;                 /* playable cards glow */

    /* The round's clock. */
    int clock;                /* ms since the round began, as the screen keeps it */
    int round;                /* the round that clock belongs to */
    int countdown;            /* ms of the countdown left (0: none) */
    int paused;               /* Esc or the window's focus lost */
    int marked;               /* the clock when the round's moment was last saved */

    /* What moves over the match. */
    UiFly fly[UI_FLY_MAX];
    int nfly;
    int shout_ms;             /* "RATUKI!" left on screen */
    int shout_seat;           /* who took (-1: the countdown's go) */
    int lit[RT_MAX_SEATS];    /* ms each seat stays lit */
    char say[UI_SAY_MAX];     /* what the table said last (also in the shell's message) */

    /* Input. */
    UiPerson person[UI_PERSONS];
    int npersons;
    int pressed, press_slot, press_x, press_y;
    int dragging, drag_x, drag_y, grab_dx, grab_dy;
    int mouse_x, mouse_y;
    UiZone fzone;
    int fi;
    int focus_shown;          /* 1 after an arrow: the focus ring is drawn */

    /* Between rounds. */
    UiDialog dialog;
    MtShown shown;
    RtRoundScore score;       /* the last round's */
    int have_score;
    int count_ms;             /* the round sheet counted up so far */

    /* A replay (replay.c): the record watched, every hand face up, nobody
     * at the keyboard.  The layer's screen part moves it between rounds
     * (scr: its sheets, the viewer held or playing); dialog mirrors
     * scr.dialog.  The round's clock runs at speed_pct percent. */
    int replay;
    MtScreen scr;
    int speed_pct;
    int speed_rest;           /* ms * speed_pct left over below 100 */
    int revealed, pass_pending; /* scr's hot-seat fields (no turns: unused) */
};

/* game.c */
extern const ShGame ratuki_game;

/* table.c: the match, its clock and what the screen shows of its events;
 * the ShGame table callbacks. */
int ui_table_new(ShHost *h, const ShSetup *setup, const void *opts, ShTable **out, char *err,
                 size_t size);
int ui_table_resume(ShHost *h, const char *path, int mode, ShTable **out, char *err,
                    size_t size);
int ui_table_again(ShHost *h, const ShTable *t, uint64_t seed, ShTable **out, char *err,
                   size_t size);
void ui_table_free(ShTable *t);
void ui_table_saved(const char *path, TkSaved *out, char *msg, size_t size);
int ui_table_over(const ShTable *t);
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
int ui_table_check_bot(int seat, const char *command, char *msg, size_t size);
int ui_table_focus_lost(ShTable *t);

/* The game (owned by t's match). */
const RtGame *ui_game(const ShTable *t);
/* 1 while the round runs: dealt, no countdown, no pause, no sheet. */
int ui_running(const ShTable *t);
/* The person at the keyboard playing seat s (0 or 1), or -1. */
int ui_person_of(const ShTable *t, int seat);
/* Stops the round for everyone (Esc, the window's focus lost): the moment
 * saved.  SH_TABLE_CHANGED. */
int ui_table_pause(ShTable *t);
/* Person p plays its hand card `slot` on `place` (-1: discards it) at the
 * round's clock: TK_OK, or the refusal, said on the screen and the card
 * sent back from `from` (NULL: from its hand). */
int ui_table_act(ShTable *t, int p, int slot, int place, const ShRect *from);
/* Says a sentence in the shell's message box (and keeps it in t->say). */
void ui_table_say(ShTable *t, const char *text);
/* 1 if the seat's card in slot could be played somewhere now (the glow). */
int ui_playable(const ShTable *t, int seat, int slot);
/* The name a seat is shown by (owned by t). */
const char *ui_seat_name(const ShTable *t, int seat);

/* Takes the match's events onto the screen and its notices into the
 * message box (nothing between rounds: pump's part). */
void ui_table_drain(ShTable *t);
/* The screen's table around match m (owned by the table from now on,
 * even on failure), in mode (SH_OPEN_*). */
int ui_table_around(ShHost *h, RtTable *m, int mode, ShTable **out, char *err, size_t size);
/* What moves over the match moved on by ms; 1 while anything moves. */
void ui_animate(ShTable *t, int ms);
int ui_moving(const ShTable *t);
/* The countdown run down by ms: its ticks and its go. */
void ui_count_down(ShTable *t, int ms);
/* The round sheet whole (COUNT_UP_MS). */
void ui_sheet_whole(ShTable *t);

/* replay.c: the replay viewer's ShGame ops (shell/game.h) and a
 * replay's tick and wait. */
int ui_replay_open(ShHost *h, const char *path, ShTable **out, char *err, size_t size);
int ui_replay_steps(const ShTable *t);
int ui_replay_at(const ShTable *t);
int ui_replay_units(const ShTable *t, int *starts, int max);
int ui_replay_seek(ShTable *t, int step);
int ui_replay_forward(ShTable *t);
int ui_replay_play(ShTable *t, int playing, int speed_pct);
int ui_replay_tick(ShTable *t, int ms, int blocked);
int ui_replay_wait_ms(const ShTable *t, int blocked);
void ui_replay_dialog_widgets(ShTable *t, ShHost *h, const ShCanvas *c);
int ui_replay_dialog_widget(ShTable *t, int id);

/* layout.c */
void ui_table_layout(ShTable *t, const ShCanvas *c);
/* A moving card's spot in pixels now. */
ShRect ui_spot_rect(const ShTable *t, const UiSpot *sp);

/* input.c */
int ui_table_input(ShTable *t, const ShInput *in);
/* The keys of person p: its cards', its places' (one per seat) and its
 * discard key ("123", "qwert", 'd'). */
const char *ui_card_keys(const ShTable *t, int p);
const char *ui_place_keys(const ShTable *t, int p);
int ui_discard_key(const ShTable *t, int p);

/* draw.c */
void ui_table_draw(ShTable *t, ShDraw *d, int moving);
uint64_t ui_table_key(const ShTable *t);
void ui_draw_title_art(ShDraw *d);
void ui_draw_rules_picture(ShDraw *d, int picture, ShRect r);
/* The round sheet's height (reference units). */
float ui_sheet_height(const ShTable *t);

/* art.c: the cards' and the table's pictures (assets/MANIFEST-ratuki.md). */
/* A card's face in r: its deck's colour, its value in its style (the
 * word style in the language in force). */
void ui_art_card(ShDraw *d, RtCard c, ShRect r);
/* A card's back of deck `deck`. */
void ui_art_back(ShDraw *d, int deck, ShRect r);
/* A free stack place. */
void ui_art_slot(ShDraw *d, ShRect r);
/* A card's shadow under r. */
void ui_art_shadow(ShDraw *d, ShRect r);
/* Deck `deck`'s symbol in r. */
void ui_art_symbol(ShDraw *d, int deck, ShRect r);
/* Deck `deck`'s colour, and the lighter one its lines on the felt are
 * drawn in (a seat's frame, a pending card's). */
ShColor ui_art_colour(int deck);
ShColor ui_art_line_colour(int deck);
/* An empty pile's place (not a stack place: no 1 in it). */
void ui_art_empty(ShDraw *d, ShRect r);
/* The sprite name of a card's face into buf ("rt-card-2-31", "rt-card-0-wild"). */
const char *ui_art_card_name(RtCard c, int french, char *buf, size_t size);

#endif /* RT_UI_UI_H */
