/*
 * format.c - snprintf for translated formats (kit/lang.h, tk_fmt): the
 * numbered arguments of POSIX printf ("%2$s %1$d") on every system
 * (Windows' C library has none), and the language's decimal separator.
 *
 * The format is read once into its conversions; each conversion's
 * argument number and type are known, so the arguments are taken from the
 * va_list in their own order, then each conversion is written by the C
 * library's snprintf without its number.
 */
#include "kit/lang.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FMT_ARGS 24
#define FMT_CONVS 48

typedef enum ArgType {
    A_NONE,
    A_INT,
    A_LONG,
    A_LLONG,
    A_INTMAX,
    A_PTRDIFF,
    A_UINT,
    A_ULONG,
    A_ULLONG,
    A_UINTMAX,
    A_SIZE,
    A_DOUBLE,
    A_STR,
    A_PTR
} ArgType;

typedef union ArgValue {
    int i;
    long l;
    long long ll;
    intmax_t im;
    ptrdiff_t pd;
    unsigned u;
    unsigned long ul;
    unsigned long long ull;
    uintmax_t um;
    size_t z;
    double d;
    const char *s;
    void *p;
} ArgValue;

typedef struct Conv {
    const char *lit;  /* the literal text before it */
    size_t lit_len;
    char conv;        /* 0: the literal at the end of the format */
    char flags[8];
    char length[3];
    int width;        /* -1 none */
    int width_arg;    /* 0-based argument of a '*' width, -1 none */
    int prec;         /* -1 none */
    int prec_arg;
    int arg;          /* 0-based */
} Conv;

typedef struct Parsed {
    Conv conv[FMT_CONVS + 1];
    int n;
    ArgType type[FMT_ARGS];
    int nargs;
    int positional; /* -1 unknown, 0 no, 1 yes */
    int next;       /* the next argument without a number */
} Parsed;

/* Reads "N$" at *p: the 0-based number, or -1 when there is none (*p
 * unmoved); -2 for a bad number. */
static int read_number_dollar(const char **p)
{
    const char *q = *p;
    int v = 0;
    if (*q < '1' || *q > '9') {
        return -1;
    }
    while (*q >= '0' && *q <= '9') {
        v = v * 10 + (*q - '0');
        if (v > FMT_ARGS) {
            return -2;
        }
        q++;
    }
    if (*q != '$') {
        return -1;
    }
    *p = q + 1;
    return v - 1;
}

/* Gives argument `num` (or the next one, num -1) the type t. */
static int take_arg(Parsed *ps, int num, ArgType t)
{
    int positional = num >= 0;
    if (ps->positional == -1) {
        ps->positional = positional;
    } else if (ps->positional != positional) {
        return -1; /* numbered and unnumbered mixed */
    }
    if (!positional) {
        num = ps->next++;
    }
    if (num < 0 || num >= FMT_ARGS) {
        return -1;
    }
    if (ps->type[num] != A_NONE && ps->type[num] != t) {
        return -1;
    }
    ps->type[num] = t;
    if (num + 1 > ps->nargs) {
        ps->nargs = num + 1;
    }
    return num;
}

static ArgType int_type(const char *length, int is_unsigned)
{
    if (strcmp(length, "l") == 0) {
        return is_unsigned ? A_ULONG : A_LONG;
    }
    if (strcmp(length, "ll") == 0) {
        return is_unsigned ? A_ULLONG : A_LLONG;
    }
    if (strcmp(length, "j") == 0) {
        return is_unsigned ? A_UINTMAX : A_INTMAX;
    }
    if (strcmp(length, "z") == 0) {
        return A_SIZE;
    }
    if (strcmp(length, "t") == 0) {
        return A_PTRDIFF;
    }
    return is_unsigned ? A_UINT : A_INT;
}

static int parse(const char *fmt, Parsed *ps)
{
    const char *p = fmt, *lit = fmt;
    memset(ps, 0, sizeof *ps);
    ps->positional = -1;
    for (;;) {
        Conv *c;
        int num, nf = 0;
        if (*p != '\0' && (*p != '%' || p[1] == '%')) {
            p += *p == '%' ? 2 : 1;
            continue;
        }
        if (ps->n >= FMT_CONVS) {
            return -1;
        }
        c = &ps->conv[ps->n++];
        memset(c, 0, sizeof *c);
        c->lit = lit;
        c->lit_len = (size_t)(p - lit);
        c->width = -1;
        c->prec = -1;
        c->width_arg = -1;
        c->prec_arg = -1;
        if (*p == '\0') {
            break;
        }
        p++;
        num = read_number_dollar(&p);
        if (num == -2) {
            return -1;
        }
        while (*p != '\0' && strchr("-+ #0", *p) != NULL) {
            if (nf + 1 >= (int)sizeof c->flags) {
                return -1;
            }
            c->flags[nf++] = *p++;
        }
        if (*p == '*') {
            int wn;
            p++;
            wn = read_number_dollar(&p);
            if (wn == -2 || (c->width_arg = take_arg(ps, wn, A_INT)) < 0) {
                return -1;
            }
        } else {
            c->width = 0;
            while (*p >= '0' && *p <= '9') {
                c->width = c->width * 10 + (*p++ - '0');
                if (c->width > 4096) {
                    return -1;
                }
            }
            if (c->width == 0) {
                c->width = -1;
            }
        }
        if (*p == '.') {
            p++;
            if (*p == '*') {
                int pn;
                p++;
                pn = read_number_dollar(&p);
                if (pn == -2 || (c->prec_arg = take_arg(ps, pn, A_INT)) < 0) {
                    return -1;
                }
            } else {
                c->prec = 0;
                while (*p >= '0' && *p <= '9') {
                    c->prec = c->prec * 10 + (*p++ - '0');
                    if (c->prec > 4096) {
                        return -1;
                    }
                }
            }
        }
        if (p[0] == 'h' && p[1] == 'h') {
            memcpy(c->length, "hh", 3);
            p += 2;
        } else if (p[0] == 'l' && p[1] == 'l') {
            memcpy(c->length, "ll", 3);
            p += 2;
        } else if (*p != '\0' && strchr("hlzjt", *p) != NULL) {
            c->length[0] = *p++;
        }
        c->conv = *p;
        switch (*p) {
        case 'd':
        case 'i':
            c->arg = take_arg(ps, num, int_type(c->length, 0));
            break;
        case 'u':
        case 'x':
        case 'X':
        case 'o':
            c->arg = take_arg(ps, num, int_type(c->length, 1));
            break;
        case 'c':
            c->arg = c->length[0] == '\0' ? take_arg(ps, num, A_INT) : -1;
            break;
        case 's':
            c->arg = c->length[0] == '\0' ? take_arg(ps, num, A_STR) : -1;
            break;
        case 'p':
            c->arg = c->length[0] == '\0' ? take_arg(ps, num, A_PTR) : -1;
            break;
        case 'f':
        case 'F':
        case 'e':
        case 'E':
        case 'g':
        case 'G':
        case 'a':
        case 'A':
            c->arg = c->length[0] == '\0' || strcmp(c->length, "l") == 0
                         ? take_arg(ps, num, A_DOUBLE)
                         : -1;
            c->length[0] = '\0';
            break;
        default:
            return -1; /* %n, %ls, %L..., an unknown letter, the end */
        }
        if (c->arg < 0) {
            return -1;
        }
        p++;
        lit = p;
    }
    {
        int i;
        for (i = 0; i < ps->nargs; i++) {
            if (ps->type[i] == A_NONE) {
                return -1; /* a numbered argument never used: its type is unknown */
            }
        }
    }
    return 0;
}

/* Appends n bytes to out (cut to size); *pos counts what the whole text
 * needs. */
static void put(char *out, size_t size, size_t *pos, const char *s, size_t n)
{
    if (*pos < size) {
        size_t room = size - 1 - *pos, k = n < room ? n : room;
        memcpy(out + *pos, s, k);
    }
    *pos += n;
}

/* snprintf's text for one value into a buffer of the caller's (grown
 * when it is not enough): the length, or -1. */
static int one(char **buf, size_t *cap, const char *spec, ArgType t, ArgValue v)
{
    int need;
    for (;;) {
        switch (t) {
        case A_INT:
            need = snprintf(*buf, *cap, spec, v.i);
            break;
        case A_LONG:
            need = snprintf(*buf, *cap, spec, v.l);
            break;
        case A_LLONG:
            need = snprintf(*buf, *cap, spec, v.ll);
            break;
        case A_INTMAX:
            need = snprintf(*buf, *cap, spec, v.im);
            break;
        case A_PTRDIFF:
            need = snprintf(*buf, *cap, spec, v.pd);
            break;
        case A_UINT:
            need = snprintf(*buf, *cap, spec, v.u);
            break;
        case A_ULONG:
            need = snprintf(*buf, *cap, spec, v.ul);
            break;
        case A_ULLONG:
            need = snprintf(*buf, *cap, spec, v.ull);
            break;
        case A_UINTMAX:
            need = snprintf(*buf, *cap, spec, v.um);
            break;
        case A_SIZE:
            need = snprintf(*buf, *cap, spec, v.z);
            break;
        case A_DOUBLE:
            need = snprintf(*buf, *cap, spec, v.d);
            break;
        case A_STR:
            need = snprintf(*buf, *cap, spec, v.s != NULL ? v.s : "(null)");
            break;
        case A_PTR:
            need = snprintf(*buf, *cap, spec, v.p);
            break;
        default:
            return -1;
        }
        if (need < 0) {
            return -1;
        }
        if ((size_t)need < *cap) {
            return need;
        }
        {
            char *bigger = realloc(*buf, (size_t)need + 1);
            if (bigger == NULL) {
                return -1;
            }
            *buf = bigger;
            *cap = (size_t)need + 1;
        }
    }
}

int tk_vfmt(char *out, size_t size, const char *fmt, va_list ap)
{
    Parsed *ps = malloc(sizeof *ps);
    ArgValue val[FMT_ARGS];
    size_t pos = 0, cap = 128;
    char *buf = malloc(cap);
    const char *sep = tk_lang_decimal();
    int i, rc = 0;
    if (size > 0) {
        out[0] = '\0';
    }
    if (ps == NULL || buf == NULL || fmt == NULL || parse(fmt, ps) != 0) {
        free(ps);
        free(buf);
        return -1;
    }
    for (i = 0; i < ps->nargs; i++) {
        switch (ps->type[i]) {
        case A_INT:
            val[i].i = va_arg(ap, int);
            break;
        case A_LONG:
            val[i].l = va_arg(ap, long);
            break;
        case A_LLONG:
            val[i].ll = va_arg(ap, long long);
            break;
        case A_INTMAX:
            val[i].im = va_arg(ap, intmax_t);
            break;
        case A_PTRDIFF:
            val[i].pd = va_arg(ap, ptrdiff_t);
            break;
        case A_UINT:
            val[i].u = va_arg(ap, unsigned);
            break;
        case A_ULONG:
            val[i].ul = va_arg(ap, unsigned long);
            break;
        case A_ULLONG:
            val[i].ull = va_arg(ap, unsigned long long);
            break;
        case A_UINTMAX:
            val[i].um = va_arg(ap, uintmax_t);
            break;
        case A_SIZE:
            val[i].z = va_arg(ap, size_t);
            break;
        case A_DOUBLE:
            val[i].d = va_arg(ap, double);
            break;
        case A_STR:
            val[i].s = va_arg(ap, const char *);
            break;
        case A_PTR:
            val[i].p = va_arg(ap, void *);
            break;
        default:
            break;
        }
    }
    for (i = 0; i < ps->n; i++) {
        const Conv *c = &ps->conv[i];
        char spec[40];
        int k = 0, width = c->width, prec = c->prec, len;
        const char *l;
        /* The literal, its "%%" made "%". */
        for (l = c->lit; l < c->lit + c->lit_len; l++) {
            put(out, size, &pos, l, 1);
            if (l[0] == '%') {
                l++;
            }
        }
        if (c->conv == 0) {
            break;
        }
        if (c->width_arg >= 0) {
            width = val[c->width_arg].i;
        }
        if (c->prec_arg >= 0) {
            prec = val[c->prec_arg].i; /* a negative one: none, as in printf */
        }
        spec[k++] = '%';
        if (width < -1 && width > -4097) {
            spec[k++] = '-';
            width = -width;
        }
        k += snprintf(spec + k, sizeof spec - (size_t)k, "%s", c->flags);
        if (width > 0 && width <= 4096) {
            k += snprintf(spec + k, sizeof spec - (size_t)k, "%d", width);
        }
        if (prec >= 0 && prec <= 4096) {
            k += snprintf(spec + k, sizeof spec - (size_t)k, ".%d", prec);
        }
        snprintf(spec + k, sizeof spec - (size_t)k, "%s%c", c->length, c->conv);
        len = one(&buf, &cap, spec, ps->type[c->arg], val[c->arg]);
        if (len < 0) {
            rc = -1;
            break;
        }
        if (ps->type[c->arg] == A_DOUBLE && strcmp(sep, ".") != 0) {
            const char *dot = memchr(buf, '.', (size_t)len);
            if (dot != NULL) {
                put(out, size, &pos, buf, (size_t)(dot - buf));
                put(out, size, &pos, sep, strlen(sep));
                put(out, size, &pos, dot + 1, (size_t)len - (size_t)(dot - buf) - 1);
                continue;
            }
        }
        put(out, size, &pos, buf, (size_t)len);
    }
    free(ps);
    free(buf);
    if (rc != 0) {
        if (size > 0) {
            out[0] = '\0';
        }
        return -1;
    }
    if (size > 0) {
        out[pos < size ? pos : size - 1] = '\0';
    }
    return pos > (size_t)0x7fffffff ? 0x7fffffff : (int)pos;
}

int tk_fmt(char *out, size_t size, const char *fmt, ...)
{
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = tk_vfmt(out, size, fmt, ap);
    va_end(ap);
    return n;
}
