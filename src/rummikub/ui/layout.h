/*
 * layout.h - where everything on Rummikub's table goes (pure: no SDL, no
 * I/O).
 *
 * Designed on the shell's 1280x800 reference canvas (shell/canvas.h) at
 * the art's geometry (assets/MANIFEST-rummikub.md): the other seats'
 * plates along the top, the table's sets in the middle, a bar with the
 * turn's words and buttons, and the viewer's two-row rack at the bottom
 * with the pool on its left and the timer and the sort buttons on its
 * right.  The sets flow in rows that wrap (ui_flow), scaled down together
 * when they would not fit, so they never overlap.
 */
#ifndef RK_UI_LAYOUT_H
#define RK_UI_LAYOUT_H

#include "rummikub/engine.h"
#include "shell/canvas.h"
#include "shell/geom.h"

typedef enum UiButton {
    UI_BTN_MENU,
    UI_BTN_HINT,
    UI_BTN_SORT_RUNS,   /* sort by colour, then number */
    UI_BTN_SORT_GROUPS, /* sort by number, then colour */
    UI_BTN_UNDO,
    UI_BTN_RESET,
    UI_BTN_DRAW,
    UI_BTN_END,
    UI_BTN_MOVES,       /* the recent moves (the panel of the move log) */
    UI_BTN_COUNT
} UiButton;

/* The rack's places: two rows of at least 20. */
#define UI_RACK_ROW_MIN 20

typedef struct UiLayout {
    ShCanvas cv;
    int players, viewer;
    ShRect plate[RK_MAX_SEATS];     /* the other seats' plates (empty for the viewer) */
    ShRect plate_info[RK_MAX_SEATS]; /* the line under a plate: score, what it does */
    ShRect button[UI_BTN_COUNT];
    ShRect title;                   /* "Game 1 of 4" under Menu */
    ShRect score;                   /* the viewer's own line under Hint */
    ShRect area;                    /* where the sets lie */
    ShRect banner;                  /* whose turn, what to do, why not */
    ShRect rack;                    /* the rack image */
    ShRect pool, pool_label;
    ShRect timer;
    ShRect message;                 /* notices (a bot's trouble) over the table's foot */
    ShRect moves;                   /* the panel of the recent moves, over the table's left */
    ShRect first_draw;              /* the viewer's first-seat draw: on the table, above the bar */
    float ax, ay, aw, ah;           /* the area in reference units (where ui_flow lays sets) */
    /* A replay (ui_layout_replay) only: */
    int replay;
    ShRect hand[RK_MAX_SEATS];      /* each other seat's rack face up, under its plate */
    float hand_ref[RK_MAX_SEATS][4]; /* the same in reference units: x, y, w, h */
    ShRect mark;                    /* "Replay", top left (where Menu is in play) */
} UiLayout;

/* The band of the other seats' racks in a replay (reference units). */
#define UI_HAND_Y 104.0f
#define UI_HAND_H 72.0f

/* Computes the layout for canvas c with `players` seats, `viewer` at the
 * bottom (the others clockwise along the top, the next seat on the
 * left).  Out-of-range arguments are clamped. */
void ui_layout_compute(UiLayout *L, const ShCanvas *c, int players, int viewer);

/* The layout of L (ui_layout_compute's) for a replay, where everybody's
 * rack is face up: under each other seat's plate its rack (hand), the
 * table's area below them, no button (none acts: the viewer's bar is the
 * shell's), the banner the bar's whole width, the mark "Replay" where
 * Menu is in play, no timer. */
void ui_layout_replay(UiLayout *L);

/* Places per row of the rack for n tiles (room for one more). */
int ui_rack_per_row(int n);

/* The rectangle of rack place i (0-based: the back row first) when the
 * rack has per_row places a row. */
ShRect ui_rack_place(const UiLayout *L, int per_row, int i);

/* The sets of a table as laid out. */
typedef struct UiSetBox {
    ShRect under;               /* the set's underlay */
    int n;
    ShRect tile[RK_SET_MAX];
} UiSetBox;

typedef struct UiFlow {
    int nsets;
    UiSetBox set[RK_TABLE_MAX_SETS];
    ShRect newset;              /* the place of a new set, after the others */
    float scale;                /* tiles' size against the art's (1: 48x64 reference units) */
    float ref_x[RK_TABLE_MAX_SETS], ref_y[RK_TABLE_MAX_SETS]; /* each underlay's corner, reference units */
} UiFlow;

/* Where the sets of a table lay, to lay the next table out with the same
 * sets in the same places (ui_flow_keep): each set by a key of the
 * caller's (the same key: the same set), its underlay's corner in
 * reference units, at one scale. */
typedef struct UiFlowMemo {
    int n;
    float scale;
    int key[RK_TABLE_MAX_SETS];
    float x[RK_TABLE_MAX_SETS], y[RK_TABLE_MAX_SETS];
} UiFlowMemo;

/* Lays sets of lens[0..n-1] tiles out in rows that wrap inside L->area,
 * in order, with the place of a new set after them; the largest scale of
 * a few steps down to 0.4 at which everything fits (the smallest if
 * nothing does).  A row leaves room for two more tiles at its end when
 * that costs no scale, so that a set may grow without pushing the last
 * of its row to the next. */
void ui_flow(const UiLayout *L, const int *lens, int n, UiFlow *out);

/* How ui_flow_keep keeps the sets' places. */
enum {
    UI_KEEP_CLOSE = 1, /* a hole wider than two tiles before a set, or a row left empty, closes */
    UI_KEEP_GROW = 2   /* laid out afresh when the table would fit at a larger scale */
};
/* During the player's turn nothing moves that the player did not move;
 * between turns (another seat's play) the table tidies itself. */
#define UI_KEEP_TURN 0
#define UI_KEEP_BETWEEN (UI_KEEP_CLOSE | UI_KEEP_GROW)

/* As ui_flow, but a set whose key (keys[k]) is in *memo keeps its place
 * there, or goes as little right or down as the sets before it need
 * (the sets stay in order); sets not in it go after the one before.  With
 * UI_KEEP_CLOSE a hole left before a set (sets before it that shrank or
 * went) is kept up to two tiles wide, a wider one closed, and so is a row
 * left empty; without it every hole stays.  When the table no longer fits
 * at the memo's scale it shrinks as it is, each place scaled (never laid
 * out anew but when nothing fits); with UI_KEEP_GROW it is laid out afresh
 * (ui_flow) when it would fit at a larger scale.  memo may be NULL. */
void ui_flow_keep(const UiLayout *L, const int *lens, const int *keys, int n,
                  const UiFlowMemo *memo, int flags, UiFlow *out);

/* The memo of a flow, its sets keyed by keys[0..f->nsets-1]. */
void ui_flow_memo(const UiFlow *f, const int *keys, UiFlowMemo *out);

/* The sets after set `from` (keys[from], in the table's order, lens[]
 * their lengths) in its row back towards where `start` (a memo of the
 * same scale, may be NULL) had them: each as far left as the set before
 * it allows, never left of its place in `start` nor right of where it is
 * (a row that had to make room for a split takes that room back when the
 * split is joined again). */
void ui_flow_memo_pull_back(UiFlowMemo *m, const UiFlowMemo *start, const int *keys,
                            const int *lens, int n, int from);

/* One more set in a memo (of its scale): key's underlay corner at
 * (x, y), reference units; an entry of that key is replaced. */
void ui_flow_memo_add(UiFlowMemo *m, int key, float x, float y);

/* Where a new set of len tiles dropped on the free table at (x, y)
 * (pixels: where its first tile's middle is wanted) goes on the table laid
 * out as f: in the row under the point, its first tile at the point or
 * as near as the free space there allows (after the set before it when
 * the space is too narrow), inside the area; index is the place among
 * f's sets it takes in reading order, (x, y) its underlay's corner
 * (reference units, for ui_flow_memo_add), tile its first tile. */
typedef struct UiNewPlace {
    int index;
    float x, y;
    ShRect tile;
} UiNewPlace;
void ui_flow_new_place(const UiLayout *L, const UiFlow *f, int len, int x, int y,
                       UiNewPlace *out);

/* A rack's tiles on the game-end sheet: rows of per_row tiles of w x h
 * reference units with a gap of UI_SHEET_GAP, every tile inside width x
 * height; the fewest rows (at most 3) at which they stay large enough to
 * read. */
#define UI_SHEET_GAP 2.0f
#define UI_SHEET_TILES_X 250.0f /* the tiles' column from the sheet's left edge */
#define UI_SHEET_TILES_W 540.0f /* its width: "= 168", GAME and TOTAL right of it */
#define UI_SHEET_TILES_H 62.0f  /* its height in a seat's row of 96 (the reason under it) */
typedef struct UiSheetTiles {
    int rows, per_row;
    float w, h;
} UiSheetTiles;
void ui_sheet_tiles(int n, float width, float height, UiSheetTiles *out);

/* A rectangle of the reference canvas in pixels (sh_ref on L->cv). */
ShRect ui_layout_ref_rect(const UiLayout *L, float x, float y, float w, float h);

/* A length in reference units in pixels. */
int ui_px(const UiLayout *L, float len);

#endif /* RK_UI_LAYOUT_H */
