/*
 * loop.c - the terminal match loop every game's tool shares
 * (match/loop.h).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "kit/cli.h"
#include "kit/lang.h"
#include "kit/rng.h"
#include "kit/text.h"
#include "match/loop.h"

void mt_names_set(MtNames *n, int seat, const char *name)
{
    if (seat >= 0 && seat < MT_MAX_SEATS) {
        tk_text_visible(name, n->buf[seat], sizeof n->buf[seat]);
        n->name[seat] = n->buf[seat];
    }
}

void mt_names_of_match(MtNames *n, const MtMatch *m)
{
    for (int s = 0; s < mt_match_players(m); s++) {
        mt_names_set(n, s, mt_match_seat_name(m, s));
    }
}

void mt_names_of_seats(MtNames *n, const TkSeatInfo *seats, int players)
{
    for (int s = 0; s < players; s++) {
        char label[MT_NAME_MAX + 16];
        if (seats[s].name[0] != '\0') {
            snprintf(label, sizeof label, "%s", seats[s].name);
        } else {
            tk_fmt(label, sizeof label, _("Seat %d"), s + 1);
        }
        mt_names_set(n, s, label);
    }
}

void mt_loop_init(MtLoop *l, const MtLoopGame *game, void *ctx, MtMatch *m, uint64_t seed)
{
    memset(l, 0, sizeof *l);
    l->game = game;
    l->ctx = ctx;
    l->m = m;
    l->seed = seed;
    l->match_no = 1;
    l->viewer = -1;
    l->in = stdin;
    l->out = stdout;
}

void mt_loop_seats(MtLoop *l)
{
    l->humans = mt_match_humans(l->m);
    l->viewer = l->humans == 1 ? mt_match_first_human(l->m) : -1;
    if (l->humans > 0 && l->autosave && l->save != NULL) {
        mt_match_set_autosave(l->m, l->save); /* a failure is a notice */
    }
}

void mt_loop_game_played(MtLoop *l)
{
    l->played++;
}

void mt_loop_notices(MtLoop *l)
{
    char buf[1000];
    char shown[4 * sizeof buf];
    while (mt_match_next_notice(l->m, buf, sizeof buf)) {
        tk_text_visible(buf, shown, sizeof shown);
        fprintf(stderr, "%s: %s\n", l->game->prog, shown);
        if (l->humans > 0) {
            fprintf(l->out, "(%s)\n", shown);
        }
    }
}

void mt_loop_pause(const MtLoop *l)
{
    struct timespec ts = {0, 350 * 1000 * 1000L};
    if (l->pace) {
        fflush(l->out);
        nanosleep(&ts, NULL);
    }
}

/* What a match is made of ("round", "game"), in the language in force
 * when it is one of the collection's units. */
static const char *unit_word(const char *unit)
{
    /* TRANSLATORS: what a match is made of: Rack-O's rounds, Rummikub's
       games ("manche" both). */
    static const char *const units[] = {NC_("unit", "round"), NC_("unit", "game")};
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
        if (strcmp(unit, units[i]) == 0) {
            return C_("unit", units[i]);
        }
    }
    return unit;
}

MtHuman mt_loop_confirm_quit(MtLoop *l)
{
    char answer[32];
    char prompt[700];
    char msg[600];
    char shown[4 * sizeof msg];
    tk_fmt(prompt, sizeof prompt, _("Really quit? The game will be saved to %s. (y/n) "), l->save);
    for (;;) {
        if (!tk_cli_read_answer(l->in, l->out, prompt, answer, sizeof answer)) {
            return MT_HUMAN_EOF;
        }
        if (tk_cli_answer_yes(answer)) {
            break;
        }
        if (tk_cli_answer_no(answer)) {
            fputs(_("Good, let's play on.\n"), l->out);
            return MT_HUMAN_ACTED;
        }
        fputs(_("Please answer y or n.\n"), l->out);
    }
    if (mt_match_save(l->m, l->save, msg, sizeof msg) == TK_OK) {
        tk_cli_printf(l->out, _("Game saved to %s. To play on later: %s match --resume %s\n"),
                      l->save, l->game->prog, l->save);
    } else {
        tk_text_visible(msg, shown, sizeof shown);
        tk_cli_printf(l->out, _("The game could not be saved: %s\n"), shown);
    }
    fputs(_("Goodbye!\n"), l->out);
    return MT_HUMAN_QUIT;
}

/* Tells the events of the last actions through the tool. */
static int drain_events(MtLoop *l)
{
    void *ev = malloc(mt_match_class(l->m)->event_size);
    if (ev == NULL) {
        tk_cli_printf(stderr, _("%s match: out of memory\n"), l->game->prog);
        return TK_CLI_EXIT_FAIL;
    }
    while (mt_match_next_event(l->m, ev)) {
        l->game->event(l->ctx, l, ev);
    }
    free(ev);
    fflush(l->out);
    return -1;
}

/* Saves the record at a game's end.  A failure (a full disk) is said and
 * remembered, and the match goes on: the next save may work, and the exit
 * status at the end says that the record is not whole. */
static void save_record(MtLoop *l)
{
    char msg[600];
    char shown[4 * sizeof msg];
    if (l->record == NULL) {
        return;
    }
    if (mt_match_save(l->m, l->record, msg, sizeof msg) != TK_OK) {
        tk_text_visible(msg, shown, sizeof shown);
        tk_cli_printf(stderr, _("%s match: %s (the match goes on)\n"), l->game->prog, shown);
        l->save_failed = 1;
    } else {
        l->save_failed = 0;
    }
}

/* Before the next deal with a person at the table: 1 to go on, 0 when the
 * person left (*status set). */
static int before_deal(MtLoop *l, int *status)
{
    char prompt[200];
    char answer[32];
    /* TRANSLATORS: %s is what a match is made of, "round" (Rack-O) or
       "game" (Rummikub), translated as a unit ("manche"). */
    tk_fmt(prompt, sizeof prompt, _("\nPress Enter to deal the next %s (quit to leave): "),
           unit_word(l->game->unit));
    for (;;) {
        if (!tk_cli_read_answer(l->in, l->out, prompt, answer, sizeof answer)) {
            *status = TK_CLI_EXIT_FAIL;
            return 0;
        }
        if (strcmp(answer, "quit") == 0 || strcmp(answer, "qq") == 0 || strcmp(answer, "q") == 0) {
            MtHuman q = mt_loop_confirm_quit(l);
            if (q == MT_HUMAN_ACTED) {
                continue;
            }
            *status = q == MT_HUMAN_QUIT ? TK_CLI_EXIT_OK : TK_CLI_EXIT_FAIL;
            return 0;
        }
        return 1;
    }
}

/* A new match at the same table for the limit: the same options and
 * seats, the names kept but a bot's, the next seed.  -1 to go on, or the
 * exit status. */
static int next_match(MtLoop *l)
{
    MtMatch *next = NULL;
    char msg[600];
    char shown[4 * sizeof msg];
    l->match_no++;
    if (mt_match_again(l->m, tk_mix64(l->seed + (uint64_t)l->match_no), 1, &next, msg,
                       sizeof msg) != TK_OK) {
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(stderr, "%s match: %s\n", l->game->prog, shown);
        return TK_CLI_EXIT_FAIL;
    }
    mt_match_free(l->m);
    l->m = next;
    l->opened = (int64_t)time(NULL);
    mt_loop_seats(l);
    return -1;
}

/* Between games: save, count, the next match or the next deal.  -1 to go
 * on, or the exit status (status when all is played). */
static int between(MtLoop *l, MtPhase phase, int status)
{
    if (mt_match_number(l->m) > 0) {
        save_record(l);
    }
    if (l->limit > 0 && l->played >= l->limit) {
        l->unfinished = phase != MT_PHASE_OVER;
        if (phase == MT_PHASE_OVER) {
            mt_loop_keep_history(l);
        }
        return status;
    }
    if (phase == MT_PHASE_OVER) {
        mt_loop_keep_history(l);
        return l->limit == 0 ? status : next_match(l);
    }
    if (l->humans > 0 && (mt_match_number(l->m) > 0 || l->played > 0) &&
        !before_deal(l, &status)) {
        return status;
    }
    if (mt_match_deal(l->m) != TK_OK) {
        tk_cli_printf(stderr, _("%s match: cannot deal the next %s\n"), l->game->prog,
                      unit_word(l->game->unit));
        return TK_CLI_EXIT_FAIL;
    }
    return -1;
}

/* What a person's decision came to: -1 to go on, or the exit status. */
static int person_done(MtLoop *l, MtHuman h)
{
    char msg[600];
    char shown[4 * sizeof msg];
    if (h == MT_HUMAN_ACTED) {
        return -1;
    }
    if (h == MT_HUMAN_QUIT) {
        return TK_CLI_EXIT_OK;
    }
    if (h == MT_HUMAN_ERROR) {
        return TK_CLI_EXIT_FAIL;
    }
    if (mt_match_save(l->m, l->save, msg, sizeof msg) == TK_OK) {
        tk_cli_printf(stderr, _("%s match: input ended; the game is saved to %s\n"), l->game->prog,
                      l->save);
    } else {
        tk_text_visible(msg, shown, sizeof shown);
        tk_cli_printf(stderr, _("%s match: input ended; saving failed: %s\n"), l->game->prog,
                      shown);
    }
    return TK_CLI_EXIT_FAIL;
}

/* A person's decision (by turns): -1 to go on, or the exit status. */
static int person(MtLoop *l, int seat)
{
    return person_done(l, l->game->human_turn(l->ctx, l, seat));
}

/* 1 if the match is played by time with a person at the table whose
 * input the tool waits for. */
static int live_people(const MtLoop *l)
{
    return l->game->human_wait != NULL && l->humans > 0 && mt_match_class(l->m)->advance != NULL;
}

/* The computers and bots: one step by turns, or the match moved to the
 * next moment something is due by time.  -1 to go on, or the exit
 * status. */
static int others(MtLoop *l)
{
    int st = TK_OK;
    MtStepResult r;
    if (mt_match_class(l->m)->advance != NULL) {
        int64_t due = mt_match_next_due(l->m);
        if (due < 0) {
            tk_cli_printf(stderr, _("%s match: nothing is due and nobody can act\n"), l->game->prog);
            return TK_CLI_EXIT_FAIL;
        }
        r = mt_match_advance(l->m, due, 100, &st);
    } else {
        r = mt_match_step(l->m, 100, &st);
        if (r == MT_STEP_WAITING && l->game->waiting != NULL) {
            l->game->waiting(l->ctx, l);
        }
    }
    if (r == MT_STEP_IDLE && st != TK_OK) {
        tk_cli_printf(stderr, _("%s match: the table stopped: %s\n"), l->game->prog,
                      tk_status_string(st));
        return TK_CLI_EXIT_FAIL;
    }
    return -1;
}

int mt_loop_run(MtLoop *l)
{
    int status = TK_CLI_EXIT_OK;
    int st;
    for (;;) {
        mt_loop_notices(l);
        st = drain_events(l);
        MtPhase phase = mt_match_phase(l->m);
        if (st >= 0) {
            /* out of memory: said */
        } else if (phase != MT_PHASE_PLAYING) {
            st = between(l, phase, status);
        } else if (mt_match_human_to_act(l->m) >= 0) {
            st = person(l, mt_match_human_to_act(l->m));
        } else if (live_people(l)) {
            st = person_done(l, l->game->human_wait(l->ctx, l, mt_match_next_due(l->m)));
        } else {
            st = others(l);
        }
        if (st >= 0) {
            mt_loop_notices(l);
            return st;
        }
    }
}

int mt_loop_status(const MtLoop *l, int status)
{
    if (status == TK_CLI_EXIT_OK && l->save_failed) {
        tk_cli_printf(stderr, _("%s match: the record %s could not be saved at the end\n"), l->game->prog,
                l->record);
        return TK_CLI_EXIT_FAIL;
    }
    return status;
}

/* The file a run saves to when it holds a person's unfinished match (a
 * new match would replace it), with where it stands in about; else NULL
 * (nothing there, not a record, finished, or computers' only). */
static const char *unfinished_target(const MtGame *game, const char *record, const char *resume,
                                     const char *person_save, char *about, size_t size)
{
    int over = 1, people = 0;
    const char *path = tk_cli_save_target(record, resume, person_save);
    if (path == NULL || mt_saved_line(game, path, about, size, &over, &people) != TK_OK ||
        over || people == 0) {
        return NULL;
    }
    return path;
}

int mt_loop_keep_saved(const MtGame *game, const char *prog, const char *record,
                       const char *resume, const char *person_save, int replace)
{
    char about[400];
    const char *path = unfinished_target(game, record, resume, person_save, about, sizeof about);
    if (path == NULL) {
        return -1;
    }
    return tk_cli_keep_saved(prog, "match", path, about, replace, isatty(STDIN_FILENO), stdin,
                             stdout);
}

int mt_loop_resume(const MtGame *game, const char *prog, const char *path, int allow_bots,
                   const char *fallback, int bot_ms, const char *bot_log, MtMatch **out)
{
    char msg[1000];
    MtResume opt;
    TkSaved sv;
    memset(&opt, 0, sizeof opt);
    opt.open = allow_bots ? MT_OPEN_PLAY : MT_OPEN_NO_BOTS;
    opt.fallback_level = fallback;
    opt.bot_reply_ms = bot_ms;
    opt.bot_log_dir = bot_log;
    if (mt_match_resume(game, path, &opt, out, msg, sizeof msg) != TK_OK) {
        fprintf(stderr, "%s match: %s\n", prog, msg); /* made visible by the layer */
        return TK_CLI_EXIT_FAIL;
    }
    mt_saved_read(game, path, &sv, NULL, 0);
    if (!allow_bots && sv.bots > 0) {
        tk_cli_printf(stderr, _("%s match: the saved game's bots were not started; --allow-bots "
                                "starts them (only for a file you trust)\n"),
                prog);
    }
    return -1;
}

int mt_replay_open(const MtGame *game, const char *prog, int argc, char **argv,
                   void (*help)(FILE *), MtReplay *rp)
{
    TkCliArgs a;
    const char *path = NULL;
    char msg[1000];
    memset(rp, 0, sizeof *rp);
    tk_cli_args_init(&a, prog, argc, argv);
    while (tk_cli_args_next(&a)) {
        if (tk_cli_args_is_option(&a)) {
            if (strcmp(a.opt, "--help") == 0) {
                help(stdout);
                return TK_CLI_EXIT_OK;
            }
            return tk_cli_args_error(&a, _("unknown option %s"), a.opt);
        }
        if (path != NULL) {
            return tk_cli_args_error(&a, _("one record at a time (got \"%s\" and \"%s\")"), path,
                                     a.opt);
        }
        path = a.opt;
    }
    if (path == NULL) {
        return tk_cli_args_error(&a, _("which record? (%s replay FILE)"), prog);
    }
    if (mt_match_load_record(game, path, &rp->game, rp->seat, msg, sizeof msg) != TK_OK) {
        fprintf(stderr, "%s replay: %s\n", prog, msg); /* made visible by the layer */
        return TK_CLI_EXIT_FAIL;
    }
    MtState st;
    memset(&st, 0, sizeof st);
    game->state(rp->game, &st);
    rp->players = st.players;
    tk_text_visible(path, rp->file, sizeof rp->file);
    mt_names_of_seats(&rp->names, rp->seat, rp->players);
    return -1;
}

void mt_replay_seats(const MtReplay *rp)
{
    for (int s = 0; s < rp->players; s++) {
        char spec[4 * MT_SPEC_MAX + 1];
        /* TRANSLATORS: a seat of a replayed record saved without its spec. */
        tk_text_visible(rp->seat[s].spec[0] != '\0' ? rp->seat[s].spec : C_("spec", "unknown"),
                        spec, sizeof spec);
        /* TRANSLATORS: a seat of a replayed record: its number, its name and
           its spec ("human", "ai:hard", a bot's command). */
        tk_cli_printf(stdout, _("  Seat %d: %s (%s)\n"), s + 1, rp->names.name[s], spec);
    }
}

void mt_replay_won(char *out, size_t size, const char *unit, const char *name, int units)
{
    unsigned long n = (unsigned long)units;
    if (strcmp(unit, "game") == 0) {
        tk_fmt(out, size,
               tk_trn("Result: %s won the match after %d game.",
                      "Result: %s won the match after %d games.", n),
               name, units);
    } else {
        tk_fmt(out, size,
               tk_trn("Result: %s won the match after %d round.",
                      "Result: %s won the match after %d rounds.", n),
               name, units);
    }
}

void mt_replay_result(const char *head, const MtNames *n, int players, const long *totals,
                      const int *teams)
{
    char list[MT_MAX_SEATS * (4 * (MT_NAME_MAX + 16) + 24)], line[sizeof list + 600];
    mt_names_list(n, players, totals, list, sizeof list);
    if (teams != NULL) {
        /* TRANSLATORS: %1$s is each seat's total ("Ann 120, Bob 85"), then
           the two teams' totals. */
        tk_fmt(line, sizeof line, _("Totals: %s; seats 1+3: %d, seats 2+4: %d."), list, teams[0],
               teams[1]);
    } else {
        /* TRANSLATORS: %s is each seat's total ("Ann 120, Bob 85"). */
        tk_fmt(line, sizeof line, _("Totals: %s."), list);
    }
    printf("%s %s\n", head, line);
}

void mt_names_list(const MtNames *n, int players, const long *v, char *buf, size_t size)
{
    size_t used = 0;
    if (size == 0) {
        return;
    }
    buf[0] = '\0';
    for (int s = 0; s < players && s < MT_MAX_SEATS && used + 1 < size; s++) {
        int k = snprintf(buf + used, size - used, "%s%s %ld", s ? ", " : "", n->name[s], v[s]);
        if (k < 0) {
            return;
        }
        used += (size_t)k < size - used ? (size_t)k : size - used - 1;
    }
}

/* ------------------------------------------------------------------ */
/* The run's summary                                                   */

void mt_loop_summary_json_begin(const MtLoop *l, TkJson *j)
{
    tk_json_begin(j, stdout);
    tk_json_str(j, "type", "summary");
    tk_json_int(j, "players", mt_match_players(l->m));
    tk_json_u64(j, "seed", l->seed);
}

void mt_loop_summary_json_end(const MtLoop *l, TkJson *j)
{
    const char *specs[MT_MAX_SEATS];
    const char *names[MT_MAX_SEATS];
    int players = mt_match_players(l->m);
    for (int s = 0; s < players && s < MT_MAX_SEATS; s++) {
        specs[s] = mt_match_seat_spec(l->m, s);
        names[s] = mt_match_seat_name(l->m, s);
    }
    tk_json_int(j, "unfinished", l->unfinished);
    tk_json_strs(j, "seats", specs, players);
    tk_json_strs(j, "names", names, players);
    tk_json_end(j);
}

/* Appends item to the list in buf at *used: ", " between items. */
static void list_add(char *buf, size_t size, size_t *used, const char *item)
{
    int k;
    if (*used + 1 >= size) {
        return;
    }
    k = snprintf(buf + *used, size - *used, "%s%s", *used > 0 ? ", " : "", item);
    if (k > 0) {
        *used += (size_t)k < size - *used ? (size_t)k : size - *used - 1;
    }
}

void mt_loop_summary_text(const MtLoop *l, const MtSummary *s)
{
    enum { ITEM = 4 * (MT_NAME_MAX + MT_SPEC_MAX) + 200 };
    char list[MT_MAX_SEATS * ITEM + 200], item[ITEM], spec[4 * MT_SPEC_MAX + 1];
    char line[sizeof list + 300];
    size_t used = 0;
    int players = mt_match_players(l->m);
    int games = strcmp(l->game->unit, "game") == 0;
    MtNames names;
    mt_names_of_match(&names, l->m);
    list[0] = '\0';
    for (int k = 0; k < players && k < MT_MAX_SEATS; k++) {
        tk_text_visible(mt_match_seat_spec(l->m, k), spec, sizeof spec);
        if (s->totals != NULL) {
            /* TRANSLATORS: a seat in the run's summary: its name, its spec
               ("ai:hard", "human"), the units it won, its points. */
            tk_fmt(item, sizeof item, _("%s (%s) won %ld, points %+ld"), names.name[k], spec,
                   s->wins[k], s->totals[k]);
        } else {
            tk_fmt(item, sizeof item, _("%s (%s) won %ld"), names.name[k], spec, s->wins[k]);
        }
        list_add(list, sizeof list, &used, item);
    }
    if (s->extra != NULL) {
        list_add(list, sizeof list, &used, s->extra);
    }
    /* TRANSLATORS: the run's summary; %3$s lists each seat and what it
       won ("Ann (human) won 3, Bob (ai:hard) won 5"). */
    tk_fmt(line, sizeof line,
           games ? tk_trn("%ld game played (seed %llu): %s.", "%ld games played (seed %llu): %s.",
                          (unsigned long)s->played)
                 : tk_trn("%ld round played (seed %llu): %s.",
                          "%ld rounds played (seed %llu): %s.", (unsigned long)s->played),
           s->played, (unsigned long long)l->seed, list);
    printf("\n%s\n", line);
    used = 0;
    list[0] = '\0';
    for (int k = 0; k < players && k < MT_MAX_SEATS && s->matches > 0; k++) {
        snprintf(item, sizeof item, "%s %ld", names.name[k], s->match_wins[k]);
        list_add(list, sizeof list, &used, item);
    }
    if (s->matches > 0 && s->shared > 0) {
        /* TRANSLATORS: how many matches were won by several seats at once. */
        tk_fmt(item, sizeof item, _("shared %ld"), s->shared);
        list_add(list, sizeof list, &used, item);
    }
    unsigned long m = (unsigned long)s->matches;
    if (list[0] != '\0' && s->unfinished) {
        /* TRANSLATORS: %2$s lists each seat's matches won ("Ann 1, Bob 0");
           %3$s is the option that stopped the last match, "--rounds". */
        tk_fmt(line, sizeof line,
               tk_trn("%ld match finished: %s (the last one was stopped by %s)",
                      "%ld matches finished: %s (the last one was stopped by %s)", m),
               s->matches, list, s->limit_opt);
    } else if (list[0] != '\0') {
        tk_fmt(line, sizeof line,
               tk_trn("%ld match finished: %s.", "%ld matches finished: %s.", m), s->matches,
               list);
    } else if (s->unfinished) {
        tk_fmt(line, sizeof line,
               tk_trn("%ld match finished (the last one was stopped by %s)",
                      "%ld matches finished (the last one was stopped by %s)", m),
               s->matches, s->limit_opt);
    } else {
        tk_fmt(line, sizeof line, tk_trn("%ld match finished.", "%ld matches finished.", m),
               s->matches);
    }
    printf("%s\n", line);
}

/* ------------------------------------------------------------------ */
/* The options every game's match command has                          */

static int level_known(const MtGame *g, const char *level)
{
    for (const char *const *l = g->levels(); *l != NULL; l++) {
        if (strcmp(*l, level) == 0) {
            return 1;
        }
    }
    return 0;
}

/* --seat K=SPEC or --name K=NAME. */
static int seat_option(TkCliArgs *a, const MtGame *g, const char *v, MtMatchOpts *o)
{
    int seat;
    const char *text;
    if (tk_cli_seat_arg(a, v, g->max_seats, &seat, &text) != TK_OK) {
        return -1;
    }
    if (strcmp(a->opt, "--seat") == 0) {
        if (strlen(text) > MT_SPEC_MAX) {
            tk_cli_args_error(a, _("seat %d: the spec is longer than %d characters"), seat + 1,
                              MT_SPEC_MAX);
            return -1;
        }
        snprintf(o->seat[seat].spec, sizeof o->seat[seat].spec, "%s", text);
        o->seat_given[seat] = 1;
    } else {
        if (text[0] == '\0' || strlen(text) > MT_NAME_MAX) {
            tk_cli_args_error(a, _("seat %d: a name has 1 to %d characters"), seat + 1, MT_NAME_MAX);
            return -1;
        }
        snprintf(o->seat[seat].name, sizeof o->seat[seat].name, "%s", text);
        o->name_given[seat] = 1;
    }
    o->table_opt = 1;
    return 1;
}

int mt_match_option(TkCliArgs *a, const MtGame *game, const char *limit_opt, MtMatchOpts *o)
{
    static const char *const with_value[] = {"--players",  "--seat",   "--name",   "--seed",
                                             "--bot-ms",   "--fallback", "--record", "--resume",
                                             "--bot-log",  "--history-dir"};
    const char *v;
    long n;
    size_t k;
    if (strcmp(a->opt, "--allow-bots") == 0 || strcmp(a->opt, "--replace") == 0) {
        if (!tk_cli_args_flag_ok(a)) {
            return -1;
        }
        *(strcmp(a->opt, "--replace") == 0 ? &o->replace : &o->allow_bots) = 1;
        return 1;
    }
    if (strcmp(a->opt, "--no-history") == 0) {
        if (!tk_cli_args_flag_ok(a)) {
            return -1;
        }
        o->no_history = 1;
        return 1;
    }
    for (k = 0; k < sizeof with_value / sizeof with_value[0]; k++) {
        if (strcmp(a->opt, with_value[k]) == 0) {
            break;
        }
    }
    if (k == sizeof with_value / sizeof with_value[0] && strcmp(a->opt, limit_opt) != 0) {
        return 0;
    }
    v = tk_cli_args_value(a);
    if (v == NULL) {
        return -1;
    }
    if (strcmp(a->opt, "--players") == 0) {
        if (tk_cli_int(a, v, game->min_seats, game->max_seats, &n) != TK_OK) {
            return -1;
        }
        o->players = (int)n;
        o->players_given = 1;
        o->table_opt = 1;
    } else if (strcmp(a->opt, "--seat") == 0 || strcmp(a->opt, "--name") == 0) {
        return seat_option(a, game, v, o);
    } else if (strcmp(a->opt, limit_opt) == 0) {
        if (tk_cli_int(a, v, 1, 100000000, &o->limit) != TK_OK) {
            return -1;
        }
    } else if (strcmp(a->opt, "--seed") == 0) {
        if (tk_cli_seed(a, v, &o->seed) != TK_OK) {
            return -1;
        }
        o->seed_given = 1;
        o->table_opt = 1;
    } else if (strcmp(a->opt, "--bot-ms") == 0) {
        if (tk_cli_int(a, v, 1, 3600000, &n) != TK_OK) {
            return -1;
        }
        o->bot_ms = (int)n;
    } else if (strcmp(a->opt, "--fallback") == 0) {
        if (!level_known(game, v)) {
            tk_cli_args_error(a, _("--fallback: unknown computer level \"%s\""), v);
            return -1;
        }
        o->fallback = v;
    } else if (strcmp(a->opt, "--bot-log") == 0 || strcmp(a->opt, "--history-dir") == 0) {
        if (!tk_cli_writable_dir(a, v)) {
            return -1;
        }
        *(strcmp(a->opt, "--bot-log") == 0 ? &o->bot_log : &o->history_dir) = v;
    } else {
        /* --record or --resume (saved to again): a regular file or none */
        if (!tk_cli_save_path(a, v)) {
            return -1;
        }
        *(strcmp(a->opt, "--record") == 0 ? &o->record : &o->resume) = v;
    }
    return 1;
}

int mt_match_options_done(TkCliArgs *a, const MtGame *game, const char *table_words,
                          MtMatchOpts *o)
{
    if (o->allow_bots && o->resume == NULL) {
        return tk_cli_args_error(a, "%s", _("--allow-bots goes with --resume"));
    }
    if (o->resume != NULL) {
        if (o->table_opt) {
            return tk_cli_args_error(a, _("--resume takes the table from the saved game: no %s "
                                          "with it"),
                                     table_words);
        }
        return -1;
    }
    for (int k = 0; k < game->max_seats && k < MT_MAX_SEATS; k++) {
        if ((o->seat_given[k] || o->name_given[k]) && k >= o->players) {
            return tk_cli_args_error(a,
                                     o->players_given
                                         ? tk_trn("seat %d is out of range: the table has %d seat",
                                                  "seat %d is out of range: the table has %d seats",
                                                  (unsigned long)o->players)
                                         : tk_trn("seat %d is out of range: the table has %d seat "
                                                  "(use --players)",
                                                  "seat %d is out of range: the table has %d seats "
                                                  "(use --players)",
                                                  (unsigned long)o->players),
                                     k + 1, o->players);
        }
        if (!o->seat_given[k]) {
            snprintf(o->seat[k].spec, sizeof o->seat[k].spec, "ai:%s", game->default_level());
        }
    }
    /* Every seat given is a seat ("--seat 1=" is not a person). */
    for (int k = 0; k < o->players; k++) {
        char why[300];
        if (tk_cli_seat_parse(o->seat[k].spec, game->levels(), NULL, why, sizeof why) != TK_OK) {
            return tk_cli_args_error(a, _("seat %d: %s"), k + 1, why);
        }
    }
    if (!o->seed_given) {
        o->seed = tk_cli_clock_seed();
    }
    return -1;
}

int mt_match_parse(const MtGame *game, const char *prog, int argc, char **argv,
                   void (*help)(FILE *), const char *limit_opt, const char *table_words,
                   int (*own)(TkCliArgs *a, void *ctx), void *ctx, MtMatchOpts *o)
{
    TkCliArgs a;
    int more, quit = TK_CLI_EXIT_OK;
    tk_cli_args_init(&a, prog, argc, argv);
    while ((more = tk_cli_args_option(&a, help, &o->json, &quit)) > 0) {
        int taken = mt_match_option(&a, game, limit_opt, o);
        if (taken < 0) {
            return TK_CLI_EXIT_USAGE;
        }
        if (taken == 0) {
            int st = own(&a, ctx);
            if (st >= 0) {
                return st;
            }
        }
    }
    if (more < 0) {
        return quit;
    }
    return mt_match_options_done(&a, game, table_words, o);
}

/* The first match of a run (not a resumed one): the game's options from
 * the tool, the table from o.  A refused table or seat is a usage error
 * (exit status 2), anything else a failure (1).  -1 with *out, or the exit
 * status, said. */
static int open_first(const MtLoopGame *lg, void *ctx, const MtGame *game, const MtMatchOpts *o,
                      MtMatch **out)
{
    MtSetup setup;
    char msg[600], shown[4 * sizeof msg];
    void *options = calloc(1, game->options_size);
    int st;
    if (options == NULL) {
        tk_cli_printf(stderr, _("%s match: out of memory\n"), lg->prog);
        return TK_CLI_EXIT_FAIL;
    }
    lg->options(ctx, options);
    mt_setup_fill(&setup, options, o->players, o->seed, o->seat, o->bot_ms, o->fallback,
                  o->bot_log);
    st = mt_match_new(game, &setup, out, msg, sizeof msg);
    free(options);
    if (st == TK_OK) {
        return -1;
    }
    tk_text_visible(msg, shown, sizeof shown);
    if (st == TK_E_CONFIG || st == TK_E_ARG) {
        return tk_cli_usage_error(lg->prog, "match", "%s", shown);
    }
    fprintf(stderr, "%s match: %s\n", lg->prog, shown);
    return TK_CLI_EXIT_FAIL;
}

int mt_match_run(MtLoop *l, const MtLoopGame *lg, void *ctx, const MtGame *game,
                 const MtMatchOpts *o, const char *default_save)
{
    MtMatch *m = NULL;
    char about[400];
    const char *replaced;
    int person = 0, st;
    for (int k = 0; k < o->players && o->resume == NULL; k++) {
        person |= strcmp(o->seat[k].spec, "human") == 0;
    }
    /* a person's unfinished match the run replaces (with a yes): kept in
       the history as abandoned */
    replaced = unfinished_target(game, o->record, o->resume, person ? default_save : NULL, about,
                                 sizeof about);
    st = mt_loop_keep_saved(game, lg->prog, o->record, o->resume, person ? default_save : NULL,
                            o->replace);
    if (st < 0) {
        st = o->resume != NULL ? mt_loop_resume(game, lg->prog, o->resume, o->allow_bots,
                                                o->fallback, o->bot_ms, o->bot_log, &m)
                               : open_first(lg, ctx, game, o, &m);
    }
    if (st >= 0) {
        return st;
    }
    mt_loop_init(l, lg, ctx, m, o->resume != NULL ? mt_match_seed(m) : o->seed);
    l->limit = o->limit;
    l->record = o->record;
    l->save = o->record != NULL ? o->record : (o->resume != NULL ? o->resume : default_save);
    l->autosave = o->record != NULL || o->resume != NULL;
    mt_loop_history_init(l, o);
    if (replaced != NULL) {
        mt_loop_keep_replaced(l, game, replaced);
    }
    mt_loop_seats(l);
    l->pace = l->humans > 0 && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    if (l->humans > 0 && !o->json && lg->banner[0] != '\0') {
        fprintf(l->out, "%s\n\n", _(lg->banner)); /* N_() where it is written */
    }
    st = lg->start != NULL ? lg->start(ctx, l) : -1;
    if (st >= 0) {
        mt_match_free(l->m);
        l->m = NULL;
        return st;
    }
    st = mt_loop_run(l);
    if (st == TK_CLI_EXIT_OK && !(l->humans > 0 && l->played == 0)) {
        lg->summary(ctx, l);
    }
    mt_match_free(l->m);
    l->m = NULL;
    return mt_loop_status(l, st);
}
