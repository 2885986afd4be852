/*
 * main.c - racko-cli: Rack-O in the terminal, bot matches, benchmarks and
 * record replays.  Dispatches to one subcommand.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#ifdef RACKO_CLI_HAVE_AI_BENCH
#include "cli_ai.h"
#endif

#ifndef RACKO_VERSION
#define RACKO_VERSION "unknown"
#endif

static void print_help(FILE *out)
{
    fprintf(out,
            "usage: racko-cli COMMAND [options]\n"
            "\n"
            "Rack-O in the terminal, and tools around the game.\n"
            "\n"
            "commands:\n"
            "  match    play at a table of people, computer players and bots\n"
            "  bot      play one seat as a bot for any host of the bot protocol\n"
            "  bench    measure how fast the engine plays (turns per second)\n"
            "  replay   check a game record and show it move by move\n"
            "  solo     how fast a computer level sorts a rack alone\n"
            "  arena    round win rates between two computer levels\n"
            "\n"
            "racko-cli COMMAND --help tells more about one command.\n"
            "racko-cli --version prints the version.\n");
}

#ifndef RACKO_CLI_HAVE_AI_BENCH
static int no_ai_bench(int argc, char **argv)
{
    (void)argc;
    fprintf(stderr, "racko-cli %s: this build has no AI benchmarks\n", argv[0]);
    return TK_CLI_EXIT_FAIL;
}
#endif

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
} Command;

int main(int argc, char **argv)
{
    static const Command commands[] = {
        {"match", cli_match_main},
        {"bot", cli_bot_main},
        {"bench", cli_bench_main},
        {"replay", cli_replay_main},
#ifdef RACKO_CLI_HAVE_AI_BENCH
        {"solo", cli_solo_main},
        {"arena", cli_arena_main},
#else
        {"solo", no_ai_bench},
        {"arena", no_ai_bench},
#endif
    };
    size_t i;
    if (argc < 2) {
        print_help(stderr);
        return TK_CLI_EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        if (argc > 2 && strcmp(argv[1], "help") == 0) {
            for (i = 0; i < sizeof commands / sizeof commands[0]; i++) {
                if (strcmp(argv[2], commands[i].name) == 0) {
                    char *args[3] = {argv[2], "--help", NULL};
                    return commands[i].run(2, args);
                }
            }
            return tk_cli_usage_error(CLI_PROG, NULL, "unknown command \"%s\"", argv[2]);
        }
        print_help(stdout);
        return TK_CLI_EXIT_OK;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("racko-cli %s\n", RACKO_VERSION);
        return TK_CLI_EXIT_OK;
    }
    for (i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strcmp(argv[1], commands[i].name) == 0) {
            return commands[i].run(argc - 1, argv + 1);
        }
    }
    if (argv[1][0] == '-') {
        return tk_cli_usage_error(CLI_PROG, NULL, "unknown option %s", argv[1]);
    }
    return tk_cli_usage_error(CLI_PROG, NULL, "unknown command \"%s\"", argv[1]);
}
