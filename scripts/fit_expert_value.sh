#!/usr/bin/env bash
# Refit the expert's value model on self-play and rewrite assets/games/royal-casino/expert_value.json.
# FIT_GAMES=N: self-play games (default 6000, 2 to 6 seats, 2 seats most); FIT_POLICY=expert refits on the
# current expert's own play (default expectimax); FIT_SEED=S.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
cargo test --release --no-default-features --test ai_fit_value -- --ignored --nocapture
