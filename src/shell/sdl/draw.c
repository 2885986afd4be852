/* draw.c - the shell's drawing calls (shell/draw.h) and its screens. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "kit/lang.h"
#include "kit/text.h"

const ShColor SH_C_TEXT = {0xf4, 0xf1, 0xea, 0xff};
const ShColor SH_C_DIM = {0xae, 0xb5, 0xc2, 0xff};
const ShColor SH_C_CREAM = {0xf6, 0xe7, 0xc8, 0xff};
const ShColor SH_C_GOLD = {0xff, 0xd2, 0x3f, 0xff};
const ShColor SH_C_INK = {0x1b, 0x1d, 0x2a, 0xff};
const ShColor SH_C_GREEN = {0x7d, 0xe3, 0x8a, 0xff};
const ShColor SH_C_WARN = {0xff, 0xa0, 0x7a, 0xff};

static SDL_Color sdl_color(ShColor c)
{
    SDL_Color s;
    s.r = c.r;
    s.g = c.g;
    s.b = c.b;
    s.a = c.a;
    return s;
}

static SDL_Texture *texture(ShImage *im)
{
    return (SDL_Texture *)(void *)im;
}

/* ------------------------------------------------------------------ */
/* The drawing calls                                                   */

const ShCanvas *sh_draw_canvas(const ShDraw *d)
{
    return &d->canvas;
}

int sh_dpx(const ShDraw *d, float len)
{
    return sh_px(&d->canvas, len);
}

int sh_draw_hi(const ShDraw *d)
{
    return d->gfx->hi;
}

ShImage *sh_image(ShDraw *d, const char *name)
{
    return (ShImage *)(void *)gfx_tex(d->gfx, name);
}

void sh_image_draw(ShDraw *d, ShImage *im, ShRect dst)
{
    gfx_draw(d->gfx, texture(im), dst);
}

void sh_image_rows(ShDraw *d, ShImage *im, int rows, int full_h, ShRect dst)
{
    gfx_draw_rows(d->gfx, texture(im), rows, full_h, dst);
}

void sh_image_9(ShDraw *d, ShImage *im, int m, int c, ShRect dst)
{
    gfx_draw9(d->gfx, texture(im), m, c, dst);
}

void sh_image_tile(ShDraw *d, ShImage *im, int tile, ShRect dst)
{
    gfx_tile(d->gfx, texture(im), tile, dst);
}

void sh_image_turned(ShDraw *d, ShImage *im, const ShRect *src, ShRect dst, double degrees)
{
    SDL_Rect s, t;
    if (im == NULL) {
        return;
    }
    t.x = dst.x;
    t.y = dst.y;
    t.w = dst.w;
    t.h = dst.h;
    if (src != NULL) {
        s.x = src->x;
        s.y = src->y;
        s.w = src->w;
        s.h = src->h;
    }
    SDL_RenderCopyEx(d->ren, texture(im), src != NULL ? &s : NULL, &t, degrees, NULL,
                     SDL_FLIP_NONE);
}

void sh_fill(ShDraw *d, ShRect r, ShColor c)
{
    gfx_fill(d->gfx, r, c.r, c.g, c.b, c.a);
}

void sh_frame(ShDraw *d, ShRect r, int t, ShColor c)
{
    gfx_frame(d->gfx, r, t, c.r, c.g, c.b, c.a);
}

int sh_text(ShDraw *d, const char *s, int px, int bold, ShColor c, int x, int y, ShAlign al)
{
    return gfx_text(d->gfx, s, px, bold, sdl_color(c), x, y, (GfxAlign)al);
}

void sh_text_in(ShDraw *d, const char *s, int px, int bold, ShColor c, ShRect r)
{
    gfx_text_in(d->gfx, s, px, bold, sdl_color(c), r);
}

void sh_text_size(ShDraw *d, const char *s, int px, int bold, int *w, int *h)
{
    gfx_text_size(d->gfx, s, px, bold, w, h);
}

int sh_text_wrap(ShDraw *d, const char *s, int px, int bold, ShColor c, int x, int y, int w,
                 ShAlign al)
{
    return gfx_text_wrap(d->gfx, s, px, bold, sdl_color(c), x, y, w, (GfxAlign)al);
}

int sh_text_wrap_height(ShDraw *d, const char *s, int px, int bold, int w)
{
    return gfx_text_wrap_height(d->gfx, s, px, bold, w);
}

void sh_clip(ShDraw *d, ShRect r)
{
    SDL_Rect c;
    c.x = r.x;
    c.y = r.y;
    c.w = r.w;
    c.h = r.h;
    SDL_RenderSetClipRect(d->ren, &c);
    gfx_fit_clip(d->gfx, &r);
}

void sh_unclip(ShDraw *d)
{
    SDL_RenderSetClipRect(d->ren, NULL);
    gfx_fit_clip(d->gfx, NULL);
}

/* ------------------------------------------------------------------ */
/* The house widgets                                                   */

void sh_draw_panel(ShDraw *d, ShRect r)
{
    gfx_fit_cover(d->gfx, r);
    sh_image_9(d, sh_image(d, "panel"), 16, sh_dpx(d, 14), r);
}

void sh_draw_dialog(ShDraw *d, ShRect r)
{
    gfx_fill(d->gfx, sh_rect_inset(r, sh_dpx(d, 4)), 0x0c, 0x10, 0x1a, 0xff);
    sh_draw_panel(d, r);
}

/* A text size in reference units, in pixels, never below least. */
static int readable(const ShDraw *d, float len, int least)
{
    int px = sh_dpx(d, len);
    return px > least ? px : least;
}

ShRect sh_draw_notice(ShDraw *d, const char *text, const char *detail, ShRect r)
{
    static const ShColor back = {0x30, 0x20, 0x04, 0xe8};
    static const ShColor soft = {0xe8, 0xc8, 0x98, 0xff};
    const ShCanvas *cv = &d->canvas;
    int big = readable(d, 15.0f, 12), small = readable(d, 12.0f, 11);
    int pad = sh_dpx(d, 8), gap = sh_dpx(d, 4), frame = sh_dpx(d, 2) > 1 ? sh_dpx(d, 2) : 1;
    int w, th, dh = 0, h, y;
    const char *more = detail != NULL ? detail : "";
    if (text == NULL || text[0] == '\0') {
        return sh_rect(r.x, r.y, 0, 0);
    }
    /* Inside the window, however the game placed it. */
    if (r.w > cv->w) {
        r.w = cv->w;
    }
    if (r.x + r.w > cv->w) {
        r.x = cv->w - r.w;
    }
    if (r.x < 0) {
        r.x = 0;
    }
    w = r.w - 2 * pad;
    th = sh_text_wrap_height(d, text, big, 1, w);
    if (more[0] != '\0') {
        dh = gap + sh_text_wrap_height(d, more, small, 0, w);
    }
    h = th + dh + 2 * pad;
    if (h > r.h) {
        r.y -= h - r.h; /* grown upwards: what is under it stays in view */
        r.h = h;
    }
    if (r.y + r.h > cv->h) {
        r.y = cv->h - r.h;
    }
    if (r.y < 0) {
        r.y = 0;
    }
    sh_fill(d, r, back);
    sh_frame(d, r, frame, SH_C_WARN);
    y = r.y + (r.h - th - dh) / 2;
    y += sh_text_wrap(d, text, big, 1, SH_C_WARN, r.x + pad, y, w, SH_CENTER);
    if (more[0] != '\0') {
        sh_text_wrap(d, more, small, 0, soft, r.x + pad, y + gap, w, SH_CENTER);
    }
    return r;
}

void sh_draw_button(ShDraw *d, ShRect r, const char *label, int hover, int pressed, int enabled,
                    int focus, int primary)
{
    static const ShColor white = {0xff, 0xff, 0xff, 0xff};
    static const ShColor grey = {0xc3, 0xc7, 0xcf, 0xff};
    const char *tex = !enabled ? "button-disabled" : pressed ? "button-pressed"
                      : hover  ? "button-hover"
                               : "button-normal";
    ShRect face = r;
    sh_image_9(d, sh_image(d, tex), 12, sh_dpx(d, 12), r);
    face.h = r.h * 37 / 40;
    if (pressed) {
        face.y += 1;
    }
    sh_text_in(d, label, sh_dpx(d, primary ? 17.0f : 16.0f), 1, enabled ? white : grey,
               sh_rect_inset(face, sh_dpx(d, 8)));
    if (focus) {
        gfx_frame(d->gfx, sh_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), 2, 0xff, 0xd2, 0x3f, 0xff);
    }
}

static void draw_widgets(App *app)
{
    ShDraw *d = &app->draw;
    int i;
    for (i = 0; i < app->host.nw; i++) {
        ShWidget *w = &app->host.w[i];
        int hover = i == app->whover;
        int focus = i == app->wfocus;
        ShColor lc = w->enabled ? SH_C_TEXT : (ShColor){0x70, 0x76, 0x80, 0xff};
        switch (w->kind) {
        case SH_W_BUTTON:
            /* The focus is the pointer's too (app.c): the button it is on
               is lit as under the pointer, and framed. */
            sh_draw_button(d, w->r, w->label, (hover || focus) && w->enabled,
                           i == app->wpressed && hover, w->enabled, focus, w->primary);
            if (w->icon != NULL) {
                int is = w->r.h - sh_dpx(d, 16), tw = 0;
                sh_text_size(d, w->label, sh_dpx(d, w->primary ? 17.0f : 16.0f), 1, &tw, NULL);
                sh_image_draw(d, sh_image(d, w->icon),
                              sh_rect(w->r.x + w->r.w / 2 - tw / 2 - is - sh_dpx(d, 8),
                                      w->r.y + (w->r.h * 37 / 40 - is) / 2, is, is));
            }
            break;
        case SH_W_CHOICE: {
            ShRect box = w->r;
            char v[sizeof w->value + 16]; /* the value between two 3-byte arrows */
            if (w->label[0] != '\0') {
                sh_text(d, w->label, sh_dpx(d, 17), 1, lc, box.x - sh_dpx(d, 16),
                        box.y + (box.h - sh_dpx(d, 17) * 5 / 4) / 2, SH_RIGHT);
            }
            gfx_fill(d->gfx, box, 0x10, 0x14, 0x20, w->enabled ? 0xd0 : 0x60);
            gfx_frame(d->gfx, box, focus ? sh_dpx(d, 2) : 1, focus ? 0xff : 0x80,
                      focus ? 0xd2 : 0x88, focus ? 0x3f : 0x98, 0xff);
            snprintf(v, sizeof v, "\xE2\x97\x80   %s   \xE2\x96\xB6", w->value);
            sh_text_in(d, v, sh_dpx(d, 16), 1, w->enabled ? SH_C_CREAM : lc,
                       sh_rect_inset(box, sh_dpx(d, 4)));
            break;
        }
        case SH_W_SWITCH:
        case SH_W_CHECK: {
            int tw = sh_dpx(d, 48), th = sh_dpx(d, 24);
            ShRect sw = sh_rect(w->r.x, w->r.y + (w->r.h - th) / 2, tw, th);
            if (w->kind == SH_W_CHECK) {
                sh_image_draw(d, sh_image(d, w->on ? "checkbox-on" : "checkbox-off"),
                              sh_rect(w->r.x, w->r.y + (w->r.h - th) / 2, th, th));
                sh_text(d, w->label, sh_dpx(d, 16), 0, lc, w->r.x + th + sh_dpx(d, 12),
                        w->r.y + (w->r.h - sh_dpx(d, 16) * 5 / 4) / 2, SH_LEFT);
            } else {
                sh_text(d, w->label, sh_dpx(d, 17), 1, lc, w->r.x - sh_dpx(d, 16),
                        w->r.y + (w->r.h - sh_dpx(d, 17) * 5 / 4) / 2, SH_RIGHT);
                sh_image_draw(d, sh_image(d, w->on ? "toggle-on" : "toggle-off"), sw);
                sh_text(d, w->on ? C_("switch", "on") : C_("switch", "off"), sh_dpx(d, 16), 1, SH_C_CREAM,
                        sw.x + tw + sh_dpx(d, 12), w->r.y + (w->r.h - sh_dpx(d, 16) * 5 / 4) / 2,
                        SH_LEFT);
            }
            if (focus) {
                gfx_frame(d->gfx, sh_rect_inset(w->r, -3), 2, 0xff, 0xd2, 0x3f, 0xff);
            }
            break;
        }
        case SH_W_TEXT: {
            char v[SH_WIDGET_VALUE_MAX + 8];
            ShRect box = w->r;
            gfx_fill(d->gfx, box, 0xf4, 0xf1, 0xea, w->enabled ? 0xf0 : 0x30);
            gfx_frame(d->gfx, box, focus ? sh_dpx(d, 2) : 1, focus ? 0xff : 0x40,
                      focus ? 0xd2 : 0x40, focus ? 0x3f : 0x40, 0xff);
            if (w->value[0] == '\0' && !(focus && app->typing)) {
                sh_text(d, w->enabled ? w->label : "", sh_dpx(d, 15), 0,
                        (ShColor){0x80, 0x80, 0x88, 0xff}, box.x + sh_dpx(d, 10),
                        box.y + (box.h - sh_dpx(d, 15) * 5 / 4) / 2, SH_LEFT);
            } else {
                /* The end of a long value, where the caret is, stays in the
                   box: its start gives way to an ellipsis. */
                const char *from = w->value;
                const char *caret = focus && app->typing ? "|" : ""; /* typing goes here */
                int avail = box.w - sh_dpx(d, 20), tw = 0;
                snprintf(v, sizeof v, "%s%s", from, caret);
                sh_text_size(d, v, sh_dpx(d, 16), 0, &tw, NULL);
                while (tw > avail && *from != '\0') {
                    do {
                        from++;
                    } while (((unsigned char)*from & 0xC0) == 0x80);
                    snprintf(v, sizeof v, "\xE2\x80\xA6%s%s", from, caret);
                    sh_text_size(d, v, sh_dpx(d, 16), 0, &tw, NULL);
                }
                sh_text(d, v, sh_dpx(d, 16), 0, SH_C_INK, box.x + sh_dpx(d, 10),
                        box.y + (box.h - sh_dpx(d, 16) * 5 / 4) / 2, SH_LEFT);
            }
            break;
        }
        case SH_W_LABEL:
            sh_text(d, w->label, sh_dpx(d, 16), 0, lc, w->r.x, w->r.y, SH_LEFT);
            break;
        }
        if (w->alert) {
            /* What the form's message speaks of: a red frame and a "!". */
            ShRect box = w->kind == SH_W_CHECK ? sh_rect_inset(w->r, -4) : sh_rect_inset(w->r, -3);
            gfx_frame(d->gfx, box, sh_dpx(d, 3), 0xe0, 0x40, 0x30, 0xff);
            sh_text(d, "!", sh_dpx(d, 20), 1, (ShColor){0xff, 0x60, 0x48, 0xff},
                    box.x + box.w + sh_dpx(d, 6), box.y + (box.h - sh_dpx(d, 20) * 5 / 4) / 2,
                    SH_LEFT);
        }
    }
}

/* ------------------------------------------------------------------ */
/* The felt                                                            */

static void paint_background(App *app)
{
    const ShCanvas *L = &app->canvas;
    int tile = (int)(256.0f * (L->u > 0.5f ? L->u : 0.5f));
    SDL_Texture *felt = gfx_tex(&app->gfx, "felt");
    SDL_SetRenderDrawColor(app->ren, 0x0b, 0x3d, 0x2a, 0xff);
    SDL_RenderClear(app->ren);
    if (felt != NULL) {
        /* The felt is opaque: copied, not blended.  SDL's software
         * renderer scales a blended copy 4-6 times slower than a plain
         * one (at 1920x1080, 35-100 ms against 6-20 ms: most of the first
         * frame). */
        SDL_SetTextureBlendMode(felt, SDL_BLENDMODE_NONE);
    }
    gfx_tile(&app->gfx, felt, tile, sh_rect(0, 0, L->w, L->h));
    gfx_draw(&app->gfx, gfx_tex(&app->gfx, "vignette"), sh_rect(0, 0, L->w, L->h));
}

/* The felt and its vignette, painted once per window size into a texture
 * (scaling and blending them is the most expensive part of a frame with
 * the software renderer). */
static void draw_background(App *app)
{
    const ShCanvas *L = &app->canvas;
    SDL_Texture *prev = SDL_GetRenderTarget(app->ren);
    SDL_Rect all = {0, 0, L->w, L->h};
    if (app->bg != NULL && (app->bg_w != L->w || app->bg_h != L->h)) {
        SDL_DestroyTexture(app->bg);
        app->bg = NULL;
    }
    if (app->bg == NULL) {
        app->bg = SDL_CreateTexture(app->ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                    L->w, L->h);
        if (app->bg == NULL || SDL_SetRenderTarget(app->ren, app->bg) != 0) {
            if (app->bg != NULL) {
                SDL_DestroyTexture(app->bg);
                app->bg = NULL;
            }
            SDL_SetRenderTarget(app->ren, prev);
            paint_background(app);
            return;
        }
        paint_background(app);
        SDL_SetRenderTarget(app->ren, prev);
        SDL_SetTextureBlendMode(app->bg, SDL_BLENDMODE_NONE);
        app->bg_w = L->w;
        app->bg_h = L->h;
    }
    SDL_RenderCopy(app->ren, app->bg, NULL, &all);
}

/* ------------------------------------------------------------------ */
/* The table                                                           */

/* The shell's dialogs over the table. */
static void draw_overlay(App *app)
{
    ShDraw *d = &app->draw;
    const ShCanvas *L = &app->canvas;
    switch (app->overlay) {
    case OV_MENU:
    case OV_CONFIRM_ABANDON: {
        /* Over the title screen (its Quick game, New game, or --quick on
           the command line) the match in question is the saved one: it is
           named, as the title names it. */
        int saved = app->overlay == OV_CONFIRM_ABANDON && app->table == NULL &&
                    app->resume_info[0] != '\0';
        /* The menu as tall as its buttons (app.c: ten, with Statistics,
           a little closer). */
        ShRect r = app->overlay == OV_MENU
                       ? sh_ref(L, 420, 90, 440, app->game->history != NULL ? 590.0f : 578.0f)
                       : sh_ref(L, 360, 280, 560, 260);
        gfx_fill(&app->gfx, sh_rect(0, 0, L->w, L->h), 0, 0, 0, 0x90);
        sh_draw_dialog(d, r);
        sh_text(d,
                app->overlay == OV_MENU ? _("Menu")
                : saved                 ? _("Abandon the saved match?")
                                        : _("Abandon this match?"),
                sh_dpx(d, 26), 1, SH_C_GOLD, r.x + r.w / 2, r.y + sh_dpx(d, 20), SH_CENTER);
        if (app->overlay == OV_CONFIRM_ABANDON) {
            int y = r.y + sh_dpx(d, 66);
            if (saved) {
                /* On one or two lines at a readable size; a longer one
                   (four long names) made smaller to fit two. */
                int px = sh_dpx(d, 15), w = r.w - sh_dpx(d, 40);
                int line = sh_text_wrap_height(d, "Ag", px, 0, w);
                y = r.y + sh_dpx(d, 58);
                if (sh_text_wrap_height(d, app->resume_info, px, 0, w) <= 2 * line) {
                    y += sh_text_wrap(d, app->resume_info, px, 0, SH_C_CREAM,
                                      r.x + sh_dpx(d, 20), y, w, SH_CENTER);
                } else {
                    sh_text_in(d, app->resume_info, px, 0, SH_C_CREAM,
                               sh_rect(r.x + sh_dpx(d, 20), y, w, 2 * line));
                    y += 2 * line;
                }
                y += sh_dpx(d, 6);
            }
            sh_text(d, _("It stays saved until a new game starts."), sh_dpx(d, 16), 0, SH_C_DIM,
                    r.x + r.w / 2, y, SH_CENTER);
        }
        break;
    }
    case OV_CONFIRM_BOTS: {
        ShRect r = sh_ref(L, 250, 190, 780, 480);
        int i, y;
        gfx_fill(&app->gfx, sh_rect(0, 0, L->w, L->h), 0, 0, 0, 0x90);
        sh_draw_dialog(d, r);
        sh_text(d, _("Start this match's outside bots?"), sh_dpx(d, 26), 1, SH_C_GOLD, r.x + r.w / 2,
                r.y + sh_dpx(d, 20), SH_CENTER);
        y = r.y + sh_dpx(d, 66);
        y += sh_text_wrap(d,
                          _("The saved match names programs that were not set up on this "
                            "computer. A saved game can come from anywhere: start them only if "
                            "you know what they are."),
                          sh_dpx(d, 16), 0, SH_C_TEXT, r.x + sh_dpx(d, 30), y,
                          r.w - sh_dpx(d, 60), SH_LEFT);
        y += sh_dpx(d, 10);
        for (i = 0; i < app->nbots_asked; i++) {
            char shown[4 * SH_SPEC_MAX + 8];
            tk_text_visible(app->bots_asked[i], shown, sizeof shown);
            y += sh_text_wrap(d, shown, sh_dpx(d, 15), 1, SH_C_WARN, r.x + sh_dpx(d, 40), y,
                              r.w - sh_dpx(d, 80), SH_LEFT);
            y += sh_dpx(d, 4);
        }
        break;
    }
    case OV_PASS: {
        ShRect r = sh_ref(L, 340, 300, 600, 260);
        char text[128];
        gfx_fill(&app->gfx, sh_rect(0, 0, L->w, L->h), 0x05, 0x08, 0x10, 0xd8);
        sh_draw_dialog(d, r);
        tk_fmt(text, sizeof text, _("Pass the game to %s"), app->game->pass_name(app->table));
        sh_text(d, text, sh_dpx(d, 30), 1, SH_C_GOLD, r.x + r.w / 2, r.y + sh_dpx(d, 40),
                SH_CENTER);
        sh_text(d, _("Every rack stays hidden until they are ready."), sh_dpx(d, 16), 0, SH_C_DIM,
                r.x + r.w / 2, r.y + sh_dpx(d, 100), SH_CENTER);
        break;
    }
    case OV_CONFIRM_RESET: /* the Statistics screen draws it (stats.c) */
    case OV_NONE:
        break;
    }
}

/* The table shown: the replay viewer's, or the match's. */
static ShTable *shown_table(const App *app)
{
    return app->screen == SCR_REPLAY ? app->replay : app->table;
}

/* The table drawn on its canvas: the replay's leaves the viewer's bar
 * free below (replay.c). */
static void table_draw(App *app, int moving)
{
    ShCanvas whole = app->draw.canvas;
    if (app->screen == SCR_REPLAY) {
        app->draw.canvas = app->replay_canvas;
    }
    app->game->table_draw(shown_table(app), &app->draw, moving);
    app->draw.canvas = whole;
}

static void draw_play_static(App *app)
{
    draw_background(app);
    table_draw(app, 0);
    draw_overlay(app);
}

/* A fingerprint of everything the still layer shows: the game's, and
 * what the shell adds (its dialog, the window, the art's scale). */
static Uint64 layer_key(const App *app)
{
    Uint64 h = SH_HASH_START;
    uint64_t game = app->game->table_key(shown_table(app));
    const void *lang = tk_lang_current(); /* the words change with the language */
    int v[5];
    v[4] = app->screen;
    v[0] = app->overlay;
    v[1] = app->out_w;
    v[2] = app->out_h;
    v[3] = app->gfx.hi;
    h = sh_hash(h, &game, sizeof game);
    h = sh_hash(h, &lang, sizeof lang);
    return sh_hash(h, v, sizeof v);
}

static void draw_play(App *app)
{
    Uint64 key = layer_key(app);
    int lw = 0, lh = 0;
    if (app->layer != NULL) {
        SDL_QueryTexture(app->layer, NULL, NULL, &lw, &lh);
        if (lw != app->out_w || lh != app->out_h) {
            SDL_DestroyTexture(app->layer);
            app->layer = NULL;
        }
    }
    if (app->layer == NULL) {
        app->layer = SDL_CreateTexture(app->ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                       app->out_w, app->out_h);
        app->layer_valid = 0;
    }
    if (app->layer == NULL || SDL_SetRenderTarget(app->ren, app->layer) != 0) {
        /* No render targets: draw everything every frame. */
        draw_play_static(app);
    } else {
        Uint64 t0 = 0;
        if (!app->layer_valid || key != app->layer_key) {
            t0 = SDL_GetPerformanceCounter();
            draw_play_static(app);
            app->layer_key = key;
            app->layer_valid = 1;
        }
        SDL_SetRenderTarget(app->ren, NULL); /* runs the layer's queued drawing */
        if (t0 != 0) {
            app->layer_ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 /
                            (double)SDL_GetPerformanceFrequency();
        }
        SDL_SetTextureBlendMode(app->layer, SDL_BLENDMODE_NONE);
        {
            SDL_Rect all = {0, 0, app->out_w, app->out_h};
            SDL_RenderCopy(app->ren, app->layer, NULL, &all);
        }
    }
    table_draw(app, 1);
}

/* ------------------------------------------------------------------ */
/* The other screens                                                   */

static void draw_title(App *app)
{
    ShDraw *d = &app->draw;
    const ShCanvas *L = &app->canvas;
    app->game->draw_title_art(d);
    sh_text(d, app->game->title_art, sh_dpx(d, 96), 1, (ShColor){0, 0, 0, 0x90},
            L->w / 2 + sh_dpx(d, 4), sh_ref(L, 0, 196, 0, 0).y + sh_dpx(d, 4), SH_CENTER);
    sh_text(d, app->game->title_art, sh_dpx(d, 96), 1, SH_C_GOLD, L->w / 2,
            sh_ref(L, 0, 196, 0, 0).y, SH_CENTER);
    sh_text(d, _(app->game->tagline), sh_dpx(d, 18), 0, SH_C_CREAM, L->w / 2,
            sh_ref(L, 0, 300, 0, 0).y - sh_dpx(d, 6), SH_CENTER);
    if (app->resume_ok && app->resume_info[0] != '\0') {
        char line[260];
        tk_fmt(line, sizeof line, _("Saved match \xE2\x80\x94 %s"), app->resume_info);
        sh_text(d, line, sh_dpx(d, 15), 0, SH_C_CREAM, L->w / 2,
                sh_ref(L, 0, app->game->history != NULL ? 330.0f + 7.0f * 48.0f
                                                        : 330.0f + 6.0f * 54.0f,
                       0, 0)
                    .y,
                SH_CENTER);
    }
    if (app->title_note[0] != '\0') {
        ShRect r = sh_ref(L, 290, 680, 700, 90);
        sh_draw_panel(d, r);
        sh_text_wrap(d, app->title_note, sh_dpx(d, 15), 0, SH_C_GOLD, r.x + sh_dpx(d, 16),
                     r.y + sh_dpx(d, 14), r.w - sh_dpx(d, 32), SH_LEFT);
    }
}

static void draw_newgame(App *app)
{
    ShDraw *d = &app->draw;
    const ShCanvas *L = &app->canvas;
    ShRect r = sh_ref(L, 60, 40, 1160, 730);
    int s;
    sh_draw_panel(d, r);
    sh_text(d, _("New game"), sh_dpx(d, 30), 1, SH_C_GOLD, L->w / 2, sh_ref(L, 0, 60, 0, 0).y,
            SH_CENTER);
    sh_text(d, _("SEAT"), sh_dpx(d, 13), 1, SH_C_DIM, sh_ref(L, 100, 124, 0, 0).x,
            sh_ref(L, 0, 124, 0, 0).y, SH_LEFT);
    sh_text(d, _("PLAYED BY"), sh_dpx(d, 13), 1, SH_C_DIM, sh_ref(L, 200, 0, 0, 0).x,
            sh_ref(L, 0, 124, 0, 0).y, SH_LEFT);
    sh_text(d, _("NAME (OPTIONAL)"), sh_dpx(d, 13), 1, SH_C_DIM, sh_ref(L, 520, 0, 0, 0).x,
            sh_ref(L, 0, 124, 0, 0).y, SH_LEFT);
    sh_text(d, _("BOT COMMAND (OUTSIDE BOTS)"), sh_dpx(d, 13), 1, SH_C_DIM, sh_ref(L, 760, 0, 0, 0).x,
            sh_ref(L, 0, 124, 0, 0).y, SH_LEFT);
    for (s = 0; s < app->game->max_seats; s++) {
        char t[64];
        ShRect rr = sh_ref(L, 100, 150 + (float)s * 52, 90, 40);
        tk_fmt(t, sizeof t, _("Seat %d"), s + 1);
        sh_text(d, t, sh_dpx(d, 17), 1, SH_C_TEXT, rr.x, rr.y + (rr.h - sh_dpx(d, 17) * 5 / 4) / 2,
                SH_LEFT);
    }
    /* Under the seats' rows: at 360 for up to four seats, lower for five
       (Ratuki), whose options the game lays out under it. */
    float options_y = app->game->max_seats > 4 ? 150.0f + (float)app->game->max_seats * 52 + 4 : 360;
    sh_text(d, _("TABLE OPTIONS"), sh_dpx(d, 13), 1, SH_C_DIM, sh_ref(L, 100, options_y, 0, 0).x,
            sh_ref(L, 0, options_y, 0, 0).y, SH_LEFT);
    sh_text(d,
            _("Empty names: computers get a random name. A bot is a program speaking the bot "
              "protocol."),
            sh_dpx(d, 14), 0, SH_C_DIM, sh_ref(L, 100, 630, 0, 0).x, sh_ref(L, 0, 630, 0, 0).y,
            SH_LEFT);
    if (app->form_error[0] != '\0' || app->form_problem[0] != '\0') {
        const char *say = app->form_error[0] != '\0' ? app->form_error : app->form_problem;
        int size = sh_dpx(d, 16);
        ShRect line = sh_ref(L, 100, 657, 1080, 30);
        /* A long message is made a little smaller to stay on its line,
           and past that wraps onto a second one (a bot's last words). */
        int tw = 0, least = sh_dpx(d, 13) > 11 ? sh_dpx(d, 13) : 11;
        sh_text_size(d, say, size, 1, &tw, NULL);
        while (tw > line.w && size > least) {
            size--;
            sh_text_size(d, say, size, 1, &tw, NULL);
        }
        if (tw > line.w) {
            sh_text_wrap(d, say, size, 1, SH_C_GOLD, line.x, line.y, line.w, SH_CENTER);
        } else {
            sh_text(d, say, size, 1, SH_C_GOLD, L->w / 2, line.y, SH_CENTER);
        }
    }
}

/* One paragraph of the Rules page at y, w wide: text, or a list where
 * its lines start "- ".  Returns its height. */
static int rules_paragraph(ShDraw *d, const char *p, size_t n, int x, int y, int w)
{
    char buf[2048];
    int h = 0, px = sh_dpx(d, 16);
    size_t i = 0;
    if (n >= sizeof buf) {
        n = sizeof buf - 1;
    }
    memcpy(buf, p, n);
    buf[n] = '\0';
    if (strncmp(buf, "- ", 2) != 0) {
        return sh_text_wrap(d, buf, px, 0, SH_C_TEXT, x, y, w, SH_LEFT);
    }
    while (i < n) {
        size_t e = i;
        while (e < n && buf[e] != '\n') {
            e++;
        }
        buf[e] = '\0';
        if (strncmp(buf + i, "- ", 2) == 0) {
            int bx = sh_dpx(d, 22);
            sh_text(d, "\xE2\x80\xA2", px, 1, SH_C_GOLD, x + sh_dpx(d, 4), y + h, SH_LEFT);
            h += sh_text_wrap(d, buf + i + 2, px, 0, SH_C_TEXT, x + bx, y + h, w - bx, SH_LEFT);
            h += sh_dpx(d, 4);
        } else {
            h += sh_text_wrap(d, buf + i, px, 0, SH_C_TEXT, x, y + h, w, SH_LEFT);
        }
        i = e + 1;
    }
    return h;
}

/* The game's Rules page, scrolled, inside the panel. */
static void draw_rules(App *app)
{
    ShDraw *d = &app->draw;
    const ShCanvas *L = &app->canvas;
    const ShGame *g = app->game;
    ShRect r = sh_ref(L, 60, 30, 1160, 750);
    ShRect area = sh_ref(L, 100, 100, 1080, 580);
    char title[120];
    int y, k, top;
    sh_draw_panel(d, r);
    tk_fmt(title, sizeof title, _("How to play %s"), g->title);
    sh_text(d, title, sh_dpx(d, 30), 1, SH_C_GOLD, L->w / 2, sh_ref(L, 0, 46, 0, 0).y, SH_CENTER);
    sh_clip(d, area);
    top = area.y - app->rules_scroll;
    y = top;
    for (k = 0; k < g->nrules; k++) {
        const ShRulesSection *sec = &g->rules[k];
        const char *p = _(sec->text);
        sh_text(d, _(sec->heading), sh_dpx(d, 22), 1, SH_C_GOLD, area.x, y, SH_LEFT);
        y += sh_dpx(d, 34);
        while (p != NULL && *p != '\0') {
            const char *end = strstr(p, "\n\n");
            size_t n = end != NULL ? (size_t)(end - p) : strlen(p);
            y += rules_paragraph(d, p, n, area.x, y, area.w - sh_dpx(d, 20));
            y += sh_dpx(d, 10);
            p = end != NULL ? end + 2 : NULL;
        }
        if (sec->picture != 0 && g->draw_rules_picture != NULL) {
            ShRect pr = sh_rect(area.x, y, area.w - sh_dpx(d, 20), sh_dpx(d, sec->picture_h));
            g->draw_rules_picture(d, sec->picture, pr);
            y += pr.h + sh_dpx(d, 10);
        }
        y += sh_dpx(d, 18);
    }
    sh_unclip(d);
    app->rules_h = y - top;
    /* Where the page is: there is more above or below. */
    if (app->rules_scroll > 0) {
        sh_text(d, _("\xE2\x96\xB2 more above"), sh_dpx(d, 13), 1, SH_C_DIM, area.x + area.w,
                area.y - sh_dpx(d, 20), SH_RIGHT);
    }
    if (app->rules_h - app->rules_scroll > area.h) {
        sh_text(d, _("\xE2\x96\xBC more below: wheel, arrows, Page Down"), sh_dpx(d, 13), 1,
                SH_C_DIM, area.x + area.w, area.y + area.h + sh_dpx(d, 2), SH_RIGHT);
    }
}

static void draw_settings(App *app)
{
    ShDraw *d = &app->draw;
    const ShCanvas *L = &app->canvas;
    /* As tall as its rows (settings_widgets): the shell's five, the
       game's own, and the Done button under them. */
    ShRect r = sh_ref(L, 290, 110, 700, 440.0f + 56.0f * (float)app->host.spec.ngame);
    sh_draw_panel(d, r);
    sh_text(d, _("Settings"), sh_dpx(d, 30), 1, SH_C_GOLD, L->w / 2, sh_ref(L, 0, 130, 0, 0).y,
            SH_CENTER);
}

/* The key line at the foot of a screen or dialog of widgets: what the
 * keys do now (app_keys_line), on a dark band. */
/* The key line's size: its text's px, and the band's height (one line,
 * or two when it must wrap), 0 when there is none; line gets its text. */
static int keys_line_size(App *app, char *line, size_t size, int *px_out)
{
    ShDraw *d = &app->draw;
    const ShCanvas *L = &app->canvas;
    int px = sh_dpx(d, 13) > 12 ? sh_dpx(d, 13) : 12, tw = 0, room;
    *px_out = px;
    if (app_keys_line(app, line, size) == 0) {
        return 0;
    }
    /* A long line (a longer language) is made a little smaller, down to
       11 px, then wraps onto a second line in a taller bar. */
    room = L->w - 2 * px;
    sh_text_size(d, line, px, 0, &tw, NULL);
    while (tw > room && px > 11) {
        px--;
        sh_text_size(d, line, px, 0, &tw, NULL);
    }
    *px_out = px;
    return tw > room ? sh_text_wrap_height(d, line, px, 0, room) + px : 2 * *px_out;
}

int app_keys_line_height(App *app)
{
    char line[1200];
    int px;
    return keys_line_size(app, line, sizeof line, &px);
}

static void draw_keys_line(App *app)
{
    ShDraw *d = &app->draw;
    const ShCanvas *L = &app->canvas;
    char line[1200];
    int px, h = keys_line_size(app, line, sizeof line, &px), room = L->w - 2 * px;
    if (h == 0) {
        return;
    }
    gfx_fill(d->gfx, sh_rect(0, L->h - h, L->w, h), 0x05, 0x08, 0x10, 0xb8);
    if (h > 2 * px) {
        sh_text_wrap(d, line, px, 0, SH_C_DIM, px, L->h - h + px / 2, room, SH_CENTER);
        return;
    }
    sh_text(d, line, px, 0, SH_C_DIM, L->w / 2, L->h - h + (h - px * 5 / 4) / 2, SH_CENTER);
}

void app_draw(App *app)
{
    app->host.covered = app->overlay != OV_NONE;
    if ((app->screen != SCR_PLAY || app->table == NULL) &&
        (app->screen != SCR_REPLAY || app->replay == NULL)) {
        draw_background(app);
    }
    /* Widgets for this frame (the input handler builds the same list). */
    app_build_widgets(app);
    switch (app->screen) {
    case SCR_TITLE:
        draw_title(app);
        draw_overlay(app); /* "abandon the saved match?", "start its bots?" */
        break;
    case SCR_NEWGAME:
        draw_newgame(app);
        break;
    case SCR_SETTINGS:
        draw_settings(app);
        break;
    case SCR_RULES:
        draw_rules(app);
        break;
    case SCR_STATS:
        app_stats_draw(app);
        break;
    case SCR_HISTORY:
        app_history_draw(app);
        break;
    case SCR_REPLAY:
        if (app->replay != NULL) {
            draw_play(app);
            app_replay_draw_bar(app);
        }
        break;
    case SCR_PLAY:
        if (app->table != NULL) {
            draw_play(app);
        }
        break;
    }
    draw_widgets(app);
    draw_keys_line(app);
}
