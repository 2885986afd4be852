/*
 * table.c - a Rummikub match at a table: the game, one controller per
 * seat, the event and notice queues for the front end, bots, autosave
 * (rummikub/table.h).
 *
 * Flow of one action: the seat's controller chooses (a person through
 * rk_match_apply, a computer through rk_ai_decide on its view, a bot
 * through the bot protocol), the engine applies it, then after_action()
 * drains the engine's events, forwards each to the bots, keeps it for the
 * front end and autosaves when asked to.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/cli.h"
#include "kit/notice.h"
#include "kit/queue.h"
#include "kit/rng.h"
#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/bot.h"
#include "rummikub/table.h"
#include "seatbot.h"

#define FALLBACK_MAX 32

typedef struct Seat {
    RkSeatKind kind;
    RkSeatInfo info; /* spec as it plays now, and the name shown */
    RkAI *ai;        /* RK_SEAT_AI */
    SeatBot *bot;    /* RK_SEAT_BOT */
    int bot_named;   /* the seat's name is its bot's own (from its hello) */
} Seat;

struct RkMatch {
    RkGame *game;
    uint64_t seed;
    int players;
    int bot_reply_ms;
    char fallback[FALLBACK_MAX + 1];
    char *bot_log_dir; /* owned; NULL when the bots' logs are not kept */
    Seat seat[RK_MAX_SEATS];
    RkView view; /* room for a seat's view (large) */

    TkQueue events; /* of RkEvent: for the front end */

    TkNotices notices; /* for the user */

    RkRecordSaver *saver;
    char *autosave;      /* path, owned; NULL when not autosaving */
    int autosave_failed; /* 1 after a failed autosave was reported */
};

/* First names for computer seats (a seat's own, chosen from the seed). */
static const char *const computer_names[] = {"Ada",   "Bruno", "Chloe", "Dmitri", "Elif",
                                             "Femi",  "Greta", "Hugo",  "Ines",   "Jonas",
                                             "Kenji", "Lena",  "Mateo", "Nora",   "Otto",
                                             "Priya"};

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */

static void set_msg(char *msg, size_t size, const char *text)
{
    if (msg != NULL && size > 0) {
        snprintf(msg, size, "%s", text);
    }
}

static char *dup_string(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p != NULL) {
        memcpy(p, s, n);
    }
    return p;
}

static uint64_t seat_seed(uint64_t seed, int seat)
{
    return tk_mix64(seed ^ (0x5eA7000000000000ull + (uint64_t)seat));
}

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
/* Seats                                                               */

static void seat_release(Seat *s)
{
    rk_ai_free(s->ai);
    s->ai = NULL;
    seatbot_free(s->bot);
    s->bot = NULL;
}

static int seat_make_ai(RkMatch *t, int seat, const char *level)
{
    Seat *s = &t->seat[seat];
    RkAI *ai = NULL;
    int st = rk_ai_new(level, seat_seed(t->seed, seat), &ai);
    if (st != TK_OK) {
        return st;
    }
    seat_release(s);
    s->ai = ai;
    s->kind = RK_SEAT_AI;
    snprintf(s->info.spec, sizeof s->info.spec, "ai:%s", level);
    return TK_OK;
}

static void name_seats(RkMatch *t);

/* Hands a failed bot's seat to the built-in computer player and says so,
 * for a player: "Seat 2's bot (mybot) WHAT; the computer plays its seat
 * from now on." (WHAT: "stopped", "could not be started", ...), the
 * bot's own words (WHY) and its log's file in the notice's detail.  A
 * seat named after its bot takes a computer's first name, so that what is
 * played from now on is not credited to the program ("...; Hugo, a
 * computer player, plays its seat from now on.").  The texts are raw (a
 * bot's words among them): the front end escapes. */
static void seat_bot_failed(RkMatch *t, int seat, const char *what, const char *why)
{
    Seat *s = &t->seat[seat];
    char who[RK_SPEC_MAX + 1], detail[900];
    char logpath[600] = "";
    /* Before its hello a bot has no name: its command. */
    snprintf(who, sizeof who, "%s",
             s->info.name[0] != '\0'                  ? s->info.name
             : strncmp(s->info.spec, "bot:", 4) == 0 ? s->info.spec + 4
                                                     : s->info.spec);
    if (s->bot != NULL) {
        seatbot_save_log(s->bot, logpath, sizeof logpath);
    }
    snprintf(detail, sizeof detail, "%s%s%s", why, logpath[0] != '\0' ? "; its log: " : "",
             logpath);
    TkTakeover by = TK_TAKEN_BY_COMPUTER;
    const char *taker = NULL; /* the computer's own name, when the seat takes it */
    if (seat_make_ai(t, seat, t->fallback) != TK_OK) {
        seat_release(s);
        s->kind = RK_SEAT_HUMAN;
        snprintf(s->info.spec, sizeof s->info.spec, "human");
        by = TK_TAKEN_BY_HAND;
    } else if (s->bot_named) {
        s->bot_named = 0;
        s->info.name[0] = '\0';
        name_seats(t);
        taker = s->info.name;
    }
    tk_notices_push_bot_left(&t->notices, seat, who, what, by, taker, detail);
}

/* Names seat after its bot (`name`, from its hello), numbered when another
 * seat has that name already: two seats that one program plays are
 * "rummikub-simplebot" and "rummikub-simplebot 2". */
static void name_bot_seat(RkMatch *t, int seat, const char *name)
{
    const char *taken[RK_MAX_SEATS];
    Seat *s = &t->seat[seat];
    int n = 0;
    for (int i = 0; i < t->players; i++) {
        if (i != seat) {
            taken[n++] = t->seat[i].info.name;
        }
    }
    snprintf(s->info.name, sizeof s->info.name, "%s", name);
    tk_text_unique_name(s->info.name, sizeof s->info.name, taken, n);
    s->bot_named = 1;
}

/* Gives every seat without a name one: "Player N" for people, a first
 * name for computers (a bot's comes from its hello). */
static void name_seats(RkMatch *t)
{
    TkRng rng;
    tk_rng_seed(&rng, tk_mix64(t->seed ^ 0x6e616d6573ull));
    int n = (int)(sizeof computer_names / sizeof computer_names[0]);
    int start = (int)tk_rng_below(&rng, (uint32_t)n);
    int next = 0;
    for (int i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        if (s->info.name[0] != '\0') {
            continue;
        }
        if (s->kind == RK_SEAT_HUMAN) {
            snprintf(s->info.name, sizeof s->info.name, "Player %d", i + 1);
            continue;
        }
        /* The next first name no seat has yet. */
        for (int k = 0; k < n; k++) {
            const char *cand = computer_names[(start + next++) % n];
            int taken = 0;
            for (int j = 0; j < t->players; j++) {
                taken |= strcmp(t->seat[j].info.name, cand) == 0;
            }
            if (!taken) {
                snprintf(s->info.name, sizeof s->info.name, "%s", cand);
                break;
            }
        }
        if (s->info.name[0] == '\0') {
            snprintf(s->info.name, sizeof s->info.name, "Computer %d", i + 1);
        }
    }
}

static void fill_meta(const RkMatch *t, RkRecordMeta *meta)
{
    memset(meta, 0, sizeof *meta);
    for (int i = 0; i < t->players; i++) {
        meta->seat[i] = t->seat[i].info;
    }
}

static int save_record(RkMatch *t, const char *path, char *msg, size_t size)
{
    RkRecordMeta meta;
    fill_meta(t, &meta);
    if (t->saver == NULL && rk_record_saver_new(&t->saver) != TK_OK) {
        return rk_record_save(t->game, &meta, path, msg, size);
    }
    return rk_record_saver_save(t->saver, t->game, &meta, path, msg, size);
}

static int autosave_now(RkMatch *t)
{
    char msg[400];
    if (t->autosave == NULL) {
        return TK_OK;
    }
    int st = save_record(t, t->autosave, msg, sizeof msg);
    if (st == TK_OK) {
        t->autosave_failed = 0;
    } else if (!t->autosave_failed) {
        t->autosave_failed = 1;
        char detail[1000];
        snprintf(detail, sizeof detail, "%s: %s", t->autosave, msg);
        tk_notices_push_detail(&t->notices,
                               "The match could not be saved; it is tried again after every move.",
                               detail);
    }
    return st;
}

/* ------------------------------------------------------------------ */
/* Bots                                                                */

static void bots_event(RkMatch *t, const RkEvent *ev)
{
    for (int i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        char why[400];
        if (s->kind != RK_SEAT_BOT) {
            continue;
        }
        why[0] = '\0';
        if (seatbot_event(s->bot, ev, why, sizeof why) != TK_OK) {
            seat_bot_failed(t, i, "stopped", why);
        }
    }
}

/* Starts every bot seat and waits for the hellos; a bot that cannot start
 * or fails its hello gets the built-in player at once. */
static void start_bots(RkMatch *t)
{
    for (int i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        char why[400];
        if (s->kind != RK_SEAT_BOT) {
            continue;
        }
        why[0] = '\0';
        if (seatbot_start(s->info.spec + 4, i, rk_game_config(t->game), t->bot_reply_ms,
                          t->bot_log_dir, &s->bot, why, sizeof why) != TK_OK) {
            seat_bot_failed(t, i, "could not be started", why);
        }
    }
    /* Seats the player did not name take their bots' names, in seat order. */
    for (int i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        if (s->kind == RK_SEAT_BOT && s->info.name[0] == '\0') {
            name_bot_seat(t, i, seatbot_name(s->bot));
        }
    }
}

/* ------------------------------------------------------------------ */
/* After every action                                                  */

static int after_action(RkMatch *t)
{
    RkEvent ev;
    int status = TK_OK;
    int game_over = 0;
    while (rk_event_next(t->game, &ev)) {
        bots_event(t, &ev);
        if (tk_queue_push(&t->events, &ev) != TK_OK) {
            status = TK_E_NOMEM;
        }
        game_over |= ev.kind == RK_EV_GAME_OVER || ev.kind == RK_EV_MATCH_OVER;
    }
    if (game_over) {
        /* Each game's end leaves the bots' logs on disk for their authors
           to read while the match goes on (as Rack-O does each round). */
        for (int s = 0; s < rk_game_config(t->game)->players; s++) {
            if (t->seat[s].bot != NULL) {
                seatbot_save_log(t->seat[s].bot, NULL, 0);
            }
        }
    }
    autosave_now(t); /* a failure is a notice: the action itself stands */
    return status;
}

/* ------------------------------------------------------------------ */
/* Creating and freeing                                                */

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

static int fail_new(RkMatch *t, int status, const char *text, RkMatch **out, char *msg,
                    size_t size)
{
    rk_match_free(t);
    *out = NULL;
    set_msg(msg, size, text);
    return status;
}

int rk_match_load_record(const char *path, RkGame **out, RkRecordMeta *meta, char *msg,
                         size_t size)
{
    RkRecordMeta own;
    RkRecordMeta *m = meta != NULL ? meta : &own;
    char why[600] = "";
    if (out == NULL || path == NULL) {
        set_msg(msg, size, "no file given");
        return TK_E_ARG;
    }
    *out = NULL;
    int st = rk_record_load(path, out, m, why, sizeof why);
    if (st == TK_OK) {
        for (int s = 0; s < rk_game_config(*out)->players; s++) {
            char seat[300];
            if (m->seat[s].spec[0] != '\0' &&
                tk_cli_seat_parse(m->seat[s].spec, rk_ai_levels(), NULL, seat, sizeof seat) !=
                    TK_OK) {
                char shown[300];
                tk_text_visible(seat, shown, sizeof shown);
                snprintf(why, sizeof why, "seat %d: %s", s + 1, shown);
                rk_game_free(*out);
                *out = NULL;
                st = TK_E_FORMAT;
                break;
            }
        }
    }
    if (st != TK_OK && msg != NULL && size > 0) {
        /* One line that names the file once, made visible. */
        char shown[300];
        char text[1000];
        size_t n = strlen(path);
        if (strncmp(why, path, n) == 0 && why[n] == ':') {
            snprintf(text, sizeof text, "%s", why);
        } else {
            snprintf(text, sizeof text, "%s: %s", path,
                     why[0] != '\0' ? why : tk_status_string(st));
        }
        (void)shown;
        tk_text_visible(text, msg, size);
    }
    return st;
}

int rk_match_saved_line(const char *path, char *info, size_t size, int *over, int *people)
{
    RkGame *g = NULL;
    RkRecordMeta meta;
    const char *names[RK_MAX_SEATS];
    int totals[RK_MAX_SEATS], humans = 0;
    char head[64];
    int st = rk_match_load_record(path, &g, &meta, info, size);
    if (st != TK_OK) {
        return st;
    }
    int n = rk_game_config(g)->players;
    for (int s = 0; s < n; s++) {
        names[s] = meta.seat[s].name;
        totals[s] = rk_game_total(g, s);
        humans += meta.seat[s].spec[0] == '\0' || strcmp(meta.seat[s].spec, "human") == 0;
    }
    snprintf(head, sizeof head, "Game %d of %d", rk_game_number(g) > 0 ? rk_game_number(g) : 1,
             rk_game_config(g)->games);
    tk_text_scores(info, size, head, "point", names, totals, n);
    if (over != NULL) {
        *over = rk_game_phase(g) == RK_PHASE_MATCH_OVER;
    }
    if (people != NULL) {
        *people = humans;
    }
    rk_game_free(g);
    return TK_OK;
}

/* Sets up the seats of t from `seats` (specs checked), starts the bots
 * (when run_bots) and names the seats.  t->game must exist. */
static int init_seats(RkMatch *t, const RkSeatInfo *seats, int run_bots, char *msg, size_t size)
{
    char why[300];
    for (int i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        const char *spec = seats[i].spec[0] != '\0' ? seats[i].spec : "human";
        TkSeatSpec parsed;
        if (tk_cli_seat_parse(spec, rk_ai_levels(), &parsed, why, sizeof why) != TK_OK) {
            snprintf(msg, size, "seat %d: %s", i + 1, why);
            return TK_E_ARG;
        }
        memcpy(s->info.name, seats[i].name, sizeof s->info.name);
        s->info.name[RK_NAME_MAX] = '\0';
        snprintf(s->info.spec, sizeof s->info.spec, "%s", spec);
        if (parsed.kind == TK_SEAT_AI || (parsed.kind == TK_SEAT_BOT && !run_bots)) {
            const char *level = parsed.kind == TK_SEAT_AI ? parsed.level : t->fallback;
            int st = seat_make_ai(t, i, level);
            if (st != TK_OK) {
                snprintf(msg, size, "seat %d: cannot create the computer player (%s)", i + 1,
                         tk_status_string(st));
                return st;
            }
            if (parsed.kind == TK_SEAT_BOT) {
                /* A saved match's bot that the player did not ask to start:
                   no process runs from a file; the computer plays the seat. */
                char text[300];
                tk_notice_bot(text, sizeof text, i, spec + 4,
                              "was not started; the computer plays its seat");
                tk_notices_push(&t->notices, text);
            }
        } else if (parsed.kind == TK_SEAT_BOT) {
            s->kind = RK_SEAT_BOT;
        } else {
            s->kind = RK_SEAT_HUMAN;
        }
    }
    start_bots(t);
    name_seats(t);
    return TK_OK;
}

static int resolve_fallback(RkMatch *t, const char *level, char *msg, size_t size)
{
    if (level == NULL) {
        level = rk_match_default_level();
    }
    if (!rk_ai_level_valid(level) || strlen(level) > FALLBACK_MAX) {
        snprintf(msg, size, "unknown computer level \"%s\" for the fallback", level);
        return TK_E_ARG;
    }
    snprintf(t->fallback, sizeof t->fallback, "%s", level);
    return TK_OK;
}

int rk_match_check_bot(const char *command, int reply_ms, char *msg, size_t size)
{
    RkBotOptions opt;
    RkBot *bot = NULL;
    char why[400] = "", last[200] = "", shown[400];
    if (command == NULL || command[0] == '\0') {
        snprintf(msg, size, "has no command");
        return TK_E_ARG;
    }
    rk_bot_options_default(&opt);
    opt.reply_ms = reply_ms > 0 ? reply_ms : 5000;
    if (rk_bot_launch(command, 0, &opt, &bot, why, sizeof why) != TK_OK) {
        tk_text_visible(why, shown, sizeof shown);
        snprintf(msg, size, "cannot start: %s", shown);
        return TK_E_IO;
    }
    RkBotResult r = RK_BOT_PENDING;
    while (r != RK_BOT_ANSWER && r != RK_BOT_FAILED) {
        r = rk_bot_hello(bot, 20);
    }
    if (r == RK_BOT_ANSWER) {
        rk_bot_free(bot);
        return TK_OK;
    }
    snprintf(why, sizeof why, "%s", rk_bot_failure(bot));
    rk_bot_log_tail(bot, last, sizeof last);
    rk_bot_free(bot);
    tk_bot_explain(why, last, "Rummikub", msg, size);
    return TK_E_IO;
}

int rk_match_new(const RkMatchSetup *setup, RkMatch **out, char *msg, size_t size)
{
    char why[400];
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (setup == NULL) {
        set_msg(msg, size, "no setup given");
        return TK_E_ARG;
    }
    why[0] = '\0';
    if (rk_config_check(&setup->config, why, sizeof why) != TK_OK) {
        set_msg(msg, size, why);
        return TK_E_CONFIG;
    }
    if (setup->bot_reply_ms < 0) {
        set_msg(msg, size, "the bot reply limit cannot be negative");
        return TK_E_ARG;
    }
    RkMatch *t = calloc(1, sizeof *t);
    if (t == NULL) {
        set_msg(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    tk_queue_init(&t->events, sizeof(RkEvent));
    t->seed = setup->seed;
    t->players = setup->config.players;
    t->bot_reply_ms = setup->bot_reply_ms;
    if (setup->bot_log_dir != NULL && setup->bot_log_dir[0] != '\0') {
        t->bot_log_dir = dup_string(setup->bot_log_dir);
        if (t->bot_log_dir == NULL) {
            return fail_new(t, TK_E_NOMEM, "out of memory", out, msg, size);
        }
    }
    int st = resolve_fallback(t, setup->fallback_level, why, sizeof why);
    if (st == TK_OK) {
        st = rk_game_new(&setup->config, setup->seed, &t->game, why, sizeof why);
    }
    if (st == TK_OK) {
        st = init_seats(t, setup->seat, 1, why, sizeof why);
    }
    if (st != TK_OK) {
        return fail_new(t, st, why, out, msg, size);
    }
    if (after_action(t) != TK_OK) {
        return fail_new(t, TK_E_NOMEM, "out of memory", out, msg, size);
    }
    *out = t;
    return TK_OK;
}

int rk_match_resume(const char *path, const RkResumeOptions *opt, RkMatch **out, char *msg,
                    size_t size)
{
    RkRecordMeta meta;
    char why[700];
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (path == NULL) {
        set_msg(msg, size, "no file given");
        return TK_E_ARG;
    }
    RkMatch *t = calloc(1, sizeof *t);
    if (t == NULL) {
        set_msg(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    tk_queue_init(&t->events, sizeof(RkEvent));
    why[0] = '\0';
    int st = rk_match_load_record(path, &t->game, &meta, why, sizeof why);
    if (st != TK_OK) {
        return fail_new(t, st, why, out, msg, size);
    }
    t->seed = rk_game_seed(t->game);
    t->players = rk_game_config(t->game)->players;
    t->bot_reply_ms = opt != NULL && opt->bot_reply_ms > 0 ? opt->bot_reply_ms : 0;
    if (opt != NULL && opt->bot_log_dir != NULL && opt->bot_log_dir[0] != '\0') {
        t->bot_log_dir = dup_string(opt->bot_log_dir);
        if (t->bot_log_dir == NULL) {
            return fail_new(t, TK_E_NOMEM, "out of memory", out, msg, size);
        }
    }
    st = resolve_fallback(t, opt != NULL ? opt->fallback_level : NULL, why, sizeof why);
    if (st == TK_OK) {
        st = init_seats(t, meta.seat, opt != NULL && opt->start_bots, why, sizeof why);
    }
    if (st != TK_OK) {
        char text[1000];
        snprintf(text, sizeof text, "%s: %s", path, why);
        tk_text_visible(text, why, sizeof why);
        return fail_new(t, st, why, out, msg, size);
    }
    /* The replayed events bring the bots up to date; the front end draws
       the resumed state from the game, so they are not queued for it. */
    RkEvent ev;
    while (rk_event_next(t->game, &ev)) {
        bots_event(t, &ev);
    }
    *out = t;
    return TK_OK;
}

void rk_match_free(RkMatch *t)
{
    if (t == NULL) {
        return;
    }
    for (int s = 0; s < RK_MAX_SEATS; s++) {
        seat_release(&t->seat[s]);
    }
    rk_game_free(t->game);
    rk_record_saver_free(t->saver);
    tk_queue_free(&t->events);
    tk_notices_free(&t->notices);
    free(t->autosave);
    free(t->bot_log_dir);
    free(t);
}

/* ------------------------------------------------------------------ */
/* Queries                                                             */

const RkGame *rk_match_game(const RkMatch *t)
{
    return t->game;
}

int rk_match_players(const RkMatch *t)
{
    return t != NULL ? t->players : 0;
}

static int seat_ok(const RkMatch *t, int seat)
{
    return t != NULL && seat >= 0 && seat < t->players;
}

RkSeatKind rk_match_seat_kind(const RkMatch *t, int seat)
{
    return seat_ok(t, seat) ? t->seat[seat].kind : RK_SEAT_HUMAN;
}

const char *rk_match_seat_name(const RkMatch *t, int seat)
{
    return seat_ok(t, seat) ? t->seat[seat].info.name : "";
}

const char *rk_match_seat_spec(const RkMatch *t, int seat)
{
    return seat_ok(t, seat) ? t->seat[seat].info.spec : "";
}

int rk_match_human_to_act(const RkMatch *t)
{
    if (t == NULL || rk_game_phase(t->game) != RK_PHASE_TURN) {
        return -1;
    }
    int seat = rk_game_to_act(t->game);
    return seat_ok(t, seat) && t->seat[seat].kind == RK_SEAT_HUMAN ? seat : -1;
}

const char *rk_match_error(const RkMatch *t)
{
    return t != NULL ? rk_game_error(t->game) : "";
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

int rk_match_deal(RkMatch *t)
{
    if (t == NULL) {
        return TK_E_ARG;
    }
    int st = rk_deal(t->game);
    return st != TK_OK ? st : after_action(t);
}

int rk_match_apply(RkMatch *t, int seat, RkActionKind kind, const RkTable *table)
{
    if (t == NULL || (kind != RK_ACT_DRAW && kind != RK_ACT_PLAY)) {
        return TK_E_ARG;
    }
    if (seat_ok(t, seat) && t->seat[seat].kind != RK_SEAT_HUMAN) {
        /* The seat's own player decides for it (rk_match_step). */
        return TK_E_TURN;
    }
    int st = rk_apply(t->game, seat, kind, table);
    return st != TK_OK ? st : after_action(t);
}

int rk_match_timeout(RkMatch *t)
{
    if (t == NULL) {
        return TK_E_ARG;
    }
    int seat = rk_game_to_act(t->game);
    int st = rk_timeout(t->game);
    if (st != TK_OK) {
        return st;
    }
    if (seat_ok(t, seat) && t->seat[seat].kind == RK_SEAT_BOT) {
        seatbot_withdraw(t->seat[seat].bot);
    }
    return after_action(t);
}

static RkStepResult step_ai(RkMatch *t, int seat, int *status)
{
    RkMove m;
    int st = rk_game_view(t->game, seat, &t->view);
    if (st == TK_OK) {
        st = rk_ai_decide(t->seat[seat].ai, &t->view, &m);
    }
    if (st == TK_OK) {
        st = rk_apply(t->game, seat, m.kind, m.kind == RK_ACT_PLAY ? &m.table : NULL);
    }
    if (st != TK_OK) {
        *status = st;
        return RK_STEP_IDLE;
    }
    *status = after_action(t);
    return RK_STEP_ACTED;
}

static RkStepResult step_bot(RkMatch *t, int seat, int wait_ms, int *status)
{
    Seat *s = &t->seat[seat];
    char why[600];
    RkMove m;
    why[0] = '\0';
    if (rk_game_view(t->game, seat, &t->view) != TK_OK) {
        *status = TK_E_ARG;
        return RK_STEP_IDLE;
    }
    SeatBotResult r = seatbot_poll(s->bot, &t->view, wait_ms, &m, why, sizeof why);
    if (r == SEATBOT_PENDING) {
        return RK_STEP_WAITING;
    }
    if (r == SEATBOT_FAILED) {
        seat_bot_failed(t, seat, "stopped", why);
        return step_ai(t, seat, status);
    }
    /* An answer: a play the engine refuses is said to the bot, which is
       asked again; after the turn's third refusal the seat draws (the
       protocol). */
    int st = TK_OK;
    if (r == SEATBOT_ANSWER && m.kind == RK_ACT_PLAY) {
        /* A bot sends the whole table in an order of its own: its sets go
           where they lay before, so the table does not shuffle on screen. */
        rk_table_order_like(rk_game_table(t->game), &m.table);
        st = rk_apply(t->game, seat, RK_ACT_PLAY, &m.table);
        if (st == TK_OK) {
            *status = after_action(t);
            return RK_STEP_ACTED;
        }
        r = seatbot_refused(s->bot, rk_game_error(t->game), why, sizeof why);
        if (r == SEATBOT_PENDING) {
            return RK_STEP_WAITING;
        }
        if (r == SEATBOT_FAILED) {
            seat_bot_failed(t, seat, "stopped", why);
            return step_ai(t, seat, status);
        }
    }
    /* `draw`, or the turn's last refusal. */
    st = rk_apply(t->game, seat, RK_ACT_DRAW, NULL);
    if (st != TK_OK) {
        seat_bot_failed(t, seat, "made a move the rules do not allow", rk_game_error(t->game));
        return step_ai(t, seat, status);
    }
    *status = after_action(t);
    return RK_STEP_ACTED;
}

RkStepResult rk_match_step(RkMatch *t, int wait_ms, int *status)
{
    int dummy;
    if (status == NULL) {
        status = &dummy;
    }
    *status = TK_OK;
    if (t == NULL) {
        *status = TK_E_ARG;
        return RK_STEP_IDLE;
    }
    if (rk_game_phase(t->game) != RK_PHASE_TURN) {
        return RK_STEP_IDLE;
    }
    int seat = rk_game_to_act(t->game);
    if (!seat_ok(t, seat)) {
        return RK_STEP_IDLE;
    }
    switch (t->seat[seat].kind) {
    case RK_SEAT_AI:
        return step_ai(t, seat, status);
    case RK_SEAT_BOT:
        return step_bot(t, seat, wait_ms < 0 ? 0 : wait_ms, status);
    case RK_SEAT_HUMAN:
        break;
    }
    return RK_STEP_IDLE;
}

/* ------------------------------------------------------------------ */
/* Queues and saving                                                   */

int rk_match_next_event(RkMatch *t, RkEvent *out)
{
    return t != NULL && out != NULL ? tk_queue_pop(&t->events, out) : 0;
}

/* The bots that are not being asked anything, looked at without waiting:
 * one that has left (exited, closed a pipe) or flooded is replaced now,
 * whoever's turn it is, rather than when it is next spoken to. */
static void watch_bots(RkMatch *t)
{
    int changed = 0;
    for (int i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        char why[600] = "";
        if (s->kind == RK_SEAT_BOT && seatbot_watch(s->bot, why, sizeof why) != TK_OK) {
            seat_bot_failed(t, i, "stopped", why);
            changed = 1;
        }
    }
    if (changed) {
        autosave_now(t); /* the seat's new player and name, before any move */
    }
}

int rk_match_next_notice(RkMatch *t, char *buf, size_t size)
{
    if (t == NULL) {
        return 0;
    }
    if (tk_notices_waiting(&t->notices) == 0) {
        watch_bots(t);
    }
    return tk_notices_next(&t->notices, buf, size);
}

int rk_match_set_autosave(RkMatch *t, const char *path)
{
    char *copy = NULL;
    if (t == NULL) {
        return TK_E_ARG;
    }
    if (path != NULL) {
        copy = dup_string(path);
        if (copy == NULL) {
            return TK_E_NOMEM;
        }
    }
    free(t->autosave);
    t->autosave = copy;
    t->autosave_failed = 0;
    return copy == NULL ? TK_OK : autosave_now(t);
}

int rk_match_save(RkMatch *t, const char *path, char *msg, size_t size)
{
    if (t == NULL || path == NULL) {
        set_msg(msg, size, "no table or no file given");
        return TK_E_ARG;
    }
    return save_record(t, path, msg, size);
}
