/*
 * kit/file.h - whole files: bounded reads, atomic saves, directory lists.
 *
 * A save never leaves a half-written file: the data goes to a new
 * temporary file beside the target, PATH.tmp-PID-XXXXXX (PID the writer's
 * process id, X random), which is flushed to the disk and renamed over
 * PATH; so PATH is the old file or the new one, whole.  A writer killed
 * mid-save leaves its temporary file behind; the next save of PATH removes
 * the temporary files of PATH whose writer process is gone.
 *
 * POSIX and Windows.  Paths are the platform's (on Windows, the ANSI code
 * page, '/' or '\' between names).  Every function returns a status:
 * TK_OK or a TK_E_* code (kit/status.h); msg (may be NULL) gets a one-line
 * reason that names the file.
 */
#ifndef TK_FILE_H
#define TK_FILE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Reads the whole file at path, if it holds at most max bytes.  On success
 * *data is its bytes followed by a NUL (owned by the caller: free()) and
 * *len (may be NULL) their number.  Returns TK_E_IO if the file cannot be
 * opened or read, TK_E_FORMAT if it is larger than max (not read beyond
 * max + 1 bytes), TK_E_NOMEM, or TK_E_ARG; *data is NULL on failure. */
int tk_file_read(const char *path, size_t max, char **data, size_t *len, char *msg,
                 size_t size);

/* One line that names the file at path once, made visible for a terminal
 * (tk_text_visible): why as it is when it names path already (it begins
 * "PATH:" or holds 'PATH', as this header's messages do), else "PATH:
 * WHY" ("PATH: STATUS" for an empty why is the caller's to give). */
void tk_file_reason(char *msg, size_t size, const char *path, const char *why);

/* Whether a save may replace what is at path: TK_OK when nothing is there
 * or a regular file is; TK_E_IO with msg ("'PATH' is a FIFO (a named
 * pipe), not a regular file") when something else is: a folder, a
 * symbolic link (named, not followed), a FIFO, a device, a socket.
 * tk_file_save_atomic checks it first; a tool given a path to save to can
 * check it at once, before any work. */
int tk_file_check_replaceable(const char *path, char *msg, size_t size);

/* Replaces the file at path with data[0..len-1] atomically (see above),
 * first removing the temporary files that killed writers left beside
 * path.  Only a regular file is replaced: anything else at path
 * (tk_file_check_replaceable) is left as it is and refused.  data stays
 * the caller's.  Returns TK_E_IO (nothing replaced, no temporary file of
 * this call left), TK_E_NOMEM or TK_E_ARG. */
int tk_file_save_atomic(const char *path, const void *data, size_t len, char *msg,
                        size_t size);

/* Appends data[0..len-1] to the file at path (made when missing), on a
 * line of its own (a '\n' first when the file's last byte is not one: a
 * line a killed writer cut short stays alone), flushed to the disk.  All
 * of it or none of it: on a failure (a full disk, a size limit) the file
 * is cut back to the length it had.  Only a regular file is appended to.
 * data stays the caller's.  TK_OK, TK_E_IO with msg, or TK_E_ARG. */
int tk_file_append(const char *path, const void *data, size_t len, char *msg, size_t size);

/* Makes the folder path (its parent must exist); TK_OK when it is there
 * after the call, else TK_E_IO with msg, or TK_E_ARG. */
int tk_file_make_dir(const char *path, char *msg, size_t size);

/* Removes the regular file at path (nothing else: a folder, a link):
 * TK_OK, TK_E_IO, or TK_E_ARG when path names no regular file. */
int tk_file_remove(const char *path);

/* The preference folder the desktop programs keep a game's files in, as
 * SDL's preference path finds it (no separator at the end): Linux and
 * BSD DATA/ORG/APP with DATA $XDG_DATA_HOME or $HOME/.local/share, macOS
 * $HOME/Library/Application Support/ORG/APP, Windows %APPDATA%\ORG\APP.
 * Neither read nor made here.  TK_OK with out (size bytes), TK_E_IO when
 * the environment names no home, TK_E_ARG when it does not fit. */
int tk_file_pref_dir(const char *org, const char *app, char *out, size_t size);

/* The names in the directory dir but "." and "..", sorted in byte order:
 * *names is an array of *count NUL-terminated names, owned by the caller
 * (tk_file_names_free).  Returns TK_E_IO if dir cannot be read, TK_E_NOMEM
 * or TK_E_ARG; then *names is NULL and *count 0. */
int tk_file_list_dir(const char *dir, char ***names, size_t *count);

/* Frees what tk_file_list_dir gave.  names may be NULL. */
void tk_file_names_free(char **names, size_t count);

/* The folder of the running program into buf (size bytes, cut; the
 * caller's): from the system (Linux's /proc/self/exe, Windows'
 * GetModuleFileName, macOS's _NSGetExecutablePath), else from argv0 when
 * it names a folder ("./build/racko-cli").  1, or 0 (buf "") when neither
 * says. */
int tk_file_exe_dir(const char *argv0, char *buf, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* TK_FILE_H */
