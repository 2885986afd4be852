/* movegen.c - a legal-move generator for random test players (movegen.h). */
#include "movegen.h"

#include <string.h>

static int valid(const RkSet *s, int *value)
{
    RkReading r;
    if (rk_set_read(s, &r, NULL, 0) != TK_OK) {
        return 0;
    }
    if (value != NULL) {
        *value = r.value;
    }
    return 1;
}

static void add_set(RkTable *t, const RkTile *tiles, int n)
{
    RkSet *s = &t->sets[t->nsets++];
    memset(s, 0, sizeof *s);
    s->n = (uint8_t)n;
    memcpy(s->t, tiles, (size_t)n);
}

/* Sets made of rack tiles only, taken out of *rack into *t; returns
 * their value. */
static int rack_sets(RkCounts *rack, TkRng *rng, RkTable *t)
{
    int value = 0;
    int runs_first = (int)tk_rng_below(rng, 2);
    for (int pass = 0; pass < 2; pass++) {
        if ((pass == 0) == (runs_first != 0)) {
            /* Runs: each colour's longest stretches. */
            for (int c = 0; c < RK_COLOURS && t->nsets < RK_TABLE_MAX_SETS; c++) {
                int v = 1;
                while (v <= RK_NUMBERS) {
                    int len = 0;
                    while (v + len <= RK_NUMBERS && rack->n[rk_tile(c, v + len)] > 0) {
                        len++;
                    }
                    if (len >= 3 && t->nsets < RK_TABLE_MAX_SETS) {
                        RkTile tiles[RK_SET_MAX];
                        for (int i = 0; i < len; i++) {
                            tiles[i] = rk_tile(c, v + i);
                            rack->n[tiles[i]]--;
                        }
                        add_set(t, tiles, len);
                        int sv = 0;
                        valid(&t->sets[t->nsets - 1], &sv);
                        value += sv;
                    }
                    v += len > 0 ? len : 1;
                }
            }
        } else {
            /* Groups: one tile of each colour there is. */
            for (int v = RK_NUMBERS; v >= 1 && t->nsets < RK_TABLE_MAX_SETS; v--) {
                RkTile tiles[RK_COLOURS];
                int n = 0;
                for (int c = 0; c < RK_COLOURS; c++) {
                    if (rack->n[rk_tile(c, v)] > 0) {
                        tiles[n++] = rk_tile(c, v);
                    }
                }
                if (n >= 3) {
                    for (int i = 0; i < n; i++) {
                        rack->n[tiles[i]]--;
                    }
                    add_set(t, tiles, n);
                    value += n * v;
                }
            }
        }
    }
    /* A joker with two tiles that go together. */
    while (rack->n[RK_JOKER] > 0 && t->nsets < RK_TABLE_MAX_SETS) {
        int done = 0;
        for (int k = RK_JOKER - 1; k >= 0 && !done; k--) {
            if (rack->n[k] == 0) {
                continue;
            }
            RkTile a = (RkTile)k;
            RkTile partners[2] = {0, 0};
            int np = 0;
            if (rk_tile_number(a) < RK_NUMBERS && rack->n[a + 1] > 0) {
                partners[np++] = (RkTile)(a + 1);
            }
            for (int c = 0; c < RK_COLOURS && np < 2; c++) {
                RkTile b = rk_tile(c, rk_tile_number(a));
                if (c != rk_tile_colour(a) && rack->n[b] > 0) {
                    partners[np++] = b;
                }
            }
            if (np > 0) {
                RkTile tiles[3] = {a, partners[0], RK_JOKER};
                rack->n[a]--;
                rack->n[partners[0]]--;
                rack->n[RK_JOKER]--;
                add_set(t, tiles, 3);
                int sv = 0;
                valid(&t->sets[t->nsets - 1], &sv);
                value += sv;
                done = 1;
            }
        }
        if (!done) {
            break;
        }
    }
    return value;
}

/* Tries adding tile x to set s of t. */
static int try_add(RkTable *t, int s, RkTile x)
{
    RkSet *set = &t->sets[s];
    if (set->n >= RK_SET_MAX) {
        return 0;
    }
    set->t[set->n++] = x;
    if (valid(set, NULL)) {
        return 1;
    }
    set->n--;
    set->t[set->n] = 0;
    return 0;
}

/* A run of t split by x from the rack: lo..x and x..hi. */
static int try_split(RkTable *t, RkTile x)
{
    for (int s = 0; s < t->nsets && t->nsets < RK_TABLE_MAX_SETS; s++) {
        RkSet *set = &t->sets[s];
        RkReading r;
        if (rk_set_read(set, &r, NULL, 0) != TK_OK || r.kind != RK_SET_RUN) {
            continue;
        }
        for (int i = 2; i + 2 < r.n; i++) {
            if (r.stands[i] == x && r.order[i] != RK_JOKER) {
                RkTile left[RK_SET_MAX], right[RK_SET_MAX];
                int nl = i + 1, nr = r.n - i;
                memcpy(left, r.order, (size_t)nl);
                right[0] = x;
                memcpy(right + 1, r.order + i + 1, (size_t)(nr - 1));
                memset(set, 0, sizeof *set);
                set->n = (uint8_t)nl;
                memcpy(set->t, left, (size_t)nl);
                add_set(t, right, nr);
                return 1;
            }
        }
    }
    return 0;
}

/* A joker of the table won back with x (the tile it stands for) and put
 * in another set. */
static int try_joker(RkTable *t, RkTile x)
{
    for (int s = 0; s < t->nsets; s++) {
        RkReading r;
        if (rk_set_read(&t->sets[s], &r, NULL, 0) != TK_OK) {
            continue;
        }
        for (int i = 0; i < r.n; i++) {
            if (r.order[i] != RK_JOKER || r.stands[i] != x) {
                continue;
            }
            RkSet saved = t->sets[s];
            RkSet *set = &t->sets[s];
            memset(set, 0, sizeof *set);
            set->n = (uint8_t)r.n;
            memcpy(set->t, r.order, (size_t)r.n);
            set->t[i] = x;
            if (!valid(set, NULL)) {
                t->sets[s] = saved;
                continue;
            }
            for (int o = 0; o < t->nsets; o++) {
                if (o != s && try_add(t, o, RK_JOKER)) {
                    return 1;
                }
            }
            t->sets[s] = saved;
        }
    }
    return 0;
}

int movegen_play(const RkView *v, TkRng *rng, RkTable *out)
{
    RkCounts rack = v->rack;
    memcpy(out, &v->table, sizeof *out);
    int melded = v->log[v->seat].melded;
    int before = rk_counts_total(&rack);
    int value = rack_sets(&rack, rng, out);
    if (!melded) {
        return value >= RK_MELD_MIN;
    }
    /* Single tiles onto the table, in a random order. */
    RkTile tiles[RK_TILES];
    int n = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        for (int c = 0; c < rack.n[k]; c++) {
            tiles[n++] = (RkTile)k;
        }
    }
    for (int i = n - 1; i > 0; i--) {
        int j = (int)tk_rng_below(rng, (uint32_t)i + 1);
        RkTile x = tiles[i];
        tiles[i] = tiles[j];
        tiles[j] = x;
    }
    for (int i = 0; i < n; i++) {
        RkTile x = tiles[i];
        int used = 0;
        int start = out->nsets > 0 ? (int)tk_rng_below(rng, (uint32_t)out->nsets) : 0;
        for (int k = 0; k < out->nsets && !used; k++) {
            used = try_add(out, (start + k) % out->nsets, x);
        }
        if (!used && x != RK_JOKER) {
            used = try_split(out, x);
        }
        if (!used && x != RK_JOKER) {
            used = try_joker(out, x);
        }
        if (used) {
            rack.n[x]--;
        }
    }
    return rk_counts_total(&rack) < before;
}
