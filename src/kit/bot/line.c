/*
 * line.c - framing a bot's output into lines (kit/bot.h), the longest line
 * the protocol's choice; a line quoted for a message; the hello's answer
 * every protocol shares.  Pure: no I/O, no allocation.
 */
#include <stdio.h>
#include <string.h>

#include "kit/bot.h"
#include "kit/lang.h"
#include "kit/status.h"
#include "kit/text.h"

void tk_line_reader_init(TkLineReader *r, char *buf, size_t max)
{
    memset(r, 0, sizeof *r);
    r->line = buf;
    r->max = max;
    if (buf != NULL) {
        buf[0] = '\0';
    }
}

/* Drops the line being read up to its '\n' and reports `fault`. */
static TkLineStatus refuse(TkLineReader *r, TkLineStatus fault, size_t i, size_t *used)
{
    r->skipping = 1;
    r->cr = 0;
    r->len = 0;
    *used = i + 1;
    return fault;
}

TkLineStatus tk_line_reader_feed(TkLineReader *r, const char *data, size_t len, size_t *used)
{
    size_t i;

    if (r->done) {
        /* the previous line was handed out: start a new one */
        r->done = 0;
        r->len = 0;
        r->cr = 0;
        r->line[0] = '\0';
    }
    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)data[i];

        if (r->skipping) {
            if (c == '\n') {
                r->skipping = 0;
                r->len = 0;
                r->cr = 0;
            }
            continue;
        }
        if (c == '\n') {
            size_t text = r->cr ? r->len - 1 : r->len; /* the pending '\r' is in len */

            /* len < max (checked below), so the line with its '\n' fits */
            r->line[text] = '\0';
            r->len = text;
            r->cr = 0;
            r->done = 1;
            *used = i + 1;
            return TK_LINE_OK;
        }
        if (r->cr || c == 0x7f || (c < 0x20 && c != '\r') || c > 0x7f) {
            /* a control byte, a '\r' not right before '\n', or non-ASCII */
            return refuse(r, TK_LINE_BINARY, i, used);
        }
        if (c == '\r') {
            r->cr = 1;
        } else {
            r->line[r->len] = (char)c;
        }
        r->len++;
        if (r->len >= r->max) {
            /* even a '\n' now would make the line longer than allowed */
            return refuse(r, TK_LINE_TOO_LONG, i, used);
        }
    }
    *used = len;
    return TK_LINE_MORE;
}

void tk_bot_quote(const char *line, char *buf, size_t size)
{
    if (buf == NULL || size == 0) {
        return;
    }
    if (line == NULL) {
        line = "";
    }
    if (strlen(line) > 40) {
        snprintf(buf, size, "'%.37s...'", line);
    } else {
        snprintf(buf, size, "'%s'", line);
    }
}

static int name_char(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-';
}

int tk_bot_name_check(const char *name, char *why, size_t size)
{
    size_t n = 0;
    while (name != NULL && name_char(name[n])) {
        n++;
    }
    if (name == NULL || n == 0 || name[n] != '\0' || n > TK_BOT_NAME_MAX) {
        if (why != NULL && size > 0) {
            snprintf(why, size, _("a bot name has 1 to %d of A-Z a-z 0-9 _ -"), TK_BOT_NAME_MAX);
        }
        return TK_E_FORMAT;
    }
    return TK_OK;
}

int tk_bot_parse_hello(const char *line, char name[TK_BOT_NAME_MAX + 1], char *why,
                       size_t size)
{
    char quoted[48];
    size_t n = 0;

    if (line == NULL || name == NULL) {
        if (why != NULL && size > 0) {
            snprintf(why, size, "no answer");
        }
        return TK_E_ARG;
    }
    tk_bot_quote(line, quoted, sizeof quoted);
    if (strncmp(line, "ok ", 3) != 0) {
        if (why != NULL && size > 0) {
            snprintf(why, size, "%s is not 'ok NAME'", quoted);
        }
        return TK_E_FORMAT;
    }
    while (name_char(line[3 + n])) {
        n++;
    }
    if (n == 0 || line[3 + n] != '\0' || n > TK_BOT_NAME_MAX) {
        if (why != NULL && size > 0) {
            snprintf(why, size, "%s: NAME must be 1 to %d of A-Z a-z 0-9 _ -", quoted,
                     TK_BOT_NAME_MAX);
        }
        return TK_E_FORMAT;
    }
    memcpy(name, line + 3, n);
    name[n] = '\0';
    return TK_OK;
}

int tk_bot_words(const char *text, size_t len, char *buf, size_t size, char **w, int max)
{
    if (text == NULL || buf == NULL || w == NULL || len == 0 || len >= size) {
        return 0;
    }
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c < 0x20 || c > 0x7e) {
            return 0;
        }
    }
    memcpy(buf, text, len);
    buf[len] = '\0';
    int n = 0;
    char *s = buf;
    for (;;) {
        if (n == max || *s == '\0' || *s == ' ') {
            return 0;
        }
        w[n++] = s;
        char *sp = strchr(s, ' ');
        if (sp == NULL) {
            return n;
        }
        *sp = '\0';
        s = sp + 1;
    }
}

int tk_bot_num(const char *word, long lo, long hi, int *out)
{
    long v;
    if (word == NULL || tk_text_parse_long(word, strlen(word), lo, hi, &v) != TK_OK) {
        return 0;
    }
    *out = (int)v;
    return 1;
}

int tk_bot_keyval(const char *word, const char *key, long lo, long hi, int *out)
{
    if (word == NULL || key == NULL) {
        return 0;
    }
    size_t k = strlen(key);
    return strncmp(word, key, k) == 0 && word[k] == '=' && tk_bot_num(word + k + 1, lo, hi, out);
}
