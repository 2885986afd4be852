/*
 * human.c - a person plays a seat of Rummikub in the terminal.
 *
 * During a turn the person works on a copy of the table with short
 * commands (new, add, move, split, take, undo, reset); nothing reaches the
 * engine until `end`, which hands it the whole table (rk_play judges only
 * the end state, as the rules do); a refusal is printed and the turn goes
 * on.  The table is shown numbered, each set that is not valid yet marked
 * with why, the rack sorted by colour or number, and before the initial
 * meld its running value ("27 of 30").  The turn timer is checked at each
 * command (a terminal read cannot be interrupted).
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "kit/text.h"
#include "rummikub/ai.h"

#define UNDO_MAX 64
#define MAX_WORDS 24

typedef struct Turn {
    int seat;
    RkTable start;   /* the table at the start of the turn */
    RkCounts rack0;  /* the rack at the start of the turn */
    RkTable work;    /* the table as the person has it now */
    RkCounts rack;   /* the rack now: rack0 less the tiles put on work */
    int melded;
    int nundo;
    RkTable undo_table[UNDO_MAX];
    RkCounts undo_rack[UNDO_MAX];
    RkView view;
} Turn;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int cli_human_confirm_quit(RkMatch *t, FILE *in, FILE *out, const char *save_path)
{
    char answer[32];
    char prompt[700];
    char msg[600];
    char shown[4 * sizeof msg];
    snprintf(prompt, sizeof prompt, "Really quit? The game will be saved to %s. (y/n) ",
             save_path);
    for (;;) {
        if (!tk_cli_read_answer(in, out, prompt, answer, sizeof answer)) {
            return CLI_HUMAN_EOF;
        }
        if (strcmp(answer, "y") == 0 || strcmp(answer, "yes") == 0) {
            break;
        }
        if (strcmp(answer, "n") == 0 || strcmp(answer, "no") == 0) {
            fprintf(out, "Good, let's play on.\n");
            return CLI_HUMAN_ACTED;
        }
        fprintf(out, "Please answer y or n.\n");
    }
    if (rk_match_save(t, save_path, msg, sizeof msg) == TK_OK) {
        fprintf(out, "Game saved to %s. To play on later: rummikub-cli match --resume %s\n",
                save_path, save_path);
    } else {
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(out, "The game could not be saved: %s\n", shown);
    }
    fprintf(out, "Goodbye!\n");
    return CLI_HUMAN_QUIT;
}

static void help(FILE *out)
{
    fprintf(out,
            "Commands (sets are numbered as shown; tiles are k b o r for black blue\n"
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
            "  help, quit        this help; leave (the game is saved)\n");
}

/* Each valid set in the game's order (what the person sees and splits). */
static void normalise(RkTable *tb)
{
    for (int s = 0; s < tb->nsets; s++) {
        RkReading rd;
        if (rk_set_read(&tb->sets[s], &rd, NULL, 0) == TK_OK) {
            memcpy(tb->sets[s].t, rd.order, (size_t)rd.n);
        }
    }
}

static int same_set(const RkSet *a, const RkSet *b)
{
    RkCounts ca, cb;
    rk_counts_clear(&ca);
    rk_counts_clear(&cb);
    rk_counts_add_set(&ca, a);
    rk_counts_add_set(&cb, b);
    return a->n == b->n && memcmp(&ca, &cb, sizeof ca) == 0;
}

/* Before the initial meld: the value of the valid sets that are not the
 * old ones (each old set matched once with an identical one). */
static int meld_value(const Turn *tu)
{
    int used[RK_TABLE_MAX_SETS] = {0};
    for (int o = 0; o < tu->start.nsets; o++) {
        for (int s = 0; s < tu->work.nsets; s++) {
            if (!used[s] && same_set(&tu->start.sets[o], &tu->work.sets[s])) {
                used[s] = 1;
                break;
            }
        }
    }
    int value = 0;
    for (int s = 0; s < tu->work.nsets; s++) {
        RkReading rd;
        if (!used[s] && rk_set_read(&tu->work.sets[s], &rd, NULL, 0) == TK_OK) {
            value += rd.value;
        }
    }
    return value;
}

static void show(FILE *out, RkMatch *t, const Turn *tu, const CliHumanPrefs *prefs)
{
    const RkGame *g = rk_match_game(t);
    char text[RK_TABLE_TEXT];
    CliNames names;
    cli_names_of_match(&names, t);
    fprintf(out, "\nTable:%s\n", tu->work.nsets == 0 ? " empty" : "");
    for (int s = 0; s < tu->work.nsets; s++) {
        char why[200] = "";
        RkReading rd;
        rk_set_format(&tu->work.sets[s], text, sizeof text);
        if (rk_set_read(&tu->work.sets[s], &rd, why, sizeof why) == TK_OK) {
            fprintf(out, "  %2d  %s\n", s + 1, text);
        } else {
            fprintf(out, "  %2d  %-28s  <- not valid: %s\n", s + 1, text, why);
        }
    }
    fprintf(out, "Pool: %d tiles.", rk_game_pool_count(g));
    for (int s = 0; s < rk_match_players(t); s++) {
        if (s != tu->seat) {
            fprintf(out, " %s: %d tiles%s.", names.name[s], rk_game_rack_count(g, s),
                        rk_game_melded(g, s) ? "" : " (no meld yet)");
        }
    }
    fprintf(out, "\n");
    if (!tu->melded) {
        fprintf(out, "Initial meld: %d of %d\n", meld_value(tu), RK_MELD_MIN);
    }
    cli_format_rack(&tu->rack, prefs->by_number, text, sizeof text);
    fprintf(out, "Your rack (%d, by %s): %s\n", rk_counts_total(&tu->rack),
            prefs->by_number ? "number" : "colour", text);
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

static void push_undo(Turn *tu)
{
    if (tu->nundo == UNDO_MAX) {
        memmove(tu->undo_table, tu->undo_table + 1, (UNDO_MAX - 1) * sizeof tu->undo_table[0]);
        memmove(tu->undo_rack, tu->undo_rack + 1, (UNDO_MAX - 1) * sizeof tu->undo_rack[0]);
        tu->nundo--;
    }
    tu->undo_table[tu->nundo] = tu->work;
    tu->undo_rack[tu->nundo] = tu->rack;
    tu->nundo++;
}

/* A set number as typed: 0-based index, or -1 after saying why. */
static int set_index(FILE *out, const Turn *tu, const char *w)
{
    long n;
    if (tk_text_parse_long(w, strlen(w), 1, RK_TABLE_MAX_SETS, &n) != TK_OK || n > tu->work.nsets) {
        if (tu->work.nsets == 0) {
            fprintf(out, "The table has no set yet.\n");
        } else {
            char shown[64];
            tk_text_visible(w, shown, sizeof shown);
            fprintf(out, "\"%s\" is not a set: the sets are 1 to %d.\n", shown, tu->work.nsets);
        }
        return -1;
    }
    return (int)n - 1;
}

static int bad_tile(FILE *out, const char *w)
{
    char shown[64];
    tk_text_visible(w, shown, sizeof shown);
    fprintf(out, "\"%s\" is not a tile (k b o r and 1-13, or j for a joker).\n", shown);
    return -1;
}

/* Takes tiles words[0..n-1] off the rack into *tiles: the count, or -1
 * after saying why (the rack unchanged). */
static int take_from_rack(FILE *out, Turn *tu, char **words, int n, RkTile *tiles)
{
    RkCounts rack = tu->rack;
    for (int i = 0; i < n; i++) {
        if (parse_tile(words[i], &tiles[i]) != TK_OK) {
            return bad_tile(out, words[i]);
        }
        if (rack.n[tiles[i]] == 0) {
            char name[RK_TILE_TEXT];
            rk_tile_format(tiles[i], name);
            fprintf(out, "%s is not on your rack%s.\n", name, tu->rack.n[tiles[i]] ? " that often" : "");
            return -1;
        }
        rack.n[tiles[i]]--;
    }
    tu->rack = rack;
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

static void remove_at(RkSet *s, int i)
{
    memmove(s->t + i, s->t + i + 1, (size_t)(s->n - i - 1));
    s->n--;
}

static void remove_set(RkTable *tb, int s)
{
    memmove(tb->sets + s, tb->sets + s + 1, (size_t)(tb->nsets - s - 1) * sizeof tb->sets[0]);
    tb->nsets--;
}

/* One editing command; returns 1 when the table changed. */
static int edit(FILE *out, Turn *tu, char **w, int nw)
{
    RkTile tiles[MAX_WORDS];
    RkCounts rack_before = tu->rack;
    if (strcmp(w[0], "new") == 0) {
        if (nw < 2) {
            fprintf(out, "Which tiles? e.g. new r4 r5 r6\n");
            return 0;
        }
        if (tu->work.nsets == RK_TABLE_MAX_SETS) {
            fprintf(out, "The table has no room for another set.\n");
            return 0;
        }
        int n = take_from_rack(out, tu, w + 1, nw - 1, tiles);
        if (n < 0) {
            return 0;
        }
        if (n > RK_SET_MAX) {
            tu->rack = rack_before;
            fprintf(out, "A set has at most %d tiles.\n", RK_SET_MAX);
            return 0;
        }
        RkSet *s = &tu->work.sets[tu->work.nsets++];
        s->n = (uint8_t)n;
        memcpy(s->t, tiles, (size_t)n);
    } else if (strcmp(w[0], "add") == 0) {
        if (nw < 3) {
            fprintf(out, "Which set and tiles? e.g. add 3 r7\n");
            return 0;
        }
        int s = set_index(out, tu, w[1]);
        if (s < 0) {
            return 0;
        }
        int n = take_from_rack(out, tu, w + 2, nw - 2, tiles);
        if (n < 0) {
            return 0;
        }
        if (tu->work.sets[s].n + n > RK_SET_MAX) {
            tu->rack = rack_before;
            fprintf(out, "A set has at most %d tiles.\n", RK_SET_MAX);
            return 0;
        }
        memcpy(tu->work.sets[s].t + tu->work.sets[s].n, tiles, (size_t)n);
        tu->work.sets[s].n = (uint8_t)(tu->work.sets[s].n + n);
    } else if (strcmp(w[0], "move") == 0) {
        if (nw != 4) {
            fprintf(out, "Which tile from where to where? e.g. move 2 k5 4 (or: move 2 k5 new)\n");
            return 0;
        }
        int from = set_index(out, tu, w[1]);
        if (from < 0) {
            return 0;
        }
        RkTile tile;
        if (parse_tile(w[2], &tile) != TK_OK) {
            bad_tile(out, w[2]);
            return 0;
        }
        int at = find_in_set(&tu->work.sets[from], tile);
        if (at < 0) {
            fprintf(out, "%s is not in set %d.\n", w[2], from + 1);
            return 0;
        }
        int to;
        if (strcmp(w[3], "new") == 0) {
            if (tu->work.nsets == RK_TABLE_MAX_SETS) {
                fprintf(out, "The table has no room for another set.\n");
                return 0;
            }
            to = tu->work.nsets++;
            tu->work.sets[to].n = 0;
        } else {
            to = set_index(out, tu, w[3]);
            if (to < 0) {
                return 0;
            }
            if (to == from) {
                fprintf(out, "The tile is in set %d already.\n", to + 1);
                return 0;
            }
            if (tu->work.sets[to].n == RK_SET_MAX) {
                fprintf(out, "A set has at most %d tiles.\n", RK_SET_MAX);
                return 0;
            }
        }
        remove_at(&tu->work.sets[from], at);
        tu->work.sets[to].t[tu->work.sets[to].n++] = tile;
        if (tu->work.sets[from].n == 0) {
            remove_set(&tu->work, from);
        }
    } else if (strcmp(w[0], "split") == 0) {
        long k;
        if (nw != 3) {
            fprintf(out, "Which set, before which tile? e.g. split 3 5\n");
            return 0;
        }
        int s = set_index(out, tu, w[1]);
        if (s < 0) {
            return 0;
        }
        RkSet *set = &tu->work.sets[s];
        if (tk_text_parse_long(w[2], strlen(w[2]), 2, RK_SET_MAX, &k) != TK_OK || k > set->n) {
            fprintf(out, "Split set %d before its tile 2 to %d.\n", s + 1, set->n);
            return 0;
        }
        if (tu->work.nsets == RK_TABLE_MAX_SETS) {
            fprintf(out, "The table has no room for another set.\n");
            return 0;
        }
        memmove(tu->work.sets + s + 2, tu->work.sets + s + 1,
                (size_t)(tu->work.nsets - s - 1) * sizeof tu->work.sets[0]);
        tu->work.nsets++;
        RkSet *second = &tu->work.sets[s + 1];
        second->n = (uint8_t)(set->n - (k - 1));
        memcpy(second->t, set->t + (k - 1), second->n);
        set->n = (uint8_t)(k - 1);
    } else if (strcmp(w[0], "take") == 0) {
        if (nw != 3) {
            fprintf(out, "Which set and tile? e.g. take 3 r7\n");
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
        int at = find_in_set(&tu->work.sets[s], tile);
        RkCounts was, now;
        rk_counts_clear(&was);
        rk_counts_clear(&now);
        rk_counts_add_table(&was, &tu->start);
        rk_counts_add_table(&now, &tu->work);
        if (at < 0) {
            fprintf(out, "%s is not in set %d.\n", w[2], s + 1);
            return 0;
        }
        if (now.n[tile] <= was.n[tile]) {
            fprintf(out, "%s was on the table before your turn: it cannot go to your rack.\n",
                    w[2]);
            return 0;
        }
        remove_at(&tu->work.sets[s], at);
        if (tu->work.sets[s].n == 0) {
            remove_set(&tu->work, s);
        }
        tu->rack.n[tile]++;
    } else {
        return 0;
    }
    normalise(&tu->work);
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
    char reason[600];
    char text[RK_TABLE_TEXT];
    if (rk_game_view(rk_match_game(t), tu->seat, &tu->view) != TK_OK ||
        rk_ai_hint(&tu->view, rk_game_seed(rk_match_game(t)), &m, reason, sizeof reason) != TK_OK) {
        fprintf(out, "No hint now.\n");
        return;
    }
    fprintf(out, "Hint: %s\n", reason);
    if (m.kind == RK_ACT_PLAY) {
        rk_table_format(&m.table, text, sizeof text);
        fprintf(out, "  the table after it: %s\n", text);
    }
}

static int is_quit(const char *w)
{
    return strcmp(w, "quit") == 0 || strcmp(w, "q") == 0 || strcmp(w, "qq") == 0;
}

int cli_human_turn(RkMatch *t, int seat, FILE *in, FILE *out, const char *save_path,
                   CliHumanPrefs *prefs)
{
    const RkGame *g = rk_match_game(t);
    Turn *tu = calloc(1, sizeof *tu);
    if (tu == NULL) {
        fprintf(out, "Out of memory.\n");
        return CLI_HUMAN_EOF;
    }
    tu->seat = seat;
    tu->start = *rk_game_table(g);
    normalise(&tu->start);
    rk_game_rack(g, seat, &tu->rack0);
    tu->work = tu->start;
    tu->rack = tu->rack0;
    tu->melded = rk_game_melded(g, seat);
    int timer = rk_game_config(g)->timer;
    double started = now_s();
    int result = CLI_HUMAN_ACTED;
    show(out, t, tu, prefs);
    for (;;) {
        char line[512];
        char prompt[100];
        char *w[MAX_WORDS];
        if (timer > 0) {
            int left = timer - (int)(now_s() - started);
            snprintf(prompt, sizeof prompt, "Your move (%d s left; help for the commands): ",
                     left > 0 ? left : 0);
        } else {
            snprintf(prompt, sizeof prompt, "Your move (help for the commands): ");
        }
        if (!tk_cli_read_answer(in, out, prompt, line, sizeof line)) {
            result = CLI_HUMAN_EOF;
            break;
        }
        if (timer > 0 && now_s() - started > timer) {
            fprintf(out, "Time is up (%d s): everything you moved goes back.\n", timer);
            if (rk_match_timeout(t) != TK_OK) {
                fprintf(out, "The timeout was refused: %s\n", rk_match_error(t));
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
            int q = cli_human_confirm_quit(t, in, out, save_path);
            if (q != CLI_HUMAN_ACTED) {
                result = q;
                break;
            }
        } else if (strcmp(w[0], "draw") == 0 || strcmp(w[0], "d") == 0 || strcmp(w[0], "pass") == 0) {
            if (tu->nundo > 0) {
                fprintf(out, "(Your changes go back: drawing ends the turn without a play.)\n");
            }
            if (rk_match_apply(t, seat, RK_ACT_DRAW, NULL) != TK_OK) {
                fprintf(out, "Refused: %s\n", rk_match_error(t));
                continue;
            }
            break;
        } else if (strcmp(w[0], "end") == 0 || strcmp(w[0], "done") == 0) {
            if (rk_match_apply(t, seat, RK_ACT_PLAY, &tu->work) != TK_OK) {
                fprintf(out, "Refused: %s\n", rk_match_error(t));
                fprintf(out, "The turn goes on (undo, reset, or draw).\n");
                continue;
            }
            break;
        } else if (strcmp(w[0], "undo") == 0 || strcmp(w[0], "u") == 0) {
            if (tu->nundo == 0) {
                fprintf(out, "Nothing to undo.\n");
                continue;
            }
            tu->nundo--;
            tu->work = tu->undo_table[tu->nundo];
            tu->rack = tu->undo_rack[tu->nundo];
            show(out, t, tu, prefs);
        } else if (strcmp(w[0], "reset") == 0) {
            if (tu->nundo > 0) {
                push_undo(tu);
            }
            tu->work = tu->start;
            tu->rack = tu->rack0;
            show(out, t, tu, prefs);
        } else if (strcmp(w[0], "sort") == 0) {
            if (nw == 2 && (strcmp(w[1], "number") == 0 || strcmp(w[1], "n") == 0)) {
                prefs->by_number = 1;
            } else if (nw == 2 && (strcmp(w[1], "colour") == 0 || strcmp(w[1], "color") == 0 ||
                                   strcmp(w[1], "c") == 0)) {
                prefs->by_number = 0;
            } else {
                fprintf(out, "sort colour, or sort number.\n");
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
            RkTable keep_t = tu->work;
            RkCounts keep_r = tu->rack;
            if (edit(out, tu, w, nw)) {
                RkTable now_t = tu->work;
                RkCounts now_r = tu->rack;
                tu->work = keep_t;
                tu->rack = keep_r;
                push_undo(tu);
                tu->work = now_t;
                tu->rack = now_r;
                show(out, t, tu, prefs);
            }
        } else {
            char shown[64];
            tk_text_visible(w[0], shown, sizeof shown);
            fprintf(out, "Unknown command \"%s\" (help lists them).\n", shown);
        }
    }
    free(tu);
    return result;
}
