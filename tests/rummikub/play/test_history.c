/*
 * test_history.c - Rummikub's matches in the match history
 * (match/history.h): the checks every game shares
 * (tests/common/history_cases.c), and Rummikub's own figures for the
 * player (games won, tiles left in the games lost) as the match's events
 * count them.
 */
#include <check.h>
#include <string.h>

#include "common/history_cases.h"
#include "common/run.h"
#include "rummikub/engine.h"
#include "rummikub/table.h"

typedef struct Count {
    long games, won, tiles_left;
} Count;

static void count(void *ctx, const void *event)
{
    const RkEvent *ev = event;
    Count *c = ctx;
    if (ev->kind == RK_EV_GAME_OVER) {
        c->games++;
        if (ev->u.game_over.winner == 0) {
            c->won++;
        } else {
            c->tiles_left += ev->u.game_over.tiles[0];
        }
    }
}

START_TEST(test_match_in_history)
{
    RkConfig cfg;
    Count n;
    TkHistEntry e;
    long v = -1;
    memset(&n, 0, sizeof n);
    rk_config_default(&cfg, 2);
    cfg.games = 2;
    cfg.timer = 0;
    const HistoryCase c = {&rk_match_class, &cfg, 2, "easy", 26, count, &n};
    history_check_game(&c, &e);
    ck_assert_int_eq(n.games, 2);
    ck_assert_int_eq(e.units, 2);
    ck_assert(tk_hist_extra(&e, "games_won", &v));
    ck_assert_int_eq(v, n.won);
    ck_assert(tk_hist_extra(&e, "games_lost", &v));
    ck_assert_int_eq(v, n.games - n.won);
    ck_assert(tk_hist_extra(&e, "tiles_left", &v));
    ck_assert_int_eq(v, n.tiles_left);
    ck_assert(tk_hist_extra(&e, "melds", &v));
    ck_assert_int_ge(v, 0);
    ck_assert_int_le(v, 2);
    ck_assert_str_eq(e.options, "games=2,timer=0");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("rummikub history");
    TCase *tc = tcase_create("history");
    tcase_add_test(tc, test_match_in_history);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
