/*
 * main.c - racko-cli: Rack-O in the terminal, bot matches, benchmarks and
 * record replays.  Dispatches to one subcommand.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/lang.h"
#include "match/loop.h"
#include "racko/table.h"
#ifdef RACKO_CLI_HAVE_AI_BENCH
#include "cli_ai.h"
#endif

#ifndef RACKO_VERSION
#define RACKO_VERSION "unknown"
#endif

static void print_help(FILE *out)
{
    fputs(_("usage: racko-cli COMMAND [options]\n"
            "\n"
            "Rack-O in the terminal, and tools around the game.\n"
            "\n"
            "commands:\n"
            "  match    play at a table of people, computer players and bots\n"
            "  bot      play one seat as a bot for any host of the bot protocol\n"
            "  bench    measure how fast the engine plays (turns per second)\n"
            "  replay   check a game record and show it move by move\n"
            "  stats    the figures of your matches (the history the desktop game keeps too)\n"
            "  history  the last matches kept in the history, with their records\n"
            "  solo     how fast a computer level sorts a rack alone\n"
            "  arena    round win rates between two computer levels\n"
            "\n"
            "racko-cli COMMAND --help tells more about one command.\n"
            "racko-cli --version prints the version; racko-cli --language LANG ... speaks LANG\n"
            "this time (system, en, fr...; else the terminal's: LANGUAGE, LC_ALL, LANG).\n"), out);
}

#ifndef RACKO_CLI_HAVE_AI_BENCH
static int no_ai_bench(int argc, char **argv)
{
    (void)argc;
    fprintf(stderr, "racko-cli %s: this build has no AI benchmarks\n", argv[0]);
    return TK_CLI_EXIT_FAIL;
}
#endif

/* The match history's commands (match/loop.h), on racko's. */
static int stats_main(int argc, char **argv)
{
    return mt_stats_main(&racko_table_class, CLI_PROG, argc, argv);
}

static int history_main(int argc, char **argv)
{
    return mt_history_main(&racko_table_class, CLI_PROG, argc, argv);
}

int main(int argc, char **argv)
{
    static const TkCliCommand commands[] = {
        {"match", cli_match_main},
        {"bot", cli_bot_main},
        {"bench", cli_bench_main},
        {"replay", cli_replay_main}, {"stats", stats_main}, {"history", history_main},
#ifdef RACKO_CLI_HAVE_AI_BENCH
        {"solo", cli_solo_main},
        {"arena", cli_arena_main},
#else
        {"solo", no_ai_bench},
        {"arena", no_ai_bench},
#endif
    };
    return tk_cli_dispatch(CLI_PROG, RACKO_VERSION, print_help, commands,
                           (int)(sizeof commands / sizeof commands[0]), argc, argv);
}
