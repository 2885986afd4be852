/* test_record.c - Rummikub records (rummikub/record.h): round trips of
 * random and scripted matches byte for byte, the fixtures, saving and
 * loading, and broken records refused with a line number, never a crash. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/portable.h"
#include "common/run.h"
#include "kit/rng.h"
#include "rummikub/engine.h"
#include "rummikub/record.h"

/* ---- building matches ---- */

/* A random legal game: draws, timeouts, and initial melds of a group or a
 * run when the rack holds one worth 30 (enough for records). */
static int simple_play(const RkGame *g, int seat, RkTable *out)
{
    RkView v;
    rk_game_view(g, seat, &v);
    memcpy(out, &v.table, sizeof *out);
    RkCounts rack = v.rack;
    int added = 0, value = 0;
    for (int n = RK_NUMBERS; n >= 1 && out->nsets < RK_TABLE_MAX_SETS; n--) {
        RkSet s;
        memset(&s, 0, sizeof s);
        for (int c = 0; c < RK_COLOURS; c++) {
            if (rack.n[rk_tile(c, n)] > 0) {
                s.t[s.n++] = rk_tile(c, n);
            }
        }
        if (s.n >= 3) {
            for (int i = 0; i < s.n; i++) {
                rack.n[s.t[i]]--;
            }
            out->sets[out->nsets++] = s;
            added += s.n;
            value += n * s.n;
        }
    }
    if (rack.n[RK_JOKER] > 0 && out->nsets < RK_TABLE_MAX_SETS) {
        for (int k = 0; k < RK_JOKER - 1; k++) {
            if (rack.n[k] > 0 && rk_tile_number((RkTile)k) < RK_NUMBERS && rack.n[k + 1] > 0) {
                RkSet s;
                memset(&s, 0, sizeof s);
                s.n = 3;
                s.t[0] = (RkTile)k;
                s.t[1] = (RkTile)(k + 1);
                s.t[2] = RK_JOKER;
                rack.n[k]--;
                rack.n[k + 1]--;
                rack.n[RK_JOKER]--;
                out->sets[out->nsets++] = s;
                added += 3;
                value += 3 * rk_tile_number((RkTile)k) + 3;
                break;
            }
        }
    }
    if (added == 0) {
        return 0;
    }
    return v.log[seat].melded || value >= RK_MELD_MIN;
}

static RkGame *random_match(uint64_t seed, int players, int timer, int games, int events)
{
    RkConfig cfg;
    rk_config_default(&cfg, players);
    cfg.timer = timer;
    cfg.games = games;
    RkGame *g = NULL;
    ck_assert_int_eq(rk_game_new(&cfg, seed, &g, NULL, 0), TK_OK);
    rk_game_set_recording(g, events, 1);
    TkRng rng;
    tk_rng_seed(&rng, seed + 17);
    RkTable t;
    for (int i = 0; i < 20000 && rk_game_phase(g) != RK_PHASE_MATCH_OVER; i++) {
        if (rk_game_phase(g) == RK_PHASE_GAME_OVER) {
            ck_assert_int_eq(rk_deal(g), TK_OK);
            continue;
        }
        int seat = rk_game_to_act(g);
        uint32_t roll = tk_rng_below(&rng, 100);
        if (timer > 0 && roll < 5) {
            ck_assert_int_eq(rk_timeout(g), TK_OK);
        } else if (simple_play(g, seat, &t)) {
            ck_assert_msg(rk_play(g, seat, &t) == TK_OK, "%s", rk_game_error(g));
        } else {
            ck_assert_int_eq(rk_draw(g, seat), TK_OK);
        }
    }
    ck_assert_int_eq(rk_game_phase(g), RK_PHASE_MATCH_OVER);
    return g;
}

static RkRecordMeta some_meta(void)
{
    RkRecordMeta m;
    memset(&m, 0, sizeof m);
    strcpy(m.seat[0].spec, "human");
    strcpy(m.seat[0].name, "Ada Lovelace");
    strcpy(m.seat[1].spec, "bot:./my bot --level \"3\" 100%");
    strcpy(m.seat[1].name, "Zo\xc3\xab");
    return m;
}

/* Writes g, reads it back, checks the same match and the same text. */
static void round_trip(RkGame *g, const RkRecordMeta *meta)
{
    char *text = NULL, *again = NULL;
    size_t len = 0, len2 = 0;
    ck_assert_int_eq(rk_record_write(g, meta, &text, &len), TK_OK);
    ck_assert_uint_eq(strlen(text), len);
    RkGame *r = NULL;
    RkRecordMeta back;
    char msg[300] = "";
    ck_assert_msg(rk_record_read(text, len, &r, &back, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert(rk_game_same(g, r));
    if (meta != NULL) {
        ck_assert_int_eq(memcmp(meta, &back, sizeof back), 0);
    }
    ck_assert_int_eq(rk_record_write(r, &back, &again, &len2), TK_OK);
    ck_assert_uint_eq(len, len2);
    ck_assert_int_eq(memcmp(text, again, len), 0);
    /* With the original's whole event stream, the replay gives the same. */
    if (rk_event_pending(g) > 0) {
        ck_assert_int_eq(rk_event_pending(g), rk_event_pending(r));
        RkEvent a, b;
        while (rk_event_next(g, &a)) {
            ck_assert(rk_event_next(r, &b));
            ck_assert_int_eq(memcmp(&a, &b, sizeof a), 0);
        }
    }
    free(text);
    free(again);
    rk_game_free(r);
}

START_TEST(test_round_trip_random)
{
    uint64_t seed = (uint64_t)_i * 104729u + 3;
    static const int timers[] = {0, 30, 45, 60, 90, 120};
    RkGame *g = random_match(seed, 2 + _i % 3, timers[_i % 6], 1 + _i % 3, _i % 2);
    RkRecordMeta m = some_meta();
    round_trip(g, _i % 2 ? &m : NULL);
    rk_game_free(g);
}
END_TEST

START_TEST(test_round_trip_scripted_and_mid_game)
{
    RkConfig cfg;
    rk_config_default(&cfg, 3);
    cfg.timer = 0;
    RkGame *g = NULL;
    ck_assert_int_eq(rk_game_new(&cfg, 5, &g, NULL, 0), TK_OK);
    /* A fresh match, and one with scripts waiting. */
    round_trip(g, NULL);
    RkTile order[RK_TILES];
    for (int i = 0; i < RK_TILES; i++) {
        order[i] = (RkTile)(RK_JOKER - i / 2);
    }
    ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES), TK_OK);
    round_trip(g, NULL);
    ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES), TK_OK);
    ck_assert_int_eq(rk_deal(g), TK_OK);
    /* The first-seat draw was the joker's copies...: whoever started, the
     * deal took the second script. */
    for (int i = 0; i < 7; i++) {
        ck_assert_int_eq(rk_draw(g, rk_game_to_act(g)), TK_OK);
    }
    round_trip(g, NULL);
    rk_game_free(g);
}
END_TEST

START_TEST(test_write_needs_the_whole_history)
{
    RkConfig cfg;
    rk_config_default(&cfg, 2);
    RkGame *g = NULL;
    ck_assert_int_eq(rk_game_new(&cfg, 5, &g, NULL, 0), TK_OK);
    ck_assert_int_eq(rk_deal(g), TK_OK);
    rk_game_set_recording(g, 1, 0);
    rk_game_set_recording(g, 1, 1);
    char *text = NULL;
    ck_assert_int_eq(rk_record_write(g, NULL, &text, NULL), TK_E_ARG);
    ck_assert_ptr_null(text);
    char msg[300];
    ck_assert_int_eq(rk_record_save(g, NULL, "/nonexistent/x.rummikub", msg, sizeof msg), TK_E_ARG);
    ck_assert_ptr_nonnull(strstr(msg, "whole history"));
    ck_assert_int_eq(rk_record_write(NULL, NULL, &text, NULL), TK_E_ARG);
    /* A copy has no history either. */
    RkGame *c = NULL;
    ck_assert_int_eq(rk_game_new(&cfg, 5, &c, NULL, 0), TK_OK);
    rk_game_copy(c, g);
    ck_assert_int_eq(rk_record_write(c, NULL, &text, NULL), TK_E_ARG);
    rk_game_free(c);
    rk_game_free(g);
}
END_TEST

/* ---- the fixtures (tests/rummikub/record/data) ---- */

static char *fixture(const char *name, size_t *len)
{
    const char *src = getenv("RACKO_SOURCE");
    ck_assert_ptr_nonnull(src);
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/rummikub/record/data/%s", src, name);
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    char *buf = malloc(1 << 20);
    ck_assert_ptr_nonnull(buf);
    *len = fread(buf, 1, (1 << 20) - 1, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

START_TEST(test_fixture_example)
{
    /* The example of docs/rummikub.md. */
    size_t len;
    char *text = fixture("example-2p.rummikub", &len);
    RkGame *g = NULL;
    RkRecordMeta meta;
    char msg[300] = "";
    ck_assert_msg(rk_record_read(text, len, &g, &meta, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_str_eq(meta.seat[0].name, "Ada");
    ck_assert_str_eq(meta.seat[1].spec, "bot:./mybot --fast");
    ck_assert_int_eq(rk_game_config(g)->timer, 60);
    ck_assert_int_eq(rk_game_number(g), 1);
    ck_assert_int_eq(rk_game_first(g), 0);
    ck_assert(rk_game_melded(g, 1));
    char table[RK_TABLE_TEXT];
    rk_table_format(rk_game_table(g), table, sizeof table);
    ck_assert_str_eq(table, "r1 r2 r3 | k9 b9 o9 J");
    char *again = NULL;
    size_t len2 = 0;
    ck_assert_int_eq(rk_record_write(g, &meta, &again, &len2), TK_OK);
    ck_assert_uint_eq(len, len2);
    ck_assert_int_eq(memcmp(text, again, len), 0);
    free(again);
    rk_game_free(g);
    free(text);
}
END_TEST

START_TEST(test_fixture_match)
{
    const char *dir = getenv("RK_WRITE_FIXTURES");
    if (dir != NULL && dir[0] != '\0') {
        RkGame *w = random_match(2024, 3, 45, 2, 0);
        char path[1024];
        char msg[300] = "";
        snprintf(path, sizeof path, "%s/match-3p.rummikub", dir);
        ck_assert_msg(rk_record_save(w, NULL, path, msg, sizeof msg) == TK_OK, "%s", msg);
        rk_game_free(w);
    }
    size_t len;
    char *text = fixture("match-3p.rummikub", &len);
    RkGame *g = NULL;
    char msg[300] = "";
    ck_assert_msg(rk_record_read(text, len, &g, NULL, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_int_eq(rk_game_phase(g), RK_PHASE_MATCH_OVER);
    ck_assert_int_eq(rk_game_number(g), 2);
    /* The same match as the generator plays it today. */
    RkGame *now = random_match(2024, 3, 45, 2, 0);
    ck_assert(rk_game_same(g, now));
    rk_game_free(now);
    rk_game_free(g);
    free(text);
}
END_TEST

/* ---- saving and loading ---- */

START_TEST(test_save_and_load)
{
    char dir[512];
    ck_assert_int_eq(portable_make_temp_dir("rk-record", dir, sizeof dir), 0);
    char path[600];
    snprintf(path, sizeof path, "%s/match.rummikub", dir);
    RkGame *g = random_match(77, 2, 60, 1, 1);
    RkRecordMeta m = some_meta();
    char msg[300] = "";
    ck_assert_msg(rk_record_save(g, &m, path, msg, sizeof msg) == TK_OK, "%s", msg);
    RkGame *r = NULL;
    RkRecordMeta back;
    ck_assert_msg(rk_record_load(path, &r, &back, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert(rk_game_same(g, r));
    ck_assert_int_eq(memcmp(&m, &back, sizeof m), 0);
    rk_game_free(r);
    /* A damaged file is refused with its name. */
    FILE *f = fopen(path, "ab");
    ck_assert_ptr_nonnull(f);
    fputs("1 draw\n", f);
    fclose(f);
    ck_assert_int_eq(rk_record_load(path, &r, NULL, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_null(r);
    ck_assert_ptr_nonnull(strstr(msg, path));
    ck_assert_ptr_nonnull(strstr(msg, "truncated"));
    char missing[620];
    snprintf(missing, sizeof missing, "%s/none.rummikub", dir);
    ck_assert_int_eq(rk_record_load(missing, &r, NULL, msg, sizeof msg), TK_E_IO);
    ck_assert_int_eq(rk_record_load(NULL, &r, NULL, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rk_record_save(g, NULL, "", msg, sizeof msg), TK_E_ARG);
    rk_game_free(g);
    portable_remove_tree(dir);
}
END_TEST

/* ---- broken records ---- */

static uint64_t fnv(uint64_t h, const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

/* body (the lines before `end`, each ending in LF) with a correct end line
 * appended: a fresh string. */
static char *with_end(const char *body)
{
    size_t n = strlen(body);
    int items = -1;
    const char *h = strstr(body, "\nhistory\n");
    if (h != NULL) {
        items = 0;
        for (const char *p = h + 9; *p; p++) {
            items += *p == '\n';
        }
    }
    char *out = malloc(n + 64);
    ck_assert_ptr_nonnull(out);
    memcpy(out, body, n);
    snprintf(out + n, 64, "end %d %016llx\n", items < 0 ? 0 : items,
             (unsigned long long)fnv(0xcbf29ce484222325ULL, body, n));
    return out;
}

#define HEAD "rummikub-record 1\nplayers 2\ntimer 60\ngames 1\nfirst 1\nseed 42\n"

static void expect_refused(const char *body, int fix_end, const char *why)
{
    char *text;
    if (fix_end) {
        text = with_end(body);
    } else {
        text = malloc(strlen(body) + 1);
        ck_assert_ptr_nonnull(text);
        strcpy(text, body);
    }
    RkGame *g = (RkGame *)&g; /* not NULL: the reader must clear it */
    RkRecordMeta meta;
    char msg[300] = "";
    int rc = rk_record_read(text, strlen(text), &g, &meta, msg, sizeof msg);
    ck_assert_msg(rc == TK_E_FORMAT, "accepted (%d): %s", rc, body);
    ck_assert_ptr_null(g);
    ck_assert_msg(strstr(msg, why) != NULL, "'%s' lacks '%s'", msg, why);
    free(text);
}

static void expect_read(const char *body)
{
    char *text = with_end(body);
    RkGame *g = NULL;
    char msg[300] = "";
    ck_assert_msg(rk_record_read(text, strlen(text), &g, NULL, msg, sizeof msg) == TK_OK, "%s: %s", body, msg);
    rk_game_free(g);
    free(text);
}

START_TEST(test_broken_records)
{
    expect_read(HEAD "history\n");
    expect_read(HEAD "seat 2 spec bot:rm%20-rf%20/\nhistory\ndeal\n1 draw\n");
    /* Framing. */
    expect_refused("", 0, "empty file");
    expect_refused("racko-record 1\n", 0, "not a Rummikub record");
    expect_refused("rummikub-record 2\nplayers 2\nend 0 0000000000000000\n", 0, "newer than this program");
    expect_refused("rummikub-record x\nend 0 0000000000000000\n", 0, "bad record version");
    expect_refused(HEAD "history\n", 0, "truncated");
    expect_refused(HEAD "history\nend 0 0123456789abcdef\n", 0, "checksum mismatch");
    expect_refused(HEAD "history\nend 0 0123", 0, "truncated");
    expect_refused(HEAD "history\n\n", 1, "line 8: empty line");
    expect_refused(HEAD "history\ndeal \n", 1, "single spaces");
    expect_refused(HEAD "history\ndeal\t\n", 1, "not printable");
    expect_refused(HEAD "history\nde\ral\n", 1, "stray carriage return");
    expect_refused(HEAD "history\nend 0 0000000000000000\ndeal\n", 1, "'end' before the last line");
    /* The header. */
    expect_refused("rummikub-record 1\nplayers 2\ntimer 60\ngames 1\nseed 42\nhistory\n", 1,
                   "the header has no 'first' line");
    expect_refused(HEAD "players 3\nhistory\n", 1, "line 7: duplicate key 'players' (first on line 2)");
    expect_refused(HEAD "rules none\nhistory\n", 1, "line 7: unknown key 'rules'");
    expect_refused("rummikub-record 1\nplayers 5\n", 1, "players must be 2..4");
    expect_refused("rummikub-record 1\nplayers 2\ntimer 50\ngames 1\nfirst draw\nseed 1\nhistory\n", 1,
                   "not allowed: the turn timer is 0 (none), 30, 45, 60, 90 or 120 seconds, not 50");
    expect_refused("rummikub-record 1\ntimer 121\n", 1, "timer must be");
    expect_refused("rummikub-record 1\ngames 21\n", 1, "games must be 1..20");
    expect_refused("rummikub-record 1\ngames -1\n", 1, "games must be 1..20");
    expect_refused("rummikub-record 1\nseed 18446744073709551616\n", 1, "above 2^64-1");
    expect_refused("rummikub-record 1\nseed 0x10\n", 1, "decimal number");
    expect_refused("rummikub-record 1\nfirst 0\n", 1, "first must be 'draw' or a seat 1..4");
    expect_refused("rummikub-record 1\nplayers 2\ntimer 60\ngames 1\nfirst 3\nseed 1\nhistory\n", 1,
                   "line 5: first seat 3, but the table has 2 players");
    expect_refused(HEAD "seat 3 name X\nhistory\n", 1, "line 7: seat 3, but the table has 2 players");
    expect_refused(HEAD "seat 1 name X\nseat 1 name Y\nhistory\n", 1, "duplicate 'seat 1 name'");
    expect_refused(HEAD "seat 1 nick X\nhistory\n", 1, "unknown seat field");
    expect_refused(HEAD "seat 1 name %00\nhistory\n", 1, "seat 1 name");
    expect_refused(HEAD "seat 1 name 123456789012345678901234567890123\nhistory\n", 1, "seat 1 name");
    expect_refused(HEAD "seat 1 name a b\nhistory\n", 1, "expected 'seat S spec VALUE'");
    expect_refused(HEAD, 1, "the 'history' line is missing");
    /* The history. */
    expect_refused(HEAD "history\ndeal\n2 draw\n", 1, "line 9: '2 draw': refused: it is seat 1's turn, not seat 2's");
    expect_refused(HEAD "history\n1 draw\n", 1, "line 8: '1 draw': refused: the first game is not dealt yet");
    expect_refused(HEAD "history\ndeal\n3 draw\n", 1, "seat outside 1..2");
    expect_refused(HEAD "history\ndeal\n1 jump\n", 1, "unknown action");
    expect_refused(HEAD "history\ndeal\n1 draw now\n", 1, "'draw' takes no value");
    expect_refused(HEAD "history\ndeal\n1\n", 1, "an action must follow the seat");
    expect_refused(HEAD "history\ndeal x\n", 1, "'deal' takes no value");
    expect_refused(HEAD "history\nshuffle\n", 1, "unknown history line");
    expect_refused(HEAD "history\ndeal\n1 play\n", 1, "'play' needs the table");
    expect_refused(HEAD "history\ndeal\n1 play r1 r2 x3\n", 1, "'x3' is not a tile");
    expect_refused(HEAD "history\ndeal\n1 play r1 r2 r3 | | k1\n", 1, "set 2: a set has no tiles");
    expect_refused(HEAD "history\ndeal\n1 play r12 r13 r1\n", 1, "refused:");
    expect_refused(HEAD "history\ndeal\n1 timeout\n1 timeout\n", 1, "line 10: '1 timeout': refused: it is seat 2's turn");
    expect_refused(HEAD "history\nscript k1\n", 1, "a script lists the 106 tiles of the box, not 1");
    {
        char body[2048];
        char *p = body + sprintf(body, HEAD "history\nscript");
        for (int i = 0; i < RK_TILES; i++) {
            p += sprintf(p, " %s", i < 3 ? "r5" : "k1");
        }
        sprintf(p, "\n");
        expect_refused(body, 1, "the script lists r5 more than twice");
        p = body + sprintf(body, HEAD "history\nscript");
        for (int i = 0; i < RK_TILES; i++) {
            char t[RK_TILE_TEXT];
            rk_tile_format((RkTile)(i / 2), t);
            p += sprintf(p, " %s", i == 5 ? "q1" : t);
        }
        sprintf(p, "\n");
        expect_refused(body, 1, "script tile 6 'q1' is not a tile");
    }
    /* The end line. */
    {
        char *t = with_end(HEAD "history\ndeal\n");
        char *e = strstr(t, "end 1 ");
        ck_assert_ptr_nonnull(e);
        e[4] = '2';
        /* The checksum does not cover the end line: the count is checked. */
        expect_refused(t, 0, "counts 2 history items but the record holds 1");
        free(t);
    }
    expect_refused(HEAD "history\nend x 0000000000000000\n", 0, "the item count is not a number");
    expect_refused(HEAD "history\nend 0 00000000000000000\n", 0, "16 hex digits");
    /* Arguments. */
    RkGame *g = NULL;
    ck_assert_int_eq(rk_record_read(NULL, 5, &g, NULL, NULL, 0), TK_E_ARG);
    ck_assert_int_eq(rk_record_read("x", 1, NULL, NULL, NULL, 0), TK_E_ARG);
}
END_TEST

START_TEST(test_crlf_and_long_lines)
{
    /* CRLF line ends read (and the checksum is over the LF text). */
    char *t = with_end(HEAD "history\ndeal\n1 draw\n");
    size_t n = strlen(t);
    char *crlf = malloc(2 * n + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (t[i] == '\n') {
            crlf[k++] = '\r';
        }
        crlf[k++] = t[i];
    }
    RkGame *g = NULL;
    char msg[300] = "";
    ck_assert_msg(rk_record_read(crlf, k, &g, NULL, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_int_eq(rk_game_to_act(g), 1);
    rk_game_free(g);
    free(crlf);
    free(t);
    /* A line over 1024 characters. */
    char *big = malloc(4096);
    strcpy(big, HEAD "seat 1 name ");
    size_t at = strlen(big);
    memset(big + at, 'a', 1100);
    strcpy(big + at + 1100, "\nhistory\n");
    expect_refused(big, 1, "line 7: longer than 1024 characters");
    free(big);
}
END_TEST

/* Every byte of a real record changed in turn, and every cut: refused or
 * read, never a crash, always a message. */
START_TEST(test_every_damage)
{
    RkGame *g = random_match(9, 2, 30, 1, 0);
    char *text = NULL;
    size_t len = 0;
    ck_assert_int_eq(rk_record_write(g, NULL, &text, &len), TK_OK);
    rk_game_free(g);
    char *copy = malloc(len);
    for (size_t i = 0; i < len; i += 1 + i / 64) {
        memcpy(copy, text, len);
        copy[i] = (char)(copy[i] ^ 0x21);
        RkGame *r = NULL;
        char msg[300] = "";
        int rc = rk_record_read(copy, len, &r, NULL, msg, sizeof msg);
        ck_assert_int_eq(rc, TK_E_FORMAT);
        ck_assert(msg[0] != '\0');
        rc = rk_record_read(text, i, &r, NULL, msg, sizeof msg);
        ck_assert_int_eq(rc, TK_E_FORMAT);
        ck_assert_ptr_null(r);
    }
    free(copy);
    free(text);
}
END_TEST

static Suite *record_suite(void)
{
    Suite *s = suite_create("rummikub records");
    TCase *tc = tcase_create("round trips");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_round_trip_random, 0, 60);
    tcase_add_test(tc, test_round_trip_scripted_and_mid_game);
    tcase_add_test(tc, test_write_needs_the_whole_history);
    tcase_add_test(tc, test_fixture_example);
    tcase_add_test(tc, test_fixture_match);
    tcase_add_test(tc, test_save_and_load);
    suite_add_tcase(s, tc);
    tc = tcase_create("errors");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_broken_records);
    tcase_add_test(tc, test_crlf_and_long_lines);
    tcase_add_test(tc, test_every_damage);
    suite_add_tcase(s, tc);
    return s;
}

int main(int argc, char **argv)
{
    /* `test_rummikub_record write DIR` writes the fixtures into DIR first
     * (test_fixture_match does, as a test). */
    if (argc == 3 && strcmp(argv[1], "write") == 0) {
        portable_setenv("RK_WRITE_FIXTURES", argv[2]);
    }
    return test_run(record_suite(), NULL, 0);
}
