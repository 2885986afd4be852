/*
 * card.c - Ratuki's cards: the deck list, values and styles, and which
 * card goes on which (ratuki/engine.h).
 */
#include <stdint.h>
#include <string.h>

#include "ratuki/engine.h"

/* The deck list: where each value begins in a deck, and how many. */
static const int value_first[RT_WILD + 1] = {0, 0, 7, 15, 23, 28, 33};
static const int value_count[RT_WILD + 1] = {0, 7, 8, 8, 5, 5, 2};

int rt_card_index(RtCard c)
{
    return c < RT_CARDS ? c % RT_DECK : -1;
}

int rt_card_deck(RtCard c)
{
    return c < RT_CARDS ? c / RT_DECK : -1;
}

/* The value of every card of the five decks, by card (the deck list
 * five times, then nothing): a lookup, no division. */
#define DECK_VALUES                                                                                \
    1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5,  \
        5, 6, 6
static const uint8_t value_of[256] = {DECK_VALUES, DECK_VALUES, DECK_VALUES, DECK_VALUES,
                                      DECK_VALUES};
#undef DECK_VALUES
_Static_assert(RT_CARDS == 5 * RT_DECK, "five decks in value_of");

int rt_card_value(RtCard c)
{
    return value_of[c];
}

int rt_card_style(RtCard c)
{
    int v = rt_card_value(c);
    if (v == 0) {
        return -1;
    }
    if (v == RT_WILD) {
        return RT_STYLE_WILD;
    }
    return (c % RT_DECK - value_first[v]) % 5;
}

RtCard rt_card_make(int deck, int index)
{
    if (deck < 0 || deck >= RT_MAX_SEATS || index < 0 || index >= RT_DECK) {
        return RT_NO_CARD;
    }
    return (RtCard)(deck * RT_DECK + index);
}

int rt_deck_count(int value)
{
    return value >= 1 && value <= RT_WILD ? value_count[value] : 0;
}

const char *rt_value_text(int value)
{
    static const char *const names[RT_WILD + 1] = {"?", "1", "2", "3", "4", "5", "W"};
    return value >= 1 && value <= RT_WILD ? names[value] : "?";
}

int rt_value_parse(const char *text, size_t len)
{
    if (text == NULL || len != 1) {
        return 0;
    }
    if (text[0] >= '1' && text[0] <= '5') {
        return text[0] - '0';
    }
    return text[0] == 'W' || text[0] == 'w' ? RT_WILD : 0;
}

const char *rt_style_name(int style)
{
    static const char *const names[] = {"numeral", "die", "word", "Roman numeral", "hand", "wild"};
    return style >= 0 && style <= RT_STYLE_WILD ? names[style] : "";
}

/* fits[value][top]: which card goes on which top (0: a free place). */
static const uint8_t fits[RT_WILD + 1][RT_WILD + 1] = {
    /*        top: 0  1  2  3  4  5  W */
    /* none */ {0, 0, 0, 0, 0, 0, 0},
    /* 1 */ {1, 0, 1, 0, 0, 0, 0},
    /* 2 */ {0, 1, 0, 1, 0, 0, 0},
    /* 3 */ {0, 0, 1, 0, 1, 0, 0},
    /* 4 */ {0, 0, 0, 1, 0, 0, 0},
    /* 5 */ {0, 0, 0, 0, 1, 0, 0},
    /* W */ {0, 1, 1, 1, 1, 1, 1},
};

int rt_fits(int value, int top)
{
    if (value < 0 || value > RT_WILD || top < 0 || top > RT_WILD) {
        return 0;
    }
    return fits[value][top];
}

int rt_takes(int value, int top)
{
    return (value == 5 && top == 4) || (value == RT_WILD && top >= 1 && top <= RT_WILD);
}
