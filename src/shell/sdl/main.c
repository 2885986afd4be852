/* main.c - a desktop program's entry: arguments, then the loop (sh_main). */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "args.h"
#include "kit/lang.h"
#include "kit/text.h"

#ifdef _WIN32
#include <windows.h>

/* A windowed program has no console: started from one (cmd, PowerShell),
 * it borrows its parent's so that --help and errors are seen.  Output that
 * goes to a pipe or a file already has somewhere to go. */
static void borrow_console(void)
{
    if (GetFileType(GetStdHandle(STD_OUTPUT_HANDLE)) == FILE_TYPE_UNKNOWN &&
        AttachConsole(ATTACH_PARENT_PROCESS)) {
        if (freopen("CONOUT$", "w", stdout) == NULL || freopen("CONOUT$", "w", stderr) == NULL) {
            return;
        }
    }
}
#endif

/* "GAME: TEXT" on stderr, TEXT made visible: it may hold what was typed
 * on the command line (a path, an option), whose escape sequences must not
 * reach the terminal as such. */
static void print_error(const ShGame *game, const char *text)
{
    char shown[1200];
    tk_text_visible(text, shown, sizeof shown);
    fprintf(stderr, "%s: %s\n", game->id, shown);
}

static void show_error(const ShGame *game, const char *text, int windowed)
{
    print_error(game, text);
    if (windowed) {
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, game->title, text, NULL);
    }
}

/* --replay FILE: the record opened once, read only (no window yet, no
 * preference folder, nothing written, nothing started), so that a file
 * that cannot be watched is said at once: 0, or -1 with why in err. */
static int check_replay(const ShGame *game, const char *path, char *err, size_t size)
{
    ShHost h;
    ShTable *t = NULL;
    char why[500];
    sh_host_init(&h, game, NULL);
    h.read_only = 1;
    why[0] = '\0';
    if (game->replay_open(&h, path, &t, why, sizeof why) != TK_OK || t == NULL) {
        char shown[300];
        tk_text_visible(path, shown, sizeof shown);
        /* TRANSLATORS: --replay FILE: the file, then the technical reason (in English) */
        tk_fmt(err, size, _("--replay %s: this record cannot be watched: %s"), shown, why);
        return -1;
    }
    game->table_free(t);
    return 0;
}

/* --render-record: draw a saved game to a PNG without a window.  Writes
 * nothing but the picture and starts no process. */
static int render_record(const ShGame *game, const ShArgs *a)
{
    App app;
    char err[600], out_default[300];
    int w = a->width > 0 ? a->width : 1280, h = a->height > 0 ? a->height : 800;
    const char *out = a->out;
    int rc = 0;
    if (out == NULL) {
        snprintf(out_default, sizeof out_default, "%s.png", game->id);
        out = out_default;
    }
    if (app_init(&app, game, w, h, 0, APP_HEADLESS | APP_READ_ONLY, a->pref_dir, NULL, err,
                 sizeof err) != 0) {
        print_error(game, err);
        app_free(&app);
        return 1;
    }
    app.host.settings.speed = SH_SPEED_INSTANT; /* a still picture: everything in place */
    if (app_resume(&app, a->render_record, SH_OPEN_READ_ONLY) != 0) {
        print_error(game, app.title_note);
        app_free(&app);
        return 1;
    }
    game->table_picture(app.table, a->viewer);
    app_resized(&app);
    app_tick(&app, 0);
    if (app.overlay == OV_PASS) {
        app.overlay = OV_NONE;
        game->table_reveal(app.table);
    }
    app_draw(&app);
    if (app_save_png(&app, out, err, sizeof err) != 0) {
        print_error(game, err);
        rc = 1;
    } else {
        char shown[600];
        tk_text_visible(out, shown, sizeof shown);
        printf("wrote %s (%dx%d)\n", shown, w, h);
    }
    app_free(&app);
    return rc;
}

int sh_main(int argc, char **argv, const ShGame *game, const char *version)
{
    ShArgs a;
    char err[600];
    App app;
    Uint64 t0 = SDL_GetPerformanceCounter();
#ifdef _WIN32
    borrow_console();
#endif
#ifdef SDL_HINT_WINDOWS_DPI_SCALING
    /* The manifest declares per-monitor DPI awareness: SDL lays the window
     * out in points and the 2x art is used on a scaled display. */
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_SCALING, "1");
#endif
    /* The command line's errors and --help in the terminal's language
       (LANG, LC_MESSAGES), as every terminal program speaks. */
    {
        ShLangs early;
        char data[1024], locale[sizeof data + 8], why[600], wanted[256];
        const char *dirs[2];
        int nd = 0, rc = -1, parsed;
        if (gfx_find_data_dir(game->id, game->probe_image, data, sizeof data, why, sizeof why)) {
            snprintf(locale, sizeof locale, "%s/locale", data);
            dirs[nd++] = locale;
        }
#ifdef RACKO_BUILD_LOCALE_DIR
        dirs[nd++] = RACKO_BUILD_LOCALE_DIR;
#endif
        sh_langs_find(&early, dirs, nd);
        tk_lang_from_env(wanted, sizeof wanted);
        sh_langs_apply(&early, "system", wanted, NULL, 0);
        parsed = sh_args_parse(&a, game, argc, argv, err, sizeof err);
        if (parsed == 0 && a.language != NULL) {
            /* --language LANG, read: the help and the record's check say
               it in LANG already */
            sh_langs_apply(&early, a.language, wanted, NULL, 0);
        }
        if (parsed != 0) {
            print_error(game, err);
            rc = 2;
        } else if (a.replay != NULL && !a.help && check_replay(game, a.replay, err, sizeof err) != 0) {
            print_error(game, err); /* a record that cannot be watched: as a bad argument */
            rc = 2;
        } else if (a.help) {
            char usage[4096];
            sh_args_usage(game, usage, sizeof usage);
            fputs(usage, stdout);
            rc = 0;
        }
        tk_lang_use(NULL);
        sh_langs_free(&early);
        if (rc >= 0) {
            return rc;
        }
    }
    if (a.version) {
        printf("%s %s\n", game->id, version);
        return 0;
    }
    if (a.render_record != NULL) {
        int rc = render_record(game, &a);
        SDL_Quit();
        return rc;
    }
    app.start_counter = t0;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "%s: cannot start the display: %s\n", game->id, SDL_GetError());
        return 1;
    }
    if (app_init(&app, game, a.width, a.height, a.fullscreen, 0, a.pref_dir, a.screenshot_dir,
                 err, sizeof err) != 0) {
        show_error(game, err, 1);
        app_free(&app);
        SDL_Quit();
        return 1;
    }
    app.start_counter = t0;
    if (a.language != NULL) {
        snprintf(app.language_arg, sizeof app.language_arg, "%s", a.language);
        app_apply_language(&app);
    }
    if (a.no_resume) {
        app.resume_ok = 0;
    }
    if (a.replay != NULL) {
        /* The viewer at once, over the title screen (Close goes there). */
        if (app_replay_open(&app, a.replay, SCR_TITLE, err, sizeof err) != 0) {
            show_error(game, err, 1);
        }
    } else if (a.quick > 0 && app_quick_start(&app, a.quick) != 0) {
        show_error(game, app.form_error, 1);
    }
    app_run(&app, a.exit_after_ms);
    app_free(&app);
    SDL_Quit();
    return 0;
}
