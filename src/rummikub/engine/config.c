/*
 * config.c - Rummikub's table options (rummikub/engine.h): the defaults,
 * their check, and setting one from text by the rules' names.
 */
#include <string.h>

#include "rummikub/engine.h"
#include "kit/text.h"

static const int timers[] = {0, 30, 45, 60, 90, 120};

void rk_config_default(RkConfig *cfg, int players)
{
    if (cfg == NULL) {
        return;
    }
    memset(cfg, 0, sizeof *cfg);
    cfg->players = players;
    cfg->timer = RK_TIMER_DEFAULT;
    cfg->games = RK_GAMES_DEFAULT;
    cfg->first = -1;
}

static int timer_allowed(int t)
{
    for (size_t i = 0; i < sizeof timers / sizeof timers[0]; i++) {
        if (timers[i] == t) {
            return 1;
        }
    }
    return 0;
}

int rk_config_check(const RkConfig *cfg, char *msg, size_t size)
{
    if (cfg == NULL) {
        tk_text_message(msg, size, "no configuration");
        return TK_E_CONFIG;
    }
    if (cfg->players < RK_MIN_SEATS || cfg->players > RK_MAX_SEATS) {
        tk_text_message(msg, size, "Rummikub is played by %d to %d seats, not %d", RK_MIN_SEATS,
                        RK_MAX_SEATS, cfg->players);
        return TK_E_CONFIG;
    }
    if (!timer_allowed(cfg->timer)) {
        tk_text_message(msg, size, "the turn timer is 0 (none), 30, 45, 60, 90 or 120 seconds, not %d",
                        cfg->timer);
        return TK_E_CONFIG;
    }
    if (cfg->games < 1 || cfg->games > RK_GAMES_MAX) {
        tk_text_message(msg, size, "a match has 1 to %d games, not %d", RK_GAMES_MAX, cfg->games);
        return TK_E_CONFIG;
    }
    if (cfg->first < -1 || cfg->first >= cfg->players) {
        tk_text_message(msg, size, "the starting seat is the draw or a seat 1..%d, not %d",
                        cfg->players, cfg->first + 1);
        return TK_E_CONFIG;
    }
    return TK_OK;
}

int rk_config_option(RkConfig *cfg, const char *name, const char *value, char *msg, size_t size)
{
    if (cfg == NULL || name == NULL || value == NULL) {
        tk_text_message(msg, size, "no option");
        return TK_E_CONFIG;
    }
    long v = 0;
    if (strcmp(name, "timer") == 0) {
        if (tk_text_parse_long(value, strlen(value), 0, 120, &v) != TK_OK || !timer_allowed((int)v)) {
            tk_text_message(msg, size, "timer is 0 (none), 30, 45, 60, 90 or 120 (seconds)");
            return TK_E_CONFIG;
        }
        cfg->timer = (int)v;
        return TK_OK;
    }
    if (strcmp(name, "games") == 0) {
        if (tk_text_parse_long(value, strlen(value), 1, RK_GAMES_MAX, &v) != TK_OK) {
            tk_text_message(msg, size, "games is a number of games from 1 to %d", RK_GAMES_MAX);
            return TK_E_CONFIG;
        }
        cfg->games = (int)v;
        return TK_OK;
    }
    tk_text_message(msg, size, "unknown table option (the options are timer and games)");
    return TK_E_CONFIG;
}
