/*
 * kit/botplay.h - the player side of a bot protocol, whatever the game:
 * the skeleton of a program that plays one seat for an outside host
 * (`racko-cli bot`, `rummikub-cli bot`, `ratuki-cli bot`), written once.
 *
 * The skeleton holds what every game's bot program does with a host's
 * line: the line's '\r' taken off, the line quoted for messages and
 * split into words (tk_bot_words), the hello answered (`WORD 1` gets
 * `ok NAME`; another version is refused), `bye` ending the conversation,
 * the game's state kept as plain data and the line handled on a copy of
 * it that replaces the state only when the line was accepted (a refused
 * line changes nothing), the one-sentence reason of a refusal
 * (tk_botplay_error); and the program's loop over its standard input on
 * tk_bot_serve_with, with its log: each refused line's reason, the host's
 * refusals of our answers, what changed in the match (the game's words);
 * and, as a game chooses (TkBotPlayGame.serve), lines framed strictly
 * (a binary line skipped before it is parsed), the refused lines counted
 * at `bye`, and an input that ends during the match told and failed.
 *
 * A game gives a TkBotPlayGame: its words (hello, the host's refusal),
 * its longest line, the size of its state, and callbacks for its own
 * part: a line parsed into its state (its questions answered by its
 * level), the phase its state is in and the log's line when it changed.
 * Its level (the AI) stays the game's, in the context it gives.
 *
 * The library never prints but on the log it is given, never exits or
 * aborts.  A TkBotPlayer is used by one thread at a time.
 */
#ifndef TK_BOTPLAY_H
#define TK_BOTPLAY_H

#include <stddef.h>
#include <stdio.h>

#include "kit/bot.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What to do after a line: the values of TK_BOT_SERVE_* (kit/bot.h); each
 * game's bot player names them in its words (RK_BOTPLAY_ANSWER). */
typedef enum TkBotPlayStep {
    TK_BOTPLAY_NONE = TK_BOT_SERVE_NONE,     /* information taken in: write nothing */
    TK_BOTPLAY_ANSWER = TK_BOT_SERVE_ANSWER, /* write the answer line (add the '\n') */
    TK_BOTPLAY_BYE = TK_BOT_SERVE_BYE        /* the host said `bye`: stop */
} TkBotPlayStep;

/* What a refused line keeps (TkBotPlayGame.line's *keep). */
enum {
    TK_BOTPLAY_KEEP_ANSWER = 1, /* the answer is written though the line was refused */
    TK_BOTPLAY_KEEP_STATE = 2   /* the copy of the state replaces the state all the same */
};

/* What the program's loop promises beyond reading, answering and its
 * log's notes (TkBotPlayGame.serve: 0, or the flags a game chooses). */
enum {
    /* Lines framed strictly (kit/bot.h, TkBotServe.strict): a line with
     * a NUL, another control byte or a non-ASCII byte, or longer than
     * line_max bytes with its "\r\n", is skipped before it is parsed,
     * noted "skipped a line from the host: binary or non-ASCII bytes" or
     * "... longer than N bytes"; a last line without its "\n" is not
     * read.  Without it, line_max bytes before the "\r\n", any bytes
     * but a NUL (its line skipped), the game refusing what is not words. */
    TK_BOTPLAY_SERVE_STRICT = 1,
    /* `bye` noted "bye (N lines refused)" ("1 line"): the lines skipped
     * and refused since the loop began. */
    TK_BOTPLAY_SERVE_COUNT = 2,
    /* The end of the input noted "input ended without 'bye' after the
     * match" (TkBotPlayGame.over says so) or "... during the match"
     * (before one too), and the latter is the loop's failure,
     * TK_BOTPLAY_CUT. */
    TK_BOTPLAY_SERVE_END = 4
};

/* tk_botplay_serve's status when the input ended during the match
 * (TK_BOTPLAY_SERVE_END). */
#define TK_BOTPLAY_CUT 3

/* One line of the host's, as the skeleton hands it to the game. */
typedef struct TkBotLine {
    const char *text; /* the line as fed (a final '\r' included) */
    size_t len;       /* bytes of text, a final '\r' left out */
    char q[48];       /* the line quoted for a message (tk_bot_quote) */
    char *buf;        /* the words' copy (tk_bot_words): line_max + 1 bytes */
    char **tok;       /* the words, max_words at most; tok[i] - buf is word i's place in text */
    int n;            /* how many words (0 before the split, and for TkBotPlayGame.raw) */
} TkBotLine;

typedef struct TkBotPlayGame {
    const char *id;        /* the default name's start: "rummikub" gives rummikub-LEVEL */
    const char *hello;     /* the host's hello word ("rkb"): `rkb 1` is answered `ok NAME` */
    const char *prefix;    /* the log's notes start "PREFIX: " ("rummikub bot") */
    const char *not_words; /* said after the quoted line that does not split into words */
    const char *version;   /* said after the quoted hello of another version */
    const char *refusal;   /* the host's word refusing an answer ("error"), for the log
                            * (NULL: those lines are the game's alone, not logged) */
    const char *refused;   /* the log's words before the host's reason ("the host refused") */
    size_t line_max;       /* the protocol's longest line: the words' buffer and the loop's */
    int max_words;         /* words a line may have */
    size_t answer_min;     /* the answer buffer tk_botplay_feed wants at the least */
    size_t state_size;     /* bytes of the game's state: plain data, copied whole */
    /* A line before it is split (l->n is 0): 1 when the game took it
     * whole (accepted, nothing to write, the state untouched), else 0.
     * May be NULL. */
    int (*raw)(void *ctx, const TkBotLine *l);
    /* Any other line but the hello and `bye` alone: parsed into state,
     * the copy the skeleton made of the game's state.  Returns TK_OK or
     * a status after tk_botplay_fail; *step (TK_BOTPLAY_NONE when
     * called) and answer (size bytes, "" when called) say what to write;
     * *keep (0 when called) what a refused line keeps. */
    int (*line)(void *ctx, void *state, const TkBotLine *l, char *answer, size_t size,
                TkBotPlayStep *step, int *keep);
    /* The phase of the state (the game's own numbers), -1 before the
     * match: the log's note is written when a line changed it. */
    int (*phase)(const void *state);
    /* The log's note of a phase that changed (tk_bot_say with prefix);
     * match_line: the line was the match line.  May be NULL. */
    void (*changed)(const void *state, int match_line, FILE *log, const char *prefix);
    /* The loop's promises: TK_BOTPLAY_SERVE_* flags, 0 for none. */
    unsigned serve;
    /* Said after the reason of a refused line whose answer is written all
     * the same (TK_BOTPLAY_KEEP_ANSWER): "; answered blindly".  May be
     * NULL (nothing said). */
    const char *blind;
    /* 1 when the state's match is over (its input may end), else 0:
     * what TK_BOTPLAY_SERVE_END asks (needed with it; else unused). */
    int (*over)(const void *state);
} TkBotPlayGame;

typedef struct TkBotPlayer TkBotPlayer;

/* Makes a player of game g (not copied: it must outlive the player)
 * for the given level (its name, for the default name; checked by the
 * caller), its name in the hello `name` (NULL: ID-LEVEL; checked with
 * tk_bot_name_check) and the game's context ctx (not owned: handed to
 * the callbacks).  *out is owned by the caller (tk_botplay_free).
 * Returns TK_OK, TK_E_ARG (a bad name, or g, level or out NULL) or
 * TK_E_NOMEM, with a one-line reason in msg (may be NULL). */
int tk_botplay_new(const TkBotPlayGame *g, const char *level, const char *name, void *ctx,
                   TkBotPlayer **out, char *msg, size_t size);

/* Frees the player (not its context).  NULL is allowed. */
void tk_botplay_free(TkBotPlayer *p);

/* Forgets the match: the state all zeros, no error. */
void tk_botplay_reset(TkBotPlayer *p);

/* Takes one line of the host's (NUL-terminated, no '\n'; an ending
 * '\r' is left out): the hello, `bye`, or the game's line on a copy of
 * its state.  *step says what to write, answer (size bytes, the
 * caller's, at least the game's answer_min) the line without its '\n'.
 * Returns TK_OK, or the refusal's status with tk_botplay_error saying
 * why; a refused line changes nothing (but what the game keeps). */
int tk_botplay_feed(TkBotPlayer *p, const char *line, TkBotPlayStep *step, char *answer,
                    size_t size);

/* Sets the reason of a refusal (printf-style, one line, copied; cut to
 * 299 bytes) and returns status: what a game's line callback returns. */
int tk_botplay_fail(TkBotPlayer *p, int status, const char *fmt, ...) TK_BOT_PRINTF(3, 4);

/* Why the last line was refused ("" when it was not).  Owned by p. */
const char *tk_botplay_error(const TkBotPlayer *p);

/* The name given in the hello.  Owned by p. */
const char *tk_botplay_name(const TkBotPlayer *p);

/* The game's state as the accepted lines left it (state_size bytes).
 * Owned by p, changed by the next tk_botplay_feed. */
const void *tk_botplay_state(const TkBotPlayer *p);

/* The program's loop: the host's lines from `in` (tk_bot_serve_with,
 * with the game's line_max, strict under TK_BOTPLAY_SERVE_STRICT), each
 * fed (tk_botplay_feed), its answer written to `out`; on `log` (may be
 * NULL) the reason of each refused line (made visible; the game's blind
 * words after it when its answer is written), the host's refusals
 * (`REFUSAL TEXT`: "PREFIX: REFUSED: TEXT"), the game's note when the
 * phase changed, and what the game's serve flags ask for at the end.
 * Returns 0 after `bye` or the end of `in`, 1 when a write failed, 2 when
 * out of memory, TK_BOTPLAY_CUT when `in` ended during the match (under
 * TK_BOTPLAY_SERVE_END only). */
int tk_botplay_serve(TkBotPlayer *p, FILE *in, FILE *out, FILE *log);

#ifdef __cplusplus
}
#endif

#endif /* TK_BOTPLAY_H */
