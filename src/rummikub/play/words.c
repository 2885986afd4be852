/*
 * words.c - a hint's advice and why in the player's language
 * (rummikub/words.h): one whole translatable sentence for each why, its
 * numbers and tiles in their places, the counts by the catalogue's plural
 * forms.
 */
#include "rummikub/words.h"

#include <stdio.h>
#include <string.h>

#include "kit/lang.h"

enum { RK_NAME_WORDS = 120 }; /* a seat's name, or "seat 3" in any language */

/* The sets of t, "r4 r5 r6, k1 k2 k3 and k9 b9 o9" (the list's words the
 * screen's). */
static void sets_text(const RkTable *t, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < t->nsets && len + 1 < size; i++) {
        /* TRANSLATORS: the comma between two items of a list, and what
           comes before its last. */
        const char *sep = i == 0 ? "" : (i + 1 == t->nsets ? C_("list", " and ") : C_("list", ", "));
        len += (size_t)snprintf(out + len, size - len, "%s", sep);
        if (len >= size) {
            break;
        }
        len += rk_set_format(&t->sets[i], out + len, size - len);
    }
}

/* What the hint calls seat s: its name, or "seat 3". */
static void seat_word(const char *const *names, int s, char *out, size_t size)
{
    if (names != NULL && s >= 0 && s < RK_MAX_SEATS && names[s] != NULL && names[s][0] != '\0') {
        snprintf(out, size, "%s", names[s]);
        return;
    }
    /* TRANSLATORS: a seat as a hint names it when it has no name: "seat 3's
       tiles", "the pool runs dry on seat 3's turn". */
    tk_fmt(out, size, C_("hint", "seat %d"), s + 1);
}

/* The first letter of a sentence made a capital (a name or "seat 2" may
 * begin it), not a tile's ("r4 r5 r6 add up to ..."). */
static void capital(char *text)
{
    if (text[0] >= 'a' && text[0] <= 'z' && !(text[1] >= '0' && text[1] <= '9')) {
        text[0] = (char)(text[0] - 'a' + 'A');
    }
}

/* How many tiles the advice names. */
static int advice_tiles(const RkReason *r)
{
    int n = 0;
    if (r->by_sets) {
        for (int i = 0; i < r->sets.nsets; i++) {
            n += r->sets.sets[i].n;
        }
        return n;
    }
    return rk_counts_total(&r->tiles);
}

/* "5 points", "1 point": a count of points in the language's plural. */
static void points(int n, char *out, size_t size)
{
    tk_fmt(out, size, tk_trn("%d point", "%d points", (unsigned long)(n < 0 ? -n : n)), n);
}

/* "5 tiles", "1 tile". */
static void tiles(int n, char *out, size_t size)
{
    tk_fmt(out, size, tk_trn("%d tile", "%d tiles", (unsigned long)(n < 0 ? -n : n)), n);
}

/* A seat's turn, after "runs dry": "on your turn" (before 0), "on seat 3's
 * turn, 2 seats before yours"; after "move that": "to ...". */
static void turn_on(const char *const *names, int seat, int before, char *out, size_t size)
{
    if (before == 0) {
        /* TRANSLATORS: when the pool runs dry: "the pool (6 tiles) runs dry on
           your turn". */
        snprintf(out, size, "%s", C_("pool runs dry", "on your turn"));
        return;
    }
    char name[RK_NAME_WORDS];
    seat_word(names, seat, name, sizeof name);
    /* TRANSLATORS: when the pool runs dry: "the pool (6 tiles) runs dry on
       Ann's turn, 2 seats before yours"; %s the seat's name (or "seat 3"),
       %d how many seats before the player's it plays. */
    tk_fmt(out, size,
           tk_trn("on %s's turn, %d seat before yours", "on %s's turn, %d seats before yours",
                  (unsigned long)before),
           name, before);
}

static void turn_to(const char *const *names, int seat, int before, char *out, size_t size)
{
    if (before == 0) {
        /* TRANSLATORS: "a play instead of a draw would move that to your
           turn" (where the pool runs dry). */
        snprintf(out, size, "%s", C_("pool runs dry", "to your turn"));
        return;
    }
    char name[RK_NAME_WORDS];
    seat_word(names, seat, name, sizeof name);
    /* TRANSLATORS: "a play instead of a draw would move that to Ann's turn,
       1 seat before yours" (where the pool runs dry); %s the seat's name
       (or "seat 4"). */
    tk_fmt(out, size,
           tk_trn("to %s's turn, %d seat before yours", "to %s's turn, %d seats before yours",
                  (unsigned long)before),
           name, before);
}

static void advice_words(const RkReason *r, int list_max, char *out, size_t size)
{
    char list[RK_TABLE_TEXT];
    int n = advice_tiles(r);
    if (r->by_sets || r->advice == RK_ADVICE_ARRANGE) {
        sets_text(&r->sets, list, sizeof list);
    } else {
        rk_counts_format(&r->tiles, list, sizeof list);
    }
    switch (r->advice) {
    case RK_ADVICE_PLAY:
        if (list_max > 0 && n > list_max) {
            /* TRANSLATORS: a hint's advice, a play said by its count. */
            tk_fmt(out, size, tk_trn("Play %d tile.", "Play %d tiles.", (unsigned long)n), n);
        } else {
            /* TRANSLATORS: a hint's advice; %s the tiles ("r4 r5 r6 and k9 b9 o9",
               named in words on the screen). */
            tk_fmt(out, size, _("Play %s."), list);
        }
        break;
    case RK_ADVICE_PLAY_INSTEAD:
        if (list_max > 0 && n > list_max) {
            tk_fmt(out, size,
                   tk_trn("Play %d tile instead of drawing.", "Play %d tiles instead of drawing.",
                          (unsigned long)n),
                   n);
        } else {
            tk_fmt(out, size, _("Play %s instead of drawing."), list);
        }
        break;
    case RK_ADVICE_DRAW:
        snprintf(out, size, "%s", _("Draw."));
        break;
    case RK_ADVICE_PASS:
        /* TRANSLATORS: a hint's advice when the pool is empty: pass the turn. */
        snprintf(out, size, "%s", _("Pass."));
        break;
    case RK_ADVICE_DRAW_KEEP:
        tk_fmt(out, size,
               tk_trn("Draw and keep your %d tile back.", "Draw and keep all %d tiles back.",
                      (unsigned long)r->count),
               r->count);
        break;
    case RK_ADVICE_PASS_KEEP:
        tk_fmt(out, size,
               tk_trn("Pass and keep your %d tile back.", "Pass and keep all %d tiles back.",
                      (unsigned long)r->count),
               r->count);
        break;
    case RK_ADVICE_ARRANGE:
        /* TRANSLATORS: a hint's advice: only the sets on the table change; %s the
           sets as they should be. */
        tk_fmt(out, size, _("Arrange the sets as %s."), list);
        break;
    case RK_ADVICE_END:
        snprintf(out, size, "%s", _("End your turn."));
        break;
    default:
        out[0] = '\0';
        break;
    }
}

/* Why a rack is lowered, and what follows: "so lower your rack from A to
 * B points" (lower) or "but no tile of your rack fits the table". */
static void loss_words(const RkReason *r, const char *const *names, int lower, char *out, size_t size)
{
    char to[40], left[40], who[RK_NAME_WORDS];
    seat_word(names, r->seat, who, sizeof who);
    points(r->to, to, sizeof to);
    tiles(r->tiles_left, left, sizeof left);
    switch (r->loss) {
    case RK_LOSS_FITS:
        tk_fmt(out, size,
               lower ? _("%s's tiles are the ones you have not seen, and they all fit the table: it "
                         "can go out next turn, so lower your rack from %d to %s.")
                     : _("%s's tiles are the ones you have not seen, and they all fit the table: it "
                         "can go out next turn, but no tile of your rack fits the table."),
               who, r->from, to);
        break;
    case RK_LOSS_PASSED:
        tk_fmt(out, size,
               lower ? _("%s passed and its rack (the tiles you have not seen) is worth %d against "
                         "your %d; losing with what stays costs less than passing, so lower your rack "
                         "from %d to %s.")
                     : _("%s passed and its rack (the tiles you have not seen) is worth %d against "
                         "your %d; losing with what stays costs less than passing, but no tile of your "
                         "rack fits the table."),
               who, r->theirs, r->mine, r->from, to);
        break;
    case RK_LOSS_EMPTY:
        tk_fmt(out, size,
               lower ? _("The pool is empty and you cannot go out, so lower your rack from %d to %s.")
                     : _("The pool is empty and you cannot go out, but no tile of your rack fits the "
                         "table."),
               r->from, to);
        break;
    case RK_LOSS_FEW:
        /* TRANSLATORS: %s is a count of tiles ("1 tile"), the last %s one of
           points ("25 points"). */
        tk_fmt(out, size,
               lower ? _("%s has only %s left and may go out next, so lower your rack from %d to "
                         "%s.")
                     : _("%s has only %s left and may go out next, but no tile of your rack fits the "
                         "table."),
               who, left, r->from, to);
        break;
    default:
        tk_fmt(out, size,
               lower ? _("You cannot go out, so lower your rack from %d to %s.")
                     : _("You cannot go out, but no tile of your rack fits the table."),
               r->from, to);
        break;
    }
}

/* Where a play instead of a draw moves the end of the pool: "the pool (5
 * tiles) then runs dry on your turn, not seat 3's", as the end of a
 * sentence that starts `valid` (0 none, 1 "Every set is valid, and as you
 * play instead of drawing, ...", 2 "Then every set ..."). */
static void flip_words(const RkReason *r, const char *const *names, int valid, char *out,
                       size_t size)
{
    char pool[40], at[RK_NAME_WORDS + 80], who[RK_NAME_WORDS];
    seat_word(names, r->seat, who, sizeof who);
    tiles(r->pool, pool, sizeof pool);
    if (r->flip == RK_FLIP_MINE) {
        static const char *const mine[3] = {
            /* TRANSLATORS: %s is a count of tiles ("5 tiles"), %d a seat. */
            N_("The pool (%s) then runs dry on your turn, not %s's."),
            N_("Every set is valid, and as you play instead of drawing, the pool (%s) then runs dry "
               "on your turn, not %s's."),
            N_("Then every set is valid, and as you play instead of drawing, the pool (%s) then runs "
               "dry on your turn, not %s's.")};
        tk_fmt(out, size, _(mine[valid]), pool, who);
        return;
    }
    static const char *const other[3] = {
        /* TRANSLATORS: the first %s is a count of tiles ("5 tiles"), the second
           a seat's turn ("on seat 3's turn, 2 seats before yours"). */
        N_("The pool (%s) then runs dry %s, and a seat that finds it empty and cannot go out has to "
           "put tiles down for the seats after it."),
        N_("Every set is valid, and as you play instead of drawing, the pool (%s) then runs dry %s, "
           "and a seat that finds it empty and cannot go out has to put tiles down for the seats "
           "after it."),
        N_("Then every set is valid, and as you play instead of drawing, the pool (%s) then runs dry "
           "%s, and a seat that finds it empty and cannot go out has to put tiles down for the seats "
           "after it.")};
    turn_on(names, r->at, r->at_before, at, sizeof at);
    tk_fmt(out, size, _(other[valid]), pool, at);
}

static void why_words(const RkReason *r, const char *const *names, char *out, size_t size)
{
    char list[RK_TABLE_TEXT], a[RK_NAME_WORDS + 80], b[RK_NAME_WORDS + 80], who[RK_NAME_WORDS];
    seat_word(names, r->seat, who, sizeof who);
    switch (r->why) {
    case RK_WHY_NO_MELD_YET:
        snprintf(out, size, "%s", _("No sets on your rack add up to the 30 an initial meld needs yet."));
        break;
    case RK_WHY_MELD_SHORT:
        sets_text(&r->sets, list, sizeof list);
        /* TRANSLATORS: %s is the sets of the rack ("r4 r5 r6 and k9 b9 o9"), %d
           what they are worth. */
        tk_fmt(out, size,
               r->sets.nsets > 1 ? _("%s add up to only %d, and an initial meld needs 30.")
                                 : _("%s is worth only %d, and an initial meld needs 30."),
               list, r->value);
        break;
    case RK_WHY_PASS_WINS:
        tk_fmt(out, size,
               _("The pool is empty and %s passed; its tiles are the ones you have not seen, worth "
                 "%d against your %d, so passing ends the game and you win."),
               who, r->theirs, r->mine);
        break;
    case RK_WHY_MELD:
        tk_fmt(out, size, _("Your initial meld is worth %d."), r->value);
        break;
    case RK_WHY_MELD_KEEP:
        sets_text(&r->kept, list, sizeof list);
        /* TRANSLATORS: %d is the meld's worth, %s the sets kept on the rack. */
        tk_fmt(out, size, _("Your initial meld is worth %d; keep %s back for later."), r->value, list);
        break;
    case RK_WHY_MELD_OUT:
        tk_fmt(out, size, _("Your initial meld is worth %d and you go out."), r->value);
        break;
    case RK_WHY_OUT:
        snprintf(out, size, "%s", _("Your whole rack goes down and you go out."));
        break;
    case RK_WHY_NOTHING_FITS:
        loss_words(r, names, 0, out, size);
        break;
    case RK_WHY_LOWER:
        loss_words(r, names, 1, out, size);
        break;
    case RK_WHY_PASS_THEN_WIN:
        tk_fmt(out, size,
               _("The pool is empty and %s's tiles, the ones you have not seen, are worth %d against "
                 "your %d and cannot go out on this table: if it passes too, you win."),
               who, r->theirs, r->mine);
        break;
    case RK_WHY_SAFE_DUMP:
        points(r->to, a, sizeof a);
        /* TRANSLATORS: "Your rack drops from 40 to 12 points against seat 2's
           35 (...)". */
        tk_fmt(out, size,
               _("Your rack drops from %d to %s against %s's %d (the tiles you have not seen), and it "
                 "still cannot go out on the table after it."),
               r->from, a, who, r->theirs);
        break;
    case RK_WHY_PASS_LOSE_LESS:
        points(r->mine - r->theirs, a, sizeof a);
        tk_fmt(out, size,
               _("That ends the game and you lose by %s (%s's rack, the tiles you have not seen, is "
                 "worth %d against your %d); whatever you put down would let it go out, which costs more."),
               a, who, r->theirs, r->mine);
        break;
    case RK_WHY_PASS_GUARD:
        tk_fmt(out, size,
               _("%s (the tiles you have not seen, worth %d against your %d) cannot go out on this "
                 "table, but whatever you put down would let it."),
               who, r->theirs, r->mine);
        break;
    case RK_WHY_HOLD_END: {
        char pool[40];
        tiles(r->pool, pool, sizeof pool);
        turn_on(names, r->at, r->at_before, a, sizeof a);
        turn_to(names, r->moved, r->moved_before, b, sizeof b);
        /* TRANSLATORS: the first %s is a count of tiles ("6 tiles"), the second
           where the pool runs dry ("on seat 3's turn, 2 seats before yours"),
           the third where a play would move that ("to seat 4's turn, ..."). */
        tk_fmt(out, size,
               _("The pool (%s) runs dry %s, the best place for you (a seat that finds it empty and "
                 "cannot go out has to put tiles down for the seats after it); a play instead of a draw "
                 "would move that %s; keep your tiles back until they all go down in one turn."),
               pool, a, b);
        break;
    }
    case RK_WHY_FLIP:
        flip_words(r, names, 0, out, size);
        break;
    case RK_WHY_NO_FIT:
        snprintf(out, size, "%s",
                 r->pool > 0 ? _("No tile of your rack fits the table or makes a set yet.")
                             : _("The pool is empty and no tile of your rack fits the table."));
        break;
    case RK_WHY_KEEP_BACK:
        rk_counts_format(&r->tiles, list, sizeof list);
        tiles(r->tiles_left, a, sizeof a);
        /* TRANSLATORS: the first %s is the tiles that would stay on the rack
           ("r4 k9 J"), %d a seat, the last %s its count of tiles ("3 tiles"). */
        tk_fmt(out, size,
               _("%s would still be left, and every tile you put down gives %s (%s) more to build "
                 "on; go out in one turn when all of them fit."),
               list, who, a);
        break;
    case RK_WHY_GUARD_DROP:
        points(r->to, a, sizeof a);
        tk_fmt(out, size,
               _("Your rack drops from %d to %s, and %s (the tiles you have not seen, worth %d) "
                 "still cannot go out on the table after it."),
               r->from, a, who, r->theirs);
        break;
    case RK_WHY_GUARD_VALID:
        tk_fmt(out, size,
               r->then ? _("Then every set is valid, and %s (the tiles you have not seen, worth %d) "
                           "still cannot go out on the table after it.")
                       : _("Every set is valid, and %s (the tiles you have not seen, worth %d) still "
                           "cannot go out on the table after it."),
               who, r->theirs);
        break;
    case RK_WHY_VALID_FLIP:
        flip_words(r, names, r->then ? 2 : 1, out, size);
        break;
    case RK_WHY_VALID_KEEP:
        snprintf(out, size, "%s",
                 r->then ? _("Then every set is valid; keep your other tiles back.")
                         : _("Every set is valid; keep your other tiles back."));
        break;
    default:
        out[0] = '\0';
        break;
    }
}

void rk_reason_words(const RkReason *r, const char *const *names, int list_max, char *advice,
                     size_t asize, char *why, size_t wsize)
{
    static const RkReason none;
    if (r == NULL) {
        r = &none;
    }
    if (advice != NULL && asize > 0) {
        advice_words(r, list_max, advice, asize);
    }
    if (why != NULL && wsize > 0) {
        why_words(r, names, why, wsize);
        capital(why);
    }
}
