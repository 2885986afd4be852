#!/usr/bin/env python3
"""Synthesises the game's sound effects as small WAV files.

Python 3 standard library only (wave, math, random with a fixed seed, so
the output is the same on every run):

    python3 scripts/gen-sounds.py [--out assets/sounds]

Every file is 16-bit PCM, 44.1 kHz, mono, normalised to a peak of
PEAK_DBFS (quiet, never clipping), with short fades so nothing clicks.
"""

import argparse
import math
import os
import random
import struct
import sys
import wave

RATE = 44100
PEAK_DBFS = -7.0


def silence(sec):
    return [0.0] * int(RATE * sec)


def env_adsr(n, a, d, s_level, r):
    """Linear attack/decay, sustain, release envelope over n samples (seconds)."""
    a_n, d_n, r_n = int(a * RATE), int(d * RATE), int(r * RATE)
    out = []
    for i in range(n):
        if i < a_n:
            e = i / max(1, a_n)
        elif i < a_n + d_n:
            e = 1.0 - (1.0 - s_level) * (i - a_n) / max(1, d_n)
        else:
            e = s_level
        if i >= n - r_n:
            e *= max(0.0, (n - i) / max(1, r_n))
        out.append(e)
    return out


def exp_env(n, tau, attack=0.002):
    a_n = max(1, int(attack * RATE))
    return [min(1.0, i / a_n) * math.exp(-i / (tau * RATE)) for i in range(n)]


def noise(n, rng):
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def lowpass(x, cutoff):
    """One-pole low-pass."""
    a = math.exp(-2.0 * math.pi * cutoff / RATE)
    y, prev = [], 0.0
    for v in x:
        prev = (1 - a) * v + a * prev
        y.append(prev)
    return y


def lowpass_n(x, cutoff, order=3):
    """Cascade of one-pole low-passes: a steeper roll-off for soft noise."""
    for _ in range(order):
        x = lowpass(x, cutoff)
    return x


def highpass(x, cutoff):
    lp = lowpass(x, cutoff)
    return [a - b for a, b in zip(x, lp)]


def bandpass(x, lo, hi):
    return lowpass(highpass(x, lo), hi)


def sweep_bandpass(x, f0, f1):
    """Band-pass noise whose centre glides from f0 to f1 (a 'swish')."""
    n = len(x)
    y, lp1, lp2 = [], 0.0, 0.0
    for i, v in enumerate(x):
        f = f0 + (f1 - f0) * i / max(1, n - 1)
        a = math.exp(-2.0 * math.pi * f * 1.6 / RATE)
        b = math.exp(-2.0 * math.pi * f / 1.6 / RATE)
        lp1 = (1 - a) * v + a * lp1
        lp2 = (1 - b) * v + b * lp2
        y.append(lp1 - lp2)
    return y


def tone(freq, sec, partials=((1, 1.0),), phase=0.0):
    n = int(sec * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        out.append(sum(amp * math.sin(2 * math.pi * freq * k * t + phase)
                       for k, amp in partials))
    return out


def mul(x, e):
    return [a * b for a, b in zip(x, e)]


def add_at(dst, src, start_sec, gain=1.0):
    s = int(start_sec * RATE)
    if len(dst) < s + len(src):
        dst.extend([0.0] * (s + len(src) - len(dst)))
    for i, v in enumerate(src):
        dst[s + i] += v * gain
    return dst


def fade(x, fin=0.002, fout=0.01):
    n = len(x)
    fi, fo = int(fin * RATE), int(fout * RATE)
    y = list(x)
    for i in range(min(fi, n)):
        y[i] *= i / fi
    for i in range(min(fo, n)):
        y[n - 1 - i] *= i / fo
    return y


def normalise(x, peak_dbfs=PEAK_DBFS):
    m = max(abs(v) for v in x) or 1.0
    g = 10 ** (peak_dbfs / 20.0) / m
    return [v * g for v in x]


# --------------------------------------------------------------------------
# the sounds
# --------------------------------------------------------------------------

def card_draw(rng):
    n = int(0.18 * RATE)
    x = lowpass_n(sweep_bandpass(noise(n, rng), 900, 3200), 4500, 3)
    e = env_adsr(n, 0.03, 0.05, 0.6, 0.09)
    return fade(mul(x, e))


def card_place(rng):
    n = int(0.15 * RATE)
    body = tone(110, 0.15, ((1, 1.0), (2.1, 0.3)))
    thud = mul(body, exp_env(n, 0.03))
    tap = mul(lowpass(noise(n, rng), 1800), exp_env(n, 0.008))
    return fade([a * 0.8 + b * 0.9 for a, b in zip(thud, tap)], 0.001, 0.02)


def discard_flip(rng):
    n = int(0.12 * RATE)
    x = lowpass_n(sweep_bandpass(noise(n, rng), 2500, 1200), 5000, 2)
    e = exp_env(n, 0.025, 0.004)
    snap = mul(lowpass_n(highpass(noise(n, rng), 1500), 5000, 3), exp_env(n, 0.004))
    return fade([a + 0.6 * b for a, b in zip(mul(x, e), snap)], 0.001, 0.02)


def shuffle(rng):
    """A riffle: two half-decks flutter together (rapid soft flaps whose rate
    rises then falls), then the bridge pushes them square (a soft swish)."""
    dur = 0.9
    out = silence(dur)
    t = 0.02
    while t < 0.7:
        n = int(0.03 * RATE)
        flap = mul(lowpass_n(highpass(noise(n, rng), 700), 3800, 3),
                   exp_env(n, 0.005, 0.001))
        # louder in the middle of the riffle
        g = 0.45 + 0.55 * math.sin(math.pi * t / 0.7)
        add_at(out, flap, t, g * (0.7 + 0.3 * rng.random()))
        t += 0.011 + 0.006 * rng.random() + 0.01 * (1 - math.sin(math.pi * t / 0.7))
    n = int(0.17 * RATE)
    add_at(out, mul(lowpass_n(sweep_bandpass(noise(n, rng), 2200, 700), 3500, 2),
                    env_adsr(n, 0.03, 0.05, 0.5, 0.1)), 0.70, 1.4)
    return fade(out[:int(dur * RATE)], 0.002, 0.05)


def deal_tick(rng):
    n = int(0.05 * RATE)
    x = mul(lowpass_n(highpass(noise(n, rng), 1200), 4500, 3),
            exp_env(n, 0.006, 0.0008))
    body = mul(tone(660, 0.05), exp_env(n, 0.01))
    return fade([a + 0.25 * b for a, b in zip(x, body)], 0.0005, 0.01)


def bell(freq, sec, bright=0.35):
    n = int(sec * RATE)
    partials = ((1, 1.0), (2, bright), (3, 0.12), (4.2, 0.05))
    return fade(mul(tone(freq, sec, partials), exp_env(n, sec * 0.35, 0.004)),
                0.0, 0.08)


def racko_fanfare(rng):
    del rng
    c5 = 523.25
    notes = [1.0, 1.25, 1.5, 2.0]                 # C E G C'
    out = silence(1.6)
    for k, r in enumerate(notes):
        add_at(out, bell(c5 * r, 0.5), 0.0 + 0.11 * k, 0.8)
    # the final chord, held
    for r, g in ((1.0, 0.5), (1.25, 0.45), (1.5, 0.45), (2.0, 0.55)):
        n = int(1.05 * RATE)
        add_at(out, mul(tone(c5 * r, 1.05, ((1, 1.0), (2, 0.25), (3, 0.08))),
                        env_adsr(n, 0.02, 0.25, 0.45, 0.6)), 0.5, g)
    return fade(out, 0.002, 0.1)


def round_end(rng):
    del rng
    out = silence(1.1)
    add_at(out, bell(783.99, 0.9), 0.0, 0.9)      # G5
    add_at(out, bell(523.25, 0.9), 0.18, 0.9)     # C5
    return fade(out, 0.002, 0.1)


def illegal(rng):
    del rng
    n = int(0.22 * RATE)
    # two detuned low square-ish tones, softened by a low-pass
    x = tone(147, 0.22, ((1, 1.0), (3, 0.33), (5, 0.2)))
    y = tone(139, 0.22, ((1, 1.0), (3, 0.33), (5, 0.2)))
    s = lowpass([a + b for a, b in zip(x, y)], 900)
    return fade(mul(s, env_adsr(n, 0.01, 0.05, 0.7, 0.08)), 0.003, 0.03)


def click(rng):
    n = int(0.03 * RATE)
    x = mul(lowpass_n(highpass(noise(n, rng), 1500), 6000, 2),
            exp_env(n, 0.002, 0.0003))
    t = mul(tone(1800, 0.03), exp_env(n, 0.004, 0.0003))
    return fade([a + 0.5 * b for a, b in zip(x, t)], 0.0003, 0.008)


# ------------------------------------------------------------------ Ratuki

def rt_play(rng):
    """A card slapped onto a stack: a crisp snap on a short wooden knock,
    quicker and brighter than Rack-O's card-place (cards fly in Ratuki)."""
    n = int(0.12 * RATE)
    snap = mul(lowpass_n(highpass(noise(n, rng), 1800), 7000, 2),
               exp_env(n, 0.006, 0.0005))
    knock = mul(tone(220, 0.12, ((1, 1.0), (2.7, 0.35))), exp_env(n, 0.018, 0.001))
    body = mul(lowpass(noise(n, rng), 1200), exp_env(n, 0.012, 0.001))
    return fade([a + 0.45 * b + 0.5 * c for a, b, c in zip(snap, knock, body)],
                0.0005, 0.02)


def rt_refuse(rng):
    """A card refused, bouncing back to the hand: two soft low knocks, the
    second one fainter and higher (a 'nuh-uh'), with a little buzz."""
    out = silence(0.2)
    for start, f, g in ((0.0, 175, 1.0), (0.085, 196, 0.7)):
        n = int(0.09 * RATE)
        k = mul(tone(f, 0.09, ((1, 1.0), (3, 0.3), (5, 0.12))), exp_env(n, 0.03, 0.002))
        add_at(out, lowpass(k, 1400), start, g)
    add_at(out, mul(lowpass(noise(int(0.02 * RATE), rng), 900),
                    exp_env(int(0.02 * RATE), 0.005)), 0.0, 0.4)
    return fade(out, 0.001, 0.03)


def brass(freq, sec, bright=0.6):
    """A short brass-like note: odd and even partials with a quick swell,
    the high partials opening as it sounds, a little vibrato."""
    n = int(sec * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        open_ = min(1.0, t / 0.05)
        vib = 1 + 0.004 * math.sin(2 * math.pi * 5.5 * t) * min(1.0, t / 0.15)
        v = 0.0
        for k, amp in ((1, 1.0), (2, 0.7 * bright), (3, 0.5 * bright * open_),
                       (4, 0.3 * bright * open_), (5, 0.18 * bright * open_)):
            v += amp * math.sin(2 * math.pi * freq * vib * k * t)
        out.append(v)
    return mul(out, env_adsr(n, 0.015, 0.06, 0.75, min(0.12, sec / 3)))


def rt_take(rng):
    """A stack taken: a "RA-TU-KI!" sting, three quick rising brass notes
    (the three syllables of the shout) and a held bright chord, with a
    cymbal-like splash of noise under the last."""
    g4 = 392.0
    out = silence(0.72)
    for k, (r, dur) in enumerate(((1.0, 0.09), (1.25, 0.09), (1.5, 0.5))):
        add_at(out, brass(g4 * r, dur), 0.1 * k, 0.8 if k < 2 else 0.9)
    for r, g in ((1.0, 0.35), (1.25, 0.3), (2.0, 0.3)):
        add_at(out, brass(g4 * r, 0.5, 0.4), 0.2, g)
    n = int(0.5 * RATE)
    splash = mul(highpass(noise(n, rng), 4000), exp_env(n, 0.12, 0.002))
    add_at(out, splash, 0.2, 0.25)
    return fade(out, 0.002, 0.12)


def rt_tie(rng):
    """A tie: both cards go back.  Two notes a semitone apart at once (a
    clash), falling a little as they fade, and two soft card slides."""
    out = silence(0.45)
    for f in (466.16, 493.88):
        n = int(0.4 * RATE)
        x = []
        for i in range(n):
            t = i / RATE
            ff = f * (1 - 0.12 * t / 0.4)
            x.append(math.sin(2 * math.pi * ff * t) + 0.3 * math.sin(4 * math.pi * ff * t))
        add_at(out, mul(x, exp_env(n, 0.14, 0.004)), 0.0, 0.5)
    for start in (0.12, 0.17):
        n = int(0.12 * RATE)
        add_at(out, mul(lowpass_n(sweep_bandpass(noise(n, rng), 2600, 900), 4500, 2),
                        env_adsr(n, 0.02, 0.03, 0.5, 0.06)), start, 0.5)
    return fade(out, 0.002, 0.06)


def rt_tick(rng):
    """The countdown's 3, 2, 1: a wood-block tick."""
    n = int(0.08 * RATE)
    block = mul(tone(1046.5, 0.08, ((1, 1.0), (2.76, 0.25))), exp_env(n, 0.018, 0.0005))
    click_ = mul(lowpass_n(highpass(noise(n, rng), 2000), 6000, 2), exp_env(n, 0.003, 0.0003))
    return fade([a + 0.4 * b for a, b in zip(block, click_)], 0.0003, 0.015)


def rt_go(rng):
    """The countdown's go: the tick an octave up, then a bright bell."""
    del rng
    out = silence(0.45)
    add_at(out, bell(1396.9, 0.45, 0.5), 0.0, 0.9)       # F6
    add_at(out, bell(2093.0, 0.3, 0.3), 0.0, 0.35)       # C7
    return fade(out, 0.001, 0.06)


def rt_round_end(rng):
    """A round over: a three-note falling chime (E6 C6 G5), softer than
    Rack-O's round-end, then it settles."""
    del rng
    out = silence(1.2)
    for k, f in enumerate((1318.5, 1046.5, 783.99)):
        add_at(out, bell(f, 0.9), 0.16 * k, 0.8)
    return fade(out, 0.002, 0.12)


SOUNDS = [
    ("card-draw", card_draw, -9.0),
    ("card-place", card_place, -8.0),
    ("discard-flip", discard_flip, -10.0),
    ("shuffle", shuffle, -10.0),
    ("deal-tick", deal_tick, -12.0),
    ("racko-fanfare", racko_fanfare, -7.0),
    ("round-end", round_end, -8.0),
    ("illegal", illegal, -11.0),
    ("click", click, -12.0),
    ("rt-play", rt_play, -9.0),
    ("rt-refuse", rt_refuse, -11.0),
    ("rt-take", rt_take, -8.0),
    ("rt-tie", rt_tie, -10.0),
    ("rt-tick", rt_tick, -12.0),
    ("rt-go", rt_go, -10.0),
    ("rt-round-end", rt_round_end, -9.0),
]


def write_wav(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(round(v * 32767)))))
                          for v in samples)
        w.writeframes(frames)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out", default=os.path.join(here, "..", "assets", "sounds"))
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    total = 0
    for i, (name, fn, peak) in enumerate(SOUNDS):
        rng = random.Random(1000 + i)
        x = normalise(fn(rng), peak)
        path = os.path.join(args.out, name + ".wav")
        write_wav(path, x)
        total += os.path.getsize(path)
    print("gen-sounds: %d files, %d bytes" % (len(SOUNDS), total))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
