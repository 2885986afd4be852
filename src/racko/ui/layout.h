/*
 * layout.h - where everything on the table goes, from the window's size.
 *
 * Pure: no SDL, no I/O.  The table is designed on a 1280x800 reference
 * canvas and scaled uniformly (u = min(w/1280, h/800)) and centred, so it
 * keeps its proportions at any window size and pixel density.  The human
 * seat being shown (the "viewer") sits at the bottom with a large rack;
 * the other seats sit around the top of the table in play order (the next
 * seat on the left, as at a real table), so in a four-seat team game the
 * partner sits opposite, at the top.
 */
#ifndef RACKO_UI_LAYOUT_H
#define RACKO_UI_LAYOUT_H

#include "racko/engine.h"
#include "uigeom.h"

#define UI_REF_W 1280
#define UI_REF_H 800
/* The smallest window the table is designed for (logical pixels). */
#define UI_MIN_W 1024
#define UI_MIN_H 700

/* Where the cards sit in the rack image, in the image's 1x pixels
 * (assets/MANIFEST.md, "Rack"). */
typedef struct UiRackGeom {
    int rack_w, rack_h;        /* the rack image */
    int card_x;                /* left edge of every card */
    int slot_y[RACKO_SLOTS];   /* top edge of the card in slot k (slot 0 = front) */
    int shown[RACKO_SLOTS];    /* rows of that card left visible */
    UiRect label[RACKO_SLOTS]; /* the slot's label pad on the rack's rail */
    int card_w, card_h;        /* a card at 1x: 240x150 */
    /* The tray holding the two piles (MANIFEST "Tray"). */
    int tray_w, tray_h;
    int draw_x, draw_y, discard_x, discard_y; /* card top-left in the tray */
    UiRect draw_label, discard_label;         /* label bands in the tray */
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
    UiRect panel;           /* everything that belongs to the seat */
    UiRect name;            /* name plate (name, score, turn marker) */
    UiRect rack;            /* the rack image */
    UiRect card[RACKO_SLOTS];  /* whole card in slot k */
    UiRect strip[RACKO_SLOTS]; /* the visible, clickable part of slot k */
    UiRect label[RACKO_SLOTS]; /* slot label pad of slot k */
    UiRect hand;            /* where the seat's drawn card is shown */
} UiSeatLayout;

typedef struct UiLayout {
    int w, h;               /* output size in pixels */
    float u;                /* pixels per reference unit */
    int ox, oy;             /* where the reference canvas starts */
    int players, viewer;
    UiSeatLayout seat[RACKO_MAX_SEATS]; /* indexed by seat number */
    UiRect topbar;
    UiRect title;           /* round / target text in the top bar */
    UiRect button[UI_BTN_COUNT];
    UiRect banner;          /* whose turn and what to do now */
    UiRect scoreboard;
    UiRect tray;
    UiRect draw_pile, discard_pile;
    UiRect draw_label, discard_label;
    UiRect message;         /* short explanations ("not your turn") */
    UiRect center;          /* celebrations */
    int card_w, card_h;     /* a large card */
    int font_px, font_small_px, font_big_px, font_huge_px;
} UiLayout;

/* Computes the layout for a w x h output (pixels) with `players` seats
 * (1..4) of which `viewer` (0..players-1) is shown at the bottom.  geom
 * may be NULL (defaults).  Out-of-range arguments are clamped. */
void ui_layout_compute(UiLayout *lay, int w, int h, int players, int viewer,
                       const UiRackGeom *geom);

/* Scales a length in reference units to pixels (at least 1 if len > 0). */
int ui_layout_px(const UiLayout *lay, float len);

/* A rectangle of the reference canvas in output pixels. */
UiRect ui_layout_ref(const UiLayout *lay, float x, float y, float w, float h);

#endif /* RACKO_UI_LAYOUT_H */
