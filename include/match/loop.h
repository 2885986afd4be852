/*
 * match/loop.h - the terminal match loop every game's tool shares
 * (library mt_cli, prefix mt_loop_): `<game>-cli match` plays matches at a
 * table of people in the terminal, computer players and bots, game after
 * game, new matches as the count of games asks, saving as it goes, and
 * says what happens through the game's callbacks (its words, its JSON).
 *
 * The loop: the notices and events of the last actions are told; between
 * games the record is saved, the count checked, a new match opened at the
 * same table when one ended (mt_match_again: the same options and seats,
 * the names kept, the next seed), a person asked before the next deal; in
 * a game a person's decision is the game's to ask (human_turn), computers
 * and bots step (by turns) or the match moves to the next moment something
 * is due (by time; with a person at the table, the tool waits for the
 * person's input until then: human_wait).  Messages go to stderr as
 * "PROG match: ..."; the match's notices to stderr and, with a person at
 * the table, to stdout.  Text from outside is made visible.
 */
#ifndef MT_LOOP_H
#define MT_LOOP_H

#include <stdint.h>
#include <stdio.h>

#include "match/match.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a person's turn at the terminal came to. */
typedef enum MtHuman {
    MT_HUMAN_ACTED = 0, /* the person acted (or took back a quit): play on */
    MT_HUMAN_QUIT = 1,  /* the person left, the game saved */
    MT_HUMAN_EOF = 2,   /* the input ended: the match is saved */
    MT_HUMAN_ERROR = 3  /* the table refused what it should not have (out of memory): said */
} MtHuman;

typedef struct MtLoop MtLoop;

/* The seats' names as a terminal shows them: made visible (a name from a
 * record or a bot may hold any byte). */
typedef struct MtNames {
    const char *name[MT_MAX_SEATS];
    char buf[MT_MAX_SEATS][4 * (MT_NAME_MAX + 16) + 1];
} MtNames;

/* Sets seat's name, made visible (name stays the caller's). */
void mt_names_set(MtNames *n, int seat, const char *name);

/* Fills n with the names of m's seats, made visible. */
void mt_names_of_match(MtNames *n, const MtMatch *m);

/* Fills n with the names of saved seats[0..players-1] ("Seat N" for a
 * seat without one), made visible: what a replay shows. */
void mt_names_of_seats(MtNames *n, const TkSeatInfo *seats, int players);

/* What a game's tool gives the loop.  ctx is the tool's (its options, its
 * tally, its names). */
typedef struct MtLoopGame {
    const char *prog;  /* "rummikub-cli": in messages */
    const char *title; /* "Rummikub": its words */
    const char *unit;  /* what a match is made of: "game", "round" */
    /* A person's decision at seat, asked at the terminal (by turns). */
    MtHuman (*human_turn)(void *ctx, MtLoop *l, int seat);
    /* One event of the match (event_size bytes, full information): the
     * tool tells it (to the people at the table, or as JSON) and counts
     * it; at a game's or round's end it calls mt_loop_game_played. */
    void (*event)(void *ctx, MtLoop *l, const void *event);
    /* While a bot thinks (by turns): a turn timer the tool keeps.  May be
     * NULL. */
    void (*waiting)(void *ctx, MtLoop *l);
    /* The game's own options (its config: the MtGame's options_size
     * bytes) for the first match of a run, from the tool's options, for
     * the run's seats (MtMatchOpts.players); mt_match_run makes the match
     * from them and the seats, bots and seed of MtMatchOpts. */
    void (*options)(void *ctx, void *options);
    /* The run's summary (text or JSON), after the loop, when a game was
     * played or nobody sits at the table. */
    void (*summary)(void *ctx, MtLoop *l);
    const char *banner; /* what a person at the table reads first ("" for none) */
    /* By time, with a person at the table (a game played in real time at
     * the terminal): waits for the people's input until the game's clock
     * reaches `due` (when something is next due on its own; -1: nothing
     * is but what they do), does what they do through the game's own
     * calls, and moves the match on (mt_match_advance) as far as its clock
     * has come.  MT_HUMAN_ACTED to go on, MT_HUMAN_QUIT (the person left,
     * the game saved: exit TK_CLI_EXIT_OK), MT_HUMAN_EOF (the input ended:
     * the game is saved to `save`, exit TK_CLI_EXIT_FAIL), MT_HUMAN_ERROR
     * (said: exit TK_CLI_EXIT_FAIL), as a person's turn by turns.  NULL
     * (and with nobody at the table): the computers and bots are moved on
     * without waiting. */
    MtHuman (*human_wait)(void *ctx, MtLoop *l, int64_t due);
    /* mt_match_run: the tool's last word before the loop plays the opened
     * match (new or resumed; the banner shown): what a resumed match takes
     * from the tool's options, a person asked to be ready before a clock
     * starts.  -1 to play, or the exit status (said): nothing is played,
     * and nothing saved but what an autosave wrote as the match opened
     * (mt_loop_seats).  May be NULL. */
    int (*start)(void *ctx, MtLoop *l);
} MtLoopGame;

struct MtLoop {
    const MtLoopGame *game;
    void *ctx;
    MtMatch *m;         /* the table; a new match replaces it (mt_match_again) */
    long limit;         /* games or rounds to play in all; 0: one whole match */
    long played;        /* games or rounds played so far (mt_loop_game_played) */
    int match_no;       /* the match at the table, 1-based */
    uint64_t seed;      /* the first match's; match N's is tk_mix64(seed + N - 1) */
    const char *record; /* --record FILE: saved at every game's end; NULL: none */
    const char *save;   /* where quitting, or the end of the input, saves */
    int autosave;       /* 1: a person's match is saved to `save` after every action */
    int humans;         /* person seats at the table (mt_loop_seats) */
    int viewer;         /* the only person's seat, or -1: what everyone at the terminal may see */
    int pace;           /* pause after the others' moves (a person at a terminal) */
    int save_failed;    /* the last save of the record failed */
    int unfinished;     /* the last match was cut short by the limit */
    FILE *in, *out;     /* the terminal (stdin, stdout) */
    /* The folder whose match history each finished match is kept in
     * (match/history.h: mt_loop_keep_history), NULL: none; and when the
     * match at the table was opened (seconds since 1970): its length. */
    const char *history;
    int64_t opened;
    char history_buf[1100];
};

/* Before anything starts or is saved: a person's unfinished game in the
 * file this run saves to (record, --record; or resume, the resumed file;
 * or person_save, the tool's saved-game file when a person plays, NULL
 * when none does) is not replaced without a yes (tk_cli_save_target,
 * tk_cli_keep_saved: asked at a terminal, refused to a script unless
 * replace).  -1 to go on, or the exit status. */
int mt_loop_keep_saved(const MtGame *game, const char *prog, const char *record,
                       const char *resume, const char *person_save, int replace);

/* --resume PATH: the saved match taken up with its bots started only when
 * allow_bots (said on stderr when it has bots and they were not), the
 * fallback level, the bots' reply limit and log folder as given.  -1 with
 * *out (the caller's), or the exit status with the reason on stderr. */
int mt_loop_resume(const MtGame *game, const char *prog, const char *path, int allow_bots,
                   const char *fallback, int bot_ms, const char *bot_log, MtMatch **out);

struct MtMatchOpts;

/* The whole match command after its options o: a person's saved game kept
 * (mt_loop_keep_saved, with the tool's saved-game file default_save); the
 * saved match resumed (--resume) or the first one opened (lg->open); the
 * loop run (the count, the record, the file quitting saves to, the
 * autosave of a person's match with a file, the pace at a terminal, the
 * banner, lg->start); the summary (lg->summary); the match freed.  l is the tool's
 * (its ctx reaches it in every callback).  Returns the exit status. */
int mt_match_run(MtLoop *l, const MtLoopGame *lg, void *ctx, const MtGame *game,
                 const struct MtMatchOpts *o, const char *default_save);

/* Fills l for game and ctx on match m (its first match, or the resumed
 * one): the terminal is stdin/stdout, one whole match, match 1. */
void mt_loop_init(MtLoop *l, const MtLoopGame *game, void *ctx, MtMatch *m, uint64_t seed);

/* Who sits at the table now (after the loop opened a match, and once
 * before the first): humans, viewer; the autosave when asked. */
void mt_loop_seats(MtLoop *l);

/* Plays until the limit, the match's end, a person leaving or the input
 * ending.  Returns the exit status (TK_CLI_EXIT_OK, or TK_CLI_EXIT_FAIL
 * when the input ended or the table stopped).  l->m is the last match
 * (the caller frees it, after its summary). */
int mt_loop_run(MtLoop *l);

/* The run's exit status, after the summary: TK_CLI_EXIT_FAIL (said) when
 * the record's last save failed, else status. */
int mt_loop_status(const MtLoop *l, int status);

/* For the tool's event callback: a game or round ended; the loop counts
 * it against the limit. */
void mt_loop_game_played(MtLoop *l);

/* Prints the match's notices waiting: to stderr ("PROG: NOTICE"), and in
 * brackets to the terminal when a person sits at the table. */
void mt_loop_notices(MtLoop *l);

/* A short pause after another seat's move, so that a person at the
 * terminal follows the moves one at a time (only when l->pace). */
void mt_loop_pause(const MtLoop *l);

/* "Really quit?": asks the person; yes saves the match to l->save and
 * says how to resume it ("PROG match --resume FILE").  MT_HUMAN_QUIT,
 * MT_HUMAN_ACTED (no: play on) or MT_HUMAN_EOF. */
MtHuman mt_loop_confirm_quit(MtLoop *l);

/* ---- the run's summary, as every tool writes it ---- */

/* The JSON summary's first keys on j, begun on stdout:
 * {"type":"summary","players":P,"seed":S (the first match's). */
void mt_loop_summary_json_begin(const MtLoop *l, TkJson *j);

/* Its last keys, then the line's end: "unfinished" (the last match was
 * cut short by the limit), "seats" (each seat's spec) and "names" (as the
 * match holds them; the JSON escapes them). */
void mt_loop_summary_json_end(const MtLoop *l, TkJson *j);

/* What a run's text summary says (the tool's count). */
typedef struct MtSummary {
    long played;           /* the units (rounds, games) played */
    const long *wins;      /* each seat's units won */
    const long *totals;    /* each seat's points over the run, or NULL */
    const char *extra;     /* one more item of the seats' list, in the
                              language in force ("no Rack-O 2"), or NULL */
    long matches;          /* the matches finished */
    const long *match_wins; /* each seat's matches won */
    long shared;           /* matches won by several (said when > 0) */
    int unfinished;        /* 1 when the limit cut the last match short */
    const char *limit_opt; /* the option that did, "--rounds" */
} MtSummary;

/* The text summary on stdout, after an empty line, in two whole sentences
 * of the language in force: "N UNITs played (seed S): NAME (SPEC) won W[,
 * points P], ...[, EXTRA]." (UNIT the game's, "round" or "game"; points
 * when totals is not NULL) and "M matches finished[: NAME W, ...[, shared
 * K]]." or, when s->unfinished, "... (the last one was stopped by
 * LIMIT_OPT)".  Names and specs made visible; s stays the caller's. */
void mt_loop_summary_text(const MtLoop *l, const MtSummary *s);

/* ---- the options every game's `match` command has ---- */

struct MtMatchOpts {
    int players;                  /* --players (the tool's default until given) */
    int players_given;
    TkSeatInfo seat[MT_MAX_SEATS]; /* --seat K=SPEC, --name K=NAME */
    int seat_given[MT_MAX_SEATS];
    int name_given[MT_MAX_SEATS];
    long limit;    /* the count of games or rounds (--games / --rounds); 0: one whole match */
    uint64_t seed; /* --seed, else from the clock (mt_match_options_done) */
    int seed_given;
    int json;        /* --json */
    int bot_ms;      /* --bot-ms; 0: the protocol's */
    int allow_bots;  /* --allow-bots (with --resume) */
    int replace;     /* --replace: a person's unfinished saved game may be replaced */
    int table_opt;   /* an option that sets the table was given (not with --resume) */
    const char *record, *resume, *fallback, *bot_log;
    int no_history;          /* --no-history: keep nothing in the match history */
    const char *history_dir; /* --history-dir DIR: the history's folder (the game's
                                preference folder when not given) */
};
typedef struct MtMatchOpts MtMatchOpts;

/* Takes a->opt if it is one of every game's match options (the flags
 * --allow-bots and --replace; --players, --seat, --name, the count
 * (limit_opt: "--games", "--rounds"), --seed, --bot-ms, --fallback,
 * --record, --resume, --bot-log, with their values): 1 taken, 0 not one
 * of them (the tool's own, or unknown), -1 a usage error (said; exit
 * status TK_CLI_EXIT_USAGE).  game gives the seats and levels. */
int mt_match_option(TkCliArgs *a, const MtGame *game, const char *limit_opt, MtMatchOpts *o);

/* After the options: --allow-bots only with --resume; no option that sets
 * the table with --resume (table_words lists them: "--players, --seat,
 * --name, --timer, --match-games or --seed"); every seat given within the
 * table; a computer of the default level in each seat not given; every
 * spec one the table takes; the seed from the clock when not given.  -1
 * to go on, or the exit status (a usage error, said). */
int mt_match_options_done(TkCliArgs *a, const MtGame *game, const char *table_words,
                          MtMatchOpts *o);

/* The whole of a match command's options: o set to its defaults (o's
 * players as given, the rest zero) is filled by every game's options
 * (mt_match_option, the count limit_opt), the tool's own taken by
 * own(a, ctx) (-1: taken, or the exit status, a usage error said; it sees
 * each option no game has, and says "unknown option" for one it does not
 * take either), then mt_match_options_done with table_words; --help
 * prints help to stdout, --json sets o->json.  -1 to go on, or the exit
 * status. */
int mt_match_parse(const MtGame *game, const char *prog, int argc, char **argv,
                   void (*help)(FILE *), const char *limit_opt, const char *table_words,
                   int (*own)(TkCliArgs *a, void *ctx), void *ctx, MtMatchOpts *o);

/* ---- the match history (match/history.h) at the terminal ---- */

/* Where `match` keeps the history, for a run with people (nobody) at the
 * table: none with --no-history (o->no_history); else o->history_dir when
 * given (for any run, computers' only too); else, when a person plays,
 * the game's preference folder (mt_history_dir), made when missing.
 * Sets l->history (NULL: none) and l->opened (now). */
void mt_loop_history_init(MtLoop *l, const MtMatchOpts *o);

/* The person's unfinished match saved at path, which this run replaces
 * (the player said yes), kept in l->history as abandoned
 * (mt_history_add_saved); a failure is said on stderr.  Nothing without
 * l->history. */
void mt_loop_keep_replaced(MtLoop *l, const MtGame *game, const char *path);

/* Keeps the match at the table, over, in l->history (mt_history_add: its
 * length since l->opened); a failure is said on stderr and the run goes
 * on.  Nothing without l->history. */
void mt_loop_keep_history(MtLoop *l);

/* The game's preference folder, where its desktop program keeps its
 * files and its history (tk_file_pref_dir(TK_PREF_ORG, the game's id)),
 * into out: TK_OK, or an error (no home: msg says to give --pref-dir). */
int mt_history_dir(const MtGame *game, char *out, size_t size, char *msg, size_t msize);

/* `<game>-cli stats [--pref-dir DIR] [--json]`: the player's figures over
 * the game's history (mt_history_stats), as text or one JSON line; a
 * damaged entry skipped is said once on stderr.  Reads only.  Returns the
 * exit status. */
int mt_stats_main(const MtGame *game, const char *prog, int argc, char **argv);

/* `<game>-cli history [--pref-dir DIR] [--last N] [--json]`: the last N
 * matches of the history (20; 0 for all), one line each (or one JSON line
 * each): when, finished or abandoned, length, rounds or games, each seat
 * with its score, the winners, the record's file.  Reads only.  Returns
 * the exit status. */
int mt_history_main(const MtGame *game, const char *prog, int argc, char **argv);

/* ---- `<game>-cli replay FILE` ---- */

/* A record opened for a replay: its file (made visible), its game's state
 * (the caller's: the game's game_free), the seats as saved and their
 * names as a terminal shows them ("Seat N" for one without a name). */
typedef struct MtReplay {
    char file[1200];
    void *game;
    int players;
    TkSeatInfo seat[MT_MAX_SEATS];
    MtNames names;
} MtReplay;

/* The replay's arguments (one record; --help prints help to stdout) and
 * the record read as every reader of the collection reads it
 * (mt_match_load_record: opening it starts nothing and writes nothing).
 * -1 with *rp filled, or the exit status (a usage error, or the record
 * refused: the reason on stderr). */
int mt_replay_open(const MtGame *game, const char *prog, int argc, char **argv,
                   void (*help)(FILE *), MtReplay *rp);

/* "  Seat N: NAME (SPEC)" for each seat ("unknown" for a seat saved with
 * no spec), made visible. */
void mt_replay_seats(const MtReplay *rp);

/* "Result: NAME won the match after N UNITs." in the language in force
 * into out (cut to size); unit is "round" or "game" (MtLoopGame.unit). */
void mt_replay_won(char *out, size_t size, const char *unit, const char *name, int units);

/* The replay's last line on stdout: head (the result, one whole sentence
 * in the language in force), then the totals in another, "Totals: NAME
 * N, ...." (with "; seats 1+3: A, seats 2+4: B" when teams, the two
 * teams' totals, is not NULL).  The arguments stay the caller's. */
void mt_replay_result(const char *head, const MtNames *n, int players, const long *totals,
                      const int *teams);

/* The seats' names each with its number, "Ann 22, Bob 26" (a list, the
 * same in every language: the sentence around it is translated), into buf
 * (cut to size, always ended).  n and v[0..players-1] stay the caller's. */
void mt_names_list(const MtNames *n, int players, const long *v, char *buf, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* MT_LOOP_H */
