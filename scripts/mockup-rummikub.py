"""Preview composites of Rummikub's sprites (ImageMagick), for checking by
eye; not committed.  Called by `gen-assets-rummikub.py --mockup DIR`:

- DIR/rk-table-1x.png, rk-table-2x.png: the 1280x800 reference table at the
  manifest geometry: three opponents' plates, 100 tiles in 30 sets on the
  table (one invalid, one hinted, one drop target with the caret), your
  two-row rack with a selected, a hovered and a newly drawn tile, the pool
  and the timer;
- DIR/rk-table-grey.png: the 1x table in greyscale;
- DIR/rk-tiles.png: all faces, the joker, back and blank at 2x;
- DIR/rk-ui-sheet.png: the other sprites at 2x.
"""

import os
import subprocess


def mockups(g, assets, outdir):
    os.makedirs(outdir, exist_ok=True)
    for k in (1, 2):
        table(g, assets, outdir, k)
    subprocess.run(["convert", os.path.join(outdir, "rk-table-1x.png"),
                    "-colorspace", "Gray", os.path.join(outdir, "rk-table-grey.png")],
                   check=True)
    png = os.path.join(assets, "png", "2x")
    names = [g.tile_name(c, n) for c in range(4) for n in range(1, 14)]
    names += ["rk-tile-joker", "rk-tile-back", "rk-tile-blank"]
    subprocess.run(["montage"] + [os.path.join(png, n + ".png") for n in names] +
                   ["-background", "#1d6a46", "-tile", "13x", "-geometry", "+4+4",
                    os.path.join(outdir, "rk-tiles.png")], check=True)
    ui = ["rk-tile-shadow", "rk-tile-select", "rk-tile-hover", "rk-tile-new",
          "rk-tile-hint", "rk-drop-slot", "rk-drop-caret", "rk-set-valid",
          "rk-set-invalid", "rk-set-hint", "rk-set-target", "rk-badge-invalid",
          "rk-badge-new", "rk-badge-hint", "rk-badge-meld-yes", "rk-badge-meld-no",
          "rk-sym-k", "rk-sym-b", "rk-sym-o", "rk-sym-r", "rk-plate", "rk-pool",
          "rk-timer-bar-track", "rk-timer-bar-fill", "rk-timer-bar-warn", "rk-title"]
    subprocess.run(["montage"] + [os.path.join(png, n + ".png") for n in ui] +
                   [os.path.join(assets, "icons", "rummikub-%d.png" % n)
                    for n in (16, 32, 48, 64, 128)] +
                   ["-background", "#2a4a6a", "-tile", "8x", "-geometry", "+8+8",
                    os.path.join(outdir, "rk-ui-sheet.png")], check=True)
    subprocess.run(["convert", os.path.join(png, "rk-timer.png"),
                    os.path.join(png, "rk-timer-warn.png"), "-background", "#1d6a46",
                    "-append", os.path.join(outdir, "rk-timer-sheets.png")], check=True)


def table(g, assets, outdir, k):
    png = os.path.join(assets, "png", "%dx" % k)
    W, H = g.REF_W, g.REF_H
    cmd = ["convert", "-size", "%dx%d" % (W * k, H * k),
           "tile:" + os.path.join(png, "felt.png"),
           os.path.join(png, "vignette.png"), "-resize", "%dx%d!" % (W * k, H * k),
           "-composite"]

    def put(name, x, y, w=None, h=None):
        f = os.path.join(png, name + ".png")
        if w is None:
            cmd.extend([f, "-geometry", "+%d+%d" % (x * k, y * k), "-composite"])
        else:
            cmd.extend(["(", f, "-resize", "%dx%d!" % (w * k, h * k), ")",
                        "-geometry", "+%d+%d" % (x * k, y * k), "-composite"])

    def nine(name, x, y, w, h, m, s):
        """9-slice by cropping (what the game does with SDL_RenderCopy)."""
        f = os.path.join(png, name + ".png")
        xs = [(0, m, 0, m), (m, s - 2 * m, m, w - 2 * m), (s - m, m, w - m, m)]
        for sx, sw, dx, dw in xs:
            for sy, sh, dy, dh in [(0, m, 0, m), (m, s - 2 * m, m, h - 2 * m),
                                   (s - m, m, h - m, m)]:
                cmd.extend(["(", f, "-crop", "%dx%d+%d+%d" % (sw * k, sh * k, sx * k,
                                                             sy * k),
                            "+repage", "-resize", "%dx%d!" % (dw * k, dh * k), ")",
                            "-geometry", "+%d+%d" % ((x + dx) * k, (y + dy) * k),
                            "-composite"])

    def label(x, y, s, size, colour, font="DejaVu-Sans-Bold", gravity="Center", w=0,
              h=0):
        # centred in the box x, y, w, h (1x)
        cmd.extend(["(", "-size", "%dx%d" % (max(w, 1) * k, max(h, 1) * k),
                    "xc:none", "-font", font, "-pointsize", str(size * k),
                    "-fill", colour, "-gravity", gravity, "-annotate", "+0+0", s,
                    ")", "-gravity", "NorthWest", "-geometry",
                    "+%d+%d" % (x * k, y * k), "-composite"])

    # opponents
    opps = [("Anna (hard)", 11, True), ("Bot: expert", 14, False), ("Carl", 7, True)]
    pw = g.PLATE_W
    gap = (W - 3 * pw) // 4
    for i, (name, n, melded) in enumerate(opps):
        x, y = gap + i * (pw + gap), 8
        if i == 1:
            put("turn-glow", x - 20, y - 6, pw + 40, g.PLATE_H + 12)
        put("rk-plate", x, y)
        nx, ny, nw, nh = g.PLATE_NAME
        label(x + nx, y + ny, name, 13, "#f6e7c8", gravity="West", w=nw, h=nh)
        put("rk-badge-meld-yes" if melded else "rk-badge-meld-no",
            x + g.PLATE_MELD[0], y + g.PLATE_MELD[1])
        cx, cy, cw, ch = g.PLATE_COUNT
        label(x + cx, y + cy, str(n), 13, g.INK, w=cw, h=ch)

    # the table: 100 tiles in 30 sets, wrapped into rows
    sets = []
    runs = [("k", 1, 5), ("b", 3, 7), ("o", 9, 13), ("r", 2, 4), ("k", 7, 10),
            ("b", 10, 13), ("o", 1, 3), ("r", 6, 11), ("k", 11, 13), ("b", 1, 3),
            ("o", 5, 8), ("r", 1, 3), ("b", 8, 9), ("k", 2, 4), ("o", 10, 12),
            ("r", 9, 12), ("b", 4, 6)]
    for c, a, b in runs:
        sets.append(["%s%02d" % (c, v) for v in range(a, b + 1)])
    for v, cols in ((7, "kbo"), (12, "kbor"), (4, "bor"), (6, "kbr"), (13, "bor"),
                    (8, "kor"), (5, "kbor"), (11, "kbo"), (9, "kbor"), (2, "kbo"),
                    (3, "kor"), (10, "bor")):
        sets.append(["%s%02d" % (c, v) for c in cols])
    sets[3] = ["r02", "r03", "joker", "r05"]
    sets.append(["o06", "k06"])                 # not valid: two tiles
    total = sum(len(s) for s in sets)
    print("mockup: %d tiles in %d sets on the table" % (total, len(sets)))
    tx, ty, tw, th = g.REF_TABLE
    x, y = tx + g.SET_PAD, ty + g.SET_PAD
    row_h = g.TILE_H + 2 * g.SET_PAD + g.ROW_SPACE
    placed = []
    for i, s in enumerate(sets):
        uw = len(s) * g.SET_PITCH - g.SET_GAP + 2 * g.SET_PAD
        if x - g.SET_PAD + uw > tx + tw:
            x, y = tx + g.SET_PAD, y + row_h
        placed.append((s, x, y))
        x += uw + g.SET_SPACE
    assert y + g.TILE_H + g.SET_PAD <= ty + th, "table does not fit"
    invalid, hint, target = len(sets) - 1, 5, 9
    for i, (s, x, y) in enumerate(placed):
        uw = len(s) * g.SET_PITCH - g.SET_GAP + 2 * g.SET_PAD
        kind = {invalid: "invalid", hint: "hint", target: "target"}.get(i, "valid")
        nine("rk-set-" + kind, x - g.SET_PAD, y - g.SET_PAD, uw,
             g.TILE_H + 2 * g.SET_PAD, g.SET_M, g.SET_S)
        for j, t in enumerate(s):
            put("rk-tile-" + t, x + j * g.SET_PITCH, y)
            if i == hint:
                put("rk-tile-hint", x + j * g.SET_PITCH - g.HL_PAD, y - g.HL_PAD)
        if i == invalid:
            put("rk-badge-invalid", x - g.SET_PAD - (g.BADGE_S // 2 - 2),
                y - g.SET_PAD - (g.BADGE_S // 2 - 2))
        if i == hint:
            put("rk-badge-hint", x - g.SET_PAD - (g.BADGE_S // 2 - 2),
                y - g.SET_PAD - (g.BADGE_S // 2 - 2))
        if i == target:
            cx = x + 2 * g.SET_PITCH - g.SET_GAP // 2 - g.CARET_W // 2
            put("rk-drop-caret", cx, y - (g.CARET_H - g.TILE_H) // 2)

    # the rack
    rx, ry = g.REF_RACK_X, g.REF_RACK_Y
    put("rk-rack", rx, ry)
    back = ["k01", "k04", "k09", "k13", "b02", "b02", "b05", "b11", "o03", "o07",
            "o08", "o12", "r01", "r06", "r10", "r13", "joker", "b13", "k05", "o13"]
    front = ["k03", "k07", "b06", "b09", "o04", "o11", "r04", "r08", "r12", "k12",
             "b12", "o02"]
    for row, tiles in enumerate((back, front)):
        for i, t in enumerate(tiles):
            x = rx + g.RACK_PAD_X + i * g.RACK_PITCH
            y = ry + g.RACK_ROW_Y[row]
            lift = 0
            if row == 1 and i == 3:             # selected and lifted
                lift = 6
                put("rk-tile-shadow", x - g.SHADOW_PAD_X, y - lift - g.SHADOW_PAD_Y + 3)
            put("rk-tile-" + t, x, y - lift)
            if row == 1 and i == len(tiles) - 1:
                put("rk-tile-new", x - g.HL_PAD, y - g.HL_PAD)
                put("rk-badge-new", x + g.TILE_W - g.BADGE_S + 6, y - 6)
                # where the dragged tile would go: the next free rack place
                put("rk-drop-slot", x + g.RACK_PITCH, y)
            if row == 1 and i == 3:
                put("rk-tile-select", x - g.HL_PAD, y - lift - g.HL_PAD)
            if row == 0 and i == 7:
                put("rk-tile-hover", x - g.HL_PAD, y - g.HL_PAD)
    # a tile being dragged over the table
    dx, dy = 700, 520
    put("rk-tile-shadow", dx - g.SHADOW_PAD_X, dy - g.SHADOW_PAD_Y + 3)
    put("rk-tile-o06", dx, dy)
    # pool and timer
    px, py = (rx - g.POOL_S) // 2, ry + 30
    put("rk-pool", px, py)
    lx, ly, lw, lh = g.POOL_LABEL
    label(px + lx, py + ly, "18", 14, g.INK, w=lw, h=lh)
    label(px, py + g.POOL_S, "Pool", 13, "#f4f1ea", w=g.POOL_S, h=18)
    tx_ = rx + g.RACK_W + (W - rx - g.RACK_W - g.TIMER_S) // 2
    for j, (sheet, secs, frame) in enumerate((("rk-timer", "42", 9),
                                              ("rk-timer-warn", "7", 26))):
        ty_ = ry + 14 + j * (g.TIMER_S + 22)
        cmd.extend(["(", os.path.join(png, sheet + ".png"), "-crop",
                    "%dx%d+%d+0" % (g.TIMER_S * k, g.TIMER_S * k, frame * g.TIMER_S * k),
                    "+repage", ")", "-geometry", "+%d+%d" % (tx_ * k, ty_ * k),
                    "-composite"])
        label(tx_, ty_, secs, 18, "#f4f1ea", w=g.TIMER_S, h=g.TIMER_S)
    # timer bar variant under the table, at the right
    bx, by = W - 16 - g.TIMER_BAR_W, ry - 22
    put("rk-timer-bar-track", bx, by)
    frac = 0.6
    cmd.extend(["(", os.path.join(png, "rk-timer-bar-fill.png"), "-crop",
                "%dx%d+0+0" % (int(g.TIMER_BAR_W * frac) * k, g.TIMER_BAR_H * k),
                "+repage", ")", "-geometry", "+%d+%d" % (bx * k, by * k), "-composite"])
    cmd.append(os.path.join(outdir, "rk-table-%dx.png" % k))
    subprocess.run(cmd, check=True)
