/*
 * file_win32.c - the Win32 system calls of kit/file.h (file_sys.h):
 * _open with _O_EXCL, _commit, MoveFileExA (replace, write through),
 * OpenProcess, FindFirstFileA, GetFileAttributesA and GetFileType.
 */
#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <windows.h>

#include "file_sys.h"
#include "kit/status.h"
#include "kit/text.h"

int tk_file_sys_exe_path(char *buf, size_t size)
{
    DWORD n;
    if (buf == NULL || size == 0) {
        return -1;
    }
    n = GetModuleFileNameA(NULL, buf, (DWORD)size);
    if (n == 0 || (size_t)n >= size) {
        buf[0] = '\0';
        return -1;
    }
    return 0;
}

int tk_file_sys_is_separator(char c)
{
    return c == '/' || c == '\\' || c == ':';
}

unsigned long tk_file_sys_pid(void)
{
    return (unsigned long)GetCurrentProcessId();
}

int tk_file_sys_process_gone(unsigned long pid)
{
    HANDLE h;
    int gone;
    if (pid == 0 || pid > 0xfffffffful) {
        return 0; /* not a DWORD process id */
    }
    h = OpenProcess(SYNCHRONIZE, FALSE, (DWORD)pid);
    if (h == NULL) {
        return GetLastError() == ERROR_INVALID_PARAMETER; /* no such process */
    }
    gone = WaitForSingleObject(h, 0) == WAIT_OBJECT_0; /* exited, still referenced */
    CloseHandle(h);
    return gone;
}

int tk_file_sys_read_dir(const char *dir, TkNames *l)
{
    WIN32_FIND_DATAA e;
    HANDLE h;
    size_t dlen = strlen(dir);
    char *pattern = malloc(dlen + 3);
    int st = TK_OK;
    if (pattern == NULL) {
        return TK_E_NOMEM;
    }
    /* "C:\" ends in its separator already. */
    snprintf(pattern, dlen + 3, "%s%s*", dir,
             dlen > 0 && (dir[dlen - 1] == '/' || dir[dlen - 1] == '\\') ? "" : "\\");
    h = FindFirstFileA(pattern, &e);
    free(pattern);
    if (h == INVALID_HANDLE_VALUE) {
        /* An empty directory still has "." (a missing one has not). */
        return TK_E_IO;
    }
    do {
        st = tk_file_names_add(l, e.cFileName);
    } while (st == TK_OK && FindNextFileA(h, &e));
    FindClose(h);
    return st;
}

int tk_file_sys_create(const char *path)
{
    return _open(path, _O_CREAT | _O_EXCL | _O_WRONLY | _O_BINARY, _S_IREAD | _S_IWRITE);
}

int tk_file_sys_write_close(int fd, const char *data, size_t len)
{
    int err = 0;
    while (len > 0 && err == 0) {
        unsigned int chunk = len > (1u << 30) ? (1u << 30) : (unsigned int)len;
        int w = _write(fd, data, chunk);
        if (w <= 0) {
            err = w < 0 && errno != 0 ? errno : EIO;
            break;
        }
        data += w;
        len -= (size_t)w;
    }
    if (err == 0 && _commit(fd) != 0) {
        err = errno ? errno : EIO;
    }
    if (_close(fd) != 0 && err == 0) {
        err = errno ? errno : EIO;
    }
    return err;
}

const char *tk_file_sys_not_regular(const char *path)
{
    DWORD a, type;
    HANDLE h;
    if ((path[0] == '\\' || path[0] == '/') && (path[1] == '\\' || path[1] == '/') &&
        path[2] == '.' && (path[3] == '\\' || path[3] == '/')) {
        return "a device"; /* \\.\NAME: the device namespace, never opened here */
    }
    a = GetFileAttributesA(path);
    if (a == INVALID_FILE_ATTRIBUTES) {
        return NULL;
    }
    if (a & FILE_ATTRIBUTE_REPARSE_POINT) {
        return "a symbolic link";
    }
    if (a & FILE_ATTRIBUTE_DIRECTORY) {
        return "a folder";
    }
    /* NUL, CON, COM1...: names of devices in every folder */
    h = CreateFileA(path, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                    OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        return NULL;
    }
    type = GetFileType(h);
    CloseHandle(h);
    if (type == FILE_TYPE_CHAR) {
        return "a device";
    }
    if (type == FILE_TYPE_PIPE) {
        return "a pipe";
    }
    return NULL;
}

int tk_file_sys_replace(const char *tmp, const char *path, char *msg, size_t size)
{
    if (!MoveFileExA(tmp, path, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
        tk_text_message(msg, size, "cannot save '%s': replacing it failed (Windows error %lu)",
                        path, (unsigned long)GetLastError());
        return TK_E_IO;
    }
    return TK_OK;
}

int tk_file_sys_append(const char *path, const char *data, size_t len)
{
    HANDLE h = CreateFileA(path, GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE,
                           NULL, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    LARGE_INTEGER old, zero, at;
    int err = 0;
    if (h == INVALID_HANDLE_VALUE) {
        return EIO;
    }
    zero.QuadPart = 0;
    if (!GetFileSizeEx(h, &old) || !SetFilePointerEx(h, zero, NULL, FILE_END)) {
        CloseHandle(h);
        return EIO;
    }
    if (old.QuadPart > 0) {
        char last = '\n';
        DWORD got = 0;
        at.QuadPart = old.QuadPart - 1;
        if (SetFilePointerEx(h, at, NULL, FILE_BEGIN) && ReadFile(h, &last, 1, &got, NULL) &&
            got == 1 && last != '\n') {
            DWORD w = 0;
            if (!WriteFile(h, "\n", 1, &w, NULL) || w != 1) {
                err = ENOSPC;
            }
        }
        if (!SetFilePointerEx(h, zero, NULL, FILE_END)) {
            err = EIO;
        }
    }
    while (err == 0 && len > 0) {
        DWORD chunk = len > 0x40000000u ? 0x40000000u : (DWORD)len;
        DWORD w = 0;
        if (!WriteFile(h, data, chunk, &w, NULL) || w == 0) {
            err = ENOSPC;
            break;
        }
        data += w;
        len -= w;
    }
    if (err == 0 && !FlushFileBuffers(h)) {
        err = EIO;
    }
    if (err != 0 && SetFilePointerEx(h, old, NULL, FILE_BEGIN)) {
        (void)SetEndOfFile(h); /* all of it or none of it */
    }
    CloseHandle(h);
    return err;
}

int tk_file_sys_make_dir(const char *path)
{
    DWORD a;
    if (CreateDirectoryA(path, NULL)) {
        return 0;
    }
    a = GetFileAttributesA(path);
    if (a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY) != 0) {
        return 0;
    }
    return EIO;
}

int tk_file_sys_remove(const char *path)
{
    return DeleteFileA(path) ? 0 : EIO;
}

int tk_file_sys_data_home(char *out, size_t size)
{
    const char *app = getenv("APPDATA");
    int n;
    if (app == NULL || app[0] == '\0') {
        return -1;
    }
    n = snprintf(out, size, "%s", app);
    if (n < 0 || (size_t)n >= size) {
        return -1;
    }
    while (n > 1 && (out[n - 1] == '\\' || out[n - 1] == '/')) {
        out[--n] = '\0';
    }
    return 0;
}
