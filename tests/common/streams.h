/*
 * streams.h - a bot program's loop run on bytes in memory: its input, its
 * answers and its log through temporary files, for the suites that test
 * the loops of the bot programs (the kit's, each game's).
 */
#ifndef RACKO_TEST_STREAMS_H
#define RACKO_TEST_STREAMS_H

#include <stddef.h>
#include <stdio.h>

/* What runs on the streams: a loop reading in, answering on out, logging
 * on log; returns its status. */
typedef int (*TestServe)(void *ctx, FILE *in, FILE *out, FILE *log);

/* Runs serve(ctx, ...) with the len bytes of input (NULs and all) as its
 * input; what it wrote on out and on log is copied into out and log (the
 * caller's, size bytes each: cut to size - 1 bytes and NUL-terminated).
 * A temporary file that cannot be made fails the test (Check).  Returns
 * serve's status. */
int test_serve_streams(TestServe serve, void *ctx, const char *input, size_t len, char *out,
                       char *log, size_t size);

#endif /* RACKO_TEST_STREAMS_H */
