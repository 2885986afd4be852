/*
 * settings.h - the desktop game's settings and their text file (pure).
 *
 * The file is "key = value" lines; '#' starts a comment.  Parsing never
 * fails as a whole: a bad line is skipped, counted and described, and the
 * other settings still apply.
 */
#ifndef RACKO_UI_SETTINGS_H
#define RACKO_UI_SETTINGS_H

#include <stddef.h>

typedef enum UiSpeed {
    UI_SPEED_INSTANT,
    UI_SPEED_FAST,
    UI_SPEED_NORMAL,
    UI_SPEED_SLOW,
    UI_SPEED_COUNT
} UiSpeed;

typedef struct UiSettings {
    int speed;          /* UiSpeed */
    int pace_ms;        /* pause before each computer action, 0..5000 */
    int letters;        /* slot labels a..j instead of 5..50 */
    int sound;          /* 1 on */
    int fullscreen;     /* 1 on */
    int width, height;  /* window size (logical pixels) */
} UiSettings;

/* Fills s with the defaults (normal speed, 700 ms pace, 1280x800, sound on). */
void ui_settings_default(UiSettings *s);

/* Parses settings text into s (which keeps its values for keys that are
 * absent or bad).  Returns the number of bad lines; the first is described
 * in err (may be NULL). */
int ui_settings_parse(UiSettings *s, const char *text, size_t len, char *err, size_t errsize);

/* Writes s as text into buf; returns the length the full text needs. */
size_t ui_settings_format(const UiSettings *s, char *buf, size_t size);

/* The speed factor of a UiSpeed for the animation timeline. */
float ui_speed_factor(int speed);

/* "instant", "fast", "normal", "slow" (NULL if out of range). */
const char *ui_speed_name(int speed);

#endif /* RACKO_UI_SETTINGS_H */
