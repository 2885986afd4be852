/*
 * seatbot.c - the table's bots on the bot protocol library
 * (rummikub/bot.h): start and hello, the match line, events (redacted by
 * the library for the bot's seat), `ask play` once per question, polls,
 * refusals, and the bot's log kept in LOGDIR/bot-seatN.log.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/file.h"
#include "kit/text.h"
#include "rummikub/bot.h"
#include "seatbot.h"

struct SeatBot {
    RkBot *bot;
    int seat;
    int asked;        /* a question is out for the current decision */
    char *log_dir;    /* owned; NULL: the log is not kept in a file */
};

static void say(char *why, size_t size, const char *text)
{
    if (why != NULL && size > 0) {
        snprintf(why, size, "%s", text);
    }
}

int seatbot_start(const char *command, int seat, const RkConfig *cfg, int reply_ms,
                  const char *log_dir, SeatBot **out, char *why, size_t size)
{
    RkBotOptions opt;
    *out = NULL;
    SeatBot *b = calloc(1, sizeof *b);
    if (b == NULL) {
        say(why, size, "out of memory");
        return TK_E_NOMEM;
    }
    b->seat = seat;
    if (log_dir != NULL) {
        size_t n = strlen(log_dir) + 1;
        b->log_dir = malloc(n);
        if (b->log_dir == NULL) {
            free(b);
            say(why, size, "out of memory");
            return TK_E_NOMEM;
        }
        memcpy(b->log_dir, log_dir, n);
    }
    rk_bot_options_default(&opt);
    if (reply_ms > 0) {
        opt.reply_ms = reply_ms;
    }
    int st = rk_bot_start(command, seat, &opt, &b->bot, why, size);
    if (st == TK_OK) {
        st = rk_bot_match(b->bot, cfg);
        if (st != TK_OK) {
            say(why, size, rk_bot_failure(b->bot)[0] != '\0' ? rk_bot_failure(b->bot)
                                                             : tk_status_string(st));
        }
    }
    if (st != TK_OK) {
        seatbot_free(b);
        return st;
    }
    *out = b;
    return TK_OK;
}

const char *seatbot_name(const SeatBot *b)
{
    return b != NULL ? rk_bot_name(b->bot) : "";
}

static void failure(const SeatBot *b, int st, char *why, size_t size)
{
    const char *f = rk_bot_failure(b->bot);
    char tail[200];
    rk_bot_log_tail(b->bot, tail, sizeof tail);
    if (f[0] == '\0') {
        f = tk_status_string(st);
    }
    if (tail[0] != '\0' && b->log_dir == NULL && strstr(f, tail) == NULL) {
        tk_text_message(why, size, "%s; its log says: %s", f, tail);
    } else {
        say(why, size, f);
    }
}

int seatbot_event(SeatBot *b, const RkEvent *ev, char *why, size_t size)
{
    if (b == NULL) {
        return TK_OK;
    }
    int st = rk_bot_event(b->bot, ev);
    if (st != TK_OK) {
        failure(b, st, why, size);
        return st;
    }
    if (ev->kind == RK_EV_TURN_START || ev->kind == RK_EV_PENALTY) {
        b->asked = 0; /* a new decision (or the question closed by the timer) */
    }
    return TK_OK;
}

SeatBotResult seatbot_poll(SeatBot *b, const RkView *view, int wait_ms, RkMove *move, char *why,
                           size_t size)
{
    if (b == NULL) {
        say(why, size, "no bot");
        return SEATBOT_FAILED;
    }
    if (!b->asked) {
        int st = rk_bot_ask(b->bot, view);
        if (st != TK_OK) {
            failure(b, st, why, size);
            return SEATBOT_FAILED;
        }
        b->asked = 1;
    }
    switch (rk_bot_poll(b->bot, wait_ms, move)) {
    case RK_BOT_PENDING:
        return SEATBOT_PENDING;
    case RK_BOT_ANSWER:
        return SEATBOT_ANSWER;
    case RK_BOT_REFUSED:
        b->asked = 0;
        return SEATBOT_DRAW;
    case RK_BOT_IDLE:
        /* No question out although one was asked: asking again would send
           it twice, so the computer takes over rather than risk a loop. */
        say(why, size, "its question was lost");
        return SEATBOT_FAILED;
    case RK_BOT_FAILED:
    default:
        failure(b, TK_E_IO, why, size);
        return SEATBOT_FAILED;
    }
}

SeatBotResult seatbot_refused(SeatBot *b, const char *error, char *why, size_t size)
{
    switch (rk_bot_refuse(b->bot, error)) {
    case RK_BOT_PENDING:
        return SEATBOT_PENDING;
    case RK_BOT_REFUSED:
        b->asked = 0;
        return SEATBOT_DRAW;
    case RK_BOT_IDLE:
        say(why, size, "its answer was lost");
        return SEATBOT_FAILED;
    default:
        failure(b, TK_E_IO, why, size);
        return SEATBOT_FAILED;
    }
}

int seatbot_watch(SeatBot *b, char *why, size_t size)
{
    if (b == NULL || b->asked) {
        return TK_OK;
    }
    if (rk_bot_poll(b->bot, 0, NULL) == RK_BOT_FAILED) {
        failure(b, TK_E_IO, why, size);
        return TK_E_IO;
    }
    return TK_OK;
}

void seatbot_withdraw(SeatBot *b)
{
    if (b != NULL) {
        b->asked = 0;
    }
}

void seatbot_save_log(SeatBot *b, char *path, size_t size)
{
    if (path != NULL && size > 0) {
        path[0] = '\0';
    }
    if (b == NULL || b->log_dir == NULL) {
        return;
    }
    size_t n = strlen(b->log_dir) + 32;
    char *file = malloc(n);
    if (file == NULL) {
        return;
    }
    size_t dlen = strlen(b->log_dir);
    int sep = dlen > 0 && (b->log_dir[dlen - 1] == '/' || b->log_dir[dlen - 1] == '\\');
    snprintf(file, n, "%s%sbot-seat%d.log", b->log_dir, sep ? "" : "/", b->seat + 1);
    size_t len = 0;
    const char *log = rk_bot_log(b->bot, &len);
    char msg[300];
    if (tk_file_save_atomic(file, log, len, msg, sizeof msg) == TK_OK && path != NULL) {
        snprintf(path, size, "%s", file);
    }
    free(file);
}

void seatbot_free(SeatBot *b)
{
    if (b == NULL) {
        return;
    }
    if (b->bot != NULL && !rk_bot_failed(b->bot)) {
        seatbot_save_log(b, NULL, 0); /* the last words of a bot still playing */
    }
    rk_bot_free(b->bot);
    free(b->log_dir);
    free(b);
}
