/* test_ui_core.c - Rummikub's desktop table, its pure parts (no SDL): the
 * layout's regions, the sets laid out in wrapping rows (ui_flow) for every
 * size of table the box allows, the rack's places, and the new-game
 * options as one line of text (the game's options_format/options_parse). */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "layout.h"
#include "table.h"
#include "common/run.h"

static const int sizes[][2] = {{1280, 800}, {1024, 700}, {1920, 1080}, {3840, 2160},
                               {1366, 768}, {800, 600},  {1024, 1400}, {3000, 700}};
#define NSIZES ((int)(sizeof sizes / sizeof sizes[0]))

static void layout_for(UiLayout *L, int si, int players, int viewer)
{
    ShCanvas c;
    sh_canvas_fit(&c, sizes[si][0], sizes[si][1], SH_REF_W, SH_REF_H);
    ui_layout_compute(L, &c, players, viewer);
}

/* A small deterministic generator (the tests own their chance). */
static unsigned next_rand(unsigned *s)
{
    *s = *s * 1103515245u + 12345u;
    return (*s >> 16) & 0x7fff;
}

/* ---------------- the regions ---------------- */

/* Each of r[0..n-1] on L's screen, not empty, none over another. */
static void check_apart(const UiLayout *L, const ShRect *r, int n)
{
    ShRect win = sh_rect(0, 0, L->cv.w, L->cv.h);
    int i, j;
    for (i = 0; i < n; i++) {
        ck_assert_msg(sh_rect_inside(win, r[i]), "rect %d off screen at %dx%d", i, L->cv.w,
                      L->cv.h);
        ck_assert_int_gt(r[i].w, 0);
        ck_assert_int_gt(r[i].h, 0);
        for (j = i + 1; j < n; j++) {
            ck_assert_msg(!sh_rect_overlaps(r[i], r[j]),
                          "rects %d and %d overlap at %dx%d, %d players, viewer %d", i, j,
                          L->cv.w, L->cv.h, L->players, L->viewer);
        }
    }
}

START_TEST(test_layout_regions_apart)
{
    int si, players, viewer, s, i;
    for (si = 0; si < NSIZES; si++) {
        for (players = RK_MIN_SEATS; players <= RK_MAX_SEATS; players++) {
            for (viewer = 0; viewer < players; viewer++) {
                UiLayout L;
                ShRect r[RK_MAX_SEATS + UI_BTN_COUNT + 8];
                int n = 0;
                layout_for(&L, si, players, viewer);
                ck_assert_int_eq(L.players, players);
                ck_assert_int_eq(L.viewer, viewer);
                /* The viewer has no plate (its rack is at the bottom). */
                ck_assert_int_eq(L.plate[viewer].w, 0);
                for (s = 0; s < players; s++) {
                    if (s != viewer) {
                        ck_assert_int_gt(L.plate[s].w, 0);
                        r[n++] = L.plate[s];
                    }
                }
                for (i = 0; i < UI_BTN_COUNT; i++) {
                    r[n++] = L.button[i];
                }
                /* the viewer's first-seat draw on the table, clear of the bar */
                ck_assert(sh_rect_inside(L.area, L.first_draw));
                for (i = 0; i < UI_BTN_COUNT; i++) {
                    ck_assert(!sh_rect_overlaps(L.first_draw, L.button[i]));
                }
                ck_assert(!sh_rect_overlaps(L.first_draw, L.banner));
                ck_assert(!sh_rect_overlaps(L.first_draw, L.rack));
                r[n++] = L.area;
                r[n++] = L.banner;
                r[n++] = L.rack;
                r[n++] = L.pool;
                r[n++] = L.timer;
                check_apart(&L, r, n);
            }
        }
    }
}
END_TEST

/* A replay's layout: under each other seat's plate and its line its rack,
 * the table's area below them; none over another, all on the screen, no
 * button. */
START_TEST(test_layout_replay_regions_apart)
{
    int si, players, viewer, s, i;
    for (si = 0; si < NSIZES; si++) {
        for (players = RK_MIN_SEATS; players <= RK_MAX_SEATS; players++) {
            for (viewer = 0; viewer < players; viewer++) {
                UiLayout L;
                ShRect r[3 * RK_MAX_SEATS + 8];
                int n = 0;
                layout_for(&L, si, players, viewer);
                ui_layout_replay(&L);
                ck_assert(L.replay);
                ck_assert_int_eq(L.hand[viewer].w, 0);
                for (i = 0; i < UI_BTN_COUNT; i++) {
                    ck_assert_int_eq(L.button[i].w, 0);
                }
                ck_assert_int_eq(L.timer.w, 0);
                for (s = 0; s < players; s++) {
                    if (s != viewer) {
                        ck_assert_int_gt(L.hand[s].w, 0);
                        r[n++] = L.plate[s];
                        r[n++] = L.plate_info[s];
                        r[n++] = L.hand[s];
                        /* under its own plate */
                        ck_assert_int_ge(L.hand[s].y, L.plate_info[s].y + L.plate_info[s].h);
                        ck_assert_int_le(L.hand[s].x, L.plate[s].x);
                        ck_assert_int_ge(L.hand[s].x + L.hand[s].w, L.plate[s].x + L.plate[s].w);
                    }
                }
                ck_assert(sh_rect_inside(L.area, L.first_draw));
                r[n++] = L.mark;
                r[n++] = L.area;
                r[n++] = L.banner;
                r[n++] = L.rack;
                r[n++] = L.pool;
                check_apart(&L, r, n);
            }
        }
    }
}
END_TEST

START_TEST(test_layout_clamps)
{
    UiLayout L;
    ShCanvas c;
    sh_canvas_fit(&c, 1280, 800, SH_REF_W, SH_REF_H);
    ui_layout_compute(&L, &c, 9, 7);
    ck_assert_int_eq(L.players, RK_MAX_SEATS);
    ck_assert_int_eq(L.viewer, 0);
    ui_layout_compute(&L, &c, 0, -3);
    ck_assert_int_eq(L.players, RK_MIN_SEATS);
    ck_assert_int_eq(L.viewer, 0);
    /* At the reference size a length is itself. */
    ck_assert_int_eq(ui_px(&L, 48), 48);
    ck_assert_int_eq(L.area.w, 1248);
}
END_TEST

/* ---------------- the sets in rows ---------------- */

/* Lays lens[0..n-1] out on every canvas and checks the flow: every set's
 * underlay and the new set's place inside the table area, none touching
 * another, each tile inside its set's underlay and apart from its
 * neighbours, the sets in reading order.  (Plain tests with ck_abort_msg
 * in these loops: each ck_assert costs Check a write.) */
static void check_flow(const int *lens, int n)
{
    int si, s, k, i;
    for (si = 0; si < 2 * NSIZES; si++) {
        UiLayout L;
        UiFlow f;
        layout_for(&L, si % NSIZES, 2, 0);
        if (si >= NSIZES) {
            ui_layout_replay(&L); /* a replay's smaller area */
        }
        memset(&f, 0, sizeof f);
        ui_flow(&L, lens, n, &f);
        ck_assert_int_eq(f.nsets, n);
        ck_assert(f.scale >= 0.4f - 1e-6f && f.scale <= 1.0f + 1e-6f);
        ck_assert_msg(sh_rect_inside(L.area, f.newset), "the new set's place is off the table");
        for (s = 0; s < n; s++) {
            const UiSetBox *b = &f.set[s];
            if (b->n != lens[s] || !sh_rect_inside(L.area, b->under)) {
                ck_abort_msg("set %d of %d (len %d) off the table area at %dx%d, scale %.2f", s,
                             n, lens[s], L.cv.w, L.cv.h, (double)f.scale);
            }
            if (sh_rect_overlaps(b->under, f.newset)) {
                ck_abort_msg("set %d covers the new set's place", s);
            }
            for (i = 0; i < b->n; i++) {
                if (!sh_rect_inside(b->under, b->tile[i]) || b->tile[i].w <= 0 ||
                    (i > 0 && (sh_rect_overlaps(b->tile[i - 1], b->tile[i]) ||
                               b->tile[i].x <= b->tile[i - 1].x))) {
                    ck_abort_msg("tile %d of set %d out of place at %dx%d", i, s, L.cv.w, L.cv.h);
                }
            }
            for (k = s + 1; k < n; k++) {
                if (sh_rect_overlaps(b->under, f.set[k].under)) {
                    ck_abort_msg("sets %d and %d overlap (%d sets) at %dx%d", s, k, n, L.cv.w,
                                 L.cv.h);
                }
            }
            if (s > 0) {
                /* Reading order: right of the last, or on a lower row. */
                const ShRect *p = &f.set[s - 1].under;
                if (!(b->under.y > p->y || (b->under.y == p->y && b->under.x > p->x))) {
                    ck_abort_msg("set %d is not after set %d", s, s - 1);
                }
            }
        }
    }
}

START_TEST(test_flow_every_count_and_length)
{
    int lens[RK_TABLE_MAX_SETS];
    int n, len, s;
    /* Sets all of one length, as many as the box has tiles for. */
    for (n = 1; n <= RK_TABLE_MAX_SETS; n++) {
        for (len = 3; len <= RK_SET_MAX && n * len <= RK_TILES; len++) {
            for (s = 0; s < n; s++) {
                lens[s] = len;
            }
            check_flow(lens, n);
        }
    }
    /* No sets: the new set's place alone, at full size. */
    {
        UiLayout L;
        UiFlow f;
        layout_for(&L, 0, 2, 0);
        ui_flow(&L, lens, 0, &f);
        ck_assert_int_eq(f.nsets, 0);
        ck_assert(f.scale == 1.0f);
        ck_assert(sh_rect_inside(L.area, f.newset));
    }
}
END_TEST

START_TEST(test_flow_mixed_lengths)
{
    int lens[RK_TABLE_MAX_SETS];
    unsigned seed = 99u;
    int round;
    /* Random mixtures of 3..13 up to the box's 106 tiles, and the worst
     * packings: long and short sets one after another. */
    for (round = 0; round < 400; round++) {
        int n = 0, tiles = 0;
        int want = 1 + (int)(next_rand(&seed) % RK_TABLE_MAX_SETS);
        while (n < want) {
            int len = 3 + (int)(next_rand(&seed) % 11);
            if (tiles + len > RK_TILES) {
                len = RK_TILES - tiles;
                if (len < 3) {
                    break;
                }
            }
            lens[n++] = len;
            tiles += len;
        }
        check_flow(lens, n);
    }
    for (round = 0; round < 11; round++) {
        int n = 0, tiles = 0;
        while (n < RK_TABLE_MAX_SETS) {
            int len = n % 2 == 0 ? 13 - round : 3;
            if (tiles + len > RK_TILES) {
                break;
            }
            lens[n++] = len;
            tiles += len;
        }
        check_flow(lens, n);
    }
}
END_TEST

START_TEST(test_flow_small_table_full_size)
{
    static const int lens[] = {3, 4, 5};
    UiLayout L;
    UiFlow f;
    layout_for(&L, 0, 3, 1);
    ui_flow(&L, lens, 3, &f);
    ck_assert(f.scale == 1.0f);
    /* One row, the tiles at the art's size. */
    ck_assert_int_eq(f.set[0].under.y, f.set[2].under.y);
    ck_assert_int_eq(f.set[0].tile[0].w, 48);
    ck_assert_int_eq(f.set[0].tile[0].h, 64);
    /* Out-of-range counts are clamped, not trusted. */
    ui_flow(&L, lens, -4, &f);
    ck_assert_int_eq(f.nsets, 0);
}
END_TEST

/* ---------------- the rack's places ---------------- */

START_TEST(test_rack_places_apart)
{
    int si, n, i, j;
    for (si = 0; si < NSIZES; si++) {
        UiLayout L;
        layout_for(&L, si, 4, 2);
        for (n = 0; n <= 60; n++) {
            int per = ui_rack_per_row(n);
            ShRect r[62];
            ck_assert_int_ge(per, UI_RACK_ROW_MIN);
            ck_assert_int_ge(2 * per, n + 1); /* room for every tile and one more */
            for (i = 0; i <= n; i++) {
                r[i] = ui_rack_place(&L, per, i);
                if (!sh_rect_inside(L.rack, r[i]) || r[i].w <= 0) {
                    ck_abort_msg("place %d of %d off the rack", i, n);
                }
                for (j = 0; j < i; j++) {
                    if (sh_rect_overlaps(r[i], r[j])) {
                        ck_abort_msg("rack places %d and %d overlap with %d tiles at %dx%d", j, i,
                                     n, L.cv.w, L.cv.h);
                    }
                }
            }
            /* The back row first, left to right; the front row below it. */
            if (n >= 1) {
                ck_assert_int_lt(r[0].x, r[1].x);
            }
            if (n >= per) {
                ck_assert_int_gt(r[per].y, r[0].y);
                ck_assert_int_eq(r[per].x, r[0].x);
            }
        }
    }
}
END_TEST

/* ---------------- sets that keep their places ---------------- */

/* The sets' places in reference units, to compare two flows. */
static int same_place(const UiFlow *a, int i, const UiFlow *b, int j)
{
    return a->set[i].under.x == b->set[j].under.x && a->set[i].under.y == b->set[j].under.y;
}

START_TEST(test_flow_keep_places)
{
    /* Two rows of sets: the first row's last set ends near the right
     * edge. */
    int lens[13] = {4, 3, 5, 3, 4, 3, 3, 5, 3, 4, 3, 3, 0};
    int keys[13], grown[12];
    int n = 12, s, k, si;
    for (si = 0; si < NSIZES; si++) {
        UiLayout L;
        UiFlow f, g;
        UiFlowMemo memo;
        layout_for(&L, si, 2, 0);
        for (s = 0; s < n; s++) {
            keys[s] = s + 1;
        }
        ui_flow_keep(&L, lens, keys, n, NULL, UI_KEEP_BETWEEN, &f);
        ui_flow_memo(&f, keys, &memo);
        /* The same table: the same places. */
        ui_flow_keep(&L, lens, keys, n, &memo, UI_KEEP_BETWEEN, &g);
        for (s = 0; s < n; s++) {
            ck_assert_msg(same_place(&f, s, &g, s), "set %d moved with nothing changed", s);
        }
        /* A tile added to any one set: no set changes its row, and the
         * sets before it do not move at all. */
        for (k = 0; k < n; k++) {
            memcpy(grown, lens, sizeof grown);
            grown[k]++;
            ui_flow_keep(&L, grown, keys, n, &memo, UI_KEEP_BETWEEN, &g);
            ck_assert(g.scale == f.scale);
            for (s = 0; s < n; s++) {
                if (g.set[s].under.y != f.set[s].under.y ||
                    (s <= k && g.set[s].under.x != f.set[s].under.x)) {
                    ck_abort_msg("a tile added to set %d moved set %d (%d,%d -> %d,%d) at %dx%d",
                                 k, s, f.set[s].under.x, f.set[s].under.y, g.set[s].under.x,
                                 g.set[s].under.y, L.cv.w, L.cv.h);
                }
            }
        }
        /* A tile taken from a set: no set moves (a hole of a tile is kept). */
        for (k = 0; k < n; k++) {
            memcpy(grown, lens, sizeof grown);
            grown[k]--;
            ui_flow_keep(&L, grown, keys, n, &memo, UI_KEEP_BETWEEN, &g);
            for (s = 0; s < n; s++) {
                if (!same_place(&f, s, &g, s)) {
                    ck_abort_msg("a tile taken from set %d moved set %d", k, s);
                }
            }
        }
        /* A set taken away: the sets before it stay, those after it close
         * the hole along its row, none changes its row. */
        {
            int fewer[11], fkeys[11];
            for (s = 0, k = 0; s < n; s++) {
                if (s != 4) {
                    fewer[k] = lens[s];
                    fkeys[k++] = keys[s];
                }
            }
            ui_flow_keep(&L, fewer, fkeys, 11, &memo, UI_KEEP_BETWEEN, &g);
            for (s = 0; s < 11; s++) {
                int was = fkeys[s] - 1;
                ck_assert(s >= 4 || same_place(&f, was, &g, s));
                ck_assert_int_eq(g.set[s].under.y, f.set[was].under.y);
                ck_assert_int_le(g.set[s].under.x, f.set[was].under.x);
            }
        }
        /* A new set at the end: the others stay, it goes after them. */
        lens[n] = 3;
        keys[n] = -1;
        ui_flow_keep(&L, lens, keys, n + 1, &memo, UI_KEEP_BETWEEN, &g);
        for (s = 0; s < n; s++) {
            ck_assert(same_place(&f, s, &g, s));
        }
        ck_assert(g.set[n].under.y > g.set[n - 1].under.y ||
                  g.set[n].under.x > g.set[n - 1].under.x);
    }
}
END_TEST

/* Tables of `tiles` tiles or so in sets of 3 to 13, from seed: lens[],
 * their count returned. */
static int table_lens(unsigned *seed, int tiles, int *lens)
{
    int n = 0, sum = 0;
    while (sum < tiles && n < RK_TABLE_MAX_SETS) {
        int len = 3 + (int)(next_rand(seed) % (next_rand(seed) % 4 == 0 ? 11 : 4));
        lens[n++] = len;
        sum += len;
    }
    return n;
}

/* A table of about `tiles` tiles from seed laid out afresh (keys 1..n)
 * into *f and its memo; the number of sets. */
static int fresh_table(const UiLayout *L, unsigned *seed, int tiles, int *lens, int *keys,
                       UiFlow *f, UiFlowMemo *memo)
{
    int n = table_lens(seed, tiles, lens), s;
    for (s = 0; s < n; s++) {
        keys[s] = s + 1;
    }
    ui_flow_keep(L, lens, keys, n, NULL, UI_KEEP_BETWEEN, f);
    ui_flow_memo(f, keys, memo);
    return n;
}

/* A place of f's set s as a memo at another scale would put it. */
static float scaled(float v, float origin, float from, float to)
{
    return origin + (v - origin) * to / from;
}

/* During the player's turn a set split in two (X, or its end tiles
 * dragged away) keeps the table as it was: no set before it moves, its
 * halves lie side by side where it was, no set after it moves up or left;
 * when the table no longer fits it shrinks as it is (the places scaled),
 * never laid out anew.  And a set whose tiles all went elsewhere leaves
 * its place empty: nothing moves. */
START_TEST(test_flow_split_keeps_places)
{
    unsigned seed = 7u + 31u * (unsigned)_i;
    int si, round;
    for (si = 0; si < 3; si++) {
        UiLayout L;
        layout_for(&L, si, 4, 0);
        for (round = 0; round < 12; round++) {
            int lens[RK_TABLE_MAX_SETS], keys[RK_TABLE_MAX_SETS], s, k, p;
            UiFlow f, g;
            UiFlowMemo memo;
            int n = fresh_table(&L, &seed, 40 + (int)(next_rand(&seed) % 66), lens, keys, &f,
                                &memo);
            for (k = 0; k < n && n < RK_TABLE_MAX_SETS; k++) {
                for (p = 1; p < lens[k]; p++) {
                    int l2[RK_TABLE_MAX_SETS], k2[RK_TABLE_MAX_SETS], m = 0;
                    for (s = 0; s < n; s++) {
                        l2[m] = s == k ? p : lens[s];
                        k2[m++] = keys[s];
                        if (s == k) {
                            l2[m] = lens[s] - p;
                            k2[m++] = 1000;
                        }
                    }
                    ui_flow_keep(&L, l2, k2, m, &memo, UI_KEEP_TURN, &g);
                    ck_assert(g.scale <= f.scale);
                    for (s = 0; s < m; s++) {
                        int was = s <= k ? s : s - 1;
                        float wx = scaled(f.ref_x[was], 16.0f, f.scale, g.scale);
                        float wy = scaled(f.ref_y[was], 92.0f, f.scale, g.scale);
                        if (s <= k && (fabsf(g.ref_x[s] - wx) > 0.01f ||
                                       fabsf(g.ref_y[s] - wy) > 0.01f)) {
                            ck_abort_msg("splitting set %d of %d before tile %d moved set %d "
                                         "(%.1f,%.1f -> %.1f,%.1f, scale %.2f -> %.2f) at %dx%d",
                                         k, n, p, s, (double)wx, (double)wy, (double)g.ref_x[s],
                                         (double)g.ref_y[s], (double)f.scale, (double)g.scale,
                                         L.cv.w, L.cv.h);
                        }
                        if (s > k + 1 && (g.ref_y[s] < wy - 0.01f ||
                                          (fabsf(g.ref_y[s] - wy) < 0.01f &&
                                           g.ref_x[s] < wx - 0.01f))) {
                            ck_abort_msg("splitting set %d moved set %d up or left", k, s);
                        }
                    }
                    /* the second half right after the first: beside it, or
                     * first in the next row when the row has no room */
                    {
                        const ShRect *a = &g.set[k].under, *b = &g.set[k + 1].under;
                        int beside = b->y == a->y && b->x > a->x + a->w &&
                                     b->x - (a->x + a->w) <= ui_px(&L, 11.0f * g.scale);
                        int wrapped = b->y > a->y && b->x <= L.area.x + 1;
                        if (!beside && !wrapped) {
                            ck_abort_msg("the halves of set %d lie apart: %d,%d and %d,%d", k,
                                         a->x, a->y, b->x, b->y);
                        }
                    }
                    for (s = 0; s < m; s++) {
                        if (!sh_rect_inside(L.area, g.set[s].under)) {
                            ck_abort_msg("set %d off the table after a split", s);
                        }
                    }
                }
                /* the set taken away whole (its tiles gone to others) */
                {
                    int l2[RK_TABLE_MAX_SETS], k2[RK_TABLE_MAX_SETS], m = 0;
                    for (s = 0; s < n; s++) {
                        if (s != k) {
                            l2[m] = lens[s];
                            k2[m++] = keys[s];
                        }
                    }
                    ui_flow_keep(&L, l2, k2, m, &memo, UI_KEEP_TURN, &g);
                    for (s = 0; s < m; s++) {
                        if (!same_place(&f, k2[s] - 1, &g, s)) {
                            ck_abort_msg("taking set %d away moved set %d", k, k2[s] - 1);
                        }
                    }
                }
            }
        }
    }
}
END_TEST

/* A new set dropped on the free table lies where it was dropped: in the
 * row under the pointer, at the pointer (or in the free space beside it),
 * among the sets in reading order; nothing else moves. */
START_TEST(test_flow_new_set_where_dropped)
{
    unsigned seed = 11u;
    int si, round;
    for (si = 0; si < 3; si++) {
        UiLayout L;
        layout_for(&L, si, 3, 0);
        for (round = 0; round < 20; round++) {
            int lens[RK_TABLE_MAX_SETS + 1], keys[RK_TABLE_MAX_SETS + 1], s, tries, done = 0;
            UiFlow f, g;
            UiFlowMemo memo;
            int n = fresh_table(&L, &seed, 10 + (int)(next_rand(&seed) % 60), lens, keys, &f,
                                &memo);
            for (tries = 0; tries < 200 && done < 6; tries++) {
                int x = L.area.x + (int)(next_rand(&seed) % (unsigned)L.area.w);
                int y = L.area.y + (int)(next_rand(&seed) % (unsigned)L.area.h);
                int len = 1 + (int)(next_rand(&seed) % 3), l2[RK_TABLE_MAX_SETS + 1],
                    k2[RK_TABLE_MAX_SETS + 1], m = 0;
                UiNewPlace np;
                UiFlowMemo with = memo;
                int free_here = 1;
                for (s = 0; s < n; s++) {
                    free_here &= !sh_rect_contains(sh_rect_inset(f.set[s].under, -4), x, y);
                }
                if (!free_here) {
                    continue;
                }
                ui_flow_new_place(&L, &f, len, x, y, &np);
                ck_assert(np.index >= 0 && np.index <= n);
                ck_assert(sh_rect_inside(L.area, np.tile));
                for (s = 0; s <= n; s++) {
                    if (s == np.index) {
                        l2[m] = len;
                        k2[m++] = 1000;
                    }
                    if (s < n) {
                        l2[m] = lens[s];
                        k2[m++] = keys[s];
                    }
                }
                ui_flow_memo_add(&with, 1000, np.x, np.y);
                ui_flow_keep(&L, l2, k2, m, &with, UI_KEEP_TURN, &g);
                if (g.scale != f.scale) {
                    continue; /* (a full table shrinks: tested above) */
                }
                /* it lies where it was shown it would */
                if (g.ref_x[np.index] != np.x || g.ref_y[np.index] != np.y) {
                    ck_abort_msg("a new set dropped at %d,%d shown at %.1f,%.1f (set %d of %d) "
                                 "lies at %.1f,%.1f at %dx%d", x, y, (double)np.x, (double)np.y,
                                 np.index, m, (double)g.ref_x[np.index], (double)g.ref_y[np.index],
                                 L.cv.w, L.cv.h);
                }
                ck_assert_int_eq(g.set[np.index].tile[0].x, np.tile.x);
                ck_assert_int_eq(g.set[np.index].tile[0].y, np.tile.y);
                /* in the row under the pointer when that row holds it */
                if (y >= np.tile.y - ui_px(&L, 10) && y < np.tile.y + np.tile.h + ui_px(&L, 10)) {
                    done++;
                }
                /* the sets before it stay; those after it only as far
                 * on as it pushes them (never up or left) */
                for (s = 0; s < m; s++) {
                    const ShRect *now = &g.set[s].under, *was;
                    if (k2[s] == 1000) {
                        continue;
                    }
                    was = &f.set[k2[s] - 1].under;
                    if (s < np.index ? !same_place(&f, k2[s] - 1, &g, s)
                                     : now->y < was->y || (now->y == was->y && now->x < was->x)) {
                        ck_abort_msg("a new set dropped at %d,%d moved set %d", x, y, k2[s] - 1);
                    }
                }
            }
            ck_assert_int_gt(done, 0);
        }
    }
}
END_TEST

/* A row that made room for a split takes it back when the split is joined
 * again: the sets after the joined one return towards their places at the
 * turn's start, never left of them nor right of where they are. */
START_TEST(test_flow_pull_back)
{
    int lens[5] = {6, 3, 4, 3, 3}, keys[5] = {1, 2, 3, 4, 5}, split[6] = {3, 3, 3, 4, 3, 3};
    int skeys[6] = {1, 9, 2, 3, 4, 5}, s;
    UiLayout L;
    UiFlow f, g;
    UiFlowMemo start, memo;
    layout_for(&L, 0, 2, 0);
    ui_flow_keep(&L, lens, keys, 5, NULL, UI_KEEP_BETWEEN, &f);
    ui_flow_memo(&f, keys, &start);
    ck_assert(f.ref_y[4] == f.ref_y[0]); /* one row */
    /* set 1 split in two: the others pushed along */
    ui_flow_keep(&L, split, skeys, 6, &start, UI_KEEP_TURN, &g);
    ui_flow_memo(&g, skeys, &memo);
    ck_assert(g.ref_x[2] > f.ref_x[1]);
    /* joined again (key 9 took in key 1): the memo without key 1 */
    for (s = 0; s < memo.n; s++) {
        if (memo.key[s] == 9) {
            memo.x[s] = start.x[0];
        }
    }
    {
        int jl[5] = {6, 3, 4, 3, 3}, jk[5] = {9, 2, 3, 4, 5};
        ui_flow_memo_pull_back(&memo, &start, jk, jl, 5, 0);
        ui_flow_keep(&L, jl, jk, 5, &memo, UI_KEEP_TURN, &g);
        for (s = 1; s < 5; s++) {
            ck_assert_msg(g.ref_x[s] == f.ref_x[s], "set %d at %.1f, not %.1f", s,
                          (double)g.ref_x[s], (double)f.ref_x[s]);
        }
        /* never right of where a set is, nor for a memo of another scale */
        {
            int e2 = -1, e3 = -1;
            float x2, x3;
            for (s = 0; s < memo.n; s++) {
                e2 = memo.key[s] == 2 ? s : e2;
                e3 = memo.key[s] == 3 ? s : e3;
            }
            ck_assert(e2 >= 0 && e3 >= 0);
            memo.x[e2] -= 1.0f;
            x2 = memo.x[e2];
            ui_flow_memo_pull_back(&memo, &start, jk, jl, 5, 0);
            ck_assert(memo.x[e2] == x2);
            start.scale = 0.5f;
            memo.x[e3] += 30.0f;
            x3 = memo.x[e3];
            ui_flow_memo_pull_back(&memo, &start, jk, jl, 5, 0);
            ck_assert(memo.x[e3] == x3);
        }
    }
}
END_TEST

START_TEST(test_flow_keep_falls_back)
{
    /* Between turns, a memo of a smaller scale than the table needs now:
     * laid out afresh, as ui_flow does. */
    int lens[RK_TABLE_MAX_SETS], keys[RK_TABLE_MAX_SETS], s;
    UiLayout L;
    UiFlow f, g;
    UiFlowMemo memo;
    layout_for(&L, 0, 2, 0);
    for (s = 0; s < 4; s++) {
        lens[s] = 3;
        keys[s] = s + 1;
    }
    ui_flow_keep(&L, lens, keys, 4, NULL, UI_KEEP_BETWEEN, &f);
    ui_flow_memo(&f, keys, &memo);
    ck_assert(f.scale == 1.0f);
    /* 35 sets of 3: the table shrinks, the sets kept where they were
     * (their places scaled), the others after them. */
    for (s = 0; s < 35; s++) {
        lens[s] = 3;
        keys[s] = s + 1;
    }
    ui_flow_keep(&L, lens, keys, 35, &memo, UI_KEEP_BETWEEN, &g);
    ui_flow(&L, lens, 35, &f);
    ck_assert(g.scale == f.scale);
    ck_assert(g.scale < 1.0f);
    for (s = 0; s < 4; s++) {
        ck_assert(fabsf(g.ref_x[s] - (16.0f + (memo.x[s] - 16.0f) * g.scale)) < 0.01f);
        ck_assert(fabsf(g.ref_y[s] - (92.0f + (memo.y[s] - 92.0f) * g.scale)) < 0.01f);
    }
    for (s = 0; s < 35; s++) {
        ck_assert(sh_rect_inside(L.area, g.set[s].under));
    }
    /* From that small scale back to four sets: full size again between
     * turns, not during one (nothing moves under the player's hands). */
    ui_flow_memo(&g, keys, &memo);
    ui_flow_keep(&L, lens, keys, 4, &memo, UI_KEEP_BETWEEN, &g);
    ck_assert(g.scale == 1.0f);
    ui_flow_keep(&L, lens, keys, 4, &memo, UI_KEEP_TURN, &g);
    ck_assert(g.scale == memo.scale);
    for (s = 0; s < 4; s++) {
        ck_assert(g.ref_x[s] == memo.x[s] && g.ref_y[s] == memo.y[s]);
    }
}
END_TEST

/* ---------------- the game-end sheet ---------------- */

START_TEST(test_sheet_tiles_all_shown)
{
    int n;
    for (n = 1; n <= 90; n++) {
        UiSheetTiles st;
        ui_sheet_tiles(n, UI_SHEET_TILES_W, UI_SHEET_TILES_H, &st);
        if (st.rows < 1 || st.rows > 3 || st.rows * st.per_row < n ||
            (float)st.per_row * (st.w + UI_SHEET_GAP) - UI_SHEET_GAP > UI_SHEET_TILES_W + 0.01f ||
            (float)st.rows * (st.h + UI_SHEET_GAP) - UI_SHEET_GAP > UI_SHEET_TILES_H + 0.01f ||
            st.w < 10.0f || st.w > 30.0f) {
            ck_abort_msg("%d tiles: %d rows of %d, %.1f x %.1f", n, st.rows, st.per_row,
                         (double)st.w, (double)st.h);
        }
    }
    {
        /* A short rack in one row at the full size; 25 tiles in two
         * rows still large enough to read. */
        UiSheetTiles st;
        ui_sheet_tiles(6, UI_SHEET_TILES_W, UI_SHEET_TILES_H, &st);
        ck_assert_int_eq(st.rows, 1);
        ck_assert(st.w == 30.0f);
        ui_sheet_tiles(25, UI_SHEET_TILES_W, UI_SHEET_TILES_H, &st);
        ck_assert_int_eq(st.rows, 2);
        ck_assert(st.w >= 20.0f);
    }
}
END_TEST

/* ---------------- the screen's words ---------------- */

START_TEST(test_tile_words)
{
    static const char *const cases[][2] = {
        {"b13 r13 J", "Blue 13, red 13, joker"},
        {"play b3 J b5 now", "play blue 3, joker, blue 5 now"},
        {"play b10 o10 r10 and k6 k7 k8", "play blue 10, orange 10, red 10 and black 6 7 8"},
        {"k11 was on the table. r5 too", "Black 11 was on the table. Red 5 too"},
        {"Hint: b3 b4", "Hint: blue 3 4"},
        {"J J", "Joker, joker"},
        {"seat 2 has b10", "seat 2 has blue 10"},
        {"k1x b14 x9 J2", "k1x b14 x9 J2"},
    };
    char out[200];
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ui_tile_words(cases[i][0], out, sizeof out);
        ck_assert_msg(strcmp(out, cases[i][1]) == 0, "'%s' said '%s', not '%s'", cases[i][0], out,
                      cases[i][1]);
    }
    ui_tile_words("b13 r13 J", out, 8);
    ck_assert_uint_le(strlen(out), 7);
}
END_TEST

static RkSet set_of(const char *text)
{
    RkSet set;
    ck_assert_int_eq(rk_set_parse(text, strlen(text), &set, NULL, 0), TK_OK);
    return set;
}

START_TEST(test_set_words)
{
    static const char *const cases[][2] = {
        {"b3 b4 b5", "blue 3 4 5"},
        {"r1 k1 b1", "black, blue and red 1"},
        {"o7 k7 b7 r7", "black, blue, orange and red 7"},
        {"r7 J r9", "red 7 8 9 (joker as 8)"},
        {"J r8 J", "red 8 9 10 (jokers as 9 and 10)"},
        {"k1 r1 J", "black and red 1 and a joker"},
    };
    char out[120];
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RkSet set = set_of(cases[i][0]);
        ui_set_words(&set, out, sizeof out);
        ck_assert_msg(strcmp(out, cases[i][1]) == 0, "'%s' said '%s', not '%s'", cases[i][0], out,
                      cases[i][1]);
    }
}
END_TEST

/* A play from `before` to `after` (tables in notation), each tile's
 * origin as the engine finds it: each set after takes the tiles of the set
 * of before it shares most with, then any other set's, then the rack. */
static void play_of(const char *before, const char *after, int initial, RkPlayEvent *pe)
{
    uint8_t used[RK_TABLE_MAX_SETS][RK_SET_MAX];
    int taken[RK_TABLE_MAX_SETS] = {0};
    int s, i, b, j;
    memset(pe, 0, sizeof *pe);
    memset(used, 0, sizeof used);
    ck_assert_int_eq(rk_table_parse(before, strlen(before), &pe->before, NULL, 0), TK_OK);
    ck_assert_int_eq(rk_table_parse(after, strlen(after), &pe->after, NULL, 0), TK_OK);
    pe->initial = initial;
    for (s = 0; s < pe->after.nsets; s++) {
        int home = -1, best = 0;
        for (b = 0; b < pe->before.nsets; b++) {
            int o = rk_set_overlap(&pe->before.sets[b], &pe->after.sets[s]);
            if (!taken[b] && o > best) {
                best = o;
                home = b;
            }
        }
        if (home >= 0) {
            taken[home] = 1;
        }
        for (i = 0; i < pe->after.sets[s].n; i++) {
            RkTile tile = pe->after.sets[s].t[i];
            pe->from[s][i].set = -1;
            pe->from[s][i].pos = -1;
            for (b = home < 0 ? 0 : -1; b < pe->before.nsets && pe->from[s][i].set < 0; b++) {
                int in = b < 0 ? home : b;
                for (j = 0; j < pe->before.sets[in].n; j++) {
                    if (!used[in][j] && pe->before.sets[in].t[j] == tile) {
                        used[in][j] = 1;
                        pe->from[s][i].set = (int8_t)in;
                        pe->from[s][i].pos = (int8_t)j;
                        break;
                    }
                }
            }
            if (pe->from[s][i].set < 0) {
                pe->tiles[pe->n++] = tile;
                if (initial) {
                    pe->value += rk_tile_number(tile);
                }
            }
        }
    }
}

START_TEST(test_play_words)
{
    static const struct {
        const char *before, *after;
        int initial;
        const char *line;
        UiSetChange change[4];
    } cases[] = {
        {"-", "k1 b1 r1 | b3 b4 b5 | r4 r5 r6", 1,
         "Lena made the initial meld (30 points): black, blue and red 1; blue 3 4 5; red 4 5 6.",
         {UI_SET_NEW, UI_SET_NEW, UI_SET_NEW}},
        {"b3 b4 b5 | r4 r5 r6", "b3 b4 b5 | r4 r5 r6 r7", 0,
         "Lena added red 7 to make red 4 5 6 7.", {UI_SET_SAME, UI_SET_GROWN}},
        {"b3 b4 b5 | r4 r5 r6", "b3 b4 b5 | r4 r5 r6 r7 | o7 o8 o9", 0,
         "Lena made orange 7 8 9 and added red 7 to make red 4 5 6 7.",
         {UI_SET_SAME, UI_SET_GROWN, UI_SET_NEW}},
        {"b3 b4 b5 | o7 o8 o9", "b2 b3 b4 b5 | o7 o8 o9 o10", 0,
         "Lena added blue 2 to make blue 2 3 4 5 and added orange 10 to make orange 7 8 9 10.",
         {UI_SET_GROWN, UI_SET_GROWN}},
        /* the set said as it is after the play: its joker stands for 4 now */
        {"r5 r6 J", "r3 J r5 r6 r7", 0, "Lena added red 3 and 7 to make red 3 4 5 6 7 (joker as 4).",
         {UI_SET_GROWN}},
        /* a rearrangement says where each tile went */
        {"b3 b4 b5 b6 | r4 r5 r6", "b3 b4 b5 | b6 b7 b8 | r4 r5 r6", 0,
         "Lena rearranged 1 set into 2: blue 3 4 5 (from blue 3 4 5 6); blue 6 7 8 (blue 6 from "
         "blue 3 4 5 6, blue 7 and 8 from the rack).",
         {UI_SET_REARRANGED, UI_SET_REARRANGED, UI_SET_SAME}},
        {"k5 k6 k7 k8 | b5 b6 b7", "k6 k7 k8 | k5 b5 r5 | b6 b7 b8", 0,
         "Lena rearranged 2 sets into 3: black 6 7 8 (from black 5 6 7 8); black, blue and red 5 "
         "(black 5 from black 5 6 7 8, blue 5 from blue 5 6 7, red 5 from the rack); blue 6 7 8 "
         "(blue 6 and 7 from blue 5 6 7, blue 8 from the rack).",
         {UI_SET_REARRANGED, UI_SET_REARRANGED, UI_SET_REARRANGED}},
    };
    char line[UI_LOG_LINE], brief[UI_LOG_LINE];
    size_t c;
    int s;
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        RkPlayEvent pe;
        UiPlayChanges ch;
        play_of(cases[c].before, cases[c].after, cases[c].initial, &pe);
        ui_play_changes(&pe, &ch);
        for (s = 0; s < pe.after.nsets; s++) {
            ck_assert_msg(ch.change[s] == cases[c].change[s], "case %d set %d: change %d, not %d",
                          (int)c, s, ch.change[s], cases[c].change[s]);
        }
        ui_play_words(&pe, "Lena", line, sizeof line, brief, sizeof brief);
        ck_assert_msg(strcmp(line, cases[c].line) == 0, "said '%s', not '%s'", line, cases[c].line);
        if (strlen(line) <= UI_BRIEF_MAX) {
            ck_assert_str_eq(brief, line); /* short: the banner says it all */
        } else {
            ck_assert_uint_le(strlen(brief), UI_BRIEF_MAX);
        }
    }
    /* A long play: the banner's line counts what it did. */
    {
        RkPlayEvent pe;
        play_of("-", "k1 b1 r1 | b3 b4 b5 | r4 r5 r6 | k9 o9 r9 | o1 o2 o3 o4 | k10 k11 k12", 1,
                &pe);
        ui_play_words(&pe, "Lena", line, sizeof line, brief, sizeof brief);
        ck_assert_uint_gt(strlen(line), UI_BRIEF_MAX);
        ck_assert_msg(strstr(line, "black, orange and red 9") != NULL, "%s", line);
        ck_assert_str_eq(brief, "Lena made the initial meld (100 points) with 19 tiles: made 6 sets.");
        ck_assert_uint_le(strlen(brief), UI_BRIEF_MAX);
    }
}
END_TEST

/* A rearrangement in French: the tiles of a colour said with it once
 * ("7 et 8 bleu", not "7 bleu et 8"), those from the rack "du chevalet"
 * (not "de le chevalet"), the list's colon and semicolons as French
 * writes them (they were the English ": " and "; "). */
START_TEST(test_play_words_in_french)
{
    const char *b = getenv("RACKO_BUILD");
    char path[1024], msg[300], line[UI_LOG_LINE], brief[UI_LOG_LINE];
    TkCatalog *fr = NULL;
    RkPlayEvent pe;
    ck_assert_ptr_nonnull(b);
    snprintf(path, sizeof path, "%s/po/fr.mo", b);
    ck_assert_msg(tk_catalog_load(path, &fr, msg, sizeof msg) == TK_OK, "%s", msg);
    tk_lang_use(fr);
    play_of("b3 b4 b5 b6 | r4 r5 r6", "b3 b4 b5 | b6 b7 b8 | r4 r5 r6", 0, &pe);
    ui_play_words(&pe, "Lena", line, sizeof line, brief, sizeof brief);
    tk_lang_use(NULL);
    tk_catalog_free(fr);
    ck_assert_str_eq(line, "Lena a réarrangé 1 combinaison en 2\xC2\xA0: 3 4 5 bleu "
                           "(de 3 4 5 6 bleu)\xC2\xA0; 6 7 8 bleu (6 bleu de 3 4 5 6 bleu, "
                           "7 et 8 bleu du chevalet).");
}
END_TEST

START_TEST(test_play_stage)
{
    RkPlayEvent pe;
    UiStage st;
    /* Tiles only from the rack onto an empty table: no table step. */
    play_of("-", "k1 b1 r1 | b3 b4 b5", 1, &pe);
    ui_play_stage(&pe, &st);
    ck_assert_int_eq(st.table_ms, 0);
    ck_assert_int_gt(st.stagger_ms, 0);
    ck_assert_int_eq(st.total_ms, 5 * st.stagger_ms + st.fly_ms + 200);
    /* A tile moved from one set to another: the table first, briefly. */
    play_of("b3 b4 b5 b6 | r4 r5 r6", "b3 b4 b5 | b6 b7 b8 | r4 r5 r6", 0, &pe);
    ui_play_stage(&pe, &st);
    ck_assert_int_gt(st.table_ms, 0);
    ck_assert_int_le(st.table_ms, 600);
    ck_assert_int_eq(st.total_ms, st.table_ms + st.stagger_ms + st.fly_ms + 200);
    /* A set kept in its place: its key is its place's. */
    {
        int keys[RK_TABLE_MAX_SETS];
        ui_play_keys(&pe, keys);
        ck_assert_int_eq(keys[0], 1); /* b3 b4 b5 goes on from b3..b6 */
        ck_assert_int_lt(keys[1], 0); /* b6 b7 b8 is new to the screen */
        ck_assert_int_eq(keys[2], 2);
    }
}
END_TEST


/* The Rules page's pictures say what their words say: each set of the
 * sets' and the initial meld's pictures is named in its section's text
 * as the screen names it, and the meld's value is the one the text gives
 * ("make 27: not enough", under three 9s, not three 10s worth 30). */
START_TEST(test_rules_pictures_match_words)
{
    const ShRulesSection *sec = rummikub_game.rules;
    int i, s, pictures = 0, melds = 0;
    for (i = 0; i < rummikub_game.nrules; i++) {
        RkTable tb;
        char words[120], said[40];
        int value = 0;
        if (sec[i].picture == 0) {
            continue;
        }
        ck_assert_int_eq(ui_rules_picture_sets(sec[i].picture, &tb), TK_OK);
        ck_assert_int_gt(tb.nsets, 0);
        pictures++;
        for (s = 0; s < tb.nsets; s++) {
            RkReading rd;
            ck_assert_int_eq(rk_set_read(&tb.sets[s], &rd, NULL, 0), TK_OK);
            value += rd.value;
            if (strcmp(sec[i].heading, "Jokers") == 0) {
                continue; /* a joker's picture, said in general words */
            }
            ui_set_words(&tb.sets[s], words, sizeof words);
            ck_assert_msg(strstr(sec[i].text, words) != NULL ||
                              (words[0] = (char)(words[0] - 'a' + 'A'),
                               strstr(sec[i].text, words) != NULL),
                          "'%s' does not name its picture's %s", sec[i].heading, words);
        }
        if (strcmp(sec[i].heading, "The initial meld") == 0) {
            melds++;
            snprintf(said, sizeof said, "make %d", value);
            ck_assert_msg(strstr(sec[i].text, said) != NULL, "the meld's picture is worth %d: %s",
                          value, sec[i].text);
            ck_assert_int_eq(strstr(sec[i].text, "not enough") != NULL, value < RK_MELD_MIN);
        }
    }
    ck_assert_int_eq(pictures, 3);
    ck_assert_int_eq(melds, 1);
    ck_assert_int_eq(ui_rules_picture_sets(99, NULL), TK_E_ARG);
}
END_TEST

/* ---------------- the new-game options ---------------- */

START_TEST(test_options_round_trip)
{
    static const int timers[] = {0, 30, 45, 60, 90, 120};
    static const int games[] = {1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20};
    UiOptions o, back, def;
    char buf[64];
    size_t ti, gi;
    ck_assert_uint_eq(rummikub_game.options_size, sizeof(UiOptions));
    rummikub_game.options_default(&def);
    ck_assert_int_eq(def.timer, RK_TIMER_DEFAULT);
    ck_assert_int_eq(def.games, RK_GAMES_DEFAULT);
    for (ti = 0; ti < sizeof timers / sizeof timers[0]; ti++) {
        for (gi = 0; gi < sizeof games / sizeof games[0]; gi++) {
            size_t n;
            memset(&o, 0, sizeof o);
            o.timer = timers[ti];
            o.games = games[gi];
            n = rummikub_game.options_format(&o, buf, sizeof buf);
            ck_assert_uint_eq(n, strlen(buf));
            memset(&back, 0x55, sizeof back);
            ck_assert_int_eq(rummikub_game.options_parse(&back, buf), 0);
            ck_assert_int_eq(back.timer, o.timer);
            ck_assert_int_eq(back.games, o.games);
            /* Every value the form offers is fine for every table. */
            ck_assert_int_eq(rummikub_game.options_check(&o, 2, buf, sizeof buf), 0);
        }
    }
    rummikub_game.options_format(&def, buf, sizeof buf);
    ck_assert_str_eq(buf, "timer=60 games=4");
}
END_TEST

START_TEST(test_options_bad_lines)
{
    static const char *const bad[] = {
        "",
        "timer=60",
        "games=4",
        "timer=61 games=4",   /* not a timer the form offers */
        "timer=60 games=7",   /* nor a length */
        "timer=60 games=0",
        "timer=60 games=21",
        "timer=-30 games=4",
        "timer=60 games=4 x", /* something after */
        "timer=60 games=4\n",
        "games=4 timer=60",   /* another order */
        "timer=sixty games=4",
        "rules=bonus target=500", /* another game's line */
    };
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        UiOptions o;
        o.timer = 45;
        o.games = 8;
        ck_assert_msg(rummikub_game.options_parse(&o, bad[i]) == -1, "'%s' was taken", bad[i]);
        /* Refused: left as it was. */
        ck_assert_int_eq(o.timer, 45);
        ck_assert_int_eq(o.games, 8);
    }
}
END_TEST

START_TEST(test_options_form_steps)
{
    UiOptions o;
    int i;
    rummikub_game.options_default(&o);
    /* Forward through the timer's choices, stopping at the end. */
    for (i = 0; i < 10; i++) {
        rummikub_game.options_widget(&o, SH_ID_GAME + 50, 1);
    }
    ck_assert_int_eq(o.timer, 120);
    for (i = 0; i < 10; i++) {
        rummikub_game.options_widget(&o, SH_ID_GAME + 50, -1);
    }
    ck_assert_int_eq(o.timer, 0);
    for (i = 0; i < 20; i++) {
        rummikub_game.options_widget(&o, SH_ID_GAME + 51, 1);
    }
    ck_assert_int_eq(o.games, 20);
    ck_assert_int_eq(rummikub_game.options_widget(&o, 12345, 1), 0);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("rummikub_ui_core");
    TCase *tc = tcase_create("layout");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_layout_regions_apart);
    tcase_add_test(tc, test_layout_replay_regions_apart);
    tcase_add_test(tc, test_layout_clamps);
    tcase_add_test(tc, test_flow_every_count_and_length);
    tcase_add_test(tc, test_flow_mixed_lengths);
    tcase_add_test(tc, test_flow_small_table_full_size);
    tcase_add_test(tc, test_rack_places_apart);
    tcase_add_test(tc, test_flow_keep_places);
    tcase_add_test(tc, test_flow_keep_falls_back);
    tcase_add_loop_test(tc, test_flow_split_keeps_places, 0, 4);
    tcase_add_test(tc, test_flow_new_set_where_dropped);
    tcase_add_test(tc, test_flow_pull_back);
    tcase_add_test(tc, test_sheet_tiles_all_shown);
    suite_add_tcase(s, tc);
    tc = tcase_create("words");
    tcase_add_test(tc, test_tile_words);
    tcase_add_test(tc, test_set_words);
    tcase_add_test(tc, test_play_words);
    tcase_add_test(tc, test_play_words_in_french);
    tcase_add_test(tc, test_play_stage);
    tcase_add_test(tc, test_rules_pictures_match_words);
    suite_add_tcase(s, tc);
    tc = tcase_create("options");
    tcase_add_test(tc, test_options_round_trip);
    tcase_add_test(tc, test_options_bad_lines);
    tcase_add_test(tc, test_options_form_steps);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(suite(), NULL, 0);
}
