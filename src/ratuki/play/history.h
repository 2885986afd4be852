/*
 * history.h - inside Ratuki's table (src/ratuki/play): what history.c
 * needs of table.c.
 */
#ifndef PLAY_HISTORY_H
#define PLAY_HISTORY_H

#include "ratuki/engine.h"

/* The engine's game of the layer's game state (rt_table_class's), or
 * NULL; owned by the state. */
const RtGame *rt_table_state_game(const void *state);

#endif /* PLAY_HISTORY_H */
