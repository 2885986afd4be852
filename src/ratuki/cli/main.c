/*
 * main.c - ratuki-cli: Ratuki at the terminal: matches of computers,
 * bots and a person playing in real time; record replays, benchmarks, the
 * arena that measures the computer levels (against each other and against
 * outside bots), and our levels as outside bots.
 * Dispatches to one subcommand.
 */
#include <stdio.h>

#include "cli.h"
#include "kit/lang.h"
#include "match/loop.h"
#include "ratuki/table.h"

#ifndef RACKO_VERSION
#define RACKO_VERSION "unknown"
#endif

static void print_help(FILE *out)
{
    fputs(_("usage: ratuki-cli COMMAND [options]\n"
            "\n"
            "Ratuki, the real-time card game: play it at the terminal, and the tools\n"
            "around its engine, computer players and bot protocol.\n"
            "\n"
            "commands:\n"
            "  match    play matches: computers, bots and you at the terminal, in real time\n"
            "  replay   check a record and tell its rounds move by move, with times\n"
            "  stats    the figures of your matches (the history the desktop game keeps too)\n"
            "  history  the last matches kept in the history, with their records\n"
            "  bench    how fast the engine and the computer players play\n"
            "  arena    computer levels and outside bots against each other\n"
            "  bot      play one seat as a bot for any host of the bot protocol\n"
            "\n"
            "ratuki-cli COMMAND --help tells more about one command.\n"
            "ratuki-cli --version prints the version; ratuki-cli --language LANG ... speaks LANG\n"
            "this time (system, en, fr...; else the terminal's: LANGUAGE, LC_ALL, LANG).\n"), out);
}

/* The match history's commands (match/loop.h), on ratuki's. */
static int stats_main(int argc, char **argv)
{
    return mt_stats_main(&rt_table_class, CLI_PROG, argc, argv);
}

static int history_main(int argc, char **argv)
{
    return mt_history_main(&rt_table_class, CLI_PROG, argc, argv);
}

int main(int argc, char **argv)
{
    static const TkCliCommand commands[] = {
        {"match", cli_match_main},
        {"replay", cli_replay_main}, {"stats", stats_main}, {"history", history_main},
        {"bench", cli_bench_main},
        {"arena", cli_arena_main},
        {"bot", cli_bot_main},
    };
    return tk_cli_dispatch(CLI_PROG, RACKO_VERSION, print_help, commands,
                           (int)(sizeof commands / sizeof commands[0]), argc, argv);
}
