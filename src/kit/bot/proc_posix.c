/*
 * proc_posix.c - the bot's child process on POSIX systems.
 *
 * The bot is `/bin/sh -c COMMAND` (with `exec` before COMMAND's last part
 * when that is a plain command: shell.c), started by a keeper (keeper.c):
 * a process forked from ours that starts the bot in a session of its own,
 * with an empty signal mask and the usual signals at their default
 * action, and ends the bot and everything it started (on Linux, whatever
 * its process group or session) when the bot exits or we let it go.  The
 * keeper exits as the bot did, so the keeper's pid is the one we wait for
 * and its status is the bot's.  We let it go by shutting down our end of a
 * socket pair with it; our own exit or death closes that end too, so a
 * game killed with SIGKILL leaves no bot behind.  Our ends of the pipes
 * and of the socket are non-blocking (the pipes) and close-on-exec, so one
 * bot never inherits another bot's descriptors (and each keeper closes
 * every descriptor it does not need).
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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "keeper.h"
#include "proc.h"
#include "kit/status.h"

/* How long tk_proc_free waits for the keeper to end the bot and what it
 * started (a few milliseconds as a rule; a process stuck in the kernel can
 * hold it): then the keeper is killed, and what it had not ended yet is
 * left. */
#define KEEPER_WAIT_MS 3000

extern char **environ;

struct TkProc {
    pid_t pid;  /* the keeper's: it exits as the bot does */
    int ctl_fd; /* our end of the socket pair with the keeper */
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

/* Makes a pipe (or, when as_socket, a socket pair) whose two ends are
 * close-on-exec and above 2 (so that a dup2 onto 0..2 in the child is
 * never a no-op that keeps close-on-exec). */
static int make_pair(int fds[2], int as_socket)
{
    int raw[2];
    int i;

    if ((as_socket ? socketpair(AF_UNIX, SOCK_STREAM, 0, raw) : pipe(raw)) != 0) {
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
    int in[2] = {-1, -1}, outp[2] = {-1, -1}, errp[2] = {-1, -1}, ctl[2] = {-1, -1};
    TkKeeperStart k;
    char *argv[4];
    char *cmd = NULL;
    TkProc *p = NULL;

    *out = NULL;
    cmd = tk_proc_sh_command(command);
    p = calloc(1, sizeof *p);
    if (cmd == NULL || p == NULL) {
        free(cmd);
        free(p);
        snprintf(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    p->in_fd = p->out_fd = p->err_fd = p->ctl_fd = -1;

    if (make_pair(in, 0) != 0 || make_pair(outp, 0) != 0 || make_pair(errp, 0) != 0 ||
        make_pair(ctl, 1) != 0) {
        snprintf(msg, size, "cannot make pipes: %s", strerror(errno));
        goto fail;
    }
    if (set_nonblock(in[1]) != 0 || set_nonblock(outp[0]) != 0 || set_nonblock(errp[0]) != 0) {
        snprintf(msg, size, "cannot set up pipes: %s", strerror(errno));
        goto fail;
    }
    argv[0] = "sh";
    argv[1] = "-c";
    argv[2] = cmd;
    argv[3] = NULL;
    k.in = in[0];
    k.out = outp[1];
    k.err = errp[1];
    k.ctl = ctl[1];
    k.argv = argv;
    k.envp = environ;
    p->pid = fork();
    if (p->pid == 0) {
        tk_proc_keeper_run(&k); /* does not return */
    }
    if (p->pid < 0) {
        snprintf(msg, size, "cannot start the bot: %s", strerror(errno));
        goto fail;
    }
    close_fd(&in[0]);
    close_fd(&outp[1]);
    close_fd(&errp[1]);
    close_fd(&ctl[1]);
    p->in_fd = in[1];
    p->out_fd = outp[0];
    p->err_fd = errp[0];
    p->ctl_fd = ctl[0];
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
    close_fd(&ctl[0]);
    close_fd(&ctl[1]);
    free(cmd);
    free(p);
    return TK_E_IO;
}

void tk_proc_wait(TkProc *p, int wait_ms, int want_write)
{
    struct pollfd fds[4];
    nfds_t n = 0;

    if (p->ctl_fd >= 0 && !p->exited) {
        /* the keeper's end closes when it exits, as the bot did: seen at
           once (fds[0]), then no longer waited on */
        fds[n].fd = p->ctl_fd;
        fds[n].events = POLLIN;
        fds[n].revents = 0;
        n++;
    }
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
    if (poll(n > 0 ? fds : NULL, n, wait_ms) > 0 && fds[0].fd == p->ctl_fd &&
        fds[0].revents != 0) {
        (void)tk_proc_exited(p, NULL, 0);
    }
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
    int64_t until;
    int status;

    if (p == NULL) {
        return;
    }
    close_fd(&p->in_fd);
    /* The keeper ends the bot and what it started, then exits: its end of
       the socket closes with it.  It is not reaped yet (exited() never
       reaps), so its pid cannot have been reused. */
    (void)shutdown(p->ctl_fd, SHUT_WR);
    until = tk_bot_now_ms() + KEEPER_WAIT_MS;
    for (;;) {
        struct pollfd pfd;
        int64_t left = until - tk_bot_now_ms();
        char c;

        if (left <= 0) {
            (void)kill(p->pid, SIGKILL); /* stuck: what it had not ended is left */
            break;
        }
        pfd.fd = p->ctl_fd;
        pfd.events = POLLIN;
        pfd.revents = 0;
        if (poll(&pfd, 1, (int)left) > 0) {
            ssize_t n = read(p->ctl_fd, &c, 1);

            if (n == 0 || (n < 0 && errno != EINTR)) {
                break; /* gone (or the socket fails: waitpid below says) */
            }
        }
    }
    while (waitpid(p->pid, &status, 0) < 0 && errno == EINTR) {
    }
    close_fd(&p->ctl_fd);
    close_fd(&p->out_fd);
    close_fd(&p->err_fd);
    free(p);
}
