/*
 * test_solver_ilp.c - the exact move solver (rummikub/solver.h) against an
 * integer programme solved by GLPK (den Hertog and Hulshof's model), on
 * medium positions the exhaustive search of brute.c cannot reach.  Built
 * only when GLPK is installed (tests/rummikub/solver.cmake).
 *
 * Model: one integer variable per possible set (every group and run, up to
 * two jokers in it, that the position's tiles could make), how many times
 * it lies on the table; one per rack kind, how many are placed; each kind's
 * tiles in the sets are the table's plus those placed.  For an initial
 * meld the table is left out, the sets' values (rk_set_read) reach 30 when
 * anything is placed, and the default objective counts the meld's value.
 */
#include <check.h>
#include <glpk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/run.h"
#include "kit/rng.h"
#include "rummikub/solver.h"

enum { MAX_TEMPLATES = 20000, ILP_PER_SEED = 100 };

typedef struct Template {
    RkCounts c;
    int value;
} Template;

typedef struct Model {
    Template t[MAX_TEMPLATES];
    int n;
} Model;

static void add_template(Model *m, const RkSet *set, const RkCounts *avail)
{
    RkReading r;
    if (rk_set_read(set, &r, NULL, 0) != TK_OK) {
        return;
    }
    RkCounts c;
    rk_counts_clear(&c);
    rk_counts_add_set(&c, set);
    for (int k = 0; k < RK_KINDS; k++) {
        if (c.n[k] > avail->n[k]) {
            return;
        }
    }
    for (int i = 0; i < m->n; i++) {
        if (memcmp(&m->t[i].c, &c, sizeof c) == 0) {
            return; /* the same tiles read the same */
        }
    }
    ck_assert_int_lt(m->n, MAX_TEMPLATES);
    m->t[m->n].c = c;
    m->t[m->n].value = r.value;
    m->n++;
}

/* Every group and run the available tiles can make. */
static void build_templates(Model *m, const RkCounts *avail)
{
    m->n = 0;
    int jokers = avail->n[RK_JOKER];
    for (int v = 1; v <= RK_NUMBERS; v++) {
        for (unsigned mask = 1; mask < 16; mask++) {
            for (int j = 0; j <= jokers; j++) {
                RkSet s;
                s.n = 0;
                for (int c = 0; c < RK_COLOURS; c++) {
                    if (mask & (1u << c)) {
                        s.t[s.n++] = rk_tile(c, v);
                    }
                }
                for (int i = 0; i < j; i++) {
                    s.t[s.n++] = RK_JOKER;
                }
                if (s.n >= 3 && s.n <= 4) {
                    add_template(m, &s, avail);
                }
            }
        }
    }
    for (int c = 0; c < RK_COLOURS; c++) {
        for (int len = 3; len <= RK_NUMBERS; len++) {
            for (int start = 1; start + len - 1 <= RK_NUMBERS; start++) {
                /* Positions a < b hold jokers (-1: none). */
                for (int a = -1; a < len; a++) {
                    for (int b = -1; b < len; b++) {
                        if ((b >= 0 && (a < 0 || b <= a)) || (a >= 0) + (b >= 0) > jokers) {
                            continue;
                        }
                        RkSet s;
                        s.n = 0;
                        for (int i = 0; i < len; i++) {
                            s.t[s.n++] = (i == a || i == b) ? RK_JOKER : rk_tile(c, start + i);
                        }
                        add_template(m, &s, avail);
                    }
                }
            }
        }
    }
}

/* The ILP's optimum of the solver's objective (weights NULL: default). */
static long ilp_solve(Model *m, const RkCounts *table, const RkCounts *rack, int melded, const int *w)
{
    RkCounts avail;
    for (int k = 0; k < RK_KINDS; k++) {
        avail.n[k] = (uint8_t)((melded ? table->n[k] : 0) + rack->n[k]);
    }
    build_templates(m, &avail);
    glp_prob *lp = glp_create_prob();
    glp_set_obj_dir(lp, GLP_MAX);
    int nx = m->n;
    /* columns: x_0..x_{nx-1}, y_0..y_52, z (meld only) */
    int ncols = nx + RK_KINDS + 1;
    glp_add_cols(lp, ncols);
    for (int i = 0; i < nx; i++) {
        glp_set_col_kind(lp, i + 1, GLP_IV);
        glp_set_col_bnds(lp, i + 1, GLP_DB, 0, 2);
        glp_set_obj_coef(lp, i + 1, (!melded && w == NULL) ? m->t[i].value : 0);
    }
    for (int k = 0; k < RK_KINDS; k++) {
        int col = nx + k + 1;
        glp_set_col_kind(lp, col, GLP_IV);
        if (rack->n[k] == 0) {
            glp_set_col_bnds(lp, col, GLP_FX, 0, 0);
        } else {
            glp_set_col_bnds(lp, col, GLP_DB, 0, rack->n[k]);
        }
        double coef;
        if (w != NULL) {
            coef = w[k];
        } else if (melded) {
            coef = RK_SOLVE_TILE + (k == RK_JOKER ? 30 : rk_tile_number((RkTile)k));
        } else {
            coef = RK_SOLVE_TILE;
        }
        glp_set_obj_coef(lp, col, coef);
    }
    int zc = nx + RK_KINDS + 1;
    glp_set_col_kind(lp, zc, GLP_BV);
    if (melded) {
        glp_set_col_bnds(lp, zc, GLP_FX, 0, 0);
    }
    /* rows: one per kind; meld: the value, and y_k <= 2 z. */
    int rows = RK_KINDS + (melded ? 0 : 1 + RK_KINDS);
    glp_add_rows(lp, rows);
    int cap = (nx + 2) * RK_KINDS + 4 * RK_KINDS + nx + 8;
    int *ia = malloc((size_t)(cap + 1) * sizeof *ia);
    int *ja = malloc((size_t)(cap + 1) * sizeof *ja);
    double *ar = malloc((size_t)(cap + 1) * sizeof *ar);
    ck_assert(ia != NULL && ja != NULL && ar != NULL);
    int ne = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        int row = k + 1;
        double fixed = melded ? table->n[k] : 0;
        glp_set_row_bnds(lp, row, GLP_FX, fixed, fixed);
        for (int i = 0; i < nx; i++) {
            if (m->t[i].c.n[k] > 0) {
                ne++;
                ia[ne] = row;
                ja[ne] = i + 1;
                ar[ne] = m->t[i].c.n[k];
            }
        }
        ne++;
        ia[ne] = row;
        ja[ne] = nx + k + 1;
        ar[ne] = -1;
    }
    if (!melded) {
        int row = RK_KINDS + 1;
        glp_set_row_bnds(lp, row, GLP_LO, 0, 0);
        for (int i = 0; i < nx; i++) {
            ne++;
            ia[ne] = row;
            ja[ne] = i + 1;
            ar[ne] = m->t[i].value;
        }
        ne++;
        ia[ne] = row;
        ja[ne] = zc;
        ar[ne] = -RK_MELD_MIN;
        for (int k = 0; k < RK_KINDS; k++) {
            int r2 = RK_KINDS + 2 + k;
            glp_set_row_bnds(lp, r2, GLP_UP, 0, 0);
            ne++;
            ia[ne] = r2;
            ja[ne] = nx + k + 1;
            ar[ne] = 1;
            ne++;
            ia[ne] = r2;
            ja[ne] = zc;
            ar[ne] = -RK_COPIES;
        }
    }
    ck_assert_int_le(ne, cap);
    glp_load_matrix(lp, ne, ia, ja, ar);
    glp_iocp parm;
    glp_init_iocp(&parm);
    parm.presolve = GLP_ON;
    parm.msg_lev = GLP_MSG_OFF;
    int st = glp_intopt(lp, &parm);
    ck_assert_int_eq(st, 0);
    int status = glp_mip_status(lp);
    long best = -1;
    if (status == GLP_OPT) {
        best = (long)(glp_mip_obj_val(lp) + (glp_mip_obj_val(lp) >= 0 ? 0.5 : -0.5));
    } else {
        ck_assert_int_eq(status, GLP_NOFEAS);
    }
    free(ia);
    free(ja);
    free(ar);
    glp_delete_prob(lp);
    return best;
}

/* A medium position: a table of random sets from the box, 30 to 60 tiles,
 * a rack of 6 to 16 of the tiles left. */
static void medium_position(TkRng *r, RkCounts *table, RkCounts *rack)
{
    int pool[RK_TILES];
    int n = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        pool[n++] = k;
        pool[n++] = k;
    }
    rk_counts_clear(table);
    rk_counts_clear(rack);
    RkCounts used;
    rk_counts_clear(&used);
    int want = 30 + (int)tk_rng_below(r, 31);
    int jokers_left = (int)tk_rng_below(r, 3);
    for (int tries = 0; tries < 500 && rk_counts_total(table) < want; tries++) {
        RkSet s;
        s.n = 0;
        if (tk_rng_below(r, 2) == 0) {
            int c = (int)tk_rng_below(r, RK_COLOURS);
            int len = 3 + (int)tk_rng_below(r, 4);
            int start = 1 + (int)tk_rng_below(r, (uint32_t)(RK_NUMBERS - len + 1));
            for (int i = 0; i < len; i++) {
                s.t[s.n++] = rk_tile(c, start + i);
            }
        } else {
            int v = 1 + (int)tk_rng_below(r, RK_NUMBERS);
            int order[RK_COLOURS] = {0, 1, 2, 3};
            tk_rng_shuffle(r, order, RK_COLOURS);
            int size = 3 + (int)tk_rng_below(r, 2);
            for (int i = 0; i < size; i++) {
                s.t[s.n++] = rk_tile(order[i], v);
            }
        }
        int jok = 0;
        for (int i = 0; i < s.n && jok < jokers_left; i++) {
            if (tk_rng_below(r, 5) == 0) {
                s.t[i] = RK_JOKER;
                jok++;
            }
        }
        RkCounts after = *table;
        rk_counts_add_set(&after, &s);
        int ok = 1;
        for (int k = 0; k < RK_KINDS && ok; k++) {
            ok = after.n[k] <= RK_COPIES;
        }
        if (ok) {
            *table = after;
            jokers_left -= jok;
        }
    }
    tk_rng_shuffle(r, pool, n);
    int want_rack = 6 + (int)tk_rng_below(r, 11);
    for (int i = 0; i < n && rk_counts_total(rack) < want_rack; i++) {
        int k = pool[i];
        if (table->n[k] + rack->n[k] < RK_COPIES) {
            rack->n[k]++;
        }
    }
}

static Model model;

START_TEST(test_ilp_play)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    TkRng r;
    tk_rng_seed(&r, 5000 + (uint64_t)_i);
    int placed = 0;
    int jokers = 0;
    for (int n = 0; n < ILP_PER_SEED; n++) {
        RkCounts table;
        RkCounts rack;
        medium_position(&r, &table, &rack);
        int w[RK_KINDS];
        const int *wp = NULL;
        if (n % 3 == 2) {
            for (int k = 0; k < RK_KINDS; k++) {
                w[k] = (int)tk_rng_below(&r, 2001) - 300;
            }
            wp = w;
        }
        RkSolution sol;
        char msg[200] = "";
        ck_assert_msg(rk_solve(s, &table, &rack, 1, wp, &sol, msg, sizeof msg) == TK_OK, "%s", msg);
        long best = ilp_solve(&model, &table, &rack, 1, wp);
        ck_assert_msg(best == sol.score, "position %d: solver %lld, ILP %ld", n, (long long)sol.score, best);
        placed += sol.tiles > 0;
        jokers += table.n[RK_JOKER] + rack.n[RK_JOKER] > 0;
    }
    ck_assert_int_ge(placed * 2, ILP_PER_SEED);
    printf("ilp play %d: %d positions, %d with a play, %d with jokers\n", _i, ILP_PER_SEED, placed, jokers);
    ck_assert_int_ge(jokers * 5, ILP_PER_SEED);
    rk_solver_free(s);
}
END_TEST

START_TEST(test_ilp_meld)
{
    RkSolver *s = rk_solver_new();
    ck_assert_ptr_nonnull(s);
    TkRng r;
    tk_rng_seed(&r, 6000 + (uint64_t)_i);
    int melds = 0;
    for (int n = 0; n < ILP_PER_SEED; n++) {
        RkCounts table;
        RkCounts rack;
        medium_position(&r, &table, &rack);
        /* Racks of the first turn: 14 tiles or more. */
        for (int k = 0; k < RK_KINDS && rk_counts_total(&rack) < 14 + n % 6; k++) {
            if (table.n[k] + rack.n[k] < RK_COPIES && tk_rng_below(&r, 4) == 0) {
                rack.n[k]++;
            }
        }
        int w[RK_KINDS];
        const int *wp = NULL;
        if (n % 3 == 2) {
            for (int k = 0; k < RK_KINDS; k++) {
                w[k] = (int)tk_rng_below(&r, 2001) - 300;
            }
            wp = w;
        }
        RkSolution sol;
        char msg[200] = "";
        ck_assert_msg(rk_solve(s, &table, &rack, 0, wp, &sol, msg, sizeof msg) == TK_OK, "%s", msg);
        long best = ilp_solve(&model, &table, &rack, 0, wp);
        if (best < 0) {
            best = 0; /* the ILP keeps z = 0 feasible: never happens */
        }
        ck_assert_msg(best == sol.score, "meld %d: solver %lld (%d tiles), ILP %ld", n, (long long)sol.score,
                      sol.tiles, best);
        melds += sol.tiles > 0;
    }
    ck_assert_int_ge(melds * 5, ILP_PER_SEED);
    printf("ilp meld %d: %d positions, %d melds\n", _i, ILP_PER_SEED, melds);
    rk_solver_free(s);
}
END_TEST

static Suite *ilp_suite(void)
{
    Suite *s = suite_create("rummikub_solver_ilp");
    TCase *tc = tcase_create("ilp");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, test_ilp_play, 0, 4);
    tcase_add_loop_test(tc, test_ilp_meld, 0, 4);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    glp_term_out(GLP_OFF);
    return test_run(ilp_suite(), NULL, 0);
}
