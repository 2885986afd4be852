/*
 * lang.h - the desktop program's language (pure): the catalogues found
 * beside the art, the one the player's setting or the system chooses, put
 * in force (kit/lang.h, tk_lang_use).  Private to src/shell.
 */
#ifndef SH_CORE_LANG_H
#define SH_CORE_LANG_H

#include <stddef.h>

#include "kit/lang.h"

#define SH_LANGS_MAX 16
#define SH_LANG_PATH_MAX 1100

/* The catalogues found (DIR/LANG.mo), each loaded on first use and kept
 * until sh_langs_free, so that a string translated by one stays valid
 * when the language changes. */
typedef struct ShLangs {
    int n;
    char code[SH_LANGS_MAX][16];              /* "fr", "qps" */
    char path[SH_LANGS_MAX][SH_LANG_PATH_MAX];
    TkCatalog *cat[SH_LANGS_MAX];
    int tried[SH_LANGS_MAX];                  /* 1: loading was tried (cat NULL: it failed) */
    char in_force[16];                        /* the code in force, "en" for English */
} ShLangs;

/* Looks for LANG.mo in each of the ndirs folders (a folder that is not
 * there is passed over; the first one that has a language wins). */
void sh_langs_find(ShLangs *l, const char *const *dirs, int ndirs);

/* Puts in force the language of `setting` ("system", "en", "fr"): for
 * "system", or a language without a catalogue here, the first of the
 * system's languages (`system`, "fr_FR:en" or "fr-CA,en") that has one,
 * else English.  A catalogue that cannot be read is English, its reason
 * in err (may be NULL; "" when all went well).  Returns the code in force
 * ("en", "fr"). */
const char *sh_langs_apply(ShLangs *l, const char *setting, const char *system, char *err,
                           size_t errsize);

/* The value after `setting` on the Settings screen's Language choice,
 * moving by delta (+1 or -1) round "system", "en" and each catalogue
 * found (the pseudo-language qps only while it is the setting): into out. */
void sh_langs_next(const ShLangs *l, const char *setting, int delta, char *out, size_t size);

/* How `setting` is shown to the player: "System (English)", "English",
 * "Français" (each language named in its own words, from its catalogue).
 * Loads the catalogue it names when it must. */
void sh_langs_shown(ShLangs *l, const char *setting, char *out, size_t size);

/* Frees every catalogue (after tk_lang_use(NULL)). */
void sh_langs_free(ShLangs *l);

#endif /* SH_CORE_LANG_H */
