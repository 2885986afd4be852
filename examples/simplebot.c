/*
 * simplebot.c - a complete Rack-O bot speaking the bot protocol, version 1
 * (docs/bot-protocol.md).  Copy it and change decide_*() to make your own.
 *
 * Strategy ("slot intervals"): split the cards 1..N into ten equal
 * intervals, one per slot, lowest first.  A card "fits" the slot whose
 * interval holds it.  A rack where every card fits its slot is in
 * ascending order, which is a Rack-O.  So:
 *   - take the discard if it fits a slot whose card does not fit;
 *   - place a drawn card in its slot if the card there does not fit,
 *     else discard it (a card taken from the discard pile must be placed:
 *     it goes to its own slot);
 *   - in a lightning deal, put each card in its own slot, or the nearest
 *     empty one.
 *
 * The bot reads one line at a time from standard input, answers `rbp`,
 * `ask` and `eclair` lines with exactly one line on standard output
 * (flushed at once), and writes its log to standard error.
 *
 * Build: part of the project (target racko-simplebot), or on its own:
 *   cc -std=c11 -O2 -o simplebot simplebot.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS 10
#define MAX_CARDS 60

typedef struct Bot {
    int seat;    /* our seat, 1-based as on the wire */
    int players;
    int deck;    /* cards are 1..deck */
    int rack[SLOTS]; /* our rack, slot 1 first; 0 = empty (lightning deal) */
    int hand;    /* the card we drew and must place */
    int pile[MAX_CARDS]; /* the discard pile, pile[npile-1] on top */
    int npile;
} Bot;

/* ---- the strategy ---- */

/* The slot (0-based) whose interval holds `card`. */
static int home_slot(const Bot *b, int card)
{
    int k = (card - 1) * SLOTS / b->deck;

    return k < 0 ? 0 : (k >= SLOTS ? SLOTS - 1 : k);
}

static int fits(const Bot *b, int slot, int card)
{
    return card > 0 && home_slot(b, card) == slot;
}

/* `ask draw`: 1 to take the discard, 0 to draw from the deck. */
static int decide_draw(const Bot *b)
{
    int top, k;

    if (b->npile == 0) {
        return 0;
    }
    top = b->pile[b->npile - 1];
    k = home_slot(b, top);
    return !fits(b, k, b->rack[k]);
}

/* `ask place C`: the slot (0-based) for the card, or -1 to discard it. */
static int decide_place(const Bot *b, int card, int from_discard)
{
    int k = home_slot(b, card);

    if (from_discard || !fits(b, k, b->rack[k])) {
        return k;
    }
    return -1;
}

/* `eclair C`: an empty slot (0-based) for the card, as near home as can be. */
static int decide_eclair(const Bot *b, int card)
{
    int k = home_slot(b, card), d;

    for (d = 0; d < SLOTS; d++) {
        if (k - d >= 0 && b->rack[k - d] == 0) {
            return k - d;
        }
        if (k + d < SLOTS && b->rack[k + d] == 0) {
            return k + d;
        }
    }
    return k; /* no empty slot: cannot happen in a lightning deal */
}

/* ---- the protocol ---- */

static void answer(const char *text)
{
    printf("%s\n", text);
    fflush(stdout);
}

static void answer_slot(int slot)
{
    printf("slot %d\n", slot + 1);
    fflush(stdout);
}

static void push_pile(Bot *b, int card)
{
    if (b->npile < MAX_CARDS) {
        b->pile[b->npile++] = card;
    }
}

/* Reads the value of `key=` in line into *value; returns 1 if found. */
static int get_field(const char *line, const char *key, int *value)
{
    char pat[32];
    const char *p;

    snprintf(pat, sizeof pat, " %s=", key);
    p = strstr(line, pat);
    if (p == NULL) {
        return 0;
    }
    *value = atoi(p + strlen(pat));
    return 1;
}

static void read_rack(const char *p, int rack[SLOTS])
{
    int k;

    for (k = 0; k < SLOTS; k++) {
        char *end;

        rack[k] = (int)strtol(p, &end, 10);
        p = end;
    }
}

/* Handles one line from the game.  Returns 0 when the bot must exit. */
static int handle(Bot *b, const char *line)
{
    int s, k, c, r;

    if (strcmp(line, "rbp 1") == 0) {
        answer("ok simplebot");
    } else if (strncmp(line, "rbp ", 4) == 0) {
        fprintf(stderr, "simplebot: unknown protocol version: %s\n", line);
        return 0;
    } else if (strncmp(line, "match ", 6) == 0) {
        get_field(line, "players", &b->players);
        get_field(line, "seat", &b->seat);
        get_field(line, "deck", &b->deck);
        if (b->deck < SLOTS) {
            b->deck = 40;
        }
        fprintf(stderr, "simplebot: %s\n", line);
    } else if (sscanf(line, "round %d", &r) == 1) {
        memset(b->rack, 0, sizeof b->rack);
        b->npile = 0;
        b->hand = 0;
        fprintf(stderr, "simplebot: round %d\n", r);
    } else if (strncmp(line, "rack ", 5) == 0) {
        read_rack(line + 5, b->rack);
    } else if (sscanf(line, "discard %d", &c) == 1) {
        b->npile = 0; /* a new discard pile starts */
        push_pile(b, c);
    } else if (sscanf(line, "drew %d discard %d", &s, &c) == 2) {
        if (b->npile > 0) {
            b->npile--;
        }
    } else if (sscanf(line, "placed %d %d %d", &s, &k, &c) == 3) {
        if (s == b->seat && k >= 1 && k <= SLOTS) {
            b->rack[k - 1] = b->hand;
            b->hand = 0;
        }
        push_pile(b, c);
    } else if (sscanf(line, "discarded %d %d", &s, &c) == 2) {
        if (s == b->seat) {
            b->hand = 0;
        }
        push_pile(b, c);
    } else if (strncmp(line, "reshuffled ", 11) == 0) {
        b->npile = 0; /* the `discard C` line that follows starts it again */
    } else if (strcmp(line, "ask draw") == 0) {
        answer(decide_draw(b) ? "discard" : "deck");
    } else if (sscanf(line, "ask place %d", &c) == 1) {
        int from_discard = strstr(line, " discard") != NULL;

        b->hand = c;
        k = decide_place(b, c, from_discard);
        if (k < 0) {
            answer("discard");
        } else {
            answer_slot(k);
        }
    } else if (sscanf(line, "eclair %d", &c) == 1) {
        k = decide_eclair(b, c);
        b->rack[k] = c; /* the `rack` line after the deal confirms it */
        answer_slot(k);
    } else if (strncmp(line, "error ", 6) == 0) {
        fprintf(stderr, "simplebot: the game refused my answer: %s\n", line + 6);
    } else if (strncmp(line, "roundover ", 10) == 0 || strncmp(line, "score ", 6) == 0 ||
               strncmp(line, "matchover ", 10) == 0) {
        fprintf(stderr, "simplebot: %s\n", line);
    } else if (strcmp(line, "bye") == 0) {
        return 0;
    }
    /* anything else (turn, drew S deck, racks, lines of a later version)
       needs nothing from this bot */
    return 1;
}

int main(void)
{
    char line[512];
    Bot b;

    memset(&b, 0, sizeof b);
    b.deck = 40;
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!handle(&b, line)) {
            break;
        }
    }
    fprintf(stderr, "simplebot: bye\n");
    return 0;
}
