/*
 * match.h - the screen's model of a match: a thin adapter over
 * racko/table.h (racko_play).  No SDL here.
 */
#ifndef RACKO_UI_MATCH_H
#define RACKO_UI_MATCH_H

#include <stddef.h>

#include "racko/engine.h"
#include "racko/record.h"
#include "racko/table.h"

typedef struct UiMatch UiMatch;

/* Starts a match for setup.  *out owned by the caller (ui_match_free);
 * on error *out is NULL and msg says why. */
int ui_match_new(const RackoTableSetup *setup, UiMatch **out, char *msg, size_t size);

/* Resumes a saved match (a record file). */
int ui_match_resume(const char *path, UiMatch **out, char *msg, size_t size);

/* Frees the match, its table and its bots.  NULL is allowed. */
void ui_match_free(UiMatch *m);

/* The rest mirror racko_table_* one for one (see racko/table.h): the game
 * (owned by m, read-only), who plays each seat, applying a human's action,
 * letting a computer or bot act, the event and notice queues, autosave. */
const RackoGame *ui_match_game(const UiMatch *m);
RackoSeatKind ui_match_seat_kind(const UiMatch *m, int seat);
const char *ui_match_seat_name(const UiMatch *m, int seat);
const char *ui_match_seat_spec(const UiMatch *m, int seat);
int ui_match_human_to_act(const UiMatch *m);
int ui_match_apply(UiMatch *m, int seat, RackoAction a);
RackoStepResult ui_match_step(UiMatch *m, int wait_ms, int *status);
int ui_match_next_event(UiMatch *m, RackoEvent *out);
int ui_match_next_notice(UiMatch *m, char *buf, size_t size);
int ui_match_set_autosave(UiMatch *m, const char *path);
int ui_match_set_bot_log(UiMatch *m, const char *dir);
int ui_match_save(const UiMatch *m, const char *path, char *msg, size_t size);

#endif /* RACKO_UI_MATCH_H */
