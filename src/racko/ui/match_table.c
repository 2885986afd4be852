/* match_table.c - UiMatch on racko/table.h (racko_play). */
#include "match.h"

struct UiMatch {
    RackoTable *t;
};

#include <stdlib.h>

static int wrap(RackoTable *t, UiMatch **out)
{
    UiMatch *m = malloc(sizeof *m);
    if (m == NULL) {
        racko_table_free(t);
        return RACKO_E_NOMEM;
    }
    m->t = t;
    *out = m;
    return RACKO_OK;
}

int ui_match_new(const RackoTableSetup *setup, UiMatch **out, char *msg, size_t size)
{
    RackoTable *t = NULL;
    int st = racko_table_new(setup, &t, msg, size);
    *out = NULL;
    if (st != RACKO_OK) {
        return st;
    }
    return wrap(t, out);
}

int ui_match_resume(const char *path, UiMatch **out, char *msg, size_t size)
{
    RackoTable *t = NULL;
    int st = racko_table_resume(path, &t, msg, size);
    *out = NULL;
    if (st != RACKO_OK) {
        return st;
    }
    return wrap(t, out);
}

void ui_match_free(UiMatch *m)
{
    if (m != NULL) {
        racko_table_free(m->t);
        free(m);
    }
}

const RackoGame *ui_match_game(const UiMatch *m)
{
    return racko_table_game(m->t);
}

RackoSeatKind ui_match_seat_kind(const UiMatch *m, int seat)
{
    return racko_table_seat_kind(m->t, seat);
}

const char *ui_match_seat_name(const UiMatch *m, int seat)
{
    return racko_table_seat_name(m->t, seat);
}

const char *ui_match_seat_spec(const UiMatch *m, int seat)
{
    return racko_table_seat_spec(m->t, seat);
}

int ui_match_human_to_act(const UiMatch *m)
{
    return racko_table_human_to_act(m->t);
}

int ui_match_apply(UiMatch *m, int seat, RackoAction a)
{
    return racko_table_apply(m->t, seat, a);
}

RackoStepResult ui_match_step(UiMatch *m, int wait_ms, int *status)
{
    return racko_table_step(m->t, wait_ms, status);
}

int ui_match_next_event(UiMatch *m, RackoEvent *out)
{
    return racko_table_next_event(m->t, out);
}

int ui_match_next_notice(UiMatch *m, char *buf, size_t size)
{
    return racko_table_next_notice(m->t, buf, size);
}

int ui_match_set_autosave(UiMatch *m, const char *path)
{
    return racko_table_set_autosave(m->t, path);
}

int ui_match_set_bot_log(UiMatch *m, const char *dir)
{
    return racko_table_set_bot_log(m->t, dir);
}

int ui_match_save(const UiMatch *m, const char *path, char *msg, size_t size)
{
    return racko_table_save(m->t, path, msg, size);
}
