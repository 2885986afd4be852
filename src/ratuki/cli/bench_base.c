/*
 * bench_base.c - the minimal loop of ratuki-cli bench and the engine loop
 * it is measured against (bench_base.h).
 */
#include "bench_base.h"

#include <string.h>

#include "kit/rng.h"

/* ------------------------------------------------------------------ */
/* The minimal loop                                                    */

typedef struct BSeat {
    int draw[RT_DECK], draw_pos, draw_n;
    int discard[RT_DECK], discard_n;
    int hand[RT_HAND];
    int scoring;
    int held[RT_WILD + 1];
} BSeat;

typedef struct BPlace {
    int top, height; /* the final stack: its top value (0 free) and height */
    int pv, ps, pt;  /* the pending card's value (0: none), seat, time */
} BPlace;

typedef struct Base {
    int players;
    int window;
    BSeat seat[RT_MAX_SEATS];
    BPlace place[RT_MAX_SEATS];
    int last_play;
    int over;
    int end_time;
} Base;

static void b_final(Base *b, int k)
{
    BPlace *p = &b->place[k];
    if (rt_takes(p->pv, p->top)) {
        b->seat[p->ps].scoring += p->height + 1;
        p->top = 0;
        p->height = 0;
    } else {
        p->top = p->pv;
        p->height++;
    }
    p->pv = 0;
}

/* The windows that ended by t. */
static void b_settle(Base *b, int t)
{
    for (int k = 0; k < b->players; k++) {
        if (b->place[k].pv != 0 && b->place[k].pt + b->window <= t) {
            b_final(b, k);
        }
    }
}

/* Draws into slot; 1 when the seat is out. */
static int b_refill(BSeat *s, int slot)
{
    s->hand[slot] = s->draw[s->draw_pos++];
    if (s->draw_pos < s->draw_n) {
        return 0;
    }
    if (s->discard_n == 0) {
        return 1;
    }
    memcpy(s->draw, s->discard, (size_t)s->discard_n * sizeof s->draw[0]);
    s->draw_pos = 0;
    s->draw_n = s->discard_n;
    s->discard_n = 0;
    return 0;
}

static int b_can_play(const Base *b)
{
    int held[RT_WILD + 1] = {0}, tops[RT_WILD + 1] = {0}, free_places = 0, stacks = 0;
    for (int s = 0; s < b->players; s++) {
        for (int v = 1; v <= RT_WILD; v++) {
            held[v] += b->seat[s].held[v];
        }
    }
    for (int k = 0; k < b->players; k++) {
        const BPlace *p = &b->place[k];
        int top = p->pv == 0 ? p->top : rt_takes(p->pv, p->top) ? 0 : p->pv;
        if (top == 0) {
            free_places++;
        } else {
            tops[top]++;
            stacks++;
        }
    }
    return (held[1] && (free_places || tops[2])) || (held[RT_WILD] && stacks) ||
           (held[2] && (tops[1] || tops[3])) || (held[3] && (tops[2] || tops[4])) ||
           (held[4] && tops[3]) || (held[5] && tops[4]);
}

static void b_end(Base *b, int t)
{
    for (int k = 0; k < b->players; k++) {
        if (b->place[k].pv != 0) {
            b_final(b, k);
        }
    }
    b->over = 1;
    b->end_time = t;
}

static void b_act(Base *b, int s, int t, BenchCount *c)
{
    BSeat *me = &b->seat[s];
    b_settle(b, t);
    c->actions++;
    for (int slot = 0; slot < RT_HAND; slot++) {
        int v = me->hand[slot];
        for (int k = 0; k < b->players; k++) {
            BPlace *p = &b->place[k];
            if (p->pv != 0 && (p->ps != s || rt_takes(p->pv, p->top))) {
                continue;
            }
            if (!rt_fits(v, p->pv != 0 ? p->pv : p->top)) {
                continue;
            }
            me->held[v]--;
            b->last_play = t;
            c->plays++;
            if (p->pv != 0) {
                b_final(b, k); /* its own pending card, final for its next play */
            }
            p->pv = v;
            p->ps = s;
            p->pt = t;
            if (b->window == 0) {
                b_final(b, k);
            }
            if (b_refill(me, slot) || !b_can_play(b)) {
                b_end(b, t);
            }
            return;
        }
    }
    me->discard[me->discard_n++] = me->hand[0];
    (void)b_refill(me, 0);
}

void cli_bench_base(uint64_t seed, int players, long long rounds, BenchCount *out)
{
    Base b;
    TkRng rng;
    long long done = 0;
    for (uint64_t game = 0; done < rounds; game++) {
        tk_rng_seed(&rng, tk_mix64(seed + game));
        for (int r = 0; r < BENCH_ROUNDS_PER_GAME && done < rounds; r++, done++) {
            memset(&b, 0, sizeof b);
            b.players = players;
            b.window = RT_WINDOW_DEFAULT;
            for (int s = 0; s < players; s++) {
                int order[RT_DECK];
                BSeat *p = &b.seat[s];
                for (int i = 0; i < RT_DECK; i++) {
                    order[i] = i;
                }
                tk_rng_shuffle(&rng, order, RT_DECK);
                for (int i = 0; i < RT_DECK; i++) {
                    p->draw[i] = rt_card_value(rt_card_make(0, order[i]));
                }
                p->draw_n = RT_DECK;
                for (int v = 1; v <= RT_WILD; v++) {
                    p->held[v] = rt_deck_count(v);
                }
                for (int i = 0; i < RT_HAND; i++) {
                    p->hand[i] = p->draw[p->draw_pos++];
                }
            }
            for (int k = 0; !b.over; k++) {
                for (int s = 0; s < players && !b.over; s++) {
                    int t = k * BENCH_STEP + s * BENCH_OFFSET;
                    if (t > b.last_play + RT_STILL_MS) {
                        b_settle(&b, b.last_play + RT_STILL_MS);
                        b_end(&b, b.last_play + RT_STILL_MS);
                        break;
                    }
                    b_act(&b, s, t, out);
                }
            }
            for (int s = 0; s < players; s++) {
                const BSeat *p = &b.seat[s];
                out->points += p->scoring - (p->draw_n - p->draw_pos) - p->discard_n;
            }
            out->ms += b.end_time;
            out->rounds++;
        }
    }
}

/* ------------------------------------------------------------------ */
/* The engine loop                                                     */

/* The trivial player reading the game: each place's top as it shows at
 * t (the windows that ended by then final), and whether the seat may not
 * play there (another seat's pending card, or its own pending take). */
static int e_act(RtGame *g, int s, int t, BenchCount *c)
{
    int players = rt_game_config(g)->players;
    int top[RT_MAX_SEATS], skip[RT_MAX_SEATS];
    for (int k = 0; k < players; k++) {
        int pend;
        top[k] = rt_game_settled(g, k, t, &pend);
        /* another seat's pending card, or its own pending take */
        skip[k] = pend >= 0 && (pend != s || top[k] >= 5);
    }
    c->actions++;
    for (int slot = 0; slot < RT_HAND; slot++) {
        int v = rt_card_value(rt_game_hand(g, s, slot));
        for (int k = 0; k < players; k++) {
            if (skip[k] || !rt_fits(v, top[k])) {
                continue;
            }
            c->plays++;
            return rt_play(g, s, slot, k, t);
        }
    }
    return rt_discard(g, s, 0, t);
}

int cli_bench_engine(uint64_t seed, int players, long long rounds, BenchCount *out)
{
    RtConfig cfg;
    long long done = 0;
    rt_config_default(&cfg, players);
    cfg.target = RT_TARGET_MAX;
    for (uint64_t game = 0; done < rounds; game++) {
        RtGame *g = NULL;
        int st = rt_game_new(&cfg, tk_mix64(seed + game), &g, NULL, 0);
        if (st != TK_OK) {
            return st;
        }
        rt_game_set_recording(g, 0, 0);
        for (int r = 0; r < BENCH_ROUNDS_PER_GAME && done < rounds && st == TK_OK; r++, done++) {
            st = rt_deal(g);
            for (int k = 0; st == TK_OK && rt_game_phase(g) == RT_PHASE_ROUND; k++) {
                for (int s = 0; s < players && st == TK_OK && rt_game_phase(g) == RT_PHASE_ROUND; s++) {
                    int t = k * BENCH_STEP + s * BENCH_OFFSET;
                    int deadline = rt_game_last_play(g) + RT_STILL_MS;
                    if (t > deadline) {
                        st = rt_advance(g, deadline);
                        break;
                    }
                    st = e_act(g, s, t, out);
                }
            }
            if (st == TK_OK) {
                RtRoundScore sc;
                rt_game_last_score(g, &sc);
                int ties = 0;
                for (int s = 0; s < players; s++) {
                    out->points += sc.points[s];
                    ties += sc.ties[s];
                }
                out->ties += ties / 2; /* each tie counts for both its seats */
                out->ms += sc.time;
                out->rounds++;
            }
        }
        rt_game_free(g);
        if (st != TK_OK) {
            return st;
        }
    }
    return TK_OK;
}
