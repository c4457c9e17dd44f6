#!/usr/bin/env bash
# Install what a fresh Debian machine lacks to build and run dicehall (idempotent; needs root or sudo).
#   scripts/setup.sh            build dependencies (pkg-config, ALSA and udev headers for Bevy)
#   scripts/setup.sh --window   also the libraries a window needs (X11, Vulkan, Mesa's software Vulkan)
#   scripts/setup.sh --xvfb     also a virtual X server for headless window tests and screenshots
#   scripts/setup.sh --browser  also Debian's Chromium and CJK fonts (the phone page's browser tests)
#   scripts/setup.sh --playtest also xdotool and ImageMagick's `import`: playing the window by script
#                               (a lesson walked, the phones' run with TV_WINDOW=1 shooting the TV)
set -euo pipefail

pkgs=(pkg-config libasound2-dev libudev-dev)
for arg in "$@"; do
  case "$arg" in
    --window) pkgs+=(libx11-6 libx11-xcb1 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers) ;;
    --xvfb) pkgs+=(libx11-6 libx11-xcb1 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers xvfb xauth) ;;
    --browser)
      pkgs+=(chromium fonts-noto-cjk)
      # Node.js and npm may come from elsewhere than Debian (a newer Node): only when missing.
      command -v npm >/dev/null 2>&1 || pkgs+=(nodejs npm)
      ;;
    --playtest) pkgs+=(xvfb xauth xdotool imagemagick) ;;
    *) echo "setup.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo not found: install Rust 1.95 (https://rustup.rs) and run again" >&2
  exit 1
fi
