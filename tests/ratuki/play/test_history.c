/*
 * test_history.c - Ratuki's matches in the match history
 * (match/history.h): the checks every game shares
 * (tests/common/history_cases.c), driven by time, and Ratuki's own figures
 * for the player (cards played, stacks taken, ties, the rounds' time) as
 * the match's events count them.
 */
#include <check.h>
#include <string.h>

#include "common/history_cases.h"
#include "common/run.h"
#include "ratuki/engine.h"
#include "ratuki/table.h"

typedef struct Count {
    long rounds, cards, stacks, ties, ms;
} Count;

static void count(void *ctx, const void *event)
{
    const RtEvent *ev = event;
    Count *c = ctx;
    if (ev->kind == RT_EV_ROUND_END) {
        c->rounds++;
        c->cards += ev->u.round_end.plays[0];
        c->stacks += ev->u.round_end.takes[0];
        c->ties += ev->u.round_end.ties[0];
        c->ms += ev->u.round_end.time;
    }
}

START_TEST(test_match_in_history)
{
    RtTableOptions o;
    Count n;
    TkHistEntry e;
    long v = -1;
    memset(&n, 0, sizeof n);
    memset(&o, 0, sizeof o);
    rt_config_default(&o.config, 3);
    o.config.target = 0; /* one round */
    const HistoryCase c = {&rt_table_class, &o, 3, "easy", 26, count, &n};
    history_check_game(&c, &e);
    ck_assert_int_eq(n.rounds, 1);
    ck_assert_int_eq(e.units, 1);
    ck_assert(tk_hist_extra(&e, "cards", &v));
    ck_assert_int_eq(v, n.cards);
    ck_assert_int_gt(v, 0);
    ck_assert(tk_hist_extra(&e, "stacks", &v));
    ck_assert_int_eq(v, n.stacks);
    ck_assert(tk_hist_extra(&e, "ties", &v));
    ck_assert_int_eq(v, n.ties);
    ck_assert(tk_hist_extra(&e, "play_ms", &v));
    ck_assert_int_eq(v, n.ms);
    ck_assert_str_eq(e.options, "target=0,window=150");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ratuki history");
    TCase *tc = tcase_create("history");
    tcase_add_test(tc, test_match_in_history);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
