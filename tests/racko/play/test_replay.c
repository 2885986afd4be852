/*
 * test_replay.c - what Rack-O gives the replay viewer (racko_table_replay,
 * racko_table_class.replay): a record's items, applied one by one through
 * start and apply, give the same game as the record's load (the same
 * record written again, the same events), under several rules, with a
 * scripted deck among the items; an item out of order is refused.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/portable.h"
#include "common/run.h"
#include "racko/ai.h"
#include "racko/engine.h"
#include "racko/record.h"
#include "racko/table.h"

/* A match of computers under rules (a script for the first deal when
 * scripted), played to its end or `moves` actions, saved at path. */
static void play_record(unsigned rules, int players, uint64_t seed, int scripted, int moves,
                        const char *path)
{
    RackoConfig cfg;
    RackoGame *g = NULL;
    RackoAI *ai[RACKO_MAX_SEATS];
    RackoRecordMeta meta;
    char msg[256];
    racko_config_default(&cfg, players);
    cfg.rules = rules;
    cfg.target = 250;
    ck_assert_int_eq(racko_game_new(&cfg, seed, &g, msg, sizeof msg), RACKO_OK);
    if (scripted) {
        const RackoConfig *c = racko_game_config(g);
        int cards[60];
        for (int i = 0; i < c->deck_size; i++) {
            cards[i] = c->deck_size - i;
        }
        ck_assert_int_eq(racko_game_script_deck(g, cards, c->deck_size), RACKO_OK);
    }
    for (int s = 0; s < players; s++) {
        ck_assert_int_eq(racko_ai_new("easy", seed + (uint64_t)s, &ai[s]), RACKO_OK);
    }
    for (int n = 0; n < moves && racko_game_phase(g) != RACKO_PHASE_MATCH_OVER; n++) {
        int seat = racko_game_to_act(g);
        if (racko_game_phase(g) == RACKO_PHASE_ROUND_OVER) {
            ck_assert_int_eq(racko_apply(g, 0, (RackoAction){RACKO_ACT_DEAL, 0}), RACKO_OK);
            continue;
        }
        RackoAction a;
        ck_assert_int_eq(racko_ai_decide(ai[seat], racko_game_view(g, seat), &a), RACKO_OK);
        ck_assert_int_eq(racko_apply(g, seat, a), RACKO_OK);
    }
    memset(&meta, 0, sizeof meta);
    for (int s = 0; s < players; s++) {
        snprintf(meta.seat[s].spec, sizeof meta.seat[s].spec, "ai:easy");
        racko_ai_free(ai[s]);
    }
    ck_assert_msg(racko_record_save(g, &meta, path, msg, sizeof msg) == RACKO_OK, "%s", msg);
    racko_game_free(g);
}

/* The record of g as text (its seats unnamed). */
static char *record_text(const RackoGame *g)
{
    char *text = NULL;
    ck_assert_int_eq(racko_record_write(g, NULL, &text, NULL), RACKO_OK);
    return text;
}

/* Loads path, replays its items through the ops and compares. */
static void check_replay(const char *path)
{
    const MtReplayOps *ops = racko_table_class.replay;
    RackoGame *loaded = NULL;
    void *to = NULL;
    char msg[256];
    ck_assert_ptr_eq(ops, &racko_table_replay);
    ck_assert(ops->time == NULL); /* by turns */
    ck_assert_msg(racko_table_load_record(path, &loaded, NULL, msg, sizeof msg) == RACKO_OK, "%s",
                  msg);
    int n = ops->count(loaded);
    ck_assert_int_eq(n, racko_game_history_count(loaded));
    ck_assert_int_gt(n, 10);
    ck_assert_int_eq(ops->start(loaded, &to), RACKO_OK);
    ck_assert_int_eq(racko_game_round(to), 0);
    ck_assert_int_eq(racko_game_history_count(to), 0);
    int events = 0;
    for (int i = 0; i < n; i++) {
        RackoEvent a, b;
        ck_assert_msg(ops->apply(to, loaded, i) == RACKO_OK, "item %d: %s", i,
                      racko_game_error(to));
        /* The item's events are the loaded game's next ones. */
        while (racko_event_next(to, &a)) {
            ck_assert_int_eq(racko_event_next(loaded, &b), 1);
            ck_assert_int_eq(a.kind, b.kind);
            ck_assert(memcmp(&a, &b, sizeof a) == 0);
            events++;
        }
    }
    ck_assert_int_gt(events, n);
    ck_assert_int_eq(racko_event_pending(loaded), 0);
    ck_assert_int_eq(ops->apply(to, loaded, n), RACKO_E_ARG);
    char *x = record_text(loaded), *y = record_text(to);
    ck_assert_str_eq(x, y);
    ck_assert_int_eq(racko_game_phase(to), racko_game_phase(loaded));
    for (int s = 0; s < racko_game_config(loaded)->players; s++) {
        ck_assert_int_eq(racko_game_total(to, s), racko_game_total(loaded, s));
    }
    free(x);
    free(y);
    racko_game_free(to);
    racko_game_free(loaded);
}

static const struct {
    unsigned rules;
    int players, scripted, moves;
} cases[] = {
    {RACKO_RULE_BONUS, 3, 0, 100000},
    {RACKO_RULE_BONUS | RACKO_RULE_ECLAIR | RACKO_RULE_SHUFFLE, 4, 1, 100000},
    {RACKO_RULE_TOKENS, 3, 0, 100000},
    {RACKO_RULE_TWORUN, 2, 1, 57}, /* unfinished: stopped in a round */
};

START_TEST(test_items_replay_the_record)
{
    char dir[512], path[600];
    ck_assert_int_eq(portable_make_temp_dir("racko-replay", dir, sizeof dir), 0);
    snprintf(path, sizeof path, "%s/match.racko", dir);
    play_record(cases[_i].rules, cases[_i].players, 40 + (uint64_t)_i, cases[_i].scripted,
                cases[_i].moves, path);
    check_replay(path);
    portable_remove_tree(dir);
}
END_TEST

/* An item applied out of its order is refused, the game unchanged. */
START_TEST(test_item_out_of_order)
{
    char dir[512], path[600];
    RackoGame *loaded = NULL;
    void *to = NULL;
    const MtReplayOps *ops = &racko_table_replay;
    ck_assert_int_eq(portable_make_temp_dir("racko-replay", dir, sizeof dir), 0);
    snprintf(path, sizeof path, "%s/match.racko", dir);
    play_record(RACKO_RULE_BONUS, 2, 7, 0, 40, path);
    ck_assert_int_eq(racko_table_load_record(path, &loaded, NULL, NULL, 0), RACKO_OK);
    ck_assert_int_eq(ops->start(loaded, &to), RACKO_OK);
    /* Item 1 is the first round's first move: no round is dealt yet. */
    ck_assert_int_ne(ops->apply(to, loaded, 1), RACKO_OK);
    ck_assert_int_eq(racko_game_history_count(to), 0);
    ck_assert_int_eq(racko_game_round(to), 0);
    ck_assert_int_eq(ops->apply(to, loaded, 0), RACKO_OK);
    ck_assert_int_eq(ops->apply(to, loaded, 1), RACKO_OK);
    ck_assert_int_eq(ops->apply(to, loaded, -1), RACKO_E_ARG);
    racko_game_free(to);
    racko_game_free(loaded);
    portable_remove_tree(dir);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("racko replay");
    TCase *tc = tcase_create("replay");
    tcase_add_loop_test(tc, test_items_replay_the_record, 0, (int)(sizeof cases / sizeof cases[0]));
    tcase_add_test(tc, test_item_out_of_order);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
