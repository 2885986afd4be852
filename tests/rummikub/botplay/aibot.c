/*
 * aibot.c - one of our computer levels as a bot program, as
 * `rummikub-cli bot --ai LEVEL` will run it: rk_botplay_run on the standard
 * streams.
 *
 *   rummikub-aibot [LEVEL [SEED [NAME]]]     (default: hard 1)
 */
#include <stdio.h>
#include <stdlib.h>

#include "rummikub/botplay.h"

int main(int argc, char **argv)
{
    const char *level = argc > 1 ? argv[1] : "hard";
    unsigned long long seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    const char *name = argc > 3 ? argv[3] : NULL;

    return rk_botplay_run(stdin, stdout, stderr, level, (uint64_t)seed, name);
}
