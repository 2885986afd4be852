/*
 * test_cli_history.c - rummikub-cli and the match history: the checks every
 * game's tool shares (tests/common/cli_history.c).
 */
#include <check.h>

#include "common/cli_history.h"
#include "common/run.h"

START_TEST(test_history_commands)
{
    const CliSavesGame g = {RK_CLI, "saved-game.rummikub", "other.rummikub", "quit\ny\n", "", "", {"--timer", "0", NULL}, {NULL}};
    cli_check_history(&g, "rummikub", 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("rummikub-cli history");
    TCase *tc = tcase_create("history");
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, test_history_commands);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
