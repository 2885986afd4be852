/*
 * sample.c - a full game consistent with one seat's view ("determinizing").
 *
 * The cards the view has not located are dealt at random into the places
 * the view cannot see: other seats' unknown slots, the seat to act's card
 * when it is hidden, a hidden lightning-deal card, and the unknown places
 * of the draw pile.  After a reshuffle under the shuffle rule, the draw
 * pile's unknown places are filled from the cards shuffled into it.
 */
#include <string.h>

#include "game_impl.h"

static void take_random(TkRng *rng, int *pool, int *n, int *out)
{
    int i = (int)tk_rng_below(rng, (uint32_t)*n);
    *out = pool[i];
    pool[i] = pool[--*n];
}

int racko_game_sample(const RackoView *view, uint64_t seed, RackoGame **out)
{
    if (view == NULL || out == NULL) {
        return RACKO_E_ARG;
    }
    *out = NULL;
    RackoGame *g;
    int st = racko_game_new(&view->config, seed, &g, NULL, 0);
    if (st != RACKO_OK) {
        return st;
    }
    racko_game_set_recording(g, 0, 0);
    const RackoConfig *cfg = &g->cfg;
    int p = cfg->players, n = cfg->deck_size, me = view->seat;
    if (me < 0 || me >= p || view->draw_count < 0 || view->draw_count > n ||
        view->discard_count < 0 || view->discard_count > n) {
        racko_game_free(g);
        return RACKO_E_ARG;
    }
    g->phase = view->phase;
    g->to_act = view->to_act;
    g->round = view->round;
    g->dealer = view->dealer;
    g->turn = view->turn;
    g->last_winner = view->last_winner;
    g->rounds_played = view->phase == RACKO_PHASE_ROUND_OVER || view->phase == RACKO_PHASE_MATCH_OVER
                           ? view->round
                           : view->round - 1;
    for (int s = 0; s < p; s++) {
        g->total[s] = view->total[s];
        g->out[s] = view->out[s];
    }

    int unseen[RACKO_MAX_CARDS], nunseen = 0;
    int mixed[RACKO_MAX_CARDS], nmixed = 0;
    for (int c = 1; c <= n; c++) {
        if (view->where[c] == RACKO_AT_UNSEEN) {
            unseen[nunseen++] = c;
        } else if (view->where[c] == RACKO_AT_DRAW_MIXED) {
            mixed[nmixed++] = c;
            g->mixed[c] = 1;
        }
    }
    TkRng *rng = &g->rng;

    g->discard_count = view->discard_count;
    for (int i = 0; i < view->discard_count; i++) {
        g->discard[i] = view->discard[i];
    }
    /* Known cards first. */
    for (int s = 0; s < p; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            int c = s == me ? view->rack[k] : view->known[s][k];
            if (c > 0) {
                g->rack[s][k] = c;
                g->pub[s][k] = s != me;
            }
        }
    }
    int known_draw = 0;
    g->draw_count = view->draw_count;
    for (int i = 0; i < view->draw_count; i++) {
        g->draw[i] = view->draw_known[i];
        if (view->draw_known[i] > 0) {
            known_draw++;
        }
    }
    /* The draw pile's unknown places: from the shuffled-in cards if any. */
    int *src = nmixed > 0 ? mixed : unseen;
    int *nsrc = nmixed > 0 ? &nmixed : &nunseen;
    for (int i = 0; i < view->draw_count; i++) {
        if (g->draw[i] == 0) {
            if (*nsrc == 0) {
                goto inconsistent;
            }
            take_random(rng, src, nsrc, &g->draw[i]);
        }
    }
    /* Whatever is left of the shuffled-in cards went into hidden places. */
    for (int i = 0; i < nmixed; i++) {
        unseen[nunseen++] = mixed[i];
    }
    nmixed = 0;
    if (view->phase == RACKO_PHASE_PLACE) {
        g->hand_from_discard = view->acting_from_discard;
        if (view->acting_hand > 0) {
            g->hand = view->acting_hand;
        } else if (nunseen > 0) {
            take_random(rng, unseen, &nunseen, &g->hand);
        } else {
            goto inconsistent;
        }
        g->hand_public = view->to_act != me && view->acting_hand > 0;
    }
    if (view->phase == RACKO_PHASE_ECLAIR) {
        if (view->to_act == me) {
            g->offer = view->offer;
        } else if (nunseen > 0) {
            take_random(rng, unseen, &nunseen, &g->offer);
        } else {
            goto inconsistent;
        }
    }
    for (int s = 0; s < p; s++) {
        if (s == me) {
            continue;
        }
        for (int k = 0; k < RACKO_SLOTS; k++) {
            if (view->known[s][k] == 0) {
                if (nunseen == 0) {
                    goto inconsistent;
                }
                take_random(rng, unseen, &nunseen, &g->rack[s][k]);
            }
        }
    }
    if (nunseen != 0) {
        goto inconsistent;
    }
    if (known_draw == view->draw_count && known_draw > 0) {
        g->draw_state = DRAW_KNOWN;
    } else {
        int any_mixed = 0;
        for (int c = 1; c <= n; c++) {
            any_mixed |= view->where[c] == RACKO_AT_DRAW_MIXED;
        }
        g->draw_state = any_mixed ? DRAW_MIXED : DRAW_UNKNOWN;
    }
    if (view->phase == RACKO_PHASE_ECLAIR) {
        int filled = 0;
        for (int s = 0; s < p; s++) {
            for (int k = 0; k < RACKO_SLOTS; k++) {
                filled += g->rack[s][k] != 0;
            }
        }
        g->deal_index = filled;
    }
    g->revealed = view->phase == RACKO_PHASE_ROUND_OVER || view->phase == RACKO_PHASE_MATCH_OVER;
    g->views_fresh = 0;
    *out = g;
    return RACKO_OK;
inconsistent:
    racko_game_free(g);
    return RACKO_E_ARG;
}
