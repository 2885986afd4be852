/* game_impl.h - the body of RackoGame, private to src/racko/engine. */
#ifndef RACKO_GAME_IMPL_H
#define RACKO_GAME_IMPL_H

#include "racko/engine.h"
#include "kit/rng.h"

/* What the table knows about the order of the draw pile. */
enum {
    DRAW_UNKNOWN = 0, /* dealt from a shuffled deck */
    DRAW_KNOWN = 1,   /* the discard pile turned over: order known to all */
    DRAW_MIXED = 2    /* the discard pile shuffled: set known, order not */
};

/* Most events one action can add: a deal adds up to 4 + 40. */
#define EVENTS_PER_ACTION 64

typedef struct Script {
    int *cards;
    int n;
} Script;

typedef struct HistItem {
    int is_script;
    int seat;
    RackoAction action;
    Script script; /* owned copy when is_script */
} HistItem;

struct RackoGame {
    RackoAllocFn alloc;
    void *ud;
    RackoConfig cfg; /* deck_size resolved */
    uint64_t seed;
    TkRng rng;

    int phase;
    int to_act;
    int round;
    int dealer;
    int turn;
    int rounds_played;

    int rack[RACKO_MAX_SEATS][RACKO_SLOTS];
    unsigned char pub[RACKO_MAX_SEATS][RACKO_SLOTS]; /* slot's card known to all */
    int revealed;                                     /* round over: racks face up */
    int draw[RACKO_MAX_CARDS];                        /* [draw_count-1] is the top */
    int draw_count;
    int draw_state;
    int discard[RACKO_MAX_CARDS];
    int discard_count;
    int hand;
    int hand_from_discard;
    int hand_public; /* the drawn card is known to every seat */
    int offer;       /* lightning deal: card being placed by to_act */
    int deal_index;  /* lightning deal: cards placed so far */

    int total[RACKO_MAX_SEATS];
    int out[RACKO_MAX_SEATS];
    int match_winner;
    int last_winner;
    RackoRoundScore last_score;
    int have_score;

    /* Cards shuffled into the draw pile at the last reshuffle under the
     * shuffle rule: where nobody saw them go since, every other seat still
     * thinks them "maybe in the draw pile" (RACKO_AT_DRAW_MIXED). */
    unsigned char mixed[RACKO_MAX_CARDS + 1];

    /* Each seat's view.  A view is derived from the state when
     * racko_game_view first asks for it (view.c), then kept up to date
     * step by step while it is fresh (a bit per seat in views_fresh); a
     * deal, a reshuffle and a round's end make every view stale, so that
     * a game nobody asks views of (searches, benchmarks) keeps none. */
    RackoView view[RACKO_MAX_SEATS];
    unsigned views_fresh;

    int events_on;
    RackoEvent *ev;
    int ev_head, ev_count, ev_cap;

    int history_on;
    HistItem *hist;
    int hist_count, hist_cap;

    Script *scripts; /* queued deck scripts, each an owned copy */
    int script_head, script_count, script_cap;

    char err[200];
};

/* Allocation through the game's allocator. */
void *eng_alloc(const RackoGame *g, void *ptr, size_t size);

/* Views (view.c): one derived from the state; every view made stale; the
 * fresh views' phase, seat to act and turn brought up to date. */
void eng_view_derive(const RackoGame *g, int seat, RackoView *v);
void eng_views_stale(RackoGame *g);
void eng_views_sync_common(RackoGame *g);
/* Incremental updates of the fresh views after one step of play. */
void eng_view_on_offer(RackoGame *g, int seat, int card);
void eng_view_on_eclair_place(RackoGame *g, int seat, int slot, int card);
void eng_view_on_flip(RackoGame *g, int card);
void eng_view_on_draw_deck(RackoGame *g, int seat, int card);
void eng_view_on_take_discard(RackoGame *g, int seat, int card);
void eng_view_on_place(RackoGame *g, int seat, int slot, int card_in, int card_out);
void eng_view_on_discard(RackoGame *g, int seat, int card);

/* Events (event.c): room for n more (RACKO_E_NOMEM), and one pushed into
 * the room reserved (NULL when events are off).  The checks of "events
 * off" are inline: a game that keeps none (searches) pays no call. */
RackoEvent *eng_event_push_on(RackoGame *g, RackoEventKind kind);
int eng_event_reserve_on(RackoGame *g, int n);
static inline RackoEvent *eng_event_push(RackoGame *g, RackoEventKind kind)
{
    return g->events_on ? eng_event_push_on(g, kind) : NULL;
}
static inline int eng_event_reserve(RackoGame *g, int n)
{
    return g->events_on ? eng_event_reserve_on(g, n) : RACKO_OK;
}

#endif /* RACKO_GAME_IMPL_H */
