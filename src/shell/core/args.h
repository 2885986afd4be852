/*
 * args.h - a desktop program's command line (pure).  Private to src/shell.
 */
#ifndef SH_CORE_ARGS_H
#define SH_CORE_ARGS_H

#include <stddef.h>

#include "shell/game.h"

typedef struct ShArgs {
    int help, version;
    int fullscreen;             /* -1 as in the settings, 0 windowed, 1 fullscreen */
    int width, height;          /* 0: as in the settings */
    const char *render_record;  /* --render-record FILE */
    const char *replay;         /* --replay FILE: the replay viewer on a record at once */
    const char *out;            /* --out FILE.png */
    const char *screenshot_dir; /* --screenshot-dir DIR */
    const char *pref_dir;       /* --pref-dir DIR (instead of SDL's preference folder) */
    const char *language;       /* --language LANG (system, en, fr...) for this run; NULL */
    int quick;                  /* --quick N: start a match vs N-1 computers at once */
    int viewer;                 /* --viewer SEAT (1-based in text) for --render-record */
    int no_resume;              /* --no-resume */
    long exit_after_ms;         /* --exit-after MS: quit after that long (tests) */
} ShArgs;

/* Parses argv for game's program.  Returns 0, or -1 with a one-line
 * error in err. */
int sh_args_parse(ShArgs *a, const ShGame *game, int argc, char **argv, char *err,
                  size_t errsize);

/* Writes the --help text of game's program into buf; returns its length. */
size_t sh_args_usage(const ShGame *game, char *buf, size_t size);

/* The largest --size: what a screen can be, 8K (7680x4320, or 4320x7680
 * turned): each side at most SH_SIZE_MAX_SIDE, at most SH_SIZE_MAX_PIXELS
 * in all.  (A drawing of 16384x16384 took minutes and gigabytes.) */
#define SH_SIZE_MAX_SIDE 7680
#define SH_SIZE_MAX_PIXELS (7680L * 4320L)

/* Parses "WxH": 1 with *w and *h set (each 1..SH_SIZE_MAX_SIDE, at most
 * SH_SIZE_MAX_PIXELS in all); 0 when s is not WxH (both left alone); -1
 * when it is, but larger than that. */
int sh_parse_size(const char *s, int *w, int *h);

#endif /* SH_CORE_ARGS_H */
