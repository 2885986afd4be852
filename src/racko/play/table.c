/*
 * table.c - a match at a table: the game, one controller per seat, the
 * event and notice queues for the front end, bot forwarding and autosave.
 *
 * Flow of one action: the seat's controller chooses (a human through
 * racko_table_apply, a computer through racko_ai_decide, a bot through the
 * bot protocol), the engine applies it, then after_action() drains the
 * engine's events, forwards each one to every bot, keeps it for the front
 * end (racko_table_next_event) and autosaves when asked to.
 *
 * Bot logs: with a log directory, each bot seat's log is written to
 * DIR/bot-seatN.log when the match starts, when the bot fails, at each
 * round's end and when the table is freed; a failed bot's log is also kept
 * in memory (Seat.log_copy) so a directory set later still gets it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/cli.h"
#include "kit/file.h"
#include "kit/notice.h"
#include "kit/queue.h"
#include "kit/rng.h"
#include "kit/text.h"
#include "racko/ai.h"
#include "racko/bot.h"
#include "racko/table.h"

#define FALLBACK_MAX 32

typedef struct Seat {
    RackoSeatKind kind;
    RackoSeatInfo info; /* spec as it plays now, and the name shown */
    RackoAI *ai;        /* RACKO_SEAT_AI */
    RackoBot *bot;      /* RACKO_SEAT_BOT */
    int asked;          /* bot: a question is out for the current decision */
    int had_bot;        /* a bot was set to play the seat when the table began */
    int bot_named;      /* the seat's name is its bot's own (from its hello) */
    char *log_copy;     /* the log of the seat's failed bot, owned; NULL if none */
    size_t log_copy_len;
    int log_failed;     /* 1 after a failed write of the log was reported */
} Seat;

struct RackoTable {
    RackoGame *game;
    uint64_t seed;
    int players;
    int bot_reply_ms;
    char fallback[FALLBACK_MAX + 1];
    Seat seat[RACKO_MAX_SEATS];

    TkQueue events; /* of RackoEvent: for the front end */

    TkNotices notices; /* for the user */

    RackoRecordSaver *saver; /* the record written so far (autosave, saves) */
    char *autosave;      /* path, owned; NULL when not autosaving */
    int autosave_failed; /* 1 after a failed autosave was reported */

    char *bot_log_dir; /* owned; NULL when the bots' logs are not kept */
};

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

/* ------------------------------------------------------------------ */
/* Seats                                                               */

static void seat_release(Seat *s)
{
    racko_ai_free(s->ai);
    s->ai = NULL;
    racko_bot_free(s->bot);
    s->bot = NULL;
    s->asked = 0;
}

static int seat_make_ai(RackoTable *t, int seat, const char *level)
{
    Seat *s = &t->seat[seat];
    RackoAI *ai = NULL;
    int st = racko_ai_new(level, seat_seed(t->seed, seat), &ai);
    if (st != RACKO_OK) {
        return st;
    }
    seat_release(s);
    s->ai = ai;
    s->kind = RACKO_SEAT_AI;
    snprintf(s->info.spec, sizeof s->info.spec, "ai:%s", level);
    return RACKO_OK;
}

/* ------------------------------------------------------------------ */
/* Bot logs                                                            */

/* The file of a seat's log, DIR/bot-seatN.log; owned by the caller, NULL
 * when out of memory or when no log directory is set. */
static char *bot_log_path(const RackoTable *t, int seat)
{
    size_t dlen;
    size_t n;
    char *path;
    if (t->bot_log_dir == NULL) {
        return NULL;
    }
    dlen = strlen(t->bot_log_dir);
    n = dlen + 32;
    path = malloc(n);
    if (path == NULL) {
        return NULL;
    }
    /* "DIR/" or "DIR\" already ends in a separator. */
    if (dlen > 0 && (t->bot_log_dir[dlen - 1] == '/' || t->bot_log_dir[dlen - 1] == '\\')) {
        snprintf(path, n, "%sbot-seat%d.log", t->bot_log_dir, seat + 1);
    } else {
        snprintf(path, n, "%s/bot-seat%d.log", t->bot_log_dir, seat + 1);
    }
    return path;
}

/* Writes seat's log file: its live bot's log, or the kept log of its
 * failed bot, or nothing (a bot that never started).  msg gets why it
 * failed. */
static int save_seat_log(RackoTable *t, int seat, char *msg, size_t size)
{
    Seat *s = &t->seat[seat];
    const char *log = "";
    size_t len = 0;
    char *path;
    int st;
    if (s->bot != NULL) {
        log = racko_bot_log(s->bot, &len);
    } else if (s->log_copy != NULL) {
        log = s->log_copy;
        len = s->log_copy_len;
    }
    path = bot_log_path(t, seat);
    if (path == NULL) {
        snprintf(msg, size, "out of memory");
        return RACKO_E_NOMEM;
    }
    st = tk_file_save_atomic(path, log, len, msg, size);
    free(path);
    return st;
}

/* Writes the log of every bot seat that still has its bot (all = 0) or
 * that had one (all = 1).  A failure is a notice, once per seat until a
 * write works again.  Returns the first failure's status. */
static int save_bot_logs(RackoTable *t, int all)
{
    char msg[600];
    int status = RACKO_OK;
    int i;
    if (t->bot_log_dir == NULL) {
        return RACKO_OK;
    }
    for (i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        int st;
        if (!s->had_bot || (s->bot == NULL && !all)) {
            continue;
        }
        msg[0] = '\0';
        st = save_seat_log(t, i, msg, sizeof msg);
        if (st == RACKO_OK) {
            s->log_failed = 0;
            continue;
        }
        if (status == RACKO_OK) {
            status = st;
        }
        if (!s->log_failed) {
            char text[100];
            s->log_failed = 1;
            snprintf(text, sizeof text, "The log of seat %d's bot could not be saved.", i + 1);
            tk_notices_push_detail(&t->notices, text, msg);
        }
    }
    return status;
}

/* Keeps a copy of the seat's bot's log for after the bot is gone. */
static void keep_log_copy(Seat *s)
{
    size_t len = 0;
    const char *log;
    char *copy;
    if (s->bot == NULL) {
        return;
    }
    log = racko_bot_log(s->bot, &len);
    copy = malloc(len + 1);
    if (copy == NULL) {
        return; /* the log is a courtesy: the match goes on without it */
    }
    memcpy(copy, log, len);
    copy[len] = '\0';
    free(s->log_copy);
    s->log_copy = copy;
    s->log_copy_len = len;
}

/* The last non-empty line of a bot's log, into buf ("" if none). */
static void bot_last_log_line(RackoBot *bot, char *buf, size_t size)
{
    size_t len = 0;
    const char *log = bot != NULL ? racko_bot_log(bot, &len) : "";
    size_t end = len;
    size_t start;
    buf[0] = '\0';
    while (end > 0 && (log[end - 1] == '\n' || log[end - 1] == ' ')) {
        end--;
    }
    start = end;
    while (start > 0 && log[start - 1] != '\n') {
        start--;
    }
    if (end > start) {
        snprintf(buf, size, "%.*s", (int)(end - start), log + start);
    }
}

static void name_seats(RackoTable *t);

/* Hands a failed bot's seat to the built-in computer player and says so,
 * for a player: "Seat 2's bot (mybot) WHAT; the computer plays its seat
 * from now on." (WHAT: "stopped", "could not be started", ...), the
 * bot's own words (WHY) and its log's file in the notice's detail
 * ("exited with status 3; its log: DIR/bot-seat2.log").  The log file is
 * written first, while the bot is still there; without one, the detail
 * quotes the log's last line.  A seat named after its bot takes a
 * computer's first name, so that what is played from now on is not
 * credited to the program ("...; Hugo, a computer player, plays its seat
 * from now on."). */
static void seat_bot_failed(RackoTable *t, int seat, const char *what, const char *why)
{
    Seat *s = &t->seat[seat];
    char who[RACKO_SPEC_MAX + 1];
    char detail[1400];
    char last[200];
    char logmsg[600];
    char *logpath = NULL;
    const char *taker = NULL; /* the computer's own name, when the seat takes it */
    int logst = RACKO_OK;
    int st;
    /* Before the hello a bot has no name yet: show its command. */
    snprintf(who, sizeof who, "%s",
             s->info.name[0] != '\0'                  ? s->info.name
             : strncmp(s->info.spec, "bot:", 4) == 0 ? s->info.spec + 4
                                                     : s->info.spec);
    logmsg[0] = '\0';
    if (t->bot_log_dir != NULL && s->had_bot) {
        logst = save_seat_log(t, seat, logmsg, sizeof logmsg);
        if (logst == RACKO_OK) {
            s->log_failed = 0;
            logpath = bot_log_path(t, seat);
        } else {
            s->log_failed = 1; /* said in the notice below */
        }
    }
    bot_last_log_line(s->bot, last, sizeof last);
    snprintf(detail, sizeof detail, "%s%s%s%s%s%s%s", why,
             logpath == NULL && last[0] != '\0' && strstr(why, last) == NULL ? "; its log says: "
                                                                            : "",
             logpath == NULL && last[0] != '\0' && strstr(why, last) == NULL ? last : "",
             logpath != NULL ? "; its log: " : "", logpath != NULL ? logpath : "",
             logst != RACKO_OK ? "; its log could not be saved: " : "",
             logst != RACKO_OK ? logmsg : "");
    keep_log_copy(s);
    st = seat_make_ai(t, seat, t->fallback);
    if (st != RACKO_OK) {
        /* Keep playing the seat somehow: "easy" needs no memory beyond the
           handle, so try it before giving up on the notice. */
        st = seat_make_ai(t, seat, "easy");
    }
    if (st != RACKO_OK) {
        seat_release(s);
        s->kind = RACKO_SEAT_HUMAN;
        snprintf(s->info.spec, sizeof s->info.spec, "human");
    } else if (s->bot_named) {
        s->bot_named = 0;
        s->info.name[0] = '\0';
        name_seats(t);
        taker = s->info.name;
    }
    tk_notices_push_bot_left(&t->notices, seat, who, what,
                             st == RACKO_OK ? TK_TAKEN_BY_COMPUTER : TK_TAKEN_BY_HAND, taker,
                             detail);
    free(logpath);
}

/* Names seat after its bot (`name`, from its hello), numbered when another
 * seat has that name already: two seats that one program plays are
 * "simplebot" and "simplebot 2". */
static void name_bot_seat(RackoTable *t, int seat, const char *name)
{
    const char *taken[RACKO_MAX_SEATS];
    Seat *s = &t->seat[seat];
    int i, n = 0;
    for (i = 0; i < t->players; i++) {
        if (i != seat) {
            taken[n++] = t->seat[i].info.name;
        }
    }
    snprintf(s->info.name, sizeof s->info.name, "%s", name);
    tk_text_unique_name(s->info.name, sizeof s->info.name, taken, n);
    s->bot_named = 1;
}

/* Gives every seat without a name one: "Player N" for humans, a random
 * first name for computers (a bot's name comes from its hello). */
static void name_seats(RackoTable *t)
{
    TkRng rng;
    const char *taken[RACKO_MAX_SEATS];
    int ntaken = 0;
    int i;
    tk_rng_seed(&rng, tk_mix64(t->seed ^ 0x6e616d6573ull));
    for (i = 0; i < t->players; i++) {
        if (t->seat[i].info.name[0] != '\0') {
            taken[ntaken++] = t->seat[i].info.name;
        }
    }
    for (i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        if (s->info.name[0] != '\0') {
            continue;
        }
        if (s->kind == RACKO_SEAT_HUMAN) {
            snprintf(s->info.name, sizeof s->info.name, "Player %d", i + 1);
        } else {
            racko_ai_random_name(&rng, taken, ntaken, s->info.name, sizeof s->info.name);
            if (s->info.name[0] == '\0') {
                snprintf(s->info.name, sizeof s->info.name, "Computer %d", i + 1);
            }
        }
        taken[ntaken++] = s->info.name;
    }
}

static void fill_meta(const RackoTable *t, RackoRecordMeta *meta)
{
    int i;
    memset(meta, 0, sizeof *meta);
    for (i = 0; i < t->players; i++) {
        meta->seat[i] = t->seat[i].info;
    }
}

/* Saves the record to path, through the table's saver (each save writes
 * and checks only what is new) when it could be made. */
static int save_record(RackoTable *t, const char *path, char *msg, size_t size)
{
    RackoRecordMeta meta;
    fill_meta(t, &meta);
    if (t->saver == NULL && racko_record_saver_new(&t->saver) != RACKO_OK) {
        return racko_record_save(t->game, &meta, path, msg, size);
    }
    return racko_record_saver_save(t->saver, t->game, &meta, path, msg, size);
}

/* Saves to the autosave file, if any.  A failure becomes a notice, once
 * until a save works again. */
static int autosave_now(RackoTable *t)
{
    char msg[256];
    char text[600];
    int st;
    if (t->autosave == NULL) {
        return RACKO_OK;
    }
    st = save_record(t, t->autosave, msg, sizeof msg);
    if (st == RACKO_OK) {
        t->autosave_failed = 0;
    } else if (!t->autosave_failed) {
        t->autosave_failed = 1;
        snprintf(text, sizeof text, "%s: %s", t->autosave, msg);
        tk_notices_push_detail(&t->notices,
                               "The match could not be saved; it is tried again after every move.",
                               text);
    }
    return st;
}

/* ------------------------------------------------------------------ */
/* Bots                                                                */

static const char *bot_reason(const RackoBot *bot, int status)
{
    const char *why = bot != NULL ? racko_bot_failure(bot) : "";
    return why[0] != '\0' ? why : racko_status_string(status);
}

static void bot_failed(RackoTable *t, int seat, int status)
{
    seat_bot_failed(t, seat, "stopped", bot_reason(t->seat[seat].bot, status));
}

/* Starts every bot seat and waits for the hellos, all at once, so slow
 * bots do not add up.  A bot that cannot start or fails its hello gets
 * the built-in player at once. */
static void start_bots(RackoTable *t)
{
    RackoBotOptions opt;
    char msg[400];
    int pending;
    int i;
    racko_bot_options_default(&opt);
    opt.reply_ms = t->bot_reply_ms;
    for (i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        if (s->kind != RACKO_SEAT_BOT) {
            continue;
        }
        msg[0] = '\0';
        if (racko_bot_start(s->info.spec + 4, i, &opt, &s->bot, msg, sizeof msg) != RACKO_OK) {
            s->bot = NULL;
            seat_bot_failed(t, i, "could not be started", msg);
        }
    }
    do {
        pending = 0;
        for (i = 0; i < t->players; i++) {
            Seat *s = &t->seat[i];
            RackoBotResult r;
            if (s->kind != RACKO_SEAT_BOT) {
                continue;
            }
            r = racko_bot_hello(s->bot, 5);
            if (r == RACKO_BOT_FAILED) {
                bot_failed(t, i, RACKO_E_IO);
            } else if (r != RACKO_BOT_ANSWER) {
                pending = 1;
            }
        }
    } while (pending);
    /* Seats the player did not name take their bots' names, in seat order
       whichever answered first. */
    for (i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        if (s->kind == RACKO_SEAT_BOT && s->info.name[0] == '\0') {
            name_bot_seat(t, i, racko_bot_name(s->bot));
        }
    }
}

int racko_table_check_bot(const char *command, int reply_ms, char *msg, size_t size)
{
    RackoBotOptions opt;
    RackoBot *bot = NULL;
    RackoBotResult r = RACKO_BOT_PENDING;
    char why[400] = "";
    char last[200] = "";
    char shown[200];
    if (command == NULL || command[0] == '\0') {
        set_msg(msg, size, "has no command");
        return RACKO_E_ARG;
    }
    racko_bot_options_default(&opt);
    if (reply_ms > 0) {
        opt.reply_ms = reply_ms;
    }
    if (racko_bot_start(command, 0, &opt, &bot, why, sizeof why) != RACKO_OK) {
        tk_text_visible(why, shown, sizeof shown);
        snprintf(msg, size, "cannot start: %s", shown);
        return RACKO_E_IO;
    }
    while (r != RACKO_BOT_ANSWER && r != RACKO_BOT_FAILED) {
        r = racko_bot_hello(bot, 20);
    }
    if (r == RACKO_BOT_ANSWER) {
        racko_bot_free(bot);
        return RACKO_OK;
    }
    snprintf(why, sizeof why, "%s", racko_bot_failure(bot));
    bot_last_log_line(bot, last, sizeof last);
    racko_bot_free(bot);
    tk_bot_explain(why, last, "Rack-O", msg, size);
    return RACKO_E_IO;
}

/* Sends the match line to every bot. */
static void bots_match(RackoTable *t)
{
    int i;
    for (i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        int st;
        if (s->kind != RACKO_SEAT_BOT) {
            continue;
        }
        st = racko_bot_match(s->bot, racko_game_config(t->game));
        if (st != RACKO_OK) {
            bot_failed(t, i, st);
        }
    }
}

static void bots_event(RackoTable *t, const RackoEvent *ev)
{
    int i;
    for (i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        int st;
        if (s->kind != RACKO_SEAT_BOT) {
            continue;
        }
        st = racko_bot_event(s->bot, ev);
        if (st != RACKO_OK) {
            bot_failed(t, i, st);
        }
    }
}

/* ------------------------------------------------------------------ */
/* After every action                                                  */

/* Drains the engine's events: forwards each to the bots, keeps it for the
 * front end; at a round's end writes the bots' logs; then autosaves.  Returns RACKO_E_NOMEM if an event could not
 * be kept (it still reached the bots). */
static int after_action(RackoTable *t)
{
    RackoEvent ev;
    int status = RACKO_OK;
    int round_over = 0;
    while (racko_event_next(t->game, &ev)) {
        bots_event(t, &ev);
        if (tk_queue_push(&t->events, &ev) != RACKO_OK) {
            status = RACKO_E_NOMEM;
        }
        if (ev.kind == RACKO_EV_ROUND_SCORED || ev.kind == RACKO_EV_MATCH_OVER) {
            round_over = 1;
        }
    }
    if (round_over) {
        save_bot_logs(t, 0); /* a failure is a notice */
    }
    autosave_now(t); /* a failure is a notice: the action itself stands */
    return status;
}

/* ------------------------------------------------------------------ */
/* Creating and freeing                                                */

void racko_table_setup_default(RackoTableSetup *setup, int players)
{
    int i;
    memset(setup, 0, sizeof *setup);
    racko_config_default(&setup->config, players);
    for (i = 0; i < players && i < RACKO_MAX_SEATS; i++) {
        snprintf(setup->seat[i].spec, sizeof setup->seat[i].spec, "%s",
                 i == 0 ? "human" : "ai:medium");
    }
}

static int fail_new(RackoTable *t, int status, const char *text, RackoTable **out, char *msg,
                    size_t size)
{
    racko_table_free(t);
    *out = NULL;
    set_msg(msg, size, text);
    return status;
}

int racko_table_load_record(const char *path, RackoGame **out, RackoRecordMeta *meta, char *msg,
                            size_t size)
{
    RackoRecordMeta own;
    RackoRecordMeta *m = meta != NULL ? meta : &own;
    char why[400] = "";
    int st, s;
    if (out == NULL || path == NULL) {
        set_msg(msg, size, "no file given");
        return RACKO_E_ARG;
    }
    *out = NULL;
    st = racko_record_load(path, out, m, why, sizeof why);
    if (st == RACKO_OK) {
        for (s = 0; s < racko_game_config(*out)->players; s++) {
            char seat[300], shown[300];
            if (m->seat[s].spec[0] != '\0' &&
                tk_cli_seat_parse(m->seat[s].spec, racko_ai_levels(), NULL, seat, sizeof seat) != TK_OK) {
                tk_text_visible(seat, shown, sizeof shown);
                snprintf(why, sizeof why, "seat %d: %s", s + 1, shown);
                racko_game_free(*out);
                *out = NULL;
                st = RACKO_E_FORMAT;
                break;
            }
        }
    }
    if (st != RACKO_OK && msg != NULL && size > 0) {
        /* One line that names the file once. */
        size_t n = strlen(path);
        if (strncmp(why, path, n) == 0 && why[n] == ':') {
            snprintf(msg, size, "%s", why);
        } else {
            char shown[300];
            tk_text_visible(path, shown, sizeof shown);
            snprintf(msg, size, "%s: %s", shown, why[0] != '\0' ? why : racko_status_string(st));
        }
    }
    return st;
}

int racko_table_saved_line(const char *path, char *info, size_t size, int *over, int *people)
{
    RackoGame *g = NULL;
    RackoRecordMeta meta;
    const char *names[RACKO_MAX_SEATS];
    int totals[RACKO_MAX_SEATS], n, s, st, humans = 0;
    char head[64];
    st = racko_table_load_record(path, &g, &meta, info, size);
    if (st != RACKO_OK) {
        return st;
    }
    n = racko_game_config(g)->players;
    for (s = 0; s < n; s++) {
        names[s] = meta.seat[s].name;
        totals[s] = racko_game_total(g, s);
        humans += meta.seat[s].spec[0] == '\0' || strcmp(meta.seat[s].spec, "human") == 0;
    }
    snprintf(head, sizeof head, "Round %d", racko_game_round(g) > 0 ? racko_game_round(g) : 1);
    tk_text_scores(info, size, head,
                   racko_game_config(g)->rules & RACKO_RULE_TOKENS ? "token" : "point", names,
                   totals, n);
    if (over != NULL) {
        *over = racko_game_phase(g) == RACKO_PHASE_MATCH_OVER;
    }
    if (people != NULL) {
        *people = humans;
    }
    racko_game_free(g);
    return RACKO_OK;
}

/* Sets up the seats of t from `seats` (specs checked), starts the bots and
 * sends them the match.  t->game must exist. */
static int init_seats(RackoTable *t, const RackoSeatInfo *seats, int run_bots, char *msg,
                      size_t size)
{
    char why[300];
    int i;
    int st;
    for (i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        const char *spec = seats[i].spec[0] != '\0' ? seats[i].spec : "human";
        TkSeatSpec parsed;
        if (tk_cli_seat_parse(spec, racko_ai_levels(), &parsed, why, sizeof why) != TK_OK) {
            snprintf(msg, size, "seat %d: %s", i + 1, why);
            return RACKO_E_ARG;
        }
        memcpy(s->info.name, seats[i].name, sizeof s->info.name);
        s->info.name[RACKO_NAME_MAX] = '\0';
        snprintf(s->info.spec, sizeof s->info.spec, "%s", spec);
        if (parsed.kind == TK_SEAT_AI) {
            st = seat_make_ai(t, i, parsed.level);
            if (st != RACKO_OK) {
                snprintf(msg, size, "seat %d: cannot create the computer player (%s)", i + 1,
                         racko_status_string(st));
                return st;
            }
        } else if (parsed.kind == TK_SEAT_BOT && !run_bots) {
            /* A saved match's bot that the player did not ask to start: no
               process runs from a file; the computer plays the seat. */
            char shown[RACKO_SPEC_MAX + 8];
            tk_text_visible(spec + 4, shown, sizeof shown);
            st = seat_make_ai(t, i, t->fallback);
            if (st != RACKO_OK) {
                snprintf(msg, size, "seat %d: cannot create the computer player (%s)", i + 1,
                         racko_status_string(st));
                return st;
            }
            {
                char text[RACKO_SPEC_MAX + 100];
                tk_notice_bot(text, sizeof text, i, shown,
                              "was not started; the computer plays its seat");
                tk_notices_push(&t->notices, text);
            }
        } else if (parsed.kind == TK_SEAT_BOT) {
            s->kind = RACKO_SEAT_BOT;
            s->had_bot = 1;
        } else {
            s->kind = RACKO_SEAT_HUMAN;
        }
    }
    start_bots(t);
    name_seats(t);
    bots_match(t);
    save_bot_logs(t, 1); /* a new match: every bot seat's file afresh */
    return RACKO_OK;
}

static int resolve_fallback(RackoTable *t, const char *level, char *msg, size_t size)
{
    if (level == NULL) {
        level = racko_ai_level_valid("medium") ? "medium" : "easy";
    }
    if (!racko_ai_level_valid(level) || strlen(level) > FALLBACK_MAX) {
        snprintf(msg, size, "unknown computer level \"%s\" for the fallback", level);
        return RACKO_E_ARG;
    }
    snprintf(t->fallback, sizeof t->fallback, "%s", level);
    return RACKO_OK;
}

int racko_table_new(const RackoTableSetup *setup, RackoTable **out, char *msg, size_t size)
{
    RackoTable *t;
    char why[300];
    int st;
    if (out == NULL) {
        return RACKO_E_ARG;
    }
    *out = NULL;
    if (setup == NULL) {
        set_msg(msg, size, "no setup given");
        return RACKO_E_ARG;
    }
    why[0] = '\0';
    if (racko_config_check(&setup->config, why, sizeof why) != RACKO_OK) {
        set_msg(msg, size, why);
        return RACKO_E_CONFIG;
    }
    if (setup->bot_reply_ms < 0) {
        set_msg(msg, size, "the bot reply limit cannot be negative");
        return RACKO_E_ARG;
    }
    t = calloc(1, sizeof *t);
    if (t == NULL) {
        set_msg(msg, size, "out of memory");
        return RACKO_E_NOMEM;
    }
    tk_queue_init(&t->events, sizeof(RackoEvent));
    t->seed = setup->seed;
    t->players = setup->config.players;
    t->bot_reply_ms = setup->bot_reply_ms;
    if (setup->bot_log_dir != NULL && setup->bot_log_dir[0] != '\0') {
        t->bot_log_dir = dup_string(setup->bot_log_dir);
        if (t->bot_log_dir == NULL) {
            return fail_new(t, RACKO_E_NOMEM, "out of memory", out, msg, size);
        }
    }
    st = resolve_fallback(t, setup->fallback_level, why, sizeof why);
    if (st != RACKO_OK) {
        return fail_new(t, st, why, out, msg, size);
    }
    st = racko_game_new(&setup->config, setup->seed, &t->game, why, sizeof why);
    if (st != RACKO_OK) {
        return fail_new(t, st, why, out, msg, size);
    }
    st = init_seats(t, setup->seat, 1, why, sizeof why);
    if (st != RACKO_OK) {
        return fail_new(t, st, why, out, msg, size);
    }
    st = after_action(t);
    if (st != RACKO_OK) {
        return fail_new(t, st, "out of memory", out, msg, size);
    }
    *out = t;
    return RACKO_OK;
}

int racko_table_resume(const char *path, RackoTable **out, char *msg, size_t size)
{
    RackoResumeOptions opt;
    memset(&opt, 0, sizeof opt);
    opt.start_bots = 1;
    return racko_table_resume_with(path, &opt, out, msg, size);
}

int racko_table_resume_with(const char *path, const RackoResumeOptions *opt, RackoTable **out,
                            char *msg, size_t size)
{
    RackoTable *t;
    RackoRecordMeta meta;
    RackoEvent ev;
    char why[400];
    int st;
    if (out == NULL) {
        return RACKO_E_ARG;
    }
    *out = NULL;
    if (path == NULL) {
        set_msg(msg, size, "no file given");
        return RACKO_E_ARG;
    }
    t = calloc(1, sizeof *t);
    if (t == NULL) {
        set_msg(msg, size, "out of memory");
        return RACKO_E_NOMEM;
    }
    tk_queue_init(&t->events, sizeof(RackoEvent));
    why[0] = '\0';
    st = racko_table_load_record(path, &t->game, &meta, why, sizeof why);
    if (st != RACKO_OK) {
        return fail_new(t, st, why, out, msg, size);
    }
    t->seed = racko_game_seed(t->game);
    t->players = racko_game_config(t->game)->players;
    st = resolve_fallback(t, opt != NULL ? opt->fallback_level : NULL, why, sizeof why);
    if (st == RACKO_OK) {
        st = init_seats(t, meta.seat, opt != NULL && opt->start_bots, why, sizeof why);
    }
    if (st != RACKO_OK) {
        char text[500];
        snprintf(text, sizeof text, "%s: %s", path, why);
        return fail_new(t, st, text, out, msg, size);
    }
    /* The replayed events bring the bots up to date; the front end draws
       the resumed state from the game, so they are not queued for it. */
    while (racko_event_next(t->game, &ev)) {
        bots_event(t, &ev);
    }
    *out = t;
    return RACKO_OK;
}

void racko_table_free(RackoTable *t)
{
    int s;
    if (t == NULL) {
        return;
    }
    if (t->game != NULL) {
        save_bot_logs(t, 0); /* the last words of the bots still playing */
    }
    for (s = 0; s < RACKO_MAX_SEATS; s++) {
        seat_release(&t->seat[s]);
        free(t->seat[s].log_copy);
    }
    racko_game_free(t->game);
    racko_record_saver_free(t->saver);
    tk_queue_free(&t->events);
    tk_notices_free(&t->notices);
    free(t->autosave);
    free(t->bot_log_dir);
    free(t);
}

/* ------------------------------------------------------------------ */
/* Queries                                                             */

const RackoGame *racko_table_game(const RackoTable *t)
{
    return t->game;
}

static int seat_ok(const RackoTable *t, int seat)
{
    return t != NULL && seat >= 0 && seat < t->players;
}

RackoSeatKind racko_table_seat_kind(const RackoTable *t, int seat)
{
    return seat_ok(t, seat) ? t->seat[seat].kind : RACKO_SEAT_HUMAN;
}

const char *racko_table_seat_name(const RackoTable *t, int seat)
{
    return seat_ok(t, seat) ? t->seat[seat].info.name : "";
}

const char *racko_table_seat_spec(const RackoTable *t, int seat)
{
    return seat_ok(t, seat) ? t->seat[seat].info.spec : "";
}

static int deciding(const RackoGame *g)
{
    int phase = racko_game_phase(g);
    return phase == RACKO_PHASE_DRAW || phase == RACKO_PHASE_PLACE ||
           phase == RACKO_PHASE_ECLAIR;
}

int racko_table_human_to_act(const RackoTable *t)
{
    int seat;
    if (t == NULL || !deciding(t->game)) {
        return -1;
    }
    seat = racko_game_to_act(t->game);
    return seat_ok(t, seat) && t->seat[seat].kind == RACKO_SEAT_HUMAN ? seat : -1;
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

int racko_table_apply(RackoTable *t, int seat, RackoAction a)
{
    int st;
    if (t == NULL) {
        return RACKO_E_ARG;
    }
    if (a.kind != RACKO_ACT_DEAL && seat_ok(t, seat) &&
        t->seat[seat].kind != RACKO_SEAT_HUMAN) {
        /* The seat's own player decides for it (racko_table_step). */
        return RACKO_E_TURN;
    }
    st = racko_apply(t->game, seat, a);
    if (st != RACKO_OK) {
        return st;
    }
    return after_action(t);
}

static RackoStepResult step_ai(RackoTable *t, int seat, int *status)
{
    RackoAction a;
    int st = racko_ai_decide(t->seat[seat].ai, racko_game_view(t->game, seat), &a);
    if (st == RACKO_OK) {
        st = racko_apply(t->game, seat, a);
    }
    if (st != RACKO_OK) {
        *status = st;
        return RACKO_STEP_IDLE;
    }
    *status = after_action(t);
    return RACKO_STEP_ACTED;
}

static RackoStepResult step_bot(RackoTable *t, int seat, int wait_ms, int *status)
{
    Seat *s = &t->seat[seat];
    RackoAction a;
    RackoBotResult r;
    int st;
    if (!s->asked) {
        st = racko_bot_ask(s->bot, racko_game_view(t->game, seat));
        if (st == RACKO_E_NOMEM) {
            *status = st;
            return RACKO_STEP_IDLE;
        }
        if (st != RACKO_OK) {
            bot_failed(t, seat, st);
            return step_ai(t, seat, status);
        }
        s->asked = 1;
    }
    r = racko_bot_poll(s->bot, wait_ms, &a);
    if (r == RACKO_BOT_PENDING) {
        return RACKO_STEP_WAITING;
    }
    s->asked = 0;
    if (r == RACKO_BOT_IDLE) {
        /* The library has no question out although one was asked: asking
           again would send the bot a question twice, so the computer
           takes over rather than risk a loop. */
        seat_bot_failed(t, seat, "stopped", "its question was lost");
        return step_ai(t, seat, status);
    }
    if (r == RACKO_BOT_FAILED) {
        bot_failed(t, seat, RACKO_E_IO);
        return step_ai(t, seat, status);
    }
    st = racko_apply(t->game, seat, a);
    if (st != RACKO_OK) {
        seat_bot_failed(t, seat, "made a move the rules do not allow", racko_game_error(t->game));
        return step_ai(t, seat, status);
    }
    *status = after_action(t);
    return RACKO_STEP_ACTED;
}

RackoStepResult racko_table_step(RackoTable *t, int wait_ms, int *status)
{
    int dummy;
    int seat;
    if (status == NULL) {
        status = &dummy;
    }
    *status = RACKO_OK;
    if (t == NULL) {
        *status = RACKO_E_ARG;
        return RACKO_STEP_IDLE;
    }
    if (!deciding(t->game)) {
        return RACKO_STEP_IDLE;
    }
    seat = racko_game_to_act(t->game);
    if (!seat_ok(t, seat)) {
        return RACKO_STEP_IDLE;
    }
    switch (t->seat[seat].kind) {
    case RACKO_SEAT_AI:
        return step_ai(t, seat, status);
    case RACKO_SEAT_BOT:
        return step_bot(t, seat, wait_ms < 0 ? 0 : wait_ms, status);
    case RACKO_SEAT_HUMAN:
        break;
    }
    return RACKO_STEP_IDLE;
}

/* ------------------------------------------------------------------ */
/* Queues and saving                                                   */

int racko_table_next_event(RackoTable *t, RackoEvent *out)
{
    return t != NULL && out != NULL ? tk_queue_pop(&t->events, out) : 0;
}

/* The bots that are not being asked anything, looked at without waiting:
 * one that has left (exited, closed a pipe) or flooded is replaced now,
 * whoever's turn it is, rather than when it is next spoken to. */
static void watch_bots(RackoTable *t)
{
    int i, changed = 0;
    for (i = 0; i < t->players; i++) {
        Seat *s = &t->seat[i];
        if (s->kind == RACKO_SEAT_BOT && !s->asked &&
            racko_bot_poll(s->bot, 0, NULL) == RACKO_BOT_FAILED) {
            bot_failed(t, i, RACKO_E_IO);
            changed = 1;
        }
    }
    if (changed) {
        autosave_now(t); /* the seat's new player and name, before any move */
    }
}

int racko_table_next_notice(RackoTable *t, char *buf, size_t size)
{
    if (t == NULL) {
        return 0;
    }
    if (tk_notices_waiting(&t->notices) == 0) {
        watch_bots(t);
    }
    return tk_notices_next(&t->notices, buf, size);
}

int racko_table_set_autosave(RackoTable *t, const char *path)
{
    char *copy = NULL;
    if (t == NULL) {
        return RACKO_E_ARG;
    }
    if (path != NULL) {
        copy = dup_string(path);
        if (copy == NULL) {
            return RACKO_E_NOMEM;
        }
    }
    free(t->autosave);
    t->autosave = copy;
    t->autosave_failed = 0;
    if (copy == NULL) {
        return RACKO_OK;
    }
    return autosave_now(t);
}

int racko_table_set_bot_log(RackoTable *t, const char *dir)
{
    char *copy = NULL;
    int i;
    if (t == NULL) {
        return RACKO_E_ARG;
    }
    if (dir != NULL && dir[0] != '\0') {
        copy = dup_string(dir);
        if (copy == NULL) {
            return RACKO_E_NOMEM;
        }
    }
    free(t->bot_log_dir);
    t->bot_log_dir = copy;
    for (i = 0; i < RACKO_MAX_SEATS; i++) {
        t->seat[i].log_failed = 0;
    }
    return save_bot_logs(t, 1);
}

int racko_table_save(RackoTable *t, const char *path, char *msg, size_t size)
{
    if (t == NULL || path == NULL) {
        set_msg(msg, size, "no table or no file given");
        return RACKO_E_ARG;
    }
    return save_record(t, path, msg, size);
}
