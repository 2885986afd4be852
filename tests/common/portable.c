/*
 * portable.c - the system calls of the file tests (portable.h): POSIX
 * (mkdtemp, setenv, access) or Win32 (GetTempPath, FindFirstFileW,
 * CreateDirectory, DeleteFileW, _putenv_s, _access); directory lists come
 * from the kit (kit/file.h).
 */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L
#endif

#include "common/portable.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "kit/file.h"
#include "kit/status.h"

#ifdef _WIN32
#include <io.h>
#include <wchar.h>
#include <windows.h>
#else
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

/* Writes names[0..count-1] into out separated by one space: 0, or -1 if
 * out is too small. */
static int join_names(char *const *names, size_t count, char *out, size_t size)
{
    size_t n = 0;
    size_t i;
    if (size == 0) {
        return -1;
    }
    out[0] = '\0';
    for (i = 0; i < count; i++) {
        int w = snprintf(out + n, size - n, "%s%s", n ? " " : "", names[i]);
        if (w < 0 || (size_t)w >= size - n) {
            return -1;
        }
        n += (size_t)w;
    }
    return 0;
}

int portable_list_dir(const char *dir, char *out, size_t size)
{
    char **names = NULL;
    size_t count = 0;
    int rc;
    if (tk_file_list_dir(dir, &names, &count) != TK_OK) {
        return -1;
    }
    rc = join_names(names, count, out, size);
    tk_file_names_free(names, count);
    return rc;
}

#ifdef _WIN32

int portable_make_temp_dir(const char *prefix, char *buf, size_t size)
{
    static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    char base[MAX_PATH + 1];
    DWORD n = GetTempPathA((DWORD)sizeof base, base);
    LARGE_INTEGER now;
    unsigned long long r;
    int attempt;
    if (n == 0 || n >= sizeof base) {
        return -1;
    }
    while (n > 0 && (base[n - 1] == '\\' || base[n - 1] == '/')) {
        base[--n] = '\0';
    }
    QueryPerformanceCounter(&now);
    r = (unsigned long long)now.QuadPart ^ ((unsigned long long)GetCurrentProcessId() << 32) ^
        (unsigned long long)(size_t)buf;
    for (attempt = 0; attempt < 100; attempt++) {
        char suffix[7];
        int k;
        int w;
        r = r * 6364136223846793005ull + 1442695040888963407ull;
        for (k = 0; k < 6; k++) {
            suffix[k] = alphabet[(r >> (16 + 5 * k)) % 36u];
        }
        suffix[6] = '\0';
        w = snprintf(buf, size, "%s\\%s-%s", base, prefix, suffix);
        if (w < 0 || (size_t)w >= size) {
            return -1;
        }
        if (CreateDirectoryA(buf, NULL)) {
            return 0;
        }
        if (GetLastError() != ERROR_ALREADY_EXISTS) {
            return -1;
        }
    }
    return -1;
}

/* Removes the tree at the wide path dir (see portable_remove_tree). */
static void remove_tree_w(const wchar_t *dir)
{
    WIN32_FIND_DATAW e;
    HANDLE h;
    size_t dlen = wcslen(dir);
    wchar_t *pattern = malloc((dlen + 3) * sizeof *pattern);
    if (pattern == NULL) {
        return;
    }
    memcpy(pattern, dir, dlen * sizeof *pattern);
    wcscpy(pattern + dlen, L"\\*");
    h = FindFirstFileW(pattern, &e);
    free(pattern);
    if (h != INVALID_HANDLE_VALUE) {
        do {
            size_t nlen = wcslen(e.cFileName);
            wchar_t *path;
            if (wcscmp(e.cFileName, L".") == 0 || wcscmp(e.cFileName, L"..") == 0) {
                continue;
            }
            path = malloc((dlen + nlen + 2) * sizeof *path);
            if (path == NULL) {
                continue;
            }
            memcpy(path, dir, dlen * sizeof *path);
            path[dlen] = L'\\';
            memcpy(path + dlen + 1, e.cFileName, (nlen + 1) * sizeof *path);
            if (e.dwFileAttributes & FILE_ATTRIBUTE_READONLY) {
                SetFileAttributesW(path, e.dwFileAttributes & ~(DWORD)FILE_ATTRIBUTE_READONLY);
            }
            if ((e.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) &&
                !(e.dwFileAttributes & FILE_ATTRIBUTE_REPARSE_POINT)) {
                remove_tree_w(path);
            } else if (e.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) {
                RemoveDirectoryW(path); /* a junction: remove the link only */
            } else {
                DeleteFileW(path);
            }
            free(path);
        } while (FindNextFileW(h, &e));
        FindClose(h);
    }
    RemoveDirectoryW(dir);
}

/* In wide characters, and as "\\?\C:\..." when dir is a full path: the
 * ANSI calls (and wine's C library, which uses them) refuse a path longer
 * than MAX_PATH, such as test_record's 250-character file name. */
void portable_remove_tree(const char *dir)
{
    int n = MultiByteToWideChar(CP_ACP, 0, dir, -1, NULL, 0);
    int full = ((dir[0] >= 'A' && dir[0] <= 'Z') || (dir[0] >= 'a' && dir[0] <= 'z')) &&
               dir[1] == ':' && (dir[2] == '\\' || dir[2] == '/');
    wchar_t *w;
    int i;
    if (n <= 0) {
        return;
    }
    w = malloc(((size_t)n + 4) * sizeof *w);
    if (w == NULL) {
        return;
    }
    wcscpy(w, full ? L"\\\\?\\" : L"");
    if (MultiByteToWideChar(CP_ACP, 0, dir, -1, w + wcslen(w), n) > 0) {
        for (i = 0; w[i] != L'\0'; i++) {
            if (w[i] == L'/') {
                w[i] = L'\\'; /* "\\?\" paths take no '/' */
            }
        }
        n = (int)wcslen(w);
        while (n > 7 && w[n - 1] == L'\\') {
            w[--n] = L'\0';
        }
        remove_tree_w(w);
    }
    free(w);
}

int portable_mkdir(const char *path)
{
    return CreateDirectoryA(path, NULL) ? 0 : -1;
}

int portable_setenv(const char *name, const char *value)
{
    return _putenv_s(name, value) == 0 ? 0 : -1;
}

int portable_readable(const char *path)
{
    return _access(path, 4) == 0; /* 4: read permission */
}

int portable_shell_program(const char *path, char *out, size_t size)
{
    size_t len = strlen(path);
    size_t i;
    if (size < len + 3) {
        return -1;
    }
    out[0] = '"';
    for (i = 0; i < len; i++) {
        out[i + 1] = path[i] == '/' ? '\\' : path[i];
    }
    out[len + 1] = '"';
    out[len + 2] = '\0';
    return 0;
}

int portable_chdir(const char *path)
{
    return SetCurrentDirectoryA(path) ? 0 : -1;
}

unsigned long portable_pid(void)
{
    return (unsigned long)GetCurrentProcessId();
}

unsigned long portable_dead_pid(void)
{
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    char cmd[] = "cmd.exe /c exit 0";
    unsigned long pid;
    memset(&si, 0, sizeof si);
    si.cb = sizeof si;
    if (!CreateProcessA(NULL, cmd, NULL, NULL, FALSE, CREATE_NO_WINDOW, NULL, NULL, &si, &pi)) {
        return 0;
    }
    pid = (unsigned long)pi.dwProcessId;
    WaitForSingleObject(pi.hProcess, INFINITE);
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess); /* the last handle: the id is free again */
    return pid;
}

#else /* POSIX */

int portable_make_temp_dir(const char *prefix, char *buf, size_t size)
{
    const char *base = getenv("TMPDIR");
    int w = snprintf(buf, size, "%s/%s-XXXXXX", base && base[0] ? base : "/tmp", prefix);
    if (w < 0 || (size_t)w >= size) {
        return -1;
    }
    return mkdtemp(buf) != NULL ? 0 : -1;
}

void portable_remove_tree(const char *dir)
{
    char **names = NULL;
    size_t count = 0;
    size_t dlen = strlen(dir);
    size_t i;
    if (tk_file_list_dir(dir, &names, &count) == TK_OK) {
        for (i = 0; i < count; i++) {
            struct stat st;
            size_t n = dlen + strlen(names[i]) + 2;
            char *path = malloc(n);
            if (path == NULL) {
                continue;
            }
            snprintf(path, n, "%s/%s", dir, names[i]);
            if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
                (void)chmod(path, 0700); /* a read-only directory left by a test */
                portable_remove_tree(path);
            } else {
                (void)unlink(path);
            }
            free(path);
        }
        tk_file_names_free(names, count);
    }
    (void)rmdir(dir);
}

int portable_mkdir(const char *path)
{
    return mkdir(path, 0700);
}

int portable_setenv(const char *name, const char *value)
{
    return setenv(name, value, 1);
}

int portable_readable(const char *path)
{
    return access(path, R_OK) == 0;
}

int portable_shell_program(const char *path, char *out, size_t size)
{
    int w = snprintf(out, size, "%s", path);
    return w >= 0 && (size_t)w < size ? 0 : -1;
}

int portable_chdir(const char *path)
{
    return chdir(path);
}

unsigned long portable_pid(void)
{
    return (unsigned long)getpid();
}

unsigned long portable_dead_pid(void)
{
    int status;
    pid_t pid = fork();
    if (pid < 0) {
        return 0;
    }
    if (pid == 0) {
        _exit(0);
    }
    if (waitpid(pid, &status, 0) != pid) {
        return 0;
    }
    return (unsigned long)pid;
}

#endif

/* Appends to out (used bytes *len) a line per entry of dir, depth first:
 * its path under the tree, size and modification time (recursing into
 * folders).  -1 when out is too small or dir cannot be listed. */
static int tree_state(const char *dir, const char *under, char *out, size_t size, size_t *len)
{
    char names[8192];
    if (portable_list_dir(dir, names, sizeof names) != 0) {
        return -1;
    }
    for (char *name = names, *next; *name != '\0'; name = next) {
        char path[1024], rel[1024];
        struct stat st;
        next = strchr(name, ' ');
        if (next != NULL) {
            *next++ = '\0';
        } else {
            next = name + strlen(name);
        }
        int np = snprintf(path, sizeof path, "%s/%s", dir, name);
        int nr = snprintf(rel, sizeof rel, "%s%s", under, name);
        if (np < 0 || (size_t)np >= sizeof path || nr < 0 || (size_t)nr >= sizeof rel ||
            stat(path, &st) != 0) {
            return -1;
        }
        int n = snprintf(out + *len, size - *len, "%s %lld %lld\n", rel, (long long)st.st_size,
                         (long long)st.st_mtime);
        if (n < 0 || (size_t)n >= size - *len) {
            return -1;
        }
        *len += (size_t)n;
        if (S_ISDIR(st.st_mode)) {
            char sub[1024];
            int ns = snprintf(sub, sizeof sub, "%s/", rel);
            if (ns < 0 || (size_t)ns >= sizeof sub || tree_state(path, sub, out, size, len) != 0) {
                return -1;
            }
        }
    }
    return 0;
}

int portable_tree_state(const char *dir, char *out, size_t size)
{
    size_t len = 0;
    if (size == 0) {
        return -1;
    }
    out[0] = '\0';
    return tree_state(dir, "", out, size, &len);
}

