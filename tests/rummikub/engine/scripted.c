/* scripted.c - Rummikub games with every tile fixed (scripted.h). */
#include "scripted.h"

#include <check.h>
#include <string.h>

RkCounts counts_of(const char *text)
{
    RkCounts c;
    rk_counts_clear(&c);
    if (text == NULL || text[0] == '\0') {
        return c;
    }
    RkSet s;
    char msg[200] = "";
    /* A long list: parse it a tile at a time. */
    const char *p = text;
    while (*p != '\0') {
        while (*p == ' ') {
            p++;
        }
        const char *q = p;
        while (*q != '\0' && *q != ' ') {
            q++;
        }
        if (q > p) {
            ck_assert_msg(rk_set_parse(p, (size_t)(q - p), &s, msg, sizeof msg) == TK_OK, "%s: %s",
                          text, msg);
            c.n[s.t[0]]++;
        }
        p = q;
    }
    return c;
}

RkTable table_of(const char *text)
{
    RkTable t;
    char msg[200] = "";
    memset(&t, 0, sizeof t);
    ck_assert_msg(rk_table_parse(text, strlen(text), &t, msg, sizeof msg) == TK_OK, "%s: %s", text, msg);
    return t;
}

/* Takes one tile of kind k out of the spare counts (it must be there). */
static void take_spare(RkCounts *spare, RkTile k)
{
    ck_assert_msg(spare->n[k] > 0, "the script uses tile kind %d more than twice", k);
    spare->n[k]--;
}

/* The next spare tile: numbered ones highest first, jokers last. */
static RkTile next_spare(RkCounts *spare)
{
    for (int k = RK_JOKER - 1; k >= 0; k--) {
        if (spare->n[k] > 0) {
            spare->n[k]--;
            return (RkTile)k;
        }
    }
    ck_assert_int_gt(spare->n[RK_JOKER], 0);
    spare->n[RK_JOKER]--;
    return RK_JOKER;
}

static void list_of(const char *text, RkTile *out, int *n)
{
    *n = 0;
    if (text == NULL) {
        return;
    }
    const char *p = text;
    while (*p != '\0') {
        while (*p == ' ') {
            p++;
        }
        const char *q = p;
        while (*q != '\0' && *q != ' ') {
            q++;
        }
        if (q > p) {
            ck_assert_int_eq(rk_tile_parse(p, (size_t)(q - p), &out[*n]), TK_OK);
            (*n)++;
        }
        p = q;
    }
}

void scripted_mix(const char *const *racks, int nracks, const char *pool, RkTile order[RK_TILES])
{
    RkCounts spare;
    for (int k = 0; k < RK_KINDS; k++) {
        spare.n[k] = RK_COPIES;
    }
    RkTile tiles[RK_MAX_SEATS][RK_TILES];
    int n[RK_MAX_SEATS] = {0};
    RkTile top[RK_TILES];
    int ntop = 0;
    ck_assert_int_le(nracks, RK_MAX_SEATS);
    for (int s = 0; s < nracks; s++) {
        list_of(racks[s], tiles[s], &n[s]);
        ck_assert_int_le(n[s], RK_RACK_START);
        for (int i = 0; i < n[s]; i++) {
            take_spare(&spare, tiles[s][i]);
        }
    }
    list_of(pool, top, &ntop);
    for (int i = 0; i < ntop; i++) {
        take_spare(&spare, top[i]);
    }
    int at = 0;
    for (int s = 0; s < RK_MAX_SEATS; s++) {
        for (int i = 0; i < RK_RACK_START; i++) {
            if (s < nracks && i < n[s]) {
                order[at++] = tiles[s][i];
            } else if (s < nracks) {
                order[at++] = next_spare(&spare);
            }
        }
    }
    /* Seats beyond nracks are dealt from what follows: the pool's top
     * would go to them, so the caller names every seat it deals to. */
    for (int i = 0; i < ntop; i++) {
        order[at++] = top[i];
    }
    while (at < RK_TILES) {
        order[at++] = next_spare(&spare);
    }
}

void scripted_mix_final(const RkCounts *final, int nseats, const int *draws, int ndraws,
                        RkTile order[RK_TILES])
{
    RkTile tiles[RK_MAX_SEATS][RK_TILES];
    int n[RK_MAX_SEATS] = {0};
    int used[RK_MAX_SEATS] = {0};
    int total = 0;
    for (int s = 0; s < nseats; s++) {
        for (int k = 0; k < RK_KINDS; k++) {
            for (int c = 0; c < final[s].n[k]; c++) {
                tiles[s][n[s]++] = (RkTile)k;
            }
        }
        total += n[s];
    }
    ck_assert_int_eq(total, RK_TILES);
    int at = 0;
    for (int s = 0; s < nseats; s++) {
        ck_assert_int_ge(n[s], RK_RACK_START);
        for (int i = 0; i < RK_RACK_START; i++) {
            order[at++] = tiles[s][used[s]++];
        }
    }
    for (int d = 0; d < ndraws; d++) {
        int s = draws[d];
        ck_assert_int_lt(used[s], n[s]);
        order[at++] = tiles[s][used[s]++];
    }
    ck_assert_int_eq(at, RK_TILES);
}

RkGame *scripted_game(int players, int timer, int games, int first, const char *const *racks,
                      int nracks, const char *pool)
{
    RkConfig cfg;
    rk_config_default(&cfg, players);
    cfg.timer = timer;
    cfg.games = games;
    cfg.first = first;
    RkGame *g = NULL;
    char msg[200] = "";
    ck_assert_msg(rk_game_new(&cfg, 7, &g, msg, sizeof msg) == TK_OK, "%s", msg);
    scripted_next(g, racks, nracks, pool);
    return g;
}

void scripted_next(RkGame *g, const char *const *racks, int nracks, const char *pool)
{
    RkTile order[RK_TILES];
    ck_assert_int_eq(nracks, rk_game_config(g)->players);
    scripted_mix(racks, nracks, pool, order);
    ck_assert_int_eq(rk_game_script_mix(g, order, RK_TILES), TK_OK);
    ck_assert_msg(rk_deal(g) == TK_OK, "deal: %s", rk_game_error(g));
    check_invariants(g);
}

void must_play(RkGame *g, int seat, const char *table)
{
    RkTable t = table_of(table);
    int rc = rk_play(g, seat, &t);
    ck_assert_msg(rc == TK_OK, "seat %d playing %s: %s (%d)", seat + 1, table, rk_game_error(g), rc);
    check_invariants(g);
}

void must_draw(RkGame *g, int seat)
{
    int rc = rk_draw(g, seat);
    ck_assert_msg(rc == TK_OK, "seat %d drawing: %s", seat + 1, rk_game_error(g));
    check_invariants(g);
}

void refused(RkGame *g, int seat, const char *table, int status, const char *why)
{
    RkTable t = table_of(table);
    RkGame *before = NULL;
    ck_assert_int_eq(rk_game_clone(g, &before), TK_OK);
    int pending = rk_event_pending(g);
    int history = rk_game_history_count(g);
    ck_assert_int_eq(rk_check_play(g, seat, &t), status);
    int rc = rk_play(g, seat, &t);
    ck_assert_msg(rc == status, "%s: status %d, not %d (%s)", table, rc, status, rk_game_error(g));
    ck_assert_msg(strstr(rk_game_error(g), why) != NULL, "%s: '%s' lacks '%s'", table, rk_game_error(g),
                  why);
    ck_assert_msg(strchr(rk_game_error(g), '\n') == NULL, "more than a line");
    ck_assert(rk_game_same(g, before));
    ck_assert_int_eq(rk_event_pending(g), pending);
    ck_assert_int_eq(rk_game_history_count(g), history);
    rk_game_free(before);
}

void check_invariants(const RkGame *g)
{
    RkCounts all;
    rk_counts_clear(&all);
    const RkConfig *cfg = rk_game_config(g);
    int rn = 0;
    for (int s = 0; s < cfg->players; s++) {
        RkCounts r;
        int n = rk_game_rack(g, s, &r);
        ck_assert_int_eq(n, rk_counts_total(&r));
        rn += n;
        for (int k = 0; k < RK_KINDS; k++) {
            all.n[k] = (uint8_t)(all.n[k] + r.n[k]);
        }
    }
    RkTile pool[RK_TILES];
    int np = rk_game_pool(g, pool);
    ck_assert_int_eq(np, rk_game_pool_count(g));
    for (int i = 0; i < np; i++) {
        all.n[pool[i]]++;
    }
    const RkTable *t = rk_game_table(g);
    rk_counts_add_table(&all, t);
    if (rk_game_number(g) > 0) {
        for (int k = 0; k < RK_KINDS; k++) {
            ck_assert_msg(all.n[k] == RK_COPIES, "kind %d: %d tiles", k, all.n[k]);
        }
        RkCounts on_table;
        rk_counts_clear(&on_table);
        rk_counts_add_table(&on_table, t);
        ck_assert_int_eq(rn + np + rk_counts_total(&on_table), RK_TILES);
    }
    for (int s = 0; s < t->nsets; s++) {
        RkReading r;
        char msg[200] = "";
        ck_assert_msg(rk_set_read(&t->sets[s], &r, msg, sizeof msg) == TK_OK, "table set %d: %s", s + 1,
                      msg);
        /* Kept in the game's order. */
        ck_assert_int_eq(memcmp(r.order, t->sets[s].t, t->sets[s].n), 0);
    }
}

void drain_pool(RkGame *g)
{
    while (rk_game_phase(g) == RK_PHASE_TURN && rk_game_pool_count(g) > 0) {
        must_draw(g, rk_game_to_act(g));
    }
}
