/* hit.c - point to target (pure). */
#include "hit.h"

UiTarget ui_hit_test(const UiLayout *lay, int x, int y, int has_hand)
{
    UiTarget t;
    const UiSeatLayout *sl = &lay->seat[lay->viewer];
    int k;
    t.kind = UI_T_NONE;
    t.index = 0;
    for (k = 0; k < UI_BTN_COUNT; k++) {
        if (sh_rect_contains(lay->button[k], x, y)) {
            t.kind = UI_T_BUTTON;
            t.index = k;
            return t;
        }
    }
    if (has_hand && sh_rect_contains(sl->hand, x, y)) {
        t.kind = UI_T_HAND;
        return t;
    }
    if (sh_rect_contains(lay->draw_pile, x, y)) {
        t.kind = UI_T_DRAW;
        return t;
    }
    if (sh_rect_contains(lay->discard_pile, x, y)) {
        t.kind = UI_T_DISCARD;
        return t;
    }
    /* Slot strips, front (slot 0, drawn last, on top) first; the label
     * beside a strip counts as the strip. */
    for (k = 0; k < RACKO_SLOTS; k++) {
        if (sh_rect_contains(sl->strip[k], x, y) || sh_rect_contains(sl->label[k], x, y)) {
            t.kind = UI_T_SLOT;
            t.index = k;
            return t;
        }
    }
    return t;
}

ShRect ui_target_rect(const UiLayout *lay, UiTarget t)
{
    const UiSeatLayout *sl = &lay->seat[lay->viewer];
    switch (t.kind) {
    case UI_T_DRAW:
        return lay->draw_pile;
    case UI_T_DISCARD:
        return lay->discard_pile;
    case UI_T_HAND:
        return sl->hand;
    case UI_T_SLOT:
        if (t.index >= 0 && t.index < RACKO_SLOTS) {
            return sl->strip[t.index];
        }
        break;
    case UI_T_BUTTON:
        if (t.index >= 0 && t.index < UI_BTN_COUNT) {
            return lay->button[t.index];
        }
        break;
    case UI_T_NONE:
        break;
    }
    return sh_rect(0, 0, 0, 0);
}

int ui_target_equal(UiTarget a, UiTarget b)
{
    return a.kind == b.kind && a.index == b.index;
}
