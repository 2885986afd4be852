/*
 * app_keys.h - the keys of the shell's screens and dialogs, checked the
 * same way in each game's headless app suite (tests/<game>/ui/
 * test_ui_app.c, SDL's dummy driver): where the focus is, whether it is
 * drawn, and the shell's screens a game shares (the Esc menu, the
 * match-end dialog's buttons, the new-game form over a saved match).
 * Failures are the calling test's (Check's ck_assert).
 */
#ifndef TEST_APP_KEYS_H
#define TEST_APP_KEYS_H

#include "app.h"

/* A key press, as the platform hands it on. */
void keys_press(App *app, int key, int mods);

/* The label of the widget with the keyboard focus on the screen shown
 * (its widgets built again), "" when none. */
const char *keys_focused(App *app);

/* The widget labelled `label` on the screen shown; the test fails when
 * there is none. */
ShWidget *keys_widget(App *app, const char *label);

/* Puts the keyboard focus on the widget labelled `label`. */
void keys_focus_on(App *app, const char *label);

/* 1 if the frame just drawn shows the focus's gold frame round r (left
 * of it and above it). */
int keys_framed(App *app, ShRect r);

/* The test fails unless the key line of the screen shown (app_keys_line)
 * is `want` ("" for none). */
void keys_line_is(App *app, const char *want);

/* The Esc menu over a table where the viewer may act (issue 17): Esc,
 * Down, Enter is its second button, the hint (the menu closes, the
 * message says "Hint:"); opened again, its focus is on its first button
 * and drawn; Esc closes it. */
void keys_check_menu(App *app);

/* The match-end dialog's buttons (issue 17): Down, Enter is "New
 * game...", the form opens with the focus on Start. */
void keys_check_match_end(App *app);

/* From the title screen with no match saved (issue 18): New game...,
 * the focus put on the form's value field `label`, Enter: the match
 * starts (the field's value as it was, which the caller checks). */
void keys_enter_on_form(App *app, const char *label);

/* From the title screen with a match saved: New game... asks first, on
 * Keep playing; Down, Enter abandons it for the form, whose focus is on
 * Start, drawn. */
void keys_new_game_over_saved(App *app);

/* The replay viewer on the record at `record` (app_replay_open from the
 * title screen): its key line, after the focus's keys, names the game's
 * own unit for Page Up/Down (`unit_keys`, e.g. "Page Up/Down: round"),
 * and Esc closes it back to the title screen. */
void keys_check_replay_line(App *app, const char *record, const char *unit_keys);

#endif /* TEST_APP_KEYS_H */
