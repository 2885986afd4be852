/*
 * client.c - the player side of the Rummikub bot protocol: a computer
 * level playing a seat for an outside host (rummikub/botplay.h), on the
 * kit's skeleton of a bot program (kit/botplay.h: the hello, `bye`, the
 * state handled on a copy, the program's loop and its log).
 *
 * Each line from the host is parsed strictly and applied to the seat's
 * RkView, rebuilt as rk_game_view would give it; `ask play` is answered by
 * the RkAI from that view.  The whole state but the AI is plain data: the
 * kit handles a line on a copy, which replaces the state only when the
 * line was accepted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/botplay.h"
#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/bot.h"
#include "rummikub/botplay.h"

#define MAX_TOKENS (RK_TILES + 8)
#define SAY_PREFIX "rummikub bot"

/* Everything but the AI: copied whole, so a refused line changes nothing. */
typedef struct State {
    int have_match;
    RkView view;
    int penalty_left[RK_MAX_SEATS]; /* penalty draws still to come */
    int refused;                    /* our play was refused this turn: draw */
    int scoring;                    /* gameover seen: rackleft and score lines come */
} State;

struct RkBotPlayer {
    TkBotPlayer *tk; /* the hello, the state and its copy, the reason of a refusal */
    RkAI *ai;
};

static const TkBotPlayGame rk_game;

/* ------------------------------------------------------------------ */
/* Creation                                                            */

int rk_botplay_new(const char *level, uint64_t seed, const char *name, RkBotPlayer **out,
                   char *msg, size_t size)
{
    RkBotPlayer *p;
    int st;

    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (level == NULL || !rk_ai_level_valid(level)) {
        tk_text_message(msg, size, "unknown computer level");
        return TK_E_ARG;
    }
    p = calloc(1, sizeof *p);
    if (p == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    st = tk_botplay_new(&rk_game, level, name, p, &p->tk, msg, size);
    if (st == TK_OK) {
        st = rk_ai_new(level, seed, &p->ai);
        if (st != TK_OK) {
            tk_text_message(msg, size, "%s",
                            st == TK_E_NOMEM ? "out of memory" : "unknown computer level");
        }
    }
    if (st != TK_OK) {
        rk_botplay_free(p);
        return st;
    }
    *out = p;
    return TK_OK;
}

void rk_botplay_free(RkBotPlayer *p)
{
    if (p == NULL) {
        return;
    }
    tk_botplay_free(p->tk);
    rk_ai_free(p->ai);
    free(p);
}

void rk_botplay_reset(RkBotPlayer *p)
{
    if (p != NULL) {
        tk_botplay_reset(p->tk);
    }
}

const char *rk_botplay_error(const RkBotPlayer *p)
{
    return tk_botplay_error(p != NULL ? p->tk : NULL);
}

const RkView *rk_botplay_view(const RkBotPlayer *p)
{
    const State *s = p != NULL ? tk_botplay_state(p->tk) : NULL;
    return s != NULL && s->have_match ? &s->view : NULL;
}

const char *rk_botplay_name(const RkBotPlayer *p)
{
    return tk_botplay_name(p != NULL ? p->tk : NULL);
}

/* ------------------------------------------------------------------ */
/* Parsing                                                             */

typedef TkBotLine Line;

/* Tiles tok[from..n-1] into counts; "-" alone for none. */
static int tiles_of(const Line *l, int from, RkCounts *c, int *count)
{
    rk_counts_clear(c);
    *count = 0;
    if (l->n == from + 1 && strcmp(l->tok[from], "-") == 0) {
        return 1;
    }
    for (int i = from; i < l->n; i++) {
        RkTile t;

        if (rk_tile_parse(l->tok[i], strlen(l->tok[i]), &t) != TK_OK || c->n[t] >= RK_COPIES) {
            return 0;
        }
        c->n[t]++;
        (*count)++;
    }
    return 1;
}

/* A seat number 1..players on the wire, 0-based into *seat. */
static int seat_of(const State *s, const char *tok, int *seat)
{
    int v;

    if (!tk_bot_num(tok, 1, s->view.config.players, &v)) {
        return 0;
    }
    *seat = v - 1;
    return 1;
}

/* ------------------------------------------------------------------ */
/* The lines                                                           */

static int on_match(TkBotPlayer *p, State *s, const Line *l)
{
    RkConfig cfg;
    int players, seat, games, timer;
    char why[200];

    if (l->n != 5 || !tk_bot_keyval(l->tok[1], "players", RK_MIN_SEATS, RK_MAX_SEATS, &players) ||
        !tk_bot_keyval(l->tok[2], "seat", 1, players, &seat) ||
        !tk_bot_keyval(l->tok[3], "games", 1, RK_GAMES_MAX, &games) ||
        !tk_bot_keyval(l->tok[4], "timer", 0, 1000, &timer)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'match players=P seat=S games=G timer=T'", l->q);
    }
    if (s->have_match) {
        return tk_botplay_fail(p, TK_E_PHASE, "a second match line: %s", l->q);
    }
    rk_config_default(&cfg, players);
    cfg.games = games;
    cfg.timer = timer;
    if (rk_config_check(&cfg, why, sizeof why) != TK_OK) {
        return tk_botplay_fail(p, TK_E_CONFIG, "%s: %s", l->q, why);
    }
    memset(s, 0, sizeof *s);
    s->have_match = 1;
    s->view.seat = seat - 1;
    s->view.config = cfg;
    s->view.phase = RK_PHASE_GAME_OVER;
    s->view.to_act = -1;
    s->view.first = -1;
    s->view.match_winner = -1;
    return TK_OK;
}

static int on_game(TkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int game, first, pool, players = v->config.players;

    if (l->n != 4 || !tk_bot_num(l->tok[1], 1, RK_GAMES_MAX, &game) ||
        !tk_bot_keyval(l->tok[2], "first", 1, players, &first) ||
        !tk_bot_keyval(l->tok[3], "pool", 0, RK_TILES, &pool)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'game N first=S pool=M'", l->q);
    }
    if (v->phase != RK_PHASE_GAME_OVER || game != v->game + 1 || game > v->config.games) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s: game %d is not the next one", l->q, game);
    }
    v->phase = RK_PHASE_TURN;
    v->to_act = -1;
    v->game = game;
    v->first = first - 1;
    v->turn = 0;
    v->pool = pool;
    v->in_row = 0;
    rk_counts_clear(&v->rack);
    rk_counts_clear(&v->dealt);
    rk_counts_clear(&v->drawn);
    memset(&v->table, 0, sizeof v->table);
    memset(v->log, 0, sizeof v->log);
    for (int k = 0; k < players; k++) {
        v->log[k].tiles = RK_RACK_START;
    }
    memset(s->penalty_left, 0, sizeof s->penalty_left);
    s->refused = 0;
    s->scoring = 0;
    return TK_OK;
}

static int in_game(TkBotPlayer *p, const State *s, const Line *l)
{
    if (!s->have_match || s->view.phase != RK_PHASE_TURN || s->scoring) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s outside a game", l->q);
    }
    return TK_OK;
}

static int on_rack(TkBotPlayer *p, State *s, const Line *l)
{
    RkCounts c;
    int n;

    if (l->n < 2 || !tiles_of(l, 1, &c, &n) || n == 0) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'rack T1 .. T14'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    if (s->view.turn > 0) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s after the game's first turn", l->q);
    }
    s->view.rack = c;
    s->view.dealt = c;
    s->view.log[s->view.seat].tiles = n;
    return TK_OK;
}

static int on_table(TkBotPlayer *p, State *s, const Line *l, const char *text)
{
    RkTable t;
    char why[200];
    size_t at = l->n < 2 ? 0 : (size_t)(l->tok[1] - l->buf); /* token 1 in text */

    if (l->n < 2 || rk_table_parse(text + at, l->len - at, &t, why, sizeof why) != TK_OK) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'table SETS': %s", l->q,
                    l->n < 2 ? "no sets" : why);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    s->view.table = t;
    return TK_OK;
}

static int on_turn(TkBotPlayer *p, State *s, const Line *l)
{
    int seat;

    if (l->n != 2 || !s->have_match || !seat_of(s, l->tok[1], &seat)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'turn S'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    s->view.to_act = seat;
    s->view.turn++;
    s->view.log[seat].turns++;
    s->refused = 0;
    return TK_OK;
}

static int on_drew(TkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int seat;
    RkTile t = RK_NO_TILE;

    if ((l->n != 2 && l->n != 3) || !s->have_match || !seat_of(s, l->tok[1], &seat) ||
        (l->n == 3 && rk_tile_parse(l->tok[2], strlen(l->tok[2]), &t) != TK_OK)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'drew S' or 'drew S T'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    if ((seat == v->seat) != (l->n == 3)) {
        return tk_botplay_fail(p, TK_E_RULE, "%s: a drawn tile is told to its drawer only", l->q);
    }
    if (v->pool <= 0) {
        return tk_botplay_fail(p, TK_E_RULE, "%s: the pool is empty", l->q);
    }
    if (seat == v->seat) {
        if (v->rack.n[t] >= RK_COPIES) {
            return tk_botplay_fail(p, TK_E_RULE, "%s: there are only two of each tile", l->q);
        }
        v->rack.n[t]++;
        v->drawn.n[t]++;
    }
    v->pool--;
    v->in_row = 0;
    v->log[seat].tiles++;
    v->log[seat].draws++;
    if (s->penalty_left[seat] > 0) {
        s->penalty_left[seat]--;
        v->log[seat].penalty_tiles++;
    }
    return TK_OK;
}

static int on_penalty(TkBotPlayer *p, State *s, const Line *l)
{
    int seat, k;

    if (l->n != 3 || !s->have_match || !seat_of(s, l->tok[1], &seat) ||
        !tk_bot_num(l->tok[2], 0, RK_PENALTY_TILES, &k)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'penalty S K'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    s->view.log[seat].penalties++;
    s->penalty_left[seat] = k;
    return TK_OK;
}

static int on_passed(TkBotPlayer *p, State *s, const Line *l)
{
    int seat;

    if (l->n != 2 || !s->have_match || !seat_of(s, l->tok[1], &seat)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'passed S'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    s->view.log[seat].passes++;
    s->view.in_row++;
    return TK_OK;
}

static int on_played(TkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    RkCounts c;
    int seat, k, n;

    if (l->n < 4 || !s->have_match || !seat_of(s, l->tok[1], &seat) ||
        !tk_bot_num(l->tok[2], 1, RK_TILES, &k) || !tiles_of(l, 3, &c, &n) || n != k) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'played S K T1 .. TK'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    if (k > v->log[seat].tiles) {
        return tk_botplay_fail(p, TK_E_RULE, "%s: seat %d has only %d tiles", l->q, seat + 1,
                    v->log[seat].tiles);
    }
    if (seat == v->seat) {
        for (int t = 0; t < RK_KINDS; t++) {
            if (c.n[t] > v->rack.n[t]) {
                return tk_botplay_fail(p, TK_E_RULE, "%s: a tile that is not on my rack", l->q);
            }
        }
        for (int t = 0; t < RK_KINDS; t++) {
            v->rack.n[t] = (uint8_t)(v->rack.n[t] - c.n[t]);
        }
    }
    for (int t = 0; t < RK_KINDS; t++) {
        v->log[seat].played.n[t] = (uint8_t)(v->log[seat].played.n[t] + c.n[t]);
    }
    v->log[seat].tiles -= k;
    v->log[seat].plays++;
    v->log[seat].melded = 1;
    v->in_row = 0;
    return TK_OK;
}

static int on_gameover(TkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int winner;

    if (l->n != 2 || !s->have_match ||
        !tk_bot_keyval(l->tok[1], "winner", 1, v->config.players, &winner)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'gameover winner=S'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    memset(&v->last, 0, sizeof v->last);
    v->last.game = v->game;
    v->last.first = v->first;
    v->last.winner = winner - 1;
    v->last.out = v->log[winner - 1].tiles == 0;
    for (int k = 0; k < v->config.players; k++) {
        v->last.tiles[k] = v->log[k].tiles;
    }
    v->phase = RK_PHASE_GAME_OVER;
    v->to_act = -1;
    s->scoring = 1;
    return TK_OK;
}

static int on_rackleft(TkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    RkCounts c;
    int seat, n, total = 0;

    if (l->n < 3 || !s->have_match || !seat_of(s, l->tok[1], &seat) || !tiles_of(l, 2, &c, &n)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'rackleft S T1 .. TK'", l->q);
    }
    if (!s->scoring) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s before 'gameover'", l->q);
    }
    for (int t = 0; t < RK_KINDS; t++) {
        total += c.n[t] * rk_tile_penalty((RkTile)t);
    }
    v->last.rack[seat] = c;
    v->last.tiles[seat] = n;
    v->last.rack_total[seat] = total;
    return TK_OK;
}

static int on_score(TkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int seat, points, total;

    if (l->n != 4 || !s->have_match || !seat_of(s, l->tok[1], &seat) ||
        !tk_bot_num(l->tok[2], -100000, 100000, &points) ||
        !tk_bot_num(l->tok[3], -10000000, 10000000, &total)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'score S POINTS TOTAL'", l->q);
    }
    if (!s->scoring) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s before 'gameover'", l->q);
    }
    v->last.points[seat] = points;
    v->last.total[seat] = total;
    v->total[seat] = total;
    v->have_last = 1;
    return TK_OK;
}

static int on_matchover(TkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int winner;

    if (l->n != 2 || !s->have_match ||
        !tk_bot_keyval(l->tok[1], "winner", 0, v->config.players, &winner)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'matchover winner=S'", l->q);
    }
    if (v->phase != RK_PHASE_GAME_OVER) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s during a game", l->q);
    }
    v->phase = RK_PHASE_MATCH_OVER;
    v->to_act = -1;
    v->match_winner = winner - 1;
    v->match_winners = 0;
    if (winner > 0) {
        v->match_winners = 1u << (winner - 1);
    } else {
        int best = v->total[0];

        for (int k = 1; k < v->config.players; k++) {
            best = v->total[k] > best ? v->total[k] : best;
        }
        for (int k = 0; k < v->config.players; k++) {
            if (v->total[k] == best) {
                v->match_winners |= 1u << k;
            }
        }
    }
    s->scoring = 0;
    return TK_OK;
}

/* `ask play`: the level's move, or `draw` after a refusal or when the view
 * cannot be decided from (the answer kept though the line is refused). */
static int on_ask(RkBotPlayer *bp, State *s, char *answer, size_t size, int *keep)
{
    TkBotPlayer *p = bp->tk;
    RkView v = s->view;
    RkMove m;
    int st;

    if (!s->have_match || v.phase != RK_PHASE_TURN || s->scoring) {
        *keep = TK_BOTPLAY_KEEP_ANSWER;
        snprintf(answer, size, "draw");
        return tk_botplay_fail(p, TK_E_PHASE, "'ask play' outside a game: answered 'draw'");
    }
    if (v.to_act != v.seat) {
        *keep = TK_BOTPLAY_KEEP_ANSWER;
        snprintf(answer, size, "draw");
        return tk_botplay_fail(p, TK_E_PHASE, "'ask play' in seat %d's turn: answered 'draw'",
                               v.to_act + 1);
    }
    if (s->refused) {
        snprintf(answer, size, "draw");
        return TK_OK;
    }
    st = rk_ai_decide(bp->ai, &v, &m);
    if (st != TK_OK) {
        *keep = TK_BOTPLAY_KEEP_ANSWER;
        snprintf(answer, size, "draw");
        return tk_botplay_fail(p, st, "the level could not decide (%s): answered 'draw'",
                               tk_status_string(st));
    }
    if (rk_bot_format_answer(&m, answer, size) >= size) {
        snprintf(answer, size, "draw");
    }
    return TK_OK;
}

/* A line but the hello and `bye` alone (TkBotPlayGame.line). */
static int rk_line(void *ctx, void *state, const TkBotLine *l, char *answer, size_t size,
                   TkBotPlayStep *step, int *keep)
{
    RkBotPlayer *bp = ctx;
    TkBotPlayer *p = bp->tk;
    State *s = state;
    const char *cmd = l->tok[0];

    if (strcmp(cmd, "error") == 0) {
        s->refused = 1;
        return TK_OK;
    }
    if (strcmp(cmd, "ask") == 0) {
        if (l->n != 2 || strcmp(l->tok[1], "play") != 0) {
            return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'ask play'", l->q);
        }
        *step = TK_BOTPLAY_ANSWER;
        return on_ask(bp, s, answer, size, keep);
    }
    if (strcmp(cmd, "match") == 0) {
        return on_match(p, s, l);
    }
    if (!s->have_match) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s before the match line", l->q);
    }
    if (strcmp(cmd, "game") == 0) {
        return on_game(p, s, l);
    }
    if (strcmp(cmd, "rack") == 0) {
        return on_rack(p, s, l);
    }
    if (strcmp(cmd, "table") == 0) {
        return on_table(p, s, l, l->text);
    }
    if (strcmp(cmd, "turn") == 0) {
        return on_turn(p, s, l);
    }
    if (strcmp(cmd, "drew") == 0) {
        return on_drew(p, s, l);
    }
    if (strcmp(cmd, "penalty") == 0) {
        return on_penalty(p, s, l);
    }
    if (strcmp(cmd, "passed") == 0) {
        return on_passed(p, s, l);
    }
    if (strcmp(cmd, "played") == 0) {
        return on_played(p, s, l);
    }
    if (strcmp(cmd, "gameover") == 0) {
        return on_gameover(p, s, l);
    }
    if (strcmp(cmd, "rackleft") == 0) {
        return on_rackleft(p, s, l);
    }
    if (strcmp(cmd, "score") == 0) {
        return on_score(p, s, l);
    }
    if (strcmp(cmd, "matchover") == 0) {
        return on_matchover(p, s, l);
    }
    return tk_botplay_fail(p, TK_E_FORMAT, "%s is not a line of the protocol", l->q);
}

int rk_botplay_feed(RkBotPlayer *p, const char *line, RkBotPlayStep *step, char *answer,
                    size_t size)
{
    return tk_botplay_feed(p != NULL ? p->tk : NULL, line, step, answer, size);
}

/* ------------------------------------------------------------------ */
/* The program's loop                                                  */

static int rk_phase(const void *state)
{
    const State *s = state;
    return s->have_match ? (int)s->view.phase : -1;
}

/* The log's note of the match's start, a game's end, the match's end. */
static void rk_changed(const void *state, int match_line, FILE *log, const char *prefix)
{
    const RkView *v = &((const State *)state)->view;

    if (match_line) {
        tk_bot_say(log, prefix, "match: seat %d of %d, %d game%s, timer %d s", v->seat + 1,
                   v->config.players, v->config.games, v->config.games == 1 ? "" : "s",
                   v->config.timer);
    } else if (v->phase == RK_PHASE_GAME_OVER && v->game > 0) {
        tk_bot_say(log, prefix, "game %d: seat %d won", v->game, v->last.winner + 1);
    } else if (v->phase == RK_PHASE_MATCH_OVER) {
        tk_bot_say(log, prefix, "the match is over");
    }
}

static const TkBotPlayGame rk_game = {
    .id = "rummikub",
    .hello = "rkb",
    .prefix = SAY_PREFIX,
    .not_words = " is not a line of the protocol",
    .version = ": this bot speaks version 1 ('rkb 1')",
    .refusal = "error",
    .refused = "the host refused my answer",
    .line_max = RK_BOT_LINE_MAX,
    .max_words = MAX_TOKENS,
    .answer_min = 8,
    .state_size = sizeof(State),
    .raw = NULL,
    .line = rk_line,
    .phase = rk_phase,
    .changed = rk_changed,
};

int rk_botplay_run(FILE *in, FILE *out, FILE *log, const char *level, uint64_t seed,
                   const char *name)
{
    char msg[200];
    RkBotPlayer *p = NULL;
    if (in == NULL || out == NULL) {
        return 2;
    }
    if (rk_botplay_new(level, seed, name, &p, msg, sizeof msg) != TK_OK) {
        tk_bot_say(log, SAY_PREFIX, "%s", msg);
        return 2;
    }
    tk_bot_say(log, SAY_PREFIX, "%s, level %s, seed %llu", rk_botplay_name(p), level,
               (unsigned long long)seed);
    int status = tk_botplay_serve(p->tk, in, out, log);
    rk_botplay_free(p);
    return status;
}
