/*
 * test_kit.c - the kit (include/kit): what every game shares.
 *
 * rng: the generator is the published algorithm, so games are the same on
 * every platform; bounded draws are in range and unbiased.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "kit/rng.h"

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

static Suite *kit_suite(void)
{
    Suite *s = suite_create("kit");
    TCase *rng = tcase_create("rng");
    tcase_add_test(rng, splitmix_seeding_is_standard);
    tcase_add_test(rng, same_seed_same_stream);
    tcase_add_test(rng, below_is_in_range_and_even);
    tcase_add_test(rng, shuffle_is_a_permutation);
    suite_add_tcase(s, rng);
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
