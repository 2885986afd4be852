/*
 * play.c - the end of a turn as the rules judge it: a play is the whole
 * table as the player leaves it, checked against the table at the start
 * of the turn and the player's rack; and, for the events, which tile of
 * the new table was where before.
 */
#include <string.h>

#include "game_impl.h"
#include "kit/lang.h"
#include "kit/text.h"

static void tile_text(RkTile t, char out[RK_TILE_TEXT])
{
    rk_tile_format(t, out);
}

/* The shape of a table from outside: no empty or too long set, no value
 * that is no tile.  TK_OK or TK_E_ARG with a sentence. */
static int check_shape(const RkTable *in, char *msg, size_t size)
{
    if (in->nsets < 0 || in->nsets > RK_TABLE_MAX_SETS) {
        tk_text_message(msg, size, NC_("refusal", "a table has 0 to %d sets, not %d"),
                        RK_TABLE_MAX_SETS, in->nsets);
        return TK_E_ARG;
    }
    for (int s = 0; s < in->nsets; s++) {
        const RkSet *set = &in->sets[s];
        if (set->n == 0 || set->n > RK_SET_MAX) {
            tk_text_message(msg, size, NC_("refusal", "set %d has %d tiles: a set has 1 to %d"),
                            s + 1, set->n, RK_SET_MAX);
            return TK_E_ARG;
        }
        for (int i = 0; i < set->n; i++) {
            if (set->t[i] > RK_JOKER) {
                tk_text_message(msg, size, NC_("refusal", "set %d holds %d, which is no tile"),
                                s + 1, set->t[i]);
                return TK_E_ARG;
            }
        }
    }
    return TK_OK;
}

static int same_set(const RkSet *a, const RkSet *b)
{
    return a->n == b->n && memcmp(a->t, b->t, a->n) == 0;
}

/* The judgement itself: `before` the table at the start of the turn (each
 * set in the game's order), the seat's rack and whether it has melded. */
static int judge(const RkTable *before_table, const RkCounts *rack, int melded, const RkTable *in,
                 RkChecked *out, char *msg, size_t size)
{
    int rc = check_shape(in, msg, size);
    if (rc != TK_OK) {
        return rc;
    }
    RkCounts now;
    RkCounts before;
    rk_counts_clear(&now);
    rk_counts_clear(&before);
    rk_counts_add_table(&now, in);
    rk_counts_add_table(&before, before_table);
    char t[RK_TILE_TEXT];

    /* Every tile of the table still there, jokers included. */
    for (int k = 0; k < RK_KINDS; k++) {
        if (now.n[k] < before.n[k]) {
            tile_text((RkTile)k, t);
            if (before.n[k] - now.n[k] == 2) {
                tk_text_message(msg, size,
                                NC_("refusal", "both %s were on the table and are missing"), t);
            } else {
                tk_text_message(msg, size, NC_("refusal", "%s was on the table and is missing"), t);
            }
            return TK_E_MOVE;
        }
    }
    /* Every other tile from the rack. */
    memset(out, 0, sizeof *out);
    for (int k = 0; k < RK_KINDS; k++) {
        int extra = now.n[k] - before.n[k];
        if (extra > rack->n[k]) {
            tile_text((RkTile)k, t);
            if (rack->n[k] == 0) {
                tk_text_message(msg, size, NC_("refusal", "%s is not on your rack"), t);
            } else {
                tk_text_message(msg, size, NC_("refusal", "%s is on your rack only once"), t);
            }
            return TK_E_MOVE;
        }
        out->from_rack.n[k] = (uint8_t)extra;
        out->n += extra;
    }
    if (out->n == 0) {
        tk_text_message(
            msg, size,
            NC_("refusal", "a play must put at least one tile from your rack on the table"));
        return TK_E_RULE;
    }
    /* Every set valid; each kept in the game's order. */
    RkReading reading[RK_TABLE_MAX_SETS];
    out->table.nsets = in->nsets;
    for (int s = 0; s < in->nsets; s++) {
        if (rk_set_read(&in->sets[s], &reading[s], msg, size) != TK_OK) {
            return TK_E_RULE;
        }
        out->table.sets[s].n = (uint8_t)reading[s].n;
        memcpy(out->table.sets[s].t, reading[s].order, (size_t)reading[s].n);
    }
    if (melded) {
        return TK_OK;
    }
    /* The initial meld: the old sets all there as they were, matched one
     * to one; the new ones (rack tiles only, then) worth 30. */
    int used[RK_TABLE_MAX_SETS] = {0};
    for (int o = 0; o < before_table->nsets; o++) {
        int found = -1;
        for (int s = 0; s < out->table.nsets && found < 0; s++) {
            if (!used[s] && same_set(&before_table->sets[o], &out->table.sets[s])) {
                found = s;
            }
        }
        if (found < 0) {
            char text[RK_SET_MAX * 4 + 1];
            rk_set_format(&before_table->sets[o], text, sizeof text);
            tk_text_message(msg, size,
                            NC_("refusal",
                                "your initial meld must leave the sets on the table as they were, "
                                "and %s is not there as it was"),
                            text);
            return TK_E_RULE;
        }
        used[found] = 1;
    }
    int value = 0;
    for (int s = 0; s < out->table.nsets; s++) {
        if (!used[s]) {
            value += reading[s].value;
        }
    }
    if (value < RK_MELD_MIN) {
        tk_text_message(msg, size, NC_("refusal", "your initial meld is worth %d: it needs %d"),
                        value, RK_MELD_MIN);
        return TK_E_RULE;
    }
    out->initial = 1;
    out->value = value;
    return TK_OK;
}

int eng_check_play(const RkState *st, int seat, const RkTable *in, RkChecked *out, char *msg,
                   size_t size)
{
    return judge(&st->table, &st->rack[seat], st->log[seat].melded, in, out, msg, size);
}

int rk_judge_play(const RkTable *before, const RkCounts *rack, int melded, const RkTable *after,
                  int *value, char *msg, size_t size)
{
    RkChecked c;
    if (before == NULL || rack == NULL || after == NULL) {
        tk_text_message(msg, size, "no table to judge");
        return TK_E_ARG;
    }
    int rc = judge(before, rack, melded, after, &c, msg, size);
    if (value != NULL) {
        *value = rc == TK_OK ? c.value : 0;
    }
    return rc;
}

void eng_play_origins(const RkTable *before, const RkTable *after,
                      RkFrom from[RK_TABLE_MAX_SETS][RK_SET_MAX])
{
    int nb = before->nsets;
    int na = after->nsets;
    int pair_of_new[RK_TABLE_MAX_SETS];
    int old_paired[RK_TABLE_MAX_SETS] = {0};
    uint8_t taken[RK_TABLE_MAX_SETS][RK_SET_MAX];
    int ov[RK_TABLE_MAX_SETS][RK_TABLE_MAX_SETS];

    memset(taken, 0, sizeof taken);
    for (int s = 0; s < RK_TABLE_MAX_SETS; s++) {
        pair_of_new[s] = -1;
        for (int i = 0; i < RK_SET_MAX; i++) {
            from[s][i].set = -1;
            from[s][i].pos = -1;
        }
    }
    for (int s = 0; s < na; s++) {
        for (int o = 0; o < nb; o++) {
            ov[s][o] = rk_set_overlap(&after->sets[s], &before->sets[o]);
        }
    }
    /* Pair new sets with old ones, the largest overlap first (the lowest
     * indices on a tie). */
    for (;;) {
        int best = 0, bs = -1, bo = -1;
        for (int s = 0; s < na; s++) {
            if (pair_of_new[s] >= 0) {
                continue;
            }
            for (int o = 0; o < nb; o++) {
                if (!old_paired[o] && ov[s][o] > best) {
                    best = ov[s][o];
                    bs = s;
                    bo = o;
                }
            }
        }
        if (bs < 0) {
            break;
        }
        pair_of_new[bs] = bo;
        old_paired[bo] = 1;
    }
    /* A tile stays with its paired set when it can, else comes from any
     * old place of its kind still free, else from the rack. */
    for (int s = 0; s < na; s++) {
        int o = pair_of_new[s];
        if (o < 0) {
            continue;
        }
        for (int i = 0; i < after->sets[s].n; i++) {
            for (int j = 0; j < before->sets[o].n; j++) {
                if (!taken[o][j] && before->sets[o].t[j] == after->sets[s].t[i]) {
                    taken[o][j] = 1;
                    from[s][i].set = (int8_t)o;
                    from[s][i].pos = (int8_t)j;
                    break;
                }
            }
        }
    }
    for (int s = 0; s < na; s++) {
        for (int i = 0; i < after->sets[s].n; i++) {
            if (from[s][i].set >= 0) {
                continue;
            }
            for (int o = 0; o < nb && from[s][i].set < 0; o++) {
                for (int j = 0; j < before->sets[o].n; j++) {
                    if (!taken[o][j] && before->sets[o].t[j] == after->sets[s].t[i]) {
                        taken[o][j] = 1;
                        from[s][i].set = (int8_t)o;
                        from[s][i].pos = (int8_t)j;
                        break;
                    }
                }
            }
        }
    }
}
