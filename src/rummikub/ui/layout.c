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
#define AREA_H 456.0f    /* the table area's height */

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
    L->ax = 16.0f;
    L->ay = 92.0f;
    L->aw = 1248.0f;
    L->ah = AREA_H;
    L->area = sh_ref(c, L->ax, L->ay, L->aw, L->ah);
    L->message = sh_ref(c, 290, 500, 700, 40);
    L->banner = sh_ref(c, 16, 556, 640, 50);
    L->button[UI_BTN_MOVES] = sh_ref(c, 662, 558, 78, 46);
    L->moves = sh_ref(c, 16, 100, 720, 448);
    L->first_draw = sh_ref(c, 616, 92 + AREA_H - 72, 48, 64);
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

void ui_layout_replay(UiLayout *L)
{
    const ShCanvas *c = &L->cv;
    int k, m = L->players - 1;
    L->replay = 1;
    /* Under each other seat's plate and its line, its rack face up. */
    for (k = 0; k < m; k++) {
        int seat = (L->viewer + 1 + k) % L->players;
        float cx = 150.0f + 980.0f * ((float)k + 0.5f) / (float)m;
        float w = 980.0f / (float)m - 16.0f;
        L->hand_ref[seat][0] = cx - w / 2.0f;
        L->hand_ref[seat][1] = UI_HAND_Y;
        L->hand_ref[seat][2] = w;
        L->hand_ref[seat][3] = UI_HAND_H;
        L->hand[seat] = sh_ref(c, cx - w / 2.0f, UI_HAND_Y, w, UI_HAND_H);
        /* its line as wide as its column, room for two lines: "playing
         * now" is said more often, on the viewer's smaller canvas */
        L->plate_info[seat] = sh_ref(c, cx - w / 2.0f, 69, w, UI_HAND_Y - 70.0f);
    }
    /* The table below them, to the bar; the bar the banner's alone (no
     * button acts in a replay), the mark "Replay" where Menu was. */
    L->ay = UI_HAND_Y + UI_HAND_H + 6.0f;
    L->ah = 92.0f + AREA_H - L->ay;
    L->area = sh_ref(c, L->ax, L->ay, L->aw, L->ah);
    L->moves = sh_ref(c, 16, L->ay + 8.0f, 720, 548 - L->ay - 8.0f);
    /* the mark, the game's number and the bottom seat's score above the
     * plates' lines (as wide as their columns) */
    L->mark = sh_ref(c, 12, 8, 112, 30);
    L->title = sh_ref(c, 12, 44, 240, 24);
    L->score = sh_ref(c, 1028, 44, 240, 24);
    for (k = 0; k < UI_BTN_COUNT; k++) {
        L->button[k] = sh_rect(0, 0, 0, 0);
    }
    L->banner = sh_ref(c, 16, 556, 1248, 50);
    L->timer = sh_rect(0, 0, 0, 0);
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

/* The width of a set of len tiles at scale s (its underlay). */
static float set_width(int len, float s)
{
    return (float)len * SET_PITCH * s - 2.0f * s + 2.0f * SET_PAD * s;
}

/* The memo's place of key, or -1. */
static int memo_find(const UiFlowMemo *memo, int key)
{
    int j;
    for (j = 0; memo != NULL && j < memo->n; j++) {
        if (memo->key[j] == key) {
            return j;
        }
    }
    return -1;
}

#define HOLE (2.0f * SET_PITCH + SET_GAP) /* a hole kept before a set: two tiles went */

/* Lays the sets out at scale s, each remembered set (keys and memo, both
 * may be NULL) at its place (the memo's scaled to s) or as little after
 * it as order needs, the others after the one before, wrapping `room`
 * units short of the right edge; holes before remembered sets closed with
 * UI_KEEP_CLOSE in flags; returns the height used (reference units). */
static float flow_at(const UiLayout *L, const int *lens, const int *keys, int n, float s,
                     const UiFlowMemo *memo, int flags, float room, UiFlow *out)
{
    const ShCanvas *c = &L->cv;
    const float ax = L->ax, ay = L->ay, aw = L->aw, eps = 0.5f;
    float x = ax, y = ay;
    float ks = memo != NULL && memo->scale > 0.0f ? s / memo->scale : 1.0f;
    int close = (flags & UI_KEEP_CLOSE) != 0;
    int k, i;
    out->nsets = n;
    out->scale = s;
    for (k = 0; k <= n; k++) {
        int len = k < n ? lens[k] : 1;
        float w = set_width(len, s);
        float px = x, py = y, right = ax + aw - room * s;
        int j = k < n && keys != NULL ? memo_find(memo, keys[k]) : -1;
        if (j >= 0) {
            /* its place, unless the sets before it have come past it; with
             * close, a hole before it wider than HOLE (sets gone) closed,
             * and a row left empty above it too */
            float mx = ax + (memo->x[j] - ax) * ks, my = ay + (memo->y[j] - ay) * ks;
            float base = x;
            right = ax + aw;
            if (my > y + eps) {
                py = close && my > y + ROW_H * s + eps ? y + ROW_H * s : my;
                base = ax;
            }
            if (my > y - eps) {
                px = mx < base ? base : close && mx - base > HOLE * s ? base : mx;
            }
        }
        if (px > ax && px + w > right + eps) {
            px = ax;
            py += ROW_H * s;
        }
        if (k < n) {
            UiSetBox *b = &out->set[k];
            b->n = len;
            out->ref_x[k] = px;
            out->ref_y[k] = py;
            b->under = sh_ref(c, px, py, w, (TILE_H + 2.0f * SET_PAD) * s);
            for (i = 0; i < len && i < RK_SET_MAX; i++) {
                b->tile[i] = sh_ref(c, px + SET_PAD * s + (float)i * SET_PITCH * s,
                                    py + SET_PAD * s, TILE_W * s, TILE_H * s);
            }
        } else {
            out->newset = sh_ref(c, px + SET_PAD * s, py + SET_PAD * s, TILE_W * s, TILE_H * s);
        }
        x = px + w + SET_GAP * s;
        y = py;
    }
    return y - ay + (TILE_H + 2.0f * SET_PAD) * s;
}

static const float flow_steps[] = {1.0f, 0.9f, 0.8f, 0.72f, 0.64f, 0.56f, 0.48f, 0.4f};
#define NSTEPS ((int)(sizeof flow_steps / sizeof flow_steps[0]))
#define ROOM (2.0f * SET_PITCH) /* a row's room for two more tiles */

static int clamp_sets(int n)
{
    return n < 0 ? 0 : n > RK_TABLE_MAX_SETS ? RK_TABLE_MAX_SETS : n;
}

void ui_flow(const UiLayout *L, const int *lens, int n, UiFlow *out)
{
    int k;
    n = clamp_sets(n);
    for (k = 0; k < NSTEPS; k++) {
        if (flow_at(L, lens, NULL, n, flow_steps[k], NULL, 0, ROOM, out) <= L->ah ||
            flow_at(L, lens, NULL, n, flow_steps[k], NULL, 0, 0.0f, out) <= L->ah) {
            return;
        }
    }
}

void ui_flow_keep(const UiLayout *L, const int *lens, const int *keys, int n,
                  const UiFlowMemo *memo, int flags, UiFlow *out)
{
    int k, known = 0;
    n = clamp_sets(n);
    for (k = 0; k < n && keys != NULL; k++) {
        known += memo_find(memo, keys[k]) >= 0;
    }
    ui_flow(L, lens, n, out);
    if (known == 0 || ((flags & UI_KEEP_GROW) && memo->scale < out->scale - 0.001f)) {
        return; /* nothing to keep, or room to grow again */
    }
    /* At the memo's scale, or as little smaller as it takes: the table
     * shrinks as it is rather than being laid out anew. */
    for (k = 0; k < NSTEPS; k++) {
        UiFlow kept;
        if (flow_steps[k] > memo->scale + 0.001f) {
            continue;
        }
        if (flow_at(L, lens, keys, n, flow_steps[k], memo, flags, ROOM, &kept) <= L->ah + 0.01f ||
            flow_at(L, lens, keys, n, flow_steps[k], memo, flags, 0.0f, &kept) <= L->ah + 0.01f) {
            *out = kept;
            return;
        }
    }
}

void ui_flow_memo(const UiFlow *f, const int *keys, UiFlowMemo *out)
{
    int k;
    memset(out, 0, sizeof *out);
    out->n = f->nsets;
    out->scale = f->scale;
    for (k = 0; k < f->nsets; k++) {
        out->key[k] = keys[k];
        out->x[k] = f->ref_x[k];
        out->y[k] = f->ref_y[k];
    }
}

void ui_flow_memo_pull_back(UiFlowMemo *m, const UiFlowMemo *start, const int *keys,
                            const int *lens, int n, int from)
{
    int j = from >= 0 && from < n ? memo_find(m, keys[from]) : -1, k;
    float s = m->scale, right;
    if (j < 0 || start == NULL || start->scale != m->scale) {
        return;
    }
    right = m->x[j] + set_width(lens[from], s) + SET_GAP * s;
    for (k = from + 1; k < n; k++) {
        int q = memo_find(m, keys[k]), q0 = memo_find(start, keys[k]);
        float want;
        if (q < 0 || m->y[q] != m->y[j]) {
            break; /* the row ends */
        }
        want = q0 >= 0 && start->y[q0] == m->y[q] && start->x[q0] > right ? start->x[q0] : right;
        if (want < m->x[q]) {
            m->x[q] = want;
        }
        right = m->x[q] + set_width(lens[k], s) + SET_GAP * s;
    }
}

void ui_flow_memo_add(UiFlowMemo *m, int key, float x, float y)
{
    int j = memo_find(m, key);
    if (j < 0) {
        if (m->n >= RK_TABLE_MAX_SETS) {
            return;
        }
        j = m->n++;
    }
    m->key[j] = key;
    m->x[j] = x;
    m->y[j] = y;
}

void ui_flow_new_place(const UiLayout *L, const UiFlow *f, int len, int x, int y,
                       UiNewPlace *out)
{
    const ShCanvas *c = &L->cv;
    const float ax = L->ax, ay = L->ay, aw = L->aw, eps = 0.5f;
    float s = f->scale > 0.0f ? f->scale : 1.0f;
    float w = set_width(len < 1 ? 1 : len, s), rowh = ROW_H * s;
    float rx = ((float)x - (float)c->ox) / c->u, ry = ((float)y - (float)c->oy) / c->u;
    float ux = rx - (SET_PAD + TILE_W / 2.0f) * s, uy = ry - (SET_PAD + TILE_H / 2.0f) * s;
    float gl = ax, gr = ax + aw, py;
    int rows = 1 + (int)((L->ah - (TILE_H + 2.0f * SET_PAD) * s) / rowh);
    int row = (int)floorf((uy - ay) / rowh + 0.5f), k, index = 0;
    row = row < 0 ? 0 : row >= rows ? rows - 1 : row;
    py = ay + (float)row * rowh;
    /* the free space of that row the point is in (or nearest to) */
    for (k = 0; k < f->nsets; k++) {
        float sx = f->ref_x[k], sy = f->ref_y[k], sw = set_width(f->set[k].n, s);
        if (sy < py - eps || (fabsf(sy - py) <= eps && sx + sw / 2.0f <= ux + w / 2.0f)) {
            index = k + 1;
            if (fabsf(sy - py) <= eps) {
                gl = sx + sw + SET_GAP * s;
            }
        } else if (fabsf(sy - py) <= eps && gr == ax + aw) {
            gr = sx - SET_GAP * s;
        }
    }
    if (gr - gl >= w) {
        ux = ux < gl ? gl : ux + w > gr ? gr - w : ux;
    } else if (gl + w <= ax + aw + eps) {
        ux = gl; /* too narrow: after the set before it, pushing the next along */
    } else {
        /* no room left in that row: first in the next, after the whole row */
        ux = ax;
        py += rowh;
        for (index = 0; index < f->nsets && f->ref_y[index] < py - eps; index++) {
        }
    }
    out->index = index;
    out->x = ux;
    out->y = py;
    out->tile = sh_ref(c, ux + SET_PAD * s, py + SET_PAD * s, TILE_W * s, TILE_H * s);
}

void ui_sheet_tiles(int n, float width, float height, UiSheetTiles *out)
{
    /* the smallest width a tile may have in one row, in two, in three */
    static const float least[3] = {20.0f, 14.0f, 0.0f};
    int rows;
    if (n < 1) {
        n = 1;
    }
    for (rows = 1; rows <= 3; rows++) {
        int per = (n + rows - 1) / rows;
        float w = width / (float)per - UI_SHEET_GAP;
        float h;
        if (w > 30.0f) {
            w = 30.0f;
        }
        h = w * TILE_H / TILE_W;
        if ((float)rows * (h + UI_SHEET_GAP) - UI_SHEET_GAP > height) {
            h = (height + UI_SHEET_GAP) / (float)rows - UI_SHEET_GAP;
            w = h * TILE_W / TILE_H;
        }
        out->rows = rows;
        out->per_row = per;
        out->w = w;
        out->h = h;
        if (w >= least[rows - 1]) {
            return;
        }
    }
}
