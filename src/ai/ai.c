/*
 * ai.c - computer players: creation, the level table and the decision
 * dispatch.  Every strategy decides from a RackoView only.
 */
#include <stdlib.h>
#include <string.h>

#include "model.h"

static const char *const level_names[AI_LEVELS] = {
    "easy", "medium", "hard", "expert", "ruby", "acsl",
};

int ai_level_code(const char *name)
{
    if (!name) {
        return -1;
    }
    for (int i = 0; i < AI_LEVELS; i++) {
        if (strcmp(name, level_names[i]) == 0) {
            return i;
        }
    }
    return -1;
}

const char *ai_level_name(AiLevel level)
{
    return (level >= 0 && level < AI_LEVELS) ? level_names[level] : "?";
}

int racko_ai_level_valid(const char *level)
{
    return ai_level_code(level) >= 0;
}

int racko_ai_new(const char *level, uint64_t seed, RackoAI **out)
{
    if (!out) {
        return RACKO_E_ARG;
    }
    *out = NULL;
    int code = ai_level_code(level);
    if (code < 0) {
        return RACKO_E_ARG;
    }
    RackoAI *ai = calloc(1, sizeof *ai);
    if (!ai) {
        return RACKO_E_NOMEM;
    }
    ai->level = (AiLevel)code;
    racko_rng_seed(&ai->rng, seed);
    if (ai->level == AI_HARD || ai->level == AI_EXPERT) {
        int st = gap_table_new(&ai->tab);
        if (st != RACKO_OK) {
            free(ai);
            return st;
        }
    }
    *out = ai;
    return RACKO_OK;
}

void racko_ai_free(RackoAI *ai)
{
    if (ai) {
        gap_table_free(ai->tab);
    }
    free(ai);
}

const char *racko_ai_level(const RackoAI *ai)
{
    return ai ? ai_level_name(ai->level) : "";
}

/* 1 if the view is a decision the seat can take now. */
static int view_decides(const RackoView *v)
{
    if (v->to_act != v->seat || v->seat < 0 || v->seat >= v->config.players) {
        return 0;
    }
    if (v->phase == RACKO_PHASE_ECLAIR) {
        return v->offer > 0;
    }
    if (v->phase == RACKO_PHASE_PLACE) {
        return v->hand > 0;
    }
    return v->phase == RACKO_PHASE_DRAW;
}

int racko_ai_decide(RackoAI *ai, const RackoView *view, RackoAction *out)
{
    if (!ai || !view || !out) {
        return RACKO_E_ARG;
    }
    if (!view_decides(view)) {
        return RACKO_E_PHASE;
    }
    switch (ai->level) {
    case AI_EASY:
        return ai_easy_decide(ai, view, out);
    case AI_RUBY:
    case AI_ACSL:
        return ai_rule_decide(ai, view, out);
    case AI_MEDIUM:
        return ai_medium_decide(ai, view, out);
    case AI_HARD:
    case AI_EXPERT:
        return ai_strong_decide(ai, view, out);
    default:
        return ai_easy_decide(ai, view, out);
    }
}

int racko_ai_hint(const RackoView *view, uint64_t seed, RackoAction *out, char *reason,
                  size_t size)
{
    RackoAI *ai = NULL;
    if (!view || !out) {
        return RACKO_E_ARG;
    }
    int st = racko_ai_new("expert", seed, &ai);
    if (st != RACKO_OK) {
        return st;
    }
    st = racko_ai_decide(ai, view, out);
    racko_ai_free(ai);
    if (reason && size > 0) {
        reason[0] = '\0';
    }
    return st;
}
