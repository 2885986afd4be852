/*
 * match/history.h - the match history of a game's matches, written once
 * for every game on the match layer (library mt, prefix mt_history_).
 *
 * A front end (a desktop table, the terminal loop) keeps each match that
 * ends, and each one the player abandons (throws away, or replaces with a
 * new one while it is unfinished), in the history of the game's
 * preference folder (kit/history.h): its line, and its full record in the
 * history's folder, which `<game>-cli replay` and a replay viewer open as
 * any record.  The layer never reads a clock: the caller gives when the
 * match ended and how long it was played.  docs/history.md tells the
 * format, the bounds and what each game keeps.
 */
#ifndef MT_HISTORY_H
#define MT_HISTORY_H

#include <stddef.h>
#include <stdint.h>

#include "kit/history.h"
#include "match/match.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a game gives the history (MtGame.history). */
typedef struct MtHistoryOps {
    /* The game's id: its preference folder's name (the desktop program's
     * ShGame id) and its records' extension: "racko" (match-SEQ.racko). */
    const char *id;
    const char *unit; /* what its matches are made of, in the singular: "round", "game" */
    /* Fills what the history keeps of game beyond its seats (the layer
     * has set each seat's kind, level or bot, name, e->players, e->me and
     * e->units, the rounds or games dealt): each seat's score
     * (e->seat[i].score) and whether it is one of the winners (won: none
     * in a match abandoned unfinished), the options as text (e->options,
     * "KEY=VALUE,..."), and the game's own figures for seat e->me
     * (tk_hist_set_extra: none when e->me is -1), drawn from the game's
     * history.  The game stays as it is. */
    void (*fill)(const void *game, TkHistEntry *e);
    TkHistGame figures; /* its own figures, for the statistics */
} MtHistoryOps;

/* Keeps the match m in the history of the folder dir (its preference
 * folder): its record saved as DIR/history/match-SEQ.EXT, then its line
 * appended (kit/history.h: whole or not at all), the records of all but
 * the last TK_HIST_RECORDS matches removed.  when: the time it ended
 * (seconds since 1970, UTC); seconds: how long it was played;
 * abandoned: 1 when the player threw it away unfinished.  A match without
 * a record kept (it could not be saved) still gets its line.  TK_OK, or
 * TK_E_ARG (a read-only match: nothing is written; a game without a
 * history) / TK_E_IO / TK_E_NOMEM with msg: the history as it was.  What
 * a desktop table calls when its match ends (Ratuki's: one call). */
int mt_history_add(MtMatch *m, const char *dir, int64_t when, long seconds, int abandoned,
                   char *msg, size_t size);

/* Keeps the unfinished match saved at path (the player's saved match
 * about to be replaced or thrown away) in the history of dir as
 * abandoned: read strictly (mt_match_load_record: no process started),
 * its file copied as its record.  seconds: how long it was played, 0 when
 * nobody knows.  A file that is no match of the game is left out:
 * TK_E_FORMAT with msg.  TK_OK or as mt_history_add. */
int mt_history_add_saved(const MtGame *game, const char *path, const char *dir, int64_t when,
                         long seconds, char *msg, size_t size);

/* The entry mt_history_add would keep of game (the game's state as
 * MtGame.state reads it) with seats[0..players-1] (had_bot[s]: a bot was
 * set to play seat s; may be NULL), without its seq, time or record. */
void mt_history_entry(const MtGame *game, const void *state, const TkSeatInfo *seats,
                      const int *had_bot, int abandoned, TkHistEntry *e);

/* The player's figures over the history of dir (tk_hist_stats_read with
 * the game's own figures, the computer levels in the game's order).  TK_OK or its errors. */
int mt_history_stats(const MtGame *game, const char *dir, TkHistStats *s, TkHistRead *info,
                     char *msg, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* MT_HISTORY_H */
