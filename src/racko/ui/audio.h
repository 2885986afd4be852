/*
 * audio.h - sound effects: WAV files mixed in SDL's audio callback.
 * Private to src/racko/ui.  Without an audio device the game stays silent.
 */
#ifndef RACKO_UI_AUDIO_H
#define RACKO_UI_AUDIO_H

#include <SDL.h>

typedef enum AudioSound {
    SND_DRAW,
    SND_PLACE,
    SND_FLIP,
    SND_SHUFFLE,
    SND_DEAL,
    SND_FANFARE,
    SND_ROUND_END,
    SND_ILLEGAL,
    SND_CLICK,
    SND_COUNT
} AudioSound;

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
    AudioClip clip[SND_COUNT];
    AudioVoice voice[AUDIO_VOICES];
    int muted;
} Audio;

/* Opens the audio device and loads the sounds from dir/assets/sounds.
 * Never fails: without a device or a file, that sound is silent. */
void audio_init(Audio *a, const char *dir);
/* Closes the device and frees the sounds a owns. */
void audio_free(Audio *a);
/* Starts sound s on a free voice (or the oldest); nothing when muted. */
void audio_play(Audio *a, AudioSound s);
/* Mutes (1) or unmutes (0) every later sound. */
void audio_set_muted(Audio *a, int muted);

#endif /* RACKO_UI_AUDIO_H */
