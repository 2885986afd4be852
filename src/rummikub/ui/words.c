/* words.c - the screen's words: tiles as the screen names them ("blue
 * 10", "joker") in the engine's and the players' sentences, sets ("blue 3
 * 4 5", "black, blue and red 1"), and a play said by its sets ("made blue
 * 3 4 5 and put red 7 on red 4 5 6") with what it changed on the table
 * (the marks and the staging of a play shown, see table.h).  No SDL. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "kit/text.h"
#include "table.h"

/* The tile at p in notation, a whole word: its kind and length, or 0. */
static size_t tile_token(const char *p, const char *start, RkTile *out)
{
    size_t n = 0;
    if (p > start && ((p[-1] >= 'a' && p[-1] <= 'z') || (p[-1] >= 'A' && p[-1] <= 'Z') ||
                      (p[-1] >= '0' && p[-1] <= '9'))) {
        return 0;
    }
    if (p[0] == 'J') {
        n = 1;
    } else if (strchr("kbor", p[0]) != NULL && p[0] != '\0' && p[1] >= '1' && p[1] <= '9') {
        n = (p[2] >= '0' && p[2] <= '9') ? 3 : 2;
    } else {
        return 0;
    }
    if ((p[n] >= 'a' && p[n] <= 'z') || (p[n] >= 'A' && p[n] <= 'Z') ||
        (p[n] >= '0' && p[n] <= '9')) {
        return 0;
    }
    return rk_tile_parse(p, n, out) == TK_OK ? n : 0;
}

/* 1 if what is written of out[0..o-1] ends a sentence (or is nothing):
 * the next word begins one. */
static int sentence_start(const char *out, size_t o)
{
    while (o > 0 && out[o - 1] == ' ') {
        o--;
    }
    return o == 0 || out[o - 1] == '.' || out[o - 1] == '!' || out[o - 1] == '?';
}

/* ui_tile_words; capital 0: a fragment of a sentence (no capital at its
 * start). */
static void tile_words(const char *in, char *out, size_t size, int capital)
{
    enum { NONE = -1, JOKER = -2 };
    size_t o = 0;
    const char *p = in;
    int last = NONE; /* what a list of tiles said last: a colour, the joker, or NONE */
    if (size == 0) {
        return;
    }
    while (*p != '\0' && o + 1 < size) {
        RkTile tile;
        size_t n = tile_token(p, in, &tile), w0;
        if (n == 0) {
            if (*p != ' ') {
                last = NONE;
            }
            out[o++] = *p++;
            continue;
        }
        if (tile != RK_JOKER && last == rk_tile_colour(tile)) {
            /* the same colour goes on: its number alone */
            o += (size_t)snprintf(out + o, size - o, "%d", rk_tile_number(tile));
        } else {
            if (last != NONE && o > 0 && out[o - 1] == ' ') {
                /* another colour (or a joker) in the same list */
                o--;
                o += (size_t)snprintf(out + o, size - o, ", ");
            }
            w0 = o;
            if (o < size) {
                if (tile == RK_JOKER) {
                    o += (size_t)snprintf(out + o, size - o, "joker");
                } else {
                    o += (size_t)snprintf(out + o, size - o, "%s %d",
                                          rk_colour_name(rk_tile_colour(tile)),
                                          rk_tile_number(tile));
                }
                if (w0 < size - 1 && (capital || w0 > 0) && sentence_start(out, w0)) {
                    out[w0] = (char)toupper((unsigned char)out[w0]);
                }
            }
            last = tile == RK_JOKER ? JOKER : rk_tile_colour(tile);
        }
        if (o >= size) {
            o = size - 1;
        }
        p += n;
    }
    out[o] = '\0';
}


void ui_tile_words(const char *in, char *out, size_t size)
{
    tile_words(in, out, size, 1);
}

/* ------------------------------------------------------------------ */
/* Sets and plays                                                      */

/* Appends to out (cut to size). */
static void add(char *out, size_t size, const char *fmt, ...) TK_PRINTF_LIKE(3, 4);

static void add(char *out, size_t size, const char *fmt, ...)
{
    size_t n = strlen(out);
    va_list ap;
    if (n + 1 >= size) {
        return;
    }
    va_start(ap, fmt);
    vsnprintf(out + n, size - n, fmt, ap);
    va_end(ap);
}

void ui_tiles_words(const RkTile *t, int n, char *out, size_t size)
{
    int i, last = -1;
    out[0] = '\0';
    for (i = 0; i < n; i++) {
        const char *sep = i == 0 ? "" : i == n - 1 ? " and " : ", ";
        if (t[i] == RK_JOKER) {
            add(out, size, "%sjoker", sep);
            last = -1;
        } else if (rk_tile_colour(t[i]) == last) {
            add(out, size, "%s%d", sep, rk_tile_number(t[i]));
        } else {
            last = rk_tile_colour(t[i]);
            add(out, size, "%s%s %d", sep, rk_colour_name(last), rk_tile_number(t[i]));
        }
    }
}

void ui_set_words(const RkSet *set, char *out, size_t size)
{
    RkReading rd;
    int i, jokers = 0;
    out[0] = '\0';
    if (size == 0) {
        return;
    }
    if (rk_set_read(set, &rd, NULL, 0) != TK_OK) {
        char text[RK_SET_MAX * 4 + 8];
        rk_set_format(set, text, sizeof text);
        tile_words(text, out, size, 0);
        return;
    }
    for (i = 0; i < rd.n; i++) {
        jokers += rd.order[i] == RK_JOKER;
    }
    if (rd.kind == RK_SET_RUN) {
        /* "blue 3 4 5", a joker said where it stands: "(joker as 4)" */
        int k = 0;
        add(out, size, "%s", rk_colour_name(rk_tile_colour(rd.stands[0])));
        for (i = 0; i < rd.n; i++) {
            add(out, size, " %d", rk_tile_number(rd.stands[i]));
        }
        for (i = 0; i < rd.n; i++) {
            if (rd.order[i] == RK_JOKER) {
                add(out, size, "%s%d", k == 0 ? (jokers > 1 ? " (jokers as " : " (joker as ")
                                              : " and ",
                    rk_tile_number(rd.stands[i]));
                k++;
            }
        }
        if (k > 0) {
            add(out, size, ")");
        }
        return;
    }
    /* A group: "black, blue and red 1", "black and red 1 and a joker". */
    {
        int colours = rd.n - jokers, c = 0, number = 0;
        for (i = 0; i < rd.n; i++) {
            if (rd.order[i] == RK_JOKER) {
                continue;
            }
            number = rk_tile_number(rd.order[i]);
            add(out, size, "%s%s", c == 0 ? "" : c == colours - 1 ? " and " : ", ",
                rk_colour_name(rk_tile_colour(rd.order[i])));
            c++;
        }
        add(out, size, " %d", number);
        if (jokers > 0) {
            add(out, size, jokers == 1 ? " and a joker" : " and %d jokers", jokers);
        }
    }
}

void ui_play_changes(const RkPlayEvent *pe, UiPlayChanges *out)
{
    uint8_t claimed[RK_TABLE_MAX_SETS] = {0}, whole[RK_TABLE_MAX_SETS] = {0};
    int s, i, h;
    memset(out, 0, sizeof *out);
    for (s = 0; s < pe->after.nsets && s < RK_TABLE_MAX_SETS; s++) {
        int count[RK_TABLE_MAX_SETS] = {0}, best = 0, table = 0, rack = 0;
        int home = -1;
        for (i = 0; i < pe->after.sets[s].n; i++) {
            int f = pe->from[s][i].set;
            if (f < 0 || f >= pe->before.nsets) {
                rack++;
                continue;
            }
            table++;
            if (++count[f] > best || (count[f] == best && f < home)) {
                best = count[f];
                home = f;
            }
        }
        /* A set of before goes on in one set after at most (the first
         * with most of its tiles): that one keeps its place. */
        if (home >= 0 && claimed[home]) {
            home = -1;
            for (h = 0; h < pe->before.nsets; h++) {
                if (count[h] > 0 && !claimed[h] && (home < 0 || count[h] > count[home])) {
                    home = h;
                }
            }
        }
        if (home >= 0) {
            claimed[home] = 1;
        }
        out->home[s] = home;
        if (table == 0) {
            out->change[s] = UI_SET_NEW;
        } else if (home >= 0 && count[home] == table && table == pe->before.sets[home].n) {
            out->change[s] = rack > 0 ? UI_SET_GROWN : UI_SET_SAME;
            whole[home] = 1;
        } else {
            out->change[s] = UI_SET_REARRANGED;
            out->rearranged++;
        }
        for (i = 0; i < pe->after.sets[s].n; i++) {
            int f = pe->from[s][i].set;
            out->moved += f >= 0 && f < pe->before.nsets && f != home;
        }
    }
    for (h = 0; h < pe->before.nsets; h++) {
        out->broken += !whole[h];
    }
}

/* Joins clauses[0..n-1]: "a", "a and b", "a, b and c". */
static void join_clauses(char clauses[][UI_LOG_LINE], int n, char *out, size_t size)
{
    int k;
    for (k = 0; k < n; k++) {
        add(out, size, "%s%s", k == 0 ? "" : k == n - 1 ? " and " : ", ", clauses[k]);
    }
}

/* Sets' words in a list: "a and b", "a, b and c"; "a; b; c" when one of
 * them has a comma of its own (a group of three colours). */
static void sets_list(const RkTable *tb, const int *which, int n, char *out, size_t size)
{
    char words[RK_TABLE_MAX_SETS][96];
    int k, commas = 0;
    for (k = 0; k < n; k++) {
        ui_set_words(&tb->sets[which[k]], words[k], sizeof words[k]);
        commas |= strchr(words[k], ',') != NULL;
    }
    for (k = 0; k < n; k++) {
        add(out, size, "%s%s", k == 0 ? "" : commas ? "; " : k == n - 1 ? " and " : ", ", words[k]);
    }
}

/* Where the tiles of set s after a play came from, in the screen's words:
 * "from blue 3 4 5 6" (all from one set of before), or each source in
 * turn, the sets of before in their order and the rack last: "blue 6 from
 * blue 3 4 5 6, blue 7 and 8 from the rack". */
static void set_origins(const RkPlayEvent *pe, int s, char *out, size_t size)
{
    const RkSet *set = &pe->after.sets[s];
    int b, i, sources = 0, only = -2;
    out[0] = '\0';
    for (b = -1; b < pe->before.nsets; b++) {
        int has = 0;
        for (i = 0; i < set->n; i++) {
            int f = pe->from[s][i].set;
            has |= (b < 0 ? f < 0 || f >= pe->before.nsets : f == b);
        }
        if (has) {
            sources++;
            only = b;
        }
    }
    if (sources == 1 && only >= 0) {
        char was[96];
        ui_set_words(&pe->before.sets[only], was, sizeof was);
        add(out, size, "from %s", was);
        return;
    }
    for (b = 0; b <= pe->before.nsets; b++) {
        RkTile tiles[RK_SET_MAX];
        char words[UI_LOG_LINE], was[96];
        int n = 0, rack = b == pe->before.nsets;
        for (i = 0; i < set->n; i++) {
            int f = pe->from[s][i].set;
            if (rack ? f < 0 || f >= pe->before.nsets : f == b) {
                tiles[n++] = set->t[i];
            }
        }
        if (n == 0) {
            continue;
        }
        ui_tiles_words(tiles, n, words, sizeof words);
        if (rack) {
            snprintf(was, sizeof was, "the rack");
        } else {
            ui_set_words(&pe->before.sets[b], was, sizeof was);
        }
        add(out, size, "%s%s from %s", out[0] != '\0' ? ", " : "", words, was);
    }
}

void ui_play_words(const RkPlayEvent *pe, const char *who, char *line, size_t size, char *brief,
                   size_t bsize)
{
    UiPlayChanges ch;
    char clauses[RK_TABLE_MAX_SETS + 2][UI_LOG_LINE];
    int made[RK_TABLE_MAX_SETS], nmade = 0, grown = 0, nclauses = 0, s, i;
    char set_text[96];
    ui_play_changes(pe, &ch);
    memset(clauses, 0, sizeof clauses);
    for (s = 0; s < pe->after.nsets; s++) {
        if (ch.change[s] == UI_SET_NEW) {
            made[nmade++] = s;
        }
    }
    if (nmade > 0) {
        /* (an initial meld is new sets only: "made the initial meld: a; b") */
        snprintf(clauses[nclauses], sizeof clauses[0], "%s", pe->initial ? "" : "made ");
        sets_list(&pe->after, made, nmade, clauses[nclauses], sizeof clauses[0]);
        nclauses++;
    }
    for (s = 0; s < pe->after.nsets; s++) {
        RkTile put[RK_SET_MAX];
        int n = 0;
        char tiles[UI_LOG_LINE - 128], set[96]; /* "added TILES to make SET" fits a clause */
        if (ch.change[s] != UI_SET_GROWN) {
            continue;
        }
        for (i = 0; i < pe->after.sets[s].n; i++) {
            if (pe->from[s][i].set < 0) {
                put[n++] = pe->after.sets[s].t[i];
            }
        }
        /* the set as it is now (a joker in it may stand for another tile) */
        ui_tiles_words(put, n, tiles, sizeof tiles);
        ui_set_words(&pe->after.sets[s], set, sizeof set);
        snprintf(clauses[nclauses++], sizeof clauses[0], "added %s to make %s", tiles, set);
        grown++;
    }
    if (ch.rearranged > 0) {
        /* sets of the table taken apart and put together again: each set
         * made, and where its tiles came from */
        int nch = 0;
        char *c = clauses[nclauses++];
        for (s = 0; s < pe->after.nsets; s++) {
            nch += ch.change[s] == UI_SET_REARRANGED;
        }
        {
            int nb = ch.broken > 0 ? ch.broken : nch, k = 0;
            snprintf(c, sizeof clauses[0], "rearranged %d set%s", nb, nb == 1 ? "" : "s");
            if (nch != nb) {
                add(c, sizeof clauses[0], " into %d", nch);
            }
            for (s = 0; s < pe->after.nsets; s++) {
                char origins[UI_LOG_LINE];
                if (ch.change[s] != UI_SET_REARRANGED) {
                    continue;
                }
                set_origins(pe, s, origins, sizeof origins);
                ui_set_words(&pe->after.sets[s], set_text, sizeof set_text);
                add(c, sizeof clauses[0], "%s%s (%s)", k++ == 0 ? ": " : "; ", set_text, origins);
            }
        }
    }
    line[0] = '\0';
    if (pe->initial) {
        snprintf(line, size, "%s made the initial meld (%d points): ", who, pe->value);
    } else {
        snprintf(line, size, "%s ", who);
    }
    join_clauses(clauses, nclauses, line, size);
    add(line, size, ".");
    /* The banner's line: the same when short, else what was done, counted. */
    if (strlen(line) <= UI_BRIEF_MAX) {
        snprintf(brief, bsize, "%s", line);
        return;
    }
    nclauses = 0;
    memset(clauses, 0, sizeof clauses);
    if (nmade > 0) {
        snprintf(clauses[nclauses++], sizeof clauses[0], "made %d set%s", nmade,
                 nmade == 1 ? "" : "s");
    }
    if (grown > 0) {
        snprintf(clauses[nclauses++], sizeof clauses[0], "added to %d set%s", grown,
                 grown == 1 ? "" : "s");
    }
    if (ch.rearranged > 0) {
        snprintf(clauses[nclauses++], sizeof clauses[0], "rearranged %d set%s",
                 ch.broken > 0 ? ch.broken : ch.rearranged,
                 (ch.broken > 0 ? ch.broken : ch.rearranged) == 1 ? "" : "s");
    }
    if (pe->initial) {
        snprintf(brief, bsize, "%s made the initial meld (%d points) with %d tiles: ", who,
                 pe->value, pe->n);
    } else {
        snprintf(brief, bsize, "%s played %d tile%s: ", who, pe->n, pe->n == 1 ? "" : "s");
    }
    join_clauses(clauses, nclauses, brief, bsize);
    add(brief, bsize, ".");
}
