/*
 * focus.h - the keyboard focus among a screen's widgets, the same on every
 * screen and dialog of the shell and on a game's dialogs: where it starts,
 * where the arrows and Tab take it, what Enter, Space, +/- and Backspace
 * do, and the key line that says so.  Plain C over the widget list
 * (shell/game.h), no SDL: the platform (src/shell/sdl/app.c) does what a
 * key is found to mean and draws the line.  Private to src/shell.
 *
 * The rules, one for every screen:
 * - One widget has the focus from a screen's first frame: its primary
 *   (default) button, else its first widget that can take it.  Every
 *   arrow press moves it, or changes the value it is on.
 * - Up/Down go to the nearest widget that way, round to the other end
 *   when there is none; Left/Right likewise on buttons and check boxes
 *   (the previous or next one when none lies that way: a column of
 *   buttons), change a choice's value (a step) or set a switch (Left off,
 *   Right on), and keep a text field's text.  +/- change any value field:
 *   a choice steps, a switch or box is set on (+) or off (-).  Tab and
 *   Shift+Tab go through the widgets in order, round.
 * - Enter presses the focused button; on a value field, or a text field
 *   whose typing is done, it presses the screen's primary button (Start,
 *   Done).  Enter in a text field being typed in ends the typing and
 *   keeps the focus there; typing again takes it up.  Space presses a
 *   button, toggles a switch or box, steps a choice to its next value.
 * - Esc is the screen's (cancel, back): never a widget's.
 * - The pointer shares the one focus (app.c): a widget it comes onto
 *   takes it, but for a text field (a click) and away from a field being
 *   typed in; the keys moving it leave the mark where they put it.  The
 *   last one used wins.
 */
#ifndef SH_CORE_FOCUS_H
#define SH_CORE_FOCUS_H

#include <stddef.h>

#include "shell/game.h"

/* What a key does to a screen's widgets. */
typedef enum ShFocusDo {
    SH_FOCUS_NONE,   /* not the widgets' key: the screen may take it (Esc, a letter) */
    SH_FOCUS_KEEP,   /* taken, nothing changes (a switch already on, nothing to go to) */
    SH_FOCUS_MOVE,   /* the focus goes to widget `at` */
    SH_FOCUS_PRESS,  /* widget `at` is pressed: a button, a switch or box toggled */
    SH_FOCUS_CHANGE, /* choice `at` steps by `delta` (-1, +1; 0: the next, round) */
    SH_FOCUS_DONE,   /* the typing in text field `at` is done; the focus stays */
    SH_FOCUS_ERASE   /* text field `at` loses its last character (typing again) */
} ShFocusDo;

typedef struct ShFocusStep {
    ShFocusDo what;
    int at;    /* the widget's index, -1 with SH_FOCUS_NONE and _KEEP */
    int delta; /* SH_FOCUS_CHANGE's step */
} ShFocusStep;

/* 1 if widget i of w[0..n-1] can take the focus: there, enabled, not a
 * label. */
int sh_focus_can(const ShWidget *w, int n, int i);

/* Where the focus starts on a screen of widgets w[0..n-1]: the first
 * enabled primary widget, else the first that can take it; -1 when none
 * can. */
int sh_focus_start(const ShWidget *w, int n);

/* The focus `at` kept when it can still be there, else where it starts:
 * a screen just opened (at -1) or rebuilt without it. */
int sh_focus_fix(const ShWidget *w, int n, int at);

/* The next widget after `at` that can take the focus, in the widgets'
 * order (step +1, Tab) or backwards (step -1, Shift+Tab), round; `at` if
 * it is the only one, -1 if none can. */
int sh_focus_next(const ShWidget *w, int n, int at, int step);

/* The widget nearest to `at` in the direction (dx, dy) (one of them 0,
 * the other -1 or +1), from the rectangles: the nearest along the way,
 * one straight that way before one off to a side; -1 when none lies that
 * way. */
int sh_focus_toward(const ShWidget *w, int n, int at, int dx, int dy);

/* What `key` (shell/input.h; mods: SH_MOD_*) does with the focus on
 * widget `at` of w[0..n-1]; typing: 1 while a focused text field is
 * being typed in.  Pure: the caller acts on the step. */
ShFocusStep sh_focus_key(const ShWidget *w, int n, int at, int typing, int key, int mods);

/* The key line of a screen of widgets with the focus on `at`: what the
 * keys do now ("Arrows or Tab: move  ·  Enter: Start  ·  Esc: back"),
 * into buf (size bytes, always ended).  esc: what Esc does there (NULL:
 * nothing); more: the screen's other keys, appended (NULL: none).
 * Returns the length written. */
size_t sh_focus_keys_line(const ShWidget *w, int n, int at, int typing, const char *esc,
                          const char *more, char *buf, size_t size);

#endif /* SH_CORE_FOCUS_H */
