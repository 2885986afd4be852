/*
 * text.c - events, racks and names in words (rummikub-cli match, replay).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/lang.h"
#include "kit/text.h"

void cli_format_rack(const RkCounts *rack, int by_number, char *buf, size_t size)
{
    RkTile tiles[RK_TILES];
    int n = 0;
    if (by_number) {
        for (int num = 1; num <= RK_NUMBERS; num++) {
            for (int c = 0; c < RK_COLOURS; c++) {
                for (int k = 0; k < rack->n[rk_tile(c, num)]; k++) {
                    tiles[n++] = rk_tile(c, num);
                }
            }
        }
    } else {
        for (int kind = 0; kind < RK_JOKER; kind++) {
            for (int k = 0; k < rack->n[kind]; k++) {
                tiles[n++] = (RkTile)kind;
            }
        }
    }
    for (int k = 0; k < rack->n[RK_JOKER]; k++) {
        tiles[n++] = RK_JOKER;
    }
    rk_tiles_format(tiles, n, buf, size);
}

/* Appends to buf (at *used) with printf's format. */
static void put(char *buf, size_t size, size_t *used, const char *fmt, ...) TK_PRINTF_LIKE(4, 5);

static void put(char *buf, size_t size, size_t *used, const char *fmt, ...)
{
    va_list ap;
    if (*used >= size) {
        return;
    }
    va_start(ap, fmt);
    int n = tk_vfmt(buf + *used, size - *used, fmt, ap);
    va_end(ap);
    if (n > 0) {
        *used += (size_t)n;
        if (*used >= size) {
            *used = size - 1;
        }
    }
}

static const char *who(const char *const *names, int players, int seat, char *tmp, size_t size)
{
    if (names != NULL && seat >= 0 && seat < players && names[seat] != NULL) {
        return names[seat];
    }
    /* TRANSLATORS: a seat without a name in the terminal's narration. */
    tk_fmt(tmp, size, C_("narration", "seat %d"), seat + 1);
    return tmp;
}

static void put_points(char *buf, size_t size, size_t *used, const char *const *names,
                       int players, const int *v, int sign)
{
    char tmp[24];
    for (int s = 0; s < players; s++) {
        put(buf, size, used, sign ? "%s %s %+d" : "%s %s %d", s ? "," : "",
            who(names, players, s, tmp, sizeof tmp), v[s]);
    }
}

int cli_describe_event(const RkEvent *ev, const char *const *names, int players, int viewer,
                       char *buf, size_t size)
{
    char tmp[24];
    char tiles[RK_TABLE_TEXT];
    size_t used = 0;
    if (size == 0) {
        return 0;
    }
    buf[0] = '\0';
    switch (ev->kind) {
    case RK_EV_GAME_START:
        put(buf, size, &used, _("Game %d of %d."), ev->u.game_start.game, ev->u.game_start.games);
        return 1;
    case RK_EV_FIRST_DRAW: {
        char t[RK_TILE_TEXT];
        rk_tile_format(ev->u.first_draw.tile, t);
        put(buf, size, &used, _("  %s draws %s for the first seat (round %d)."),
            who(names, players, ev->u.first_draw.seat, tmp, sizeof tmp), t,
            ev->u.first_draw.round);
        return 1;
    }
    case RK_EV_FIRST_SEAT:
        put(buf, size, &used, _("%s plays first; %d tiles in the pool."),
            who(names, players, ev->u.first_seat.seat, tmp, sizeof tmp), ev->u.first_seat.pool);
        return 1;
    case RK_EV_DEAL:
        if (rk_counts_total(&ev->u.deal.rack) == 0) {
            return 0; /* another seat's rack */
        }
        cli_format_rack(&ev->u.deal.rack, 0, tiles, sizeof tiles);
        if (ev->u.deal.seat == viewer) {
            put(buf, size, &used, _("Your tiles: %s"), tiles);
        } else {
            put(buf, size, &used, _("  %s is dealt %s"),
                who(names, players, ev->u.deal.seat, tmp, sizeof tmp), tiles);
        }
        return 1;
    case RK_EV_TURN_START:
        return 0;
    case RK_EV_DRAW: {
        const char *name = who(names, players, ev->u.draw.seat, tmp, sizeof tmp);
        if (ev->u.draw.tile == RK_NO_TILE) {
            put(buf, size, &used,
                ev->u.draw.penalty ? _("%s draws a tile as a penalty (%d left in the pool).")
                                   : _("%s draws a tile (%d left in the pool)."),
                name, ev->u.draw.pool);
        } else {
            char t[RK_TILE_TEXT];
            rk_tile_format(ev->u.draw.tile, t);
            if (ev->u.draw.seat == viewer) {
                put(buf, size, &used,
                    ev->u.draw.penalty ? _("You draw %s as a penalty (%d left in the pool).")
                                       : _("You draw %s (%d left in the pool)."),
                    t, ev->u.draw.pool);
            } else {
                put(buf, size, &used,
                    ev->u.draw.penalty ? _("%s draws %s as a penalty (%d left in the pool).")
                                       : _("%s draws %s (%d left in the pool)."),
                    name, t, ev->u.draw.pool);
            }
        }
        return 1;
    }
    case RK_EV_PENALTY:
        put(buf, size, &used,
            ev->u.penalty.tiles > 0
                ? tk_trn("%s ran out of time: nothing moved stays, and draws %d tile.",
                         "%s ran out of time: nothing moved stays, and draws %d tiles.",
                         (unsigned long)ev->u.penalty.tiles)
                : _("%s ran out of time: nothing moved stays, and passes with the pool empty, "
                    "drawing %d tiles."),
            who(names, players, ev->u.penalty.seat, tmp, sizeof tmp), ev->u.penalty.tiles);
        return 1;
    case RK_EV_PASS:
        put(buf, size, &used,
            tk_trn("%s passes (the pool is empty; %d pass in a row).",
                   "%s passes (the pool is empty; %d passes in a row).",
                   (unsigned long)ev->u.pass.in_row),
            who(names, players, ev->u.pass.seat, tmp, sizeof tmp), ev->u.pass.in_row);
        return 1;
    case RK_EV_PLAY: {
        const RkPlayEvent *p = &ev->u.play;
        rk_tiles_format(p->tiles, p->n, tiles, sizeof tiles);
        if (p->initial) {
            put(buf, size, &used,
                tk_trn("%s plays %s (initial meld, worth %d); %d tile left.",
                       "%s plays %s (initial meld, worth %d); %d tiles left.",
                       (unsigned long)p->rack_left),
                who(names, players, p->seat, tmp, sizeof tmp), tiles, p->value, p->rack_left);
        } else {
            put(buf, size, &used,
                tk_trn("%s plays %s; %d tile left.", "%s plays %s; %d tiles left.",
                       (unsigned long)p->rack_left),
                who(names, players, p->seat, tmp, sizeof tmp), tiles, p->rack_left);
        }
        rk_table_format(&p->after, tiles, sizeof tiles);
        put(buf, size, &used, _(" Table: %s"), tiles);
        return 1;
    }
    case RK_EV_GAME_OVER: {
        const RkGameScore *sc = &ev->u.game_over;
        if (sc->out) {
            put(buf, size, &used, _("Game %d is over: %s went out."), sc->game,
                who(names, players, sc->winner, tmp, sizeof tmp));
        } else {
            put(buf, size, &used, _("Game %d is over: nobody went out; %s has the lowest rack."),
                sc->game, who(names, players, sc->winner, tmp, sizeof tmp));
        }
        put(buf, size, &used, "%s", _(" Points:"));
        put_points(buf, size, &used, names, players, sc->points, 1);
        put(buf, size, &used, "%s", _(". Totals:"));
        put_points(buf, size, &used, names, players, sc->total, 0);
        put(buf, size, &used, ".");
        return 1;
    }
    case RK_EV_MATCH_OVER:
        if (ev->u.match_over.winner >= 0) {
            put(buf, size, &used, _("%s wins the match."),
                who(names, players, ev->u.match_over.winner, tmp, sizeof tmp));
        } else {
            put(buf, size, &used, "%s", _("The match is a shared win:"));
            int first = 1;
            for (int s = 0; s < players; s++) {
                if (ev->u.match_over.winners & (1u << s)) {
                    put(buf, size, &used, "%s %s", first ? "" : ",",
                        who(names, players, s, tmp, sizeof tmp));
                    first = 0;
                }
            }
            put(buf, size, &used, ".");
        }
        put(buf, size, &used, "%s", _(" Totals:"));
        put_points(buf, size, &used, names, players, ev->u.match_over.total, 0);
        put(buf, size, &used, ".");
        return 1;
    }
    return 0;
}
