/*
 * fuzz_protocol.c - libFuzzer on what a bot's output meets first: the line
 * framing (racko_line_reader_feed, and the kit's tk_line_reader_feed with
 * other longest lines) and the answer parsers and checks
 * (racko_bot_parse_answer, racko_bot_parse_hello, racko_bot_check_answer).
 *
 * The input is a bot's output; its first bytes also choose how it is cut
 * into reads, the kit reader's longest line and the view the answers are
 * checked against.  Besides the sanitizers, the target checks the promises
 * of racko/bot.h and kit/bot.h: lines are printable ASCII below the length
 * limit, every byte is consumed exactly once, parsed actions are of the
 * kind asked with a slot in 0..9, and reasons are one short line.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "racko/bot.h"

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

static void check_line(const char *line, const RackoView *view)
{
    static const RackoBotQuestion qs[] = {RACKO_BOT_Q_DRAW, RACKO_BOT_Q_PLACE,
                                          RACKO_BOT_Q_ECLAIR, RACKO_BOT_Q_NONE,
                                          RACKO_BOT_Q_HELLO};
    char why[160], name[RACKO_BOT_NAME_MAX + 1];
    size_t i, n = strlen(line);
    RackoAction a;

    check(n < RACKO_BOT_LINE_MAX);
    for (i = 0; i < n; i++) {
        check(line[i] >= 0x20 && line[i] <= 0x7e);
    }
    for (i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        memset(why, 'x', sizeof why);
        why[sizeof why - 1] = '\0';
        if (racko_bot_parse_answer(qs[i], line, &a, why, sizeof why) == RACKO_OK) {
            switch (qs[i]) {
            case RACKO_BOT_Q_DRAW:
                check(a.kind == RACKO_ACT_DRAW_DECK || a.kind == RACKO_ACT_TAKE_DISCARD);
                break;
            case RACKO_BOT_Q_PLACE:
                check(a.kind == RACKO_ACT_PLACE || a.kind == RACKO_ACT_DISCARD);
                break;
            case RACKO_BOT_Q_ECLAIR:
                check(a.kind == RACKO_ACT_ECLAIR);
                break;
            default:
                check(0);
            }
            check(a.slot >= 0 && a.slot < RACKO_SLOTS);
            if (racko_bot_check_answer(view, a, why, sizeof why) != RACKO_OK) {
                check_reason(why, sizeof why);
            }
        } else {
            check_reason(why, sizeof why);
        }
    }
    if (racko_bot_parse_hello(line, name, why, sizeof why) == RACKO_OK) {
        size_t len = strlen(name);

        check(len >= 1 && len <= RACKO_BOT_NAME_MAX);
        check(strcmp(line + 3, name) == 0);
    } else {
        check_reason(why, sizeof why);
    }
}

/* The kit's framing with another protocol's longest line: the same
 * promises for every maximum. */
static void frame_kit(const uint8_t *data, size_t size, size_t chunk, size_t max)
{
    static char buf[4096 + 1];
    TkLineReader r;
    size_t off = 0, i;

    tk_line_reader_init(&r, buf, max);
    while (off < size) {
        size_t n = size - off < chunk ? size - off : chunk;
        size_t used = 0;
        TkLineStatus st = tk_line_reader_feed(&r, (const char *)data + off, n, &used);

        check(used <= n);
        check(st == TK_LINE_MORE ? used == n : used >= 1);
        check(r.len < max);
        off += used;
        if (st == TK_LINE_OK) {
            check(strlen(r.line) == r.len);
            for (i = 0; i < r.len; i++) {
                check(r.line[i] >= 0x20 && r.line[i] <= 0x7e);
            }
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const size_t kit_maxes[] = {2, 40, 1024, 4096};
    RackoLineReader r;
    RackoView view;
    size_t off = 0, chunk, kit_max;
    int k;

    if (size < 3) {
        return 0;
    }
    /* byte 0: the read size (and the kit reader's longest line); byte 1:
       the phase; byte 2: which slots are full */
    chunk = (size_t)data[0] % 64 + 1;
    kit_max = kit_maxes[data[0] >> 6];
    memset(&view, 0, sizeof view);
    view.phase = RACKO_PHASE_ROUND_OVER + data[1] % 5;
    view.hand = 5;
    view.hand_from_discard = (data[1] >> 3) & 1;
    view.discard_count = (data[1] >> 4) & 1;
    view.offer = 7;
    for (k = 0; k < RACKO_SLOTS; k++) {
        view.rack[k] = ((data[2] >> (k % 8)) & 1) ? k + 1 : 0;
    }
    data += 3;
    size -= 3;

    frame_kit(data, size, chunk, kit_max);
    racko_line_reader_init(&r);
    while (off < size) {
        size_t n = size - off < chunk ? size - off : chunk;
        size_t used = 0;
        RackoLineStatus st = racko_line_reader_feed(&r, (const char *)data + off, n, &used);

        check(used <= n);
        if (st == RACKO_LINE_MORE) {
            check(used == n);
        } else {
            check(used >= 1);
        }
        check(r.len < RACKO_BOT_LINE_MAX);
        off += used;
        if (st == RACKO_LINE_OK) {
            check(r.done == 1);
            check_line(r.line, &view);
        }
    }
    return 0;
}
