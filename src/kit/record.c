/*
 * record.c - the framing every game's record shares (kit/record.h).
 */
#include "kit/record.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/file.h"
#include "kit/status.h"
#include "kit/text.h"

#define FNV_PRIME 0x100000001b3ULL

uint64_t tk_fnv_add(uint64_t h, const char *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= FNV_PRIME;
    }
    return h;
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */

void tk_buf_put(TkBuf *b, const char *s, size_t n)
{
    if (b->failed) {
        return;
    }
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        char *p;
        while (b->len + n + 1 > cap) {
            if (cap > ((size_t)-1) / 2) {
                b->failed = 1;
                return;
            }
            cap *= 2;
        }
        p = realloc(b->p, cap);
        if (p == NULL) {
            b->failed = 1;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
}

void tk_buf_str(TkBuf *b, const char *s)
{
    tk_buf_put(b, s, strlen(s));
}

void tk_buf_printf(TkBuf *b, const char *fmt, ...)
{
    char tmp[128];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        b->failed = 1;
        return;
    }
    tk_buf_put(b, tmp, (size_t)n);
}

void tk_buf_encoded(TkBuf *b, const char *s, size_t n)
{
    /* A byte at a time is encoded alone, so pieces encode as the whole. */
    enum { PIECE = 64 };
    char e[3 * PIECE + 1];
    while (n > 0) {
        size_t k = n < PIECE ? n : PIECE;
        size_t len = tk_text_percent_encode(s, k, e, sizeof e);
        if (len >= sizeof e) {
            b->failed = 1;
            return;
        }
        tk_buf_put(b, e, len);
        s += k;
        n -= k;
    }
}

size_t tk_bounded_len(const char *s, size_t max)
{
    size_t n = 0;
    while (n < max && s[n] != '\0') {
        n++;
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

int tk_rec_next_line(TkRecReader *r, TkField *out)
{
    size_t avail, i, n, scan;
    const char *s;
    const char *nl;

    if (r->pos >= r->len) {
        return 0;
    }
    r->lineno++;
    s = r->text + r->pos;
    avail = r->len - r->pos;
    scan = avail < TK_REC_MAX_LINE + 2 ? avail : TK_REC_MAX_LINE + 2;
    nl = memchr(s, '\n', scan);
    if (nl == NULL) {
        if (avail >= TK_REC_MAX_LINE + 2) {
            tk_text_message(r->msg, r->size, "line %d: longer than %d characters", r->lineno,
                            TK_REC_MAX_LINE);
        } else {
            tk_text_message(r->msg, r->size,
                            "line %d: the last line has no newline: the file is truncated",
                            r->lineno);
        }
        return -1;
    }
    n = (size_t)(nl - s);
    r->pos += n + 1;
    if (n > 0 && s[n - 1] == '\r') {
        n--; /* CRLF is accepted */
    }
    if (n > TK_REC_MAX_LINE) {
        tk_text_message(r->msg, r->size, "line %d: longer than %d characters", r->lineno,
                        TK_REC_MAX_LINE);
        return -1;
    }
    if (n == 0) {
        tk_text_message(r->msg, r->size, "line %d: empty line", r->lineno);
        return -1;
    }
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == 0) {
            tk_text_message(r->msg, r->size, "line %d: NUL byte at column %d", r->lineno,
                            (int)i + 1);
            return -1;
        }
        if (c == '\r') {
            tk_text_message(r->msg, r->size, "line %d: stray carriage return at column %d",
                            r->lineno, (int)i + 1);
            return -1;
        }
        if (c < 0x20 || c >= 0x7f) {
            tk_text_message(r->msg, r->size,
                            "line %d: byte 0x%02X at column %d is not printable ASCII", r->lineno,
                            c, (int)i + 1);
            return -1;
        }
        if (c == ' ' && (i == 0 || i + 1 == n || s[i + 1] == ' ')) {
            tk_text_message(
                r->msg, r->size,
                "line %d: fields must be separated by single spaces, with none at either end",
                r->lineno);
            return -1;
        }
    }
    out->s = s;
    out->n = n;
    return 1;
}

int tk_rec_split(TkField l, TkField *t, int max)
{
    int k = 0;
    size_t i = 0;
    while (i < l.n) {
        size_t j = i;
        while (j < l.n && l.s[j] != ' ') {
            j++;
        }
        if (k == max) {
            return -1;
        }
        t[k].s = l.s + i;
        t[k].n = j - i;
        k++;
        i = j + 1;
    }
    return k;
}

int tk_rec_is(TkField t, const char *word)
{
    size_t n = strlen(word);
    return t.n == n && memcmp(t.s, word, n) == 0;
}

int tk_rec_num(TkField t, uint64_t lo, uint64_t hi, uint64_t *out)
{
    return tk_text_parse_u64(t.s, t.n, lo, hi, out);
}

/* The end line's fields, or why they are wrong. */
static const char *parse_end(TkField l, int max_items, uint64_t *count, uint64_t *sum)
{
    TkField t[4];
    int nt = tk_rec_split(l, t, 4);
    if (nt != 3 || !tk_rec_is(t[0], "end")) {
        return "expected 'end COUNT CHECKSUM'";
    }
    if (tk_rec_num(t[1], 0, (uint64_t)max_items, count) != TK_OK) {
        return "the item count is not a number 0..1000000";
    }
    if (t[2].n != 16 || tk_text_parse_hex64(t[2].s, t[2].n, sum) != TK_OK) {
        return "the checksum must be 16 hex digits";
    }
    return NULL;
}

int tk_rec_check_frame(TkRecReader *r, const TkRecFormat *f, int *nlines, uint64_t *count)
{
    size_t mlen = strlen(f->magic), k;
    uint64_t h = TK_FNV_OFFSET, before_last = TK_FNV_OFFSET, sum = 0;
    TkField l, last = {NULL, 0};
    int got;
    const char *why;

    if (r->len == 0) {
        tk_text_message(r->msg, r->size, "empty file: not a %s record", f->title);
        return TK_E_FORMAT;
    }
    /* "MAGIC " as far as the text goes. */
    for (k = 0; k < mlen + 1 && k < r->len; k++) {
        if (r->text[k] != (k < mlen ? f->magic[k] : ' ')) {
            tk_text_message(r->msg, r->size,
                            "line 1: not a %s record (the first line must be '%s %d')", f->title,
                            f->magic, f->version);
            return TK_E_FORMAT;
        }
    }
    while ((got = tk_rec_next_line(r, &l)) == 1) {
        if (r->lineno == 1) {
            TkField t[3];
            uint64_t version = 0;
            int pr;
            if (tk_rec_split(l, t, 3) != 2 || !tk_rec_is(t[0], f->magic)) {
                tk_text_message(r->msg, r->size, "line 1: not a %s record (expected '%s %d')",
                                f->title, f->magic, f->version);
                return TK_E_FORMAT;
            }
            pr = tk_rec_num(t[1], 0, UINT32_MAX, &version);
            if (pr == TK_E_FORMAT || (pr == TK_OK && version == 0)) {
                tk_text_message(r->msg, r->size, "line 1: bad record version '%.*s'",
                                (int)(t[1].n > TK_REC_QUOTE ? TK_REC_QUOTE : t[1].n), t[1].s);
                return TK_E_FORMAT;
            }
            if (pr != TK_OK || version > (uint64_t)f->version) {
                tk_text_message(r->msg, r->size,
                                "line 1: record version %.*s is newer than this program reads (%d)",
                                (int)(t[1].n > TK_REC_QUOTE ? TK_REC_QUOTE : t[1].n), t[1].s,
                                f->version);
                return TK_E_FORMAT;
            }
        }
        if (r->lineno > f->max_items + 64) {
            tk_text_message(r->msg, r->size, "line %d: too many lines (at most %d history items)",
                            r->lineno, f->max_items);
            return TK_E_FORMAT;
        }
        before_last = h;
        h = tk_fnv_add(h, l.s, l.n);
        h = tk_fnv_add(h, "\n", 1);
        last = l;
    }
    if (got < 0) {
        return TK_E_FORMAT;
    }
    if (r->lineno < 2 || last.n < 4 || memcmp(last.s, "end ", 4) != 0) {
        tk_text_message(
            r->msg, r->size,
            "line %d is not an 'end' line: the record is truncated (or has text after its end)",
            r->lineno);
        return TK_E_FORMAT;
    }
    why = parse_end(last, f->max_items, count, &sum);
    if (why != NULL) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": %s", r->lineno,
                        TK_REC_QUOTE_ARGS(last), why);
        return TK_E_FORMAT;
    }
    if (sum != before_last) {
        tk_text_message(
            r->msg, r->size,
            "line %d: checksum mismatch (the file says %016llx, its content gives %016llx): "
            "the record is corrupted or was edited",
            r->lineno, (unsigned long long)sum, (unsigned long long)before_last);
        return TK_E_FORMAT;
    }
    *nlines = r->lineno;
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Saving again and again: what was checked is kept                    */

void tk_rec_saver_reset(TkRecSaver *sv, const TkRecSaverGame *ops)
{
    free(sv->text.p);
    memset(&sv->text, 0, sizeof sv->text);
    if (sv->replica != NULL) {
        ops->free_replica(sv->replica);
    }
    sv->replica = NULL;
    sv->head = 0;
    sv->hash = TK_FNV_OFFSET;
    sv->done = 0;
}

/* Starts the saver's text from head and its replica from the header as a
 * reader reads it. */
static int saver_start(TkRecSaver *sv, const TkRecSaverGame *ops, const TkBuf *head, char *msg,
                       size_t size)
{
    tk_rec_saver_reset(sv, ops);
    tk_buf_put(&sv->text, head->p, head->len);
    sv->head = sv->text.len;
    sv->hash = tk_fnv_add(TK_FNV_OFFSET, sv->text.p, sv->text.len);
    tk_buf_printf(&sv->text, "end 0 %016llx\n", (unsigned long long)sv->hash);
    if (sv->text.failed) {
        tk_rec_saver_reset(sv, ops);
        return TK_E_NOMEM;
    }
    int rc = ops->read(sv->text.p, sv->text.len, &sv->replica, msg, size);
    sv->text.len = sv->head;
    if (rc != TK_OK) {
        tk_rec_saver_reset(sv, ops);
    }
    return rc;
}

/* Writes history items done..count-1 of game after the saver's text and
 * replays their lines, as a reader would, into the replica. */
static int saver_extend(TkRecSaver *sv, const TkRecSaverGame *ops, void *ctx, const void *game,
                        int count, char *msg, size_t size)
{
    size_t start = sv->text.len;
    for (int i = sv->done; i < count; i++) {
        int rc = ops->write_item(ctx, game, i, &sv->text);
        if (rc != TK_OK) {
            return rc;
        }
    }
    if (sv->text.failed) {
        return TK_E_NOMEM;
    }
    TkRecReader r = {sv->text.p + start, sv->text.len - start, 0, 0, msg, size};
    TkField l;
    int got;
    while ((got = tk_rec_next_line(&r, &l)) == 1) {
        int rc = ops->replay_line(ctx, &r, l, sv->replica);
        if (rc != TK_OK) {
            return rc;
        }
    }
    if (got < 0) {
        return TK_E_FORMAT;
    }
    sv->hash = tk_fnv_add(sv->hash, sv->text.p + start, sv->text.len - start);
    sv->done = count;
    return TK_OK;
}

int tk_rec_saver_save(TkRecSaver *sv, const TkRecSaverGame *ops, void *ctx, const void *game,
                      const TkBuf *head, int count, const char *path, char *msg, size_t size)
{
    /* The same table and seats, and more history: only the new items are
       written and replayed.  Anything else, or a replay that does not come
       out as the game, starts again from the header once. */
    int fresh = sv->replica == NULL || sv->head != head->len || sv->done > count ||
                memcmp(sv->text.p, head->p, head->len) != 0;
    int rc;
    for (;;) {
        if (fresh) {
            rc = saver_start(sv, ops, head, msg, size);
            if (rc != TK_OK) {
                return rc;
            }
        }
        rc = saver_extend(sv, ops, ctx, game, count, msg, size);
        if (rc == TK_OK && !ops->same(game, sv->replica)) {
            rc = TK_E_ARG;
        }
        if (rc == TK_OK || fresh) {
            break;
        }
        fresh = 1;
    }
    if (rc != TK_OK) {
        tk_rec_saver_reset(sv, ops);
        tk_text_message(msg, size, "cannot save '%s': %s", path,
                        rc == TK_E_NOMEM ? "out of memory"
                                         : "the game's history does not replay to the same game");
        return rc;
    }
    /* The end line for this save, written and taken off again. */
    size_t end = sv->text.len;
    tk_buf_printf(&sv->text, "end %d %016llx\n", count, (unsigned long long)sv->hash);
    if (sv->text.failed) {
        tk_rec_saver_reset(sv, ops);
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    rc = tk_file_save_atomic(path, sv->text.p, sv->text.len, msg, size);
    sv->text.len = end;
    return rc;
}

/* ------------------------------------------------------------------ */
/* The header every game's record shares                               */

void tk_rec_put_seats(TkBuf *b, const TkSeatInfo *seats, int n)
{
    static const char *const field[2] = {"spec", "name"};
    for (int s = 0; seats != NULL && s < n; s++) {
        const char *value[2] = {seats[s].spec, seats[s].name};
        size_t max[2] = {TK_SEAT_SPEC_MAX, TK_SEAT_NAME_MAX};
        for (int f = 0; f < 2; f++) {
            size_t len = tk_bounded_len(value[f], max[f]);
            if (len > 0) {
                tk_buf_printf(b, "seat %d %s ", s + 1, field[f]);
                tk_buf_encoded(b, value[f], len);
                tk_buf_str(b, "\n");
            }
        }
    }
}

void tk_rec_put_seat_or_draw(TkBuf *b, const char *key, int seat)
{
    if (seat < 0) {
        tk_buf_printf(b, "%s draw\n", key);
    } else {
        tk_buf_printf(b, "%s %d\n", key, seat + 1);
    }
}

/* A `seat S spec VALUE` or `seat S name VALUE` line (fields t[0..nt-1]). */
static int header_seat(TkRecReader *r, TkField l, const TkField *t, int nt, TkRecHeader *h)
{
    uint64_t v = 0;
    const char *why = NULL;
    int max = h->max_seats < TK_SAVED_SEATS ? h->max_seats : TK_SAVED_SEATS;
    if (nt != 4) {
        tk_text_message(r->msg, r->size,
                        "line %d: " TK_REC_QUOTE_FMT
                        ": expected 'seat S spec VALUE' or 'seat S name VALUE'",
                        r->lineno, TK_REC_QUOTE_ARGS(l));
        return TK_E_FORMAT;
    }
    if (tk_rec_num(t[1], 1, (uint64_t)max, &v) != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": seat must be 1..%d",
                        r->lineno, TK_REC_QUOTE_ARGS(l), max);
        return TK_E_FORMAT;
    }
    int s = (int)v - 1;
    int field = tk_rec_is(t[2], "spec") ? 0 : tk_rec_is(t[2], "name") ? 1 : -1;
    if (field < 0) {
        tk_text_message(r->msg, r->size,
                        "line %d: " TK_REC_QUOTE_FMT ": unknown seat field (spec or name)",
                        r->lineno, TK_REC_QUOTE_ARGS(l));
        return TK_E_FORMAT;
    }
    if (h->seat_line[s][field] != 0) {
        tk_text_message(r->msg, r->size, "line %d: duplicate 'seat %d %s' (first on line %d)",
                        r->lineno, s + 1, field ? "name" : "spec", h->seat_line[s][field]);
        return TK_E_FORMAT;
    }
    char *dst = field ? h->seat[s].name : h->seat[s].spec;
    size_t cap = field ? sizeof h->seat[s].name : sizeof h->seat[s].spec;
    if (tk_text_percent_decode(t[3].s, t[3].n, dst, cap, &why) != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: seat %d %s: %s", r->lineno, s + 1,
                        field ? "name" : "spec", why != NULL ? why : "bad value");
        return TK_E_FORMAT;
    }
    h->seat_line[s][field] = r->lineno;
    return TK_OK;
}

int tk_rec_header_line(TkRecReader *r, TkField l, TkRecHeader *h, TkField *value)
{
    TkField t[64];
    int nt = tk_rec_split(l, t, 64);
    int key;
    if (nt < 1) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": too many fields",
                        r->lineno, TK_REC_QUOTE_ARGS(l));
        return TK_REC_HEADER_BAD;
    }
    if (tk_rec_is(t[0], "seat")) {
        return header_seat(r, l, t, nt, h) == TK_OK ? TK_REC_HEADER_LINE : TK_REC_HEADER_BAD;
    }
    for (key = 0; key < h->nkeys && key < TK_REC_KEYS; key++) {
        if (tk_rec_is(t[0], h->keys[key])) {
            break;
        }
    }
    if (key == h->nkeys || key == TK_REC_KEYS) {
        tk_text_message(r->msg, r->size, "line %d: unknown key '%.*s'", r->lineno,
                        (int)(t[0].n > TK_REC_QUOTE ? TK_REC_QUOTE : t[0].n), t[0].s);
        return TK_REC_HEADER_BAD;
    }
    if (h->seen[key] != 0) {
        tk_text_message(r->msg, r->size, "line %d: duplicate key '%s' (first on line %d)",
                        r->lineno, h->keys[key], h->seen[key]);
        return TK_REC_HEADER_BAD;
    }
    if (nt != 2) {
        tk_text_message(r->msg, r->size,
                        "line %d: " TK_REC_QUOTE_FMT ": '%s' takes exactly one value", r->lineno,
                        TK_REC_QUOTE_ARGS(l), h->keys[key]);
        return TK_REC_HEADER_BAD;
    }
    h->seen[key] = r->lineno;
    *value = t[1];
    return key;
}

int tk_rec_header_seats(TkRecReader *r, const TkRecHeader *h, int players)
{
    for (int s = players; s < TK_SAVED_SEATS; s++) {
        for (int f = 0; f < 2; f++) {
            if (h->seat_line[s][f] != 0) {
                tk_text_message(r->msg, r->size, "line %d: seat %d, but the table has %d players",
                                h->seat_line[s][f], s + 1, players);
                return TK_E_FORMAT;
            }
        }
    }
    return TK_OK;
}

int tk_rec_seed(TkRecReader *r, TkField l, TkField v, uint64_t *out)
{
    int st = tk_rec_num(v, 0, UINT64_MAX, out);
    if (st != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": %s", r->lineno,
                        TK_REC_QUOTE_ARGS(l),
                        st == TK_E_FORMAT ? "the seed must be a decimal number"
                                          : "the seed is above 2^64-1");
        return TK_E_FORMAT;
    }
    return TK_OK;
}

int tk_rec_seat_or_draw(TkRecReader *r, TkField l, TkField v, const char *key, int max,
                        int *out)
{
    uint64_t n = 0;
    if (tk_rec_is(v, "draw")) {
        *out = -1;
        return TK_OK;
    }
    if (tk_rec_num(v, 1, (uint64_t)max, &n) != TK_OK) {
        tk_text_message(r->msg, r->size,
                        "line %d: " TK_REC_QUOTE_FMT ": %s must be 'draw' or a seat 1..%d",
                        r->lineno, TK_REC_QUOTE_ARGS(l), key, max);
        return TK_E_FORMAT;
    }
    *out = (int)n - 1;
    return TK_OK;
}

int tk_rec_file(const char *path, size_t max, const char *title, char **text, size_t *len,
                char *msg, size_t size)
{
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    *text = NULL;
    *len = 0;
    if (path == NULL) {
        tk_text_message(msg, size, "no path or no place for the game");
        return TK_E_ARG;
    }
    int rc = tk_file_read(path, max, text, len, msg, size);
    if (rc == TK_E_FORMAT) {
        tk_text_message(msg, size, "'%s' is larger than %zu MiB: not a %s record", path,
                        max / (1024u * 1024u), title);
    }
    return rc;
}

void tk_rec_name_file(const char *path, int status, char *msg, size_t size)
{
    if (status != TK_E_FORMAT || msg == NULL || size == 0) {
        return;
    }
    size_t n = strlen(path) + strlen(msg) + 4;
    char *full = malloc(n);
    if (full != NULL) {
        snprintf(full, n, "%s: %s", path, msg);
        snprintf(msg, size, "%s", full);
        free(full);
    }
}

/* Pass 2, the header: its lines up to `history`, then the game made. */
static int read_header(TkRecReader *r, const TkRecReading *rd, void *ctx, int nlines,
                       TkRecHeader *h, void **game)
{
    TkField l, v;
    int got = tk_rec_next_line(r, &l); /* the magic line, checked */
    while (got == 1 && (got = tk_rec_next_line(r, &l)) == 1 && r->lineno != nlines) {
        if (l.n == 7 && memcmp(l.s, "history", 7) == 0) {
            int rc = tk_rec_header_seats(r, h, rd->players(ctx));
            return rc != TK_OK ? rc : rd->start(ctx, r, h, game);
        }
        int key = tk_rec_header_line(r, l, h, &v);
        if (key == TK_REC_HEADER_BAD) {
            return TK_E_FORMAT;
        }
        if (key >= 0) {
            int rc = rd->key(ctx, r, l, key, v);
            if (rc != TK_OK) {
                return rc;
            }
        }
    }
    tk_text_message(r->msg, r->size, "line %d: the 'history' line is missing", r->lineno);
    return TK_E_FORMAT;
}

/* Pass 2, the history: every line up to the end line replayed. */
static int read_history(TkRecReader *r, const TkRecReading *rd, void *ctx, int nlines,
                        uint64_t count, void *game)
{
    TkField l;
    int items = 0, got;
    while ((got = tk_rec_next_line(r, &l)) == 1 && r->lineno != nlines) {
        if (l.n >= 3 && memcmp(l.s, "end", 3) == 0 && (l.n == 3 || l.s[3] == ' ')) {
            tk_text_message(r->msg, r->size, "line %d: 'end' before the last line", r->lineno);
            return TK_E_FORMAT;
        }
        if (items == rd->format->max_items) {
            tk_text_message(r->msg, r->size, "line %d: more than %d history items", r->lineno,
                            rd->format->max_items);
            return TK_E_FORMAT;
        }
        int rc = rd->replay(ctx, r, l, game);
        if (rc != TK_OK) {
            return rc;
        }
        items++;
    }
    if (got != 1 || r->lineno != nlines) {
        /* Cannot happen after pass 1, but never trust that. */
        tk_text_message(r->msg, r->size, "line %d: unexpected end of the record", r->lineno);
        return TK_E_FORMAT;
    }
    if (count != (uint64_t)items) {
        tk_text_message(r->msg, r->size,
                        "line %d: the end line counts %llu history items but the record holds %d",
                        r->lineno, (unsigned long long)count, items);
        return TK_E_FORMAT;
    }
    return rd->finish != NULL ? rd->finish(ctx, r, game, items) : TK_OK;
}

int tk_rec_read(const char *text, size_t len, const TkRecReading *rd, void *ctx, void **game,
                TkSeatInfo *seats, char *msg, size_t size)
{
    TkRecReader r = {text, len, 0, 0, msg, size};
    TkRecHeader *h;
    int nlines = 0, rc;
    uint64_t count = 0;
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (game != NULL) {
        *game = NULL;
    }
    if (game == NULL || rd == NULL || (text == NULL && len > 0)) {
        tk_text_message(msg, size, "no text or no place for the game");
        return TK_E_ARG;
    }
    if (len > rd->max_bytes) {
        tk_text_message(msg, size, "the record is larger than %zu MiB",
                        rd->max_bytes / (1024u * 1024u));
        return TK_E_FORMAT;
    }
    rc = tk_rec_check_frame(&r, rd->format, &nlines, &count);
    if (rc != TK_OK) {
        return rc;
    }
    h = calloc(1, sizeof *h);
    if (h == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    h->keys = rd->keys;
    h->nkeys = rd->nkeys;
    h->max_seats = rd->max_seats;
    r.pos = 0;
    r.lineno = 0;
    rc = read_header(&r, rd, ctx, nlines, h, game);
    if (rc == TK_OK) {
        rc = read_history(&r, rd, ctx, nlines, count, *game);
    }
    if (rc != TK_OK && *game != NULL) {
        rd->free_game(*game);
        *game = NULL;
    }
    if (rc == TK_OK && seats != NULL) {
        int players = rd->players(ctx);
        memset(seats, 0, sizeof *seats * (size_t)players);
        memcpy(seats, h->seat, sizeof *seats * (size_t)players);
    }
    free(h);
    return rc;
}

int tk_rec_history_seat(TkRecReader *r, TkField l, TkField t, int players, const char *expected,
                        int *seat)
{
    uint64_t v = 0;
    int pr = tk_rec_num(t, 1, (uint64_t)players, &v);
    if (pr == TK_E_FORMAT) {
        tk_text_message(r->msg, r->size,
                        "line %d: " TK_REC_QUOTE_FMT ": unknown history line (expected %s)",
                        r->lineno, TK_REC_QUOTE_ARGS(l), expected);
        return TK_E_FORMAT;
    }
    if (pr != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": seat outside 1..%d",
                        r->lineno, TK_REC_QUOTE_ARGS(l), players);
        return TK_E_FORMAT;
    }
    *seat = (int)v - 1;
    return TK_OK;
}

void tk_saved_line(const TkSaved *sv, char *info, size_t size)
{
    const char *names[TK_SAVED_SEATS];
    int n = sv->players < TK_SAVED_SEATS ? sv->players : TK_SAVED_SEATS;
    for (int s = 0; s < n; s++) {
        names[s] = sv->seat[s].name;
    }
    tk_text_scores(info, size, sv->heading, sv->unit, names, sv->total, n);
}
