/* app.c - the desktop game: screens, input, driving the match (SDL). */
#define _POSIX_C_SOURCE 200809L
#include "app.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef _WIN32
#include <direct.h> /* _mkdir */
#endif
#include <time.h>

#include "draw.h"
#include "racko/ai.h"
#include "racko/record.h"

#define MESSAGE_MS 5000
#define NOTICE_MS 30000 /* a table notice (bot trouble) stays longer */
#define SCORE_STEP_MS 450 /* each seat's scoring on the score sheet */

static int reveal_ms(const App *app);

/* ------------------------------------------------------------------ */
/* Files                                                               */

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (f == NULL) {
        return NULL;
    }
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || n > (1L << 20) ||
        fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return NULL;
    }
    buf = malloc((size_t)n + 1);
    if (buf == NULL) {
        fclose(f);
        return NULL;
    }
    if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        fclose(f);
        return NULL;
    }
    buf[n] = '\0';
    fclose(f);
    *len = (size_t)n;
    return buf;
}

static void load_settings(App *app)
{
    size_t len;
    char *text = read_file(app->settings_path, &len);
    char err[200];
    ui_settings_default(&app->settings);
    if (text == NULL) {
        return;
    }
    if (ui_settings_parse(&app->settings, text, len, err, sizeof err) > 0) {
        fprintf(stderr, "racko: %s: %s (the other settings apply)\n", app->settings_path, err);
    }
    free(text);
}

static void save_settings(App *app)
{
    char buf[1024], tmp[1200];
    size_t n = ui_settings_format(&app->settings, buf, sizeof buf);
    FILE *f;
    snprintf(tmp, sizeof tmp, "%s.tmp", app->settings_path);
    f = fopen(tmp, "wb");
    if (f == NULL) {
        return;
    }
    if (fwrite(buf, 1, n, f) != n || fclose(f) != 0) {
        remove(tmp);
        return;
    }
    rename(tmp, app->settings_path);
}

static int file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* Looks at the saved match: offers it on the title screen, or sets a
 * damaged one aside with a note. */
static void check_save(App *app)
{
    RackoGame *g = NULL;
    RackoRecordMeta meta;
    char why[400];
    app->resume_ok = 0;
    app->resume_info[0] = '\0';
    if (!file_exists(app->save_path)) {
        return;
    }
    if (racko_record_load(app->save_path, &g, &meta, why, sizeof why) != RACKO_OK) {
        char aside[1200];
        snprintf(aside, sizeof aside, "%s.damaged-%ld", app->save_path, (long)time(NULL));
        rename(app->save_path, aside);
        snprintf(app->title_note, sizeof app->title_note,
                 "The saved match could not be read (%.160s). It was set aside as %.150s.", why,
                 aside);
        fprintf(stderr, "racko: %s\n", app->title_note);
        return;
    }
    if (racko_game_phase(g) == RACKO_PHASE_MATCH_OVER) {
        racko_game_free(g);
        remove(app->save_path);
        return;
    }
    {
        int p = racko_game_config(g)->players, s;
        size_t n = 0;
        n += (size_t)snprintf(app->resume_info + n, sizeof app->resume_info - n, "Round %d:",
                              racko_game_round(g) > 0 ? racko_game_round(g) : 1);
        for (s = 0; s < p && n < sizeof app->resume_info; s++) {
            n += (size_t)snprintf(app->resume_info + n, sizeof app->resume_info - n, " %s %d%s",
                                  meta.seat[s].name[0] ? meta.seat[s].name : "Seat",
                                  racko_game_total(g, s), s + 1 < p ? " \xC2\xB7" : "");
        }
    }
    racko_game_free(g);
    app->resume_ok = 1;
}

/* ------------------------------------------------------------------ */
/* The match                                                           */

static int count_humans(const App *app)
{
    int s, n = 0, p;
    if (app->match == NULL) {
        return 0;
    }
    p = racko_game_config(ui_match_game(app->match))->players;
    for (s = 0; s < p; s++) {
        if (ui_match_seat_kind(app->match, s) == RACKO_SEAT_HUMAN) {
            n++;
        }
    }
    return n;
}

static int first_human(const App *app)
{
    int s, p = racko_game_config(ui_match_game(app->match))->players;
    for (s = 0; s < p; s++) {
        if (ui_match_seat_kind(app->match, s) == RACKO_SEAT_HUMAN) {
            return s;
        }
    }
    return 0;
}

void app_resized(App *app)
{
    int ww = 0, wh = 0, players = 1;
    if (app->win != NULL) {
        SDL_GetRendererOutputSize(app->ren, &app->out_w, &app->out_h);
        SDL_GetWindowSize(app->win, &ww, &wh);
        app->hidpi = ww > 0 ? (float)app->out_w / (float)ww : 1.0f;
    }
    if (app->match != NULL) {
        players = racko_game_config(ui_match_game(app->match))->players;
    }
    ui_layout_compute(&app->lay, app->out_w, app->out_h, players, app->viewer, &app->geom);
    gfx_set_scale(&app->gfx, app->lay.u);
    app->dirty = 1;
}

static void set_message(App *app, const char *text)
{
    snprintf(app->pui.message, sizeof app->pui.message, "%s", text);
    app->message_ms = MESSAGE_MS;
    app->dirty = 1;
}

/* The scene for a game whose events were not animated (a resumed match). */
static void scene_from_game(const RackoGame *g, UiScene *sc)
{
    const RackoConfig *cfg = racko_game_config(g);
    const RackoView *v = racko_game_view(g, 0);
    int s, k;
    ui_scene_init(sc, cfg->players);
    sc->round = racko_game_round(g);
    sc->dealer = racko_game_dealer(g);
    sc->deck_size = cfg->deck_size;
    for (s = 0; s < cfg->players; s++) {
        racko_game_rack(g, s, sc->rack[s]);
        sc->total[s] = racko_game_total(g, s);
    }
    for (k = 0; k < v->discard_count; k++) {
        sc->discard[k] = v->discard[k];
    }
    sc->discard_count = v->discard_count;
    sc->draw_count = racko_game_draw_count(g);
    sc->turn_seat = racko_game_to_act(g);
    sc->turn = racko_game_turn(g);
    if (racko_game_hand(g) != 0) {
        sc->hand_seat = racko_game_to_act(g);
        sc->hand_card = racko_game_hand(g);
        sc->hand_from_discard = racko_game_hand_from_discard(g);
    }
    if (racko_game_offer(g) != 0) {
        sc->offer_seat = racko_game_to_act(g);
        sc->offer_card = racko_game_offer(g);
    }
    if (racko_game_phase(g) == RACKO_PHASE_ROUND_OVER ||
        racko_game_phase(g) == RACKO_PHASE_MATCH_OVER) {
        if (racko_game_last_score(g, &sc->score) == RACKO_OK) {
            sc->has_score = 1;
            sc->racko_seat = sc->score.winner;
        }
        sc->turn_seat = -1;
    }
    if (racko_game_phase(g) == RACKO_PHASE_MATCH_OVER) {
        sc->match_over = 1;
        sc->match_winner = racko_game_match_winner(g);
    }
}

static void play_sound(App *app, RackoEventKind kind)
{
    static const int map[] = {
        [RACKO_EV_DEALER_DRAW] = SND_FLIP,   [RACKO_EV_ROUND_START] = SND_SHUFFLE,
        [RACKO_EV_DEAL_CARD] = SND_DEAL,     [RACKO_EV_ECLAIR_PLACE] = SND_PLACE,
        [RACKO_EV_DISCARD_FLIP] = SND_FLIP,  [RACKO_EV_TURN_START] = -1,
        [RACKO_EV_DRAW_DECK] = SND_DRAW,     [RACKO_EV_TAKE_DISCARD] = SND_DRAW,
        [RACKO_EV_PLACE] = SND_PLACE,        [RACKO_EV_DISCARD] = SND_FLIP,
        [RACKO_EV_RESHUFFLE] = SND_SHUFFLE,  [RACKO_EV_RACKO] = SND_FANFARE,
        [RACKO_EV_TURN_LIMIT] = SND_ROUND_END, [RACKO_EV_ROUND_SCORED] = -1,
        [RACKO_EV_TOKEN_PAYMENT] = -1,       [RACKO_EV_MATCH_OVER] = -1};
    if ((int)kind >= 0 && (size_t)kind < sizeof map / sizeof map[0] && map[kind] >= 0 &&
        app->have_audio) {
        audio_play(&app->audio, (AudioSound)map[kind]);
    }
}

/* Adds a line to the move log shown on the table. */
static void log_event(App *app, const RackoEvent *ev)
{
    char line[160], lab[8];
    const char *name;
    int seat = -1;
    line[0] = '\0';
    switch (ev->kind) {
    case RACKO_EV_DRAW_DECK:
        seat = ev->u.draw_deck.seat;
        break;
    case RACKO_EV_TAKE_DISCARD:
        seat = ev->u.take_discard.seat;
        break;
    case RACKO_EV_PLACE:
        seat = ev->u.place.seat;
        break;
    case RACKO_EV_DISCARD:
        seat = ev->u.discard.seat;
        break;
    case RACKO_EV_RACKO:
        seat = ev->u.racko.seat;
        break;
    default:
        break;
    }
    name = seat >= 0 ? ui_match_seat_name(app->match, seat) : "";
    if (seat >= 0 && seat == app->viewer && count_humans(app) == 1 &&
        ui_match_seat_kind(app->match, seat) == RACKO_SEAT_HUMAN) {
        name = "You";
    }
    switch (ev->kind) {
    case RACKO_EV_ROUND_START:
        snprintf(line, sizeof line, "Round %d: %s deals.", ev->u.round_start.round,
                 ui_match_seat_name(app->match, ev->u.round_start.dealer));
        break;
    case RACKO_EV_DRAW_DECK:
        snprintf(line, sizeof line, "%s drew from the draw pile.", name);
        break;
    case RACKO_EV_TAKE_DISCARD:
        snprintf(line, sizeof line, "%s took %d from the discard pile.", name,
                 ev->u.take_discard.card);
        break;
    case RACKO_EV_PLACE:
        ui_slot_label(ev->u.place.slot, app->settings.letters, lab, sizeof lab);
        snprintf(line, sizeof line, "%s swapped slot %s and discarded %d.", name, lab,
                 ev->u.place.card_out);
        break;
    case RACKO_EV_DISCARD:
        snprintf(line, sizeof line, "%s discarded %d.", name, ev->u.discard.card);
        break;
    case RACKO_EV_RESHUFFLE:
        snprintf(line, sizeof line, "The draw pile ran out: the discard pile was %s.",
                 ev->u.reshuffle.shuffled ? "shuffled" : "turned over");
        break;
    case RACKO_EV_RACKO:
        snprintf(line, sizeof line, "%s went Rack-O!", name);
        break;
    case RACKO_EV_TURN_LIMIT:
        snprintf(line, sizeof line, "Turn limit: nobody went Rack-O.");
        break;
    default:
        return;
    }
    memmove(app->log[1], app->log[0], sizeof app->log[0] * 2);
    snprintf(app->log[0], sizeof app->log[0], "%s", line);
}

/* Moves the table's new events into the timeline, and its notices into
 * the message box. */
static void pump(App *app)
{
    RackoEvent ev;
    char note[512];
    if (app->match == NULL) {
        return;
    }
    while (ui_match_next_event(app->match, &ev)) {
        ui_anim_push(app->anim, &ev);
        log_event(app, &ev);
        app->dirty = 1;
    }
    while (ui_match_next_notice(app->match, note, sizeof note)) {
        /* Shown apart from the move explanations, which a move clears. */
        snprintf(app->notice, sizeof app->notice, "%s", note);
        app->notice_ms = NOTICE_MS;
        app->dirty = 1;
    }
}

static void close_match(App *app)
{
    ui_match_free(app->match);
    app->match = NULL;
    ui_anim_free(app->anim);
    app->anim = NULL;
}

static int attach_match(App *app, UiMatch *m)
{
    int players = racko_game_config(ui_match_game(m))->players;
    UiScene sc;
    close_match(app);
    app->match = m;
    if (ui_anim_new(players, &app->anim) != RACKO_OK) {
        close_match(app);
        return -1;
    }
    ui_anim_set_speed(app->anim, ui_speed_factor(app->settings.speed));
    app->sound_serial = 0;
    scene_from_game(ui_match_game(m), &sc);
    ui_anim_set_scene(app->anim, &sc);
    app->viewer = count_humans(app) > 0 ? first_human(app) : 0;
    app->revealed = count_humans(app) <= 1;
    /* A match resumed between rounds shows that round's scores again. */
    app->round_shown = 0;
    memset(app->log, 0, sizeof app->log);
    if (racko_game_round(ui_match_game(m)) > 0) {
        snprintf(app->log[0], sizeof app->log[0], "Round %d, turn %d.",
                 racko_game_round(ui_match_game(m)), racko_game_turn(ui_match_game(m)));
    }
    app->match_shown = 0;
    app->screen = SCR_PLAY;
    app->overlay = OV_NONE;
    app->pace_left = app->settings.pace_ms;
    ui_play_ui_init(&app->pui);
    app->notice[0] = '\0';
    app->notice_ms = 0;
    if (ui_match_set_autosave(m, app->save_path) != RACKO_OK) {
        set_message(app, "Warning: the match cannot be saved in the preference folder.");
    }
    app_resized(app);
    return 0;
}

static int make_dir(const char *path);

/* The folder for the bots' logs, made when a match first needs it; NULL
 * if it cannot be made (the table then says a log could not be saved). */
static const char *bot_log_dir(App *app)
{
    return make_dir(app->bot_log_dir) == 0 ? app->bot_log_dir : NULL;
}

int app_start_match(App *app, const RackoTableSetup *setup)
{
    UiMatch *m = NULL;
    char msg[300];
    RackoTableSetup with_logs = *setup;
    int s;
    for (s = 0; s < setup->config.players && s < RACKO_MAX_SEATS; s++) {
        if (strncmp(setup->seat[s].spec, "bot:", 4) == 0) {
            with_logs.bot_log_dir = bot_log_dir(app);
            break;
        }
    }
    if (ui_match_new(&with_logs, &m, msg, sizeof msg) != RACKO_OK) {
        snprintf(app->form_error, sizeof app->form_error, "%s", msg);
        return -1;
    }
    app->last_setup = *setup;
    if (attach_match(app, m) != 0) {
        snprintf(app->form_error, sizeof app->form_error, "out of memory");
        return -1;
    }
    pump(app);
    return 0;
}

int app_resume(App *app, const char *path)
{
    UiMatch *m = NULL;
    char msg[400];
    int had_bots = 0;
    {
        /* Bots in the saved seats keep their logs (even one that fails
           its hello now, which the table then no longer shows as a bot). */
        RackoGame *saved = NULL;
        RackoRecordMeta meta;
        int s;
        if (racko_record_load(path, &saved, &meta, NULL, 0) == RACKO_OK) {
            for (s = 0; s < racko_game_config(saved)->players; s++) {
                had_bots |= strncmp(meta.seat[s].spec, "bot:", 4) == 0;
            }
        }
        racko_game_free(saved);
    }
    if (ui_match_resume(path, &m, msg, sizeof msg) != RACKO_OK) {
        snprintf(app->title_note, sizeof app->title_note, "The saved match could not be resumed: %.300s",
                 msg);
        return -1;
    }
    {
        int s;
        const RackoGame *g = ui_match_game(m);
        if (had_bots) {
            ui_match_set_bot_log(m, bot_log_dir(app)); /* a failure is a notice */
        }
        racko_table_setup_default(&app->last_setup, racko_game_config(g)->players);
        app->last_setup.config = *racko_game_config(g);
        app->last_setup.config.deck_size = 0;
        for (s = 0; s < racko_game_config(g)->players; s++) {
            snprintf(app->last_setup.seat[s].spec, sizeof app->last_setup.seat[s].spec, "%s",
                     ui_match_seat_spec(m, s));
            snprintf(app->last_setup.seat[s].name, sizeof app->last_setup.seat[s].name, "%s",
                     ui_match_seat_name(m, s));
        }
    }
    if (attach_match(app, m) != 0) {
        return -1;
    }
    pump(app);
    return 0;
}

/* Leaves the match for good: no save to resume. */
static void abandon_match(App *app)
{
    if (app->match != NULL) {
        ui_match_set_autosave(app->match, NULL);
    }
    close_match(app);
    remove(app->save_path);
    app->resume_ok = 0;
}

static int human_viewer_can_act(const App *app)
{
    return app->match != NULL && app->overlay == OV_NONE && !ui_anim_busy(app->anim) &&
           app->revealed && ui_match_human_to_act(app->match) == app->viewer;
}

/* The decision context of the viewer. */
static void play_ctx(const App *app, UiPlayCtx *ctx)
{
    const RackoGame *g = ui_match_game(app->match);
    int to_act = racko_game_to_act(g);
    const char *actor;
    if (ui_anim_busy(app->anim)) {
        /* The engine may be a move ahead of the screen: name the seat whose
         * move is being shown, and nobody (just "wait") when that is the
         * viewer's own or the viewer is next. */
        int shown = ui_anim_scene(app->anim)->turn_seat;
        to_act = shown == app->viewer || to_act == app->viewer ? -1 : shown;
    }
    actor = to_act >= 0 ? ui_match_seat_name(app->match, to_act) : "";
    ui_play_ctx_from_view(ctx, racko_game_view(g, app->viewer), human_viewer_can_act(app),
                          app->settings.letters, actor);
}

static void apply_action(App *app, RackoAction a)
{
    int st = ui_match_apply(app->match, app->viewer, a);
    if (st != RACKO_OK) {
        set_message(app, racko_game_error(ui_match_game(app->match)));
        if (app->have_audio) {
            audio_play(&app->audio, SND_ILLEGAL);
        }
        return;
    }
    app->pui.message[0] = '\0';
    app->hint_shown = 0;
    pump(app);
}

static void give_hint(App *app)
{
    UiPlayCtx ctx;
    RackoAction a;
    char reason[200], text[260];
    play_ctx(app, &ctx);
    if (!ctx.can_act) {
        set_message(app, "A hint is for your own turn.");
        return;
    }
    if (racko_ai_hint(racko_game_view(ui_match_game(app->match), app->viewer),
                      racko_game_seed(ui_match_game(app->match)) ^ 0x5eedu, &a, reason,
                      sizeof reason) != RACKO_OK) {
        set_message(app, "No hint now.");
        return;
    }
    snprintf(text, sizeof text, "Hint: %s", reason);
    set_message(app, text);
    switch (a.kind) {
    case RACKO_ACT_DRAW_DECK:
        app->pui.focus.kind = UI_T_DRAW;
        break;
    case RACKO_ACT_TAKE_DISCARD:
    case RACKO_ACT_DISCARD:
        app->pui.focus.kind = UI_T_DISCARD;
        break;
    case RACKO_ACT_PLACE:
    case RACKO_ACT_ECLAIR:
        app->pui.focus.kind = UI_T_SLOT;
        app->pui.focus.index = a.slot;
        break;
    default:
        break;
    }
    app->hint_shown = 1;
}

static void toggle_fullscreen(App *app)
{
    if (app->win == NULL) {
        return;
    }
    app->settings.fullscreen = !app->settings.fullscreen;
    SDL_SetWindowFullscreen(app->win,
                            app->settings.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    save_settings(app);
    app_resized(app);
}

/* ------------------------------------------------------------------ */
/* Driving the match                                                   */

static void drive(App *app, int ms)
{
    const RackoGame *g;
    int phase, h;
    if (app->match == NULL || app->screen != SCR_PLAY) {
        return;
    }
    pump(app);
    if (ui_anim_busy(app->anim)) {
        app->pace_left = app->settings.pace_ms;
        return;
    }
    if (app->overlay != OV_NONE) {
        return;
    }
    g = ui_match_game(app->match);
    phase = racko_game_phase(g);
    if (phase == RACKO_PHASE_ROUND_OVER || phase == RACKO_PHASE_MATCH_OVER) {
        const UiScene *sc = ui_anim_scene(app->anim);
        if (racko_game_round(g) == 0) {
            ui_match_apply(app->match, 0, (RackoAction){RACKO_ACT_DEAL, 0});
            pump(app);
        } else if (app->round_shown != racko_game_round(g) && sc->has_score) {
            app->round_shown = racko_game_round(g);
            app->overlay = OV_ROUND_END;
            app->overlay_ms = 0;
            app->wfocus = -1;
            if (app->have_audio) {
                audio_play(&app->audio, SND_ROUND_END);
            }
            app->dirty = 1;
        } else if (phase == RACKO_PHASE_MATCH_OVER && !app->match_shown) {
            app->match_shown = 1;
            app->overlay = OV_MATCH_END;
            app->wfocus = -1;
            app->dirty = 1;
        }
        return;
    }
    h = ui_match_human_to_act(app->match);
    if (h >= 0) {
        if (h != app->viewer || !app->revealed) {
            if (count_humans(app) > 1) {
                app->viewer = h;
                app->revealed = 0;
                app->overlay = OV_PASS;
                app->wfocus = -1;
            } else {
                app->viewer = h;
                app->revealed = 1;
            }
            app_resized(app);
        }
        return;
    }
    /* A computer or a bot acts, paced so a person can follow. */
    if (app->pace_left > 0) {
        app->pace_left -= ms;
        if (app->pace_left > 0) {
            return;
        }
    }
    {
        int st = RACKO_OK;
        RackoStepResult r = ui_match_step(app->match, 0, &st);
        if (r == RACKO_STEP_ACTED) {
            app->pace_left = app->settings.pace_ms;
            pump(app);
        } else if (st != RACKO_OK) {
            char text[200];
            snprintf(text, sizeof text, "The match cannot go on: %s", racko_status_string(st));
            set_message(app, text);
        }
    }
}

/* Counts a running timer down by ms; 1 when it has just run out. */
static int runs_out(int *left, int ms)
{
    if (*left <= 0) {
        return 0;
    }
    *left -= ms;
    if (*left > 0) {
        return 0;
    }
    *left = 0;
    return 1;
}

void app_tick(App *app, int ms)
{
    if (app->anim != NULL && !ui_anim_busy(app->anim)) {
        app->drop_valid = 0;
    }
    if (app->anim != NULL && ui_anim_busy(app->anim)) {
        RackoEventKind kind;
        ui_anim_advance(app->anim, ms);
        /* A sound as each card starts to move. */
        if (ui_anim_serial(app->anim) != app->sound_serial &&
            ui_anim_current(app->anim, &kind, NULL)) {
            app->sound_serial = ui_anim_serial(app->anim);
            play_sound(app, kind);
        }
        app->dirty = 1;
    }
    if (app->overlay == OV_ROUND_END && app->match != NULL && app->overlay_ms < reveal_ms(app)) {
        int before = app->overlay_ms;
        float step = (float)SCORE_STEP_MS * ui_speed_factor(app->settings.speed);
        app->overlay_ms += ms;
        if (step > 0.0f && (int)((float)before / step) != (int)((float)app->overlay_ms / step) &&
            app->have_audio) {
            audio_play(&app->audio, SND_PLACE);
        }
        app->dirty = 1;
    }
    if (runs_out(&app->message_ms, ms)) {
        app->pui.message[0] = '\0';
        app->dirty = 1;
    }
    if (runs_out(&app->notice_ms, ms)) {
        app->dirty = 1; /* the notice is hidden, kept for the record */
    }
    drive(app, ms);
}

/* The earlier of two waits in ms, where a wait below 0 (none) or a timer
 * at 0 (not running) does not count. */
static int sooner(int wait, int timer)
{
    return timer > 0 && (wait < 0 || timer < wait) ? timer : wait;
}

int app_wait_ms(const App *app)
{
    int wait = -1;
    if (app->match != NULL && app->screen == SCR_PLAY && app->overlay == OV_ROUND_END &&
        app->overlay_ms < reveal_ms(app)) {
        return 0;
    }
    if (app->match != NULL && app->screen == SCR_PLAY) {
        if (ui_anim_busy(app->anim)) {
            return 0;
        }
        if (app->overlay == OV_NONE) {
            const RackoGame *g = ui_match_game(app->match);
            int ph = racko_game_phase(g);
            if (ph == RACKO_PHASE_DRAW || ph == RACKO_PHASE_PLACE || ph == RACKO_PHASE_ECLAIR) {
                if (ui_match_human_to_act(app->match) < 0) {
                    /* A computer acts after its pace; a bot is polled. */
                    int seat = racko_game_to_act(g);
                    if (seat >= 0 && ui_match_seat_kind(app->match, seat) == RACKO_SEAT_BOT &&
                        app->pace_left <= 0) {
                        wait = 15;
                    } else {
                        wait = app->pace_left > 0 ? app->pace_left : 0;
                    }
                } else if ((ui_match_human_to_act(app->match) != app->viewer || !app->revealed)) {
                    return 0;
                }
            } else if (ph == RACKO_PHASE_ROUND_OVER && racko_game_round(g) == 0) {
                return 0;
            } else if (app->round_shown != racko_game_round(g) ||
                       (ph == RACKO_PHASE_MATCH_OVER && !app->match_shown)) {
                return 0;
            }
        }
    }
    wait = sooner(wait, app->message_ms);
    return sooner(wait, app->notice_ms);
}

int app_busy(const App *app)
{
    return app_wait_ms(app) == 0;
}

/* ------------------------------------------------------------------ */
/* Screens and their widgets                                           */

static const char *const kind_names[] = {"Off", "Human", "Computer (easy)", "Computer (medium)",
                                         "Computer (hard)", "Computer (expert)", "Outside bot"};
static const char *const level_names[] = {"easy", "medium", "hard", "expert"};
#define KIND_COUNT 7
static const int targets[] = {100, 200, 250, 300, 400, 500, 750, 1000};
static const int paces[] = {0, 300, 700, 1200, 2000};

static void form_default(NewGameForm *f)
{
    memset(f, 0, sizeof *f);
    f->kind[0] = 1;
    f->kind[1] = 3;
    f->kind[2] = 0;
    f->kind[3] = 0;
    f->rules = RACKO_RULE_BONUS;
    f->target = 500;
    f->stake = 20;
    f->token_rounds = 10;
}

static int form_players(const NewGameForm *f)
{
    int n = 0;
    while (n < RACKO_MAX_SEATS && f->kind[n] != 0) {
        n++;
    }
    return n;
}

/* Turns the form into a table setup; returns 0 or -1 with err set. */
static int form_setup(const NewGameForm *f, RackoTableSetup *setup, char *err, size_t size)
{
    int n = form_players(f), s;
    char msg[200];
    if (n < 1) {
        snprintf(err, size, "Seat 1 must be played by someone.");
        return -1;
    }
    racko_table_setup_default(setup, n);
    setup->config.rules = f->rules;
    setup->config.target = f->target;
    setup->config.stake = f->stake;
    setup->config.token_rounds = f->token_rounds;
    setup->seed = ((uint64_t)time(NULL) << 20) ^ (uint64_t)SDL_GetPerformanceCounter();
    for (s = 0; s < n; s++) {
        if (f->kind[s] == 1) {
            snprintf(setup->seat[s].spec, sizeof setup->seat[s].spec, "human");
        } else if (f->kind[s] >= 2 && f->kind[s] <= 5) {
            snprintf(setup->seat[s].spec, sizeof setup->seat[s].spec, "ai:%s",
                     level_names[f->kind[s] - 2]);
        } else {
            if (f->bot[s][0] == '\0') {
                snprintf(err, size, "Seat %d is an outside bot: type the command that starts it.",
                         s + 1);
                return -1;
            }
            snprintf(setup->seat[s].spec, sizeof setup->seat[s].spec, "bot:%s", f->bot[s]);
        }
        snprintf(setup->seat[s].name, sizeof setup->seat[s].name, "%s", f->name[s]);
    }
    if (racko_config_check(&setup->config, msg, sizeof msg) != RACKO_OK) {
        snprintf(err, size, "%s", msg);
        return -1;
    }
    return 0;
}

enum {
    ID_NONE,
    ID_RESUME,
    ID_NEW,
    ID_QUICK,
    ID_SETTINGS,
    ID_QUIT,
    ID_BACK,
    ID_START,
    ID_MENU_RESUME,
    ID_MENU_HINT,
    ID_MENU_TITLE,
    ID_SOUND,
    ID_SPEED,
    ID_PACE,
    ID_LABELS,
    ID_FULLSCREEN,
    ID_NEXT_ROUND,
    ID_RESULTS,
    ID_PLAY_AGAIN,
    ID_ABANDON_YES,
    ID_ABANDON_NO,
    ID_PASS_OK,
    ID_TARGET,
    ID_STAKE,
    ID_ROUNDS,
    ID_SEAT_KIND = 100,  /* + seat */
    ID_SEAT_NAME = 110,  /* + seat */
    ID_SEAT_BOT = 120,   /* + seat */
    ID_RULE = 200        /* + bit index */
};

static Widget *add(App *app, WidgetKind kind, int id, UiRect r, const char *label)
{
    Widget *w;
    if (app->nw >= APP_MAX_WIDGETS) {
        return NULL;
    }
    w = &app->w[app->nw++];
    memset(w, 0, sizeof *w);
    w->kind = kind;
    w->id = id;
    w->r = r;
    w->enabled = 1;
    snprintf(w->label, sizeof w->label, "%s", label);
    return w;
}

/* A column of buttons centred at reference x, from reference y. */
static void button_column(App *app, const int *ids, const char *const *labels, int n, float cx,
                          float y, float bw)
{
    int i;
    for (i = 0; i < n; i++) {
        Widget *w = add(app, W_BUTTON, ids[i],
                        ui_layout_ref(&app->lay, cx - bw / 2.0f, y + (float)i * 54.0f, bw, 44.0f),
                        labels[i]);
        if (w != NULL && i == 0) {
            w->primary = 1;
        }
    }
}

/* Length of the score sheet's reveal: each seat's row in turn. */
static int reveal_ms(const App *app)
{
    int p = racko_game_config(ui_match_game(app->match))->players;
    return (int)((float)(SCORE_STEP_MS * p) * ui_speed_factor(app->settings.speed));
}

float app_score_reveal(const App *app, int seat)
{
    float step = (float)SCORE_STEP_MS * ui_speed_factor(app->settings.speed);
    float t;
    if (app->overlay != OV_ROUND_END || step <= 0.0f || app->overlay_ms >= reveal_ms(app)) {
        return 1.0f;
    }
    t = ((float)app->overlay_ms - step * (float)seat) / step;
    return t < 0.0f ? 0.0f : t > 1.0f ? 1.0f : t;
}

float app_round_panel_height(const App *app)
{
    const RackoConfig *cfg = racko_game_config(ui_match_game(app->match));
    return 220.0f + 76.0f * (float)cfg->players + ((cfg->rules & RACKO_RULE_TEAMS) ? 30.0f : 0.0f);
}

void app_build_widgets(App *app)
{
    const UiLayout *L = &app->lay;
    app->nw = 0;
    if (app->screen == SCR_TITLE) {
        int ids[5], n = 0;
        const char *labels[5];
        if (app->resume_ok) {
            ids[n] = ID_RESUME;
            labels[n++] = "Resume the match";
        }
        ids[n] = ID_QUICK;
        labels[n++] = "Quick game vs. computer";
        ids[n] = ID_NEW;
        labels[n++] = "New game...";
        ids[n] = ID_SETTINGS;
        labels[n++] = "Settings";
        ids[n] = ID_QUIT;
        labels[n++] = "Quit";
        button_column(app, ids, labels, n, 640, 330, 360);
        return;
    }
    if (app->screen == SCR_SETTINGS) {
        Widget *w;
        float y = 200;
        w = add(app, W_CHOICE, ID_SPEED, ui_layout_ref(L, 640, y, 320, 40), "Animation speed");
        snprintf(w->value, sizeof w->value, "%s", ui_speed_name(app->settings.speed));
        w = add(app, W_CHOICE, ID_PACE, ui_layout_ref(L, 640, y + 56, 320, 40), "Computer pace");
        snprintf(w->value, sizeof w->value, "%d ms per action", app->settings.pace_ms);
        w = add(app, W_CHOICE, ID_LABELS, ui_layout_ref(L, 640, y + 112, 320, 40), "Slot labels");
        snprintf(w->value, sizeof w->value, "%s",
                 app->settings.letters ? "a, b, ... j" : "5, 10, ... 50");
        w = add(app, W_TOGGLE, ID_SOUND, ui_layout_ref(L, 640, y + 168, 320, 40), "Sound");
        w->on = app->settings.sound;
        w = add(app, W_TOGGLE, ID_FULLSCREEN, ui_layout_ref(L, 640, y + 224, 320, 40),
                "Full screen (F11)");
        w->on = app->settings.fullscreen;
        w = add(app, W_BUTTON, ID_BACK, ui_layout_ref(L, 540, y + 320, 200, 44), "Done");
        w->primary = 1;
        return;
    }
    if (app->screen == SCR_NEWGAME) {
        int s, b, n = form_players(&app->form);
        Widget *w;
        for (s = 0; s < RACKO_MAX_SEATS; s++) {
            float y = 150.0f + (float)s * 52.0f;
            w = add(app, W_CHOICE, ID_SEAT_KIND + s, ui_layout_ref(L, 200, y, 300, 40), "");
            snprintf(w->value, sizeof w->value, "%s", kind_names[app->form.kind[s]]);
            w->enabled = s > 0 || 1;
            w = add(app, W_TEXT, ID_SEAT_NAME + s, ui_layout_ref(L, 520, y, 220, 40), "Name");
            snprintf(w->value, sizeof w->value, "%s", app->form.name[s]);
            w->enabled = s < n;
            w = add(app, W_TEXT, ID_SEAT_BOT + s, ui_layout_ref(L, 760, y, 340, 40),
                    "Bot command");
            snprintf(w->value, sizeof w->value, "%s", app->form.bot[s]);
            w->enabled = s < n && app->form.kind[s] == 6;
        }
        for (b = 0; b < 7; b++) {
            static const char *const rule_labels[7] = {
                "Bonus for runs", "Two players: Rack-O needs a run of 3",
                "Teams (4 seats: 1+3 vs 2+4)", "Lightning deal (choose slots)",
                "Tokens instead of points", "Shuffle the discard pile", "Always all 60 cards"};
            float x = b < 4 ? 200.0f : 660.0f;
            float y = 390.0f + (float)(b % 4) * 44.0f;
            w = add(app, W_TOGGLE, ID_RULE + b, ui_layout_ref(L, x, y, 420, 36), rule_labels[b]);
            w->on = (app->form.rules >> b) & 1u;
        }
        w = add(app, W_CHOICE, ID_TARGET, ui_layout_ref(L, 660, 390 + 3 * 44, 200, 36), "Target");
        snprintf(w->value, sizeof w->value, "%d points", app->form.target);
        w->enabled = !(app->form.rules & RACKO_RULE_TOKENS);
        w = add(app, W_CHOICE, ID_STAKE, ui_layout_ref(L, 200, 580, 200, 36), "Stake");
        snprintf(w->value, sizeof w->value, "%d tokens", app->form.stake);
        w->enabled = (app->form.rules & RACKO_RULE_TOKENS) != 0;
        w = add(app, W_CHOICE, ID_ROUNDS, ui_layout_ref(L, 560, 580, 200, 36), "Rounds");
        snprintf(w->value, sizeof w->value, "%d rounds", app->form.token_rounds);
        w->enabled = (app->form.rules & RACKO_RULE_TOKENS) != 0;
        w = add(app, W_BUTTON, ID_START, ui_layout_ref(L, 660, 690, 220, 48), "Start");
        w->primary = 1;
        w = add(app, W_BUTTON, ID_BACK, ui_layout_ref(L, 400, 690, 220, 48), "Back");
        return;
    }
    /* SCR_PLAY overlays */
    switch (app->overlay) {
    case OV_MENU: {
        static const int ids[] = {ID_MENU_RESUME, ID_MENU_HINT, ID_NEW, ID_SETTINGS, ID_SOUND,
                                  ID_MENU_TITLE, ID_QUIT};
        const char *labels[7] = {"Back to the game", "Hint (H)", "New game...", "Settings",
                                 app->settings.sound ? "Sound: on" : "Sound: off",
                                 "Title screen (match is saved)", "Quit (match is saved)"};
        button_column(app, ids, labels, 7, 640, 210, 380);
        break;
    }
    case OV_CONFIRM_ABANDON: {
        static const int ids[] = {ID_ABANDON_NO, ID_ABANDON_YES};
        static const char *const labels[] = {"Keep playing", "Abandon it and start a new game"};
        button_column(app, ids, labels, 2, 640, 400, 420);
        break;
    }
    case OV_ROUND_END: {
        Widget *w;
        int over = racko_game_phase(ui_match_game(app->match)) == RACKO_PHASE_MATCH_OVER;
        w = add(app, W_BUTTON, over ? ID_RESULTS : ID_NEXT_ROUND,
                ui_layout_ref(L, 530, (800.0f + app_round_panel_height(app)) / 2.0f + 10.0f - 66.0f,
                              220, 46),
                over ? "Final results" : "Next round");
        w->primary = 1;
        break;
    }
    case OV_MATCH_END: {
        static const int ids[] = {ID_PLAY_AGAIN, ID_NEW, ID_MENU_TITLE};
        static const char *const labels[] = {"Play again", "New game...", "Title screen"};
        button_column(app, ids, labels, 3, 640, 560, 300);
        break;
    }
    case OV_PASS: {
        Widget *w;
        char label[64];
        snprintf(label, sizeof label, "I am %s: show my rack",
                 ui_match_seat_name(app->match, app->viewer));
        w = add(app, W_BUTTON, ID_PASS_OK, ui_layout_ref(L, 440, 470, 400, 50), label);
        w->primary = 1;
        break;
    }
    case OV_NONE:
        break;
    }
}

static void go_title(App *app)
{
    close_match(app);
    app->screen = SCR_TITLE;
    app->overlay = OV_NONE;
    check_save(app);
    app->wfocus = -1;
    app_resized(app);
}

static void new_game_screen(App *app)
{
    app->screen = SCR_NEWGAME;
    app->overlay = OV_NONE;
    app->form_error[0] = '\0';
    app->wfocus = -1;
}

static void cycle(int *v, int n, int delta)
{
    *v = ((*v + delta) % n + n) % n;
}

static void cycle_in(int *v, const int *list, int n, int delta)
{
    int i, at = 0;
    for (i = 0; i < n; i++) {
        if (list[i] == *v) {
            at = i;
        }
    }
    cycle(&at, n, delta);
    *v = list[at];
}

static void on_widget(App *app, int id, int delta)
{
    if (app->have_audio) {
        audio_play(&app->audio, SND_CLICK);
    }
    app->dirty = 1;
    switch (id) {
    case ID_RESUME:
        if (app_resume(app, app->save_path) != 0) {
            check_save(app);
        }
        return;
    case ID_QUICK: {
        RackoTableSetup setup;
        racko_table_setup_default(&setup, 2);
        setup.seed = ((uint64_t)time(NULL) << 20) ^ (uint64_t)SDL_GetPerformanceCounter();
        if (app->match != NULL) {
            abandon_match(app);
        }
        if (app_start_match(app, &setup) != 0) {
            snprintf(app->title_note, sizeof app->title_note, "%s", app->form_error);
        }
        return;
    }
    case ID_NEW:
        if (app->match != NULL &&
            racko_game_phase(ui_match_game(app->match)) != RACKO_PHASE_MATCH_OVER) {
            app->overlay = OV_CONFIRM_ABANDON;
            app->wfocus = -1;
            return;
        }
        abandon_match(app);
        new_game_screen(app);
        app_resized(app);
        return;
    case ID_ABANDON_YES:
        abandon_match(app);
        new_game_screen(app);
        app_resized(app);
        return;
    case ID_ABANDON_NO:
    case ID_MENU_RESUME:
        app->overlay = OV_NONE;
        return;
    case ID_MENU_HINT:
        app->overlay = OV_NONE;
        give_hint(app);
        return;
    case ID_MENU_TITLE:
        go_title(app);
        return;
    case ID_SETTINGS:
        app->settings_return = app->screen;
        app->screen = SCR_SETTINGS;
        app->wfocus = -1;
        return;
    case ID_QUIT:
        app->running = 0;
        return;
    case ID_BACK:
        if (app->screen == SCR_SETTINGS) {
            save_settings(app);
            app->screen = app->settings_return == SCR_PLAY && app->match != NULL ? SCR_PLAY : SCR_TITLE;
            if (app->screen == SCR_PLAY) {
                app->overlay = OV_NONE;
            }
        } else {
            app->screen = SCR_TITLE;
            check_save(app);
        }
        app->wfocus = -1;
        return;
    case ID_START: {
        RackoTableSetup setup;
        if (form_setup(&app->form, &setup, app->form_error, sizeof app->form_error) != 0) {
            return;
        }
        if (app_start_match(app, &setup) != 0) {
            return;
        }
        return;
    }
    case ID_SPEED:
        cycle(&app->settings.speed, UI_SPEED_COUNT, delta ? delta : 1);
        if (app->anim != NULL) {
            ui_anim_set_speed(app->anim, ui_speed_factor(app->settings.speed));
        }
        return;
    case ID_PACE:
        cycle_in(&app->settings.pace_ms, paces, 5, delta ? delta : 1);
        return;
    case ID_LABELS:
        app->settings.letters = !app->settings.letters;
        return;
    case ID_SOUND:
        app->settings.sound = !app->settings.sound;
        audio_set_muted(&app->audio, !app->settings.sound);
        save_settings(app);
        return;
    case ID_FULLSCREEN:
        toggle_fullscreen(app);
        return;
    case ID_NEXT_ROUND:
        app->overlay = OV_NONE;
        ui_match_apply(app->match, 0, (RackoAction){RACKO_ACT_DEAL, 0});
        pump(app);
        return;
    case ID_RESULTS:
        app->overlay = OV_MATCH_END;
        app->match_shown = 1;
        return;
    case ID_PLAY_AGAIN: {
        RackoTableSetup setup = app->last_setup;
        setup.seed = ((uint64_t)time(NULL) << 20) ^ (uint64_t)SDL_GetPerformanceCounter();
        abandon_match(app);
        if (app_start_match(app, &setup) != 0) {
            go_title(app);
            snprintf(app->title_note, sizeof app->title_note, "%s", app->form_error);
        }
        return;
    }
    case ID_PASS_OK:
        app->overlay = OV_NONE;
        app->revealed = 1;
        return;
    case ID_TARGET:
        cycle_in(&app->form.target, targets, 8, delta ? delta : 1);
        return;
    case ID_STAKE: {
        static const int stakes[] = {5, 10, 15, 20, 30, 50};
        cycle_in(&app->form.stake, stakes, 6, delta ? delta : 1);
        return;
    }
    case ID_ROUNDS: {
        static const int rounds[] = {3, 5, 7, 10, 15, 20};
        cycle_in(&app->form.token_rounds, rounds, 6, delta ? delta : 1);
        return;
    }
    default:
        break;
    }
    if (id >= ID_SEAT_KIND && id < ID_SEAT_KIND + RACKO_MAX_SEATS) {
        int s = id - ID_SEAT_KIND;
        cycle(&app->form.kind[s], KIND_COUNT, delta ? delta : 1);
        if (s == 0 && app->form.kind[0] == 0) {
            cycle(&app->form.kind[0], KIND_COUNT, delta ? delta : 1);
        }
        app->form_error[0] = '\0';
    } else if (id >= ID_RULE && id < ID_RULE + 7) {
        app->form.rules ^= 1u << (id - ID_RULE);
        app->form_error[0] = '\0';
    }
}

static char *text_field(App *app, int id, size_t *cap)
{
    if (id >= ID_SEAT_NAME && id < ID_SEAT_NAME + RACKO_MAX_SEATS) {
        *cap = sizeof app->form.name[0];
        return app->form.name[id - ID_SEAT_NAME];
    }
    if (id >= ID_SEAT_BOT && id < ID_SEAT_BOT + RACKO_MAX_SEATS) {
        *cap = sizeof app->form.bot[0];
        return app->form.bot[id - ID_SEAT_BOT];
    }
    *cap = 0;
    return NULL;
}

static int widget_at(const App *app, int x, int y)
{
    int i;
    for (i = 0; i < app->nw; i++) {
        if (app->w[i].enabled && app->w[i].kind != W_LABEL && ui_rect_contains(app->w[i].r, x, y)) {
            return i;
        }
    }
    return -1;
}

static void focus_widget(App *app, int i)
{
    app->wfocus = i;
    if (app->win != NULL) {
        if (i >= 0 && i < app->nw && app->w[i].kind == W_TEXT) {
            SDL_StartTextInput();
        } else {
            SDL_StopTextInput();
        }
    }
}

/* Widgets' keys: returns 1 if used. */
static int widget_key(App *app, int key)
{
    int n = app->nw, i;
    Widget *w = app->wfocus >= 0 && app->wfocus < n ? &app->w[app->wfocus] : NULL;
    if (n == 0) {
        return 0;
    }
    if (w != NULL && w->kind == W_TEXT && key == UI_KEY_BACKSPACE) {
        size_t cap, len;
        char *t = text_field(app, w->id, &cap);
        if (t != NULL && (len = strlen(t)) > 0) {
            /* Remove one UTF-8 character. */
            do {
                len--;
            } while (len > 0 && ((unsigned char)t[len] & 0xC0) == 0x80);
            t[len] = '\0';
        }
        app->dirty = 1;
        return 1;
    }
    switch (key) {
    case UI_KEY_TAB:
    case UI_KEY_DOWN:
    case UI_KEY_UP: {
        int d = key == UI_KEY_UP ? -1 : 1, k = app->wfocus;
        for (i = 0; i < n; i++) {
            k = k < 0 ? (d > 0 ? 0 : n - 1) : ((k + d) % n + n) % n;
            if (app->w[k].enabled && app->w[k].kind != W_LABEL) {
                break;
            }
        }
        focus_widget(app, k);
        app->dirty = 1;
        return 1;
    }
    case UI_KEY_LEFT:
    case UI_KEY_RIGHT:
        if (w != NULL && w->kind == W_CHOICE) {
            on_widget(app, w->id, key == UI_KEY_LEFT ? -1 : 1);
            return 1;
        }
        return 0;
    case UI_KEY_ENTER:
    case ' ':
        if (w != NULL && w->kind == W_TEXT && key == ' ') {
            return 0;
        }
        if (w == NULL) {
            for (i = 0; i < n; i++) {
                if (app->w[i].primary && app->w[i].enabled) {
                    on_widget(app, app->w[i].id, 0);
                    return 1;
                }
            }
            return 0;
        }
        if (w->kind != W_TEXT) {
            on_widget(app, w->id, 0);
        } else {
            focus_widget(app, -1);
        }
        return 1;
    default:
        return 0;
    }
}

/* ------------------------------------------------------------------ */
/* Input                                                               */

void app_input(App *app, const UiInput *in)
{
    int i;
    app->dirty = 1;
    if (in->kind == UI_IN_MOVE) {
        app->mouse_x = in->x;
        app->mouse_y = in->y;
    }
    if (in->kind == UI_IN_KEY && in->key == UI_KEY_F11) {
        toggle_fullscreen(app);
        return;
    }
    app_build_widgets(app);
    if (app->overlay == OV_ROUND_END && app->match != NULL && app->overlay_ms < reveal_ms(app) &&
        (in->kind == UI_IN_PRESS || in->kind == UI_IN_KEY)) {
        /* A click or a key during the scoring shows it all at once. */
        app->overlay_ms = reveal_ms(app);
        return;
    }
    if (app->screen != SCR_PLAY || app->overlay != OV_NONE) {
        /* Menus and dialogs. */
        if (in->kind == UI_IN_MOVE) {
            app->whover = widget_at(app, in->x, in->y);
            return;
        }
        if (in->kind == UI_IN_PRESS) {
            app->wpressed = widget_at(app, in->x, in->y);
            return;
        }
        if (in->kind == UI_IN_RELEASE) {
            i = widget_at(app, in->x, in->y);
            if (i >= 0 && i == app->wpressed) {
                if (app->w[i].kind == W_TEXT) {
                    focus_widget(app, i);
                } else {
                    int id = app->w[i].id;
                    focus_widget(app, -1);
                    /* Clicking the right part of a choice goes forward, the
                     * left part back. */
                    on_widget(app, id,
                              app->w[i].kind == W_CHOICE
                                  ? (in->x < app->w[i].r.x + app->w[i].r.w / 3 ? -1 : 1)
                                  : 0);
                }
            }
            app->wpressed = -1;
            return;
        }
        if (widget_key(app, in->key)) {
            return;
        }
        if (in->key == UI_KEY_ESC) {
            if (app->screen == SCR_PLAY && (app->overlay == OV_MENU ||
                                            app->overlay == OV_CONFIRM_ABANDON)) {
                app->overlay = OV_NONE;
            } else if (app->screen == SCR_SETTINGS || app->screen == SCR_NEWGAME) {
                on_widget(app, ID_BACK, 0);
            } else if (app->screen == SCR_PLAY && app->overlay == OV_ROUND_END) {
                app->overlay = OV_MENU;
            } else if (app->screen == SCR_TITLE) {
                app->running = 0;
            }
            app->wfocus = -1;
            return;
        }
        if (app->screen == SCR_PLAY && in->key == 'h' && app->overlay == OV_MENU) {
            on_widget(app, ID_MENU_HINT, 0);
        }
        return;
    }
    /* The table. */
    if (ui_anim_busy(app->anim) && (in->kind == UI_IN_PRESS || in->kind == UI_IN_KEY)) {
        ui_anim_finish(app->anim);
        app->pace_left = 0;
        drive(app, 0);
        if (app->overlay != OV_NONE) {
            return;
        }
    }
    {
        UiPlayCtx ctx;
        UiResult r;
        char before[sizeof app->pui.message];
        memcpy(before, app->pui.message, sizeof before);
        play_ctx(app, &ctx);
        r = ui_interpret(&ctx, &app->pui, &app->lay, in);
        if (app->pui.message[0] != '\0' && strcmp(before, app->pui.message) != 0) {
            app->message_ms = MESSAGE_MS; /* a new explanation */
        }
        switch (r.kind) {
        case UI_R_ACTION:
            if (in->kind == UI_IN_RELEASE) {
                /* Dropped: the card flies on from where it was let go. */
                UiRect h = app->lay.seat[app->viewer].hand;
                app->drop_from = ui_rect(in->x - h.w / 2, in->y - h.h / 4, h.w, h.h);
                app->drop_valid = 1;
            }
            apply_action(app, r.action);
            break;
        case UI_R_COMMAND:
            if (r.command == UI_CMD_MENU) {
                app->overlay = OV_MENU;
                app->wfocus = -1;
                app->pui.pressed = app->pui.dragging = 0;
            } else if (r.command == UI_CMD_HINT) {
                give_hint(app);
            } else if (r.command == UI_CMD_FULLSCREEN) {
                toggle_fullscreen(app);
            }
            break;
        case UI_R_CHANGED:
            if (in->kind != UI_IN_MOVE && ctx.can_act && app->pui.message[0] != '\0' &&
                app->have_audio) {
                audio_play(&app->audio, SND_ILLEGAL);
            }
            break;
        case UI_R_NONE:
            break;
        }
    }
}

static int map_key(SDL_Keycode k)
{
    switch (k) {
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        return UI_KEY_ENTER;
    case SDLK_ESCAPE:
        return UI_KEY_ESC;
    case SDLK_TAB:
        return UI_KEY_TAB;
    case SDLK_BACKSPACE:
        return UI_KEY_BACKSPACE;
    case SDLK_DELETE:
        return UI_KEY_DELETE;
    case SDLK_LEFT:
        return UI_KEY_LEFT;
    case SDLK_RIGHT:
        return UI_KEY_RIGHT;
    case SDLK_UP:
        return UI_KEY_UP;
    case SDLK_DOWN:
        return UI_KEY_DOWN;
    case SDLK_F11:
        return UI_KEY_F11;
    case SDLK_HOME:
        return UI_KEY_HOME;
    case SDLK_END:
        return UI_KEY_END;
    default:
        if (k >= SDLK_KP_1 && k <= SDLK_KP_9) {
            return '1' + (int)(k - SDLK_KP_1);
        }
        if (k == SDLK_KP_0) {
            return '0';
        }
        if (k >= 32 && k < 127) {
            return (int)k;
        }
        return 0;
    }
}

static void screenshot(App *app)
{
    char path[1200], err[200];
    time_t now = time(NULL);
    struct tm tmv;
    char stamp[32];
    localtime_r(&now, &tmv);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tmv);
    snprintf(path, sizeof path, "%s/racko-%s-%u.png", app->screenshot_dir, stamp, app->frames);
    app_draw(app);
    if (app_save_png(app, path, err, sizeof err) == 0) {
        char text[300];
        snprintf(text, sizeof text, "Screenshot saved: %.250s", path);
        set_message(app, text);
    } else {
        set_message(app, err);
    }
}

void app_handle_event(App *app, const SDL_Event *ev)
{
    UiInput in;
    memset(&in, 0, sizeof in);
    switch (ev->type) {
    case SDL_QUIT:
        app->running = 0;
        break;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            ev->window.event == SDL_WINDOWEVENT_RESIZED) {
            app_resized(app);
            if (app->win != NULL && !app->settings.fullscreen) {
                SDL_GetWindowSize(app->win, &app->settings.width, &app->settings.height);
            }
        }
        app->dirty = 1;
        break;
    case SDL_MOUSEMOTION:
        in.kind = UI_IN_MOVE;
        in.x = (int)((float)ev->motion.x * app->hidpi);
        in.y = (int)((float)ev->motion.y * app->hidpi);
        app_input(app, &in);
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (ev->button.button != SDL_BUTTON_LEFT) {
            break;
        }
        in.kind = ev->type == SDL_MOUSEBUTTONDOWN ? UI_IN_PRESS : UI_IN_RELEASE;
        in.x = (int)((float)ev->button.x * app->hidpi);
        in.y = (int)((float)ev->button.y * app->hidpi);
        app_input(app, &in);
        break;
    case SDL_KEYDOWN:
        if (ev->key.keysym.sym == SDLK_F12) {
            screenshot(app);
            break;
        }
        in.kind = UI_IN_KEY;
        in.key = map_key(ev->key.keysym.sym);
        if (in.key == 0) {
            break;
        }
        /* While a text field has focus, printable keys are text. */
        if (app->wfocus >= 0 && app->wfocus < app->nw && app->w[app->wfocus].kind == W_TEXT &&
            in.key >= 32 && in.key < 127) {
            break;
        }
        app_input(app, &in);
        break;
    case SDL_TEXTINPUT:
        if (app->wfocus >= 0 && app->wfocus < app->nw && app->w[app->wfocus].kind == W_TEXT) {
            size_t cap, len;
            char *t = text_field(app, app->w[app->wfocus].id, &cap);
            if (t != NULL) {
                len = strlen(t);
                if (len + strlen(ev->text.text) < cap) {
                    memcpy(t + len, ev->text.text, strlen(ev->text.text) + 1);
                }
            }
            app->dirty = 1;
        }
        break;
    default:
        break;
    }
}

/* ------------------------------------------------------------------ */
/* Set-up                                                              */

/* 1 if r is an OpenGL renderer whose OpenGL is a software rasteriser. */
static int software_gl(SDL_Renderer *r)
{
    SDL_RendererInfo info;
    typedef const unsigned char *(*GetStringFn)(unsigned int);
    GetStringFn get_string;
    const char *name;
    if (SDL_GetRendererInfo(r, &info) != 0 || strncmp(info.name, "opengl", 6) != 0) {
        return 0;
    }
    get_string = (GetStringFn)(size_t)SDL_GL_GetProcAddress("glGetString");
    if (get_string == NULL) {
        return 0;
    }
    name = (const char *)get_string(0x1F01 /* GL_RENDERER */);
    return name != NULL && (strstr(name, "llvmpipe") != NULL || strstr(name, "softpipe") != NULL ||
                            strstr(name, "Software") != NULL || strstr(name, "swrast") != NULL);
}

/* With RACKO_TIMING set, says how long start-up has taken so far. */
static void stage(const App *app, const char *what)
{
    if (SDL_getenv("RACKO_TIMING") != NULL && app->start_counter != 0) {
        fprintf(stderr, "racko: %-16s %7.1f ms\n", what,
                (double)(SDL_GetPerformanceCounter() - app->start_counter) * 1000.0 /
                    (double)SDL_GetPerformanceFrequency());
    }
}

static int make_dir(const char *path)
{
#ifdef _WIN32
    if (_mkdir(path) == 0 || errno == EEXIST) {
#else
    if (mkdir(path, 0755) == 0 || errno == EEXIST) {
#endif
        return 0;
    }
    return -1;
}

int app_init(App *app, int w, int h, int fullscreen, int headless, const char *pref_dir,
             const char *screenshot_dir, char *err, size_t errsize)
{
    char data[1024];
    Uint64 t0 = app->start_counter;
    memset(app, 0, sizeof *app);
    app->start_counter = t0;
    stage(app, "init");
    app->wfocus = -1;
    app->whover = -1;
    app->wpressed = -1;
    app->hidpi = 1.0f;
    ui_rack_geom_default(&app->geom);
    form_default(&app->form);

    if (pref_dir != NULL) {
        snprintf(app->pref_dir, sizeof app->pref_dir, "%s", pref_dir);
        make_dir(app->pref_dir);
    } else {
        char *p = SDL_GetPrefPath("racko", "racko");
        if (p == NULL) {
            snprintf(err, errsize, "no preference folder: %s", SDL_GetError());
            return -1;
        }
        snprintf(app->pref_dir, sizeof app->pref_dir, "%s", p);
        SDL_free(p);
        {
            size_t n = strlen(app->pref_dir);
            if (n > 0 && app->pref_dir[n - 1] == '/') {
                app->pref_dir[n - 1] = '\0';
            }
        }
    }
    snprintf(app->save_path, sizeof app->save_path, "%s/match.racko", app->pref_dir);
    snprintf(app->settings_path, sizeof app->settings_path, "%s/settings.ini", app->pref_dir);
    snprintf(app->bot_log_dir, sizeof app->bot_log_dir, "%s/bot-logs", app->pref_dir);
    snprintf(app->screenshot_dir, sizeof app->screenshot_dir, "%s",
             screenshot_dir != NULL ? screenshot_dir : app->pref_dir);
    load_settings(app);
    if (w > 0 && h > 0) {
        app->settings.width = w;
        app->settings.height = h;
    }
    if (fullscreen >= 0) {
        app->settings.fullscreen = fullscreen;
    }

    if (!gfx_find_data_dir(data, sizeof data, err, errsize)) {
        return -1;
    }
    if (TTF_Init() != 0) {
        snprintf(err, errsize, "SDL_ttf: %s", TTF_GetError());
        return -1;
    }
    IMG_Init(IMG_INIT_PNG);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    if (headless) {
        SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, app->settings.width,
                                                           app->settings.height, 32,
                                                           SDL_PIXELFORMAT_ARGB8888);
        if (surf == NULL) {
            snprintf(err, errsize, "cannot make a %dx%d picture: %s", app->settings.width,
                     app->settings.height, SDL_GetError());
            return -1;
        }
        app->surface = surf;
        app->ren = SDL_CreateSoftwareRenderer(surf);
        if (app->ren == NULL) {
            snprintf(err, errsize, "software renderer: %s", SDL_GetError());
            return -1;
        }
        app->out_w = app->settings.width;
        app->out_h = app->settings.height;
    } else {
        Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
        const char *drv = SDL_getenv("SDL_RENDER_DRIVER");
        if (drv != NULL && strcmp(drv, "software") == 0) {
            /* The software renderer draws into the window's own framebuffer:
             * no need to set up OpenGL just to show it (saves ~0.3 s). */
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        }
        if (SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
            snprintf(err, errsize, "cannot start the display: %s", SDL_GetError());
            return -1;
        }
        if (app->settings.fullscreen) {
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
        }
        stage(app, "video");
        app->win = SDL_CreateWindow("Rack-O", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                    app->settings.width, app->settings.height, flags);
        if (app->win == NULL) {
            snprintf(err, errsize, "cannot open a window: %s", SDL_GetError());
            return -1;
        }
        stage(app, "created window");
        app->ren = SDL_CreateRenderer(app->win, -1,
                                      SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
        if (app->ren == NULL) {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
            app->ren = SDL_CreateRenderer(app->win, -1, SDL_RENDERER_SOFTWARE);
        }
        if (app->ren == NULL) {
            snprintf(err, errsize, "cannot draw in the window: %s", SDL_GetError());
            return -1;
        }
        if (software_gl(app->ren)) {
            /* OpenGL drawn by the CPU (llvmpipe under Xvfb, a VM): SDL's own
             * software renderer is several times faster for this game. */
            SDL_DestroyRenderer(app->ren);
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
            app->ren = SDL_CreateRenderer(app->win, -1, SDL_RENDERER_SOFTWARE);
            if (app->ren == NULL) {
                snprintf(err, errsize, "cannot draw in the window: %s", SDL_GetError());
                return -1;
            }
        }
        /* After the renderer: making one may recreate the window (to switch
         * it to or from OpenGL), which drops the size hints set before. */
        SDL_SetWindowMinimumSize(app->win, UI_MIN_W, UI_MIN_H);
        stage(app, "renderer");
        {
            char icon[1200];
            SDL_Surface *ic;
            snprintf(icon, sizeof icon, "%s/assets/icons/racko-64.png", data);
            ic = IMG_Load(icon);
            if (ic != NULL) {
                SDL_SetWindowIcon(app->win, ic);
                SDL_FreeSurface(ic);
            }
        }
    }
    stage(app, "window");
    if (gfx_init(&app->gfx, app->ren, data) != 0) {
        snprintf(err, errsize, "%s", app->gfx.error);
        return -1;
    }
    stage(app, "fonts");
    if (!headless) {
        audio_init(&app->audio, data);
        app->have_audio = 1;
        audio_set_muted(&app->audio, !app->settings.sound);
    }
    stage(app, "audio");
    app->screen = SCR_TITLE;
    app->running = 1;
    check_save(app);
    app_resized(app);
    stage(app, "ready");
    return 0;
}

void app_free(App *app)
{
    close_match(app);
    if (app->layer != NULL) {
        SDL_DestroyTexture(app->layer);
        app->layer = NULL;
    }
    if (app->bg != NULL) {
        SDL_DestroyTexture(app->bg);
        app->bg = NULL;
    }
    if (app->have_audio) {
        audio_free(&app->audio);
    }
    gfx_free(&app->gfx);
    if (app->ren != NULL) {
        SDL_DestroyRenderer(app->ren);
        app->ren = NULL;
    }
    if (app->surface != NULL) {
        SDL_FreeSurface(app->surface); /* the headless renderer's picture */
        app->surface = NULL;
    }
    if (app->win != NULL) {
        SDL_DestroyWindow(app->win);
    }
    TTF_Quit();
    IMG_Quit();
}

int app_save_png(App *app, const char *path, char *err, size_t errsize)
{
    int w = 0, h = 0;
    SDL_Surface *s;
    if (SDL_GetRendererOutputSize(app->ren, &w, &h) != 0 || w <= 0 || h <= 0) {
        snprintf(err, errsize, "no picture to save: %s", SDL_GetError());
        return -1;
    }
    s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s == NULL) {
        snprintf(err, errsize, "out of memory for the picture");
        return -1;
    }
    if (SDL_RenderReadPixels(app->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0) {
        snprintf(err, errsize, "cannot read the picture: %s", SDL_GetError());
        SDL_FreeSurface(s);
        return -1;
    }
    if (IMG_SavePNG(s, path) != 0) {
        snprintf(err, errsize, "cannot write %s: %s", path, IMG_GetError());
        SDL_FreeSurface(s);
        return -1;
    }
    SDL_FreeSurface(s);
    return 0;
}

int app_step_ms(long elapsed_ms, int planned_wait_ms)
{
    long most = 100 + (planned_wait_ms > 0 ? planned_wait_ms : 0);
    if (elapsed_ms < 0) {
        return 0;
    }
    return (int)(elapsed_ms < most ? elapsed_ms : most);
}

void app_run(App *app, long exit_after_ms)
{
    Uint64 last = SDL_GetTicks64();
    Uint64 start = last;
    while (app->running) {
        SDL_Event ev;
        Uint64 now;
        int ms, wait = app->dirty ? 0 : app_wait_ms(app);
        if (wait == 0) {
            while (SDL_PollEvent(&ev)) {
                app_handle_event(app, &ev);
            }
        } else {
            /* Nothing moves: sleep until an event or the next timer. */
            int timeout = wait < 0 ? 10000 : wait;
            if (exit_after_ms > 0 && timeout > 50) {
                timeout = 50;
            }
            if (SDL_WaitEventTimeout(&ev, timeout)) {
                app_handle_event(app, &ev);
                while (SDL_PollEvent(&ev)) {
                    app_handle_event(app, &ev);
                }
            }
        }
        now = SDL_GetTicks64();
        ms = app_step_ms((long)(now - last), wait);
        last = now;
        app_tick(app, ms);
        if (app->dirty || app_wait_ms(app) == 0) {
            app->dirty = 0;
            Uint64 d0 = SDL_GetPerformanceCounter();
            if (app->frames == 0) {
                stage(app, "first draw");
            }
            app_draw(app);
            if (app->frames == 0) {
                stage(app, "drawn");
            }
            SDL_RenderPresent(app->ren);
            {
                double fms = (double)(SDL_GetPerformanceCounter() - d0) * 1000.0 /
                             (double)SDL_GetPerformanceFrequency();
                app->frame_ms_total += fms;
                if (fms > app->frame_ms_max && app->frames > 0) {
                    app->frame_ms_max = fms;
                }
            }
            app->frames++;
            if (app->frames == 1 && SDL_getenv("RACKO_TIMING") != NULL) {
                double took = (double)(SDL_GetPerformanceCounter() - app->start_counter) *
                              1000.0 / (double)SDL_GetPerformanceFrequency();
                fprintf(stderr, "racko: first frame presented %.1f ms after start\n", took);
            }
            {
                /* Cap at about 60 frames a second when vsync is missing. */
                Uint64 spent = SDL_GetTicks64() - now;
                if (spent < 15) {
                    SDL_Delay((Uint32)(15 - spent));
                }
            }
        }
        if (exit_after_ms > 0 && (long)(SDL_GetTicks64() - start) >= exit_after_ms) {
            app->running = 0;
        }
    }
    save_settings(app);
    if (SDL_getenv("RACKO_TIMING") != NULL && app->frames > 1) {
        fprintf(stderr, "racko: %u frames at %dx%d, draw+present mean %.1f ms, worst %.1f ms\n",
                app->frames, app->out_w, app->out_h, app->frame_ms_total / app->frames,
                app->frame_ms_max);
    }
}
