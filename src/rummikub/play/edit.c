/*
 * edit.c - a turn in progress for one seat (rummikub/edit.h), and the
 * rack's arrangement from turn to turn.
 *
 * The state undo keeps is one EdTable (the sets, their ids, which tiles
 * came from the rack); the rack is a list of slots in the person's order,
 * each home or out on the table, kept outside the history and brought in
 * line with the table after an undo or a reset (sync_slots).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "kit/text.h"
#include "rummikub/edit.h"

/* ------------------------------------------------------------------ */
/* The rack's arrangement                                              */

void rk_rack_order_clear(RkRackOrder *o)
{
    memset(o, 0, sizeof *o);
}

void rk_rack_order_counts(const RkRackOrder *o, RkCounts *out)
{
    rk_counts_clear(out);
    for (int i = 0; i < o->n; i++) {
        out->n[o->t[i]]++;
    }
}

void rk_rack_order_sync(RkRackOrder *o, const RkCounts *rack)
{
    int deal = o->n == 0;
    RkCounts have;
    rk_counts_clear(&have);
    /* Keep the first copies the rack still holds, in their places. */
    int n = 0;
    for (int i = 0; i < o->n; i++) {
        RkTile t = o->t[i];
        if (t < RK_KINDS && have.n[t] < rack->n[t]) {
            have.n[t]++;
            o->t[n] = t;
            o->fresh[n] = 0;
            n++;
        }
    }
    for (int k = 0; k < RK_KINDS; k++) {
        for (int c = have.n[k]; c < rack->n[k] && n < RK_TILES; c++) {
            o->t[n] = (RkTile)k;
            o->fresh[n] = (uint8_t)!deal;
            n++;
        }
    }
    memset(o->t + n, 0, (size_t)(RK_TILES - n));
    memset(o->fresh + n, 0, (size_t)(RK_TILES - n));
    o->n = n;
}

static int sort_key(RkTile t, RkRackSort by)
{
    if (t == RK_JOKER) {
        return 1000;
    }
    return by == RK_SORT_NUMBER ? rk_tile_number(t) * RK_COLOURS + rk_tile_colour(t) : t;
}

/* A stable insertion sort of tiles with their marks (and the out flags of
 * an editor's slots when out is not NULL). */
static void sort_tiles(RkTile *t, uint8_t *fresh, uint8_t *out, int n, RkRackSort by)
{
    for (int i = 1; i < n; i++) {
        RkTile ti = t[i];
        uint8_t fi = fresh[i];
        uint8_t oi = out != NULL ? out[i] : 0;
        int j = i;
        while (j > 0 && sort_key(t[j - 1], by) > sort_key(ti, by)) {
            t[j] = t[j - 1];
            fresh[j] = fresh[j - 1];
            if (out != NULL) {
                out[j] = out[j - 1];
            }
            j--;
        }
        t[j] = ti;
        fresh[j] = fi;
        if (out != NULL) {
            out[j] = oi;
        }
    }
}

void rk_rack_order_sort(RkRackOrder *o, RkRackSort by)
{
    sort_tiles(o->t, o->fresh, NULL, o->n, by);
}

int rk_rack_order_move(RkRackOrder *o, int from, int to)
{
    if (from < 0 || from >= o->n || to < 0 || to >= o->n) {
        return TK_E_ARG;
    }
    RkTile t = o->t[from];
    uint8_t f = o->fresh[from];
    if (from < to) {
        memmove(o->t + from, o->t + from + 1, (size_t)(to - from));
        memmove(o->fresh + from, o->fresh + from + 1, (size_t)(to - from));
    } else {
        memmove(o->t + to + 1, o->t + to, (size_t)(from - to));
        memmove(o->fresh + to + 1, o->fresh + to, (size_t)(from - to));
    }
    o->t[to] = t;
    o->fresh[to] = f;
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* The editor                                                          */

/* What undo keeps: the working table. */
typedef struct EdTable {
    int nsets;
    unsigned next_id;
    unsigned id[RK_TABLE_MAX_SETS];
    RkSet sets[RK_TABLE_MAX_SETS];
    uint8_t mine[RK_TABLE_MAX_SETS][RK_SET_MAX]; /* 1: from the rack this turn */
} EdTable;

struct RkEdit {
    int seat;
    int melded;
    int tidy;
    RkTable start_raw; /* the table as the engine had it at the turn's start */
    RkCounts start_counts;
    RkCounts rack0;    /* the rack at the turn's start */
    EdTable start;     /* the working table at the turn's start */
    EdTable cur;
    /* The rack: slots in the person's order, each home or out. */
    int nslots;
    RkTile slot[RK_TILES];
    uint8_t fresh[RK_TILES];
    uint8_t out[RK_TILES];
    EdTable *hist;
    int nhist;
    int cap;
    char err[256];
};

int rk_edit_new(RkEdit **out)
{
    *out = calloc(1, sizeof **out);
    return *out != NULL ? TK_OK : TK_E_NOMEM;
}

void rk_edit_free(RkEdit *e)
{
    if (e != NULL) {
        free(e->hist);
        free(e);
    }
}

static int refuse(RkEdit *e, int status, const char *fmt, ...) TK_PRINTF_LIKE(3, 4);

static int refuse(RkEdit *e, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->err, sizeof e->err, fmt, ap);
    va_end(ap);
    return status;
}

/* Each valid set in the game's order, its marks following its tiles. */
static void tidy_table(EdTable *t)
{
    for (int s = 0; s < t->nsets; s++) {
        RkReading rd;
        RkSet *set = &t->sets[s];
        if (rk_set_read(set, &rd, NULL, 0) != TK_OK) {
            continue;
        }
        uint8_t used[RK_SET_MAX] = {0};
        uint8_t mine[RK_SET_MAX];
        for (int i = 0; i < rd.n; i++) {
            for (int j = 0; j < set->n; j++) {
                if (!used[j] && set->t[j] == rd.order[i]) {
                    used[j] = 1;
                    mine[i] = t->mine[s][j];
                    break;
                }
            }
        }
        memcpy(set->t, rd.order, (size_t)rd.n);
        memcpy(t->mine[s], mine, (size_t)rd.n);
    }
}

/* The rack's slots in line with the table: as many of each kind out as
 * came from the rack; the slots out already stay out first. */
static void sync_slots(RkEdit *e)
{
    RkCounts now;
    rk_counts_clear(&now);
    for (int s = 0; s < e->cur.nsets; s++) {
        rk_counts_add_set(&now, &e->cur.sets[s]);
    }
    int need[RK_KINDS];
    for (int k = 0; k < RK_KINDS; k++) {
        need[k] = now.n[k] - e->start_counts.n[k];
    }
    for (int i = 0; i < e->nslots; i++) {
        if (e->out[i]) {
            if (need[e->slot[i]] > 0) {
                need[e->slot[i]]--;
            } else {
                e->out[i] = 0;
            }
        }
    }
    for (int i = e->nslots - 1; i >= 0; i--) {
        if (!e->out[i] && need[e->slot[i]] > 0) {
            need[e->slot[i]]--;
            e->out[i] = 1;
        }
    }
}

static void table_from(EdTable *t, const RkTable *tb)
{
    memset(t, 0, sizeof *t);
    t->nsets = tb->nsets;
    for (int s = 0; s < tb->nsets; s++) {
        t->sets[s] = tb->sets[s];
        t->id[s] = (unsigned)s + 1;
    }
    t->next_id = (unsigned)tb->nsets + 1;
}

int rk_edit_begin(RkEdit *e, const RkView *view, const RkRackOrder *order)
{
    if (view->seat < 0 || view->seat >= RK_MAX_SEATS || view->table.nsets < 0 ||
        view->table.nsets > RK_TABLE_MAX_SETS) {
        return refuse(e, TK_E_ARG, NC_("refusal", "The view is no seat's"));
    }
    e->err[0] = '\0';
    e->seat = view->seat;
    e->melded = view->log[view->seat].melded;
    e->start_raw = view->table;
    rk_counts_clear(&e->start_counts);
    rk_counts_add_table(&e->start_counts, &view->table);
    e->rack0 = view->rack;
    table_from(&e->start, &view->table);
    if (e->tidy) {
        tidy_table(&e->start);
    }
    e->cur = e->start;
    e->nhist = 0;
    RkRackOrder o;
    RkCounts have;
    if (order != NULL) {
        o = *order;
    } else {
        rk_rack_order_clear(&o);
    }
    rk_rack_order_counts(&o, &have);
    if (memcmp(&have, &view->rack, sizeof have) != 0) {
        rk_rack_order_sync(&o, &view->rack);
    }
    e->nslots = o.n;
    memcpy(e->slot, o.t, sizeof e->slot);
    memcpy(e->fresh, o.fresh, sizeof e->fresh);
    memset(e->out, 0, sizeof e->out);
    return TK_OK;
}

void rk_edit_set_tidy(RkEdit *e, int on)
{
    e->tidy = on != 0;
}

/* Keeps the state before a move: TK_OK or TK_E_NOMEM. */
static int push(RkEdit *e, const EdTable *before)
{
    if (e->nhist == e->cap) {
        int cap = e->cap ? 2 * e->cap : 16;
        EdTable *h = realloc(e->hist, (size_t)cap * sizeof *h);
        if (h == NULL) {
            return refuse(e, TK_E_NOMEM, NC_("refusal", "Out of memory"));
        }
        e->hist = h;
        e->cap = cap;
    }
    e->hist[e->nhist++] = *before;
    return TK_OK;
}

/* Commits *w as the working table, a move for undo. */
static int commit(RkEdit *e, EdTable *w)
{
    if (e->tidy) {
        tidy_table(w);
    }
    int rc = push(e, &e->cur);
    if (rc != TK_OK) {
        return rc;
    }
    e->cur = *w;
    return TK_OK;
}

static int home_count(const RkEdit *e)
{
    int n = 0;
    for (int i = 0; i < e->nslots; i++) {
        n += !e->out[i];
    }
    return n;
}

/* The slot of rack position pos, or -1. */
static int slot_of(const RkEdit *e, int pos)
{
    for (int i = 0; i < e->nslots; i++) {
        if (!e->out[i] && pos-- == 0) {
            return i;
        }
    }
    return -1;
}

static void remove_set(EdTable *t, int s)
{
    int after = t->nsets - s - 1;
    memmove(t->sets + s, t->sets + s + 1, (size_t)after * sizeof t->sets[0]);
    memmove(t->id + s, t->id + s + 1, (size_t)after * sizeof t->id[0]);
    memmove(t->mine + s, t->mine + s + 1, (size_t)after * sizeof t->mine[0]);
    t->nsets--;
    memset(&t->sets[t->nsets], 0, sizeof t->sets[0]);
    memset(t->mine[t->nsets], 0, sizeof t->mine[0]);
    t->id[t->nsets] = 0;
}

int rk_edit_move(RkEdit *e, const RkEditSpot *from, int n, RkEditSpot to)
{
    const EdTable *cur = &e->cur;
    int home = home_count(e);
    e->err[0] = '\0';
    if (n < 1 || n > RK_TILES) {
        return refuse(e, TK_E_ARG, NC_("refusal", "No tiles to move"));
    }
    /* The sources: each there, none twice. */
    uint8_t pick_set[RK_TABLE_MAX_SETS][RK_SET_MAX];
    uint8_t pick_slot[RK_TILES];
    memset(pick_set, 0, sizeof pick_set);
    memset(pick_slot, 0, sizeof pick_slot);
    RkTile tile[RK_TILES];
    int src_slot[RK_TILES];
    int from_rack = 0;
    for (int k = 0; k < n; k++) {
        const RkEditSpot *f = &from[k];
        src_slot[k] = -1;
        if (f->where == RK_EDIT_RACK) {
            int sl = f->pos >= 0 && f->pos < home ? slot_of(e, f->pos) : -1;
            if (sl < 0) {
                return refuse(e, TK_E_ARG, NC_("refusal", "The rack has no tile %d"), f->pos + 1);
            }
            if (pick_slot[sl]) {
                return refuse(e, TK_E_ARG, NC_("refusal", "The same tile is moved twice"));
            }
            pick_slot[sl] = 1;
            src_slot[k] = sl;
            tile[k] = e->slot[sl];
            from_rack++;
        } else if (f->where == RK_EDIT_SET) {
            if (f->set < 0 || f->set >= cur->nsets || f->pos < 0 ||
                f->pos >= cur->sets[f->set].n) {
                return refuse(e, TK_E_ARG, NC_("refusal", "There is no tile %d in set %d"),
                              f->pos + 1, f->set + 1);
            }
            if (pick_set[f->set][f->pos]) {
                return refuse(e, TK_E_ARG, NC_("refusal", "The same tile is moved twice"));
            }
            pick_set[f->set][f->pos] = 1;
            tile[k] = cur->sets[f->set].t[f->pos];
        } else {
            return refuse(e, TK_E_ARG, NC_("refusal", "A tile comes from the rack or a set"));
        }
    }
    /* The target. */
    if (to.where == RK_EDIT_RACK) {
        if (to.pos < -1 || to.pos > home) {
            return refuse(e, TK_E_ARG, NC_("refusal", "The rack has no place %d"), to.pos + 1);
        }
    } else if (to.where == RK_EDIT_SET) {
        if (to.set < 0 || to.set >= cur->nsets) {
            return refuse(e, TK_E_ARG, NC_("refusal", "There is no set %d"), to.set + 1);
        }
        if (to.pos < -1 || to.pos > cur->sets[to.set].n) {
            return refuse(e, TK_E_ARG, NC_("refusal", "Set %d has no place %d"), to.set + 1,
                          to.pos + 1);
        }
    } else if (to.where == RK_EDIT_NEW) {
        if (to.pos < -1 || to.pos > cur->nsets) {
            return refuse(e, TK_E_ARG, NC_("refusal", "The table has no place %d for a set"),
                          to.pos + 1);
        }
    } else {
        return refuse(e, TK_E_ARG, NC_("refusal", "Tiles go to the rack, a set or a new set"));
    }
    EdTable w = *cur;
    uint8_t mine[RK_TILES] = {0};
    /* Tiles from the table to the rack: each from the rack this turn, or
     * another copy of its kind that is and stays on the table. */
    for (int k = 0; k < n; k++) {
        const RkEditSpot *f = &from[k];
        if (f->where == RK_EDIT_RACK) {
            mine[k] = 1;
            continue;
        }
        mine[k] = w.mine[f->set][f->pos];
        if (to.where != RK_EDIT_RACK || mine[k]) {
            continue;
        }
        int found = 0;
        for (int s = 0; s < w.nsets && !found; s++) {
            for (int i = 0; i < w.sets[s].n && !found; i++) {
                if (!pick_set[s][i] && w.mine[s][i] && w.sets[s].t[i] == tile[k]) {
                    w.mine[s][i] = 0;
                    found = 1;
                }
            }
        }
        if (!found) {
            char name[RK_TILE_TEXT];
            rk_tile_format(tile[k], name);
            return refuse(e, TK_E_RULE,
                          NC_("refusal",
                              "%s was on the table when your turn began: it cannot go back to your "
                              "rack"),
                          name);
        }
        mine[k] = 1;
    }
    /* Room. */
    int emptied = 0;
    for (int s = 0; s < w.nsets; s++) {
        int left = 0;
        for (int i = 0; i < w.sets[s].n; i++) {
            left += !pick_set[s][i];
        }
        emptied += left == 0 && !(to.where == RK_EDIT_SET && to.set == s);
    }
    if (to.where != RK_EDIT_RACK) {
        int size = n;
        if (to.where == RK_EDIT_SET) {
            for (int i = 0; i < w.sets[to.set].n; i++) {
                size += !pick_set[to.set][i];
            }
        }
        if (size > RK_SET_MAX) {
            return refuse(e, TK_E_RULE, NC_("refusal", "A set has at most %d tiles"), RK_SET_MAX);
        }
        if (to.where == RK_EDIT_NEW && w.nsets - emptied >= RK_TABLE_MAX_SETS) {
            return refuse(e, TK_E_RULE, NC_("refusal", "The table has no room for another set"));
        }
    }
    /* The rack: slots of the tiles that go to it, from the table or within it. */
    int nslots = e->nslots;
    RkTile slot[RK_TILES];
    uint8_t fresh[RK_TILES], out[RK_TILES];
    memcpy(slot, e->slot, sizeof slot);
    memcpy(fresh, e->fresh, sizeof fresh);
    memcpy(out, e->out, sizeof out);
    if (to.where == RK_EDIT_RACK) {
        int moving[RK_TILES];
        uint8_t is_moving[RK_TILES] = {0};
        for (int k = 0; k < n; k++) {
            int sl = src_slot[k];
            if (sl < 0) {
                /* a tile from the table: an out slot of its kind */
                for (int i = 0; i < nslots && sl < 0; i++) {
                    if (out[i] && !is_moving[i] && slot[i] == tile[k]) {
                        sl = i;
                    }
                }
                if (sl < 0) {
                    return refuse(e, TK_E_RULE,
                                  NC_("refusal", "The rack has no place for the tile"));
                }
            }
            moving[k] = sl;
            is_moving[sl] = 1;
        }
        int gap = to.pos < 0 ? home : to.pos;
        RkTile nt[RK_TILES];
        uint8_t nf[RK_TILES], no[RK_TILES];
        int m = 0, hi = 0, placed = 0;
        for (int i = 0; i <= nslots; i++) {
            int at_gap = i == nslots || (!out[i] && hi == gap);
            if (at_gap && !placed) {
                for (int k = 0; k < n; k++) {
                    nt[m] = slot[moving[k]];
                    nf[m] = fresh[moving[k]];
                    no[m] = 0;
                    m++;
                }
                placed = 1;
            }
            if (i == nslots) {
                break;
            }
            if (!out[i]) {
                hi++;
            }
            if (!is_moving[i]) {
                nt[m] = slot[i];
                nf[m] = fresh[i];
                no[m] = out[i];
                m++;
            }
        }
        memcpy(slot, nt, (size_t)m);
        memcpy(fresh, nf, (size_t)m);
        memcpy(out, no, (size_t)m);
    } else {
        for (int k = 0; k < n; k++) {
            if (src_slot[k] >= 0) {
                out[src_slot[k]] = 1;
            }
        }
    }
    /* The table: the picked tiles out, the moved ones in. */
    EdTable nw = w;
    for (int s = 0; s < w.nsets; s++) {
        RkSet *set = &nw.sets[s];
        int m = 0;
        int gap = (to.where == RK_EDIT_SET && to.set == s) ? (to.pos < 0 ? w.sets[s].n : to.pos)
                                                            : -1;
        for (int i = 0; i <= w.sets[s].n; i++) {
            if (i == gap) {
                for (int k = 0; k < n; k++) {
                    set->t[m] = tile[k];
                    nw.mine[s][m] = mine[k];
                    m++;
                }
            }
            if (i < w.sets[s].n && !pick_set[s][i]) {
                set->t[m] = w.sets[s].t[i];
                nw.mine[s][m] = w.mine[s][i];
                m++;
            }
        }
        set->n = (uint8_t)m;
        memset(set->t + m, 0, (size_t)(RK_SET_MAX - m));
        memset(nw.mine[s] + m, 0, (size_t)(RK_SET_MAX - m));
    }
    /* The sets emptied go; a new set takes its place before the set that
     * was at to.pos (those emptied before it not counted). */
    int at = to.pos < 0 || to.pos > nw.nsets ? nw.nsets : to.pos;
    for (int s = nw.nsets - 1; s >= 0; s--) {
        if (nw.sets[s].n == 0) {
            remove_set(&nw, s);
            at -= s < at;
        }
    }
    if (to.where == RK_EDIT_NEW) {
        int after = nw.nsets - at;
        memmove(nw.sets + at + 1, nw.sets + at, (size_t)after * sizeof nw.sets[0]);
        memmove(nw.id + at + 1, nw.id + at, (size_t)after * sizeof nw.id[0]);
        memmove(nw.mine + at + 1, nw.mine + at, (size_t)after * sizeof nw.mine[0]);
        nw.nsets++;
        memset(&nw.sets[at], 0, sizeof nw.sets[at]);
        memset(nw.mine[at], 0, sizeof nw.mine[at]);
        nw.sets[at].n = (uint8_t)n;
        for (int k = 0; k < n; k++) {
            nw.sets[at].t[k] = tile[k];
            nw.mine[at][k] = mine[k];
        }
        nw.id[at] = nw.next_id++;
    }
    int table_move = to.where != RK_EDIT_RACK || from_rack < n;
    if (table_move) {
        int rc = commit(e, &nw);
        if (rc != TK_OK) {
            return rc;
        }
    }
    memcpy(e->slot, slot, sizeof slot);
    memcpy(e->fresh, fresh, sizeof fresh);
    memcpy(e->out, out, sizeof out);
    return TK_OK;
}

int rk_edit_split(RkEdit *e, int set, int pos)
{
    e->err[0] = '\0';
    if (set < 0 || set >= e->cur.nsets) {
        return refuse(e, TK_E_ARG, NC_("refusal", "There is no set %d"), set + 1);
    }
    int n = e->cur.sets[set].n;
    if (pos < 1 || pos >= n) {
        return refuse(e, TK_E_ARG, NC_("refusal", "Set %d splits before its tile 2 to %d"), set + 1,
                      n);
    }
    if (e->cur.nsets == RK_TABLE_MAX_SETS) {
        return refuse(e, TK_E_RULE, NC_("refusal", "The table has no room for another set"));
    }
    EdTable w = e->cur;
    int after = w.nsets - set - 1;
    memmove(w.sets + set + 2, w.sets + set + 1, (size_t)after * sizeof w.sets[0]);
    memmove(w.id + set + 2, w.id + set + 1, (size_t)after * sizeof w.id[0]);
    memmove(w.mine + set + 2, w.mine + set + 1, (size_t)after * sizeof w.mine[0]);
    w.nsets++;
    RkSet *a = &w.sets[set];
    RkSet *b = &w.sets[set + 1];
    memset(b, 0, sizeof *b);
    memset(w.mine[set + 1], 0, sizeof w.mine[0]);
    b->n = (uint8_t)(n - pos);
    memcpy(b->t, a->t + pos, b->n);
    memcpy(w.mine[set + 1], w.mine[set] + pos, b->n);
    memset(a->t + pos, 0, (size_t)(RK_SET_MAX - pos));
    memset(w.mine[set] + pos, 0, (size_t)(RK_SET_MAX - pos));
    a->n = (uint8_t)pos;
    w.id[set + 1] = w.next_id++;
    return commit(e, &w);
}

int rk_edit_undo(RkEdit *e)
{
    e->err[0] = '\0';
    if (e->nhist == 0) {
        return refuse(e, TK_E_RULE, NC_("refusal", "There is nothing to undo"));
    }
    e->cur = e->hist[--e->nhist];
    sync_slots(e);
    return TK_OK;
}

int rk_edit_reset(RkEdit *e)
{
    e->err[0] = '\0';
    if (e->nhist == 0) {
        return TK_OK;
    }
    int rc = push(e, &e->cur);
    if (rc != TK_OK) {
        return rc;
    }
    e->cur = e->start;
    sync_slots(e);
    return TK_OK;
}

/* The plan of rk_edit_plan, with the pairing of target sets (-1: none). */
static int plan(RkEdit *e, const RkTable *target, RkEditSpot from[RK_TABLE_MAX_SETS][RK_SET_MAX],
                int pair[RK_TABLE_MAX_SETS])
{
    const EdTable *cur = &e->cur;
    char name[RK_TILE_TEXT];
    if (target->nsets < 0 || target->nsets > RK_TABLE_MAX_SETS) {
        return refuse(e, TK_E_ARG, NC_("refusal", "A table has 0 to %d sets"), RK_TABLE_MAX_SETS);
    }
    for (int s = 0; s < target->nsets; s++) {
        if (target->sets[s].n == 0 || target->sets[s].n > RK_SET_MAX) {
            return refuse(e, TK_E_ARG, NC_("refusal", "A set has 1 to %d tiles"), RK_SET_MAX);
        }
        for (int i = 0; i < target->sets[s].n; i++) {
            if (target->sets[s].t[i] > RK_JOKER) {
                return refuse(e, TK_E_ARG, NC_("refusal", "Set %d holds something that is no tile"),
                              s + 1);
            }
        }
    }
    RkCounts now;
    rk_counts_clear(&now);
    rk_counts_add_table(&now, target);
    for (int k = 0; k < RK_KINDS; k++) {
        rk_tile_format((RkTile)k, name);
        if (now.n[k] < e->start_counts.n[k]) {
            return refuse(e, TK_E_MOVE, NC_("refusal", "%s was on the table and is missing"), name);
        }
        if (now.n[k] - e->start_counts.n[k] > e->rack0.n[k]) {
            return refuse(e, TK_E_MOVE, NC_("refusal", "%s is not on your rack"), name);
        }
    }
    /* Pair target sets with working sets, the largest overlap first. */
    int paired[RK_TABLE_MAX_SETS] = {0};
    int ov[RK_TABLE_MAX_SETS][RK_TABLE_MAX_SETS];
    for (int s = 0; s < target->nsets; s++) {
        pair[s] = -1;
        for (int c = 0; c < cur->nsets; c++) {
            ov[s][c] = rk_set_overlap(&target->sets[s], &cur->sets[c]);
        }
    }
    for (;;) {
        int best = 0, bs = -1, bc = -1;
        for (int s = 0; s < target->nsets; s++) {
            for (int c = 0; c < cur->nsets && pair[s] < 0; c++) {
                if (!paired[c] && ov[s][c] > best) {
                    best = ov[s][c];
                    bs = s;
                    bc = c;
                }
            }
        }
        if (bs < 0) {
            break;
        }
        pair[bs] = bc;
        paired[bc] = 1;
    }
    uint8_t taken[RK_TABLE_MAX_SETS][RK_SET_MAX];
    uint8_t slot_taken[RK_TILES] = {0};
    memset(taken, 0, sizeof taken);
    for (int s = 0; s < target->nsets; s++) {
        for (int i = 0; i < target->sets[s].n; i++) {
            from[s][i].where = -1;
            int c = pair[s];
            for (int j = 0; c >= 0 && j < cur->sets[c].n; j++) {
                if (!taken[c][j] && cur->sets[c].t[j] == target->sets[s].t[i]) {
                    taken[c][j] = 1;
                    from[s][i] = (RkEditSpot){RK_EDIT_SET, c, j};
                    break;
                }
            }
        }
    }
    /* Then from any other set (table tiles first), then from the rack. */
    for (int pass = 0; pass < 2; pass++) {
        for (int s = 0; s < target->nsets; s++) {
            for (int i = 0; i < target->sets[s].n; i++) {
                RkTile t = target->sets[s].t[i];
                for (int c = 0; c < cur->nsets && from[s][i].where < 0; c++) {
                    for (int j = 0; j < cur->sets[c].n; j++) {
                        if (!taken[c][j] && cur->sets[c].t[j] == t &&
                            (pass == 1 || !cur->mine[c][j])) {
                            taken[c][j] = 1;
                            from[s][i] = (RkEditSpot){RK_EDIT_SET, c, j};
                            break;
                        }
                    }
                }
            }
        }
    }
    for (int s = 0; s < target->nsets; s++) {
        for (int i = 0; i < target->sets[s].n; i++) {
            if (from[s][i].where >= 0) {
                continue;
            }
            int pos = 0;
            for (int sl = 0; sl < e->nslots; sl++) {
                if (e->out[sl]) {
                    continue;
                }
                if (!slot_taken[sl] && e->slot[sl] == target->sets[s].t[i]) {
                    slot_taken[sl] = 1;
                    from[s][i] = (RkEditSpot){RK_EDIT_RACK, -1, pos};
                    break;
                }
                pos++;
            }
            if (from[s][i].where < 0) {
                /* Only a table tile of the turn's start left out of the
                 * working table's reach: cannot be, the counts were checked. */
                rk_tile_format(target->sets[s].t[i], name);
                return refuse(e, TK_E_MOVE, NC_("refusal", "%s is not on your rack"), name);
            }
        }
    }
    return TK_OK;
}

int rk_edit_plan(const RkEdit *e, const RkTable *target,
                 RkEditSpot from[RK_TABLE_MAX_SETS][RK_SET_MAX])
{
    int pair[RK_TABLE_MAX_SETS];
    return plan((RkEdit *)e, target, from, pair);
}

int rk_edit_apply_table(RkEdit *e, const RkTable *target)
{
    RkEditSpot from[RK_TABLE_MAX_SETS][RK_SET_MAX];
    int pair[RK_TABLE_MAX_SETS];
    e->err[0] = '\0';
    int rc = plan(e, target, from, pair);
    if (rc != TK_OK) {
        return rc;
    }
    EdTable w;
    memset(&w, 0, sizeof w);
    w.nsets = target->nsets;
    w.next_id = e->cur.next_id;
    for (int s = 0; s < target->nsets; s++) {
        w.sets[s] = target->sets[s];
        w.id[s] = pair[s] >= 0 ? e->cur.id[pair[s]] : w.next_id++;
    }
    /* Marks: as many of each kind from the rack as the counts say, those
     * that came from the rack before kept first. */
    RkCounts now;
    rk_counts_clear(&now);
    rk_counts_add_table(&now, target);
    int need[RK_KINDS];
    for (int k = 0; k < RK_KINDS; k++) {
        need[k] = now.n[k] - e->start_counts.n[k];
    }
    for (int pass = 0; pass < 3; pass++) {
        for (int s = 0; s < w.nsets; s++) {
            for (int i = 0; i < w.sets[s].n; i++) {
                RkTile t = w.sets[s].t[i];
                const RkEditSpot *f = &from[s][i];
                int want = pass == 0   ? f->where == RK_EDIT_SET && e->cur.mine[f->set][f->pos]
                           : pass == 1 ? f->where == RK_EDIT_RACK
                                       : 1;
                if (!w.mine[s][i] && want && need[t] > 0) {
                    w.mine[s][i] = 1;
                    need[t]--;
                }
            }
        }
    }
    rc = commit(e, &w);
    if (rc != TK_OK) {
        return rc;
    }
    sync_slots(e);
    return TK_OK;
}

const char *rk_edit_error(const RkEdit *e)
{
    return e->err;
}

int rk_edit_seat(const RkEdit *e)
{
    return e->seat;
}

int rk_edit_melded(const RkEdit *e)
{
    return e->melded;
}

int rk_edit_nsets(const RkEdit *e)
{
    return e->cur.nsets;
}

const RkSet *rk_edit_set(const RkEdit *e, int s)
{
    return &e->cur.sets[s];
}

unsigned rk_edit_set_id(const RkEdit *e, int s)
{
    return e->cur.id[s];
}

int rk_edit_set_index(const RkEdit *e, unsigned id)
{
    for (int s = 0; s < e->cur.nsets; s++) {
        if (e->cur.id[s] == id) {
            return s;
        }
    }
    return -1;
}

int rk_edit_set_read(const RkEdit *e, int s, RkReading *out, char *msg, size_t size)
{
    RkReading rd;
    return rk_set_read(&e->cur.sets[s], out != NULL ? out : &rd, msg, size);
}

int rk_edit_from_rack(const RkEdit *e, int s, int i)
{
    return e->cur.mine[s][i];
}

int rk_edit_rack_count(const RkEdit *e)
{
    return home_count(e);
}

RkTile rk_edit_rack_tile(const RkEdit *e, int i)
{
    int sl = slot_of(e, i);
    return sl >= 0 ? e->slot[sl] : RK_NO_TILE;
}

int rk_edit_rack_fresh(const RkEdit *e, int i)
{
    int sl = slot_of(e, i);
    return sl >= 0 ? e->fresh[sl] : 0;
}

int rk_edit_rack_find(const RkEdit *e, RkTile t, int start)
{
    int pos = 0;
    for (int i = 0; i < e->nslots; i++) {
        if (e->out[i]) {
            continue;
        }
        if (pos >= start && e->slot[i] == t) {
            return pos;
        }
        pos++;
    }
    return -1;
}

void rk_edit_rack_counts(const RkEdit *e, RkCounts *out)
{
    rk_counts_clear(out);
    for (int i = 0; i < e->nslots; i++) {
        if (!e->out[i]) {
            out->n[e->slot[i]]++;
        }
    }
}

void rk_edit_rack_order(const RkEdit *e, RkRackOrder *out)
{
    rk_rack_order_clear(out);
    out->n = e->nslots;
    memcpy(out->t, e->slot, sizeof out->t);
    memcpy(out->fresh, e->fresh, sizeof out->fresh);
}

void rk_edit_rack_sort(RkEdit *e, RkRackSort by)
{
    sort_tiles(e->slot, e->fresh, e->out, e->nslots, by);
}

int rk_edit_history(const RkEdit *e)
{
    return e->nhist;
}

static int same_tiles(const RkSet *a, const RkSet *b)
{
    RkCounts ca, cb;
    rk_counts_clear(&ca);
    rk_counts_clear(&cb);
    rk_counts_add_set(&ca, a);
    rk_counts_add_set(&cb, b);
    return a->n == b->n && memcmp(&ca, &cb, sizeof ca) == 0;
}

int rk_edit_changed(const RkEdit *e)
{
    if (e->cur.nsets != e->start.nsets) {
        return 1;
    }
    for (int s = 0; s < e->cur.nsets; s++) {
        if (!same_tiles(&e->cur.sets[s], &e->start.sets[s])) {
            return 1;
        }
    }
    return 0;
}

int rk_edit_meld_value(const RkEdit *e)
{
    const EdTable *cur = &e->cur;
    int used[RK_TABLE_MAX_SETS] = {0};
    for (int o = 0; o < e->start_raw.nsets; o++) {
        for (int s = 0; s < cur->nsets; s++) {
            if (!used[s] && same_tiles(&e->start_raw.sets[o], &cur->sets[s])) {
                used[s] = 1;
                break;
            }
        }
    }
    /* The tiles on the table from the rack, counted. */
    RkCounts now;
    rk_counts_clear(&now);
    for (int s = 0; s < cur->nsets; s++) {
        rk_counts_add_set(&now, &cur->sets[s]);
    }
    int value = 0;
    for (int s = 0; s < cur->nsets; s++) {
        RkReading rd;
        if (used[s] || rk_set_read(&cur->sets[s], &rd, NULL, 0) != TK_OK) {
            continue;
        }
        RkCounts c;
        rk_counts_clear(&c);
        rk_counts_add_set(&c, &cur->sets[s]);
        int ok = 1;
        for (int k = 0; k < RK_KINDS && ok; k++) {
            ok = c.n[k] <= now.n[k] - e->start_counts.n[k];
        }
        if (ok) {
            value += rd.value;
        }
    }
    return value;
}

size_t rk_edit_meld_text(const RkEdit *e, char *out, size_t size)
{
    /* TRANSLATORS: the initial meld's running value: "27 of 30". */
    int n = tk_fmt(out, size, C_("meld value", "%d of %d"), rk_edit_meld_value(e), RK_MELD_MIN);
    return n > 0 ? (size_t)n : 0;
}

int rk_edit_check(const RkEdit *e, char *msg, size_t size)
{
    /* The engine's own judgement, on the table as the turn began. */
    RkTable now;
    rk_edit_table(e, &now);
    return rk_judge_play(&e->start_raw, &e->rack0, e->melded, &now, NULL, msg, size);
}

void rk_edit_table(const RkEdit *e, RkTable *out)
{
    memset(out, 0, sizeof *out);
    out->nsets = e->cur.nsets;
    for (int s = 0; s < e->cur.nsets; s++) {
        out->sets[s] = e->cur.sets[s];
    }
}
