#!/usr/bin/env python3
"""Write the SVG sources of Ratuki's sprites and assets/MANIFEST-ratuki.md.

Python 3 standard library only; deterministic.  Run from anywhere:

    python3 scripts/gen-assets-ratuki.py [--out assets]
    python3 scripts/gen-assets-ratuki.py --check       # verify committed files
    python3 scripts/gen-assets-ratuki.py --sheet DIR   # contact sheets (ImageMagick)

Writes assets/src/rt-*.svg (one per sprite, drawn at the 1x pixel size),
assets/src/sizes-ratuki.txt (NAME W H, read by scripts/render-assets.sh),
assets/icons/ratuki.svg, ratuki-small.svg and assets/MANIFEST-ratuki.md.
Every sprite name begins with `rt-`, because all games share
assets/png/1x|2x.  The colour helpers, the colour-vision simulation and the
SVG helpers are Rack-O's (scripts/gen-assets.py), the shape of a symbol
Rummikub's (scripts/gen-assets-rummikub.py), both imported, so every game
checks colours the same way.

The card names are a contract with the table (src/ratuki/ui):
rt-card-D-VS (deck D 0-4, value V 1-5, style S 0-4 as RtStyle),
rt-card-D-V2-fr (the word style in French), rt-card-D-wild, rt-back-D,
rt-sym-D, rt-slot, rt-card-shadow.  All geometry is defined once here and
the manifest is written from the same numbers.
"""

import importlib.util
import itertools
import math
import os
import subprocess
import sys

_here = os.path.dirname(os.path.abspath(__file__))


def _load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(_here, file))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


ga = _load("gen_assets", "gen-assets.py")
rk = _load("gen_assets_rummikub", "gen-assets-rummikub.py")

svg, blur_filter, mix, contrast = ga.svg, ga.blur_filter, ga.mix, ga.contrast
FONT = ga.FONT
FONT_COND = "DejaVu Sans Condensed"
FONT_SERIF = "DejaVu Serif"
INK = ga.INK

# --------------------------------------------------------------------------
# GEOMETRY (1x pixels; every 2x image is exactly twice these numbers)
# --------------------------------------------------------------------------

CARD_W, CARD_H = 96, 136
CARD_R = 8                         # corner radius
RIM = 2                            # an ivory rim outside it all, so that a
                                   # card stands out on any felt
FRAME = 6                          # the face's inset: the rim, then the
                                   # deck-coloured frame, FRAME - RIM wide
FACE_R = 4                         # the face's corner radius inside the frame
# Corner index: the small numeral and the deck symbol under it, top left;
# the same turned half round, bottom right.
IDX_X = 14                         # centre x of the corner numeral and symbol
IDX_BASE = 25                      # numeral baseline
IDX_SIZE = 19                      # DejaVu Sans Bold
IDX_SYM_Y = 34                     # centre y of the corner symbol
IDX_SYM_S = 10                     # its box
# The big figure: centred on (FIG_C), inside FIG_BOX (x, y, w, h), which
# stays clear of both corner indices.
FIG_C = (48, 68)
FIG_BOX = (9, 41, 78, 54)          # widest: the words
NUM_SIZE = 66                      # numeral: DejaVu Sans Bold
NUM_BASE = 92
DIE_S = 50                         # die: a rounded square, pips PIP_R
PIP_R = 5.2
PIP_D = 14                         # pip offset from the die's centre
WORD_MAX_W = 76                    # word: DejaVu Sans Condensed Bold, at most
WORD_MAX_SIZE = 30                 # this size, smaller when wider than WORD_MAX_W
WORD_BASE = 78
ROMAN_MAX_W = 70                   # Roman: DejaVu Serif Bold
ROMAN_MAX_SIZE = 50
ROMAN_BASE = 86
HAND_BOX = (22, 38, 52, 62)        # hand: x, y, w, h

SMALLEST = 0.6                     # the smallest scale a face is drawn at
GAP = 12                           # between two cards side by side (a guide)
SHADOW_PAD = 10                    # rt-card-shadow: card + SHADOW_PAD each side
SHADOW_DX, SHADOW_DY = 2, 5        # the shadow's offset under the card
SYM_SPRITE = 24                    # rt-sym-D

# Widths of the words at 100 px, DejaVu Sans Condensed Bold, and of the
# Roman numerals, DejaVu Serif Bold, measured once with ImageMagick
# (`convert -font FILE -pointsize 100 label:WORD -format %w info:`, which
# counts a little side bearing: the figures are sized a little small
# rather than too wide).  A word is drawn at
# min(WORD_MAX_SIZE, WORD_MAX_W * 100 / width).
WORDS = {
    "en": ["one", "two", "three", "four", "five"],
    "fr": ["un", "deux", "trois", "quatre", "cinq"],
}
WORD_W100 = {"one": 188, "two": 189, "three": 274, "four": 210, "five": 191,
             "un": 129, "deux": 248, "trois": 235, "quatre": 338, "cinq": 213,
             "RATUKI": 369}
ROMAN = ["I", "II", "III", "IV", "V"]
ROMAN_W100 = {"I": 48, "II": 95, "III": 142, "IV": 127, "V": 80}

STYLES = ["numeral", "die", "word", "Roman numeral", "hand"]   # RtStyle 0-4

# --------------------------------------------------------------------------
# COLOURS
# --------------------------------------------------------------------------

FACE = "#fdfaf1"                   # the number cards' face (ivory)
FACE_LINE = "#6d6657"              # the card's outer edge
WILD_FACE = "#1b1d2a"              # the wild card's face (night): no number
GOLD = "#ffd23f"                   # card has a dark face

# The five decks: colour, name, symbol, back pattern.  Chosen (by search
# among twenty candidates, then tuned) so that every pair is at least dE 20
# apart under normal vision and simulated protanopia, deuteranopia and
# tritanopia, and dE 12 in greyscale; lightness order black < green < red
# < blue < yellow.  The symbol and the pattern tell them apart without any
# colour vision.  The generator refuses to write when a change breaks that.
DECKS = [
    # colour, name, symbol, back pattern
    ("#3a9ee6", "blue", "circle", "dots"),
    ("#d8401c", "red", "diamond", "stripes"),
    ("#14643c", "green", "triangle", "chevrons"),
    ("#f5c400", "yellow", "star", "rays"),
    ("#2b2f3a", "black", "square", "checks"),
]
MIN_DE = 20.0
MIN_DE_GREY = 12.0
MIN_INK_CONTRAST = 7.0             # figures and corner numerals on the face
MIN_WILD_CONTRAST = 7.0            # gold on the wild card's face


def ink(colour):
    """The deck's colour darkened until it reads on the face at
    MIN_INK_CONTRAST (the figures, corner numerals and symbols)."""
    c = colour
    step = 0
    while contrast(c, FACE) < MIN_INK_CONTRAST and step < 60:
        c = mix(c, "#000000", 0.04)
        step += 1
    return c


def colour_report():
    """({vision: (smallest dE, pair)}, {deck: ink contrast}, wild contrast)."""
    out = {}
    for kind in ga.CVD:
        labs = {d: ga.simulate(DECKS[d][0], kind) for d in range(len(DECKS))}
        dist, pair = min((math.dist(labs[a], labs[b]), "%d-%d" % (a, b))
                         for a, b in itertools.combinations(labs, 2))
        out[kind] = (dist, pair)
    inks = {d: contrast(ink(DECKS[d][0]), FACE) for d in range(len(DECKS))}
    return out, inks, contrast(GOLD, WILD_FACE)


def colour_problems():
    rep, inks, wild = colour_report()
    bad = []
    for d, c in inks.items():
        if c < MIN_INK_CONTRAST:
            bad.append("deck %d ink contrast %.2f < %.1f" % (d, c, MIN_INK_CONTRAST))
    if wild < MIN_WILD_CONTRAST:
        bad.append("wild card gold contrast %.2f < %.1f" % (wild, MIN_WILD_CONTRAST))
    for kind, (dist, pair) in rep.items():
        lim = MIN_DE_GREY if kind == "greyscale" else MIN_DE
        if dist < lim:
            bad.append("%s: decks %s dE %.1f < %.0f" % (kind, pair, dist, lim))
    return bad


# --------------------------------------------------------------------------
# drawing helpers
# --------------------------------------------------------------------------

def text(x, y, s, size, fill, font=FONT, weight="bold", anchor="middle", extra=""):
    return ('<text x="%s" y="%s" font-family="%s" font-weight="%s" '
            'font-size="%s" fill="%s" text-anchor="%s" %s>%s</text>'
            % (_n(x), _n(y), font, weight, _n(size), fill, anchor, extra, s))


def _n(v):
    """A number for SVG: integers as integers, others to two places."""
    if isinstance(v, int) or float(v).is_integer():
        return "%d" % v
    return "%.2f" % v


def symbol(d, cx, cy, s, fill, stroke="none", sw=0):
    """Deck d's symbol in an s x s box centred on (cx, cy)."""
    shape = DECKS[d][2]
    dy = s * 0.06 if shape == "triangle" else 0
    if shape == "star":
        s *= 1.25                  # a star's points leave much of its box empty
    return rk.symbol(shape, cx, cy + dy, s, fill, stroke, sw)


def card_edge(fill, line=FACE_LINE):
    """The card's body: the ivory rim with its edge line, then fill inside
    the rim (the deck's colour: the frame, or the back)."""
    return ('<rect x="0.5" y="0.5" width="%d" height="%d" rx="%d" fill="%s" '
            'stroke="%s" stroke-width="1"/>'
            '<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="%s"/>'
            % (CARD_W - 1, CARD_H - 1, CARD_R, FACE, line, RIM, RIM,
               CARD_W - 2 * RIM, CARD_H - 2 * RIM, CARD_R - RIM, fill))


def face_rect(fill):
    return ('<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="%s"/>'
            % (FRAME, FRAME, CARD_W - 2 * FRAME, CARD_H - 2 * FRAME, FACE_R, fill))


def corner_index(d, label, fg, sym_fill, sym_stroke="none"):
    """The small numeral with the deck symbol under it, top left and (turned
    half round) bottom right.  label is SVG for the numeral's place."""
    one = [label,
           symbol(d, IDX_X, IDX_SYM_Y, IDX_SYM_S, sym_fill, sym_stroke,
                  0.8 if sym_stroke != "none" else 0)]
    g = "\n".join(one)
    return (g + '\n<g transform="rotate(180 %d %d)">%s</g>'
            % (CARD_W // 2, CARD_H // 2, g))


def card_base(d):
    """Frame in the deck's colour, the ivory face, the corner indices."""
    return [card_edge(DECKS[d][0]), face_rect(FACE)]


# ------------------------------------------------------------ the figures

def fig_numeral(v, colour):
    return text(FIG_C[0], NUM_BASE, str(v), NUM_SIZE, colour)


PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
}


def fig_die(v, colour, d):
    cx, cy = FIG_C
    h = DIE_S / 2
    p = ['<rect x="%s" y="%s" width="%d" height="%d" rx="9" fill="%s" '
         'stroke="%s" stroke-width="2.5"/>'
         % (_n(cx - h), _n(cy - h), DIE_S, DIE_S, mix(DECKS[d][0], FACE, 0.82), colour)]
    for px, py in PIPS[v]:
        p.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>'
                 % (_n(cx + px * PIP_D), _n(cy + py * PIP_D), _n(PIP_R), colour))
    return "\n".join(p)


def word_size(word):
    return min(WORD_MAX_SIZE, math.floor(WORD_MAX_W * 100 / WORD_W100[word] * 2) / 2)


def fig_word(v, colour, lang):
    word = WORDS[lang][v - 1]
    return text(FIG_C[0], WORD_BASE, word, word_size(word), colour, font=FONT_COND)


def roman_size(r):
    return min(ROMAN_MAX_SIZE, math.floor(ROMAN_MAX_W * 100 / ROMAN_W100[r] * 2) / 2)


def fig_roman(v, colour):
    r = ROMAN[v - 1]
    return text(FIG_C[0], ROMAN_BASE, r, roman_size(r), colour, font=FONT_SERIF)


def capsule(x1, y1, x2, y2, w, fill, edge, ew):
    """A finger: a round-ended bar from (x1, y1) to (x2, y2), w wide, with
    an outline in the face colour so that fingers side by side part."""
    return ('<path d="M %s %s L %s %s" stroke="%s" stroke-width="%s" '
            'stroke-linecap="round"/>'
            '<path d="M %s %s L %s %s" stroke="%s" stroke-width="%s" '
            'stroke-linecap="round"/>'
            % (_n(x1), _n(y1), _n(x2), _n(y2), edge, _n(w + 2 * ew),
               _n(x1), _n(y1), _n(x2), _n(y2), fill, _n(w)))


def fig_hand(v, colour):
    """A right hand seen from the palm side, v fingers raised, counted as
    people do: 1 the index, 2 index and middle, 3 and the ring finger,
    4 the four fingers (thumb folded across the palm), 5 the thumb too.
    Raised fingers are long bars; folded ones only show their knuckles."""
    x0, y0, w, h = HAND_BOX
    fw = 8.6                                   # finger width
    edge, ew = FACE, 1.6
    palm_top = y0 + 30
    palm = (x0 + 9, palm_top, w - 14, h - 30)  # x, y, w, h
    # index, middle, ring, little: centre x, raised length above the palm
    fingers = [(x0 + 15, 27), (x0 + 25, 30), (x0 + 35, 27), (x0 + 44, 20)]
    raised = {1: [0], 2: [0, 1], 3: [0, 1, 2], 4: [0, 1, 2, 3],
              5: [0, 1, 2, 3]}[v]
    p = []
    for i, (fx, ln) in enumerate(fingers):
        top = palm_top - ln if i in raised else palm_top - 3
        fx_ = fx + (1.5 if i == 3 else 0)
        p.append(capsule(fx_, palm_top + 6, fx_, top + fw / 2, fw, colour, edge, ew))
    p.append('<rect x="%s" y="%s" width="%s" height="%s" rx="9" fill="%s" '
             'stroke="%s" stroke-width="%s"/>'
             % (_n(palm[0]), _n(palm[1]), _n(palm[2]), _n(palm[3]), colour, edge, _n(ew)))
    # the wrist
    p.append('<rect x="%s" y="%s" width="%s" height="%s" rx="3" fill="%s"/>'
             % (_n(palm[0] + 7), _n(palm[1] + palm[3] - 4), _n(palm[2] - 14), 8, colour))
    if v == 5:
        # the thumb out to the side, from the palm's lower left
        p.append(capsule(palm[0] + 5, palm[1] + 17, x0 + 1.5, palm_top - 3,
                         fw, colour, edge, ew))
    else:
        # folded across the palm
        p.append(capsule(palm[0] + 3, palm[1] + 19, palm[0] + 17, palm[1] + 11,
                         fw - 1, colour, edge, ew))
    return "\n".join(p)


def figure(d, v, style, lang="en"):
    col = ink(DECKS[d][0])
    if style == 0:
        return fig_numeral(v, col)
    if style == 1:
        return fig_die(v, col, d)
    if style == 2:
        return fig_word(v, col, lang)
    if style == 3:
        return fig_roman(v, col)
    return fig_hand(v, col)


def card_svg(d, v, style, lang="en"):
    col = ink(DECKS[d][0])
    p = card_base(d)
    p.append(figure(d, v, style, lang))
    p.append(corner_index(d, text(IDX_X, IDX_BASE, str(v), IDX_SIZE, col), col, col))
    return svg(CARD_W, CARD_H, "\n".join(p))


def star_path(cx, cy, r_out, r_in, points, rot=-90.0):
    pts = []
    for i in range(points * 2):
        a = math.radians(rot + i * 180.0 / points)
        r = r_out if i % 2 == 0 else r_in
        pts.append("%.2f %.2f" % (cx + r * math.cos(a), cy + r * math.sin(a)))
    return "M " + " L ".join(pts) + " Z"


def rays_path(cx, cy, n, half, r):
    """n thin wedges from (cx, cy), each 2 * half degrees wide, r long."""
    d = []
    for i in range(n):
        a0 = math.radians(i * 360.0 / n - half)
        a1 = math.radians(i * 360.0 / n + half)
        d.append("M %s %s L %.2f %.2f L %.2f %.2f Z"
                 % (_n(cx), _n(cy), cx + r * math.cos(a0), cy + r * math.sin(a0),
                    cx + r * math.cos(a1), cy + r * math.sin(a1)))
    return " ".join(d)


WILD_WORD = "RATUKI"
WILD_BURST = 29                    # the burst's outer radius
WILD_BASE = 97                     # RATUKI's baseline
WILD_MAX_W = 60                    # and its width: clear of the corner index


def wild_size():
    return min(20, math.floor(WILD_MAX_W * 100 / WORD_W100[WILD_WORD] * 2) / 2)


def wild_svg(d):
    """The wild Ratuki card: a dark face (every number card is light), a
    gold burst with the deck's symbol in its heart, RATUKI across it, and
    gold stars for corner numerals.  Told from a number card at a glance
    by its lightness alone."""
    colour = DECKS[d][0]
    cx, cy = FIG_C[0], FIG_C[1] - 8
    p = [card_edge(colour), face_rect(WILD_FACE)]
    # rays from the centre, in the deck's colour, faint
    p.append('<clipPath id="fc"><rect x="%d" y="%d" width="%d" height="%d" rx="%d"/>'
             '</clipPath>' % (FRAME, FRAME, CARD_W - 2 * FRAME, CARD_H - 2 * FRAME,
                               FACE_R))
    # (the black deck's rays lightened, or they would not show on the night)
    ray = colour if contrast(colour, WILD_FACE) >= 1.5 else mix(colour, "#ffffff", 0.35)
    p.append('<path d="%s" fill="%s" opacity="0.45" clip-path="url(#fc)"/>'
             % (rays_path(cx, cy, 16, 4, 70), ray))
    p.append('<path d="%s" fill="%s" stroke="%s" stroke-width="1.5" '
             'stroke-linejoin="round"/>'
             % (star_path(cx, cy, WILD_BURST, WILD_BURST / 2, 8, -90 + 22.5 / 2),
                GOLD, INK))
    p.append('<circle cx="%d" cy="%d" r="12" fill="%s" stroke="%s" stroke-width="1.5"/>'
             % (cx, cy, FACE, INK))
    p.append(symbol(d, cx, cy, 14, ink(colour)))
    p.append(text(cx, WILD_BASE, WILD_WORD, wild_size(), GOLD, font=FONT_COND,
                  extra='stroke="%s" stroke-width="3" stroke-linejoin="round" '
                        'paint-order="stroke"' % INK))
    label = '<path d="%s" fill="%s"/>' % (star_path(IDX_X, IDX_BASE - 7, 9, 4, 5), GOLD)
    p.append(corner_index(d, label, GOLD, FACE))
    return svg(CARD_W, CARD_H, "\n".join(p))


# ------------------------------------------------------------ the backs

def pattern_defs(d):
    """The deck's back pattern, <pattern id="pt">: drawn in white over the
    deck colour, or in ink over yellow, where white would not show."""
    colour, _, _, kind = DECKS[d]
    fg, op = ("#ffffff", 0.30) if contrast("#ffffff", colour) > 2.0 else (INK, 0.22)
    if kind == "dots":
        body = '<circle cx="4" cy="4" r="2" fill="%s" opacity="%s"/>' % (fg, op)
        return ('<pattern id="pt" width="8" height="8" patternUnits="userSpaceOnUse">'
                '%s<circle cx="0" cy="0" r="1" fill="%s" opacity="%s"/></pattern>'
                % (body, fg, op))
    if kind == "stripes":
        return ('<pattern id="pt" width="8" height="8" patternUnits="userSpaceOnUse" '
                'patternTransform="rotate(45)"><rect width="3.5" height="8" '
                'fill="%s" opacity="%s"/></pattern>' % (fg, op))
    if kind == "chevrons":
        return ('<pattern id="pt" width="12" height="8" patternUnits="userSpaceOnUse">'
                '<path d="M 0 6 L 6 1 L 12 6" fill="none" stroke="%s" '
                'stroke-width="2" opacity="%s"/></pattern>' % (fg, op))
    if kind == "rays":
        return ""                      # drawn whole, round the medallion
    if kind == "checks":
        return ('<pattern id="pt" width="10" height="10" patternUnits="userSpaceOnUse">'
                '<rect width="5" height="5" fill="%s" opacity="%s"/>'
                '<rect x="5" y="5" width="5" height="5" fill="%s" opacity="%s"/>'
                '</pattern>' % (fg, op, fg, op))
    raise ValueError(kind)


def back_svg(d):
    colour, _, _, kind = DECKS[d]
    cx, cy = CARD_W / 2, CARD_H / 2
    light = contrast("#ffffff", colour) > 2.0
    line = "#ffffff" if light else INK
    p = [card_edge(colour),
         '<clipPath id="bc"><rect x="%d" y="%d" width="%d" height="%d" rx="%d"/>'
         '</clipPath>' % (RIM, RIM, CARD_W - 2 * RIM, CARD_H - 2 * RIM, CARD_R - RIM)]
    if kind == "rays":
        p.append('<path d="%s" fill="%s" opacity="0.22" clip-path="url(#bc)"/>'
                 % (rays_path(cx, cy, 24, 3.5, 100), INK))
    else:
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="url(#pt)"/>'
                 % (RIM, RIM, CARD_W - 2 * RIM, CARD_H - 2 * RIM, CARD_R - RIM))
    p.append('<rect x="7.5" y="7.5" width="%d" height="%d" rx="5" fill="none" '
             'stroke="%s" stroke-width="1.5" opacity="0.8"/>'
             % (CARD_W - 15, CARD_H - 15, line))
    # the medallion: the deck's symbol, large, on the face colour
    p.append('<circle cx="%s" cy="%s" r="21" fill="%s" stroke="%s" stroke-width="2"/>'
             % (_n(cx), _n(cy), FACE, mix(colour, "#000000", 0.45)))
    p.append(symbol(d, cx, cy, 25, ink(colour)))
    # and small ones in two corners, so a fanned or half-hidden back still says
    for x, y in ((17, 19), (CARD_W - 17, CARD_H - 19)):
        p.append(symbol(d, x, y, 11, line))
    return svg(CARD_W, CARD_H, "\n".join(p), pattern_defs(d))


# ------------------------------------------------------------ the others

def slot_svg():
    """A free stack place: a dashed outline with a faint 1 (a 1 goes here)."""
    p = ['<rect x="1.5" y="1.5" width="%d" height="%d" rx="%d" fill="#ffffff" '
         'fill-opacity="0.10" stroke="#ffffff" stroke-opacity="0.75" '
         'stroke-width="2" stroke-dasharray="7 4"/>' % (CARD_W - 3, CARD_H - 3, CARD_R),
         text(CARD_W / 2, NUM_BASE, "1", NUM_SIZE, "#ffffff",
              extra='opacity="0.28"')]
    return svg(CARD_W, CARD_H, "\n".join(p))


def shadow_svg():
    w, h = CARD_W + 2 * SHADOW_PAD, CARD_H + 2 * SHADOW_PAD
    p = ['<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="#000" '
         'opacity="0.45" filter="url(#b)"/>'
         % (SHADOW_PAD + SHADOW_DX, SHADOW_PAD + SHADOW_DY, CARD_W, CARD_H, CARD_R)]
    return svg(w, h, "\n".join(p), blur_filter("b", 3.2, 0.3))


def sym_sprite_svg(d):
    """The deck's symbol alone: its colour with a thin ink edge and a white
    halo, so that it shows on the dark felt and on a light panel alike."""
    s = SYM_SPRITE
    c = s / 2
    return svg(s, s, symbol(d, c, c, 18, "#ffffff", "#ffffff", 3.5) + "\n"
               + symbol(d, c, c, 18, DECKS[d][0], INK, 1.2))


# ------------------------------------------------------------ the app icon

def icon_card(x, y, rot, inner):
    """A card drawing (1x card pixels) placed at (x, y), turned rot degrees,
    scaled by ICON_SCALE."""
    return ('<g transform="translate(%s %s) rotate(%s) scale(%s) translate(%s %s)">'
            '%s</g>' % (_n(x), _n(y), _n(rot), _n(ICON_SCALE), _n(-CARD_W / 2),
                        _n(-CARD_H / 2), inner))


ICON_SCALE = 2.4


def _svg_body(text_):
    """The drawing of an SVG written by svg(), without its header and defs."""
    body = text_.split("</defs>\n", 1)[1]
    return body.rsplit("\n</svg>", 1)[0]


def app_icon_svg(small=False):
    """A felt-green square with three cards fanned, a 5 on a 4 on a 3 in
    three decks' colours (the 5 takes the stack).  small: one card, a heavy
    5, no fan."""
    defs = ('<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">'
            '<stop offset="0" stop-color="#2f8f5a"/>'
            '<stop offset="1" stop-color="#0f4a2c"/></linearGradient>'
            + blur_filter("sh", 8, 0.3))
    p = ['<rect x="16" y="16" width="480" height="480" rx="104" fill="url(#bg)"/>',
         '<rect x="32" y="32" width="448" height="448" rx="90" fill="none" '
         'stroke="%s" stroke-width="%d" opacity="0.9"/>' % (GOLD, 18 if small else 10)]
    if small:
        x, y, w, h = 126, 66, 260, 380
        colour = DECKS[1][0]
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="34" fill="#000" '
                 'opacity="0.5" filter="url(#sh)"/>' % (x, y + 10, w, h))
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="34" fill="%s" '
                 'stroke="%s" stroke-width="6"/>' % (x, y, w, h, colour, FACE_LINE))
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="20" fill="%s"/>'
                 % (x + 22, y + 22, w - 44, h - 44, FACE))
        p.append(text(256, 352, "5", 280, ink(colour)))
    else:
        cards = [(0, 3, 0, -16, 180, 262), (2, 4, 1, 0, 256, 236), (1, 5, 0, 16, 332, 262)]
        for d, v, style, rot, cx, cy in cards:
            p.append('<g transform="translate(%d %d) rotate(%d)"><rect x="%d" y="%d" '
                     'width="%d" height="%d" rx="22" fill="#000" opacity="0.5" '
                     'filter="url(#sh)"/></g>'
                     % (cx, cy + 8, rot, -CARD_W * ICON_SCALE / 2,
                        -CARD_H * ICON_SCALE / 2, CARD_W * ICON_SCALE,
                        CARD_H * ICON_SCALE))
            p.append(icon_card(cx, cy, rot, _svg_body(card_svg(d, v, style))))
        p.append(text(256, 468, "RATUKI", 64, GOLD, font=FONT_COND,
                      extra='stroke="#0a2a18" stroke-width="9" stroke-linejoin="round" '
                            'paint-order="stroke" letter-spacing="2"'))
    return svg(512, 512, "\n".join(p), defs)


# --------------------------------------------------------------------------
# registry
# --------------------------------------------------------------------------

DECK_COUNT = len(DECKS)


def card_name(d, v, style, lang="en"):
    return "rt-card-%d-%d%d%s" % (d, v, style, "" if lang == "en" else "-" + lang)


def sprites():
    """[(name, w, h, svg)] for assets/src/NAME.svg; every name starts rt-."""
    out = []
    for d in range(DECK_COUNT):
        for v in range(1, 6):
            for style in range(5):
                out.append((card_name(d, v, style), CARD_W, CARD_H,
                            card_svg(d, v, style)))
            out.append((card_name(d, v, 2, "fr"), CARD_W, CARD_H,
                        card_svg(d, v, 2, "fr")))
        out.append(("rt-card-%d-wild" % d, CARD_W, CARD_H, wild_svg(d)))
        out.append(("rt-back-%d" % d, CARD_W, CARD_H, back_svg(d)))
        out.append(("rt-sym-%d" % d, SYM_SPRITE, SYM_SPRITE, sym_sprite_svg(d)))
    out.append(("rt-slot", CARD_W, CARD_H, slot_svg()))
    out.append(("rt-card-shadow", CARD_W + 2 * SHADOW_PAD, CARD_H + 2 * SHADOW_PAD,
                shadow_svg()))
    return out


APP_ICON = "ratuki"
APP_ICON_SIZES = [16, 32, 48, 64, 128, 256, 512]
APP_ICON_SMALL_MAX = 48

# The sounds (scripts/gen-sounds.py synthesises them; listed here for the
# manifest, and --check reads each as gen-assets.py does Rack-O's).
SOUNDS_DOC = [
    ("rt-play", "a card goes on a stack (a person's or a computer's): a crisp "
                "snap on a short knock (0.12 s)"),
    ("rt-refuse", "a card refused, bouncing back to the hand: two soft low "
                  "knocks (0.2 s)"),
    ("rt-take", "a stack taken (a 5 on a 4, or a wild), with \"RATUKI!\" on "
                "screen: three quick rising brass notes, the shout's three "
                "syllables, and a held chord with a splash (0.72 s)"),
    ("rt-tie", "a tie, both cards going back: two clashing notes falling "
               "away, two card slides (0.45 s)"),
    ("rt-tick", "the countdown before a round: a wood-block tick (0.08 s), "
                "played at 3, 2 and 1"),
    ("rt-go", "the countdown's go: a bright bell, higher than the ticks "
              "(0.45 s)"),
    ("rt-round-end", "a round over (\"Out!\", nothing left to play, or "
                     "60 s without a card played): a three-note falling "
                     "chime (1.2 s)"),
]



# --------------------------------------------------------------------------
# MANIFEST-ratuki.md
# --------------------------------------------------------------------------

def manifest(sizes):
    def sz(name):
        w, h = sizes[name]
        return "%dx%d" % (w, h), "%dx%d" % (2 * w, 2 * h)

    def row(name, use, file=None):
        a("| `%s` | %s | %s | %s |" % (file or name + ".png", *sz(name), use))

    L = []
    a = L.append
    rep, inks, wild = colour_report()
    a("# Asset manifest: Ratuki")
    a("")
    a("Generated by `scripts/gen-assets-ratuki.py` from the same constants that")
    a("draw the art.  Do not edit by hand: change the script and run")
    a("`scripts/render-assets.sh`.  Scale, file layout, alpha and filtering are as")
    a("in `MANIFEST.md` (Rack-O's): `assets/png/1x|2x/NAME.png`, **all coordinates")
    a("here are 1x pixels**, 2x images are exactly twice the size, draw 2x at the")
    a("1x size on dense screens.  Every Ratuki sprite is named `rt-...`.  Shared")
    a("with the other games and used as they are: `felt.png` and `vignette.png`")
    a("(the table), `button-*.png`, `panel.png`, `checkbox-*`, `toggle-*`,")
    a("`icon-*`, `turn-glow.png`, `crown.png`, `trophy.png`, `confetti.png`, the")
    a("fonts and the text colours of `MANIFEST.md`.")
    a("")
    a("## Cards")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    a("| `rt-card-D-VS.png` (D = deck 0..4, V = value 1..5, S = style 0..4) | %s | %s "
      "| the %d number faces: D is the deck (`rt_card_deck`, the seat whose deck "
      "it is), V the value (`rt_card_value`), S the style (`rt_card_style`, "
      "`RtStyle`: 0 numeral, 1 die, 2 word, 3 Roman numeral, 4 hand); e.g. "
      "`rt-card-0-10` is deck 0's numeral 1, `rt-card-4-54` deck 4's hand "
      "showing five |" % (*sz("rt-card-0-10"), DECK_COUNT * 25))
    a("| `rt-card-D-V2-fr.png` | %s | %s | the word style in French (%s), for "
      "a table in French; the English `rt-card-D-V2` otherwise |"
      % (*sz("rt-card-0-12-fr"), ", ".join(WORDS["fr"])))
    a("| `rt-card-D-wild.png` | %s | %s | deck D's wild Ratuki card "
      "(`RT_STYLE_WILD`) |" % sz("rt-card-0-wild"))
    a("| `rt-back-D.png` | %s | %s | a card of deck D face down: other seats' "
      "hands, the draw and discard piles |" % sz("rt-back-0"))
    row("rt-slot", "a free stack place, where a 1 may start a stack: a dashed "
        "outline with a faint 1; drawn where the card would be")
    row("rt-card-shadow", "the soft shadow of a lifted or moving card: draw it "
        "at (card.x - %d, card.y - %d) before the card; the shadow then falls "
        "%d px right and %d px down of the card (its offset is in the picture)"
        % (SHADOW_PAD, SHADOW_PAD, SHADOW_DX, SHADOW_DY))
    a("| `rt-sym-D.png` | %s | %s | deck D's symbol alone, in the deck's colour "
      "with an ink edge and a white halo (name plates, a seat's deck in text, "
      "the score sheet) |" % sz("rt-sym-0"))
    a("")
    a("A deck of 35 cards (`docs/ratuki.md`, \"The deck\") uses, for each value, "
      "the files of its styles: a 1 in numeral style is `rt-card-D-10`, a 3 "
      "in die style `rt-card-D-31`.  `rt_card_style` never returns another "
      "style for a number card, and `RT_STYLE_WILD` is `rt-card-D-wild`.")
    a("")
    a("### Card geometry")
    a("")
    a("Card %dx%d, corner radius %d.  From the outside in: a 1 px edge line "
      "`%s`, an ivory rim (%d px in all, so that every card, the green deck's "
      "too, stands out on the felt), a frame %d px wide in the deck's colour, "
      "and the face from (%d, %d) (corner radius %d); the number cards' face "
      "is ivory `%s`, the wild card's face night `%s`.  A back is the rim and "
      "the deck's colour with its pattern inside it."
      % (CARD_W, CARD_H, CARD_R, FACE_LINE, RIM, FRAME - RIM, FRAME, FRAME,
         FACE_R, FACE, WILD_FACE))
    a("")
    a("- **Corner indices**, on every card: a small numeral (DejaVu Sans Bold "
      "%d px, centred on x = %d, baseline y = %d) with the deck's symbol under "
      "it (a %dx%d box centred on (%d, %d)), top left, and the same turned half "
      "round, bottom right.  On the wild card the numeral's place holds a gold "
      "star.  When cards overlap in a fan, leave at least the left %d px of a "
      "card showing and its value and deck stay readable."
      % (IDX_SIZE, IDX_X, IDX_BASE, IDX_SYM_S, IDX_SYM_S, IDX_X, IDX_SYM_Y, 2 * IDX_X))
    a("- **The big figure**, centred on (%d, %d), kept in the box %d, %d, %d, %d "
      "(x, y, w, h) clear of both corner indices:" % (*FIG_C, *FIG_BOX))
    a("  - numeral: DejaVu Sans Bold %d px, baseline y = %d;" % (NUM_SIZE, NUM_BASE))
    a("  - die: a %dx%d rounded square tinted with the deck's colour, pips of "
      "radius %.1f, %d px apart from its centre, in the usual faces;"
      % (DIE_S, DIE_S, PIP_R, PIP_D))
    a("  - word: DejaVu Sans Condensed Bold, baseline y = %d, at most %d px and "
      "%d px wide (%s; in French %s);" % (
          WORD_BASE, WORD_MAX_SIZE, WORD_MAX_W,
          ", ".join("%s %s" % (w, _n(word_size(w))) for w in WORDS["en"]),
          ", ".join("%s %s" % (w, _n(word_size(w))) for w in WORDS["fr"])))
    a("  - Roman numeral: DejaVu Serif Bold, baseline y = %d (%s);" % (
        ROMAN_BASE, ", ".join("%s %s px" % (r, _n(roman_size(r))) for r in ROMAN)))
    a("  - hand: a right hand from the palm side in the box %d, %d, %d, %d, the "
      "fingers counted as people count: 1 the index, 2 index and middle, 3 and "
      "the ring finger, 4 the four fingers with the thumb folded across the "
      "palm, 5 the thumb out too;" % HAND_BOX)
    a("  - wild: a gold eight-pointed burst with the deck's symbol in its "
      "heart, rays in the deck's colour, and RATUKI under it in gold: the only "
      "dark card, so it is told from every number card by its lightness alone.")
    a("- Figures, corner numerals and symbols are drawn in the deck's **ink**: "
      "its colour darkened until it reads at %.0f:1 or more on the face "
      "(table below)." % MIN_INK_CONTRAST)
    a("")
    a("**Sizes at the table.**  %dx%d is the size of a card of your hand and "
      "of a stack's top card on a 1280x800 window: five stacks side by side "
      "with %d px between them take %d px of its width, a hand of three %d "
      "px.  Draw larger on a larger "
      "window by scaling the 2x images down (linear filtering), up to 2x.  "
      "Smaller cards (other seats' hands, a stack's lower cards) stay "
      "readable down to %d%% of 1x (%dx%d: the corner numeral is then %d px, "
      "the big figure still plain); below that, show backs or counts only."
      % (CARD_W, CARD_H, GAP, 5 * CARD_W + 4 * GAP, 3 * CARD_W + 2 * GAP,
         int(SMALLEST * 100),
         round(CARD_W * SMALLEST), round(CARD_H * SMALLEST), round(IDX_SIZE * SMALLEST)))
    a("")
    a("**Why pre-drawn faces:** %d number faces, %d French words, %d wilds and "
      "%d backs at two scales, each 1-4 KB; the figure, the corner indices "
      "and the colours are placed, sized and contrast-checked once, here, the "
      "same on every platform, and the table draws a card with one texture "
      "copy." % (DECK_COUNT * 25, DECK_COUNT * 5, DECK_COUNT, DECK_COUNT))
    a("")
    a("### Decks")
    a("")
    a("| Deck (seat) | Colour | Name | Ink (figures) | Ink contrast on `%s` | "
      "Symbol | Back pattern | Symbol sprite |" % FACE)
    a("|---|---|---|---|---|---|---|---|")
    for d, (colour, name, shape, pattern) in enumerate(DECKS):
        a("| %d (seat %d) | `%s` | %s | `%s` | %.2f:1 | %s | %s | `rt-sym-%d.png` |"
          % (d, d + 1, colour, name, ink(colour), inks[d], shape, pattern, d))
    a("")
    a("Use a deck's colour for anything that names the deck on the table (a "
      "seat's plate, its score), always with its symbol beside it.  The wild "
      "card's gold `%s` on its face: %.2f:1." % (GOLD, wild))
    a("")
    a("Lightness order black < green < red < blue < yellow, so the five step "
      "apart in greyscale too; the symbol (on each face, twice, and on the "
      "back) and the back's pattern tell them apart without any colour "
      "vision.  Smallest CIE L\\*a\\*b\\* distance between two decks' colours, "
      "with colour vision simulated (Machado et al. 2009, full severity; "
      "`gen-assets-ratuki.py` fails below dE %.0f, %.0f in greyscale):"
      % (MIN_DE, MIN_DE_GREY))
    a("")
    a("| vision | " + " | ".join(rep) + " |")
    a("|---|" + "---|" * len(rep))
    a("| smallest dE (decks) | " + " | ".join(
        "%.0f (%s)" % (dist, pair) for dist, pair in rep.values()) + " |")
    a("")
    a("## Sounds (`assets/sounds/`)")
    a("")
    a("Made by `scripts/gen-sounds.py`, as the other games' (mono, 16-bit, "
      "44.1 kHz, peak -8 dBFS or lower).  Shared and used as they are: "
      "`click.wav` (buttons), `shuffle.wav` (a round's deal), `illegal.wav` "
      "(an action refused by the screen, not by the rules).")
    a("")
    ga.manifest_sound_rows(a, SOUNDS_DOC, "Play it when")
    a("")
    ga.manifest_closing(a, APP_ICON, APP_ICON_SIZES, APP_ICON_SMALL_MAX, sizes)
    return "\n".join(L) + "\n"


# --------------------------------------------------------------------------
# check, write, contact sheets
# --------------------------------------------------------------------------

MANIFEST = "MANIFEST-ratuki.md"
SIZES = "sizes-ratuki.txt"


def check(assets):
    problems = list(colour_problems())
    return problems + ga.check_generated(assets, sprites(), APP_ICON, APP_ICON_SIZES,
                                         MANIFEST, manifest, [n for n, _ in SOUNDS_DOC])


def table_mock(assets, outdir):
    """A 1280x800 table at 1x as the manifest sizes it (not a layout the
    screen must follow): four other seats' hands of backs at 60 %, five
    stack places (four stacks of several styles and decks, a wild on one,
    a free place), your hand of three with one card lifted on its shadow;
    rt-table-mock.png and a greyscale copy."""
    png = os.path.join(assets, "png", "1x")

    def f(name):
        return os.path.join(png, name + ".png")
    small = "%dx%d" % (round(CARD_W * SMALLEST), round(CARD_H * SMALLEST))
    cmd = ["convert", "-size", "1280x800", "tile:" + os.path.join(png, "felt.png")]

    def put(name, x, y, size=None):
        cmd.extend(["(", f(name)] + (["-filter", "Triangle", "-resize", size]
                                     if size else []) + [")", "-geometry",
                                                         "+%d+%d" % (x, y), "-composite"])
    # other seats: three backs each, fanned, with the deck's symbol
    for seat, (x, y) in enumerate(((60, 300), (300, 24), (760, 24), (1140, 300)), start=1):
        for i in range(3):
            put("rt-back-%d" % seat, x + i * 26, y, small)
        put("rt-sym-%d" % seat, x, y + 90)
    # the stacks: a pile shows its lower cards' edges, the top card whole
    stacks = [["rt-card-1-10", "rt-card-0-21", "rt-card-2-32"],
              ["rt-card-3-11", "rt-card-4-23", "rt-card-1-34", "rt-card-0-42"],
              ["rt-card-2-14", "rt-card-3-20", "rt-card-4-wild"],
              ["rt-card-4-13", "rt-card-2-22-fr", "rt-card-0-12"],
              ["rt-slot"]]
    x0 = (1280 - (5 * CARD_W + 4 * GAP * 3)) // 2
    for k, stack in enumerate(stacks):
        x = x0 + k * (CARD_W + 3 * GAP)
        for i, name in enumerate(stack):
            put(name, x, 300 - 4 * (len(stack) - 1) + 4 * i)
    # your hand: the middle card lifted, on its shadow
    hx = (1280 - (3 * CARD_W + 2 * 24)) // 2
    for i, name in enumerate(("rt-card-0-54", "rt-card-0-32", "rt-card-0-31")):
        x, y = hx + i * (CARD_W + 24), 620 - (18 if i == 1 else 0)
        if i == 1:
            put("rt-card-shadow", x - SHADOW_PAD, y - SHADOW_PAD)
        put(name, x, y)
    put("rt-back-0", hx - CARD_W - 60, 620)
    put("rt-sym-0", hx - CARD_W - 60, 620 + CARD_H + 6)
    out = os.path.join(outdir, "rt-table-mock.png")
    subprocess.run(cmd + [out], check=True)
    subprocess.run(["convert", out, "-colorspace", "Gray",
                    os.path.join(outdir, "rt-table-mock-grey.png")], check=True)
    print("gen-assets-ratuki: " + out)


def sheets(assets, outdir):
    """Contact sheets for checking by eye (ImageMagick's montage): every card
    of every deck at 1x and 2x on the felt colour, one row per deck and
    value (the five styles, the French word, then the wild, back, symbol),
    and a greyscale copy of the 1x sheet."""
    os.makedirs(outdir, exist_ok=True)
    for scale in (1, 2):
        png = os.path.join(assets, "png", "%dx" % scale)
        files = []
        for d in range(DECK_COUNT):
            for v in range(1, 6):
                files += [os.path.join(png, card_name(d, v, s) + ".png") for s in range(5)]
                files.append(os.path.join(png, card_name(d, v, 2, "fr") + ".png"))
                extra = {1: "rt-card-%d-wild" % d, 2: "rt-back-%d" % d,
                         3: "rt-slot", 4: "rt-card-shadow"}.get(v)
                files.append(os.path.join(png, (extra or "rt-sym-%d" % d) + ".png"))
        out = os.path.join(outdir, "rt-cards-%dx.png" % scale)
        subprocess.run(["montage", *files, "-background", "#1e6b47", "-tile", "7x",
                        "-geometry", "+%d+%d" % (4 * scale, 4 * scale), out], check=True)
        print("gen-assets-ratuki: " + out)
    table_mock(assets, outdir)
    grey = os.path.join(outdir, "rt-cards-grey.png")
    subprocess.run(["convert", os.path.join(outdir, "rt-cards-1x.png"), "-colorspace",
                    "Gray", grey], check=True)
    print("gen-assets-ratuki: " + grey)


def main(argv):
    ap = ga.generator_args(__doc__, ("--sheet", "only write contact sheets of the "
                                     "rendered cards (needs ImageMagick)"))
    args = ap.parse_args(argv)
    out = os.path.normpath(args.out)
    if args.check:
        return ga.report_problems("gen-assets-ratuki --check", check(out),
                                  "%d sprites at 1x and 2x, %d icons, %d sounds, "
                                  "manifest current: OK"
                                  % (len(sprites()), len(APP_ICON_SIZES), len(SOUNDS_DOC)))
    if args.sheet:
        sheets(out, args.sheet)
        return 0
    if ga.report_problems("gen-assets-ratuki", colour_problems(), None):
        return 1
    sizes = ga.write_generated(out, sprites(), "rt-", APP_ICON,
                               (app_icon_svg(False), app_icon_svg(True)), APP_ICON_SIZES,
                               APP_ICON_SMALL_MAX, MANIFEST, manifest, SIZES)
    rep, inks, wild = colour_report()
    print("gen-assets-ratuki: %d sprites, ink contrast %s, wild %.2f, dE %s"
          % (len(sizes), " ".join("%d %.2f" % kv for kv in inks.items()), wild,
             ", ".join("%s %.0f" % (k, dist) for k, (dist, _) in rep.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
