/*
 * kit/record.h - the framing every game's record shares: a growing text
 * buffer to write one, and a strict reader of its lines.
 *
 * A record is lines of printable ASCII, fields separated by single spaces,
 * each line ended by LF (CRLF accepted); its first line is "MAGIC VERSION"
 * and its last "end COUNT CHECKSUM", the checksum being FNV-1a 64 of every
 * line before it, LF included.  What the lines between say is the game's
 * (docs/record-format.md, docs/rummikub.md).  Nothing here prints.
 */
#ifndef TK_RECORD_H
#define TK_RECORD_H

#include <stddef.h>
#include <stdint.h>

#include "kit/text.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TK_REC_MAX_LINE 1024 /* characters in a line, without its end */
#define TK_REC_QUOTE 48      /* characters of a line quoted in a message */
#define TK_FNV_OFFSET 0xcbf29ce484222325ULL
#define TK_SEAT_NAME_MAX 32  /* characters in a seat's name */
#define TK_SEAT_SPEC_MAX 200 /* characters in a seat's spec ("ai:expert", "bot:./mybot") */
#define TK_SAVED_SEATS 8      /* seats a saved match's summary holds at most */

/* Who plays a seat and the name shown, as every game's record keeps them:
 * spec "human", "ai:LEVEL" or "bot:COMMAND" ("" for a person), name ""
 * when none was given. */
typedef struct TkSeatInfo {
    char spec[TK_SEAT_SPEC_MAX + 1];
    char name[TK_SEAT_NAME_MAX + 1];
} TkSeatInfo;

/* What a title screen learns of a saved match, read without starting
 * anything (the match layer's mt_saved_read fills it; the shell shows it). */
typedef enum TkSavedState {
    TK_SAVED_NONE = 0,     /* no file */
    TK_SAVED_DAMAGED = 1,  /* a file that is not a match the game reads */
    TK_SAVED_FINISHED = 2, /* a match played to its end */
    TK_SAVED_PLAYING = 3   /* a match to play on */
} TkSavedState;

typedef struct TkSaved {
    TkSavedState state;
    int players;
    TkSeatInfo seat[TK_SAVED_SEATS]; /* specs and names as saved */
    int total[TK_SAVED_SEATS];       /* each seat's total so far */
    char heading[64];                /* where the match stands: "Round 3", "Game 2 of 4" */
    const char *unit;                /* what the totals count, singular: "point" (static) */
    int bots;                        /* seats whose spec is "bot:..." */
    int people;                      /* seats played by people ("human", or no spec) */
} TkSaved;

/* A saved match's line for a player, into info: "HEADING: Ann (12
 * points), Bob (1 point)" (tk_text_scores, with its unit): what the title
 * screen and the terminal tools say of it. */
void tk_saved_line(const TkSaved *sv, char *info, size_t size);

/* FNV-1a 64 of h followed by the n bytes at p. */
uint64_t tk_fnv_add(uint64_t h, const char *p, size_t n);

/* ---- writing ---- */

/* A text that grows; {NULL, 0, 0, 0} is empty.  A failed append (out of
 * memory, a formatted piece over 127 bytes) sets `failed` and stops every
 * later one.  p is the caller's to free. */
typedef struct TkBuf {
    char *p;
    size_t len;
    size_t cap;
    int failed;
} TkBuf;

void tk_buf_put(TkBuf *b, const char *s, size_t n);
void tk_buf_str(TkBuf *b, const char *s);
void tk_buf_printf(TkBuf *b, const char *fmt, ...) TK_PRINTF_LIKE(2, 3);
/* The n bytes at s, percent-encoded (tk_text_percent_encode). */
void tk_buf_encoded(TkBuf *b, const char *s, size_t n);

/* The length of s, at most max (s need not be terminated past max). */
size_t tk_bounded_len(const char *s, size_t max);

/* ---- reading ---- */

/* A piece of the text: a line without its end, or one field of it. */
typedef struct TkField {
    const char *s;
    size_t n;
} TkField;

/* A reader over len bytes of text; msg (size bytes, may be NULL) gets the
 * one-line reason of a failure, "line N: ...". */
typedef struct TkRecReader {
    const char *text;
    size_t len;
    size_t pos;
    int lineno; /* the line last returned, 1-based */
    char *msg;
    size_t size;
} TkRecReader;

/* A field or line as quoted in messages: 'first 48 characters...'. */
#define TK_REC_QUOTE_FMT "'%.*s%s'"
#define TK_REC_QUOTE_ARGS(l)                                                                       \
    (int)((l).n > TK_REC_QUOTE ? TK_REC_QUOTE : (l).n), (l).s, ((l).n > TK_REC_QUOTE ? "..." : "")

/* Takes the next line, checking its framing (length, characters, single
 * spaces, terminator): 1 with *out, 0 at the end of the text, -1 on an
 * error (message set). */
int tk_rec_next_line(TkRecReader *r, TkField *out);

/* Splits a checked line into at most max fields: how many, or -1. */
int tk_rec_split(TkField l, TkField *t, int max);

/* 1 if the field is exactly word. */
int tk_rec_is(TkField t, const char *word);

/* A field as a decimal number in lo..hi (tk_text_parse_u64): TK_OK,
 * TK_E_FORMAT if it is not a plain number, TK_E_ARG if out of range. */
int tk_rec_num(TkField t, uint64_t lo, uint64_t hi, uint64_t *out);

/* Who reads: the game's record kind. */
typedef struct TkRecFormat {
    const char *magic; /* the first line's first field: "racko-record" */
    const char *title; /* in messages: "not a Rack-O record" */
    int version;       /* the newest version this program reads */
    int max_items;     /* history items at most (the end line's COUNT) */
} TkRecFormat;

/* Pass 1 of reading: the framing of every line, the magic line, the end
 * line and the checksum, so that a truncated or corrupted file is said to
 * be so before any of it is interpreted.  TK_OK with *nlines (the end line
 * being the last) and *count (the end line's COUNT), or TK_E_FORMAT with
 * the reason in r->msg. */
int tk_rec_check_frame(TkRecReader *r, const TkRecFormat *f, int *nlines, uint64_t *count);

/* ---- the header every game's record shares ---- */

#define TK_REC_KEYS 16       /* keys a game's header has at most */
#define TK_REC_HEADER_LINE -1 /* tk_rec_header_line: a `seat` line, read */
#define TK_REC_HEADER_BAD -2  /* tk_rec_header_line: refused, message set */

/* Appends `seat S spec VALUE` and `seat S name VALUE` for seats[0..n-1]
 * (S 1-based, values percent-encoded; an empty one left out).  seats may
 * be NULL: no lines. */
void tk_rec_put_seats(TkBuf *b, const TkSeatInfo *seats, int n);

/* Appends `KEY draw` for seat -1, else `KEY S` (S the 1-based seat). */
void tk_rec_put_seat_or_draw(TkBuf *b, const char *key, int seat);

/* A record's header as it is read: the game's keys, where each was seen,
 * and the seats.  Zero it, then set keys, nkeys and max_seats. */
typedef struct TkRecHeader {
    const char *const *keys;          /* the game's header keys */
    int nkeys;                        /* at most TK_REC_KEYS */
    int max_seats;                    /* seats a `seat S` line may name, at most TK_SAVED_SEATS */
    int seen[TK_REC_KEYS];            /* the line of each key, 0 if not seen */
    int seat_line[TK_SAVED_SEATS][2]; /* lines of `seat S spec` / `seat S name` */
    TkSeatInfo seat[TK_SAVED_SEATS];
} TkRecHeader;

/* Reads one header line l (not `history`): a `seat S spec VALUE` or `seat
 * S name VALUE` line into h->seat (each once), or one of h->keys (once)
 * with exactly one value, *value.  Returns the key's index,
 * TK_REC_HEADER_LINE for a seat line, or TK_REC_HEADER_BAD with r's
 * message set ("line 3: unknown key 'colour'", "duplicate key", ...). */
int tk_rec_header_line(TkRecReader *r, TkField l, TkRecHeader *h, TkField *value);

/* At the `history` line: a `seat` line past the table's `players` seats
 * is refused ("line 5: seat 3, but the table has 2 players").  TK_OK or
 * TK_E_FORMAT with r's message. */
int tk_rec_header_seats(TkRecReader *r, const TkRecHeader *h, int players);

/* A header's seed, value v of line l: TK_OK and *out, or TK_E_FORMAT with
 * r's message ("the seed must be a decimal number", "... above 2^64-1"). */
int tk_rec_seed(TkRecReader *r, TkField l, TkField v, uint64_t *out);

/* A header's `KEY draw` or `KEY S` (S in 1..max): *out -1 for draw, else
 * S - 1; TK_E_FORMAT with r's message ("first must be 'draw' or a seat
 * 1..4"). */
int tk_rec_seat_or_draw(TkRecReader *r, TkField l, TkField v, const char *key, int max,
                        int *out);

/* What a game's record reader gives the kit's (tk_rec_read).  ctx is the
 * game's (room for its header and its items); game its own type. */
typedef struct TkRecReading {
    const TkRecFormat *format; /* magic, title, version, max_items */
    size_t max_bytes;          /* a longer text: "the record is larger than N MiB" */
    const char *const *keys;   /* the header's keys (every one required) */
    int nkeys;
    int max_seats; /* seats a `seat S` line may name */
    /* A header key's value (key: its index in keys, seen once): TK_OK, or
     * TK_E_FORMAT with r's message. */
    int (*key)(void *ctx, TkRecReader *r, TkField l, int key, TkField value);
    /* At the `history` line (the kit has checked that no seat line names
     * a seat past the table's; players(ctx) says how many it has): checks
     * the header whole (every key seen, the values together) and makes
     * the game in *game.  TK_OK, or an error with r's message. */
    int (*start)(void *ctx, TkRecReader *r, const TkRecHeader *h, void **game);
    int (*players)(const void *ctx);
    /* Replays one history line (not `end`) into game. */
    int (*replay)(void *ctx, TkRecReader *r, TkField l, void *game);
    /* After the history (items replayed): TK_OK, or TK_E_FORMAT with r's
     * message (the game did not keep its history).  May be NULL. */
    int (*finish)(void *ctx, TkRecReader *r, void *game, int items);
    void (*free_game)(void *game);
} TkRecReading;

/* Reads a record's text strictly: pass 1 its framing (tk_rec_check_frame),
 * pass 2 the header (every key once, seat lines into seats[0..players-1],
 * cleared first; seats may be NULL) and the history replayed through the
 * game's callbacks.  TK_OK with *game (the game's, the caller's to free),
 * or TK_E_FORMAT / TK_E_NOMEM / TK_E_ARG with one line in msg (which is
 * cleared first): "line 3: unknown key 'colour'". */
int tk_rec_read(const char *text, size_t len, const TkRecReading *rd, void *ctx, void **game,
                TkSeatInfo *seats, char *msg, size_t size);

/* The seat that begins history line l (its first field t, 1..players):
 * TK_OK and *seat (0-based), or TK_E_FORMAT with r's message: "unknown
 * history line (expected EXPECTED)" for a field that is no number, "seat
 * outside 1..N" for one that is out of range. */
int tk_rec_history_seat(TkRecReader *r, TkField l, TkField t, int players, const char *expected,
                        int *seat);

/* Reads a record file of at most max bytes for a game's reader: TK_OK
 * with *text (the caller's, free()) and *len, or an error with msg (a
 * file too large is "'PATH' is larger than 16 MiB: not a TITLE record").
 * msg is cleared first. */
int tk_rec_file(const char *path, size_t max, const char *title, char **text, size_t *len,
                char *msg, size_t size);

/* After the game's reader refused a file's text (status TK_E_FORMAT):
 * puts the file's name before msg ("PATH: line 3: ..."). */
void tk_rec_name_file(const char *path, int status, char *msg, size_t size);

/* ---- saving again and again ---- */

/* What a game's records give the saver (all required).  `game` and
 * `replica` are the game's own types. */
typedef struct TkRecSaverGame {
    /* Reads a whole record (its header and "end 0 CHECKSUM"): TK_OK and a
     * new replica in *out, or an error with msg. */
    int (*read)(const char *text, size_t len, void **out, char *msg, size_t size);
    /* Appends history item i (0-based) of game to b, as the game's writer
     * writes it (ctx: what the caller gave tk_rec_saver_save). */
    int (*write_item)(void *ctx, const void *game, int i, TkBuf *b);
    /* Replays one history line (checked framing) into replica, as the
     * game's reader does; messages through r. */
    int (*replay_line)(void *ctx, TkRecReader *r, TkField l, void *replica);
    /* 1 if game and replica are the same match. */
    int (*same)(const void *game, const void *replica);
    void (*free_replica)(void *replica);
} TkRecSaverGame;

/* A record saved again and again as its game goes on (autosave): the
 * text written and the replay checked so far are kept, so each save writes
 * and checks only what is new.  {0} is a fresh saver; tk_rec_saver_reset
 * frees what it holds. */
typedef struct TkRecSaver {
    TkBuf text;    /* the record up to its last item, without the end line */
    size_t head;   /* bytes of it before the first item */
    uint64_t hash; /* the checksum of text */
    int done;      /* history items in text, all replayed into replica */
    void *replica; /* the game the text makes, as a reader replays it */
} TkRecSaver;

/* Forgets everything (the next save starts from the header). */
void tk_rec_saver_reset(TkRecSaver *sv, const TkRecSaverGame *ops);

/* Saves game, whose header (up to its "history" line) is `head` and whose
 * history has `count` items, to path atomically (kit/file.h); ctx goes to
 * the callbacks (room they may reuse, or NULL).  The same
 * table and seats as the last save and more history write and replay only
 * the new items; anything else (or a replay that does not come out as the
 * game) starts from the header once.  The text must replay to the same
 * game (ops->same) before it is saved.  TK_OK, or an error with msg
 * ("cannot save 'PATH': ..."); head stays the caller's. */
int tk_rec_saver_save(TkRecSaver *sv, const TkRecSaverGame *ops, void *ctx, const void *game,
                      const TkBuf *head, int count, const char *path, char *msg, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* TK_RECORD_H */
