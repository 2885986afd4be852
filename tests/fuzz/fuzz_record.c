/*
 * fuzz_record.c - libFuzzer target for racko_record_read (Rack-O records), through
 * the record fuzzers' shared harness (record_fixup.h, fuzz_record_input):
 * each input read as it is and with a correct end line, every record that
 * reads written back, read again and written the same.
 */
#include <stddef.h>
#include <stdint.h>

#include "racko/engine.h"
#include "racko/record.h"

#include "record_fixup.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int read_record(const char *text, size_t len, void **game, void *meta, char *msg,
                       size_t size)
{
    RackoGame *g = NULL;
    int rc = racko_record_read(text, len, &g, meta, msg, size);
    *game = g;
    return rc;
}

static int write_record(const void *game, const void *meta, char **text, size_t *len)
{
    return racko_record_write(game, meta, text, len);
}

static void free_game(void *game)
{
    racko_game_free(game);
}

static const FuzzRecordOps ops = {sizeof(RackoRecordMeta), read_record, write_record, NULL,
                                  free_game};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_record_input(&ops, data, size);
    return 0;
}
