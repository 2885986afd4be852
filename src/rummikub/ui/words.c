/* words.c - the screen's words: tiles as the screen names them ("blue
 * 10", "joker") in the engine's and the players' sentences, sets ("blue 3
 * 4 5", "black, blue and red 1"), and a play said by its sets ("made blue
 * 3 4 5 and put red 7 on red 4 5 6") with what it changed on the table
 * (the marks and the staging of a play shown, see table.h).  No SDL. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "kit/lang.h"
#include "kit/text.h"
#include "table.h"

/* The colours as the screen says them (the engine's names, translated). */
static const char *const colour_words[RK_COLOURS] = {
    NC_("tile colour", "black"), NC_("tile colour", "blue"), NC_("tile colour", "orange"),
    NC_("tile colour", "red")};

static const char *colour_word(int colour)
{
    return colour >= 0 && colour < RK_COLOURS ? C_("tile colour", colour_words[colour])
                                              : rk_colour_name(colour);
}

/* The words that join a list: "a, b and c" (TRANSLATORS: the comma
   between two items of a list, and what comes before its last). */
static const char *list_comma(void)
{
    return C_("list", ", ");
}

static const char *list_and(void)
{
    return C_("list", " and ");
}

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
                o += (size_t)snprintf(out + o, size - o, "%s", list_comma());
            }
            w0 = o;
            if (o < size) {
                int w;
                if (tile == RK_JOKER) {
                    w = snprintf(out + o, size - o, "%s", _("joker"));
                } else {
                    /* TRANSLATORS: a tile: its colour, then its number. */
                    w = tk_fmt(out + o, size - o, C_("tile", "%s %d"),
                               colour_word(rk_tile_colour(tile)), rk_tile_number(tile));
                }
                o += w > 0 ? (size_t)w : 0;
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
    int i = 0;
    out[0] = '\0';
    while (i < n) {
        const char *sep = i == 0 ? "" : i == n - 1 ? list_and() : list_comma();
        int colour, k;
        char numbers[64] = "", one[96];
        if (t[i] == RK_JOKER) {
            add(out, size, "%s%s", sep, _("joker"));
            i++;
            continue;
        }
        /* the tiles of one colour in a row: their numbers, then the colour
           said once ("blue 7 and 8") */
        colour = rk_tile_colour(t[i]);
        for (k = i; k < n && t[k] != RK_JOKER && rk_tile_colour(t[k]) == colour; k++) {
            add(numbers, sizeof numbers, "%s%d", k == i ? "" : k == n - 1 ? list_and() : list_comma(),
                rk_tile_number(t[k]));
        }
        /* TRANSLATORS: tiles of one colour: the colour, then their numbers
           ("blue 7", "blue 7 and 8", "blue 6, 7 and 8") */
        tk_fmt(one, sizeof one, C_("tiles", "%s %s"), colour_word(colour), numbers);
        add(out, size, "%s%s", sep, one);
        i = k;
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
        char numbers[64] = "", as[64] = "";
        int k = 0;
        for (i = 0; i < rd.n; i++) {
            add(numbers, sizeof numbers, "%s%d", i == 0 ? "" : " ", rk_tile_number(rd.stands[i]));
        }
        /* TRANSLATORS: a run: its colour, then its numbers ("blue 3 4 5"). */
        tk_fmt(out, size, C_("run", "%s %s"), colour_word(rk_tile_colour(rd.stands[0])), numbers);
        for (i = 0; i < rd.n; i++) {
            if (rd.order[i] == RK_JOKER) {
                add(as, sizeof as, "%s%d", k == 0 ? "" : list_and(), rk_tile_number(rd.stands[i]));
                k++;
            }
        }
        if (k > 0) {
            char paren[100];
            tk_fmt(paren, sizeof paren, tk_trn(" (joker as %s)", " (jokers as %s)", (unsigned long)k),
                   as);
            add(out, size, "%s", paren);
        }
        return;
    }
    /* A group: "black, blue and red 1", "black and red 1 and a joker". */
    {
        int colours = rd.n - jokers, c = 0, number = 0;
        char names[100] = "", group[160];
        for (i = 0; i < rd.n; i++) {
            if (rd.order[i] == RK_JOKER) {
                continue;
            }
            number = rk_tile_number(rd.order[i]);
            add(names, sizeof names, "%s%s", c == 0 ? "" : c == colours - 1 ? list_and() : list_comma(),
                colour_word(rk_tile_colour(rd.order[i])));
            c++;
        }
        /* TRANSLATORS: a group: its colours, then its number ("black, blue and red 1"). */
        tk_fmt(group, sizeof group, C_("group", "%s %d"), names, number);
        if (jokers == 1) {
            tk_fmt(out, size, _("%s and a joker"), group);
        } else if (jokers > 1) {
            tk_fmt(out, size, _("%s and %d jokers"), group, jokers);
        } else {
            snprintf(out, size, "%s", group);
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
        add(out, size, "%s%s", k == 0 ? "" : k == n - 1 ? list_and() : list_comma(), clauses[k]);
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
        add(out, size, "%s%s", k == 0 ? "" : commas ? C_("list", "; ") : k == n - 1 ? list_and() : list_comma(),
            words[k]);
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
        tk_fmt(out, size, _("from %s"), was);
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
        char part[UI_LOG_LINE + 100];
        if (rack) {
            /* TRANSLATORS: tiles of a rearranged set that came from the
               player's rack ("blue 7 and 8 from the rack") */
            tk_fmt(part, sizeof part, _("%s from the rack"), words);
        } else {
            ui_set_words(&pe->before.sets[b], was, sizeof was);
            /* TRANSLATORS: tiles of a rearranged set and the set of the
               table they came from ("blue 6 from blue 3 4 5 6") */
            tk_fmt(part, sizeof part, _("%s from %s"), words, was);
        }
        add(out, size, "%s%s", out[0] != '\0' ? list_comma() : "", part);
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
        char list[UI_LOG_LINE] = "";
        sets_list(&pe->after, made, nmade, list, sizeof list);
        if (pe->initial) {
            snprintf(clauses[nclauses], sizeof clauses[0], "%s", list);
        } else {
            tk_fmt(clauses[nclauses], sizeof clauses[0], _("made %s"), list);
        }
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
        tk_fmt(clauses[nclauses++], sizeof clauses[0], _("added %s to make %s"), tiles, set);
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
            if (nch != nb) {
                tk_fmt(c, sizeof clauses[0],
                       tk_trn("rearranged %d set into %d", "rearranged %d sets into %d", (unsigned long)nb),
                       nb, nch);
            } else {
                tk_fmt(c, sizeof clauses[0], tk_trn("rearranged %d set", "rearranged %d sets", (unsigned long)nb),
                       nb);
            }
            for (s = 0; s < pe->after.nsets; s++) {
                char origins[UI_LOG_LINE];
                if (ch.change[s] != UI_SET_REARRANGED) {
                    continue;
                }
                set_origins(pe, s, origins, sizeof origins);
                ui_set_words(&pe->after.sets[s], set_text, sizeof set_text);
                /* TRANSLATORS: before the list of the sets a rearrangement
                   made ("rearranged 1 set into 2: blue 3 4 5 (...); ...") */
                add(c, sizeof clauses[0], "%s%s (%s)", k++ == 0 ? C_("list", ": ") : C_("list", "; "),
                    set_text, origins);
            }
        }
    }
    {
        /* The whole sentence, its subject the viewer ("You", who NULL) or
           a name: the verb agrees with it in other languages. */
        char joined[UI_LOG_LINE] = "";
        join_clauses(clauses, nclauses, joined, sizeof joined);
        if (pe->initial && who == NULL) {
            tk_fmt(line, size, _("You made the initial meld (%d points): %s."), pe->value, joined);
        } else if (pe->initial) {
            tk_fmt(line, size, _("%s made the initial meld (%d points): %s."), who, pe->value,
                   joined);
        } else if (who == NULL) {
            /* TRANSLATORS: the viewer's play, %s its clauses ("made blue 3 4 5 and added
               red 7 to make red 4 5 6 7"). */
            tk_fmt(line, size, _("You %s."), joined);
        } else {
            /* TRANSLATORS: a player's play: the name, then its clauses. */
            tk_fmt(line, size, _("%s %s."), who, joined);
        }
    }
    /* The banner's line: the same when short, else what was done, counted. */
    if (strlen(line) <= UI_BRIEF_MAX) {
        snprintf(brief, bsize, "%s", line);
        return;
    }
    nclauses = 0;
    memset(clauses, 0, sizeof clauses);
    if (nmade > 0) {
        tk_fmt(clauses[nclauses++], sizeof clauses[0], tk_trn("made %d set", "made %d sets", (unsigned long)nmade),
               nmade);
    }
    if (grown > 0) {
        tk_fmt(clauses[nclauses++], sizeof clauses[0],
               tk_trn("added to %d set", "added to %d sets", (unsigned long)grown), grown);
    }
    if (ch.rearranged > 0) {
        int nb = ch.broken > 0 ? ch.broken : ch.rearranged;
        tk_fmt(clauses[nclauses++], sizeof clauses[0],
               tk_trn("rearranged %d set", "rearranged %d sets", (unsigned long)nb), nb);
    }
    {
        char joined[UI_LOG_LINE] = "";
        unsigned long n = (unsigned long)pe->n;
        join_clauses(clauses, nclauses, joined, sizeof joined);
        if (pe->initial && who == NULL) {
            tk_fmt(brief, bsize,
                   tk_trn("You made the initial meld (%d points) with %d tile: %s.",
                          "You made the initial meld (%d points) with %d tiles: %s.", n),
                   pe->value, pe->n, joined);
        } else if (pe->initial) {
            tk_fmt(brief, bsize,
                   tk_trn("%s made the initial meld (%d points) with %d tile: %s.",
                          "%s made the initial meld (%d points) with %d tiles: %s.", n),
                   who, pe->value, pe->n, joined);
        } else if (who == NULL) {
            tk_fmt(brief, bsize, tk_trn("You played %d tile: %s.", "You played %d tiles: %s.", n), pe->n,
                   joined);
        } else {
            tk_fmt(brief, bsize, tk_trn("%s played %d tile: %s.", "%s played %d tiles: %s.", n), who,
                   pe->n, joined);
        }
    }
}
