/* layout.c - where everything on Rummikub's table goes (see layout.h). */
#include "layout.h"

#include <math.h>
#include <string.h>

/* The art's geometry in reference units (assets/MANIFEST-rummikub.md). */
#define TILE_W 48.0f
#define TILE_H 64.0f
#define SET_PITCH 50.0f  /* a tile and the gap to the next in a set */
#define SET_PAD 6.0f     /* underlay round its tiles */
#define SET_GAP 10.0f    /* between two sets' underlays */
#define ROW_H 84.0f      /* a row of sets: a 76 high underlay and 8 between rows */
#define RACK_X 102.0f
#define RACK_Y 616.0f
#define RACK_W 1076.0f
#define RACK_H 174.0f
#define RACK_ROW0 10.0f  /* tile tops of the back row, in the rack */
#define RACK_ROW1 92.0f
#define RACK_LEFT 20.0f  /* first tile's left edge in the rack */
#define RACK_SPAN 1040.0f /* 20 places of 52 */

int ui_px(const UiLayout *L, float len)
{
    return sh_px(&L->cv, len);
}

ShRect ui_layout_ref_rect(const UiLayout *L, float x, float y, float w, float h)
{
    return sh_ref(&L->cv, x, y, w, h);
}

void ui_layout_compute(UiLayout *L, const ShCanvas *c, int players, int viewer)
{
    int k, m;
    memset(L, 0, sizeof *L);
    L->cv = *c;
    if (players < RK_MIN_SEATS) {
        players = RK_MIN_SEATS;
    }
    if (players > RK_MAX_SEATS) {
        players = RK_MAX_SEATS;
    }
    if (viewer < 0 || viewer >= players) {
        viewer = 0;
    }
    L->players = players;
    L->viewer = viewer;
    L->button[UI_BTN_MENU] = sh_ref(c, 12, 10, 112, 40);
    L->button[UI_BTN_HINT] = sh_ref(c, 1156, 10, 112, 40);
    L->title = sh_ref(c, 12, 56, 240, 24);
    L->score = sh_ref(c, 1028, 56, 240, 24);
    /* The others along the top in play order from the viewer's left. */
    m = players - 1;
    for (k = 0; k < m; k++) {
        int seat = (viewer + 1 + k) % players;
        float cx = 150.0f + 980.0f * ((float)k + 0.5f) / (float)m;
        L->plate[seat] = sh_ref(c, cx - 110.0f, 4, 220, 64);
        L->plate_info[seat] = sh_ref(c, cx - 130.0f, 69, 260, 18);
    }
    L->area = sh_ref(c, 16, 92, 1248, 456);
    L->message = sh_ref(c, 290, 500, 700, 40);
    L->banner = sh_ref(c, 16, 556, 720, 50);
    for (k = 0; k < 4; k++) {
        L->button[UI_BTN_UNDO + k] = sh_ref(c, 746.0f + 131.0f * (float)k, 558, 125, 46);
    }
    L->rack = sh_ref(c, RACK_X, RACK_Y, RACK_W, RACK_H);
    L->pool = sh_ref(c, 9, 626, 84, 84);
    L->pool_label = sh_ref(c, 0, 712, 102, 22);
    L->timer = sh_ref(c, 1201, 618, 56, 56);
    L->button[UI_BTN_SORT_RUNS] = sh_ref(c, 1184, 698, 90, 40);
    L->button[UI_BTN_SORT_GROUPS] = sh_ref(c, 1184, 744, 90, 40);
}

int ui_rack_per_row(int n)
{
    int need = (n + 2) / 2; /* n tiles and one more place, in two rows */
    return need > UI_RACK_ROW_MIN ? need : UI_RACK_ROW_MIN;
}

ShRect ui_rack_place(const UiLayout *L, int per_row, int i)
{
    float pitch, w, h, x, y;
    int row, col;
    if (per_row < 1) {
        per_row = UI_RACK_ROW_MIN;
    }
    row = i / per_row;
    col = i % per_row;
    if (row > 1) {
        row = 1;
        col = per_row - 1;
    }
    pitch = RACK_SPAN / (float)per_row;
    w = pitch - 4.0f;
    if (w > TILE_W) {
        w = TILE_W;
    }
    h = w * TILE_H / TILE_W;
    x = RACK_X + RACK_LEFT + pitch * (float)col;
    y = RACK_Y + (row == 0 ? RACK_ROW0 : RACK_ROW1) + TILE_H - h;
    return sh_ref(&L->cv, x, y, w, h);
}

/* Lays the sets out at scale s; returns the height used (reference units). */
static float flow_at(const UiLayout *L, const int *lens, int n, float s, UiFlow *out)
{
    const ShCanvas *c = &L->cv;
    float ax = 16.0f, ay = 92.0f, aw = 1248.0f;
    float x = ax, y = ay;
    int k, i;
    out->nsets = n;
    out->scale = s;
    for (k = 0; k <= n; k++) {
        int len = k < n ? lens[k] : 1;
        float w = (float)len * SET_PITCH * s - 2.0f * s + 2.0f * SET_PAD * s;
        if (x > ax && x + w > ax + aw) {
            x = ax;
            y += ROW_H * s;
        }
        if (k < n) {
            UiSetBox *b = &out->set[k];
            b->n = len;
            b->under = sh_ref(c, x, y, w, (TILE_H + 2.0f * SET_PAD) * s);
            for (i = 0; i < len && i < RK_SET_MAX; i++) {
                b->tile[i] = sh_ref(c, x + SET_PAD * s + (float)i * SET_PITCH * s,
                                    y + SET_PAD * s, TILE_W * s, TILE_H * s);
            }
        } else {
            out->newset = sh_ref(c, x + SET_PAD * s, y + SET_PAD * s, TILE_W * s, TILE_H * s);
        }
        x += w + SET_GAP * s;
    }
    return y - ay + (TILE_H + 2.0f * SET_PAD) * s;
}

void ui_flow(const UiLayout *L, const int *lens, int n, UiFlow *out)
{
    static const float steps[] = {1.0f, 0.9f, 0.8f, 0.72f, 0.64f, 0.56f, 0.48f, 0.4f};
    size_t k;
    if (n < 0) {
        n = 0;
    }
    if (n > RK_TABLE_MAX_SETS) {
        n = RK_TABLE_MAX_SETS;
    }
    for (k = 0; k < sizeof steps / sizeof steps[0]; k++) {
        if (flow_at(L, lens, n, steps[k], out) <= 456.0f) {
            return;
        }
    }
}
