/*
 * anim.h - the animation timeline: engine events in, tweens out (pure).
 *
 * The timeline keeps a "scene": the table as the screen shows it, which
 * lags behind the engine while cards are moving.  Events are queued with
 * ui_anim_push and played one after another; elapsed time is passed in
 * with ui_anim_advance (the timeline never reads a clock), so it is
 * deterministic and testable.  ui_anim_finish plays everything at once
 * (a click during an animation); a speed of 0 makes every event instant.
 */
#ifndef RACKO_UI_ANIM_H
#define RACKO_UI_ANIM_H

#include "racko/engine.h"

typedef enum UiPlaceKind {
    UI_PL_NONE,
    UI_PL_DRAW,    /* the draw pile */
    UI_PL_DISCARD, /* the discard pile */
    UI_PL_SLOT,    /* a seat's slot */
    UI_PL_HAND,    /* where a seat's drawn card shows */
    UI_PL_CENTER   /* the middle of the table */
} UiPlaceKind;

typedef struct UiPlace {
    UiPlaceKind kind;
    int seat;
    int slot;
} UiPlace;

/* A card in flight. */
typedef struct UiSprite {
    int card;     /* the card's number (0: unknown, shown as a back) */
    int owner;    /* -1: everyone may see its face; -2: nobody (a back); else only that seat */
    UiPlace from, to;
    float t;      /* progress 0..1, eased */
    int flip;     /* 1: the card turns face up on the way */
} UiSprite;

/* The table as shown. */
typedef struct UiScene {
    int players;
    int round, dealer;
    int turn_seat, turn;        /* whose turn is shown; -1 none */
    int deck_size;
    int rack[RACKO_MAX_SEATS][RACKO_SLOTS]; /* 0 = empty or in flight */
    int discard[RACKO_MAX_CARDS];
    int discard_count;
    int draw_count;
    int hand_seat, hand_card, hand_from_discard; /* drawn card shown; seat -1 if none */
    int offer_seat, offer_card; /* lightning deal: dealt card waiting; seat -1 if none */
    int total[RACKO_MAX_SEATS];
    int racko_seat;             /* seat that went Rack-O this round, -1 */
    int racko_run_start, racko_run_len, racko_lightning;
    int turn_limit_hit;
    int has_score;              /* the round's score is known */
    RackoRoundScore score;
    int match_over, match_winner, match_team;
    int dealer_draw[RACKO_MAX_SEATS]; /* cards drawn for the first dealer, 0 none */
    int last_card;              /* the card that moved last (for "just drawn") */
    int last_seat;              /* who moved it, -1 */
    RackoEventKind last_kind;
} UiScene;

/* Fills a scene for an empty table of `players` seats. */
void ui_scene_init(UiScene *sc, int players);

typedef struct UiAnim UiAnim;

/* Creates a timeline over an empty table; *out owned by the caller
 * (ui_anim_free).  Returns RACKO_OK or RACKO_E_NOMEM. */
int ui_anim_new(int players, UiAnim **out);
/* Frees a timeline and its queue.  NULL is allowed. */
void ui_anim_free(UiAnim *a);

/* Replaces the scene (and drops every queued event), e.g. after loading a
 * saved match. */
void ui_anim_set_scene(UiAnim *a, const UiScene *sc);

/* Speed factor: 1 normal, 0.5 twice as fast, 0 instant. */
void ui_anim_set_speed(UiAnim *a, float factor);

/* Queues an event (copied).  With speed 0 it is played at once.
 * Returns RACKO_OK or RACKO_E_NOMEM (the event is then applied at once,
 * so the scene never loses it). */
int ui_anim_push(UiAnim *a, const RackoEvent *ev);

/* Moves time on by ms milliseconds. */
void ui_anim_advance(UiAnim *a, int ms);

/* Plays every queued event to its end at once. */
void ui_anim_finish(UiAnim *a);

/* 1 while an event is playing or queued. */
int ui_anim_busy(const UiAnim *a);

/* The scene as it should be drawn now (owned by a). */
const UiScene *ui_anim_scene(const UiAnim *a);

/* Fills out[0..max-1] with the cards in flight; returns how many. */
int ui_anim_sprites(const UiAnim *a, UiSprite *out, int max);

/* The kind and progress (0..1, not eased) of the event playing now;
 * returns 0 if none plays. */
int ui_anim_current(const UiAnim *a, RackoEventKind *kind, float *t);

/* How many events have begun playing since the timeline was made (to
 * start a sound with each). */
unsigned ui_anim_serial(const UiAnim *a);

/* How long an event of this kind takes at speed 1, in ms. */
int ui_anim_duration(RackoEventKind kind);

#endif /* RACKO_UI_ANIM_H */
