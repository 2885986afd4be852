/*
 * seatbot.h - Rummikub's bots for the match layer (MtBotOps): start and
 * hello, the match line, events (redacted by the bot library for the
 * bot's seat), `ask play` once per decision, the answer applied to the
 * game (a play the rules refuse is said to the bot, which is asked again;
 * after the turn's last refusal the seat draws), the turn timer's
 * withdrawal.  seatbot.c implements it on the bot protocol library
 * (rummikub/bot.h).
 */
#ifndef PLAY_SEATBOT_H
#define PLAY_SEATBOT_H

#include "match/match.h"

extern const MtBotOps rk_seat_bots;

#endif /* PLAY_SEATBOT_H */
