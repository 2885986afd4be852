/*
 * shell/canvas.h - the reference canvas every screen is designed on.
 *
 * A screen is designed on a reference canvas (1280x800 for the shell's own
 * screens and Rack-O's table) and scaled uniformly, u = min(w/ref_w,
 * h/ref_h), and centred, so it keeps its proportions at any window size and
 * pixel density.  Pure: no SDL.
 */
#ifndef SH_CANVAS_H
#define SH_CANVAS_H

#include "shell/geom.h"

#define SH_REF_W 1280
#define SH_REF_H 800
/* The smallest window the screens are designed for (logical pixels). */
#define SH_MIN_W 1024
#define SH_MIN_H 700

typedef struct ShCanvas {
    int w, h;   /* output size in pixels */
    float u;    /* pixels per reference unit */
    int ox, oy; /* where the reference canvas starts */
} ShCanvas;

/* Fits a ref_w x ref_h canvas into a w x h output (both at least 1). */
void sh_canvas_fit(ShCanvas *c, int w, int h, int ref_w, int ref_h);

/* A length in reference units in pixels (at least 1 if len > 0). */
int sh_px(const ShCanvas *c, float len);

/* A rectangle of the reference canvas in output pixels (edges rounded, so
 * that neighbouring rectangles meet exactly). */
ShRect sh_ref(const ShCanvas *c, float x, float y, float w, float h);

#endif /* SH_CANVAS_H */
