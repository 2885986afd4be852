/*
 * keeper.h - the keeper of one bot on POSIX systems (keeper.c): the
 * process proc_posix.c forks to start the bot and to end, with it,
 * everything the bot started.  Private to src/kit/bot.
 */
#ifndef TKBOT_KEEPER_H
#define TKBOT_KEEPER_H

/* What the keeper is given: descriptors inherited across the fork (each
 * >= 3, close-on-exec) and the bot's command line, all the caller's (the
 * keeper's copy of the caller's memory). */
typedef struct TkKeeperStart {
    int in;            /* the bot's standard input: the read end of its pipe */
    int out;           /* the bot's standard output: the write end of its pipe */
    int err;           /* the bot's standard error: the write end of its pipe */
    int ctl;           /* the keeper's end of a socket pair with the game: its
                          end of file (the game's shutdown, close or exit)
                          tells the keeper to end the bot */
    char *const *argv; /* the bot's command line: /bin/sh -c SCRIPT */
    char *const *envp; /* its environment */
} TkKeeperStart;

/* Runs the keeper in the process fork() has just made: starts the bot,
 * waits, ends the bot and all it started when the bot exits or the game
 * lets it go, then exits as the bot did (its status, or its signal).
 * Never returns.  Uses only async-signal-safe calls: the process it runs
 * in is a copy of a program that may have threads. */
void tk_proc_keeper_run(const TkKeeperStart *k);

#endif /* TKBOT_KEEPER_H */
