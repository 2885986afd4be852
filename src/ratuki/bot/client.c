/*
 * client.c - the player side of the Ratuki bot protocol: a computer level
 * playing a seat for an outside host (ratuki/botplay.h), on the kit's
 * skeleton of a bot program (kit/botplay.h: the hello, `bye`, the state
 * handled on a copy, the program's loop and its log).
 *
 * Each line from the host is parsed strictly and applied to a model of
 * the table: the places' tops and heights (from `state`, and from
 * `played`, `tie` and `took` between two states), the card pending on
 * each place with its window (from `played`), the hand and the piles
 * (from `state`).  At `ask T` the model becomes the RtView the engine
 * would give the seat at T, and the level decides from it.  The state but
 * the level is plain data: the kit handles a line on a copy, which
 * replaces the state only when the line was accepted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/botplay.h"
#include "kit/text.h"
#include "ratuki/ai.h"
#include "ratuki/bot.h"
#include "ratuki/botplay.h"

enum { MAX_TOKENS = 3 + 2 * RT_MAX_SEATS + 8 };

#define SAY_PREFIX "ratuki bot"

/* A card pending on a place, as `played` told it. */
typedef struct Pend {
    int seat; /* -1: none */
    int value;
    int until;
    int below; /* the top under it, 0 for a free place */
} Pend;

/* Everything but the level: copied whole, so a refused line changes nothing. */
typedef struct State {
    int have_match;
    RtView view;
    int top[RT_MAX_SEATS];    /* each place's shown top value (0 free) */
    int height[RT_MAX_SEATS];
    Pend pend[RT_MAX_SEATS];
} State;

struct RtBotPlayer {
    TkBotPlayer *tk; /* the hello, the state and its copy, the reason of a refusal */
    RtAI *ai;
};

static const TkBotPlayGame rt_game;

/* The first card of value v in a deck's list (the protocol carries values). */
static RtCard card_of(int deck, int v)
{
    for (int i = 0; i < RT_DECK; i++) {
        RtCard c = rt_card_make(deck, i);
        if (rt_card_value(c) == v) {
            return c;
        }
    }
    return RT_NO_CARD;
}


/* ------------------------------------------------------------------ */
/* Creation                                                            */

int rt_botplay_new(const char *level, uint64_t seed, int pace, const char *name,
                   RtBotPlayer **out, char *msg, size_t size)
{
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (level == NULL || !rt_ai_level_valid(level)) {
        tk_text_message(msg, size, "unknown computer level");
        return TK_E_ARG;
    }
    if (pace != 0 && (pace < RT_PACE_MIN || pace > RT_PACE_MAX)) {
        tk_text_message(msg, size, "the pace is %d to %d (percent)", RT_PACE_MIN, RT_PACE_MAX);
        return TK_E_ARG;
    }
    RtBotPlayer *p = calloc(1, sizeof *p);
    if (p == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    int st = tk_botplay_new(&rt_game, level, name, p, &p->tk, msg, size);
    if (st == TK_OK) {
        RtAIOptions opt = {pace, 0};
        st = rt_ai_new(level, seed, &opt, &p->ai);
        if (st != TK_OK) {
            tk_text_message(msg, size, "%s",
                            st == TK_E_NOMEM ? "out of memory" : "unknown computer level");
        }
    }
    if (st != TK_OK) {
        rt_botplay_free(p);
        return st;
    }
    *out = p;
    return TK_OK;
}

void rt_botplay_free(RtBotPlayer *p)
{
    if (p == NULL) {
        return;
    }
    tk_botplay_free(p->tk);
    rt_ai_free(p->ai);
    free(p);
}

const char *rt_botplay_error(const RtBotPlayer *p)
{
    return tk_botplay_error(p != NULL ? p->tk : NULL);
}

const RtView *rt_botplay_view(const RtBotPlayer *p)
{
    const State *s = p != NULL ? tk_botplay_state(p->tk) : NULL;
    return s != NULL && s->have_match ? &s->view : NULL;
}

const char *rt_botplay_name(const RtBotPlayer *p)
{
    return tk_botplay_name(p != NULL ? p->tk : NULL);
}

/* ------------------------------------------------------------------ */
/* Parsing                                                             */

typedef TkBotLine Line;

/* A card of the protocol: 1-5 or W. */
static int card(const char *tok)
{
    return tok[0] == 'w' ? 0 : rt_value_parse(tok, strlen(tok));
}

static int seat_of(const State *s, const char *tok, int *seat)
{
    int v;
    if (!tk_bot_num(tok, 1, s->view.config.players, &v)) {
        return 0;
    }
    *seat = v - 1;
    return 1;
}

/* `a/b` or `a/b/c/d`: n numbers separated by '/'. */
static int slashed(const char *tok, int n, int *out)
{
    char buf[64];
    if (snprintf(buf, sizeof buf, "%s", tok) >= (int)sizeof buf) {
        return 0;
    }
    char *p = buf;
    for (int i = 0; i < n; i++) {
        char *end = strchr(p, '/');
        if ((end == NULL) != (i == n - 1)) {
            return 0;
        }
        if (end != NULL) {
            *end = '\0';
        }
        if (!tk_bot_num(p, 0, 100000, &out[i])) {
            return 0;
        }
        p = end != NULL ? end + 1 : p;
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* The lines                                                           */

static int on_match(TkBotPlayer *p, State *s, const Line *l)
{
    RtConfig cfg;
    int players, seat, target, window;
    char why[200];
    if (l->n != 5 || !tk_bot_keyval(l->tok[1], "seats", RT_MIN_SEATS, RT_MAX_SEATS, &players) ||
        !tk_bot_keyval(l->tok[2], "seat", 1, players, &seat) ||
        !tk_bot_keyval(l->tok[3], "target", 0, RT_TARGET_MAX, &target) ||
        !tk_bot_keyval(l->tok[4], "window", 0, RT_WINDOW_MAX, &window)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'match seats=P seat=S target=T window=W'", l->q);
    }
    if (s->have_match) {
        return tk_botplay_fail(p, TK_E_PHASE, "a second match line: %s", l->q);
    }
    rt_config_default(&cfg, players);
    cfg.target = target;
    cfg.window = window;
    if (rt_config_check(&cfg, why, sizeof why) != TK_OK) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s: %s", l->q, why);
    }
    memset(s, 0, sizeof *s);
    s->have_match = 1;
    s->view.seat = seat - 1;
    s->view.config = cfg;
    s->view.phase = RT_PHASE_BETWEEN;
    s->view.match_winner = -1;
    for (int k = 0; k < RT_MAX_SEATS; k++) {
        s->view.place[k].top = s->view.place[k].below = RT_NO_CARD;
        s->view.place[k].pending_seat = -1;
        s->pend[k].seat = -1;
    }
    for (int i = 0; i < RT_HAND; i++) {
        s->view.hand[i] = RT_NO_CARD;
    }
    return TK_OK;
}

static int on_round(TkBotPlayer *p, State *s, const Line *l)
{
    RtView *v = &s->view;
    int round;
    if (l->n != 2 || !tk_bot_num(l->tok[1], 1, 1000000, &round)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'round R'", l->q);
    }
    if (v->phase != RT_PHASE_BETWEEN || round != v->round + 1) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s: round %d is not the next one", l->q, round);
    }
    v->phase = RT_PHASE_ROUND;
    v->round = round;
    v->now = 0;
    v->last_play = 0;
    for (int k = 0; k < v->config.players; k++) {
        s->top[k] = 0;
        s->height[k] = 0;
        s->pend[k].seat = -1;
        v->piles[k].draw = RT_DECK - RT_HAND;
        v->piles[k].discard = 0;
        v->piles[k].scoring = 0;
        v->piles[k].hand = RT_HAND;
    }
    return TK_OK;
}

static int in_round(TkBotPlayer *p, const State *s, const Line *l)
{
    if (!s->have_match || s->view.phase != RT_PHASE_ROUND) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s outside a round", l->q);
    }
    return TK_OK;
}

/* The view's places at time t, from the model: a pending card shows
 * until its window ends. */
static void view_places(State *s, int t)
{
    RtView *v = &s->view;
    for (int k = 0; k < v->config.players; k++) {
        RtPlaceView *pv = &v->place[k];
        Pend *pd = &s->pend[k];
        memset(pv, 0, sizeof *pv);
        pv->height = s->height[k];
        pv->top = s->height[k] > 0 ? card_of(0, s->top[k]) : RT_NO_CARD;
        pv->below = RT_NO_CARD;
        pv->pending_seat = -1;
        if (pd->seat >= 0 && pd->until > t && s->height[k] > 0 && pd->value == s->top[k]) {
            pv->below = pd->below > 0 ? card_of(0, pd->below) : RT_NO_CARD;
            pv->pending_seat = pd->seat;
            pv->pending_until = pd->until;
            pv->pending_take = rt_takes(pd->value, pd->below);
        } else {
            pd->seat = -1;
        }
    }
}

static int on_state(TkBotPlayer *p, State *s, const Line *l)
{
    RtView *v = &s->view;
    int players = v->config.players;
    int t, i = 0;
    if (!s->have_match || l->n < 4 || strcmp(l->tok[0], "state") != 0 ||
        !tk_bot_num(l->tok[1], 0, RT_TIME_MAX, &t) || strcmp(l->tok[2], "hand") != 0) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'state T hand C1 C2 C3 stacks ... piles ...'", l->q);
    }
    if (in_round(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    int hand[RT_HAND], nh = 0;
    i = 3;
    if (i < l->n && strcmp(l->tok[i], "-") == 0) {
        i++;
    } else {
        while (i < l->n && strcmp(l->tok[i], "stacks") != 0) {
            int c = card(l->tok[i]);
            if (c == 0 || nh == RT_HAND || (nh > 0 && c < hand[nh - 1])) {
                return tk_botplay_fail(p, TK_E_FORMAT, "%s: the hand is 1 to 3 cards 1-5 or W, in order", l->q);
            }
            hand[nh++] = c;
            i++;
        }
    }
    if (i + 1 + players + 1 + players != l->n || strcmp(l->tok[i], "stacks") != 0 ||
        strcmp(l->tok[i + 1 + players], "piles") != 0) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s: expected %d stacks and %d piles", l->q, players, players);
    }
    if (t < v->now) {
        return tk_botplay_fail(p, TK_E_RULE, "%s: the time went back from %d", l->q, v->now);
    }
    int top[RT_MAX_SEATS], height[RT_MAX_SEATS];
    for (int k = 0; k < players; k++) {
        const char *tok = l->tok[i + 1 + k];
        if (strcmp(tok, "-") == 0) {
            top[k] = height[k] = 0;
            continue;
        }
        const char *slash = strchr(tok, '/');
        char vbuf[4];
        if (slash == NULL || slash - tok != 1) {
            return tk_botplay_fail(p, TK_E_FORMAT, "%s: a stack is TOP/HEIGHT or -", l->q);
        }
        vbuf[0] = tok[0];
        vbuf[1] = '\0';
        top[k] = card(vbuf);
        if (top[k] == 0 || !tk_bot_num(slash + 1, 1, RT_CARDS, &height[k])) {
            return tk_botplay_fail(p, TK_E_FORMAT, "%s: a stack is TOP/HEIGHT or -", l->q);
        }
    }
    RtPiles piles[RT_MAX_SEATS];
    for (int k = 0; k < players; k++) {
        int n4[4];
        if (!slashed(l->tok[i + 2 + players + k], 4, n4) || n4[0] > RT_DECK || n4[1] > RT_DECK ||
            n4[2] > RT_CARDS || n4[3] > RT_HAND) {
            return tk_botplay_fail(p, TK_E_FORMAT, "%s: piles are DRAW/DISCARD/SCORING/HAND", l->q);
        }
        piles[k].draw = n4[0];
        piles[k].discard = n4[1];
        piles[k].scoring = n4[2];
        piles[k].hand = n4[3];
    }
    v->now = t;
    for (int k = 0; k < players; k++) {
        s->top[k] = top[k];
        s->height[k] = height[k];
        v->piles[k] = piles[k];
    }
    for (int j = 0; j < RT_HAND; j++) {
        v->hand[j] = j < nh ? card_of(v->seat, hand[j]) : RT_NO_CARD;
    }
    view_places(s, t);
    return TK_OK;
}

static int on_played(TkBotPlayer *p, State *s, const Line *l)
{
    int seat, place, t;
    int c = l->n == 5 ? card(l->tok[2]) : 0;
    if (l->n != 5 || !seat_of(s, l->tok[1], &seat) || c == 0 ||
        !tk_bot_num(l->tok[3], 1, s->view.config.players, &place) ||
        !tk_bot_num(l->tok[4], 0, RT_TIME_MAX, &t)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'played S C K T'", l->q);
    }
    if (in_round(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    int k = place - 1;
    Pend *pd = &s->pend[k];
    pd->seat = seat;
    pd->value = c;
    pd->until = t + s->view.config.window;
    pd->below = s->top[k];
    s->top[k] = c;
    s->height[k]++;
    s->view.last_play = t;
    return TK_OK;
}

static int on_took(TkBotPlayer *p, State *s, const Line *l)
{
    int seat, place, cards, t;
    if (l->n != 5 || !seat_of(s, l->tok[1], &seat) ||
        !tk_bot_num(l->tok[2], 1, s->view.config.players, &place) ||
        !tk_bot_num(l->tok[3], 1, RT_CARDS, &cards) || !tk_bot_num(l->tok[4], 0, RT_TIME_MAX, &t)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'took S K N T'", l->q);
    }
    if (in_round(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    s->top[place - 1] = 0;
    s->height[place - 1] = 0;
    s->pend[place - 1].seat = -1;
    return TK_OK;
}

static int on_tie(TkBotPlayer *p, State *s, const Line *l)
{
    int place, s1, s2, t;
    if (l->n != 7 || !tk_bot_num(l->tok[1], 1, s->view.config.players, &place) ||
        !seat_of(s, l->tok[2], &s1) || card(l->tok[3]) == 0 || !seat_of(s, l->tok[4], &s2) ||
        card(l->tok[5]) == 0 || !tk_bot_num(l->tok[6], 0, RT_TIME_MAX, &t)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'tie K S1 C1 S2 C2 T'", l->q);
    }
    if (in_round(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    int k = place - 1;
    if (s->pend[k].seat >= 0) {
        s->top[k] = s->pend[k].below;
    }
    if (s->height[k] > 0) {
        s->height[k]--;
    }
    s->pend[k].seat = -1;
    s->view.last_play = t;
    return TK_OK;
}

static int on_discarded(TkBotPlayer *p, State *s, const Line *l)
{
    int seat, t;
    if (l->n != 3 || !seat_of(s, l->tok[1], &seat) || !tk_bot_num(l->tok[2], 0, RT_TIME_MAX, &t)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'discarded S T'", l->q);
    }
    return in_round(p, s, l);
}

static int on_roundover(TkBotPlayer *p, State *s, const Line *l)
{
    RtView *v = &s->view;
    int round, seat = 0;
    int reason = 0;
    if (l->n >= 3 && strcmp(l->tok[2], "reason=out") == 0) {
        reason = RT_END_OUT;
    } else if (l->n == 3 && strcmp(l->tok[2], "reason=stuck") == 0) {
        reason = RT_END_STUCK;
    } else if (l->n == 3 && strcmp(l->tok[2], "reason=still") == 0) {
        reason = RT_END_STILL;
    }
    if (reason == 0 || !tk_bot_num(l->tok[1], 1, 1000000, &round) ||
        (reason == RT_END_OUT &&
         (l->n != 4 || !tk_bot_keyval(l->tok[3], "seat", 1, v->config.players, &seat)))) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'roundover R reason=out seat=S', 'reason=stuck' or 'reason=still'",
                    l->q);
    }
    if (in_round(p, s, l) != TK_OK) {
        return TK_E_PHASE;
    }
    if (round != v->round) {
        return tk_botplay_fail(p, TK_E_RULE, "%s: round %d is being played", l->q, v->round);
    }
    v->phase = RT_PHASE_BETWEEN;
    v->have_last = 1;
    memset(&v->last, 0, sizeof v->last);
    v->last.round = round;
    v->last.reason = reason;
    v->last.out_seat = seat - 1;
    v->last.time = v->now;
    return TK_OK;
}

static int on_score(TkBotPlayer *p, State *s, const Line *l)
{
    RtView *v = &s->view;
    int seat, points, total;
    if (l->n != 4 || !s->have_match || !seat_of(s, l->tok[1], &seat) ||
        !tk_bot_num(l->tok[2], -100000, 100000, &points) ||
        !tk_bot_num(l->tok[3], -10000000, 10000000, &total)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'score S POINTS TOTAL'", l->q);
    }
    if (!v->have_last || v->phase == RT_PHASE_ROUND) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s before 'roundover'", l->q);
    }
    v->last.points[seat] = points;
    v->last.total[seat] = total;
    v->total[seat] = total;
    return TK_OK;
}

static int on_matchover(TkBotPlayer *p, State *s, const Line *l)
{
    RtView *v = &s->view;
    int winner;
    if (l->n != 2 || !s->have_match ||
        !tk_bot_keyval(l->tok[1], "winner", 0, v->config.players, &winner)) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'matchover winner=S'", l->q);
    }
    if (v->phase != RT_PHASE_BETWEEN) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s during a round", l->q);
    }
    v->phase = RT_PHASE_MATCH_OVER;
    v->match_winner = winner - 1;
    v->match_winners = 0;
    int best = v->total[0];
    for (int k = 1; k < v->config.players; k++) {
        best = v->total[k] > best ? v->total[k] : best;
    }
    for (int k = 0; k < v->config.players; k++) {
        if (winner > 0 ? k == winner - 1 : v->total[k] == best) {
            v->match_winners |= 1u << k;
        }
    }
    return TK_OK;
}

/* `ask T`: the level's answer, or `wait` when the view cannot be decided
 * from (*blind set). */

/* `ask T`: the level's answer, or `wait` when the view cannot be decided
 * from (the answer kept though the line is refused). */
static int on_ask(RtBotPlayer *bp, State *s, const Line *l, char *answer, size_t size, int *keep)
{
    TkBotPlayer *p = bp->tk;
    int t;
    RtIntent in;
    if (l->n != 2 || !tk_bot_num(l->tok[1], 0, RT_TIME_MAX, &t)) {
        *keep = TK_BOTPLAY_KEEP_ANSWER;
        snprintf(answer, size, "wait");
        return tk_botplay_fail(p, TK_E_FORMAT, "%s is not 'ask T': answered 'wait'", l->q);
    }
    if (!s->have_match || s->view.phase != RT_PHASE_ROUND || t < s->view.now) {
        *keep = TK_BOTPLAY_KEEP_ANSWER;
        snprintf(answer, size, "wait");
        return tk_botplay_fail(p, TK_E_PHASE,
                               "%s outside a round, or before the last state: answered 'wait'",
                               l->q);
    }
    s->view.now = t;
    view_places(s, t);
    if (rt_ai_decide(bp->ai, &s->view, &in) != TK_OK) {
        *keep = TK_BOTPLAY_KEEP_ANSWER;
        snprintf(answer, size, "wait");
        return tk_botplay_fail(p, TK_E_ARG, "the level could not decide: answered 'wait'");
    }
    if (rt_bot_format_answer(&in, answer, size) == 0) {
        snprintf(answer, size, "wait");
    }
    return TK_OK;
}

/* `refused TEXT`, taken whole before the split (TkBotPlayGame.raw):
 * nothing to undo (an intention refused when due is gone, one refused at
 * once stays: the player's memory of its due time holds both). */
static int rt_raw(void *ctx, const TkBotLine *l)
{
    (void)ctx;
    return (l->len == 7 || (l->len > 7 && l->text[7] == ' ')) &&
           strncmp(l->text, "refused", 7) == 0;
}

/* A line but the hello and `bye` alone (TkBotPlayGame.line). */
static int rt_line(void *ctx, void *state, const TkBotLine *l, char *answer, size_t size,
                   TkBotPlayStep *step, int *keep)
{
    RtBotPlayer *bp = ctx;
    TkBotPlayer *p = bp->tk;
    State *s = state;
    const char *cmd = l->tok[0];
    if (strcmp(cmd, "ask") == 0) {
        *step = TK_BOTPLAY_ANSWER;
        return on_ask(bp, s, l, answer, size, keep);
    }
    if (strcmp(cmd, "match") == 0) {
        return on_match(p, s, l);
    }
    if (!s->have_match) {
        return tk_botplay_fail(p, TK_E_PHASE, "%s before the match line", l->q);
    }
    static const struct {
        const char *word;
        int (*on)(TkBotPlayer *p, State *s, const Line *l);
    } info[] = {
        {"round", on_round},         {"state", on_state},         {"played", on_played},
        {"took", on_took},           {"tie", on_tie},             {"discarded", on_discarded},
        {"roundover", on_roundover}, {"score", on_score},         {"matchover", on_matchover},
    };
    for (size_t i = 0; i < sizeof info / sizeof info[0]; i++) {
        if (strcmp(cmd, info[i].word) == 0) {
            return info[i].on(p, s, l);
        }
    }
    return tk_botplay_fail(p, TK_E_FORMAT, "%s is not a line of the protocol", l->q);
}

int rt_botplay_feed(RtBotPlayer *p, const char *line, RtBotPlayStep *step, char *answer,
                    size_t size)
{
    return tk_botplay_feed(p != NULL ? p->tk : NULL, line, step, answer, size);
}

/* ------------------------------------------------------------------ */
/* The program's loop                                                  */

static int rt_phase(const void *state)
{
    const State *s = state;
    return s->have_match ? (int)s->view.phase : -1;
}

/* The log's note of the match's start, each round's end, the match's end. */
static void rt_changed(const void *state, int match_line, FILE *log, const char *prefix)
{
    const RtView *v = &((const State *)state)->view;
    if (match_line) {
        tk_bot_say(log, prefix, "match: seat %d of %d, target %d, window %d ms", v->seat + 1,
                   v->config.players, v->config.target, v->config.window);
    } else if (v->phase == RT_PHASE_BETWEEN && v->have_last) {
        tk_bot_say(log, prefix, "round %d over (%s)", v->last.round,
                   v->last.reason == RT_END_OUT     ? "out"
                   : v->last.reason == RT_END_STUCK ? "stuck"
                                                    : "still");
    } else if (v->phase == RT_PHASE_MATCH_OVER) {
        tk_bot_say(log, prefix, "the match is over");
    }
}

static const TkBotPlayGame rt_game = {
    .id = "ratuki",
    .hello = "rtb",
    .prefix = SAY_PREFIX,
    .not_words = " is not a line of the protocol",
    .version = ": this bot speaks version 1 ('rtb 1')",
    .refusal = "refused",
    .refused = "the host refused",
    .line_max = RT_BOT_LINE_MAX,
    .max_words = MAX_TOKENS,
    .answer_min = 8,
    .state_size = sizeof(State),
    .raw = rt_raw,
    .line = rt_line,
    .phase = rt_phase,
    .changed = rt_changed,
};

int rt_botplay_run(FILE *in, FILE *out, FILE *log, const char *level, uint64_t seed, int pace,
                   const char *name)
{
    char msg[200];
    RtBotPlayer *p = NULL;
    if (in == NULL || out == NULL) {
        return 2;
    }
    if (rt_botplay_new(level, seed, pace, name, &p, msg, sizeof msg) != TK_OK) {
        tk_bot_say(log, SAY_PREFIX, "%s", msg);
        return 2;
    }
    tk_bot_say(log, SAY_PREFIX, "%s, level %s, seed %llu, pace %d%%", rt_botplay_name(p), level,
               (unsigned long long)seed, pace != 0 ? pace : RT_PACE_DEFAULT);
    int status = tk_botplay_serve(p->tk, in, out, log);
    rt_botplay_free(p);
    return status;
}
