/* fuzz_lines.c - framing a fuzz input into bot lines (fuzz_lines.h). */
#include "fuzz_lines.h"

#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"

void fuzz_check(int ok)
{
    if (!ok) {
        abort();
    }
}

void fuzz_check_reason(const char *why, size_t cap)
{
    fuzz_check(memchr(why, '\0', cap) != NULL);
    fuzz_check(strchr(why, '\n') == NULL && strchr(why, '\r') == NULL);
}

void fuzz_frame_lines(const uint8_t *data, size_t size, size_t max,
                      void (*line)(void *ctx, const char *text), void *ctx)
{
    TkLineReader r;
    size_t at = 1, total = 0;
    if (size < 1 || max > TK_BOT_LINE_LIMIT) {
        return;
    }
    char *buf = malloc(max + 1);
    if (buf == NULL) {
        return;
    }
    size_t chunk = (size_t)(data[0] % 64) + 1;
    tk_line_reader_init(&r, buf, max);
    while (at < size) {
        size_t len = size - at < chunk ? size - at : chunk;
        size_t off = 0;
        while (off < len) {
            size_t used = 0;
            TkLineStatus st =
                tk_line_reader_feed(&r, (const char *)data + at + off, len - off, &used);
            fuzz_check(used <= len - off);
            off += used;
            total += used;
            if (st == TK_LINE_OK) {
                size_t n = strlen(buf);
                fuzz_check(n < max);
                for (size_t i = 0; i < n; i++) {
                    fuzz_check(buf[i] >= 0x20 && buf[i] <= 0x7e);
                }
                line(ctx, buf);
            } else if (st == TK_LINE_MORE) {
                fuzz_check(off == len); /* all of it was used */
            } else if (used == 0) {
                break;
            }
        }
        at += len;
    }
    fuzz_check(total <= size - 1);
    free(buf);
}
