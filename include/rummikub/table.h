/*
 * rummikub/table.h - a Rummikub match at a table: the game plus who plays
 * each seat (library rummikub_play), on the match layer (match/match.h).
 *
 * A match is an MtMatch (RkMatch is its name here) whose game is an
 * RkGame: the layer owns the seats, the computer players and the bots, the
 * events and notices for the front end, autosave and resume (mt_match_*);
 * this header adds what is Rummikub's: the table's setup, a person's
 * moves, the deal, the turn timer's penalty, and the game itself.
 *
 * The type is RkMatch (prefix rk_match_) because RkTable is the tiles on
 * the table (rummikub/tile.h).
 *
 * Time: the table reads no clock.  The turn timer is the caller's: when
 * the seat to act ran out of time it calls rk_match_timeout.  A bot's
 * reply limit (no timer) is the bot library's.  No SDL here.
 */
#ifndef RK_TABLE_H
#define RK_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "match/match.h"
#include "rummikub/engine.h"
#include "rummikub/record.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct RkMatchSetup {
    RkConfig config;
    uint64_t seed;
    /* spec per seat: "human", "ai:LEVEL" or "bot:COMMAND" ("" = "human");
       an empty name: "Player N" for a person, a first name for a computer,
       the bot's own from its hello. */
    RkSeatInfo seat[RK_MAX_SEATS];
    int bot_reply_ms;           /* bot reply limit with no timer; 0 = the protocol's 10 s */
    const char *fallback_level; /* the level taking over a failed bot; NULL = the default */
    const char *bot_log_dir;    /* where each bot's stderr is kept (bot-seatN.log); NULL: nowhere */
} RkMatchSetup;

typedef struct MtMatch RkMatch;

/* Rummikub for the match layer: its engine, records, computer players and
 * bots (for mt_match_resume, mt_match_load_record, mt_saved_read,
 * mt_check_bot). */
extern const MtGame rk_match_class;

/* What Rummikub's match history keeps (match/history.h; rk_match_class's
 * history): the totals, the winners, the options, and the player's games
 * won, tiles left in the games lost and initial melds made. */
extern const struct MtHistoryOps rk_match_history;

/* How a Rummikub record is replayed item by item (match/match.h;
 * rk_match_class's replay): the game a record's load made (never
 * changed) gives its history's items, applied one by one (a scripted mix
 * of the pool, a deal, a draw, a play, a timeout) into a new game of the
 * same options and seed (start: the caller's, rk_game_free), as the load
 * applied them.  Driven by turns (no time). */
extern const MtReplayOps rk_match_replay;

/* Fills *setup (the caller's) for `players` seats: seat 1 "human", the
 * others a computer player of the default level, the default table, seed
 * 0. */
void rk_match_setup_default(RkMatchSetup *setup, int players);

/* The level a failed bot's seat goes to when none is given, and the
 * default level of a computer seat. */
const char *rk_match_default_level(void);

/* Creates a table: checks the setup (every spec), starts the bots (one
 * that cannot start is replaced at once, with a notice).  TK_OK and *out
 * (owned by the caller, mt_match_free), or TK_E_CONFIG / TK_E_ARG /
 * TK_E_NOMEM with one line in msg. */
int rk_match_new(const RkMatchSetup *setup, RkMatch **out, char *msg, size_t size);

/* A table from a saved record (mt_match_resume with rk_match_class), seats
 * as saved, taken up as opt says (NULL: no bot started).  *out owned by the
 * caller (mt_match_free); on error NULL and msg (beginning with the file's
 * name). */
int rk_match_resume(const char *path, const MtResume *opt, RkMatch **out, char *msg, size_t size);

/* Reads a saved match as every reader of the collection reads it
 * (rummikub-cli match --resume, rummikub-cli replay, the desktop game): the
 * record (rk_record_load), then each seat's spec, which must be one a
 * table takes: empty (a person), "human", "ai:LEVEL" with one of our
 * levels, or "bot:COMMAND" (never started here).  One reader, one
 * verdict.  On error *out is NULL and msg says why in one line that begins
 * with the file's name.  *out and *meta (may be NULL) are the caller's. */
int rk_match_load_record(const char *path, RkGame **out, RkRecordMeta *meta, char *msg,
                         size_t size);

/* The game, read-only: query it, take views; never apply to it directly. */
const RkGame *rk_match_game(const RkMatch *t);

/* A human seat's move: RK_ACT_DRAW (a pass with the pool empty) or
 * RK_ACT_PLAY leaving the table as *table (the caller's).  A refused move
 * changes nothing and rk_match_error says why; TK_E_TURN for a seat that
 * is not a person's. */
int rk_match_apply(RkMatch *t, int seat, RkActionKind kind, const RkTable *table);

/* The turn timer of the seat to act ran out (whoever plays it): the
 * rules' penalty (rk_timeout).  A bot's question out is withdrawn. */
int rk_match_timeout(RkMatch *t);

/* The sentence of the last refused call (the engine's). */
const char *rk_match_error(const RkMatch *t);

#ifdef __cplusplus
}
#endif

#endif /* RK_TABLE_H */
