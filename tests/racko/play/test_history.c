/*
 * test_history.c - Rack-O's matches in the match history
 * (match/history.h): a match of computers kept, read back, its record
 * reopened, refused read only, an unfinished one kept as abandoned
 * (tests/common/history_cases.c), and Rack-O's own figures for the player
 * (rounds won by going Rack-O, run bonuses) as the match's events count
 * them.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "common/history_cases.h"
#include "common/run.h"
#include "racko/engine.h"
#include "racko/table.h"

typedef struct Count {
    long rackos, bonuses, rounds;
} Count;

static void count(void *ctx, const void *event)
{
    const RackoEvent *ev = event;
    Count *c = ctx;
    if (ev->kind == RACKO_EV_ROUND_SCORED) {
        c->rounds++;
        c->rackos += ev->u.round_scored.winner == 0;
        c->bonuses += ev->u.round_scored.winner == 0 && ev->u.round_scored.bonus[0] > 0;
    }
}

START_TEST(test_match_in_history)
{
    RackoConfig cfg;
    Count n;
    TkHistEntry e;
    long v = -1;
    memset(&n, 0, sizeof n);
    racko_config_default(&cfg, 3);
    cfg.target = 300; /* a few rounds */
    const HistoryCase c = {&racko_table_class, &cfg, 3, "easy", 26, count, &n};
    history_check_game(&c, &e);
    ck_assert_int_gt(n.rounds, 1);
    ck_assert_int_eq(e.units, n.rounds);
    ck_assert(tk_hist_extra(&e, "rackos", &v));
    ck_assert_int_eq(v, n.rackos);
    ck_assert(tk_hist_extra(&e, "bonus_runs", &v));
    ck_assert_int_eq(v, n.bonuses);
    ck_assert(tk_hist_extra(&e, "rounds", &v));
    ck_assert_int_eq(v, n.rounds);
    ck_assert_str_eq(e.options, "rules=bonus,target=300");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("racko history");
    TCase *tc = tcase_create("history");
    tcase_add_test(tc, test_match_in_history);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
