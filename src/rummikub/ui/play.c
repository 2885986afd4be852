/* play.c - the viewer's hands on the table: tiles dragged or clicked
 * between the rack and the sets, the keyboard's focus, the buttons, the
 * hint, all through the turn editor (rummikub/edit.h).  An input the
 * rules refuse is never ignored in silence: the banner says why.  No SDL. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "rummikub/words.h"
#include "table.h"

#define DRAG_START_PX 6 /* a press becomes a drag past this many pixels */

static int rack_visible(const ShTable *t)
{
    return t->revealed && mt_match_seat_kind(t->match, t->viewer) == MT_SEAT_HUMAN;
}

void ui_play_reset(ShTable *t)
{
    t->nsel = 0;
    t->pressed = 0;
    t->dragging = 0;
}

int ui_play_selected(const ShTable *t, RkEditSpot sp)
{
    int i;
    for (i = 0; i < t->nsel; i++) {
        if (t->sel[i].where == sp.where && t->sel[i].pos == sp.pos &&
            (sp.where == RK_EDIT_RACK || t->sel[i].set == sp.set)) {
            return 1;
        }
    }
    return 0;
}

static void unselect(ShTable *t, RkEditSpot sp)
{
    int i;
    for (i = 0; i < t->nsel; i++) {
        if (t->sel[i].where == sp.where && t->sel[i].pos == sp.pos &&
            (sp.where == RK_EDIT_RACK || t->sel[i].set == sp.set)) {
            memmove(&t->sel[i], &t->sel[i + 1], sizeof t->sel[0] * (size_t)(t->nsel - i - 1));
            t->nsel--;
            return;
        }
    }
}

static void toggle(ShTable *t, RkEditSpot sp)
{
    if (ui_play_selected(t, sp)) {
        unselect(t, sp);
    } else if (t->nsel < RK_TILES) {
        t->sel[t->nsel++] = sp;
    }
    sh_host_sound(t->host, SH_SND_CLICK);
}

void ui_play_set_reason(const ShTable *t, int set, char *buf, size_t size)
{
    buf[0] = '\0';
    if (t->editing && set >= 0 && set < rk_edit_nsets(t->edit)) {
        char why[300], said[400];
        if (rk_edit_set_read(t->edit, set, NULL, why, sizeof why) != TK_OK) {
            /* the engine's English sentence, said in the player's language */
            tk_tr_formed("refusal", why, said, sizeof said);
            ui_tile_words(said, buf, size);
        }
    }
}

int ui_play_button_enabled(const ShTable *t, UiButton b)
{
    int act = ui_table_can_act(t);
    switch (b) {
    case UI_BTN_MENU:
        return 1;
    case UI_BTN_HINT:
        return act;
    case UI_BTN_SORT_RUNS:
    case UI_BTN_SORT_GROUPS:
        return rack_visible(t) && t->board.nrack > 1;
    case UI_BTN_UNDO:
        return act && rk_edit_history(t->edit) > 0;
    case UI_BTN_RESET:
        return act && rk_edit_changed(t->edit);
    case UI_BTN_DRAW:
    case UI_BTN_END:
        return act;
    case UI_BTN_MOVES:
        return !sh_host_covered(t->host) && t->scr.dialog == UI_DLG_NONE && !t->pass_pending;
    default:
        return 0;
    }
}

/* ------------------------------------------------------------------ */
/* The panel of the recent moves                                       */

void ui_play_moves(ShTable *t, int open)
{
    t->moves_open = open;
    t->moves_scroll = 0;
    sh_host_dirty(t->host);
}

/* Scrolls the panel by `by` lines back (+) or on (-). */
static void moves_scroll(ShTable *t, int by)
{
    t->moves_scroll += by;
    if (t->moves_scroll > t->nlog - 1) {
        t->moves_scroll = t->nlog - 1;
    }
    if (t->moves_scroll < 0) {
        t->moves_scroll = 0;
    }
    sh_host_dirty(t->host);
}

/* ------------------------------------------------------------------ */
/* What lies under a point                                             */

/* The tile under (x, y): 1 and *out (a rack place or a table tile). */
static int tile_at(const ShTable *t, int x, int y, RkEditSpot *out)
{
    int s, i;
    if (rack_visible(t)) {
        for (i = 0; i < t->board.nrack; i++) {
            if (sh_rect_contains(ui_table_rack_rect(t, i), x, y)) {
                out->where = RK_EDIT_RACK;
                out->set = 0;
                out->pos = i;
                return 1;
            }
        }
    }
    for (s = 0; s < t->flow.nsets; s++) {
        if (!sh_rect_contains(t->flow.set[s].under, x, y)) {
            continue;
        }
        for (i = 0; i < t->flow.set[s].n; i++) {
            ShRect r = t->flow.set[s].tile[i];
            r.w += ui_px(&t->lay, 2.0f * t->flow.scale); /* the gap to the next */
            if (sh_rect_contains(r, x, y)) {
                out->where = RK_EDIT_SET;
                out->set = s;
                out->pos = i;
                return 1;
            }
        }
    }
    return 0;
}

static int button_at(const ShTable *t, int x, int y)
{
    int b;
    for (b = 0; b < UI_BTN_COUNT; b++) {
        if (sh_rect_contains(t->lay.button[b], x, y)) {
            return b;
        }
    }
    return -1;
}

/* 1 if set s of the turn in progress holds a tile that was on the table
 * when the turn began. */
static int set_of_table(const ShTable *t, int s)
{
    int i;
    if (s < 0 || s >= rk_edit_nsets(t->edit)) {
        return 0;
    }
    for (i = 0; i < rk_edit_set(t->edit, s)->n; i++) {
        if (!rk_edit_from_rack(t->edit, s, i)) {
            return 1;
        }
    }
    return 0;
}

/* 1 if rack tile i is among the tiles a drop moves now: those dragged
 * (the one pressed, or the chosen ones with it), or the chosen ones. */
static int rack_moving(const ShTable *t, int i)
{
    RkEditSpot sp = {RK_EDIT_RACK, 0, i};
    if (t->dragging && !ui_play_selected(t, t->press)) {
        return t->press.where == RK_EDIT_RACK && t->press.pos == i;
    }
    return ui_play_selected(t, sp);
}

/* A drop on the rack: the place under the pointer, on either row.  An
 * empty place (or the moved tile's own) takes the tiles there; on a tile,
 * they go before it (its left half) or after it (its right half), the
 * tiles there pushed on to the next gaps. */
static void rack_drop_at(const ShTable *t, int x, int y, UiDrop *out)
{
    const UiLayout *L = &t->lay;
    int per = t->board.rack_per > 0 ? t->board.rack_per : ui_rack_per_row(t->board.nrack);
    ShRect first = ui_rack_place(L, per, 0), second = ui_rack_place(L, per, 1);
    ShRect front = ui_rack_place(L, per, per);
    int pitch = second.x - first.x, gap = pitch - first.w;
    int row = y >= (first.y + first.h + front.y) / 2 ? 1 : 0;
    int col = pitch > 0 ? (x - (first.x - gap / 2)) / pitch : 0;
    int place, on, i;
    ShRect cell;
    col = col < 0 ? 0 : col >= per ? per - 1 : col;
    place = row * per + col;
    on = ui_rack_tile_at_place(t, place);
    cell = ui_rack_place(L, per, place);
    out->ok = 1;
    out->to.where = RK_EDIT_RACK;
    if (on < 0 || rack_moving(t, on)) {
        /* a free place: a ghost tile there */
        out->mark = cell;
        out->caret = 0;
    } else {
        int after = x >= cell.x + cell.w / 2 && place + 1 < 2 * per;
        int cx = after ? cell.x + cell.w + gap / 2 : cell.x - gap / 2;
        place += after;
        out->mark = sh_rect(cx - ui_px(L, 6), cell.y - ui_px(L, 8), ui_px(L, 12),
                            cell.h + ui_px(L, 16));
        out->caret = 1;
    }
    out->place = place;
    /* The editor's gap: before the first tile that stays at or after it. */
    out->to.pos = -1;
    for (i = 0; i < t->board.nrack; i++) {
        if (!rack_moving(t, i) && ui_rack_at(t, i) >= place) {
            out->to.pos = i;
            break;
        }
    }
}

void ui_play_drop_at(const ShTable *t, int x, int y, UiDrop *out)
{
    const UiLayout *L = &t->lay;
    int s, i;
    memset(out, 0, sizeof *out);
    out->set = -1;
    out->place = -1;
    if (sh_rect_contains(L->rack, x, y)) {
        rack_drop_at(t, x, y, out);
        return;
    }
    if (!sh_rect_contains(L->area, x, y)) {
        return;
    }
    for (s = 0; s < t->flow.nsets; s++) {
        ShRect u = sh_rect_inset(t->flow.set[s].under, -ui_px(L, 4));
        if (!sh_rect_contains(u, x, y)) {
            continue;
        }
        {
            const UiSetBox *b = &t->flow.set[s];
            int gap = b->n;
            for (i = 0; i < b->n; i++) {
                if (x < b->tile[i].x + b->tile[i].w / 2) {
                    gap = i;
                    break;
                }
            }
            out->ok = 1;
            /* its underlay marked as the target only where the tiles may
             * go (before the initial meld not a set of the table: the
             * drop is refused, and said why) */
            out->set = t->editing && !rk_edit_melded(t->edit) && set_of_table(t, s) ? -1 : s;
            out->to.where = RK_EDIT_SET;
            out->to.set = s;
            out->to.pos = gap >= b->n ? -1 : gap;
            {
                int cx = gap < b->n ? b->tile[gap].x - ui_px(L, 1)
                                    : b->tile[b->n - 1].x + b->tile[b->n - 1].w + ui_px(L, 1);
                int h = b->tile[0].h;
                out->mark = sh_rect(cx - ui_px(L, 6), b->tile[0].y - ui_px(L, 8), ui_px(L, 12),
                                    h + ui_px(L, 16));
                out->caret = 1;
            }
        }
        return;
    }
    /* The free table: a new set there, its first tile where the dragged
     * tile is (or under the pointer), in the free space of that row. */
    {
        int n = t->dragging && !ui_play_selected(t, t->press) ? 1 : t->nsel > 0 ? t->nsel : 1;
        int cx = x, cy = y;
        if (t->dragging) {
            cx = x - t->grab_dx + ui_px(L, 24);
            cy = y - t->grab_dy + ui_px(L, 32);
        }
        ui_flow_new_place(L, &t->flow, n, cx, cy, &out->np);
        out->ok = 1;
        out->new_at = 1;
        out->to.where = RK_EDIT_NEW;
        out->to.set = 0;
        out->to.pos = out->np.index;
        out->mark = out->np.tile;
    }
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

static int spot_order(const void *a, const void *b)
{
    const RkEditSpot *p = a, *q = b;
    if (p->where != q->where) {
        return p->where - q->where;
    }
    if (p->set != q->set) {
        return p->set - q->set;
    }
    return p->pos - q->pos;
}

/* The tiles a move takes: the selection (in rack then table order) when
 * `with` is in it or NULL, else `with` alone. */
static int gather(const ShTable *t, const RkEditSpot *with, RkEditSpot *from)
{
    int n = 0;
    if (with == NULL || ui_play_selected(t, *with)) {
        memcpy(from, t->sel, sizeof t->sel[0] * (size_t)t->nsel);
        n = t->nsel;
    } else {
        from[0] = *with;
        n = 1;
    }
    qsort(from, (size_t)n, sizeof from[0], spot_order);
    return n;
}

/* Before the initial meld the rules leave the table's sets alone: tiles
 * from the rack go only to new sets (or sets made of rack tiles this
 * turn), and no tile of the table moves.  1 and the refusal said when
 * moving from[0..n-1] to `to` breaks that; a tile of the table to the
 * rack is the editor's to refuse (its own reason). */
static int refused_before_meld(ShTable *t, const RkEditSpot *from, int n, RkEditSpot to)
{
    int k;
    if (rk_edit_melded(t->edit) || to.where == RK_EDIT_RACK) {
        return 0;
    }
    for (k = 0; k < n; k++) {
        if (from[k].where == RK_EDIT_SET && from[k].set < rk_edit_nsets(t->edit) &&
            from[k].pos < rk_edit_set(t->edit, from[k].set)->n &&
            !rk_edit_from_rack(t->edit, from[k].set, from[k].pos)) {
            ui_table_say(t, UI_BEFORE_MELD_TABLE);
            sh_host_sound(t->host, SH_SND_ILLEGAL);
            return 1;
        }
    }
    if (to.where == RK_EDIT_SET && set_of_table(t, to.set)) {
        ui_table_say(t, UI_BEFORE_MELD_RACK);
        sh_host_sound(t->host, SH_SND_ILLEGAL);
        return 1;
    }
    return 0;
}

/* The id of the set the keyboard's cursor is on (0: not on a set). */
static unsigned focus_set_id(const ShTable *t)
{
    if (t->editing && t->focus.zone == UI_Z_TABLE && t->focus.a >= 0 &&
        t->focus.a < rk_edit_nsets(t->edit)) {
        return rk_edit_set_id(t->edit, t->focus.a);
    }
    return 0;
}

/* The cursor on the set of id `id` again, wherever it went (its tile
 * kept, or its last). */
static void focus_follow(ShTable *t, unsigned id)
{
    int s = id != 0 ? rk_edit_set_index(t->edit, id) : -1;
    if (s >= 0) {
        t->focus.zone = UI_Z_TABLE;
        t->focus.a = s;
        if (t->focus.b >= rk_edit_set(t->edit, s)->n) {
            t->focus.b = rk_edit_set(t->edit, s)->n - 1;
        }
    }
}

/* The set made last on the table of the turn (the highest id). */
static unsigned newest_set(const ShTable *t)
{
    unsigned best = 0;
    int s;
    for (s = 0; s < rk_edit_nsets(t->edit); s++) {
        if (rk_edit_set_id(t->edit, s) > best) {
            best = rk_edit_set_id(t->edit, s);
        }
    }
    return best;
}

/* Moves the tiles of `with` (see gather) to `to` (on the rack: the first
 * at `place`, reading order; -1 where the tile at the gap is; a new set
 * at `at` on the free table when it is not NULL, else after the others);
 * the refusal said.  The cursor stays on the set it was on. */
static void move_tiles(ShTable *t, const RkEditSpot *with, RkEditSpot to, int place,
                       const UiNewPlace *at)
{
    unsigned focus_id = focus_set_id(t);
    RkEditSpot from[RK_TILES];
    UiRackSpots spots = t->spots[t->viewer];
    int n = gather(t, with, from);
    int hist, k, from_rack = 0;
    if (n == 0) {
        return;
    }
    for (k = 0; k < n; k++) {
        from_rack |= from[k].where == RK_EDIT_RACK;
    }
    if (!t->editing) {
        /* Outside the turn only the rack's order changes. */
        if (n == 1 && from[0].where == RK_EDIT_RACK && to.where == RK_EDIT_RACK) {
            RkRackOrder *o = &t->scene.order[t->viewer];
            int dest = to.pos < 0 ? o->n - 1 : to.pos > from[0].pos ? to.pos - 1 : to.pos;
            ui_rack_predict(t, from, 1, 1, to.pos, place);
            if (rk_rack_order_move(o, from[0].pos, dest) == TK_OK) {
                sh_host_sound(t->host, SH_SND_PLACE);
            } else {
                t->spots[t->viewer] = spots;
            }
            t->board_dirty = 1;
            ui_table_refresh(t);
        } else {
            ui_table_say(t, _("Wait for your turn to put tiles on the table."));
            sh_host_sound(t->host, SH_SND_ILLEGAL);
        }
        return;
    }
    if (!ui_table_can_act(t)) {
        return;
    }
    if (refused_before_meld(t, from, n, to)) {
        return;
    }
    hist = rk_edit_history(t->edit);
    if (to.where == RK_EDIT_RACK || from_rack) {
        /* where the rack's tiles will lie: those moved where they were put */
        ui_rack_predict(t, from, n, to.where == RK_EDIT_RACK, to.pos, place);
    }
    if (rk_edit_move(t->edit, from, n, to) != TK_OK) {
        t->spots[t->viewer] = spots;
        ui_table_refuse(t, rk_edit_error(t->edit), ".");
        sh_host_sound(t->host, SH_SND_ILLEGAL);
        return;
    }
    t->nsel = 0;
    if (rk_edit_history(t->edit) != hist) {
        t->hint_on = 0;
        sh_host_message(t->host, "", 0);
    }
    if (to.where == RK_EDIT_NEW && at != NULL) {
        /* where it was dropped (the memo is this flow's, at its scale) */
        ui_flow_memo_add(&t->memo, (int)newest_set(t), at->x, at->y);
    }
    sh_host_sound(t->host, SH_SND_PLACE);
    ui_table_edited(t);
    focus_follow(t, focus_id);
    ui_table_refresh(t);
}

static void split_at(ShTable *t, int set, int pos)
{
    if (!ui_table_can_act(t)) {
        return;
    }
    if (!rk_edit_melded(t->edit) && set_of_table(t, set)) {
        ui_table_say(t, UI_BEFORE_MELD_TABLE);
        sh_host_sound(t->host, SH_SND_ILLEGAL);
        return;
    }
    if (rk_edit_split(t->edit, set, pos) != TK_OK) {
        ui_table_refuse(t, rk_edit_error(t->edit), ".");
        sh_host_sound(t->host, SH_SND_ILLEGAL);
        return;
    }
    t->nsel = 0;
    t->hint_on = 0;
    /* the cursor on the new set's first tile */
    t->focus.zone = UI_Z_TABLE;
    t->focus.a = set + 1;
    t->focus.b = 0;
    sh_host_message(t->host, "", 0);
    sh_host_sound(t->host, SH_SND_PLACE);
    ui_table_edited(t);
    ui_table_refresh(t);
}

enum { UI_HINT_TILES_SAID = 8 }; /* a hint's play of more tiles says how many */

/* The hint's advice and why as the screen says them, two sentences, the
 * tiles in words and the seats by their names: "play red 4, 5, 6. Your
 * initial meld is worth 15." (it follows "Hint: ").  A
 * play of more than UI_HINT_TILES_SAID tiles is said by its count ("Play
 * 42 tiles."): the play marks them on the rack and Hint again lays them
 * out, a list of them would not fit the message. */
static void hint_sentence(const ShTable *t, const RkReason *reason, char *out, size_t size)
{
    char advice[RK_AI_REASON], why[RK_AI_REASON], text[2 * RK_AI_REASON + 2];
    const char *names[RK_MAX_SEATS] = {NULL};
    for (int s = 0; s < mt_match_players(t->match) && s < RK_MAX_SEATS; s++) {
        names[s] = mt_match_seat_name(t->match, s);
    }
    rk_reason_words(reason, names, UI_HINT_TILES_SAID, advice, sizeof advice, why, sizeof why);
    /* after "Hint: ": "Hint: play red 4, 5, 6. ..." */
    advice[0] = (char)tolower((unsigned char)advice[0]);
    if (why[0] != '\0') {
        snprintf(text, sizeof text, "%s %s", advice, why);
    } else {
        snprintf(text, sizeof text, "%s", advice);
    }
    ui_tile_words(text, out, size);
}

void ui_table_hint(ShTable *t)
{
    RkView v;
    RkHint h;
    RkTable now;
    RkReason reason;
    char words[2 * RK_AI_REASON + 200], text[2 * RK_AI_REASON + 500];
    int changed;
    if (!ui_table_can_act(t)) {
        ui_table_say(t, _("A hint is for your own turn."));
        return;
    }
    if (t->hint_on) {
        /* Asked again: the hint's play is made on the table, as one move. */
        unsigned id = focus_set_id(t);
        if (rk_edit_apply_table(t->edit, &t->hint_table) == TK_OK) {
            t->hint_on = 0;
            t->nsel = 0;
            ui_table_say(t, t->hint_from_start
                                ? _("Hint: the play is laid out from the start of your turn (what you "
                                    "had moved went back). End turn to make it, Undo to take it back.")
                                : _("Hint: the play is laid out on the table. End turn to make it, "
                                    "Undo to take it back."));
            ui_table_edited(t);
            focus_follow(t, id);
            ui_table_refresh(t);
        }
        return;
    }
    /* For the table as it stands: nothing the player moved is touched. */
    rk_game_view(rk_match_game(t->match), t->viewer, &v);
    rk_edit_table(t->edit, &now);
    if (rk_ai_hint_turn(&v, &now, rk_game_seed(rk_match_game(t->match)) ^ 0x5eedu, &h, &reason) !=
        TK_OK) {
        ui_table_note(t, _("No hint now."));
        return;
    }
    hint_sentence(t, &reason, words, sizeof words);
    changed = rk_edit_changed(t->edit);
    if (h.move.kind != RK_ACT_PLAY) {
        char more[2 * RK_AI_REASON + 300];
        if (changed && h.from_start == RK_HINT_START_CANNOT) {
            tk_fmt(more, sizeof more,
                   _("What you have put down cannot all stay in valid sets. %s Drawing puts back "
                     "what you moved this turn."),
                   words);
        } else if (changed) {
            tk_fmt(more, sizeof more, _("%s Drawing puts back what you moved this turn."), words);
        } else {
            snprintf(more, sizeof more, "%s", words);
        }
        tk_fmt(text, sizeof text, _("Hint: %s"), more);
    } else if (h.from_start == RK_HINT_HERE && h.more == 0 &&
               rk_edit_check(t->edit, NULL, 0) == TK_OK) {
        /* nothing to lay out: the table is a play as it is */
        tk_fmt(text, sizeof text, _("Hint: %s"), words);
    } else if (h.from_start == RK_HINT_HERE) {
        t->hint_table = h.move.table;
        t->hint_on = 1;
        t->hint_from_start = 0;
        tk_fmt(text, sizeof text, _("Hint: %s Hint again (H) lays it out; Undo takes it back."),
                 words);
    } else {
        t->hint_table = h.move.table;
        t->hint_on = 1;
        t->hint_from_start = 1;
        tk_fmt(text, sizeof text,
               h.from_start == RK_HINT_START_CANNOT
                   ? _("Hint: What you have put down cannot all stay in valid sets. From the start "
                       "of your turn: %c%s Hint again (H) lays that out, putting back what you "
                       "moved; Undo takes it back.")
               : h.from_start == RK_HINT_START_WORSE
                   ? _("Hint: What you have put down would let the other player go out. From the "
                       "start of your turn: %c%s Hint again (H) lays that out, putting back what "
                       "you moved; Undo takes it back.")
                   : _("Hint: A play from the start of your turn puts down more tiles. From the "
                       "start of your turn: %c%s Hint again (H) lays that out, putting back what "
                       "you moved; Undo takes it back."),
               (char)tolower((unsigned char)words[0]), words + 1);
    }
    ui_table_say(t, text);
    ui_table_refresh(t);
}

static void press_button(ShTable *t, int b, int *bits)
{
    if (b < 0 || !ui_play_button_enabled(t, (UiButton)b)) {
        if (b >= 0) {
            ui_table_say(t, b == UI_BTN_UNDO    ? _("Nothing to undo this turn.")
                            : b == UI_BTN_RESET ? _("Nothing has moved this turn.")
                                                : _("Wait for your turn."));
            sh_host_sound(t->host, SH_SND_ILLEGAL);
        }
        return;
    }
    sh_host_sound(t->host, SH_SND_CLICK);
    switch ((UiButton)b) {
    case UI_BTN_MENU:
        t->pressed = t->dragging = 0;
        *bits |= SH_TABLE_MENU;
        break;
    case UI_BTN_HINT:
        ui_table_hint(t);
        break;
    case UI_BTN_SORT_RUNS:
    case UI_BTN_SORT_GROUPS: {
        RkRackSort by = b == UI_BTN_SORT_RUNS ? RK_SORT_COLOUR : RK_SORT_NUMBER;
        ui_rack_pack(t); /* sorted tiles lie together from the first place */
        if (t->editing) {
            rk_edit_rack_sort(t->edit, by);
            ui_table_edited(t);
        } else {
            rk_rack_order_sort(&t->scene.order[t->viewer], by);
        }
        t->nsel = 0;
        t->board_dirty = 1;
        break;
    }
    case UI_BTN_UNDO: {
        unsigned id = focus_set_id(t);
        if (rk_edit_undo(t->edit) == TK_OK) {
            t->nsel = 0;
            t->hint_on = 0;
            sh_host_message(t->host, "", 0);
            ui_table_edited(t);
            focus_follow(t, id);
        }
        break;
    }
    case UI_BTN_RESET: {
        unsigned id = focus_set_id(t);
        rk_edit_reset(t->edit);
        t->nsel = 0;
        t->hint_on = 0;
        sh_host_message(t->host, "", 0);
        ui_table_edited(t);
        focus_follow(t, id);
        break;
    }
    case UI_BTN_DRAW:
        ui_table_draw_tile(t);
        break;
    case UI_BTN_END:
        ui_table_end_turn(t);
        break;
    case UI_BTN_MOVES:
        ui_play_moves(t, !t->moves_open);
        break;
    default:
        break;
    }
    ui_table_refresh(t);
}

/* ------------------------------------------------------------------ */
/* The keyboard's focus                                                */

static const UiButton key_buttons[] = {UI_BTN_MOVES, UI_BTN_UNDO,       UI_BTN_RESET,
                                       UI_BTN_DRAW,  UI_BTN_END,        UI_BTN_SORT_RUNS,
                                       UI_BTN_SORT_GROUPS, UI_BTN_HINT, UI_BTN_MENU};
#define NKEY_BUTTONS ((int)(sizeof key_buttons / sizeof key_buttons[0]))

/* The rectangle the focus is on (empty when none). */
static ShRect focus_rect(const ShTable *t, UiFocus f)
{
    switch (f.zone) {
    case UI_Z_RACK:
        return ui_table_rack_rect(t, f.a);
    case UI_Z_TABLE:
        if (f.a >= 0 && f.a < t->flow.nsets && f.b >= 0 && f.b < t->flow.set[f.a].n) {
            return t->flow.set[f.a].tile[f.b];
        }
        return sh_rect(0, 0, 0, 0);
    case UI_Z_NEW:
        return t->flow.newset;
    case UI_Z_BUTTON:
        return t->lay.button[f.a];
    default:
        return sh_rect(0, 0, 0, 0);
    }
}

/* Keeps the focus on something that is there. */
static void focus_clamp(ShTable *t)
{
    UiFocus *f = &t->focus;
    if (f->zone == UI_Z_RACK) {
        if (f->a > t->board.nrack) {
            f->a = t->board.nrack;
        }
        if (f->a < 0) {
            f->a = 0;
        }
    } else if (f->zone == UI_Z_TABLE) {
        if (t->flow.nsets == 0) {
            f->zone = UI_Z_NEW;
        } else {
            if (f->a >= t->flow.nsets) {
                f->a = t->flow.nsets - 1;
                f->b = t->flow.set[f->a].n - 1;
            }
            if (f->b >= t->flow.set[f->a].n) {
                f->b = t->flow.set[f->a].n - 1;
            }
            if (f->b < 0) {
                f->b = 0;
            }
        }
    } else if (f->zone == UI_Z_NONE) {
        f->zone = UI_Z_RACK;
        f->a = 0;
    }
}

/* The table tile (or the new set's place) nearest to x in the row of
 * sets above (dir -1) or below (+1) the row at y; 0 if there is none. */
static int table_row_step(const ShTable *t, int x, int y, int dir, UiFocus *out)
{
    int s, i, best = -1, bestd = 1 << 30, rowy = -1;
    /* the nearest row in that direction */
    for (s = 0; s < t->flow.nsets; s++) {
        int ty = t->flow.set[s].tile[0].y;
        if ((dir < 0 && ty < y) || (dir > 0 && ty > y)) {
            if (rowy < 0 || (dir < 0 ? ty > rowy : ty < rowy)) {
                rowy = ty;
            }
        }
    }
    if ((dir < 0 && t->flow.newset.y < y) || (dir > 0 && t->flow.newset.y > y)) {
        if (rowy < 0 || (dir < 0 ? t->flow.newset.y > rowy : t->flow.newset.y < rowy)) {
            rowy = t->flow.newset.y;
        }
    }
    if (rowy < 0) {
        return 0;
    }
    for (s = 0; s < t->flow.nsets; s++) {
        for (i = 0; i < t->flow.set[s].n; i++) {
            ShRect r = t->flow.set[s].tile[i];
            int d = abs(r.x + r.w / 2 - x);
            if (r.y == rowy && d < bestd) {
                bestd = d;
                best = s * RK_SET_MAX + i;
            }
        }
    }
    if (t->flow.newset.y == rowy &&
        abs(t->flow.newset.x + t->flow.newset.w / 2 - x) < bestd) {
        out->zone = UI_Z_NEW;
        return 1;
    }
    if (best < 0) {
        return 0;
    }
    out->zone = UI_Z_TABLE;
    out->a = best / RK_SET_MAX;
    out->b = best % RK_SET_MAX;
    return 1;
}

/* The rack's tile (or the place after the last, index nrack) in row
 * `row` nearest to x; -1 when that row has none. */
static int rack_nearest(const ShTable *t, int row, int x)
{
    int per = t->board.rack_per > 0 ? t->board.rack_per : ui_rack_per_row(t->board.nrack);
    int i, best = -1, bestd = 1 << 30;
    for (i = 0; i <= t->board.nrack; i++) {
        ShRect p = ui_table_rack_rect(t, i);
        int d = abs(p.x + p.w / 2 - x);
        if ((ui_rack_at(t, i) >= per) == (row == 1) && d < bestd) {
            bestd = d;
            best = i;
        }
    }
    return best;
}

/* The cursor on the rack's tile nearest to place `place` (reading order),
 * on its row first: after tiles left the rack, never a gap. */
static void focus_rack_near(ShTable *t, int place)
{
    int per = t->board.rack_per > 0 ? t->board.rack_per : ui_rack_per_row(t->board.nrack);
    int i, best = 0, bestd = 1 << 30;
    for (i = 0; i < t->board.nrack; i++) {
        int at = ui_rack_at(t, i);
        int d = abs(at % per - place % per) + ((at >= per) != (place >= per) ? 1000 : 0);
        if (d < bestd) {
            bestd = d;
            best = i;
        }
    }
    t->focus.zone = UI_Z_RACK;
    t->focus.a = best;
}

static void focus_move(ShTable *t, int key)
{
    UiFocus *f = &t->focus;
    ShRect r = focus_rect(t, *f);
    int cx = r.x + r.w / 2;
    int per = t->board.rack_per > 0 ? t->board.rack_per : ui_rack_per_row(t->board.nrack);
    int i;
    switch (f->zone) {
    case UI_Z_RACK: {
        int row = ui_rack_at(t, f->a) >= per;
        if (key == SH_KEY_LEFT && f->a > 0) {
            f->a--;
        } else if (key == SH_KEY_RIGHT && f->a < t->board.nrack) {
            f->a++;
        } else if (key == SH_KEY_UP) {
            int j = row == 1 ? rack_nearest(t, 0, cx) : -1;
            if (j >= 0) {
                f->a = j;
            } else if (!table_row_step(t, cx, t->lay.area.y + t->lay.area.h, -1, f)) {
                f->zone = UI_Z_NEW;
            }
        } else if (key == SH_KEY_DOWN) {
            int j = row == 0 ? rack_nearest(t, 1, cx) : -1;
            if (j >= 0) {
                f->a = j;
            } else {
                f->zone = UI_Z_BUTTON;
                f->a = UI_BTN_END;
            }
        }
        break;
    }
    case UI_Z_TABLE:
    case UI_Z_NEW:
        if (key == SH_KEY_LEFT) {
            if (f->zone == UI_Z_NEW) {
                if (t->flow.nsets > 0) {
                    f->zone = UI_Z_TABLE;
                    f->a = t->flow.nsets - 1;
                    f->b = t->flow.set[f->a].n - 1;
                }
            } else if (f->b > 0) {
                f->b--;
            } else if (f->a > 0) {
                f->a--;
                f->b = t->flow.set[f->a].n - 1;
            }
        } else if (key == SH_KEY_RIGHT) {
            if (f->zone == UI_Z_TABLE) {
                if (f->b + 1 < t->flow.set[f->a].n) {
                    f->b++;
                } else if (f->a + 1 < t->flow.nsets) {
                    f->a++;
                    f->b = 0;
                } else {
                    f->zone = UI_Z_NEW;
                }
            }
        } else if (key == SH_KEY_UP) {
            table_row_step(t, cx, r.y, -1, f);
        } else if (key == SH_KEY_DOWN) {
            if (!table_row_step(t, cx, r.y, 1, f)) {
                /* down to the rack, its back row first, nearest in x */
                int j = rack_nearest(t, 0, cx);
                f->zone = UI_Z_RACK;
                f->a = j >= 0 ? j : rack_nearest(t, 1, cx);
            }
        }
        break;
    case UI_Z_BUTTON: {
        int at = 0;
        for (i = 0; i < NKEY_BUTTONS; i++) {
            if ((int)key_buttons[i] == f->a) {
                at = i;
            }
        }
        if (key == SH_KEY_LEFT || key == SH_KEY_RIGHT) {
            at = (at + (key == SH_KEY_RIGHT ? 1 : NKEY_BUTTONS - 1)) % NKEY_BUTTONS;
            f->a = key_buttons[at];
        } else if (key == SH_KEY_UP) {
            int j = rack_nearest(t, 1, cx);
            f->zone = UI_Z_RACK;
            f->a = j >= 0 ? j : rack_nearest(t, 0, cx);
        }
        break;
    }
    default:
        break;
    }
    focus_clamp(t);
}

/* Home and End: on the table the first or last tile of the cursor's set,
 * and from there the set before or after it (a long table walked set by
 * set); on the rack its first or last tile; on the buttons the first or
 * last. */
static void focus_home_end(ShTable *t, int end)
{
    UiFocus *f = &t->focus;
    focus_clamp(t);
    switch (f->zone) {
    case UI_Z_TABLE: {
        int last = t->flow.set[f->a].n - 1;
        if (end) {
            if (f->b < last) {
                f->b = last;
            } else if (f->a + 1 < t->flow.nsets) {
                f->a++;
                f->b = t->flow.set[f->a].n - 1;
            } else {
                f->zone = UI_Z_NEW;
            }
        } else if (f->b > 0) {
            f->b = 0;
        } else if (f->a > 0) {
            f->a--;
            f->b = 0;
        }
        break;
    }
    case UI_Z_NEW:
        if (!end && t->flow.nsets > 0) {
            f->zone = UI_Z_TABLE;
            f->a = t->flow.nsets - 1;
            f->b = 0;
        }
        break;
    case UI_Z_RACK:
        f->a = end ? (t->board.nrack > 0 ? t->board.nrack - 1 : 0) : 0;
        break;
    case UI_Z_BUTTON:
        f->a = end ? key_buttons[NKEY_BUTTONS - 1] : key_buttons[0];
        break;
    default:
        break;
    }
}

/* The focus as a spot of the editor (a tile, or the place to move to). */
static RkEditSpot focus_spot(const ShTable *t)
{
    RkEditSpot sp = {RK_EDIT_NEW, 0, -1};
    if (t->focus.zone == UI_Z_RACK) {
        sp.where = RK_EDIT_RACK;
        sp.pos = t->focus.a;
    } else if (t->focus.zone == UI_Z_TABLE) {
        sp.where = RK_EDIT_SET;
        sp.set = t->focus.a;
        sp.pos = t->focus.b;
    }
    return sp;
}

static int focus_on_tile(const ShTable *t)
{
    return (t->focus.zone == UI_Z_RACK && t->focus.a < t->board.nrack) ||
           t->focus.zone == UI_Z_TABLE;
}

/* Enter (or Space, which only selects): select the focused tile, or move
 * the selection to the focus. */
static void focus_activate(ShTable *t, int select_only, int *bits)
{
    RkEditSpot sp = focus_spot(t);
    if (t->focus.zone == UI_Z_BUTTON) {
        press_button(t, t->focus.a, bits);
        return;
    }
    if (!t->editing) {
        ui_table_say(t, _("Wait for your turn."));
        return;
    }
    if (select_only || t->nsel == 0 || (focus_on_tile(t) && ui_play_selected(t, sp))) {
        if (focus_on_tile(t)) {
            toggle(t, sp);
        } else if (t->nsel == 0) {
            ui_table_note(t, _("Choose tiles first: Space selects the tile under the cursor."));
        }
        return;
    }
    if (sp.where == RK_EDIT_RACK && sp.pos >= t->board.nrack) {
        sp.pos = -1;
    }
    if (sp.where == RK_EDIT_SET) {
        sp.pos = -1; /* joins the set (tidied into order) */
    }
    move_tiles(t, NULL, sp, -1, NULL);
}

/* ------------------------------------------------------------------ */
/* Input                                                               */

static int on_key(ShTable *t, int key)
{
    int bits = 0;
    t->focus_shown = 1;
    focus_clamp(t);
    switch (key) {
    case SH_KEY_LEFT:
    case SH_KEY_RIGHT:
    case SH_KEY_UP:
    case SH_KEY_DOWN:
        focus_move(t, key);
        break;
    case SH_KEY_TAB:
        if (t->focus.zone == UI_Z_RACK) {
            t->focus.zone = t->flow.nsets > 0 ? UI_Z_TABLE : UI_Z_NEW;
            t->focus.a = t->focus.b = 0;
        } else if (t->focus.zone == UI_Z_TABLE || t->focus.zone == UI_Z_NEW) {
            t->focus.zone = UI_Z_BUTTON;
            t->focus.a = UI_BTN_END;
        } else {
            t->focus.zone = UI_Z_RACK;
            t->focus.a = 0;
        }
        break;
    case ' ':
        focus_activate(t, 1, &bits);
        break;
    case SH_KEY_ENTER:
        focus_activate(t, 0, &bits);
        break;
    case 'n':
        if (t->nsel > 0) {
            RkEditSpot to = {RK_EDIT_NEW, 0, -1};
            int was = t->focus.zone == UI_Z_RACK ? ui_rack_at(t, t->focus.a) : -1;
            move_tiles(t, NULL, to, -1, NULL);
            if (was >= 0 && t->focus.zone == UI_Z_RACK) {
                focus_rack_near(t, was);
            }
        } else {
            ui_table_note(t, _("Choose tiles first (Space), then N puts them in a new set."));
        }
        break;
    case 'x':
        if (t->focus.zone == UI_Z_TABLE && t->focus.b > 0) {
            split_at(t, t->focus.a, t->focus.b);
        } else {
            ui_table_note(t, _("To split a set, put the cursor on the tile that begins the new "
                            "set and press X."));
        }
        break;
    case 'e':
        if (ui_table_can_act(t)) {
            ui_table_end_turn(t);
        } else {
            ui_table_say(t, _("Wait for your turn."));
        }
        break;
    case 'd':
        press_button(t, UI_BTN_DRAW, &bits);
        break;
    case 'u':
    case SH_KEY_BACKSPACE:
        press_button(t, UI_BTN_UNDO, &bits);
        break;
    case 'r':
        press_button(t, UI_BTN_RESET, &bits);
        break;
    case 's':
        press_button(t, UI_BTN_SORT_RUNS, &bits);
        break;
    case 'g':
        press_button(t, UI_BTN_SORT_GROUPS, &bits);
        break;
    case 'h':
        ui_table_hint(t);
        break;
    case 'l':
        ui_play_moves(t, !t->moves_open);
        break;
    case SH_KEY_PAGEUP:
    case SH_KEY_PAGEDOWN:
        if (t->moves_open) {
            moves_scroll(t, key == SH_KEY_PAGEUP ? 5 : -5);
        }
        break;
    case SH_KEY_HOME:
    case SH_KEY_END:
        if (t->moves_open) {
            moves_scroll(t, key == SH_KEY_HOME ? t->nlog : -t->nlog);
        } else {
            focus_home_end(t, key == SH_KEY_END);
        }
        break;
    case SH_KEY_ESC:
        if (t->moves_open) {
            ui_play_moves(t, 0);
        } else if (t->nsel > 0 || t->dragging) {
            ui_play_reset(t);
        } else {
            bits |= SH_TABLE_MENU;
        }
        break;
    case SH_KEY_F11:
        bits |= SH_TABLE_FULLSCREEN;
        break;
    default:
        break;
    }
    focus_clamp(t);
    ui_table_refresh(t);
    return bits | SH_TABLE_CHANGED;
}

int ui_table_input(ShTable *t, const ShInput *in)
{
    int bits = 0;
    RkEditSpot sp;
    if (t->board_dirty) {
        ui_table_refresh(t);
    }
    if (t->penalty[0] != '\0' && !t->penalty_seen &&
        (in->kind == SH_IN_PRESS || in->kind == SH_IN_KEY)) {
        /* the timer's penalty has been seen: a card over the bar goes,
         * this input only for that (but Esc and F11) */
        int card = ui_table_penalty_card(t);
        t->penalty_seen = 1;
        sh_host_dirty(t->host);
        if (card && !(in->kind == SH_IN_KEY && (in->key == SH_KEY_ESC || in->key == SH_KEY_F11))) {
            return bits | SH_TABLE_CHANGED;
        }
    }
    if (sh_timeline_busy(t->tl) && (in->kind == SH_IN_PRESS || in->kind == SH_IN_KEY)) {
        /* A click or a key plays the moves being shown to their end. */
        sh_timeline_finish(t->tl);
        t->scr.pace_left = 0;
        bits |= ui_table_tick(t, 0, 0);
        if (t->scr.dialog != UI_DLG_NONE || t->pass_pending) {
            return bits | SH_TABLE_CHANGED;
        }
        if (in->kind == SH_IN_KEY && in->key != SH_KEY_ESC && in->key != SH_KEY_F11) {
            return bits | SH_TABLE_CHANGED;
        }
    }
    switch (in->kind) {
    case SH_IN_KEY:
        return bits | on_key(t, in->key);
    case SH_IN_WHEEL:
        if (t->moves_open && sh_rect_contains(t->lay.moves, in->x, in->y)) {
            moves_scroll(t, in->key > 0 ? 2 : -2);
            return bits | SH_TABLE_CHANGED;
        }
        return bits;
    case SH_IN_MOVE: {
        int hb = button_at(t, in->x, in->y);
        int changed = hb != t->hover_button || t->dragging;
        t->mouse_x = in->x;
        t->mouse_y = in->y;
        t->hover_button = hb;
        if (t->pressed && !t->dragging &&
            (abs(in->x - t->press_x) > DRAG_START_PX || abs(in->y - t->press_y) > DRAG_START_PX)) {
            /* Tiles may be picked up: during the turn, and the rack's own
             * order at any time. */
            if (t->editing ? ui_table_can_act(t) : t->press.where == RK_EDIT_RACK) {
                t->dragging = 1;
                changed = 1;
            }
        }
        if (!changed) {
            /* the hover over tiles and sets (drawn in the still layer) */
            changed = 1;
        }
        return bits | (changed ? SH_TABLE_CHANGED : 0);
    }
    case SH_IN_PRESS: {
        int b = button_at(t, in->x, in->y);
        t->mouse_x = in->x;
        t->mouse_y = in->y;
        t->focus_shown = 0;
        if (b < 0 && t->moves_open && sh_rect_contains(t->lay.moves, in->x, in->y)) {
            /* on the panel: nothing under it is touched; a click closes it */
            t->pressed = 0;
            ui_play_moves(t, 0);
            return bits | SH_TABLE_CHANGED;
        }
        if (b < 0 && !t->dragging && sh_rect_contains(t->lay.banner, in->x, in->y)) {
            /* the banner's line: the moves before it too */
            t->pressed = 0;
            ui_play_moves(t, !t->moves_open);
            return bits | SH_TABLE_CHANGED;
        }
        if (b >= 0) {
            t->pressed = 0;
            t->hover_button = b;
            return bits | SH_TABLE_CHANGED;
        }
        if (tile_at(t, in->x, in->y, &sp)) {
            ShRect r = sp.where == RK_EDIT_RACK ? ui_table_rack_rect(t, sp.pos)
                                                : t->flow.set[sp.set].tile[sp.pos];
            t->pressed = 1;
            t->press = sp;
            t->press_x = in->x;
            t->press_y = in->y;
            t->grab_dx = in->x - r.x;
            t->grab_dy = in->y - r.y;
            if (sp.where == RK_EDIT_RACK) {
                t->focus.zone = UI_Z_RACK;
                t->focus.a = sp.pos;
            } else {
                t->focus.zone = UI_Z_TABLE;
                t->focus.a = sp.set;
                t->focus.b = sp.pos;
            }
            return bits | SH_TABLE_CHANGED;
        }
        t->pressed = 0;
        if (t->nsel > 0 && t->editing) {
            /* Chosen tiles, then a place: they go there. */
            UiDrop drop;
            ui_play_drop_at(t, in->x, in->y, &drop);
            if (drop.ok) {
                move_tiles(t, NULL, drop.to, drop.place, drop.new_at ? &drop.np : NULL);
            } else {
                t->nsel = 0;
            }
        }
        return bits | SH_TABLE_CHANGED;
    }
    case SH_IN_RELEASE: {
        int b = button_at(t, in->x, in->y);
        if (!t->pressed) {
            if (b >= 0 && b == t->hover_button) {
                press_button(t, b, &bits);
            }
            return bits | SH_TABLE_CHANGED;
        }
        t->pressed = 0;
        if (t->dragging) {
            UiDrop drop;
            ui_play_drop_at(t, in->x, in->y, &drop); /* (knows what is dragged) */
            t->dragging = 0;
            if (drop.ok) {
                move_tiles(t, &t->press, drop.to, drop.place, drop.new_at ? &drop.np : NULL);
            }
            return bits | SH_TABLE_CHANGED;
        }
        /* A click on a tile: chosen, or no longer; but tiles chosen on the
         * rack, then a click on a set's tile: they go into that set. */
        if (t->editing && ui_table_can_act(t)) {
            int from_rack = 0, i;
            for (i = 0; i < t->nsel; i++) {
                from_rack |= t->sel[i].where == RK_EDIT_RACK;
            }
            if (t->press.where == RK_EDIT_SET && from_rack && !ui_play_selected(t, t->press)) {
                RkEditSpot to = {RK_EDIT_SET, t->press.set, -1};
                move_tiles(t, NULL, to, -1, NULL);
            } else {
                toggle(t, t->press);
            }
        } else if (t->press.where == RK_EDIT_SET) {
            ui_table_say(t, _("Wait for your turn to move tiles on the table."));
        }
        return bits | SH_TABLE_CHANGED;
    }
    }
    return bits;
}
