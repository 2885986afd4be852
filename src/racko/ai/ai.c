/*
 * ai.c - computer players: creation, the level table and the decision
 * dispatch.  Every strategy decides from a RackoView only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "model.h"

static const char *const level_names[AI_LEVELS + 1] = {
    "easy", "medium", "hard", "expert", "ruby", "acsl", NULL,
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

const char *const *racko_ai_levels(void)
{
    return level_names;
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
    tk_rng_seed(&ai->rng, seed);
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

/* "between 19 and 27", "above 19", "below 27" or "" for a card in slot j
 * of rack (the slot's own card not counted). */
static void fit_words(const int rack[RACKO_SLOTS], int j, int card, char *buf, size_t size)
{
    int lo = j > 0 ? rack[j - 1] : 0;
    int hi = j < RACKO_SLOTS - 1 ? rack[j + 1] : 0;
    int lo_ok = lo > 0 && lo < card;
    int hi_ok = hi > 0 && hi > card;
    if (lo_ok && hi_ok) {
        tk_fmt(buf, size, _("it fits between %d and %d"), lo, hi);
    } else if (j == 0 && hi_ok) {
        tk_fmt(buf, size, _("it is low enough for the front, below %d"), hi);
    } else if (j == RACKO_SLOTS - 1 && lo_ok) {
        tk_fmt(buf, size, _("it is high enough for the back, above %d"), lo);
    } else if (lo_ok) {
        tk_fmt(buf, size, _("it goes above %d"), lo);
    } else if (hi_ok) {
        tk_fmt(buf, size, _("it goes below %d"), hi);
    } else {
        snprintf(buf, size, "%s", _("it starts a better run of cards there"));
    }
}

/* The lightning deal's words for card in empty slot j: where it stands
 * among the cards placed so far (empty slots skipped), or, when it fits in
 * order nowhere, how few it clashes with. */
static void eclair_words(const int rack[RACKO_SLOTS], int j, int card, char *buf, size_t size)
{
    int lo = 0, hi = 0, clash = 0, clash_card = 0;
    for (int k = 0; k < RACKO_SLOTS; k++) {
        if (rack[k] <= 0) {
            continue;
        }
        if (k < j) {
            lo = rack[k];
        } else if (k > j && hi == 0) {
            hi = rack[k];
        }
        if ((k < j && rack[k] > card) || (k > j && rack[k] < card)) {
            clash++;
            clash_card = rack[k];
        }
    }
    if (clash == 1) {
        tk_fmt(buf, size, _("no empty slot keeps it in order; there it is out of order only "
                            "with the %d"), clash_card);
    } else if (clash > 1) {
        tk_fmt(buf, size, _("no empty slot keeps it in order; there it is out of order with "
                            "the fewest cards (%d)"), clash);
    } else if (lo > 0 && hi > 0) {
        tk_fmt(buf, size, _("it fits between %d and %d"), lo, hi);
    } else if (hi > 0) {
        tk_fmt(buf, size, _("it goes below %d"), hi);
    } else if (lo > 0) {
        tk_fmt(buf, size, _("it goes above %d"), lo);
    } else {
        tk_fmt(buf, size, _("about where a %d belongs in a sorted rack"), card);
    }
}

static int sorted_after(const int rack[RACKO_SLOTS], int j, int card)
{
    int r[RACKO_SLOTS];
    memcpy(r, rack, sizeof r);
    r[j] = card;
    return racko_rack_sorted(r);
}

/* The name of slot j: labels[j], or "1".."10" without labels. */
static const char *slot_name(const char *const *labels, int j, char *buf, size_t size)
{
    if (labels != NULL && labels[j] != NULL) {
        return labels[j];
    }
    snprintf(buf, size, "%d", j + 1);
    return buf;
}

static void hint_reason(RackoAI *ai, const RackoView *v, RackoAction a,
                        const char *const *labels, char *reason, size_t size)
{
    char num[12];
    char fit[200];
    int top = ai_top_discard(v);
    switch (a.kind) {
    case RACKO_ACT_ECLAIR:
        eclair_words(v->rack, a.slot, v->offer, fit, sizeof fit);
        tk_fmt(reason, size, _("slot %s: %s"), slot_name(labels, a.slot, num, sizeof num), fit);
        break;
    case RACKO_ACT_TAKE_DISCARD: {
        int j = ai_strong_slot_for(ai, v, top);
        if (j >= 0 && sorted_after(v->rack, j, top)) {
            tk_fmt(reason, size,
                   _("take the %d from the discard pile: in slot %s it completes your rack"), top,
                   slot_name(labels, j, num, sizeof num));
        } else if (j >= 0) {
            fit_words(v->rack, j, top, fit, sizeof fit);
            tk_fmt(reason, size, _("take the %d from the discard pile for slot %s: %s"), top,
                   slot_name(labels, j, num, sizeof num), fit);
        } else {
            tk_fmt(reason, size, _("take the %d from the discard pile"), top);
        }
        break;
    }
    case RACKO_ACT_DRAW_DECK:
        if (top > 0) {
            tk_fmt(reason, size, _("take a card from the draw pile: the %d on the discard pile "
                                   "does not help you enough"), top);
        } else {
            snprintf(reason, size, "%s", _("take a card from the draw pile"));
        }
        break;
    case RACKO_ACT_PLACE:
        if (sorted_after(v->rack, a.slot, v->hand)) {
            tk_fmt(reason, size, _("slot %s: that puts your whole rack in order"),
                   slot_name(labels, a.slot, num, sizeof num));
        } else {
            fit_words(v->rack, a.slot, v->hand, fit, sizeof fit);
            tk_fmt(reason, size, _("slot %s: %s"), slot_name(labels, a.slot, num, sizeof num), fit);
        }
        break;
    case RACKO_ACT_DISCARD:
        tk_fmt(reason, size, _("discard the %d: it does not improve your rack"), v->hand);
        break;
    default:
        reason[0] = '\0';
        break;
    }
}

int racko_ai_hint(const RackoView *view, uint64_t seed, RackoAction *out, char *reason,
                  size_t size)
{
    return racko_ai_hint_named(view, seed, NULL, out, reason, size);
}

int racko_ai_hint_named(const RackoView *view, uint64_t seed, const char *const *labels,
                        RackoAction *out, char *reason, size_t size)
{
    RackoAI *ai = NULL;
    if (!view || !out) {
        return RACKO_E_ARG;
    }
    if (reason && size > 0) {
        reason[0] = '\0';
    }
    int st = racko_ai_new("expert", seed, &ai);
    if (st != RACKO_OK) {
        return st;
    }
    st = racko_ai_decide(ai, view, out);
    if (st == RACKO_OK && reason && size > 0) {
        hint_reason(ai, view, *out, labels, reason, size);
    }
    racko_ai_free(ai);
    return st;
}
