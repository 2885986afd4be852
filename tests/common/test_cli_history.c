/*
 * test_cli_history.c - a game's terminal tool and the match history: the
 * checks every game's tool shares (tests/common/cli_history.c), built once
 * for each game (tests/<game>/history.cmake) with its tool and words:
 * HIST_CLI (the program), HIST_PROG ("racko-cli"), HIST_ID ("racko"),
 * HIST_QUIT (what quits a person's match at once, saved), HIST_TTY (1: a
 * person plays at a terminal, in real time) and HIST_EXTRA (the options
 * every match of the check takes, NULL-ended).
 */
#include <check.h>

#include "common/cli_history.h"
#include "common/run.h"

START_TEST(test_history_commands)
{
    const CliSavesGame g = {HIST_CLI, "saved-game." HIST_ID, "other." HIST_ID, HIST_QUIT, "", "",
                            {HIST_EXTRA}, {NULL}};
    cli_check_history(&g, HIST_ID, HIST_TTY);
}
END_TEST

int main(void)
{
    Suite *s = suite_create(HIST_PROG " history");
    TCase *tc = tcase_create("history");
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, test_history_commands);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
