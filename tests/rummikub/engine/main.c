/* main.c - runs the Rummikub engine's suites. */
#include <check.h>
#include <stdlib.h>

#include "common/run.h"
#include "suites.h"

int main(void)
{
    Suite *const more[] = {ending_suite(), random_suite()};
    return test_run(rules_suite(), more, 2);
}
