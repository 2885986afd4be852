/*
 * fuzz_lines.h - for the protocol fuzzers of the games whose bots speak
 * through the kit's line framing (kit/bot.h): an input cut into reads and
 * framed into lines, the framing's promises checked on the way.
 */
#ifndef FUZZ_LINES_H
#define FUZZ_LINES_H

#include <stddef.h>
#include <stdint.h>

/* Aborts when ok is 0 (a broken promise). */
void fuzz_check(int ok);

/* Aborts unless why (cap bytes) is terminated and one line. */
void fuzz_check_reason(const char *why, size_t cap);

/* The input's first byte chooses the size of the reads (1 to 64 bytes);
 * the rest is framed with the kit's line reader into lines of at most
 * max bytes, "\r\n" included.  Every byte must be used exactly once and
 * every line be printable ASCII within the limit; each line goes to
 * line(ctx, text). */
void fuzz_frame_lines(const uint8_t *data, size_t size, size_t max,
                      void (*line)(void *ctx, const char *text), void *ctx);

#endif /* FUZZ_LINES_H */
