/*
 * rummikub-simplebot.c - a complete Rummikub bot speaking the Rummikub bot
 * protocol, version 1 (docs/rummikub.md, "Bot protocol").
 *
 * A simple but real player: it lays down the runs and groups it finds on
 * its rack (no jokers) when they make its initial meld (30 points) or once
 * it has made it, and after its initial meld it adds single tiles to the
 * ends of the table's runs and to its groups of three; otherwise it draws.
 * When the game refuses a play it draws for the rest of that turn.  It
 * uses only the C standard library.
 *
 * Build: part of the project (target rummikub-simplebot), or on its own:
 *   cc -std=c11 -O2 -o rummikub-simplebot rummikub-simplebot.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COLOURS 4
#define NUMBERS 13
#define MAX_SETS 40
#define SET_MAX 13

static const char colour_letter[COLOURS] = {'k', 'b', 'o', 'r'};

/* A tile: colour 0..3 and number 1..13, or a joker (colour -1). */
typedef struct Tile {
    int colour;
    int number;
} Tile;

typedef struct Set {
    int n;
    Tile t[SET_MAX];
} Set;

typedef struct Bot {
    int me;                           /* our seat, 1-based */
    int rack[COLOURS][NUMBERS + 1];   /* copies of each tile on the rack */
    int jokers;
    int melded;
    int refused;                      /* our play was refused this turn */
    Set table[MAX_SETS];
    int nsets;
} Bot;

static int parse_tile(const char *s, Tile *t)
{
    int i;

    if (strcmp(s, "J") == 0) {
        t->colour = -1;
        t->number = 0;
        return 1;
    }
    for (i = 0; i < COLOURS; i++) {
        if (s[0] == colour_letter[i]) {
            int n = atoi(s + 1);

            if (n >= 1 && n <= NUMBERS) {
                t->colour = i;
                t->number = n;
                return 1;
            }
        }
    }
    return 0;
}

static void put_tile(char *out, size_t size, const Tile *t)
{
    size_t len = strlen(out);

    if (t->colour < 0) {
        snprintf(out + len, size - len, "J");
    } else {
        snprintf(out + len, size - len, "%c%d", colour_letter[t->colour], t->number);
    }
}

static void rack_add(Bot *b, const Tile *t, int k)
{
    if (t->colour < 0) {
        b->jokers += k;
    } else {
        b->rack[t->colour][t->number] += k;
    }
}

/* `table SETS`: sets separated by " | ", "-" when empty. */
static void read_table(Bot *b, char *text)
{
    char *tok;

    b->nsets = 0;
    if (strcmp(text, "-") == 0) {
        return;
    }
    b->table[0].n = 0;
    b->nsets = 1;
    for (tok = strtok(text, " "); tok != NULL; tok = strtok(NULL, " ")) {
        Tile t;

        if (strcmp(tok, "|") == 0) {
            if (b->nsets < MAX_SETS) {
                b->table[b->nsets++].n = 0;
            }
        } else if (parse_tile(tok, &t) && b->table[b->nsets - 1].n < SET_MAX) {
            Set *s = &b->table[b->nsets - 1];

            s->t[s->n++] = t;
        }
    }
}

/* The sets found on the rack (taken off it): runs first, then groups. */
static int find_sets(Bot *b, Set *out, int max, int *value)
{
    int n = 0, c, k;

    *value = 0;
    for (c = 0; c < COLOURS; c++) {
        int start = 1;

        while (start <= NUMBERS) {
            int end = start;

            while (end <= NUMBERS && b->rack[c][end] > 0) {
                end++;
            }
            if (end - start >= 3 && n < max) {
                out[n].n = 0;
                for (k = start; k < end; k++) {
                    b->rack[c][k]--;
                    out[n].t[out[n].n].colour = c;
                    out[n].t[out[n].n].number = k;
                    out[n].n++;
                    *value += k;
                }
                n++;
            }
            start = end + 1;
        }
    }
    for (k = 1; k <= NUMBERS; k++) {
        int have = 0;

        for (c = 0; c < COLOURS; c++) {
            have += b->rack[c][k] > 0;
        }
        if (have >= 3 && n < max) {
            out[n].n = 0;
            for (c = 0; c < COLOURS; c++) {
                if (b->rack[c][k] > 0) {
                    b->rack[c][k]--;
                    out[n].t[out[n].n].colour = c;
                    out[n].t[out[n].n].number = k;
                    out[n].n++;
                    *value += k;
                }
            }
            n++;
        }
    }
    return n;
}

/* Adds rack tiles to the ends of the table's runs and to its groups of 3
 * (sets with a joker are left alone).  Returns the tiles added. */
static int add_to_table(Bot *b)
{
    int added = 0, i, k;

    for (i = 0; i < b->nsets; i++) {
        Set *s = &b->table[i];
        int lo = NUMBERS + 1, hi = 0, colour = -2, same_colour = 1, same_number = 1;

        for (k = 0; k < s->n; k++) {
            if (s->t[k].colour < 0) {
                break;
            }
            if (colour == -2) {
                colour = s->t[k].colour;
            }
            same_colour &= s->t[k].colour == colour;
            same_number &= s->t[k].number == s->t[0].number;
            lo = s->t[k].number < lo ? s->t[k].number : lo;
            hi = s->t[k].number > hi ? s->t[k].number : hi;
        }
        if (k < s->n || s->n < 3) {
            continue; /* a joker in it */
        }
        if (same_colour && hi - lo + 1 == s->n) {
            while (lo > 1 && b->rack[colour][lo - 1] > 0 && s->n < SET_MAX) {
                lo--;
                b->rack[colour][lo]--;
                s->t[s->n].colour = colour;
                s->t[s->n].number = lo;
                s->n++;
                added++;
            }
            while (hi < NUMBERS && b->rack[colour][hi + 1] > 0 && s->n < SET_MAX) {
                hi++;
                b->rack[colour][hi]--;
                s->t[s->n].colour = colour;
                s->t[s->n].number = hi;
                s->n++;
                added++;
            }
        } else if (same_number && s->n == 3) {
            int used[COLOURS] = {0, 0, 0, 0}, c;

            for (k = 0; k < 3; k++) {
                used[s->t[k].colour] = 1;
            }
            for (c = 0; c < COLOURS; c++) {
                if (!used[c] && b->rack[c][lo] > 0) {
                    b->rack[c][lo]--;
                    s->t[3].colour = c;
                    s->t[3].number = lo;
                    s->n = 4;
                    added++;
                    break;
                }
            }
        }
    }
    return added;
}

static void answer(const char *text)
{
    printf("%s\n", text);
    fflush(stdout);
}

/* Our move: the table as we leave it, or "draw".  Works on a copy. */
static void decide(const Bot *b)
{
    static char line[2048];
    Bot work = *b;
    Set found[MAX_SETS];
    int value, nfound, added = 0, i, k;

    if (b->refused) {
        answer("draw");
        return;
    }
    nfound = find_sets(&work, found, MAX_SETS - work.nsets, &value);
    if (!work.melded && value < 30) {
        answer("draw");
        return;
    }
    if (work.melded) {
        added = add_to_table(&work);
    }
    if (nfound == 0 && added == 0) {
        answer("draw");
        return;
    }
    for (i = 0; i < nfound; i++) {
        work.table[work.nsets++] = found[i];
    }
    snprintf(line, sizeof line, "play");
    for (i = 0; i < work.nsets; i++) {
        strcat(line, i == 0 ? " " : " | ");
        for (k = 0; k < work.table[i].n; k++) {
            if (k > 0) {
                strcat(line, " ");
            }
            put_tile(line, sizeof line, &work.table[i].t[k]);
        }
    }
    answer(line);
}

int main(void)
{
    static char line[4096];
    Bot bot;

    memset(&bot, 0, sizeof bot);
    while (fgets(line, sizeof line, stdin) != NULL) {
        char *tok;
        int seat, k;
        Tile t;

        line[strcspn(line, "\r\n")] = '\0';
        if (strcmp(line, "rkb 1") == 0) {
            answer("ok rummikub-simplebot");
        } else if (strncmp(line, "rkb ", 4) == 0) {
            fprintf(stderr, "rummikub-simplebot: unknown protocol version: %s\n", line);
            return 1;
        } else if (sscanf(line, "match players=%*d seat=%d", &bot.me) == 1) {
            fprintf(stderr, "rummikub-simplebot: %s\n", line);
        } else if (strncmp(line, "game ", 5) == 0) {
            int me = bot.me;

            memset(&bot, 0, sizeof bot);
            bot.me = me;
            fprintf(stderr, "rummikub-simplebot: %s\n", line);
        } else if (strncmp(line, "rack ", 5) == 0) {
            for (tok = strtok(line + 5, " "); tok != NULL; tok = strtok(NULL, " ")) {
                if (parse_tile(tok, &t)) {
                    rack_add(&bot, &t, 1);
                }
            }
        } else if (strncmp(line, "table ", 6) == 0) {
            read_table(&bot, line + 6);
        } else if (sscanf(line, "turn %d", &seat) == 1) {
            bot.refused = 0;
        } else if (sscanf(line, "drew %d", &seat) == 1 && seat == bot.me) {
            tok = strrchr(line, ' ');
            if (tok != NULL && parse_tile(tok + 1, &t)) {
                rack_add(&bot, &t, 1);
            }
        } else if (sscanf(line, "played %d %d", &seat, &k) == 2 && seat == bot.me) {
            bot.melded = 1;
            tok = strtok(line, " ");          /* played */
            tok = strtok(NULL, " ");          /* S */
            tok = strtok(NULL, " ");          /* K */
            for (tok = strtok(NULL, " "); tok != NULL; tok = strtok(NULL, " ")) {
                if (parse_tile(tok, &t)) {
                    rack_add(&bot, &t, -1);
                }
            }
        } else if (strcmp(line, "ask play") == 0) {
            decide(&bot);
        } else if (strncmp(line, "error ", 6) == 0) {
            fprintf(stderr, "rummikub-simplebot: the game refused my play: %s\n", line + 6);
            bot.refused = 1;
        } else if (strncmp(line, "gameover ", 9) == 0 || strncmp(line, "matchover ", 10) == 0) {
            fprintf(stderr, "rummikub-simplebot: %s\n", line);
        } else if (strcmp(line, "bye") == 0) {
            break;
        }
    }
    fprintf(stderr, "rummikub-simplebot: bye\n");
    return 0;
}
