/*
 * pending.c - the subcommands whose libraries this build does not have
 * yet: arena (rummikub/arena.h) and bot (rummikub/botplay.h).  Each says
 * so and fails.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static int missing(int argc, char **argv, const char *what)
{
    if (argc > 1 && strcmp(argv[1], "--help") == 0) {
        printf("usage: rummikub-cli %s [options]\n\nThis build has no %s.\n", argv[0], what);
        return TK_CLI_EXIT_OK;
    }
    fprintf(stderr, "rummikub-cli %s: this build has no %s\n", argv[0], what);
    return TK_CLI_EXIT_FAIL;
}

#ifdef RKCLI_NO_ARENA
int cli_arena_main(int argc, char **argv)
{
    return missing(argc, argv, "arena (rummikub/arena.h)");
}
#endif

#ifdef RKCLI_NO_BOT
int cli_bot_main(int argc, char **argv)
{
    return missing(argc, argv, "bot player (rummikub/botplay.h)");
}
#endif
