/*
 * bot.c - a seat played by an outside program through the bot protocol:
 * the conversation (hello, information lines, questions, answers, faults)
 * on top of the platform transport in proc.h.
 *
 * Output to the bot is queued in memory and written without blocking;
 * input is read only when we are called, framed by racko_line_reader_feed,
 * and every line must answer the question being asked: anything else is
 * a flood.  Nothing here blocks longer than the caller's wait_ms, except
 * racko_bot_new (the hello) and racko_bot_free (`bye`, then up to 200 ms).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proc.h"
#include "racko/bot.h"

#define OUT_MAX (1024 * 1024) /* queued bytes that show a bot is not reading */
#define IN_SIZE 4096
#define WAIT_SLICE_MS 50 /* longest single wait: exits are checked between */
#define BYE_WAIT_MS 200
#define LAST_WORDS_MS 250      /* a failed bot's stderr: longest wait in all */
#define LAST_WORDS_QUIET_MS 30 /* ... and for the next bytes */

struct RackoBot {
    RbProc *proc; /* NULL once the bot failed (it was killed) */
    int seat;
    int reply_ms;
    int max_refusals;
    size_t log_max;
    char name[RACKO_BOT_NAME_MAX + 1];
    int hello_done;
    int match_sent;
    int match_over; /* `matchover` was sent: the bot may leave now */
    int failed;
    char failure[200];

    /* the question being asked */
    RackoBotQuestion q;
    char qline[64];
    RackoView view;
    int64_t asked_at;
    int refusals; /* in this turn */
    char last_refused[80];

    /* bytes waiting to be written */
    char *out;
    size_t out_len, out_off, out_cap;
    int input_closed;

    /* bytes read, not yet framed */
    char in[IN_SIZE];
    size_t in_len, in_off;
    int out_eof;
    RackoLineReader reader;

    /* standard error */
    char *log;
    size_t log_len, log_cap;

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

/* ---- the log ---- */

static void log_append(RackoBot *bot, const char *data, size_t n)
{
    size_t i, need;

    if (n == 0) {
        return;
    }
    if (n > bot->log_max) {
        data += n - bot->log_max;
        n = bot->log_max;
    }
    need = bot->log_len + n;
    if (need > bot->log_max) {
        /* keep the latest bytes */
        size_t drop = need - bot->log_max;
        memmove(bot->log, bot->log + drop, bot->log_len - drop);
        bot->log_len -= drop;
        need = bot->log_max;
    }
    if (need + 1 > bot->log_cap) {
        size_t cap = bot->log_cap ? bot->log_cap : 1024;
        char *grown;

        while (cap < need + 1) {
            cap *= 2;
        }
        if (cap > bot->log_max + 1) {
            cap = bot->log_max + 1;
        }
        grown = realloc(bot->log, cap);
        if (grown == NULL) {
            return; /* the log is a courtesy: lose this piece, not the game */
        }
        bot->log = grown;
        bot->log_cap = cap;
    }
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)data[i];

        if (c == '\r') {
            continue;
        }
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) {
            c = '?';
        }
        bot->log[bot->log_len++] = (char)c;
    }
    bot->log[bot->log_len] = '\0';
}

static void drain_log(RackoBot *bot)
{
    char buf[4096];
    long n;
    int rounds = 0;

    if (bot->proc == NULL) {
        return;
    }
    /* bounded: a bot writing faster than we read must not hold us here */
    while (rounds++ < 64 && (n = rb_proc_read(bot->proc, RB_ERR, buf, sizeof buf)) > 0) {
        log_append(bot, buf, (size_t)n);
    }
}

/* The last of the log before the bot is killed: what it wrote may still be
 * on its way (a pipe read on Windows finishes a moment after the write),
 * so wait for more while it keeps coming, up to LAST_WORDS_MS in all. */
static void drain_last_words(RackoBot *bot)
{
    char buf[4096];
    int64_t until = rb_now_ms() + LAST_WORDS_MS;
    long n;

    if (bot->proc == NULL) {
        return;
    }
    for (;;) {
        int64_t left = until - rb_now_ms();
        if (left <= 0) {
            break;
        }
        n = rb_proc_read_wait(bot->proc, RB_ERR, buf, sizeof buf,
                              left < LAST_WORDS_QUIET_MS ? (int)left : LAST_WORDS_QUIET_MS);
        if (n <= 0) {
            break; /* quiet for LAST_WORDS_QUIET_MS, or the end of its stderr */
        }
        log_append(bot, buf, (size_t)n);
    }
}

/* The last non-empty line of the log, for a one-line message. */
static void last_log_line(const RackoBot *bot, char *buf, size_t size)
{
    size_t end = bot->log_len, start;

    buf[0] = '\0';
    while (end > 0 && (bot->log[end - 1] == '\n' || bot->log[end - 1] == ' ' ||
                       bot->log[end - 1] == '\t')) {
        end--;
    }
    start = end;
    while (start > 0 && bot->log[start - 1] != '\n') {
        start--;
    }
    if (end > start) {
        size_t n = end - start;

        if (n > 100) {
            start = end - 100;
            n = 100;
        }
        snprintf(buf, size, "%.*s", (int)n, bot->log + start);
    }
}

/* ---- failing ---- */

static void fail(RackoBot *bot, const char *fmt, ...)
{
    va_list ap;

    if (bot->failed) {
        return;
    }
    bot->failed = 1;
    va_start(ap, fmt);
    vsnprintf(bot->failure, sizeof bot->failure, fmt, ap);
    va_end(ap);
    bot->q = RACKO_BOT_Q_NONE;
    drain_last_words(bot); /* often the reason */
    rb_proc_free(bot->proc);
    bot->proc = NULL;
}

/* "10 s", "2.5 s", "300 ms" */
static void format_ms(int ms, char *buf, size_t size)
{
    if (ms >= 1000 && ms % 1000 == 0) {
        snprintf(buf, size, "%d s", ms / 1000);
    } else if (ms >= 1000) {
        snprintf(buf, size, "%d.%d s", ms / 1000, (ms % 1000) / 100);
    } else {
        snprintf(buf, size, "%d ms", ms);
    }
}

/* The bot is gone or has closed its output: say why, best we can. */
static void fail_gone(RackoBot *bot, const char *what)
{
    char desc[64];
    int64_t until = rb_now_ms() + 100;

    /* a closed output usually means an exit: give it a moment to show */
    while (!rb_proc_exited(bot->proc, desc, sizeof desc)) {
        if (rb_now_ms() >= until) {
            fail(bot, "%s", what);
            return;
        }
        drain_log(bot);
        rb_proc_wait(bot->proc, 5, 0);
    }
    fail(bot, "%s", desc);
}

/* ---- output ---- */

static int say(RackoBot *bot, const char *fmt, ...)
{
    char line[RACKO_BOT_LINE_MAX + 64];
    va_list ap;
    int n;

    if (bot->failed) {
        return RACKO_E_IO;
    }
    va_start(ap, fmt);
    n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof line - 1) {
        return RACKO_E_ARG; /* our own lines are short: never happens */
    }
    line[n++] = '\n';
    if (bot->out_off > 0 && bot->out_off == bot->out_len) {
        bot->out_off = bot->out_len = 0;
    }
    if (bot->out_len - bot->out_off + (size_t)n > OUT_MAX) {
        fail(bot, "is not reading its input (%d KiB waiting)", OUT_MAX / 1024);
        return RACKO_E_IO;
    }
    if (bot->out_len + (size_t)n > bot->out_cap) {
        size_t cap = bot->out_cap ? bot->out_cap : 1024;
        char *grown;

        if (bot->out_off > 0) {
            memmove(bot->out, bot->out + bot->out_off, bot->out_len - bot->out_off);
            bot->out_len -= bot->out_off;
            bot->out_off = 0;
        }
        while (cap < bot->out_len + (size_t)n) {
            cap *= 2;
        }
        if (cap != bot->out_cap) {
            grown = realloc(bot->out, cap);
            if (grown == NULL) {
                return RACKO_E_NOMEM;
            }
            bot->out = grown;
            bot->out_cap = cap;
        }
    }
    memcpy(bot->out + bot->out_len, line, (size_t)n);
    bot->out_len += (size_t)n;
    return RACKO_OK;
}

/* ---- the conversation ---- */

static void quote_line(const char *line, char *buf, size_t size)
{
    if (strlen(line) > 40) {
        snprintf(buf, size, "'%.37s...'", line);
    } else {
        snprintf(buf, size, "'%s'", line);
    }
}

/* Refuses the answer being read: `error WHY` and the question again, or
 * failure at the max_refusals-th refusal. */
static void refuse(RackoBot *bot, const char *why, const char *what)
{
    snprintf(bot->last_refused, sizeof bot->last_refused, "%s", what);
    bot->refusals++;
    if (bot->refusals >= bot->max_refusals) {
        fail(bot, "%d refused answer%s: %s", bot->refusals, bot->refusals == 1 ? "" : "s",
             bot->last_refused);
        return;
    }
    if (say(bot, "error %s", why) == RACKO_OK && say(bot, "%s", bot->qline) == RACKO_OK) {
        bot->asked_at = rb_now_ms();
    }
}

/* Handles one complete line.  Returns 1 if it was an accepted answer. */
static int take_line(RackoBot *bot, const char *line, RackoAction *out)
{
    char why[160], quoted[48];
    RackoAction a;

    quote_line(line, quoted, sizeof quoted);
    if (bot->q == RACKO_BOT_Q_NONE) {
        if (bot->match_over) {
            return 0; /* the match is over: nothing it says matters now */
        }
        fail(bot, "wrote %s when no answer was due", quoted);
        return 0;
    }
    if (bot->q == RACKO_BOT_Q_HELLO) {
        if (racko_bot_parse_hello(line, bot->name, why, sizeof why) != RACKO_OK) {
            refuse(bot, why, quoted);
            return 0;
        }
        bot->hello_done = 1;
        bot->q = RACKO_BOT_Q_NONE;
        return 1;
    }
    if (racko_bot_parse_answer(bot->q, line, &a, why, sizeof why) != RACKO_OK ||
        racko_bot_check_answer(&bot->view, a, why, sizeof why) != RACKO_OK) {
        refuse(bot, why, quoted);
        return 0;
    }
    bot->q = RACKO_BOT_Q_NONE;
    if (out != NULL) {
        *out = a;
    }
    return 1;
}

/* Frames the bytes read so far.  Returns 1 when an answer was accepted
 * (the bytes after it stay for later), else 0.  Without `answers`, lines
 * are only framed while no question is out (to notice a flood). */
static int take_input(RackoBot *bot, RackoAction *out, int answers)
{
    while (!bot->failed && bot->in_off < bot->in_len) {
        if (!answers && bot->q != RACKO_BOT_Q_NONE) {
            break; /* the answer is for poll(), which can hand it out */
        }
        size_t used = 0;
        RackoLineStatus st = racko_line_reader_feed(&bot->reader, bot->in + bot->in_off,
                                                    bot->in_len - bot->in_off, &used);

        bot->in_off += used;
        if (st == RACKO_LINE_OK) {
            if (take_line(bot, bot->reader.line, out)) {
                return 1;
            }
        } else if (st == RACKO_LINE_TOO_LONG || st == RACKO_LINE_BINARY) {
            const char *what = st == RACKO_LINE_TOO_LONG ? "a line longer than 256 bytes"
                                                         : "binary or non-ASCII bytes";
            if (bot->match_over && bot->q == RACKO_BOT_Q_NONE) {
                continue;
            }
            if (bot->q == RACKO_BOT_Q_NONE) {
                fail(bot, "wrote %s when no answer was due", what);
                return 0;
            }
            refuse(bot, st == RACKO_LINE_TOO_LONG ? "line longer than 256 bytes"
                                                  : "binary or non-ASCII byte in the line",
                   what);
        }
    }
    if (bot->in_off == bot->in_len) {
        bot->in_off = bot->in_len = 0;
    }
    return 0;
}

/* Writes what can be written and reads what is there, without waiting. */
static void pump(RackoBot *bot)
{
    long n;
    int rounds = 0;

    if (bot->proc == NULL) {
        return;
    }
    while (!bot->input_closed && bot->out_off < bot->out_len && rounds++ < 64) {
        n = rb_proc_write(bot->proc, bot->out + bot->out_off, bot->out_len - bot->out_off);
        if (n < 0) {
            bot->input_closed = 1;
        } else if (n == 0) {
            break;
        } else {
            bot->out_off += (size_t)n;
        }
    }
    if (bot->out_off == bot->out_len) {
        bot->out_off = bot->out_len = 0;
    }
    drain_log(bot);
    if (!bot->out_eof && bot->in_len < sizeof bot->in) {
        if (bot->in_off > 0) {
            memmove(bot->in, bot->in + bot->in_off, bot->in_len - bot->in_off);
            bot->in_len -= bot->in_off;
            bot->in_off = 0;
        }
        n = rb_proc_read(bot->proc, RB_OUT, bot->in + bot->in_len, sizeof bot->in - bot->in_len);
        if (n > 0) {
            bot->in_len += (size_t)n;
        } else if (n < 0) {
            bot->out_eof = 1;
        }
    }
}

/* One step: I/O without waiting, framing, and the checks that a live bot
 * must pass.  Returns RACKO_BOT_ANSWER, _FAILED, or _PENDING otherwise. */
static RackoBotResult service(RackoBot *bot, int answers, RackoAction *out)
{
    char desc[64];

    if (bot->failed) {
        return RACKO_BOT_FAILED;
    }
    pump(bot);
    if (take_input(bot, out, answers)) {
        return RACKO_BOT_ANSWER;
    }
    if (bot->failed) {
        return RACKO_BOT_FAILED;
    }
    if (bot->match_over) {
        return RACKO_BOT_PENDING; /* leaving now is allowed */
    }
    if (bot->out_eof && bot->in_off == bot->in_len) {
        fail_gone(bot, "closed its output");
    } else if (rb_proc_exited(bot->proc, desc, sizeof desc)) {
        /* what it wrote before leaving still counts: read it first */
        pump(bot);
        if (take_input(bot, out, answers)) {
            return RACKO_BOT_ANSWER;
        }
        if (!answers && bot->q != RACKO_BOT_Q_NONE && bot->in_off < bot->in_len) {
            return RACKO_BOT_PENDING; /* its answer first: poll() will see the exit */
        }
        fail(bot, "%s", desc);
    } else if (bot->input_closed) {
        fail(bot, "closed its input");
    }
    return bot->failed ? RACKO_BOT_FAILED : RACKO_BOT_PENDING;
}

/* Waits up to wait_ms for the answer to the question being asked. */
static RackoBotResult await(RackoBot *bot, int wait_ms, RackoAction *out)
{
    int64_t end = rb_now_ms() + (wait_ms > 0 ? wait_ms : 0);

    for (;;) {
        RackoBotResult r = service(bot, 1, out);
        int64_t now, deadline, w;

        if (r != RACKO_BOT_PENDING) {
            return r;
        }
        if (bot->q == RACKO_BOT_Q_NONE) {
            return RACKO_BOT_IDLE;
        }
        now = rb_now_ms();
        deadline = bot->asked_at + bot->reply_ms;
        if (now >= deadline) {
            char limit[32];

            format_ms(bot->reply_ms, limit, sizeof limit);
            fail(bot, "timed out after %s", limit);
            return RACKO_BOT_FAILED;
        }
        if (now >= end) {
            return RACKO_BOT_PENDING;
        }
        w = (deadline < end ? deadline : end) - now;
        if (w > WAIT_SLICE_MS) {
            w = WAIT_SLICE_MS;
        }
        rb_proc_wait(bot->proc, (int)w, bot->out_off < bot->out_len);
    }
}

/* ---- life ---- */

int racko_bot_start(const char *command, int seat, const RackoBotOptions *opt, RackoBot **out,
                    char *msg, size_t size)
{
    RackoBot *bot;
    char err[200];
    int st;

    if (out != NULL) {
        *out = NULL;
    }
    if (command == NULL || out == NULL || seat < 0 || seat >= RACKO_MAX_SEATS) {
        put_msg(msg, size, "bad arguments to racko_bot_start");
        return RACKO_E_ARG;
    }
    if (command[0] == '\0') {
        put_msg(msg, size, "the bot command is empty");
        return RACKO_E_ARG;
    }
    bot = calloc(1, sizeof *bot);
    if (bot == NULL) {
        put_msg(msg, size, "out of memory");
        return RACKO_E_NOMEM;
    }
    bot->seat = seat;
    bot->reply_ms = opt != NULL && opt->reply_ms > 0 ? opt->reply_ms : RACKO_BOT_REPLY_MS;
    bot->max_refusals =
        opt != NULL && opt->max_refusals > 0 ? opt->max_refusals : RACKO_BOT_REFUSALS;
    bot->log_max = opt != NULL && opt->log_max > 0 ? opt->log_max : RACKO_BOT_LOG_MAX;
    racko_line_reader_init(&bot->reader);
    st = rb_proc_start(command, &bot->proc, err, sizeof err);
    if (st != RACKO_OK) {
        put_msg(msg, size, err);
        free(bot);
        return st;
    }
    snprintf(bot->qline, sizeof bot->qline, "rbp %d", RACKO_BOT_PROTOCOL);
    bot->q = RACKO_BOT_Q_HELLO;
    st = say(bot, "%s", bot->qline);
    if (st != RACKO_OK) {
        put_msg(msg, size, "out of memory");
        racko_bot_free(bot);
        return st;
    }
    bot->asked_at = rb_now_ms();
    pump(bot);
    *out = bot;
    return RACKO_OK;
}

RackoBotResult racko_bot_hello(RackoBot *bot, int wait_ms)
{
    RackoBotResult r;

    if (bot == NULL) {
        return RACKO_BOT_FAILED;
    }
    if (bot->failed) {
        return RACKO_BOT_FAILED;
    }
    if (bot->hello_done) {
        return RACKO_BOT_ANSWER;
    }
    r = await(bot, wait_ms, NULL);
    if (r == RACKO_BOT_FAILED) {
        return r;
    }
    return bot->hello_done ? RACKO_BOT_ANSWER : RACKO_BOT_PENDING;
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
        r = racko_bot_hello(bot, bot->reply_ms);
    } while (r == RACKO_BOT_PENDING);
    if (r != RACKO_BOT_ANSWER) {
        char last[128];

        last_log_line(bot, last, sizeof last);
        if (msg != NULL && size > 0) {
            if (last[0] != '\0') {
                snprintf(msg, size, "%s (%s)", bot->failure, last);
            } else {
                snprintf(msg, size, "%s", bot->failure);
            }
        }
        racko_bot_free(bot);
        return RACKO_E_IO;
    }
    *out = bot;
    return RACKO_OK;
}

void racko_bot_free(RackoBot *bot)
{
    char desc[64];

    if (bot == NULL) {
        return;
    }
    if (bot->proc != NULL) {
        if (!rb_proc_exited(bot->proc, desc, sizeof desc) && !bot->input_closed &&
            say(bot, "bye") == RACKO_OK) {
            int64_t until = rb_now_ms() + BYE_WAIT_MS;

            for (;;) {
                pump(bot);
                bot->in_off = bot->in_len = 0; /* whatever it says now is ignored */
                if (bot->out_off == bot->out_len && !bot->input_closed) {
                    rb_proc_close_input(bot->proc);
                    bot->input_closed = 1;
                }
                if (rb_proc_exited(bot->proc, desc, sizeof desc) || rb_now_ms() >= until) {
                    break;
                }
                rb_proc_wait(bot->proc, 10, !bot->input_closed);
            }
        }
        rb_proc_free(bot->proc);
    }
    free(bot->out);
    free(bot->log);
    free(bot);
}

const char *racko_bot_name(const RackoBot *bot)
{
    return bot != NULL ? bot->name : "";
}

int racko_bot_seat(const RackoBot *bot)
{
    return bot != NULL ? bot->seat : -1;
}

int racko_bot_failed(const RackoBot *bot)
{
    return bot != NULL && bot->failed;
}

const char *racko_bot_failure(const RackoBot *bot)
{
    return bot != NULL ? bot->failure : "";
}

const char *racko_bot_log(RackoBot *bot, size_t *len)
{
    if (bot == NULL) {
        if (len != NULL) {
            *len = 0;
        }
        return "";
    }
    drain_log(bot);
    if (len != NULL) {
        *len = bot->log_len;
    }
    return bot->log != NULL ? bot->log : "";
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
    if (bot->failed) {
        return RACKO_E_IO;
    }
    if (!bot->hello_done || bot->match_sent) {
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
    st = say(bot, "match players=%d seat=%d deck=%d target=%d teams=%d rules=%s", cfg->players,
             bot->seat + 1, racko_config_deck_size(cfg), cfg->target,
             (cfg->rules & RACKO_RULE_TEAMS) ? 1 : 0, rules);
    if (st != RACKO_OK) {
        return st;
    }
    bot->match_sent = 1;
    bot->players = cfg->players;
    (void)service(bot, 0, NULL);
    return bot->failed ? RACKO_E_IO : RACKO_OK;
}

static int say_rack(RackoBot *bot, const char *head, const int *rack)
{
    return say(bot, "%s %d %d %d %d %d %d %d %d %d %d", head, rack[0], rack[1], rack[2],
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

    st = say(bot, "roundover winner=%d", sc->winner >= 0 ? sc->winner + 1 : 0);
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
        st = say(bot, "score %d %d %d", s + 1, sc->points[s], sc->total[s]);
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
        return say(bot, "round %d dealer=%d", e->u.round_start.round,
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
        return say(bot, "discard %d", e->u.discard_flip.card);
    case RACKO_EV_TURN_START:
        if (e->u.turn_start.seat == me) {
            bot->refusals = 0;
        }
        return say(bot, "turn %d", e->u.turn_start.seat + 1);
    case RACKO_EV_DRAW_DECK:
        return say(bot, "drew %d deck", e->u.draw_deck.seat + 1);
    case RACKO_EV_TAKE_DISCARD:
        return say(bot, "drew %d discard %d", e->u.take_discard.seat + 1,
                   e->u.take_discard.card);
    case RACKO_EV_PLACE:
        if (e->u.place.seat == me && e->u.place.slot >= 0 && e->u.place.slot < RACKO_SLOTS) {
            bot->rack[e->u.place.slot] = e->u.place.card_in;
        }
        return say(bot, "placed %d %d %d", e->u.place.seat + 1, e->u.place.slot + 1,
                   e->u.place.card_out);
    case RACKO_EV_DISCARD:
        return say(bot, "discarded %d %d", e->u.discard.seat + 1, e->u.discard.card);
    case RACKO_EV_RESHUFFLE:
        return say(bot, "reshuffled %d", e->u.reshuffle.draw_count);
    case RACKO_EV_ROUND_SCORED:
        return score_lines(bot, &e->u.round_scored);
    case RACKO_EV_MATCH_OVER: {
        /* with teams, name the team's first seat: team 0 is seats 1+3, team 1 seats 2+4 */
        int w = e->u.match_over.team >= 0 ? e->u.match_over.team : e->u.match_over.winner;

        bot->match_over = 1;
        return say(bot, "matchover winner=%d", w >= 0 ? w + 1 : 0);
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
    if (bot->failed) {
        return RACKO_E_IO;
    }
    if (!bot->match_sent) {
        return RACKO_E_PHASE;
    }
    racko_event_redact(ev, bot->seat, &seen);
    st = event_lines(bot, &seen);
    if (st != RACKO_OK) {
        return bot->failed ? RACKO_E_IO : st;
    }
    (void)service(bot, 0, NULL);
    return bot->failed ? RACKO_E_IO : RACKO_OK;
}

int racko_bot_ask(RackoBot *bot, const RackoView *view)
{
    RackoBotQuestion q;
    char line[sizeof bot->qline];
    int st;

    if (bot == NULL || view == NULL) {
        return RACKO_E_ARG;
    }
    if (bot->failed) {
        return RACKO_E_IO;
    }
    if (!bot->match_sent || bot->q != RACKO_BOT_Q_NONE) {
        return RACKO_E_PHASE;
    }
    if (view->seat != bot->seat) {
        return RACKO_E_ARG;
    }
    q = racko_bot_question(view, line, sizeof line);
    if (q == RACKO_BOT_Q_NONE) {
        return RACKO_E_ARG;
    }
    st = say(bot, "%s", line);
    if (st != RACKO_OK) {
        return bot->failed ? RACKO_E_IO : st;
    }
    if (q == RACKO_BOT_Q_ECLAIR) {
        bot->refusals = 0; /* each card of a lightning deal is a decision of its own */
    }
    memcpy(&bot->view, view, sizeof bot->view);
    memcpy(bot->qline, line, sizeof bot->qline);
    bot->q = q;
    bot->asked_at = rb_now_ms();
    (void)service(bot, 0, NULL);
    return bot->failed ? RACKO_E_IO : RACKO_OK;
}

RackoBotResult racko_bot_poll(RackoBot *bot, int wait_ms, RackoAction *out)
{
    if (bot == NULL) {
        return RACKO_BOT_FAILED;
    }
    if (bot->failed) {
        return RACKO_BOT_FAILED;
    }
    if (bot->q == RACKO_BOT_Q_NONE) {
        RackoBotResult r = service(bot, 0, NULL);

        return r == RACKO_BOT_FAILED ? r : RACKO_BOT_IDLE;
    }
    if (bot->q == RACKO_BOT_Q_HELLO) {
        /* the hello is answered through racko_bot_hello() */
        RackoBotResult r = racko_bot_hello(bot, wait_ms);

        if (r == RACKO_BOT_ANSWER) {
            return RACKO_BOT_IDLE;
        }
        return r;
    }
    return await(bot, wait_ms, out);
}
