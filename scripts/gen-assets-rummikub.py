#!/usr/bin/env python3
"""Write the SVG sources of Rummikub's sprites and assets/MANIFEST-rummikub.md.

Python 3 standard library only; deterministic.  Run from anywhere:

    python3 scripts/gen-assets-rummikub.py [--out assets]
    python3 scripts/gen-assets-rummikub.py --check      # verify committed files
    python3 scripts/gen-assets-rummikub.py --mockup DIR # previews (ImageMagick)

Writes assets/src/rk-*.svg (one per sprite, drawn at the 1x pixel size),
assets/src/sizes-rummikub.txt (NAME W H, read by scripts/render-assets.sh),
assets/icons/rummikub.svg, rummikub-small.svg and
assets/MANIFEST-rummikub.md.  Every sprite name begins with `rk-`, because
all games share assets/png/1x|2x.  The colour helpers, the colour-vision
simulation and the SVG helpers are Rack-O's (scripts/gen-assets.py),
imported, so both games check colours the same way.

All geometry the table needs (tile size, number box, symbol place, rack
rows, set underlay padding, 9-slice margins) is defined once here and the
manifest is written from the same numbers.
"""

import importlib.util
import itertools
import math
import os
import sys

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "gen_assets", os.path.join(_here, "gen-assets.py"))
ga = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ga)

svg, blur_filter, mix, contrast = ga.svg, ga.blur_filter, ga.mix, ga.contrast
FONT = ga.FONT
FONT_COND = "DejaVu Sans Condensed"

# --------------------------------------------------------------------------
# GEOMETRY (1x pixels; every 2x image is exactly twice these numbers)
# Reference canvas 1280x800.
# --------------------------------------------------------------------------

TILE_W, TILE_H = 48, 64
TILE_R = 6                         # corner radius
TILE_EDGE = 4                      # darker "thickness" band at the bottom
NUM_BOX = (3, 5, 42, 36)           # x, y, w, h: where the number sits
NUM_BASE = 36                      # text baseline (y)
NUM_SIZE = 31                      # 1..9: DejaVu Sans Bold
NUM_SIZE2 = 29                     # 10..13: DejaVu Sans Condensed Bold
SYM_C = (24, 50)                   # centre of the colour symbol
SYM_S = 13                         # symbol box (SYM_S x SYM_S)

RACK_GAP = 4                       # gap between tiles in the rack
RACK_PITCH = TILE_W + RACK_GAP     # 52
RACK_SLOTS = 20                    # tiles per row at the natural width
RACK_PAD_X = 20                    # first tile x; also the 3-slice caps
RACK_ROW_Y = (10, 92)              # tile tops of row 1 (back) and row 2 (front)
RACK_LEDGE_H = 14                  # the ledge each row stands on
RACK_W = 2 * RACK_PAD_X + RACK_SLOTS * RACK_PITCH - RACK_GAP     # 1076
RACK_H = RACK_ROW_Y[1] + TILE_H + RACK_LEDGE_H + 4               # 174

SET_GAP = 2                        # gap between tiles of one set on the table
SET_PITCH = TILE_W + SET_GAP       # 50
SET_PAD = 6                        # underlay margin around a set's tiles
SET_SPACE = 10                     # between two sets' underlays in a row
ROW_SPACE = 8                      # between two rows' underlays
SET_S, SET_M = 32, 10              # 9-slice underlay size and margins

HL_PAD = 4                         # highlight frames: tile + HL_PAD each side
SHADOW_PAD_X, SHADOW_PAD_Y = 8, 6  # rk-tile-shadow: tile + padding
CARET_W, CARET_H = 12, TILE_H + 16

PLATE_W, PLATE_H = 220, 64         # opponent's plate
BADGE_S = 20
POOL_S = 84
TIMER_S, TIMER_FRAMES = 56, 30
TIMER_BAR_W, TIMER_BAR_H, TIMER_BAR_M = 120, 14, 7
SYMBOL_SPRITE = 16
TITLE_W, TITLE_H = 420, 76

# Reference layout on the 1280x800 canvas (what the mock-up draws and the
# manifest states; the table is free to differ).
REF_W, REF_H = 1280, 800
REF_TOP_H = 80                     # opponents' plates
REF_RACK_Y = REF_H - RACK_H - 10   # 616
REF_RACK_X = (REF_W - RACK_W) // 2 # 102
REF_TABLE = (16, REF_TOP_H + 8, REF_W - 32, REF_RACK_Y - REF_TOP_H - 16)

# --------------------------------------------------------------------------
# COLOURS
# --------------------------------------------------------------------------

FACE = "#fbf6e9"                   # tile face (ivory)
FACE_LO = "#ece4d0"                # face gradient, bottom
TILE_EDGE_C = "#cfc3a6"            # the tile's bottom thickness
TILE_LINE = "#8a7f68"              # tile outline
INK = ga.INK

# Tile colours (k b o r).  Chosen for: number contrast on the face >= 3:1
# (large bold text, WCAG), black vs blue luminance ratio >= 3:1, and every
# pair at least dE 20 apart under normal vision and simulated protanopia,
# deuteranopia and tritanopia, and dE 12 in greyscale (checked below; the
# generator refuses to write when a change breaks that).  Lightness order
# black < red < blue < orange, so even in greyscale they step apart; the
# symbol tells them apart by shape on top of that.
COLOURS = [
    # key, name, number colour, symbol
    ("k", "black", "#16181c", "circle"),
    ("b", "blue", "#2264c8", "square"),
    ("o", "orange", "#d47200", "triangle"),
    ("r", "red", "#8e0c20", "diamond"),
]
MIN_FACE_CONTRAST = 3.0
MIN_KB_RATIO = 3.0
MIN_DE = 20.0
MIN_DE_GREY = 12.0

GOLD = "#ffd23f"
OI_SKY, OI_VERMILION, OI_GREEN, OI_PURPLE = (ga.OI_SKY, ga.OI_VERMILION,
                                             ga.OI_GREEN, ga.OI_PURPLE)
SELECT_C = GOLD                    # selected tile: solid gold frame
HOVER_C = "#ffffff"                # hover: thin white frame
NEW_C = OI_SKY                     # newly drawn tile: sky-blue glow + star badge
HINT_C = OI_PURPLE                 # hint: reddish-purple dashed frame
INVALID_C = OI_VERMILION           # invalid set: vermilion + "!" badge
VALID_C = "#ffffff"
TIMER_C = OI_SKY
TIMER_WARN_C = OI_VERMILION
WOOD_LIGHT, WOOD_MID, WOOD_DARK = ga.WOOD_LIGHT, ga.WOOD_MID, ga.WOOD_DARK
BACK_1, BACK_2 = "#2a6f7a", "#174650"   # tile back (teal)


def colour_report():
    """{'vision': (smallest dE, pair)}, face contrasts, k/b ratio."""
    out = {}
    for kind in ga.CVD:
        labs = {k: ga.simulate(c, kind) for k, _, c, _ in COLOURS}
        d, pair = min((math.dist(labs[a], labs[b]), a + b)
                      for a, b in itertools.combinations(labs, 2))
        out[kind] = (d, pair)
    faces = {k: contrast(c, FACE) for k, _, c, _ in COLOURS}
    kb = contrast(COLOURS[0][2], COLOURS[1][2])
    return out, faces, kb


def colour_problems():
    rep, faces, kb = colour_report()
    bad = []
    for k, c in faces.items():
        if c < MIN_FACE_CONTRAST:
            bad.append("%s number contrast %.2f < %.1f" % (k, c, MIN_FACE_CONTRAST))
    if kb < MIN_KB_RATIO:
        bad.append("black/blue luminance ratio %.2f < %.1f" % (kb, MIN_KB_RATIO))
    for kind, (d, pair) in rep.items():
        lim = MIN_DE_GREY if kind == "greyscale" else MIN_DE
        if d < lim:
            bad.append("%s: %s dE %.1f < %.0f" % (kind, pair, d, lim))
    return bad


# --------------------------------------------------------------------------
# drawing helpers
# --------------------------------------------------------------------------

def text(x, y, s, size, fill, weight="bold", anchor="middle", extra="", font=FONT):
    return ('<text x="%s" y="%s" font-family="%s" font-weight="%s" '
            'font-size="%s" fill="%s" text-anchor="%s" %s>%s</text>'
            % (x, y, font, weight, size, fill, anchor, extra, s))


def symbol(shape, cx, cy, s, fill, stroke="none", sw=0):
    """A filled shape in an s x s box centred on (cx, cy); the areas are
    roughly equal so no shape looks heavier."""
    st = 'fill="%s" stroke="%s" stroke-width="%s" stroke-linejoin="round"' % (
        fill, stroke, sw)
    if shape == "circle":
        return '<circle cx="%.2f" cy="%.2f" r="%.2f" %s/>' % (cx, cy, s * 0.47, st)
    if shape == "square":
        a = s * 0.80
        return ('<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" rx="%.2f" %s/>'
                % (cx - a / 2, cy - a / 2, a, a, s * 0.06, st))
    if shape == "triangle":
        h = s * 0.92
        w = s * 1.04
        return ('<path d="M %.2f %.2f L %.2f %.2f L %.2f %.2f Z" %s/>'
                % (cx, cy - h * 0.56, cx + w / 2, cy + h * 0.44, cx - w / 2,
                   cy + h * 0.44, st))
    if shape == "diamond":
        r = s * 0.58
        return ('<path d="M %.2f %.2f L %.2f %.2f L %.2f %.2f L %.2f %.2f Z" %s/>'
                % (cx, cy - r, cx + r * 0.86, cy, cx, cy + r, cx - r * 0.86, cy, st))
    if shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = s / 2 if i % 2 == 0 else s * 0.21
            pts.append("%.2f %.2f" % (cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return '<path d="M %s Z" %s/>' % (" L ".join(pts), st)
    raise ValueError(shape)


def tile_defs():
    return (
        '<linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#fffdf6"/>'
        '<stop offset="1" stop-color="%s"/></linearGradient>' % FACE_LO
        + '<clipPath id="tc"><rect x="0.5" y="0.5" width="%d" height="%d" rx="%d"/>'
        "</clipPath>" % (TILE_W - 1, TILE_H - 1, TILE_R)
    )


def tile_body(face="url(#face)", edge=TILE_EDGE_C, line=TILE_LINE):
    """The tile: body with a darker bottom band (its thickness), the face
    above it, a thin light bevel and an outline."""
    fh = TILE_H - TILE_EDGE
    return "\n".join([
        '<rect x="0.5" y="0.5" width="%d" height="%d" rx="%d" fill="%s"/>'
        % (TILE_W - 1, TILE_H - 1, TILE_R, edge),
        '<rect x="0.5" y="0.5" width="%d" height="%d" rx="%d" fill="%s"/>'
        % (TILE_W - 1, fh, TILE_R, face),
        '<rect x="1.5" y="1.5" width="%d" height="%d" rx="%d" fill="none" '
        'stroke="#ffffff" stroke-width="1" opacity="0.7"/>'
        % (TILE_W - 3, fh - 2, TILE_R - 1),
        '<rect x="0.5" y="0.5" width="%d" height="%d" rx="%d" fill="none" '
        'stroke="%s" stroke-width="1"/>' % (TILE_W - 1, TILE_H - 1, TILE_R, line),
    ])


def number_text(n, colour):
    s = str(n)
    if len(s) == 1:
        return text(TILE_W / 2, NUM_BASE, s, NUM_SIZE, colour)
    return text(TILE_W / 2, NUM_BASE, s, NUM_SIZE2, colour, font=FONT_COND,
                extra='letter-spacing="-0.5"')


def tile_svg(ci, n):
    key, _, col, shape = COLOURS[ci]
    p = [tile_body(), number_text(n, col),
         symbol(shape, SYM_C[0], SYM_C[1], SYM_S, col)]
    return svg(TILE_W, TILE_H, "\n".join(p), tile_defs())


def blank_svg():
    return svg(TILE_W, TILE_H, tile_body(), tile_defs())


def joker_svg():
    """A jester's face: a ring in the four tile colours (any colour), the
    face in ink, a star where the symbol goes."""
    cx, cy, r = TILE_W / 2, 23, 15.5
    p = [tile_body()]
    # four-colour ring: k top-left, b top-right, o bottom-right, r bottom-left
    for i, (_, _, col, _) in enumerate(COLOURS):
        a0 = math.radians(180 + 90 * i)
        a1 = math.radians(180 + 90 * (i + 1))
        p.append('<path d="M %.2f %.2f A %.2f %.2f 0 0 1 %.2f %.2f" fill="none" '
                 'stroke="%s" stroke-width="4"/>'
                 % (cx + r * math.cos(a0), cy + r * math.sin(a0), r, r,
                    cx + r * math.cos(a1), cy + r * math.sin(a1), col))
    # face: eyes and a wide smile
    p.append('<circle cx="%.1f" cy="%.1f" r="2.4" fill="%s"/>' % (cx - 5.5, cy - 3, INK))
    p.append('<circle cx="%.1f" cy="%.1f" r="2.4" fill="%s"/>' % (cx + 5.5, cy - 3, INK))
    p.append('<path d="M %.1f %.1f Q %.1f %.1f %.1f %.1f" fill="none" stroke="%s" '
             'stroke-width="2.6" stroke-linecap="round"/>'
             % (cx - 8, cy + 3, cx, cy + 12, cx + 8, cy + 3, INK))
    p.append(symbol("star", SYM_C[0], SYM_C[1] + 0.5, SYM_S + 3, GOLD,
                    stroke=INK, sw=1))
    return svg(TILE_W, TILE_H, "\n".join(p), tile_defs())


def back_svg():
    defs = tile_defs() + (
        '<linearGradient id="bk" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
        "</linearGradient>"
        '<pattern id="pt" width="8" height="8" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)">'
        '<rect width="4" height="8" fill="#ffffff" opacity="0.06"/></pattern>'
        % (BACK_1, BACK_2))
    fh = TILE_H - TILE_EDGE
    p = [tile_body(face="url(#bk)", edge="#0e2f36", line="#0b252b"),
         '<rect x="0.5" y="0.5" width="%d" height="%d" rx="%d" fill="url(#pt)"/>'
         % (TILE_W - 1, fh, TILE_R),
         '<rect x="6" y="6" width="%d" height="%d" rx="3" fill="none" '
         'stroke="#e8d9a8" stroke-width="1" opacity="0.55"/>' % (TILE_W - 12, fh - 12),
         # a small emblem: the four symbols in a square
         symbol("circle", 19, 24, 8, "#e8d9a8"),
         symbol("square", 29, 24, 8, "#e8d9a8"),
         symbol("triangle", 19, 35, 8, "#e8d9a8"),
         symbol("diamond", 29, 35, 8, "#e8d9a8")]
    return svg(TILE_W, TILE_H, "\n".join(p), defs)


def tile_shadow_svg():
    w, h = TILE_W + 2 * SHADOW_PAD_X, TILE_H + 2 * SHADOW_PAD_Y
    p = ['<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="#000" '
         'opacity="0.45" filter="url(#b)"/>'
         % (SHADOW_PAD_X + 1, SHADOW_PAD_Y + 3, TILE_W - 2, TILE_H - 2, TILE_R)]
    return svg(w, h, "\n".join(p), blur_filter("b", 2.8, 0.3))


def frame_svg(colour, width, glow, opacity, dash=None, inner="#ffffff"):
    """A frame around a tile: sprite = tile + HL_PAD each side."""
    w, h = TILE_W + 2 * HL_PAD, TILE_H + 2 * HL_PAD
    inset = width / 2 + 0.5
    rect = ('<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" rx="%.2f" '
            % (inset, inset, w - 2 * inset, h - 2 * inset, TILE_R + HL_PAD - inset))
    p = []
    if glow:
        p.append(rect + 'fill="none" stroke="%s" stroke-width="%.1f" opacity="%.2f" '
                 'filter="url(#g)"/>' % (colour, width * 2, opacity))
    d = ' stroke-dasharray="%s"' % dash if dash else ""
    if inner:
        p.append(rect + 'fill="none" stroke="#000" stroke-width="%.1f" '
                 'opacity="0.45"%s/>' % (width + 1.5, d))
    p.append(rect + 'fill="none" stroke="%s" stroke-width="%.1f"%s/>'
             % (colour, width, d))
    return svg(w, h, "\n".join(p), blur_filter("g", 1.6, 0.3))


def new_frame_svg():
    """Newly drawn tile: a soft sky-blue glow all round (no hard line)."""
    w, h = TILE_W + 2 * HL_PAD, TILE_H + 2 * HL_PAD
    p = ['<rect x="2" y="2" width="%d" height="%d" rx="%d" fill="none" '
         'stroke="%s" stroke-width="3.5" filter="url(#g)"/>'
         % (w - 4, h - 4, TILE_R + 2, NEW_C),
         '<rect x="2.5" y="2.5" width="%d" height="%d" rx="%d" fill="none" '
         'stroke="%s" stroke-width="2"/>' % (w - 5, h - 5, TILE_R + 2, NEW_C)]
    return svg(w, h, "\n".join(p), blur_filter("g", 1.8, 0.3))


def drop_slot_svg():
    """Where a dragged tile would land: a ghost tile."""
    p = ['<rect x="1" y="1" width="%d" height="%d" rx="%d" fill="#ffffff" '
         'fill-opacity="0.22" stroke="#ffffff" stroke-width="2" '
         'stroke-dasharray="5 3"/>' % (TILE_W - 2, TILE_H - 2, TILE_R),
         '<path d="M %d %d h 12 M %d %d v 12" stroke="#ffffff" stroke-width="2.5" '
         'stroke-linecap="round" opacity="0.85"/>'
         % (TILE_W / 2 - 6, TILE_H / 2, TILE_W / 2, TILE_H / 2 - 6)]
    return svg(TILE_W, TILE_H, "\n".join(p))


def drop_caret_svg():
    """Insertion bar between two tiles (where a tile would go in a set or
    in the rack): a gold bar with a dark edge and arrow heads above and
    below the tiles."""
    w, h = CARET_W, CARET_H
    c = w / 2
    p = ['<rect x="%.1f" y="4" width="5" height="%d" rx="2" fill="%s" stroke="%s" '
         'stroke-width="1.2"/>' % (c - 2.5, h - 8, GOLD, INK),
         '<path d="M 0.8 0.8 H %.1f L %.1f 7 Z M 0.8 %.1f H %.1f L %.1f %.1f Z" '
         'fill="%s" stroke="%s" stroke-width="1.2" stroke-linejoin="round"/>'
         % (w - 0.8, c, h - 0.8, w - 0.8, c, h - 7, GOLD, INK)]
    return svg(w, h, "\n".join(p))


def set_svg(kind):
    """9-slice underlay of a set (SET_S square, margins SET_M)."""
    s = SET_S
    p = []
    if kind == "valid":
        p.append('<rect x="1" y="1" width="%d" height="%d" rx="8" fill="#000" '
                 'fill-opacity="0.24" stroke="%s" stroke-opacity="0.35" '
                 'stroke-width="1.5"/>' % (s - 2, s - 2, VALID_C))
    elif kind == "invalid":
        p.append('<rect x="1.5" y="1.5" width="%d" height="%d" rx="8" fill="%s" '
                 'fill-opacity="0.28" stroke="%s" stroke-width="3"/>'
                 % (s - 3, s - 3, INVALID_C, INVALID_C))
        p.append('<rect x="3.5" y="3.5" width="%d" height="%d" rx="6" fill="none" '
                 'stroke="#ffffff" stroke-width="1" opacity="0.6"/>' % (s - 7, s - 7))
    elif kind == "hint":
        p.append('<rect x="1.5" y="1.5" width="%d" height="%d" rx="8" fill="%s" '
                 'fill-opacity="0.25" stroke="%s" stroke-width="3"/>'
                 % (s - 3, s - 3, HINT_C, HINT_C))
    elif kind == "target":
        p.append('<rect x="1" y="1" width="%d" height="%d" rx="8" fill="#ffffff" '
                 'fill-opacity="0.16" stroke="%s" stroke-width="2"/>'
                 % (s - 2, s - 2, GOLD))
    return svg(s, s, "\n".join(p))


def badge_svg(kind):
    s = BADGE_S
    c = s / 2
    p = []
    if kind == "invalid":
        # warning triangle with "!"
        p.append('<path d="M %.1f 1.5 L %.1f %.1f L 1 %.1f Z" fill="%s" stroke="#ffffff" '
                 'stroke-width="1.4" stroke-linejoin="round"/>'
                 % (c, s - 1, s - 2, s - 2, INVALID_C))
        p.append('<rect x="%.1f" y="6.5" width="2.4" height="6.5" rx="1.2" fill="#ffffff"/>'
                 % (c - 1.2))
        p.append('<circle cx="%.1f" cy="15.3" r="1.4" fill="#ffffff"/>' % c)
    elif kind == "new":
        p.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="#ffffff" '
                 'stroke-width="1.4"/>' % (c, c, c - 1, NEW_C))
        p.append(symbol("star", c, c + 0.5, 13, "#ffffff", stroke=INK, sw=0.6))
    elif kind == "meld-yes":
        p.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="#ffffff" '
                 'stroke-width="1.4"/>' % (c, c, c - 1, OI_GREEN))
        p.append('<path d="M 5.5 10.5 L 8.7 13.7 L 14.5 6.8" fill="none" '
                 'stroke="#ffffff" stroke-width="2.4" stroke-linecap="round" '
                 'stroke-linejoin="round"/>')
    elif kind == "meld-no":
        p.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#000" fill-opacity="0.35" '
                 'stroke="#eef0f4" stroke-width="1.8" stroke-dasharray="3 2"/>'
                 % (c, c, c - 1.5))
    elif kind == "hint":
        p.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="#ffffff" '
                 'stroke-width="1.4"/>' % (c, c, c - 1, HINT_C))
        # light bulb
        p.append('<circle cx="%.1f" cy="8.3" r="3.8" fill="#ffffff"/>' % c)
        p.append('<rect x="%.1f" y="11" width="3.6" height="4" rx="0.8" fill="#ffffff"/>'
                 % (c - 1.8))
    return svg(s, s, "\n".join(p))


def symbol_sprite_svg(ci):
    key, _, col, shape = COLOURS[ci]
    s = SYMBOL_SPRITE
    return svg(s, s, symbol(shape, s / 2, s / 2 + (0.6 if shape == "triangle" else 0),
                            12, col, stroke="#ffffff", sw=1.2))


# ---------------------------------------------------------------- the rack

def rack_defs(w, h, clip_r=12):
    return (
        ga.wood_grain_filter("grain", 7)
        + ga.wood_grain_filter("grain2", 19, "0.012 0.22")
        + '<linearGradient id="body" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
        "</linearGradient>" % (WOOD_LIGHT, WOOD_MID)
        + '<linearGradient id="board" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#4a2810"/><stop offset="1" stop-color="#5e3514"/>'
        "</linearGradient>"
        + '<linearGradient id="ledge" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#e2ab70"/><stop offset="0.2" stop-color="%s"/>'
        '<stop offset="1" stop-color="%s"/></linearGradient>' % (WOOD_LIGHT, WOOD_MID)
        + '<clipPath id="rk"><rect width="%d" height="%d" rx="%d"/></clipPath>'
        % (w, h, clip_r)
    )


def rack_svg():
    w, h = RACK_W, RACK_H
    p = ['<g clip-path="url(#rk)">',
         '<rect width="%d" height="%d" fill="url(#body)"/>' % (w, h),
         '<rect width="%d" height="%d" filter="url(#grain)" opacity="0.55"/>' % (w, h)]
    # back board behind each row, the ledge under it
    for r, y in enumerate(RACK_ROW_Y):
        top = y - 6
        p.append('<rect x="8" y="%d" width="%d" height="%d" rx="5" fill="url(#board)"/>'
                 % (top, w - 16, TILE_H + 6))
        p.append('<rect x="8" y="%d" width="%d" height="%d" rx="5" filter="url(#grain2)" '
                 'opacity="0.35"/>' % (top, w - 16, TILE_H + 6))
        p.append('<rect x="8.5" y="%d.5" width="%d" height="%d" rx="5" fill="none" '
                 'stroke="#2e1707" stroke-width="1" opacity="0.8"/>'
                 % (top, w - 17, TILE_H + 5))
        ly = y + TILE_H
        p.append('<rect x="0" y="%d" width="%d" height="3" fill="#000" opacity="0.35"/>'
                 % (ly - 2, w))
        p.append('<rect x="0" y="%d" width="%d" height="%d" fill="url(#ledge)"/>'
                 % (ly, w, RACK_LEDGE_H))
        p.append('<rect x="0" y="%d" width="%d" height="%d" filter="url(#grain2)" '
                 'opacity="0.5"/>' % (ly, w, RACK_LEDGE_H))
        p.append('<rect x="0" y="%d" width="%d" height="1.2" fill="#f6cf98"/>' % (ly, w))
        p.append('<rect x="0" y="%d" width="%d" height="1.5" fill="%s" opacity="0.7"/>'
                 % (ly + RACK_LEDGE_H - 1.5, w, WOOD_DARK))
    p.append("</g>")
    p.append('<rect x="1" y="1" width="%d" height="%d" rx="11.5" fill="none" '
             'stroke="#f0c38b" stroke-width="1.2" opacity="0.6"/>' % (w - 2, h - 2))
    p.append('<rect x="0.5" y="0.5" width="%d" height="%d" rx="12" fill="none" '
             'stroke="%s" stroke-width="1"/>' % (w - 1, h - 1, WOOD_DARK))
    return svg(w, h, "\n".join(p), rack_defs(w, h))


def mini_back(x, y, w, h):
    return ('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="2" fill="%s" '
            'stroke="#0b252b" stroke-width="0.8"/>'
            '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="1.5" fill="none" '
            'stroke="#e8d9a8" stroke-width="0.6" opacity="0.5"/>'
            % (x, y, w, h, BACK_1, x + 2, y + 2, w - 4, h - 5))


PLATE_NAME = (10, 36, 150, 22)       # name text box (x, y, w, h)
PLATE_MELD = (164, 37, BADGE_S)      # meld badge top-left and size
PLATE_COUNT = (186, 36, 28, 22)      # tile count box (pill)


def plate_svg():
    w, h = PLATE_W, PLATE_H
    p = ['<rect x="0" y="3" width="%d" height="%d" rx="10" fill="#000" opacity="0.3"/>'
         % (w, h - 3),
         '<g clip-path="url(#rk)">',
         '<rect width="%d" height="%d" fill="url(#body)"/>' % (w, h),
         '<rect width="%d" height="%d" filter="url(#grain)" opacity="0.55"/>' % (w, h),
         '<rect x="6" y="4" width="%d" height="26" rx="3" fill="url(#board)"/>' % (w - 12)]
    # a row of small tile backs standing in it (decoration: "hidden tiles")
    for i in range(9):
        p.append(mini_back(12 + i * 22.5, 7, 18, 22))
    p.append('<rect x="0" y="29" width="%d" height="4" fill="url(#ledge)"/>' % w)
    x, y, bw, bh = PLATE_NAME
    p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="5" fill="#2b1608" '
             'opacity="0.75"/>' % (x - 4, y, bw + 4, bh))
    x, y, bw, bh = PLATE_COUNT
    p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="#f6e7c8" '
             'stroke="#3a1e09" stroke-width="1"/>' % (x, y, bw, bh, bh // 2))
    p.append("</g>")
    p.append('<rect x="0.5" y="0.5" width="%d" height="%d" rx="10" fill="none" '
             'stroke="%s" stroke-width="1"/>' % (w - 1, h - 2, WOOD_DARK))
    return svg(w, h, "\n".join(p), rack_defs(w, h - 1, 10))


POOL_LABEL = (24, 50, 36, 22)        # count label box on the bag (x, y, w, h)


def pool_svg():
    s = POOL_S
    defs = ('<radialGradient id="cl" cx="0.4" cy="0.4" r="0.75">'
            '<stop offset="0" stop-color="#5a3f99"/><stop offset="1" stop-color="#2a1a52"/>'
            "</radialGradient>"
            '<filter id="tx" x="0" y="0" width="100%" height="100%">'
            '<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="5"/>'
            '<feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  '
            '0.5 0 0 0 -0.15"/><feComposite operator="in" in2="SourceGraphic"/></filter>'
            + blur_filter("sh", 2.5, 0.3))
    bag = ("M 22 26 C 10 34 5 52 9 66 C 12 77 26 81 42 81 C 58 81 72 77 75 66 "
           "C 79 52 74 34 62 26 Z")
    p = ['<ellipse cx="42" cy="79" rx="32" ry="4.5" fill="#000" opacity="0.4" '
         'filter="url(#sh)"/>',
         # tiles peeking out of the neck
         '<g transform="rotate(-14 32 18)">%s</g>' % mini_back(24, 6, 15, 20),
         '<g transform="rotate(12 52 18)">%s</g>' % mini_back(44, 5, 15, 20),
         '<path d="%s" fill="url(#cl)" stroke="#170d30" stroke-width="1.5"/>' % bag,
         '<path d="%s" fill="#fff" filter="url(#tx)"/>' % bag,
         # gathered neck and drawstring
         '<path d="M 20 22 Q 42 30 64 22 L 62 30 Q 42 36 22 30 Z" fill="#3d2a70" '
         'stroke="#170d30" stroke-width="1.2"/>',
         '<path d="M 24 27 Q 42 33 60 27" fill="none" stroke="%s" stroke-width="2.2"/>'
         % GOLD,
         '<path d="M 60 27 q 8 4 6 14 M 60 27 q 12 0 14 10" fill="none" stroke="%s" '
         'stroke-width="1.8" stroke-linecap="round"/>' % GOLD,
         '<path d="M 30 44 Q 36 62 34 76 M 52 44 Q 50 62 54 76" fill="none" '
         'stroke="#170d30" stroke-width="1" opacity="0.5"/>']
    x, y, w, h = POOL_LABEL
    p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="5" fill="#f6e7c8" '
             'stroke="#3a1e09" stroke-width="1.2"/>' % (x, y, w, h))
    return svg(s, s, "\n".join(p), defs)


# --------------------------------------------------------------- the timer

def timer_frame(cx, cy, frac, colour, warn):
    r, sw = TIMER_S / 2 - 6, 6
    p = ['<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#10141c" fill-opacity="0.86" '
         'stroke="#000" stroke-opacity="0.5" stroke-width="1"/>' % (cx, cy, TIMER_S / 2 - 1),
         '<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="#ffffff" '
         'stroke-opacity="0.16" stroke-width="%d"/>' % (cx, cy, r, sw)]
    if frac >= 0.9999:
        p.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="%s" '
                 'stroke-width="%d"/>' % (cx, cy, r, colour, sw))
    elif frac > 0:
        a = 2 * math.pi * frac
        x1, y1 = cx + r * math.sin(a), cy - r * math.cos(a)
        p.append('<path d="M %.2f %.2f A %.2f %.2f 0 %d 1 %.2f %.2f" fill="none" '
                 'stroke="%s" stroke-width="%d" stroke-linecap="butt"/>'
                 % (cx, cy - r, r, r, 1 if frac > 0.5 else 0, x1, y1, colour, sw))
    if warn:
        # warning state: a white outer ring and tick marks (told by shape too)
        p.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="#ffffff" '
                 'stroke-width="1.5"/>' % (cx, cy, TIMER_S / 2 - 1.5))
        for i in range(12):
            a = 2 * math.pi * i / 12
            p.append('<path d="M %.2f %.2f L %.2f %.2f" stroke="#ffffff" '
                     'stroke-width="1.2"/>'
                     % (cx + (r - 3.5) * math.sin(a), cy - (r - 3.5) * math.cos(a),
                        cx + (r + 3.5) * math.sin(a), cy - (r + 3.5) * math.cos(a)))
    return "\n".join(p)


def timer_sheet_svg(warn):
    colour = TIMER_WARN_C if warn else TIMER_C
    s = TIMER_S
    p = []
    for i in range(TIMER_FRAMES):
        frac = (TIMER_FRAMES - i) / TIMER_FRAMES
        p.append(timer_frame(i * s + s / 2, s / 2, frac, colour, warn))
    return svg(s * TIMER_FRAMES, s, "\n".join(p))


def timer_bar_svg(kind):
    w, h = TIMER_BAR_W, TIMER_BAR_H
    if kind == "track":
        body = ('<rect x="0.5" y="0.5" width="%d" height="%d" rx="%.1f" fill="#10141c" '
                'fill-opacity="0.86" stroke="#ffffff" stroke-opacity="0.3"/>'
                % (w - 1, h - 1, (h - 1) / 2))
        return svg(w, h, body)
    colour = TIMER_WARN_C if kind == "warn" else TIMER_C
    defs = ""
    body = ('<rect x="2" y="2" width="%d" height="%d" rx="%.1f" fill="%s"/>'
            '<rect x="4" y="3" width="%d" height="2.5" rx="1.2" fill="#ffffff" '
            'opacity="0.35"/>' % (w - 4, h - 4, (h - 4) / 2, colour, w - 8))
    if kind == "warn":
        defs = ('<pattern id="st" width="8" height="8" patternUnits="userSpaceOnUse" '
                'patternTransform="rotate(45)"><rect width="3" height="8" fill="#ffffff" '
                'opacity="0.35"/></pattern>'
                '<clipPath id="c"><rect x="2" y="2" width="%d" height="%d" rx="%.1f"/>'
                '</clipPath>' % (w - 4, h - 4, (h - 4) / 2))
        body += ('<rect x="2" y="2" width="%d" height="%d" fill="url(#st)" '
                 'clip-path="url(#c)"/>' % (w - 4, h - 4))
    return svg(w, h, body, defs)


# --------------------------------------------------------------- title, icon

TITLE_LETTERS = "RUMMIKUB"


def mini_tile(x, y, w, h, r, label, col, size, shape=None, font=FONT):
    p = ['<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="%.1f" fill="%s"/>'
         % (x, y + 2, w, h, r, TILE_EDGE_C),
         '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="%.1f" fill="url(#face)" '
         'stroke="%s" stroke-width="1"/>' % (x, y, w, h, r, TILE_LINE)]
    if label:
        p.append(text(x + w / 2, y + h * 0.62, label, size, col, font=font))
    if shape:
        p.append(symbol(shape, x + w / 2, y + h * 0.82, size * 0.34, col))
    return "\n".join(p)


def title_svg():
    w, h = TITLE_W, TITLE_H
    n = len(TITLE_LETTERS)
    tw, gap = 46, 5
    x0 = (w - (n * tw + (n - 1) * gap)) / 2
    p = ['<g filter="url(#sh)" opacity="0.55"><rect x="%.1f" y="10" width="%.1f" '
         'height="%d" rx="8" fill="#000"/></g>' % (x0 + 2, n * tw + (n - 1) * gap, 60)]
    for i, ch in enumerate(TITLE_LETTERS):
        _, _, col, shape = COLOURS[i % 4]
        y = 6 if i % 2 == 0 else 10
        p.append(mini_tile(x0 + i * (tw + gap), y, tw, 58, 6, ch, col, 30, shape))
    return svg(w, h, "\n".join(p), tile_defs() + blur_filter("sh", 2.5, 0.3))


def app_icon_svg(small=False):
    """A felt-blue rounded square with a group of three sevens (blue, red,
    orange, each with its symbol).  small: one big tile, a heavy number."""
    defs = (tile_defs()
            + '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">'
            '<stop offset="0" stop-color="#1f7a8c"/>'
            '<stop offset="1" stop-color="#0d3b4a"/></linearGradient>'
            + blur_filter("sh", 8, 0.3))
    p = ['<rect x="16" y="16" width="480" height="480" rx="104" fill="url(#bg)"/>',
         '<rect x="32" y="32" width="448" height="448" rx="90" fill="none" '
         'stroke="%s" stroke-width="%d" opacity="0.9"/>' % (GOLD, 18 if small else 10)]
    if small:
        x, y, w, h = 116, 70, 280, 372
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="40" fill="#000" '
                 'opacity="0.5" filter="url(#sh)"/>' % (x, y + 10, w, h))
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="40" fill="%s"/>'
                 % (x, y + 20, w, h - 20, TILE_EDGE_C))
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="40" fill="%s" '
                 'stroke="#3a2a1a" stroke-width="8"/>' % (x, y, w, h - 20, FACE))
        col = COLOURS[3][2]
        p.append(text(256, 330, "7", 280, col))
        p.append(symbol("diamond", 256, 380, 56, col))
    else:
        tiles = [(1, -12, 96, 128), (3, 0, 256, 112), (2, 12, 416, 128)]
        for ci, rot, cx, cy in tiles:
            _, _, col, shape = COLOURS[ci]
            w, h = 140, 200
            g = ['<rect x="%d" y="%d" width="%d" height="%d" rx="22" fill="#000" '
                 'opacity="0.5" filter="url(#sh)"/>' % (-w / 2, -h / 2 + 10, w, h),
                 '<rect x="%d" y="%d" width="%d" height="%d" rx="22" fill="%s"/>'
                 % (-w / 2, -h / 2 + 12, w, h - 12, TILE_EDGE_C),
                 '<rect x="%d" y="%d" width="%d" height="%d" rx="22" fill="%s" '
                 'stroke="#3a2a1a" stroke-width="4"/>'
                 % (-w / 2, -h / 2, w, h - 12, FACE),
                 text(0, 26, "7", 124, col),
                 symbol(shape, 0, 58, 30, col)]
            p.append('<g transform="translate(%d %d) rotate(%d)">%s</g>'
                     % (cx + 0, cy + 150, rot, "\n".join(g)))
        p.append(text(256, 452, "RUMMIKUB", 56, GOLD,
                      extra='stroke="#0a2630" stroke-width="8" stroke-linejoin="round" '
                            'paint-order="stroke" letter-spacing="2"'))
    return svg(512, 512, "\n".join(p), defs)


# --------------------------------------------------------------------------
# registry
# --------------------------------------------------------------------------

TILE_BASE = "rk-tile-"


def tile_name(ci, n):
    return "%s%s%02d" % (TILE_BASE, COLOURS[ci][0], n)


def sprites():
    """[(name, w, h, svg)] for assets/src/NAME.svg; every name starts rk-."""
    out = []
    for ci in range(4):
        for n in range(1, 14):
            out.append((tile_name(ci, n), TILE_W, TILE_H, tile_svg(ci, n)))
    out.append(("rk-tile-joker", TILE_W, TILE_H, joker_svg()))
    out.append(("rk-tile-blank", TILE_W, TILE_H, blank_svg()))
    out.append(("rk-tile-back", TILE_W, TILE_H, back_svg()))
    out.append(("rk-tile-shadow", TILE_W + 2 * SHADOW_PAD_X, TILE_H + 2 * SHADOW_PAD_Y,
                tile_shadow_svg()))
    fw, fh = TILE_W + 2 * HL_PAD, TILE_H + 2 * HL_PAD
    out.append(("rk-tile-select", fw, fh, frame_svg(SELECT_C, 3, True, 0.8)))
    out.append(("rk-tile-hover", fw, fh, frame_svg(HOVER_C, 1.5, False, 0, inner=None)))
    out.append(("rk-tile-new", fw, fh, new_frame_svg()))
    out.append(("rk-tile-hint", fw, fh, frame_svg(HINT_C, 2.5, False, 0, dash="6 3")))
    out.append(("rk-drop-slot", TILE_W, TILE_H, drop_slot_svg()))
    out.append(("rk-drop-caret", CARET_W, CARET_H, drop_caret_svg()))
    for k in ("valid", "invalid", "hint", "target"):
        out.append(("rk-set-" + k, SET_S, SET_S, set_svg(k)))
    for k in ("invalid", "new", "hint", "meld-yes", "meld-no"):
        out.append(("rk-badge-" + k, BADGE_S, BADGE_S, badge_svg(k)))
    for ci in range(4):
        out.append(("rk-sym-" + COLOURS[ci][0], SYMBOL_SPRITE, SYMBOL_SPRITE,
                    symbol_sprite_svg(ci)))
    out.append(("rk-rack", RACK_W, RACK_H, rack_svg()))
    out.append(("rk-plate", PLATE_W, PLATE_H, plate_svg()))
    out.append(("rk-pool", POOL_S, POOL_S, pool_svg()))
    out.append(("rk-timer", TIMER_S * TIMER_FRAMES, TIMER_S, timer_sheet_svg(False)))
    out.append(("rk-timer-warn", TIMER_S * TIMER_FRAMES, TIMER_S, timer_sheet_svg(True)))
    for k in ("track", "fill", "warn"):
        out.append(("rk-timer-bar-" + k, TIMER_BAR_W, TIMER_BAR_H, timer_bar_svg(k)))
    out.append(("rk-title", TITLE_W, TITLE_H, title_svg()))
    return out


APP_ICON = "rummikub"
APP_ICON_SIZES = [16, 32, 48, 64, 128, 256, 512]
APP_ICON_SMALL_MAX = 48


# --------------------------------------------------------------------------
# MANIFEST-rummikub.md
# --------------------------------------------------------------------------

def manifest(sizes):
    def sz(name):
        w, h = sizes[name]
        return "%dx%d" % (w, h), "%dx%d" % (2 * w, 2 * h)

    def row(name, use, file=None):
        a("| `%s` | %s | %s | %s |" % (file or name + ".png", *sz(name), use))

    L = []
    a = L.append
    rep, faces, kb = colour_report()
    a("# Asset manifest: Rummikub")
    a("")
    a("Generated by `scripts/gen-assets-rummikub.py` from the same constants that")
    a("draw the art.  Do not edit by hand: change the script and run")
    a("`scripts/render-assets.sh`.  Scale, file layout, alpha and filtering are as")
    a("in `MANIFEST.md` (Rack-O's): `assets/png/1x|2x/NAME.png`, **all coordinates")
    a("here are 1x pixels**, 2x images are exactly twice the size, draw 2x at the")
    a("1x size on dense screens.  Every Rummikub sprite is named `rk-...`.  Shared")
    a("with Rack-O and used as they are: `felt.png` and `vignette.png` (the")
    a("table), `button-*.png`, `panel.png`, `checkbox-*`, `toggle-*`, `icon-*`")
    a("(menu, sound, hint, full screen...), `crown.png`, `trophy.png`,")
    a("`confetti.png`, the fonts and the text colours of `MANIFEST.md`.")
    a("")
    a("## Tiles")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    a("| `rk-tile-CNN.png` (C = k b o r, NN = 01..13) | %s | %s | the 52 numbered "
      "faces, e.g. `rk-tile-k01`, `rk-tile-r13`; C is the colour letter of the "
      "notation, NN the number (two digits) |" % sz("rk-tile-k01"))
    row("rk-tile-joker", "the joker face")
    row("rk-tile-back", "a tile face down (the pool, opponents' tiles, the deal)")
    row("rk-tile-blank", "a face with nothing on it (to draw a number the game "
        "renders itself, e.g. what a joker stands for, or a tile being "
        "\"written\"); same body as every face")
    row("rk-tile-shadow", "soft shadow of a lifted or moving tile: draw at "
        "(tile.x - %d, tile.y - %d) before the tile" % (SHADOW_PAD_X, SHADOW_PAD_Y - 3))
    a("")
    a("Tile geometry: %dx%d, corner radius %d.  The bottom %d rows are the tile's "
      "thickness (darker); the face is rows 0..%d." % (TILE_W, TILE_H, TILE_R,
                                                      TILE_EDGE, TILE_H - TILE_EDGE - 1))
    a("Number box (x, y, w, h) = %d, %d, %d, %d: the number is centred on x = %d, "
      "baseline y = %d, DejaVu Sans Bold %d px (1..9) or DejaVu Sans Condensed "
      "Bold %d px (10..13)." % (*NUM_BOX, TILE_W // 2, NUM_BASE, NUM_SIZE, NUM_SIZE2))
    a("The colour symbol is centred on (%d, %d), in a %dx%d box." % (*SYM_C, SYM_S, SYM_S))
    a("")
    a("**Why 52 pre-drawn faces rather than a blank face and text:** each face "
      "is 1-3 KB, so all 52 faces at both scales cost about 0.25 MB; in "
      "exchange the number, its colour and the symbol are placed, sized and "
      "contrast-checked once, by this script, at both scales, identically on "
      "every platform; the table draws a tile with one texture copy and no text "
      "rendering (a full table is about 100 tiles, each frame), and a tile scaled "
      "down on a crowded table scales as one picture.  `rk-tile-blank` and "
      "`rk-sym-*` are there for the rare case the game must compose a tile itself.")
    a("")
    a("### Tile colours")
    a("")
    a("| Colour | Letter | Number and symbol colour | Symbol | Contrast on the face `%s` "
      "| Symbol sprite |" % FACE)
    a("|--------|--------|--------------------------|--------|-----|------|")
    for key, name, col, shape in COLOURS:
        a("| %s | `%s` | `%s` | %s | %.2f:1 | `rk-sym-%s.png` |"
          % (name, key, col, shape, faces[key], key))
    a("")
    a("Use these colours for anything else that names a tile colour in text (e.g.")
    a("\"r7\" in a message, drawn on a light panel) and always with the symbol")
    a("beside it.  Numbers are large bold text, so WCAG asks 3:1; black, blue")
    a("and red are above 4.5:1.  Black vs blue luminance ratio: %.2f:1." % kb)
    a("Lightness order black < red < blue < orange, so the four step apart in")
    a("greyscale too; the symbol (circle, square, triangle, diamond) tells them")
    a("apart by shape without any colour vision.  Smallest CIE L\\*a\\*b\\* distance")
    a("between two tile colours, with colour vision simulated (Machado et al. 2009,")
    a("full severity; `gen-assets-rummikub.py` fails below dE %.0f, %.0f in "
      "greyscale):" % (MIN_DE, MIN_DE_GREY))
    a("")
    a("| vision | " + " | ".join(rep) + " |")
    a("|---|" + "---|" * len(rep))
    a("| smallest dE (pair) | " + " | ".join(
        "%.0f (%s)" % (d, pair) for d, pair in rep.values()) + " |")
    a("")
    a("## Highlights and markers")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    fr = "draw at (tile.x - %d, tile.y - %d), over the tile" % (HL_PAD, HL_PAD)
    row("rk-tile-select", "selected / lifted tile: solid gold `%s` frame with a glow; "
        % SELECT_C + fr)
    row("rk-tile-hover", "tile under the pointer: thin white frame; " + fr)
    row("rk-tile-new", "the tile just drawn: sky-blue `%s` glow; " % NEW_C + fr +
        ", together with `rk-badge-new`")
    row("rk-tile-hint", "a tile the hint moves: dashed reddish-purple `%s` frame; "
        % HINT_C + fr)
    row("rk-drop-slot", "where a dragged tile would land (a new set, an empty rack "
        "place, the end of a set): a ghost tile, drawn at the tile's place")
    row("rk-drop-caret", "insertion point between two tiles (in a set or the rack): "
        "draw centred in the gap, x = left tile's right edge + gap / 2 - %d, "
        "y = tile.y - %d" % (CARET_W // 2, (CARET_H - TILE_H) // 2))
    row("rk-badge-new", "newly drawn tile: star badge at (tile.x + %d, tile.y - %d)"
        % (TILE_W - BADGE_S + 6, 6))
    row("rk-badge-invalid", "a set that is not valid: warning triangle at the set "
        "underlay's top-left corner, (u.x - %d, u.y - %d)" % (BADGE_S // 2 - 2,
                                                             BADGE_S // 2 - 2))
    row("rk-badge-hint", "hint: light bulb, same place as `rk-badge-invalid` "
        "(on a hinted set) or beside the hint button")
    row("rk-badge-meld-yes", "opponent (or you) has made the initial meld: "
        "green `%s` tick" % OI_GREEN)
    row("rk-badge-meld-no", "not melded yet: dashed hollow circle")
    for ci in range(4):
        key, name, col, shape = COLOURS[ci]
        row("rk-sym-" + key, "%s %s with a white edge (legends, \"joker = r7\" "
            "notes, colour names in text)" % (name, shape))
    a("")
    a("Each highlight differs by shape as well as colour: select = thick solid")
    a("frame, hover = thin solid frame, new = glow without a hard line plus a star")
    a("badge, hint = dashed frame, invalid = triangle with \"!\".  Order: shadow,")
    a("tile, then new, hint, hover, select frames, then badges and the caret.")
    a("")
    a("## Sets on the table")
    a("")
    a("| File | 1x | 2x | 9-slice margins (l, t, r, b) | Use |")
    a("|------|----|----|------------------------------|-----|")
    for k, use in (("valid", "every valid set: a dark translucent plate, a faint "
                    "light rim (the set reads as one object)"),
                   ("invalid", "a set that is not valid: vermilion `%s` tint, thick "
                    "border; add `rk-badge-invalid`" % INVALID_C),
                   ("hint", "a set of the expert's play (hint): reddish-purple"),
                   ("target", "the set a dragged tile would join (gold rim)")):
        a("| `rk-set-%s.png` | %s | %s | %d, %d, %d, %d | %s |"
          % (k, *sz("rk-set-" + k), SET_M, SET_M, SET_M, SET_M, use))
    a("")
    a("A set of n tiles: tiles at x = set.x + i * %d (a gap of %d), the underlay "
      "rect is (set.x - %d, set.y - %d, n * %d - %d + %d, %d).  Between two "
      "sets' underlays leave %d, between rows %d: a row of sets is %d tall.  A "
      "table of 100 tiles in about 30 sets needs 100 * %d + 30 * %d = %d px of "
      "rows, five or six rows of the reference table area (%dx%d), so it fits "
      "at 1x; when it does not, draw the table tiles (and their underlays) "
      "scaled down uniformly (from the 2x images, linear filtering)."
      % (SET_PITCH, SET_GAP, SET_PAD, SET_PAD, SET_PITCH, SET_GAP, 2 * SET_PAD,
         TILE_H + 2 * SET_PAD, SET_SPACE, ROW_SPACE, TILE_H + 2 * SET_PAD + ROW_SPACE,
         SET_PITCH, 2 * SET_PAD - SET_GAP + SET_SPACE,
         100 * SET_PITCH + 30 * (2 * SET_PAD - SET_GAP + SET_SPACE),
         REF_TABLE[2], REF_TABLE[3]))
    a("")
    a("## Rack, opponents, pool, timer")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    row("rk-rack", "your rack: two rows of %d tiles at this width; horizontal "
        "3-slice (keep %d px at each end, stretch the middle) for more or fewer "
        "places; do not stretch vertically (scale uniformly instead)"
        % (RACK_SLOTS, RACK_PAD_X))
    row("rk-plate", "an opponent's plate: name, melded badge, tile count")
    row("rk-pool", "the pool (a bag of tiles) with a label for its count")
    row("rk-timer", "turn timer ring, a sheet of %d frames of %dx%d: frame i (x = i * %d) "
        "shows %d - i thirtieths left; frame = floor((1 - left / total) * %d), "
        "clamped to 0..%d" % (TIMER_FRAMES, TIMER_S, TIMER_S, TIMER_S, TIMER_FRAMES,
                              TIMER_FRAMES, TIMER_FRAMES - 1))
    row("rk-timer-warn", "the same in the warning state (vermilion, white rim and "
        "ticks): use it for the last 10 s (or the last quarter, whichever is "
        "longer) and pulse its alpha")
    row("rk-timer-bar-track", "turn timer as a bar: the track (3-slice, ends %d px)"
        % TIMER_BAR_M)
    row("rk-timer-bar-fill", "bar fill, sky blue: draw over the track clipped to "
        "the time left (source and destination width = w * left / total)")
    row("rk-timer-bar-warn", "bar fill in the warning state (vermilion, striped)")
    a("")
    a("Rack rows (rack pixels): tile tops at y = %d (back row) and y = %d (front "
      "row); tile i (0-based) of a row at x = %d + i * %d (gap %d).  Each row "
      "stands on a ledge %d px high right under it.  Reference place on the "
      "1280x800 canvas: (%d, %d)."
      % (RACK_ROW_Y[0], RACK_ROW_Y[1], RACK_PAD_X, RACK_PITCH, RACK_GAP,
         RACK_LEDGE_H, REF_RACK_X, REF_RACK_Y))
    a("")
    a("Plate (plate pixels): name text box %d, %d, %d, %d (DejaVu Sans Bold ~13 px, "
      "cream `#f6e7c8`, left aligned, vertically centred); melded badge "
      "(`rk-badge-meld-yes` / `-no`) at (%d, %d); tile count centred in the "
      "pill %d, %d, %d, %d (DejaVu Sans Bold ~13 px, dark ink `%s`).  The "
      "upper part shows a row of tile backs (decoration, not the count).  Mark "
      "the seat to play with Rack-O's `turn-glow.png` behind the plate."
      % (*PLATE_NAME, PLATE_MELD[0], PLATE_MELD[1], *PLATE_COUNT, INK))
    a("")
    a("Pool: the count centred in the label %d, %d, %d, %d (DejaVu Sans Bold "
      "~14 px, dark ink `%s`).  An empty pool: draw the bag at 40%% alpha with "
      "\"0\"." % (*POOL_LABEL, INK))
    a("")
    a("Timer ring: print the seconds left centred on (%d, %d) of the frame, "
      "DejaVu Sans Bold ~18 px, `#f4f1ea`." % (TIMER_S // 2, TIMER_S // 2))
    a("")
    a("## Title")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    row("rk-title", "\"RUMMIKUB\" on eight tiles in the four colours, for the "
        "title screen and the about box")
    a("")
    a("## Reference layout (1280x800)")
    a("")
    a("What `--mockup` draws, and sizes were chosen for: opponents' plates in a "
      "band y = 0..%d; the table area %d, %d, %d, %d; the rack at (%d, %d) with "
      "the pool to its left and the timer to its right." % (REF_TOP_H, *REF_TABLE,
                                                            REF_RACK_X, REF_RACK_Y))
    a("")
    ga.manifest_closing(a, APP_ICON, APP_ICON_SIZES, APP_ICON_SMALL_MAX, sizes)
    return "\n".join(L) + "\n"


# --------------------------------------------------------------------------
# check, write
# --------------------------------------------------------------------------

MANIFEST = "MANIFEST-rummikub.md"
SIZES = "sizes-rummikub.txt"


def check(assets):
    problems = list(colour_problems())
    return problems + ga.check_generated(assets, sprites(), APP_ICON, APP_ICON_SIZES,
                                         MANIFEST, manifest)


def main(argv):
    ap = ga.generator_args(__doc__, ("--mockup",
                                     "only write preview composites (needs rendered PNGs)"))
    args = ap.parse_args(argv)
    out = os.path.normpath(args.out)
    if args.check:
        return ga.report_problems("gen-assets-rummikub --check", check(out),
                                  "%d sprites at 1x and 2x, %d icons, manifest current: OK"
                                  % (len(sprites()), len(APP_ICON_SIZES)))
    if args.mockup:
        import importlib
        mk = os.path.join(_here, "mockup-rummikub.py")
        spec = importlib.util.spec_from_file_location("mockup_rummikub", mk)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)
        m.mockups(sys.modules[__name__], out, args.mockup)
        return 0
    if ga.report_problems("gen-assets-rummikub", colour_problems(), None):
        return 1
    sizes = ga.write_generated(out, sprites(), "rk-", APP_ICON,
                               (app_icon_svg(False), app_icon_svg(True)), APP_ICON_SIZES,
                               APP_ICON_SMALL_MAX, MANIFEST, manifest, SIZES)
    rep, faces, kb = colour_report()
    print("gen-assets-rummikub: %d sprites, number contrast %s, k/b %.2f, dE %s"
          % (len(sizes), " ".join("%s %.2f" % kv for kv in faces.items()), kb,
             ", ".join("%s %.0f" % (k, d) for k, (d, _) in rep.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
