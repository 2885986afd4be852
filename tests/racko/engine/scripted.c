/* scripted.c - see scripted.h. */
#include "scripted.h"

#include <check.h>
#include <string.h>

int scripted_deck(const RackoConfig *cfg, int dealer, const int (*racks)[RACKO_SLOTS],
                  int nracks, const int *after, int nafter, int *deck)
{
    int n = racko_config_deck_size(cfg);
    int p = cfg->players;
    unsigned char used[RACKO_MAX_CARDS + 1] = {0};
    int full[RACKO_MAX_SEATS][RACKO_SLOTS] = {{0}};
    for (int s = 0; s < nracks; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            full[s][k] = racks[s][k];
            if (racks[s][k] > 0) {
                ck_assert_msg(!used[racks[s][k]], "card %d scripted twice", racks[s][k]);
                used[racks[s][k]] = 1;
            }
        }
    }
    for (int i = 0; i < nafter; i++) {
        ck_assert_msg(!used[after[i]], "card %d scripted twice", after[i]);
        used[after[i]] = 1;
    }
    /* Spare cards, highest first, fill the gaps of the racks. */
    int spare = n;
    for (int s = 0; s < p; s++) {
        for (int k = 0; k < RACKO_SLOTS; k++) {
            if (full[s][k] == 0) {
                while (spare > 0 && used[spare]) {
                    spare--;
                }
                ck_assert(spare > 0);
                full[s][k] = spare;
                used[spare] = 1;
            }
        }
    }
    int idx = 0;
    for (int r = 0; r < RACKO_SLOTS; r++) {
        for (int i = 1; i <= p; i++) {
            int s = (dealer + i) % p;
            deck[idx++] = full[s][RACKO_SLOTS - 1 - r];
        }
    }
    for (int i = 0; i < nafter; i++) {
        deck[idx++] = after[i];
    }
    for (int c = n; c >= 1; c--) {
        if (!used[c]) {
            deck[idx++] = c;
        }
    }
    ck_assert_int_eq(idx, n);
    return n;
}

void scripted_next_round(RackoGame *g, const int (*racks)[RACKO_SLOTS], int nracks,
                         const int *after, int nafter)
{
    const RackoConfig *cfg = racko_game_config(g);
    int dealer = racko_game_round(g) == 0 ? cfg->first_dealer
                                          : (racko_game_dealer(g) + 1) % cfg->players;
    int deck[RACKO_MAX_CARDS];
    int n = scripted_deck(cfg, dealer, racks, nracks, after, nafter, deck);
    ck_assert_int_eq(racko_game_script_deck(g, deck, n), RACKO_OK);
    RackoAction deal = {RACKO_ACT_DEAL, 0};
    ck_assert_int_eq(racko_apply(g, -1, deal), RACKO_OK);
    ck_assert_int_eq(racko_game_dealer(g), dealer);
}

RackoGame *scripted_game(const RackoConfig *cfg, const int (*racks)[RACKO_SLOTS], int nracks,
                         const int *after, int nafter)
{
    RackoGame *g = NULL;
    char msg[200];
    ck_assert_msg(cfg->first_dealer >= 0, "scripted games fix the first dealer");
    ck_assert_msg(racko_game_new(cfg, 1, &g, msg, sizeof msg) == RACKO_OK, "%s", msg);
    scripted_next_round(g, racks, nracks, after, nafter);
    return g;
}

void must(RackoGame *g, int seat, RackoActionKind kind, int slot)
{
    RackoAction a = {kind, slot};
    int st = racko_apply(g, seat, a);
    ck_assert_msg(st == RACKO_OK, "action %d slot %d by seat %d refused: %s", (int)kind, slot + 1,
                  seat + 1, racko_game_error(g));
}
