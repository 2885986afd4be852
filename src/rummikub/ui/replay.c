/* replay.c - Rummikub's replay viewer on its table (ShGame.replay_*): a
 * record watched move by move (the match layer's mt_match_replay: read
 * only, no process started, nothing written), every rack face up, played
 * on by the table's own code (mt_screen_drive at the viewer's speed, the
 * same animations, sounds and words as in play), stepped forward with the
 * step's animations, or shown at any step at once.  No SDL. */
#include "table.h"

#include <string.h>

/* The speeds a replay plays at, in percent of the computers' pace. */
#define UI_REPLAY_PCT_MIN 10
#define UI_REPLAY_PCT_MAX 1000

int ui_replay_open(ShHost *h, const char *path, ShTable **out, char *err, size_t size)
{
    RkMatch *m = NULL;
    ShTable *t = NULL;
    int st;
    *out = NULL;
    st = mt_match_replay(&rk_match_class, path, &m, err, size);
    if (st != TK_OK) {
        return st;
    }
    /* Read only: no autosave, no turn file, no history kept. */
    st = ui_table_make(h, m, SH_OPEN_READ_ONLY, &t, err, size);
    if (st != TK_OK) {
        return st;
    }
    t->replay = 1;
    t->replay_pct = 100;
    t->scr.hold = 1;
    /* The seat at the bottom: the record's first person, else seat 1;
     * everybody's rack is seen. */
    t->viewer = mt_match_first_human(m) >= 0 ? mt_match_first_human(m) : 0;
    t->revealed = 1;
    t->pass_pending = 0;
    ui_table_settings_changed(t);
    ui_table_show_game(t);
    *out = t;
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

int ui_replay_seek(ShTable *t, int step)
{
    /* what was moving goes: the table is shown as it stands at step (or,
     * a record's item refused on the way, where the replay stayed) */
    sh_timeline_clear(t->tl);
    mt_screen_replay_seek(&t->scr, step, ui_table_pace(t));
    ui_table_show_game(t);
    return SH_TABLE_CHANGED;
}

int ui_replay_forward(ShTable *t)
{
    int bits;
    /* the step before lands at once, this one is animated */
    sh_timeline_finish(t->tl);
    if (t->scr.dialog == UI_DLG_NONE) {
        MtBetween b = mt_match_between(t->match, t->scene.have_score, t->scr.shown.game,
                                       t->scr.shown.match);
        if (b == MT_BETWEEN_GAME_END || b == MT_BETWEEN_MATCH_END) {
            /* a game just ended: its sheet is this step (then the deal) */
            return mt_screen_between(&t->scr, 0, 1, 0, ui_table_pace(t)) | SH_TABLE_CHANGED;
        }
    }
    bits = mt_screen_replay_forward(&t->scr);
    if (t->board_dirty) {
        ui_table_refresh(t);
    }
    sh_host_dirty(t->host);
    return bits;
}

int ui_replay_play(ShTable *t, int playing, int speed_pct)
{
    int pace;
    t->replay_pct = speed_pct < UI_REPLAY_PCT_MIN   ? UI_REPLAY_PCT_MIN
                    : speed_pct > UI_REPLAY_PCT_MAX ? UI_REPLAY_PCT_MAX
                                                    : speed_pct;
    t->scr.hold = !playing;
    pace = ui_table_pace(t);
    if (t->scr.pace_left > pace) {
        t->scr.pace_left = pace; /* a faster speed at once */
    }
    ui_table_settings_changed(t);
    return SH_TABLE_CHANGED;
}
