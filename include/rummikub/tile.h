/*
 * rummikub/tile.h - Rummikub's tiles, sets and tables, and their notation.
 *
 * Shared by the engine, the solver, the players, records, the bot protocol
 * and the command line (../shared/rummikub-rules.md, "Tile notation";
 * ../shared/rummikub-bot-protocol.md, "Notation").
 *
 * A tile *kind* is one of 53 values: colour * 13 + (number - 1) for the
 * numbered tiles (colours in the order black, blue, orange, red: k b o r),
 * RK_JOKER for a joker.  The box holds two tiles of every kind (106 tiles);
 * copies are never told apart.
 *
 * A set is read as the rules read it (rk_set_read): a group or a run, a
 * joker standing for the tile of highest value that makes the set valid.
 * Nothing here allocates, prints or keeps state.
 */
#ifndef RK_TILE_H
#define RK_TILE_H

#include <stddef.h>
#include <stdint.h>

#include "kit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    RK_COLOURS = 4,       /* k b o r */
    RK_NUMBERS = 13,      /* 1..13 */
    RK_JOKER = 52,        /* the joker's kind */
    RK_KINDS = 53,        /* 52 numbered kinds and the joker */
    RK_COPIES = 2,        /* copies of each kind in the box */
    RK_TILES = 106,       /* tiles in the box */
    RK_SET_MAX = 13,      /* the longest set: a run 1..13 */
    RK_TABLE_MAX_SETS = 35, /* 106 tiles / 3 */
    RK_MELD_MIN = 30,     /* an initial meld's least value (the rules) */
    RK_TILE_TEXT = 4,     /* "k13" and its terminator */
    /* Room for a table in text: 106 tiles of up to 3 characters and a
     * space, " | " between up to 35 sets, a terminator. */
    RK_TABLE_TEXT = 106 * 4 + 35 * 3 + 1
};

/* A tile kind: 0..51 numbered, RK_JOKER. */
typedef uint8_t RkTile;

/* The kind of a tile of colour 0..3 (k b o r) and number 1..13. */
static inline RkTile rk_tile(int colour, int number) { return (RkTile)(colour * RK_NUMBERS + number - 1); }
/* Colour 0..3 of a numbered tile (undefined for the joker). */
static inline int rk_tile_colour(RkTile t) { return t / RK_NUMBERS; }
/* Number 1..13 of a numbered tile (undefined for the joker). */
static inline int rk_tile_number(RkTile t) { return t % RK_NUMBERS + 1; }

/* Reads one tile ("r7", "k13", "J") from the len bytes at text; exactly
 * those bytes, no spaces.  TK_OK and *out, or TK_E_FORMAT. */
int rk_tile_parse(const char *text, size_t len, RkTile *out);

/* Writes the tile's notation into out (RK_TILE_TEXT bytes); returns its
 * length.  A value that is no kind is written "?". */
size_t rk_tile_format(RkTile t, char out[RK_TILE_TEXT]);

/* The word for a colour 0..3 ("black", "blue", "orange", "red"). */
const char *rk_colour_name(int colour);

/* A set of tiles as given, in any order. */
typedef struct RkSet {
    uint8_t n;
    RkTile t[RK_SET_MAX];
} RkSet;

/* A table: its sets, in an order of their own. */
typedef struct RkTable {
    int nsets;
    RkSet sets[RK_TABLE_MAX_SETS];
} RkTable;

/* How many tiles of each kind (a rack, a table, a pool). */
typedef struct RkCounts {
    uint8_t n[RK_KINDS];
} RkCounts;

typedef enum RkSetKind { RK_SET_INVALID = 0, RK_SET_GROUP = 1, RK_SET_RUN = 2 } RkSetKind;

/* A set as the rules read it. */
typedef struct RkReading {
    RkSetKind kind;
    int value;          /* sum of the numbers, each joker as what it stands for */
    int n;
    /* The tiles in the game's order: a run lowest first with each joker in
     * the place it fills, a group in colour order with its jokers last. */
    RkTile order[RK_SET_MAX];
    /* What each tile of order[] stands for (a joker's reading; itself for
     * a numbered tile). */
    RkTile stands[RK_SET_MAX];
} RkReading;

/* Reads a set: TK_OK and *out (the reading of highest value, a run when a
 * run and a group are worth the same), or TK_E_RULE with *out->kind
 * RK_SET_INVALID and one sentence for a person in msg ("a run cannot go
 * 12 13 1"), which may be NULL.  Never fails otherwise. */
int rk_set_read(const RkSet *set, RkReading *out, char *msg, size_t size);

/* Parses a set's tiles ("r1 r2 r3", separated by spaces, any order) from
 * len bytes.  Only the notation is checked, not the rules.  TK_OK, or
 * TK_E_FORMAT with a sentence in msg. */
int rk_set_parse(const char *text, size_t len, RkSet *out, char *msg, size_t size);

/* Parses a table: sets separated by '|' (spaces around it optional), or
 * "-" for an empty table.  Only the notation is checked.  TK_OK, or
 * TK_E_FORMAT with a sentence in msg (an empty set, a bad tile, too many
 * tiles or sets). */
int rk_table_parse(const char *text, size_t len, RkTable *out, char *msg, size_t size);

/* Writes a set as the game writes it (the reading's order when it is
 * valid, else as given) into out; returns the length it needs (the text is
 * cut to size, always terminated when size > 0). */
size_t rk_set_format(const RkSet *set, char *out, size_t size);

/* Writes a table ("r1 r2 r3 | k9 b9 o9 J", "-" when empty); as
 * rk_set_format.  RK_TABLE_TEXT bytes always suffice. */
size_t rk_table_format(const RkTable *table, char *out, size_t size);

/* Writes a list of tiles separated by single spaces ("-" when n is 0). */
size_t rk_tiles_format(const RkTile *t, int n, char *out, size_t size);

/* Writes the tiles of *c in kind order as rk_tiles_format does ("r4 r5
 * J", "-" for none); returns the length it needs. */
size_t rk_counts_format(const RkCounts *c, char *out, size_t size);

/* How many tiles two sets share, as multisets (copies counted once each). */
int rk_set_overlap(const RkSet *a, const RkSet *b);
/* 1 if two sets hold the same tiles, in any order. */
int rk_set_same(const RkSet *a, const RkSet *b);

/* Puts the sets of `after` (a table that follows `before`) in the order of
 * `before`, so that a table does not shuffle from one turn to the next: a
 * set holding the same tiles as a set of `before` takes its place, then a
 * set that changed takes the place of the old set it shares the most tiles
 * with, and the sets made of new tiles only follow at the end in their own
 * order.  Only the order changes, never a set. */
void rk_table_order_like(const RkTable *before, RkTable *after);

/* Counts: zeroed, added from a set / table, totals. */
void rk_counts_clear(RkCounts *c);
void rk_counts_add_set(RkCounts *c, const RkSet *set);
void rk_counts_add_table(RkCounts *c, const RkTable *table);
int rk_counts_total(const RkCounts *c);

/* The penalty value of tiles left on a rack: numbers, a joker 30. */
int rk_tile_penalty(RkTile t);

#ifdef __cplusplus
}
#endif

#endif /* RK_TILE_H */
