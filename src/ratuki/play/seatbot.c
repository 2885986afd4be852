/*
 * seatbot.c - Ratuki's bots for the match layer and the round driver
 * (seatbot.h) on the bot protocol library (ratuki/bot.h).
 */
#include <stdlib.h>
#include <string.h>

#include "kit/text.h"
#include "seatbot.h"

typedef struct SeatBot {
    RtBot *bot;
    int driven;  /* the driver tells it everything now */
    int asked;   /* a question is out */
    int wait_ms; /* the next poll's wait */
} SeatBot;

/* ---- the layer's side ---- */

static int launch(const char *command, int seat, int reply_ms, void **out, TkBot **tk, char *why,
                  size_t size)
{
    RtBotOptions opt = {reply_ms > 0 ? reply_ms : 0, 0};
    SeatBot *b = calloc(1, sizeof *b);
    *out = NULL;
    *tk = NULL;
    if (b == NULL) {
        tk_text_message(why, size, "out of memory");
        return TK_E_NOMEM;
    }
    int st = rt_bot_launch(command, seat, &opt, &b->bot, why, size);
    if (st != TK_OK) {
        free(b);
        return st;
    }
    *out = b;
    *tk = rt_bot_transport(b->bot);
    return TK_OK;
}

static void hello(void *bot, int wait_ms)
{
    (void)rt_bot_hello(((SeatBot *)bot)->bot, wait_ms);
}

/* What the layer asks of the bot: the match. */
static int begin(void *bot, const void *game)
{
    return rt_bot_match(seatbot_bot(bot), table_config(game));
}

/* A question closed by the round's end (the library drops its answer). */
static void closed_by(SeatBot *b, const RtEvent *ev)
{
    if (ev->kind == RT_EV_ROUND_END || ev->kind == RT_EV_MATCH_END) {
        b->asked = 0;
    }
}

static int layer_event(void *bot, const void *event)
{
    SeatBot *b = bot;
    if (b->driven) {
        /* The driver told it already, in its order; only its health here. */
        return rt_bot_failed(b->bot) ? TK_E_IO : TK_OK;
    }
    closed_by(b, event);
    return rt_bot_event(b->bot, event) == TK_E_IO ? TK_E_IO : TK_OK;
}

static int watch(void *bot)
{
    SeatBot *b = bot;
    RtIntent in;
    char why[200];
    if (b->asked) {
        return TK_OK; /* its answer is the driver's to read */
    }
    return rt_bot_poll(b->bot, 0, &in, why, sizeof why) == RT_BOT_FAILED ? TK_E_IO : TK_OK;
}

static void free_bot(void *bot)
{
    if (bot != NULL) {
        rt_bot_free(seatbot_bot(bot)); /* `bye`, then the process is gone */
    }
    free(bot);
}

/* By time: the table's driver asks its bots (no step, no withdrawal). */
const MtBotOps rt_seat_bots = {
    .launch = launch, .hello = hello, .begin = begin, .event = layer_event, .step = NULL,
    .withdraw = NULL, .watch = watch, .free = free_bot,
};

/* ---- the driver's side ---- */

static int agent_event(void *self, const RtEvent *ev, char *why, size_t size)
{
    SeatBot *b = self;
    closed_by(b, ev);
    int st = rt_bot_event(b->bot, ev);
    if (st != TK_OK) {
        tk_text_message(why, size, "%s", rt_bot_failure(b->bot));
    }
    return st;
}

/* The bot's answer as the driver takes it. */
static int reply(SeatBot *b, RtBotResult r)
{
    switch (r) {
    case RT_BOT_ANSWER:
        b->asked = 0;
        return RT_AGENT_ANSWER;
    case RT_BOT_REFUSED:
        b->asked = 0;
        return RT_AGENT_REFUSED;
    case RT_BOT_FAILED:
        b->asked = 0;
        return RT_AGENT_FAILED;
    default:
        return RT_AGENT_LATER;
    }
}

static int agent_ask(void *self, const RtView *view, int tell, RtIntent *out, char *why,
                     size_t size)
{
    SeatBot *b = self;
    int st = rt_bot_tell(b->bot, view, tell);
    if (st != TK_OK) {
        tk_text_message(why, size, "%s",
                        st == TK_E_IO ? rt_bot_failure(b->bot) : "the bot was asked out of turn");
        b->asked = 0;
        return RT_AGENT_FAILED;
    }
    if (!(tell & RT_TELL_ASK)) {
        return RT_AGENT_ANSWER;
    }
    b->asked = 1;
    return reply(b, rt_bot_poll(b->bot, 0, out, why, size));
}

static int agent_poll(void *self, RtIntent *out, char *why, size_t size)
{
    SeatBot *b = self;
    int wait = b->wait_ms;
    b->wait_ms = 0;
    return reply(b, rt_bot_poll(b->bot, wait, out, why, size));
}

static int agent_refused(void *self, const char *text, char *why, size_t size)
{
    SeatBot *b = self;
    int st = rt_bot_refused(b->bot, text);
    if (st != TK_OK) {
        tk_text_message(why, size, "%s", rt_bot_failure(b->bot));
    }
    return st;
}

static const RtAgentOps agent_ops = {agent_event, agent_ask, agent_poll, agent_refused};

void seatbot_agent(void *bot, RtAgent *out)
{
    SeatBot *b = bot;
    b->driven = 1;
    out->ops = &agent_ops;
    out->self = b;
}

void seatbot_wait(void *bot, int wait_ms)
{
    ((SeatBot *)bot)->wait_ms = wait_ms > 0 ? wait_ms : 0;
}

int seatbot_asked(const void *bot)
{
    return ((const SeatBot *)bot)->asked;
}

RtBot *seatbot_bot(void *bot)
{
    return ((SeatBot *)bot)->bot;
}
