/* lang.c - the desktop program's language (lang.h).  Pure. */
#include "lang.h"

#include <stdio.h>
#include <string.h>

#include "kit/file.h"
#include "kit/status.h"

#define PSEUDO "qps"

void sh_langs_find(ShLangs *l, const char *const *dirs, int ndirs)
{
    int d;
    memset(l, 0, sizeof *l);
    snprintf(l->in_force, sizeof l->in_force, "en");
    for (d = 0; d < ndirs; d++) {
        char **names = NULL;
        size_t count = 0, i;
        if (dirs[d] == NULL || tk_file_list_dir(dirs[d], &names, &count) != TK_OK) {
            continue;
        }
        for (i = 0; i < count && l->n < SH_LANGS_MAX; i++) {
            size_t len = strlen(names[i]);
            char code[16];
            int k, known = 0;
            if (len < 4 || len - 3 >= sizeof code || strcmp(names[i] + len - 3, ".mo") != 0) {
                continue;
            }
            memcpy(code, names[i], len - 3);
            code[len - 3] = '\0';
            for (k = 0; k < l->n; k++) {
                known |= strcmp(l->code[k], code) == 0;
            }
            if (known || strcmp(code, "en") == 0) {
                continue;
            }
            snprintf(l->code[l->n], sizeof l->code[0], "%s", code);
            if (snprintf(l->path[l->n], sizeof l->path[0], "%s/%s", dirs[d], names[i]) <
                (int)sizeof l->path[0]) {
                l->n++;
            }
        }
        tk_file_names_free(names, count);
    }
}

static int index_of(const ShLangs *l, const char *code)
{
    int i;
    for (i = 0; i < l->n; i++) {
        if (strcmp(l->code[i], code) == 0) {
            return i;
        }
    }
    return -1;
}

/* The catalogue of language i, loaded on first use; NULL if it cannot be
 * read (why in err). */
static TkCatalog *catalogue(ShLangs *l, int i, char *err, size_t errsize)
{
    if (i < 0 || i >= l->n) {
        return NULL;
    }
    if (!l->tried[i]) {
        char why[400];
        l->tried[i] = 1;
        if (tk_catalog_load(l->path[i], &l->cat[i], why, sizeof why) != TK_OK && err != NULL &&
            errsize > 0) {
            snprintf(err, errsize, "%s", why);
        }
    }
    return l->cat[i];
}

const char *sh_langs_apply(ShLangs *l, const char *setting, const char *system, char *err,
                           size_t errsize)
{
    const char *have[SH_LANGS_MAX];
    int i, pick = -1;
    if (err != NULL && errsize > 0) {
        err[0] = '\0';
    }
    if (strcmp(setting, "en") == 0) {
        pick = -1;
    } else if (strcmp(setting, "system") != 0 && index_of(l, setting) >= 0) {
        pick = index_of(l, setting);
    } else {
        for (i = 0; i < l->n; i++) {
            have[i] = strcmp(l->code[i], PSEUDO) == 0 ? "" : l->code[i];
        }
        pick = tk_lang_pick(system, have, l->n);
    }
    if (pick >= 0 && catalogue(l, pick, err, errsize) == NULL) {
        pick = -1;
    }
    tk_lang_use(pick >= 0 ? l->cat[pick] : NULL);
    snprintf(l->in_force, sizeof l->in_force, "%s", pick >= 0 ? l->code[pick] : "en");
    return l->in_force;
}

void sh_langs_next(const ShLangs *l, const char *setting, int delta, char *out, size_t size)
{
    const char *ring[SH_LANGS_MAX + 2];
    int n = 0, i, at = 0;
    ring[n++] = "system";
    ring[n++] = "en";
    for (i = 0; i < l->n; i++) {
        if (strcmp(l->code[i], PSEUDO) != 0 || strcmp(setting, PSEUDO) == 0) {
            ring[n++] = l->code[i];
        }
    }
    for (i = 0; i < n; i++) {
        if (strcmp(ring[i], setting) == 0) {
            at = i;
        }
    }
    at = ((at + (delta < 0 ? -1 : 1)) % n + n) % n;
    snprintf(out, size, "%s", ring[at]);
}

/* A language's own name: its catalogue's word for "English". */
static void own_name(ShLangs *l, const char *code, char *out, size_t size)
{
    int i = index_of(l, code);
    const TkCatalog *c = catalogue(l, i, NULL, 0);
    /* TRANSLATORS: your language's name in your language ("Français"),
       shown in the Settings' Language choice. */
    const char *name = NC_("language name", "English");
    const char *t = c != NULL ? tk_catalog_find(c, "language name", name) : NULL;
    if (strcmp(code, "en") == 0) {
        t = name;
    }
    snprintf(out, size, "%s", t != NULL ? t : code);
}

void sh_langs_shown(ShLangs *l, const char *setting, char *out, size_t size)
{
    char name[64];
    if (strcmp(setting, "system") == 0) {
        own_name(l, l->in_force, name, sizeof name);
        tk_fmt(out, size, _("System (%s)"), name);
        return;
    }
    own_name(l, setting, name, sizeof name);
    snprintf(out, size, "%s", name);
}

void sh_langs_free(ShLangs *l)
{
    int i;
    for (i = 0; i < l->n; i++) {
        if (tk_lang_current() == l->cat[i]) {
            tk_lang_use(NULL);
        }
        tk_catalog_free(l->cat[i]);
        l->cat[i] = NULL;
        l->tried[i] = 0;
    }
}
