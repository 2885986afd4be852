/*
 * bench_base.c - the minimal loop of racko-cli bench and the engine loop
 * it is measured against (bench_base.h).
 */
#include "bench_base.h"

#include <string.h>

#include "kit/rng.h"

enum { BASE_DECK = 40, BASE_PLAYERS = 2 };

/* One game of the minimal loop: the engine's state cut to what the rules
 * of a plain round need. */
typedef struct Base {
    TkRng rng;
    int rack[BASE_PLAYERS][RACKO_SLOTS];
    int draw[BASE_DECK]; /* top at the end */
    int ndraw;
    int discard[BASE_DECK]; /* top at the end */
    int ndiscard;
    int dealer;
    int round;
} Base;

static int base_sorted(const int rack[RACKO_SLOTS])
{
    for (int i = 1; i < RACKO_SLOTS; i++) {
        if (rack[i] <= rack[i - 1]) {
            return 0;
        }
    }
    return 1;
}

/* Scores a finished round (winner -1: the turn limit) by the default
 * table's rules: 75 to the winner and the bonus of its longest run of
 * consecutive numbers (3: 50, 4: 100, 5: 200, 6 or more: 400), 5 a card
 * in order from slot 1 up to every other seat. */
static long long base_score(const Base *b, int winner)
{
    static const int bonus[RACKO_SLOTS + 1] = {0, 0, 0, 50, 100, 200, 400, 400, 400, 400, 400};
    long long points = 0;
    for (int s = 0; s < BASE_PLAYERS; s++) {
        if (s == winner) {
            int best = 1, len = 1;
            for (int k = 1; k < RACKO_SLOTS; k++) {
                len = b->rack[s][k] == b->rack[s][k - 1] + 1 ? len + 1 : 1;
                best = len > best ? len : best;
            }
            points += 75 + bonus[best];
            continue;
        }
        int k = 1;
        while (k < RACKO_SLOTS && b->rack[s][k] > b->rack[s][k - 1]) {
            k++;
        }
        points += 5 * k;
    }
    return points;
}

/* Plays one round; returns its turns and adds its points to *points. */
static int base_round(Base *b, long long *points)
{
    int deck[BASE_DECK];
    int turn = 0;
    if (b->round == 0) {
        /* The first dealer: the lowest card of a draw. */
        for (int i = 0; i < BASE_DECK; i++) {
            deck[i] = i + 1;
        }
        tk_rng_shuffle(&b->rng, deck, BASE_DECK);
        b->dealer = deck[1] < deck[0] ? 1 : 0;
    } else {
        b->dealer = 1 - b->dealer;
    }
    b->round++;
    for (int i = 0; i < BASE_DECK; i++) {
        deck[i] = i + 1;
    }
    tk_rng_shuffle(&b->rng, deck, BASE_DECK);
    for (int i = 0; i < BASE_DECK; i++) {
        b->draw[i] = deck[BASE_DECK - 1 - i];
    }
    b->ndraw = BASE_DECK;
    for (int r = 0; r < RACKO_SLOTS; r++) {
        for (int k = 1; k <= BASE_PLAYERS; k++) {
            b->rack[(b->dealer + k) % BASE_PLAYERS][RACKO_SLOTS - 1 - r] = b->draw[--b->ndraw];
        }
    }
    b->discard[0] = b->draw[--b->ndraw];
    b->ndiscard = 1;
    int seat = 1 - b->dealer;
    for (;;) {
        if (turn >= RACKO_DEFAULT_TURN_LIMIT) {
            *points += base_score(b, -1);
            return turn;
        }
        turn++;
        int *rack = b->rack[seat];
        int hand, from_discard;
        if (bench_take_discard(rack, b->ndiscard > 0 ? b->discard[b->ndiscard - 1] : 0, BASE_DECK)) {
            hand = b->discard[--b->ndiscard];
            from_discard = 1;
        } else {
            if (b->ndraw == 0) {
                /* The discard pile turned over: its bottom card on top. */
                for (int i = 0; i < b->ndiscard; i++) {
                    b->draw[i] = b->discard[b->ndiscard - 1 - i];
                }
                b->ndraw = b->ndiscard;
                b->discard[0] = b->draw[--b->ndraw];
                b->ndiscard = 1;
            }
            hand = b->draw[--b->ndraw];
            from_discard = 0;
        }
        int slot = bench_place_slot(rack, hand, from_discard, BASE_DECK);
        if (slot >= 0) {
            b->discard[b->ndiscard++] = rack[slot];
            rack[slot] = hand;
            if (base_sorted(rack)) {
                *points += base_score(b, seat);
                return turn;
            }
        } else {
            b->discard[b->ndiscard++] = hand;
        }
        seat = 1 - seat;
    }
}

void cli_bench_base(uint64_t seed, long long rounds, BenchCount *out)
{
    Base b;
    long long k = 0;
    for (long long done = 0; done < rounds; done++) {
        if (done % BENCH_ROUNDS_PER_GAME == 0) {
            memset(&b, 0, sizeof b);
            tk_rng_seed(&b.rng, tk_mix64(seed + (uint64_t)k++));
        }
        out->turns += base_round(&b, &out->points);
        out->rounds++;
    }
}

/* Plays one round of g through the engine with the trivial player. */
static int engine_round(RackoGame *g, BenchCount *out)
{
    RackoAction a = {RACKO_ACT_DEAL, 0};
    int st = racko_apply(g, -1, a);
    while (st == RACKO_OK) {
        int phase = racko_game_phase(g);
        int seat = racko_game_to_act(g);
        const int *rack = racko_game_rack_ref(g, seat);
        if (phase == RACKO_PHASE_DRAW) {
            a.kind = bench_take_discard(rack, racko_game_discard_top(g), BASE_DECK) ? RACKO_ACT_TAKE_DISCARD
                                                                                    : RACKO_ACT_DRAW_DECK;
            a.slot = 0;
        } else if (phase == RACKO_PHASE_PLACE) {
            int slot = bench_place_slot(rack, racko_game_hand(g), racko_game_hand_from_discard(g), BASE_DECK);
            a.kind = slot >= 0 ? RACKO_ACT_PLACE : RACKO_ACT_DISCARD;
            a.slot = slot >= 0 ? slot : 0;
        } else {
            break;
        }
        st = racko_apply(g, seat, a);
    }
    RackoRoundScore sc;
    if (st == RACKO_OK && racko_game_last_score(g, &sc) == RACKO_OK) {
        out->turns += racko_game_turn(g);
        out->rounds++;
        for (int s = 0; s < BASE_PLAYERS; s++) {
            out->points += sc.points[s];
        }
    }
    return st;
}

int cli_bench_engine(uint64_t seed, long long rounds, BenchCount *out)
{
    RackoGame *g = NULL;
    RackoConfig cfg;
    long long k = 0;
    int st = RACKO_OK;
    racko_config_default(&cfg, BASE_PLAYERS);
    cfg.target = BENCH_TARGET;
    for (long long done = 0; done < rounds && st == RACKO_OK; done++) {
        if (done % BENCH_ROUNDS_PER_GAME == 0) {
            racko_game_free(g);
            g = NULL;
            st = racko_game_new(&cfg, tk_mix64(seed + (uint64_t)k++), &g, NULL, 0);
            if (st != RACKO_OK) {
                break;
            }
            racko_game_set_recording(g, 0, 0);
        }
        st = engine_round(g, out);
    }
    racko_game_free(g);
    return st;
}
