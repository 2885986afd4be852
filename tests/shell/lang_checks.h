/*
 * lang_checks.h - the desktop program's words fit, checked for every game
 * (tests/<game>/ui/test_ui_app.c, headless under SDL's dummy driver): in
 * the pseudo-language (every string about 40% longer, accented, in
 * brackets; build/po/qps.mo) and in French, at 1024x700 and 1920x1080,
 * each screen is drawn whole while the shell's text drawing watches
 * (GfxFit, gfx.h): no text cut (wider than its box at the smallest
 * readable size, a word broken in two, out of the window) and no two texts
 * over each other.  The shell's screens are walked here; the suite walks
 * its table's and calls lang_look on each.
 *
 * With RACKO_SHOTS_DIR set, every screen looked at is also saved there as
 * GAME-LANG-NAME-WxH.png (how docs/screenshots/fr/ is made).
 */
#ifndef TEST_LANG_CHECKS_H
#define TEST_LANG_CHECKS_H

#include "app.h"

/* Opens the program for the walk: headless w x h on the suite's
 * preference folder (open_app of app_checks.h), speaking lang. */
void lang_open(App *app, const char *lang, int w, int h);

/* Draws the screen shown whole (the still layer too) and fails the test
 * when a text was cut or two overlap; `name` says which screen. */
void lang_look(App *app, const char *name);

/* Walks the shell's screens from the title: the title, the Rules page
 * scrolled to its end, the Statistics (on a scripted history), its Match
 * history and its Reset question, the settings, the new-game form (and
 * back). */
void lang_walk_shell(App *app);

/* The shell's dialogs over a match on the table: the Esc menu, the
 * question before a new game abandons the match (and back to it). */
void lang_walk_dialogs(App *app);

/* The watch itself (GfxFit) on the opened program: a text that fits is
 * not cut; one shrunk too small, a word broken, a text out of the window
 * are; two texts over each other overlap unless something opaque was
 * drawn over the first between them. */
void lang_check_watch(App *app);

/* The title screen's line of an unfinished saved match speaks the
 * language chosen after the program opened (--language, or Settings):
 * French, then English again, each time the line the game's saved-match
 * summary gives in that language. */
void lang_check_saved_line(void);

#endif /* TEST_LANG_CHECKS_H */
