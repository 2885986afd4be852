/* suites.h - the engine test suites, run by test_engine_main.c. */
#ifndef RACKO_TEST_SUITES_H
#define RACKO_TEST_SUITES_H

#include <check.h>

Suite *rules_suite(void);
Suite *play_suite(void);
Suite *track_suite(void);

#endif /* RACKO_TEST_SUITES_H */
