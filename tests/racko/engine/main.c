/* main.c - runs the engine suites. */
#include <check.h>
#include <stdlib.h>

#include "suites.h"
#include "common/run.h"

int main(void)
{
    Suite *const more[] = {play_suite(), track_suite()};
    return test_run(rules_suite(), more, 2);
}
