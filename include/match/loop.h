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
 * is due (by time, with no person at the table).  Messages go to stderr as
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
    MT_HUMAN_EOF = 2    /* the input ended */
} MtHuman;

typedef struct MtLoop MtLoop;

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
};

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

#ifdef __cplusplus
}
#endif

#endif /* MT_LOOP_H */
