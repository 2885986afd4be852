/* draw.c - Rummikub's table drawn through the shell's calls: the still
 * layer (plates, sets, rack, buttons, banner, dialogs), what moves over it
 * (tiles in flight, a dragged tile, the drop mark), the title art and the
 * Rules page's pictures.  No SDL. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "table.h"
#include "kit/lang.h"

static const ShColor C_BANNER_ACT = {0x3a, 0x2c, 0x05, 0xd8};
static const ShColor C_BANNER_WAIT = {0x10, 0x14, 0x20, 0xc8};
static const ShColor C_REFUSED_BG = {0x40, 0x18, 0x10, 0xe8};
static const ShColor C_REFUSED = {0xff, 0xd8, 0xc8, 0xff};
static const ShColor C_HINT_BG = {0x0c, 0x28, 0x40, 0xe8};
static const ShColor C_HINT = {0xd8, 0xf0, 0xff, 0xff};
static const ShColor C_SHADE = {0, 0, 0, 0xa0};
static const ShColor C_TIP_BG = {0x22, 0x0c, 0x06, 0xf0};
static const ShColor C_VERMILION = {0xd5, 0x5e, 0x00, 0xff};
static const ShColor C_FROM_RACK = {0xff, 0xd2, 0x3f, 0xff};
static const ShColor C_SKY = {0x56, 0xb4, 0xe9, 0xff}; /* another seat's changes (rk-tile-new's) */
static const ShColor C_CURSOR = {0xf8, 0xf8, 0xff, 0xff}; /* the keyboard's cursor (chosen is gold) */

const char *ui_tile_sprite(RkTile t, char buf[16])
{
    static const char letters[RK_COLOURS] = {'k', 'b', 'o', 'r'};
    if (t == RK_JOKER) {
        return "rk-tile-joker";
    }
    if (t >= RK_KINDS) {
        return "rk-tile-back";
    }
    snprintf(buf, 16, "rk-tile-%c%02d", letters[rk_tile_colour(t)], rk_tile_number(t));
    return buf;
}

static int px(const ShTable *t, float len)
{
    return ui_px(&t->lay, len);
}

static void image(ShDraw *d, const char *name, ShRect r)
{
    sh_image_draw(d, sh_image(d, name), r);
}

/* A frame sprite 56x72 drawn round a 48x64 tile (4 over each side). */
static void tile_frame(ShDraw *d, const char *name, ShRect tile)
{
    int m = tile.w / 12;
    image(d, name, sh_rect(tile.x - m, tile.y - m, tile.w + 2 * m, tile.h + 2 * m));
}

static void tile_face(ShDraw *d, RkTile tile, ShRect r)
{
    char buf[16];
    image(d, ui_tile_sprite(tile, buf), r);
}

static void tile_shadow(ShDraw *d, ShRect r)
{
    int sx = r.w / 6, sy = r.w / 16;
    image(d, "rk-tile-shadow",
          sh_rect(r.x - sx, r.y - sy, r.w * 64 / 48, r.h * 76 / 64));
}

/* ------------------------------------------------------------------ */
/* Pieces of the table                                                 */

static void draw_button(ShTable *t, ShDraw *d, UiButton b, const char *label, const char *icon)
{
    ShRect r = t->lay.button[b];
    int focus = t->focus_shown && t->focus.zone == UI_Z_BUTTON && t->focus.a == (int)b;
    int enabled = ui_play_button_enabled(t, b);
    int primary = b == UI_BTN_END && enabled;
    if (icon == NULL) {
        sh_draw_button(d, r, label, t->hover_button == (int)b, 0, enabled, focus, primary);
        return;
    }
    {
        int is = r.h - px(t, 14);
        sh_draw_button(d, r, "", t->hover_button == (int)b, 0, enabled, focus, 0);
        image(d, icon, sh_rect(r.x + px(t, 10), r.y + (r.h - is) / 2 - 1, is, is));
        sh_text(d, label, px(t, 15), 1, enabled ? SH_C_TEXT : SH_C_DIM, r.x + px(t, 16) + is,
                r.y + (r.h * 37 / 40 - px(t, 15) * 5 / 4) / 2, SH_LEFT);
    }
}

static void seat_doing(const ShTable *t, int seat, char *buf, size_t size);

/* Where the line under a seat's plate ends at its longest: the seat
 * playing now (bold, "playing now" said), shrunk into its box as
 * draw_plate draws it. */
static int info_right(const ShTable *t, ShDraw *d, int seat)
{
    ShRect pi = t->lay.plate_info[seat];
    char text[160];
    int w = 0;
    size_t n;
    seat_doing(t, seat, text, sizeof text);
    n = strlen(text);
    if (t->scene.turn_seat != seat && n < sizeof text) {
        snprintf(text + n, sizeof text - n, " \xC2\xB7 %s", _("playing now"));
    }
    sh_text_size(d, text, px(t, 13), 1, &w, NULL);
    if (w > pi.w) {
        w = pi.w;
    }
    return pi.x + pi.w / 2 + w / 2;
}

static void draw_topbar(ShTable *t, ShDraw *d)
{
    const UiScene *sc = &t->scene;
    char text[200];
    if (t->replay) {
        /* a replay: its mark where Menu is in play (no button acts) */
        ShRect m = t->lay.mark;
        int th = px(t, 2) > 1 ? px(t, 2) : 1;
        sh_fill(d, m, C_BANNER_ACT);
        sh_frame(d, m, th, SH_C_GOLD);
        /* TRANSLATORS: the mark over a match watched again in the replay viewer */
        sh_text_in(d, C_("replay mark", "Replay"), px(t, 16), 1, SH_C_GOLD,
                   sh_rect_inset(m, px(t, 4)));
    } else {
        draw_button(t, d, UI_BTN_MENU, _("Menu"), "icon-menu");
        draw_button(t, d, UI_BTN_HINT, _("Hint"), "icon-hint");
    }
    if (sc->game > 0) {
        tk_fmt(text, sizeof text, _("Game %d of %d"), sc->game, sc->games);
    } else {
        int games = rk_game_config(rk_match_game(t->match))->games;
        tk_fmt(text, sizeof text, tk_trn("%d game to play", "%d games to play", (unsigned long)games),
               games);
    }
    sh_text(d, text, px(t, 16), 1, SH_C_CREAM, t->lay.title.x, t->lay.title.y, SH_LEFT);
    if (mt_match_seat_kind(t->match, t->viewer) == MT_SEAT_HUMAN || t->replay) {
        int v = sc->total[t->viewer];
        tk_fmt(text, sizeof text, tk_trn("%s: %d point", "%s: %d points", (unsigned long)(v < 0 ? -v : v)),
               ui_table_seat_label(t, t->viewer), v);
        /* Right of the plates' lines as they are at their longest (the
           seat playing now): a longer language's words a little smaller,
           or under the lines when even so they would reach one. */
        int size = px(t, 16), tw = 0, s, right = t->lay.score.x + t->lay.score.w;
        int left = t->lay.score.x, y = t->lay.score.y, below = y;
        for (s = 0; s < mt_match_players(t->match); s++) {
            ShRect pi = t->lay.plate_info[s];
            int edge = info_right(t, d, s);
            if (s != t->viewer && pi.w > 0 && pi.y < y + px(t, 20) && edge + px(t, 10) > left) {
                left = edge + px(t, 10);
                below = pi.y + pi.h + px(t, 2);
            }
        }
        sh_text_size(d, text, size, 1, &tw, NULL);
        while (tw > right - left && size > 11) {
            size--;
            sh_text_size(d, text, size, 1, &tw, NULL);
        }
        if (tw > right - left) {
            y = below;
        }
        sh_text(d, text, size, 1, SH_C_CREAM, right, y, SH_RIGHT);
    }
}

/* What a seat is doing, for the line under its plate. */
static void seat_doing(const ShTable *t, int seat, char *buf, size_t size)
{
    const UiScene *sc = &t->scene;
    const char *kind = "";
    int v = sc->total[seat];
    size_t n;
    int seat_kind = mt_match_seat_kind(t->match, seat);
    if (t->replay && mt_match_seat_had_bot(t->match, seat)) {
        seat_kind = MT_SEAT_BOT; /* the record's bot (a replay starts none) */
    }
    switch (seat_kind) {
    case MT_SEAT_AI:
        kind = _("computer");
        break;
    case MT_SEAT_BOT:
        kind = _("bot");
        break;
    default:
        kind = "";
        break;
    }
    /* "12 points · computer · playing now": each part said whole. */
    tk_fmt(buf, size, tk_trn("%d point", "%d points", (unsigned long)(v < 0 ? -v : v)), v);
    n = strlen(buf);
    if (kind[0] != '\0' && n < size) {
        n += (size_t)snprintf(buf + n, size - n, " \xC2\xB7 %s", kind);
    }
    if (sc->turn_seat == seat && n < size) {
        snprintf(buf + n, size - n, " \xC2\xB7 %s", _("playing now"));
    }
}

static void draw_plate(ShTable *t, ShDraw *d, int seat)
{
    const UiScene *sc = &t->scene;
    ShRect r = t->lay.plate[seat];
    float k = (float)r.w / 220.0f;
    char text[120];
    if (r.w <= 0) {
        return;
    }
    if (sc->turn_seat == seat) {
        /* the seat playing now: its plate lit, a gold frame round it */
        int th = px(t, 3) > 2 ? px(t, 3) : 2;
        image(d, "turn-glow", sh_rect(r.x - (int)(18 * k), r.y - (int)(14 * k), r.w + (int)(36 * k),
                                      r.h + (int)(28 * k)));
        sh_frame(d, sh_rect_inset(r, -th), th, SH_C_GOLD); /* (inside the window's top) */
    }
    image(d, "rk-plate", r);
    sh_text_in(d, mt_match_seat_name(t->match, seat), px(t, 14), 1, SH_C_CREAM,
               sh_rect(r.x + (int)(12 * k), r.y + (int)(36 * k), (int)(146 * k), (int)(22 * k)));
    image(d, sc->melded[seat] ? "rk-badge-meld-yes" : "rk-badge-meld-no",
          sh_rect(r.x + (int)(164 * k), r.y + (int)(37 * k), (int)(20 * k), (int)(20 * k)));
    snprintf(text, sizeof text, "%d", sc->tiles[seat]);
    sh_text_in(d, text, px(t, 14), 1, SH_C_INK,
               sh_rect(r.x + (int)(186 * k), r.y + (int)(36 * k), (int)(28 * k), (int)(22 * k)));
    seat_doing(t, seat, text, sizeof text);
    {
        ShRect pi = t->lay.plate_info[seat];
        int on = sc->turn_seat == seat, tw = 0;
        ShColor col = on ? SH_C_GOLD : SH_C_DIM;
        sh_text_size(d, text, px(t, 13), on, &tw, NULL);
        if (t->replay && tw > pi.w) {
            /* the viewer's canvas is smaller: a long line goes on two */
            sh_text_wrap(d, text, px(t, 13), on, col, pi.x, pi.y, pi.w, SH_CENTER);
        } else {
            sh_text_in(d, text, px(t, 13), on, col, pi);
        }
    }
    if (sc->first_draw[seat] > 0) {
        /* The first-seat draw: the tile each seat drew, under its plate. */
        ShRect tr = sh_rect(r.x + r.w + px(t, 8), r.y + px(t, 4), px(t, 42), px(t, 56));
        tile_shadow(d, tr);
        tile_face(d, (RkTile)(sc->first_draw[seat] - 1), tr);
    }
}

static int sheet_tiles(ShTable *t, ShDraw *d, const RkCounts *rack, int x, int y, float width,
                       float height, int *bottom);

/* In a replay, another seat's rack face up under its plate: its tiles
 * small, by colour and number, in as few rows as stay readable
 * (ui_sheet_tiles), on a dark underlay. */
static void draw_hand(ShTable *t, ShDraw *d, int seat)
{
    const float *h = t->lay.hand_ref[seat];
    RkCounts left = t->scene.rack[seat], flying;
    const RkCounts *rack = &left;
    ShRect r = t->lay.hand[seat];
    UiSheetTiles st;
    int n, pad = px(t, 4), used, bottom, k;
    ui_table_flying(t, seat, &flying);
    for (k = 0; k < RK_KINDS; k++) {
        left.n[k] = left.n[k] > flying.n[k] ? left.n[k] - flying.n[k] : 0;
    }
    n = rk_counts_total(rack);
    if (r.w <= 0 || n <= 0) {
        return;
    }
    ui_sheet_tiles(n, h[2] - 12.0f, h[3] - 8.0f, &st);
    used = px(t, (float)st.per_row * (st.w + UI_SHEET_GAP) - UI_SHEET_GAP);
    {
        int rows = (n + st.per_row - 1) / st.per_row;
        int x = r.x + (r.w - used) / 2;
        int tall = px(t, (float)rows * (st.h + UI_SHEET_GAP) - UI_SHEET_GAP);
        sh_fill(d, sh_rect(x - pad, r.y, used + 2 * pad, tall + 2 * pad),
                (ShColor){0x08, 0x0c, 0x14, 0x80});
        sheet_tiles(t, d, rack, x, r.y + pad, h[2] - 12.0f, h[3] - 8.0f, &bottom);
    }
}

/* The tile of the table being dragged is not drawn where it was. */
static int dragged_from(const ShTable *t, RkEditSpot sp)
{
    if (!t->dragging) {
        return 0;
    }
    if (ui_play_selected(t, t->press)) {
        return ui_play_selected(t, sp);
    }
    return t->press.where == sp.where && t->press.pos == sp.pos &&
           (sp.where == RK_EDIT_RACK || t->press.set == sp.set);
}

static int hovered_tile(const ShTable *t, RkEditSpot sp, ShRect r)
{
    (void)sp;
    return !t->dragging && !t->focus_shown && sh_rect_contains(r, t->mouse_x, t->mouse_y);
}

/* The keyboard's cursor round r: a white frame with a dark edge, apart
 * from a chosen tile's gold (both show on a chosen tile under it). */
static void draw_cursor(ShTable *t, ShDraw *d, ShRect r)
{
    int th = px(t, 3) > 2 ? px(t, 3) : 2, gap = px(t, 5), edge = px(t, 1) > 1 ? px(t, 1) : 1;
    ShRect f = sh_rect_inset(r, -(th + gap));
    sh_frame(d, sh_rect_inset(f, -edge), edge, (ShColor){0x10, 0x14, 0x20, 0xff});
    sh_frame(d, f, th, C_CURSOR);
    sh_frame(d, sh_rect_inset(f, th), edge, (ShColor){0x10, 0x14, 0x20, 0xff});
}

static void draw_tile_marks(ShTable *t, ShDraw *d, ShRect r, int flag, int selected, int hover)
{
    if (flag & UI_F_CHANGED) {
        /* put down by another seat: the sky-blue glow and a bar under it */
        tile_frame(d, "rk-tile-new", r);
        sh_fill(d, sh_rect(r.x + r.w / 5, r.y + r.h + px(t, 2), r.w * 3 / 5, px(t, 3)), C_SKY);
    }
    if (flag & UI_F_HINT) {
        tile_frame(d, "rk-tile-hint", r);
    }
    if (hover) {
        tile_frame(d, "rk-tile-hover", r);
    }
    if (selected) {
        tile_frame(d, "rk-tile-select", r);
    }
    if (flag & UI_F_FROM_RACK) {
        /* put down this turn: a gold bar under it (it may go back) */
        sh_fill(d, sh_rect(r.x + r.w / 5, r.y + r.h + px(t, 2), r.w * 3 / 5, px(t, 3)),
                C_FROM_RACK);
    }
}

/* The rim of a set another seat changed (made, added to, put together
 * anew) since the viewer's turn. */
static void changed_rim(ShTable *t, ShDraw *d, ShRect under)
{
    int th = px(t, 2) > 1 ? px(t, 2) : 1;
    sh_frame(d, sh_rect_inset(under, -th), th, C_SKY);
}

static int table_animating(const ShTable *t)
{
    float f;
    const UiEvent *e = sh_timeline_current(t->tl, &f);
    return e != NULL && e->ev.kind == RK_EV_PLAY && !e->instant;
}

static void draw_sets(ShTable *t, ShDraw *d)
{
    const UiBoard *b = &t->board;
    int s, i;
    char why[200];
    for (s = 0; s < b->nsets && s < t->flow.nsets; s++) {
        const UiSetBox *box = &t->flow.set[s];
        const char *under = b->set[s].invalid ? "rk-set-invalid"
                            : b->set[s].hint  ? "rk-set-hint"
                                              : "rk-set-valid";
        int c = px(t, 10 * t->flow.scale);
        sh_image_9(d, sh_image(d, under), 10, c > 2 ? c : 2, box->under);
        if (b->set[s].changed && !b->set[s].invalid && !b->set[s].hint) {
            changed_rim(t, d, box->under);
        }
        for (i = 0; i < b->set[s].n && i < box->n; i++) {
            RkEditSpot sp = {RK_EDIT_SET, s, i};
            ShRect r = box->tile[i];
            if (dragged_from(t, sp)) {
                image(d, "rk-drop-slot", r);
                continue;
            }
            tile_face(d, b->set[s].t[i], r);
            draw_tile_marks(t, d, r, b->set[s].flag[i], t->editing && ui_play_selected(t, sp),
                            t->editing && hovered_tile(t, sp, r));
        }
        if (b->set[s].invalid) {
            int bs = px(t, 20);
            image(d, "rk-badge-invalid",
                  sh_rect(box->under.x - px(t, 8), box->under.y - px(t, 8), bs, bs));
        }
    }
    /* The cursor over every tile (not under the next one). */
    if (t->focus_shown && t->focus.zone == UI_Z_TABLE && t->focus.a >= 0 &&
        t->focus.a < b->nsets && t->focus.a < t->flow.nsets && t->focus.b >= 0 &&
        t->focus.b < t->flow.set[t->focus.a].n) {
        draw_cursor(t, d, t->flow.set[t->focus.a].tile[t->focus.b]);
    }
    /* Why a set is not valid, beside it, when the pointer or the focus is on it. */
    for (s = 0; s < b->nsets && s < t->flow.nsets; s++) {
        const UiSetBox *box = &t->flow.set[s];
        int on = (!t->focus_shown && !t->dragging &&
                  sh_rect_contains(box->under, t->mouse_x, t->mouse_y)) ||
                 (t->focus_shown && t->focus.zone == UI_Z_TABLE && t->focus.a == s);
        if (!b->set[s].invalid || !on) {
            continue;
        }
        ui_play_set_reason(t, s, why, sizeof why);
        if (why[0] != '\0') {
            int w, h, fpx = px(t, 15);
            ShRect tip;
            sh_text_size(d, why, fpx, 1, &w, &h);
            tip = sh_rect(box->under.x, box->under.y + box->under.h + px(t, 2), w + px(t, 20),
                          h + px(t, 10));
            if (tip.y + tip.h > t->lay.area.y + t->lay.area.h) {
                tip.y = box->under.y - tip.h - px(t, 2);
            }
            if (tip.x + tip.w > t->lay.area.x + t->lay.area.w) {
                tip.x = t->lay.area.x + t->lay.area.w - tip.w;
            }
            sh_fill(d, tip, C_TIP_BG);
            sh_frame(d, tip, px(t, 2) > 1 ? px(t, 2) : 1, C_VERMILION);
            sh_text(d, why, fpx, 1, C_REFUSED, tip.x + px(t, 10), tip.y + px(t, 5), SH_LEFT);
        }
        break;
    }
}

static void draw_rack(ShTable *t, ShDraw *d)
{
    const UiBoard *b = &t->board;
    int i;
    int mine = (t->revealed && mt_match_seat_kind(t->match, t->viewer) == MT_SEAT_HUMAN) ||
               t->replay;
    ShRect rack = t->lay.rack;
    if ((t->editing && ui_table_can_act(t)) || (t->replay && t->scene.turn_seat == t->viewer)) {
        int g = px(t, 6);
        image(d, "turn-glow", sh_rect(rack.x - g * 3, rack.y - g * 2, rack.w + g * 6, rack.h + g * 4));
    }
    sh_image_9(d, sh_image(d, "rk-rack"), 20, px(t, 20), rack);
    if (!mine) {
        /* A computer's seat at the bottom (watching), or the pass screen:
         * its tiles face down. */
        int n = t->scene.tiles[t->viewer];
        for (i = 0; i < n && !t->pass_pending; i++) {
            image(d, "rk-tile-back", ui_rack_place(&t->lay, ui_rack_per_row(n), i));
        }
        return;
    }
    for (i = 0; i < b->nrack; i++) {
        RkEditSpot sp = {RK_EDIT_RACK, 0, i};
        ShRect r = ui_table_rack_rect(t, i);
        if (dragged_from(t, sp)) {
            image(d, "rk-drop-slot", r);
            continue;
        }
        tile_face(d, b->rack[i], r);
        if (b->rack_fresh[i]) {
            int bs = r.w * 20 / 48;
            tile_frame(d, "rk-tile-new", r);
            image(d, "rk-badge-new", sh_rect(r.x + r.w * 34 / 48, r.y - r.w / 8, bs, bs));
        }
        draw_tile_marks(t, d, r, b->rack_hint[i] ? UI_F_HINT : 0,
                        t->editing && ui_play_selected(t, sp), hovered_tile(t, sp, r));
    }
    if (t->focus_shown && t->focus.zone == UI_Z_RACK && t->focus.a >= b->nrack) {
        /* the place after the last tile (chosen tiles go there) */
        ShRect r = ui_table_rack_rect(t, b->nrack);
        image(d, "rk-drop-slot", r);
        draw_cursor(t, d, r);
    } else if (t->focus_shown && t->focus.zone == UI_Z_RACK && t->focus.a >= 0) {
        draw_cursor(t, d, ui_table_rack_rect(t, t->focus.a));
    }
}

static void draw_pool(ShTable *t, ShDraw *d)
{
    char text[16];
    ShRect r = t->lay.pool;
    float k = (float)r.w / 84.0f;
    image(d, "rk-pool", r);
    snprintf(text, sizeof text, "%d", t->scene.pool);
    sh_text_in(d, text, px(t, 15), 1, SH_C_INK,
               sh_rect(r.x + (int)(24 * k), r.y + (int)(50 * k), (int)(36 * k), (int)(22 * k)));
    sh_text_in(d, t->scene.pool == 0 ? _("Pool empty") : _("Pool"), px(t, 15), 1,
               t->scene.pool == 0 ? SH_C_WARN : SH_C_CREAM, t->lay.pool_label);
}

/* 1 while the timer counts down in sight: its ring is drawn over the
 * still table (a new second costs no redraw of the table). */
static int timer_live(const ShTable *t)
{
    return t->timer_on && !t->replay && t->scr.dialog == UI_DLG_NONE && !t->pass_pending &&
           !sh_host_covered(t->host) && !sh_timeline_busy(t->tl);
}

int ui_table_last_seconds(const ShTable *t)
{
    if (!t->timer_on || t->timer_left > UI_TIMER_LAST * 1000 ||
        rk_game_config(rk_match_game(t->match))->timer <= 0) {
        return 0;
    }
    return (t->timer_left + 999) / 1000;
}

/* The chip at the banner's right end that counts the last seconds. */
static ShRect last_seconds_chip(const ShTable *t)
{
    ShRect b = t->lay.banner;
    int w = ui_px(&t->lay, 64), m = ui_px(&t->lay, 6);
    return sh_rect(b.x + b.w - w - m, b.y + m, w, b.h - 2 * m);
}

ShRect ui_table_timer_rect(const ShTable *t)
{
    ShRect r = t->lay.timer;
    if (ui_table_last_seconds(t) > 0) {
        /* its last seconds: larger, its middle a little higher (clear of
         * the sort buttons' caption; the End turn button ends above it) */
        int big = r.w * 19 / 14;
        r = sh_rect(r.x + r.w / 2 - big / 2, r.y + r.h / 2 - big / 2 - ui_px(&t->lay, 4.0f), big,
                    big);
    }
    return r;
}

static void draw_timer(ShTable *t, ShDraw *d)
{
    int secs = rk_game_config(rk_match_game(t->match))->timer;
    int total = secs * 1000, warn, frame, left;
    ShRect r = ui_table_timer_rect(t);
    ShRect src;
    char text[16];
    ShImage *im;
    if (t->replay) {
        return; /* no clock runs in a replay */
    }
    if (!t->timer_on || secs <= 0 || sh_timeline_busy(t->tl)) {
        if (secs > 0) {
            snprintf(text, sizeof text, "%d s", secs);
            /* TRANSLATORS: over the turn timer's seconds when it is not running. */
            sh_text_in(d, _("TIMER"), px(t, 11), 1, SH_C_DIM,
                       sh_rect(r.x - px(t, 10), r.y + px(t, 6), r.w + px(t, 20), px(t, 16)));
            sh_text_in(d, text, px(t, 16), 1, SH_C_DIM, sh_rect(r.x - px(t, 10), r.y + px(t, 24), r.w + px(t, 20), px(t, 22)));
        }
        return;
    }
    left = t->timer_left;
    warn = total / 4 > 10000 ? total / 4 : 10000;
    frame = (int)((1.0f - (float)left / (float)total) * 30.0f);
    frame = frame < 0 ? 0 : frame > 29 ? 29 : frame;
    im = sh_image(d, left <= warn ? "rk-timer-warn" : "rk-timer");
    src = sh_rect(frame * 56 * (sh_draw_hi(d) ? 2 : 1), 0, 56 * (sh_draw_hi(d) ? 2 : 1),
                  56 * (sh_draw_hi(d) ? 2 : 1));
    sh_image_turned(d, im, &src, r, 0.0);
    snprintf(text, sizeof text, "%d", (left + 999) / 1000);
    sh_text_in(d, text, left <= UI_TIMER_LAST * 1000 ? px(t, 26) : px(t, 18), 1,
               (ShColor){0xf4, 0xf1, 0xea, 0xff}, sh_rect(r.x, r.y + r.h / 4, r.w, r.h / 2));
}

/* What the banner says, and how: UI_SAY_NONE the turn and the table's
 * news, else the kind of message it shows. */
UiSay ui_table_banner(const ShTable *t, char *buf, size_t size)
{
    const char *m = sh_host_message_text(t->host);
    const UiScene *sc = &t->scene;
    if (t->pass_pending) {
        tk_fmt(buf, size, _("Pass the screen to %s"), mt_match_seat_name(t->match, t->viewer));
        return UI_SAY_NONE;
    }
    if (m[0] != '\0') {
        snprintf(buf, size, "%s", m);
        return ui_table_said(t);
    }
    if ((sh_timeline_busy(t->tl) || t->replay) && t->nlog > 0) {
        /* the move being shown; in a replay the last one */
        snprintf(buf, size, "%s", t->brief);
        return UI_SAY_NONE;
    }
    if (ui_table_can_act(t)) {
        int ready = rk_edit_changed(t->edit) && rk_edit_check(t->edit, NULL, 0) == TK_OK;
        size_t n;
        if (t->penalty[0] != '\0' && !t->penalty_seen) {
            /* the last turn's penalty, until the player has seen it */
            int w = tk_fmt(buf, size, _("Time ran out on your last turn: %s. "), t->penalty);
            n = w > 0 && (size_t)w < size ? (size_t)w : 0;
            buf += n;
            size -= n;
        }
        if (!rk_edit_melded(t->edit)) {
            int value = rk_edit_meld_value(t->edit);
            if (!rk_edit_changed(t->edit)) {
                tk_fmt(buf, size, _("Your turn: lay down sets worth %d or more from your rack "
                                    "(your initial meld), or Draw."), RK_MELD_MIN);
            } else if (ready) {
                tk_fmt(buf, size, _("Your initial meld: %d points, enough. End turn to play it."),
                         value);
            } else if (value >= RK_MELD_MIN) {
                tk_fmt(buf, size, _("Your initial meld: %d points, enough once every set on the "
                                    "table is valid."), value);
            } else {
                int invalid = 0, k;
                for (k = 0; k < t->board.nsets; k++) {
                    invalid |= t->board.set[k].invalid;
                }
                tk_fmt(buf, size,
                       invalid ? _("Your initial meld: %d of %d points from your rack. End "
                                   "turn when it is %d or more and every set is valid.")
                               : _("Your initial meld: %d of %d points from your rack. End "
                                   "turn when it is %d or more."),
                       value, RK_MELD_MIN, RK_MELD_MIN);
            }
        } else if (ready) {
            snprintf(buf, size, "%s", _("Your turn: every set is valid. End turn to play, or go on."));
        } else if (rk_edit_changed(t->edit)) {
            snprintf(buf, size, "%s", _("Your turn: End turn when every set is valid, or Reset."));
        } else {
            snprintf(buf, size, "%s", _("Your turn: play tiles from your rack, or Draw a tile."));
        }
        return UI_SAY_NONE;
    }
    if (sc->turn_seat >= 0 && sc->turn_seat != t->viewer) {
        tk_fmt(buf, size, _("%s is playing..."), mt_match_seat_name(t->match, sc->turn_seat));
        return UI_SAY_NONE;
    }
    if (t->nlog > 0) {
        snprintf(buf, size, "%s", t->brief);
    } else {
        buf[0] = '\0';
    }
    return UI_SAY_NONE;
}

static void draw_banner(ShTable *t, ShDraw *d)
{
    char text[RK_AI_REASON + 100];
    ShRect r = t->lay.banner;
    UiSay style = ui_table_banner(t, text, sizeof text);
    int act = ui_table_can_act(t);
    int th = px(t, 2) > 1 ? px(t, 2) : 1;
    ShRect in = sh_rect_inset(r, px(t, 10));
    int fpx = px(t, 17);
    /* A note (news, guidance) keeps the banner's own look: only a refusal
     * is in the error's colours. */
    ShColor bg = style == UI_SAY_REFUSAL ? C_REFUSED_BG
                 : style == UI_SAY_HINT  ? C_HINT_BG
                 : act                   ? C_BANNER_ACT
                                         : C_BANNER_WAIT;
    ShColor fg = style == UI_SAY_REFUSAL ? C_REFUSED
                 : style == UI_SAY_HINT  ? C_HINT
                 : style == UI_SAY_NOTE  ? SH_C_CREAM
                 : act                   ? SH_C_GOLD
                                         : SH_C_TEXT;
    ShColor edge = style == UI_SAY_REFUSAL ? (ShColor){0xff, 0xa0, 0x7a, 0xff}
                   : style == UI_SAY_HINT  ? (ShColor){0x7f, 0xd0, 0xff, 0xff}
                   : act                   ? SH_C_GOLD
                                           : (ShColor){0x60, 0x68, 0x78, 0xff};
    if (act && ui_table_last_seconds(t) > 0) {
        /* the clock's last seconds: a vermilion edge, and room at the
         * right for their count (drawn over the still table each second) */
        edge = C_VERMILION;
        th *= 2;
        in.w = last_seconds_chip(t).x - px(t, 8) - in.x;
    }
    /* Long words (a hint's reason) wrap to two lines, then shrink, never
     * below a readable size (10 reference units, and never below the 9
     * pixels the shell's fit watch holds readable: GFX_READABLE_PX); what
     * still does not fit grows the banner upwards, over the table's foot,
     * its bottom edge and the buttons beside it staying where they are. */
    {
        int least = px(t, 10) > 9 ? px(t, 10) : 9, h;
        while (fpx > least && sh_text_wrap_height(d, text, fpx, 1, in.w) > in.h) {
            fpx--;
        }
        h = sh_text_wrap_height(d, text, fpx, 1, in.w);
        if (h > in.h) {
            r.y -= h - in.h;
            r.h += h - in.h;
            in.y -= h - in.h;
            in.h = h;
        }
        sh_fill(d, r, bg);
        sh_frame(d, r, th, edge);
        sh_text_wrap(d, text, fpx, 1, fg, in.x, in.y + (in.h - h) / 2, in.w, SH_LEFT);
    }
}

/* The count of the turn's last seconds at the banner's right end. */
static void draw_last_seconds(ShTable *t, ShDraw *d)
{
    char text[16];
    ShRect r = last_seconds_chip(t);
    int left = ui_table_last_seconds(t);
    if (left <= 0 || !ui_table_can_act(t)) {
        return;
    }
    snprintf(text, sizeof text, "%d s", left);
    sh_fill(d, r, C_VERMILION);
    sh_text_in(d, text, px(t, 22), 1, (ShColor){0xff, 0xff, 0xff, 0xff}, r);
}

int ui_table_penalty_card(const ShTable *t)
{
    const UiEvent *e = sh_timeline_current(t->tl, NULL);
    return !t->replay && t->penalty[0] != '\0' && !t->penalty_seen && !t->editing &&
           t->scr.dialog == UI_DLG_NONE && !(e != NULL && e->ev.kind == RK_EV_PENALTY);
}

/* The viewer's timer penalty over the bar, until a key or a click. */
static void draw_penalty_card(ShTable *t, ShDraw *d)
{
    char text[UI_LOG_LINE + 16];
    ShRect r = ui_layout_ref_rect(&t->lay, 16, 552, 1248, 58);
    ShRect in = sh_rect_inset(r, px(t, 8));
    tk_fmt(text, sizeof text, _("Time is up: %s"), t->penalty);
    sh_fill(d, r, (ShColor){0x08, 0x0c, 0x14, 0xff});
    sh_frame(d, r, px(t, 3) > 1 ? px(t, 3) : 1, C_VERMILION);
    sh_text_in(d, text, px(t, 21), 1, SH_C_GOLD, sh_rect(in.x, in.y, in.w, in.h * 3 / 5));
    sh_text_in(d, t->penalty_more, px(t, 14), 0, SH_C_CREAM,
               sh_rect(in.x, in.y + in.h * 3 / 5, in.w, in.h * 2 / 5));
}

static void draw_buttons(ShTable *t, ShDraw *d)
{
    ShRect cap = t->lay.button[UI_BTN_SORT_RUNS];
    if (t->replay) {
        return; /* none acts in a replay */
    }
    draw_button(t, d, UI_BTN_UNDO, _("Undo"), NULL);
    draw_button(t, d, UI_BTN_RESET, _("Reset"), NULL);
    draw_button(t, d, UI_BTN_DRAW, _("Draw"), NULL);
    draw_button(t, d, UI_BTN_END, _("End turn"), NULL);
    draw_button(t, d, UI_BTN_MOVES, t->moves_open ? _("Close") : _("Moves"), NULL);
    sh_text_in(d, _("SORT"), px(t, 11), 1, SH_C_DIM,
               sh_rect(cap.x, cap.y - px(t, 17), cap.w, px(t, 15)));
    draw_button(t, d, UI_BTN_SORT_RUNS, "1 2 3", NULL);
    draw_button(t, d, UI_BTN_SORT_GROUPS, "7 7 7", NULL);
}

/* The panel of the recent moves: the move log's lines, oldest at the
 * top and the newest at the bottom (gold), as many as fit, scrolled back
 * by moves_scroll lines. */
static void draw_moves(ShTable *t, ShDraw *d)
{
    ShRect r = t->lay.moves;
    int pad = px(t, 16), fpx = px(t, 15), gap = px(t, 6);
    int top, bottom, i, w = r.w - 2 * pad;
    char head[200];
    sh_draw_dialog(d, r);
    sh_text(d, _("Recent moves"), px(t, 20), 1, SH_C_GOLD, r.x + pad, r.y + px(t, 12), SH_LEFT);
    snprintf(head, sizeof head, "%s",
             t->moves_scroll > 0 ? _("L closes \xC2\xB7 Page Up and Down scroll \xC2\xB7 End: the newest")
                                 : _("L closes \xC2\xB7 Page Up and Down scroll"));
    sh_text(d, head, px(t, 13), 0, SH_C_DIM, r.x + r.w - pad, r.y + px(t, 18), SH_RIGHT);
    top = r.y + px(t, 46);
    sh_fill(d, sh_rect(r.x + pad, top - px(t, 6), w, px(t, 1) > 0 ? px(t, 1) : 1), SH_C_DIM);
    bottom = r.y + r.h - pad;
    if (t->nlog == 0) {
        sh_text(d, _("No moves yet."), fpx, 0, SH_C_DIM, r.x + pad, top + gap, SH_LEFT);
        return;
    }
    sh_clip(d, sh_rect(r.x + pad, top, w, bottom - top));
    for (i = t->moves_scroll; i < t->nlog && bottom > top; i++) {
        int h = sh_text_wrap_height(d, t->log[i], fpx, i == 0, w);
        bottom -= h;
        sh_text_wrap(d, t->log[i], fpx, i == 0, i == 0 ? SH_C_GOLD : SH_C_CREAM, r.x + pad,
                     bottom, w, SH_LEFT);
        bottom -= gap;
    }
    sh_unclip(d);
}

static void draw_notice(ShTable *t, ShDraw *d)
{
    sh_draw_notice(d, sh_host_notice_text(t->host), sh_host_notice_detail(t->host), t->lay.message);
}

/* ------------------------------------------------------------------ */
/* The end of a game and of the match                                  */

/* A rack's every tile, small, in rows from (x, y) within width x height
 * reference units (ui_sheet_tiles); returns the right end of its first
 * (longest) row, *bottom the bottom of its last. */
static int sheet_tiles(ShTable *t, ShDraw *d, const RkCounts *rack, int x, int y, float width,
                       float height, int *bottom)
{
    UiSheetTiles st;
    int k, c, i = 0, right = x;
    int w, h, pitch, row_pitch;
    ui_sheet_tiles(rk_counts_total(rack), width, height, &st);
    w = px(t, st.w);
    h = px(t, st.h);
    pitch = px(t, st.w + UI_SHEET_GAP);
    row_pitch = px(t, st.h + UI_SHEET_GAP);
    *bottom = y;
    for (k = 0; k < RK_KINDS; k++) {
        for (c = 0; c < rack->n[k]; c++, i++) {
            ShRect r = sh_rect(x + (i % st.per_row) * pitch, y + (i / st.per_row) * row_pitch, w,
                               h);
            tile_face(d, (RkTile)k, r);
            if (r.x + r.w > right) {
                right = r.x + r.w;
            }
            *bottom = r.y + r.h;
        }
    }
    return right;
}

/* A name in its column of width w from (x, y): the font shrunk down to
 * 13 px until it fits, else on two lines, never past the column. */
static void sheet_name(ShTable *t, ShDraw *d, const char *name, int x, int y, int w)
{
    int fpx = px(t, 19), tw = 0;
    for (;;) {
        sh_text_size(d, name, fpx, 1, &tw, NULL);
        if (tw <= w || fpx <= px(t, 13)) {
            break;
        }
        fpx--;
    }
    if (tw <= w) {
        sh_text(d, name, fpx, 1, SH_C_TEXT, x, y + (px(t, 19) - fpx) / 2, SH_LEFT);
        return;
    }
    sh_clip(d, sh_rect(x, y - px(t, 8), w, px(t, 60)));
    sh_text_wrap(d, name, fpx, 1, SH_C_TEXT, x, y - px(t, 6), w, SH_LEFT);
    sh_unclip(d);
}

static void draw_game_end(ShTable *t, ShDraw *d)
{
    const RkGameScore *sc = &t->scene.score;
    int players = mt_match_players(t->match);
    float ph = ui_table_sheet_height(t);
    ShRect r = ui_layout_ref_rect(&t->lay, 110, (800.0f - ph) / 2.0f, 1060, ph);
    char text[300];
    int s, y;
    sh_fill(d, sh_rect(0, 0, t->lay.cv.w, t->lay.cv.h), C_SHADE);
    sh_draw_dialog(d, r);
    y = r.y + px(t, 22);
    if (ui_table_is_you(t, sc->winner)) {
        tk_fmt(text, sizeof text,
               sc->out ? _("Game %d: you went out!")
                       : _("Game %d: the pool ran out; you had the lowest rack"),
               sc->game);
    } else {
        tk_fmt(text, sizeof text,
               sc->out ? _("Game %d: %s went out!")
                       : _("Game %d: the pool ran out; %s had the lowest rack"),
               sc->game, ui_table_seat_label(t, sc->winner));
    }
    sh_text_in(d, text, px(t, 28), 1, SH_C_GOLD, sh_rect(r.x, y, r.w, px(t, 36)));
    y += px(t, 46);
    sh_text(d, _("TILES LEFT (A JOKER COUNTS 30)"), px(t, 13), 1, SH_C_DIM,
            r.x + px(t, UI_SHEET_TILES_X), y, SH_LEFT);
    sh_text(d, _("GAME"), px(t, 13), 1, SH_C_DIM, r.x + r.w - px(t, 140), y, SH_RIGHT);
    sh_text(d, _("TOTAL"), px(t, 13), 1, SH_C_DIM, r.x + r.w - px(t, 30), y, SH_RIGHT);
    y += px(t, 24);
    for (s = 0; s < players; s++) {
        int x = r.x + px(t, 30);
        int under = y + px(t, 40); /* the tiles' bottom */
        if (s == sc->winner) {
            image(d, "crown", sh_rect(x, y + px(t, 4), px(t, 30), px(t, 30)));
        }
        /* the name inside its column, left of the tiles */
        sheet_name(t, d, ui_table_seat_label(t, s), x + px(t, 38), y + px(t, 8),
                   r.x + px(t, UI_SHEET_TILES_X - 12) - (x + px(t, 38)));
        if (sc->tiles[s] == 0) {
            sh_text(d, _("no tiles left"), px(t, 16), 0, SH_C_CREAM, r.x + px(t, UI_SHEET_TILES_X),
                    y + px(t, 10), SH_LEFT);
        } else {
            /* every tile, in two or three rows when they are many */
            int end = sheet_tiles(t, d, &sc->rack[s], r.x + px(t, UI_SHEET_TILES_X), y,
                                  UI_SHEET_TILES_W, UI_SHEET_TILES_H, &under);
            snprintf(text, sizeof text, "= %d", sc->rack_total[s]);
            sh_text(d, text, px(t, 16), 1, SH_C_CREAM, end + px(t, 8),
                    y + (under - y) / 2 - px(t, 10), SH_LEFT);
        }
        /* Why it scores what it does, in a line under its tiles. */
        if (s == sc->winner) {
            size_t n = (size_t)snprintf(text, sizeof text, "%s",
                                        sc->out ? _("scores what the others have left: ")
                                                : _("had the lowest rack: scores each other's "
                                                    "difference from it: "));
            int j, first = 1;
            for (j = 0; j < players && n < sizeof text; j++) {
                if (j != s) {
                    n += (size_t)snprintf(text + n, sizeof text - n, "%s%d", first ? "" : " + ",
                                          -sc->points[j]);
                    first = 0;
                }
            }
            if (n < sizeof text) {
                snprintf(text + n, sizeof text - n, " = %d", sc->points[s]);
            }
        } else if (sc->out) {
            snprintf(text, sizeof text, "%s", _("loses what is left on the rack"));
        } else {
            tk_fmt(text, sizeof text, _("loses the difference from the lowest rack (%d - %d)"),
                     sc->rack_total[s], sc->rack_total[sc->winner]);
        }
        sh_text(d, text, px(t, 13), 0, SH_C_DIM, r.x + px(t, UI_SHEET_TILES_X), under + px(t, 6),
                SH_LEFT);
        snprintf(text, sizeof text, "%+d", sc->points[s]);
        sh_text(d, text, px(t, 22), 1,
                sc->points[s] < 0 ? (ShColor){0xff, 0x8a, 0x7a, 0xff} : SH_C_GREEN,
                r.x + r.w - px(t, 140), y + px(t, 6), SH_RIGHT);
        snprintf(text, sizeof text, "%d", sc->total[s]);
        sh_text(d, text, px(t, 22), 1, SH_C_TEXT, r.x + r.w - px(t, 30), y + px(t, 6), SH_RIGHT);
        y += px(t, 96);
    }
}

static void draw_match_end(ShTable *t, ShDraw *d)
{
    const UiScene *sc = &t->scene;
    int players = mt_match_players(t->match);
    /* In a replay no buttons come under the standings: the sheet ends
       below its last line (the trophy, the title, the rows, the games). */
    ShRect r = ui_layout_ref_rect(&t->lay, 290, 110, 700, t->replay ? 230 + 44 * players : 620);
    int order[RK_MAX_SEATS], s, k, y;
    char text[200];
    sh_fill(d, sh_rect(0, 0, t->lay.cv.w, t->lay.cv.h), C_SHADE);
    sh_draw_dialog(d, r);
    for (s = 0; s < players; s++) {
        order[s] = s;
    }
    for (s = 1; s < players; s++) {
        for (k = s; k > 0 && sc->total[order[k]] > sc->total[order[k - 1]]; k--) {
            int x = order[k];
            order[k] = order[k - 1];
            order[k - 1] = x;
        }
    }
    y = r.y + px(t, 26);
    image(d, "trophy", sh_rect(r.x + r.w / 2 - px(t, 40), y, px(t, 80), px(t, 80)));
    y += px(t, 90);
    if (sc->total[order[0]] == (players > 1 ? sc->total[order[1]] : -1000000)) {
        snprintf(text, sizeof text, "%s", _("The match ends in a tie at the top"));
    } else {
        tk_fmt(text, sizeof text, ui_table_is_you(t, order[0]) ? _("You win the match!")
                                                               : _("%s wins the match"),
               mt_match_seat_name(t->match, order[0]));
    }
    sh_text_in(d, text, px(t, 30), 1, SH_C_GOLD, sh_rect(r.x, y, r.w, px(t, 40)));
    y += px(t, 60);
    for (k = 0; k < players; k++) {
        int place = 1, j;
        for (j = 0; j < players; j++) {
            place += sc->total[order[j]] > sc->total[order[k]];
        }
        snprintf(text, sizeof text, "%d.", place);
        sh_text(d, text, px(t, 22), 1, SH_C_CREAM, r.x + px(t, 90), y, SH_RIGHT);
        sh_text(d, ui_table_seat_label(t, order[k]), px(t, 22), 1, SH_C_TEXT, r.x + px(t, 110), y,
                SH_LEFT);
        int v = sc->total[order[k]];
        tk_fmt(text, sizeof text, tk_trn("%d point", "%d points", (unsigned long)(v < 0 ? -v : v)), v);
        sh_text(d, text, px(t, 22), 1, sc->total[order[k]] < 0 ? (ShColor){0xff, 0x8a, 0x7a, 0xff} : SH_C_GREEN,
                r.x + r.w - px(t, 60), y, SH_RIGHT);
        y += px(t, 44);
    }
    tk_fmt(text, sizeof text, tk_trn("after %d game", "after %d games", (unsigned long)sc->game),
           sc->game);
    sh_text_in(d, text, px(t, 15), 0, SH_C_DIM, sh_rect(r.x, y, r.w, px(t, 20)));
}

/* ------------------------------------------------------------------ */
/* What moves                                                          */

/* Where a seat's tiles come from or go to: its plate, or the rack. */
static ShRect seat_rect(const ShTable *t, int seat, int w, int h)
{
    ShRect r = seat == t->viewer                     ? t->lay.rack
               : t->replay && t->lay.hand[seat].w > 0 ? t->lay.hand[seat]
                                                      : t->lay.plate[seat];
    return sh_rect(r.x + r.w / 2 - w / 2, r.y + r.h / 2 - h / 2, w, h);
}

static void flying(ShDraw *d, RkTile tile, int face, ShRect from, ShRect to, float f)
{
    ShRect r = sh_rect_lerp(from, to, sh_ease(f));
    tile_shadow(d, r);
    if (face) {
        tile_face(d, tile, r);
    } else {
        image(d, "rk-tile-back", r);
    }
}

/* Another seat's play, staged so that a person can follow it (UiStage):
 * the table's tiles that go to other sets move first, together (the sets
 * that go on stay where they were, ui_flow_keep), then the tiles from the
 * player's rack fly in one by one from its plate; the sets it changed are
 * rimmed and the tiles it put down marked from the start. */
static void draw_play_anim(ShTable *t, ShDraw *d, const RkPlayEvent *pe, float f)
{
    UiFlow before, after;
    UiPlayChanges ch;
    UiStage st;
    int lens[RK_TABLE_MAX_SETS], keys[RK_TABLE_MAX_SETS];
    int s, i, k, pass;
    float ms, g;
    ui_play_changes(pe, &ch);
    ui_play_stage(pe, &st);
    ms = f * (float)st.total_ms;
    g = st.table_ms > 0 ? sh_ease(ms / (float)st.table_ms) : 1.0f;
    for (s = 0; s < pe->before.nsets; s++) {
        lens[s] = pe->before.sets[s].n;
        keys[s] = s + 1;
    }
    ui_flow_keep(&t->lay, lens, keys, pe->before.nsets, &t->memo, UI_KEEP_BETWEEN, &before);
    for (s = 0; s < pe->after.nsets; s++) {
        lens[s] = pe->after.sets[s].n;
    }
    ui_play_keys(pe, keys);
    ui_flow_keep(&t->lay, lens, keys, pe->after.nsets, &t->memo, UI_KEEP_BETWEEN, &after);
    for (s = 0; s < pe->after.nsets; s++) {
        int c = ui_px(&t->lay, 10 * after.scale);
        sh_image_9(d, sh_image(d, "rk-set-valid"), 10, c > 2 ? c : 2, after.set[s].under);
        if (ch.change[s] != UI_SET_SAME) {
            changed_rim(t, d, after.set[s].under);
        }
    }
    /* the table's tiles: those that stay, then those that move */
    for (pass = 0; pass < 2; pass++) {
        for (s = 0; s < pe->after.nsets; s++) {
            for (i = 0; i < pe->after.sets[s].n; i++) {
                RkFrom fr = pe->from[s][i];
                ShRect to = after.set[s].tile[i], from;
                int moves;
                if (fr.set < 0 || fr.set >= before.nsets || fr.pos < 0 ||
                    fr.pos >= before.set[fr.set].n) {
                    continue;
                }
                from = before.set[fr.set].tile[fr.pos];
                moves = from.x != to.x || from.y != to.y || from.w != to.w;
                if (moves != pass) {
                    continue;
                }
                if (!moves || g >= 1.0f) {
                    tile_face(d, pe->after.sets[s].t[i], to);
                } else {
                    ShRect r = sh_rect_lerp(from, to, g);
                    tile_shadow(d, r);
                    tile_face(d, pe->after.sets[s].t[i], r);
                }
            }
        }
    }
    /* the rack's tiles, one after another, in the table's order */
    k = 0;
    for (pass = 0; pass < 2; pass++) {
        k = 0;
        for (s = 0; s < pe->after.nsets; s++) {
            for (i = 0; i < pe->after.sets[s].n; i++) {
                ShRect to = after.set[s].tile[i];
                float start, h;
                if (pe->from[s][i].set >= 0 && pe->from[s][i].set < before.nsets) {
                    continue;
                }
                start = (float)st.table_ms + (float)(k++ * st.stagger_ms);
                h = (ms - start) / (float)st.fly_ms;
                if (h <= 0.0f || (h >= 1.0f) != (pass == 0)) {
                    continue; /* landed ones first, those in the air over them */
                }
                if (h >= 1.0f) {
                    tile_face(d, pe->after.sets[s].t[i], to);
                    draw_tile_marks(t, d, to, UI_F_CHANGED, 0, 0);
                } else {
                    flying(d, pe->after.sets[s].t[i], 1, seat_rect(t, pe->seat, to.w, to.h), to,
                           h);
                }
            }
        }
    }
}

static void draw_timeline(ShTable *t, ShDraw *d)
{
    float f;
    const UiEvent *e = sh_timeline_current(t->tl, &f);
    int tw = px(t, 48), th = px(t, 64);
    if (e == NULL) {
        return;
    }
    switch (e->ev.kind) {
    case RK_EV_PLAY:
        if (!e->instant) {
            draw_play_anim(t, d, &e->ev.u.play, f);
        }
        break;
    case RK_EV_DRAW: {
        int seat = e->ev.u.draw.seat;
        int face = ((seat == t->viewer && t->revealed &&
                     mt_match_seat_kind(t->match, seat) == MT_SEAT_HUMAN) ||
                    t->replay) &&
                   e->ev.u.draw.tile < RK_KINDS;
        ShRect to = seat_rect(t, seat, tw, th);
        if (face && seat == t->viewer) {
            to = ui_table_rack_rect(t, t->board.nrack); /* after the last tile */
        }
        flying(d, e->ev.u.draw.tile, face,
               sh_rect(t->lay.pool.x + t->lay.pool.w / 2 - tw / 2, t->lay.pool.y, tw, th), to, f);
        break;
    }
    case RK_EV_DEAL: {
        int seat = e->ev.u.deal.seat, k;
        ShRect to = seat_rect(t, seat, tw, th);
        for (k = 0; k < 4; k++) {
            float g = f * 1.6f - 0.2f * (float)k;
            if (g > 0.0f && g < 1.0f) {
                flying(d, 0, 0,
                       sh_rect(t->lay.pool.x + t->lay.pool.w / 2 - tw / 2, t->lay.pool.y, tw, th),
                       to, g);
            }
        }
        break;
    }
    case RK_EV_FIRST_SEAT:
    case RK_EV_PENALTY:
    case RK_EV_PASS: {
        char text[200];
        int seat = e->ev.kind == RK_EV_FIRST_SEAT ? e->ev.u.first_seat.seat
                   : e->ev.kind == RK_EV_PENALTY  ? e->ev.u.penalty.seat
                                                  : e->ev.u.pass.seat;
        /* The first-seat draw over the empty table; a penalty or a pass
         * over the bar of the banner and the buttons (none can be used
         * while it shows), the table left in sight. */
        ShRect r = e->ev.kind == RK_EV_FIRST_SEAT ? ui_layout_ref_rect(&t->lay, 340, 270, 600, 70)
                                                  : ui_layout_ref_rect(&t->lay, 16, 552, 1248, 58);
        int you = ui_table_is_you(t, seat), n;
        const char *name = ui_table_seat_label(t, seat);
        if (e->ev.kind == RK_EV_FIRST_SEAT) {
            tk_fmt(text, sizeof text, you ? _("You play first") : _("%s plays first"), name);
        } else if (e->ev.kind == RK_EV_PENALTY) {
            n = e->ev.u.penalty.tiles;
            if (you) {
                tk_fmt(text, sizeof text,
                       tk_trn("Time is up: you draw %d tile", "Time is up: you draw %d tiles",
                              (unsigned long)n),
                       n);
            } else {
                tk_fmt(text, sizeof text,
                       tk_trn("Time is up: %s draws %d tile", "Time is up: %s draws %d tiles",
                              (unsigned long)n),
                       name, n);
            }
        } else {
            tk_fmt(text, sizeof text,
                   you ? _("You pass (the pool is empty)") : _("%s passes (the pool is empty)"), name);
        }
        /* opaque over the bar (what lies under it must not show through) */
        sh_fill(d, r, (ShColor){0x08, 0x0c, 0x14, e->ev.kind == RK_EV_FIRST_SEAT ? 0xd8 : 0xff});
        sh_frame(d, r, px(t, 2), SH_C_GOLD);
        sh_text_in(d, text, px(t, 26), 1, SH_C_GOLD, sh_rect_inset(r, px(t, 8)));
        break;
    }
    default:
        break;
    }
}

/* The tiles being dragged, under the pointer, and where they would go. */
static void draw_drag(ShTable *t, ShDraw *d)
{
    RkEditSpot from[RK_TILES];
    UiDrop drop;
    int n = 0, i;
    int tw = px(t, 48), th = px(t, 64);
    if (!t->dragging) {
        return;
    }
    if (ui_play_selected(t, t->press)) {
        memcpy(from, t->sel, sizeof t->sel[0] * (size_t)t->nsel);
        n = t->nsel;
    } else {
        from[0] = t->press;
        n = 1;
    }
    ui_play_drop_at(t, t->mouse_x, t->mouse_y, &drop);
    if (drop.ok) {
        if (drop.set >= 0 && drop.set < t->flow.nsets) {
            int c = px(t, 10 * t->flow.scale);
            sh_image_9(d, sh_image(d, "rk-set-target"), 10, c > 2 ? c : 2,
                       t->flow.set[drop.set].under);
        }
        if (!drop.caret) {
            image(d, "rk-drop-slot", drop.mark);
            sh_frame(d, sh_rect_inset(drop.mark, -px(t, 3)), px(t, 2), SH_C_GOLD);
        }
    }
    for (i = 0; i < n; i++) {
        RkTile tile;
        ShRect r = sh_rect(t->mouse_x - t->grab_dx + i * (tw * 2 / 3), t->mouse_y - t->grab_dy,
                           tw, th);
        if (from[i].where == RK_EDIT_RACK) {
            if (from[i].pos >= t->board.nrack) {
                continue;
            }
            tile = t->board.rack[from[i].pos];
        } else {
            if (from[i].set >= t->board.nsets || from[i].pos >= t->board.set[from[i].set].n) {
                continue;
            }
            tile = t->board.set[from[i].set].t[from[i].pos];
        }
        tile_shadow(d, r);
        tile_face(d, tile, r);
        tile_frame(d, "rk-tile-select", r);
    }
    if (drop.ok && drop.caret) {
        /* over the tiles: where they land stays in sight */
        image(d, "rk-drop-caret", drop.mark);
    }
}

/* ------------------------------------------------------------------ */
/* The layers                                                          */

static void draw_still(ShTable *t, ShDraw *d)
{
    int s;
    if (t->board_dirty) {
        ui_table_refresh(t);
    }
    draw_topbar(t, d);
    for (s = 0; s < mt_match_players(t->match); s++) {
        if (s != t->viewer) {
            draw_plate(t, d, s);
            if (t->replay) {
                draw_hand(t, d, s);
            }
        }
    }
    if (!table_animating(t)) {
        draw_sets(t, d);
    }
    draw_banner(t, d);
    draw_buttons(t, d);
    if (ui_table_penalty_card(t)) {
        draw_penalty_card(t, d);
    }
    draw_rack(t, d);
    draw_pool(t, d);
    if (!timer_live(t)) {
        draw_timer(t, d);
    }
    if (t->scene.first_draw[t->viewer] > 0) {
        /* the viewer's first-seat draw, on the empty table above the bar
         * (clear of the banner and the buttons) */
        ShRect tr = t->lay.first_draw;
        tile_shadow(d, tr);
        tile_face(d, (RkTile)(t->scene.first_draw[t->viewer] - 1), tr);
    }
    if (t->focus_shown && t->focus.zone == UI_Z_NEW && t->editing) {
        image(d, "rk-drop-slot", t->flow.newset);
        draw_cursor(t, d, t->flow.newset);
    }
    draw_notice(t, d);
    if (t->moves_open) {
        draw_moves(t, d); /* opened by the player: over a notice */
    }
    switch (t->scr.dialog) {
    case UI_DLG_GAME_END:
        draw_game_end(t, d);
        break;
    case UI_DLG_MATCH_END:
        draw_match_end(t, d);
        break;
    default:
        break;
    }
}

void ui_table_draw(ShTable *t, ShDraw *d, int moving)
{
    if (!moving) {
        draw_still(t, d);
        return;
    }
    if (timer_live(t)) {
        draw_timer(t, d);
        draw_last_seconds(t, d);
    }
    draw_timeline(t, d);
    draw_drag(t, d);
}

uint64_t ui_table_key(const ShTable *t)
{
    uint64_t h = SH_HASH_START;
    const char *message = sh_host_message_text(t->host);
    const char *notice = sh_host_notice_text(t->host);
    int v[24];
    RkEditSpot hover = {-1, -1, -1};
    int s, i, on_set = -1;
    h = sh_hash(h, &t->scene, sizeof t->scene);
    h = sh_hash(h, &t->board, sizeof t->board);
    h = sh_hash(h, t->sel, sizeof t->sel[0] * (size_t)t->nsel);
    h = sh_hash(h, &t->focus, sizeof t->focus);
    h = sh_hash(h, message, strlen(message));
    h = sh_hash(h, notice, strlen(notice));
    h = sh_hash(h, sh_host_notice_detail(t->host), strlen(sh_host_notice_detail(t->host)));
    if (t->nlog > 0) {
        h = sh_hash(h, t->brief, strlen(t->brief));
    }
    /* what is under the pointer: a tile's hover frame, a set's reason;
     * neither is drawn during a drag or with the keyboard's focus shown,
     * so the pointer then changes nothing of the still layer (a drag over
     * a full table would redraw it at every set it crosses) */
    for (s = 0; s < t->flow.nsets && !t->dragging && !t->focus_shown; s++) {
        if (sh_rect_contains(t->flow.set[s].under, t->mouse_x, t->mouse_y)) {
            on_set = s;
            for (i = 0; i < t->flow.set[s].n; i++) {
                if (sh_rect_contains(t->flow.set[s].tile[i], t->mouse_x, t->mouse_y)) {
                    hover.where = RK_EDIT_SET;
                    hover.set = s;
                    hover.pos = i;
                }
            }
        }
    }
    for (i = 0; i < t->board.nrack && !t->dragging && !t->focus_shown; i++) {
        if (sh_rect_contains(ui_table_rack_rect(t, i), t->mouse_x, t->mouse_y)) {
            hover.where = RK_EDIT_RACK;
            hover.pos = i;
        }
    }
    h = sh_hash(h, &hover, sizeof hover);
    memset(v, 0, sizeof v);
    v[0] = (int)t->scr.dialog;
    v[1] = t->viewer;
    v[2] = t->revealed;
    v[3] = t->pass_pending;
    v[4] = sh_host_covered(t->host);
    v[5] = sh_timeline_busy(t->tl);
    v[6] = (int)sh_timeline_serial(t->tl);
    v[7] = t->lay.cv.w;
    v[8] = t->lay.cv.h;
    v[9] = t->dragging;
    v[10] = t->dragging ? t->press.where * 1000 + t->press.set * 20 + t->press.pos : 0;
    v[11] = t->timer_on && !timer_live(t) ? (t->timer_left + 999) / 1000 : -1;
    v[12] = t->hover_button;
    v[13] = t->focus_shown;
    v[14] = t->editing;
    v[15] = on_set;
    v[16] = ui_table_can_act(t);
    v[17] = t->nsel;
    v[18] = t->hint_on;
    v[19] = t->editing ? rk_edit_history(t->edit) : -1;
    v[20] = timer_live(t);
    v[21] = (int)ui_table_said(t);
    v[22] = t->moves_open ? t->nlog * 1000 + t->moves_scroll : -1;
    v[23] = (ui_table_last_seconds(t) > 0) * 2 + ui_table_penalty_card(t);
    h = sh_hash(h, t->penalty, strlen(t->penalty));
    h = sh_hash(h, &t->penalty_seen, sizeof t->penalty_seen);
    return sh_hash(h, v, sizeof v);
}

/* ------------------------------------------------------------------ */
/* The title screen and the Rules page                                 */

void ui_draw_title_art(ShDraw *d)
{
    const ShCanvas *c = sh_draw_canvas(d);
    static const RkTile fan[] = {4, 13 + 5, 26 + 6, 39 + 7, RK_JOKER, 39 + 9, 26 + 10, 13 + 11, 12};
    int i, n = (int)(sizeof fan / sizeof fan[0]);
    for (i = 0; i < n; i++) {
        float x = 640.0f + ((float)i - (float)(n - 1) / 2.0f) * 66.0f - 30.0f;
        float y = 46.0f + fabsf((float)i - (float)(n - 1) / 2.0f) * 8.0f;
        ShRect r = sh_ref(c, x, y, 60, 80);
        tile_shadow(d, r);
        tile_face(d, fan[i], r);
    }
}

/* The sets of the Rules page's pictures: 1 a run and a group, 2 a joker
 * in a run, 3 an initial meld (game.c numbers them and words them). */
int ui_rules_picture_sets(int picture, RkTable *out)
{
    static const char *const pictures[] = {"b4 b5 b6 b7 | k7 o7 r7", "r8 J r10", "k9 b9 r9"};
    const char *text;
    if (picture < 1 || picture > (int)(sizeof pictures / sizeof pictures[0]) || out == NULL) {
        return TK_E_ARG;
    }
    text = pictures[picture - 1];
    return rk_table_parse(text, strlen(text), out, NULL, 0);
}

/* Pictures of the Rules page. */
void ui_draw_rules_picture(ShDraw *d, int picture, ShRect r)
{
    RkTable tb;
    int s, i;
    int h = r.h, w = h * 48 / 64, x = r.x;
    if (ui_rules_picture_sets(picture, &tb) != TK_OK) {
        return;
    }
    for (s = 0; s < tb.nsets; s++) {
        const RkSet *set = &tb.sets[s];
        ShRect under = sh_rect(x, r.y, set->n * (w + w / 24) + w / 4, h);
        sh_image_9(d, sh_image(d, "rk-set-valid"), 10, w / 5, under);
        for (i = 0; i < set->n; i++) {
            tile_face(d, set->t[i],
                      sh_rect(x + w / 8 + i * (w + w / 24), r.y + h / 12, w * 10 / 12, h * 10 / 12));
        }
        x += under.w + w / 2;
    }
}
