/* game.c - Rack-O as the shell sees it: the one `const ShGame` of the
 * game (shell/game.h), its new-game options and its setting. */
#include <stdio.h>
#include <string.h>

#include "kit/lang.h"
#include "match/history.h"
#include "table.h"

/* Seat specs ("ai:medium") and, translated, the form's words. */
static const char *const levels[] = {NC_("computer level", "easy"), NC_("computer level", "medium"),
                                     NC_("computer level", "hard"), NC_("computer level", "expert")};

static const char *const label_values[] = {"numbers", "letters"};
static const char *const label_shown[] = {N_("5, 10, ... 50"), N_("a, b, ... j")};
static const ShChoiceSetting settings[] = {
    {"labels", N_("Slot labels"), 2, label_values, label_shown, 0},
};

/* ------------------------------------------------------------------ */
/* The new-game form's table options                                   */

enum {
    ID_TARGET = SH_ID_GAME + 50,
    ID_STAKE,
    ID_ROUNDS,
    ID_RULE = SH_ID_GAME + 100 /* + bit index */
};

#define RULE_COUNT 7

static const int targets[] = {100, 200, 250, 300, 400, 500, 750, 1000};
static const int stakes[] = {5, 10, 15, 20, 30, 50};
static const int rounds[] = {3, 5, 7, 10, 15, 20};

static void options_default(void *opts)
{
    UiOptions *o = opts;
    memset(o, 0, sizeof *o);
    o->rules = RACKO_RULE_BONUS;
    o->target = 500;
    o->stake = 20;
    o->token_rounds = 10;
}

static void options_widgets(const void *opts, ShHost *h, const ShCanvas *c)
{
    static const char *const rule_labels[RULE_COUNT] = {
        N_("Bonus for runs"), N_("Two players: Rack-O needs a run of 3"),
        N_("Teams (4 seats: 1+3 vs 2+4)"), N_("Lightning deal (choose slots)"),
        N_("Tokens instead of points"), N_("Shuffle the discard pile"), N_("Always all 60 cards")};
    const UiOptions *o = opts;
    ShWidget *w;
    int b;
    for (b = 0; b < RULE_COUNT; b++) {
        float x = b < 4 ? 200.0f : 660.0f;
        float y = 390.0f + (float)(b % 4) * 44.0f;
        w = sh_host_widget(h, SH_W_CHECK, ID_RULE + b, sh_ref(c, x, y, 420, 36), _(rule_labels[b]));
        if (w != NULL) {
            w->on = (o->rules >> b) & 1u;
        }
    }
    w = sh_host_widget(h, SH_W_CHOICE, ID_TARGET, sh_ref(c, 660, 390 + 3 * 44, 200, 36), _("Target"));
    if (w != NULL) {
        tk_fmt(w->value, sizeof w->value, tk_trn("%d point", "%d points", (unsigned long)o->target), o->target);
        w->enabled = !(o->rules & RACKO_RULE_TOKENS);
    }
    w = sh_host_widget(h, SH_W_CHOICE, ID_STAKE, sh_ref(c, 200, 580, 200, 36), _("Stake"));
    if (w != NULL) {
        tk_fmt(w->value, sizeof w->value, tk_trn("%d token", "%d tokens", (unsigned long)o->stake), o->stake);
        w->enabled = (o->rules & RACKO_RULE_TOKENS) != 0;
    }
    w = sh_host_widget(h, SH_W_CHOICE, ID_ROUNDS, sh_ref(c, 560, 580, 200, 36), _("Rounds"));
    if (w != NULL) {
        tk_fmt(w->value, sizeof w->value, tk_trn("%d round", "%d rounds", (unsigned long)o->token_rounds),
               o->token_rounds);
        w->enabled = (o->rules & RACKO_RULE_TOKENS) != 0;
    }
}

static int options_widget(void *opts, int id, int delta)
{
    UiOptions *o = opts;
    if (id >= ID_RULE && id < ID_RULE + RULE_COUNT) {
        o->rules ^= 1u << (id - ID_RULE);
        return 1;
    }
    switch (id) {
    case ID_TARGET:
        o->target = sh_choice_step_in(o->target, targets, 8, delta);
        return 1;
    case ID_STAKE:
        o->stake = sh_choice_step_in(o->stake, stakes, 6, delta);
        return 1;
    case ID_ROUNDS:
        o->token_rounds = sh_choice_step_in(o->token_rounds, rounds, 6, delta);
        return 1;
    default:
        return 0;
    }
}

/* What the rules refuse in a setup, said at the box to untick. */
static int options_check(const void *opts, int players, char *why, size_t size)
{
    const UiOptions *o = opts;
    if ((o->rules & RACKO_RULE_TEAMS) && (o->rules & RACKO_RULE_TOKENS)) {
        snprintf(why, size, "%s", _("Teams and tokens do not go together: untick one of them."));
        return ID_RULE + 4;
    }
    if ((o->rules & RACKO_RULE_TEAMS) && players != 4) {
        tk_fmt(why, size, _("Teams are two pairs: they need 4 seats (%d now). Add seats, or untick Teams."),
               players);
        return ID_RULE + 2;
    }
    if ((o->rules & RACKO_RULE_TWORUN) && players != 2) {
        tk_fmt(why, size, _("The run of 3 is a two-player rule (%d seats now). Untick it, or play with 2."),
               players);
        return ID_RULE + 1;
    }
    return 0;
}

/* The options as the last new-game form is remembered:
 * "rules=bonus,teams target=500 stake=20 rounds=10" ("rules=none"). */
static size_t options_format(const void *opts, char *buf, size_t size)
{
    const UiOptions *o = opts;
    char list[200];
    racko_rules_format(o->rules, list, sizeof list);
    int n = snprintf(buf, size, "rules=%s target=%d stake=%d rounds=%d", list, o->target, o->stake,
                     o->token_rounds);
    return n > 0 ? (size_t)n : 0;
}

/* 1 if v is one of the n values of list. */
static int one_of(int v, const int *list, int n)
{
    for (int i = 0; i < n; i++) {
        if (list[i] == v) {
            return 1;
        }
    }
    return 0;
}

/* Reads options_format's text back, every value one the form offers. */
static int options_parse(void *opts, const char *text)
{
    UiOptions o;
    char rules[200];
    int n = 0;
    options_default(&o);
    if (sscanf(text, "rules=%199s target=%d stake=%d rounds=%d%n", rules, &o.target, &o.stake,
               &o.token_rounds, &n) != 4 ||
        text[n] != '\0' || !one_of(o.target, targets, 8) || !one_of(o.stake, stakes, 6) ||
        !one_of(o.token_rounds, rounds, 6)) {
        return -1;
    }
    if (racko_rules_parse(rules, &o.rules) != RACKO_OK) {
        return -1;
    }
    if (o.rules & ~(unsigned)((1u << RULE_COUNT) - 1)) {
        return -1;
    }
    memcpy(opts, &o, sizeof o);
    return 0;
}

/* An outside bot's command, tried when Start is pressed: it must start
 * and say hello within 5 seconds. */
static int check_bot(int seat, const char *command, char *msg, size_t size)
{
    return mt_check_bot(&racko_table_class, seat, command, 5000, msg, size) == RACKO_OK ? 0 : -1;
}

/* ------------------------------------------------------------------ */
/* How to play                                                         */

enum {
    PIC_RACK = 1,  /* a rack in order */
    PIC_SCORE      /* a rack scored: 6 cards in order */
};

static const ShRulesSection rules[] = {
    {N_("The goal"),
     N_("Be the first to put the ten cards of your rack in order: the lowest at the front (the slot "
     "marked 5, or a with letter labels), each card higher than the one before it, the highest at "
     "the back (50, or j). Your rack is the big one at the bottom of the table; the other players' "
     "racks show only the backs of their cards."),
     PIC_RACK, 60},
    {N_("A turn"),
     N_("Take the top card of the draw pile (face down) or of the discard pile (face up).\n\n"
     "- Put it into any slot of your rack: the card that was there goes face up on the discard "
     "pile.\n"
     "- A card from the draw pile may instead be thrown on the discard pile at once.\n"
     "- A card taken from the discard pile must go into your rack.\n\n"
     "Cards never move inside a rack: only these swaps change it. When the draw pile runs out, the "
     "discard pile is turned over to make a new one."),
     0, 0},
    {N_("Rack-O!"),
     N_("The round ends the moment a player's rack is in order at the end of their turn: that player "
     "calls Rack-O and wins the round. The deal then passes to the next player."),
     0, 0},
    {N_("Scoring"),
     N_("Rack-O scores 75 points (10 cards x 5, and 25 more). Every other player scores 5 points for "
     "each card in order from the front slot up to the first card that breaks the order: the rack "
     "below scores 30 (six cards; the 37 breaks the order). The first player to the target (500 "
     "points unless you choose another) wins the match; when several pass it in the same round, "
     "the highest total wins."),
     PIC_SCORE, 50},
    {N_("Table options"),
     N_("Each is chosen on the New game form.\n\n"
     "- Bonus for runs: Rack-O also scores the longest run of consecutive numbers in consecutive "
     "slots (such as 12 13 14): 3 cards 50, 4 cards 100, 5 cards 200, 6 or more 400.\n"
     "- Two players: Rack-O needs a run of 3 as well as a rack in order.\n"
     "- Teams: four players, seats 1 and 3 against seats 2 and 4 (partners sit opposite); a team "
     "scores what its two players score.\n"
     "- Lightning deal: you choose the empty slot for each card as it is dealt; a rack in order "
     "when the deal ends wins 100 points at once.\n"
     "- Tokens instead of points: everyone starts with the same stake; the others pay the round's "
     "winner by the length of its longest run (1, 2, 3, 5 or 9 tokens); a player who cannot pay "
     "is out. Most tokens after the last round wins.\n"
     "- Shuffle the discard pile: a new draw pile is shuffled, not turned over.\n"
     "- Always all 60 cards: otherwise two players use cards 1 to 40, three 1 to 50, four 1 to "
     "60."),
     0, 0},
    {N_("Playing here"),
     N_("Click the draw pile or the discard pile, then the slot for the card (or drag it there), or "
     "the discard pile to throw it away. Hint (H) shows the strongest computer's move and why.\n\n"
     "Keys: D draw pile, T discard pile, 1-9 and 0 slots, X discard, arrows and Enter to choose, "
     "H hint, Esc menu, F1 this page, F11 full screen, F12 screenshot, Ctrl+Q (Cmd+Q on a Mac) "
     "quit. The match is saved after every move: close the window at any time and resume it "
     "from the title screen."),
     0, 0},
};

/* The match history: the table's match, or a saved one (match/history.h). */
static int table_keep(ShTable *t, const char *dir, int64_t when, long seconds, int abandoned,
                      char *msg, size_t size)
{
    return mt_history_add(t->match, dir, when, seconds, abandoned, msg, size);
}

static int saved_keep(const char *path, const char *dir, int64_t when, long seconds, char *msg,
                      size_t size)
{
    return mt_history_add_saved(&racko_table_class, path, dir, when, seconds, msg, size);
}

const ShGame racko_game = {
    .id = "racko",
    .title = "Rack-O",
    .title_art = "RACK-O",
    .tagline = N_("Put your ten cards in order before anyone else."),
    .about = N_("The Rack-O card game for the desktop."),
    .keys_help = N_("Keys in a game: D draw pile, T discard pile, 1-9 and 0 slots, X discard,\n"
                    "arrows + Enter to choose, H hint, Esc menu, F11 full screen, F12 screenshot,\n"
                    "Ctrl+Q (Cmd+Q on a Mac) quit.\n"),
    .save_name = "match.racko",
    .icon = "assets/icons/racko-64.png",
    .probe_image = "card-back",
    .min_seats = 1,
    .max_seats = RACKO_MAX_SEATS,
    .levels = levels,
    .nlevels = 4,
    .default_level = 1,
    .settings = settings,
    .nsettings = 1,
    .options_size = sizeof(UiOptions),
    .options_default = options_default,
    .options_widgets = options_widgets,
    .options_widget = options_widget,
    .options_check = options_check,
    .options_format = options_format,
    .options_parse = options_parse,
    .check_bot = check_bot,
    .draw_title_art = ui_draw_title_art,
    .rules = rules,
    .nrules = (int)(sizeof rules / sizeof rules[0]),
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
    .table_picture = ui_table_picture,
    .replay_open = ui_table_replay_open,
    .replay_steps = ui_table_replay_steps,
    .replay_at = ui_table_replay_at,
    .replay_units = ui_table_replay_units,
    .replay_seek = ui_table_replay_seek,
    .replay_forward = ui_table_replay_forward,
    .replay_play = ui_table_replay_play,
    /* TRANSLATORS: the replay viewer's choice of round: "Round 3 of 7" */
    .replay_unit = N_("Round %d of %d"),
    /* TRANSLATORS: the replay viewer's key line: Page Up and Page Down
       jump to the previous or next round (Rack-O and Ratuki play rounds) */
    .replay_unit_keys = N_("Page Up/Down: round"),
    .history = &racko_table_history.figures,
    .table_keep = table_keep,
    .saved_keep = saved_keep,
};
