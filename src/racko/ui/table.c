/* table.c - Rack-O's table on the screen: the match, its events turned
 * into the animation, computer turns paced for a person, input turned into
 * actions, the score sheet (see table.h).  No SDL. */
#include "table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "racko/ai.h"
#include "racko/record.h"

#define SCORE_STEP_MS 450 /* each seat's scoring on the score sheet */

static int reveal_ms(const ShTable *t);

int ui_table_letters(const ShTable *t)
{
    return sh_host_settings(t->host)->game[0];
}

/* The animations' length: the setting's, and in a replay shorter (or
 * longer) by its speed. */
static float speed_factor(const ShTable *t)
{
    float f = sh_speed_factor(sh_host_settings(t->host)->speed);
    return t->replay && t->replay_speed > 0 ? f * 100.0f / (float)t->replay_speed : f;
}

/* The computers' pace; a replay's steps come at it, by its speed. */
static int pace_ms(const ShTable *t)
{
    int pace = sh_host_settings(t->host)->pace_ms;
    return t->replay && t->replay_speed > 0 ? pace * 100 / t->replay_speed : pace;
}

/* ------------------------------------------------------------------ */
/* Seats                                                               */

int ui_table_is_you(const ShTable *t, int seat)
{
    return seat >= 0 && mt_match_humans(t->match) == 1 &&
           mt_match_seat_kind(t->match, seat) == MT_SEAT_HUMAN;
}

const char *ui_table_seat_label(const ShTable *t, int seat)
{
    return mt_match_seat_name(t->match, seat);
}

void ui_table_layout(ShTable *t, const ShCanvas *c)
{
    int players = racko_game_config(racko_table_game(t->match))->players;
    t->canvas = *c;
    ui_layout_compute(&t->lay, c->w, c->h, players, t->viewer, &t->geom);
}

/* The viewer changed: the table turns. */
static void relayout(void *screen)
{
    ShTable *t = screen;
    ui_table_layout(t, &t->canvas);
    sh_host_dirty(t->host);
}

static void note_message(ShTable *t);

static void set_message(ShTable *t, const char *text)
{
    sh_host_message(t->host, text, 1);
    note_message(t);
}

/* ------------------------------------------------------------------ */
/* Events                                                              */

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

static void play_sound(ShTable *t, RackoEventKind kind)
{
    static const int map[] = {
        [RACKO_EV_DEALER_DRAW] = SH_SND_FLIP,    [RACKO_EV_ROUND_START] = SH_SND_SHUFFLE,
        [RACKO_EV_DEAL_CARD] = SH_SND_DEAL,      [RACKO_EV_ECLAIR_PLACE] = SH_SND_PLACE,
        [RACKO_EV_DISCARD_FLIP] = SH_SND_FLIP,   [RACKO_EV_TURN_START] = -1,
        [RACKO_EV_DRAW_DECK] = SH_SND_DRAW,      [RACKO_EV_TAKE_DISCARD] = SH_SND_DRAW,
        [RACKO_EV_PLACE] = SH_SND_PLACE,         [RACKO_EV_DISCARD] = SH_SND_FLIP,
        [RACKO_EV_RESHUFFLE] = SH_SND_SHUFFLE,   [RACKO_EV_RACKO] = SH_SND_FANFARE,
        [RACKO_EV_TURN_LIMIT] = SH_SND_ROUND_END, [RACKO_EV_ROUND_SCORED] = -1,
        [RACKO_EV_TOKEN_PAYMENT] = -1,           [RACKO_EV_MATCH_OVER] = -1};
    if ((int)kind >= 0 && (size_t)kind < sizeof map / sizeof map[0] && map[kind] >= 0) {
        sh_host_sound(t->host, (ShSound)map[kind]);
    }
}

/* Adds a line to the move log shown on the table. */
static void log_event(ShTable *t, const RackoEvent *ev)
{
    char line[300], lab[8];
    const char *name;
    int seat = -1, you;
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
    /* The viewer's own moves are said to them ("You drew"), in sentences
       of their own: the verb agrees with its subject in other languages. */
    name = seat >= 0 ? ui_table_seat_label(t, seat) : "";
    you = seat >= 0 && ui_table_is_you(t, seat);
    switch (ev->kind) {
    case RACKO_EV_ROUND_START:
        if (ui_table_is_you(t, ev->u.round_start.dealer)) {
            tk_fmt(line, sizeof line, _("Round %d: you deal."), ev->u.round_start.round);
        } else {
            tk_fmt(line, sizeof line, _("Round %d: %s deals."), ev->u.round_start.round,
                   ui_table_seat_label(t, ev->u.round_start.dealer));
        }
        break;
    case RACKO_EV_DRAW_DECK:
        if (you) {
            snprintf(line, sizeof line, "%s", _("You drew from the draw pile."));
        } else {
            tk_fmt(line, sizeof line, _("%s drew from the draw pile."), name);
        }
        break;
    case RACKO_EV_TAKE_DISCARD:
        if (you) {
            tk_fmt(line, sizeof line, _("You took %d from the discard pile."),
                   ev->u.take_discard.card);
        } else {
            tk_fmt(line, sizeof line, _("%s took %d from the discard pile."), name,
                   ev->u.take_discard.card);
        }
        break;
    case RACKO_EV_PLACE:
        ui_slot_label(ev->u.place.slot, ui_table_letters(t), lab, sizeof lab);
        if (you) {
            tk_fmt(line, sizeof line, _("You swapped slot %s and discarded %d."), lab,
                   ev->u.place.card_out);
        } else {
            tk_fmt(line, sizeof line, _("%s swapped slot %s and discarded %d."), name, lab,
                   ev->u.place.card_out);
        }
        break;
    case RACKO_EV_DISCARD:
        if (you) {
            tk_fmt(line, sizeof line, _("You discarded %d."), ev->u.discard.card);
        } else {
            tk_fmt(line, sizeof line, _("%s discarded %d."), name, ev->u.discard.card);
        }
        break;
    case RACKO_EV_RESHUFFLE:
        snprintf(line, sizeof line, "%s",
                 ev->u.reshuffle.shuffled
                     ? _("The draw pile ran out: the discard pile was shuffled.")
                     : _("The draw pile ran out: the discard pile was turned over."));
        break;
    case RACKO_EV_RACKO:
        if (you) {
            snprintf(line, sizeof line, "%s", _("You went Rack-O!"));
        } else {
            tk_fmt(line, sizeof line, _("%s went Rack-O!"), name);
        }
        break;
    case RACKO_EV_TURN_LIMIT:
        snprintf(line, sizeof line, "%s", _("Turn limit: nobody went Rack-O."));
        break;
    default:
        return;
    }
    ui_table_log(t, UI_LOG_MOVE, line);
}

void ui_table_log(ShTable *t, UiLogKind kind, const char *text)
{
    int keep = t->nlog < UI_LOG_MAX ? t->nlog : UI_LOG_MAX - 1;
    memmove(&t->log[1], &t->log[0], sizeof t->log[0] * (size_t)keep);
    t->log[0].kind = kind;
    snprintf(t->log[0].text, sizeof t->log[0].text, "%s", text);
    t->nlog = keep + 1;
    if (t->log_scroll > 0 && t->log_scroll < t->nlog - 1) {
        t->log_scroll++; /* a reader of older lines keeps their place */
    }
    sh_host_dirty(t->host);
}

/* An explanation or a hint shown in the banner also goes into the log, once. */
static void note_message(ShTable *t)
{
    const char *m = sh_host_message_text(t->host);
    if (m[0] != '\0' && strcmp(m, t->last_note) != 0) {
        snprintf(t->last_note, sizeof t->last_note, "%s", m);
        ui_table_log(t, UI_LOG_NOTE, m);
    } else if (m[0] == '\0') {
        t->last_note[0] = '\0';
    }
}

/* Moves the table's new events into the timeline, and its notices into
 * the message box. */
static void pump(void *screen)
{
    ShTable *t = screen;
    RackoEvent ev;
    char note[512];
    while (mt_match_next_event(t->match, &ev)) {
        ui_anim_push(t->anim, &ev);
        log_event(t, &ev);
        sh_host_dirty(t->host);
    }
    while (mt_match_next_notice(t->match, note, sizeof note)) {
        /* Shown apart from the move explanations, which a move clears. */
        sh_host_notice(t->host, note);
    }
}

/* What else the layer's screen part asks of Rack-O's table (match/screen.h). */
/* The score sheet opens: its scoring shown seat by seat, with a sound. */
static void screen_sheet(void *screen)
{
    ShTable *t = screen;
    t->dialog_ms = 0;
    sh_host_sound(t->host, SH_SND_ROUND_END);
}

static void play_ctx(const ShTable *t, UiPlayCtx *ctx);

/* The viewer's new turn (before the hot seat's check): the cursor to the
 * piles. */
static void screen_turn(void *screen, int seat, int passed)
{
    ShTable *t = screen;
    if (!passed && seat == t->viewer && t->revealed && t->pui.focus.kind == UI_T_SLOT) {
        UiPlayCtx ctx;
        play_ctx(t, &ctx);
        ui_focus_settle(&ctx, &t->pui);
    }
}

static const MtScreenOps screen_ops = {pump, relayout, screen_sheet, screen_turn,
                                       NULL};

/* ------------------------------------------------------------------ */
/* A match                                                             */

void ui_table_free(ShTable *t)
{
    if (t != NULL) {
        mt_match_free(t->match);
        ui_anim_free(t->anim);
        free(t);
    }
}

/* Makes the screen's table around match m (owned by the table from now
 * on, even on failure). */
static int make_table(ShHost *h, RackoTable *m, int mode, ShTable **out, char *err, size_t size)
{
    ShTable *t = calloc(1, sizeof *t);
    int players = racko_game_config(racko_table_game(m))->players;
    UiScene sc;
    *out = NULL;
    if (t == NULL || ui_anim_new(players, &t->anim) != RACKO_OK) {
        free(t);
        mt_match_free(m);
        snprintf(err, size, "out of memory");
        return RACKO_E_NOMEM;
    }
    t->host = h;
    t->match = m;
    ui_rack_geom_default(&t->geom);
    ui_anim_set_speed(t->anim, speed_factor(t));
    scene_from_game(racko_table_game(m), &sc);
    ui_anim_set_scene(t->anim, &sc);
    t->viewer = mt_match_first_human(m) >= 0 ? mt_match_first_human(m) : 0;
    t->revealed = mt_match_humans(t->match) <= 1;
    mt_screen_init(&t->scr, m, &screen_ops, t, &t->viewer, &t->revealed, &t->pass_pending,
                   pace_ms(t));
    ui_play_ui_init(&t->pui);
    /* A match played on is saved after every action, whoever plays its
       bots' seats; one opened to look at writes nothing. */
    if (mode != SH_OPEN_READ_ONLY &&
        mt_match_set_autosave(m, sh_host_save_path(h)) != RACKO_OK) {
        set_message(t, _("Warning: the match cannot be saved in the preference folder."));
    }
    sh_canvas_fit(&t->canvas, 1, 1, SH_REF_W, SH_REF_H);
    ui_table_layout(t, &t->canvas);
    pump(t);
    *out = t;
    return RACKO_OK;
}

int ui_table_new(ShHost *h, const ShSetup *setup, const void *opts, ShTable **out, char *err,
                 size_t size)
{
    const UiOptions *o = opts;
    RackoConfig cfg;
    RackoTable *m = NULL;
    *out = NULL;
    if (setup->players < 1 || setup->players > RACKO_MAX_SEATS) {
        tk_fmt(err, size, _("Rack-O is played by 1 to %d seats."), RACKO_MAX_SEATS);
        return RACKO_E_CONFIG;
    }
    racko_config_default(&cfg, setup->players);
    if (o != NULL) {
        cfg.rules = o->rules;
        cfg.target = o->target;
        cfg.stake = o->stake;
        cfg.token_rounds = o->token_rounds;
    }
    int st = mt_screen_match_new(h, &racko_table_class, setup, &cfg, &m, err, size);
    return st != RACKO_OK ? st : make_table(h, m, SH_OPEN_PLAY, out, err, size);
}

/* Play again: a new match at the same table (its options and seats). */
int ui_table_again(ShHost *h, const ShTable *t, uint64_t seed, ShTable **out, char *err,
                   size_t size)
{
    RackoTable *m = NULL;
    *out = NULL;
    int st = mt_match_again(t->match, seed, 0, &m, err, size);
    return st != RACKO_OK ? st : make_table(h, m, SH_OPEN_PLAY, out, err, size);
}

int ui_table_resume(ShHost *h, const char *path, int mode, ShTable **out, char *err, size_t size)
{
    RackoTable *m = NULL;
    RackoGame *saved = NULL;
    RackoRecordMeta meta;
    RackoEvent ev;
    int had_bots = 0, st, s;
    *out = NULL;
    /* The record read once more for the screen: the seats it had, and the
       events of the match for the move log. */
    if (racko_table_load_record(path, &saved, &meta, NULL, 0) == RACKO_OK) {
        for (s = 0; s < racko_game_config(saved)->players; s++) {
            had_bots |= strncmp(meta.seat[s].spec, "bot:", 4) == 0;
        }
    }
    {
        /* Its bots run only when the player asked for them (the shell asks
           about those not set up here); a picture or "no bots" starts no
           process: the computer plays their seats. */
        MtResume opt;
        memset(&opt, 0, sizeof opt);
        _Static_assert((int)MT_OPEN_READ_ONLY == SH_OPEN_READ_ONLY &&
                       (int)MT_OPEN_NO_BOTS == SH_OPEN_NO_BOTS && (int)MT_OPEN_PLAY == SH_OPEN_PLAY,
                   "the shell's and the match layer's ways of opening are the same numbers");
    opt.open = (MtOpen)mode;
        st = racko_table_resume_with(path, &opt, &m, err, size);
    }
    if (st != RACKO_OK) {
        racko_game_free(saved);
        return st;
    }
    if (had_bots && mode == SH_OPEN_PLAY) {
        /* Bots in the saved seats keep their logs (even one that fails
           its hello now, which the table then no longer shows as a bot). */
        mt_match_set_bot_log(m, sh_host_bot_log_dir(h)); /* a failure is a notice */
    }
    st = make_table(h, m, mode, out, err, size);
    if (st != RACKO_OK) {
        racko_game_free(saved);
        return st;
    }
    /* The log as it was: every move of the match. */
    while (saved != NULL && racko_event_next(saved, &ev)) {
        log_event(*out, &ev);
    }
    racko_game_free(saved);
    if ((*out)->nlog > 0 && racko_game_phase(racko_table_game(m)) != RACKO_PHASE_MATCH_OVER) {
        ui_table_log(*out, UI_LOG_NOTE, _("The match goes on from its saved game."));
    }
    return RACKO_OK;
}

void ui_table_saved(const char *path, TkSaved *out, char *msg, size_t size)
{
    mt_saved_read(&racko_table_class, path, out, msg, size);
}

int ui_table_over(const ShTable *t)
{
    return racko_game_phase(racko_table_game(t->match)) == RACKO_PHASE_MATCH_OVER;
}

void ui_table_settings_changed(ShTable *t)
{
    ui_anim_set_speed(t->anim, speed_factor(t));
    sh_host_dirty(t->host);
}

void ui_table_picture(ShTable *t, int viewer)
{
    int players = racko_game_config(racko_table_game(t->match))->players;
    ui_anim_finish(t->anim);
    if (viewer >= 0 && viewer < players) {
        t->viewer = viewer;
        t->revealed = 1;
    }
    if (ui_table_over(t)) {
        /* A finished match: show its final results rather than the last round. */
        t->scr.shown.game = racko_game_round(racko_table_game(t->match));
    }
    relayout(t);
}

/* ------------------------------------------------------------------ */
/* The replay viewer                                                   */

int ui_table_replay_open(ShHost *h, const char *path, ShTable **out, char *err, size_t size)
{
    RackoTable *m = NULL;
    ShTable *t;
    int st;
    *out = NULL;
    st = mt_match_replay(&racko_table_class, path, &m, err, size);
    if (st != RACKO_OK) {
        return st;
    }
    st = make_table(h, m, SH_OPEN_READ_ONLY, out, err, size);
    if (st != RACKO_OK) {
        return st;
    }
    t = *out;
    t->replay = 1;
    t->replay_speed = 100;
    t->scr.hold = 1;
    /* The seat at the bottom: the record's first person, else seat 1; every
       rack is shown (ui_table_face_up), nobody is passed the screen. */
    t->viewer = mt_match_first_human(m) >= 0 ? mt_match_first_human(m) : 0;
    t->revealed = 1;
    t->pass_pending = 0;
    ui_table_settings_changed(t);
    relayout(t);
    return RACKO_OK;
}

int ui_table_replay_steps(const ShTable *t)
{
    return mt_replay_steps(t->match);
}

int ui_table_replay_at(const ShTable *t)
{
    return mt_replay_at(t->match);
}

int ui_table_replay_units(const ShTable *t, int *starts, int max)
{
    return mt_replay_units(t->match, starts, max);
}

/* The move log of a replay as the steps shown made it: the game's items
 * replayed into a game of their own, their events told. */
static void replay_log(ShTable *t)
{
    const RackoGame *g = racko_table_game(t->match);
    void *r = NULL;
    RackoEvent ev;
    int i, n = racko_game_history_count(g);
    t->nlog = 0;
    t->log_scroll = 0;
    t->last_note[0] = '\0';
    if (racko_table_replay.start(g, &r) != RACKO_OK) {
        return;
    }
    for (i = 0; i < n && racko_table_replay.apply(r, g, i) == RACKO_OK; i++) {
        while (racko_event_next(r, &ev)) {
            log_event(t, &ev);
        }
    }
    racko_game_free(r);
}

int ui_table_replay_seek(ShTable *t, int step)
{
    UiScene sc;
    if (!t->replay) {
        return 0;
    }
    ui_anim_finish(t->anim);
    if (mt_screen_replay_seek(&t->scr, step, pace_ms(t)) != RACKO_OK) {
        return 0;
    }
    /* Everything in place, nothing moving, as a resumed match is drawn. */
    scene_from_game(racko_table_game(t->match), &sc);
    ui_anim_set_scene(t->anim, &sc);
    t->sound_serial = ui_anim_serial(t->anim);
    t->dialog_ms = reveal_ms(t);
    sh_host_message(t->host, "", 0);
    replay_log(t);
    relayout(t);
    return SH_TABLE_CHANGED;
}

int ui_table_replay_forward(ShTable *t)
{
    if (!t->replay) {
        return 0;
    }
    /* A step still moving ends first: the next one starts from it. */
    if (ui_anim_busy(t->anim)) {
        ui_anim_finish(t->anim);
    }
    if (t->scr.dialog == UI_DLG_NONE) {
        MtBetween b = mt_match_between(t->match, ui_anim_scene(t->anim)->has_score,
                                       t->scr.shown.game, t->scr.shown.match);
        if (b == MT_BETWEEN_GAME_END || b == MT_BETWEEN_MATCH_END) {
            /* The round just ended: its sheet is this step's. */
            return mt_screen_between(&t->scr, 0, 1, 0, pace_ms(t)) | SH_TABLE_CHANGED;
        }
    }
    t->dialog_ms = t->scr.dialog == UI_DLG_ROUND_END ? reveal_ms(t) : t->dialog_ms;
    return mt_screen_replay_forward(&t->scr) | SH_TABLE_CHANGED;
}

int ui_table_replay_play(ShTable *t, int playing, int speed_pct)
{
    if (!t->replay) {
        return 0;
    }
    t->scr.hold = !playing;
    t->replay_speed = speed_pct < 10 ? 10 : speed_pct > 1000 ? 1000 : speed_pct;
    ui_anim_set_speed(t->anim, speed_factor(t));
    if (t->scr.pace_left > pace_ms(t)) {
        t->scr.pace_left = pace_ms(t);
    }
    sh_host_dirty(t->host);
    return SH_TABLE_CHANGED;
}

/* ------------------------------------------------------------------ */
/* The viewer's decisions                                              */

static int human_viewer_can_act(const ShTable *t)
{
    return t->scr.dialog == UI_DLG_NONE && !t->pass_pending && !ui_anim_busy(t->anim) &&
           t->revealed && mt_match_human_to_act(t->match) == t->viewer;
}

/* The decision context of the viewer, for input. */
static void play_ctx(const ShTable *t, UiPlayCtx *ctx)
{
    const RackoGame *g = racko_table_game(t->match);
    int to_act = racko_game_to_act(g);
    const char *actor;
    if (ui_anim_busy(t->anim)) {
        /* The engine may be a move ahead of the screen: name the seat whose
         * move is being shown, and nobody (just "wait") when that is the
         * viewer's own or the viewer is next. */
        int shown = ui_anim_scene(t->anim)->turn_seat;
        to_act = shown == t->viewer || to_act == t->viewer ? -1 : shown;
    }
    actor = to_act >= 0 ? mt_match_seat_name(t->match, to_act) : "";
    ui_play_ctx_from_view(ctx, racko_game_view(g, t->viewer), human_viewer_can_act(t),
                          ui_table_letters(t), actor);
}

static void apply_action(ShTable *t, RackoAction a)
{
    int st = racko_table_apply(t->match, t->viewer, a);
    if (st != RACKO_OK) {
        char why[400];
        /* the rules' sentence (English in the engine) in the player's words */
        tk_tr_formed("refusal", racko_game_error(racko_table_game(t->match)), why, sizeof why);
        set_message(t, why);
        sh_host_sound(t->host, SH_SND_ILLEGAL);
        return;
    }
    sh_host_message(t->host, "", 0);
    t->hint_shown = 0;
    pump(t);
}

void ui_table_hint(ShTable *t)
{
    UiPlayCtx ctx;
    RackoAction a;
    char reason[400], text[460], labels[RACKO_SLOTS][8];
    const char *names[RACKO_SLOTS];
    int k;
    play_ctx(t, &ctx);
    if (!ctx.can_act) {
        set_message(t, _("A hint is for your own turn."));
        return;
    }
    /* The hint names the slots as the rack does. */
    ui_slot_labels(ui_table_letters(t), labels);
    for (k = 0; k < RACKO_SLOTS; k++) {
        names[k] = labels[k];
    }
    if (racko_ai_hint_named(racko_game_view(racko_table_game(t->match), t->viewer),
                            racko_game_seed(racko_table_game(t->match)) ^ 0x5eedu, names, &a, reason,
                            sizeof reason) != RACKO_OK) {
        set_message(t, _("No hint now."));
        return;
    }
    tk_fmt(text, sizeof text, _("Hint: %s"), reason);
    set_message(t, text);
    /* The hint's target takes the focus (a pile has index 0). */
    switch (a.kind) {
    case RACKO_ACT_DRAW_DECK:
        t->pui.focus.kind = UI_T_DRAW;
        t->pui.focus.index = 0;
        break;
    case RACKO_ACT_TAKE_DISCARD:
    case RACKO_ACT_DISCARD:
        t->pui.focus.kind = UI_T_DISCARD;
        t->pui.focus.index = 0;
        break;
    case RACKO_ACT_PLACE:
    case RACKO_ACT_ECLAIR:
        t->pui.focus.kind = UI_T_SLOT;
        t->pui.focus.index = a.slot;
        break;
    default:
        break;
    }
    t->hint_shown = 1;
}

/* ------------------------------------------------------------------ */
/* Driving the match                                                   */

/* Moves the match on (the layer's screen part, match/screen.h): the score
 * sheet at a round's end, the pass screen of a hot seat, a computer's or a
 * bot's action at its pace.  Returns SH_TABLE_* bits. */
static int drive(ShTable *t, int ms, int blocked)
{
    return mt_screen_drive(&t->scr, ui_anim_busy(t->anim), ui_anim_scene(t->anim)->has_score, ms,
                           blocked, pace_ms(t));
}

/* How long a replay that plays leaves a round's score sheet open: its
 * scoring shown, then about four paces. */
static int replay_linger(const ShTable *t)
{
    int pace = pace_ms(t);
    return reveal_ms(t) + 4 * (pace > 150 ? pace : 150);
}

int ui_table_tick(ShTable *t, int ms, int blocked)
{
    if (!ui_anim_busy(t->anim)) {
        t->drop_valid = 0;
    }
    if (ui_anim_busy(t->anim)) {
        RackoEventKind kind;
        ui_anim_advance(t->anim, ms);
        /* A sound as each card starts to move. */
        if (ui_anim_serial(t->anim) != t->sound_serial && ui_anim_current(t->anim, &kind, NULL)) {
            t->sound_serial = ui_anim_serial(t->anim);
            play_sound(t, kind);
        }
        sh_host_dirty(t->host);
    }
    if (t->scr.dialog == UI_DLG_ROUND_END && !blocked && t->dialog_ms < reveal_ms(t)) {
        int before = t->dialog_ms;
        float step = (float)SCORE_STEP_MS * speed_factor(t);
        t->dialog_ms += ms;
        if (step > 0.0f && (int)((float)before / step) != (int)((float)t->dialog_ms / step)) {
            sh_host_sound(t->host, SH_SND_PLACE);
        }
        sh_host_dirty(t->host);
    }
    if (t->replay && !blocked && !t->scr.hold && !ui_anim_busy(t->anim)) {
        /* A replay that plays: a sheet closes itself after a while. */
        int bits = mt_screen_replay_tick(&t->scr, ms, replay_linger(t));
        if (bits != 0) {
            return bits | drive(t, 0, blocked);
        }
    }
    return drive(t, ms, blocked);
}

/* A replay's wait (ui_table_wait_ms): held, nothing moves by itself;
 * playing, the next step at the pace, a sheet for its linger. */
static int replay_wait_ms(const ShTable *t, int blocked)
{
    int left = replay_linger(t) - t->scr.sheet_ms;
    if (ui_anim_busy(t->anim) ||
        (!blocked && t->scr.dialog == UI_DLG_ROUND_END && t->dialog_ms < reveal_ms(t))) {
        return 0;
    }
    if (blocked) {
        return -1;
    }
    if (t->scr.dialog == UI_DLG_NONE) {
        MtBetween b = mt_match_between(t->match, ui_anim_scene(t->anim)->has_score,
                                       t->scr.shown.game, t->scr.shown.match);
        if (b == MT_BETWEEN_GAME_END || b == MT_BETWEEN_MATCH_END) {
            return 0; /* a sheet to open now, held or not */
        }
    }
    return mt_screen_wait_ms(&t->scr, left > 0 ? left : 0);
}

int ui_table_wait_ms(const ShTable *t, int blocked)
{
    int wait = -1;
    if (t->replay) {
        return replay_wait_ms(t, blocked);
    }
    if (!blocked && t->scr.dialog == UI_DLG_ROUND_END && t->dialog_ms < reveal_ms(t)) {
        return 0;
    }
    if (ui_anim_busy(t->anim)) {
        return 0;
    }
    if (!blocked && t->scr.dialog == UI_DLG_NONE && !t->pass_pending) {
        const RackoGame *g = racko_table_game(t->match);
        int ph = racko_game_phase(g);
        if (ph == RACKO_PHASE_DRAW || ph == RACKO_PHASE_PLACE || ph == RACKO_PHASE_ECLAIR) {
            if (mt_match_human_to_act(t->match) < 0) {
                /* A computer acts after its pace; a bot is polled. */
                wait = mt_match_wait_ms(t->match, t->scr.pace_left);
            } else if (mt_match_human_to_act(t->match) != t->viewer || !t->revealed) {
                return 0;
            }
        } else if (mt_match_between(t->match, 1, t->scr.shown.game, t->scr.shown.match) !=
                   MT_BETWEEN_NONE) {
            return 0;
        }
    }
    return wait;
}

/* ------------------------------------------------------------------ */
/* Input                                                               */

int ui_table_input(ShTable *t, const ShInput *in)
{
    UiPlayCtx ctx;
    UiResult r;
    int bits = 0;
    if (in->kind == SH_IN_MOVE) {
        t->mouse_x = in->x;
        t->mouse_y = in->y;
    }
    if ((in->kind == SH_IN_WHEEL && sh_rect_contains(t->lay.message, in->x, in->y)) ||
        (in->kind == SH_IN_KEY && (in->key == SH_KEY_PAGEUP || in->key == SH_KEY_PAGEDOWN))) {
        /* The move log scrolls back through the match. */
        int step = in->kind == SH_IN_WHEEL ? in->key : in->key == SH_KEY_PAGEUP ? 3 : -3;
        t->log_scroll += step;
        if (t->log_scroll > t->nlog - 1) {
            t->log_scroll = t->nlog - 1;
        }
        if (t->log_scroll < 0) {
            t->log_scroll = 0;
        }
        return SH_TABLE_CHANGED;
    }
    if (ui_anim_busy(t->anim) && (in->kind == SH_IN_PRESS || in->kind == SH_IN_KEY)) {
        ui_anim_finish(t->anim);
        t->scr.pace_left = 0;
        bits = drive(t, 0, 0);
        if (t->scr.dialog != UI_DLG_NONE || t->pass_pending) {
            return bits | SH_TABLE_CHANGED;
        }
    }
    /* The explanation shown is the interpreter's starting point: a new
     * one restarts its time, a cleared one goes at once. */
    snprintf(t->pui.message, sizeof t->pui.message, "%s", sh_host_message_text(t->host));
    play_ctx(t, &ctx);
    r = ui_interpret(&ctx, &t->pui, &t->lay, in);
    if (strcmp(t->pui.message, sh_host_message_text(t->host)) != 0) {
        sh_host_message(t->host, t->pui.message, t->pui.message[0] != '\0');
        note_message(t);
    }
    switch (r.kind) {
    case UI_R_ACTION:
        if (in->kind == SH_IN_RELEASE) {
            /* Dropped: the card flies on from where it was let go. */
            ShRect h = t->lay.seat[t->viewer].hand;
            t->drop_from = sh_rect(in->x - h.w / 2, in->y - h.h / 4, h.w, h.h);
            t->drop_valid = 1;
        }
        apply_action(t, r.action);
        break;
    case UI_R_COMMAND:
        if (r.command == UI_CMD_MENU) {
            t->pui.pressed = t->pui.dragging = 0;
            bits |= SH_TABLE_MENU;
        } else if (r.command == UI_CMD_HINT) {
            ui_table_hint(t);
        } else if (r.command == UI_CMD_FULLSCREEN) {
            bits |= SH_TABLE_FULLSCREEN;
        }
        break;
    case UI_R_CHANGED:
        if (in->kind != SH_IN_MOVE && ctx.can_act && t->pui.message[0] != '\0') {
            sh_host_sound(t->host, SH_SND_ILLEGAL);
        }
        break;
    case UI_R_NONE:
        break;
    }
    return bits | SH_TABLE_CHANGED;
}

void ui_table_banner(const ShTable *t, const UiPlayCtx *ctx, char *buf, size_t size, int *style)
{
    const char *m = sh_host_message_text(t->host);
    *style = 0;
    if (t->pass_pending) {
        tk_fmt(buf, size, _("Pass to %s"), mt_match_seat_name(t->match, t->viewer));
        return;
    }
    if (m[0] != '\0') {
        /* An explanation or a hint, where the player looks. */
        const char *hint = _("Hint: %s");
        size_t k = strcspn(hint, "%");
        *style = k > 0 && strncmp(m, hint, k) == 0 ? 2 : 1;
        snprintf(buf, size, "%s", m);
        return;
    }
    if (t->replay && racko_game_round(racko_table_game(t->match)) == 0 && !ui_anim_busy(t->anim)) {
        /* TRANSLATORS: the banner of a replay at its start (Play and
           Forward are the viewer's buttons) */
        snprintf(buf, size, "%s", _("The replay starts here: Play, or Forward one move at a time."));
        return;
    }
    ui_prompt(ctx, buf, size);
    if (!ctx->can_act && ui_anim_busy(t->anim) && t->nlog > 0 &&
        t->log[0].kind == UI_LOG_MOVE) {
        /* A computer's move as it is shown. */
        snprintf(buf, size, "%s", t->log[0].text);
    }
}

/* ------------------------------------------------------------------ */
/* Hot seat                                                            */

const char *ui_table_pass_name(const ShTable *t)
{
    return mt_match_seat_name(t->match, t->viewer);
}

void ui_table_reveal(ShTable *t)
{
    t->pass_pending = 0;
    t->revealed = 1;
    sh_host_dirty(t->host);
}

/* ------------------------------------------------------------------ */
/* The score sheet and the match's results                             */

/* Length of the score sheet's reveal: each seat's row in turn. */
static int reveal_ms(const ShTable *t)
{
    int p = racko_game_config(racko_table_game(t->match))->players;
    return (int)((float)(SCORE_STEP_MS * p) * speed_factor(t));
}

float ui_table_score_reveal(const ShTable *t, int seat)
{
    float step = (float)SCORE_STEP_MS * speed_factor(t);
    float f;
    if (t->scr.dialog != UI_DLG_ROUND_END || step <= 0.0f || t->dialog_ms >= reveal_ms(t)) {
        return 1.0f;
    }
    f = ((float)t->dialog_ms - step * (float)seat) / step;
    return f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f;
}

float ui_table_round_panel_height(const ShTable *t)
{
    const RackoConfig *cfg = racko_game_config(racko_table_game(t->match));
    return 220.0f + 76.0f * (float)cfg->players + ((cfg->rules & RACKO_RULE_TEAMS) ? 30.0f : 0.0f);
}

int ui_table_dialog(const ShTable *t)
{
    return t->scr.dialog != UI_DLG_NONE;
}

void ui_table_dialog_widgets(ShTable *t, ShHost *h, const ShCanvas *c)
{
    float y = (800.0f + ui_table_round_panel_height(t)) / 2.0f + 10.0f - 66.0f;
    mt_screen_dialog_widgets(&t->scr, h, c, sh_ref(c, 530, y, 220, 46), _("Next round"), 560);
}

int ui_table_dialog_input(ShTable *t, const ShInput *in)
{
    if (t->scr.dialog == UI_DLG_ROUND_END && t->dialog_ms < reveal_ms(t) &&
        (in->kind == SH_IN_PRESS || in->kind == SH_IN_KEY)) {
        /* A click or a key during the scoring shows it all at once. */
        t->dialog_ms = reveal_ms(t);
        sh_host_dirty(t->host);
        return 1;
    }
    return 0;
}

int ui_table_dialog_widget(ShTable *t, int id)
{
    return mt_screen_dialog_widget(&t->scr, id);
}
