/* draw_none.c - shell/draw.h's calls drawing nothing, for the pure suite
 * (test_ui_core.c): the game's `const ShGame rummikub_game` names its
 * drawing functions, which call these; the real ones are the shell's SDL
 * platform part, which a pure test must not link.  Nothing here is ever
 * called by the tests. */
#include "shell/draw.h"

const ShColor SH_C_TEXT = {0, 0, 0, 0};
const ShColor SH_C_DIM = {0, 0, 0, 0};
const ShColor SH_C_CREAM = {0, 0, 0, 0};
const ShColor SH_C_GOLD = {0, 0, 0, 0};
const ShColor SH_C_INK = {0, 0, 0, 0};
const ShColor SH_C_GREEN = {0, 0, 0, 0};
const ShColor SH_C_WARN = {0, 0, 0, 0};

const ShCanvas *sh_draw_canvas(const ShDraw *d)
{
    (void)d;
    return NULL;
}

int sh_dpx(const ShDraw *d, float len)
{
    (void)d;
    return (int)len;
}

int sh_draw_hi(const ShDraw *d)
{
    (void)d;
    return 0;
}

ShImage *sh_image(ShDraw *d, const char *name)
{
    (void)d;
    (void)name;
    return NULL;
}

void sh_image_draw(ShDraw *d, ShImage *im, ShRect dst)
{
    (void)d;
    (void)im;
    (void)dst;
}

void sh_image_rows(ShDraw *d, ShImage *im, int rows, int full_h, ShRect dst)
{
    (void)d;
    (void)im;
    (void)rows;
    (void)full_h;
    (void)dst;
}

void sh_image_9(ShDraw *d, ShImage *im, int m, int c, ShRect dst)
{
    (void)d;
    (void)im;
    (void)m;
    (void)c;
    (void)dst;
}

void sh_image_tile(ShDraw *d, ShImage *im, int tile, ShRect dst)
{
    (void)d;
    (void)im;
    (void)tile;
    (void)dst;
}

void sh_image_turned(ShDraw *d, ShImage *im, const ShRect *src, ShRect dst, double degrees)
{
    (void)d;
    (void)im;
    (void)src;
    (void)dst;
    (void)degrees;
}

void sh_fill(ShDraw *d, ShRect r, ShColor c)
{
    (void)d;
    (void)r;
    (void)c;
}

void sh_frame(ShDraw *d, ShRect r, int t, ShColor c)
{
    (void)d;
    (void)r;
    (void)t;
    (void)c;
}

int sh_text(ShDraw *d, const char *s, int px, int bold, ShColor c, int x, int y, ShAlign al)
{
    (void)d;
    (void)s;
    (void)px;
    (void)bold;
    (void)c;
    (void)x;
    (void)y;
    (void)al;
    return 0;
}

void sh_text_in(ShDraw *d, const char *s, int px, int bold, ShColor c, ShRect r)
{
    (void)d;
    (void)s;
    (void)px;
    (void)bold;
    (void)c;
    (void)r;
}

void sh_text_size(ShDraw *d, const char *s, int px, int bold, int *w, int *h)
{
    (void)d;
    (void)s;
    (void)px;
    (void)bold;
    if (w != NULL) {
        *w = 0;
    }
    if (h != NULL) {
        *h = 0;
    }
}

int sh_text_wrap(ShDraw *d, const char *s, int px, int bold, ShColor c, int x, int y, int w,
                 ShAlign al)
{
    (void)d;
    (void)s;
    (void)px;
    (void)bold;
    (void)c;
    (void)x;
    (void)y;
    (void)w;
    (void)al;
    return 0;
}

int sh_text_wrap_height(ShDraw *d, const char *s, int px, int bold, int w)
{
    (void)d;
    (void)s;
    (void)px;
    (void)bold;
    (void)w;
    return 0;
}

void sh_clip(ShDraw *d, ShRect r)
{
    (void)d;
    (void)r;
}

void sh_unclip(ShDraw *d)
{
    (void)d;
}

void sh_draw_panel(ShDraw *d, ShRect r)
{
    (void)d;
    (void)r;
}

void sh_draw_dialog(ShDraw *d, ShRect r)
{
    (void)d;
    (void)r;
}

void sh_draw_button(ShDraw *d, ShRect r, const char *label, int hover, int pressed, int enabled,
                    int focus, int primary)
{
    (void)d;
    (void)r;
    (void)label;
    (void)hover;
    (void)pressed;
    (void)enabled;
    (void)focus;
    (void)primary;
}

ShRect sh_draw_notice(ShDraw *d, const char *text, const char *detail, ShRect r)
{
    (void)d;
    (void)text;
    (void)detail;
    return r;
}
