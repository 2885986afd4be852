/*
 * text.c - events, racks and names as text for people (racko-cli match,
 * replay).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit/lang.h"
#include "kit/text.h"

const char *cli_visible(const char *text, char *buf, size_t size)
{
    tk_text_visible(text, buf, size);
    return buf;
}

char cli_slot_letter(int slot)
{
    return (slot >= 0 && slot < RACKO_SLOTS) ? (char)('a' + slot) : '?';
}

void cli_format_rack(const int *rack, char *buf, size_t size)
{
    size_t used = 0;
    int k;
    if (size == 0) {
        return;
    }
    buf[0] = '\0';
    for (k = 0; k < RACKO_SLOTS && used < size; k++) {
        int n = snprintf(buf + used, size - used, k ? " %d" : "%d", rack[k]);
        if (n < 0) {
            return;
        }
        used += (size_t)n;
    }
}

static const char *seat_name(const char *const *names, int players, int seat, char *tmp,
                             size_t size)
{
    if (names != NULL && seat >= 0 && seat < players && names[seat] != NULL) {
        return names[seat];
    }
    /* TRANSLATORS: a seat without a name in the terminal's narration. */
    tk_fmt(tmp, size, C_("narration", "seat %d"), seat + 1);
    return tmp;
}

/* Appends printf-style text to buf at *used, never overrunning. */
static void append(char *buf, size_t size, size_t *used, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static void append(char *buf, size_t size, size_t *used, const char *fmt, ...)
{
    va_list ap;
    int n;
    if (*used >= size) {
        return;
    }
    va_start(ap, fmt);
    n = tk_vfmt(buf + *used, size - *used, fmt, ap);
    va_end(ap);
    if (n > 0) {
        *used += (size_t)n;
        if (*used >= size) {
            *used = size - 1;
        }
    }
}

int cli_describe_event(const RackoEvent *ev, const char *const *names, int players,
                       int viewer, char *buf, size_t size)
{
    char t1[24];
    char t2[24];
    size_t used = 0;
    int s;
#define NAME(seat) seat_name(names, players, (seat), t1, sizeof t1)
#define NAME2(seat) seat_name(names, players, (seat), t2, sizeof t2)
    if (size == 0) {
        return 0;
    }
    buf[0] = '\0';
    switch (ev->kind) {
    case RACKO_EV_DEALER_DRAW: {
        /* the cards drawn, "Ann 22, Bob 26", in one sentence */
        char drawn[RACKO_MAX_SEATS * (4 * RACKO_NAME_MAX + 16)];
        size_t d = 0;
        drawn[0] = '\0';
        for (s = 0; s < players; s++) {
            append(drawn, sizeof drawn, &d, "%s%s %d", s ? ", " : "", NAME(s),
                   ev->u.dealer_draw.card[s]);
        }
        /* TRANSLATORS: the first %s is each seat's card ("Ann 22, Bob 26"). */
        append(buf, size, &used, _("Drawing for dealer: %s. %s deals first."), drawn,
               NAME(ev->u.dealer_draw.dealer));
        return 1;
    }
    case RACKO_EV_ROUND_START:
        append(buf, size, &used, _("Round %d: %s deals %d cards."), ev->u.round_start.round,
               NAME(ev->u.round_start.dealer), ev->u.round_start.deck_size);
        return 1;
    case RACKO_EV_DEAL_CARD:
        return 0;
    case RACKO_EV_ECLAIR_PLACE:
        if (ev->u.eclair_place.card > 0 && (viewer < 0 || viewer == ev->u.eclair_place.seat)) {
            append(buf, size, &used, _("%s puts %d at position %c."), NAME(ev->u.eclair_place.seat),
                   ev->u.eclair_place.card, cli_slot_letter(ev->u.eclair_place.slot));
        } else {
            append(buf, size, &used, _("%s puts a dealt card at position %c."),
                   NAME(ev->u.eclair_place.seat), cli_slot_letter(ev->u.eclair_place.slot));
        }
        return 1;
    case RACKO_EV_DISCARD_FLIP:
        append(buf, size, &used, _("%d is turned up to start the discard pile."),
               ev->u.discard_flip.card);
        return 1;
    case RACKO_EV_TURN_START:
        append(buf, size, &used, _("Turn %d: %s."), ev->u.turn_start.turn,
               NAME(ev->u.turn_start.seat));
        return 1;
    case RACKO_EV_DRAW_DECK:
        if (ev->u.draw_deck.card > 0 && (viewer < 0 || viewer == ev->u.draw_deck.seat)) {
            append(buf, size, &used, _("%s draws %d from the draw pile."),
                   NAME(ev->u.draw_deck.seat), ev->u.draw_deck.card);
        } else {
            append(buf, size, &used, _("%s draws from the draw pile."),
                   NAME(ev->u.draw_deck.seat));
        }
        return 1;
    case RACKO_EV_TAKE_DISCARD:
        append(buf, size, &used, _("%s takes %d from the discard pile."),
               NAME(ev->u.take_discard.seat), ev->u.take_discard.card);
        return 1;
    case RACKO_EV_PLACE:
        if (ev->u.place.card_in > 0 &&
            (viewer < 0 || viewer == ev->u.place.seat || ev->u.place.from_discard)) {
            append(buf, size, &used, _("%s puts %d at position %c and discards %d."),
                   NAME(ev->u.place.seat), ev->u.place.card_in,
                   cli_slot_letter(ev->u.place.slot), ev->u.place.card_out);
        } else {
            append(buf, size, &used, _("%s puts the card at position %c and discards %d."),
                   NAME(ev->u.place.seat), cli_slot_letter(ev->u.place.slot),
                   ev->u.place.card_out);
        }
        return 1;
    case RACKO_EV_DISCARD:
        append(buf, size, &used, _("%s discards %d."), NAME(ev->u.discard.seat),
               ev->u.discard.card);
        return 1;
    case RACKO_EV_RESHUFFLE:
        append(buf, size, &used,
               ev->u.reshuffle.shuffled
                   ? _("The draw pile ran out: the discard pile is shuffled into a new draw pile of "
                       "%d cards.")
                   : _("The draw pile ran out: the discard pile is turned over into a new draw pile "
                       "of %d cards."),
               ev->u.reshuffle.draw_count);
        return 1;
    case RACKO_EV_RACKO:
        append(buf, size, &used, ev->u.racko.lightning ? _("%s: lightning Rack-O!") : _("%s: Rack-O!"),
               NAME(ev->u.racko.seat));
        if (ev->u.racko.run_len >= 3) {
            append(buf, size, &used, _(" Longest run: %d cards from position %c."),
                   ev->u.racko.run_len, cli_slot_letter(ev->u.racko.run_start));
        }
        return 1;
    case RACKO_EV_TURN_LIMIT:
        append(buf, size, &used, _("Round %d ends after %d turns with no Rack-O."),
               ev->u.turn_limit.round, ev->u.turn_limit.turns);
        return 1;
    case RACKO_EV_ROUND_SCORED:
        append(buf, size, &used, _("Round %d scores:"), ev->u.round_scored.round);
        for (s = 0; s < players; s++) {
            append(buf, size, &used, "%s %s %+d (%d)", s ? "," : "", NAME(s),
                   ev->u.round_scored.points[s], ev->u.round_scored.total[s]);
        }
        append(buf, size, &used, ".");
        return 1;
    case RACKO_EV_TOKEN_PAYMENT:
        append(buf, size, &used,
               ev->u.token_payment.eliminated
                   ? tk_trn("%s pays %s %d token and is out of the match.",
                            "%s pays %s %d tokens and is out of the match.",
                            (unsigned long)ev->u.token_payment.amount)
                   : tk_trn("%s pays %s %d token.", "%s pays %s %d tokens.",
                            (unsigned long)ev->u.token_payment.amount),
               NAME(ev->u.token_payment.from), NAME2(ev->u.token_payment.to),
               ev->u.token_payment.amount);
        return 1;
    case RACKO_EV_MATCH_OVER:
        if (ev->u.match_over.team >= 0) {
            append(buf, size, &used, _("%s and %s win the match."), NAME(ev->u.match_over.team),
                   NAME2(ev->u.match_over.team + 2));
        } else if (ev->u.match_over.winner >= 0) {
            append(buf, size, &used, _("%s wins the match with %d."), NAME(ev->u.match_over.winner),
                   ev->u.match_over.total[ev->u.match_over.winner]);
        } else {
            append(buf, size, &used, "%s", _("The match is over with no winner."));
        }
        return 1;
    }
#undef NAME
#undef NAME2
    return 0;
}
