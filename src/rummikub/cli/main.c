/*
 * main.c - rummikub-cli: Rummikub in the terminal, matches between people,
 * computer players and bots, the solver, benchmarks and record replays.
 * Dispatches to one subcommand.
 */
#include <stdio.h>

#include "cli.h"
#include "kit/lang.h"
#include "match/loop.h"
#include "rummikub/table.h"

#ifndef RACKO_VERSION
#define RACKO_VERSION "unknown"
#endif

static void print_help(FILE *out)
{
    fputs(_("usage: rummikub-cli COMMAND [options]\n"
            "\n"
            "Rummikub in the terminal, and tools around the game.\n"
            "\n"
            "commands:\n"
            "  match    play at a table of people, computer players and bots\n"
            "  replay   check a game record and tell the game move by move\n"
            "  stats    the figures of your matches (the history the desktop game keeps too)\n"
            "  history  the last matches kept in the history, with their records\n"
            "  solve    the best play for positions read from stdin\n"
            "  bench    how fast the engine plays and the solver solves\n"
            "  arena    win rates between two computer levels\n"
            "  bot      play one seat as a bot for any host of the bot protocol\n"
            "\n"
            "rummikub-cli COMMAND --help tells more about one command.\n"
            "rummikub-cli --version prints the version; rummikub-cli --language LANG ... speaks LANG\n"
            "this time (system, en, fr...; else the terminal's: LANGUAGE, LC_ALL, LANG).\n"), out);
}

/* The match history's commands (match/loop.h), on rummikub's. */
static int stats_main(int argc, char **argv)
{
    return mt_stats_main(&rk_match_class, CLI_PROG, argc, argv);
}

static int history_main(int argc, char **argv)
{
    return mt_history_main(&rk_match_class, CLI_PROG, argc, argv);
}

int main(int argc, char **argv)
{
    static const TkCliCommand commands[] = {
        {"match", cli_match_main}, {"replay", cli_replay_main}, {"stats", stats_main}, {"history", history_main}, {"solve", cli_solve_main},
        {"bench", cli_bench_main}, {"arena", cli_arena_main},   {"bot", cli_bot_main},
    };
    return tk_cli_dispatch(CLI_PROG, RACKO_VERSION, print_help, commands,
                           (int)(sizeof commands / sizeof commands[0]), argc, argv);
}
