/*
 * rummikub/edit.h - a turn in progress for one Rummikub seat (library
 * rummikub_play), shared by the terminal game and the desktop table.
 *
 * An RkEdit is begun from the seat's RkView at the start of its turn: the
 * table as the turn began, the seat's rack, melded or not.  The person then
 * moves tiles between the rack and the sets, splits sets, undoes and
 * resets; nothing reaches the engine until the turn ends, when
 * rk_edit_table() is the table to hand to rk_play (or rk_match_apply).
 *
 *   - The working table keeps each set's tiles in the order the person
 *     arranged them (display order) and a stable id per set (a set keeps
 *     its id while it is moved into or split; a new set gets a new one), so
 *     a front end can track and animate sets.  With "tidy" on
 *     (rk_edit_set_tidy), every valid set is kept in the game's order
 *     instead (the terminal game's way).
 *   - Every tile on the table is known to have come from the rack this turn
 *     or not (rk_edit_from_rack); a tile that was on the table when the
 *     turn began never goes to the rack.  Copies of a kind are not told
 *     apart: a table tile may go to the rack when another copy of its kind
 *     came from the rack, which then counts as the table's.
 *   - The rack is a list in the person's order (positions 0..n-1, only the
 *     tiles that are on it now); tiles moved to the table keep their place
 *     in that order, hidden, and come back there on undo or reset.
 *     Arranging the rack is not a move: undo and reset leave the order
 *     alone.  The arrangement lasts from turn to turn in an RkRackOrder.
 *   - Every operation returns TK_OK, or a refusal status with one sentence
 *     for a person in rk_edit_error() (a capital where it begins with a
 *     word, no full stop: "A set has at most 13 tiles"), changing nothing.
 *   - rk_edit_check() judges the end of the turn exactly as rk_check_play
 *     does (the same status and sentence; tests/rummikub/edit proves it
 *     over random edits), without a game.
 *
 * Pure C11: no SDL, no printing, no globals.
 */
#ifndef RK_EDIT_H
#define RK_EDIT_H

#include <stddef.h>
#include <stdint.h>

#include "rummikub/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* The rack's arrangement, kept from turn to turn                      */

typedef enum RkRackSort {
    RK_SORT_COLOUR = 0, /* by colour, then number (runs show); jokers last */
    RK_SORT_NUMBER = 1  /* by number, then colour (groups show); jokers last */
} RkRackSort;

/* A seat's rack in the person's order.  fresh[i]: t[i] came to the rack
 * since the previous turn (drawn, a penalty), to be marked. */
typedef struct RkRackOrder {
    int n;
    RkTile t[RK_TILES];
    uint8_t fresh[RK_TILES];
} RkRackOrder;

/* Empties *o (a new game: the next sync arranges the dealt rack). */
void rk_rack_order_clear(RkRackOrder *o);

/* Brings *o to `rack` at the start of a turn: the marks of the last turn
 * go, tiles no longer on the rack leave (the last copies of a kind
 * first), the others keep their places, and tiles new to it are appended
 * in colour order and marked fresh.  An empty order is filled in colour
 * order with no marks (a deal). */
void rk_rack_order_sync(RkRackOrder *o, const RkCounts *rack);

/* Sorts *o (marks travel with their tiles). */
void rk_rack_order_sort(RkRackOrder *o, RkRackSort by);

/* Moves the tile at `from` so that it ends at index `to` (0..n-1).
 * TK_OK or TK_E_ARG. */
int rk_rack_order_move(RkRackOrder *o, int from, int to);

/* The tiles of *o counted into *out. */
void rk_rack_order_counts(const RkRackOrder *o, RkCounts *out);

/* ------------------------------------------------------------------ */
/* The turn in progress                                                */

typedef struct RkEdit RkEdit;

/* Where a tile is or goes. */
typedef enum RkEditWhere {
    RK_EDIT_RACK = 0, /* the rack, at pos */
    RK_EDIT_SET = 1,  /* set `set` of the working table, at pos */
    RK_EDIT_NEW = 2   /* a new set (a target only) */
} RkEditWhere;

/* As a source, pos is a tile's index (in the rack or set).  As a target,
 * pos is the gap before the tile now at that index (its count, or -1:
 * at the end), in the arrangement before the move; the tiles moved land
 * there together, in the order given.  For RK_EDIT_NEW, pos is the gap
 * among the sets the new set takes: before the set now at that index
 * (the number of sets, or -1: after the others); set is not used. */
typedef struct RkEditSpot {
    int where; /* RkEditWhere */
    int set;
    int pos;
} RkEditSpot;

/* A new editor, empty (a turn with no table and no rack) until
 * rk_edit_begin.  TK_OK and *out (owned by the caller, rk_edit_free), or
 * TK_E_NOMEM. */
int rk_edit_new(RkEdit **out);

/* Frees e; NULL is allowed. */
void rk_edit_free(RkEdit *e);

/* Begins view->seat's turn: the table, rack and meld of *view (the
 * caller's, not kept).  `order` (may be NULL; not kept) is the rack's
 * arrangement; when it does not hold the view's rack a synced copy is
 * used.  The history is emptied.  TK_OK or TK_E_ARG (a view that is no
 * seat's). */
int rk_edit_begin(RkEdit *e, const RkView *view, const RkRackOrder *order);

/* Tidy on (1): each valid set kept in the game's order after every
 * change, the table at the start included (the terminal game); off (0,
 * the default): sets stay as arranged.  Changes nothing by itself until
 * the next change or rk_edit_begin. */
void rk_edit_set_tidy(RkEdit *e, int on);

/* Moves n tiles (1..RK_TILES; at most RK_SET_MAX to a set) from
 * from[0..n-1] (distinct, rack or set spots) to `to`, as one move: within
 * the rack reorders it (not a move for undo), rack and table otherwise.
 * Sets left empty go; a new set gets a new id.  Refusals, nothing
 * changed: TK_E_ARG (a spot that is not there, the same tile twice, no
 * tiles), TK_E_RULE (a tile that was on the table at the turn's start to
 * the rack: "k5 was on the table when your turn began: it cannot go back
 * to your rack"; a set over 13 tiles; no room for a new set), TK_E_NOMEM. */
int rk_edit_move(RkEdit *e, const RkEditSpot *from, int n, RkEditSpot to);

/* Splits set `set` before its tile `pos` (1..n-1): the tiles from pos on
 * become a new set right after it.  TK_E_ARG, TK_E_RULE (no room),
 * TK_E_NOMEM. */
int rk_edit_split(RkEdit *e, int set, int pos);

/* Steps back one move (the whole turn's history is kept).  TK_E_RULE
 * when there is nothing to undo. */
int rk_edit_undo(RkEdit *e);

/* Puts the table back as it was at the start of the turn, as one move
 * (undo brings the last state back); TK_OK and nothing changed when
 * nothing was moved. */
int rk_edit_reset(RkEdit *e);

/* Where each tile of *target would come from: from[s][i] is a spot of the
 * working table (RK_EDIT_SET) or of the rack (RK_EDIT_RACK) for
 * target->sets[s].t[i].  Target sets are paired with working sets by the
 * tiles they share, the largest first, and a tile stays with its paired
 * set when it can (what a hint moves: the tiles from the rack or from
 * another set).  TK_OK, or TK_E_ARG (not a table), TK_E_MOVE (a tile of
 * the table at the turn's start missing, or a tile not on the rack). */
int rk_edit_plan(const RkEdit *e, const RkTable *target,
                 RkEditSpot from[RK_TABLE_MAX_SETS][RK_SET_MAX]);

/* Sets the working table to *target (a hint's RkMove table) as one move:
 * paired sets keep their ids (rk_edit_plan).  Refusals as rk_edit_plan,
 * TK_E_NOMEM. */
int rk_edit_apply_table(RkEdit *e, const RkTable *target);

/* The sentence for the last refusal ("" after a call that succeeded).
 * Owned by e, valid until its next call. */
const char *rk_edit_error(const RkEdit *e);

/* ---- queries (e must not be NULL; indices in range) ---- */
int rk_edit_seat(const RkEdit *e);
int rk_edit_melded(const RkEdit *e);
int rk_edit_nsets(const RkEdit *e);
/* Set s as arranged (owned by e, valid until its next change). */
const RkSet *rk_edit_set(const RkEdit *e, int s);
/* Set s's id (1 and up; unique on the working table). */
unsigned rk_edit_set_id(const RkEdit *e, int s);
/* Set s's index on the working table from its id, or -1. */
int rk_edit_set_index(const RkEdit *e, unsigned id);
/* Reads set s: TK_OK and *out (may be NULL), or TK_E_RULE with why in
 * msg (rk_set_read's sentence; msg may be NULL). */
int rk_edit_set_read(const RkEdit *e, int s, RkReading *out, char *msg, size_t size);
/* 1 if tile i of set s came from the rack this turn. */
int rk_edit_from_rack(const RkEdit *e, int s, int i);
/* Tiles on the rack now, and each in order. */
int rk_edit_rack_count(const RkEdit *e);
RkTile rk_edit_rack_tile(const RkEdit *e, int i);
/* 1 if rack tile i is new since the last turn (RkRackOrder.fresh). */
int rk_edit_rack_fresh(const RkEdit *e, int i);
/* The rack's index of a tile of kind t, the first at or after `start`, or -1. */
int rk_edit_rack_find(const RkEdit *e, RkTile t, int start);
/* The rack now, counted into *out. */
void rk_edit_rack_counts(const RkEdit *e, RkCounts *out);
/* The whole arrangement, the tiles on the table from the rack included
 * in their places, into *out: keep it for the next turn. */
void rk_edit_rack_order(const RkEdit *e, RkRackOrder *out);
/* Sorts the rack (not a move for undo). */
void rk_edit_rack_sort(RkEdit *e, RkRackSort by);
/* Moves made this turn that undo can step back (0: nothing to undo). */
int rk_edit_history(const RkEdit *e);
/* 1 if the working table is not the one the turn began with (as
 * multisets of tiles per set, in order of sets). */
int rk_edit_changed(const RkEdit *e);
/* The initial meld's running value: the valid sets not matched one to one
 * with a set of the turn's start (the same tiles), made only of tiles from
 * the rack; what rk_play counts when the play is accepted. */
int rk_edit_meld_value(const RkEdit *e);
/* "27 of 30" into out (cut to size); returns the length it needs. */
size_t rk_edit_meld_text(const RkEdit *e, char *out, size_t size);
/* The end of the turn judged as rk_check_play judges it for this seat at
 * the turn's start (the engine's rk_judge_play): TK_OK, or the same status
 * (TK_E_RULE: no tile from the rack, an invalid set, the initial meld's
 * rules) with the same sentence in msg (may be NULL). */
int rk_edit_check(const RkEdit *e, char *msg, size_t size);
/* The working table into *out (owned by the caller): for rk_play, a
 * RkMove. */
void rk_edit_table(const RkEdit *e, RkTable *out);

#ifdef __cplusplus
}
#endif

#endif /* RK_EDIT_H */
