/*
 * card.c - Ratuki's cards: the deck list, values and styles, and which
 * card goes on which (ratuki/engine.h).
 */
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

int rt_card_value(RtCard c)
{
    if (c >= RT_CARDS) {
        return 0;
    }
    int i = c % RT_DECK;
    for (int v = RT_WILD; v >= 1; v--) {
        if (i >= value_first[v]) {
            return v;
        }
    }
    return 0;
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

int rt_fits(int value, int top)
{
    switch (value) {
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
    case RT_WILD:
        return top >= 1 && top <= RT_WILD;
    default:
        return 0;
    }
}

int rt_takes(int value, int top)
{
    return (value == 5 && top == 4) || (value == RT_WILD && top >= 1 && top <= RT_WILD);
}
