/*
 * human.c - a person plays a seat in the terminal, as in Ruby Racko: the
 * rack is shown with positions a-j, the player draws, then places or
 * discards; "qq" or "quit" leaves (with a confirmation and a saved game),
 * "?" asks the strongest computer player for a hint.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "racko/ai.h"
#include "cli.h"
#include "kit/lang.h"

static int is_quit(const char *answer)
{
    return strcmp(answer, "qq") == 0 || strcmp(answer, "quit") == 0;
}

static void show_rack(FILE *out, const RackoView *v)
{
    int in_order = 0;
    int k;
    int full = 1;
    for (k = 0; k < RACKO_SLOTS; k++) {
        if (v->rack[k] == 0) {
            full = 0;
        }
    }
    if (full) {
        in_order = racko_rack_in_order(v->rack);
    }
    fputs(_("  Your rack (a is the front, j the back):\n"), out);
    for (k = 0; k < RACKO_SLOTS; k++) {
        if (v->rack[k] == 0) {
            fprintf(out, "    %c    -\n", cli_slot_letter(k));
        } else {
            fprintf(out, "    %c  %3d%s\n", cli_slot_letter(k), v->rack[k],
                    k < in_order ? "  *" : "");
        }
    }
    if (full) {
        tk_cli_printf(out, _("  (* = in order from a: %d of 10)\n"), in_order);
    }
}

static void show_table(FILE *out, const RackoTable *t, const RackoView *v)
{
    MtNames names;
    int s;
    mt_names_of_match(&names, t);
    if (v->discard_count > 0) {
        tk_cli_printf(out,
                      tk_trn("  Discard pile: %d on top   Draw pile: %d card\n",
                             "  Discard pile: %d on top   Draw pile: %d cards\n",
                             (unsigned long)v->draw_count),
                      v->discard[v->discard_count - 1], v->draw_count);
    } else {
        tk_cli_printf(out,
                      tk_trn("  Discard pile: empty   Draw pile: %d card\n",
                             "  Discard pile: empty   Draw pile: %d cards\n",
                             (unsigned long)v->draw_count),
                      v->draw_count);
    }
    /* TRANSLATORS: the seats' totals follow ("Scores: Ann 40, Bob 15"), then
       " tokens" when they are the tokens rule's. */
    fputs(_("  Scores:"), out);
    for (s = 0; s < v->config.players; s++) {
        fprintf(out, "%s %s %d", s ? "," : "", names.name[s], v->total[s]);
    }
    fprintf(out, "%s\n", (v->config.rules & RACKO_RULE_TOKENS) ? _(" tokens") : "");
}

static void show_hint(FILE *out, const RackoView *v)
{
    static const char *const letters[RACKO_SLOTS] = {"a", "b", "c", "d", "e",
                                                     "f", "g", "h", "i", "j"};
    RackoAction a;
    char reason[200];
    reason[0] = '\0';
    /* The hint names the positions as the rack on screen does: a to j. */
    if (racko_ai_hint_named(v, 0x41494e54u, letters, &a, reason, sizeof reason) == RACKO_OK) {
        if (reason[0] != '\0') {
            tk_cli_printf(out, _("Hint: %s\n"), reason);
        } else if (a.kind == RACKO_ACT_DRAW_DECK) {
            fputs(_("Hint: draw from the draw pile (d).\n"), out);
        } else if (a.kind == RACKO_ACT_TAKE_DISCARD) {
            fputs(_("Hint: take the card on the discard pile (t).\n"), out);
        } else if (a.kind == RACKO_ACT_DISCARD) {
            fputs(_("Hint: discard it (x).\n"), out);
        } else {
            tk_cli_printf(out, _("Hint: put it at position %c.\n"), cli_slot_letter(a.slot));
        }
    } else {
        fputs(_("No hint right now.\n"), out);
    }
}

static void show_help(FILE *out, int phase)
{
    if (phase == RACKO_PHASE_DRAW) {
        fputs(_("Type d to draw the top card of the draw pile (nobody else sees it),\n"
                     "or t to take the top card of the discard pile.\n"), out);
    } else if (phase == RACKO_PHASE_PLACE) {
        fputs(_("Type a position a-j to swap your card in there (the old card is\n"
                     "discarded), or x to discard a card you drew from the draw pile.\n"), out);
    } else {
        fputs(_("Type the letter of an empty position (a-j) for the dealt card.\n"), out);
    }
    fputs(_("? shows a hint, qq or quit leaves the game (it is saved first).\n"
                 "Goal: cards ascending from a (lowest) to j (highest).\n"), out);
}

/* A position letter a-j (or a number 1-10) to a slot 0..9, else -1. */
static int parse_slot(const char *answer)
{
    if (answer[0] >= 'a' && answer[0] <= 'j' && answer[1] == '\0') {
        return answer[0] - 'a';
    }
    if (strcmp(answer, "10") == 0) {
        return 9;
    }
    if (answer[0] >= '1' && answer[0] <= '9' && answer[1] == '\0') {
        return answer[0] - '1';
    }
    return -1;
}

/* Reads answers until one parses into an action for the current decision.
 * Returns MT_HUMAN_ACTED with *a set, or QUIT / EOF. */
static MtHuman ask_action(MtLoop *l, const RackoView *v, RackoAction *a)
{
    FILE *in = l->in, *out = l->out;
    char prompt[200];
    char answer[64];
    int slot;
    int k;
    int n;
    if (v->phase == RACKO_PHASE_DRAW) {
        if (v->discard_count > 0) {
            tk_fmt(prompt, sizeof prompt,
                   _("Draw from the (d)raw pile or (t)ake the %d from the discard pile? "),
                   v->discard[v->discard_count - 1]);
        } else {
            snprintf(prompt, sizeof prompt, "%s", _("Draw from the (d)raw pile? "));
        }
    } else if (v->phase == RACKO_PHASE_PLACE) {
        if (v->hand_from_discard) {
            tk_fmt(prompt, sizeof prompt, _("You took %d. Put it at which position (a-j)? "),
                   v->hand);
        } else {
            tk_fmt(prompt, sizeof prompt,
                   _("You drew %d. Put it at a position (a-j), or (x) to discard it? "), v->hand);
        }
    } else {
        char empty[RACKO_SLOTS + 1];
        n = 0;
        for (k = 0; k < RACKO_SLOTS; k++) {
            if (v->rack[k] == 0) {
                empty[n++] = cli_slot_letter(k);
            }
        }
        empty[n] = '\0';
        /* TRANSLATORS: %s is the letters of the empty positions ("bdg"). */
        tk_fmt(prompt, sizeof prompt, _("You are dealt %d. Put it at an empty position (%s)? "),
               v->offer, empty);
    }
    for (;;) {
        if (!tk_cli_read_answer(in, out, prompt, answer, sizeof answer)) {
            return MT_HUMAN_EOF;
        }
        if (is_quit(answer)) {
            MtHuman r = mt_loop_confirm_quit(l);
            if (r != MT_HUMAN_ACTED) {
                return r;
            }
            continue;
        }
        if (strcmp(answer, "?") == 0 || strcmp(answer, "hint") == 0) {
            show_hint(out, v);
            continue;
        }
        if (strcmp(answer, "h") == 0 || strcmp(answer, "help") == 0) {
            show_help(out, v->phase);
            continue;
        }
        if (strcmp(answer, "r") == 0 || strcmp(answer, "rack") == 0) {
            show_rack(out, v);
            continue;
        }
        a->slot = 0;
        if (v->phase == RACKO_PHASE_DRAW) {
            if (strcmp(answer, "d") == 0 || strcmp(answer, "draw") == 0 ||
                strcmp(answer, "deck") == 0) {
                a->kind = RACKO_ACT_DRAW_DECK;
                return MT_HUMAN_ACTED;
            }
            if (strcmp(answer, "t") == 0 || strcmp(answer, "take") == 0) {
                a->kind = RACKO_ACT_TAKE_DISCARD;
                return MT_HUMAN_ACTED;
            }
            fputs(_("Please type d (draw pile) or t (take from the discard pile); h for help.\n"),
                  out);
            continue;
        }
        if (v->phase == RACKO_PHASE_PLACE &&
            (strcmp(answer, "x") == 0 || strcmp(answer, "discard") == 0)) {
            a->kind = RACKO_ACT_DISCARD;
            return MT_HUMAN_ACTED;
        }
        slot = parse_slot(answer);
        if (slot < 0) {
            fputs((v->phase == RACKO_PHASE_PLACE && !v->hand_from_discard)
                      ? _("Please type a position from a to j, or x to discard; h for help.\n")
                      : _("Please type a position from a to j; h for help.\n"),
                  out);
            continue;
        }
        a->kind = v->phase == RACKO_PHASE_PLACE ? RACKO_ACT_PLACE : RACKO_ACT_ECLAIR;
        a->slot = slot;
        return MT_HUMAN_ACTED;
    }
}

MtHuman cli_human_turn(MtLoop *l, int seat)
{
    RackoTable *t = l->m;
    FILE *out = l->out;
    const RackoGame *g = racko_table_game(t);
    MtNames names;
    mt_names_of_match(&names, t);
    for (;;) {
        const RackoView *v = racko_game_view(g, seat);
        RackoAction a;
        MtHuman r;
        int st;
        if (v->phase == RACKO_PHASE_DRAW) {
            tk_cli_printf(out, _("\n--- %s, your turn (round %d, turn %d) ---\n"), names.name[seat],
                          v->round, v->turn);
            show_rack(out, v);
            show_table(out, t, v);
        } else if (v->phase == RACKO_PHASE_ECLAIR) {
            tk_cli_printf(out, _("\n--- %s, lightning deal ---\n"), names.name[seat]);
            show_rack(out, v);
        }
        r = ask_action(l, v, &a);
        if (r != MT_HUMAN_ACTED) {
            return r;
        }
        st = racko_table_apply(t, seat, a);
        if (st == RACKO_OK) {
            return MT_HUMAN_ACTED;
        }
        if (st == RACKO_E_NOMEM) {
            fputs(_("Out of memory.\n"), out);
            return MT_HUMAN_ERROR;
        }
        /* Illegal (e.g. discarding a card taken from the discard pile, or a
           taken slot in the lightning deal): say why and ask again. */
        {
            char why[400];
            /* the engine's reason, said in the player's language */
            tk_tr_formed("refusal", racko_game_error(g), why, sizeof why);
            tk_cli_printf(out, _("Not allowed: %s\n"), why);
        }
    }
}
