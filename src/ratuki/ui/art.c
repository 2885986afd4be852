/* art.c - Ratuki's cards and table pieces on the screen: the sprites of
 * assets/png/{1x,2x}/ (assets/MANIFEST-ratuki.md names them) and, for a
 * sprite that is missing, a plain face that still says the card (a
 * build without the art, a test under the dummy driver). */
#include <stdio.h>
#include <string.h>

#include "kit/lang.h"
#include "ui.h"

/* The decks' colours (assets/MANIFEST-ratuki.md, "Decks"), each also
 * told by its symbol (rt-sym-D). */
static const ShColor deck_colour[RT_MAX_SEATS] = {
    {0x3a, 0x9e, 0xe6, 255}, /* blue */
    {0xd8, 0x40, 0x1c, 255}, /* red */
    {0x14, 0x64, 0x3c, 255}, /* green */
    {0xf5, 0xc4, 0x00, 255}, /* yellow */
    {0x2b, 0x2f, 0x3a, 255}, /* black */
};

ShColor ui_art_colour(int deck)
{
    static const ShColor grey = {150, 150, 150, 255};
    return deck >= 0 && deck < RT_MAX_SEATS ? deck_colour[deck] : grey;
}

ShColor ui_art_line_colour(int deck)
{
    /* Lightened by half towards white: the green and the black decks'
       own colours hardly show on the felt. */
    ShColor c = ui_art_colour(deck);
    c.r = (unsigned char)((c.r + 255) / 2);
    c.g = (unsigned char)((c.g + 255) / 2);
    c.b = (unsigned char)((c.b + 255) / 2);
    return c;
}

void ui_art_empty(ShDraw *d, ShRect r)
{
    static const ShColor mark = {255, 255, 255, 50};
    sh_frame(d, r, sh_dpx(d, 1.5f), mark);
}

/* 1 when the language in force is French: the word style says the
 * number in French. */
static int french(void)
{
    char lang[16];
    const TkCatalog *c = tk_lang_current();
    return c != NULL && tk_catalog_header(c, "Language", lang, sizeof lang) == 1 &&
           strncmp(lang, "fr", 2) == 0;
}

const char *ui_art_card_name(RtCard c, int fr, char *buf, size_t size)
{
    int deck = rt_card_deck(c), value = rt_card_value(c), style = rt_card_style(c);
    if (deck < 0) {
        snprintf(buf, size, "%s", "rt-slot");
    } else if (value == RT_WILD) {
        snprintf(buf, size, "rt-card-%d-wild", deck);
    } else if (style == RT_STYLE_WORD && fr) {
        snprintf(buf, size, "rt-card-%d-%d%d-fr", deck, value, style);
    } else {
        snprintf(buf, size, "rt-card-%d-%d%d", deck, value, style);
    }
    return buf;
}

/* A face without its sprite: the deck's colour, the value large. */
static void plain_face(ShDraw *d, RtCard c, ShRect r)
{
    static const ShColor paper = {246, 240, 226, 255};
    int v = rt_card_value(c);
    sh_fill(d, r, paper);
    sh_frame(d, sh_rect_inset(r, r.w / 16), r.w / 20 + 1, ui_art_colour(rt_card_deck(c)));
    sh_text_in(d, rt_value_text(v), r.h / 2, 1, ui_art_colour(rt_card_deck(c)),
               sh_rect_inset(r, r.w / 8));
}

void ui_art_card(ShDraw *d, RtCard c, ShRect r)
{
    char name[32];
    ShImage *im;
    if (c == RT_NO_CARD) {
        ui_art_slot(d, r);
        return;
    }
    im = sh_image(d, ui_art_card_name(c, french(), name, sizeof name));
    if (im != NULL) {
        sh_image_draw(d, im, r);
    } else {
        plain_face(d, c, r);
    }
}

void ui_art_back(ShDraw *d, int deck, ShRect r)
{
    char name[32];
    ShImage *im;
    snprintf(name, sizeof name, "rt-back-%d", deck < 0 ? 0 : deck);
    im = sh_image(d, name);
    if (im != NULL) {
        sh_image_draw(d, im, r);
    } else {
        ShColor c = ui_art_colour(deck);
        sh_fill(d, r, c);
        sh_frame(d, sh_rect_inset(r, r.w / 10), r.w / 24 + 1, SH_C_CREAM);
    }
}

void ui_art_slot(ShDraw *d, ShRect r)
{
    ShImage *im = sh_image(d, "rt-slot");
    if (im != NULL) {
        sh_image_draw(d, im, r);
    } else {
        static const ShColor mark = {255, 255, 255, 60};
        sh_frame(d, r, r.w / 30 + 1, mark);
    }
}

void ui_art_shadow(ShDraw *d, ShRect r)
{
    ShImage *im = sh_image(d, "rt-card-shadow");
    int o = r.w / 24 + 1;
    if (im != NULL) {
        /* 116x156 for a 96x136 card, 10 px out on every side (the offset
           of its fall is in the picture). */
        int dx = r.w * 10 / 96, dy = r.h * 10 / 136;
        sh_image_draw(d, im, sh_rect(r.x - dx, r.y - dy, r.w + 2 * dx, r.h + 2 * dy));
    } else {
        static const ShColor shade = {0, 0, 0, 70};
        sh_fill(d, sh_rect(r.x + o, r.y + o, r.w, r.h), shade);
    }
}

void ui_art_symbol(ShDraw *d, int deck, ShRect r)
{
    char name[24];
    ShImage *im;
    snprintf(name, sizeof name, "rt-sym-%d", deck < 0 ? 0 : deck);
    im = sh_image(d, name);
    if (im != NULL) {
        sh_image_draw(d, im, r);
    } else {
        sh_fill(d, r, ui_art_colour(deck));
    }
}
