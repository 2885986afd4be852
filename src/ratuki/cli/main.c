/*
 * main.c - ratuki-cli: the headless tools of Ratuki: record replays,
 * benchmarks, the arena that measures the computer levels (against each
 * other and against outside bots), and our levels as outside bots.
 * Dispatches to one subcommand.
 */
#include <stdio.h>

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

int main(int argc, char **argv)
{
    static const TkCliCommand commands[] = {
        {"replay", cli_replay_main},
        {"bench", cli_bench_main},
        {"arena", cli_arena_main},
        {"bot", cli_bot_main},
    };
    return tk_cli_dispatch(CLI_PROG, RACKO_VERSION, commands, sizeof commands / sizeof commands[0],
                           print_help, argc, argv);
}
