/* settings.c - settings text (see settings.h). */
#include "settings.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const speed_names[UI_SPEED_COUNT] = {"instant", "fast", "normal", "slow"};

void ui_settings_default(UiSettings *s)
{
    s->speed = UI_SPEED_NORMAL;
    s->pace_ms = 700;
    s->letters = 0;
    s->sound = 1;
    s->fullscreen = 0;
    s->width = 1280;
    s->height = 800;
}

float ui_speed_factor(int speed)
{
    switch (speed) {
    case UI_SPEED_INSTANT:
        return 0.0f;
    case UI_SPEED_FAST:
        return 0.5f;
    case UI_SPEED_SLOW:
        return 1.7f;
    default:
        return 1.0f;
    }
}

const char *ui_speed_name(int speed)
{
    if (speed < 0 || speed >= UI_SPEED_COUNT) {
        return NULL;
    }
    return speed_names[speed];
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
    char *end;
    long n;
    if (*v == '\0') {
        return 0;
    }
    n = strtol(v, &end, 10);
    if (*end != '\0' || n < lo || n > hi) {
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

/* Applies one "key = value" line; returns 1 if it was good. */
static int apply_line(UiSettings *s, char *line, char *why, size_t whysize)
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
        for (k = 0; k < UI_SPEED_COUNT; k++) {
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
    if (strcmp(key, "labels") == 0) {
        if (strcmp(val, "numbers") == 0) {
            s->letters = 0;
            return 1;
        }
        if (strcmp(val, "letters") == 0) {
            s->letters = 1;
            return 1;
        }
        snprintf(why, whysize, "labels must be numbers or letters");
        return 0;
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
        if (parse_int(val, 320, 16384, &s->width)) {
            return 1;
        }
        snprintf(why, whysize, "width must be 320..16384");
        return 0;
    }
    if (strcmp(key, "height") == 0) {
        if (parse_int(val, 240, 16384, &s->height)) {
            return 1;
        }
        snprintf(why, whysize, "height must be 240..16384");
        return 0;
    }
    snprintf(why, whysize, "unknown setting '%.40s'", key);
    return 0;
}

int ui_settings_parse(UiSettings *s, const char *text, size_t len, char *err, size_t errsize)
{
    size_t i = 0;
    int lineno = 0, bad = 0;
    if (err != NULL && errsize > 0) {
        err[0] = '\0';
    }
    while (i < len) {
        char line[256], why[128];
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
        if (too_long || !apply_line(s, line, why, sizeof why)) {
            if (bad == 0 && err != NULL && errsize > 0) {
                snprintf(err, errsize, "line %d: %s", lineno, why);
            }
            bad++;
        }
    }
    return bad;
}

size_t ui_settings_format(const UiSettings *s, char *buf, size_t size)
{
    int n = snprintf(buf, size,
                     "# Rack-O settings\n"
                     "speed = %s\n"
                     "pace_ms = %d\n"
                     "labels = %s\n"
                     "sound = %s\n"
                     "fullscreen = %s\n"
                     "width = %d\n"
                     "height = %d\n",
                     ui_speed_name(s->speed) ? ui_speed_name(s->speed) : "normal", s->pace_ms,
                     s->letters ? "letters" : "numbers", s->sound ? "on" : "off",
                     s->fullscreen ? "on" : "off", s->width, s->height);
    return n < 0 ? 0 : (size_t)n;
}
