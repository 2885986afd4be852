/*
 * table.h - Rummikub's table on the screen: a match (the mid-end's
 * RkMatch, rummikub/table.h), the scene its events are animated on, the
 * viewer's turn in progress (an RkEdit, rummikub/edit.h), the layout and
 * the transient input state, behind the shell's interface (shell/game.h).
 * Private to src/rummikub/ui; no SDL.
 *
 * Three states, kept apart as in Tatham's puzzles: the match (RkMatch and,
 * during the viewer's turn, the RkEdit), what the screen shows of it (the
 * scene, which lags behind the match while tiles move), and the input
 * state (selection, focus, a drag).
 */
#ifndef RK_UI_TABLE_H
#define RK_UI_TABLE_H

#include "layout.h"
#include "rummikub/ai.h"
#include "rummikub/edit.h"
#include "match/screen.h"
#include "rummikub/table.h"
#include "shell/game.h"
#include "shell/timeline.h"

/* The form's table options (ShGame.options_*). */
typedef struct UiOptions {
    int timer; /* seconds: 0, 30, 45, 60, 90, 120 */
    int games; /* games in the match */
} UiOptions;

/* Rummikub's own dialogs over the table (MtScreen.dialog). */
typedef enum UiDialog {
    UI_DLG_NONE = MT_BETWEEN_NONE,
    UI_DLG_GAME_END = MT_BETWEEN_GAME_END, /* every rack and what it scored */
    UI_DLG_MATCH_END = MT_BETWEEN_MATCH_END /* the ranking */
} UiDialog;

/* A tile's marks on the table (UiBoard.flag). */
enum {
    UI_F_FROM_RACK = 1, /* came from the viewer's rack this turn: may go back */
    UI_F_CHANGED = 2,   /* put down from its rack by another seat since the viewer's turn */
    UI_F_HINT = 4       /* the hint moves it (hint shown as a plan) */
};

/* The table as the screen shows it. */
typedef struct UiScene {
    int players;
    int game, games;
    int turn_seat;                /* whose turn is shown, -1 none */
    int pool;
    RkCounts rack[RK_MAX_SEATS];  /* every rack (drawn only for eyes that may see it) */
    int tiles[RK_MAX_SEATS];
    int melded[RK_MAX_SEATS];
    int total[RK_MAX_SEATS];
    RkTable table;
    uint8_t mark[RK_TABLE_MAX_SETS][RK_SET_MAX]; /* UI_F_CHANGED of table tiles */
    uint8_t set_mark[RK_TABLE_MAX_SETS];         /* 1: a set another seat changed */
    RkRackOrder order[RK_MAX_SEATS];             /* each seat's rack as arranged */
    int first_draw[RK_MAX_SEATS]; /* first-seat draw: tile + 1 shown, 0 none */
    int first_seat;               /* who starts this game, -1 until drawn */
    int have_score;
    RkGameScore score;            /* the last game's */
    int match_over;
} UiScene;

/* What kind of message the banner shows (ui_table_said). */
typedef enum UiSay {
    UI_SAY_NONE,    /* none: the turn's words, or the news of the table */
    UI_SAY_REFUSAL, /* a refusal or a warning: the error look */
    UI_SAY_NOTE,    /* news or guidance that is no error: the plain look */
    UI_SAY_HINT     /* "Hint: ...": the hint's look */
} UiSay;

#define UI_LOG_MAX 200
/* The most moves of a turn in progress its file keeps, the last ones: Undo
 * after a resume steps back over them, then to the turn's start.  What
 * reading a file costs is bounded by it (and the file's 8 MiB), whatever
 * the file holds. */
#define UI_TURN_STEPS 256
#define UI_LOG_LINE 1024 /* a line of the move log: a play said set by set, where its tiles went */
#define UI_TIMER_LAST 10 /* the turn timer's last seconds: a larger ring, its own tick */
#define UI_BRIEF_MAX 110 /* the banner's line: longer lines are said briefly there */

/* What a play did to each set of the table after it (ui_play_changes). */
typedef enum UiSetChange {
    UI_SET_SAME,      /* a set of the table before, as it was */
    UI_SET_NEW,       /* a new set, every tile from the rack */
    UI_SET_GROWN,     /* a set of before, whole, with tiles from the rack added */
    UI_SET_REARRANGED /* tiles of sets of before put together anew (rack tiles too, maybe) */
} UiSetChange;

typedef struct UiPlayChanges {
    UiSetChange change[RK_TABLE_MAX_SETS]; /* of each set after */
    int home[RK_TABLE_MAX_SETS]; /* the set of before it goes on from (-1: none): its place */
    int rearranged;              /* sets after of UI_SET_REARRANGED */
    int broken;                  /* sets of before not kept whole in one set after */
    int moved;                   /* tiles of the table that went to another set */
} UiPlayChanges;

/* An event on the timeline: the engine's, and whether it plays at once
 * (the viewer's own play: its tiles are already where they were put). */
typedef struct UiEvent {
    RkEvent ev;
    int instant;
    int clear; /* a person's turn ended: the marks of what changed before go */
    int mark;  /* a play whose changes are marked for the viewer (not the viewer's own) */
    char line[UI_LOG_LINE]; /* its line of the move log, logged when it begins ("" none) */
    char brief[UI_LOG_LINE]; /* the banner's line for it ("" the same) */
} UiEvent;

/* What the table area shows now: the scene's table, or the viewer's turn
 * in progress. */
typedef struct UiBoard {
    int nsets;
    struct {
        int n;
        RkTile t[RK_SET_MAX];
        uint8_t flag[RK_SET_MAX];
        int invalid; /* 1: not a valid set (the turn in progress) */
        int hint;    /* 1: a set of the hint's play */
        int changed; /* 1: another seat changed it since the viewer's turn (UiScene.set_mark) */
    } set[RK_TABLE_MAX_SETS];
    int nrack;                   /* the viewer's rack as shown, in its order */
    RkTile rack[RK_TILES];
    uint8_t rack_fresh[RK_TILES];
    uint8_t rack_hint[RK_TILES]; /* the hint puts it on the table */
    uint8_t rack_row[RK_TILES], rack_col[RK_TILES]; /* where each lies (UiRackSpots) */
    int rack_per;                /* places a row */
} UiBoard;

/* A seat's rack as laid out on the screen (rack.c): its tiles in the
 * order of the editor or the scene, each at a place (row 0 the back row,
 * column), in reading order, gaps between them as the player left them;
 * and the places of tiles that went to the table this turn, for them to
 * come back to. */
typedef struct UiRackSpots {
    int n;
    RkTile t[RK_TILES];
    uint8_t row[RK_TILES], col[RK_TILES];
    int nghost;
    RkTile ghost_t[RK_TILES];
    uint8_t ghost_at[RK_TILES];
} UiRackSpots;

/* The keyboard's focus. */
typedef enum UiZone {
    UI_Z_NONE,
    UI_Z_RACK,   /* a = rack place */
    UI_Z_TABLE,  /* a = set, b = tile */
    UI_Z_NEW,    /* the place of a new set */
    UI_Z_BUTTON  /* a = UiButton */
} UiZone;

typedef struct UiFocus {
    UiZone zone;
    int a, b;
} UiFocus;

/* Where a dragged or selected tile would go under the pointer. */
typedef struct UiDrop {
    int ok;          /* 1: a place it may go */
    RkEditSpot to;   /* for rk_edit_move */
    ShRect mark;     /* the caret or ghost to draw */
    int place;       /* on the rack: the place (reading order) the first tile lands on, else -1 */
    int caret;       /* 1: a caret between tiles; 0: a ghost tile */
    int set;         /* the set it joins (-1 none), its underlay marked */
    int new_at;      /* 1: a new set on the free table, at np */
    UiNewPlace np;
} UiDrop;

/* The layout of one state of the turn in progress (the sets' places by
 * their ids), so that Undo, Reset or a move that brings the sets back as
 * they were (a split joined again) brings their places back too. */
typedef struct UiLayoutSnap {
    int valid;
    int nsets;
    unsigned id[RK_TABLE_MAX_SETS];
    uint8_t len[RK_TABLE_MAX_SETS];
    UiFlowMemo memo;
} UiLayoutSnap;


struct ShTable {
    ShHost *host;
    RkMatch *match;
    ShTimeline *tl;
    UiScene scene;
    UiLayout lay;
    ShCanvas canvas;
    int viewer;               /* the seat at the bottom */
    int revealed;             /* hot seat: the viewer has said it is them */
    int pass_pending;
    unsigned sound_serial;

    /* The viewer's turn in progress. */
    RkEdit *edit;
    int editing;              /* 1: edit holds the viewer's turn */
    int edit_history;         /* the match's history count when it began */
    int draw_armed;           /* Draw pressed once with moves made: press again */
    int hint_on;              /* the hint's plan is shown */
    int hint_from_start;      /* 1: it plays from the turn's start (what was moved goes back) */
    RkTable hint_table;
    char hint_text[RK_AI_REASON];
    char turn_path[600];      /* the turn in progress, saved beside the match */
    RkTable *steps;           /* the table after each move of the turn Undo can step back
                                 over (kept for the turn file) */
    int nsteps, cap_steps;

    /* The viewer's last timer penalty, in sight until seen (a key or a
     * click): a card over the bar, then the next turn's words. */
    char penalty[UI_LOG_LINE];      /* "you drew blue 5, red 9 and joker" ("" none) */
    char penalty_more[400];         /* what else: what was moved went back */
    int penalty_seen;
    int penalty_moved;              /* the turn that ran out had moved tiles */
    int pen_seat, pen_want, pen_n;  /* a penalty's draws being gathered for its line (pump) */
    RkTile pen_tiles[RK_TILES];

    /* The turn timer (a person's or a bot's turn). */
    int timer_on;
    int timer_left;           /* ms */
    int timer_key;            /* history count of the turn it times */
    int timer_second;         /* last whole second a tick sounded for */
    int timer_drawn;          /* the second the ring shows */

    /* What is drawn. */
    UiRackSpots spots[RK_MAX_SEATS]; /* each seat's rack as laid out (rack.c) */
    UiBoard board;
    UiFlow flow;
    UiFlowMemo memo;          /* where the sets lie, kept for the next layout (ui_flow_keep):
                                 keyed by the editor's set ids during the viewer's turn, by
                                 index + 1 otherwise */
    int board_dirty;
    UiLayoutSnap *snaps;      /* the layout of each state of the turn (snaps[k]: after k moves) */
    int nsnaps, cap_snaps;
    int last_snap;            /* the state whose layout was kept last (-1 none) */

    /* Input. */
    int nsel;
    RkEditSpot sel[RK_TILES]; /* selected tiles: rack (RK_EDIT_RACK, pos) or table spots */
    int pressed;
    RkEditSpot press;         /* the tile pressed on */
    int press_x, press_y;
    int dragging;
    int grab_dx, grab_dy;     /* pointer inside the dragged tile */
    int mouse_x, mouse_y;
    UiFocus focus;
    int focus_shown;          /* 1 after a key: the focus ring is drawn */
    int hover_button;         /* UiButton under the pointer, -1 */

    /* The panel of the recent moves (L, the Moves button, a click on the banner). */
    int moves_open;
    int moves_scroll;         /* lines of the log scrolled back from the newest */

    /* The match moved on: its dialog (UiDialog), what was shown between
       games, the computers' pace. */
    MtScreen scr;

    /* A replay (ShGame.replay_open): read only, everybody's rack face up,
       no input, no timer; it plays on at replay_pct percent of the
       computers' pace while scr.hold is 0. */
    int replay;
    int replay_pct;

    /* The match's moves, newest first (the log under the banner). */
    char log[UI_LOG_MAX][UI_LOG_LINE];
    int nlog;
    char brief[UI_LOG_LINE];  /* log[0] as the banner says it (short) */
    char note[RK_AI_REASON + 400]; /* the banner's message when it is a note (ui_table_note) */
};

/* game.c */
extern const ShGame rummikub_game;

/* table.c: the match, its scene and time; the ShGame table callbacks. */
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
int ui_table_tick(ShTable *t, int ms, int blocked);
int ui_table_wait_ms(const ShTable *t, int blocked);
void ui_table_settings_changed(ShTable *t);
const char *ui_table_pass_name(const ShTable *t);
void ui_table_reveal(ShTable *t);
int ui_table_dialog(const ShTable *t);
void ui_table_dialog_widgets(ShTable *t, ShHost *h, const ShCanvas *c);
int ui_table_dialog_input(ShTable *t, const ShInput *in);
int ui_table_dialog_widget(ShTable *t, int id);
void ui_table_picture(ShTable *t, int viewer);
/* The replay viewer's calls (ShGame.replay_*): replay.c. */
int ui_replay_open(ShHost *h, const char *path, ShTable **out, char *err, size_t size);
int ui_replay_steps(const ShTable *t);
int ui_replay_at(const ShTable *t);
int ui_replay_units(const ShTable *t, int *starts, int max);
int ui_replay_seek(ShTable *t, int step);
int ui_replay_forward(ShTable *t);
int ui_replay_play(ShTable *t, int playing, int speed_pct);
/* For replay.c: the table around match m (owned by the table from now on,
 * even on failure) opened as mode says (SH_OPEN_*), as a new match's or a
 * resumed one's; the table shown again from the game as it stands, nothing
 * moving (a resumed match's scene), its move log made again from the
 * game's history; the pace of the computers (a replay's at its speed). */
int ui_table_make(ShHost *h, RkMatch *m, int mode, ShTable **out, char *err, size_t size);
void ui_table_show_game(ShTable *t);
int ui_table_pace(const ShTable *t);
/* In a replay, the tiles of seat's rack on their way to the table now (a
 * play being shown: they left the rack face up as it began), into *out
 * (the caller's); none in play. */
void ui_table_flying(const ShTable *t, int seat, RkCounts *out);
/* How long a replay that plays leaves a game's sheet open (ms): about
 * four paces, UI_LINGER_MIN at least. */
int ui_table_linger(const ShTable *t);
#define UI_LINGER_MIN 1200
int ui_table_check_bot(int seat, const char *command, char *msg, size_t size);

/* How the screen labels a seat (beside its score, on the game-end sheet,
 * in the ranking): the seat's name, the one the player chose for their
 * own ("" for no such seat; owned by t). */
const char *ui_table_seat_label(const ShTable *t, int seat);
/* 1 if seat is the only person at the table (whom sentences call "you"). */
int ui_table_is_you(const ShTable *t, int seat);
/* 1 if the viewer may act on the table now (its turn, nothing covering). */
int ui_table_can_act(const ShTable *t);
/* Brings t->board and t->flow up to date (after any change). */
void ui_table_refresh(ShTable *t);
/* Text with the tiles' notation ("play b10 o10 r10 and k6 k7 k8") said
 * as the screen names tiles ("play blue 10, orange 10, red 10 and black
 * 6 7 8"; "J" is "joker"), into out. */
void ui_tile_words(const char *in, char *out, size_t size);
/* How a play of another seat is staged on the screen (ms at speed 1):
 * the table's tiles that change sets move together, then the rack's tiles
 * fly in one by one, each stagger_ms after the one before. */
typedef struct UiStage {
    int table_ms, stagger_ms, fly_ms, total_ms;
} UiStage;
void ui_play_stage(const RkPlayEvent *pe, UiStage *out);
/* The keys of a play's sets after it in the memo of the table before it
 * (the set each goes on from keeps its place); keys[0..after.nsets-1]. */
void ui_play_keys(const RkPlayEvent *pe, int *keys);

/* words.c: tiles in the screen's words inside a sentence, a colour said
 * once for the numbers after it, the last two joined by "and" ("red 3
 * and 7", "black 5, blue 9 and joker"). */
void ui_tiles_words(const RkTile *t, int n, char *out, size_t size);
/* A set in the screen's words, inside a sentence ("blue 3 4 5",
 * "black, blue and red 1", "red 7 8 9 (joker as 8)"). */
void ui_set_words(const RkSet *set, char *out, size_t size);
/* What a play did to each set (pure). */
void ui_play_changes(const RkPlayEvent *pe, UiPlayChanges *out);
/* A play said by its sets, `who` ("Lena"; NULL: the viewer, "You") doing it: the move log's
 * line ("Lena made blue 3 4 5 and put red 7 on red 4 5 6.") into line,
 * and the banner's (the same, or counted when longer than UI_BRIEF_MAX:
 * "Lena played 9 tiles: made 1 set and rearranged 3 sets.") into brief. */
void ui_play_words(const RkPlayEvent *pe, const char *who, char *line, size_t size, char *brief,
                   size_t bsize);
/* The words a player reads of an engine's or a player's text: tiles as
 * ui_tile_words says them, "seat 2" (or "Seat 2") as that seat's name. */
void ui_table_words(const ShTable *t, const char *in, char *out, size_t size);
/* Keeps a line in the move log; brief (NULL: the same) is how the banner
 * says it. */
void ui_table_log(ShTable *t, const char *text, const char *brief);
/* Says something in the banner: ui_table_say a refusal or a warning (the
 * banner's error look), ui_table_note news or guidance that is no error
 * (the banner's plain look); "Hint: ..." is a hint either way. */
void ui_table_say(ShTable *t, const char *text);
/* ui_table_say of a rule's refusal, the engine's English sentence said in
 * the language in force (tk_tr_formed), `end` after it ("." or ""). */
void ui_table_refuse(ShTable *t, const char *english, const char *end);
void ui_table_note(ShTable *t, const char *text);
/* What the banner's message is now. */
UiSay ui_table_said(const ShTable *t);
/* The viewer's turn: a move made in the editor (save it, redraw). */
void ui_table_edited(ShTable *t);
/* Ends the viewer's turn with its table (End turn) or draws (Draw). */
void ui_table_end_turn(ShTable *t);
void ui_table_draw_tile(ShTable *t);
/* The height of the game-end sheet (reference units). */
float ui_table_sheet_height(const ShTable *t);

/* What the rules say of a move they refuse before a seat's initial meld
 * (play.c refuses it at once, not at End turn). */
#define UI_BEFORE_MELD_RACK "Before your initial meld you can only make new sets from your rack."
#define UI_BEFORE_MELD_TABLE                                                                      \
    "Before your initial meld the sets on the table stay as they are: make new sets from your "  \
    "rack."

/* play.c: the viewer's input (drag, click, keys) on the turn editor. */
int ui_table_input(ShTable *t, const ShInput *in);
void ui_table_hint(ShTable *t);
/* Drops the selection, the drag and the hint (the editor changed). */
void ui_play_reset(ShTable *t);
/* Where tiles dropped at (x, y) would go. */
void ui_play_drop_at(const ShTable *t, int x, int y, UiDrop *out);
/* 1 if the rack tile i / table tile (s, i) is selected. */
int ui_play_selected(const ShTable *t, RkEditSpot sp);
/* The reason a set of the turn in progress is not valid, "" if it is. */
void ui_play_set_reason(const ShTable *t, int set, char *buf, size_t size);
/* Opens (1) or closes (0) the panel of the recent moves. */
void ui_play_moves(ShTable *t, int open);
/* 1 if button b can be pressed now. */
int ui_play_button_enabled(const ShTable *t, UiButton b);

/* rack.c: the viewer's rack with each tile where it was put. */
/* Brings the places of t->board's rack in line with its order (after any
 * change: a move predicted keeps the places it was given). */
void ui_rack_sync(ShTable *t);
/* The places after a move of from[0..n-1]: to the rack (to_rack 1) before
 * the tile at index gap (-1: at the end), the first of them at `place`
 * (reading order; -1: where the tile at the gap is, pushing it on), the
 * others after it; or away from the rack (to_rack 0).  Call before the
 * move; ui_rack_sync then keeps them. */
void ui_rack_predict(ShTable *t, const RkEditSpot *from, int n, int to_rack, int gap, int place);
/* The rack packed from its first place (sorted). */
void ui_rack_pack(ShTable *t);
/* A new turn: no place is kept for tiles that went to the table. */
void ui_rack_forget_gone(ShTable *t);
/* The place (reading order) of rack tile i; i = nrack: the place after
 * the last tile. */
int ui_rack_at(const ShTable *t, int i);
/* Its rectangle. */
ShRect ui_table_rack_rect(const ShTable *t, int i);
/* The rack tile at a place, or -1. */
int ui_rack_tile_at_place(const ShTable *t, int place);

/* draw.c: pictures. */
void ui_table_draw(ShTable *t, ShDraw *d, int moving);
/* What the banner says now into buf (the turn's words, the table's news
 * or the message shown), and how: UI_SAY_NONE for the turn and the news,
 * else the kind of message. */
UiSay ui_table_banner(const ShTable *t, char *buf, size_t size);
/* The seconds left in the turn timer's last 10 (0 before them, or none). */
int ui_table_last_seconds(const ShTable *t);
/* Where the turn timer's ring is drawn now: larger in its last 10 s. */
ShRect ui_table_timer_rect(const ShTable *t);
/* 1 while the viewer's timer penalty waits to be seen over the bar. */
int ui_table_penalty_card(const ShTable *t);
uint64_t ui_table_key(const ShTable *t);
void ui_draw_title_art(ShDraw *d);
void ui_draw_rules_picture(ShDraw *d, int picture, ShRect r);
/* The sets a picture of the Rules page shows, into *out (the caller's):
 * TK_OK, or TK_E_ARG for no such picture. */
int ui_rules_picture_sets(int picture, RkTable *out);
/* The sprite name of a tile ("rk-tile-k07", "rk-tile-joker"). */
const char *ui_tile_sprite(RkTile t, char buf[16]);

#endif /* RK_UI_TABLE_H */
