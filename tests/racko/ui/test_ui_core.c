/* test_ui_core.c - the desktop game's pure modules: layout, hit test,
 * input interpretation, animation timeline (the shell's settings and command line: tests/shell). */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "anim.h"
#include "hit.h"
#include "interpret.h"
#include "layout.h"
#include "common/run.h"

static const int sizes[][2] = {{1024, 700}, {1280, 800}, {1920, 1080}, {3840, 2160},
                               {1366, 768}, {2560, 1600}, {1024, 1400}, {3000, 700}};
#define NSIZES ((int)(sizeof sizes / sizeof sizes[0]))

static ShRect center_of(ShRect r)
{
    return sh_rect(r.x + r.w / 2, r.y + r.h / 2, 1, 1);
}

/* ---------------- layout ---------------- */

START_TEST(test_layout_inside_and_apart)
{
    int si, players, viewer, s, k, i, j;
    for (si = 0; si < NSIZES; si++) {
        for (players = 1; players <= 4; players++) {
            for (viewer = 0; viewer < players; viewer++) {
                UiLayout L;
                ShRect win, big[16];
                int n = 0;
                ui_layout_compute(&L, sizes[si][0], sizes[si][1], players, viewer, NULL);
                win = sh_rect(0, 0, L.w, L.h);
                ck_assert_int_eq(L.viewer, viewer);
                ck_assert(L.seat[viewer].large);
                ck_assert_int_eq(L.seat[viewer].pos, UI_POS_BOTTOM);
                for (s = 0; s < players; s++) {
                    ck_assert(L.seat[s].present);
                    ck_assert_msg(sh_rect_inside(win, L.seat[s].panel), "seat %d panel off screen at %dx%d",
                                  s, L.w, L.h);
                    ck_assert(sh_rect_inside(win, L.seat[s].hand));
                    for (k = 0; k < RACKO_SLOTS; k++) {
                        ck_assert(sh_rect_inside(L.seat[s].rack, L.seat[s].strip[k]));
                        ck_assert(sh_rect_inside(L.seat[s].rack, L.seat[s].label[k]));
                        if (k > 0) {
                            /* Slot k sits above slot k-1 and the strips never overlap. */
                            ck_assert_int_lt(L.seat[s].strip[k].y, L.seat[s].strip[k - 1].y);
                            ck_assert(!sh_rect_overlaps(L.seat[s].strip[k], L.seat[s].strip[k - 1]));
                        }
                    }
                    big[n++] = L.seat[s].panel;
                    if (s != viewer) {
                        big[n++] = L.seat[s].hand;
                    }
                }
                for (k = players; k < RACKO_MAX_SEATS; k++) {
                    ck_assert(!L.seat[k].present);
                }
                big[n++] = L.seat[viewer].hand;
                big[n++] = L.tray;
                big[n++] = L.banner;
                big[n++] = L.scoreboard;
                big[n++] = L.message;
                big[n++] = L.topbar;
                for (i = 0; i < n; i++) {
                    ck_assert_msg(sh_rect_inside(win, big[i]), "rect %d off screen at %dx%d", i, L.w,
                                  L.h);
                    for (j = i + 1; j < n; j++) {
                        ck_assert_msg(!sh_rect_overlaps(big[i], big[j]),
                                      "rects %d and %d overlap at %dx%d, %d players", i, j, L.w, L.h,
                                      players);
                    }
                }
                ck_assert(sh_rect_inside(L.tray, L.draw_pile));
                ck_assert(sh_rect_inside(L.tray, L.discard_pile));
                ck_assert(!sh_rect_overlaps(L.draw_pile, L.discard_pile));
                ck_assert(!sh_rect_overlaps(L.button[UI_BTN_MENU], L.button[UI_BTN_HINT]));
                ck_assert(sh_rect_inside(L.topbar, L.button[UI_BTN_MENU]));
                ck_assert(sh_rect_inside(L.topbar, L.button[UI_BTN_HINT]));
            }
        }
    }
}
END_TEST

START_TEST(test_layout_scales_and_seats)
{
    UiLayout a, b;
    ui_layout_compute(&a, 1280, 800, 4, 0, NULL);
    ui_layout_compute(&b, 2560, 1600, 4, 0, NULL);
    /* Twice the pixels: twice the card size (HiDPI stays sharp). */
    ck_assert_int_eq(b.draw_pile.w, 2 * a.draw_pile.w);
    ck_assert_int_eq(a.draw_pile.w, 240);
    /* Seats around the table from the viewer's left: partner opposite. */
    ck_assert_int_eq(a.seat[1].pos, UI_POS_LEFT);
    ck_assert_int_eq(a.seat[2].pos, UI_POS_TOP);
    ck_assert_int_eq(a.seat[3].pos, UI_POS_RIGHT);
    ui_layout_compute(&a, 1280, 800, 4, 2, NULL);
    ck_assert_int_eq(a.seat[0].pos, UI_POS_TOP);
    ck_assert_int_eq(a.seat[3].pos, UI_POS_LEFT);
    /* The viewer's rack is larger than any other. */
    ck_assert_int_gt(a.seat[2].rack.h, 2 * a.seat[0].rack.h);
    /* Silly input is clamped, not trusted. */
    ui_layout_compute(&a, 0, -5, 9, 7, NULL);
    ck_assert_int_eq(a.players, 4);
    ck_assert_int_eq(a.viewer, 0);
    ck_assert_int_ge(a.w, 1);
}
END_TEST

/* ---------------- hit test ---------------- */

START_TEST(test_hit_targets)
{
    int si, k;
    for (si = 0; si < NSIZES; si++) {
        UiLayout L;
        UiTarget t;
        ShRect c;
        ui_layout_compute(&L, sizes[si][0], sizes[si][1], 3, 1, NULL);
        c = center_of(L.draw_pile);
        t = ui_hit_test(&L, c.x, c.y, 0);
        ck_assert_int_eq(t.kind, UI_T_DRAW);
        c = center_of(L.discard_pile);
        ck_assert_int_eq(ui_hit_test(&L, c.x, c.y, 0).kind, UI_T_DISCARD);
        for (k = 0; k < RACKO_SLOTS; k++) {
            c = center_of(L.seat[1].strip[k]);
            t = ui_hit_test(&L, c.x, c.y, 0);
            ck_assert_int_eq(t.kind, UI_T_SLOT);
            ck_assert_int_eq(t.index, k);
            c = center_of(L.seat[1].label[k]);
            t = ui_hit_test(&L, c.x, c.y, 0);
            ck_assert_int_eq(t.kind, UI_T_SLOT);
            ck_assert_int_eq(t.index, k);
            /* Other seats' racks are never targets. */
            c = center_of(L.seat[0].strip[k]);
            ck_assert_int_eq(ui_hit_test(&L, c.x, c.y, 0).kind, UI_T_NONE);
            ck_assert_int_gt(L.seat[1].strip[k].h, 0);
        }
        c = center_of(L.seat[1].hand);
        ck_assert_int_eq(ui_hit_test(&L, c.x, c.y, 1).kind, UI_T_HAND);
        ck_assert_int_eq(ui_hit_test(&L, c.x, c.y, 0).kind, UI_T_NONE);
        c = center_of(L.button[UI_BTN_HINT]);
        t = ui_hit_test(&L, c.x, c.y, 0);
        ck_assert_int_eq(t.kind, UI_T_BUTTON);
        ck_assert_int_eq(t.index, UI_BTN_HINT);
        ck_assert_int_eq(ui_hit_test(&L, -5, -5, 1).kind, UI_T_NONE);
        ck_assert_int_eq(ui_hit_test(&L, L.w + 10, L.h / 2, 1).kind, UI_T_NONE);
        t.kind = UI_T_SLOT;
        t.index = 4;
        ck_assert_int_eq(ui_target_rect(&L, t).y, L.seat[1].strip[4].y);
    }
}
END_TEST

/* ---------------- interpret ---------------- */

static UiPlayCtx ctx_for(int phase, int can_act)
{
    UiPlayCtx c;
    int k;
    memset(&c, 0, sizeof c);
    c.can_act = can_act;
    c.phase = phase;
    c.discard_count = 3;
    for (k = 0; k < RACKO_SLOTS; k++) {
        c.rack[k] = 3 * k + 2;
    }
    c.actor = "Ada";
    return c;
}

static UiResult click(const UiPlayCtx *c, UiPlayUi *ui, const UiLayout *L, ShRect r)
{
    ShInput in;
    UiResult res, rel;
    in.kind = SH_IN_PRESS;
    in.x = r.x + r.w / 2;
    in.y = r.y + r.h / 2;
    in.key = 0;
    res = ui_interpret(c, ui, L, &in);
    in.kind = SH_IN_RELEASE;
    rel = ui_interpret(c, ui, L, &in);
    ck_assert_int_ne(rel.kind, UI_R_ACTION); /* a plain click acts once, on press */
    return res;
}

static UiResult key(const UiPlayCtx *c, UiPlayUi *ui, const UiLayout *L, int k)
{
    ShInput in;
    memset(&in, 0, sizeof in);
    in.kind = SH_IN_KEY;
    in.key = k;
    return ui_interpret(c, ui, L, &in);
}

START_TEST(test_interpret_clicks)
{
    UiLayout L;
    UiPlayUi ui;
    UiPlayCtx c;
    UiResult r;
    ui_layout_compute(&L, 1280, 800, 2, 0, NULL);
    ui_play_ui_init(&ui);

    c = ctx_for(RACKO_PHASE_DRAW, 1);
    r = click(&c, &ui, &L, L.draw_pile);
    ck_assert_int_eq(r.kind, UI_R_ACTION);
    ck_assert_int_eq(r.action.kind, RACKO_ACT_DRAW_DECK);
    r = click(&c, &ui, &L, L.discard_pile);
    ck_assert_int_eq(r.action.kind, RACKO_ACT_TAKE_DISCARD);
    /* A slot before drawing: explained, not ignored. */
    r = click(&c, &ui, &L, L.seat[0].strip[3]);
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    ck_assert(strstr(ui.message, "First take a card") != NULL);
    c.discard_count = 0;
    r = click(&c, &ui, &L, L.discard_pile);
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    ck_assert(strstr(ui.message, "empty") != NULL);

    c = ctx_for(RACKO_PHASE_PLACE, 1);
    c.hand = 33;
    r = click(&c, &ui, &L, L.seat[0].strip[6]);
    ck_assert_int_eq(r.kind, UI_R_ACTION);
    ck_assert_int_eq(r.action.kind, RACKO_ACT_PLACE);
    ck_assert_int_eq(r.action.slot, 6);
    ck_assert_str_eq(ui.message, "");
    r = click(&c, &ui, &L, L.discard_pile);
    ck_assert_int_eq(r.action.kind, RACKO_ACT_DISCARD);
    r = click(&c, &ui, &L, L.draw_pile);
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    ck_assert(strstr(ui.message, "already drew") != NULL);
    c.hand_from_discard = 1;
    r = click(&c, &ui, &L, L.discard_pile);
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    ck_assert(strstr(ui.message, "must go into your rack") != NULL);

    /* Not the viewer's turn. */
    c = ctx_for(RACKO_PHASE_DRAW, 0);
    r = click(&c, &ui, &L, L.draw_pile);
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    ck_assert(strstr(ui.message, "Ada") != NULL);
    ck_assert(!ui_target_legal(&c, (UiTarget){UI_T_DRAW, 0}));

    /* Lightning deal: only empty slots. */
    c = ctx_for(RACKO_PHASE_ECLAIR, 1);
    c.offer = 17;
    c.rack[2] = 0;
    r = click(&c, &ui, &L, L.seat[0].strip[2]);
    ck_assert_int_eq(r.action.kind, RACKO_ACT_ECLAIR);
    ck_assert_int_eq(r.action.slot, 2);
    r = click(&c, &ui, &L, L.seat[0].strip[5]);
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    ck_assert(strstr(ui.message, "already holds") != NULL);
    ck_assert(ui_target_legal(&c, (UiTarget){UI_T_SLOT, 2}));
    ck_assert(!ui_target_legal(&c, (UiTarget){UI_T_SLOT, 5}));

    /* Buttons are commands. */
    r = click(&c, &ui, &L, L.button[UI_BTN_MENU]);
    ck_assert_int_eq(r.kind, UI_R_COMMAND);
    ck_assert_int_eq(r.command, UI_CMD_MENU);
    r = click(&c, &ui, &L, L.button[UI_BTN_HINT]);
    ck_assert_int_eq(r.command, UI_CMD_HINT);
    /* Empty felt: nothing. */
    r = click(&c, &ui, &L, sh_rect(L.w / 2, L.h / 4 + 200, 1, 1));
    ck_assert_int_ne(r.kind, UI_R_ACTION);
}
END_TEST

START_TEST(test_interpret_drag)
{
    UiLayout L;
    UiPlayUi ui;
    UiPlayCtx c;
    UiResult r;
    ShInput in;
    ShRect slot;
    ui_layout_compute(&L, 1280, 800, 2, 0, NULL);
    ui_play_ui_init(&ui);
    c = ctx_for(RACKO_PHASE_DRAW, 1);
    /* Press on the discard pile takes its card... */
    in.kind = SH_IN_PRESS;
    in.x = L.discard_pile.x + 20;
    in.y = L.discard_pile.y + 20;
    in.key = 0;
    r = ui_interpret(&c, &ui, &L, &in);
    ck_assert_int_eq(r.action.kind, RACKO_ACT_TAKE_DISCARD);
    /* ...the front end applies it; now the card follows the pointer. */
    c = ctx_for(RACKO_PHASE_PLACE, 1);
    c.hand = 21;
    c.hand_from_discard = 1;
    slot = L.seat[0].strip[4];
    in.kind = SH_IN_MOVE;
    in.x = slot.x + 30;
    in.y = slot.y + 5;
    r = ui_interpret(&c, &ui, &L, &in);
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    ck_assert(ui.dragging);
    in.kind = SH_IN_RELEASE;
    r = ui_interpret(&c, &ui, &L, &in);
    ck_assert_int_eq(r.kind, UI_R_ACTION);
    ck_assert_int_eq(r.action.kind, RACKO_ACT_PLACE);
    ck_assert_int_eq(r.action.slot, 4);
    ck_assert(!ui.dragging);

    /* Dragging the drawn card onto the discard pile discards it. */
    c.hand_from_discard = 0;
    in.kind = SH_IN_PRESS;
    in.x = L.seat[0].hand.x + 10;
    in.y = L.seat[0].hand.y + 10;
    r = ui_interpret(&c, &ui, &L, &in);
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    in.kind = SH_IN_MOVE;
    in.x = L.discard_pile.x + 40;
    in.y = L.discard_pile.y + 40;
    ui_interpret(&c, &ui, &L, &in);
    in.kind = SH_IN_RELEASE;
    r = ui_interpret(&c, &ui, &L, &in);
    ck_assert_int_eq(r.action.kind, RACKO_ACT_DISCARD);

    /* Dropped on the felt: back to the hand, nothing happens. */
    in.kind = SH_IN_PRESS;
    in.x = L.seat[0].hand.x + 10;
    in.y = L.seat[0].hand.y + 10;
    ui_interpret(&c, &ui, &L, &in);
    in.kind = SH_IN_MOVE;
    in.x = 5;
    in.y = L.h - 5;
    ui_interpret(&c, &ui, &L, &in);
    in.kind = SH_IN_RELEASE;
    r = ui_interpret(&c, &ui, &L, &in);
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    ck_assert(!ui.dragging);
}
END_TEST

START_TEST(test_interpret_keys)
{
    UiLayout L;
    UiPlayUi ui;
    UiPlayCtx c;
    UiResult r;
    int k;
    ui_layout_compute(&L, 1280, 800, 2, 0, NULL);
    ui_play_ui_init(&ui);
    c = ctx_for(RACKO_PHASE_DRAW, 1);
    ck_assert_int_eq(key(&c, &ui, &L, 'd').action.kind, RACKO_ACT_DRAW_DECK);
    ck_assert_int_eq(key(&c, &ui, &L, 't').action.kind, RACKO_ACT_TAKE_DISCARD);
    r = key(&c, &ui, &L, 'x');
    ck_assert_int_eq(r.kind, UI_R_CHANGED);
    ck_assert(strstr(ui.message, "Take a card first") != NULL);
    ck_assert_int_eq(key(&c, &ui, &L, SH_KEY_ESC).command, UI_CMD_MENU);
    ck_assert_int_eq(key(&c, &ui, &L, 'h').command, UI_CMD_HINT);
    ck_assert_int_eq(key(&c, &ui, &L, SH_KEY_F11).command, UI_CMD_FULLSCREEN);
    /* Arrows follow the table's layout: the cursor starts on the draw
     * pile; the discard pile is on its right; Up and Down do not leave
     * the piles; Enter takes the card. */
    key(&c, &ui, &L, SH_KEY_DOWN);
    ck_assert_int_eq(ui.focus.kind, UI_T_DRAW);
    key(&c, &ui, &L, SH_KEY_RIGHT);
    ck_assert_int_eq(ui.focus.kind, UI_T_DISCARD);
    key(&c, &ui, &L, SH_KEY_RIGHT);
    ck_assert_int_eq(ui.focus.kind, UI_T_DISCARD); /* nothing further right */
    key(&c, &ui, &L, SH_KEY_LEFT);
    ck_assert_int_eq(ui.focus.kind, UI_T_DRAW);
    key(&c, &ui, &L, SH_KEY_RIGHT);
    key(&c, &ui, &L, SH_KEY_UP);
    ck_assert_int_eq(ui.focus.kind, UI_T_DISCARD);
    r = key(&c, &ui, &L, SH_KEY_ENTER);
    ck_assert_int_eq(r.action.kind, RACKO_ACT_TAKE_DISCARD);
    ck_assert_int_eq(ui.focus.kind, UI_T_SLOT); /* on to the rack */
    c = ctx_for(RACKO_PHASE_PLACE, 1);
    c.hand = 40;
    for (k = 0; k < RACKO_SLOTS; k++) {
        r = key(&c, &ui, &L, k == 9 ? '0' : '1' + k);
        ck_assert_int_eq(r.action.kind, RACKO_ACT_PLACE);
        ck_assert_int_eq(r.action.slot, k);
    }
    ck_assert_int_eq(key(&c, &ui, &L, 'x').action.kind, RACKO_ACT_DISCARD);
    ui.focus.kind = UI_T_SLOT;
    ui.focus.index = 0;
    key(&c, &ui, &L, SH_KEY_UP);
    key(&c, &ui, &L, SH_KEY_UP);
    ck_assert_int_eq(ui.focus.index, 2);
    r = key(&c, &ui, &L, ' ');
    ck_assert_int_eq(r.action.kind, RACKO_ACT_PLACE);
    ck_assert_int_eq(r.action.slot, 2);
    ck_assert_int_eq(ui.focus.kind, UI_T_DRAW); /* the turn is over: the next starts there */
    ui.focus.kind = UI_T_SLOT;
    ui.focus.index = 2;
    for (k = 0; k < 20; k++) {
        key(&c, &ui, &L, SH_KEY_UP);
    }
    ck_assert_int_eq(ui.focus.index, 9);
    /* Right from the rack goes to the piles on its right; Left comes back
     * to the slot it left. */
    ui.focus.index = 6;
    key(&c, &ui, &L, SH_KEY_LEFT);
    ck_assert_int_eq(ui.focus.kind, UI_T_SLOT); /* nothing left of the rack */
    key(&c, &ui, &L, SH_KEY_RIGHT);
    ck_assert_int_eq(ui.focus.kind, UI_T_DRAW);
    key(&c, &ui, &L, SH_KEY_LEFT);
    ck_assert_int_eq(ui.focus.kind, UI_T_SLOT);
    ck_assert_int_eq(ui.focus.index, 6);
    /* One highlight at a time: keys hide the pointer's, the pointer's
     * movement hides the cursor. */
    ui.hover.kind = UI_T_SLOT;
    ui.hover.index = 3;
    key(&c, &ui, &L, SH_KEY_UP);
    ck_assert_int_eq(ui.hover.kind, UI_T_NONE);
    {
        ShInput mv;
        memset(&mv, 0, sizeof mv);
        mv.kind = SH_IN_MOVE;
        mv.x = L.discard_pile.x + 5;
        mv.y = L.discard_pile.y + 5;
        ui_interpret(&c, &ui, &L, &mv);
        ck_assert_int_eq(ui.hover.kind, UI_T_DISCARD);
        ck_assert_int_eq(ui.focus.kind, UI_T_NONE);
    }
    ui.focus.kind = UI_T_SLOT;
    ui.focus.index = 9;
    /* Tab visits only legal targets. */
    ui.focus.kind = UI_T_NONE;
    for (k = 0; k < 15; k++) {
        key(&c, &ui, &L, SH_KEY_TAB);
        ck_assert(ui_target_legal(&c, ui.focus));
    }
    ck_assert_int_eq(key(&c, &ui, &L, 'q').kind, UI_R_NONE);
}
END_TEST

START_TEST(test_labels_and_prompts)
{
    char buf[200];
    UiPlayCtx c;
    ui_slot_label(0, 0, buf, sizeof buf);
    ck_assert_str_eq(buf, "5");
    ui_slot_label(9, 0, buf, sizeof buf);
    ck_assert_str_eq(buf, "50");
    ui_slot_label(0, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "a");
    ui_slot_label(9, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "j");
    ui_slot_label(12, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "?");
    c = ctx_for(RACKO_PHASE_DRAW, 1);
    ui_prompt(&c, buf, sizeof buf);
    ck_assert(strstr(buf, "Your turn") != NULL);
    c = ctx_for(RACKO_PHASE_PLACE, 1);
    c.hand = 27;
    ui_prompt(&c, buf, sizeof buf);
    ck_assert(strstr(buf, "27") != NULL);
    c = ctx_for(RACKO_PHASE_DRAW, 0);
    ui_prompt(&c, buf, sizeof buf);
    ck_assert(strstr(buf, "Ada") != NULL);
}
END_TEST

/* ---------------- animation ---------------- */

static RackoEvent ev_round(int deck)
{
    RackoEvent e;
    memset(&e, 0, sizeof e);
    e.kind = RACKO_EV_ROUND_START;
    e.u.round_start.round = 1;
    e.u.round_start.dealer = 1;
    e.u.round_start.deck_size = deck;
    return e;
}

START_TEST(test_anim_timeline)
{
    UiAnim *a;
    RackoEvent e;
    UiSprite sp[4];
    const UiScene *sc;
    int s, k, n;
    ck_assert_int_eq(ui_anim_new(2, &a), RACKO_OK);
    ui_anim_set_speed(a, 1.0f);
    e = ev_round(40);
    ui_anim_push(a, &e);
    /* Deal: 20 cards, slot 9 first. */
    for (k = 0; k < 20; k++) {
        memset(&e, 0, sizeof e);
        e.kind = RACKO_EV_DEAL_CARD;
        e.u.deal_card.seat = k % 2;
        e.u.deal_card.slot = 9 - k / 2;
        e.u.deal_card.card = k + 1;
        ui_anim_push(a, &e);
    }
    sc = ui_anim_scene(a);
    ck_assert(ui_anim_busy(a));
    ck_assert_int_eq(sc->round, 1);
    ck_assert_int_eq(sc->draw_count, 40);
    /* Half-way through the first deal card: one sprite from the pile. */
    ui_anim_advance(a, ui_anim_duration(RACKO_EV_ROUND_START) + ui_anim_duration(RACKO_EV_DEAL_CARD) / 2);
    n = ui_anim_sprites(a, sp, 4);
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(sp[0].from.kind, UI_PL_DRAW);
    ck_assert_int_eq(sp[0].to.kind, UI_PL_SLOT);
    ck_assert_int_eq(sp[0].to.slot, 9);
    ck_assert_int_eq(sp[0].owner, 0);
    ck_assert(sp[0].t > 0.0f && sp[0].t < 1.0f);
    ck_assert_int_eq(sc->draw_count, 39);
    ck_assert_int_eq(sc->rack[0][9], 0); /* still in flight */
    ui_anim_advance(a, 100000);
    ck_assert(!ui_anim_busy(a));
    ck_assert_int_eq(sc->draw_count, 20);
    for (s = 0; s < 2; s++) {
        for (k = 0; k < RACKO_SLOTS; k++) {
            ck_assert_int_ne(sc->rack[s][k], 0);
        }
    }
    ck_assert_int_eq(sc->rack[0][9], 1);
    ck_assert_int_eq(sc->rack[1][9], 2);
    ck_assert_uint_eq(ui_anim_serial(a), 21); /* every event began once */
    /* Flip, turn, draw, place. */
    memset(&e, 0, sizeof e);
    e.kind = RACKO_EV_DISCARD_FLIP;
    e.u.discard_flip.card = 30;
    ui_anim_push(a, &e);
    e.kind = RACKO_EV_TURN_START;
    e.u.turn_start.seat = 0;
    e.u.turn_start.turn = 1;
    ui_anim_push(a, &e);
    e.kind = RACKO_EV_DRAW_DECK;
    e.u.draw_deck.seat = 0;
    e.u.draw_deck.card = 31;
    ui_anim_push(a, &e);
    ui_anim_advance(a, ui_anim_duration(RACKO_EV_DISCARD_FLIP));
    ck_assert_int_eq(sc->discard_count, 1);
    ck_assert_int_eq(sc->turn_seat, 0);
    ck_assert_int_eq(sc->hand_seat, -1); /* the draw is moving */
    ui_anim_advance(a, ui_anim_duration(RACKO_EV_DRAW_DECK));
    ck_assert_int_eq(sc->hand_seat, 0);
    ck_assert_int_eq(sc->hand_card, 31);
    ck_assert_int_eq(sc->last_card, 31);
    memset(&e, 0, sizeof e);
    e.kind = RACKO_EV_PLACE;
    e.u.place.seat = 0;
    e.u.place.slot = 9;
    e.u.place.card_in = 31;
    e.u.place.card_out = 1;
    ui_anim_push(a, &e);
    ui_anim_advance(a, 10);
    ck_assert_int_eq(ui_anim_sprites(a, sp, 4), 2);
    ck_assert_int_eq(sp[0].card, 1);
    ck_assert_int_eq(sp[0].to.kind, UI_PL_DISCARD);
    ck_assert_int_eq(sp[0].owner, -1);
    ck_assert_int_eq(sp[1].card, 31);
    ck_assert_int_eq(sp[1].owner, 0); /* drawn from the deck: private */
    ck_assert_int_eq(sc->hand_seat, -1);
    /* A click finishes everything at once. */
    ui_anim_finish(a);
    ck_assert(!ui_anim_busy(a));
    ck_assert_int_eq(ui_anim_sprites(a, sp, 4), 0);
    ck_assert_int_eq(sc->rack[0][9], 31);
    ck_assert_int_eq(sc->discard_count, 2);
    ck_assert_int_eq(sc->discard[1], 1);
    ck_assert(!ui_anim_current(a, NULL, NULL));
    ui_anim_free(a);
}
END_TEST

START_TEST(test_anim_instant_and_scoring)
{
    UiAnim *a;
    RackoEvent e;
    const UiScene *sc;
    ck_assert_int_eq(ui_anim_new(2, &a), RACKO_OK);
    ui_anim_set_speed(a, 0.0f);
    e = ev_round(40);
    ui_anim_push(a, &e);
    ck_assert(!ui_anim_busy(a));
    memset(&e, 0, sizeof e);
    e.kind = RACKO_EV_RACKO;
    e.u.racko.seat = 1;
    e.u.racko.run_len = 4;
    ui_anim_push(a, &e);
    sc = ui_anim_scene(a);
    ck_assert_int_eq(sc->racko_seat, 1);
    ck_assert_int_eq(sc->turn_seat, -1);
    memset(&e, 0, sizeof e);
    e.kind = RACKO_EV_ROUND_SCORED;
    e.u.round_scored.round = 1;
    e.u.round_scored.winner = 1;
    e.u.round_scored.total[0] = 30;
    e.u.round_scored.total[1] = 175;
    ui_anim_push(a, &e);
    ck_assert(sc->has_score);
    ck_assert_int_eq(sc->total[1], 175);
    /* Slow speed: the celebration lasts longer. */
    ui_anim_set_speed(a, 2.0f);
    memset(&e, 0, sizeof e);
    e.kind = RACKO_EV_RACKO;
    ui_anim_push(a, &e);
    ui_anim_advance(a, ui_anim_duration(RACKO_EV_RACKO));
    ck_assert(ui_anim_busy(a));
    ui_anim_advance(a, ui_anim_duration(RACKO_EV_RACKO));
    ck_assert(!ui_anim_busy(a));
    /* Hostile event values never write out of bounds. */
    memset(&e, 0, sizeof e);
    e.kind = RACKO_EV_PLACE;
    e.u.place.seat = 77;
    e.u.place.slot = -3;
    ui_anim_push(a, &e);
    e.kind = RACKO_EV_DEAL_CARD;
    e.u.deal_card.seat = -1;
    e.u.deal_card.slot = 44;
    ui_anim_push(a, &e);
    ui_anim_finish(a);
    ui_anim_free(a);
}
END_TEST

START_TEST(test_rules_in_words)
{
    char buf[200];
    ui_rules_words(RACKO_RULE_BONUS | RACKO_RULE_TEAMS | RACKO_RULE_ECLAIR, buf, sizeof buf);
    ck_assert_str_eq(buf, "bonus runs \xC2\xB7 teams \xC2\xB7 lightning deal");
    ui_rules_words(0, buf, sizeof buf);
    ck_assert_str_eq(buf, "no table options");
    ui_rules_words(RACKO_RULE_ALL, buf, sizeof buf);
    ck_assert(strstr(buf, "eclair") == NULL && strstr(buf, "tworun") == NULL &&
              strstr(buf, "all60") == NULL); /* no engine word on screen */
    ck_assert(strstr(buf, "all 60 cards") != NULL);
    ui_rules_words(RACKO_RULE_ALL, buf, 12); /* too small: cut, still a string */
    ck_assert_uint_lt(strlen(buf), 12);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("ui_core");
    TCase *tc = tcase_create("layout");
    tcase_add_test(tc, test_layout_inside_and_apart);
    tcase_add_test(tc, test_layout_scales_and_seats);
    tcase_add_test(tc, test_hit_targets);
    suite_add_tcase(s, tc);
    tc = tcase_create("interpret");
    tcase_add_test(tc, test_interpret_clicks);
    tcase_add_test(tc, test_interpret_drag);
    tcase_add_test(tc, test_interpret_keys);
    tcase_add_test(tc, test_labels_and_prompts);
    tcase_add_test(tc, test_rules_in_words);
    suite_add_tcase(s, tc);
    tc = tcase_create("anim");
    tcase_add_test(tc, test_anim_timeline);
    tcase_add_test(tc, test_anim_instant_and_scoring);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(suite(), NULL, 0);
}
