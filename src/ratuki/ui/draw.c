/* draw.c - Ratuki's table drawn through the shell's calls: the stack
 * places with their top cards and heights (a pending card lifted, its
 * window running out under it), the people's hands large at the bottom,
 * every other seat along the top, cards in flight, the countdown and the
 * "RATUKI!" shout, the pause, the round's sheet and the match's ranking.
 * The cards' pictures are art.c's. */
#include <stdio.h>
#include <string.h>

#include "kit/lang.h"
#include "shell/timeline.h"
#include "ui.h"

static const ShColor dim = {0, 0, 0, 150};
static const ShColor hide = {12, 40, 28, 245};
static const ShColor glow_c = {120, 230, 140, 255};
static const ShColor pile_edge = {230, 226, 214, 255};

/* "7 cards" under a pile or a stack. */
static void count_text(char *buf, size_t size, int n)
{
    /* TRANSLATORS: how many cards a pile or a stack holds. */
    tk_fmt(buf, size, tk_trn("%d card", "%d cards", (unsigned long)n), n);
}

static void pile(ShDraw *d, int deck, ShRect r, int n, int face_down, RtCard top)
{
    char buf[32];
    int px = sh_dpx(d, 13);
    if (n <= 0) {
        ui_art_empty(d, r);
    } else {
        if (n > 1) {
            /* the pile's edge: a flat strip (cheap: the still layer is
               drawn again at every play) */
            int e = r.w / 14 + 1;
            sh_fill(d, sh_rect(r.x + e, r.y - e, r.w, r.h), pile_edge);
            sh_fill(d, sh_rect(r.x + e, r.y - e, r.w, 1), ui_art_line_colour(deck));
        }
        if (face_down || top == RT_NO_CARD) {
            ui_art_back(d, deck, r);
        } else {
            ui_art_card(d, top, r);
        }
    }
    snprintf(buf, sizeof buf, "%d", n);
    sh_text(d, buf, px, 1, SH_C_CREAM, r.x + r.w / 2, r.y + r.h + sh_dpx(d, 2), SH_CENTER);
}

/* 1 if a computer's card is flying to place k (the place shows the card
 * under it meanwhile). */
static int flying_to(const ShTable *t, int k)
{
    for (int i = 0; i < t->nfly; i++) {
        if (t->fly[i].kind == UI_FLY_PLAY && t->fly[i].place == k) {
            return 1;
        }
    }
    return 0;
}

/* A pending card's window running out under its place (what moves). */
static void pending_bar(ShDraw *d, const ShTable *t, int k)
{
    const RtGame *g = ui_game(t);
    RtPlaceView pv;
    int window = rt_game_config(g)->window;
    if (rt_game_place(g, k, &pv) != TK_OK || pv.pending_seat < 0 || window <= 0 ||
        flying_to(t, k)) {
        return;
    }
    int left = pv.pending_until - t->clock;
    ShRect r = t->lay.place[k];
    if (left > 0) {
        ShRect bar = sh_rect(r.x, r.y + r.h + sh_dpx(d, 2), r.w * left / window, sh_dpx(d, 4));
        sh_fill(d, bar, ui_art_line_colour(pv.pending_seat));
    }
}

/* A stack place: its top card (a pending card lifted over the one it is
 * on, framed in its seat's colour), its key and height under it. */
static void place(ShDraw *d, const ShTable *t, int k)
{
    const RtGame *g = ui_game(t);
    ShRect r = t->lay.place[k];
    RtPlaceView pv;
    char label[64], count[32];
    int height, flying = 0;
    RtCard top;
    rt_game_place(g, k, &pv);
    height = pv.height;
    top = pv.top;
    for (int i = 0; i < t->nfly; i++) {
        if (t->fly[i].kind == UI_FLY_PLAY && t->fly[i].place == k) {
            top = t->fly[i].under; /* the card is still on its way */
            height = t->fly[i].under_height;
            flying = 1;
            break;
        }
    }
    if (height == 0 || top == RT_NO_CARD) {
        ui_art_slot(d, r);
    } else if (!flying && pv.pending_seat >= 0) {
        ShRect up = r;
        up.y -= r.h / 10;
        if (pv.below != RT_NO_CARD) {
            ui_art_card(d, pv.below, r);
        } else {
            ui_art_slot(d, r);
        }
        ui_art_card(d, top, up);
        sh_frame(d, sh_rect_inset(up, -sh_dpx(d, 3)), sh_dpx(d, 3),
                 ui_art_line_colour(pv.pending_seat));
    } else {
        if (height > 1) {
            /* the card under the top peeks out: the stack's run shows */
            RtCard cards[RT_CARDS];
            int n = rt_game_stack(g, k, cards);
            ShRect under = r;
            under.x -= r.w / 5;
            under.y -= r.h / 14;
            ui_art_card(d, n >= 2 ? cards[n - 2] : top, under);
        }
        ui_art_card(d, top, r);
    }
    count_text(count, sizeof count, height);
    if (t->npersons == 0) {
        snprintf(label, sizeof label, "%s", count); /* a replay: no keys */
    } else if (t->npersons >= 2) {
        snprintf(label, sizeof label, "%c/%c  %s", ui_place_keys(t, 0)[k] - 32,
                 ui_place_keys(t, 1)[k] - 32, count);
    } else {
        snprintf(label, sizeof label, "%c  %s", ui_place_keys(t, 0)[k] - 32, count);
    }
    sh_text_in(d, label, sh_dpx(d, 15), 0, SH_C_CREAM, t->lay.place_label[k]);
}

/* A seat's name with its deck's symbol and its total. */
static void seat_name(ShDraw *d, const ShTable *t, int s, ShRect r)
{
    int sym = r.h;
    ShRect text = sh_rect(r.x + sym + sh_dpx(d, 6), r.y, r.w - sym - sh_dpx(d, 6), r.h);
    char line[SH_NAME_MAX + 64];
    ui_art_symbol(d, s, sh_rect(r.x, r.y, sym, sym));
    /* TRANSLATORS: a seat's name and its match total, on the table. */
    tk_fmt(line, sizeof line, _("%s: %d"), ui_seat_name(t, s), rt_game_total(ui_game(t), s));
    sh_text_in(d, line, sh_dpx(d, 16), 1, SH_C_CREAM, text);
}

static void hand_card(ShDraw *d, const ShTable *t, int s, int i, int p)
{
    const RtGame *g = ui_game(t);
    const UiSeatBox *b = &t->lay.seat[s];
    ShRect r = b->hand[i];
    RtCard c = rt_game_hand(g, s, i);
    char key[4];
    if (c == RT_NO_CARD) {
        ui_art_empty(d, r);
        return;
    }
    if (p == 0 && t->dragging && t->press_slot == i) {
        ui_art_empty(d, r); /* it is under the pointer */
        return;
    }
    for (int f = 0; f < t->nfly; f++) {
        if (t->fly[f].kind == UI_FLY_BOUNCE && t->fly[f].to.seat == s && t->fly[f].to.i == i) {
            ui_art_empty(d, r);
            return;
        }
    }
    if (p >= 0 && t->person[p].chosen == i) {
        r.y -= r.h / 8;
        ui_art_shadow(d, r); /* lifted */
    }
    ui_art_card(d, c, r);
    if (p >= 0 && t->person[p].chosen == i) {
        sh_frame(d, sh_rect_inset(r, -sh_dpx(d, 4)), sh_dpx(d, 4), SH_C_GOLD);
    } else if (t->glow && ui_running(t) && ui_playable(t, s, i)) {
        sh_frame(d, sh_rect_inset(r, -sh_dpx(d, 3)), sh_dpx(d, 3), glow_c);
    }
    if (p >= 0) {
        snprintf(key, sizeof key, "%c", ui_card_keys(t, p)[i]);
        sh_text(d, key, sh_dpx(d, 15), 1, SH_C_CREAM, b->hand[i].x + b->hand[i].w / 2,
                b->hand[i].y + b->hand[i].h + sh_dpx(d, 3), SH_CENTER);
    }
}

static void seat(ShDraw *d, const ShTable *t, int s)
{
    const UiSeatBox *b = &t->lay.seat[s];
    const RtGame *g = ui_game(t);
    RtPiles pl;
    int p = ui_person_of(t, s);
    if (b->box.w == 0) {
        return;
    }
    rt_game_piles(g, s, &pl);
    /* Its frame alone: a translucent fill over the box cost SDL's software
       renderer more than all the cards (half of each redraw, measured). */
    sh_frame(d, b->box, sh_dpx(d, 2), ui_art_line_colour(s));
    seat_name(d, t, s, b->name);
    for (int i = 0; i < RT_HAND; i++) {
        if (p >= 0 || t->replay) {
            hand_card(d, t, s, i, p); /* a replay shows every hand */
        } else if (i < pl.hand) {
            ui_art_back(d, s, b->hand[i]);
        } else {
            ui_art_empty(d, b->hand[i]);
        }
    }
    pile(d, s, b->draw, pl.draw, 1, RT_NO_CARD);
    pile(d, s, b->discard, pl.discard, 1, RT_NO_CARD);
    pile(d, s, b->scoring, pl.scoring, 1, RT_NO_CARD);
    if (b->big) {
        int px = sh_dpx(d, 12);
        sh_text(d, C_("pile", "draw"), px, 0, SH_C_DIM, b->draw.x + b->draw.w / 2, b->draw.y - px - 4 - b->draw.w / 12,
                SH_CENTER);
        sh_text(d, C_("pile", "discard"), px, 0, SH_C_DIM, b->discard.x + b->discard.w / 2,
                b->discard.y - px - 4 - b->draw.w / 12, SH_CENTER);
        sh_text(d, C_("pile", "scoring"), px, 0, SH_C_DIM, b->scoring.x + b->scoring.w / 2,
                b->scoring.y - px - 4 - b->draw.w / 12, SH_CENTER);
    }
}

static void flies(ShDraw *d, const ShTable *t)
{
    for (int i = 0; i < t->nfly; i++) {
        const UiFly *f = &t->fly[i];
        float k = sh_ease((float)f->age / (float)f->ms);
        ShRect a = ui_spot_rect(t, &f->from), b = ui_spot_rect(t, &f->to);
        ShRect r = sh_rect_lerp(a, b, k);
        ui_art_shadow(d, r);
        if (f->kind == UI_FLY_TAKE) {
            char buf[16];
            ui_art_card(d, f->card, r);
            snprintf(buf, sizeof buf, "%d", f->cards);
            sh_text_in(d, buf, r.h / 3, 1, SH_C_GOLD, sh_rect(r.x, r.y + r.h, r.w, r.h / 3));
        } else {
            ui_art_card(d, f->card, r);
        }
    }
}

static void shout(ShDraw *d, const ShTable *t)
{
    ShRect r = t->lay.shout;
    char buf[SH_NAME_MAX + 80];
    if (t->countdown > 0) {
        snprintf(buf, sizeof buf, "%d", (t->countdown + 999) / 1000);
        sh_fill(d, sh_rect_inset(r, -sh_dpx(d, 6)), dim);
        sh_text_in(d, buf, sh_dpx(d, 52), 1, SH_C_GOLD, r);
        return;
    }
    if (t->shout_ms <= 0) {
        return;
    }
    sh_fill(d, sh_rect_inset(r, -sh_dpx(d, 6)), dim);
    if (t->shout_seat >= 0) {
        /* TRANSLATORS: shouted on screen when a seat takes a stack; %s is its name. */
        tk_fmt(buf, sizeof buf, _("RATUKI! %s takes the stack."), ui_seat_name(t, t->shout_seat));
        sh_text_in(d, buf, sh_dpx(d, 40), 1, SH_C_GOLD, r);
    } else {
        /* TRANSLATORS: the countdown's last word: the round goes. */
        sh_text_in(d, _("RATUKI!"), sh_dpx(d, 52), 1, SH_C_GOLD, r);
    }
}

static void focus_ring(ShDraw *d, const ShTable *t)
{
    ShRect r;
    if (!t->focus_shown || t->npersons == 0 || t->dragging) {
        return;
    }
    r = t->fzone == UI_Z_HAND ? t->lay.seat[t->person[0].seat].hand[t->fi] : t->lay.place[t->fi];
    sh_frame(d, sh_rect_inset(r, -sh_dpx(d, 8)), sh_dpx(d, 2), SH_C_TEXT);
}

/* The message of the table (a refusal, a tie), and a bot's notice. */
static void messages(ShDraw *d, const ShTable *t)
{
    const char *m = sh_host_message_text(t->host);
    ShRect r = sh_ref(&t->canvas, 240, 512, 800, 32);
    if (m[0] != '\0') {
        sh_fill(d, r, dim);
        sh_text_in(d, m, sh_dpx(d, 18), 1, SH_C_TEXT, sh_rect_inset(r, sh_dpx(d, 4)));
    }
    sh_draw_notice(d, sh_host_notice_text(t->host), sh_host_notice_detail(t->host),
                   sh_ref(&t->canvas, 340, 180, 600, 60));
}

float ui_sheet_height(const ShTable *t)
{
    return 200.0f + 44.0f * (float)t->lay.players;
}

/* The round's sheet: each seat's scoring pile minus its draw and discard
 * piles, counted up. */
static void round_sheet(ShDraw *d, const ShTable *t)
{
    const ShCanvas *c = &t->canvas;
    const RtRoundScore *sc = &t->score;
    float h = ui_sheet_height(t), y0 = (800.0f - h) / 2.0f;
    float k = t->count_ms >= 1200 ? 1.0f : (float)t->count_ms / 1200.0f;
    char buf[128];
    static const float col[] = {420, 560, 680, 800, 920};
    sh_draw_dialog(d, sh_ref(c, 190, y0, 900, h));
    /* TRANSLATORS: the heading of the round's sheet. */
    tk_fmt(buf, sizeof buf, _("Round %d"), sc->round);
    sh_text_in(d, buf, sh_dpx(d, 30), 1, SH_C_GOLD, sh_ref(c, 190, y0 + 14, 900, 40));
    const char *heads[] = {C_("pile", "scoring"), C_("pile", "draw"), C_("pile", "discard"),
                           _("points"), _("total")};
    for (int i = 0; i < 5; i++) {
        sh_text_in(d, heads[i], sh_dpx(d, 16), 0, SH_C_DIM, sh_ref(c, col[i] - 55, y0 + 64, 110, 26));
    }
    for (int s = 0; s < t->lay.players; s++) {
        float y = y0 + 100 + 44.0f * (float)s;
        int v[5];
        v[0] = (int)((float)sc->scoring[s] * k);
        v[1] = -(int)((float)sc->draw[s] * k);
        v[2] = -(int)((float)sc->discard[s] * k);
        v[3] = v[0] + v[1] + v[2];
        v[4] = sc->total[s] - sc->points[s] + v[3];
        ui_art_symbol(d, s, sh_ref(c, 220, y + 4, 24, 24));
        sh_text_in(d, ui_seat_name(t, s), sh_dpx(d, 18), 1, SH_C_TEXT, sh_ref(c, 250, y, 110, 32));
        for (int i = 0; i < 5; i++) {
            snprintf(buf, sizeof buf, "%d", v[i]);
            sh_text_in(d, buf, sh_dpx(d, 20), i >= 3, i == 4 ? SH_C_GOLD : SH_C_TEXT,
                       sh_ref(c, col[i] - 55, y, 110, 32));
        }
    }
}

/* The match's end: the seats ranked by their totals. */
static void match_sheet(ShDraw *d, const ShTable *t)
{
    const ShCanvas *c = &t->canvas;
    const RtGame *g = ui_game(t);
    int order[RT_MAX_SEATS], n = t->lay.players;
    char buf[SH_NAME_MAX + 80];
    for (int i = 0; i < n; i++) {
        order[i] = i;
    }
    for (int i = 1; i < n; i++) {
        for (int j = i; j > 0 && rt_game_total(g, order[j]) > rt_game_total(g, order[j - 1]); j--) {
            int x = order[j];
            order[j] = order[j - 1];
            order[j - 1] = x;
        }
    }
    /* In a replay no buttons come under the ranking: the sheet ends with it. */
    sh_draw_dialog(d, sh_ref(c, 290, 90, 700, t->replay ? 140.0f + 56.0f * (float)n : 680));
    int w = rt_game_match_winner(g);
    if (w >= 0) {
        /* TRANSLATORS: the match's end; %s is the winner's name. */
        tk_fmt(buf, sizeof buf, _("%s wins the match!"), ui_seat_name(t, w));
    } else {
        snprintf(buf, sizeof buf, "%s", _("The match ends in a tie at the top!"));
    }
    sh_text_in(d, buf, sh_dpx(d, 30), 1, SH_C_GOLD, sh_ref(c, 300, 110, 680, 50));
    for (int i = 0; i < n; i++) {
        int s = order[i];
        float y = 190 + 56.0f * (float)i;
        int tot = rt_game_total(g, s);
        /* TRANSLATORS: a line of the match's ranking: place, name, total. */
        tk_fmt(buf, sizeof buf, tk_trn("%d. %s: %d point", "%d. %s: %d points",
                                       (unsigned long)(tot < 0 ? -tot : tot)),
               i + 1, ui_seat_name(t, s), tot);
        ui_art_symbol(d, s, sh_ref(c, 360, y + 6, 28, 28));
        sh_text_in(d, buf, sh_dpx(d, 22), i == 0, i == 0 ? SH_C_GOLD : SH_C_TEXT,
                   sh_ref(c, 400, y, 520, 40));
    }
}

static void pause_screen(ShDraw *d, const ShTable *t)
{
    const ShCanvas *c = &t->canvas;
    sh_fill(d, sh_rect(0, 0, c->w, c->h), hide);
    if (sh_host_covered(t->host)) {
        return; /* the menu over it says enough */
    }
    sh_draw_dialog(d, sh_ref(c, 390, 250, 500, 300));
    sh_text_in(d, _("Paused"), sh_dpx(d, 34), 1, SH_C_GOLD, sh_ref(c, 400, 270, 480, 50));
    sh_text_wrap(d, _("The round stopped for everyone. It goes on after a countdown."),
                 sh_dpx(d, 17), 0, SH_C_TEXT, sh_px(c, 420) + c->ox, sh_px(c, 330) + c->oy,
                 sh_px(c, 440), SH_CENTER);
}

/* A replay's mark left of the stacks, where no card flies. */
static void replay_mark(ShDraw *d, const ShTable *t)
{
    ShRect r = sh_ref(&t->canvas, 30, 314, 200, 36);
    sh_fill(d, r, dim);
    sh_frame(d, r, sh_dpx(d, 2), SH_C_GOLD);
    /* TRANSLATORS: the mark over a match watched again in the replay viewer */
    sh_text_in(d, C_("replay mark", "Replay"), sh_dpx(d, 20), 1, SH_C_GOLD, sh_rect_inset(r, sh_dpx(d, 4)));
}

/* The still layer: the table as the match stands (the shell keeps it in
 * a texture until ui_table_key changes), the sheets, the pause. */
static void still(ShTable *t, ShDraw *d)
{
    if (t->dialog == UI_DLG_PAUSE) {
        pause_screen(d, t); /* the table hidden: nobody plans while it stands */
        return;
    }
    for (int k = 0; k < t->lay.players; k++) {
        place(d, t, k);
    }
    for (int s = 0; s < t->lay.players; s++) {
        seat(d, t, s);
    }
    focus_ring(d, t);
    if (t->replay) {
        replay_mark(d, t);
    }
    messages(d, t);
    if (t->dialog == UI_DLG_ROUND_END) {
        sh_fill(d, sh_rect(0, 0, t->canvas.w, t->canvas.h), dim);
        round_sheet(d, t);
    } else if (t->dialog == UI_DLG_MATCH_END) {
        sh_fill(d, sh_rect(0, 0, t->canvas.w, t->canvas.h), dim);
        match_sheet(d, t);
    }
}

/* What moves over it, every frame: the seats lit as they play, pending
 * windows running out, cards in flight, the dragged card, the shout. */
/* The seat that is playing: a wide gold band edged in ink on both sides,
 * straddling the seat's own frame and hiding it, so that no deck's
 * colour (the yellow deck's pale one least of all) passes for it. */
static void lit_frame(ShDraw *d, ShRect box)
{
    int edge = sh_dpx(d, 1.5f), band = sh_dpx(d, 5);
    ShRect r = sh_rect_inset(box, -sh_dpx(d, 4));
    sh_frame(d, r, edge, SH_C_INK);
    sh_frame(d, sh_rect_inset(r, edge), band, SH_C_GOLD);
    sh_frame(d, sh_rect_inset(r, edge + band), edge, SH_C_INK);
}

static void live(ShTable *t, ShDraw *d)
{
    for (int s = 0; s < t->lay.players; s++) {
        if (t->lit[s] > 0 && t->lay.seat[s].box.w > 0) {
            lit_frame(d, t->lay.seat[s].box);
        }
    }
    for (int k = 0; k < t->lay.players; k++) {
        pending_bar(d, t, k);
    }
    flies(d, t);
    if (t->dragging && t->person[0].seat >= 0) {
        RtCard c = rt_game_hand(ui_game(t), t->person[0].seat, t->press_slot);
        ShRect r = t->lay.seat[t->person[0].seat].hand[t->press_slot];
        r.x = t->drag_x - t->grab_dx;
        r.y = t->drag_y - t->grab_dy;
        ui_art_shadow(d, r);
        ui_art_card(d, c, r);
    }
    shout(d, t);
}

void ui_table_draw(ShTable *t, ShDraw *d, int moving)
{
    if (!moving) {
        still(t, d);
    } else if (t->dialog == UI_DLG_NONE && !sh_host_covered(t->host)) {
        live(t, d); /* nothing moves over a sheet, the pause or the shell's dialogs */
    }
}

/* Everything the still layer shows, as a fingerprint: the match's state
 * (its history grows with every action and every moment it moves on),
 * what the screen holds back while cards fly, the input's marks, the
 * words shown. */
uint64_t ui_table_key(const ShTable *t)
{
    unsigned long long h = SH_HASH_START;
    int v[16 + 3 * UI_FLY_MAX];
    int n = 0;
    const char *m = sh_host_message_text(t->host);
    const char *note = sh_host_notice_text(t->host);
    memset(v, 0, sizeof v);
    v[n++] = rt_game_history_count(ui_game(t));
    v[n++] = rt_game_round(ui_game(t));
    v[n++] = t->dialog;
    v[n++] = t->dialog == UI_DLG_ROUND_END ? t->count_ms : 0;
    v[n++] = t->dragging ? t->press_slot + 1 : 0;
    v[n++] = t->person[0].chosen;
    v[n++] = t->person[1].chosen;
    v[n++] = t->focus_shown ? (int)t->fzone * 16 + t->fi + 1 : 0;
    v[n++] = t->glow && ui_running(t);
    v[n++] = t->viewer;
    v[n++] = t->npersons;
    v[n++] = sh_host_covered(t->host);
    for (int i = 0; i < t->nfly; i++) {
        v[n++] = t->fly[i].kind;
        v[n++] = t->fly[i].place;
        v[n++] = t->fly[i].to.seat * 8 + t->fly[i].to.i;
    }
    h = sh_hash(h, v, sizeof v);
    h = sh_hash(h, &t->canvas, sizeof t->canvas);
    h = sh_hash(h, m, strlen(m));
    h = sh_hash(h, note, strlen(note));
    return h;
}

void ui_draw_title_art(ShDraw *d)
{
    /* A fan above the big word: a stack 1 2 3 4, the 5 that takes it, a
       wild card, each deck's colour. */
    const ShCanvas *c = sh_draw_canvas(d);
    static const int idx[] = {0, 8, 17, 24, 30, 33};
    int n = (int)(sizeof idx / sizeof idx[0]);
    for (int i = 0; i < n; i++) {
        float x = 640.0f + ((float)i - (float)(n - 1) / 2.0f) * 70.0f - 30.0f;
        float y = 30.0f + (float)(i > n / 2 ? i - n / 2 : n / 2 - i) * 6.0f;
        ShRect r = sh_ref(c, x, y, 60, 85);
        RtCard card = rt_card_make(i % RT_MAX_SEATS, idx[i]);
        ui_art_shadow(d, r);
        ui_art_card(d, card, r);
    }
}

void ui_draw_rules_picture(ShDraw *d, int picture, ShRect r)
{
    /* picture 1: a 3 in the five styles; 2: a stack 1 2 3 4 and the 5 that takes it */
    int n = 5, h = r.h, w = h * 96 / 136, gap = w / 6;
    int x0 = r.x + (r.w - n * w - (n - 1) * gap) / 2;
    for (int i = 0; i < n; i++) {
        RtCard c;
        if (picture == 1) {
            c = rt_card_make(i, 15 + i); /* the 3s: numeral, die, word, Roman, hand */
        } else {
            static const int idx[] = {0, 7, 15, 23, 28};
            c = rt_card_make(i % 5, idx[i]);
        }
        ShRect cr = sh_rect(x0 + i * (w + gap), r.y, w, h);
        ui_art_shadow(d, cr);
        ui_art_card(d, c, cr);
    }
}
