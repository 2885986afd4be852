/*
 * killed.h - a program killed as a crash or a power cut kills it, for the
 * tests that check what survives (kill -9): a body runs in a child
 * process, says a number when it has done its work, and is killed there
 * with everything still open, nothing freed, nothing flushed.  POSIX
 * (fork, kill), like the suites that use it.
 */
#ifndef RACKO_TEST_KILLED_H
#define RACKO_TEST_KILLED_H

/* Runs body(arg) in a child process; when it returns, the child sends
 * the number it returned and waits to be killed, and is then killed with
 * SIGKILL and reaped.  Returns 0 with *said set, or -1 if the child ended
 * before it said anything (a failed assertion in it, a crash) or was not
 * ended by the kill. */
int test_killed_after(int (*body)(void *arg), void *arg, int *said);

#endif /* RACKO_TEST_KILLED_H */
