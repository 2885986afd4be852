/*
 * replay.c - what Rack-O gives the replay viewer (match/match.h's
 * MtReplayOps, racko_table_class.replay): a record's history items, as its
 * load replayed them, applied one by one into a game of its own, with the
 * same calls history.c counts a match's rounds with.
 */
#include "racko/engine.h"
#include "racko/table.h"

static int count(const void *from)
{
    return racko_game_history_count(from);
}

static int start(const void *from, void **out)
{
    RackoGame *g = NULL;
    int st = racko_game_new(racko_game_config(from), racko_game_seed(from), &g, NULL, 0);
    if (st == RACKO_OK) {
        racko_game_set_recording(g, 1, 1);
    }
    *out = g;
    return st;
}

static int apply(void *to, const void *from, int i)
{
    RackoHistoryItem it;
    int st = racko_game_history_item(from, i, &it);
    if (st != RACKO_OK) {
        return st;
    }
    return it.is_script ? racko_game_script_deck(to, it.cards, it.ncards)
                        : racko_apply(to, it.seat, it.action);
}

/* Driven by turns: no moments (time NULL). */
const MtReplayOps racko_table_replay = {
    .count = count,
    .start = start,
    .apply = apply,
    .time = NULL,
};
