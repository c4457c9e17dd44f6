#!/usr/bin/env bash
# Speed of the rules cores: full 4-seat games per second on one core (median of 7 runs), random and
# greedy seats, every game. Pinned to CPU 0 when taskset exists. Prints one JSON object.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
pin=(); command -v taskset >/dev/null && pin=(taskset -c 0)
cargo bench --no-default-features --bench sim --no-run --quiet
exe=$(cargo bench --no-default-features --bench sim --no-run --message-format=json 2>/dev/null \
  | python3 -c 'import sys,json; print([m["executable"] for m in map(json.loads, sys.stdin) if m.get("executable") and m["target"]["name"]=="sim"][-1])')
"${pin[@]}" "$exe" "$@"
