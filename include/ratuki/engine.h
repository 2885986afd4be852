/*
 * ratuki/engine.h - the Ratuki rules engine.
 *
 * A pure C11 library: no SDL, no printing, no exit(), no clock.  It
 * implements the rules of ../shared/ratuki-rules.md as docs/ratuki.md
 * settles them.  Conventions:
 *
 *   - Seats and stack places are 0..players-1 in C ("seat 1", "place 1"
 *     in text).  Hand slots are 0..2.  A card is an RtCard: which deck
 *     (the seat that owns it) and which of its 35 cards (the deck list is
 *     fixed: rt_card_value, rt_card_style).
 *   - Time is given.  Every action carries its millisecond since the start
 *     of the round, and time never goes back; the caller moves time on
 *     with rt_advance.  The engine never reads a clock.
 *   - Every fallible call returns TK_OK or a TK_E_* code (kit/status.h).
 *     A refused call changes nothing, and rt_game_error() then says why in
 *     one sentence for a person ("a 3 goes on a 2 or a 4; place 1 shows a
 *     5").
 *   - Chance comes only from the seed given to rt_game_new (kit/rng.h):
 *     the seed and the timed actions replay a match exactly
 *     (ratuki/record.h).  Tests fix a deck's order with
 *     rt_game_script_deck().
 *   - The whole state is plain data; the event queue and the history are
 *     the only things a game allocates, and they grow by doubling.  With
 *     both off (rt_game_set_recording) an action costs no allocation.
 */
#ifndef RT_ENGINE_H
#define RT_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "kit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    RT_MIN_SEATS = 2,
    RT_MAX_SEATS = 5,
    RT_DECK = 35,                       /* cards in each seat's deck */
    RT_HAND = 3,                        /* cards in a hand */
    RT_CARDS = RT_MAX_SEATS * RT_DECK,  /* every card of the largest table */
    RT_WINDOW_DEFAULT = 150,            /* the tie window in ms */
    RT_WINDOW_MAX = 200,
    RT_TARGET_DEFAULT = 100,            /* the match's target score */
    RT_TARGET_MAX = 1000,
    RT_STILL_MS = 60000,                /* no card played for this long ends a round */
    RT_TIE_ROUNDS = 10,                 /* rounds played at most after a tie at the top */
    RT_TIME_MAX = 86400000,             /* a round's clock stops here (24 hours) */
    RT_WILD = 6,                        /* the value of a wild Ratuki card */
    RT_NO_CARD = 0xFF,                  /* no card, or one this seat cannot see */
    RT_SCRIPT_QUEUE = 4                 /* deck orders that can wait for each seat */
};

/* ------------------------------------------------------------------ */
/* Cards                                                               */

/* A card: deck * RT_DECK + index (index 0..34 in the deck list below). */
typedef uint8_t RtCard;

/* How a number is printed; it never matters for play. */
typedef enum RtStyle {
    RT_STYLE_NUMERAL = 0, /* "3" */
    RT_STYLE_DIE = 1,     /* three pips */
    RT_STYLE_WORD = 2,    /* "three" */
    RT_STYLE_ROMAN = 3,   /* "III" */
    RT_STYLE_HAND = 4,    /* three fingers */
    RT_STYLE_WILD = 5     /* the wild Ratuki card */
} RtStyle;

/* The deck list, the same in every deck (docs/ratuki.md, "The deck"):
 * index 0-6 the seven 1s, 7-14 the eight 2s, 15-22 the eight 3s, 23-27
 * the five 4s, 28-32 the five 5s, 33-34 the two wilds; within a value the
 * styles go numeral, die, word, Roman, hand, then again from numeral.
 * Values are 1..5 or RT_WILD; 0 for RT_NO_CARD or a card that is none. */
int rt_card_value(RtCard c);
int rt_card_style(RtCard c); /* RtStyle; -1 for no card */
int rt_card_deck(RtCard c);  /* the seat whose deck it belongs to; -1 for no card */
int rt_card_index(RtCard c); /* 0..34; -1 for no card */
/* The card `index` of `deck`'s deck (RT_NO_CARD when out of range). */
RtCard rt_card_make(int deck, int index);
/* Cards of `value` in a deck (7 8 8 5 5 2), 0 for another value. */
int rt_deck_count(int value);

/* "1".."5" or "W" for a value; "?" for anything else.  A constant. */
const char *rt_value_text(int value);
/* Parses "1".."5" or "W" (also "w"): the value, or 0. */
int rt_value_parse(const char *text, size_t len);
/* The style's name ("numeral", "die", "word", "Roman numeral", "hand",
 * "wild"); "" for anything else.  A constant. */
const char *rt_style_name(int style);

/* 1 if a card of `value` goes on a stack showing `top` (0: a free place):
 * a 1 starts a stack on a free place or goes on a 2; 2 on 1 or 3; 3 on 2
 * or 4; 4 on 3; 5 on 4; a wild on any stack (a top 1..5 or a wild), never
 * on a free place.  Nothing goes on a 5.  Pure. */
int rt_fits(int value, int top);

/* 1 if a card of `value` played on a stack showing `top` takes it (a 5
 * on a 4, a wild on any stack). */
int rt_takes(int value, int top);

/* ------------------------------------------------------------------ */
/* Table options                                                       */

typedef struct RtConfig {
    int players; /* 2..5; as many stack places as seats */
    int target;  /* the match ends when a seat's total reaches it: 1..1000,
                    default 100; 0 is the option "one round" */
    int window;  /* the tie window in ms, 0..200, default 150; 0 turns ties off */
} RtConfig;

/* Fills *cfg (owned by the caller) with the default table for `players`
 * seats: target 100, window 150. */
void rt_config_default(RtConfig *cfg, int players);

/* Checks a configuration: TK_OK, or TK_E_CONFIG with a sentence in msg
 * (may be NULL). */
int rt_config_check(const RtConfig *cfg, char *msg, size_t size);

/* Sets one table option from text: "target" (1..1000, or "one-round"),
 * "window" (0..200), "players" (2..5).  TK_OK, or TK_E_CONFIG with a
 * sentence in msg; *cfg is unchanged on failure. */
int rt_config_option(RtConfig *cfg, const char *name, const char *value, char *msg, size_t size);

/* ------------------------------------------------------------------ */
/* Phases, actions, how a round ends                                   */

typedef enum RtPhase {
    RT_PHASE_BETWEEN = 0,   /* before round 1 and after each round: next is rt_deal */
    RT_PHASE_ROUND = 1,     /* a round is being played */
    RT_PHASE_MATCH_OVER = 2 /* nothing more can happen */
} RtPhase;

typedef enum RtEnd {
    RT_END_NONE = 0,
    RT_END_OUT = 1,   /* a seat had neither a draw nor a discard pile left ("Out!") */
    RT_END_STUCK = 2, /* no card anyone holds can be played any more */
    RT_END_STILL = 3  /* no card was put on a stack for RT_STILL_MS */
} RtEnd;

typedef enum RtActionKind {
    RT_ACT_DEAL = 0,    /* the next round: every deck shuffled, three cards in every hand */
    RT_ACT_PLAY = 1,    /* seat plays its hand card `slot` on stack place `place` at `time` */
    RT_ACT_DISCARD = 2, /* seat discards its hand card `slot` at `time` (and draws) */
    RT_ACT_ADVANCE = 3  /* time moves on to `time`: everything at `time` has been done */
} RtActionKind;

typedef struct RtAction {
    RtActionKind kind;
    int seat;  /* RT_ACT_PLAY, RT_ACT_DISCARD */
    int slot;  /* RT_ACT_PLAY, RT_ACT_DISCARD: 0..2 */
    int place; /* RT_ACT_PLAY */
    int time;  /* ms since the round began: all but RT_ACT_DEAL */
} RtAction;

/* ------------------------------------------------------------------ */
/* Scores                                                              */

typedef struct RtRoundScore {
    int round;                   /* 1-based */
    int reason;                  /* RtEnd */
    int out_seat;                /* the seat that went out, -1 */
    int time;                    /* the round's length in ms */
    int scoring[RT_MAX_SEATS];   /* cards in each scoring pile */
    int draw[RT_MAX_SEATS];      /* cards left in each draw pile */
    int discard[RT_MAX_SEATS];   /* and discard pile */
    int hand[RT_MAX_SEATS];      /* cards in each hand (they do not count) */
    int points[RT_MAX_SEATS];    /* scoring - draw - discard */
    int total[RT_MAX_SEATS];     /* the match totals after the round */
    int plays[RT_MAX_SEATS];     /* cards each seat put on a stack (ties included) */
    int takes[RT_MAX_SEATS];     /* stacks it took */
    int ties[RT_MAX_SEATS];      /* ties it was part of */
    int discards[RT_MAX_SEATS];  /* cards it discarded */
} RtRoundScore;

/* ------------------------------------------------------------------ */
/* Events: what happened, in order, for a front end to animate         */

typedef enum RtEventKind {
    RT_EV_ROUND_START = 0, /* round `round` begins at time 0 */
    RT_EV_DEAL = 1,        /* `seat` took its first three cards (seen by that seat only) */
    RT_EV_PLAYED = 2,      /* `seat` played `card` on `place` (pending until `until`) */
    RT_EV_FINAL = 3,       /* the play on `place` is final: the stack is `height` high */
    RT_EV_TIE = 4,         /* two cards on `place` within the window: both went back */
    RT_EV_TOOK = 5,        /* `seat` took the stack at `place` ("Ratuki!") */
    RT_EV_DISCARDED = 6,   /* `seat` put a hand card on its discard pile (seen by that seat) */
    RT_EV_DREW = 7,        /* `seat` drew a card into `slot` (seen by that seat) */
    RT_EV_TURNED_OVER = 8, /* `seat`'s empty draw pile: its discard pile became it */
    RT_EV_OUT = 9,         /* `seat` has neither a draw nor a discard pile: "Out!" */
    RT_EV_STUCK = 10,      /* nothing anyone holds can be played any more */
    RT_EV_STILL = 11,      /* no card was put on a stack for RT_STILL_MS */
    RT_EV_ROUND_END = 12,  /* the round is scored: every seat's piles */
    RT_EV_MATCH_END = 13   /* the match is decided */
} RtEventKind;

typedef struct RtEvent {
    RtEventKind kind;
    int round; /* 1-based */
    int time;  /* ms since the round began */
    union {
        struct { int seat; RtCard hand[RT_HAND]; } deal;
        /* take: 1 if the card takes the stack when final; starts: a 1
         * on a free place; until: the end of its window (time when the
         * window is 0: then a FINAL event follows at once). */
        struct { int seat; RtCard card; int place; int until; int take; int starts; } played;
        struct { int seat; RtCard card; int place; int height; } final;
        /* seat1's card1 was pending; seat2's card2 came within the window */
        struct { int place; int seat1; RtCard card1; int seat2; RtCard card2; int height; } tie;
        struct { int seat; int place; int cards; RtCard card; } took; /* card: the taking card */
        struct { int seat; int slot; RtCard card; int discard; } discarded; /* discard: pile size after */
        struct { int seat; int slot; RtCard card; int draw; } drew;         /* draw: pile size after */
        struct { int seat; int cards; } turned_over;
        struct { int seat; } out;
        RtRoundScore round_end;
        /* winner -1 when the top is shared; winners: a bit per seat on top */
        struct { int winner; unsigned winners; int rounds; int total[RT_MAX_SEATS]; } match_end;
    } u;
} RtEvent;

/* Copies `in` to `out` as `seat` may see it: another seat's dealt, drawn
 * and discarded cards become RT_NO_CARD.  seat -1 hides every seat's (a
 * spectator).  in and out may be the same. */
void rt_event_redact(const RtEvent *in, int seat, RtEvent *out);

/* ------------------------------------------------------------------ */
/* A seat's view: what that seat knows, nothing it cannot know         */

typedef struct RtPlaceView {
    int height;        /* cards in the stack, a pending one included; 0: a free place */
    RtCard top;        /* its top card, a pending one included; RT_NO_CARD when free */
    RtCard below;      /* under a pending card: the final top (RT_NO_CARD: the place was free) */
    int pending_seat;  /* the seat whose card is pending on top, -1 for none */
    int pending_until; /* when that card becomes final (ms) */
    int pending_take;  /* 1 if that card takes the stack when final */
} RtPlaceView;

typedef struct RtPiles {
    int draw;    /* face-down draw pile */
    int discard; /* face-down discard pile */
    int scoring; /* stacks taken */
    int hand;    /* cards in hand */
} RtPiles;

typedef struct RtView {
    int seat;                          /* whose view this is */
    RtConfig config;
    int phase;                         /* RtPhase */
    int round;                         /* 1-based; 0 before the first */
    int now;                           /* the round's clock, ms */
    int last_play;                     /* when a card was last put on a stack (the 60 s clock) */
    RtCard hand[RT_HAND];              /* own hand by slot; RT_NO_CARD in an empty slot */
    RtPlaceView place[RT_MAX_SEATS];   /* every stack place */
    RtPiles piles[RT_MAX_SEATS];       /* every seat's pile counts, this one's included */
    int total[RT_MAX_SEATS];           /* match totals */
    int have_last;                     /* 1 once a round is over */
    RtRoundScore last;                 /* the last round's score */
    int match_winner;                  /* -1 until the match is over, or when the top is shared */
    unsigned match_winners;            /* a bit per seat at the top when the match is over */
} RtView;

/* ------------------------------------------------------------------ */
/* The game                                                            */

typedef struct RtGame RtGame;

/* Creates a match for *cfg (copied) whose chance comes from `seed`, in
 * RT_PHASE_BETWEEN before round 1 (apply rt_deal).  *out owns a new game
 * (rt_game_free) or is NULL on failure, with msg (may be NULL) saying
 * why: TK_E_CONFIG, TK_E_ARG, TK_E_NOMEM.  Events and history are on. */
int rt_game_new(const RtConfig *cfg, uint64_t seed, RtGame **out, char *msg, size_t size);

/* Frees g and all it owns.  NULL is allowed. */
void rt_game_free(RtGame *g);

/* A deep copy: state, queued events, history.  *out owned by the caller. */
int rt_game_clone(const RtGame *g, RtGame **out);

/* Turns the event queue and the history on or off (both on after
 * rt_game_new).  Turning either off drops what it holds; a game whose
 * history was ever off cannot be written as a record. */
void rt_game_set_recording(RtGame *g, int events, int history);

/* Queues the order of `seat`'s deck for a coming deal: order[0..34] are
 * the deck's card indices (each once), order[0] drawn first.  Each deal
 * takes the next queued order of each seat, the generator's shuffle when
 * none waits.  Part of the history.  TK_E_ARG when the order is not the
 * deck or RT_SCRIPT_QUEUE wait already; TK_E_OVER after the match. */
int rt_game_script_deck(RtGame *g, int seat, const int *order, int n);

/* Starts the next round (RT_PHASE_BETWEEN only): each seat's deck
 * shuffled into its draw pile, three cards into every hand, every place
 * free, the clock at 0.  TK_E_PHASE during a round, TK_E_OVER after the
 * match. */
int rt_deal(RtGame *g);

/* `seat` plays its hand card `slot` on stack place `place` at `time`.
 * First the plays whose window ends at `time` or before become final.
 * The card must fit the place as it is then (rt_fits; a seat's own
 * pending card counts as final for it, but nothing more goes on its own
 * pending take); on a place where another seat's card is pending it ties
 * when it fits the stack under that card or the card itself (both go to
 * their owners' discard piles), and is refused otherwise.  The hand is
 * refilled at once.  Refusals: TK_E_RULE (it does not fit), TK_E_MOVE
 * (an empty slot), TK_E_ARG (a seat, slot or place outside the table, a
 * time before the clock or past RT_TIME_MAX), TK_E_PHASE (no round, or
 * the round ended before `time`: advance first), TK_E_OVER. */
int rt_play(RtGame *g, int seat, int slot, int place, int time);

/* What rt_play would answer, changing nothing but rt_game_error's
 * sentence. */
int rt_check_play(RtGame *g, int seat, int slot, int place, int time);

/* `seat` puts its hand card `slot` on its discard pile at `time` and
 * draws the next.  Refusals as rt_play's but TK_E_RULE. */
int rt_discard(RtGame *g, int seat, int slot, int time);

/* Time moves on to `time`, everything at `time` being done: the plays
 * whose window ends by then become final (a take is taken), and the round
 * ends when no card has been put on a stack for RT_STILL_MS (at that
 * deadline: the actions at that very millisecond come first).  Every
 * advance is part of the history, one that changes nothing too: call it
 * when something is due (rt_game_next_due), not on every frame.  TK_E_ARG
 * for a time before the clock or past RT_TIME_MAX, TK_E_PHASE outside a
 * round, TK_E_OVER. */
int rt_advance(RtGame *g, int time);

/* One of the above by kind (records). */
int rt_apply(RtGame *g, const RtAction *a);

/* The sentence for the last call on g that was refused ("" after a call
 * that succeeded).  Owned by g, valid until its next call. */
const char *rt_game_error(const RtGame *g);

/* ---- queries (g must not be NULL) ---- */
const RtConfig *rt_game_config(const RtGame *g);
uint64_t rt_game_seed(const RtGame *g);
int rt_game_phase(const RtGame *g);       /* RtPhase */
int rt_game_round(const RtGame *g);       /* 1-based; 0 before the first deal */
int rt_game_now(const RtGame *g);         /* the round's clock, ms */
int rt_game_last_play(const RtGame *g);   /* when a card was last put on a stack */
/* The next moment something happens by itself: the end of the earliest
 * tie window, or the 60 s deadline; -1 outside a round. */
int rt_game_next_due(const RtGame *g);
/* Seat's hand card in slot (RT_NO_CARD for an empty slot or bad numbers). */
RtCard rt_game_hand(const RtGame *g, int seat, int slot);
/* The first slot of seat's hand holding a card of `value`, or -1. */
int rt_game_slot_of(const RtGame *g, int seat, int value);
/* Seat's pile counts into *out; TK_E_ARG for a bad seat. */
int rt_game_piles(const RtGame *g, int seat, RtPiles *out);
/* A place as every seat sees it into *out; TK_E_ARG for a bad place. */
int rt_game_place(const RtGame *g, int place, RtPlaceView *out);
/* The value a card played on `place` at time t would meet: the stack's
 * top with the plays whose window ended by t final (a take gone with its
 * stack), a card still pending included; 0 for a free place (or a bad
 * place).  *pending_seat (may be NULL) gets the seat whose card is still
 * pending on top at t, or -1.  A cheap query for players and hints. */
int rt_game_settled(const RtGame *g, int place, int t, int *pending_seat);
/* The cards of a place's stack, bottom first, a pending one last, into
 * out[] (room for RT_CARDS); returns the count (-1 for a bad place). */
int rt_game_stack(const RtGame *g, int place, RtCard *out);
/* What no seat may see, for tests and tools: seat's draw pile (next card
 * first) and discard pile (first discarded first) into out[] (room for
 * RT_DECK); returns the count, -1 for a bad seat. */
int rt_game_draw_pile(const RtGame *g, int seat, RtCard *out);
int rt_game_discard_pile(const RtGame *g, int seat, RtCard *out);
/* Seat's scoring pile into out[] (room for RT_CARDS); the count. */
int rt_game_scoring_pile(const RtGame *g, int seat, RtCard *out);
int rt_game_total(const RtGame *g, int seat);     /* match total */
int rt_game_match_winner(const RtGame *g);        /* -1 until over, or when shared */
unsigned rt_game_match_winners(const RtGame *g);  /* a bit per seat on top; 0 until over */
/* The round in which the top was first tied at or over the target, 0. */
int rt_game_tie_round(const RtGame *g);
/* The last finished round's score: TK_OK, or TK_E_PHASE if none yet. */
int rt_game_last_score(const RtGame *g, RtRoundScore *out);
/* The current round's counts so far (plays, takes, ties, discards; piles
 * as now), for a round being played or the last one. */
int rt_game_round_stats(const RtGame *g, RtRoundScore *out);
/* 1 if a and b are the same match: the same state card for card and the
 * same generator, so the same actions go on alike.  Events and history
 * are not compared. */
int rt_game_same(const RtGame *a, const RtGame *b);

/* Seat's view into *out (owned by the caller): deterministic bytes (the
 * same knowledge gives the same bytes, padding included), so two games a
 * seat cannot tell apart give identical views.  TK_E_ARG for a bad seat. */
int rt_game_view(const RtGame *g, int seat, RtView *out);

/* ---- events ---- */
/* Takes the oldest queued event into *out: 1, or 0 if none.  Unredacted:
 * pass it through rt_event_redact before showing it to one seat. */
int rt_event_next(RtGame *g, RtEvent *out);
int rt_event_pending(const RtGame *g);
void rt_event_clear(RtGame *g);

/* ---- history (records) ---- */
typedef struct RtHistoryItem {
    int is_script;         /* 1: a rt_game_script_deck call; else an action */
    RtAction action;       /* the action as applied */
    RtCard card;           /* RT_ACT_PLAY, RT_ACT_DISCARD: the card it moved */
    int seat;              /* script: whose deck */
    int order[RT_DECK];    /* script: the deck order, drawn first first */
} RtHistoryItem;
int rt_game_history_count(const RtGame *g); /* -1 when the history is off */
/* Item i (0-based) into *out (owned by the caller): TK_OK or TK_E_ARG. */
int rt_game_history_item(const RtGame *g, int i, RtHistoryItem *out);
/* 1 if the history has been on since rt_game_new (a record can be written). */
int rt_game_history_whole(const RtGame *g);

#ifdef __cplusplus
}
#endif

#endif /* RT_ENGINE_H */
