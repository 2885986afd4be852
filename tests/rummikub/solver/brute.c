/*
 * brute.c - the exhaustive search of brute.h.
 *
 * The smallest table tile still to be laid must lie in some set: every set
 * that holds it, drawn from the tiles left (table and rack), is tried in
 * turn.  When the table's tiles are all laid, the smallest rack tile left
 * is either kept on the rack or laid in a set drawn from the rack tiles
 * left.  A set is any multiset of tiles that rk_set_read accepts.
 */
#include "brute.h"

#include <string.h>

typedef struct Search {
    int melded;
    const int *weights;
    RkCounts rack0;
    RkCounts kept; /* rack tiles the path keeps */
    int64_t best;
    int best_tiles;
    int best_value;
    int found;
    long nodes;
} Search;

static int face(int k)
{
    return k == RK_JOKER ? 30 : rk_tile_number((RkTile)k);
}

/* The end of a search path: table tiles all laid, rack tiles left. */
static void leaf(Search *s, int meld_value)
{
    int tiles = 0;
    int value = 0;
    int64_t wsum = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        int placed = s->rack0.n[k] - s->kept.n[k];
        tiles += placed;
        value += placed * face(k);
        if (s->weights != NULL) {
            wsum += (int64_t)placed * s->weights[k];
        }
    }
    if (!s->melded) {
        if (tiles > 0 && meld_value < 30) {
            return;
        }
        value = meld_value;
    }
    int64_t score = s->weights != NULL ? wsum : 1000 * (int64_t)tiles + value;
    if (!s->found || score > s->best) {
        s->found = 1;
        s->best = score;
        s->best_tiles = tiles;
        s->best_value = value;
    }
}

static void rec(Search *s, RkCounts *must, RkCounts *avail, int meld_value);

/* Takes set's tiles from must first, then from avail, recurses, puts them
 * back. */
static void take_and_recurse(Search *s, RkCounts *must, RkCounts *avail, const RkSet *set, int meld_value)
{
    RkReading r;
    if (rk_set_read(set, &r, NULL, 0) != 0) {
        return;
    }
    int from_must[RK_SET_MAX];
    for (int i = 0; i < set->n; i++) {
        RkTile t = set->t[i];
        if (must->n[t] > 0) {
            must->n[t]--;
            from_must[i] = 1;
        } else {
            avail->n[t]--;
            from_must[i] = 0;
        }
    }
    rec(s, must, avail, meld_value + r.value);
    for (int i = 0; i < set->n; i++) {
        if (from_must[i]) {
            must->n[set->t[i]]++;
        } else {
            avail->n[set->t[i]]++;
        }
    }
}

/* Every set holding set->t[0] (already chosen) and more tiles of kinds
 * from `from` on, each numbered kind at most once, jokers up to twice. */
static void grow(Search *s, RkCounts *must, RkCounts *avail, RkSet *set, int from, int meld_value)
{
    s->nodes++;
    if (set->n >= 3) {
        take_and_recurse(s, must, avail, set, meld_value);
    }
    if (set->n == RK_SET_MAX) {
        return;
    }
    for (int k = from; k < RK_KINDS; k++) {
        int have = must->n[k] + avail->n[k];
        for (int i = 0; i < set->n; i++) {
            have -= set->t[i] == k;
        }
        if (have <= 0) {
            continue;
        }
        if (k != RK_JOKER) {
            /* Prune what can never be a set: mixed colours and numbers. */
            int same_colour = 1;
            int same_number = 1;
            for (int i = 0; i < set->n; i++) {
                RkTile t = set->t[i];
                if (t == RK_JOKER) {
                    continue;
                }
                same_colour &= rk_tile_colour(t) == rk_tile_colour((RkTile)k);
                same_number &= rk_tile_number(t) == rk_tile_number((RkTile)k);
                if (t == k) {
                    same_colour = same_number = 0;
                }
            }
            if (!same_colour && !same_number) {
                continue;
            }
        }
        set->t[set->n++] = (RkTile)k;
        grow(s, must, avail, set, k == RK_JOKER ? k : k + 1, meld_value);
        set->n--;
        if (k == RK_JOKER) {
            break;
        }
    }
}

static void rec(Search *s, RkCounts *must, RkCounts *avail, int meld_value)
{
    s->nodes++;
    int k = -1;
    for (int i = 0; i < RK_KINDS; i++) {
        if (must->n[i] > 0) {
            k = i;
            break;
        }
    }
    if (k >= 0) {
        /* The table tile k goes into some set. */
        RkSet set;
        set.n = 1;
        set.t[0] = (RkTile)k;
        /* Its set may hold tiles of any kind, smaller ones from the rack
         * included. */
        grow(s, must, avail, &set, 0, meld_value);
        return;
    }
    for (int i = 0; i < RK_KINDS; i++) {
        if (avail->n[i] > 0) {
            k = i;
            break;
        }
    }
    if (k < 0) {
        leaf(s, meld_value);
        return;
    }
    /* Keep one copy of k on the rack... */
    avail->n[k]--;
    s->kept.n[k]++;
    rec(s, must, avail, meld_value);
    s->kept.n[k]--;
    avail->n[k]++;
    /* ...or lay it in a set of rack tiles. */
    RkSet set;
    set.n = 1;
    set.t[0] = (RkTile)k;
    grow(s, must, avail, &set, k == RK_JOKER ? 0 : k + 1, meld_value);
}

void brute_solve(const RkCounts *table, const RkCounts *rack, int melded, const int *weights, BruteResult *out)
{
    Search s;
    memset(&s, 0, sizeof s);
    s.melded = melded;
    s.weights = weights;
    s.rack0 = *rack;
    RkCounts must;
    RkCounts avail = *rack;
    if (melded) {
        must = *table;
    } else {
        memset(&must, 0, sizeof must);
    }
    rec(&s, &must, &avail, 0);
    memset(out, 0, sizeof *out);
    out->found = s.found;
    out->nodes = s.nodes;
    if (s.found) {
        /* Placing nothing is always allowed for a meld (and the search
         * reaches it: every rack tile kept). */
        out->tiles = s.best_tiles;
        out->value = s.best_value;
        out->score = s.best;
    }
}
