/*
 * shell/geom.h - plain rectangles for the shell and the games' screen code.
 * No SDL here.
 */
#ifndef SH_GEOM_H
#define SH_GEOM_H

typedef struct ShRect {
    int x, y, w, h;
} ShRect;

static inline ShRect sh_rect(int x, int y, int w, int h)
{
    ShRect r;
    r.x = x;
    r.y = y;
    r.w = w;
    r.h = h;
    return r;
}

/* 1 if (px, py) lies inside r (right and bottom edges excluded). */
static inline int sh_rect_contains(ShRect r, int px, int py)
{
    return px >= r.x && py >= r.y && px < r.x + r.w && py < r.y + r.h;
}

/* 1 if a and b share at least one pixel. */
static inline int sh_rect_overlaps(ShRect a, ShRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* 1 if b lies wholly inside a. */
static inline int sh_rect_inside(ShRect a, ShRect b)
{
    return b.x >= a.x && b.y >= a.y && b.x + b.w <= a.x + a.w && b.y + b.h <= a.y + a.h;
}

/* r grown by d pixels on every side (shrunk for d < 0). */
static inline ShRect sh_rect_inset(ShRect r, int d)
{
    return sh_rect(r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d);
}

/* The rectangle between a and b at t in 0..1. */
static inline ShRect sh_rect_lerp(ShRect a, ShRect b, float t)
{
    ShRect r;
    r.x = a.x + (int)((float)(b.x - a.x) * t);
    r.y = a.y + (int)((float)(b.y - a.y) * t);
    r.w = a.w + (int)((float)(b.w - a.w) * t);
    r.h = a.h + (int)((float)(b.h - a.h) * t);
    return r;
}

#endif /* SH_GEOM_H */
