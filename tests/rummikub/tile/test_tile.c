/* test_tile.c - tile notation and the reading of sets (rummikub/tile.h). */
#include <check.h>
#include <string.h>

#include "common/run.h"
#include "rummikub/tile.h"

static RkSet set_of(const char *text)
{
    RkSet s;
    char msg[200];
    int st = rk_set_parse(text, strlen(text), &s, msg, sizeof msg);
    ck_assert_msg(st == TK_OK, "%s: %s", text, msg);
    return s;
}

/* The set read, written as the game writes it, and its value. */
static void check_reads(const char *text, RkSetKind kind, int value, const char *written)
{
    RkSet s = set_of(text);
    RkReading r;
    char msg[200] = "";
    ck_assert_msg(rk_set_read(&s, &r, msg, sizeof msg) == TK_OK, "%s refused: %s", text, msg);
    ck_assert_int_eq(r.kind, kind);
    ck_assert_int_eq(r.value, value);
    char out[100];
    rk_set_format(&s, out, sizeof out);
    ck_assert_str_eq(out, written);
}

static void check_refused(const char *text, const char *why)
{
    RkSet s = set_of(text);
    RkReading r;
    char msg[200] = "";
    ck_assert_int_eq(rk_set_read(&s, &r, msg, sizeof msg), TK_E_RULE);
    ck_assert_int_eq(r.kind, RK_SET_INVALID);
    ck_assert_msg(strstr(msg, why) != NULL, "%s: '%s' lacks '%s'", text, msg, why);
}

START_TEST(test_tile_notation)
{
    for (int k = 0; k < RK_KINDS; k++) {
        char text[RK_TILE_TEXT];
        size_t n = rk_tile_format((RkTile)k, text);
        RkTile back;
        ck_assert_int_eq(rk_tile_parse(text, n, &back), TK_OK);
        ck_assert_int_eq(back, k);
    }
    RkTile t;
    ck_assert_int_eq(rk_tile_parse("r7", 2, &t), TK_OK);
    ck_assert_int_eq(rk_tile_colour(t), 3);
    ck_assert_int_eq(rk_tile_number(t), 7);
    ck_assert_int_eq(rk_tile_parse("k13", 3, &t), TK_OK);
    ck_assert_int_eq(t, rk_tile(0, 13));
    const char *bad[] = {"r0", "r14", "x5", "R5", "j", "JJ", "r07", "r", "b1 ", "k130", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_msg(rk_tile_parse(bad[i], strlen(bad[i]), &t) == TK_E_FORMAT, "%s accepted", bad[i]);
    }
    ck_assert_int_eq(rk_tile_penalty(RK_JOKER), 30);
    ck_assert_int_eq(rk_tile_penalty(rk_tile(2, 11)), 11);
}
END_TEST

START_TEST(test_sets_read)
{
    check_reads("r1 r2 r3", RK_SET_RUN, 6, "r1 r2 r3");
    check_reads("r3 r1 r2", RK_SET_RUN, 6, "r1 r2 r3");
    check_reads("o9 k9 b9 J", RK_SET_GROUP, 36, "k9 b9 o9 J");
    /* The rules' examples: J r4 r5 is 4-5-6; k5 J J is 5-6-7. */
    check_reads("J r4 r5", RK_SET_RUN, 15, "r4 r5 J");
    check_reads("k5 J J", RK_SET_RUN, 18, "k5 J J");
    /* Against the top: J r12 r13 is 11-12-13; k13 J J a group of 13s. */
    check_reads("J r12 r13", RK_SET_RUN, 36, "J r12 r13");
    check_reads("k13 J J", RK_SET_GROUP, 39, "k13 J J");
    check_reads("r4 J r6", RK_SET_RUN, 15, "r4 J r6");
    check_reads("b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13", RK_SET_RUN, 91,
                "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13");
    check_reads("b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 J J", RK_SET_RUN, 91,
                "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 J J");
    check_reads("r1 b1 k1 o1", RK_SET_GROUP, 4, "k1 b1 o1 r1");
}
END_TEST

START_TEST(test_sets_refused)
{
    check_refused("r12 r13 r1", "12 13 1");
    check_refused("r1 r2", "at least 3");
    check_refused("r5 r5 b5", "different colours");
    check_refused("r5 b5 k5 o5 J", "at most 4");
    check_refused("r5 r6 r6", "same number twice");
    check_refused("r3 r7 r8", "consecutive");
    check_refused("r3 J r8", "jokers cannot fill");
    check_refused("r5 b6 k7", "nor a run");
    check_refused("J J J", "only two jokers");
    RkSet s;
    char msg[200];
    const char *long_set = "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 J";
    ck_assert_int_eq(rk_set_parse(long_set, strlen(long_set), &s, msg, sizeof msg), TK_E_FORMAT);
    ck_assert(strstr(msg, "at most 13") != NULL);
}
END_TEST

/* rk_table_order_like: a table after a play, in the order of the one before. */
static void check_order(const char *before, const char *after, const char *want)
{
    RkTable b, a;
    char msg[200], out[RK_TABLE_TEXT];
    ck_assert_int_eq(rk_table_parse(before, strlen(before), &b, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rk_table_parse(after, strlen(after), &a, msg, sizeof msg), TK_OK);
    rk_table_order_like(&b, &a);
    rk_table_format(&a, out, sizeof out);
    ck_assert_msg(strcmp(out, want) == 0, "%s -> %s: got %s, want %s", before, after, out, want);
}

START_TEST(test_table_order_like)
{
    /* Unchanged sets keep their places, a grown set the place of the one
     * it grew from, a new set goes last. */
    check_order("k1 b1 r1 | b3 b4 b5 | r4 r5 r6", "r4 r5 r6 | b3 b4 b5 b6 | o7 o8 o9 | k1 b1 r1",
                "k1 b1 r1 | b3 b4 b5 b6 | r4 r5 r6 | o7 o8 o9");
    /* A run split in two: the part sharing the most tiles takes the old
     * place (a tie: the one first in `after`), the other goes last. */
    check_order("k9 b9 o9 | r1 r2 r3 r4 r5 r6", "r4 r5 r6 r7 | r1 r2 r3 | k9 b9 o9",
                "k9 b9 o9 | r4 r5 r6 r7 | r1 r2 r3");
    check_order("k9 b9 o9 | r1 r2 r3 r4 r5 r6 | b5 o5 r5", "r1 r2 r3 r4 | r5 r6 r7 | k9 b9 o9 | b5 o5 r5",
                "k9 b9 o9 | r1 r2 r3 r4 | b5 o5 r5 | r5 r6 r7");
    /* Two copies of the same set: each keeps one place. */
    check_order("r1 r2 r3 | k5 k6 k7 | r1 r2 r3", "r1 r2 r3 | r1 r2 r3 | k5 k6 k7 k8",
                "r1 r2 r3 | k5 k6 k7 k8 | r1 r2 r3");
    /* From an empty table, or to the same table: as given. */
    check_order("-", "o7 o8 o9 | k1 b1 r1", "o7 o8 o9 | k1 b1 r1");
    check_order("o7 o8 o9 | k1 b1 r1", "o7 o8 o9 | k1 b1 r1", "o7 o8 o9 | k1 b1 r1");
}
END_TEST

START_TEST(test_tables)
{
    RkTable t;
    char msg[200];
    const char *text = "r1 r2 r3 | k9 b9 o9 J";
    ck_assert_int_eq(rk_table_parse(text, strlen(text), &t, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(t.nsets, 2);
    char out[RK_TABLE_TEXT];
    rk_table_format(&t, out, sizeof out);
    ck_assert_str_eq(out, text);
    ck_assert_int_eq(rk_table_parse("  -  ", 5, &t, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(t.nsets, 0);
    rk_table_format(&t, out, sizeof out);
    ck_assert_str_eq(out, "-");
    ck_assert_int_eq(rk_table_parse("r1|r2 r3", 8, &t, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(t.nsets, 2);
    const char *bad[] = {"", "r1 r2 r3 |", "| r1", "r1 r2 || r3", "r1 x2", "- r1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_msg(rk_table_parse(bad[i], strlen(bad[i]), &t, msg, sizeof msg) == TK_E_FORMAT, "'%s'", bad[i]);
        ck_assert(msg[0] != '\0');
    }
    RkCounts c;
    rk_counts_clear(&c);
    ck_assert_int_eq(rk_table_parse(text, strlen(text), &t, msg, sizeof msg), TK_OK);
    rk_counts_add_table(&c, &t);
    ck_assert_int_eq(rk_counts_total(&c), 7);
    ck_assert_int_eq(c.n[RK_JOKER], 1);
    /* Counts written in kind order; none is "-". */
    {
        char counted[RK_TABLE_TEXT];
        RkCounts none;
        ck_assert_uint_eq(rk_counts_format(&c, counted, sizeof counted), strlen(counted));
        ck_assert_str_eq(counted, "k9 b9 o9 r1 r2 r3 J");
        rk_counts_clear(&none);
        rk_counts_format(&none, msg, sizeof msg);
        ck_assert_str_eq(msg, "-");
        ck_assert_uint_eq(rk_counts_format(&c, msg, 4), strlen(counted));
        ck_assert_uint_eq(strlen(msg), 3);
    }
    /* A cut buffer is terminated and the length needed returned. */
    char small[5];
    ck_assert_uint_eq(rk_table_format(&t, small, sizeof small), strlen(text));
    ck_assert_str_eq(small, "r1 r");
}
END_TEST

/* Every set of 3..5 tiles from a small alphabet: a valid reading always
 * stands for distinct tiles of one number (group) or consecutive numbers of
 * one colour (run), with the numbered tiles in place. */
START_TEST(test_readings_consistent)
{
    const RkTile alphabet[] = {rk_tile(0, 1), rk_tile(0, 2), rk_tile(0, 3), rk_tile(0, 12), rk_tile(0, 13),
                               rk_tile(1, 2), rk_tile(2, 2), rk_tile(3, 13), RK_JOKER};
    const int na = (int)(sizeof alphabet / sizeof alphabet[0]);
    int valid = 0;
    for (int len = 3; len <= 5; len++) {
        int idx[5] = {0};
        for (;;) {
            RkSet s;
            s.n = (uint8_t)len;
            for (int i = 0; i < len; i++) {
                s.t[i] = alphabet[idx[i]];
            }
            RkReading r;
            if (rk_set_read(&s, &r, NULL, 0) == TK_OK) {
                valid++;
                ck_assert_int_eq(r.n, len);
                int sum = 0;
                for (int i = 0; i < len; i++) {
                    ck_assert(r.stands[i] != RK_JOKER);
                    ck_assert(r.order[i] == RK_JOKER || r.order[i] == r.stands[i]);
                    sum += rk_tile_number(r.stands[i]);
                    if (i > 0 && r.kind == RK_SET_RUN) {
                        ck_assert_int_eq(r.stands[i], r.stands[i - 1] + 1);
                        ck_assert_int_eq(rk_tile_colour(r.stands[i]), rk_tile_colour(r.stands[0]));
                    }
                    if (i > 0 && r.kind == RK_SET_GROUP) {
                        ck_assert_int_eq(rk_tile_number(r.stands[i]), rk_tile_number(r.stands[0]));
                        for (int j = 0; j < i; j++) {
                            ck_assert_int_ne(rk_tile_colour(r.stands[i]), rk_tile_colour(r.stands[j]));
                        }
                    }
                }
                ck_assert_int_eq(sum, r.value);
            }
            int i = 0;
            while (i < len && ++idx[i] == na) {
                idx[i++] = 0;
            }
            if (i == len) {
                break;
            }
        }
    }
    ck_assert_int_gt(valid, 20);
}
END_TEST

static Suite *tile_suite(void)
{
    Suite *s = suite_create("tile");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_tile_notation);
    tcase_add_test(tc, test_sets_read);
    tcase_add_test(tc, test_sets_refused);
    tcase_add_test(tc, test_tables);
    tcase_add_test(tc, test_table_order_like);
    tcase_add_test(tc, test_readings_consistent);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(tile_suite(), NULL, 0);
}
