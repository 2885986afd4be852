/*
 * solver_text.c - the solve text format (rummikub/solver.h, rk_solve_text):
 * positions in, plays out, for the command line and the tests.
 */
#include <string.h>

#include "kit/text.h"
#include "rummikub/solver.h"

enum { LINE_MAX_TEXT = 2048 };

typedef struct Position {
    int line; /* where it began, 0 when nothing is read yet */
    int has_table;
    int has_rack;
    int has_melded;
    int melded;
    RkTable table;
    RkCounts rack;
} Position;

static int is_space(char c)
{
    return c == ' ' || c == '\t';
}

static int say(char *msg, size_t size, int status, int line, const char *why)
{
    if (msg != NULL && size > 0) {
        tk_text_message(msg, size, "line %d: %s", line, why);
    }
    return status;
}

/* Parses a rack: tiles separated by spaces, or "-". */
static int parse_rack(const char *text, size_t len, RkCounts *out, char *why, size_t size)
{
    rk_counts_clear(out);
    size_t i = 0;
    while (len > 0 && is_space(text[len - 1])) {
        len--;
    }
    while (i < len && is_space(text[i])) {
        i++;
    }
    if (len - i == 1 && text[i] == '-') {
        return TK_OK;
    }
    if (i == len) {
        tk_text_message(why, size, "no tiles (an empty rack is '-')");
        return TK_E_FORMAT;
    }
    while (i < len) {
        size_t j = i;
        while (j < len && !is_space(text[j])) {
            j++;
        }
        RkTile t;
        if (rk_tile_parse(text + i, j - i, &t) != TK_OK) {
            char raw[9];
            char shown[40];
            size_t k = j - i < 8 ? j - i : 8;
            memcpy(raw, text + i, k);
            raw[k] = '\0';
            tk_text_visible(raw, shown, sizeof shown);
            tk_text_message(why, size, "'%s%s' is not a tile (a colour k, b, o or r and a number 1-13, as r7, or J)",
                            shown, j - i > 8 ? "..." : "");
            return TK_E_FORMAT;
        }
        if (out->n[t] >= RK_COPIES) {
            char name[RK_TILE_TEXT];
            rk_tile_format(t, name);
            tk_text_message(why, size, "%s is there more than twice", name);
            return TK_E_CONFIG;
        }
        out->n[t]++;
        while (j < len && is_space(text[j])) {
            j++;
        }
        i = j;
    }
    return TK_OK;
}

/* Solves and writes a complete position. */
static int finish(RkSolver *s, Position *p, FILE *out, char *msg, size_t size)
{
    if (p->line == 0) {
        return TK_OK;
    }
    if (!p->has_table || !p->has_rack) {
        return say(msg, size, TK_E_FORMAT, p->line, "a position needs a 'table' line and a 'rack' line");
    }
    RkCounts table;
    rk_counts_clear(&table);
    rk_counts_add_table(&table, &p->table);
    RkSolution sol;
    char why[160];
    int st = rk_solve(s, &table, &p->rack, p->melded, NULL, &sol, why, sizeof why);
    if (st != TK_OK) {
        return say(msg, size, st, p->line, why);
    }
    RkTable after = p->melded ? sol.table : p->table;
    if (!p->melded) {
        for (int i = 0; i < sol.table.nsets && after.nsets < RK_TABLE_MAX_SETS; i++) {
            after.sets[after.nsets++] = sol.table.sets[i];
        }
    }
    char text[RK_TABLE_TEXT];
    rk_table_format(&after, text, sizeof text);
    if (fprintf(out, "tiles %d value %d\ntable %s\n", sol.tiles, sol.value, text) < 0) {
        return say(msg, size, TK_E_IO, p->line, "the answer could not be written");
    }
    memset(p, 0, sizeof *p);
    p->melded = 1;
    return TK_OK;
}

/* The word at the start of a line and where its argument begins. */
static int keyword(const char *line, size_t len, const char *word, size_t *arg)
{
    size_t n = strlen(word);
    if (len < n || memcmp(line, word, n) != 0 || (len > n && !is_space(line[n]))) {
        return 0;
    }
    *arg = n;
    return 1;
}

int rk_solve_text(RkSolver *s, FILE *in, FILE *out, char *msg, size_t size)
{
    if (s == NULL || in == NULL || out == NULL) {
        if (msg != NULL && size > 0) {
            tk_text_message(msg, size, "no solver or no file");
        }
        return TK_E_ARG;
    }
    Position p;
    memset(&p, 0, sizeof p);
    p.melded = 1;
    char buf[LINE_MAX_TEXT];
    int lineno = 0;
    for (;;) {
        if (fgets(buf, sizeof buf, in) == NULL) {
            break;
        }
        lineno++;
        size_t len = strlen(buf);
        if (len > 0 && buf[len - 1] == '\n') {
            len--;
        } else if (len == sizeof buf - 1 && !feof(in)) {
            return say(msg, size, TK_E_FORMAT, lineno, "the line is too long");
        }
        if (len > 0 && buf[len - 1] == '\r') {
            len--;
        }
        size_t a = 0;
        while (a < len && is_space(buf[a])) {
            a++;
        }
        const char *line = buf + a;
        len -= a;
        if (len == 0) {
            int st = finish(s, &p, out, msg, size);
            if (st != TK_OK) {
                return st;
            }
            continue;
        }
        if (line[0] == '#') {
            continue;
        }
        size_t arg;
        char why[200];
        if (keyword(line, len, "table", &arg)) {
            if (p.has_table) {
                int st = finish(s, &p, out, msg, size);
                if (st != TK_OK) {
                    return st;
                }
            }
            int st = rk_table_parse(line + arg, len - arg, &p.table, why, sizeof why);
            if (st != TK_OK) {
                return say(msg, size, st, lineno, why);
            }
            for (int i = 0; i < p.table.nsets; i++) {
                RkReading r;
                char whyset[160];
                if (rk_set_read(&p.table.sets[i], &r, whyset, sizeof whyset) != TK_OK) {
                    tk_text_message(why, sizeof why, "the table's set %d is not valid: %s", i + 1, whyset);
                    return say(msg, size, TK_E_RULE, lineno, why);
                }
            }
            p.has_table = 1;
        } else if (keyword(line, len, "rack", &arg)) {
            if (p.has_rack) {
                int st = finish(s, &p, out, msg, size);
                if (st != TK_OK) {
                    return st;
                }
            }
            int st = parse_rack(line + arg, len - arg, &p.rack, why, sizeof why);
            if (st != TK_OK) {
                return say(msg, size, st, lineno, why);
            }
            p.has_rack = 1;
        } else if (keyword(line, len, "melded", &arg)) {
            long m;
            size_t b = arg;
            while (b < len && is_space(line[b])) {
                b++;
            }
            size_t e = len;
            while (e > b && is_space(line[e - 1])) {
                e--;
            }
            if (p.has_melded || tk_text_parse_long(line + b, e - b, 0, 1, &m) != TK_OK) {
                return say(msg, size, TK_E_FORMAT, lineno,
                           p.has_melded ? "'melded' is given twice" : "'melded' is 0 or 1");
            }
            p.melded = (int)m;
            p.has_melded = 1;
        } else {
            char raw[17];
            char shown[80];
            size_t k = len < 16 ? len : 16;
            memcpy(raw, line, k);
            raw[k] = '\0';
            tk_text_visible(raw, shown, sizeof shown);
            tk_text_message(why, sizeof why, "'%s%s': a line is 'table SETS', 'rack TILES' or 'melded 0|1'", shown,
                            len > 16 ? "..." : "");
            return say(msg, size, TK_E_FORMAT, lineno, why);
        }
        if (p.line == 0) {
            p.line = lineno;
        }
    }
    if (ferror(in)) {
        return say(msg, size, TK_E_IO, lineno, "the input could not be read");
    }
    return finish(s, &p, out, msg, size);
}
