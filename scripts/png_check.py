#!/usr/bin/env python3
"""The screenshot run's PNG reader (no libraries) and its test for a blank shot: enough distinct
colours and spread of luminance. `python3 scripts/png_check.py shot.png` exits 0 when the shot
exists and is not blank (scripts/screenshot.sh shoots again until it is, a few tries at most)."""
import os
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, head = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    w, h, depth, ctype = head[:4]
    bpp = {2: 3, 6: 4}[ctype] * depth // 8
    raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line); prev = line
    return w, h, bpp, rows


def looks(path):
    """(ok, width, height, luminance sd, distinct colours) of a sample of every 8th pixel."""
    w, h, bpp, rows = pixels(path)
    sample = [tuple(r[x * bpp:x * bpp + 3]) for r in rows[::8] for x in range(0, w, 8)]
    lum = [(r * 299 + g * 587 + b * 114) / 1000 for r, g, b in sample]
    mean = sum(lum) / len(lum)
    sd = (sum((v - mean) ** 2 for v in lum) / len(lum)) ** 0.5
    colours = len(set(sample))
    return w >= 640 and h >= 360 and sd > 8 and colours > 50, w, h, sd, colours


if __name__ == "__main__":
    shot = sys.argv[1]
    sys.exit(0 if os.path.exists(shot) and looks(shot)[0] else 1)
