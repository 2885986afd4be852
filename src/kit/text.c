/* text.c - strict numbers, percent-encoding, terminal-safe and JSON text
 * (kit/text.h). */
#include "kit/text.h"

#include "kit/lang.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "kit/status.h"

/* The output of the snprintf-like functions: what fits is written, the
 * length of the whole result is counted. */
typedef struct Out {
    char *p;
    size_t size;
    size_t len;
} Out;

static void out_init(Out *o, char *p, size_t size)
{
    o->p = p;
    o->size = p != NULL ? size : 0;
    o->len = 0;
    if (o->size > 0) {
        o->p[0] = '\0';
    }
}

static void out_byte(Out *o, char c)
{
    if (o->len + 1 < o->size) {
        o->p[o->len] = c;
        o->p[o->len + 1] = '\0';
    }
    o->len++;
}

/* Writes prefix and the two hex digits of c, from digits ("0123456789ABCDEF"
 * for records' %XX, lower case for \xHH and \u00XX, as printf's %x). */
static void out_hex(Out *o, const char *prefix, const char *digits, unsigned char c)
{
    for (; *prefix != '\0'; prefix++) {
        out_byte(o, *prefix);
    }
    out_byte(o, digits[c >> 4]);
    out_byte(o, digits[c & 15]);
}

static int hex_value(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

static const char upper_hex[] = "0123456789ABCDEF";
static const char lower_hex[] = "0123456789abcdef";

void tk_text_scores(char *buf, size_t size, const char *head, const char *unit,
                    const char *const *names, const int *totals, int seats)
{
    size_t n;
    int s, w;
    if (size == 0) {
        return;
    }
    if (unit == NULL || unit[0] == '\0') {
        unit = "point";
    }
    /* Each score in brackets after its name, so that a name ending in a
       number ("Player 1") never runs into it. */
    w = tk_fmt(buf, size, C_("scores line", "%s:"), head);
    n = w > 0 ? (size_t)w : 0;
    for (s = 0; s < seats && n < size; s++) {
        char seat[64], amount[64];
        const char *name = names[s];
        unsigned long mag = totals[s] < 0 ? 0ul - (unsigned long)totals[s] : (unsigned long)totals[s];
        if (name == NULL || name[0] == '\0') {
            tk_fmt(seat, sizeof seat, _("Seat %d"), s + 1);
            name = seat;
        }
        if (strcmp(unit, "point") == 0) {
            tk_fmt(amount, sizeof amount, tk_trn("%d point", "%d points", mag), totals[s]);
        } else if (strcmp(unit, "token") == 0) {
            tk_fmt(amount, sizeof amount, tk_trn("%d token", "%d tokens", mag), totals[s]);
        } else {
            snprintf(amount, sizeof amount, "%d %s%s", totals[s], unit, mag == 1 ? "" : "s");
        }
        w = snprintf(buf + n, size - n, " %s (%s)%s", name, amount, s + 1 < seats ? "," : "");
        n += w > 0 ? (size_t)w : 0;
    }
}

void tk_text_message(char *msg, size_t size, const char *fmt, ...)
{
    va_list ap;
    if (msg == NULL || size == 0) {
        return;
    }
    va_start(ap, fmt);
    vsnprintf(msg, size, fmt, ap);
    va_end(ap);
}

/* ------------------------------------------------------------------ */
/* Numbers                                                             */

int tk_text_parse_u64(const char *text, size_t len, uint64_t lo, uint64_t hi, uint64_t *out)
{
    uint64_t v = 0;
    int big = 0;
    size_t i;
    if (text == NULL || len == 0) {
        return TK_E_FORMAT;
    }
    for (i = 0; i < len; i++) {
        unsigned d;
        if (text[i] < '0' || text[i] > '9') {
            return TK_E_FORMAT;
        }
        d = (unsigned)(text[i] - '0');
        if (v > (UINT64_MAX - d) / 10) {
            big = 1; /* keep checking that the rest are digits */
        } else {
            v = v * 10 + d;
        }
    }
    if (big || v < lo || v > hi) {
        return TK_E_ARG;
    }
    if (out != NULL) {
        *out = v;
    }
    return TK_OK;
}

int tk_text_parse_long(const char *text, size_t len, long lo, long hi, long *out)
{
    int neg = text != NULL && len > 0 && text[0] == '-';
    uint64_t limit = neg ? (uint64_t)LONG_MAX + 1u : (uint64_t)LONG_MAX;
    uint64_t mag = 0;
    long v;
    int st = tk_text_parse_u64(neg ? text + 1 : text, neg ? len - 1 : len, 0, limit, &mag);
    if (st != TK_OK) {
        return st;
    }
    if (neg) {
        v = mag == (uint64_t)LONG_MAX + 1u ? LONG_MIN : -(long)mag;
    } else {
        v = (long)mag;
    }
    if (v < lo || v > hi) {
        return TK_E_ARG;
    }
    if (out != NULL) {
        *out = v;
    }
    return TK_OK;
}

int tk_text_parse_hex64(const char *text, size_t len, uint64_t *out)
{
    uint64_t v = 0;
    size_t i;
    if (text == NULL || len == 0 || len > 16) {
        return TK_E_FORMAT;
    }
    for (i = 0; i < len; i++) {
        int d = hex_value(text[i]);
        if (d < 0) {
            return TK_E_FORMAT;
        }
        v = (v << 4) | (uint64_t)d;
    }
    if (out != NULL) {
        *out = v;
    }
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Percent-encoding                                                    */

size_t tk_text_percent_encode(const char *in, size_t n, char *out, size_t size)
{
    Out o;
    size_t i;
    out_init(&o, out, size);
    for (i = 0; in != NULL && i < n; i++) {
        unsigned char c = (unsigned char)in[i];
        if (c > 0x20 && c < 0x7f && c != '%') {
            out_byte(&o, (char)c);
        } else {
            out_hex(&o, "%", upper_hex, c);
        }
    }
    return o.len;
}

int tk_text_percent_decode(const char *in, size_t n, char *out, size_t size, const char **why)
{
    const char *bad = NULL;
    size_t i;
    size_t used = 0;
    if (out == NULL || size == 0 || (in == NULL && n > 0)) {
        if (why != NULL) {
            *why = "no room for the text";
        }
        return TK_E_ARG;
    }
    for (i = 0; i < n && bad == NULL; i++) {
        int c = (unsigned char)in[i];
        if (c == '%') {
            int hi = i + 2 < n ? hex_value(in[i + 1]) : -1;
            int lo = i + 2 < n ? hex_value(in[i + 2]) : -1;
            if (hi < 0 || lo < 0) {
                bad = "'%' must be followed by two hex digits";
                break;
            }
            c = hi * 16 + lo;
            if (c == 0) {
                bad = "%00 (a NUL byte) is not allowed";
                break;
            }
            i += 2;
        }
        if (used + 1 >= size) {
            bad = "too long";
            break;
        }
        out[used++] = (char)c;
    }
    if (bad != NULL) {
        out[0] = '\0';
        if (why != NULL) {
            *why = bad;
        }
        return TK_E_FORMAT;
    }
    out[used] = '\0';
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Text for people and for JSON                                        */

/* The length of the valid UTF-8 sequence of a printable character that
 * starts at s (2 to 4 bytes), or 0 if there is none there.  Overlong
 * forms, surrogates, code points above U+10FFFF and the C1 controls
 * (U+0080-U+009F) are refused. */
static size_t utf8_printable(const unsigned char *s)
{
    size_t n;
    size_t k;
    uint32_t cp;
    if (s[0] >= 0xc2 && s[0] <= 0xdf) {
        n = 2;
        cp = s[0] & 0x1fu;
    } else if (s[0] >= 0xe0 && s[0] <= 0xef) {
        n = 3;
        cp = s[0] & 0x0fu;
    } else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
        n = 4;
        cp = s[0] & 0x07u;
    } else {
        return 0;
    }
    for (k = 1; k < n; k++) {
        if ((s[k] & 0xc0) != 0x80) {
            return 0; /* also stops at the NUL */
        }
        cp = (cp << 6) | (s[k] & 0x3fu);
    }
    if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10ffff ||
        (cp >= 0xd800 && cp <= 0xdfff) || cp < 0xa0) {
        return 0;
    }
    return n;
}

size_t tk_text_visible(const char *text, char *out, size_t size)
{
    const unsigned char *s = (const unsigned char *)text;
    Out o;
    out_init(&o, out, size);
    while (s != NULL && *s != '\0') {
        size_t n = *s >= 0x80 ? utf8_printable(s) : 0;
        if (n > 0) {
            size_t k;
            for (k = 0; k < n; k++) {
                out_byte(&o, (char)s[k]);
            }
            s += n;
        } else if (*s < 0x20 || *s >= 0x7f) {
            out_hex(&o, "\\x", lower_hex, *s);
            s++;
        } else {
            out_byte(&o, (char)*s);
            s++;
        }
    }
    return o.len;
}

size_t tk_text_json_string(const char *text, char *out, size_t size)
{
    const unsigned char *s = (const unsigned char *)text;
    Out o;
    out_init(&o, out, size);
    out_byte(&o, '"');
    for (; s != NULL && *s != '\0'; s++) {
        if (*s == '"' || *s == '\\') {
            out_byte(&o, '\\');
            out_byte(&o, (char)*s);
        } else if (*s < 0x20 || *s >= 0x7f) {
            out_hex(&o, "\\u00", lower_hex, *s);
        } else {
            out_byte(&o, (char)*s);
        }
    }
    out_byte(&o, '"');
    return o.len;
}

/* 1 when name is one of the n names in taken. */
static int name_taken(const char *name, const char *const *taken, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        if (taken[i] != NULL && strcmp(taken[i], name) == 0) {
            return 1;
        }
    }
    return 0;
}

void tk_text_unique_name(char *name, size_t size, const char *const *taken, int n)
{
    char base[256], suffix[16];
    int k;
    if (name == NULL || size == 0 || taken == NULL || !name_taken(name, taken, n)) {
        return;
    }
    snprintf(base, sizeof base, "%s", name);
    /* n + 2 numbers: at least one of them is free */
    for (k = 2; k <= n + 2; k++) {
        size_t len = strlen(base), room;
        snprintf(suffix, sizeof suffix, " %d", k);
        room = size - 1 > strlen(suffix) ? size - 1 - strlen(suffix) : 0;
        if (len > room) {
            len = room;
            while (len > 0 && ((unsigned char)base[len] & 0xC0) == 0x80) {
                len--; /* not inside a UTF-8 sequence */
            }
        }
        snprintf(name, size, "%.*s%s", (int)len, base, suffix);
        if (!name_taken(name, taken, n)) {
            return;
        }
    }
}
