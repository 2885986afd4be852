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

#endif /* FUZZ_RECORD_FIXUP_H */
