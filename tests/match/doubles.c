/*
 * doubles.c - Pile (by turns) and Race (by time), two tiny games on the
 * match layer for its tests (doubles.h).  Each is written as a game of the
 * collection is: its state, events, record, computer players and bots,
 * given to the layer as one const MtGame.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "doubles.h"
#include "kit/bot.h"
#include "kit/file.h"
#include "kit/queue.h"
#include "kit/record.h"
#include "kit/text.h"

#define HIST_MAX 100000
#define REC_MAX (1u << 20)

/* ------------------------------------------------------------------ */
/* What both doubles share: history, seats in a record, bots           */

typedef struct Hist {
    int *seat; /* -1: a deal */
    int64_t *value;
    int n, cap;
} Hist;

static int hist_add(Hist *h, int seat, int64_t value)
{
    if (h->n == h->cap) {
        int cap = h->cap ? h->cap * 2 : 64;
        if (cap > HIST_MAX) {
            return TK_E_NOMEM;
        }
        int *s = realloc(h->seat, sizeof *s * (size_t)cap);
        if (s == NULL) {
            return TK_E_NOMEM;
        }
        h->seat = s;
        int64_t *v = realloc(h->value, sizeof *v * (size_t)cap);
        if (v == NULL) {
            return TK_E_NOMEM;
        }
        h->value = v;
        h->cap = cap;
    }
    h->seat[h->n] = seat;
    h->value[h->n] = value;
    h->n++;
    return TK_OK;
}

static void hist_free(Hist *h)
{
    free(h->seat);
    free(h->value);
}

static void put_seats(TkBuf *b, const TkSeatInfo *seats, int players)
{
    for (int s = 0; s < players; s++) {
        if (seats[s].spec[0] != '\0') {
            tk_buf_printf(b, "seat %d spec ", s + 1);
            tk_buf_encoded(b, seats[s].spec, strlen(seats[s].spec));
            tk_buf_str(b, "\n");
        }
        if (seats[s].name[0] != '\0') {
            tk_buf_printf(b, "seat %d name ", s + 1);
            tk_buf_encoded(b, seats[s].name, strlen(seats[s].name));
            tk_buf_str(b, "\n");
        }
    }
}

static int save_text(TkBuf *b, const char *path, char *msg, size_t size)
{
    if (b->failed) {
        free(b->p);
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    int st = tk_file_save_atomic(path, b->p, b->len, msg, size);
    free(b->p);
    return st;
}

/* A record read: its header numbers (key, value), its seats, its history
 * lines ("S WORD V" or "deal"). */
typedef struct Parsed {
    uint64_t key[4];
    TkSeatInfo seat[MT_MAX_SEATS];
    Hist hist; /* seat -1: deal; value: the number after the word */
} Parsed;

/* Reads the record at path: the magic line, `KEY N` for each of keys (in
 * order), seats, `history`, the history lines (`deal` or `S WORD N`,
 * WORD given), `end`.  TK_OK or TK_E_FORMAT / TK_E_IO with msg. */
static int parse_record(const char *path, const char *magic, const char *const *keys, int nkeys,
                        const char *word, Parsed *p, char *msg, size_t size)
{
    char *text = NULL;
    size_t len = 0;
    memset(p, 0, sizeof *p);
    int st = tk_file_read(path, REC_MAX, &text, &len, msg, size);
    if (st != TK_OK) {
        return st;
    }
    TkRecReader r = {text, len, 0, 0, msg, size};
    TkField l, f[4];
    int stage = 0; /* 0 magic, 1.. keys, then seats, history, end */
    int k = 0, ended = 0;
    int got;
    st = TK_OK;
    while (st == TK_OK && (got = tk_rec_next_line(&r, &l)) > 0) {
        int n = tk_rec_split(l, f, 4);
        uint64_t v;
        if (ended || n < 1) {
            st = TK_E_FORMAT;
        } else if (stage == 0) {
            st = n == 2 && tk_rec_is(f[0], magic) && tk_rec_is(f[1], "1") ? TK_OK : TK_E_FORMAT;
            stage = 1;
        } else if (stage == 1 && k < nkeys) {
            st = n == 2 && tk_rec_is(f[0], keys[k]) && tk_rec_num(f[1], 0, UINT64_MAX, &v) == TK_OK
                     ? TK_OK
                     : TK_E_FORMAT;
            p->key[k++] = v;
        } else if (stage == 1 && n == 4 && tk_rec_is(f[0], "seat")) {
            int field = tk_rec_is(f[2], "spec") ? 0 : tk_rec_is(f[2], "name") ? 1 : -1;
            if (tk_rec_num(f[1], 1, MT_MAX_SEATS, &v) != TK_OK || field < 0) {
                st = TK_E_FORMAT;
            } else {
                char *dst = field == 0 ? p->seat[v - 1].spec : p->seat[v - 1].name;
                size_t cap = field == 0 ? sizeof p->seat[0].spec : sizeof p->seat[0].name;
                st = tk_text_percent_decode(f[3].s, f[3].n, dst, cap, NULL);
            }
        } else if (stage == 1 && n == 1 && tk_rec_is(f[0], "history")) {
            stage = 2;
        } else if (stage == 2 && n == 1 && tk_rec_is(f[0], "end")) {
            ended = 1;
        } else if (stage == 2 && n == 1 && tk_rec_is(f[0], "deal")) {
            st = hist_add(&p->hist, -1, 0);
        } else if (stage == 2 && n == 3 && tk_rec_is(f[1], word)) {
            uint64_t s;
            st = tk_rec_num(f[0], 1, MT_MAX_SEATS, &s) == TK_OK &&
                         tk_rec_num(f[2], 0, 1000000000, &v) == TK_OK
                     ? hist_add(&p->hist, (int)s - 1, (int64_t)v)
                     : TK_E_FORMAT;
        } else {
            st = TK_E_FORMAT;
        }
        if (st == TK_E_FORMAT && (msg == NULL || msg[0] == '\0')) {
            tk_text_message(msg, size, "line %d: " TK_REC_QUOTE_FMT " is not what was expected",
                            r.lineno, TK_REC_QUOTE_ARGS(l));
        }
    }
    if (st == TK_OK && got < 0) {
        st = TK_E_FORMAT;
    }
    if (st == TK_OK && (!ended || k < nkeys)) {
        tk_text_message(msg, size, "the record is cut short");
        st = TK_E_FORMAT;
    }
    free(text);
    if (st != TK_OK) {
        hist_free(&p->hist);
    }
    return st;
}

/* A bot of either double on the kit's transport. */
typedef struct Bot {
    TkBot *tk;
    int seat;
    int reply_ms;
    int asked;   /* Race: a question is out (the layer keeps Pile's) */
    int64_t at;  /* Race: the time it was asked at */
    const char *hello; /* "pile 1", "race 1" */
} Bot;

static int bot_launch(const char *hello, const char *command, int seat, int reply_ms, void **out,
                      TkBot **tk, char *why, size_t size)
{
    TkBotOptions opt = {128, 0, "bye"};
    Bot *b = calloc(1, sizeof *b);
    *out = NULL;
    *tk = NULL;
    if (b == NULL) {
        return TK_E_NOMEM;
    }
    int st = tk_bot_start(command, &opt, &b->tk, why, size);
    if (st != TK_OK) {
        free(b);
        return st;
    }
    b->seat = seat;
    b->reply_ms = reply_ms > 0 ? reply_ms : 10000;
    b->hello = hello;
    tk_bot_send(b->tk, "%s", hello);
    tk_bot_expect(b->tk, b->reply_ms);
    *out = b;
    *tk = b->tk;
    return TK_OK;
}

static int pile_launch(const char *command, int seat, int reply_ms, void **out, TkBot **tk,
                       char *why, size_t size)
{
    return bot_launch("pile 1", command, seat, reply_ms, out, tk, why, size);
}

static int race_launch(const char *command, int seat, int reply_ms, void **out, TkBot **tk,
                       char *why, size_t size)
{
    return bot_launch("race 1", command, seat, reply_ms, out, tk, why, size);
}

/* The bot's answer, once it is due: 1 with *line, 0 not yet, -1 failed. */
static int bot_answer(Bot *b, int wait_ms, const char **line)
{
    switch (tk_bot_read(b->tk, wait_ms, line)) {
    case TK_BOT_LINE:
        return 1;
    case TK_BOT_NOTHING:
        return 0;
    case TK_BOT_LATE:
        tk_bot_fail_late(b->tk);
        return -1;
    case TK_BOT_TOO_LONG:
    case TK_BOT_BINARY:
        tk_bot_fail(b->tk, "wrote a line that is not the protocol's");
        return -1;
    case TK_BOT_FAILED:
    default:
        return -1;
    }
}

static void bot_hello(void *bot, int wait_ms)
{
    Bot *b = bot;
    const char *line = NULL;
    char why[200];
    if (bot_answer(b, wait_ms, &line) <= 0) {
        return;
    }
    if (tk_bot_take_hello(b->tk, line, why, sizeof why) != TK_OK) {
        tk_bot_fail(b->tk, "1 refused answer: %s", why);
        return;
    }
    tk_bot_expect(b->tk, 0);
}

static int bot_watch(void *bot)
{
    Bot *b = bot;
    return b->asked ? TK_OK : tk_bot_pump(b->tk);
}

static void bot_free(void *bot)
{
    Bot *b = bot;
    if (b != NULL) {
        tk_bot_free(b->tk);
        free(b);
    }
}

/* ------------------------------------------------------------------ */
/* Pile                                                                */

typedef struct Pile {
    PileOptions o;
    uint64_t seed;
    MtPhase phase;
    int game_no;
    int stones;
    int to_act;
    int wins[MT_MAX_SEATS];
    TkQueue events;
    Hist hist; /* seat -1: a deal; else a take of value stones */
} Pile;

static const char *const *pile_levels(void)
{
    static const char *const levels[] = {"easy", "hard", NULL};
    return levels;
}

static const char *pile_default_level(void)
{
    return "easy";
}

static void pile_event(Pile *p, int kind, int seat, int n)
{
    PileEvent ev = {kind, seat, n};
    tk_queue_push(&p->events, &ev);
}

static int pile_do_deal(Pile *p)
{
    if (p->phase != MT_PHASE_BETWEEN) {
        return TK_E_MOVE;
    }
    p->game_no++;
    p->stones = p->o.stones + (int)(tk_mix64(p->seed + (uint64_t)p->game_no) % 3);
    p->to_act = (p->game_no - 1) % p->o.players;
    p->phase = MT_PHASE_PLAYING;
    pile_event(p, PILE_EV_DEAL, -1, p->stones);
    return hist_add(&p->hist, -1, 0);
}

static int pile_do_take(Pile *p, int seat, int n)
{
    if (p->phase != MT_PHASE_PLAYING || seat != p->to_act) {
        return TK_E_TURN;
    }
    if (n < 1 || n > 3 || n > p->stones) {
        return TK_E_MOVE;
    }
    if (hist_add(&p->hist, seat, n) != TK_OK) {
        return TK_E_NOMEM;
    }
    p->stones -= n;
    pile_event(p, PILE_EV_TAKE, seat, n);
    if (p->stones == 0) {
        p->wins[seat]++;
        pile_event(p, PILE_EV_GAME_OVER, seat, 0);
        p->phase = p->game_no == p->o.games ? MT_PHASE_OVER : MT_PHASE_BETWEEN;
        if (p->phase == MT_PHASE_OVER) {
            pile_event(p, PILE_EV_MATCH_OVER, -1, 0);
        }
    } else {
        p->to_act = (p->to_act + 1) % p->o.players;
    }
    return TK_OK;
}

static int pile_new(const void *options, uint64_t seed, void **out, char *msg, size_t size)
{
    const PileOptions *o = options;
    if (o->players < 2 || o->players > 4 || o->stones < 1 || o->stones > 100 || o->games < 1 ||
        o->games > 20) {
        tk_text_message(msg, size, "a pile table has 2-4 seats, 1-100 stones, 1-20 games");
        return TK_E_CONFIG;
    }
    Pile *p = calloc(1, sizeof *p);
    if (p == NULL) {
        return TK_E_NOMEM;
    }
    p->o = *o;
    p->seed = seed;
    p->phase = MT_PHASE_BETWEEN;
    tk_queue_init(&p->events, sizeof(PileEvent));
    *out = p;
    return TK_OK;
}

static void pile_options_of(const void *game, void *options)
{
    *(PileOptions *)options = ((const Pile *)game)->o;
}

static void pile_free(void *game)
{
    Pile *p = game;
    if (p != NULL) {
        tk_queue_free(&p->events);
        hist_free(&p->hist);
        free(p);
    }
}

static int pile_players(const void *game)
{
    return ((const Pile *)game)->o.players;
}

static void pile_state(const void *game, MtState *out)
{
    const Pile *p = game;
    out->players = p->o.players;
    out->seed = p->seed;
    out->phase = p->phase;
    out->number = p->game_no;
    out->to_act = p->phase == MT_PHASE_PLAYING ? p->to_act : -1;
}

static int pile_next_event(void *game, void *event)
{
    return tk_queue_pop(&((Pile *)game)->events, event);
}

static int pile_event_ends(const void *event)
{
    int k = ((const PileEvent *)event)->kind;
    return k == PILE_EV_GAME_OVER || k == PILE_EV_MATCH_OVER;
}

static int pile_deal_game(void *game)
{
    return pile_do_deal(game);
}

static const char *const pile_keys[] = {"players", "stones", "games", "seed"};

static int pile_load(const char *path, void **game, TkSeatInfo *seats, char *msg, size_t size)
{
    Parsed pr;
    int st = parse_record(path, "pile", pile_keys, 4, "take", &pr, msg, size);
    if (st != TK_OK) {
        return st;
    }
    PileOptions o = {(int)pr.key[0], (int)pr.key[1], (int)pr.key[2]};
    st = pile_new(&o, (uint64_t)pr.key[3], game, msg, size);
    for (int i = 0; st == TK_OK && i < pr.hist.n; i++) {
        st = pr.hist.seat[i] < 0 ? pile_do_deal(*game)
                                 : pile_do_take(*game, pr.hist.seat[i], (int)pr.hist.value[i]);
        if (st != TK_OK) {
            tk_text_message(msg, size, "history item %d cannot be played", i + 1);
            st = TK_E_FORMAT;
        }
    }
    memcpy(seats, pr.seat, sizeof pr.seat);
    hist_free(&pr.hist);
    return st;
}

/* Pile's record saver: its records are small and written whole each
 * time; the saver counts the saves made through it and proves that the
 * layer gives save the saver it made (a save through anything else is
 * refused). */
typedef struct PileSaver {
    unsigned tag;
    int saves;
} PileSaver;

#define PILE_SAVER_TAG 0x50696c65u

static int pile_saver_new(void **out)
{
    PileSaver *s = calloc(1, sizeof *s);
    *out = s;
    if (s == NULL) {
        return TK_E_NOMEM;
    }
    s->tag = PILE_SAVER_TAG;
    return TK_OK;
}

/* A save through a saver (NULL: the whole record, without one). */
static int pile_saver_check(void *saver, char *msg, size_t size)
{
    PileSaver *s = saver;
    if (s != NULL && s->tag != PILE_SAVER_TAG) {
        tk_text_message(msg, size, "not a saver of Pile's");
        return TK_E_ARG;
    }
    if (s != NULL) {
        s->saves++;
    }
    return TK_OK;
}

static int pile_save(void *saver, const void *game, const TkSeatInfo *seats, const char *path,
                     char *msg, size_t size)
{
    const Pile *p = game;
    TkBuf b = {NULL, 0, 0, 0};
    if (pile_saver_check(saver, msg, size) != TK_OK) {
        return TK_E_ARG;
    }
    tk_buf_printf(&b, "pile 1\nplayers %d\nstones %d\ngames %d\nseed %llu\n", p->o.players,
                  p->o.stones, p->o.games, (unsigned long long)p->seed);
    put_seats(&b, seats, p->o.players);
    tk_buf_str(&b, "history\n");
    for (int i = 0; i < p->hist.n; i++) {
        if (p->hist.seat[i] < 0) {
            tk_buf_str(&b, "deal\n");
        } else {
            tk_buf_printf(&b, "%d take %d\n", p->hist.seat[i] + 1, (int)p->hist.value[i]);
        }
    }
    tk_buf_str(&b, "end\n");
    return save_text(&b, path, msg, size);
}

static void pile_saver_free(void *saver)
{
    free(saver);
}

static void pile_saved_state(const void *game, TkSaved *out)
{
    const Pile *p = game;
    for (int s = 0; s < p->o.players; s++) {
        out->total[s] = p->wins[s];
    }
    snprintf(out->heading, sizeof out->heading, "Game %d of %d", p->game_no > 0 ? p->game_no : 1,
             p->o.games);
    out->unit = "game";
}

static void pile_computer_name(TkRng *rng, const char *const *taken, int n, char *out,
                               size_t size)
{
    static const char *const names[] = {"Ann", "Ben", "Cy", "Dee", "Eve"};
    mt_pick_name(names, 5, rng, taken, n, out, size);
}

typedef struct PileAI {
    int hard;
} PileAI;

static int pile_ai_new(const char *level, uint64_t seed, void **out)
{
    PileAI *ai = malloc(sizeof *ai);
    (void)seed;
    if (ai == NULL) {
        return TK_E_NOMEM;
    }
    ai->hard = strcmp(level, "hard") == 0;
    *out = ai;
    return TK_OK;
}

static int pile_ai_act(void *ai, void *game, int seat)
{
    Pile *p = game;
    int n = ((PileAI *)ai)->hard && p->stones % 4 != 0 ? p->stones % 4 : 1;
    return pile_do_take(p, seat, n);
}

static int pile_bot_begin(void *bot, const void *game)
{
    Bot *b = bot;
    return tk_bot_send(b->tk, "match %d %d", pile_players(game), b->seat + 1);
}

static int pile_bot_event(void *bot, const void *event)
{
    Bot *b = bot;
    const PileEvent *ev = event;
    if (ev->kind == PILE_EV_TAKE) {
        return tk_bot_send(b->tk, "took %d %d", ev->seat + 1, ev->n);
    }
    return tk_bot_pump(b->tk);
}

static MtBotStep pile_bot_step(void *bot, void *game, int seat, int ask, int wait_ms, char *why,
                               size_t size)
{
    Bot *b = bot;
    Pile *p = game;
    const char *line = NULL;
    int n;
    char extra;
    if (ask) {
        if (tk_bot_send(b->tk, "ask %d", p->stones) != TK_OK) {
            return MT_BOT_FAILED;
        }
        tk_bot_expect(b->tk, b->reply_ms);
    }
    int r = bot_answer(b, wait_ms, &line);
    if (r == 0) {
        return MT_BOT_PENDING;
    }
    if (r < 0) {
        return MT_BOT_FAILED;
    }
    tk_bot_expect(b->tk, 0);
    if (sscanf(line, "take %d%c", &n, &extra) != 1) {
        tk_bot_fail(b->tk, "answered '%.40s', not 'take N'", line);
        return MT_BOT_FAILED;
    }
    if (pile_do_take(p, seat, n) != TK_OK) {
        tk_text_message(why, size, "took %d of %d stones", n, p->stones);
        return MT_BOT_ILLEGAL;
    }
    return MT_BOT_ACTED;
}

static void pile_bot_withdraw(void *bot)
{
    tk_bot_expect(((Bot *)bot)->tk, 0);
}

static const MtBotOps pile_bots = {pile_launch,    bot_hello,        pile_bot_begin,
                                   pile_bot_event, pile_bot_step,    pile_bot_withdraw,
                                   bot_watch,      bot_free};

/* Pile's records replayed item by item (MtGame.replay). */
static int pile_replay_count(const void *from)
{
    return ((const Pile *)from)->hist.n;
}

static int pile_replay_start(const void *from, void **out)
{
    const Pile *p = from;
    return pile_new(&p->o, p->seed, out, NULL, 0);
}

static int pile_replay_apply(void *to, const void *from, int i)
{
    const Hist *h = &((const Pile *)from)->hist;
    if (i < 0 || i >= h->n) {
        return TK_E_ARG;
    }
    return h->seat[i] < 0 ? pile_do_deal(to) : pile_do_take(to, h->seat[i], (int)h->value[i]);
}

static const MtReplayOps pile_replay = {pile_replay_count, pile_replay_start, pile_replay_apply,
                                        NULL};

const MtGame pile_game = {
    .title = "Pile",
    .min_seats = 2,
    .max_seats = 4,
    .event_size = sizeof(PileEvent),
    .levels = pile_levels,
    .default_level = pile_default_level,
    .computer_name = pile_computer_name,
    .options_size = sizeof(PileOptions),
    .game_new = pile_new,
    .options_of = pile_options_of,
    .game_free = pile_free,
    .state = pile_state,
    .next_event = pile_next_event,
    .event_ends_game = pile_event_ends,
    .deal = pile_deal_game,
    .load = pile_load,
    .saver_new = pile_saver_new,
    .save = pile_save,
    .saver_free = pile_saver_free,
    .saved_state = pile_saved_state,
    .ai_new = pile_ai_new,
    .ai_free = free,
    .ai_act = pile_ai_act,
    .bot = &pile_bots,
    .replay = &pile_replay,
};

int pile_stones(const MtMatch *m)
{
    return ((const Pile *)mt_match_game(m))->stones;
}

int pile_wins(const MtMatch *m, int seat)
{
    return ((const Pile *)mt_match_game(m))->wins[seat];
}

int pile_deal(MtMatch *m)
{
    return mt_match_deal(m);
}

int pile_take(MtMatch *m, int seat, int n)
{
    if (mt_match_seat_kind(m, seat) != MT_SEAT_HUMAN) {
        return TK_E_TURN;
    }
    int st = pile_do_take(mt_match_game_mut(m), seat, n);
    return st != TK_OK ? st : mt_match_acted(m);
}

/* ------------------------------------------------------------------ */
/* Race                                                                */

typedef struct Race {
    RaceOptions o;
    uint64_t seed;
    int64_t now;
    int points[MT_MAX_SEATS];
    int winner; /* -1 while racing */
    int64_t due[MT_MAX_SEATS]; /* each seat's intention: when it taps; -1 none */
    int ask;                   /* the seats must be asked (a change since) */
    int changed[MT_MAX_SEATS]; /* MtGame.seat_changed calls, and the kind each saw */
    MtSeatKind changed_kind[MT_MAX_SEATS];
    TkQueue events;
    Hist hist; /* taps: seat, time */
} Race;

static const char *const *race_levels(void)
{
    static const char *const levels[] = {"slow", "fast", NULL};
    return levels;
}

static const char *race_default_level(void)
{
    return "slow";
}

typedef struct RaceAI {
    int pace;
} RaceAI;

static int race_new(const void *options, uint64_t seed, void **out, char *msg, size_t size)
{
    const RaceOptions *o = options;
    if (o->players < 2 || o->players > 5 || o->target < 1 || o->target > 1000) {
        tk_text_message(msg, size, "a race has 2-5 seats and a target of 1-1000 taps");
        return TK_E_CONFIG;
    }
    Race *r = calloc(1, sizeof *r);
    if (r == NULL) {
        return TK_E_NOMEM;
    }
    r->o = *o;
    r->seed = seed;
    r->winner = -1;
    r->ask = 1; /* every seat is asked as the race begins */
    for (int s = 0; s < MT_MAX_SEATS; s++) {
        r->due[s] = -1;
    }
    tk_queue_init(&r->events, sizeof(RaceEvent));
    *out = r;
    return TK_OK;
}

static void race_options_of(const void *game, void *options)
{
    *(RaceOptions *)options = ((const Race *)game)->o;
}

static void race_free(void *game)
{
    Race *r = game;
    if (r != NULL) {
        tk_queue_free(&r->events);
        hist_free(&r->hist);
        free(r);
    }
}

static int race_do_tap(Race *r, int seat, int64_t t)
{
    if (r->winner >= 0) {
        return TK_E_MOVE;
    }
    if (t < r->now) {
        return TK_E_ARG;
    }
    if (hist_add(&r->hist, seat, t) != TK_OK) {
        return TK_E_NOMEM;
    }
    r->now = t;
    r->points[seat]++;
    RaceEvent ev = {RACE_EV_TAP, seat, t};
    tk_queue_push(&r->events, &ev);
    if (r->points[seat] >= r->o.target) {
        RaceEvent won = {RACE_EV_WON, seat, t};
        r->winner = seat;
        tk_queue_push(&r->events, &won);
    }
    r->ask = 1; /* everyone saw a change */
    return TK_OK;
}

static int race_players(const void *game)
{
    return ((const Race *)game)->o.players;
}

static void race_state(const void *game, MtState *out)
{
    const Race *r = game;
    out->players = r->o.players;
    out->seed = r->seed;
    out->phase = r->winner >= 0 ? MT_PHASE_OVER : MT_PHASE_PLAYING;
    out->number = 1; /* one round, begun with the race */
    out->now = r->now;
}

static int race_next_event(void *game, void *event)
{
    return tk_queue_pop(&((Race *)game)->events, event);
}

static int race_event_ends(const void *event)
{
    return ((const RaceEvent *)event)->kind == RACE_EV_WON;
}

/* Asks every seat that is not a person's what it means to do, now: a
 * computer at once (its pace), a bot by a question whose answer
 * race_answers collects. */
static void race_ask(Race *r, MtMatch *m)
{
    for (int s = 0; s < r->o.players; s++) {
        RaceAI *ai = mt_match_seat_ai(m, s);
        Bot *b = mt_match_seat_bot(m, s);
        r->due[s] = -1;
        if (ai != NULL) {
            r->due[s] = r->now + ai->pace;
        } else if (b != NULL) {
            if (tk_bot_send(b->tk, "ask %lld", (long long)r->now) != TK_OK) {
                mt_match_seat_bot_failed(m, s, TK_BOT_LEFT_STOPPED, tk_bot_failure(b->tk));
                ai = mt_match_seat_ai(m, s);
                r->due[s] = ai != NULL ? r->now + ai->pace : -1;
                continue;
            }
            tk_bot_expect(b->tk, b->reply_ms);
            b->asked = 1;
            b->at = r->now;
        }
    }
    r->ask = 0;
}

/* Collects the bots' answers: 1 when every question is answered, 0 while
 * one is still out (the clock stands still). */
static int race_answers(Race *r, MtMatch *m, int wait_ms)
{
    int pending = 0;
    for (int s = 0; s < r->o.players; s++) {
        Bot *b = mt_match_seat_bot(m, s);
        const char *line = NULL;
        long long d;
        char extra;
        if (b == NULL || !b->asked) {
            continue;
        }
        int got = bot_answer(b, pending ? 0 : wait_ms, &line);
        if (got == 0) {
            pending = 1;
            continue;
        }
        b->asked = 0;
        if (got > 0) {
            tk_bot_expect(b->tk, 0);
            if (strcmp(line, "wait") == 0) {
                r->due[s] = -1;
                continue;
            }
            if (sscanf(line, "tap %lld%c", &d, &extra) == 1 && d >= 0 && d <= 60000) {
                r->due[s] = b->at + (d < 250 ? 250 : d);
                continue;
            }
            tk_bot_fail(b->tk, "answered '%.40s', not 'tap D' or 'wait'", line);
        }
        mt_match_seat_bot_failed(m, s, TK_BOT_LEFT_STOPPED, tk_bot_failure(b->tk));
        RaceAI *ai = mt_match_seat_ai(m, s);
        r->due[s] = ai != NULL ? r->now + ai->pace : -1;
    }
    return !pending;
}

static int64_t race_next_due(void *game, MtMatch *m)
{
    Race *r = game;
    int64_t best = -1;
    if (r->winner >= 0) {
        return -1;
    }
    for (int s = 0; s < r->o.players; s++) {
        Bot *b = mt_match_seat_bot(m, s);
        if (r->ask || (b != NULL && b->asked)) {
            return r->now; /* questions to ask or answers awaited first */
        }
        if (r->due[s] >= 0 && (best < 0 || r->due[s] < best)) {
            best = r->due[s];
        }
    }
    return best;
}

static MtStepResult race_advance(void *game, MtMatch *m, int64_t to_ms, int wait_ms,
                                 int *status)
{
    Race *r = game;
    *status = TK_OK;
    for (;;) {
        if (r->winner >= 0) {
            return MT_STEP_IDLE;
        }
        if (r->ask) {
            race_ask(r, m);
        }
        if (!race_answers(r, m, wait_ms)) {
            return MT_STEP_WAITING;
        }
        /* The earliest intention due by to_ms; at one millisecond, in seat
           order. */
        int who = -1;
        for (int s = 0; s < r->o.players; s++) {
            if (r->due[s] >= 0 && r->due[s] <= to_ms && (who < 0 || r->due[s] < r->due[who])) {
                who = s;
            }
        }
        if (who < 0) {
            r->now = to_ms;
            return MT_STEP_ACTED;
        }
        *status = race_do_tap(r, who, r->due[who]);
        if (*status != TK_OK) {
            return MT_STEP_IDLE;
        }
    }
}

static const char *const race_keys[] = {"players", "target", "seed"};

static int race_load(const char *path, void **game, TkSeatInfo *seats, char *msg, size_t size)
{
    Parsed pr;
    int st = parse_record(path, "race", race_keys, 3, "tap", &pr, msg, size);
    if (st != TK_OK) {
        return st;
    }
    RaceOptions o = {(int)pr.key[0], (int)pr.key[1]};
    st = race_new(&o, (uint64_t)pr.key[2], game, msg, size);
    for (int i = 0; st == TK_OK && i < pr.hist.n; i++) {
        if (pr.hist.seat[i] < 0 || pr.hist.seat[i] >= o.players ||
            race_do_tap(*game, pr.hist.seat[i], pr.hist.value[i]) != TK_OK) {
            tk_text_message(msg, size, "history item %d cannot be played", i + 1);
            st = TK_E_FORMAT;
        }
    }
    memcpy(seats, pr.seat, sizeof pr.seat);
    hist_free(&pr.hist);
    return st;
}

static int race_save(void *saver, const void *game, const TkSeatInfo *seats, const char *path,
                     char *msg, size_t size)
{
    const Race *r = game;
    TkBuf b = {NULL, 0, 0, 0};
    if (pile_saver_check(saver, msg, size) != TK_OK) {
        return TK_E_ARG;
    }
    tk_buf_printf(&b, "race 1\nplayers %d\ntarget %d\nseed %llu\n", r->o.players, r->o.target,
                  (unsigned long long)r->seed);
    put_seats(&b, seats, r->o.players);
    tk_buf_str(&b, "history\n");
    for (int i = 0; i < r->hist.n; i++) {
        tk_buf_printf(&b, "%d tap %lld\n", r->hist.seat[i] + 1, (long long)r->hist.value[i]);
    }
    tk_buf_str(&b, "end\n");
    return save_text(&b, path, msg, size);
}

static void race_saved_state(const void *game, TkSaved *out)
{
    const Race *r = game;
    for (int s = 0; s < r->o.players; s++) {
        out->total[s] = r->points[s];
    }
    snprintf(out->heading, sizeof out->heading, "At %lld ms", (long long)r->now);
}

static int race_ai_new(const char *level, uint64_t seed, void **out)
{
    RaceAI *ai = malloc(sizeof *ai);
    (void)seed;
    if (ai == NULL) {
        return TK_E_NOMEM;
    }
    ai->pace = strcmp(level, "fast") == 0 ? 300 : 900;
    *out = ai;
    return TK_OK;
}

static int race_bot_begin(void *bot, const void *game)
{
    Bot *b = bot;
    return tk_bot_send(b->tk, "match %d %d", race_players(game), b->seat + 1);
}

static int race_bot_event(void *bot, const void *event)
{
    Bot *b = bot;
    const RaceEvent *ev = event;
    if (ev->kind == RACE_EV_TAP) {
        return tk_bot_send(b->tk, "tapped %d %lld", ev->seat + 1, (long long)ev->t);
    }
    return tk_bot_pump(b->tk);
}

/* The layer says a seat's player is new: counted, with the kind it has
 * now (a game keeping its seats' players would take the new one here;
 * Race asks the layer for them each time). */
static void race_seat_changed(void *game, MtMatch *m, int seat)
{
    Race *r = game;
    r->changed[seat]++;
    r->changed_kind[seat] = mt_match_seat_kind(m, seat);
}

static const MtBotOps race_bots = {race_launch,    bot_hello, race_bot_begin, race_bot_event,
                                   NULL,           NULL,      bot_watch,      bot_free};

/* Race's records replayed tap by tap, each at its moment. */
static int race_replay_count(const void *from)
{
    return ((const Race *)from)->hist.n;
}

static int race_replay_start(const void *from, void **out)
{
    const Race *r = from;
    return race_new(&r->o, r->seed, out, NULL, 0);
}

static int race_replay_apply(void *to, const void *from, int i)
{
    const Hist *h = &((const Race *)from)->hist;
    if (i < 0 || i >= h->n) {
        return TK_E_ARG;
    }
    return race_do_tap(to, h->seat[i], h->value[i]);
}

static int64_t race_replay_time(const void *from, int i)
{
    const Hist *h = &((const Race *)from)->hist;
    return i >= 0 && i < h->n ? h->value[i] : -1;
}

static const MtReplayOps race_replay = {race_replay_count, race_replay_start, race_replay_apply,
                                        race_replay_time};

const MtGame race_game = {
    .title = "Race",
    .min_seats = 2,
    .max_seats = 5,
    .event_size = sizeof(RaceEvent),
    .levels = race_levels,
    .default_level = race_default_level,
    .computer_name = pile_computer_name,
    .options_size = sizeof(RaceOptions),
    .game_new = race_new,
    .options_of = race_options_of,
    .game_free = race_free,
    .state = race_state,
    .next_event = race_next_event,
    .event_ends_game = race_event_ends,
    .next_due = race_next_due,
    .advance = race_advance,
    .load = race_load,
    .saver_new = pile_saver_new,
    .save = race_save,
    .saver_free = pile_saver_free,
    .saved_state = race_saved_state,
    .ai_new = race_ai_new,
    .ai_free = free,
    .bot = &race_bots,
    .seat_changed = race_seat_changed,
    .replay = &race_replay,
};

int race_points(const MtMatch *m, int seat)
{
    return ((const Race *)mt_match_game(m))->points[seat];
}

int race_changes(const MtMatch *m, int seat, MtSeatKind *kind)
{
    const Race *r = mt_match_game(m);
    if (kind != NULL) {
        *kind = r->changed_kind[seat];
    }
    return r->changed[seat];
}

int64_t race_now(const MtMatch *m)
{
    return ((const Race *)mt_match_game(m))->now;
}

int race_tap(MtMatch *m, int seat, int64_t t)
{
    Race *r = mt_match_game_mut(m);
    int st = TK_OK;
    if (mt_match_seat_kind(m, seat) != MT_SEAT_HUMAN) {
        return TK_E_TURN;
    }
    if (t < r->now) {
        return TK_E_ARG;
    }
    /* What was due before the tap happens first. */
    while (mt_match_advance(m, t, 1000, &st) == MT_STEP_WAITING && st == TK_OK) {
    }
    if (st != TK_OK) {
        return st;
    }
    st = race_do_tap(r, seat, t);
    if (st != TK_OK) {
        return st;
    }
    race_ask(r, m); /* everyone sees the tap and decides anew */
    return mt_match_acted(m);
}
