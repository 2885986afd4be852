/*
 * interpret.h - clicks and keys to engine actions (pure).
 *
 * As in Tatham's puzzles, an input becomes a move in a pure step:
 * ui_interpret(ctx, ui, layout, input) returns nothing, "UI changed" (a
 * hover, a drag, a message) or one RackoAction for the front end to apply.
 * An illegal click is never ignored silently: it sets a short message that
 * says what to do instead.
 */
#ifndef RACKO_UI_INTERPRET_H
#define RACKO_UI_INTERPRET_H

#include <stddef.h>

#include "hit.h"
#include "racko/engine.h"
#include "shell/input.h"



/* What the viewer may do now: the decision, as the viewer's seat sees it. */
typedef struct UiPlayCtx {
    int can_act;            /* 1: the viewer is a human who decides now */
    int phase;              /* RackoPhase */
    int hand;               /* card drawn by the viewer, 0 if none */
    int hand_from_discard;
    int offer;              /* lightning deal: card to place, 0 if none */
    int discard_count;
    int rack[RACKO_SLOTS];  /* the viewer's rack, 0 = empty slot */
    int letters;            /* slot labels a..j instead of 5..50 */
    const char *actor;      /* name of the seat that acts now ("" if none) */
} UiPlayCtx;

/* Fills ctx from a seat's view. */
void ui_play_ctx_from_view(UiPlayCtx *ctx, const RackoView *view, int can_act, int letters,
                           const char *actor);

/* Transient UI state of the table screen. */
typedef struct UiPlayUi {
    UiTarget hover;
    UiTarget focus;         /* keyboard cursor; UI_T_NONE when hidden */
    int pressed;            /* left button held since a press on the table */
    UiTarget press_target;
    int press_x, press_y;
    int dragging;           /* the held card follows the pointer */
    int drag_x, drag_y;     /* pointer position while dragging */
    int last_slot;          /* the rack's slot the cursor left for the piles */
    char message[512];      /* the latest explanation, "" if none */
} UiPlayUi;

/* Clears the transient UI state (no hover, focus, drag or message). */
void ui_play_ui_init(UiPlayUi *ui);

typedef enum UiResultKind {
    UI_R_NONE,
    UI_R_CHANGED,
    UI_R_ACTION,
    UI_R_COMMAND
} UiResultKind;

typedef enum UiCommand {
    UI_CMD_NONE,
    UI_CMD_MENU,
    UI_CMD_HINT,
    UI_CMD_FULLSCREEN
} UiCommand;

typedef struct UiResult {
    UiResultKind kind;
    RackoAction action;   /* UI_R_ACTION */
    UiCommand command;    /* UI_R_COMMAND */
} UiResult;

/* Puts a visible keyboard cursor where the decision is: off the rack to
 * the draw pile when a turn begins (no slot can be chosen then). */
void ui_focus_settle(const UiPlayCtx *ctx, UiPlayUi *ui);

/* Interprets one input.  ui is updated (hover, focus, drag, message). */
UiResult ui_interpret(const UiPlayCtx *ctx, UiPlayUi *ui, const UiLayout *lay,
                      const ShInput *in);

/* 1 if activating target t now would be a legal action (for highlights). */
int ui_target_legal(const UiPlayCtx *ctx, UiTarget t);

/* The label of slot k (0..9): "5".."50", or "a".."j" with letters. */
void ui_slot_label(int slot, int letters, char *buf, size_t size);

/* The table options in the words the screen uses ("bonus runs \xC2\xB7
 * teams \xC2\xB7 lightning deal"; "no table options" for none). */
void ui_rules_words(unsigned rules, char *buf, size_t size);

/* The labels of the ten slots as the rack shows them, for hints. */
void ui_slot_labels(int letters, char labels[RACKO_SLOTS][8]);

/* One sentence saying what the viewer must do now (for the banner). */
void ui_prompt(const UiPlayCtx *ctx, char *buf, size_t size);

#endif /* RACKO_UI_INTERPRET_H */
