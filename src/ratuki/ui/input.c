/* input.c - the players' input on Ratuki's table: a hand card dragged to
 * a stack place, or clicked then the place clicked; a right-click
 * discards it; keys (a card's key, then a place's key or the discard
 * key), each of two people at one keyboard with its half of it; the
 * arrows move one keyboard focus over the first person's hand and the
 * places.  A play is made on the match at once (ui_table_act). */
#include <string.h>

#include "ui.h"

enum { DRAG_THRESHOLD = 6 };

/* One person alone has the left half's keys; two people at one keyboard,
 * the left and the right halves. */
static const char *const card_keys[UI_PERSONS] = {"123", "890"};
static const char *const place_keys[UI_PERSONS] = {"qwert", "yuiop"};
static const int discard_keys[UI_PERSONS] = {'d', 'l'};

const char *ui_card_keys(const ShTable *t, int p)
{
    (void)t;
    return card_keys[p];
}

const char *ui_place_keys(const ShTable *t, int p)
{
    (void)t;
    return place_keys[p];
}

int ui_discard_key(const ShTable *t, int p)
{
    (void)t;
    return discard_keys[p];
}

/* Remembers what each stack showed when person p chose a card: a play
 * refused because a stack moved on since is said so. */
static void snapshot(ShTable *t, int p)
{
    const RtGame *g = ui_game(t);
    for (int k = 0; k < rt_game_config(g)->players; k++) {
        RtPlaceView pv;
        t->person[p].seen_top[k] = rt_game_place(g, k, &pv) == TK_OK ? pv.top : RT_NO_CARD;
    }
}

static void choose(ShTable *t, int p, int slot)
{
    UiPerson *pe = &t->person[p];
    if (rt_game_phase(ui_game(t)) != RT_PHASE_ROUND ||
        rt_game_hand(ui_game(t), pe->seat, slot) == RT_NO_CARD) {
        return; /* no round: nothing to choose (the round's last cards still flying) */
    }
    pe->chosen = pe->chosen == slot ? -1 : slot;
    snapshot(t, p);
}

/* The first person's hand card at (x, y), or -1. */
static int hand_at(const ShTable *t, int x, int y)
{
    int seat = t->person[0].seat;
    for (int i = 0; seat >= 0 && i < RT_HAND; i++) {
        if (sh_rect_contains(t->lay.seat[seat].hand[i], x, y)) {
            return i;
        }
    }
    return -1;
}

static int place_at(const ShTable *t, int x, int y)
{
    for (int k = 0; k < t->lay.players; k++) {
        if (sh_rect_contains(t->lay.place_hit[k], x, y)) {
            return k;
        }
    }
    return -1;
}

static int on_discard(const ShTable *t, int x, int y)
{
    int seat = t->person[0].seat;
    return seat >= 0 && sh_rect_contains(sh_rect_inset(t->lay.seat[seat].discard, -8), x, y);
}

/* Where the dragged card is drawn now. */
static ShRect dragged_rect(const ShTable *t)
{
    ShRect r = t->lay.seat[t->person[0].seat].hand[t->press_slot];
    r.x = t->drag_x - t->grab_dx;
    r.y = t->drag_y - t->grab_dy;
    return r;
}

static int on_press(ShTable *t, const ShInput *in)
{
    int slot = hand_at(t, in->x, in->y);
    int place = place_at(t, in->x, in->y);
    UiPerson *pe = &t->person[0];
    if ((in->mods & SH_MOD_SECONDARY) != 0) {
        if (slot >= 0) {
            ui_table_act(t, 0, slot, -1, NULL);
        }
        return SH_TABLE_CHANGED;
    }
    if (slot >= 0) {
        ShRect r = t->lay.seat[pe->seat].hand[slot];
        t->pressed = 1;
        t->press_slot = slot;
        t->press_x = t->drag_x = in->x;
        t->press_y = t->drag_y = in->y;
        t->grab_dx = in->x - r.x;
        t->grab_dy = in->y - r.y;
        snapshot(t, 0);
        return SH_TABLE_CHANGED;
    }
    if (pe->chosen >= 0 && place >= 0) {
        ui_table_act(t, 0, pe->chosen, place, &t->lay.place[place]);
    } else if (pe->chosen >= 0 && on_discard(t, in->x, in->y)) {
        ui_table_act(t, 0, pe->chosen, -1, NULL);
    }
    return SH_TABLE_CHANGED;
}

static int on_release(ShTable *t, const ShInput *in)
{
    UiPerson *pe = &t->person[0];
    if (!t->pressed) {
        return 0;
    }
    t->pressed = 0;
    if (!t->dragging) {
        choose(t, 0, t->press_slot);
        return SH_TABLE_CHANGED;
    }
    t->dragging = 0;
    ShRect from = dragged_rect(t);
    int place = place_at(t, in->x, in->y);
    if (place >= 0) {
        ui_table_act(t, 0, t->press_slot, place, &from);
    } else if (on_discard(t, in->x, in->y)) {
        ui_table_act(t, 0, t->press_slot, -1, NULL);
    } else {
        /* Let go elsewhere: the card goes back to the hand. */
        UiFly f;
        memset(&f, 0, sizeof f);
        f.kind = UI_FLY_BOUNCE;
        f.card = rt_game_hand(ui_game(t), pe->seat, t->press_slot);
        f.place = -1;
        f.from.kind = UI_SPOT_PIXELS;
        f.from.rect = from;
        f.to.kind = UI_SPOT_HAND;
        f.to.seat = pe->seat;
        f.to.i = t->press_slot;
        f.ms = 200;
        if (sh_speed_factor(sh_host_settings(t->host)->speed) > 0.0f && t->nfly < UI_FLY_MAX) {
            f.ms = (int)((float)f.ms * sh_speed_factor(sh_host_settings(t->host)->speed)) + 1;
            t->fly[t->nfly++] = f;
        }
    }
    return SH_TABLE_CHANGED;
}

static int on_move(ShTable *t, const ShInput *in)
{
    t->mouse_x = in->x;
    t->mouse_y = in->y;
    if (!t->pressed) {
        return 0;
    }
    int dx = in->x - t->press_x, dy = in->y - t->press_y;
    if (!t->dragging && dx * dx + dy * dy > DRAG_THRESHOLD * DRAG_THRESHOLD) {
        t->dragging = 1;
        t->focus_shown = 0; /* the mouse leads now */
    }
    t->drag_x = in->x;
    t->drag_y = in->y;
    return SH_TABLE_CHANGED;
}

/* The arrows: the first press shows the focus where it is, the next ones
 * move it (the hand and the places, Up and Down between them). */
static int arrow(ShTable *t, int key)
{
    int n = t->fzone == UI_Z_HAND ? RT_HAND : t->lay.players;
    if (!t->focus_shown) {
        t->focus_shown = 1;
        return SH_TABLE_CHANGED;
    }
    if (key == SH_KEY_LEFT && t->fi > 0) {
        t->fi--;
    } else if (key == SH_KEY_RIGHT && t->fi < n - 1) {
        t->fi++;
    } else if (key == SH_KEY_UP && t->fzone == UI_Z_HAND) {
        t->fzone = UI_Z_PLACE;
        t->fi = t->fi * t->lay.players / RT_HAND;
    } else if (key == SH_KEY_DOWN && t->fzone == UI_Z_PLACE) {
        t->fzone = UI_Z_HAND;
        t->fi = t->fi * RT_HAND / t->lay.players;
    }
    return SH_TABLE_CHANGED;
}

/* Enter or Space at the focus: a hand card chosen, the chosen card played
 * on the place. */
static int press_focus(ShTable *t)
{
    UiPerson *pe = &t->person[0];
    t->focus_shown = 1;
    if (t->fzone == UI_Z_HAND) {
        choose(t, 0, t->fi);
    } else if (pe->chosen >= 0) {
        ui_table_act(t, 0, pe->chosen, t->fi, &t->lay.place[t->fi]);
    }
    return SH_TABLE_CHANGED;
}

/* A person's own key: one of its cards, places or its discard key.
 * Returns 1 if it was one. */
static int person_key(ShTable *t, int p, int key)
{
    UiPerson *pe = &t->person[p];
    const char *c = strchr(card_keys[p], key);
    const char *k = strchr(place_keys[p], key);
    if (key == 0) {
        return 0;
    }
    if (c != NULL) {
        choose(t, p, (int)(c - card_keys[p]));
        if (p == 0) {
            t->fzone = UI_Z_HAND;
            t->fi = (int)(c - card_keys[p]);
        }
        return 1;
    }
    if (k != NULL && (int)(k - place_keys[p]) < t->lay.players) {
        int place = (int)(k - place_keys[p]);
        if (pe->chosen >= 0) {
            ui_table_act(t, p, pe->chosen, place, &t->lay.place[place]);
        }
        return 1;
    }
    if (key == discard_keys[p]) {
        if (pe->chosen >= 0) {
            ui_table_act(t, p, pe->chosen, -1, NULL);
        }
        return 1;
    }
    return 0;
}

static int on_key(ShTable *t, int key)
{
    if (key == SH_KEY_ESC) {
        int bits = ui_table_pause(t);
        return bits != 0 ? bits : SH_TABLE_MENU;
    }
    if (key == SH_KEY_F11) {
        return SH_TABLE_FULLSCREEN;
    }
    if (key >= 'A' && key <= 'Z') {
        key = key - 'A' + 'a';
    }
    for (int p = 0; p < t->npersons; p++) {
        if (person_key(t, p, key)) {
            return SH_TABLE_CHANGED;
        }
    }
    if (t->npersons == 0) {
        return 0;
    }
    switch (key) {
    case SH_KEY_LEFT:
    case SH_KEY_RIGHT:
    case SH_KEY_UP:
    case SH_KEY_DOWN:
        return arrow(t, key);
    case SH_KEY_ENTER:
    case ' ':
        return press_focus(t);
    case SH_KEY_BACKSPACE:
        t->person[0].chosen = -1;
        return SH_TABLE_CHANGED;
    default:
        return 0;
    }
}

int ui_table_input(ShTable *t, const ShInput *in)
{
    if (in->kind == SH_IN_KEY) {
        return on_key(t, in->key);
    }
    if (t->npersons == 0) {
        return 0;
    }
    switch (in->kind) {
    case SH_IN_PRESS:
        return on_press(t, in);
    case SH_IN_RELEASE:
        return on_release(t, in);
    case SH_IN_MOVE:
        return on_move(t, in);
    default:
        return 0;
    }
}
