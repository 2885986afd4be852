/*
 * testbot.c - a Rummikub bot for the tests, good or bad on purpose.
 *
 *   rummikub-testbot MODE [MS | PATH]
 *
 * Every line received is copied to stderr as "< LINE" (so the tests can
 * read the conversation from the bot's log), and the bot's pid is written
 * first as "pid N".  Modes:
 *
 *   good        answers every `ask play` with `draw`
 *   crlf        like good, answers end in "\r\n"
 *   slow        like good, each answer after MS ms (default 150)
 *   gate        like good, each answer once the file PATH is there (the
 *               test's word), which it removes once it has answered: a
 *               test says when the answer comes, not the machine's speed
 *   recover     the first answer in each turn is "banana", then good
 *   garbage     answers every question with "banana"
 *   badtable    answers "play r1 r2 x9" (not the notation)
 *   illegal     answers "play r1 r2 r3" (good notation; the rules refuse
 *               it unless the rack has those tiles and they make 30)
 *   long        answers with a 1100-byte line
 *   binary      answers with binary bytes
 *   silent      answers the hello, then never answers
 *   nohello     never answers anything
 *   exit3       answers the hello, exits with status 3 when asked
 *   exitearly   exits with status 3 at once
 *   exitmatch   answers the hello, exits with status 3 on the `match` line
 *   closein     answers the hello, closes its input, sleeps
 *   closeout    answers the hello, closes its output, keeps reading
 *   flood       answers the hello, then writes lines nobody asked for
 *   double      answers each question twice (the hello once)
 *   noread      answers the hello, then sleeps without reading
 *   ignorebye   like good, ignores `bye` and SIGTERM, never exits
 *   stderrflood writes 1 MiB to stderr, then plays like good
 *   badname     answers the hello with "ok bad name!"
 *   oldhello    answers the hello with "ok" and no name, then "ok testbot"
 */
#define _POSIX_C_SOURCE 200809L

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char *mode = "good";

static int is(const char *m)
{
    return strcmp(mode, m) == 0;
}

static void sleep_ms(long ms)
{
    struct timespec ts;

    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (ms % 1000) * 1000000L;
    while (nanosleep(&ts, &ts) != 0) {
    }
}

static void out(const char *text)
{
    if (is("crlf")) {
        printf("%s\r\n", text);
    } else {
        printf("%s\n", text);
    }
    if (is("double")) {
        printf("%s\n", text);
    }
    fflush(stdout);
}

int main(int argc, char **argv)
{
    char line[4096];
    int asked = 0, after_error = 0, hellos = 0;
    long slow = 150;

    mode = argc > 1 ? argv[1] : "good";
    if (argc > 2) {
        slow = atol(argv[2]);
    }
    if (is("gate") && argc < 3) {
        return 2;
    }
    fprintf(stderr, "pid %ld\n", (long)getpid());
    if (is("exitearly")) {
        return 3;
    }
    if (is("ignorebye")) {
        signal(SIGTERM, SIG_IGN);
    }
    if (is("stderrflood")) {
        static char chunk[1024];

        memset(chunk, 'e', sizeof chunk - 1);
        chunk[sizeof chunk - 1] = '\n';
        for (int k = 0; k < 1024; k++) {
            fwrite(chunk, 1, sizeof chunk, stderr);
        }
        fprintf(stderr, "the end of the flood\n");
    }
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        fprintf(stderr, "< %s\n", line);
        if (strncmp(line, "error ", 6) == 0) {
            after_error = 1;
            continue; /* `ask play` follows again, or the turn is over */
        }
        if (strcmp(line, "ask play") == 0 && !after_error) {
            asked = 0;
        }
        if (strncmp(line, "turn ", 5) == 0) {
            asked = 0;
        }
        after_error = 0;
        if (strcmp(line, "rkb 1") == 0) {
            if (is("nohello")) {
                continue;
            }
            if (is("oldhello") && hellos++ == 0) {
                out("ok");
                continue;
            }
            printf("%s\n", is("badname") ? "ok bad name!" : "ok testbot");
            fflush(stdout);
            if (is("noread")) {
                for (;;) {
                    sleep_ms(1000);
                }
            }
            if (is("closeout")) {
                fclose(stdout);
            }
            if (is("closein")) {
                fclose(stdin);
                for (;;) {
                    sleep_ms(1000);
                }
            }
            continue;
        }
        if (strcmp(line, "bye") == 0 && !is("ignorebye")) {
            return 0;
        }
        if (is("exitmatch") && strncmp(line, "match ", 6) == 0) {
            return 3;
        }
        if (is("flood") && strncmp(line, "match ", 6) == 0) {
            out("hello there");
            out("I like this game");
        }
        if (strcmp(line, "ask play") != 0 || is("silent") || is("nohello") || is("closeout")) {
            continue;
        }
        if (is("exit3")) {
            return 3;
        }
        if (is("slow")) {
            sleep_ms(slow);
        }
        while (is("gate") && access(argv[2], F_OK) != 0) {
            sleep_ms(2);
        }
        if (is("garbage") || (is("recover") && asked < 1)) {
            asked++;
            out("banana");
        } else if (is("badtable")) {
            out("play r1 r2 x9");
        } else if (is("illegal")) {
            out("play r1 r2 r3");
        } else if (is("long")) {
            char buf[1101];

            memset(buf, 'x', 1100);
            buf[1100] = '\0';
            out(buf);
        } else if (is("binary")) {
            fwrite("play \x01\xff\n", 1, 8, stdout);
            fflush(stdout);
        } else {
            out("draw");
        }
        if (is("gate")) {
            remove(argv[2]); /* after the answer: when it is gone, the answer is sent */
        }
    }
    if (is("ignorebye")) {
        for (;;) {
            sleep_ms(1000);
        }
    }
    return 0;
}
