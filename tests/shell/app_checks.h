/*
 * app_checks.h - the desktop program checked the same way for every game
 * (tests/<game>/ui/test_ui_app.c, headless under SDL's dummy driver): a
 * saved match resumed in each mode (play, no bots, read only) and the
 * program killed; --quick over a saved match; the person's seat labelled
 * with the name they chose.  The checks are here; the suite provides what
 * is its game's, declared below.
 */
#ifndef TEST_APP_CHECKS_H
#define TEST_APP_CHECKS_H

#include <stddef.h>

#include "app.h"

/* ---- provided by the suite ---- */

/* Opens the program on the suite's preference folder (headless, w x h). */
void open_app(App *app, int w, int h);
/* The widget labelled label on the current screen (the test fails if
 * there is none), and a click in the middle of r. */
ShWidget *widget(App *app, const char *label);
void click_rect(App *app, ShRect r);
/* A key pressed (SH_KEY_* or a character). */
void press_key(App *app, int key);

/* Saves an unfinished match at save (the preference folder's): seat 1 a
 * person, who is to play soon, seat 2 played by spec2 (a computer, or
 * "bot:COMMAND" that must never run). */
void saves_make(const char *save, const char *spec2);
/* The history count of the match saved at save; seat 2's spec into spec2
 * (size bytes). */
int saves_read(const char *save, char *spec2, size_t size);
/* The match on the table: its history count, its seats. */
int saves_history(const App *app);
int saves_players(const App *app);
/* Makes the person's moves on the table just resumed (a few, with what
 * the table asks between them); returns the history count after them. */
int saves_play(App *app);
/* After the program was killed: checks what else comes back with the
 * match resumed (a turn in progress), the table just resumed. */
void saves_check_resumed(App *app);
/* The spec of the computer that plays a bot's seat not started. */
const char *saves_fallback(void);

/* How the table labels a seat (the scores, the sheets), and whether the
 * seat is the one person's, whom sentences call "you". */
const char *names_label(const App *app, int seat);
int names_is_you(const App *app, int seat);
/* Waits for the person's turn and makes a move. */
void names_person_moves(App *app);
/* 1 if a line of the table's move log begins with start. */
int names_log_has(const App *app, const char *start);

/* ---- the checks ---- */

/* Every way a saved match is resumed and played on (mode SH_OPEN_*: PLAY
 * by "Resume the match", NO_BOTS by "The computer plays their seats" when
 * asked about its bot) saves it as it goes: the program killed (kill -9)
 * after the person's moves comes back with them, the title screen
 * resuming there without another question.  READ_ONLY (as a picture is
 * drawn) writes nothing, whatever is done on the table, and no mode starts
 * the saved bot.  pref: the preference folder. */
void saves_check_killed_after_resume(const char *pref, int mode);

/* GAME --quick N with an unfinished match saved: the title's Quick game
 * question over the title screen, nothing replaced until answered: "Keep
 * playing" plays the saved match on, "Abandon it and start a new game"
 * starts the quick game; with --no-resume it asks all the same; with
 * nothing unfinished saved, the quick game starts at once. */
void saves_check_quick_asks(void);

/* The name the player chose in the form ("Tess") labels their seat on
 * the table, for a match of the form and for Quick game, which takes the
 * name remembered from the form, from the title screen and from the
 * command line (--quick); "You" is kept for the sentences that speak to
 * the player (the move log). */
void names_check_chosen_name(void);

/* A scripted history of n matches in dir, for the game's Statistics
 * screen (its levels, its own figures). */
void stats_script_history(const ShGame *g, const char *dir, int n);

/* The Statistics screen (issue 26): opened from the title on a scripted
 * history, its figures read, Export writes a CSV file into the screenshot
 * folder and says so, Reset asks (Keep them and Esc keep them, Forget
 * every match forgets them), Esc goes back to the title. */
void stats_check_screen(void);

#endif /* TEST_APP_CHECKS_H */
