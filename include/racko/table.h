/*
 * racko/table.h - a match at a table: the game plus who plays each seat,
 * on the match layer (match/match.h).
 *
 * A table is an MtMatch (RackoTable is its name here) whose game is a
 * RackoGame: the layer owns the seats, the computer players and the bots,
 * the events and notices for the front end, autosave, resume and the
 * bots' logs (mt_match_*); this header adds what is Rack-O's: the table's
 * setup, a person's actions (and the deal) and the game itself.  It never
 * blocks longer than asked, so a render loop can drive it with wait_ms =
 * 0.  No SDL here.
 */
#ifndef RACKO_TABLE_H
#define RACKO_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "match/match.h"
#include "racko/engine.h"
#include "racko/record.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct RackoTableSetup {
    RackoConfig config;
    uint64_t seed;
    /* spec per seat: "human", "ai:LEVEL" or "bot:COMMAND"; empty name = a
       random name for computers, "Player N" for humans, the bot's own. */
    RackoSeatInfo seat[RACKO_MAX_SEATS];
    int bot_reply_ms;    /* bot reply limit; 0 = the protocol's 10 s */
    const char *fallback_level; /* level that takes over a failed bot; NULL = "medium" */
    /* Directory for the bots' logs, or NULL for none (racko_table_new
       copies the string; see mt_match_set_bot_log). */
    const char *bot_log_dir;
} RackoTableSetup;

typedef struct MtMatch RackoTable;

/* Rack-O for the match layer: its engine, records, computer players and
 * bots (for mt_match_resume, mt_match_load_record, mt_saved_read,
 * mt_check_bot). */
extern const MtGame racko_table_class;

/* What Rack-O's match history keeps (match/history.h; racko_table_class's
 * history): the totals, the winner, the options, and the player's rounds
 * won by going Rack-O and run bonuses. */
extern const struct MtHistoryOps racko_table_history;

/* What Rack-O gives the replay viewer (match/match.h; racko_table_class's
 * replay): a record's history items, deck scripts and actions, applied one
 * by one into a new game of the same options and seed. */
extern const MtReplayOps racko_table_replay;

/* Fills setup with defaults for `players` seats: seat 1 human, the others
 * "ai:medium", default config, seed 0. */
void racko_table_setup_default(RackoTableSetup *setup, int players);

/* Creates a table: checks the setup, starts the bots (a bot that fails its
 * hello is replaced at once, with a notice).  On error *out is NULL and msg
 * says why (one line). */
int racko_table_new(const RackoTableSetup *setup, RackoTable **out, char *msg, size_t size);

/* Creates a table from a saved record (racko/record.h), seats as saved,
 * its bots started: for a record the player's own program wrote with the
 * bots they chose (tests, trusted saves); see racko_table_resume_with.
 * *out owned by the caller (mt_match_free). */
int racko_table_resume(const char *path, RackoTable **out, char *msg, size_t size);

/* racko_table_resume taken up as opt says (mt_match_resume with
 * racko_table_class); opt NULL starts no bot.  *out owned by the caller
 * (mt_match_free). */
int racko_table_resume_with(const char *path, const MtResume *opt, RackoTable **out, char *msg,
                            size_t size);

/* Reads a saved match as every reader of the collection reads it (the
 * desktop game, racko-cli match --resume, racko-cli replay): the record
 * (racko_record_load) and then each seat's spec, which must be one a table
 * takes: empty (a person), "human", "ai:LEVEL" with one of our levels, or
 * "bot:COMMAND" (never started here).  One reader, one verdict.  On error
 * *out is NULL and msg (may be NULL) says why in one line that begins
 * with the file's name.  *out and *meta are the caller's. */
int racko_table_load_record(const char *path, RackoGame **out, RackoRecordMeta *meta, char *msg,
                            size_t size);

/* The game, read-only: query it, take views, never apply to it directly. */
const RackoGame *racko_table_game(const RackoTable *t);

/* Applies a human's action (or RACKO_ACT_DEAL, which any front end may
 * apply).  Refused actions change nothing; racko_game_error() explains. */
int racko_table_apply(RackoTable *t, int seat, RackoAction a);

#ifdef __cplusplus
}
#endif

#endif /* RACKO_TABLE_H */
