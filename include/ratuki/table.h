/*
 * ratuki/table.h - a Ratuki match at a table: the game, its round driver
 * and who plays each seat (library ratuki_play), on the match layer
 * (match/match.h), played by time.
 *
 * A table is an MtMatch (RtTable is its name here) whose game is a Ratuki
 * match run by its round driver (ratuki/driver.h): the layer owns the
 * seats, the computer players and the bots, the events and notices for
 * the front end, autosave and resume, the bots' logs and a saved match's
 * summary (mt_match_*); this header adds what is Ratuki's: the table's
 * setup, the computers' pace, a person's actions at a given millisecond,
 * the moment a person leaves, and the game itself.
 *
 * Time.  Ratuki has no turns: the table is driven by time, given by the
 * caller (it reads no clock).  mt_match_next_due says when something is
 * next due on its own (a computer's or a bot's intention, a tie window's
 * end, the 60 s rule), mt_match_advance moves the table there, doing
 * everything due in order; a person's action is rt_table_play or
 * rt_table_discard at the millisecond the person acted.  With no person at
 * the table (a headless run) a bot's answer holds the clock: the table
 * does not move past the moment a bot was asked until it has answered
 * (mt_match_advance says MT_STEP_WAITING, mt_match_next_due the clock), so
 * results do not depend on how fast a bot answers.  With a person at the
 * table the clock is the caller's (the wall's) and waits for nobody: a
 * bot's intention is due from its question's time, and one that comes in
 * late is done at the next millisecond (the driver's rule).
 *
 * Computers are our levels (ratuki/ai.h) at the table's pace; a bot is an
 * outside program of the bot protocol (ratuki/bot.h), handed to the
 * computer when it fails, said once in a notice.  No SDL here.
 */
#ifndef RT_TABLE_H
#define RT_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "match/match.h"
#include "ratuki/engine.h"
#include "ratuki/record.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A table's options: the rules' and the computers' pace. */
typedef struct RtTableOptions {
    RtConfig config;
    /* Every computer's speed in percent of its level's own (RtAIOptions
       pace): RT_PACE_MIN..RT_PACE_MAX, 0 for 100.  Kept with the record
       (its `pace` line): a resumed table plays at it again; a record
       written before it resumes at 100. */
    int pace;
    /* The desktop's glow option (RT_GLOW_ON, RT_GLOW_OFF, RT_GLOW_UNSAID),
       the table's only to keep with the record (its `glow` line) and
       give back on resume (rt_table_glow). */
    int glow;
} RtTableOptions;

typedef struct RtTableSetup {
    RtTableOptions options;
    uint64_t seed;
    /* spec per seat: "human", "ai:LEVEL" or "bot:COMMAND" ("" = "human");
       an empty name: "Player N" for a person, a first name for a computer,
       the bot's own from its hello. */
    RtSeatInfo seat[RT_MAX_SEATS];
    int bot_reply_ms;           /* a bot's reply limit; 0: the protocol's 10 s */
    const char *fallback_level; /* the level taking over a failed bot; NULL: the default */
    const char *bot_log_dir;    /* where each bot's stderr is kept (bot-seatN.log); NULL: nowhere */
} RtTableSetup;

typedef struct MtMatch RtTable;

/* Ratuki for the match layer: its engine and driver, records, computer
 * players and bots (for mt_match_resume, mt_match_load_record,
 * mt_saved_read, mt_check_bot).  A table resumed (mt_match_resume) from a
 * round saved mid-round goes on from the moment the record holds, the
 * seats asked afresh then. */
extern const MtGame rt_table_class;

/* What Ratuki's match history keeps (match/history.h; rt_table_class's
 * history): the totals, the winners, the options, and the player's cards
 * played (per minute of the rounds' clock), stacks taken and ties.  The
 * desktop table keeps its match with one call, mt_history_add. */
extern const struct MtHistoryOps rt_table_history;

/* Fills *setup (the caller's) for `players` seats: seat 1 "human", the
 * others a computer of the default level, the default table (target 100,
 * window 150), the levels' own pace, seed 0. */
void rt_table_setup_default(RtTableSetup *setup, int players);

/* The level of a computer seat given none, and of a failed bot's seat
 * when no other is given ("medium"). */
const char *rt_table_default_level(void);

/* Creates a table: checks the setup (every spec, the rules, the pace),
 * starts the bots (one that cannot start is replaced at once, with a
 * notice); the first round is dealt by mt_match_deal.  TK_OK and *out
 * (owned by the caller, mt_match_free), or TK_E_CONFIG / TK_E_ARG /
 * TK_E_NOMEM with one line in msg. */
int rt_table_new(const RtTableSetup *setup, RtTable **out, char *msg, size_t size);

/* The game, read-only: query it, take a seat's view (rt_game_view); never
 * act on it directly.  Owned by t. */
const RtGame *rt_table_game(const RtTable *t);

/* The table's clock: the round's milliseconds up to which everything has
 * been done (the game's own clock may lag: it moves when something
 * happens). */
int rt_table_now(const RtTable *t);

/* Every computer's pace from now on (RtTableOptions.pace), kept with
 * the record at its next save.  TK_OK, or TK_E_ARG for a pace
 * out of range; TK_E_NOMEM (the computers as they were). */
int rt_table_set_pace(RtTable *t, int pace);
int rt_table_pace(const RtTable *t);

/* The glow option kept with t's match (RtTableOptions.glow): RT_GLOW_ON,
 * RT_GLOW_OFF, or RT_GLOW_UNSAID (a record written before it). */
int rt_table_glow(const RtTable *t);

/* A person at `seat` plays hand card `slot` (0..2) on stack `place`
 * (0-based), or discards it, at `time` (not before the table's clock).
 * What was due before `time` happens first (it came before, whatever
 * becomes of the action); then the action, the seats told at the end of
 * that millisecond, the events drained and the match autosaved
 * (mt_match_acted).  TK_OK, or the refusal's status (the engine's for the
 * rules: TK_E_RULE, TK_E_MOVE; TK_E_TURN for a seat a computer or a bot
 * plays; TK_E_ARG for a seat, slot or place outside the table or a time
 * before the clock; TK_E_PHASE when no round is being played; TK_E_OVER)
 * with its sentence in rt_table_error ("a 3 goes on a 2 or a 4; place 1
 * shows a 5"); a refused action changes nothing. */
int rt_table_play(RtTable *t, int seat, int slot, int place, int time);
int rt_table_discard(RtTable *t, int seat, int slot, int time);

/* Moves the table to `time` (mt_match_advance) and writes the moment in
 * the record (rt_driver_mark), then autosaves: what a front end does when
 * a person leaves mid-round, so that the round resumes at that moment.
 * TK_OK, TK_E_ARG (a time before the clock), TK_E_NOMEM. */
int rt_table_mark(RtTable *t, int time);

/* The sentence of the last refused action ("" after one that was done).
 * Owned by t. */
const char *rt_table_error(const RtTable *t);

#ifdef __cplusplus
}
#endif

#endif /* RT_TABLE_H */
