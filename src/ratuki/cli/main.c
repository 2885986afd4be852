/*
 * main.c - ratuki-cli: the headless tools of Ratuki: record replays,
 * benchmarks, the arena that measures the computer levels (against each
 * other and against outside bots), and our levels as outside bots.
 * Dispatches to one subcommand.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

#ifndef RACKO_VERSION
#define RACKO_VERSION "unknown"
#endif

static void print_help(FILE *out)
{
    fprintf(out,
            "usage: ratuki-cli COMMAND [options]\n"
            "\n"
            "Ratuki, the real-time card game: tools around its engine, computer players\n"
            "and bot protocol.\n"
            "\n"
            "commands:\n"
            "  replay   check a record and tell its rounds move by move, with times\n"
            "  bench    how fast the engine and the computer players play\n"
            "  arena    computer levels and outside bots against each other\n"
            "  bot      play one seat as a bot for any host of the bot protocol\n"
            "\n"
            "ratuki-cli COMMAND --help tells more about one command.\n"
            "ratuki-cli --version prints the version.\n");
}

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
} Command;

int main(int argc, char **argv)
{
    static const Command commands[] = {
        {"replay", cli_replay_main},
        {"bench", cli_bench_main},
        {"arena", cli_arena_main},
        {"bot", cli_bot_main},
    };
    size_t n = sizeof commands / sizeof commands[0];
    if (argc < 2) {
        print_help(stderr);
        return TK_CLI_EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        if (argc > 2 && strcmp(argv[1], "help") == 0) {
            for (size_t i = 0; i < n; i++) {
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
        printf("ratuki-cli %s\n", RACKO_VERSION);
        return TK_CLI_EXIT_OK;
    }
    for (size_t i = 0; i < n; i++) {
        if (strcmp(argv[1], commands[i].name) == 0) {
            return commands[i].run(argc - 1, argv + 1);
        }
    }
    if (argv[1][0] == '-') {
        return tk_cli_usage_error(CLI_PROG, NULL, "unknown option %s", argv[1]);
    }
    return tk_cli_usage_error(CLI_PROG, NULL, "unknown command \"%s\"", argv[1]);
}
