/*
 * rummikub/table.h - a Rummikub match at a table: the game plus who plays
 * each seat (library rummikub_play).
 *
 * The table is the mid-end shared by rummikub-cli and, later, the desktop
 * game, as racko/table.h is Rack-O's.  It owns an RkGame and one
 * controller per seat: a human (whose moves the front end applies), a
 * computer player of some level (rk_ai_decide from the seat's view), or an
 * outside bot speaking the bot protocol.  It keeps the events and notices
 * for the front end, can autosave the match after every action (atomic,
 * through an RkRecordSaver, so a long match is not saved in quadratic
 * time), resumes saved matches and reads records with one verdict on
 * their seats.
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

#include "rummikub/engine.h"
#include "rummikub/record.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum RkSeatKind {
    RK_SEAT_HUMAN = 0,
    RK_SEAT_AI = 1,
    RK_SEAT_BOT = 2
} RkSeatKind;

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

typedef struct RkMatch RkMatch;

/* Fills *setup (the caller's) for `players` seats: seat 1 "human", the
 * others a computer player of the default level, the default table, seed
 * 0. */
void rk_match_setup_default(RkMatchSetup *setup, int players);

/* The level a failed bot's seat goes to when none is given, and the
 * default level of a computer seat. */
const char *rk_match_default_level(void);

/* Creates a table: checks the setup (every spec), starts the bots (one
 * that cannot start is replaced at once, with a notice).  TK_OK and *out
 * (owned by the caller, rk_match_free), or TK_E_CONFIG / TK_E_ARG /
 * TK_E_NOMEM with one line in msg. */
int rk_match_new(const RkMatchSetup *setup, RkMatch **out, char *msg, size_t size);

/* Starts an outside bot's command, waits up to reply_ms (0: 5 s) for its
 * hello and lets it go: what the new-game form checks when Start is
 * pressed.  TK_OK, or TK_E_ARG / TK_E_IO with what is wrong in msg, said
 * of the bot for the person who typed the command (tk_bot_explain: "does
 * not speak the Rummikub bot protocol: it did not answer the greeting"),
 * to follow its name (tk_notice_bot). */
int rk_match_check_bot(const char *command, int reply_ms, char *msg, size_t size);

/* How a saved match's seats are taken up.  A record names the command of
 * each bot seat: a file from anywhere could name any command, so a bot is
 * started only when the caller says the player asked for it
 * (docs/record-format.md, "Bot seats"). */
typedef struct RkResumeOptions {
    int start_bots;             /* 1: start the record's bots; 0: the fallback computer
                                   plays their seats, each said in a notice */
    const char *fallback_level; /* NULL: the default level */
    int bot_reply_ms;           /* 0: the protocol's 10 s */
    const char *bot_log_dir;    /* as RkMatchSetup.bot_log_dir; NULL: nowhere */
} RkResumeOptions;

/* A table from a saved record (rk_match_load_record), seats as saved; opt
 * NULL starts no bot.  The replayed events are not queued for the front
 * end (it draws the resumed state from the game).  *out owned by the
 * caller; on error NULL and msg (beginning with the file's name). */
int rk_match_resume(const char *path, const RkResumeOptions *opt, RkMatch **out, char *msg,
                    size_t size);

/* Reads a saved match as every reader of the collection reads it
 * (rummikub-cli match --resume, rummikub-cli replay, the desktop game): the
 * record (rk_record_load), then each seat's spec, which must be one a
 * table takes: empty (a person), "human", "ai:LEVEL" with one of our
 * levels, or "bot:COMMAND" (never started here).  One reader, one
 * verdict.  On error *out is NULL and msg says why in one line that begins
 * with the file's name.  *out and *meta (may be NULL) are the caller's. */
int rk_match_load_record(const char *path, RkGame **out, RkRecordMeta *meta, char *msg,
                         size_t size);

/* Where the match saved at path stands, for a player, into info: "Game 2
 * of 4: Tess (12 points), Hugo (-12 points)", with *over (1: the match is
 * finished) and *people (its seats played by people), both may be NULL.
 * Read as rk_match_load_record reads it: TK_OK, or its status with why in
 * info.  What the title screen and rummikub-cli say of a saved game. */
int rk_match_saved_line(const char *path, char *info, size_t size, int *over, int *people);

/* Says goodbye to the bots and frees everything.  NULL is allowed. */
void rk_match_free(RkMatch *t);

/* The game, read-only: query it, take views; never apply to it directly. */
const RkGame *rk_match_game(const RkMatch *t);

int rk_match_players(const RkMatch *t);
RkSeatKind rk_match_seat_kind(const RkMatch *t, int seat);
/* The seat's name and its spec as it plays now ("ai:hard" after a bot
 * failed); owned by t, raw text (escape before printing). */
const char *rk_match_seat_name(const RkMatch *t, int seat);
const char *rk_match_seat_spec(const RkMatch *t, int seat);

/* The human seat that must act now, or -1. */
int rk_match_human_to_act(const RkMatch *t);

/* Deals the next game (any front end may, between games).  TK_OK or the
 * engine's refusal (rk_game_error says why). */
int rk_match_deal(RkMatch *t);

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

typedef enum RkStepResult {
    RK_STEP_IDLE = 0,   /* nothing to do: a person acts, a game or the match is over */
    RK_STEP_ACTED = 1,  /* a computer or bot seat made its move */
    RK_STEP_WAITING = 2 /* a bot is thinking: call again */
} RkStepResult;

/* Lets the seat to act move if it is a computer or a bot, waiting at most
 * wait_ms for a bot's answer.  *status (may be NULL) gets TK_OK or the
 * error that stopped the step (TK_E_NOMEM). */
RkStepResult rk_match_step(RkMatch *t, int wait_ms, int *status);

/* Takes the oldest event (full information: redact it with
 * rk_event_redact for one seat's eyes).  1, or 0 if none. */
int rk_match_next_event(RkMatch *t, RkEvent *out);

/* Takes the oldest notice for the user ("Seat 2's bot (mybot) stopped;
 * the computer plays its seat from now on. — exited with status 3":
 * kit/notice.h).  Raw text: escape it.  1, or 0 if none.  When none is
 * waiting, it first looks at the bots that are not being asked anything,
 * without waiting (a few system calls each): one that has exited, closed
 * a pipe or written unasked is replaced by the computer now, whoever's
 * turn it is, and its notice is the one taken.  A front end that drains
 * the notices every frame, and every second or so while it waits for a
 * person, learns of a bot's end within that second. */
int rk_match_next_notice(RkMatch *t, char *buf, size_t size);

/* Saves the match to path after every action from now on (atomically,
 * only what is new written and checked), and once now.  NULL stops.  A
 * failed autosave is a notice (once until one works again).  Returns the
 * status of the save now. */
int rk_match_set_autosave(RkMatch *t, const char *path);

/* Saves the match now, as autosave writes it. */
int rk_match_save(RkMatch *t, const char *path, char *msg, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RK_TABLE_H */
