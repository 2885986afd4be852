/*
 * table.c - a Ratuki match at a table (ratuki/table.h): Ratuki for the
 * match layer (rt_table_class: its engine run by the round driver, its
 * records, its computer players and, in seatbot.c, its bots), driven by
 * time, and what the layer leaves to the game: the setup, the pace, a
 * person's actions, the moment a person leaves.
 *
 * The layer's game is a Table: the match (RtGame), its round driver, and
 * the seats' players as the layer last said (MtGame.seat_changed).  A seat
 * whose player is new is given to the driver ("bound") before the driver
 * is next used: at the deal, at an advance, at a person's action.  The
 * driver tells the agents everything and relays the game's events, which
 * the layer takes from it (next_event); the events a record's replay made
 * come first, from a queue of their own.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "kit/queue.h"
#include "kit/text.h"
#include "ratuki/ai.h"
#include "ratuki/driver.h"
#include "ratuki/table.h"
#include "history.h"
#include "seatbot.h"

/* First names for computer seats (a seat's own, chosen from the seed). */
static const char *const computer_names[] = {"Aiko", "Bram",  "Cleo", "Dario", "Edda",  "Felix",
                                             "Gaia", "Hamid", "Iris", "Juno",  "Kofi",  "Lotte",
                                             "Milan", "Nadia", "Oskar", "Petra"};

/* A computer seat: its level and seed, and the player made at the table's
 * pace (made again when the pace changes). */
typedef struct SeatAI {
    char level[MT_LEVEL_MAX + 1];
    uint64_t seed;
    int pace;
    RtAI *ai;
} SeatAI;

typedef struct Seat {
    MtSeatKind kind; /* as the layer last said */
    void *player;    /* its SeatAI or seat bot; NULL for a person */
    int bind;        /* to be given to the driver before its next use */
} Seat;

enum { BOT_POLL_MS = 20 }; /* a person's table: how often a bot's answer is looked for */

typedef struct Table {
    RtTableOptions o;
    RtGame *g;
    RtDriver *d;
    Seat seat[RT_MAX_SEATS];
    int people; /* seats persons play */
    TkQueue replayed; /* of RtEvent: a record's replay, for the layer first */
    char error[RT_DRIVER_TEXT];
} Table;

const char *rt_table_default_level(void)
{
    return rt_ai_level_valid("medium") ? "medium" : rt_ai_levels()[0];
}

const RtConfig *table_config(const void *game)
{
    return rt_game_config(((const Table *)game)->g);
}

static int round_on(const Table *t)
{
    return rt_game_phase(t->g) == RT_PHASE_ROUND;
}

/* ------------------------------------------------------------------ */
/* The seats' players and the driver                                   */

static int pace_of(const Table *t)
{
    return t->o.pace > 0 ? t->o.pace : RT_PACE_DEFAULT;
}

/* Gives the driver seat s's player, made at the table's pace. */
static int bind_seat(Table *t, int s)
{
    Seat *se = &t->seat[s];
    RtAgent agent;
    se->bind = 0;
    if (se->kind == MT_SEAT_AI && se->player != NULL) {
        SeatAI *a = se->player;
        if (a->ai == NULL || a->pace != pace_of(t)) {
            RtAIOptions opt = {pace_of(t), 0};
            RtAI *ai = NULL;
            int st = rt_ai_new(a->level, a->seed, &opt, &ai);
            if (st != TK_OK) {
                se->bind = 1;
                return st;
            }
            rt_ai_free(a->ai);
            a->ai = ai;
            a->pace = opt.pace;
        }
        rt_ai_agent(a->ai, &agent);
    } else if (se->kind == MT_SEAT_BOT && se->player != NULL) {
        seatbot_agent(se->player, &agent);
    } else {
        return rt_driver_set_agent(t->d, s, NULL);
    }
    return rt_driver_set_agent(t->d, s, &agent);
}

static int bind_seats(Table *t)
{
    for (int s = 0; s < rt_game_config(t->g)->players; s++) {
        if (t->seat[s].bind) {
            int st = bind_seat(t, s);
            if (st != TK_OK) {
                return st;
            }
        }
    }
    return TK_OK;
}

static int binding(const Table *t)
{
    for (int s = 0; s < rt_game_config(t->g)->players; s++) {
        if (t->seat[s].bind) {
            return 1;
        }
    }
    return 0;
}

/* The layer says seat's player is new: the old one is gone, so the driver
 * drops it now; the new one is bound before the driver's next use. */
static void seat_changed(void *game, MtMatch *m, int seat)
{
    Table *t = game;
    Seat *se = &t->seat[seat];
    rt_driver_set_agent(t->d, seat, NULL);
    se->kind = mt_match_seat_kind(m, seat);
    se->player = se->kind == MT_SEAT_AI    ? mt_match_seat_ai(m, seat)
                 : se->kind == MT_SEAT_BOT ? mt_match_seat_bot(m, seat)
                                           : NULL;
    se->bind = 1;
    t->people = mt_match_humans(m);
}

static int asking(const Table *t);

/* 1 if the clock waits for a bot: nobody at the table but computers and
 * bots, and a bot's answer is out. */
static int holding(const Table *t)
{
    return t->people == 0 && asking(t);
}

/* 1 if a bot's answer is out (at a person's table the clock runs on
 * meanwhile: its answer is looked for every BOT_POLL_MS). */
static int asking(const Table *t)
{
    for (int s = 0; s < rt_game_config(t->g)->players; s++) {
        const Seat *se = &t->seat[s];
        if (se->kind == MT_SEAT_BOT && !se->bind && seatbot_asked(se->player)) {
            return 1;
        }
    }
    return 0;
}

static int has_bots(const Table *t)
{
    for (int s = 0; s < rt_game_config(t->g)->players; s++) {
        if (t->seat[s].kind == MT_SEAT_BOT) {
            return 1;
        }
    }
    return 0;
}

/* After the driver worked: a seat whose agent failed goes to the layer
 * (a bot's seat to the computer, with its notice), and the new players
 * are bound. */
static int settle(Table *t, MtMatch *m)
{
    RtNotice n;
    while (rt_driver_notice_next(t->d, &n)) {
        Seat *se = &t->seat[n.seat];
        if (n.kind != RT_NOTICE_FAILED || se->kind != MT_SEAT_BOT || se->bind) {
            continue; /* a refusal (for a log), or a seat the layer changed since */
        }
        RtBot *bot = seatbot_bot(se->player);
        if (rt_bot_failed(bot)) {
            mt_match_seat_bot_failed(m, n.seat, TK_BOT_LEFT_STOPPED, rt_bot_failure(bot));
        } else {
            mt_match_seat_bot_failed(m, n.seat, TK_BOT_LEFT_RULES, n.text);
        }
    }
    return bind_seats(t);
}

/* ------------------------------------------------------------------ */
/* Ratuki for the match layer                                          */

static void computer_name(TkRng *rng, const char *const *taken, int ntaken, char *out,
                          size_t size)
{
    mt_pick_name(computer_names, (int)(sizeof computer_names / sizeof computer_names[0]), rng,
                 taken, ntaken, out, size);
}

static void table_free(void *game)
{
    Table *t = game;
    if (t != NULL) {
        rt_driver_free(t->d);
        rt_game_free(t->g);
        tk_queue_free(&t->replayed);
        free(t);
    }
}

/* A table around game g (taken). */
static int table_around(RtGame *g, const RtTableOptions *o, Table **out, char *msg, size_t size)
{
    Table *t = calloc(1, sizeof *t);
    *out = NULL;
    if (t == NULL || rt_driver_new(g, NULL, &t->d) != TK_OK) {
        free(t);
        rt_game_free(g);
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    t->g = g;
    t->o.config = *rt_game_config(g);
    t->o.pace = o != NULL ? o->pace : 0;
    t->o.glow = o != NULL ? o->glow : RT_GLOW_UNSAID;
    tk_queue_init(&t->replayed, sizeof(RtEvent));
    *out = t;
    return TK_OK;
}

static int game_new(const void *options, uint64_t seed, void **out, char *msg, size_t size)
{
    const RtTableOptions *o = options;
    RtGame *g = NULL;
    *out = NULL;
    if (o->pace != 0 && (o->pace < RT_PACE_MIN || o->pace > RT_PACE_MAX)) {
        tk_text_message(msg, size, "the pace is %d%% to %d%% of the levels' own, not %d%%",
                        RT_PACE_MIN, RT_PACE_MAX, o->pace);
        return TK_E_CONFIG;
    }
    if (o->glow < RT_GLOW_UNSAID || o->glow > RT_GLOW_OFF) {
        tk_text_message(msg, size, "the glow is on, off or not said, not %d", o->glow);
        return TK_E_CONFIG;
    }
    int st = rt_game_new(&o->config, seed, &g, msg, size);
    if (st != TK_OK) {
        return st;
    }
    Table *t = NULL;
    st = table_around(g, o, &t, msg, size);
    *out = t;
    return st;
}

static void options_of(const void *game, void *options)
{
    const Table *t = game;
    RtTableOptions *o = options;
    o->config = *rt_game_config(t->g);
    o->pace = t->o.pace;
    o->glow = t->o.glow;
}

static void state(const void *game, MtState *out)
{
    const Table *t = game;
    int ph = rt_game_phase(t->g);
    out->players = rt_game_config(t->g)->players;
    out->seed = rt_game_seed(t->g);
    out->phase = ph == RT_PHASE_ROUND        ? MT_PHASE_PLAYING
                 : ph == RT_PHASE_MATCH_OVER ? MT_PHASE_OVER
                                             : MT_PHASE_BETWEEN;
    out->number = rt_game_round(t->g);
    out->to_act = -1; /* no turns */
    out->now = ph == RT_PHASE_ROUND ? rt_driver_time(t->d) : rt_game_now(t->g);
}

static int next_event(void *game, void *event)
{
    Table *t = game;
    return tk_queue_pop(&t->replayed, event) || rt_driver_event_next(t->d, event);
}

static int event_ends_game(const void *event)
{
    RtEventKind k = ((const RtEvent *)event)->kind;
    return k == RT_EV_ROUND_END || k == RT_EV_MATCH_END;
}

static int deal(void *game)
{
    Table *t = game;
    int st = bind_seats(t);
    return st != TK_OK ? st : rt_driver_deal(t->d);
}

static int64_t next_due(void *game, MtMatch *m)
{
    Table *t = game;
    (void)m;
    if (!round_on(t)) {
        return -1;
    }
    int now = rt_driver_time(t->d);
    if (binding(t) || holding(t)) {
        return now; /* a new player to ask, or a bot's answer to wait for, first */
    }
    int due = rt_driver_next_due(t->d);
    if (asking(t) && (due < 0 || due > now + BOT_POLL_MS)) {
        due = now + BOT_POLL_MS; /* with a person: a bot's answer looked for soon */
    }
    return due < now ? now : due;
}

/* Polls the bots whose answers hold the clock, waiting at most wait_ms
 * for each, without moving the clock. */
static int poll_held(Table *t, int wait_ms)
{
    for (int s = 0; s < rt_game_config(t->g)->players; s++) {
        Seat *se = &t->seat[s];
        if (se->kind == MT_SEAT_BOT && !se->bind && seatbot_asked(se->player)) {
            seatbot_wait(se->player, wait_ms);
        }
    }
    return rt_driver_advance(t->d, rt_driver_time(t->d));
}

static MtStepResult advance(void *game, MtMatch *m, int64_t to_ms, int wait_ms, int *status)
{
    Table *t = game;
    int to = to_ms > RT_TIME_MAX ? RT_TIME_MAX : (int)to_ms;
    int waited = 0, done = 0;
    for (;;) {
        *status = settle(t, m);
        if (*status != TK_OK) {
            return MT_STEP_IDLE;
        }
        if (!round_on(t)) {
            return MT_STEP_ACTED; /* the round ended on the way */
        }
        if (done) {
            return MT_STEP_ACTED;
        }
        if (holding(t)) {
            if (waited) {
                return MT_STEP_WAITING;
            }
            waited = 1;
            *status = poll_held(t, wait_ms);
            continue;
        }
        /* Headless with bots: one due moment at a time, so that the clock
           stops where a bot is asked. */
        int step = to;
        if (t->people == 0 && has_bots(t)) {
            int due = rt_driver_next_due(t->d);
            if (due >= 0 && due < to) {
                step = due < rt_driver_time(t->d) ? rt_driver_time(t->d) : due;
            }
        }
        *status = rt_driver_advance(t->d, step);
        if (*status != TK_OK) {
            return MT_STEP_IDLE;
        }
        done = step >= to;
    }
}

static int load(const char *path, void **game, TkSeatInfo *seats, char *msg, size_t size)
{
    RtRecordMeta meta;
    RtGame *g = NULL;
    RtEvent ev;
    Table *t = NULL;
    *game = NULL;
    int st = rt_record_load(path, &g, &meta, msg, size);
    if (st == TK_OK && meta.pace != 0 && (meta.pace < RT_PACE_MIN || meta.pace > RT_PACE_MAX)) {
        tk_text_message(msg, size, "the record's pace is %d%%: the computers play at %d%% to %d%%",
                        meta.pace, RT_PACE_MIN, RT_PACE_MAX);
        rt_game_free(g);
        return TK_E_FORMAT;
    }
    if (st == TK_OK) {
        RtTableOptions o;
        memset(&o, 0, sizeof o);
        o.pace = meta.pace == RT_PACE_DEFAULT ? 0 : meta.pace;
        o.glow = meta.glow;
        st = table_around(g, &o, &t, msg, size);
    }
    if (st != TK_OK) {
        return st;
    }
    /* The replay's events: the layer's (for the bots), before the driver
       relays anything. */
    while (rt_event_next(t->g, &ev)) {
        if (tk_queue_push(&t->replayed, &ev) != TK_OK) {
            table_free(t);
            tk_text_message(msg, size, "out of memory");
            return TK_E_NOMEM;
        }
    }
    memcpy(seats, meta.seat, sizeof meta.seat);
    *game = t;
    return TK_OK;
}

/* The layer's record saver: the Ratuki saver, and what it last wrote
 * where, so that a save with nothing new (the clock moved, nothing
 * happened) writes nothing. */
typedef struct Saver {
    RtRecordSaver *sv;
    char *path;
    int items;
    TkSeatInfo seats[RT_MAX_SEATS];
    int pace, glow;
} Saver;

static int saver_new(void **out)
{
    Saver *s = calloc(1, sizeof *s);
    *out = s;
    if (s == NULL || rt_record_saver_new(&s->sv) != TK_OK) {
        free(s);
        *out = NULL;
        return TK_E_NOMEM;
    }
    return TK_OK;
}

static int save(void *saver, const void *game, const TkSeatInfo *seats, const char *path,
                char *msg, size_t size)
{
    const Table *t = game;
    RtRecordMeta meta;
    Saver *s = saver;
    int items = rt_game_history_count(t->g);
    memcpy(meta.seat, seats, sizeof meta.seat);
    meta.pace = t->o.pace == RT_PACE_DEFAULT ? 0 : t->o.pace;
    meta.glow = t->o.glow;
    if (s == NULL) {
        return rt_record_save(t->g, &meta, path, msg, size);
    }
    if (s->path != NULL && strcmp(s->path, path) == 0 && s->items == items &&
        memcmp(s->seats, meta.seat, sizeof s->seats) == 0 && s->pace == meta.pace &&
        s->glow == meta.glow) {
        return TK_OK; /* written already, as it is */
    }
    int st = rt_record_saver_save(s->sv, t->g, &meta, path, msg, size);
    free(s->path);
    s->path = NULL;
    if (st == TK_OK && (s->path = malloc(strlen(path) + 1)) != NULL) {
        memcpy(s->path, path, strlen(path) + 1);
        s->items = items;
        memcpy(s->seats, meta.seat, sizeof s->seats);
        s->pace = meta.pace;
        s->glow = meta.glow;
    }
    return st;
}

static void saver_free(void *saver)
{
    Saver *s = saver;
    if (s != NULL) {
        rt_record_saver_free(s->sv);
        free(s->path);
    }
    free(s);
}

static void saved_state(const void *game, TkSaved *out)
{
    const Table *t = game;
    int round = rt_game_round(t->g);
    for (int s = 0; s < rt_game_config(t->g)->players; s++) {
        out->total[s] = rt_game_total(t->g, s);
    }
    tk_fmt(out->heading, sizeof out->heading, _("Round %d"), round > 0 ? round : 1);
}

static int ai_new(const char *level, uint64_t seed, void **out)
{
    SeatAI *a = calloc(1, sizeof *a);
    if (a == NULL) {
        return TK_E_NOMEM;
    }
    /* Made at the levels' own pace; the table makes it again at its own
       when it binds the seat. */
    int st = rt_ai_new(level, seed, NULL, &a->ai);
    if (st != TK_OK) {
        free(a);
        return st;
    }
    snprintf(a->level, sizeof a->level, "%s", level);
    a->seed = seed;
    a->pace = RT_PACE_DEFAULT;
    *out = a;
    return TK_OK;
}

static void ai_free(void *ai)
{
    if (ai != NULL) {
        rt_ai_free(((SeatAI *)ai)->ai);
    }
    free(ai);
}

/* Grouped as MtGame's parts: who it is; its state; by time; records;
 * computers and bots; its seats' players. */
const MtGame rt_table_class = {
    .title = "Ratuki", .min_seats = RT_MIN_SEATS, .max_seats = RT_MAX_SEATS,
    .event_size = sizeof(RtEvent), .levels = rt_ai_levels,
    .default_level = rt_table_default_level, .computer_name = computer_name,

    .options_size = sizeof(RtTableOptions), .game_new = game_new, .options_of = options_of,
    .game_free = table_free, .state = state, .next_event = next_event,
    .event_ends_game = event_ends_game, .deal = deal,

    .next_due = next_due, .advance = advance,

    .load = load, .saver_new = saver_new, .save = save, .saver_free = saver_free, .saved_state = saved_state,

    .ai_new = ai_new, .ai_free = ai_free, .ai_act = NULL, /* the driver asks them */
    .bot = &rt_seat_bots,

    .seat_changed = seat_changed,

    .history = &rt_table_history,
};

/* ------------------------------------------------------------------ */
/* Making a table                                                      */

void rt_table_setup_default(RtTableSetup *setup, int players)
{
    memset(setup, 0, sizeof *setup);
    rt_config_default(&setup->options.config, players);
    for (int i = 0; i < players && i < RT_MAX_SEATS; i++) {
        snprintf(setup->seat[i].spec, sizeof setup->seat[i].spec, "%s%s", i == 0 ? "human" : "ai:",
                 i == 0 ? "" : rt_table_default_level());
    }
}

int rt_table_new(const RtTableSetup *setup, RtTable **out, char *msg, size_t size)
{
    MtSetup mt;
    if (setup == NULL) {
        if (out != NULL) {
            *out = NULL;
        }
        tk_text_message(msg, size, "no setup given");
        return TK_E_ARG;
    }
    mt_setup_fill(&mt, &setup->options, setup->options.config.players, setup->seed, setup->seat,
                  setup->bot_reply_ms, setup->fallback_level, setup->bot_log_dir);
    return mt_match_new(&rt_table_class, &mt, out, msg, size);
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

const RtGame *rt_table_state_game(const void *state)
{
    const Table *tb = state;
    return tb != NULL ? tb->g : NULL;
}

const RtGame *rt_table_game(const RtTable *t)
{
    const Table *tb = mt_match_game(t);
    return tb != NULL ? tb->g : NULL;
}

int rt_table_now(const RtTable *t)
{
    const Table *tb = mt_match_game(t);
    if (tb == NULL) {
        return 0;
    }
    return round_on(tb) ? rt_driver_time(tb->d) : rt_game_now(tb->g);
}

int rt_table_pace(const RtTable *t)
{
    const Table *tb = mt_match_game(t);
    return tb != NULL ? pace_of(tb) : RT_PACE_DEFAULT;
}

int rt_table_glow(const RtTable *t)
{
    const Table *tb = mt_match_game(t);
    return tb != NULL ? tb->o.glow : RT_GLOW_UNSAID;
}

int rt_table_set_pace(RtTable *t, int pace)
{
    Table *tb = mt_match_game_mut(t);
    if (tb == NULL || (pace != 0 && (pace < RT_PACE_MIN || pace > RT_PACE_MAX))) {
        return TK_E_ARG;
    }
    tb->o.pace = pace;
    for (int s = 0; s < rt_game_config(tb->g)->players; s++) {
        if (tb->seat[s].kind == MT_SEAT_AI) {
            tb->seat[s].bind = 1; /* made again at the new pace, asked afresh */
        }
    }
    return TK_OK;
}

const char *rt_table_error(const RtTable *t)
{
    const Table *tb = mt_match_game(t);
    return tb != NULL ? tb->error : "";
}

/* Moves the table to `time` as the layer does (a bot's answer awaited if
 * it must be). */
static int move_to(RtTable *t, int time)
{
    int st = TK_OK;
    while (mt_match_advance(t, time, 100, &st) == MT_STEP_WAITING && st == TK_OK) {
    }
    return st;
}

/* Why a person at `seat` cannot act at `time` now, its sentence in e;
 * TK_OK when the rules may judge the action. */
static int cannot_act(const RtTable *t, const Table *tb, int seat, int time, char *e, size_t n)
{
    int players = rt_game_config(tb->g)->players;
    int st = TK_OK;
    if (seat < 0 || seat >= players) {
        tk_text_message(e, n, NC_("refusal", "there is no seat %d at a table of %d"), seat + 1,
                        players);
        st = TK_E_ARG;
    } else if (mt_match_seat_kind(t, seat) != MT_SEAT_HUMAN) {
        tk_text_message(e, n, NC_("refusal", "seat %d is played by %s"), seat + 1,
                        mt_match_seat_kind(t, seat) == MT_SEAT_BOT ? NC_("refusal", "a bot")
                                                                    : NC_("refusal", "a computer"));
        st = TK_E_TURN;
    } else if (rt_game_phase(tb->g) == RT_PHASE_MATCH_OVER) {
        tk_text_message(e, n, NC_("refusal", "the match is over"));
        st = TK_E_OVER;
    } else if (!round_on(tb)) {
        tk_text_message(e, n, NC_("refusal", "no round is being played"));
        st = TK_E_PHASE;
    } else if (time < rt_driver_time(tb->d)) {
        tk_text_message(
            e, n, NC_("refusal", "time does not go back: the table's clock says %d ms, not %d"),
            rt_driver_time(tb->d), time);
        st = TK_E_ARG;
    }
    return st;
}

static int act(RtTable *t, int seat, RtActionKind kind, int slot, int place, int time)
{
    Table *tb = mt_match_game_mut(t);
    if (tb == NULL) {
        return TK_E_ARG;
    }
    tb->error[0] = '\0';
    int st = cannot_act(t, tb, seat, time, tb->error, sizeof tb->error);
    /* What was due before the action happened before it. */
    if (st == TK_OK && time > rt_driver_time(tb->d)) {
        st = move_to(t, time - 1);
    }
    if (st == TK_OK && !round_on(tb)) {
        tk_text_message(tb->error, sizeof tb->error,
                        NC_("refusal", "the round ended at %d ms, before %d ms"),
                        rt_game_now(tb->g), time);
        st = TK_E_PHASE;
    }
    if (st == TK_OK) {
        st = bind_seats(tb);
    }
    if (st == TK_OK) {
        st = rt_driver_act(tb->d, seat, kind, slot, place, time, tb->error, sizeof tb->error);
    }
    if (st != TK_OK) {
        if (tb->error[0] == '\0') {
            tk_text_message(tb->error, sizeof tb->error, NC_("refusal", "the table stopped: %s"),
                            tk_status_string(st));
        }
        return st;
    }
    /* Everyone is told at the end of that millisecond. */
    st = rt_driver_advance(tb->d, time);
    if (st == TK_OK) {
        st = settle(tb, t);
    }
    int acted = mt_match_acted(t);
    return st != TK_OK ? st : acted;
}

int rt_table_play(RtTable *t, int seat, int slot, int place, int time)
{
    return act(t, seat, RT_ACT_PLAY, slot, place, time);
}

int rt_table_discard(RtTable *t, int seat, int slot, int time)
{
    return act(t, seat, RT_ACT_DISCARD, slot, 0, time);
}

int rt_table_mark(RtTable *t, int time)
{
    Table *tb = mt_match_game_mut(t);
    if (tb == NULL || time < rt_table_now(t)) {
        return TK_E_ARG;
    }
    if (!round_on(tb)) {
        return TK_OK;
    }
    int st = move_to(t, time);
    if (st == TK_OK && round_on(tb)) {
        st = rt_driver_mark(tb->d, time);
    }
    int acted = mt_match_acted(t);
    return st != TK_OK ? st : acted;
}
