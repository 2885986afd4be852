/* layout.c - where everything lies on Ratuki's table, on the 1280x800
 * reference canvas scaled to the window (shell/canvas.h): the stack
 * places in the middle, the people at the keyboard at the bottom (one
 * large hand, or two side by side), every other seat along the top. */
#include <string.h>

#include "ui.h"

/* A person's corner at the bottom, its hand centred on cx, its cards cw
 * wide (reference units). */
static void person_box(const ShCanvas *c, UiSeatBox *b, float cx, float cw)
{
    float ch = cw * UI_CARD_RATIO, gap = cw * 0.14f, pile = cw * 0.62f, ph = pile * UI_CARD_RATIO;
    float hw = 3 * cw + 2 * gap, x0 = cx - hw / 2, y = 784 - ch - 26;
    int i;
    b->big = 1;
    for (i = 0; i < RT_HAND; i++) {
        b->hand[i] = sh_ref(c, x0 + (float)i * (cw + gap), y, cw, ch);
    }
    b->draw = sh_ref(c, x0 - 2 * pile - 2.2f * gap, y + ch - ph, pile, ph);
    b->discard = sh_ref(c, x0 - pile - 1.2f * gap, y + ch - ph, pile, ph);
    b->scoring = sh_ref(c, x0 + hw + 1.2f * gap, y + ch - ph, pile, ph);
    b->name = sh_ref(c, x0 - 2 * pile - 2.2f * gap, y - 30, hw + 3 * pile + 4.4f * gap, 26);
    b->box = sh_ref(c, x0 - 2 * pile - 3.2f * gap, y - 34, hw + 3 * pile + 6.4f * gap, ch + 58);
}

/* Another seat's panel along the top: x, w its extent. */
static void other_box(const ShCanvas *c, UiSeatBox *b, float x, float w)
{
    float cw = w * 0.16f > 52 ? 52 : w * 0.16f, ch = cw * UI_CARD_RATIO, gap = cw * 0.12f;
    float pile = cw * 0.78f, ph = pile * UI_CARD_RATIO;
    float y = 44, hx = x + 12;
    int i;
    b->big = 0;
    b->box = sh_ref(c, x, 12, w, 136);
    b->name = sh_ref(c, x + 10, 16, w - 20, 24);
    for (i = 0; i < RT_HAND; i++) {
        b->hand[i] = sh_ref(c, hx + (float)i * (cw + gap), y, cw, ch);
    }
    float px = x + w - 12 - 3 * pile - 2 * gap;
    b->draw = sh_ref(c, px, y + (ch - ph), pile, ph);
    b->discard = sh_ref(c, px + pile + gap, y + (ch - ph), pile, ph);
    b->scoring = sh_ref(c, px + 2 * (pile + gap), y + (ch - ph), pile, ph);
}

/* 1 for a seat at the bottom: a person at the keyboard, or the seat
 * watched when nobody plays. */
static int at_bottom(const ShTable *t, int s)
{
    return ui_person_of(t, s) >= 0 || (t->npersons == 0 && s == t->viewer);
}

void ui_table_layout(ShTable *t, const ShCanvas *c)
{
    UiLayout *l = &t->lay;
    int players = rt_game_config(ui_game(t))->players;
    int others = 0, s, k;
    float cw = 100, ch = cw * UI_CARD_RATIO, step = 150;
    float x0 = 640 - ((float)players * step - (step - cw)) / 2;
    t->canvas = *c;
    memset(l, 0, sizeof *l);
    l->players = players;
    for (s = 0; s < players; s++) {
        ShRect r = sh_ref(c, x0 + (float)s * step, 262, cw, ch);
        l->place[s] = r;
        l->place_hit[s] = sh_ref(c, x0 + (float)s * step - 22, 240, cw + 44, ch + 70);
        l->place_label[s] = sh_ref(c, x0 + (float)s * step - 20, 262 + ch + 6, cw + 40, 24);
    }
    for (s = 0; s < players; s++) {
        others += !at_bottom(t, s);
    }
    if (t->npersons >= 2) {
        person_box(c, &l->seat[t->person[0].seat], 330, 92);
        person_box(c, &l->seat[t->person[1].seat], 950, 92);
    } else {
        person_box(c, &l->seat[t->viewer], 640, 112);
    }
    if (others > 0) {
        float gap = 10, w = (1240 - gap * (float)(others - 1)) / (float)others;
        if (w > 330) {
            w = 330;
        }
        float x = 640 - ((float)others * w + gap * (float)(others - 1)) / 2;
        k = 0;
        for (s = 0; s < players; s++) {
            if (!at_bottom(t, s)) {
                other_box(c, &l->seat[s], x + (float)k * (w + gap), w);
                k++;
            }
        }
    }
    l->shout = sh_ref(c, 240, 444, 800, 60);
    l->sheet = sh_ref(c, 200, 110, 880, 560);
}

ShRect ui_spot_rect(const ShTable *t, const UiSpot *sp)
{
    const UiLayout *l = &t->lay;
    int s = sp->seat;
    switch (sp->kind) {
    case UI_SPOT_HAND:
        return l->seat[s].hand[sp->i < 0 || sp->i >= RT_HAND ? 1 : sp->i];
    case UI_SPOT_PLACE:
        return l->place[sp->i];
    case UI_SPOT_SCORING:
        return l->seat[s].scoring;
    case UI_SPOT_DISCARD:
        return l->seat[s].discard;
    default:
        return sp->rect;
    }
}
