/*
 * proc.h - the platform part of the bot transport (kit/bot.h): a child
 * process started through the shell with its standard input, output and
 * error piped, and I/O on those pipes that never blocks longer than asked.
 *
 * proc_posix.c implements it with a keeper process (keeper.c, forked: it
 * starts the bot and ends it with all it started), pipes and poll();
 * proc_win32.c with CreateProcess, overlapped named pipes and a job object.
 * Private to src/kit/bot.
 */
#ifndef TKBOT_PROC_H
#define TKBOT_PROC_H

#include <stddef.h>
#include <stdint.h>

#include "kit/bot.h"

typedef struct TkProc TkProc;

enum {
    TK_PROC_OUT = 0, /* the child's standard output */
    TK_PROC_ERR = 1  /* the child's standard error */
};

/* The script /bin/sh -c runs for a bot's `command`: the command, with
 * `exec ` before its last part when that is a plain command (see
 * shell.c), so that the bot takes the shell's place and alone holds its
 * pipes.  Returns a new string owned by the caller (free), or NULL when
 * out of memory. */
char *tk_proc_sh_command(const char *command);

/* 1 when the Windows command line `command` is a program and its
 * arguments only (no cmd.exe syntax, no cmd.exe builtin), which can be
 * started without cmd.exe; else 0. */
int tk_proc_cmd_direct(const char *command);

/* Starts `command` through the shell (POSIX: /bin/sh -c with the script
 * of tk_proc_sh_command; Windows: the program itself when
 * tk_proc_cmd_direct says it can be, else cmd.exe /c).  On success *out
 * owns the child; on failure *out is NULL and msg says why.  Returns a
 * TK_* status. */
int tk_proc_start(const char *command, TkProc **out, char *msg, size_t size);

/* Waits up to wait_ms (0: not at all) until one of the child's outputs can
 * be read (data or end of file), its input can take more bytes (only when
 * want_write), or the child may have exited.  May return early. */
void tk_proc_wait(TkProc *p, int wait_ms, int want_write);

/* Gives the child up to len bytes of input without blocking.  Returns how
 * many it took (0: none now), or -1 when its input is closed for good. */
long tk_proc_write(TkProc *p, const char *buf, size_t len);

/* Reads what is available now from stream `which` (TK_PROC_OUT or
 * TK_PROC_ERR) without blocking.  Returns the bytes read (>0), 0 when
 * nothing is there now, or -1 at end of file (the child closed it) or on
 * an error. */
long tk_proc_read(TkProc *p, int which, char *buf, size_t size);

/* Like tk_proc_read, but when nothing is there yet waits up to wait_ms for
 * stream `which` alone.  For a bot's last words when it is about to be
 * killed: on Windows a read of a pipe may finish a moment after the child
 * wrote, so a read that does not wait can miss what was already written. */
long tk_proc_read_wait(TkProc *p, int which, char *buf, size_t size, int wait_ms);

/* Closes the child's input (it sees end of file). */
void tk_proc_close_input(TkProc *p);

/* 1 if the child has exited, with a description in desc ("exited with
 * status 3", "was killed by signal 9"); 0 while it runs.  Does not reap.
 * (POSIX: the keeper exits as the bot did, once it has ended what the bot
 * left.) */
int tk_proc_exited(TkProc *p, char *desc, size_t size);

/* Kills the child and everything it started, reaps it and frees p
 * (POSIX: lets the keeper go and waits up to 3 s for it to end them).
 * NULL is allowed. */
void tk_proc_free(TkProc *p);

#endif /* TKBOT_PROC_H */
