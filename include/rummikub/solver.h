/*
 * rummikub/solver.h - the exact move solver: the best play a rack allows.
 *
 * Given the tiles on the table and a rack, the solver finds the play that
 * puts the most rack tiles on the table, with any rearrangement of the
 * whole table ("manipulation") and jokers anywhere, or, for a seat that has
 * not melded yet, the best initial meld (new sets from the rack alone,
 * worth 30 or more, the table untouched).  It is exact: the play it returns
 * is optimal for the objective below, proven by construction (a dynamic
 * programme over the numbers 1..13, see solver.c).
 *
 * Objective.  By default a play is worth RK_SOLVE_TILE per rack tile
 * placed plus its value, so the solver places the most tiles and, among
 * plays of as many tiles, the highest value:
 *   - after the initial meld, the value is the sum of the placed tiles'
 *     faces, a joker from the rack counting 30;
 *   - for the initial meld, the value is the meld's value: the sum of the
 *     new sets' values, each read as the rules read it (rk_set_read, a
 *     joker counting the number it stands for in the highest-value
 *     reading).
 * A caller may instead give a weight per tile kind: then a play is worth
 * the sum of the weights of the rack tiles it places (a weight may be zero
 * or negative: "keeping a joker is worth 40" is a joker weight of -40
 * against the others' positive ones), the initial meld still has to reach
 * 30.  Placing nothing is worth 0 and is always allowed, so the answer may
 * place nothing.  Among plays worth the same, the solver returns one of
 * them, always the same one for the same input.  To keep tiles back, pass
 * a smaller rack.
 *
 * Limits: every kind at most twice on table and rack together, at most two
 * jokers, the table's tiles arrangeable into valid sets (a table that is
 * not is refused).
 */
#ifndef RK_SOLVER_H
#define RK_SOLVER_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "rummikub/tile.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    RK_SOLVE_TILE = 1000,          /* the default worth of a placed tile, besides its value */
    RK_SOLVE_WEIGHT_MAX = 1000000  /* weights lie in -RK_SOLVE_WEIGHT_MAX..RK_SOLVE_WEIGHT_MAX */
};

/* A solver's working memory, reused from one call to the next (a solver
 * allocates only when a position needs more room than any before). */
typedef struct RkSolver RkSolver;

/* A play. */
typedef struct RkSolution {
    int tiles;       /* rack tiles placed (0: nothing can or should be placed) */
    int value;       /* their value, as in "Objective" above (meld: the meld's value) */
    int64_t score;   /* the objective reached (default: RK_SOLVE_TILE * tiles + value) */
    RkCounts placed; /* the rack tiles placed, by kind */
    /* After the initial meld: the whole table after the play, valid sets
     * holding exactly the table's tiles and the placed ones.  For the
     * initial meld: only the new sets, which the caller adds to the table. */
    RkTable table;
} RkSolution;

/* A new solver, or NULL when out of memory.  Owned by the caller, freed
 * with rk_solver_free. */
RkSolver *rk_solver_new(void);

/* Frees s; NULL is allowed. */
void rk_solver_free(RkSolver *s);

/* Solves one position: the table's tiles (every one stays on the table),
 * the rack, whether the seat has melded (0: the initial meld), and the
 * weights (RK_KINDS of them, or NULL for the default objective).  TK_OK
 * and *out (owned by the caller), or TK_E_ARG (a NULL pointer, a weight out
 * of range), TK_E_CONFIG (a kind more than twice, more than two jokers),
 * TK_E_RULE (the table's tiles cannot be arranged into sets) or
 * TK_E_NOMEM, each with a sentence in msg (which may be NULL); *out is then
 * cleared.  The solver keeps no reference to its arguments. */
int rk_solve(RkSolver *s, const RkCounts *table, const RkCounts *rack, int melded, const int *weights,
             RkSolution *out, char *msg, size_t size);

/* The tiles of `after` (a valid table that follows `before` and holds all
 * of its tiles and maybe more: a play's result, such as a solution's table),
 * arranged to change as little of `before` as they can, as a person would
 * lay the same play: every set of `before` that can stay whole while the
 * other tiles still form valid sets stays (tried in table order, each kept
 * only if the rest can still be arranged), the other tiles are arranged by
 * the solver, and the sets are put in `before`'s order (rk_table_order_like).
 * `before` may hold sets that are not valid (a turn in progress): such a
 * set is never kept as it is, only grown into a valid one by a few tiles.
 * TK_OK and *out (which may be `after`), or as rk_solve (TK_E_ARG,
 * TK_E_CONFIG, TK_E_NOMEM) with a sentence in msg; *out is then unchanged. */
int rk_solve_keep(RkSolver *s, const RkTable *before, const RkTable *after, RkTable *out, char *msg,
                  size_t size);

/* The solve text format (the command line's `solve`), one position after
 * another; in a position, lines in any order:
 *     table SETS        the table ("r1 r2 r3 | k9 b9 o9", "-" when empty)
 *     rack TILES        the rack ("r5 J k13", "-" when empty)
 *     melded 0|1        optional, 1 when absent
 * A position ends at a blank line, at a line that begins the next position
 * (a second `table` or `rack`) or at the end; '#' starts a comment line.
 * For each position, two lines are written:
 *     tiles K value V
 *     table SETS        the table after the play (the old sets followed by
 *                       the new ones for an initial meld)
 * Reads in to its end.  TK_OK, or at the first bad line TK_E_FORMAT,
 * TK_E_CONFIG or TK_E_RULE (a set on the table that is no valid set, a tile
 * too many) with "line N: why" in msg; the positions before it are
 * written.  TK_E_IO when out cannot be written.  in and out stay the
 * caller's. */
int rk_solve_text(RkSolver *s, FILE *in, FILE *out, char *msg, size_t size);

/* A benchmark's figures: solve times of realistic mid-game positions. */
typedef struct RkBenchResult {
    int positions;          /* positions solved */
    double median_ms;       /* solve times, milliseconds */
    double p90_ms;
    double p99_ms;
    double max_ms;
    double mean_ms;
    double positions_per_s; /* positions / total solve time */
    double mean_table;      /* mean tiles on the table, on the rack */
    double mean_rack;
    double mean_placed;     /* mean rack tiles placed */
    RkTable slowest_table;  /* the position that took longest */
    RkCounts slowest_rack;
} RkBenchResult;

/* Times the solver on `positions` positions (1..1000000) met in simulated
 * 2-4 seat games from seed (tables of 40 to 70 tiles, racks of 10 to 25,
 * melded seats), solving each with s.  Reads the monotonic clock.  TK_OK
 * and *out (the caller's), TK_E_ARG or TK_E_NOMEM. */
int rk_solver_bench(RkSolver *s, uint64_t seed, int positions, RkBenchResult *out);

#ifdef __cplusplus
}
#endif

#endif /* RK_SOLVER_H */
