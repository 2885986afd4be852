/*
 * match/screen.h - the match layer's desktop part (library mt_screen,
 * prefix mt_screen_): what every game's table on the screen does the same
 * way with its match, written once as the terminal's is (match/loop.h).
 *
 *   - moving the match on at each tick (mt_screen_drive): the events
 *     drained, the first deal, the sheet of a game or round that ended,
 *     then the match's results, the hot seat's pass screen when another
 *     person is to act, the computers and bots at a pace a person can
 *     follow;
 *   - the between-games dialogs' own buttons (mt_screen_dialog_widgets)
 *     and what they do (mt_screen_dialog_widget: the next game dealt, or
 *     the results).
 *
 * On the match layer and the shell's public headers (include/shell/: the
 * widgets, the hot seat, SH_TABLE_*); no game, no SDL.  A game's screen
 * keeps an MtScreen in its table and gives it its own part in MtScreenOps.
 */
#ifndef MT_SCREEN_H
#define MT_SCREEN_H

#include "match/match.h"
#include "shell/canvas.h"
#include "shell/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The between-games dialogs' buttons (a game numbers its own widgets from
 * MT_SCREEN_ID_GAME). */
enum {
    MT_SCREEN_ID_NEXT = SH_ID_GAME,        /* the sheet's "Next round" / "Next game" */
    MT_SCREEN_ID_RESULTS = SH_ID_GAME + 1, /* the last sheet's "Final results" */
    MT_SCREEN_ID_GAME = SH_ID_GAME + 2
};

/* What only the game's screen does (its table is `screen`). */
typedef struct MtScreenOps {
    /* Takes the match's new events onto the screen (its scene, its tweens). */
    void (*pump)(void *screen);
    /* The seat shown at the screen changed (the hot seat): lay it out again. */
    void (*relayout)(void *screen);
    /* The sheet of the game or round that ended opens (a sound, the
     * message line cleared).  May be NULL. */
    void (*sheet)(void *screen);
    /* A person's decision is due at seat: called before the hot seat's
     * check (passed 0) and, unless it asks for the pass screen, after it
     * (passed 1), each tick.  May be NULL. */
    void (*turn)(void *screen, int seat, int passed);
    /* ms passed while a seat is to act (a turn timer: the person's after
     * the turn's call, a computer's or bot's before it steps).  May be NULL. */
    void (*clock)(void *screen, int ms);
} MtScreenOps;

/* A screen's share of its match, kept in its table (zeroed by
 * mt_screen_init). */
typedef struct MtScreen {
    MtMatch *match;         /* the table's match (not owned) */
    const MtScreenOps *ops; /* static */
    void *screen;           /* the game's table, given to ops */
    int *viewer;            /* the hot seat's state, in the game's table */
    int *revealed;
    int *pass_pending;
    /* The between-games dialog open: MT_BETWEEN_NONE, MT_BETWEEN_GAME_END
     * (the sheet of the game that ended) or MT_BETWEEN_MATCH_END (the
     * results). */
    int dialog;
    MtShown shown;  /* what was shown between games */
    int pace_left;  /* ms before a computer or bot may act */
    /* A replay (mt_match_replay) only: */
    int hold;       /* 1: held (the viewer paused): nothing moves on by itself */
    int sheet_ms;   /* how long the sheet of a round or game has been open */
} MtScreen;

/* A new match from the shell's new-game form (setup: its seats and seed)
 * and the game's options for setup->players seats (made from the form's
 * by the game): mt_match_new_from_form, the bots' logs kept in the host's
 * bot log folder when a seat is a bot (the folder made only then).
 * TK_OK and *out (the caller's), or an error with err. */
int mt_screen_match_new(ShHost *h, const MtGame *game, const ShSetup *setup, const void *options,
                        MtMatch **out, char *err, size_t size);

/* Sets s up for match m on the game's screen (whose hot-seat fields are
 * viewer, revealed, pass_pending, all the caller's), nothing shown yet, a
 * computer free to act after pace ms. */
void mt_screen_init(MtScreen *s, MtMatch *m, const MtScreenOps *ops, void *screen, int *viewer,
                    int *revealed, int *pass_pending, int pace);

/* What every table does each tick before its game moves: drains the
 * match's events (ops->pump); while the screen is busy (its tweens run)
 * holds the computers back (pace again); while blocked (a shell dialog),
 * a dialog of its own is open or the pass screen is asked for, nothing
 * more; else the first deal, the sheet of the game that ended once
 * `ready` (its scores on the screen), then the results.  Returns
 * SH_TABLE_* bits (CHANGED when a dialog opened), or -1 when a game is
 * under way and the screen may move it: by turns mt_screen_drive does;
 * a game driven by time advances its clock (mt_match_advance). */
int mt_screen_between(MtScreen *s, int busy, int ready, int blocked, int pace);

/* By turns: moves the match on by ms: drains its events (ops->pump); while the
 * screen is busy (its tweens run) only holds the computers back (pace
 * again); while blocked (a shell dialog), a dialog of its own is open or
 * the pass screen is asked for, nothing more; else the first deal, the
 * sheet of the game that ended once `ready` (its scores on the screen),
 * the results, a person's turn (the hot seat) or a computer's or bot's
 * step at the pace.  Returns SH_TABLE_* bits (CHANGED when a dialog
 * opened, PASS for the pass screen). */
int mt_screen_drive(MtScreen *s, int busy, int ready, int ms, int blocked, int pace);

/* ---- a replay on the screen (the match is mt_match_replay's) ----
 *
 * mt_screen_between and mt_screen_drive play a replay as they play a
 * match: each step the record's next one (at the pace given: the viewer's
 * speed), the sheets between games as in play (their "Next" takes the
 * record's deal).  Held (s->hold, the viewer paused), nothing is dealt
 * and no step taken; a sheet opens still when a step ends a game.  The
 * results sheet has no buttons in a replay (the viewer's own bar closes
 * it). */

/* The viewer's "one step forward": a sheet open is closed as its button
 * would (the next game dealt, or the results shown); else the record's
 * next step, its events pumped onto the screen.  SH_TABLE_* bits (CHANGED
 * when something moved), 0 at the end. */
int mt_screen_replay_forward(MtScreen *s);

/* The viewer jumps to step (mt_replay_seek): any sheet closed, the
 * between-games state as the game now stands (the sheets of the games
 * that ended before then taken as shown, a game under way's own to come,
 * and at the moment a game ended, before the next deal, that game's sheet
 * to open at the next tick as the table showed it then; the results when
 * it is over), the pace
 * started again.  The game's screen then lays its table out again from
 * the game, nothing moving (the caller does).  TK_OK or mt_replay_seek's
 * error. */
int mt_screen_replay_seek(MtScreen *s, int step, int pace);

/* In a replay that plays (not held), each tick: a sheet of a game or
 * round that ended closes itself after `linger` ms (the next game dealt,
 * or the results).  SH_TABLE_* bits; 0 in a match that is no replay. */
int mt_screen_replay_tick(MtScreen *s, int ms, int linger);

/* How long a table's loop may sleep (its table_wait_ms's share for the
 * match): in a match, mt_match_wait_ms at the screen's pace; in a
 * replay, -1 while held, linger_poll while a sheet waits to close itself,
 * 0 for the record's next deal, else the pace left before its next
 * step. */
int mt_screen_wait_ms(const MtScreen *s, int linger_poll);

/* The buttons of the between-games dialog open: on the sheet of a game
 * that ended, at r (the canvas's), the primary button: next (the game's
 * words: "Next round"), or "Final results" when the match is over; on the
 * results, the shell's match-end buttons from results_y down. */
void mt_screen_dialog_widgets(const MtScreen *s, ShHost *h, const ShCanvas *c, ShRect r,
                              const char *next, float results_y);

/* One of those buttons pressed: the next game dealt (its events drained)
 * or the results shown.  SH_TABLE_CHANGED, or 0 when id is not one of
 * them. */
int mt_screen_dialog_widget(MtScreen *s, int id);

#ifdef __cplusplus
}
#endif

#endif /* MT_SCREEN_H */
