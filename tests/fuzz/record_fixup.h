/*
 * record_fixup.h - for the record fuzzers: an input with a correct end
 * line, so that the fuzzer reaches past the records' framing (kit/record.h:
 * "end COUNT CHECKSUM", FNV-1a over every line before it) into the header
 * parser and the replay of each game's records.
 */
#ifndef FUZZ_RECORD_FIXUP_H
#define FUZZ_RECORD_FIXUP_H

#include <stddef.h>

/* The len bytes at in, with a final "end " line (if any) dropped and a
 * correct one appended: the count of lines after `history` and the
 * checksum.  A new buffer (free it) with its length in *out_len, or NULL
 * when out of memory. */
char *fuzz_record_fix_end(const char *in, size_t len, size_t *out_len);

/* A game's records, as the record fuzzers see them (status 0 is success;
 * game and meta are the game's own types). */
typedef struct FuzzRecordOps {
    size_t meta_size; /* bytes of the game's record meta */
    int (*read)(const char *text, size_t len, void **game, void *meta, char *msg, size_t size);
    int (*write)(const void *game, const void *meta, char **text, size_t *len);
    int (*same)(const void *a, const void *b); /* NULL: not compared */
    void (*free_game)(void *game);
} FuzzRecordOps;

/* One fuzz input, read twice: as it is (framing, magic line, checksum),
 * and with its end line made correct, so the fuzzer also reaches the
 * header parser and the replay behind the checksum.  A record that reads
 * must write back, that text must read again to the same game and write
 * the same bytes (the writer is canonical); a refusal must say why in a
 * terminated message and give no game.  Anything else aborts. */
void fuzz_record_input(const FuzzRecordOps *ops, const unsigned char *data, size_t size);

#endif /* FUZZ_RECORD_FIXUP_H */
