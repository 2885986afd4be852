/*
 * testbot.c - a Ratuki bot that is good or bad on purpose, for the
 * process tests: ratuki-testbot MODE.
 *
 *   good      greets, then answers `wait` to every question
 *   badhello  answers the greeting with "hello there"
 *   silent    never answers the greeting
 *   exitask   exits with status 3 at its first question
 *   slow      sleeps 3 s before its first answer
 *   sleepy    sleeps 300 ms before every answer (`discard` its first card)
 *   quick     as sleepy, at once
 *   dither    as sleepy, after 0 to 30 ms (a different wait each time)
 *   flood     answers, then writes a line nobody asked for
 *   garbage   answers "nonsense" to every question (refused at once)
 *   long      answers a line of 2000 bytes
 *   binary    answers a line with a control byte in it
 *   illegal   answers "play 3 1 0" (a 3 on what shows no 2 or 4, or a
 *             card it does not hold: refused when due)
 *
 * Everything it reads goes to its standard error (its log).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void nap(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "good";
    char line[4096];
    int asks = 0;
    char hand[32] = "";
    setvbuf(stdout, NULL, _IOLBF, 0);
    while (fgets(line, sizeof line, stdin) != NULL) {
        fprintf(stderr, "got %s", line);
        if (strncmp(line, "rtb ", 4) == 0) {
            if (strcmp(mode, "silent") == 0) {
                continue;
            }
            printf("%s\n", strcmp(mode, "badhello") == 0 ? "hello there" : "ok testbot");
            continue;
        }
        if (strcmp(line, "bye\n") == 0) {
            return 0;
        }
        if (strncmp(line, "state ", 6) == 0) {
            /* "discard C 0" for the first card of the hand */
            const char *h = strstr(line, " hand ");
            hand[0] = '\0';
            if (h != NULL && h[6] != '-') {
                snprintf(hand, sizeof hand, "discard %c 0", h[6]);
            }
            continue;
        }
        if (strncmp(line, "ask ", 4) != 0) {
            continue;
        }
        asks++;
        if (strcmp(mode, "exitask") == 0) {
            fprintf(stderr, "testbot: leaving on purpose\n");
            return 3;
        }
        if (strcmp(mode, "slow") == 0 && asks == 1) {
            nap(3000);
        }
        if (strcmp(mode, "sleepy") == 0 || strcmp(mode, "quick") == 0 ||
            strcmp(mode, "dither") == 0) {
            nap(strcmp(mode, "sleepy") == 0 ? 300 : strcmp(mode, "dither") == 0 ? (asks * 7) % 31 : 0);
            printf("%s\n", hand[0] != '\0' ? hand : "wait");
            fflush(stdout);
            continue;
        }
        if (strcmp(mode, "garbage") == 0) {
            printf("nonsense\n");
        } else if (strcmp(mode, "long") == 0) {
            char big[2001];
            memset(big, 'x', 2000);
            big[2000] = '\0';
            printf("%s\n", big);
        } else if (strcmp(mode, "binary") == 0) {
            printf("wa\x01it\n");
        } else if (strcmp(mode, "illegal") == 0) {
            printf("play 3 1 0\n");
        } else if (strcmp(mode, "flood") == 0) {
            /* The answer and a line nobody asked for, in one write: sent
               apart (stdout is line buffered), the second could come
               after the next question and be its answer. */
            fwrite("wait\nwait\n", 1, 10, stdout);
        } else {
            printf("wait\n");
        }
        fflush(stdout);
    }
    return 0;
}
