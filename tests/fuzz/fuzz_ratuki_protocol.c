/*
 * fuzz_ratuki_protocol.c - libFuzzer on Ratuki's bot protocol: what a bot's
 * output meets first (the kit's line framing with Ratuki's lines, then
 * rt_bot_parse_answer and the driver's check of an answer), and what a
 * host's lines meet in our own bot (rt_botplay_feed, the level deciding
 * at `ask T`).
 *
 * The input is a stream of lines; its first byte chooses how it is cut
 * into reads.  Each framed line is parsed as an answer and fed to a
 * player.  Besides the sanitizers, the target checks the promises of
 * ratuki/bot.h, ratuki/botplay.h and kit/bot.h: lines are printable ASCII
 * within the limit, every byte is consumed exactly once, an answer that
 * passes the driver's check writes back to a line that parses to the
 * same answer, reasons are one line, a refused line changes nothing the
 * player shows, and every answer the player gives is one the driver
 * accepts.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_lines.h"
#include "ratuki/bot.h"
#include "ratuki/botplay.h"
#include "ratuki/driver.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define check fuzz_check
#define check_reason fuzz_check_reason

static void check_answer(const char *line)
{
    char why[300], back[RT_BOT_LINE_MAX + 8];
    RtIntent in, again;

    memset(why, 'x', sizeof why);
    why[sizeof why - 1] = '\0';
    if (rt_bot_parse_answer(line, &in, why, sizeof why) != TK_OK) {
        check_reason(why, sizeof why);
        return;
    }
    check(in.kind >= RT_INTENT_WAIT && in.kind <= RT_INTENT_DISCARD);
    if (rt_intent_check(&in, RT_MAX_SEATS, 1, why, sizeof why) != TK_OK) {
        check_reason(why, sizeof why);
        return;
    }
    check(rt_bot_format_answer(&in, back, sizeof back) > 0);
    check(rt_bot_parse_answer(back, &again, NULL, 0) == TK_OK);
    check(again.kind == in.kind);
    if (in.kind == RT_INTENT_PLAY || in.kind == RT_INTENT_DISCARD) {
        check(again.card == in.card && again.delay == in.delay);
    }
    if (in.kind == RT_INTENT_PLAY) {
        check(again.place == in.place);
    }
}

static void feed_player(RtBotPlayer *p, const char *line)
{
    char answer[RT_BOTPLAY_ANSWER_MAX];
    RtBotPlayStep step;
    RtIntent in;
    const RtView *before = rt_botplay_view(p);
    RtView saved;
    int had = before != NULL;
    if (had) {
        saved = *before;
    }
    int st = rt_botplay_feed(p, line, &step, answer, sizeof answer);

    check_reason(rt_botplay_error(p), 300);
    check((st == TK_OK) == (rt_botplay_error(p)[0] == '\0'));
    if (st != TK_OK && had) {
        const RtView *after = rt_botplay_view(p);
        check(after != NULL && memcmp(after, &saved, sizeof saved) == 0);
    }
    if (step == RT_BOTPLAY_ANSWER) {
        check(strlen(answer) + 1 < RT_BOT_LINE_MAX);
        if (strncmp(answer, "ok ", 3) != 0) {
            check(rt_bot_parse_answer(answer, &in, NULL, 0) == TK_OK);
            const RtView *v = rt_botplay_view(p);
            int players = v != NULL ? v->config.players : RT_MAX_SEATS;
            check(rt_intent_check(&in, players, 1, NULL, 0) == TK_OK);
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
    RtBotPlayer *p = NULL;
    if (rt_botplay_new("expert", 1, 0, NULL, &p, NULL, 0) != TK_OK) {
        return 0;
    }
    fuzz_frame_lines(data, size, RT_BOT_LINE_MAX + 2, on_line, p);
    rt_botplay_free(p);
    return 0;
}
