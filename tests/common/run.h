/*
 * run.h - runs a test program's Check suite: every suite's main() is this
 * one call, so a crash in a test is a failed test (Check's fork mode) and
 * the exit status says whether all passed.
 */
#ifndef RACKO_TEST_RUN_H
#define RACKO_TEST_RUN_H

#include <check.h>

/* Runs s (and the suites added to it with srunner_add_suite are not
 * needed: pass more suites in more[0..nmore-1]) and frees the runner.
 * Returns EXIT_SUCCESS when every test passed, else EXIT_FAILURE. */
int test_run(Suite *s, Suite *const *more, int nmore);

#endif /* RACKO_TEST_RUN_H */
