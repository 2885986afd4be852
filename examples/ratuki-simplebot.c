/*
 * ratuki-simplebot.c - a complete Ratuki bot speaking the Ratuki bot
 * protocol, version 1 (docs/ratuki.md, "Bot protocol").
 *
 * A simple but real player: at each question it reads its hand and the
 * stacks from the last `state` line and plays a card that fits (a 5 on a
 * 4 or a wild on the tallest stack first, then a 1 on a free place, then
 * any card that fits), 800 ms after the question; with nothing that fits
 * it discards its first card after 500 ms, to dig for a better one.  It
 * uses only the C standard library.
 *
 * Build: part of the project (target ratuki-simplebot), or on its own:
 *   cc -std=c11 -O2 -o ratuki-simplebot ratuki-simplebot.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PLACES 5
#define WILD 6

/* A card of the protocol: 1-5, or W (6); 0 for anything else. */
static int card_value(const char *s)
{
    if (s[0] >= '1' && s[0] <= '5' && s[1] == '\0') {
        return s[0] - '0';
    }
    return strcmp(s, "W") == 0 ? WILD : 0;
}

static const char *card_text(int v)
{
    static const char *const names[] = {"?", "1", "2", "3", "4", "5", "W"};
    return v >= 1 && v <= WILD ? names[v] : "?";
}

/* Does a card of value v go on a stack showing top (0: a free place)? */
static int fits(int v, int top)
{
    switch (v) {
    case 1:
        return top == 0 || top == 2;
    case 2:
        return top == 1 || top == 3;
    case 3:
        return top == 2 || top == 4;
    case 4:
        return top == 3;
    case 5:
        return top == 4;
    case WILD:
        return top != 0;
    default:
        return 0;
    }
}

typedef struct Table {
    int places;
    int hand[3];
    int nhand;
    int top[MAX_PLACES];    /* 0: free */
    int height[MAX_PLACES];
} Table;

/* Reads `state T hand C1 C2 C3 stacks X1 .. XP piles ...`. */
static void read_state(Table *t, char *line)
{
    char *tok = strtok(line, " ");
    int part = 0, k = 0;
    t->nhand = 0;
    while (tok != NULL) {
        if (strcmp(tok, "hand") == 0) {
            part = 1;
        } else if (strcmp(tok, "stacks") == 0) {
            part = 2;
        } else if (strcmp(tok, "piles") == 0) {
            part = 3;
        } else if (part == 1 && t->nhand < 3 && card_value(tok) > 0) {
            t->hand[t->nhand++] = card_value(tok);
        } else if (part == 2 && k < MAX_PLACES) {
            char *slash = strchr(tok, '/');
            if (slash == NULL) {
                t->top[k] = 0;
                t->height[k] = 0;
            } else {
                *slash = '\0';
                t->top[k] = card_value(tok);
                t->height[k] = atoi(slash + 1);
            }
            k++;
        }
        tok = strtok(NULL, " ");
    }
}

/* Its answer to `ask T`. */
static void decide(const Table *t, char *out, size_t size)
{
    int best = -1, best_place = 0, best_score = -1;
    for (int i = 0; i < t->nhand; i++) {
        int v = t->hand[i];
        for (int k = 0; k < t->places; k++) {
            if (!fits(v, t->top[k])) {
                continue;
            }
            int score = 1;
            if ((v == 5 && t->top[k] == 4) || v == WILD) {
                score = 10 + t->height[k]; /* a take, the bigger the better */
            } else if (v == 1 && t->top[k] == 0) {
                score = 2;
            }
            if (score > best_score) {
                best = v;
                best_place = k;
                best_score = score;
            }
        }
    }
    if (best > 0) {
        snprintf(out, size, "play %s %d 800", card_text(best), best_place + 1);
    } else if (t->nhand > 0) {
        snprintf(out, size, "discard %s 500", card_text(t->hand[0]));
    } else {
        snprintf(out, size, "wait");
    }
}

int main(void)
{
    char line[2048], answer[64];
    Table t;
    memset(&t, 0, sizeof t);
    t.places = 2;
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        if (strcmp(line, "rtb 1") == 0) {
            printf("ok ratuki-simplebot\n");
        } else if (strncmp(line, "rtb ", 4) == 0) {
            fprintf(stderr, "ratuki-simplebot: unknown protocol version: %s\n", line);
            return 1;
        } else if (strncmp(line, "match ", 6) == 0) {
            const char *seats = strstr(line, "seats=");
            t.places = seats != NULL ? atoi(seats + 6) : 2;
            if (t.places < 2 || t.places > MAX_PLACES) {
                t.places = 2;
            }
            fprintf(stderr, "ratuki-simplebot: %s\n", line);
        } else if (strncmp(line, "state ", 6) == 0) {
            read_state(&t, line);
        } else if (strncmp(line, "ask ", 4) == 0) {
            decide(&t, answer, sizeof answer);
            printf("%s\n", answer);
        } else if (strncmp(line, "refused ", 8) == 0) {
            fprintf(stderr, "ratuki-simplebot: refused: %s\n", line + 8);
        } else if (strncmp(line, "roundover ", 10) == 0 || strncmp(line, "matchover ", 10) == 0) {
            fprintf(stderr, "ratuki-simplebot: %s\n", line);
        } else if (strcmp(line, "bye") == 0) {
            break;
        }
        fflush(stdout);
    }
    fprintf(stderr, "ratuki-simplebot: bye\n");
    return 0;
}
