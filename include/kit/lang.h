/*
 * kit/lang.h - the words a player reads, in the player's language: gettext
 * catalogues (.mo files) read by the kit itself, the process's language,
 * and a printf whose translations may reorder their arguments.
 *
 * The strings of the code are English; a string a player reads is marked
 * where it is written: _("...") translates it there, N_("...") marks one
 * kept in a table and translated where it is used (_(table[i])),
 * C_("context", "...") one whose English word means two things,
 * tk_trn(one, many, n) a sentence with a count ("1 tile" / "2 tiles":
 * the catalogue's Plural-Forms choose the form).  xgettext finds them
 * (po/CMakeLists.txt lists the keywords).
 *
 * A catalogue is the compiled .mo of a language (po/LANG.po, msgfmt), read
 * and checked by tk_catalog_parse: no libintl is needed on any system,
 * and a bad file is refused with a reason, never trusted.
 *
 * The language in force is the process's (tk_lang_use), as the C
 * library's locale is: the words are formed in every layer (the kit's
 * notices, the match layer, the games' screens, the shell), and a program
 * chooses once (the desktop shell at start and when the player changes
 * it in Settings).  Nothing is translated until a program chooses a
 * catalogue: the terminal tools, the records, the protocols and the tests
 * speak English.  HACKING.md, "Words and languages", says why.
 *
 * tk_fmt is snprintf for translated formats: a translation may number its
 * arguments ("%2$s ... %1$d", as POSIX printf does, on every system), and
 * a decimal number is written with the language's decimal separator
 * ("2,5" in French).
 */
#ifndef TK_LANG_H
#define TK_LANG_H

#include <stdarg.h>
#include <stddef.h>

#include "kit/text.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) || defined(__clang__)
#define TK_FORMAT_ARG(i) __attribute__((format_arg(i)))
#else
#define TK_FORMAT_ARG(i)
#endif

/* A compiled catalogue (a .mo file), opaque. */
typedef struct TkCatalog TkCatalog;

/* Reads the bytes of a .mo file (either byte order, revision 0 or 1,
 * UTF-8 text) into *out, owned by the caller (tk_catalog_free).  Every
 * offset and length is checked against size and the header's
 * Plural-Forms expression is parsed; a file that is not a catalogue
 * returns TK_E_FORMAT with the reason in msg (size bytes), out of memory
 * TK_E_NOMEM.  data is not kept. */
int tk_catalog_parse(const void *data, size_t size, TkCatalog **out, char *msg, size_t msize);

/* tk_catalog_parse of the file at path (read whole, bounded to 8 MiB);
 * TK_E_IO when it cannot be read, the path in msg. */
int tk_catalog_load(const char *path, TkCatalog **out, char *msg, size_t msize);

void tk_catalog_free(TkCatalog *c);

/* The translation of id in context ctx (NULL: none), or NULL when the
 * catalogue has none (an empty translation counts as none).  Owned by c. */
const char *tk_catalog_find(const TkCatalog *c, const char *ctx, const char *id);

/* The form of a plural message for the count n (the catalogue's
 * Plural-Forms), or NULL when c has no such message.  Owned by c. */
const char *tk_catalog_find_plural(const TkCatalog *c, const char *ctx, const char *id,
                                   unsigned long n);

/* How many messages c holds (its header not counted). */
size_t tk_catalog_count(const TkCatalog *c);

/* The value of a header field ("Language", "Plural-Forms") into buf (cut
 * to size): 1, or 0 (buf "") when the header has none. */
int tk_catalog_header(const TkCatalog *c, const char *field, char *buf, size_t size);

/* Which form of a plural the catalogue's Plural-Forms gives for n (0 for a
 * catalogue without them: the English rule, 0 for 1 and 1 otherwise). */
unsigned long tk_catalog_plural_index(const TkCatalog *c, unsigned long n);

/* The process's language: c (NULL: the English of the code).  c stays
 * the caller's and must outlive its use and every string translated by
 * it: a program keeps every catalogue it has loaded until it ends, so a
 * string already shown stays valid when the player changes the language. */
void tk_lang_use(const TkCatalog *c);

/* The catalogue in force, NULL for English. */
const TkCatalog *tk_lang_current(void);

/* The translation of id in the language in force, or id itself. */
const char *tk_tr(const char *id) TK_FORMAT_ARG(1);

/* ... with a context that tells two meanings of one English word apart. */
const char *tk_trc(const char *ctx, const char *id) TK_FORMAT_ARG(2);

/* The form of "one" / "many" for the count n in the language in force
 * (English: one for n == 1, else many). */
const char *tk_trn(const char *one, const char *many, unsigned long n) TK_FORMAT_ARG(1)
    TK_FORMAT_ARG(2);

/* An English sentence an engine formed from a format marked
 * NC_(ctx, "...") where it is written (a refusal's reason, kept English
 * for logs and records' messages), said in the language in force: the
 * format of ctx whose words are english's (its %d a whole number, its %s
 * any text), the one with the most words when several are, translated and
 * filled with what its conversions matched; a %s's text is said in turn
 * when it is itself a sentence of ctx ("; %s" after "place 2 is free").
 * Into out (cut to size, always ended); english itself when no catalogue
 * is in force or no format of ctx forms it.  1 when it was translated.
 * english stays the caller's. */
int tk_tr_formed(const char *ctx, const char *english, char *out, size_t size);
#define _(s) tk_tr(s)
#define N_(s) (s)
#define C_(ctx, s) tk_trc(ctx, s)
#define NC_(ctx, s) (s)

/* Formats as snprintf does (the text's length is returned, out is cut to
 * size and always ended), and besides: the arguments may be numbered
 * ("%2$s %1$d": then every conversion is numbered and every argument is
 * used), and f, e, g conversions write the decimal separator of the
 * language in force.  Conversions: d i u x X o c s p f e g E G a and %%,
 * with flags, width and precision (or *), and hh h l ll z j t.  A format
 * it cannot follow writes "" and returns -1. */
int tk_fmt(char *out, size_t size, const char *fmt, ...) TK_PRINTF_LIKE(3, 4);
int tk_vfmt(char *out, size_t size, const char *fmt, va_list ap);

/* The language's decimal separator ("." in English, "," in French). */
const char *tk_lang_decimal(void);

/* The languages of the environment, most wanted first, as a terminal
 * program reads them: LANGUAGE (a list, after LC_ALL or LC_MESSAGES or
 * LANG names a language), else LC_ALL, LC_MESSAGES, LANG; "C" and "POSIX"
 * mean English.  Into buf as "fr_BE:fr:en" (cut to size); 0 when none is
 * set. */
int tk_lang_from_env(char *buf, size_t size);

/* The first of the wanted languages ("fr_CA.UTF-8:de:en", or "fr-CA"
 * tags, separated by ':' or ',') that is among the n languages have
 * ("fr", "qps"): a wanted "fr_CA" takes "fr", "en" or "C" takes English.
 * Returns its index in have, or -1 for English (none of them, or English
 * first). */
int tk_lang_pick(const char *wanted, const char *const *have, int n);

#ifdef __cplusplus
}
#endif

#endif /* TK_LANG_H */
