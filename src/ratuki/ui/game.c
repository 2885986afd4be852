/* game.c - Ratuki as the shell sees it: the one `const ShGame` of the
 * game (shell/game.h), its new-game options and its Rules page. */
#include <stdio.h>
#include <string.h>

#include "kit/lang.h"
#include "match/history.h"
#include "ratuki/ai.h"
#include "ui.h"

/* Seat specs ("ai:medium") and, translated, the form's words. */
static const char *const levels[] = {NC_("computer level", "easy"), NC_("computer level", "medium"),
                                     NC_("computer level", "hard"), NC_("computer level", "expert")};

/* ------------------------------------------------------------------ */
/* The new-game form's table options                                   */

enum {
    ID_TARGET = SH_ID_GAME + 50,
    ID_WINDOW,
    ID_PACE,
    ID_GLOW
};

static const int targets[] = {0, 100, 150, 200, 300, 500, 1000}; /* 0: one round */
static const int windows[] = {0, 50, 100, 150, 200};
static const int paces[] = {50, 75, 100, 150, 200, 300, 400};
static const int glows[] = {UI_GLOW_AUTO, UI_GLOW_ON, UI_GLOW_OFF};
#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

static void options_default(void *opts)
{
    UiOptions *o = opts;
    memset(o, 0, sizeof *o);
    o->target = RT_TARGET_DEFAULT;
    o->window = RT_WINDOW_DEFAULT;
    o->pace = RT_PACE_DEFAULT;
    o->glow = UI_GLOW_AUTO;
}

static void options_widgets(const void *opts, ShHost *h, const ShCanvas *c)
{
    const UiOptions *o = opts;
    ShWidget *w;
    w = sh_host_widget(h, SH_W_CHOICE, ID_TARGET, sh_ref(c, 260, 440, 240, 36), _("Target"));
    if (w != NULL) {
        if (o->target == 0) {
            snprintf(w->value, sizeof w->value, "%s", _("one round"));
        } else {
            tk_fmt(w->value, sizeof w->value, tk_trn("%d point", "%d points", (unsigned long)o->target),
                   o->target);
        }
    }
    w = sh_host_widget(h, SH_W_CHOICE, ID_WINDOW, sh_ref(c, 740, 440, 240, 36), _("Tie window"));
    if (w != NULL) {
        if (o->window == 0) {
            snprintf(w->value, sizeof w->value, "%s", C_("tie window", "no ties"));
        } else {
            /* TRANSLATORS: milliseconds */
            tk_fmt(w->value, sizeof w->value, _("%d ms"), o->window);
        }
    }
    w = sh_host_widget(h, SH_W_CHOICE, ID_PACE, sh_ref(c, 260, 488, 240, 36), _("Computers"));
    if (w != NULL) {
        /* TRANSLATORS: the computers' pace in percent of their level's own speed */
        tk_fmt(w->value, sizeof w->value, _("%d%% speed"), o->pace);
    }
    w = sh_host_widget(h, SH_W_CHOICE, ID_GLOW, sh_ref(c, 740, 488, 240, 36), _("Glow"));
    if (w != NULL) {
        snprintf(w->value, sizeof w->value, "%s",
                 o->glow == UI_GLOW_ON    ? C_("glow", "on")
                 : o->glow == UI_GLOW_OFF ? C_("glow", "off")
                                          : _("at easy level"));
    }
}

static int options_widget(void *opts, int id, int delta)
{
    UiOptions *o = opts;
    switch (id) {
    case ID_TARGET:
        o->target = sh_choice_step_in(o->target, targets, COUNT(targets), delta);
        return 1;
    case ID_WINDOW:
        o->window = sh_choice_step_in(o->window, windows, COUNT(windows), delta);
        return 1;
    case ID_PACE:
        o->pace = sh_choice_step_in(o->pace, paces, COUNT(paces), delta);
        return 1;
    case ID_GLOW:
        o->glow = sh_choice_step_in(o->glow, glows, COUNT(glows), delta);
        return 1;
    default:
        return 0;
    }
}

static int options_check(const void *opts, int players, char *why, size_t size)
{
    (void)opts;
    (void)players;
    (void)why;
    (void)size;
    return 0; /* every option goes with 2 to 5 seats */
}

/* "target=100 window=150 pace=100 glow=0". */
static size_t options_format(const void *opts, char *buf, size_t size)
{
    const UiOptions *o = opts;
    int n = snprintf(buf, size, "target=%d window=%d pace=%d glow=%d", o->target, o->window,
                     o->pace, o->glow);
    return n > 0 ? (size_t)n : 0;
}

static int one_of(int v, const int *list, int n)
{
    for (int i = 0; i < n; i++) {
        if (list[i] == v) {
            return 1;
        }
    }
    return 0;
}

static int options_parse(void *opts, const char *text)
{
    UiOptions o;
    int n = 0;
    options_default(&o);
    if (sscanf(text, "target=%d window=%d pace=%d glow=%d%n", &o.target, &o.window, &o.pace,
               &o.glow, &n) != 4 ||
        text[n] != '\0' || !one_of(o.target, targets, COUNT(targets)) ||
        !one_of(o.window, windows, COUNT(windows)) || !one_of(o.pace, paces, COUNT(paces)) ||
        !one_of(o.glow, glows, COUNT(glows))) {
        return -1;
    }
    memcpy(opts, &o, sizeof o);
    return 0;
}

/* ------------------------------------------------------------------ */
/* How to play                                                         */

enum {
    PIC_STYLES = 1, /* a 3 in the five styles */
    PIC_STACK       /* 1 2 3 4 and the 5 that takes them */
};

static const ShRulesSection rules[] = {
    {N_("The goal"),
     N_("Everyone plays at once: there are no turns. Put your cards on the stacks in the middle "
        "as fast as you can, and take stacks into your scoring pile. Each player has a deck of "
        "35 cards in their own colour and symbol: seven 1s, eight 2s, eight 3s, five 4s, five 5s "
        "and two wild Ratuki cards."),
     0, 0},
    {N_("Five styles"),
     N_("A number is printed in one of five styles: a numeral, a die, a word, a Roman numeral or "
        "a hand. The style never matters; the small numeral in a corner always says the value. "
        "Below, a 3 in the five styles."),
     PIC_STYLES, 110},
    {N_("Playing"),
     N_("You hold three cards; your hand is refilled from your draw pile at once. A 1 starts a "
        "stack on a free place; a card goes on a stack whose top is one away from it: 2 on 1 or "
        "3, 3 on 2 or 4, 4 on 3, 5 on 4. A 5 on a 4 takes the stack: RATUKI! A wild Ratuki card "
        "goes on any stack and takes it, but never starts one. You may discard a card onto your "
        "discard pile to draw the next one; when your draw pile is empty, your discard pile "
        "becomes it.\n\n"
        "Below, a stack 1 2 3 4 and the 5 that takes it."),
     PIC_STACK, 110},
    {N_("Ties"),
     N_("A card is pending for a moment (the tie window, 150 ms unless you choose another): when "
        "another player plays on the same stack in that moment with a card that fits it, both "
        "cards go back to their owners' discard piles. A pending card is drawn lifted, framed in "
        "its player's colour, with its time running out under it."),
     0, 0},
    {N_("Scoring"),
     N_("A round ends when a player has neither a draw pile nor a discard pile left (Out!), when "
        "no card anywhere can be played any more, or after a minute without a card played. Each "
        "player scores the cards of their scoring pile minus the cards left in their draw and "
        "discard piles; cards in hand and on the stacks do not count. The match goes on until a "
        "player reaches the target (100 unless you choose another), the highest total winning."),
     0, 0},
    {N_("Playing here"),
     N_("Drag a card of your hand to a stack place; or click it, then click the place. A "
        "right-click on a card, or a click on your discard pile after choosing it, discards it. "
        "Keys: 1 2 3 choose a card, then Q W E R T put it on place 1 to 5, D discards it; the "
        "arrows move a focus over your hand and the places, Enter or Space chooses and plays, "
        "Backspace lets the choice go. Two people at one keyboard: the first plays with 1 2 3, "
        "Q W E R T and D (and the mouse), the second with 8 9 0, Y U I O P and L.\n\n"
        "Each round starts with a countdown. Esc pauses the round for everyone (so does leaving "
        "the window), and the table is hidden until it goes on, after a countdown. The match is "
        "saved as it is played: close the window at any time and resume it from the title "
        "screen, paused at the moment you left. F1 this page, F11 full screen, F12 screenshot."),
     0, 0},
};

/* UiSound's files, in its order. */
static const char *const sounds[UI_SND_COUNT] = {"rt-play.wav", "rt-refuse.wav", "rt-take.wav",
                                                 "rt-tie.wav",  "rt-tick.wav",   "rt-go.wav",
                                                 "rt-round-end.wav"};

/* The match history: the table's match, or a saved one (match/history.h). */
static int table_keep(ShTable *t, const char *dir, int64_t when, long seconds, int abandoned,
                      char *msg, size_t size)
{
    return mt_history_add(t->match, dir, when, seconds, abandoned, msg, size);
}

static int saved_keep(const char *path, const char *dir, int64_t when, long seconds, char *msg,
                      size_t size)
{
    return mt_history_add_saved(&rt_table_class, path, dir, when, seconds, msg, size);
}

const ShGame ratuki_game = {
    .id = "ratuki",
    .title = "Ratuki",
    .title_art = "RATUKI",
    .tagline = N_("The race to play your cards: everyone at once, no turns."),
    .about = N_("The Ratuki card game for the desktop."),
    .keys_help = N_("Keys in a game: 1 2 3 choose a card, Q W E R T a stack place,\n"
                    "D discards; arrows move the focus, Enter or Space plays;\n"
                    "a second player: 8 9 0, Y U I O P, L; Esc pause, F11 full screen,\n"
                    "F12 screenshot, Ctrl+Q (Cmd+Q on a Mac) quit.\n"),
    .save_name = "match.ratuki",
    .icon = "assets/icons/ratuki-64.png",
    .probe_image = "rt-back-0",
    .min_seats = RT_MIN_SEATS,
    .max_seats = RT_MAX_SEATS,
    .levels = levels,
    .nlevels = 4,
    .default_level = 1,
    .settings = NULL,
    .nsettings = 0,
    .sounds = sounds,
    .nsounds = UI_SND_COUNT,
    .options_size = sizeof(UiOptions),
    .options_default = options_default,
    .options_widgets = options_widgets,
    .options_widget = options_widget,
    .options_check = options_check,
    .options_format = options_format,
    .options_parse = options_parse,
    .check_bot = ui_table_check_bot,
    .draw_title_art = ui_draw_title_art,
    .rules = rules,
    .nrules = COUNT(rules),
    .draw_rules_picture = ui_draw_rules_picture,
    .table_new = ui_table_new,
    .table_resume = ui_table_resume,
    .table_again = ui_table_again,
    .table_free = ui_table_free,
    .saved = ui_table_saved,
    .table_over = ui_table_over,
    .table_layout = ui_table_layout,
    .table_draw = ui_table_draw,
    .table_key = ui_table_key,
    .table_input = ui_table_input,
    .table_tick = ui_table_tick,
    .table_wait_ms = ui_table_wait_ms,
    .table_settings_changed = ui_table_settings_changed,
    .table_hint = ui_table_hint,
    .pass_name = ui_table_pass_name,
    .table_reveal = ui_table_reveal,
    .table_dialog = ui_table_dialog,
    .dialog_widgets = ui_table_dialog_widgets,
    .dialog_input = ui_table_dialog_input,
    .dialog_widget = ui_table_dialog_widget,
    .table_focus_lost = ui_table_focus_lost,
    .secondary_click = 1,
    .table_picture = ui_table_picture,
    .replay_open = ui_replay_open,
    .replay_steps = ui_replay_steps,
    .replay_at = ui_replay_at,
    .replay_units = ui_replay_units,
    .replay_seek = ui_replay_seek,
    .replay_forward = ui_replay_forward,
    .replay_play = ui_replay_play,
    /* TRANSLATORS: the replay viewer's place in a match: "Round 2 of 5". */
    .replay_unit = N_("Round %d of %d"),
    /* TRANSLATORS: the replay viewer's key line: Page Up and Page Down
       jump to the previous or next round (Rack-O and Ratuki play rounds) */
    .replay_unit_keys = N_("Page Up/Down: round"),
    .history = &rt_table_history.figures,
    .table_keep = table_keep,
    .saved_keep = saved_keep,
};
