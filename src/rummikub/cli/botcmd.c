/*
 * botcmd.c - rummikub-cli bot: one of our computer levels as a bot
 * program for any host of the Rummikub bot protocol (rk_botplay_run,
 * rummikub/botplay.h): the host's lines on standard input, the answers on
 * standard output, a short log on standard error.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/bot.h"
#include "rummikub/ai.h"
#include "rummikub/botplay.h"

static void print_help(FILE *out)
{
    fprintf(out,
            "usage: rummikub-cli bot --ai LEVEL [--seed S] [--name NAME]\n"
            "\n"
            "Plays one seat as a bot of the Rummikub bot protocol, version 1: reads\n"
            "the host's lines on standard input, answers on standard output and\n"
            "logs on standard error.\n"
            "\n"
            "  --ai LEVEL    the computer level that decides (required):");
    for (const char *const *l = rk_ai_levels(); *l != NULL; l++) {
        fprintf(out, " %s", *l);
    }
    fprintf(out,
            "\n"
            "  --seed S      seed of the level's own randomness (default: from the clock)\n"
            "  --name NAME   the name given in the hello, 1-32 of A-Z a-z 0-9 _ -\n"
            "                (default rummikub-LEVEL)\n"
            "\n"
            "example:\n"
            "  rummikub-cli match --seat 2=bot:\"rummikub-cli bot --ai hard\" --games 10\n");
}

int cli_bot_main(int argc, char **argv)
{
    TkCliArgs a;
    TkCliBotOpts o;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    int st = tk_cli_bot_parse(&a, print_help, rk_ai_level_valid, tk_bot_name_check, NULL, NULL, &o);
    if (st >= 0) {
        return st;
    }
    return rk_botplay_run(stdin, stdout, stderr, o.level, o.seed, o.name) == 0 ? TK_CLI_EXIT_OK
                                                                                : TK_CLI_EXIT_FAIL;
}
