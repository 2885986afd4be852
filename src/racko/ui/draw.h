/*
 * draw.h - drawing the screens of the desktop game (SDL).  Private.
 */
#ifndef RACKO_UI_DRAW_H
#define RACKO_UI_DRAW_H

#include "app.h"

/* The rectangle where a place of the animation is on screen. */
UiRect draw_place_rect(const App *app, UiPlace p);

/* 1 if seat's cards are shown face up to whoever sits at the screen. */
int draw_seat_face_up(const App *app, int seat);

#endif /* RACKO_UI_DRAW_H */
