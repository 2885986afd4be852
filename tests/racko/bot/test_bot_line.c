/*
 * test_bot_line.c - the pure parts of the bot protocol: line framing,
 * answer and hello parsing, legality against a view, question lines.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "racko/bot.h"
#include "common/run.h"

/* Feeds a whole buffer, collecting results: "L:text" per line, "T" for
 * too long, "B" for binary, joined by '|'. */
static void frame(const char *data, size_t len, size_t chunk, char *res, size_t size)
{
    RackoLineReader r;
    size_t off = 0;

    racko_line_reader_init(&r);
    res[0] = '\0';
    while (off < len) {
        size_t n = len - off < chunk ? len - off : chunk;
        size_t used = 0;
        RackoLineStatus st = racko_line_reader_feed(&r, data + off, n, &used);

        ck_assert_uint_le(used, n);
        if (st != RACKO_LINE_MORE) {
            ck_assert_uint_gt(used, 0);
        } else {
            ck_assert_uint_eq(used, n);
        }
        off += used;
        if (st == RACKO_LINE_OK) {
            ck_assert_uint_lt(strlen(r.line), RACKO_BOT_LINE_MAX);
            strncat(res, "L:", size - strlen(res) - 1);
            strncat(res, r.line, size - strlen(res) - 1);
            strncat(res, "|", size - strlen(res) - 1);
        } else if (st == RACKO_LINE_TOO_LONG) {
            strncat(res, "T|", size - strlen(res) - 1);
        } else if (st == RACKO_LINE_BINARY) {
            strncat(res, "B|", size - strlen(res) - 1);
        }
    }
}

static void check_frames(const char *data, size_t len, const char *want)
{
    static const size_t chunks[] = {1, 2, 3, 7, 64, 100000};
    char res[4096];
    size_t i;

    for (i = 0; i < sizeof chunks / sizeof chunks[0]; i++) {
        frame(data, len, chunks[i], res, sizeof res);
        ck_assert_msg(strcmp(res, want) == 0, "chunk %zu: got '%s', want '%s'", chunks[i], res,
                      want);
    }
}

#define FRAMES(lit, want) check_frames((lit), sizeof(lit) - 1, (want))

START_TEST(test_lines_simple)
{
    FRAMES("deck\n", "L:deck|");
    FRAMES("deck\nslot 3\n", "L:deck|L:slot 3|");
    FRAMES("deck\r\nslot 3\r\n", "L:deck|L:slot 3|");
    FRAMES("\n", "L:|");
    FRAMES("\r\n", "L:|");
    FRAMES("deck", "");          /* no newline yet: nothing */
    FRAMES("deck\r", "");        /* '\r' waits for its '\n' */
    FRAMES("  two  spaces \n", "L:  two  spaces |"); /* framing keeps spaces */
}
END_TEST

START_TEST(test_lines_binary)
{
    FRAMES("de\x01ck\nslot 2\n", "B|L:slot 2|");
    FRAMES("d\xc3\xa9" "ck\nok\n", "B|L:ok|");
    FRAMES("tab\there\n", "B|");
    FRAMES("del\x7f\n", "B|");
    FRAMES("nul\0x\nnext\n", "B|L:next|");
    FRAMES("cr\rinside\nnext\n", "B|L:next|");
    FRAMES("two\r\r\nnext\n", "B|L:next|");
    /* one fault per line, however many bad bytes it has */
    FRAMES("\x01\x02\x03\x04\nx\n", "B|L:x|");
}
END_TEST

START_TEST(test_lines_length)
{
    char buf[1200];
    char want[600];

    /* 255 characters + '\n' = 256 bytes: the longest line allowed */
    memset(buf, 'a', 255);
    buf[255] = '\n';
    snprintf(want, sizeof want, "L:%.255s|", buf);
    check_frames(buf, 256, want);

    /* 254 characters + "\r\n" = 256 bytes: allowed */
    buf[254] = '\r';
    buf[255] = '\n';
    snprintf(want, sizeof want, "L:%.254s|", buf);
    check_frames(buf, 256, want);

    /* 255 characters + "\r\n" = 257 bytes: too long */
    memset(buf, 'a', 255);
    buf[255] = '\r';
    buf[256] = '\n';
    memcpy(buf + 257, "ok\n", 3);
    check_frames(buf, 260, "T|L:ok|");

    /* 256 characters + '\n': too long, reported once; the next line is read */
    memset(buf, 'b', 256);
    buf[256] = '\n';
    memcpy(buf + 257, "deck\n", 5);
    check_frames(buf, 262, "T|L:deck|");

    /* a very long line with no newline is reported once, as soon as seen */
    memset(buf, 'c', sizeof buf);
    check_frames(buf, sizeof buf, "T|");
}
END_TEST

START_TEST(test_lines_stop_after_line)
{
    /* Lengths are spelled out: GCC 12.2 at -O2 miscompiles strlen() of a
       string literal advanced by a variable that a call has changed. */
    static const char data[] = "deck\nslot 4\npart";
    RackoLineReader r;
    size_t used = 0;
    RackoLineStatus st;

    racko_line_reader_init(&r);
    st = racko_line_reader_feed(&r, data, 16, &used);
    ck_assert_int_eq(st, RACKO_LINE_OK);
    ck_assert_uint_eq(used, 5);
    ck_assert_str_eq(r.line, "deck");
    st = racko_line_reader_feed(&r, data + 5, 11, &used);
    ck_assert_int_eq(st, RACKO_LINE_OK);
    ck_assert_uint_eq(used, 7);
    ck_assert_str_eq(r.line, "slot 4");
    st = racko_line_reader_feed(&r, data + 12, 4, &used);
    ck_assert_int_eq(st, RACKO_LINE_MORE);
    ck_assert_uint_eq(used, 4);
    st = racko_line_reader_feed(&r, "s\n", 2, &used);
    ck_assert_int_eq(st, RACKO_LINE_OK);
    ck_assert_str_eq(r.line, "parts");
    st = racko_line_reader_feed(&r, "", 0, &used);
    ck_assert_int_eq(st, RACKO_LINE_MORE);
    ck_assert_uint_eq(used, 0);
}
END_TEST

static int parse(RackoBotQuestion q, const char *line, RackoAction *a)
{
    char why[160] = "";
    int st = racko_bot_parse_answer(q, line, a, why, sizeof why);

    if (st != RACKO_OK) {
        ck_assert_msg(why[0] != '\0', "no reason for refusing '%s'", line);
        ck_assert_msg(strchr(why, '\n') == NULL, "reason has a newline");
    }
    return st;
}

START_TEST(test_answers_good)
{
    RackoAction a;
    int k;

    ck_assert_int_eq(parse(RACKO_BOT_Q_DRAW, "deck", &a), RACKO_OK);
    ck_assert_int_eq(a.kind, RACKO_ACT_DRAW_DECK);
    ck_assert_int_eq(parse(RACKO_BOT_Q_DRAW, "discard", &a), RACKO_OK);
    ck_assert_int_eq(a.kind, RACKO_ACT_TAKE_DISCARD);
    ck_assert_int_eq(parse(RACKO_BOT_Q_PLACE, "discard", &a), RACKO_OK);
    ck_assert_int_eq(a.kind, RACKO_ACT_DISCARD);
    for (k = 1; k <= 10; k++) {
        char line[16];

        snprintf(line, sizeof line, "slot %d", k);
        ck_assert_int_eq(parse(RACKO_BOT_Q_PLACE, line, &a), RACKO_OK);
        ck_assert_int_eq(a.kind, RACKO_ACT_PLACE);
        ck_assert_int_eq(a.slot, k - 1);
        ck_assert_int_eq(parse(RACKO_BOT_Q_ECLAIR, line, &a), RACKO_OK);
        ck_assert_int_eq(a.kind, RACKO_ACT_ECLAIR);
        ck_assert_int_eq(a.slot, k - 1);
    }
}
END_TEST

START_TEST(test_answers_bad)
{
    static const char *const draw_bad[] = {"", "Deck", "deck ", " deck", "decks", "slot 1",
                                           "deck deck", "take", "discard 3"};
    static const char *const place_bad[] = {"", "slot", "slot ", "slot  3", " slot 3",
                                            "slot 3 ", "slot x", "slot 3x", "slot -1",
                                            "slot +3", "Slot 3", "slot3", "deck", "discard ",
                                            "slot 1 2"};
    static const char *const slot_bad[] = {"slot 0", "slot 11", "slot 99", "slot 01",
                                           "slot 010", "slot 123456789012345678901"};
    RackoAction a = {RACKO_ACT_DEAL, 7};
    size_t i;

    for (i = 0; i < sizeof draw_bad / sizeof draw_bad[0]; i++) {
        ck_assert_int_eq(parse(RACKO_BOT_Q_DRAW, draw_bad[i], &a), RACKO_E_FORMAT);
    }
    for (i = 0; i < sizeof place_bad / sizeof place_bad[0]; i++) {
        ck_assert_msg(parse(RACKO_BOT_Q_PLACE, place_bad[i], &a) == RACKO_E_FORMAT,
                      "'%s' accepted", place_bad[i]);
    }
    for (i = 0; i < sizeof slot_bad / sizeof slot_bad[0]; i++) {
        ck_assert_msg(parse(RACKO_BOT_Q_PLACE, slot_bad[i], &a) == RACKO_E_SLOT, "'%s'",
                      slot_bad[i]);
        ck_assert_int_eq(parse(RACKO_BOT_Q_ECLAIR, slot_bad[i], &a), RACKO_E_SLOT);
    }
    ck_assert_int_eq(parse(RACKO_BOT_Q_ECLAIR, "discard", &a), RACKO_E_FORMAT);
    ck_assert_int_eq(parse(RACKO_BOT_Q_ECLAIR, "deck", &a), RACKO_E_FORMAT);
    ck_assert_int_ne(parse(RACKO_BOT_Q_NONE, "deck", &a), RACKO_OK);
    ck_assert_int_ne(parse(RACKO_BOT_Q_HELLO, "deck", &a), RACKO_OK);
    /* a refused answer leaves *out alone */
    ck_assert_int_eq(a.kind, RACKO_ACT_DEAL);
    ck_assert_int_eq(a.slot, 7);
    /* NULL why is allowed */
    ck_assert_int_eq(racko_bot_parse_answer(RACKO_BOT_Q_DRAW, "x", &a, NULL, 0),
                     RACKO_E_FORMAT);
}
END_TEST

START_TEST(test_answer_reason_quotes)
{
    char why[160];
    RackoAction a;

    racko_bot_parse_answer(RACKO_BOT_Q_DRAW, "banana", &a, why, sizeof why);
    ck_assert_ptr_nonnull(strstr(why, "'banana'"));
    racko_bot_parse_answer(RACKO_BOT_Q_PLACE, "slot 11", &a, why, sizeof why);
    ck_assert_ptr_nonnull(strstr(why, "between 1 and 10"));
    /* a long answer is cut in the reason */
    racko_bot_parse_answer(RACKO_BOT_Q_DRAW,
                           "0123456789012345678901234567890123456789012345678901234567890",
                           &a, why, sizeof why);
    ck_assert_ptr_nonnull(strstr(why, "..."));
    ck_assert_uint_lt(strlen(why), 120);
    /* a tiny buffer is still terminated */
    racko_bot_parse_answer(RACKO_BOT_Q_DRAW, "banana", &a, why, 4);
    ck_assert_uint_eq(strlen(why), 3);
}
END_TEST

START_TEST(test_hello)
{
    char name[RACKO_BOT_NAME_MAX + 1];
    char why[160];
    char line[64];

    ck_assert_int_eq(racko_bot_parse_hello("ok mybot", name, why, sizeof why), RACKO_OK);
    ck_assert_str_eq(name, "mybot");
    ck_assert_int_eq(racko_bot_parse_hello("ok A-z_09", name, why, sizeof why), RACKO_OK);
    ck_assert_str_eq(name, "A-z_09");
    memset(line, 'n', sizeof line);
    memcpy(line, "ok ", 3);
    line[3 + 32] = '\0';
    ck_assert_int_eq(racko_bot_parse_hello(line, name, why, sizeof why), RACKO_OK);
    ck_assert_uint_eq(strlen(name), 32);
    line[3 + 32] = 'n';
    line[3 + 33] = '\0';
    ck_assert_int_eq(racko_bot_parse_hello(line, name, why, sizeof why), RACKO_E_FORMAT);
    ck_assert_int_eq(racko_bot_parse_hello("ok", name, why, sizeof why), RACKO_E_FORMAT);
    ck_assert_int_eq(racko_bot_parse_hello("ok ", name, why, sizeof why), RACKO_E_FORMAT);
    ck_assert_int_eq(racko_bot_parse_hello("ok my bot", name, why, sizeof why),
                     RACKO_E_FORMAT);
    ck_assert_int_eq(racko_bot_parse_hello("ok bot!", name, why, sizeof why), RACKO_E_FORMAT);
    ck_assert_int_eq(racko_bot_parse_hello("OK bot", name, why, sizeof why), RACKO_E_FORMAT);
    ck_assert_int_eq(racko_bot_parse_hello("hello", name, why, sizeof why), RACKO_E_FORMAT);
    ck_assert_int_eq(racko_bot_parse_hello("ok  bot", name, why, sizeof why), RACKO_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(why, "NAME"));
}
END_TEST

static void view_for(RackoView *v, int phase)
{
    int k;

    memset(v, 0, sizeof *v);
    v->seat = 1;
    v->to_act = 1;
    v->phase = phase;
    racko_config_default(&v->config, 2);
    v->config.deck_size = 40;
    for (k = 0; k < RACKO_SLOTS; k++) {
        v->rack[k] = 3 * k + 1;
    }
    v->discard[0] = 40;
    v->discard_count = 1;
    v->draw_count = 19;
}

START_TEST(test_check_answer)
{
    RackoView v;
    RackoAction a;
    char why[160];

    view_for(&v, RACKO_PHASE_DRAW);
    a.slot = 0;
    a.kind = RACKO_ACT_DRAW_DECK;
    ck_assert_int_eq(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);
    a.kind = RACKO_ACT_TAKE_DISCARD;
    ck_assert_int_eq(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);
    v.discard_count = 0;
    ck_assert_int_ne(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);
    a.kind = RACKO_ACT_PLACE;
    ck_assert_int_ne(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);

    view_for(&v, RACKO_PHASE_PLACE);
    v.hand = 17;
    a.kind = RACKO_ACT_PLACE;
    a.slot = 9;
    ck_assert_int_eq(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);
    a.slot = 10;
    ck_assert_int_eq(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_E_SLOT);
    a.kind = RACKO_ACT_DISCARD;
    a.slot = 0;
    ck_assert_int_eq(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);
    v.hand_from_discard = 1;
    ck_assert_int_eq(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_E_RULE);
    ck_assert_ptr_nonnull(strstr(why, "discard pile"));
    a.kind = RACKO_ACT_DRAW_DECK;
    ck_assert_int_ne(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);

    view_for(&v, RACKO_PHASE_ECLAIR);
    memset(v.rack, 0, sizeof v.rack);
    v.rack[3] = 12;
    v.offer = 20;
    a.kind = RACKO_ACT_ECLAIR;
    a.slot = 2;
    ck_assert_int_eq(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);
    a.slot = 3;
    ck_assert_int_eq(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_E_SLOT);
    ck_assert_str_eq(why, "slot 4 is not empty");
    a.kind = RACKO_ACT_PLACE;
    a.slot = 2;
    ck_assert_int_ne(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);

    view_for(&v, RACKO_PHASE_ROUND_OVER);
    a.kind = RACKO_ACT_DRAW_DECK;
    ck_assert_int_ne(racko_bot_check_answer(&v, a, why, sizeof why), RACKO_OK);
}
END_TEST

START_TEST(test_question_lines)
{
    RackoView v;
    char line[64];

    view_for(&v, RACKO_PHASE_DRAW);
    ck_assert_int_eq(racko_bot_question(&v, line, sizeof line), RACKO_BOT_Q_DRAW);
    ck_assert_str_eq(line, "ask draw");
    view_for(&v, RACKO_PHASE_PLACE);
    v.hand = 37;
    ck_assert_int_eq(racko_bot_question(&v, line, sizeof line), RACKO_BOT_Q_PLACE);
    ck_assert_str_eq(line, "ask place 37 deck");
    v.hand_from_discard = 1;
    ck_assert_int_eq(racko_bot_question(&v, line, sizeof line), RACKO_BOT_Q_PLACE);
    ck_assert_str_eq(line, "ask place 37 discard");
    view_for(&v, RACKO_PHASE_ECLAIR);
    v.offer = 5;
    ck_assert_int_eq(racko_bot_question(&v, line, sizeof line), RACKO_BOT_Q_ECLAIR);
    ck_assert_str_eq(line, "eclair 5");
    /* not this seat's turn */
    view_for(&v, RACKO_PHASE_DRAW);
    v.to_act = 0;
    ck_assert_int_eq(racko_bot_question(&v, line, sizeof line), RACKO_BOT_Q_NONE);
    ck_assert_str_eq(line, "");
    view_for(&v, RACKO_PHASE_MATCH_OVER);
    ck_assert_int_eq(racko_bot_question(&v, line, sizeof line), RACKO_BOT_Q_NONE);
}
END_TEST

static Suite *line_suite(void)
{
    Suite *s = suite_create("bot_line");
    TCase *tc = tcase_create("framing");

    tcase_add_test(tc, test_lines_simple);
    tcase_add_test(tc, test_lines_binary);
    tcase_add_test(tc, test_lines_length);
    tcase_add_test(tc, test_lines_stop_after_line);
    suite_add_tcase(s, tc);
    tc = tcase_create("answers");
    tcase_add_test(tc, test_answers_good);
    tcase_add_test(tc, test_answers_bad);
    tcase_add_test(tc, test_answer_reason_quotes);
    tcase_add_test(tc, test_hello);
    tcase_add_test(tc, test_check_answer);
    tcase_add_test(tc, test_question_lines);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(line_suite(), NULL, 0);
}
