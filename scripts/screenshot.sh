#!/usr/bin/env bash
# Screenshots of the real game window under a virtual X server, rendered by Mesa's software Vulkan
# driver (lavapipe): setup.png (the setup screen), closeup.png (the camera in on a settled
# physical throw), placing.png (the placement view: a die picked, target squares lit), caption.png
# (the first row settled, highlighted in the settler's colour; not checked: fast play may skip it),
# round-end.png (the round-end banner and summary), results.png (after an all-AI game on fast);
# then a Home Rows game (one human seat played by the script, two AIs): hr-closeup.png (the rolled
# die), hr-placing.png (the squares it may fill, lit), hr-round-end.png (the score sheet),
# hr-results.png; then a Dice Settlers game (one human seat played by the script's greedy AI, two
# AIs): ds-draft.png (the starting-tile draft, spots lit), ds-roll.png (the person's first throw),
# ds-action.png (pool, map and the action bar), ds-late.png (the map in the last round),
# ds-results.png (the five scoring lines and the chart); then zh-Hans.png (Royal Casino in
# Simplified Chinese at a person's first turn), ko.png (Dice Settlers in Korean), zh-Hant-setup.png,
# guide-dice-settlers.png (the guide, H, open over the table at a person's first turn),
# learn-<game>.png (each game's lesson at its first step).
# sizes-<game>.json (Royal Casino's and Home Rows' scripts): each die's size on screen in a
# close-up (must be >= 48 px at 1280x720) and each board cell's in a placement view (>= 36 px);
# below that the run fails; and each die's box, which must lie whole in the 3D view in both (the
# placement view shows the hand beside the board). hero-<game>.png: each game
# at 1920x1080 a dozen turns in. layout.json: every shot's HUD panels and 3D view in screen pixels;
# the run fails on a panel off screen, two overlapping, one over the view, or a view mostly black;
# and the pieces the person must see or click (each legal action's place on the table, projected
# by the game's camera) must lie inside the view and under no panel.
# Every game (each folder of assets/games/) runs its shot script (which lists its PNGs and its
# default AI table in shots-<game>.json), then plays to its end with `dicehall play --game G
# --seats <its default table, all AIs> --fast --exit-on-game-over` in the window, and the same game
# quit after 12 turns and resumed must end the same.
# Exits non-zero if a PNG is missing or blank, or the play run fails.
#
# Usage: scripts/screenshot.sh [out-dir]   (default: $CARGO_TARGET_DIR/screenshots)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
target="$CARGO_TARGET_DIR"
out="${1:-$target/screenshots}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

# Everything a fresh machine lacks for the build and the window (Bevy's libraries, xvfb, lavapipe).
scripts/setup.sh --xvfb
command -v python3 >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 >&2; }

cargo build --quiet
bin="$target/debug/dicehall"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
# Saves and settings of these runs go to folders of their own, not the user's.
export DICEHALL_DATA_DIR="$(mktemp -d)" DICEHALL_CONFIG_DIR="$(mktemp -d)"
xvfb() { xvfb-run -a -s "-screen 0 1280x720x24" "$@"; }

rm -f "$out"/*.png "$out"/sizes*.json "$out"/layout.json "$out"/shots-*.json
# A shot the game takes of itself (DICEHALL_TURN_SHOT=<png>, then it quits): under load its first
# frames may be written undrawn (one colour), so it waits for the state "a PNG that is not blank"
# (scripts/png_check.py), shooting again, three tries at most; the check at the end still fails
# a shot that never came out.
turn_shot() {
  local png="$1"; shift
  for try in 1 2 3; do
    rm -f "$png"
    DICEHALL_TURN_SHOT="$png" "$@" >&2 && python3 scripts/png_check.py "$png" && return 0
    echo "$(basename "$png"): missing or blank after try $try" >&2
  done
}
# The phone shots (390x844 CSS px) that scripts/test.sh's browser run made, beside the TV's.
cp "$target"/phone-shots/phone-lobby.png "$target"/phone-shots/phone-turn-*.png \
  "$target"/phone-shots/phone-own-dice-*.png "$out"/ 2>/dev/null || true
# Every registered game (a folder of assets/games/ each) runs its own shot script.
games=$(cd assets/games && ls -d */ | tr -d /)
# A game's AI table: its default seat count at its default AI level (from its shots manifest).
ai_seats() {
  python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(",".join(["ai:" + m["level"]] * m["seats"]))' "$out/shots-$1.json"
}
for game in $games; do
  echo "scripted $game run -> $out" >&2
  DICEHALL_SHOTS="$out" DICEHALL_SHOTS_GAME="$game" timeout 900 bash -c "$(declare -f xvfb); xvfb '$bin'" >&2
done

echo "the table in other languages: zh-Hans.png (Royal Casino), ko.png (Dice Settlers), zh-Hant-setup.png" >&2
turn_shot "$out/zh-Hans.png" timeout 600 bash -c "$(declare -f xvfb); xvfb '$bin' play --lang zh-Hans --seats ai:greedy,ai:greedy,human --seed 5 --fast"
turn_shot "$out/ko.png" timeout 600 bash -c "$(declare -f xvfb); xvfb '$bin' play --lang ko --game dice-settlers --seats ai:greedy,ai:greedy,human --seed 5 --fast"
turn_shot "$out/zh-Hant-setup.png" timeout 600 bash -c "$(declare -f xvfb); xvfb '$bin' --lang zh-Hant"
# A sofa's view: every game in French at UI scale 1.5 (a settings file of its own) on a 1920x1080
# TV, shot when the person (the first seat) is first asked to act; layout.json checks it as every
# other shot.
sofa_config="$(mktemp -d)"
printf '(ui_scale: 1.5)\n' > "$sofa_config/settings.ron"
xvfb_tv() { xvfb-run -a -s "-screen 0 1920x1080x24" "$@"; }
for game in $games; do
  echo "sofa-$game.png (French, UI scale 1.5, 1920x1080)" >&2
  DICEHALL_CONFIG_DIR="$sofa_config" turn_shot "$out/sofa-$game.png" timeout 600 bash -c "$(declare -f xvfb_tv); xvfb_tv '$bin' play --lang fr --game $game --seats human,ai:greedy,ai:greedy --seed 5 --resolution 1920x1080"
done
# Learn to play: every game's lesson at its first step (the prompt says the step, a ring points at it).
for game in $games; do
  echo "learn-$game.png (the lesson's first step)" >&2
  turn_shot "$out/learn-$game.png" timeout 600 bash -c "$(declare -f xvfb); xvfb '$bin' play --game $game --learn"
done
# The guide (H) open over the table at a person's first turn: its page as players read it.
echo "guide-dice-settlers.png (the guide over the table)" >&2
DICEHALL_TURN_SHOT_GUIDE=1 turn_shot "$out/guide-dice-settlers.png" timeout 600 bash -c "$(declare -f xvfb); xvfb '$bin' play --game dice-settlers --seats human,ai:greedy,ai:greedy --seed 5"
echo "the setup screen serving phones: phones-setup.png (the QR code, the address, the room code)" >&2
turn_shot "$out/phones-setup.png" timeout 600 bash -c "$(declare -f xvfb); xvfb '$bin' --phones --phones-port 0"

# Hero shots, one per game at 1920x1080: a game some turns in (AI seats to turn 12, saved), the
# last seat handed to a person, resumed, and shot when that person is first asked to act.
xvfb_hero() { xvfb-run -a -s "-screen 0 1920x1080x24" "$@"; }
for game in $games; do
  echo "hero-$game.png" >&2
  hero_data="$(mktemp -d)"
  DICEHALL_DATA_DIR="$hero_data" timeout 600 bash -c "$(declare -f xvfb); xvfb '$bin' play --game $game --seats $(ai_seats "$game") --fast --seed 5 --quit-after-turns 12" >/dev/null 2>&1
  save="$(ls "$hero_data"/autosave-$game-*.ron)"
  python3 - "$save" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
seats = re.search(r"seats: \[(.*?)\],\n", text)
last = seats.group(1).rfind('kind: Ai(')
fixed = seats.group(1)[:last] + re.sub(r'kind: Ai\("[^"]*"\)', "kind: Human", seats.group(1)[last:], count=1)
open(path, "w").write(text[:seats.start(1)] + fixed + text[seats.end(1):])
PY
  DICEHALL_DATA_DIR="$hero_data" turn_shot "$out/hero-$game.png" timeout 600 bash -c "$(declare -f xvfb_hero); xvfb_hero '$bin' play --resume --game $game --fast --resolution 1920x1080"
done

# Every game plays to its end in the window with AI seats, and stopped by --quit-after-turns 12
# then resumed it ends the same.
for game in $games; do
  echo "play --game $game --fast --exit-on-game-over" >&2
  seats="$(ai_seats "$game")"
  json="$(timeout 900 bash -c "$(declare -f xvfb); xvfb '$bin' play --game $game --seats $seats --fast --exit-on-game-over --seed 5" 2>/dev/null)"
  echo "$json"
  echo "$json" | python3 -c 'import json,sys; r=json.loads(sys.stdin.read().strip().splitlines()[-1]); assert r["winners"], r'
  echo "the same $game game stopped by --quit-after-turns 12, then play --resume: the same result" >&2
  timeout 900 bash -c "$(declare -f xvfb); xvfb '$bin' play --game $game --seats $seats --fast --seed 5 --quit-after-turns 12" >/dev/null 2>&1
  ls "$DICEHALL_DATA_DIR"/autosave-$game-*.ron >/dev/null || { echo "no autosave after --quit-after-turns" >&2; exit 1; }
  resumed="$(timeout 900 bash -c "$(declare -f xvfb); xvfb '$bin' play --resume --game $game --fast --exit-on-game-over" 2>/dev/null)"
  echo "$resumed"
  [ "$(echo "$resumed" | tail -1)" = "$(echo "$json" | tail -1)" ] || { echo "the resumed $game game ended otherwise" >&2; exit 1; }
done

python3 - "$out" <<'PY'
"""Each PNG must exist, be 1280x720-ish, and not be blank (enough distinct colours and spread)."""
import struct, sys, zlib, os

sys.path.insert(0, "scripts")
from png_check import pixels, looks  # noqa: E402 (the PNG reader and the blank test, shared)

def board_shown(path, box):
    """The share of the board's box on screen (its left half, inset: the round summary may cover
    the right) that is not wood: the green plate, cream squares, dark rows. About 0.7 when the
    board shows; the wood beside the tray, where it lies, gives 0."""
    w, h, bpp, rows = pixels(path)
    x0, y0, x1, y1 = box
    ix, iy = (x1 - x0) * 0.1, (y1 - y0) * 0.1
    n = other = 0
    for y in range(max(0, int(y0 + iy)), min(h, int(y1 - iy)), 2):
        for x in range(max(0, int(x0 + ix)), min(w, int((x0 + x1) / 2)), 2):
            r, g, b = rows[y][x * bpp:x * bpp + 3]
            n += 1
            other += not (r > g + 30 and g > b + 15 and r > 90)
    return other / max(n, 1)

bad = 0
# Each game's shot script lists the PNGs it takes (its registry entry's `shots`) in
# shots-<game>.json as it starts: a game whose script never ran, or a listed PNG not written, fails.
import json
games = sorted(os.listdir("assets/games"))
listed = []
for g in games:
    manifest = os.path.join(sys.argv[1], f"shots-{g}.json")
    try:
        listed += json.load(open(manifest))["shots"]
    except (OSError, KeyError, ValueError) as e:
        print(f"MISSING {manifest}: {g}'s shot script did not list its shots ({e})"); bad += 1
for name in listed + ["zh-Hans.png", "ko.png", "zh-Hant-setup.png", "phones-setup.png", "guide-dice-settlers.png"] + [
             f"hero-{g}.png" for g in games] + [f"learn-{g}.png" for g in games]:
    path = os.path.join(sys.argv[1], name)
    if not os.path.exists(path):
        print(f"MISSING {path}"); bad += 1; continue
    ok, w, h, sd, colours = looks(path)
    print(f"{'ok  ' if ok else 'BLANK'} {path}: {w}x{h}, luminance sd {sd:.1f}, {colours} colours")
    bad += not ok
# sizes-<game>.json (each game's shot script that measures: `shot_sizes`): in a close-up every die
# of the throw >= 48 px, in a placement view every board cell >= 36 px; a frame with the board's box
# must show the board. Royal Casino's and Home Rows' scripts must have measured.
sizes = {}
for g in games:
    path = os.path.join(sys.argv[1], f"sizes-{g}.json")
    if not os.path.exists(path):
        continue
    try:
        sizes.update({shot: entry for shot, entry in json.load(open(path)).items()})
    except (OSError, ValueError) as e:
        print(f"{path} unreadable: {e}"); bad += 1
for shot, entry in sorted(sizes.items()):
    if entry is None:
        print(f"NOT MEASURED {shot}"); bad += 1; continue
    if "board_px" in entry:
        shown = board_shown(os.path.join(sys.argv[1], shot + ".png"), entry["board_px"])
        print(f"{'ok  ' if shown >= 0.35 else 'BAD '} {shot}: {shown:.0%} of the board's box is board (need 35%)")
        bad += shown < 0.35
        continue
    dice, cells = entry["dice_px"], entry["squares_px"]
    if shot.endswith("closeup"):
        ok = bool(dice) and min(dice) >= 48
        print(f"{'ok  ' if ok else 'TOO SMALL'} {shot}: {len(dice)} dice, smallest {min(dice, default=0):.1f} px (need 48)")
        bad += not ok
    if shot.endswith("placing"):
        ok = bool(cells) and min(cells) >= 36
        print(f"{'ok  ' if ok else 'TOO SMALL'} {shot}: {len(cells)} squares, smallest {min(cells, default=0):.1f} px (need 36)")
        bad += not ok
missing = [s for s in ("closeup", "placing", "round-change-1", "hr-closeup", "hr-placing") if s not in sizes]
if missing:
    print(f"NOT MEASURED {missing}"); bad += 1

# layout.json: every shot's panels (and its 3D view) in screen pixels. No panel off screen, no two
# overlapping, none over the view, and no view mostly black.
def overlap(a, b):
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
try:
    layout = json.load(open(os.path.join(sys.argv[1], "layout.json")))
    pieces_checked = 0
    for shot, entry in sorted(layout.items()):
        w, h = entry["screen"]
        rects = dict(entry["panels"])
        problems = [f"{n} {r} off the {w}x{h} screen" for n, r in rects.items()
                    if r[0] < -1 or r[1] < -1 or r[2] > w + 1 or r[3] > h + 1]
        names = sorted(rects)
        problems += [f"{a} {rects[a]} overlaps {b} {rects[b]}" for i, a in enumerate(names) for b in names[i + 1:]
                     if overlap(rects[a], rects[b]) > 1.0]
        if "view" in entry:
            problems += [f"{n} {r} over the view {entry['view']}" for n, r in rects.items()
                         if overlap(r, entry["view"]) > 1.0]
            if entry["view_black"] > 0.5:
                problems.append(f"the 3D view is {entry['view_black']:.0%} black")
        # The pieces the person must see or click now (each legal action's place on the table):
        # inside the 3D view and under no panel.
        pieces = entry.get("pieces", [])
        view = entry.get("view", [0, 0, w, h])
        for piece in pieces:
            at, words = piece["at"], piece["action"]
            if at is None:
                problems.append(f"the piece of {words!r} is behind the camera")
            elif not (view[0] - 1 <= at[0] <= view[2] + 1 and view[1] - 1 <= at[1] <= view[3] + 1):
                problems.append(f"the piece of {words!r} at {at} is out of the view {view}")
            else:
                problems += [f"the piece of {words!r} at {at} lies under {n} {r}" for n, r in rects.items()
                             if r[0] <= at[0] <= r[2] and r[1] <= at[1] <= r[3]]
        pieces_checked += len(pieces)
        print(f"{'ok  ' if not problems else 'BAD '} layout of {shot}: {len(rects)} panels, {len(pieces)} pieces to see"
              + "".join(f"\n      {p}" for p in problems))
        bad += bool(problems)
    # The dice of the throw: every one still to place lies whole in the 3D view, in the close-up
    # and in the placement view (the hand in front of the board), so never under a panel.
    for shot in sorted(s for s, e in sizes.items() if e and "dice_boxes" in e):
        boxes, view = sizes[shot]["dice_boxes"], layout[shot + ".png"]["view"]
        out = [b for b in boxes if b[0] < view[0] - 1 or b[1] < view[1] - 1 or b[2] > view[2] + 1 or b[3] > view[3] + 1]
        hidden = sizes[shot]["dice_hidden"] if shot.endswith("closeup") else 0
        print(f"{'ok  ' if boxes and not out and not hidden else 'BAD '} {shot}: {len(boxes)} dice to place, "
              f"{len(out)} not whole in the view {view}, {hidden} behind the cup or a wall"
              + "".join(f"\n      {b}" for b in out))
        bad += not boxes or bool(out) or bool(hidden)
    print(f"{'ok  ' if pieces_checked else 'BAD '} {pieces_checked} pieces to see checked against the view and the panels")
    bad += not pieces_checked
    missing = [n for n in ["closeup.png", "hr-placing.png", "ds-action.png", "zh-Hans.png", "ko.png"]
               + [f"hero-{g}.png" for g in sorted(os.listdir("assets/games"))]
               + [f"sofa-{g}.png" for g in sorted(os.listdir("assets/games"))]
               + [f"learn-{g}.png" for g in sorted(os.listdir("assets/games"))] if n not in layout]
    if missing:
        print(f"layout.json lacks {missing}"); bad += 1
except (OSError, KeyError, ValueError, TypeError, NameError) as e:
    print(f"layout.json unreadable: {e}"); bad += 1
sys.exit(1 if bad else 0)
PY
