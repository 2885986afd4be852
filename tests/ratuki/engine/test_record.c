/*
 * test_record.c - Ratuki records (ratuki/record.h): a round written and
 * read back replays exactly, events and clock included; seats' specs and
 * names; every kind of broken file refused with its line; saving
 * (atomic, checked), the saver, loading a file.
 */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helpers.h"
#include "kit/record.h"
#include "ratuki/record.h"
#include "suites.h"

/* A short scripted round: plays, a tie, a take, discards, advances. */
static RtGame *sample(void)
{
    RtGame *g = rth_game(3, 100, 150, 31);
    rth_script(g, 0, (const int[]){1, 2, 3, 4, 5}, 5);
    rth_script(g, 1, (const int[]){4, 1, 2}, 3);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 1, 0, 610), TK_OK);
    ck_assert_int_eq(rth_play(g, 1, 1, 1, 700), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 2, 0, 900), TK_OK);
    ck_assert_int_eq(rth_play(g, 0, 3, 0, 1100), TK_OK);
    ck_assert_int_eq(rth_play(g, 1, 4, 0, 1200), TK_OK); /* a tie */
    ck_assert_int_eq(rt_discard(g, 2, 1, 1300), TK_OK);
    ck_assert_int_eq(rt_advance(g, 1500), TK_OK);
    ck_assert_int_eq(rt_advance(g, 1700), TK_OK); /* changes nothing but the clock */
    return g;
}

static char *write_text(const RtGame *g, const RtRecordMeta *meta, size_t *len)
{
    char *text = NULL;
    ck_assert_int_eq(rt_record_write(g, meta, &text, len), TK_OK);
    return text;
}

/* The text with its end line's checksum made right again (after a test
 * changed a line). */
static char *refix(const char *text)
{
    size_t n = strlen(text);
    char *out = malloc(n + 64);
    ck_assert_ptr_nonnull(out);
    const char *end = strstr(text, "\nend ");
    ck_assert_ptr_nonnull(end);
    size_t body = (size_t)(end - text) + 1;
    memcpy(out, text, body);
    int count = atoi(end + 5);
    uint64_t h = tk_fnv_add(TK_FNV_OFFSET, out, body);
    snprintf(out + body, 64, "end %d %016llx\n", count, (unsigned long long)h);
    return out;
}

static int read_text(const char *text, char *msg, size_t size)
{
    RtGame *g = NULL;
    int rc = rt_record_read(text, strlen(text), &g, NULL, msg, size);
    rt_game_free(g);
    return rc;
}

/* text with the first occurrence of `from` replaced by `to`, re-summed. */
static int read_changed(const char *text, const char *from, const char *to, char *msg, size_t size)
{
    const char *at = strstr(text, from);
    ck_assert_msg(at != NULL, "'%s' not in the record", from);
    size_t n = strlen(text) + strlen(to) + 1;
    char *c = malloc(n);
    ck_assert_ptr_nonnull(c);
    size_t pre = (size_t)(at - text);
    memcpy(c, text, pre);
    strcpy(c + pre, to);
    strcat(c, at + strlen(from));
    char *fixed = refix(c);
    int rc = read_text(fixed, msg, size);
    free(c);
    free(fixed);
    return rc;
}

START_TEST(test_round_trip)
{
    RtGame *g = sample();
    RtRecordMeta meta;
    memset(&meta, 0, sizeof meta);
    snprintf(meta.seat[0].spec, sizeof meta.seat[0].spec, "ai:expert");
    snprintf(meta.seat[0].name, sizeof meta.seat[0].name, "Hugo");
    snprintf(meta.seat[2].spec, sizeof meta.seat[2].spec, "bot:./my bot --x=1");
    size_t len = 0;
    char *text = write_text(g, &meta, &len);
    ck_assert_ptr_nonnull(strstr(text, "ratuki-record 1\nplayers 3\ntarget 100\nwindow 150\nseed 31\n"));
    ck_assert_ptr_nonnull(strstr(text, "seat 3 spec bot:./my%20bot%20--x=1\n"));
    ck_assert_ptr_nonnull(strstr(text, "\ndeal\n610 1 play 1 slot=1 place=1\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n1300 3 discard "));
    ck_assert_ptr_nonnull(strstr(text, "\n1700 advance\nend "));
    RtGame *r = NULL;
    RtRecordMeta back;
    char msg[300];
    ck_assert_msg(rt_record_read(text, len, &r, &back, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert(rt_game_same(g, r));
    ck_assert_int_eq(rt_game_now(r), 1700);
    ck_assert_str_eq(back.seat[0].name, "Hugo");
    ck_assert_str_eq(back.seat[2].spec, "bot:./my bot --x=1");
    ck_assert_str_eq(back.seat[1].spec, "");
    ck_assert_int_eq(back.pace, 0); /* not written: the levels' own */
    ck_assert_int_eq(back.glow, RT_GLOW_UNSAID);
    ck_assert_ptr_null(strstr(text, "\npace "));
    ck_assert_ptr_null(strstr(text, "\nglow "));
    /* The replayed events are the game's. */
    RtEvent a, b;
    while (rt_event_next(g, &a)) {
        ck_assert(rt_event_next(r, &b));
        ck_assert(memcmp(&a, &b, sizeof a) == 0);
    }
    ck_assert(!rt_event_next(r, &b));
    /* Written again, the same bytes. */
    size_t len2 = 0;
    char *text2 = write_text(r, &back, &len2);
    ck_assert_uint_eq(len, len2);
    ck_assert(memcmp(text, text2, len) == 0);
    free(text2);
    free(text);
    rt_game_free(r);
    rt_game_free(g);
}
END_TEST

START_TEST(test_one_round_and_scripts)
{
    RtGame *g = rth_game(2, 0, 0, 5);
    rth_script(g, 1, (const int[]){RT_WILD}, 1);
    ck_assert_int_eq(rt_deal(g), TK_OK);
    size_t len = 0;
    char *text = write_text(g, NULL, &len);
    ck_assert_ptr_nonnull(strstr(text, "target one-round\nwindow 0\n"));
    ck_assert_ptr_nonnull(strstr(text, "\nscript 2 34 1 2 3 "));
    free(text);
    rth_check_replays(g);
    rt_game_free(g);
}
END_TEST

/* How the match was played (the computers' pace, the glow), kept with
 * the record, read back, the replay the same. */
START_TEST(test_pace_and_glow_kept)
{
    RtGame *g = sample();
    RtRecordMeta meta, back;
    char msg[300];
    memset(&meta, 0, sizeof meta);
    meta.pace = 250;
    meta.glow = RT_GLOW_ON;
    size_t len = 0;
    char *text = write_text(g, &meta, &len);
    ck_assert_ptr_nonnull(strstr(text, "\nseed 31\npace 250\nglow on\n"));
    RtGame *r = NULL;
    ck_assert_msg(rt_record_read(text, len, &r, &back, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert(rt_game_same(g, r));
    ck_assert_int_eq(back.pace, 250);
    ck_assert_int_eq(back.glow, RT_GLOW_ON);
    rt_game_free(r);
    free(text);
    meta.glow = RT_GLOW_OFF;
    text = write_text(g, &meta, &len);
    ck_assert_msg(rt_record_read(text, len, &r, &back, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_int_eq(back.glow, RT_GLOW_OFF);
    rt_game_free(r);
    /* Bad values: said, the record not read. */
    ck_assert_int_eq(read_changed(text, "glow off", "glow bright", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "glow must be on or off"));
    ck_assert_int_eq(read_changed(text, "pace 250", "pace 0", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "pace must be 1..1000"));
    ck_assert_int_eq(read_changed(text, "pace 250", "pace 1001", msg, sizeof msg), TK_E_FORMAT);
    free(text);
    rt_game_free(g);
}
END_TEST

START_TEST(test_broken_records)
{
    RtGame *g = sample();
    size_t len = 0;
    char *text = write_text(g, NULL, &len);
    char msg[300];
    /* Framing: truncated, a changed byte (checksum), not a record. */
    char *cut = strndup(text, len - 10);
    ck_assert_int_eq(read_text(cut, msg, sizeof msg), TK_E_FORMAT);
    free(cut);
    char *flip = strdup(text);
    flip[strstr(flip, "610") - flip] = '5';
    ck_assert_int_eq(read_text(flip, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "checksum"));
    free(flip);
    ck_assert_int_eq(read_text("hello\n", msg, sizeof msg), TK_E_FORMAT);
    /* The header. */
    ck_assert_int_eq(read_changed(text, "players 3", "players 6", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "line 2"));
    ck_assert_int_eq(read_changed(text, "window 150", "window 201", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "target 100", "target 0", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "seed 31\n", "seed 31\nseed 4\n", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "duplicate key 'seed'"));
    ck_assert_int_eq(read_changed(text, "seed 31\n", "colour red\n", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "unknown key 'colour'"));
    ck_assert_int_eq(read_changed(text, "seed 31\n", "", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "no 'seed' line"));
    ck_assert_int_eq(read_changed(text, "seed 31\n", "seed 31\nseat 4 name Bob\n", msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "seat 4, but the table has 3 players"));
    ck_assert_int_eq(read_changed(text, "seed 31\n", "seed 31\nseat 1 name %4\n", msg, sizeof msg),
                     TK_E_FORMAT);
    /* The history: the engine refuses what the rules refuse. */
    ck_assert_int_eq(read_changed(text, "610 1 play 1 slot=1 place=1", "610 1 play 1 slot=1 place=4",
                                  msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "610 1 play 1 slot=1 place=1", "610 1 play 2 slot=1 place=1",
                                  msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "seat 1's slot 1 holds a 1, not a 2"));
    ck_assert_int_eq(read_changed(text, "900 1 play 2 slot=2 place=1", "900 1 play 2 slot=2 place=3",
                                  msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "refused: only a 1 starts a stack; place 3 is free"));
    ck_assert_int_eq(read_changed(text, "1500 advance", "600 advance", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "time does not go back"));
    ck_assert_int_eq(read_changed(text, "1500 advance", "1500 advance now", msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "deal\n", "deal\ndeal\n", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "610 1 play", "610 1 throw", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "unknown action"));
    ck_assert_int_eq(read_changed(text, "610 1 play 1 slot=1", "610 1 play 1 slot=4", msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "610 1 play 1 slot=1", "610 1 play 1 slot=-1", msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "610 1 play 1", "610 1 play w", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "610 1 play", "86400001 1 play", msg, sizeof msg), TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "deal\n", "script 1 1 2 3\ndeal\n", msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_int_eq(read_changed(text, "end ", "end 1 0\nend ", msg, sizeof msg), TK_E_FORMAT);
    free(text);
    rt_game_free(g);
}
END_TEST

START_TEST(test_save_and_load)
{
    char dir[] = "/tmp/ratuki-record-XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char path[300];
    snprintf(path, sizeof path, "%s/match.ratuki", dir);
    RtGame *g = sample();
    char msg[400];
    ck_assert_msg(rt_record_save(g, NULL, path, msg, sizeof msg) == TK_OK, "%s", msg);
    RtGame *r = NULL;
    ck_assert_msg(rt_record_load(path, &r, NULL, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert(rt_game_same(g, r));
    rt_game_free(r);
    /* The saver: again and again as the match goes on. */
    RtRecordSaver *sv = NULL;
    ck_assert_int_eq(rt_record_saver_new(&sv), TK_OK);
    ck_assert_int_eq(rt_record_saver_save(sv, g, NULL, path, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rt_discard(g, 1, 0, 1800), TK_OK);
    ck_assert_int_eq(rt_record_saver_save(sv, g, NULL, path, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rt_record_load(path, &r, NULL, msg, sizeof msg), TK_OK);
    ck_assert(rt_game_same(g, r));
    rt_game_free(r);
    rt_record_saver_free(sv);
    /* A game without its whole history is not written. */
    RtGame *c = NULL;
    ck_assert_int_eq(rt_game_clone(g, &c), TK_OK);
    rt_game_set_recording(c, 1, 0);
    ck_assert_int_eq(rt_record_save(c, NULL, path, msg, sizeof msg), TK_E_ARG);
    rt_game_free(c);
    /* A missing file, a broken one: said with the path. */
    char missing[320];
    snprintf(missing, sizeof missing, "%s/none.ratuki", dir);
    ck_assert_int_eq(rt_record_load(missing, &r, NULL, msg, sizeof msg), TK_E_IO);
    ck_assert_ptr_null(r);
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs("ratuki-record 1\nplayers 2\n", f);
    fclose(f);
    ck_assert_int_eq(rt_record_load(path, &r, NULL, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, path));
    unlink(path);
    rmdir(dir);
    rt_game_free(g);
}
END_TEST

void rt_suite_record(Suite *s)
{
    TCase *tc = tcase_create("record");
    tcase_add_test(tc, test_round_trip);
    tcase_add_test(tc, test_pace_and_glow_kept);
    tcase_add_test(tc, test_one_round_and_scripts);
    tcase_add_test(tc, test_broken_records);
    tcase_add_test(tc, test_save_and_load);
    suite_add_tcase(s, tc);
}
