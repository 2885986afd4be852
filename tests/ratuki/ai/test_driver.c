/*
 * test_driver.c - the round driver (ratuki/driver.h) with scripted
 * agents: every timing rule of the bot protocol (due at T + max(D, 250),
 * keep and wait, refused at once against checked when due, the same
 * millisecond in seat order after the windows, told once), the 20
 * refusals, failed agents and their replacement, answers that come later,
 * a person's actions, the last state, and whole rounds of our levels.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/run.h"
#include "engine/helpers.h"
#include "ratuki/ai.h"
#include "ratuki/driver.h"
#include "ratuki/record.h"

enum { MAX_SCRIPT = 64, MAX_LOG = 512 };

/* A scripted agent: answers in order (then `wait`), and a log of what it
 * was told. */
typedef struct Script {
    RtIntent answer[MAX_SCRIPT];
    int reply[MAX_SCRIPT]; /* RtAgentReply of each answer (0: ANSWER) */
    int n, next;
    int repeat;            /* after the list: the last answer again (not wait) */
    int asks;
    int ask_time[MAX_LOG];
    int ask_tell[MAX_LOG];
    int states;            /* tells of the state alone */
    int state_before_end;  /* a state alone came just before the round's end event */
    int last_was_state;
    int refused;
    char refusal[MAX_LOG / 8][RT_DRIVER_TEXT];
    int events;
    int event_kinds[RT_EV_MATCH_END + 1];
    RtIntent late;         /* the answer poll gives */
    int late_ready;
} Script;

static int s_event(void *self, const RtEvent *ev, char *why, size_t size)
{
    Script *s = self;
    (void)why;
    (void)size;
    if (ev->kind == RT_EV_ROUND_END && s->last_was_state) {
        s->state_before_end = 1;
    }
    s->last_was_state = 0;
    s->events++;
    s->event_kinds[ev->kind]++;
    return TK_OK;
}

static int s_ask(void *self, const RtView *view, int tell, RtIntent *out, char *why, size_t size)
{
    Script *s = self;
    if (!(tell & RT_TELL_ASK)) {
        s->states++;
        s->last_was_state = 1;
        return TK_OK;
    }
    s->last_was_state = 0;
    if (s->asks < MAX_LOG) {
        s->ask_time[s->asks] = view->now;
        s->ask_tell[s->asks] = tell;
    }
    s->asks++;
    memset(out, 0, sizeof *out);
    if (s->next < s->n) {
        int i = s->next++;
        *out = s->answer[i];
        if (s->reply[i] == RT_AGENT_REFUSED || s->reply[i] == RT_AGENT_FAILED) {
            snprintf(why, size, "%s", s->reply[i] == RT_AGENT_FAILED ? "exited with status 3"
                                                                      : "'hello' is not an answer");
        }
        return s->reply[i];
    }
    if (s->repeat && s->n > 0) {
        *out = s->answer[s->n - 1];
        return s->reply[s->n - 1];
    }
    out->kind = RT_INTENT_WAIT;
    return RT_AGENT_ANSWER;
}

static int s_poll(void *self, RtIntent *out, char *why, size_t size)
{
    Script *s = self;
    (void)why;
    (void)size;
    if (!s->late_ready) {
        return RT_AGENT_LATER;
    }
    *out = s->late;
    s->late_ready = 0;
    return RT_AGENT_ANSWER;
}

static int s_refused(void *self, const char *text, char *why, size_t size)
{
    Script *s = self;
    (void)why;
    (void)size;
    if (s->refused < MAX_LOG / 8) {
        snprintf(s->refusal[s->refused], RT_DRIVER_TEXT, "%s", text);
    }
    s->refused++;
    return TK_OK;
}

static const RtAgentOps script_ops = {s_event, s_ask, s_poll, s_refused};

static void add(Script *s, RtIntentKind kind, int card, int place, int delay)
{
    ck_assert_int_lt(s->n, MAX_SCRIPT);
    s->answer[s->n].kind = kind;
    s->answer[s->n].card = card;
    s->answer[s->n].place = place;
    s->answer[s->n].delay = delay;
    s->reply[s->n] = RT_AGENT_ANSWER;
    s->n++;
}

static void add_reply(Script *s, int reply)
{
    add(s, RT_INTENT_WAIT, 0, 0, 0);
    s->reply[s->n - 1] = reply;
}

/* A table of `players` with scripted decks and agents; the game's
 * events stay in the driver's queue. */
typedef struct Table {
    RtGame *g;
    RtDriver *d;
    Script sc[RT_MAX_SEATS];
} Table;

static void table_open(Table *t, int players, int window, const int *const *decks,
                       const int *ndecks)
{
    memset(t, 0, sizeof *t);
    t->g = rth_game(players, 100, window, 11);
    for (int s = 0; s < players; s++) {
        if (decks != NULL && decks[s] != NULL) {
            rth_script(t->g, s, decks[s], ndecks[s]);
        }
    }
    ck_assert_int_eq(rt_driver_new(t->g, NULL, &t->d), TK_OK);
    for (int s = 0; s < players; s++) {
        RtAgent a = {&script_ops, &t->sc[s]};
        ck_assert_int_eq(rt_driver_set_agent(t->d, s, &a), TK_OK);
    }
}

static void table_close(Table *t)
{
    rt_driver_free(t->d);
    rt_game_free(t->g);
}

/* The events of the driver's queue of `kind`, their times into times[]. */
static int events_of(RtDriver *d, int kind, int *times, int max)
{
    RtEvent e;
    int n = 0;
    while (rt_driver_event_next(d, &e)) {
        if ((int)e.kind == kind) {
            if (times != NULL && n < max) {
                times[n] = e.time;
            }
            n++;
        }
    }
    return n;
}

static const int deck_1233[] = {1, 2, 3, 3};
static const int deck_1123[] = {1, 1, 2, 3};

START_TEST(test_due_time)
{
    Table t;
    const int *decks[] = {deck_1233, deck_1123};
    const int n[] = {4, 4};
    table_open(&t, 2, 150, decks, n);
    /* A delay under 250 ms: due 250 ms after the question. */
    add(&t.sc[0], RT_INTENT_PLAY, 1, 0, 100);
    add(&t.sc[1], RT_INTENT_PLAY, 1, 1, 700);
    add(&t.sc[1], RT_INTENT_KEEP, 0, 0, 0); /* at 250 */
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert_int_eq(t.sc[0].asks, 1);
    ck_assert_int_eq(t.sc[0].ask_time[0], 0);
    ck_assert_int_eq(t.sc[0].ask_tell[0], RT_TELL_STATE | RT_TELL_ASK);
    ck_assert_int_eq(rt_driver_next_due(t.d), 250);
    RtIntent in;
    int due = 0;
    ck_assert(rt_driver_intent(t.d, 0, &in, &due));
    ck_assert_int_eq(due, 250);
    ck_assert_int_eq(rt_driver_advance(t.d, 249), TK_OK);
    ck_assert_int_eq(rt_driver_time(t.d), 249);
    RtPlaceView pv;
    rt_game_place(t.g, 0, &pv);
    ck_assert_int_eq(pv.height, 0);
    ck_assert_int_eq(rt_driver_advance(t.d, 700), TK_OK);
    int times[4];
    ck_assert_int_eq(events_of(t.d, RT_EV_PLAYED, times, 4), 2);
    ck_assert_int_eq(times[0], 250);
    ck_assert_int_eq(times[1], 700);
    /* Every seat was asked again at 250 and at 700 (a change anyone can
     * see), and at 400 nobody (the 1 became final: nothing new to see). */
    ck_assert_int_eq(t.sc[1].asks, 3);
    ck_assert_int_eq(t.sc[1].ask_time[1], 250);
    ck_assert_int_eq(t.sc[1].ask_time[2], 700);
    ck_assert_int_eq(rt_driver_advance(t.d, 600), TK_E_ARG); /* time does not go back */
    table_close(&t);
}
END_TEST

START_TEST(test_keep_wait_replace)
{
    const int *decks[] = {deck_1233, deck_1123};
    const int n[] = {4, 4};
    for (int variant = 0; variant < 3; variant++) {
        Table t;
        table_open(&t, 2, 150, decks, n);
        add(&t.sc[0], RT_INTENT_PLAY, 1, 0, 400);   /* due 400 */
        add(&t.sc[1], RT_INTENT_DISCARD, 2, 0, 300); /* at 300: a change */
        if (variant == 0) {
            add(&t.sc[0], RT_INTENT_KEEP, 0, 0, 0); /* keeps 400, 100 ms after this ask */
        } else if (variant == 1) {
            add(&t.sc[0], RT_INTENT_WAIT, 0, 0, 0);
        } else {
            add(&t.sc[0], RT_INTENT_DISCARD, 2, 0, 0); /* replaces: due 550 */
        }
        ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
        ck_assert_int_eq(rt_driver_advance(t.d, 1000), TK_OK);
        ck_assert_int_eq(t.sc[0].ask_time[1], 300);
        RtEvent e;
        int played = 0, discarded = 0, play_time = -1, discard_time = -1;
        while (rt_driver_event_next(t.d, &e)) {
            if (e.kind == RT_EV_PLAYED) {
                played++;
                play_time = e.time;
            }
            if (e.kind == RT_EV_DISCARDED && e.u.discarded.seat == 0) {
                discarded++;
                discard_time = e.time;
            }
        }
        if (variant == 0) {
            ck_assert_int_eq(played, 1);
            ck_assert_int_eq(play_time, 400);
        } else if (variant == 1) {
            ck_assert_int_eq(played, 0);
            ck_assert_int_eq(discarded, 0);
        } else {
            ck_assert_int_eq(played, 0);
            ck_assert_int_eq(discarded, 1);
            ck_assert_int_eq(discard_time, 550);
        }
        table_close(&t);
    }
}
END_TEST

START_TEST(test_refused_at_once)
{
    Table t;
    const int *decks[] = {deck_1233, deck_1123};
    const int n[] = {4, 4};
    table_open(&t, 2, 150, decks, n);
    add(&t.sc[0], RT_INTENT_KEEP, 0, 0, 0);      /* nothing pending */
    add(&t.sc[0], RT_INTENT_PLAY, 7, 0, 500);    /* no such card */
    add(&t.sc[0], RT_INTENT_PLAY, 1, 2, 500);    /* no place 3 at two seats */
    add(&t.sc[0], RT_INTENT_DISCARD, 1, 0, 60001);
    add_reply(&t.sc[0], RT_AGENT_REFUSED);      /* a line its layer could not read */
    add(&t.sc[0], RT_INTENT_PLAY, 1, 0, 500);    /* at last */
    add(&t.sc[1], RT_INTENT_DISCARD, 2, 0, 300);
    add(&t.sc[0], RT_INTENT_PLAY, 0, 0, 0);      /* at 300: refused at once... */
    add(&t.sc[0], RT_INTENT_KEEP, 0, 0, 0);      /* ...and kept: still due at 500 */
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert_int_eq(t.sc[0].refused, 5);
    ck_assert_str_eq(t.sc[0].refusal[0], "keep: nothing is pending");
    ck_assert_str_eq(t.sc[0].refusal[1], "a card is 1-5 or W");
    ck_assert_str_eq(t.sc[0].refusal[2], "the place must be 1-2, not 3");
    ck_assert_str_eq(t.sc[0].refusal[3], "the delay must be 0-60000 ms");
    ck_assert_str_eq(t.sc[0].refusal[4], "'hello' is not an answer");
    /* Asked again after each, the question alone, at the same time. */
    ck_assert_int_eq(t.sc[0].asks, 6);
    for (int i = 1; i < 6; i++) {
        ck_assert_int_eq(t.sc[0].ask_time[i], 0);
        ck_assert_int_eq(t.sc[0].ask_tell[i], RT_TELL_ASK);
    }
    ck_assert_int_eq(rt_driver_refusals(t.d, 0), 5);
    ck_assert_int_eq(rt_driver_advance(t.d, 600), TK_OK);
    ck_assert_int_eq(t.sc[0].refused, 6);
    ck_assert_str_eq(t.sc[0].refusal[5], "a card is 1-5 or W");
    int times[4];
    ck_assert_int_eq(events_of(t.d, RT_EV_PLAYED, times, 4), 1);
    ck_assert_int_eq(times[0], 500);
    /* Refusals are noticed. */
    RtNotice nt;
    int refusals = 0;
    while (rt_driver_notice_next(t.d, &nt)) {
        ck_assert_int_eq(nt.kind, RT_NOTICE_REFUSED);
        ck_assert_int_eq(nt.seat, 0);
        refusals++;
    }
    ck_assert_int_eq(refusals, 6);
    table_close(&t);
}
END_TEST

START_TEST(test_checked_when_due)
{
    Table t;
    const int *decks[] = {deck_1233, deck_1123};
    const int n[] = {4, 4};
    table_open(&t, 2, 150, decks, n);
    add(&t.sc[0], RT_INTENT_PLAY, 3, 0, 300); /* a 3 on a free place */
    add(&t.sc[0], RT_INTENT_PLAY, 5, 0, 300); /* no 5 in the hand */
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert_int_eq(rt_driver_advance(t.d, 300), TK_OK);
    ck_assert_int_eq(t.sc[0].refused, 1);
    ck_assert_str_eq(t.sc[0].refusal[0], "only a 1 starts a stack; place 1 is free");
    /* Then the state and the question, at 300; seat 2 saw nothing new. */
    ck_assert_int_eq(t.sc[0].asks, 2);
    ck_assert_int_eq(t.sc[0].ask_time[1], 300);
    ck_assert_int_eq(t.sc[0].ask_tell[1], RT_TELL_STATE | RT_TELL_ASK);
    ck_assert_int_eq(t.sc[1].asks, 1);
    ck_assert_int_eq(rt_driver_advance(t.d, 600), TK_OK);
    ck_assert_int_eq(t.sc[0].refused, 2);
    ck_assert_str_eq(t.sc[0].refusal[1], "your hand holds no 5");
    ck_assert_int_eq(rt_driver_refusals(t.d, 0), 2);
    ck_assert_int_eq(events_of(t.d, RT_EV_PLAYED, NULL, 0), 0);
    table_close(&t);
}
END_TEST

START_TEST(test_same_millisecond)
{
    const int *decks[] = {deck_1233, deck_1123, deck_1123};
    const int n[] = {4, 4, 4};
    /* Two 1s due at 500 on place 1: seat order; the second ties with the
     * first (window 150) or, without a window, is refused. */
    for (int window = 0; window <= 150; window += 150) {
        Table t;
        table_open(&t, 3, window, decks, n);
        add(&t.sc[1], RT_INTENT_PLAY, 1, 0, 500);
        add(&t.sc[0], RT_INTENT_PLAY, 1, 0, 500);
        ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
        ck_assert_int_eq(rt_driver_advance(t.d, 500), TK_OK);
        RtEvent e;
        int played = 0, ties = 0, first = -1;
        while (rt_driver_event_next(t.d, &e)) {
            if (e.kind == RT_EV_PLAYED) {
                played++;
                first = first < 0 ? e.u.played.seat : first;
            }
            ties += e.kind == RT_EV_TIE;
        }
        ck_assert_int_eq(first, 0);
        ck_assert_int_eq(played, 1);
        ck_assert_int_eq(ties, window > 0 ? 1 : 0);
        ck_assert_int_eq(t.sc[1].refused, window > 0 ? 0 : 1);
        /* Told once at 500: one question each. */
        for (int s = 0; s < 3; s++) {
            int at500 = 0;
            for (int i = 0; i < t.sc[s].asks; i++) {
                at500 += t.sc[s].ask_time[i] == 500;
            }
            ck_assert_int_eq(at500, 1);
        }
        table_close(&t);
    }
    /* A window that ends at T is final before the actions due at T. */
    Table t;
    table_open(&t, 3, 150, decks, n);
    add(&t.sc[0], RT_INTENT_PLAY, 1, 0, 250); /* pending 250..400 */
    add(&t.sc[1], RT_INTENT_PLAY, 2, 0, 400); /* due at 400: meets a final 1 */
    add(&t.sc[1], RT_INTENT_KEEP, 0, 0, 0);   /* asked at 250 */
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert_int_eq(rt_driver_advance(t.d, 400), TK_OK);
    RtEvent e;
    int kinds[8], nk = 0;
    while (rt_driver_event_next(t.d, &e)) {
        if (e.time == 400 && nk < 8) {
            kinds[nk++] = e.kind;
        }
    }
    ck_assert_int_ge(nk, 2);
    ck_assert_int_eq(kinds[0], RT_EV_FINAL);
    ck_assert_int_eq(kinds[1], RT_EV_PLAYED);
    table_close(&t);
}
END_TEST

START_TEST(test_twenty_refusals)
{
    Table t;
    const int *decks[] = {deck_1233, deck_1123};
    const int n[] = {4, 4};
    table_open(&t, 2, 150, decks, n);
    add(&t.sc[0], RT_INTENT_PLAY, 3, 1, 0); /* never fits: refused when due, again and again */
    t.sc[0].repeat = 1;
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert_int_eq(rt_driver_advance(t.d, 20 * 250 + 100), TK_OK);
    ck_assert_int_eq(rt_driver_refusals(t.d, 0), 20);
    ck_assert(rt_driver_failed(t.d, 0));
    /* Nineteen told; the twentieth ends it, then nothing more. */
    ck_assert_int_eq(t.sc[0].refused, 19);
    int asks = t.sc[0].asks;
    RtNotice nt;
    int failed = 0;
    while (rt_driver_notice_next(t.d, &nt)) {
        if (nt.kind == RT_NOTICE_FAILED) {
            failed++;
            ck_assert_int_eq(nt.seat, 0);
            ck_assert_str_eq(nt.text,
                             "20 refusals in one round; the last: only a 1 starts a stack; place 2 is free");
        }
    }
    ck_assert_int_eq(failed, 1);
    ck_assert_int_eq(rt_driver_advance(t.d, 9000), TK_OK);
    ck_assert_int_eq(t.sc[0].asks, asks);
    /* Another agent takes the seat: asked at once. */
    RtAI *ai = NULL;
    ck_assert_int_eq(rt_ai_new("expert", 3, NULL, &ai), TK_OK);
    RtAgent a;
    rt_ai_agent(ai, &a);
    ck_assert_int_eq(rt_driver_set_agent(t.d, 0, &a), TK_OK);
    ck_assert(!rt_driver_failed(t.d, 0));
    ck_assert(rt_driver_intent(t.d, 0, NULL, NULL));
    ck_assert_int_eq(rt_driver_run_round(t.d), TK_OK);
    ck_assert_int_ne(rt_game_phase(t.g), RT_PHASE_ROUND);
    rt_ai_free(ai);
    table_close(&t);
}
END_TEST

START_TEST(test_failed_agent)
{
    Table t;
    const int *decks[] = {deck_1233, deck_1123};
    const int n[] = {4, 4};
    table_open(&t, 2, 150, decks, n);
    add_reply(&t.sc[1], RT_AGENT_FAILED);
    add(&t.sc[0], RT_INTENT_PLAY, 1, 0, 300);
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert(rt_driver_failed(t.d, 1));
    RtNotice nt;
    ck_assert(rt_driver_notice_next(t.d, &nt));
    ck_assert_int_eq(nt.kind, RT_NOTICE_FAILED);
    ck_assert_int_eq(nt.seat, 1);
    ck_assert_str_eq(nt.text, "exited with status 3");
    ck_assert_int_eq(rt_driver_advance(t.d, 1000), TK_OK);
    ck_assert_int_eq(t.sc[1].asks, 1);
    ck_assert_int_eq(events_of(t.d, RT_EV_PLAYED, NULL, 0), 1);
    table_close(&t);
}
END_TEST

START_TEST(test_answer_later)
{
    Table t;
    const int *decks[] = {deck_1233, deck_1123};
    const int n[] = {4, 4};
    table_open(&t, 2, 150, decks, n);
    add_reply(&t.sc[0], RT_AGENT_LATER);
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert(!rt_driver_intent(t.d, 0, NULL, NULL));
    ck_assert_int_eq(rt_driver_advance(t.d, 100), TK_OK);
    /* The answer comes at 100: due 300 after the question at 0. */
    t.sc[0].late = (RtIntent){RT_INTENT_PLAY, 1, 0, 300};
    t.sc[0].late_ready = 1;
    ck_assert_int_eq(rt_driver_advance(t.d, 150), TK_OK);
    int due = 0;
    ck_assert(rt_driver_intent(t.d, 0, NULL, &due));
    ck_assert_int_eq(due, 300);
    ck_assert_int_eq(rt_driver_advance(t.d, 1000), TK_OK);
    int times[2];
    ck_assert_int_eq(events_of(t.d, RT_EV_PLAYED, times, 2), 1);
    ck_assert_int_eq(times[0], 300);
    table_close(&t);
    /* An answer that comes after its due time is done in the next
     * millisecond. */
    table_open(&t, 2, 150, decks, n);
    add_reply(&t.sc[0], RT_AGENT_LATER);
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert_int_eq(rt_driver_advance(t.d, 2000), TK_OK);
    t.sc[0].late = (RtIntent){RT_INTENT_DISCARD, 2, 0, 0};
    t.sc[0].late_ready = 1;
    ck_assert_int_eq(rt_driver_advance(t.d, 2000), TK_OK);
    ck_assert(rt_driver_intent(t.d, 0, NULL, &due));
    ck_assert_int_eq(due, 2001);
    table_close(&t);
}
END_TEST

START_TEST(test_person)
{
    Table t;
    const int *decks[] = {deck_1233, deck_1123};
    const int n[] = {4, 4};
    table_open(&t, 2, 150, decks, n);
    ck_assert_int_eq(rt_driver_set_agent(t.d, 1, NULL), TK_OK);
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    char msg[RT_DRIVER_TEXT];
    /* A seat played by an agent is not a person's. */
    ck_assert_int_eq(rt_driver_act(t.d, 0, RT_ACT_PLAY, 0, 0, 10, msg, sizeof msg), TK_E_ARG);
    /* The person's refusal: the engine's sentence, nothing changed. */
    int slot2 = rt_game_slot_of(t.g, 1, 2);
    ck_assert_int_eq(rt_driver_act(t.d, 1, RT_ACT_PLAY, slot2, 0, 500, msg, sizeof msg), TK_E_RULE);
    ck_assert_str_eq(msg, "only a 1 starts a stack; place 1 is free");
    ck_assert_int_eq(t.sc[0].asks, 1);
    int slot1 = rt_game_slot_of(t.g, 1, 1);
    ck_assert_int_eq(rt_driver_act(t.d, 1, RT_ACT_PLAY, slot1, 0, 700, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rt_driver_next_due(t.d), 700);
    ck_assert_int_eq(rt_driver_act(t.d, 1, RT_ACT_DISCARD, 0, 0, 600, msg, sizeof msg), TK_E_ARG);
    ck_assert_int_eq(rt_driver_advance(t.d, 700), TK_OK);
    ck_assert_int_eq(t.sc[0].asks, 2);
    ck_assert_int_eq(t.sc[0].ask_time[1], 700);
    ck_assert_int_eq(events_of(t.d, RT_EV_PLAYED, NULL, 0), 1);
    table_close(&t);
}
END_TEST

/* A moment marked: the game's clock and history hold it, nothing else
 * changes, and the round saved then resumes there. */
START_TEST(test_mark)
{
    Table t;
    const int *decks[] = {deck_1233, deck_1123};
    const int n[] = {4, 4};
    table_open(&t, 2, 150, decks, n);
    ck_assert_int_eq(rt_driver_mark(t.d, 100), TK_OK); /* no round: nothing to write */
    ck_assert_int_eq(rt_game_history_count(t.g), 2);  /* the two scripts */
    ck_assert_int_eq(rt_driver_set_agent(t.d, 1, NULL), TK_OK);
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    int items = rt_game_history_count(t.g);
    ck_assert_int_eq(rt_driver_advance(t.d, 200), TK_OK);
    ck_assert_int_eq(rt_game_now(t.g), 0); /* nothing was due: the game's clock stayed */
    ck_assert_int_eq(rt_game_history_count(t.g), items);
    ck_assert_int_eq(rt_driver_mark(t.d, 240), TK_OK);
    ck_assert_int_eq(rt_game_now(t.g), 240);
    ck_assert_int_eq(rt_driver_time(t.d), 240);
    ck_assert_int_eq(rt_game_history_count(t.g), items + 1);
    ck_assert_int_eq(rt_driver_mark(t.d, 240), TK_OK); /* written once */
    ck_assert_int_eq(rt_game_history_count(t.g), items + 1);
    ck_assert_int_eq(rt_driver_mark(t.d, 100), TK_E_ARG);
    ck_assert_int_eq(events_of(t.d, RT_EV_PLAYED, NULL, 0), 0);
    ck_assert_int_eq(t.sc[0].asks, 1);
    RtGame *back = NULL;
    char *text = NULL;
    char msg[200];
    ck_assert_int_eq(rt_record_write(t.g, NULL, &text, NULL), TK_OK);
    ck_assert_int_eq(rt_record_read(text, strlen(text), &back, NULL, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(rt_game_now(back), 240);
    free(text);
    rt_game_free(back);
    table_close(&t);
}
END_TEST

START_TEST(test_still_and_last_state)
{
    Table t;
    table_open(&t, 3, 150, NULL, NULL);
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert_int_eq(rt_driver_next_due(t.d), RT_STILL_MS);
    ck_assert_int_eq(rt_driver_run_round(t.d), TK_OK);
    ck_assert_int_eq(rt_game_phase(t.g), RT_PHASE_BETWEEN);
    RtRoundScore sc;
    ck_assert_int_eq(rt_game_last_score(t.g, &sc), TK_OK);
    ck_assert_int_eq(sc.reason, RT_END_STILL);
    ck_assert_int_eq(rt_driver_time(t.d), RT_STILL_MS);
    ck_assert_int_eq(rt_driver_next_due(t.d), -1);
    for (int s = 0; s < 3; s++) {
        ck_assert_int_eq(t.sc[s].asks, 1);
        ck_assert_int_eq(t.sc[s].states, 1);
        ck_assert(t.sc[s].state_before_end);
        ck_assert_int_eq(t.sc[s].event_kinds[RT_EV_ROUND_START], 1);
        ck_assert_int_eq(t.sc[s].event_kinds[RT_EV_STILL], 1);
        ck_assert_int_eq(t.sc[s].event_kinds[RT_EV_ROUND_END], 1);
    }
    ck_assert_int_eq(rt_driver_advance(t.d, RT_STILL_MS + 5), TK_OK);
    /* The next round. */
    ck_assert_int_eq(rt_driver_deal(t.d), TK_OK);
    ck_assert_int_eq(rt_driver_time(t.d), 0);
    ck_assert_int_eq(t.sc[0].asks, 2);
    table_close(&t);
}
END_TEST

/* Whole rounds of our levels at 2 to 5 seats: they end, the events'
 * times never go back, nobody's intention is refused but by the same
 * millisecond's changes, and the record replays the match. */
START_TEST(test_level_rounds)
{
    int players = 2 + _i % 4;
    const char *const *levels = rt_ai_levels();
    RtGame *g = rth_game(players, 0, 150, 500u + (uint64_t)_i);
    RtDriver *d = NULL;
    ck_assert_int_eq(rt_driver_new(g, NULL, &d), TK_OK);
    RtAI *ai[RT_MAX_SEATS];
    for (int s = 0; s < players; s++) {
        ck_assert_int_eq(rt_ai_new(levels[(s + _i) % 4], 77u * (uint64_t)(s + 1), NULL, &ai[s]), TK_OK);
        RtAgent a;
        rt_ai_agent(ai[s], &a);
        ck_assert_int_eq(rt_driver_set_agent(d, s, &a), TK_OK);
    }
    ck_assert_int_eq(rt_driver_deal(d), TK_OK);
    ck_assert_int_eq(rt_driver_run_round(d), TK_OK);
    ck_assert_int_eq(rt_game_phase(g), RT_PHASE_MATCH_OVER);
    RtEvent e;
    int last = 0, plays = 0;
    while (rt_driver_event_next(d, &e)) {
        ck_assert_int_ge(e.time, last);
        last = e.time;
        plays += e.kind == RT_EV_PLAYED;
    }
    ck_assert_int_gt(plays, 10);
    RtNotice nt;
    while (rt_driver_notice_next(d, &nt)) {
        ck_assert_int_eq(nt.kind, RT_NOTICE_REFUSED);
    }
    for (int s = 0; s < players; s++) {
        ck_assert(!rt_driver_failed(d, s));
        ck_assert_int_lt(rt_driver_refusals(d, s), RT_MAX_REFUSALS);
    }
    rth_check_cards(g);
    rth_check_replays(g);
    for (int s = 0; s < players; s++) {
        rt_ai_free(ai[s]);
    }
    rt_driver_free(d);
    rt_game_free(g);
}
END_TEST

START_TEST(test_intent_check)
{
    char why[100];
    RtIntent in = {RT_INTENT_PLAY, RT_WILD, 4, 60000};
    ck_assert_int_eq(rt_intent_check(&in, 5, 0, why, sizeof why), TK_OK);
    in.place = 5;
    ck_assert_int_eq(rt_intent_check(&in, 5, 0, why, sizeof why), TK_E_FORMAT);
    in.place = 0;
    in.card = 0;
    ck_assert_int_eq(rt_intent_check(&in, 5, 0, why, sizeof why), TK_E_FORMAT);
    in = (RtIntent){RT_INTENT_DISCARD, 2, 99, 0};
    ck_assert_int_eq(rt_intent_check(&in, 2, 0, why, sizeof why), TK_OK);
    in.delay = -1;
    ck_assert_int_eq(rt_intent_check(&in, 2, 0, why, sizeof why), TK_E_FORMAT);
    in = (RtIntent){RT_INTENT_KEEP, 0, 0, 0};
    ck_assert_int_eq(rt_intent_check(&in, 2, 1, why, sizeof why), TK_OK);
    ck_assert_int_eq(rt_intent_check(&in, 2, 0, why, sizeof why), TK_E_FORMAT);
    in.kind = (RtIntentKind)9;
    ck_assert_int_eq(rt_intent_check(&in, 2, 1, why, sizeof why), TK_E_FORMAT);
    ck_assert_int_eq(rt_intent_check(NULL, 2, 1, why, sizeof why), TK_E_FORMAT);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ratuki_driver");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_intent_check);
    tcase_add_test(tc, test_due_time);
    tcase_add_test(tc, test_keep_wait_replace);
    tcase_add_test(tc, test_refused_at_once);
    tcase_add_test(tc, test_checked_when_due);
    tcase_add_test(tc, test_same_millisecond);
    tcase_add_test(tc, test_twenty_refusals);
    tcase_add_test(tc, test_failed_agent);
    tcase_add_test(tc, test_answer_later);
    tcase_add_test(tc, test_person);
    tcase_add_test(tc, test_mark);
    tcase_add_test(tc, test_still_and_last_state);
    tcase_add_loop_test(tc, test_level_rounds, 0, 16);
    suite_add_tcase(s, tc);
    return test_run(s, NULL, 0);
}
