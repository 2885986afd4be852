/* settings.c - the settings file (shell/settings.h).  Pure. */
#include "shell/settings.h"

#include "kit/lang.h"
#include "kit/status.h"
#include "kit/text.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>


/* The file's words, shown on the Settings screen in the player's (C_("speed", ...)). */
static const char *const speed_names[SH_SPEED_COUNT] = {NC_("speed", "instant"), NC_("speed", "fast"),
                                                        NC_("speed", "normal"), NC_("speed", "slow")};
static const char *const renderer_names[SH_RENDERER_COUNT] = {"auto", "software", "accelerated"};

void sh_settings_default(ShSettings *s, const ShSettingsSpec *spec)
{
    int i;
    memset(s, 0, sizeof *s);
    s->speed = SH_SPEED_NORMAL;
    s->pace_ms = 700;
    s->sound = 1;
    s->fullscreen = 0;
    s->width = 1280;
    s->height = 800;
    s->renderer = SH_RENDERER_AUTO;
    snprintf(s->language, sizeof s->language, "system");
    for (i = 0; spec != NULL && i < spec->ngame && i < SH_GAME_SETTINGS_MAX; i++) {
        s->game[i] = spec->game[i].def;
    }
}

float sh_speed_factor(int speed)
{
    switch (speed) {
    case SH_SPEED_INSTANT:
        return 0.0f;
    case SH_SPEED_FAST:
        return 0.5f;
    case SH_SPEED_SLOW:
        return 1.7f;
    default:
        return 1.0f;
    }
}

const char *sh_speed_name(int speed)
{
    if (speed < 0 || speed >= SH_SPEED_COUNT) {
        return NULL;
    }
    return speed_names[speed];
}

int sh_settings_language_ok(const char *text)
{
    size_t n = 0;
    if (strcmp(text, "system") == 0) {
        return 1;
    }
    while (text[n] >= 'a' && text[n] <= 'z') {
        n++;
    }
    if (n < 2 || n > 3) {
        return 0;
    }
    if (text[n] == '\0') {
        return 1;
    }
    return text[n] == '_' && text[n + 1] >= 'A' && text[n + 1] <= 'Z' && text[n + 2] >= 'A' &&
           text[n + 2] <= 'Z' && text[n + 3] == '\0';
}

/* Days from 1970-01-01 to y-m-d in the proleptic Gregorian calendar
 * (Howard Hinnant's days_from_civil). */
static long days_from_date(long y, long m, long d)
{
    long era, yoe, doy, doe;
    y -= m <= 2;
    era = (y >= 0 ? y : y - 399) / 400;
    yoe = y - era * 400;
    doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void sh_day_format(long day, char *buf, size_t size)
{
    long z = day + 719468, era, doe, yoe, y, doy, mp, d, m;
    era = (z >= 0 ? z : z - 146096) / 146097;
    doe = z - era * 146097;
    yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    y = yoe + era * 400;
    doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp + (mp < 10 ? 3 : -9);
    y += m <= 2;
    snprintf(buf, size, "%04ld-%02ld-%02ld", y, m, d);
}

long sh_day_parse(const char *text)
{
    long y, m, d, day;
    char back[16];
    if (strlen(text) != 10 || text[4] != '-' || text[7] != '-' ||
        tk_text_parse_long(text, 4, 1970, 9999, &y) != TK_OK ||
        tk_text_parse_long(text + 5, 2, 1, 12, &m) != TK_OK ||
        tk_text_parse_long(text + 8, 2, 1, 31, &d) != TK_OK) {
        return -1;
    }
    day = days_from_date(y, m, d);
    sh_day_format(day, back, sizeof back);
    return strcmp(back, text) == 0 ? day : -1; /* not 2026-02-30 */
}

int sh_renderer_skip_gl(const ShSettings *s, const char *video_driver, long today)
{
    const ShRendererFound *f = &s->found;
    if (s->renderer == SH_RENDERER_SOFTWARE) {
        return 1;
    }
    if (s->renderer != SH_RENDERER_AUTO || !f->software || video_driver == NULL ||
        f->driver[0] == '\0' || strcmp(f->driver, video_driver) != 0) {
        return 0;
    }
    return today >= f->day && today - f->day < SH_RENDERER_RECHECK_DAYS;
}

/* 1 if name may be written as a video driver's name ("x11", "KMSDRM"). */
static int driver_ok(const char *name)
{
    size_t i, n = strlen(name);
    if (n == 0 || n >= sizeof ((ShRendererFound *)0)->driver) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        if (!isalnum((unsigned char)name[i]) && name[i] != '_') {
            return 0;
        }
    }
    return 1;
}

/* "x11 software 2026-11-24" into f; returns 1 if it was that. */
static int parse_found(const char *v, ShRendererFound *f)
{
    char drv[64], kind[32], date[32], extra[2];
    long day;
    if (sscanf(v, "%63s %31s %31s %1s", drv, kind, date, extra) != 3 || !driver_ok(drv)) {
        return 0;
    }
    day = sh_day_parse(date);
    if (day < 0 || (strcmp(kind, "software") != 0 && strcmp(kind, "accelerated") != 0)) {
        return 0;
    }
    snprintf(f->driver, sizeof f->driver, "%.15s", drv); /* driver_ok: it fits */
    f->software = strcmp(kind, "software") == 0;
    f->day = day;
    return 1;
}

static int parse_bool(const char *v, int *out)
{
    if (strcmp(v, "on") == 0 || strcmp(v, "1") == 0 || strcmp(v, "yes") == 0 ||
        strcmp(v, "true") == 0) {
        *out = 1;
        return 1;
    }
    if (strcmp(v, "off") == 0 || strcmp(v, "0") == 0 || strcmp(v, "no") == 0 ||
        strcmp(v, "false") == 0) {
        *out = 0;
        return 1;
    }
    return 0;
}

static int parse_int(const char *v, int lo, int hi, int *out)
{
    long n;
    if (tk_text_parse_long(v, strlen(v), lo, hi, &n) != TK_OK) {
        return 0;
    }
    *out = (int)n;
    return 1;
}

static void trim(char *s)
{
    size_t n = strlen(s), i = 0;
    while (n > 0 && isspace((unsigned char)s[n - 1])) {
        s[--n] = '\0';
    }
    while (isspace((unsigned char)s[i])) {
        i++;
    }
    memmove(s, s + i, n - i + 1);
}

/* A game setting's value by name: its index, or -1. */
static int game_value(const ShChoiceSetting *c, const char *val)
{
    int k;
    for (k = 0; k < c->count; k++) {
        if (strcmp(val, c->values[k]) == 0) {
            return k;
        }
    }
    return -1;
}

/* "a, b or c" of a game setting's values. */
static void list_values(const ShChoiceSetting *c, char *buf, size_t size)
{
    size_t n = 0;
    int k;
    buf[0] = '\0';
    for (k = 0; k < c->count && n < size; k++) {
        const char *sep = k == 0 ? "" : k + 1 == c->count ? " or " : ", ";
        int w = snprintf(buf + n, size - n, "%s%s", sep, c->values[k]);
        if (w < 0) {
            break;
        }
        n += (size_t)w;
    }
}

/* Applies one "key = value" line; returns 1 if it was good. */
static int apply_line(ShSettings *s, const ShSettingsSpec *spec, char *line, char *why,
                      size_t whysize)
{
    char *eq = strchr(line, '=');
    char *key, *val;
    int k;
    if (eq == NULL) {
        snprintf(why, whysize, "expected key = value");
        return 0;
    }
    *eq = '\0';
    key = line;
    val = eq + 1;
    trim(key);
    trim(val);
    if (strcmp(key, "speed") == 0) {
        for (k = 0; k < SH_SPEED_COUNT; k++) {
            if (strcmp(val, speed_names[k]) == 0) {
                s->speed = k;
                return 1;
            }
        }
        snprintf(why, whysize, "speed must be instant, fast, normal or slow");
        return 0;
    }
    if (strcmp(key, "pace_ms") == 0) {
        if (parse_int(val, 0, 5000, &s->pace_ms)) {
            return 1;
        }
        snprintf(why, whysize, "pace_ms must be 0..5000");
        return 0;
    }
    for (k = 0; spec != NULL && k < spec->ngame && k < SH_GAME_SETTINGS_MAX; k++) {
        const ShChoiceSetting *c = &spec->game[k];
        if (strcmp(key, c->key) == 0) {
            int v = game_value(c, val);
            char list[160];
            if (v >= 0) {
                s->game[k] = v;
                return 1;
            }
            list_values(c, list, sizeof list);
            snprintf(why, whysize, "%.40s must be %.80s", c->key, list);
            return 0;
        }
    }
    if (strcmp(key, "sound") == 0) {
        if (parse_bool(val, &s->sound)) {
            return 1;
        }
        snprintf(why, whysize, "sound must be on or off");
        return 0;
    }
    if (strcmp(key, "fullscreen") == 0) {
        if (parse_bool(val, &s->fullscreen)) {
            return 1;
        }
        snprintf(why, whysize, "fullscreen must be on or off");
        return 0;
    }
    if (strcmp(key, "width") == 0) {
        if (parse_int(val, SH_SETTINGS_MIN_W, SH_SETTINGS_MAX_WH, &s->width)) {
            return 1;
        }
        snprintf(why, whysize, "width must be %d..%d", SH_SETTINGS_MIN_W, SH_SETTINGS_MAX_WH);
        return 0;
    }
    if (strcmp(key, "height") == 0) {
        if (parse_int(val, SH_SETTINGS_MIN_H, SH_SETTINGS_MAX_WH, &s->height)) {
            return 1;
        }
        snprintf(why, whysize, "height must be %d..%d", SH_SETTINGS_MIN_H, SH_SETTINGS_MAX_WH);
        return 0;
    }
    if (strcmp(key, "renderer") == 0) {
        for (k = 0; k < SH_RENDERER_COUNT; k++) {
            if (strcmp(val, renderer_names[k]) == 0) {
                s->renderer = k;
                return 1;
            }
        }
        snprintf(why, whysize, "renderer must be auto, software or accelerated");
        return 0;
    }
    if (strcmp(key, "renderer_found") == 0) {
        if (parse_found(val, &s->found)) {
            return 1;
        }
        snprintf(why, whysize,
                 "renderer_found must be a video driver, software or accelerated, and a date");
        return 0;
    }
    if (strcmp(key, "language") == 0) {
        if (sh_settings_language_ok(val)) {
            snprintf(s->language, sizeof s->language, "%s", val);
            return 1;
        }
        snprintf(why, whysize, "language must be system or a language's code such as fr");
        return 0;
    }
    snprintf(why, whysize, "unknown setting '%.40s'", key);
    return 0;
}

int sh_settings_parse(ShSettings *s, const ShSettingsSpec *spec, const char *text, size_t len,
                      char *err, size_t errsize)
{
    size_t i = 0;
    int lineno = 0, bad = 0;
    if (err != NULL && errsize > 0) {
        err[0] = '\0';
    }
    while (i < len) {
        char line[256], why[160];
        size_t n = 0;
        int too_long = 0;
        lineno++;
        while (i < len && text[i] != '\n') {
            if (n + 1 < sizeof line) {
                line[n++] = text[i];
            } else {
                too_long = 1;
            }
            i++;
        }
        i++; /* the newline */
        line[n] = '\0';
        if (memchr(line, '\0', n) != NULL && strlen(line) != n) {
            too_long = 1;
        }
        {
            char *hash = strchr(line, '#');
            if (hash != NULL) {
                *hash = '\0';
            }
        }
        trim(line);
        if (line[0] == '\0' && !too_long) {
            continue;
        }
        why[0] = '\0';
        if (too_long) {
            snprintf(why, sizeof why, "line too long");
        }
        if (too_long || !apply_line(s, spec, line, why, sizeof why)) {
            if (bad == 0 && err != NULL && errsize > 0) {
                snprintf(err, errsize, "line %d: %s", lineno, why);
            }
            bad++;
        }
    }
    return bad;
}

/* v clamped into lo..hi. */
static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Appends formatted text to buf[*n..size-1] as far as it fits; *n counts
 * what the whole text needs. */
static void put(char *buf, size_t size, size_t *n, const char *fmt, ...)
{
    va_list ap;
    int w;
    va_start(ap, fmt);
    w = vsnprintf(*n < size ? buf + *n : NULL, *n < size ? size - *n : 0, fmt, ap);
    va_end(ap);
    *n += w > 0 ? (size_t)w : 0;
}

size_t sh_settings_format(const ShSettings *s, const ShSettingsSpec *spec, char *buf, size_t size)
{
    size_t n = 0;
    int k;
    put(buf, size, &n, "# %s settings\n",
        spec != NULL && spec->title != NULL ? spec->title : "Game");
    put(buf, size, &n, "speed = %s\n", sh_speed_name(s->speed) ? sh_speed_name(s->speed) : "normal");
    put(buf, size, &n, "pace_ms = %d\n", clamp(s->pace_ms, 0, 5000));
    for (k = 0; spec != NULL && k < spec->ngame && k < SH_GAME_SETTINGS_MAX; k++) {
        const ShChoiceSetting *c = &spec->game[k];
        int v = s->game[k] >= 0 && s->game[k] < c->count ? s->game[k] : c->def;
        put(buf, size, &n, "%s = %s\n", c->key, c->values[v]);
    }
    put(buf, size, &n, "sound = %s\n", s->sound ? "on" : "off");
    put(buf, size, &n, "fullscreen = %s\n", s->fullscreen ? "on" : "off");
    put(buf, size, &n, "width = %d\n", clamp(s->width, SH_SETTINGS_MIN_W, SH_SETTINGS_MAX_WH));
    put(buf, size, &n, "height = %d\n", clamp(s->height, SH_SETTINGS_MIN_H, SH_SETTINGS_MAX_WH));
    put(buf, size, &n, "# auto, software or accelerated\nrenderer = %s\n",
        renderer_names[s->renderer >= 0 && s->renderer < SH_RENDERER_COUNT ? s->renderer : 0]);
    put(buf, size, &n, "# system (the computer's), en, or a translation's code such as fr\n"
                       "language = %s\n",
        sh_settings_language_ok(s->language) ? s->language : "system");
    if (driver_ok(s->found.driver) && s->found.day >= 0 && s->found.day <= 2932896 /* 9999-12-31 */) {
        char date[16];
        sh_day_format(s->found.day, date, sizeof date);
        put(buf, size, &n, "# what auto found: OpenGL drawn by the GPU (accelerated) or the CPU\n"
                           "renderer_found = %s %s %s\n",
            s->found.driver, s->found.software ? "software" : "accelerated", date);
    }
    return n;
}
