/*
 * fuzz_rummikub_protocol.c - libFuzzer on Rummikub's bot protocol: what a
 * bot's output meets first (the kit's line framing with Rummikub's
 * 1024-byte lines, then rk_bot_parse_answer), and what a host's lines meet
 * in our own bot (rk_botplay_feed, the level deciding at `ask play`).
 *
 * The input is a stream of lines; its first byte chooses how it is cut
 * into reads.  Each framed line is parsed as an answer and fed to a
 * player.  Besides the sanitizers, the target checks the promises of
 * rummikub/bot.h and kit/bot.h: lines are printable ASCII within the
 * limit, every byte is consumed exactly once, a parsed play is a table of
 * 1..13-tile sets that writes back to a line within the limit and parses
 * again to the same tiles, reasons are one line, and every answer the
 * player gives is one the seat side parses.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_lines.h"
#include "rummikub/bot.h"
#include "rummikub/botplay.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define check fuzz_check
#define check_reason fuzz_check_reason

static void same_tiles(const RkTable *a, const RkTable *b)
{
    RkCounts ca, cb;

    rk_counts_clear(&ca);
    rk_counts_clear(&cb);
    rk_counts_add_table(&ca, a);
    rk_counts_add_table(&cb, b);
    check(memcmp(&ca, &cb, sizeof ca) == 0);
    check(a->nsets == b->nsets);
}

static void check_answer(const char *line)
{
    char why[300], back[RK_BOT_LINE_MAX + 8];
    RkMove m, again;

    memset(why, 'x', sizeof why);
    why[sizeof why - 1] = '\0';
    if (rk_bot_parse_answer(line, &m, why, sizeof why) != TK_OK) {
        check_reason(why, sizeof why);
        return;
    }
    check(m.kind == RK_ACT_DRAW || m.kind == RK_ACT_PLAY);
    if (m.kind == RK_ACT_DRAW) {
        return;
    }
    check(m.table.nsets >= 0 && m.table.nsets <= RK_TABLE_MAX_SETS);
    for (int i = 0; i < m.table.nsets; i++) {
        check(m.table.sets[i].n >= 1 && m.table.sets[i].n <= RK_SET_MAX);
        for (int k = 0; k < m.table.sets[i].n; k++) {
            check(m.table.sets[i].t[k] < RK_KINDS);
        }
    }
    check(rk_bot_format_answer(&m, back, sizeof back) < RK_BOT_LINE_MAX);
    check(rk_bot_parse_answer(back, &again, NULL, 0) == TK_OK);
    same_tiles(&m.table, &again.table);
}

static void feed_player(RkBotPlayer *p, const char *line)
{
    char answer[RK_BOTPLAY_ANSWER_MAX];
    RkBotPlayStep step;
    RkMove m;
    int st = rk_botplay_feed(p, line, &step, answer, sizeof answer);

    check_reason(rk_botplay_error(p), 400);
    check((st == TK_OK) == (rk_botplay_error(p)[0] == '\0'));
    if (step == RK_BOTPLAY_ANSWER) {
        check(strlen(answer) + 1 < RK_BOT_LINE_MAX);
        if (strncmp(answer, "ok ", 3) != 0) {
            check(rk_bot_parse_answer(answer, &m, NULL, 0) == TK_OK);
        }
    }
}

static void on_line(void *ctx, const char *line)
{
    check_answer(line);
    feed_player(ctx, line);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static RkBotPlayer *p; /* made once (its level's tables are large), reset each input */

    if (p == NULL && rk_botplay_new("hard", 1, NULL, &p, NULL, 0) != TK_OK) {
        return 0;
    }
    rk_botplay_reset(p);
    fuzz_frame_lines(data, size, RK_BOT_LINE_MAX, on_line, p);
    return 0;
}
