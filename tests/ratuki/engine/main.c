/*
 * main.c - test_ratuki_engine: Ratuki's rules one scenario at a time,
 * random matches under invariants, and records (ratuki/engine.h,
 * ratuki/record.h).
 */
#include <check.h>

#include "common/run.h"
#include "suites.h"

int main(void)
{
    Suite *s = suite_create("ratuki_engine");
    rt_suite_rules(s);
    rt_suite_random(s);
    rt_suite_record(s);
    return test_run(s, NULL, 0);
}
