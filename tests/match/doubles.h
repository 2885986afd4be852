/*
 * doubles.h - two tiny games on the match layer (match/match.h), test
 * doubles and not games of the collection, to show that the layer serves
 * both kinds of game without knowing either:
 *
 *   Pile, by turns: the seats take turns taking 1 to 3 stones from a pile;
 *   who takes the last stone wins the game; a match is G games.  Levels
 *   "easy" (takes 1) and "hard" (leaves a multiple of 4).  Bots speak
 *   "pile 1": hello `ok NAME`, `match P SEAT`, `took S N`, `ask STONES`
 *   answered `take N`.
 *
 *   Race, by time: every seat taps whenever it likes (no turns); a tap is
 *   a point; the first seat to reach the target wins the round, and the
 *   match is one round.  Time is in milliseconds given by the caller.  A
 *   computer taps every PACE ms after the last change it saw (levels
 *   "slow" 900, "fast" 300); a bot speaks "race 1": hello, `match P SEAT`,
 *   `tapped S T`, `ask T` answered `tap D` (tap D ms after T, at least
 *   250 ms) or `wait`; while the race waits for a bot's answer its clock
 *   stands still.  A person taps through race_tap.
 *
 * Both keep a record (a text file of their own, read strictly) so that
 * autosave and resume go through the layer as a real game's do.
 */
#ifndef MATCH_DOUBLES_H
#define MATCH_DOUBLES_H

#include <stdint.h>

#include "match/match.h"

/* ---- Pile ---- */

typedef struct PileOptions {
    int players; /* 2..4 */
    int stones;  /* stones at each deal, 1..100 */
    int games;   /* games in a match, 1..20 */
} PileOptions;

enum { PILE_EV_DEAL, PILE_EV_TAKE, PILE_EV_GAME_OVER, PILE_EV_MATCH_OVER };

typedef struct PileEvent {
    int kind;
    int seat; /* PILE_EV_TAKE: who took; GAME_OVER: the winner */
    int n;    /* PILE_EV_TAKE: how many; DEAL: the stones */
} PileEvent;

extern const MtGame pile_game;

/* The stones left, whose turn, games won by seat. */
int pile_stones(const MtMatch *m);
int pile_wins(const MtMatch *m, int seat);
/* Deals the next game (the phase must be MT_PHASE_BETWEEN). */
int pile_deal(MtMatch *m);
/* A person's take: TK_OK, TK_E_TURN (not the person's turn) or TK_E_MOVE. */
int pile_take(MtMatch *m, int seat, int n);

/* ---- Race ---- */

typedef struct RaceOptions {
    int players; /* 2..5 */
    int target;  /* taps to win, 1..1000 */
} RaceOptions;

enum { RACE_EV_TAP, RACE_EV_WON };

typedef struct RaceEvent {
    int kind;
    int seat;  /* who tapped, or won */
    int64_t t; /* when */
} RaceEvent;

extern const MtGame race_game;

int race_points(const MtMatch *m, int seat);
/* The race's clock (ms since it began). */
int64_t race_now(const MtMatch *m);
/* A person's tap at time t (>= the clock; the race moves there first,
 * doing what was due before): TK_OK, TK_E_TURN (not a person's seat),
 * TK_E_ARG (time going back), TK_E_MOVE (the race is over). */
int race_tap(MtMatch *m, int seat, int64_t t);

#endif /* MATCH_DOUBLES_H */
