#!/usr/bin/env bash
# Smoke-test dicehall's downloads in dist/ as a player gets them (run scripts/release.sh first):
#   deb      the .deb installed with apt into a clean Debian root (debootstrap: no Rust, no build
#            packages): --version, sim, a console transcript, and a window game under Xvfb that must
#            print the same JSON as the build the .deb came from, its save in ~/.local/share/dicehall.
#   windows  the .zip unpacked and run under Debian's wine: --version, sim, a console transcript,
#            a window game (wine's virtual desktop on Xvfb, Mesa's Vulkan) printing the same JSON as
#            the Linux build's, the finished game saved in %APPDATA%\dicehall\data, the phones'
#            server serving its page, and the same seed's sim JSON as the Linux build's (timings aside).
# Usage: scripts/release-check.sh [deb] [windows]   (both when none is named; a missing artifact fails)
# Needs root (debootstrap, chroot). The Debian root is kept under $HOME/.cache/dicehall for the next run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

want=("$@")
[ ${#want[@]} -eq 0 ] && want=(deb windows)
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
# The build the artifacts came from (scripts/release.sh's profile).
case "${DICEHALL_RELEASE_PROFILE:-release}" in dev) BUILT="$CARGO_TARGET_DIR/debug/dicehall" ;; *) BUILT="$CARGO_TARGET_DIR/release/dicehall" ;; esac
ROOT=${DICEHALL_CHECK_ROOT:-$HOME/.cache/dicehall/check-root}
SUITE=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
work=$(mktemp -d)
failures=0
cleanup() {
  for m in dev/pts dev proc sys; do mountpoint -q "$ROOT/$m" 2>/dev/null && umount -l "$ROOT/$m"; done
  rm -rf "$work"
}
trap cleanup EXIT

ok() { echo "  ok   $*"; }
bad() { echo "  FAIL $*"; failures=$((failures + 1)); }
# The sim report without its timings (they differ run to run).
untimed() { python3 -c 'import json,sys; r=json.load(sys.stdin); [r.pop(k,None) for k in ("seconds","games_per_sec")]; print(json.dumps(r,sort_keys=True))'; }

apt_install() {
  local missing=()
  for p in "$@"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# A console transcript: a new Royal Casino game, a forced throw, a placement, a bad line, the legal
# moves. Every line answered, the bad one with an error, in order.
CONSOLE_IN='{"cmd":"new","game":"royal-casino","players":2,"seed":3}
{"cmd":"throw","dice":[3,3,5,6,1]}
{"cmd":"place","value":3,"row":2}
{"cmd":"fly"}
{"cmd":"legal"}'
check_console() { # <label> <reply file>
  local replies; replies=$(grep -c '^{' "$2" || true)
  if [ "$replies" = 5 ] && sed -n 4p "$2" | grep -q '"ok":false' && sed -n 5p "$2" | grep -q '"legal"'; then
    ok "$1 console: 5 lines, 5 replies, the bad line refused"
  else
    bad "$1 console replied: $(head -c 400 "$2")"
  fi
}

deb_check() {
  local deb="dist/dicehall_${version}_amd64.deb"
  [ -f "$deb" ] || { bad "no $deb (run scripts/release.sh linux)"; return; }
  apt_install debootstrap
  if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
    echo "release-check: debootstrap $SUITE into $ROOT" >&2
    rm -rf "$ROOT"
    debootstrap --variant=minbase "$SUITE" "$ROOT" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
      || { tail -20 "$work/debootstrap.log"; bad "debootstrap"; return; }
  fi
  mount --bind /dev "$ROOT/dev"; mount --bind /dev/pts "$ROOT/dev/pts"
  mount -t proc proc "$ROOT/proc"; mount -t sysfs sys "$ROOT/sys"
  cp /etc/resolv.conf "$ROOT/etc/resolv.conf" 2>/dev/null || true
  cp "$deb" "$ROOT/tmp/dicehall.deb"
  local in_root=(chroot "$ROOT" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8)
  "${in_root[@]}" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/dicehall.deb xvfb xauth' \
    >"$work/apt.log" 2>&1 || { tail -20 "$work/apt.log"; bad "apt-get install the .deb"; return; }
  "${in_root[@]}" sh -c 'command -v cargo rustc gcc' >/dev/null 2>&1 && bad "the root has a build tool" || ok "the root has no cargo, rustc or gcc"
  local got
  got=$("${in_root[@]}" dicehall --version) && [[ "$got" == "dicehall $version ("* ]] && ok "deb --version: $got" || bad "deb --version: $got"
  "${in_root[@]}" dicehall sim --game dice-settlers --games 200 --seed 11 >"$work/deb-sim.json" \
    && ok "deb sim --games 200: $(head -c 120 "$work/deb-sim.json")…" || bad "deb sim"
  printf '%s\n' "$CONSOLE_IN" | "${in_root[@]}" dicehall console >"$work/deb-console.txt" 2>/dev/null
  check_console deb "$work/deb-console.txt"
  # A window game, its dice thrown by physics on Mesa's software Vulkan, to the end.
  local game=(play --game royal-casino --seats ai:greedy,ai:greedy --seed 5 --fast --exit-on-game-over)
  local from_deb from_build saved="$ROOT/root/.local/share/dicehall/last-game.ron"
  rm -f "$saved"
  from_deb=$("${in_root[@]}" sh -c "mkdir -p /tmp/xdg && XDG_RUNTIME_DIR=/tmp/xdg timeout 900 xvfb-run -a -s '-screen 0 1280x720x24' dicehall ${game[*]}" 2>"$work/deb-play.log" | grep '^{' | tail -1) || true
  from_build=$(cd "$work" && XDG_RUNTIME_DIR=$work timeout 900 xvfb-run -a -s '-screen 0 1280x720x24' "$BUILT" "${game[@]}" 2>/dev/null | grep '^{' | tail -1) || true
  if [ -n "$from_deb" ] && [ "$from_deb" = "$from_build" ]; then
    ok "deb window game under Xvfb: $from_deb (the same as the build's)"
  else
    tail -5 "$work/deb-play.log"; bad "deb window game: '$from_deb' against the build's '$from_build'"
  fi
  # Saves go where Linux keeps an app's data (XDG: ~/.local/share/dicehall).
  [ -s "$saved" ] && ok "deb: the finished game saved as ~/.local/share/dicehall/last-game.ron" \
    || bad "deb: no last-game.ron in ~/.local/share/dicehall"
}

# Rust's std on Windows calls ProcessPrng (bcryptprimitives.dll), which Debian bookworm's wine 8
# lacks: a stand-in built here over RtlGenRandom sits beside the .exe for this check only (the
# zip players get never carries it).
prng_stand_in() {
  cat >"$work/prng.c" <<'C'
#include <windows.h>
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
  while (length > 0) {
    ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
    if (!SystemFunction036(data, chunk)) return FALSE;
    data += chunk; length -= chunk;
  }
  return TRUE;
}
C
  printf 'LIBRARY bcryptprimitives\nEXPORTS\nProcessPrng\n' >"$work/prng.def"
  x86_64-w64-mingw32-gcc -O2 -shared -o "$1/bcryptprimitives.dll" "$work/prng.c" "$work/prng.def" -ladvapi32
}

# The phones' server on Windows: it binds (as Windows Defender's prompt allows) and serves the
# phone page to a browser (curl here, from outside wine).
windows_phones() { # <wine> <dir>
  local out="$work/win-phones.txt" url="" port
  (cd "$2" && timeout 120 "$1" dicehall.exe play --phones --phones-port 0 --no-window --fast --game royal-casino \
    --seats human,ai:greedy --seed 3 >"$out" 2>/dev/null) &
  local pid=$!
  for _ in $(seq 60); do
    url=$(grep -o '"phones":"[^"]*"' "$out" 2>/dev/null | head -1 | cut -d'"' -f4) && [ -n "$url" ] && break
    sleep 1
  done
  port=${url##*:}; port=${port%%/*}
  if [ -n "$url" ] && curl -fsS -m 10 "http://127.0.0.1:$port/" | grep -q '<html'; then
    ok "windows phones: the server at $url serves the phone page"
  else
    bad "windows phones: no page from '$url'"
  fi
  kill "$pid" 2>/dev/null || true
  "$(dirname "$1")/wineserver64" -k 2>/dev/null || wineserver -k 2>/dev/null || true
}

windows_check() {
  local zip="dist/dicehall-$version-windows-x86_64.zip"
  [ -f "$zip" ] || { bad "no $zip (run scripts/release.sh windows)"; return; }
  apt_install wine64 unzip gcc-mingw-w64-x86-64 python3 curl
  local wine; wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
  export WINEPREFIX="$work/wine" WINEDEBUG=-all
  unzip -q "$zip" -d "$work"
  local dir="$work/dicehall-$version-windows-x86_64"
  [ -f "$dir/bcryptprimitives.dll" ] && bad "the zip carries the test-only stand-in DLL"
  prng_stand_in "$dir"
  "$wine" wineboot -i >/dev/null 2>&1 || true
  local got
  got=$(cd "$dir" && "$wine" dicehall.exe --version 2>/dev/null | tr -d '\r') && [[ "$got" == "dicehall $version ("* ]] \
    && ok "windows --version: $got" || bad "windows --version: '$got'"
  (cd "$dir" && "$wine" dicehall.exe sim --game dice-settlers --games 200 --seed 11 2>/dev/null | tr -d '\r') >"$work/win-sim.json" || true
  if [ -s "$work/win-sim.json" ]; then ok "windows sim --games 200: $(head -c 120 "$work/win-sim.json")…"; else bad "windows sim"; fi
  printf '%s\n' "$CONSOLE_IN" | (cd "$dir" && "$wine" dicehall.exe console 2>/dev/null | tr -d '\r') >"$work/win-console.txt" || true
  check_console windows "$work/win-console.txt"
  # A window game to the end. winit asserts on the display modes wine lists for a bare Xvfb screen;
  # wine's own virtual desktop lists whole ones. wgpu would pick wine's D3D12, which fails on
  # software rendering: Vulkan (Mesa's, through winevulkan) instead.
  apt_install xvfb xauth mesa-vulkan-drivers
  local game=(play --game royal-casino --seats ai:greedy,ai:greedy --seed 5 --fast --exit-on-game-over)
  local from_win from_linux
  from_win=$(cd "$dir" && WGPU_BACKEND=vulkan timeout 900 xvfb-run -a -s '-screen 0 1280x720x24' \
    "$wine" explorer /desktop=dicehall,1280x720 dicehall.exe "${game[@]}" 2>"$work/win-play.log" | tr -d '\r' | grep '^{' | tail -1) || true
  from_linux=$(cd "$work" && XDG_RUNTIME_DIR=$work timeout 900 xvfb-run -a -s '-screen 0 1280x720x24' "$BUILT" "${game[@]}" 2>/dev/null | grep '^{' | tail -1) || true
  if [ -n "$from_win" ] && [ "$from_win" = "$from_linux" ]; then
    ok "windows window game under wine and Xvfb: $from_win (the same as the Linux build's)"
  else
    tail -5 "$work/win-play.log"; bad "windows window game: '$from_win' against the Linux build's '$from_linux'"
  fi
  # Saves go where Windows keeps an app's data: %APPDATA%\dicehall\data.
  local saved; saved=$(find "$WINEPREFIX/drive_c/users" -path '*/AppData/Roaming/dicehall/data/last-game.ron' | head -1)
  [ -s "$saved" ] && ok "windows: the finished game saved in %APPDATA%\\dicehall\\data (${saved#"$WINEPREFIX"/})" \
    || bad "windows: no last-game.ron in %APPDATA%\\dicehall\\data"
  windows_phones "$wine" "$dir"
  # The same seed, the same games on both builds.
  "$BUILT" sim --game dice-settlers --games 200 --seed 11 >"$work/linux-sim.json" 2>/dev/null || true
  if [ -s "$work/win-sim.json" ] && [ "$(untimed <"$work/win-sim.json")" = "$(untimed <"$work/linux-sim.json")" ]; then
    ok "the Windows and Linux sims of seed 11 agree (timings aside)"
  else
    bad "the Windows and Linux sims of seed 11 differ"
  fi
}

for w in "${want[@]}"; do
  case "$w" in
    deb) echo "the .deb in a clean Debian root"; deb_check ;;
    windows) echo "the Windows zip under wine"; windows_check ;;
    *) echo "release-check: unknown check $w (deb, windows)" >&2; exit 2 ;;
  esac
done
[ "$failures" -eq 0 ] && echo "release-check: all passed" || { echo "release-check: $failures failed" >&2; exit 1; }
