/*
 * table.c - a Rummikub match at a table (rummikub/table.h): Rummikub for
 * the match layer (rk_match_class: its engine, records, computer players
 * and, in seatbot.c, its bots), and what the layer leaves to the game: the
 * setup, a person's moves, the deal and the turn timer's penalty.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/table.h"
#include "seatbot.h"

/* First names for computer seats (a seat's own, chosen from the seed). */
static const char *const computer_names[] = {"Ada",   "Bruno", "Chloe", "Dmitri", "Elif",
                                             "Femi",  "Greta", "Hugo",  "Ines",   "Jonas",
                                             "Kenji", "Lena",  "Mateo", "Nora",   "Otto",
                                             "Priya"};

const char *rk_match_default_level(void)
{
    static const char *const order[] = {"medium", "hard", "easy"};
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        if (rk_ai_level_valid(order[i])) {
            return order[i];
        }
    }
    return rk_ai_levels()[0];
}

/* ------------------------------------------------------------------ */
/* Rummikub for the match layer                                        */

/* The first of the names, in their order from a start the seed chooses,
 * that no seat has yet.  The start is drawn from a copy of the names' rng,
 * so that every seat counts from the same place. */
static void computer_name(TkRng *rng, const char *const *taken, int ntaken, char *out,
                          size_t size)
{
    TkRng copy = *rng;
    int n = (int)(sizeof computer_names / sizeof computer_names[0]);
    int start = (int)tk_rng_below(&copy, (uint32_t)n);
    out[0] = '\0';
    for (int k = 0; k < n; k++) {
        const char *cand = computer_names[(start + k) % n];
        int used = 0;
        for (int j = 0; j < ntaken; j++) {
            used |= strcmp(taken[j], cand) == 0;
        }
        if (!used) {
            snprintf(out, size, "%s", cand);
            return;
        }
    }
}

static int game_new(const void *options, uint64_t seed, void **out, char *msg, size_t size)
{
    RkGame *g = NULL;
    if (rk_config_check(options, msg, size) != TK_OK) {
        return TK_E_CONFIG;
    }
    int st = rk_game_new(options, seed, &g, msg, size);
    *out = g;
    return st;
}

static void options_of(const void *game, void *options)
{
    RkConfig *c = options;
    *c = *rk_game_config(game);
    c->first = -1; /* drawn afresh */
}

static void game_free(void *game)
{
    rk_game_free(game);
}

static void state(const void *game, MtState *out)
{
    const RkConfig *cfg = rk_game_config(game);
    int ph = rk_game_phase(game);
    out->players = cfg->players;
    out->seed = rk_game_seed(game);
    out->phase = ph == RK_PHASE_TURN         ? MT_PHASE_PLAYING
                 : ph == RK_PHASE_MATCH_OVER ? MT_PHASE_OVER
                                             : MT_PHASE_BETWEEN;
    out->number = rk_game_number(game);
    out->to_act = rk_game_to_act(game);
}

static int next_event(void *game, void *event)
{
    return rk_event_next(game, event);
}

static int event_ends_game(const void *event)
{
    int kind = ((const RkEvent *)event)->kind;
    return kind == RK_EV_GAME_OVER || kind == RK_EV_MATCH_OVER;
}

static int deal(void *game)
{
    return rk_deal(game);
}

static int load(const char *path, void **game, TkSeatInfo *seats, char *msg, size_t size)
{
    RkRecordMeta meta;
    RkGame *g = NULL;
    int st = rk_record_load(path, &g, &meta, msg, size);
    *game = g;
    if (st == TK_OK) {
        memcpy(seats, meta.seat, sizeof meta.seat);
    }
    return st;
}

static int saver_new(void **out)
{
    RkRecordSaver *sv = NULL;
    int st = rk_record_saver_new(&sv);
    *out = sv;
    return st;
}

static int save(void *saver, const void *game, const TkSeatInfo *seats, const char *path,
                char *msg, size_t size)
{
    RkRecordMeta meta;
    memcpy(meta.seat, seats, sizeof meta.seat);
    return saver != NULL ? rk_record_saver_save(saver, game, &meta, path, msg, size)
                         : rk_record_save(game, &meta, path, msg, size);
}

static void saver_free(void *saver)
{
    rk_record_saver_free(saver);
}

static void saved_state(const void *game, TkSaved *out)
{
    for (int s = 0; s < rk_game_config(game)->players; s++) {
        out->total[s] = rk_game_total(game, s);
    }
    tk_fmt(out->heading, sizeof out->heading, _("Game %d of %d"),
             rk_game_number(game) > 0 ? rk_game_number(game) : 1, rk_game_config(game)->games);
}

/* A computer seat: its player and room for its view (large). */
typedef struct SeatAI {
    RkAI *ai;
    RkView view;
} SeatAI;

static int ai_new(const char *level, uint64_t seed, void **out)
{
    SeatAI *a = calloc(1, sizeof *a);
    if (a == NULL) {
        return TK_E_NOMEM;
    }
    int st = rk_ai_new(level, seed, &a->ai);
    if (st != TK_OK) {
        free(a);
        return st;
    }
    *out = a;
    return TK_OK;
}

static void ai_free(void *ai)
{
    SeatAI *a = ai;
    if (a != NULL) {
        rk_ai_free(a->ai);
        free(a);
    }
}

static int ai_act(void *ai, void *game, int seat)
{
    SeatAI *a = ai;
    RkMove m;
    int st = rk_game_view(game, seat, &a->view);
    if (st == TK_OK) {
        st = rk_ai_decide(a->ai, &a->view, &m);
    }
    if (st == TK_OK) {
        st = rk_apply(game, seat, m.kind, m.kind == RK_ACT_PLAY ? &m.table : NULL);
    }
    return st;
}

/* Grouped as MtGame's parts: who it is; its state; records; computers and
 * bots.  Driven by turns (no next_due, no advance); the turn timer is the
 * game's own (rk_match_timeout). */
const MtGame rk_match_class = {
    .title = "Rummikub", .min_seats = RK_MIN_SEATS, .max_seats = RK_MAX_SEATS,
    .event_size = sizeof(RkEvent), .levels = rk_ai_levels,
    .default_level = rk_match_default_level, .computer_name = computer_name,

    .options_size = sizeof(RkConfig), .game_new = game_new, .options_of = options_of,
    .game_free = game_free, .state = state, .next_event = next_event,
    .event_ends_game = event_ends_game, .deal = deal,

    .load = load, .saver_new = saver_new, .save = save, .saver_free = saver_free,
    .saved_state = saved_state,

    .ai_new = ai_new, .ai_free = ai_free, .ai_act = ai_act, .bot = &rk_seat_bots,

    .history = &rk_match_history, .replay = &rk_match_replay,
};

/* ------------------------------------------------------------------ */
/* Making a match                                                      */

void rk_match_setup_default(RkMatchSetup *setup, int players)
{
    memset(setup, 0, sizeof *setup);
    rk_config_default(&setup->config, players);
    for (int i = 0; i < players && i < RK_MAX_SEATS; i++) {
        if (i == 0) {
            snprintf(setup->seat[i].spec, sizeof setup->seat[i].spec, "human");
        } else {
            snprintf(setup->seat[i].spec, sizeof setup->seat[i].spec, "ai:%s",
                     rk_match_default_level());
        }
    }
}

int rk_match_new(const RkMatchSetup *setup, RkMatch **out, char *msg, size_t size)
{
    MtSetup mt;
    if (setup == NULL) {
        if (out != NULL) {
            *out = NULL;
        }
        tk_text_message(msg, size, "no setup given");
        return TK_E_ARG;
    }
    mt_setup_fill(&mt, &setup->config, setup->config.players, setup->seed, setup->seat,
                  setup->bot_reply_ms, setup->fallback_level, setup->bot_log_dir);
    return mt_match_new(&rk_match_class, &mt, out, msg, size);
}

int rk_match_resume(const char *path, const MtResume *opt, RkMatch **out, char *msg, size_t size)
{
    return mt_match_resume(&rk_match_class, path, opt, out, msg, size);
}

int rk_match_load_record(const char *path, RkGame **out, RkRecordMeta *meta, char *msg,
                         size_t size)
{
    TkSeatInfo seats[MT_MAX_SEATS];
    void *g = NULL;
    int st = mt_match_load_record(&rk_match_class, path, &g, seats, msg, size);
    if (out != NULL) {
        *out = g;
    } else {
        rk_game_free(g);
    }
    if (st == TK_OK && meta != NULL) {
        memcpy(meta->seat, seats, sizeof meta->seat);
    }
    return st;
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

const RkGame *rk_match_game(const RkMatch *t)
{
    return mt_match_game(t);
}

const char *rk_match_error(const RkMatch *t)
{
    return t != NULL ? rk_game_error(mt_match_game(t)) : "";
}


int rk_match_apply(RkMatch *t, int seat, RkActionKind kind, const RkTable *table)
{
    if (t == NULL || (kind != RK_ACT_DRAW && kind != RK_ACT_PLAY)) {
        return TK_E_ARG;
    }
    if (seat >= 0 && seat < mt_match_players(t) && mt_match_seat_kind(t, seat) != MT_SEAT_HUMAN) {
        /* The seat's own player decides for it (mt_match_step). */
        return TK_E_TURN;
    }
    int st = rk_apply(mt_match_game_mut(t), seat, kind, table);
    return st != TK_OK ? st : mt_match_acted(t);
}

int rk_match_timeout(RkMatch *t)
{
    if (t == NULL) {
        return TK_E_ARG;
    }
    int seat = rk_game_to_act(mt_match_game(t));
    int st = rk_timeout(mt_match_game_mut(t));
    if (st != TK_OK) {
        return st;
    }
    mt_match_withdraw(t, seat);
    return mt_match_acted(t);
}
