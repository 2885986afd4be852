/*
 * match.c - ratuki-cli match: plays matches at a table of people (one at
 * the terminal, in real time), computer players and bots, on the shared
 * terminal match loop (match/loop.h), and reports round by round (text,
 * or one JSON object a line with --json, then a summary).
 *
 * The table is driven by time: with no person at the table the loop moves
 * it from one due moment to the next (a bot's answer holds the clock, so
 * the results do not depend on the machine); with a person the round runs
 * on the wall clock, the person's keys read as they land (live.h).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/lang.h"
#include "kit/text.h"
#include "live.h"
#include "match/loop.h"
#include "ratuki/ai.h"
#include "ratuki/table.h"

#define DEFAULT_SAVE "saved-game.ratuki"

typedef struct MatchOpts {
    MtMatchOpts mt; /* every game's (the count is --rounds) */
    long target;    /* -1: the default */
    int one_round;
    long window;    /* -1: the default */
    long pace;      /* 0: the levels' own */
} MatchOpts;

/* What has happened so far, over every match. */
typedef struct Tally {
    long rounds;
    long wins[RT_MAX_SEATS]; /* rounds won: the most points alone */
    long shared;             /* rounds whose top was shared */
    long totals[RT_MAX_SEATS];
    long plays[RT_MAX_SEATS], takes[RT_MAX_SEATS], ties[RT_MAX_SEATS];
    long matches;
    long match_wins[RT_MAX_SEATS];
    long shared_matches;
} Tally;

typedef struct Run {
    const MatchOpts *o;
    MtLoop l;
    Tally tally;
    int person;  /* the person's seat at the terminal, or -1 */
    CliLive live;
    MtNames names; /* the seats' names made visible (at each event told) */
} Run;

static void print_help(FILE *out)
{
    tk_cli_printf(out,
            _("usage: ratuki-cli match [options]\n"
            "\n"
            "Plays Ratuki at a table of computer players, outside bots and one person at\n"
            "this terminal, in real time.\n"
            "\n"
            "  --players N        seats at the table, 2-5 (default 2)\n"
            "  --seat K=SPEC      who plays seat K (1-based): human, ai:LEVEL or\n"
            "                     bot:COMMAND (run through /bin/sh); seats not given are\n"
            "                     computer players of the default level (%s)\n"
            "  --name K=NAME      the name shown for seat K\n"
            "  --target T         the match ends when a seat's total reaches T, 1-1000\n"
            "                     (default %d)\n"
            "  --one-round        the match is one round\n"
            "  --window MS        the tie window, 0-200 ms (default %d; 0: no ties)\n"
            "  --rounds N         play exactly N rounds, starting a new match whenever one\n"
            "                     ends (default: one whole match)\n"
            "  --pace PCT         every computer's speed in percent of its level's own,\n"
            "                     %d-%d (default 100): slower for a child, faster for a\n"
            "                     champion\n"
            "  --seed S           seed of the decks and the computers (default: from the\n"
            "                     clock); the same seed and seats replay the same rounds\n"
            "  --record FILE      save the match's record to FILE at each round's end (a\n"
            "                     new match replaces it); with a person, after every move;\n"
            "                     quitting saves to FILE, else to %s\n"
            "  --replace          let a new match replace a person's unfinished game saved\n"
            "                     in that file (at a terminal you are asked; else it is\n"
            "                     refused without this)\n"
            "  --resume FILE      play on from a saved game (seats as saved; its bots are\n"
            "                     played by the computer unless --allow-bots)\n"
            "  --allow-bots       with --resume: start the saved game's bots (a saved game\n"
            "                     names any command: only for files you trust)\n"
            "  --bot-ms MS        how long a bot may think before it fails (default 10000)\n"
            "  --fallback LEVEL   computer level taking over a failing bot\n"
            "  --bot-log DIR      keep each bot's log (its stderr) in DIR/bot-seatN.log\n"
            "  --no-history       keep nothing of this run in the match history (the\n"
            "                     stats and history commands); without it a person's\n"
            "                     finished match is kept in the game's preference folder\n"
            "  --history-dir DIR\n"
            "                     keep the finished matches in DIR's history (any run)\n"
            "  --json             one JSON object per round, then a summary (computers and\n"
            "                     bots only)\n"
            "\n"
            "Levels:"),
            rt_table_default_level(), RT_TARGET_DEFAULT, RT_WINDOW_DEFAULT, RT_PACE_MIN,
            RT_PACE_MAX, DEFAULT_SAVE);
    for (const char *const *l = rt_ai_levels(); *l != NULL; l++) {
        fprintf(out, " %s", *l);
    }
    fputs(_(".\n"
            "At the terminal: 1 2 3 choose a card of your hand, then a place 1..P plays it\n"
            "there, or d discards it; Esc chooses again; h help; q quit (the game saved);\n"
            "Ctrl+C leaves at once (saved too).\n"
            "\n"
            "examples:\n"
            "  ratuki-cli match --seat 1=human --seat 2=ai:easy --pace 70\n"
            "  ratuki-cli match --players 4 --seed 7 --rounds 10 --json\n"
            "  ratuki-cli match --seat 2=bot:./mybot --rounds 100 --json\n"), out);
}

/* One of Ratuki's own options (--one-round, --target, --window, --pace),
 * for mt_match_parse: -1 taken, or the exit status. */
static int own_option(TkCliArgs *a, void *ctx)
{
    MatchOpts *o = ctx;
    const char *v;
    long *dst = strcmp(a->opt, "--target") == 0   ? &o->target
                : strcmp(a->opt, "--window") == 0 ? &o->window
                : strcmp(a->opt, "--pace") == 0   ? &o->pace
                                                  : NULL;
    if (strcmp(a->opt, "--one-round") == 0) {
        if (!tk_cli_args_flag_ok(a)) {
            return TK_CLI_EXIT_USAGE;
        }
        o->one_round = 1;
    } else if (dst == NULL) {
        return tk_cli_args_error(a, _("unknown option %s"), a->opt);
    } else {
        long lo = dst == &o->window ? 0 : dst == &o->pace ? RT_PACE_MIN : 1;
        long hi = dst == &o->target   ? RT_TARGET_MAX
                  : dst == &o->window ? RT_WINDOW_MAX
                                      : RT_PACE_MAX;
        v = tk_cli_args_value(a);
        if (v == NULL || tk_cli_int(a, v, lo, hi, dst) != TK_OK) {
            return TK_CLI_EXIT_USAGE;
        }
    }
    if (o->one_round && o->target > 0) {
        return tk_cli_args_error(a, "--one-round and --target: a one-round match has no target");
    }
    /* The pace is the computers', not the table's: a resumed match takes
       it too. */
    o->mt.table_opt |= dst != &o->pace;
    return -1;
}

/* ------------------------------------------------------------------ */
/* What happens, said                                                  */

static const char *const reasons[] = {"none", "out", "stuck", "still"};

/* The round's winner: the seat with the most points alone, or -1. */
static int round_winner(const RtRoundScore *sc, int players)
{
    int best = 0;
    for (int s = 1; s < players; s++) {
        if (sc->points[s] > sc->points[best]) {
            best = s;
        }
    }
    for (int s = 0; s < players; s++) {
        if (s != best && sc->points[s] == sc->points[best]) {
            return -1;
        }
    }
    return best;
}

/* Who did something, for the person's screen: the seat's name, or NULL for
 * the person (whose sentences are their own: "You played", "Kim played"). */
static const char *who(const Run *r, int seat)
{
    return seat == r->person ? NULL : r->names.name[seat];
}

/* A seat in a sentence about someone else's doing: "you" for the person. */
static const char *whom(const Run *r, int seat)
{
    return seat == r->person ? _("you") : r->names.name[seat];
}

static void report_round(Run *r, const RtEvent *ev)
{
    const RtRoundScore *sc = &ev->u.round_end;
    int players = mt_match_players(r->l.m);
    int winner = round_winner(sc, players);
    if (r->o->mt.json) {
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "round");
        tk_json_int(&j, "round", r->tally.rounds);
        tk_json_int(&j, "match", r->l.match_no);
        tk_json_int(&j, "match_round", sc->round);
        tk_json_str(&j, "reason", reasons[sc->reason >= 0 && sc->reason <= 3 ? sc->reason : 0]);
        tk_json_int(&j, "out", sc->out_seat + 1);
        tk_json_int(&j, "winner", winner + 1);
        tk_json_int(&j, "length_ms", sc->time);
        tk_json_ints(&j, "scoring", sc->scoring, players);
        tk_json_ints(&j, "draw", sc->draw, players);
        tk_json_ints(&j, "discard", sc->discard, players);
        tk_json_ints(&j, "points", sc->points, players);
        tk_json_ints(&j, "totals", sc->total, players);
        tk_json_ints(&j, "plays", sc->plays, players);
        tk_json_ints(&j, "takes", sc->takes, players);
        tk_json_ints(&j, "ties", sc->ties, players);
        tk_json_ints(&j, "discards", sc->discards, players);
        tk_json_end(&j);
        return;
    }
    static const int min_w[CLI_SCORE_COLUMNS] = {7, 5, 7, 7, 6, 6, 6, 5};
    int w[CLI_SCORE_COLUMNS];
    char t[40];
    tk_fmt(t, sizeof t, "%.3f", sc->time / 1000.0);
    if (sc->reason == RT_END_OUT) {
        /* TRANSLATORS: the run's round count, the match and its round, the
           time the round ended in seconds, the seat that went out. */
        tk_cli_printf(stdout, _("Round %ld (match %d, round %d) ended at %s s: %s went out.\n"),
                      r->tally.rounds, r->l.match_no, sc->round, t, r->names.name[sc->out_seat]);
    } else if (sc->reason == RT_END_STUCK) {
        tk_cli_printf(stdout,
                      _("Round %ld (match %d, round %d) ended at %s s: nothing could be played "
                        "any more.\n"),
                      r->tally.rounds, r->l.match_no, sc->round, t);
    } else {
        tk_cli_printf(stdout,
                      _("Round %ld (match %d, round %d) ended at %s s: no card was played for "
                        "60 s.\n"),
                      r->tally.rounds, r->l.match_no, sc->round, t);
    }
    cli_score_heading("  ", "", 16, min_w, w);
    for (int s = 0; s < players; s++) {
        /* TRANSLATORS: after the row of the seat that won the round. */
        printf("  %-16.16s %*d %*d %*d %+*d %*d %*d %*d %*d%s\n", r->names.name[s], w[0],
               sc->scoring[s], w[1], sc->draw[s], w[2], sc->discard[s], w[3], sc->points[s], w[4],
               sc->total[s], w[5], sc->plays[s], w[6], sc->takes[s], w[7], sc->ties[s],
               s == winner ? _("  round won") : "");
    }
}

static void report_match(Run *r, const RtEvent *ev)
{
    int players = mt_match_players(r->l.m);
    int winner = ev->u.match_end.winner;
    if (r->o->mt.json) {
        int winners[RT_MAX_SEATS];
        int n = 0;
        for (int s = 0; s < players; s++) {
            if (ev->u.match_end.winners & (1u << s)) {
                winners[n++] = s + 1;
            }
        }
        TkJson j;
        tk_json_begin(&j, stdout);
        tk_json_str(&j, "type", "match");
        tk_json_int(&j, "match", r->l.match_no);
        tk_json_int(&j, "rounds", ev->u.match_end.rounds);
        tk_json_int(&j, "winner", winner + 1);
        tk_json_ints(&j, "winners", winners, n);
        tk_json_ints(&j, "totals", ev->u.match_end.total, players);
        tk_json_end(&j);
        return;
    }
    unsigned long n = (unsigned long)ev->u.match_end.rounds;
    if (winner >= 0) {
        /* TRANSLATORS: the match's number, its rounds, the winner and its
           points (a match's target, never fewer than 2 in practice). */
        tk_cli_printf(stdout,
                      tk_trn("Match %d over after %d round: %s wins with %d points.\n",
                             "Match %d over after %d rounds: %s wins with %d points.\n", n),
                      r->l.match_no, ev->u.match_end.rounds, r->names.name[winner],
                      ev->u.match_end.total[winner]);
    } else {
        int top = 0;
        while (top < players && !(ev->u.match_end.winners & (1u << top))) {
            top++;
        }
        tk_cli_printf(stdout,
                      tk_trn("Match %d over after %d round: the win is shared at %d points.\n",
                             "Match %d over after %d rounds: the win is shared at %d points.\n",
                             n),
                      r->l.match_no, ev->u.match_end.rounds, ev->u.match_end.total[top % players]);
    }
}

/* A line of what happened for the person's screen, or "" for none. */
static void event_line(const Run *r, const RtEvent *ev, char *out, size_t size)
{
    int t = ev->time;
    char what[CLI_LIVE_TEXT];
    const char *name = NULL;
    what[0] = '\0';
    out[0] = '\0';
    switch (ev->kind) {
    case RT_EV_PLAYED:
        name = who(r, ev->u.played.seat);
        if (name == NULL) {
            tk_fmt(what, sizeof what,
                   ev->u.played.take ? _("You played %s on place %d: it takes the stack when final")
                                     : _("You played %s on place %d"),
                   cli_a_card(ev->u.played.card), ev->u.played.place + 1);
        } else {
            tk_fmt(what, sizeof what,
                   ev->u.played.take ? _("%s played %s on place %d: it takes the stack when final")
                                     : _("%s played %s on place %d"),
                   name, cli_a_card(ev->u.played.card), ev->u.played.place + 1);
        }
        break;
    case RT_EV_TIE:
        tk_fmt(what, sizeof what, _("tie on place %d: the cards of %s and %s go back"),
               ev->u.tie.place + 1, whom(r, ev->u.tie.seat1), whom(r, ev->u.tie.seat2));
        break;
    case RT_EV_TOOK:
        name = who(r, ev->u.took.seat);
        if (name == NULL) {
            tk_fmt(what, sizeof what,
                   tk_trn("Ratuki! You took place %d's stack (%d card)",
                          "Ratuki! You took place %d's stack (%d cards)", ev->u.took.cards),
                   ev->u.took.place + 1, ev->u.took.cards);
        } else {
            tk_fmt(what, sizeof what,
                   tk_trn("Ratuki! %s took place %d's stack (%d card)",
                          "Ratuki! %s took place %d's stack (%d cards)", ev->u.took.cards),
                   name, ev->u.took.place + 1, ev->u.took.cards);
        }
        break;
    case RT_EV_DISCARDED:
        name = who(r, ev->u.discarded.seat);
        if (name == NULL) {
            tk_fmt(what, sizeof what, "%s", _("You discarded"));
        } else {
            tk_fmt(what, sizeof what, _("%s discarded"), name);
        }
        break;
    case RT_EV_TURNED_OVER:
        name = who(r, ev->u.turned_over.seat);
        if (name == NULL) {
            tk_fmt(what, sizeof what, "%s", _("You turned the discard pile over"));
        } else {
            tk_fmt(what, sizeof what, _("%s turned the discard pile over"), name);
        }
        break;
    case RT_EV_OUT:
        name = who(r, ev->u.out.seat);
        if (name == NULL) {
            tk_fmt(out, size, "%s", _("Out! You: no card left to draw"));
        } else {
            tk_fmt(out, size, _("Out! %s: no card left to draw"), name);
        }
        return;
    default:
        return;
    }
    /* TRANSLATORS: an event of the round with its time, "  2.4 s  Kim discarded". */
    tk_fmt(out, size, _("%3d.%d s  %s"), t / 1000, t % 1000 / 100, what);
}

static void tally_round(Tally *tl, const RtRoundScore *sc, int players)
{
    int winner = round_winner(sc, players);
    tl->rounds++;
    if (winner >= 0) {
        tl->wins[winner]++;
    } else {
        tl->shared++;
    }
    for (int s = 0; s < players; s++) {
        tl->totals[s] += sc->points[s];
        tl->plays[s] += sc->plays[s];
        tl->takes[s] += sc->takes[s];
        tl->ties[s] += sc->ties[s];
    }
}

/* The loop's event callback: every event of the match, in order. */
static void on_event(void *ctx, MtLoop *l, const void *event)
{
    Run *r = ctx;
    const RtEvent *ev = event;
    int players = mt_match_players(l->m);
    if (r->person >= 0 || ev->kind == RT_EV_ROUND_END || ev->kind == RT_EV_MATCH_END) {
        mt_names_of_match(&r->names, l->m);
    }
    if (r->person >= 0) {
        char line[CLI_LIVE_TEXT];
        event_line(r, ev, line, sizeof line);
        if (line[0] != '\0') {
            cli_live_say(&r->live, line);
        }
    }
    if (ev->kind == RT_EV_ROUND_END) {
        if (r->person >= 0) {
            /* The round is over: the terminal as it was, the scores said. */
            cli_live_draw(&r->live, l->m, ev->time, l->out);
            cli_live_stop(&r->live);
            printf("\n\n");
        }
        tally_round(&r->tally, &ev->u.round_end, players);
        report_round(r, ev);
        mt_loop_game_played(l);
    } else if (ev->kind == RT_EV_MATCH_END) {
        r->tally.matches++;
        if (ev->u.match_end.winner >= 0) {
            r->tally.match_wins[ev->u.match_end.winner]++;
        } else {
            r->tally.shared_matches++;
        }
        report_match(r, ev);
    }
}

/* ------------------------------------------------------------------ */
/* A person at the terminal                                            */

/* The keys, for h (the banner says them too, in a whole text of its own). */
static const char *const help_line =
    N_("1 2 3: a card; then 1..P: its place, d: discard it; Esc: choose again; q: quit");

/* The person leaves a round (q asked first, Ctrl+C at once): the moment
 * written, the terminal given back.  For q, MT_HUMAN_ACTED when the person
 * plays on (the round's clock set back by the pause). */
static MtHuman leave(Run *r, MtLoop *l, int now, int ask)
{
    char msg[600];
    double paused = cli_live_clock();
    rt_table_mark(l->m, now);
    cli_live_stop(&r->live);
    printf("\n");
    if (ask) {
        MtHuman h = mt_loop_confirm_quit(l);
        if (h == MT_HUMAN_ACTED && cli_live_start(&r->live) == TK_OK) {
            r->live.start_ms += cli_live_clock() - paused;
            r->live.dirty = 1;
        }
        return h;
    }
    if (mt_match_save(l->m, l->save, msg, sizeof msg) == TK_OK) {
        tk_cli_printf(stdout,
                      _("Interrupted: the game is saved to %s. To play on later: %s match "
                        "--resume %s\n"),
                      l->save, CLI_PROG, l->save);
    } else {
        char shown[4 * sizeof msg];
        tk_text_visible(msg, shown, sizeof shown);
        tk_cli_printf(stdout, _("Interrupted: the game could not be saved: %s\n"), shown);
    }
    return MT_HUMAN_QUIT;
}

/* A key of the person's: a card chosen, a play, a discard, help. */
static void person_key(Run *r, MtLoop *l, int key, int now)
{
    CliLive *lv = &r->live;
    const RtGame *g = rt_table_game(l->m);
    int players = rt_game_config(g)->players;
    int st = -1;
    lv->dirty = 1;
    if (key == 27) {
        lv->chosen = -1;
        snprintf(lv->prompt, sizeof lv->prompt, "%s", _("Choose a card: 1, 2 or 3."));
    } else if (lv->chosen < 0 && key >= '1' && key <= '3') {
        RtCard c = rt_game_hand(g, lv->seat, key - '1');
        lv->chosen = key - '1';
        tk_fmt(lv->prompt, sizeof lv->prompt, _("Card %d (%s) chosen: its place (1-%d), or d."),
               lv->chosen + 1, cli_a_card(c), players);
    } else if (lv->chosen >= 0 && key >= '1' && key < '1' + players) {
        st = rt_table_play(l->m, lv->seat, lv->chosen, key - '1', now);
    } else if (lv->chosen >= 0 && (key == 'd' || key == 'D')) {
        st = rt_table_discard(l->m, lv->seat, lv->chosen, now);
    } else if (key == 'h' || key == '?') {
        snprintf(lv->prompt, sizeof lv->prompt, "%s", _(help_line));
    } else {
        snprintf(lv->prompt, sizeof lv->prompt, "%s",
                 lv->chosen < 0 ? _("Choose a card first: 1, 2 or 3 (h: help).")
                                : _("Its place, d to discard it, or Esc."));
    }
    if (st >= 0) {
        lv->chosen = -1;
        if (st == TK_OK) {
            lv->prompt[0] = '\0';
        } else {
            char why[400];
            tk_tr_formed("refusal", rt_table_error(l->m), why, sizeof why);
            tk_fmt(lv->prompt, sizeof lv->prompt, _("Not so: %s."), why);
        }
    }
}

/* The loop waits for the person's keys until `due` (MtLoopGame.human_wait). */
static MtHuman person_wait(void *ctx, MtLoop *l, int64_t due)
{
    Run *r = ctx;
    CliLive *lv = &r->live;
    int st = TK_OK;
    int round = rt_game_round(rt_table_game(l->m));
    if (!lv->raw && cli_live_start(lv) != TK_OK) {
        tk_cli_printf(stderr, _("%s match: the terminal cannot take keys one by one\n"), CLI_PROG);
        return MT_HUMAN_EOF;
    }
    if (lv->round != round) {
        lv->round = round;
        lv->start_ms = cli_live_clock() - rt_table_now(l->m);
        lv->chosen = -1;
        lv->prompt[0] = '\0';
        lv->dirty = 1;
    }
    int now = cli_live_now(lv, l->m);
    if (lv->dirty || cli_live_clock() - lv->drawn_ms >= 100) {
        cli_live_draw(lv, l->m, now, l->out);
    }
    int wait = due >= 0 ? (int)(due - now) : 100;
    CliKey k = cli_live_key(lv, wait < 0 ? 0 : wait > 100 ? 100 : wait);
    now = cli_live_now(lv, l->m);
    if (k == CLI_KEY_EOF) {
        rt_table_mark(l->m, now);
        cli_live_stop(lv);
        printf("\n");
        return MT_HUMAN_EOF;
    }
    if (k == CLI_KEY_CHAR && (lv->key == 'q' || lv->key == 'Q' || lv->key == 3)) {
        return leave(r, l, now, lv->key != 3);
    }
    if (k == CLI_KEY_CHAR) {
        person_key(r, l, lv->key, now);
    } else if (due >= 0 && due <= now) {
        mt_match_advance(l->m, now, 0, &st);
        if (st != TK_OK) {
            cli_live_stop(lv);
            fprintf(stderr, "%s match: the table stopped: %s\n", CLI_PROG, tk_status_string(st));
            return MT_HUMAN_EOF;
        }
    }
    return MT_HUMAN_ACTED;
}

/* ------------------------------------------------------------------ */
/* The run                                                             */

static void report_summary(Run *r)
{
    const Tally *tl = &r->tally;
    int players = mt_match_players(r->l.m);
    if (r->o->mt.json) {
        TkJson j;
        mt_loop_summary_json_begin(&r->l, &j);
        tk_json_int(&j, "pace", rt_table_pace(r->l.m));
        tk_json_int(&j, "rounds", tl->rounds);
        tk_json_longs(&j, "wins", tl->wins, players);
        tk_json_int(&j, "shared", tl->shared);
        tk_json_longs(&j, "totals", tl->totals, players);
        tk_json_longs(&j, "plays", tl->plays, players);
        tk_json_longs(&j, "takes", tl->takes, players);
        tk_json_longs(&j, "ties", tl->ties, players);
        tk_json_int(&j, "matches", tl->matches);
        tk_json_longs(&j, "match_wins", tl->match_wins, players);
        tk_json_int(&j, "shared_matches", tl->shared_matches);
        mt_loop_summary_json_end(&r->l, &j);
        return;
    }
    MtSummary sum = {tl->rounds,  tl->wins,       tl->totals,         NULL,
                     tl->matches, tl->match_wins, tl->shared_matches, r->l.unfinished,
                     "--rounds"};
    mt_loop_summary_text(&r->l, &sum);
}

/* The loop's summary callback: the terminal given back first. */
static void on_summary(void *ctx, MtLoop *l)
{
    Run *r = ctx;
    (void)l;
    cli_live_stop(&r->live);
    report_summary(r);
}

/* The first match's own options (MtLoopGame.options): the rules and the
 * computers' pace, for the run's seats; the loop makes the match. */
static void on_options(void *ctx, void *options)
{
    const MatchOpts *o = ((Run *)ctx)->o;
    RtTableOptions *t = options;
    rt_config_default(&t->config, o->mt.players);
    t->config.target = o->one_round ? 0 : o->target > 0 ? (int)o->target : RT_TARGET_DEFAULT;
    t->config.window = o->window >= 0 ? (int)o->window : RT_WINDOW_DEFAULT;
    t->pace = (int)o->pace;
}

/* Before the loop plays (MtLoopGame.start): a resumed table at the
 * --pace asked (a record does not hold it); the person, if any, asked to
 * be ready before the round's clock starts. */
static int on_start(void *ctx, MtLoop *l)
{
    Run *r = ctx;
    char answer[32];
    if (r->o->mt.resume != NULL && rt_table_set_pace(l->m, (int)r->o->pace) != TK_OK) {
        fprintf(stderr, "%s match: out of memory\n", CLI_PROG);
        return TK_CLI_EXIT_FAIL;
    }
    if (r->person < 0) {
        return -1;
    }
    cli_live_init(&r->live, r->person);
    int ready = tk_cli_read_answer(l->in, l->out, _("Press Enter to start (quit to leave): "),
                                   answer, sizeof answer);
    if (!ready) {
        return TK_CLI_EXIT_FAIL; /* nothing played: nothing to save */
    }
    return strcmp(answer, "quit") == 0 || strcmp(answer, "q") == 0 ? TK_CLI_EXIT_OK : -1;
}

/* The seats people play, of the new match's specs or the saved one's. */
static int people_in(const MatchOpts *o, int *first)
{
    TkSaved sv;
    int n = 0;
    *first = -1;
    if (o->mt.resume != NULL) {
        mt_saved_read(&rt_table_class, o->mt.resume, &sv, NULL, 0);
        for (int s = 0; s < sv.players && sv.state >= TK_SAVED_FINISHED; s++) {
            if (sv.seat[s].spec[0] == '\0' || strcmp(sv.seat[s].spec, "human") == 0) {
                n++;
                *first = *first < 0 ? s : *first;
            }
        }
        return n;
    }
    for (int s = 0; s < o->mt.players; s++) {
        if (strcmp(o->mt.seat[s].spec, "human") == 0) {
            n++;
            *first = *first < 0 ? s : *first;
        }
    }
    return n;
}

/* Who may play here: one person at most, at a terminal, and no JSON with
 * a person.  -1 to go on, or the exit status. */
static int people_check(const MatchOpts *o, int *person)
{
    int n = people_in(o, person);
    if (n == 0) {
        return -1;
    }
    if (n > 1) {
        return tk_cli_usage_error(CLI_PROG, "match",
                                  "%d seats are people's: one person plays at a terminal (give "
                                  "the others to computers: --seat K=ai:LEVEL)",
                                  n);
    }
    if (o->mt.json) {
        return tk_cli_usage_error(CLI_PROG, "match",
                                  "--json reports the rounds of computers and bots; seat %d is a "
                                  "person's, who plays at the terminal",
                                  *person + 1);
    }
    if (!cli_live_possible()) {
        return tk_cli_usage_error(CLI_PROG, "match",
                                  "seat %d is a person's, and Ratuki is played in real time at a "
                                  "terminal: standard input and output must be one (give the seat "
                                  "to a computer: --seat %d=ai:LEVEL)",
                                  *person + 1, *person + 1);
    }
    return -1;
}

static const MtLoopGame loop_game = {
    .prog = CLI_PROG,
    .title = "Ratuki",
    .unit = "round",
    .event = on_event,
    .options = on_options,
    .summary = on_summary,
    .banner = N_("Ratuki! Everyone plays at once: put your cards on the stacks, one away\n"
                 "from the top (a 1 starts a stack, a 5 on a 4 or a wild takes it).\n"
                 "1 2 3: a card; then 1..P: its place, d: discard it; Esc: choose again; "
                 "q: quit."),
    .human_wait = person_wait,
    .start = on_start,
};

int cli_match_main(int argc, char **argv)
{
    MatchOpts o;
    Run r;
    memset(&o, 0, sizeof o);
    o.mt.players = 2;
    o.target = -1;
    o.window = -1;
    int st = mt_match_parse(&rt_table_class, CLI_PROG, argc, argv, print_help, "--rounds",
                            "--players, --seat, --name, --target, --one-round, --window or "
                            "--seed",
                            own_option, &o, &o.mt);
    memset(&r, 0, sizeof r);
    r.o = &o;
    r.person = -1;
    if (st < 0) {
        st = people_check(&o, &r.person);
    }
    if (st >= 0) {
        return st;
    }
    /* The keys are read one by one from the descriptor: no buffer may
       read ahead of them. */
    setvbuf(stdin, NULL, _IONBF, 0);
    st = mt_match_run(&r.l, &loop_game, &r, &rt_table_class, &o.mt, DEFAULT_SAVE);
    cli_live_stop(&r.live); /* the terminal as it was, whatever happened */
    return st;
}
