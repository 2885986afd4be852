/* args.c - a desktop program's command line (args.h). */
#include "args.h"

#include "kit/lang.h"
#include "kit/status.h"
#include "shell/settings.h"
#include "kit/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The longest --exit-after: a day. */
#define EXIT_AFTER_MAX 86400000L

size_t sh_args_usage(const ShGame *game, char *buf, size_t size)
{
    char head[400];
    size_t n;
    int k;
    /* TRANSLATORS: --help; keep the options as they are, and the second
       column where it is (the first is 24 characters wide). */
    tk_fmt(head, sizeof head, _("Usage: %s [OPTION]...\n"), game->id);
    k = tk_fmt(buf, size,
               _("%s%s\n"
                 "\n"
                 "  --windowed              start in a window\n"
                 "  --fullscreen            start full screen (F11 toggles)\n"
                 "  --size WxH              window size, e.g. 1280x800 (at most 8K, 7680x4320)\n"
                 "  --quick N               start a match at once: you and N-1 computers (2..%d);\n"
                 "                          over an unfinished saved match, asks first\n"
                 "  --no-resume             do not offer to resume the unfinished match (it stays\n"
                 "                          saved until a new match replaces it)\n"
                 "  --replay FILE           watch a match's record in the replay viewer (read\n"
                 "                          only: nothing is written, no program is started)\n"
                 "  --render-record FILE    draw a saved game to a PNG without a window\n"
                 "  --out FILE.png          where --render-record writes (default %s.png)\n"
                 "  --viewer N              seat shown at the bottom by --render-record (default 1)\n"
                 "  --screenshot-dir DIR    where F12 screenshots go (default: the preference folder)\n"
                 "  --pref-dir DIR          keep settings, the saved match and bot logs in DIR\n"
                 "  --language LANG         speak LANG this time (system, en, fr...; Settings keeps\n"
                 "                          the choice)\n"
                 "  --help                  show this help\n"
                 "  --version               show the version\n"
                 "\n"),
               head, _(game->about), game->max_seats, game->id);
    n = k < 0 ? 0 : (size_t)k;
    if (n < size) {
        k = snprintf(buf + n, size - n, "%s", _(game->keys_help));
        n += k < 0 ? 0 : (size_t)k;
    }
    return n;
}

int sh_parse_size(const char *s, int *w, int *h)
{
    char *end;
    long a, b;
    if (s == NULL || *s < '0' || *s > '9') {
        return 0;
    }
    a = strtol(s, &end, 10);
    if (*end != 'x' && *end != 'X') {
        return 0;
    }
    s = end + 1;
    if (*s < '0' || *s > '9') {
        return 0;
    }
    b = strtol(s, &end, 10);
    if (*end != '\0' || a < 1 || b < 1) {
        return 0;
    }
    if (a > SH_SIZE_MAX_SIDE || b > SH_SIZE_MAX_SIDE || a * b > SH_SIZE_MAX_PIXELS) {
        return -1; /* strtol's LONG_MAX too: over the side */
    }
    *w = (int)a;
    *h = (int)b;
    return 1;
}

/* What was typed, for a message: made visible (an escape sequence in it
 * must not reach the terminal as one) and cut to what buf holds, "..."
 * marking the cut.  Returns buf. */
static const char *typed(const char *arg, char *buf, size_t size)
{
    if (tk_text_visible(arg, buf, size) >= size && size > 4) {
        memcpy(buf + size - 4, "...", 4);
    }
    return buf;
}

static int need_value(int i, int argc, char **argv, char *err, size_t errsize)
{
    if (i + 1 >= argc) {
        char shown[64];
        tk_fmt(err, errsize, _("option %s needs a value (see --help)"),
               typed(argv[i], shown, sizeof shown));
        return 0;
    }
    return 1;
}

/* A whole decimal number (digits only, in range of a long); 1 if it is. */
static int whole_number(const char *s, long *out)
{
    return s[0] != '-' && tk_text_parse_long(s, strlen(s), 0, 0x7fffffffL, out) == TK_OK;
}

int sh_args_parse(ShArgs *a, const ShGame *game, int argc, char **argv, char *err,
                  size_t errsize)
{
    int i;
    memset(a, 0, sizeof *a);
    a->fullscreen = -1;
    a->viewer = 0;
    if (errsize > 0) {
        err[0] = '\0';
    }
    for (i = 1; i < argc; i++) {
        const char *o = argv[i];
        if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
            a->help = 1;
        } else if (strcmp(o, "--version") == 0) {
            a->version = 1;
        } else if (strcmp(o, "--windowed") == 0) {
            a->fullscreen = 0;
        } else if (strcmp(o, "--fullscreen") == 0) {
            a->fullscreen = 1;
        } else if (strcmp(o, "--no-resume") == 0) {
            a->no_resume = 1;
        } else if (strcmp(o, "--size") == 0) {
            if (!need_value(i, argc, argv, err, errsize)) {
                return -1;
            }
            int sized = sh_parse_size(argv[++i], &a->width, &a->height);
            char shown[44];
            if (sized == 0) {
                tk_fmt(err, errsize, _("--size wants WIDTHxHEIGHT like 1280x800, not '%s'"),
                       typed(argv[i], shown, sizeof shown));
                return -1;
            }
            if (sized < 0) {
                /* TRANSLATORS: --size too large; the last two numbers are the
                   same screen turned round. */
                tk_fmt(err, errsize,
                       _("--size %s is larger than a screen: at most 8K, %dx%d (or %dx%d)"),
                       typed(argv[i], shown, sizeof shown), SH_SIZE_MAX_SIDE,
                       (int)(SH_SIZE_MAX_PIXELS / SH_SIZE_MAX_SIDE),
                       (int)(SH_SIZE_MAX_PIXELS / SH_SIZE_MAX_SIDE), SH_SIZE_MAX_SIDE);
                return -1;
            }
        } else if (strcmp(o, "--render-record") == 0 || strcmp(o, "--out") == 0 ||
                   strcmp(o, "--screenshot-dir") == 0 || strcmp(o, "--pref-dir") == 0 ||
                   strcmp(o, "--replay") == 0) {
            const char **slot = strcmp(o, "--render-record") == 0 ? &a->render_record
                                : strcmp(o, "--replay") == 0      ? &a->replay
                                : strcmp(o, "--out") == 0         ? &a->out
                                : strcmp(o, "--screenshot-dir") == 0 ? &a->screenshot_dir
                                                                     : &a->pref_dir;
            if (!need_value(i, argc, argv, err, errsize)) {
                return -1;
            }
            if (argv[i + 1][0] == '\0') {
                tk_fmt(err, errsize, _("%s wants a file or folder name, not an empty one"), o);
                return -1;
            }
            *slot = argv[++i];
        } else if (strcmp(o, "--language") == 0) {
            if (!need_value(i, argc, argv, err, errsize)) {
                return -1;
            }
            if (!sh_settings_language_ok(argv[i + 1])) {
                char shown[44];
                tk_fmt(err, errsize,
                       _("--language wants system, en or a translation's code such as fr, not '%s'"),
                       typed(argv[i + 1], shown, sizeof shown));
                return -1;
            }
            a->language = argv[++i];
        } else if (strcmp(o, "--quick") == 0 || strcmp(o, "--viewer") == 0 ||
                   strcmp(o, "--exit-after") == 0) {
            long v;
            if (!need_value(i, argc, argv, err, errsize)) {
                return -1;
            }
            if (!whole_number(argv[i + 1], &v)) {
                char shown[44];
                tk_fmt(err, errsize, _("%s wants a number, not '%s'"), o,
                       typed(argv[i + 1], shown, sizeof shown));
                return -1;
            }
            i++;
            if (strcmp(o, "--quick") == 0) {
                int lo = game->min_seats > 2 ? game->min_seats : 2;
                if (v < lo || v > game->max_seats) {
                    tk_fmt(err, errsize, _("--quick wants %d..%d seats"), lo, game->max_seats);
                    return -1;
                }
                a->quick = (int)v;
            } else if (strcmp(o, "--viewer") == 0) {
                if (v < 1 || v > game->max_seats) {
                    tk_fmt(err, errsize, _("--viewer wants a seat 1..%d"), game->max_seats);
                    return -1;
                }
                a->viewer = (int)v - 1;
            } else {
                if (v > EXIT_AFTER_MAX) {
                    tk_fmt(err, errsize, _("--exit-after wants milliseconds 0..%ld"),
                           EXIT_AFTER_MAX);
                    return -1;
                }
                a->exit_after_ms = v;
            }
        } else {
            char shown[64];
            tk_fmt(err, errsize, _("unknown option '%s' (see --help)"),
                   typed(o, shown, sizeof shown));
            return -1;
        }
    }
    if (a->replay != NULL && a->render_record != NULL) {
        snprintf(err, errsize, "%s", _("--replay and --render-record do not go together"));
        return -1;
    }
    if (a->replay != NULL && game->replay_open == NULL) {
        tk_fmt(err, errsize, _("%s has no replay viewer"), game->title);
        return -1;
    }
    if (a->out != NULL && a->render_record == NULL) {
        snprintf(err, errsize, "%s", _("--out goes with --render-record"));
        return -1;
    }
    return 0;
}
