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

typedef enum Question { Q_NONE, Q_HELLO, Q_PLAY } Question;

struct RkBot {
    TkBot *tk;
    int seat;
    int reply_ms;
    int max_refusals;
    int match_sent;
    int timer;      /* the table's turn timer in seconds (0: none) */
    RkBotWriter writer;

    Question q;     /* the question being asked */
    int answered;   /* rk_bot_poll gave an answer the caller may still refuse */
    int refusals;   /* in this turn (or of the hello) */
    int stale;      /* answers owed to questions closed by a penalty: dropped */
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

/* How long the answer to the question being asked may take: the reply
 * limit, but for `ask play` at a table with a turn timer (the caller's
 * clock decides then; TK_BOT_LATE is not acted upon). */
static int due_ms(const RkBot *bot)
{
    if (bot->q == Q_PLAY && bot->timer > 0) {
        return bot->timer * 1000 + bot->reply_ms;
    }
    if (bot->q != Q_NONE) {
        return bot->reply_ms;
    }
    return bot->stale > 0 ? bot->reply_ms + 120000 : 0;
}

static void set_due(RkBot *bot)
{
    tk_bot_expect(bot->tk, due_ms(bot));
}

/* Asks the question of kind q (again after a refusal). */
static int put_question(RkBot *bot, Question q)
{
    int st;

    if (q == Q_HELLO) {
        st = tk_bot_send(bot->tk, "rkb %d", RK_BOT_PROTOCOL);
    } else {
        st = tk_bot_send(bot->tk, "ask play");
    }
    if (st != TK_OK) {
        return st;
    }
    bot->q = q;
    bot->answered = 0;
    set_due(bot);
    return TK_OK;
}

static void close_question(RkBot *bot)
{
    bot->q = Q_NONE;
    set_due(bot);
}

/* Writes, reads, notices floods and exits, and drops the late answers
 * owed to questions a penalty closed. */
static int service(RkBot *bot)
{
    while (bot->stale > 0 && !tk_bot_failed(bot->tk)) {
        TkBotRead r = tk_bot_read(bot->tk, 0, NULL);

        if (r != TK_BOT_LINE && r != TK_BOT_TOO_LONG && r != TK_BOT_BINARY) {
            break;
        }
        bot->stale--;
        set_due(bot);
    }
    if (tk_bot_pump(bot->tk) != TK_OK) {
        bot->q = Q_NONE;
        bot->answered = 0;
        return TK_E_IO;
    }
    return TK_OK;
}

/* `error TEXT` (TEXT printable ASCII, cut to fit a line). */
static int send_error(RkBot *bot, const char *text)
{
    char clean[RK_BOT_LINE_MAX - 8];
    size_t n = 0;

    for (; text != NULL && text[n] != '\0' && n + 1 < sizeof clean; n++) {
        unsigned char c = (unsigned char)text[n];

        clean[n] = c >= 0x20 && c <= 0x7e ? (char)c : '?';
    }
    clean[n] = '\0';
    return tk_bot_send(bot->tk, "error %s", n > 0 ? clean : "refused");
}

/* Refuses the answer being read: `error WHY`, then the question again or,
 * at the max_refusals-th refusal, the end of the question: a hello fails
 * the bot, a turn is drawn for by the caller. */
static RkBotResult refuse(RkBot *bot, const char *why, const char *what)
{
    bot->refusals++;
    bot->answered = 0;
    if (bot->refusals >= bot->max_refusals) {
        if (bot->q == Q_HELLO) {
            tk_bot_fail(bot->tk, "%d refused answers: %s", bot->refusals, what);
            bot->q = Q_NONE;
            return RK_BOT_FAILED;
        }
        (void)send_error(bot, why);
        close_question(bot);
        return service(bot) != TK_OK ? RK_BOT_FAILED : RK_BOT_REFUSED;
    }
    if (send_error(bot, why) != TK_OK || put_question(bot, bot->q) != TK_OK) {
        return tk_bot_failed(bot->tk) ? RK_BOT_FAILED : RK_BOT_PENDING;
    }
    return service(bot) != TK_OK ? RK_BOT_FAILED : RK_BOT_PENDING;
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
        TkBotRead got = tk_bot_read(bot->tk, left > 0 ? (int)left : 0, &line);

        if (bot->stale > 0 &&
            (got == TK_BOT_LINE || got == TK_BOT_TOO_LONG || got == TK_BOT_BINARY)) {
            bot->stale--; /* the late answer to a question a penalty closed */
            set_due(bot);
            continue;
        }
        switch (got) {
        case TK_BOT_LINE:
            tk_bot_quote(line, quoted, sizeof quoted);
            if (bot->q == Q_HELLO) {
                if (tk_bot_take_hello(bot->tk, line, why, sizeof why) == TK_OK) {
                    bot->refusals = 0;
                    close_question(bot);
                    return RK_BOT_ANSWER;
                }
                r = refuse(bot, why, quoted);
            } else {
                RkMove m;

                if (rk_bot_parse_answer(line, &m, why, sizeof why) == TK_OK) {
                    /* closed for the transport; open for rk_bot_refuse */
                    bot->q = Q_NONE;
                    bot->answered = 1;
                    tk_bot_expect(bot->tk, 0);
                    set_due(bot);
                    *out = m;
                    return RK_BOT_ANSWER;
                }
                r = refuse(bot, why, quoted);
            }
            break;
        case TK_BOT_TOO_LONG:
            snprintf(why, sizeof why, "line longer than %d bytes", RK_BOT_LINE_MAX);
            snprintf(what, sizeof what, "a %s", why);
            r = refuse(bot, why, what);
            break;
        case TK_BOT_BINARY:
            r = refuse(bot, "binary or non-ASCII byte in the line", "binary or non-ASCII bytes");
            break;
        case TK_BOT_LATE:
            if (bot->q == Q_PLAY && bot->timer > 0) {
                break; /* the table's turn timer decides */
            }
            tk_bot_fail_late(bot->tk);
            bot->q = Q_NONE;
            return RK_BOT_FAILED;
        case TK_BOT_FAILED:
            bot->q = Q_NONE;
            return RK_BOT_FAILED;
        case TK_BOT_NOTHING:
            if (tk_bot_failed(bot->tk)) {
                bot->q = Q_NONE;
                return RK_BOT_FAILED;
            }
            return bot->q == Q_NONE ? RK_BOT_IDLE : RK_BOT_PENDING;
        }
        if (r == RK_BOT_FAILED || tk_bot_failed(bot->tk)) {
            bot->q = Q_NONE;
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
    bot->reply_ms = opt != NULL && opt->reply_ms > 0 ? opt->reply_ms : RK_BOT_REPLY_MS;
    bot->max_refusals = opt != NULL && opt->max_refusals > 0 ? opt->max_refusals
                                                              : RK_BOT_REFUSALS;
    memset(&topt, 0, sizeof topt);
    topt.line_max = RK_BOT_LINE_MAX;
    topt.log_max = opt != NULL && opt->log_max > 0 ? opt->log_max : RK_BOT_LOG_MAX;
    topt.bye = "bye";
    st = tk_bot_start(command, &topt, &bot->tk, msg, size);
    if (st != TK_OK) {
        free(bot);
        return st;
    }
    st = put_question(bot, Q_HELLO);
    if (st != TK_OK) {
        tk_text_message(msg, size, "out of memory");
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

    if (bot == NULL || tk_bot_failed(bot->tk)) {
        return RK_BOT_FAILED;
    }
    if (tk_bot_greeted(bot->tk)) {
        return RK_BOT_ANSWER;
    }
    if (await(bot, wait_ms, &unused) == RK_BOT_FAILED) {
        return RK_BOT_FAILED;
    }
    return tk_bot_greeted(bot->tk) ? RK_BOT_ANSWER : RK_BOT_PENDING;
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
        r = rk_bot_hello(bot, bot->reply_ms);
    } while (r == RK_BOT_PENDING);
    if (r != RK_BOT_ANSWER) {
        tk_bot_failure_line(bot->tk, msg, size);
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
    tk_bot_free(bot->tk);
    free(bot);
}

const char *rk_bot_name(const RkBot *bot)
{
    return tk_bot_name(bot != NULL ? bot->tk : NULL);
}

int rk_bot_seat(const RkBot *bot)
{
    return bot != NULL ? bot->seat : -1;
}

int rk_bot_failed(const RkBot *bot)
{
    return bot != NULL && tk_bot_failed(bot->tk);
}

const char *rk_bot_failure(const RkBot *bot)
{
    return bot != NULL ? tk_bot_failure(bot->tk) : "";
}

const char *rk_bot_log(RkBot *bot, size_t *len)
{
    return tk_bot_log(bot != NULL ? bot->tk : NULL, len);
}

TkBot *rk_bot_transport(RkBot *bot)
{
    return bot != NULL ? bot->tk : NULL;
}

void rk_bot_log_tail(const RkBot *bot, char *buf, size_t size)
{
    if (bot == NULL) {
        if (buf != NULL && size > 0) {
            buf[0] = '\0';
        }
        return;
    }
    tk_bot_log_tail(bot->tk, buf, size);
}

int rk_bot_refusals(const RkBot *bot)
{
    return bot != NULL ? bot->refusals : 0;
}

/* ---- the match ---- */

int rk_bot_match(RkBot *bot, const RkConfig *cfg)
{
    char line[128];
    int st;

    if (bot == NULL || cfg == NULL) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->tk)) {
        return TK_E_IO;
    }
    if (!tk_bot_greeted(bot->tk) || bot->match_sent) {
        return TK_E_PHASE;
    }
    if (rk_config_check(cfg, NULL, 0) != TK_OK || bot->seat >= cfg->players) {
        return TK_E_CONFIG;
    }
    rk_bot_match_line(cfg, bot->seat, line, sizeof line);
    st = tk_bot_send(bot->tk, "%s", line);
    if (st != TK_OK) {
        return tk_bot_failed(bot->tk) ? TK_E_IO : st;
    }
    bot->match_sent = 1;
    bot->timer = cfg->timer;
    rk_bot_writer_init(&bot->writer, bot->seat, cfg->players);
    return service(bot);
}

int rk_bot_event(RkBot *bot, const RkEvent *ev)
{
    int n, st = TK_OK;
    char *p;

    if (bot == NULL || ev == NULL) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->tk)) {
        return TK_E_IO;
    }
    if (!bot->match_sent) {
        return TK_E_PHASE;
    }
    bot->answered = 0;
    if (ev->kind == RK_EV_PENALTY && ev->u.penalty.seat == bot->seat && bot->q == Q_PLAY) {
        /* the turn timer ran out: the answer, if it comes, is dropped */
        bot->q = Q_NONE;
        bot->stale++;
        set_due(bot);
    }
    n = rk_bot_event_text(&bot->writer, ev, bot->text, sizeof bot->text);
    if (n < 0) {
        return TK_E_ARG;
    }
    p = bot->text;
    while (st == TK_OK && *p != '\0') {
        char *nl = strchr(p, '\n');

        if (nl == NULL) {
            break;
        }
        *nl = '\0';
        st = tk_bot_send(bot->tk, "%s", p);
        p = nl + 1;
    }
    if (ev->kind == RK_EV_MATCH_OVER) {
        tk_bot_finish(bot->tk);
    }
    if (st != TK_OK) {
        return tk_bot_failed(bot->tk) ? TK_E_IO : st;
    }
    return service(bot);
}

int rk_bot_ask(RkBot *bot, const RkView *view)
{
    int st;

    if (bot == NULL || view == NULL) {
        return TK_E_ARG;
    }
    if (tk_bot_failed(bot->tk)) {
        return TK_E_IO;
    }
    if (!bot->match_sent || bot->q != Q_NONE) {
        return TK_E_PHASE;
    }
    if (view->seat != bot->seat || view->phase != RK_PHASE_TURN || view->to_act != bot->seat) {
        return TK_E_ARG;
    }
    bot->refusals = 0;
    st = put_question(bot, Q_PLAY);
    if (st != TK_OK) {
        return tk_bot_failed(bot->tk) ? TK_E_IO : st;
    }
    /* The question is out.  A bot that dies on reading it (or answers at
     * once) is found here or by the next poll; either way the poll says
     * so, so the caller sees one verdict, not a race. */
    service(bot);
    return TK_OK;
}

RkBotResult rk_bot_poll(RkBot *bot, int wait_ms, RkMove *out)
{
    if (bot == NULL || tk_bot_failed(bot->tk)) {
        return RK_BOT_FAILED;
    }
    if (bot->q == Q_NONE) {
        return service(bot) != TK_OK ? RK_BOT_FAILED : RK_BOT_IDLE;
    }
    if (bot->q == Q_HELLO) {
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

    if (bot == NULL || tk_bot_failed(bot->tk)) {
        return RK_BOT_FAILED;
    }
    if (!bot->answered) {
        return RK_BOT_IDLE;
    }
    bot->q = Q_PLAY;
    snprintf(what, sizeof what, "%s", "a play the rules refuse");
    return refuse(bot, text != NULL && text[0] != '\0' ? text : "refused", what);
}
