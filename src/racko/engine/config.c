/* config.c - table configuration, rule names and status strings. */
#include <stdio.h>
#include <string.h>

#include "racko/engine.h"

static const struct {
    unsigned flag;
    const char *name;
} rule_names[] = {
    {RACKO_RULE_BONUS, "bonus"},   {RACKO_RULE_TWORUN, "tworun"},
    {RACKO_RULE_TEAMS, "teams"},   {RACKO_RULE_ECLAIR, "eclair"},
    {RACKO_RULE_TOKENS, "tokens"}, {RACKO_RULE_SHUFFLE, "shuffle"},
    {RACKO_RULE_ALL60, "all60"},
};
#define NRULES ((int)(sizeof rule_names / sizeof rule_names[0]))

const char *racko_status_string(int status)
{
    switch (status) {
    case RACKO_OK: return "ok";
    case RACKO_E_ARG: return "bad argument";
    case RACKO_E_CONFIG: return "table options not allowed";
    case RACKO_E_TURN: return "not your turn";
    case RACKO_E_PHASE: return "not possible now";
    case RACKO_E_SLOT: return "no such slot";
    case RACKO_E_RULE: return "against the rules";
    case RACKO_E_OVER: return "the round or match is over";
    case RACKO_E_NOMEM: return "out of memory";
    case RACKO_E_IO: return "file error";
    case RACKO_E_FORMAT: return "malformed game record";
    default: return "unknown status";
    }
}

const char *racko_rule_name(unsigned rule)
{
    for (int i = 0; i < NRULES; i++) {
        if (rule_names[i].flag == rule) {
            return rule_names[i].name;
        }
    }
    return NULL;
}

int racko_rules_parse(const char *list, unsigned *rules)
{
    if (list == NULL || rules == NULL) {
        return RACKO_E_ARG;
    }
    unsigned out = 0;
    const char *p = list;
    if (strcmp(list, "none") == 0 || *list == '\0') {
        *rules = 0;
        return RACKO_OK;
    }
    for (;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        int found = 0;
        for (int i = 0; i < NRULES; i++) {
            if (strlen(rule_names[i].name) == len && strncmp(rule_names[i].name, p, len) == 0) {
                out |= rule_names[i].flag;
                found = 1;
                break;
            }
        }
        if (!found) {
            return RACKO_E_ARG;
        }
        if (end == NULL) {
            break;
        }
        p = end + 1;
    }
    *rules = out;
    return RACKO_OK;
}

size_t racko_rules_format(unsigned rules, char *buf, size_t size)
{
    char tmp[128];
    size_t n = 0;
    tmp[0] = '\0';
    for (int i = 0; i < NRULES; i++) {
        if (rules & rule_names[i].flag) {
            n += (size_t)snprintf(tmp + n, sizeof tmp - n, "%s%s", n ? "," : "",
                                  rule_names[i].name);
        }
    }
    if (n == 0) {
        n = (size_t)snprintf(tmp, sizeof tmp, "none");
    }
    if (buf != NULL && size > 0) {
        snprintf(buf, size, "%s", tmp);
    }
    return n;
}

void racko_config_default(RackoConfig *cfg, int players)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->players = players;
    cfg->rules = RACKO_RULE_BONUS;
    cfg->target = 500;
    cfg->stake = 20;
    cfg->token_rounds = 10;
    cfg->turn_limit = RACKO_DEFAULT_TURN_LIMIT;
    cfg->first_dealer = -1;
    cfg->deck_size = 0;
}

int racko_config_deck_size(const RackoConfig *cfg)
{
    if (cfg->deck_size > 0) {
        return cfg->deck_size;
    }
    if ((cfg->rules & RACKO_RULE_ALL60) || cfg->players <= 1 || cfg->players >= 4) {
        return 60;
    }
    return cfg->players == 2 ? 40 : 50;
}

static int fail(char *msg, size_t size, const char *text)
{
    if (msg != NULL && size > 0) {
        snprintf(msg, size, "%s", text);
    }
    return RACKO_E_CONFIG;
}

int racko_config_check(const RackoConfig *cfg, char *msg, size_t size)
{
    if (cfg == NULL) {
        return fail(msg, size, "no configuration given");
    }
    if (cfg->players < 1 || cfg->players > RACKO_MAX_SEATS) {
        return fail(msg, size, "a table has 1 to 4 seats");
    }
    if (cfg->rules & ~(unsigned)RACKO_RULE_ALL) {
        return fail(msg, size, "unknown table option");
    }
    if ((cfg->rules & RACKO_RULE_TEAMS) && cfg->players != 4) {
        return fail(msg, size, "teams need exactly 4 seats");
    }
    if ((cfg->rules & RACKO_RULE_TWORUN) && cfg->players != 2) {
        return fail(msg, size, "the two-player run rule needs exactly 2 seats");
    }
    if ((cfg->rules & RACKO_RULE_TOKENS) && (cfg->rules & RACKO_RULE_TEAMS)) {
        return fail(msg, size, "tokens and teams cannot be combined");
    }
    if (cfg->target < 1 || cfg->target > 1000000) {
        return fail(msg, size, "the target score must be between 1 and 1000000");
    }
    if ((cfg->rules & RACKO_RULE_TOKENS) && (cfg->stake < 1 || cfg->stake > 100000)) {
        return fail(msg, size, "the token stake must be between 1 and 100000");
    }
    if ((cfg->rules & RACKO_RULE_TOKENS) && (cfg->token_rounds < 1 || cfg->token_rounds > 100000)) {
        return fail(msg, size, "a token match lasts 1 to 100000 rounds");
    }
    if (cfg->turn_limit < 1 || cfg->turn_limit > 1000000) {
        return fail(msg, size, "the turn limit must be between 1 and 1000000");
    }
    if (cfg->first_dealer < -1 || cfg->first_dealer >= cfg->players) {
        return fail(msg, size, "the first dealer must be a seat at the table");
    }
    if (cfg->deck_size != 0 &&
        (cfg->deck_size < RACKO_SLOTS * cfg->players + 2 || cfg->deck_size > RACKO_MAX_CARDS)) {
        return fail(msg, size, "the deck must hold 10 cards per seat plus 2, and at most 60");
    }
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    return RACKO_OK;
}

int racko_action_format(RackoAction a, char *buf, size_t size)
{
    switch (a.kind) {
    case RACKO_ACT_DEAL: return snprintf(buf, size, "deal");
    case RACKO_ACT_DRAW_DECK: return snprintf(buf, size, "deck");
    case RACKO_ACT_TAKE_DISCARD: return snprintf(buf, size, "discard-pile");
    case RACKO_ACT_PLACE: return snprintf(buf, size, "slot %d", a.slot + 1);
    case RACKO_ACT_DISCARD: return snprintf(buf, size, "discard");
    case RACKO_ACT_ECLAIR: return snprintf(buf, size, "eclair %d", a.slot + 1);
    default: return snprintf(buf, size, "unknown");
    }
}
