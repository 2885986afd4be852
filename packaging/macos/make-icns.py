#!/usr/bin/env python3
"""Builds a game's .icns (packaging/games/ID/ID.icns) from its PNG icons.

An .icns file is a big-endian container: the magic 'icns', the total length,
then entries of (4-byte type, 4-byte length including this 8-byte header,
data).  Since macOS 10.7 every entry type used here may hold a PNG file as
is, so no conversion is needed: each PNG goes in under the types whose
pixel size it has (the @2x types hold the doubled size).

Usage: make-icns.py [ID] [ICONS_PREFIX] [OUT.icns]
  ID            the game (default racko)
  ICONS_PREFIX  its icons, PREFIX-16.png ... PREFIX-512.png
                (default assets/icons/ID, as GAME_ICONS in game.cmake)
  OUT.icns      default packaging/games/ID/ID.icns
"""
import struct
import sys
from pathlib import Path

# type -> pixel size of the PNG it holds
TYPES = [
    ("icp4", 16),   # 16x16
    ("icp5", 32),   # 32x32
    ("ic11", 32),   # 16x16@2x
    ("ic12", 64),   # 32x32@2x
    ("ic07", 128),  # 128x128
    ("ic08", 256),  # 256x256
    ("ic13", 256),  # 128x128@2x
    ("ic09", 512),  # 512x512
    ("ic14", 512),  # 256x256@2x
]


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    return struct.unpack(">II", data[16:24])


def main(argv):
    root = Path(__file__).resolve().parents[2]
    game = argv[1] if len(argv) > 1 else "racko"
    prefix = argv[2] if len(argv) > 2 else str(root / "assets" / "icons" / game)
    out = Path(argv[3]) if len(argv) > 3 else root / "packaging" / "games" / game / f"{game}.icns"
    entries = []
    for kind, px in TYPES:
        path = Path(f"{prefix}-{px}.png")
        data = path.read_bytes()
        w, h = png_size(data)
        if (w, h) != (px, px):
            sys.exit(f"make-icns: {path} is {w}x{h}, expected {px}x{px}")
        entries.append(kind.encode("ascii") + struct.pack(">I", len(data) + 8) + data)
    body = b"".join(entries)
    out.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)
    print(f"make-icns: wrote {out} ({len(body) + 8} bytes, {len(entries)} images)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
