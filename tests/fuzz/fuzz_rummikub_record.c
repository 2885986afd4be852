/*
 * fuzz_rummikub_record.c - libFuzzer target for rk_record_read (Rummikub records).
 *
 * Each input is read twice: as it is (framing, magic line, checksum), and
 * with its end line replaced by a correct one, so the fuzzer also reaches
 * the header parser and the replay behind the checksum.  A record that
 * reads must write back, and that text must read again and write the same
 * bytes (the writer is canonical); anything else aborts.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rummikub/engine.h"
#include "rummikub/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_round_trip(const RkGame *g, const RkRecordMeta *meta)
{
    char *text = NULL, *again = NULL;
    size_t len = 0, len2 = 0;
    RkGame *r = NULL;
    RkRecordMeta back;
    char msg[256];

    if (rk_record_write(g, meta, &text, &len) != TK_OK) {
        abort();
    }
    if (rk_record_read(text, len, &r, &back, msg, sizeof msg) != TK_OK) {
        abort();
    }
    if (!rk_game_same(g, r)) {
        abort();
    }
    if (rk_record_write(r, &back, &again, &len2) != TK_OK || len != len2 ||
        memcmp(text, again, len) != 0 || memcmp(meta, &back, sizeof back) != 0) {
        abort();
    }
    free(again);
    free(text);
    rk_game_free(r);
}

static void read_one(const char *text, size_t len)
{
    RkGame *g = NULL;
    RkRecordMeta meta;
    char msg[256];
    int rc = rk_record_read(text, len, &g, &meta, msg, sizeof msg);
    if (rc == TK_OK) {
        if (g == NULL) {
            abort();
        }
        check_round_trip(g, &meta);
        rk_game_free(g);
    } else if (g != NULL || msg[0] == '\0' || memchr(msg, '\0', sizeof msg) == NULL) {
        abort();
    }
}

static uint64_t fnv(uint64_t h, const char *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

/* The input with its last `end` line (if any) dropped and a correct one
 * appended: the count of lines after `history`, and the checksum. */
static void read_fixed_up(const char *in, size_t size)
{
    char *buf = malloc(size + 64);
    size_t n = size, pos = 0;
    uint64_t h = 0xcbf29ce484222325ULL;
    long items = -1;

    if (buf == NULL) {
        return;
    }
    memcpy(buf, in, size);
    if (n > 0 && buf[n - 1] != '\n') {
        buf[n++] = '\n';
    }
    /* Drop a final end line. */
    if (n > 0) {
        size_t start = n - 1;
        while (start > 0 && buf[start - 1] != '\n') {
            start--;
        }
        if (n - start >= 4 && memcmp(buf + start, "end ", 4) == 0) {
            n = start;
        }
    }
    while (pos < n) {
        size_t end = pos;
        size_t k;
        while (buf[end] != '\n') {
            end++;
        }
        k = end - pos;
        if (k > 0 && buf[end - 1] == '\r') {
            k--;
        }
        h = fnv(h, buf + pos, k);
        h = fnv(h, "\n", 1);
        if (items >= 0) {
            items++;
        } else if (k == 7 && memcmp(buf + pos, "history", 7) == 0) {
            items = 0;
        }
        pos = end + 1;
    }
    {
        static const char hex[] = "0123456789abcdef";
        unsigned long c = items < 0 ? 0ul : (unsigned long)items;
        char digits[24];
        int nd = 0, d;
        memcpy(buf + n, "end ", 4);
        n += 4;
        do {
            digits[nd++] = (char)('0' + c % 10);
            c /= 10;
        } while (c > 0);
        while (nd > 0) {
            buf[n++] = digits[--nd];
        }
        buf[n++] = ' ';
        for (d = 15; d >= 0; d--) {
            buf[n++] = hex[(h >> (4 * d)) & 15];
        }
        buf[n++] = '\n';
    }
    read_one(buf, n);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* An exact-size copy, so any read past the end is caught. */
    char *text = malloc(size ? size : 1);
    if (text == NULL) {
        return 0;
    }
    memcpy(text, data, size);
    read_one(text, size);
    read_fixed_up(text, size);
    free(text);
    return 0;
}
