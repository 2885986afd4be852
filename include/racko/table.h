/*
 * racko/table.h - a match at a table: the game plus who plays each seat.
 *
 * The table is the mid-end shared by racko-cli and the desktop game.  It
 * owns a RackoGame, one controller per seat (a human, a computer player of
 * some level, or an outside bot speaking the bot protocol), forwards every
 * event to the bots, hands a failing bot's seat to the built-in computer
 * player, can autosave the match after every action, and can keep each
 * bot's log (its standard error) in a file for its author to read.  It never blocks
 * longer than asked, so a render loop can drive it with wait_ms = 0.
 * No SDL here.
 */
#ifndef RACKO_TABLE_H
#define RACKO_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "racko/engine.h"
#include "racko/record.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum RackoSeatKind {
    RACKO_SEAT_HUMAN,
    RACKO_SEAT_AI,
    RACKO_SEAT_BOT
} RackoSeatKind;

typedef struct RackoTableSetup {
    RackoConfig config;
    uint64_t seed;
    /* spec per seat: "human", "ai:LEVEL" or "bot:COMMAND"; empty name = a
       random name for computers, "Player N" for humans, the bot's own. */
    RackoSeatInfo seat[RACKO_MAX_SEATS];
    int bot_reply_ms;    /* bot reply limit; 0 = the protocol's 10 s */
    const char *fallback_level; /* level that takes over a failed bot; NULL = "medium" */
    /* Directory for the bots' logs, or NULL for none (racko_table_new
       copies the string; see racko_table_set_bot_log). */
    const char *bot_log_dir;
} RackoTableSetup;

typedef struct RackoTable RackoTable;

/* Fills setup with defaults for `players` seats: seat 1 human, the others
 * "ai:medium", default config, seed 0. */
void racko_table_setup_default(RackoTableSetup *setup, int players);

/* Creates a table: checks the setup, starts the bots (a bot that fails its
 * hello is replaced at once, with a notice).  On error *out is NULL and msg
 * says why (one line). */
int racko_table_new(const RackoTableSetup *setup, RackoTable **out, char *msg, size_t size);

/* Creates a table from a saved record (racko/record.h), seats as saved,
 * its bots started: for a record the player's own program wrote with the
 * bots they chose (tests, trusted saves); see racko_table_resume_with. */
int racko_table_resume(const char *path, RackoTable **out, char *msg, size_t size);

/* How a saved match's seats are taken up (racko_table_resume_with).  A
 * record names the command of each bot seat: a file from anywhere could
 * name any command, so a bot is started only when the caller says the
 * player asked for it (docs/record-format.md, "Bot seats"). */
typedef struct RackoResumeOptions {
    int start_bots;             /* 1: start the record's bots; 0: the fallback computer
                                   plays their seats, each said in a notice */
    const char *fallback_level; /* the level taking over a bot seat; NULL: "medium" */
} RackoResumeOptions;

/* racko_table_resume with options; opt NULL starts no bot.  *out owned by
 * the caller (racko_table_free). */
int racko_table_resume_with(const char *path, const RackoResumeOptions *opt, RackoTable **out,
                            char *msg, size_t size);

/* Reads a saved match as every reader of the collection reads it (the
 * desktop game, racko-cli match --resume, racko-cli replay): the record
 * (racko_record_load) and then each seat's spec, which must be one a table
 * takes: empty (a person), "human", "ai:LEVEL" with one of our levels, or
 * "bot:COMMAND" (never started here).  One reader, one verdict.  On error
 * *out is NULL and msg (may be NULL) says why in one line that begins
 * with the file's name.  *out and *meta are the caller's. */
int racko_table_load_record(const char *path, RackoGame **out, RackoRecordMeta *meta, char *msg,
                            size_t size);

/* Where the match saved at path stands, for a player, into info: "Round
 * 3: Tess (120 points), Milo (85 points)" (tokens under the tokens rule),
 * with *over (1: the match is finished) and *people (its seats played by
 * people), both may be NULL.  Read as racko_table_load_record reads it:
 * RACKO_OK, or its status with why in info.  What the title screen and
 * racko-cli say of a saved game. */
int racko_table_saved_line(const char *path, char *info, size_t size, int *over, int *people);

/* Starts the bot `command` as a table would, waits for its hello (at most
 * reply_ms; 0: the protocol's 10 s) and says goodbye: RACKO_OK, or
 * RACKO_E_ARG / RACKO_E_IO with msg saying what is wrong, said of the bot
 * for the person who typed the command (tk_bot_explain: "stopped before
 * it answered (exit status 1)", "cannot start: there is no program
 * ./mybot"), to follow its name (tk_notice_bot).  For a setup form to
 * check a command when the player presses Start. */
int racko_table_check_bot(const char *command, int reply_ms, char *msg, size_t size);

/* Says goodbye to the bots and frees everything.  NULL is allowed. */
void racko_table_free(RackoTable *t);

/* The game, read-only: query it, take views, never apply to it directly. */
const RackoGame *racko_table_game(const RackoTable *t);

RackoSeatKind racko_table_seat_kind(const RackoTable *t, int seat);
const char *racko_table_seat_name(const RackoTable *t, int seat);
/* The seat's spec as it plays now ("ai:medium" after a bot failed). */
const char *racko_table_seat_spec(const RackoTable *t, int seat);

/* The human seat that must act now, or -1. */
int racko_table_human_to_act(const RackoTable *t);

/* Applies a human's action (or RACKO_ACT_DEAL, which any front end may
 * apply).  Refused actions change nothing; racko_game_error() explains. */
int racko_table_apply(RackoTable *t, int seat, RackoAction a);

typedef enum RackoStepResult {
    RACKO_STEP_IDLE,    /* nothing to do: a human acts, a round or the match is over */
    RACKO_STEP_ACTED,   /* a computer or bot seat made one action */
    RACKO_STEP_WAITING  /* a bot is thinking: call again */
} RackoStepResult;

/* Lets the seat to act play one action if it is a computer or a bot,
 * waiting at most wait_ms for a bot's answer.  *status (may be NULL) gets
 * RACKO_OK, or the error that stopped the step (e.g. RACKO_E_NOMEM). */
RackoStepResult racko_table_step(RackoTable *t, int wait_ms, int *status);

/* Takes the oldest event (full information; redact it with
 * racko_event_redact for a seat's eyes).  Returns 1, or 0 if none. */
int racko_table_next_event(RackoTable *t, RackoEvent *out);

/* Takes the oldest notice for the user ("Seat 2's bot (mybot) stopped;
 * the computer plays its seat from now on. — exited with status 3":
 * kit/notice.h).  Returns 1, or 0 if none.  When none is waiting, it
 * first looks at the bots that are not being asked anything, without
 * waiting (a few system calls each): one that has exited, closed a pipe
 * or written unasked is replaced by the computer now, whoever's turn it
 * is, and its notice is the one taken.  A front end that drains the
 * notices every frame, and every second or so while it waits for a
 * person, learns of a bot's end within that second. */
int racko_table_next_notice(RackoTable *t, char *buf, size_t size);

/* Saves the match to `path` after every action from now on (atomic saves),
 * and once now.  NULL stops autosaving.  Returns the status of the save. */
int racko_table_set_autosave(RackoTable *t, const char *path);

/* Keeps each bot seat's log in `dir`/bot-seatN.log (N 1-based; dir is
 * copied, and must exist): the file is replaced at once (so a new match
 * starts it afresh), then written again when the bot fails (before the
 * computer takes its seat: the failure notice names the file), at the end
 * of every round and of the match, and by racko_table_free.  Each write
 * goes to a temporary file renamed over the log, so a crash never leaves a
 * half-written one.  A write that fails is a notice, once per seat until a
 * write works again; the match goes on.  NULL stops keeping the logs.
 * Returns RACKO_OK, RACKO_E_NOMEM, or RACKO_E_IO if a log could not be
 * written now. */
int racko_table_set_bot_log(RackoTable *t, const char *dir);

/* Saves the match now (the record, as autosave writes it: only what is new
 * since the table's last save is written and checked again). */
int racko_table_save(RackoTable *t, const char *path, char *msg, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RACKO_TABLE_H */
