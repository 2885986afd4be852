/*
 * rummikub/record.h - Rummikub game records: write, save, read, replay.
 *
 * A record is a versioned text file (docs/rummikub.md, "Records") holding
 * the table's configuration, the seed, who sat where, and every action and
 * scripted mix in order; replaying it gives back the match, its state and
 * its events exactly.  Reading never trusts the input: a truncated,
 * corrupted or hostile file gets TK_E_FORMAT and a message naming the
 * line, never a crash.  A seat spec naming a bot command is only reported:
 * nothing here starts a process.  Saving is atomic (kit/file.h).
 */
#ifndef RK_RECORD_H
#define RK_RECORD_H

#include <stddef.h>

#include "kit/record.h"

#include "rummikub/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RK_RECORD_VERSION 1
#define RK_NAME_MAX TK_SEAT_NAME_MAX /* characters in a seat name */
#define RK_SPEC_MAX TK_SEAT_SPEC_MAX /* characters in a seat spec ("ai:expert", "bot:./mybot") */

/* Who played a seat: free text for the front ends, kept with the record
 * (the kit's, as every game's record keeps it). */
typedef TkSeatInfo RkSeatInfo;

typedef struct RkRecordMeta {
    RkSeatInfo seat[RK_MAX_SEATS];
} RkRecordMeta;

/* Writes the record of g (whose history has been on since rk_game_new).
 * On success *text is a NUL-terminated string owned by the caller (free())
 * and *len (may be NULL) its length; meta may be NULL (seats unnamed).
 * TK_E_ARG for a game without its whole history, TK_E_NOMEM. */
int rk_record_write(const RkGame *g, const RkRecordMeta *meta, char **text, size_t *len);

/* Saves the record of g to path atomically, after checking that the text
 * replays to the same match.  msg (may be NULL) says why on failure. */
int rk_record_save(const RkGame *g, const RkRecordMeta *meta, const char *path, char *msg,
                   size_t size);

/* A record saved again and again as its match goes on (autosave after
 * every action): a saver keeps the text written and the replay checked so
 * far, so each save writes and checks only what is new (rk_record_save
 * writes and checks the whole record every time, which is quadratic over a
 * match).  Used with one game at a time; a save of another game or other
 * seats starts it afresh. */
typedef struct RkRecordSaver RkRecordSaver;

/* *out owned by the caller (rk_record_saver_free).  TK_OK, TK_E_ARG,
 * TK_E_NOMEM. */
int rk_record_saver_new(RkRecordSaver **out);

/* Frees a saver.  NULL is allowed. */
void rk_record_saver_free(RkRecordSaver *sv);

/* rk_record_save through the saver: the same bytes, the same check (the
 * text replays to the same match), the same atomic save. */
int rk_record_saver_save(RkRecordSaver *sv, const RkGame *g, const RkRecordMeta *meta,
                         const char *path, char *msg, size_t size);

/* Reads a record and replays it.  On success *out is a new game (owned by
 * the caller) in the recorded state, its event queue holding the whole
 * replayed stream, and *meta (may be NULL) the seats' specs and names.  On
 * failure TK_E_FORMAT (or TK_E_NOMEM, TK_E_ARG), *out NULL and msg saying
 * what, on which line. */
int rk_record_read(const char *text, size_t len, RkGame **out, RkRecordMeta *meta, char *msg,
                   size_t size);

/* rk_record_read on a file (at most 16 MiB); a message names the file. */
int rk_record_load(const char *path, RkGame **out, RkRecordMeta *meta, char *msg, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RK_RECORD_H */
