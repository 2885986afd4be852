/*
 * gfx.h - textures, 9-slice panels and text for the desktop game (SDL).
 * Private to src/shell/sdl; only the platform files include it.
 */
#ifndef SH_SDL_GFX_H
#define SH_SDL_GFX_H

#include <SDL.h>
#include <SDL_ttf.h>

#include "shell/geom.h"

#define GFX_MAX_TEX 128
#define GFX_MAX_FONTS 16
#define GFX_MAX_TEXTS 384

typedef enum GfxAlign {
    GFX_LEFT,
    GFX_CENTER,
    GFX_RIGHT
} GfxAlign;

typedef struct GfxTexEntry {
    char name[32];
    SDL_Texture *tex;
    int missing;
} GfxTexEntry;

typedef struct GfxFontEntry {
    int px, bold;
    TTF_Font *font;
} GfxFontEntry;

typedef struct GfxTextEntry {
    char *text;
    int px, bold;
    SDL_Color color;
    SDL_Texture *tex;
    int w, h;
    unsigned used;
} GfxTextEntry;

/* What the text drawing saw when asked to watch (gfx_fit_begin): every
 * text drawn and whether it fit.  A text is cut when it is shrunk below
 * GFX_READABLE_PX (a word: the numbers of a small rack's slots may be
 * smaller) or still does not fit its box (gfx_text_in), when a
 * word is wider than its line (gfx_text_wrap breaks it between letters),
 * or when it runs out of the window or out of the clip's width; two texts
 * overlap when their boxes cross and neither has been covered since (an
 * opaque fill or a panel drawn over it).  The pseudo-language's test
 * reads it (tests/shell/lang_checks.c); off, it costs one test a text. */
#define GFX_READABLE_PX 9
#define GFX_FIT_BOXES 768
typedef struct GfxFitBox {
    SDL_Rect r;
    char text[72];
} GfxFitBox;
typedef struct GfxFit {
    int on;
    int drawn, shrunk, cut, overlaps;
    char first_cut[200];     /* the first text cut, said with why */
    char first_overlap[200]; /* the first two texts that overlap */
    GfxFitBox box[GFX_FIT_BOXES];
    int nbox;
    SDL_Rect clip;           /* w 0: none */
} GfxFit;

typedef struct Gfx {
    SDL_Renderer *r;
    char data_dir[1024];   /* holds assets/ and fonts/ */
    int hi;                /* 1: 2x textures are loaded */
    GfxTexEntry tex[GFX_MAX_TEX];
    int ntex;
    GfxFontEntry font[GFX_MAX_FONTS];
    int nfont;
    GfxTextEntry text[GFX_MAX_TEXTS];
    int ntext;
    unsigned clock;
    char error[512];       /* first asset problem, "" if none */
    GfxFit fit;            /* what the text drawing saw, when watched */
} Gfx;

/* The collection's data folder under share/ (every game's art, sounds and
 * fonts), and its preference folders' organisation. */
#define GFX_DATA_NAME "racko"

/* Finds the data folder (assets/ and fonts/) of program `id` whose art
 * holds the sprite `probe`: $RACKO_DATA_DIR, beside the executable,
 * ../share/racko from it, then (development builds) the source tree of the
 * build.  Returns 1 and fills dir, or 0 with a message in err naming every
 * place looked in. */
int gfx_find_data_dir(const char *id, const char *probe, char *dir, size_t size, char *err,
                      size_t errsize);

/* Sets up g on renderer r with data folder dir (checked: the fonts and the
 * sprite `probe` must load).  Returns 0, or -1 with g->error set. */
int gfx_init(Gfx *g, SDL_Renderer *r, const char *dir, const char *probe);

/* Frees every texture and font. */
void gfx_free(Gfx *g);

/* Chooses 1x or 2x art for a display scale (physical pixels per 1x asset
 * pixel); drops loaded textures if that changes. */
void gfx_set_scale(Gfx *g, float scale);

/* The texture of an asset by name ("card-07", "rack"), loaded on first
 * use; NULL if missing (reported once in g->error). */
SDL_Texture *gfx_tex(Gfx *g, const char *name);

/* Draws tex into dst; a NULL texture draws nothing. */
void gfx_draw(Gfx *g, SDL_Texture *tex, ShRect dst);

/* Draws the top `rows` of 1x-pixel rows of a card-sized texture (1x height
 * card_h) into dst (which is already the clipped size). */
void gfx_draw_rows(Gfx *g, SDL_Texture *tex, int rows, int card_h, ShRect dst);

/* Draws tex as a 9-slice with margin m (1x pixels) and corner size c
 * (output pixels) into dst. */
void gfx_draw9(Gfx *g, SDL_Texture *tex, int m, int c, ShRect dst);

/* Tiles tex over dst with tiles of tile x tile output pixels. */
void gfx_tile(Gfx *g, SDL_Texture *tex, int tile, ShRect dst);

/* Fills a rectangle with a colour (alpha blended). */
void gfx_fill(Gfx *g, ShRect r, Uint8 cr, Uint8 cg, Uint8 cb, Uint8 ca);

/* Draws a rectangle's outline `t` pixels thick. */
void gfx_frame(Gfx *g, ShRect r, int t, Uint8 cr, Uint8 cg, Uint8 cb, Uint8 ca);

/* Draws UTF-8 text at (x, y) (top), aligned on x; returns its width.
 * px is the font's pixel size. */
int gfx_text(Gfx *g, const char *s, int px, int bold, SDL_Color c, int x, int y, GfxAlign al);

/* Draws text centred in rect r (both ways), shrinking it to fit. */
void gfx_text_in(Gfx *g, const char *s, int px, int bold, SDL_Color c, ShRect r);

/* Measures text. */
void gfx_text_size(Gfx *g, const char *s, int px, int bold, int *w, int *h);

/* Draws text wrapped into width w starting at (x, y); returns the height. */
int gfx_text_wrap(Gfx *g, const char *s, int px, int bold, SDL_Color c, int x, int y, int w,
                  GfxAlign al);

/* The height text wrapped into width w would take (nothing drawn). */
int gfx_text_wrap_height(Gfx *g, const char *s, int px, int bold, int w);

/* Starts watching the texts drawn (GfxFit): counts and boxes cleared. */
void gfx_fit_begin(Gfx *g);
/* Ends a frame's watch: the overlaps among the texts still in sight are
 * counted into g->fit. */
void gfx_fit_end(Gfx *g);
/* What was drawn over r hides the texts under it (an opaque fill, a
 * panel). */
void gfx_fit_cover(Gfx *g, ShRect r);
/* The clip in force for the watch (NULL: none). */
void gfx_fit_clip(Gfx *g, const ShRect *r);

#endif /* SH_SDL_GFX_H */
