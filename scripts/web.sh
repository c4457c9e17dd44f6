#!/usr/bin/env bash
# The browser build: every game in a page (WebGL2; no phones' server, a page cannot serve them).
#   scripts/web.sh          build dist/web/: index.html, dicehall.js and dicehall_bg.wasm
#   scripts/web.sh serve    build, then serve dist/web/ at http://localhost:8080/ (Ctrl-C stops)
# Any static host serves dist/web/ as it is (the .wasm as application/wasm).
# DICEHALL_WEB_PROFILE picks the cargo profile: `web` (default: optimised for size, no link-time
# optimisation), `release` or `dev`. DICEHALL_WASM_OPT=0 leaves out wasm-opt (the checks in CI: the
# same code, a larger file).
# Installs what it lacks: the wasm32 target, wasm-bindgen-cli at exactly the lock's wasm-bindgen
# version, and npm's binaryen for wasm-opt (Debian's binaryen is too old for Rust 1.95's output).
set -euo pipefail
cd "$(dirname "$0")/.."
# The browser's optimised build keeps its own target directory (DICEHALL_WEB_TARGET_DIR), so that it
# is rebuilt only where the code changed, whatever the desktop build does in the other.
export CARGO_TARGET_DIR="${DICEHALL_WEB_TARGET_DIR:-$HOME/.cache/dicehall/web-target}"
source scripts/env.sh

tools="${DICEHALL_TOOLS_DIR:-$HOME/.cache/dicehall/tools}"
mkdir -p "$tools"
rustup target add wasm32-unknown-unknown >&2

version="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
bindgen="$tools/wasm-bindgen-$version/bin/wasm-bindgen"
if [ ! -x "$bindgen" ]; then
  echo "web: installing wasm-bindgen-cli $version (the lock's wasm-bindgen)" >&2
  cargo install wasm-bindgen-cli --version "$version" --root "$tools/wasm-bindgen-$version" >&2
fi
wasm_opt="$tools/node_modules/.bin/wasm-opt"
if [ ! -x "$wasm_opt" ]; then
  command -v npm >/dev/null || scripts/setup.sh --browser
  echo "web: installing binaryen (wasm-opt) from npm" >&2
  npm install --prefix "$tools" --silent binaryen >&2
fi

profile="${DICEHALL_WEB_PROFILE:-web}"
echo "web: cargo build --target wasm32-unknown-unknown ($profile, the table without phones)" >&2
cargo build --target wasm32-unknown-unknown --no-default-features --features game --bin dicehall --profile "$profile" >&2
dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
out=dist/web
rm -rf "$out" && mkdir -p "$out"
"$bindgen" --target web --no-typescript --remove-name-section --remove-producers-section --out-dir "$out" --out-name dicehall \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/$dir/dicehall.wasm"
if [ "$profile" != dev ] && [ "${DICEHALL_WASM_OPT:-1}" != 0 ]; then
  "$wasm_opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    -o "$out/dicehall_bg.wasm" "$out/dicehall_bg.wasm"
fi
cp web/index.html "$out/"
wasm_bytes=$(stat -c %s "$out/dicehall_bg.wasm")
gz_bytes=$(gzip -9c "$out/dicehall_bg.wasm" | wc -c)
echo "web: $out/dicehall_bg.wasm $((wasm_bytes / 1024)) KiB, $((gz_bytes / 1024)) KiB compressed (gzip -9)" >&2

if [ "${1:-}" = serve ]; then
  echo "web: open http://localhost:8080/" >&2
  exec python3 -m http.server --directory "$out" 8080
fi
