/*
 * lastgame.h - the new-game form as the player last started a match from
 * it, kept in the preference folder (new-game.txt) so that the form opens
 * as it was left and Quick game plays the level last chosen.  Plain text,
 * one "key value" line each; read strictly (a bad line is skipped, never
 * guessed at).  Private to src/shell.
 *
 *     # Rack-O new game
 *     players 3
 *     seat1 human
 *     name1 Ann
 *     seat2 ai:hard
 *     seat3 bot:/home/ann/bin/mybot --fast
 *     options rules=bonus,teams target=500
 *
 * Opening it starts nothing: a remembered bot command is only written
 * back into the form, where Start checks it as if it had been typed.
 */
#ifndef SH_CORE_LASTGAME_H
#define SH_CORE_LASTGAME_H

#include <stddef.h>

#include "shell/game.h"

#define SH_LASTGAME_OPTIONS_MAX 400

typedef struct ShLastGame {
    int players;                              /* 0: nothing remembered */
    char spec[SH_MAX_SEATS][SH_SPEC_MAX + 1]; /* "human", "ai:LEVEL", "bot:COMMAND" */
    char name[SH_MAX_SEATS][SH_NAME_MAX + 1]; /* "" for a generated one */
    char options[SH_LASTGAME_OPTIONS_MAX + 1]; /* the game's options_format text */
} ShLastGame;

/* Writes m as text (title names the game in the first line) into buf;
 * returns the length the whole text needs (cut to size, terminated). */
size_t sh_lastgame_format(const ShLastGame *m, const char *title, char *buf, size_t size);

/* Reads text (len bytes) into *m, cleared first: players 1..max_seats,
 * seatN / nameN for N within them, one options line.  A line with an
 * unknown key, a value out of range, a control character or no value is
 * skipped; returns how many were.  A seat with no spec leaves players at
 * the seats before it. */
int sh_lastgame_parse(ShLastGame *m, int max_seats, const char *text, size_t len);

/* The level of the first computer seat ("hard" of "ai:hard") into buf,
 * or 0 when no seat is a computer. */
int sh_lastgame_level(const ShLastGame *m, char *buf, size_t size);

/* The name given to the first human seat into buf (Quick game's person
 * takes it), or 0 with buf "" when that seat had none or no seat was
 * human. */
int sh_lastgame_name(const ShLastGame *m, char *buf, size_t size);

#endif /* SH_CORE_LASTGAME_H */
