/*
 * config.c - Ratuki's table options (ratuki/engine.h).
 */
#include <string.h>

#include "kit/text.h"
#include "ratuki/engine.h"

void rt_config_default(RtConfig *cfg, int players)
{
    if (cfg == NULL) {
        return;
    }
    memset(cfg, 0, sizeof *cfg);
    cfg->players = players;
    cfg->target = RT_TARGET_DEFAULT;
    cfg->window = RT_WINDOW_DEFAULT;
}

int rt_config_check(const RtConfig *cfg, char *msg, size_t size)
{
    if (cfg == NULL) {
        tk_text_message(msg, size, "no table options");
        return TK_E_ARG;
    }
    if (cfg->players < RT_MIN_SEATS || cfg->players > RT_MAX_SEATS) {
        tk_text_message(msg, size, "Ratuki is played by %d to %d players, not %d.", RT_MIN_SEATS,
                        RT_MAX_SEATS, cfg->players);
        return TK_E_CONFIG;
    }
    if (cfg->target < 0 || cfg->target > RT_TARGET_MAX) {
        tk_text_message(msg, size, "The target score is 1 to %d (or one round), not %d.",
                        RT_TARGET_MAX, cfg->target);
        return TK_E_CONFIG;
    }
    if (cfg->window < 0 || cfg->window > RT_WINDOW_MAX) {
        tk_text_message(msg, size, "The tie window is 0 to %d ms, not %d.", RT_WINDOW_MAX,
                        cfg->window);
        return TK_E_CONFIG;
    }
    return TK_OK;
}

int rt_config_option(RtConfig *cfg, const char *name, const char *value, char *msg, size_t size)
{
    long v = 0;
    RtConfig c;
    if (cfg == NULL || name == NULL || value == NULL) {
        tk_text_message(msg, size, "no option");
        return TK_E_CONFIG;
    }
    c = *cfg;
    if (strcmp(name, "target") == 0) {
        if (strcmp(value, "one-round") == 0) {
            c.target = 0;
        } else if (tk_text_parse_long(value, strlen(value), 1, RT_TARGET_MAX, &v) == TK_OK) {
            c.target = (int)v;
        } else {
            tk_text_message(msg, size, "The target score is 1 to %d, or one-round.", RT_TARGET_MAX);
            return TK_E_CONFIG;
        }
    } else if (strcmp(name, "window") == 0) {
        if (tk_text_parse_long(value, strlen(value), 0, RT_WINDOW_MAX, &v) != TK_OK) {
            tk_text_message(msg, size, "The tie window is 0 to %d ms.", RT_WINDOW_MAX);
            return TK_E_CONFIG;
        }
        c.window = (int)v;
    } else if (strcmp(name, "players") == 0) {
        if (tk_text_parse_long(value, strlen(value), RT_MIN_SEATS, RT_MAX_SEATS, &v) != TK_OK) {
            tk_text_message(msg, size, "Ratuki is played by %d to %d players.", RT_MIN_SEATS,
                            RT_MAX_SEATS);
            return TK_E_CONFIG;
        }
        c.players = (int)v;
    } else {
        tk_text_message(msg, size, "Ratuki has no table option '%s' (target, window, players).",
                        name);
        return TK_E_CONFIG;
    }
    *cfg = c;
    return TK_OK;
}
