/*
 * loop.c - the terminal match loop every game's tool shares
 * (match/loop.h).
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "kit/cli.h"
#include "kit/rng.h"
#include "kit/text.h"
#include "match/loop.h"

void mt_loop_init(MtLoop *l, const MtLoopGame *game, void *ctx, MtMatch *m, uint64_t seed)
{
    memset(l, 0, sizeof *l);
    l->game = game;
    l->ctx = ctx;
    l->m = m;
    l->seed = seed;
    l->match_no = 1;
    l->viewer = -1;
    l->in = stdin;
    l->out = stdout;
}

void mt_loop_seats(MtLoop *l)
{
    l->humans = mt_match_humans(l->m);
    l->viewer = l->humans == 1 ? mt_match_first_human(l->m) : -1;
    if (l->humans > 0 && l->autosave && l->save != NULL) {
        mt_match_set_autosave(l->m, l->save); /* a failure is a notice */
    }
}

void mt_loop_game_played(MtLoop *l)
{
    l->played++;
}

void mt_loop_notices(MtLoop *l)
{
    char buf[1000];
    char shown[4 * sizeof buf];
    while (mt_match_next_notice(l->m, buf, sizeof buf)) {
        tk_text_visible(buf, shown, sizeof shown);
        fprintf(stderr, "%s: %s\n", l->game->prog, shown);
        if (l->humans > 0) {
            fprintf(l->out, "(%s)\n", shown);
        }
    }
}

void mt_loop_pause(const MtLoop *l)
{
    struct timespec ts = {0, 350 * 1000 * 1000L};
    if (l->pace) {
        fflush(l->out);
        nanosleep(&ts, NULL);
    }
}

MtHuman mt_loop_confirm_quit(MtLoop *l)
{
    char answer[32];
    char prompt[700];
    char msg[600];
    char shown[4 * sizeof msg];
    snprintf(prompt, sizeof prompt, "Really quit? The game will be saved to %s. (y/n) ", l->save);
    for (;;) {
        if (!tk_cli_read_answer(l->in, l->out, prompt, answer, sizeof answer)) {
            return MT_HUMAN_EOF;
        }
        if (strcmp(answer, "y") == 0 || strcmp(answer, "yes") == 0) {
            break;
        }
        if (strcmp(answer, "n") == 0 || strcmp(answer, "no") == 0) {
            fprintf(l->out, "Good, let's play on.\n");
            return MT_HUMAN_ACTED;
        }
        fprintf(l->out, "Please answer y or n.\n");
    }
    if (mt_match_save(l->m, l->save, msg, sizeof msg) == TK_OK) {
        fprintf(l->out, "Game saved to %s. To play on later: %s match --resume %s\n", l->save,
                l->game->prog, l->save);
    } else {
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(l->out, "The game could not be saved: %s\n", shown);
    }
    fprintf(l->out, "Goodbye!\n");
    return MT_HUMAN_QUIT;
}

/* Tells the events of the last actions through the tool. */
static void drain_events(MtLoop *l)
{
    char event[1024];
    size_t size = mt_match_class(l->m)->event_size;
    char *ev = size <= sizeof event ? event : NULL;
    if (ev == NULL) {
        return; /* no game's event is that large */
    }
    while (mt_match_next_event(l->m, ev)) {
        l->game->event(l->ctx, l, ev);
    }
    fflush(l->out);
}

/* Saves the record at a game's end.  A failure (a full disk) is said and
 * remembered, and the match goes on: the next save may work, and the exit
 * status at the end says that the record is not whole. */
static void save_record(MtLoop *l)
{
    char msg[600];
    char shown[4 * sizeof msg];
    if (l->record == NULL) {
        return;
    }
    if (mt_match_save(l->m, l->record, msg, sizeof msg) != TK_OK) {
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(stderr, "%s match: %s (the match goes on)\n", l->game->prog, shown);
        l->save_failed = 1;
    } else {
        l->save_failed = 0;
    }
}

/* Before the next deal with a person at the table: 1 to go on, 0 when the
 * person left (*status set). */
static int before_deal(MtLoop *l, int *status)
{
    char prompt[100];
    char answer[32];
    snprintf(prompt, sizeof prompt, "\nPress Enter to deal the next %s (quit to leave): ",
             l->game->unit);
    for (;;) {
        if (!tk_cli_read_answer(l->in, l->out, prompt, answer, sizeof answer)) {
            *status = TK_CLI_EXIT_FAIL;
            return 0;
        }
        if (strcmp(answer, "quit") == 0 || strcmp(answer, "qq") == 0 || strcmp(answer, "q") == 0) {
            MtHuman q = mt_loop_confirm_quit(l);
            if (q == MT_HUMAN_ACTED) {
                continue;
            }
            *status = q == MT_HUMAN_QUIT ? TK_CLI_EXIT_OK : TK_CLI_EXIT_FAIL;
            return 0;
        }
        return 1;
    }
}

/* A new match at the same table for the limit: the same options and
 * seats, the names kept but a bot's, the next seed.  -1 to go on, or the
 * exit status. */
static int next_match(MtLoop *l)
{
    MtMatch *next = NULL;
    char msg[600];
    char shown[4 * sizeof msg];
    l->match_no++;
    if (mt_match_again(l->m, tk_mix64(l->seed + (uint64_t)l->match_no), 1, &next, msg,
                       sizeof msg) != TK_OK) {
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(stderr, "%s match: %s\n", l->game->prog, shown);
        return TK_CLI_EXIT_FAIL;
    }
    mt_match_free(l->m);
    l->m = next;
    mt_loop_seats(l);
    return -1;
}

/* Between games: save, count, the next match or the next deal.  -1 to go
 * on, or the exit status (status when all is played). */
static int between(MtLoop *l, MtPhase phase, int status)
{
    if (mt_match_number(l->m) > 0) {
        save_record(l);
    }
    if (l->limit > 0 && l->played >= l->limit) {
        l->unfinished = phase != MT_PHASE_OVER;
        return status;
    }
    if (phase == MT_PHASE_OVER) {
        return l->limit == 0 ? status : next_match(l);
    }
    if (l->humans > 0 && (mt_match_number(l->m) > 0 || l->played > 0) &&
        !before_deal(l, &status)) {
        return status;
    }
    if (mt_match_deal(l->m) != TK_OK) {
        fprintf(stderr, "%s match: cannot deal the next %s\n", l->game->prog, l->game->unit);
        return TK_CLI_EXIT_FAIL;
    }
    return -1;
}

/* A person's decision: -1 to go on, or the exit status. */
static int person(MtLoop *l, int seat)
{
    char msg[600];
    char shown[4 * sizeof msg];
    MtHuman h = l->game->human_turn(l->ctx, l, seat);
    if (h == MT_HUMAN_ACTED) {
        return -1;
    }
    if (h == MT_HUMAN_QUIT) {
        return TK_CLI_EXIT_OK;
    }
    if (mt_match_save(l->m, l->save, msg, sizeof msg) == TK_OK) {
        fprintf(stderr, "%s match: input ended; the game is saved to %s\n", l->game->prog,
                l->save);
    } else {
        tk_text_visible(msg, shown, sizeof shown);
        fprintf(stderr, "%s match: input ended; saving failed: %s\n", l->game->prog, shown);
    }
    return TK_CLI_EXIT_FAIL;
}

/* The computers and bots: one step by turns, or the match moved to the
 * next moment something is due by time.  -1 to go on, or the exit
 * status. */
static int others(MtLoop *l)
{
    int st = TK_OK;
    MtStepResult r;
    if (mt_match_class(l->m)->advance != NULL) {
        int64_t due = mt_match_next_due(l->m);
        if (due < 0) {
            fprintf(stderr, "%s match: nothing is due and nobody can act\n", l->game->prog);
            return TK_CLI_EXIT_FAIL;
        }
        r = mt_match_advance(l->m, due, 100, &st);
    } else {
        r = mt_match_step(l->m, 100, &st);
        if (r == MT_STEP_WAITING && l->game->waiting != NULL) {
            l->game->waiting(l->ctx, l);
        }
    }
    if (r == MT_STEP_IDLE && st != TK_OK) {
        fprintf(stderr, "%s match: the table stopped: %s\n", l->game->prog, tk_status_string(st));
        return TK_CLI_EXIT_FAIL;
    }
    return -1;
}

int mt_loop_run(MtLoop *l)
{
    int status = TK_CLI_EXIT_OK;
    int st;
    for (;;) {
        mt_loop_notices(l);
        drain_events(l);
        MtPhase phase = mt_match_phase(l->m);
        if (phase != MT_PHASE_PLAYING) {
            st = between(l, phase, status);
        } else if (mt_match_human_to_act(l->m) >= 0) {
            st = person(l, mt_match_human_to_act(l->m));
        } else {
            st = others(l);
        }
        if (st >= 0) {
            mt_loop_notices(l);
            return st;
        }
    }
}

int mt_loop_status(const MtLoop *l, int status)
{
    if (status == TK_CLI_EXIT_OK && l->save_failed) {
        fprintf(stderr, "%s match: the record %s could not be saved at the end\n", l->game->prog,
                l->record);
        return TK_CLI_EXIT_FAIL;
    }
    return status;
}
