/*
 * layout.h - where everything on the table goes, from the window's size.
 *
 * Pure: no SDL, no I/O.  The table is designed on the shell's 1280x800
 * reference canvas (shell/canvas.h), so it keeps its proportions at any
 * window size and pixel density.  The human
 * seat being shown (the "viewer") sits at the bottom with a large rack;
 * the other seats sit around the top of the table in play order (the next
 * seat on the left, as at a real table), so in a four-seat team game the
 * partner sits opposite, at the top.
 */
#ifndef RACKO_UI_LAYOUT_H
#define RACKO_UI_LAYOUT_H

#include "racko/engine.h"
#include "shell/canvas.h"
#include "shell/geom.h"

/* Where the cards sit in the rack image, in the image's 1x pixels
 * (assets/MANIFEST.md, "Rack"). */
typedef struct UiRackGeom {
    int rack_w, rack_h;        /* the rack image */
    int card_x;                /* left edge of every card */
    int slot_y[RACKO_SLOTS];   /* top edge of the card in slot k (slot 0 = front) */
    int shown[RACKO_SLOTS];    /* rows of that card left visible */
    ShRect label[RACKO_SLOTS]; /* the slot's label pad on the rack's rail */
    int card_w, card_h;        /* a card at 1x: 240x150 */
    /* The tray holding the two piles (MANIFEST "Tray"). */
    int tray_w, tray_h;
    int draw_x, draw_y, discard_x, discard_y; /* card top-left in the tray */
    ShRect draw_label, discard_label;         /* label bands in the tray */
} UiRackGeom;

/* Fills g with the geometry of the assets (assets/MANIFEST.md). */
void ui_rack_geom_default(UiRackGeom *g);

typedef enum UiSeatPos {
    UI_POS_BOTTOM,
    UI_POS_LEFT,
    UI_POS_TOP,
    UI_POS_RIGHT
} UiSeatPos;

typedef enum UiButton {
    UI_BTN_MENU,
    UI_BTN_HINT,
    UI_BTN_COUNT
} UiButton;

typedef struct UiSeatLayout {
    int present;            /* 1 if the seat is at this table */
    UiSeatPos pos;
    int large;              /* 1 for the viewer's rack */
    ShRect panel;           /* everything that belongs to the seat */
    ShRect name;            /* name plate (name, score, turn marker) */
    ShRect rack;            /* the rack image */
    ShRect card[RACKO_SLOTS];  /* whole card in slot k */
    ShRect strip[RACKO_SLOTS]; /* the visible, clickable part of slot k */
    ShRect label[RACKO_SLOTS]; /* slot label pad of slot k */
    ShRect hand;            /* where the seat's drawn card is shown */
} UiSeatLayout;

typedef struct UiLayout {
    ShCanvas cv;            /* the reference canvas on the output */
    int w, h;               /* output size in pixels (cv.w, cv.h) */
    float u;                /* pixels per reference unit (cv.u) */
    int ox, oy;             /* where the reference canvas starts (cv.ox, cv.oy) */
    int players, viewer;
    UiSeatLayout seat[RACKO_MAX_SEATS]; /* indexed by seat number */
    ShRect topbar;
    ShRect title;           /* round / target text in the top bar */
    ShRect button[UI_BTN_COUNT];
    ShRect banner;          /* whose turn and what to do now */
    ShRect scoreboard;
    ShRect tray;
    ShRect draw_pile, discard_pile;
    ShRect draw_label, discard_label;
    ShRect message;         /* short explanations ("not your turn") */
    ShRect center;          /* celebrations */
    int card_w, card_h;     /* a large card */
    int font_px, font_small_px, font_big_px, font_huge_px;
} UiLayout;

/* Computes the layout for a w x h output (pixels) with `players` seats
 * (1..4) of which `viewer` (0..players-1) is shown at the bottom.  geom
 * may be NULL (defaults).  Out-of-range arguments are clamped. */
void ui_layout_compute(UiLayout *lay, int w, int h, int players, int viewer,
                       const UiRackGeom *geom);

/* Scales a length in reference units to pixels (sh_px on lay->cv). */
int ui_layout_px(const UiLayout *lay, float len);

/* A rectangle of the reference canvas in output pixels (sh_ref on lay->cv). */
ShRect ui_layout_ref(const UiLayout *lay, float x, float y, float w, float h);

#endif /* RACKO_UI_LAYOUT_H */
