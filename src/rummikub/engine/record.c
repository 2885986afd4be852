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

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "kit/file.h"
#include "kit/record.h"
#include "kit/text.h"

#define REC_MAX_BYTES (16u * 1024u * 1024u) /* the whole file */
#define REC_MAX_ITEMS 1000000               /* history items */
#define REC_MAGIC "rummikub-record"

static const TkRecFormat rec_format = {REC_MAGIC, "Rummikub", RK_RECORD_VERSION, REC_MAX_ITEMS};

/* ------------------------------------------------------------------ */
/* Writing                                                             */

static int write_item(TkBuf *b, const RkHistoryItem *it, int players)
{
    if (it->is_script) {
        char text[RK_TILES * 4 + 1];
        rk_tiles_format(it->order, RK_TILES, text, sizeof text);
        tk_buf_str(b, "script ");
        tk_buf_str(b, text);
        tk_buf_str(b, "\n");
        return TK_OK;
    }
    if (it->kind == RK_ACT_DEAL) {
        tk_buf_str(b, "deal\n");
        return TK_OK;
    }
    if (it->seat < 0 || it->seat >= players) {
        return TK_E_ARG;
    }
    switch (it->kind) {
    case RK_ACT_DRAW:
        tk_buf_printf(b, "%d draw\n", it->seat + 1);
        break;
    case RK_ACT_TIMEOUT:
        tk_buf_printf(b, "%d timeout\n", it->seat + 1);
        break;
    case RK_ACT_PLAY: {
        char text[RK_TABLE_TEXT];
        if (rk_table_format(&it->table, text, sizeof text) >= sizeof text) {
            return TK_E_ARG;
        }
        tk_buf_printf(b, "%d play ", it->seat + 1);
        tk_buf_str(b, text);
        tk_buf_str(b, "\n");
        break;
    }
    default:
        return TK_E_ARG;
    }
    return TK_OK;
}

/* The header, up to and with the `history` line. */
static void write_header(TkBuf *b, const RkGame *g, const RkRecordMeta *meta)
{
    const RkConfig *cfg = rk_game_config(g);
    tk_buf_printf(b, "%s %d\n", REC_MAGIC, RK_RECORD_VERSION);
    tk_buf_printf(b, "players %d\n", cfg->players);
    tk_buf_printf(b, "timer %d\n", cfg->timer);
    tk_buf_printf(b, "games %d\n", cfg->games);
    tk_rec_put_seat_or_draw(b, "first", cfg->first);
    tk_buf_printf(b, "seed %llu\n", (unsigned long long)rk_game_seed(g));
    tk_rec_put_seats(b, meta != NULL ? meta->seat : NULL, cfg->players);
    tk_buf_str(b, "history\n");
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
    TkBuf b = {NULL, 0, 0, 0};
    write_header(&b, g, meta);
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


enum { K_PLAYERS, K_TIMER, K_GAMES, K_FIRST, K_SEED, K_COUNT };

static const char *const key_names[K_COUNT] = {"players", "timer", "games", "first", "seed"};

/* What a reading keeps: the table and seed of the header, room for a
 * play's table. */
typedef struct Reading {
    RkConfig cfg;
    uint64_t seed;
    RkTable table;
} Reading;

static int read_key(void *ctx, TkRecReader *r, TkField l, int key, TkField t)
{
    Reading *h = ctx;
    uint64_t v = 0;
    switch (key) {
    case K_SEED:
        return tk_rec_seed(r, l, t, &h->seed);
    case K_FIRST:
        return tk_rec_seat_or_draw(r, l, t, "first", RK_MAX_SEATS, &h->cfg.first);
    case K_PLAYERS:
        if (tk_rec_num(t, RK_MIN_SEATS, RK_MAX_SEATS, &v) != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": players must be %d..%d",
                            r->lineno, TK_REC_QUOTE_ARGS(l), RK_MIN_SEATS, RK_MAX_SEATS);
            return TK_E_FORMAT;
        }
        h->cfg.players = (int)v;
        return TK_OK;
    case K_TIMER:
        if (tk_rec_num(t, 0, 120, &v) != TK_OK) {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT ": timer must be 0, 30, 45, 60, 90 or 120", r->lineno,
                            TK_REC_QUOTE_ARGS(l));
            return TK_E_FORMAT;
        }
        h->cfg.timer = (int)v;
        return TK_OK;
    default: /* K_GAMES */
        if (tk_rec_num(t, 1, RK_GAMES_MAX, &v) != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": games must be 1..%d", r->lineno,
                            TK_REC_QUOTE_ARGS(l), RK_GAMES_MAX);
            return TK_E_FORMAT;
        }
        h->cfg.games = (int)v;
        return TK_OK;
    }
}

static int read_players(const void *ctx)
{
    return ((const Reading *)ctx)->cfg.players;
}

/* At the `history` line: every key there, the table allowed; the game. */
static int read_start(void *ctx, TkRecReader *r, const TkRecHeader *hd, void **out)
{
    Reading *h = ctx;
    for (int k = 0; k < K_COUNT; k++) {
        if (hd->seen[k] == 0) {
            tk_text_message(r->msg, r->size, "line %d: the header has no '%s' line", r->lineno,
                            key_names[k]);
            return TK_E_FORMAT;
        }
    }
    if (h->cfg.first >= h->cfg.players) {
        tk_text_message(r->msg, r->size, "line %d: first seat %d, but the table has %d players",
                        hd->seen[K_FIRST], h->cfg.first + 1, h->cfg.players);
        return TK_E_FORMAT;
    }
    char why[160] = "";
    RkGame *g = NULL;
    int rc = rk_game_new(&h->cfg, h->seed, &g, why, sizeof why);
    if (rc == TK_E_NOMEM) {
        tk_text_message(r->msg, r->size, "out of memory");
        return rc;
    }
    if (rc != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: the recorded table is not allowed: %s", r->lineno,
                        why[0] ? why : tk_status_string(rc));
        return TK_E_FORMAT;
    }
    *out = g;
    return TK_OK;
}

static const char *refusal(const RkGame *g, int rc)
{
    const char *e = rk_game_error(g);
    return e[0] != '\0' ? e : tk_status_string(rc);
}

static int parse_script(TkRecReader *r, TkField l, const TkField *t, int nt, RkGame *g)
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
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": refused: %s", r->lineno, TK_REC_QUOTE_ARGS(l),
                        refusal(g, rc));
        return TK_E_FORMAT;
    }
    return TK_OK;
}

/* Parses and replays one history line (not `end`). */
static int replay_line(TkRecReader *r, TkField l, RkGame *g, RkTable *table)
{
    TkField t[TK_REC_MAX_LINE / 2 + 1]; /* a line of single-space separated fields */
    int nt = tk_rec_split(l, t, TK_REC_MAX_LINE / 2 + 1);
    if (nt < 1) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": too many fields", r->lineno,
                        TK_REC_QUOTE_ARGS(l));
        return TK_E_FORMAT;
    }
    if (tk_rec_is(t[0], "script")) {
        return parse_script(r, l, t, nt, g);
    }
    int seat = -1;
    RkActionKind kind;
    const RkTable *arg = NULL;
    if (tk_rec_is(t[0], "deal")) {
        if (nt != 1) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": 'deal' takes no value", r->lineno,
                            TK_REC_QUOTE_ARGS(l));
            return TK_E_FORMAT;
        }
        kind = RK_ACT_DEAL;
    } else {
        if (tk_rec_history_seat(r, l, t[0], rk_game_config(g)->players,
                                "script, deal, end, or a seat and draw, timeout or play SETS",
                                &seat) != TK_OK) {
            return TK_E_FORMAT;
        }
        if (nt < 2) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": an action must follow the seat",
                            r->lineno, TK_REC_QUOTE_ARGS(l));
            return TK_E_FORMAT;
        }
        if (tk_rec_is(t[1], "draw") || tk_rec_is(t[1], "timeout")) {
            kind = tk_rec_is(t[1], "draw") ? RK_ACT_DRAW : RK_ACT_TIMEOUT;
            if (nt != 2) {
                tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": '%.*s' takes no value",
                                r->lineno, TK_REC_QUOTE_ARGS(l), (int)t[1].n, t[1].s);
                return TK_E_FORMAT;
            }
        } else if (tk_rec_is(t[1], "play")) {
            kind = RK_ACT_PLAY;
            if (nt < 3) {
                tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": 'play' needs the table",
                                r->lineno, TK_REC_QUOTE_ARGS(l));
                return TK_E_FORMAT;
            }
            char why[160] = "";
            size_t at = (size_t)(t[2].s - l.s);
            if (rk_table_parse(l.s + at, l.n - at, table, why, sizeof why) != TK_OK) {
                tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": %s", r->lineno, TK_REC_QUOTE_ARGS(l),
                                why);
                return TK_E_FORMAT;
            }
            arg = table;
        } else {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT ": unknown action (draw, timeout, play SETS)",
                            r->lineno, TK_REC_QUOTE_ARGS(l));
            return TK_E_FORMAT;
        }
    }
    int rc = rk_apply(g, seat, kind, arg);
    if (rc == TK_E_NOMEM) {
        tk_text_message(r->msg, r->size, "out of memory");
        return rc;
    }
    if (rc != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": refused: %s", r->lineno, TK_REC_QUOTE_ARGS(l),
                        refusal(g, rc));
        return TK_E_FORMAT;
    }
    return TK_OK;
}


static int read_replay(void *ctx, TkRecReader *r, TkField l, void *game)
{
    return replay_line(r, l, game, &((Reading *)ctx)->table);
}

static void read_free(void *game)
{
    rk_game_free(game);
}

static const TkRecReading reading = {
    .format = &rec_format,
    .max_bytes = REC_MAX_BYTES,
    .keys = key_names,
    .nkeys = K_COUNT,
    .max_seats = RK_MAX_SEATS,
    .key = read_key,
    .start = read_start,
    .players = read_players,
    .replay = read_replay,
    .finish = NULL,
    .free_game = read_free,
};

int rk_record_read(const char *text, size_t len, RkGame **out, RkRecordMeta *meta, char *msg,
                   size_t size)
{
    Reading *h = calloc(1, sizeof *h);
    void *g = NULL;
    if (out != NULL) {
        *out = NULL;
    }
    if (h == NULL || out == NULL) {
        free(h);
        tk_text_message(msg, size, out == NULL ? "no text or no place for the game" : "out of memory");
        return out == NULL ? TK_E_ARG : TK_E_NOMEM;
    }
    rk_config_default(&h->cfg, 2);
    if (meta != NULL) {
        memset(meta, 0, sizeof *meta);
    }
    int rc = tk_rec_read(text, len, &reading, h, &g, meta != NULL ? meta->seat : NULL, msg, size);
    free(h);
    *out = g;
    return rc;
}

int rk_record_load(const char *path, RkGame **out, RkRecordMeta *meta, char *msg, size_t size)
{
    char *buf = NULL;
    size_t len = 0;
    if (out != NULL) {
        *out = NULL;
    }
    int rc = out != NULL ? tk_rec_file(path, REC_MAX_BYTES, "Rummikub", &buf, &len, msg, size)
                         : TK_E_ARG;
    if (rc == TK_OK) {
        rc = rk_record_read(buf, len, out, meta, msg, size);
        free(buf);
        tk_rec_name_file(path, rc, msg, size);
    } else if (out == NULL) {
        tk_text_message(msg, size, "no path or no place for the game");
    }
    return rc;
}

/* ------------------------------------------------------------------ */
/* Saving again and again: what was checked is kept                    */

struct RkRecordSaver {
    TkRecSaver sv;      /* the kit's saver (kit/record.h) */
    RkTable table;      /* room for a play's table while replaying */
    RkHistoryItem item; /* room for a history item while writing */
};

static int saver_read(const char *text, size_t len, void **out, char *msg, size_t size)
{
    RkGame *g = NULL;
    int rc = rk_record_read(text, len, &g, NULL, msg, size);
    *out = g;
    return rc;
}

/* ctx: the saver (its room for an item and a table). */
static int saver_write_item(void *ctx, const void *game, int i, TkBuf *b)
{
    RkRecordSaver *sv = ctx;
    int rc = rk_game_history_item(game, i, &sv->item);
    return rc == TK_OK ? write_item(b, &sv->item, rk_game_config(game)->players) : rc;
}

static int saver_replay_line(void *ctx, TkRecReader *r, TkField l, void *replica)
{
    RkRecordSaver *sv = ctx;
    return replay_line(r, l, replica, &sv->table);
}

static int saver_same(const void *game, const void *replica)
{
    return rk_game_same(game, replica);
}

static void saver_free_replica(void *replica)
{
    rk_game_free(replica);
}

static const TkRecSaverGame saver_game = {saver_read, saver_write_item, saver_replay_line,
                                          saver_same, saver_free_replica};

int rk_record_saver_new(RkRecordSaver **out)
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

void rk_record_saver_free(RkRecordSaver *sv)
{
    if (sv != NULL) {
        tk_rec_saver_reset(&sv->sv, &saver_game);
        free(sv);
    }
}

int rk_record_saver_save(RkRecordSaver *sv, const RkGame *g, const RkRecordMeta *meta,
                         const char *path, char *msg, size_t size)
{
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (sv == NULL || g == NULL || path == NULL || path[0] == '\0') {
        tk_text_message(msg, size, "no game or no path to save to");
        return TK_E_ARG;
    }
    int count = rk_game_history_count(g);
    if (!rk_game_history_whole(g) || count < 0 || count > REC_MAX_ITEMS) {
        tk_text_message(msg, size, "cannot write the record: the game does not have its whole history");
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
