/* main.c - the desktop game's entry point: arguments, then the loop. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "args.h"

#ifndef RACKO_VERSION
#define RACKO_VERSION "0"
#endif

static void show_error(const char *text, int windowed)
{
    fprintf(stderr, "racko: %s\n", text);
    if (windowed) {
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Rack-O", text, NULL);
    }
}

/* --render-record: draw a saved game to a PNG without a window. */
static int render_record(const UiArgs *a)
{
    App app;
    char err[600];
    int w = a->width > 0 ? a->width : 1280, h = a->height > 0 ? a->height : 800;
    const char *out = a->out != NULL ? a->out : "racko.png";
    int rc = 0;
    SDL_Event ev;
    if (app_init(&app, w, h, 0, 1, a->pref_dir != NULL ? a->pref_dir : "/tmp", NULL, err,
                 sizeof err) != 0) {
        fprintf(stderr, "racko: %s\n", err);
        app_free(&app);
        return 1;
    }
    app.settings.speed = UI_SPEED_INSTANT; /* a still picture: everything in place */
    if (app_resume(&app, a->render_record) != 0) {
        fprintf(stderr, "racko: %s\n", app.title_note);
        app_free(&app);
        return 1;
    }
    /* No autosave here: the record is only read. */
    ui_match_set_autosave(app.match, NULL);
    if (a->viewer >= 0 && a->viewer < app.lay.players) {
        app.viewer = a->viewer;
        app.revealed = 1;
    }
    app_resized(&app);
    (void)ev;
    if (racko_game_phase(ui_match_game(app.match)) == RACKO_PHASE_MATCH_OVER) {
        /* A finished match: show its final results rather than the last round. */
        app.round_shown = racko_game_round(ui_match_game(app.match));
    }
    app_tick(&app, 0);
    if (app.overlay == OV_PASS) {
        app.overlay = OV_NONE;
        app.revealed = 1;
    }
    app_draw(&app);
    if (app_save_png(&app, out, err, sizeof err) != 0) {
        fprintf(stderr, "racko: %s\n", err);
        rc = 1;
    } else {
        printf("wrote %s (%dx%d)\n", out, w, h);
    }
    app_free(&app);
    return rc;
}

int main(int argc, char **argv)
{
    UiArgs a;
    char err[600];
    App app;
    Uint64 t0 = SDL_GetPerformanceCounter();
    if (ui_args_parse(&a, argc, argv, err, sizeof err) != 0) {
        fprintf(stderr, "racko: %s\n", err);
        return 2;
    }
    if (a.help) {
        fputs(ui_args_usage(), stdout);
        return 0;
    }
    if (a.version) {
        printf("racko %s\n", RACKO_VERSION);
        return 0;
    }
    if (a.render_record != NULL) {
        int rc = render_record(&a);
        SDL_Quit();
        return rc;
    }
    app.start_counter = t0;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "racko: cannot start the display: %s\n", SDL_GetError());
        return 1;
    }
    if (app_init(&app, a.width, a.height, a.fullscreen, 0, a.pref_dir, a.screenshot_dir, err,
                 sizeof err) != 0) {
        show_error(err, 1);
        app_free(&app);
        SDL_Quit();
        return 1;
    }
    app.start_counter = t0;
    if (a.no_resume) {
        app.resume_ok = 0;
    }
    if (a.quick > 0) {
        RackoTableSetup setup;
        racko_table_setup_default(&setup, a.quick);
        setup.seed = (uint64_t)SDL_GetPerformanceCounter();
        if (app_start_match(&app, &setup) != 0) {
            show_error(app.form_error, 1);
        }
    }
    app_run(&app, a.exit_after_ms);
    app_free(&app);
    SDL_Quit();
    return 0;
}
