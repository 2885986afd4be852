/* table.c - Ratuki's table on the screen (ui.h): the match on the layer
 * driven by the round's clock, what the screen shows of its events (cards
 * flying, takes, ties, the countdown), the pause, the sheets between
 * rounds, and the ShGame table callbacks but input and drawing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/lang.h"
#include "match/screen.h"
#include "ratuki/ai.h"
#include "ui.h"

enum {
    ID_GO_ON = SH_ID_GAME + 1,
    ID_MENU,
    ID_NEXT_ROUND,
    ID_RESULTS
};

enum {
    MARK_EVERY_MS = 1000, /* the round's moment written at least this often while it runs */
    FLY_PLAY_MS = 260,    /* another seat's card to a stack (at the Normal speed) */
    FLY_TAKE_MS = 520,
    FLY_TIE_MS = 420,
    FLY_BOUNCE_MS = 240,
    COUNT_UP_MS = 1200    /* the round sheet counted up */
};

const RtGame *ui_game(const ShTable *t)
{
    return rt_table_game(t->match);
}

static int round_on(const ShTable *t)
{
    return rt_game_phase(ui_game(t)) == RT_PHASE_ROUND;
}

int ui_running(const ShTable *t)
{
    return round_on(t) && !t->paused && t->countdown == 0 && t->dialog == UI_DLG_NONE;
}

int ui_person_of(const ShTable *t, int seat)
{
    for (int p = 0; p < t->npersons; p++) {
        if (t->person[p].seat == seat) {
            return p;
        }
    }
    return -1;
}

const char *ui_seat_name(const ShTable *t, int seat)
{
    return mt_match_seat_name(t->match, seat);
}

void ui_table_say(ShTable *t, const char *text)
{
    snprintf(t->say, sizeof t->say, "%s", text);
    sh_host_message(t->host, text, 1);
}

static float speed(const ShTable *t)
{
    return sh_speed_factor(sh_host_settings(t->host)->speed);
}

/* ------------------------------------------------------------------ */
/* What moves over the match                                           */

/* Starts flight f (a copy) at the settings' speed; the oldest flight
 * gives way when UI_FLY_MAX fly already. */
static void fly(ShTable *t, const UiFly *f)
{
    float k = speed(t);
    if (k <= 0.0f) {
        return; /* Instant: nothing moves */
    }
    if (f->kind == UI_FLY_BOUNCE) {
        /* A card refused again before its bounce landed: the new bounce
           replaces the old one (one card, one flight home). */
        int kept = 0;
        for (int i = 0; i < t->nfly; i++) {
            const UiFly *o = &t->fly[i];
            if (!(o->kind == UI_FLY_BOUNCE && o->to.seat == f->to.seat && o->to.i == f->to.i)) {
                t->fly[kept++] = *o;
            }
        }
        t->nfly = kept;
    }
    if (t->nfly == UI_FLY_MAX) {
        memmove(&t->fly[0], &t->fly[1], sizeof t->fly[0] * (UI_FLY_MAX - 1));
        t->nfly--;
    }
    t->fly[t->nfly] = *f;
    t->fly[t->nfly].age = 0;
    t->fly[t->nfly].ms = (int)((float)f->ms * k);
    if (t->fly[t->nfly].ms < 1) {
        t->fly[t->nfly].ms = 1;
    }
    t->nfly++;
}

static UiSpot spot(UiSpotKind kind, int seat, int i)
{
    UiSpot s;
    memset(&s, 0, sizeof s);
    s.kind = kind;
    s.seat = seat;
    s.i = i;
    return s;
}

/* The card under a stack's top as the screen last knew it (before a play
 * flies in). */
static RtCard top_under(const ShTable *t, int place, int *height)
{
    RtCard cards[RT_CARDS];
    int n = rt_game_stack(ui_game(t), place, cards);
    *height = n > 0 ? n - 1 : 0;
    return n > 1 ? cards[n - 2] : RT_NO_CARD;
}

static void on_event(ShTable *t, const RtEvent *ev)
{
    UiFly f;
    char line[UI_SAY_MAX];
    memset(&f, 0, sizeof f);
    f.place = -1;
    switch (ev->kind) {
    case RT_EV_ROUND_START:
        t->round = ev->round;
        t->clock = 0;
        t->countdown = UI_COUNTDOWN;
        t->nfly = 0;
        for (int p = 0; p < t->npersons; p++) {
            t->person[p].chosen = -1;
        }
        sh_host_sound(t->host, SH_SND_SHUFFLE);
        break;
    case RT_EV_PLAYED:
        t->lit[ev->u.played.seat] = UI_LIT_MS;
        sh_host_game_sound(t->host, UI_SND_PLAY);
        if (ui_person_of(t, ev->u.played.seat) < 0) {
            f.kind = UI_FLY_PLAY;
            f.card = ev->u.played.card;
            f.from = spot(UI_SPOT_HAND, ev->u.played.seat, 1);
            f.to = spot(UI_SPOT_PLACE, 0, ev->u.played.place);
            f.place = ev->u.played.place;
            f.under = top_under(t, f.place, &f.under_height);
            f.ms = FLY_PLAY_MS;
            fly(t, &f);
        }
        break;
    case RT_EV_TOOK:
        f.kind = UI_FLY_TAKE;
        f.card = ev->u.took.card;
        f.cards = ev->u.took.cards;
        f.from = spot(UI_SPOT_PLACE, 0, ev->u.took.place);
        f.to = spot(UI_SPOT_SCORING, ev->u.took.seat, 0);
        f.ms = FLY_TAKE_MS;
        fly(t, &f);
        t->shout_ms = UI_SHOUT_MS;
        t->shout_seat = ev->u.took.seat;
        t->lit[ev->u.took.seat] = UI_SHOUT_MS;
        sh_host_game_sound(t->host, UI_SND_TAKE);
        break;
    case RT_EV_TIE:
        f.kind = UI_FLY_TIE;
        f.ms = FLY_TIE_MS;
        f.from = spot(UI_SPOT_PLACE, 0, ev->u.tie.place);
        f.card = ev->u.tie.card1;
        f.to = spot(UI_SPOT_DISCARD, ev->u.tie.seat1, 0);
        fly(t, &f);
        f.card = ev->u.tie.card2;
        f.to = spot(UI_SPOT_DISCARD, ev->u.tie.seat2, 0);
        fly(t, &f);
        /* TRANSLATORS: two cards came on a stack within the tie window: both go back. */
        tk_fmt(line, sizeof line, _("Tie on place %d: both cards go back."),
               ev->u.tie.place + 1);
        ui_table_say(t, line);
        sh_host_game_sound(t->host, UI_SND_TIE);
        break;
    case RT_EV_OUT:
        /* TRANSLATORS: a seat has no draw pile and no discard pile left: the round ends. */
        tk_fmt(line, sizeof line, _("%s is out!"), ui_seat_name(t, ev->u.out.seat));
        ui_table_say(t, line);
        break;
    case RT_EV_STUCK:
        ui_table_say(t, _("Nobody can play any more: the round ends."));
        break;
    case RT_EV_STILL:
        ui_table_say(t, _("No card was played for a minute: the round ends."));
        break;
    case RT_EV_ROUND_END:
        t->score = ev->u.round_end;
        t->have_score = 1;
        for (int p = 0; p < t->npersons; p++) {
            t->person[p].chosen = -1;
        }
        t->dragging = t->pressed = 0;
        sh_host_game_sound(t->host, UI_SND_ROUND_END);
        break;
    case RT_EV_MATCH_END:
        sh_host_sound(t->host, SH_SND_FANFARE);
        break;
    default:
        break;
    }
}

/* Between rounds: the first deal, the round's sheet, the match's end. */
static void between(ShTable *t);

void ui_table_drain(ShTable *t)
{
    RtEvent ev;
    char note[600];
    int any = 0;
    while (mt_match_next_event(t->match, &ev)) {
        on_event(t, &ev);
        any = 1;
    }
    if (any) {
        t->marked = t->clock; /* an action was saved at the table's clock */
    }
    while (mt_match_next_notice(t->match, note, sizeof note)) {
        sh_host_notice(t->host, note);
    }
}

/* Takes the match's events and notices, then what comes between rounds
 * (in a replay the layer's screen part does that: replay.c). */
static void pump(ShTable *t)
{
    ui_table_drain(t);
    if (!t->replay) {
        between(t);
    }
}

static void between(ShTable *t)
{
    if (t->dialog != UI_DLG_NONE || t->nfly > 0) {
        return;
    }
    switch (mt_match_show_next(t->match, 1, &t->shown)) {
    case MT_BETWEEN_DEAL:
        pump(t);
        break;
    case MT_BETWEEN_GAME_END:
        t->dialog = UI_DLG_ROUND_END;
        t->count_ms = 0;
        break;
    case MT_BETWEEN_MATCH_END:
        t->dialog = UI_DLG_MATCH_END;
        break;
    default:
        break;
    }
}

/* ------------------------------------------------------------------ */
/* Making a table                                                      */

static int glow_for(const UiOptions *o, const ShSetup *setup)
{
    if (o == NULL || o->glow == UI_GLOW_AUTO) {
        for (int s = 0; setup != NULL && s < setup->players; s++) {
            if (strcmp(setup->seat[s].spec, "ai:easy") == 0) {
                return 1;
            }
        }
        return 0;
    }
    return o->glow == UI_GLOW_ON;
}

int ui_table_around(ShHost *h, RtTable *m, int mode, ShTable **out, char *err, size_t size)
{
    ShTable *t = calloc(1, sizeof *t);
    int players = mt_match_players(m);
    *out = NULL;
    if (t == NULL) {
        mt_match_free(m);
        snprintf(err, size, "%s", _("Out of memory."));
        return TK_E_NOMEM;
    }
    t->host = h;
    t->match = m;
    t->read_only = mode == SH_OPEN_READ_ONLY;
    t->shout_seat = -1;
    for (int p = 0; p < UI_PERSONS; p++) {
        t->person[p].seat = -1;
        t->person[p].chosen = -1;
    }
    for (int s = 0; s < players && t->npersons < UI_PERSONS; s++) {
        if (mt_match_seat_kind(m, s) == MT_SEAT_HUMAN) {
            t->person[t->npersons++].seat = s;
        }
    }
    t->viewer = t->npersons > 0 ? t->person[0].seat : 0;
    if (!t->read_only && sh_host_save_path(h) != NULL &&
        mt_match_set_autosave(m, sh_host_save_path(h)) != TK_OK) {
        ui_table_say(t, _("Warning: the match cannot be saved in the preference folder."));
    }
    t->round = rt_game_round(ui_game(t));
    t->clock = rt_table_now(m);
    t->marked = t->clock;
    sh_canvas_fit(&t->canvas, 1, 1, SH_REF_W, SH_REF_H);
    ui_table_layout(t, &t->canvas);
    *out = t;
    return TK_OK;
}

static int count_people(const ShSetup *setup)
{
    int n = 0;
    for (int s = 0; s < setup->players; s++) {
        n += setup->seat[s].spec[0] == '\0' || strcmp(setup->seat[s].spec, "human") == 0;
    }
    return n;
}

int ui_table_new(ShHost *h, const ShSetup *setup, const void *opts, ShTable **out, char *err,
                 size_t size)
{
    const UiOptions *o = opts;
    RtTableOptions to;
    RtTable *m = NULL;
    *out = NULL;
    if (setup->players < RT_MIN_SEATS || setup->players > RT_MAX_SEATS) {
        tk_fmt(err, size, _("Ratuki is played by %d to %d players."), RT_MIN_SEATS,
               RT_MAX_SEATS);
        return TK_E_CONFIG;
    }
    if (count_people(setup) > UI_PERSONS) {
        tk_fmt(err, size, _("At most %d people play at one keyboard: make the other seats "
                            "computers or bots."),
               UI_PERSONS);
        return TK_E_CONFIG;
    }
    memset(&to, 0, sizeof to);
    rt_config_default(&to.config, setup->players);
    if (o != NULL) {
        to.config.target = o->target;
        to.config.window = o->window;
        to.pace = o->pace == RT_PACE_DEFAULT ? 0 : o->pace;
    }
    to.glow = glow_for(o, setup) ? RT_GLOW_ON : RT_GLOW_OFF;
    int st = mt_screen_match_new(h, &rt_table_class, setup, &to, &m, err, size);
    if (st == TK_OK) {
        st = ui_table_around(h, m, SH_OPEN_PLAY, out, err, size);
    }
    if (st == TK_OK) {
        (*out)->glow = to.glow == RT_GLOW_ON;
        pump(*out);
    }
    return st;
}

int ui_table_again(ShHost *h, const ShTable *t, uint64_t seed, ShTable **out, char *err,
                   size_t size)
{
    RtTable *m = NULL;
    int pace = rt_table_pace(t->match);
    *out = NULL;
    int st = mt_match_again(t->match, seed, 0, &m, err, size);
    if (st == TK_OK && rt_table_set_pace(m, pace) != TK_OK) {
        mt_match_free(m);
        snprintf(err, size, "%s", _("Out of memory."));
        return TK_E_NOMEM;
    }
    if (st == TK_OK) {
        st = ui_table_around(h, m, SH_OPEN_PLAY, out, err, size);
    }
    if (st == TK_OK) {
        (*out)->glow = t->glow;
        pump(*out);
    }
    return st;
}

int ui_table_resume(ShHost *h, const char *path, int mode, ShTable **out, char *err, size_t size)
{
    RtTable *m = NULL;
    MtResume opt;
    *out = NULL;
    memset(&opt, 0, sizeof opt);
    _Static_assert((int)MT_OPEN_READ_ONLY == SH_OPEN_READ_ONLY &&
                       (int)MT_OPEN_NO_BOTS == SH_OPEN_NO_BOTS && (int)MT_OPEN_PLAY == SH_OPEN_PLAY,
                   "the shell's and the match layer's ways of opening are the same numbers");
    opt.open = (MtOpen)mode;
    if (mode == SH_OPEN_PLAY) {
        opt.bot_log_dir = sh_host_bot_log_dir(h);
    }
    int st = mt_match_resume(&rt_table_class, path, &opt, &m, err, size);
    if (st != TK_OK) {
        return st;
    }
    st = ui_table_around(h, m, mode, out, err, size);
    if (st != TK_OK) {
        return st;
    }
    ShTable *t = *out;
    const RtGame *g = ui_game(t);
    t->glow = rt_table_glow(m) == RT_GLOW_ON; /* off for a record from before the glow was kept */
    if (rt_game_last_score(g, &t->score) == TK_OK) {
        t->have_score = 1;
    }
    if (round_on(t)) {
        /* Mid-round: back at the moment it was left, paused; the
           countdown when the player goes on. */
        t->paused = 1;
        t->dialog = UI_DLG_PAUSE;
    } else if (rt_game_round(g) > 0 && rt_game_phase(g) != RT_PHASE_MATCH_OVER) {
        t->shown.game = 0; /* closed on a round's sheet: it shows again */
    }
    pump(t);
    return TK_OK;
}

void ui_table_free(ShTable *t)
{
    if (t != NULL) {
        /* Nothing is written here: a new match may have taken the save's
           place already.  The round's moment is written as it runs
           (MARK_EVERY_MS) and at every pause. */
        mt_match_free(t->match);
        free(t);
    }
}

void ui_table_saved(const char *path, TkSaved *out, char *msg, size_t size)
{
    mt_saved_read(&rt_table_class, path, out, msg, size);
}

int ui_table_over(const ShTable *t)
{
    return rt_game_phase(ui_game(t)) == RT_PHASE_MATCH_OVER;
}

void ui_table_settings_changed(ShTable *t)
{
    sh_host_dirty(t->host);
}

int ui_table_check_bot(int seat, const char *command, char *msg, size_t size)
{
    return mt_check_bot(&rt_table_class, seat, command, 5000, msg, size) == TK_OK ? 0 : -1;
}

const char *ui_table_pass_name(const ShTable *t)
{
    (void)t;
    return ""; /* everyone plays at once: no pass screen */
}

void ui_table_reveal(ShTable *t)
{
    (void)t;
}

void ui_table_picture(ShTable *t, int viewer)
{
    t->nfly = 0;
    t->countdown = 0;
    t->paused = 0;
    t->dialog = UI_DLG_NONE;
    if (viewer >= 0 && viewer < mt_match_players(t->match)) {
        t->viewer = viewer;
        t->npersons = 1;
        t->person[0].seat = viewer;
    }
    if (ui_table_over(t)) {
        t->dialog = UI_DLG_MATCH_END;
        t->shown.match = 1;
    } else if (!round_on(t) && t->have_score) {
        t->dialog = UI_DLG_ROUND_END;
        t->count_ms = COUNT_UP_MS;
    }
    ui_table_layout(t, &t->canvas);
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */

int ui_playable(const ShTable *t, int seat, int slot)
{
    const RtGame *g = ui_game(t);
    int v = rt_card_value(rt_game_hand(g, seat, slot));
    if (v == 0 || !round_on(t)) {
        return 0;
    }
    for (int k = 0; k < rt_game_config(g)->players; k++) {
        int ps = -1;
        int top = rt_game_settled(g, k, t->clock, &ps);
        if (rt_fits(v, top) && ps != seat) {
            return 1;
        }
    }
    return 0;
}

/* Why a card of value v may not go on `place`, in a few words for the
 * player; seen: the top the player saw when choosing it. */
static void refusal_words(const ShTable *t, int v, int place, RtCard seen, int st, char *out,
                          size_t size)
{
    const RtGame *g = ui_game(t);
    RtPlaceView pv;
    int top = rt_game_settled(g, place, t->clock, NULL);
    rt_game_place(g, place, &pv);
    if (st != TK_E_RULE) {
        snprintf(out, size, "%s", _("That card cannot be played now."));
    } else if (seen != pv.top && rt_fits(v, rt_card_value(seen))) {
        snprintf(out, size, "%s", _("Too late: that stack moved on."));
    } else if (top == 0 && v == RT_WILD) {
        snprintf(out, size, "%s", _("A Ratuki card goes on a stack, never on a free place."));
    } else if (top == 0) {
        snprintf(out, size, "%s", _("Only a 1 starts a stack."));
    } else if (top == 5) {
        snprintf(out, size, "%s", _("Nothing goes on a 5."));
    } else {
        /* TRANSLATORS: a refused play: "A 3 does not go on a 5." */
        tk_fmt(out, size, _("A %d does not go on a %d."), v, top);
    }
}

int ui_table_act(ShTable *t, int p, int slot, int place, const ShRect *from)
{
    UiPerson *pe = &t->person[p];
    int seat = pe->seat;
    const RtGame *g = ui_game(t);
    RtCard c = rt_game_hand(g, seat, slot);
    char why[UI_SAY_MAX];
    int st;
    if (seat < 0 || c == RT_NO_CARD) {
        return TK_E_MOVE;
    }
    if (!ui_running(t)) {
        ui_table_say(t, t->countdown > 0 ? _("Wait for the countdown.")
                                         : _("The round is not being played now."));
        sh_host_sound(t->host, SH_SND_ILLEGAL);
        return TK_E_PHASE;
    }
    RtCard seen = place >= 0 ? pe->seen_top[place] : RT_NO_CARD;
    st = place >= 0 ? rt_table_play(t->match, seat, slot, place, t->clock)
                    : rt_table_discard(t->match, seat, slot, t->clock);
    pe->chosen = -1;
    if (st == TK_OK) {
        t->say[0] = '\0';
        sh_host_message(t->host, "", 0);
        if (place < 0) {
            sh_host_sound(t->host, SH_SND_DRAW); /* a play sounds with its event */
        }
        pump(t);
        return TK_OK;
    }
    refusal_words(t, rt_card_value(c), place < 0 ? 0 : place, seen, st, why, sizeof why);
    ui_table_say(t, why);
    sh_host_game_sound(t->host, UI_SND_REFUSE);
    if (from != NULL) {
        UiFly f;
        memset(&f, 0, sizeof f);
        f.kind = UI_FLY_BOUNCE;
        f.card = c;
        f.place = -1;
        f.from = spot(UI_SPOT_PIXELS, seat, slot);
        f.from.rect = *from;
        f.to = spot(UI_SPOT_HAND, seat, slot);
        f.ms = FLY_BOUNCE_MS;
        fly(t, &f);
    }
    return st;
}

int ui_table_pause(ShTable *t)
{
    if (t->replay || !round_on(t) || t->paused || t->dialog != UI_DLG_NONE) {
        return 0;
    }
    t->paused = 1;
    t->dialog = UI_DLG_PAUSE;
    t->dragging = t->pressed = 0;
    for (int p = 0; p < t->npersons; p++) {
        t->person[p].chosen = -1;
    }
    rt_table_mark(t->match, t->clock);
    t->marked = t->clock;
    pump(t);
    return SH_TABLE_CHANGED;
}

int ui_table_focus_lost(ShTable *t)
{
    return ui_table_pause(t);
}

void ui_table_hint(ShTable *t)
{
    const RtGame *g = ui_game(t);
    char line[UI_SAY_MAX];
    int seat = t->person[0].seat;
    if (seat < 0 || !round_on(t)) {
        return;
    }
    for (int slot = 0; slot < RT_HAND; slot++) {
        int v = rt_card_value(rt_game_hand(g, seat, slot));
        for (int k = 0; v > 0 && k < rt_game_config(g)->players; k++) {
            int ps = -1;
            if (rt_fits(v, rt_game_settled(g, k, t->clock, &ps)) && ps != seat) {
                /* TRANSLATORS: the hint: hand card 2 goes on stack place 3. */
                tk_fmt(line, sizeof line, _("Hint: your card %d goes on place %d."), slot + 1,
                       k + 1);
                ui_table_say(t, line);
                return;
            }
        }
    }
    ui_table_say(t, _("Hint: none of your cards fits: discard one."));
}

/* ------------------------------------------------------------------ */
/* Time                                                                */

int ui_moving(const ShTable *t)
{
    if (t->nfly > 0 || t->shout_ms > 0 || t->dragging || t->countdown > 0) {
        return 1;
    }
    for (int s = 0; s < RT_MAX_SEATS; s++) {
        if (t->lit[s] > 0) {
            return 1;
        }
    }
    return t->dialog == UI_DLG_ROUND_END && t->count_ms < COUNT_UP_MS;
}

void ui_animate(ShTable *t, int ms)
{
    int k = 0;
    for (int i = 0; i < t->nfly; i++) {
        t->fly[i].age += ms;
        if (t->fly[i].age < t->fly[i].ms) {
            t->fly[k++] = t->fly[i];
        }
    }
    t->nfly = k;
    t->shout_ms = t->shout_ms > ms ? t->shout_ms - ms : 0;
    for (int s = 0; s < RT_MAX_SEATS; s++) {
        t->lit[s] = t->lit[s] > ms ? t->lit[s] - ms : 0;
    }
    if (t->dialog == UI_DLG_ROUND_END && t->count_ms < COUNT_UP_MS) {
        t->count_ms += ms;
    }
}

/* The round's clock runs by ms: the match moved to it when something is
 * due, the moment written now and then. */
static void run_clock(ShTable *t, int ms)
{
    int st = TK_OK;
    t->clock += ms;
    if (t->clock > RT_TIME_MAX) {
        t->clock = RT_TIME_MAX;
    }
    int64_t due = mt_match_next_due(t->match);
    if (due >= 0 && due <= t->clock) {
        mt_match_advance(t->match, t->clock, 0, &st);
        if (st != TK_OK) {
            sh_host_notice(t->host, _("The match cannot go on: out of memory."));
        }
    }
    pump(t);
    if (round_on(t) && t->clock - t->marked >= MARK_EVERY_MS) {
        rt_table_mark(t->match, t->clock);
        t->marked = t->clock;
        pump(t);
    }
}

void ui_count_down(ShTable *t, int ms)
{
    int before = t->countdown;
    t->countdown = t->countdown > ms ? t->countdown - ms : 0;
    if (t->countdown == 0) {
        t->shout_ms = UI_SHOUT_MS;
        t->shout_seat = -1;
        sh_host_game_sound(t->host, UI_SND_GO);
    } else if ((before - 1) / 1000 != (t->countdown - 1) / 1000) {
        sh_host_game_sound(t->host, UI_SND_TICK);
    }
}

void ui_sheet_whole(ShTable *t)
{
    t->count_ms = COUNT_UP_MS;
}

int ui_table_tick(ShTable *t, int ms, int blocked)
{
    if (t->replay) {
        return ui_replay_tick(t, ms, blocked);
    }
    int was = ui_moving(t);
    ui_animate(t, ms);
    if (blocked) {
        /* A shell screen or dialog over the table (the menu, the Rules
           page): the round stops for everyone. */
        return ui_table_pause(t) | (was ? SH_TABLE_CHANGED : 0);
    }
    if (round_on(t) && !t->paused && t->dialog == UI_DLG_NONE) {
        if (t->countdown > 0) {
            ui_count_down(t, ms);
        } else {
            run_clock(t, ms);
        }
    } else {
        pump(t);
    }
    return was || ui_moving(t) || ms == 0 ? SH_TABLE_CHANGED : 0;
}

int ui_table_wait_ms(const ShTable *t, int blocked)
{
    if (t->replay) {
        return ui_replay_wait_ms(t, blocked);
    }
    if (ui_moving(t)) {
        return 0;
    }
    if (blocked || !ui_running(t)) {
        return -1; /* nothing runs: no CPU until an input */
    }
    int64_t due = mt_match_next_due(t->match);
    if (due < 0) {
        return MARK_EVERY_MS;
    }
    int64_t wait = due - t->clock;
    int64_t mark = t->marked + MARK_EVERY_MS - t->clock;
    if (mark < wait) {
        wait = mark;
    }
    return wait < 0 ? 0 : (int)wait;
}

/* ------------------------------------------------------------------ */
/* Dialogs                                                             */

int ui_table_dialog(const ShTable *t)
{
    return t->dialog != UI_DLG_NONE;
}

void ui_table_dialog_widgets(ShTable *t, ShHost *h, const ShCanvas *c)
{
    ShWidget *w;
    if (t->replay) {
        ui_replay_dialog_widgets(t, h, c);
    } else if (t->dialog == UI_DLG_PAUSE) {
        w = sh_host_widget(h, SH_W_BUTTON, ID_GO_ON, sh_ref(c, 530, 420, 220, 46), _("Go on"));
        if (w != NULL) {
            w->primary = 1;
        }
        sh_host_widget(h, SH_W_BUTTON, ID_MENU, sh_ref(c, 530, 480, 220, 46), _("Menu"));
    } else if (t->dialog == UI_DLG_ROUND_END) {
        int over = ui_table_over(t);
        float ph = ui_sheet_height(t);
        w = sh_host_widget(h, SH_W_BUTTON, over ? ID_RESULTS : ID_NEXT_ROUND,
                           sh_ref(c, 530, (800.0f + ph) / 2.0f - 64.0f, 220, 46),
                           over ? _("Final results") : _("Next round"));
        if (w != NULL) {
            w->primary = 1;
        }
    } else if (t->dialog == UI_DLG_MATCH_END) {
        sh_host_match_end_buttons(h, c, 560);
    }
}

int ui_table_dialog_input(ShTable *t, const ShInput *in)
{
    /* A click or a key on the round sheet still counting shows it whole. */
    if (t->dialog == UI_DLG_ROUND_END && t->count_ms < COUNT_UP_MS &&
        (in->kind == SH_IN_PRESS || in->kind == SH_IN_KEY) && in->key != SH_KEY_ESC) {
        t->count_ms = COUNT_UP_MS;
        return 1;
    }
    return 0;
}

int ui_table_dialog_widget(ShTable *t, int id)
{
    if (t->replay) {
        return ui_replay_dialog_widget(t, id);
    }
    switch (id) {
    case ID_GO_ON:
        t->dialog = UI_DLG_NONE;
        t->paused = 0;
        t->countdown = UI_COUNTDOWN;
        sh_host_message(t->host, "", 0);
        return SH_TABLE_CHANGED;
    case ID_MENU:
        return SH_TABLE_MENU;
    case ID_NEXT_ROUND:
        t->dialog = UI_DLG_NONE;
        mt_match_deal(t->match);
        pump(t);
        return SH_TABLE_CHANGED;
    case ID_RESULTS:
        t->dialog = UI_DLG_MATCH_END;
        t->shown.match = 1;
        return SH_TABLE_CHANGED;
    default:
        return 0;
    }
}
