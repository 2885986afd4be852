/*
 * bot_cases.h - the tests every game's bot library passes the same way: an
 * outside bot is a process (started through /bin/sh, its hello waited for,
 * its stderr kept in a bounded log, killed with what it started when it is
 * freed or fails), whatever the game's lines.  Each game's suite gives its
 * library and its test bot through BotCaseOps and adds these cases beside
 * its own (tests/racko/bot/test_bot_process.c,
 * tests/rummikub/bot/test_rk_bot_process.c).  The test bot must know the
 * modes both games' test bots have: good, badname, nohello, exitearly,
 * flood, noread, ignorebye, silent, stderrflood.
 */
#ifndef RACKO_TEST_BOT_CASES_H
#define RACKO_TEST_BOT_CASES_H

#include <check.h>
#include <stddef.h>

#include "kit/bot.h"

typedef enum {
    BOT_CASE_IDLE,    /* nothing asked, nothing came */
    BOT_CASE_PENDING, /* asked, no answer yet */
    BOT_CASE_ANSWER,  /* an answer the game accepts */
    BOT_CASE_FAILED   /* the bot failed (its failure says why) */
} BotCaseResult;

/* A game's bot library seen by the cases.  `h` is the game's own handle
 * (its bot, and whatever it needs beside it to ask a decision). */
typedef struct BotCaseOps {
    const char *testbot; /* the game's test bot program */
    const char *game;    /* the game's short name, in a missing command's name */
    /* Starts `cmd` for seat 0 and waits for its hello; log_max 0 for the
     * library's default.  A kit status; *h NULL unless TK_OK. */
    int (*start)(const char *cmd, int reply_ms, size_t log_max, void **h, char *msg,
                 size_t size);
    int (*match)(void *h); /* sends the match line (and what starts a game) */
    int (*ask)(void *h);   /* asks seat 0 for a decision */
    int (*event)(void *h); /* sends one event of a hundred bytes or more */
    BotCaseResult (*poll)(void *h, int wait_ms);
    /* The kit's transport under the game's bot: the cases read from it the
     * name its hello gave, whether it failed and why, and its log, as the
     * match layer reads any game's bot. */
    TkBot *(*transport)(void *h);
    void (*free)(void *h);
} BotCaseOps;

/* The ops of a suite that names its functions case_start, case_match,
 * case_ask, case_event, case_poll, case_transport and case_free, in this
 * order of BotCaseOps. */
#define BOT_CASE_OPS(testbot, game)                                                          \
    {(testbot),  (game),     case_start,     case_match, case_ask, case_event,              \
     case_poll,  case_transport, case_free}

/* Adds the shared cases to `s` as the test case "process", run against
 * `ops` (which must outlive the suite's run). */
void bot_cases_add(Suite *s, const BotCaseOps *ops);

#endif /* RACKO_TEST_BOT_CASES_H */
