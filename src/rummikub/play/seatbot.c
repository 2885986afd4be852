/*
 * seatbot.c - Rummikub's bots for the match layer (seatbot.h) on the bot
 * protocol library (rummikub/bot.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/text.h"
#include "rummikub/bot.h"
#include "seatbot.h"

typedef struct SeatBot {
    RkBot *bot;
    RkView view; /* room for the seat's view */
    RkMove move; /* room for its answer */
} SeatBot;

static int launch(const char *command, int seat, int reply_ms, void **out, TkBot **tk, char *why,
                  size_t size)
{
    RkBotOptions opt = {reply_ms, 0, 0}; /* 0: the protocol's own */
    SeatBot *b = calloc(1, sizeof *b);
    *out = b;
    *tk = NULL;
    if (b == NULL) {
        tk_text_message(why, size, "out of memory");
        return TK_E_NOMEM;
    }
    int st = rk_bot_launch(command, seat, &opt, &b->bot, why, size);
    if (st != TK_OK) {
        free(b);
        *out = NULL;
        return st;
    }
    *tk = rk_bot_transport(b->bot);
    return TK_OK;
}

static void hello(void *bot, int wait_ms)
{
    (void)rk_bot_hello(((SeatBot *)bot)->bot, wait_ms);
}

static int begin(void *bot, const void *game)
{
    return rk_bot_match(((SeatBot *)bot)->bot, rk_game_config(game));
}

static int event(void *bot, const void *ev)
{
    return rk_bot_event(((SeatBot *)bot)->bot, ev);
}

/* The bot's answer: RK_BOT_ANSWER with b->move, or RK_BOT_PENDING /
 * REFUSED / FAILED as the library says, `why` set when it failed. */
static RkBotResult answer(SeatBot *b, RkGame *g, int seat, int ask, int wait_ms, char *why,
                          size_t size)
{
    if (ask &&
        (rk_game_view(g, seat, &b->view) != TK_OK || rk_bot_ask(b->bot, &b->view) != TK_OK)) {
        return RK_BOT_FAILED;
    }
    RkBotResult r = rk_bot_poll(b->bot, wait_ms, &b->move);
    if (r == RK_BOT_IDLE) {
        /* No question out although one was asked: asking again would send
           it twice, so the computer takes over rather than risk a loop. */
        tk_text_message(why, size, "its question was lost");
        return RK_BOT_FAILED;
    }
    return r;
}

static MtBotStep step(void *bot, void *game, int seat, int ask, int wait_ms, char *why,
                      size_t size)
{
    SeatBot *b = bot;
    RkGame *g = game;
    RkBotResult r = answer(b, g, seat, ask, wait_ms, why, size);
    if (r == RK_BOT_PENDING) {
        return MT_BOT_PENDING;
    }
    if (r == RK_BOT_FAILED) {
        return MT_BOT_FAILED;
    }
    if (r == RK_BOT_ANSWER && b->move.kind == RK_ACT_PLAY) {
        /* A bot sends the whole table in an order of its own: its sets go
           where they lay before, so the table does not shuffle on screen. */
        rk_table_order_like(rk_game_table(g), &b->move.table);
        if (rk_apply(g, seat, RK_ACT_PLAY, &b->move.table) == TK_OK) {
            return MT_BOT_ACTED;
        }
        /* Refused: said to the bot, which is asked again (still pending
           for the layer); after the turn's last refusal the seat draws
           (the protocol). */
        r = rk_bot_refuse(b->bot, rk_game_error(g));
        if (r == RK_BOT_PENDING) {
            return MT_BOT_PENDING;
        }
        if (r == RK_BOT_IDLE) {
            tk_text_message(why, size, "its answer was lost");
            return MT_BOT_FAILED;
        }
        if (r == RK_BOT_FAILED) {
            return MT_BOT_FAILED;
        }
    }
    /* `draw`, or the turn's last refusal. */
    if (rk_apply(g, seat, RK_ACT_DRAW, NULL) != TK_OK) {
        tk_text_message(why, size, "%s", rk_game_error(g));
        return MT_BOT_ILLEGAL;
    }
    return MT_BOT_ACTED;
}

/* A bot nobody asks anything: one that failed (exited, wrote unasked). */
static int watch(void *bot)
{
    return rk_bot_poll(((SeatBot *)bot)->bot, 0, NULL) == RK_BOT_FAILED ? TK_E_IO : TK_OK;
}

static void free_bot(void *bot)
{
    SeatBot *b = bot;
    if (b != NULL) {
        rk_bot_free(b->bot);
        free(b);
    }
}

/* The turn timer's withdrawal: the library forgets the question itself
 * (its penalty event), the layer that it asked. */
const MtBotOps rk_seat_bots = {.launch = launch, .hello = hello, .begin = begin, .event = event,
                               .step = step, .withdraw = NULL, .watch = watch, .free = free_bot};
