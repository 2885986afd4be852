/*
 * lang.c - gettext catalogues read by the kit, and the process's language
 * (kit/lang.h).
 *
 * A .mo file: a header of 32-bit words (magic 0x950412de in the file's
 * byte order, revision, N, the offsets of the originals' and the
 * translations' tables), then N (length, offset) pairs for each table.  An
 * original is "ID", "CTX\004ID" or "ID\0PLURAL"; a translation of a plural
 * holds its forms one after another, each ended by NUL.  The entry whose
 * original is "" is the header ("Plural-Forms: nplurals=2; plural=(n >
 * 1);").  The originals are looked up by a sorted index of our own, so a
 * file need not be sorted; its hash table is not used.
 */
#include "kit/lang.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/file.h"
#include "kit/status.h"
#include "kit/text.h"

#define MO_MAGIC 0x950412deu
#define MO_MAX_BYTES (8u * 1024u * 1024u)
#define PLURAL_NODES 64
#define PLURAL_FORMS_MAX 8

/* A node of a Plural-Forms expression: a number, n, or an operator of one,
 * two or three operands (indexes of nodes). */
typedef enum PlKind {
    PL_NUM,
    PL_N,
    PL_NOT,
    PL_MUL,
    PL_DIV,
    PL_MOD,
    PL_ADD,
    PL_SUB,
    PL_LT,
    PL_GT,
    PL_LE,
    PL_GE,
    PL_EQ,
    PL_NE,
    PL_AND,
    PL_OR,
    PL_IF
} PlKind;

typedef struct PlNode {
    PlKind kind;
    unsigned long num;
    int a, b, c;
} PlNode;

typedef struct CatEntry {
    const char *key;      /* the original: "ID", "CTX\004ID" ("ID\0PLURAL" ends at its NUL) */
    const char *text;     /* the translation (the forms of a plural, NUL after each) */
    size_t text_len;      /* all of it, the forms' NULs inside */
} CatEntry;

struct TkCatalog {
    char *data;           /* a copy of the file */
    CatEntry *entries;    /* sorted by key, header left out */
    size_t n;
    const char *header;   /* the header's text, "" if none */
    int nplurals;
    PlNode plural[PLURAL_NODES];
    int nnodes, root;     /* root -1: no Plural-Forms (English's rule) */
};

/* ------------------------------------------------------------------ parse */

static unsigned long word(const unsigned char *p, int swap)
{
    if (swap) {
        return ((unsigned long)p[0] << 24) | ((unsigned long)p[1] << 16) |
               ((unsigned long)p[2] << 8) | (unsigned long)p[3];
    }
    return ((unsigned long)p[3] << 24) | ((unsigned long)p[2] << 16) | ((unsigned long)p[1] << 8) |
           (unsigned long)p[0];
}

static int key_cmp(const void *a, const void *b)
{
    return strcmp(((const CatEntry *)a)->key, ((const CatEntry *)b)->key);
}

/* The Plural-Forms expression's parser: C's precedence, on unsigned
 * longs. */
typedef struct PlParser {
    const char *p;
    TkCatalog *c;
    int bad;
} PlParser;

static void pl_space(PlParser *ps)
{
    while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n') {
        ps->p++;
    }
}

static int pl_node(PlParser *ps, PlKind kind, unsigned long num, int a, int b, int c)
{
    PlNode *nd;
    if (ps->c->nnodes >= PLURAL_NODES || a < 0 || b < -1 || c < -1 ||
        (kind != PL_NUM && kind != PL_N && a < 0)) {
        ps->bad = 1;
        return -1;
    }
    nd = &ps->c->plural[ps->c->nnodes];
    nd->kind = kind;
    nd->num = num;
    nd->a = a;
    nd->b = b;
    nd->c = c;
    return ps->c->nnodes++;
}

static int pl_ternary(PlParser *ps, int depth);

static int pl_primary(PlParser *ps, int depth)
{
    pl_space(ps);
    if (depth > 40) {
        ps->bad = 1;
        return -1;
    }
    if (*ps->p == '(') {
        int e;
        ps->p++;
        e = pl_ternary(ps, depth + 1);
        pl_space(ps);
        if (*ps->p != ')') {
            ps->bad = 1;
            return -1;
        }
        ps->p++;
        return e;
    }
    if (*ps->p == '!') {
        int e;
        ps->p++;
        e = pl_primary(ps, depth + 1);
        return e < 0 ? -1 : pl_node(ps, PL_NOT, 0, e, -1, -1);
    }
    if (*ps->p == 'n') {
        ps->p++;
        return pl_node(ps, PL_N, 0, 0, -1, -1);
    }
    if (*ps->p >= '0' && *ps->p <= '9') {
        unsigned long v = 0;
        while (*ps->p >= '0' && *ps->p <= '9') {
            if (v > 100000000ul) {
                ps->bad = 1;
                return -1;
            }
            v = v * 10 + (unsigned long)(*ps->p - '0');
            ps->p++;
        }
        return pl_node(ps, PL_NUM, v, 0, -1, -1);
    }
    ps->bad = 1;
    return -1;
}

/* Binary operators by level, loosest first. */
typedef struct PlOp {
    const char *text;
    PlKind kind;
    int level;
} PlOp;

static const PlOp pl_ops[] = {
    {"||", PL_OR, 0}, {"&&", PL_AND, 1}, {"==", PL_EQ, 2}, {"!=", PL_NE, 2},
    {"<=", PL_LE, 3}, {">=", PL_GE, 3},  {"<", PL_LT, 3},  {">", PL_GT, 3},
    {"+", PL_ADD, 4}, {"-", PL_SUB, 4},  {"*", PL_MUL, 5}, {"/", PL_DIV, 5},
    {"%", PL_MOD, 5}};

static int pl_binary(PlParser *ps, int level, int depth)
{
    int left;
    if (level > 5) {
        return pl_primary(ps, depth);
    }
    left = pl_binary(ps, level + 1, depth);
    for (;;) {
        size_t i;
        const PlOp *op = NULL;
        pl_space(ps);
        for (i = 0; i < sizeof pl_ops / sizeof pl_ops[0]; i++) {
            size_t len = strlen(pl_ops[i].text);
            if (pl_ops[i].level == level && strncmp(ps->p, pl_ops[i].text, len) == 0) {
                op = &pl_ops[i];
                break;
            }
        }
        if (op == NULL || left < 0 || ps->bad) {
            return left;
        }
        ps->p += strlen(op->text);
        {
            int right = pl_binary(ps, level + 1, depth);
            if (right < 0) {
                ps->bad = 1;
                return -1;
            }
            left = pl_node(ps, op->kind, 0, left, right, -1);
        }
    }
}

static int pl_ternary(PlParser *ps, int depth)
{
    int cond = pl_binary(ps, 0, depth), yes, no;
    pl_space(ps);
    if (cond < 0 || *ps->p != '?') {
        return cond;
    }
    ps->p++;
    yes = pl_ternary(ps, depth + 1);
    pl_space(ps);
    if (yes < 0 || *ps->p != ':') {
        ps->bad = 1;
        return -1;
    }
    ps->p++;
    no = pl_ternary(ps, depth + 1);
    if (no < 0) {
        ps->bad = 1;
        return -1;
    }
    return pl_node(ps, PL_IF, 0, cond, yes, no);
}

static unsigned long pl_eval(const TkCatalog *c, int i, unsigned long n, int depth)
{
    const PlNode *nd = &c->plural[i];
    unsigned long a, b;
    if (depth > PLURAL_NODES) {
        return 0;
    }
    switch (nd->kind) {
    case PL_NUM:
        return nd->num;
    case PL_N:
        return n;
    case PL_NOT:
        return !pl_eval(c, nd->a, n, depth + 1);
    case PL_IF:
        return pl_eval(c, nd->a, n, depth + 1) ? pl_eval(c, nd->b, n, depth + 1)
                                                : pl_eval(c, nd->c, n, depth + 1);
    case PL_AND:
        return pl_eval(c, nd->a, n, depth + 1) && pl_eval(c, nd->b, n, depth + 1);
    case PL_OR:
        return pl_eval(c, nd->a, n, depth + 1) || pl_eval(c, nd->b, n, depth + 1);
    default:
        break;
    }
    a = pl_eval(c, nd->a, n, depth + 1);
    b = pl_eval(c, nd->b, n, depth + 1);
    switch (nd->kind) {
    case PL_MUL:
        return a * b;
    case PL_DIV:
        return b == 0 ? 0 : a / b;
    case PL_MOD:
        return b == 0 ? 0 : a % b;
    case PL_ADD:
        return a + b;
    case PL_SUB:
        return a - b;
    case PL_LT:
        return a < b;
    case PL_GT:
        return a > b;
    case PL_LE:
        return a <= b;
    case PL_GE:
        return a >= b;
    case PL_EQ:
        return a == b;
    case PL_NE:
        return a != b;
    default:
        return 0;
    }
}

/* The header's field value: a pointer to it and its length, or NULL. */
static const char *header_field(const char *header, const char *field, size_t *len)
{
    size_t fl = strlen(field);
    const char *line = header;
    while (line != NULL && *line != '\0') {
        const char *end = strchr(line, '\n');
        size_t ll = end != NULL ? (size_t)(end - line) : strlen(line);
        if (ll > fl && strncmp(line, field, fl) == 0 && line[fl] == ':') {
            const char *v = line + fl + 1;
            while (*v == ' ') {
                v++;
            }
            *len = ll - (size_t)(v - line);
            return v;
        }
        line = end != NULL ? end + 1 : NULL;
    }
    return NULL;
}

/* Reads "nplurals=N; plural=EXPR;" of the header. */
static int parse_plural_forms(TkCatalog *c, char *msg, size_t msize)
{
    size_t len;
    const char *v = header_field(c->header, "Plural-Forms", &len), *p;
    char expr[256];
    PlParser ps;
    c->root = -1;
    c->nplurals = 2;
    if (v == NULL) {
        return TK_OK;
    }
    p = strstr(v, "nplurals=");
    if (p == NULL || p > v + len) {
        tk_text_message(msg, msize, "its Plural-Forms has no nplurals");
        return TK_E_FORMAT;
    }
    p += strlen("nplurals=");
    if (*p < '1' || *p > '0' + PLURAL_FORMS_MAX || (p[1] >= '0' && p[1] <= '9')) {
        tk_text_message(msg, msize, "its Plural-Forms has a bad nplurals");
        return TK_E_FORMAT;
    }
    c->nplurals = *p - '0';
    p = strstr(v, "plural=");
    if (p == NULL || p > v + len) {
        tk_text_message(msg, msize, "its Plural-Forms has no plural expression");
        return TK_E_FORMAT;
    }
    p += strlen("plural=");
    {
        size_t n = 0;
        while (p + n < v + len && p[n] != ';' && n + 1 < sizeof expr) {
            expr[n] = p[n];
            n++;
        }
        expr[n] = '\0';
    }
    ps.p = expr;
    ps.c = c;
    ps.bad = 0;
    c->root = pl_ternary(&ps, 0);
    pl_space(&ps);
    if (ps.bad || c->root < 0 || *ps.p != '\0') {
        c->root = -1;
        tk_text_message(msg, msize, "its Plural-Forms expression cannot be read: %s", expr);
        return TK_E_FORMAT;
    }
    return TK_OK;
}

/* A string of a table: its offset and length checked inside the file and
 * ended by a NUL there. */
static const char *mo_string(const char *data, size_t size, const unsigned char *pair, int swap,
                             size_t *len)
{
    unsigned long l = word(pair, swap), o = word(pair + 4, swap);
    if (o >= size || l >= size - o || data[o + l] != '\0') {
        return NULL;
    }
    *len = l;
    return data + o;
}

int tk_catalog_parse(const void *bytes, size_t size, TkCatalog **out, char *msg, size_t msize)
{
    const unsigned char *u = bytes;
    unsigned long magic, n, orig, trans, i;
    int swap, rc;
    TkCatalog *c;
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (bytes == NULL || size < 28) {
        tk_text_message(msg, msize, "not a catalogue (.mo): too short");
        return TK_E_FORMAT;
    }
    magic = word(u, 0);
    if (magic == MO_MAGIC) {
        swap = 0;
    } else if (word(u, 1) == MO_MAGIC) {
        swap = 1;
    } else {
        tk_text_message(msg, msize, "not a catalogue (.mo): bad magic number");
        return TK_E_FORMAT;
    }
    if ((word(u + 4, swap) >> 16) > 1) {
        tk_text_message(msg, msize, "a catalogue of an unknown revision (%lu)",
                        word(u + 4, swap) >> 16);
        return TK_E_FORMAT;
    }
    n = word(u + 8, swap);
    orig = word(u + 12, swap);
    trans = word(u + 16, swap);
    if (n > size / 16 || orig > size || trans > size || n * 8 > size - orig ||
        n * 8 > size - trans) {
        tk_text_message(msg, msize, "a catalogue whose tables lie outside the file");
        return TK_E_FORMAT;
    }
    c = calloc(1, sizeof *c);
    if (c == NULL) {
        return TK_E_NOMEM;
    }
    c->data = malloc(size);
    c->entries = calloc(n > 0 ? n : 1, sizeof *c->entries);
    if (c->data == NULL || c->entries == NULL) {
        tk_catalog_free(c);
        return TK_E_NOMEM;
    }
    memcpy(c->data, bytes, size);
    c->header = "";
    for (i = 0; i < n; i++) {
        size_t kl, tl;
        const char *k = mo_string(c->data, size, u + orig + i * 8, swap, &kl);
        const char *t = mo_string(c->data, size, u + trans + i * 8, swap, &tl);
        if (k == NULL || t == NULL) {
            tk_text_message(msg, msize, "message %lu of the catalogue lies outside the file", i + 1);
            tk_catalog_free(c);
            return TK_E_FORMAT;
        }
        if (kl == 0) {
            c->header = t;
            continue;
        }
        c->entries[c->n].key = k;
        c->entries[c->n].text = t;
        c->entries[c->n].text_len = tl;
        c->n++;
    }
    {
        size_t len;
        const char *ct = header_field(c->header, "Content-Type", &len);
        if (ct != NULL) {
            const char *cs = strstr(ct, "charset=");
            if (cs != NULL && cs < ct + len &&
                strncmp(cs + 8, "UTF-8", 5) != 0 && strncmp(cs + 8, "utf-8", 5) != 0) {
                tk_text_message(msg, msize, "a catalogue not in UTF-8");
                tk_catalog_free(c);
                return TK_E_FORMAT;
            }
        }
    }
    rc = parse_plural_forms(c, msg, msize);
    if (rc != TK_OK) {
        tk_catalog_free(c);
        return rc;
    }
    qsort(c->entries, c->n, sizeof *c->entries, key_cmp);
    *out = c;
    return TK_OK;
}

int tk_catalog_load(const char *path, TkCatalog **out, char *msg, size_t msize)
{
    char *data = NULL;
    size_t len = 0;
    char why[256];
    int rc;
    if (out == NULL || path == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    rc = tk_file_read(path, MO_MAX_BYTES, &data, &len, why, sizeof why);
    if (rc != TK_OK) {
        tk_text_message(msg, msize, "%s", why);
        return rc;
    }
    rc = tk_catalog_parse(data, len, out, why, sizeof why);
    free(data);
    if (rc == TK_E_FORMAT) {
        tk_text_message(msg, msize, "%s: %s", path, why);
    }
    return rc;
}

void tk_catalog_free(TkCatalog *c)
{
    if (c == NULL) {
        return;
    }
    free(c->entries);
    free(c->data);
    free(c);
}

/* ------------------------------------------------------------------ lookup */

static const CatEntry *lookup(const TkCatalog *c, const char *ctx, const char *id)
{
    size_t lo = 0, hi;
    char small[512], *key = small;
    const char *k = id;
    const CatEntry *found = NULL;
    if (c == NULL || id == NULL) {
        return NULL;
    }
    if (ctx != NULL) {
        size_t cl = strlen(ctx), il = strlen(id);
        if (cl + il + 2 > sizeof small) {
            key = malloc(cl + il + 2);
            if (key == NULL) {
                return NULL;
            }
        }
        memcpy(key, ctx, cl);
        key[cl] = '\004';
        memcpy(key + cl + 1, id, il + 1);
        k = key;
    }
    hi = c->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int d = strcmp(c->entries[mid].key, k);
        if (d == 0) {
            found = &c->entries[mid];
            break;
        }
        if (d < 0) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    if (key != small) {
        free(key);
    }
    return found;
}

const char *tk_catalog_find(const TkCatalog *c, const char *ctx, const char *id)
{
    const CatEntry *e = lookup(c, ctx, id);
    return e != NULL && e->text[0] != '\0' ? e->text : NULL;
}

unsigned long tk_catalog_plural_index(const TkCatalog *c, unsigned long n)
{
    if (c == NULL || c->root < 0) {
        return n == 1 ? 0 : 1;
    }
    return pl_eval(c, c->root, n, 0);
}

const char *tk_catalog_find_plural(const TkCatalog *c, const char *ctx, const char *id,
                                   unsigned long n)
{
    const CatEntry *e = lookup(c, ctx, id);
    unsigned long form, i;
    const char *t;
    size_t used = 0;
    if (e == NULL) {
        return NULL;
    }
    form = tk_catalog_plural_index(c, n);
    if (form >= (unsigned long)c->nplurals) {
        form = 0;
    }
    t = e->text;
    for (i = 0; i < form; i++) {
        size_t l = strlen(t) + 1;
        if (used + l > e->text_len) {
            return NULL; /* fewer forms than the catalogue says */
        }
        used += l;
        t += l;
    }
    return t[0] != '\0' ? t : NULL;
}

size_t tk_catalog_count(const TkCatalog *c)
{
    return c != NULL ? c->n : 0;
}

int tk_catalog_header(const TkCatalog *c, const char *field, char *buf, size_t size)
{
    size_t len;
    const char *v = c != NULL ? header_field(c->header, field, &len) : NULL;
    if (size > 0) {
        buf[0] = '\0';
    }
    if (v == NULL) {
        return 0;
    }
    if (size > 0) {
        size_t k = len < size - 1 ? len : size - 1;
        memcpy(buf, v, k);
        buf[k] = '\0';
    }
    return 1;
}

/* ------------------------------------------------------------------ in force */

/* The one mutable global of the collection (HACKING.md, "Words and
 * languages"): the language in force, set by the program's one thread. */
static const TkCatalog *lang_in_force;

void tk_lang_use(const TkCatalog *c)
{
    lang_in_force = c;
}

const TkCatalog *tk_lang_current(void)
{
    return lang_in_force;
}

const char *tk_tr(const char *id)
{
    const char *t = tk_catalog_find(lang_in_force, NULL, id);
    return t != NULL ? t : id;
}

const char *tk_trc(const char *ctx, const char *id)
{
    const char *t = tk_catalog_find(lang_in_force, ctx, id);
    return t != NULL ? t : id;
}

/* ------------------------------------------------------ a formed sentence */

enum { SAID_ARGS = 9, SAID_DEPTH = 3 };

/* What a conversion matched in an English sentence. */
typedef struct SaidArg {
    const char *p;
    size_t n;
    char kind; /* 'd' a whole number, 's' a text */
} SaidArg;

/* The conversion after a '%' at f: its length, its kind in *kind ('d'
 * for d i u, 's', '%', or 0 for one this reader does not follow) and its
 * position in *pos (from "N$", else -1). */
static size_t said_conv(const char *f, char *kind, int *pos)
{
    size_t i = 0;
    *pos = -1;
    if (f[0] == '%') {
        *kind = '%';
        return 1;
    }
    if (f[0] >= '1' && f[0] <= '9' && f[1] == '$') {
        *pos = f[0] - '1';
        i = 2;
    }
    while (f[i] != '\0' && strchr("-+ #0123456789.lhzj", f[i]) != NULL) {
        i++;
    }
    *kind = f[i] == 'd' || f[i] == 'i' || f[i] == 'u' ? 'd' : f[i] == 's' ? 's' : 0;
    return f[i] != '\0' ? i + 1 : i;
}

/* 1 when the English text t is what the format f forms, the conversions'
 * text in args[*n...] (a %s as short as lets the rest match). */
static int said_match(const char *f, const char *t, SaidArg *args, int *n)
{
    while (*f != '\0') {
        char kind;
        int pos, at = *n;
        size_t l;
        if (*f != '%') {
            if (*t != *f) {
                return 0;
            }
            f++;
            t++;
            continue;
        }
        l = said_conv(f + 1, &kind, &pos);
        f += 1 + l;
        if (kind == '%') {
            if (*t != '%') {
                return 0;
            }
            t++;
            continue;
        }
        if (kind == 0 || pos >= 0 || at >= SAID_ARGS) {
            return 0;
        }
        if (kind == 'd') {
            const char *s = t;
            if (*t == '-' || *t == '+') {
                t++;
            }
            if (*t < '0' || *t > '9') {
                return 0;
            }
            while (*t >= '0' && *t <= '9') {
                t++;
            }
            args[at].p = s;
            args[at].n = (size_t)(t - s);
            args[at].kind = 'd';
            *n = at + 1;
            continue;
        }
        for (const char *e = t;; e++) {
            args[at].p = t;
            args[at].n = (size_t)(e - t);
            args[at].kind = 's';
            *n = at + 1;
            if (said_match(f, e, args, n)) {
                return 1;
            }
            if (*e == '\0') {
                *n = at;
                return 0;
            }
        }
    }
    return *t == '\0';
}

/* How many of the format's bytes are words, not conversions. */
static size_t said_words(const char *f)
{
    size_t w = 0;
    while (*f != '\0') {
        if (*f == '%') {
            char kind;
            int pos;
            f += 1 + said_conv(f + 1, &kind, &pos);
            w += kind == '%';
        } else {
            f++;
            w++;
        }
    }
    return w;
}

/* Appends n bytes of p to out at *used (cut to size, ended). */
static void said_put(char *out, size_t size, size_t *used, const char *p, size_t n)
{
    if (*used + 1 >= size) {
        return;
    }
    if (n > size - 1 - *used) {
        n = size - 1 - *used;
    }
    memcpy(out + *used, p, n);
    *used += n;
    out[*used] = '\0';
}

static int said(const char *ctx, const char *english, char *out, size_t size, int depth);

/* The translation tr filled with args (a text said in turn when it is a
 * sentence of ctx). */
static void said_fill(const char *ctx, const char *tr, const SaidArg *args, int n, char *out,
                      size_t size, int depth)
{
    size_t used = 0;
    int next = 0;
    out[0] = '\0';
    while (*tr != '\0') {
        const char *pct = strchr(tr, '%');
        char kind;
        int pos;
        if (pct == NULL) {
            said_put(out, size, &used, tr, strlen(tr));
            return;
        }
        said_put(out, size, &used, tr, (size_t)(pct - tr));
        tr = pct + 1 + said_conv(pct + 1, &kind, &pos);
        if (kind == '%') {
            said_put(out, size, &used, "%", 1);
            continue;
        }
        int k = pos >= 0 ? pos : next++;
        if (k < 0 || k >= n) {
            continue;
        }
        if (args[k].kind == 's' && depth < SAID_DEPTH) {
            char arg[512], inner[1024];
            size_t l = args[k].n < sizeof arg - 1 ? args[k].n : sizeof arg - 1;
            memcpy(arg, args[k].p, l);
            arg[l] = '\0';
            said(ctx, arg, inner, sizeof inner, depth + 1);
            said_put(out, size, &used, inner, strlen(inner));
        } else {
            said_put(out, size, &used, args[k].p, args[k].n);
        }
    }
}

static int said(const char *ctx, const char *english, char *out, size_t size, int depth)
{
    const TkCatalog *c = lang_in_force;
    size_t cl = strlen(ctx), lo = 0, hi, best_words = 0;
    const CatEntry *best = NULL;
    SaidArg args[SAID_ARGS], best_args[SAID_ARGS];
    int n = 0, best_n = 0;
    snprintf(out, size, "%s", english);
    if (c == NULL) {
        return 0;
    }
    /* the first key of the context ("CTX\004..."), the keys sorted */
    hi = c->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int d = strncmp(c->entries[mid].key, ctx, cl);
        if (d < 0 || (d == 0 && c->entries[mid].key[cl] < '\004')) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    for (; lo < c->n; lo++) {
        const CatEntry *e = &c->entries[lo];
        if (strncmp(e->key, ctx, cl) != 0 || e->key[cl] != '\004') {
            break;
        }
        n = 0;
        if (e->text[0] != '\0' && strlen(e->text) + 1 >= e->text_len &&
            said_match(e->key + cl + 1, english, args, &n) &&
            (best == NULL || said_words(e->key + cl + 1) > best_words)) {
            best = e;
            best_words = said_words(e->key + cl + 1);
            best_n = n;
            memcpy(best_args, args, sizeof args[0] * (size_t)n);
        }
    }
    if (best == NULL) {
        return 0;
    }
    said_fill(ctx, best->text, best_args, best_n, out, size, depth);
    return 1;
}

int tk_tr_formed(const char *ctx, const char *english, char *out, size_t size)
{
    if (out == NULL || size == 0) {
        return 0;
    }
    if (ctx == NULL || english == NULL) {
        out[0] = '\0';
        return 0;
    }
    return said(ctx, english, out, size, 0);
}

const char *tk_trn(const char *one, const char *many, unsigned long n)
{
    const char *t = tk_catalog_find_plural(lang_in_force, NULL, one, n);
    if (t != NULL) {
        return t;
    }
    return n == 1 ? one : many;
}

const char *tk_lang_decimal(void)
{
    return tk_trc("decimal separator", ".");
}

/* ------------------------------------------------------------------ choice */

int tk_lang_from_env(char *buf, size_t size)
{
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    const char *first = NULL, *list;
    size_t i;
    if (size > 0) {
        buf[0] = '\0';
    }
    for (i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v != NULL && v[0] != '\0') {
            first = v;
            break;
        }
    }
    if (first == NULL) {
        return 0;
    }
    /* GNU's rule: LANGUAGE counts only when the locale is not C. */
    list = getenv("LANGUAGE");
    if (strcmp(first, "C") != 0 && strcmp(first, "POSIX") != 0 && strncmp(first, "C.", 2) != 0 &&
        list != NULL && list[0] != '\0') {
        snprintf(buf, size, "%s", list);
    } else {
        snprintf(buf, size, "%s", first);
    }
    return 1;
}

int tk_lang_pick(const char *wanted, const char *const *have, int n)
{
    const char *p = wanted != NULL ? wanted : "";
    while (*p != '\0') {
        char tag[64];
        size_t len = 0;
        int i;
        while (*p == ':' || *p == ',' || *p == ' ') {
            p++;
        }
        while (p[len] != '\0' && p[len] != ':' && p[len] != ',' && p[len] != ' ') {
            len++;
        }
        if (len == 0) {
            break;
        }
        if (len < sizeof tag) {
            size_t k;
            memcpy(tag, p, len);
            tag[len] = '\0';
            /* "fr_CA.UTF-8@euro", "fr-CA": the language is before _ - . @ */
            for (k = 0; tag[k] != '\0'; k++) {
                if (tag[k] == '_' || tag[k] == '-' || tag[k] == '.' || tag[k] == '@') {
                    tag[k] = '\0';
                    break;
                }
                if (tag[k] >= 'A' && tag[k] <= 'Z') {
                    tag[k] = (char)(tag[k] - 'A' + 'a');
                }
            }
            if (strcmp(tag, "en") == 0 || strcmp(tag, "c") == 0 || strcmp(tag, "posix") == 0) {
                return -1;
            }
            for (i = 0; i < n; i++) {
                if (strcmp(tag, have[i]) == 0) {
                    return i;
                }
            }
        }
        p += len;
    }
    return -1;
}
