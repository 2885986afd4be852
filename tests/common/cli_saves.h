/*
 * cli_saves.h - a person's saved game and a game's terminal tool, checked
 * the same way for every game (tests/<game>/cli): a new match never
 * replaces an unfinished saved game without a yes.  The suite says what is
 * its game's (CliSavesGame); the check runs the tool in cli_tmpdir.
 */
#ifndef TEST_CLI_SAVES_H
#define TEST_CLI_SAVES_H

/* A game's terminal tool, as the check needs it. */
typedef struct CliSavesGame {
    const char *program; /* the tool */
    const char *save;    /* its saved-game file, "saved-game.racko" */
    const char *other;   /* another file of the game's kind, "other.racko" */
    const char *quit;    /* input that quits a person's match at once, saved: "qq\ny\n" */
    const char *banner;  /* how a person's match begins: "Rack-O!" */
    const char *line;    /* how the saved game's line begins: "Round 1: Player 1 (0 points), " */
    const char *extra[3]; /* options every match of the check takes ("--timer", "0"), NULL-ended */
    const char *cut[3];  /* options that end a match of computers after a game: "--rounds", "1" */
} CliSavesGame;

/* Plays a person's match and quits it (the game saved in g->save), then
 * checks that a new match beside it is refused from a script (exit status
 * 2, the file kept, how to resume it said), that a person at a terminal is
 * told and asked (no keeps it, yes plays the new match over it), that
 * --record over it is refused too, that --record elsewhere keeps both,
 * that --resume plays it on, that computers' unfinished records are
 * replaced as --record says, and that --replace says yes.  Runs in
 * cli_tmpdir, which the caller made. */
void cli_check_keeps_saved_game(const CliSavesGame *g);

#endif /* TEST_CLI_SAVES_H */
