/*
 * match/match.h - the match layer: one mid-end for every game of the
 * collection (library mt, prefix mt_).
 *
 * A match at a table is a game's state plus who plays each seat: a person
 * (whose actions the front end applies through the game's own calls), a
 * computer player of some level, or an outside bot speaking the game's bot
 * protocol.  What every game's table does the same way is written here
 * once, as Simon Tatham's mid-end (midend.c) is for his puzzles:
 *
 *   - seats and their kinds, the names shown (a computer's first name from
 *     the seed, names kept unique, a bot's own name from its hello), the
 *     level that takes over a failed bot;
 *   - starting and checking bots, a bot that fails handed to the computer
 *     with one notice for the player, bots that leave while nobody asks
 *     them anything noticed (the idle watch), their logs kept in files;
 *   - the events every action makes, forwarded to the bots and queued for
 *     the front end; the notices for the player;
 *   - the autosave after every action, and resuming a saved match three
 *     ways (to play with its bots, to play with the computer in their
 *     seats, to look at: read only starts no process and writes nothing);
 *   - the summary of a saved match for a title screen, read without
 *     starting anything.
 *
 * A game gives a small table of callbacks (MtGame): its engine's state
 * behind a void pointer, its events, its records, its computer players and
 * its bots.  Two ways of driving a match are offered, for the two kinds of
 * game the collection has:
 *
 *   - by turns (Rack-O, Rummikub): whose decision is due (MtGame.to_act),
 *     and mt_match_step lets that seat's computer or bot act;
 *   - by time (Ratuki: every seat acts at once, time in milliseconds given
 *     by the caller): MtGame.next_due says when something is next due and
 *     mt_match_advance moves the match to a time, the game's own driver
 *     asking its computers and bots through the seat calls below.
 *
 * The layer never reads a clock, never prints and never exits; bad input
 * is a status with one line in msg.  No SDL here.
 */
#ifndef MT_MATCH_H
#define MT_MATCH_H

#include <stddef.h>
#include <stdint.h>

#include "kit/bot.h"
#include "kit/notice.h"
#include "kit/record.h"
#include "kit/rng.h"
#include "kit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MT_MAX_SEATS TK_SAVED_SEATS /* seats a game may have at most */
#define MT_NAME_MAX TK_SEAT_NAME_MAX /* characters in a seat's name */
#define MT_SPEC_MAX TK_SEAT_SPEC_MAX /* characters in a seat's spec */
#define MT_LEVEL_MAX 32 /* characters in a computer level's name */

/* Who plays a seat. */
typedef enum MtSeatKind {
    MT_SEAT_HUMAN = 0, /* a person: the front end applies the seat's actions */
    MT_SEAT_AI = 1,    /* a computer player of the game's levels */
    MT_SEAT_BOT = 2    /* an outside program speaking the game's bot protocol */
} MtSeatKind;

/* What one call to mt_match_step or mt_match_advance did. */
typedef enum MtStepResult {
    MT_STEP_IDLE = 0,   /* nothing to do: a person acts, a game or the match is over */
    MT_STEP_ACTED = 1,  /* a computer or bot seat acted (or, by time: time moved on) */
    MT_STEP_WAITING = 2 /* a bot is thinking: call again */
} MtStepResult;

/* What a bot's step did (MtBotOps.step). */
typedef enum MtBotStep {
    MT_BOT_PENDING = 0, /* no answer yet */
    MT_BOT_ACTED = 1,   /* the bot's action was applied to the game */
    MT_BOT_FAILED = 2,  /* the bot failed (why says how): the computer takes over */
    MT_BOT_ILLEGAL = 3  /* the bot made a move the rules do not allow (why: the rules'
                           sentence): the computer takes over */
} MtBotStep;

/* What a game's phase is, for the layer and the terminal loop. */
typedef enum MtPhase {
    MT_PHASE_PLAYING = 0, /* a game or round is under way */
    MT_PHASE_BETWEEN = 1, /* before the first deal or between two games/rounds: deal */
    MT_PHASE_OVER = 2     /* the match is over */
} MtPhase;

typedef struct MtMatch MtMatch;

/* Where a game stands, as the layer reads it (MtGame.state). */
typedef struct MtState {
    int players;   /* seats at the table */
    uint64_t seed; /* the match's seed */
    MtPhase phase;
    int number; /* games or rounds dealt so far (0 before the first deal) */
    int to_act; /* by turns: the seat whose decision is due now, or -1 */
    int64_t now; /* by time: the game's clock, ms since its round began */
} MtState;

/* An outside bot playing a seat, as the game's protocol module drives it:
 * only what differs from game to game.  `bot` is the game's own handle;
 * `game` the game's state.  What every game's bot has, the layer reads
 * itself from the kit's transport under it (kit/bot.h, given by launch):
 * whether its hello came (tk_bot_greeted) and the name it gave
 * (tk_bot_name), whether it failed and why (tk_bot_failed,
 * tk_bot_failure: "exited with status 1", for a notice's detail), its log
 * (tk_bot_log); and the layer keeps whether a question is out for the
 * seat's decision (by turns: between step's ask and its answer). */
typedef struct MtBotOps {
    /* Starts `command` for seat (0-based), sending the greeting, without
     * waiting (reply_ms: its reply limit of wall time; 0: the protocol's).
     * TK_OK, *out and *tk (the kit's transport the bot speaks through,
     * owned by *out); or an error with why ("there is no program ..."). */
    int (*launch)(const char *command, int seat, int reply_ms, void **out, TkBot **tk, char *why,
                  size_t size);
    /* Reads the answer to the greeting, waiting at most wait_ms, by the
     * protocol's rules (a bad answer refused or failed).  Not called once
     * it came (tk_bot_greeted) or the bot failed. */
    void (*hello)(void *bot, int wait_ms);
    /* Tells the bot the match (after its hello): TK_OK or an error. */
    int (*begin)(void *bot, const void *game);
    /* Forwards one event of the game (full information: the protocol
     * module shows the bot its seat's share).  TK_OK or an error
     * (failure says how). */
    int (*event)(void *bot, const void *event);
    /* By turns: lets the bot decide for `seat`, whose decision is due:
     * asks it when `ask` (the decision's first step; the layer asks again
     * only after an answer, a failure or a withdrawal), waits at most
     * wait_ms, and applies the answer to the game itself (the game's own
     * rules for refusals: a refused answer asked again is still
     * MT_BOT_PENDING).  By time: NULL (the game's driver asks its bots). */
    MtBotStep (*step)(void *bot, void *game, int seat, int ask, int wait_ms, char *why,
                      size_t size);
    /* The seat's decision ended without the bot (a turn timer): a question
     * out is forgotten, its late answer ignored.  May be NULL. */
    void (*withdraw)(void *bot);
    /* Looks, without waiting, at a bot that is not being asked anything
     * (the layer does not call it while step's question is out): TK_OK
     * while it is well, else an error (it exited, closed a pipe, wrote
     * unasked: tk_bot_failure says how). */
    int (*watch)(void *bot);
    /* Says goodbye and frees; NULL allowed. */
    void (*free)(void *bot);
} MtBotOps;

/* A game, as the layer sees it: in the spirit of the shell's ShGame. */
typedef struct MtGame {
    const char *title;   /* "Rummikub": in what is said of its bots */
    int min_seats;       /* seats a table has at least */
    int max_seats;       /* and at most (<= MT_MAX_SEATS) */
    size_t event_size;   /* bytes of one of its events */
    /* Its computer levels, NULL-terminated, easiest first (static). */
    const char *const *(*levels)(void);
    /* A computer seat's level, and a failed bot's, when none is given. */
    const char *(*default_level)(void);

    /* A computer's first name for a seat, one no seat has (taken, n), from
     * the names' rng (seeded from the match's seed: the same seed, the same
     * names); "" when none is left. */
    void (*computer_name)(TkRng *rng, const char *const *taken, int n, char *out, size_t size);

    /* ---- the game's state ---- */
    size_t options_size; /* bytes of the game's options (its config) */
    /* A new match from setup's options (the game's own, opaque here) and a
     * seed: TK_OK and *out, or an error with msg. */
    int (*game_new)(const void *options, uint64_t seed, void **out, char *msg, size_t size);
    /* The options to start another match like game (a resumed one's, for
     * mt_match_again), into options (options_size bytes). */
    void (*options_of)(const void *game, void *options);
    void (*game_free)(void *game);
    /* Where the game stands (called often: cheap). */
    void (*state)(const void *game, MtState *out);
    /* Takes the engine's oldest event into *event (event_size bytes):
     * 1, or 0 if none. */
    int (*next_event)(void *game, void *event);
    /* 1 if the event ends a game or round or the match (the bots' logs are
     * written then). */
    int (*event_ends_game)(const void *event);
    /* Deals the next game or round (MT_PHASE_BETWEEN): TK_OK or the
     * engine's refusal. */
    int (*deal)(void *game);


    /* ---- by time (NULL for a game driven by turns, which the layer
     * drives through state's to_act, ai_act and MtBotOps.step) ---- */
    /* When something is next due on its own (a pending play becoming
     * final, a computer's or a bot's intention, a time limit), in the
     * game's milliseconds; -1 if nothing is (the match waits for a person
     * or a deal).  m gives the seats' players (mt_match_seat_*). */
    int64_t (*next_due)(void *game, MtMatch *m);
    /* Moves the game to time to_ms (>= now), doing everything due up to
     * it in order, asking the seats' computers and bots through m
     * (mt_match_seat_ai, mt_match_seat_bot, mt_match_seat_bot_failed),
     * waiting at most wait_ms for a bot's answer.  MT_STEP_ACTED when the
     * clock reached to_ms, MT_STEP_WAITING when a bot's answer is awaited
     * first (the clock stands still: call again), MT_STEP_IDLE when
     * nothing moves (the round is over).  *status gets TK_OK or the error
     * that stopped it. */
    MtStepResult (*advance)(void *game, MtMatch *m, int64_t to_ms, int wait_ms, int *status);

    /* ---- records ---- */
    /* Reads a saved match (strictly; never starts a process): TK_OK, a new
     * game in the saved state (its events queue holding the replayed
     * stream) and each seat's spec and name in seats[0..players-1]; or an
     * error with msg (one line, may name the file). */
    int (*load)(const char *path, void **game, TkSeatInfo *seats, char *msg, size_t size);
    /* A new record saver for save: TK_OK and *out, kept by the layer from
     * the match's first save and freed with saver_free; or an error (out
     * of memory), and the layer saves without one, asking again at the
     * next save.  NULL: the game has no saver (save gets NULL). */
    int (*saver_new)(void **out);
    /* Saves game and its seats to path (atomically): through saver (made
     * by saver_new), which writes and checks only what is new since its
     * last save, or, when saver is NULL, the whole record at once.  TK_OK
     * or an error with msg. */
    int (*save)(void *saver, const void *game, const TkSeatInfo *seats, const char *path,
                char *msg, size_t size);
    void (*saver_free)(void *saver); /* NULL allowed when saver_new is */
    /* For a saved match's summary (mt_saved_read): fills out's total
     * (each seat's so far), heading (where the match stands: "Round 3",
     * "Game 2 of 4") and unit ("point", "token").  May be NULL. */
    void (*saved_state)(const void *game, TkSaved *out);

    /* ---- computer players ---- */
    /* A computer player of `level` for a seat, its chance from seed. */
    int (*ai_new)(const char *level, uint64_t seed, void **out);
    void (*ai_free)(void *ai);
    /* By turns: the computer decides for seat from the seat's view and the
     * decision is applied to the game.  TK_OK or the error that stopped it
     * (out of memory).  By time: NULL (the game's driver asks it). */
    int (*ai_act)(void *ai, void *game, int seat);

    /* ---- outside bots (NULL: this build has none; every bot seat is
     * played by the computer, each said in a notice) ---- */
    const MtBotOps *bot;

    /* ---- a game that keeps its seats' players (by time: its driver
     * holds each seat's computer or bot between the layer's calls) ---- */
    /* Seat's player was made or changed: the match began or was resumed
     * (every seat, once its bots are started and named), or a bot's seat
     * went to the computer (mt_match_seat_bot_failed, a bot that failed
     * its start, its events or the idle watch).  mt_match_seat_ai and
     * mt_match_seat_bot give the seat's handle now; the one it had before
     * is freed already, so a game must drop it here, before its next use.
     * Called while the layer works on m: the game may query m, and must
     * not act (no deal, no advance, no save).  May be NULL. */
    void (*seat_changed)(void *game, MtMatch *m, int seat);

    /* ---- the match history (match/history.h: what the history keeps of
     * the game's matches and its own figures); NULL: it keeps none ---- */
    const struct MtHistoryOps *history;

    /* ---- replaying a record, move by move (the replay viewer,
     * mt_match_replay); NULL: the game's records cannot be replayed ---- */
    const struct MtReplayOps *replay;
} MtGame;

/* What a game gives the replay viewer: the items of a record's history
 * (as its load replayed them) applied one by one into a game of its own.
 * `from` is the game load made of the whole record (never changed);
 * `to` a game start made. */
typedef struct MtReplayOps {
    /* How many history items from holds. */
    int (*count)(const void *from);
    /* A new game as from was before its first item: the same options and
     * seed, its events and history on, nothing applied (events it queues
     * are the match's first ones).  TK_OK and *out, or an error. */
    int (*start)(const void *from, void **out);
    /* Applies from's item i to `to` (which holds items 0..i-1): TK_OK or
     * the engine's refusal. */
    int (*apply)(void *to, const void *from, int i);
    /* By time: item i's moment on its round's clock (ms); NULL for a game
     * driven by turns. */
    int64_t (*time)(const void *from, int i);
} MtReplayOps;

/* How a match is set up. */
typedef struct MtSetup {
    const void *options; /* the game's own options for game_new (a config) */
    uint64_t seed;
    int players;
    /* spec per seat: "human", "ai:LEVEL" or "bot:COMMAND" ("" = "human");
       an empty name: "Player N" for a person, a first name for a
       computer, the bot's own from its hello. */
    TkSeatInfo seat[MT_MAX_SEATS];
    int bot_reply_ms;           /* a bot's reply limit; 0: the protocol's */
    const char *fallback_level; /* the level taking over a failed bot; NULL: the default */
    const char *bot_log_dir;    /* where each bot's log is kept (bot-seatN.log); NULL: nowhere */
} MtSetup;

/* How a saved match is taken up (mt_match_resume).  A record names the
 * command of each bot seat: a file from anywhere could name any command,
 * so a bot is started only when the caller says the player asked for it
 * (docs/record-format.md, "Bot seats"). */
typedef enum MtOpen {
    MT_OPEN_PLAY = 0,      /* to play on, its bots started */
    MT_OPEN_READ_ONLY = 1, /* to look at: no process started, nothing written, ever */
    MT_OPEN_NO_BOTS = 2    /* to play on, the computer in its bots' seats (each said) */
} MtOpen;

typedef struct MtResume {
    MtOpen open;
    const char *fallback_level; /* NULL: the default level */
    int bot_reply_ms;           /* 0: the protocol's */
    const char *bot_log_dir;    /* as MtSetup.bot_log_dir; NULL: nowhere (always in read only) */
} MtResume;

/* ---- making and freeing ---- */

/* A computer's first name for a game's computer_name: the first of
 * names[0..n-1], counting on from a start drawn from rng, that is not one
 * of taken[0..ntaken-1]; "" when every one is taken (the layer then says
 * "Computer N").  out (size bytes) is the caller's. */
void mt_pick_name(const char *const *names, int n, TkRng *rng, const char *const *taken,
                  int ntaken, char *out, size_t size);

/* Fills *setup from a game's own setup: its options (kept by pointer:
 * they must outlive the call to mt_match_new), seats[0..players-1] copied,
 * the rest as given (NULL strings allowed). */
void mt_setup_fill(MtSetup *setup, const void *options, int players, uint64_t seed,
                   const TkSeatInfo *seats, int bot_reply_ms, const char *fallback_level,
                   const char *bot_log_dir);

/* Creates a match: checks every spec, makes the game (game_new), starts
 * the bots (one that cannot start is replaced at once, with a notice),
 * names the seats and queues the first events.  TK_OK and *out (owned by
 * the caller, mt_match_free), or TK_E_ARG / TK_E_CONFIG / TK_E_NOMEM with
 * one line in msg.  `game` must outlive the match. */
int mt_match_new(const MtGame *game, const MtSetup *setup, MtMatch **out, char *msg, size_t size);

/* Reads a saved match as every reader of the collection reads it: the
 * game's record (load), then each seat's spec, which must be one a table
 * takes: empty (a person), "human", "ai:LEVEL" with one of the game's
 * levels, or "bot:COMMAND" (never started here).  One reader, one
 * verdict.  TK_OK with *out (the game's state, owned by the caller: the
 * game's free) and seats[0..players-1], or an error with one line in msg
 * (made visible, naming the file once).  seats may be NULL. */
int mt_match_load_record(const MtGame *game, const char *path, void **out, TkSeatInfo *seats,
                         char *msg, size_t size);

/* A match from a saved record (mt_match_load_record), seats as saved,
 * taken up as opt says (NULL: MT_OPEN_NO_BOTS).  The replayed events reach
 * the bots but are not queued for the front end (it draws the resumed
 * state).  In MT_OPEN_READ_ONLY nothing is ever written (no autosave, no
 * log) and no process started.  *out owned by the caller; on error NULL
 * and msg (beginning with the file's name, made visible). */
int mt_match_resume(const MtGame *game, const char *path, const MtResume *opt, MtMatch **out,
                    char *msg, size_t size);

/* Says goodbye to the bots (their logs written a last time) and frees
 * everything.  NULL is allowed. */
void mt_match_free(MtMatch *m);

/* A new match at the same table as m, from seed: the same options and
 * seats as m was set up with (a resumed match: as it was taken up: the
 * computer in the seats of bots not started), its bots started again.
 * keep_names: the seats keep the names they have now (but a bot's seat,
 * whose bot names it again); else the names as set up ("" generated
 * again, from the new seed).  Everything else as mt_match_new; *out owned
 * by the caller. */
int mt_match_again(const MtMatch *m, uint64_t seed, int keep_names, MtMatch **out, char *msg,
                   size_t size);

/* Starts the bot `command` as a match would, waits for its hello (at most
 * reply_ms; 0: 5 s) and lets it go: what a new-game form checks when Start
 * is pressed for seat (0-based).  TK_OK, or TK_E_ARG / TK_E_IO with msg
 * (size bytes, the caller's) saying what is wrong in one sentence of the
 * language in force, for the person who typed the command
 * (tk_bot_explain, tk_notice_bot_trouble: "Seat 2's bot (/bin/cat) does
 * not speak the Rummikub bot protocol: it did not answer the greeting."). */
int mt_check_bot(const MtGame *game, int seat, const char *command, int reply_ms, char *msg,
                 size_t size);

/* ---- queries ---- */

/* The game's state, read-only for the front end: query it, take views; a
 * game's own calls (below) change it. */
const void *mt_match_game(const MtMatch *m);
const MtGame *mt_match_class(const MtMatch *m);
int mt_match_players(const MtMatch *m);
uint64_t mt_match_seed(const MtMatch *m);
MtSeatKind mt_match_seat_kind(const MtMatch *m, int seat);
/* The seat's name and its spec as it plays now ("ai:hard" after a bot
 * failed); owned by m, raw text (escape before printing). */
const char *mt_match_seat_name(const MtMatch *m, int seat);
const char *mt_match_seat_spec(const MtMatch *m, int seat);
/* 1 if a bot was set to play the seat when the match began or was
 * resumed (even if the computer plays it now). */
int mt_match_seat_had_bot(const MtMatch *m, int seat);
/* Copies every seat's spec and name, as it plays now, into
 * out[0..players-1] (the setup of a match "again" at the same table). */
void mt_match_seats(const MtMatch *m, TkSeatInfo *out);
/* The seats of a new-game form as a setup's: each spec and name copied
 * from form[0..n-1] into out, an empty spec being a computer of the
 * game's default level. */
void mt_seats_from_form(const MtGame *game, const TkSeatInfo *form, int n, TkSeatInfo *out);
/* A new match from a new-game form: the game's options (for `players`
 * seats), the form's seats (as mt_seats_from_form), the seed, the bots'
 * limits and fallback the game's defaults, their logs kept in bot_log_dir
 * when a seat is a bot.  As mt_match_new. */
int mt_match_new_from_form(const MtGame *game, const void *options, int players, uint64_t seed,
                           const TkSeatInfo *form, const char *bot_log_dir, MtMatch **out,
                           char *msg, size_t size);
/* 1 if any of the n seats' specs is "bot:..." (a setup that starts bots,
 * whose logs a front end then keeps). */
int mt_seats_have_bots(const TkSeatInfo *seats, int n);
/* 1 if any seat is played by an outside bot now (a front end then looks
 * at the notices every second or so: mt_match_next_notice). */
int mt_match_has_bots(const MtMatch *m);
/* How many seats persons play, and the first of them (-1: none). */
int mt_match_humans(const MtMatch *m);
int mt_match_first_human(const MtMatch *m);
/* By turns: the person's seat whose decision is due, or -1. */
int mt_match_human_to_act(const MtMatch *m);
/* How the match was opened (MT_OPEN_PLAY for a new one). */
MtOpen mt_match_open_mode(const MtMatch *m);

/* ---- playing ---- */

/* After the game's own call changed the game (a person's action, a deal,
 * a timeout): drains the engine's events (each forwarded to the bots and
 * queued for the front end), writes the bots' logs at a game's end, and
 * autosaves.  TK_OK, or TK_E_NOMEM if an event could not be queued (it
 * still reached the bots).  The game's state, for that call: */
int mt_match_acted(MtMatch *m);
void *mt_match_game_mut(MtMatch *m);

/* What a screen does next when no game is under way. */
typedef enum MtBetween {
    MT_BETWEEN_NONE = 0,     /* nothing: a game is under way, or all was shown */
    MT_BETWEEN_DEAL = 1,     /* deal the match's first game (mt_match_deal) */
    MT_BETWEEN_GAME_END = 2, /* show the sheet of the game or round that ended */
    MT_BETWEEN_MATCH_END = 3 /* show the match's results */
} MtBetween;

/* Decides, changing nothing, what a screen does next between games: the
 * first deal; the sheet of the game just ended (once its scores are on
 * the screen: ready), unless game_shown (the number of the last game whose
 * sheet was shown) says it was; then the match's results unless
 * match_shown. */
MtBetween mt_match_between(const MtMatch *m, int ready, int game_shown, int match_shown);

/* What a screen has shown between games: the number of the last game or
 * round whose sheet it showed, and whether it showed the match's results
 * (zeroed for a new match). */
typedef struct MtShown {
    int game;
    int match;
} MtShown;

/* Moves a screen on between games: deals the first game itself
 * (MT_BETWEEN_DEAL, dealt: the screen then drains the events), or says the
 * sheet to show now and marks it shown in *shown (MT_BETWEEN_GAME_END,
 * MT_BETWEEN_MATCH_END); MT_BETWEEN_NONE: nothing to do.  ready as in
 * mt_match_between. */
MtBetween mt_match_show_next(MtMatch *m, int ready, MtShown *shown);
/* Games or rounds dealt so far (0 before the first deal). */
int mt_match_number(const MtMatch *m);

/* Whether a game is under way, between games, or the match over. */
MtPhase mt_match_phase(const MtMatch *m);

/* Deals the next game or round (the game's deal), then as
 * mt_match_acted: TK_OK or the engine's refusal. */
int mt_match_deal(MtMatch *m);

/* By turns: lets the seat whose decision is due act if it is a computer or
 * a bot, waiting at most wait_ms for a bot's answer.  A bot that fails
 * (or makes a move the rules refuse) is handed to the computer, said in a
 * notice, and the computer acts at once.  *status (may be NULL) gets TK_OK
 * or the error that stopped the step (TK_E_NOMEM). */
MtStepResult mt_match_step(MtMatch *m, int wait_ms, int *status);

/* By turns, for a front end's timer: counts *pace_left (ms before a
 * computer or bot may act, so that a person can follow) down by ms, and
 * when it has run out lets the seat to act step (mt_match_step without
 * waiting); a step that acted sets *pace_left to pace again.  An error
 * that stops the match is said once in a notice ("The match cannot go on:
 * out of memory."). */
MtStepResult mt_match_step_paced(MtMatch *m, int *pace_left, int ms, int pace);

/* By turns, for a front end that sleeps between frames: how long until
 * mt_match_step_paced has something to do, given the pace left: 0 now, the
 * pace left before a computer acts, a short poll (15 ms) while a bot
 * thinks; -1 when nobody but a person can act. */
int mt_match_wait_ms(const MtMatch *m, int pace_left);

/* By turns: the decision due now ended without the seat's bot (a turn
 * timer the caller keeps): its question out is withdrawn.  Call before
 * applying the game's penalty. */
void mt_match_withdraw(MtMatch *m, int seat);

/* By time: when something is next due (MtGame.next_due), or -1. */
int64_t mt_match_next_due(MtMatch *m);
/* By time: moves the match to to_ms (MtGame.advance), then as
 * mt_match_acted. */
MtStepResult mt_match_advance(MtMatch *m, int64_t to_ms, int wait_ms, int *status);

/* ---- the seats' players, for a game's driver (by time) ---- */

/* The seat's computer player (the game's ai_new handle), or NULL if the
 * seat is not a computer's. */
void *mt_match_seat_ai(MtMatch *m, int seat);
/* The seat's bot (the game's bot handle), or NULL if it is not a bot's. */
void *mt_match_seat_bot(MtMatch *m, int seat);
/* The seat's bot failed (what, for a player: TK_BOT_LEFT_STOPPED,
 * TK_BOT_LEFT_RULES, ...; why: the technical detail, English, copied):
 * the computer plays the seat from now on, said in a notice
 * (tk_notices_push_bot_left). */
void mt_match_seat_bot_failed(MtMatch *m, int seat, TkBotLeft what, const char *why);

/* ---- queues ---- */

/* Takes the oldest event (event_size bytes, full information: redact it
 * for one seat's eyes).  1, or 0 if none. */
int mt_match_next_event(MtMatch *m, void *out);

/* Takes the oldest notice for the player ("Seat 2's bot (mybot) stopped;
 * the computer plays its seat from now on. — exited with status 3":
 * kit/notice.h).  Raw text: escape it.  1, or 0 if none.  When none is
 * waiting, it first looks at the bots that are not being asked anything,
 * without waiting (a few system calls each): one that has exited, closed a
 * pipe or written unasked is replaced by the computer now, whoever's turn
 * it is, the match saved at once, and its notice is the one taken. */
int mt_match_next_notice(MtMatch *m, char *buf, size_t size);

/* ---- saving ---- */

/* Saves the match to path after every action from now on (atomically,
 * only what is new written and checked), and once now.  NULL stops.  A
 * failed autosave is a notice (once until one works again).  TK_E_ARG in
 * a read-only match (nothing is written).  Returns the status of the save
 * now. */
int mt_match_set_autosave(MtMatch *m, const char *path);

/* The autosave's path, or NULL when not autosaving. */
const char *mt_match_autosave_path(const MtMatch *m);

/* Keeps each bot seat's log in dir/bot-seatN.log (N 1-based; dir is
 * copied, and must exist): written at once, when the bot fails (before the
 * computer takes its seat: the notice names the file), at the end of
 * every game or round and by mt_match_free; each write atomic.  A write
 * that fails is a notice, once per seat until one works again.  NULL stops
 * keeping the logs.  TK_E_ARG in a read-only match. */
int mt_match_set_bot_log(MtMatch *m, const char *dir);

/* Saves the match now, as autosave writes it.  TK_E_ARG in a read-only
 * match. */
int mt_match_save(MtMatch *m, const char *path, char *msg, size_t size);

/* ---- replaying a record (the replay viewer) ---- */

/* A match to watch, from the record at path (read as every reader reads
 * it: mt_match_load_record; the game's MtGame.replay): read only (no
 * process is ever started, nothing written: mt_match_open_mode says
 * MT_OPEN_READ_ONLY), its seats as recorded (a bot's seat: its spec
 * "bot:COMMAND" and mt_match_seat_had_bot 1, its kind MT_SEAT_AI: the
 * computer holds it, never asked), the game at the record's
 * start (step 0: before the first deal).  The record's items are grouped
 * in steps: a step is one item that makes events (a move, a deal, a round
 * that ends) with the items before it that make none (a scripted deck, a
 * moment that changed nothing).  In a replay:
 *   - nobody acts: mt_match_human_to_act is -1, no computer or bot is
 *     asked anything;
 *   - what would move the match on takes the record's next step instead:
 *     mt_match_step (by turns, a game under way, whoever's turn it is),
 *     mt_match_deal (between games: the step that deals), and by time
 *     mt_match_advance (every step due by to_ms within the round) with
 *     mt_match_next_due (the next step's moment in a round under way);
 *     each as in play: the step's events queued for the front end, so a
 *     table's screen plays a replay with the same code, animations and
 *     words as a match;
 *   - a person's own calls on the game must not be made (a table in
 *     replay takes no input on its table).
 * TK_OK and *out (the caller's: mt_match_free), or an error with msg:
 * TK_E_ARG (the game has no replay ops), the reader's errors, TK_E_FORMAT
 * (a record whose items do not replay). */
int mt_match_replay(const MtGame *game, const char *path, MtMatch **out, char *msg,
                    size_t size);

/* 1 if m is a replay (mt_match_replay). */
int mt_match_is_replay(const MtMatch *m);

/* The record's steps, and how many are applied now (0..steps); 0 and 0
 * for a match that is no replay. */
int mt_replay_steps(const MtMatch *m);
int mt_replay_at(const MtMatch *m);

/* Applies the next step, its events queued for the front end as a move's
 * in play.  TK_OK, TK_E_OVER at the end of the record, TK_E_ARG for a
 * match that is no replay, or TK_E_FORMAT if the record's item is refused
 * (the replay stays where it was). */
int mt_replay_forward(MtMatch *m);

/* Puts the game at step (clamped to 0..steps): replayed from the record's
 * start (or on from where it is, forward), the events of the steps it
 * passes dropped, and the front end's queue emptied: the game is a new
 * one (mt_match_game changes), its screen lays the table out again from
 * it, with nothing moving.  TK_OK, or as mt_replay_forward. */
int mt_replay_seek(MtMatch *m, int step);

/* The step after which each game or round is dealt, in order, into
 * starts[0..max-1] (seeking to starts[k] shows game k+1 just dealt);
 * returns how many games or rounds the record deals. */
int mt_replay_units(const MtMatch *m, int *starts, int max);

/* By time: the moment on its round's clock of step (1-based: the step
 * that mt_replay_seek(step) would show last), -1 by turns or out of
 * range. */
int64_t mt_replay_time(const MtMatch *m, int step);

/* ---- a saved match's summary (a title screen's line) ---- */

/* Reads the summary of the saved match at path (kit/record.h's TkSaved),
 * strictly and without starting anything or writing anywhere.  *out is
 * filled (state TK_SAVED_NONE when there is no file); msg gets why a file
 * is damaged (TK_SAVED_DAMAGED).  The game's saved_state fills the totals,
 * the heading and the unit. */
void mt_saved_read(const MtGame *game, const char *path, TkSaved *out, char *msg, size_t size);

/* Where the match saved at path stands, for a player, into info (the
 * kit's tk_saved_line: "Round 3: Tess (120 points), Milo (85 points)"),
 * with *over (1: the match is finished) and *people (its seats played by
 * people), both may be NULL: what the terminal tools say of a saved game
 * before a new match would replace it.  TK_OK; or TK_E_IO (no file),
 * TK_E_FORMAT (not a match of this game) with why in info. */
int mt_saved_line(const MtGame *game, const char *path, char *info, size_t size, int *over,
                  int *people);

#ifdef __cplusplus
}
#endif

#endif /* MT_MATCH_H */
