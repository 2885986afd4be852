/*
 * helpers.h - what Ratuki's engine, record and player suites share: games
 * with scripted decks, plays named by value, whole-table accounting.
 */
#ifndef RT_TEST_HELPERS_H
#define RT_TEST_HELPERS_H

#include <stdint.h>

#include "ratuki/engine.h"

/* A new game (the test fails when it cannot be made). */
RtGame *rth_game(int players, int target, int window, uint64_t seed);

/* Queues seat's deck for the next deal: the cards of values[0..n-1] drawn
 * first, in that order (each the first unused card of its value in the
 * deck list), then the rest of the deck in its list's order. */
void rth_script(RtGame *g, int seat, const int *values, int n);

/* Plays seat's first hand card of value v on place at t: the engine's
 * status (TK_E_MOVE when the hand holds no such card). */
int rth_play(RtGame *g, int seat, int v, int place, int t);

/* Discards seat's first hand card of value v at t. */
int rth_discard(RtGame *g, int seat, int v, int t);

/* Checks that every card of every deck is in exactly one place (a draw,
 * discard or scoring pile, a hand, a stack) and that each stack is valid
 * (a 1 at the bottom, each card fitting the one under it); fails the
 * test otherwise. */
void rth_check_cards(const RtGame *g);

/* Checks that g's record (rt_record_write) reads back as the same game
 * (rt_game_same); fails the test otherwise. */
void rth_check_replays(const RtGame *g);

/* Takes every queued event, counting those of `kind` (-1: all). */
int rth_drain(RtGame *g, int kind);

/* The events of g's queue into out[0..max-1]; returns the count (the
 * queue is emptied). */
int rth_events(RtGame *g, RtEvent *out, int max);

#endif /* RT_TEST_HELPERS_H */
