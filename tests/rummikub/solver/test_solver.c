/*
 * test_solver.c - the exact move solver (rummikub/solver.h): positions with
 * known answers, the solve text format, bad input, and cross-checks against
 * the independent exhaustive search of brute.c on thousands of random
 * small positions (plays, initial melds, weighted objectives; jokers on
 * the table and on the rack).
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "brute.h"
#include "common/run.h"
#include "kit/rng.h"
#include "rummikub/solver.h"

/* ---- helpers ------------------------------------------------------------- */

static RkCounts counts_of(const char *text)
{
    RkCounts c;
    rk_counts_clear(&c);
    if (strcmp(text, "-") == 0) {
        return c;
    }
    RkTable t;
    char msg[200];
    ck_assert_msg(rk_table_parse(text, strlen(text), &t, msg, sizeof msg) == TK_OK, "%s: %s", text, msg);
    rk_counts_add_table(&c, &t);
    return c;
}

/* A rack of any length: tiles separated by spaces. */
static RkCounts rack_of(const char *text)
{
    RkCounts c;
    rk_counts_clear(&c);
    const char *p = text;
    while (*p != '\0') {
        while (*p == ' ') {
            p++;
        }
        const char *q = p;
        while (*q != '\0' && *q != ' ') {
            q++;
        }
        if (q > p && !(q - p == 1 && *p == '-')) {
            RkTile t;
            ck_assert_msg(rk_tile_parse(p, (size_t)(q - p), &t) == TK_OK, "bad tile in %s", text);
            c.n[t]++;
        }
        p = q;
    }
    return c;
}

static int face(int k)
{
    return k == RK_JOKER ? 30 : rk_tile_number((RkTile)k);
}

/* The answer is a legal play of the position: placed tiles from the rack,
 * every set valid, the sets holding exactly (table +) placed, the count and
 * value right, a meld worth 30. */
static void check_legal(const RkCounts *table, const RkCounts *rack, int melded, const RkSolution *sol)
{
    RkCounts have;
    rk_counts_clear(&have);
    rk_counts_add_table(&have, &sol->table);
    int tiles = 0;
    int value = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        ck_assert_int_le(sol->placed.n[k], rack->n[k]);
        ck_assert_int_eq(have.n[k], sol->placed.n[k] + (melded ? table->n[k] : 0));
        tiles += sol->placed.n[k];
        value += sol->placed.n[k] * face(k);
    }
    int meld_value = 0;
    for (int i = 0; i < sol->table.nsets; i++) {
        RkReading r;
        char msg[200] = "";
        ck_assert_msg(rk_set_read(&sol->table.sets[i], &r, msg, sizeof msg) == TK_OK, "set %d: %s", i, msg);
        meld_value += r.value;
    }
    ck_assert_int_eq(sol->tiles, tiles);
    if (melded) {
        ck_assert_int_eq(sol->value, value);
    } else {
        ck_assert_int_eq(sol->value, meld_value);
        ck_assert(tiles == 0 || meld_value >= RK_MELD_MIN);
        ck_assert(tiles > 0 || sol->table.nsets == 0);
    }
}

static RkSolution solve_ok(RkSolver *s, const char *table, const char *rack, int melded)
{
    RkCounts t = counts_of(table);
    RkCounts r = rack_of(rack);
    RkSolution sol;
    char msg[200] = "";
    int st = rk_solve(s, &t, &r, melded, NULL, &sol, msg, sizeof msg);
    ck_assert_msg(st == TK_OK, "table %s rack %s: %s", table, rack, msg);
    check_legal(&t, &r, melded, &sol);
    return sol;
}

static void expect(const char *table, const char *rack, int melded, int tiles, int value)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    RkSolution sol = solve_ok(s, table, rack, melded);
    char text[RK_TABLE_TEXT];
    rk_table_format(&sol.table, text, sizeof text);
    ck_assert_msg(sol.tiles == tiles && sol.value == value, "table %s rack %s melded %d: got %d tiles value %d (%s), want %d value %d",
                  table, rack, melded, sol.tiles, sol.value, text, tiles, value);
    rk_solver_free(s);
}

/* ---- known answers --------------------------------------------------------- */

START_TEST(test_known_plays)
{
    expect("r1 r2 r3 r4", "r5", 1, 1, 5);
    expect("r1 r2 r3 r4", "r5 k9", 1, 1, 5);
    expect("-", "r1 r2 r3", 1, 3, 6);
    expect("-", "r1 r2", 1, 0, 0);
    /* The joker comes back: o5 takes its place, it goes on with r7 r8. */
    expect("k5 b5 J", "o5 r7 r8", 1, 3, 20);
    /* A run split in two to take a tile in the middle... */
    expect("r3 r4 r5 r6 r7 r8", "r5", 1, 1, 5);
    /* ...and groups broken up into runs. */
    expect("k4 b4 o4 | k5 b5 o5 | k6 b6 o6", "k7 b3 r4 r5 r6", 1, 5, 25);
    /* A joker standing for a tile both of whose copies are on the table. */
    expect("k5 b5 o5 r5 | k5 b5 o5 r5", "J k6 k7", 1, 3, 43);
    /* Three runs of one colour over the same numbers, a joker standing
     * for the third copy. */
    expect("r3 r4 r5 | r3 r4 r5 | r1 r2 J", "-", 1, 0, 0);
    expect("r3 r4 r5 | r3 r4 r5 | r1 r2 J", "r6 r6", 1, 2, 12);
    expect("r4 J r6 | r3 r4 r5 | r5 r6 r7", "r2 r8", 1, 2, 10);
    expect("r4 J r6 | r3 r4 r5 | r5 r6 r7 | k5 b5 o5", "-", 1, 0, 0);
    /* Two jokers in one set, and nothing to place. */
    expect("r5 J J", "k1", 1, 0, 0);
    /* Both jokers from the rack. */
    expect("r5 r6 r7", "J J b9", 1, 3, 69);
    expect("r5 r6 r7", "J k1", 1, 1, 30);
}
END_TEST

START_TEST(test_known_melds)
{
    expect("-", "r10 r11 r12", 0, 3, 33);
    expect("-", "r9 r10 r11", 0, 3, 30);
    expect("-", "r8 r9 r10", 0, 0, 0);
    /* A joker counts as what it stands for in the reading of highest value. */
    expect("-", "r9 r10 J", 0, 3, 30);
    expect("-", "J r12 r13", 0, 3, 36);
    expect("-", "k10 J J", 0, 3, 33);
    expect("-", "k13 J J", 0, 3, 39);
    expect("-", "k5 J J", 0, 0, 0);
    /* Two sets together reach 30; the table is not touched. */
    expect("k1 k2 k3", "k4 r5 r6 r7 b8 o8 r8", 0, 6, 42);
    expect("-", "k1 k2 k3 b1 b2 b3 o1 o2 o3 r1 r2 r3 r4", 0, 0, 0);
    expect("-", "k1 k2 k3 b1 b2 b3 o1 o2 o3 r1 r2 r3 r4 r5 r6 r7", 0, 16, 46);
}
END_TEST

START_TEST(test_weights)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    RkCounts t = counts_of("r1 r2 r3");
    RkCounts r = rack_of("J k9");
    RkSolution sol;
    ck_assert_int_eq(rk_solve(s, &t, &r, 1, NULL, &sol, NULL, 0), TK_OK);
    ck_assert_int_eq(sol.tiles, 1);
    ck_assert_int_eq(sol.placed.n[RK_JOKER], 1);
    ck_assert_int_eq(sol.score, RK_SOLVE_TILE + 30);
    /* Keeping the joker is worth 40: nothing is placed. */
    int w[RK_KINDS];
    for (int k = 0; k < RK_KINDS; k++) {
        w[k] = 100;
    }
    w[RK_JOKER] = -40;
    ck_assert_int_eq(rk_solve(s, &t, &r, 1, w, &sol, NULL, 0), TK_OK);
    ck_assert_int_eq(sol.tiles, 0);
    ck_assert_int_eq(sol.score, 0);
    check_legal(&t, &r, 1, &sol);
    /* High tiles first: r4 alone is worth more than k1 k2 k3 with a weight
     * of 10 per number squared. */
    t = counts_of("r1 r2 r3");
    r = rack_of("r4 k1 k2 k3");
    for (int k = 0; k < RK_JOKER; k++) {
        w[k] = rk_tile_number((RkTile)k) * rk_tile_number((RkTile)k) * 10;
    }
    w[rk_tile(0, 1)] = -200;
    ck_assert_int_eq(rk_solve(s, &t, &r, 1, w, &sol, NULL, 0), TK_OK);
    ck_assert_int_eq(sol.tiles, 1);
    ck_assert_int_eq(sol.placed.n[rk_tile(3, 4)], 1);
    ck_assert_int_eq(sol.score, 160);
    check_legal(&t, &r, 1, &sol);
    /* A meld with weights still needs 30. */
    r = rack_of("k1 k2 k3 r4");
    ck_assert_int_eq(rk_solve(s, &t, &r, 0, w, &sol, NULL, 0), TK_OK);
    ck_assert_int_eq(sol.tiles, 0);
    rk_solver_free(s);
}
END_TEST

START_TEST(test_bad_input)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    RkCounts t = counts_of("r1 r2 r3");
    RkCounts r = rack_of("r1 r1");
    RkSolution sol;
    char msg[200] = "";
    ck_assert_int_eq(rk_solve(s, &t, &r, 1, NULL, &sol, msg, sizeof msg), TK_E_CONFIG);
    ck_assert_ptr_nonnull(strstr(msg, "r1"));
    ck_assert_int_eq(sol.tiles, 0);
    r = rack_of("J J");
    t = counts_of("r5 r6 J");
    ck_assert_int_eq(rk_solve(s, &t, &r, 1, NULL, &sol, msg, sizeof msg), TK_E_CONFIG);
    /* A table that is no arrangement of sets. */
    t = rack_of("k1 k2");
    r = rack_of("-");
    ck_assert_int_eq(rk_solve(s, &t, &r, 1, NULL, &sol, msg, sizeof msg), TK_E_RULE);
    ck_assert_ptr_nonnull(strstr(msg, "cannot be arranged"));
    /* The same tiles before a meld: the table is not played with. */
    ck_assert_int_eq(rk_solve(s, &t, &r, 0, NULL, &sol, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rk_solve(s, &t, &r, 2, NULL, &sol, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rk_solve(s, NULL, &r, 1, NULL, &sol, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rk_solve(NULL, &t, &r, 1, NULL, &sol, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rk_solve(s, &t, &r, 1, NULL, NULL, msg, sizeof msg), TK_E_ARG);
    int w[RK_KINDS] = {0};
    w[7] = RK_SOLVE_WEIGHT_MAX + 1;
    t = counts_of("-");
    ck_assert_int_eq(rk_solve(s, &t, &r, 1, w, &sol, msg, sizeof msg), TK_E_ARG);
    RkCounts big;
    rk_counts_clear(&big);
    big.n[3] = 200;
    ck_assert_int_eq(rk_solve(s, &big, &r, 1, NULL, &sol, NULL, 0), TK_E_CONFIG);
    rk_solver_free(NULL);
    rk_solver_free(s);
}
END_TEST

/* The whole box on the table and racks: the solver copes with the largest
 * positions. */
START_TEST(test_full_box)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    RkCounts t;
    RkCounts r;
    rk_counts_clear(&t);
    rk_counts_clear(&r);
    for (int k = 0; k < RK_JOKER; k++) {
        t.n[k] = 1;
        r.n[k] = 1;
    }
    r.n[RK_JOKER] = 2;
    RkSolution sol;
    ck_assert_int_eq(rk_solve(s, &t, &r, 1, NULL, &sol, NULL, 0), TK_OK);
    ck_assert_int_eq(sol.tiles, 54);
    check_legal(&t, &r, 1, &sol);
    rk_counts_clear(&t);
    ck_assert_int_eq(rk_solve(s, &t, &r, 0, NULL, &sol, NULL, 0), TK_OK);
    ck_assert_int_eq(sol.tiles, 54);
    check_legal(&t, &r, 0, &sol);
    rk_solver_free(s);
}
END_TEST

/* ---- the text format --------------------------------------------------------- */

/* Runs rk_solve_text on input; returns its status, the output in out. */
static int run_text(const char *input, char *out, size_t size, char *msg, size_t msize)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    FILE *in = tmpfile();
    FILE *o = tmpfile();
    ck_assert_ptr_nonnull(in);
    ck_assert_ptr_nonnull(o);
    fputs(input, in);
    rewind(in);
    int st = rk_solve_text(s, in, o, msg, msize);
    rewind(o);
    size_t n = fread(out, 1, size - 1, o);
    out[n] = '\0';
    fclose(in);
    fclose(o);
    rk_solver_free(s);
    return st;
}

START_TEST(test_text)
{
    char out[4096];
    char msg[200] = "";
    int st = run_text("# two positions\n"
                      "table r1 r2 r3 r4\n"
                      "rack r5 k9\n"
                      "\n"
                      "table -\n"
                      "melded 0\n"
                      "rack r10 r11 r12 k1\n"
                      "table k1 k2 k3\n"
                      "rack -\n",
                      out, sizeof out, msg, sizeof msg);
    ck_assert_msg(st == TK_OK, "%s", msg);
    ck_assert_str_eq(out, "tiles 1 value 5\ntable r1 r2 r3 r4 r5\n"
                          "tiles 3 value 33\ntable r10 r11 r12\n"
                          "tiles 0 value 0\ntable k1 k2 k3\n");
    /* A meld goes after the table's sets, which stay as they were. */
    st = run_text("table b3 k3 o3\nrack r11 r12 r13 k3\nmelded 0\n", out, sizeof out, msg, sizeof msg);
    ck_assert_msg(st == TK_OK, "%s", msg);
    ck_assert_str_eq(out, "tiles 3 value 36\ntable k3 b3 o3 | r11 r12 r13\n");
    /* The joker's round trip, read back. */
    st = run_text("table k5 b5 J\r\nrack o5 r7 r8\r\n", out, sizeof out, msg, sizeof msg);
    ck_assert_msg(st == TK_OK, "%s", msg);
    ck_assert_ptr_nonnull(strstr(out, "tiles 3 value 20\ntable "));
    RkTable t;
    const char *line = strstr(out, "table ") + 6;
    ck_assert_int_eq(rk_table_parse(line, strcspn(line, "\n"), &t, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(t.nsets, 2);
}
END_TEST

START_TEST(test_text_errors)
{
    char out[4096];
    char msg[200] = "";
    ck_assert_int_eq(run_text("table r1 r2 r3\nrack r4 x9\n", out, sizeof out, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "line 2:"));
    ck_assert_ptr_nonnull(strstr(msg, "x9"));
    ck_assert_int_eq(run_text("table r1 r2 k3\nrack r4\n", out, sizeof out, msg, sizeof msg), TK_E_RULE);
    ck_assert_ptr_nonnull(strstr(msg, "line 1:"));
    ck_assert_int_eq(run_text("table r1 r2 r3\n\n", out, sizeof out, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "'rack'"));
    ck_assert_int_eq(run_text("table r1 r2 r3\nrack r4\nmelded 2\n", out, sizeof out, msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_int_eq(run_text("play r1\n", out, sizeof out, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_int_eq(run_text("table r1 r2 r3\nrack r1 r1\n", out, sizeof out, msg, sizeof msg), TK_E_CONFIG);
    ck_assert_int_eq(run_text("table r1 r2 r3 | r1 r2 r3\nrack r1\n", out, sizeof out, msg, sizeof msg),
                     TK_E_CONFIG);
    /* A position before the bad one is answered. */
    ck_assert_int_eq(run_text("table -\nrack r1 r2 r3\n\ntable -\nrack k0\n", out, sizeof out, msg, sizeof msg),
                     TK_E_FORMAT);
    ck_assert_str_eq(out, "tiles 3 value 6\ntable r1 r2 r3\n");
    ck_assert_ptr_nonnull(strstr(msg, "line 5:"));
    char longline[5000];
    memset(longline, 'k', sizeof longline - 2);
    longline[sizeof longline - 2] = '\n';
    longline[sizeof longline - 1] = '\0';
    ck_assert_int_eq(run_text(longline, out, sizeof out, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_int_eq(rk_solve_text(NULL, stdin, stdout, msg, sizeof msg), TK_E_ARG);
}
END_TEST

/* ---- cross-checks against the exhaustive search --------------------------------- */

typedef struct Universe {
    int colours[RK_COLOURS];
    int ncolours;
    int lo;
    int hi;
} Universe;

static int pick_number(TkRng *r, const Universe *u)
{
    return u->lo + (int)tk_rng_below(r, (uint32_t)(u->hi - u->lo + 1));
}

/* Adds a random valid set to table if the tiles are there to make it. */
static void add_random_set(TkRng *r, const Universe *u, RkCounts *table, int *jokers_left)
{
    RkSet set;
    set.n = 0;
    if (tk_rng_below(r, 2) == 0) {
        int c = u->colours[tk_rng_below(r, (uint32_t)u->ncolours)];
        int len = 3 + (int)tk_rng_below(r, 3);
        int start = pick_number(r, u);
        if (start + len - 1 > RK_NUMBERS) {
            start = RK_NUMBERS - len + 1;
        }
        for (int i = 0; i < len; i++) {
            set.t[set.n++] = rk_tile(c, start + i);
        }
    } else {
        int v = pick_number(r, u);
        int order[RK_COLOURS] = {0, 1, 2, 3};
        tk_rng_shuffle(r, order, RK_COLOURS);
        int size = 3 + (int)tk_rng_below(r, 2);
        for (int i = 0; i < size; i++) {
            set.t[set.n++] = rk_tile(order[i], v);
        }
    }
    /* Jokers take a place now and then. */
    for (int i = 0; i < set.n && *jokers_left > 0; i++) {
        if (tk_rng_below(r, 4) == 0) {
            set.t[i] = RK_JOKER;
            (*jokers_left)--;
        }
    }
    RkReading rd;
    RkCounts after = *table;
    rk_counts_add_set(&after, &set);
    int ok = rk_set_read(&set, &rd, NULL, 0) == TK_OK;
    for (int k = 0; k < RK_KINDS && ok; k++) {
        ok = after.n[k] <= RK_COPIES;
    }
    if (ok) {
        *table = after;
    } else {
        for (int i = 0; i < set.n; i++) {
            *jokers_left += set.t[i] == RK_JOKER;
        }
    }
}

/* A small random position: a few colours over a few numbers, so that the
 * tiles meet often; 0..2 jokers shared between table and rack. */
static void random_position(TkRng *r, int max_sets, int max_rack, RkCounts *table, RkCounts *rack)
{
    Universe u;
    int order[RK_COLOURS] = {0, 1, 2, 3};
    tk_rng_shuffle(r, order, RK_COLOURS);
    u.ncolours = 2 + (int)tk_rng_below(r, 3);
    for (int i = 0; i < u.ncolours; i++) {
        u.colours[i] = order[i];
    }
    int width = 4 + (int)tk_rng_below(r, 4);
    u.lo = 1 + (int)tk_rng_below(r, (uint32_t)(RK_NUMBERS - width + 1));
    u.hi = u.lo + width - 1;
    rk_counts_clear(table);
    rk_counts_clear(rack);
    int jokers = (int)tk_rng_below(r, 3);
    int table_jokers = (int)tk_rng_below(r, (uint32_t)jokers + 1);
    int left = table_jokers;
    int nsets = (int)tk_rng_below(r, (uint32_t)max_sets + 1);
    for (int i = 0; i < nsets; i++) {
        add_random_set(r, &u, table, &left);
    }
    rack->n[RK_JOKER] = (uint8_t)(jokers - table_jokers);
    int nrack = (int)tk_rng_below(r, (uint32_t)max_rack + 1);
    for (int i = 0; i < nrack; i++) {
        int k = rk_tile(u.colours[tk_rng_below(r, (uint32_t)u.ncolours)], pick_number(r, &u));
        if (table->n[k] + rack->n[k] < RK_COPIES) {
            rack->n[k]++;
        }
    }
}

static void describe(const RkCounts *table, const RkCounts *rack, char *out, size_t size)
{
    RkTile t[RK_TILES];
    int n = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        for (int i = 0; i < table->n[k]; i++) {
            t[n++] = (RkTile)k;
        }
    }
    char a[RK_TABLE_TEXT];
    char b[RK_TABLE_TEXT];
    rk_tiles_format(t, n, a, sizeof a);
    n = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        for (int i = 0; i < rack->n[k]; i++) {
            t[n++] = (RkTile)k;
        }
    }
    rk_tiles_format(t, n, b, sizeof b);
    snprintf(out, size, "table tiles [%s] rack [%s]", a, b);
}

/* What the positions of a cross-check held, to show they test something. */
typedef struct Tally {
    int positions;
    int table_jokers; /* a joker on the table */
    int rack_jokers;  /* a joker on the rack */
    int both_jokers;  /* jokers on both */
    int placed;       /* the best play places a tile */
    int placed_many;  /* three or more */
    int jokers_placed;
    int refused;      /* the table is no arrangement */
    long nodes;       /* the search's nodes */
} Tally;

/* One position both ways: same existence, same optimum. */
static void cross_check(RkSolver *s, const RkCounts *table, const RkCounts *rack, int melded, const int *w, Tally *tally)
{
    BruteResult br;
    brute_solve(table, rack, melded, w, &br);
    RkSolution sol;
    char msg[200] = "";
    int st = rk_solve(s, table, rack, melded, w, &sol, msg, sizeof msg);
    char pos[2 * RK_TABLE_TEXT + 64];
    describe(table, rack, pos, sizeof pos);
    tally->positions++;
    tally->nodes += br.nodes;
    tally->table_jokers += table->n[RK_JOKER] > 0;
    tally->rack_jokers += rack->n[RK_JOKER] > 0;
    tally->both_jokers += table->n[RK_JOKER] > 0 && rack->n[RK_JOKER] > 0;
    if (!br.found) {
        tally->refused++;
        ck_assert_msg(melded && st == TK_E_RULE, "%s melded %d: search finds no arrangement, solver says %d (%s)", pos,
                      melded, st, msg);
        return;
    }
    ck_assert_msg(st == TK_OK, "%s melded %d: %s", pos, melded, msg);
    check_legal(table, rack, melded, &sol);
    tally->placed += sol.tiles > 0;
    tally->placed_many += sol.tiles >= 3;
    tally->jokers_placed += sol.placed.n[RK_JOKER] > 0;
    char text[RK_TABLE_TEXT];
    rk_table_format(&sol.table, text, sizeof text);
    ck_assert_msg(sol.score == br.score && (w != NULL || (sol.tiles == br.tiles && sol.value == br.value)),
                  "%s melded %d weights %s: solver %d tiles value %d score %lld (%s); search %d tiles value %d score "
                  "%lld",
                  pos, melded, w ? "given" : "default", sol.tiles, sol.value, (long long)sol.score, text, br.tiles,
                  br.value, (long long)br.score);
}

enum { CROSS_SEEDS = 8, CROSS_PER_SEED = 500 };

/* Prints what the positions held, and checks they held enough of each
 * case for the cross-check to mean something. */
static void print_tally(const char *what, int seed, const Tally *t)
{
    ck_assert_int_gt(t->positions, 0);
    if (strcmp(what, "arrangeable") == 0) {
        ck_assert_int_ge(t->refused * 10, t->positions);
        ck_assert_int_ge((t->positions - t->refused) * 50, t->positions);
        ck_assert_int_ge(t->table_jokers * 5, t->positions);
    } else {
        ck_assert_int_ge(t->table_jokers * 8, t->positions);
        ck_assert_int_ge(t->rack_jokers * 4, t->positions);
        ck_assert_int_ge(t->both_jokers * 30, t->positions);
        ck_assert_int_ge(t->placed_many * 5, t->positions);
        ck_assert_int_ge(t->jokers_placed * 10, t->positions);
    }
    printf("%s %d: %d positions, jokers table %d rack %d both %d, placed %d (3+ %d, jokers %d), refused %d, nodes %ld\n",
           what, seed, t->positions, t->table_jokers, t->rack_jokers, t->both_jokers, t->placed, t->placed_many,
           t->jokers_placed, t->refused, t->nodes);
}

/* ---- rk_solve_keep: a play laid out as a person would ----------------- */

static RkTable table_of(const char *text)
{
    RkTable t;
    char msg[200];
    ck_assert_msg(rk_table_parse(text, strlen(text), &t, msg, sizeof msg) == TK_OK, "%s: %s", text, msg);
    return t;
}

/* How many sets of `before` stand whole in t. */
static int whole_sets(const RkTable *before, const RkTable *t)
{
    int used[RK_TABLE_MAX_SETS] = {0}, n = 0;
    for (int j = 0; j < before->nsets; j++) {
        for (int i = 0; i < t->nsets; i++) {
            if (!used[i] && t->sets[i].n == before->sets[j].n &&
                rk_set_overlap(&t->sets[i], &before->sets[j]) == t->sets[i].n) {
                used[i] = 1;
                n++;
                break;
            }
        }
    }
    return n;
}

/* out holds after's tiles in valid sets, keeps at least as many of
 * before's sets whole as after, and those in before's order. */
static void check_keep(const RkTable *before, const RkTable *after, const RkTable *out)
{
    RkCounts a, o;
    char text[RK_TABLE_TEXT];
    rk_counts_clear(&a);
    rk_counts_clear(&o);
    rk_counts_add_table(&a, after);
    rk_counts_add_table(&o, out);
    rk_table_format(out, text, sizeof text);
    ck_assert_msg(memcmp(&a, &o, sizeof a) == 0, "other tiles: %s", text);
    for (int i = 0; i < out->nsets; i++) {
        RkReading r;
        ck_assert_msg(rk_set_read(&out->sets[i], &r, NULL, 0) == TK_OK, "invalid set in %s", text);
    }
    ck_assert_int_ge(whole_sets(before, out), whole_sets(before, after));
    int last = -1, used[RK_TABLE_MAX_SETS] = {0};
    char btext[RK_TABLE_TEXT];
    rk_table_format(before, btext, sizeof btext);
    for (int i = 0; i < out->nsets; i++) {
        for (int j = 0; j < before->nsets; j++) {
            if (!used[j] && out->sets[i].n == before->sets[j].n &&
                rk_set_overlap(&out->sets[i], &before->sets[j]) == out->sets[i].n) {
                ck_assert_msg(j > last, "kept sets out of order: %s after %s", text, btext);
                last = j;
                used[j] = 1;
                break;
            }
        }
    }
}

static void expect_keep(const char *before, const char *after, const char *want)
{
    RkSolver *s = rk_solver_new();
    RkTable b = table_of(before), a = table_of(after), out;
    char msg[200], text[RK_TABLE_TEXT];
    ck_assert_int_eq(rk_solve_keep(s, &b, &a, &out, msg, sizeof msg), TK_OK);
    ck_assert_str_eq(msg, "");
    check_keep(&b, &a, &out);
    rk_table_format(&out, text, sizeof text);
    ck_assert_msg(strcmp(text, want) == 0, "%s + %s: got %s, want %s", before, after, text, want);
    rk_solver_free(s);
}

START_TEST(test_keep)
{
    /* The solver's own layout of "r1 .. r6 | k7 k8 k9" and a new r7 splits
     * the run; a person lengthens it. */
    expect_keep("r1 r2 r3 r4 r5 r6 | k7 k8 k9", "k7 k8 k9 | r1 r2 r3 | r4 r5 r6 r7",
                "r1 r2 r3 r4 r5 r6 r7 | k7 k8 k9");
    /* Two new tiles at the two ends of a run. */
    expect_keep("b4 b5 b6 | k1 b1 r1", "k1 b1 r1 | b3 b4 b5 b6 b7", "b3 b4 b5 b6 b7 | k1 b1 r1");
    /* A new set of the rack's own tiles: the old sets stay as they were,
     * in their places, though the solver regrouped them. */
    expect_keep("r3 r4 r5 | b3 b4 b5 | k3 k4 k5", "k3 b3 r3 | k4 b4 r4 | k5 b5 r5 | o7 o8 o9",
                "r3 r4 r5 | b3 b4 b5 | k3 k4 k5 | o7 o8 o9");
    /* A group takes its fourth colour. */
    expect_keep("k9 b9 o9 | r1 r2 r3", "r1 r2 r3 | k9 b9 o9 r9", "k9 b9 o9 r9 | r1 r2 r3");
    /* A real rearrangement: r5 into the middle of a run splits it, the
     * group stays whole. */
    expect_keep("k2 b2 o2 | r3 r4 r5 r6 r7 r8", "r3 r4 r5 | r5 r6 r7 r8 | k2 b2 o2",
                "k2 b2 o2 | r5 r6 r7 r8 | r3 r4 r5");
    /* An empty table before: the solver's layout. */
    expect_keep("-", "o7 o8 o9 | k1 b1 r1", "o7 o8 o9 | k1 b1 r1");
    /* A table before that is not all valid (a turn in progress, for a
     * hint): a set that is no set is never kept as it is, but grown into
     * one when a tile makes it one. */
    expect_keep("k5 k6 | k7 k8 k9 k10 k11", "k5 k6 k7 k8 k9 k10 k11", "k5 k6 k7 | k8 k9 k10 k11");
    expect_keep("r5 r6 | k1 k2 k3", "k1 k2 k3 | r5 r6 r7", "r5 r6 r7 | k1 k2 k3");
    expect_keep("b9 | k1 k2 k3 | k9 o9 r9", "k1 k2 k3 | b9 k9 o9 r9", "k1 k2 k3 | k9 b9 o9 r9");
}
END_TEST

/* Random plays: the solver's answer laid out again keeps its tiles, valid
 * sets, and at least the old sets the solver kept, in their order. */
START_TEST(test_cross_keep)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    TkRng r;
    tk_rng_seed(&r, 5000 + (uint64_t)_i);
    int kept_more = 0, plays = 0;
    for (int n = 0; n < CROSS_PER_SEED; n++) {
        RkCounts table, rack, empty;
        RkSolution arranged, sol;
        RkTable out;
        random_position(&r, 6, 7, &table, &rack);
        rk_counts_clear(&empty);
        ck_assert_int_eq(rk_solve(s, &table, &empty, 1, NULL, &arranged, NULL, 0), TK_OK);
        ck_assert_int_eq(rk_solve(s, &table, &rack, 1, NULL, &sol, NULL, 0), TK_OK);
        if (sol.tiles == 0) {
            continue;
        }
        plays++;
        ck_assert_int_eq(rk_solve_keep(s, &arranged.table, &sol.table, &out, NULL, 0), TK_OK);
        check_keep(&arranged.table, &sol.table, &out);
        kept_more += whole_sets(&arranged.table, &out) > whole_sets(&arranged.table, &sol.table);
    }
    ck_assert_int_gt(plays, CROSS_PER_SEED / 4);
    printf("keep seed %d: %d plays, %d laid out with more old sets whole than the solver's\n", _i, plays,
           kept_more);
    rk_solver_free(s);
}
END_TEST

START_TEST(test_cross_play)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    Tally tally;
    memset(&tally, 0, sizeof tally);
    TkRng r;
    tk_rng_seed(&r, 1000 + (uint64_t)_i);
    for (int n = 0; n < CROSS_PER_SEED; n++) {
        RkCounts table;
        RkCounts rack;
        random_position(&r, 4, 7, &table, &rack);
        cross_check(s, &table, &rack, 1, NULL, &tally);
    }
    print_tally("play", _i, &tally);
    rk_solver_free(s);
}
END_TEST

START_TEST(test_cross_meld)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    Tally tally;
    memset(&tally, 0, sizeof tally);
    TkRng r;
    tk_rng_seed(&r, 2000 + (uint64_t)_i);
    for (int n = 0; n < CROSS_PER_SEED; n++) {
        RkCounts table;
        RkCounts rack;
        random_position(&r, 2, 14, &table, &rack);
        cross_check(s, &table, &rack, 0, NULL, &tally);
    }
    print_tally("meld", _i, &tally);
    rk_solver_free(s);
}
END_TEST

START_TEST(test_cross_weighted)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    Tally tally;
    memset(&tally, 0, sizeof tally);
    TkRng r;
    tk_rng_seed(&r, 3000 + (uint64_t)_i);
    int w[RK_KINDS];
    for (int n = 0; n < CROSS_PER_SEED / 2; n++) {
        for (int k = 0; k < RK_KINDS; k++) {
            w[k] = (int)tk_rng_below(&r, 2001) - 500;
        }
        RkCounts table;
        RkCounts rack;
        int melded = n % 3 != 0;
        random_position(&r, melded ? 4 : 2, melded ? 7 : 12, &table, &rack);
        cross_check(s, &table, &rack, melded, w, &tally);
    }
    print_tally("weighted", _i, &tally);
    rk_solver_free(s);
}
END_TEST

/* Tables that are not arrangements: the solver refuses exactly those the
 * search cannot arrange. */
START_TEST(test_cross_arrangeable)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    Tally tally;
    memset(&tally, 0, sizeof tally);
    TkRng r;
    tk_rng_seed(&r, 4000 + (uint64_t)_i);
    for (int n = 0; n < CROSS_PER_SEED; n++) {
        RkCounts table;
        RkCounts rack;
        random_position(&r, 0, 12, &table, &rack);
        /* The random tiles go on the table: often no arrangement. */
        cross_check(s, &rack, &table, 1, NULL, &tally);
    }
    print_tally("arrangeable", _i, &tally);
    rk_solver_free(s);
}
END_TEST

static Suite *solver_suite(void)
{
    Suite *s = suite_create("rummikub_solver");
    TCase *core = tcase_create("core");
    tcase_add_test(core, test_known_plays);
    tcase_add_test(core, test_keep);
    tcase_add_test(core, test_known_melds);
    tcase_add_test(core, test_weights);
    tcase_add_test(core, test_full_box);
    tcase_add_test(core, test_text);
    suite_add_tcase(s, core);
    TCase *errors = tcase_create("errors");
    tcase_add_test(errors, test_bad_input);
    tcase_add_test(errors, test_text_errors);
    suite_add_tcase(s, errors);
    TCase *cross = tcase_create("cross");
    tcase_set_timeout(cross, 120);
    tcase_add_loop_test(cross, test_cross_play, 0, CROSS_SEEDS);
    tcase_add_loop_test(cross, test_cross_meld, 0, CROSS_SEEDS);
    tcase_add_loop_test(cross, test_cross_weighted, 0, CROSS_SEEDS);
    tcase_add_loop_test(cross, test_cross_arrangeable, 0, CROSS_SEEDS);
    tcase_add_loop_test(cross, test_cross_keep, 0, CROSS_SEEDS);
    suite_add_tcase(s, cross);
    return s;
}

int main(void)
{
    return test_run(solver_suite(), NULL, 0);
}
