/*
 * bot.c - a Rummikub seat played by an outside program through the
 * Rummikub bot protocol: the conversation (hello, the match line,
 * information lines, `ask play`, answers and their refusals) on the kit's
 * bot transport (kit/bot.h), which carries the lines and watches the
 * program: framing, queued writes, reply limits, floods, exits, the log,
 * `bye`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/text.h"
#include "rummikub/bot.h"

/* Rummikub's one question after the hello (kit/bot.h numbers the hello). */
enum { Q_PLAY = TK_BOT_Q_HELLO + 1 };

struct RkBot {
    TkBotAsk ask;   /* the transport, the question out, its refusals, the answers owed */
    int seat;
    int match_sent;
    int timer;      /* the table's turn timer in seconds (0: none) */
    RkBotWriter writer;
    int answered;   /* rk_bot_poll gave an answer the caller may still refuse */
    char text[RK_BOT_EVENT_TEXT];
};

void rk_bot_options_default(RkBotOptions *opt)
{
    if (opt != NULL) {
        opt->reply_ms = RK_BOT_REPLY_MS;
        opt->max_refusals = RK_BOT_REFUSALS;
        opt->log_max = RK_BOT_LOG_MAX;
    }
}

/* Asks `ask play` (the hello is tk_bot_ask_start's): its answer is due
 * within the reply limit, but at a table with a turn timer (the caller's
 * clock decides then; TK_BOT_LATE is not acted upon). */
static int ask_play(RkBot *bot)
{
    int due = bot->timer > 0 ? bot->timer * 1000 + bot->ask.reply_ms : bot->ask.reply_ms;
    bot->answered = 0;
    return tk_bot_ask_put(&bot->ask, Q_PLAY, due, "ask play");
}

/* Writes, reads, notices floods and exits, and drops the late answers
 * owed to questions a penalty closed. */
static int service(RkBot *bot)
{
    tk_bot_ask_drop_stale(&bot->ask);
    if (tk_bot_ask_pump(&bot->ask) != TK_OK) {
        bot->answered = 0;
        return TK_E_IO;
    }
    return TK_OK;
}

/* Refuses the answer being read: `error WHY`, then the question again or,
 * at the max_refusals-th refusal, the end of the question: a hello fails
 * the bot, a turn is drawn for by the caller. */
static RkBotResult refuse(RkBot *bot, const char *why, const char *what)
{
    bot->answered = 0;
    switch (tk_bot_ask_refuse(&bot->ask, why, what, 1)) {
    case TK_BOT_ASK_FAILED:
        return RK_BOT_FAILED;
    case TK_BOT_ASK_CLOSED:
        return service(bot) != TK_OK ? RK_BOT_FAILED : RK_BOT_REFUSED;
    default:
        if (tk_bot_failed(bot->ask.tk)) {
            return RK_BOT_FAILED;
        }
        return service(bot) != TK_OK ? RK_BOT_FAILED : RK_BOT_PENDING;
    }
}

/* Waits up to wait_ms for the answer to the question being asked. */
static RkBotResult await(RkBot *bot, int wait_ms, RkMove *out)
{
    int64_t end = tk_bot_now_ms() + (wait_ms > 0 ? wait_ms : 0);

    for (;;) {
        int64_t left = end - tk_bot_now_ms();
        const char *line = "";
        char why[300], quoted[48], what[320];
        RkBotResult r = RK_BOT_PENDING;
        TkBotRead got = tk_bot_ask_read(&bot->ask, left > 0 ? (int)left : 0, &line, why,
                                        sizeof why, what, sizeof what);

        switch (got) {
        case TK_BOT_LINE:
            tk_bot_quote(line, quoted, sizeof quoted);
            if (bot->ask.q == TK_BOT_Q_HELLO) {
                if (tk_bot_take_hello(bot->ask.tk, line, why, sizeof why) == TK_OK) {
                    bot->ask.refusals = 0;
                    tk_bot_ask_close(&bot->ask);
                    return RK_BOT_ANSWER;
                }
                r = refuse(bot, why, quoted);
            } else {
                RkMove m;

                if (rk_bot_parse_answer(line, &m, why, sizeof why) == TK_OK) {
                    /* closed for the transport; open for rk_bot_refuse */
                    bot->answered = 1;
                    tk_bot_ask_close(&bot->ask);
                    *out = m;
                    return RK_BOT_ANSWER;
                }
                r = refuse(bot, why, quoted);
            }
            break;
        case TK_BOT_TOO_LONG:
        case TK_BOT_BINARY:
            r = refuse(bot, why, what);
            break;
        case TK_BOT_LATE:
            if (bot->ask.q == Q_PLAY && bot->timer > 0) {
                break; /* the table's turn timer decides */
            }
            tk_bot_fail_late(bot->ask.tk);
            bot->ask.q = TK_BOT_Q_NONE;
            return RK_BOT_FAILED;
        case TK_BOT_FAILED:
            return RK_BOT_FAILED;
        case TK_BOT_NOTHING:
            if (tk_bot_failed(bot->ask.tk)) {
                bot->ask.q = TK_BOT_Q_NONE;
                return RK_BOT_FAILED;
            }
            return bot->ask.q == TK_BOT_Q_NONE ? RK_BOT_IDLE : RK_BOT_PENDING;
        }
        if (r == RK_BOT_FAILED || tk_bot_failed(bot->ask.tk)) {
            bot->ask.q = TK_BOT_Q_NONE;
            return RK_BOT_FAILED;
        }
        if (r == RK_BOT_REFUSED) {
            return r;
        }
    }
}

/* ---- life ---- */

int rk_bot_launch(const char *command, int seat, const RkBotOptions *opt, RkBot **out,
                  char *msg, size_t size)
{
    TkBotOptions topt;
    RkBot *bot;
    char hello[16];
    int st;

    if (out != NULL) {
        *out = NULL;
    }
    if (command == NULL || out == NULL || seat < 0 || seat >= RK_MAX_SEATS) {
        tk_text_message(msg, size, "bad arguments to rk_bot_start");
        return TK_E_ARG;
    }
    bot = calloc(1, sizeof *bot);
    if (bot == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    bot->seat = seat;
    bot->ask.refusal = "error";
    bot->ask.line_max = RK_BOT_LINE_MAX;
    bot->ask.reply_ms = opt != NULL && opt->reply_ms > 0 ? opt->reply_ms : RK_BOT_REPLY_MS;
    bot->ask.stale_ms = bot->ask.reply_ms + 120000;
    bot->ask.max_refusals = opt != NULL && opt->max_refusals > 0 ? opt->max_refusals
                                                                  : RK_BOT_REFUSALS;
    memset(&topt, 0, sizeof topt);
    topt.line_max = RK_BOT_LINE_MAX;
    topt.log_max = opt != NULL && opt->log_max > 0 ? opt->log_max : RK_BOT_LOG_MAX;
    topt.bye = "bye";
    snprintf(hello, sizeof hello, "rkb %d", RK_BOT_PROTOCOL);
    st = tk_bot_ask_start(&bot->ask, command, &topt, hello, msg, size);
    if (st != TK_OK) {
        rk_bot_free(bot);
        return st;
    }
    (void)service(bot);
    *out = bot;
    return TK_OK;
}

RkBotResult rk_bot_hello(RkBot *bot, int wait_ms)
{
    RkMove unused;

    if (bot == NULL || tk_bot_failed(bot->ask.tk)) {
        return RK_BOT_FAILED;
    }
    if (tk_bot_greeted(bot->ask.tk)) {
        return RK_BOT_ANSWER;
    }
    if (await(bot, wait_ms, &unused) == RK_BOT_FAILED) {
        return RK_BOT_FAILED;
    }
    return tk_bot_greeted(bot->ask.tk) ? RK_BOT_ANSWER : RK_BOT_PENDING;
}

int rk_bot_start(const char *command, int seat, const RkBotOptions *opt, RkBot **out, char *msg,
                 size_t size)
{
    RkBot *bot = NULL;
    RkBotResult r;
    int st;

    if (out != NULL) {
        *out = NULL;
    }
    st = rk_bot_launch(command, seat, opt, &bot, msg, size);
    if (st != TK_OK) {
        return st;
    }
    do {
        r = rk_bot_hello(bot, bot->ask.reply_ms);
    } while (r == RK_BOT_PENDING);
    if (r != RK_BOT_ANSWER) {
        tk_bot_failure_line(bot->ask.tk, msg, size);
        rk_bot_free(bot);
        return TK_E_IO;
    }
    *out = bot;
    return TK_OK;
}

void rk_bot_free(RkBot *bot)
{
    if (bot == NULL) {
        return;
    }
    tk_bot_free(bot->ask.tk);
    free(bot);
}

const char *rk_bot_name(const RkBot *bot)
{
    return tk_bot_name(bot != NULL ? bot->ask.tk : NULL);
}

int rk_bot_seat(const RkBot *bot)
{
    return bot != NULL ? bot->seat : -1;
}

int rk_bot_failed(const RkBot *bot)
{
    return bot != NULL && tk_bot_failed(bot->ask.tk);
}

const char *rk_bot_failure(const RkBot *bot)
{
    return bot != NULL ? tk_bot_failure(bot->ask.tk) : "";
}

const char *rk_bot_log(RkBot *bot, size_t *len)
{
    return tk_bot_log(bot != NULL ? bot->ask.tk : NULL, len);
}

TkBot *rk_bot_transport(RkBot *bot)
{
    return bot != NULL ? bot->ask.tk : NULL;
}

void rk_bot_log_tail(const RkBot *bot, char *buf, size_t size)
{
    if (bot == NULL) {
        if (buf != NULL && size > 0) {
            buf[0] = '\0';
        }
        return;
    }
    tk_bot_log_tail(bot->ask.tk, buf, size);
}

int rk_bot_refusals(const RkBot *bot)
{
    return bot != NULL ? bot->ask.refusals : 0;
}

/* ---- the match ---- */

int rk_bot_match(RkBot *bot, const RkConfig *cfg)
{
    char line[128];
    int st;

    if (bot == NULL || cfg == NULL) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return TK_E_IO;
    }
    if (!tk_bot_greeted(bot->ask.tk) || bot->match_sent) {
        return TK_E_PHASE;
    }
    if (rk_config_check(cfg, NULL, 0) != TK_OK || bot->seat >= cfg->players) {
        return TK_E_CONFIG;
    }
    rk_bot_match_line(cfg, bot->seat, line, sizeof line);
    st = tk_bot_send(bot->ask.tk, "%s", line);
    if (st != TK_OK) {
        return tk_bot_failed(bot->ask.tk) ? TK_E_IO : st;
    }
    bot->match_sent = 1;
    bot->timer = cfg->timer;
    rk_bot_writer_init(&bot->writer, bot->seat, cfg->players);
    return service(bot);
}

int rk_bot_event(RkBot *bot, const RkEvent *ev)
{
    int n, st;

    if (bot == NULL || ev == NULL) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return TK_E_IO;
    }
    if (!bot->match_sent) {
        return TK_E_PHASE;
    }
    bot->answered = 0;
    if (ev->kind == RK_EV_PENALTY && ev->u.penalty.seat == bot->seat && bot->ask.q == Q_PLAY) {
        /* the turn timer ran out: the answer, if it comes, is dropped */
        tk_bot_ask_drop(&bot->ask);
    }
    n = rk_bot_event_text(&bot->writer, ev, bot->text, sizeof bot->text);
    if (n < 0) {
        return TK_E_ARG;
    }
    st = tk_bot_ask_send_lines(&bot->ask, bot->text);
    if (ev->kind == RK_EV_MATCH_OVER) {
        tk_bot_finish(bot->ask.tk);
    }
    return st != TK_OK ? st : service(bot);
}

int rk_bot_ask(RkBot *bot, const RkView *view)
{
    int st;

    if (bot == NULL || view == NULL) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return TK_E_IO;
    }
    if (!bot->match_sent || bot->ask.q != TK_BOT_Q_NONE) {
        return TK_E_PHASE;
    }
    if (view->seat != bot->seat || view->phase != RK_PHASE_TURN || view->to_act != bot->seat) {
        return TK_E_ARG;
    }
    bot->ask.refusals = 0;
    st = ask_play(bot);
    if (st != TK_OK) {
        return tk_bot_failed(bot->ask.tk) ? TK_E_IO : st;
    }
    /* The question is out.  A bot that dies on reading it (or answers at
     * once) is found here or by the next poll; either way the poll says
     * so, so the caller sees one verdict, not a race. */
    service(bot);
    return TK_OK;
}

RkBotResult rk_bot_poll(RkBot *bot, int wait_ms, RkMove *out)
{
    if (bot == NULL || tk_bot_failed(bot->ask.tk)) {
        return RK_BOT_FAILED;
    }
    if (bot->ask.q == TK_BOT_Q_NONE) {
        return service(bot) != TK_OK ? RK_BOT_FAILED : RK_BOT_IDLE;
    }
    if (bot->ask.q == TK_BOT_Q_HELLO) {
        RkBotResult r = rk_bot_hello(bot, wait_ms);

        return r == RK_BOT_ANSWER ? RK_BOT_IDLE : r;
    }
    if (out == NULL) {
        return RK_BOT_PENDING;
    }
    return await(bot, wait_ms, out);
}

RkBotResult rk_bot_refuse(RkBot *bot, const char *text)
{
    char what[64];

    if (bot == NULL || tk_bot_failed(bot->ask.tk)) {
        return RK_BOT_FAILED;
    }
    if (!bot->answered) {
        return RK_BOT_IDLE;
    }
    bot->ask.q = Q_PLAY;
    snprintf(what, sizeof what, "%s", "a play the rules refuse");
    return refuse(bot, text != NULL && text[0] != '\0' ? text : "refused", what);
}
