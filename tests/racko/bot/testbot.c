/*
 * testbot.c - a bot for the tests, good or bad on purpose.
 *
 *   racko-testbot MODE [PATH]
 *
 * Every line received is copied to stderr as "< LINE" (so the tests can
 * read the conversation from the bot's log), and the bot's pid is written
 * first as "pid N".  Modes:
 *
 *   good        plays legally: deck, then slot 1 (or discard), first empty
 *               slot in a lightning deal
 *   crlf        like good, answers end in "\r\n"
 *   gate PATH   like good, each answer once the file PATH is there (the
 *               test's word), which it removes once it has answered: a
 *               test says when the answer comes, not the machine's speed
 *   recover     the first answer to each question is "slot 0", then good
 *   badtwice    answers each question with "banana" twice, then good
 *   garbage     answers every question with "banana"
 *   slot11      draws from the deck, then answers "slot 11"
 *   discardback takes the discard, then answers "discard"
 *   long        answers with a 300-byte line
 *   binary      answers with binary bytes
 *   silent      answers the hello, then never answers
 *   nohello     never answers anything
 *   exit3       answers the hello, exits with status 3 when asked
 *   exitearly   exits with status 3 at once
 *   exitmatch   answers the hello, exits with status 3 on the `match` line
 *   closein     answers the hello, closes its input, sleeps
 *   flood       answers the hello, then writes lines nobody asked for
 *   double      answers each question twice (the hello once)
 *   noread      answers the hello, then sleeps without reading
 *   closeout    answers the hello, closes its output, keeps reading
 *   ignorebye   like good, ignores `bye` and SIGTERM, never exits
 *   stderrflood writes 1 MiB to stderr, then plays like good
 *   badname     answers the hello with "ok bad name!"
 */
#define _POSIX_C_SOURCE 200809L

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static void sleep_ms(long ms)
{
    struct timespec ts;

    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (ms % 1000) * 1000000L;
    while (nanosleep(&ts, &ts) != 0) {
    }
}

typedef struct Bot {
    const char *mode;
    const char *gate; /* gate mode: the file to wait for */
} Bot;

/* The mode is read once from argv; these helpers take it from there. */
static int is_mode(const Bot *b, const char *m)
{
    return strcmp(b->mode, m) == 0;
}

#define is(m) is_mode(b, (m))

static void out(const Bot *b, const char *text)
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

/* The legal answer of the "good" player. */
static void good_answer(const Bot *b, const char *line, const int *rack)
{
    int c, k;

    if (strcmp(line, "ask draw") == 0) {
        out(b, "deck");
    } else if (strncmp(line, "ask place ", 10) == 0) {
        out(b, strstr(line, " discard") != NULL ? "slot 1" : "discard");
    } else if (sscanf(line, "eclair %d", &c) == 1) {
        char buf[32];

        for (k = 0; k < 10 && rack[k] != 0; k++) {
        }
        snprintf(buf, sizeof buf, "slot %d", k < 10 ? k + 1 : 1);
        out(b, buf);
    }
}

static void bad_answer(const Bot *b, const char *line)
{
    if (is("garbage") || is("badtwice")) {
        out(b, "banana");
    } else if (is("recover")) {
        out(b, "slot 0");
    } else if (is("slot11")) {
        out(b, strcmp(line, "ask draw") == 0 ? "deck" : "slot 11");
    } else if (is("discardback")) {
        out(b, "discard");
    } else if (is("long")) {
        char buf[301];

        memset(buf, 'x', 300);
        buf[300] = '\0';
        out(b, buf);
    } else if (is("binary")) {
        fwrite("slot \x01\xff\n", 1, 8, stdout);
        fflush(stdout);
    }
}

int main(int argc, char **argv)
{
    char line[1024];
    int rack[10] = {0};
    int c, k, asked = 0, after_error = 0;
    Bot bot;
    const Bot *b = &bot;

    bot.mode = argc > 1 ? argv[1] : "good";
    bot.gate = argc > 2 ? argv[2] : "";
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
        for (k = 0; k < 1024; k++) {
            fwrite(chunk, 1, sizeof chunk, stderr);
        }
        fprintf(stderr, "the end of the flood\n");
    }
    while (fgets(line, sizeof line, stdin) != NULL) {
        int question;

        line[strcspn(line, "\r\n")] = '\0';
        fprintf(stderr, "< %s\n", line);
        /* `asked` counts the answers to one question, asked again after an error */
        if (strncmp(line, "error ", 6) == 0) {
            after_error = 1;
        } else {
            if (!after_error) {
                asked = 0;
            }
            after_error = 0;
        }
        if (strcmp(line, "rbp 1") == 0) {
            if (is("nohello")) {
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
        if (strncmp(line, "round ", 6) == 0) {
            memset(rack, 0, sizeof rack);
        }
        if (strncmp(line, "rack ", 5) == 0) {
            sscanf(line + 5, "%d %d %d %d %d %d %d %d %d %d", &rack[0], &rack[1], &rack[2],
                   &rack[3], &rack[4], &rack[5], &rack[6], &rack[7], &rack[8], &rack[9]);
        }
        if (is("exitmatch") && strncmp(line, "match ", 6) == 0) {
            return 3;
        }
        if (is("flood") && strncmp(line, "match ", 6) == 0) {
            out(b, "hello there");
            out(b, "I like this game");
        }
        question = strncmp(line, "ask ", 4) == 0 || strncmp(line, "eclair ", 7) == 0;
        if (strncmp(line, "error ", 6) == 0) {
            continue; /* the question follows again */
        }
        if (!question || is("silent") || is("nohello") || is("closeout")) {
            continue;
        }
        if (is("exit3")) {
            return 3;
        }
        while (is("gate") && access(b->gate, F_OK) != 0) {
            sleep_ms(2);
        }
        if (is("discardback") && strcmp(line, "ask draw") == 0) {
            out(b, "discard");
            continue;
        }
        if (is("garbage") || is("slot11") || is("discardback") || is("long") ||
            is("binary") || (is("recover") && asked < 1) || (is("badtwice") && asked < 2)) {
            asked++;
            bad_answer(b, line);
            continue;
        }
        good_answer(b, line, rack);
        if (is("gate")) {
            remove(b->gate); /* after the answer: when it is gone, the answer is sent */
        }
        if (sscanf(line, "eclair %d", &c) == 1) {
            for (k = 0; k < 10 && rack[k] != 0; k++) {
            }
            if (k < 10) {
                rack[k] = c;
            }
        }
    }
    if (is("ignorebye")) {
        for (;;) {
            sleep_ms(1000);
        }
    }
    return 0;
}
