/* lastgame.c - the remembered new-game form (lastgame.h). */
#include "lastgame.h"

#include <stdio.h>
#include <string.h>

#include "kit/status.h"
#include "kit/text.h"

size_t sh_lastgame_format(const ShLastGame *m, const char *title, char *buf, size_t size)
{
    size_t n = 0;
    int s;
#define PUT(...)                                                                   \
    do {                                                                           \
        int k = snprintf(buf + (n < size ? n : size), n < size ? size - n : 0,     \
                         __VA_ARGS__);                                             \
        n += k > 0 ? (size_t)k : 0;                                                \
    } while (0)
    if (size > 0) {
        buf[0] = '\0';
    }
    PUT("# %s new game\n", title);
    PUT("players %d\n", m->players);
    for (s = 0; s < m->players && s < SH_MAX_SEATS; s++) {
        PUT("seat%d %s\n", s + 1, m->spec[s]);
        if (m->name[s][0] != '\0') {
            PUT("name%d %s\n", s + 1, m->name[s]);
        }
    }
    if (m->options[0] != '\0') {
        PUT("options %s\n", m->options);
    }
#undef PUT
    return n;
}

/* 1 if the len bytes at v are a value a line may hold: 1..max bytes, no
 * control character. */
static int good_value(const char *v, size_t len, size_t max)
{
    size_t i;
    if (len == 0 || len > max) {
        return 0;
    }
    for (i = 0; i < len; i++) {
        if ((unsigned char)v[i] < 0x20 || v[i] == 0x7f) {
            return 0;
        }
    }
    return 1;
}

/* The seat number 1..max after a key's prefix ("seat3"), or 0. */
static int seat_of(const char *key, size_t klen, const char *prefix, int max)
{
    size_t p = strlen(prefix);
    long n;
    if (klen <= p || strncmp(key, prefix, p) != 0 ||
        tk_text_parse_long(key + p, klen - p, 1, max, &n) != TK_OK) {
        return 0;
    }
    return (int)n;
}

int sh_lastgame_parse(ShLastGame *m, int max_seats, const char *text, size_t len)
{
    size_t i = 0;
    int bad = 0, s;
    memset(m, 0, sizeof *m);
    if (max_seats > SH_MAX_SEATS) {
        max_seats = SH_MAX_SEATS;
    }
    while (i < len) {
        const char *line = text + i, *sp;
        size_t ll = 0, klen, vlen;
        int seat;
        long v;
        while (i + ll < len && text[i + ll] != '\n') {
            ll++;
        }
        i += ll + 1;
        if (ll > 0 && line[ll - 1] == '\r') {
            ll--;
        }
        if (ll == 0 || line[0] == '#') {
            continue;
        }
        sp = memchr(line, ' ', ll);
        if (sp == NULL) {
            bad++;
            continue;
        }
        klen = (size_t)(sp - line);
        vlen = ll - klen - 1;
        if (klen == 7 && strncmp(line, "players", 7) == 0 &&
            tk_text_parse_long(sp + 1, vlen, 1, max_seats, &v) == TK_OK) {
            m->players = (int)v;
        } else if ((seat = seat_of(line, klen, "seat", max_seats)) > 0 &&
                   good_value(sp + 1, vlen, SH_SPEC_MAX)) {
            memcpy(m->spec[seat - 1], sp + 1, vlen);
            m->spec[seat - 1][vlen] = '\0';
        } else if ((seat = seat_of(line, klen, "name", max_seats)) > 0 &&
                   good_value(sp + 1, vlen, SH_NAME_MAX)) {
            memcpy(m->name[seat - 1], sp + 1, vlen);
            m->name[seat - 1][vlen] = '\0';
        } else if (klen == 7 && strncmp(line, "options", 7) == 0 &&
                   good_value(sp + 1, vlen, SH_LASTGAME_OPTIONS_MAX)) {
            memcpy(m->options, sp + 1, vlen);
            m->options[vlen] = '\0';
        } else {
            bad++;
        }
    }
    for (s = 0; s < m->players; s++) {
        if (m->spec[s][0] == '\0') {
            m->players = s;
            break;
        }
    }
    return bad;
}

int sh_lastgame_level(const ShLastGame *m, char *buf, size_t size)
{
    int s;
    for (s = 0; s < m->players; s++) {
        if (strncmp(m->spec[s], "ai:", 3) == 0 && m->spec[s][3] != '\0') {
            snprintf(buf, size, "%s", m->spec[s] + 3);
            return 1;
        }
    }
    return 0;
}

int sh_lastgame_name(const ShLastGame *m, char *buf, size_t size)
{
    int s;
    if (size > 0) {
        buf[0] = '\0';
    }
    for (s = 0; s < m->players; s++) {
        if (strcmp(m->spec[s], "human") == 0) {
            snprintf(buf, size, "%s", m->name[s]);
            return m->name[s][0] != '\0';
        }
    }
    return 0;
}
