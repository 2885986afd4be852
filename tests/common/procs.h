/*
 * procs.h - what the tests of bots ask of processes (POSIX): whether one is
 * gone, waiting (boundedly) until it is, and opening the gate that a test
 * bot waits at before it answers, so that a test says when an answer comes
 * instead of counting on how fast the machine is.  For the tests only; nothing
 * here asserts, the callers do.
 */
#ifndef RACKO_TEST_PROCS_H
#define RACKO_TEST_PROCS_H

/* 1 when process pid is gone, or is a zombie (it runs no more and some
 * other process must reap it); else 0. */
int procs_gone(long pid);

/* Waits until procs_gone(pid), at most max_ms: 1 if it is gone. */
int procs_wait_gone(long pid, int max_ms);

/* Lets a test bot waiting at the gate path go on: creates the file, which
 * the bot removes when it passes (racko-testbot and rummikub-testbot's
 * mode `gate PATH`).  Returns 0, or -1 if it cannot be made. */
int procs_gate_open(const char *path);

/* Milliseconds on the monotonic clock. */
long procs_now_ms(void);

#endif /* RACKO_TEST_PROCS_H */
