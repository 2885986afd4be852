/* suites.h - the test cases of test_ratuki_engine, one function a file. */
#ifndef RT_TEST_SUITES_H
#define RT_TEST_SUITES_H

#include <check.h>

void rt_suite_rules(Suite *s);
void rt_suite_random(Suite *s);
void rt_suite_record(Suite *s);

#endif /* RT_TEST_SUITES_H */
