/* focus.c - the keyboard focus among a screen's widgets (focus.h). */
#include "focus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "shell/input.h"

int sh_focus_can(const ShWidget *w, int n, int i)
{
    return i >= 0 && i < n && w[i].enabled && w[i].kind != SH_W_LABEL;
}

/* The first enabled primary widget, -1 when there is none. */
static int primary(const ShWidget *w, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        if (w[i].primary && sh_focus_can(w, n, i)) {
            return i;
        }
    }
    return -1;
}

int sh_focus_start(const ShWidget *w, int n)
{
    int i = primary(w, n);
    if (i >= 0) {
        return i;
    }
    for (i = 0; i < n; i++) {
        if (sh_focus_can(w, n, i)) {
            return i;
        }
    }
    return -1;
}

int sh_focus_fix(const ShWidget *w, int n, int at)
{
    return sh_focus_can(w, n, at) ? at : sh_focus_start(w, n);
}

int sh_focus_next(const ShWidget *w, int n, int at, int step)
{
    int k, i;
    if (n <= 0) {
        return -1;
    }
    step = step < 0 ? -1 : 1;
    k = at >= 0 && at < n ? at : (step > 0 ? n - 1 : 0);
    for (i = 0; i < n; i++) {
        k = ((k + step) % n + n) % n;
        if (sh_focus_can(w, n, k)) {
            return k;
        }
    }
    return -1;
}

/* The gap between the intervals [a0, a1) and [b0, b1): 0 when they
 * overlap. */
static int gap(int a0, int a1, int b0, int b1)
{
    return b0 >= a1 ? b0 - a1 : a0 >= b1 ? a0 - b1 : 0;
}

/* The widget nearest to the rectangle r in the direction (dx, dy),
 * leaving out widget `skip`: among those lying that way (their near edge
 * past r's centre), one straight that way (beside r on no side) before
 * one off to a side; then the least distance along the way plus twice the
 * gap to the side; then the nearest centre to the side. */
static int nearest(const ShWidget *w, int n, int skip, ShRect r, int dx, int dy)
{
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2, best = -1, best_aside = 0, i;
    long best_score = 0, best_off = 0;
    for (i = 0; i < n; i++) {
        ShRect c = w[i].r;
        int ex = c.x + c.w / 2, ey = c.y + c.h / 2, along, side, off;
        long score;
        if (i == skip || !sh_focus_can(w, n, i)) {
            continue;
        }
        if (dy != 0) {
            if (dy > 0 ? c.y <= cy : c.y + c.h > cy) {
                continue;
            }
            along = dy > 0 ? ey - cy : cy - ey;
            side = gap(r.x, r.x + r.w, c.x, c.x + c.w);
            off = abs(ex - cx);
        } else {
            if (dx > 0 ? c.x <= cx : c.x + c.w > cx) {
                continue;
            }
            along = dx > 0 ? ex - cx : cx - ex;
            side = gap(r.y, r.y + r.h, c.y, c.y + c.h);
            off = abs(ey - cy);
        }
        score = (long)along + 2L * side;
        if (best < 0 || (side > 0) < best_aside ||
            ((side > 0) == best_aside &&
             (score < best_score || (score == best_score && off < best_off)))) {
            best = i;
            best_aside = side > 0;
            best_score = score;
            best_off = off;
        }
    }
    return best;
}

int sh_focus_toward(const ShWidget *w, int n, int at, int dx, int dy)
{
    if (at < 0 || at >= n || (dx == 0) == (dy == 0)) {
        return -1;
    }
    return nearest(w, n, at, w[at].r, dx, dy);
}

/* Up or Down with nothing that way: round to the other end, to the
 * widget there nearest to the side (as if `at` stood just past that
 * end). */
static int round_the_column(const ShWidget *w, int n, int at, int dy)
{
    ShRect r = w[at].r;
    int i, top = r.y, bottom = r.y + r.h;
    for (i = 0; i < n; i++) {
        if (sh_focus_can(w, n, i)) {
            top = w[i].r.y < top ? w[i].r.y : top;
            bottom = w[i].r.y + w[i].r.h > bottom ? w[i].r.y + w[i].r.h : bottom;
        }
    }
    r.y = dy > 0 ? top - r.h - 1 : bottom + 1;
    i = nearest(w, n, at, r, 0, dy);
    return i >= 0 ? i : at;
}

static ShFocusStep step_of(ShFocusDo what, int at, int delta)
{
    ShFocusStep s;
    s.what = what;
    s.at = at;
    s.delta = delta;
    return s;
}

/* 1 for a field that holds a value the arrows change. */
static int value_field(const ShWidget *f)
{
    return f->kind == SH_W_CHOICE || f->kind == SH_W_SWITCH || f->kind == SH_W_CHECK;
}

/* A value field's value one way: a choice steps; a switch or box is set
 * on (+1) or off (-1), nothing when it is so already. */
static ShFocusStep change(const ShWidget *w, int at, int delta)
{
    if (w[at].kind == SH_W_CHOICE) {
        return step_of(SH_FOCUS_CHANGE, at, delta);
    }
    if ((delta > 0) == (w[at].on != 0)) {
        return step_of(SH_FOCUS_KEEP, -1, 0);
    }
    return step_of(SH_FOCUS_PRESS, at, 0);
}

ShFocusStep sh_focus_key(const ShWidget *w, int n, int at, int typing, int key, int mods)
{
    const ShWidget *f;
    int to, d;
    at = sh_focus_fix(w, n, at);
    if (at < 0) {
        return step_of(SH_FOCUS_NONE, -1, 0);
    }
    f = &w[at];
    typing = typing && f->kind == SH_W_TEXT;
    switch (key) {
    case SH_KEY_TAB:
        return step_of(SH_FOCUS_MOVE, sh_focus_next(w, n, at, (mods & SH_MOD_SHIFT) ? -1 : 1), 0);
    case SH_KEY_UP:
    case SH_KEY_DOWN:
        d = key == SH_KEY_UP ? -1 : 1;
        to = sh_focus_toward(w, n, at, 0, d);
        return step_of(SH_FOCUS_MOVE, to >= 0 ? to : round_the_column(w, n, at, d), 0);
    case SH_KEY_LEFT:
    case SH_KEY_RIGHT:
        d = key == SH_KEY_LEFT ? -1 : 1;
        if (f->kind == SH_W_CHOICE || f->kind == SH_W_SWITCH) {
            return change(w, at, d); /* a switch: off on the left, on on the right */
        }
        if (f->kind == SH_W_TEXT) {
            return step_of(SH_FOCUS_KEEP, -1, 0); /* no caret to move: the text stays */
        }
        to = sh_focus_toward(w, n, at, d, 0);
        return step_of(SH_FOCUS_MOVE, to >= 0 ? to : sh_focus_next(w, n, at, d), 0);
    case '+':
    case '=': /* the '+' key unshifted */
    case '-':
        return value_field(f) ? change(w, at, key == '-' ? -1 : 1) : step_of(SH_FOCUS_NONE, -1, 0);
    case ' ':
        if (f->kind == SH_W_TEXT) {
            return step_of(SH_FOCUS_NONE, -1, 0); /* text, typed */
        }
        return f->kind == SH_W_CHOICE ? step_of(SH_FOCUS_CHANGE, at, 0)
                                      : step_of(SH_FOCUS_PRESS, at, 0);
    case SH_KEY_ENTER:
        if (f->kind == SH_W_BUTTON) {
            return step_of(SH_FOCUS_PRESS, at, 0);
        }
        if (typing) {
            return step_of(SH_FOCUS_DONE, at, 0);
        }
        to = primary(w, n);
        if (to >= 0) {
            return step_of(SH_FOCUS_PRESS, to, 0);
        }
        /* A screen without a default button: Enter is the field's own. */
        if (f->kind == SH_W_CHOICE) {
            return step_of(SH_FOCUS_CHANGE, at, 0);
        }
        return f->kind == SH_W_TEXT ? step_of(SH_FOCUS_KEEP, -1, 0)
                                    : step_of(SH_FOCUS_PRESS, at, 0);
    case SH_KEY_BACKSPACE:
        return f->kind == SH_W_TEXT ? step_of(SH_FOCUS_ERASE, at, 0)
                                    : step_of(SH_FOCUS_NONE, -1, 0);
    default:
        return step_of(SH_FOCUS_NONE, -1, 0);
    }
}

/* Appends "  ·  " (unless first) and the part to buf: fmt (translated)
 * with its one %s, when it has one, replaced by b. */
static void part(char *buf, size_t size, size_t *len, const char *fmt, const char *b)
{
    char text[300];
    int k;
    if (*len >= size) {
        return;
    }
    if (b != NULL) {
        tk_fmt(text, sizeof text, fmt, b);
    } else {
        snprintf(text, sizeof text, "%s", fmt);
    }
    k = snprintf(buf + *len, size - *len, "%s%s", *len > 0 ? "  \xC2\xB7  " : "", text);
    if (k > 0) {
        *len += (size_t)k;
    }
    if (*len >= size) {
        *len = size - 1;
    }
}

size_t sh_focus_keys_line(const ShWidget *w, int n, int at, int typing, const char *esc,
                          const char *more, char *buf, size_t size)
{
    const ShWidget *f;
    size_t len = 0;
    int p, i, can = 0;
    if (size == 0) {
        return 0;
    }
    buf[0] = '\0';
    at = sh_focus_fix(w, n, at);
    if (at >= 0) {
        f = &w[at];
        typing = typing && f->kind == SH_W_TEXT;
        p = primary(w, n);
        for (i = 0; i < n; i++) {
            can += sh_focus_can(w, n, i);
        }
        if (can > 1) {
            /* Left/Right change a choice or a switch, and keep a text. */
            int sideways = f->kind == SH_W_BUTTON || f->kind == SH_W_CHECK;
            part(buf, size, &len, sideways ? _("Arrows or Tab: move") : _("Up/Down or Tab: move"), NULL);
        }
        switch (f->kind) {
        case SH_W_BUTTON:
            part(buf, size, &len, _("Enter or Space: %s"), f->label);
            break;
        case SH_W_CHOICE:
            part(buf, size, &len, _("Left/Right or +/-: change"), NULL);
            break;
        case SH_W_SWITCH:
            part(buf, size, &len, _("Space, Left/Right or +/-: off/on"), NULL);
            break;
        case SH_W_CHECK:
            part(buf, size, &len, _("Space or +/-: tick or untick"), NULL);
            break;
        case SH_W_TEXT:
            part(buf, size, &len, typing ? _("Enter: done typing") : _("Type to change it"), NULL);
            break;
        case SH_W_LABEL:
            break;
        }
        if (f->kind != SH_W_BUTTON && !typing && p >= 0) {
            part(buf, size, &len, _("Enter: %s"), w[p].label);
        }
    }
    if (esc != NULL && esc[0] != '\0') {
        part(buf, size, &len, _("Esc: %s"), esc);
    }
    if (more != NULL && more[0] != '\0') {
        part(buf, size, &len, more, NULL);
    }
    return len;
}
