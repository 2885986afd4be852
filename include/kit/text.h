/*
 * kit/text.h - text helpers every game's records and tools share.
 *
 * Strict numbers: one verdict everywhere (records, command lines,
 * settings): a number is ASCII digits, with a '-' in front for a signed
 * one, and nothing else: no space, no '+', nothing after.  Percent-encoding
 * keeps any byte string in one field of a line-based text file.  Text that
 * came from outside (a name read back from a file) is made harmless for a
 * terminal, and any text can be written as a JSON string.
 *
 * Nothing here allocates, prints or keeps state.  Text is given as a
 * pointer and a length (it need not be NUL-terminated) unless said
 * otherwise.  The functions that write into a buffer behave as snprintf:
 * they write at most size bytes, always NUL-terminated when size > 0, and
 * return the length the whole result has (compare it with size to see a
 * cut).
 */
#ifndef TK_TEXT_H
#define TK_TEXT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Lets the compiler check a printf-style format (argument f) against its
 * arguments (from argument a on). */
#if defined(__GNUC__) || defined(__clang__)
#define TK_PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define TK_PRINTF_LIKE(f, a)
#endif

/* Writes a printf-style one-line message into msg (size bytes, cut to
 * fit, NUL-terminated); nothing when msg is NULL or size is 0.  How a call
 * that fails says why: every "char *msg, size_t size" pair of the
 * collection is filled with it. */
void tk_text_message(char *msg, size_t size, const char *fmt, ...) TK_PRINTF_LIKE(3, 4);

/* Where a match stands, in one line: "HEAD: Ann (12 points), Bob (1
 * point)", each score in brackets after its seat's name (a seat without a
 * name is "Seat N"), the unit named in the singular (NULL or "": "point";
 * "point" and "token" are said in the language in force, kit/lang.h, with
 * its plural forms), cut to size, NUL-terminated.  What the title screen
 * and the terminal tools say of a saved match. */
void tk_text_scores(char *buf, size_t size, const char *head, const char *unit,
                    const char *const *names, const int *totals, int seats);

/* Parses text[0..len-1] as an unsigned decimal number in lo..hi.  Returns
 * TK_OK with *out set; TK_E_FORMAT if it is not one or more ASCII digits
 * alone; TK_E_ARG if it is, but the number is outside lo..hi (or above
 * 2^64-1).  *out is left alone on failure. */
int tk_text_parse_u64(const char *text, size_t len, uint64_t lo, uint64_t hi, uint64_t *out);

/* Parses text[0..len-1] as a decimal number in lo..hi: digits, with an
 * optional '-' in front.  Returns TK_OK, TK_E_FORMAT or TK_E_ARG as
 * tk_text_parse_u64 (a number that does not fit a long is outside). */
int tk_text_parse_long(const char *text, size_t len, long lo, long hi, long *out);

/* Parses text[0..len-1] as 1 to 16 hexadecimal digits (either case, no
 * "0x").  Returns TK_OK with *out set, or TK_E_FORMAT. */
int tk_text_parse_hex64(const char *text, size_t len, uint64_t *out);

/* Percent-encodes in[0..n-1] into out: the bytes '!'..'~' but '%' stand
 * for themselves, every other byte (space, controls, '%', bytes above
 * 0x7E) becomes %XX (upper-case hex).  The result has no space and no
 * control character.  Returns its length (snprintf-like, see above). */
size_t tk_text_percent_encode(const char *in, size_t n, char *out, size_t size);

/* Decodes percent-encoded in[0..n-1] into out (size bytes, the result and
 * its NUL).  Returns TK_OK, or TK_E_FORMAT with *why (may be NULL) set to
 * a constant description: a '%' without two hex digits after it, %00 (a
 * NUL byte is refused, so the result is a C string), or a result longer
 * than size - 1 bytes.  out is "" after a failure. */
int tk_text_percent_decode(const char *in, size_t n, char *out, size_t size, const char **why);

/* Copies the NUL-terminated text into out so that a terminal shows it and
 * does nothing else: control characters (0x00-0x1F, 0x7F, and the C1
 * controls U+0080-U+009F) and bytes that are not valid UTF-8 become \xHH;
 * printable ASCII and valid UTF-8 are kept as they are.  Returns the
 * length of the result (snprintf-like).  Text without such bytes comes out
 * unchanged. */
size_t tk_text_visible(const char *text, char *out, size_t size);

/* Makes the name in name (a buffer of size bytes) differ from each of the
 * n names in taken (NULL entries are skipped): left as it is when it
 * does, else numbered, "NAME 2", "NAME 3", ..., the first that does, NAME
 * cut (never inside a UTF-8 character) to leave room for the number.
 * How a table tells two seats apart that the same program plays. */
void tk_text_unique_name(char *name, size_t size, const char *const *taken, int n);

/* Writes the NUL-terminated text into out as a JSON string, quotes
 * included: '"' and '\' are escaped with '\', every byte outside printable
 * ASCII becomes \u00XX (so the result is ASCII; bytes are taken one by
 * one, as Latin-1).  Returns the length of the result (snprintf-like). */
size_t tk_text_json_string(const char *text, char *out, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* TK_TEXT_H */
