/* layout.c - the table's rectangles from the window size (pure). */
#include "layout.h"

void ui_rack_geom_default(UiRackGeom *g)
{
    int k;
    g->card_w = 240;
    g->card_h = 150;
    g->card_x = 54;
    g->rack_w = 304;
    g->rack_h = 460;
    for (k = 0; k < RACKO_SLOTS; k++) {
        g->slot_y[k] = 14 + (RACKO_SLOTS - 1 - k) * 40;
        g->shown[k] = k == 0 ? 44 : 40;
        g->label[k] = sh_rect(7, g->slot_y[k] + 5, 40, 30);
    }
    g->tray_w = 560;
    g->tray_h = 214;
    g->draw_x = 22;
    g->draw_y = 20;
    g->discard_x = 298;
    g->discard_y = 20;
    g->draw_label = sh_rect(62, 188, 160, 22);
    g->discard_label = sh_rect(338, 188, 160, 22);
}

int ui_layout_px(const UiLayout *lay, float len)
{
    return sh_px(&lay->cv, len);
}

ShRect ui_layout_ref(const UiLayout *lay, float x, float y, float w, float h)
{
    return sh_ref(&lay->cv, x, y, w, h);
}

/* Places a rack of geometry g with its image scaled by s (reference units
 * per 1x pixel) at reference (x, y), filling the seat's rectangles. */
static void place_rack(const UiLayout *lay, UiSeatLayout *sl, const UiRackGeom *g, float x,
                       float y, float s)
{
    int k;
    sl->rack = ui_layout_ref(lay, x, y, (float)g->rack_w * s, (float)g->rack_h * s);
    for (k = 0; k < RACKO_SLOTS; k++) {
        float cx = x + (float)g->card_x * s;
        float cy = y + (float)g->slot_y[k] * s;
        sl->card[k] = ui_layout_ref(lay, cx, cy, (float)g->card_w * s, (float)g->card_h * s);
        sl->strip[k] = ui_layout_ref(lay, cx, cy, (float)g->card_w * s, (float)g->shown[k] * s);
        sl->label[k] = ui_layout_ref(lay, x + (float)g->label[k].x * s,
                                     y + (float)g->label[k].y * s, (float)g->label[k].w * s,
                                     (float)g->label[k].h * s);
    }
}

void ui_layout_compute(UiLayout *lay, int w, int h, int players, int viewer,
                       const UiRackGeom *geom)
{
    UiRackGeom def;
    const UiRackGeom *g = geom;
    int s, m;
    /* Opponent panels (reference x) by the number of opponents. */
    static const float opp_x[4][3] = {
        {0, 0, 0}, {530, 0, 0}, {150, 910, 0}, {40, 530, 1020}};
    static const UiSeatPos opp_pos[4][3] = {{UI_POS_TOP, UI_POS_TOP, UI_POS_TOP},
                                            {UI_POS_TOP, UI_POS_TOP, UI_POS_TOP},
                                            {UI_POS_LEFT, UI_POS_RIGHT, UI_POS_TOP},
                                            {UI_POS_LEFT, UI_POS_TOP, UI_POS_RIGHT}};
    const float opp_w = 220.0f, opp_h = 244.0f, opp_y = 54.0f;

    if (g == NULL) {
        ui_rack_geom_default(&def);
        g = &def;
    }
    if (players < 1) {
        players = 1;
    }
    if (players > RACKO_MAX_SEATS) {
        players = RACKO_MAX_SEATS;
    }
    if (viewer < 0 || viewer >= players) {
        viewer = 0;
    }
    sh_canvas_fit(&lay->cv, w, h, SH_REF_W, SH_REF_H);
    w = lay->cv.w;
    h = lay->cv.h;
    lay->w = w;
    lay->h = h;
    lay->u = lay->cv.u;
    lay->ox = lay->cv.ox;
    lay->oy = lay->cv.oy;
    lay->players = players;
    lay->viewer = viewer;

    /* The top bar spans the window's top edge whatever the letterboxing. */
    lay->topbar = sh_rect(0, 0, w, ui_layout_px(lay, 44.0f));
    /* The top bar spans the window: its title keeps to the window's left
     * edge, as its buttons keep to the right one. */
    lay->title = sh_rect(ui_layout_px(lay, 16.0f), 0, ui_layout_px(lay, 800.0f), lay->topbar.h);
    lay->button[UI_BTN_MENU] =
        sh_rect(w - ui_layout_px(lay, 116.0f), ui_layout_px(lay, 6.0f), ui_layout_px(lay, 104.0f),
                ui_layout_px(lay, 32.0f));
    lay->button[UI_BTN_HINT] =
        sh_rect(w - ui_layout_px(lay, 232.0f), ui_layout_px(lay, 6.0f), ui_layout_px(lay, 104.0f),
                ui_layout_px(lay, 32.0f));
    lay->banner = ui_layout_ref(lay, 330, 308, 930, 42);
    lay->scoreboard = ui_layout_ref(lay, 20, 316, 290, 250);
    lay->message = ui_layout_ref(lay, 20, 580, 290, 200);
    {
        /* The tray with both piles, right of the viewer's rack. */
        float tx = 670.0f, ty = 362.0f, ts = 1.0f;
        lay->tray = ui_layout_ref(lay, tx, ty, (float)g->tray_w * ts, (float)g->tray_h * ts);
        lay->draw_pile = ui_layout_ref(lay, tx + (float)g->draw_x * ts, ty + (float)g->draw_y * ts,
                                       (float)g->card_w * ts, (float)g->card_h * ts);
        lay->discard_pile =
            ui_layout_ref(lay, tx + (float)g->discard_x * ts, ty + (float)g->discard_y * ts,
                          (float)g->card_w * ts, (float)g->card_h * ts);
        lay->draw_label = ui_layout_ref(lay, tx + (float)g->draw_label.x * ts,
                                        ty + (float)g->draw_label.y * ts,
                                        (float)g->draw_label.w * ts, (float)g->draw_label.h * ts);
        lay->discard_label =
            ui_layout_ref(lay, tx + (float)g->discard_label.x * ts,
                          ty + (float)g->discard_label.y * ts, (float)g->discard_label.w * ts,
                          (float)g->discard_label.h * ts);
    }
    lay->center = ui_layout_ref(lay, 290, 200, 700, 300);
    lay->card_w = lay->draw_pile.w;
    lay->card_h = lay->draw_pile.h;
    lay->font_px = ui_layout_px(lay, 18.0f);
    lay->font_small_px = ui_layout_px(lay, 14.0f);
    lay->font_big_px = ui_layout_px(lay, 26.0f);
    lay->font_huge_px = ui_layout_px(lay, 56.0f);

    for (s = 0; s < RACKO_MAX_SEATS; s++) {
        lay->seat[s].present = s < players;
    }

    /* The viewer: a large rack at the bottom, labels on its left. */
    {
        UiSeatLayout *sl = &lay->seat[viewer];
        float top = 356.0f, bottom = 796.0f;
        float rs = (bottom - top) / (float)g->rack_h;
        float rw = (float)g->rack_w * rs;
        float rx = 330.0f + (320.0f - rw) / 2.0f;
        sl->pos = UI_POS_BOTTOM;
        sl->large = 1;
        sl->panel = ui_layout_ref(lay, rx, top, rw, bottom - top);
        sl->name = ui_layout_ref(lay, 20, 316, 0, 0);
        place_rack(lay, sl, g, rx, top, rs);
        sl->hand = ui_layout_ref(lay, 830, 600, (float)g->card_w, (float)g->card_h);
    }

    /* Everyone else around the top, in play order from the viewer's left. */
    m = players - 1;
    for (s = 1; s <= m; s++) {
        int seat = (viewer + s) % players;
        UiSeatLayout *sl = &lay->seat[seat];
        float px = opp_x[m][s - 1];
        float rh = opp_h - 34.0f;
        float rs = rh / (float)g->rack_h;
        float rw = (float)g->rack_w * rs;
        float hw = 120.0f, hh = 75.0f, hx;
        sl->pos = opp_pos[m][s - 1];
        sl->large = 0;
        sl->panel = ui_layout_ref(lay, px, opp_y, opp_w, opp_h);
        sl->name = ui_layout_ref(lay, px, opp_y, opp_w, 30);
        place_rack(lay, sl, g, px + (opp_w - rw) / 2.0f, opp_y + 34.0f, rs);
        if (sl->pos == UI_POS_RIGHT) {
            hx = px - hw - 8.0f;
        } else {
            hx = px + opp_w + 8.0f;
        }
        sl->hand = ui_layout_ref(lay, hx, opp_y + 90.0f, hw, hh);
    }
}
