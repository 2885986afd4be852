/*
 * seatbot.h - Ratuki's bots for the match layer (MtBotOps) and as agents
 * of the round driver (ratuki/driver.h), on the bot protocol library
 * (ratuki/bot.h).
 *
 * The layer starts a bot (launch, hello), tells it the match (begin) and,
 * on resuming, the replayed events of the match so far (event); from the
 * moment the table gives the bot to its round driver (seatbot_agent) the
 * driver tells it everything (the events, its state, the questions) and
 * the layer's event call only looks at its health.  A question is never
 * waited for inside the driver: the bot answers later (RT_AGENT_LATER) and
 * is polled, at most the wait set by seatbot_wait, so that a table can
 * hold its clock while a bot thinks (headless) or let it run (a person at
 * the table).
 */
#ifndef PLAY_SEATBOT_H
#define PLAY_SEATBOT_H

#include "match/match.h"
#include "ratuki/bot.h"
#include "ratuki/driver.h"

extern const MtBotOps rt_seat_bots;

/* The table of `game` (the layer's game: table.c's), for the match line. */
const RtConfig *table_config(const void *game);

/* The bot (a handle of rt_seat_bots) as its seat's agent for the driver,
 * into *out; from now on the driver tells it the events. */
void seatbot_agent(void *bot, RtAgent *out);

/* The next poll of the bot's answer waits at most wait_ms (then 0 again). */
void seatbot_wait(void *bot, int wait_ms);

/* 1 if a question to the bot is out, its answer not in yet. */
int seatbot_asked(const void *bot);

/* The protocol library's bot. */
RtBot *seatbot_bot(void *bot);

#endif /* PLAY_SEATBOT_H */
