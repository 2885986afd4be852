/* rack.c - the viewer's rack as a wooden rack is used: each tile where it
 * was put, on either row, gaps between tiles kept (UiRackSpots).  The
 * turn editor and the scene keep the rack's order (RkRackOrder); the
 * screen keeps each tile's place beside it, in reading order (the back
 * row left to right, then the front row), and brings the places in line
 * whenever the order changes: a move the screen made lands where it was
 * dropped (ui_rack_predict), any other change (a draw, Undo, Reset, the
 * turn's start) keeps the tiles that stay where they were, a tile back
 * from the table goes to the place it left when it is free, and a new
 * tile goes after the one before it.  No SDL. */
#include <string.h>

#include "table.h"

/* A place as one number in reading order, with per places a row. */
static int linear(int row, int col, int per)
{
    if (col >= per) {
        col = per - 1;
    }
    return (row > 0 ? per : 0) + col;
}

/* Places in reading order, each after the one before, as near as they
 * can be to where they are wanted (want < 0: right after the one before),
 * every one of them on the rack (0 .. 2 * per - 1). */
static void settle(const int *want, int n, int per, int *out)
{
    int i, last = 2 * per - 1;
    for (i = 0; i < n; i++) {
        int least = i > 0 ? out[i - 1] + 1 : 0;
        out[i] = want[i] > least ? want[i] : least;
    }
    for (i = n - 1; i >= 0; i--) {
        int most = i < n - 1 ? out[i + 1] - 1 : last;
        if (out[i] > most) {
            out[i] = most;
        }
    }
}

static void store(UiRackSpots *sp, const RkTile *tiles, const int *lin, int n, int per)
{
    int i;
    sp->n = n;
    for (i = 0; i < n; i++) {
        sp->t[i] = tiles[i];
        sp->row[i] = (uint8_t)(lin[i] >= per ? 1 : 0);
        sp->col[i] = (uint8_t)(lin[i] >= per ? lin[i] - per : lin[i]);
    }
}

void ui_rack_sync(ShTable *t)
{
    UiBoard *b = &t->board;
    UiRackSpots *sp = &t->spots[t->viewer];
    int n = b->nrack, m = sp->n, per = ui_rack_per_row(n);
    int match[RK_TILES], want[RK_TILES], lin[RK_TILES];
    uint8_t kept[RK_TILES];
    int i, j;
    b->rack_per = per;
    /* The longest run of the old tiles kept in order (their places stay). */
    {
        uint8_t len[RK_TILES + 1][RK_TILES + 1];
        memset(len, 0, sizeof len);
        for (i = m - 1; i >= 0; i--) {
            for (j = n - 1; j >= 0; j--) {
                len[i][j] = sp->t[i] == b->rack[j]
                                ? (uint8_t)(len[i + 1][j + 1] + 1)
                                : len[i + 1][j] > len[i][j + 1] ? len[i + 1][j] : len[i][j + 1];
            }
        }
        for (j = 0; j < n; j++) {
            match[j] = -1;
        }
        memset(kept, 0, sizeof kept);
        for (i = 0, j = 0; i < m && j < n;) {
            if (sp->t[i] == b->rack[j]) {
                match[j] = i;
                kept[i] = 1;
                i++;
                j++;
            } else if (len[i + 1][j] >= len[i][j + 1]) {
                i++;
            } else {
                j++;
            }
        }
    }
    /* Tiles gone from the rack during the turn: their places remembered. */
    for (i = 0; i < m && t->editing; i++) {
        if (!kept[i] && sp->nghost < RK_TILES) {
            sp->ghost_t[sp->nghost] = sp->t[i];
            sp->ghost_at[sp->nghost] = (uint8_t)linear(sp->row[i], sp->col[i], per);
            sp->nghost++;
        }
    }
    for (j = 0; j < n; j++) {
        want[j] = match[j] >= 0 ? linear(sp->row[match[j]], sp->col[match[j]], per) : -1;
    }
    /* A tile back on the rack: the place it left, when that is free and
     * in its order. */
    for (j = 0; j < n; j++) {
        int prev = -1, next = 2 * per, k, g;
        if (want[j] >= 0) {
            continue;
        }
        for (k = j - 1; k >= 0 && prev < 0; k--) {
            prev = want[k] >= 0 ? want[k] : prev;
        }
        for (k = j + 1; k < n && next == 2 * per; k++) {
            next = want[k] >= 0 ? want[k] : next;
        }
        for (g = sp->nghost - 1; g >= 0; g--) {
            if (sp->ghost_t[g] == b->rack[j] && sp->ghost_at[g] > prev && sp->ghost_at[g] < next) {
                want[j] = sp->ghost_at[g];
                sp->nghost--;
                memmove(&sp->ghost_t[g], &sp->ghost_t[g + 1], (size_t)(sp->nghost - g));
                memmove(&sp->ghost_at[g], &sp->ghost_at[g + 1], (size_t)(sp->nghost - g));
                break;
            }
        }
    }
    settle(want, n, per, lin);
    store(sp, b->rack, lin, n, per);
    for (i = 0; i < n; i++) {
        b->rack_row[i] = sp->row[i];
        b->rack_col[i] = sp->col[i];
    }
}

void ui_rack_predict(ShTable *t, const RkEditSpot *from, int nfrom, int to_rack, int gap,
                     int place)
{
    const UiBoard *b = &t->board;
    UiRackSpots *sp = &t->spots[t->viewer];
    int per = b->rack_per > 0 ? b->rack_per : ui_rack_per_row(b->nrack);
    RkTile tiles[RK_TILES], moved[RK_TILES];
    int want[RK_TILES], lin[RK_TILES];
    uint8_t moving[RK_TILES];
    int i, k, n = 0, nmoved = 0, inserted = 0;
    memset(moving, 0, sizeof moving);
    if (nfrom > RK_TILES || b->nrack + nfrom > RK_TILES) {
        return; /* cannot be: the rack and the tiles moved are tiles of the box */
    }
    for (k = 0; k < nfrom; k++) {
        if (from[k].where == RK_EDIT_RACK && from[k].pos >= 0 && from[k].pos < b->nrack) {
            moving[from[k].pos] = 1;
            moved[nmoved++] = b->rack[from[k].pos];
            if (!to_rack && t->editing && sp->nghost < RK_TILES) {
                /* to the table: its place kept for it to come back to */
                sp->ghost_t[sp->nghost] = b->rack[from[k].pos];
                sp->ghost_at[sp->nghost] =
                    (uint8_t)linear(b->rack_row[from[k].pos], b->rack_col[from[k].pos], per);
                sp->nghost++;
            }
        } else if (from[k].where == RK_EDIT_SET && from[k].set >= 0 && from[k].set < b->nsets &&
                   from[k].pos >= 0 && from[k].pos < b->set[from[k].set].n) {
            moved[nmoved++] = b->set[from[k].set].t[from[k].pos];
        }
    }
    if (place < 0 && to_rack) {
        /* before the tile at the gap (pushing it on), or after the last */
        place = gap >= 0 && gap < b->nrack ? linear(b->rack_row[gap], b->rack_col[gap], per)
                : b->nrack > 0 ? linear(b->rack_row[b->nrack - 1], b->rack_col[b->nrack - 1], per) + 1
                               : 0;
    }
    /* The editor's order after the move: the moved tiles out, and in
     * before the tile at the gap (the gap counts them too), or at the
     * end. */
    for (i = 0; i < b->nrack; i++) {
        if (to_rack && !inserted && i == gap) {
            for (k = 0; k < nmoved; k++) {
                tiles[n] = moved[k];
                want[n++] = place + k;
            }
            inserted = 1;
        }
        if (!moving[i]) {
            tiles[n] = b->rack[i];
            want[n++] = linear(b->rack_row[i], b->rack_col[i], per);
        }
    }
    if (to_rack && !inserted) {
        for (k = 0; k < nmoved; k++) {
            tiles[n] = moved[k];
            want[n++] = place + k;
        }
    }
    per = ui_rack_per_row(n);
    settle(want, n, per, lin);
    store(sp, tiles, lin, n, per);
}

void ui_rack_pack(ShTable *t)
{
    t->spots[t->viewer].n = 0;
}

void ui_rack_forget_gone(ShTable *t)
{
    int s;
    for (s = 0; s < RK_MAX_SEATS; s++) {
        t->spots[s].nghost = 0;
    }
}

int ui_rack_at(const ShTable *t, int i)
{
    const UiBoard *b = &t->board;
    int per = b->rack_per > 0 ? b->rack_per : ui_rack_per_row(b->nrack);
    if (i >= 0 && i < b->nrack) {
        return linear(b->rack_row[i], b->rack_col[i], per);
    }
    /* the place after the last tile */
    i = b->nrack > 0 ? linear(b->rack_row[b->nrack - 1], b->rack_col[b->nrack - 1], per) + 1 : 0;
    return i < 2 * per ? i : 2 * per - 1;
}

ShRect ui_table_rack_rect(const ShTable *t, int i)
{
    int per = t->board.rack_per > 0 ? t->board.rack_per : ui_rack_per_row(t->board.nrack);
    return ui_rack_place(&t->lay, per, ui_rack_at(t, i));
}

int ui_rack_tile_at_place(const ShTable *t, int place)
{
    int i;
    for (i = 0; i < t->board.nrack; i++) {
        if (ui_rack_at(t, i) == place) {
            return i;
        }
    }
    return -1;
}
