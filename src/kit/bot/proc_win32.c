/*
 * proc_win32.c - the bot's child process on Windows.
 *
 * The child is COMMAND itself when it is a program and its arguments
 * (shell.c: cmd.exe waiting for it would hold its pipes, and a bot that
 * closes one would not be seen), else `%ComSpec% /d /s /c "COMMAND"`
 * (cmd.exe).  CreateProcess looks for the program in our own folder, the
 * current one, the system folders, then PATH, adding ".exe" only.  The
 * child is created suspended with no console window, put in a job object
 * that kills everything in it when we terminate it or close it, then
 * resumed.  Its standard handles are the client ends of three named pipes
 * with unique names; our server ends are opened for overlapped I/O, so
 * that reads and writes never block: each of our pipes has at most one
 * operation under way, into or from a buffer of its own, which
 * tk_proc_read/write collect without waiting and tk_proc_wait waits on
 * (with the process handle) through their events.  Only the three child
 * handles are inherited (PROC_THREAD_ATTRIBUTE_HANDLE_LIST), so one bot
 * never holds another bot's pipes open.
 *
 * Windows has no SIGPIPE: a write to a bot that has gone fails with
 * ERROR_BROKEN_PIPE / ERROR_NO_DATA, which we report as a closed input.
 * Needs Windows Vista or later (CancelIoEx, GetTickCount64, handle lists).
 */
#ifndef _WIN32_WINNT
#define _WIN32_WINNT 0x0600
#endif
#define WIN32_LEAN_AND_MEAN

#include <windows.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proc.h"
#include "kit/status.h"

#define PIPE_SIZE 4096

typedef struct TkPipe {
    HANDLE h;     /* our end, overlapped; NULL once closed */
    HANDLE ev;    /* manual-reset event of ov */
    OVERLAPPED ov;
    int pending;  /* an operation on buf is under way */
    int eof;      /* read: end of file or error seen; write: the pipe is broken */
    DWORD have;   /* read: bytes of buf filled */
    DWORD off;    /* read: bytes of buf handed out */
    char buf[PIPE_SIZE];
} TkPipe;

struct TkProc {
    HANDLE process;
    HANDLE job; /* NULL if the process could not be put in a job */
    TkPipe in, out, err;
    int exited;
    char exit_desc[64];
};

int64_t tk_bot_now_ms(void)
{
    return (int64_t)GetTickCount64();
}

static void win_error(const char *what, char *msg, size_t size)
{
    DWORD code = GetLastError();
    char text[160] = "";
    DWORD n = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL,
                             code, 0, text, (DWORD)sizeof text, NULL);

    while (n > 0 && (text[n - 1] == '\r' || text[n - 1] == '\n' || text[n - 1] == '.' ||
                     text[n - 1] == ' ')) {
        text[--n] = '\0';
    }
    if (msg != NULL && size > 0) {
        if (n > 0) {
            snprintf(msg, size, "%s: %s", what, text);
        } else {
            snprintf(msg, size, "%s: error %lu", what, (unsigned long)code);
        }
    }
}

/* Ends the operation under way on pp, if any, and waits for it to stop
 * using the buffer. */
static void cancel_pipe(TkPipe *pp)
{
    DWORD n = 0;

    if (pp->h != NULL && pp->pending) {
        CancelIoEx(pp->h, &pp->ov);
        (void)GetOverlappedResult(pp->h, &pp->ov, &n, TRUE);
        pp->pending = 0;
    }
}

static void close_pipe(TkPipe *pp)
{
    cancel_pipe(pp);
    if (pp->h != NULL) {
        CloseHandle(pp->h);
        pp->h = NULL;
    }
    if (pp->ev != NULL) {
        CloseHandle(pp->ev);
        pp->ev = NULL;
    }
}

/* Makes a named pipe: our end in ours (overlapped), the child's
 * (inheritable, synchronous) in *theirs.  inbound: we read from it. */
static int make_pipe(TkProc *p, TkPipe *ours, HANDLE *theirs, int inbound, int index, char *msg,
                     size_t size)
{
    SECURITY_ATTRIBUTES sa;
    LARGE_INTEGER tick;
    OVERLAPPED ov;
    char name[128];
    DWORD n = 0;

    *theirs = INVALID_HANDLE_VALUE;
    QueryPerformanceCounter(&tick);
    snprintf(name, sizeof name, "\\\\.\\pipe\\tk-bot-%lu-%p-%d-%lld",
             (unsigned long)GetCurrentProcessId(), (void *)p, index, (long long)tick.QuadPart);
    ours->h = CreateNamedPipeA(name,
                               (inbound ? PIPE_ACCESS_INBOUND : PIPE_ACCESS_OUTBOUND) |
                                   FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE,
                               PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT |
                                   PIPE_REJECT_REMOTE_CLIENTS,
                               1, PIPE_SIZE, PIPE_SIZE, 0, NULL);
    if (ours->h == INVALID_HANDLE_VALUE) {
        ours->h = NULL;
        win_error("cannot make a pipe", msg, size);
        return TK_E_IO;
    }
    ours->ev = CreateEventA(NULL, TRUE, FALSE, NULL);
    if (ours->ev == NULL) {
        win_error("cannot make an event", msg, size);
        return TK_E_IO;
    }
    sa.nLength = sizeof sa;
    sa.lpSecurityDescriptor = NULL;
    sa.bInheritHandle = TRUE;
    *theirs = CreateFileA(name, inbound ? GENERIC_WRITE : GENERIC_READ, 0, &sa, OPEN_EXISTING,
                          FILE_ATTRIBUTE_NORMAL, NULL);
    if (*theirs == INVALID_HANDLE_VALUE) {
        win_error("cannot open a pipe", msg, size);
        return TK_E_IO;
    }
    memset(&ov, 0, sizeof ov);
    ov.hEvent = ours->ev;
    if (!ConnectNamedPipe(ours->h, &ov)) {
        DWORD e = GetLastError();

        if (e == ERROR_IO_PENDING) {
            if (!GetOverlappedResult(ours->h, &ov, &n, TRUE)) {
                win_error("cannot connect a pipe", msg, size);
                return TK_E_IO;
            }
        } else if (e != ERROR_PIPE_CONNECTED) {
            win_error("cannot connect a pipe", msg, size);
            return TK_E_IO;
        }
    }
    ResetEvent(ours->ev);
    return TK_OK;
}

static void close_handle(HANDLE *h)
{
    if (*h != NULL && *h != INVALID_HANDLE_VALUE) {
        CloseHandle(*h);
    }
    *h = INVALID_HANDLE_VALUE;
}

/* Creates the child suspended, with no window, inheriting the handles of
 * si's list only. */
static BOOL spawn(char *cmdline, STARTUPINFOEXA *si, PROCESS_INFORMATION *pi)
{
    return CreateProcessA(NULL, cmdline, NULL, NULL, TRUE,
                          CREATE_SUSPENDED | CREATE_NO_WINDOW | EXTENDED_STARTUPINFO_PRESENT,
                          NULL, NULL, &si->StartupInfo, pi);
}

int tk_proc_start(const char *command, TkProc **out, char *msg, size_t size)
{
    HANDLE child[3] = {INVALID_HANDLE_VALUE, INVALID_HANDLE_VALUE, INVALID_HANDLE_VALUE};
    STARTUPINFOEXA si;
    PROCESS_INFORMATION pi;
    LPPROC_THREAD_ATTRIBUTE_LIST attrs = NULL;
    SIZE_T attrs_size = 0;
    char comspec[MAX_PATH];
    char *cmdline = NULL;
    size_t len;
    DWORD n;
    TkProc *p;
    int st, i, started;

    *out = NULL;
    p = calloc(1, sizeof *p);
    if (p == NULL) {
        snprintf(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    st = make_pipe(p, &p->in, &child[0], 0, 0, msg, size);
    if (st == TK_OK) {
        st = make_pipe(p, &p->out, &child[1], 1, 1, msg, size);
    }
    if (st == TK_OK) {
        st = make_pipe(p, &p->err, &child[2], 1, 2, msg, size);
    }
    if (st != TK_OK) {
        goto fail;
    }

    n = GetEnvironmentVariableA("ComSpec", comspec, (DWORD)sizeof comspec);
    if (n == 0 || n >= sizeof comspec) {
        snprintf(comspec, sizeof comspec, "cmd.exe");
    }
    /* /d: no AutoRun; /s /c "...": run the text between the outer quotes as
       is.  The same room holds the command alone, for CreateProcess. */
    len = strlen(comspec) + strlen(command) + 32;
    cmdline = malloc(len);
    if (cmdline == NULL) {
        snprintf(msg, size, "out of memory");
        st = TK_E_NOMEM;
        goto fail;
    }

    /* inherit the three child handles and nothing else */
    InitializeProcThreadAttributeList(NULL, 1, 0, &attrs_size);
    attrs = malloc(attrs_size);
    if (attrs == NULL) {
        snprintf(msg, size, "out of memory");
        st = TK_E_NOMEM;
        goto fail;
    }
    if (!InitializeProcThreadAttributeList(attrs, 1, 0, &attrs_size)) {
        free(attrs);
        attrs = NULL;
        win_error("cannot start the bot", msg, size);
        st = TK_E_IO;
        goto fail;
    }
    if (!UpdateProcThreadAttribute(attrs, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, child,
                                   sizeof child, NULL, NULL)) {
        win_error("cannot start the bot", msg, size);
        st = TK_E_IO;
        goto fail;
    }
    memset(&si, 0, sizeof si);
    si.StartupInfo.cb = sizeof si;
    si.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    si.StartupInfo.hStdInput = child[0];
    si.StartupInfo.hStdOutput = child[1];
    si.StartupInfo.hStdError = child[2];
    si.lpAttributeList = attrs;
    memset(&pi, 0, sizeof pi);
    started = 0;
    if (tk_proc_cmd_direct(command)) {
        /* a program and its arguments: started itself, it alone holds its
           pipes (cmd.exe waiting for it would keep them open); when it is
           not found as a program (a script, a name found through PATHEXT),
           cmd.exe runs it after all */
        snprintf(cmdline, len, "%s", command);
        started = spawn(cmdline, &si, &pi);
    }
    if (!started) {
        snprintf(cmdline, len, "\"%s\" /d /s /c \"%s\"", comspec, command);
        if (!spawn(cmdline, &si, &pi)) {
            win_error("cannot start cmd.exe", msg, size);
            st = TK_E_IO;
            goto fail;
        }
    }
    p->process = pi.hProcess;
    p->job = CreateJobObjectA(NULL, NULL);
    if (p->job != NULL) {
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION info;

        memset(&info, 0, sizeof info);
        info.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        if (!SetInformationJobObject(p->job, JobObjectExtendedLimitInformation, &info,
                                     sizeof info) ||
            !AssignProcessToJobObject(p->job, pi.hProcess)) {
            /* e.g. we run in a job that forbids nesting: kill the shell alone */
            CloseHandle(p->job);
            p->job = NULL;
        }
    }
    ResumeThread(pi.hThread);
    CloseHandle(pi.hThread);

    DeleteProcThreadAttributeList(attrs);
    free(attrs);
    free(cmdline);
    for (i = 0; i < 3; i++) {
        close_handle(&child[i]);
    }
    *out = p;
    return TK_OK;

fail:
    if (attrs != NULL) {
        DeleteProcThreadAttributeList(attrs);
        free(attrs);
    }
    free(cmdline);
    for (i = 0; i < 3; i++) {
        close_handle(&child[i]);
    }
    close_pipe(&p->in);
    close_pipe(&p->out);
    close_pipe(&p->err);
    free(p);
    return st;
}

/* Starts a read into pp->buf if none is under way and nothing is left. */
static void start_read(TkPipe *pp)
{
    if (pp->h == NULL || pp->pending || pp->eof || pp->off < pp->have) {
        return;
    }
    pp->have = pp->off = 0;
    memset(&pp->ov, 0, sizeof pp->ov);
    pp->ov.hEvent = pp->ev;
    ResetEvent(pp->ev);
    if (ReadFile(pp->h, pp->buf, (DWORD)sizeof pp->buf, NULL, &pp->ov) ||
        GetLastError() == ERROR_IO_PENDING) {
        pp->pending = 1; /* done or not, the result is collected below */
    } else {
        pp->eof = 1; /* ERROR_BROKEN_PIPE: the child closed its end */
    }
}

/* Collects a finished read without waiting. */
static void finish_read(TkPipe *pp)
{
    DWORD n = 0;

    if (!pp->pending) {
        return;
    }
    if (GetOverlappedResult(pp->h, &pp->ov, &n, FALSE)) {
        pp->pending = 0;
        pp->have = n;
        pp->off = 0;
    } else if (GetLastError() != ERROR_IO_INCOMPLETE) {
        pp->pending = 0;
        pp->eof = 1;
    }
}

void tk_proc_wait(TkProc *p, int wait_ms, int want_write)
{
    HANDLE hs[4];
    DWORD n = 0;

    if (wait_ms < 0) {
        wait_ms = 0;
    }
    finish_read(&p->out);
    finish_read(&p->err);
    if (p->out.off < p->out.have || p->err.off < p->err.have) {
        return; /* something to read already */
    }
    start_read(&p->out);
    start_read(&p->err);
    if (p->out.pending) {
        hs[n++] = p->out.ev;
    }
    if (p->err.pending) {
        hs[n++] = p->err.ev;
    }
    if (want_write && p->in.pending) {
        hs[n++] = p->in.ev;
    }
    if (!p->exited && p->process != NULL) {
        hs[n++] = p->process;
    }
    if (n == 0) {
        Sleep((DWORD)wait_ms);
        return;
    }
    (void)WaitForMultipleObjects(n, hs, FALSE, (DWORD)wait_ms);
}

long tk_proc_write(TkProc *p, const char *buf, size_t len)
{
    TkPipe *pp = &p->in;
    DWORD n = 0;

    if (pp->h == NULL || pp->eof) {
        return -1;
    }
    if (pp->pending) {
        if (!GetOverlappedResult(pp->h, &pp->ov, &n, FALSE)) {
            if (GetLastError() == ERROR_IO_INCOMPLETE) {
                return 0;
            }
            pp->pending = 0;
            pp->eof = 1;
            return -1;
        }
        pp->pending = 0;
    }
    if (len == 0) {
        return 0;
    }
    n = len < sizeof pp->buf ? (DWORD)len : (DWORD)sizeof pp->buf;
    memcpy(pp->buf, buf, n);
    memset(&pp->ov, 0, sizeof pp->ov);
    pp->ov.hEvent = pp->ev;
    ResetEvent(pp->ev);
    if (!WriteFile(pp->h, pp->buf, n, NULL, &pp->ov) && GetLastError() != ERROR_IO_PENDING) {
        pp->eof = 1; /* ERROR_NO_DATA / ERROR_BROKEN_PIPE: the child closed its end */
        return -1;
    }
    pp->pending = 1;
    return (long)n;
}

long tk_proc_read(TkProc *p, int which, char *buf, size_t size)
{
    TkPipe *pp = which == TK_PROC_ERR ? &p->err : &p->out;
    DWORD n;

    if (pp->h == NULL) {
        return -1;
    }
    finish_read(pp);
    if (pp->off >= pp->have && !pp->eof) {
        start_read(pp);
        finish_read(pp); /* a read may finish at once */
    }
    if (pp->off < pp->have) {
        n = pp->have - pp->off;
        if (n > size) {
            n = (DWORD)size;
        }
        memcpy(buf, pp->buf + pp->off, n);
        pp->off += n;
        return (long)n;
    }
    return pp->eof ? -1 : 0;
}

long tk_proc_read_wait(TkProc *p, int which, char *buf, size_t size, int wait_ms)
{
    TkPipe *pp = which == TK_PROC_ERR ? &p->err : &p->out;
    long n = tk_proc_read(p, which, buf, size);

    if (n != 0 || pp->h == NULL || wait_ms <= 0) {
        return n;
    }
    start_read(pp); /* tk_proc_read left one under way, unless it saw the end */
    if (pp->pending && WaitForSingleObject(pp->ev, (DWORD)wait_ms) != WAIT_OBJECT_0) {
        return 0;
    }
    return tk_proc_read(p, which, buf, size);
}

void tk_proc_close_input(TkProc *p)
{
    close_pipe(&p->in);
}

int tk_proc_exited(TkProc *p, char *desc, size_t size)
{
    if (!p->exited) {
        DWORD code = 0;

        if (WaitForSingleObject(p->process, 0) != WAIT_OBJECT_0) {
            return 0;
        }
        if (!GetExitCodeProcess(p->process, &code)) {
            snprintf(p->exit_desc, sizeof p->exit_desc, "exited");
        } else if (code >= 0xC0000000UL) {
            snprintf(p->exit_desc, sizeof p->exit_desc, "crashed (exception 0x%08lX)",
                     (unsigned long)code);
        } else {
            snprintf(p->exit_desc, sizeof p->exit_desc, "exited with status %lu",
                     (unsigned long)code);
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
    if (p == NULL) {
        return;
    }
    if (p->job != NULL) {
        TerminateJobObject(p->job, 1);
    }
    if (p->process != NULL) {
        TerminateProcess(p->process, 1);
        (void)WaitForSingleObject(p->process, 2000);
    }
    close_pipe(&p->in);
    close_pipe(&p->out);
    close_pipe(&p->err);
    if (p->process != NULL) {
        CloseHandle(p->process);
    }
    if (p->job != NULL) {
        CloseHandle(p->job); /* kills whatever is left in the job */
    }
    free(p);
}
