/*
 * kit/history.h - the match history every game of the collection keeps
 * in its preference folder, and the figures drawn from it (library tk).
 *
 * The history is one text file, DIR/history.txt, one line a match
 * (finished, or abandoned by the player's choice), appended as each ends,
 * and the full records of the last matches beside it, one file each in
 * DIR/history/ (match-SEQ.EXT: a game's own record, which its `replay`
 * and its readers open as any record).  A line says when the match
 * ended, how long it lasted in seconds and in rounds or games, whether it
 * was finished or abandoned, its options, each seat (a person, a computer
 * of a level, a bot), its score and whether it won, the player's seat
 * (the first seat a person played), the game's own figures for that seat
 * (x.KEY=N), the record's file, and a checksum of the line
 * (docs/history.md says every field).
 *
 * Safe: a line is appended whole or not at all (a full disk cuts the file
 * back), a line that a killed writer cut short stands alone, and a line
 * that is damaged is skipped and counted, the rest read.  Bounded: the
 * records of the last TK_HIST_RECORDS matches are kept, the lines of all.
 * Strict: reading starts no process and writes nothing.  Nothing here
 * prints or reads a clock: the caller gives the time.
 */
#ifndef TK_HISTORY_H
#define TK_HISTORY_H

#include <stddef.h>
#include <stdint.h>

#include "kit/record.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TK_PREF_ORG "racko"        /* the collection's folder among a user's data (SDL's org) */
#define TK_HIST_FILE "history.txt" /* the lines, in the game's preference folder */
#define TK_HIST_DIR "history"      /* the records' folder beside it */
#define TK_HIST_RECORDS 300        /* records kept: of the last 300 matches */
#define TK_HIST_MAX_BYTES (64u << 20) /* a longer history.txt is refused (not read) */
#define TK_HIST_EXTRAS 8           /* a game's own figures in a line, at most */
#define TK_HIST_KEY_MAX 15         /* characters in a figure's key */
#define TK_HIST_WHO_MAX 32         /* characters in a level's or a bot's name */
#define TK_HIST_OPTIONS_MAX 160    /* characters of the options' text */
#define TK_HIST_RECORD_MAX 48      /* characters of a record's file name */

/* Who played a seat. */
typedef enum TkHistKind {
    TK_HIST_PERSON = 0,
    TK_HIST_COMPUTER = 1,
    TK_HIST_BOT = 2
} TkHistKind;

typedef struct TkHistSeat {
    TkHistKind kind;
    char who[TK_HIST_WHO_MAX + 1];   /* a computer's level, a bot's program; "" for a person */
    char name[TK_SEAT_NAME_MAX + 1]; /* the name shown at the table */
    long score;                      /* its score at the end (the match's total) */
    int won;                         /* 1 if it is one of the winners */
} TkHistSeat;

/* One match of the history. */
typedef struct TkHistEntry {
    long seq;         /* its number in the history, 1 for the first (tk_hist_append's) */
    int64_t when;     /* when it ended, seconds since 1970 (UTC) */
    long seconds;     /* how long it was played, in seconds */
    int abandoned;    /* 1: the player threw it away or replaced it unfinished */
    int units;        /* rounds or games dealt */
    int players;      /* seats, 1..TK_SAVED_SEATS */
    int me;           /* the player's seat (0-based: the first a person played), -1: none */
    TkHistSeat seat[TK_SAVED_SEATS];
    char options[TK_HIST_OPTIONS_MAX + 1]; /* the game's options, "KEY=VALUE,..." */
    int nextra;                            /* the game's figures for seat me */
    char extra_key[TK_HIST_EXTRAS][TK_HIST_KEY_MAX + 1]; /* [a-z0-9_] */
    long extra[TK_HIST_EXTRAS];
    char record[TK_HIST_RECORD_MAX + 1]; /* the record's name in DIR/history/, "" none */
} TkHistEntry;

/* Sets the game's figure key to value in e (added, or replaced when e has
 * it): TK_OK, or TK_E_ARG (a key that is not 1..15 of [a-z0-9_], or no
 * room left). */
int tk_hist_set_extra(TkHistEntry *e, const char *key, long value);

/* The value of the game's figure key in e into *out: 1, or 0 if e has
 * none. */
int tk_hist_extra(const TkHistEntry *e, const char *key, long *out);

/* The line of e (its end included) appended to b: what tk_hist_append
 * writes.  TK_OK, TK_E_ARG (e is not one a line can say: players out of
 * range, a figure's key malformed) or TK_E_NOMEM. */
int tk_hist_line(const TkHistEntry *e, TkBuf *b);

/* Reads one line (its end excluded) strictly: TK_OK with *e, or
 * TK_E_FORMAT with why in msg ("the checksum does not match"). */
int tk_hist_parse(const char *line, size_t n, TkHistEntry *e, char *msg, size_t size);

/* What reading a history found besides its entries. */
typedef struct TkHistRead {
    long entries;       /* lines read */
    long damaged;       /* lines skipped: damaged (the caller says so once) */
    long first_damaged; /* the line number of the first, 0 if none */
    char why[160];      /* why the first was skipped */
    long last_seq;      /* the highest seq read, 0 if none */
} TkHistRead;

/* Reads the history at DIR/history.txt in order, strictly (it starts no
 * process and writes nothing), calling each(ctx, e) for every line that
 * reads (e valid during the call; each returns 0 to go on, else reading
 * stops there) and skipping each damaged one, counted in *info (may be
 * NULL).  No file is an empty history.  TK_OK, or TK_E_IO / TK_E_FORMAT
 * (not read: larger than TK_HIST_MAX_BYTES) / TK_E_NOMEM with msg. */
int tk_hist_read(const char *dir, int (*each)(void *ctx, const TkHistEntry *e), void *ctx,
                 TkHistRead *info, char *msg, size_t size);

/* The last max entries of the history at dir (oldest first) into *out
 * (the caller's: free()) and *n; info as tk_hist_read.  TK_OK or its
 * errors. */
int tk_hist_load_last(const char *dir, long max, TkHistEntry **out, long *n, TkHistRead *info,
                      char *msg, size_t size);

/* The path of a record kept in the history, DIR/history/NAME, into out:
 * TK_OK, or TK_E_ARG when name is empty, not a record's name (one
 * tk_hist_record_name makes: no separator, no "..") or it does not fit. */
int tk_hist_record_path(const char *dir, const char *name, char *out, size_t size);

/* The name of the record of match seq, "match-SEQ.EXT" (SEQ eight digits
 * or more), into out (at least TK_HIST_RECORD_MAX + 1 bytes). */
void tk_hist_record_name(long seq, const char *ext, char *out, size_t size);

/* Makes DIR/history/ for a record about to be kept: TK_OK or TK_E_IO with
 * msg. */
int tk_hist_make_dir(const char *dir, char *msg, size_t size);

/* The seq the next match takes in the history at dir (the highest read,
 * plus one): TK_OK with *seq, or tk_hist_read's errors. */
int tk_hist_next_seq(const char *dir, long *seq, char *msg, size_t size);

/* Appends e's line to DIR/history.txt (made when missing), whole or not
 * at all, then removes the records of matches older than the last keep
 * (TK_HIST_RECORDS) from DIR/history/ (their lines stay).  e->seq must be
 * set (tk_hist_next_seq) and e->record name a record already saved there
 * ("" for none).  TK_OK, or TK_E_ARG / TK_E_IO / TK_E_NOMEM with msg (the
 * history as it was). */
int tk_hist_append(const char *dir, const TkHistEntry *e, int keep, char *msg, size_t size);

/* Forgets the history at dir (the player asked, and said yes): removes
 * DIR/history.txt and the records in DIR/history/ (nothing else).
 * TK_OK (nothing there is TK_OK too), or TK_E_IO with msg when a file
 * stays. */
int tk_hist_reset(const char *dir, char *msg, size_t size);

/* Writes the history at dir as CSV to path (atomically, a regular file
 * or none: tk_file_save_atomic): a header line, then one line a match,
 * oldest first: seq, the time it ended (ISO 8601, UTC), finished or
 * abandoned, seconds, rounds or games, seats, the player's seat, its
 * result (won, lost, abandoned) and score, each seat's kind, level or
 * bot, name, score and won (8 seats' columns), the options and the
 * game's figures (KEY=N;...), the record's name.  Texts are quoted as
 * RFC 4180 says.  TK_OK with *count (may be NULL) the matches written,
 * or an error with msg. */
int tk_hist_export_csv(const char *dir, const char *path, long *count, char *msg, size_t size);

/* ---- the figures ---- */

/* How a game's own figure is drawn from the figures of its lines. */
typedef enum TkHistHow {
    TK_HIST_TOTAL = 0,     /* the sum of key over the matches */
    TK_HIST_RATIO = 1,     /* the sum of key divided by the sum of per */
    TK_HIST_PER_MINUTE = 2 /* the sum of key per minute: of per (milliseconds of play) when
                              the line has it, else of the seconds of the matches with key */
} TkHistHow;

typedef struct TkHistFigureDef {
    const char *key;   /* the line's x.KEY, and the figure's name in JSON */
    const char *per;   /* TK_HIST_RATIO: the key it is divided by; TK_HIST_PER_MINUTE: the
                          key of its time in ms (NULL: the match's seconds) */
    TkHistHow how;
    const char *label; /* for a player (N_(): translated where it is shown) */
    int decimals;      /* shown with this many decimals */
} TkHistFigureDef;

/* What the figures need of a game: its own figures (a static table). */
typedef struct TkHistGame {
    const TkHistFigureDef *figure;
    int nfigures;     /* at most TK_HIST_EXTRAS */
    int lower_better; /* 1: the lower score is the better one */
} TkHistGame;

/* Matches played, won, lost (finished, not won) and abandoned. */
typedef struct TkHistTally {
    long played;
    long won;
    long lost;
    long abandoned;
} TkHistTally;

#define TK_HIST_LEVELS 12 /* computer levels told apart (more: the last ones lumped) */
#define TK_HIST_CHART 50  /* matches in the chart */

/* One match of the chart: 'W' won, 'L' lost, 'A' abandoned, and the
 * player's score. */
typedef struct TkHistPoint {
    char result;
    long score;
    long seq;
} TkHistPoint;

/* The player's figures over a history: only its matches a person played
 * count (the player is the first seat a person played). */
typedef struct TkHistStats {
    long entries;   /* lines given */
    long no_person; /* of them, matches without a person: not counted */
    TkHistTally all;
    int nlevels; /* the computer levels met, in the order first met (or the game's:
                    tk_hist_stats_order_levels) */
    char level[TK_HIST_LEVELS][TK_HIST_WHO_MAX + 1];
    TkHistTally by_level[TK_HIST_LEVELS]; /* matches with a computer of that level */
    TkHistTally by_bots;                  /* matches with an outside bot */
    TkHistTally by_seats[TK_SAVED_SEATS + 1]; /* by the table's seats (index: seats) */
    long streak;       /* now: > 0 matches won in a row, < 0 lost (or abandoned) in a row */
    long longest_won;  /* the longest run of matches won */
    long longest_lost; /* the longest run of matches lost or abandoned */
    long scored;       /* finished matches (their scores below) */
    long best_score;   /* the best of the player's scores (valid when scored) */
    double mean_score; /* their mean */
    long seconds;      /* the time played, all counted matches */
    long won_seconds;  /* the time of the matches won (mean_won_seconds: the mean) */
    double mean_won_seconds;
    long units;                       /* rounds or games played */
    int figure_known[TK_HIST_EXTRAS]; /* the game's figures (TkHistGame's order) */
    double figure[TK_HIST_EXTRAS];
    double acc_key[TK_HIST_EXTRAS]; /* (the sums they are made of) */
    double acc_per[TK_HIST_EXTRAS];
    int nchart; /* the last TK_HIST_CHART counted matches, oldest first */
    TkHistPoint chart[TK_HIST_CHART];
} TkHistStats;

/* Zeroes s. */
void tk_hist_stats_init(TkHistStats *s);

/* Counts one entry (in the history's order) for game g. */
void tk_hist_stats_add(TkHistStats *s, const TkHistGame *g, const TkHistEntry *e);

/* Makes the means and the game's figures from what was added. */
void tk_hist_stats_finish(TkHistStats *s, const TkHistGame *g);

/* Puts s's computer levels in the game's order, order[0..n-1] (easiest
 * first): the levels that are not the game's after them, in the order
 * they were first met. */
void tk_hist_stats_order_levels(TkHistStats *s, const char *const *order, int n);

/* The share won of t, 0..100 (0 when none was played). */
double tk_hist_percent(const TkHistTally *t);

/* The figures of the history at dir for game g into *s (read as
 * tk_hist_read: info may be NULL).  TK_OK or its errors. */
int tk_hist_stats_read(const char *dir, const TkHistGame *g, TkHistStats *s, TkHistRead *info,
                       char *msg, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* TK_HISTORY_H */
