/*
 * replay.c - Rummikub's records replayed move by move (match/match.h's
 * MtReplayOps, rk_match_class.replay): the items of a loaded record's
 * history applied one by one into a game of its own, as the record's load
 * applied them: a scripted mix of the pool, or an action (a deal, a draw,
 * a play, a timeout).  The replay viewer steps a match with them, and the
 * match history counts a player's games with them (history.c).
 */
#include "rummikub/engine.h"
#include "rummikub/table.h"

static int count(const void *from)
{
    return rk_game_history_count(from);
}

static int start(const void *from, void **out)
{
    RkGame *g = NULL;
    int st = rk_game_new(rk_game_config(from), rk_game_seed(from), &g, NULL, 0);
    *out = g;
    return st;
}

static int apply(void *to, const void *from, int i)
{
    RkHistoryItem it;
    int st = rk_game_history_item(from, i, &it);
    if (st != TK_OK) {
        return st;
    }
    return it.is_script ? rk_game_script_mix(to, it.order, RK_TILES)
                        : rk_apply(to, it.seat, it.kind, &it.table);
}

const MtReplayOps rk_match_replay = {
    .count = count,
    .start = start,
    .apply = apply,
    .time = NULL, /* driven by turns */
};
