/*
 * live.c - a person playing Ratuki at the terminal in real time (live.h):
 * raw keys, the round's wall clock, the table drawn.
 */
#define _POSIX_C_SOURCE 200809L

#include "live.h"

#include <string.h>
#include <time.h>
#ifndef _WIN32
#include <poll.h>
#include <unistd.h>
#endif

#include "kit/lang.h"
#include "kit/text.h"

int cli_live_possible(void)
{
#ifdef _WIN32
    return 0;
#else
    return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
#endif
}

void cli_live_init(CliLive *lv, int seat)
{
    memset(lv, 0, sizeof *lv);
    lv->seat = seat;
    lv->round = -1;
    lv->chosen = -1;
    lv->dirty = 1;
}

int cli_live_start(CliLive *lv)
{
#ifdef _WIN32
    (void)lv;
    return TK_E_IO;
#else
    struct termios raw;
    if (lv->raw) {
        return TK_OK;
    }
    if (!lv->have_saved) {
        if (tcgetattr(STDIN_FILENO, &lv->saved) != 0) {
            return TK_E_IO;
        }
        lv->have_saved = 1;
    }
    raw = lv->saved;
    /* Every key at once, unechoed; Ctrl+C, Ctrl+Z and Ctrl+D as keys.
       Output as before (a newline still begins a line). */
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ISIG | IEXTEN);
    raw.c_iflag &= ~(tcflag_t)(IXON | ICRNL);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    /* TCSANOW: the keys typed ahead are kept. */
    if (tcsetattr(STDIN_FILENO, TCSANOW, &raw) != 0) {
        return TK_E_IO;
    }
    lv->raw = 1;
    return TK_OK;
#endif
}

void cli_live_stop(CliLive *lv)
{
#ifndef _WIN32
    if (lv->raw && lv->have_saved) {
        tcsetattr(STDIN_FILENO, TCSANOW, &lv->saved);
    }
#endif
    lv->raw = 0;
}

double cli_live_clock(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

int cli_live_now(CliLive *lv, const RtTable *t)
{
    int table = rt_table_now(t);
    double wall = cli_live_clock() - lv->start_ms;
    if (wall < table) {
        lv->start_ms -= table - wall; /* the table is ahead: the clock follows it */
        return table;
    }
    return wall > RT_TIME_MAX ? RT_TIME_MAX : (int)wall;
}

CliKey cli_live_key(CliLive *lv, int wait_ms)
{
#ifdef _WIN32
    (void)lv;
    (void)wait_ms;
    return CLI_KEY_EOF;
#else
    struct pollfd p = {STDIN_FILENO, POLLIN, 0};
    unsigned char c;
    int n = poll(&p, 1, wait_ms < 0 ? 0 : wait_ms);
    if (n == 0) {
        return CLI_KEY_NONE;
    }
    if (n < 0) {
        return CLI_KEY_NONE; /* a signal: look again */
    }
    ssize_t got = read(STDIN_FILENO, &c, 1);
    /* The end of the input, or Ctrl+D: typed while the terminal still read
       lines (before the round), a Ctrl+D is left there as a NUL. */
    if (got <= 0 || c == 4 || c == 0) {
        return CLI_KEY_EOF;
    }
    lv->key = c;
    return CLI_KEY_CHAR;
#endif
}

void cli_live_say(CliLive *lv, const char *line)
{
    memmove(lv->said[1], lv->said[0], sizeof lv->said[0] * (CLI_LIVE_LINES - 1));
    snprintf(lv->said[0], sizeof lv->said[0], "%s", line);
    lv->dirty = 1;
}

/* A seat's name for the screen (made visible, cut to fit). */
static void seat_name(const RtTable *t, int seat, char *out, size_t size)
{
    char shown[4 * RT_NAME_MAX + 1];
    tk_text_visible(mt_match_seat_name(t, seat), shown, sizeof shown);
    snprintf(out, size, "%.12s", shown);
}

/* The characters of a UTF-8 text (its width on a terminal of Latin
 * letters). */
static size_t chars_of(const char *text)
{
    size_t n = 0;
    for (const char *c = text; *c != '\0'; c++) {
        n += ((unsigned char)*c & 0xC0) != 0x80;
    }
    return n;
}

/* `text`, then blanks up to `width` characters. */
static void pad_to(FILE *out, const char *text, size_t width)
{
    fputs(text, out);
    for (size_t n = chars_of(text); n < width; n++) {
        fputc(' ', out);
    }
}

/* The width of the person's mark, "(you)" in the language in force. */
static size_t you_width(void)
{
    return chars_of(_("(you)"));
}

static void draw_place(const RtTable *t, const RtPlaceView *p, int k, FILE *out)
{
    char who[16];
    if (p->height == 0) {
        fprintf(out, _("  place %d  free\n"), k + 1);
        return;
    }
    fprintf(out,
            tk_trn("  place %d  %s on top, %d card", "  place %d  %s on top, %d cards",
                   p->height),
            k + 1, rt_value_text(rt_card_value(p->top)), p->height);
    if (p->pending_seat >= 0) {
        seat_name(t, p->pending_seat, who, sizeof who);
        fprintf(out, p->pending_take ? _("   (%s's, pending: takes the stack)") : _("   (%s's, pending)"),
                who);
    }
    fprintf(out, "\n");
}

void cli_live_draw(CliLive *lv, const RtTable *t, int now, FILE *out)
{
    const RtGame *g = rt_table_game(t);
    RtView v;
    char name[16];
    rt_game_view(g, lv->seat, &v);
    int players = v.config.players;
    /* Home, clear: the table drawn anew. */
    fprintf(out, "\033[H\033[2J");
    if (v.config.target > 0) {
        fprintf(out, _("Ratuki: round %d, %d.%d s, to %d points"), v.round, now / 1000,
                now % 1000 / 100, v.config.target);
    } else {
        fprintf(out, _("Ratuki: round %d, %d.%d s"), v.round, now / 1000, now % 1000 / 100);
    }
    fprintf(out, "\n");
    fprintf(out,
            _("keys: 1-3 a card, then its place 1-%d (or d: discard it); Esc: choose again; "
              "h: help; q: quit\n\n"),
            players);
    for (int k = 0; k < players; k++) {
        draw_place(t, &v.place[k], k, out);
    }
    fprintf(out, "\n");
    for (int s = 0; s < players; s++) {
        seat_name(t, s, name, sizeof name);
        fprintf(out, "  %-12s ", name);
        pad_to(out, s == lv->seat ? _("(you)") : "", you_width());
        if (s == lv->seat) {
            pad_to(out, _("  hand"), 6);
            for (int k = 0; k < RT_HAND; k++) {
                int val = rt_card_value(v.hand[k]);
                fprintf(out, " %s[%d] %s", k == lv->chosen ? ">" : " ", k + 1,
                        val > 0 ? rt_value_text(val) : "-");
            }
        } else {
            fprintf(out, "%27s", ""); /* as wide as "  hand" and the three cards */
        }
        fprintf(out, _("   draw %2d  discard %2d  scoring %2d  total %d\n"), v.piles[s].draw,
                v.piles[s].discard, v.piles[s].scoring, v.total[s]);
    }
    fprintf(out, "\n");
    for (int k = CLI_LIVE_LINES - 1; k >= 0; k--) {
        if (lv->said[k][0] != '\0') {
            fprintf(out, "  %s\n", lv->said[k]);
        }
    }
    fprintf(out, "> %s", lv->prompt);
    fflush(out);
    lv->drawn_ms = cli_live_clock();
    lv->dirty = 0;
}
