/*
 * record.c - Ratuki records: writing, saving (atomically, kit/file.h),
 * strict reading and replay (ratuki/record.h, docs/ratuki.md).
 *
 * Reading takes two passes: the first checks the framing of every line
 * (length, characters, terminator), the magic line and the closing `end`
 * line with its checksum (kit/record.h), so a truncated or corrupted file
 * is reported as such before any of it is interpreted; the second reads
 * the header and replays the history through the engine, which refuses
 * what the rules refuse.  Nothing here prints, and nothing starts a
 * process: seat specs are text.
 */
#include "ratuki/record.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "kit/file.h"
#include "kit/record.h"
#include "kit/text.h"

#define REC_MAX_BYTES (16u * 1024u * 1024u) /* the whole file */
#define REC_MAX_ITEMS 2000000               /* history items */
#define REC_MAGIC "ratuki-record"

static const TkRecFormat rec_format = {REC_MAGIC, "Ratuki", RT_RECORD_VERSION, REC_MAX_ITEMS};

/* ------------------------------------------------------------------ */
/* Writing                                                             */

static int write_item(TkBuf *b, const RtHistoryItem *it, int players)
{
    if (it->is_script) {
        if (it->seat < 0 || it->seat >= players) {
            return TK_E_ARG;
        }
        tk_buf_printf(b, "script %d", it->seat + 1);
        for (int i = 0; i < RT_DECK; i++) {
            tk_buf_printf(b, " %d", it->order[i] + 1);
        }
        tk_buf_str(b, "\n");
        return TK_OK;
    }
    const RtAction *a = &it->action;
    switch (a->kind) {
    case RT_ACT_DEAL:
        tk_buf_str(b, "deal\n");
        return TK_OK;
    case RT_ACT_ADVANCE:
        tk_buf_printf(b, "%d advance\n", a->time);
        return TK_OK;
    case RT_ACT_PLAY:
        if (a->seat < 0 || a->seat >= players) {
            return TK_E_ARG;
        }
        tk_buf_printf(b, "%d %d play %s slot=%d place=%d\n", a->time, a->seat + 1,
                      rt_value_text(rt_card_value(it->card)), a->slot + 1, a->place + 1);
        return TK_OK;
    case RT_ACT_DISCARD:
        if (a->seat < 0 || a->seat >= players) {
            return TK_E_ARG;
        }
        tk_buf_printf(b, "%d %d discard %s slot=%d\n", a->time, a->seat + 1,
                      rt_value_text(rt_card_value(it->card)), a->slot + 1);
        return TK_OK;
    default:
        return TK_E_ARG;
    }
}

/* The header, up to and with the `history` line. */
static void write_header(TkBuf *b, const RtGame *g, const RtRecordMeta *meta)
{
    const RtConfig *cfg = rt_game_config(g);
    tk_buf_printf(b, "%s %d\n", REC_MAGIC, RT_RECORD_VERSION);
    tk_buf_printf(b, "players %d\n", cfg->players);
    if (cfg->target == 0) {
        tk_buf_str(b, "target one-round\n");
    } else {
        tk_buf_printf(b, "target %d\n", cfg->target);
    }
    tk_buf_printf(b, "window %d\n", cfg->window);
    tk_buf_printf(b, "seed %llu\n", (unsigned long long)rt_game_seed(g));
    if (meta != NULL) {
        for (int s = 0; s < cfg->players; s++) {
            size_t n = tk_bounded_len(meta->seat[s].spec, RT_SPEC_MAX);
            if (n > 0) {
                tk_buf_printf(b, "seat %d spec ", s + 1);
                tk_buf_encoded(b, meta->seat[s].spec, n);
                tk_buf_str(b, "\n");
            }
            n = tk_bounded_len(meta->seat[s].name, RT_NAME_MAX);
            if (n > 0) {
                tk_buf_printf(b, "seat %d name ", s + 1);
                tk_buf_encoded(b, meta->seat[s].name, n);
                tk_buf_str(b, "\n");
            }
        }
    }
    tk_buf_str(b, "history\n");
}

int rt_record_write(const RtGame *g, const RtRecordMeta *meta, char **text, size_t *len)
{
    if (text != NULL) {
        *text = NULL;
    }
    if (len != NULL) {
        *len = 0;
    }
    if (g == NULL || text == NULL || !rt_game_history_whole(g)) {
        return TK_E_ARG;
    }
    int players = rt_game_config(g)->players;
    int count = rt_game_history_count(g);
    if (count < 0 || count > REC_MAX_ITEMS) {
        return TK_E_ARG;
    }
    TkBuf b = {NULL, 0, 0, 0};
    write_header(&b, g, meta);
    for (int i = 0; i < count && !b.failed; i++) {
        RtHistoryItem it;
        int rc = rt_game_history_item(g, i, &it);
        if (rc == TK_OK) {
            rc = write_item(&b, &it, players);
        }
        if (rc != TK_OK) {
            free(b.p);
            return rc;
        }
    }
    if (b.failed) {
        free(b.p);
        return TK_E_NOMEM;
    }
    uint64_t h = tk_fnv_add(TK_FNV_OFFSET, b.p, b.len);
    tk_buf_printf(&b, "end %d %016llx\n", count, (unsigned long long)h);
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

int rt_record_save(const RtGame *g, const RtRecordMeta *meta, const char *path, char *msg,
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
    int rc = rt_record_write(g, meta, &text, &len);
    if (rc != TK_OK) {
        tk_text_message(msg, size, "cannot write the record: %s",
                        rc == TK_E_NOMEM ? "out of memory"
                                         : "the match does not have its whole history");
        return rc;
    }
    /* Never save what would not load as the same match. */
    RtGame *r = NULL;
    rc = rt_record_read(text, len, &r, NULL, NULL, 0);
    if (rc != TK_OK || !rt_game_same(g, r)) {
        rt_game_free(r);
        free(text);
        tk_text_message(msg, size, "cannot save '%s': %s", path,
                        rc == TK_E_NOMEM ? "out of memory"
                                         : "the match's history does not replay to the same match");
        return rc == TK_E_NOMEM ? rc : TK_E_ARG;
    }
    rt_game_free(r);
    rc = tk_file_save_atomic(path, text, len, msg, size);
    free(text);
    return rc;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

enum { K_PLAYERS, K_TARGET, K_WINDOW, K_SEED, K_COUNT };

static const char *const key_names[K_COUNT] = {"players", "target", "window", "seed"};

typedef struct Header {
    RtConfig cfg;
    uint64_t seed;
    int seen[K_COUNT];              /* the line of each key, 0 if not seen */
    int seat_line[RT_MAX_SEATS][2]; /* lines of `seat S spec` / `seat S name` */
    RtRecordMeta meta;
} Header;

static int bad_line(TkRecReader *r, TkField l, const char *why)
{
    tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": %s", r->lineno,
                    TK_REC_QUOTE_ARGS(l), why);
    return TK_E_FORMAT;
}

static int parse_seat_line(TkRecReader *r, TkField l, const TkField *t, int nt, Header *h)
{
    uint64_t v = 0;
    if (nt != 4) {
        return bad_line(r, l, "expected 'seat S spec VALUE' or 'seat S name VALUE'");
    }
    if (tk_rec_num(t[1], 1, RT_MAX_SEATS, &v) != TK_OK) {
        return bad_line(r, l, "a seat is 1..5");
    }
    int s = (int)v - 1;
    int field;
    char *dst;
    size_t max;
    if (tk_rec_is(t[2], "spec")) {
        field = 0;
        dst = h->meta.seat[s].spec;
        max = RT_SPEC_MAX;
    } else if (tk_rec_is(t[2], "name")) {
        field = 1;
        dst = h->meta.seat[s].name;
        max = RT_NAME_MAX;
    } else {
        return bad_line(r, l, "unknown seat field (spec or name)");
    }
    if (h->seat_line[s][field] != 0) {
        tk_text_message(r->msg, r->size, "line %d: duplicate 'seat %d %s' (first on line %d)",
                        r->lineno, s + 1, field ? "name" : "spec", h->seat_line[s][field]);
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

static int parse_header_line(TkRecReader *r, TkField l, Header *h)
{
    TkField t[8];
    int nt = tk_rec_split(l, t, 8);
    uint64_t v = 0;
    if (nt < 1) {
        return bad_line(r, l, "too many fields");
    }
    if (tk_rec_is(t[0], "seat")) {
        return parse_seat_line(r, l, t, nt, h);
    }
    int key;
    for (key = 0; key < K_COUNT; key++) {
        if (tk_rec_is(t[0], key_names[key])) {
            break;
        }
    }
    if (key == K_COUNT) {
        tk_text_message(r->msg, r->size, "line %d: unknown key '%.*s'", r->lineno,
                        (int)(t[0].n > TK_REC_QUOTE ? TK_REC_QUOTE : t[0].n), t[0].s);
        return TK_E_FORMAT;
    }
    if (h->seen[key] != 0) {
        tk_text_message(r->msg, r->size, "line %d: duplicate key '%s' (first on line %d)",
                        r->lineno, key_names[key], h->seen[key]);
        return TK_E_FORMAT;
    }
    if (nt != 2) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": '%s' takes exactly one value",
                        r->lineno, TK_REC_QUOTE_ARGS(l), key_names[key]);
        return TK_E_FORMAT;
    }
    h->seen[key] = r->lineno;
    int pr;
    switch (key) {
    case K_SEED:
        pr = tk_rec_num(t[1], 0, UINT64_MAX, &v);
        if (pr != TK_OK) {
            return bad_line(r, l, pr == TK_E_FORMAT ? "the seed must be a decimal number"
                                                    : "the seed is above 2^64-1");
        }
        h->seed = v;
        return TK_OK;
    case K_PLAYERS:
        if (tk_rec_num(t[1], RT_MIN_SEATS, RT_MAX_SEATS, &v) != TK_OK) {
            return bad_line(r, l, "players must be 2..5");
        }
        h->cfg.players = (int)v;
        return TK_OK;
    case K_TARGET:
        if (tk_rec_is(t[1], "one-round")) {
            h->cfg.target = 0;
            return TK_OK;
        }
        if (tk_rec_num(t[1], 1, RT_TARGET_MAX, &v) != TK_OK) {
            return bad_line(r, l, "target must be 1..1000 or one-round");
        }
        h->cfg.target = (int)v;
        return TK_OK;
    default: /* K_WINDOW */
        if (tk_rec_num(t[1], 0, RT_WINDOW_MAX, &v) != TK_OK) {
            return bad_line(r, l, "window must be 0..200 (ms)");
        }
        h->cfg.window = (int)v;
        return TK_OK;
    }
}

/* At the `history` line: every key there, the seats at the table; the game. */
static int start_game(TkRecReader *r, Header *h, RtGame **out)
{
    for (int k = 0; k < K_COUNT; k++) {
        if (h->seen[k] == 0) {
            tk_text_message(r->msg, r->size, "line %d: the header has no '%s' line", r->lineno,
                            key_names[k]);
            return TK_E_FORMAT;
        }
    }
    for (int s = h->cfg.players; s < RT_MAX_SEATS; s++) {
        for (int f = 0; f < 2; f++) {
            if (h->seat_line[s][f] != 0) {
                tk_text_message(r->msg, r->size, "line %d: seat %d, but the table has %d players",
                                h->seat_line[s][f], s + 1, h->cfg.players);
                return TK_E_FORMAT;
            }
        }
    }
    char why[160] = "";
    int rc = rt_game_new(&h->cfg, h->seed, out, why, sizeof why);
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

static int refused(TkRecReader *r, TkField l, const RtGame *g, int rc)
{
    if (rc == TK_E_NOMEM) {
        tk_text_message(r->msg, r->size, "out of memory");
        return rc;
    }
    const char *e = rt_game_error(g);
    tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": refused: %s", r->lineno,
                    TK_REC_QUOTE_ARGS(l), e[0] != '\0' ? e : tk_status_string(rc));
    return TK_E_FORMAT;
}

static int parse_script(TkRecReader *r, TkField l, const TkField *t, int nt, RtGame *g)
{
    int players = rt_game_config(g)->players;
    uint64_t v = 0;
    int order[RT_DECK];
    if (nt != RT_DECK + 2) {
        tk_text_message(r->msg, r->size,
                        "line %d: a script names a seat and lists the %d cards of its deck, not %d",
                        r->lineno, RT_DECK, nt - 2);
        return TK_E_FORMAT;
    }
    if (tk_rec_num(t[1], 1, (uint64_t)players, &v) != TK_OK) {
        return bad_line(r, l, "the script's seat is not at the table");
    }
    int seat = (int)v - 1;
    for (int i = 0; i < RT_DECK; i++) {
        if (tk_rec_num(t[i + 2], 1, RT_DECK, &v) != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: script card %d is not a card 1..%d of the deck",
                            r->lineno, i + 1, RT_DECK);
            return TK_E_FORMAT;
        }
        order[i] = (int)v - 1;
    }
    int rc = rt_game_script_deck(g, seat, order, RT_DECK);
    return rc == TK_OK ? TK_OK : refused(r, l, g, rc);
}

/* `slot=N` or `place=N`: N in 1..hi, 0-based into *out. */
static int keyed(TkField t, const char *key, int hi, int *out)
{
    size_t k = strlen(key);
    uint64_t v = 0;
    if (t.n <= k + 1 || memcmp(t.s, key, k) != 0 || t.s[k] != '=') {
        return 0;
    }
    TkField n = {t.s + k + 1, t.n - k - 1};
    if (tk_rec_num(n, 1, (uint64_t)hi, &v) != TK_OK) {
        return 0;
    }
    *out = (int)v - 1;
    return 1;
}

/* Parses and replays one history line (not `end`). */
static int replay_line(TkRecReader *r, TkField l, RtGame *g)
{
    TkField t[RT_DECK + 4];
    int nt = tk_rec_split(l, t, RT_DECK + 4);
    uint64_t v = 0;
    if (nt < 1) {
        return bad_line(r, l, "too many fields");
    }
    if (tk_rec_is(t[0], "script")) {
        return parse_script(r, l, t, nt, g);
    }
    if (tk_rec_is(t[0], "deal")) {
        if (nt != 1) {
            return bad_line(r, l, "'deal' takes no value");
        }
        int rc = rt_deal(g);
        return rc == TK_OK ? TK_OK : refused(r, l, g, rc);
    }
    int pr = tk_rec_num(t[0], 0, RT_TIME_MAX, &v);
    if (pr == TK_E_FORMAT) {
        return bad_line(r, l,
                        "unknown history line (expected script, deal, or a time and advance, "
                        "or a time, a seat and play or discard)");
    }
    if (pr != TK_OK) {
        return bad_line(r, l, "the time is past a round's 24 hours");
    }
    RtAction a;
    memset(&a, 0, sizeof a);
    a.time = (int)v;
    if (nt >= 2 && tk_rec_is(t[1], "advance")) {
        if (nt != 2) {
            return bad_line(r, l, "'advance' takes no value");
        }
        a.kind = RT_ACT_ADVANCE;
        int rc = rt_apply(g, &a);
        return rc == TK_OK ? TK_OK : refused(r, l, g, rc);
    }
    int players = rt_game_config(g)->players;
    if (nt < 3 || tk_rec_num(t[1], 1, (uint64_t)players, &v) != TK_OK) {
        return bad_line(r, l, "expected 'T advance', 'T S play C slot=N place=K' or 'T S discard C slot=N' (S a seat at the table)");
    }
    a.seat = (int)v - 1;
    int value = 0;
    if (tk_rec_is(t[2], "play")) {
        a.kind = RT_ACT_PLAY;
        if (nt != 6 || (value = rt_value_parse(t[3].s, t[3].n)) == 0 || t[3].s[0] == 'w' ||
            !keyed(t[4], "slot", RT_HAND, &a.slot) || !keyed(t[5], "place", players, &a.place)) {
            return bad_line(r, l, "expected 'T S play C slot=N place=K' (C 1-5 or W, N 1-3, K a place at the table)");
        }
    } else if (tk_rec_is(t[2], "discard")) {
        a.kind = RT_ACT_DISCARD;
        if (nt != 5 || (value = rt_value_parse(t[3].s, t[3].n)) == 0 || t[3].s[0] == 'w' ||
            !keyed(t[4], "slot", RT_HAND, &a.slot)) {
            return bad_line(r, l, "expected 'T S discard C slot=N' (C 1-5 or W, N 1-3)");
        }
    } else {
        return bad_line(r, l, "unknown action (play, discard)");
    }
    if (rt_game_phase(g) == RT_PHASE_ROUND) {
        RtCard c = rt_game_hand(g, a.seat, a.slot);
        if (c != RT_NO_CARD && rt_card_value(c) != value) {
            char why[120];
            snprintf(why, sizeof why, "seat %d's slot %d holds a %s, not a %s", a.seat + 1,
                     a.slot + 1, rt_value_text(rt_card_value(c)), rt_value_text(value));
            return bad_line(r, l, why);
        }
    }
    int rc = rt_apply(g, &a);
    return rc == TK_OK ? TK_OK : refused(r, l, g, rc);
}

/* Pass 2 on a framed text: the header, the game, the history. */
static int read_body(TkRecReader *r, int nlines, uint64_t count, RtGame **out, RtRecordMeta *meta)
{
    Header h;
    memset(&h, 0, sizeof h);
    rt_config_default(&h.cfg, 2);
    RtGame *g = NULL;
    TkField l;
    int got = tk_rec_next_line(r, &l); /* the magic line, checked */
    while (got == 1 && (got = tk_rec_next_line(r, &l)) == 1) {
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
    while ((got = tk_rec_next_line(r, &l)) == 1) {
        if (r->lineno == nlines) {
            break;
        }
        if (l.n >= 3 && memcmp(l.s, "end", 3) == 0 && (l.n == 3 || l.s[3] == ' ')) {
            tk_text_message(r->msg, r->size, "line %d: 'end' before the last line", r->lineno);
            rt_game_free(g);
            return TK_E_FORMAT;
        }
        int rc = replay_line(r, l, g);
        if (rc != TK_OK) {
            rt_game_free(g);
            return rc;
        }
        items++;
    }
    if (got != 1 || r->lineno != nlines) {
        tk_text_message(r->msg, r->size, "line %d: unexpected end of the record", r->lineno);
        rt_game_free(g);
        return TK_E_FORMAT;
    }
    if (count != (uint64_t)items) {
        tk_text_message(r->msg, r->size,
                        "line %d: the end line counts %llu history items but the record holds %d",
                        r->lineno, (unsigned long long)count, items);
        rt_game_free(g);
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

int rt_record_read(const char *text, size_t len, RtGame **out, RtRecordMeta *meta, char *msg,
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
    TkRecReader r = {text, len, 0, 0, msg, size};
    int nlines = 0;
    uint64_t count = 0;
    int rc = tk_rec_check_frame(&r, &rec_format, &nlines, &count);
    if (rc != TK_OK) {
        return rc;
    }
    r.pos = 0;
    r.lineno = 0;
    return read_body(&r, nlines, count, out, meta);
}

int rt_record_load(const char *path, RtGame **out, RtRecordMeta *meta, char *msg, size_t size)
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
        tk_text_message(msg, size, "'%s' is larger than 16 MiB: not a Ratuki record", path);
    }
    if (rc != TK_OK) {
        return rc;
    }
    rc = rt_record_read(buf, len, out, meta, msg, size);
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

/* ------------------------------------------------------------------ */
/* Saving again and again: what was checked is kept                    */

struct RtRecordSaver {
    TkRecSaver sv; /* the kit's saver (kit/record.h) */
};

static int saver_read(const char *text, size_t len, void **out, char *msg, size_t size)
{
    RtGame *g = NULL;
    int rc = rt_record_read(text, len, &g, NULL, msg, size);
    *out = g;
    return rc;
}

static int saver_write_item(void *ctx, const void *game, int i, TkBuf *b)
{
    RtHistoryItem it;
    (void)ctx;
    int rc = rt_game_history_item(game, i, &it);
    return rc == TK_OK ? write_item(b, &it, rt_game_config(game)->players) : rc;
}

static int saver_replay_line(void *ctx, TkRecReader *r, TkField l, void *replica)
{
    (void)ctx;
    return replay_line(r, l, replica);
}

static int saver_same(const void *game, const void *replica)
{
    return rt_game_same(game, replica);
}

static void saver_free_replica(void *replica)
{
    rt_game_free(replica);
}

static const TkRecSaverGame saver_game = {saver_read, saver_write_item, saver_replay_line,
                                          saver_same, saver_free_replica};

int rt_record_saver_new(RtRecordSaver **out)
{
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = calloc(1, sizeof **out);
    if (*out == NULL) {
        return TK_E_NOMEM;
    }
    tk_rec_saver_reset(&(*out)->sv, &saver_game);
    return TK_OK;
}

void rt_record_saver_free(RtRecordSaver *sv)
{
    if (sv != NULL) {
        tk_rec_saver_reset(&sv->sv, &saver_game);
        free(sv);
    }
}

int rt_record_saver_save(RtRecordSaver *sv, const RtGame *g, const RtRecordMeta *meta,
                         const char *path, char *msg, size_t size)
{
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (sv == NULL || g == NULL || path == NULL || path[0] == '\0') {
        tk_text_message(msg, size, "no game or no path to save to");
        return TK_E_ARG;
    }
    int count = rt_game_history_count(g);
    if (!rt_game_history_whole(g) || count < 0 || count > REC_MAX_ITEMS) {
        tk_text_message(msg, size, "cannot write the record: the match does not have its whole history");
        return TK_E_ARG;
    }
    TkBuf head = {NULL, 0, 0, 0};
    write_header(&head, g, meta);
    if (head.failed) {
        free(head.p);
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    int rc = tk_rec_saver_save(&sv->sv, &saver_game, sv, g, &head, count, path, msg, size);
    free(head.p);
    return rc;
}
