/*
 * racko/engine.h - the Rack-O rules engine.
 *
 * The engine is a pure C11 library: no SDL, no printing, no exit().  It
 * implements every rule and table option of docs/rules.md (a copy of the
 * project's normative rules).  Conventions used throughout:
 *
 *   - Seats are numbered 0..players-1 in play order ("seat 1" in text).
 *   - Slots are numbered 0..9, slot 0 the front/lowest ("slot 1", "a" or
 *     "5" in text).  Cards are 1..deck_size; 0 means "no card / unknown".
 *   - Every fallible call returns a RackoStatus; RACKO_OK is 0.  A refused
 *     action leaves the game exactly as it was, and racko_game_error()
 *     then describes why in one sentence meant for a person.
 *   - The game owns everything it allocates; pointers it returns stay valid
 *     until the next call that changes the game, unless said otherwise.
 *
 * Chance is explicit: all randomness comes from the 64-bit seed given to
 * racko_game_new() through the kit's generator (kit/rng.h), so the
 * same config, seed and actions give the same game on every platform.  Tests
 * can fix a deck order with racko_game_script_deck().
 */
#ifndef RACKO_ENGINE_H
#define RACKO_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "kit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RACKO_SLOTS 10
#define RACKO_MAX_SEATS 4
#define RACKO_MAX_CARDS 60
/* Largest number of legal actions in any decision. */
#define RACKO_MAX_LEGAL 12
/* Default safety limit: turns in one round before it ends with no Rack-O. */
#define RACKO_DEFAULT_TURN_LIMIT 1000

/* ------------------------------------------------------------------ */
/* Status codes                                                        */

/* The kit's codes (kit/status.h) in Rack-O's words. */
typedef enum RackoStatus {
    RACKO_OK = TK_OK,
    RACKO_E_ARG = TK_E_ARG,       /* a bad argument: NULL pointer, value out of range */
    RACKO_E_CONFIG = TK_E_CONFIG, /* a configuration the rules do not allow */
    RACKO_E_TURN = TK_E_TURN,     /* acting out of turn */
    RACKO_E_PHASE = TK_E_PHASE,   /* not possible now: drawing twice, placing before drawing */
    RACKO_E_SLOT = TK_E_MOVE,     /* slot outside 1..10, or a taken slot in the lightning deal */
    RACKO_E_RULE = TK_E_RULE,     /* against the rules: discarding a card taken from the discard pile */
    RACKO_E_OVER = TK_E_OVER,     /* the round or the match is over */
    RACKO_E_NOMEM = TK_E_NOMEM,   /* out of memory; nothing changed */
    RACKO_E_IO = TK_E_IO,         /* a file could not be read or written */
    RACKO_E_FORMAT = TK_E_FORMAT  /* a game record is malformed or does not replay */
} RackoStatus;

/* A short constant description of a status code ("not your turn"). */
const char *racko_status_string(int status);

/* ------------------------------------------------------------------ */
/* Table options                                                       */

enum {
    RACKO_RULE_BONUS = 1u << 0,   /* bonus for the Rack-O seat's longest run */
    RACKO_RULE_TWORUN = 1u << 1,  /* 2 players: Rack-O needs a run of 3 */
    RACKO_RULE_TEAMS = 1u << 2,   /* 4 seats: seats 1+3 against 2+4 */
    RACKO_RULE_ECLAIR = 1u << 3,  /* lightning deal: seats choose slots */
    RACKO_RULE_TOKENS = 1u << 4,  /* tokens instead of points */
    RACKO_RULE_SHUFFLE = 1u << 5, /* shuffle the discard pile instead of turning it over */
    RACKO_RULE_ALL60 = 1u << 6    /* always use all 60 cards */
};
#define RACKO_RULE_ALL                                                            \
    (RACKO_RULE_BONUS | RACKO_RULE_TWORUN | RACKO_RULE_TEAMS | RACKO_RULE_ECLAIR | \
     RACKO_RULE_TOKENS | RACKO_RULE_SHUFFLE | RACKO_RULE_ALL60)

/* Parses a comma-separated list of rule names ("bonus,tworun", "none", or
 * "" for none) into RACKO_RULE_* flags.  Names: bonus tworun teams eclair
 * tokens shuffle all60.  Returns RACKO_E_ARG on an unknown name. */
int racko_rules_parse(const char *list, unsigned *rules);

/* Writes the rule names of `rules` as a comma-separated list into buf
 * ("none" when empty).  Returns the length the full text needs (like
 * snprintf); the text is always NUL-terminated when size > 0. */
size_t racko_rules_format(unsigned rules, char *buf, size_t size);

/* The name of one RACKO_RULE_* flag ("bonus"), or NULL. */
const char *racko_rule_name(unsigned rule);

typedef struct RackoConfig {
    int players;      /* 1..4; one seat alone is a solo game */
    unsigned rules;   /* RACKO_RULE_* flags */
    int target;       /* points (or team points) that win the match; default 500 */
    int stake;        /* tokens rule: tokens each seat starts with; default 20 */
    int token_rounds; /* tokens rule: rounds in the match; default 10 */
    int turn_limit;   /* turns in a round before it ends with no Rack-O; default 1000 */
    int first_dealer; /* -1: seats draw a card, lowest deals (default); else that seat */
    int deck_size;    /* 0: by player count (40/50/60, 60 for solo or all60); else
                         forced, 10*players+2 .. 60 (tests, odd tables) */
} RackoConfig;

/* Fills cfg with the default table for `players` seats: bonus on, target
 * 500, turn-over, everything else off. */
void racko_config_default(RackoConfig *cfg, int players);

/* Checks a configuration.  Returns RACKO_OK, or RACKO_E_CONFIG with a
 * sentence in msg (may be NULL) saying what is wrong. */
int racko_config_check(const RackoConfig *cfg, char *msg, size_t size);

/* The number of cards in play for a (valid) configuration. */
int racko_config_deck_size(const RackoConfig *cfg);

/* ------------------------------------------------------------------ */
/* Decisions and actions                                               */

typedef enum RackoPhase {
    RACKO_PHASE_ROUND_OVER, /* before round 1 and after each round: next is RACKO_ACT_DEAL */
    RACKO_PHASE_ECLAIR,     /* lightning deal: to_act picks an empty slot for the dealt card */
    RACKO_PHASE_DRAW,       /* to_act draws from the draw pile or takes the discard */
    RACKO_PHASE_PLACE,      /* to_act holds a drawn card: place it, or discard it (draw pile only) */
    RACKO_PHASE_MATCH_OVER  /* nothing more can happen */
} RackoPhase;

typedef enum RackoActionKind {
    RACKO_ACT_DEAL,         /* shuffle and deal the next round (a table action, any seat) */
    RACKO_ACT_DRAW_DECK,    /* take the top card of the draw pile */
    RACKO_ACT_TAKE_DISCARD, /* take the top card of the discard pile */
    RACKO_ACT_PLACE,        /* exchange the drawn card with the card in `slot` */
    RACKO_ACT_DISCARD,      /* discard the card drawn from the draw pile */
    RACKO_ACT_ECLAIR        /* lightning deal: put the dealt card into empty `slot` */
} RackoActionKind;

typedef struct RackoAction {
    RackoActionKind kind;
    int slot; /* 0..9 for PLACE and ECLAIR; 0 otherwise */
} RackoAction;

/* Writes a short text for an action into buf: "deal", "deck", "discard-pile",
 * "slot 4" (1-based), "discard", "eclair 4".  Returns snprintf's result. */
int racko_action_format(RackoAction a, char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* Events: what happened, in order, for the front end to animate        */

typedef enum RackoEventKind {
    RACKO_EV_DEALER_DRAW,   /* seats drew for first dealer */
    RACKO_EV_ROUND_START,   /* a round begins (before its deal) */
    RACKO_EV_DEAL_CARD,     /* one card dealt to a seat */
    RACKO_EV_ECLAIR_PLACE,  /* lightning deal: a seat put its dealt card in a slot */
    RACKO_EV_DISCARD_FLIP,  /* top of the draw pile turned up to start the discard pile */
    RACKO_EV_TURN_START,    /* a seat begins its turn */
    RACKO_EV_DRAW_DECK,     /* a seat took the top of the draw pile (card hidden from others) */
    RACKO_EV_TAKE_DISCARD,  /* a seat took the top of the discard pile */
    RACKO_EV_PLACE,         /* drawn card into a slot; the slot's card onto the discard pile */
    RACKO_EV_DISCARD,       /* a seat discarded the card it drew from the draw pile */
    RACKO_EV_RESHUFFLE,     /* the draw pile ran out and was rebuilt from the discard pile */
    RACKO_EV_RACKO,         /* a seat went Rack-O; the round is over */
    RACKO_EV_TURN_LIMIT,    /* the round hit the turn limit with no Rack-O */
    RACKO_EV_ROUND_SCORED,  /* per-seat scoring of the round */
    RACKO_EV_TOKEN_PAYMENT, /* tokens rule: one seat paid the round's winner */
    RACKO_EV_MATCH_OVER     /* the match is decided */
} RackoEventKind;

typedef struct RackoRoundScore {
    int round;
    int winner;                          /* seat that went Rack-O, -1 if none */
    int lightning;                       /* 1 if it was a lightning Rack-O */
    int in_order[RACKO_MAX_SEATS];       /* cards in order from slot 1 (10 for Rack-O) */
    int run_len[RACKO_MAX_SEATS];        /* longest run of consecutive numbers (1 if none) */
    int run_start[RACKO_MAX_SEATS];      /* first slot (0..9) of that run */
    int base[RACKO_MAX_SEATS];           /* 75, 100 (lightning) or 5 per in-order card */
    int bonus[RACKO_MAX_SEATS];          /* run bonus (Rack-O seat, bonus rule) */
    int points[RACKO_MAX_SEATS];         /* this round: base+bonus, or token change */
    int total[RACKO_MAX_SEATS];          /* match total after the round (tokens: tokens held) */
    int team_total[2];                   /* teams rule: totals of seats 1+3 and 2+4 */
    unsigned char rack[RACKO_MAX_SEATS][RACKO_SLOTS]; /* the racks as scored */
} RackoRoundScore;

typedef struct RackoEvent {
    RackoEventKind kind;
    union {
        struct { int card[RACKO_MAX_SEATS]; int dealer; } dealer_draw;
        struct { int round; int dealer; int deck_size; } round_start;
        /* slot is -1 in a lightning deal: the seat chooses it next */
        struct { int seat; int slot; int card; int index; } deal_card;
        struct { int seat; int slot; int card; } eclair_place;
        struct { int card; } discard_flip;
        struct { int seat; int turn; } turn_start; /* turn: 1 for the round's first turn */
        struct { int seat; int card; } draw_deck;  /* card known only to `seat` */
        struct { int seat; int card; } take_discard;
        struct { int seat; int slot; int card_in; int card_out; int from_discard; } place;
        struct { int seat; int card; } discard;
        struct { int shuffled; int draw_count; } reshuffle; /* cards now in the draw pile */
        struct { int seat; int lightning; int run_start; int run_len; } racko;
        struct { int round; int turns; } turn_limit;
        RackoRoundScore round_scored;
        struct { int from; int to; int amount; int eliminated; } token_payment;
        struct { int winner; int team; int total[RACKO_MAX_SEATS]; } match_over; /* team -1 unless teams */
    } u;
} RackoEvent;

/* Copies `in` into `out` as seat `seat` may see it: the card of another
 * seat's RACKO_EV_DRAW_DECK, the card it then puts into a slot
 * (RACKO_EV_PLACE card_in, unless taken from the discard pile) and the
 * cards of other seats' deal and lightning placements become 0.  Pass seat -1 to hide every seat's hidden cards
 * (a spectator). */
void racko_event_redact(const RackoEvent *in, int seat, RackoEvent *out);

/* ------------------------------------------------------------------ */
/* A seat's view: everything that seat knows, nothing it cannot know    */

/* What a seat knows about where one card is (RackoView.where). */
enum {
    RACKO_AT_UNSEEN = 0,     /* in another rack or in the draw pile: unknown */
    RACKO_AT_MINE = 1,       /* in this seat's rack */
    RACKO_AT_HAND = 2,       /* drawn by this seat, not yet placed */
    RACKO_AT_DISCARD = 3,    /* in the discard pile */
    RACKO_AT_DRAW = 4,       /* in the draw pile at a known place (turned over): see draw_known */
    RACKO_AT_DRAW_MIXED = 5, /* in the draw pile at an unknown place (shuffled back in) */
    RACKO_AT_OUT = 6,        /* not in this deck (card above deck_size) */
    RACKO_AT_SEAT = 8        /* RACKO_AT_SEAT+s: seen going into seat s's rack */
};

typedef struct RackoView {
    int seat;                       /* whose view this is */
    RackoConfig config;             /* the table (deck_size resolved) */
    int phase;                      /* RackoPhase */
    int to_act;                     /* seat to act, -1 in ROUND_OVER/MATCH_OVER */
    int round;                      /* 1-based; 0 before the first deal */
    int dealer;
    int turn;                       /* turns started in this round */
    int rack[RACKO_SLOTS];          /* own rack; 0 = empty slot (lightning deal) */
    int hand;                       /* card this seat drew and must place, else 0 */
    int hand_from_discard;          /* 1 if `hand` was taken from the discard pile */
    int offer;                      /* lightning deal: the card this seat must place, else 0 */
    int acting_hand;                /* card the seat to act holds, if this seat knows it
                                       (its own, one taken from the discard pile, or one
                                       drawn from a turned-over pile of known order), else 0 */
    int acting_from_discard;        /* 1 if the seat to act took its card from the discard pile */
    int discard[RACKO_MAX_CARDS];   /* discard pile, [discard_count-1] on top */
    int discard_count;
    int draw_count;                 /* cards in the draw pile */
    int draw_known[RACKO_MAX_CARDS];/* draw pile bottom to top: known card or 0 */
    /* known[s][k]: card known in seat s's slot k; 0 unknown, -1 empty slot */
    int known[RACKO_MAX_SEATS][RACKO_SLOTS];
    unsigned char where[RACKO_MAX_CARDS + 1]; /* RACKO_AT_* per card, index 1..60 */
    int total[RACKO_MAX_SEATS];     /* match points (tokens rule: tokens held) */
    int out[RACKO_MAX_SEATS];       /* tokens rule: 1 if the seat is out of the match */
    int last_winner;                /* seat that won the last finished round, -1 if none */
} RackoView;

/* Note on where[]: after a reshuffle under the shuffle rule every card of
 * the new draw pile is RACKO_AT_DRAW_MIXED.  When another seat draws one of
 * them, nobody else knows which, so the label stays: "shuffled into the
 * draw pile, maybe drawn since".  More such cards than draw_count is the
 * sign that some were drawn. */

/* Starts *v (owned by the caller) as seat `seat`'s view of a table with
 * config *cfg (copied, deck_size resolved) before the first round, as a
 * seat that plays from outside the engine sees it.  Returns RACKO_OK or
 * RACKO_E_ARG (bad config or seat). */
int racko_view_init(RackoView *v, const RackoConfig *cfg, int seat);

/* Updates *v with one event (not kept) as seat v->seat may see it
 * (redacted with racko_event_redact; hidden cards are 0).  After the events
 * of each action, *v equals racko_game_view() for that seat.  Returns
 * RACKO_OK, or an error status, leaving *v unchanged, when the event
 * contradicts the view. */
int racko_view_apply(RackoView *v, const RackoEvent *ev);

/* ------------------------------------------------------------------ */
/* The game                                                            */

typedef struct RackoGame RackoGame;

/* Creates a match for `cfg` (copied) whose chance comes from `seed`.  The
 * game starts in RACKO_PHASE_ROUND_OVER at round 0: apply RACKO_ACT_DEAL to
 * deal the first round.  On success *out owns a new game (free it with
 * racko_game_free); on error *out is NULL and msg (may be NULL) says why. */
int racko_game_new(const RackoConfig *cfg, uint64_t seed, RackoGame **out, char *msg,
                   size_t size);

/* Frees a game and everything it owns.  NULL is allowed. */
void racko_game_free(RackoGame *g);

/* A deep copy (events and history included unless turned off with
 * racko_game_set_recording on the copy).  *out owned by the caller. */
int racko_game_clone(const RackoGame *g, RackoGame **out);

/* Turns the event queue and the action history on or off (both on by
 * default).  Simulations turn them off for speed; a game without history
 * cannot be saved as a record. */
void racko_game_set_recording(RackoGame *g, int events, int history);

/* Fixes the order of the next shuffle of a full deck (a round's deal), or
 * of the next reshuffle under the shuffle rule: cards[0] is the top card.
 * `cards` must be a permutation of 1..deck_size (RACKO_E_ARG otherwise).
 * For a deal it is the whole deck, top first.  For a reshuffle under the
 * shuffle rule, the cards of the discard pile are taken in the script's
 * relative order (the others are skipped).  Scripts queue up in order and
 * are part of the history, so records replay them. */
int racko_game_script_deck(RackoGame *g, const int *cards, int n);

/* Applies an action by `seat` (ignored for RACKO_ACT_DEAL).  On success,
 * appends the resulting events.  On error nothing changes and
 * racko_game_error() explains. */
int racko_apply(RackoGame *g, int seat, RackoAction a);

/* The message for the last refused call on g ("" if none).  Owned by g. */
const char *racko_game_error(const RackoGame *g);

/* Fills out[] (room for RACKO_MAX_LEGAL) with the legal actions in a fixed
 * order: DEAL; ECLAIR by slot; DRAW_DECK, TAKE_DISCARD; PLACE by slot,
 * DISCARD.  Returns how many (0 when the match is over). */
int racko_legal_actions(const RackoGame *g, RackoAction *out);

/* Checks an action without applying it: RACKO_OK or the status apply would
 * return. */
int racko_check_action(const RackoGame *g, int seat, RackoAction a);

/* The view of `seat`, maintained by the engine as the game goes.  Valid
 * until the next change to g; copy it to keep it. */
const RackoView *racko_game_view(const RackoGame *g, int seat);

/* Creates a full game consistent with `view`: the hidden cards (other
 * racks' unknown cards, unknown draw pile places, another seat's drawn
 * card) are dealt at random from the cards the view has not located, using
 * `seed`.  The new game has no events and no history; it is what a
 * searching computer player simulates on.  *out owned by the caller. */
int racko_game_sample(const RackoView *view, uint64_t seed, RackoGame **out);

/* ---- queries ---- */
const RackoConfig *racko_game_config(const RackoGame *g); /* deck_size resolved */
uint64_t racko_game_seed(const RackoGame *g);
int racko_game_phase(const RackoGame *g);   /* RackoPhase */
int racko_game_to_act(const RackoGame *g);  /* -1 when no seat acts */
int racko_game_round(const RackoGame *g);   /* 0 before the first deal */
int racko_game_dealer(const RackoGame *g);  /* -1 before the first deal */
int racko_game_turn(const RackoGame *g);    /* turns started in this round */
/* Copies seat's rack (slot 0 first; 0 = empty during a lightning deal). */
void racko_game_rack(const RackoGame *g, int seat, int rack[RACKO_SLOTS]);
/* Seat's rack read in place (RACKO_SLOTS cards, as racko_game_rack gives
 * them), for searches that read it every step; NULL for a bad seat.
 * Owned by g, valid until its next action. */
const int *racko_game_rack_ref(const RackoGame *g, int seat);
int racko_game_hand(const RackoGame *g);        /* drawn card of to_act, 0 if none */
int racko_game_hand_from_discard(const RackoGame *g);
int racko_game_offer(const RackoGame *g);       /* lightning deal: card to place, else 0 */
int racko_game_discard_top(const RackoGame *g); /* 0 when the pile is empty */
int racko_game_discard_count(const RackoGame *g);
int racko_game_draw_count(const RackoGame *g);
int racko_game_total(const RackoGame *g, int seat); /* points, or tokens under tokens */
int racko_game_team_total(const RackoGame *g, int team); /* teams rule: team 0 = seats 1+3 */
int racko_game_is_out(const RackoGame *g, int seat);     /* tokens rule: eliminated */
int racko_game_match_winner(const RackoGame *g);         /* -1 until the match is over */
/* Score breakdown of the last finished round; RACKO_E_PHASE if none yet. */
int racko_game_last_score(const RackoGame *g, RackoRoundScore *out);
/* Longest run of consecutive numbers in consecutive slots of a full rack:
 * returns its length (1 if none) and its first slot in *start (may be NULL). */
int racko_rack_longest_run(const int rack[RACKO_SLOTS], int *start);
/* 1 if the rack is strictly ascending from slot 0 to 9 (and full). */
int racko_rack_sorted(const int rack[RACKO_SLOTS]);
/* Cards in order from slot 0 up to the first card lower than the one before. */
int racko_rack_in_order(const int rack[RACKO_SLOTS]);

/* ---- events ---- */
/* Removes the oldest queued event into *out: returns 1, or 0 if none. */
int racko_event_next(RackoGame *g, RackoEvent *out);
int racko_event_pending(const RackoGame *g);
/* Discards all queued events. */
void racko_event_clear(RackoGame *g);

/* ---- history (for records) ---- */
typedef struct RackoHistoryItem {
    int is_script;        /* 1: a racko_game_script_deck call, else an action */
    int seat;             /* action: the acting seat (-1 for DEAL) */
    RackoAction action;
    const int *cards;     /* script: the order, owned by the game */
    int ncards;
} RackoHistoryItem;
int racko_game_history_count(const RackoGame *g);
/* Fills *out with history item i (0-based).  RACKO_E_ARG if out of range. */
int racko_game_history_item(const RackoGame *g, int i, RackoHistoryItem *out);

/* ---- allocation (tests inject failures through this) ---- */
/* An allocator: realloc-like; size 0 frees ptr and returns NULL.  The game
 * and its clones use it for every allocation. */
typedef void *(*RackoAllocFn)(void *ud, void *ptr, size_t size); /* size 0 frees */
/* Like racko_game_new, with an allocator (NULL uses realloc/free). */
int racko_game_new_alloc(const RackoConfig *cfg, uint64_t seed, RackoAllocFn fn, void *ud,
                         RackoGame **out, char *msg, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RACKO_ENGINE_H */
