/*
 * notice.c - a queue of notices for the user (kit/notice.h).
 */
#include "kit/notice.h"

#include "kit/lang.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void tk_notices_push(TkNotices *q, const char *text)
{
    if (q->head > 0 && q->head == q->count) {
        q->head = 0;
        q->count = 0;
    }
    if (q->count == q->cap) {
        size_t cap = q->cap ? q->cap * 2 : 8;
        char **p = realloc(q->items, cap * sizeof *p);
        if (p == NULL) {
            return;
        }
        q->items = p;
        q->cap = cap;
    }
    size_t n = strlen(text) + 1;
    char *copy = malloc(n);
    if (copy != NULL) {
        memcpy(copy, text, n);
        q->items[q->count++] = copy;
    }
}

void tk_notices_pushf(TkNotices *q, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        return;
    }
    char *text = malloc((size_t)n + 1);
    if (text == NULL) {
        return;
    }
    va_start(ap, fmt);
    vsnprintf(text, (size_t)n + 1, fmt, ap);
    va_end(ap);
    tk_notices_push(q, text);
    free(text);
}

void tk_notices_push_detail(TkNotices *q, const char *text, const char *detail)
{
    const char *t = text != NULL ? text : "";
    const char *d = detail != NULL ? detail : "";
    size_t mark = strlen(TK_NOTICE_DETAIL), n = strlen(t) + mark + strlen(d) + 1, o = 0;
    char *all = malloc(n);
    if (all == NULL) {
        return; /* a notice is information: dropped, the caller goes on */
    }
    while (*t != '\0') {
        if (strncmp(t, TK_NOTICE_DETAIL, mark) == 0) {
            memcpy(all + o, " - ", 3);
            o += 3;
            t += mark;
        } else {
            all[o++] = *t++;
        }
    }
    if (d[0] != '\0') {
        memcpy(all + o, TK_NOTICE_DETAIL, mark);
        o += mark;
        memcpy(all + o, d, strlen(d));
        o += strlen(d);
    }
    all[o] = '\0';
    tk_notices_push(q, all);
    free(all);
}

const char *tk_notice_detail(const char *notice, size_t *text_len)
{
    const char *n = notice != NULL ? notice : "";
    const char *at = strstr(n, TK_NOTICE_DETAIL);
    if (text_len != NULL) {
        *text_len = at != NULL ? (size_t)(at - n) : strlen(n);
    }
    return at != NULL ? at + strlen(TK_NOTICE_DETAIL) : "";
}

size_t tk_notices_waiting(const TkNotices *q)
{
    return q->count - q->head;
}

int tk_notices_next(TkNotices *q, char *buf, size_t size)
{
    if (q->head >= q->count) {
        return 0;
    }
    char *n = q->items[q->head++];
    if (buf != NULL && size > 0) {
        snprintf(buf, size, "%s", n);
    }
    free(n);
    return 1;
}

void tk_notices_free(TkNotices *q)
{
    for (size_t i = q->head; i < q->count; i++) {
        free(q->items[i]);
    }
    free(q->items);
    memset(q, 0, sizeof *q);
}

/* WHO as the player knows it: cut to 40 bytes with "...", not inside a
 * UTF-8 sequence. */
static void bot_who(const char *who, char *name, size_t size)
{
    size_t w = strlen(who);
    if (w > 40) {
        size_t cut = 37;
        while (cut > 0 && ((unsigned char)who[cut] & 0xC0) == 0x80) {
            cut--;
        }
        snprintf(name, size, "%.*s...", (int)cut, who);
    } else {
        snprintf(name, size, "%s", who);
    }
}

/* The arguments a trouble's sentence takes after the seat (and the bot's
 * name): none, the text, the number, the game and the text, the game. */
enum { ARGS_NONE, ARGS_TEXT, ARGS_NUMBER, ARGS_GAME_TEXT, ARGS_GAME };

typedef struct TroubleWords {
    int args;
    const char *named, *unnamed;
} TroubleWords;

/* One whole sentence per trouble, with the bot's name and without it (the
 * name is left out when the sentence names it already), by
 * TkBotTroubleKind; then the two that speak of no game's protocol. */
static const TroubleWords trouble_words[] = {
    [TK_BOT_NO_COMMAND] = {ARGS_NONE,
                           /* TRANSLATORS: a seat's outside bot on the new-game form;
                              %1$d is the seat, %2$s the bot's name or command. */
                           N_("Seat %d's bot (%s) has no command."),
                           /* TRANSLATORS: %1$d is the seat. */
                           N_("Seat %d's bot has no command.")},
    [TK_BOT_NONE_IN_BUILD] = {ARGS_NONE, N_("Seat %d's bot (%s) cannot start: this build has no outside bots."),
                              N_("Seat %d's bot cannot start: this build has no outside bots.")},
    [TK_BOT_CANNOT_LAUNCH] = {ARGS_TEXT,
                              /* TRANSLATORS: %3$s is the system's reason, in English. */
                              N_("Seat %d's bot (%s) cannot start: %s."),
                              /* TRANSLATORS: %2$s is the system's reason, in English. */
                              N_("Seat %d's bot cannot start: %s.")},
    [TK_BOT_NO_PROGRAM] = {ARGS_TEXT,
                           /* TRANSLATORS: %3$s is the name of a program the bot's command runs. */
                           N_("Seat %d's bot (%s) cannot start: there is no program %s."),
                           /* TRANSLATORS: %2$s is the name of a program the bot's command runs. */
                           N_("Seat %d's bot cannot start: there is no program %s.")},
    [TK_BOT_NOT_FOUND_SAID] = {ARGS_TEXT,
                               /* TRANSLATORS: %3$s is what the system said, in English. */
                               N_("Seat %d's bot (%s) cannot start: a program it names was not found (%s)."),
                               /* TRANSLATORS: %2$s is what the system said, in English. */
                               N_("Seat %d's bot cannot start: a program it names was not found (%s).")},
    [TK_BOT_NOT_FOUND] = {ARGS_NONE,
                          N_("Seat %d's bot (%s) cannot start: a program it names was not found."),
                          N_("Seat %d's bot cannot start: a program it names was not found.")},
    [TK_BOT_NOT_RUNNABLE] = {ARGS_TEXT,
                             /* TRANSLATORS: %3$s is a file the bot's command names. */
                             N_("Seat %d's bot (%s) cannot start: %s is not a program that can be run (is it executable?)."),
                             /* TRANSLATORS: %2$s is a file the bot's command names. */
                             N_("Seat %d's bot cannot start: %s is not a program that can be run (is it executable?).")},
    [TK_BOT_NOT_EXECUTABLE] = {ARGS_NONE,
                               N_("Seat %d's bot (%s) cannot start: its program could not be run (is it executable?)."),
                               N_("Seat %d's bot cannot start: its program could not be run (is it executable?).")},
    [TK_BOT_EXITED] = {ARGS_NUMBER,
                       /* TRANSLATORS: %3$d is the program's exit status. */
                       N_("Seat %d's bot (%s) stopped before it answered (exit status %d)."),
                       /* TRANSLATORS: %2$d is the program's exit status. */
                       N_("Seat %d's bot stopped before it answered (exit status %d).")},
    [TK_BOT_KILLED] = {ARGS_NUMBER,
                       /* TRANSLATORS: %3$d is the number of the signal that killed the program. */
                       N_("Seat %d's bot (%s) stopped before it answered (killed by signal %d)."),
                       /* TRANSLATORS: %2$d is the number of the signal that killed the program. */
                       N_("Seat %d's bot stopped before it answered (killed by signal %d).")},
    [TK_BOT_CLOSED_OUTPUT] = {ARGS_NONE,
                              N_("Seat %d's bot (%s) stopped before it answered (it closed its output)."),
                              N_("Seat %d's bot stopped before it answered (it closed its output).")},
    [TK_BOT_CLOSED_INPUT] = {ARGS_NONE,
                             N_("Seat %d's bot (%s) stopped before it answered (it closed its input)."),
                             N_("Seat %d's bot stopped before it answered (it closed its input).")},
    [TK_BOT_SILENT_WITHIN] = {ARGS_GAME_TEXT,
                              /* TRANSLATORS: %3$s is the game ("Rummikub"), %4$s how long the
                                 bot was waited for ("5 s"). */
                              N_("Seat %d's bot (%s) does not speak the %s bot protocol: it did not answer the greeting within %s."),
                              /* TRANSLATORS: %2$s is the game ("Rummikub"), %3$s how long the
                                 bot was waited for ("5 s"). */
                              N_("Seat %d's bot does not speak the %s bot protocol: it did not answer the greeting within %s.")},
    [TK_BOT_SILENT] = {ARGS_GAME,
                       /* TRANSLATORS: %3$s is the game ("Rummikub"). */
                       N_("Seat %d's bot (%s) does not speak the %s bot protocol: it did not answer the greeting."),
                       /* TRANSLATORS: %2$s is the game ("Rummikub"). */
                       N_("Seat %d's bot does not speak the %s bot protocol: it did not answer the greeting.")},
    [TK_BOT_FAILED_OTHER] = {ARGS_TEXT,
                       /* TRANSLATORS: %3$s is what went wrong, in English. */
                       N_("Seat %d's bot (%s) failed: %s."),
                       /* TRANSLATORS: %2$s is what went wrong, in English. */
                       N_("Seat %d's bot failed: %s.")},
    /* no game named: TK_BOT_SILENT_WITHIN, TK_BOT_SILENT */
    [TK_BOT_TROUBLE_KINDS] = {ARGS_TEXT,
                              /* TRANSLATORS: %3$s is how long the bot was waited for ("5 s"). */
                              N_("Seat %d's bot (%s) does not speak the bot protocol: it did not answer the greeting within %s."),
                              /* TRANSLATORS: %2$s is how long the bot was waited for ("5 s"). */
                              N_("Seat %d's bot does not speak the bot protocol: it did not answer the greeting within %s.")},
    [TK_BOT_TROUBLE_KINDS + 1] = {ARGS_NONE,
                                  N_("Seat %d's bot (%s) does not speak the bot protocol: it did not answer the greeting."),
                                  N_("Seat %d's bot does not speak the bot protocol: it did not answer the greeting.")},
};

void tk_notice_bot_trouble(char *out, size_t size, int seat, const char *who,
                           const TkBotTrouble *t)
{
    char name[48], sentence[700];
    int row;
    if (out == NULL || size == 0 || t == NULL) {
        return;
    }
    row = t->kind >= 0 && t->kind < TK_BOT_TROUBLE_KINDS ? (int)t->kind : (int)TK_BOT_FAILED_OTHER;
    if (t->game[0] == '\0' && row == TK_BOT_SILENT_WITHIN) {
        row = TK_BOT_TROUBLE_KINDS;
    } else if (t->game[0] == '\0' && row == TK_BOT_SILENT) {
        row = TK_BOT_TROUBLE_KINDS + 1;
    }
    const TroubleWords *w = &trouble_words[row];
    int named = who != NULL && who[0] != '\0' && strstr(t->text, who) == NULL &&
                strstr(t->said, who) == NULL && strstr(t->game, who) == NULL;
    bot_who(named ? who : "", name, sizeof name);
    const char *f = named ? _(w->named) : _(w->unnamed);
    switch (w->args) {
    case ARGS_TEXT:
        if (named) {
            tk_fmt(sentence, sizeof sentence, f, seat + 1, name, t->text);
        } else {
            tk_fmt(sentence, sizeof sentence, f, seat + 1, t->text);
        }
        break;
    case ARGS_NUMBER:
        if (named) {
            tk_fmt(sentence, sizeof sentence, f, seat + 1, name, t->number);
        } else {
            tk_fmt(sentence, sizeof sentence, f, seat + 1, t->number);
        }
        break;
    case ARGS_GAME_TEXT:
        if (named) {
            tk_fmt(sentence, sizeof sentence, f, seat + 1, name, t->game, t->text);
        } else {
            tk_fmt(sentence, sizeof sentence, f, seat + 1, t->game, t->text);
        }
        break;
    case ARGS_GAME:
        if (named) {
            tk_fmt(sentence, sizeof sentence, f, seat + 1, name, t->game);
        } else {
            tk_fmt(sentence, sizeof sentence, f, seat + 1, t->game);
        }
        break;
    default:
        if (named) {
            tk_fmt(sentence, sizeof sentence, f, seat + 1, name);
        } else {
            tk_fmt(sentence, sizeof sentence, f, seat + 1);
        }
        break;
    }
    if (t->said[0] == '\0') {
        snprintf(out, size, "%s", sentence);
        return;
    }
    /* Its last words after the sentence, which gives its full stop to
       them: often the reason (a Python traceback's last line). */
    char said[sizeof t->said];
    size_t n = strlen(sentence), k;
    snprintf(said, sizeof said, "%s", t->said);
    k = strlen(said);
    if (n > 0 && sentence[n - 1] == '.') {
        sentence[n - 1] = '\0';
    }
    if (k > 0 && said[k - 1] == '.') {
        said[k - 1] = '\0';
    }
    /* TRANSLATORS: %1$s is a sentence about a seat's bot, without its full
       stop ("Seat 2's bot stopped before it answered (exit status 1)"),
       %2$s the last words the bot wrote, as it wrote them. */
    tk_fmt(out, size, _("%s; it said: %s."), sentence, said);
}

void tk_notice_bot_not_started(char *out, size_t size, int seat, const char *who)
{
    char name[48];
    if (out == NULL || size == 0) {
        return;
    }
    if (who == NULL || who[0] == '\0') {
        /* TRANSLATORS: a saved match's outside bot that nobody asked to start; %1$d is its seat. */
        tk_fmt(out, size, _("Seat %d's bot was not started; the computer plays its seat."),
               seat + 1);
        return;
    }
    bot_who(who, name, sizeof name);
    /* TRANSLATORS: a saved match's outside bot that nobody asked to start; %1$d is its seat,
       %2$s the bot's name or command. */
    tk_fmt(out, size, _("Seat %d's bot (%s) was not started; the computer plays its seat."),
           seat + 1, name);
}

/* The sentences of a bot that left the table: by TkBotLeft, by who took
 * the seat over (the computer, a named computer player, nobody), with the
 * bot's name and without it. */
static const char *const left_words[TK_BOT_LEFT_KINDS][3][2] = {
    [TK_BOT_LEFT_STOPPED] = {
        /* TRANSLATORS: a seat's outside bot left the table; %1$d is the seat, %2$s the
           bot's name or command. */
        {N_("Seat %d's bot (%s) stopped; the computer plays its seat from now on."),
         N_("Seat %d's bot stopped; the computer plays its seat from now on.")},
        /* TRANSLATORS: %3$s (%2$s without the bot's name) is the first name of the
           computer player that takes the seat over. */
        {N_("Seat %d's bot (%s) stopped; %s, a computer player, plays its seat from now on."),
         N_("Seat %d's bot stopped; %s, a computer player, plays its seat from now on.")},
        {N_("Seat %d's bot (%s) stopped, and no computer player could take over: it is played by hand now."),
         N_("Seat %d's bot stopped, and no computer player could take over: it is played by hand now.")},
    },
    [TK_BOT_LEFT_NOT_STARTED] = {
        {N_("Seat %d's bot (%s) could not be started; the computer plays its seat from now on."),
         N_("Seat %d's bot could not be started; the computer plays its seat from now on.")},
        {N_("Seat %d's bot (%s) could not be started; %s, a computer player, plays its seat from now on."),
         N_("Seat %d's bot could not be started; %s, a computer player, plays its seat from now on.")},
        {N_("Seat %d's bot (%s) could not be started, and no computer player could take over: it is played by hand now."),
         N_("Seat %d's bot could not be started, and no computer player could take over: it is played by hand now.")},
    },
    [TK_BOT_LEFT_ILLEGAL] = {
        {N_("Seat %d's bot (%s) made a move the rules do not allow; the computer plays its seat from now on."),
         N_("Seat %d's bot made a move the rules do not allow; the computer plays its seat from now on.")},
        {N_("Seat %d's bot (%s) made a move the rules do not allow; %s, a computer player, plays its seat from now on."),
         N_("Seat %d's bot made a move the rules do not allow; %s, a computer player, plays its seat from now on.")},
        {N_("Seat %d's bot (%s) made a move the rules do not allow, and no computer player could take over: it is played by hand now."),
         N_("Seat %d's bot made a move the rules do not allow, and no computer player could take over: it is played by hand now.")},
    },
    [TK_BOT_LEFT_RULES] = {
        {N_("Seat %d's bot (%s) made too many moves the rules do not allow; the computer plays its seat from now on."),
         N_("Seat %d's bot made too many moves the rules do not allow; the computer plays its seat from now on.")},
        {N_("Seat %d's bot (%s) made too many moves the rules do not allow; %s, a computer player, plays its seat from now on."),
         N_("Seat %d's bot made too many moves the rules do not allow; %s, a computer player, plays its seat from now on.")},
        {N_("Seat %d's bot (%s) made too many moves the rules do not allow, and no computer player could take over: it is played by hand now."),
         N_("Seat %d's bot made too many moves the rules do not allow, and no computer player could take over: it is played by hand now.")},
    },
};

void tk_notices_push_bot_left(TkNotices *q, int seat, const char *who, TkBotLeft what,
                              TkTakeover by, const char *taker, const char *detail)
{
    char name[48], text[500];
    int w = what >= 0 && what < TK_BOT_LEFT_KINDS ? (int)what : (int)TK_BOT_LEFT_STOPPED;
    int named = who != NULL && who[0] != '\0';
    int form = by == TK_TAKEN_BY_HAND ? 2 : taker != NULL && taker[0] != '\0' ? 1 : 0;
    const char *f = _(left_words[w][form][named ? 0 : 1]);
    bot_who(named ? who : "", name, sizeof name);
    if (form == 1 && named) {
        tk_fmt(text, sizeof text, f, seat + 1, name, taker);
    } else if (form == 1) {
        tk_fmt(text, sizeof text, f, seat + 1, taker);
    } else if (named) {
        tk_fmt(text, sizeof text, f, seat + 1, name);
    } else {
        tk_fmt(text, sizeof text, f, seat + 1);
    }
    tk_notices_push_detail(q, text, detail);
}
