/*
 * file_posix.c - the POSIX system calls of kit/file.h (file_sys.h): open
 * with O_EXCL, fsync, rename and a directory fsync, kill(pid, 0), dirent,
 * lstat.
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#if defined(__APPLE__)
#include <mach-o/dyld.h>
#include <stdint.h>
#endif

#include "file_sys.h"
#include "kit/status.h"
#include "kit/text.h"

int tk_file_sys_exe_path(char *buf, size_t size)
{
    if (buf == NULL || size == 0) {
        return -1;
    }
    buf[0] = '\0';
#if defined(__APPLE__)
    {
        uint32_t n = (uint32_t)size;
        if (_NSGetExecutablePath(buf, &n) == 0) {
            return 0;
        }
        buf[0] = '\0';
        return -1;
    }
#else
    {
        /* Linux's (and the BSDs' with linprocfs) */
        ssize_t n = readlink("/proc/self/exe", buf, size - 1);
        if (n <= 0 || (size_t)n >= size - 1) {
            buf[0] = '\0';
            return -1;
        }
        buf[n] = '\0';
        return 0;
    }
#endif
}

int tk_file_sys_is_separator(char c)
{
    return c == '/';
}

unsigned long tk_file_sys_pid(void)
{
    return (unsigned long)getpid();
}

int tk_file_sys_process_gone(unsigned long pid)
{
    if (pid == 0 || pid > (unsigned long)INT_MAX) {
        return 0; /* not a pid_t kill() takes as one process */
    }
    return kill((pid_t)pid, 0) != 0 && errno == ESRCH;
}

int tk_file_sys_read_dir(const char *dir, TkNames *l)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int st = TK_OK;
    if (d == NULL) {
        return TK_E_IO;
    }
    while (st == TK_OK && (e = readdir(d)) != NULL) {
        st = tk_file_names_add(l, e->d_name);
    }
    closedir(d);
    return st;
}

const char *tk_file_sys_not_regular(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0 || S_ISREG(st.st_mode)) {
        return NULL;
    }
    if (S_ISDIR(st.st_mode)) {
        return "a folder";
    }
    if (S_ISLNK(st.st_mode)) {
        return "a symbolic link";
    }
    if (S_ISFIFO(st.st_mode)) {
        return "a FIFO (a named pipe)";
    }
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) {
        return "a device";
    }
    if (S_ISSOCK(st.st_mode)) {
        return "a socket";
    }
    return "not a regular file";
}

int tk_file_sys_create(const char *path)
{
    return open(path, O_CREAT | O_EXCL | O_WRONLY, 0666);
}

/* Writes data[0..len-1] to fd whole (again after a signal or a short
 * write): 0, or an errno value (fail: the one a write of nothing means). */
static int write_all(int fd, const char *data, size_t len, int fail)
{
    while (len > 0) {
        ssize_t w = write(fd, data, len);
        if (w < 0 && errno == EINTR) {
            continue;
        }
        if (w <= 0) {
            return w < 0 && errno != 0 ? errno : fail;
        }
        data += w;
        len -= (size_t)w;
    }
    return 0;
}

int tk_file_sys_write_close(int fd, const char *data, size_t len)
{
    int err = write_all(fd, data, len, EIO);
    /* EINVAL: this file system cannot sync (the rename still replaces). */
    if (err == 0 && fsync(fd) != 0 && errno != EINVAL) {
        err = errno ? errno : EIO;
    }
    if (close(fd) != 0 && err == 0) {
        err = errno ? errno : EIO;
    }
    return err;
}

int tk_file_sys_replace(const char *tmp, const char *path, char *msg, size_t size)
{
    const char *base;
    char *dir;
    int fd;
    if (rename(tmp, path) != 0) {
        tk_text_message(msg, size, "cannot save '%s': replacing it failed: %s", path,
                        strerror(errno));
        return TK_E_IO;
    }
    /* The rename is durable once its directory is synced (best effort). */
    dir = tk_file_parent_dir(path, &base);
    if (dir != NULL) {
        fd = open(dir, O_RDONLY);
        if (fd >= 0) {
            (void)fsync(fd);
            (void)close(fd);
        }
        free(dir);
    }
    return TK_OK;
}

int tk_file_sys_append(const char *path, const char *data, size_t len)
{
    struct stat st;
    off_t old;
    int err = 0;
    int fd = open(path, O_RDWR | O_CREAT | O_APPEND, 0666);
    if (fd < 0) {
        return errno ? errno : EIO;
    }
    if (fstat(fd, &st) != 0) {
        err = errno ? errno : EIO;
        (void)close(fd);
        return err;
    }
    old = st.st_size;
    if (old > 0) {
        char last = '\n';
        if (pread(fd, &last, 1, old - 1) == 1 && last != '\n') {
            /* a line cut by a killed writer: this one starts on its own */
            ssize_t w = write(fd, "\n", 1);
            if (w != 1) {
                err = w < 0 && errno != 0 ? errno : EIO;
            }
        }
    }
    if (err == 0) {
        err = write_all(fd, data, len, ENOSPC);
    }
    if (err == 0 && fsync(fd) != 0 && errno != EINVAL) {
        err = errno ? errno : EIO;
    }
    if (err != 0) {
        /* all of it or none of it */
        if (ftruncate(fd, old) == 0) {
            (void)fsync(fd);
        }
    }
    if (close(fd) != 0 && err == 0) {
        err = errno ? errno : EIO;
    }
    return err;
}

int tk_file_sys_make_dir(const char *path)
{
    struct stat st;
    if (mkdir(path, 0777) == 0) {
        return 0;
    }
    if (errno == EEXIST && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        return 0;
    }
    return errno ? errno : EIO;
}

int tk_file_sys_remove(const char *path)
{
    return unlink(path) == 0 ? 0 : (errno ? errno : EIO);
}

int tk_file_sys_data_home(char *out, size_t size)
{
    const char *xdg = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    int n;
#ifdef __APPLE__
    xdg = NULL;
#endif
    if (xdg != NULL && xdg[0] == '/') {
        n = snprintf(out, size, "%s", xdg);
    } else if (home != NULL && home[0] != '\0') {
#ifdef __APPLE__
        n = snprintf(out, size, "%s/Library/Application Support", home);
#else
        n = snprintf(out, size, "%s/.local/share", home);
#endif
    } else {
        return -1;
    }
    if (n < 0 || (size_t)n >= size) {
        return -1;
    }
    while (n > 1 && out[n - 1] == '/') {
        out[--n] = '\0';
    }
    return 0;
}
