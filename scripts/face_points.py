#!/usr/bin/env python3
"""Suggest each standard face row's points from ruling R7's guide: the odds that one throw of five dice
holds everything the empty row needs. points = clamp(round10(K * odds^-E), 10, MAX); monotone, so a
harder row never pays less. Usage: scripts/face_points.py [--write]  (prints, or rewrites boards/0*.ron)."""
import itertools, re, sys, pathlib

K, E, MAX = 5.0, 0.75, 200

def odds(tokens):
    hits = 0
    for throw in itertools.product(range(1, 7), repeat=5):
        c = [throw.count(v) for v in range(7)]
        t0 = tokens[0]
        if t0 in ("Y*", "B*"):
            ok = max(c) >= len(tokens)
        elif t0 == "G*":
            ok = any(c[g] >= 3 and any(r != g and c[r] >= 2 for r in range(1, 7)) for g in range(1, 7))
        else:
            need = [tokens.count(str(v)) for v in range(7)]
            ok = all(c[v] >= need[v] for v in range(1, 7))
        hits += ok
    return hits / 6 ** 5

def points(tokens):
    p = odds(tokens)
    return max(10, min(MAX, int(round(K * p ** -E / 10.0)) * 10)), p

row_re = re.compile(r'points: (\d+)(,\s*)squares: "([^"]*)"')
for path in sorted(pathlib.Path(__file__).resolve().parent.parent.glob("boards/0*.ron")):
    text = path.read_text()
    def fix(m):
        pts, p = points(m.group(3).split())
        print(f"{path.stem}  {m.group(3):<16} odds {p:7.4f}  points {m.group(1):>4} -> {pts}")
        return f"points: {pts}{m.group(2)[:1]}{' ' * max(1, len(m.group(2)) - 1 + len(m.group(1)) - len(str(pts)))}squares: \"{m.group(3)}\""
    new = row_re.sub(fix, text)
    if "--write" in sys.argv:
        path.write_text(new)
