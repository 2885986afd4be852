/*
 * botcmd.c - rummikub-cli bot: one of our computer levels as a bot
 * program for any host of the Rummikub bot protocol (rk_botplay_run,
 * rummikub/botplay.h): the host's lines on standard input, the answers on
 * standard output, a short log on standard error.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/lang.h"
#include "rummikub/ai.h"
#include "rummikub/botplay.h"

static void print_help(FILE *out)
{
    fputs(_("usage: rummikub-cli bot --ai LEVEL [--seed S] [--name NAME]\n"
            "\n"
            "Plays one seat as a bot of the Rummikub bot protocol, version 1: reads\n"
            "the host's lines on standard input, answers on standard output and\n"
            "logs on standard error.\n"
            "\n"
            "  --ai LEVEL    the computer level that decides (required):"), out);
    for (const char *const *l = rk_ai_levels(); *l != NULL; l++) {
        fprintf(out, " %s", *l);
    }
    fputs(_("\n"
            "  --seed S      seed of the level's own randomness (default: from the clock)\n"
            "  --name NAME   the name given in the hello, 1-32 of A-Z a-z 0-9 _ -\n"
            "                (default rummikub-LEVEL)\n"
            "\n"
            "example:\n"
            "  rummikub-cli match --seat 2=bot:\"rummikub-cli bot --ai hard\" --games 10\n"), out);
}

int cli_bot_main(int argc, char **argv)
{
    TkCliArgs a;
    const char *level = NULL, *name = NULL;
    uint64_t seed = 0;
    int seed_given = 0, more, status = TK_CLI_EXIT_OK;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    while ((more = tk_cli_args_option(&a, print_help, NULL, &status)) > 0) {
        if (strcmp(a.opt, "--ai") != 0 && strcmp(a.opt, "--seed") != 0 &&
            strcmp(a.opt, "--name") != 0) {
            return tk_cli_args_error(&a, "unknown option %s", a.opt);
        }
        const char *v = tk_cli_args_value(&a);
        if (v == NULL) {
            return TK_CLI_EXIT_USAGE;
        }
        if (strcmp(a.opt, "--ai") == 0) {
            if (!rk_ai_level_valid(v)) {
                return tk_cli_args_error(&a, "--ai: unknown computer level \"%s\"", v);
            }
            level = v;
        } else if (strcmp(a.opt, "--seed") == 0) {
            if (tk_cli_seed(&a, v, &seed) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            seed_given = 1;
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
        RkBotPlayer *p = NULL;
        char msg[200];
        if (rk_botplay_new(level, 0, name, &p, msg, sizeof msg) != TK_OK) {
            return tk_cli_args_error(&a, "--name: %s", msg);
        }
        rk_botplay_free(p);
    }
    if (!seed_given) {
        seed = tk_cli_clock_seed();
    }
    switch (rk_botplay_run(stdin, stdout, stderr, level, seed, name)) {
    case 0:
        return TK_CLI_EXIT_OK;
    default:
        return TK_CLI_EXIT_FAIL;
    }
}
