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

/* The width a text takes at a terminal: its characters (UTF-8). */
static int columns(const char *text)
{
    int n = 0;
    for (const unsigned char *p = (const unsigned char *)text; *p != '\0'; p++) {
        n += (*p & 0xC0) != 0x80;
    }
    return n;
}

/* text and spaces after it (left) or before it (right) to width. */
static void padded(const char *text, int width, int left)
{
    int pad = width - columns(text);
    if (!left) {
        printf("%*s", pad > 0 ? pad : 0, "");
    }
    fputs(text, stdout);
    if (left) {
        printf("%*s", pad > 0 ? pad : 0, "");
    }
}

void cli_score_heading(const char *indent, const char *corner, int name_w,
                       const int min_w[CLI_SCORE_COLUMNS], int w[CLI_SCORE_COLUMNS])
{
    /* TRANSLATORS: the columns of a Ratuki round's score, kept short:
       the cards in the scoring pile, left in the draw pile and in the
       discard pile, the round's points, the match's total, the cards
       played, the stacks taken, the ties. */
    static const char *const heads[CLI_SCORE_COLUMNS] = {
        NC_("column", "scoring"), NC_("column", "draw"),   NC_("column", "discard"),
        NC_("column", "points"),  NC_("column", "total"),  NC_("column", "played"),
        NC_("column", "takes"),   NC_("column", "ties")};
    fputs(indent, stdout);
    padded(corner, name_w, 1);
    for (int i = 0; i < CLI_SCORE_COLUMNS; i++) {
        const char *h = C_("column", heads[i]);
        w[i] = columns(h) > min_w[i] ? columns(h) : min_w[i];
        putchar(' ');
        padded(h, w[i], 0);
    }
    putchar('\n');
}

/* A time in the round (milliseconds) as seconds with the language's
 * decimal separator, "12.345" ("12,345" in French), right-aligned to
 * width. */
static void time_text(int ms, int width, char *buf, size_t size)
{
    tk_fmt(buf, size, "%*.3f", width, ms / 1000.0);
}

/* A sentence about a seat's play on a place, by what the play does. */
static void played_text(const RtEvent *e, const MtNames *n, char *buf, size_t size)
{
    const char *fmt;
    if (e->u.played.starts && e->u.played.take) {
        fmt = _("%s plays %s on place %d: a new stack: it takes the stack when final");
    } else if (e->u.played.starts) {
        fmt = _("%s plays %s on place %d: a new stack");
    } else if (e->u.played.take) {
        /* TRANSLATORS: the card played takes the stack once no other card
           ties with it (the tie window). */
        fmt = _("%s plays %s on place %d: it takes the stack when final");
    } else {
        fmt = _("%s plays %s on place %d");
    }
    tk_fmt(buf, size, fmt, n->name[e->u.played.seat], cli_a_card(e->u.played.card),
           e->u.played.place + 1);
}

/* One event as a line (no newline); 0 for an event not worth one.  A draw
 * and a discard pile turned over are indented under the play they follow. */
static int describe(const RtEvent *e, const MtNames *n, char *buf, size_t size)
{
    char sentence[600];
    switch (e->kind) {
    case RT_EV_DEAL:
        /* TRANSLATORS: a seat's three first cards ("a 5", "a wild"). */
        tk_fmt(buf, size, _("%s is dealt %s, %s and %s"), n->name[e->u.deal.seat],
               cli_a_card(e->u.deal.hand[0]), cli_a_card(e->u.deal.hand[1]),
               cli_a_card(e->u.deal.hand[2]));
        return 1;
    case RT_EV_PLAYED:
        played_text(e, n, buf, size);
        return 1;
    case RT_EV_TIE:
        /* TRANSLATORS: two cards played at once; the seats' names each
           with its card's value (1-5, W for a wild). */
        tk_fmt(buf, size, _("tie on place %d: %s's %s and %s's %s go back to their discard piles"),
               e->u.tie.place + 1, n->name[e->u.tie.seat1],
               rt_value_text(rt_card_value(e->u.tie.card1)), n->name[e->u.tie.seat2],
               rt_value_text(rt_card_value(e->u.tie.card2)));
        return 1;
    case RT_EV_TOOK:
        /* TRANSLATORS: "Ratuki!" is the shout of the game (as on the table). */
        tk_fmt(buf, size,
               tk_trn("%s takes the stack of place %d, %d card: \"Ratuki!\"",
                      "%s takes the stack of place %d, %d cards: \"Ratuki!\"",
                      (unsigned long)e->u.took.cards),
               n->name[e->u.took.seat], e->u.took.place + 1, e->u.took.cards);
        return 1;
    case RT_EV_DISCARDED:
        tk_fmt(buf, size, _("%s discards %s"), n->name[e->u.discarded.seat],
               cli_a_card(e->u.discarded.card));
        return 1;
    case RT_EV_DREW:
        /* TRANSLATORS: the number is the cards left in the seat's draw pile. */
        tk_fmt(sentence, sizeof sentence,
               tk_trn("%s draws %s (%d left)", "%s draws %s (%d left)",
                      (unsigned long)e->u.drew.draw),
               n->name[e->u.drew.seat], cli_a_card(e->u.drew.card), e->u.drew.draw);
        tk_fmt(buf, size, "  %s", sentence);
        return 1;
    case RT_EV_TURNED_OVER:
        /* TRANSLATORS: the English says "cards" for one card too (what the
           replay always printed, kept byte for byte by the golden tests);
           the translation takes the count's own form. */
        tk_fmt(sentence, sizeof sentence,
               tk_trn("%s turns its discard pile over: %d cards to draw",
                      "%s turns its discard pile over: %d cards to draw",
                      (unsigned long)e->u.turned_over.cards),
               n->name[e->u.turned_over.seat], e->u.turned_over.cards);
        tk_fmt(buf, size, "  %s", sentence);
        return 1;
    case RT_EV_OUT:
        /* TRANSLATORS: "Out!" is what a seat says when its cards are all
           played (as on the table). */
        tk_fmt(buf, size, _("%s is out: \"Out!\""), n->name[e->u.out.seat]);
        return 1;
    case RT_EV_STUCK:
        tk_fmt(buf, size, "%s", _("nothing anyone holds can be played any more"));
        return 1;
    case RT_EV_STILL:
        tk_fmt(buf, size, "%s", _("no card was played for 60 seconds"));
        return 1;
    default:
        return 0;
    }
}

static void print_score(const RtRoundScore *sc, const MtNames *n, int players)
{
    static const int min_w[CLI_SCORE_COLUMNS] = {7, 5, 8, 6, 6, 6, 5, 5};
    /* TRANSLATORS: why a Ratuki round ended: a seat went out, nothing
       could be played, no card was played for 60 seconds. */
    static const char *const why[] = {NC_("round end", "out"), NC_("round end", "stuck"),
                                      NC_("round end", "still")};
    int w[CLI_SCORE_COLUMNS];
    char t[40];
    time_text(sc->time, 1, t, sizeof t);
    printf("  ");
    tk_cli_printf(stdout, _("Round %d over after %s s (%s).\n"), sc->round, t,
                  C_("round end", why[sc->reason == RT_END_OUT     ? 0
                                      : sc->reason == RT_END_STUCK ? 1
                                                                   : 2]));
    /* TRANSLATORS: the first column of a round's score: the seats. */
    cli_score_heading("    ", C_("column", "seat"), 20, min_w, w);
    for (int s = 0; s < players; s++) {
        printf("    %-20s %*d %*d %*d %*d %*d %*d %*d %*d\n", n->name[s], w[0], sc->scoring[s], w[1],
               sc->draw[s], w[2], sc->discard[s], w[3], sc->points[s], w[4], sc->total[s], w[5],
               sc->plays[s], w[6], sc->takes[s], w[7], sc->ties[s]);
    }
}

/* The result in one sentence, then the totals in another. */
static void print_result(const RtGame *g, const MtNames *n, int players)
{
    char head[600], t[40];
    long total[MT_MAX_SEATS];
    int round = rt_game_round(g);
    unsigned long r = (unsigned long)round;
    if (rt_game_phase(g) == RT_PHASE_MATCH_OVER) {
        int w = rt_game_match_winner(g);
        if (w >= 0) {
            mt_replay_won(head, sizeof head, "round", n->name[w], round);
        } else {
            char top[MT_MAX_SEATS * 80];
            size_t used = 0;
            top[0] = '\0';
            for (int s = 0; s < players && used + 1 < sizeof top; s++) {
                if (rt_game_match_winners(g) & (1u << s)) {
                    int k = snprintf(top + used, sizeof top - used, "%s%s", used ? " " : "",
                                     n->name[s]);
                    used += k > 0 ? (size_t)k : 0;
                }
            }
            /* TRANSLATORS: %s is the names of the seats that share the top
               ("Ann Bob"). */
            tk_fmt(head, sizeof head,
                   tk_trn("Result: the top is shared by %s after %d round.",
                          "Result: the top is shared by %s after %d rounds.", r),
                   top, round);
        }
    } else if (round == 0) {
        tk_fmt(head, sizeof head, "%s", _("Result: not started."));
    } else if (rt_game_phase(g) == RT_PHASE_ROUND) {
        time_text(rt_game_now(g), 1, t, sizeof t);
        /* TRANSLATORS: a record that stops in a round: its number and the
           time in it, in seconds. */
        tk_fmt(head, sizeof head, _("Result: unfinished, in round %d at %s s."), round, t);
    } else {
        tk_fmt(head, sizeof head, _("Result: unfinished, after round %d."), round);
    }
    for (int s = 0; s < players && s < MT_MAX_SEATS; s++) {
        total[s] = rt_game_total(g, s);
    }
    printf("\n");
    mt_replay_result(head, n, players, total, NULL);
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
            return tk_cli_args_error(&a, _("one record at a time (got \"%s\" and \"%s\")"),
                                     path, a.opt);
        }
        path = a.opt;
    }
    if (path == NULL) {
        return tk_cli_args_error(&a, _("which record? (%s replay FILE)"), CLI_PROG);
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
        /* TRANSLATORS: the record's file, its players, the points that end
           its match, the tie window in milliseconds, its seed. */
        tk_cli_printf(stdout, _("Record %s: %d players, target %d, tie window %d ms, seed %llu.\n"),
                      file, players, cfg->target, cfg->window,
                      (unsigned long long)rt_game_seed(g));
    } else {
        tk_cli_printf(stdout,
                      _("Record %s: %d players, one round, tie window %d ms, seed %llu.\n"), file,
                      players, cfg->window, (unsigned long long)rt_game_seed(g));
    }
    mt_replay_seats(&rp);
    RtEvent e;
    char line[600];
    while (rt_event_next(g, &e)) {
        if (e.kind == RT_EV_ROUND_START) {
            char head[100];
            tk_fmt(head, sizeof head, _("Round %d"), e.round);
            printf("\n%s\n", head);
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
            char t[40];
            time_text(e.time, 8, t, sizeof t);
            printf("  %s  %s\n", t, line);
        }
    }
    print_result(g, n, players);
    rt_game_free(g);
    return TK_CLI_EXIT_OK;
}
