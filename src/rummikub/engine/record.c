/*
 * record.c - Rummikub records: writing, saving (atomically, kit/file.h),
 * strict reading and replay (rummikub/record.h, docs/rummikub.md).
 *
 * Reading takes two passes: the first checks the framing of every line
 * (length, characters, terminator), the magic line and the closing `end`
 * line with its checksum, so a truncated or corrupted file is reported as
 * such before any of it is interpreted; the second reads the header and
 * replays the history through the engine.  Nothing here prints, and
 * nothing starts a process: seat specs are text.
 */
#include "rummikub/record.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "kit/file.h"
#include "kit/text.h"

#define REC_MAX_BYTES (16u * 1024u * 1024u) /* the whole file */
#define REC_MAX_LINE 1024                   /* characters in a line, without its end */
#define REC_MAX_ITEMS 1000000               /* history items */
#define REC_MAGIC "rummikub-record"
#define REC_QUOTE 48 /* characters of a line quoted in a message */

#define FNV_OFFSET 0xcbf29ce484222325ULL
#define FNV_PRIME 0x100000001b3ULL

static uint64_t fnv_add(uint64_t h, const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= FNV_PRIME;
    }
    return h;
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */

typedef struct Buf {
    char *p;
    size_t len;
    size_t cap;
    int failed;
} Buf;

static void buf_put(Buf *b, const char *s, size_t n)
{
    if (b->failed) {
        return;
    }
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (b->len + n + 1 > cap) {
            if (cap > ((size_t)-1) / 2) {
                b->failed = 1;
                return;
            }
            cap *= 2;
        }
        char *p = realloc(b->p, cap);
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

static void buf_str(Buf *b, const char *s)
{
    buf_put(b, s, strlen(s));
}

static void buf_printf(Buf *b, const char *fmt, ...) TK_PRINTF_LIKE(2, 3);

static void buf_printf(Buf *b, const char *fmt, ...)
{
    char tmp[128];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        b->failed = 1;
        return;
    }
    buf_put(b, tmp, (size_t)n);
}

static void buf_encoded(Buf *b, const char *s, size_t n)
{
    char e[3 * RK_SPEC_MAX + 1];
    size_t len = tk_text_percent_encode(s, n, e, sizeof e);
    if (len >= sizeof e) {
        b->failed = 1;
        return;
    }
    buf_put(b, e, len);
}

static size_t bounded_len(const char *s, size_t max)
{
    size_t n = 0;
    while (n < max && s[n] != '\0') {
        n++;
    }
    return n;
}

static int write_item(Buf *b, const RkHistoryItem *it, int players)
{
    if (it->is_script) {
        char text[RK_TILES * 4 + 1];
        rk_tiles_format(it->order, RK_TILES, text, sizeof text);
        buf_str(b, "script ");
        buf_str(b, text);
        buf_str(b, "\n");
        return TK_OK;
    }
    if (it->kind == RK_ACT_DEAL) {
        buf_str(b, "deal\n");
        return TK_OK;
    }
    if (it->seat < 0 || it->seat >= players) {
        return TK_E_ARG;
    }
    switch (it->kind) {
    case RK_ACT_DRAW:
        buf_printf(b, "%d draw\n", it->seat + 1);
        break;
    case RK_ACT_TIMEOUT:
        buf_printf(b, "%d timeout\n", it->seat + 1);
        break;
    case RK_ACT_PLAY: {
        char text[RK_TABLE_TEXT];
        if (rk_table_format(&it->table, text, sizeof text) >= sizeof text) {
            return TK_E_ARG;
        }
        buf_printf(b, "%d play ", it->seat + 1);
        buf_str(b, text);
        buf_str(b, "\n");
        break;
    }
    default:
        return TK_E_ARG;
    }
    return TK_OK;
}

int rk_record_write(const RkGame *g, const RkRecordMeta *meta, char **text, size_t *len)
{
    if (text != NULL) {
        *text = NULL;
    }
    if (len != NULL) {
        *len = 0;
    }
    if (g == NULL || text == NULL || !rk_game_history_whole(g)) {
        return TK_E_ARG;
    }
    const RkConfig *cfg = rk_game_config(g);
    int count = rk_game_history_count(g);
    if (count < 0 || count > REC_MAX_ITEMS) {
        return TK_E_ARG;
    }
    Buf b = {NULL, 0, 0, 0};
    buf_printf(&b, "%s %d\n", REC_MAGIC, RK_RECORD_VERSION);
    buf_printf(&b, "players %d\n", cfg->players);
    buf_printf(&b, "timer %d\n", cfg->timer);
    buf_printf(&b, "games %d\n", cfg->games);
    if (cfg->first < 0) {
        buf_str(&b, "first draw\n");
    } else {
        buf_printf(&b, "first %d\n", cfg->first + 1);
    }
    buf_printf(&b, "seed %llu\n", (unsigned long long)rk_game_seed(g));
    if (meta != NULL) {
        for (int s = 0; s < cfg->players; s++) {
            size_t n = bounded_len(meta->seat[s].spec, RK_SPEC_MAX);
            if (n > 0) {
                buf_printf(&b, "seat %d spec ", s + 1);
                buf_encoded(&b, meta->seat[s].spec, n);
                buf_str(&b, "\n");
            }
            n = bounded_len(meta->seat[s].name, RK_NAME_MAX);
            if (n > 0) {
                buf_printf(&b, "seat %d name ", s + 1);
                buf_encoded(&b, meta->seat[s].name, n);
                buf_str(&b, "\n");
            }
        }
    }
    buf_str(&b, "history\n");
    RkHistoryItem *it = malloc(sizeof *it);
    if (it == NULL) {
        free(b.p);
        return TK_E_NOMEM;
    }
    for (int i = 0; i < count && !b.failed; i++) {
        int rc = rk_game_history_item(g, i, it);
        if (rc == TK_OK) {
            rc = write_item(&b, it, cfg->players);
        }
        if (rc != TK_OK) {
            free(it);
            free(b.p);
            return rc;
        }
    }
    free(it);
    if (b.failed) {
        free(b.p);
        return TK_E_NOMEM;
    }
    uint64_t h = fnv_add(FNV_OFFSET, b.p, b.len);
    buf_printf(&b, "end %d %016llx\n", count, (unsigned long long)h);
    if (b.failed) {
        free(b.p);
        return TK_E_NOMEM;
    }
    *text = b.p;
    if (len != NULL) {
        *len = b.len;
    }
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Saving                                                              */

int rk_record_save(const RkGame *g, const RkRecordMeta *meta, const char *path, char *msg,
                   size_t size)
{
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (g == NULL || path == NULL || path[0] == '\0') {
        tk_text_message(msg, size, "no game or no path to save to");
        return TK_E_ARG;
    }
    char *text = NULL;
    size_t len = 0;
    int rc = rk_record_write(g, meta, &text, &len);
    if (rc != TK_OK) {
        tk_text_message(msg, size, "cannot write the record: %s",
                        rc == TK_E_NOMEM ? "out of memory" : "the game does not have its whole history");
        return rc;
    }
    /* Never save what would not load as the same match. */
    RkGame *r = NULL;
    rc = rk_record_read(text, len, &r, NULL, NULL, 0);
    if (rc != TK_OK || !rk_game_same(g, r)) {
        rk_game_free(r);
        free(text);
        tk_text_message(msg, size, "cannot save '%s': %s", path,
                        rc == TK_E_NOMEM ? "out of memory"
                                         : "the game's history does not replay to the same game");
        return rc == TK_E_NOMEM ? rc : TK_E_ARG;
    }
    rk_game_free(r);
    rc = tk_file_save_atomic(path, text, len, msg, size);
    free(text);
    return rc;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

typedef struct Tok {
    const char *s;
    size_t n;
} Tok;

typedef struct Line {
    const char *s;
    size_t n;
} Line;

typedef struct Reader {
    const char *text;
    size_t len;
    size_t pos;
    int lineno; /* the line last returned, 1-based */
    char *msg;
    size_t size;
} Reader;

#define QUOTE_FMT "'%.*s%s'"
#define QUOTE_ARGS(l) (int)((l).n > REC_QUOTE ? REC_QUOTE : (l).n), (l).s, ((l).n > REC_QUOTE ? "..." : "")

/* Takes the next line, checking its framing: 1 with *out, 0 at the end,
 * -1 on an error (message set). */
static int next_line(Reader *r, Line *out)
{
    if (r->pos >= r->len) {
        return 0;
    }
    r->lineno++;
    const char *s = r->text + r->pos;
    size_t avail = r->len - r->pos;
    size_t scan = avail < REC_MAX_LINE + 2 ? avail : REC_MAX_LINE + 2;
    const char *nl = memchr(s, '\n', scan);
    if (nl == NULL) {
        if (avail >= REC_MAX_LINE + 2) {
            tk_text_message(r->msg, r->size, "line %d: longer than %d characters", r->lineno,
                            REC_MAX_LINE);
        } else {
            tk_text_message(r->msg, r->size,
                            "line %d: the last line has no newline: the file is truncated", r->lineno);
        }
        return -1;
    }
    size_t n = (size_t)(nl - s);
    r->pos += n + 1;
    if (n > 0 && s[n - 1] == '\r') {
        n--;
    }
    if (n > REC_MAX_LINE) {
        tk_text_message(r->msg, r->size, "line %d: longer than %d characters", r->lineno,
                        REC_MAX_LINE);
        return -1;
    }
    if (n == 0) {
        tk_text_message(r->msg, r->size, "line %d: empty line", r->lineno);
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == 0) {
            tk_text_message(r->msg, r->size, "line %d: NUL byte at column %d", r->lineno, (int)i + 1);
            return -1;
        }
        if (c == '\r') {
            tk_text_message(r->msg, r->size, "line %d: stray carriage return at column %d", r->lineno,
                            (int)i + 1);
            return -1;
        }
        if (c < 0x20 || c >= 0x7f) {
            tk_text_message(r->msg, r->size, "line %d: byte 0x%02X at column %d is not printable ASCII",
                            r->lineno, c, (int)i + 1);
            return -1;
        }
        if (c == ' ' && (i == 0 || i + 1 == n || s[i + 1] == ' ')) {
            tk_text_message(r->msg, r->size,
                            "line %d: fields must be separated by single spaces, with none at either end",
                            r->lineno);
            return -1;
        }
    }
    out->s = s;
    out->n = n;
    return 1;
}

/* Splits a checked line into at most max fields: how many, or -1. */
static int split(Line l, Tok *t, int max)
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

static int tok_is(Tok t, const char *word)
{
    size_t n = strlen(word);
    return t.n == n && memcmp(t.s, word, n) == 0;
}

static int tok_num(Tok t, uint64_t lo, uint64_t hi, uint64_t *out)
{
    return tk_text_parse_u64(t.s, t.n, lo, hi, out);
}

enum { K_PLAYERS, K_TIMER, K_GAMES, K_FIRST, K_SEED, K_COUNT };

static const char *const key_names[K_COUNT] = {"players", "timer", "games", "first", "seed"};

typedef struct Header {
    RkConfig cfg;
    uint64_t seed;
    int seen[K_COUNT];                /* the line of each key, 0 if not seen */
    int seat_line[RK_MAX_SEATS][2];   /* lines of `seat S spec` / `seat S name` */
    RkRecordMeta meta;
} Header;

static int parse_seat_line(Reader *r, Line l, const Tok *t, int nt, Header *h)
{
    uint64_t v = 0;
    if (nt != 4) {
        tk_text_message(r->msg, r->size,
                        "line %d: " QUOTE_FMT ": expected 'seat S spec VALUE' or 'seat S name VALUE'",
                        r->lineno, QUOTE_ARGS(l));
        return TK_E_FORMAT;
    }
    if (tok_num(t[1], 1, RK_MAX_SEATS, &v) != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": seat must be 1..%d", r->lineno,
                        QUOTE_ARGS(l), RK_MAX_SEATS);
        return TK_E_FORMAT;
    }
    int s = (int)v - 1;
    int field;
    char *dst;
    size_t max;
    if (tok_is(t[2], "spec")) {
        field = 0;
        dst = h->meta.seat[s].spec;
        max = RK_SPEC_MAX;
    } else if (tok_is(t[2], "name")) {
        field = 1;
        dst = h->meta.seat[s].name;
        max = RK_NAME_MAX;
    } else {
        tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": unknown seat field (spec or name)",
                        r->lineno, QUOTE_ARGS(l));
        return TK_E_FORMAT;
    }
    if (h->seat_line[s][field] != 0) {
        tk_text_message(r->msg, r->size, "line %d: duplicate 'seat %d %s' (first on line %d)", r->lineno,
                        s + 1, field ? "name" : "spec", h->seat_line[s][field]);
        return TK_E_FORMAT;
    }
    const char *why = NULL;
    if (tk_text_percent_decode(t[3].s, t[3].n, dst, max + 1, &why) != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: seat %d %s: %s", r->lineno, s + 1,
                        field ? "name" : "spec", why != NULL ? why : "bad value");
        return TK_E_FORMAT;
    }
    h->seat_line[s][field] = r->lineno;
    return TK_OK;
}

static int parse_header_line(Reader *r, Line l, Header *h)
{
    Tok t[8];
    int nt = split(l, t, 8);
    uint64_t v = 0;
    if (nt < 1) {
        tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": too many fields", r->lineno,
                        QUOTE_ARGS(l));
        return TK_E_FORMAT;
    }
    if (tok_is(t[0], "seat")) {
        return parse_seat_line(r, l, t, nt, h);
    }
    int key;
    for (key = 0; key < K_COUNT; key++) {
        if (tok_is(t[0], key_names[key])) {
            break;
        }
    }
    if (key == K_COUNT) {
        tk_text_message(r->msg, r->size, "line %d: unknown key '%.*s'", r->lineno,
                        (int)(t[0].n > REC_QUOTE ? REC_QUOTE : t[0].n), t[0].s);
        return TK_E_FORMAT;
    }
    if (h->seen[key] != 0) {
        tk_text_message(r->msg, r->size, "line %d: duplicate key '%s' (first on line %d)", r->lineno,
                        key_names[key], h->seen[key]);
        return TK_E_FORMAT;
    }
    if (nt != 2) {
        tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": '%s' takes exactly one value",
                        r->lineno, QUOTE_ARGS(l), key_names[key]);
        return TK_E_FORMAT;
    }
    h->seen[key] = r->lineno;
    int pr;
    switch (key) {
    case K_SEED:
        pr = tok_num(t[1], 0, UINT64_MAX, &v);
        if (pr != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": %s", r->lineno, QUOTE_ARGS(l),
                            pr == TK_E_FORMAT ? "the seed must be a decimal number"
                                              : "the seed is above 2^64-1");
            return TK_E_FORMAT;
        }
        h->seed = v;
        return TK_OK;
    case K_FIRST:
        if (tok_is(t[1], "draw")) {
            h->cfg.first = -1;
            return TK_OK;
        }
        if (tok_num(t[1], 1, RK_MAX_SEATS, &v) != TK_OK) {
            tk_text_message(r->msg, r->size,
                            "line %d: " QUOTE_FMT ": first must be 'draw' or a seat 1..%d", r->lineno,
                            QUOTE_ARGS(l), RK_MAX_SEATS);
            return TK_E_FORMAT;
        }
        h->cfg.first = (int)v - 1;
        return TK_OK;
    case K_PLAYERS:
        if (tok_num(t[1], RK_MIN_SEATS, RK_MAX_SEATS, &v) != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": players must be %d..%d",
                            r->lineno, QUOTE_ARGS(l), RK_MIN_SEATS, RK_MAX_SEATS);
            return TK_E_FORMAT;
        }
        h->cfg.players = (int)v;
        return TK_OK;
    case K_TIMER:
        if (tok_num(t[1], 0, 120, &v) != TK_OK) {
            tk_text_message(r->msg, r->size,
                            "line %d: " QUOTE_FMT ": timer must be 0, 30, 45, 60, 90 or 120", r->lineno,
                            QUOTE_ARGS(l));
            return TK_E_FORMAT;
        }
        h->cfg.timer = (int)v;
        return TK_OK;
    default: /* K_GAMES */
        if (tok_num(t[1], 1, RK_GAMES_MAX, &v) != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": games must be 1..%d", r->lineno,
                            QUOTE_ARGS(l), RK_GAMES_MAX);
            return TK_E_FORMAT;
        }
        h->cfg.games = (int)v;
        return TK_OK;
    }
}

/* At the `history` line: every key there, the table allowed; the game. */
static int start_game(Reader *r, Header *h, RkGame **out)
{
    for (int k = 0; k < K_COUNT; k++) {
        if (h->seen[k] == 0) {
            tk_text_message(r->msg, r->size, "line %d: the header has no '%s' line", r->lineno,
                            key_names[k]);
            return TK_E_FORMAT;
        }
    }
    for (int s = h->cfg.players; s < RK_MAX_SEATS; s++) {
        for (int f = 0; f < 2; f++) {
            if (h->seat_line[s][f] != 0) {
                tk_text_message(r->msg, r->size, "line %d: seat %d, but the table has %d players",
                                h->seat_line[s][f], s + 1, h->cfg.players);
                return TK_E_FORMAT;
            }
        }
    }
    if (h->cfg.first >= h->cfg.players) {
        tk_text_message(r->msg, r->size, "line %d: first seat %d, but the table has %d players",
                        h->seen[K_FIRST], h->cfg.first + 1, h->cfg.players);
        return TK_E_FORMAT;
    }
    char why[160] = "";
    int rc = rk_game_new(&h->cfg, h->seed, out, why, sizeof why);
    if (rc == TK_E_NOMEM) {
        tk_text_message(r->msg, r->size, "out of memory");
        return rc;
    }
    if (rc != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: the recorded table is not allowed: %s", r->lineno,
                        why[0] ? why : tk_status_string(rc));
        return TK_E_FORMAT;
    }
    return TK_OK;
}

static const char *refusal(const RkGame *g, int rc)
{
    const char *e = rk_game_error(g);
    return e[0] != '\0' ? e : tk_status_string(rc);
}

static int parse_script(Reader *r, Line l, const Tok *t, int nt, RkGame *g)
{
    RkTile order[RK_TILES];
    if (nt - 1 != RK_TILES) {
        tk_text_message(r->msg, r->size, "line %d: a script lists the %d tiles of the box, not %d",
                        r->lineno, RK_TILES, nt - 1);
        return TK_E_FORMAT;
    }
    uint8_t seen[RK_KINDS] = {0};
    for (int k = 0; k < RK_TILES; k++) {
        if (rk_tile_parse(t[k + 1].s, t[k + 1].n, &order[k]) != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: script tile %d '%.*s' is not a tile", r->lineno,
                            k + 1, (int)(t[k + 1].n > 8 ? 8 : t[k + 1].n), t[k + 1].s);
            return TK_E_FORMAT;
        }
        if (seen[order[k]] == RK_COPIES) {
            char name[RK_TILE_TEXT];
            rk_tile_format(order[k], name);
            tk_text_message(r->msg, r->size, "line %d: the script lists %s more than twice", r->lineno,
                            name);
            return TK_E_FORMAT;
        }
        seen[order[k]]++;
    }
    int rc = rk_game_script_mix(g, order, RK_TILES);
    if (rc == TK_E_NOMEM) {
        tk_text_message(r->msg, r->size, "out of memory");
        return rc;
    }
    if (rc != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": refused: %s", r->lineno, QUOTE_ARGS(l),
                        refusal(g, rc));
        return TK_E_FORMAT;
    }
    return TK_OK;
}

/* Parses and replays one history line (not `end`). */
static int replay_line(Reader *r, Line l, RkGame *g, RkTable *table)
{
    Tok t[REC_MAX_LINE / 2 + 1]; /* a line of single-space separated fields */
    int nt = split(l, t, REC_MAX_LINE / 2 + 1);
    uint64_t v = 0;
    if (nt < 1) {
        tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": too many fields", r->lineno,
                        QUOTE_ARGS(l));
        return TK_E_FORMAT;
    }
    if (tok_is(t[0], "script")) {
        return parse_script(r, l, t, nt, g);
    }
    int seat = -1;
    RkActionKind kind;
    const RkTable *arg = NULL;
    if (tok_is(t[0], "deal")) {
        if (nt != 1) {
            tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": 'deal' takes no value", r->lineno,
                            QUOTE_ARGS(l));
            return TK_E_FORMAT;
        }
        kind = RK_ACT_DEAL;
    } else {
        int players = rk_game_config(g)->players;
        int pr = tok_num(t[0], 1, (uint64_t)players, &v);
        if (pr == TK_E_FORMAT) {
            tk_text_message(r->msg, r->size,
                            "line %d: " QUOTE_FMT
                            ": unknown history line (expected script, deal, end, or a seat and "
                            "draw, timeout or play SETS)",
                            r->lineno, QUOTE_ARGS(l));
            return TK_E_FORMAT;
        }
        if (pr != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": seat outside 1..%d", r->lineno,
                            QUOTE_ARGS(l), players);
            return TK_E_FORMAT;
        }
        seat = (int)v - 1;
        if (nt < 2) {
            tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": an action must follow the seat",
                            r->lineno, QUOTE_ARGS(l));
            return TK_E_FORMAT;
        }
        if (tok_is(t[1], "draw") || tok_is(t[1], "timeout")) {
            kind = tok_is(t[1], "draw") ? RK_ACT_DRAW : RK_ACT_TIMEOUT;
            if (nt != 2) {
                tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": '%.*s' takes no value",
                                r->lineno, QUOTE_ARGS(l), (int)t[1].n, t[1].s);
                return TK_E_FORMAT;
            }
        } else if (tok_is(t[1], "play")) {
            kind = RK_ACT_PLAY;
            if (nt < 3) {
                tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": 'play' needs the table",
                                r->lineno, QUOTE_ARGS(l));
                return TK_E_FORMAT;
            }
            char why[160] = "";
            size_t at = (size_t)(t[2].s - l.s);
            if (rk_table_parse(l.s + at, l.n - at, table, why, sizeof why) != TK_OK) {
                tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": %s", r->lineno, QUOTE_ARGS(l),
                                why);
                return TK_E_FORMAT;
            }
            arg = table;
        } else {
            tk_text_message(r->msg, r->size,
                            "line %d: " QUOTE_FMT ": unknown action (draw, timeout, play SETS)",
                            r->lineno, QUOTE_ARGS(l));
            return TK_E_FORMAT;
        }
    }
    int rc = rk_apply(g, seat, kind, arg);
    if (rc == TK_E_NOMEM) {
        tk_text_message(r->msg, r->size, "out of memory");
        return rc;
    }
    if (rc != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": refused: %s", r->lineno, QUOTE_ARGS(l),
                        refusal(g, rc));
        return TK_E_FORMAT;
    }
    return TK_OK;
}

static const char *parse_end(Line l, uint64_t *count, uint64_t *sum)
{
    Tok t[4];
    int nt = split(l, t, 4);
    if (nt != 3 || !tok_is(t[0], "end")) {
        return "expected 'end COUNT CHECKSUM'";
    }
    if (tok_num(t[1], 0, REC_MAX_ITEMS, count) != TK_OK) {
        return "the item count is not a number 0..1000000";
    }
    if (t[2].n != 16 || tk_text_parse_hex64(t[2].s, t[2].n, sum) != TK_OK) {
        return "the checksum must be 16 hex digits";
    }
    return NULL;
}

/* Pass 1: framing, the magic line, the end line and the checksum. */
static int check_frame(Reader *r, int *nlines, uint64_t *count)
{
    static const char magic[] = REC_MAGIC " ";
    size_t mlen = sizeof magic - 1;
    size_t cmp = r->len < mlen ? r->len : mlen;
    uint64_t h = FNV_OFFSET, before_last = FNV_OFFSET, sum = 0;
    Line l, last = {NULL, 0};
    int got;

    if (r->len == 0) {
        tk_text_message(r->msg, r->size, "empty file: not a Rummikub record");
        return TK_E_FORMAT;
    }
    if (memcmp(r->text, magic, cmp) != 0 || r->len < mlen) {
        tk_text_message(r->msg, r->size, "line 1: not a Rummikub record (the first line must be '%s %d')",
                        REC_MAGIC, RK_RECORD_VERSION);
        return TK_E_FORMAT;
    }
    while ((got = next_line(r, &l)) == 1) {
        if (r->lineno == 1) {
            Tok t[3];
            uint64_t version = 0;
            if (split(l, t, 3) != 2 || !tok_is(t[0], REC_MAGIC)) {
                tk_text_message(r->msg, r->size, "line 1: not a Rummikub record (expected '%s %d')",
                                REC_MAGIC, RK_RECORD_VERSION);
                return TK_E_FORMAT;
            }
            int pr = tok_num(t[1], 0, UINT32_MAX, &version);
            if (pr == TK_E_FORMAT || (pr == TK_OK && version == 0)) {
                tk_text_message(r->msg, r->size, "line 1: bad record version '%.*s'",
                                (int)(t[1].n > REC_QUOTE ? REC_QUOTE : t[1].n), t[1].s);
                return TK_E_FORMAT;
            }
            if (pr != TK_OK || version > RK_RECORD_VERSION) {
                tk_text_message(r->msg, r->size,
                                "line 1: record version %.*s is newer than this program reads (%d)",
                                (int)(t[1].n > REC_QUOTE ? REC_QUOTE : t[1].n), t[1].s,
                                RK_RECORD_VERSION);
                return TK_E_FORMAT;
            }
        }
        if (r->lineno > REC_MAX_ITEMS + 64) {
            tk_text_message(r->msg, r->size, "line %d: too many lines (at most %d history items)",
                            r->lineno, REC_MAX_ITEMS);
            return TK_E_FORMAT;
        }
        before_last = h;
        h = fnv_add(h, l.s, l.n);
        h = fnv_add(h, "\n", 1);
        last = l;
    }
    if (got < 0) {
        return TK_E_FORMAT;
    }
    if (r->lineno < 2 || last.n < 4 || memcmp(last.s, "end ", 4) != 0) {
        tk_text_message(r->msg, r->size,
                        "line %d is not an 'end' line: the record is truncated (or has text after its end)",
                        r->lineno);
        return TK_E_FORMAT;
    }
    const char *why = parse_end(last, count, &sum);
    if (why != NULL) {
        tk_text_message(r->msg, r->size, "line %d: " QUOTE_FMT ": %s", r->lineno, QUOTE_ARGS(last), why);
        return TK_E_FORMAT;
    }
    if (sum != before_last) {
        tk_text_message(r->msg, r->size,
                        "line %d: checksum mismatch (the file says %016llx, its content gives %016llx): "
                        "the record is corrupted or was edited",
                        r->lineno, (unsigned long long)sum, (unsigned long long)before_last);
        return TK_E_FORMAT;
    }
    *nlines = r->lineno;
    return TK_OK;
}

/* Pass 2 on a framed text: the header, the game, the history. */
static int read_body(Reader *r, int nlines, uint64_t count, RkGame **out, RkRecordMeta *meta,
                     RkTable *table)
{
    Header h;
    memset(&h, 0, sizeof h);
    rk_config_default(&h.cfg, 2);
    RkGame *g = NULL;
    Line l;
    int got = next_line(r, &l); /* the magic line, checked */
    while (got == 1 && (got = next_line(r, &l)) == 1) {
        if (r->lineno == nlines) {
            break;
        }
        if (l.n == 7 && memcmp(l.s, "history", 7) == 0) {
            int rc = start_game(r, &h, &g);
            if (rc != TK_OK) {
                return rc;
            }
            break;
        }
        int rc = parse_header_line(r, l, &h);
        if (rc != TK_OK) {
            return rc;
        }
    }
    if (g == NULL) {
        tk_text_message(r->msg, r->size, "line %d: the 'history' line is missing", r->lineno);
        return TK_E_FORMAT;
    }
    int items = 0;
    while ((got = next_line(r, &l)) == 1) {
        if (r->lineno == nlines) {
            break;
        }
        if (l.n >= 3 && memcmp(l.s, "end", 3) == 0 && (l.n == 3 || l.s[3] == ' ')) {
            tk_text_message(r->msg, r->size, "line %d: 'end' before the last line", r->lineno);
            rk_game_free(g);
            return TK_E_FORMAT;
        }
        int rc = replay_line(r, l, g, table);
        if (rc != TK_OK) {
            rk_game_free(g);
            return rc;
        }
        items++;
    }
    if (got != 1 || r->lineno != nlines) {
        tk_text_message(r->msg, r->size, "line %d: unexpected end of the record", r->lineno);
        rk_game_free(g);
        return TK_E_FORMAT;
    }
    if (count != (uint64_t)items) {
        tk_text_message(r->msg, r->size,
                        "line %d: the end line counts %llu history items but the record holds %d",
                        r->lineno, (unsigned long long)count, items);
        rk_game_free(g);
        return TK_E_FORMAT;
    }
    if (meta != NULL) {
        memset(meta, 0, sizeof *meta);
        for (int s = 0; s < h.cfg.players; s++) {
            meta->seat[s] = h.meta.seat[s];
        }
    }
    *out = g;
    return TK_OK;
}

int rk_record_read(const char *text, size_t len, RkGame **out, RkRecordMeta *meta, char *msg,
                   size_t size)
{
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (out != NULL) {
        *out = NULL;
    }
    if (out == NULL || (text == NULL && len > 0)) {
        tk_text_message(msg, size, "no text or no place for the game");
        return TK_E_ARG;
    }
    if (len > REC_MAX_BYTES) {
        tk_text_message(msg, size, "the record is larger than 16 MiB");
        return TK_E_FORMAT;
    }
    Reader r = {text, len, 0, 0, msg, size};
    int nlines = 0;
    uint64_t count = 0;
    int rc = check_frame(&r, &nlines, &count);
    if (rc != TK_OK) {
        return rc;
    }
    r.pos = 0;
    r.lineno = 0;
    RkTable *table = malloc(sizeof *table);
    if (table == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    rc = read_body(&r, nlines, count, out, meta, table);
    free(table);
    return rc;
}

int rk_record_load(const char *path, RkGame **out, RkRecordMeta *meta, char *msg, size_t size)
{
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (out != NULL) {
        *out = NULL;
    }
    if (path == NULL || out == NULL) {
        tk_text_message(msg, size, "no path or no place for the game");
        return TK_E_ARG;
    }
    char *buf = NULL;
    size_t len = 0;
    int rc = tk_file_read(path, REC_MAX_BYTES, &buf, &len, msg, size);
    if (rc == TK_E_FORMAT) {
        tk_text_message(msg, size, "'%s' is larger than 16 MiB: not a Rummikub record", path);
    }
    if (rc != TK_OK) {
        return rc;
    }
    rc = rk_record_read(buf, len, out, meta, msg, size);
    free(buf);
    if (rc == TK_E_FORMAT && msg != NULL && size > 0) {
        size_t n = strlen(path) + strlen(msg) + 4;
        char *full = malloc(n);
        if (full != NULL) {
            snprintf(full, n, "%s: %s", path, msg);
            snprintf(msg, size, "%s", full);
            free(full);
        }
    }
    return rc;
}
