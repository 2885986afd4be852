/*
 * botcmd.c - ratuki-cli bot: one of our computer levels as a bot program
 * for any host of the Ratuki bot protocol (rt_botplay_run,
 * ratuki/botplay.h): the host's lines on standard input, the answers on
 * standard output, a short log on standard error.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/bot.h"
#include "kit/lang.h"
#include "ratuki/ai.h"
#include "ratuki/botplay.h"

static void print_help(FILE *out)
{
    fputs(_("usage: ratuki-cli bot --ai LEVEL [--seed S] [--pace PCT] [--name NAME]\n"
            "\n"
            "Plays one seat as a bot of the Ratuki bot protocol, version 1: reads the\n"
            "host's lines on standard input, answers on standard output (an intention\n"
            "and its delay, as the level decides at our own table) and logs on\n"
            "standard error.\n"
            "\n"
            "  --ai LEVEL    the computer level that decides (required):"), out);
    for (const char *const *l = rt_ai_levels(); *l != NULL; l++) {
        fprintf(out, " %s", *l);
    }
    tk_cli_printf(out, _("\n"
            "  --seed S      seed of the level's own randomness (reaction times; default:\n"
            "                from the clock)\n"
            "  --pace PCT    the level's speed in percent of its own, %d-%d (default 100)\n"
            "  --name NAME   the name given in the hello, 1-32 of A-Z a-z 0-9 _ -\n"
            "                (default ratuki-LEVEL)\n"
            "\n"
            "example:\n"
            "  ratuki-cli arena --a bot:\"ratuki-cli bot --ai expert --seed 1\" --b hard\n"),
            RT_PACE_MIN, RT_PACE_MAX);
}

/* --pace PCT, Ratuki's own option of the bot command. */
static int own_option(TkCliArgs *a, void *ctx)
{
    if (strcmp(a->opt, "--pace") != 0) {
        return tk_cli_args_error(a, _("unknown option %s"), a->opt);
    }
    const char *v = tk_cli_args_value(a);
    return v != NULL && tk_cli_int(a, v, RT_PACE_MIN, RT_PACE_MAX, ctx) == TK_OK
               ? -1
               : TK_CLI_EXIT_USAGE;
}

int cli_bot_main(int argc, char **argv)
{
    TkCliArgs a;
    TkCliBotOpts o;
    long pace = 0;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    int st = tk_cli_bot_parse(&a, print_help, rt_ai_level_valid, tk_bot_name_check, own_option,
                              &pace, &o);
    if (st >= 0) {
        return st;
    }
    return rt_botplay_run(stdin, stdout, stderr, o.level, o.seed, (int)pace, o.name) == 0
               ? TK_CLI_EXIT_OK
               : TK_CLI_EXIT_FAIL;
}
