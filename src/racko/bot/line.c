/*
 * line.c - the pure parts of Rack-O's bot protocol: its lines framed by
 * the kit (at most RACKO_BOT_LINE_MAX bytes), parsing answers, checking
 * them against a view, and writing the question for a view.  No I/O, no
 * allocation.
 */
#include <stdio.h>
#include <string.h>

#include "kit/bot.h"
#include "racko/bot.h"

void racko_line_reader_init(RackoLineReader *r)
{
    memset(r, 0, sizeof *r);
}

/* The kit's framing (kit/bot.h) with Rack-O's longest line, its state kept
 * in the reader's own fields. */
RackoLineStatus racko_line_reader_feed(RackoLineReader *r, const char *data, size_t len,
                                       size_t *used)
{
    TkLineReader k;
    TkLineStatus st;
    k.line = r->line;
    k.max = RACKO_BOT_LINE_MAX;
    k.len = r->len;
    k.cr = r->cr;
    k.skipping = r->skipping;
    k.done = r->done;
    st = tk_line_reader_feed(&k, data, len, used);
    r->len = k.len;
    r->cr = k.cr;
    r->skipping = k.skipping;
    r->done = k.done;
    return st;
}

static void set_why(char *why, size_t size, const char *fmt, const char *arg)
{
    if (why != NULL && size > 0) {
        snprintf(why, size, fmt, arg);
    }
}

/* Parses `slot K` with K a plain number 1..10 into *slot (0-based). */
static int parse_slot(const char *line, int *slot, char *why, size_t size)
{
    const char *p = line + 5; /* after "slot " */
    char q[48];
    int k = 0;
    size_t n = 0;

    tk_bot_quote(line, q, sizeof q);
    while (p[n] >= '0' && p[n] <= '9') {
        n++;
    }
    if (n == 0 || p[n] != '\0') {
        set_why(why, size, "%s is not 'slot K' with K a number from 1 to 10", q);
        return RACKO_E_FORMAT;
    }
    if (p[0] == '0' || n > 2) {
        set_why(why, size, "slot in %s is not between 1 and 10", q);
        return RACKO_E_SLOT;
    }
    k = p[0] - '0';
    if (n == 2) {
        k = k * 10 + (p[1] - '0');
    }
    if (k < 1 || k > RACKO_SLOTS) {
        set_why(why, size, "slot in %s is not between 1 and 10", q);
        return RACKO_E_SLOT;
    }
    *slot = k - 1;
    return RACKO_OK;
}

int racko_bot_parse_answer(RackoBotQuestion q, const char *line, RackoAction *out, char *why,
                           size_t size)
{
    char quoted[48];
    RackoAction a = {RACKO_ACT_DRAW_DECK, 0};
    int st;

    if (line == NULL || out == NULL) {
        set_why(why, size, "%s", "no answer");
        return RACKO_E_ARG;
    }
    tk_bot_quote(line, quoted, sizeof quoted);
    switch (q) {
    case RACKO_BOT_Q_DRAW:
        if (strcmp(line, "deck") == 0) {
            a.kind = RACKO_ACT_DRAW_DECK;
        } else if (strcmp(line, "discard") == 0) {
            a.kind = RACKO_ACT_TAKE_DISCARD;
        } else {
            set_why(why, size, "%s is not 'deck' or 'discard'", quoted);
            return RACKO_E_FORMAT;
        }
        break;
    case RACKO_BOT_Q_PLACE:
        if (strcmp(line, "discard") == 0) {
            a.kind = RACKO_ACT_DISCARD;
        } else if (strncmp(line, "slot ", 5) == 0) {
            a.kind = RACKO_ACT_PLACE;
            st = parse_slot(line, &a.slot, why, size);
            if (st != RACKO_OK) {
                return st;
            }
        } else {
            set_why(why, size, "%s is not 'slot K' or 'discard'", quoted);
            return RACKO_E_FORMAT;
        }
        break;
    case RACKO_BOT_Q_ECLAIR:
        if (strncmp(line, "slot ", 5) == 0) {
            a.kind = RACKO_ACT_ECLAIR;
            st = parse_slot(line, &a.slot, why, size);
            if (st != RACKO_OK) {
                return st;
            }
        } else {
            set_why(why, size, "%s is not 'slot K'", quoted);
            return RACKO_E_FORMAT;
        }
        break;
    default:
        set_why(why, size, "%s", "no question was asked");
        return RACKO_E_PHASE;
    }
    *out = a;
    return RACKO_OK;
}

/* The hello's `ok NAME` is the kit's, shared by every game's protocol. */
_Static_assert(RACKO_BOT_NAME_MAX == TK_BOT_NAME_MAX, "a bot's name is the kit's");

int racko_bot_parse_hello(const char *line, char name[RACKO_BOT_NAME_MAX + 1], char *why,
                          size_t size)
{
    return tk_bot_parse_hello(line, name, why, size);
}

static void set_why_int(char *why, size_t size, const char *fmt, int arg)
{
    if (why != NULL && size > 0) {
        snprintf(why, size, fmt, arg);
    }
}

int racko_bot_check_answer(const RackoView *view, RackoAction a, char *why, size_t size)
{
    if (view == NULL) {
        set_why(why, size, "%s", "no view");
        return RACKO_E_ARG;
    }
    switch (view->phase) {
    case RACKO_PHASE_DRAW:
        if (a.kind == RACKO_ACT_DRAW_DECK) {
            /* always possible: an empty draw pile is rebuilt from the discards */
            return RACKO_OK;
        }
        if (a.kind == RACKO_ACT_TAKE_DISCARD) {
            if (view->discard_count <= 0) {
                set_why(why, size, "%s", "the discard pile is empty");
                return RACKO_E_RULE;
            }
            return RACKO_OK;
        }
        set_why(why, size, "%s", "you must draw: answer 'deck' or 'discard'");
        return RACKO_E_PHASE;
    case RACKO_PHASE_PLACE:
        if (a.kind == RACKO_ACT_PLACE) {
            if (a.slot < 0 || a.slot >= RACKO_SLOTS) {
                set_why_int(why, size, "slot %d is not between 1 and 10", a.slot + 1);
                return RACKO_E_SLOT;
            }
            return RACKO_OK;
        }
        if (a.kind == RACKO_ACT_DISCARD) {
            if (view->hand_from_discard) {
                set_why(why, size, "%s",
                        "a card taken from the discard pile must be placed: answer 'slot K'");
                return RACKO_E_RULE;
            }
            return RACKO_OK;
        }
        set_why(why, size, "%s", "you hold a card: answer 'slot K' or 'discard'");
        return RACKO_E_PHASE;
    case RACKO_PHASE_ECLAIR:
        if (a.kind != RACKO_ACT_ECLAIR) {
            set_why(why, size, "%s", "lightning deal: answer 'slot K'");
            return RACKO_E_PHASE;
        }
        if (a.slot < 0 || a.slot >= RACKO_SLOTS) {
            set_why_int(why, size, "slot %d is not between 1 and 10", a.slot + 1);
            return RACKO_E_SLOT;
        }
        if (view->rack[a.slot] != 0) {
            set_why_int(why, size, "slot %d is not empty", a.slot + 1);
            return RACKO_E_SLOT;
        }
        return RACKO_OK;
    default:
        set_why(why, size, "%s", "there is nothing to decide");
        return RACKO_E_PHASE;
    }
}

RackoBotQuestion racko_bot_question(const RackoView *view, char *line, size_t size)
{
    if (line != NULL && size > 0) {
        line[0] = '\0';
    }
    if (view == NULL || view->to_act != view->seat || view->seat < 0) {
        return RACKO_BOT_Q_NONE;
    }
    switch (view->phase) {
    case RACKO_PHASE_DRAW:
        if (line != NULL && size > 0) {
            snprintf(line, size, "ask draw");
        }
        return RACKO_BOT_Q_DRAW;
    case RACKO_PHASE_PLACE:
        if (view->hand <= 0) {
            return RACKO_BOT_Q_NONE;
        }
        if (line != NULL && size > 0) {
            snprintf(line, size, "ask place %d %s", view->hand,
                     view->hand_from_discard ? "discard" : "deck");
        }
        return RACKO_BOT_Q_PLACE;
    case RACKO_PHASE_ECLAIR:
        if (view->offer <= 0) {
            return RACKO_BOT_Q_NONE;
        }
        if (line != NULL && size > 0) {
            snprintf(line, size, "eclair %d", view->offer);
        }
        return RACKO_BOT_Q_ECLAIR;
    default:
        return RACKO_BOT_Q_NONE;
    }
}
