/*
 * rummikub/words.h - a hint's advice and why (rummikub/ai.h's RkReason,
 * data) in the player's language, for the desktop table and the terminal
 * game alike: the computer players know no words, the table's words are
 * translated (kit/lang.h).
 */
#ifndef RK_WORDS_H
#define RK_WORDS_H

#include <stddef.h>

#include "rummikub/ai.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Says r in two sentences of the language in force, its tiles in the
 * notation of rummikub/tile.h (a screen names them in words after:
 * "r4" is "red 4"): the advice into advice ("Play r4 r5 r6 and k9 b9
 * o9.", "Draw.") and why into why ("Your initial meld is worth 42.", ""
 * when r has none), each cut to its size (the caller's buffers; either
 * may be NULL).  names (may be NULL, or a name NULL or "") are the seats'
 * names by seat, which the hint says ("Ann has only 1 tile left ..."),
 * else "seat 2".  A play of more than list_max tiles (0: no limit) is
 * said by its count ("Play 42 tiles."): a screen marks them rather than
 * list them. */
void rk_reason_words(const RkReason *r, const char *const *names, int list_max, char *advice,
                     size_t asize, char *why, size_t wsize);

#ifdef __cplusplus
}
#endif

#endif /* RK_WORDS_H */
