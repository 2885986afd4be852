/*
 * cli_history.h - a game's terminal tool and its match history
 * (match/history.h), checked the same way for every game
 * (tests/<game>/history.cmake): `match` keeps computers' matches where
 * --history-dir says, nothing with --no-history, a person's replaced
 * unfinished match as abandoned in the game's preference folder
 * ($XDG_DATA_HOME/racko/ID); `history` lists them with records that
 * `replay` reads; `stats` counts them, says a damaged line once.
 */
#ifndef TEST_CLI_HISTORY_H
#define TEST_CLI_HISTORY_H

#include "common/cli_saves.h"

/* Runs the checks above for g's tool, whose game's id is id ("racko"),
 * in a new cli_tmpdir (removed after); a person's matches at a terminal
 * when tty (a game played in real time), else from a pipe. */
void cli_check_history(const CliSavesGame *g, const char *id, int tty);

#endif /* TEST_CLI_HISTORY_H */
