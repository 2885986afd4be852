/*
 * botcmd.c - racko-cli bot: one of our computer levels as a bot program
 * for any host of the bot protocol (docs/bot-protocol.md).  It reads the
 * host's lines on standard input, answers on standard output (flushed after
 * each line) and keeps a short log on standard error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "racko/ai.h"
#include "racko/bot.h"
#include "racko/botplay.h"
#include "cli.h"

static void print_help(FILE *out)
{
    fprintf(out,
            "usage: racko-cli bot --ai LEVEL [--seed S] [--name NAME]\n"
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
            "  racko-cli match --seat 2=bot:\"racko-cli bot --ai expert\" --rounds 10\n");
}

/* One line of log after a round ends: the winner and the totals. */
static void log_round(const RackoView *v)
{
    int s;
    fprintf(stderr, "racko-cli bot: round %d: ", v->round);
    if (v->last_winner >= 0) {
        fprintf(stderr, "seat %d went Rack-O;", v->last_winner + 1);
    } else {
        fprintf(stderr, "no Rack-O;");
    }
    fprintf(stderr, " totals");
    for (s = 0; s < v->config.players; s++) {
        fprintf(stderr, " %d", v->total[s]);
    }
    fprintf(stderr, "\n");
}

/* Handles one framed line; returns 1 to go on, 0 after `bye`. */
static int handle_line(RackoBotPlayer *p, const char *line, long *refused)
{
    char answer[RACKO_BOTPLAY_ANSWER_MAX];
    RackoBotPlayStep step;
    const RackoView *v = racko_botplay_view(p);
    int before = v != NULL ? v->phase : -1;
    int st = racko_botplay_feed(p, line, &step, answer, sizeof answer);
    if (st != RACKO_OK) {
        (*refused)++;
        fprintf(stderr, "racko-cli bot: %s%s\n", racko_botplay_error(p),
                step == RACKO_BOTPLAY_ANSWER ? "; answered blindly" : "");
    }
    if (step == RACKO_BOTPLAY_BYE) {
        return 0;
    }
    if (step == RACKO_BOTPLAY_ANSWER) {
        fputs(answer, stdout);
        fputc('\n', stdout);
        fflush(stdout);
    }
    v = racko_botplay_view(p);
    if (st == RACKO_OK && v != NULL && v->phase != before) {
        if (strncmp(line, "match ", 6) == 0) {
            char rules[128];
            racko_rules_format(v->config.rules, rules, sizeof rules);
            fprintf(stderr, "racko-cli bot: match: seat %d of %d, %d cards, rules %s\n",
                    v->seat + 1, v->config.players, v->config.deck_size, rules);
        } else if (v->phase == RACKO_PHASE_ROUND_OVER) {
            log_round(v);
        } else if (v->phase == RACKO_PHASE_MATCH_OVER) {
            fprintf(stderr, "racko-cli bot: the match is over\n");
        }
    }
    return 1;
}

int cli_bot_main(int argc, char **argv)
{
    TkCliArgs a;
    TkCliBotOpts o;
    RackoBotPlayer *p = NULL;
    RackoLineReader reader;
    char msg[200];
    long refused = 0;
    int c;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    int st = tk_cli_bot_parse(&a, print_help, racko_ai_level_valid, tk_bot_name_check, NULL, NULL,
                              &o);
    if (st >= 0) {
        return st;
    }
    if (racko_botplay_new(o.level, o.seed, o.name, &p, msg, sizeof msg) != RACKO_OK) {
        fprintf(stderr, "racko-cli bot: %s\n", msg);
        return TK_CLI_EXIT_FAIL;
    }
    fprintf(stderr, "racko-cli bot: level %s, seed %llu, name %s\n", o.level,
            (unsigned long long)o.seed, racko_botplay_name(p));
    racko_line_reader_init(&reader);
    while ((c = getchar()) != EOF) {
        char byte = (char)c;
        size_t used = 0;
        RackoLineStatus ls = racko_line_reader_feed(&reader, &byte, 1, &used);
        if (ls == RACKO_LINE_TOO_LONG || ls == RACKO_LINE_BINARY) {
            refused++;
            fprintf(stderr, "racko-cli bot: skipped a line from the host: %s\n",
                    ls == RACKO_LINE_TOO_LONG ? "longer than 256 bytes"
                                              : "binary or non-ASCII bytes");
        } else if (ls == RACKO_LINE_OK && !handle_line(p, reader.line, &refused)) {
            fprintf(stderr, "racko-cli bot: bye (%ld line%s refused)\n", refused,
                    refused == 1 ? "" : "s");
            racko_botplay_free(p);
            return TK_CLI_EXIT_OK;
        }
    }
    {
        const RackoView *v = racko_botplay_view(p);
        int over = v != NULL && v->phase == RACKO_PHASE_MATCH_OVER;
        fprintf(stderr, "racko-cli bot: input ended without 'bye'%s\n",
                over ? " after the match" : " during the match");
        racko_botplay_free(p);
        return over ? TK_CLI_EXIT_OK : TK_CLI_EXIT_FAIL;
    }
}
