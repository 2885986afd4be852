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

int tk_file_sys_write_close(int fd, const char *data, size_t len)
{
    int err = 0;
    while (len > 0 && err == 0) {
        ssize_t w = write(fd, data, len);
        if (w < 0 && errno == EINTR) {
            continue;
        }
        if (w <= 0) {
            err = w < 0 && errno != 0 ? errno : EIO;
            break;
        }
        data += w;
        len -= (size_t)w;
    }
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
