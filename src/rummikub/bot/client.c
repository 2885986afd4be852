/*
 * client.c - the player side of the Rummikub bot protocol: a computer
 * level playing a seat for an outside host (rummikub/botplay.h).
 *
 * Each line from the host is parsed strictly and applied to the seat's
 * RkView, rebuilt as rk_game_view would give it; `ask play` is answered by
 * the RkAI from that view.  The whole state but the AI is plain data: a
 * line is handled on a copy, which replaces the state only when the line
 * was accepted.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/bot.h"
#include "rummikub/botplay.h"

#define MAX_TOKENS (RK_TILES + 8)

/* Everything but the AI: copied whole, so a refused line changes nothing. */
typedef struct State {
    int have_match;
    int hello_done;
    RkView view;
    int penalty_left[RK_MAX_SEATS]; /* penalty draws still to come */
    int refused;                    /* our play was refused this turn: draw */
    int scoring;                    /* gameover seen: rackleft and score lines come */
} State;

struct RkBotPlayer {
    RkAI *ai;
    char name[RK_BOT_NAME_MAX + 1];
    State st;
    State work;
    char err[300];
};

static int fail(RkBotPlayer *p, int status, const char *fmt, ...) TK_PRINTF_LIKE(3, 4);

static int fail(RkBotPlayer *p, int status, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(p->err, sizeof p->err, fmt, ap);
    va_end(ap);
    return status;
}

/* ------------------------------------------------------------------ */
/* Creation                                                            */

int rk_botplay_new(const char *level, uint64_t seed, const char *name, RkBotPlayer **out,
                   char *msg, size_t size)
{
    char given[64];
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
    if (name == NULL) {
        snprintf(given, sizeof given, "rummikub-%s", level);
        name = given;
    }
    if (tk_bot_name_check(name, msg, size) != TK_OK) {
        return TK_E_ARG;
    }
    p = calloc(1, sizeof *p);
    if (p == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    st = rk_ai_new(level, seed, &p->ai);
    if (st != TK_OK) {
        free(p);
        tk_text_message(msg, size, "%s",
                        st == TK_E_NOMEM ? "out of memory" : "unknown computer level");
        return st;
    }
    memcpy(p->name, name, strlen(name) + 1); /* checked: it fits */
    *out = p;
    return TK_OK;
}

void rk_botplay_free(RkBotPlayer *p)
{
    if (p == NULL) {
        return;
    }
    rk_ai_free(p->ai);
    free(p);
}

void rk_botplay_reset(RkBotPlayer *p)
{
    if (p != NULL) {
        memset(&p->st, 0, sizeof p->st);
        p->err[0] = '\0';
    }
}

const char *rk_botplay_error(const RkBotPlayer *p)
{
    return p != NULL ? p->err : "no player";
}

const RkView *rk_botplay_view(const RkBotPlayer *p)
{
    return p != NULL && p->st.have_match ? &p->st.view : NULL;
}

const char *rk_botplay_name(const RkBotPlayer *p)
{
    return p != NULL ? p->name : "";
}

/* ------------------------------------------------------------------ */
/* Parsing                                                             */

typedef struct Line {
    char q[48]; /* the line quoted */
    char buf[RK_BOT_LINE_MAX + 1];
    char *tok[MAX_TOKENS]; /* into buf: tok[i] - buf is token i's place in the text */
    int n;
    size_t len; /* of the text, its '\r' left out */
} Line;

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

static int on_match(RkBotPlayer *p, State *s, const Line *l)
{
    RkConfig cfg;
    int players, seat, games, timer;
    char why[200];

    if (l->n != 5 || !tk_bot_keyval(l->tok[1], "players", RK_MIN_SEATS, RK_MAX_SEATS, &players) ||
        !tk_bot_keyval(l->tok[2], "seat", 1, players, &seat) ||
        !tk_bot_keyval(l->tok[3], "games", 1, RK_GAMES_MAX, &games) ||
        !tk_bot_keyval(l->tok[4], "timer", 0, 1000, &timer)) {
        return fail(p, TK_E_FORMAT, "%s is not 'match players=P seat=S games=G timer=T'", l->q);
    }
    if (s->have_match) {
        return fail(p, TK_E_PHASE, "a second match line: %s", l->q);
    }
    rk_config_default(&cfg, players);
    cfg.games = games;
    cfg.timer = timer;
    if (rk_config_check(&cfg, why, sizeof why) != TK_OK) {
        return fail(p, TK_E_CONFIG, "%s: %s", l->q, why);
    }
    memset(s, 0, sizeof *s);
    s->have_match = 1;
    s->hello_done = 1;
    s->view.seat = seat - 1;
    s->view.config = cfg;
    s->view.phase = RK_PHASE_GAME_OVER;
    s->view.to_act = -1;
    s->view.first = -1;
    s->view.match_winner = -1;
    return TK_OK;
}

static int on_game(RkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int game, first, pool, players = v->config.players;

    if (l->n != 4 || !tk_bot_num(l->tok[1], 1, RK_GAMES_MAX, &game) ||
        !tk_bot_keyval(l->tok[2], "first", 1, players, &first) ||
        !tk_bot_keyval(l->tok[3], "pool", 0, RK_TILES, &pool)) {
        return fail(p, TK_E_FORMAT, "%s is not 'game N first=S pool=M'", l->q);
    }
    if (v->phase != RK_PHASE_GAME_OVER || game != v->game + 1 || game > v->config.games) {
        return fail(p, TK_E_PHASE, "%s: game %d is not the next one", l->q, game);
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

static int in_game(RkBotPlayer *p, const State *s, const Line *l)
{
    if (!s->have_match || s->view.phase != RK_PHASE_TURN || s->scoring) {
        return fail(p, TK_E_PHASE, "%s outside a game", l->q);
    }
    return TK_OK;
}

static int on_rack(RkBotPlayer *p, State *s, const Line *l)
{
    RkCounts c;
    int n;

    if (l->n < 2 || !tiles_of(l, 1, &c, &n) || n == 0) {
        return fail(p, TK_E_FORMAT, "%s is not 'rack T1 .. T14'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    if (s->view.turn > 0) {
        return fail(p, TK_E_PHASE, "%s after the game's first turn", l->q);
    }
    s->view.rack = c;
    s->view.dealt = c;
    s->view.log[s->view.seat].tiles = n;
    return TK_OK;
}

static int on_table(RkBotPlayer *p, State *s, const Line *l, const char *text)
{
    RkTable t;
    char why[200];
    size_t at = l->n < 2 ? 0 : (size_t)(l->tok[1] - l->buf); /* token 1 in text */

    if (l->n < 2 || rk_table_parse(text + at, l->len - at, &t, why, sizeof why) != TK_OK) {
        return fail(p, TK_E_FORMAT, "%s is not 'table SETS': %s", l->q,
                    l->n < 2 ? "no sets" : why);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    s->view.table = t;
    return TK_OK;
}

static int on_turn(RkBotPlayer *p, State *s, const Line *l)
{
    int seat;

    if (l->n != 2 || !s->have_match || !seat_of(s, l->tok[1], &seat)) {
        return fail(p, TK_E_FORMAT, "%s is not 'turn S'", l->q);
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

static int on_drew(RkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int seat;
    RkTile t = RK_NO_TILE;

    if ((l->n != 2 && l->n != 3) || !s->have_match || !seat_of(s, l->tok[1], &seat) ||
        (l->n == 3 && rk_tile_parse(l->tok[2], strlen(l->tok[2]), &t) != TK_OK)) {
        return fail(p, TK_E_FORMAT, "%s is not 'drew S' or 'drew S T'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    if ((seat == v->seat) != (l->n == 3)) {
        return fail(p, TK_E_RULE, "%s: a drawn tile is told to its drawer only", l->q);
    }
    if (v->pool <= 0) {
        return fail(p, TK_E_RULE, "%s: the pool is empty", l->q);
    }
    if (seat == v->seat) {
        if (v->rack.n[t] >= RK_COPIES) {
            return fail(p, TK_E_RULE, "%s: there are only two of each tile", l->q);
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

static int on_penalty(RkBotPlayer *p, State *s, const Line *l)
{
    int seat, k;

    if (l->n != 3 || !s->have_match || !seat_of(s, l->tok[1], &seat) ||
        !tk_bot_num(l->tok[2], 0, RK_PENALTY_TILES, &k)) {
        return fail(p, TK_E_FORMAT, "%s is not 'penalty S K'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    s->view.log[seat].penalties++;
    s->penalty_left[seat] = k;
    return TK_OK;
}

static int on_passed(RkBotPlayer *p, State *s, const Line *l)
{
    int seat;

    if (l->n != 2 || !s->have_match || !seat_of(s, l->tok[1], &seat)) {
        return fail(p, TK_E_FORMAT, "%s is not 'passed S'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    s->view.log[seat].passes++;
    s->view.in_row++;
    return TK_OK;
}

static int on_played(RkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    RkCounts c;
    int seat, k, n;

    if (l->n < 4 || !s->have_match || !seat_of(s, l->tok[1], &seat) ||
        !tk_bot_num(l->tok[2], 1, RK_TILES, &k) || !tiles_of(l, 3, &c, &n) || n != k) {
        return fail(p, TK_E_FORMAT, "%s is not 'played S K T1 .. TK'", l->q);
    }
    if (in_game(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    if (k > v->log[seat].tiles) {
        return fail(p, TK_E_RULE, "%s: seat %d has only %d tiles", l->q, seat + 1,
                    v->log[seat].tiles);
    }
    if (seat == v->seat) {
        for (int t = 0; t < RK_KINDS; t++) {
            if (c.n[t] > v->rack.n[t]) {
                return fail(p, TK_E_RULE, "%s: a tile that is not on my rack", l->q);
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

static int on_gameover(RkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int winner;

    if (l->n != 2 || !s->have_match ||
        !tk_bot_keyval(l->tok[1], "winner", 1, v->config.players, &winner)) {
        return fail(p, TK_E_FORMAT, "%s is not 'gameover winner=S'", l->q);
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

static int on_rackleft(RkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    RkCounts c;
    int seat, n, total = 0;

    if (l->n < 3 || !s->have_match || !seat_of(s, l->tok[1], &seat) || !tiles_of(l, 2, &c, &n)) {
        return fail(p, TK_E_FORMAT, "%s is not 'rackleft S T1 .. TK'", l->q);
    }
    if (!s->scoring) {
        return fail(p, TK_E_PHASE, "%s before 'gameover'", l->q);
    }
    for (int t = 0; t < RK_KINDS; t++) {
        total += c.n[t] * rk_tile_penalty((RkTile)t);
    }
    v->last.rack[seat] = c;
    v->last.tiles[seat] = n;
    v->last.rack_total[seat] = total;
    return TK_OK;
}

static int on_score(RkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int seat, points, total;

    if (l->n != 4 || !s->have_match || !seat_of(s, l->tok[1], &seat) ||
        !tk_bot_num(l->tok[2], -100000, 100000, &points) ||
        !tk_bot_num(l->tok[3], -10000000, 10000000, &total)) {
        return fail(p, TK_E_FORMAT, "%s is not 'score S POINTS TOTAL'", l->q);
    }
    if (!s->scoring) {
        return fail(p, TK_E_PHASE, "%s before 'gameover'", l->q);
    }
    v->last.points[seat] = points;
    v->last.total[seat] = total;
    v->total[seat] = total;
    v->have_last = 1;
    return TK_OK;
}

static int on_matchover(RkBotPlayer *p, State *s, const Line *l)
{
    RkView *v = &s->view;
    int winner;

    if (l->n != 2 || !s->have_match ||
        !tk_bot_keyval(l->tok[1], "winner", 0, v->config.players, &winner)) {
        return fail(p, TK_E_FORMAT, "%s is not 'matchover winner=S'", l->q);
    }
    if (v->phase != RK_PHASE_GAME_OVER) {
        return fail(p, TK_E_PHASE, "%s during a game", l->q);
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
 * cannot be decided from (*blind set). */
static int on_ask(RkBotPlayer *p, State *s, char *answer, size_t size, int *blind)
{
    RkView v = s->view;
    RkMove m;
    int st;

    *blind = 0;
    if (!s->have_match || v.phase != RK_PHASE_TURN || s->scoring) {
        *blind = 1;
        snprintf(answer, size, "draw");
        return fail(p, TK_E_PHASE, "'ask play' outside a game: answered 'draw'");
    }
    if (v.to_act != v.seat) {
        *blind = 1;
        snprintf(answer, size, "draw");
        return fail(p, TK_E_PHASE, "'ask play' in seat %d's turn: answered 'draw'",
                    v.to_act + 1);
    }
    if (s->refused) {
        snprintf(answer, size, "draw");
        return TK_OK;
    }
    st = rk_ai_decide(p->ai, &v, &m);
    if (st != TK_OK) {
        *blind = 1;
        snprintf(answer, size, "draw");
        return fail(p, st, "the level could not decide (%s): answered 'draw'",
                    tk_status_string(st));
    }
    if (rk_bot_format_answer(&m, answer, size) >= size) {
        snprintf(answer, size, "draw");
    }
    return TK_OK;
}

int rk_botplay_feed(RkBotPlayer *p, const char *line, RkBotPlayStep *step, char *answer,
                    size_t size)
{
    Line *lp; /* large: on the heap */
    State *s;
    size_t len;
    int st = TK_OK, blind = 0;
    const char *cmd;

    if (step != NULL) {
        *step = RK_BOTPLAY_NONE;
    }
    if (p == NULL || line == NULL || step == NULL || answer == NULL || size < 8) {
        if (p != NULL) {
            return fail(p, TK_E_ARG, "bad arguments to rk_botplay_feed");
        }
        return TK_E_ARG;
    }
    answer[0] = '\0';
    p->err[0] = '\0';
    lp = malloc(sizeof *lp);
    if (lp == NULL) {
        return fail(p, TK_E_NOMEM, "out of memory");
    }
    len = strlen(line);
    if (len > 0 && line[len - 1] == '\r') {
        len--;
    }
    lp->len = len;
    lp->n = tk_bot_words(line, len, lp->buf, sizeof lp->buf, lp->tok, MAX_TOKENS);
    if (lp->n == 0) {
        char q[48];

        tk_bot_quote(line, q, sizeof q);
        free(lp);
        return fail(p, TK_E_FORMAT, "%s is not a line of the protocol", q);
    }
    tk_bot_quote(line, lp->q, sizeof lp->q);
    s = &p->work;
    *s = p->st;
    cmd = lp->tok[0];
    if (strcmp(cmd, "rkb") == 0) {
        if (lp->n != 2 || strcmp(lp->tok[1], "1") != 0) {
            st = fail(p, TK_E_FORMAT, "%s: this bot speaks version 1 ('rkb 1')", lp->q);
        } else {
            snprintf(answer, size, "ok %s", p->name);
            *step = RK_BOTPLAY_ANSWER;
            s->hello_done = 1;
        }
    } else if (strcmp(cmd, "bye") == 0 && lp->n == 1) {
        *step = RK_BOTPLAY_BYE;
    } else if (strcmp(cmd, "error") == 0) {
        s->refused = 1;
    } else if (strcmp(cmd, "ask") == 0) {
        if (lp->n != 2 || strcmp(lp->tok[1], "play") != 0) {
            st = fail(p, TK_E_FORMAT, "%s is not 'ask play'", lp->q);
        } else {
            st = on_ask(p, s, answer, size, &blind);
            *step = RK_BOTPLAY_ANSWER;
        }
    } else if (strcmp(cmd, "match") == 0) {
        st = on_match(p, s, lp);
    } else if (!s->have_match) {
        st = fail(p, TK_E_PHASE, "%s before the match line", lp->q);
    } else if (strcmp(cmd, "game") == 0) {
        st = on_game(p, s, lp);
    } else if (strcmp(cmd, "rack") == 0) {
        st = on_rack(p, s, lp);
    } else if (strcmp(cmd, "table") == 0) {
        st = on_table(p, s, lp, line);
    } else if (strcmp(cmd, "turn") == 0) {
        st = on_turn(p, s, lp);
    } else if (strcmp(cmd, "drew") == 0) {
        st = on_drew(p, s, lp);
    } else if (strcmp(cmd, "penalty") == 0) {
        st = on_penalty(p, s, lp);
    } else if (strcmp(cmd, "passed") == 0) {
        st = on_passed(p, s, lp);
    } else if (strcmp(cmd, "played") == 0) {
        st = on_played(p, s, lp);
    } else if (strcmp(cmd, "gameover") == 0) {
        st = on_gameover(p, s, lp);
    } else if (strcmp(cmd, "rackleft") == 0) {
        st = on_rackleft(p, s, lp);
    } else if (strcmp(cmd, "score") == 0) {
        st = on_score(p, s, lp);
    } else if (strcmp(cmd, "matchover") == 0) {
        st = on_matchover(p, s, lp);
    } else {
        st = fail(p, TK_E_FORMAT, "%s is not a line of the protocol", lp->q);
    }
    free(lp);
    if (st == TK_OK) {
        p->st = *s;
        p->err[0] = '\0';
    } else if (!blind) {
        *step = RK_BOTPLAY_NONE;
        answer[0] = '\0';
    }
    return st;
}

/* ------------------------------------------------------------------ */
/* The program's loop                                                  */

#define SAY_PREFIX "rummikub bot"

static void log_change(FILE *log, const RkView *v, int before, const char *line)
{
    if (v == NULL || v->phase == before) {
        return;
    }
    if (strncmp(line, "match ", 6) == 0) {
        tk_bot_say(log, SAY_PREFIX, "match: seat %d of %d, %d game%s, timer %d s", v->seat + 1,
                   v->config.players, v->config.games, v->config.games == 1 ? "" : "s",
                   v->config.timer);
    } else if (v->phase == RK_PHASE_GAME_OVER && v->game > 0) {
        tk_bot_say(log, SAY_PREFIX, "game %d: seat %d won", v->game, v->last.winner + 1);
    } else if (v->phase == RK_PHASE_MATCH_OVER) {
        tk_bot_say(log, SAY_PREFIX, "the match is over");
    }
}

/* What the program's loop feeds each line to. */
typedef struct Serve {
    RkBotPlayer *p;
    FILE *log;
} Serve;

static int serve_line(void *ctx, const char *line, char *answer, size_t size)
{
    Serve *sv = ctx;
    RkBotPlayStep step;
    const RkView *v = rk_botplay_view(sv->p);
    int before = v != NULL ? v->phase : -1;
    if (rk_botplay_feed(sv->p, line, &step, answer, size) != TK_OK) {
        char shown[400];
        tk_text_visible(rk_botplay_error(sv->p), shown, sizeof shown);
        tk_bot_say(sv->log, SAY_PREFIX, "%s", shown);
    }
    if (strncmp(line, "error ", 6) == 0) {
        char shown[RK_BOT_LINE_MAX + 64];
        tk_text_visible(line + 6, shown, sizeof shown);
        tk_bot_say(sv->log, SAY_PREFIX, "the host refused my answer: %s", shown);
    }
    if (step == RK_BOTPLAY_BYE) {
        return TK_BOT_SERVE_BYE;
    }
    log_change(sv->log, rk_botplay_view(sv->p), before, line);
    return step == RK_BOTPLAY_ANSWER ? TK_BOT_SERVE_ANSWER : TK_BOT_SERVE_NONE;
}

int rk_botplay_run(FILE *in, FILE *out, FILE *log, const char *level, uint64_t seed,
                   const char *name)
{
    char msg[200];
    Serve sv = {NULL, log};
    if (in == NULL || out == NULL) {
        return 2;
    }
    if (rk_botplay_new(level, seed, name, &sv.p, msg, sizeof msg) != TK_OK) {
        tk_bot_say(log, SAY_PREFIX, "%s", msg);
        return 2;
    }
    tk_bot_say(log, SAY_PREFIX, "%s, level %s, seed %llu", sv.p->name, level,
               (unsigned long long)seed);
    int status = tk_bot_serve(in, out, log, SAY_PREFIX, RK_BOT_LINE_MAX, serve_line, &sv);
    rk_botplay_free(sv.p);
    return status;
}
