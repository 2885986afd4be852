/*
 * live.h - a person playing Ratuki at the terminal in real time
 * (ratuki-cli match): the terminal in raw mode (every key at once, no
 * echo, Ctrl+C a key), a key waited for until a given moment, the wall
 * clock of the round, and the table drawn as the person sees it (the
 * seat's view: never a face-down card).
 *
 * Keys: 1 2 3 choose a hand card, then a place 1..P plays it there, or d
 * discards it; Esc (or the same card again) chooses afresh; h help; q
 * leaves (asked first, the game saved); Ctrl+C leaves at once (saved);
 * Ctrl+D is the end of the input.  The terminal is given back as it was
 * when the round ends, the person leaves, or anything goes wrong
 * (cli_live_stop, called on every way out).  POSIX terminals; elsewhere
 * cli_live_possible says no.
 */
#ifndef RTCLI_LIVE_H
#define RTCLI_LIVE_H

#include <stdio.h>
#ifndef _WIN32
#include <termios.h>
#endif

#include "ratuki/table.h"

enum {
    CLI_LIVE_LINES = 5,  /* what happened last, shown under the table */
    CLI_LIVE_TEXT = 200  /* a line's room */
};

/* What a key came to. */
typedef enum CliKey {
    CLI_KEY_NONE = 0,  /* the time ran out */
    CLI_KEY_CHAR = 1,  /* a key (CliLive.key) */
    CLI_KEY_EOF = 2    /* the input ended (or Ctrl+D) */
} CliKey;

typedef struct CliLive {
    int raw;          /* the terminal is in raw mode */
    int have_saved;   /* saved holds the terminal as it was */
#ifndef _WIN32
    struct termios saved;
#endif
    int seat;         /* the person's seat */
    int round;        /* the round whose clock runs */
    double start_ms;  /* the monotonic clock's ms at the round's 0 */
    int chosen;       /* the hand slot chosen, or -1 */
    int key;          /* the last key read */
    char said[CLI_LIVE_LINES][CLI_LIVE_TEXT]; /* the latest first */
    char prompt[CLI_LIVE_TEXT];
    double drawn_ms;  /* when the table was last drawn */
    int dirty;        /* something changed since */
} CliLive;

/* 1 if a person can play here: standard input and output are terminals
 * (and the system has them: POSIX). */
int cli_live_possible(void);

/* Fills lv for the person at seat. */
void cli_live_init(CliLive *lv, int seat);

/* Puts the terminal in raw mode (once; the typed-ahead keys kept).
 * TK_OK or TK_E_IO. */
int cli_live_start(CliLive *lv);

/* Gives the terminal back as it was (if it was changed).  Safe to call
 * again. */
void cli_live_stop(CliLive *lv);

/* The monotonic clock, ms. */
double cli_live_clock(void);

/* The round's clock now: the wall's since the round began, never before
 * the table's (the table moves only as told). */
int cli_live_now(CliLive *lv, const RtTable *t);

/* Waits at most wait_ms for a key.  CLI_KEY_CHAR with lv->key,
 * CLI_KEY_NONE, or CLI_KEY_EOF. */
CliKey cli_live_key(CliLive *lv, int wait_ms);

/* One line of what happened, shown under the table (the latest first). */
void cli_live_say(CliLive *lv, const char *line);

/* Draws the table as the person's seat sees it at time now, with the
 * names and what happened last, on out (the screen cleared first). */
void cli_live_draw(CliLive *lv, const RtTable *t, int now, FILE *out);

#endif /* RTCLI_LIVE_H */
