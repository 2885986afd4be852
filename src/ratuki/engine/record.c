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

/* The header of g's record, up to and with its `history` line, into b,
 * and *count its history items: TK_OK, or TK_E_ARG (with msg) for a game
 * whose record cannot be written, TK_E_NOMEM. */
static int head_of(const RtGame *g, const RtRecordMeta *meta, TkBuf *b, int *count, char *msg,
                   size_t size)
{
    const RtConfig *cfg = rt_game_config(g);
    *count = rt_game_history_count(g);
    if (!rt_game_history_whole(g) || *count < 0 || *count > REC_MAX_ITEMS) {
        tk_text_message(msg, size,
                        "cannot write the record: the match does not have its whole history");
        return TK_E_ARG;
    }
    tk_buf_printf(b, "%s %d\nplayers %d\n", REC_MAGIC, RT_RECORD_VERSION, cfg->players);
    if (cfg->target == 0) {
        tk_buf_str(b, "target one-round\n");
    } else {
        tk_buf_printf(b, "target %d\n", cfg->target);
    }
    tk_buf_printf(b, "window %d\nseed %llu\n", cfg->window, (unsigned long long)rt_game_seed(g));
    if (meta != NULL && meta->pace > 0) {
        tk_buf_printf(b, "pace %d\n", meta->pace);
    }
    if (meta != NULL && meta->glow != RT_GLOW_UNSAID) {
        tk_buf_str(b, meta->glow == RT_GLOW_ON ? "glow on\n" : "glow off\n");
    }
    tk_rec_put_seats(b, meta != NULL ? meta->seat : NULL, cfg->players);
    tk_buf_str(b, "history\n");
    if (b->failed) {
        tk_text_message(msg, size, "cannot write the record: out of memory");
        return TK_E_NOMEM;
    }
    return TK_OK;
}

/* For the kit's writer and saver: item i of game (ctx unused). */
static int put_item(void *ctx, const void *game, int i, TkBuf *b)
{
    RtHistoryItem it;
    (void)ctx;
    int rc = rt_game_history_item(game, i, &it);
    return rc == TK_OK ? write_item(b, &it, rt_game_config(game)->players) : rc;
}

static const TkRecSaverGame saver_game;

/* The record of g through the kit: its whole text (path NULL), saved
 * once (saver NULL) or saved by a saver. */
static int record_out(TkRecSaver *saver, const RtGame *g, const RtRecordMeta *meta,
                      const char *path, char **text, size_t *len, char *msg, size_t size)
{
    TkBuf head = {NULL, 0, 0, 0};
    int count = 0;
    int rc = head_of(g, meta, &head, &count, msg, size);
    if (rc == TK_OK && path == NULL) {
        rc = tk_rec_text(&saver_game, NULL, g, &head, count, text, len);
    } else if (rc == TK_OK && saver == NULL) {
        rc = tk_rec_save_once(&saver_game, NULL, g, &head, count, path, msg, size);
    } else if (rc == TK_OK) {
        rc = tk_rec_saver_save(saver, &saver_game, NULL, g, &head, count, path, msg, size);
    }
    free(head.p);
    return rc;
}

int rt_record_write(const RtGame *g, const RtRecordMeta *meta, char **text, size_t *len)
{
    if (text != NULL) {
        *text = NULL;
    }
    if (len != NULL) {
        *len = 0;
    }
    if (g == NULL || text == NULL) {
        return TK_E_ARG;
    }
    return record_out(NULL, g, meta, NULL, text, len, NULL, 0);
}

/* ------------------------------------------------------------------ */
/* Saving                                                              */

/* What every save checks first: a game and a file; msg cleared. */
static int save_args(const void *sv, const RtGame *g, const char *path, char *msg, size_t size)
{
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (sv == NULL || g == NULL || path == NULL || path[0] == '\0') {
        tk_text_message(msg, size, "no game or no path to save to");
        return TK_E_ARG;
    }
    return TK_OK;
}

int rt_record_save(const RtGame *g, const RtRecordMeta *meta, const char *path, char *msg,
                   size_t size)
{
    /* Never saved unless the text replays to the same match (the kit's
       saver checks it). */
    int rc = save_args(g, g, path, msg, size);
    return rc != TK_OK ? rc : record_out(NULL, g, meta, path, NULL, NULL, msg, size);
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

/* The header's keys: the needed ones first, then the optional ones from
 * K_PACE on. */
enum { K_PLAYERS, K_TARGET, K_WINDOW, K_SEED, K_PACE, K_GLOW, K_COUNT };

static const char *const key_names[K_COUNT] = {"players", "target", "window",
                                               "seed",    "pace",   "glow"};

/* What a reading keeps of the header: the table, the seed, and how it
 * was played (pace and glow, 0 when not written). */
typedef struct Reading {
    RtConfig cfg;
    uint64_t seed;
    int pace;
    int glow;
} Reading;

static int bad_line(TkRecReader *r, TkField l, const char *why)
{
    tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": %s", r->lineno,
                    TK_REC_QUOTE_ARGS(l), why);
    return TK_E_FORMAT;
}

/* One of the header's keys, its value t (the kit reads the seat lines). */
static int read_key(void *ctx, TkRecReader *r, TkField l, int key, TkField t)
{
    Reading *h = ctx;
    uint64_t v = 0;
    if (key == K_SEED) {
        return tk_rec_seed(r, l, t, &h->seed);
    }
    if (key == K_GLOW) {
        if (!tk_rec_is(t, "on") && !tk_rec_is(t, "off")) {
            return bad_line(r, l, "glow must be on or off");
        }
        h->glow = tk_rec_is(t, "on") ? RT_GLOW_ON : RT_GLOW_OFF;
        return TK_OK;
    }
    if (key == K_TARGET && tk_rec_is(t, "one-round")) {
        h->cfg.target = 0;
        return TK_OK;
    }
    static const struct {
        uint64_t lo, hi;
        const char *why;
    } range[K_COUNT] = {{RT_MIN_SEATS, RT_MAX_SEATS, "players must be 2..5"},
                        {1, RT_TARGET_MAX, "target must be 1..1000 or one-round"},
                        {0, RT_WINDOW_MAX, "window must be 0..200 (ms)"},
                        {0, 0, ""},
                        {1, RT_RECORD_PACE_MAX, "pace must be 1..1000 (percent)"},
                        {0, 0, ""}};
    if (tk_rec_num(t, range[key].lo, range[key].hi, &v) != TK_OK) {
        return bad_line(r, l, range[key].why);
    }
    int *field[K_COUNT] = {&h->cfg.players, &h->cfg.target, &h->cfg.window, NULL, &h->pace, NULL};
    *field[key] = (int)v;
    return TK_OK;
}

static int read_players(const void *ctx)
{
    return ((const Reading *)ctx)->cfg.players;
}

/* At the `history` line: every key there; the game of that table. */
static int read_start(void *ctx, TkRecReader *r, const TkRecHeader *hd, void **game)
{
    Reading *h = ctx;
    char why[160] = "";
    RtGame *g = NULL;
    /* The keys up to the seed are needed; pace and glow may be left out
       (a record from before them, or a match that did not set them). */
    TkRecHeader needed = *hd;
    needed.nkeys = K_PACE;
    int rc = tk_rec_header_keys(r, &needed);
    if (rc != TK_OK) {
        return rc;
    }
    rc = rt_game_new(&h->cfg, h->seed, &g, why, sizeof why);
    if (rc == TK_E_NOMEM) {
        tk_text_message(r->msg, r->size, "out of memory");
        return rc;
    }
    if (rc != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: the recorded table is not allowed: %s",
                        r->lineno, why[0] ? why : tk_status_string(rc));
        return TK_E_FORMAT;
    }
    *game = g;
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

static int read_replay(void *ctx, TkRecReader *r, TkField l, void *game)
{
    (void)ctx;
    return replay_line(r, l, game);
}

static void read_free(void *game)
{
    rt_game_free(game);
}

/* How the kit reads a Ratuki record: the header's keys, the game at the
 * `history` line, each history line replayed. */
static const TkRecReading reading = {&rec_format, REC_MAX_BYTES, key_names,  K_COUNT,
                                     RT_MAX_SEATS, read_key,      read_start, read_players,
                                     read_replay,  NULL,          read_free};

/* A record read by the kit (tk_rec_read, or tk_rec_load for a file):
 * the text, or the file at path. */
static int read_record(const char *path, const char *text, size_t len, RtGame **out,
                       RtRecordMeta *meta, char *msg, size_t size)
{
    Reading h;
    void *g = NULL;
    memset(&h, 0, sizeof h);
    rt_config_default(&h.cfg, 2);
    if (meta != NULL) {
        memset(meta, 0, sizeof *meta);
    }
    TkSeatInfo *seats = meta != NULL ? meta->seat : NULL;
    int rc = path != NULL ? tk_rec_load(path, &reading, &h, &g, seats, msg, size)
                          : tk_rec_read(text, len, &reading, &h, &g, seats, msg, size);
    if (rc == TK_OK && meta != NULL) {
        meta->pace = h.pace;
        meta->glow = h.glow;
    }
    *out = g;
    return rc;
}

int rt_record_read(const char *text, size_t len, RtGame **out, RtRecordMeta *meta, char *msg,
                   size_t size)
{
    if (out == NULL) {
        tk_text_message(msg, size, "no text or no place for the game");
        return TK_E_ARG;
    }
    return read_record(NULL, text, len, out, meta, msg, size);
}

int rt_record_load(const char *path, RtGame **out, RtRecordMeta *meta, char *msg, size_t size)
{
    if (path == NULL || out == NULL) {
        if (out != NULL) {
            *out = NULL;
        }
        tk_text_message(msg, size, "no path or no place for the game");
        return TK_E_ARG;
    }
    return read_record(path, NULL, 0, out, meta, msg, size);
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

static int saver_replay_line(void *ctx, TkRecReader *r, TkField l, void *replica)
{
    return read_replay(ctx, r, l, replica);
}

static int saver_same(const void *game, const void *replica)
{
    return rt_game_same(game, replica);
}

static const TkRecSaverGame saver_game = {saver_read, put_item, saver_replay_line, saver_same,
                                          read_free};

int rt_record_saver_new(RtRecordSaver **out)
{
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = calloc(1, sizeof **out); /* a zeroed saver is a fresh one */
    return *out != NULL ? TK_OK : TK_E_NOMEM;
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
    int rc = save_args(sv, g, path, msg, size);
    return rc != TK_OK ? rc : record_out(&sv->sv, g, meta, path, NULL, NULL, msg, size);
}
