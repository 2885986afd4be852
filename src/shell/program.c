/*
 * program.c - one desktop program of the collection: the shell with one
 * game.  Built once per game listed in src/games.cmake, with SH_GAME the
 * name of that game's `const ShGame` and SH_VERSION the version; it
 * includes no game header.
 */
#include "app.h"

#ifndef SH_VERSION
#define SH_VERSION "0"
#endif

extern const ShGame SH_GAME;

int main(int argc, char **argv)
{
    return sh_main(argc, argv, &SH_GAME, SH_VERSION);
}
