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
