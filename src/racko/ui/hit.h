/*
 * hit.h - which thing on the table lies under a point (pure).
 */
#ifndef RACKO_UI_HIT_H
#define RACKO_UI_HIT_H

#include "layout.h"

typedef enum UiTargetKind {
    UI_T_NONE,
    UI_T_DRAW,      /* the draw pile */
    UI_T_DISCARD,   /* the discard pile */
    UI_T_HAND,      /* the viewer's drawn card */
    UI_T_SLOT,      /* a slot of the viewer's rack */
    UI_T_BUTTON     /* a top-bar button */
} UiTargetKind;

typedef struct UiTarget {
    UiTargetKind kind;
    int index; /* slot 0..9 for UI_T_SLOT, UiButton for UI_T_BUTTON, else 0 */
} UiTarget;

/* The target under (x, y) in output pixels.  Only the viewer's rack is a
 * target: the other racks can never be acted on.  has_hand says whether
 * the viewer holds a drawn card (its rectangle is a target only then). */
UiTarget ui_hit_test(const UiLayout *lay, int x, int y, int has_hand);

/* The rectangle of a target (empty for UI_T_NONE). */
ShRect ui_target_rect(const UiLayout *lay, UiTarget t);

/* 1 if a and b are the same target. */
int ui_target_equal(UiTarget a, UiTarget b);

#endif /* RACKO_UI_HIT_H */
