/*
 * test_kit.c - the kit (include/kit): what every game shares.
 *
 * rng: the generator is the published algorithm, so games are the same on
 * every platform; bounded draws are in range and unbiased.
 * text: one verdict for numbers everywhere; percent-encoding round trips
 * every byte; text for a terminal never holds a control byte; JSON strings.
 * file: bounded reads; atomic saves leave the old file or the new one and
 * no temporary file, and remove those of killed writers; directory lists.
 * cli: the option walker, numbers, seeds and seat specs with their usage
 * errors word for word, JSON lines; a terminal turn timer's wait on input.
 * records: a tiny game's record written, saved, loaded and refused through
 * the kit's writer, header and file calls.
 */
#define _POSIX_C_SOURCE 200809L
#ifndef _WIN32
#define _XOPEN_SOURCE 700 /* mknod: a device node that a save must not replace */
#endif
#include <check.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/portable.h"
#include "kit/cli.h"
#include "kit/file.h"
#include "kit/notice.h"
#include "kit/queue.h"
#include "kit/record.h"
#include "kit/rng.h"
#include "kit/status.h"
#include "kit/text.h"
#include "common/run.h"
#ifndef _WIN32
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#endif

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

/* Two seats that one program plays are told apart. */
START_TEST(unique_names)
{
    static const struct {
        const char *name;
        int ntaken;
        const char *want;
    } cases[] = {
        {"Bob", 4, "Bob"},                 /* free: left alone */
        {"Ann", 4, "Ann 2"},               /* the first number free */
        {"simplebot", 4, "simplebot 3"},   /* "simplebot 2" is taken too */
        {"simplebot", 1, "simplebot 2"},   /* only the first name counted */
    };
    const char *taken[] = {"simplebot", NULL, "simplebot 2", "Ann"};
    char name[12];
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(name, sizeof name, "%s", cases[i].name);
        tk_text_unique_name(name, sizeof name, taken, cases[i].ntaken);
        ck_assert_str_eq(name, cases[i].want);
    }
    /* cut to fit the number, not inside a UTF-8 character */
    {
        const char *full[] = {"abcdefghijk", "abcdefghi 2"};
        snprintf(name, sizeof name, "abcdefghijk");
        tk_text_unique_name(name, sizeof name, full, 2);
        ck_assert_str_eq(name, "abcdefghi 3");
    }
    {
        const char *accented[] = {"abcdefgh\xC3\xA9"};
        snprintf(name, sizeof name, "abcdefgh\xC3\xA9");
        tk_text_unique_name(name, sizeof name, accented, 1);
        ck_assert_str_eq(name, "abcdefgh 2");
    }
    tk_text_unique_name(NULL, 4, taken, 4);
    tk_text_unique_name(name, sizeof name, NULL, 4);
}
END_TEST

START_TEST(messages)
{
    char msg[8];
    tk_text_message(msg, sizeof msg, "%s %d", "line", 12345);
    ck_assert_str_eq(msg, "line 12");
    tk_text_message(msg, sizeof msg, "ok");
    ck_assert_str_eq(msg, "ok");
    tk_text_message(NULL, 10, "nothing %d", 1);
    tk_text_message(msg, 0, "nothing");
    ck_assert_str_eq(msg, "ok");
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

/* ------------------------------------------------------------------ */
/* file                                                                */

static char tmpdir[512];

static void make_tmpdir(void)
{
    ck_assert_int_eq(portable_make_temp_dir("tk-file", tmpdir, sizeof tmpdir), 0);
}

static void in_tmpdir(char *buf, size_t size, const char *name)
{
    int w = snprintf(buf, size, "%s/%s", tmpdir, name);
    ck_assert(w > 0 && (size_t)w < size);
}

static void put_file(const char *name, const char *data, size_t len)
{
    char path[700];
    FILE *f;
    in_tmpdir(path, sizeof path, name);
    f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(data, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
}

static void assert_listing(const char *want)
{
    char names[2000];
    ck_assert_int_eq(portable_list_dir(tmpdir, names, sizeof names), 0);
    ck_assert_str_eq(names, want);
}

START_TEST(file_read_whole_and_bounded)
{
    char path[700];
    char msg[900];
    char *big = malloc(200001);
    char *data = NULL;
    size_t len = 1;
    size_t i;
    ck_assert_ptr_nonnull(big);
    for (i = 0; i < 200001; i++) {
        big[i] = (char)('a' + i % 26);
    }
    big[1000] = '\0'; /* bytes, not a string */
    make_tmpdir();
    put_file("big", big, 200001);
    put_file("empty", "", 0);
    in_tmpdir(path, sizeof path, "big");
    ck_assert_int_eq(tk_file_read(path, 200001, &data, &len, msg, sizeof msg), TK_OK);
    ck_assert_uint_eq(len, 200001);
    ck_assert_mem_eq(data, big, 200001);
    ck_assert_int_eq(data[len], '\0');
    free(data);
    /* One byte over the limit: refused, naming the file. */
    ck_assert_int_eq(tk_file_read(path, 200000, &data, &len, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_null(data);
    ck_assert_uint_eq(len, 0);
    ck_assert_msg(strstr(msg, "larger than 200000 bytes") != NULL && strstr(msg, path) != NULL,
                  "%s", msg);
    ck_assert_int_eq(tk_file_read(path, 10, &data, NULL, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_int_eq(tk_file_read(path, SIZE_MAX, &data, NULL, NULL, 0), TK_OK);
    free(data);
    in_tmpdir(path, sizeof path, "empty");
    ck_assert_int_eq(tk_file_read(path, 0, &data, &len, msg, sizeof msg), TK_OK);
    ck_assert_uint_eq(len, 0);
    ck_assert_str_eq(data, "");
    free(data);
    free(big);
    portable_remove_tree(tmpdir);
}
END_TEST

START_TEST(file_read_errors)
{
    char path[700];
    char msg[900];
    char *data = (char *)"untouched";
    make_tmpdir();
    in_tmpdir(path, sizeof path, "missing");
    ck_assert_int_eq(tk_file_read(path, 100, &data, NULL, msg, sizeof msg), TK_E_IO);
    ck_assert_ptr_null(data);
    ck_assert_msg(strstr(msg, "cannot open") != NULL && strstr(msg, "missing") != NULL, "%s",
                  msg);
#ifndef _WIN32
    /* A directory opens on POSIX, but cannot be read. */
    ck_assert_int_eq(tk_file_read(tmpdir, 100, &data, NULL, msg, sizeof msg), TK_E_IO);
    ck_assert_msg(strstr(msg, "cannot read") != NULL, "%s", msg);
#endif
    ck_assert_int_eq(tk_file_read(NULL, 100, &data, NULL, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(tk_file_read(path, 100, NULL, NULL, NULL, 0), TK_E_ARG);
    portable_remove_tree(tmpdir);
}
END_TEST

/* A message names its file once, made visible. */
START_TEST(file_reason_names_once)
{
    char msg[200];
    tk_file_reason(msg, sizeof msg, "a.rec", "cannot open 'a.rec': No such file");
    ck_assert_str_eq(msg, "cannot open 'a.rec': No such file");
    tk_file_reason(msg, sizeof msg, "a.rec", "a.rec: line 3: bad");
    ck_assert_str_eq(msg, "a.rec: line 3: bad");
    tk_file_reason(msg, sizeof msg, "a.rec", "line 3: bad");
    ck_assert_str_eq(msg, "a.rec: line 3: bad");
    tk_file_reason(msg, sizeof msg, "x\x1b[2J", "checksum");
    ck_assert_str_eq(msg, "x\\x1b[2J: checksum");
    tk_file_reason(msg, 6, "a.rec", "line 3: bad");
    ck_assert_str_eq(msg, "a.rec");
}
END_TEST

START_TEST(file_save_replaces_whole)
{
    char path[700];
    char msg[900];
    char *data = NULL;
    size_t len = 0;
    make_tmpdir();
    in_tmpdir(path, sizeof path, "save.txt");
    ck_assert_int_eq(tk_file_save_atomic(path, "first\n", 6, msg, sizeof msg), TK_OK);
    ck_assert_str_eq(msg, "");
    assert_listing("save.txt");
    ck_assert_int_eq(tk_file_save_atomic(path, "second\0x", 8, msg, sizeof msg), TK_OK);
    assert_listing("save.txt");
    ck_assert_int_eq(tk_file_read(path, 100, &data, &len, msg, sizeof msg), TK_OK);
    ck_assert_uint_eq(len, 8);
    ck_assert_mem_eq(data, "second\0x", 8);
    free(data);
    /* Nothing to write: an empty file. */
    ck_assert_int_eq(tk_file_save_atomic(path, NULL, 0, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(tk_file_read(path, 100, &data, &len, msg, sizeof msg), TK_OK);
    ck_assert_uint_eq(len, 0);
    free(data);
    assert_listing("save.txt");
    portable_remove_tree(tmpdir);
}
END_TEST

START_TEST(file_save_failures_leave_nothing)
{
    char path[700];
    char msg[900];
    make_tmpdir();
    /* The target is a directory: refused, no temporary made. */
    in_tmpdir(path, sizeof path, "dir");
    ck_assert_int_eq(portable_mkdir(path), 0);
    ck_assert_int_eq(tk_file_save_atomic(path, "x", 1, msg, sizeof msg), TK_E_IO);
    ck_assert_msg(strstr(msg, "cannot save") != NULL && strstr(msg, "not a regular file") != NULL,
                  "%s", msg);
    assert_listing("dir");
    /* A missing directory: no temporary file can be made. */
    in_tmpdir(path, sizeof path, "no/such/file");
    ck_assert_int_eq(tk_file_save_atomic(path, "x", 1, msg, sizeof msg), TK_E_IO);
    ck_assert_msg(strstr(msg, "temporary file") != NULL, "%s", msg);
    ck_assert_int_eq(tk_file_save_atomic(NULL, "x", 1, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(tk_file_save_atomic("", "x", 1, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(tk_file_save_atomic(path, NULL, 1, NULL, 0), TK_E_ARG);
    assert_listing("dir");
    portable_remove_tree(tmpdir);
}
END_TEST

/* What is at the path and is not a regular file is never replaced: a
 * folder, and on POSIX a FIFO, a symbolic link (its target untouched), a
 * device; the save is refused with what it is, and nothing is left
 * beside it. */
START_TEST(file_save_only_replaces_a_file)
{
    char path[700];
    char msg[900];
    char *data = NULL;
    make_tmpdir();
    in_tmpdir(path, sizeof path, "dir");
    ck_assert_int_eq(portable_mkdir(path), 0);
    ck_assert_int_eq(tk_file_check_replaceable(path, msg, sizeof msg), TK_E_IO);
    ck_assert_msg(strstr(msg, "is a folder, not a regular file") != NULL, "%s", msg);
    ck_assert_int_eq(tk_file_save_atomic(path, "x", 1, msg, sizeof msg), TK_E_IO);
    ck_assert_msg(strstr(msg, "cannot save") != NULL && strstr(msg, "it is a folder") != NULL,
                  "%s", msg);
    assert_listing("dir");
    /* nothing there yet, or a regular file: fine */
    in_tmpdir(path, sizeof path, "new.txt");
    ck_assert_int_eq(tk_file_check_replaceable(path, msg, sizeof msg), TK_OK);
    ck_assert_str_eq(msg, "");
    put_file("new.txt", "old", 3);
    ck_assert_int_eq(tk_file_check_replaceable(path, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(tk_file_check_replaceable("", msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(tk_file_check_replaceable(NULL, NULL, 0), TK_E_ARG);
#ifndef _WIN32
    {
        struct stat st, null_st;
        char target[700];
        /* a FIFO stays a FIFO (a save would have made it a file) */
        in_tmpdir(path, sizeof path, "fifo");
        ck_assert_int_eq(mkfifo(path, 0600), 0);
        ck_assert_int_eq(tk_file_save_atomic(path, "x", 1, msg, sizeof msg), TK_E_IO);
        ck_assert_msg(strstr(msg, "it is a FIFO") != NULL, "%s", msg);
        ck_assert_int_eq(lstat(path, &st), 0);
        ck_assert(S_ISFIFO(st.st_mode));
        /* a symbolic link stays a link, its target as it was */
        in_tmpdir(path, sizeof path, "link");
        in_tmpdir(target, sizeof target, "new.txt");
        ck_assert_int_eq(symlink(target, path), 0);
        ck_assert_int_eq(tk_file_save_atomic(path, "x", 1, msg, sizeof msg), TK_E_IO);
        ck_assert_msg(strstr(msg, "it is a symbolic link") != NULL, "%s", msg);
        ck_assert_int_eq(lstat(path, &st), 0);
        ck_assert(S_ISLNK(st.st_mode));
        ck_assert_int_eq(tk_file_read(target, 100, &data, NULL, NULL, 0), TK_OK);
        ck_assert_str_eq(data, "old");
        free(data);
        /* a device node (made where it is allowed: as root) */
        in_tmpdir(path, sizeof path, "null");
        ck_assert_int_eq(stat("/dev/null", &null_st), 0);
        if (mknod(path, S_IFCHR | 0600, null_st.st_rdev) == 0) {
            ck_assert_int_eq(tk_file_save_atomic(path, "x", 1, msg, sizeof msg), TK_E_IO);
            ck_assert_msg(strstr(msg, "it is a device") != NULL, "%s", msg);
            ck_assert_int_eq(lstat(path, &st), 0);
            ck_assert(S_ISCHR(st.st_mode));
            ck_assert_int_eq(remove(path), 0);
        }
        assert_listing("dir fifo link new.txt");
    }
#endif
    portable_remove_tree(tmpdir);
}
END_TEST

static int in_tmpdir_exists(const char *name)
{
    char path[700];
    in_tmpdir(path, sizeof path, name);
    return portable_readable(path);
}

/* A writer killed mid-save leaves PATH.tmp-PID-XXXXXX; the next save of
 * PATH removes those whose process is gone, and nothing else. */
START_TEST(file_save_removes_stale_temporaries)
{
    char path[700];
    char msg[900];
    char stale[2][200];
    char kept[10][200];
    char **names = NULL;
    size_t count = 0;
    unsigned long dead = portable_dead_pid();
    int i;
    ck_assert_uint_ne(dead, 0);
    make_tmpdir();
    snprintf(stale[0], sizeof stale[0], "save.txt.tmp-%lu-k3x9qa", dead);
    snprintf(stale[1], sizeof stale[1], "save.txt.tmp-%lu-000000", dead);
    /* Kept: a live writer (this process), other targets, other names. */
    snprintf(kept[0], sizeof kept[0], "save.txt.tmp-%lu-abcdef", portable_pid());
    snprintf(kept[1], sizeof kept[1], "other.txt.tmp-%lu-abcdef", dead);
    snprintf(kept[2], sizeof kept[2], "save.txt.tmp-%lu-abcde", dead);
    snprintf(kept[3], sizeof kept[3], "save.txt.tmp-%lu-ABCDEF", dead);
    snprintf(kept[4], sizeof kept[4], "save.txt.tmp-%lu-abcdefg", dead);
    snprintf(kept[5], sizeof kept[5], "save.txt.tmp-0-abcdef");
    snprintf(kept[6], sizeof kept[6], "save.txt.tmp--5-abcdef");
    snprintf(kept[7], sizeof kept[7], "save.txt.tmp-backup");
    snprintf(kept[8], sizeof kept[8], "save.txt.tmp-99999999999999999999-abcdef");
    snprintf(kept[9], sizeof kept[9], "xsave.txt.tmp-%lu-abcdef", dead);
    for (i = 0; i < 2; i++) {
        put_file(stale[i], "half", 4);
    }
    for (i = 0; i < 10; i++) {
        put_file(kept[i], "x", 1);
    }
    in_tmpdir(path, sizeof path, "save.txt");
    ck_assert_int_eq(tk_file_save_atomic(path, "whole\n", 6, msg, sizeof msg), TK_OK);
    for (i = 0; i < 2; i++) {
        ck_assert_msg(!in_tmpdir_exists(stale[i]), "%s is still there", stale[i]);
    }
    for (i = 0; i < 10; i++) {
        ck_assert_msg(in_tmpdir_exists(kept[i]), "%s is gone", kept[i]);
    }
    ck_assert_int_eq(tk_file_list_dir(tmpdir, &names, &count), TK_OK);
    ck_assert_uint_eq(count, 11); /* the kept ones and save.txt */
    tk_file_names_free(names, count);
    portable_remove_tree(tmpdir);
}
END_TEST

/* A bare file name: its directory is the current one. */
START_TEST(file_save_bare_name)
{
    char msg[900];
    char name[200];
    unsigned long dead = portable_dead_pid();
    ck_assert_uint_ne(dead, 0);
    make_tmpdir();
    snprintf(name, sizeof name, "bare.tmp-%lu-zzzzzz", dead);
    put_file(name, "half", 4);
    ck_assert_int_eq(portable_chdir(tmpdir), 0);
    ck_assert_int_eq(tk_file_save_atomic("bare", "b", 1, msg, sizeof msg), TK_OK);
    assert_listing("bare");
    ck_assert_int_eq(portable_chdir(".."), 0); /* Windows keeps a current directory */
    portable_remove_tree(tmpdir);
}
END_TEST

START_TEST(file_list_dir)
{
    char path[700];
    char **names = (char **)1;
    size_t count = 9;
    make_tmpdir();
    ck_assert_int_eq(tk_file_list_dir(tmpdir, &names, &count), TK_OK);
    ck_assert_uint_eq(count, 0);
    tk_file_names_free(names, count);
    put_file("b", "", 0);
    put_file("a.txt", "", 0);
    put_file("B", "", 0);
    in_tmpdir(path, sizeof path, "sub");
    ck_assert_int_eq(portable_mkdir(path), 0);
    ck_assert_int_eq(tk_file_list_dir(tmpdir, &names, &count), TK_OK);
    ck_assert_uint_eq(count, 4);
    ck_assert_str_eq(names[0], "B");
    ck_assert_str_eq(names[1], "a.txt");
    ck_assert_str_eq(names[2], "b");
    ck_assert_str_eq(names[3], "sub");
    tk_file_names_free(names, count);
    in_tmpdir(path, sizeof path, "missing");
    ck_assert_int_eq(tk_file_list_dir(path, &names, &count), TK_E_IO);
    ck_assert_ptr_null(names);
    ck_assert_uint_eq(count, 0);
    ck_assert_int_eq(tk_file_list_dir(NULL, &names, &count), TK_E_ARG);
    tk_file_names_free(NULL, 0);
    portable_remove_tree(tmpdir);
}
END_TEST

/* ------------------------------------------------------------------ */
/* cli                                                                 */

/* Usage errors go to stderr: while a cli test runs, stderr is the file
 * tmpdir/stderr, read back by assert_stderr(). */
static void stderr_to_file(void)
{
    char path[700];
    make_tmpdir();
    in_tmpdir(path, sizeof path, "stderr");
    ck_assert_ptr_nonnull(freopen(path, "w", stderr));
}

/* Checks what went to stderr since the last check; stderr starts afresh. */
static void assert_stderr(const char *want)
{
    char path[700];
    char *text = NULL;
    fflush(stderr);
    in_tmpdir(path, sizeof path, "stderr");
    ck_assert_int_eq(tk_file_read(path, 4096, &text, NULL, NULL, 0), TK_OK);
    ck_assert_str_eq(text, want);
    free(text);
    ck_assert_ptr_nonnull(freopen(path, "w", stderr));
}

START_TEST(cli_usage_errors)
{
    stderr_to_file();
    ck_assert_int_eq(tk_cli_usage_error("tool", "go", "bad %s", "thing"), TK_CLI_EXIT_USAGE);
    assert_stderr("tool go: bad thing (see tool go --help)\n");
    ck_assert_int_eq(tk_cli_usage_error("tool", "", "unknown command \"%s\"", "x"), 2);
    assert_stderr("tool: unknown command \"x\" (see tool --help)\n");
    ck_assert_int_eq(tk_cli_usage_error("other-cli", NULL, "no"), 2);
    assert_stderr("other-cli: no (see other-cli --help)\n");
    /* What was typed comes back visible: no escape sequence reaches the
       terminal (UTF-8 stays as it is). */
    ck_assert_int_eq(tk_cli_usage_error("tool", "go", "unknown level \"%s\"", "\x1b[31mX\x7f"),
                     2);
    assert_stderr("tool go: unknown level \"\\x1b[31mX\\x7f\" (see tool go --help)\n");
    ck_assert_int_eq(tk_cli_usage_error("tool", "\x1b]0;t\x07", "bad \xc3\xa9\r"), 2);
    assert_stderr("tool \\x1b]0;t\\x07: bad \xc3\xa9\\x0d (see tool \\x1b]0;t\\x07 --help)\n");
    {
        /* longer than the message's first buffer: whole, and visible */
        char big[2000], want[2100];
        memset(big, 'a', sizeof big - 1);
        big[sizeof big - 1] = '\0';
        big[1500] = '\x1b';
        ck_assert_int_eq(tk_cli_usage_error("tool", NULL, "%s", big), 2);
        big[1500] = '\0';
        snprintf(want, sizeof want, "tool: %s\\x1b%s (see tool --help)\n", big, big + 1501);
        assert_stderr(want);
    }
    portable_remove_tree(tmpdir);
}
END_TEST


START_TEST(cli_walks_options)
{
    char *argv[] = {"play", "--a=1", "--b", "2", "word", "--flag", "-x", "--", "--flag=on",
                    "--a-very-long-option-name-that-does-not-fit-in-the-buffer-of-the-walker=v",
                    "--last", NULL};
    TkCliArgs a;
    stderr_to_file();
    tk_cli_args_init(&a, "tool", 11, argv);
    ck_assert_str_eq(a.cmd, "play");
    ck_assert(tk_cli_args_next(&a));
    ck_assert(tk_cli_args_is_option(&a));
    ck_assert_str_eq(a.opt, "--a");
    ck_assert_str_eq(tk_cli_args_value(&a), "1");
    ck_assert(tk_cli_args_next(&a));
    ck_assert_str_eq(a.opt, "--b");
    ck_assert_str_eq(tk_cli_args_value(&a), "2");
    ck_assert(tk_cli_args_next(&a));
    ck_assert(!tk_cli_args_is_option(&a));
    ck_assert_str_eq(a.opt, "word");
    ck_assert(tk_cli_args_next(&a));
    ck_assert_str_eq(a.opt, "--flag");
    ck_assert(tk_cli_args_flag_ok(&a));
    ck_assert(tk_cli_args_next(&a));
    ck_assert(!tk_cli_args_is_option(&a)); /* "-x" and "--" are words */
    ck_assert(tk_cli_args_next(&a));
    ck_assert(!tk_cli_args_is_option(&a));
    ck_assert_str_eq(a.opt, "--");
    assert_stderr("");
    ck_assert(tk_cli_args_next(&a));
    ck_assert(!tk_cli_args_flag_ok(&a));
    assert_stderr("tool play: --flag takes no value (see tool play --help)\n");
    ck_assert(tk_cli_args_next(&a));
    ck_assert_uint_eq(strlen(a.opt), sizeof a.name - 1); /* cut, never overrun */
    ck_assert_str_eq(tk_cli_args_value(&a), "v");
    ck_assert(tk_cli_args_next(&a));
    ck_assert_ptr_null(tk_cli_args_value(&a));
    assert_stderr("tool play: --last needs a value (see tool play --help)\n");
    ck_assert(!tk_cli_args_next(&a));
    ck_assert_int_eq(tk_cli_args_error(&a, "%d problems", 2), TK_CLI_EXIT_USAGE);
    assert_stderr("tool play: 2 problems (see tool play --help)\n");
    portable_remove_tree(tmpdir);
}
END_TEST

static void help_text(FILE *f)
{
    fputs("usage: tool go\n", f);
}

static int level_ok(const char *level)
{
    return strcmp(level, "easy") == 0 || strcmp(level, "hard") == 0;
}

static int name_check(const char *name, char *why, size_t size)
{
    if (strchr(name, ' ') != NULL) {
        snprintf(why, size, "no spaces");
        return TK_E_FORMAT;
    }
    return TK_OK;
}

/* A tool's own option of its bot command: --pace N. */
static int own_pace(TkCliArgs *a, void *ctx)
{
    if (strcmp(a->opt, "--pace") != 0) {
        return tk_cli_args_error(a, "unknown option %s", a->opt);
    }
    const char *v = tk_cli_args_value(a);
    return v != NULL && tk_cli_int(a, v, 1, 9, ctx) == TK_OK ? -1 : TK_CLI_EXIT_USAGE;
}

/* The arguments of argv (at most max, NULL-ended before), walked from
 * the start, and the usage error a walk said: "tool CMD: said (see...)". */
static void args_of(TkCliArgs *a, char *const *argv, int max)
{
    int n = 0;
    while (n < max && argv[n] != NULL) {
        n++;
    }
    tk_cli_args_init(a, "tool", n, (char **)argv);
}

static void assert_usage(const TkCliArgs *a, const char *said)
{
    char want[200];
    snprintf(want, sizeof want, "tool %s: %s (see tool %s --help)\n", a->cmd, said, a->cmd);
    assert_stderr(want);
}

/* A command's option as tk_cli_args_walk gives it: --n N (1..9) and the
 * flag --quick. */
static int take_walk(TkCliArgs *a, const char *value, void *ctx)
{
    long *n = ctx;
    if (strcmp(a->opt, "--quick") == 0) {
        n[1] = value == NULL;
        return 1;
    }
    if (strcmp(a->opt, "--n") != 0) {
        return 0;
    }
    return tk_cli_int(a, value, 1, 9, n) == TK_OK ? 1 : -1;
}

/* Every option with its value, a flag without one; an option without its
 * value, a flag with one, an unknown option or one its taker refuses, a
 * usage error said once. */
START_TEST(cli_walks_values)
{
    static const char *const flags[] = {"--quick", NULL};
    static const struct {
        char *argv[4];
        const char *said;
    } bad[] = {
        {{"go", "--n"}, "--n needs a value"},
        {{"go", "--quick=1"}, "--quick takes no value"},
        {{"go", "--what", "1"}, "unknown option --what"},
        {{"go", "--n", "12"}, "--n must be between 1 and 9 (got 12)"},
    };
    char *good[] = {"go", "--n", "7", "--quick", "--json", NULL};
    long n[2] = {0, 0};
    int json = 0;
    TkCliArgs a;
    stderr_to_file();
    tk_cli_args_init(&a, "tool", 5, good);
    ck_assert_int_eq(tk_cli_args_walk(&a, help_text, &json, flags, take_walk, n), -1);
    ck_assert_int_eq(n[0], 7);
    ck_assert_int_eq(n[1], 1);
    ck_assert_int_eq(json, 1);
    assert_stderr("");
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        args_of(&a, bad[i].argv, 4);
        ck_assert_int_eq(tk_cli_args_walk(&a, help_text, &json, flags, take_walk, n),
                         TK_CLI_EXIT_USAGE);
        assert_usage(&a, bad[i].said);
    }
    portable_remove_tree(tmpdir);
}
END_TEST

/* A game's bot command: its level (required, one of the game's), seed
 * (from the clock when none), checked name, the tool's own options, each
 * mistake a usage error in its words. */
START_TEST(cli_bot_options)
{
    char *good[] = {"bot", "--ai", "hard", "--seed", "7", "--name", "zed", "--pace", "3", NULL};
    char *bare[] = {"bot", "--ai", "easy", NULL};
    static const struct {
        char *argv[6];
        const char *said;
    } bad[] = {
        {{"bot", "--seed", "7"}, "which level? (--ai LEVEL)"},
        {{"bot", "--ai", "grand"}, "--ai: unknown computer level \"grand\""},
        {{"bot", "--ai", "easy", "--name", "a b"}, "--name: no spaces"},
        {{"bot", "--ai", "easy", "--pace", "3"}, "unknown option --pace"},
    };
    char *help[] = {"bot", "--help", NULL};
    TkCliArgs a;
    TkCliBotOpts o;
    long pace = 0;
    stderr_to_file();
    tk_cli_args_init(&a, "tool", 9, good);
    ck_assert_int_eq(tk_cli_bot_parse(&a, help_text, level_ok, name_check, own_pace, &pace, &o),
                     -1);
    ck_assert_str_eq(o.level, "hard");
    ck_assert(o.seed == 7);
    ck_assert_str_eq(o.name, "zed");
    ck_assert_int_eq(pace, 3);
    tk_cli_args_init(&a, "tool", 3, bare);
    ck_assert_int_eq(tk_cli_bot_parse(&a, help_text, level_ok, name_check, NULL, NULL, &o), -1);
    ck_assert_ptr_null(o.name);
    assert_stderr("");
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        args_of(&a, bad[i].argv, 6);
        ck_assert_int_eq(tk_cli_bot_parse(&a, help_text, level_ok, name_check, NULL, NULL, &o),
                         TK_CLI_EXIT_USAGE);
        assert_usage(&a, bad[i].said);
    }
    tk_cli_args_init(&a, "tool", 2, help);
    ck_assert_int_eq(tk_cli_bot_parse(&a, help_text, level_ok, name_check, NULL, NULL, &o),
                     TK_CLI_EXIT_OK);
    portable_remove_tree(tmpdir);
}
END_TEST

/* What every command has: --help ends the walk with status 0, --json is
 * taken, a bare word or --json=VALUE ends it with a usage error. */
START_TEST(cli_common_options)
{
    char *ok[] = {"go", "--json", "--level", "x", NULL};
    char *word[] = {"go", "stray", NULL};
    char *badjson[] = {"go", "--json=1", NULL};
    char *nojson[] = {"go", "--json", NULL};
    char *help[] = {"go", "--help", "--never", NULL};
    TkCliArgs a;
    int json = 0, status = -5;
    stderr_to_file();
    tk_cli_args_init(&a, "tool", 4, ok);
    ck_assert_int_eq(tk_cli_args_option(&a, help_text, &json, &status), 1);
    ck_assert_str_eq(a.opt, "--level");
    ck_assert_int_eq(json, 1);
    ck_assert_str_eq(tk_cli_args_value(&a), "x");
    ck_assert_int_eq(tk_cli_args_option(&a, help_text, &json, &status), 0);
    tk_cli_args_init(&a, "tool", 2, word);
    ck_assert_int_eq(tk_cli_args_option(&a, help_text, &json, &status), -1);
    ck_assert_int_eq(status, TK_CLI_EXIT_USAGE);
    assert_stderr("tool go: unexpected argument \"stray\" (see tool go --help)\n");
    tk_cli_args_init(&a, "tool", 2, badjson);
    ck_assert_int_eq(tk_cli_args_option(&a, help_text, &json, &status), -1);
    ck_assert_int_eq(status, TK_CLI_EXIT_USAGE);
    assert_stderr("tool go: --json takes no value (see tool go --help)\n");
    tk_cli_args_init(&a, "tool", 2, nojson); /* a command without --json */
    ck_assert_int_eq(tk_cli_args_option(&a, help_text, NULL, &status), 1);
    ck_assert_str_eq(a.opt, "--json");
    tk_cli_args_init(&a, "tool", 3, help);
    ck_assert_int_eq(tk_cli_args_option(&a, help_text, &json, &status), -1);
    ck_assert_int_eq(status, TK_CLI_EXIT_OK);
    assert_stderr("");
    portable_remove_tree(tmpdir);
}
END_TEST

/* A command that says how many arguments it got, in its exit status. */
static int fake_run(int argc, char **argv)
{
    (void)argv;
    return 10 + argc;
}

/* A tool's main: its commands, its help and version standing alone, no
 * command, an unknown one: one line on stderr as every usage error. */
START_TEST(cli_dispatch)
{
    static const TkCliCommand cmds[] = {{"play", fake_run}, {"look", fake_run}, {"go", fake_run}};
    char *run[] = {"tool", "look", "--x", NULL};
    char *none[] = {"tool", NULL};
    char *version_more[] = {"tool", "--version", "--bogus", NULL};
    char *help_more[] = {"tool", "help", "go", "x", NULL};
    char *help_cmd[] = {"tool", "help", "go", NULL};
    char *unknown[] = {"tool", "fly", NULL};
    char *option[] = {"tool", "--fly", NULL};
    stderr_to_file();
    ck_assert_int_eq(tk_cli_dispatch("tool", "1.2", help_text, cmds, 3, 3, run), 12);
    ck_assert_int_eq(tk_cli_dispatch("tool", "1.2", help_text, cmds, 3, 1, none), 2);
    assert_stderr("tool: a command is needed: play, look or go (see tool --help)\n");
    ck_assert_int_eq(tk_cli_dispatch("tool", "1.2", help_text, cmds, 3, 3, version_more), 2);
    assert_stderr("tool: unexpected argument \"--bogus\" after --version (see tool --help)\n");
    ck_assert_int_eq(tk_cli_dispatch("tool", "1.2", help_text, cmds, 3, 4, help_more), 2);
    assert_stderr("tool: unexpected argument \"x\" after go (see tool --help)\n");
    ck_assert_int_eq(tk_cli_dispatch("tool", "1.2", help_text, cmds, 3, 3, help_cmd),
                     12); /* go --help */
    ck_assert_int_eq(tk_cli_dispatch("tool", "1.2", help_text, cmds, 3, 2, unknown), 2);
    assert_stderr("tool: unknown command \"fly\" (see tool --help)\n");
    ck_assert_int_eq(tk_cli_dispatch("tool", "1.2", help_text, cmds, 3, 2, option), 2);
    assert_stderr("tool: unknown option --fly (see tool --help)\n");
    portable_remove_tree(tmpdir);
}
END_TEST

/* A walk standing on the option argv[1]. */
static void at_option(TkCliArgs *a, char **argv)
{
    tk_cli_args_init(a, "tool", 2, argv);
    ck_assert(tk_cli_args_next(a));
}

/* A file to save to: refused at once, as a usage error, when something is
 * there that a save must not replace (a folder here). */
START_TEST(cli_save_paths)
{
    char *argv[] = {"go", "--record", NULL};
    char path[700], want[1600];
    TkCliArgs a;
    at_option(&a, argv);
    stderr_to_file();
    in_tmpdir(path, sizeof path, "stderr"); /* a regular file */
    ck_assert_int_eq(tk_cli_save_path(&a, path), 1);
    in_tmpdir(path, sizeof path, "new");
    ck_assert_int_eq(tk_cli_save_path(&a, path), 1);
    assert_stderr("");
    ck_assert_int_eq(tk_cli_save_path(&a, tmpdir), 0);
    snprintf(want, sizeof want,
             "tool go: --record: '%s' is a folder, not a regular file (see tool go --help)\n",
             tmpdir);
    assert_stderr(want);
    ck_assert_int_eq(tk_cli_save_path(&a, ""), 0);
    assert_stderr("tool go: --record needs a file name (see tool go --help)\n");
    portable_remove_tree(tmpdir);
}
END_TEST

START_TEST(cli_whole_numbers)
{
    char *argv[] = {"go", "--rounds", NULL};
    TkCliArgs a;
    long v = 0;
    at_option(&a, argv);
    stderr_to_file();
    ck_assert_int_eq(tk_cli_int(&a, "12", 1, 100, &v), TK_OK);
    ck_assert_int_eq(v, 12);
    ck_assert_int_eq(tk_cli_int(&a, "-3", -5, 5, &v), TK_OK);
    ck_assert_int_eq(v, -3);
    assert_stderr("");
    /* Accepted by strtol, refused here: one verdict everywhere. */
    ck_assert_int_eq(tk_cli_int(&a, " 5", 1, 100, &v), TK_E_ARG);
    assert_stderr("tool go: --rounds: \" 5\" is not a whole number (see tool go --help)\n");
    ck_assert_int_eq(tk_cli_int(&a, "+5", 1, 100, &v), TK_E_ARG);
    assert_stderr("tool go: --rounds: \"+5\" is not a whole number (see tool go --help)\n");
    ck_assert_int_eq(tk_cli_int(&a, "5 ", 1, 100, &v), TK_E_ARG);
    ck_assert_int_eq(tk_cli_int(&a, "", 1, 100, &v), TK_E_ARG);
    assert_stderr("tool go: --rounds: \"5 \" is not a whole number (see tool go --help)\n"
                  "tool go: --rounds: \"\" is not a whole number (see tool go --help)\n");
    ck_assert_int_eq(tk_cli_int(&a, "0", 1, 100, &v), TK_E_ARG);
    assert_stderr("tool go: --rounds must be between 1 and 100 (got 0) (see tool go --help)\n");
    ck_assert_int_eq(tk_cli_int(&a, "99999999999999999999", 1, 100, &v), TK_E_ARG);
    assert_stderr("tool go: --rounds must be between 1 and 100 (got 99999999999999999999) "
                  "(see tool go --help)\n");
    ck_assert_int_eq(v, -3);
    portable_remove_tree(tmpdir);
}
END_TEST

START_TEST(cli_seeds)
{
    static const char *const refused[] = {"", "-1", "+1", " 1", "1 ", "0x", "0x0x5", "0xg",
                                          "18446744073709551616", "0x10000000000000000", "x1"};
    char *argv[] = {"go", "--seed", NULL};
    TkCliArgs a;
    uint64_t v = 0;
    size_t i;
    at_option(&a, argv);
    stderr_to_file();
    ck_assert_int_eq(tk_cli_seed(&a, "18446744073709551615", &v), TK_OK);
    ck_assert_uint_eq(v, UINT64_MAX);
    ck_assert_int_eq(tk_cli_seed(&a, "0x2a", &v), TK_OK);
    ck_assert_uint_eq(v, 42);
    ck_assert_int_eq(tk_cli_seed(&a, "0XfF", &v), TK_OK);
    ck_assert_uint_eq(v, 255);
    ck_assert_int_eq(tk_cli_seed(&a, "0", &v), TK_OK);
    ck_assert_uint_eq(v, 0);
    assert_stderr("");
    for (i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        char want[200];
        ck_assert_msg(tk_cli_seed(&a, refused[i], &v) == TK_E_ARG, "accepted \"%s\"",
                      refused[i]);
        snprintf(want, sizeof want,
                 "tool go: --seed: \"%s\" is not a seed (a number 0..2^64-1) (see tool go --help)\n",
                 refused[i]);
        assert_stderr(want);
    }
    ck_assert_uint_eq(v, 0);
    portable_remove_tree(tmpdir);
}
END_TEST

START_TEST(cli_seat_arguments)
{
    static const char *const malformed[] = {"2", "x=human", "+2=human", " 2=human", "=human",
                                            "2x=human", ""};
    char *argv[] = {"go", "--seat", NULL};
    TkCliArgs a;
    const char *text = NULL;
    int seat = -1;
    size_t i;
    at_option(&a, argv);
    stderr_to_file();
    ck_assert_int_eq(tk_cli_seat_arg(&a, "2=ai:easy", 4, &seat, &text), TK_OK);
    ck_assert_int_eq(seat, 1);
    ck_assert_str_eq(text, "ai:easy");
    ck_assert_int_eq(tk_cli_seat_arg(&a, "1=", 4, &seat, &text), TK_OK);
    ck_assert_int_eq(seat, 0);
    ck_assert_str_eq(text, "");
    ck_assert_int_eq(tk_cli_seat_arg(&a, "4=a=b", 4, &seat, &text), TK_OK);
    ck_assert_str_eq(text, "a=b");
    assert_stderr("");
    for (i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        char want[200];
        ck_assert_int_eq(tk_cli_seat_arg(&a, malformed[i], 4, &seat, &text), TK_E_ARG);
        snprintf(want, sizeof want,
                 "tool go: --seat wants K=VALUE with K a seat number, not \"%s\" "
                 "(see tool go --help)\n",
                 malformed[i]);
        assert_stderr(want);
    }
    ck_assert_int_eq(tk_cli_seat_arg(&a, "5=human", 4, &seat, &text), TK_E_ARG);
    assert_stderr("tool go: --seat: seat 5 is out of range 1-4 (see tool go --help)\n");
    ck_assert_int_eq(tk_cli_seat_arg(&a, "0=human", 4, &seat, &text), TK_E_ARG);
    assert_stderr("tool go: --seat: seat 0 is out of range 1-4 (see tool go --help)\n");
    ck_assert_int_eq(seat, 3);
    portable_remove_tree(tmpdir);
}
END_TEST

START_TEST(cli_seat_specs)
{
    static const char *const levels[] = {"easy", "hard", NULL};
    static const struct {
        const char *spec;
        const char *why;
    } refused[] = {
        {"", "\"\" is not a seat (use human, ai:LEVEL or bot:COMMAND)"},
        {"Human", "\"Human\" is not a seat (use human, ai:LEVEL or bot:COMMAND)"},
        {"human ", "\"human \" is not a seat (use human, ai:LEVEL or bot:COMMAND)"},
        {"ai", "\"ai\" is not a seat (use human, ai:LEVEL or bot:COMMAND)"},
        {"ai:", "unknown computer level \"\""},
        {"ai:medium", "unknown computer level \"medium\""},
        {"ai:easy ", "unknown computer level \"easy \""},
        {"bot:", "\"bot:\" needs a command"},
    };
    TkSeatSpec s;
    char msg[200];
    size_t i;
    ck_assert_int_eq(tk_cli_seat_parse("human", levels, &s, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(s.kind, TK_SEAT_HUMAN);
    ck_assert_str_eq(msg, "");
    ck_assert_int_eq(tk_cli_seat_parse("ai:hard", levels, &s, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(s.kind, TK_SEAT_AI);
    ck_assert_str_eq(s.level, "hard");
    ck_assert_int_eq(tk_cli_seat_parse("bot:./mybot --fast", levels, &s, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(s.kind, TK_SEAT_BOT);
    ck_assert_str_eq(s.command, "./mybot --fast");
    for (i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        s.kind = TK_SEAT_BOT;
        ck_assert_int_eq(tk_cli_seat_parse(refused[i].spec, levels, &s, msg, sizeof msg),
                         TK_E_ARG);
        ck_assert_str_eq(msg, refused[i].why);
        ck_assert_int_eq(s.kind, TK_SEAT_BOT); /* untouched */
    }
    /* A game without computer players; no place for the result. */
    ck_assert_int_eq(tk_cli_seat_parse("ai:easy", NULL, NULL, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(tk_cli_seat_parse("human", NULL, NULL, NULL, 0), TK_OK);
    ck_assert_int_eq(tk_cli_seat_parse(NULL, levels, &s, NULL, 0), TK_E_ARG);
}
END_TEST

#ifndef _WIN32
static long ms_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* A turn timer at the terminal: the wait runs out with nothing typed,
 * sees a line as soon as it comes, and the end of the input. */
/* A seat's name in the next match at the same table: kept while the seat
 * is played as asked by a person or a computer; a bot's seat, or one a
 * computer took over from a failed bot, goes back to the name given. */
START_TEST(cli_next_match_names)
{
    ck_assert_str_eq(tk_cli_next_match_name("human", "", "human", "Player 1"), "Player 1");
    ck_assert_str_eq(tk_cli_next_match_name("ai:hard", "", "ai:hard", "Hugo"), "Hugo");
    ck_assert_str_eq(tk_cli_next_match_name("bot:./b", "", "bot:./b", "simplebot"), "");
    ck_assert_str_eq(tk_cli_next_match_name("bot:./b", "Mine", "bot:./b", "Mine"), "Mine");
    ck_assert_str_eq(tk_cli_next_match_name("bot:./b", "", "ai:medium", "Bruno"), "");
    ck_assert_str_eq(tk_cli_next_match_name("bot:./b", "Mine", "ai:medium", "Mine"), "Mine");
}
END_TEST

START_TEST(cli_wait_input)
{
    int fd[2];
    char buf[64];
    ck_assert_int_eq(pipe(fd), 0);
    FILE *in = fdopen(fd[0], "r");
    FILE *out = tmpfile();
    ck_assert_ptr_nonnull(in);
    ck_assert_ptr_nonnull(out);
    setvbuf(in, NULL, _IONBF, 0);
    long t0 = ms_now();
    ck_assert_int_eq(tk_cli_wait_input(in, 150), 0);
    long waited = ms_now() - t0;
    ck_assert_int_ge(waited, 140);
    ck_assert_int_lt(waited, 5000); /* its 150 ms, in milliseconds */
    ck_assert_int_eq(write(fd[1], "Draw\nend\n", 9), 9);
    ck_assert_int_eq(tk_cli_wait_input(in, 5000), 1);
    ck_assert_int_eq(tk_cli_read_answer(in, out, "> ", buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "draw");
    /* The next line is there at once: the stream read nothing ahead (or
       the wait would see nothing, and run out). */
    ck_assert_int_eq(tk_cli_wait_input(in, 5000), 1);
    ck_assert_int_eq(tk_cli_read_answer(in, out, "> ", buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "end");
    close(fd[1]);
    ck_assert_int_eq(tk_cli_wait_input(in, 5000), 1); /* the end of the input */
    ck_assert_int_eq(tk_cli_read_answer(in, out, "> ", buf, sizeof buf), 0);
    ck_assert_int_eq(tk_cli_wait_input(in, -1), 1);
    fclose(in);
    fclose(out);
}
END_TEST
#endif

/* The whole of a temporary file, into buf. */
static void read_back(FILE *f, char *buf, size_t size)
{
    size_t n;
    rewind(f);
    n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
}

/* A temporary file holding text, read from its start. */
static FILE *input_of(const char *text)
{
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    rewind(f);
    return f;
}

/* The file a run saves to, and a saved game a new match would replace:
 * never without a yes (--replace, or "y" from a person at a terminal); a
 * script is refused as a usage error; a person is told how to resume it. */
START_TEST(cli_keep_saved)
{
    static const char *about = "Game 2 of 4: Tess (12 points), Hugo (-12 points)";
    char text[2000];
    FILE *in, *out;
    ck_assert_ptr_null(tk_cli_save_target(NULL, NULL, NULL));
    ck_assert_str_eq(tk_cli_save_target(NULL, NULL, "saved-game.x"), "saved-game.x");
    ck_assert_str_eq(tk_cli_save_target("f.x", NULL, "saved-game.x"), "f.x");
    ck_assert_ptr_null(tk_cli_save_target(NULL, "f.x", "saved-game.x"));
    ck_assert_ptr_null(tk_cli_save_target("f.x", "f.x", NULL));
    ck_assert_str_eq(tk_cli_save_target("g.x", "f.x", NULL), "g.x");

    ck_assert_int_eq(tk_cli_keep_saved("game-cli", "match", "s.x", about, 1, 0, NULL, NULL), -1);
    ck_assert_int_eq(tk_cli_keep_saved("game-cli", "match", "s.x", about, 0, 0, NULL, NULL),
                     TK_CLI_EXIT_USAGE);
    /* A person: told, asked until the answer is y or n. */
    in = input_of("maybe\nn\n");
    out = tmpfile();
    ck_assert_ptr_nonnull(out);
    ck_assert_int_eq(tk_cli_keep_saved("game-cli", "match", "s.x", about, 0, 1, in, out),
                     TK_CLI_EXIT_OK);
    read_back(out, text, sizeof text);
    ck_assert_msg(strstr(text, "A saved game is waiting in s.x: Game 2 of 4: Tess (12 points), "
                               "Hugo (-12 points).\nTo play it on: game-cli match --resume s.x\n") !=
                      NULL,
                  "%s", text);
    ck_assert(strstr(text, "Please answer y or n.") != NULL);
    ck_assert(strstr(text, "Nothing was replaced.") != NULL);
    fclose(in);
    fclose(out);
    in = input_of("Yes\n");
    out = tmpfile();
    ck_assert_int_eq(tk_cli_keep_saved("game-cli", "match", "s.x", about, 0, 1, in, out), -1);
    read_back(out, text, sizeof text);
    ck_assert(strstr(text, "Nothing was replaced") == NULL);
    fclose(in);
    fclose(out);
    /* The end of the input is no yes; a name's control bytes are shown. */
    in = input_of("");
    out = tmpfile();
    ck_assert_int_eq(tk_cli_keep_saved("game-cli", "match", "s\x1b[2J.x", about, 0, 1, in, out),
                     TK_CLI_EXIT_OK);
    read_back(out, text, sizeof text);
    ck_assert(strchr(text, '\x1b') == NULL);
    ck_assert(strstr(text, "Nothing was replaced") != NULL);
    fclose(in);
    fclose(out);
}
END_TEST

/* Where a match stands, in one line (the title screen's saved match, the
 * terminal tools' question). */
START_TEST(text_scores_line)
{
    const char *names[] = {"Ann", "", "Bob"};
    const char *players[] = {"Player 1", "Greta"};
    const int totals[] = {12, 0, 345};
    const int ones[] = {1, -1};
    char info[80], small[12];
    tk_text_scores(info, sizeof info, "Game 2 of 4", NULL, names, totals, 3);
    ck_assert_str_eq(info, "Game 2 of 4: Ann (12 points), Seat 2 (0 points), Bob (345 points)");
    /* A name ending in a number never runs into its score. */
    tk_text_scores(info, sizeof info, "Game 1 of 1", "point", players, totals + 1, 2);
    ck_assert_str_eq(info, "Game 1 of 1: Player 1 (0 points), Greta (345 points)");
    tk_text_scores(info, sizeof info, "Game 1 of 1", "", players, ones, 2);
    ck_assert_str_eq(info, "Game 1 of 1: Player 1 (1 point), Greta (-1 point)");
    tk_text_scores(info, sizeof info, "Round 4", "token", players, totals, 2);
    ck_assert_str_eq(info, "Round 4: Player 1 (12 tokens), Greta (0 tokens)");
    tk_text_scores(info, sizeof info, "Round 4", NULL, players, ones, 1);
    ck_assert_str_eq(info, "Round 4: Player 1 (1 point)");
    memset(small, 'x', sizeof small);
    tk_text_scores(small, sizeof small, "Game 2 of 4", NULL, names, totals, 3);
    ck_assert_str_eq(small, "Game 2 of 4"); /* cut, ended, nothing past it */
}
END_TEST

START_TEST(cli_json_lines)
{
    static const int ints[] = {3, -1, 0};
    static const long longs[] = {2147483648L, 7};
    static const char *const strs[] = {"ai:easy", "bot:say \"hi\""};
    char long_name[600];
    char line[2000];
    TkJson j;
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    memset(long_name, 'x', sizeof long_name - 2);
    long_name[0] = '\x01';
    long_name[sizeof long_name - 2] = '"';
    long_name[sizeof long_name - 1] = '\0';
    tk_json_begin(&j, f);
    tk_json_str(&j, "type", "round");
    tk_json_int(&j, "n", -42);
    tk_json_u64(&j, "seed", UINT64_MAX);
    tk_json_num(&j, "rate", 0.12345, 3);
    tk_json_num(&j, "per_s", 1234.5678, 0);
    tk_json_ints(&j, "ints", ints, 3);
    tk_json_longs(&j, "longs", longs, 2);
    tk_json_ints(&j, "none", ints, 0);
    tk_json_strs(&j, "seats", strs, 2);
    tk_json_nums(&j, "points", (const double[]){53.666, -0.5}, 2, 2);
    tk_json_end(&j);
    tk_json_begin(&j, f);
    tk_json_str(&j, "long", long_name);
    tk_json_end(&j);
    tk_json_begin(&j, f);
    tk_json_end(&j);
    rewind(f);
    ck_assert_ptr_nonnull(fgets(line, sizeof line, f));
    ck_assert_str_eq(line, "{\"type\":\"round\",\"n\":-42,\"seed\":18446744073709551615,"
                           "\"rate\":0.123,\"per_s\":1235,\"ints\":[3,-1,0],"
                           "\"longs\":[2147483648,7],\"none\":[],"
                           "\"seats\":[\"ai:easy\",\"bot:say \\\"hi\\\"\"],"
                           "\"points\":[53.67,-0.50]}\n");
    ck_assert_ptr_nonnull(fgets(line, sizeof line, f));
    ck_assert_uint_eq(strlen(line), strlen("{\"long\":\"\\u0001") + 597 + strlen("\\\"\"}\n"));
    ck_assert(strncmp(line, "{\"long\":\"\\u0001xxx", 18) == 0);
    ck_assert_str_eq(line + strlen(line) - 6, "x\\\"\"}\n");
    ck_assert_ptr_nonnull(fgets(line, sizeof line, f));
    ck_assert_str_eq(line, "{}\n");
    fclose(f);
}
END_TEST

/* The FIFO keeps the order across growth and the reuse of taken room. */
START_TEST(queue_in_order)
{
    typedef struct Item {
        int n;
        char pad[13];
    } Item;
    TkQueue q;
    Item it;
    int next_in = 0, next_out = 0;
    tk_queue_init(&q, sizeof(Item));
    ck_assert_int_eq(tk_queue_pop(&q, &it), 0);
    for (int round = 0; round < 50; round++) {
        for (int k = 0; k < 7 + round % 5; k++) {
            memset(&it, 0, sizeof it);
            it.n = next_in++;
            ck_assert_int_eq(tk_queue_push(&q, &it), TK_OK);
        }
        for (int k = 0; k < 5 + round % 3 && tk_queue_pop(&q, &it); k++) {
            ck_assert_int_eq(it.n, next_out++);
        }
        ck_assert_uint_eq(tk_queue_size(&q), (size_t)(next_in - next_out));
    }
    while (tk_queue_pop(&q, &it)) {
        ck_assert_int_eq(it.n, next_out++);
    }
    ck_assert_int_eq(next_out, next_in);
    tk_queue_free(&q);
    ck_assert_uint_eq(tk_queue_size(&q), 0);
}
END_TEST

/* Items filled in place, an action's items dropped again, copies. */
START_TEST(queue_emplace_truncate_copy)
{
    TkQueue q, c;
    int out;
    tk_queue_init(&q, sizeof(int));
    tk_queue_init(&c, sizeof(int));
    for (int i = 0; i < 100; i++) {
        int *p = tk_queue_emplace(&q);
        ck_assert_ptr_nonnull(p);
        ck_assert_int_eq(*p, 0);
        *p = i;
    }
    for (int i = 0; i < 40; i++) {
        ck_assert(tk_queue_pop(&q, &out));
        ck_assert_int_eq(out, i);
    }
    ck_assert_uint_eq(tk_queue_size(&q), 60);
    tk_queue_truncate(&q, 61);
    ck_assert_uint_eq(tk_queue_size(&q), 60);
    tk_queue_truncate(&q, 10);
    ck_assert_uint_eq(tk_queue_size(&q), 10);
    ck_assert_int_eq(tk_queue_copy(&c, &q), TK_OK);
    ck_assert_uint_eq(tk_queue_size(&c), 10);
    for (int i = 40; i < 50; i++) {
        ck_assert(tk_queue_pop(&c, &out));
        ck_assert_int_eq(out, i);
    }
    ck_assert(!tk_queue_pop(&c, &out));
    ck_assert_uint_eq(tk_queue_size(&q), 10);
    tk_queue_truncate(&q, 0);
    ck_assert(!tk_queue_pop(&q, &out));
    ck_assert_int_eq(tk_queue_push(&q, &(int){7}), TK_OK);
    ck_assert(tk_queue_pop(&q, &out));
    ck_assert_int_eq(out, 7);
    tk_queue_free(&q);
    tk_queue_free(&c);
}
END_TEST

START_TEST(notices_in_order)
{
    TkNotices q = {0};
    char buf[8];
    ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 0);
    for (int i = 0; i < 20; i++) {
        tk_notices_pushf(&q, "n%d", i);
    }
    tk_notices_push(&q, "a longer notice");
    for (int i = 0; i < 20; i++) {
        char want[8];
        snprintf(want, sizeof want, "n%d", i);
        ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 1);
        ck_assert_str_eq(buf, want);
    }
    ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "a longe"); /* cut to size */
    ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 0);
    tk_notices_push(&q, "left");
    tk_notices_free(&q); /* frees what was not taken */
    ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 0);
}
END_TEST

/* What the new-game form and the tables say of a seat's bot. */
START_TEST(notices_of_a_bot)
{
    char buf[200];
    tk_notice_bot(buf, sizeof buf, 3, "/bin/cat",
                  "does not speak the Rummikub bot protocol: it did not answer the greeting");
    ck_assert_str_eq(buf, "Seat 4's bot (/bin/cat) does not speak the Rummikub bot protocol: it "
                          "did not answer the greeting.");
    tk_notice_bot(buf, sizeof buf, 3, "/bin/false", "stopped before it answered (exit status 1)");
    ck_assert_str_eq(buf, "Seat 4's bot (/bin/false) stopped before it answered (exit status 1).");
    /* the command named in the phrase is not named twice */
    tk_notice_bot(buf, sizeof buf, 3, "/no/such/bot",
                  "cannot start: there is no program /no/such/bot");
    ck_assert_str_eq(buf, "Seat 4's bot cannot start: there is no program /no/such/bot.");
    /* a phrase that ends a sentence itself; no name */
    tk_notice_bot(buf, sizeof buf, 0, "", "stopped; it said: bye.");
    ck_assert_str_eq(buf, "Seat 1's bot stopped; it said: bye.");
    tk_notice_bot(buf, sizeof buf, 1, NULL, "has no command");
    ck_assert_str_eq(buf, "Seat 2's bot has no command.");
    /* a long command is cut, not inside a UTF-8 character */
    tk_notice_bot(buf, sizeof buf, 1,
                  "python3 /home/someone/projects/rummikub-bots/best_bot.py --level 9",
                  "stopped");
    ck_assert_str_eq(buf, "Seat 2's bot (python3 /home/someone/projects/rummik...) stopped.");
    tk_notice_bot(buf, sizeof buf, 1, "0123456789012345678901234567890123\xC3\xA9\xC3\xA9\xC3\xA9xx",
                  "stopped");
    ck_assert_str_eq(buf, "Seat 2's bot (0123456789012345678901234567890123\xC3\xA9...) stopped.");
    tk_notice_bot(buf, 8, 1, "x", "stopped");
    ck_assert_str_eq(buf, "Seat 2'");
    tk_notice_bot(NULL, 8, 1, "x", "stopped"); /* no buffer: nothing */
}
END_TEST

/* A notice's sentence for the player and its detail for the curious. */
START_TEST(notices_with_detail)
{
    TkNotices q = {0};
    char buf[300];
    size_t n = 0;
    tk_notices_push_bot_left(&q, 2, "rummikub-simplebot", "stopped", TK_TAKEN_BY_COMPUTER, NULL,
                             "exited with status 124; its log: /tmp/bot-seat3.log");
    ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "Seat 3's bot (rummikub-simplebot) stopped; the computer plays its seat "
                          "from now on. \xE2\x80\x94 exited with status 124; its log: "
                          "/tmp/bot-seat3.log");
    ck_assert_str_eq(tk_notice_detail(buf, &n), "exited with status 124; its log: /tmp/bot-seat3.log");
    ck_assert_uint_eq(n, strlen("Seat 3's bot (rummikub-simplebot) stopped; the computer plays "
                                "its seat from now on."));
    tk_notices_push_bot_left(&q, 1, "mybot", "stopped", TK_TAKEN_BY_COMPUTER, "Hugo", "");
    ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "Seat 2's bot (mybot) stopped; Hugo, a computer player, plays its seat "
                          "from now on.");
    ck_assert_str_eq(tk_notice_detail(buf, &n), "");
    ck_assert_uint_eq(n, strlen(buf));
    tk_notices_push_bot_left(&q, 1, "mybot", "stopped", TK_TAKEN_BY_HAND, "Hugo", "out of memory");
    ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "Seat 2's bot (mybot) stopped, and no computer player could take over: "
                          "it is played by hand now. \xE2\x80\x94 out of memory");
    /* A dash in the sentence (a name) is not where the detail begins;
       one in the detail (a bot's words) stays. */
    tk_notices_push_detail(&q, "Seat 2's bot (a \xE2\x80\x94 b) stopped.",
                           "it said: x \xE2\x80\x94 y");
    ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "Seat 2's bot (a - b) stopped. \xE2\x80\x94 it said: x \xE2\x80\x94 y");
    ck_assert_str_eq(tk_notice_detail(buf, NULL), "it said: x \xE2\x80\x94 y");
    tk_notices_push_detail(&q, NULL, NULL);
    ck_assert_int_eq(tk_notices_next(&q, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "");
    ck_assert_str_eq(tk_notice_detail(NULL, &n), "");
    ck_assert_uint_eq(n, 0);
    tk_notices_free(&q);
}
END_TEST


static void cli_write_tally(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

/* ------------------------------------------------------------------ */
/* records: a tiny game, Tally ("tally 1"; players, seed; `add V` lines) */

typedef struct Tally {
    int players;
    uint64_t seed;
    int n;
    int v[16];
    int lie; /* a game whose record does not replay to it (the check) */
} Tally;

static const char *const tally_keys[] = {"players", "seed"};
static const TkRecFormat tally_format = {"tally", "Tally", 1, 16};

static int tally_key(void *ctx, TkRecReader *r, TkField l, int key, TkField v)
{
    Tally *t = ctx;
    uint64_t n = 0;
    (void)l;
    if (key == 1) {
        return tk_rec_seed(r, l, v, &t->seed);
    }
    if (tk_rec_num(v, 1, 4, &n) != TK_OK) {
        tk_text_message(r->msg, r->size, "line %d: players must be 1..4", r->lineno);
        return TK_E_FORMAT;
    }
    t->players = (int)n;
    return TK_OK;
}

static int tally_start(void *ctx, TkRecReader *r, const TkRecHeader *h, void **game)
{
    int rc = tk_rec_header_keys(r, h);
    if (rc != TK_OK) {
        return rc;
    }
    Tally *g = malloc(sizeof *g);
    ck_assert_ptr_nonnull(g);
    *g = *(Tally *)ctx;
    *game = g;
    return TK_OK;
}

static int tally_players(const void *ctx)
{
    return ((const Tally *)ctx)->players;
}

static int tally_replay(void *ctx, TkRecReader *r, TkField l, void *game)
{
    Tally *g = game;
    TkField f[3];
    uint64_t v = 0;
    (void)ctx;
    if (tk_rec_split(l, f, 3) != 2 || !tk_rec_is(f[0], "add") ||
        tk_rec_num(f[1], 0, 99, &v) != TK_OK || g->n == 16) {
        tk_text_message(r->msg, r->size, "line %d: not 'add V'", r->lineno);
        return TK_E_FORMAT;
    }
    g->v[g->n++] = (int)v;
    return TK_OK;
}

static const TkRecReading tally_reading = {&tally_format, 4096, tally_keys, 2, 4,
                                           tally_key, tally_start, tally_players, tally_replay,
                                           NULL, free};

static int tally_read(const char *text, size_t len, void **out, char *msg, size_t size)
{
    Tally ctx;
    memset(&ctx, 0, sizeof ctx);
    return tk_rec_read(text, len, &tally_reading, &ctx, out, NULL, msg, size);
}

static int tally_item(void *ctx, const void *game, int i, TkBuf *b)
{
    (void)ctx;
    tk_buf_printf(b, "add %d\n", ((const Tally *)game)->v[i]);
    return TK_OK;
}

static int tally_line(void *ctx, TkRecReader *r, TkField l, void *replica)
{
    return tally_replay(ctx, r, l, replica);
}

static int tally_same(const void *game, const void *replica)
{
    const Tally *a = game, *b = replica;
    return !a->lie && a->n == b->n && memcmp(a->v, b->v, sizeof a->v[0] * (size_t)a->n) == 0;
}

static const TkRecSaverGame tally_saver = {tally_read, tally_item, tally_line, tally_same, free};

static void tally_head(const Tally *t, TkBuf *b, const TkSeatInfo *seats)
{
    b->len = 0;
    tk_buf_printf(b, "tally 1\nplayers %d\nseed %llu\n", t->players, (unsigned long long)t->seed);
    tk_rec_put_seats(b, seats, t->players);
    tk_buf_str(b, "history\n");
}

START_TEST(records_written_saved_loaded)
{
    Tally t = {2, 77, 3, {5, 0, 42}, 0};
    TkSeatInfo seats[2], back[2];
    TkBuf head = {NULL, 0, 0, 0};
    char dir[256], path[320], msg[300];
    char *text = NULL;
    size_t len = 0;
    void *g = NULL;
    memset(seats, 0, sizeof seats);
    snprintf(seats[1].spec, sizeof seats[1].spec, "bot:./a b");
    snprintf(seats[1].name, sizeof seats[1].name, "Bo");
    tally_head(&t, &head, seats);
    /* The whole text: the header, the items, the end line. */
    ck_assert_int_eq(tk_rec_text(&tally_saver, NULL, &t, &head, t.n, &text, &len), TK_OK);
    ck_assert_uint_eq(len, strlen(text));
    ck_assert_ptr_nonnull(strstr(text, "seat 2 spec bot:./a%20b\nseat 2 name Bo\nhistory\nadd 5\n"
                                       "add 0\nadd 42\nend 3 "));
    ck_assert_int_eq(tally_read(text, len, &g, msg, sizeof msg), TK_OK);
    ck_assert(tally_same(&t, g));
    free(g);
    free(text);
    /* Saved once: checked to replay to the game first. */
    ck_assert_int_eq(portable_make_temp_dir("tk-rec", dir, sizeof dir), 0);
    snprintf(path, sizeof path, "%s/match.tally", dir);
    ck_assert_int_eq(tk_rec_save_once(&tally_saver, NULL, &t, &head, t.n, path, msg, sizeof msg),
                     TK_OK);
    Tally ctx;
    memset(&ctx, 0, sizeof ctx);
    ck_assert_int_eq(tk_rec_load(path, &tally_reading, &ctx, &g, back, msg, sizeof msg), TK_OK);
    ck_assert(tally_same(&t, g));
    ck_assert_str_eq(back[1].name, "Bo");
    ck_assert_str_eq(back[1].spec, "bot:./a b");
    ck_assert_str_eq(back[0].spec, "");
    free(g);
    /* A game whose text does not replay to it is not saved: the file stays. */
    char *before = NULL;
    size_t blen = 0;
    ck_assert_int_eq(tk_file_read(path, 4096, &before, &blen, msg, sizeof msg), TK_OK);
    t.v[0] = 6;
    t.lie = 1;
    tally_head(&t, &head, NULL);
    ck_assert_int_eq(tk_rec_save_once(&tally_saver, NULL, &t, &head, t.n, path, msg, sizeof msg),
                     TK_E_ARG);
    ck_assert_ptr_nonnull(strstr(msg, "does not replay to the same game"));
    char *after = NULL;
    size_t alen = 0;
    ck_assert_int_eq(tk_file_read(path, 4096, &after, &alen, msg, sizeof msg), TK_OK);
    ck_assert_uint_eq(alen, blen);
    ck_assert(memcmp(before, after, blen) == 0);
    free(before);
    free(after);
    /* A header without one of its keys: named, with the line. */
    head.len = 0;
    tk_buf_str(&head, "tally 1\nplayers 2\nhistory\n");
    ck_assert_int_eq(tk_rec_text(&tally_saver, NULL, &t, &head, 0, &text, &len), TK_OK);
    cli_write_tally(path, text);
    free(text);
    memset(&ctx, 0, sizeof ctx);
    ck_assert_int_eq(tk_rec_load(path, &tally_reading, &ctx, &g, NULL, msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_ptr_null(g);
    ck_assert_msg(strstr(msg, path) == msg && strstr(msg, ": line 3: the header has no 'seed' line"),
                  "%s", msg);
    /* A file too large for the game, and no file. */
    char big[5000];
    memset(big, 'x', sizeof big);
    big[sizeof big - 1] = '\n';
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fwrite(big, 1, sizeof big, f);
    fclose(f);
    ck_assert_int_eq(tk_rec_load(path, &tally_reading, &ctx, &g, NULL, msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "is larger than 0 MiB: not a Tally record"));
    remove(path);
    ck_assert_int_eq(tk_rec_load(path, &tally_reading, &ctx, &g, NULL, msg, sizeof msg), TK_E_IO);
    free(head.p);
    portable_remove_tree(dir);
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
    tcase_add_test(text, messages);
    tcase_add_test(text, unique_names);
    tcase_add_test(text, json_strings);
    suite_add_tcase(s, text);
    TCase *file = tcase_create("file");
    tcase_add_test(file, file_read_whole_and_bounded);
    tcase_add_test(file, file_read_errors);
    tcase_add_test(file, file_reason_names_once);
    tcase_add_test(file, file_save_replaces_whole);
    tcase_add_test(file, file_save_failures_leave_nothing);
    tcase_add_test(file, file_save_only_replaces_a_file);
    tcase_add_test(file, file_save_removes_stale_temporaries);
    tcase_add_test(file, file_save_bare_name);
    tcase_add_test(file, file_list_dir);
    suite_add_tcase(s, file);
    TCase *cli = tcase_create("cli");
    tcase_add_test(cli, cli_usage_errors);
    tcase_add_test(cli, cli_next_match_names);
    tcase_add_test(cli, cli_keep_saved);
    tcase_add_test(cli, text_scores_line);
    tcase_add_test(cli, cli_walks_options);
    tcase_add_test(cli, cli_dispatch);
    tcase_add_test(cli, cli_common_options);
    tcase_add_test(cli, cli_bot_options);
    tcase_add_test(cli, cli_walks_values);
    tcase_add_test(cli, cli_whole_numbers);
    tcase_add_test(cli, cli_save_paths);
    tcase_add_test(cli, cli_seeds);
    tcase_add_test(cli, cli_seat_arguments);
    tcase_add_test(cli, cli_seat_specs);
    tcase_add_test(cli, cli_json_lines);
#ifndef _WIN32
    tcase_add_test(cli, cli_wait_input);
#endif
    suite_add_tcase(s, cli);
    TCase *queues = tcase_create("queues");
    tcase_add_test(queues, queue_in_order);
    tcase_add_test(queues, queue_emplace_truncate_copy);
    tcase_add_test(queues, notices_in_order);
    tcase_add_test(queues, notices_of_a_bot);
    tcase_add_test(queues, notices_with_detail);
    suite_add_tcase(s, queues);
    TCase *records = tcase_create("records");
    tcase_add_test(records, records_written_saved_loaded);
    suite_add_tcase(s, records);
    return s;
}

int main(void)
{
    return test_run(kit_suite(), NULL, 0);
}
