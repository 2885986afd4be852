/*
 * proc_posix.c - the bot's child process on POSIX systems.
 *
 * The child is `/bin/sh -c COMMAND` (with `exec` before COMMAND's last
 * part when that is a plain command: shell.c), started with posix_spawn in
 * a process group of its own (so that killing the group also ends what
 * the shell started), with an empty signal mask and SIGPIPE and the other
 * usual signals at their default action (a program that ignores SIGPIPE
 * would otherwise pass that on).  Our ends of the pipes are non-blocking and
 * close-on-exec, so one bot never inherits another bot's pipes.
 *
 * SIGPIPE: writes block SIGPIPE in the calling thread only and consume a
 * SIGPIPE they raised themselves (as libpq does), so the program's signal
 * dispositions are never changed.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "proc.h"
#include "kit/status.h"

extern char **environ;

struct TkProc {
    pid_t pid;
    int in_fd;  /* our end of the child's stdin, -1 once closed */
    int out_fd; /* our end of the child's stdout, -1 at end of file */
    int err_fd; /* our end of the child's stderr, -1 at end of file */
    int exited;
    char exit_desc[64];
};

int64_t tk_bot_now_ms(void)
{
    struct timespec ts;

    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0) {
        return 0;
    }
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void close_fd(int *fd)
{
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}

/* Makes a pipe whose two ends are close-on-exec and above 2 (so that a
 * dup2 onto 0..2 in the child is never a no-op that keeps close-on-exec). */
static int make_pipe(int fds[2])
{
    int raw[2];
    int i;

    if (pipe(raw) != 0) {
        return -1;
    }
    for (i = 0; i < 2; i++) {
        fds[i] = fcntl(raw[i], F_DUPFD_CLOEXEC, 3);
        close(raw[i]);
    }
    if (fds[0] < 0 || fds[1] < 0) {
        close_fd(&fds[0]);
        close_fd(&fds[1]);
        return -1;
    }
    return 0;
}

static int set_nonblock(int fd)
{
    int fl = fcntl(fd, F_GETFL);

    if (fl < 0) {
        return -1;
    }
    return fcntl(fd, F_SETFL, fl | O_NONBLOCK);
}

int tk_proc_start(const char *command, TkProc **out, char *msg, size_t size)
{
    static const int default_signals[] = {SIGPIPE, SIGCHLD, SIGINT,  SIGQUIT, SIGHUP,
                                          SIGTERM, SIGALRM, SIGUSR1, SIGUSR2};
    int in[2] = {-1, -1}, outp[2] = {-1, -1}, errp[2] = {-1, -1};
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t attr;
    sigset_t none, defaults;
    char *argv[4];
    char *cmd = NULL;
    TkProc *p = NULL;
    size_t i;
    int rc;

    *out = NULL;
    cmd = tk_proc_sh_command(command);
    p = calloc(1, sizeof *p);
    if (cmd == NULL || p == NULL) {
        free(cmd);
        free(p);
        snprintf(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    p->in_fd = p->out_fd = p->err_fd = -1;

    if (make_pipe(in) != 0 || make_pipe(outp) != 0 || make_pipe(errp) != 0) {
        snprintf(msg, size, "cannot make pipes: %s", strerror(errno));
        goto fail;
    }
    if (set_nonblock(in[1]) != 0 || set_nonblock(outp[0]) != 0 || set_nonblock(errp[0]) != 0) {
        snprintf(msg, size, "cannot set up pipes: %s", strerror(errno));
        goto fail;
    }

    rc = posix_spawn_file_actions_init(&fa);
    if (rc != 0) {
        snprintf(msg, size, "cannot start the bot: %s", strerror(rc));
        goto fail;
    }
    rc = posix_spawnattr_init(&attr);
    if (rc != 0) {
        posix_spawn_file_actions_destroy(&fa);
        snprintf(msg, size, "cannot start the bot: %s", strerror(rc));
        goto fail;
    }
    sigemptyset(&none);
    sigemptyset(&defaults);
    for (i = 0; i < sizeof default_signals / sizeof default_signals[0]; i++) {
        sigaddset(&defaults, default_signals[i]);
    }
    rc = posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    if (rc == 0) {
        rc = posix_spawn_file_actions_adddup2(&fa, outp[1], 1);
    }
    if (rc == 0) {
        rc = posix_spawn_file_actions_adddup2(&fa, errp[1], 2);
    }
    if (rc == 0) {
        rc = posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK |
                                                 POSIX_SPAWN_SETSIGDEF);
    }
    if (rc == 0) {
        rc = posix_spawnattr_setpgroup(&attr, 0);
    }
    if (rc == 0) {
        rc = posix_spawnattr_setsigmask(&attr, &none);
    }
    if (rc == 0) {
        rc = posix_spawnattr_setsigdefault(&attr, &defaults);
    }
    if (rc == 0) {
        argv[0] = "sh";
        argv[1] = "-c";
        argv[2] = cmd;
        argv[3] = NULL;
        rc = posix_spawn(&p->pid, "/bin/sh", &fa, &attr, argv, environ);
    }
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&attr);
    if (rc != 0) {
        snprintf(msg, size, "cannot start /bin/sh: %s", strerror(rc));
        goto fail;
    }
    close_fd(&in[0]);
    close_fd(&outp[1]);
    close_fd(&errp[1]);
    p->in_fd = in[1];
    p->out_fd = outp[0];
    p->err_fd = errp[0];
    free(cmd);
    *out = p;
    return TK_OK;

fail:
    close_fd(&in[0]);
    close_fd(&in[1]);
    close_fd(&outp[0]);
    close_fd(&outp[1]);
    close_fd(&errp[0]);
    close_fd(&errp[1]);
    free(cmd);
    free(p);
    return TK_E_IO;
}

void tk_proc_wait(TkProc *p, int wait_ms, int want_write)
{
    struct pollfd fds[3];
    nfds_t n = 0;

    if (p->out_fd >= 0) {
        fds[n].fd = p->out_fd;
        fds[n].events = POLLIN;
        fds[n].revents = 0;
        n++;
    }
    if (p->err_fd >= 0) {
        fds[n].fd = p->err_fd;
        fds[n].events = POLLIN;
        fds[n].revents = 0;
        n++;
    }
    if (want_write && p->in_fd >= 0) {
        fds[n].fd = p->in_fd;
        fds[n].events = POLLOUT;
        fds[n].revents = 0;
        n++;
    }
    if (wait_ms < 0) {
        wait_ms = 0;
    }
    /* EINTR and errors just end the wait early: the caller loops. */
    (void)poll(n > 0 ? fds : NULL, n, wait_ms);
}

long tk_proc_write(TkProc *p, const char *buf, size_t len)
{
    sigset_t pipe_set, old_mask, pending;
    int blocked, was_pending = 0, saved;
    ssize_t n;

    if (p->in_fd < 0) {
        return -1;
    }
    if (len == 0) {
        return 0;
    }
    sigemptyset(&pipe_set);
    sigaddset(&pipe_set, SIGPIPE);
    blocked = pthread_sigmask(SIG_BLOCK, &pipe_set, &old_mask) == 0;
    if (blocked) {
        sigemptyset(&pending);
        was_pending = sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1;
    }
    do {
        n = write(p->in_fd, buf, len);
    } while (n < 0 && errno == EINTR);
    saved = errno;
    if (blocked) {
        if (n < 0 && saved == EPIPE && !was_pending) {
            sigemptyset(&pending);
            if (sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1) {
                int sig = 0;
                (void)sigwait(&pipe_set, &sig);
            }
        }
        pthread_sigmask(SIG_SETMASK, &old_mask, NULL);
    }
    if (n >= 0) {
        return (long)n;
    }
    if (saved == EAGAIN || saved == EWOULDBLOCK) {
        return 0;
    }
    close_fd(&p->in_fd);
    return -1;
}

long tk_proc_read(TkProc *p, int which, char *buf, size_t size)
{
    int *fd = which == TK_PROC_ERR ? &p->err_fd : &p->out_fd;
    ssize_t n;

    if (*fd < 0) {
        return -1;
    }
    do {
        n = read(*fd, buf, size);
    } while (n < 0 && errno == EINTR);
    if (n > 0) {
        return (long)n;
    }
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
        return 0;
    }
    close_fd(fd);
    return -1;
}

long tk_proc_read_wait(TkProc *p, int which, char *buf, size_t size, int wait_ms)
{
    int fd = which == TK_PROC_ERR ? p->err_fd : p->out_fd;
    long n = tk_proc_read(p, which, buf, size);
    struct pollfd pfd;

    if (n != 0 || fd < 0 || wait_ms <= 0) {
        return n;
    }
    pfd.fd = fd;
    pfd.events = POLLIN;
    pfd.revents = 0;
    if (poll(&pfd, 1, wait_ms) <= 0) {
        return 0; /* nothing came, or EINTR: the caller reads again if it likes */
    }
    return tk_proc_read(p, which, buf, size);
}

void tk_proc_close_input(TkProc *p)
{
    close_fd(&p->in_fd);
}

int tk_proc_exited(TkProc *p, char *desc, size_t size)
{
    siginfo_t info;

    if (!p->exited) {
        memset(&info, 0, sizeof info);
        if (waitid(P_PID, (id_t)p->pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
            info.si_pid == 0) {
            return 0;
        }
        if (info.si_code == CLD_EXITED) {
            snprintf(p->exit_desc, sizeof p->exit_desc, "exited with status %d", info.si_status);
        } else {
            snprintf(p->exit_desc, sizeof p->exit_desc, "was killed by signal %d",
                     info.si_status);
        }
        p->exited = 1;
    }
    if (desc != NULL && size > 0) {
        snprintf(desc, size, "%s", p->exit_desc);
    }
    return 1;
}

void tk_proc_free(TkProc *p)
{
    int status;

    if (p == NULL) {
        return;
    }
    close_fd(&p->in_fd);
    /* The child is not reaped yet (exited() never reaps), so its pid and
       process group id cannot have been reused. */
    (void)kill(-p->pid, SIGKILL);
    (void)kill(p->pid, SIGKILL);
    while (waitpid(p->pid, &status, 0) < 0 && errno == EINTR) {
    }
    close_fd(&p->out_fd);
    close_fd(&p->err_fd);
    free(p);
}
