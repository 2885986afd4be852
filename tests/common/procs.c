/* procs.c - processes for the tests of bots (procs.h). */
#define _POSIX_C_SOURCE 200809L

#include "procs.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

static void sleep_ms(long ms)
{
    struct timespec ts;

    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (ms % 1000) * 1000000L;
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

/* procs.h */
long procs_now_ms(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int procs_gone(long pid)
{
    char path[64], buf[256];
    FILE *f;

    if (kill((pid_t)pid, 0) != 0 && errno == ESRCH) {
        return 1;
    }
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    f = fopen(path, "r");
    if (f != NULL) {
        size_t n = fread(buf, 1, sizeof buf - 1, f);
        char *p;

        fclose(f);
        buf[n] = '\0';
        p = strrchr(buf, ')');
        if (p != NULL && p[1] == ' ' && p[2] == 'Z') {
            return 1;
        }
    }
    return 0;
}

int procs_wait_gone(long pid, int max_ms)
{
    long end = procs_now_ms() + max_ms;

    while (!procs_gone(pid)) {
        if (procs_now_ms() > end) {
            return 0;
        }
        sleep_ms(10);
    }
    return 1;
}

int procs_gate_open(const char *path)
{
    FILE *f = fopen(path, "w");

    if (f == NULL) {
        return -1;
    }
    return fclose(f) == 0 ? 0 : -1;
}
