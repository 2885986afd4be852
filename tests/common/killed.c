/* killed.c - a body run in a child process and killed (killed.h). */
#define _POSIX_C_SOURCE 200809L
#include "killed.h"

#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int test_killed_after(int (*body)(void *arg), void *arg, int *said)
{
    int fd[2], st = 0, got = -1;
    ssize_t n;
    pid_t pid;
    if (pipe(fd) != 0) {
        return -1;
    }
    pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return -1;
    }
    if (pid == 0) {
        int v;
        close(fd[0]);
        v = body(arg);
        if (write(fd[1], &v, sizeof v) != (ssize_t)sizeof v) {
            _exit(3);
        }
        for (;;) {
            pause(); /* killed here, with everything still open */
        }
    }
    close(fd[1]);
    n = read(fd[0], &got, sizeof got);
    close(fd[0]);
    kill(pid, SIGKILL);
    if (waitpid(pid, &st, 0) != pid || n != (ssize_t)sizeof got || !WIFSIGNALED(st) ||
        WTERMSIG(st) != SIGKILL) {
        return -1;
    }
    *said = got;
    return 0;
}
