#!/usr/bin/env bash
# The phone page in a real browser (Debian's headless Chromium, driven by playwright-core):
#   1. the page against a scripted socket (every message it sends, touch targets, words);
#   2. real phones against the real game (`dicehall play --phones --no-window`): two phones and an
#      AI play a whole Royal Casino game to the results, a phone plays whole turns of Home Rows
#      and Dice Settlers, and two phones a whole Liar's Dice game, each drawing its own cup's dice.
#      Phone shots (390x844) go to $1 (default $CARGO_TARGET_DIR/phone-shots).
# Needs the game build (scripts/test.sh builds it first; DICEHALL_BIN=path runs another binary);
# installs Chromium and npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
scripts/setup.sh --browser
out="${1:-$CARGO_TARGET_DIR/phone-shots}"
mkdir -p "$out"
cd tests/browser
[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund --loglevel=error
SHOTS_DIR="$out" timeout 300 node page-mock.mjs
DICEHALL_BIN="${DICEHALL_BIN:-$CARGO_TARGET_DIR/debug/dicehall}" SHOTS_DIR="$out" timeout 900 node play-through.mjs
echo "phone shots in $out" >&2
