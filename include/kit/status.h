/*
 * kit/status.h - the status codes every layer of the collection returns.
 *
 * The kit (include/kit, src/kit) is what the games share and that knows no
 * game: status codes, the random number generator, text and file helpers,
 * the bot transport, the command-line helpers.  Every call that can fail
 * returns an int status: TK_OK (0) or a TK_E_* code.  A game names the same
 * codes in its own words (racko/engine.h: RACKO_E_SLOT is TK_E_MOVE) and may
 * describe them in its own words (racko_status_string).
 */
#ifndef TK_STATUS_H
#define TK_STATUS_H

#ifdef __cplusplus
extern "C" {
#endif

typedef enum TkStatus {
    TK_OK = 0,
    TK_E_ARG = 1,    /* a bad argument: NULL pointer, value out of range */
    TK_E_CONFIG = 2, /* a configuration the rules do not allow */
    TK_E_TURN = 3,   /* acting out of turn */
    TK_E_PHASE = 4,  /* not possible now */
    TK_E_MOVE = 5,   /* a move that names what is not there (a slot, a tile, a set) */
    TK_E_RULE = 6,   /* against the rules */
    TK_E_OVER = 7,   /* the game or the match is over */
    TK_E_NOMEM = 8,  /* out of memory; nothing changed */
    TK_E_IO = 9,     /* a file or a process could not be read, written or started */
    TK_E_FORMAT = 10 /* malformed input: a record, a line, a setting */
} TkStatus;

/* A short constant description of a status code ("not your turn"), in
 * English: for records, logs, protocols and JSON. */
const char *tk_status_string(int status);

/* The same in the language in force (kit/lang.h), for a sentence a player
 * reads ("la partie ne peut pas continuer : ..."); constant. */
const char *tk_status_said(int status);

#ifdef __cplusplus
}
#endif

#endif /* TK_STATUS_H */
