/*
 * args.c - option parsing shared by the racko-cli subcommands.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_args_init(CliArgs *a, int argc, char **argv)
{
    memset(a, 0, sizeof *a);
    a->cmd = argc > 0 ? argv[0] : "";
    a->argc = argc;
    a->argv = argv;
    a->i = 1;
}

int cli_args_next(CliArgs *a)
{
    const char *arg;
    const char *eq;
    size_t n;
    if (a->i >= a->argc) {
        return 0;
    }
    arg = a->argv[a->i++];
    a->eq = NULL;
    if (strncmp(arg, "--", 2) != 0 || arg[2] == '\0') {
        a->opt = arg;
        return 1;
    }
    eq = strchr(arg, '=');
    n = eq != NULL ? (size_t)(eq - arg) : strlen(arg);
    if (n >= sizeof a->name) {
        n = sizeof a->name - 1;
    }
    memcpy(a->name, arg, n);
    a->name[n] = '\0';
    a->opt = a->name;
    if (eq != NULL) {
        a->eq = eq + 1;
    }
    return 1;
}

int cli_args_is_option(const CliArgs *a)
{
    return a->opt == a->name;
}

const char *cli_args_value(CliArgs *a)
{
    if (a->eq != NULL) {
        return a->eq;
    }
    if (a->i >= a->argc) {
        cli_usage_error(a->cmd, "%s needs a value", a->opt);
        return NULL;
    }
    return a->argv[a->i++];
}

int cli_args_flag_ok(const CliArgs *a)
{
    if (a->eq != NULL) {
        cli_usage_error(a->cmd, "%s takes no value", a->opt);
        return 0;
    }
    return 1;
}

int cli_parse_int(const CliArgs *a, const char *text, long lo, long hi, long *out)
{
    char *end = NULL;
    long v;
    errno = 0;
    v = strtol(text, &end, 10);
    if (text[0] == '\0' || *end != '\0' || errno == ERANGE) {
        cli_usage_error(a->cmd, "%s: \"%s\" is not a whole number", a->opt, text);
        return 0;
    }
    if (v < lo || v > hi) {
        cli_usage_error(a->cmd, "%s must be between %ld and %ld (got %ld)", a->opt, lo, hi,
                        v);
        return 0;
    }
    *out = v;
    return 1;
}

int cli_parse_u64(const CliArgs *a, const char *text, uint64_t *out)
{
    char *end = NULL;
    unsigned long long v;
    errno = 0;
    if (text[0] == '-' || text[0] == '+' || isspace((unsigned char)text[0]) || text[0] == '\0') {
        cli_usage_error(a->cmd, "%s: \"%s\" is not a seed (a number 0..2^64-1)", a->opt,
                        text);
        return 0;
    }
    if (text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        v = strtoull(text + 2, &end, 16);
        if (!isxdigit((unsigned char)text[2])) {
            end = (char *)text + 1;
        }
    } else {
        v = strtoull(text, &end, 10);
    }
    if (*end != '\0' || errno == ERANGE) {
        cli_usage_error(a->cmd, "%s: \"%s\" is not a seed (a number 0..2^64-1)", a->opt,
                        text);
        return 0;
    }
    *out = (uint64_t)v;
    return 1;
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    if (cmd != NULL && cmd[0] != '\0') {
        fprintf(stderr, "racko-cli %s: ", cmd);
    } else {
        fprintf(stderr, "racko-cli: ");
    }
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    if (cmd != NULL && cmd[0] != '\0') {
        fprintf(stderr, " (see racko-cli %s --help)\n", cmd);
    } else {
        fprintf(stderr, " (see racko-cli --help)\n");
    }
    return CLI_EXIT_USAGE;
}
