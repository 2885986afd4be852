/*
 * bot.c - a Ratuki seat played by an outside program through the Ratuki
 * bot protocol (ratuki/bot.h): the conversation (hello, the match line,
 * information lines, state, `ask T`, answers, `refused`) on the kit's bot
 * transport (kit/bot.h), which carries the lines and watches the program:
 * framing, queued writes, reply limits, floods, exits, the log, `bye`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/text.h"
#include "ratuki/bot.h"

/* Ratuki's one question after the hello (kit/bot.h numbers the hello). */
enum { Q_ASK = TK_BOT_Q_HELLO + 1 };

struct RtBot {
    TkBotAsk ask; /* the transport, the question out, the answers a round's end closed */
    int seat;
    int players;
    int match_sent;
    int ask_time; /* T of the question being asked */
    char text[RT_BOT_EVENT_TEXT];
};

/* Writes, reads, notices floods and exits. */
static int service(RtBot *bot)
{
    return tk_bot_ask_pump(&bot->ask);
}

/* ---- life ---- */

int rt_bot_launch(const char *command, int seat, const RtBotOptions *opt, RtBot **out,
                  char *msg, size_t size)
{
    if (out != NULL) {
        *out = NULL;
    }
    if (command == NULL || out == NULL || seat < 0 || seat >= RT_MAX_SEATS) {
        tk_text_message(msg, size, "bad arguments to rt_bot_start");
        return TK_E_ARG;
    }
    RtBot *bot = calloc(1, sizeof *bot);
    if (bot == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    bot->seat = seat;
    bot->ask.refusal = "refused";
    bot->ask.line_max = RT_BOT_LINE_MAX;
    bot->ask.reply_ms = opt != NULL && opt->reply_ms > 0 ? opt->reply_ms : RT_BOT_REPLY_MS;
    bot->ask.stale_ms = bot->ask.reply_ms;
    bot->ask.max_refusals = 1;
    TkBotOptions topt;
    memset(&topt, 0, sizeof topt);
    topt.line_max = RT_BOT_LINE_MAX + 2; /* the CR (not counted) and the LF */
    topt.log_max = opt != NULL && opt->log_max > 0 ? opt->log_max : RT_BOT_LOG_MAX;
    topt.bye = "bye";
    char hello[16];
    snprintf(hello, sizeof hello, "rtb %d", RT_BOT_PROTOCOL);
    int st = tk_bot_ask_start(&bot->ask, command, &topt, hello, msg, size);
    if (st != TK_OK) {
        rt_bot_free(bot);
        return st;
    }
    (void)service(bot);
    *out = bot;
    return TK_OK;
}

RtBotResult rt_bot_hello(RtBot *bot, int wait_ms)
{
    if (bot == NULL || tk_bot_failed(bot->ask.tk)) {
        return RT_BOT_FAILED;
    }
    if (tk_bot_greeted(bot->ask.tk)) {
        return RT_BOT_ANSWER;
    }
    const char *line = "";
    char why[200], quoted[48];
    switch (tk_bot_read(bot->ask.tk, wait_ms > 0 ? wait_ms : 0, &line)) {
    case TK_BOT_LINE:
        if (tk_bot_take_hello(bot->ask.tk, line, why, sizeof why) == TK_OK) {
            tk_bot_ask_close(&bot->ask);
            return RT_BOT_ANSWER;
        }
        tk_bot_quote(line, quoted, sizeof quoted);
        tk_bot_fail(bot->ask.tk, "answered the greeting with %s: %s", quoted, why);
        return RT_BOT_FAILED;
    case TK_BOT_TOO_LONG:
    case TK_BOT_BINARY:
        tk_bot_fail(bot->ask.tk, "answered the greeting with a line that is not printable ASCII or too long");
        return RT_BOT_FAILED;
    case TK_BOT_LATE:
        tk_bot_fail_late(bot->ask.tk);
        return RT_BOT_FAILED;
    case TK_BOT_FAILED:
        return RT_BOT_FAILED;
    default:
        return tk_bot_failed(bot->ask.tk) ? RT_BOT_FAILED : RT_BOT_PENDING;
    }
}

int rt_bot_start(const char *command, int seat, const RtBotOptions *opt, RtBot **out, char *msg,
                 size_t size)
{
    RtBot *bot = NULL;
    if (out != NULL) {
        *out = NULL;
    }
    int st = rt_bot_launch(command, seat, opt, &bot, msg, size);
    if (st != TK_OK) {
        return st;
    }
    RtBotResult r;
    do {
        r = rt_bot_hello(bot, bot->ask.reply_ms);
    } while (r == RT_BOT_PENDING);
    if (r != RT_BOT_ANSWER) {
        tk_bot_failure_line(bot->ask.tk, msg, size);
        rt_bot_free(bot);
        return TK_E_IO;
    }
    *out = bot;
    return TK_OK;
}

void rt_bot_free(RtBot *bot)
{
    if (bot == NULL) {
        return;
    }
    tk_bot_free(bot->ask.tk);
    free(bot);
}

const char *rt_bot_name(const RtBot *bot)
{
    return tk_bot_name(bot != NULL ? bot->ask.tk : NULL);
}

int rt_bot_seat(const RtBot *bot)
{
    return bot != NULL ? bot->seat : -1;
}

int rt_bot_failed(const RtBot *bot)
{
    return bot != NULL && tk_bot_failed(bot->ask.tk);
}

const char *rt_bot_failure(const RtBot *bot)
{
    return bot != NULL ? tk_bot_failure(bot->ask.tk) : "";
}

const char *rt_bot_log(RtBot *bot, size_t *len)
{
    return tk_bot_log(bot != NULL ? bot->ask.tk : NULL, len);
}

TkBot *rt_bot_transport(RtBot *bot)
{
    return bot != NULL ? bot->ask.tk : NULL;
}

void rt_bot_log_tail(const RtBot *bot, char *buf, size_t size)
{
    tk_bot_log_tail(bot != NULL ? bot->ask.tk : NULL, buf, size);
}

/* ---- the match ---- */

int rt_bot_match(RtBot *bot, const RtConfig *cfg)
{
    char line[128];
    if (bot == NULL || cfg == NULL) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return TK_E_IO;
    }
    if (!tk_bot_greeted(bot->ask.tk) || bot->match_sent) {
        return TK_E_PHASE;
    }
    if (rt_config_check(cfg, NULL, 0) != TK_OK || bot->seat >= cfg->players) {
        return TK_E_CONFIG;
    }
    rt_bot_match_line(cfg, bot->seat, line, sizeof line);
    int st = tk_bot_send(bot->ask.tk, "%s", line);
    if (st != TK_OK) {
        return tk_bot_failed(bot->ask.tk) ? TK_E_IO : st;
    }
    bot->match_sent = 1;
    bot->players = cfg->players;
    return service(bot);
}

int rt_bot_event(RtBot *bot, const RtEvent *ev)
{
    if (bot == NULL || ev == NULL) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return TK_E_IO;
    }
    if (!bot->match_sent) {
        return TK_E_PHASE;
    }
    if (rt_bot_event_text(ev, bot->players, bot->text, sizeof bot->text) < 0) {
        return TK_E_ARG;
    }
    if ((ev->kind == RT_EV_ROUND_END || ev->kind == RT_EV_MATCH_END) && bot->ask.q == Q_ASK) {
        /* The round is over: the answer, when it comes, is dropped. */
        tk_bot_ask_drop(&bot->ask);
    }
    int st = tk_bot_ask_send_lines(&bot->ask, bot->text);
    if (ev->kind == RT_EV_MATCH_END) {
        tk_bot_finish(bot->ask.tk);
    }
    return st != TK_OK ? st : service(bot);
}

int rt_bot_tell(RtBot *bot, const RtView *view, int tell)
{
    char line[RT_BOT_LINE_MAX + 1];
    if (bot == NULL || view == NULL || view->seat != bot->seat) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return TK_E_IO;
    }
    if (!bot->match_sent || ((tell & RT_TELL_ASK) && bot->ask.q != TK_BOT_Q_NONE)) {
        return TK_E_PHASE;
    }
    int st = TK_OK;
    if (tell & RT_TELL_STATE) {
        rt_bot_state_line(view, line, sizeof line);
        st = tk_bot_send(bot->ask.tk, "%s", line);
    }
    if (st == TK_OK && (tell & RT_TELL_ASK)) {
        char ask[32];
        snprintf(ask, sizeof ask, "ask %d", view->now);
        st = tk_bot_ask_put(&bot->ask, Q_ASK, bot->ask.reply_ms, ask);
        if (st == TK_OK) {
            bot->ask_time = view->now;
        }
    }
    if (st != TK_OK) {
        return tk_bot_failed(bot->ask.tk) ? TK_E_IO : st;
    }
    /* A bot that dies on reading the question is found by the poll. */
    (void)service(bot);
    return TK_OK;
}

RtBotResult rt_bot_poll(RtBot *bot, int wait_ms, RtIntent *out, char *why, size_t size)
{
    if (bot == NULL || out == NULL || tk_bot_failed(bot->ask.tk)) {
        tk_text_message(why, size, "%s", bot != NULL ? tk_bot_failure(bot->ask.tk) : "no bot");
        return RT_BOT_FAILED;
    }
    if (bot->ask.q != Q_ASK) {
        tk_bot_ask_drop_stale(&bot->ask);
        return service(bot) != TK_OK ? RT_BOT_FAILED : RT_BOT_PENDING;
    }
    const char *line = "";
    char bad[64];
    RtBotResult r = RT_BOT_PENDING;
    TkBotRead got = tk_bot_ask_read(&bot->ask, wait_ms, &line, NULL, 0, bad, sizeof bad);
    switch (got) {
    case TK_BOT_LINE:
        if (strlen(line) > RT_BOT_LINE_MAX) {
            tk_text_message(why, size, "a line longer than %d bytes", RT_BOT_LINE_MAX);
            r = RT_BOT_REFUSED;
        } else {
            r = rt_bot_parse_answer(line, out, why, size) == TK_OK ? RT_BOT_ANSWER : RT_BOT_REFUSED;
        }
        break;
    case TK_BOT_TOO_LONG:
        tk_text_message(why, size, "%s", bad);
        r = RT_BOT_REFUSED;
        break;
    case TK_BOT_BINARY:
        tk_text_message(why, size, "a byte that is not printable ASCII in the line");
        r = RT_BOT_REFUSED;
        break;
    case TK_BOT_LATE:
        tk_bot_fail_late(bot->ask.tk);
        bot->ask.q = TK_BOT_Q_NONE;
        tk_text_message(why, size, "%s", tk_bot_failure(bot->ask.tk));
        return RT_BOT_FAILED;
    case TK_BOT_FAILED:
        tk_text_message(why, size, "%s", tk_bot_failure(bot->ask.tk));
        return RT_BOT_FAILED;
    default:
        if (tk_bot_failed(bot->ask.tk)) {
            bot->ask.q = TK_BOT_Q_NONE;
            tk_text_message(why, size, "%s", tk_bot_failure(bot->ask.tk));
            return RT_BOT_FAILED;
        }
        return RT_BOT_PENDING;
    }
    tk_bot_ask_close(&bot->ask);
    return r;
}

int rt_bot_refused(RtBot *bot, const char *text)
{
    if (bot == NULL) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return TK_E_IO;
    }
    int st = tk_bot_ask_send_refusal(&bot->ask, text);
    if (st != TK_OK) {
        return tk_bot_failed(bot->ask.tk) ? TK_E_IO : st;
    }
    return service(bot);
}

/* ---- the bot as a seat's agent ---- */

static int a_event(void *self, const RtEvent *ev, char *why, size_t size)
{
    RtBot *bot = self;
    int st = rt_bot_event(bot, ev);
    if (st == TK_E_IO) {
        tk_text_message(why, size, "%s", rt_bot_failure(bot));
    }
    return st;
}

static int a_wait(RtBot *bot, int blocking, RtIntent *out, char *why, size_t size)
{
    for (;;) {
        RtBotResult r = rt_bot_poll(bot, blocking ? 200 : 0, out, why, size);
        switch (r) {
        case RT_BOT_ANSWER:
            return RT_AGENT_ANSWER;
        case RT_BOT_REFUSED:
            return RT_AGENT_REFUSED;
        case RT_BOT_FAILED:
            return RT_AGENT_FAILED;
        default:
            if (!blocking) {
                return RT_AGENT_LATER;
            }
        }
    }
}

static int ask_any(RtBot *bot, int blocking, const RtView *view, int tell, RtIntent *out,
                   char *why, size_t size)
{
    int st = rt_bot_tell(bot, view, tell);
    if (st != TK_OK) {
        tk_text_message(why, size, "%s",
                        st == TK_E_IO ? rt_bot_failure(bot) : "the bot was asked out of turn");
        return RT_AGENT_FAILED;
    }
    if (!(tell & RT_TELL_ASK)) {
        return RT_AGENT_ANSWER;
    }
    return a_wait(bot, blocking, out, why, size);
}

static int a_ask_blocking(void *self, const RtView *view, int tell, RtIntent *out, char *why,
                          size_t size)
{
    return ask_any(self, 1, view, tell, out, why, size);
}

static int a_ask_later(void *self, const RtView *view, int tell, RtIntent *out, char *why,
                       size_t size)
{
    return ask_any(self, 0, view, tell, out, why, size);
}

static int a_poll(void *self, RtIntent *out, char *why, size_t size)
{
    return a_wait(self, 0, out, why, size);
}

static int a_refused(void *self, const char *text, char *why, size_t size)
{
    RtBot *bot = self;
    int st = rt_bot_refused(bot, text);
    if (st != TK_OK) {
        tk_text_message(why, size, "%s", rt_bot_failure(bot));
    }
    return st;
}

static const RtAgentOps blocking_ops = {a_event, a_ask_blocking, a_poll, a_refused};
static const RtAgentOps later_ops = {a_event, a_ask_later, a_poll, a_refused};

void rt_bot_agent(RtBot *bot, int blocking, RtAgent *out)
{
    if (out != NULL) {
        out->ops = blocking ? &blocking_ops : &later_ops;
        out->self = bot;
    }
}
