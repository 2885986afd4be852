/*
 * botcmd.c - racko-cli bot: one of our computer levels as a bot program
 * for any host of the bot protocol (docs/bot-protocol.md).  It reads the
 * host's lines on standard input, answers on standard output (flushed after
 * each line) and keeps a short log on standard error: racko_botplay_run,
 * on the kit's loop (kit/botplay.h, tk_botplay_serve).
 */
#include <stdio.h>

#include "racko/ai.h"
#include "racko/botplay.h"
#include "cli.h"
#include "kit/lang.h"

static void print_help(FILE *out)
{
    fputs(_("usage: racko-cli bot --ai LEVEL [--seed S] [--name NAME]\n"
            "\n"
            "Plays one seat as a bot of the Rack-O bot protocol, version 1: reads\n"
            "the host's lines on standard input, answers on standard output and\n"
            "logs on standard error.  Any host of the protocol can run it, to\n"
            "measure our levels against independent bots.\n"
            "\n"
            "  --ai LEVEL    the computer level that decides (required):\n"
            "                easy medium hard expert (the ones this build has)\n"
            "  --seed S      seed of the level's own randomness (default: from\n"
            "                the clock; the log names it)\n"
            "  --name NAME   the name given in the hello, 1-32 of A-Z a-z 0-9 _ -\n"
            "                (default racko-LEVEL)\n"
            "\n"
            "A line the bot cannot make sense of is logged and skipped; a question\n"
            "it cannot answer from what it saw still gets a safe answer.\n"
            "\n"
            "example:\n"
            "  racko-cli match --seat 2=bot:\"racko-cli bot --ai expert\" --rounds 10\n"), out);
}

int cli_bot_main(int argc, char **argv)
{
    TkCliArgs a;
    TkCliBotOpts o;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    int st = tk_cli_bot_parse(&a, print_help, racko_ai_level_valid, tk_bot_name_check, NULL, NULL,
                              &o);
    if (st >= 0) {
        return st;
    }
    return racko_botplay_run(stdin, stdout, stderr, o.level, o.seed, o.name) == 0
               ? TK_CLI_EXIT_OK
               : TK_CLI_EXIT_FAIL;
}
