/* gfx.c - textures and text (see gfx.h). */
#include "gfx.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Development builds (RACKO_SOURCE_DATA_FALLBACK, on by default) also
 * look in the source tree they were built from; package builds do not, so
 * a copied program never reads a build machine's files. */

static int file_exists(const char *path)
{
    SDL_RWops *f = SDL_RWFromFile(path, "rb");
    if (f == NULL) {
        return 0;
    }
    SDL_RWclose(f);
    return 1;
}

static int data_dir_ok(const char *dir, const char *probe)
{
    char p[1200];
    snprintf(p, sizeof p, "%.1000s/assets/png/1x/%.60s.png", dir, probe);
    if (!file_exists(p)) {
        return 0;
    }
    snprintf(p, sizeof p, "%.1100s/fonts/DejaVuSans.ttf", dir);
    return file_exists(p);
}

int gfx_find_data_dir(const char *id, const char *probe, char *dir, size_t size, char *err,
                      size_t errsize)
{
    const char *env = SDL_getenv("RACKO_DATA_DIR");
    char *base = SDL_GetBasePath();
    char cand[4][1024], where[1200];
    size_t w = 0;
    int n = 0, i;
    (void)id;
    if (env != NULL && env[0] != '\0') {
        snprintf(cand[n++], sizeof cand[0], "%s", env);
    }
    if (base != NULL) {
        size_t len = strlen(base);
        while (len > 1 && (base[len - 1] == '/' || base[len - 1] == '\\')) {
            base[--len] = '\0';
        }
        snprintf(cand[n++], sizeof cand[0], "%s", base);
        /* Every game of the collection shares one data folder. */
        snprintf(cand[n++], sizeof cand[0], "%s/../share/%s", base, GFX_DATA_NAME);
        SDL_free(base);
    }
#ifdef RACKO_SOURCE_DATA_DIR
    snprintf(cand[n++], sizeof cand[0], "%s", RACKO_SOURCE_DATA_DIR);
#endif
    for (i = 0; i < n; i++) {
        if (data_dir_ok(cand[i], probe)) {
            snprintf(dir, size, "%s", cand[i]);
            return 1;
        }
    }
    /* Every place looked in, for the player (or whoever helps them). */
    where[0] = '\0';
    for (i = 0; i < n && w < sizeof where; i++) {
        int k = snprintf(where + w, sizeof where - w, "%s%s", i > 0 ? ", " : "", cand[i]);
        w += k > 0 ? (size_t)k : 0;
    }
    snprintf(err, errsize,
             "The game's pictures and fonts were not found (looked for "
             "assets/png/1x/%.60s.png and fonts/DejaVuSans.ttf in %.700s). "
             "Set RACKO_DATA_DIR to the folder that holds assets/ and fonts/.",
             probe, n > 0 ? where : "no folder");
    return 0;
}

static TTF_Font *get_font(Gfx *g, int px, int bold)
{
    int i;
    char p[1200];
    TTF_Font *f;
    if (px < 4) {
        px = 4;
    }
    for (i = 0; i < g->nfont; i++) {
        if (g->font[i].px == px && g->font[i].bold == bold) {
            return g->font[i].font;
        }
    }
    snprintf(p, sizeof p, "%s/fonts/%s", g->data_dir, bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf");
    f = TTF_OpenFont(p, px);
    if (f == NULL) {
        if (g->error[0] == '\0') {
            snprintf(g->error, sizeof g->error, "cannot open font %.300s: %.150s", p, TTF_GetError());
        }
        return NULL;
    }
    if (g->nfont == GFX_MAX_FONTS) {
        /* Drop the oldest font; texts made with it stay valid. */
        TTF_CloseFont(g->font[0].font);
        memmove(g->font, g->font + 1, (GFX_MAX_FONTS - 1) * sizeof g->font[0]);
        g->nfont--;
    }
    g->font[g->nfont].px = px;
    g->font[g->nfont].bold = bold;
    g->font[g->nfont].font = f;
    g->nfont++;
    return f;
}

int gfx_init(Gfx *g, SDL_Renderer *r, const char *dir, const char *probe)
{
    memset(g, 0, sizeof *g);
    g->r = r;
    snprintf(g->data_dir, sizeof g->data_dir, "%s", dir);
    if (get_font(g, 16, 0) == NULL || get_font(g, 16, 1) == NULL) {
        return -1;
    }
    if (gfx_tex(g, probe) == NULL) {
        return -1;
    }
    return 0;
}

static void drop_textures(Gfx *g)
{
    int i;
    for (i = 0; i < g->ntex; i++) {
        if (g->tex[i].tex != NULL) {
            SDL_DestroyTexture(g->tex[i].tex);
        }
    }
    g->ntex = 0;
}

static void drop_texts(Gfx *g)
{
    int i;
    for (i = 0; i < g->ntext; i++) {
        SDL_DestroyTexture(g->text[i].tex);
        free(g->text[i].text);
    }
    g->ntext = 0;
}

void gfx_free(Gfx *g)
{
    int i;
    drop_textures(g);
    drop_texts(g);
    for (i = 0; i < g->nfont; i++) {
        TTF_CloseFont(g->font[i].font);
    }
    g->nfont = 0;
}

void gfx_set_scale(Gfx *g, float scale)
{
    int hi = scale > 1.25f;
    if (hi != g->hi) {
        drop_textures(g);
        g->hi = hi;
    }
}

SDL_Texture *gfx_tex(Gfx *g, const char *name)
{
    int i;
    char p[1200];
    SDL_Texture *t;
    for (i = 0; i < g->ntex; i++) {
        if (strcmp(g->tex[i].name, name) == 0) {
            return g->tex[i].tex;
        }
    }
    if (g->ntex == GFX_MAX_TEX) {
        drop_textures(g);
    }
    snprintf(p, sizeof p, "%s/assets/png/%s/%s.png", g->data_dir, g->hi ? "2x" : "1x", name);
    t = IMG_LoadTexture(g->r, p);
    if (t == NULL && g->hi) {
        snprintf(p, sizeof p, "%s/assets/png/1x/%s.png", g->data_dir, name);
        t = IMG_LoadTexture(g->r, p);
    }
    if (t == NULL) {
        if (g->error[0] == '\0') {
            snprintf(g->error, sizeof g->error, "missing picture %.300s: %.150s", p, IMG_GetError());
        }
    } else {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    }
    snprintf(g->tex[g->ntex].name, sizeof g->tex[0].name, "%s", name);
    g->tex[g->ntex].tex = t;
    g->tex[g->ntex].missing = t == NULL;
    g->ntex++;
    return t;
}

void gfx_draw(Gfx *g, SDL_Texture *tex, ShRect dst)
{
    SDL_Rect d;
    if (tex == NULL || dst.w <= 0 || dst.h <= 0) {
        return;
    }
    d.x = dst.x;
    d.y = dst.y;
    d.w = dst.w;
    d.h = dst.h;
    SDL_RenderCopy(g->r, tex, NULL, &d);
}

void gfx_draw_rows(Gfx *g, SDL_Texture *tex, int rows, int card_h, ShRect dst)
{
    SDL_Rect s, d;
    int th;
    if (tex == NULL || dst.w <= 0 || dst.h <= 0 || card_h <= 0) {
        return;
    }
    SDL_QueryTexture(tex, NULL, NULL, &s.w, &th);
    s.x = 0;
    s.y = 0;
    s.h = rows * th / card_h;
    if (s.h > th) {
        s.h = th;
    }
    d.x = dst.x;
    d.y = dst.y;
    d.w = dst.w;
    d.h = dst.h;
    SDL_RenderCopy(g->r, tex, &s, &d);
}

void gfx_draw9(Gfx *g, SDL_Texture *tex, int m, int c, ShRect dst)
{
    int tw, th, sm, i, j;
    int sx[4], sy[4], dx[4], dy[4];
    if (tex == NULL || dst.w <= 0 || dst.h <= 0) {
        return;
    }
    SDL_QueryTexture(tex, NULL, NULL, &tw, &th);
    sm = g->hi ? m * 2 : m;
    if (sm * 2 > tw || sm * 2 > th) {
        gfx_draw(g, tex, dst);
        return;
    }
    if (c * 2 > dst.w) {
        c = dst.w / 2;
    }
    if (c * 2 > dst.h) {
        c = dst.h / 2;
    }
    sx[0] = 0;
    sx[1] = sm;
    sx[2] = tw - sm;
    sx[3] = tw;
    sy[0] = 0;
    sy[1] = sm;
    sy[2] = th - sm;
    sy[3] = th;
    dx[0] = dst.x;
    dx[1] = dst.x + c;
    dx[2] = dst.x + dst.w - c;
    dx[3] = dst.x + dst.w;
    dy[0] = dst.y;
    dy[1] = dst.y + c;
    dy[2] = dst.y + dst.h - c;
    dy[3] = dst.y + dst.h;
    for (j = 0; j < 3; j++) {
        for (i = 0; i < 3; i++) {
            SDL_Rect s, d;
            s.x = sx[i];
            s.y = sy[j];
            s.w = sx[i + 1] - sx[i];
            s.h = sy[j + 1] - sy[j];
            d.x = dx[i];
            d.y = dy[j];
            d.w = dx[i + 1] - dx[i];
            d.h = dy[j + 1] - dy[j];
            if (s.w > 0 && s.h > 0 && d.w > 0 && d.h > 0) {
                SDL_RenderCopy(g->r, tex, &s, &d);
            }
        }
    }
}

void gfx_tile(Gfx *g, SDL_Texture *tex, int tile, ShRect dst)
{
    int x, y;
    if (tex == NULL || tile <= 0) {
        return;
    }
    for (y = dst.y; y < dst.y + dst.h; y += tile) {
        for (x = dst.x; x < dst.x + dst.w; x += tile) {
            SDL_Rect d;
            d.x = x;
            d.y = y;
            d.w = tile;
            d.h = tile;
            SDL_RenderCopy(g->r, tex, NULL, &d);
        }
    }
}

void gfx_fill(Gfx *g, ShRect r, Uint8 cr, Uint8 cg, Uint8 cb, Uint8 ca)
{
    SDL_Rect d;
    if (ca >= 0xc0) {
        gfx_fit_cover(g, r);
    }
    d.x = r.x;
    d.y = r.y;
    d.w = r.w;
    d.h = r.h;
    SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->r, cr, cg, cb, ca);
    SDL_RenderFillRect(g->r, &d);
}

void gfx_frame(Gfx *g, ShRect r, int t, Uint8 cr, Uint8 cg, Uint8 cb, Uint8 ca)
{
    if (t < 1) {
        t = 1;
    }
    gfx_fill(g, sh_rect(r.x, r.y, r.w, t), cr, cg, cb, ca);
    gfx_fill(g, sh_rect(r.x, r.y + r.h - t, r.w, t), cr, cg, cb, ca);
    gfx_fill(g, sh_rect(r.x, r.y + t, t, r.h - 2 * t), cr, cg, cb, ca);
    gfx_fill(g, sh_rect(r.x + r.w - t, r.y + t, t, r.h - 2 * t), cr, cg, cb, ca);
}

/* The cached texture for a text, made on first use. */
static GfxTextEntry *text_entry(Gfx *g, const char *s, int px, int bold, SDL_Color c)
{
    int i, oldest = 0;
    TTF_Font *f;
    SDL_Surface *surf;
    GfxTextEntry *e;
    g->clock++;
    for (i = 0; i < g->ntext; i++) {
        e = &g->text[i];
        if (e->px == px && e->bold == bold && e->color.r == c.r && e->color.g == c.g &&
            e->color.b == c.b && e->color.a == c.a && strcmp(e->text, s) == 0) {
            e->used = g->clock;
            return e;
        }
        if (e->used < g->text[oldest].used) {
            oldest = i;
        }
    }
    f = get_font(g, px, bold);
    if (f == NULL) {
        return NULL;
    }
    surf = TTF_RenderUTF8_Blended(f, s, c);
    if (surf == NULL) {
        return NULL;
    }
    if (g->ntext < GFX_MAX_TEXTS) {
        e = &g->text[g->ntext++];
    } else {
        e = &g->text[oldest];
        SDL_DestroyTexture(e->tex);
        free(e->text);
    }
    e->tex = SDL_CreateTextureFromSurface(g->r, surf);
    e->w = surf->w;
    e->h = surf->h;
    SDL_FreeSurface(surf);
    e->text = malloc(strlen(s) + 1);
    if (e->tex == NULL || e->text == NULL) {
        if (e->tex != NULL) {
            SDL_DestroyTexture(e->tex);
        }
        free(e->text);
        *e = g->text[--g->ntext];
        return NULL;
    }
    memcpy(e->text, s, strlen(s) + 1);
    e->px = px;
    e->bold = bold;
    e->color = c;
    e->used = g->clock;
    return e;
}

/* The watch of the texts drawn (GfxFit). */

/* 1 if s holds a letter (a word, not a slot's number on a small rack). */
static int has_letter(const char *s)
{
    for (; *s != '\0'; s++) {
        if ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || ((unsigned char)*s & 0x80)) {
            return 1;
        }
    }
    return 0;
}

static void fit_cut(Gfx *g, const char *why, const char *s)
{
    if (g->fit.cut++ == 0) {
        snprintf(g->fit.first_cut, sizeof g->fit.first_cut, "%s: \"%.150s\"", why, s);
    }
}

static int rects_cross(SDL_Rect a, SDL_Rect b, int slack)
{
    return a.x + slack < b.x + b.w && b.x + slack < a.x + a.w && a.y + slack < b.y + b.h &&
           b.y + slack < a.y + a.h;
}

/* A text drawn at d: out of the window or the clip's width is cut; its
 * box kept for the overlaps. */
/* The box of the ink of text s drawn at d: from the top of its highest
 * glyph to the bottom of its lowest (a line's box holds the room of
 * accents and descenders that "RACK-O" leaves empty). */
static SDL_Rect fit_ink(Gfx *g, const char *s, int px, int bold, SDL_Rect d)
{
    TTF_Font *f = get_font(g, px, bold);
    const unsigned char *p = (const unsigned char *)s;
    int top = 0, bottom = 0, any = 0, ascent;
    if (f == NULL) {
        return d;
    }
    ascent = TTF_FontAscent(f);
    while (*p != '\0') {
        Uint32 cp = *p;
        int extra = cp >= 0xF0 ? 3 : cp >= 0xE0 ? 2 : cp >= 0xC0 ? 1 : 0, k;
        int minx, maxx, miny, maxy, adv;
        cp &= extra == 3 ? 0x07u : extra == 2 ? 0x0Fu : extra == 1 ? 0x1Fu : 0x7Fu;
        for (k = 0; k < extra && p[k + 1] != '\0'; k++) {
            cp = (cp << 6) | (p[k + 1] & 0x3Fu);
        }
        p += 1 + k;
        if (cp == ' ') {
            continue;
        }
#if SDL_TTF_VERSION_ATLEAST(2, 0, 18)
        if (TTF_GlyphMetrics32(f, cp, &minx, &maxx, &miny, &maxy, &adv) != 0) {
            continue;
        }
#else
        if (cp > 0xFFFF || TTF_GlyphMetrics(f, (Uint16)cp, &minx, &maxx, &miny, &maxy, &adv) != 0) {
            continue;
        }
#endif
        if (!any || maxy > top) {
            top = maxy;
        }
        if (!any || miny < bottom) {
            bottom = miny;
        }
        any = 1;
    }
    if (any) {
        int y0 = d.y + ascent - top, y1 = d.y + ascent - bottom;
        d.y = y0;
        d.h = y1 > y0 ? y1 - y0 : 1;
    }
    return d;
}

static void fit_drawn(Gfx *g, const char *s, int px, int bold, SDL_Rect d)
{
    int ow = 0, oh = 0;
    g->fit.drawn++;
    SDL_GetRendererOutputSize(g->r, &ow, &oh);
    if (g->fit.clip.w > 0) {
        if (d.x < g->fit.clip.x || d.x + d.w > g->fit.clip.x + g->fit.clip.w) {
            fit_cut(g, "wider than its clip", s);
        }
        return; /* scrolled: what is clipped above or below is meant to be */
    }
    if (d.x < 0 || d.y < 0 || d.x + d.w > ow || d.y + d.h > oh) {
        fit_cut(g, "out of the window", s);
    }
    if (g->fit.nbox < GFX_FIT_BOXES) {
        GfxFitBox *b = &g->fit.box[g->fit.nbox++];
        b->r = fit_ink(g, s, px, bold, d);
        snprintf(b->text, sizeof b->text, "%s", s);
    }
}

void gfx_fit_begin(Gfx *g)
{
    memset(&g->fit, 0, sizeof g->fit);
    g->fit.on = 1;
}

void gfx_fit_cover(Gfx *g, ShRect r)
{
    int i, k = 0;
    SDL_Rect c;
    if (!g->fit.on) {
        return;
    }
    c.x = r.x;
    c.y = r.y;
    c.w = r.w;
    c.h = r.h;
    for (i = 0; i < g->fit.nbox; i++) {
        if (!rects_cross(g->fit.box[i].r, c, 0)) {
            g->fit.box[k++] = g->fit.box[i];
        }
    }
    g->fit.nbox = k;
}

void gfx_fit_clip(Gfx *g, const ShRect *r)
{
    if (r == NULL) {
        g->fit.clip.w = 0;
        return;
    }
    g->fit.clip.x = r->x;
    g->fit.clip.y = r->y;
    g->fit.clip.w = r->w;
    g->fit.clip.h = r->h;
}

void gfx_fit_end(Gfx *g)
{
    int i, j;
    if (!g->fit.on) {
        return;
    }
    for (i = 0; i < g->fit.nbox; i++) {
        for (j = i + 1; j < g->fit.nbox; j++) {
            const GfxFitBox *a = &g->fit.box[i], *b = &g->fit.box[j];
            /* 2 px of slack: the glyphs' boxes hold some air. */
            if (strcmp(a->text, b->text) != 0 && rects_cross(a->r, b->r, 2)) {
                if (g->fit.overlaps++ == 0) {
                    snprintf(g->fit.first_overlap, sizeof g->fit.first_overlap,
                             "\"%.80s\" over \"%.80s\"", a->text, b->text);
                }
            }
        }
    }
}

void gfx_text_size(Gfx *g, const char *s, int px, int bold, int *w, int *h)
{
    TTF_Font *f = get_font(g, px, bold);
    int tw = 0, th = 0;
    if (f != NULL && s[0] != '\0') {
        TTF_SizeUTF8(f, s, &tw, &th);
    } else if (f != NULL) {
        th = TTF_FontHeight(f);
    }
    if (w != NULL) {
        *w = tw;
    }
    if (h != NULL) {
        *h = th;
    }
}

int gfx_text(Gfx *g, const char *s, int px, int bold, SDL_Color c, int x, int y, GfxAlign al)
{
    GfxTextEntry *e;
    SDL_Rect d;
    if (s == NULL || s[0] == '\0') {
        return 0;
    }
    e = text_entry(g, s, px, bold, c);
    if (e == NULL) {
        return 0;
    }
    d.w = e->w;
    d.h = e->h;
    d.y = y;
    d.x = al == GFX_LEFT ? x : al == GFX_CENTER ? x - e->w / 2 : x - e->w;
    SDL_RenderCopy(g->r, e->tex, NULL, &d);
    if (g->fit.on) {
        fit_drawn(g, s, px, bold, d);
    }
    return e->w;
}

void gfx_text_in(Gfx *g, const char *s, int px, int bold, SDL_Color c, ShRect r)
{
    int w, h;
    gfx_text_size(g, s, px, bold, &w, &h);
    while (w > r.w && px > 8) {
        px = px * 9 / 10;
        gfx_text_size(g, s, px, bold, &w, &h);
        g->fit.shrunk += g->fit.on;
    }
    if (g->fit.on && s[0] != '\0' && (w > r.w || (px < GFX_READABLE_PX && has_letter(s)))) {
        fit_cut(g, w > r.w ? "wider than its box" : "shrunk below a readable size", s);
    }
    gfx_text(g, s, px, bold, c, r.x + r.w / 2, r.y + (r.h - h) / 2, GFX_CENTER);
}

/* Wraps s into width w from (x, y), drawing it when draw is 1; returns
 * the height it takes. */
static int wrap(Gfx *g, const char *s, int px, int bold, SDL_Color c, int x, int y, int w,
                GfxAlign al, int draw)
{
    char line[512];
    const char *p = s;
    int total = 0, lh = 0;
    gfx_text_size(g, "Ag", px, bold, NULL, &lh);
    if (draw && g->fit.on && px < GFX_READABLE_PX && has_letter(s)) {
        /* shrunk to fit its place, as gfx_text_in's */
        fit_cut(g, "shrunk below a readable size", s);
    }
    while (*p != '\0') {
        size_t n = 0, brk = 0;
        int tw;
        /* Take words while they fit.  A word wider than the line (a long
         * file name) breaks after a '/' or '\\', or else anywhere between
         * two characters. */
        while (p[n] != '\0' && p[n] != '\n' && n + 1 < sizeof line) {
            line[n] = p[n];
            line[n + 1] = '\0';
            gfx_text_size(g, line, px, bold, &tw, NULL);
            if (tw > w && n > 0) {
                if (brk > 0) {
                    n = brk;
                } else {
                    if (draw && g->fit.on) {
                        fit_cut(g, "a word wider than its line", s);
                    }
                    while (n > 1 && ((unsigned char)p[n] & 0xC0) == 0x80) {
                        n--; /* not inside a UTF-8 sequence */
                    }
                }
                break;
            }
            if (p[n] == ' ') {
                brk = n;
            } else if (p[n] == '/' || p[n] == '\\') {
                brk = n + 1;
            }
            n++;
        }
        line[n] = '\0';
        if (draw) {
            gfx_text(g, line, px, bold, c,
                     al == GFX_LEFT ? x : al == GFX_CENTER ? x + w / 2 : x + w, y + total, al);
        }
        total += lh;
        p += n;
        while (*p == ' ' || *p == '\n') {
            p++;
        }
    }
    return total;
}

int gfx_text_wrap(Gfx *g, const char *s, int px, int bold, SDL_Color c, int x, int y, int w,
                  GfxAlign al)
{
    return wrap(g, s, px, bold, c, x, y, w, al, 1);
}

int gfx_text_wrap_height(Gfx *g, const char *s, int px, int bold, int w)
{
    SDL_Color none = {0, 0, 0, 0};
    return wrap(g, s, px, bold, none, 0, 0, w, GFX_LEFT, 0);
}
