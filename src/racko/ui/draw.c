/* draw.c - everything the desktop game draws (see draw.h). */
#include "draw.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color C_TEXT = {0xf4, 0xf1, 0xea, 0xff};
static const SDL_Color C_DIM = {0xae, 0xb5, 0xc2, 0xff};
static const SDL_Color C_CREAM = {0xf6, 0xe7, 0xc8, 0xff};
static const SDL_Color C_GOLD = {0xff, 0xd2, 0x3f, 0xff};
static const SDL_Color C_INK = {0x1b, 0x1d, 0x2a, 0xff};
static const SDL_Color C_GREEN = {0x7d, 0xe3, 0x8a, 0xff};
static const SDL_Color C_WARN = {0xff, 0xa0, 0x7a, 0xff}; /* table notices */
static const SDL_Color C_TEAM[2] = {{0x56, 0xb4, 0xe9, 0xff}, {0xe6, 0x9f, 0x00, 0xff}};

/* Viridis at every fifth card (MANIFEST "Band colours"). */
static const unsigned viridis[13] = {0x440154, 0x47196b, 0x44357f, 0x3d4e89, 0x33658d,
                                     0x297a8e, 0x228e8c, 0x22a286, 0x36b678, 0x5cc762,
                                     0x8ed544, 0xc5e027, 0xfde725};

static SDL_Color band_colour(int v)
{
    float t = (float)(v - 1) / 59.0f * 12.0f;
    int i = (int)t;
    float f;
    SDL_Color c;
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
    c.r = (Uint8)((float)((a >> 16) & 255) * (1 - f) + (float)((b >> 16) & 255) * f);
    c.g = (Uint8)((float)((a >> 8) & 255) * (1 - f) + (float)((b >> 8) & 255) * f);
    c.b = (Uint8)((float)(a & 255) * (1 - f) + (float)(b & 255) * f);
    c.a = 255;
    return c;
}

static int px(const App *app, float len)
{
    return ui_layout_px(&app->lay, len);
}

static UiRect inset(UiRect r, int d)
{
    return ui_rect(r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d);
}

static void panel(App *app, UiRect r)
{
    gfx_draw9(&app->gfx, gfx_tex(&app->gfx, "panel"), 16, px(app, 14), r);
}

/* A dialog over the table: an opaque backing under the panel. */
static void dialog(App *app, UiRect r)
{
    gfx_fill(&app->gfx, inset(r, px(app, 4)), 0x0c, 0x10, 0x1a, 0xff);
    panel(app, r);
}

static void button(App *app, UiRect r, const char *label, int hover, int pressed, int enabled,
                   int focus, int primary)
{
    const char *tex = !enabled ? "button-disabled" : pressed ? "button-pressed"
                      : hover  ? "button-hover"
                               : "button-normal";
    UiRect face = r;
    gfx_draw9(&app->gfx, gfx_tex(&app->gfx, tex), 12, px(app, 12), r);
    face.h = r.h * 37 / 40;
    if (pressed) {
        face.y += 1;
    }
    gfx_text_in(&app->gfx, label, px(app, primary ? 17.0f : 16.0f), 1,
                enabled ? (SDL_Color){0xff, 0xff, 0xff, 0xff} : (SDL_Color){0xc3, 0xc7, 0xcf, 0xff},
                inset(face, px(app, 8)));
    if (focus) {
        gfx_frame(&app->gfx, ui_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), 2, 0xff, 0xd2, 0x3f,
                  0xff);
    }
}

/* ------------------------------------------------------------------ */
/* Table pieces                                                        */

int draw_seat_face_up(const App *app, int seat)
{
    const UiScene *sc = ui_anim_scene(app->anim);
    int s, humans = 0, p = sc->players;
    if (sc->has_score && (sc->turn_seat < 0)) {
        return 1; /* the round is over: every rack is shown */
    }
    for (s = 0; s < p; s++) {
        if (ui_match_seat_kind(app->match, s) == RACKO_SEAT_HUMAN) {
            humans++;
        }
    }
    if (humans == 0) {
        return 1; /* watching computers play */
    }
    return seat == app->viewer && app->revealed &&
           ui_match_seat_kind(app->match, seat) == RACKO_SEAT_HUMAN;
}

static int sprite_face_up(const App *app, const UiSprite *sp)
{
    if (sp->owner == -2) {
        return 0;
    }
    if (sp->owner == -1) {
        return 1;
    }
    return sp->owner == app->viewer && app->revealed &&
           ui_match_seat_kind(app->match, sp->owner) == RACKO_SEAT_HUMAN;
}

UiRect draw_place_rect(const App *app, UiPlace p)
{
    const UiLayout *L = &app->lay;
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

static void card_with_shadow(App *app, SDL_Texture *tex, UiRect r)
{
    float k = (float)r.w / 240.0f;
    UiRect sh = ui_rect(r.x - (int)(12 * k), r.y - (int)(8 * k), (int)(264 * k), (int)(166 * k));
    gfx_draw(&app->gfx, gfx_tex(&app->gfx, "card-shadow"), sh);
    gfx_draw(&app->gfx, tex, r);
}

static void draw_rack(App *app, int seat)
{
    const UiSeatLayout *sl = &app->lay.seat[seat];
    const UiScene *sc = ui_anim_scene(app->anim);
    int face = draw_seat_face_up(app, seat);
    int k;
    int run_lo = -1, run_hi = -1;
    gfx_draw(&app->gfx, gfx_tex(&app->gfx, "rack"), sl->rack);
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
            UiRect shr = sl->card[k];
            shr.y -= shr.h * 6 / 150;
            shr.h = shr.h * 6 / 150;
            gfx_draw(&app->gfx, gfx_tex(&app->gfx, "slot-shadow"), shr);
        }
        gfx_draw_rows(&app->gfx, face ? gfx_card(&app->gfx, v) : gfx_card(&app->gfx, 0),
                      app->geom.shown[k], app->geom.card_h, sl->strip[k]);
        if (k >= run_lo && k <= run_hi) {
            gfx_frame(&app->gfx, sl->strip[k], px(app, 2), 0xff, 0xd2, 0x3f, 0xff);
        }
    }
    gfx_draw(&app->gfx, gfx_tex(&app->gfx, "rack-front"), sl->rack);
    /* Labels on the rail. */
    for (k = 0; k < RACKO_SLOTS; k++) {
        char lab[8];
        int fs = sl->large ? px(app, 15) : px(app, 8);
        if (!sl->large && fs < 7) {
            continue;
        }
        ui_slot_label(k, app->settings.letters, lab, sizeof lab);
        gfx_text_in(&app->gfx, lab, fs, 1, C_CREAM, sl->label[k]);
    }
}

static void name_plate(App *app, int seat, UiRect r, int small)
{
    const UiScene *sc = ui_anim_scene(app->anim);
    const RackoConfig *cfg = racko_game_config(ui_match_game(app->match));
    char text[96];
    int teams = (cfg->rules & RACKO_RULE_TEAMS) != 0;
    int fs = px(app, small ? 15.0f : 17.0f);
    int x = r.x + px(app, 10);
    if (sc->turn_seat == seat) {
        gfx_draw(&app->gfx, gfx_tex(&app->gfx, "turn-glow"),
                 ui_rect(r.x - px(app, 10), r.y - px(app, 6), r.w + px(app, 20), r.h + px(app, 12)));
    }
    gfx_fill(&app->gfx, r, 0x10, 0x14, 0x20, 0xb0);
    if (sc->turn_seat == seat) {
        gfx_frame(&app->gfx, r, px(app, 2), 0xff, 0xd2, 0x3f, 0xff);
    }
    if (teams) {
        int ts = px(app, 20);
        gfx_draw(&app->gfx, gfx_tex(&app->gfx, seat % 2 == 0 ? "team-a" : "team-b"),
                 ui_rect(x, r.y + (r.h - ts) / 2, ts, ts));
        x += ts + px(app, 6);
    }
    snprintf(text, sizeof text, "%s", ui_match_seat_name(app->match, seat));
    gfx_text(&app->gfx, text, fs, 1, sc->turn_seat == seat ? C_GOLD : C_TEXT, x,
             r.y + (r.h - fs * 5 / 4) / 2, GFX_LEFT);
    snprintf(text, sizeof text, "%d", sc->total[seat]);
    gfx_text(&app->gfx, text, fs, 1, C_TEXT, r.x + r.w - px(app, 10),
             r.y + (r.h - fs * 5 / 4) / 2, GFX_RIGHT);
    if (sc->dealer == seat) {
        int d = px(app, 18);
        UiRect chip = ui_rect(r.x + r.w - px(app, 52) - d, r.y + (r.h - d) / 2, d, d);
        gfx_fill(&app->gfx, chip, 0xf6, 0xe7, 0xc8, 0xff);
        gfx_text_in(&app->gfx, "D", px(app, 12), 1, C_INK, chip);
    }
}

static void draw_opponent(App *app, int seat)
{
    const UiSeatLayout *sl = &app->lay.seat[seat];
    const UiScene *sc = ui_anim_scene(app->anim);
    const RackoConfig *cfg = racko_game_config(ui_match_game(app->match));
    panel(app, sl->panel);
    name_plate(app, seat, sl->name, 1);
    draw_rack(app, seat);
    if ((cfg->rules & RACKO_RULE_TEAMS) && seat % 2 == app->viewer % 2 && seat != app->viewer) {
        UiRect tag = ui_rect(sl->panel.x + sl->panel.w / 2 - px(app, 40),
                             sl->panel.y + sl->panel.h - px(app, 22), px(app, 80), px(app, 18));
        gfx_fill(&app->gfx, tag, C_TEAM[seat % 2].r, C_TEAM[seat % 2].g, C_TEAM[seat % 2].b, 0xff);
        gfx_text_in(&app->gfx, "PARTNER", px(app, 12), 1, C_INK, tag);
    }
    if (sc->hand_seat == seat && sc->hand_card != 0) {
        int face = sc->hand_from_discard || draw_seat_face_up(app, seat);
        card_with_shadow(app, gfx_card(&app->gfx, face ? sc->hand_card : 0), sl->hand);
    }
    if (sc->offer_seat == seat && sc->offer_card != 0) {
        card_with_shadow(app, gfx_card(&app->gfx, draw_seat_face_up(app, seat) ? sc->offer_card : 0),
                         sl->hand);
    }
    if (sc->has_score && sc->turn_seat < 0 && sc->score.winner == seat) {
        int c = px(app, 40);
        gfx_draw(&app->gfx, gfx_tex(&app->gfx, "crown"),
                 ui_rect(sl->panel.x + sl->panel.w / 2 - c / 2, sl->panel.y - c + px(app, 8), c, c));
    }
    if (sc->turn_seat == seat) {
        gfx_frame(&app->gfx, sl->panel, px(app, 3), 0xff, 0xd2, 0x3f, 0xff);
    }
}

static void draw_piles(App *app, const UiPlayCtx *ctx)
{
    const UiLayout *L = &app->lay;
    const UiScene *sc = ui_anim_scene(app->anim);
    char text[64];
    UiTarget t;
    gfx_draw(&app->gfx, gfx_tex(&app->gfx, "tray"), L->tray);
    if (sc->draw_count > 0) {
        if (sc->draw_count > 1) {
            gfx_draw(&app->gfx, gfx_tex(&app->gfx, "pile-edge"),
                     ui_rect(L->draw_pile.x, L->draw_pile.y + L->draw_pile.h * 144 / 150,
                             L->draw_pile.w, L->draw_pile.h * 12 / 150));
        }
        gfx_draw(&app->gfx, gfx_card(&app->gfx, 0), L->draw_pile);
    }
    if (sc->discard_count > 0) {
        if (sc->discard_count > 1) {
            gfx_draw(&app->gfx, gfx_tex(&app->gfx, "pile-edge"),
                     ui_rect(L->discard_pile.x, L->discard_pile.y + L->discard_pile.h * 144 / 150,
                             L->discard_pile.w, L->discard_pile.h * 12 / 150));
        }
        gfx_draw(&app->gfx, gfx_card(&app->gfx, sc->discard[sc->discard_count - 1]),
                 L->discard_pile);
    }
    snprintf(text, sizeof text, "DRAW \xC2\xB7 %d", sc->draw_count);
    gfx_text_in(&app->gfx, text, px(app, 14), 1, C_CREAM, L->draw_label);
    snprintf(text, sizeof text, "DISCARD \xC2\xB7 %d", sc->discard_count);
    gfx_text_in(&app->gfx, text, px(app, 14), 1, C_CREAM, L->discard_label);
    /* Highlights: legal piles glow when hovered or focused. */
    t.index = 0;
    for (t.kind = UI_T_DRAW; t.kind <= UI_T_DISCARD; t.kind++) {
        UiRect r = t.kind == UI_T_DRAW ? L->draw_pile : L->discard_pile;
        int legal = ui_target_legal(ctx, t);
        if (legal && ui_target_equal(app->pui.hover, t)) {
            gfx_draw(&app->gfx, gfx_tex(&app->gfx, "card-hover"), r);
        }
        if (ui_target_equal(app->pui.focus, t)) {
            gfx_draw(&app->gfx, gfx_tex(&app->gfx, "card-select"), r);
        }
    }
}

static void draw_viewer_rack(App *app, const UiPlayCtx *ctx)
{
    const UiSeatLayout *sl = &app->lay.seat[app->viewer];
    int k;
    draw_rack(app, app->viewer);
    for (k = 0; k < RACKO_SLOTS; k++) {
        UiTarget t;
        UiRect r = sl->card[k];
        t.kind = UI_T_SLOT;
        t.index = k;
        r.h = sl->strip[k].h;
        if (ctx->can_act && ctx->phase == RACKO_PHASE_ECLAIR && ctx->rack[k] == 0) {
            gfx_draw(&app->gfx, gfx_tex(&app->gfx, "slot-target"), r);
        }
        if (ui_target_legal(ctx, t) && (ui_target_equal(app->pui.hover, t) ||
                                        (app->pui.dragging && ui_rect_contains(sl->strip[k], app->mouse_x, app->mouse_y)))) {
            gfx_draw(&app->gfx, gfx_tex(&app->gfx, "slot-target"), r);
        }
        if (ui_target_equal(app->pui.focus, t)) {
            gfx_frame(&app->gfx, inset(r, -2), px(app, 3), 0xff, 0xd2, 0x3f, 0xff);
        }
    }
}

static void draw_hand(App *app, const UiPlayCtx *ctx, int dragged)
{
    const UiScene *sc = ui_anim_scene(app->anim);
    const UiSeatLayout *sl = &app->lay.seat[app->viewer];
    int card = 0;
    const char *label = NULL;
    UiRect r = sl->hand;
    if (sc->hand_seat == app->viewer && sc->hand_card != 0) {
        card = draw_seat_face_up(app, app->viewer) || sc->hand_from_discard ? sc->hand_card : 0;
        if (card == 0) {
            card = -1;
        }
        label = sc->hand_from_discard ? "TAKEN FROM THE DISCARD PILE" : "DRAWN FROM THE DRAW PILE";
    } else if (sc->offer_seat == app->viewer && sc->offer_card != 0) {
        card = draw_seat_face_up(app, app->viewer) ? sc->offer_card : -1;
        label = "DEALT TO YOU: CHOOSE ITS SLOT";
    }
    if (card == 0) {
        return;
    }
    if (app->pui.dragging != dragged) {
        return;
    }
    if (app->pui.dragging) {
        r.x = app->mouse_x - r.w / 2;
        r.y = app->mouse_y - r.h / 4;
    } else {
        gfx_text_in(&app->gfx, label, px(app, 13), 1, C_CREAM,
                    ui_rect(sl->hand.x - px(app, 40), sl->hand.y - px(app, 22), sl->hand.w + px(app, 80), px(app, 20)));
    }
    card_with_shadow(app, gfx_card(&app->gfx, card > 0 ? card : 0), r);
    if (!app->pui.dragging && ctx->can_act && ui_target_equal(app->pui.hover, (UiTarget){UI_T_HAND, 0})) {
        gfx_draw(&app->gfx, gfx_tex(&app->gfx, "card-hover"), r);
    }
}

static void draw_sprites(App *app)
{
    UiSprite sp[8];
    int n = ui_anim_sprites(app->anim, sp, 8), i;
    for (i = 0; i < n; i++) {
        UiRect a = draw_place_rect(app, sp[i].from);
        UiRect b = draw_place_rect(app, sp[i].to);
        if (app->drop_valid && sp[i].from.kind == UI_PL_HAND && sp[i].from.seat == app->viewer) {
            a = app->drop_from;
        }
        UiRect r;
        int face = sprite_face_up(app, &sp[i]);
        float t = sp[i].t;
        /* Cards landing in a rack shrink to its size on the way. */
        r = ui_rect_lerp(a, b, t);
        if (sp[i].flip && face) {
            /* Turn over: narrow to an edge, then open face up. */
            float w = fabsf(1.0f - 2.0f * t);
            int nw = (int)((float)r.w * (w < 0.05f ? 0.05f : w));
            UiRect f = ui_rect(r.x + (r.w - nw) / 2, r.y, nw, r.h);
            gfx_draw(&app->gfx, gfx_card(&app->gfx, t < 0.5f ? 0 : sp[i].card), f);
        } else {
            card_with_shadow(app, gfx_card(&app->gfx, face ? sp[i].card : 0), r);
        }
    }
}

static void draw_scoreboard(App *app)
{
    const UiLayout *L = &app->lay;
    const UiScene *sc = ui_anim_scene(app->anim);
    const RackoConfig *cfg = racko_game_config(ui_match_game(app->match));
    int s, y, fs = px(app, 17), row = px(app, 34);
    int tokens = (cfg->rules & RACKO_RULE_TOKENS) != 0;
    char text[96];
    UiRect r = L->scoreboard;
    panel(app, r);
    y = r.y + px(app, 14);
    gfx_text(&app->gfx, tokens ? "TOKENS" : "SCORES", px(app, 14), 1, C_DIM, r.x + px(app, 16), y, GFX_LEFT);
    if (!tokens) {
        snprintf(text, sizeof text, "target %d", cfg->target);
        gfx_text(&app->gfx, text, px(app, 14), 1, C_DIM, r.x + r.w - px(app, 16), y, GFX_RIGHT);
    }
    y += px(app, 28);
    for (s = 0; s < sc->players; s++) {
        int x = r.x + px(app, 16);
        UiRect rowr = ui_rect(r.x + px(app, 8), y - px(app, 4), r.w - px(app, 16), row);
        if (sc->turn_seat == s) {
            gfx_fill(&app->gfx, rowr, 0xff, 0xd2, 0x3f, 0x30);
            gfx_text(&app->gfx, "\xE2\x96\xB6", fs, 1, C_GOLD, x - px(app, 4), y, GFX_LEFT);
        }
        x += px(app, 18);
        if (cfg->rules & RACKO_RULE_TEAMS) {
            int ts = px(app, 18);
            gfx_draw(&app->gfx, gfx_tex(&app->gfx, s % 2 == 0 ? "team-a" : "team-b"),
                     ui_rect(x, y + px(app, 2), ts, ts));
            x += ts + px(app, 6);
        }
        snprintf(text, sizeof text, "%s%s", ui_match_seat_name(app->match, s),
                 s == app->viewer && ui_match_seat_kind(app->match, s) == RACKO_SEAT_HUMAN ? " (you)" : "");
        gfx_text(&app->gfx, text, fs, s == sc->turn_seat, s == sc->turn_seat ? C_GOLD : C_TEXT, x, y,
                 GFX_LEFT);
        snprintf(text, sizeof text, "%d", sc->total[s]);
        gfx_text(&app->gfx, text, fs, 1, C_TEXT, r.x + r.w - px(app, 16), y, GFX_RIGHT);
        /* Progress towards the target. */
        if (!tokens && cfg->target > 0) {
            int bw = r.w - px(app, 32);
            int fill = sc->total[s] >= cfg->target ? bw : bw * sc->total[s] / cfg->target;
            gfx_fill(&app->gfx, ui_rect(r.x + px(app, 16), y + px(app, 24), bw, px(app, 3)), 0xff, 0xff, 0xff, 0x30);
            gfx_fill(&app->gfx, ui_rect(r.x + px(app, 16), y + px(app, 24), fill, px(app, 3)), 0xff, 0xd2, 0x3f, 0xd0);
        }
        y += row + px(app, 4);
    }
    if (cfg->rules & RACKO_RULE_TEAMS) {
        snprintf(text, sizeof text, "Teams: 1+3 %d  \xC2\xB7  2+4 %d", sc->total[0] + (sc->players > 2 ? sc->total[2] : 0),
                 sc->total[1] + (sc->players > 3 ? sc->total[3] : 0));
        gfx_text(&app->gfx, text, px(app, 14), 1, C_DIM, r.x + px(app, 16), y, GFX_LEFT);
    }
}

static void draw_log(App *app)
{
    const UiLayout *L = &app->lay;
    UiRect r = L->message;
    int y = r.y + px(app, 12), i;
    panel(app, r);
    if (app->notice_ms > 0 && app->notice[0] != '\0') {
        y += gfx_text_wrap(&app->gfx, app->notice, px(app, 14), 1, C_WARN, r.x + px(app, 14), y,
                           r.w - px(app, 28), GFX_LEFT);
        y += px(app, 8);
    }
    if (app->pui.message[0] != '\0') {
        y += gfx_text_wrap(&app->gfx, app->pui.message, px(app, 16), 1, C_GOLD, r.x + px(app, 14), y,
                           r.w - px(app, 28), GFX_LEFT);
        y += px(app, 8);
    }
    for (i = 0; i < 3 && y < r.y + r.h - px(app, 24); i++) {
        if (app->log[i][0] != '\0') {
            y += gfx_text_wrap(&app->gfx, app->log[i], px(app, 14), 0, i == 0 ? C_TEXT : C_DIM,
                               r.x + px(app, 14), y, r.w - px(app, 28), GFX_LEFT);
            y += px(app, 4);
        }
    }
}

static void draw_topbar(App *app)
{
    const UiLayout *L = &app->lay;
    const UiScene *sc = ui_anim_scene(app->anim);
    const RackoConfig *cfg = racko_game_config(ui_match_game(app->match));
    char text[200], rules[120];
    int i;
    gfx_fill(&app->gfx, L->topbar, 0x08, 0x0c, 0x14, 0xa0);
    racko_rules_format(cfg->rules, rules, sizeof rules);
    if (sc->round == 0) {
        snprintf(text, sizeof text, "RACK-O   Drawing for the deal: the lowest card deals");
    } else if (cfg->rules & RACKO_RULE_TOKENS) {
        snprintf(text, sizeof text, "RACK-O   Round %d of %d   \xC2\xB7   %d players   \xC2\xB7   rules: %s",
                 sc->round, cfg->token_rounds, cfg->players, rules);
    } else {
        snprintf(text, sizeof text, "RACK-O   Round %d   \xC2\xB7   first to %d wins   \xC2\xB7   rules: %s",
                 sc->round, cfg->target, rules);
    }
    gfx_text(&app->gfx, text, px(app, 17), 1, C_CREAM, L->title.x,
             L->title.y + (L->title.h - px(app, 17) * 5 / 4) / 2, GFX_LEFT);
    for (i = 0; i < UI_BTN_COUNT; i++) {
        UiTarget t;
        UiRect r = L->button[i];
        int is = r.h - px(app, 12);
        t.kind = UI_T_BUTTON;
        t.index = i;
        button(app, r, "", ui_target_equal(app->pui.hover, t), 0, 1, 0, 0);
        gfx_draw(&app->gfx, gfx_tex(&app->gfx, i == UI_BTN_MENU ? "icon-menu" : "icon-hint"),
                 ui_rect(r.x + px(app, 8), r.y + (r.h - is) / 2 - 1, is, is));
        gfx_text(&app->gfx, i == UI_BTN_MENU ? "Menu" : "Hint", px(app, 15), 1, C_TEXT,
                 r.x + px(app, 12) + is, r.y + (r.h * 37 / 40 - px(app, 15) * 5 / 4) / 2, GFX_LEFT);
    }
}

static void draw_banner(App *app, const UiPlayCtx *ctx)
{
    const UiLayout *L = &app->lay;
    char text[240];
    UiRect r = L->banner;
    ui_prompt(ctx, text, sizeof text);
    if (!ctx->can_act && ui_anim_busy(app->anim) && app->log[0][0] != '\0') {
        snprintf(text, sizeof text, "%s", app->log[0]);
    }
    if (app->overlay == OV_PASS) {
        snprintf(text, sizeof text, "Pass to %s", ui_match_seat_name(app->match, app->viewer));
    }
    gfx_fill(&app->gfx, r, ctx->can_act ? 0x3a : 0x10, ctx->can_act ? 0x2c : 0x14, ctx->can_act ? 0x05 : 0x20, 0xc8);
    gfx_frame(&app->gfx, r, px(app, 2), ctx->can_act ? 0xff : 0x60, ctx->can_act ? 0xd2 : 0x68,
              ctx->can_act ? 0x3f : 0x78, 0xff);
    gfx_text_in(&app->gfx, text, px(app, 20), 1, ctx->can_act ? C_GOLD : C_TEXT, inset(r, px(app, 8)));
}

static void draw_celebration(App *app)
{
    RackoEventKind kind;
    float t;
    const UiScene *sc = ui_anim_scene(app->anim);
    const UiLayout *L = &app->lay;
    int i;
    char text[96];
    if (!ui_anim_current(app->anim, &kind, &t) || (kind != RACKO_EV_RACKO && kind != RACKO_EV_TURN_LIMIT)) {
        return;
    }
    gfx_fill(&app->gfx, ui_rect(0, 0, L->w, L->h), 0, 0, 0, (Uint8)(90.0f * (t < 0.2f ? t * 5 : 1)));
    if (kind == RACKO_EV_RACKO) {
        SDL_Texture *conf = gfx_tex(&app->gfx, "confetti");
        for (i = 0; i < 70 && conf != NULL; i++) {
            /* A fixed pseudo-random spread; falls with t. */
            unsigned h = (unsigned)i * 2654435761u;
            float x0 = (float)(h % 1000) / 1000.0f;
            float speed = 0.6f + (float)((h >> 10) % 100) / 100.0f;
            float y = -0.1f + t * speed * 1.3f + (float)((h >> 17) % 100) / 400.0f;
            int sz = px(app, 14 + (float)((h >> 5) % 8));
            SDL_Rect src = {(int)((h >> 3) % 8) * (app->gfx.hi ? 32 : 16), 0, app->gfx.hi ? 32 : 16,
                            app->gfx.hi ? 32 : 16};
            SDL_Rect dst = {(int)(x0 * (float)L->w), (int)(y * (float)L->h), sz, sz};
            SDL_RenderCopyEx(app->ren, conf, &src, &dst, (double)(t * 720.0f * speed + (float)i * 37.0f), NULL,
                             SDL_FLIP_NONE);
        }
        snprintf(text, sizeof text, "%s", sc->racko_lightning ? "LIGHTNING RACK-O!" : "RACK-O!");
        {
            float s = t < 0.25f ? 0.6f + 1.6f * t : 1.0f;
            int fs = (int)((float)L->font_huge_px * 1.4f * s);
            int band_h = fs * 5 / 4 + px(app, 56);
            gfx_fill(&app->gfx, ui_rect(0, L->center.y + px(app, 50), L->w, band_h), 0x05, 0x08, 0x10,
                     0xc0);
            gfx_fill(&app->gfx, ui_rect(0, L->center.y + px(app, 50), L->w, px(app, 3)), 0xff, 0xd2, 0x3f, 0xff);
            gfx_fill(&app->gfx, ui_rect(0, L->center.y + px(app, 50) + band_h - px(app, 3), L->w, px(app, 3)),
                     0xff, 0xd2, 0x3f, 0xff);
            gfx_text(&app->gfx, text, fs, 1, (SDL_Color){0, 0, 0, 0xa0}, L->w / 2 + 4,
                     L->center.y + px(app, 60) + 4, GFX_CENTER);
            gfx_text(&app->gfx, text, fs, 1, C_GOLD, L->w / 2, L->center.y + px(app, 60), GFX_CENTER);
            if (sc->racko_seat >= 0) {
                if (sc->racko_seat == app->viewer && app->revealed &&
                    ui_match_seat_kind(app->match, app->viewer) == RACKO_SEAT_HUMAN) {
                    snprintf(text, sizeof text, "You win the round");
                } else {
                    snprintf(text, sizeof text, "%s wins the round",
                             ui_match_seat_name(app->match, sc->racko_seat));
                }
                gfx_text(&app->gfx, text, px(app, 30), 1, C_TEXT, L->w / 2, L->center.y + px(app, 60) + fs * 5 / 4,
                         GFX_CENTER);
            }
        }
    } else {
        gfx_text(&app->gfx, "Turn limit reached: nobody went Rack-O", px(app, 34), 1, C_TEXT, L->w / 2,
                 L->center.y + px(app, 100), GFX_CENTER);
    }
}

/* One rack as a row of coloured number pills for the score sheet. */
static void score_rack(App *app, const RackoRoundScore *sc, int seat, int x, int y, int cell)
{
    int k;
    int lo = sc->winner == seat && sc->run_len[seat] >= 3 ? sc->run_start[seat] : -1;
    int hi = lo >= 0 ? lo + sc->run_len[seat] - 1 : -2;
    for (k = 0; k < RACKO_SLOTS; k++) {
        int v = sc->rack[seat][k];
        SDL_Color c = band_colour(v);
        UiRect r = ui_rect(x + k * (cell + px(app, 4)), y, cell, px(app, 30));
        int counted = k < sc->in_order[seat];
        char num[8];
        gfx_fill(&app->gfx, r, c.r, c.g, c.b, counted ? 0xff : 0x50);
        snprintf(num, sizeof num, "%d", v);
        gfx_text_in(&app->gfx, num, px(app, 16), 1,
                    counted ? ((v > 38) ? C_INK : (SDL_Color){0xff, 0xff, 0xff, 0xff}) : C_DIM, r);
        if (k >= lo && k <= hi) {
            gfx_frame(&app->gfx, inset(r, -2), px(app, 2), 0xff, 0xd2, 0x3f, 0xff);
        }
    }
}

static void draw_round_end(App *app)
{
    const UiLayout *L = &app->lay;
    const UiScene *scn = ui_anim_scene(app->anim);
    const RackoRoundScore *sc = &scn->score;
    const RackoConfig *cfg = racko_game_config(ui_match_game(app->match));
    float ph = app_round_panel_height(app);
    UiRect r = ui_layout_ref(L, 150, (800.0f - ph) / 2.0f + 10.0f, 980, ph);
    char text[240];
    int s, y;
    int tokens = (cfg->rules & RACKO_RULE_TOKENS) != 0;
    gfx_fill(&app->gfx, ui_rect(0, 0, L->w, L->h), 0, 0, 0, 0xa0);
    dialog(app, r);
    y = r.y + px(app, 22);
    if (sc->winner >= 0) {
        snprintf(text, sizeof text, "Round %d: %s went %sRack-O!", sc->round,
                 ui_match_seat_name(app->match, sc->winner), sc->lightning ? "lightning " : "");
    } else {
        snprintf(text, sizeof text, "Round %d: nobody went Rack-O", sc->round);
    }
    gfx_text(&app->gfx, text, px(app, 30), 1, C_GOLD, r.x + r.w / 2, y, GFX_CENTER);
    y += px(app, 50);
    gfx_text(&app->gfx, tokens ? "TOKENS" : "ROUND", px(app, 13), 1, C_DIM, r.x + r.w - px(app, 140), y, GFX_RIGHT);
    gfx_text(&app->gfx, tokens ? "HELD" : "TOTAL", px(app, 13), 1, C_DIM, r.x + r.w - px(app, 30), y, GFX_RIGHT);
    gfx_text(&app->gfx, "RACK, SLOT 1 FIRST (COUNTED CARDS BRIGHT, BONUS RUN FRAMED)", px(app, 13), 1, C_DIM,
             r.x + px(app, 240), y, GFX_LEFT);
    y += px(app, 26);
    for (s = 0; s < scn->players; s++) {
        int x = r.x + px(app, 30);
        int cell = px(app, 40);
        /* Seats are scored one after another: the row appears, then its
         * points count up. */
        float t = app_score_reveal(app, s);
        if (t <= 0.0f) {
            y += px(app, 76);
            continue;
        }
        if (sc->winner == s) {
            gfx_draw(&app->gfx, gfx_tex(&app->gfx, "crown"), ui_rect(x, y - px(app, 4), px(app, 30), px(app, 30)));
        }
        gfx_text(&app->gfx, ui_match_seat_name(app->match, s), px(app, 19), 1, C_TEXT, x + px(app, 36), y,
                 GFX_LEFT);
        score_rack(app, sc, s, x + px(app, 210), y - px(app, 2), cell);
        snprintf(text, sizeof text, "%+d", (int)lroundf((float)sc->points[s] * t));
        gfx_text(&app->gfx, text, px(app, 22), 1,
                 sc->points[s] < 0 ? (SDL_Color){0xff, 0x8a, 0x7a, 0xff} : C_GREEN,
                 r.x + r.w - px(app, 140), y - px(app, 2), GFX_RIGHT);
        snprintf(text, sizeof text, "%d",
                 sc->total[s] - sc->points[s] + (int)lroundf((float)sc->points[s] * t));
        gfx_text(&app->gfx, text, px(app, 22), 1, C_TEXT, r.x + r.w - px(app, 30), y - px(app, 2), GFX_RIGHT);
        y += px(app, 36);
        /* Why. */
        if (tokens) {
            snprintf(text, sizeof text, "%s", sc->winner == s ? "collects the tokens the others pay"
                                                             : "pays the round's winner");
        } else if (sc->winner == s) {
            if (sc->lightning) {
                snprintf(text, sizeof text, "lightning Rack-O: 100 points flat");
            } else if (sc->bonus[s] > 0) {
                char la[8], lb[8];
                ui_slot_label(sc->run_start[s], app->settings.letters, la, sizeof la);
                ui_slot_label(sc->run_start[s] + sc->run_len[s] - 1, app->settings.letters, lb,
                              sizeof lb);
                snprintf(text, sizeof text, "Rack-O: 75  +  run of %d cards (slots %s to %s): bonus %d",
                         sc->run_len[s], la, lb, sc->bonus[s]);
            } else {
                snprintf(text, sizeof text, "Rack-O: 75 points (10 cards x 5 + 25)");
            }
        } else {
            snprintf(text, sizeof text, "%d card%s in order from slot %s: %d x 5 = %d", sc->in_order[s],
                     sc->in_order[s] == 1 ? "" : "s", app->settings.letters ? "a" : "5", sc->in_order[s],
                     sc->base[s]);
        }
        gfx_text(&app->gfx, text, px(app, 15), 0, C_DIM, x + px(app, 210), y, GFX_LEFT);
        y += px(app, 40);
    }
    y += px(app, 6);
    if (app_score_reveal(app, scn->players - 1) < 1.0f) {
        return;
    }
    if (cfg->rules & RACKO_RULE_TEAMS) {
        snprintf(text, sizeof text, "Team 1+3: %d   \xC2\xB7   Team 2+4: %d", sc->team_total[0], sc->team_total[1]);
        gfx_text(&app->gfx, text, px(app, 18), 1, C_TEXT, r.x + r.w / 2, y, GFX_CENTER);
        y += px(app, 30);
    }
    if (!tokens) {
        snprintf(text, sizeof text, "Round points and match totals  \xC2\xB7  first to %d wins", cfg->target);
    } else {
        snprintf(text, sizeof text, "Tokens change and tokens held");
    }
    gfx_text(&app->gfx, text, px(app, 14), 0, C_DIM, r.x + r.w / 2, y, GFX_CENTER);
}

static void draw_match_end(App *app)
{
    const UiLayout *L = &app->lay;
    const UiScene *sc = ui_anim_scene(app->anim);
    const RackoGame *g = ui_match_game(app->match);
    const RackoConfig *cfg = racko_game_config(g);
    UiRect r = ui_layout_ref(L, 340, 110, 600, 640);
    char text[200];
    int order[RACKO_MAX_SEATS], s, i, j, y;
    int winner = racko_game_match_winner(g);
    gfx_fill(&app->gfx, ui_rect(0, 0, L->w, L->h), 0, 0, 0, 0x90);
    dialog(app, r);
    gfx_draw(&app->gfx, gfx_tex(&app->gfx, "trophy"), ui_layout_ref(L, 640 - 40, 130, 80, 80));
    if (cfg->rules & RACKO_RULE_TEAMS) {
        int team = winner >= 0 ? winner % 2 : 0;
        snprintf(text, sizeof text, "Team %s wins the match!", team == 0 ? "1+3" : "2+4");
    } else if (winner >= 0) {
        snprintf(text, sizeof text, "%s wins the match!", ui_match_seat_name(app->match, winner));
    } else {
        snprintf(text, sizeof text, "The match is over");
    }
    y = ui_layout_ref(L, 0, 220, 0, 0).y;
    gfx_text(&app->gfx, text, px(app, 32), 1, C_GOLD, r.x + r.w / 2, y, GFX_CENTER);
    y += px(app, 64);
    for (s = 0; s < sc->players; s++) {
        order[s] = s;
    }
    for (i = 0; i < sc->players; i++) {
        for (j = i + 1; j < sc->players; j++) {
            if (racko_game_total(g, order[j]) > racko_game_total(g, order[i])) {
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
        }
    }
    for (i = 0; i < sc->players; i++) {
        s = order[i];
        snprintf(text, sizeof text, "%d.  %s", i + 1, ui_match_seat_name(app->match, s));
        gfx_text(&app->gfx, text, px(app, 22), 1, s == winner ? C_GOLD : C_TEXT, r.x + px(app, 80), y, GFX_LEFT);
        snprintf(text, sizeof text, "%d", racko_game_total(g, s));
        gfx_text(&app->gfx, text, px(app, 22), 1, C_TEXT, r.x + r.w - px(app, 80), y, GFX_RIGHT);
        y += px(app, 40);
    }
    snprintf(text, sizeof text, "%d round%s played", racko_game_round(g),
             racko_game_round(g) == 1 ? "" : "s");
    gfx_text(&app->gfx, text, px(app, 15), 0, C_DIM, r.x + r.w / 2, y + px(app, 4), GFX_CENTER);
}

static void draw_pass(App *app)
{
    const UiLayout *L = &app->lay;
    UiRect r = ui_layout_ref(L, 340, 300, 600, 260);
    char text[128];
    gfx_fill(&app->gfx, ui_rect(0, 0, L->w, L->h), 0x05, 0x08, 0x10, 0xd8);
    dialog(app, r);
    snprintf(text, sizeof text, "Pass the game to %s", ui_match_seat_name(app->match, app->viewer));
    gfx_text(&app->gfx, text, px(app, 30), 1, C_GOLD, r.x + r.w / 2, r.y + px(app, 40), GFX_CENTER);
    gfx_text(&app->gfx, "Every rack stays hidden until they are ready.", px(app, 16), 0, C_DIM,
             r.x + r.w / 2, r.y + px(app, 100), GFX_CENTER);
}

static void draw_widgets(App *app)
{
    int i;
    for (i = 0; i < app->nw; i++) {
        Widget *w = &app->w[i];
        int hover = i == app->whover;
        int focus = i == app->wfocus;
        SDL_Color lc = w->enabled ? C_TEXT : (SDL_Color){0x70, 0x76, 0x80, 0xff};
        switch (w->kind) {
        case W_BUTTON:
            button(app, w->r, w->label, hover && w->enabled, i == app->wpressed && hover, w->enabled,
                   focus, w->primary);
            break;
        case W_CHOICE: {
            UiRect box = w->r;
            char v[sizeof w->value + 16]; /* the value between two 3-byte arrows */
            if (w->label[0] != '\0') {
                gfx_text(&app->gfx, w->label, px(app, 17), 1, lc, box.x - px(app, 16),
                         box.y + (box.h - px(app, 17) * 5 / 4) / 2, GFX_RIGHT);
            }
            gfx_fill(&app->gfx, box, 0x10, 0x14, 0x20, w->enabled ? 0xd0 : 0x60);
            gfx_frame(&app->gfx, box, focus ? px(app, 2) : 1, focus ? 0xff : 0x80, focus ? 0xd2 : 0x88,
                      focus ? 0x3f : 0x98, 0xff);
            snprintf(v, sizeof v, "\xE2\x97\x80   %s   \xE2\x96\xB6", w->value);
            gfx_text_in(&app->gfx, v, px(app, 16), 1, w->enabled ? C_CREAM : lc, inset(box, px(app, 4)));
            break;
        }
        case W_TOGGLE: {
            int tw = px(app, 48), th = px(app, 24);
            UiRect sw = ui_rect(w->r.x, w->r.y + (w->r.h - th) / 2, tw, th);
            if (w->id >= 200 || w->id == 0) {
                gfx_draw(&app->gfx, gfx_tex(&app->gfx, w->on ? "checkbox-on" : "checkbox-off"),
                         ui_rect(w->r.x, w->r.y + (w->r.h - th) / 2, th, th));
                gfx_text(&app->gfx, w->label, px(app, 16), 0, lc, w->r.x + th + px(app, 12),
                         w->r.y + (w->r.h - px(app, 16) * 5 / 4) / 2, GFX_LEFT);
            } else {
                gfx_text(&app->gfx, w->label, px(app, 17), 1, lc, w->r.x - px(app, 16),
                         w->r.y + (w->r.h - px(app, 17) * 5 / 4) / 2, GFX_RIGHT);
                gfx_draw(&app->gfx, gfx_tex(&app->gfx, w->on ? "toggle-on" : "toggle-off"), sw);
                gfx_text(&app->gfx, w->on ? "on" : "off", px(app, 16), 1, C_CREAM, sw.x + tw + px(app, 12),
                         w->r.y + (w->r.h - px(app, 16) * 5 / 4) / 2, GFX_LEFT);
            }
            if (focus) {
                gfx_frame(&app->gfx, inset(w->r, -3), 2, 0xff, 0xd2, 0x3f, 0xff);
            }
            break;
        }
        case W_TEXT: {
            char v[RACKO_SPEC_MAX + 8];
            UiRect box = w->r;
            gfx_fill(&app->gfx, box, 0xf4, 0xf1, 0xea, w->enabled ? 0xf0 : 0x30);
            gfx_frame(&app->gfx, box, focus ? px(app, 2) : 1, focus ? 0xff : 0x40, focus ? 0xd2 : 0x40,
                      focus ? 0x3f : 0x40, 0xff);
            if (w->value[0] == '\0' && !focus) {
                gfx_text(&app->gfx, w->enabled ? w->label : "", px(app, 15), 0, (SDL_Color){0x80, 0x80, 0x88, 0xff},
                         box.x + px(app, 10), box.y + (box.h - px(app, 15) * 5 / 4) / 2, GFX_LEFT);
            } else {
                snprintf(v, sizeof v, "%s%s", w->value, focus ? "|" : "");
                gfx_text(&app->gfx, v, px(app, 16), 0, C_INK, box.x + px(app, 10),
                         box.y + (box.h - px(app, 16) * 5 / 4) / 2, GFX_LEFT);
            }
            break;
        }
        case W_LABEL:
            gfx_text(&app->gfx, w->label, px(app, 16), 0, lc, w->r.x, w->r.y, GFX_LEFT);
            break;
        }
    }
}

static void paint_background(App *app)
{
    const UiLayout *L = &app->lay;
    int tile = (int)(256.0f * (L->u > 0.5f ? L->u : 0.5f));
    SDL_SetRenderDrawColor(app->ren, 0x0b, 0x3d, 0x2a, 0xff);
    SDL_RenderClear(app->ren);
    gfx_tile(&app->gfx, gfx_tex(&app->gfx, "felt"), tile, ui_rect(0, 0, L->w, L->h));
    gfx_draw(&app->gfx, gfx_tex(&app->gfx, "vignette"), ui_rect(0, 0, L->w, L->h));
}

/* The felt and its vignette, painted once per window size into a texture
 * (scaling and blending them is the most expensive part of a frame with
 * the software renderer). */
static void draw_background(App *app)
{
    const UiLayout *L = &app->lay;
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

static void play_ctx_now(App *app, UiPlayCtx *out)
{
    UiPlayCtx ctx;
    const RackoGame *g = ui_match_game(app->match);
    int to_act = racko_game_to_act(g);
    int humans_to_act = ui_match_human_to_act(app->match);
    ui_play_ctx_from_view(&ctx, racko_game_view(g, app->viewer),
                          app->overlay == OV_NONE && !ui_anim_busy(app->anim) && app->revealed &&
                              humans_to_act == app->viewer,
                          app->settings.letters, to_act >= 0 ? ui_match_seat_name(app->match, to_act) : "");
    if (ui_anim_busy(app->anim)) {
        const UiScene *sc = ui_anim_scene(app->anim);
        ctx.actor = sc->turn_seat >= 0 ? ui_match_seat_name(app->match, sc->turn_seat) : "";
        if (sc->turn_seat < 0) {
            ctx.phase = RACKO_PHASE_ROUND_OVER;
        }
    }
    *out = ctx;
}

/* The table without anything that moves: drawn into a cached layer. */
static void draw_play_static(App *app, const UiPlayCtx *pctx)
{
    UiPlayCtx ctx = *pctx;
    int s;
    draw_background(app);
    draw_topbar(app);
    for (s = 0; s < app->lay.players; s++) {
        if (s != app->viewer) {
            draw_opponent(app, s);
        }
    }
    draw_scoreboard(app);
    draw_log(app);
    draw_banner(app, &ctx);
    /* The viewer's name above the rack. */
    {
        const UiSeatLayout *sl = &app->lay.seat[app->viewer];
        const UiScene *sc = ui_anim_scene(app->anim);
        if (sc->dealer == app->viewer) {
            int d = px(app, 20);
            UiRect chip = ui_rect(sl->rack.x + sl->rack.w + px(app, 6), sl->rack.y + px(app, 8), d, d);
            gfx_fill(&app->gfx, chip, 0xf6, 0xe7, 0xc8, 0xff);
            gfx_text_in(&app->gfx, "D", px(app, 13), 1, C_INK, chip);
        }
    }
    draw_viewer_rack(app, &ctx);
    draw_piles(app, &ctx);
    draw_hand(app, &ctx, 0);
    /* Drawing for the first deal: every seat shows its card. */
    {
        const UiScene *sc = ui_anim_scene(app->anim);
        for (s = 0; s < sc->players; s++) {
            if (sc->dealer_draw[s] > 0) {
                UiRect r = app->lay.seat[s].hand;
                card_with_shadow(app, gfx_card(&app->gfx, sc->dealer_draw[s]), r);
                if (s == sc->dealer) {
                    gfx_text_in(&app->gfx, "LOWEST: DEALS", px(app, 13), 1, C_GOLD,
                                ui_rect(r.x, r.y + r.h + px(app, 2), r.w, px(app, 18)));
                }
            }
        }
    }
    switch (app->overlay) {
    case OV_MENU:
    case OV_CONFIRM_ABANDON: {
        UiRect r = app->overlay == OV_MENU ? ui_layout_ref(&app->lay, 420, 140, 440, 480)
                                           : ui_layout_ref(&app->lay, 360, 280, 560, 260);
        gfx_fill(&app->gfx, ui_rect(0, 0, app->lay.w, app->lay.h), 0, 0, 0, 0x90);
        dialog(app, r);
        gfx_text(&app->gfx, app->overlay == OV_MENU ? "Menu" : "Abandon this match?", px(app, 26), 1, C_GOLD,
                 r.x + r.w / 2, r.y + px(app, 20), GFX_CENTER);
        if (app->overlay == OV_CONFIRM_ABANDON) {
            gfx_text(&app->gfx, "Its saved game will be deleted.", px(app, 16), 0, C_DIM, r.x + r.w / 2,
                     r.y + px(app, 66), GFX_CENTER);
        }
        break;
    }
    case OV_ROUND_END:
        draw_round_end(app);
        break;
    case OV_MATCH_END:
        draw_match_end(app);
        break;
    case OV_PASS:
        draw_pass(app);
        break;
    case OV_NONE:
        break;
    }
}

static Uint64 fnv(Uint64 h, const void *p, size_t n)
{
    const unsigned char *c = p;
    size_t i;
    for (i = 0; i < n; i++) {
        h = (h ^ c[i]) * 1099511628211ull;
    }
    return h;
}

/* A fingerprint of everything the static layer shows. */
static Uint64 layer_key(const App *app)
{
    Uint64 h = 1469598103934665603ull;
    const UiScene *sc = ui_anim_scene(app->anim);
    int busy = ui_anim_busy(app->anim);
    int v[12], reveal[RACKO_MAX_SEATS], s;
    const RackoGame *g = ui_match_game(app->match);
    h = fnv(h, sc, sizeof *sc);
    /* The score sheet's rows appear one after another. */
    for (s = 0; s < RACKO_MAX_SEATS; s++) {
        reveal[s] = s < sc->players ? (int)lroundf(app_score_reveal(app, s) * 1000.0f) : 0;
    }
    h = fnv(h, reveal, sizeof reveal);
    h = fnv(h, &app->pui.hover, sizeof app->pui.hover);
    h = fnv(h, &app->pui.focus, sizeof app->pui.focus);
    h = fnv(h, app->pui.message, strlen(app->pui.message));
    if (app->notice_ms > 0) {
        h = fnv(h, app->notice, strlen(app->notice));
    }
    h = fnv(h, app->log, sizeof app->log);
    v[0] = app->overlay;
    v[1] = app->viewer;
    v[2] = app->revealed;
    v[3] = app->out_w;
    v[4] = app->out_h;
    v[5] = busy;
    v[6] = app->settings.letters;
    v[7] = app->gfx.hi;
    v[8] = racko_game_history_count(g);
    v[9] = app->pui.dragging;
    v[10] = app->pui.dragging ? app->mouse_x : 0;
    v[11] = app->pui.dragging ? app->mouse_y : 0;
    return fnv(h, v, sizeof v);
}

static void draw_play(App *app)
{
    UiPlayCtx ctx;
    Uint64 key;
    int lw = 0, lh = 0;
    play_ctx_now(app, &ctx);
    key = layer_key(app);
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
        draw_play_static(app, &ctx);
    } else {
        if (!app->layer_valid || key != app->layer_key) {
            draw_play_static(app, &ctx);
            app->layer_key = key;
            app->layer_valid = 1;
        }
        SDL_SetRenderTarget(app->ren, NULL);
        SDL_SetTextureBlendMode(app->layer, SDL_BLENDMODE_NONE);
        {
            SDL_Rect all = {0, 0, app->out_w, app->out_h};
            SDL_RenderCopy(app->ren, app->layer, NULL, &all);
        }
    }
    draw_hand(app, &ctx, 1);
    draw_sprites(app);
    draw_celebration(app);
}

static void draw_title(App *app)
{
    const UiLayout *L = &app->lay;
    int k;
    static const int fan[7] = {4, 13, 22, 31, 40, 49, 58};
    /* A fan of cards behind the title. */
    for (k = 0; k < 7; k++) {
        UiRect r = ui_layout_ref(L, 640 - 120 + (float)(k - 3) * 150.0f, 40 + (float)abs(k - 3) * 10.0f, 240, 150);
        SDL_Rect d = {r.x, r.y, r.w, r.h};
        SDL_RenderCopyEx(app->ren, gfx_card(&app->gfx, fan[k]), NULL, &d, (double)(k - 3) * 6.0, NULL,
                         SDL_FLIP_NONE);
    }
    gfx_text(&app->gfx, "RACK-O", px(app, 96), 1, (SDL_Color){0, 0, 0, 0x90}, L->w / 2 + px(app, 4),
             ui_layout_ref(L, 0, 196, 0, 0).y + px(app, 4), GFX_CENTER);
    gfx_text(&app->gfx, "RACK-O", px(app, 96), 1, C_GOLD, L->w / 2, ui_layout_ref(L, 0, 196, 0, 0).y,
             GFX_CENTER);
    gfx_text(&app->gfx, "Put your ten cards in order before anyone else.", px(app, 18), 0, C_CREAM, L->w / 2,
             ui_layout_ref(L, 0, 300, 0, 0).y - px(app, 6), GFX_CENTER);
    if (app->resume_ok && app->resume_info[0] != '\0') {
        char line[260];
        snprintf(line, sizeof line, "Saved match \xE2\x80\x94 %s", app->resume_info);
        gfx_text(&app->gfx, line, px(app, 15), 0, C_CREAM, L->w / 2,
                 ui_layout_ref(L, 0, 330.0f + 5.0f * 54.0f + 6.0f, 0, 0).y, GFX_CENTER);
    }
    if (app->title_note[0] != '\0') {
        UiRect r = ui_layout_ref(L, 290, 660, 700, 110);
        panel(app, r);
        gfx_text_wrap(&app->gfx, app->title_note, px(app, 15), 0, C_GOLD, r.x + px(app, 16), r.y + px(app, 14),
                      r.w - px(app, 32), GFX_LEFT);
    }
    gfx_text(&app->gfx, "Keys: arrows/Tab to choose, Enter to confirm, F11 full screen", px(app, 13), 0, C_DIM,
             L->w / 2, L->h - px(app, 26), GFX_CENTER);
}

static void draw_newgame(App *app)
{
    const UiLayout *L = &app->lay;
    UiRect r = ui_layout_ref(L, 60, 40, 1160, 730);
    int s;
    panel(app, r);
    gfx_text(&app->gfx, "New game", px(app, 30), 1, C_GOLD, L->w / 2, ui_layout_ref(L, 0, 60, 0, 0).y, GFX_CENTER);
    gfx_text(&app->gfx, "SEAT", px(app, 13), 1, C_DIM,
             ui_layout_ref(L, 100, 124, 0, 0).x, ui_layout_ref(L, 0, 124, 0, 0).y, GFX_LEFT);
    gfx_text(&app->gfx, "PLAYED BY", px(app, 13), 1, C_DIM, ui_layout_ref(L, 200, 0, 0, 0).x,
             ui_layout_ref(L, 0, 124, 0, 0).y, GFX_LEFT);
    gfx_text(&app->gfx, "NAME (OPTIONAL)", px(app, 13), 1, C_DIM, ui_layout_ref(L, 520, 0, 0, 0).x,
             ui_layout_ref(L, 0, 124, 0, 0).y, GFX_LEFT);
    gfx_text(&app->gfx, "BOT COMMAND (OUTSIDE BOTS)", px(app, 13), 1, C_DIM, ui_layout_ref(L, 760, 0, 0, 0).x,
             ui_layout_ref(L, 0, 124, 0, 0).y, GFX_LEFT);
    for (s = 0; s < RACKO_MAX_SEATS; s++) {
        char t[16];
        UiRect rr = ui_layout_ref(L, 100, 150 + (float)s * 52, 90, 40);
        snprintf(t, sizeof t, "Seat %d", s + 1);
        gfx_text(&app->gfx, t, px(app, 17), 1, C_TEXT, rr.x, rr.y + (rr.h - px(app, 17) * 5 / 4) / 2, GFX_LEFT);
    }
    gfx_text(&app->gfx, "TABLE OPTIONS", px(app, 13), 1, C_DIM, ui_layout_ref(L, 100, 360, 0, 0).x,
             ui_layout_ref(L, 0, 360, 0, 0).y, GFX_LEFT);
    gfx_text(&app->gfx, "Empty names: computers get a random name. A bot is a program speaking the bot protocol.",
             px(app, 14), 0, C_DIM, ui_layout_ref(L, 100, 630, 0, 0).x, ui_layout_ref(L, 0, 630, 0, 0).y, GFX_LEFT);
    if (app->form_error[0] != '\0') {
        gfx_text(&app->gfx, app->form_error, px(app, 16), 1, C_GOLD, L->w / 2, ui_layout_ref(L, 0, 656, 0, 0).y,
                 GFX_CENTER);
    }
}

static void draw_settings(App *app)
{
    const UiLayout *L = &app->lay;
    UiRect r = ui_layout_ref(L, 290, 110, 700, 500);
    panel(app, r);
    gfx_text(&app->gfx, "Settings", px(app, 30), 1, C_GOLD, L->w / 2, ui_layout_ref(L, 0, 130, 0, 0).y,
             GFX_CENTER);
}

void app_draw(App *app)
{
    if (app->screen != SCR_PLAY || app->match == NULL) {
        draw_background(app);
    }
    /* Widgets for this frame (the input handler builds the same list). */
    app_build_widgets(app);
    switch (app->screen) {
    case SCR_TITLE:
        draw_title(app);
        break;
    case SCR_NEWGAME:
        draw_newgame(app);
        break;
    case SCR_SETTINGS:
        draw_settings(app);
        break;
    case SCR_PLAY:
        if (app->match != NULL) {
            draw_play(app);
        }
        break;
    }
    draw_widgets(app);
}
