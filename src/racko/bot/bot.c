/*
 * bot.c - a seat played by an outside program through Rack-O's bot
 * protocol: the conversation (hello, the match line, information lines,
 * questions, answers and their refusals) on the kit's bot transport
 * (kit/bot.h), which carries the lines and watches the program: framing,
 * queued writes, reply limits, floods, exits, the log, `bye`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/bot.h"
#include "racko/bot.h"

struct RackoBot {
    TkBotAsk ask; /* the transport, the question out (RackoBotQuestion), its refusals */
    int seat;
    int match_sent;
    RackoView view; /* what the question out was asked from */

    /* what the match needs to speak */
    int players;
    int rack[RACKO_SLOTS];
    int rack_sent;
};

void racko_bot_options_default(RackoBotOptions *opt)
{
    if (opt != NULL) {
        opt->reply_ms = RACKO_BOT_REPLY_MS;
        opt->max_refusals = RACKO_BOT_REFUSALS;
        opt->log_max = RACKO_BOT_LOG_MAX;
    }
}

static void put_msg(char *msg, size_t size, const char *text)
{
    if (msg != NULL && size > 0) {
        snprintf(msg, size, "%s", text);
    }
}

/* Handles one answer line.  Returns 1 if it was accepted. */
static int take_line(RackoBot *bot, const char *line, RackoAction *out)
{
    char why[160], quoted[48];
    RackoAction a;

    tk_bot_quote(line, quoted, sizeof quoted);
    if (bot->ask.q == RACKO_BOT_Q_HELLO) {
        if (tk_bot_take_hello(bot->ask.tk, line, why, sizeof why) != RACKO_OK) {
            (void)tk_bot_ask_refuse(&bot->ask, why, quoted, 0);
            return 0;
        }
        tk_bot_ask_close(&bot->ask);
        return 1;
    }
    if (racko_bot_parse_answer((RackoBotQuestion)bot->ask.q, line, &a, why, sizeof why) !=
            RACKO_OK ||
        racko_bot_check_answer(&bot->view, a, why, sizeof why) != RACKO_OK) {
        (void)tk_bot_ask_refuse(&bot->ask, why, quoted, 0);
        return 0;
    }
    tk_bot_ask_close(&bot->ask);
    if (out != NULL) {
        *out = a;
    }
    return 1;
}

/* Waits up to wait_ms for the answer to the question being asked. */
static RackoBotResult await(RackoBot *bot, int wait_ms, RackoAction *out)
{
    int64_t end = tk_bot_now_ms() + (wait_ms > 0 ? wait_ms : 0);

    for (;;) {
        int64_t left = end - tk_bot_now_ms();
        const char *line = "";
        char why[48], what[56];

        switch (tk_bot_ask_read(&bot->ask, left > 0 ? (int)left : 0, &line, why, sizeof why, what,
                                sizeof what)) {
        case TK_BOT_LINE:
            if (take_line(bot, line, out)) {
                return RACKO_BOT_ANSWER;
            }
            break;
        case TK_BOT_TOO_LONG:
        case TK_BOT_BINARY:
            (void)tk_bot_ask_refuse(&bot->ask, why, what, 0);
            break;
        case TK_BOT_LATE:
            tk_bot_fail_late(bot->ask.tk);
            bot->ask.q = RACKO_BOT_Q_NONE;
            return RACKO_BOT_FAILED;
        case TK_BOT_FAILED:
            return RACKO_BOT_FAILED;
        case TK_BOT_NOTHING:
            return bot->ask.q == RACKO_BOT_Q_NONE ? RACKO_BOT_IDLE : RACKO_BOT_PENDING;
        }
        if (tk_bot_failed(bot->ask.tk)) {
            bot->ask.q = RACKO_BOT_Q_NONE;
            return RACKO_BOT_FAILED;
        }
    }
}

/* ---- life ---- */

int racko_bot_start(const char *command, int seat, const RackoBotOptions *opt, RackoBot **out,
                    char *msg, size_t size)
{
    TkBotOptions topt;
    RackoBot *bot;
    char hello[16];
    int st;

    if (out != NULL) {
        *out = NULL;
    }
    if (command == NULL || out == NULL || seat < 0 || seat >= RACKO_MAX_SEATS) {
        put_msg(msg, size, "bad arguments to racko_bot_start");
        return RACKO_E_ARG;
    }
    bot = calloc(1, sizeof *bot);
    if (bot == NULL) {
        put_msg(msg, size, "out of memory");
        return RACKO_E_NOMEM;
    }
    bot->seat = seat;
    bot->ask.refusal = "error";
    bot->ask.line_max = RACKO_BOT_LINE_MAX;
    bot->ask.reply_ms = opt != NULL && opt->reply_ms > 0 ? opt->reply_ms : RACKO_BOT_REPLY_MS;
    bot->ask.max_refusals =
        opt != NULL && opt->max_refusals > 0 ? opt->max_refusals : RACKO_BOT_REFUSALS;
    memset(&topt, 0, sizeof topt);
    topt.line_max = RACKO_BOT_LINE_MAX;
    topt.log_max = opt != NULL && opt->log_max > 0 ? opt->log_max : RACKO_BOT_LOG_MAX;
    topt.bye = "bye";
    snprintf(hello, sizeof hello, "rbp %d", RACKO_BOT_PROTOCOL);
    st = tk_bot_ask_start(&bot->ask, command, &topt, hello, msg, size);
    if (st != RACKO_OK) {
        racko_bot_free(bot);
        return st;
    }
    (void)tk_bot_ask_pump(&bot->ask);
    *out = bot;
    return RACKO_OK;
}

RackoBotResult racko_bot_hello(RackoBot *bot, int wait_ms)
{
    RackoBotResult r;

    if (bot == NULL || tk_bot_failed(bot->ask.tk)) {
        return RACKO_BOT_FAILED;
    }
    if (tk_bot_greeted(bot->ask.tk)) {
        return RACKO_BOT_ANSWER;
    }
    r = await(bot, wait_ms, NULL);
    if (r == RACKO_BOT_FAILED) {
        return r;
    }
    return tk_bot_greeted(bot->ask.tk) ? RACKO_BOT_ANSWER : RACKO_BOT_PENDING;
}

int racko_bot_new(const char *command, int seat, const RackoBotOptions *opt, RackoBot **out,
                  char *msg, size_t size)
{
    RackoBot *bot = NULL;
    RackoBotResult r;
    int st;

    if (out != NULL) {
        *out = NULL;
    }
    st = racko_bot_start(command, seat, opt, &bot, msg, size);
    if (st != RACKO_OK) {
        return st;
    }
    do {
        r = racko_bot_hello(bot, bot->ask.reply_ms);
    } while (r == RACKO_BOT_PENDING);
    if (r != RACKO_BOT_ANSWER) {
        tk_bot_failure_line(bot->ask.tk, msg, size);
        racko_bot_free(bot);
        return RACKO_E_IO;
    }
    *out = bot;
    return RACKO_OK;
}

void racko_bot_free(RackoBot *bot)
{
    if (bot == NULL) {
        return;
    }
    tk_bot_free(bot->ask.tk);
    free(bot);
}

const char *racko_bot_name(const RackoBot *bot)
{
    return tk_bot_name(bot != NULL ? bot->ask.tk : NULL);
}

int racko_bot_seat(const RackoBot *bot)
{
    return bot != NULL ? bot->seat : -1;
}

int racko_bot_failed(const RackoBot *bot)
{
    return bot != NULL && tk_bot_failed(bot->ask.tk);
}

const char *racko_bot_failure(const RackoBot *bot)
{
    return bot != NULL ? tk_bot_failure(bot->ask.tk) : "";
}

const char *racko_bot_log(RackoBot *bot, size_t *len)
{
    return tk_bot_log(bot != NULL ? bot->ask.tk : NULL, len);
}

TkBot *racko_bot_transport(RackoBot *bot)
{
    return bot != NULL ? bot->ask.tk : NULL;
}

/* ---- the match ---- */

int racko_bot_match(RackoBot *bot, const RackoConfig *cfg)
{
    static const unsigned names[] = {RACKO_RULE_BONUS, RACKO_RULE_TWORUN, RACKO_RULE_ECLAIR,
                                     RACKO_RULE_TOKENS, RACKO_RULE_SHUFFLE};
    char rules[64] = "";
    size_t i, len = 0;
    int st;

    if (bot == NULL || cfg == NULL) {
        return RACKO_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return RACKO_E_IO;
    }
    if (!tk_bot_greeted(bot->ask.tk) || bot->match_sent) {
        return RACKO_E_PHASE;
    }
    if (racko_config_check(cfg, NULL, 0) != RACKO_OK || bot->seat >= cfg->players) {
        return RACKO_E_CONFIG;
    }
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (cfg->rules & names[i]) {
            const char *name = racko_rule_name(names[i]);

            if (name != NULL) {
                len += (size_t)snprintf(rules + len, sizeof rules - len, "%s%s",
                                        len > 0 ? "," : "", name);
            }
        }
    }
    if (len == 0) {
        snprintf(rules, sizeof rules, "none");
    }
    st = tk_bot_send(bot->ask.tk, "match players=%d seat=%d deck=%d target=%d teams=%d rules=%s", cfg->players,
             bot->seat + 1, racko_config_deck_size(cfg), cfg->target,
             (cfg->rules & RACKO_RULE_TEAMS) ? 1 : 0, rules);
    if (st != RACKO_OK) {
        return st;
    }
    bot->match_sent = 1;
    bot->players = cfg->players;
    (void)tk_bot_ask_pump(&bot->ask);
    return tk_bot_failed(bot->ask.tk) ? RACKO_E_IO : RACKO_OK;
}

static int say_rack(RackoBot *bot, const char *head, const int *rack)
{
    return tk_bot_send(bot->ask.tk, "%s %d %d %d %d %d %d %d %d %d %d", head, rack[0], rack[1], rack[2],
               rack[3], rack[4], rack[5], rack[6], rack[7], rack[8], rack[9]);
}

/* A dealt card reached the bot's own rack: send the rack once it is full. */
static int own_card(RackoBot *bot, int slot, int card)
{
    int k, full = 1;

    if (slot < 0 || slot >= RACKO_SLOTS || card <= 0) {
        return RACKO_OK;
    }
    bot->rack[slot] = card;
    for (k = 0; k < RACKO_SLOTS; k++) {
        if (bot->rack[k] <= 0) {
            full = 0;
        }
    }
    if (full && !bot->rack_sent) {
        bot->rack_sent = 1;
        return say_rack(bot, "rack", bot->rack);
    }
    return RACKO_OK;
}

static int score_lines(RackoBot *bot, const RackoRoundScore *sc)
{
    int s, k, st;

    st = tk_bot_send(bot->ask.tk, "roundover winner=%d", sc->winner >= 0 ? sc->winner + 1 : 0);
    for (s = 0; st == RACKO_OK && s < bot->players; s++) {
        int rack[RACKO_SLOTS], full = 1;
        char head[24];

        for (k = 0; k < RACKO_SLOTS; k++) {
            rack[k] = sc->rack[s][k];
            if (rack[k] == 0) {
                full = 0;
            }
        }
        if (full) { /* a seat out of a token match has no rack */
            snprintf(head, sizeof head, "racks %d", s + 1);
            st = say_rack(bot, head, rack);
        }
    }
    for (s = 0; st == RACKO_OK && s < bot->players; s++) {
        st = tk_bot_send(bot->ask.tk, "score %d %d %d", s + 1, sc->points[s], sc->total[s]);
    }
    return st;
}

static int event_lines(RackoBot *bot, const RackoEvent *e)
{
    int me = bot->seat;

    switch (e->kind) {
    case RACKO_EV_ROUND_START:
        memset(bot->rack, 0, sizeof bot->rack);
        bot->rack_sent = 0;
        return tk_bot_send(bot->ask.tk, "round %d dealer=%d", e->u.round_start.round,
                   e->u.round_start.dealer + 1);
    case RACKO_EV_DEAL_CARD:
        if (e->u.deal_card.seat == me && e->u.deal_card.slot >= 0) {
            return own_card(bot, e->u.deal_card.slot, e->u.deal_card.card);
        }
        return RACKO_OK;
    case RACKO_EV_ECLAIR_PLACE:
        if (e->u.eclair_place.seat == me) {
            return own_card(bot, e->u.eclair_place.slot, e->u.eclair_place.card);
        }
        return RACKO_OK;
    case RACKO_EV_DISCARD_FLIP:
        return tk_bot_send(bot->ask.tk, "discard %d", e->u.discard_flip.card);
    case RACKO_EV_TURN_START:
        if (e->u.turn_start.seat == me) {
            bot->ask.refusals = 0;
        }
        return tk_bot_send(bot->ask.tk, "turn %d", e->u.turn_start.seat + 1);
    case RACKO_EV_DRAW_DECK:
        return tk_bot_send(bot->ask.tk, "drew %d deck", e->u.draw_deck.seat + 1);
    case RACKO_EV_TAKE_DISCARD:
        return tk_bot_send(bot->ask.tk, "drew %d discard %d", e->u.take_discard.seat + 1,
                   e->u.take_discard.card);
    case RACKO_EV_PLACE:
        if (e->u.place.seat == me && e->u.place.slot >= 0 && e->u.place.slot < RACKO_SLOTS) {
            bot->rack[e->u.place.slot] = e->u.place.card_in;
        }
        return tk_bot_send(bot->ask.tk, "placed %d %d %d", e->u.place.seat + 1, e->u.place.slot + 1,
                   e->u.place.card_out);
    case RACKO_EV_DISCARD:
        return tk_bot_send(bot->ask.tk, "discarded %d %d", e->u.discard.seat + 1, e->u.discard.card);
    case RACKO_EV_RESHUFFLE:
        return tk_bot_send(bot->ask.tk, "reshuffled %d", e->u.reshuffle.draw_count);
    case RACKO_EV_ROUND_SCORED:
        return score_lines(bot, &e->u.round_scored);
    case RACKO_EV_MATCH_OVER: {
        /* with teams, name the team's first seat: team 0 is seats 1+3, team 1 seats 2+4 */
        int w = e->u.match_over.team >= 0 ? e->u.match_over.team : e->u.match_over.winner;

        tk_bot_finish(bot->ask.tk);
        return tk_bot_send(bot->ask.tk, "matchover winner=%d", w >= 0 ? w + 1 : 0);
    }
    default:
        /* DEALER_DRAW, RACKO, TURN_LIMIT, TOKEN_PAYMENT: no line of their
           own (ROUND_SCORED carries the round's outcome) */
        return RACKO_OK;
    }
}

int racko_bot_event(RackoBot *bot, const RackoEvent *ev)
{
    RackoEvent seen;
    int st;

    if (bot == NULL || ev == NULL) {
        return RACKO_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return RACKO_E_IO;
    }
    if (!bot->match_sent) {
        return RACKO_E_PHASE;
    }
    racko_event_redact(ev, bot->seat, &seen);
    st = event_lines(bot, &seen);
    if (st != RACKO_OK) {
        return tk_bot_failed(bot->ask.tk) ? RACKO_E_IO : st;
    }
    (void)tk_bot_ask_pump(&bot->ask);
    return tk_bot_failed(bot->ask.tk) ? RACKO_E_IO : RACKO_OK;
}

int racko_bot_ask(RackoBot *bot, const RackoView *view)
{
    RackoBotQuestion q;
    char line[TK_BOT_ASK_LINE];
    int st;

    if (bot == NULL || view == NULL) {
        return RACKO_E_ARG;
    }
    if (tk_bot_failed(bot->ask.tk)) {
        return RACKO_E_IO;
    }
    if (!bot->match_sent || bot->ask.q != RACKO_BOT_Q_NONE) {
        return RACKO_E_PHASE;
    }
    if (view->seat != bot->seat) {
        return RACKO_E_ARG;
    }
    q = racko_bot_question(view, line, sizeof line);
    if (q == RACKO_BOT_Q_NONE) {
        return RACKO_E_ARG;
    }
    memcpy(&bot->view, view, sizeof bot->view);
    st = tk_bot_ask_put(&bot->ask, q, bot->ask.reply_ms, line);
    if (st != RACKO_OK) {
        return tk_bot_failed(bot->ask.tk) ? RACKO_E_IO : st;
    }
    if (q == RACKO_BOT_Q_ECLAIR) {
        bot->ask.refusals = 0; /* each card of a lightning deal is a decision of its own */
    }
    (void)tk_bot_ask_pump(&bot->ask);
    return tk_bot_failed(bot->ask.tk) ? RACKO_E_IO : RACKO_OK;
}

RackoBotResult racko_bot_poll(RackoBot *bot, int wait_ms, RackoAction *out)
{
    if (bot == NULL || tk_bot_failed(bot->ask.tk)) {
        return RACKO_BOT_FAILED;
    }
    if (bot->ask.q == RACKO_BOT_Q_NONE) {
        return tk_bot_ask_pump(&bot->ask) != RACKO_OK ? RACKO_BOT_FAILED : RACKO_BOT_IDLE;
    }
    if (bot->ask.q == RACKO_BOT_Q_HELLO) {
        /* the hello is answered through racko_bot_hello() */
        RackoBotResult r = racko_bot_hello(bot, wait_ms);

        if (r == RACKO_BOT_ANSWER) {
            return RACKO_BOT_IDLE;
        }
        return r;
    }
    return await(bot, wait_ms, out);
}
