#!/usr/bin/env bash
# Refit the expert's win-chance model on expectimax self-play and rewrite assets/ai/expert_value.json.
# FIT_GAMES=N sets the number of self-play games (default 900: 2, 3 and 4 seats in turn).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --release --no-default-features --test ai_fit_value -- --ignored --nocapture
