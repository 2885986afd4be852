/* record_fixup.c - a correct end line for the record fuzzers (record_fixup.h). */
#include "record_fixup.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/record.h"

char *fuzz_record_fix_end(const char *in, size_t size, size_t *out_len)
{
    char *buf = malloc(size + 64);
    size_t n = size, pos = 0;
    uint64_t h = TK_FNV_OFFSET;
    long items = -1;

    if (buf == NULL) {
        return NULL;
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
        h = tk_fnv_add(h, buf + pos, k);
        h = tk_fnv_add(h, "\n", 1);
        if (items >= 0) {
            items++;
        } else if (k == 7 && memcmp(buf + pos, "history", 7) == 0) {
            items = 0;
        }
        pos = end + 1;
    }
    n += (size_t)snprintf(buf + n, 64, "end %lu %016llx\n", items < 0 ? 0ul : (unsigned long)items,
                          (unsigned long long)h);
    *out_len = n;
    return buf;
}

static void check_round_trip(const FuzzRecordOps *ops, const void *g, const void *meta)
{
    char *text = NULL, *again = NULL;
    size_t len = 0, len2 = 0;
    void *r = NULL;
    void *back = calloc(1, ops->meta_size);
    char msg[256];

    if (back == NULL) {
        return;
    }
    if (ops->write(g, meta, &text, &len) != 0) {
        abort();
    }
    if (ops->read(text, len, &r, back, msg, sizeof msg) != 0) {
        abort();
    }
    if (ops->same != NULL && !ops->same(g, r)) {
        abort();
    }
    if (ops->write(r, back, &again, &len2) != 0 || len != len2 || memcmp(text, again, len) != 0 ||
        memcmp(meta, back, ops->meta_size) != 0) {
        abort();
    }
    free(again);
    free(text);
    free(back);
    ops->free_game(r);
}

static void read_one(const FuzzRecordOps *ops, const char *text, size_t len)
{
    void *g = NULL;
    void *meta = calloc(1, ops->meta_size);
    char msg[256];

    if (meta == NULL) {
        return;
    }
    int rc = ops->read(text, len, &g, meta, msg, sizeof msg);
    if (rc == 0) {
        if (g == NULL) {
            abort();
        }
        check_round_trip(ops, g, meta);
        ops->free_game(g);
    } else if (g != NULL || msg[0] == '\0' || memchr(msg, '\0', sizeof msg) == NULL) {
        abort();
    }
    free(meta);
}

void fuzz_record_input(const FuzzRecordOps *ops, const unsigned char *data, size_t size)
{
    /* An exact-size copy, so any read past the end is caught. */
    char *text = malloc(size ? size : 1);
    if (text == NULL) {
        return;
    }
    memcpy(text, data, size);
    read_one(ops, text, size);
    size_t n = 0;
    char *fixed = fuzz_record_fix_end(text, size, &n);
    if (fixed != NULL) {
        read_one(ops, fixed, n);
        free(fixed);
    }
    free(text);
}
