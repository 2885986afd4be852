/*
 * line.c - the pure parts of Rummikub's bot protocol: parsing an answer
 * to `ask play`, writing answers, the `match` line, and the information
 * lines engine events stand for.  No I/O, no allocation.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/text.h"
#include "rummikub/bot.h"

_Static_assert(RK_BOT_NAME_MAX == TK_BOT_NAME_MAX, "a bot's name is the kit's");
_Static_assert(RK_BOT_LINE_MAX <= TK_BOT_LINE_LIMIT, "the kit carries Rummikub's lines");
_Static_assert(RK_TABLE_TEXT + 8 <= RK_BOT_LINE_MAX, "a whole table fits a line");

int rk_bot_parse_answer(const char *line, RkMove *out, char *why, size_t size)
{
    char quoted[48], msg[200];

    if (line == NULL || out == NULL) {
        tk_text_message(why, size, "no answer");
        return TK_E_ARG;
    }
    tk_bot_quote(line, quoted, sizeof quoted);
    if (strcmp(line, "draw") == 0) {
        memset(out, 0, sizeof *out);
        out->kind = RK_ACT_DRAW;
        return TK_OK;
    }
    if (strncmp(line, "play ", 5) == 0) {
        RkMove m;

        memset(&m, 0, sizeof m);
        m.kind = RK_ACT_PLAY;
        if (rk_table_parse(line + 5, strlen(line + 5), &m.table, msg, sizeof msg) != TK_OK) {
            tk_text_message(why, size, "%s is not 'play SETS': %s", quoted, msg);
            return TK_E_FORMAT;
        }
        *out = m;
        return TK_OK;
    }
    tk_text_message(why, size, "%s is not 'draw' or 'play SETS'", quoted);
    return TK_E_FORMAT;
}

size_t rk_bot_format_answer(const RkMove *move, char *line, size_t size)
{
    char table[RK_TABLE_TEXT];

    if (line != NULL && size > 0) {
        line[0] = '\0';
    }
    if (move == NULL || line == NULL || size == 0) {
        return 0;
    }
    if (move->kind == RK_ACT_DRAW) {
        snprintf(line, size, "draw");
        return 4;
    }
    if (move->kind != RK_ACT_PLAY) {
        return 0;
    }
    rk_table_format(&move->table, table, sizeof table);
    return (size_t)snprintf(line, size, "play %s", table);
}

size_t rk_bot_match_line(const RkConfig *cfg, int seat, char *line, size_t size)
{
    if (line == NULL || size == 0) {
        return 0;
    }
    line[0] = '\0';
    if (cfg == NULL) {
        return 0;
    }
    return (size_t)snprintf(line, size, "match players=%d seat=%d games=%d timer=%d",
                            cfg->players, seat + 1, cfg->games, cfg->timer);
}

void rk_bot_writer_init(RkBotWriter *w, int seat, int players)
{
    if (w != NULL) {
        w->seat = seat;
        w->players = players;
        w->game = 0;
    }
}

/* Lines written into a caller's buffer, whole lines only. */
typedef struct Out {
    char *buf;
    size_t size, len;
    int lines;
    int full;
} Out;

static void emit(Out *o, const char *fmt, ...) TK_PRINTF_LIKE(2, 3);

static void emit(Out *o, const char *fmt, ...)
{
    char line[RK_BOT_LINE_MAX + 64];
    va_list ap;
    int n;

    if (o->full) {
        return;
    }
    va_start(ap, fmt);
    n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof line || o->len + (size_t)n + 2 > o->size) {
        o->full = 1;
        return;
    }
    memcpy(o->buf + o->len, line, (size_t)n);
    o->len += (size_t)n;
    o->buf[o->len++] = '\n';
    o->buf[o->len] = '\0';
    o->lines++;
}

static int seat_ok(const RkBotWriter *w, int s)
{
    return s >= 0 && s < w->players && s < RK_MAX_SEATS;
}

static void game_over_lines(Out *o, const RkBotWriter *w, const RkGameScore *sc)
{
    char tiles[RK_TILES * 4 + 2];

    emit(o, "gameover winner=%d", seat_ok(w, sc->winner) ? sc->winner + 1 : 0);
    for (int s = 0; s < w->players && s < RK_MAX_SEATS; s++) {
        rk_counts_format(&sc->rack[s], tiles, sizeof tiles);
        emit(o, "rackleft %d %s", s + 1, tiles);
    }
    for (int s = 0; s < w->players && s < RK_MAX_SEATS; s++) {
        emit(o, "score %d %d %d", s + 1, sc->points[s], sc->total[s]);
    }
}

int rk_bot_event_text(RkBotWriter *w, const RkEvent *ev, char *buf, size_t size)
{
    char tiles[RK_TILES * 4 + 2], table[RK_TABLE_TEXT], tile[RK_TILE_TEXT];
    RkEvent e;
    Out o;

    if (buf != NULL && size > 0) {
        buf[0] = '\0';
    }
    if (w == NULL || ev == NULL || buf == NULL || size == 0) {
        return -1;
    }
    o.buf = buf;
    o.size = size;
    o.len = 0;
    o.lines = 0;
    o.full = 0;
    rk_event_redact(ev, w->seat, &e);
    switch (e.kind) {
    case RK_EV_GAME_START:
        w->game = e.u.game_start.game;
        break;
    case RK_EV_FIRST_DRAW:
        break; /* the draw for the first seat: only its outcome is told */
    case RK_EV_FIRST_SEAT:
        emit(&o, "game %d first=%d pool=%d", w->game, e.u.first_seat.seat + 1,
             e.u.first_seat.pool);
        break;
    case RK_EV_DEAL:
        if (e.u.deal.seat == w->seat) {
            rk_counts_format(&e.u.deal.rack, tiles, sizeof tiles);
            emit(&o, "rack %s", tiles);
            emit(&o, "table -");
        }
        break;
    case RK_EV_TURN_START:
        emit(&o, "turn %d", e.u.turn_start.seat + 1);
        break;
    case RK_EV_DRAW:
        if (e.u.draw.seat == w->seat && e.u.draw.tile < RK_KINDS) {
            rk_tile_format(e.u.draw.tile, tile);
            emit(&o, "drew %d %s", e.u.draw.seat + 1, tile);
        } else {
            emit(&o, "drew %d", e.u.draw.seat + 1);
        }
        break;
    case RK_EV_PENALTY:
        emit(&o, "penalty %d %d", e.u.penalty.seat + 1, e.u.penalty.tiles);
        break;
    case RK_EV_PASS:
        emit(&o, "passed %d", e.u.pass.seat + 1);
        break;
    case RK_EV_PLAY: {
        int n = e.u.play.n;

        if (n < 0) {
            n = 0;
        }
        if (n > RK_TILES) {
            n = RK_TILES;
        }
        rk_tiles_format(e.u.play.tiles, n, tiles, sizeof tiles);
        emit(&o, "played %d %d %s", e.u.play.seat + 1, n, tiles);
        rk_table_format(&e.u.play.after, table, sizeof table);
        emit(&o, "table %s", table);
        break;
    }
    case RK_EV_GAME_OVER:
        game_over_lines(&o, w, &e.u.game_over);
        break;
    case RK_EV_MATCH_OVER:
        emit(&o, "matchover winner=%d",
             seat_ok(w, e.u.match_over.winner) ? e.u.match_over.winner + 1 : 0);
        break;
    default:
        break;
    }
    return o.full ? -1 : o.lines;
}
