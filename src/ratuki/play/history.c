/*
 * history.c - what Ratuki's match history keeps of a match
 * (match/history.h): each seat's total, the winners (the seats sharing the
 * top), the table's options, and the player's own figures replayed from
 * the game's history, round by round: cards played on the stacks, stacks
 * taken, ties, and the rounds' time on the clock (for cards per minute).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "history.h"
#include "kit/lang.h"
#include "match/history.h"
#include "ratuki/engine.h"
#include "ratuki/table.h"

typedef struct Figures {
    long cards, stacks, ties, play_ms, rounds_won;
} Figures;

/* Replays g's history into a game of its own and counts, round by round,
 * what seat me did. */
static void count_rounds(const RtGame *g, int me, Figures *f)
{
    RtGame *r = NULL;
    RtHistoryItem *it = malloc(sizeof *it);
    RtRoundScore sc;
    int last = 0, i, n = rt_game_history_count(g);
    memset(f, 0, sizeof *f);
    if (it == NULL || rt_game_new(rt_game_config(g), rt_game_seed(g), &r, NULL, 0) != TK_OK) {
        free(it);
        return;
    }
    rt_game_set_recording(r, 0, 0);
    for (i = 0; i < n; i++) {
        int st;
        if (rt_game_history_item(g, i, it) != TK_OK) {
            break;
        }
        st = it->is_script ? rt_game_script_deck(r, it->seat, it->order, RT_DECK)
                           : rt_apply(r, &it->action);
        if (st != TK_OK) {
            break;
        }
        if (rt_game_last_score(r, &sc) == TK_OK && sc.round != last) {
            int best = 1;
            last = sc.round;
            f->cards += sc.plays[me];
            f->stacks += sc.takes[me];
            f->ties += sc.ties[me];
            f->play_ms += sc.time;
            for (int s = 0; s < rt_game_config(g)->players; s++) {
                best &= sc.points[s] <= sc.points[me];
            }
            f->rounds_won += best;
        }
    }
    rt_game_free(r);
    free(it);
}

static void fill(const void *game, TkHistEntry *e)
{
    const RtGame *g = rt_table_state_game(game);
    const RtConfig *cfg;
    unsigned winners;
    Figures f;
    if (g == NULL) {
        return;
    }
    cfg = rt_game_config(g);
    winners = rt_game_match_winners(g);
    for (int s = 0; s < e->players; s++) {
        e->seat[s].score = rt_game_total(g, s);
        e->seat[s].won = (winners >> s) & 1u;
    }
    snprintf(e->options, sizeof e->options, "target=%d,window=%d", cfg->target, cfg->window);
    e->units = rt_game_round(g);
    if (e->me >= 0) {
        count_rounds(g, e->me, &f);
        tk_hist_set_extra(e, "cards", f.cards);
        tk_hist_set_extra(e, "play_ms", f.play_ms);
        tk_hist_set_extra(e, "stacks", f.stacks);
        tk_hist_set_extra(e, "ties", f.ties);
        tk_hist_set_extra(e, "rounds_top", f.rounds_won);
    }
}

static const TkHistFigureDef figures[] = {
    /* TRANSLATORS: Ratuki's statistics: cards the player put on the stacks per minute of
       play (the rounds' time on the clock) */
    {"cards", "play_ms", TK_HIST_PER_MINUTE, N_("Cards played per minute of play"), 1},
    /* TRANSLATORS: Ratuki's statistics: stacks the player took, in all matches */
    {"stacks", NULL, TK_HIST_TOTAL, N_("Stacks taken"), 0},
    /* TRANSLATORS: Ratuki's statistics: ties (two cards at once on a stack) the player was in */
    {"ties", NULL, TK_HIST_TOTAL, N_("Ties played"), 0},
    /* TRANSLATORS: Ratuki's statistics: rounds where the player scored the most points */
    {"rounds_top", NULL, TK_HIST_TOTAL, N_("Rounds with the best score"), 0},
};

const MtHistoryOps rt_table_history = {
    .id = "ratuki",
    .unit = "round",
    .fill = fill,
    .figures = {figures, (int)(sizeof figures / sizeof figures[0]), 0},
};
