/*
 * screen.c - the match layer's desktop part (match/screen.h): a screen's
 * match moved on between games and turns, the between-games dialogs'
 * buttons.
 */
#include <stddef.h>

#include "kit/lang.h"
#include "match/screen.h"

int mt_screen_match_new(ShHost *h, const MtGame *game, const ShSetup *setup, const void *options,
                        MtMatch **out, char *err, size_t size)
{
    /* the bots' logs' folder, made only for a table that has bots */
    const char *logs =
        mt_seats_have_bots(setup->seat, setup->players) ? sh_host_bot_log_dir(h) : NULL;
    return mt_match_new_from_form(game, options, setup->players, setup->seed, setup->seat, logs,
                                  out, err, size);
}

void mt_screen_init(MtScreen *s, MtMatch *m, const MtScreenOps *ops, void *screen, int *viewer,
                    int *revealed, int *pass_pending, int pace)
{
    s->match = m;
    s->ops = ops;
    s->screen = screen;
    s->viewer = viewer;
    s->revealed = revealed;
    s->pass_pending = pass_pending;
    s->dialog = MT_BETWEEN_NONE;
    s->shown.game = 0;
    s->shown.match = 0;
    s->pace_left = pace;
}

/* A person's decision due at seat h: the hot seat, then the game's turn. */
static int person(MtScreen *s, int h, int ms)
{
    if (s->ops->turn != NULL) {
        s->ops->turn(s->screen, h, 0);
    }
    int seat = sh_hot_seat(h, mt_match_humans(s->match), s->viewer, s->revealed,
                           s->pass_pending);
    if (seat != 0) {
        s->ops->relayout(s->screen);
    }
    if (seat == SH_TABLE_PASS) {
        return SH_TABLE_PASS;
    }
    if (s->ops->turn != NULL) {
        s->ops->turn(s->screen, h, 1);
    }
    if (s->ops->clock != NULL) {
        s->ops->clock(s->screen, ms);
    }
    return 0;
}

int mt_screen_between(MtScreen *s, int busy, int ready, int blocked, int pace)
{
    s->ops->pump(s->screen);
    if (busy) {
        s->pace_left = pace;
        return 0;
    }
    if (blocked || s->dialog != MT_BETWEEN_NONE || *s->pass_pending) {
        return 0;
    }
    if (s->hold && mt_match_is_replay(s->match) &&
        mt_match_between(s->match, ready, s->shown.game, s->shown.match) == MT_BETWEEN_DEAL) {
        return 0; /* a replay held deals nothing by itself */
    }
    switch (mt_match_show_next(s->match, ready, &s->shown)) {
    case MT_BETWEEN_DEAL:
        s->ops->pump(s->screen);
        return 0;
    case MT_BETWEEN_GAME_END:
        s->dialog = MT_BETWEEN_GAME_END;
        if (s->ops->sheet != NULL) {
            s->ops->sheet(s->screen);
        }
        return SH_TABLE_CHANGED;
    case MT_BETWEEN_MATCH_END:
        s->dialog = MT_BETWEEN_MATCH_END;
        return SH_TABLE_CHANGED;
    case MT_BETWEEN_NONE:
        break;
    }
    if (mt_match_is_replay(s->match) && !s->hold && mt_match_phase(s->match) == MT_PHASE_BETWEEN &&
        mt_match_number(s->match) > 0 && mt_replay_at(s->match) < mt_replay_steps(s->match)) {
        /* A replay that plays, between two games whose sheet was taken as
           shown (a jump to there): the record's next deal, as the sheet's
           button would have. */
        mt_match_deal(s->match);
        s->ops->pump(s->screen);
        return SH_TABLE_CHANGED;
    }
    return mt_match_phase(s->match) == MT_PHASE_PLAYING ? -1 : 0;
}

int mt_screen_drive(MtScreen *s, int busy, int ready, int ms, int blocked, int pace)
{
    int bits = mt_screen_between(s, busy, ready, blocked, pace);
    if (bits >= 0) {
        return bits;
    }
    int h = mt_match_human_to_act(s->match);
    if (h >= 0) {
        return person(s, h, ms);
    }
    if (s->ops->clock != NULL) {
        s->ops->clock(s->screen, ms);
    }
    if (s->hold && mt_match_is_replay(s->match)) {
        return 0; /* a replay held: no step by itself */
    }
    /* A computer or a bot acts (in a replay: the record's next step),
       paced so a person can follow. */
    if (mt_match_step_paced(s->match, &s->pace_left, ms, pace) == MT_STEP_ACTED) {
        s->ops->pump(s->screen);
    }
    return 0;
}

void mt_screen_dialog_widgets(const MtScreen *s, ShHost *h, const ShCanvas *c, ShRect r,
                              const char *next, float results_y)
{
    if (s->dialog == MT_BETWEEN_GAME_END) {
        int over = mt_match_phase(s->match) == MT_PHASE_OVER;
        ShWidget *w = sh_host_widget(h, SH_W_BUTTON, over ? MT_SCREEN_ID_RESULTS : MT_SCREEN_ID_NEXT,
                                     r, over ? _("Final results") : next);
        if (w != NULL) {
            w->primary = 1;
        }
    } else if (s->dialog == MT_BETWEEN_MATCH_END && !mt_match_is_replay(s->match)) {
        sh_host_match_end_buttons(h, c, results_y); /* a replay's viewer has its own bar */
    }
}

int mt_screen_dialog_widget(MtScreen *s, int id)
{
    switch (id) {
    case MT_SCREEN_ID_NEXT:
        s->dialog = MT_BETWEEN_NONE;
        mt_match_deal(s->match);
        s->ops->pump(s->screen);
        return SH_TABLE_CHANGED;
    case MT_SCREEN_ID_RESULTS:
        s->dialog = MT_BETWEEN_MATCH_END;
        s->shown.match = 1;
        return SH_TABLE_CHANGED;
    default:
        return 0;
    }
}

int mt_screen_wait_ms(const MtScreen *s, int linger_poll)
{
    if (!mt_match_is_replay(s->match)) {
        return mt_match_wait_ms(s->match, s->pace_left);
    }
    if (s->hold) {
        return -1;
    }
    if (s->dialog == MT_BETWEEN_GAME_END) {
        return linger_poll; /* the sheet closes itself after a while */
    }
    if (s->dialog == MT_BETWEEN_NONE && mt_match_phase(s->match) == MT_PHASE_BETWEEN &&
        mt_replay_at(s->match) < mt_replay_steps(s->match)) {
        return 0; /* the record's next deal */
    }
    return mt_match_wait_ms(s->match, s->pace_left);
}

int mt_screen_replay_forward(MtScreen *s)
{
    if (!mt_match_is_replay(s->match)) {
        return 0;
    }
    if (s->dialog == MT_BETWEEN_GAME_END) {
        int over = mt_match_phase(s->match) == MT_PHASE_OVER;
        return mt_screen_dialog_widget(s, over ? MT_SCREEN_ID_RESULTS : MT_SCREEN_ID_NEXT);
    }
    if (mt_replay_forward(s->match) != TK_OK) {
        return 0;
    }
    s->dialog = MT_BETWEEN_NONE;
    s->sheet_ms = 0;
    s->ops->pump(s->screen);
    return SH_TABLE_CHANGED;
}

int mt_screen_replay_seek(MtScreen *s, int step, int pace)
{
    int st = mt_replay_seek(s->match, step);
    if (st != TK_OK) {
        return st;
    }
    /* The games that ended before this step ended before the viewer's
       eyes, as it were: their sheets count as shown.  A game under way
       shows its own when it ends; a jump to the moment a game ended (a
       step back from the next deal) shows that game's sheet, as the table
       did then; the results only once it is over (they show at once then,
       as the last sheet was). */
    MtPhase phase = mt_match_phase(s->match);
    int number = mt_match_number(s->match);
    s->sheet_ms = 0;
    s->shown.game = number - (phase != MT_PHASE_OVER && number > 0);
    s->shown.match = phase == MT_PHASE_OVER;
    s->dialog = s->shown.match ? MT_BETWEEN_MATCH_END : MT_BETWEEN_NONE;
    s->pace_left = pace;
    return TK_OK;
}

int mt_screen_replay_tick(MtScreen *s, int ms, int linger)
{
    if (!mt_match_is_replay(s->match) || s->hold || s->dialog != MT_BETWEEN_GAME_END) {
        s->sheet_ms = 0;
        return 0;
    }
    s->sheet_ms += ms;
    if (s->sheet_ms < linger) {
        return 0;
    }
    s->sheet_ms = 0;
    return mt_screen_replay_forward(s);
}
