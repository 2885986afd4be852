#!/usr/bin/env python3
"""Write the SVG sources of every sprite and assets/MANIFEST.md.

Python 3 standard library only.  Run from anywhere:

    python3 scripts/gen-assets.py [--out assets]

Writes assets/src/*.svg (one per sprite, drawn at the 1x pixel size),
assets/icons/racko.svg and assets/MANIFEST.md.  scripts/render-assets.sh
calls this and then turns the SVGs into PNGs with rsvg-convert.

All geometry the game needs (rack slots, tray wells, 9-slice margins) is
defined once here, in the GEOMETRY section, and the manifest is written
from the same numbers, so the two cannot disagree.
"""

import argparse
import math
import os
import sys

# --------------------------------------------------------------------------
# GEOMETRY (1x pixels; every 2x image is exactly twice these numbers)
# --------------------------------------------------------------------------

CARD_W, CARD_H = 240, 150
CARD_R = 12                      # corner radius
STRIP_H = 42                     # top strip (28 % of the height)
PILL_Y, PILL_H, PILL_W = 3, 34, 64
PILL_X0 = 10                     # pill x for card 1
PILL_TRAVEL = CARD_W - 2 * PILL_X0 - PILL_W   # 156: pill x for card 60 is 166
MAX_CARD = 60

RACK_W, RACK_H = 304, 460
RACK_CARD_X = 54                 # card left edge in every slot
RACK_TOP = 14                    # card top of slot 10
RACK_PITCH = 40                  # rows of a card that show above the next card
RACK_SLOT1_SHOWN = 44            # rows of the slot-1 card above the front lip
RACK_LIP_Y = RACK_TOP + 9 * RACK_PITCH + RACK_SLOT1_SHOWN   # 418
RACK_LABEL_X, RACK_LABEL_W = 7, 40
RACK_LABEL_DY, RACK_LABEL_H = 5, 30

TRAY_W, TRAY_H = 560, 214
TRAY_WELL_W, TRAY_WELL_H = 256, 168
TRAY_WELLS = [(14, 14), (290, 14)]          # draw pile, discard pile
TRAY_CARD_DX, TRAY_CARD_DY = 8, 6           # card top-left inside a well
TRAY_LABEL_Y, TRAY_LABEL_H = 188, 22        # label band under the wells
PILE_EDGE_W, PILE_EDGE_H = 240, 12
PILE_EDGE_DY = CARD_H - 6                   # pile-edge top, relative to card top

SHADOW_PAD_X, SHADOW_PAD_Y = 12, 8          # card-shadow.png is card + padding
SLOT_SHADOW_H = 6

BUTTON_W, BUTTON_H, BUTTON_M = 96, 40, 12
PANEL_S, PANEL_M = 64, 16
ICON_S = 32

# Colour-blind-safe sequential scale for the card bands: viridis, 11 stops
# (the matplotlib/R values at t = 0, 0.1, ... 1).
VIRIDIS = [
    "#440154", "#482576", "#414487", "#35608d", "#2a788e", "#21908c",
    "#22a884", "#43bf71", "#7ad151", "#bbdf27", "#fde725",
]

INK = "#1b1d2a"        # dark text
PAPER = "#fbf8f0"      # card face
WHITE = "#ffffff"

# Okabe-Ito colours (safe for all common colour-vision deficiencies)
OI_ORANGE = "#e69f00"
OI_SKY = "#56b4e9"
OI_GREEN = "#009e73"
OI_YELLOW = "#f0e442"
OI_BLUE = "#0072b2"
OI_VERMILION = "#d55e00"
OI_PURPLE = "#cc79a7"
TEAM_A = OI_BLUE       # circle
TEAM_B = OI_ORANGE     # diamond

FONT = "DejaVu Sans"


def slot_card_y(slot):
    """Card top (rack pixels) for 1-based slot 1..10."""
    return RACK_TOP + (10 - slot) * RACK_PITCH


def slot_shown(slot):
    return RACK_SLOT1_SHOWN if slot == 1 else RACK_PITCH


def pill_x(value):
    return PILL_X0 + round((value - 1) * PILL_TRAVEL / (MAX_CARD - 1))


# --------------------------------------------------------------------------
# colour helpers
# --------------------------------------------------------------------------

def hex_rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def rgb_hex(rgb):
    return "#%02x%02x%02x" % tuple(max(0, min(255, int(round(c)))) for c in rgb)


def mix(a, b, t):
    ra, rb = hex_rgb(a), hex_rgb(b)
    return rgb_hex(tuple(x + (y - x) * t for x, y in zip(ra, rb)))


def band_colour(value):
    t = (value - 1) / (MAX_CARD - 1) * (len(VIRIDIS) - 1)
    i = min(int(t), len(VIRIDIS) - 2)
    return mix(VIRIDIS[i], VIRIDIS[i + 1], t - i)


def rel_lum(h):
    def lin(c):
        c /= 255.0
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in hex_rgb(h))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = rel_lum(a), rel_lum(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def text_on(bg):
    """White or ink, whichever contrasts more with bg."""
    return WHITE if contrast(WHITE, bg) >= contrast(INK, bg) else INK


def pill_colours(value):
    """(pill fill, text colour) for a card: the band colour, nudged darker
    (white text) or lighter (ink text) until the text contrast is >= 5.4:1."""
    fill = band_colour(value)
    ink = text_on(fill)
    toward = "#000000" if ink == WHITE else "#ffffff"
    step = 0
    while contrast(ink, fill) < 5.4 and step < 40:
        fill = mix(fill, toward, 0.03)
        step += 1
    return fill, ink


# Colour-vision-deficiency simulation (Machado, Oliveira and Fernandes 2009,
# severity 1.0, on linear RGB) and CIE L*a*b* distance, to check that the
# band colours of low, middle and high cards stay distinguishable.
CVD = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
    "greyscale": ((0.2126, 0.7152, 0.0722),) * 3,
}
CVD_CHECK_VALUES = (1, 20, 40, 60)     # low, lower-mid, upper-mid, high
CVD_MIN_DELTA_E = 20.0


def _lin(c):
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(rgb_lin):
    r, g, b = (min(1.0, max(0.0, c)) for c in rgb_lin)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def simulate(hex_colour, kind):
    lin = [_lin(c) for c in hex_rgb(hex_colour)]
    m = CVD[kind]
    return lab(tuple(sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)))


def cvd_report():
    """[(kind, smallest delta E between the CVD_CHECK_VALUES bands)]."""
    out = []
    for kind in CVD:
        labs = [simulate(band_colour(v), kind) for v in CVD_CHECK_VALUES]
        worst = min(math.dist(labs[i], labs[j])
                    for i in range(len(labs)) for j in range(i + 1, len(labs)))
        out.append((kind, worst))
    return out


# --------------------------------------------------------------------------
# SVG helpers
# --------------------------------------------------------------------------

def svg(w, h, body, defs=""):
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" '
        'width="%d" height="%d" viewBox="0 0 %d %d">\n'
        "<defs>%s</defs>\n%s\n</svg>\n" % (w, h, w, h, defs, body)
    )


def text(x, y, s, size, fill, weight="bold", anchor="middle", extra=""):
    return (
        '<text x="%s" y="%s" font-family="%s" font-weight="%s" '
        'font-size="%s" fill="%s" text-anchor="%s" %s>%s</text>'
        % (x, y, FONT, weight, size, fill, anchor, extra, s)
    )


def blur_filter(fid, sd, extra_region=0.5):
    r = extra_region
    return (
        '<filter id="%s" x="-%s" y="-%s" width="%s" height="%s">'
        '<feGaussianBlur stdDeviation="%s"/></filter>'
        % (fid, r, r, 1 + 2 * r, 1 + 2 * r, sd)
    )


def wood_grain_filter(fid, seed, freq="0.006 0.16"):
    """Returns a filter that paints wood grain (dark streaks with alpha)."""
    return (
        '<filter id="%s" x="0" y="0" width="100%%" height="100%%" '
        'filterUnits="objectBoundingBox">'
        '<feTurbulence type="fractalNoise" baseFrequency="%s" numOctaves="4" '
        'seed="%d" result="n"/>'
        '<feColorMatrix in="n" type="matrix" values="'
        '0 0 0 0 0.23  0 0 0 0 0.11  0 0 0 0 0.04  '
        '2.6 0 0 0 -1.05"/>'
        "</filter>" % (fid, freq, seed)
    )


# --------------------------------------------------------------------------
# cards
# --------------------------------------------------------------------------

def card_outline(fill, stroke="#8d8676", sw=1.5):
    return (
        '<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" rx="%d" '
        'fill="%s" stroke="%s" stroke-width="%s"/>'
        % (sw / 2, sw / 2, CARD_W - sw, CARD_H - sw, CARD_R, fill, stroke, sw)
    )


def card_clip():
    return (
        '<clipPath id="cc"><rect x="0.75" y="0.75" width="%.1f" height="%.1f" '
        'rx="%d"/></clipPath>' % (CARD_W - 1.5, CARD_H - 1.5, CARD_R)
    )


def card_svg(v):
    band = band_colour(v)
    pill, on_band = pill_colours(v)
    px = pill_x(v)
    tint = mix(PAPER, band, 0.30)
    deep = mix(band, "#000000", 0.25)
    defs = card_clip() + (
        '<linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#ffffff"/>'
        '<stop offset="1" stop-color="#f1ece0"/></linearGradient>'
        '<linearGradient id="pill" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="%s"/>'
        '<stop offset="1" stop-color="%s"/></linearGradient>'
        % (mix(pill, "#ffffff", 0.06), mix(pill, "#000000", 0.06))
    ) + blur_filter("ps", 1.2)
    parts = []
    parts.append(card_outline("url(#face)"))
    parts.append('<g clip-path="url(#cc)">')
    # the top strip: a pale tint of the band colour and a scale line
    parts.append('<rect x="0" y="0" width="%d" height="%d" fill="%s"/>'
                 % (CARD_W, STRIP_H, tint))
    parts.append('<rect x="0" y="%d" width="%d" height="2" fill="%s"/>'
                 % (STRIP_H - 2, CARD_W, band))
    # faint ruler ticks along the strip: where the other values would sit
    ticks = []
    for k in range(0, MAX_CARD, 5):
        cx = pill_x(k + 1) + PILL_W / 2
        ticks.append('<rect x="%.1f" y="%d" width="1" height="%d"/>'
                     % (cx - 0.5, STRIP_H - 8, 5 if k % 10 == 0 else 3))
    parts.append('<g fill="%s" opacity="0.35">%s</g>' % (deep, "".join(ticks)))
    # "RACK-O" mark in the body, subtle
    parts.append(text(CARD_W - 14, CARD_H - 11, "RACK-O", 10, deep,
                      anchor="end", extra='letter-spacing="1.5" opacity="0.45"'))
    parts.append(text(14, CARD_H - 11, "RACK-O", 10, deep,
                      anchor="start", extra='letter-spacing="1.5" opacity="0.45"'))
    parts.append("</g>")
    # the pill
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" rx="%d" '
                 'fill="#000" opacity="0.30" filter="url(#ps)"/>'
                 % (px, PILL_Y + 1.5, PILL_W, PILL_H, PILL_H // 2))
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" rx="%d" '
                 'fill="url(#pill)" stroke="%s" stroke-width="1"/>'
                 % (px, PILL_Y, PILL_W, PILL_H, PILL_H // 2, deep))
    parts.append(text(px + PILL_W / 2, PILL_Y + 27, str(v), 28, on_band))
    # the big number in the middle of the body
    parts.append(text(CARD_W / 2, 128, str(v), 76, band,
                      extra='stroke="%s" stroke-width="5" '
                            'stroke-linejoin="round" paint-order="stroke"'
                      % INK))
    parts.append(card_outline("none"))
    return svg(CARD_W, CARD_H, "\n".join(parts), defs)


def card_back_svg():
    red1, red2 = "#c8232c", "#7a0c15"
    defs = card_clip() + (
        '<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75">'
        '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
        "</radialGradient>"
        '<pattern id="dia" width="16" height="16" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)">'
        '<rect width="16" height="16" fill="none"/>'
        '<rect x="0" y="0" width="8" height="8" fill="#ffffff" opacity="0.07"/>'
        '<rect x="8" y="8" width="8" height="8" fill="#000000" opacity="0.07"/>'
        "</pattern>"
        '<linearGradient id="word" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#fff3a8"/>'
        '<stop offset="0.55" stop-color="#ffd23f"/>'
        '<stop offset="1" stop-color="#f0a400"/></linearGradient>'
        % (red1, red2)
    ) + blur_filter("sh", 2.0)
    p = []
    p.append(card_outline("url(#bg)", stroke="#4a060c"))
    p.append('<g clip-path="url(#cc)">')
    p.append('<rect width="%d" height="%d" fill="url(#dia)"/>' % (CARD_W, CARD_H))
    # a staircase of ten little bars climbing left to right, a nod to a
    # sorted rack, in the lower band of the back
    for i in range(10):
        h = 4 + i * 1.6
        p.append('<rect x="%.1f" y="%.1f" width="9" height="%.1f" rx="2" '
                 'fill="#f3c649" opacity="0.55"/>' % (67 + i * 11, 130 - h, h))
    # and a small mirror of it across the top
    for i in range(10):
        h = 4 + i * 1.6
        p.append('<rect x="%.1f" y="20" width="9" height="%.1f" rx="2" '
                 'fill="#f3c649" opacity="0.55"/>' % (164 - i * 11, h))
    p.append("</g>")
    # inner gold frame
    p.append('<rect x="8" y="8" width="%d" height="%d" rx="7" fill="none" '
             'stroke="#f3c649" stroke-width="2"/>' % (CARD_W - 16, CARD_H - 16))
    p.append('<rect x="12" y="12" width="%d" height="%d" rx="5" fill="none" '
             'stroke="#f3c649" stroke-width="0.8" opacity="0.7"/>'
             % (CARD_W - 24, CARD_H - 24))
    # wordmark: a dark slanted banner with the bold word on top
    p.append('<g transform="translate(%d %d) skewX(-10)">' % (CARD_W // 2, 75))
    p.append('<rect x="-92" y="-26" width="184" height="52" rx="10" '
             'fill="#000" opacity="0.45" filter="url(#sh)"/>')
    p.append('<rect x="-90" y="-27" width="180" height="50" rx="9" '
             'fill="#1d2b6b" stroke="#f3c649" stroke-width="2"/>')
    p.append(text(0, 15, "RACK-O", 38, "url(#word)",
                  extra='stroke="#3b0a10" stroke-width="3" '
                        'stroke-linejoin="round" paint-order="stroke" '
                        'letter-spacing="1"'))
    p.append("</g>")
    p.append(card_outline("none", stroke="#4a060c"))
    return svg(CARD_W, CARD_H, "\n".join(p), defs)


def frame_svg(colour, glow_sd, width, opacity):
    defs = blur_filter("g", glow_sd, 0.2)
    p = []
    inset = width / 2 + 1
    rect = ('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="%.1f" '
            % (inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset,
               CARD_R - inset / 2))
    p.append(rect + 'fill="none" stroke="%s" stroke-width="%.1f" opacity="%.2f" '
             'filter="url(#g)"/>' % (colour, width * 2.2, opacity))
    p.append(rect + 'fill="none" stroke="%s" stroke-width="%.1f"/>'
             % (colour, width))
    p.append(rect + 'fill="none" stroke="#ffffff" stroke-width="1" '
             'opacity="0.8"/>')
    return svg(CARD_W, CARD_H, "\n".join(p), defs)


def slot_target_svg():
    h = RACK_PITCH
    defs = (
        '<linearGradient id="sg" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#ffe066" stop-opacity="0.30"/>'
        '<stop offset="1" stop-color="#ffe066" stop-opacity="0.05"/>'
        "</linearGradient>"
    )
    p = ['<rect x="1.5" y="1.5" width="%d" height="%d" rx="8" fill="url(#sg)" '
         'stroke="#ffd23f" stroke-width="3"/>' % (CARD_W - 3, h - 3),
         '<rect x="4" y="4" width="%d" height="%d" rx="6" fill="none" '
         'stroke="#ffffff" stroke-width="1" stroke-dasharray="6 4" '
         'opacity="0.9"/>' % (CARD_W - 8, h - 8)]
    return svg(CARD_W, h, "\n".join(p), defs)


def card_shadow_svg():
    w, h = CARD_W + 2 * SHADOW_PAD_X, CARD_H + 2 * SHADOW_PAD_Y
    defs = blur_filter("b", 4.5, 0.3)
    p = ['<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="#000" '
         'opacity="0.45" filter="url(#b)"/>'
         % (SHADOW_PAD_X + 1, SHADOW_PAD_Y + 4, CARD_W - 2, CARD_H - 2, CARD_R)]
    return svg(w, h, "\n".join(p), defs)


def slot_shadow_svg():
    defs = (
        '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#000" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000" stop-opacity="0.35"/>'
        "</linearGradient>"
    )
    p = ['<rect x="2" y="0" width="%d" height="%d" rx="2" fill="url(#s)"/>'
         % (CARD_W - 4, SLOT_SHADOW_H)]
    return svg(CARD_W, SLOT_SHADOW_H, "\n".join(p), defs)


# --------------------------------------------------------------------------
# rack
# --------------------------------------------------------------------------

WOOD_LIGHT = "#c98a4b"
WOOD_MID = "#a5652f"
WOOD_DARK = "#6e3d17"


def rack_defs():
    return (
        wood_grain_filter("grain", 7)
        + wood_grain_filter("grain2", 19, "0.012 0.22")
        + '<linearGradient id="body" x1="0" y1="0" x2="1" y2="0">'
        '<stop offset="0" stop-color="%s"/><stop offset="0.5" stop-color="%s"/>'
        '<stop offset="1" stop-color="%s"/></linearGradient>'
        % (WOOD_MID, WOOD_LIGHT, WOOD_MID)
        + '<linearGradient id="well" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#4a2810"/>'
        '<stop offset="1" stop-color="#5e3514"/></linearGradient>'
        + '<linearGradient id="lip" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#d9a066"/>'
        '<stop offset="0.12" stop-color="%s"/>'
        '<stop offset="1" stop-color="%s"/></linearGradient>'
        % (WOOD_LIGHT, WOOD_MID)
        + '<linearGradient id="lipshade" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#000" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000" stop-opacity="0.45"/>'
        "</linearGradient>"
        + '<linearGradient id="pad" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#5a3114"/>'
        '<stop offset="1" stop-color="#744019"/></linearGradient>'
        + '<radialGradient id="brass" cx="0.35" cy="0.35" r="0.7">'
        '<stop offset="0" stop-color="#fff1b8"/><stop offset="0.5" stop-color="#d7a93e"/>'
        '<stop offset="1" stop-color="#8a6418"/></radialGradient>'
        + '<clipPath id="rk"><rect width="%d" height="%d" rx="14"/></clipPath>'
        % (RACK_W, RACK_H)
        + blur_filter("soft", 1.5, 0.2)
    )


def rack_lip():
    y = RACK_LIP_Y
    h = RACK_H - y
    p = []
    p.append('<rect x="0" y="%d" width="%d" height="4" fill="url(#lipshade)" '
             'transform="translate(0 -4)"/>' % (y, RACK_W))
    p.append('<rect x="0" y="%d" width="%d" height="%d" fill="url(#lip)"/>'
             % (y, RACK_W, h))
    p.append('<rect x="0" y="%d" width="%d" height="%d" filter="url(#grain2)" '
             'opacity="0.55"/>' % (y, RACK_W, h))
    p.append('<rect x="0" y="%d" width="%d" height="1.5" fill="#f2c690" '
             'opacity="0.9"/>' % (y, RACK_W))
    # routed groove along the lip
    p.append('<rect x="14" y="%d" width="%d" height="2" rx="1" fill="%s" '
             'opacity="0.7"/>' % (y + 15, RACK_W - 28, WOOD_DARK))
    p.append('<rect x="14" y="%d" width="%d" height="1" fill="#e8b47a" '
             'opacity="0.7"/>' % (y + 17, RACK_W - 28))
    for sx in (24, RACK_W - 24):
        p.append(screw(sx, y + 29))
    return "\n".join(p)


def screw(cx, cy, r=4.5):
    """A small brass screw head."""
    return (
        '<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#3a1e09" opacity="0.6"/>'
        '<circle cx="%.1f" cy="%.1f" r="%.1f" fill="url(#brass)" stroke="#5a3a10" '
        'stroke-width="0.8"/>'
        '<path d="M %.1f %.1f L %.1f %.1f" stroke="#6b4a12" stroke-width="1.2" '
        'stroke-linecap="round"/>'
        % (cx, cy + 0.8, r + 0.6, cx, cy, r,
           cx - r * 0.6, cy + r * 0.35, cx + r * 0.6, cy - r * 0.35))


def rack_back_svg():
    p = ['<g clip-path="url(#rk)">']
    p.append('<rect width="%d" height="%d" fill="url(#body)"/>' % (RACK_W, RACK_H))
    p.append('<rect width="%d" height="%d" filter="url(#grain)" opacity="0.6"/>'
             % (RACK_W, RACK_H))
    # the card well (a recessed back board between the side rails)
    wx, ww = RACK_CARD_X - 6, CARD_W + 12
    p.append('<rect x="%d" y="6" width="%d" height="%d" rx="6" fill="url(#well)"/>'
             % (wx, ww, RACK_LIP_Y - 6 + 8))
    p.append('<rect x="%d" y="6" width="%d" height="%d" rx="6" '
             'filter="url(#grain2)" opacity="0.35"/>'
             % (wx, ww, RACK_LIP_Y - 6 + 8))
    # stepped ridges: one per slot, visible at the well's sides
    for s in range(1, 11):
        y = slot_card_y(s) + slot_shown(s) - 2 if s > 1 else None
        top = slot_card_y(s)
        p.append('<rect x="%d" y="%d" width="%d" height="3" fill="#2e1707" '
                 'opacity="0.7"/>' % (wx, top - 3, ww))
        p.append('<rect x="%d" y="%d" width="%d" height="1" fill="#d59a5c" '
                 'opacity="0.6"/>' % (wx, top, ww))
        del y
    p.append('<rect x="%d" y="6" width="%d" height="%d" rx="6" fill="none" '
             'stroke="#2e1707" stroke-width="1.5" opacity="0.8"/>'
             % (wx + 0.75, ww - 1.5, RACK_LIP_Y - 6 + 8))
    # left rail: the slot label pads and the steps between them
    for s in range(1, 11):
        top = slot_card_y(s)
        ly = top + RACK_LABEL_DY
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="6" fill="#f7d9ae" '
                 'opacity="0.35" transform="translate(0 1)"/>'
                 % (RACK_LABEL_X, ly, RACK_LABEL_W, RACK_LABEL_H))
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="6" '
                 'fill="url(#pad)"/>'
                 % (RACK_LABEL_X, ly, RACK_LABEL_W, RACK_LABEL_H))
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="6" fill="none" '
                 'stroke="#3a1e09" stroke-width="1" opacity="0.8"/>'
                 % (RACK_LABEL_X + 0.5, ly + 0.5, RACK_LABEL_W - 1,
                    RACK_LABEL_H - 1))
        if s < 10:
            # step line between two slots on both rails
            sy = top - 1
            for x0, x1 in ((2, wx - 2), (wx + ww + 1, RACK_W - 2)):
                p.append('<rect x="%d" y="%d" width="%d" height="1.5" fill="%s" '
                         'opacity="0.55"/>' % (x0, sy - 1, x1 - x0, WOOD_DARK))
                p.append('<rect x="%d" y="%d" width="%d" height="1" fill="#eab77f" '
                         'opacity="0.6"/>' % (x0, sy + 0.5, x1 - x0))
    p.append(rack_lip())
    p.append("</g>")
    # outer bevel
    p.append('<rect x="1" y="1" width="%d" height="%d" rx="13.5" fill="none" '
             'stroke="#f0c38b" stroke-width="1.2" opacity="0.7"/>'
             % (RACK_W - 2, RACK_H - 2))
    p.append('<rect x="0.5" y="0.5" width="%d" height="%d" rx="14" fill="none" '
             'stroke="%s" stroke-width="1"/>' % (RACK_W - 1, RACK_H - 1, WOOD_DARK))
    return svg(RACK_W, RACK_H, "\n".join(p), rack_defs())


def rack_front_svg():
    p = ['<g clip-path="url(#rk)">', rack_lip(), "</g>"]
    p.append('<path d="M 0.5 %d V %d A 14 14 0 0 0 14.5 %d H %d A 14 14 0 0 0 %d %d V %d" '
             'fill="none" stroke="%s" stroke-width="1"/>'
             % (RACK_LIP_Y, RACK_H - 14.5, RACK_H - 0.5, RACK_W - 14.5,
                RACK_W - 0.5, RACK_H - 14.5, RACK_LIP_Y, WOOD_DARK))
    return svg(RACK_W, RACK_H, "\n".join(p), rack_defs())


# --------------------------------------------------------------------------
# tray, pile edge
# --------------------------------------------------------------------------

def tray_svg():
    defs = (
        wood_grain_filter("grain", 3)
        + '<linearGradient id="tb" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
        "</linearGradient>" % (WOOD_LIGHT, WOOD_MID)
        + '<linearGradient id="wellg" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#0d3a26"/>'
        '<stop offset="1" stop-color="#155c3b"/></linearGradient>'
        + blur_filter("in", 3, 0.1)
        + '<clipPath id="tc"><rect width="%d" height="%d" rx="16"/></clipPath>'
        % (TRAY_W, TRAY_H)
    )
    p = ['<g clip-path="url(#tc)">',
         '<rect width="%d" height="%d" fill="url(#tb)"/>' % (TRAY_W, TRAY_H),
         '<rect width="%d" height="%d" filter="url(#grain)" opacity="0.6"/>'
         % (TRAY_W, TRAY_H)]
    for wx, wy in TRAY_WELLS:
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="14" '
                 'fill="#f2c690" opacity="0.6" transform="translate(0 1.5)"/>'
                 % (wx, wy, TRAY_WELL_W, TRAY_WELL_H))
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="14" '
                 'fill="url(#wellg)"/>' % (wx, wy, TRAY_WELL_W, TRAY_WELL_H))
        # inner shadow along the top edge of the well
        p.append('<g clip-path="url(#w%d)">' % wx)
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="14" fill="none" '
                 'stroke="#000" stroke-width="8" opacity="0.55" filter="url(#in)" '
                 'transform="translate(0 3)"/>'
                 % (wx - 2, wy - 2, TRAY_WELL_W + 4, TRAY_WELL_H + 4))
        p.append("</g>")
        defs += ('<clipPath id="w%d"><rect x="%d" y="%d" width="%d" height="%d" '
                 'rx="14"/></clipPath>' % (wx, wx, wy, TRAY_WELL_W, TRAY_WELL_H))
        # dashed card outline: where the card lies (shows when a pile is empty)
        cx, cy = wx + TRAY_CARD_DX, wy + TRAY_CARD_DY
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="none" '
                 'stroke="#ffffff" stroke-width="1.5" stroke-dasharray="8 6" '
                 'opacity="0.28"/>' % (cx + 1, cy + 1, CARD_W - 2, CARD_H - 2, CARD_R))
        # label plate under the well
        lx = wx + 48
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="6" '
                 'fill="#f7d9ae" opacity="0.35" transform="translate(0 1)"/>'
                 % (lx, TRAY_LABEL_Y, TRAY_WELL_W - 96, TRAY_LABEL_H))
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="6" '
                 'fill="#5a3114"/>' % (lx, TRAY_LABEL_Y, TRAY_WELL_W - 96,
                                       TRAY_LABEL_H))
    p.append("</g>")
    p.append('<rect x="1" y="1" width="%d" height="%d" rx="15" fill="none" '
             'stroke="#f0c38b" stroke-width="1.2" opacity="0.7"/>'
             % (TRAY_W - 2, TRAY_H - 2))
    p.append('<rect x="0.5" y="0.5" width="%d" height="%d" rx="16" fill="none" '
             'stroke="%s" stroke-width="1"/>' % (TRAY_W - 1, TRAY_H - 1, WOOD_DARK))
    return svg(TRAY_W, TRAY_H, "\n".join(p), defs)


def pile_edge_svg():
    """Edges of the cards under the top card: drawn before the top card."""
    p = []
    layers = 4
    for i in range(layers, 0, -1):
        y = i * 2.0
        shade = mix("#ffffff", "#b9b1a0", i / layers)
        p.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="%d" '
                 'fill="%s" stroke="#8d8676" stroke-width="0.8"/>'
                 % (0.5 + i * 0.4, y - CARD_R, CARD_W - 1 - i * 0.8,
                    CARD_R * 2 - 4, CARD_R, shade))
    body = '<g clip-path="url(#pc)">%s</g>' % "".join(p)
    defs = ('<clipPath id="pc"><rect x="0" y="%d" width="%d" height="%d"/>'
            "</clipPath>" % (0, PILE_EDGE_W, PILE_EDGE_H))
    return svg(PILE_EDGE_W, PILE_EDGE_H, body, defs)


# --------------------------------------------------------------------------
# table
# --------------------------------------------------------------------------

def felt_svg():
    """Green baize, tileable.  librsvg's stitchTiles does not match at the
    edges exactly, so the tile is made seamless by hand: the noise N is
    drawn once shifted by half a tile (its wrap-around seams then lie in the
    middle, where they are hidden) and once unshifted on top, faded out
    towards the tile edges.  Both agree across the tile edges."""
    s, h = 256, 128
    fade = 48
    defs = (
        '<filter id="f" x="0" y="0" width="%d" height="%d" '
        'filterUnits="userSpaceOnUse">'
        '<feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" '
        'seed="11" result="fine"/>'
        '<feColorMatrix in="fine" type="matrix" values="'
        '0 0 0 0 0.02  0 0 0 0 0.17  0 0 0 0 0.10  0.75 0 0 0 -0.25" result="dark"/>'
        '<feTurbulence type="fractalNoise" baseFrequency="0.45" numOctaves="2" '
        'seed="3" result="fib"/>'
        '<feColorMatrix in="fib" type="matrix" values="'
        '0 0 0 0 0.40  0 0 0 0 0.75  0 0 0 0 0.55  0.45 0 0 0 -0.21" result="light"/>'
        '<feFlood flood-color="#1d6a46" result="base"/>'
        '<feMerge><feMergeNode in="base"/><feMergeNode in="dark"/>'
        '<feMergeNode in="light"/></feMerge>'
        "</filter>"
        '<g id="n"><rect width="%d" height="%d" filter="url(#f)"/></g>'
        '<linearGradient id="mx" x1="0" y1="0" x2="%d" y2="0" '
        'gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#fff" stop-opacity="0"/>'
        '<stop offset="%.4f" stop-color="#fff" stop-opacity="1"/>'
        '<stop offset="%.4f" stop-color="#fff" stop-opacity="1"/>'
        '<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>'
        '<linearGradient id="my" x1="0" y1="0" x2="0" y2="%d" '
        'gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#fff" stop-opacity="0"/>'
        '<stop offset="%.4f" stop-color="#fff" stop-opacity="1"/>'
        '<stop offset="%.4f" stop-color="#fff" stop-opacity="1"/>'
        '<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>'
        '<mask id="kx" maskUnits="userSpaceOnUse" x="0" y="0" width="%d" height="%d">'
        '<rect width="%d" height="%d" fill="url(#mx)"/></mask>'
        '<mask id="ky" maskUnits="userSpaceOnUse" x="0" y="0" width="%d" height="%d">'
        '<rect width="%d" height="%d" fill="url(#my)"/></mask>'
        '<clipPath id="t"><rect width="%d" height="%d"/></clipPath>'
        % (s, s, s, s, s, fade / s, 1 - fade / s, s, fade / s, 1 - fade / s,
           s, s, s, s, s, s, s, s, s, s)
    )
    p = ['<rect width="%d" height="%d" fill="#1d6a46"/>' % (s, s),
         '<g clip-path="url(#t)">']
    for dx in (-h, h):
        for dy in (-h, h):
            p.append('<use xlink:href="#n" transform="translate(%d %d)"/>' % (dx, dy))
    p.append('<g mask="url(#ky)"><g mask="url(#kx)"><use xlink:href="#n"/></g></g>')
    p.append("</g>")
    return svg(s, s, "\n".join(p), defs)


def vignette_svg():
    s = 256
    defs = ('<radialGradient id="v" cx="0.5" cy="0.5" r="0.72">'
            '<stop offset="0.45" stop-color="#000" stop-opacity="0"/>'
            '<stop offset="0.8" stop-color="#000" stop-opacity="0.28"/>'
            '<stop offset="1" stop-color="#000" stop-opacity="0.6"/>'
            "</radialGradient>")
    return svg(s, s, '<rect width="%d" height="%d" fill="url(#v)"/>' % (s, s), defs)


# --------------------------------------------------------------------------
# UI
# --------------------------------------------------------------------------

BUTTON_STYLES = {
    # name: (top, bottom, border, highlight opacity, dy)
    "normal": ("#3d6fb6", "#24497f", "#162c4d", 0.35, 0),
    "hover": ("#5187d1", "#2f5b9a", "#1b3660", 0.45, 0),
    "pressed": ("#1f3f6e", "#2b5290", "#122440", 0.0, 1),
    "disabled": ("#6b7280", "#555b66", "#3a3e46", 0.15, 0),
}


def button_svg(style):
    top, bot, border, hl, dy = BUTTON_STYLES[style]
    w, h = BUTTON_W, BUTTON_H
    defs = ('<linearGradient id="b" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
            "</linearGradient>" % (top, bot))
    p = []
    if dy == 0:
        p.append('<rect x="1" y="3" width="%d" height="%d" rx="9" fill="#000" '
                 'opacity="0.35"/>' % (w - 2, h - 4))
    p.append('<rect x="1" y="%d" width="%d" height="%d" rx="9" fill="url(#b)" '
             'stroke="%s" stroke-width="1.5"/>' % (1 + dy, w - 2, h - 4, border))
    if hl > 0:
        p.append('<rect x="3" y="%d" width="%d" height="%d" rx="7" fill="none" '
                 'stroke="#ffffff" stroke-width="1" opacity="%.2f"/>'
                 % (3 + dy, w - 6, h - 8, hl))
    else:
        p.append('<rect x="3" y="%d" width="%d" height="6" rx="3" fill="#000" '
                 'opacity="0.2"/>' % (3 + dy, w - 6))
    return svg(w, h, "\n".join(p), defs)


def panel_svg():
    s = PANEL_S
    p = ['<rect x="1" y="1" width="%d" height="%d" rx="12" fill="#10141c" '
         'fill-opacity="0.86" stroke="#c9a55a" stroke-width="2"/>' % (s - 2, s - 2),
         '<rect x="4" y="4" width="%d" height="%d" rx="9" fill="none" '
         'stroke="#ffffff" stroke-width="1" opacity="0.12"/>' % (s - 8, s - 8)]
    return svg(s, s, "\n".join(p))


def checkbox_svg(on):
    s = 24
    p = ['<rect x="2" y="2" width="20" height="20" rx="5" fill="%s" '
         'stroke="%s" stroke-width="2"/>'
         % ("#3d6fb6" if on else "#1a1f2b", "#dfe6f2" if on else "#9aa5b8")]
    if on:
        p.append('<path d="M 6.5 12.5 L 10.5 16.5 L 17.5 7.5" fill="none" '
                 'stroke="#ffffff" stroke-width="3" stroke-linecap="round" '
                 'stroke-linejoin="round"/>')
    return svg(s, s, "\n".join(p))


def toggle_svg(on):
    w, h = 48, 24
    p = ['<rect x="1" y="2" width="46" height="20" rx="10" fill="%s" '
         'stroke="%s" stroke-width="1.5"/>'
         % ("#2e7d4f" if on else "#3a3f4b", "#dfe6f2" if on else "#9aa5b8")]
    cx = 36 if on else 12
    p.append('<circle cx="%d" cy="13" r="9" fill="#000" opacity="0.3"/>' % cx)
    p.append('<circle cx="%d" cy="12" r="9" fill="#f4f6fa" stroke="#9aa5b8" '
             'stroke-width="1"/>' % cx)
    if on:
        p.append('<path d="M 9 12 L 11.5 14.5 L 16 9" fill="none" stroke="#ffffff" '
                 'stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>')
    else:
        p.append('<circle cx="35" cy="12" r="4" fill="none" stroke="#9aa5b8" '
                 'stroke-width="2"/>')
    return svg(w, h, "\n".join(p))


def icon_wrap(body):
    """Icons: light glyph with a soft dark outline so they read on any colour."""
    defs = ('<filter id="o" x="-0.2" y="-0.2" width="1.4" height="1.4">'
            '<feMorphology in="SourceAlpha" operator="dilate" radius="1.2" '
            'result="d"/><feGaussianBlur in="d" stdDeviation="0.8" result="b"/>'
            '<feFlood flood-color="#000" flood-opacity="0.6"/>'
            '<feComposite in2="b" operator="in" result="s"/>'
            '<feMerge><feMergeNode in="s"/><feMergeNode in="SourceGraphic"/>'
            "</feMerge></filter>")
    return svg(ICON_S, ICON_S,
               '<g filter="url(#o)" fill="none" stroke="#f4f1ea" stroke-width="2.6" '
               'stroke-linecap="round" stroke-linejoin="round">%s</g>' % body, defs)


def speaker():
    return ('<path d="M 5 12.5 H 10 L 16 7 V 25 L 10 19.5 H 5 Z" '
            'fill="#f4f1ea"/>')


ICONS = {
    "sound-on": lambda: icon_wrap(
        speaker() + '<path d="M 20 12 Q 23 16 20 20"/>'
        '<path d="M 23.5 8.5 Q 29 16 23.5 23.5"/>'),
    "sound-off": lambda: icon_wrap(
        speaker() + '<path d="M 20.5 12 L 28 20 M 28 12 L 20.5 20"/>'),
    "menu": lambda: icon_wrap(
        '<path d="M 6 9 H 26 M 6 16 H 26 M 6 23 H 26" stroke-width="3"/>'),
    "hint": lambda: icon_wrap(
        '<path d="M 16 4.5 C 10.5 4.5 7.5 8.5 7.5 12.8 C 7.5 16.5 10.5 18.3 '
        '11.5 21 H 20.5 C 21.5 18.3 24.5 16.5 24.5 12.8 C 24.5 8.5 21.5 4.5 16 4.5 Z" '
        'fill="#f0e442" fill-opacity="0.9"/>'
        '<path d="M 12 24.5 H 20 M 13.5 28 H 18.5"/>'),
    "fullscreen": lambda: icon_wrap(
        '<path d="M 5 12 V 5 H 12 M 20 5 H 27 V 12 M 27 20 V 27 H 20 '
        'M 12 27 H 5 V 20"/>'),
    "windowed": lambda: icon_wrap(
        '<path d="M 12 5 V 12 H 5 M 27 12 H 20 V 5 M 20 27 V 20 H 27 '
        'M 5 20 H 12 V 27"/>'),
    "info": lambda: icon_wrap(
        '<circle cx="16" cy="16" r="12"/>'
        '<path d="M 16 14.5 V 23" stroke-width="3"/>'
        '<circle cx="16" cy="9.5" r="1.9" fill="#f4f1ea" stroke="none"/>'),
    "close": lambda: icon_wrap(
        '<path d="M 8 8 L 24 24 M 24 8 L 8 24" stroke-width="3"/>'),
}


def turn_glow_svg():
    w, h = 160, 48
    defs = ('<radialGradient id="g" cx="0.5" cy="0.5" r="0.5">'
            '<stop offset="0" stop-color="#ffd23f" stop-opacity="0.65"/>'
            '<stop offset="0.6" stop-color="#ffd23f" stop-opacity="0.25"/>'
            '<stop offset="1" stop-color="#ffd23f" stop-opacity="0"/>'
            "</radialGradient>")
    return svg(w, h, '<ellipse cx="80" cy="24" rx="80" ry="24" fill="url(#g)"/>',
               defs)


def team_svg(team):
    s = 24
    if team == "a":
        shape = '<circle cx="12" cy="12" r="9.5" fill="%s" stroke="#ffffff" ' \
                'stroke-width="2"/>' % TEAM_A
        mark = '<circle cx="12" cy="12" r="2.6" fill="#ffffff"/>'
    else:
        shape = '<path d="M 12 0.9 L 23.1 12 L 12 23.1 L 0.9 12 Z" fill="%s" ' \
                'stroke="#ffffff" stroke-width="1.6" stroke-linejoin="round"/>' \
                % TEAM_B
        mark = '<path d="M 12 9 L 15 12 L 12 15 L 9 12 Z" fill="#ffffff"/>'
    return svg(s, s, '<g>%s%s</g>' % (shape, mark))


def crown_svg():
    s = 64
    defs = ('<linearGradient id="g" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="#fff1a1"/>'
            '<stop offset="0.5" stop-color="#ffcc33"/>'
            '<stop offset="1" stop-color="#d98e04"/></linearGradient>')
    d = "M 8 46 L 5 18 L 19 30 L 32 10 L 45 30 L 59 18 L 56 46 Z"
    p = ['<path d="%s" fill="#000" opacity="0.3" transform="translate(0 2)"/>' % d,
         '<path d="%s" fill="url(#g)" stroke="#7a4b00" stroke-width="2" '
         'stroke-linejoin="round"/>' % d,
         '<rect x="8" y="46" width="48" height="9" rx="2" fill="url(#g)" '
         'stroke="#7a4b00" stroke-width="2"/>',
         '<circle cx="5" cy="17" r="3.5" fill="#fff1a1" stroke="#7a4b00" stroke-width="1.5"/>',
         '<circle cx="32" cy="9" r="3.5" fill="#fff1a1" stroke="#7a4b00" stroke-width="1.5"/>',
         '<circle cx="59" cy="17" r="3.5" fill="#fff1a1" stroke="#7a4b00" stroke-width="1.5"/>',
         '<circle cx="32" cy="36" r="4.5" fill="%s" stroke="#7a4b00" stroke-width="1.2"/>'
         % OI_VERMILION,
         '<circle cx="19" cy="39" r="3" fill="%s" stroke="#7a4b00" stroke-width="1"/>'
         % OI_BLUE,
         '<circle cx="45" cy="39" r="3" fill="%s" stroke="#7a4b00" stroke-width="1"/>'
         % OI_BLUE]
    return svg(s, s, "\n".join(p), defs)


def trophy_svg():
    s = 64
    defs = ('<linearGradient id="g" x1="0" y1="0" x2="1" y2="0">'
            '<stop offset="0" stop-color="#d98e04"/>'
            '<stop offset="0.35" stop-color="#fff1a1"/>'
            '<stop offset="0.6" stop-color="#ffcc33"/>'
            '<stop offset="1" stop-color="#c07a00"/></linearGradient>')
    st = 'stroke="#7a4b00" stroke-width="2" stroke-linejoin="round"'
    p = ['<path d="M 17 12 C 4 12 5 30 20 31" fill="none" stroke="#7a4b00" '
         'stroke-width="6" stroke-linecap="round"/>',
         '<path d="M 47 12 C 60 12 59 30 44 31" fill="none" stroke="#7a4b00" '
         'stroke-width="6" stroke-linecap="round"/>',
         '<path d="M 17 12 C 4 12 5 30 20 31" fill="none" stroke="#ffcc33" '
         'stroke-width="3" stroke-linecap="round"/>',
         '<path d="M 47 12 C 60 12 59 30 44 31" fill="none" stroke="#ffcc33" '
         'stroke-width="3" stroke-linecap="round"/>',
         '<path d="M 14 7 H 50 V 16 C 50 30 42 38 32 38 C 22 38 14 30 14 16 Z" '
         'fill="url(#g)" %s/>' % st,
         '<path d="M 28 38 H 36 V 46 H 28 Z" fill="url(#g)" %s/>' % st,
         '<path d="M 20 46 H 44 L 46 52 H 18 Z" fill="url(#g)" %s/>' % st,
         '<rect x="14" y="52" width="36" height="8" rx="2" fill="#5a3114" '
         'stroke="#3a1e09" stroke-width="1.5"/>',
         '<path d="M 32 14 L 34.4 19.6 L 40.5 20.1 L 35.9 24.1 L 37.3 30 '
         'L 32 26.9 L 26.7 30 L 28.1 24.1 L 23.5 20.1 L 29.6 19.6 Z" '
         'fill="#fff8d0" stroke="#b07400" stroke-width="1"/>']
    return svg(s, s, "\n".join(p), defs)


CONFETTI_COLOURS = [OI_ORANGE, OI_SKY, OI_GREEN, OI_YELLOW, OI_BLUE,
                    OI_VERMILION, OI_PURPLE, "#ffffff"]
CONFETTI_N = 8
CONFETTI_S = 16


def confetti_svg():
    shapes = [
        '<rect x="3" y="5.5" width="10" height="5" rx="1"/>',
        '<circle cx="8" cy="8" r="4.5"/>',
        '<path d="M 8 2.5 L 13.5 12.5 H 2.5 Z"/>',
        '<path d="M 2 10 Q 5 3 8 8 T 14 6" fill="none" stroke-width="2.6" '
        'stroke-linecap="round"/>',
        '<path d="M 8 2 L 9.7 6.2 L 14 6.5 L 10.7 9.3 L 11.8 13.6 L 8 11.2 '
        'L 4.2 13.6 L 5.3 9.3 L 2 6.5 L 6.3 6.2 Z"/>',
        '<rect x="4.5" y="4.5" width="7" height="7" transform="rotate(45 8 8)"/>',
        '<rect x="6" y="2" width="4" height="12" rx="1"/>',
        '<ellipse cx="8" cy="8" rx="6" ry="3" transform="rotate(-30 8 8)"/>',
    ]
    p = []
    for i in range(CONFETTI_N):
        c = CONFETTI_COLOURS[i]
        sh = shapes[i]
        if 'fill="none"' in sh:
            sh = sh.replace('fill="none"', 'fill="none" stroke="%s"' % c)
            p.append('<g transform="translate(%d 0)">%s</g>' % (i * CONFETTI_S, sh))
        else:
            p.append('<g transform="translate(%d 0)" fill="%s" stroke="#000" '
                     'stroke-opacity="0.25" stroke-width="0.6">%s</g>'
                     % (i * CONFETTI_S, c, sh))
    return svg(CONFETTI_N * CONFETTI_S, CONFETTI_S, "\n".join(p))


# --------------------------------------------------------------------------
# app icon
# --------------------------------------------------------------------------

def app_icon_svg(small=False):
    """The app icon: a red tile with a rack of three cards whose pills climb
    left to right.  small=True drops the text and enlarges the pills so the
    drawing still reads at 16..48 px."""
    s = 512
    defs = (
        '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#d8333b"/>'
        '<stop offset="1" stop-color="#7a0c15"/></linearGradient>'
        '<linearGradient id="lip" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#d9a066"/>'
        '<stop offset="1" stop-color="#9a5a26"/></linearGradient>'
        '<clipPath id="tile"><rect x="16" y="16" width="480" height="480" rx="104"/>'
        "</clipPath>"
        + blur_filter("sh", 10, 0.3)
    )
    p = ['<rect x="16" y="16" width="480" height="480" rx="104" fill="url(#bg)"/>',
         '<rect x="32" y="32" width="448" height="448" rx="90" fill="none" '
         'stroke="#f3c649" stroke-width="%d" opacity="0.9"/>' % (18 if small else 10),
         '<g clip-path="url(#tile)">']
    if small:
        vals, cw, x, y0, pitch, bottom = [6, 31, 56], 392, 60, 74, 118, 470
        pw, ph = 176, 92
    else:
        vals, cw, x, y0, pitch, bottom = [12, 31, 52], 368, 72, 84, 100, 420
        pw, ph = 136, 72
    # back card (highest number) at the top, front card lowest
    for row, v in enumerate(sorted(vals, reverse=True)):
        y = y0 + row * pitch
        band = band_colour(v)
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="22" fill="#000" '
                 'opacity="0.5" filter="url(#sh)"/>' % (x, y + 4, cw, bottom - y))
        p.append('<rect x="%d" y="%d" width="%d" height="%d" rx="22" fill="%s" '
                 'stroke="#3a2a1a" stroke-width="%d"/>'
                 % (x, y, cw, bottom - y, PAPER, 6 if small else 4))
        px = x + 14 + (v - 1) / 59 * (cw - 28 - pw)
        py = y + 12
        p.append('<rect x="%.1f" y="%.1f" width="%d" height="%d" rx="%d" fill="%s"/>'
                 % (px, py, pw, ph, ph // 2, band))
        if not small:
            p.append(text(px + pw / 2, py + ph * 0.77, str(v), 60, text_on(band)))
    if not small:
        # the front lip of a rack covering the lower part of the cards
        p.append('<rect x="40" y="382" width="432" height="84" rx="24" fill="url(#lip)" '
                 'stroke="#5e3312" stroke-width="6"/>')
        p.append(text(256, 443, "RACK-O", 50, "#ffd23f",
                      extra='stroke="#3b0a10" stroke-width="7" stroke-linejoin="round" '
                            'paint-order="stroke" letter-spacing="2"'))
    p.append("</g>")
    if small:
        p.append('<rect x="32" y="32" width="448" height="448" rx="90" fill="none" '
                 'stroke="#f3c649" stroke-width="18" opacity="0.9"/>')
    return svg(s, s, "\n".join(p), defs)


# --------------------------------------------------------------------------
# registry: every sprite, its size and what it is for
# --------------------------------------------------------------------------

def sprites():
    """Returns [(name, width, height, svg_text)] for assets/src/NAME.svg."""
    out = []
    for v in range(1, MAX_CARD + 1):
        out.append(("card-%02d" % v, CARD_W, CARD_H, card_svg(v)))
    out.append(("card-back", CARD_W, CARD_H, card_back_svg()))
    out.append(("card-select", CARD_W, CARD_H, frame_svg("#ffd23f", 2.5, 4, 0.9)))
    out.append(("card-hover", CARD_W, CARD_H, frame_svg("#8fd3ff", 2.0, 3, 0.7)))
    out.append(("card-shadow", CARD_W + 2 * SHADOW_PAD_X, CARD_H + 2 * SHADOW_PAD_Y,
                card_shadow_svg()))
    out.append(("slot-target", CARD_W, RACK_PITCH, slot_target_svg()))
    out.append(("slot-shadow", CARD_W, SLOT_SHADOW_H, slot_shadow_svg()))
    out.append(("rack", RACK_W, RACK_H, rack_back_svg()))
    out.append(("rack-front", RACK_W, RACK_H, rack_front_svg()))
    out.append(("tray", TRAY_W, TRAY_H, tray_svg()))
    out.append(("pile-edge", PILE_EDGE_W, PILE_EDGE_H, pile_edge_svg()))
    out.append(("felt", 256, 256, felt_svg()))
    out.append(("vignette", 256, 256, vignette_svg()))
    for st in ("normal", "hover", "pressed", "disabled"):
        out.append(("button-" + st, BUTTON_W, BUTTON_H, button_svg(st)))
    out.append(("panel", PANEL_S, PANEL_S, panel_svg()))
    out.append(("checkbox-off", 24, 24, checkbox_svg(False)))
    out.append(("checkbox-on", 24, 24, checkbox_svg(True)))
    out.append(("toggle-off", 48, 24, toggle_svg(False)))
    out.append(("toggle-on", 48, 24, toggle_svg(True)))
    for name, fn in ICONS.items():
        out.append(("icon-" + name, ICON_S, ICON_S, fn()))
    out.append(("turn-glow", 160, 48, turn_glow_svg()))
    out.append(("team-a", 24, 24, team_svg("a")))
    out.append(("team-b", 24, 24, team_svg("b")))
    out.append(("crown", 64, 64, crown_svg()))
    out.append(("trophy", 64, 64, trophy_svg()))
    out.append(("confetti", CONFETTI_N * CONFETTI_S, CONFETTI_S, confetti_svg()))
    return out


APP_ICON_SIZES = [16, 32, 48, 64, 128, 256, 512]
APP_ICON_SMALL_MAX = 48       # sizes up to this use the simplified drawing


# --------------------------------------------------------------------------
# MANIFEST.md
# --------------------------------------------------------------------------

def manifest(sizes):
    def sz(name):
        w, h = sizes[name]
        return "%dx%d" % (w, h), "%dx%d" % (2 * w, 2 * h)

    L = []
    a = L.append
    a("# Asset manifest")
    a("")
    a("Generated by `scripts/gen-assets.py` from the same constants that draw")
    a("the art, so every number here matches the images.  Do not edit by hand:")
    a("change the script and run `scripts/render-assets.sh`.")
    a("")
    a("## Layout and scale")
    a("")
    a("- `assets/png/1x/NAME.png` and `assets/png/2x/NAME.png`: every sprite at")
    a("  1x and at exactly twice the size.  **All coordinates in this file are")
    a("  1x pixels**; at 2x multiply by 2.  Load 2x when the window's pixel")
    a("  density or the table scale is above 1.25 and draw it at half size")
    a("  (SDL_RenderCopy with a 1x-sized dst rect) - the layout stays in 1x units.")
    a("- `assets/src/NAME.svg`: the editable source of each PNG (drawn at 1x).")
    a("- `assets/icons/`: the application icon (`racko.svg`, `racko-N.png`).")
    a("- `assets/sounds/`: WAV effects, 16-bit PCM, 44.1 kHz, mono.")
    a("- `fonts/DejaVuSans.ttf`, `fonts/DejaVuSans-Bold.ttf`: the UI fonts.")
    a("- PNGs have straight (non-premultiplied) alpha; everything outside")
    a("  rounded corners is fully transparent.  optipng stores some losslessly")
    a("  as RGB (`felt.png`, opaque) or palette PNGs; SDL_image (IMG_Load) reads")
    a("  them all.  Use SDL_BLENDMODE_BLEND for every texture, and linear")
    a("  filtering (SDL_HINT_RENDER_SCALE_QUALITY \"1\") where sprites are scaled")
    a("  (opponents' racks, 2x drawn at 1x).")
    a("")
    a("## Cards")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    a("| `card-01.png` .. `card-60.png` | %s | %s | card faces, value = number in the name (two digits) |" % sz("card-01"))
    a("| `card-back.png` | %s | %s | face-down card (draw pile, opponents' cards when hidden) |" % sz("card-back"))
    a("| `card-select.png` | %s | %s | selection frame: draw at the card's top-left, on top of the card (transparent centre) |" % sz("card-select"))
    a("| `card-hover.png` | %s | %s | hover frame, same placement as `card-select` |" % sz("card-hover"))
    a("| `card-shadow.png` | %s | %s | soft drop shadow for a lifted/moving card: draw at (card.x - %d, card.y - %d) before the card |" % (sz("card-shadow") + (SHADOW_PAD_X, SHADOW_PAD_Y)))
    a("")
    a("Card face layout (1x): card %dx%d, corner radius %d.  The top strip is" % (CARD_W, CARD_H, CARD_R))
    a("rows 0..%d (%d rows, 28%% of the height); it holds the value pill" % (STRIP_H - 1, STRIP_H))
    a("(%dx%d at y = %d) whose left edge is `x = %d + round((v - 1) * %d / 59)`" % (PILL_W, PILL_H, PILL_Y, PILL_X0, PILL_TRAVEL))
    a("(card 1 at x = %d, card 60 at x = %d).  The rest of the card shows the" % (pill_x(1), pill_x(60)))
    a("number large in the centre.  Band colours follow viridis (dark purple")
    a("for low cards, teal for the middle, yellow for high cards); the pill text")
    a("is white on dark bands and dark ink on light bands (contrast >= 4.5:1).")
    a("")
    a("## Rack")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    a("| `rack.png` | %s | %s | the rack for one seat, no text; draw first |" % sz("rack"))
    a("| `rack-front.png` | %s | %s | the rack's front lip (transparent above y = %d); draw last, over the cards |" % (sz("rack-front") + (RACK_LIP_Y - 4,)))
    a("| `slot-target.png` | %s | %s | highlight of an empty or target slot: draw at the slot's card position, over the card |" % sz("slot-target"))
    a("| `slot-shadow.png` | %s | %s | optional: thin shadow cast by a card on the card behind it; draw at (card.x, card.y - %d) just before the card |" % (sz("slot-shadow") + (SLOT_SHADOW_H,)))
    a("")
    a("Drawing order: `rack.png`; then the cards from slot 10 (back, top) down")
    a("to slot 1 (front, bottom), each one drawn **clipped to its shown rows**:")
    a("source rect (0, 0, %d, shown) of the card, destination rect" % CARD_W)
    a("(rack.x + card_x, rack.y + card_y, %d, shown) (scaled with the rack);" % CARD_W)
    a("then `rack-front.png`; then the slot labels.  The shown rows of a slot")
    a("are exactly what is visible of that card: the strip with its pill (and,")
    a("for slot 1, %d more rows).  Cards shown face down use `card-back.png`" % (RACK_SLOT1_SHOWN - RACK_PITCH))
    a("the same way.  The game scales the whole rack (rack and cards by the")
    a("same factor) for opponents' seats.")
    a("")
    a("Slot geometry (1x rack pixels; slot 1 = front/lowest, label 5 or a):")
    a("")
    a("| Slot | card_x | card_y | shown rows | label rect (x, y, w, h) | label centre |")
    a("|------|--------|--------|------------|-------------------------|--------------|")
    for s in range(1, 11):
        cy = slot_card_y(s)
        ly = cy + RACK_LABEL_DY
        a("| %d | %d | %d | %d | %d, %d, %d, %d | %d, %d |" % (
            s, RACK_CARD_X, cy, slot_shown(s), RACK_LABEL_X, ly, RACK_LABEL_W,
            RACK_LABEL_H, RACK_LABEL_X + RACK_LABEL_W // 2, ly + RACK_LABEL_H // 2))
    a("")
    a("In formulas: `card_x = %d`, `card_y(s) = %d + (10 - s) * %d`," % (RACK_CARD_X, RACK_TOP, RACK_PITCH))
    a("`shown(s) = %d` for s >= 2 and `%d` for s = 1; the front lip starts at" % (RACK_PITCH, RACK_SLOT1_SHOWN))
    a("y = %d.  Labels: printed on the rack's left rail, a dark pad per slot;" % RACK_LIP_Y)
    a("draw the text (\"5\"..\"50\" or \"a\"..\"j\") centred on the label centre")
    a("in DejaVu Sans Bold, about 16 px at 1x, colour `#f6e7c8` (cream).  The")
    a("pill centre of a card in a slot is at y = card_y + %d, the same as the" % (PILL_Y + PILL_H // 2))
    a("label centre, so labels line up with the numbers.")
    a("")
    a("## Tray (draw and discard piles)")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    a("| `tray.png` | %s | %s | the tray with two wells; no text |" % sz("tray"))
    a("| `pile-edge.png` | %s | %s | edges of the cards under the top card of a pile (stack thickness) |" % sz("pile-edge"))
    a("")
    names = ["draw pile", "discard pile"]
    a("| Well | well rect (x, y, w, h) | card top-left | label band (x, y, w, h) | label centre |")
    a("|------|------------------------|---------------|-------------------------|--------------|")
    for (wx, wy), nm in zip(TRAY_WELLS, names):
        lx, lw = wx + 48, TRAY_WELL_W - 96
        a("| %s | %d, %d, %d, %d | %d, %d | %d, %d, %d, %d | %d, %d |" % (
            nm, wx, wy, TRAY_WELL_W, TRAY_WELL_H, wx + TRAY_CARD_DX, wy + TRAY_CARD_DY,
            lx, TRAY_LABEL_Y, lw, TRAY_LABEL_H, lx + lw // 2, TRAY_LABEL_Y + TRAY_LABEL_H // 2))
    a("")
    a("A pile with two or more cards: draw `pile-edge.png` at (card.x, card.y + %d)," % PILE_EDGE_DY)
    a("then the top card at (card.x, card.y).  An empty well shows a dashed")
    a("outline where the card goes.  Label text (\"Draw\", \"Discard\", counts):")
    a("DejaVu Sans Bold ~13 px, cream `#f6e7c8`, centred on the label centre.")
    a("")
    a("## Table")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    a("| `felt.png` | %s | %s | table surface; tiles seamlessly in both directions (repeat it at 1x size) |" % sz("felt"))
    a("| `vignette.png` | %s | %s | darkening overlay: stretch over the whole window, draw over the felt and under everything else |" % sz("vignette"))
    a("")
    a("## UI")
    a("")
    a("| File | 1x | 2x | 9-slice margins (l, t, r, b) | Use |")
    a("|------|----|----|------------------------------|-----|")
    for st in ("normal", "hover", "pressed", "disabled"):
        extra = " (face 1 px lower: move the label down 1 px)" if st == "pressed" else ""
        a("| `button-%s.png` | %s | %s | %d, %d, %d, %d | button %s%s |" % (
            (st,) + sz("button-" + st) + (BUTTON_M,) * 4 + (st, extra)))
    a("| `panel.png` | %s | %s | %d, %d, %d, %d | dialogs, score sheet, menus: dark, 86%% opaque, gold border |" % (sz("panel") + (PANEL_M,) * 4))
    a("")
    a("9-slice: keep the corners (margin-sized) unscaled, stretch the edges along")
    a("their length and the centre both ways.  A button's label goes centred on")
    a("the face (the face is rows 1..%d; the last rows are its shadow): use" % (BUTTON_H - 3))
    a("white DejaVu Sans Bold, about 15 px at 1x; disabled: `#c3c7cf`.")
    a("")
    a("| File | 1x | 2x | Use |")
    a("|------|----|----|-----|")
    for n, u in (("checkbox-off", "check box, unchecked"), ("checkbox-on", "check box, checked"),
                 ("toggle-off", "switch, off"), ("toggle-on", "switch, on")):
        a("| `%s.png` | %s | %s | %s |" % ((n,) + sz(n) + (u,)))
    icon_use = {
        "sound-on": "sound is on (click to mute)",
        "sound-off": "sound is muted",
        "menu": "open the menu",
        "hint": "ask for a hint",
        "fullscreen": "enter full screen",
        "windowed": "leave full screen",
        "info": "rules / about",
        "close": "close a dialog or panel",
    }
    for n in ICONS:
        a("| `icon-%s.png` | %s | %s | %s; light glyph with a dark halo, reads on felt and on panels |"
          % ((n,) + sz("icon-" + n) + (icon_use[n],)))
    a("| `turn-glow.png` | %s | %s | soft glow to draw under the name plate of the seat to act (stretch to fit) |" % sz("turn-glow"))
    a("| `team-a.png` | %s | %s | team of seats 1 and 3: blue `%s` circle |" % (sz("team-a") + (TEAM_A,)))
    a("| `team-b.png` | %s | %s | team of seats 2 and 4: orange `%s` diamond |" % (sz("team-b") + (TEAM_B,)))
    a("| `crown.png` | %s | %s | winner of the round / match (over the name plate) |" % sz("crown"))
    a("| `trophy.png` | %s | %s | match winner on the final score sheet |" % sz("trophy"))
    a("| `confetti.png` | %s | %s | Rack-O celebration particles: a sheet of %d frames, each %dx%d, frame i at x = i * %d; colours differ per frame (spin them, fall them) |" % (sz("confetti") + (CONFETTI_N, CONFETTI_S, CONFETTI_S, CONFETTI_S)))
    a("")
    a("Team colours are the Okabe-Ito blue and orange (safe for all common")
    a("colour-vision deficiencies) and differ in shape as well (circle vs diamond).")
    a("")
    a("## Application icon (`assets/icons/`)")
    a("")
    a("| File | Size | Use |")
    a("|------|------|-----|")
    a("| `racko.svg` | scalable | source; for .desktop (hicolor/scalable), .ico, .icns |")
    a("| `racko-small.svg` | scalable | simplified drawing used for 16..%d px |" % APP_ICON_SMALL_MAX)
    for n in APP_ICON_SIZES:
        a("| `racko-%d.png` | %dx%d | window icon (SDL_SetWindowIcon: use 64 or 128), hicolor/%dx%d |" % (n, n, n, n, n))
    a("")
    a("## Sounds (`assets/sounds/`)")
    a("")
    a("16-bit PCM WAV, 44.1 kHz, mono, peak -7 dBFS or lower; made by")
    a("`scripts/gen-sounds.py` (Python `wave` module).  Play at full volume")
    a("(they are already quiet) or scale with the game's volume setting.")
    a("")
    manifest_sound_rows(a, SOUNDS_DOC)
    a("")
    a("## Fonts (`fonts/`)")
    a("")
    a("| File | Use |")
    a("|------|-----|")
    a("| `DejaVuSans.ttf` | body text |")
    a("| `DejaVuSans-Bold.ttf` | numbers, labels, buttons, titles |")
    a("")
    a("## Colours for text the game draws")
    a("")
    a("| Role | Colour |")
    a("|------|--------|")
    a("| text on panels / felt | `#f4f1ea` |")
    a("| dim text on panels | `#aeb5c2` |")
    a("| rack and tray labels | `#f6e7c8` |")
    a("| highlight / gold | `#ffd23f` |")
    a("| dark ink (on light backgrounds) | `%s` |" % INK)
    a("| card band colour of value v | viridis at (v - 1) / 59; table below |")
    a("")
    a("Distinguishability check (run by `gen-assets.py`, which fails below")
    a("dE %.0f): smallest CIE L*a*b* distance between the bands of cards %s," % (CVD_MIN_DELTA_E, ", ".join(map(str, CVD_CHECK_VALUES))))
    a("with colour vision simulated (Machado et al. 2009, full severity):")
    a("")
    a("| vision | " + " | ".join(k for k, _ in cvd_report()) + " |")
    a("|---|" + "---|" * len(CVD))
    a("| smallest dE | " + " | ".join("%.0f" % d for _, d in cvd_report()) + " |")
    a("")
    a("Band colours, every fifth card:")
    a("")
    a("| v | " + " | ".join(str(v) for v in (1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60)) + " |")
    a("|---|" + "---|" * 13)
    a("| colour | " + " | ".join("`%s`" % band_colour(v) for v in (1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60)) + " |")
    a("")
    return "\n".join(L)


SOUNDS_DOC = [
    ("card-draw", "a card is taken from a pile / slides (about 0.18 s)"),
    ("card-place", "a card goes into a rack slot: soft thud (0.15 s)"),
    ("discard-flip", "a card is turned face up on the discard pile (0.12 s)"),
    ("shuffle", "riffle shuffle at the start of a round (0.9 s)"),
    ("deal-tick", "one card dealt (0.05 s); play once per card"),
    ("racko-fanfare", "Rack-O! short rising major arpeggio and chord (1.6 s)"),
    ("round-end", "round over: soft two-note chime (1.1 s)"),
    ("illegal", "refused action: soft low buzz (0.22 s)"),
    ("click", "button click (0.03 s)"),
]


def mockups(assets, outdir):
    """Composites previews with ImageMagick at the manifest geometry."""
    import subprocess
    hand = [3, 9, 14, 22, 27, 35, 41, 48, 53, 58]     # slot 1 .. slot 10
    for scale in (1, 2):
        png = os.path.join(assets, "png", "%dx" % scale)
        k = scale
        felt = os.path.join(png, "felt.png")
        W = 2 * RACK_W + 3 * 24 + TRAY_W
        H = RACK_H + 2 * 24
        cmd = ["convert", "-size", "%dx%d" % (W * k, H * k), "tile:" + felt]
        cmd += [os.path.join(png, "vignette.png"), "-resize", "%dx%d!" % (W * k, H * k),
                "-composite"]

        def rack_at(ox, oy, values, face_down=False, target=None):
            c = [os.path.join(png, "rack.png"), "-geometry",
                 "+%d+%d" % (ox * k, oy * k), "-composite"]
            for s_ in range(10, 0, -1):
                v = values[s_ - 1]
                name = "card-back" if face_down else "card-%02d" % v
                cx, cy = ox + RACK_CARD_X, oy + slot_card_y(s_)
                if s_ < 10:
                    c += [os.path.join(png, "slot-shadow.png"), "-geometry",
                          "+%d+%d" % (cx * k, (cy - SLOT_SHADOW_H) * k), "-composite"]
                c += ["(", os.path.join(png, name + ".png"), "-crop",
                      "%dx%d+0+0" % (CARD_W * k, slot_shown(s_) * k), "+repage", ")",
                      "-geometry", "+%d+%d" % (cx * k, cy * k), "-composite"]
                if target == s_:
                    c += [os.path.join(png, "slot-target.png"), "-geometry",
                          "+%d+%d" % (cx * k, cy * k), "-composite"]
            c += [os.path.join(png, "rack-front.png"), "-geometry",
                  "+%d+%d" % (ox * k, oy * k), "-composite"]
            labels = [str(5 * s_) for s_ in range(1, 11)] if not face_down else \
                "abcdefghij"
            for s_ in range(1, 11):
                lx = ox + RACK_LABEL_X + RACK_LABEL_W // 2
                ly = oy + slot_card_y(s_) + RACK_LABEL_DY + RACK_LABEL_H // 2
                c += ["-font", "DejaVu-Sans-Bold", "-pointsize", str(16 * k),
                      "-fill", "#f6e7c8", "-gravity", "NorthWest", "-annotate",
                      "+%d+%d" % ((lx - 4.5 * len(labels[s_ - 1])) * k, (ly - 9) * k),
                      labels[s_ - 1]]
            return c

        cmd += rack_at(24, 24, hand, target=4)
        cmd += rack_at(48 + RACK_W, 24, hand, face_down=True)
        tx, ty = 72 + 2 * RACK_W, 24
        cmd += [os.path.join(png, "tray.png"), "-geometry", "+%d+%d" % (tx * k, ty * k),
                "-composite"]
        for i, (wx, wy) in enumerate(TRAY_WELLS):
            cx, cy = tx + wx + TRAY_CARD_DX, ty + wy + TRAY_CARD_DY
            cmd += [os.path.join(png, "pile-edge.png"), "-geometry",
                    "+%d+%d" % (cx * k, (cy + PILE_EDGE_DY) * k), "-composite"]
            cmd += [os.path.join(png, "card-back.png" if i == 0 else "card-31.png"),
                    "-geometry", "+%d+%d" % (cx * k, cy * k), "-composite"]
            if i == 1:
                cmd += [os.path.join(png, "card-select.png"), "-geometry",
                        "+%d+%d" % (cx * k, cy * k), "-composite"]
        # the drawn card, floating, with its shadow
        fx, fy = tx + 160, ty + TRAY_H + 30
        cmd += [os.path.join(png, "card-shadow.png"), "-geometry",
                "+%d+%d" % ((fx - SHADOW_PAD_X) * k, (fy - SHADOW_PAD_Y) * k), "-composite",
                os.path.join(png, "card-44.png"), "-geometry", "+%d+%d" % (fx * k, fy * k),
                "-composite",
                os.path.join(png, "card-hover.png"), "-geometry", "+%d+%d" % (fx * k, fy * k),
                "-composite"]
        # a row of UI bits
        ux, uy = tx, fy + CARD_H + 20
        for n in ("button-normal", "button-hover", "button-pressed", "button-disabled"):
            cmd += [os.path.join(png, n + ".png"), "-geometry", "+%d+%d" % (ux * k, uy * k),
                    "-composite"]
            ux += BUTTON_W + 8
        ux, uy = tx, uy + BUTTON_H + 8
        for n, w in (("icon-sound-on", 32), ("icon-sound-off", 32), ("icon-menu", 32),
                     ("icon-hint", 32), ("icon-fullscreen", 32), ("icon-info", 32),
                     ("team-a", 24), ("team-b", 24), ("crown", 64),
                     ("trophy", 64)):
            cmd += [os.path.join(png, n + ".png"), "-geometry", "+%d+%d" % (ux * k, uy * k),
                    "-composite"]
            ux += w + 6
        out = os.path.join(outdir, "rack-mockup-%dx.png" % scale)
        cmd += ["-gravity", "NorthWest", out]
        subprocess.run(cmd, check=True)
    # UI sheet on a panel background
    png = os.path.join(assets, "png", "2x")
    subprocess.run(["montage"] + [os.path.join(png, n + ".png") for n in (
        "panel", "checkbox-off", "checkbox-on", "toggle-off",
        "toggle-on", "icon-sound-on", "icon-sound-off", "icon-menu", "icon-hint",
        "icon-fullscreen", "icon-windowed", "icon-info", "icon-close",
        "turn-glow", "team-a", "team-b", "crown", "trophy", "confetti", "pile-edge",
        "slot-target", "card-select", "card-hover", "card-shadow")] +
        ["-background", "#2a4a6a", "-tile", "7x", "-geometry", "+8+8",
         os.path.join(outdir, "ui-sheet.png")], check=True)


def png_size(path):
    """(width, height) from a PNG's IHDR chunk; ValueError if not a PNG."""
    import struct
    with open(path, "rb") as f:
        head = f.read(24)
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    return struct.unpack(">II", head[16:24])


# Sprite name prefixes of the other games' generators: their sources in
# assets/src are theirs (gen-assets-rummikub.py: rk-, gen-assets-ratuki.py:
# rt-), and this script leaves them alone.
GAME_PREFIXES = ("rk-", "rt-")


def _own_source(fn, prefix):
    """True when assets/src/fn is a source of the generator whose sprites
    are named prefix... (prefix "": Rack-O's and the shared UI's, every name
    without a game's prefix)."""
    if not fn.endswith(".svg"):
        return False
    if prefix:
        return fn.startswith(prefix)
    return not fn.startswith(GAME_PREFIXES)


def write_generated(out, sprites_, prefix, icon, icon_svgs, icon_sizes, small_max,
                    manifest_file, manifest_fn, sizes_file):
    """Writes one generator's outputs under out (the assets folder): the
    SVG source of every sprite of sprites_ ([(name, w, h, svg)]) in src/,
    removing its own sources (prefix) whose sprite is gone; the app icon's
    two drawings icon_svgs (large, small) as icons/ICON.svg and
    ICON-small.svg; the manifest manifest_fn(sizes) as manifest_file; and
    src/sizes_file, the size list render-assets.sh reads (NAME W H; then
    icon:SVG N N for each icon size, the small drawing up to small_max).
    Returns {name: (w, h)}."""
    src = os.path.join(out, "src")
    icons = os.path.join(out, "icons")
    os.makedirs(src, exist_ok=True)
    os.makedirs(icons, exist_ok=True)
    sizes = {}
    wanted = set()
    for name, w, h, text_ in sprites_:
        assert name.startswith(prefix), name
        sizes[name] = (w, h)
        wanted.add(name + ".svg")
        with open(os.path.join(src, name + ".svg"), "w", encoding="utf-8") as f:
            f.write(text_)
    for fn in os.listdir(src):
        if _own_source(fn, prefix) and fn not in wanted:
            os.remove(os.path.join(src, fn))
    for fn, text_ in ((icon + ".svg", icon_svgs[0]), (icon + "-small.svg", icon_svgs[1])):
        with open(os.path.join(icons, fn), "w", encoding="utf-8") as f:
            f.write(text_)
    with open(os.path.join(out, manifest_file), "w", encoding="utf-8") as f:
        f.write(manifest_fn(sizes))
    with open(os.path.join(src, sizes_file), "w", encoding="utf-8") as f:
        for name in sorted(sizes):
            f.write("%s %d %d\n" % (name, sizes[name][0], sizes[name][1]))
        for n in icon_sizes:
            f.write("icon:%s %d %d\n" % (icon + "-small" if n <= small_max else icon, n, n))
    return sizes


def check_generated(assets, sprites_, icon, icon_sizes, manifest_file, manifest_fn,
                    sounds=()):
    """Verifies one generator's committed outputs without regenerating
    them: every sprite of sprites_ has its SVG source and a 1x and a 2x PNG
    of exactly the right size, every app icon size and both icon drawings
    exist, the manifest is manifest_fn's, and each sound of `sounds`
    (names) is mono 16-bit 44.1 kHz, neither silent nor louder than
    -6 dBFS.  Returns a list of problems (empty when all is well)."""
    import array
    import wave
    problems = []
    sizes = {}
    for name, w, h, _ in sprites_:
        sizes[name] = (w, h)
        for scale in (1, 2):
            path = os.path.join(assets, "png", "%dx" % scale, name + ".png")
            try:
                got = png_size(path)
            except (OSError, ValueError) as e:
                problems.append("%s: %s" % (path, e))
                continue
            if got != (w * scale, h * scale):
                problems.append("%s: %dx%d, expected %dx%d"
                                % (path, got[0], got[1], w * scale, h * scale))
        if not os.path.exists(os.path.join(assets, "src", name + ".svg")):
            problems.append("src/%s.svg missing" % name)
    for n in icon_sizes:
        path = os.path.join(assets, "icons", "%s-%d.png" % (icon, n))
        try:
            if png_size(path) != (n, n):
                problems.append("%s: wrong size" % path)
        except (OSError, ValueError) as e:
            problems.append("%s: %s" % (path, e))
    for fn in (icon + ".svg", icon + "-small.svg"):
        if not os.path.exists(os.path.join(assets, "icons", fn)):
            problems.append("icons/%s missing" % fn)
    try:
        with open(os.path.join(assets, manifest_file), encoding="utf-8") as f:
            if f.read() != manifest_fn(sizes):
                problems.append("%s is out of date: run scripts/render-assets.sh"
                                % manifest_file)
    except OSError as e:
        problems.append("%s: %s" % (manifest_file, e))
    for n in sounds:
        path = os.path.join(assets, "sounds", n + ".wav")
        try:
            with wave.open(path, "rb") as w:
                fmt = (w.getnchannels(), w.getsampwidth(), w.getframerate())
                frames = w.readframes(w.getnframes())
        except (OSError, EOFError, wave.Error) as e:
            problems.append("%s: %s" % (path, e))
            continue
        if fmt != (1, 2, 44100):
            problems.append("%s: format %s, expected mono 16-bit 44100 Hz" % (path, fmt))
            continue
        a = array.array("h")
        a.frombytes(frames)
        if sys.byteorder == "big":
            a.byteswap()
        peak = max((abs(v) for v in a), default=0)
        if peak == 0 or peak >= 32767 * 0.5:
            problems.append("%s: peak %d is silent or louder than -6 dBFS" % (path, peak))
    return problems


def manifest_icon_rows(a, icon, icon_sizes, small_max):
    """The manifest's table of the app icon's files (a: the lines' append)."""
    a("| File | Size | Use |")
    a("|------|------|-----|")
    a("| `%s.svg` | scalable | source; hicolor/scalable, .ico, .icns |" % icon)
    a("| `%s-small.svg` | scalable | simplified drawing used for 16..%d px |"
      % (icon, small_max))
    for n in icon_sizes:
        a("| `%s-%d.png` | %dx%d | window icon (SDL_SetWindowIcon: use 64 or 128), "
          "hicolor/%dx%d |" % (icon, n, n, n, n, n))


def manifest_sound_rows(a, sounds, use="Use"):
    """The manifest's table of sounds ([(name, what it is for)])."""
    a("| File | %s |" % use)
    a("|------|%s|" % ("-" * (len(use) + 2)))
    for n, u in sounds:
        a("| `%s.wav` | %s |" % (n, u))


def manifest_closing(a, icon, icon_sizes, small_max, sizes):
    """The two sections that close a game's manifest: its app icon's files
    and every sprite with its sizes."""
    a("## Application icon (`assets/icons/`)")
    a("")
    manifest_icon_rows(a, icon, icon_sizes, small_max)
    a("")
    a("## Every sprite")
    a("")
    manifest_sprite_rows(a, sizes)


def manifest_sprite_rows(a, sizes):
    """The manifest's closing table: every sprite, its 1x and 2x size."""
    a("| File | 1x | 2x |")
    a("|------|----|----|")
    for name in sorted(sizes):
        w, h = sizes[name]
        a("| `%s.png` | %dx%d | %dx%d |" % (name, w, h, 2 * w, 2 * h))


def generator_args(doc, extra):
    """The command line every generator shares: --out DIR (default: the
    assets folder beside this script) and --check, plus its own option
    extra = (flag, help) taking a folder.  Returns the parser."""
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(here, "..", "assets"),
                    help="assets directory (default: ../assets from this script)")
    ap.add_argument(extra[0], metavar="DIR", help=extra[1])
    ap.add_argument("--check", action="store_true",
                    help="only verify the committed PNGs, icons, sounds and "
                         "manifest against this script (exit 1 on a problem)")
    return ap


def report_problems(prog, problems, ok_line):
    """Prints a generator's problems (standard error, one a line, each after
    "PROG: ") or, when there is none, "PROG: OK_LINE"; returns the exit
    status, 1 or 0."""
    for p_ in problems:
        print("%s: %s" % (prog, p_), file=sys.stderr)
    if not problems and ok_line:
        print("%s: %s" % (prog, ok_line))
    return 1 if problems else 0


def check(assets):
    """Rack-O's and the shared UI's committed outputs (check_generated)."""
    return check_generated(assets, sprites(), "racko", APP_ICON_SIZES, "MANIFEST.md",
                           manifest, [n for n, _ in SOUNDS_DOC])


def main(argv):
    ap = generator_args(__doc__, ("--mockup",
                                  "only write preview composites (needs rendered PNGs)"))
    args = ap.parse_args(argv)
    out = os.path.normpath(args.out)
    if args.check:
        return report_problems("gen-assets --check", check(out),
                      "%d sprites at 1x and 2x, %d icons, %d sounds, manifest current: OK"
                      % (len(sprites()), len(APP_ICON_SIZES), len(SOUNDS_DOC)))
    if args.mockup:
        mockups(out, args.mockup)
        return 0
    sizes = write_generated(out, sprites(), "", "racko",
                            (app_icon_svg(False), app_icon_svg(True)), APP_ICON_SIZES,
                            APP_ICON_SMALL_MAX, "MANIFEST.md", manifest, "sizes.txt")
    # contrast check of the pill text: fail loudly if a colour is unreadable
    worst = min(contrast(pill_colours(v)[1], mix(pill_colours(v)[0], "#ffffff", 0.06))
                for v in range(1, MAX_CARD + 1))
    if worst < 4.5:
        print("gen-assets: pill text contrast %.2f < 4.5" % worst, file=sys.stderr)
        return 1
    report = cvd_report()
    bad = [(k, d) for k, d in report if d < CVD_MIN_DELTA_E]
    if bad:
        print("gen-assets: band colours too close under %s" % ", ".join(
            "%s (dE %.1f)" % kd for kd in bad), file=sys.stderr)
        return 1
    print("gen-assets: %d sprites, worst pill contrast %.2f:1, band dE %s"
          % (len(sizes), worst, ", ".join("%s %.0f" % kd for kd in report)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
