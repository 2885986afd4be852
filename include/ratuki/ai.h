/*
 * ratuki/ai.h - Ratuki's computer players, paced like people.
 *
 * A level is a pace and a way of choosing.  Asked at time T with its
 * seat's view (never the game: no function here takes an RtGame, so no
 * level can read a face-down card), it answers as a bot of the protocol
 * does (ratuki/driver.h): an intention (play a card on a place, discard
 * one, keep the one it gave, or wait) and the delay after T it would act
 * at.  So a level and a bot are interchangeable, and a seeded run replays
 * exactly.  A level decides from the values on the table only (never a
 * card's deck or style), which the protocol's lines carry whole, so the
 * same level as an outside bot (ratuki/botplay.h) decides the same.
 *
 * The delay is a reaction time drawn around the level's pace
 * (log-normal), never under 250 ms, and longer after a change the seat did
 * not bring about itself (a person must see it first): docs/ai.md gives
 * each level's figures and how they were measured.  The pace option
 * speeds every level up or slows it down (for a child, for a champion).
 *
 * Pure C11: no SDL, no printing, no clock; chance from the seed only
 * (kit/rng.h).
 */
#ifndef RT_AI_H
#define RT_AI_H

#include <stddef.h>
#include <stdint.h>

#include "ratuki/driver.h"
#include "ratuki/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    RT_PACE_DEFAULT = 100, /* a level at its own speed */
    RT_PACE_MIN = 25,      /* a quarter of it */
    RT_PACE_MAX = 400      /* four times it */
};

typedef struct RtAIOptions {
    /* Speed in percent of the level's own: 100 (0 means it), 50 half as
     * fast (every delay doubled), 200 twice as fast; RT_PACE_MIN..MAX.
     * The 250 ms floor stays. */
    int pace;
    /* For measuring a way of choosing apart from pace: the mean reaction
     * time in ms for every level alike (0: the level's own), with the time
     * to see a change 3/10 of it and the commit window 1/5 of it. */
    int mean_ms;
} RtAIOptions;

/* A level's figures (constants). */
typedef struct RtLevelInfo {
    const char *name;
    int mean_ms;    /* mean reaction time of an action, before the pace */
    int see_ms;     /* more after a change the seat did not bring about */
    int commit_ms;  /* an intention due this soon is kept: the hand is moving */
    const char *choosing; /* its way of choosing, in a few words */
} RtLevelInfo;

typedef struct RtAI RtAI;

/* Every level's name, slowest first, then NULL (a constant list). */
const char *const *rt_ai_levels(void);

/* 1 if `level` names a level, else 0. */
int rt_ai_level_valid(const char *level);

/* The figures of `level` (NULL for an unknown one). */
const RtLevelInfo *rt_ai_level_info(const char *level);

/* Creates a computer player of `level` whose own randomness (reaction
 * times, and easy's slips) comes from `seed`; opt may be NULL (the level
 * as it is).  TK_OK and *out (owned by the caller, rt_ai_free), TK_E_ARG
 * for an unknown level or options out of range, TK_E_NOMEM. */
int rt_ai_new(const char *level, uint64_t seed, const RtAIOptions *opt, RtAI **out);

/* Frees a player; NULL is allowed. */
void rt_ai_free(RtAI *ai);

/* The level's name (a constant). */
const char *rt_ai_level(const RtAI *ai);

/* Answers the question asked at view->now for view->seat: *out is an
 * intention the driver accepts (rt_intent_check).  The player remembers
 * what it answered (when it is due) and the last view it was shown, as
 * a bot does; a new round (view->round) starts it afresh.  Outside a
 * round the answer is `wait`.  TK_OK, TK_E_ARG. */
int rt_ai_decide(RtAI *ai, const RtView *view, RtIntent *out);

/* The player as a seat's agent for the driver: ask decides (events and
 * refusals change nothing: the player reads views).  *out refers to ai,
 * which stays the caller's and must outlive the agent's use. */
void rt_ai_agent(RtAI *ai, RtAgent *out);

#ifdef __cplusplus
}
#endif

#endif /* RT_AI_H */
