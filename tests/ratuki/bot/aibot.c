/*
 * aibot.c - ratuki-aibot LEVEL SEED: one of our levels as a bot program
 * (what `ratuki-cli bot --ai LEVEL --seed SEED` runs), for the tests that
 * need it before the terminal tool is built.
 */
#include <stdio.h>
#include <stdlib.h>

#include "ratuki/botplay.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: ratuki-aibot LEVEL SEED\n");
        return 2;
    }
    return rt_botplay_run(stdin, stdout, stderr, argv[1], strtoull(argv[2], NULL, 10), 0, NULL);
}
