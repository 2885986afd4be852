/* history_cases.c - a game's matches in its history (history_cases.h). */
#include "history_cases.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/portable.h"
#include "kit/file.h"
#include "kit/status.h"

/* Plays m to its end (computers only), by turns or by time, each event
 * given to c->event. */
static void play_out(const HistoryCase *c, MtMatch *m, int max_steps)
{
    void *ev = malloc(c->game->event_size);
    int steps = 0, st = TK_OK;
    ck_assert_ptr_nonnull(ev);
    while (mt_match_phase(m) != MT_PHASE_OVER && steps++ < max_steps) {
        if (mt_match_phase(m) == MT_PHASE_BETWEEN) {
            ck_assert_int_eq(mt_match_deal(m), TK_OK);
        } else if (c->game->next_due != NULL) {
            int64_t due = mt_match_next_due(m);
            ck_assert_int_ge(due, 0);
            ck_assert_int_ne(mt_match_advance(m, due, 0, &st), MT_STEP_WAITING);
        } else {
            ck_assert_int_eq(mt_match_step(m, 0, &st), MT_STEP_ACTED);
        }
        ck_assert_int_eq(st, TK_OK);
        while (mt_match_next_event(m, ev)) {
            if (c->event != NULL) {
                c->event(c->ctx, ev);
            }
        }
    }
    free(ev);
}

static MtMatch *new_match(const HistoryCase *c, uint64_t seed)
{
    TkSeatInfo form[MT_MAX_SEATS];
    MtMatch *m = NULL;
    char msg[300];
    memset(form, 0, sizeof form);
    for (int i = 0; i < c->players; i++) {
        snprintf(form[i].spec, sizeof form[i].spec, "ai:%s", c->level);
    }
    ck_assert_msg(mt_match_new_from_form(c->game, c->options, c->players, seed, form, NULL, &m,
                                         msg, sizeof msg) == TK_OK,
                  "%s", msg);
    return m;
}

void history_check_game(const HistoryCase *c, TkHistEntry *out)
{
    char dir[1100], msg[400], path[1300];
    TkSeatInfo seats[MT_MAX_SEATS];
    TkHistEntry *list = NULL, as_person;
    TkHistRead info;
    MtMatch *m, *ro = NULL;
    MtResume rs;
    MtState st;
    void *loaded = NULL;
    long n = 0;
    int wins = 0;

    ck_assert_int_eq(portable_make_temp_dir("history-case", dir, sizeof dir), 0);
    ck_assert_ptr_nonnull(c->game->history);

    /* a match played out and kept */
    m = new_match(c, c->seed);
    play_out(c, m, 2000000);
    ck_assert_int_eq(mt_match_phase(m), MT_PHASE_OVER);
    ck_assert_msg(mt_history_add(m, dir, 1764270000, 754, 0, msg, sizeof msg) == TK_OK, "%s",
                  msg);
    ck_assert_int_eq(tk_hist_load_last(dir, 10, &list, &n, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(info.damaged, 0);
    ck_assert_int_eq(list[0].seq, 1);
    ck_assert_int_eq(list[0].when, 1764270000);
    ck_assert_int_eq(list[0].seconds, 754);
    ck_assert_int_eq(list[0].abandoned, 0);
    ck_assert_int_eq(list[0].players, c->players);
    ck_assert_int_eq(list[0].me, -1); /* computers only: nobody's figures */
    ck_assert_int_eq(list[0].nextra, 0);
    c->game->state(mt_match_game(m), &st);
    ck_assert_int_eq(list[0].units, st.number);
    for (int i = 0; i < c->players; i++) {
        ck_assert_int_eq(list[0].seat[i].kind, TK_HIST_COMPUTER);
        ck_assert_str_eq(list[0].seat[i].who, c->level);
        ck_assert_str_eq(list[0].seat[i].name, mt_match_seat_name(m, i));
        wins += list[0].seat[i].won;
    }
    ck_assert_int_ge(wins, 1);
    ck_assert_str_ne(list[0].options, "");
    /* its record is the match, as any reader reads it */
    ck_assert_str_ne(list[0].record, "");
    ck_assert_int_eq(tk_hist_record_path(dir, list[0].record, path, sizeof path), TK_OK);
    ck_assert_msg(mt_match_load_record(c->game, path, &loaded, seats, msg, sizeof msg) == TK_OK,
                  "%s", msg);
    c->game->state(loaded, &st);
    ck_assert_int_eq(st.phase, MT_PHASE_OVER);
    ck_assert_int_eq(st.seed, c->seed);
    c->game->game_free(loaded);
    free(list);

    /* the same match as if seat 1 were a person's: the game's figures */
    mt_match_seats(m, seats);
    snprintf(seats[0].spec, sizeof seats[0].spec, "human");
    mt_history_entry(c->game, mt_match_game(m), seats, NULL, 0, &as_person);
    ck_assert_int_eq(as_person.me, 0);
    ck_assert_int_eq(as_person.seat[0].kind, TK_HIST_PERSON);
    ck_assert_int_gt(as_person.nextra, 0);
    *out = as_person;

    /* a match opened to look at writes nothing */
    memset(&rs, 0, sizeof rs);
    rs.open = MT_OPEN_READ_ONLY;
    {
        TkHistEntry *again = NULL;
        char rec[1300];
        ck_assert_int_eq(tk_hist_load_last(dir, 1, &again, &n, NULL, msg, sizeof msg), TK_OK);
        ck_assert_int_eq(tk_hist_record_path(dir, again[0].record, rec, sizeof rec), TK_OK);
        free(again);
        ck_assert_int_eq(mt_match_resume(c->game, rec, &rs, &ro, msg, sizeof msg), TK_OK);
    }
    ck_assert_int_eq(mt_history_add(ro, dir, 1764270100, 1, 0, msg, sizeof msg), TK_E_ARG);
    mt_match_free(ro);
    ck_assert_int_eq(tk_hist_read(dir, NULL, NULL, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 1);
    mt_match_free(m);

    /* an unfinished match saved, then thrown away: kept as abandoned */
    m = new_match(c, c->seed + 1);
    ck_assert_int_eq(mt_match_deal(m), TK_OK);
    snprintf(path, sizeof path, "%s/saved.match", dir);
    ck_assert_int_eq(mt_match_save(m, path, msg, sizeof msg), TK_OK);
    mt_match_free(m);
    ck_assert_msg(mt_history_add_saved(c->game, path, dir, 1764270200, 0, msg, sizeof msg) ==
                      TK_OK,
                  "%s", msg);
    ck_assert_int_eq(tk_hist_load_last(dir, 10, &list, &n, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(n, 2);
    ck_assert_int_eq(list[1].seq, 2);
    ck_assert_int_eq(list[1].abandoned, 1);
    for (int i = 0; i < c->players; i++) {
        ck_assert_int_eq(list[1].seat[i].won, 0);
    }
    {
        char *a = NULL, *b = NULL;
        size_t alen = 0, blen = 0;
        char rec[1300];
        ck_assert_int_eq(tk_hist_record_path(dir, list[1].record, rec, sizeof rec), TK_OK);
        ck_assert_int_eq(tk_file_read(path, 1u << 24, &a, &alen, NULL, 0), TK_OK);
        ck_assert_int_eq(tk_file_read(rec, 1u << 24, &b, &blen, NULL, 0), TK_OK);
        ck_assert_int_eq(alen, blen);
        ck_assert_int_eq(memcmp(a, b, alen), 0);
        free(a);
        free(b);
    }
    /* a file that is no match is refused, the history as it was */
    snprintf(path, sizeof path, "%s/junk.match", dir);
    ck_assert_int_eq(tk_file_save_atomic(path, "junk\n", 5, NULL, 0), TK_OK);
    ck_assert_int_ne(mt_history_add_saved(c->game, path, dir, 1764270300, 0, msg, sizeof msg),
                     TK_OK);
    ck_assert_int_eq(tk_hist_read(dir, NULL, NULL, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 2);
    free(list);
    portable_remove_tree(dir);
}
