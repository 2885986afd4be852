/*
 * history.c - the match history's lines, read and appended, its records'
 * files kept bounded, and the figures drawn from it (kit/history.h).
 */
#include "kit/history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/file.h"
#include "kit/status.h"
#include "kit/text.h"

#define LINE_MAGIC "h1"
#define SUM_KEY " sum="
#define MAX_FIELDS 96
#define REC_PREFIX "match-"

static void clear_msg(char *msg, size_t size)
{
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
}

static int key_ok(const char *key)
{
    size_t i, n = key != NULL ? strlen(key) : 0;
    if (n == 0 || n > TK_HIST_KEY_MAX) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        char c = key[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
            return 0;
        }
    }
    return 1;
}

int tk_hist_set_extra(TkHistEntry *e, const char *key, long value)
{
    int i;
    if (e == NULL || !key_ok(key)) {
        return TK_E_ARG;
    }
    for (i = 0; i < e->nextra; i++) {
        if (strcmp(e->extra_key[i], key) == 0) {
            e->extra[i] = value;
            return TK_OK;
        }
    }
    if (e->nextra >= TK_HIST_EXTRAS) {
        return TK_E_ARG;
    }
    snprintf(e->extra_key[e->nextra], sizeof e->extra_key[0], "%s", key);
    e->extra[e->nextra++] = value;
    return TK_OK;
}

int tk_hist_extra(const TkHistEntry *e, const char *key, long *out)
{
    int i;
    for (i = 0; e != NULL && key != NULL && i < e->nextra; i++) {
        if (strcmp(e->extra_key[i], key) == 0) {
            if (out != NULL) {
                *out = e->extra[i];
            }
            return 1;
        }
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* One line                                                            */

static const char kind_letter[] = {'p', 'c', 'b'};

/* " KEY=" then value percent-encoded. */
static void put_text(TkBuf *b, const char *key, int seat, const char *value)
{
    if (seat > 0) {
        tk_buf_printf(b, " %s%d=", key, seat);
    } else {
        tk_buf_printf(b, " %s=", key);
    }
    tk_buf_encoded(b, value, strlen(value));
}

int tk_hist_line(const TkHistEntry *e, TkBuf *b)
{
    size_t start;
    uint64_t sum;
    int i;
    if (e == NULL || b == NULL || e->players < 1 || e->players > TK_SAVED_SEATS ||
        e->me < -1 || e->me >= e->players || e->nextra < 0 || e->nextra > TK_HIST_EXTRAS ||
        e->seq < 1 || e->when < 0 || e->seconds < 0 || e->units < 0) {
        return TK_E_ARG;
    }
    for (i = 0; i < e->nextra; i++) {
        if (!key_ok(e->extra_key[i])) {
            return TK_E_ARG;
        }
    }
    for (i = 0; i < e->players; i++) {
        if ((int)e->seat[i].kind < 0 || (int)e->seat[i].kind > 2) {
            return TK_E_ARG;
        }
    }
    start = b->len;
    tk_buf_printf(b, LINE_MAGIC " seq=%ld when=%lld secs=%ld end=%s units=%d players=%d me=%d",
                  e->seq, (long long)e->when, e->seconds, e->abandoned ? "abandoned" : "done",
                  e->units, e->players, e->me + 1);
    put_text(b, "opts", 0, e->options);
    for (i = 0; i < e->players; i++) {
        const TkHistSeat *s = &e->seat[i];
        tk_buf_printf(b, " k%d=%c", i + 1, kind_letter[s->kind]);
        put_text(b, "l", i + 1, s->who);
        put_text(b, "n", i + 1, s->name);
        tk_buf_printf(b, " s%d=%ld r%d=%d", i + 1, s->score, i + 1, s->won ? 1 : 0);
    }
    for (i = 0; i < e->nextra; i++) {
        tk_buf_printf(b, " x.%s=%ld", e->extra_key[i], e->extra[i]);
    }
    put_text(b, "rec", 0, e->record);
    if (b->failed) {
        return TK_E_NOMEM;
    }
    sum = tk_fnv_add(TK_FNV_OFFSET, b->p + start, b->len - start);
    tk_buf_printf(b, SUM_KEY "%016llx\n", (unsigned long long)sum);
    if (b->failed) {
        return TK_E_NOMEM;
    }
    if (b->len - start - 1 > TK_REC_MAX_LINE) {
        b->len = start; /* names and options are bounded: cannot happen */
        return TK_E_ARG;
    }
    return TK_OK;
}

/* The value of field f after "KEY=" as a number. */
static int field_long(TkField v, long lo, long hi, long *out)
{
    return tk_text_parse_long(v.s, v.n, lo, hi, out);
}

static int field_text(TkField v, char *out, size_t size)
{
    return tk_text_percent_decode(v.s, v.n, out, size, NULL);
}

/* Splits "KEY=VALUE": 1 with *key (up to '='), *val; 0 if no '='. */
static int split_eq(TkField f, TkField *key, TkField *val)
{
    const char *eq = memchr(f.s, '=', f.n);
    if (eq == NULL) {
        return 0;
    }
    key->s = f.s;
    key->n = (size_t)(eq - f.s);
    val->s = eq + 1;
    val->n = f.n - key->n - 1;
    return 1;
}

static int field_is(TkField k, const char *word)
{
    return k.n == strlen(word) && memcmp(k.s, word, k.n) == 0;
}

/* "k3" -> 3 with prefix "k": the seat 1..8, or 0. */
static int seat_key(TkField k, char prefix)
{
    if (k.n == 2 && k.s[0] == prefix && k.s[1] >= '1' && k.s[1] <= '0' + TK_SAVED_SEATS) {
        return k.s[1] - '0';
    }
    return 0;
}

#define BAD(...)                                                                                   \
    do {                                                                                           \
        tk_text_message(msg, size, __VA_ARGS__);                                                   \
        return TK_E_FORMAT;                                                                        \
    } while (0)

/* Checks the line's characters: printable ASCII, single spaces. */
static int line_chars_ok(const char *s, size_t n)
{
    size_t i;
    if (n == 0 || n > TK_REC_MAX_LINE || s[0] == ' ' || s[n - 1] == ' ') {
        return 0;
    }
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c >= 0x7f || (c == ' ' && s[i + 1] == ' ')) {
            return 0;
        }
    }
    return 1;
}

/* Each of the line's keys seen once. */
enum { K_SEQ, K_WHEN, K_SECS, K_END, K_UNITS, K_PLAYERS, K_ME, K_OPTS, K_REC, K_COUNT };

int tk_hist_parse(const char *line, size_t n, TkHistEntry *e, char *msg, size_t size)
{
    static const char *const keys[K_COUNT] = {"seq",   "when", "secs", "end", "units",
                                              "players", "me", "opts", "rec"};
    TkField t[MAX_FIELDS];
    TkField l, k, v;
    int seen[K_COUNT] = {0};
    int seat_seen[TK_SAVED_SEATS][5];
    const char *sum_at;
    uint64_t want, got, when;
    long num;
    int nf, i, j;

    clear_msg(msg, size);
    if (line == NULL || e == NULL) {
        return TK_E_ARG;
    }
    memset(e, 0, sizeof *e);
    memset(seat_seen, 0, sizeof seat_seen);
    if (!line_chars_ok(line, n)) {
        BAD("not a line of printable text with single spaces, at most %d characters",
            TK_REC_MAX_LINE);
    }
    /* the checksum first: a damaged line is said to be so before it is read */
    sum_at = NULL;
    for (i = (int)n - 1; i >= 0 && sum_at == NULL; i--) {
        if ((size_t)i + sizeof SUM_KEY - 1 <= n &&
            memcmp(line + i, SUM_KEY, sizeof SUM_KEY - 1) == 0) {
            sum_at = line + i;
        }
    }
    if (sum_at == NULL) {
        BAD("no checksum: the line was cut short");
    }
    v.s = sum_at + sizeof SUM_KEY - 1;
    v.n = n - (size_t)(v.s - line);
    if (v.n != 16 || tk_text_parse_hex64(v.s, v.n, &want) != TK_OK) {
        BAD("the checksum is not 16 hexadecimal digits");
    }
    got = tk_fnv_add(TK_FNV_OFFSET, line, (size_t)(sum_at - line));
    if (got != want) {
        BAD("the checksum does not match: the line is damaged");
    }
    l.s = line;
    l.n = (size_t)(sum_at - line);
    nf = tk_rec_split(l, t, MAX_FIELDS);
    if (nf < 1) {
        BAD("more than %d fields", MAX_FIELDS);
    }
    if (!tk_rec_is(t[0], LINE_MAGIC)) {
        BAD("not a line of the match history (it begins '%.*s')", (int)(t[0].n > 16 ? 16 : t[0].n),
            t[0].s);
    }
    e->me = -1;
    for (i = 1; i < nf; i++) {
        int seat, known = -1;
        if (!split_eq(t[i], &k, &v)) {
            BAD("field %d is not KEY=VALUE", i + 1);
        }
        for (j = 0; j < K_COUNT; j++) {
            if (field_is(k, keys[j])) {
                known = j;
            }
        }
        if (known >= 0) {
            if (seen[known]) {
                BAD("'%s' twice", keys[known]);
            }
            seen[known] = 1;
        }
        switch (known) {
        case K_SEQ:
            if (field_long(v, 1, 2000000000L, &e->seq) != TK_OK) {
                BAD("seq is not a number 1..2000000000");
            }
            continue;
        case K_WHEN:
            if (tk_text_parse_u64(v.s, v.n, 0, 1000000000000ULL, &when) != TK_OK) {
                BAD("when is not a time");
            }
            e->when = (int64_t)when;
            continue;
        case K_SECS:
            if (field_long(v, 0, 2000000000L, &e->seconds) != TK_OK) {
                BAD("secs is not a number of seconds");
            }
            continue;
        case K_END:
            if (v.n == 4 && memcmp(v.s, "done", 4) == 0) {
                e->abandoned = 0;
            } else if (v.n == 9 && memcmp(v.s, "abandoned", 9) == 0) {
                e->abandoned = 1;
            } else {
                BAD("end is neither 'done' nor 'abandoned'");
            }
            continue;
        case K_UNITS:
            if (field_long(v, 0, 1000000L, &num) != TK_OK) {
                BAD("units is not a number 0..1000000");
            }
            e->units = (int)num;
            continue;
        case K_PLAYERS:
            if (field_long(v, 1, TK_SAVED_SEATS, &num) != TK_OK) {
                BAD("players is not a number 1..%d", TK_SAVED_SEATS);
            }
            e->players = (int)num;
            continue;
        case K_ME:
            if (field_long(v, 0, TK_SAVED_SEATS, &num) != TK_OK) {
                BAD("me is not a seat 0..%d", TK_SAVED_SEATS);
            }
            e->me = (int)num - 1;
            continue;
        case K_OPTS:
            if (field_text(v, e->options, sizeof e->options) != TK_OK) {
                BAD("opts is not percent-encoded text of at most %d bytes", TK_HIST_OPTIONS_MAX);
            }
            continue;
        case K_REC:
            if (field_text(v, e->record, sizeof e->record) != TK_OK ||
                (e->record[0] != '\0' &&
                 (strchr(e->record, '/') != NULL || strchr(e->record, '\\') != NULL ||
                  strchr(e->record, ':') != NULL || strstr(e->record, "..") != NULL))) {
                BAD("rec is not a record's name");
            }
            continue;
        default:
            break;
        }
        if (k.n > 2 && k.s[0] == 'x' && k.s[1] == '.') {
            char key[TK_HIST_KEY_MAX + 1];
            if (k.n - 2 > TK_HIST_KEY_MAX) {
                BAD("a figure's key is longer than %d characters", TK_HIST_KEY_MAX);
            }
            memcpy(key, k.s + 2, k.n - 2);
            key[k.n - 2] = '\0';
            if (tk_hist_extra(e, key, NULL)) {
                BAD("figure '%s' twice", key);
            }
            if (field_long(v, -2000000000L, 2000000000L, &num) != TK_OK ||
                tk_hist_set_extra(e, key, num) != TK_OK) {
                BAD("figure '%s' is not a number, or there are more than %d", key, TK_HIST_EXTRAS);
            }
            continue;
        }
        seat = 0;
        for (j = 0; j < 5 && seat == 0; j++) {
            static const char prefix[5] = {'k', 'l', 'n', 's', 'r'};
            seat = seat_key(k, prefix[j]);
            if (seat > 0) {
                TkHistSeat *s = &e->seat[seat - 1];
                int bad = 0;
                if (seat_seen[seat - 1][j]) {
                    BAD("'%.*s' twice", (int)k.n, k.s);
                }
                seat_seen[seat - 1][j] = 1;
                switch (j) {
                case 0:
                    if (v.n != 1 || (v.s[0] != 'p' && v.s[0] != 'c' && v.s[0] != 'b')) {
                        bad = 1;
                    } else {
                        s->kind = v.s[0] == 'p'   ? TK_HIST_PERSON
                                  : v.s[0] == 'c' ? TK_HIST_COMPUTER
                                                  : TK_HIST_BOT;
                    }
                    break;
                case 1:
                    bad = field_text(v, s->who, sizeof s->who) != TK_OK;
                    break;
                case 2:
                    bad = field_text(v, s->name, sizeof s->name) != TK_OK;
                    break;
                case 3:
                    bad = field_long(v, -2000000000L, 2000000000L, &s->score) != TK_OK;
                    break;
                default:
                    bad = field_long(v, 0, 1, &num) != TK_OK;
                    s->won = (int)num;
                    break;
                }
                if (bad) {
                    BAD("'%.*s' has a value it cannot have", (int)k.n, k.s);
                }
            }
        }
        if (seat == 0) {
            BAD("unknown field '%.*s'", (int)(k.n > 24 ? 24 : k.n), k.s);
        }
    }
    for (j = 0; j < K_COUNT; j++) {
        if (!seen[j]) {
            BAD("no '%s'", keys[j]);
        }
    }
    for (i = 0; i < TK_SAVED_SEATS; i++) {
        for (j = 0; j < 5; j++) {
            if (seat_seen[i][j] != (i < e->players)) {
                BAD("seat %d's fields do not match players=%d", i + 1, e->players);
            }
        }
    }
    if (e->me >= e->players) {
        BAD("me names seat %d of %d", e->me + 1, e->players);
    }
    return TK_OK;
}

#undef BAD

/* ------------------------------------------------------------------ */
/* The file                                                            */

static int join(char *out, size_t size, const char *dir, const char *name)
{
    int n = snprintf(out, size, "%s/%s", dir, name);
    return n < 0 || (size_t)n >= size ? TK_E_ARG : TK_OK;
}

int tk_hist_read(const char *dir, int (*each)(void *ctx, const TkHistEntry *e), void *ctx,
                 TkHistRead *info, char *msg, size_t size)
{
    char path[1100];
    char *text = NULL;
    size_t len = 0, pos = 0;
    long lineno = 0;
    TkHistRead local;
    TkHistEntry e;
    int st;

    clear_msg(msg, size);
    if (info == NULL) {
        info = &local;
    }
    memset(info, 0, sizeof *info);
    if (dir == NULL || join(path, sizeof path, dir, TK_HIST_FILE) != TK_OK) {
        tk_text_message(msg, size, "no folder for the match history, or too long a path");
        return TK_E_ARG;
    }
    {
        FILE *f = fopen(path, "rb");
        if (f == NULL) {
            return TK_OK; /* no history yet */
        }
        fclose(f);
    }
    st = tk_file_read(path, TK_HIST_MAX_BYTES, &text, &len, msg, size);
    if (st != TK_OK) {
        return st;
    }
    while (pos < len) {
        const char *s = text + pos;
        const char *nl = memchr(s, '\n', len - pos);
        size_t n = nl != NULL ? (size_t)(nl - s) : len - pos;
        char why[160];
        pos += n + (nl != NULL ? 1 : 0);
        lineno++;
        if (n > 0 && s[n - 1] == '\r') {
            n--;
        }
        if (n == 0) {
            continue; /* an empty line says nothing */
        }
        if (tk_hist_parse(s, n, &e, why, sizeof why) != TK_OK) {
            if (info->damaged++ == 0) {
                info->first_damaged = lineno;
                snprintf(info->why, sizeof info->why, "%s", why);
            }
            continue;
        }
        info->entries++;
        if (e.seq > info->last_seq) {
            info->last_seq = e.seq;
        }
        if (each != NULL && each(ctx, &e) != 0) {
            break;
        }
    }
    free(text);
    return TK_OK;
}

typedef struct LastRing {
    TkHistEntry *ring;
    long max;
    long count;
} LastRing;

static int keep_last(void *ctx, const TkHistEntry *e)
{
    LastRing *r = ctx;
    r->ring[r->count % r->max] = *e;
    r->count++;
    return 0;
}

int tk_hist_load_last(const char *dir, long max, TkHistEntry **out, long *n, TkHistRead *info,
                      char *msg, size_t size)
{
    LastRing r;
    TkHistEntry *list;
    long i, have, first;
    int st;
    if (out == NULL || n == NULL || max < 1) {
        return TK_E_ARG;
    }
    *out = NULL;
    *n = 0;
    r.max = max;
    r.count = 0;
    r.ring = malloc((size_t)max * sizeof *r.ring);
    if (r.ring == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    st = tk_hist_read(dir, keep_last, &r, info, msg, size);
    if (st != TK_OK) {
        free(r.ring);
        return st;
    }
    have = r.count < max ? r.count : max;
    first = r.count < max ? 0 : r.count % max;
    list = malloc((size_t)(have > 0 ? have : 1) * sizeof *list);
    if (list == NULL) {
        free(r.ring);
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    for (i = 0; i < have; i++) {
        list[i] = r.ring[(first + i) % max];
    }
    free(r.ring);
    *out = list;
    *n = have;
    return TK_OK;
}

void tk_hist_record_name(long seq, const char *ext, char *out, size_t size)
{
    snprintf(out, size, REC_PREFIX "%08ld.%s", seq, ext != NULL && ext[0] != '\0' ? ext : "rec");
}

int tk_hist_record_path(const char *dir, const char *name, char *out, size_t size)
{
    int n;
    if (dir == NULL || name == NULL || name[0] == '\0' || strchr(name, '/') != NULL ||
        strchr(name, '\\') != NULL || strchr(name, ':') != NULL || strstr(name, "..") != NULL ||
        out == NULL) {
        return TK_E_ARG;
    }
    n = snprintf(out, size, "%s/" TK_HIST_DIR "/%s", dir, name);
    return n < 0 || (size_t)n >= size ? TK_E_ARG : TK_OK;
}

int tk_hist_make_dir(const char *dir, char *msg, size_t size)
{
    char path[1100];
    if (dir == NULL || join(path, sizeof path, dir, TK_HIST_DIR) != TK_OK) {
        tk_text_message(msg, size, "no folder for the match history, or too long a path");
        return TK_E_ARG;
    }
    return tk_file_make_dir(path, msg, size);
}

int tk_hist_next_seq(const char *dir, long *seq, char *msg, size_t size)
{
    TkHistRead info;
    int st = tk_hist_read(dir, NULL, NULL, &info, msg, size);
    if (st == TK_OK && seq != NULL) {
        *seq = info.last_seq + 1;
    }
    return st;
}

/* The seq of a record's file name "match-SEQ.EXT" (a temporary file of
 * an atomic save of one too), or 0. */
static long record_seq(const char *name)
{
    const char *p = name + sizeof REC_PREFIX - 1;
    const char *dot;
    long seq;
    if (strncmp(name, REC_PREFIX, sizeof REC_PREFIX - 1) != 0) {
        return 0;
    }
    dot = strchr(p, '.');
    if (dot == NULL || tk_text_parse_long(p, (size_t)(dot - p), 1, 2000000000L, &seq) != TK_OK) {
        return 0;
    }
    return seq;
}

/* Removes the records (and their writers' leftovers) of the matches
 * before first. */
static void prune(const char *dir, long first)
{
    char folder[1100], path[1200];
    char **names = NULL;
    size_t count = 0, i;
    if (join(folder, sizeof folder, dir, TK_HIST_DIR) != TK_OK ||
        tk_file_list_dir(folder, &names, &count) != TK_OK) {
        return;
    }
    for (i = 0; i < count; i++) {
        long seq = record_seq(names[i]);
        if (seq > 0 && seq < first && join(path, sizeof path, folder, names[i]) == TK_OK) {
            (void)tk_file_remove(path);
        }
    }
    tk_file_names_free(names, count);
}

int tk_hist_append(const char *dir, const TkHistEntry *e, int keep, char *msg, size_t size)
{
    char path[1100];
    TkBuf b = {NULL, 0, 0, 0};
    int st;
    clear_msg(msg, size);
    if (dir == NULL || e == NULL || join(path, sizeof path, dir, TK_HIST_FILE) != TK_OK) {
        tk_text_message(msg, size, "no folder for the match history, or too long a path");
        return TK_E_ARG;
    }
    st = tk_hist_line(e, &b);
    if (st != TK_OK) {
        free(b.p);
        tk_text_message(msg, size, "the match cannot be written in the history: %s",
                        tk_status_string(st));
        return st;
    }
    st = tk_file_append(path, b.p, b.len, msg, size);
    free(b.p);
    if (st == TK_OK && keep > 0 && e->seq > keep) {
        prune(dir, e->seq - keep + 1);
    }
    return st;
}

int tk_hist_reset(const char *dir, char *msg, size_t size)
{
    char path[1100], folder[1100], rec[1200];
    char **names = NULL;
    size_t count = 0, i;
    int failed = 0;
    clear_msg(msg, size);
    if (dir == NULL || join(path, sizeof path, dir, TK_HIST_FILE) != TK_OK ||
        join(folder, sizeof folder, dir, TK_HIST_DIR) != TK_OK) {
        tk_text_message(msg, size, "no folder for the match history, or too long a path");
        return TK_E_ARG;
    }
    if (tk_file_list_dir(folder, &names, &count) == TK_OK) {
        for (i = 0; i < count; i++) {
            if (record_seq(names[i]) > 0 && join(rec, sizeof rec, folder, names[i]) == TK_OK &&
                tk_file_remove(rec) != TK_OK) {
                failed = 1;
            }
        }
        tk_file_names_free(names, count);
    }
    {
        FILE *f = fopen(path, "rb");
        if (f != NULL) {
            fclose(f);
            if (tk_file_remove(path) != TK_OK) {
                failed = 1;
            }
        }
    }
    if (failed) {
        tk_text_message(msg, size, "the history in '%s' could not be removed whole", dir);
        return TK_E_IO;
    }
    return TK_OK;
}

/* A text field of CSV: quoted, its quotes doubled. */
static void csv_text(TkBuf *b, const char *text)
{
    const char *p;
    tk_buf_put(b, ",\"", 2);
    for (p = text; *p != '\0'; p++) {
        tk_buf_put(b, p, 1);
        if (*p == '"') {
            tk_buf_put(b, "\"", 1);
        }
    }
    tk_buf_put(b, "\"", 1);
}

static void civil_from_days(int64_t z, int *y, unsigned *m, unsigned *d)
{
    /* Howard Hinnant's days_from_civil, inverted */
    int64_t era, yy;
    unsigned doe, yoe, doy, mp;
    z += 719468;
    era = (z >= 0 ? z : z - 146096) / 146097;
    doe = (unsigned)(z - era * 146097);
    yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    yy = (int64_t)yoe + era * 400;
    doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = (int)(yy + (*m <= 2));
}

typedef struct CsvCtx {
    TkBuf b;
    long count;
} CsvCtx;

static int csv_each(void *ctx, const TkHistEntry *e)
{
    static const char *const kinds[] = {"person", "computer", "bot"};
    CsvCtx *c = ctx;
    TkBuf *b = &c->b;
    char figures[TK_HIST_EXTRAS * (TK_HIST_KEY_MAX + 16) + 1];
    size_t at = 0;
    int y, i;
    unsigned mo, d;
    int64_t secs = e->when % 86400;
    civil_from_days(e->when / 86400, &y, &mo, &d);
    tk_buf_printf(b, "%ld,%04d-%02u-%02uT%02d:%02d:%02dZ,%s,%ld,%d,%d,%d", e->seq, y, mo, d,
                  (int)(secs / 3600), (int)(secs / 60 % 60), (int)(secs % 60),
                  e->abandoned ? "abandoned" : "finished", e->seconds, e->units, e->players,
                  e->me + 1);
    if (e->me >= 0) {
        tk_buf_printf(b, ",%s,%ld",
                      e->abandoned ? "abandoned" : e->seat[e->me].won ? "won" : "lost",
                      e->seat[e->me].score);
    } else {
        tk_buf_str(b, ",,");
    }
    for (i = 0; i < TK_SAVED_SEATS; i++) {
        if (i < e->players) {
            tk_buf_printf(b, ",%s", kinds[e->seat[i].kind]);
            csv_text(b, e->seat[i].who);
            csv_text(b, e->seat[i].name);
            tk_buf_printf(b, ",%ld,%d", e->seat[i].score, e->seat[i].won);
        } else {
            tk_buf_str(b, ",,,,,");
        }
    }
    csv_text(b, e->options);
    figures[0] = '\0';
    for (i = 0; i < e->nextra; i++) {
        int n = snprintf(figures + at, sizeof figures - at, "%s%s=%ld", i > 0 ? ";" : "",
                         e->extra_key[i], e->extra[i]);
        if (n > 0 && (size_t)n < sizeof figures - at) {
            at += (size_t)n;
        }
    }
    csv_text(b, figures);
    csv_text(b, e->record);
    tk_buf_str(b, "\r\n");
    c->count++;
    return b->failed ? 1 : 0;
}

int tk_hist_export_csv(const char *dir, const char *path, long *count, char *msg, size_t size)
{
    CsvCtx c;
    int i, st;
    memset(&c, 0, sizeof c);
    clear_msg(msg, size);
    if (path == NULL) {
        return TK_E_ARG;
    }
    tk_buf_str(&c.b, "seq,ended,end,seconds,units,seats,player_seat,player_result,player_score");
    for (i = 1; i <= TK_SAVED_SEATS; i++) {
        tk_buf_printf(&c.b, ",seat%d_kind,seat%d_who,seat%d_name,seat%d_score,seat%d_won", i, i, i,
                      i, i);
    }
    tk_buf_str(&c.b, ",options,figures,record\r\n");
    st = tk_hist_read(dir, csv_each, &c, NULL, msg, size);
    if (st == TK_OK && c.b.failed) {
        tk_text_message(msg, size, "out of memory");
        st = TK_E_NOMEM;
    }
    if (st == TK_OK) {
        st = tk_file_save_atomic(path, c.b.p, c.b.len, msg, size);
    }
    free(c.b.p);
    if (st == TK_OK && count != NULL) {
        *count = c.count;
    }
    return st;
}

/* ------------------------------------------------------------------ */
/* The figures                                                         */

void tk_hist_stats_init(TkHistStats *s)
{
    if (s != NULL) {
        memset(s, 0, sizeof *s);
    }
}

static void tally(TkHistTally *t, char result)
{
    t->played++;
    if (result == 'W') {
        t->won++;
    } else if (result == 'L') {
        t->lost++;
    } else {
        t->abandoned++;
    }
}

/* The tally of level in s (added when new; past TK_HIST_LEVELS, the
 * last). */
static TkHistTally *level_tally(TkHistStats *s, const char *level)
{
    int i;
    for (i = 0; i < s->nlevels; i++) {
        if (strcmp(s->level[i], level) == 0) {
            return &s->by_level[i];
        }
    }
    if (s->nlevels < TK_HIST_LEVELS) {
        snprintf(s->level[s->nlevels], sizeof s->level[0], "%s", level);
        return &s->by_level[s->nlevels++];
    }
    return NULL;
}

/* Where level stands in order[0..n-1], n when it is not there. */
static int level_rank(const char *level, const char *const *order, int n)
{
    for (int k = 0; k < n; k++) {
        if (order[k] != NULL && strcmp(order[k], level) == 0) {
            return k;
        }
    }
    return n;
}

void tk_hist_stats_order_levels(TkHistStats *s, const char *const *order, int n)
{
    /* An insertion sort, stable: the levels not in order keep theirs. */
    for (int i = 1; i < s->nlevels; i++) {
        char name[TK_HIST_WHO_MAX + 1];
        TkHistTally t = s->by_level[i];
        int rank = level_rank(s->level[i], order, n), j = i;
        memcpy(name, s->level[i], sizeof name);
        while (j > 0 && level_rank(s->level[j - 1], order, n) > rank) {
            memcpy(s->level[j], s->level[j - 1], sizeof name);
            s->by_level[j] = s->by_level[j - 1];
            j--;
        }
        memcpy(s->level[j], name, sizeof name);
        s->by_level[j] = t;
    }
}

void tk_hist_stats_add(TkHistStats *s, const TkHistGame *g, const TkHistEntry *e)
{
    const TkHistSeat *me;
    char result;
    int i, j, bots = 0;
    TkHistTally *seen[TK_SAVED_SEATS];
    int nseen = 0;
    if (s == NULL || e == NULL) {
        return;
    }
    s->entries++;
    if (e->me < 0 || e->me >= e->players) {
        s->no_person++;
        return;
    }
    me = &e->seat[e->me];
    result = e->abandoned ? 'A' : me->won ? 'W' : 'L';
    tally(&s->all, result);
    for (i = 0; i < e->players; i++) {
        if (e->seat[i].kind == TK_HIST_BOT) {
            bots = 1;
        } else if (e->seat[i].kind == TK_HIST_COMPUTER) {
            TkHistTally *t = level_tally(s, e->seat[i].who);
            int again = 0;
            for (j = 0; j < nseen; j++) {
                again |= seen[j] == t;
            }
            if (t != NULL && !again) {
                tally(t, result);
                seen[nseen++] = t;
            }
        }
    }
    if (bots) {
        tally(&s->by_bots, result);
    }
    tally(&s->by_seats[e->players], result);
    if (result == 'W') {
        s->streak = s->streak > 0 ? s->streak + 1 : 1;
        s->won_seconds += e->seconds;
        if (s->streak > s->longest_won) {
            s->longest_won = s->streak;
        }
    } else {
        s->streak = s->streak < 0 ? s->streak - 1 : -1;
        if (-s->streak > s->longest_lost) {
            s->longest_lost = -s->streak;
        }
    }
    if (!e->abandoned) {
        int lower = g != NULL && g->lower_better;
        if (s->scored == 0 || (lower ? me->score < s->best_score : me->score > s->best_score)) {
            s->best_score = me->score;
        }
        s->scored++;
        s->mean_score += (double)me->score; /* the sum until finished */
    }
    s->seconds += e->seconds;
    s->units += e->units;
    for (i = 0; g != NULL && i < g->nfigures && i < TK_HIST_EXTRAS; i++) {
        const TkHistFigureDef *d = &g->figure[i];
        long v, per;
        if (!tk_hist_extra(e, d->key, &v)) {
            continue;
        }
        s->figure_known[i] = 1;
        s->acc_key[i] += (double)v;
        if (d->how == TK_HIST_RATIO && d->per != NULL && tk_hist_extra(e, d->per, &per)) {
            s->acc_per[i] += (double)per;
        } else if (d->how == TK_HIST_PER_MINUTE) {
            s->acc_per[i] += d->per != NULL && tk_hist_extra(e, d->per, &per)
                                 ? (double)per / 1000.0
                                 : (double)e->seconds;
        }
    }
    if (s->nchart == TK_HIST_CHART) {
        memmove(s->chart, s->chart + 1, (TK_HIST_CHART - 1) * sizeof s->chart[0]);
        s->nchart--;
    }
    s->chart[s->nchart].result = result;
    s->chart[s->nchart].score = me->score;
    s->chart[s->nchart].seq = e->seq;
    s->nchart++;
}

void tk_hist_stats_finish(TkHistStats *s, const TkHistGame *g)
{
    int i;
    if (s == NULL) {
        return;
    }
    s->mean_score = s->scored > 0 ? s->mean_score / (double)s->scored : 0.0;
    s->mean_won_seconds = s->all.won > 0 ? (double)s->won_seconds / (double)s->all.won : 0.0;
    for (i = 0; g != NULL && i < g->nfigures && i < TK_HIST_EXTRAS; i++) {
        switch (g->figure[i].how) {
        case TK_HIST_TOTAL:
            s->figure[i] = s->acc_key[i];
            break;
        case TK_HIST_RATIO:
            s->figure_known[i] &= s->acc_per[i] > 0.0;
            s->figure[i] = s->figure_known[i] ? s->acc_key[i] / s->acc_per[i] : 0.0;
            break;
        default:
            s->figure_known[i] &= s->acc_per[i] > 0.0;
            s->figure[i] = s->figure_known[i] ? s->acc_key[i] * 60.0 / s->acc_per[i] : 0.0;
            break;
        }
    }
}

double tk_hist_percent(const TkHistTally *t)
{
    return t != NULL && t->played > 0 ? 100.0 * (double)t->won / (double)t->played : 0.0;
}

typedef struct StatsRead {
    TkHistStats *s;
    const TkHistGame *g;
} StatsRead;

static int stats_each(void *ctx, const TkHistEntry *e)
{
    StatsRead *r = ctx;
    tk_hist_stats_add(r->s, r->g, e);
    return 0;
}

int tk_hist_stats_read(const char *dir, const TkHistGame *g, TkHistStats *s, TkHistRead *info,
                       char *msg, size_t size)
{
    StatsRead r;
    int st;
    if (s == NULL) {
        return TK_E_ARG;
    }
    tk_hist_stats_init(s);
    r.s = s;
    r.g = g;
    st = tk_hist_read(dir, stats_each, &r, info, msg, size);
    tk_hist_stats_finish(s, g);
    return st;
}
