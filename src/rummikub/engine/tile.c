/*
 * tile.c - Rummikub's tile notation and the reading of a set
 * (rummikub/tile.h).
 */
#include "rummikub/tile.h"

#include <stdio.h>
#include <string.h>

#include "kit/lang.h"
#include "kit/text.h"

static const char colour_letters[RK_COLOURS] = {'k', 'b', 'o', 'r'};

const char *rk_colour_name(int colour)
{
    static const char *const names[RK_COLOURS] = {"black", "blue", "orange", "red"};
    return colour >= 0 && colour < RK_COLOURS ? names[colour] : "?";
}

int rk_tile_parse(const char *text, size_t len, RkTile *out)
{
    if (text == NULL || out == NULL || len == 0) {
        return TK_E_FORMAT;
    }
    if (len == 1 && text[0] == 'J') {
        *out = RK_JOKER;
        return TK_OK;
    }
    int colour = -1;
    for (int c = 0; c < RK_COLOURS; c++) {
        if (text[0] == colour_letters[c]) {
            colour = c;
        }
    }
    if (colour < 0 || len < 2 || len > 3 || text[1] < '1' || text[1] > '9') {
        return TK_E_FORMAT;
    }
    int number = text[1] - '0';
    if (len == 3) {
        if (text[2] < '0' || text[2] > '9') {
            return TK_E_FORMAT;
        }
        number = number * 10 + (text[2] - '0');
    }
    if (number < 1 || number > RK_NUMBERS) {
        return TK_E_FORMAT;
    }
    *out = rk_tile(colour, number);
    return TK_OK;
}

size_t rk_tile_format(RkTile t, char out[RK_TILE_TEXT])
{
    if (t == RK_JOKER) {
        memcpy(out, "J", 2);
        return 1;
    }
    if (t > RK_JOKER) {
        memcpy(out, "?", 2);
        return 1;
    }
    int n = snprintf(out, RK_TILE_TEXT, "%c%d", colour_letters[rk_tile_colour(t)], rk_tile_number(t));
    return n > 0 ? (size_t)n : 0;
}

int rk_tile_penalty(RkTile t)
{
    return t == RK_JOKER ? 30 : rk_tile_number(t);
}

/* ---- reading a set ---------------------------------------------------- */

static void say(char *msg, size_t size, const RkSet *set, const char *why)
{
    if (msg == NULL || size == 0) {
        return;
    }
    char text[RK_SET_MAX * 4 + 1];
    rk_tiles_format(set->t, set->n, text, sizeof text);
    tk_text_message(msg, size, NC_("refusal", "%s: %s"), text, why);
}

/* The group reading, if any: every numbered tile the same number, no colour
 * twice, 3 or 4 tiles. */
static int read_group(const RkSet *set, RkReading *r)
{
    int number = 0;
    unsigned colours = 0;
    int jokers = 0;
    for (int i = 0; i < set->n; i++) {
        RkTile t = set->t[i];
        if (t == RK_JOKER) {
            jokers++;
            continue;
        }
        if (number != 0 && rk_tile_number(t) != number) {
            return 0;
        }
        number = rk_tile_number(t);
        unsigned bit = 1u << rk_tile_colour(t);
        if (colours & bit) {
            return 0;
        }
        colours |= bit;
    }
    if (number == 0 || set->n < 3 || set->n > RK_COLOURS) {
        return 0;
    }
    r->kind = RK_SET_GROUP;
    r->n = set->n;
    r->value = number * set->n;
    int k = 0;
    for (int c = 0; c < RK_COLOURS; c++) {
        if (colours & (1u << c)) {
            r->order[k] = rk_tile(c, number);
            r->stands[k] = r->order[k];
            k++;
        }
    }
    for (int c = 0; c < RK_COLOURS && jokers > 0; c++) {
        if (!(colours & (1u << c))) {
            r->order[k] = RK_JOKER;
            r->stands[k] = rk_tile(c, number);
            k++;
            jokers--;
        }
    }
    return 1;
}

/* The run reading of highest value, if any: one colour, no number twice,
 * the jokers filling the gaps and extending it, never past 13 or below 1. */
static int read_run(const RkSet *set, RkReading *r)
{
    int colour = -1;
    unsigned numbers = 0;
    int lo = RK_NUMBERS + 1;
    int hi = 0;
    int n = set->n;
    for (int i = 0; i < n; i++) {
        RkTile t = set->t[i];
        if (t == RK_JOKER) {
            continue;
        }
        if (colour >= 0 && rk_tile_colour(t) != colour) {
            return 0;
        }
        colour = rk_tile_colour(t);
        int v = rk_tile_number(t);
        if (numbers & (1u << v)) {
            return 0;
        }
        numbers |= 1u << v;
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
    }
    if (colour < 0 || n < 3 || n > RK_NUMBERS) {
        return 0;
    }
    /* The run is start..start+n-1 with start <= lo, start+n-1 >= hi,
     * 1 <= start, start+n-1 <= 13; the highest start is worth the most. */
    int start = lo < RK_NUMBERS + 1 - n ? lo : RK_NUMBERS + 1 - n;
    if (start < 1 || start + n - 1 < hi) {
        return 0;
    }
    r->kind = RK_SET_RUN;
    r->n = n;
    r->value = n * start + n * (n - 1) / 2;
    for (int i = 0; i < n; i++) {
        int v = start + i;
        RkTile t = rk_tile(colour, v);
        r->order[i] = (numbers & (1u << v)) ? t : RK_JOKER;
        r->stands[i] = t;
    }
    return 1;
}

/* Why a set that is neither a group nor a run is not one, in words. */
static void explain(const RkSet *set, char *msg, size_t size)
{
    int jokers = 0;
    int colour = -1;
    int number = -1;
    int same_colour = 1;
    int same_number = 1;
    int lo = RK_NUMBERS + 1;
    int hi = 0;
    unsigned numbers = 0;
    unsigned colours_seen[RK_NUMBERS + 1] = {0};
    int twice_number = 0;
    int twice_tile = -1;
    for (int i = 0; i < set->n; i++) {
        RkTile t = set->t[i];
        if (t == RK_JOKER) {
            jokers++;
            continue;
        }
        int c = rk_tile_colour(t);
        int v = rk_tile_number(t);
        if (colour >= 0 && c != colour) {
            same_colour = 0;
        }
        if (number >= 0 && v != number) {
            same_number = 0;
        }
        colour = c;
        number = v;
        if (numbers & (1u << v)) {
            twice_number = 1;
        }
        if (colours_seen[v] & (1u << c)) {
            twice_tile = t;
        }
        colours_seen[v] |= 1u << c;
        numbers |= 1u << v;
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
    }
    if (set->n < 3) {
        say(msg, size, set, NC_("refusal", "a set needs at least 3 tiles"));
    } else if (jokers > RK_COPIES) {
        say(msg, size, set, NC_("refusal", "there are only two jokers"));
    } else if (colour < 0) {
        say(msg, size, set, NC_("refusal", "a set needs at least one numbered tile"));
    } else if (set->n > RK_NUMBERS) {
        say(msg, size, set, NC_("refusal", "a set has at most 13 tiles"));
    } else if (same_number && set->n > RK_COLOURS) {
        say(msg, size, set, NC_("refusal", "a group has at most 4 tiles, one of each colour"));
    } else if (same_number && twice_tile >= 0) {
        char msg2[96];
        tk_text_message(
            msg2, sizeof msg2,
            NC_("refusal", "a group needs tiles of different colours, and %s is there twice"),
            rk_colour_name(rk_tile_colour((RkTile)twice_tile)));
        say(msg, size, set, msg2);
    } else if (same_colour && twice_number) {
        say(msg, size, set, NC_("refusal", "a run cannot hold the same number twice"));
    } else if (same_colour && (numbers & 2u) && hi >= RK_NUMBERS - 1 && hi - lo + 1 > set->n) {
        say(msg, size, set, NC_("refusal", "a run cannot go 12 13 1: 1 is only ever the lowest"));
    } else if (same_colour && hi - lo + 1 > set->n) {
        say(msg, size, set,
            jokers > 0 ? NC_("refusal",
                             "a run needs consecutive numbers, and its jokers cannot fill the gaps")
                       : NC_("refusal", "a run needs consecutive numbers"));
    } else if (same_colour) {
        say(msg, size, set, NC_("refusal", "a run cannot go past 13"));
    } else if (same_number) {
        say(msg, size, set, NC_("refusal", "a group needs tiles of different colours"));
    } else {
        say(msg, size, set,
            NC_("refusal", "not a group (one number, different colours) nor a run (one colour, "
                           "consecutive numbers)"));
    }
}

int rk_set_read(const RkSet *set, RkReading *out, char *msg, size_t size)
{
    RkReading group;
    RkReading run;
    memset(&group, 0, sizeof group);
    memset(&run, 0, sizeof run);
    if (set == NULL || out == NULL) {
        return TK_E_ARG;
    }
    int jokers = 0;
    for (int i = 0; i < set->n; i++) {
        if (set->t[i] > RK_JOKER) {
            memset(out, 0, sizeof *out);
            say(msg, size, set, NC_("refusal", "not a tile"));
            return TK_E_RULE;
        }
        jokers += set->t[i] == RK_JOKER;
    }
    int g = jokers <= RK_COPIES && read_group(set, &group);
    int r = jokers <= RK_COPIES && read_run(set, &run);
    if (!g && !r) {
        memset(out, 0, sizeof *out);
        explain(set, msg, size);
        return TK_E_RULE;
    }
    *out = (r && (!g || run.value >= group.value)) ? run : group;
    return TK_OK;
}

/* ---- parsing and writing ---------------------------------------------- */

static int is_space(char c)
{
    return c == ' ' || c == '\t';
}

int rk_set_parse(const char *text, size_t len, RkSet *out, char *msg, size_t size)
{
    if (text == NULL || out == NULL) {
        return TK_E_ARG;
    }
    out->n = 0;
    size_t i = 0;
    while (i < len) {
        while (i < len && is_space(text[i])) {
            i++;
        }
        if (i == len) {
            break;
        }
        size_t j = i;
        while (j < len && !is_space(text[j])) {
            j++;
        }
        RkTile t;
        if (rk_tile_parse(text + i, j - i, &t) != TK_OK) {
            char shown[16];
            size_t k = j - i < 8 ? j - i : 8;
            char raw[9];
            memcpy(raw, text + i, k);
            raw[k] = '\0';
            tk_text_visible(raw, shown, sizeof shown);
            if (msg != NULL && size > 0) {
                tk_text_message(msg, size,
                                "'%s%s' is not a tile (a colour k, b, o or r and a number 1-13, as r7, or J)",
                                shown, j - i > 8 ? "..." : "");
            }
            return TK_E_FORMAT;
        }
        if (out->n == RK_SET_MAX) {
            if (msg != NULL && size > 0) {
                tk_text_message(msg, size, "a set has at most %d tiles", RK_SET_MAX);
            }
            return TK_E_FORMAT;
        }
        out->t[out->n++] = t;
        i = j;
    }
    if (out->n == 0) {
        if (msg != NULL && size > 0) {
            tk_text_message(msg, size, "a set has no tiles");
        }
        return TK_E_FORMAT;
    }
    return TK_OK;
}

int rk_table_parse(const char *text, size_t len, RkTable *out, char *msg, size_t size)
{
    if (text == NULL || out == NULL) {
        return TK_E_ARG;
    }
    out->nsets = 0;
    size_t a = 0;
    size_t b = len;
    while (a < b && is_space(text[a])) {
        a++;
    }
    while (b > a && is_space(text[b - 1])) {
        b--;
    }
    if (b - a == 1 && text[a] == '-') {
        return TK_OK;
    }
    if (a == b) {
        if (msg != NULL && size > 0) {
            tk_text_message(msg, size, "no sets (an empty table is '-')");
        }
        return TK_E_FORMAT;
    }
    int tiles = 0;
    size_t i = a;
    for (;;) {
        size_t j = i;
        while (j < b && text[j] != '|') {
            j++;
        }
        if (out->nsets == RK_TABLE_MAX_SETS) {
            if (msg != NULL && size > 0) {
                tk_text_message(msg, size, "a table has at most %d sets", RK_TABLE_MAX_SETS);
            }
            return TK_E_FORMAT;
        }
        char why[160];
        RkSet *set = &out->sets[out->nsets];
        if (rk_set_parse(text + i, j - i, set, why, sizeof why) != TK_OK) {
            if (msg != NULL && size > 0) {
                tk_text_message(msg, size, "set %d: %s", out->nsets + 1, why);
            }
            return TK_E_FORMAT;
        }
        out->nsets++;
        tiles += set->n;
        if (tiles > RK_TILES) {
            if (msg != NULL && size > 0) {
                tk_text_message(msg, size, "more than %d tiles", RK_TILES);
            }
            return TK_E_FORMAT;
        }
        if (j == b) {
            break;
        }
        i = j + 1;
    }
    return TK_OK;
}

/* Appends text to out at *at, cutting at size; *at counts what it needs. */
static void put(char *out, size_t size, size_t *at, const char *text)
{
    size_t n = strlen(text);
    if (size > 0 && *at < size - 1) {
        size_t room = size - 1 - *at;
        memcpy(out + *at, text, n < room ? n : room);
    }
    *at += n;
    if (size > 0) {
        out[*at < size - 1 ? *at : size - 1] = '\0';
    }
}

size_t rk_tiles_format(const RkTile *t, int n, char *out, size_t size)
{
    size_t at = 0;
    if (size > 0) {
        out[0] = '\0';
    }
    if (n <= 0) {
        put(out, size, &at, "-");
        return at;
    }
    for (int i = 0; i < n; i++) {
        char one[RK_TILE_TEXT];
        rk_tile_format(t[i], one);
        if (i > 0) {
            put(out, size, &at, " ");
        }
        put(out, size, &at, one);
    }
    return at;
}

size_t rk_set_format(const RkSet *set, char *out, size_t size)
{
    RkReading r;
    if (rk_set_read(set, &r, NULL, 0) == TK_OK) {
        return rk_tiles_format(r.order, r.n, out, size);
    }
    return rk_tiles_format(set->t, set->n, out, size);
}

size_t rk_table_format(const RkTable *table, char *out, size_t size)
{
    size_t at = 0;
    if (size > 0) {
        out[0] = '\0';
    }
    if (table->nsets == 0) {
        put(out, size, &at, "-");
        return at;
    }
    for (int s = 0; s < table->nsets; s++) {
        char text[RK_SET_MAX * 4 + 1];
        rk_set_format(&table->sets[s], text, sizeof text);
        if (s > 0) {
            put(out, size, &at, " | ");
        }
        put(out, size, &at, text);
    }
    return at;
}

void rk_counts_clear(RkCounts *c)
{
    memset(c, 0, sizeof *c);
}

void rk_counts_add_set(RkCounts *c, const RkSet *set)
{
    for (int i = 0; i < set->n; i++) {
        if (set->t[i] <= RK_JOKER && c->n[set->t[i]] < UINT8_MAX) {
            c->n[set->t[i]]++;
        }
    }
}

void rk_counts_add_table(RkCounts *c, const RkTable *table)
{
    for (int s = 0; s < table->nsets; s++) {
        rk_counts_add_set(c, &table->sets[s]);
    }
}

size_t rk_counts_format(const RkCounts *c, char *out, size_t size)
{
    RkTile t[RK_TILES];
    int n = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        for (int i = 0; i < c->n[k] && n < RK_TILES; i++) {
            t[n++] = (RkTile)k;
        }
    }
    return rk_tiles_format(t, n, out, size);
}

int rk_counts_total(const RkCounts *c)
{
    int total = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        total += c->n[k];
    }
    return total;
}

int rk_set_same(const RkSet *a, const RkSet *b)
{
    return a->n == b->n && rk_set_overlap(a, b) == a->n;
}

void rk_table_order_like(const RkTable *before, RkTable *after)
{
    int slot_of[RK_TABLE_MAX_SETS]; /* after's set i -> before's slot, -1 none */
    int taken[RK_TABLE_MAX_SETS] = {0};
    int nb = before->nsets < RK_TABLE_MAX_SETS ? before->nsets : RK_TABLE_MAX_SETS;
    int na = after->nsets < RK_TABLE_MAX_SETS ? after->nsets : RK_TABLE_MAX_SETS;
    RkTable out;
    for (int i = 0; i < na; i++) {
        slot_of[i] = -1;
    }
    /* The sets that did not change keep their places. */
    for (int i = 0; i < na; i++) {
        for (int j = 0; j < nb; j++) {
            if (!taken[j] && rk_set_same(&after->sets[i], &before->sets[j])) {
                slot_of[i] = j;
                taken[j] = 1;
                break;
            }
        }
    }
    /* Then the changed ones, the largest overlaps first. */
    for (;;) {
        int bi = -1, bj = -1, best = 0;
        for (int i = 0; i < na; i++) {
            for (int j = 0; j < nb && slot_of[i] < 0; j++) {
                int o = taken[j] ? 0 : rk_set_overlap(&after->sets[i], &before->sets[j]);
                if (o > best) {
                    best = o;
                    bi = i;
                    bj = j;
                }
            }
        }
        if (bi < 0) {
            break;
        }
        slot_of[bi] = bj;
        taken[bj] = 1;
    }
    out.nsets = 0;
    for (int j = 0; j < nb; j++) {
        for (int i = 0; i < na; i++) {
            if (slot_of[i] == j) {
                out.sets[out.nsets++] = after->sets[i];
            }
        }
    }
    for (int i = 0; i < na; i++) {
        if (slot_of[i] < 0) {
            out.sets[out.nsets++] = after->sets[i];
        }
    }
    memset(after->sets, 0, sizeof after->sets);
    after->nsets = out.nsets;
    memcpy(after->sets, out.sets, sizeof out.sets[0] * (size_t)out.nsets);
}

int rk_set_overlap(const RkSet *a, const RkSet *b)
{
    uint8_t n[RK_KINDS] = {0};
    int common = 0;
    for (int i = 0; i < a->n; i++) {
        n[a->t[i]]++;
    }
    for (int i = 0; i < b->n; i++) {
        if (n[b->t[i]] > 0) {
            n[b->t[i]]--;
            common++;
        }
    }
    return common;
}
