/* names.c - random first names for computer players, as in Ruby Racko. */
#include <stdio.h>
#include <string.h>

#include "ai_impl.h"

static const char *const ai_names[] = {
    "Ada",    "Alma",   "Amos",   "Anya",   "Arlo",   "Basil",  "Bea",    "Bruno",
    "Cora",   "Dale",   "Delia",  "Dora",   "Edgar",  "Edith",  "Elsa",   "Enzo",
    "Ezra",   "Faye",   "Felix",  "Flora",  "Gus",    "Greta",  "Hank",   "Hazel",
    "Hugo",   "Ida",    "Igor",   "Ines",   "Ivy",    "Jonah",  "June",   "Kai",
    "Kit",    "Lena",   "Leon",   "Lola",   "Lou",    "Mabel",  "Milo",   "Mina",
    "Nell",   "Nico",   "Nora",   "Olga",   "Omar",   "Otto",   "Pearl",  "Pia",
    "Quinn",  "Rex",    "Rosa",   "Ruby",   "Rufus",  "Sade",   "Silas",  "Stella",
    "Tess",   "Theo",   "Tilda",  "Uma",    "Vera",   "Viggo",  "Wanda",  "Wes",
    "Xena",   "Yara",   "Yuri",   "Zelda",  "Zeke",   "Zora",
};

#define AI_NNAMES ((int)(sizeof ai_names / sizeof ai_names[0]))

static int same_name(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        char x = (*a >= 'A' && *a <= 'Z') ? (char)(*a - 'A' + 'a') : *a;
        char y = (*b >= 'A' && *b <= 'Z') ? (char)(*b - 'A' + 'a') : *b;
        if (x != y) {
            return 0;
        }
    }
    return *a == *b;
}

static int is_taken(const char *name, const char *const *taken, int ntaken)
{
    for (int i = 0; i < ntaken; i++) {
        if (taken && taken[i] && same_name(name, taken[i])) {
            return 1;
        }
    }
    return 0;
}

size_t racko_ai_random_name(TkRng *rng, const char *const *taken, int ntaken, char *buf,
                            size_t size)
{
    char name[40];
    if (!rng || !buf || size == 0) {
        return 0;
    }
    if (ntaken < 0) {
        ntaken = 0;
    }
    /* Start at a random name and walk the list to the first free one. */
    int start = (int)tk_rng_below(rng, (uint32_t)AI_NNAMES);
    name[0] = '\0';
    for (int i = 0; i < AI_NNAMES; i++) {
        const char *cand = ai_names[(start + i) % AI_NNAMES];
        if (!is_taken(cand, taken, ntaken)) {
            snprintf(name, sizeof name, "%s", cand);
            break;
        }
    }
    /* Every name taken: number the random one ("Nora 2", "Nora 3", ...). */
    for (int n = 2; name[0] == '\0'; n++) {
        char cand[40];
        snprintf(cand, sizeof cand, "%s %d", ai_names[start], n);
        if (!is_taken(cand, taken, ntaken)) {
            snprintf(name, sizeof name, "%s", cand);
        }
    }
    size_t len = strlen(name);
    if (len >= size) {
        len = size - 1;
    }
    memcpy(buf, name, len);
    buf[len] = '\0';
    return len;
}
