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
    int s;
    tk_buf_printf(b, "%s %d\n", REC_MAGIC, RACKO_RECORD_VERSION);
    tk_buf_printf(b, "players %d\n", cfg->players);
    tk_buf_printf(b, "rules %s\n", rules);
    tk_buf_printf(b, "target %d\n", cfg->target);
    tk_buf_printf(b, "stake %d\n", cfg->stake);
    tk_buf_printf(b, "token-rounds %d\n", cfg->token_rounds);
    tk_buf_printf(b, "turn-limit %d\n", cfg->turn_limit);
    if (cfg->first_dealer < 0) {
        tk_buf_str(b, "first-dealer draw\n");
    } else {
        tk_buf_printf(b, "first-dealer %d\n", cfg->first_dealer + 1);
    }
    tk_buf_printf(b, "deck-size %d\n", cfg->deck_size);
    tk_buf_printf(b, "seed %llu\n", (unsigned long long)racko_game_seed(g));
    if (meta != NULL) {
        for (s = 0; s < cfg->players && s < RACKO_MAX_SEATS; s++) {
            size_t n = tk_bounded_len(meta->seat[s].spec, RACKO_SPEC_MAX);
            if (n > 0) {
                tk_buf_printf(b, "seat %d spec ", s + 1);
                tk_buf_encoded(b, meta->seat[s].spec, n);
                tk_buf_str(b, "\n");
            }
            n = tk_bounded_len(meta->seat[s].name, RACKO_NAME_MAX);
            if (n > 0) {
                tk_buf_printf(b, "seat %d name ", s + 1);
                tk_buf_encoded(b, meta->seat[s].name, n);
                tk_buf_str(b, "\n");
            }
        }
    }
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

typedef struct Header {
    RackoConfig cfg;
    uint64_t seed;
    int seen[K_COUNT];          /* line number of each key, 0 if not yet seen */
    int seat_line[RACKO_MAX_SEATS][2]; /* lines of `seat S spec` / `seat S name` */
    RackoRecordMeta meta;
} Header;

/* Parses one header line (not `history`).  Returns RACKO_OK or
 * RACKO_E_FORMAT with the message set. */
static int parse_header_line(TkRecReader *r, TkField l, Header *h)
{
    TkField t[REC_MAX_TOKENS];
    int nt = tk_rec_split(l, t, REC_MAX_TOKENS);
    int key;
    uint64_t v = 0;
    int pr;

    if (nt < 1) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": too many fields", r->lineno,
                        TK_REC_QUOTE_ARGS(l));
        return RACKO_E_FORMAT;
    }
    if (tk_rec_is(t[0], "seat")) {
        int s, field;
        char *dst;
        size_t max;
        const char *why;
        if (nt != 4) {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT
                            ": expected 'seat S spec VALUE' or 'seat S name VALUE'",
                            r->lineno, TK_REC_QUOTE_ARGS(l));
            return RACKO_E_FORMAT;
        }
        if (tk_rec_num(t[1], 1, RACKO_MAX_SEATS, &v) != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": seat must be 1..%d",
                            r->lineno, TK_REC_QUOTE_ARGS(l), RACKO_MAX_SEATS);
            return RACKO_E_FORMAT;
        }
        s = (int)v - 1;
        if (tk_rec_is(t[2], "spec")) {
            field = 0;
            dst = h->meta.seat[s].spec;
            max = RACKO_SPEC_MAX;
        } else if (tk_rec_is(t[2], "name")) {
            field = 1;
            dst = h->meta.seat[s].name;
            max = RACKO_NAME_MAX;
        } else {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT ": unknown seat field (spec or name)", r->lineno,
                            TK_REC_QUOTE_ARGS(l));
            return RACKO_E_FORMAT;
        }
        if (h->seat_line[s][field] != 0) {
            tk_text_message(r->msg, r->size, "line %d: duplicate 'seat %d %s' (first on line %d)",
                            r->lineno, s + 1, field ? "name" : "spec", h->seat_line[s][field]);
            return RACKO_E_FORMAT;
        }
        if (tk_text_percent_decode(t[3].s, t[3].n, dst, max + 1, &why) != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: seat %d %s: %s", r->lineno, s + 1,
                            field ? "name" : "spec", why);
            return RACKO_E_FORMAT;
        }
        h->seat_line[s][field] = r->lineno;
        return RACKO_OK;
    }

    for (key = 0; key < K_COUNT; key++) {
        if (tk_rec_is(t[0], key_names[key])) {
            break;
        }
    }
    if (key == K_COUNT) {
        tk_text_message(r->msg, r->size, "line %d: unknown key '%.*s'", r->lineno,
                        (int)(t[0].n > TK_REC_QUOTE ? TK_REC_QUOTE : t[0].n), t[0].s);
        return RACKO_E_FORMAT;
    }
    if (h->seen[key] != 0) {
        tk_text_message(r->msg, r->size, "line %d: duplicate key '%s' (first on line %d)",
                        r->lineno, key_names[key], h->seen[key]);
        return RACKO_E_FORMAT;
    }
    if (nt != 2) {
        tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": '%s' takes exactly one value",
                        r->lineno, TK_REC_QUOTE_ARGS(l), key_names[key]);
        return RACKO_E_FORMAT;
    }
    h->seen[key] = r->lineno;

    switch (key) {
    case K_RULES: {
        char list[128];
        unsigned rules = 0;
        if (t[1].n >= sizeof list) {
            tk_text_message(r->msg, r->size, "line %d: rule list too long", r->lineno);
            return RACKO_E_FORMAT;
        }
        memcpy(list, t[1].s, t[1].n);
        list[t[1].n] = '\0';
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
        pr = tk_rec_num(t[1], 0, UINT64_MAX, &v);
        if (pr != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": %s", r->lineno, TK_REC_QUOTE_ARGS(l),
                            pr == TK_E_FORMAT ? "the seed must be a decimal number"
                                              : "the seed is above 2^64-1");
            return RACKO_E_FORMAT;
        }
        h->seed = v;
        return RACKO_OK;
    case K_FIRST_DEALER:
        if (tk_rec_is(t[1], "draw")) {
            h->cfg.first_dealer = -1;
            return RACKO_OK;
        }
        if (tk_rec_num(t[1], 1, RACKO_MAX_SEATS, &v) != TK_OK) {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT ": first-dealer must be 'draw' or a seat 1..%d",
                            r->lineno, TK_REC_QUOTE_ARGS(l), RACKO_MAX_SEATS);
            return RACKO_E_FORMAT;
        }
        h->cfg.first_dealer = (int)v - 1;
        return RACKO_OK;
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
        pr = tk_rec_num(t[1], lo, hi, &v);
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
static int start_game(TkRecReader *r, Header *h, RackoGame **out)
{
    char why[160];
    int key, s, rc;

    for (key = 0; key < K_COUNT; key++) {
        if (h->seen[key] == 0) {
            tk_text_message(r->msg, r->size,
                            "line %d: 'history' comes before the required key '%s'", r->lineno,
                            key_names[key]);
            return RACKO_E_FORMAT;
        }
    }
    for (s = h->cfg.players; s < RACKO_MAX_SEATS; s++) {
        int f;
        for (f = 0; f < 2; f++) {
            if (h->seat_line[s][f] != 0) {
                tk_text_message(r->msg, r->size, "line %d: seat %d, but the table has %d players",
                                h->seat_line[s][f], s + 1, h->cfg.players);
                return RACKO_E_FORMAT;
            }
        }
    }
    if (h->cfg.first_dealer >= h->cfg.players) {
        tk_text_message(r->msg, r->size, "line %d: first-dealer %d, but the table has %d players",
                        h->seen[K_FIRST_DEALER], h->cfg.first_dealer + 1, h->cfg.players);
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
    int seat, rc, pr;

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
        pr = tk_rec_num(t[0], 1, (uint64_t)cfg->players, &v);
        if (pr == TK_E_FORMAT) {
            tk_text_message(r->msg, r->size,
                            "line %d: " TK_REC_QUOTE_FMT
                            ": unknown history line (expected deal, script, end, "
                            "or a seat and deck, take, place K, discard or eclair K)",
                            r->lineno, TK_REC_QUOTE_ARGS(l));
            return RACKO_E_FORMAT;
        }
        if (pr != TK_OK) {
            tk_text_message(r->msg, r->size, "line %d: " TK_REC_QUOTE_FMT ": seat outside 1..%d",
                            r->lineno, TK_REC_QUOTE_ARGS(l), cfg->players);
            return RACKO_E_FORMAT;
        }
        seat = (int)v - 1;
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

/* Parses `end N HEX` into *count and *sum.  Returns NULL or what is wrong. */

int racko_record_read(const char *text, size_t len, RackoGame **out, RackoRecordMeta *meta,
                      char *msg, size_t size)
{
    TkRecReader r;
    Header h;
    RackoGame *g = NULL;
    TkField l;
    uint64_t count = 0;
    int nlines = 0, items = 0, rc, got;

    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (out != NULL) {
        *out = NULL;
    }
    if (out == NULL || (text == NULL && len > 0)) {
        tk_text_message(msg, size, "no text or no place for the game");
        return RACKO_E_ARG;
    }
    if (len > REC_MAX_BYTES) {
        tk_text_message(msg, size, "the record is larger than 16 MiB");
        return RACKO_E_FORMAT;
    }
    r.text = text;
    r.len = len;
    r.pos = 0;
    r.lineno = 0;
    r.msg = msg;
    r.size = size;
    rc = tk_rec_check_frame(&r, &rec_format, &nlines, &count);
    if (rc != RACKO_OK) {
        return rc;
    }

    /* Pass 2: header, then history. */
    memset(&h, 0, sizeof h);
    racko_config_default(&h.cfg, 2);
    r.pos = 0;
    r.lineno = 0;
    got = tk_rec_next_line(&r, &l); /* the magic line, checked above */
    while (got == 1 && (got = tk_rec_next_line(&r, &l)) == 1) {
        if (r.lineno == nlines) {
            break; /* the end line */
        }
        if (l.n == 7 && memcmp(l.s, "history", 7) == 0) {
            rc = start_game(&r, &h, &g);
            if (rc != RACKO_OK) {
                return rc;
            }
            break;
        }
        rc = parse_header_line(&r, l, &h);
        if (rc != RACKO_OK) {
            return rc;
        }
    }
    if (g == NULL) {
        tk_text_message(msg, size, "line %d: the 'history' line is missing", r.lineno);
        return RACKO_E_FORMAT;
    }
    while ((got = tk_rec_next_line(&r, &l)) == 1) {
        if (r.lineno == nlines) {
            break;
        }
        if (l.n >= 3 && memcmp(l.s, "end", 3) == 0 && (l.n == 3 || l.s[3] == ' ')) {
            tk_text_message(msg, size, "line %d: 'end' before the last line", r.lineno);
            racko_game_free(g);
            return RACKO_E_FORMAT;
        }
        if (items == REC_MAX_ITEMS) {
            tk_text_message(msg, size, "line %d: more than %d history items", r.lineno,
                            REC_MAX_ITEMS);
            racko_game_free(g);
            return RACKO_E_FORMAT;
        }
        rc = replay_line(&r, l, g);
        if (rc != RACKO_OK) {
            racko_game_free(g);
            return rc;
        }
        items++;
    }
    if (got != 1 || r.lineno != nlines) {
        /* Cannot happen after pass 1, but never trust that. */
        tk_text_message(msg, size, "line %d: unexpected end of the record", r.lineno);
        racko_game_free(g);
        return RACKO_E_FORMAT;
    }
    if (count != (uint64_t)items) {
        tk_text_message(msg, size,
                        "line %d: the end line counts %llu history items but the record holds %d",
                        r.lineno, (unsigned long long)count, items);
        racko_game_free(g);
        return RACKO_E_FORMAT;
    }
    if (racko_game_history_count(g) != items) {
        tk_text_message(msg, size, "the replayed game did not record its history");
        racko_game_free(g);
        return RACKO_E_FORMAT;
    }
    if (meta != NULL) {
        int s;
        memset(meta, 0, sizeof *meta);
        for (s = 0; s < h.cfg.players; s++) {
            meta->seat[s] = h.meta.seat[s];
        }
    }
    *out = g;
    return RACKO_OK;
}

int racko_record_load(const char *path, RackoGame **out, RackoRecordMeta *meta, char *msg,
                      size_t size)
{
    char *buf = NULL;
    size_t len = 0;
    int rc;

    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (out != NULL) {
        *out = NULL;
    }
    if (path == NULL || out == NULL) {
        tk_text_message(msg, size, "no path or no place for the game");
        return RACKO_E_ARG;
    }
    rc = tk_file_read(path, REC_MAX_BYTES, &buf, &len, msg, size);
    if (rc == TK_E_FORMAT) {
        tk_text_message(msg, size, "'%s' is larger than 16 MiB: not a Rack-O record", path);
    }
    if (rc != TK_OK) {
        return rc;
    }
    rc = racko_record_read(buf, len, out, meta, msg, size);
    free(buf);
    if (rc == RACKO_E_FORMAT && msg != NULL && size > 0) {
        /* Prefix the file name so the reader knows which file. */
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

