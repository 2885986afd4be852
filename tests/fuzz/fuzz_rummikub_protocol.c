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

#include "kit/bot.h"
#include "rummikub/bot.h"
#include "rummikub/botplay.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(int ok)
{
    if (!ok) {
        abort();
    }
}

static void check_reason(const char *why, size_t cap)
{
    check(memchr(why, '\0', cap) != NULL);
    check(strchr(why, '\n') == NULL && strchr(why, '\r') == NULL);
}

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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char buf[RK_BOT_LINE_MAX + 1];
    static RkBotPlayer *p; /* made once (its level's tables are large), reset each input */
    TkLineReader r;
    size_t chunk, at = 1, total = 0;

    if (size < 1) {
        return 0;
    }
    chunk = (size_t)(data[0] % 64) + 1;
    if (p == NULL && rk_botplay_new("hard", 1, NULL, &p, NULL, 0) != TK_OK) {
        return 0;
    }
    rk_botplay_reset(p);
    tk_line_reader_init(&r, buf, RK_BOT_LINE_MAX);
    while (at < size) {
        size_t len = size - at < chunk ? size - at : chunk;
        size_t off = 0;

        while (off < len) {
            size_t used = 0;
            TkLineStatus st = tk_line_reader_feed(&r, (const char *)data + at + off, len - off,
                                                  &used);

            check(used <= len - off);
            off += used;
            total += used;
            if (st == TK_LINE_OK) {
                size_t n = strlen(buf);

                check(n < RK_BOT_LINE_MAX);
                for (size_t i = 0; i < n; i++) {
                    check(buf[i] >= 0x20 && buf[i] <= 0x7e);
                }
                check_answer(buf);
                feed_player(p, buf);
            } else if (st == TK_LINE_MORE) {
                check(off == len); /* all of it was used */
            } else if (used == 0) {
                break;
            }
        }
        at += len;
    }
    check(total <= size - 1);
    return 0;
}
