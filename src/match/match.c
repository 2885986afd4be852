/*
 * match.c - the match layer (match/match.h): seats and their players,
 * bots started, watched and handed to the computer when they fail, the
 * event and notice queues, the autosave, resuming.
 *
 * Flow of one action: the seat's player chooses (a person through the
 * game's own call, which then calls mt_match_acted; a computer through
 * MtGame.ai_act; a bot through MtBotOps.step; by time, the game's driver
 * in MtGame.advance), the engine applies it, then after_action() drains
 * the engine's events, forwards each to every bot, keeps it for the front
 * end and autosaves when asked to.
 *
 * Bot logs: with a log directory, each bot seat's log is written to
 * DIR/bot-seatN.log when the match starts, when the bot fails, at each
 * game's or round's end and when the match is freed; a failed bot's log is
 * also kept in memory (Seat.log_copy) so a directory set later still gets
 * it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/cli.h"
#include "kit/file.h"
#include "kit/lang.h"
#include "kit/notice.h"
#include "kit/queue.h"
#include "kit/text.h"
#include "match/match.h"

#define FALLBACK_MAX MT_LEVEL_MAX

typedef struct Seat {
    MtSeatKind kind;
    TkSeatInfo info;  /* spec as it plays now, and the name shown */
    void *ai;         /* MT_SEAT_AI: the game's computer player */
    void *bot;        /* MT_SEAT_BOT: the game's bot */
    TkBot *tk;        /* the transport under it (owned by bot) */
    int asking;       /* by turns: the bot's step asked, its answer not taken yet */
    int had_bot;      /* a bot was set to play the seat when the match began */
    int bot_named;    /* the seat's name is its bot's own (from its hello) */
    char *log_copy;   /* the log of the seat's failed bot, owned; NULL if none */
    size_t log_copy_len;
    int log_failed;   /* 1 after a failed write of the log was reported */
} Seat;

struct MtMatch {
    const MtGame *g;
    void *game;
    uint64_t seed;
    int players;
    int bot_reply_ms;
    MtOpen open;
    char fallback[FALLBACK_MAX + 1];
    Seat seat[MT_MAX_SEATS];
    void *options;               /* the game's options as set up (options_size bytes) */
    TkSeatInfo set[MT_MAX_SEATS]; /* the seats as set up (mt_match_again) */

    TkQueue events;    /* of the game's events: for the front end */
    void *event;       /* room for one event (event_size bytes) */
    TkNotices notices; /* for the player */

    void *saver;         /* the game's record saver (autosave, saves) */
    char *autosave;      /* path, owned; NULL when not autosaving */
    int autosave_failed; /* 1 after a failed autosave was reported */
    int step_failed;     /* 1 after a step that stopped the match was reported */

    char *bot_log_dir; /* owned; NULL when the bots' logs are not kept */

    struct Replay *replay; /* a replay (mt_match_replay), owned; NULL for a match */
};

/* A record being watched: its items in steps (mt_match_replay). */
typedef struct Replay {
    void *from;  /* the record's game, as load made it: never changed */
    int items;   /* its history items */
    int *end;    /* end[s]: the items applied once step s+1 is (steps entries) */
    int steps;
    int at;      /* steps applied to the match's game */
    int *units;  /* the step after which each game or round is dealt */
    int nunits;
} Replay;

static void replay_free(const MtGame *g, Replay *r);
static MtStepResult replay_step_due(MtMatch *m, MtPhase phase, int *status);

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

/* Where m's game stands. */
static MtState state_of(const MtGame *g, const void *game)
{
    MtState st;
    memset(&st, 0, sizeof st);
    st.to_act = -1;
    g->state(game, &st);
    return st;
}

static int seat_ok(const MtMatch *m, int seat)
{
    return m != NULL && seat >= 0 && seat < m->players;
}

static int level_valid(const MtGame *g, const char *level)
{
    for (const char *const *l = g->levels(); *l != NULL; l++) {
        if (strcmp(*l, level) == 0) {
            return 1;
        }
    }
    return 0;
}

/* The last non-empty line of a log, into buf ("" if none). */
static void last_log_line(const char *log, size_t len, char *buf, size_t size)
{
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

/* The log of a seat's live bot ("" and 0 without one). */
static const char *bot_log(const Seat *s, size_t *len)
{
    *len = 0;
    return s->bot != NULL ? tk_bot_log(s->tk, len) : "";
}

/* Reads toward a bot's hello (at most wait_ms): 1 once it came, -1 if
 * the bot failed (tk_bot_failure says why), 0 not yet. */
static int bot_hello(const MtBotOps *b, void *bot, TkBot *tk, int wait_ms)
{
    if (!tk_bot_failed(tk) && !tk_bot_greeted(tk)) {
        b->hello(bot, wait_ms);
    }
    return tk_bot_failed(tk) ? -1 : tk_bot_greeted(tk) ? 1 : 0;
}

/* ------------------------------------------------------------------ */
/* Seats                                                               */

static void seat_release(const MtMatch *m, Seat *s)
{
    if (s->ai != NULL) {
        m->g->ai_free(s->ai);
        s->ai = NULL;
    }
    if (s->bot != NULL) {
        m->g->bot->free(s->bot);
        s->bot = NULL;
    }
    s->tk = NULL;
    s->asking = 0;
}

static int seat_make_ai(MtMatch *m, int seat, const char *level)
{
    Seat *s = &m->seat[seat];
    void *ai = NULL;
    int st = m->g->ai_new(level, seat_seed(m->seed, seat), &ai);
    if (st != TK_OK) {
        return st;
    }
    seat_release(m, s);
    s->ai = ai;
    s->kind = MT_SEAT_AI;
    snprintf(s->info.spec, sizeof s->info.spec, "ai:%s", level);
    return TK_OK;
}

void mt_pick_name(const char *const *names, int n, TkRng *rng, const char *const *taken,
                  int ntaken, char *out, size_t size)
{
    int start = n > 0 ? (int)tk_rng_below(rng, (uint32_t)n) : 0;
    if (size > 0) {
        out[0] = '\0';
    }
    for (int k = 0; k < n; k++) {
        const char *cand = names[(start + k) % n];
        int used = 0;
        for (int j = 0; j < ntaken && !used; j++) {
            used = strcmp(taken[j], cand) == 0;
        }
        if (!used) {
            snprintf(out, size, "%s", cand);
            return;
        }
    }
}

/* Gives every seat without a name one: "Player N" for a person, a first
 * name for a computer (a bot's comes from its hello). */
static void name_seats(MtMatch *m)
{
    TkRng rng;
    const char *taken[MT_MAX_SEATS];
    int ntaken = 0;
    tk_rng_seed(&rng, tk_mix64(m->seed ^ 0x6e616d6573ull));
    for (int i = 0; i < m->players; i++) {
        if (m->seat[i].info.name[0] != '\0') {
            taken[ntaken++] = m->seat[i].info.name;
        }
    }
    for (int i = 0; i < m->players; i++) {
        Seat *s = &m->seat[i];
        if (s->info.name[0] != '\0') {
            continue;
        }
        if (s->kind == MT_SEAT_HUMAN) {
            tk_fmt(s->info.name, sizeof s->info.name, _("Player %d"), i + 1);
        } else {
            m->g->computer_name(&rng, taken, ntaken, s->info.name, sizeof s->info.name);
            if (s->info.name[0] == '\0') {
                snprintf(s->info.name, sizeof s->info.name, "Computer %d", i + 1);
            }
        }
        taken[ntaken++] = s->info.name;
    }
}

/* Names seat after its bot (`name`, from its hello), numbered when another
 * seat has that name already: two seats that one program plays are
 * "simplebot" and "simplebot 2". */
static void name_bot_seat(MtMatch *m, int seat, const char *name)
{
    const char *taken[MT_MAX_SEATS];
    Seat *s = &m->seat[seat];
    int n = 0;
    for (int i = 0; i < m->players; i++) {
        if (i != seat) {
            taken[n++] = m->seat[i].info.name;
        }
    }
    snprintf(s->info.name, sizeof s->info.name, "%s", name);
    tk_text_unique_name(s->info.name, sizeof s->info.name, taken, n);
    s->bot_named = 1;
}

/* ------------------------------------------------------------------ */
/* Bot logs                                                            */

/* The file of a seat's log, DIR/bot-seatN.log; owned by the caller, NULL
 * when out of memory or when no log directory is set. */
static char *bot_log_path(const MtMatch *m, int seat)
{
    if (m->bot_log_dir == NULL) {
        return NULL;
    }
    size_t dlen = strlen(m->bot_log_dir);
    size_t n = dlen + 32;
    char *path = malloc(n);
    if (path == NULL) {
        return NULL;
    }
    /* "DIR/" or "DIR\" already ends in a separator. */
    int sep = dlen > 0 && (m->bot_log_dir[dlen - 1] == '/' || m->bot_log_dir[dlen - 1] == '\\');
    snprintf(path, n, "%s%sbot-seat%d.log", m->bot_log_dir, sep ? "" : "/", seat + 1);
    return path;
}

/* Writes seat's log file: its live bot's log, or the kept log of its
 * failed bot, or nothing (a bot that never started).  msg gets why it
 * failed. */
static int save_seat_log(MtMatch *m, int seat, char *msg, size_t size)
{
    Seat *s = &m->seat[seat];
    size_t len = 0;
    const char *log = bot_log(s, &len);
    if (s->bot == NULL && s->log_copy != NULL) {
        log = s->log_copy;
        len = s->log_copy_len;
    }
    char *path = bot_log_path(m, seat);
    if (path == NULL) {
        set_msg(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    int st = tk_file_save_atomic(path, log, len, msg, size);
    free(path);
    return st;
}

/* Writes the log of every bot seat that still has its bot (all = 0) or
 * that had one (all = 1).  A failure is a notice, once per seat until a
 * write works again.  Returns the first failure's status. */
static int save_bot_logs(MtMatch *m, int all)
{
    char msg[600];
    int status = TK_OK;
    if (m->bot_log_dir == NULL || m->open == MT_OPEN_READ_ONLY) {
        return TK_OK;
    }
    for (int i = 0; i < m->players; i++) {
        Seat *s = &m->seat[i];
        if (!s->had_bot || (s->bot == NULL && !all)) {
            continue;
        }
        msg[0] = '\0';
        int st = save_seat_log(m, i, msg, sizeof msg);
        if (st == TK_OK) {
            s->log_failed = 0;
            continue;
        }
        if (status == TK_OK) {
            status = st;
        }
        if (!s->log_failed) {
            char text[200];
            s->log_failed = 1;
            tk_fmt(text, sizeof text, _("The log of seat %d's bot could not be saved."), i + 1);
            tk_notices_push_detail(&m->notices, text, msg);
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
    log = bot_log(s, &len);
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

/* Tells a game that keeps its seats' players that seat's is new
 * (MtGame.seat_changed). */
static void seat_changed(MtMatch *m, int seat)
{
    if (m->g->seat_changed != NULL && m->game != NULL) {
        m->g->seat_changed(m->game, m, seat);
    }
}

/* ------------------------------------------------------------------ */
/* A bot that fails                                                    */

static int autosave_now(MtMatch *m);

/* Hands a failed bot's seat to the built-in computer player and says so,
 * for a player: "Seat 2's bot (mybot) stopped; the computer plays its seat
 * from now on." (WHAT: stopped, could not be started, ...), the
 * bot's own words (WHY) and its log's file in the notice's detail
 * ("exited with status 3; its log: DIR/bot-seat2.log").  The log file is
 * written first, while the bot is still there; without one, the detail
 * quotes the log's last line.  A seat named after its bot takes a
 * computer's first name, so that what is played from now on is not
 * credited to the program ("...; Hugo, a computer player, plays its seat
 * from now on."). */
static void seat_bot_failed(MtMatch *m, int seat, TkBotLeft what, const char *why)
{
    Seat *s = &m->seat[seat];
    char who[MT_SPEC_MAX + 1];
    char detail[1400];
    char last[200];
    char logmsg[600];
    char *logpath = NULL;
    const char *taker = NULL; /* the computer's own name, when the seat takes it */
    int logst = TK_OK;
    size_t len = 0;
    const char *log = bot_log(s, &len);
    /* Before the hello a bot has no name yet: show its command. */
    snprintf(who, sizeof who, "%s",
             s->info.name[0] != '\0'                  ? s->info.name
             : strncmp(s->info.spec, "bot:", 4) == 0 ? s->info.spec + 4
                                                     : s->info.spec);
    logmsg[0] = '\0';
    if (m->bot_log_dir != NULL && s->had_bot && m->open != MT_OPEN_READ_ONLY) {
        logst = save_seat_log(m, seat, logmsg, sizeof logmsg);
        if (logst == TK_OK) {
            s->log_failed = 0;
            logpath = bot_log_path(m, seat);
        } else {
            s->log_failed = 1; /* said in the notice below */
        }
    }
    last_log_line(log, len, last, sizeof last);
    int quote = logpath == NULL && last[0] != '\0' && strstr(why, last) == NULL;
    snprintf(detail, sizeof detail, "%s%s%s%s%s%s%s", why, quote ? "; its log says: " : "",
             quote ? last : "", logpath != NULL ? "; its log: " : "",
             logpath != NULL ? logpath : "", logst != TK_OK ? "; its log could not be saved: " : "",
             logst != TK_OK ? logmsg : "");
    keep_log_copy(s);
    int st = seat_make_ai(m, seat, m->fallback);
    if (st != TK_OK) {
        /* Keep playing the seat somehow: the easiest level needs the least
           memory, so try it before giving up on the notice. */
        st = seat_make_ai(m, seat, m->g->levels()[0]);
    }
    TkTakeover by = TK_TAKEN_BY_COMPUTER;
    if (st != TK_OK) {
        seat_release(m, s);
        s->kind = MT_SEAT_HUMAN;
        snprintf(s->info.spec, sizeof s->info.spec, "human");
        by = TK_TAKEN_BY_HAND;
    } else if (s->bot_named) {
        s->bot_named = 0;
        s->info.name[0] = '\0';
        name_seats(m);
        taker = s->info.name;
    }
    tk_notices_push_bot_left(&m->notices, seat, who, what, by, taker, detail);
    free(logpath);
    seat_changed(m, seat);
}

/* Why the seat's bot failed, in its own words, or the status's. */
static const char *bot_reason(const MtMatch *m, int seat, int status)
{
    const Seat *s = &m->seat[seat];
    const char *why = s->bot != NULL ? tk_bot_failure(s->tk) : "";
    return why[0] != '\0' ? why : tk_status_string(status);
}

static void bot_stopped(MtMatch *m, int seat, int status)
{
    seat_bot_failed(m, seat, TK_BOT_LEFT_STOPPED, bot_reason(m, seat, status));
}

void mt_match_seat_bot_failed(MtMatch *m, int seat, TkBotLeft what, const char *why)
{
    if (seat_ok(m, seat) && m->seat[seat].kind == MT_SEAT_BOT) {
        seat_bot_failed(m, seat, what,
                        why != NULL && why[0] != '\0' ? why : bot_reason(m, seat, TK_E_IO));
    }
}

/* ------------------------------------------------------------------ */
/* Bots                                                                */

/* Starts every bot seat and waits for the hellos, all at once, so that
 * slow bots do not add up, then tells each the match.  A bot that cannot
 * start or fails its hello gets the built-in player at once. */
static void start_bots(MtMatch *m)
{
    const MtBotOps *b = m->g->bot;
    char msg[400];
    int pending, answered[MT_MAX_SEATS] = {0};
    for (int i = 0; i < m->players; i++) {
        Seat *s = &m->seat[i];
        if (s->kind != MT_SEAT_BOT) {
            continue;
        }
        msg[0] = '\0';
        if (b->launch(s->info.spec + 4, i, m->bot_reply_ms, &s->bot, &s->tk, msg, sizeof msg) !=
            TK_OK) {
            s->bot = NULL;
            s->tk = NULL;
            seat_bot_failed(m, i, TK_BOT_LEFT_NOT_STARTED, msg[0] != '\0' ? msg : "no reason");
        }
    }
    do {
        pending = 0;
        for (int i = 0; i < m->players; i++) {
            Seat *s = &m->seat[i];
            if (s->kind != MT_SEAT_BOT || answered[i]) {
                continue; /* a hello is asked for until it comes, not after */
            }
            int r = bot_hello(b, s->bot, s->tk, 5);
            answered[i] = r > 0;
            if (r < 0) {
                seat_bot_failed(m, i, TK_BOT_LEFT_NOT_STARTED, bot_reason(m, i, TK_E_IO));
            } else if (r == 0) {
                pending = 1;
            }
        }
    } while (pending);
    for (int i = 0; i < m->players; i++) {
        Seat *s = &m->seat[i];
        if (s->kind == MT_SEAT_BOT && b->begin(s->bot, m->game) != TK_OK) {
            seat_bot_failed(m, i, TK_BOT_LEFT_NOT_STARTED, bot_reason(m, i, TK_E_IO));
        }
    }
    /* Seats the player did not name take their bots' names, in seat order
       whichever answered first. */
    for (int i = 0; i < m->players; i++) {
        Seat *s = &m->seat[i];
        if (s->kind == MT_SEAT_BOT && s->info.name[0] == '\0') {
            name_bot_seat(m, i, tk_bot_name(s->tk));
        }
    }
}

static void bots_event(MtMatch *m, const void *ev)
{
    for (int i = 0; i < m->players; i++) {
        Seat *s = &m->seat[i];
        if (s->kind == MT_SEAT_BOT && m->g->bot->event(s->bot, ev) != TK_OK) {
            bot_stopped(m, i, TK_E_IO);
        }
    }
}

int mt_check_bot(const MtGame *game, int seat, const char *command, int reply_ms, char *msg,
                 size_t size)
{
    void *bot = NULL;
    TkBot *tk = NULL;
    char why[400] = "";
    char last[200];
    TkBotTrouble t;
    memset(&t, 0, sizeof t);
    if (command == NULL || command[0] == '\0') {
        t.kind = TK_BOT_NO_COMMAND;
        tk_notice_bot_trouble(msg, size, seat, command, &t);
        return TK_E_ARG;
    }
    if (game == NULL || game->bot == NULL) {
        t.kind = TK_BOT_NONE_IN_BUILD;
        tk_notice_bot_trouble(msg, size, seat, command, &t);
        return TK_E_IO;
    }
    if (game->bot->launch(command, 0, reply_ms > 0 ? reply_ms : 5000, &bot, &tk, why,
                          sizeof why) != TK_OK) {
        t.kind = TK_BOT_CANNOT_LAUNCH;
        tk_text_visible(why, t.text, sizeof t.text);
        tk_notice_bot_trouble(msg, size, seat, command, &t);
        return TK_E_IO;
    }
    int r = 0;
    while (r == 0) {
        r = bot_hello(game->bot, bot, tk, 20);
    }
    if (r > 0) {
        game->bot->free(bot);
        return TK_OK;
    }
    size_t len = 0;
    const char *log = tk_bot_log(tk, &len);
    snprintf(why, sizeof why, "%s", tk_bot_failure(tk));
    last_log_line(log, len, last, sizeof last);
    game->bot->free(bot);
    tk_bot_explain(why, last, game->title, &t);
    tk_notice_bot_trouble(msg, size, seat, command, &t);
    return TK_E_IO;
}

/* ------------------------------------------------------------------ */
/* Saving                                                              */

static int save_record(MtMatch *m, const char *path, char *msg, size_t size)
{
    TkSeatInfo seats[MT_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int i = 0; i < m->players; i++) {
        seats[i] = m->seat[i].info;
    }
    if (m->saver == NULL && m->g->saver_new != NULL && m->g->saver_new(&m->saver) != TK_OK) {
        m->saver = NULL; /* saved whole this time; a saver is asked for again next time */
    }
    return m->g->save(m->saver, m->game, seats, path, msg, size);
}

/* Saves to the autosave file, if any.  A failure becomes a notice, once
 * until a save works again. */
static int autosave_now(MtMatch *m)
{
    char msg[400];
    if (m->autosave == NULL) {
        return TK_OK;
    }
    int st = save_record(m, m->autosave, msg, sizeof msg);
    if (st == TK_OK) {
        m->autosave_failed = 0;
    } else if (!m->autosave_failed) {
        char detail[1000];
        m->autosave_failed = 1;
        snprintf(detail, sizeof detail, "%s: %s", m->autosave, msg);
        tk_notices_push_detail(&m->notices,
                               _("The match could not be saved; it is tried again after every move."),
                               detail);
    }
    return st;
}

/* ------------------------------------------------------------------ */
/* After every action                                                  */

/* Drains the engine's events: forwards each to the bots, keeps it for the
 * front end; at a game's or round's end writes the bots' logs; then
 * autosaves.  TK_E_NOMEM if an event could not be kept (it still reached
 * the bots). */
static int after_action(MtMatch *m)
{
    int status = TK_OK;
    int ended = 0;
    while (m->g->next_event(m->game, m->event)) {
        bots_event(m, m->event);
        if (tk_queue_push(&m->events, m->event) != TK_OK) {
            status = TK_E_NOMEM;
        }
        ended |= m->g->event_ends_game(m->event);
    }
    if (ended) {
        save_bot_logs(m, 0); /* a failure is a notice */
    }
    autosave_now(m); /* a failure is a notice: the action itself stands */
    return status;
}

int mt_match_acted(MtMatch *m)
{
    return m != NULL ? after_action(m) : TK_E_ARG;
}

/* ------------------------------------------------------------------ */
/* Making and freeing                                                  */

static int fail_new(MtMatch *m, int status, const char *text, MtMatch **out, char *msg,
                    size_t size)
{
    mt_match_free(m);
    *out = NULL;
    set_msg(msg, size, text);
    return status;
}

static MtMatch *alloc_match(const MtGame *g)
{
    MtMatch *m = calloc(1, sizeof *m);
    if (m == NULL) {
        return NULL;
    }
    m->g = g;
    m->event = calloc(1, g->event_size);
    m->options = calloc(1, g->options_size > 0 ? g->options_size : 1);
    if (m->event == NULL || m->options == NULL) {
        free(m->event);
        free(m->options);
        free(m);
        return NULL;
    }
    tk_queue_init(&m->events, g->event_size);
    return m;
}

static int resolve_fallback(MtMatch *m, const char *level, char *msg, size_t size)
{
    if (level == NULL) {
        level = m->g->default_level();
    }
    if (!level_valid(m->g, level) || strlen(level) > FALLBACK_MAX) {
        tk_text_message(msg, size, "unknown computer level \"%s\" for the fallback", level);
        return TK_E_ARG;
    }
    snprintf(m->fallback, sizeof m->fallback, "%s", level);
    return TK_OK;
}

static int set_log_dir(MtMatch *m, const char *dir)
{
    if (dir != NULL && dir[0] != '\0') {
        m->bot_log_dir = dup_string(dir);
        if (m->bot_log_dir == NULL) {
            return TK_E_NOMEM;
        }
    }
    return TK_OK;
}

/* Sets up the seats of m from `seats` (specs checked), starts the bots
 * (when run_bots; else the computer plays their seats, each said), names
 * the seats.  m->game must exist. */
static int init_seats(MtMatch *m, const TkSeatInfo *seats, int run_bots, char *msg, size_t size)
{
    char why[300];
    if (m->g->bot == NULL) {
        run_bots = 0;
    }
    for (int i = 0; i < m->players; i++) {
        Seat *s = &m->seat[i];
        const char *spec = seats[i].spec[0] != '\0' ? seats[i].spec : "human";
        TkSeatSpec parsed;
        if (tk_cli_seat_parse(spec, m->g->levels(), &parsed, why, sizeof why) != TK_OK) {
            tk_text_message(msg, size, "seat %d: %s", i + 1, why);
            return TK_E_ARG;
        }
        memcpy(s->info.name, seats[i].name, sizeof s->info.name);
        s->info.name[MT_NAME_MAX] = '\0';
        snprintf(s->info.spec, sizeof s->info.spec, "%s", spec);
        if (parsed.kind == TK_SEAT_AI || (parsed.kind == TK_SEAT_BOT && !run_bots)) {
            const char *level = parsed.kind == TK_SEAT_AI ? parsed.level : m->fallback;
            int st = seat_make_ai(m, i, level);
            if (st != TK_OK) {
                tk_text_message(msg, size, "seat %d: cannot create the computer player (%s)", i + 1,
                                tk_status_string(st));
                return st;
            }
            if (parsed.kind == TK_SEAT_BOT) {
                /* A saved match's bot that the player did not ask to start:
                   no process runs from a file; the computer plays the seat. */
                char text[MT_SPEC_MAX + 200];
                tk_notice_bot_not_started(text, sizeof text, i, spec + 4);
                tk_notices_push(&m->notices, text);
            }
        } else if (parsed.kind == TK_SEAT_BOT) {
            s->kind = MT_SEAT_BOT;
            s->had_bot = 1;
        } else {
            s->kind = MT_SEAT_HUMAN;
        }
    }
    start_bots(m);
    name_seats(m);
    save_bot_logs(m, 1); /* a new match: every bot seat's file afresh */
    for (int i = 0; i < m->players; i++) {
        seat_changed(m, i);
    }
    return TK_OK;
}

void mt_setup_fill(MtSetup *setup, const void *options, int players, uint64_t seed,
                   const TkSeatInfo *seats, int bot_reply_ms, const char *fallback_level,
                   const char *bot_log_dir)
{
    memset(setup, 0, sizeof *setup);
    setup->options = options;
    setup->players = players;
    setup->seed = seed;
    for (int i = 0; i < players && i < MT_MAX_SEATS; i++) {
        setup->seat[i] = seats[i];
    }
    setup->bot_reply_ms = bot_reply_ms;
    setup->fallback_level = fallback_level;
    setup->bot_log_dir = bot_log_dir;
}

int mt_match_new(const MtGame *game, const MtSetup *setup, MtMatch **out, char *msg, size_t size)
{
    char why[400] = "";
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (game == NULL || setup == NULL) {
        set_msg(msg, size, "no game or no setup given");
        return TK_E_ARG;
    }
    if (setup->bot_reply_ms < 0) {
        set_msg(msg, size, "the bot reply limit cannot be negative");
        return TK_E_ARG;
    }
    MtMatch *m = alloc_match(game);
    if (m == NULL) {
        set_msg(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    m->seed = setup->seed;
    m->bot_reply_ms = setup->bot_reply_ms;
    m->open = MT_OPEN_PLAY;
    if (setup->options != NULL) {
        memcpy(m->options, setup->options, game->options_size);
    }
    memcpy(m->set, setup->seat, sizeof m->set);
    if (set_log_dir(m, setup->bot_log_dir) != TK_OK) {
        return fail_new(m, TK_E_NOMEM, "out of memory", out, msg, size);
    }
    int st = resolve_fallback(m, setup->fallback_level, why, sizeof why);
    if (st == TK_OK) {
        st = game->game_new(setup->options, setup->seed, &m->game, why, sizeof why);
    }
    if (st == TK_OK) {
        m->players = state_of(game, m->game).players;
        if (m->players < 1 || m->players > MT_MAX_SEATS) {
            snprintf(why, sizeof why, "a table of %d seats", m->players);
            st = TK_E_CONFIG;
        }
    }
    if (st == TK_OK) {
        st = init_seats(m, setup->seat, 1, why, sizeof why);
    }
    if (st != TK_OK) {
        return fail_new(m, st, why, out, msg, size);
    }
    if (after_action(m) != TK_OK) {
        return fail_new(m, TK_E_NOMEM, "out of memory", out, msg, size);
    }
    *out = m;
    return TK_OK;
}

int mt_match_load_record(const MtGame *game, const char *path, void **out, TkSeatInfo *seats,
                         char *msg, size_t size)
{
    TkSeatInfo own[MT_MAX_SEATS];
    TkSeatInfo *sv = seats != NULL ? seats : own;
    char why[600] = "";
    if (out == NULL || path == NULL || game == NULL) {
        set_msg(msg, size, "no file given");
        return TK_E_ARG;
    }
    *out = NULL;
    memset(sv, 0, sizeof(TkSeatInfo) * MT_MAX_SEATS);
    int st = game->load(path, out, sv, why, sizeof why);
    if (st == TK_OK) {
        int players = state_of(game, *out).players;
        for (int s = 0; s < players; s++) {
            char seat[300];
            if (sv[s].spec[0] != '\0' &&
                tk_cli_seat_parse(sv[s].spec, game->levels(), NULL, seat, sizeof seat) != TK_OK) {
                char shown[300];
                tk_text_visible(seat, shown, sizeof shown);
                snprintf(why, sizeof why, "seat %d: %s", s + 1, shown);
                game->game_free(*out);
                *out = NULL;
                st = TK_E_FORMAT;
                break;
            }
        }
    } else if (*out != NULL) {
        game->game_free(*out);
        *out = NULL;
    }
    if (st != TK_OK && msg != NULL && size > 0) {
        /* One line that names the file once, made visible. */
        tk_file_reason(msg, size, path, why[0] != '\0' ? why : tk_status_string(st));
    }
    return st;
}

/* mt_match_resume, the record's seats as saved into seats. */
static int resume(const MtGame *game, const char *path, const MtResume *opt, MtMatch **out,
                  TkSeatInfo *seats, char *msg, size_t size)
{
    char why[700] = "";
    MtResume none;
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (game == NULL || path == NULL) {
        set_msg(msg, size, "no file given");
        return TK_E_ARG;
    }
    if (opt == NULL) {
        memset(&none, 0, sizeof none);
        none.open = MT_OPEN_NO_BOTS;
        opt = &none;
    }
    MtMatch *m = alloc_match(game);
    if (m == NULL) {
        set_msg(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    m->open = opt->open;
    int st = mt_match_load_record(game, path, &m->game, seats, why, sizeof why);
    if (st != TK_OK) {
        return fail_new(m, st, why, out, msg, size);
    }
    m->seed = state_of(game, m->game).seed;
    m->players = state_of(game, m->game).players;
    m->bot_reply_ms = opt->bot_reply_ms > 0 ? opt->bot_reply_ms : 0;
    if (m->open != MT_OPEN_READ_ONLY && set_log_dir(m, opt->bot_log_dir) != TK_OK) {
        return fail_new(m, TK_E_NOMEM, "out of memory", out, msg, size);
    }
    st = resolve_fallback(m, opt->fallback_level, why, sizeof why);
    if (st == TK_OK) {
        st = init_seats(m, seats, m->open == MT_OPEN_PLAY, why, sizeof why);
    }
    if (st != TK_OK) {
        char text[1000];
        snprintf(text, sizeof text, "%s: %s", path, why);
        tk_text_visible(text, why, sizeof why);
        return fail_new(m, st, why, out, msg, size);
    }
    game->options_of(m->game, m->options);
    mt_match_seats(m, m->set); /* again: as taken up, bots not started left out */
    /* The replayed events bring the bots up to date; the front end draws
       the resumed state from the game, so they are not queued for it. */
    while (game->next_event(m->game, m->event)) {
        bots_event(m, m->event);
    }
    *out = m;
    return TK_OK;
}

int mt_match_resume(const MtGame *game, const char *path, const MtResume *opt, MtMatch **out,
                    char *msg, size_t size)
{
    TkSeatInfo seats[MT_MAX_SEATS];
    return resume(game, path, opt, out, seats, msg, size);
}

int mt_match_again(const MtMatch *m, uint64_t seed, int keep_names, MtMatch **out, char *msg,
                   size_t size)
{
    MtSetup setup;
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (m == NULL) {
        set_msg(msg, size, "no match given");
        return TK_E_ARG;
    }
    memset(&setup, 0, sizeof setup);
    setup.options = m->options;
    setup.seed = seed;
    setup.players = m->players;
    memcpy(setup.seat, m->set, sizeof setup.seat);
    for (int i = 0; keep_names && i < m->players; i++) {
        if (strncmp(setup.seat[i].spec, "bot:", 4) != 0) {
            memcpy(setup.seat[i].name, m->seat[i].info.name, sizeof setup.seat[i].name);
        }
    }
    setup.bot_reply_ms = m->bot_reply_ms;
    setup.fallback_level = m->fallback;
    setup.bot_log_dir = m->bot_log_dir;
    return mt_match_new(m->g, &setup, out, msg, size);
}

void mt_match_free(MtMatch *m)
{
    if (m == NULL) {
        return;
    }
    if (m->game != NULL) {
        save_bot_logs(m, 0); /* the last words of the bots still playing */
    }
    for (int s = 0; s < MT_MAX_SEATS; s++) {
        seat_release(m, &m->seat[s]);
        free(m->seat[s].log_copy);
    }
    if (m->game != NULL) {
        m->g->game_free(m->game);
    }
    if (m->saver != NULL && m->g->saver_free != NULL) {
        m->g->saver_free(m->saver);
    }
    replay_free(m->g, m->replay);
    tk_queue_free(&m->events);
    tk_notices_free(&m->notices);
    free(m->event);
    free(m->options);
    free(m->autosave);
    free(m->bot_log_dir);
    free(m);
}

/* ------------------------------------------------------------------ */
/* Queries                                                             */

const void *mt_match_game(const MtMatch *m)
{
    return m != NULL ? m->game : NULL;
}

void *mt_match_game_mut(MtMatch *m)
{
    return m != NULL ? m->game : NULL;
}

const MtGame *mt_match_class(const MtMatch *m)
{
    return m != NULL ? m->g : NULL;
}

int mt_match_players(const MtMatch *m)
{
    return m != NULL ? m->players : 0;
}

uint64_t mt_match_seed(const MtMatch *m)
{
    return m != NULL ? m->seed : 0;
}

MtSeatKind mt_match_seat_kind(const MtMatch *m, int seat)
{
    return seat_ok(m, seat) ? m->seat[seat].kind : MT_SEAT_HUMAN;
}

const char *mt_match_seat_name(const MtMatch *m, int seat)
{
    return seat_ok(m, seat) ? m->seat[seat].info.name : "";
}

const char *mt_match_seat_spec(const MtMatch *m, int seat)
{
    return seat_ok(m, seat) ? m->seat[seat].info.spec : "";
}

int mt_match_seat_had_bot(const MtMatch *m, int seat)
{
    return seat_ok(m, seat) ? m->seat[seat].had_bot : 0;
}

void mt_match_seats(const MtMatch *m, TkSeatInfo *out)
{
    for (int i = 0; m != NULL && i < m->players; i++) {
        out[i] = m->seat[i].info;
    }
}

void mt_seats_from_form(const MtGame *game, const TkSeatInfo *form, int n, TkSeatInfo *out)
{
    for (int i = 0; i < n; i++) {
        out[i] = form[i];
        if (out[i].spec[0] == '\0') {
            snprintf(out[i].spec, sizeof out[i].spec, "ai:%s", game->default_level());
        }
    }
}

int mt_match_new_from_form(const MtGame *game, const void *options, int players, uint64_t seed,
                           const TkSeatInfo *form, const char *bot_log_dir, MtMatch **out,
                           char *msg, size_t size)
{
    MtSetup setup;
    if (game == NULL || form == NULL || players < 1 || players > MT_MAX_SEATS) {
        if (out != NULL) {
            *out = NULL;
        }
        set_msg(msg, size, "no such table");
        return TK_E_ARG;
    }
    mt_setup_fill(&setup, options, players, seed, form, 0, NULL, NULL);
    mt_seats_from_form(game, setup.seat, players, setup.seat);
    if (mt_seats_have_bots(setup.seat, players)) {
        setup.bot_log_dir = bot_log_dir;
    }
    return mt_match_new(game, &setup, out, msg, size);
}

int mt_seats_have_bots(const TkSeatInfo *seats, int n)
{
    for (int i = 0; i < n; i++) {
        if (strncmp(seats[i].spec, "bot:", 4) == 0) {
            return 1;
        }
    }
    return 0;
}

int mt_match_humans(const MtMatch *m)
{
    int n = 0;
    for (int i = 0; m != NULL && i < m->players; i++) {
        n += m->seat[i].kind == MT_SEAT_HUMAN;
    }
    return n;
}

int mt_match_first_human(const MtMatch *m)
{
    for (int i = 0; m != NULL && i < m->players; i++) {
        if (m->seat[i].kind == MT_SEAT_HUMAN) {
            return i;
        }
    }
    return -1;
}

int mt_match_has_bots(const MtMatch *m)
{
    for (int i = 0; m != NULL && i < m->players; i++) {
        if (m->seat[i].kind == MT_SEAT_BOT) {
            return 1;
        }
    }
    return 0;
}

MtOpen mt_match_open_mode(const MtMatch *m)
{
    return m != NULL ? m->open : MT_OPEN_PLAY;
}

int mt_match_human_to_act(const MtMatch *m)
{
    if (m == NULL || m->replay != NULL) {
        return -1; /* in a replay nobody acts: the record does */
    }
    MtState st = state_of(m->g, m->game);
    int seat = st.phase == MT_PHASE_PLAYING ? st.to_act : -1;
    return seat_ok(m, seat) && m->seat[seat].kind == MT_SEAT_HUMAN ? seat : -1;
}

void *mt_match_seat_ai(MtMatch *m, int seat)
{
    return seat_ok(m, seat) && m->seat[seat].kind == MT_SEAT_AI ? m->seat[seat].ai : NULL;
}

void *mt_match_seat_bot(MtMatch *m, int seat)
{
    return seat_ok(m, seat) && m->seat[seat].kind == MT_SEAT_BOT ? m->seat[seat].bot : NULL;
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

int mt_match_number(const MtMatch *m)
{
    return m != NULL ? state_of(m->g, m->game).number : 0;
}

MtPhase mt_match_phase(const MtMatch *m)
{
    return m != NULL ? state_of(m->g, m->game).phase : MT_PHASE_OVER;
}

MtBetween mt_match_between(const MtMatch *m, int ready, int game_shown, int match_shown)
{
    if (m == NULL) {
        return MT_BETWEEN_NONE;
    }
    MtState st = state_of(m->g, m->game);
    MtPhase ph = st.phase;
    int n = st.number;
    if (ph == MT_PHASE_PLAYING) {
        return MT_BETWEEN_NONE;
    }
    if (n == 0) {
        return ph == MT_PHASE_BETWEEN ? MT_BETWEEN_DEAL : MT_BETWEEN_NONE;
    }
    if (game_shown != n) {
        return ready ? MT_BETWEEN_GAME_END : MT_BETWEEN_NONE;
    }
    return ph == MT_PHASE_OVER && !match_shown ? MT_BETWEEN_MATCH_END : MT_BETWEEN_NONE;
}

MtBetween mt_match_show_next(MtMatch *m, int ready, MtShown *shown)
{
    MtBetween b = mt_match_between(m, ready, shown->game, shown->match);
    switch (b) {
    case MT_BETWEEN_DEAL:
        mt_match_deal(m);
        break;
    case MT_BETWEEN_GAME_END:
        shown->game = mt_match_number(m);
        break;
    case MT_BETWEEN_MATCH_END:
        shown->match = 1;
        break;
    case MT_BETWEEN_NONE:
        break;
    }
    return b;
}

int mt_match_deal(MtMatch *m)
{
    if (m == NULL) {
        return TK_E_ARG;
    }
    if (m->replay != NULL) {
        /* the record's deal, when it is the next step */
        int st = TK_OK;
        if (replay_step_due(m, MT_PHASE_BETWEEN, &st) == MT_STEP_ACTED) {
            return TK_OK;
        }
        return st != TK_OK ? st : TK_E_PHASE;
    }
    int st = m->g->deal(m->game);
    return st != TK_OK ? st : after_action(m);
}

static MtStepResult step_ai(MtMatch *m, int seat, int *status)
{
    int st = m->g->ai_act(m->seat[seat].ai, m->game, seat);
    if (st != TK_OK) {
        *status = st;
        return MT_STEP_IDLE;
    }
    *status = after_action(m);
    return MT_STEP_ACTED;
}

static MtStepResult step_bot(MtMatch *m, int seat, int wait_ms, int *status)
{
    char why[600] = "";
    Seat *s = &m->seat[seat];
    MtBotStep r = m->g->bot->step(s->bot, m->game, seat, !s->asking, wait_ms, why, sizeof why);
    s->asking = r == MT_BOT_PENDING;
    switch (r) {
    case MT_BOT_PENDING:
        return MT_STEP_WAITING;
    case MT_BOT_ACTED:
        *status = after_action(m);
        return MT_STEP_ACTED;
    case MT_BOT_ILLEGAL:
        seat_bot_failed(m, seat, TK_BOT_LEFT_ILLEGAL, why);
        break;
    case MT_BOT_FAILED:
    default:
        seat_bot_failed(m, seat, TK_BOT_LEFT_STOPPED, why[0] != '\0' ? why : bot_reason(m, seat, TK_E_IO));
        break;
    }
    return step_ai(m, seat, status);
}

MtStepResult mt_match_step(MtMatch *m, int wait_ms, int *status)
{
    int dummy;
    if (status == NULL) {
        status = &dummy;
    }
    *status = TK_OK;
    if (m != NULL && m->replay != NULL) {
        return replay_step_due(m, MT_PHASE_PLAYING, status);
    }
    if (m == NULL || m->g->ai_act == NULL) {
        *status = TK_E_ARG;
        return MT_STEP_IDLE;
    }
    MtState gs = state_of(m->g, m->game);
    if (gs.phase != MT_PHASE_PLAYING) {
        return MT_STEP_IDLE;
    }
    int seat = gs.to_act;
    if (!seat_ok(m, seat)) {
        return MT_STEP_IDLE;
    }
    switch (m->seat[seat].kind) {
    case MT_SEAT_AI:
        return step_ai(m, seat, status);
    case MT_SEAT_BOT:
        return step_bot(m, seat, wait_ms < 0 ? 0 : wait_ms, status);
    case MT_SEAT_HUMAN:
        break;
    }
    return MT_STEP_IDLE;
}

MtStepResult mt_match_step_paced(MtMatch *m, int *pace_left, int ms, int pace)
{
    int st = TK_OK;
    if (m == NULL) {
        return MT_STEP_IDLE;
    }
    if (*pace_left > 0) {
        *pace_left -= ms;
        if (*pace_left > 0) {
            return MT_STEP_IDLE;
        }
    }
    MtStepResult r = mt_match_step(m, 0, &st);
    if (r == MT_STEP_ACTED) {
        *pace_left = pace;
    } else if (st != TK_OK && !m->step_failed) {
        m->step_failed = 1;
        char text[200];
        tk_fmt(text, sizeof text, _("The match cannot go on: %s."), tk_status_said(st));
        tk_notices_push(&m->notices, text);
    }
    return r;
}

int mt_match_wait_ms(const MtMatch *m, int pace_left)
{
    if (m != NULL && m->replay != NULL) {
        /* the record's next move, at the pace, while a game is under way */
        int more = m->replay->at < m->replay->steps && mt_match_phase(m) == MT_PHASE_PLAYING;
        return !more ? -1 : pace_left > 0 ? pace_left : 0;
    }
    if (m == NULL || m->g->ai_act == NULL) {
        return -1;
    }
    MtState gs = state_of(m->g, m->game);
    int seat = gs.phase == MT_PHASE_PLAYING ? gs.to_act : -1;
    if (!seat_ok(m, seat) || m->seat[seat].kind == MT_SEAT_HUMAN) {
        return -1;
    }
    if (m->seat[seat].kind == MT_SEAT_BOT && pace_left <= 0) {
        return 15;
    }
    return pace_left > 0 ? pace_left : 0;
}

void mt_match_withdraw(MtMatch *m, int seat)
{
    if (seat_ok(m, seat) && m->seat[seat].kind == MT_SEAT_BOT) {
        m->seat[seat].asking = 0;
        if (m->g->bot->withdraw != NULL) {
            m->g->bot->withdraw(m->seat[seat].bot);
        }
    }
}

int64_t mt_match_next_due(MtMatch *m)
{
    if (m != NULL && m->replay != NULL) {
        const Replay *r = m->replay;
        if (r->at >= r->steps || mt_match_phase(m) != MT_PHASE_PLAYING) {
            return -1;
        }
        return mt_replay_time(m, r->at + 1);
    }
    if (m == NULL || m->g->next_due == NULL) {
        return -1;
    }
    return m->g->next_due(m->game, m);
}

MtStepResult mt_match_advance(MtMatch *m, int64_t to_ms, int wait_ms, int *status)
{
    int dummy;
    if (status == NULL) {
        status = &dummy;
    }
    *status = TK_OK;
    if (m == NULL || m->g->advance == NULL || to_ms < state_of(m->g, m->game).now) {
        *status = TK_E_ARG;
        return MT_STEP_IDLE;
    }
    if (m->replay != NULL) {
        /* every step of the round due by to_ms, the record's */
        MtStepResult r = MT_STEP_IDLE;
        int64_t due;
        while ((due = mt_match_next_due(m)) >= 0 && due <= to_ms && *status == TK_OK) {
            r = replay_step_due(m, MT_PHASE_PLAYING, status);
        }
        return mt_match_phase(m) == MT_PHASE_PLAYING ? MT_STEP_ACTED : r;
    }
    MtStepResult r = m->g->advance(m->game, m, to_ms, wait_ms < 0 ? 0 : wait_ms, status);
    int st = after_action(m);
    if (*status == TK_OK) {
        *status = st;
    }
    return r;
}

/* ------------------------------------------------------------------ */
/* Queues                                                              */

int mt_match_next_event(MtMatch *m, void *out)
{
    return m != NULL && out != NULL ? tk_queue_pop(&m->events, out) : 0;
}

/* The bots that are not being asked anything, looked at without waiting:
 * one that has left (exited, closed a pipe) or flooded is replaced now,
 * whoever's turn it is, rather than when it is next spoken to. */
static void watch_bots(MtMatch *m)
{
    int changed = 0;
    for (int i = 0; i < m->players; i++) {
        Seat *s = &m->seat[i];
        if (s->kind == MT_SEAT_BOT && !s->asking && m->g->bot->watch(s->bot) != TK_OK) {
            bot_stopped(m, i, TK_E_IO);
            changed = 1;
        }
    }
    if (changed) {
        autosave_now(m); /* the seat's new player and name, before any move */
    }
}

int mt_match_next_notice(MtMatch *m, char *buf, size_t size)
{
    if (m == NULL) {
        return 0;
    }
    if (tk_notices_waiting(&m->notices) == 0) {
        watch_bots(m);
    }
    return tk_notices_next(&m->notices, buf, size);
}

/* ------------------------------------------------------------------ */
/* Saving                                                              */

int mt_match_set_autosave(MtMatch *m, const char *path)
{
    char *copy = NULL;
    if (m == NULL || (path != NULL && m->open == MT_OPEN_READ_ONLY)) {
        return TK_E_ARG;
    }
    if (path != NULL) {
        copy = dup_string(path);
        if (copy == NULL) {
            return TK_E_NOMEM;
        }
    }
    free(m->autosave);
    m->autosave = copy;
    m->autosave_failed = 0;
    return copy == NULL ? TK_OK : autosave_now(m);
}

const char *mt_match_autosave_path(const MtMatch *m)
{
    return m != NULL ? m->autosave : NULL;
}

int mt_match_set_bot_log(MtMatch *m, const char *dir)
{
    char *copy = NULL;
    if (m == NULL || (dir != NULL && m->open == MT_OPEN_READ_ONLY)) {
        return TK_E_ARG;
    }
    if (dir != NULL && dir[0] != '\0') {
        copy = dup_string(dir);
        if (copy == NULL) {
            return TK_E_NOMEM;
        }
    }
    free(m->bot_log_dir);
    m->bot_log_dir = copy;
    for (int i = 0; i < MT_MAX_SEATS; i++) {
        m->seat[i].log_failed = 0;
    }
    return save_bot_logs(m, 1);
}

int mt_match_save(MtMatch *m, const char *path, char *msg, size_t size)
{
    if (m == NULL || path == NULL) {
        set_msg(msg, size, "no table or no file given");
        return TK_E_ARG;
    }
    if (m->open == MT_OPEN_READ_ONLY) {
        set_msg(msg, size, "this match was opened to look at: nothing is saved");
        return TK_E_ARG;
    }
    return save_record(m, path, msg, size);
}

/* ------------------------------------------------------------------ */
/* A saved match's summary                                             */

void mt_saved_read(const MtGame *game, const char *path, TkSaved *out, char *msg, size_t size)
{
    void *g = NULL;
    memset(out, 0, sizeof *out);
    if (msg != NULL && size > 0) {
        msg[0] = '\0';
    }
    if (game == NULL || path == NULL) {
        return;
    }
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        out->state = TK_SAVED_NONE;
        return;
    }
    fclose(f);
    if (mt_match_load_record(game, path, &g, out->seat, msg, size) != TK_OK) {
        out->state = TK_SAVED_DAMAGED;
        return;
    }
    MtState gs = state_of(game, g);
    out->players = gs.players;
    out->state = gs.phase == MT_PHASE_OVER ? TK_SAVED_FINISHED : TK_SAVED_PLAYING;
    for (int s = 0; s < out->players && s < MT_MAX_SEATS; s++) {
        out->bots += strncmp(out->seat[s].spec, "bot:", 4) == 0;
        out->people += out->seat[s].spec[0] == '\0' || strcmp(out->seat[s].spec, "human") == 0;
    }
    out->unit = "point";
    if (game->saved_state != NULL) {
        game->saved_state(g, out);
    }
    game->game_free(g);
}

int mt_saved_line(const MtGame *game, const char *path, char *info, size_t size, int *over,
                  int *people)
{
    TkSaved sv;
    mt_saved_read(game, path, &sv, info, size);
    if (sv.state == TK_SAVED_NONE) {
        tk_text_message(info, size, "%s: there is no such file", path);
        return TK_E_IO;
    }
    if (sv.state == TK_SAVED_DAMAGED) {
        return TK_E_FORMAT;
    }
    tk_saved_line(&sv, info, size);
    if (over != NULL) {
        *over = sv.state == TK_SAVED_FINISHED;
    }
    if (people != NULL) {
        *people = sv.people;
    }
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Replaying a record                                                  */

static void replay_free(const MtGame *g, Replay *r)
{
    if (r != NULL) {
        if (r->from != NULL) {
            g->game_free(r->from);
        }
        free(r->end);
        free(r->units);
        free(r);
    }
}

/* Drops every event game has queued; returns how many there were. */
static int drop_events(const MtGame *g, void *game, void *room)
{
    int n = 0;
    while (g->next_event(game, room)) {
        n++;
    }
    return n;
}

/* Applies items [from_item, to_item) of the record to game. */
static int replay_apply(const MtGame *g, const Replay *r, void *game, int from_item, int to_item,
                        void *room, int drop)
{
    for (int i = from_item; i < to_item; i++) {
        int st = g->replay->apply(game, r->from, i);
        if (st != TK_OK) {
            return st == TK_E_NOMEM ? st : TK_E_FORMAT;
        }
        if (drop) {
            drop_events(g, game, room);
        }
    }
    return TK_OK;
}

/* Groups the record's items in steps (an item that makes events with the
 * eventless ones before it) and notes where each game or round is dealt,
 * by replaying it once into a game of its own. */
static int replay_scan(const MtGame *g, Replay *r, void *room, char *msg, size_t size)
{
    void *game = NULL;
    int n = r->items;
    r->end = malloc(sizeof(int) * (size_t)(n + 1));
    r->units = malloc(sizeof(int) * (size_t)(n + 1));
    if (r->end == NULL || r->units == NULL || g->replay->start(r->from, &game) != TK_OK) {
        set_msg(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    drop_events(g, game, room);
    int number = state_of(g, game).number;
    for (int i = 0; i < n; i++) {
        int st = g->replay->apply(game, r->from, i);
        if (st != TK_OK) {
            tk_text_message(msg, size, "history item %d does not replay (%s)", i + 1,
                            tk_status_string(st));
            g->game_free(game);
            return st == TK_E_NOMEM ? st : TK_E_FORMAT;
        }
        if (drop_events(g, game, room) > 0) {
            r->end[r->steps++] = i + 1;
            int now = state_of(g, game).number;
            if (now != number) {
                r->units[r->nunits++] = r->steps;
                number = now;
            }
        }
    }
    if (n > 0 && (r->steps == 0 || r->end[r->steps - 1] != n)) {
        r->end[r->steps++] = n; /* items at the end that make no event: a last step */
    }
    g->game_free(game);
    return TK_OK;
}

int mt_match_replay(const MtGame *game, const char *path, MtMatch **out, char *msg,
                    size_t size)
{
    MtResume ro = {MT_OPEN_READ_ONLY, NULL, 0, NULL};
    char buf[200];
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (game == NULL || game->replay == NULL) {
        set_msg(msg, size, "this game's records cannot be replayed");
        return TK_E_ARG;
    }
    MtMatch *m = NULL;
    TkSeatInfo seats[MT_MAX_SEATS];
    int st = resume(game, path, &ro, &m, seats, msg, size);
    if (st != TK_OK) {
        return st;
    }
    /* Read only, no bot was started: the notices saying so are for a
       match to play on, not for one watched; its seats are as recorded
       (a bot's seat says so, though the computer, never asked, holds it). */
    while (tk_notices_next(&m->notices, buf, sizeof buf)) {
    }
    for (int i = 0; i < m->players; i++) {
        if (strncmp(seats[i].spec, "bot:", 4) == 0) {
            memcpy(m->seat[i].info.spec, seats[i].spec, sizeof m->seat[i].info.spec);
            m->seat[i].had_bot = 1;
        }
    }
    Replay *r = calloc(1, sizeof *r);
    if (r == NULL) {
        mt_match_free(m);
        set_msg(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    m->replay = r;
    r->from = m->game;
    m->game = NULL;
    r->items = game->replay->count(r->from);
    char why[300] = "";
    st = replay_scan(game, r, m->event, why, sizeof why);
    if (st == TK_OK && game->replay->start(r->from, &m->game) != TK_OK) {
        st = TK_E_NOMEM;
        set_msg(why, sizeof why, "out of memory");
    }
    if (st != TK_OK) {
        mt_match_free(m);
        tk_file_reason(msg, size, path, why);
        return st;
    }
    after_action(m); /* the match's first events, for the screen: read only, nothing saved */
    *out = m;
    return TK_OK;
}

int mt_match_is_replay(const MtMatch *m)
{
    return m != NULL && m->replay != NULL;
}

int mt_replay_steps(const MtMatch *m)
{
    return m != NULL && m->replay != NULL ? m->replay->steps : 0;
}

int mt_replay_at(const MtMatch *m)
{
    return m != NULL && m->replay != NULL ? m->replay->at : 0;
}

/* Makes the match's game anew at step: a new game with the record's
 * items up to it applied, the events they make dropped.  TK_OK, or an
 * error and the game as it was. */
static int replay_rebuild(MtMatch *m, int step)
{
    Replay *r = m->replay;
    void *game = NULL;
    if (m->g->replay->start(r->from, &game) != TK_OK) {
        return TK_E_NOMEM;
    }
    drop_events(m->g, game, m->event);
    int st = replay_apply(m->g, r, game, 0, step > 0 ? r->end[step - 1] : 0, m->event, 1);
    if (st != TK_OK) {
        m->g->game_free(game);
        return st;
    }
    m->g->game_free(m->game);
    m->game = game;
    r->at = step;
    return TK_OK;
}

int mt_replay_seek(MtMatch *m, int step)
{
    if (m == NULL || m->replay == NULL) {
        return TK_E_ARG;
    }
    Replay *r = m->replay;
    step = step < 0 ? 0 : step > r->steps ? r->steps : step;
    tk_queue_truncate(&m->events, 0);
    if (step < r->at) {
        return replay_rebuild(m, step);
    }
    /* on from where it is */
    int st = replay_apply(m->g, r, m->game, r->at > 0 ? r->end[r->at - 1] : 0,
                          step > 0 ? r->end[step - 1] : 0, m->event, 1);
    if (st != TK_OK) {
        replay_rebuild(m, r->at); /* back where it was: a state of the record's */
        return st;
    }
    r->at = step;
    return TK_OK;
}

int mt_replay_forward(MtMatch *m)
{
    if (m == NULL || m->replay == NULL) {
        return TK_E_ARG;
    }
    Replay *r = m->replay;
    if (r->at >= r->steps) {
        return TK_E_OVER;
    }
    int at = r->at;
    int st = replay_apply(m->g, r, m->game, at > 0 ? r->end[at - 1] : 0, r->end[at], m->event, 0);
    if (st != TK_OK) {
        replay_rebuild(m, at); /* back where it was: a state of the record's */
        return st;
    }
    r->at++;
    return after_action(m);
}

/* The record's next step when the game stands in `phase` (a deal between
 * games, a move in one): MT_STEP_ACTED, or MT_STEP_IDLE (none, or it is
 * not that kind of step's time; *status the error if one stopped it). */
static MtStepResult replay_step_due(MtMatch *m, MtPhase phase, int *status)
{
    if (m->replay->at >= m->replay->steps || mt_match_phase(m) != phase) {
        return MT_STEP_IDLE;
    }
    *status = mt_replay_forward(m);
    return *status == TK_OK ? MT_STEP_ACTED : MT_STEP_IDLE;
}

int mt_replay_units(const MtMatch *m, int *starts, int max)
{
    if (m == NULL || m->replay == NULL) {
        return 0;
    }
    for (int k = 0; starts != NULL && k < m->replay->nunits && k < max; k++) {
        starts[k] = m->replay->units[k];
    }
    return m->replay->nunits;
}

int64_t mt_replay_time(const MtMatch *m, int step)
{
    if (m == NULL || m->replay == NULL || m->g->replay->time == NULL || step < 1 ||
        step > m->replay->steps) {
        return -1;
    }
    return m->g->replay->time(m->replay->from, m->replay->end[step - 1] - 1);
}
