/*
 * fuzz_ratuki_record.c - libFuzzer target for rt_record_read (Ratuki records).
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

#include "ratuki/engine.h"
#include "ratuki/record.h"

#include "record_fixup.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_round_trip(const RtGame *g, const RtRecordMeta *meta)
{
    char *text = NULL, *again = NULL;
    size_t len = 0, len2 = 0;
    RtGame *r = NULL;
    RtRecordMeta back;
    char msg[256];

    if (rt_record_write(g, meta, &text, &len) != TK_OK) {
        abort();
    }
    if (rt_record_read(text, len, &r, &back, msg, sizeof msg) != TK_OK) {
        abort();
    }
    if (!rt_game_same(g, r)) {
        abort();
    }
    if (rt_record_write(r, &back, &again, &len2) != TK_OK || len != len2 ||
        memcmp(text, again, len) != 0 || memcmp(meta, &back, sizeof back) != 0) {
        abort();
    }
    free(again);
    free(text);
    rt_game_free(r);
}

static void read_one(const char *text, size_t len)
{
    RtGame *g = NULL;
    RtRecordMeta meta;
    char msg[256];
    int rc = rt_record_read(text, len, &g, &meta, msg, sizeof msg);
    if (rc == TK_OK) {
        if (g == NULL) {
            abort();
        }
        check_round_trip(g, &meta);
        rt_game_free(g);
    } else if (g != NULL || msg[0] == '\0' || memchr(msg, '\0', sizeof msg) == NULL) {
        abort();
    }
}

/* The input with a correct end line: past the framing, into the header
 * parser and the replay. */
static void read_fixed_up(const char *in, size_t size)
{
    size_t n = 0;
    char *buf = fuzz_record_fix_end(in, size, &n);
    if (buf != NULL) {
        read_one(buf, n);
        free(buf);
    }
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
