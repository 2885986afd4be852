/*
 * seatbot.h - Rack-O's bots for the match layer (MtBotOps): start and
 * hello, the match line, events (redacted by the bot library for the
 * bot's seat), one question per decision and the answer applied to the
 * game (a move the rules refuse fails the bot: the protocol checks
 * answers against the seat's view first).  seatbot.c implements it on the
 * bot protocol library (racko/bot.h).
 */
#ifndef PLAY_SEATBOT_H
#define PLAY_SEATBOT_H

#include "match/match.h"

extern const MtBotOps racko_seat_bots;

#endif /* PLAY_SEATBOT_H */
