/*
 * uigeom.h - plain rectangles and points for the desktop game's pure
 * modules (layout, hit test, animation).  No SDL here.
 */
#ifndef RACKO_UI_UIGEOM_H
#define RACKO_UI_UIGEOM_H

typedef struct UiRect {
    int x, y, w, h;
} UiRect;

/* 1 if (px, py) lies inside r (right and bottom edges excluded). */
static inline int ui_rect_contains(UiRect r, int px, int py)
{
    return px >= r.x && py >= r.y && px < r.x + r.w && py < r.y + r.h;
}

/* 1 if a and b share at least one pixel. */
static inline int ui_rect_overlaps(UiRect a, UiRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* 1 if b lies wholly inside a. */
static inline int ui_rect_inside(UiRect a, UiRect b)
{
    return b.x >= a.x && b.y >= a.y && b.x + b.w <= a.x + a.w && b.y + b.h <= a.y + a.h;
}

static inline UiRect ui_rect(int x, int y, int w, int h)
{
    UiRect r;
    r.x = x;
    r.y = y;
    r.w = w;
    r.h = h;
    return r;
}

/* The rectangle between a and b at t in 0..1. */
static inline UiRect ui_rect_lerp(UiRect a, UiRect b, float t)
{
    UiRect r;
    r.x = a.x + (int)((float)(b.x - a.x) * t);
    r.y = a.y + (int)((float)(b.y - a.y) * t);
    r.w = a.w + (int)((float)(b.w - a.w) * t);
    r.h = a.h + (int)((float)(b.h - a.h) * t);
    return r;
}

#endif /* RACKO_UI_UIGEOM_H */
