/*
 * shell/input.h - neutral input: what the platform turns SDL's events into
 * before a screen sees them (as Chocolate Doom does at its edge).
 */
#ifndef SH_INPUT_H
#define SH_INPUT_H

/* Keys: printable ASCII as itself ('a'..'z' lower case, '0'..'9', ' '),
 * plus these. */
enum {
    SH_KEY_ENTER = '\r',
    SH_KEY_ESC = 27,
    SH_KEY_TAB = '\t',
    SH_KEY_BACKSPACE = 8,
    SH_KEY_DELETE = 127,
    SH_KEY_LEFT = 256,
    SH_KEY_RIGHT,
    SH_KEY_UP,
    SH_KEY_DOWN,
    SH_KEY_F11,
    SH_KEY_HOME,
    SH_KEY_END,
    SH_KEY_PAGEUP,
    SH_KEY_PAGEDOWN,
    SH_KEY_F1
};

typedef enum ShInputKind {
    SH_IN_PRESS,   /* left button down at x, y */
    SH_IN_RELEASE, /* left button up at x, y */
    SH_IN_MOVE,    /* pointer moved to x, y */
    SH_IN_KEY,     /* key pressed */
    SH_IN_WHEEL    /* the wheel turned at x, y: key +1 away from the player (up), -1 towards */
} ShInputKind;

/* Modifiers held with a key (ShInput.mods). */
enum {
    SH_MOD_SHIFT = 1,    /* Shift+Tab goes back through a form's fields */
    SH_MOD_SECONDARY = 2 /* SH_IN_PRESS: the right (secondary) button, to a game that asks
                            for it (ShGame.secondary_click); its release is not sent */
};

typedef struct ShInput {
    ShInputKind kind;
    int x, y; /* output pixels */
    int key;
    int mods; /* SH_MOD_* held with a key, 0 otherwise */
} ShInput;

#endif /* SH_INPUT_H */
