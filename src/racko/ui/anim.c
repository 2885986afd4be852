/* anim.c - Rack-O's events on the shell's timeline (see anim.h).  Pure:
 * no clock, no SDL. */
#include "anim.h"

#include <stdlib.h>
#include <string.h>

#include "shell/timeline.h"

struct UiAnim {
    UiScene scene;
    ShTimeline *tl; /* RackoEvents over scene */
};

void ui_scene_init(UiScene *sc, int players)
{
    memset(sc, 0, sizeof *sc);
    sc->players = players;
    sc->turn_seat = -1;
    sc->dealer = -1;
    sc->hand_seat = -1;
    sc->offer_seat = -1;
    sc->racko_seat = -1;
    sc->match_winner = -1;
    sc->match_team = -1;
    sc->last_seat = -1;
    sc->last_kind = RACKO_EV_ROUND_START;
}

int ui_anim_duration(RackoEventKind kind)
{
    switch (kind) {
    case RACKO_EV_DEALER_DRAW:
        return 1600;
    case RACKO_EV_ROUND_START:
        return 250;
    case RACKO_EV_DEAL_CARD:
        return 45;
    case RACKO_EV_ECLAIR_PLACE:
        return 300;
    case RACKO_EV_DISCARD_FLIP:
        return 380;
    case RACKO_EV_TURN_START:
        return 0;
    case RACKO_EV_DRAW_DECK:
    case RACKO_EV_TAKE_DISCARD:
        return 420;
    case RACKO_EV_PLACE:
        return 560;
    case RACKO_EV_DISCARD:
        return 420;
    case RACKO_EV_RESHUFFLE:
        return 800;
    case RACKO_EV_RACKO:
        return 2000;
    case RACKO_EV_TURN_LIMIT:
        return 1200;
    case RACKO_EV_ROUND_SCORED:
        return 0;
    case RACKO_EV_TOKEN_PAYMENT:
        return 300;
    case RACKO_EV_MATCH_OVER:
        return 0;
    }
    return 0;
}

static int event_duration(const void *ev)
{
    return ui_anim_duration(((const RackoEvent *)ev)->kind);
}

static void begin_event(UiScene *sc, const RackoEvent *ev);
static void end_event(UiScene *sc, const RackoEvent *ev);

static void begin_op(void *scene, const void *ev)
{
    begin_event(scene, ev);
}

static void end_op(void *scene, const void *ev)
{
    end_event(scene, ev);
}

static const ShTimelineOps racko_ops = {event_duration, begin_op, end_op};

int ui_anim_new(int players, UiAnim **out)
{
    UiAnim *a = calloc(1, sizeof *a);
    *out = NULL;
    if (a == NULL) {
        return RACKO_E_NOMEM;
    }
    ui_scene_init(&a->scene, players);
    if (sh_timeline_new(sizeof(RackoEvent), &racko_ops, &a->scene, &a->tl) != TK_OK) {
        free(a);
        return RACKO_E_NOMEM;
    }
    *out = a;
    return RACKO_OK;
}

void ui_anim_free(UiAnim *a)
{
    if (a != NULL) {
        sh_timeline_free(a->tl);
        free(a);
    }
}

void ui_anim_set_scene(UiAnim *a, const UiScene *sc)
{
    a->scene = *sc;
    sh_timeline_clear(a->tl);
}

void ui_anim_set_speed(UiAnim *a, float factor)
{
    sh_timeline_set_speed(a->tl, factor);
}

static int valid_seat(const UiScene *sc, int s)
{
    return s >= 0 && s < RACKO_MAX_SEATS && s < sc->players;
}

static int valid_slot(int k)
{
    return k >= 0 && k < RACKO_SLOTS;
}

static void push_discard(UiScene *sc, int card)
{
    if (sc->discard_count < RACKO_MAX_CARDS) {
        sc->discard[sc->discard_count++] = card;
    }
}

static void pop_discard(UiScene *sc)
{
    if (sc->discard_count > 0) {
        sc->discard_count--;
    }
}

static void take_draw(UiScene *sc)
{
    if (sc->draw_count > 0) {
        sc->draw_count--;
    }
}

static void clear_hand(UiScene *sc)
{
    sc->hand_seat = -1;
    sc->hand_card = 0;
    sc->hand_from_discard = 0;
}

/* The part of an event that happens as its animation starts: cards leave
 * where they were. */
static void begin_event(UiScene *sc, const RackoEvent *ev)
{
    int s, k;
    switch (ev->kind) {
    case RACKO_EV_DEALER_DRAW:
        for (s = 0; s < RACKO_MAX_SEATS; s++) {
            sc->dealer_draw[s] = ev->u.dealer_draw.card[s];
        }
        sc->dealer = ev->u.dealer_draw.dealer;
        break;
    case RACKO_EV_ROUND_START:
        sc->round = ev->u.round_start.round;
        sc->dealer = ev->u.round_start.dealer;
        sc->deck_size = ev->u.round_start.deck_size;
        sc->draw_count = ev->u.round_start.deck_size;
        sc->discard_count = 0;
        memset(sc->rack, 0, sizeof sc->rack);
        clear_hand(sc);
        sc->offer_seat = -1;
        sc->offer_card = 0;
        sc->turn_seat = -1;
        sc->turn = 0;
        sc->racko_seat = -1;
        sc->turn_limit_hit = 0;
        sc->has_score = 0;
        sc->last_card = 0;
        sc->last_seat = -1;
        memset(sc->dealer_draw, 0, sizeof sc->dealer_draw);
        break;
    case RACKO_EV_DEAL_CARD:
    case RACKO_EV_DISCARD_FLIP:
        take_draw(sc);
        break;
    case RACKO_EV_ECLAIR_PLACE:
        sc->offer_seat = -1;
        sc->offer_card = 0;
        break;
    case RACKO_EV_TURN_START:
        sc->turn_seat = ev->u.turn_start.seat;
        sc->turn = ev->u.turn_start.turn;
        break;
    case RACKO_EV_DRAW_DECK:
        take_draw(sc);
        break;
    case RACKO_EV_TAKE_DISCARD:
        pop_discard(sc);
        break;
    case RACKO_EV_PLACE:
        s = ev->u.place.seat;
        k = ev->u.place.slot;
        clear_hand(sc);
        if (valid_seat(sc, s) && valid_slot(k)) {
            sc->rack[s][k] = 0;
        }
        break;
    case RACKO_EV_DISCARD:
        clear_hand(sc);
        break;
    case RACKO_EV_RESHUFFLE:
        sc->discard_count = 0;
        break;
    case RACKO_EV_RACKO:
        sc->racko_seat = ev->u.racko.seat;
        sc->racko_lightning = ev->u.racko.lightning;
        sc->racko_run_start = ev->u.racko.run_start;
        sc->racko_run_len = ev->u.racko.run_len;
        sc->turn_seat = -1;
        break;
    case RACKO_EV_TURN_LIMIT:
        sc->turn_limit_hit = 1;
        sc->turn_seat = -1;
        break;
    case RACKO_EV_ROUND_SCORED:
        sc->score = ev->u.round_scored;
        sc->has_score = 1;
        for (s = 0; s < RACKO_MAX_SEATS; s++) {
            sc->total[s] = ev->u.round_scored.total[s];
        }
        sc->turn_seat = -1;
        break;
    case RACKO_EV_TOKEN_PAYMENT:
        break;
    case RACKO_EV_MATCH_OVER:
        sc->match_over = 1;
        sc->match_winner = ev->u.match_over.winner;
        sc->match_team = ev->u.match_over.team;
        for (s = 0; s < RACKO_MAX_SEATS; s++) {
            sc->total[s] = ev->u.match_over.total[s];
        }
        break;
    }
}

/* The part that happens as the animation ends: cards arrive. */
static void end_event(UiScene *sc, const RackoEvent *ev)
{
    int s, k;
    switch (ev->kind) {
    case RACKO_EV_DEAL_CARD:
        s = ev->u.deal_card.seat;
        k = ev->u.deal_card.slot;
        if (valid_seat(sc, s)) {
            if (valid_slot(k)) {
                sc->rack[s][k] = ev->u.deal_card.card;
            } else {
                sc->offer_seat = s;
                sc->offer_card = ev->u.deal_card.card;
            }
        }
        break;
    case RACKO_EV_ECLAIR_PLACE:
        s = ev->u.eclair_place.seat;
        k = ev->u.eclair_place.slot;
        if (valid_seat(sc, s) && valid_slot(k)) {
            sc->rack[s][k] = ev->u.eclair_place.card;
        }
        break;
    case RACKO_EV_DISCARD_FLIP:
        push_discard(sc, ev->u.discard_flip.card);
        break;
    case RACKO_EV_DRAW_DECK:
        sc->hand_seat = ev->u.draw_deck.seat;
        sc->hand_card = ev->u.draw_deck.card;
        sc->hand_from_discard = 0;
        sc->last_card = ev->u.draw_deck.card;
        sc->last_seat = ev->u.draw_deck.seat;
        sc->last_kind = ev->kind;
        break;
    case RACKO_EV_TAKE_DISCARD:
        sc->hand_seat = ev->u.take_discard.seat;
        sc->hand_card = ev->u.take_discard.card;
        sc->hand_from_discard = 1;
        sc->last_card = ev->u.take_discard.card;
        sc->last_seat = ev->u.take_discard.seat;
        sc->last_kind = ev->kind;
        break;
    case RACKO_EV_PLACE:
        s = ev->u.place.seat;
        k = ev->u.place.slot;
        if (valid_seat(sc, s) && valid_slot(k)) {
            sc->rack[s][k] = ev->u.place.card_in;
        }
        push_discard(sc, ev->u.place.card_out);
        sc->last_card = ev->u.place.card_out;
        sc->last_seat = s;
        sc->last_kind = ev->kind;
        break;
    case RACKO_EV_DISCARD:
        push_discard(sc, ev->u.discard.card);
        sc->last_card = ev->u.discard.card;
        sc->last_seat = ev->u.discard.seat;
        sc->last_kind = ev->kind;
        break;
    case RACKO_EV_RESHUFFLE:
        sc->draw_count = ev->u.reshuffle.draw_count;
        break;
    default:
        break;
    }
}

int ui_anim_push(UiAnim *a, const RackoEvent *ev)
{
    return sh_timeline_push(a->tl, ev) == TK_OK ? RACKO_OK : RACKO_E_NOMEM;
}

void ui_anim_advance(UiAnim *a, int ms)
{
    sh_timeline_advance(a->tl, ms);
}

void ui_anim_finish(UiAnim *a)
{
    sh_timeline_finish(a->tl);
}

unsigned ui_anim_serial(const UiAnim *a)
{
    return sh_timeline_serial(a->tl);
}

int ui_anim_busy(const UiAnim *a)
{
    return sh_timeline_busy(a->tl);
}

const UiScene *ui_anim_scene(const UiAnim *a)
{
    return &a->scene;
}

int ui_anim_current(const UiAnim *a, RackoEventKind *kind, float *t)
{
    const RackoEvent *ev = sh_timeline_current(a->tl, t);
    if (ev == NULL) {
        return 0;
    }
    if (kind != NULL) {
        *kind = ev->kind;
    }
    return 1;
}

static UiPlace place(UiPlaceKind kind, int seat, int slot)
{
    UiPlace p;
    p.kind = kind;
    p.seat = seat;
    p.slot = slot;
    return p;
}

int ui_anim_sprites(const UiAnim *a, UiSprite *out, int max)
{
    const RackoEvent *ev;
    float t, raw = 0.0f;
    int n = 0;
    UiSprite sp;
    if (max <= 0 || (ev = sh_timeline_current(a->tl, &raw)) == NULL) {
        return 0;
    }
    t = sh_ease(raw);
    memset(&sp, 0, sizeof sp);
    sp.t = t;
    sp.owner = -1;
    switch (ev->kind) {
    case RACKO_EV_DEAL_CARD:
        sp.card = ev->u.deal_card.card;
        sp.owner = ev->u.deal_card.seat;
        sp.from = place(UI_PL_DRAW, -1, 0);
        if (valid_slot(ev->u.deal_card.slot)) {
            sp.to = place(UI_PL_SLOT, ev->u.deal_card.seat, ev->u.deal_card.slot);
        } else {
            sp.to = place(UI_PL_HAND, ev->u.deal_card.seat, 0);
        }
        out[n++] = sp;
        break;
    case RACKO_EV_ECLAIR_PLACE:
        sp.card = ev->u.eclair_place.card;
        sp.owner = ev->u.eclair_place.seat;
        sp.from = place(UI_PL_HAND, ev->u.eclair_place.seat, 0);
        sp.to = place(UI_PL_SLOT, ev->u.eclair_place.seat, ev->u.eclair_place.slot);
        out[n++] = sp;
        break;
    case RACKO_EV_DISCARD_FLIP:
        sp.card = ev->u.discard_flip.card;
        sp.flip = 1;
        sp.from = place(UI_PL_DRAW, -1, 0);
        sp.to = place(UI_PL_DISCARD, -1, 0);
        out[n++] = sp;
        break;
    case RACKO_EV_DRAW_DECK:
        sp.card = ev->u.draw_deck.card;
        sp.owner = ev->u.draw_deck.seat;
        sp.flip = 1;
        sp.from = place(UI_PL_DRAW, -1, 0);
        sp.to = place(UI_PL_HAND, ev->u.draw_deck.seat, 0);
        out[n++] = sp;
        break;
    case RACKO_EV_TAKE_DISCARD:
        sp.card = ev->u.take_discard.card;
        sp.from = place(UI_PL_DISCARD, -1, 0);
        sp.to = place(UI_PL_HAND, ev->u.take_discard.seat, 0);
        out[n++] = sp;
        break;
    case RACKO_EV_PLACE:
        sp.card = ev->u.place.card_out;
        sp.from = place(UI_PL_SLOT, ev->u.place.seat, ev->u.place.slot);
        sp.to = place(UI_PL_DISCARD, -1, 0);
        sp.flip = 1;
        out[n++] = sp;
        if (n < max) {
            sp.card = ev->u.place.card_in;
            sp.owner = ev->u.place.from_discard ? -1 : ev->u.place.seat;
            sp.flip = 0;
            sp.from = place(UI_PL_HAND, ev->u.place.seat, 0);
            sp.to = place(UI_PL_SLOT, ev->u.place.seat, ev->u.place.slot);
            out[n++] = sp;
        }
        break;
    case RACKO_EV_DISCARD:
        sp.card = ev->u.discard.card;
        sp.from = place(UI_PL_HAND, ev->u.discard.seat, 0);
        sp.to = place(UI_PL_DISCARD, -1, 0);
        out[n++] = sp;
        break;
    case RACKO_EV_RESHUFFLE: {
        /* A few backs sweep from the discard pile to the draw pile. */
        int k;
        for (k = 0; k < 4 && n < max; k++) {
            float tk = sh_ease((raw - 0.15f * (float)k) / 0.55f);
            sp.card = 0;
            sp.owner = -2;
            sp.t = tk;
            sp.from = place(UI_PL_DISCARD, -1, 0);
            sp.to = place(UI_PL_DRAW, -1, 0);
            out[n++] = sp;
        }
        break;
    }
    default:
        break;
    }
    return n;
}
