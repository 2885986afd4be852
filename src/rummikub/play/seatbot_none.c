/*
 * seatbot_none.c - the table's bots in a build without the bot protocol
 * library: no bot ever starts, so the computer plays every bot seat (with
 * a notice that says why).
 */
#include <stdio.h>

#include "seatbot.h"

int seatbot_start(const char *command, int seat, const RkConfig *cfg, int reply_ms,
                  const char *log_dir, SeatBot **out, char *why, size_t size)
{
    (void)command;
    (void)seat;
    (void)cfg;
    (void)reply_ms;
    (void)log_dir;
    *out = NULL;
    if (why != NULL && size > 0) {
        snprintf(why, size, "this build has no outside bots yet");
    }
    return TK_E_IO;
}

const char *seatbot_name(const SeatBot *b)
{
    (void)b;
    return "";
}

int seatbot_event(SeatBot *b, const RkEvent *ev, char *why, size_t size)
{
    (void)b;
    (void)ev;
    (void)why;
    (void)size;
    return TK_OK;
}

SeatBotResult seatbot_poll(SeatBot *b, const RkView *view, int wait_ms, RkMove *move, char *why,
                           size_t size)
{
    (void)b;
    (void)view;
    (void)wait_ms;
    (void)move;
    if (why != NULL && size > 0) {
        snprintf(why, size, "no bot");
    }
    return SEATBOT_FAILED;
}

SeatBotResult seatbot_refused(SeatBot *b, const char *error, char *why, size_t size)
{
    (void)b;
    (void)error;
    (void)why;
    (void)size;
    return SEATBOT_DRAW;
}

int seatbot_watch(SeatBot *b, char *why, size_t size)
{
    (void)b;
    (void)why;
    (void)size;
    return TK_OK; /* no bot runs in this build */
}

void seatbot_withdraw(SeatBot *b)
{
    (void)b;
}

void seatbot_save_log(SeatBot *b, char *path, size_t size)
{
    (void)b;
    if (path != NULL && size > 0) {
        path[0] = '\0';
    }
}

void seatbot_free(SeatBot *b)
{
    (void)b;
}
