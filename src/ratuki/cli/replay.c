/*
 * replay.c - ratuki-cli replay FILE: checks a Ratuki record (read strictly,
 * replayed through the engine: ratuki/record.h) and tells its rounds move
 * by move with every card shown and the time of each, then each round's
 * score and the match's result.  Names and specs are escaped; opening a
 * record never starts a process.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/lang.h"
#include "kit/text.h"
#include "match/loop.h"
#include "ratuki/record.h"

static void print_help(FILE *out)
{
    fputs(_("usage: ratuki-cli replay [--quiet] FILE\n"
                 "\n"
                 "Checks a Ratuki record (docs/ratuki.md, \"Records\") and prints its rounds\n"
                 "move by move, every card shown, each move with its time in the round\n"
                 "(seconds.milliseconds), then each round's score and the match's result.\n"
                 "--quiet prints the scores and the result only.  Opening a record never\n"
                 "starts a process.  Exit status 1 if the record is refused (the message\n"
                 "names the line).\n"), out);
}

const char *cli_a_card(RtCard c)
{
    static const char *const names[] = {N_("a card"), N_("a 1"), N_("a 2"), N_("a 3"),
                                        N_("a 4"),    N_("a 5"), N_("a wild")};
    int v = rt_card_value(c);
    return _(names[v >= 0 && v <= RT_WILD ? v : 0]);
}

/* One event as a line (no newline); 0 for an event not worth one. */
static int describe(const RtEvent *e, const MtNames *n, char *buf, size_t size)
{
    switch (e->kind) {
    case RT_EV_DEAL:
        snprintf(buf, size, "%s is dealt %s, %s and %s", n->name[e->u.deal.seat],
                 cli_a_card(e->u.deal.hand[0]), cli_a_card(e->u.deal.hand[1]),
                 cli_a_card(e->u.deal.hand[2]));
        return 1;
    case RT_EV_PLAYED:
        snprintf(buf, size, "%s plays %s on place %d%s%s", n->name[e->u.played.seat],
                 cli_a_card(e->u.played.card), e->u.played.place + 1,
                 e->u.played.starts ? ": a new stack" : "",
                 e->u.played.take ? ": it takes the stack when final" : "");
        return 1;
    case RT_EV_TIE:
        snprintf(buf, size, "tie on place %d: %s's %s and %s's %s go back to their discard piles",
                 e->u.tie.place + 1, n->name[e->u.tie.seat1], rt_value_text(rt_card_value(e->u.tie.card1)),
                 n->name[e->u.tie.seat2], rt_value_text(rt_card_value(e->u.tie.card2)));
        return 1;
    case RT_EV_TOOK:
        snprintf(buf, size, "%s takes the stack of place %d, %d cards: \"Ratuki!\"",
                 n->name[e->u.took.seat], e->u.took.place + 1, e->u.took.cards);
        return 1;
    case RT_EV_DISCARDED:
        snprintf(buf, size, "%s discards %s", n->name[e->u.discarded.seat],
                 cli_a_card(e->u.discarded.card));
        return 1;
    case RT_EV_DREW:
        snprintf(buf, size, "  %s draws %s (%d left)", n->name[e->u.drew.seat],
                 cli_a_card(e->u.drew.card), e->u.drew.draw);
        return 1;
    case RT_EV_TURNED_OVER:
        snprintf(buf, size, "  %s turns its discard pile over: %d cards to draw",
                 n->name[e->u.turned_over.seat], e->u.turned_over.cards);
        return 1;
    case RT_EV_OUT:
        snprintf(buf, size, "%s is out: \"Out!\"", n->name[e->u.out.seat]);
        return 1;
    case RT_EV_STUCK:
        snprintf(buf, size, "nothing anyone holds can be played any more");
        return 1;
    case RT_EV_STILL:
        snprintf(buf, size, "no card was played for 60 seconds");
        return 1;
    default:
        return 0;
    }
}

static void print_score(const RtRoundScore *sc, const MtNames *n, int players)
{
    printf("  Round %d over after %d.%03d s (%s).\n", sc->round, sc->time / 1000, sc->time % 1000,
           sc->reason == RT_END_OUT     ? "out"
           : sc->reason == RT_END_STUCK ? "stuck"
                                        : "still");
    printf("    %-20s %7s %5s %8s %6s %6s %6s %5s %5s\n", "seat", "scoring", "draw", "discard",
           "points", "total", "played", "takes", "ties");
    for (int s = 0; s < players; s++) {
        printf("    %-20s %7d %5d %8d %6d %6d %6d %5d %5d\n", n->name[s], sc->scoring[s], sc->draw[s],
               sc->discard[s], sc->points[s], sc->total[s], sc->plays[s], sc->takes[s], sc->ties[s]);
    }
}

int cli_replay_main(int argc, char **argv)
{
    TkCliArgs a;
    const char *path = NULL;
    int quiet = 0;
    tk_cli_args_init(&a, CLI_PROG, argc, argv);
    while (tk_cli_args_next(&a)) {
        if (tk_cli_args_is_option(&a)) {
            if (strcmp(a.opt, "--help") == 0) {
                print_help(stdout);
                return TK_CLI_EXIT_OK;
            }
            if (strcmp(a.opt, "--quiet") == 0) {
                if (!tk_cli_args_flag_ok(&a)) {
                    return TK_CLI_EXIT_USAGE;
                }
                quiet = 1;
                continue;
            }
            return tk_cli_args_error(&a, _("unknown option %s"), a.opt);
        }
        if (path != NULL) {
            return tk_cli_args_error(&a, "one record at a time");
        }
        path = a.opt;
    }
    if (path == NULL) {
        return tk_cli_args_error(&a, "which record? (ratuki-cli replay FILE)");
    }
    RtGame *g = NULL;
    RtRecordMeta meta;
    char msg[1200], shown[4 * sizeof msg + 1];
    if (rt_record_load(path, &g, &meta, msg, sizeof msg) != TK_OK) {
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(stderr, "ratuki-cli replay: %s\n", shown);
        return TK_CLI_EXIT_FAIL;
    }
    const RtConfig *cfg = rt_game_config(g);
    int players = cfg->players;
    /* The seats and their names as every tool's replay shows them. */
    MtReplay rp;
    memset(&rp, 0, sizeof rp);
    rp.players = players;
    memcpy(rp.seat, meta.seat, sizeof meta.seat);
    mt_names_of_seats(&rp.names, rp.seat, players);
    const MtNames *n = &rp.names;
    char *file = rp.file;
    tk_text_visible(path, rp.file, sizeof rp.file);
    if (cfg->target > 0) {
        printf("Record %s: %d players, target %d, tie window %d ms, seed %llu.\n", file, players,
               cfg->target, cfg->window, (unsigned long long)rt_game_seed(g));
    } else {
        printf("Record %s: %d players, one round, tie window %d ms, seed %llu.\n", file, players,
               cfg->window, (unsigned long long)rt_game_seed(g));
    }
    mt_replay_seats(&rp);
    RtEvent e;
    char line[600];
    while (rt_event_next(g, &e)) {
        if (e.kind == RT_EV_ROUND_START) {
            printf("\nRound %d\n", e.round);
            continue;
        }
        if (e.kind == RT_EV_ROUND_END) {
            print_score(&e.u.round_end, n, players);
            continue;
        }
        if (e.kind == RT_EV_MATCH_END) {
            continue;
        }
        if (!quiet && describe(&e, n, line, sizeof line)) {
            printf("  %4d.%03d  %s\n", e.time / 1000, e.time % 1000, line);
        }
    }
    printf("\nResult: ");
    if (rt_game_phase(g) == RT_PHASE_MATCH_OVER) {
        int w = rt_game_match_winner(g);
        if (w >= 0) {
            printf("%s won the match", n->name[w]);
        } else {
            printf("the top is shared by");
            for (int s = 0; s < players; s++) {
                if (rt_game_match_winners(g) & (1u << s)) {
                    printf(" %s", n->name[s]);
                }
            }
        }
        printf(" after %d round%s.", rt_game_round(g), rt_game_round(g) == 1 ? "" : "s");
    } else if (rt_game_round(g) == 0) {
        printf("not started.");
    } else if (rt_game_phase(g) == RT_PHASE_ROUND) {
        int t = rt_game_now(g);
        printf("unfinished, in round %d at %d.%03d s.", rt_game_round(g), t / 1000, t % 1000);
    } else {
        printf("unfinished, after round %d.", rt_game_round(g));
    }
    printf(" Totals:");
    for (int s = 0; s < players; s++) {
        printf("%s %s %d", s ? "," : "", n->name[s], rt_game_total(g, s));
    }
    printf(".\n");
    rt_game_free(g);
    return TK_CLI_EXIT_OK;
}
