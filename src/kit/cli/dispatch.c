/*
 * dispatch.c - the main of a tool with commands (kit/cli.h,
 * tk_cli_dispatch): help, version, the command, or a usage error.
 */
#include <stdio.h>
#include <string.h>

#include "kit/cli.h"

int tk_cli_dispatch(const char *prog, const char *version, const TkCliCommand *cmds, size_t n,
                    void (*help)(FILE *), int argc, char **argv)
{
    if (argc < 2) {
        help(stderr);
        return TK_CLI_EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        if (argc > 2 && strcmp(argv[1], "help") == 0) {
            for (size_t i = 0; i < n; i++) {
                if (strcmp(argv[2], cmds[i].name) == 0) {
                    char *args[3] = {argv[2], "--help", NULL};
                    return cmds[i].run(2, args);
                }
            }
            return tk_cli_usage_error(prog, NULL, "unknown command \"%s\"", argv[2]);
        }
        help(stdout);
        return TK_CLI_EXIT_OK;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", prog, version);
        return TK_CLI_EXIT_OK;
    }
    for (size_t i = 0; i < n; i++) {
        if (strcmp(argv[1], cmds[i].name) == 0) {
            return cmds[i].run(argc - 1, argv + 1);
        }
    }
    if (argv[1][0] == '-') {
        return tk_cli_usage_error(prog, NULL, "unknown option %s", argv[1]);
    }
    return tk_cli_usage_error(prog, NULL, "unknown command \"%s\"", argv[1]);
}
