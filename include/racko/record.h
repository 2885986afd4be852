/*
 * racko/record.h - game records: save, resume and replay.
 *
 * A record is a versioned text file (docs/record-format.md) holding the
 * configuration, the seed, who sat where, and every action and deck script
 * in order.  Replaying it reproduces the game, its state and its events
 * exactly.  Reading never trusts the input: a truncated, corrupted or
 * hostile file is refused with a clear message, never a crash.  Saving is
 * atomic (kit/file.h): the text goes to a temporary file beside the
 * target, which is then renamed over it, so a crash mid-save leaves the
 * old save intact (and the next save removes the crashed one's temporary
 * file).
 */
#ifndef RACKO_RECORD_H
#define RACKO_RECORD_H

#include <stddef.h>

#include "kit/record.h"

#include "racko/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RACKO_RECORD_VERSION 1
#define RACKO_NAME_MAX TK_SEAT_NAME_MAX /* characters in a seat name */
#define RACKO_SPEC_MAX TK_SEAT_SPEC_MAX /* characters in a seat spec ("ai:expert", "bot:./mybot") */

/* Who played a seat: free text for the front ends, kept with the record
 * (the kit's, as every game's record keeps it: "human", "ai:LEVEL",
 * "bot:COMMAND"). */
typedef TkSeatInfo RackoSeatInfo;

typedef struct RackoRecordMeta {
    RackoSeatInfo seat[RACKO_MAX_SEATS];
} RackoRecordMeta;

/* Writes the record of g (which must have its history on) as text.  On
 * success *text is a NUL-terminated string the caller frees with free(),
 * and *len (may be NULL) its length.  meta may be NULL (seats unnamed). */
int racko_record_write(const RackoGame *g, const RackoRecordMeta *meta, char **text,
                       size_t *len);

/* Saves the record of g to `path` atomically.  msg (may be NULL) gets the
 * reason on failure. */
int racko_record_save(const RackoGame *g, const RackoRecordMeta *meta, const char *path,
                      char *msg, size_t size);

/* A record saved again and again as its game goes on (autosave, a round's
 * end): a saver keeps the text written and the replay checked so far, so
 * each save writes and checks only what is new (racko_record_save checks
 * the whole record every time).  Used with one game at a time; a save of
 * another game or other seats starts it afresh. */
typedef struct RackoRecordSaver RackoRecordSaver;

/* *out owned by the caller (racko_record_saver_free). */
int racko_record_saver_new(RackoRecordSaver **out);
/* Frees a saver.  NULL is allowed. */
void racko_record_saver_free(RackoRecordSaver *sv);

/* racko_record_save through the saver: the same bytes, the same checks
 * (the record must replay to the game as every seat sees it), the same
 * atomic save. */
int racko_record_saver_save(RackoRecordSaver *sv, const RackoGame *g, const RackoRecordMeta *meta,
                            const char *path, char *msg, size_t size);

/* Parses a record and replays it.  On success *out is a new game in the
 * recorded state (its events queue holds the whole replayed stream) and
 * *meta (may be NULL) the seat information.  On failure returns
 * RACKO_E_FORMAT (or RACKO_E_NOMEM), *out is NULL and msg says what and on
 * which line. */
int racko_record_read(const char *text, size_t len, RackoGame **out, RackoRecordMeta *meta,
                      char *msg, size_t size);

/* racko_record_read on a file's contents (at most 16 MiB). */
int racko_record_load(const char *path, RackoGame **out, RackoRecordMeta *meta, char *msg,
                      size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RACKO_RECORD_H */
