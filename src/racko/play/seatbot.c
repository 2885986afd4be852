/*
 * seatbot.c - Rack-O's bots for the match layer (seatbot.h) on the bot
 * protocol library (racko/bot.h).
 */
#include <stdlib.h>

#include "kit/text.h"
#include "racko/bot.h"
#include "seatbot.h"

typedef struct SeatBot {
    RackoBot *bot;
    int asked; /* a question is out for the current decision */
} SeatBot;

static int launch(const char *command, int seat, int reply_ms, void **out, char *why,
                  size_t size)
{
    RackoBotOptions opt;
    SeatBot *b = calloc(1, sizeof *b);
    *out = NULL;
    if (b == NULL) {
        tk_text_message(why, size, "out of memory");
        return RACKO_E_NOMEM;
    }
    racko_bot_options_default(&opt);
    if (reply_ms > 0) {
        opt.reply_ms = reply_ms;
    }
    int st = racko_bot_start(command, seat, &opt, &b->bot, why, size);
    if (st != RACKO_OK) {
        free(b);
        return st;
    }
    *out = b;
    return RACKO_OK;
}

static int hello(void *bot, int wait_ms)
{
    RackoBotResult r = racko_bot_hello(((SeatBot *)bot)->bot, wait_ms);
    return r == RACKO_BOT_ANSWER ? 1 : r == RACKO_BOT_FAILED ? -1 : 0;
}

static const char *failure(const void *bot)
{
    return racko_bot_failure(((const SeatBot *)bot)->bot);
}

static const char *name(const void *bot)
{
    return racko_bot_name(((const SeatBot *)bot)->bot);
}

static int begin(void *bot, const void *game)
{
    return racko_bot_match(((SeatBot *)bot)->bot, racko_game_config(game));
}

static int event(void *bot, const void *ev)
{
    return racko_bot_event(((SeatBot *)bot)->bot, ev);
}

static MtBotStep step(void *bot, void *game, int seat, int wait_ms, char *why, size_t size)
{
    SeatBot *b = bot;
    RackoAction a;
    if (!b->asked) {
        if (racko_bot_ask(b->bot, racko_game_view(game, seat)) != RACKO_OK) {
            return MT_BOT_FAILED;
        }
        b->asked = 1;
    }
    RackoBotResult r = racko_bot_poll(b->bot, wait_ms, &a);
    if (r == RACKO_BOT_PENDING) {
        return MT_BOT_PENDING;
    }
    b->asked = 0;
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

static int watch(void *bot)
{
    SeatBot *b = bot;
    if (b->asked) {
        return RACKO_OK; /* its answer is the step's to read */
    }
    return racko_bot_poll(b->bot, 0, NULL) == RACKO_BOT_FAILED ? RACKO_E_IO : RACKO_OK;
}

static const char *log_of(void *bot, size_t *len)
{
    return racko_bot_log(((SeatBot *)bot)->bot, len);
}

static void free_bot(void *bot)
{
    SeatBot *b = bot;
    if (b != NULL) {
        racko_bot_free(b->bot);
        free(b);
    }
}

const MtBotOps racko_seat_bots = {
    .launch = launch,
    .hello = hello,
    .failure = failure,
    .name = name,
    .begin = begin,
    .event = event,
    .step = step,
    .withdraw = NULL, /* Rack-O has no turn timer */
    .watch = watch,
    .log = log_of,
    .free = free_bot,
};
