/*
 * test_edit.c - a turn in progress (rummikub/edit.h): every operation and
 * its refusals (nothing changed on a refusal), undo and reset back to
 * byte-identical states, set ids, the initial meld's value with jokers,
 * hint tables applied and planned, the end-turn verdict equal to
 * rk_check_play's (status and sentence) over thousands of random edits
 * from random positions the engine and the computer players made, and
 * the rack's arrangement across draws and plays.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/rng.h"
#include "rummikub/ai.h"
#include "rummikub/edit.h"

static RkTile T(const char *s)
{
    RkTile t;
    ck_assert_int_eq(rk_tile_parse(s, strlen(s), &t), TK_OK);
    return t;
}

/* A view of seat 0 with `table` and `rack` (notation). */
static void make_view(RkView *v, const char *table, const char *rack, int melded)
{
    char msg[200];
    RkSet r;
    memset(v, 0, sizeof *v);
    v->seat = 0;
    v->log[0].melded = melded;
    ck_assert_int_eq(rk_table_parse(table, strlen(table), &v->table, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rk_set_parse(rack, strlen(rack), &r, msg, sizeof msg), TK_OK);
    rk_counts_add_set(&v->rack, &r);
}

static RkEditSpot R(int pos)
{
    return (RkEditSpot){RK_EDIT_RACK, -1, pos};
}

static RkEditSpot S(int set, int pos)
{
    return (RkEditSpot){RK_EDIT_SET, set, pos};
}

static const RkEditSpot NEWSET = {RK_EDIT_NEW, -1, -1};

/* Everything an editor shows, as text: sets with ids and marks, the rack. */
static void dump(const RkEdit *e, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int s = 0; s < rk_edit_nsets(e); s++) {
        const RkSet *set = rk_edit_set(e, s);
        used += (size_t)snprintf(out + used, size - used, "#%u:", rk_edit_set_id(e, s));
        for (int i = 0; i < set->n; i++) {
            char t[RK_TILE_TEXT];
            rk_tile_format(set->t[i], t);
            used += (size_t)snprintf(out + used, size - used, " %s%s", t,
                                     rk_edit_from_rack(e, s, i) ? "*" : "");
        }
        used += (size_t)snprintf(out + used, size - used, " | ");
    }
    used += (size_t)snprintf(out + used, size - used, "rack:");
    for (int i = 0; i < rk_edit_rack_count(e); i++) {
        char t[RK_TILE_TEXT];
        rk_tile_format(rk_edit_rack_tile(e, i), t);
        used += (size_t)snprintf(out + used, size - used, " %s%s", t,
                                 rk_edit_rack_fresh(e, i) ? "+" : "");
    }
}

static RkEdit *begin(const char *table, const char *rack, int melded)
{
    RkView v;
    RkEdit *e;
    make_view(&v, table, rack, melded);
    ck_assert_int_eq(rk_edit_new(&e), TK_OK);
    ck_assert_int_eq(rk_edit_begin(e, &v, NULL), TK_OK);
    return e;
}

#define ASSERT_DUMP(e, want)                                                                       \
    do {                                                                                           \
        char got_[2000];                                                                           \
        dump((e), got_, sizeof got_);                                                              \
        ck_assert_str_eq(got_, (want));                                                            \
    } while (0)

START_TEST(test_moves)
{
    RkEdit *e = begin("r1 r2 r3 | k9 b9 o9", "r4 k13 J r9", 1);
    ASSERT_DUMP(e, "#1: r1 r2 r3 | #2: k9 b9 o9 | rack: k13 r4 r9 J");
    /* rack to the end of a set */
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(1)}, 1, S(0, -1)), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 r4* | #2: k9 b9 o9 | rack: k13 r9 J");
    /* rack into a set at a gap */
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(1)}, 1, S(1, 1)), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 r4* | #2: k9 r9* b9 o9 | rack: k13 J");
    /* between sets; within a set */
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(0, 0)}, 1, NEWSET), TK_OK);
    ASSERT_DUMP(e, "#1: r2 r3 r4* | #2: k9 r9* b9 o9 | #3: r1 | rack: k13 J");
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(1, 3)}, 1, S(1, 0)), TK_OK);
    ASSERT_DUMP(e, "#1: r2 r3 r4* | #2: o9 k9 r9* b9 | #3: r1 | rack: k13 J");
    /* a rack tile back to the rack, at a place */
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(1, 2)}, 1, R(1)), TK_OK);
    ASSERT_DUMP(e, "#1: r2 r3 r4* | #2: o9 k9 b9 | #3: r1 | rack: k13 r9 J");
    /* a table tile to the rack: refused, nothing changed */
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(2, 0)}, 1, R(0)), TK_E_RULE);
    ck_assert_str_eq(rk_edit_error(e),
                     "r1 was on the table when your turn began: it cannot go back to your rack");
    ASSERT_DUMP(e, "#1: r2 r3 r4* | #2: o9 k9 b9 | #3: r1 | rack: k13 r9 J");
    /* an empty set goes; within the rack is not a move for undo */
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(2, 0)}, 1, S(0, 0)), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 r4* | #2: o9 k9 b9 | rack: k13 r9 J");
    int h = rk_edit_history(e);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(2)}, 1, R(0)), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 r4* | #2: o9 k9 b9 | rack: J k13 r9");
    ck_assert_int_eq(rk_edit_history(e), h);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 1, R(-1)), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 r4* | #2: o9 k9 b9 | rack: k13 r9 J");
    /* several tiles at once, from the rack and a set, to a new set */
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(1), S(0, 3), R(2)}, 3, NEWSET), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 | #2: o9 k9 b9 | #4: r9* r4* J* | rack: k13");
    /* undo: back to each earlier state; the rack keeps its order */
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 r4* | #2: o9 k9 b9 | rack: k13 r9 J");
    rk_edit_free(e);
}
END_TEST

/* A new set at a place among the sets (RK_EDIT_NEW's pos: the index it
 * takes, the gap before the set now there), not only after the others;
 * a set the move empties goes, the new one stays where it was put. */
START_TEST(test_new_set_at)
{
    RkEdit *e = begin("r1 r2 r3 | k9 b9 o9 | b5 b6 b7", "r4 k13 J r9", 1);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 1, (RkEditSpot){RK_EDIT_NEW, -1, 1}),
                     TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 | #4: k13* | #2: k9 b9 o9 | #3: b5 b6 b7 | rack: r4 r9 J");
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 1, (RkEditSpot){RK_EDIT_NEW, -1, 0}),
                     TK_OK);
    ASSERT_DUMP(e, "#5: r4* | #1: r1 r2 r3 | #4: k13* | #2: k9 b9 o9 | #3: b5 b6 b7 | rack: r9 J");
    /* its index counted before the move: the set emptied goes, the new one
     * stays before the set that was at that index */
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(2, 0)}, 1, (RkEditSpot){RK_EDIT_NEW, -1, 4}),
                     TK_OK);
    ASSERT_DUMP(e, "#5: r4* | #1: r1 r2 r3 | #2: k9 b9 o9 | #6: k13* | #3: b5 b6 b7 | rack: r9 J");
    /* its end, and past it: after the others */
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 1, (RkEditSpot){RK_EDIT_NEW, -1, 5}),
                     TK_OK);
    ASSERT_DUMP(e, "#5: r4* | #1: r1 r2 r3 | #2: k9 b9 o9 | #6: k13* | #3: b5 b6 b7 | #7: r9* | "
                   "rack: J");
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 1, (RkEditSpot){RK_EDIT_NEW, -1, 7}),
                     TK_E_ARG);
    /* Undo steps back one move at a time. */
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ASSERT_DUMP(e, "#5: r4* | #1: r1 r2 r3 | #4: k13* | #2: k9 b9 o9 | #3: b5 b6 b7 | rack: r9 J");
    rk_edit_free(e);
}
END_TEST

START_TEST(test_refusals)
{
    RkEdit *e = begin("r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12", "r13 k13 k1", 0);
    char before[2000], after[2000];
    dump(e, before, sizeof before);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0), R(1)}, 2, S(0, -1)), TK_E_RULE);
    ck_assert_str_eq(rk_edit_error(e), "A set has at most 13 tiles");
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0), R(0)}, 2, NEWSET), TK_E_ARG);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(3)}, 1, NEWSET), TK_E_ARG);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(1, 0)}, 1, NEWSET), TK_E_ARG);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(0, 12)}, 1, NEWSET), TK_E_ARG);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 1, S(0, 14)), TK_E_ARG);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 1, S(2, 0)), TK_E_ARG);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 1, R(5)), TK_E_ARG);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 0, NEWSET), TK_E_ARG);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(0, 0)}, 1, R(0)), TK_E_RULE);
    ck_assert_int_eq(rk_edit_split(e, 0, 0), TK_E_ARG);
    ck_assert_int_eq(rk_edit_split(e, 0, 12), TK_E_ARG);
    ck_assert_int_eq(rk_edit_split(e, 1, 1), TK_E_ARG);
    ck_assert_int_eq(rk_edit_undo(e), TK_E_RULE);
    ck_assert_str_eq(rk_edit_error(e), "There is nothing to undo");
    ck_assert_int_eq(rk_edit_reset(e), TK_OK);
    dump(e, after, sizeof after);
    ck_assert_str_eq(before, after);
    ck_assert_int_eq(rk_edit_history(e), 0);
    ck_assert_int_eq(rk_edit_changed(e), 0);
    rk_edit_free(e);
    /* A full table: no room for a new set, by a move or a split. */
    char table[RK_TABLE_TEXT] = "";
    for (int s = 0; s < RK_TABLE_MAX_SETS; s++) {
        strcat(table, s ? " | k1 k2 k3" : "k1 k2 k3");
    }
    e = begin(table, "r5", 1);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0)}, 1, NEWSET), TK_E_RULE);
    ck_assert_str_eq(rk_edit_error(e), "The table has no room for another set");
    ck_assert_int_eq(rk_edit_split(e, 0, 1), TK_E_RULE);
    ck_assert_str_eq(rk_edit_error(e), "The table has no room for another set");
    rk_edit_free(e);
}
END_TEST

START_TEST(test_split_undo_reset)
{
    RkEdit *e = begin("r1 r2 r3 r4 r5 r6", "r7 b7 k7", 1);
    char s0[2000], s1[2000], s2[2000];
    dump(e, s0, sizeof s0);
    ck_assert_int_eq(rk_edit_split(e, 0, 3), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 | #2: r4 r5 r6 | rack: k7 b7 r7");
    dump(e, s1, sizeof s1);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(2)}, 1, S(1, -1)), TK_OK);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(0, 0)}, 1, S(1, 0)), TK_OK);
    ASSERT_DUMP(e, "#1: r2 r3 | #2: r1 r4 r5 r6 r7* | rack: k7 b7");
    dump(e, s2, sizeof s2);
    ck_assert_int_eq(rk_edit_reset(e), TK_OK);
    ck_assert_int_eq(rk_edit_history(e), 4);
    ASSERT_DUMP(e, s0);
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ASSERT_DUMP(e, s2);
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ASSERT_DUMP(e, s1);
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ASSERT_DUMP(e, s0);
    ck_assert_int_eq(rk_edit_undo(e), TK_E_RULE);
    /* Tidy: valid sets in the game's order. */
    rk_edit_set_tidy(e, 1);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(2)}, 1, S(0, 0)), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 r4 r5 r6 r7* | rack: k7 b7");
    ck_assert_int_eq(rk_edit_set_index(e, 1), 0);
    ck_assert_int_eq(rk_edit_set_index(e, 2), -1);
    rk_edit_free(e);
}
END_TEST

/* A copy of a kind that came from the rack lets a table copy go back. */
START_TEST(test_copies)
{
    RkEdit *e = begin("k5 b5 o5", "k5 r5", 1);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(0), R(1)}, 2, S(0, -1)), TK_OK);
    ASSERT_DUMP(e, "#1: k5 b5 o5 k5* r5* | rack:");
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(0, 0)}, 1, R(0)), TK_OK);
    ASSERT_DUMP(e, "#1: b5 o5 k5 r5* | rack: k5");
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){S(0, 2)}, 1, R(0)), TK_E_RULE);
    ck_assert_str_eq(rk_edit_error(e),
                     "k5 was on the table when your turn began: it cannot go back to your rack");
    rk_edit_free(e);
}
END_TEST

START_TEST(test_meld_value)
{
    RkEdit *e = begin("k1 k2 k3 k4", "r10 r11 J o8 b8 J k5", 0);
    char text[32];
    ck_assert_int_eq(rk_edit_meld_value(e), 0);
    rk_edit_meld_text(e, text, sizeof text);
    ck_assert_str_eq(text, "0 of 30");
    /* r10 r11 J: the joker is r12 (33) */
    int r10 = rk_edit_rack_find(e, T("r10"), 0);
    int r11 = rk_edit_rack_find(e, T("r11"), 0);
    int j = rk_edit_rack_find(e, RK_JOKER, 0);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(r10), R(r11), R(j)}, 3, NEWSET), TK_OK);
    ck_assert_int_eq(rk_edit_meld_value(e), 33);
    rk_edit_meld_text(e, text, sizeof text);
    ck_assert_str_eq(text, "33 of 30");
    ck_assert_int_eq(rk_edit_check(e, NULL, 0), TK_OK);
    /* o8 b8 J: 24 more */
    int o8 = rk_edit_rack_find(e, T("o8"), 0);
    int b8 = rk_edit_rack_find(e, T("b8"), 0);
    j = rk_edit_rack_find(e, RK_JOKER, 0);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(o8), R(b8), R(j)}, 3, NEWSET), TK_OK);
    ck_assert_int_eq(rk_edit_meld_value(e), 57);
    /* k5 onto the old run: it no longer counts as old, but holds table
     * tiles, so its value does not count, and the check says why. */
    int k5 = rk_edit_rack_find(e, T("k5"), 0);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(k5)}, 1, S(0, -1)), TK_OK);
    ck_assert_int_eq(rk_edit_meld_value(e), 57);
    char why[300];
    ck_assert_int_eq(rk_edit_check(e, why, sizeof why), TK_E_RULE);
    ck_assert_str_eq(why, "your initial meld must leave the sets on the table as they were, and "
                          "k1 k2 k3 k4 is not there as it was");
    /* an invalid set does not count */
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ck_assert_int_eq(rk_edit_split(e, 1, 2), TK_OK);
    ck_assert_int_eq(rk_edit_meld_value(e), 24);
    ck_assert_int_eq(rk_edit_check(e, why, sizeof why), TK_E_RULE);
    ck_assert_str_eq(why, "r10 r11: a set needs at least 3 tiles");
    ck_assert_int_eq(rk_edit_set_read(e, 1, NULL, why, sizeof why), TK_E_RULE);
    ck_assert_str_eq(why, "r10 r11: a set needs at least 3 tiles");
    rk_edit_free(e);
}
END_TEST

START_TEST(test_apply_table)
{
    RkEdit *e = begin("r1 r2 r3 r4 | k9 b9 o9", "r5 J k2", 1);
    RkTable target;
    char msg[200];
    const char *text = "k9 b9 o9 J | r1 r2 r3 | r4 r5";
    ck_assert_int_eq(rk_table_parse(text, strlen(text), &target, msg, sizeof msg), TK_OK);
    RkEditSpot from[RK_TABLE_MAX_SETS][RK_SET_MAX];
    ck_assert_int_eq(rk_edit_plan(e, &target, from), TK_OK);
    ck_assert_int_eq(from[0][3].where, RK_EDIT_RACK); /* J */
    ck_assert_int_eq(from[0][3].pos, 2);
    ck_assert_int_eq(from[0][0].where, RK_EDIT_SET);
    ck_assert_int_eq(from[0][0].set, 1);
    ck_assert_int_eq(from[2][0].where, RK_EDIT_SET); /* r4 from the run */
    ck_assert_int_eq(from[2][0].set, 0);
    ck_assert_int_eq(from[2][0].pos, 3);
    ck_assert_int_eq(rk_edit_apply_table(e, &target), TK_OK);
    ASSERT_DUMP(e, "#2: k9 b9 o9 J* | #1: r1 r2 r3 | #3: r4 r5* | rack: k2");
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ASSERT_DUMP(e, "#1: r1 r2 r3 r4 | #2: k9 b9 o9 | rack: k2 r5 J");
    text = "k9 b9 o9 | r1 r2 r3";
    ck_assert_int_eq(rk_table_parse(text, strlen(text), &target, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rk_edit_apply_table(e, &target), TK_E_MOVE);
    ck_assert_str_eq(rk_edit_error(e), "r4 was on the table and is missing");
    text = "k9 b9 o9 | r1 r2 r3 r4 | k1";
    ck_assert_int_eq(rk_table_parse(text, strlen(text), &target, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rk_edit_apply_table(e, &target), TK_E_MOVE);
    ck_assert_str_eq(rk_edit_error(e), "k1 is not on your rack");
    ASSERT_DUMP(e, "#1: r1 r2 r3 r4 | #2: k9 b9 o9 | rack: k2 r5 J");
    rk_edit_free(e);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The rack's arrangement                                              */

static void order_text(const RkRackOrder *o, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < o->n; i++) {
        char t[RK_TILE_TEXT];
        rk_tile_format(o->t[i], t);
        used += (size_t)snprintf(out + used, size - used, "%s%s%s", i ? " " : "", t,
                                 o->fresh[i] ? "+" : "");
    }
}

static void counts_of(const char *text, RkCounts *c)
{
    RkSet s;
    char msg[100];
    ck_assert_int_eq(rk_set_parse(text, strlen(text), &s, msg, sizeof msg), TK_OK);
    rk_counts_clear(c);
    rk_counts_add_set(c, &s);
}

START_TEST(test_rack_order)
{
    RkRackOrder o;
    RkCounts c;
    char text[600];
    rk_rack_order_clear(&o);
    counts_of("r5 k3 J b3 k3", &c);
    rk_rack_order_sync(&o, &c); /* a deal: sorted, no marks */
    order_text(&o, text, sizeof text);
    ck_assert_str_eq(text, "k3 k3 b3 r5 J");
    ck_assert_int_eq(rk_rack_order_move(&o, 4, 0), TK_OK);
    ck_assert_int_eq(rk_rack_order_move(&o, 5, 0), TK_E_ARG);
    order_text(&o, text, sizeof text);
    ck_assert_str_eq(text, "J k3 k3 b3 r5");
    counts_of("r5 k3 J b3 k3 o1", &c); /* a draw: appended, marked */
    rk_rack_order_sync(&o, &c);
    order_text(&o, text, sizeof text);
    ck_assert_str_eq(text, "J k3 k3 b3 r5 o1+");
    rk_rack_order_sort(&o, RK_SORT_NUMBER);
    order_text(&o, text, sizeof text);
    ck_assert_str_eq(text, "o1+ k3 k3 b3 r5 J");
    counts_of("r5 J o1 k3", &c); /* a play: gone, the rest in place, marks off */
    rk_rack_order_sync(&o, &c);
    order_text(&o, text, sizeof text);
    ck_assert_str_eq(text, "o1 k3 r5 J");
    rk_rack_order_sort(&o, RK_SORT_COLOUR);
    order_text(&o, text, sizeof text);
    ck_assert_str_eq(text, "k3 o1 r5 J");
    /* Through an editor: the arrangement and marks go in, tiles on the
     * table keep their places, and come back out for the next turn. */
    counts_of("r5 J o1 k3 b13", &c);
    rk_rack_order_sync(&o, &c);
    RkView v;
    make_view(&v, "r6 r7 r8", "r5 J o1 k3 b13", 1);
    RkEdit *e;
    ck_assert_int_eq(rk_edit_new(&e), TK_OK);
    ck_assert_int_eq(rk_edit_begin(e, &v, &o), TK_OK);
    ASSERT_DUMP(e, "#1: r6 r7 r8 | rack: k3 o1 r5 J b13+");
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(2)}, 1, S(0, 0)), TK_OK);
    ck_assert_int_eq(rk_edit_move(e, (RkEditSpot[]){R(3)}, 1, R(0)), TK_OK);
    ASSERT_DUMP(e, "#1: r5* r6 r7 r8 | rack: b13+ k3 o1 J");
    rk_edit_rack_sort(e, RK_SORT_NUMBER);
    ASSERT_DUMP(e, "#1: r5* r6 r7 r8 | rack: o1 k3 b13+ J");
    ck_assert_int_eq(rk_edit_undo(e), TK_OK);
    ASSERT_DUMP(e, "#1: r6 r7 r8 | rack: o1 k3 r5 b13+ J");
    rk_edit_rack_order(e, &o);
    order_text(&o, text, sizeof text);
    ck_assert_str_eq(text, "o1 k3 r5 b13+ J");
    /* A view whose rack the order does not hold: synced. */
    make_view(&v, "-", "k1 k2", 0);
    ck_assert_int_eq(rk_edit_begin(e, &v, &o), TK_OK);
    ASSERT_DUMP(e, "rack: k1+ k2+");
    rk_edit_free(e);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Random edits against the engine                                     */

static void random_spot_from(const RkEdit *e, TkRng *rng, RkEditSpot *out)
{
    int nr = rk_edit_rack_count(e);
    int ns = rk_edit_nsets(e);
    if (ns == 0 || (nr > 0 && tk_rng_below(rng, 2) == 0)) {
        *out = R(nr > 0 ? (int)tk_rng_below(rng, (uint32_t)nr) : 0);
    } else {
        int s = (int)tk_rng_below(rng, (uint32_t)ns);
        *out = S(s, (int)tk_rng_below(rng, rk_edit_set(e, s)->n));
    }
}

static void random_spot_to(const RkEdit *e, TkRng *rng, RkEditSpot *out)
{
    int ns = rk_edit_nsets(e);
    uint32_t r = tk_rng_below(rng, 10);
    if (r < 2 || ns == 0) {
        *out = NEWSET;
    } else if (r < 4) {
        *out = R((int)tk_rng_below(rng, (uint32_t)rk_edit_rack_count(e) + 1));
    } else {
        int s = (int)tk_rng_below(rng, (uint32_t)ns);
        *out = S(s, (int)tk_rng_below(rng, rk_edit_set(e, s)->n + 2u) - 1);
    }
}

/* One position: a match played for a while by computer players, then
 * many random edits of the seat to act, each checked against the engine. */
START_TEST(test_random_against_engine)
{
    uint64_t seed = 1000 + (uint64_t)_i;
    TkRng rng;
    tk_rng_seed(&rng, seed);
    RkConfig cfg;
    rk_config_default(&cfg, 2 + (int)(seed % 3));
    cfg.timer = 0;
    RkGame *g;
    char msg[300];
    ck_assert_int_eq(rk_game_new(&cfg, seed, &g, msg, sizeof msg), TK_OK);
    rk_game_set_recording(g, 0, 0);
    ck_assert_int_eq(rk_deal(g), TK_OK);
    RkAI *ai;
    ck_assert_int_eq(rk_ai_new("easy", seed, &ai), TK_OK);
    int turns = (int)tk_rng_below(&rng, 40);
    for (int k = 0; k < turns && rk_game_phase(g) == RK_PHASE_TURN; k++) {
        RkView v;
        RkMove m;
        int seat = rk_game_to_act(g);
        ck_assert_int_eq(rk_game_view(g, seat, &v), TK_OK);
        ck_assert_int_eq(rk_ai_decide(ai, &v, &m), TK_OK);
        ck_assert_int_eq(rk_apply(g, seat, m.kind, &m.table), TK_OK);
    }
    if (rk_game_phase(g) != RK_PHASE_TURN) {
        rk_ai_free(ai);
        rk_game_free(g);
        return;
    }
    int seat = rk_game_to_act(g);
    RkView v;
    RkMove good;
    ck_assert_int_eq(rk_game_view(g, seat, &v), TK_OK);
    ck_assert_int_eq(rk_ai_decide(ai, &v, &good), TK_OK);
    RkEdit *e;
    ck_assert_int_eq(rk_edit_new(&e), TK_OK);
    rk_edit_set_tidy(e, (int)(seed & 1));
    ck_assert_int_eq(rk_edit_begin(e, &v, NULL), TK_OK);
    char start[4000];
    dump(e, start, sizeof start);
    RkCounts all0;
    rk_counts_clear(&all0);
    rk_counts_add_table(&all0, &v.table);
    for (int k = 0; k < RK_KINDS; k++) {
        all0.n[k] = (uint8_t)(all0.n[k] + v.rack.n[k]);
    }
    int agreed_ok = 0;
    for (int step = 0; step < 80; step++) {
        char before[4000], after[4000];
        dump(e, before, sizeof before);
        int hist = rk_edit_history(e);
        uint32_t op = tk_rng_below(&rng, 20);
        int rc;
        if (op < 12) {
            RkEditSpot from[3], to;
            int n = 1 + (int)tk_rng_below(&rng, 3);
            for (int k = 0; k < n; k++) {
                random_spot_from(e, &rng, &from[k]);
            }
            random_spot_to(e, &rng, &to);
            rc = rk_edit_move(e, from, n, to);
        } else if (op < 14 && rk_edit_nsets(e) > 0) {
            int s = (int)tk_rng_below(&rng, (uint32_t)rk_edit_nsets(e));
            rc = rk_edit_split(e, s, (int)tk_rng_below(&rng, rk_edit_set(e, s)->n + 1u));
        } else if (op < 16) {
            rc = rk_edit_undo(e);
        } else if (op < 17) {
            rc = rk_edit_reset(e);
        } else if (op < 18 && good.kind == RK_ACT_PLAY) {
            rc = rk_edit_apply_table(e, &good.table);
            ck_assert_int_eq(rc, TK_OK);
        } else {
            rk_edit_rack_sort(e, (RkRackSort)tk_rng_below(&rng, 2));
            rc = TK_OK;
        }
        dump(e, after, sizeof after);
        if (rc != TK_OK) {
            ck_assert_str_eq(before, after); /* a refusal changes nothing */
            ck_assert_int_eq(rk_edit_history(e), hist);
            ck_assert(rk_edit_error(e)[0] != '\0');
        }
        /* No tile lost or made: table and rack hold what they held. */
        RkTable tb;
        RkCounts all, rack;
        rk_edit_table(e, &tb);
        rk_counts_clear(&all);
        rk_counts_add_table(&all, &tb);
        rk_edit_rack_counts(e, &rack);
        for (int k = 0; k < RK_KINDS; k++) {
            all.n[k] = (uint8_t)(all.n[k] + rack.n[k]);
        }
        ck_assert_mem_eq(&all, &all0, sizeof all);
        /* Ids unique. */
        for (int s = 0; s < rk_edit_nsets(e); s++) {
            ck_assert_int_eq(rk_edit_set_index(e, rk_edit_set_id(e, s)), s);
        }
        /* The verdict, status and sentence, equal to the engine's. */
        char why[300];
        int mine = rk_edit_check(e, why, sizeof why);
        int eng = rk_check_play(g, seat, &tb);
        ck_assert_msg(mine == eng, "seed %llu step %d: edit %d (%s), engine %d (%s)",
                      (unsigned long long)seed, step, mine, why, eng, rk_game_error(g));
        if (eng != TK_OK) {
            ck_assert_str_eq(why, rk_game_error(g));
        } else {
            agreed_ok++;
        }
    }
    /* Undo all the way: the start, byte for byte. */
    while (rk_edit_undo(e) == TK_OK) {
    }
    char end[4000];
    rk_edit_rack_sort(e, RK_SORT_COLOUR);
    dump(e, end, sizeof end);
    ck_assert_str_eq(end, start);
    /* The engine's play of the meld's value, when it is one. */
    if (good.kind == RK_ACT_PLAY) {
        ck_assert_int_eq(rk_edit_apply_table(e, &good.table), TK_OK);
        ck_assert_int_eq(rk_edit_check(e, NULL, 0), TK_OK);
        RkTable tb;
        rk_edit_table(e, &tb);
        rk_game_set_recording(g, 1, 0);
        ck_assert_int_eq(rk_play(g, seat, &tb), TK_OK);
        RkEvent ev;
        while (rk_event_next(g, &ev)) {
            if (ev.kind == RK_EV_PLAY && ev.u.play.initial) {
                ck_assert_int_eq(ev.u.play.value, rk_edit_meld_value(e));
            }
        }
    }
    if (getenv("RK_EDIT_STATS") != NULL) {
        fprintf(stderr, "ok-verdicts %d\n", agreed_ok);
    }
    rk_edit_free(e);
    rk_ai_free(ai);
    rk_game_free(g);
}
END_TEST

static Suite *edit_suite(void)
{
    Suite *s = suite_create("rummikub_edit");
    TCase *core = tcase_create("core");
    tcase_add_test(core, test_moves);
    tcase_add_test(core, test_new_set_at);
    tcase_add_test(core, test_split_undo_reset);
    tcase_add_test(core, test_copies);
    tcase_add_test(core, test_meld_value);
    tcase_add_test(core, test_apply_table);
    tcase_add_test(core, test_rack_order);
    suite_add_tcase(s, core);
    TCase *errors = tcase_create("errors");
    tcase_add_test(errors, test_refusals);
    suite_add_tcase(s, errors);
    TCase *random = tcase_create("random");
    tcase_set_timeout(random, 60);
    tcase_add_loop_test(random, test_random_against_engine, 0, 1500);
    suite_add_tcase(s, random);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(edit_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
