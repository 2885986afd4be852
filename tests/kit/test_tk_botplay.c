/*
 * test_tk_botplay.c - the kit's skeleton of a bot program (kit/botplay.h)
 * with a game of its own, "Tally": `tly 1` is its hello, `match goal=N`
 * starts a match, `add N` adds to the tally, `ask` is answered with
 * `sum N`, `over` ends the match, `error TEXT` is the host's refusal of
 * our last answer (the next `ask` is answered `pass`), `note TEXT` is
 * taken whole before the split.  What the skeleton promises: the hello
 * answered with the name and another version refused, `bye` alone ends
 * the conversation, a line that does not split into words refused in the
 * game's words, a refused line changes nothing but what the game keeps,
 * and the program's loop: lines in, answers out, a bad line refused and
 * logged, the host's refusals and the phases' changes logged, the end
 * of its input.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "kit/botplay.h"
#include "kit/status.h"
#include "common/run.h"
#include "common/streams.h"

/* Tally's state: plain data. */
typedef struct Tally {
    int have_match;
    int phase; /* 0 playing, 1 over */
    int goal;
    int sum;
    int refused; /* our last answer was refused */
    int asked;   /* questions answered, refused ones too */
} Tally;

/* Tally's own context: what a game's level would be. */
typedef struct Ctx {
    TkBotPlayer *p;
    int raw_seen;
} Ctx;

static int t_raw(void *ctx, const TkBotLine *l)
{
    Ctx *c = ctx;
    if (l->len >= 5 && strncmp(l->text, "note ", 5) == 0) {
        c->raw_seen++;
        return 1;
    }
    return 0;
}

static int t_line(void *ctx, void *state, const TkBotLine *l, char *answer, size_t size,
                  TkBotPlayStep *step, int *keep)
{
    Ctx *c = ctx;
    Tally *t = state;
    int n;
    if (strcmp(l->tok[0], "match") == 0) {
        if (l->n != 2 || !tk_bot_keyval(l->tok[1], "goal", 1, 1000, &n)) {
            return tk_botplay_fail(c->p, TK_E_FORMAT, "%s is not 'match goal=N'", l->q);
        }
        memset(t, 0, sizeof *t);
        t->have_match = 1;
        t->goal = n;
        return TK_OK;
    }
    if (!t->have_match) {
        return tk_botplay_fail(c->p, TK_E_PHASE, "%s before the match line", l->q);
    }
    if (strcmp(l->tok[0], "add") == 0) {
        if (l->n != 2 || !tk_bot_num(l->tok[1], 1, 100, &n)) {
            return tk_botplay_fail(c->p, TK_E_FORMAT, "%s is not 'add N'", l->q);
        }
        t->sum += n; /* changed on the copy even when refused below */
        if (t->sum > t->goal) {
            return tk_botplay_fail(c->p, TK_E_RULE, "%s passes the goal", l->q);
        }
        return TK_OK;
    }
    if (strcmp(l->tok[0], "ask") == 0) {
        *step = TK_BOTPLAY_ANSWER;
        t->asked++;
        if (t->phase != 0) {
            /* a safe answer, and the count of questions kept */
            snprintf(answer, size, "pass");
            *keep = TK_BOTPLAY_KEEP_ANSWER | TK_BOTPLAY_KEEP_STATE;
            return tk_botplay_fail(c->p, TK_E_PHASE, "%s after the match: answered 'pass'",
                                   l->q);
        }
        if (t->refused) {
            snprintf(answer, size, "pass");
        } else {
            snprintf(answer, size, "sum %d", t->sum);
        }
        t->refused = 0;
        return TK_OK;
    }
    if (strcmp(l->tok[0], "error") == 0) {
        t->refused = 1;
        return TK_OK;
    }
    if (strcmp(l->tok[0], "over") == 0 && l->n == 1) {
        t->phase = 1;
        return TK_OK;
    }
    return tk_botplay_fail(c->p, TK_E_FORMAT, "%s is not a line of Tally", l->q);
}

static int t_phase(const void *state)
{
    const Tally *t = state;
    return t->have_match ? t->phase : -1;
}

static void t_changed(const void *state, int match_line, FILE *log, const char *prefix)
{
    const Tally *t = state;
    if (match_line) {
        tk_bot_say(log, prefix, "match: goal %d", t->goal);
    } else {
        tk_bot_say(log, prefix, "over at %d", t->sum);
    }
}

static const TkBotPlayGame tally = {
    .id = "tally",
    .hello = "tly",
    .prefix = "tally bot",
    .not_words = " is not a line of Tally (words, single spaces)",
    .version = ": Tally speaks version 1 ('tly 1')",
    .refusal = "error",
    .refused = "the host refused",
    .line_max = 32,
    .max_words = 4,
    .answer_min = 16,
    .state_size = sizeof(Tally),
    .raw = t_raw,
    .line = t_line,
    .phase = t_phase,
    .changed = t_changed,
};

static TkBotPlayer *make_game(Ctx *c, const TkBotPlayGame *g, const char *name)
{
    char msg[200];
    memset(c, 0, sizeof *c);
    ck_assert_int_eq(tk_botplay_new(g, "easy", name, c, &c->p, msg, sizeof msg), TK_OK);
    return c->p;
}

static TkBotPlayer *make(Ctx *c, const char *name)
{
    return make_game(c, &tally, name);
}

static const Tally *state_of(const TkBotPlayer *p)
{
    return tk_botplay_state(p);
}

START_TEST(test_new_and_names)
{
    Ctx c;
    TkBotPlayer *p = NULL;
    char msg[200];
    ck_assert_str_eq(tk_botplay_name(make(&c, NULL)), "tally-easy");
    tk_botplay_free(c.p);
    ck_assert_str_eq(tk_botplay_name(make(&c, "Tom_2")), "Tom_2");
    ck_assert_int_eq(state_of(c.p)->have_match, 0);
    tk_botplay_free(c.p);
    ck_assert_int_eq(tk_botplay_new(&tally, "easy", "bad name", &c, &p, msg, sizeof msg),
                     TK_E_ARG);
    ck_assert_ptr_null(p);
    ck_assert_str_eq(msg, "a bot name has 1 to 32 of A-Z a-z 0-9 _ -");
    ck_assert_int_eq(tk_botplay_new(NULL, "easy", NULL, &c, &p, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(tk_botplay_new(&tally, NULL, NULL, &c, &p, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(tk_botplay_new(&tally, "easy", NULL, &c, NULL, msg, sizeof msg), TK_E_ARG);
    tk_botplay_free(NULL);
    ck_assert_str_eq(tk_botplay_error(NULL), "no player");
    ck_assert_str_eq(tk_botplay_name(NULL), "");
    ck_assert_ptr_null(tk_botplay_state(NULL));
}
END_TEST

START_TEST(test_hello_and_bye)
{
    Ctx c;
    TkBotPlayer *p = make(&c, "Tom");
    char answer[32];
    TkBotPlayStep step = TK_BOTPLAY_BYE;
    ck_assert_int_eq(tk_botplay_feed(p, "tly 1", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(step, TK_BOTPLAY_ANSWER);
    ck_assert_str_eq(answer, "ok Tom");
    ck_assert_int_eq(tk_botplay_feed(p, "tly 1\r", &step, answer, sizeof answer), TK_OK);
    ck_assert_str_eq(answer, "ok Tom");
    ck_assert_int_eq(tk_botplay_feed(p, "tly 2", &step, answer, sizeof answer), TK_E_FORMAT);
    ck_assert_int_eq(step, TK_BOTPLAY_NONE);
    ck_assert_str_eq(answer, "");
    ck_assert_str_eq(tk_botplay_error(p), "'tly 2': Tally speaks version 1 ('tly 1')");
    ck_assert_int_eq(tk_botplay_feed(p, "bye", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(step, TK_BOTPLAY_BYE);
    ck_assert_str_eq(tk_botplay_error(p), "");
    /* `bye` with words is the game's line */
    ck_assert_int_eq(tk_botplay_feed(p, "bye now", &step, answer, sizeof answer), TK_E_PHASE);
    ck_assert_int_eq(step, TK_BOTPLAY_NONE);
    ck_assert_str_eq(tk_botplay_error(p), "'bye now' before the match line");
    /* not words: the game's words after the quoted line */
    ck_assert_int_eq(tk_botplay_feed(p, "add  1", &step, answer, sizeof answer), TK_E_FORMAT);
    ck_assert_str_eq(tk_botplay_error(p), "'add  1' is not a line of Tally (words, single spaces)");
    ck_assert_int_eq(tk_botplay_feed(p, "", &step, answer, sizeof answer), TK_E_FORMAT);
    ck_assert_int_eq(tk_botplay_feed(p, "a b c d e", &step, answer, sizeof answer), TK_E_FORMAT);
    /* the answer buffer the game asks for */
    ck_assert_int_eq(tk_botplay_feed(p, "tly 1", &step, answer, 8), TK_E_ARG);
    ck_assert_int_eq(tk_botplay_feed(p, NULL, &step, answer, sizeof answer), TK_E_ARG);
    ck_assert_int_eq(tk_botplay_feed(NULL, "tly 1", &step, answer, sizeof answer), TK_E_ARG);
    tk_botplay_free(p);
}
END_TEST

START_TEST(test_refused_line_changes_nothing)
{
    Ctx c;
    TkBotPlayer *p = make(&c, NULL);
    char answer[32];
    TkBotPlayStep step;
    ck_assert_int_eq(tk_botplay_feed(p, "add 1", &step, answer, sizeof answer), TK_E_PHASE);
    ck_assert_int_eq(tk_botplay_feed(p, "match goal=10", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(tk_botplay_feed(p, "add 4", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(step, TK_BOTPLAY_NONE);
    ck_assert_int_eq(state_of(p)->sum, 4);
    /* the copy had 4 + 7 before the refusal: the state keeps 4 */
    ck_assert_int_eq(tk_botplay_feed(p, "add 7", &step, answer, sizeof answer), TK_E_RULE);
    ck_assert_str_eq(tk_botplay_error(p), "'add 7' passes the goal");
    ck_assert_int_eq(state_of(p)->sum, 4);
    ck_assert_int_eq(tk_botplay_feed(p, "ask", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(step, TK_BOTPLAY_ANSWER);
    ck_assert_str_eq(answer, "sum 4");
    ck_assert_str_eq(tk_botplay_error(p), "");
    /* the host's refusal, then the same question: the game's own answer */
    ck_assert_int_eq(tk_botplay_feed(p, "error no thanks", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(step, TK_BOTPLAY_NONE);
    ck_assert_int_eq(tk_botplay_feed(p, "ask", &step, answer, sizeof answer), TK_OK);
    ck_assert_str_eq(answer, "pass");
    /* a line taken whole before the split: nothing changes */
    ck_assert_int_eq(tk_botplay_feed(p, "note  two  spaces", &step, answer, sizeof answer),
                     TK_OK);
    ck_assert_int_eq(step, TK_BOTPLAY_NONE);
    ck_assert_int_eq(c.raw_seen, 1);
    /* a refused question whose answer and state the game keeps */
    ck_assert_int_eq(tk_botplay_feed(p, "over", &step, answer, sizeof answer), TK_OK);
    ck_assert_int_eq(state_of(p)->asked, 2);
    ck_assert_int_eq(tk_botplay_feed(p, "ask", &step, answer, sizeof answer), TK_E_PHASE);
    ck_assert_int_eq(step, TK_BOTPLAY_ANSWER);
    ck_assert_str_eq(answer, "pass");
    ck_assert_str_eq(tk_botplay_error(p), "'ask' after the match: answered 'pass'");
    ck_assert_int_eq(state_of(p)->asked, 3);
    tk_botplay_reset(p);
    ck_assert_int_eq(state_of(p)->have_match, 0);
    ck_assert_int_eq(state_of(p)->sum, 0);
    ck_assert_str_eq(tk_botplay_error(p), "");
    tk_botplay_free(p);
}
END_TEST

/* Reads the whole of f from its start into buf. */
static void read_back(FILE *f, char *buf, size_t size)
{
    rewind(f);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
}

START_TEST(test_serve_script)
{
    Ctx c;
    TkBotPlayer *p = make(&c, "Tom");
    FILE *in = tmpfile(), *out = tmpfile(), *log = tmpfile();
    char text[1200];
    ck_assert_ptr_nonnull(in);
    ck_assert_ptr_nonnull(out);
    ck_assert_ptr_nonnull(log);
    fputs("tly 1\r\n"
          "match goal=9\n"
          "add 5\n"
          "ask\n"
          "add 9\n"                                 /* refused: past the goal */
          "ask\n"
          "add  2\n"                               /* refused: not words */
          "error not that\n"                       /* the host's refusal */
          "add 1 2 3 4 5 6 7 8 9 10 11 12 13 14\n" /* longer than 32: skipped */
          "ask\n"
          "over\n"
          "bye\n"
          "ask\n", /* after bye: never read */
          in);
    rewind(in);
    ck_assert_int_eq(tk_botplay_serve(p, in, out, log), 0);
    read_back(out, text, sizeof text);
    ck_assert_str_eq(text, "ok Tom\nsum 5\nsum 5\npass\n");
    read_back(log, text, sizeof text);
    ck_assert_str_eq(text, "tally bot: match: goal 9\n"
                           "tally bot: 'add 9' passes the goal\n"
                           "tally bot: 'add  2' is not a line of Tally (words, single spaces)\n"
                           "tally bot: the host refused: not that\n"
                           "tally bot: skipped a line longer than 32 bytes\n"
                           "tally bot: over at 5\n");
    /* The end of the input ends the loop too; no log is fine. */
    fclose(in);
    in = tmpfile();
    ck_assert_ptr_nonnull(in);
    fputs("ask", in);
    rewind(in);
    ck_assert_int_eq(tk_botplay_serve(p, in, out, NULL), 0);
    read_back(out, text, sizeof text);
    ck_assert_str_eq(text, "ok Tom\nsum 5\nsum 5\npass\npass\n");
    ck_assert_int_eq(tk_botplay_serve(p, NULL, out, NULL), 2);
    ck_assert_int_eq(tk_botplay_serve(NULL, in, out, NULL), 2);
    fclose(in);
    fclose(out);
    fclose(log);
    tk_botplay_free(p);
}
END_TEST

/* Tally is over when its `over` line came (TK_BOTPLAY_SERVE_END). */
static int t_over(const void *state)
{
    const Tally *t = state;
    return t->have_match && t->phase == 1;
}

/* Tally with the serve flags given (the blind words and `over` too). */
static TkBotPlayGame tally_with(unsigned serve)
{
    TkBotPlayGame g = tally;
    g.serve = serve;
    g.blind = "; answered all the same";
    g.over = t_over;
    return g;
}

/* tk_botplay_serve for test_serve_streams: ctx is the player. */
static int serve_player(void *ctx, FILE *in, FILE *out, FILE *log)
{
    return tk_botplay_serve(ctx, in, out, log);
}

/* Serves the bytes of the literal (NULs and all) with p; the answers and
 * the log into the arrays out and log.  tk_botplay_serve's status. */
#define SERVE(p, lit, out, log)                                                                  \
    test_serve_streams(serve_player, (p), (lit), sizeof(lit) - 1, (out), (log), sizeof(out))

/* TK_BOTPLAY_SERVE_STRICT: a binary line never reaches the game, a line
 * is line_max bytes with its "\r\n", a last line without "\n" is not read;
 * the same bytes loosely for comparison. */
START_TEST(test_serve_strict)
{
    static const char input[] = "tly 1\n"
                                "match goal=50\n"
                                "add 5\0 and more\n"
                                "add 1\x01\n"
                                "add 2\x7f\n"
                                "add \xc3\xa9\n"
                                "add\r3\n"
                                /* 32 bytes with "\r\n" (read), 33; 32 with "\n" (read), 33 */
                                "note xxxxxxxxxxxxxxxxxxxxxxxxx\r\n"
                                "note xxxxxxxxxxxxxxxxxxxxxxxxxx\r\n"
                                "note xxxxxxxxxxxxxxxxxxxxxxxxxx\n"
                                "note xxxxxxxxxxxxxxxxxxxxxxxxxxx\n"
                                "\x1b\n"
                                "ask\n"
                                "ask"; /* no \n: not read */
    TkBotPlayGame g = tally_with(TK_BOTPLAY_SERVE_STRICT);
    Ctx c;
    TkBotPlayer *p = make_game(&c, &g, "Tom");
    char out[1200], log[1200];
    ck_assert_int_eq(SERVE(p, input, out, log), 0);
    ck_assert_str_eq(out, "ok Tom\nsum 0\n");
    ck_assert_str_eq(log, "tally bot: match: goal 50\n"
                          "tally bot: skipped a line from the host: binary or non-ASCII bytes\n"
                          "tally bot: skipped a line from the host: binary or non-ASCII bytes\n"
                          "tally bot: skipped a line from the host: binary or non-ASCII bytes\n"
                          "tally bot: skipped a line from the host: binary or non-ASCII bytes\n"
                          "tally bot: skipped a line from the host: binary or non-ASCII bytes\n"
                          "tally bot: skipped a line from the host: longer than 32 bytes\n"
                          "tally bot: skipped a line from the host: longer than 32 bytes\n"
                          "tally bot: skipped a line from the host: binary or non-ASCII bytes\n");
    ck_assert_int_eq(c.raw_seen, 2);
    ck_assert_int_eq(state_of(p)->sum, 0);
    tk_botplay_free(p);
    /* Loosely: the game refuses what is not words, 32 bytes are the text
     * alone, the last line is read. */
    p = make(&c, "Tom");
    ck_assert_int_eq(SERVE(p, input, out, log), 0);
    ck_assert_str_eq(out, "ok Tom\nsum 0\nsum 0\n");
    ck_assert_int_eq(c.raw_seen, 4);
    ck_assert_ptr_null(strstr(log, "from the host"));
    ck_assert_ptr_nonnull(strstr(log, "tally bot: 'add 2\\x7f' is not a line of Tally"));
    tk_botplay_free(p);
    /* the strict frame needs two bytes */
    g.line_max = 1;
    ck_assert_int_eq(tk_botplay_new(&g, "easy", NULL, &c, &p, NULL, 0), TK_E_ARG);
}
END_TEST

/* TK_BOTPLAY_SERVE_COUNT: `bye` says how many lines were refused or
 * skipped; an input that ends says nothing of them. */
START_TEST(test_serve_count)
{
    TkBotPlayGame g = tally_with(TK_BOTPLAY_SERVE_COUNT);
    Ctx c;
    TkBotPlayer *p = make_game(&c, &g, "Tom");
    char out[1200], log[1200];
    ck_assert_int_eq(SERVE(p, "tly 1\nbye\n", out, log), 0);
    ck_assert_str_eq(log, "tally bot: bye (0 lines refused)\n");
    /* a refused line, a skipped one, another version, `bye now`: 4 */
    ck_assert_int_eq(SERVE(p,
                           "tly 2\nmatch goal=5\nadd 9\n"
                           "add 1 2 3 4 5 6 7 8 9 10 11 12 13 14\n"
                           "add 1\nbye now\nbye\nadd 1\n",
                           out, log),
                     0);
    ck_assert_str_eq(log, "tally bot: 'tly 2': Tally speaks version 1 ('tly 1')\n"
                          "tally bot: match: goal 5\n"
                          "tally bot: 'add 9' passes the goal\n"
                          "tally bot: skipped a line longer than 32 bytes\n"
                          "tally bot: 'bye now' is not a line of Tally\n"
                          "tally bot: bye (4 lines refused)\n");
    ck_assert_int_eq(state_of(p)->sum, 1);
    /* counted again for each loop; one line */
    ck_assert_int_eq(SERVE(p, "add 9\nbye\n", out, log), 0);
    ck_assert_str_eq(log, "tally bot: 'add 9' passes the goal\n"
                          "tally bot: bye (1 line refused)\n");
    /* the end of the input is not `bye` */
    ck_assert_int_eq(SERVE(p, "add 9\n", out, log), 0);
    ck_assert_str_eq(log, "tally bot: 'add 9' passes the goal\n");
    tk_botplay_free(p);
    /* with strict framing the binary lines count too */
    g.serve |= TK_BOTPLAY_SERVE_STRICT;
    p = make_game(&c, &g, "Tom");
    ck_assert_int_eq(SERVE(p, "\x01\nadd 1\nx\xff\nbye\n", out, log), 0);
    ck_assert_ptr_nonnull(strstr(log, "tally bot: bye (3 lines refused)\n"));
    tk_botplay_free(p);
}
END_TEST

/* TK_BOTPLAY_SERVE_END: an input that ends before the match is over is
 * the loop's failure, told; after the match, or after `bye`, it is not. */
START_TEST(test_serve_end)
{
    TkBotPlayGame g = tally_with(TK_BOTPLAY_SERVE_END);
    Ctx c;
    TkBotPlayer *p = make_game(&c, &g, "Tom");
    char out[1200], log[1200];
    ck_assert_int_eq(SERVE(p, "tly 1\n", out, log), TK_BOTPLAY_CUT);
    ck_assert_str_eq(log, "tally bot: input ended without 'bye' during the match\n");
    ck_assert_int_eq(SERVE(p, "match goal=9\nadd 2\n", out, log), TK_BOTPLAY_CUT);
    ck_assert_str_eq(log, "tally bot: match: goal 9\n"
                          "tally bot: input ended without 'bye' during the match\n");
    ck_assert_int_eq(SERVE(p, "over\n", out, log), 0);
    ck_assert_str_eq(log, "tally bot: over at 2\n"
                          "tally bot: input ended without 'bye' after the match\n");
    /* a new match is under way again; `bye` ends it well, told nothing */
    ck_assert_int_eq(SERVE(p, "match goal=9\nbye\n", out, log), 0);
    ck_assert_str_eq(log, "tally bot: match: goal 9\n");
    ck_assert_int_eq(SERVE(p, "", out, log), TK_BOTPLAY_CUT);
    tk_botplay_free(p);
    /* without the flag the end is no failure, and `over` is not needed */
    p = make(&c, "Tom");
    ck_assert_int_eq(SERVE(p, "tly 1\nmatch goal=9\n", out, log), 0);
    ck_assert_str_eq(log, "tally bot: match: goal 9\n");
    tk_botplay_free(p);
    g.over = NULL;
    ck_assert_int_eq(tk_botplay_new(&g, "easy", NULL, &c, &p, NULL, 0), TK_E_ARG);
    ck_assert_ptr_null(p);
}
END_TEST

/* TkBotPlayGame.blind: said after the reason of a refused line whose
 * answer is written all the same, and only then. */
START_TEST(test_serve_blind)
{
    TkBotPlayGame g = tally_with(0);
    Ctx c;
    TkBotPlayer *p = make_game(&c, &g, "Tom");
    char out[1200], log[1200];
    ck_assert_int_eq(SERVE(p, "match goal=9\nadd 10\nover\nask\n", out, log), 0);
    ck_assert_str_eq(out, "pass\n");
    ck_assert_str_eq(log, "tally bot: match: goal 9\n"
                          "tally bot: 'add 10' passes the goal\n"
                          "tally bot: over at 0\n"
                          "tally bot: 'ask' after the match: answered 'pass'; answered all the "
                          "same\n");
    tk_botplay_free(p);
}
END_TEST

static Suite *botplay_suite(void)
{
    Suite *s = suite_create("tk_botplay");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_new_and_names);
    tcase_add_test(tc, test_hello_and_bye);
    tcase_add_test(tc, test_refused_line_changes_nothing);
    tcase_add_test(tc, test_serve_script);
    tcase_add_test(tc, test_serve_strict);
    tcase_add_test(tc, test_serve_count);
    tcase_add_test(tc, test_serve_end);
    tcase_add_test(tc, test_serve_blind);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(botplay_suite(), NULL, 0);
}
