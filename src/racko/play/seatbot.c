/*
 * seatbot.c - Rack-O's bots for the match layer (seatbot.h) on the bot
 * protocol library (racko/bot.h).
 */
#include <stdlib.h>

#include "kit/text.h"
#include "racko/bot.h"
#include "seatbot.h"

/* The seat's bot is the protocol's handle itself (the layer keeps whether
 * a question is out). */

static int launch(const char *command, int seat, int reply_ms, void **out, TkBot **tk, char *why,
                  size_t size)
{
    RackoBotOptions opt = {reply_ms, 0, 0}; /* 0: the protocol's own */
    RackoBot *b = NULL;
    int st = racko_bot_start(command, seat, &opt, &b, why, size);
    *out = b;
    *tk = racko_bot_transport(b);
    return st;
}

static void hello(void *bot, int wait_ms)
{
    (void)racko_bot_hello(bot, wait_ms);
}

static int begin(void *bot, const void *game)
{
    return racko_bot_match(bot, racko_game_config(game));
}

static int event(void *bot, const void *ev)
{
    return racko_bot_event(bot, ev);
}

static MtBotStep step(void *bot, void *game, int seat, int ask, int wait_ms, char *why,
                      size_t size)
{
    RackoAction a;
    if (ask && racko_bot_ask(bot, racko_game_view(game, seat)) != RACKO_OK) {
        return MT_BOT_FAILED;
    }
    RackoBotResult r = racko_bot_poll(bot, wait_ms, &a);
    if (r == RACKO_BOT_PENDING) {
        return MT_BOT_PENDING;
    }
    if (r == RACKO_BOT_IDLE) {
        /* The library has no question out although one was asked: asking
           again would send the bot a question twice, so the computer
           takes over rather than risk a loop. */
        tk_text_message(why, size, "its question was lost");
        return MT_BOT_FAILED;
    }
    if (r == RACKO_BOT_FAILED) {
        return MT_BOT_FAILED;
    }
    if (racko_apply(game, seat, a) != RACKO_OK) {
        tk_text_message(why, size, "%s", racko_game_error(game));
        return MT_BOT_ILLEGAL;
    }
    return MT_BOT_ACTED;
}

/* A bot nobody asks anything: one that failed (exited, wrote unasked). */
static int watch(void *bot)
{
    return racko_bot_poll(bot, 0, NULL) == RACKO_BOT_FAILED ? RACKO_E_IO : RACKO_OK;
}

static void free_bot(void *bot)
{
    racko_bot_free(bot);
}

/* Rack-O has no turn timer: nothing to withdraw. */
const MtBotOps racko_seat_bots = {
    .launch = launch, .hello = hello, .begin = begin, .event = event, .step = step,
    .withdraw = NULL, .watch = watch, .free = free_bot,
};
