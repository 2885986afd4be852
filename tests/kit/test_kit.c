/*
 * test_kit.c - the kit (include/kit): what every game shares.
 *
 * rng: the generator is the published algorithm, so games are the same on
 * every platform; bounded draws are in range and unbiased.
 * text: one verdict for numbers everywhere; percent-encoding round trips
 * every byte; text for a terminal never holds a control byte; JSON strings.
 */
#include <check.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kit/rng.h"
#include "kit/status.h"
#include "kit/text.h"

/* ------------------------------------------------------------------ */
/* rng                                                                 */

START_TEST(splitmix_seeding_is_standard)
{
    TkRng r;
    tk_rng_seed(&r, 0);
    /* splitmix64 from 0: its first four outputs (reference values). */
    ck_assert_uint_eq(r.s[0], 0xE220A8397B1DCDAFull);
    ck_assert_uint_eq(r.s[1], 0x6E789E6AA1B965F4ull);
    ck_assert_uint_eq(r.s[2], 0x06C45D188009454Full);
    ck_assert_uint_eq(r.s[3], 0xF88BB8A8724C81ECull);
}
END_TEST

START_TEST(same_seed_same_stream)
{
    TkRng a, b;
    tk_rng_seed(&a, 12345);
    tk_rng_seed(&b, 12345);
    for (int i = 0; i < 1000; i++) {
        ck_assert_uint_eq(tk_rng_next(&a), tk_rng_next(&b));
    }
    tk_rng_seed(&b, 12346);
    ck_assert_uint_ne(tk_rng_next(&a), tk_rng_next(&b));
}
END_TEST

START_TEST(below_is_in_range_and_even)
{
    TkRng r;
    tk_rng_seed(&r, 7);
    int count[7] = {0};
    for (int i = 0; i < 70000; i++) {
        uint32_t x = tk_rng_below(&r, 7);
        ck_assert_uint_lt(x, 7);
        count[x]++;
    }
    for (int i = 0; i < 7; i++) {
        ck_assert_int_gt(count[i], 9500);
        ck_assert_int_lt(count[i], 10500);
    }
    ck_assert_uint_eq(tk_rng_below(&r, 1), 0);
    for (int i = 0; i < 1000; i++) {
        double u = tk_rng_unit(&r);
        ck_assert(u >= 0.0 && u < 1.0);
    }
}
END_TEST

START_TEST(shuffle_is_a_permutation)
{
    TkRng r;
    tk_rng_seed(&r, 3);
    int a[60];
    for (int i = 0; i < 60; i++) {
        a[i] = i + 1;
    }
    tk_rng_shuffle(&r, a, 60);
    int seen[61] = {0};
    int moved = 0;
    for (int i = 0; i < 60; i++) {
        ck_assert(a[i] >= 1 && a[i] <= 60);
        ck_assert(!seen[a[i]]);
        seen[a[i]] = 1;
        moved += a[i] != i + 1;
    }
    ck_assert_int_gt(moved, 40);
    ck_assert_uint_ne(tk_mix64(1), tk_mix64(2));
}
END_TEST

/* ------------------------------------------------------------------ */
/* text: numbers                                                       */

static int u64(const char *text, uint64_t lo, uint64_t hi, uint64_t *out)
{
    return tk_text_parse_u64(text, strlen(text), lo, hi, out);
}

static int slong(const char *text, long lo, long hi, long *out)
{
    return tk_text_parse_long(text, strlen(text), lo, hi, out);
}

START_TEST(numbers_plain_digits_only)
{
    static const char *const refused[] = {"", " 5", "5 ", "+5", "-5", "5x", "0x10", "1e3",
                                          "5\n", "\t5", "1,000", "٣"};
    uint64_t v = 77;
    size_t i;
    ck_assert_int_eq(u64("0", 0, 10, &v), TK_OK);
    ck_assert_uint_eq(v, 0);
    ck_assert_int_eq(u64("007", 0, 10, &v), TK_OK);
    ck_assert_uint_eq(v, 7);
    ck_assert_int_eq(u64("18446744073709551615", 0, UINT64_MAX, &v), TK_OK);
    ck_assert_uint_eq(v, UINT64_MAX);
    for (i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        v = 77;
        ck_assert_msg(u64(refused[i], 0, UINT64_MAX, &v) == TK_E_FORMAT, "accepted \"%s\"",
                      refused[i]);
        ck_assert_uint_eq(v, 77); /* untouched */
    }
    /* Only the given length is read. */
    ck_assert_int_eq(tk_text_parse_u64("123abc", 3, 0, 1000, &v), TK_OK);
    ck_assert_uint_eq(v, 123);
    ck_assert_int_eq(tk_text_parse_u64(NULL, 0, 0, 1, &v), TK_E_FORMAT);
}
END_TEST

START_TEST(numbers_range)
{
    uint64_t v = 5;
    long l = 5;
    ck_assert_int_eq(u64("4", 5, 9, &v), TK_E_ARG);
    ck_assert_int_eq(u64("10", 5, 9, &v), TK_E_ARG);
    ck_assert_uint_eq(v, 5);
    ck_assert_int_eq(u64("9", 5, 9, &v), TK_OK);
    ck_assert_uint_eq(v, 9);
    /* Above 2^64-1, however long: out of range, not malformed. */
    ck_assert_int_eq(u64("18446744073709551616", 0, UINT64_MAX, &v), TK_E_ARG);
    ck_assert_int_eq(u64("99999999999999999999999999999999", 0, UINT64_MAX, &v), TK_E_ARG);
    ck_assert_int_eq(u64("99999999999999999999999999999999x", 0, UINT64_MAX, &v), TK_E_FORMAT);
    ck_assert_uint_eq(v, 9);

    ck_assert_int_eq(slong("-5", -10, 10, &l), TK_OK);
    ck_assert_int_eq(l, -5);
    ck_assert_int_eq(slong("-0", -10, 10, &l), TK_OK);
    ck_assert_int_eq(l, 0);
    ck_assert_int_eq(slong("-11", -10, 10, &l), TK_E_ARG);
    ck_assert_int_eq(slong("11", -10, 10, &l), TK_E_ARG);
    ck_assert_int_eq(slong("-1", 1, 4, &l), TK_E_ARG);
    ck_assert_int_eq(l, 0);
    ck_assert_int_eq(slong("-9223372036854775808", LONG_MIN, LONG_MAX, &l),
                     LONG_MIN == INT64_MIN ? TK_OK : TK_E_ARG);
    ck_assert_int_eq(slong("9223372036854775808", LONG_MIN, LONG_MAX, &l), TK_E_ARG);
    ck_assert_int_eq(slong("-99999999999999999999", LONG_MIN, LONG_MAX, &l), TK_E_ARG);
    ck_assert_int_eq(slong("2147483647", LONG_MIN, LONG_MAX, &l), TK_OK);
    ck_assert_int_eq(l, 2147483647L);
}
END_TEST

START_TEST(numbers_signed_strict)
{
    static const char *const refused[] = {"", "-", "--5", "+5", " 5", "5 ", "- 5", "-+5", "5-",
                                          "0x5"};
    long l = 3;
    size_t i;
    for (i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        ck_assert_msg(slong(refused[i], LONG_MIN, LONG_MAX, &l) == TK_E_FORMAT,
                      "accepted \"%s\"", refused[i]);
    }
    ck_assert_int_eq(l, 3);
}
END_TEST

START_TEST(numbers_hex)
{
    uint64_t v = 1;
    ck_assert_int_eq(tk_text_parse_hex64("ffffFFFF00000000", 16, &v), TK_OK);
    ck_assert_uint_eq(v, 0xffffffff00000000ull);
    ck_assert_int_eq(tk_text_parse_hex64("0", 1, &v), TK_OK);
    ck_assert_uint_eq(v, 0);
    ck_assert_int_eq(tk_text_parse_hex64("2a", 2, &v), TK_OK);
    ck_assert_uint_eq(v, 42);
    ck_assert_int_eq(tk_text_parse_hex64("", 0, &v), TK_E_FORMAT);
    ck_assert_int_eq(tk_text_parse_hex64("10000000000000000", 17, &v), TK_E_FORMAT);
    ck_assert_int_eq(tk_text_parse_hex64("0x1", 3, &v), TK_E_FORMAT);
    ck_assert_int_eq(tk_text_parse_hex64("12g4", 4, &v), TK_E_FORMAT);
    ck_assert_int_eq(tk_text_parse_hex64(" 1", 2, &v), TK_E_FORMAT);
    ck_assert_uint_eq(v, 42);
}
END_TEST

/* ------------------------------------------------------------------ */
/* text: percent-encoding                                              */

START_TEST(percent_encoding)
{
    char out[700];
    const char *spec = "bot:/usr/bin/env python3 \"my bot.py\" --x=100%";
    ck_assert_uint_eq(tk_text_percent_encode(spec, strlen(spec), out, sizeof out),
                      strlen("bot:/usr/bin/env%20python3%20\"my%20bot.py\"%20--x=100%25"));
    ck_assert_str_eq(out, "bot:/usr/bin/env%20python3%20\"my%20bot.py\"%20--x=100%25");
    ck_assert_uint_eq(tk_text_percent_encode("Zo\xc3\xab\n\x7f~!", 8, out, sizeof out), 16);
    ck_assert_str_eq(out, "Zo%C3%AB%0A%7F~!");
    /* Cut to the buffer, terminated, the whole length returned. */
    ck_assert_uint_eq(tk_text_percent_encode("a b", 3, out, 4), 5);
    ck_assert_str_eq(out, "a%2");
    ck_assert_uint_eq(tk_text_percent_encode("a b", 3, NULL, 0), 5);
}
END_TEST

START_TEST(percent_round_trip_every_byte)
{
    char in[255];
    char enc[3 * 255 + 1];
    char back[256];
    const char *why = NULL;
    size_t n;
    int i;
    for (i = 0; i < 255; i++) {
        in[i] = (char)(i + 1);
    }
    n = tk_text_percent_encode(in, sizeof in, enc, sizeof enc);
    ck_assert_uint_lt(n, sizeof enc);
    for (i = 0; enc[i] != '\0'; i++) {
        ck_assert(enc[i] > 0x20 && enc[i] < 0x7f);
    }
    ck_assert_int_eq(tk_text_percent_decode(enc, n, back, sizeof back, &why), TK_OK);
    ck_assert_mem_eq(back, in, sizeof in);
    ck_assert_int_eq(back[255], '\0');
    /* Lower-case hex digits are read too. */
    ck_assert_int_eq(tk_text_percent_decode("Zo%c3%Ab", 8, back, sizeof back, &why), TK_OK);
    ck_assert_str_eq(back, "Zo\xc3\xab");
}
END_TEST

START_TEST(percent_decoding_errors)
{
    static const struct {
        const char *in;
        const char *why;
    } bad[] = {
        {"%", "two hex digits"},  {"ab%4", "two hex digits"}, {"%zz", "two hex digits"},
        {"%4g", "two hex digits"}, {"a%00b", "NUL"},          {"abcde", "too long"},
        {"%41%41%41%41%41", "too long"},
    };
    char out[5];
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *why = NULL;
        strcpy(out, "xxxx");
        ck_assert_int_eq(tk_text_percent_decode(bad[i].in, strlen(bad[i].in), out, sizeof out,
                                                &why),
                         TK_E_FORMAT);
        ck_assert_ptr_nonnull(why);
        ck_assert_msg(strstr(why, bad[i].why) != NULL, "%s: %s", bad[i].in, why);
        ck_assert_str_eq(out, "");
    }
    /* Exactly the room there is: accepted. */
    ck_assert_int_eq(tk_text_percent_decode("ab%41d", 6, out, sizeof out, NULL), TK_OK);
    ck_assert_str_eq(out, "abAd");
    ck_assert_int_eq(tk_text_percent_decode("", 0, out, sizeof out, NULL), TK_OK);
    ck_assert_str_eq(out, "");
    ck_assert_int_eq(tk_text_percent_decode("a", 1, NULL, 0, NULL), TK_E_ARG);
}
END_TEST

/* ------------------------------------------------------------------ */
/* text: for a terminal, for JSON                                      */

START_TEST(visible_text)
{
    static const struct {
        const char *in;
        const char *out;
    } cases[] = {
        {"Ada Lovelace", "Ada Lovelace"},
        {"Zo\xc3\xab \xe2\x82\xac \xf0\x9f\x83\x8f", "Zo\xc3\xab \xe2\x82\xac \xf0\x9f\x83\x8f"},
        {"a\x1b[2Jb", "a\\x1b[2Jb"},
        {"line\nbreak\r\t", "line\\x0abreak\\x0d\\x09"},
        {"del\x7f", "del\\x7f"},
        {"c1 \xc2\x9b" "31m", "c1 \\xc2\\x9b31m"},     /* U+009B, the 8-bit CSI */
        {"nbsp\xc2\xa0", "nbsp\xc2\xa0"},              /* U+00A0 is printable */
        {"bad \xff\xfe", "bad \\xff\\xfe"},
        {"overlong \xc0\xaf", "overlong \\xc0\\xaf"},
        {"overlong3 \xe0\x80\xaf", "overlong3 \\xe0\\x80\\xaf"},
        {"surrogate \xed\xa0\x80", "surrogate \\xed\\xa0\\x80"},
        {"too big \xf4\x90\x80\x80", "too big \\xf4\\x90\\x80\\x80"},
        {"cut \xe2\x82", "cut \\xe2\\x82"},
        {"lone \x80 cont", "lone \\x80 cont"},
        {"back\\slash", "back\\slash"},
        {"", ""},
    };
    char out[100];
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t n = tk_text_visible(cases[i].in, out, sizeof out);
        ck_assert_str_eq(out, cases[i].out);
        ck_assert_uint_eq(n, strlen(cases[i].out));
    }
    /* No control byte ever comes out, whatever goes in. */
    for (i = 1; i < 256; i++) {
        char in[4] = {'x', (char)i, 'y', '\0'};
        size_t k;
        tk_text_visible(in, out, sizeof out);
        for (k = 0; out[k] != '\0'; k++) {
            unsigned char c = (unsigned char)out[k];
            ck_assert_msg(c >= 0x20 && c != 0x7f, "byte %zu gives a control byte", i);
        }
    }
    /* Cut to the buffer, terminated, the whole length returned. */
    ck_assert_uint_eq(tk_text_visible("ab\x01", out, 4), 6);
    ck_assert_str_eq(out, "ab\\");
    ck_assert_uint_eq(tk_text_visible("ab\x01", NULL, 0), 6);
}
END_TEST

START_TEST(json_strings)
{
    char out[64];
    ck_assert_uint_eq(tk_text_json_string("ai:easy", out, sizeof out), 9);
    ck_assert_str_eq(out, "\"ai:easy\"");
    tk_text_json_string("say \"hi\"\\\n\x01", out, sizeof out);
    ck_assert_str_eq(out, "\"say \\\"hi\\\"\\\\\\u000a\\u0001\"");
    tk_text_json_string("Zo\xc3\xab\x7f", out, sizeof out);
    ck_assert_str_eq(out, "\"Zo\\u00c3\\u00ab\\u007f\"");
    ck_assert_uint_eq(tk_text_json_string("", out, sizeof out), 2);
    ck_assert_str_eq(out, "\"\"");
    ck_assert_uint_eq(tk_text_json_string("\n", out, 3), 8);
    ck_assert_str_eq(out, "\"\\");
}
END_TEST

static Suite *kit_suite(void)
{
    Suite *s = suite_create("kit");
    TCase *rng = tcase_create("rng");
    tcase_add_test(rng, splitmix_seeding_is_standard);
    tcase_add_test(rng, same_seed_same_stream);
    tcase_add_test(rng, below_is_in_range_and_even);
    tcase_add_test(rng, shuffle_is_a_permutation);
    suite_add_tcase(s, rng);
    TCase *text = tcase_create("text");
    tcase_add_test(text, numbers_plain_digits_only);
    tcase_add_test(text, numbers_range);
    tcase_add_test(text, numbers_signed_strict);
    tcase_add_test(text, numbers_hex);
    tcase_add_test(text, percent_encoding);
    tcase_add_test(text, percent_round_trip_every_byte);
    tcase_add_test(text, percent_decoding_errors);
    tcase_add_test(text, visible_text);
    tcase_add_test(text, json_strings);
    suite_add_tcase(s, text);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(kit_suite());
    int failed;
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
