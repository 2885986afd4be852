/*
 * file.c - bounded whole-file reads, atomic saves with stale temporary
 * files cleaned up, sorted directory lists (kit/file.h): what is the same
 * on every platform.  The system calls are in file_posix.c or
 * file_win32.c (file_sys.h).
 */
#include "kit/file.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "file_sys.h"
#include "kit/rng.h"
#include "kit/status.h"
#include "kit/text.h"

#define TEMP_MARK ".tmp-"
#define TEMP_RANDOM 6 /* random characters at the end of a temporary name */

static void clear_msg(char *msg, size_t size)
{
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

int tk_file_read(const char *path, size_t max, char **data, size_t *len, char *msg,
                 size_t size)
{
    FILE *f;
    char *buf;
    size_t n = 0;
    size_t room; /* bytes buf can take, its NUL not counted */
    clear_msg(msg, size);
    if (data != NULL) {
        *data = NULL;
    }
    if (len != NULL) {
        *len = 0;
    }
    if (path == NULL || data == NULL) {
        tk_text_message(msg, size, "no file or no place for its contents");
        return TK_E_ARG;
    }
    if (max > SIZE_MAX - 2) {
        max = SIZE_MAX - 2; /* max + 1 bytes and a NUL must be countable */
    }
    f = fopen(path, "rb");
    if (f == NULL) {
        tk_text_message(msg, size, "cannot open '%s': %s", path, strerror(errno));
        return TK_E_IO;
    }
    room = max + 1 < 65536 ? max + 1 : 65536;
    buf = malloc(room + 1);
    for (;;) {
        size_t got;
        if (buf == NULL) {
            fclose(f);
            tk_text_message(msg, size, "cannot read '%s': out of memory", path);
            return TK_E_NOMEM;
        }
        if (n == room) {
            char *p;
            if (n > max) {
                break; /* one byte more than allowed: refused below */
            }
            room = room > (max + 1) / 2 ? max + 1 : room * 2;
            p = realloc(buf, room + 1);
            if (p == NULL) {
                free(buf);
            }
            buf = p;
            continue;
        }
        got = fread(buf + n, 1, room - n, f);
        n += got;
        if (got == 0) {
            break;
        }
    }
    if (ferror(f)) {
        int e = errno;
        free(buf);
        fclose(f);
        tk_text_message(msg, size, "cannot read '%s': %s", path, e ? strerror(e) : "read error");
        return TK_E_IO;
    }
    fclose(f);
    if (n > max) {
        free(buf);
        tk_text_message(msg, size, "'%s' is larger than %lu bytes", path, (unsigned long)max);
        return TK_E_FORMAT;
    }
    buf[n] = '\0';
    *data = buf;
    if (len != NULL) {
        *len = n;
    }
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Directory lists                                                     */

int tk_file_names_add(TkNames *l, const char *name)
{
    size_t len = strlen(name) + 1;
    char *copy;
    if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) {
        return TK_OK;
    }
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 16;
        char **p = realloc(l->name, cap * sizeof *p);
        if (p == NULL) {
            return TK_E_NOMEM;
        }
        l->name = p;
        l->cap = cap;
    }
    copy = malloc(len);
    if (copy == NULL) {
        return TK_E_NOMEM;
    }
    memcpy(copy, name, len);
    l->name[l->n++] = copy;
    return TK_OK;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

void tk_file_names_free(char **names, size_t count)
{
    size_t i;
    if (names == NULL) {
        return;
    }
    for (i = 0; i < count; i++) {
        free(names[i]);
    }
    free(names);
}

int tk_file_list_dir(const char *dir, char ***names, size_t *count)
{
    TkNames l = {NULL, 0, 0};
    int st;
    if (names != NULL) {
        *names = NULL;
    }
    if (count != NULL) {
        *count = 0;
    }
    if (dir == NULL || names == NULL || count == NULL) {
        return TK_E_ARG;
    }
    st = tk_file_sys_read_dir(dir, &l);
    if (st != TK_OK) {
        tk_file_names_free(l.name, l.n);
        return st;
    }
    if (l.n > 1) {
        qsort(l.name, l.n, sizeof l.name[0], compare_names);
    }
    *names = l.name;
    *count = l.n;
    return TK_OK;
}

char *tk_file_parent_dir(const char *path, const char **base)
{
    const char *p;
    size_t prefix;
    char *dir;
    *base = path;
    for (p = path; *p != '\0'; p++) {
        if (tk_file_sys_is_separator(*p)) {
            *base = p + 1;
        }
    }
    prefix = (size_t)(*base - path); /* "DIR/" with its separator, or "" */
    dir = malloc(prefix + 2);
    if (dir == NULL) {
        return NULL;
    }
    if (prefix == 0) {
        strcpy(dir, ".");
    } else if (path[prefix - 1] == ':') {
        memcpy(dir, path, prefix); /* a drive's current directory */
        strcpy(dir + prefix, ".");
    } else if (prefix == 1 || path[prefix - 2] == ':') {
        memcpy(dir, path, prefix); /* a root keeps its separator */
        dir[prefix] = '\0';
    } else {
        memcpy(dir, path, prefix - 1);
        dir[prefix - 1] = '\0';
    }
    return dir;
}

/* ------------------------------------------------------------------ */
/* Temporary files of killed writers                                   */

/* If name is BASE.tmp-PID-XXXXXX, one of our temporary names for the file
 * base, returns the PID; else 0. */
static unsigned long temp_owner(const char *name, const char *base)
{
    size_t blen = strlen(base);
    size_t mlen = strlen(TEMP_MARK);
    const char *p;
    const char *dash;
    uint64_t pid = 0;
    size_t k;
    if (strncmp(name, base, blen) != 0 || strncmp(name + blen, TEMP_MARK, mlen) != 0) {
        return 0;
    }
    p = name + blen + mlen;
    dash = strchr(p, '-');
    if (dash == NULL || tk_text_parse_u64(p, (size_t)(dash - p), 1, ULONG_MAX, &pid) != TK_OK ||
        strlen(dash + 1) != TEMP_RANDOM) {
        return 0;
    }
    for (k = 1; k <= TEMP_RANDOM; k++) {
        char c = dash[k];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) {
            return 0;
        }
    }
    return (unsigned long)pid;
}

/* Removes the temporary files of path whose writer is gone (best effort:
 * a save goes on whatever happens here). */
static void remove_stale_temps(const char *path)
{
    const char *base;
    char *dir = tk_file_parent_dir(path, &base);
    char **names = NULL;
    size_t count = 0;
    size_t prefix = (size_t)(base - path);
    size_t i;
    unsigned long self = tk_file_sys_pid();
    if (dir == NULL || *base == '\0') {
        free(dir);
        return;
    }
    if (tk_file_list_dir(dir, &names, &count) == TK_OK) {
        for (i = 0; i < count; i++) {
            unsigned long owner = temp_owner(names[i], base);
            size_t n;
            char *full;
            if (owner == 0 || owner == self || !tk_file_sys_process_gone(owner)) {
                continue;
            }
            n = prefix + strlen(names[i]) + 1;
            full = malloc(n);
            if (full != NULL) {
                memcpy(full, path, prefix);
                memcpy(full + prefix, names[i], n - prefix);
                (void)remove(full);
                free(full);
            }
        }
    }
    tk_file_names_free(names, count);
    free(dir);
}

/* ------------------------------------------------------------------ */
/* Saving                                                              */

/* Creates a new temporary file beside path, PATH.tmp-PID-XXXXXX, into tmp
 * (room for size bytes).  Returns its descriptor, or -1 with *err set. */
static int create_temp(const char *path, char *tmp, size_t size, int *err)
{
    static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    unsigned long pid = tk_file_sys_pid();
    uint64_t salt = tk_mix64((uint64_t)time(NULL) ^ ((uint64_t)pid << 32) ^
                             (uint64_t)(uintptr_t)tmp ^ (uint64_t)clock());
    int attempt;
    *err = 0;
    for (attempt = 0; attempt < 100; attempt++) {
        char suffix[TEMP_RANDOM + 1];
        uint64_t r = tk_mix64(salt + (uint64_t)attempt);
        int fd;
        int k;
        for (k = 0; k < TEMP_RANDOM; k++) {
            suffix[k] = alphabet[r % 36u];
            r /= 36u;
        }
        suffix[TEMP_RANDOM] = '\0';
        snprintf(tmp, size, "%s%s%lu-%s", path, TEMP_MARK, pid, suffix);
        fd = tk_file_sys_create(tmp);
        if (fd >= 0) {
            return fd;
        }
        *err = errno;
        if (*err != EEXIST) {
            break;
        }
    }
    if (*err == 0) {
        *err = EEXIST;
    }
    return -1;
}

void tk_file_reason(char *msg, size_t size, const char *path, const char *why)
{
    size_t n = strlen(path), len;
    char *quoted, *text;
    int named;
    if (msg == NULL || size == 0) {
        return;
    }
    quoted = malloc(n + 3);
    if (quoted != NULL) {
        snprintf(quoted, n + 3, "'%s'", path);
    }
    named = (strncmp(why, path, n) == 0 && why[n] == ':') ||
            (quoted != NULL && strstr(why, quoted) != NULL);
    free(quoted);
    len = n + strlen(why) + 3;
    text = named ? NULL : malloc(len);
    if (text != NULL) {
        snprintf(text, len, "%s: %s", path, why);
    }
    tk_text_visible(text != NULL ? text : why, msg, size);
    free(text);
}

int tk_file_check_replaceable(const char *path, char *msg, size_t size)
{
    const char *what;
    clear_msg(msg, size);
    if (path == NULL || path[0] == '\0') {
        tk_text_message(msg, size, "no path to save to");
        return TK_E_ARG;
    }
    what = tk_file_sys_not_regular(path);
    if (what != NULL) {
        tk_text_message(msg, size, "'%s' is %s, not a regular file", path, what);
        return TK_E_IO;
    }
    return TK_OK;
}

int tk_file_save_atomic(const char *path, const void *data, size_t len, char *msg,
                        size_t size)
{
    const char *what;
    size_t tsize;
    char *tmp;
    int fd;
    int err;
    clear_msg(msg, size);
    if (path == NULL || path[0] == '\0' || (data == NULL && len > 0)) {
        tk_text_message(msg, size, "no path to save to, or no data");
        return TK_E_ARG;
    }
    what = tk_file_sys_not_regular(path);
    if (what != NULL) {
        /* a FIFO, a device, a link...: never turned into a regular file */
        tk_text_message(msg, size, "cannot save '%s': it is %s, not a regular file", path,
                        what);
        return TK_E_IO;
    }
    remove_stale_temps(path);
    tsize = strlen(path) + sizeof TEMP_MARK + 24 + TEMP_RANDOM;
    tmp = malloc(tsize);
    if (tmp == NULL) {
        tk_text_message(msg, size, "cannot save '%s': out of memory", path);
        return TK_E_NOMEM;
    }
    fd = create_temp(path, tmp, tsize, &err);
    if (fd < 0) {
        tk_text_message(msg, size,
                        "cannot save '%s': cannot create a temporary file beside it: %s", path,
                        strerror(err));
        free(tmp);
        return TK_E_IO;
    }
    err = tk_file_sys_write_close(fd, data, len);
    if (err != 0) {
        tk_text_message(msg, size, "cannot save '%s': writing the temporary file failed: %s",
                        path, strerror(err));
        (void)remove(tmp);
        free(tmp);
        return TK_E_IO;
    }
    if (tk_file_sys_replace(tmp, path, msg, size) != TK_OK) {
        (void)remove(tmp);
        free(tmp);
        return TK_E_IO;
    }
    free(tmp);
    return TK_OK;
}

int tk_file_exe_dir(const char *argv0, char *buf, size_t size)
{
    char exe[4096];
    const char *base = NULL;
    char *dir;
    if (buf == NULL || size == 0) {
        return 0;
    }
    buf[0] = '\0';
    if (tk_file_sys_exe_path(exe, sizeof exe) != 0) {
        size_t i;
        int named = 0;
        for (i = 0; argv0 != NULL && argv0[i] != '\0'; i++) {
            named |= tk_file_sys_is_separator(argv0[i]);
        }
        if (!named || snprintf(exe, sizeof exe, "%s", argv0) >= (int)sizeof exe) {
            return 0;
        }
    }
    dir = tk_file_parent_dir(exe, &base);
    if (dir == NULL) {
        return 0;
    }
    snprintf(buf, size, "%s", dir);
    free(dir);
    return buf[0] != '\0';
}

/* ------------------------------------------------------------------ */
/* Appending, folders                                                  */

int tk_file_append(const char *path, const void *data, size_t len, char *msg, size_t size)
{
    const char *what;
    int err;
    clear_msg(msg, size);
    if (path == NULL || path[0] == '\0' || (data == NULL && len > 0)) {
        tk_text_message(msg, size, "no path to append to, or no data");
        return TK_E_ARG;
    }
    what = tk_file_sys_not_regular(path);
    if (what != NULL) {
        tk_text_message(msg, size, "cannot write to '%s': it is %s, not a regular file", path,
                        what);
        return TK_E_IO;
    }
    err = tk_file_sys_append(path, data, len);
    if (err != 0) {
        tk_text_message(msg, size, "cannot write to '%s': %s (nothing of it was kept)", path,
                        strerror(err));
        return TK_E_IO;
    }
    return TK_OK;
}

int tk_file_make_dir(const char *path, char *msg, size_t size)
{
    int err;
    clear_msg(msg, size);
    if (path == NULL || path[0] == '\0') {
        tk_text_message(msg, size, "no folder to make");
        return TK_E_ARG;
    }
    err = tk_file_sys_make_dir(path);
    if (err != 0) {
        tk_text_message(msg, size, "cannot make the folder '%s': %s", path, strerror(err));
        return TK_E_IO;
    }
    return TK_OK;
}

int tk_file_remove(const char *path)
{
    if (path == NULL || path[0] == '\0' || tk_file_sys_not_regular(path) != NULL) {
        return TK_E_ARG;
    }
    return tk_file_sys_remove(path) == 0 ? TK_OK : TK_E_IO;
}

int tk_file_pref_dir(const char *org, const char *app, char *out, size_t size)
{
    char home[1024];
    int n;
    if (out == NULL || size == 0 || org == NULL || app == NULL) {
        return TK_E_ARG;
    }
    out[0] = '\0';
    if (tk_file_sys_data_home(home, sizeof home) != 0) {
        return TK_E_IO;
    }
#ifdef _WIN32
    n = snprintf(out, size, "%s\\%s\\%s", home, org, app);
#else
    n = snprintf(out, size, "%s/%s/%s", home, org, app);
#endif
    if (n < 0 || (size_t)n >= size) {
        out[0] = '\0';
        return TK_E_ARG;
    }
    return TK_OK;
}
