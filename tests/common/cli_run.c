/* cli_run.c - a terminal tool run as a user runs it (cli_run.h). */
#define _XOPEN_SOURCE 700 /* posix_openpt and the pseudo-terminal calls */

#include "common/cli_run.h"

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_ARGS 32

char cli_tmpdir[256];

void cli_tmp_make(const char *prefix)
{
    const char *base = getenv("TMPDIR");
    snprintf(cli_tmpdir, sizeof cli_tmpdir, "%s/%s-XXXXXX", base ? base : "/tmp", prefix);
    ck_assert_ptr_nonnull(mkdtemp(cli_tmpdir));
}

void cli_tmp_remove(void)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", cli_tmpdir);
    if (system(cmd) != 0) {
        fprintf(stderr, "could not remove %s\n", cli_tmpdir);
    }
}

void cli_tmp_path(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s/%s", cli_tmpdir, name);
}

char *cli_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    n = ftell(f);
    ck_assert_int_ge(n, 0);
    rewind(f);
    buf = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq((long)fread(buf, 1, (size_t)n, f), n);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

void cli_write_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq((long)fwrite(text, 1, len, f), (long)len);
    ck_assert_int_eq(fclose(f), 0);
}

/* program, then args (NULL-terminated, at most MAX_ARGS), into argv. */
static void make_argv(const char *program, const char *const *args, const char **argv)
{
    int n = 0;
    argv[n++] = program;
    while (args[n - 1] != NULL) {
        ck_assert_int_lt(n, MAX_ARGS);
        argv[n] = args[n - 1];
        n++;
    }
    argv[n] = NULL;
}

pid_t cli_start(const char *program, const char *const *args, const char *in_path,
                const char *out_path, const char *err_path)
{
    const char *argv[MAX_ARGS + 2];
    pid_t pid;
    make_argv(program, args, argv);
    pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        int in = open(in_path, O_RDONLY);
        int out = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        int err = open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in < 0 || out < 0 || err < 0 || chdir(cli_tmpdir) != 0) {
            _exit(126);
        }
        dup2(in, 0);
        dup2(out, 1);
        dup2(err, 2);
        execv(program, (char *const *)argv);
        _exit(127);
    }
    return pid;
}

CliRun cli_run(const char *program, const char *input, const char *const *args)
{
    char in_path[300], out_path[300], err_path[300];
    CliRun r;
    pid_t pid;
    int wst;
    cli_tmp_path(in_path, sizeof in_path, "stdin.txt");
    cli_tmp_path(out_path, sizeof out_path, "stdout.txt");
    cli_tmp_path(err_path, sizeof err_path, "stderr.txt");
    cli_write_file(in_path, input ? input : "", input ? strlen(input) : 0);
    pid = cli_start(program, args, in_path, out_path, err_path);
    ck_assert_int_eq(waitpid(pid, &wst, 0), pid);
    r.status = WIFEXITED(wst) ? WEXITSTATUS(wst) : 128 + WTERMSIG(wst);
    r.out = cli_read_file(out_path);
    r.err = cli_read_file(err_path);
    return r;
}

CliRun cli_run_tty(const char *program, const char *input, const char *const *args)
{
    const char *argv[MAX_ARGS + 2];
    char err_path[300], buf[4096];
    const char *name;
    char *out = NULL;
    size_t len = 0;
    int master, slave, wst;
    pid_t pid;
    CliRun r;
    make_argv(program, args, argv);
    cli_tmp_path(err_path, sizeof err_path, "stderr.txt");
    master = posix_openpt(O_RDWR | O_NOCTTY);
    ck_assert_int_ge(master, 0);
    ck_assert_int_eq(grantpt(master), 0);
    ck_assert_int_eq(unlockpt(master), 0);
    name = ptsname(master);
    ck_assert_ptr_nonnull(name);
    slave = open(name, O_RDWR | O_NOCTTY);
    ck_assert_int_ge(slave, 0);
    /* Typed ahead, then the end of the input (Ctrl+D on a line of its own). */
    if (input != NULL && input[0] != '\0') {
        ck_assert_int_eq(write(master, input, strlen(input)), (ssize_t)strlen(input));
    }
    ck_assert_int_eq(write(master, "\x04", 1), 1);
    pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        int err = open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (err < 0 || chdir(cli_tmpdir) != 0 || setsid() < 0) {
            _exit(126);
        }
        close(master);
        dup2(slave, 0);
        dup2(slave, 1);
        dup2(err, 2);
        execv(program, (char *const *)argv);
        _exit(127);
    }
    close(slave);
    for (;;) {
        ssize_t got = read(master, buf, sizeof buf);
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got <= 0) {
            break; /* EIO: the program and every copy of the terminal gone */
        }
        out = realloc(out, len + (size_t)got + 1);
        ck_assert_ptr_nonnull(out);
        memcpy(out + len, buf, (size_t)got);
        len += (size_t)got;
    }
    close(master);
    ck_assert_int_eq(waitpid(pid, &wst, 0), pid);
    r.status = WIFEXITED(wst) ? WEXITSTATUS(wst) : 128 + WTERMSIG(wst);
    if (out == NULL) {
        out = calloc(1, 1);
        ck_assert_ptr_nonnull(out);
    }
    out[len] = '\0';
    r.out = out;
    r.err = cli_read_file(err_path);
    return r;
}

void cli_run_free(CliRun *r)
{
    free(r->out);
    free(r->err);
}

int cli_count(const char *hay, const char *needle)
{
    int n = 0;
    size_t len = strlen(needle);
    const char *p = hay;
    while (len > 0 && (p = strstr(p, needle)) != NULL) {
        n++;
        p += len;
    }
    return n;
}

void cli_check_top_level(const char *program, const char *no_command)
{
    static const char *const runs[][4] = {
        {NULL},
        {"--version", "--bogus", NULL},
        {"--help", "x", NULL},
        {"help", "match", "x", NULL},
        {"-h", "--version", NULL},
    };
    size_t i;
    for (i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        CliRun r = cli_run(program, NULL, runs[i]);
        const char *nl = strchr(r.err, '\n');
        ck_assert_msg(r.status == 2, "%s: status %d", runs[i][0] ? runs[i][0] : "(none)",
                      r.status);
        ck_assert_msg(nl != NULL && nl[1] == '\0', "not one line: %s", r.err);
        ck_assert_msg(strstr(r.err, i == 0 ? no_command : "unexpected argument") != NULL, "%s",
                      r.err);
        ck_assert_str_eq(r.out, "");
        cli_run_free(&r);
    }
}

void cli_check_save_refused(const char *program, const char *const *play, int i)
{
    static const char *const names[CLI_NOT_FILES] = {"fifo", "link", "folder"};
    const char *name = names[i % CLI_NOT_FILES];
    const char *opt = i < CLI_NOT_FILES ? "--record" : "--resume";
    const char *args[MAX_ARGS + 1];
    char path[300], target[300], want[200], *text;
    int n = 0, kind = i % CLI_NOT_FILES;
    struct stat st;
    const char *nl;
    CliRun r;
    args[n++] = "match";
    if (i < CLI_NOT_FILES) {
        while (*play != NULL && n < MAX_ARGS - 2) {
            args[n++] = *play++;
        }
    }
    args[n++] = opt;
    args[n++] = name;
    if (i >= CLI_NOT_FILES) {
        args[n++] = "--json";
    }
    args[n] = NULL;
    cli_tmp_make("cli-not-a-file");
    cli_tmp_path(path, sizeof path, name);
    cli_tmp_path(target, sizeof target, "target");
    cli_write_file(target, "kept\n", 5);
    if (kind == 0) {
        ck_assert_int_eq(mkfifo(path, 0600), 0);
    } else if (kind == 1) {
        ck_assert_int_eq(symlink("target", path), 0);
    } else {
        ck_assert_int_eq(mkdir(path, 0700), 0);
    }
    r = cli_run(program, NULL, args);
    ck_assert_msg(r.status == 2, "%s %s: status %d, stderr: %s", opt, name, r.status, r.err);
    snprintf(want, sizeof want, "%s: '%s' is a", opt, name);
    ck_assert_msg(strstr(r.err, want) != NULL && strstr(r.err, "not a regular file") != NULL,
                  "stderr: %s", r.err);
    nl = strchr(r.err, '\n');
    ck_assert_msg(nl != NULL && nl[1] == '\0', "not one line: %s", r.err);
    ck_assert_str_eq(r.out, "");
    ck_assert_int_eq(lstat(path, &st), 0);
    ck_assert(kind != 0 || S_ISFIFO(st.st_mode));
    ck_assert(kind != 1 || S_ISLNK(st.st_mode));
    ck_assert(kind != 2 || S_ISDIR(st.st_mode));
    text = cli_read_file(target);
    ck_assert_str_eq(text, "kept\n");
    free(text);
    cli_run_free(&r);
    cli_tmp_remove();
}
