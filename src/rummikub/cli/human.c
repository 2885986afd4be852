/*
 * human.c - a person plays a seat of Rummikub in the terminal.
 *
 * During a turn the person works on a turn in progress (rummikub/edit.h,
 * shared with the desktop table) with short commands (new, add, move,
 * split, take, undo, reset); nothing reaches the
 * engine until `end`, which hands it the whole table (rk_play judges only
 * the end state, as the rules do); a refusal is printed and the turn goes
 * on.  The table is shown numbered, each set that is not valid yet marked
 * with why, the rack sorted by colour or number, and before the initial
 * meld its running value ("27 of 30").  The turn timer runs while the prompt
 * waits: the time is up with no command typed (tk_cli_wait_input; on
 * Windows, where a console cannot be waited on, at the next command).
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "kit/lang.h"
#include "kit/text.h"
#include "rummikub/ai.h"
#include "rummikub/words.h"

#define MAX_WORDS 24

typedef struct Turn {
    int seat;
    RkEdit *ed; /* the turn in progress: the table, the rack, undo (rummikub/edit.h) */
    RkView view;
} Turn;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void help(FILE *out)
{
    fputs(_("Commands (sets are numbered as shown; tiles are k b o r for black blue\n"
            "orange red, then 1-13, and j for a joker: r7, k13, j):\n"
            "  draw              draw a tile and end the turn (pass with the pool empty)\n"
            "  new T T T ...     a new set from tiles of your rack\n"
            "  add S T ...       add tiles of your rack to set S\n"
            "  move S T D        move tile T from set S to set D, or to a new set (D = new)\n"
            "  split S K         split set S before its K-th tile\n"
            "  take S T          take back to your rack a tile you put on set S this turn\n"
            "  undo              undo the last change; reset: undo them all\n"
            "  end               end the turn with the table as it is (it is checked)\n"
            "  sort colour       the rack by colour (or: sort number)\n"
            "  hint              what the strongest computer player would do\n"
            "  table             show the table and your rack again\n"
            "  help, quit        this help; leave (the game is saved)\n"), out);
}

static void show(FILE *out, RkMatch *t, const Turn *tu, const CliHumanPrefs *prefs)
{
    const RkGame *g = rk_match_game(t);
    char text[RK_TABLE_TEXT];
    MtNames names;
    int nsets = rk_edit_nsets(tu->ed);
    mt_names_of_match(&names, t);
    fputs(nsets == 0 ? _("\nTable: empty\n") : _("\nTable:\n"), out);
    for (int s = 0; s < nsets; s++) {
        char why[200] = "", said[400];
        rk_set_format(rk_edit_set(tu->ed, s), text, sizeof text);
        if (rk_edit_set_read(tu->ed, s, NULL, why, sizeof why) == TK_OK) {
            fprintf(out, "  %2d  %s\n", s + 1, text);
        } else {
            tk_tr_formed("refusal", why, said, sizeof said);
            tk_cli_printf(out, _("  %2d  %-28s  <- not valid: %s\n"), s + 1, text, said);
        }
    }
    tk_cli_printf(out, tk_trn("Pool: %d tile.", "Pool: %d tiles.", (unsigned long)rk_game_pool_count(g)),
                  rk_game_pool_count(g));
    for (int s = 0; s < mt_match_players(t); s++) {
        if (s != tu->seat) {
            int n = rk_game_rack_count(g, s);
            tk_cli_printf(out,
                          rk_game_melded(g, s)
                              ? tk_trn(" %s: %d tile.", " %s: %d tiles.", (unsigned long)n)
                              : tk_trn(" %s: %d tile (no meld yet).", " %s: %d tiles (no meld yet).",
                                       (unsigned long)n),
                          names.name[s], n);
        }
    }
    fprintf(out, "\n");
    if (!rk_edit_melded(tu->ed)) {
        rk_edit_meld_text(tu->ed, text, sizeof text);
        tk_cli_printf(out, _("Initial meld: %s\n"), text);
    }
    RkTile rack[RK_TILES];
    int n = rk_edit_rack_count(tu->ed);
    rk_edit_rack_sort(tu->ed, prefs->by_number ? RK_SORT_NUMBER : RK_SORT_COLOUR);
    for (int i = 0; i < n; i++) {
        rack[i] = rk_edit_rack_tile(tu->ed, i);
    }
    rk_tiles_format(rack, n, text, sizeof text);
    tk_cli_printf(out, prefs->by_number ? _("Your rack (%d, by number): %s\n") : _("Your rack (%d, by colour): %s\n"),
                  n, text);
}

/* Parses one tile the person typed (lower-cased: "j" is the joker). */
static int parse_tile(const char *w, RkTile *out)
{
    if (strcmp(w, "j") == 0) {
        *out = RK_JOKER;
        return TK_OK;
    }
    return rk_tile_parse(w, strlen(w), out);
}

/* A set number as typed: 0-based index, or -1 after saying why. */
static int set_index(FILE *out, const Turn *tu, const char *w)
{
    long n;
    int nsets = rk_edit_nsets(tu->ed);
    if (tk_text_parse_long(w, strlen(w), 1, RK_TABLE_MAX_SETS, &n) != TK_OK || n > nsets) {
        if (nsets == 0) {
            fputs(_("The table has no set yet.\n"), out);
        } else {
            char shown[64];
            tk_text_visible(w, shown, sizeof shown);
            tk_cli_printf(out, _("\"%s\" is not a set: the sets are 1 to %d.\n"), shown, nsets);
        }
        return -1;
    }
    return (int)n - 1;
}

static int bad_tile(FILE *out, const char *w)
{
    char shown[64];
    tk_text_visible(w, shown, sizeof shown);
    tk_cli_printf(out, _("\"%s\" is not a tile (k b o r and 1-13, or j for a joker).\n"), shown);
    return -1;
}

/* The rack places of tiles words[0..n-1] into from[]: the count, or -1
 * after saying why. */
static int rack_spots(FILE *out, const Turn *tu, char **words, int n, RkEditSpot *from)
{
    RkCounts rack;
    RkCounts used;
    rk_edit_rack_counts(tu->ed, &rack);
    rk_counts_clear(&used);
    for (int i = 0; i < n; i++) {
        RkTile tile;
        if (parse_tile(words[i], &tile) != TK_OK) {
            return bad_tile(out, words[i]);
        }
        if (used.n[tile] == rack.n[tile]) {
            char name[RK_TILE_TEXT];
            rk_tile_format(tile, name);
            tk_cli_printf(out, rack.n[tile] ? _("%s is not on your rack that often.\n") : _("%s is not on your rack.\n"),
                          name);
            return -1;
        }
        int pos = -1;
        for (int k = 0; k <= used.n[tile]; k++) {
            pos = rk_edit_rack_find(tu->ed, tile, pos + 1);
        }
        used.n[tile]++;
        from[i] = (RkEditSpot){RK_EDIT_RACK, -1, pos};
    }
    return n;
}

/* Where tile kind t is in set s, or -1. */
static int find_in_set(const RkSet *s, RkTile t)
{
    for (int i = 0; i < s->n; i++) {
        if (s->t[i] == t) {
            return i;
        }
    }
    return -1;
}

/* Says why the turn in progress refused a change, in the player's
 * language: 0. */
static int refused(FILE *out, const Turn *tu)
{
    char why[400];
    tk_tr_formed("refusal", rk_edit_error(tu->ed), why, sizeof why);
    fprintf(out, "%s.\n", why);
    return 0;
}

/* Why the match refused the person's move, in the player's language:
 * "Refused: ...", or "The timeout was refused: ..." (format). */
static void match_refused(FILE *out, const RkMatch *t, const char *format)
{
    char why[400];
    tk_tr_formed("refusal", rk_match_error(t), why, sizeof why);
    tk_cli_printf(out, format, why);
}

/* One editing command; returns 1 when the table changed. */
static int edit(FILE *out, Turn *tu, char **w, int nw)
{
    RkEditSpot from[MAX_WORDS];
    const RkEditSpot new_set = {RK_EDIT_NEW, -1, -1};
    if (strcmp(w[0], "new") == 0) {
        if (nw < 2) {
            fputs(_("Which tiles? e.g. new r4 r5 r6\n"), out);
            return 0;
        }
        int n = rack_spots(out, tu, w + 1, nw - 1, from);
        if (n < 0) {
            return 0;
        }
        if (rk_edit_move(tu->ed, from, n, new_set) != TK_OK) {
            return refused(out, tu);
        }
    } else if (strcmp(w[0], "add") == 0) {
        if (nw < 3) {
            fputs(_("Which set and tiles? e.g. add 3 r7\n"), out);
            return 0;
        }
        int s = set_index(out, tu, w[1]);
        if (s < 0) {
            return 0;
        }
        int n = rack_spots(out, tu, w + 2, nw - 2, from);
        if (n < 0) {
            return 0;
        }
        if (rk_edit_move(tu->ed, from, n, (RkEditSpot){RK_EDIT_SET, s, -1}) != TK_OK) {
            return refused(out, tu);
        }
    } else if (strcmp(w[0], "move") == 0) {
        if (nw != 4) {
            fputs(_("Which tile from where to where? e.g. move 2 k5 4 (or: move 2 k5 new)\n"), out);
            return 0;
        }
        int s = set_index(out, tu, w[1]);
        if (s < 0) {
            return 0;
        }
        RkTile tile;
        if (parse_tile(w[2], &tile) != TK_OK) {
            bad_tile(out, w[2]);
            return 0;
        }
        int at = find_in_set(rk_edit_set(tu->ed, s), tile);
        if (at < 0) {
            tk_cli_printf(out, _("%s is not in set %d.\n"), w[2], s + 1);
            return 0;
        }
        RkEditSpot to = new_set;
        if (strcmp(w[3], "new") != 0) {
            int d = set_index(out, tu, w[3]);
            if (d < 0) {
                return 0;
            }
            if (d == s) {
                tk_cli_printf(out, _("The tile is in set %d already.\n"), d + 1);
                return 0;
            }
            to = (RkEditSpot){RK_EDIT_SET, d, -1};
        }
        from[0] = (RkEditSpot){RK_EDIT_SET, s, at};
        if (rk_edit_move(tu->ed, from, 1, to) != TK_OK) {
            return refused(out, tu);
        }
    } else if (strcmp(w[0], "split") == 0) {
        long k;
        if (nw != 3) {
            fputs(_("Which set, before which tile? e.g. split 3 5\n"), out);
            return 0;
        }
        int s = set_index(out, tu, w[1]);
        if (s < 0) {
            return 0;
        }
        int n = rk_edit_set(tu->ed, s)->n;
        if (tk_text_parse_long(w[2], strlen(w[2]), 2, RK_SET_MAX, &k) != TK_OK || k > n) {
            tk_cli_printf(out, _("Split set %d before its tile 2 to %d.\n"), s + 1, n);
            return 0;
        }
        if (rk_edit_split(tu->ed, s, (int)k - 1) != TK_OK) {
            return refused(out, tu);
        }
    } else if (strcmp(w[0], "take") == 0) {
        if (nw != 3) {
            fputs(_("Which set and tile? e.g. take 3 r7\n"), out);
            return 0;
        }
        int s = set_index(out, tu, w[1]);
        RkTile tile;
        if (s < 0) {
            return 0;
        }
        if (parse_tile(w[2], &tile) != TK_OK) {
            bad_tile(out, w[2]);
            return 0;
        }
        int at = find_in_set(rk_edit_set(tu->ed, s), tile);
        if (at < 0) {
            tk_cli_printf(out, _("%s is not in set %d.\n"), w[2], s + 1);
            return 0;
        }
        from[0] = (RkEditSpot){RK_EDIT_SET, s, at};
        if (rk_edit_move(tu->ed, from, 1, (RkEditSpot){RK_EDIT_RACK, -1, -1}) != TK_OK) {
            return refused(out, tu);
        }
    } else {
        return 0;
    }
    return 1;
}

/* Splits a line into words in place. */
static int split_words(char *line, char **w, int max)
{
    int n = 0;
    char *p = line;
    while (*p != '\0' && n < max) {
        while (*p == ' ' || *p == '\t' || *p == ',') {
            p++;
        }
        if (*p == '\0') {
            break;
        }
        w[n++] = p;
        while (*p != '\0' && *p != ' ' && *p != '\t' && *p != ',') {
            p++;
        }
        if (*p != '\0') {
            *p++ = '\0';
        }
    }
    return n;
}

static void show_hint(FILE *out, RkMatch *t, Turn *tu)
{
    RkMove m;
    RkReason reason;
    char advice[RK_AI_REASON], why[RK_AI_REASON], line[2 * RK_AI_REASON + 2];
    char text[RK_TABLE_TEXT];
    if (rk_game_view(rk_match_game(t), tu->seat, &tu->view) != TK_OK ||
        rk_ai_hint(&tu->view, rk_game_seed(rk_match_game(t)), &m, &reason) != TK_OK) {
        fputs(_("No hint now.\n"), out);
        return;
    }
    rk_reason_words(&reason, NULL, 0, advice, sizeof advice, why, sizeof why);
    /* after "Hint: ", as in the table's: "Hint: play b10 o10 r10. Your ..." */
    advice[0] = (char)tolower((unsigned char)advice[0]);
    snprintf(line, sizeof line, "%s%s%s", advice, why[0] != '\0' ? " " : "", why);
    tk_cli_printf(out, _("Hint: %s\n"), line);
    if (m.kind == RK_ACT_PLAY) {
        rk_table_format(&m.table, text, sizeof text);
        tk_cli_printf(out, _("  the table after it: %s\n"), text);
    }
}

static int is_quit(const char *w)
{
    return strcmp(w, "quit") == 0 || strcmp(w, "q") == 0 || strcmp(w, "qq") == 0;
}

MtHuman cli_human_turn(MtLoop *l, int seat, CliHumanPrefs *prefs)
{
    RkMatch *t = l->m;
    FILE *in = l->in, *out = l->out;
    const RkGame *g = rk_match_game(t);
    Turn *tu = calloc(1, sizeof *tu);
    if (tu == NULL) {
        fputs(_("Out of memory.\n"), out);
        return MT_HUMAN_EOF;
    }
    tu->seat = seat;
    if (rk_edit_new(&tu->ed) != TK_OK || rk_game_view(g, seat, &tu->view) != TK_OK) {
        fputs(_("Out of memory.\n"), out);
        rk_edit_free(tu->ed);
        free(tu);
        return MT_HUMAN_EOF;
    }
    /* The rack as arranged last turn in this game; a new game starts afresh. */
    RkRackOrder *order = &prefs->order[seat];
    if (prefs->order_game[seat] != rk_game_number(g) ||
        prefs->order_turn[seat] > rk_game_turn(g)) {
        rk_rack_order_clear(order);
    }
    rk_rack_order_sync(order, &tu->view.rack);
    rk_edit_set_tidy(tu->ed, 1);
    rk_edit_begin(tu->ed, &tu->view, order);
    int timer = rk_game_config(g)->timer;
    double started = now_s();
    MtHuman result = MT_HUMAN_ACTED;
    show(out, t, tu, prefs);
    for (;;) {
        char line[512];
        char prompt[200];
        char *w[MAX_WORDS];
        if (timer > 0) {
            int left = timer - (int)(now_s() - started);
            tk_fmt(prompt, sizeof prompt, _("Your move (%d s left; help for the commands): "),
                     left > 0 ? left : 0);
        } else {
            snprintf(prompt, sizeof prompt, "%s", _("Your move (help for the commands): "));
        }
        if (timer > 0) {
            /* The countdown runs while the prompt waits: no command needed
               for the time to be up. */
            fputs(prompt, out);
            fflush(out);
            prompt[0] = '\0';
            double left_s = timer - (now_s() - started);
            if (left_s > 0 && !tk_cli_wait_input(in, (int)(left_s * 1000.0) + 1)) {
                fputc('\n', out);
            }
        }
        if ((timer <= 0 || now_s() - started <= timer) &&
            !tk_cli_read_answer(in, out, prompt, line, sizeof line)) {
            result = MT_HUMAN_EOF;
            break;
        }
        if (timer > 0 && now_s() - started > timer) {
            tk_cli_printf(out, _("Time is up (%d s): everything you moved goes back.\n"), timer);
            if (rk_match_timeout(t) != TK_OK) {
                match_refused(out, t, _("The timeout was refused: %s\n"));
                continue;
            }
            break;
        }
        int nw = split_words(line, w, MAX_WORDS);
        if (nw == 0) {
            continue;
        }
        if (strcmp(w[0], "help") == 0 || strcmp(w[0], "h") == 0 || strcmp(w[0], "?") == 0) {
            help(out);
        } else if (is_quit(w[0])) {
            MtHuman q = mt_loop_confirm_quit(l);
            if (q != MT_HUMAN_ACTED) {
                result = q;
                break;
            }
        } else if (strcmp(w[0], "draw") == 0 || strcmp(w[0], "d") == 0 || strcmp(w[0], "pass") == 0) {
            if (rk_edit_history(tu->ed) > 0) {
                fputs(_("(Your changes go back: drawing ends the turn without a play.)\n"), out);
            }
            if (rk_match_apply(t, seat, RK_ACT_DRAW, NULL) != TK_OK) {
                match_refused(out, t, _("Refused: %s\n"));
                continue;
            }
            break;
        } else if (strcmp(w[0], "end") == 0 || strcmp(w[0], "done") == 0) {
            RkTable table;
            rk_edit_table(tu->ed, &table);
            if (rk_match_apply(t, seat, RK_ACT_PLAY, &table) != TK_OK) {
                match_refused(out, t, _("Refused: %s\n"));
                fputs(_("The turn goes on (undo, reset, or draw).\n"), out);
                continue;
            }
            break;
        } else if (strcmp(w[0], "undo") == 0 || strcmp(w[0], "u") == 0) {
            if (rk_edit_undo(tu->ed) != TK_OK) {
                fputs(_("Nothing to undo.\n"), out);
                continue;
            }
            show(out, t, tu, prefs);
        } else if (strcmp(w[0], "reset") == 0) {
            if (rk_edit_reset(tu->ed) != TK_OK) {
                refused(out, tu);
                continue;
            }
            show(out, t, tu, prefs);
        } else if (strcmp(w[0], "sort") == 0) {
            if (nw == 2 && (strcmp(w[1], "number") == 0 || strcmp(w[1], "n") == 0)) {
                prefs->by_number = 1;
            } else if (nw == 2 && (strcmp(w[1], "colour") == 0 || strcmp(w[1], "color") == 0 ||
                                   strcmp(w[1], "c") == 0)) {
                prefs->by_number = 0;
            } else {
                fputs(_("sort colour, or sort number.\n"), out);
                continue;
            }
            show(out, t, tu, prefs);
        } else if (strcmp(w[0], "hint") == 0) {
            show_hint(out, t, tu);
        } else if (strcmp(w[0], "table") == 0 || strcmp(w[0], "show") == 0) {
            show(out, t, tu, prefs);
        } else if (strcmp(w[0], "new") == 0 || strcmp(w[0], "add") == 0 ||
                   strcmp(w[0], "move") == 0 || strcmp(w[0], "split") == 0 ||
                   strcmp(w[0], "take") == 0) {
            if (edit(out, tu, w, nw)) {
                show(out, t, tu, prefs);
            }
        } else {
            char shown[64];
            tk_text_visible(w[0], shown, sizeof shown);
            tk_cli_printf(out, _("Unknown command \"%s\" (help lists them).\n"), shown);
        }
    }
    rk_edit_rack_order(tu->ed, order);
    prefs->order_game[seat] = rk_game_number(g);
    prefs->order_turn[seat] = rk_game_turn(g);
    rk_edit_free(tu->ed);
    free(tu);
    return result;
}
