/* draw.c - everything Rack-O's table draws, through the shell's drawing
 * calls (shell/draw.h).  No SDL. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"
#include "kit/lang.h"

#define C_TEXT SH_C_TEXT
#define C_DIM SH_C_DIM
#define C_CREAM SH_C_CREAM
#define C_GOLD SH_C_GOLD
#define C_INK SH_C_INK
#define C_GREEN SH_C_GREEN
#define C_WARN SH_C_WARN
static const ShColor C_TEAM[2] = {{0x56, 0xb4, 0xe9, 0xff}, {0xe6, 0x9f, 0x00, 0xff}};

/* Viridis at every fifth card (MANIFEST "Band colours"). */
static const unsigned viridis[13] = {0x440154, 0x47196b, 0x44357f, 0x3d4e89, 0x33658d,
                                     0x297a8e, 0x228e8c, 0x22a286, 0x36b678, 0x5cc762,
                                     0x8ed544, 0xc5e027, 0xfde725};

static ShColor band_colour(int v)
{
    float t = (float)(v - 1) / 59.0f * 12.0f;
    int i = (int)t;
    float f;
    ShColor c;
    unsigned a, b;
    if (i < 0) {
        i = 0;
    }
    if (i > 11) {
        i = 11;
    }
    f = t - (float)i;
    a = viridis[i];
    b = viridis[i + 1];
    c.r = (unsigned char)((float)((a >> 16) & 255) * (1 - f) + (float)((b >> 16) & 255) * f);
    c.g = (unsigned char)((float)((a >> 8) & 255) * (1 - f) + (float)((b >> 8) & 255) * f);
    c.b = (unsigned char)((float)(a & 255) * (1 - f) + (float)(b & 255) * f);
    c.a = 255;
    return c;
}

static int px(const ShTable *t, float len)
{
    return ui_layout_px(&t->lay, len);
}

/* The face of card v (1..60), or the back for anything else. */
static ShImage *card(ShDraw *d, int v)
{
    char name[16];
    if (v < 1 || v > 60) {
        return sh_image(d, "card-back");
    }
    snprintf(name, sizeof name, "card-%02d", v);
    return sh_image(d, name);
}

static void image(ShDraw *d, const char *name, ShRect r)
{
    sh_image_draw(d, sh_image(d, name), r);
}

static void fill(ShDraw *d, ShRect r, unsigned char cr, unsigned char cg, unsigned char cb,
                 unsigned char ca)
{
    sh_fill(d, r, (ShColor){cr, cg, cb, ca});
}

static void frame(ShDraw *d, ShRect r, int th, unsigned char cr, unsigned char cg,
                  unsigned char cb, unsigned char ca)
{
    sh_frame(d, r, th, (ShColor){cr, cg, cb, ca});
}

/* ------------------------------------------------------------------ */
/* Table pieces                                                        */

int ui_table_face_up(const ShTable *t, int seat)
{
    const UiScene *sc = ui_anim_scene(t->anim);
    int s, humans = 0, p = sc->players;
    if (t->replay) {
        return 1; /* a record watched: it is over, every rack is shown */
    }
    if (sc->has_score && (sc->turn_seat < 0)) {
        return 1; /* the round is over: every rack is shown */
    }
    for (s = 0; s < p; s++) {
        if (mt_match_seat_kind(t->match, s) == MT_SEAT_HUMAN) {
            humans++;
        }
    }
    if (humans == 0) {
        return 1; /* watching computers play */
    }
    return seat == t->viewer && t->revealed &&
           mt_match_seat_kind(t->match, seat) == MT_SEAT_HUMAN;
}

static int sprite_face_up(const ShTable *t, const UiSprite *sp)
{
    if (sp->owner == -2) {
        return 0;
    }
    if (sp->owner == -1 || t->replay) {
        return 1;
    }
    return sp->owner == t->viewer && t->revealed &&
           mt_match_seat_kind(t->match, sp->owner) == MT_SEAT_HUMAN;
}

ShRect ui_table_place_rect(const ShTable *t, UiPlace p)
{
    const UiLayout *L = &t->lay;
    switch (p.kind) {
    case UI_PL_DRAW:
        return L->draw_pile;
    case UI_PL_DISCARD:
        return L->discard_pile;
    case UI_PL_SLOT:
        if (p.seat >= 0 && p.seat < RACKO_MAX_SEATS && p.slot >= 0 && p.slot < RACKO_SLOTS) {
            return L->seat[p.seat].card[p.slot];
        }
        break;
    case UI_PL_HAND:
        if (p.seat >= 0 && p.seat < RACKO_MAX_SEATS) {
            return L->seat[p.seat].hand;
        }
        break;
    case UI_PL_CENTER:
        return L->center;
    case UI_PL_NONE:
        break;
    }
    return L->center;
}

/* Text from (x, y), made smaller until it fits in width w. */
static void text_fit(ShDraw *d, const char *s, int size, int bold, ShColor c, int x, int y, int w)
{
    int tw = 0;
    sh_text_size(d, s, size, bold, &tw, NULL);
    while (tw > w && size > 8) {
        size = size * 9 / 10;
        sh_text_size(d, s, size, bold, &tw, NULL);
    }
    sh_text(d, s, size, bold, c, x, y, SH_LEFT);
}

/* A team's players in words: "Ann & Bob". */
static void team_name(const ShTable *t, int team, char *buf, size_t size)
{
    int players = racko_game_config(racko_table_game(t->match))->players;
    if (team + 2 < players) {
        tk_fmt(buf, size, _("%s & %s"), ui_table_seat_label(t, team),
                 ui_table_seat_label(t, team + 2));
    } else {
        snprintf(buf, size, "%s", ui_table_seat_label(t, team));
    }
}

/* A team's badge (seats 1+3 team a, 2+4 team b), size sz at (x, y). */
static void team_badge(ShDraw *d, int team, int x, int y, int sz)
{
    image(d, team == 0 ? "team-a" : "team-b", sh_rect(x, y, sz, sz));
}

/* A progress bar towards the target under (x, y), w wide. */
static void progress_bar(const ShTable *t, ShDraw *d, int x, int y, int w, int total, int target)
{
    int part = total >= target ? w : w * total / target;
    fill(d, sh_rect(x, y, w, px(t, 3)), 0xff, 0xff, 0xff, 0x30);
    fill(d, sh_rect(x, y, part, px(t, 3)), 0xff, 0xd2, 0x3f, 0xd0);
}

/* The keyboard cursor: a thick white ring in a dark edge, unlike any other
 * highlight of the table (gold marks the turn and the lightning deal), with
 * a pointer on its left. */
static void focus_ring(const ShTable *t, ShDraw *d, ShRect r, int pointer_x)
{
    int w = px(t, 4), e = px(t, 2) > 1 ? px(t, 2) : 1;
    int ps = px(t, 22);
    frame(d, sh_rect_inset(r, -(w + e + 1)), e, 0x05, 0x08, 0x10, 0xff);
    frame(d, sh_rect_inset(r, -(w + 1)), w, 0xff, 0xff, 0xff, 0xff);
    sh_text(d, "\xE2\x96\xB6", ps, 1, (ShColor){0xff, 0xff, 0xff, 0xff}, pointer_x - ps,
            r.y + (r.h - ps * 5 / 4) / 2, SH_LEFT);
}

static void card_with_shadow(ShDraw *d, ShImage *tex, ShRect r)
{
    float k = (float)r.w / 240.0f;
    ShRect sh = sh_rect(r.x - (int)(12 * k), r.y - (int)(8 * k), (int)(264 * k), (int)(166 * k));
    image(d, "card-shadow", sh);
    sh_image_draw(d, tex, r);
}

static void draw_rack(ShTable *t, ShDraw *d, int seat)
{
    const UiSeatLayout *sl = &t->lay.seat[seat];
    const UiScene *sc = ui_anim_scene(t->anim);
    int face = ui_table_face_up(t, seat);
    int k;
    int run_lo = -1, run_hi = -1;
    image(d, "rack", sl->rack);
    if (sc->has_score && sc->turn_seat < 0 && sc->score.winner == seat && sc->score.run_len[seat] >= 3) {
        run_lo = sc->score.run_start[seat];
        run_hi = run_lo + sc->score.run_len[seat] - 1;
    }
    for (k = RACKO_SLOTS - 1; k >= 0; k--) {
        int v = sc->rack[seat][k];
        if (v == 0) {
            continue;
        }
        if (k < RACKO_SLOTS - 1) {
            ShRect shr = sl->card[k];
            shr.y -= shr.h * 6 / 150;
            shr.h = shr.h * 6 / 150;
            image(d, "slot-shadow", shr);
        }
        sh_image_rows(d, face ? card(d, v) : card(d, 0),
                      t->geom.shown[k], t->geom.card_h, sl->strip[k]);
        if (k >= run_lo && k <= run_hi) {
            frame(d, sl->strip[k], px(t, 2), 0xff, 0xd2, 0x3f, 0xff);
        }
    }
    image(d, "rack-front", sl->rack);
    /* Labels on the rail. */
    for (k = 0; k < RACKO_SLOTS; k++) {
        char lab[8];
        /* Small racks' labels stay readable in the smallest window. */
        int fs = sl->large ? px(t, 15) : (px(t, 8) < 7 ? 7 : px(t, 8));
        if (!sl->large && fs > sl->label[k].h) {
            continue;
        }
        ui_slot_label(k, ui_table_letters(t), lab, sizeof lab);
        sh_text_in(d, lab, fs, 1, C_CREAM, sl->label[k]);
    }
}

static void name_plate(ShTable *t, ShDraw *d, int seat, ShRect r, int small)
{
    const UiScene *sc = ui_anim_scene(t->anim);
    const RackoConfig *cfg = racko_game_config(racko_table_game(t->match));
    char text[96];
    int teams = (cfg->rules & RACKO_RULE_TEAMS) != 0;
    int fs = px(t, small ? 15.0f : 17.0f);
    int x = r.x + px(t, 10);
    if (sc->turn_seat == seat) {
        sh_image_draw(d, sh_image(d, "turn-glow"),
                 sh_rect(r.x - px(t, 10), r.y - px(t, 6), r.w + px(t, 20), r.h + px(t, 12)));
    }
    fill(d, r, 0x10, 0x14, 0x20, 0xb0);
    if (sc->turn_seat == seat) {
        frame(d, r, px(t, 2), 0xff, 0xd2, 0x3f, 0xff);
    }
    if (teams) {
        int ts = px(t, 20);
        sh_image_draw(d, sh_image(d, seat % 2 == 0 ? "team-a" : "team-b"),
                 sh_rect(x, r.y + (r.h - ts) / 2, ts, ts));
        x += ts + px(t, 6);
    }
    snprintf(text, sizeof text, "%s", mt_match_seat_name(t->match, seat));
    sh_text(d, text, fs, 1, sc->turn_seat == seat ? C_GOLD : C_TEXT, x,
             r.y + (r.h - fs * 5 / 4) / 2, SH_LEFT);
    snprintf(text, sizeof text, "%d", sc->total[seat]);
    sh_text(d, text, fs, 1, C_TEXT, r.x + r.w - px(t, 10),
             r.y + (r.h - fs * 5 / 4) / 2, SH_RIGHT);
    if (sc->dealer == seat) {
        int cs = px(t, 18);
        ShRect chip = sh_rect(r.x + r.w - px(t, 52) - cs, r.y + (r.h - cs) / 2, cs, cs);
        fill(d, chip, 0xf6, 0xe7, 0xc8, 0xff);
        sh_text_in(d, "D", px(t, 12), 1, C_INK, chip); /* a symbol: D for the dealer (Donneur) */
    }
}

static void draw_opponent(ShTable *t, ShDraw *d, int seat)
{
    const UiSeatLayout *sl = &t->lay.seat[seat];
    const UiScene *sc = ui_anim_scene(t->anim);
    const RackoConfig *cfg = racko_game_config(racko_table_game(t->match));
    sh_draw_panel(d, sl->panel);
    name_plate(t, d, seat, sl->name, 1);
    draw_rack(t, d, seat);
    if ((cfg->rules & RACKO_RULE_TEAMS) && seat % 2 == t->viewer % 2 && seat != t->viewer) {
        /* As wide as its word needs (a longer language), within the panel. */
        int tw = 0, w;
        sh_text_size(d, _("PARTNER"), px(t, 12), 1, &tw, NULL);
        w = tw + px(t, 12) > px(t, 80) ? tw + px(t, 12) : px(t, 80);
        w = w < sl->panel.w - px(t, 8) ? w : sl->panel.w - px(t, 8);
        ShRect tag = sh_rect(sl->panel.x + sl->panel.w / 2 - w / 2,
                             sl->panel.y + sl->panel.h - px(t, 22), w, px(t, 18));
        fill(d, tag, C_TEAM[seat % 2].r, C_TEAM[seat % 2].g, C_TEAM[seat % 2].b, 0xff);
        sh_text_in(d, _("PARTNER"), px(t, 12), 1, C_INK, tag);
    }
    if (sc->hand_seat == seat && sc->hand_card != 0) {
        int face = sc->hand_from_discard || ui_table_face_up(t, seat);
        card_with_shadow(d, card(d, face ? sc->hand_card : 0), sl->hand);
    }
    if (sc->offer_seat == seat && sc->offer_card != 0) {
        card_with_shadow(d, card(d, ui_table_face_up(t, seat) ? sc->offer_card : 0),
                         sl->hand);
    }
    if (sc->has_score && sc->turn_seat < 0 && sc->score.winner == seat) {
        int c = px(t, 40);
        sh_image_draw(d, sh_image(d, "crown"),
                 sh_rect(sl->panel.x + sl->panel.w / 2 - c / 2, sl->panel.y - c + px(t, 8), c, c));
    }
    if (sc->turn_seat == seat) {
        frame(d, sl->panel, px(t, 3), 0xff, 0xd2, 0x3f, 0xff);
    }
}

static void draw_piles(ShTable *t, ShDraw *d, const UiPlayCtx *ctx)
{
    const UiLayout *L = &t->lay;
    const UiScene *sc = ui_anim_scene(t->anim);
    char text[64];
    UiTarget tg;
    image(d, "tray", L->tray);
    if (sc->draw_count > 0) {
        if (sc->draw_count > 1) {
            sh_image_draw(d, sh_image(d, "pile-edge"),
                     sh_rect(L->draw_pile.x, L->draw_pile.y + L->draw_pile.h * 144 / 150,
                             L->draw_pile.w, L->draw_pile.h * 12 / 150));
        }
        sh_image_draw(d, card(d, 0), L->draw_pile);
    }
    if (sc->discard_count > 0) {
        if (sc->discard_count > 1) {
            sh_image_draw(d, sh_image(d, "pile-edge"),
                     sh_rect(L->discard_pile.x, L->discard_pile.y + L->discard_pile.h * 144 / 150,
                             L->discard_pile.w, L->discard_pile.h * 12 / 150));
        }
        sh_image_draw(d, card(d, sc->discard[sc->discard_count - 1]),
                 L->discard_pile);
    }
    tk_fmt(text, sizeof text, _("DRAW \xC2\xB7 %d"), sc->draw_count);
    sh_text_in(d, text, px(t, 14), 1, C_CREAM, L->draw_label);
    tk_fmt(text, sizeof text, _("DISCARD \xC2\xB7 %d"), sc->discard_count);
    sh_text_in(d, text, px(t, 14), 1, C_CREAM, L->discard_label);
    /* Highlights: legal piles glow when hovered or focused. */
    tg.index = 0;
    for (tg.kind = UI_T_DRAW; tg.kind <= UI_T_DISCARD; tg.kind++) {
        ShRect r = tg.kind == UI_T_DRAW ? L->draw_pile : L->discard_pile;
        int legal = ui_target_legal(ctx, tg);
        if (legal && ui_target_equal(t->pui.hover, tg)) {
            image(d, "card-hover", r);
        }
        if (ui_target_equal(t->pui.focus, tg)) {
            image(d, "card-select", r);
            focus_ring(t, d, r, r.x - px(t, 8));
        }
    }
}

static void draw_viewer_rack(ShTable *t, ShDraw *d, const UiPlayCtx *ctx)
{
    const UiSeatLayout *sl = &t->lay.seat[t->viewer];
    int k;
    draw_rack(t, d, t->viewer);
    for (k = 0; k < RACKO_SLOTS; k++) {
        UiTarget tg;
        ShRect r = sl->card[k];
        tg.kind = UI_T_SLOT;
        tg.index = k;
        r.h = sl->strip[k].h;
        if (ctx->can_act && ctx->phase == RACKO_PHASE_ECLAIR && ctx->rack[k] == 0) {
            image(d, "slot-target", r);
        }
        if (ui_target_legal(ctx, tg) && (ui_target_equal(t->pui.hover, tg) ||
                                        (t->pui.dragging && sh_rect_contains(sl->strip[k], t->mouse_x, t->mouse_y)))) {
            image(d, "slot-target", r);
        }
        if (ui_target_equal(t->pui.focus, tg)) {
            focus_ring(t, d, r, sl->rack.x - px(t, 2));
        }
    }
}

static void draw_hand(ShTable *t, ShDraw *d, const UiPlayCtx *ctx, int dragged)
{
    const UiScene *sc = ui_anim_scene(t->anim);
    const UiSeatLayout *sl = &t->lay.seat[t->viewer];
    int v = 0;
    const char *label = NULL;
    ShRect r = sl->hand;
    if (sc->hand_seat == t->viewer && sc->hand_card != 0) {
        v = ui_table_face_up(t, t->viewer) || sc->hand_from_discard ? sc->hand_card : 0;
        if (v == 0) {
            v = -1;
        }
        label = sc->hand_from_discard ? _("TAKEN FROM THE DISCARD PILE") : _("DRAWN FROM THE DRAW PILE");
    } else if (sc->offer_seat == t->viewer && sc->offer_card != 0) {
        v = ui_table_face_up(t, t->viewer) ? sc->offer_card : -1;
        label = _("DEALT TO YOU: CHOOSE ITS SLOT");
    }
    if (v == 0) {
        return;
    }
    if (t->pui.dragging != dragged) {
        return;
    }
    if (t->pui.dragging) {
        r.x = t->mouse_x - r.w / 2;
        r.y = t->mouse_y - r.h / 4;
    } else {
        sh_text_in(d, label, px(t, 13), 1, C_CREAM,
                    sh_rect(sl->hand.x - px(t, 40), sl->hand.y - px(t, 22), sl->hand.w + px(t, 80), px(t, 20)));
    }
    card_with_shadow(d, card(d, v > 0 ? v : 0), r);
    if (!t->pui.dragging && ctx->can_act && ui_target_equal(t->pui.hover, (UiTarget){UI_T_HAND, 0})) {
        image(d, "card-hover", r);
    }
}

static void draw_sprites(ShTable *t, ShDraw *d)
{
    UiSprite sp[8];
    int n = ui_anim_sprites(t->anim, sp, 8), i;
    for (i = 0; i < n; i++) {
        ShRect a = ui_table_place_rect(t, sp[i].from);
        ShRect b = ui_table_place_rect(t, sp[i].to);
        if (t->drop_valid && sp[i].from.kind == UI_PL_HAND && sp[i].from.seat == t->viewer) {
            a = t->drop_from;
        }
        ShRect r;
        int face = sprite_face_up(t, &sp[i]);
        float f = sp[i].t;
        /* Cards landing in a rack shrink to its size on the way. */
        r = sh_rect_lerp(a, b, f);
        if (sp[i].flip && face) {
            /* Turn over: narrow to an edge, then open face up. */
            float w = fabsf(1.0f - 2.0f * f);
            int nw = (int)((float)r.w * (w < 0.05f ? 0.05f : w));
            ShRect edge = sh_rect(r.x + (r.w - nw) / 2, r.y, nw, r.h);
            sh_image_draw(d, card(d, f < 0.5f ? 0 : sp[i].card), edge);
        } else {
            card_with_shadow(d, card(d, face ? sp[i].card : 0), r);
        }
    }
}

static void draw_scoreboard(ShTable *t, ShDraw *d)
{
    const UiLayout *L = &t->lay;
    const UiScene *sc = ui_anim_scene(t->anim);
    const RackoConfig *cfg = racko_game_config(racko_table_game(t->match));
    int s, y, fs = px(t, 17), row = px(t, 34);
    int tokens = (cfg->rules & RACKO_RULE_TOKENS) != 0;
    int teams = (cfg->rules & RACKO_RULE_TEAMS) != 0;
    char text[96];
    ShRect r = L->scoreboard;
    sh_draw_panel(d, r);
    y = r.y + px(t, 14);
    sh_text(d, tokens ? _("TOKENS") : _("SCORES"), px(t, 14), 1, C_DIM, r.x + px(t, 16), y, SH_LEFT);
    if (!tokens) {
        tk_fmt(text, sizeof text, _("target %d"), cfg->target);
        sh_text(d, text, px(t, 14), 1, C_DIM, r.x + r.w - px(t, 16), y, SH_RIGHT);
    }
    y += px(t, 28);
    for (s = 0; s < sc->players; s++) {
        int x = r.x + px(t, 16);
        ShRect rowr = sh_rect(r.x + px(t, 8), y - px(t, 4), r.w - px(t, 16), row);
        if (sc->turn_seat == s) {
            fill(d, rowr, 0xff, 0xd2, 0x3f, 0x30);
            sh_text(d, "\xE2\x96\xB6", fs, 1, C_GOLD, x - px(t, 4), y, SH_LEFT);
        }
        x += px(t, 18);
        if (teams) {
            int ts = px(t, 18);
            team_badge(d, s % 2, x, y + px(t, 2), ts);
            x += ts + px(t, 6);
        }
        snprintf(text, sizeof text, "%s", ui_table_seat_label(t, s));
        sh_text(d, text, fs, s == sc->turn_seat, s == sc->turn_seat ? C_GOLD : C_TEXT, x, y,
                 SH_LEFT);
        snprintf(text, sizeof text, "%d", sc->total[s]);
        sh_text(d, text, fs, 1, C_TEXT, r.x + r.w - px(t, 16), y, SH_RIGHT);
        /* Progress towards the target (a team's is its own, below). */
        if (!tokens && !teams && cfg->target > 0) {
            progress_bar(t, d, r.x + px(t, 16), y + px(t, 24), r.w - px(t, 32), sc->total[s],
                         cfg->target);
        }
        y += (teams ? px(t, 26) : row) + px(t, 4);
    }
    if (teams) {
        /* The teams' totals: what the target counts. */
        int team;
        y += px(t, 2);
        for (team = 0; team < 2; team++) {
            int total = sc->total[team] + (team + 2 < sc->players ? sc->total[team + 2] : 0);
            int ts = px(t, 16);
            char name[80];
            team_badge(d, team, r.x + px(t, 16), y + px(t, 1), ts);
            team_name(t, team, name, sizeof name);
            sh_text(d, name, px(t, 14), 1, C_DIM, r.x + px(t, 22) + ts, y, SH_LEFT);
            snprintf(text, sizeof text, "%d", total);
            sh_text(d, text, px(t, 14), 1, C_TEXT, r.x + r.w - px(t, 16), y, SH_RIGHT);
            if (!tokens && cfg->target > 0) {
                progress_bar(t, d, r.x + px(t, 16), y + px(t, 20), r.w - px(t, 32), total,
                             cfg->target);
            }
            y += px(t, 28);
        }
    }
}

static void draw_log(ShTable *t, ShDraw *d)
{
    const UiLayout *L = &t->lay;
    ShRect r = L->message;
    int y = r.y + px(t, 12), i, bottom = r.y + r.h - px(t, 10);
    const char *notice = sh_host_notice_text(t->host);
    const char *detail = sh_host_notice_detail(t->host);
    sh_draw_panel(d, r);
    if (notice[0] != '\0') {
        y += sh_text_wrap(d, notice, px(t, 14), 1, C_WARN, r.x + px(t, 14), y, r.w - px(t, 28),
                          SH_LEFT);
        if (detail[0] != '\0') {
            /* The technical part (exit status, log file), smaller. */
            int dpx = px(t, 12) > 11 ? px(t, 12) : 11;
            y += px(t, 2);
            y += sh_text_wrap(d, detail, dpx, 0, C_DIM, r.x + px(t, 14), y, r.w - px(t, 28),
                              SH_LEFT);
        }
        y += px(t, 8);
    }
    if (t->log_scroll > 0) {
        char more[160];
        tk_fmt(more, sizeof more, _("\xE2\x96\xBC %d newer (wheel, Page Down)"), t->log_scroll);
        sh_text(d, more, px(t, 12), 1, C_DIM, r.x + px(t, 14), y, SH_LEFT);
        y += px(t, 18);
    }
    /* The moves, newest first, as many as fit whole (the last line of the
     * panel is kept for "older" when there are more); older ones scroll in. */
    for (i = t->log_scroll; i < t->nlog; i++) {
        const UiLogLine *l = &t->log[i];
        ShColor c = l->kind == UI_LOG_NOTE ? (ShColor){0xe0, 0xc0, 0x70, 0xff}
                    : i == 0                ? C_TEXT
                                            : C_DIM;
        int h = sh_text_wrap_height(d, l->text, px(t, 14), 0, r.w - px(t, 28));
        /* A replay's log does not scroll (its keys are the viewer's). */
        int room = i + 1 < t->nlog && !t->replay ? bottom - px(t, 18) : bottom;
        if (y + h > room) {
            break;
        }
        y += sh_text_wrap(d, l->text, px(t, 14), 0, c, r.x + px(t, 14), y, r.w - px(t, 28),
                          SH_LEFT);
        y += px(t, 4);
    }
    if (i < t->nlog && !t->replay) {
        sh_text(d, _("\xE2\x96\xB2 older (wheel, Page Up)"), px(t, 12), 1, C_DIM, r.x + px(t, 14),
                bottom - px(t, 15), SH_LEFT);
    }
}

static void draw_topbar(ShTable *t, ShDraw *d)
{
    const UiLayout *L = &t->lay;
    const UiScene *sc = ui_anim_scene(t->anim);
    const RackoConfig *cfg = racko_game_config(racko_table_game(t->match));
    char text[400], rules[300];
    int i;
    fill(d, L->topbar, 0x08, 0x0c, 0x14, 0xa0);
    ui_rules_words(cfg->rules, rules, sizeof rules);
    if (sc->round == 0) {
        snprintf(text, sizeof text, "%s", _("RACK-O   Drawing for the deal: the lowest card deals"));
    } else if (cfg->rules & RACKO_RULE_TOKENS) {
        tk_fmt(text, sizeof text, _("RACK-O   Round %d of %d   \xC2\xB7   %d players   \xC2\xB7   %s"),
               sc->round, cfg->token_rounds, cfg->players, rules);
    } else {
        tk_fmt(text, sizeof text, _("RACK-O   Round %d   \xC2\xB7   first to %d wins   \xC2\xB7   %s"),
               sc->round, cfg->target, rules);
    }
    sh_text(d, text, px(t, 17), 1, C_CREAM, L->title.x,
             L->title.y + (L->title.h - px(t, 17) * 5 / 4) / 2, SH_LEFT);
    if (t->replay) {
        /* A record watched takes no input: its mark where the buttons are. */
        ShRect r = sh_rect(L->button[0].x, L->button[0].y,
                           L->button[UI_BTN_COUNT - 1].x + L->button[UI_BTN_COUNT - 1].w -
                               L->button[0].x,
                           L->button[0].h);
        if (L->button[UI_BTN_COUNT - 1].x < r.x) {
            r = sh_rect(L->button[UI_BTN_COUNT - 1].x, r.y,
                        L->button[0].x + L->button[0].w - L->button[UI_BTN_COUNT - 1].x, r.h);
        }
        fill(d, r, 0x3a, 0x2c, 0x05, 0xe0);
        frame(d, r, px(t, 2), 0xff, 0xd2, 0x3f, 0xff);
        /* TRANSLATORS: the mark on a table whose match is watched again
           (the replay viewer); short: two buttons' width */
        sh_text_in(d, _("REPLAY"), px(t, 17), 1, C_GOLD, sh_rect_inset(r, px(t, 6)));
        return;
    }
    for (i = 0; i < UI_BTN_COUNT; i++) {
        UiTarget tg;
        ShRect r = L->button[i];
        int is = r.h - px(t, 12);
        tg.kind = UI_T_BUTTON;
        tg.index = i;
        sh_draw_button(d, r, "", ui_target_equal(t->pui.hover, tg), 0, 1, 0, 0);
        sh_image_draw(d, sh_image(d, i == UI_BTN_MENU ? "icon-menu" : "icon-hint"),
                 sh_rect(r.x + px(t, 8), r.y + (r.h - is) / 2 - 1, is, is));
        sh_text(d, i == UI_BTN_MENU ? _("Menu") : _("Hint"), px(t, 15), 1, C_TEXT,
                 r.x + px(t, 12) + is, r.y + (r.h * 37 / 40 - px(t, 15) * 5 / 4) / 2, SH_LEFT);
    }
}

static void draw_banner(ShTable *t, ShDraw *d, const UiPlayCtx *ctx)
{
    const UiLayout *L = &t->lay;
    char text[600];
    ShRect r = L->banner;
    int style;
    ui_table_banner(t, ctx, text, sizeof text, &style);
    if (style == 1) {
        /* A refused move explained: warm, where the player looks. */
        fill(d, r, 0x40, 0x18, 0x10, 0xe0);
        frame(d, r, px(t, 2), 0xff, 0xa0, 0x7a, 0xff);
        sh_text_in(d, text, px(t, 19), 1, (ShColor){0xff, 0xd8, 0xc8, 0xff}, sh_rect_inset(r, px(t, 8)));
        return;
    }
    if (style == 2) {
        /* A hint: cool, its target ringed on the table. */
        fill(d, r, 0x0c, 0x28, 0x40, 0xe0);
        frame(d, r, px(t, 2), 0x7f, 0xd0, 0xff, 0xff);
        sh_text_in(d, text, px(t, 19), 1, (ShColor){0xd8, 0xf0, 0xff, 0xff}, sh_rect_inset(r, px(t, 8)));
        return;
    }
    fill(d, r, ctx->can_act ? 0x3a : 0x10, ctx->can_act ? 0x2c : 0x14, ctx->can_act ? 0x05 : 0x20, 0xc8);
    frame(d, r, px(t, 2), ctx->can_act ? 0xff : 0x60, ctx->can_act ? 0xd2 : 0x68,
              ctx->can_act ? 0x3f : 0x78, 0xff);
    sh_text_in(d, text, px(t, 20), 1, ctx->can_act ? C_GOLD : C_TEXT, sh_rect_inset(r, px(t, 8)));
}

static void draw_celebration(ShTable *t, ShDraw *d)
{
    RackoEventKind kind;
    float f;
    const UiScene *sc = ui_anim_scene(t->anim);
    const UiLayout *L = &t->lay;
    int i;
    char text[200];
    if (!ui_anim_current(t->anim, &kind, &f) || (kind != RACKO_EV_RACKO && kind != RACKO_EV_TURN_LIMIT)) {
        return;
    }
    fill(d, sh_rect(0, 0, L->w, L->h), 0, 0, 0, (unsigned char)(90.0f * (f < 0.2f ? f * 5 : 1)));
    if (kind == RACKO_EV_RACKO) {
        ShImage *conf = sh_image(d, "confetti");
        int cell = sh_draw_hi(d) ? 32 : 16;
        for (i = 0; i < 70 && conf != NULL; i++) {
            /* A fixed pseudo-random spread; falls with t. */
            unsigned h = (unsigned)i * 2654435761u;
            float x0 = (float)(h % 1000) / 1000.0f;
            float speed = 0.6f + (float)((h >> 10) % 100) / 100.0f;
            float y = -0.1f + f * speed * 1.3f + (float)((h >> 17) % 100) / 400.0f;
            int sz = px(t, 14 + (float)((h >> 5) % 8));
            ShRect src = sh_rect((int)((h >> 3) % 8) * cell, 0, cell, cell);
            ShRect dst = sh_rect((int)(x0 * (float)L->w), (int)(y * (float)L->h), sz, sz);
            sh_image_turned(d, conf, &src, dst, (double)(f * 720.0f * speed + (float)i * 37.0f));
        }
        snprintf(text, sizeof text, "%s", sc->racko_lightning ? _("LIGHTNING RACK-O!") : _("RACK-O!"));
        {
            float s = f < 0.25f ? 0.6f + 1.6f * f : 1.0f;
            int fs = (int)((float)L->font_huge_px * 1.4f * s);
            int band_h = fs * 5 / 4 + px(t, 56);
            /* The band sits above the banner and the viewer's rack, over
             * the opponents: the winning rack stays in sight. */
            int top = L->center.y - px(t, 60);
            fill(d, sh_rect(0, top, L->w, band_h), 0x05, 0x08, 0x10, 0xc0);
            fill(d, sh_rect(0, top, L->w, px(t, 3)), 0xff, 0xd2, 0x3f, 0xff);
            fill(d, sh_rect(0, top + band_h - px(t, 3), L->w, px(t, 3)), 0xff, 0xd2, 0x3f, 0xff);
            sh_text(d, text, fs, 1, (ShColor){0, 0, 0, 0xa0}, L->w / 2 + 4, top + px(t, 10) + 4,
                    SH_CENTER);
            sh_text(d, text, fs, 1, C_GOLD, L->w / 2, top + px(t, 10), SH_CENTER);
            if (sc->racko_seat >= 0) {
                if (sc->racko_seat == t->viewer && t->revealed &&
                    mt_match_seat_kind(t->match, t->viewer) == MT_SEAT_HUMAN) {
                    snprintf(text, sizeof text, "%s", _("You win the round"));
                } else {
                    tk_fmt(text, sizeof text, _("%s wins the round"),
                           ui_table_seat_label(t, sc->racko_seat));
                }
                sh_text(d, text, px(t, 30), 1, C_TEXT, L->w / 2, top + px(t, 10) + fs * 5 / 4,
                        SH_CENTER);
            }
        }
    } else {
        sh_text(d, _("Turn limit reached: nobody went Rack-O"), px(t, 34), 1, C_TEXT, L->w / 2,
                 L->center.y + px(t, 100), SH_CENTER);
    }
}

/* One rack as a row of coloured number pills for the score sheet. */
static void score_rack(ShTable *t, ShDraw *d, const RackoRoundScore *sc, int seat, int x, int y,
                       int cell, int tokens)
{
    int k;
    int lo = sc->winner == seat && sc->run_len[seat] >= 3 ? sc->run_start[seat] : -1;
    int hi = lo >= 0 ? lo + sc->run_len[seat] - 1 : -2;
    for (k = 0; k < RACKO_SLOTS; k++) {
        int v = sc->rack[seat][k];
        ShColor c = band_colour(v);
        ShRect r = sh_rect(x + k * (cell + px(t, 4)), y, cell, px(t, 30));
        /* Under tokens nothing is counted: every card plain. */
        int counted = tokens || k < sc->in_order[seat];
        char num[8];
        snprintf(num, sizeof num, "%d", v);
        if (counted) {
            /* A counted card: filled, and underlined with its neighbours
             * (the shape tells, not the colour). */
            fill(d, r, c.r, c.g, c.b, 0xff);
            sh_text_in(d, num, px(t, 16), 1, v > 38 ? C_INK : (ShColor){0xff, 0xff, 0xff, 0xff}, r);
            if (tokens) {
                continue;
            }
            fill(d, sh_rect(r.x - (k > 0 ? px(t, 4) : 0), r.y + r.h + px(t, 3),
                            r.w + (k > 0 ? px(t, 4) : 0), px(t, 3)),
                 0xf6, 0xe7, 0xc8, 0xff);
        } else {
            /* Not counted: hollow, its number dim. */
            frame(d, r, px(t, 2), c.r, c.g, c.b, 0xff);
            sh_text_in(d, num, px(t, 16), 0, C_DIM, r);
        }
        if (k >= lo && k <= hi) {
            frame(d, sh_rect_inset(r, -2), px(t, 2), 0xff, 0xd2, 0x3f, 0xff);
        }
    }
}

static void draw_round_end(ShTable *t, ShDraw *d)
{
    const UiLayout *L = &t->lay;
    const UiScene *scn = ui_anim_scene(t->anim);
    const RackoRoundScore *sc = &scn->score;
    const RackoConfig *cfg = racko_game_config(racko_table_game(t->match));
    float ph = ui_table_round_panel_height(t);
    ShRect r = ui_layout_ref(L, 150, (800.0f - ph) / 2.0f + 10.0f, 980, ph);
    char text[400];
    int s, y, col_left;
    int tokens = (cfg->rules & RACKO_RULE_TOKENS) != 0;
    fill(d, sh_rect(0, 0, L->w, L->h), 0, 0, 0, 0xa0);
    sh_draw_dialog(d, r);
    y = r.y + px(t, 22);
    if (sc->winner >= 0) {
        /* Whole sentences: "you" and a name, the lightning call or not. */
        int you = ui_table_is_you(t, sc->winner);
        const char *name = ui_table_seat_label(t, sc->winner);
        if (sc->lightning) {
            tk_fmt(text, sizeof text,
                   you ? _("Round %d: you went lightning Rack-O!") : _("Round %d: %s went lightning Rack-O!"),
                   sc->round, name);
        } else {
            tk_fmt(text, sizeof text, you ? _("Round %d: you went Rack-O!") : _("Round %d: %s went Rack-O!"),
                   sc->round, name);
        }
    } else {
        tk_fmt(text, sizeof text, _("Round %d: nobody went Rack-O"), sc->round);
    }
    sh_text(d, text, px(t, 30), 1, C_GOLD, r.x + r.w / 2, y, SH_CENTER);
    y += px(t, 50);
    {
        int cw = 0;
        sh_text_size(d, tokens ? _("CHANGE") : _("ROUND"), px(t, 13), 1, &cw, NULL);
        col_left = r.x + r.w - px(t, 140) - cw; /* where the round's column begins */
    }
    sh_text(d, tokens ? _("CHANGE") : _("ROUND"), px(t, 13), 1, C_DIM, r.x + r.w - px(t, 140), y,
            SH_RIGHT);
    sh_text(d, tokens ? _("HELD") : _("TOTAL"), px(t, 13), 1, C_DIM, r.x + r.w - px(t, 30), y, SH_RIGHT);
    {
        char front[8];
        ui_slot_label(0, ui_table_letters(t), front, sizeof front);
        if (tokens) {
            tk_fmt(text, sizeof text, _("RACK FROM SLOT %s (THE FRONT)"), front);
        } else {
            tk_fmt(text, sizeof text,
                   _("RACK FROM SLOT %s  \xC2\xB7  COUNTED: UNDERLINED  \xC2\xB7  BONUS RUN: FRAMED"),
                   front);
        }
        /* Over the racks, up to the round's column whatever its heading's
           length (English's "ROUND" leaves it where it always was); a
           longer one begins further left, over the names. */
        int x0 = r.x + px(t, 240), x1 = r.x + r.w - px(t, 200), tw = 0;
        if (x1 > col_left - px(t, 18)) {
            x1 = col_left - px(t, 18); /* a clear gap before the column's heading */
        }
        sh_text_size(d, text, px(t, 13) * 9 / 10, 1, &tw, NULL);
        if (tw > x1 - x0) {
            x0 = x1 - tw > r.x + px(t, 30) ? x1 - tw : r.x + px(t, 30);
        }
        text_fit(d, text, px(t, 13), 1, C_DIM, x0, y, x1 - x0);
    }
    y += px(t, 26);
    for (s = 0; s < scn->players; s++) {
        int x = r.x + px(t, 30);
        int cell = px(t, 40);
        /* Seats are scored one after another: the row appears, then its
         * points count up. */
        float f = ui_table_score_reveal(t, s);
        if (f <= 0.0f) {
            y += px(t, 76);
            continue;
        }
        if (sc->winner == s) {
            image(d, "crown", sh_rect(x, y - px(t, 4), px(t, 30), px(t, 30)));
        }
        if (cfg->rules & RACKO_RULE_TEAMS) {
            team_badge(d, s % 2, x + px(t, 36), y + px(t, 2), px(t, 18));
        }
        sh_text(d, ui_table_seat_label(t, s), px(t, 19), 1, C_TEXT,
                x + px(t, (cfg->rules & RACKO_RULE_TEAMS) ? 60 : 36), y, SH_LEFT);
        score_rack(t, d, sc, s, x + px(t, 210), y - px(t, 2), cell, tokens);
        snprintf(text, sizeof text, "%+d", (int)lroundf((float)sc->points[s] * f));
        sh_text(d, text, px(t, 22), 1,
                 sc->points[s] < 0 ? (ShColor){0xff, 0x8a, 0x7a, 0xff} : C_GREEN,
                 r.x + r.w - px(t, 140), y - px(t, 2), SH_RIGHT);
        snprintf(text, sizeof text, "%d",
                 sc->total[s] - sc->points[s] + (int)lroundf((float)sc->points[s] * f));
        sh_text(d, text, px(t, 22), 1, C_TEXT, r.x + r.w - px(t, 30), y - px(t, 2), SH_RIGHT);
        y += px(t, 36);
        /* Why. */
        if (tokens) {
            int n = sc->points[s] < 0 ? -sc->points[s] : sc->points[s];
            if (sc->winner == s) {
                tk_fmt(text, sizeof text, tk_trn("collects %d token", "collects %d tokens", (unsigned long)n), n);
            } else if (sc->winner >= 0 && n > 0) {
                tk_fmt(text, sizeof text, tk_trn("pays %d token to %s", "pays %d tokens to %s", (unsigned long)n), n,
                       ui_table_seat_label(t, sc->winner));
            } else {
                snprintf(text, sizeof text, "%s", _("pays nothing this round"));
            }
        } else if (sc->winner == s) {
            if (sc->lightning) {
                snprintf(text, sizeof text, "%s", _("lightning Rack-O: 100 points flat"));
            } else if (sc->bonus[s] > 0) {
                char la[8], lb[8];
                ui_slot_label(sc->run_start[s], ui_table_letters(t), la, sizeof la);
                ui_slot_label(sc->run_start[s] + sc->run_len[s] - 1, ui_table_letters(t), lb,
                              sizeof lb);
                tk_fmt(text, sizeof text, _("Rack-O: 75  +  run of %d cards (slots %s to %s): bonus %d"),
                       sc->run_len[s], la, lb, sc->bonus[s]);
            } else {
                snprintf(text, sizeof text, "%s", _("Rack-O: 75 points (10 cards x 5 + 25)"));
            }
        } else {
            tk_fmt(text, sizeof text,
                   tk_trn("%d card in order from slot %s: %d x 5 = %d",
                          "%d cards in order from slot %s: %d x 5 = %d", (unsigned long)sc->in_order[s]),
                   sc->in_order[s], ui_table_letters(t) ? "a" : "5", sc->in_order[s], sc->base[s]);
        }
        sh_text(d, text, px(t, 15), 0, C_DIM, x + px(t, 210), y, SH_LEFT);
        y += px(t, 40);
    }
    y += px(t, 6);
    if (ui_table_score_reveal(t, scn->players - 1) < 1.0f) {
        return;
    }
    if (cfg->rules & RACKO_RULE_TEAMS) {
        char a[80], b[80], ta[120], tb[120];
        int w = 0, bs = px(t, 20);
        team_name(t, 0, a, sizeof a);
        team_name(t, 1, b, sizeof b);
        /* TRANSLATORS: a team's total on the round's sheet ("Ann & Bob: 40"). */
        tk_fmt(ta, sizeof ta, C_("team total", "%s: %d"), a, sc->team_total[0]);
        tk_fmt(tb, sizeof tb, C_("team total", "%s: %d"), b, sc->team_total[1]);
        snprintf(text, sizeof text, "%s        %s", ta, tb);
        sh_text_size(d, text, px(t, 18), 1, &w, NULL);
        team_badge(d, 0, r.x + r.w / 2 - w / 2 - bs - px(t, 8), y + px(t, 1), bs);
        sh_text(d, text, px(t, 18), 1, C_TEXT, r.x + r.w / 2, y, SH_CENTER);
        {
            /* The second badge before the second team's name. */
            char first[200];
            int fw = 0;
            snprintf(first, sizeof first, "%s        ", ta);
            sh_text_size(d, first, px(t, 18), 1, &fw, NULL);
            team_badge(d, 1, r.x + r.w / 2 - w / 2 + fw - bs - px(t, 6), y + px(t, 1), bs);
        }
        y += px(t, 30);
    }
    if (!tokens) {
        tk_fmt(text, sizeof text, _("Round points and match totals  \xC2\xB7  first to %d wins"),
               cfg->target);
    } else {
        tk_fmt(text, sizeof text, _("Tokens paid this round and tokens held  \xC2\xB7  round %d of %d"),
               sc->round, cfg->token_rounds);
    }
    sh_text(d, text, px(t, 14), 0, C_DIM, r.x + r.w / 2, y, SH_CENTER);
}

static void draw_match_end(ShTable *t, ShDraw *d)
{
    const UiLayout *L = &t->lay;
    const UiScene *sc = ui_anim_scene(t->anim);
    const RackoGame *g = racko_table_game(t->match);
    const RackoConfig *cfg = racko_game_config(g);
    /* In a replay no buttons come under the standings: the sheet ends
       below its last line (the title, the rows, the rounds played). */
    int rows = cfg->rules & RACKO_RULE_TEAMS ? 2 * 68 : sc->players * 40;
    ShRect r = ui_layout_ref(L, 340, 110, 600, t->replay ? 214 + rows : 640);
    char text[200];
    int order[RACKO_MAX_SEATS], s, i, j, y;
    int winner = racko_game_match_winner(g);
    fill(d, sh_rect(0, 0, L->w, L->h), 0, 0, 0, 0x90);
    sh_draw_dialog(d, r);
    image(d, "trophy", ui_layout_ref(L, 640 - 40, 130, 80, 80));
    if (cfg->rules & RACKO_RULE_TEAMS) {
        char name[80];
        team_name(t, winner >= 0 ? winner % 2 : 0, name, sizeof name);
        tk_fmt(text, sizeof text, _("%s win the match!"), name);
    } else if (winner >= 0 && ui_table_is_you(t, winner)) {
        snprintf(text, sizeof text, "%s", _("You win the match!"));
    } else if (winner >= 0) {
        tk_fmt(text, sizeof text, _("%s wins the match!"), ui_table_seat_label(t, winner));
    } else {
        snprintf(text, sizeof text, "%s", _("The match is over"));
    }
    y = ui_layout_ref(L, 0, 220, 0, 0).y;
    sh_text(d, text, px(t, 32), 1, C_GOLD, r.x + r.w / 2, y, SH_CENTER);
    y += px(t, 64);
    for (s = 0; s < sc->players; s++) {
        order[s] = s;
    }
    for (i = 0; i < sc->players; i++) {
        for (j = i + 1; j < sc->players; j++) {
            if (racko_game_total(g, order[j]) > racko_game_total(g, order[i])) {
                int tmp = order[i];
                order[i] = order[j];
                order[j] = tmp;
            }
        }
    }
    if (cfg->rules & RACKO_RULE_TEAMS) {
        /* The teams, winners first, each with its players' shares. */
        int first = winner >= 0 ? winner % 2 : 0;
        for (i = 0; i < 2; i++) {
            int team = i == 0 ? first : 1 - first;
            char name[80];
            int bs = px(t, 24);
            team_badge(d, team, r.x + px(t, 80), y + px(t, 2), bs);
            team_name(t, team, name, sizeof name);
            snprintf(text, sizeof text, "%d.  %s", i + 1, name);
            sh_text(d, text, px(t, 22), 1, i == 0 ? C_GOLD : C_TEXT, r.x + px(t, 88) + bs, y,
                    SH_LEFT);
            snprintf(text, sizeof text, "%d", racko_game_team_total(g, team));
            sh_text(d, text, px(t, 22), 1, C_TEXT, r.x + r.w - px(t, 80), y, SH_RIGHT);
            y += px(t, 32);
            if (team + 2 < sc->players) {
                snprintf(text, sizeof text, "%s %d  \xC2\xB7  %s %d", ui_table_seat_label(t, team),
                         racko_game_total(g, team), ui_table_seat_label(t, team + 2),
                         racko_game_total(g, team + 2));
                sh_text(d, text, px(t, 15), 0, C_DIM, r.x + px(t, 88) + bs, y, SH_LEFT);
            }
            y += px(t, 36);
        }
    } else {
        for (i = 0; i < sc->players; i++) {
            /* Equal totals share a place: 1, 2, 2. */
            int place = 1;
            s = order[i];
            for (j = 0; j < sc->players; j++) {
                place += racko_game_total(g, j) > racko_game_total(g, s);
            }
            snprintf(text, sizeof text, "%d.  %s", place, ui_table_seat_label(t, s));
            sh_text(d, text, px(t, 22), 1, s == winner ? C_GOLD : C_TEXT, r.x + px(t, 80), y,
                    SH_LEFT);
            snprintf(text, sizeof text, "%d", racko_game_total(g, s));
            sh_text(d, text, px(t, 22), 1, C_TEXT, r.x + r.w - px(t, 80), y, SH_RIGHT);
            y += px(t, 40);
        }
    }
    tk_fmt(text, sizeof text, tk_trn("%d round played", "%d rounds played",
                                     (unsigned long)racko_game_round(g)),
           racko_game_round(g));
    sh_text(d, text, px(t, 15), 0, C_DIM, r.x + r.w / 2, y + px(t, 4), SH_CENTER);
}

/* 1 while the viewer may act, as the screen shows the table now. */
static int can_act_now(const ShTable *t)
{
    return !sh_host_covered(t->host) && t->scr.dialog == UI_DLG_NONE && !t->pass_pending &&
           !ui_anim_busy(t->anim) && t->revealed &&
           mt_match_human_to_act(t->match) == t->viewer;
}

/* The decision context of the viewer as the screen shows it. */
static void play_ctx_now(const ShTable *t, UiPlayCtx *out)
{
    UiPlayCtx ctx;
    const RackoGame *g = racko_table_game(t->match);
    int to_act = racko_game_to_act(g);
    ui_play_ctx_from_view(&ctx, racko_game_view(g, t->viewer), can_act_now(t), ui_table_letters(t),
                          to_act >= 0 ? mt_match_seat_name(t->match, to_act) : "");
    if (ui_anim_busy(t->anim)) {
        const UiScene *sc = ui_anim_scene(t->anim);
        ctx.actor = sc->turn_seat >= 0 ? mt_match_seat_name(t->match, sc->turn_seat) : "";
        if (sc->turn_seat < 0) {
            ctx.phase = RACKO_PHASE_ROUND_OVER;
        }
    }
    *out = ctx;
}

/* The table without anything that moves: the shell keeps it in a cached
 * layer, drawn again when ui_table_key changes. */
static void draw_play_static(ShTable *t, ShDraw *d)
{
    UiPlayCtx ctx;
    int s;
    play_ctx_now(t, &ctx);
    draw_topbar(t, d);
    for (s = 0; s < t->lay.players; s++) {
        if (s != t->viewer) {
            draw_opponent(t, d, s);
        }
    }
    draw_scoreboard(t, d);
    draw_log(t, d);
    draw_banner(t, d, &ctx);
    /* The dealer's chip beside the viewer's rack. */
    {
        const UiSeatLayout *sl = &t->lay.seat[t->viewer];
        const UiScene *sc = ui_anim_scene(t->anim);
        if (sc->dealer == t->viewer) {
            int cs = px(t, 20);
            ShRect chip = sh_rect(sl->rack.x + sl->rack.w + px(t, 6), sl->rack.y + px(t, 8), cs, cs);
            fill(d, chip, 0xf6, 0xe7, 0xc8, 0xff);
            sh_text_in(d, "D", px(t, 13), 1, C_INK, chip);
        }
    }
    draw_viewer_rack(t, d, &ctx);
    draw_piles(t, d, &ctx);
    draw_hand(t, d, &ctx, 0);
    /* Drawing for the first deal: every seat shows its card. */
    {
        const UiScene *sc = ui_anim_scene(t->anim);
        for (s = 0; s < sc->players; s++) {
            if (sc->dealer_draw[s] > 0) {
                ShRect r = t->lay.seat[s].hand;
                card_with_shadow(d, card(d, sc->dealer_draw[s]), r);
                if (s == sc->dealer) {
                    /* TRANSLATORS: under the lowest card of the draw for the
                       first deal: its player deals.  Short: a card's width. */
                    sh_text_in(d, _("LOWEST: DEALS"), px(t, 13), 1, C_GOLD,
                               sh_rect(r.x, r.y + r.h + px(t, 2), r.w, px(t, 18)));
                }
            }
        }
    }
    switch (t->scr.dialog) {
    case UI_DLG_ROUND_END:
        draw_round_end(t, d);
        break;
    case UI_DLG_MATCH_END:
        draw_match_end(t, d);
        break;
    case UI_DLG_NONE:
        break;
    }
}

/* While a card is dragged over a slot it may go to, that slot stays
 * marked above the card (which covers the glow drawn under it): a gold
 * frame round the slot's whole row, and its label beside the rack. */
static void draw_drop_target(ShTable *t, ShDraw *d, const UiPlayCtx *ctx)
{
    const UiSeatLayout *sl = &t->lay.seat[t->viewer];
    int k;
    if (!t->pui.dragging) {
        return;
    }
    for (k = 0; k < RACKO_SLOTS; k++) {
        UiTarget tg = {UI_T_SLOT, k};
        if (sh_rect_contains(sl->strip[k], t->mouse_x, t->mouse_y) && ui_target_legal(ctx, tg)) {
            ShRect r = sl->card[k];
            int th = px(t, 3) > 1 ? px(t, 3) : 1;
            r.h = sl->strip[k].h;
            frame(d, sh_rect_inset(r, -(th + 1)), th, C_GOLD.r, C_GOLD.g, C_GOLD.b, 0xff);
            return;
        }
    }
}

/* What moves over the still layer: a dragged card, cards in flight, a
 * celebration. */
static void draw_play_moving(ShTable *t, ShDraw *d)
{
    UiPlayCtx ctx;
    play_ctx_now(t, &ctx);
    draw_hand(t, d, &ctx, 1);
    draw_drop_target(t, d, &ctx);
    draw_sprites(t, d);
    draw_celebration(t, d);
}

void ui_table_draw(ShTable *t, ShDraw *d, int moving)
{
    if (moving) {
        draw_play_moving(t, d);
    } else {
        draw_play_static(t, d);
    }
}

uint64_t ui_table_key(const ShTable *t)
{
    uint64_t h = SH_HASH_START;
    const UiScene *sc = ui_anim_scene(t->anim);
    const char *message = sh_host_message_text(t->host);
    const char *notice = sh_host_notice_text(t->host);
    const char *detail = sh_host_notice_detail(t->host);
    int v[13], reveal[RACKO_MAX_SEATS], s;
    const RackoGame *g = racko_table_game(t->match);
    h = sh_hash(h, sc, sizeof *sc);
    /* The score sheet's rows appear one after another. */
    for (s = 0; s < RACKO_MAX_SEATS; s++) {
        reveal[s] = s < sc->players ? (int)lroundf(ui_table_score_reveal(t, s) * 1000.0f) : 0;
    }
    h = sh_hash(h, reveal, sizeof reveal);
    h = sh_hash(h, &t->pui.hover, sizeof t->pui.hover);
    h = sh_hash(h, &t->pui.focus, sizeof t->pui.focus);
    h = sh_hash(h, message, strlen(message));
    h = sh_hash(h, notice, strlen(notice));
    h = sh_hash(h, detail, strlen(detail));
    h = sh_hash(h, &t->nlog, sizeof t->nlog);
    h = sh_hash(h, &t->log_scroll, sizeof t->log_scroll);
    h = sh_hash(h, t->log[0].text, strlen(t->log[0].text));
    v[0] = (int)t->scr.dialog;
    v[1] = t->viewer;
    v[2] = t->revealed;
    v[3] = t->pass_pending;
    v[4] = sh_host_covered(t->host);
    v[5] = ui_anim_busy(t->anim);
    v[6] = ui_table_letters(t);
    v[7] = t->lay.w;
    v[8] = racko_game_history_count(g);
    v[9] = t->pui.dragging;
    v[10] = t->pui.dragging ? t->mouse_x : 0;
    v[11] = t->pui.dragging ? t->mouse_y : 0;
    v[12] = t->lay.h;
    h = sh_hash(h, &t->replay, sizeof t->replay);
    return sh_hash(h, v, sizeof v);
}

void ui_draw_title_art(ShDraw *d)
{
    const ShCanvas *L = sh_draw_canvas(d);
    int k;
    static const int fan[7] = {4, 13, 22, 31, 40, 49, 58};
    /* A fan of cards behind the title. */
    for (k = 0; k < 7; k++) {
        ShRect r = sh_ref(L, 640 - 120 + (float)(k - 3) * 150.0f, 40 + (float)abs(k - 3) * 10.0f,
                          240, 150);
        sh_image_turned(d, card(d, fan[k]), NULL, r, (double)(k - 3) * 6.0);
    }
}

/* A rack as a row of number pills from the front slot (left) to the back,
 * counted cards underlined, at (x, y), each cell wide; labels above. */
static void picture_rack(ShDraw *d, const int rack[RACKO_SLOTS], int counted, int x, int y,
                         int cell)
{
    int k, gap = sh_dpx(d, 6), h = sh_dpx(d, 30);
    for (k = 0; k < RACKO_SLOTS; k++) {
        char num[8], lab[8];
        ShColor c = band_colour(rack[k]);
        ShRect r = sh_rect(x + k * (cell + gap), y + sh_dpx(d, 18), cell, h);
        ui_slot_label(k, 0, lab, sizeof lab);
        sh_text_in(d, lab, sh_dpx(d, 12), 1, C_DIM, sh_rect(r.x, y, cell, sh_dpx(d, 16)));
        snprintf(num, sizeof num, "%d", rack[k]);
        if (k < counted) {
            sh_fill(d, r, c);
            sh_text_in(d, num, sh_dpx(d, 16), 1,
                       rack[k] > 38 ? C_INK : (ShColor){0xff, 0xff, 0xff, 0xff}, r);
            sh_fill(d, sh_rect(r.x - (k > 0 ? gap : 0), r.y + h + sh_dpx(d, 3),
                               cell + (k > 0 ? gap : 0), sh_dpx(d, 3)),
                    C_CREAM);
        } else {
            sh_frame(d, r, sh_dpx(d, 2), c);
            sh_text_in(d, num, sh_dpx(d, 16), 0, C_DIM, r);
        }
    }
}

/* A picture's words right of it, from x to r's right edge: one line at
 * the picture's middle, or wrapped (a longer language) from its top. */
static void caption(ShDraw *d, const char *s, int size, int bold, ShColor c, int x, ShRect r)
{
    int w = r.x + r.w - x, tw = 0;
    sh_text_size(d, s, size, bold, &tw, NULL);
    if (tw <= w) {
        sh_text(d, s, size, bold, c, x, r.y + sh_dpx(d, 24), SH_LEFT);
    } else {
        sh_text_wrap(d, s, size, bold, c, x, r.y + sh_dpx(d, 8), w, SH_LEFT);
    }
}

void ui_draw_rules_picture(ShDraw *d, int picture, ShRect r)
{
    static const int sorted[RACKO_SLOTS] = {3, 9, 14, 20, 26, 31, 38, 44, 51, 57};
    static const int scored[RACKO_SLOTS] = {3, 12, 18, 25, 31, 40, 37, 8, 55, 46};
    int cell = sh_dpx(d, 44);
    int x = r.x + RACKO_SLOTS * (cell + sh_dpx(d, 6)) + sh_dpx(d, 12);
    if (picture == 1) {
        picture_rack(d, sorted, RACKO_SLOTS, r.x, r.y, cell);
        caption(d, _("\xE2\x86\x90 the front: the lowest card      the back: the highest \xE2\x86\x92"),
                sh_dpx(d, 13), 0, C_DIM, x, r);
    } else if (picture == 2) {
        picture_rack(d, scored, 6, r.x, r.y, cell);
        caption(d, _("6 cards in order: 6 x 5 = 30"), sh_dpx(d, 15), 1, C_CREAM, x, r);
    }
}

