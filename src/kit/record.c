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
