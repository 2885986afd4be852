/*
 * play.c - the player side of a bot protocol, whatever the game
 * (kit/botplay.h): a host's line framed, split, the hello and `bye`
 * answered, the game's line handled on a copy of its state that replaces
 * it only when the line was accepted; and the program's loop with its log
 * and the promises a game chooses (its serve flags).
 * What a line means is the game's (TkBotPlayGame.line).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/botplay.h"
#include "kit/status.h"
#include "kit/text.h"

enum { ERR_MAX = 300, NAME_GIVEN = 64 };

struct TkBotPlayer {
    const TkBotPlayGame *g;
    void *ctx;
    char name[TK_BOT_NAME_MAX + 1];
    void *st;   /* the state the accepted lines left */
    void *work; /* the copy a line is handled on */
    TkBotLine line;
    FILE *log;     /* tk_botplay_serve's, for its feed */
    long refused;  /* tk_botplay_serve's: the lines its feed refused */
    char err[ERR_MAX];
};

int tk_botplay_fail(TkBotPlayer *p, int status, const char *fmt, ...)
{
    va_list ap;
    if (p == NULL) {
        return status;
    }
    va_start(ap, fmt);
    vsnprintf(p->err, sizeof p->err, fmt, ap);
    va_end(ap);
    return status;
}

int tk_botplay_new(const TkBotPlayGame *g, const char *level, const char *name, void *ctx,
                   TkBotPlayer **out, char *msg, size_t size)
{
    char given[NAME_GIVEN];
    if (out == NULL) {
        return TK_E_ARG;
    }
    *out = NULL;
    if (g == NULL || level == NULL || g->line == NULL || g->line_max == 0 || g->max_words < 1 ||
        ((g->serve & TK_BOTPLAY_SERVE_END) && g->over == NULL) ||
        ((g->serve & TK_BOTPLAY_SERVE_STRICT) && g->line_max < 2)) {
        tk_text_message(msg, size, "bad arguments to tk_botplay_new");
        return TK_E_ARG;
    }
    if (name == NULL) {
        snprintf(given, sizeof given, "%s-%s", g->id != NULL ? g->id : "bot", level);
        name = given;
    }
    if (tk_bot_name_check(name, msg, size) != TK_OK) {
        return TK_E_ARG;
    }
    TkBotPlayer *p = calloc(1, sizeof *p);
    if (p == NULL) {
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    size_t state = g->state_size > 0 ? g->state_size : 1;
    p->g = g;
    p->ctx = ctx;
    p->st = calloc(1, state);
    p->work = calloc(1, state);
    p->line.buf = malloc(g->line_max + 1);
    p->line.tok = calloc((size_t)g->max_words, sizeof *p->line.tok);
    if (p->st == NULL || p->work == NULL || p->line.buf == NULL || p->line.tok == NULL) {
        tk_botplay_free(p);
        tk_text_message(msg, size, "out of memory");
        return TK_E_NOMEM;
    }
    memcpy(p->name, name, strlen(name) + 1); /* checked: it fits */
    *out = p;
    return TK_OK;
}

void tk_botplay_free(TkBotPlayer *p)
{
    if (p == NULL) {
        return;
    }
    free(p->st);
    free(p->work);
    free(p->line.buf);
    free(p->line.tok);
    free(p);
}

void tk_botplay_reset(TkBotPlayer *p)
{
    if (p != NULL) {
        memset(p->st, 0, p->g->state_size);
        p->err[0] = '\0';
    }
}

const char *tk_botplay_error(const TkBotPlayer *p)
{
    return p != NULL ? p->err : "no player";
}

const char *tk_botplay_name(const TkBotPlayer *p)
{
    return p != NULL ? p->name : "";
}

const void *tk_botplay_state(const TkBotPlayer *p)
{
    return p != NULL ? p->st : NULL;
}

/* `WORD 1`: the hello, answered with the name. */
static int hello(TkBotPlayer *p, const TkBotLine *l, TkBotPlayStep *step, char *answer,
                 size_t size)
{
    if (l->n != 2 || strcmp(l->tok[1], "1") != 0) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s%s", l->q, p->g->version);
    }
    snprintf(answer, size, "ok %s", p->name);
    *step = TK_BOTPLAY_ANSWER;
    return TK_OK;
}

int tk_botplay_feed(TkBotPlayer *p, const char *line, TkBotPlayStep *step, char *answer,
                    size_t size)
{
    if (step != NULL) {
        *step = TK_BOTPLAY_NONE;
    }
    if (p == NULL) {
        return TK_E_ARG;
    }
    const TkBotPlayGame *g = p->g;
    TkBotLine *l = &p->line;
    if (line == NULL || step == NULL || answer == NULL || size < g->answer_min || size == 0) {
        return tk_botplay_fail(p, TK_E_ARG, "bad arguments to the player's feed");
    }
    answer[0] = '\0';
    p->err[0] = '\0';
    l->text = line;
    l->len = strlen(line);
    if (l->len > 0 && line[l->len - 1] == '\r') {
        l->len--;
    }
    l->n = 0;
    tk_bot_quote(line, l->q, sizeof l->q);
    if (g->raw != NULL && g->raw(p->ctx, l)) {
        return TK_OK;
    }
    l->n = tk_bot_words(line, l->len, l->buf, g->line_max + 1, l->tok, g->max_words);
    if (l->n == 0) {
        return tk_botplay_fail(p, TK_E_FORMAT, "%s%s", l->q, g->not_words);
    }
    if (strcmp(l->tok[0], g->hello) == 0) {
        return hello(p, l, step, answer, size);
    }
    if (strcmp(l->tok[0], "bye") == 0 && l->n == 1) {
        *step = TK_BOTPLAY_BYE;
        return TK_OK;
    }
    int keep = 0;
    memcpy(p->work, p->st, g->state_size);
    int st = g->line(p->ctx, p->work, l, answer, size, step, &keep);
    if (st == TK_OK || (keep & TK_BOTPLAY_KEEP_STATE)) {
        memcpy(p->st, p->work, g->state_size);
    }
    if (st == TK_OK) {
        p->err[0] = '\0';
    } else if (!(keep & TK_BOTPLAY_KEEP_ANSWER)) {
        *step = TK_BOTPLAY_NONE;
        answer[0] = '\0';
    }
    return st;
}

/* ------------------------------------------------------------------ */
/* The program's loop                                                  */

/* What tk_bot_serve feeds each line to. */
static int serve_line(void *ctx, const char *line, char *answer, size_t size)
{
    TkBotPlayer *p = ctx;
    const TkBotPlayGame *g = p->g;
    TkBotPlayStep step = TK_BOTPLAY_NONE;
    int before = g->phase != NULL ? g->phase(p->st) : -1;
    if (tk_botplay_feed(p, line, &step, answer, size) != TK_OK) {
        char shown[ERR_MAX + 100];
        p->refused++;
        tk_text_visible(p->err, shown, sizeof shown);
        tk_bot_say(p->log, g->prefix, "%s%s", shown,
                   g->blind != NULL && step == TK_BOTPLAY_ANSWER ? g->blind : "");
    }
    size_t word = g->refusal != NULL ? strlen(g->refusal) : 0;
    if (word > 0 && strncmp(line, g->refusal, word) == 0 && line[word] == ' ') {
        char *shown = malloc(g->line_max + 64);
        if (shown != NULL) {
            tk_text_visible(line + word + 1, shown, g->line_max + 64);
            tk_bot_say(p->log, g->prefix, "%s: %s", g->refused, shown);
            free(shown);
        }
    }
    if (step == TK_BOTPLAY_BYE) {
        return TK_BOT_SERVE_BYE;
    }
    if (g->phase != NULL && g->changed != NULL) {
        int after = g->phase(p->st);
        if (after >= 0 && after != before) {
            g->changed(p->st, strncmp(line, "match ", 6) == 0, p->log, g->prefix);
        }
    }
    return step == TK_BOTPLAY_ANSWER ? TK_BOT_SERVE_ANSWER : TK_BOT_SERVE_NONE;
}

int tk_botplay_serve(TkBotPlayer *p, FILE *in, FILE *out, FILE *log)
{
    if (p == NULL || in == NULL || out == NULL) {
        return 2;
    }
    const TkBotPlayGame *g = p->g;
    TkBotServe s = {.prefix = g->prefix,
                    .line_max = g->line_max,
                    .strict = (g->serve & TK_BOTPLAY_SERVE_STRICT) != 0,
                    .feed = serve_line,
                    .ctx = p};
    p->log = log;
    p->refused = 0;
    int status = tk_bot_serve_with(in, out, log, &s);
    long refused = s.skipped + p->refused;
    p->log = NULL;
    if (status == 0 && !s.ended && (g->serve & TK_BOTPLAY_SERVE_COUNT)) {
        tk_bot_say(log, g->prefix, "bye (%ld line%s refused)", refused, refused == 1 ? "" : "s");
    }
    if (status == 0 && s.ended && (g->serve & TK_BOTPLAY_SERVE_END)) {
        int over = g->over(p->st);
        tk_bot_say(log, g->prefix, "input ended without 'bye'%s",
                   over ? " after the match" : " during the match");
        status = over ? 0 : TK_BOTPLAY_CUT;
    }
    return status;
}
