/*
 * history.c - what Rack-O's match history keeps of a match (match/history.h):
 * each seat's total, the winner (a team's two seats under the teams rule),
 * the table's options, and the player's own figures replayed from the
 * game's history: rounds won by going Rack-O, run bonuses scored.
 */
#include <stdio.h>
#include <string.h>

#include "kit/lang.h"
#include "match/history.h"
#include "racko/engine.h"
#include "racko/table.h"

/* Replays g's history into a game of its own and counts, round by round,
 * the rounds seat me won by Rack-O and the run bonuses it scored. */
static void count_rounds(const RackoGame *g, int me, long *rackos, long *bonuses)
{
    RackoGame *r = NULL;
    RackoRoundScore sc;
    int last = 0, i, n = racko_game_history_count(g);
    *rackos = 0;
    *bonuses = 0;
    if (racko_game_new(racko_game_config(g), racko_game_seed(g), &r, NULL, 0) != RACKO_OK) {
        return;
    }
    racko_game_set_recording(r, 0, 0);
    for (i = 0; i < n; i++) {
        RackoHistoryItem it;
        int st;
        if (racko_game_history_item(g, i, &it) != RACKO_OK) {
            break;
        }
        st = it.is_script ? racko_game_script_deck(r, it.cards, it.ncards)
                          : racko_apply(r, it.seat, it.action);
        if (st != RACKO_OK) {
            break;
        }
        if (racko_game_last_score(r, &sc) == RACKO_OK && sc.round != last) {
            last = sc.round;
            *rackos += sc.winner == me;
            *bonuses += sc.winner == me && sc.bonus[me] > 0;
        }
    }
    racko_game_free(r);
}

static void fill(const void *game, TkHistEntry *e)
{
    const RackoGame *g = game;
    const RackoConfig *cfg = racko_game_config(g);
    int winner = racko_game_match_winner(g);
    int teams = (cfg->rules & RACKO_RULE_TEAMS) != 0;
    char rules[96];
    long rackos, bonuses;
    for (int s = 0; s < e->players; s++) {
        e->seat[s].score = racko_game_total(g, s);
        e->seat[s].won = winner >= 0 && (teams ? s % 2 == winner : s == winner);
    }
    racko_rules_format(cfg->rules, rules, sizeof rules);
    if (cfg->rules & RACKO_RULE_TOKENS) {
        snprintf(e->options, sizeof e->options, "rules=%s,stake=%d,rounds=%d",
                 rules[0] != '\0' ? rules : "none", cfg->stake, cfg->token_rounds);
    } else {
        snprintf(e->options, sizeof e->options, "rules=%s,target=%d",
                 rules[0] != '\0' ? rules : "none", cfg->target);
    }
    e->units = racko_game_round(g);
    if (e->me >= 0) {
        count_rounds(g, e->me, &rackos, &bonuses);
        tk_hist_set_extra(e, "rackos", rackos);
        tk_hist_set_extra(e, "bonus_runs", bonuses);
        tk_hist_set_extra(e, "rounds", racko_game_round(g));
    }
}

static const TkHistFigureDef figures[] = {
    /* TRANSLATORS: Rack-O's statistics: rounds the player won by going Rack-O */
    {"rackos", NULL, TK_HIST_TOTAL, N_("Rounds won by going Rack-O"), 0},
    /* TRANSLATORS: Rack-O's statistics: share of rounds won by going Rack-O */
    {"rackos", "rounds", TK_HIST_RATIO, N_("Rounds won by Rack-O, per round"), 2},
    /* TRANSLATORS: Rack-O's statistics: rounds where the player's Rack-O earned the run bonus */
    {"bonus_runs", NULL, TK_HIST_TOTAL, N_("Run bonuses scored"), 0},
};

const MtHistoryOps racko_table_history = {
    .id = "racko",
    .unit = "round",
    .fill = fill,
    .figures = {figures, (int)(sizeof figures / sizeof figures[0]), 0},
};
