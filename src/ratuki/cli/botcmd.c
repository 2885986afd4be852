/*
 * botcmd.c - ratuki-cli bot: one of our computer levels as a bot program
 * for any host of the Ratuki bot protocol (rt_botplay_run,
 * ratuki/botplay.h): the host's lines on standard input, the answers on
 * standard output, a short log on standard error.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
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

int cli_bot_main(int argc, char **argv)
{
    TkCliArgs a;
    const char *level = NULL, *name = NULL;
    uint64_t seed = 0;
    long pace = 0;
    int seed_given = 0, more, status = TK_CLI_EXIT_OK;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    while ((more = tk_cli_args_option(&a, print_help, NULL, &status)) > 0) {
        if (strcmp(a.opt, "--ai") != 0 && strcmp(a.opt, "--seed") != 0 &&
            strcmp(a.opt, "--name") != 0 && strcmp(a.opt, "--pace") != 0) {
            return tk_cli_args_error(&a, "unknown option %s", a.opt);
        }
        const char *v = tk_cli_args_value(&a);
        if (v == NULL) {
            return TK_CLI_EXIT_USAGE;
        }
        if (strcmp(a.opt, "--ai") == 0) {
            if (!rt_ai_level_valid(v)) {
                return tk_cli_args_error(&a, "--ai: unknown computer level \"%s\"", v);
            }
            level = v;
        } else if (strcmp(a.opt, "--seed") == 0) {
            if (tk_cli_seed(&a, v, &seed) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            seed_given = 1;
        } else if (strcmp(a.opt, "--pace") == 0) {
            if (tk_cli_int(&a, v, RT_PACE_MIN, RT_PACE_MAX, &pace) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else {
            name = v;
        }
    }
    if (more < 0) {
        return status;
    }
    if (level == NULL) {
        return tk_cli_args_error(&a, "which level? (--ai LEVEL)");
    }
    if (name != NULL) {
        /* The library's own check of the name, as a usage error. */
        RtBotPlayer *p = NULL;
        char msg[200];
        if (rt_botplay_new(level, 0, 0, name, &p, msg, sizeof msg) != TK_OK) {
            return tk_cli_args_error(&a, "--name: %s", msg);
        }
        rt_botplay_free(p);
    }
    if (!seed_given) {
        seed = tk_cli_clock_seed();
    }
    return rt_botplay_run(stdin, stdout, stderr, level, seed, (int)pace, name) == 0
               ? TK_CLI_EXIT_OK
               : TK_CLI_EXIT_FAIL;
}
