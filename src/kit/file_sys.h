/*
 * file_sys.h - the platform's part of kit/file.h, inside the kit:
 * file_posix.c or file_win32.c.  file.c holds all that is the same on
 * every platform and calls these.
 */
#ifndef KIT_FILE_SYS_H
#define KIT_FILE_SYS_H

#include <stddef.h>

/* A growing list of names (file.c): add one with tk_file_names_add, which
 * skips "." and ".." and returns TK_OK or TK_E_NOMEM. */
typedef struct TkNames {
    char **name;
    size_t n;
    size_t cap;
} TkNames;

int tk_file_names_add(TkNames *l, const char *name);

/* The directory holding path, to open or list (file.c): "DIR" for
 * "DIR/NAME", "." for a bare name, "/" for "/NAME", "C:\" for "C:\NAME"
 * and "C:." for "C:NAME".  Owned by the caller; NULL when out of memory.
 * *base gets where NAME starts in path. */
char *tk_file_parent_dir(const char *path, const char **base);

/* 1 if c separates names in a path ('/'; on Windows '\' and ':' too). */
int tk_file_sys_is_separator(char c);

/* The id of this process. */
unsigned long tk_file_sys_pid(void);

/* 1 if no process has the id pid (any more); an answer that says nothing
 * clear counts as "still there". */
int tk_file_sys_process_gone(unsigned long pid);

/* Adds the names in dir to l.  TK_OK, TK_E_IO (cannot be read) or
 * TK_E_NOMEM. */
int tk_file_sys_read_dir(const char *dir, TkNames *l);

/* What is at path when something is there that is not a regular file, as
 * a phrase for a message ("a folder", "a symbolic link", "a FIFO", "a
 * device", "a socket"; a link is named, not followed); NULL when nothing
 * is there, a regular file is, or it cannot be told (a save then fails on
 * its own). */
const char *tk_file_sys_not_regular(const char *path);

/* Creates the new file path for writing, failing if it exists.  Returns a
 * descriptor, or -1 with errno set. */
int tk_file_sys_create(const char *path);

/* Writes data[0..len-1] to fd, flushes it to the disk and closes fd
 * (always).  Returns 0, or an errno value. */
int tk_file_sys_write_close(int fd, const char *data, size_t len);

/* Renames tmp over path, replacing it, and makes that durable.  Returns
 * TK_OK, or TK_E_IO with msg saying why ("cannot save 'PATH': ..."). */
int tk_file_sys_replace(const char *tmp, const char *path, char *msg, size_t size);

/* The running program's own file into buf (size bytes): 0, or -1 when the
 * system does not say (then buf is ""). */
int tk_file_sys_exe_path(char *buf, size_t size);

/* Appends data[0..len-1] to the file at path (made, 0666, when missing),
 * after a '\n' first when the file is not empty and its last byte is not
 * one (a line a killed writer cut), and flushes it to the disk.  On any
 * failure (a full disk, a size limit) the file is cut back to the length
 * it had, so it holds all of data or none of it.  Returns 0, or an errno
 * value. */
int tk_file_sys_append(const char *path, const char *data, size_t len);

/* Makes the folder path (its parent must exist): 0 when it is there
 * after the call (made, or a folder already), else an errno value. */
int tk_file_sys_make_dir(const char *path);

/* Removes the regular file path: 0, or an errno value. */
int tk_file_sys_remove(const char *path);

/* The folder the platform keeps a user's data for programs in, as SDL's
 * preference path finds it: $XDG_DATA_HOME or $HOME/.local/share (Linux,
 * BSD), $HOME/Library/Application Support (macOS), %APPDATA% (Windows),
 * without a trailing separator.  0 with out, or -1 when the environment
 * names none (or it does not fit). */
int tk_file_sys_data_home(char *out, size_t size);

#endif /* KIT_FILE_SYS_H */
