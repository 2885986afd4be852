/* run.c - the test programs' runner (run.h). */
#include "run.h"

#include <stdlib.h>

int test_run(Suite *s, Suite *const *more, int nmore)
{
    SRunner *sr = srunner_create(s);
    int failed, i;
    for (i = 0; i < nmore; i++) {
        srunner_add_suite(sr, more[i]);
    }
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
