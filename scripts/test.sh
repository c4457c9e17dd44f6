#!/usr/bin/env bash
# The test command: installs what is missing, then
#   1. the pure cores (rules, AIs, console, simulator) without Bevy: cargo test --no-default-features
#   2. the game build (default features: Bevy, rapier, egui) and its headless tests.
# Set DICEHALL_SKIP_GAME=1 to run only part 1 (it needs no system packages).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

echo "== pure cores: cargo test --no-default-features" >&2
cargo test --no-default-features

if [ "${DICEHALL_SKIP_GAME:-0}" = "1" ]; then
  exit 0
fi

scripts/setup.sh
echo "== game build: cargo build (default features)" >&2
cargo build
game_tests=()
# The test files that need the game (they start with `#![cfg(feature = "game")]`); the others ran above.
for f in $(grep -l '^#!\[cfg(feature = "game")\]' tests/*.rs); do
  game_tests+=(--test "$(basename "$f" .rs)")
done
# Test folders (`tests/<name>/main.rs`) with suites that need the game (the test-only game's).
for f in $(grep -l 'feature = "game"' tests/*/main.rs); do
  game_tests+=(--test "$(basename "$(dirname "$f")")")
done
echo "== game tests: the library's unit tests (game module included) and ${game_tests[*]}" >&2
cargo test --lib "${game_tests[@]}"

echo "== phones in a real browser (headless Chromium): the page, then whole games against the real server" >&2
scripts/phones-browser.sh
