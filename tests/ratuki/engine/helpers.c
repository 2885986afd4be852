/*
 * helpers.c - the shared helpers of Ratuki's suites (helpers.h).
 */
#include "helpers.h"

#include "ratuki/record.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

RtGame *rth_game(int players, int target, int window, uint64_t seed)
{
    RtConfig cfg;
    RtGame *g = NULL;
    char msg[200];
    rt_config_default(&cfg, players);
    cfg.target = target;
    cfg.window = window;
    ck_assert_msg(rt_game_new(&cfg, seed, &g, msg, sizeof msg) == TK_OK, "%s", msg);
    return g;
}

void rth_script(RtGame *g, int seat, const int *values, int n)
{
    int order[RT_DECK];
    int used[RT_DECK] = {0};
    int k = 0;
    for (int i = 0; i < n; i++) {
        int found = -1;
        for (int c = 0; c < RT_DECK && found < 0; c++) {
            if (!used[c] && rt_card_value(rt_card_make(0, c)) == values[i]) {
                found = c;
            }
        }
        ck_assert_msg(found >= 0, "the deck has no more cards of value %d", values[i]);
        used[found] = 1;
        order[k++] = found;
    }
    for (int c = 0; c < RT_DECK; c++) {
        if (!used[c]) {
            order[k++] = c;
        }
    }
    ck_assert_int_eq(rt_game_script_deck(g, seat, order, RT_DECK), TK_OK);
}

int rth_play(RtGame *g, int seat, int v, int place, int t)
{
    int slot = rt_game_slot_of(g, seat, v);
    if (slot < 0) {
        return TK_E_MOVE;
    }
    return rt_play(g, seat, slot, place, t);
}

int rth_discard(RtGame *g, int seat, int v, int t)
{
    int slot = rt_game_slot_of(g, seat, v);
    if (slot < 0) {
        return TK_E_MOVE;
    }
    return rt_discard(g, seat, slot, t);
}

void rth_check_cards(const RtGame *g)
{
    int players = rt_game_config(g)->players;
    int seen[RT_CARDS];
    RtCard buf[RT_CARDS];
    memset(seen, 0, sizeof seen);
    for (int s = 0; s < players; s++) {
        int n = rt_game_draw_pile(g, s, buf);
        for (int i = 0; i < n; i++) {
            seen[buf[i]]++;
        }
        n = rt_game_discard_pile(g, s, buf);
        for (int i = 0; i < n; i++) {
            seen[buf[i]]++;
        }
        n = rt_game_scoring_pile(g, s, buf);
        for (int i = 0; i < n; i++) {
            seen[buf[i]]++;
        }
        for (int i = 0; i < RT_HAND; i++) {
            RtCard c = rt_game_hand(g, s, i);
            if (c != RT_NO_CARD) {
                seen[c]++;
            }
        }
        RtPiles p;
        ck_assert_int_eq(rt_game_piles(g, s, &p), TK_OK);
        if (rt_game_phase(g) == RT_PHASE_ROUND) {
            ck_assert_int_eq(p.hand, RT_HAND);
        }
    }
    for (int k = 0; k < players; k++) {
        int n = rt_game_stack(g, k, buf);
        RtPlaceView pv;
        ck_assert_int_eq(rt_game_place(g, k, &pv), TK_OK);
        ck_assert_int_eq(pv.height, n);
        for (int i = 0; i < n; i++) {
            seen[buf[i]]++;
            int v = rt_card_value(buf[i]);
            int under = i > 0 ? rt_card_value(buf[i - 1]) : 0;
            ck_assert_msg(rt_fits(v, under), "place %d: a %d on a %d", k + 1, v, under);
            /* A take is never final on a stack: it went with it. */
            if (i < n - 1 || pv.pending_seat < 0) {
                ck_assert_msg(!rt_takes(v, under), "place %d holds a final take", k + 1);
            }
        }
    }
    for (int c = 0; c < RT_CARDS; c++) {
        int want = c / RT_DECK < players ? 1 : 0;
        ck_assert_msg(seen[c] == want, "card %d (deck %d, value %d) seen %d times", c,
                      c / RT_DECK + 1, rt_card_value((RtCard)c), seen[c]);
    }
}

int rth_drain(RtGame *g, int kind)
{
    RtEvent e;
    int n = 0;
    while (rt_event_next(g, &e)) {
        if (kind < 0 || (int)e.kind == kind) {
            n++;
        }
    }
    return n;
}

int rth_events(RtGame *g, RtEvent *out, int max)
{
    RtEvent e;
    int n = 0;
    while (rt_event_next(g, &e)) {
        if (n < max) {
            out[n++] = e;
        }
    }
    return n;
}

void rth_check_replays(const RtGame *g)
{
    char *text = NULL;
    size_t len = 0;
    ck_assert_int_eq(rt_record_write(g, NULL, &text, &len), TK_OK);
    RtGame *r = NULL;
    char msg[300];
    ck_assert_msg(rt_record_read(text, len, &r, NULL, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert(rt_game_same(g, r));
    free(text);
    rt_game_free(r);
}
