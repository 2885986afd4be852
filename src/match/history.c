/*
 * history.c - a match kept in its game's history (match/history.h): its
 * seats as the history says them, the game's scores, winners and own
 * figures, its record beside the history's line.
 */
#include "match/history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/file.h"
#include "kit/status.h"
#include "kit/text.h"

/* The program a bot command starts, without its folder: "mybot" for
 * "./bots/mybot --fast". */
static void bot_program(const char *command, char *out, size_t size)
{
    const char *start = command, *p, *end;
    while (*start == ' ') {
        start++;
    }
    end = start;
    while (*end != '\0' && *end != ' ') {
        end++;
    }
    for (p = start; p < end; p++) {
        if (*p == '/' || *p == '\\') {
            start = p + 1;
        }
    }
    snprintf(out, size, "%.*s", (int)(end - start), start);
}

void mt_history_entry(const MtGame *game, const void *state, const TkSeatInfo *seats,
                      const int *had_bot, int abandoned, TkHistEntry *e)
{
    MtState st;
    int i;
    memset(e, 0, sizeof *e);
    e->me = -1;
    if (game == NULL || state == NULL || seats == NULL) {
        return;
    }
    memset(&st, 0, sizeof st);
    game->state(state, &st);
    e->players = st.players < 1 ? 1 : st.players > TK_SAVED_SEATS ? TK_SAVED_SEATS : st.players;
    e->units = st.number;
    e->abandoned = abandoned;
    for (i = 0; i < e->players; i++) {
        const char *spec = seats[i].spec;
        TkHistSeat *s = &e->seat[i];
        snprintf(s->name, sizeof s->name, "%s", seats[i].name);
        if (strncmp(spec, "bot:", 4) == 0) {
            s->kind = TK_HIST_BOT;
            bot_program(spec + 4, s->who, sizeof s->who);
        } else if (had_bot != NULL && had_bot[i]) {
            s->kind = TK_HIST_BOT; /* its bot failed: the computer finished for it */
            snprintf(s->who, sizeof s->who, "%s", seats[i].name);
        } else if (strncmp(spec, "ai:", 3) == 0) {
            s->kind = TK_HIST_COMPUTER;
            snprintf(s->who, sizeof s->who, "%s", spec + 3);
        } else {
            s->kind = TK_HIST_PERSON;
            if (e->me < 0) {
                e->me = i;
            }
        }
    }
    if (game->history != NULL && game->history->fill != NULL) {
        game->history->fill(state, e);
    }
    if (abandoned) {
        for (i = 0; i < e->players; i++) {
            e->seat[i].won = 0; /* nobody wins a match thrown away */
        }
    }
}

/* Saves the record of match seq (save(path): the caller's way) and sets
 * e->record; a record that cannot be saved is left out, the line kept. */
typedef int (*SaveFn)(void *ctx, const char *path, char *msg, size_t size);

static int keep(const MtGame *game, const char *dir, TkHistEntry *e, int64_t when, long seconds,
                SaveFn save, void *ctx, char *msg, size_t size)
{
    char name[TK_HIST_RECORD_MAX + 1], path[1300];
    long seq = 0;
    int st = tk_hist_next_seq(dir, &seq, msg, size);
    if (st != TK_OK) {
        return st;
    }
    e->seq = seq;
    e->when = when < 0 ? 0 : when;
    e->seconds = seconds < 0 ? 0 : seconds;
    tk_hist_record_name(seq, game->history->id, name, sizeof name);
    if (tk_hist_make_dir(dir, NULL, 0) == TK_OK &&
        tk_hist_record_path(dir, name, path, sizeof path) == TK_OK &&
        save(ctx, path, NULL, 0) == TK_OK) {
        snprintf(e->record, sizeof e->record, "%s", name);
    }
    return tk_hist_append(dir, e, TK_HIST_RECORDS, msg, size);
}

static int save_match(void *ctx, const char *path, char *msg, size_t size)
{
    return mt_match_save(ctx, path, msg, size);
}

int mt_history_add(MtMatch *m, const char *dir, int64_t when, long seconds, int abandoned,
                   char *msg, size_t size)
{
    const MtGame *game = mt_match_class(m);
    TkSeatInfo seats[MT_MAX_SEATS];
    int had_bot[MT_MAX_SEATS];
    TkHistEntry e;
    int i, n;
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (m == NULL || dir == NULL || game == NULL || game->history == NULL) {
        tk_text_message(msg, size, "no match, no folder, or a game that keeps no history");
        return TK_E_ARG;
    }
    if (mt_match_open_mode(m) == MT_OPEN_READ_ONLY) {
        tk_text_message(msg, size, "this match was opened to look at: nothing is written");
        return TK_E_ARG;
    }
    n = mt_match_players(m);
    memset(seats, 0, sizeof seats);
    mt_match_seats(m, seats);
    for (i = 0; i < MT_MAX_SEATS; i++) {
        had_bot[i] = i < n && mt_match_seat_had_bot(m, i);
    }
    mt_history_entry(game, mt_match_game(m), seats, had_bot, abandoned, &e);
    return keep(game, dir, &e, when, seconds, save_match, m, msg, size);
}

typedef struct CopyCtx {
    const char *text;
    size_t len;
} CopyCtx;

static int save_copy(void *ctx, const char *path, char *msg, size_t size)
{
    const CopyCtx *c = ctx;
    return tk_file_save_atomic(path, c->text, c->len, msg, size);
}

int mt_history_add_saved(const MtGame *game, const char *path, const char *dir, int64_t when,
                         long seconds, char *msg, size_t size)
{
    TkSeatInfo seats[MT_MAX_SEATS];
    TkHistEntry e;
    CopyCtx copy;
    char *text = NULL;
    size_t len = 0;
    void *state = NULL;
    int st;
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (game == NULL || path == NULL || dir == NULL || game->history == NULL) {
        tk_text_message(msg, size, "no game, file or folder, or a game that keeps no history");
        return TK_E_ARG;
    }
    memset(seats, 0, sizeof seats);
    st = mt_match_load_record(game, path, &state, seats, msg, size);
    if (st != TK_OK) {
        return st;
    }
    mt_history_entry(game, state, seats, NULL, 1, &e);
    game->game_free(state);
    st = tk_file_read(path, 64u << 20, &text, &len, msg, size);
    if (st != TK_OK) {
        return st;
    }
    copy.text = text;
    copy.len = len;
    st = keep(game, dir, &e, when, seconds, save_copy, &copy, msg, size);
    free(text);
    return st;
}

int mt_history_stats(const MtGame *game, const char *dir, TkHistStats *s, TkHistRead *info,
                     char *msg, size_t size)
{
    const TkHistGame *g = game != NULL && game->history != NULL ? &game->history->figures : NULL;
    int st = tk_hist_stats_read(dir, g, s, info, msg, size);
    if (st == TK_OK && game != NULL) {
        const char *const *levels = game->levels();
        int n = 0;
        while (levels != NULL && levels[n] != NULL) {
            n++;
        }
        tk_hist_stats_order_levels(s, levels, n); /* easiest first, as the game names them */
    }
    return st;
}
