/*
 * history_cases.h - a game's matches in its history (match/history.h),
 * checked the same way for every game (tests/<game>/play): a match of
 * computers played out and kept, its line and its record read back, a
 * read-only match refused, a saved unfinished match kept as abandoned.
 * The suite gives its game (HistoryCase) and checks its own figures.
 */
#ifndef TEST_HISTORY_CASES_H
#define TEST_HISTORY_CASES_H

#include "kit/history.h"
#include "match/history.h"

typedef struct HistoryCase {
    const MtGame *game;
    const void *options; /* the game's options for `players` seats */
    int players;
    const char *level; /* the computers' level */
    uint64_t seed;
    /* Each event of the match as it is played (may be NULL): the suite
     * counts what its figures must come to. */
    void (*event)(void *ctx, const void *event);
    void *ctx;
} HistoryCase;

/* Plays a match of computers out, keeps it in a fresh history, and checks
 * what every game's history must hold (see above).  *e gets the line the
 * history read back of the match as if seat 1 had been a person's (the
 * game's figures filled for it).  Runs in a temporary folder. */
void history_check_game(const HistoryCase *c, TkHistEntry *e);

#endif /* TEST_HISTORY_CASES_H */
