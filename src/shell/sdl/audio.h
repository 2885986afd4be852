/*
 * audio.h - sound effects: WAV files mixed in SDL's audio callback.
 * Private to src/shell/sdl.  Without an audio device the game stays silent.
 */
#ifndef SH_SDL_AUDIO_H
#define SH_SDL_AUDIO_H

#include <SDL.h>

#include "shell/game.h"



#define AUDIO_VOICES 8

typedef struct AudioClip {
    Sint16 *data;   /* mono samples at the device rate */
    int len;        /* samples */
} AudioClip;

typedef struct AudioVoice {
    int clip;       /* -1 idle */
    int pos;
} AudioVoice;

typedef struct Audio {
    SDL_AudioDeviceID dev;  /* 0: no device, silent */
    int channels;
    AudioClip clip[SH_SND_COUNT + SH_GAME_SOUNDS_MAX]; /* the shell's, then the game's */
    AudioVoice voice[AUDIO_VOICES];
    int muted;
} Audio;

/* Opens the audio device and loads the sounds from dir/assets/sounds:
 * the shell's (ShSound) and the game's own (game->sounds, may be NULL).
 * Without a device, a silent Audio. */
void audio_init(Audio *a, const char *dir, const ShGame *game);
/* Closes the device and frees the sounds a owns. */
void audio_free(Audio *a);
/* Starts sound s (an ShSound, or SH_SND_COUNT + i: the game's own sound i) on
 * a free voice (or the oldest); nothing when muted. */
void audio_play(Audio *a, int s);
/* Mutes (1) or unmutes (0) every later sound. */
void audio_set_muted(Audio *a, int muted);

#endif /* SH_SDL_AUDIO_H */
