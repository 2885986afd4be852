/*
 * history.c - what Rummikub's match history keeps of a match
 * (match/history.h): each seat's total, the winners (the seats sharing the
 * top), the table's options, and the player's own figures replayed from
 * the game's history (rk_match_replay): games won, tiles left on the rack
 * in the games lost, initial melds made.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "match/history.h"
#include "rummikub/engine.h"
#include "rummikub/table.h"

typedef struct Figures {
    long won, lost, tiles_left, melds;
} Figures;

/* Replays g's history into a game of its own (rk_match_replay) and
 * counts, game by game, what seat me did. */
static void count_games(const RkGame *g, int me, Figures *f)
{
    void *r = NULL;
    RkGameScore sc;
    int last = 0, i, n = rk_match_replay.count(g);
    memset(f, 0, sizeof *f);
    if (rk_match_replay.start(g, &r) != TK_OK) {
        return;
    }
    rk_game_set_recording(r, 0, 0);
    for (i = 0; i < n && rk_match_replay.apply(r, g, i) == TK_OK; i++) {
        if (rk_game_last_score(r, &sc) == TK_OK && sc.game != last) {
            last = sc.game;
            if (sc.winner == me) {
                f->won++;
            } else {
                f->lost++;
                f->tiles_left += sc.tiles[me];
            }
            f->melds += rk_game_melded(r, me) != 0;
        }
    }
    rk_game_free(r);
}

static void fill(const void *game, TkHistEntry *e)
{
    const RkGame *g = game;
    const RkConfig *cfg = rk_game_config(g);
    unsigned winners = rk_game_match_winners(g);
    Figures f;
    for (int s = 0; s < e->players; s++) {
        e->seat[s].score = rk_game_total(g, s);
        e->seat[s].won = (winners >> s) & 1u;
    }
    snprintf(e->options, sizeof e->options, "games=%d,timer=%d", cfg->games, cfg->timer);
    e->units = rk_game_number(g);
    if (e->me >= 0) {
        count_games(g, e->me, &f);
        tk_hist_set_extra(e, "games_won", f.won);
        tk_hist_set_extra(e, "games_lost", f.lost);
        tk_hist_set_extra(e, "tiles_left", f.tiles_left);
        tk_hist_set_extra(e, "melds", f.melds);
        tk_hist_set_extra(e, "games", f.won + f.lost);
    }
}

static const TkHistFigureDef figures[] = {
    /* TRANSLATORS: Rummikub's statistics: games (of a match) the player won */
    {"games_won", NULL, TK_HIST_TOTAL, N_("Games won (in all matches)"), 0},
    /* TRANSLATORS: Rummikub's statistics: the mean of the tiles left on the player's rack */
    {"tiles_left", "games_lost", TK_HIST_RATIO, N_("Tiles left on the rack per game lost"), 1},
    /* TRANSLATORS: Rummikub's statistics: games in which the player made the initial meld */
    {"melds", NULL, TK_HIST_TOTAL, N_("Initial melds made"), 0},
    /* TRANSLATORS: Rummikub's statistics: share of games with an initial meld made */
    {"melds", "games", TK_HIST_RATIO, N_("Initial melds made, per game played"), 2},
};

const MtHistoryOps rk_match_history = {
    .id = "rummikub",
    .unit = "game",
    .fill = fill,
    .figures = {figures, (int)(sizeof figures / sizeof figures[0]), 0},
};
