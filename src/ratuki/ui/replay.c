/* replay.c - Ratuki's replay viewer (shell/game.h's replay ops): a record
 * watched on the table it was played on, read only (mt_match_replay: no
 * process started, nothing written), every seat's hand face up, nobody
 * at the keyboard.  The record's steps come on the round's clock, which
 * runs at the viewer's speed and stands still while the viewer holds:
 * each step at its millisecond (mt_match_next_due, mt_match_advance),
 * with the animations, sounds and words of play; each round opens with
 * its countdown (run at the same speed; skipped when stepping by hand).
 * Between rounds the layer's screen part (match/screen.h) deals, opens
 * the round's sheet and closes it after a while when playing. */
#include <string.h>

#include "kit/lang.h"
#include "ui.h"

enum {
    LINGER_PACES = 4,  /* a sheet stays this many paces when playing */
    PACE_MIN_MS = 500, /* a pace when the shell's is shorter (Fast: 0) */
    LINGER_POLL_MS = 50, /* how often a sheet lingering is looked at */
    SPEED_MIN = 10,    /* the viewer's speed, percent */
    SPEED_MAX = 1000
};

static int round_on(const ShTable *t)
{
    return rt_game_phase(ui_game(t)) == RT_PHASE_ROUND;
}

/* The shell's computer pace at the viewer's speed (ms). */
static int pace(const ShTable *t)
{
    int p = sh_host_settings(t->host)->pace_ms;
    if (p < PACE_MIN_MS) {
        p = PACE_MIN_MS;
    }
    return (int)((long)p * 100 / t->speed_pct);
}

/* The table's sheet as the layer's screen part has it: the round's (the
 * last round's score) or the match's. */
static void sync_dialog(ShTable *t)
{
    int d = t->scr.dialog == MT_BETWEEN_GAME_END    ? UI_DLG_ROUND_END
            : t->scr.dialog == MT_BETWEEN_MATCH_END ? UI_DLG_MATCH_END
                                                    : UI_DLG_NONE;
    t->have_score = rt_game_last_score(ui_game(t), &t->score) == TK_OK;
    t->dialog = d;
}

/* What the layer's screen part asks of the table (match/screen.h). */
static void screen_pump(void *screen)
{
    ui_table_drain(screen);
}

static void screen_relayout(void *screen)
{
    ShTable *t = screen;
    ui_table_layout(t, &t->canvas);
}

/* The round's sheet opens: counted up (its sound came with the round's
 * end). */
static void screen_sheet(void *screen)
{
    ShTable *t = screen;
    t->count_ms = 0;
    t->dialog = UI_DLG_ROUND_END;
}

static const MtScreenOps screen_ops = {screen_pump, screen_relayout, screen_sheet, NULL, NULL};

int ui_replay_open(ShHost *h, const char *path, ShTable **out, char *err, size_t size)
{
    RtTable *m = NULL;
    *out = NULL;
    int st = mt_match_replay(&rt_table_class, path, &m, err, size);
    if (st != TK_OK) {
        return st;
    }
    st = ui_table_around(h, m, SH_OPEN_READ_ONLY, out, err, size);
    if (st != TK_OK) {
        return st;
    }
    ShTable *t = *out;
    /* The record's first person at the bottom (else seat 1), nobody at
       the keyboard: every hand face up. */
    t->viewer = t->npersons > 0 ? t->person[0].seat : 0;
    for (int p = 0; p < UI_PERSONS; p++) {
        t->person[p].seat = -1;
        t->person[p].chosen = -1;
    }
    t->npersons = 0;
    t->glow = 0;
    t->replay = 1;
    t->speed_pct = 100;
    t->revealed = 1;
    mt_screen_init(&t->scr, m, &screen_ops, t, &t->viewer, &t->revealed, &t->pass_pending,
                   pace(t));
    t->scr.hold = 1;
    ui_table_layout(t, &t->canvas);
    ui_table_drain(t);
    return TK_OK;
}

int ui_replay_steps(const ShTable *t)
{
    return mt_replay_steps(t->match);
}

int ui_replay_at(const ShTable *t)
{
    return mt_replay_at(t->match);
}

int ui_replay_units(const ShTable *t, int *starts, int max)
{
    return mt_replay_units(t->match, starts, max);
}

/* The round's clock at the step shown last: its moment. */
static void clock_at_step(ShTable *t)
{
    int64_t when = mt_replay_time(t->match, mt_replay_at(t->match));
    if (!round_on(t)) {
        return;
    }
    t->clock = when >= 0 ? (int)when : rt_table_now(t->match);
    t->round = rt_game_round(ui_game(t));
}

int ui_replay_seek(ShTable *t, int step)
{
    if (mt_screen_replay_seek(&t->scr, step, pace(t)) != TK_OK) {
        return 0;
    }
    /* The table as the game stands, nothing moving, nothing said. */
    ui_table_drain(t);
    t->nfly = 0;
    t->shout_ms = 0;
    t->countdown = 0;
    memset(t->lit, 0, sizeof t->lit);
    t->say[0] = '\0';
    sh_host_message(t->host, "", 0);
    t->clock = 0;
    t->round = rt_game_round(ui_game(t));
    clock_at_step(t);
    sync_dialog(t);
    ui_sheet_whole(t);
    ui_table_layout(t, &t->canvas);
    return SH_TABLE_CHANGED;
}

int ui_replay_forward(ShTable *t)
{
    if (!round_on(t) && t->nfly > 0 && t->scr.dialog == MT_BETWEEN_NONE) {
        /* A round just ended, its last cards still flying: they land and
           its sheet opens (the next step is the sheet, not the next deal). */
        t->nfly = 0;
        int r = mt_screen_between(&t->scr, 0, 1, 0, pace(t));
        sync_dialog(t);
        if (t->dialog != UI_DLG_NONE) {
            return SH_TABLE_CHANGED | (r > 0 ? r : 0);
        }
    }
    int bits = mt_screen_replay_forward(&t->scr);
    ui_table_drain(t);
    /* By hand: the step at its moment, no countdown before it. */
    t->countdown = 0;
    clock_at_step(t);
    sync_dialog(t);
    return bits;
}

int ui_replay_play(ShTable *t, int playing, int speed_pct)
{
    t->scr.hold = !playing;
    t->speed_pct = speed_pct < SPEED_MIN ? SPEED_MIN : speed_pct > SPEED_MAX ? SPEED_MAX : speed_pct;
    t->speed_rest = 0;
    return SH_TABLE_CHANGED;
}

/* ms of the wall at the viewer's speed (what is left below a millisecond
 * kept for the next tick, so no speed drifts). */
static int scaled(ShTable *t, int ms)
{
    long v = (long)ms * t->speed_pct + t->speed_rest;
    t->speed_rest = (int)(v % 100);
    return (int)(v / 100);
}

/* The round's clock runs by ms: each step due by then done at its own
 * moment, its events on the screen, in order. */
static void run_clock(ShTable *t, int ms)
{
    t->clock = t->clock > RT_TIME_MAX - ms ? RT_TIME_MAX : t->clock + ms;
    while (round_on(t)) {
        int64_t due = mt_match_next_due(t->match);
        int at = mt_replay_at(t->match), st = TK_OK;
        if (due < 0 || due > t->clock) {
            break;
        }
        mt_match_advance(t->match, due, 0, &st);
        ui_table_drain(t);
        if (st != TK_OK || mt_replay_at(t->match) == at) {
            break; /* a step the record cannot take: the viewer stays there */
        }
    }
}

int ui_replay_tick(ShTable *t, int ms, int blocked)
{
    int was = ui_moving(t), bits = 0;
    int playing = !blocked && !t->scr.hold;
    ui_animate(t, ms);
    if (playing) {
        bits |= mt_screen_replay_tick(&t->scr, ms, LINGER_PACES * pace(t));
        sync_dialog(t);
    }
    /* Cards still flying hold a round's sheet back, as in play. */
    int r = mt_screen_between(&t->scr, !round_on(t) && t->nfly > 0, 1, blocked, pace(t));
    sync_dialog(t);
    if (r != -1) {
        bits |= r;
    } else if (playing) {
        int run = scaled(t, ms);
        if (t->countdown > 0) {
            ui_count_down(t, run);
        } else if (mt_replay_at(t->match) < mt_replay_steps(t->match)) {
            run_clock(t, run);
        }
    }
    return bits | (was || ui_moving(t) || ms == 0 ? SH_TABLE_CHANGED : 0);
}

int ui_replay_wait_ms(const ShTable *t, int blocked)
{
    if (ui_moving(t)) {
        return 0;
    }
    if (blocked || t->scr.hold) {
        return -1; /* held: nothing moves until the viewer says */
    }
    if (!round_on(t)) {
        return mt_screen_wait_ms(&t->scr, LINGER_POLL_MS); /* a sheet, the next deal */
    }
    int64_t due = mt_match_next_due(t->match);
    if (due < 0) {
        return -1; /* the record ends here */
    }
    int64_t wait = (due - t->clock) * 100 / t->speed_pct;
    return wait < 0 ? 0 : (int)wait;
}

void ui_replay_dialog_widgets(ShTable *t, ShHost *h, const ShCanvas *c)
{
    float ph = ui_sheet_height(t);
    mt_screen_dialog_widgets(&t->scr, h, c, sh_ref(c, 530, (800.0f + ph) / 2.0f - 64.0f, 220, 46),
                             _("Next round"), 560);
}

int ui_replay_dialog_widget(ShTable *t, int id)
{
    int bits = mt_screen_dialog_widget(&t->scr, id);
    if (bits != 0) {
        t->countdown = 0; /* the next round dealt by the viewer's hand */
        sync_dialog(t);
    }
    return bits;
}
