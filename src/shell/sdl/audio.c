/* audio.c - a tiny mixer for the sound effects (see audio.h). */
#include "audio.h"

#include <stdio.h>
#include <string.h>

static const char *const sound_files[SH_SND_COUNT] = {
    "card-draw.wav", "card-place.wav",   "discard-flip.wav", "shuffle.wav", "deal-tick.wav",
    "racko-fanfare.wav", "round-end.wav", "illegal.wav",     "click.wav"};

static void mix(void *ud, Uint8 *stream, int len)
{
    Audio *a = ud;
    Sint16 *out = (Sint16 *)(void *)stream;
    int frames = len / (int)(sizeof(Sint16) * (size_t)a->channels);
    int f, v, c;
    memset(stream, 0, (size_t)len);
    for (v = 0; v < AUDIO_VOICES; v++) {
        AudioVoice *vo = &a->voice[v];
        const AudioClip *cl;
        if (vo->clip < 0) {
            continue;
        }
        cl = &a->clip[vo->clip];
        for (f = 0; f < frames && vo->pos < cl->len; f++, vo->pos++) {
            for (c = 0; c < a->channels; c++) {
                int s = out[f * a->channels + c] + cl->data[vo->pos];
                out[f * a->channels + c] = (Sint16)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
            }
        }
        if (vo->pos >= cl->len) {
            vo->clip = -1;
        }
    }
}

static void load_clip(Audio *a, const SDL_AudioSpec *have, int i, const char *dir,
                      const char *file)
{
    char path[1200];
    SDL_AudioSpec spec;
    Uint8 *buf = NULL;
    Uint32 len = 0;
    SDL_AudioCVT cvt;
    snprintf(path, sizeof path, "%s/assets/sounds/%s", dir, file);
    if (SDL_LoadWAV(path, &spec, &buf, &len) == NULL) {
        return;
    }
    if (SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1,
                          have->freq) < 0) {
        SDL_FreeWAV(buf);
        return;
    }
    cvt.len = (int)len;
    cvt.buf = SDL_malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
    if (cvt.buf == NULL) {
        SDL_FreeWAV(buf);
        return;
    }
    memcpy(cvt.buf, buf, len);
    SDL_FreeWAV(buf);
    if (cvt.needed && SDL_ConvertAudio(&cvt) < 0) {
        SDL_free(cvt.buf);
        return;
    }
    a->clip[i].data = (Sint16 *)(void *)cvt.buf;
    a->clip[i].len = (cvt.needed ? cvt.len_cvt : cvt.len) / (int)sizeof(Sint16);
}

void audio_init(Audio *a, const char *dir, const ShGame *game)
{
    SDL_AudioSpec want, have;
    int i;
    memset(a, 0, sizeof *a);
    for (i = 0; i < AUDIO_VOICES; i++) {
        a->voice[i].clip = -1;
    }
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        return;
    }
    SDL_zero(want);
    want.freq = 44100;
    want.format = AUDIO_S16SYS;
    want.channels = 2;
    want.samples = 1024;
    want.callback = mix;
    want.userdata = a;
    a->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
    if (a->dev == 0) {
        return;
    }
    a->channels = have.channels;
    for (i = 0; i < SH_SND_COUNT; i++) {
        load_clip(a, &have, i, dir, sound_files[i]);
    }
    for (i = 0; game != NULL && i < game->nsounds && i < SH_GAME_SOUNDS_MAX; i++) {
        load_clip(a, &have, SH_SND_COUNT + i, dir, game->sounds[i]);
    }
    SDL_PauseAudioDevice(a->dev, 0);
}

void audio_free(Audio *a)
{
    int i;
    if (a->dev != 0) {
        SDL_CloseAudioDevice(a->dev);
        a->dev = 0;
    }
    for (i = 0; i < SH_SND_COUNT + SH_GAME_SOUNDS_MAX; i++) {
        SDL_free(a->clip[i].data);
        a->clip[i].data = NULL;
    }
}

void audio_play(Audio *a, int s)
{
    int v, best = 0;
    if (a->dev == 0 || a->muted || s < 0 || s >= SH_SND_COUNT + SH_GAME_SOUNDS_MAX ||
        a->clip[s].data == NULL) {
        return;
    }
    SDL_LockAudioDevice(a->dev);
    for (v = 0; v < AUDIO_VOICES; v++) {
        if (a->voice[v].clip < 0) {
            best = v;
            break;
        }
        if (a->voice[v].pos > a->voice[best].pos) {
            best = v;
        }
    }
    a->voice[best].clip = (int)s;
    a->voice[best].pos = 0;
    SDL_UnlockAudioDevice(a->dev);
}

void audio_set_muted(Audio *a, int muted)
{
    a->muted = muted;
}
