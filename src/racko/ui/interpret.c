/* interpret.c - input to action, pure (see interpret.h). */
#include "interpret.h"

#include <stdio.h>
#include <string.h>

#include "kit/lang.h"

#define DRAG_THRESHOLD 6

void ui_play_ctx_from_view(UiPlayCtx *ctx, const RackoView *view, int can_act, int letters,
                           const char *actor)
{
    int k;
    ctx->can_act = can_act;
    ctx->phase = view->phase;
    ctx->hand = view->hand;
    ctx->hand_from_discard = view->hand_from_discard;
    ctx->offer = view->offer;
    ctx->discard_count = view->discard_count;
    for (k = 0; k < RACKO_SLOTS; k++) {
        ctx->rack[k] = view->rack[k];
    }
    ctx->letters = letters;
    ctx->actor = actor != NULL ? actor : "";
}

void ui_play_ui_init(UiPlayUi *ui)
{
    memset(ui, 0, sizeof *ui);
    ui->last_slot = -1;
    ui->hover.kind = UI_T_NONE;
    ui->focus.kind = UI_T_NONE;
    ui->press_target.kind = UI_T_NONE;
}

void ui_slot_label(int slot, int letters, char *buf, size_t size)
{
    if (size == 0) {
        return;
    }
    if (slot < 0 || slot >= RACKO_SLOTS) {
        snprintf(buf, size, "?");
    } else if (letters) {
        snprintf(buf, size, "%c", 'a' + slot);
    } else {
        snprintf(buf, size, "%d", 5 * (slot + 1));
    }
}

void ui_slot_labels(int letters, char labels[RACKO_SLOTS][8])
{
    int k;
    for (k = 0; k < RACKO_SLOTS; k++) {
        ui_slot_label(k, letters, labels[k], sizeof labels[k]);
    }
}

void ui_rules_words(unsigned rules, char *buf, size_t size)
{
    static const struct {
        unsigned rule;
        const char *words;
    } names[] = {{RACKO_RULE_BONUS, N_("bonus runs")},
                 {RACKO_RULE_TWORUN, N_("a run of 3 to win")},
                 {RACKO_RULE_TEAMS, N_("teams")},
                 {RACKO_RULE_ECLAIR, N_("lightning deal")},
                 {RACKO_RULE_TOKENS, N_("tokens")},
                 {RACKO_RULE_SHUFFLE, N_("shuffled discards")},
                 {RACKO_RULE_ALL60, N_("all 60 cards")}};
    size_t n = 0, i;
    if (size == 0) {
        return;
    }
    buf[0] = '\0';
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (rules & names[i].rule) {
            int w = snprintf(buf + n, size - n, "%s%s", n > 0 ? " \xC2\xB7 " : "", _(names[i].words));
            if (w < 0 || (size_t)w >= size - n) {
                return;
            }
            n += (size_t)w;
        }
    }
    if (n == 0) {
        snprintf(buf, size, "%s", _("no table options"));
    }
}

int ui_target_legal(const UiPlayCtx *ctx, UiTarget t)
{
    if (!ctx->can_act) {
        return 0;
    }
    switch (ctx->phase) {
    case RACKO_PHASE_DRAW:
        return t.kind == UI_T_DRAW || (t.kind == UI_T_DISCARD && ctx->discard_count > 0);
    case RACKO_PHASE_PLACE:
        return t.kind == UI_T_SLOT || t.kind == UI_T_HAND ||
               (t.kind == UI_T_DISCARD && !ctx->hand_from_discard);
    case RACKO_PHASE_ECLAIR:
        return (t.kind == UI_T_SLOT && t.index >= 0 && t.index < RACKO_SLOTS &&
                ctx->rack[t.index] == 0) ||
               t.kind == UI_T_HAND;
    default:
        return 0;
    }
}

void ui_prompt(const UiPlayCtx *ctx, char *buf, size_t size)
{
    if (size == 0) {
        return;
    }
    if (!ctx->can_act) {
        if (ctx->phase == RACKO_PHASE_MATCH_OVER) {
            snprintf(buf, size, "%s", _("The match is over."));
        } else if (ctx->phase == RACKO_PHASE_ROUND_OVER) {
            snprintf(buf, size, "%s", _("The round is over."));
        } else if (ctx->actor[0] != '\0') {
            tk_fmt(buf, size, _("%s is playing..."), ctx->actor);
        } else {
            snprintf(buf, size, "%s", _("Please wait..."));
        }
        return;
    }
    switch (ctx->phase) {
    case RACKO_PHASE_DRAW:
        if (ctx->discard_count > 0) {
            snprintf(buf, size, "%s", _("Your turn: take a card from the draw pile or the discard pile."));
        } else {
            snprintf(buf, size, "%s", _("Your turn: take a card from the draw pile."));
        }
        break;
    case RACKO_PHASE_PLACE:
        if (ctx->hand_from_discard) {
            tk_fmt(buf, size, _("Place your %d: click the slot it should replace."), ctx->hand);
        } else {
            tk_fmt(buf, size,
                     _("Place your %d in a slot, or throw it on the discard pile."), ctx->hand);
        }
        break;
    case RACKO_PHASE_ECLAIR:
        tk_fmt(buf, size, _("Lightning deal: choose an empty slot for your %d."), ctx->offer);
        break;
    default:
        snprintf(buf, size, "%s", _("Please wait..."));
        break;
    }
}

static UiResult result(UiResultKind kind)
{
    UiResult r;
    r.kind = kind;
    r.action.kind = RACKO_ACT_DEAL;
    r.action.slot = 0;
    r.command = UI_CMD_NONE;
    return r;
}

static UiResult action(RackoActionKind kind, int slot)
{
    UiResult r = result(UI_R_ACTION);
    r.action.kind = kind;
    r.action.slot = slot;
    return r;
}

static UiResult say(UiPlayUi *ui, const char *text)
{
    snprintf(ui->message, sizeof ui->message, "%s", text);
    return result(UI_R_CHANGED);
}

/* What activating t means now: a click on it, or Enter on the focus. */
static UiResult activate(const UiPlayCtx *ctx, UiPlayUi *ui, UiTarget t)
{
    char buf[200], lab[8];
    if (t.kind == UI_T_BUTTON) {
        UiResult r = result(UI_R_COMMAND);
        r.command = t.index == UI_BTN_HINT ? UI_CMD_HINT : UI_CMD_MENU;
        return r;
    }
    if (t.kind == UI_T_NONE) {
        return result(UI_R_NONE);
    }
    if (!ctx->can_act) {
        if (ctx->phase == RACKO_PHASE_ROUND_OVER || ctx->phase == RACKO_PHASE_MATCH_OVER) {
            return say(ui, _("The round is over: wait for the scores."));
        }
        if (ctx->actor[0] != '\0') {
            tk_fmt(buf, sizeof buf, _("Not your turn: %s is playing."), ctx->actor);
            return say(ui, buf);
        }
        return say(ui, _("Please wait: the cards are still moving."));
    }
    switch (ctx->phase) {
    case RACKO_PHASE_DRAW:
        if (t.kind == UI_T_DRAW) {
            return action(RACKO_ACT_DRAW_DECK, 0);
        }
        if (t.kind == UI_T_DISCARD) {
            if (ctx->discard_count == 0) {
                return say(ui, _("The discard pile is empty: take from the draw pile."));
            }
            return action(RACKO_ACT_TAKE_DISCARD, 0);
        }
        return say(ui, _("First take a card: click the draw pile or the discard pile."));
    case RACKO_PHASE_PLACE:
        if (t.kind == UI_T_SLOT) {
            return action(RACKO_ACT_PLACE, t.index);
        }
        if (t.kind == UI_T_DISCARD) {
            if (ctx->hand_from_discard) {
                return say(ui, _("A card taken from the discard pile must go into your rack: "
                               "click a slot."));
            }
            return action(RACKO_ACT_DISCARD, 0);
        }
        if (t.kind == UI_T_DRAW) {
            if (ctx->hand_from_discard) {
                return say(ui, _("You already took a card: click the slot it should replace."));
            }
            return say(ui, _("You already drew a card: click a slot to swap it, or the discard "
                           "pile to throw it away."));
        }
        return result(UI_R_NONE);
    case RACKO_PHASE_ECLAIR:
        if (t.kind == UI_T_SLOT) {
            if (ctx->rack[t.index] != 0) {
                ui_slot_label(t.index, ctx->letters, lab, sizeof lab);
                tk_fmt(buf, sizeof buf,
                         _("Slot %s already holds a card: choose an empty slot for your %d."), lab,
                         ctx->offer);
                return say(ui, buf);
            }
            return action(RACKO_ACT_ECLAIR, t.index);
        }
        if (t.kind == UI_T_HAND) {
            return result(UI_R_NONE);
        }
        tk_fmt(buf, sizeof buf, _("Lightning deal: click an empty slot for your %d."),
                 ctx->offer);
        return say(ui, buf);
    default:
        return say(ui, _("Nothing to do now."));
    }
}

/* The keyboard cursor's next position.  The arrows follow the table as
 * it is laid out: the rack on the left (Up goes to higher slots), the
 * draw pile right of it, the discard pile right of that. */
static UiTarget step_focus(const UiPlayCtx *ctx, UiPlayUi *ui, int key)
{
    UiTarget f = ui->focus, t = f;
    if (f.kind == UI_T_NONE || f.kind == UI_T_BUTTON || f.kind == UI_T_HAND) {
        /* First arrow press: start where the decision is. */
        if (ctx->phase == RACKO_PHASE_DRAW) {
            t.kind = UI_T_DRAW;
            t.index = 0;
        } else {
            t.kind = UI_T_SLOT;
            t.index = 0;
            if (ctx->phase == RACKO_PHASE_ECLAIR) {
                int k;
                for (k = 0; k < RACKO_SLOTS; k++) {
                    if (ctx->rack[k] == 0) {
                        t.index = k;
                        break;
                    }
                }
            }
        }
        return t;
    }
    switch (key) {
    case SH_KEY_UP:
        if (f.kind == UI_T_SLOT && t.index < RACKO_SLOTS - 1) {
            t.index++;
        }
        break;
    case SH_KEY_DOWN:
        if (f.kind == UI_T_SLOT && t.index > 0) {
            t.index--;
        }
        break;
    case SH_KEY_RIGHT:
        if (f.kind == UI_T_SLOT) {
            ui->last_slot = f.index;
            t.kind = UI_T_DRAW;
            t.index = 0;
        } else if (f.kind == UI_T_DRAW) {
            t.kind = UI_T_DISCARD;
        }
        break;
    case SH_KEY_LEFT:
        if (f.kind == UI_T_DISCARD) {
            t.kind = UI_T_DRAW;
        } else if (f.kind == UI_T_DRAW) {
            t.kind = UI_T_SLOT;
            t.index = ui->last_slot >= 0 && ui->last_slot < RACKO_SLOTS ? ui->last_slot : 0;
        }
        break;
    case SH_KEY_HOME:
        t.kind = UI_T_SLOT;
        t.index = RACKO_SLOTS - 1;
        break;
    case SH_KEY_END:
        t.kind = UI_T_SLOT;
        t.index = 0;
        break;
    default:
        break;
    }
    return t;
}

void ui_focus_settle(const UiPlayCtx *ctx, UiPlayUi *ui)
{
    if (ctx->phase == RACKO_PHASE_DRAW && ui->focus.kind == UI_T_SLOT) {
        ui->last_slot = ui->focus.index;
        ui->focus.kind = UI_T_DRAW;
        ui->focus.index = 0;
    }
}

static UiResult key_input(const UiPlayCtx *ctx, UiPlayUi *ui, int key)
{
    UiTarget t;
    UiResult r;
    ui_focus_settle(ctx, ui);
    t.kind = UI_T_NONE;
    t.index = 0;
    switch (key) {
    case SH_KEY_ESC:
        r = result(UI_R_COMMAND);
        r.command = UI_CMD_MENU;
        return r;
    case SH_KEY_F11:
        r = result(UI_R_COMMAND);
        r.command = UI_CMD_FULLSCREEN;
        return r;
    case 'h':
    case '?':
        r = result(UI_R_COMMAND);
        r.command = UI_CMD_HINT;
        return r;
    case SH_KEY_UP:
    case SH_KEY_DOWN:
    case SH_KEY_LEFT:
    case SH_KEY_RIGHT:
    case SH_KEY_HOME:
    case SH_KEY_END:
        ui->focus = step_focus(ctx, ui, key);
        /* The keyboard leads now: one highlight, the cursor's. */
        ui->hover.kind = UI_T_NONE;
        return result(UI_R_CHANGED);
    case SH_KEY_TAB: {
        /* Cycle through the targets that are legal now. */
        UiTarget order[RACKO_SLOTS + 2];
        int n = 0, k, cur = -1;
        order[n].kind = UI_T_DRAW;
        order[n++].index = 0;
        order[n].kind = UI_T_DISCARD;
        order[n++].index = 0;
        for (k = RACKO_SLOTS - 1; k >= 0; k--) {
            order[n].kind = UI_T_SLOT;
            order[n++].index = k;
        }
        for (k = 0; k < n; k++) {
            if (ui_target_equal(order[k], ui->focus)) {
                cur = k;
            }
        }
        for (k = 1; k <= n; k++) {
            UiTarget c = order[(cur + k + n) % n];
            if (ui_target_legal(ctx, c)) {
                ui->focus = c;
                return result(UI_R_CHANGED);
            }
        }
        return say(ui, ctx->can_act ? _("Nothing to choose now.") : _("It is not your turn."));
    }
    case SH_KEY_ENTER:
    case ' ':
        if (ui->focus.kind != UI_T_NONE && ui->focus.kind != UI_T_BUTTON) {
            t = ui->focus;
        } else if (ctx->phase == RACKO_PHASE_DRAW || !ctx->can_act) {
            t.kind = UI_T_DRAW;
        } else {
            return say(ui, ctx->phase == RACKO_PHASE_ECLAIR
                               ? _("Choose a slot: arrow keys and Enter, or keys 1-9 and 0.")
                               : _("Choose a slot with the arrow keys or keys 1-9 and 0, or "
                                   "X to discard."));
        }
        break;
    case 'd':
        t.kind = UI_T_DRAW;
        break;
    case 't':
    case 'p':
        t.kind = UI_T_DISCARD;
        break;
    case 'x':
    case SH_KEY_DELETE:
    case SH_KEY_BACKSPACE:
        t.kind = UI_T_DISCARD;
        if (ctx->can_act && ctx->phase == RACKO_PHASE_DRAW) {
            return say(ui, _("Take a card first: D for the draw pile, T for the discard pile."));
        }
        break;
    default:
        if (key >= '0' && key <= '9') {
            t.kind = UI_T_SLOT;
            t.index = key == '0' ? 9 : key - '1';
        } else {
            return result(UI_R_NONE);
        }
        break;
    }
    r = activate(ctx, ui, t);
    if (r.kind == UI_R_ACTION) {
        ui->message[0] = '\0';
        ui->hover.kind = UI_T_NONE;
        if (r.action.kind == RACKO_ACT_DRAW_DECK || r.action.kind == RACKO_ACT_TAKE_DISCARD) {
            /* After drawing, the cursor moves to the rack. */
            ui->focus.kind = UI_T_SLOT;
            ui->focus.index = ui->last_slot >= 0 && ui->last_slot < RACKO_SLOTS ? ui->last_slot : 0;
        } else if (r.action.kind == RACKO_ACT_PLACE || r.action.kind == RACKO_ACT_DISCARD) {
            /* The turn is over: the next one starts at the draw pile. */
            if (r.action.kind == RACKO_ACT_PLACE) {
                ui->last_slot = r.action.slot;
            }
            ui->focus.kind = UI_T_DRAW;
            ui->focus.index = 0;
        }
    }
    return r;
}

UiResult ui_interpret(const UiPlayCtx *ctx, UiPlayUi *ui, const UiLayout *lay,
                      const ShInput *in)
{
    int has_hand = ctx->hand != 0 || ctx->offer != 0;
    UiTarget t;
    UiResult r;
    switch (in->kind) {
    case SH_IN_KEY:
        return key_input(ctx, ui, in->key);
    case SH_IN_WHEEL:
        return result(UI_R_NONE); /* the table's log scrolls (table.c) */
    case SH_IN_MOVE:
        t = ui_hit_test(lay, in->x, in->y, has_hand);
        r = result(UI_R_NONE);
        if (!ui_target_equal(t, ui->hover)) {
            ui->hover = t;
            /* The mouse leads now: one highlight, the pointer's. */
            if (t.kind != UI_T_NONE) {
                ui->focus.kind = UI_T_NONE;
            }
            r.kind = UI_R_CHANGED;
        }
        if (ui->pressed) {
            int dx = in->x - ui->press_x, dy = in->y - ui->press_y;
            if (!ui->dragging && dx * dx + dy * dy > DRAG_THRESHOLD * DRAG_THRESHOLD &&
                has_hand && ctx->can_act) {
                ui->dragging = 1;
            }
            if (ui->dragging) {
                ui->drag_x = in->x;
                ui->drag_y = in->y;
                r.kind = UI_R_CHANGED;
            }
        }
        return r;
    case SH_IN_PRESS:
        t = ui_hit_test(lay, in->x, in->y, has_hand);
        ui->hover = t;
        ui->focus.kind = UI_T_NONE;
        ui->pressed = 1;
        ui->dragging = 0;
        ui->press_target = t;
        ui->press_x = ui->drag_x = in->x;
        ui->press_y = ui->drag_y = in->y;
        if (t.kind == UI_T_HAND) {
            return result(UI_R_CHANGED);
        }
        r = activate(ctx, ui, t);
        if (r.kind == UI_R_ACTION) {
            ui->message[0] = '\0';
            /* Only a draw can go on into a drag; other actions end here. */
            if (r.action.kind != RACKO_ACT_DRAW_DECK && r.action.kind != RACKO_ACT_TAKE_DISCARD) {
                ui->pressed = 0;
            }
        } else if (r.kind != UI_R_NONE || t.kind == UI_T_BUTTON) {
            ui->pressed = 0;
        }
        return r;
    case SH_IN_RELEASE:
        r = result(UI_R_NONE);
        if (ui->dragging) {
            t = ui_hit_test(lay, in->x, in->y, 0);
            r.kind = UI_R_CHANGED;
            if (t.kind == UI_T_SLOT ||
                (t.kind == UI_T_DISCARD && !ui_target_equal(t, ui->press_target))) {
                r = activate(ctx, ui, t);
                if (r.kind == UI_R_ACTION) {
                    ui->message[0] = '\0';
                } else {
                    r.kind = UI_R_CHANGED;
                }
            }
        }
        ui->pressed = 0;
        ui->dragging = 0;
        return r;
    }
    return result(UI_R_NONE);
}
