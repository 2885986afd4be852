/*
 * shell.c - how a bot's command is handed to the shell (proc.h), so that
 * the bot, not the shell waiting for it, holds the bot's pipes: a bot that
 * closes its output or its input is then seen at once (a waiting shell
 * keeps its own copies of the pipes open, and the bot's end would show
 * only at the reply limit, as a time-out).
 *
 * POSIX: when the last part of the command is a plain command (`./bot`,
 * `cd dir && ./bot`, `X=1 python3 bot.py 2>log`), `exec` is put before
 * it, as bash does by itself (Debian's dash, a common /bin/sh, does
 * not).  The scan is conservative: whatever it does not understand
 * (pipelines, subshells, command substitution, here-documents, comments,
 * compound commands, a builtin last, a trap, a function or an alias)
 * leaves the command as it is.
 *
 * Windows: cmd.exe has no `exec`; a command line that is just a program
 * and its arguments (no cmd.exe syntax, no builtin) can be started
 * without cmd.exe.
 *
 * Pure C, no I/O: both scans are compiled on every platform and tested
 * anywhere (test_tk_shell).
 */
#include <stdlib.h>
#include <string.h>

#include "proc.h"

/* Words that are not a program the shell could exec: reserved words, and
 * builtins (run by the shell itself, some of them only meaningful there). */
static const char *const sh_builtins[] = {
    "!",       "{",        "}",      "[[",       "]]",      "case",     "do",      "done",
    "elif",    "else",     "esac",   "fi",       "for",     "function", "if",      "in",
    "select",  "then",     "time",   "until",    "while",   "coproc",   ".",       ":",
    "break",   "continue", "eval",   "exec",     "exit",    "export",   "readonly", "return",
    "set",     "shift",    "times",  "trap",     "unset",   "alias",    "bg",      "cd",
    "command", "false",    "fc",     "fg",       "getopts", "hash",     "jobs",    "kill",
    "newgrp",  "pwd",      "read",   "true",     "type",    "ulimit",   "umask",   "unalias",
    "wait",    "echo",     "printf", "test",     "[",       "local",    "let",     "source",
    "builtin", "declare",  "typeset", "enable",  "logout",  "mapfile",  "readarray", "disown",
    "suspend", "pushd",    "popd",   "dirs",     "shopt",   "caller",   "history", "help",
};

/* cmd.exe's builtins: a command line starting with one needs cmd.exe. */
static const char *const cmd_builtins[] = {
    "assoc", "break", "call",  "cd",       "chdir", "cls",    "color",  "copy",  "date",
    "del",   "dir",   "echo",  "endlocal", "erase", "exit",   "for",    "ftype", "goto",
    "if",    "md",    "mkdir", "mklink",   "move",  "path",   "pause",  "popd",  "prompt",
    "pushd", "rd",    "rem",   "ren",      "rename", "rmdir", "set",    "setlocal",
    "shift", "start", "time",  "title",    "type",  "ver",    "verify", "vol",
};

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* 1 if c ends a word and separates the parts of a list (or a pipeline). */
static int is_separator(char c)
{
    return c == ';' || c == '&' || c == '|' || c == '\n';
}

static int in_list(const char *const *list, size_t n, const char *word, int fold)
{
    size_t i, k;

    for (i = 0; i < n; i++) {
        for (k = 0; list[i][k] != '\0' && word[k] != '\0'; k++) {
            char c = word[k];

            if (fold && c >= 'A' && c <= 'Z') {
                c = (char)(c - 'A' + 'a');
            }
            if (c != list[i][k]) {
                break;
            }
        }
        if (list[i][k] == '\0' && word[k] == '\0') {
            return 1;
        }
    }
    return 0;
}

/* The end of ${...} starting at s[i] ('$'), or -1 when it holds quoting or
 * substitutions of its own. */
static long param_end(const char *s, long i)
{
    for (i += 2; s[i] != '}'; i++) {
        if (s[i] == '\0' || strchr("'\"\\`$", s[i]) != NULL) {
            return -1;
        }
    }
    return i + 1;
}

/* The end of the double-quoted string starting at s[i] ('"'), or -1. */
static long dquote_end(const char *s, long i)
{
    for (i++; s[i] != '"'; i++) {
        if (s[i] == '\0' || s[i] == '`' || (s[i] == '$' && s[i + 1] == '(')) {
            return -1;
        }
        if (s[i] == '\\' && s[i + 1] != '\0') {
            i++;
        }
    }
    return i + 1;
}

/* Where the word starting at s[i] ends (the index after it), or -1 when
 * it holds what this scanner leaves to the shell.  Redirections stay in
 * the word they are written in (`2>&1`, `>&2`, `<&-`). */
static long word_end(const char *s, long i)
{
    if (s[i] == '#') {
        return -1; /* a comment */
    }
    while (s[i] != '\0' && !is_blank(s[i]) && !is_separator(s[i])) {
        const char *close;

        switch (s[i]) {
        case '\\':
            if (s[i + 1] == '\0') {
                return -1;
            }
            i += 2;
            break;
        case '\'':
            close = strchr(s + i + 1, '\'');
            if (close == NULL) {
                return -1;
            }
            i = (long)(close - s) + 1;
            break;
        case '"':
            i = dquote_end(s, i);
            break;
        case '$':
            i = s[i + 1] == '(' ? -1 : s[i + 1] == '{' ? param_end(s, i) : i + 1;
            break;
        case '<':
        case '>':
            if (s[i] == '<' && s[i + 1] == '<') {
                return -1; /* a here-document */
            }
            i += (s[i + 1] == '&' || s[i + 1] == '|') ? 2 : 1;
            break;
        case '`':
        case '(':
        case ')':
            return -1;
        default:
            i++;
            break;
        }
        if (i < 0) {
            return -1;
        }
    }
    return i;
}

/* Copies the word s[start..end) without its quotes and backslashes into
 * buf; 0 when it does not fit (then it is no builtin's name). */
static int unquoted(const char *s, long start, long end, char *buf, size_t size)
{
    size_t n = 0;
    long i;

    for (i = start; i < end; i++) {
        if (s[i] == '\'' || s[i] == '"' || s[i] == '\\') {
            continue;
        }
        if (n + 1 >= size) {
            return 0;
        }
        buf[n++] = s[i];
    }
    buf[n] = '\0';
    return 1;
}

static int is_assignment(const char *s, long start, long end)
{
    long i = start;

    if (!((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') || s[i] == '_')) {
        return 0;
    }
    while (i < end && ((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') ||
                       (s[i] >= '0' && s[i] <= '9') || s[i] == '_')) {
        i++;
    }
    return i < end && s[i] == '=';
}

/* Where `exec ` goes in the list element starting at s[i]: before its
 * command word, after its assignments.  -1 when it has no plain command. */
static long command_word(const char *s, long i)
{
    char name[16];

    for (;;) {
        long start, end;

        while (is_blank(s[i])) {
            i++;
        }
        if (s[i] == '\0' || is_separator(s[i])) {
            return -1;
        }
        start = i;
        end = word_end(s, i);
        if (end < 0) {
            return -1;
        }
        if (!is_assignment(s, start, end)) {
            long k = start + (long)strspn(s + start, "0123456789");

            if (k < end && (s[k] == '<' || s[k] == '>')) {
                return -1; /* a redirection first */
            }
            if (unquoted(s, start, end, name, sizeof name) &&
                in_list(sh_builtins, sizeof sh_builtins / sizeof sh_builtins[0], name, 0)) {
                return -1;
            }
            return start;
        }
        i = end;
    }
}

/* 1 if s[start..end) is one of the words of list (a NULL-ended list). */
static int in_words(const char *s, long start, long end, const char *const *list)
{
    for (; *list != NULL; list++) {
        if ((size_t)(end - start) == strlen(*list) &&
            strncmp(s + start, *list, (size_t)(end - start)) == 0) {
            return 1;
        }
    }
    return 0;
}

/* Where `exec ` goes in command, or -1 to leave it as it is.  A command
 * that sets a trap (an EXIT trap would not run after exec), or defines a
 * function or an alias (exec runs programs only), stays as it is. */
static long exec_point(const char *s)
{
    static const char *const changing[] = {"trap", "function", "alias", NULL};
    long i = 0, last = 0; /* last: where the list's last part starts */

    for (;;) {
        while (is_blank(s[i])) {
            i++;
        }
        if (s[i] == '\0') {
            break;
        }
        if (s[i] == ';' || s[i] == '\n' || s[i] == '&' || s[i] == '|') {
            if ((s[i] == ';' && s[i + 1] == ';') || (s[i] == '|' && s[i + 1] != '|')) {
                return -1; /* a case item, a pipeline */
            }
            i += (s[i] == '&' || s[i] == '|') && s[i + 1] == s[i] ? 2 : 1;
            last = i;
            continue;
        }
        {
            long end = word_end(s, i);

            if (end < 0 || in_words(s, i, end, changing)) {
                return -1;
            }
            i = end;
        }
    }
    return command_word(s, last);
}

char *tk_proc_sh_command(const char *command)
{
    long at = exec_point(command);
    size_t len = strlen(command);
    char *out = malloc(len + 6);

    if (out == NULL) {
        return NULL;
    }
    if (at < 0) {
        memcpy(out, command, len + 1);
    } else {
        memcpy(out, command, (size_t)at);
        memcpy(out + at, "exec ", 5);
        memcpy(out + at + 5, command + at, len - (size_t)at + 1);
    }
    return out;
}

int tk_proc_cmd_direct(const char *command)
{
    char name[16];
    size_t n = 0, i;
    int quoted = 0;

    /* cmd.exe syntax anywhere, or an unbalanced quote: cmd.exe's business */
    for (i = 0; command[i] != '\0'; i++) {
        if (command[i] == '"') {
            quoted = !quoted;
        } else if (command[i] == '%' || command[i] == '\n' || command[i] == '\r' ||
                   (!quoted && strchr("&|<>^()!@", command[i]) != NULL)) {
            return 0;
        }
    }
    if (quoted) {
        return 0;
    }
    /* the program: its leading letters, quotes skipped, must be no builtin */
    for (i = 0; is_blank(command[i]); i++) {
    }
    if (command[i] == '\0') {
        return 0;
    }
    for (; command[i] == '"' || (command[i] >= 'A' && command[i] <= 'Z') ||
           (command[i] >= 'a' && command[i] <= 'z');
         i++) {
        if (command[i] != '"') {
            if (n + 1 >= sizeof name) {
                return 1; /* longer than any builtin */
            }
            name[n++] = command[i];
        }
    }
    name[n] = '\0';
    if (command[i] != '\0' && !is_blank(command[i]) && strchr(".:/\\;,=+[]", command[i]) == NULL) {
        return 1; /* `echo-bot.exe`: a program whose name begins like a builtin */
    }
    return !in_list(cmd_builtins, sizeof cmd_builtins / sizeof cmd_builtins[0], name, 1);
}
