/*
 * shell/draw.h - what a game draws with: the shell's drawing calls.
 *
 * A game never sees SDL.  It draws through an ShDraw the shell hands it:
 * sprites by name (PNG files of the data folder, 1x or 2x art chosen for
 * the display's scale), 9-slice panels, filled rectangles and frames, and
 * text (DejaVu Sans, measured, centred, wrapped), plus the widgets'
 * looks (panels, dialogs, buttons) so every screen of every game matches.
 * Drawing calls never fail: a missing sprite draws nothing (and is
 * reported once by the shell).
 */
#ifndef SH_DRAW_H
#define SH_DRAW_H

#include <stddef.h>

#include "shell/canvas.h"
#include "shell/geom.h"

typedef struct ShDraw ShDraw;
typedef struct ShImage ShImage; /* a loaded sprite, owned by the shell */

typedef struct ShColor {
    unsigned char r, g, b, a;
} ShColor;

typedef enum ShAlign {
    SH_LEFT,
    SH_CENTER,
    SH_RIGHT
} ShAlign;

/* The house colours, shared by the shell's screens and the games. */
extern const ShColor SH_C_TEXT;  /* light text */
extern const ShColor SH_C_DIM;   /* captions */
extern const ShColor SH_C_CREAM; /* text on wood and felt */
extern const ShColor SH_C_GOLD;  /* what matters now: the turn, titles, focus */
extern const ShColor SH_C_INK;   /* dark text on light pieces */
extern const ShColor SH_C_GREEN; /* gains */
extern const ShColor SH_C_WARN;  /* notices (a bot's trouble) */

/* The canvas the screen is drawn on (the window's size and scale). */
const ShCanvas *sh_draw_canvas(const ShDraw *d);

/* A length in reference units in pixels (sh_px on the draw's canvas). */
int sh_dpx(const ShDraw *d, float len);

/* 1 when the 2x art is in use (sprite sheets' cells are twice as big). */
int sh_draw_hi(const ShDraw *d);

/* The sprite `name` (assets/png/1x|2x/NAME.png), loaded on first use;
 * NULL if it is missing. */
ShImage *sh_image(ShDraw *d, const char *name);

/* Draws a sprite into dst (NULL draws nothing). */
void sh_image_draw(ShDraw *d, ShImage *im, ShRect dst);

/* Draws the top `rows` of a sprite whose 1x height is full_h, into dst
 * (already the clipped size): a card tucked into a rack. */
void sh_image_rows(ShDraw *d, ShImage *im, int rows, int full_h, ShRect dst);

/* Draws a sprite as a 9-slice with margin m (1x pixels) and corners of c
 * output pixels. */
void sh_image_9(ShDraw *d, ShImage *im, int m, int c, ShRect dst);

/* Tiles a sprite over dst in tile x tile squares. */
void sh_image_tile(ShDraw *d, ShImage *im, int tile, ShRect dst);

/* Draws the part src of a sprite (NULL: all of it, in the sprite's own
 * pixels) into dst, turned by `degrees` clockwise about dst's centre. */
void sh_image_turned(ShDraw *d, ShImage *im, const ShRect *src, ShRect dst, double degrees);

/* Fills a rectangle with a colour (alpha blended). */
void sh_fill(ShDraw *d, ShRect r, ShColor c);

/* Draws a rectangle's outline t pixels thick. */
void sh_frame(ShDraw *d, ShRect r, int t, ShColor c);

/* Draws UTF-8 text with its top at y, aligned on x; returns its width.
 * px is the font's pixel size. */
int sh_text(ShDraw *d, const char *s, int px, int bold, ShColor c, int x, int y, ShAlign al);

/* Draws text centred in r both ways, shrinking it until it fits. */
void sh_text_in(ShDraw *d, const char *s, int px, int bold, ShColor c, ShRect r);

/* Measures text (w or h may be NULL). */
void sh_text_size(ShDraw *d, const char *s, int px, int bold, int *w, int *h);

/* Draws text wrapped into width w from (x, y); returns its height.  A word
 * wider than the line breaks after '/' or '\\', else between characters. */
int sh_text_wrap(ShDraw *d, const char *s, int px, int bold, ShColor c, int x, int y, int w,
                 ShAlign al);

/* The height sh_text_wrap would take (nothing drawn). */
int sh_text_wrap_height(ShDraw *d, const char *s, int px, int bold, int w);

/* Draws only inside r from now on (a scrolled page); sh_unclip ends it. */
void sh_clip(ShDraw *d, ShRect r);
void sh_unclip(ShDraw *d);

/* Mixes n bytes at p into the fingerprint h (FNV-1a; start from
 * SH_HASH_START): how a game keys the still layer it draws. */
#define SH_HASH_START 1469598103934665603ull
unsigned long long sh_hash(unsigned long long h, const void *p, size_t n);

/* The house notice box (a bot's trouble, sh_host_notice): the sentence
 * bold, the detail (may be NULL or "") smaller under it, each wrapped into
 * r's width at a readable size (15 and 12 reference units, never below 12
 * and 11 pixels); r grows upwards as far as they need (its bottom edge
 * stays where the game put it) and is kept inside the window.  Nothing is
 * drawn when text is "".  Returns the box drawn. */
ShRect sh_draw_notice(ShDraw *d, const char *text, const char *detail, ShRect r);

/* The house widgets' looks. */
void sh_draw_panel(ShDraw *d, ShRect r);       /* a framed panel */
void sh_draw_dialog(ShDraw *d, ShRect r);      /* a panel with an opaque backing */
void sh_draw_button(ShDraw *d, ShRect r, const char *label, int hover, int pressed, int enabled,
                    int focus, int primary);

#endif /* SH_DRAW_H */
