#!/usr/bin/env bash
# Run the game (installs what is missing first). Extra arguments go to dicehall, e.g.
#   scripts/play.sh play --seats human,ai:greedy,ai:greedy
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --window
source scripts/env.sh
exec cargo run --quiet -- "$@"
