/*
 * fuzz_rummikub_record.c - libFuzzer target for rk_record_read (Rummikub records), through
 * the record fuzzers' shared harness (record_fixup.h, fuzz_record_input):
 * each input read as it is and with a correct end line, every record that
 * reads written back, read again and written the same.
 */
#include <stddef.h>
#include <stdint.h>

#include "rummikub/engine.h"
#include "rummikub/record.h"

#include "record_fixup.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int read_record(const char *text, size_t len, void **game, void *meta, char *msg,
                       size_t size)
{
    RkGame *g = NULL;
    int rc = rk_record_read(text, len, &g, meta, msg, size);
    *game = g;
    return rc;
}

static int write_record(const void *game, const void *meta, char **text, size_t *len)
{
    return rk_record_write(game, meta, text, len);
}

static int same(const void *a, const void *b)
{
    return rk_game_same(a, b);
}

static void free_game(void *game)
{
    rk_game_free(game);
}

static const FuzzRecordOps ops = {sizeof(RkRecordMeta), read_record, write_record, same, free_game};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_record_input(&ops, data, size);
    return 0;
}
