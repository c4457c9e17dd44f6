#!/usr/bin/env bash
# The web build played to the end in a real browser (headless Chromium, software WebGL):
#   1. scripts/web.sh builds dist/web/ (DICEHALL_WEB_SKIP_BUILD=1 uses the one there; CI leaves
#      out wasm-opt with DICEHALL_WASM_OPT=0: the same code);
#   2. the native game plays each game (`play --seats <three random AIs> --seed 5 --fast
#      --exit-on-game-over` under xvfb) for its game-over line, and once more stopped after two turns
#      and resumed, for Liar's Dice's resumed line;
#   3. tests/browser/web-games.mjs opens the page at `?game=<id>&seats=…&seed=5&fast&exit-on-game-over`
#      for every game: each line the page logs must equal the native one, the page logs no error,
#      and a save made in the page (`quit-after-turns=2`, then a reload with `?resume`) plays on to
#      the native resumed line. Shots of each game's table in the page go to $1 (default
#      $CARGO_TARGET_DIR/web-shots), the report to web-games.json there.
# Needs the native game build (scripts/test.sh builds it; DICEHALL_BIN=path runs another binary).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
scripts/setup.sh --browser --xvfb
out="${1:-$CARGO_TARGET_DIR/web-shots}"
mkdir -p "$out"
[ "${DICEHALL_WEB_SKIP_BUILD:-}" = 1 ] || scripts/web.sh
bin="${DICEHALL_BIN:-$CARGO_TARGET_DIR/debug/dicehall}"
seats="ai:random,ai:random,ai:random"
games="$("$bin" sim --help | sed -n 's/.*possible values: \(.*\)\]/\1/p' | tr -d ',')"

# The native lines: a fresh data directory per run, so no setting or save of the machine's counts.
native() {
  local dir
  dir="$(mktemp -d)"
  DICEHALL_DATA_DIR="$dir" DICEHALL_CONFIG_DIR="$dir" timeout 900 xvfb-run -a -s "-screen 0 1280x720x24" \
    "$bin" play --seats "$seats" --seed 5 --fast "$@" 2>/dev/null | tail -n 1
  rm -rf "$dir"
}
resume_native() {
  local dir
  dir="$(mktemp -d)"
  export DICEHALL_DATA_DIR="$dir" DICEHALL_CONFIG_DIR="$dir"
  timeout 900 xvfb-run -a -s "-screen 0 1280x720x24" "$bin" play --game "$1" --seats "$seats" --seed 5 --fast \
    --quit-after-turns 2 >/dev/null 2>&1
  timeout 900 xvfb-run -a -s "-screen 0 1280x720x24" "$bin" play --resume --game "$1" --fast --exit-on-game-over 2>/dev/null \
    | tail -n 1
  unset DICEHALL_DATA_DIR DICEHALL_CONFIG_DIR
  rm -rf "$dir"
}
expected="$out/expected.json"
{
  echo "{"
  for game in $games; do
    echo "  \"$game\": $(native --game "$game" --exit-on-game-over | python3 -c 'import json,sys; print(json.dumps(sys.stdin.read().strip()))'),"
  done
  echo "  \"liars-dice@resume\": $(resume_native liars-dice | python3 -c 'import json,sys; print(json.dumps(sys.stdin.read().strip()))')"
  echo "}"
} > "$expected"
cat "$expected" >&2

port="${DICEHALL_WEB_PORT:-8093}"
python3 -m http.server --directory dist/web "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.2
done
cd tests/browser
[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund --loglevel=error
WEB_URL="http://127.0.0.1:$port/" OUT="$out" SEATS="$seats" RELOAD=liars-dice GAME_MS=900000 timeout 3600 node web-games.mjs "$expected" \
  | tee "$out/web-games.json"
echo "web shots in $out" >&2
