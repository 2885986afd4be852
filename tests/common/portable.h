/*
 * portable.h - what the tests that touch files need from the system, on
 * POSIX and on Windows (MinGW-w64, run under wine by
 * packaging/windows/check-windows.sh): a fresh temporary directory,
 * removing a directory tree, listing a directory, creating a directory,
 * setting an environment variable, changing the current directory, a
 * program's path in the form the platform's shell runs it, and process
 * ids (this one's, and one that is gone).  For the tests only; nothing here asserts, the
 * callers do.
 */
#ifndef RACKO_TEST_PORTABLE_H
#define RACKO_TEST_PORTABLE_H

#include <stddef.h>

/* Creates a new empty directory named PREFIX-XXXXXX (X random) in the
 * temporary directory ($TMPDIR or /tmp on POSIX, GetTempPath() on Windows,
 * which honours %TMP% and %TEMP%) and writes its path into buf.  Returns
 * 0, or -1 if it could not be made or buf is too small. */
int portable_make_temp_dir(const char *prefix, char *buf, size_t size);

/* Removes dir and everything in it, as far as it can (read-only entries
 * are made writable first).  A missing dir is not an error. */
void portable_remove_tree(const char *dir);

/* Writes into out the names in dir other than "." and "..", sorted (byte
 * order) and separated by one space.  Returns 0, or -1 if dir cannot be
 * read, out is too small or memory runs out. */
int portable_list_dir(const char *dir, char *out, size_t size);

/* Writes into out a line per file and folder under dir, depth first in
 * name order: its path under dir, its size and its modification time (in
 * seconds), so that two calls give the same text when nothing under dir
 * was written, made or removed in between.  Returns 0, or -1 if dir
 * cannot be read or out is too small. */
int portable_tree_state(const char *dir, char *out, size_t size);

/* Creates the directory path (owner-only on POSIX).  Returns 0 or -1. */
int portable_mkdir(const char *path);

/* Sets the environment variable name to value for this process (and the
 * programs it starts).  Returns 0 or -1. */
int portable_setenv(const char *name, const char *value);

/* 1 if path names a file this process may read, else 0. */
int portable_readable(const char *path);

/* Writes into out the program path `path` (as CMake gives it, with '/')
 * in the form the bot layer's shell runs it: unchanged on POSIX (/bin/sh),
 * quoted, with '\' for '/', on Windows (cmd.exe), so that a path like
 * /work/build/x.exe under wine, or C:/build/x.exe, is a program and not a
 * switch.  Returns 0, or -1 if out is too small. */
int portable_shell_program(const char *path, char *out, size_t size);

/* Makes path the current directory.  Returns 0 or -1. */
int portable_chdir(const char *path);

/* The id of this process. */
unsigned long portable_pid(void);

/* Starts a process that exits at once, waits for it and lets it go: its
 * id, which no process has now (as a writer killed mid-save leaves).
 * Returns 0 if no process could be started. */
unsigned long portable_dead_pid(void);

#endif /* RACKO_TEST_PORTABLE_H */
