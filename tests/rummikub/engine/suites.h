/* suites.h - the Rummikub engine's test suites, run by main.c. */
#ifndef RK_TEST_SUITES_H
#define RK_TEST_SUITES_H

#include <check.h>

Suite *rules_suite(void);
Suite *ending_suite(void);
Suite *random_suite(void);

#endif /* RK_TEST_SUITES_H */
