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
#include "kit/lang.h"

static void print_help(FILE *out)
{
    fputs(_("usage: racko-cli bot --ai LEVEL [--seed S] [--name NAME]\n"
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
            "  racko-cli match --seat 2=bot:\"racko-cli bot --ai expert\" --rounds 10\n"), out);
}

typedef struct BotOpts {
    const char *level;
    const char *name;
    uint64_t seed;
} BotOpts;

/* Returns -1 to go on, or an exit status. */
static int parse_opts(int argc, char **argv, BotOpts *o)
{
    TkCliArgs a;
    const char *v;
    int seed_given = 0, more, status = TK_CLI_EXIT_OK;
    memset(o, 0, sizeof *o);
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    while ((more = tk_cli_args_option(&a, print_help, NULL, &status)) > 0) {
        if (strcmp(a.opt, "--ai") != 0 && strcmp(a.opt, "--seed") != 0 &&
            strcmp(a.opt, "--name") != 0) {
            return tk_cli_args_error(&a, "unknown option %s", a.opt);
        }
        v = tk_cli_args_value(&a);
        if (v == NULL) {
            return TK_CLI_EXIT_USAGE;
        }
        if (strcmp(a.opt, "--ai") == 0) {
            if (!racko_ai_level_valid(v)) {
                return tk_cli_args_error(&a, "--ai: unknown computer level \"%s\"", v);
            }
            o->level = v;
        } else if (strcmp(a.opt, "--seed") == 0) {
            if (tk_cli_seed(&a, v, &o->seed) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            seed_given = 1;
        } else {
            size_t n = strlen(v), i;
            int ok = n >= 1 && n <= RACKO_BOT_NAME_MAX;
            for (i = 0; ok && i < n; i++) {
                char c = v[i];
                ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                     (c >= '0' && c <= '9') || c == '_' || c == '-';
            }
            if (!ok) {
                return tk_cli_args_error(&a,
                                         "--name: a bot name has 1 to %d of "
                                         "A-Z a-z 0-9 _ -",
                                         RACKO_BOT_NAME_MAX);
            }
            o->name = v;
        }
    }
    if (more < 0) {
        return status;
    }
    if (o->level == NULL) {
        return tk_cli_args_error(&a, "which level? (--ai LEVEL)");
    }
    if (!seed_given) {
        o->seed = tk_cli_clock_seed();
    }
    return -1;
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
    BotOpts o;
    RackoBotPlayer *p = NULL;
    RackoLineReader reader;
    char msg[200];
    long refused = 0;
    int c;
    int st = parse_opts(argc, argv, &o);
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
