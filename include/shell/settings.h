/*
 * shell/settings.h - the desktop programs' settings and their text file
 * (pure).
 *
 * Every program has the shell's settings (animation speed, computer pace,
 * sound, full screen, window size, how the window is drawn, the language)
 * and its game's
 * own choices (Rack-O's slot labels), each a key with a few named values.
 * The file is "key = value" lines; '#' starts a comment.  Parsing never fails as a
 * whole: a bad line is skipped, counted and described, and the other
 * settings still apply.
 */
#ifndef SH_SETTINGS_H
#define SH_SETTINGS_H

#include <stddef.h>

typedef enum ShSpeed {
    SH_SPEED_INSTANT,
    SH_SPEED_FAST,
    SH_SPEED_NORMAL,
    SH_SPEED_SLOW,
    SH_SPEED_COUNT
} ShSpeed;

/* How the window is drawn (the file's "renderer" key). */
typedef enum ShRenderer {
    SH_RENDERER_AUTO,        /* the GPU's OpenGL, or SDL's software renderer
                              * where OpenGL itself is drawn by the CPU */
    SH_RENDERER_SOFTWARE,    /* SDL's software renderer, no OpenGL at all */
    SH_RENDERER_ACCELERATED, /* SDL's first accelerated renderer, whatever draws it */
    SH_RENDERER_COUNT
} ShRenderer;

/* What the automatic choice found on this computer: finding it means
 * starting OpenGL (100-130 ms and ~77 MB that stay when it is Mesa's
 * llvmpipe), so it is remembered ("renderer_found = x11 software
 * 2026-11-24") and looked for again after SH_RENDERER_RECHECK_DAYS. */
typedef struct ShRendererFound {
    char driver[16]; /* SDL's video driver it was found under; "" none */
    int software;    /* 1: OpenGL there is drawn by the CPU */
    long day;        /* the day it was found: days since 1970-01-01 */
} ShRendererFound;

#define SH_RENDERER_RECHECK_DAYS 30

#define SH_GAME_SETTINGS_MAX 8
#define SH_LANGUAGE_MAX 16
#define SH_CHOICES_MAX 8

/* One of a game's own settings: a key and its values. */
typedef struct ShChoiceSetting {
    const char *key;                          /* in the file: "labels" */
    const char *label;                        /* on the settings screen: "Slot labels" */
    int count;                                /* values, 2..SH_CHOICES_MAX */
    const char *const *values;                /* in the file: "numbers", "letters" */
    const char *const *shown;                 /* on screen: "5, 10, ... 50", "a, b, ... j" */
    int def;                                  /* the default value's index */
} ShChoiceSetting;

/* The settings of one program: the shell's and its game's. */
typedef struct ShSettingsSpec {
    const char *title;                        /* the file's first line: "# TITLE settings" */
    const ShChoiceSetting *game;              /* the game's own settings, in file order */
    int ngame;                                /* 0..SH_GAME_SETTINGS_MAX */
} ShSettingsSpec;

typedef struct ShSettings {
    int speed;          /* ShSpeed */
    int pace_ms;        /* pause before each computer action, 0..5000 */
    int sound;          /* 1 on */
    int fullscreen;     /* 1 on */
    int width, height;  /* window size (logical pixels) */
    int renderer;       /* ShRenderer */
    ShRendererFound found; /* what SH_RENDERER_AUTO found */
    int game[SH_GAME_SETTINGS_MAX]; /* index of each game setting's value */
    char language[SH_LANGUAGE_MAX]; /* "system" (the system's), "en", or a catalogue's
                                       language ("fr"): the file's "language" key */
} ShSettings;

/* The window sizes a settings file may hold (logical pixels). */
#define SH_SETTINGS_MIN_W 320
#define SH_SETTINGS_MIN_H 240
#define SH_SETTINGS_MAX_WH 16384

/* Fills s with the defaults (normal speed, 700 ms pace, 1280x800, sound
 * on, the system's language, each game setting at its default). */
void sh_settings_default(ShSettings *s, const ShSettingsSpec *spec);

/* Parses settings text into s (which keeps its values for keys that are
 * absent or bad).  Returns the number of bad lines; the first is described
 * in err (may be NULL). */
int sh_settings_parse(ShSettings *s, const ShSettingsSpec *spec, const char *text, size_t len,
                      char *err, size_t errsize);

/* Writes s as text into buf (speed, pace, the game's settings, sound, full
 * screen, window size, renderer, language); returns the length the full text needs.  A
 * value the parser would refuse (a window narrower than the parser's
 * minimum) is written as the nearest one it accepts. */
size_t sh_settings_format(const ShSettings *s, const ShSettingsSpec *spec, char *buf, size_t size);

/* 1 if the window should be drawn by SDL's software renderer without
 * starting OpenGL first: the player chose it, or the automatic choice
 * found OpenGL drawn by the CPU under this video driver fewer than
 * SH_RENDERER_RECHECK_DAYS days before today (days since 1970). */
int sh_renderer_skip_gl(const ShSettings *s, const char *video_driver, long today);

/* "2026-11-24" of a day count since 1970-01-01 into buf (at least 11
 * bytes); the day count of such a date, or -1 if it is not one. */
void sh_day_format(long day, char *buf, size_t size);
long sh_day_parse(const char *text);

/* 1 if text may be the "language" setting: "system", or a language's
 * code ("en", "fr", "pt_BR": two or three small letters, then maybe '_'
 * and two capitals). */
int sh_settings_language_ok(const char *text);

/* The speed factor of a ShSpeed for the animation timeline. */
float sh_speed_factor(int speed);

/* "instant", "fast", "normal", "slow" (NULL if out of range). */
const char *sh_speed_name(int speed);

#endif /* SH_SETTINGS_H */
