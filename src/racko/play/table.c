/*
 * table.c - a match at a table (racko/table.h): Rack-O for the match layer
 * (racko_table_class: its engine, records, computer players and, in
 * seatbot.c, its bots), and what the layer leaves to the game: the setup
 * and a person's actions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/text.h"
#include "kit/lang.h"
#include "racko/ai.h"
#include "racko/table.h"
#include "seatbot.h"

/* ------------------------------------------------------------------ */
/* Rack-O for the match layer                                          */

static const char *default_level(void)
{
    return racko_ai_level_valid("medium") ? "medium" : "easy";
}

static void computer_name(TkRng *rng, const char *const *taken, int ntaken, char *out,
                          size_t size)
{
    racko_ai_random_name(rng, taken, ntaken, out, size);
}

static int game_new(const void *options, uint64_t seed, void **out, char *msg, size_t size)
{
    RackoGame *g = NULL;
    int st = racko_config_check(options, msg, size);
    if (st == RACKO_OK) {
        st = racko_game_new(options, seed, &g, msg, size);
    }
    *out = g;
    return st;
}

static void options_of(const void *game, void *options)
{
    RackoConfig *c = options;
    *c = *racko_game_config(game);
    c->deck_size = 0; /* dealt afresh: the deck its players call for */
}

static void game_free(void *game)
{
    racko_game_free(game);
}

static void state(const void *game, MtState *out)
{
    int ph = racko_game_phase(game);
    out->players = racko_game_config(game)->players;
    out->seed = racko_game_seed(game);
    out->phase = ph == RACKO_PHASE_ROUND_OVER   ? MT_PHASE_BETWEEN
                 : ph == RACKO_PHASE_MATCH_OVER ? MT_PHASE_OVER
                                                : MT_PHASE_PLAYING;
    out->number = racko_game_round(game);
    /* A decision is due in the deciding phases only. */
    out->to_act = ph == RACKO_PHASE_DRAW || ph == RACKO_PHASE_PLACE || ph == RACKO_PHASE_ECLAIR
                      ? racko_game_to_act(game)
                      : -1;
}

static int next_event(void *game, void *event)
{
    return racko_event_next(game, event);
}

static int event_ends_game(const void *event)
{
    int kind = ((const RackoEvent *)event)->kind;
    return kind == RACKO_EV_ROUND_SCORED || kind == RACKO_EV_MATCH_OVER;
}

static int deal(void *game)
{
    return racko_apply(game, 0, (RackoAction){RACKO_ACT_DEAL, 0});
}

static int load(const char *path, void **game, TkSeatInfo *seats, char *msg, size_t size)
{
    RackoRecordMeta meta;
    RackoGame *g = NULL;
    int st = racko_record_load(path, &g, &meta, msg, size);
    *game = g;
    if (st == RACKO_OK) {
        memcpy(seats, meta.seat, sizeof meta.seat);
    }
    return st;
}

static int saver_new(void **out)
{
    RackoRecordSaver *sv = NULL;
    int st = racko_record_saver_new(&sv);
    *out = sv;
    return st;
}

static int save(void *saver, const void *game, const TkSeatInfo *seats, const char *path,
                char *msg, size_t size)
{
    RackoRecordMeta meta;
    memset(&meta, 0, sizeof meta);
    memcpy(meta.seat, seats, sizeof meta.seat);
    return saver != NULL ? racko_record_saver_save(saver, game, &meta, path, msg, size)
                         : racko_record_save(game, &meta, path, msg, size);
}

static void saver_free(void *saver)
{
    racko_record_saver_free(saver);
}

static void saved_state(const void *game, TkSaved *out)
{
    for (int s = 0; s < racko_game_config(game)->players; s++) {
        out->total[s] = racko_game_total(game, s);
    }
    tk_fmt(out->heading, sizeof out->heading, _("Round %d"),
           racko_game_round(game) > 0 ? racko_game_round(game) : 1);
    out->unit = racko_game_config(game)->rules & RACKO_RULE_TOKENS ? "token" : "point";
}

static int ai_new(const char *level, uint64_t seed, void **out)
{
    RackoAI *ai = NULL;
    int st = racko_ai_new(level, seed, &ai);
    *out = ai;
    return st;
}

static void ai_free(void *ai)
{
    racko_ai_free(ai);
}

static int ai_act(void *ai, void *game, int seat)
{
    RackoAction a;
    int st = racko_ai_decide(ai, racko_game_view(game, seat), &a);
    return st == RACKO_OK ? racko_apply(game, seat, a) : st;
}

/* Grouped as MtGame's parts: who it is (one seat alone is a solo game);
 * its state; records; computers and bots.  Driven by turns (no next_due,
 * no advance). */
const MtGame racko_table_class = {
    .title = "Rack-O", .min_seats = 1, .max_seats = RACKO_MAX_SEATS,
    .event_size = sizeof(RackoEvent), .levels = racko_ai_levels, .default_level = default_level,
    .computer_name = computer_name,

    .options_size = sizeof(RackoConfig), .game_new = game_new, .options_of = options_of,
    .game_free = game_free, .state = state, .next_event = next_event,
    .event_ends_game = event_ends_game, .deal = deal,

    .load = load, .saver_new = saver_new, .save = save, .saver_free = saver_free,
    .saved_state = saved_state,

    .ai_new = ai_new, .ai_free = ai_free, .ai_act = ai_act, .bot = &racko_seat_bots,

    .history = &racko_table_history, .replay = &racko_table_replay,
};

/* ------------------------------------------------------------------ */
/* A table                                                             */

void racko_table_setup_default(RackoTableSetup *setup, int players)
{
    memset(setup, 0, sizeof *setup);
    racko_config_default(&setup->config, players);
    for (int i = 0; i < players && i < RACKO_MAX_SEATS; i++) {
        snprintf(setup->seat[i].spec, sizeof setup->seat[i].spec, "%s",
                 i == 0 ? "human" : "ai:medium");
    }
}

int racko_table_new(const RackoTableSetup *setup, RackoTable **out, char *msg, size_t size)
{
    MtSetup mt;
    if (setup == NULL) {
        if (out != NULL) {
            *out = NULL;
        }
        tk_text_message(msg, size, "no setup given");
        return RACKO_E_ARG;
    }
    mt_setup_fill(&mt, &setup->config, setup->config.players, setup->seed, setup->seat,
                  setup->bot_reply_ms, setup->fallback_level, setup->bot_log_dir);
    return mt_match_new(&racko_table_class, &mt, out, msg, size);
}

int racko_table_resume(const char *path, RackoTable **out, char *msg, size_t size)
{
    MtResume opt;
    memset(&opt, 0, sizeof opt);
    opt.open = MT_OPEN_PLAY;
    return racko_table_resume_with(path, &opt, out, msg, size);
}

int racko_table_resume_with(const char *path, const MtResume *opt, RackoTable **out, char *msg,
                            size_t size)
{
    return mt_match_resume(&racko_table_class, path, opt, out, msg, size);
}

int racko_table_load_record(const char *path, RackoGame **out, RackoRecordMeta *meta, char *msg,
                            size_t size)
{
    TkSeatInfo seats[MT_MAX_SEATS];
    void *g = NULL;
    int st = mt_match_load_record(&racko_table_class, path, &g, seats, msg, size);
    if (out != NULL) {
        *out = g;
    } else {
        racko_game_free(g);
    }
    if (st == RACKO_OK && meta != NULL) {
        memset(meta, 0, sizeof *meta);
        memcpy(meta->seat, seats, sizeof meta->seat);
    }
    return st;
}

const RackoGame *racko_table_game(const RackoTable *t)
{
    return mt_match_game(t);
}

int racko_table_apply(RackoTable *t, int seat, RackoAction a)
{
    if (t == NULL) {
        return RACKO_E_ARG;
    }
    if (a.kind != RACKO_ACT_DEAL && seat >= 0 && seat < mt_match_players(t) &&
        mt_match_seat_kind(t, seat) != MT_SEAT_HUMAN) {
        /* The seat's own player decides for it (mt_match_step). */
        return RACKO_E_TURN;
    }
    int st = racko_apply(mt_match_game_mut(t), seat, a);
    return st != RACKO_OK ? st : mt_match_acted(t);
}
