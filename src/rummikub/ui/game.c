/* game.c - Rummikub as the shell sees it: the one `const ShGame` of the
 * game (shell/game.h), its new-game options and its Rules page. */
#include <stdio.h>
#include <string.h>

#include "kit/lang.h"
#include "match/history.h"
#include "table.h"

/* Seat specs ("ai:medium") and, translated, the form's words. */
static const char *const levels[] = {NC_("computer level", "easy"), NC_("computer level", "medium"),
                                     NC_("computer level", "hard"), NC_("computer level", "expert")};

/* ------------------------------------------------------------------ */
/* The new-game form's table options                                   */

enum {
    ID_TIMER = SH_ID_GAME + 50,
    ID_GAMES
};

/* The timer's box: its label "Turn timer" ends 16 units left of it. */
#define UI_FORM_TIMER_X 222.0f

static const int timers[] = {0, 30, 45, 60, 90, 120};
static const int games[] = {1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20};
#define NTIMERS ((int)(sizeof timers / sizeof timers[0]))
#define NGAMES ((int)(sizeof games / sizeof games[0]))

static void options_default(void *opts)
{
    UiOptions *o = opts;
    memset(o, 0, sizeof *o);
    o->timer = RK_TIMER_DEFAULT;
    o->games = RK_GAMES_DEFAULT;
}

static void options_widgets(const void *opts, ShHost *h, const ShCanvas *c)
{
    const UiOptions *o = opts;
    ShWidget *w;
    /* The shell writes a choice's label right-aligned 16 units left of
     * its box: "Turn timer" (about 102 units at 17 px) then begins at the
     * form's column (x 100, where "Seat 1" and "TABLE OPTIONS" begin). */
    w = sh_host_widget(h, SH_W_CHOICE, ID_TIMER, sh_ref(c, UI_FORM_TIMER_X, 404, 260, 36),
                       _("Turn timer"));
    if (w != NULL) {
        if (o->timer == 0) {
            snprintf(w->value, sizeof w->value, "%s", C_("timer", "off"));
        } else {
            tk_fmt(w->value, sizeof w->value, tk_trn("%d second", "%d seconds", (unsigned long)o->timer),
                   o->timer);
        }
    }
    w = sh_host_widget(h, SH_W_CHOICE, ID_GAMES, sh_ref(c, 600, 404, 260, 36), _("Games"));
    if (w != NULL) {
        tk_fmt(w->value, sizeof w->value, tk_trn("%d game", "%d games", (unsigned long)o->games), o->games);
    }
}

static int options_widget(void *opts, int id, int delta)
{
    UiOptions *o = opts;
    switch (id) {
    case ID_TIMER:
        o->timer = sh_choice_step_in(o->timer, timers, NTIMERS, delta);
        return 1;
    case ID_GAMES:
        o->games = sh_choice_step_in(o->games, games, NGAMES, delta);
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
    return 0; /* every timer and length goes with 2 to 4 seats */
}

/* "timer=60 games=4", as the rules name the options. */
static size_t options_format(const void *opts, char *buf, size_t size)
{
    const UiOptions *o = opts;
    int n = snprintf(buf, size, "timer=%d games=%d", o->timer, o->games);
    return n > 0 ? (size_t)n : 0;
}

static int one_of(int v, const int *list, int n)
{
    int i;
    for (i = 0; i < n; i++) {
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
    if (sscanf(text, "timer=%d games=%d%n", &o.timer, &o.games, &n) != 2 || text[n] != '\0' ||
        !one_of(o.timer, timers, NTIMERS) || !one_of(o.games, games, NGAMES)) {
        return -1;
    }
    memcpy(opts, &o, sizeof o);
    return 0;
}

/* ------------------------------------------------------------------ */
/* How to play                                                         */

enum {
    PIC_SETS = 1, /* a run and a group */
    PIC_JOKER,    /* a joker in a run */
    PIC_MELD      /* an initial meld worth 30 */
};

static const ShRulesSection rules[] = {
    {N_("The goal"),
     N_("Be the first to put every tile of your rack on the table, in sets. There are 106 tiles: "
     "the numbers 1 to 13 in four colours, each twice, and two jokers. Each colour has its own "
     "symbol too: black a circle, blue a square, orange a triangle, red a diamond."),
     0, 0},
    {N_("Sets"),
     N_("- A run: three or more tiles of one colour with consecutive numbers, such as blue 4 5 6 7. "
     "1 is only ever the lowest: 12 13 1 is no run.\n"
     "- A group: three or four tiles of the same number, each of a different colour, such as "
     "black, orange and red 7.\n\n"
     "Below, a run and a group."),
     PIC_SETS, 70},
    {N_("Jokers"),
     N_("A joker stands for any tile that completes its set, and counts as that tile. When a set "
     "can be read in more than one way, the reading of highest value counts. A joker on the "
     "table may be freed by putting its tile in its place, but it must then be used again in the "
     "same turn."),
     PIC_JOKER, 70},
    {N_("A turn"),
     N_("Each player gets 14 tiles; the player who draws the highest tile at the start plays first. "
     "On your turn, play or draw:\n\n"
     "- Play: put at least one tile from your rack on the table. You may add tiles to sets, "
     "split sets, join them, move tiles from one set to another. At the end of your turn every "
     "set must be valid and every tile that was on the table must still be on it: tiles never go "
     "from the table to a rack.\n"
     "- Draw: take a tile from the pool; your turn ends.\n\n"
     "With a turn timer, when the time runs out everything you moved goes back and you draw 3 "
     "tiles as a penalty (with the pool empty, you pass). In its last 10 seconds the clock "
     "grows, turns vermilion, ticks and counts down at the right end of the banner."),
     0, 0},
    {N_("The initial meld"),
     N_("Your first play must be new sets from your own rack worth 30 or more together (the sum of "
     "their numbers). Until then you may not touch the sets on the table. Black, blue and red 9, "
     "below, make 27: not enough on their own."),
     PIC_MELD, 70},
    {N_("Scoring"),
     N_("The first player to empty the rack wins the game and scores what the others have left on "
     "their racks (a joker counts 30); each other player loses what is left on their own rack. "
     "When the pool is empty and everyone passes, the lowest rack wins. A match is several games "
     "(4 unless you choose another number); the highest total wins."),
     0, 0},
    {N_("Playing here"),
     N_("Drag a tile from your rack to a set on the table, or to free space to start a new set "
     "there. Drag tiles between sets too; to split a set, drag its end tiles away (or choose a "
     "tile and press X). The sets stay where they are while you play, and Undo puts them back "
     "where they were. Or click tiles to choose them and then click where they go (a set, or free space for a new set). Tiles you put down "
     "this turn have a gold bar under them and may go back to your rack. A set that is not valid "
     "is framed in red with a warning sign: point at it to read why. Your initial meld's value "
     "shows while you make it (\"27 of 30\").\n\n"
     "End turn checks the table; Undo steps back one move; Reset puts everything back as it was "
     "at the start of your turn; Draw takes a tile. Sort 1 2 3 lines your rack up by colour "
     "(runs), 7 7 7 by number (groups), packed from the first place; drag tiles within the rack "
     "to arrange it your way: a tile lies where you drop it, on either row, gaps and all (on "
     "another tile it goes before it and pushes it along). A new tile has a star. Hint (H) shows "
     "the strongest computer's play from the table as you have it, marking the tiles it moves "
     "and leaving what you put down where it is (when that cannot stay, it says so and shows its "
     "play from the start of your turn); Hint again lays it out as one move, which Undo takes "
     "back.\n\n"
     "The banner under the table says the move being shown. Moves (L), or a click on the "
     "banner, opens the recent moves, the newest at the bottom: what each player drew or put "
     "down, set by set. Page Up and Page Down scroll them; L or Esc closes them.\n\n"
     "Keys: arrows move the cursor (a white frame; chosen tiles are framed in gold), Up and Down "
     "between the rows, Home and End to the first or last tile of a set and on set by set, Tab "
     "goes between the rack, the table and the buttons, Space chooses a tile, Enter puts the "
     "chosen tiles at the cursor, N in a new set, X splits a set before the cursor, E ends the turn, D draws, U undoes, R resets, S and G sort, H hint, L "
     "recent moves, Esc menu, F1 this page, F11 full screen, F12 screenshot, Ctrl+Q (Cmd+Q on a "
     "Mac) quit. The match is saved after every move, "
     "the turn you are playing included: close the window at any time and resume it from the "
     "title screen."),
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
    return mt_history_add_saved(&rk_match_class, path, dir, when, seconds, msg, size);
}

const ShGame rummikub_game = {
    .id = "rummikub",
    .title = "Rummikub",
    .title_art = "RUMMIKUB",
    .tagline = N_("Lay all your tiles down in runs and groups before anyone else."),
    .about = N_("The Rummikub tile game for the desktop."),
    .keys_help = N_("Keys in a game: arrows move, Home/End a set's ends then set by set,\n"
                    "Tab rack/table/buttons, Space chooses a tile,\n"
                    "Enter puts chosen tiles at the cursor, N new set, X split, E end turn, D draw,\n"
                    "U undo, R reset, S/G sort, H hint, L moves, Esc menu, F11 full screen,\n"
                    "F12 screenshot, Ctrl+Q (Cmd+Q on a Mac) quit.\n"),
    .save_name = "match.rummikub",
    .icon = "assets/icons/rummikub-64.png",
    .probe_image = "rk-tile-back",
    .min_seats = RK_MIN_SEATS,
    .max_seats = RK_MAX_SEATS,
    .levels = levels,
    .nlevels = 4,
    .default_level = 2,
    .settings = NULL,
    .nsettings = 0,
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
    .replay_open = ui_replay_open,
    .replay_steps = ui_replay_steps,
    .replay_at = ui_replay_at,
    .replay_units = ui_replay_units,
    .replay_seek = ui_replay_seek,
    .replay_forward = ui_replay_forward,
    .replay_play = ui_replay_play,
    /* TRANSLATORS: the replay viewer's place in a match: "Game 2 of 4" */
    .replay_unit = N_("Game %d of %d"),
    /* TRANSLATORS: the replay viewer's key line: Page Up and Page Down
       jump to the previous or next game (a Rummikub match is several games) */
    .replay_unit_keys = N_("Page Up/Down: game"),
    .history = &rk_match_history.figures,
    .table_keep = table_keep,
    .saved_keep = saved_keep,
};
