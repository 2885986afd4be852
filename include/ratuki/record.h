/*
 * ratuki/record.h - Ratuki match records: write, save, read, replay.
 *
 * A record is a versioned text file (docs/ratuki.md, "Records") holding
 * the table's configuration, the seed, who sat where, and every timed
 * action and scripted deck in order; replaying it gives back the match,
 * its state and its events exactly, to the millisecond.  Reading never
 * trusts the input: a truncated, corrupted or hostile file gets
 * TK_E_FORMAT and a message naming the line, never a crash.  A seat spec
 * naming a bot command is only reported: nothing here starts a process.
 * Saving is atomic (kit/file.h).
 */
#ifndef RT_RECORD_H
#define RT_RECORD_H

#include <stddef.h>

#include "kit/record.h"
#include "ratuki/engine.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RT_RECORD_VERSION 1
#define RT_NAME_MAX TK_SEAT_NAME_MAX /* bytes in a seat name */
#define RT_SPEC_MAX TK_SEAT_SPEC_MAX /* bytes in a seat spec ("human", "ai:LEVEL", "bot:COMMAND") */

/* Who played a seat: free text for the front ends, kept with the record
 * (the kit's, as every game's record keeps it: kit/record.h). */
typedef TkSeatInfo RtSeatInfo;

/* A desktop's glow option kept with the record (`glow on` / `glow off`). */
enum { RT_GLOW_UNSAID = 0, RT_GLOW_ON = 1, RT_GLOW_OFF = 2 };

#define RT_RECORD_PACE_MAX 1000 /* the highest `pace` a record may hold (percent) */

typedef struct RtRecordMeta {
    RtSeatInfo seat[RT_MAX_SEATS];
    /* How the match was played, kept with it and never part of its
       replay: the computers' pace in percent of their levels' own
       (`pace N`, 1..RT_RECORD_PACE_MAX; 0: not written, a record from
       before it, read as the levels' own) and the glow option (RT_GLOW_*;
       RT_GLOW_UNSAID: not written).  Written only when set, so a record
       without them reads and writes as it always did. */
    int pace;
    int glow;
} RtRecordMeta;

/* Writes the record of g (whose history has been on since rt_game_new).
 * On success *text is a NUL-terminated string owned by the caller (free())
 * and *len (may be NULL) its length; meta may be NULL (seats unnamed).
 * TK_E_ARG for a game without its whole history, TK_E_NOMEM. */
int rt_record_write(const RtGame *g, const RtRecordMeta *meta, char **text, size_t *len);

/* Saves the record of g to path atomically, after checking that the text
 * replays to the same match.  msg (may be NULL) says why on failure. */
int rt_record_save(const RtGame *g, const RtRecordMeta *meta, const char *path, char *msg,
                   size_t size);

/* A record saved again and again as its match goes on (autosave): a saver
 * keeps the text written and the replay checked so far, so each save
 * writes and checks only what is new.  Used with one game at a time; a
 * save of another game or other seats starts it afresh. */
typedef struct RtRecordSaver RtRecordSaver;

/* *out owned by the caller (rt_record_saver_free).  TK_OK, TK_E_ARG,
 * TK_E_NOMEM. */
int rt_record_saver_new(RtRecordSaver **out);

/* Frees a saver.  NULL is allowed. */
void rt_record_saver_free(RtRecordSaver *sv);

/* rt_record_save through the saver: the same bytes, the same check (the
 * text replays to the same match), the same atomic save. */
int rt_record_saver_save(RtRecordSaver *sv, const RtGame *g, const RtRecordMeta *meta,
                         const char *path, char *msg, size_t size);

/* Reads a record and replays it.  On success *out is a new game (owned by
 * the caller) in the recorded state, its event queue holding the whole
 * replayed stream, and *meta (may be NULL) the seats' specs and names.  On
 * failure TK_E_FORMAT (or TK_E_NOMEM, TK_E_ARG), *out NULL and msg saying
 * what, on which line. */
int rt_record_read(const char *text, size_t len, RtGame **out, RtRecordMeta *meta, char *msg,
                   size_t size);

/* rt_record_read on a file (at most 16 MiB); a message names the file.
 * Opening a record never starts a process and writes nothing. */
int rt_record_load(const char *path, RtGame **out, RtRecordMeta *meta, char *msg, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* RT_RECORD_H */
