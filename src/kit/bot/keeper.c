/*
 * keeper.c - the keeper of one bot on POSIX systems (keeper.h).
 *
 * The game does not start a bot as its own child: it forks a keeper, which
 * starts the bot (`/bin/sh -c SCRIPT`) in a new session and waits.  When
 * the bot exits, or the game lets it go (shuts down its end of the
 * keeper's socket pair, or is gone itself, killed or crashed), the keeper
 * kills the bot and everything the bot started, reaps them, and exits as
 * the bot did: its exit status, or the same signal (without a core dump).
 * So the game sees the bot's own ending, and nothing the bot started
 * outlives it.
 *
 * Reaching what the bot started.  On Linux the keeper is a child subreaper
 * (PR_SET_CHILD_SUBREAPER): a process whose parent exits is given to the
 * keeper, not to init.  A bot's child that changes its process group or
 * its session (setsid), a daemon that forks twice, or a child the bot
 * leaves behind when it exits, therefore always ends up among the keeper's
 * own children.  To end them the keeper kills the bot's process group,
 * then kills every child of its own it finds in /proc and waits for each
 * (their children come to the keeper in turn), round after round until
 * none is left.  It signals only its own children, which it has not
 * reaped, so no pid can have been reused.  Without /proc (or on another
 * system: macOS, the BSDs have no subreaper) only the bot's process group
 * is killed, which also holds its session's processes that stay in it.
 * What the bot hands to another program to start (a service manager, at,
 * a terminal server) is not the bot's descendant and is not ended, nor is
 * a descendant that took another user's identity (sudo): the keeper may
 * not signal it.
 *
 * A fork that does not exec.  The keeper is a copy of the game's process
 * (a few system calls, no new program to find and install); it may only
 * make async-signal-safe calls, since the game may have other threads
 * whose locks it holds copies of: it allocates nothing, prints nothing,
 * lists folders with the getdents64 system call on Linux.  It closes every
 * descriptor of the game's but the bot's pipes and its socket, so it keeps
 * no other bot's pipe or file open.  Its memory is the game's, shared
 * copy-on-write: the pages the game changes afterwards are copied, at most
 * the game's own size at the fork.
 *
 * Signals.  All are blocked in the keeper but while it waits (pselect):
 * SIGCHLD then wakes it; SIGTERM, SIGINT, SIGHUP and SIGQUIT make it end
 * the bot and exit, as the game's leaving does (their handler resets
 * itself, SA_RESETHAND, which is how the keeper knows one came: no global
 * is set).  The keeper is in a process group of its own, so that a Ctrl+C
 * at the game's terminal is the game's to act on.
 */
#define _POSIX_C_SOURCE 200809L
#if defined(__linux__)
#define _DEFAULT_SOURCE /* syscall(): getdents64 lists /proc without malloc */
#endif

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

#include "keeper.h"

/* Signals whose handlers are reset: past the last one of any system we
 * build on (sigaction refuses the numbers that are none). */
#define KEEPER_SIGNALS 129

/* How many children one round of the ending waits for by pid; more are
 * killed all the same and waited for in the next round. */
#define KEEPER_ROUND 64

/* The signals that make the keeper end the bot and leave. */
static const int stop_signals[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT};

static void on_signal(int sig)
{
    (void)sig; /* only to wake pselect */
}

static void set_handler(int sig, void (*handler)(int), int flags)
{
    struct sigaction sa;

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sa.sa_flags = flags;
    sigemptyset(&sa.sa_mask);
    (void)sigaction(sig, &sa, NULL);
}

/* Writes the NUL-terminated text to fd, as far as it goes. */
static void say(int fd, const char *text)
{
    size_t len = strlen(text);

    while (len > 0) {
        ssize_t n = write(fd, text, len);

        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return;
        }
        text += n;
        len -= (size_t)n;
    }
}

/* The decimal number that is all of s (digits only), or -1. */
static long parse_number(const char *s)
{
    long n = 0;

    if (*s == '\0') {
        return -1;
    }
    for (; *s != '\0'; s++) {
        if (*s < '0' || *s > '9' || n > 99999999L) {
            return -1;
        }
        n = n * 10 + (*s - '0');
    }
    return n;
}

/* 1 if fd is one of the n descriptors in keep. */
static int kept(int fd, const int *keep, int n)
{
    int i;

    for (i = 0; i < n; i++) {
        if (keep[i] == fd) {
            return 1;
        }
    }
    return 0;
}

#if defined(__linux__)
/* Calls fn(n, dir_fd, arg) for each entry of the /proc folder dir whose
 * name is a number, dir_fd being the folder's own descriptor.  Returns 0,
 * or -1 when the folder cannot be read. */
static int each_number(const char *dir, void (*fn)(long n, int dir_fd, void *arg), void *arg)
{
    union {
        char b[4096];
        uint64_t align;
    } buf;
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    long got;

    if (fd < 0) {
        return -1;
    }
    /* struct linux_dirent64: d_ino (8 bytes), d_off (8), d_reclen (2),
       d_type (1), then d_name, NUL-terminated */
    while ((got = syscall(SYS_getdents64, fd, buf.b, sizeof buf.b)) > 0) {
        long off = 0;

        while (off + 19 < got) {
            unsigned short reclen;
            long n;

            memcpy(&reclen, buf.b + off + 16, sizeof reclen);
            if (reclen == 0) {
                break;
            }
            n = parse_number(buf.b + off + 19);
            if (n >= 0) {
                fn(n, fd, arg);
            }
            off += reclen;
        }
    }
    (void)close(fd);
    return got < 0 ? -1 : 0;
}

typedef struct KeepList {
    const int *fd;
    int n;
} KeepList;

static void close_unless_kept(long fd, int dir_fd, void *arg)
{
    const KeepList *k = arg;

    if (fd > 2 && fd != dir_fd && !kept((int)fd, k->fd, k->n)) {
        (void)close((int)fd);
    }
}
#endif

/* Closes every descriptor above 2 but the n in keep. */
static void close_others(const int *keep, int n)
{
    struct rlimit rl;
    long fd, max = 1024;

#if defined(__linux__)
    KeepList k;

    k.fd = keep;
    k.n = n;
    if (each_number("/proc/self/fd", close_unless_kept, &k) == 0) {
        return;
    }
#endif
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) {
        max = rl.rlim_cur < 65536 ? (long)rl.rlim_cur : 65536;
    }
    for (fd = 3; fd < max; fd++) {
        if (!kept((int)fd, keep, n)) {
            (void)close((int)fd);
        }
    }
}

#if defined(__linux__)
/* One round of the ending: every child of the keeper's but the bot
 * killed, the first KEEPER_ROUND of them listed to be waited for. */
typedef struct Round {
    pid_t self, bot;
    pid_t pid[KEEPER_ROUND];
    int listed;
    int found;
} Round;

/* The parent of process pid from its /proc/PID/stat, or -1. */
static long parent_of(long pid, int dir_fd)
{
    char path[32], buf[512];
    char *p, *close_paren = NULL;
    int i = 0, fd;
    long n, ppid = 0;
    char digits[24];

    /* "PID/stat", by hand: no snprintf here */
    do {
        digits[i++] = (char)('0' + pid % 10);
        pid /= 10;
    } while (pid > 0 && i < (int)sizeof digits);
    for (n = 0; i > 0; n++) {
        path[n] = digits[--i];
    }
    memcpy(path + n, "/stat", 6);
    fd = openat(dir_fd, path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return -1;
    }
    do {
        n = read(fd, buf, sizeof buf - 1);
    } while (n < 0 && errno == EINTR);
    (void)close(fd);
    if (n <= 0) {
        return -1;
    }
    buf[n] = '\0';
    /* "PID (COMM) STATE PPID ...": COMM may hold ')' and spaces */
    for (p = buf; *p != '\0'; p++) {
        if (*p == ')') {
            close_paren = p;
        }
    }
    if (close_paren == NULL || close_paren[1] != ' ' || close_paren[2] == '\0' ||
        close_paren[3] != ' ') {
        return -1;
    }
    for (p = close_paren + 4; *p >= '0' && *p <= '9'; p++) {
        ppid = ppid * 10 + (*p - '0');
    }
    return *p == ' ' ? ppid : -1;
}

static void kill_if_child(long pid, int dir_fd, void *arg)
{
    Round *r = arg;

    if (pid == (long)r->self || pid == (long)r->bot || parent_of(pid, dir_fd) != (long)r->self) {
        return;
    }
    if (kill((pid_t)pid, SIGKILL) != 0) {
        return; /* another user's now (sudo): not ours to end, nor to wait for */
    }
    r->found++;
    if (r->listed < KEEPER_ROUND) {
        r->pid[r->listed++] = (pid_t)pid;
    }
}
#endif

/* Kills and reaps every child of the keeper's but the bot (Linux): what
 * the bot started and left, given to the keeper as a subreaper. */
static void end_the_rest(pid_t bot)
{
#if defined(__linux__)
    Round r;
    int i;

    for (;;) {
        r.self = getpid();
        r.bot = bot;
        r.listed = 0;
        r.found = 0;
        if (each_number("/proc", kill_if_child, &r) != 0 || r.found == 0) {
            return;
        }
        for (i = 0; i < r.listed; i++) {
            while (waitpid(r.pid[i], NULL, 0) < 0 && errno == EINTR) {
            }
        }
    }
#else
    (void)bot;
#endif
}

/* Reaps the children that have exited, but the bot.  1 if the bot has
 * exited (not reaped: its pid and process group id stay its own). */
static int reap_and_look(pid_t bot)
{
    for (;;) {
        siginfo_t info;

        memset(&info, 0, sizeof info);
        if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0) {
            return 0;
        }
        if (info.si_pid == bot) {
            return 1;
        }
        while (waitpid(info.si_pid, NULL, 0) < 0 && errno == EINTR) {
        }
    }
}

/* 1 if one of the stop signals came (its handler has reset itself). */
static int stop_signalled(void)
{
    size_t i;

    for (i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++) {
        struct sigaction now;

        if (sigaction(stop_signals[i], NULL, &now) == 0 && now.sa_handler == SIG_DFL) {
            return 1;
        }
    }
    return 0;
}

/* Ends the keeper as the bot ended, described by info (waitid's). */
static void exit_as(const siginfo_t *info)
{
    struct rlimit none;
    sigset_t one;
    int sig = info->si_status;

    if (info->si_code == CLD_EXITED) {
        _exit(sig & 0xff);
    }
    /* the same signal, without the core dump the bot may have made */
#if defined(__linux__)
    (void)prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
#endif
    none.rlim_cur = 0;
    none.rlim_max = 0;
    (void)setrlimit(RLIMIT_CORE, &none);
    set_handler(sig, SIG_DFL, 0);
    sigemptyset(&one);
    sigaddset(&one, sig);
    (void)sigprocmask(SIG_UNBLOCK, &one, NULL);
    (void)kill(getpid(), sig);
    _exit(128 + (sig & 0x7f)); /* a signal that does not end a process */
}

/* The bot's side of the fork: its own session, its pipes on 0..2, the
 * signals as a program expects them, then the shell. */
static void run_bot(const TkKeeperStart *k)
{
    sigset_t none;
    size_t i;

    (void)setsid();
    set_handler(SIGPIPE, SIG_DFL, 0);
    set_handler(SIGCHLD, SIG_DFL, 0);
    for (i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++) {
        set_handler(stop_signals[i], SIG_DFL, 0);
    }
    if (dup2(k->in, 0) < 0 || dup2(k->out, 1) < 0 || dup2(k->err, 2) < 0) {
        _exit(127);
    }
    sigemptyset(&none);
    (void)sigprocmask(SIG_SETMASK, &none, NULL);
    execve("/bin/sh", k->argv, k->envp);
    say(2, "sh: cannot run /bin/sh\n");
    _exit(127);
}

void tk_proc_keeper_run(const TkKeeperStart *k)
{
    sigset_t all, wait_mask;
    siginfo_t info;
    int keep[4];
    int sig, devnull, ctl;
    size_t i;
    pid_t bot;

    /* Signals: every handler the game had is gone (they are the game's
       code), everything is blocked but while waiting. */
    sigfillset(&all);
    (void)sigprocmask(SIG_SETMASK, &all, NULL);
    for (sig = 1; sig < KEEPER_SIGNALS; sig++) {
        set_handler(sig, SIG_DFL, 0); /* refused for SIGKILL, SIGSTOP and non-signals */
    }
    set_handler(SIGPIPE, SIG_IGN, 0);
    set_handler(SIGCHLD, on_signal, SA_NOCLDSTOP);
    for (i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++) {
        set_handler(stop_signals[i], on_signal, SA_RESETHAND);
    }
    sigfillset(&wait_mask);
    sigdelset(&wait_mask, SIGCHLD);
    for (i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++) {
        sigdelset(&wait_mask, stop_signals[i]);
    }
#if defined(__linux__)
    (void)prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#endif
    (void)setpgid(0, 0);

    /* Descriptors: /dev/null on 0..2 (the game's terminal or pipes are
       not the keeper's to hold), the four it needs, nothing else. */
    devnull = open("/dev/null", O_RDWR);
    if (devnull >= 0) {
        for (i = 0; i < 3; i++) {
            if ((int)i != devnull) {
                (void)dup2(devnull, (int)i);
            }
        }
        if (devnull > 2) {
            (void)close(devnull);
        }
    }
    keep[0] = k->in;
    keep[1] = k->out;
    keep[2] = k->err;
    keep[3] = k->ctl;
    close_others(keep, 4);

    bot = fork();
    if (bot == 0) {
        run_bot(k);
    }
    if (bot < 0) {
        say(k->err, "the bot could not be started: the system refused a new process\n");
        _exit(126);
    }
    (void)close(k->in);
    (void)close(k->out);
    (void)close(k->err);
    /* the socket below FD_SETSIZE, for pselect */
    ctl = fcntl(k->ctl, F_DUPFD_CLOEXEC, 3);
    if (ctl >= 0 && ctl < FD_SETSIZE) {
        (void)close(k->ctl);
    } else {
        if (ctl >= 0) {
            (void)close(ctl);
        }
        ctl = k->ctl < FD_SETSIZE ? k->ctl : -1;
    }

    /* Wait for the bot's exit, the game's word, or a stop signal. */
    for (;;) {
        fd_set rd;
        char c;
        int n;

        if (reap_and_look(bot) || stop_signalled()) {
            break;
        }
        FD_ZERO(&rd);
        if (ctl >= 0) {
            FD_SET(ctl, &rd);
        }
        n = pselect(ctl + 1, ctl >= 0 ? &rd : NULL, NULL, NULL, NULL, &wait_mask);
        if (n > 0 && ctl >= 0 && FD_ISSET(ctl, &rd)) {
            ssize_t got = read(ctl, &c, 1);

            if (got >= 0 || (errno != EINTR && errno != EAGAIN)) {
                break; /* its end of file, or anything else: the game says stop */
            }
        }
    }

    /* The ending: the bot's process group and the bot (not reaped, so both
       ids are still its own), then what is left, then the bot reaped. */
    (void)kill(-bot, SIGKILL);
    (void)kill(bot, SIGKILL);
    memset(&info, 0, sizeof info);
    while (waitid(P_PID, (id_t)bot, &info, WEXITED | WNOWAIT) != 0 && errno == EINTR) {
    }
    end_the_rest(bot);
    memset(&info, 0, sizeof info);
    while (waitid(P_PID, (id_t)bot, &info, WEXITED) != 0) {
        if (errno != EINTR) {
            _exit(127);
        }
    }
    exit_as(&info);
}
