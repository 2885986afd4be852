/*
 * histcli.c - the match history at the terminal (match/loop.h): where
 * `<game>-cli match` keeps its matches, and the `stats` and `history`
 * commands every game's tool has, reading the history its desktop
 * program writes.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kit/cli.h"
#include "kit/file.h"
#include "kit/lang.h"
#include "kit/text.h"
#include "match/history.h"
#include "match/loop.h"

int mt_history_dir(const MtGame *game, char *out, size_t size, char *msg, size_t msize)
{
    if (game == NULL || game->history == NULL) {
        tk_text_message(msg, msize, "%s", _("this game keeps no match history"));
        return TK_E_ARG;
    }
    if (tk_file_pref_dir(TK_PREF_ORG, game->history->id, out, size) != TK_OK) {
        tk_text_message(msg, msize, "%s",
                        _("no preference folder (no HOME or APPDATA): give one with --pref-dir "
                          "DIR"));
        return TK_E_IO;
    }
    return TK_OK;
}

/* Makes dir and the folders it is in when missing (mkdir -p: the
 * preference folder of a game whose desktop program never ran). */
static void make_pref_dir(const char *dir)
{
    char path[1100];
    size_t n = strlen(dir), i;
    if (n >= sizeof path) {
        return;
    }
    for (i = 1; i <= n; i++) {
        int sep = i == n || dir[i] == '/';
#ifdef _WIN32
        sep |= dir[i] == '\\';
#endif
        if (sep && dir[i - 1] != ':') {
            memcpy(path, dir, i);
            path[i] = '\0';
            (void)tk_file_make_dir(path, NULL, 0);
        }
    }
}

void mt_loop_history_init(MtLoop *l, const MtMatchOpts *o)
{
    const MtGame *game = mt_match_class(l->m);
    char msg[300];
    l->history = NULL;
    l->opened = (int64_t)time(NULL);
    if (o->no_history || game->history == NULL) {
        return;
    }
    if (o->history_dir != NULL) {
        snprintf(l->history_buf, sizeof l->history_buf, "%s", o->history_dir);
    } else if (mt_match_humans(l->m) == 0) {
        return; /* computers' runs are kept only where --history-dir says */
    } else if (mt_history_dir(game, l->history_buf, sizeof l->history_buf, msg, sizeof msg) !=
               TK_OK) {
        tk_cli_printf(stderr, _("%s match: the match history is not kept: %s\n"), l->game->prog,
                      msg);
        return;
    } else {
        make_pref_dir(l->history_buf);
    }
    l->history = l->history_buf;
}

void mt_loop_keep_history(MtLoop *l)
{
    char msg[600], shown[4 * sizeof msg];
    int64_t now;
    if (l->history == NULL || mt_match_phase(l->m) != MT_PHASE_OVER) {
        return;
    }
    now = (int64_t)time(NULL);
    if (mt_history_add(l->m, l->history, now, (long)(now - l->opened), 0, msg, sizeof msg) !=
        TK_OK) {
        tk_text_visible(msg, shown, sizeof shown);
        tk_cli_printf(stderr, _("%s match: the match could not be kept in the history: %s\n"),
                      l->game->prog, shown);
    }
}

void mt_loop_keep_replaced(MtLoop *l, const MtGame *game, const char *path)
{
    char msg[600], shown[4 * sizeof msg];
    if (l->history == NULL || path == NULL) {
        return;
    }
    if (mt_history_add_saved(game, path, l->history, (int64_t)time(NULL), 0, msg, sizeof msg) !=
        TK_OK) {
        tk_text_visible(msg, shown, sizeof shown);
        tk_cli_printf(stderr,
                      _("%s match: the replaced match could not be kept in the history: %s\n"),
                      l->game->prog, shown);
    }
}

/* ------------------------------------------------------------------ */
/* stats and history                                                   */

typedef struct HistArgs {
    const char *dir;
    int json;
    long last;
    char buf[1100];
} HistArgs;

/* The options of stats (last < 0: no --last) and history.  -1 to go on,
 * or the exit status. */
static int hist_args(const MtGame *game, const char *prog, const char *usage,
                     const char *what, int argc, char **argv, HistArgs *h)
{
    TkCliArgs a;
    char msg[300];
    tk_cli_args_init(&a, prog, argc, argv);
    while (tk_cli_args_next(&a)) {
        const char *v;
        if (!tk_cli_args_is_option(&a)) {
            return tk_cli_args_error(&a, _("unexpected argument \"%s\""), a.opt);
        }
        if (strcmp(a.opt, "--help") == 0) {
            /* TRANSLATORS: stats' and history's help: %1$s is the program,
               %2$s its usage line, %3$s what the command does, %4$s the
               --last option's line (history's only), %5$s the --json one. */
            tk_cli_printf(stdout,
                          _("usage: %s %s\n\n%s\n\n"
                            "options:\n"
                            "  --pref-dir DIR   the history in DIR (default: the game's preference\n"
                            "                   folder, where its desktop program keeps it)\n"
                            "%s%s"
                            "\n"
                            "Reads the history only: nothing is started or written.\n"),
                          prog, _(usage), _(what),
                          h->last >= 0 ? _("  --last N         the last N matches (default 20; 0: all)\n")
                                       : "",
                          h->last >= 0 ? _("  --json           one JSON line a match\n")
                                       : _("  --json           one JSON line\n"));
            return TK_CLI_EXIT_OK;
        }
        if (strcmp(a.opt, "--json") == 0) {
            if (!tk_cli_args_flag_ok(&a)) {
                return TK_CLI_EXIT_USAGE;
            }
            h->json = 1;
        } else if (strcmp(a.opt, "--pref-dir") == 0) {
            if ((v = tk_cli_args_value(&a)) == NULL) {
                return TK_CLI_EXIT_USAGE;
            }
            h->dir = v;
        } else if (strcmp(a.opt, "--last") == 0 && h->last >= 0) {
            if ((v = tk_cli_args_value(&a)) == NULL ||
                tk_cli_int(&a, v, 0, 100000000, &h->last) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
        } else {
            return tk_cli_args_error(&a, _("unknown option %s"), a.opt);
        }
    }
    if (h->dir == NULL) {
        if (mt_history_dir(game, h->buf, sizeof h->buf, msg, sizeof msg) != TK_OK) {
            fprintf(stderr, "%s %s: %s\n", prog, a.cmd, msg);
            return TK_CLI_EXIT_FAIL;
        }
        h->dir = h->buf;
    }
    return -1;
}

/* Says once that damaged entries were skipped. */
static void say_damaged(const char *prog, const char *cmd, const TkHistRead *info)
{
    if (info->damaged > 0) {
        tk_cli_printf(stderr,
                      tk_trn("%s %s: %ld damaged entry of the history skipped (the first at line "
                             "%ld: %s)\n",
                             "%s %s: %ld damaged entries of the history skipped (the first at line "
                             "%ld: %s)\n",
                             (unsigned long)info->damaged),
                      prog, cmd, info->damaged, info->first_damaged, info->why);
    }
}

/* A line of the figures: label, then the matches played, won, lost,
 * abandoned and the share won. */
static void tally_text(const char *label, const TkHistTally *t)
{
    char figures[300];
    /* TRANSLATORS: the matches of one kind (all, against a level, ...). */
    tk_fmt(figures, sizeof figures, _("played %ld, won %ld, lost %ld, abandoned %ld; won %.1f%%"),
           t->played, t->won, t->lost, t->abandoned, tk_hist_percent(t));
    /* TRANSLATORS: a line of the statistics: its label, then its figures. */
    tk_cli_printf(stdout, _("%s: %s\n"), label, figures);
}

static void tally_json(TkJson *j, const TkHistTally *t)
{
    tk_json_int(j, "played", t->played);
    tk_json_int(j, "won", t->won);
    tk_json_int(j, "lost", t->lost);
    tk_json_int(j, "abandoned", t->abandoned);
    tk_json_num(j, "percent", tk_hist_percent(t), 1);
}

/* A length in seconds, "1 h 05 min", "12 min 30 s", "45 s". */
static void duration(long secs, char *out, size_t size)
{
    if (secs >= 3600) {
        tk_fmt(out, size, _("%ld h %02ld min"), secs / 3600, secs / 60 % 60);
    } else if (secs >= 60) {
        tk_fmt(out, size, _("%ld min %02ld s"), secs / 60, secs % 60);
    } else {
        tk_fmt(out, size, _("%ld s"), secs);
    }
}

static void stats_json(const MtGame *game, const TkHistStats *s, const TkHistRead *info)
{
    const TkHistGame *g = &game->history->figures;
    TkJson j;
    int i;
    tk_json_begin(&j, stdout);
    tk_json_str(&j, "type", "stats");
    tally_json(&j, &s->all);
    tk_json_int(&j, "no_person", s->no_person);
    tk_json_int(&j, "damaged", info->damaged);
    tk_json_int(&j, "streak", s->streak);
    tk_json_int(&j, "longest_won", s->longest_won);
    tk_json_int(&j, "longest_lost", s->longest_lost);
    tk_json_int(&j, "scored", s->scored);
    if (s->scored > 0) {
        tk_json_int(&j, "best_score", s->best_score);
        tk_json_num(&j, "mean_score", s->mean_score, 1);
    }
    tk_json_int(&j, "seconds", s->seconds);
    tk_json_num(&j, "mean_won_seconds", s->mean_won_seconds, 1);
    tk_json_int(&j, "units", s->units);
    /* the nested ones, written whole into one key each */
    for (i = 0; i < s->nlevels; i++) {
        const TkHistTally *t = &s->by_level[i];
        char key[64];
        snprintf(key, sizeof key, "level_%d", i + 1);
        tk_json_str(&j, key, s->level[i]);
        snprintf(key, sizeof key, "level_%d_played", i + 1);
        tk_json_int(&j, key, t->played);
        snprintf(key, sizeof key, "level_%d_won", i + 1);
        tk_json_int(&j, key, t->won);
        snprintf(key, sizeof key, "level_%d_percent", i + 1);
        tk_json_num(&j, key, tk_hist_percent(t), 1);
    }
    tk_json_int(&j, "bots_played", s->by_bots.played);
    tk_json_int(&j, "bots_won", s->by_bots.won);
    for (i = 1; i <= TK_SAVED_SEATS; i++) {
        char key[64];
        if (s->by_seats[i].played == 0) {
            continue;
        }
        snprintf(key, sizeof key, "seats_%d_played", i);
        tk_json_int(&j, key, s->by_seats[i].played);
        snprintf(key, sizeof key, "seats_%d_won", i);
        tk_json_int(&j, key, s->by_seats[i].won);
        snprintf(key, sizeof key, "seats_%d_percent", i);
        tk_json_num(&j, key, tk_hist_percent(&s->by_seats[i]), 1);
    }
    for (i = 0; i < g->nfigures; i++) {
        char key[64];
        if (!s->figure_known[i]) {
            continue;
        }
        snprintf(key, sizeof key, "%s%s%s", g->figure[i].key,
                 g->figure[i].how == TK_HIST_RATIO ? "_per_" : "",
                 g->figure[i].how == TK_HIST_RATIO ? g->figure[i].per
                 : g->figure[i].how == TK_HIST_PER_MINUTE ? "_per_minute"
                                                          : "");
        tk_json_num(&j, key, s->figure[i], g->figure[i].decimals);
    }
    {
        char results[TK_HIST_CHART + 1];
        long scores[TK_HIST_CHART];
        for (i = 0; i < s->nchart; i++) {
            results[i] = s->chart[i].result;
            scores[i] = s->chart[i].score;
        }
        results[s->nchart] = '\0';
        tk_json_str(&j, "last_results", results);
        tk_json_longs(&j, "last_scores", scores, s->nchart);
    }
    tk_json_end(&j);
}

/* The chart's letter of a result (W, L, A) in the language in force. */
static char result_letter(char r)
{
    /* TRANSLATORS: one letter each, for a match won, lost, abandoned, in
       the chart of the last matches (the legend says which is which). */
    const char *l = r == 'W' ? C_("result", "W") : r == 'L' ? C_("result", "L") : C_("result", "A");
    return l[0] != '\0' && (unsigned char)l[0] < 0x80 ? l[0] : r;
}

static void stats_text(const MtGame *game, const TkHistStats *s, const char *dir)
{
    const TkHistGame *g = &game->history->figures;
    char shown[4 * 1100], a[64], b[64];
    int i;
    tk_text_visible(dir, shown, sizeof shown);
    /* TRANSLATORS: the game's name, the history's folder. */
    tk_cli_printf(stdout, _("%s statistics (the history in %s)\n\n"), game->title, shown);
    if (s->all.played == 0) {
        fputs(_("No match played by a person yet.\n"), stdout);
    } else {
        long streak = s->streak < 0 ? -s->streak : s->streak;
        tally_text(_("Matches"), &s->all);
        for (i = 0; i < s->nlevels; i++) {
            char lv[4 * TK_HIST_WHO_MAX + 1], label[sizeof lv + 100];
            tk_text_visible(s->level[i], lv, sizeof lv);
            /* TRANSLATORS: %s is a computer level's name (easy, hard...). */
            tk_fmt(label, sizeof label, _("  against a computer of level %s"), lv);
            tally_text(label, &s->by_level[i]);
        }
        if (s->by_bots.played > 0) {
            tally_text(_("  against an outside bot"), &s->by_bots);
        }
        for (i = 1; i <= TK_SAVED_SEATS; i++) {
            char label[100];
            if (s->by_seats[i].played > 0) {
                tk_fmt(label, sizeof label,
                       tk_trn("  at a table of %d seat", "  at a table of %d seats",
                              (unsigned long)i),
                       i);
                tally_text(label, &s->by_seats[i]);
            }
        }
        if (s->streak > 0) {
            tk_cli_printf(stdout,
                          tk_trn("Current streak: %ld match won in a row\n",
                                 "Current streak: %ld matches won in a row\n",
                                 (unsigned long)streak),
                          streak);
        } else {
            tk_cli_printf(stdout,
                          tk_trn("Current streak: %ld match not won in a row\n",
                                 "Current streak: %ld matches not won in a row\n",
                                 (unsigned long)streak),
                          streak);
        }
        tk_cli_printf(stdout, _("Longest winning streak: %ld\n"), s->longest_won);
        tk_cli_printf(stdout, _("Longest losing streak (abandoned matches count as lost): %ld\n"),
                      s->longest_lost);
        if (s->scored > 0) {
            tk_cli_printf(stdout, _("Best score in a finished match: %ld\n"), s->best_score);
            tk_cli_printf(stdout, _("Average score in a finished match: %.1f\n"), s->mean_score);
        }
        duration(s->seconds, a, sizeof a);
        duration((long)(s->mean_won_seconds + 0.5), b, sizeof b);
        if (s->all.won > 0) {
            /* TRANSLATORS: two lengths of time ("1 h 05 min", "12 min 30 s"). */
            tk_cli_printf(stdout, _("Time played: %s; average time to win a match: %s\n"), a, b);
        } else {
            tk_cli_printf(stdout, _("Time played: %s; average time to win a match: none won\n"),
                          a);
        }
        for (i = 0; i < g->nfigures; i++) {
            if (s->figure_known[i]) {
                /* TRANSLATORS: one of the game's own figures: its label, its
                   value. */
                tk_cli_printf(stdout, _("%s: %.*f\n"), _(g->figure[i].label),
                              g->figure[i].decimals, s->figure[i]);
            }
        }
        {
            char legend[300];
            /* TRANSLATORS: the letters must be the ones translated for the
               chart (context "result"). */
            tk_fmt(legend, sizeof legend,
                   tk_trn("The last %d (oldest first; W won, L lost, A abandoned): ",
                          "The last %d (oldest first; W won, L lost, A abandoned): ",
                          (unsigned long)s->nchart),
                   s->nchart);
            fputs(legend, stdout);
        }
        for (i = 0; i < s->nchart; i++) {
            putchar(result_letter(s->chart[i].result));
        }
        putchar('\n');
    }
    if (s->no_person > 0) {
        tk_cli_printf(stdout, _("Matches of computers only, not counted: %ld\n"), s->no_person);
    }
}

int mt_stats_main(const MtGame *game, const char *prog, int argc, char **argv)
{
    HistArgs h;
    TkHistStats s;
    TkHistRead info;
    char msg[600], shown[4 * sizeof msg];
    int st;
    memset(&h, 0, sizeof h);
    h.last = -1;
    st = hist_args(game, prog, N_("stats [--pref-dir DIR] [--json]"),
                   N_("The player's figures over the match history: matches played and won,\n"
                   "against each computer level and at each size of table, streaks, scores,\n"
                   "the game's own figures.  The player is the first seat a person played;\n"
                   "matches of computers only are not counted."),
                   argc, argv, &h);
    if (st >= 0) {
        return st;
    }
    if (mt_history_stats(game, h.dir, &s, &info, msg, sizeof msg) != TK_OK) {
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(stderr, "%s stats: %s\n", prog, shown);
        return TK_CLI_EXIT_FAIL;
    }
    say_damaged(prog, "stats", &info);
    if (h.json) {
        stats_json(game, &s, &info);
    } else {
        stats_text(game, &s, h.dir);
    }
    return TK_CLI_EXIT_OK;
}

static const char *const kind_word[] = {"person", "computer", "bot"};

/* A seat's kind in the language in force. */
static const char *kind_text(int kind)
{
    /* TRANSLATORS: who sat at a seat of a match in the history. */
    static const char *const words[] = {NC_("seat kind", "person"), NC_("seat kind", "computer"),
                                        NC_("seat kind", "bot")};
    return C_("seat kind", words[kind >= 0 && kind < 3 ? kind : 0]);
}

/* How many units (rounds, games) a match lasted, in words. */
static void units_text(int units, const char *unit, char *out, size_t size)
{
    unsigned long n = (unsigned long)units;
    if (strcmp(unit, "round") == 0) {
        tk_fmt(out, size, tk_trn("%d round", "%d rounds", n), units);
    } else if (strcmp(unit, "game") == 0) {
        /* TRANSLATORS: Rummikub's games, which make a match ("manche"). */
        tk_fmt(out, size, tk_trn("%d game", "%d games", n), units);
    } else {
        snprintf(out, size, "%d %s%s", units, unit, units == 1 ? "" : "s");
    }
}

static void entry_json(const TkHistEntry *e)
{
    TkJson j;
    const char *names[TK_SAVED_SEATS], *kinds[TK_SAVED_SEATS], *who[TK_SAVED_SEATS];
    long scores[TK_SAVED_SEATS];
    int won[TK_SAVED_SEATS];
    char keys[TK_HIST_EXTRAS][TK_HIST_KEY_MAX + 1];
    int i;
    for (i = 0; i < e->players; i++) {
        names[i] = e->seat[i].name;
        kinds[i] = kind_word[e->seat[i].kind];
        who[i] = e->seat[i].who;
        scores[i] = e->seat[i].score;
        won[i] = e->seat[i].won;
    }
    tk_json_begin(&j, stdout);
    tk_json_str(&j, "type", "match");
    tk_json_int(&j, "seq", e->seq);
    tk_json_int(&j, "when", (long long)e->when);
    tk_json_int(&j, "seconds", e->seconds);
    tk_json_str(&j, "end", e->abandoned ? "abandoned" : "done");
    tk_json_int(&j, "units", e->units);
    tk_json_int(&j, "players", e->players);
    tk_json_int(&j, "me", e->me + 1);
    tk_json_str(&j, "options", e->options);
    tk_json_strs(&j, "kinds", kinds, e->players);
    tk_json_strs(&j, "who", who, e->players);
    tk_json_strs(&j, "names", names, e->players);
    tk_json_longs(&j, "scores", scores, e->players);
    tk_json_ints(&j, "won", won, e->players);
    for (i = 0; i < e->nextra; i++) {
        snprintf(keys[i], sizeof keys[i], "%s", e->extra_key[i]);
        tk_json_int(&j, keys[i], e->extra[i]);
    }
    tk_json_str(&j, "record", e->record);
    tk_json_end(&j);
}

static void entry_text(const TkHistEntry *e, const char *unit, const char *dir)
{
    char when[64], len[64], count[64], path[1300], shown[4 * 1300];
    time_t t = (time_t)e->when;
    struct tm tm;
    int i;
#ifdef _WIN32
    if (gmtime_s(&tm, &t) != 0) {
        memset(&tm, 0, sizeof tm);
    }
#else
    if (gmtime_r(&t, &tm) == NULL) {
        memset(&tm, 0, sizeof tm);
    }
#endif
    /* TRANSLATORS: the day and time a match ended (UTC), as strftime
       writes them: %d day, %m month, %Y year, %H:%M hours and minutes;
       numbers only (no month names). */
    /* xgettext:no-c-format */
    if (strftime(when, sizeof when, _("%Y-%m-%d %H:%M UTC"), &tm) == 0) {
        strftime(when, sizeof when, "%Y-%m-%d %H:%M UTC", &tm);
    }
    duration(e->seconds, len, sizeof len);
    units_text(e->units, unit, count, sizeof count);
    /* TRANSLATORS: a match of the history: its number, when it ended, how
       (finished or abandoned), its length ("12 min 30 s") and its rounds
       ("3 rounds"); the seats follow. */
    tk_cli_printf(stdout, _("#%ld %s, %s, %s, %s:"), e->seq, when,
                  e->abandoned ? C_("match end", "abandoned") : C_("match end", "finished"), len,
                  count);
    for (i = 0; i < e->players; i++) {
        char name[4 * TK_SEAT_NAME_MAX + 1], who[4 * TK_HIST_WHO_MAX + 1];
        char seat[sizeof name + sizeof who + 100];
        tk_text_visible(e->seat[i].name, name, sizeof name);
        tk_text_visible(e->seat[i].who, who, sizeof who);
        snprintf(seat, sizeof seat, "%s%s%s", kind_text(e->seat[i].kind), who[0] != '\0' ? " " : "",
                 who);
        /* TRANSLATORS: a seat of a match in the history: its name, who sat
           there ("computer hard", "person"), its score. */
        fputs(i > 0 ? "," : "", stdout);
        tk_cli_printf(stdout, e->seat[i].won ? _(" %s (%s) %ld won") : _(" %s (%s) %ld"),
                      name[0] != '\0' ? name : "?", seat, e->seat[i].score);
    }
    putchar('\n');
    if (e->record[0] != '\0' && tk_hist_record_path(dir, e->record, path, sizeof path) == TK_OK &&
        tk_file_check_replaceable(path, NULL, 0) == TK_OK) {
        FILE *f = fopen(path, "rb");
        if (f != NULL) {
            fclose(f);
            tk_text_visible(path, shown, sizeof shown);
            tk_cli_printf(stdout, _("    record: %s\n"), shown);
        }
    }
}

int mt_history_main(const MtGame *game, const char *prog, int argc, char **argv)
{
    HistArgs h;
    TkHistEntry *list = NULL;
    TkHistRead info;
    char msg[600], shown[4 * sizeof msg];
    long n = 0, i;
    int st;
    memset(&h, 0, sizeof h);
    h.last = 20;
    st = hist_args(game, prog, N_("history [--pref-dir DIR] [--last N] [--json]"),
                   N_("The last matches of the match history, oldest first: when each ended,\n"
                   "finished or abandoned, its length, each seat and its score, the winners,\n"
                   "and its record while it is kept (replay it with the replay command)."),
                   argc, argv, &h);
    if (st >= 0) {
        return st;
    }
    if (h.last == 0) {
        h.last = 2000000000L;
        if (tk_hist_read(h.dir, NULL, NULL, &info, msg, sizeof msg) == TK_OK) {
            h.last = info.entries > 0 ? info.entries : 1;
        }
    }
    if (tk_hist_load_last(h.dir, h.last, &list, &n, &info, msg, sizeof msg) != TK_OK) {
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(stderr, "%s history: %s\n", prog, shown);
        return TK_CLI_EXIT_FAIL;
    }
    say_damaged(prog, "history", &info);
    if (n == 0 && !h.json) {
        fputs(_("No match in the history yet.\n"), stdout);
    }
    for (i = 0; i < n; i++) {
        if (h.json) {
            entry_json(&list[i]);
        } else {
            entry_text(&list[i], game->history->unit, h.dir);
        }
    }
    free(list);
    return TK_CLI_EXIT_OK;
}
