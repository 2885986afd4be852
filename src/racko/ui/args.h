/*
 * args.h - the desktop game's command line (pure).
 */
#ifndef RACKO_UI_ARGS_H
#define RACKO_UI_ARGS_H

#include <stddef.h>

typedef struct UiArgs {
    int help, version;
    int fullscreen;             /* -1 as in the settings, 0 windowed, 1 fullscreen */
    int width, height;          /* 0: as in the settings */
    const char *render_record;  /* --render-record FILE */
    const char *out;            /* --out FILE.png */
    const char *screenshot_dir; /* --screenshot-dir DIR */
    const char *pref_dir;       /* --pref-dir DIR (instead of SDL's preference folder) */
    int quick;                  /* --quick N: start a match vs N-1 computers at once */
    int viewer;                 /* --viewer SEAT (1-based in text) for --render-record */
    int no_resume;              /* --no-resume */
    long exit_after_ms;         /* --exit-after MS: quit after that long (tests) */
} UiArgs;

/* Parses argv.  Returns 0 on success, or -1 with a one-line error in err. */
int ui_args_parse(UiArgs *a, int argc, char **argv, char *err, size_t errsize);

/* The --help text. */
const char *ui_args_usage(void);

/* Parses "WxH"; returns 1 on success with both in 1..16384. */
int ui_parse_size(const char *s, int *w, int *h);

#endif /* RACKO_UI_ARGS_H */
