/*
 * record.c - game records: writing, saving (atomically, kit/file.h), strict
 * reading and replay.
 *
 * The format is described in docs/record-format.md.  Reading is done in two
 * passes over the text: the first checks the framing of every line (length,
 * characters, terminator), the magic line and the closing `end` line with its
 * checksum, so a truncated or corrupted file is reported as such before any
 * of its content is interpreted; the second parses the header and replays
 * the history through the engine.  Nothing here prints.
 */
#include "racko/record.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "kit/file.h"
#include "kit/record.h"
#include "kit/text.h"

/* Limits of the format (docs/record-format.md). */
#define REC_MAX_BYTES (16u * 1024u * 1024u) /* whole file */
#define REC_MAX_ITEMS 1000000               /* history items */
#define REC_MAX_TOKENS 64                   /* fields in a line ("script" + 60 cards) */
#define REC_MAX_NUMBER 1000000000u          /* largest plain number in the header */
#define REC_MAGIC "racko-record"

static const TkRecFormat rec_format = {REC_MAGIC, "Rack-O", RACKO_RECORD_VERSION, REC_MAX_ITEMS};

/* ------------------------------------------------------------------ */
/* Writing                                                             */

static int write_item(TkBuf *b, const RackoHistoryItem *it, int players)
{
    if (it->is_script) {
        int k;
        if (it->cards == NULL || it->ncards < 1 || it->ncards > RACKO_MAX_CARDS) {
            return RACKO_E_ARG;
        }
        tk_buf_str(b, "script");
        for (k = 0; k < it->ncards; k++) {
            tk_buf_printf(b, " %d", it->cards[k]);
        }
        tk_buf_str(b, "\n");
        return RACKO_OK;
    }
    if (it->action.kind == RACKO_ACT_DEAL) {
        tk_buf_str(b, "deal\n");
        return RACKO_OK;
    }
    if (it->seat < 0 || it->seat >= players) {
        return RACKO_E_ARG;
    }
    switch (it->action.kind) {
    case RACKO_ACT_DRAW_DECK:
        tk_buf_printf(b, "%d deck\n", it->seat + 1);
        break;
    case RACKO_ACT_TAKE_DISCARD:
        tk_buf_printf(b, "%d take\n", it->seat + 1);
        break;
    case RACKO_ACT_DISCARD:
        tk_buf_printf(b, "%d discard\n", it->seat + 1);
        break;
    case RACKO_ACT_PLACE:
    case RACKO_ACT_ECLAIR:
        if (it->action.slot < 0 || it->action.slot >= RACKO_SLOTS) {
            return RACKO_E_ARG;
        }
        tk_buf_printf(b, "%d %s %d\n", it->seat + 1,
                   it->action.kind == RACKO_ACT_PLACE ? "place" : "eclair", it->action.slot + 1);
        break;
    default:
        return RACKO_E_ARG;
    }
    return RACKO_OK;
}

/* Everything before the history items: the table, the seed, the seats,
 * and the `history` line. */
static void write_header(TkBuf *b, const RackoGame *g, const RackoRecordMeta *meta,
                         const char *rules)
{
    const RackoConfig *cfg = racko_game_config(g);
    tk_buf_printf(b, "%s %d\n", REC_MAGIC, RACKO_RECORD_VERSION);
    tk_buf_printf(b, "players %d\n", cfg->players);
    tk_buf_printf(b, "rules %s\n", rules);
    tk_buf_printf(b, "target %d\n", cfg->target);
    tk_buf_printf(b, "stake %d\n", cfg->stake);
    tk_buf_printf(b, "token-rounds %d\n", cfg->token_rounds);
    tk_buf_printf(b, "turn-limit %d\n", cfg->turn_limit);
    tk_rec_put_seat_or_draw(b, "first-dealer", cfg->first_dealer);
    tk_buf_printf(b, "deck-size %d\n", cfg->deck_size);
    tk_buf_printf(b, "seed %llu\n", (unsigned long long)racko_game_seed(g));
    tk_rec_put_seats(b, meta != NULL ? meta->seat : NULL, cfg->players);
    tk_buf_str(b, "history\n");
}

int racko_record_write(const RackoGame *g, const RackoRecordMeta *meta, char **text,
                       size_t *len)
{
    TkBuf b = {NULL, 0, 0, 0};
    const RackoConfig *cfg;
    char rules[128];
    int count, i, rc;
    uint64_t h;

    if (text != NULL) {
        *text = NULL;
    }
    if (len != NULL) {
        *len = 0;
    }
    if (g == NULL || text == NULL) {
        return RACKO_E_ARG;
    }
    cfg = racko_game_config(g);
    count = racko_game_history_count(g);
    if (cfg == NULL || count < 0 || count > REC_MAX_ITEMS) {
        return RACKO_E_ARG;
    }
    /* A game that has moved on without history cannot be written. */
    if (!g->history_on ||
        (count == 0 && (racko_game_round(g) != 0 || racko_game_phase(g) != RACKO_PHASE_ROUND_OVER))) {
        return RACKO_E_ARG;
    }
    if (racko_rules_format(cfg->rules, rules, sizeof rules) >= sizeof rules) {
        return RACKO_E_ARG;
    }

    write_header(&b, g, meta, rules);
    for (i = 0; i < count && !b.failed; i++) {
        RackoHistoryItem it;
        rc = racko_game_history_item(g, i, &it);
        if (rc == RACKO_OK) {
            rc = write_item(&b, &it, cfg->players);
        }
        if (rc != RACKO_OK) {
            free(b.p);
            return rc;
        }
    }
    if (b.failed) {
        free(b.p);
        return RACKO_E_NOMEM;
    }
    /* Every line was written with a bare LF, so the raw bytes are the
     * normalised body the checksum is defined over. */
    h = tk_fnv_add(TK_FNV_OFFSET, b.p, b.len);
    tk_buf_printf(&b, "end %d %016llx\n", count, (unsigned long long)h);
    if (b.failed) {
        free(b.p);
        return RACKO_E_NOMEM;
    }
    *text = b.p;
    if (len != NULL) {
        *len = b.len;
    }
    return RACKO_OK;
}

/* ------------------------------------------------------------------ */
/* Saving                                                              */

/* Reads text back and compares the replay with g seat by seat. */
/* 1 if the replay r is the game g as every seat sees it. */
static int same_game(const RackoGame *g, const RackoGame *r)
{
    int s, players = racko_game_config(g)->players;
    for (s = 0; s < players; s++) {
        if (memcmp(racko_game_view(g, s), racko_game_view(r, s), sizeof(RackoView)) != 0) {
            return 0;
        }
    }
    return racko_game_phase(g) == racko_game_phase(r) &&
           racko_game_to_act(g) == racko_game_to_act(r) && racko_game_hand(g) == racko_game_hand(r);
}

static int verify_replay(const RackoGame *g, const char *text, size_t len)
{
    RackoGame *r = NULL;
    int rc = racko_record_read(text, len, &r, NULL, NULL, 0);
    if (rc != RACKO_OK) {
        return rc == RACKO_E_NOMEM ? rc : RACKO_E_ARG;
    }
    rc = same_game(g, r) ? RACKO_OK : RACKO_E_ARG;
    racko_game_free(r);
    return rc;
}

int racko_record_save(const RackoGame *g, const RackoRecordMeta *meta, const char *path,
                      char *msg, size_t size)
{
    char *text = NULL;
    size_t len = 0;
    int rc;

    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (g == NULL || path == NULL || path[0] == '\0') {
        tk_text_message(msg, size, "no game or no path to save to");
        return RACKO_E_ARG;
    }
    rc = racko_record_write(g, meta, &text, &len);
    if (rc != RACKO_OK) {
        tk_text_message(msg, size, "cannot write the record: %s",
                        rc == RACKO_E_NOMEM ? "out of memory" : "the game has no history");
        return rc;
    }
    /* Never save what would not load: the text must replay to the same
     * game, as every seat sees it (a history switched off for a while
     * would leave a gap). */
    rc = verify_replay(g, text, len);
    if (rc != RACKO_OK) {
        free(text);
        tk_text_message(msg, size, "cannot save '%s': %s", path,
                        rc == RACKO_E_NOMEM
                            ? "out of memory"
                            : "the game's history does not replay to the same game");
        return rc;
    }
    rc = tk_file_save_atomic(path, text, len, msg, size);
    free(text);
    return rc;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

enum {
    K_PLAYERS,
    K_RULES,
    K_TARGET,
    K_STAKE,
    K_TOKEN_ROUNDS,
    K_TURN_LIMIT,
    K_FIRST_DEALER,
    K_DECK_SIZE,
    K_SEED,
    K_COUNT
};

static const char *const key_names[K_COUNT] = {
    "players", "rules", "target", "stake", "token-rounds", "turn-limit", "first-dealer",
    "deck-size", "seed"};

/* What a reading keeps: the table and seed of the header. */
typedef struct Reading {
    RackoConfig cfg;
    uint64_t seed;
} Reading;

/* A header key's value (tk_rec_header_line has checked the line). */
static int read_key(void *ctx, TkRecReader *r, TkField l, int key, TkField t)
{
    Reading *h = ctx;
    uint64_t v = 0;
    int pr;

    switch (key) {
    case K_RULES: {
        char list[128];
        unsigned rules = 0;
        if (t.n >= sizeof list) {
            tk_text_message(r->msg, r->size, "line %d: rule list too long", r->lineno);
            return RACKO_E_FORMAT;
        }
        memcpy(list, t.s, t.n);
        list[t.n] = '\0';
        if (racko_rules_parse(list, &rules) != RACKO_OK) {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT
                            ": unknown rule (known: bonus tworun teams eclair "
                            "tokens shuffle all60, or none)",
                            r->lineno, TK_REC_QUOTE_ARGS(l));
            return RACKO_E_FORMAT;
        }
        h->cfg.rules = rules;
        return RACKO_OK;
    }
    case K_SEED:
        return tk_rec_seed(r, l, t, &h->seed);
    case K_FIRST_DEALER:
        return tk_rec_seat_or_draw(r, l, t, "first-dealer", RACKO_MAX_SEATS, &h->cfg.first_dealer);
    default:
        break;
    }

    {
        uint64_t lo = 0, hi = REC_MAX_NUMBER;
        if (key == K_PLAYERS) {
            lo = 1;
            hi = RACKO_MAX_SEATS;
        } else if (key == K_DECK_SIZE) {
            hi = RACKO_MAX_CARDS;
        }
        pr = tk_rec_num(t, lo, hi, &v);
        if (pr == TK_E_FORMAT) {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT ": '%s' must be a number %llu..%llu", r->lineno,
                            TK_REC_QUOTE_ARGS(l), key_names[key], (unsigned long long)lo,
                            (unsigned long long)hi);
            return RACKO_E_FORMAT;
        }
        if (pr != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": '%s' is outside %llu..%llu",
                            r->lineno, TK_REC_QUOTE_ARGS(l), key_names[key], (unsigned long long)lo,
                            (unsigned long long)hi);
            return RACKO_E_FORMAT;
        }
        switch (key) {
        case K_PLAYERS:
            h->cfg.players = (int)v;
            break;
        case K_TARGET:
            h->cfg.target = (int)v;
            break;
        case K_STAKE:
            h->cfg.stake = (int)v;
            break;
        case K_TOKEN_ROUNDS:
            h->cfg.token_rounds = (int)v;
            break;
        case K_TURN_LIMIT:
            h->cfg.turn_limit = (int)v;
            break;
        default: /* K_DECK_SIZE */
            h->cfg.deck_size = (int)v;
            break;
        }
    }
    return RACKO_OK;
}

/* Checks the header is complete once `history` is reached (on line
 * r->lineno) and creates the game. */
static int read_start(void *ctx, TkRecReader *r, const TkRecHeader *hd, void **game)
{
    Reading *h = ctx;
    RackoGame **out = (RackoGame **)game;
    char why[160];
    int key, rc;

    for (key = 0; key < K_COUNT; key++) {
        if (hd->seen[key] == 0) {
            tk_text_message(r->msg, r->size,
                            "line %d: 'history' comes before the required key '%s'", r->lineno,
                            key_names[key]);
            return RACKO_E_FORMAT;
        }
    }
    if (h->cfg.first_dealer >= h->cfg.players) {
        tk_text_message(r->msg, r->size, "line %d: first-dealer %d, but the table has %d players",
                        hd->seen[K_FIRST_DEALER], h->cfg.first_dealer + 1, h->cfg.players);
        return RACKO_E_FORMAT;
    }
    why[0] = '\0';
    if (racko_config_check(&h->cfg, why, sizeof why) != RACKO_OK) {
        tk_text_message(r->msg, r->size, "line %d: the recorded table is not allowed: %s",
                        r->lineno, why[0] ? why : "invalid configuration");
        return RACKO_E_FORMAT;
    }
    why[0] = '\0';
    rc = racko_game_new(&h->cfg, h->seed, out, why, sizeof why);
    if (rc != RACKO_OK) {
        *out = NULL;
        if (rc == RACKO_E_NOMEM) {
            tk_text_message(r->msg, r->size, "out of memory");
            return RACKO_E_NOMEM;
        }
        tk_text_message(r->msg, r->size, "line %d: the recorded table is not allowed: %s",
                        r->lineno, why[0] ? why : racko_status_string(rc));
        return RACKO_E_FORMAT;
    }
    return RACKO_OK;
}

/* The engine's reason for a refusal. */
static const char *refusal(const RackoGame *g, int rc)
{
    const char *e = racko_game_error(g);
    return (e != NULL && e[0] != '\0') ? e : racko_status_string(rc);
}

/* Parses and replays one history line (not `end`). */
static int replay_line(TkRecReader *r, TkField l, RackoGame *g)
{
    TkField t[REC_MAX_TOKENS];
    int nt = tk_rec_split(l, t, REC_MAX_TOKENS);
    const RackoConfig *cfg = racko_game_config(g);
    RackoAction a;
    uint64_t v = 0;
    int seat, rc;

    if (nt < 1) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": too many fields", r->lineno,
                        TK_REC_QUOTE_ARGS(l));
        return RACKO_E_FORMAT;
    }
    if (tk_rec_is(t[0], "script")) {
        int cards[RACKO_MAX_CARDS];
        int seen[RACKO_MAX_CARDS + 1];
        int n = nt - 1, k;
        if (n != cfg->deck_size) {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT ": a script lists %d cards, not %d", r->lineno,
                            TK_REC_QUOTE_ARGS(l), n, cfg->deck_size);
            return RACKO_E_FORMAT;
        }
        memset(seen, 0, sizeof seen);
        for (k = 0; k < n; k++) {
            if (tk_rec_num(t[k + 1], 1, (uint64_t)cfg->deck_size, &v) != TK_OK) {
                tk_text_message(r->msg, r->size,
                                "line %d: " TK_REC_QUOTE_FMT ": script card %d is not a card 1..%d",
                                r->lineno, TK_REC_QUOTE_ARGS(l), k + 1, cfg->deck_size);
                return RACKO_E_FORMAT;
            }
            if (seen[v]) {
                tk_text_message(r->msg, r->size,
                                "line %d: " TK_REC_QUOTE_FMT
                                ": the script is not a permutation: card %d appears twice",
                                r->lineno, TK_REC_QUOTE_ARGS(l), (int)v);
                return RACKO_E_FORMAT;
            }
            seen[v] = 1;
            cards[k] = (int)v;
        }
        rc = racko_game_script_deck(g, cards, n);
        if (rc == RACKO_E_NOMEM) {
            tk_text_message(r->msg, r->size, "out of memory");
            return rc;
        }
        if (rc != RACKO_OK) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": refused: %s", r->lineno,
                            TK_REC_QUOTE_ARGS(l), refusal(g, rc));
            return RACKO_E_FORMAT;
        }
        return RACKO_OK;
    }

    a.slot = 0;
    if (tk_rec_is(t[0], "deal")) {
        if (nt != 1) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": 'deal' takes no value",
                            r->lineno, TK_REC_QUOTE_ARGS(l));
            return RACKO_E_FORMAT;
        }
        seat = -1;
        a.kind = RACKO_ACT_DEAL;
    } else {
        if (tk_rec_history_seat(r, l, t[0], cfg->players,
                                "deal, script, end, or a seat and deck, take, place K, discard "
                                "or eclair K",
                                &seat) != TK_OK) {
            return RACKO_E_FORMAT;
        }
        if (nt < 2) {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT ": an action must follow the seat", r->lineno,
                            TK_REC_QUOTE_ARGS(l));
            return RACKO_E_FORMAT;
        }
        if (tk_rec_is(t[1], "deck")) {
            a.kind = RACKO_ACT_DRAW_DECK;
        } else if (tk_rec_is(t[1], "take")) {
            a.kind = RACKO_ACT_TAKE_DISCARD;
        } else if (tk_rec_is(t[1], "discard")) {
            a.kind = RACKO_ACT_DISCARD;
        } else if (tk_rec_is(t[1], "place")) {
            a.kind = RACKO_ACT_PLACE;
        } else if (tk_rec_is(t[1], "eclair")) {
            a.kind = RACKO_ACT_ECLAIR;
        } else {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT
                            ": unknown action (deck, take, place K, discard, eclair K)",
                            r->lineno, TK_REC_QUOTE_ARGS(l));
            return RACKO_E_FORMAT;
        }
        if (a.kind == RACKO_ACT_PLACE || a.kind == RACKO_ACT_ECLAIR) {
            if (nt != 3) {
                tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": expected one slot 1..%d",
                                r->lineno, TK_REC_QUOTE_ARGS(l), RACKO_SLOTS);
                return RACKO_E_FORMAT;
            }
            if (tk_rec_num(t[2], 1, RACKO_SLOTS, &v) != TK_OK) {
                tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": slot outside 1..%d",
                                r->lineno, TK_REC_QUOTE_ARGS(l), RACKO_SLOTS);
                return RACKO_E_FORMAT;
            }
            a.slot = (int)v - 1;
        } else if (nt != 2) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": '%.*s' takes no value",
                            r->lineno, TK_REC_QUOTE_ARGS(l), (int)t[1].n, t[1].s);
            return RACKO_E_FORMAT;
        }
    }
    rc = racko_apply(g, seat, a);
    if (rc == RACKO_E_NOMEM) {
        tk_text_message(r->msg, r->size, "out of memory");
        return rc;
    }
    if (rc != RACKO_OK) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": refused: %s", r->lineno,
                        TK_REC_QUOTE_ARGS(l), refusal(g, rc));
        return RACKO_E_FORMAT;
    }
    return RACKO_OK;
}

static int read_players(const void *ctx)
{
    return ((const Reading *)ctx)->cfg.players;
}

static int read_replay(void *ctx, TkRecReader *r, TkField l, void *game)
{
    (void)ctx;
    return replay_line(r, l, game);
}

static int read_finish(void *ctx, TkRecReader *r, void *game, int items)
{
    (void)ctx;
    if (racko_game_history_count(game) != items) {
        tk_text_message(r->msg, r->size, "the replayed game did not record its history");
        return RACKO_E_FORMAT;
    }
    return RACKO_OK;
}

static void read_free(void *game)
{
    racko_game_free(game);
}

static const TkRecReading reading = {
    .format = &rec_format,
    .max_bytes = REC_MAX_BYTES,
    .keys = key_names,
    .nkeys = K_COUNT,
    .max_seats = RACKO_MAX_SEATS,
    .key = read_key,
    .start = read_start,
    .players = read_players,
    .replay = read_replay,
    .finish = read_finish,
    .free_game = read_free,
};

int racko_record_read(const char *text, size_t len, RackoGame **out, RackoRecordMeta *meta,
                      char *msg, size_t size)
{
    Reading h;
    void *g = NULL;
    int rc;
    if (out != NULL) {
        *out = NULL;
    }
    if (out == NULL) {
        tk_text_message(msg, size, "no text or no place for the game");
        return RACKO_E_ARG;
    }
    memset(&h, 0, sizeof h);
    racko_config_default(&h.cfg, 2);
    if (meta != NULL) {
        memset(meta, 0, sizeof *meta);
    }
    rc = tk_rec_read(text, len, &reading, &h, &g, meta != NULL ? meta->seat : NULL, msg, size);
    *out = g;
    return rc;
}

int racko_record_load(const char *path, RackoGame **out, RackoRecordMeta *meta, char *msg,
                      size_t size)
{
    char *buf = NULL;
    size_t len = 0;
    int rc;
    if (out != NULL) {
        *out = NULL;
    }
    rc = out != NULL ? tk_rec_file(path, REC_MAX_BYTES, "Rack-O", &buf, &len, msg, size)
                     : RACKO_E_ARG;
    if (rc == RACKO_OK) {
        rc = racko_record_read(buf, len, out, meta, msg, size);
        free(buf);
        tk_rec_name_file(path, rc, msg, size);
    } else if (out == NULL) {
        tk_text_message(msg, size, "no path or no place for the game");
    }
    return rc;
}

/* ------------------------------------------------------------------ */
/* Saving again and again: what was checked is kept                    */

struct RackoRecordSaver {
    TkRecSaver sv; /* the kit's saver (kit/record.h) */
};

static int saver_read(const char *text, size_t len, void **out, char *msg, size_t size)
{
    RackoGame *g = NULL;
    int rc = racko_record_read(text, len, &g, NULL, msg, size);
    *out = g;
    return rc;
}

static int saver_write_item(void *ctx, const void *game, int i, TkBuf *b)
{
    (void)ctx;
    const RackoGame *g = game;
    RackoHistoryItem it;
    int rc = racko_game_history_item(g, i, &it);
    return rc == RACKO_OK ? write_item(b, &it, racko_game_config(g)->players) : rc;
}

static int saver_replay_line(void *ctx, TkRecReader *r, TkField l, void *replica)
{
    (void)ctx;
    return replay_line(r, l, replica);
}

static int saver_same(const void *game, const void *replica)
{
    return same_game(game, replica);
}

static void saver_free_replica(void *replica)
{
    racko_game_free(replica);
}

static const TkRecSaverGame saver_game = {saver_read, saver_write_item, saver_replay_line,
                                          saver_same, saver_free_replica};

int racko_record_saver_new(RackoRecordSaver **out)
{
    if (out == NULL) {
        return RACKO_E_ARG;
    }
    *out = calloc(1, sizeof **out);
    if (*out == NULL) {
        return RACKO_E_NOMEM;
    }
    tk_rec_saver_reset(&(*out)->sv, &saver_game);
    return RACKO_OK;
}

void racko_record_saver_free(RackoRecordSaver *sv)
{
    if (sv != NULL) {
        tk_rec_saver_reset(&sv->sv, &saver_game);
        free(sv);
    }
}

int racko_record_saver_save(RackoRecordSaver *sv, const RackoGame *g, const RackoRecordMeta *meta,
                            const char *path, char *msg, size_t size)
{
    TkBuf head = {NULL, 0, 0, 0};
    char rules[128];
    int count, rc;
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (sv == NULL || g == NULL || path == NULL || path[0] == '\0') {
        tk_text_message(msg, size, "no game or no path to save to");
        return RACKO_E_ARG;
    }
    count = racko_game_history_count(g);
    if (!g->history_on || count < 0 || count > REC_MAX_ITEMS ||
        (count == 0 && (racko_game_round(g) != 0 || racko_game_phase(g) != RACKO_PHASE_ROUND_OVER)) ||
        racko_rules_format(racko_game_config(g)->rules, rules, sizeof rules) >= sizeof rules) {
        tk_text_message(msg, size, "cannot write the record: the game has no history");
        return RACKO_E_ARG;
    }
    write_header(&head, g, meta, rules);
    if (head.failed) {
        free(head.p);
        tk_text_message(msg, size, "out of memory");
        return RACKO_E_NOMEM;
    }
    rc = tk_rec_saver_save(&sv->sv, &saver_game, NULL, g, &head, count, path, msg, size);
    free(head.p);
    return rc;
}

