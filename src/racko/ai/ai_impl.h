/* ai_impl.h - the body of RackoAI and the strategies, private to src/racko/ai. */
#ifndef RACKO_AI_IMPL_H
#define RACKO_AI_IMPL_H

#include "racko/ai.h"

typedef enum AiLevel {
    AI_EASY = 0,
    AI_MEDIUM,
    AI_HARD,
    AI_EXPERT,
    AI_RUBY,
    AI_ACSL,
    AI_LEVELS
} AiLevel;

typedef struct GapTable GapTable;

struct RackoAI {
    AiLevel level;
    TkRng rng;
    GapTable *tab; /* hard and expert: the gap model (owned) */
};

/* Level name <-> code; -1 for an unknown name. */
int ai_level_code(const char *name);
const char *ai_level_name(AiLevel level);

/* The simple strategies (simple.c): easy and the two published baselines. */
int ai_easy_decide(RackoAI *ai, const RackoView *v, RackoAction *out);
int ai_rule_decide(RackoAI *ai, const RackoView *v, RackoAction *out);

/* Medium (medium.c). */
int ai_medium_decide(RackoAI *ai, const RackoView *v, RackoAction *out);

/* Hard and expert (strong.c). */
int ai_strong_decide(RackoAI *ai, const RackoView *v, RackoAction *out);
/* The slot a strong player would give `card` if it had to place it. */
int ai_strong_slot_for(RackoAI *ai, const RackoView *v, int card);

/* Shared helpers (simple.c). */
int ai_top_discard(const RackoView *v);
/* The slot where a tworun rack gains a run by taking `card` while the rack
 * stays in order around it, or -1. */
int ai_tworun_slot(const RackoView *v, const int rack[RACKO_SLOTS], int card);
/* 1 if the rule of runs of three applies to this table. */
int ai_tworun(const RackoView *v);
/* Nearest empty slot to `slot` (lightning deal); -1 if none. */
int ai_nearest_empty(const int rack[RACKO_SLOTS], int slot, int prefer_up);

#endif /* RACKO_AI_IMPL_H */
