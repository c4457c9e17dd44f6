#!/usr/bin/env bash
# Build dicehall's downloads from this checkout into dist/ (every asset is compiled into the binary):
#   dicehall-<version>-linux-x86_64.tar.gz   the binary, README, licences
#   dicehall_<version>_amd64.deb             the same, installed as a desktop program (menu entry, icon)
#   dicehall-<version>-windows-x86_64.zip    dicehall.exe (its icon, no console window), README, licences
# Usage: scripts/release.sh [linux] [windows]   (both when none is named)
# Installs what it lacks (Debian's mingw-w64, zip, the Rust Windows target). The version is
# Cargo.toml's; `dicehall --version` adds the commit. Sizes and build times go to dist/release.txt.
# DICEHALL_RELEASE_PROFILE=dev packages the test build instead of the release profile (CI: the same
# code and packaging, without a second 20-minute optimised build; never for players).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

want=("$@")
[ ${#want[@]} -eq 0 ] && want=(linux windows)
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
[ -n "$version" ] || { echo "release: no version in Cargo.toml" >&2; exit 1; }
WIN_TARGET=x86_64-pc-windows-gnu
PROFILE=${DICEHALL_RELEASE_PROFILE:-release}
case "$PROFILE" in release) OUT_DIR=release ;; dev) OUT_DIR=debug ;; *) echo "release: profile release or dev" >&2; exit 2 ;; esac
DOCS=(README.md LICENSE-MIT LICENSE-APACHE)
mkdir -p dist
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
report=dist/release.txt
: > "$report"
say() { echo "$*" | tee -a "$report" >&2; }

apt_install() {
  local missing=()
  for p in "$@"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return
  local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The licences and README beside the program, the fonts' OFL under its own name.
docs_into() {
  cp "${DOCS[@]}" "$1/"
  cp assets/fonts/LICENSE-OFL.txt "$1/LICENSE-OFL-fonts.txt"
}

timed_build() { # <label> <cargo args...>
  local label=$1; shift
  local t0; t0=$(date +%s)
  cargo build --profile "$PROFILE" --locked --bin dicehall "$@"
  say "$label build: $(( $(date +%s) - t0 )) s"
}

size_of() { stat -c %s "$1"; }

linux() {
  scripts/setup.sh
  apt_install dpkg-dev
  timed_build "linux $PROFILE"
  local built="$CARGO_TARGET_DIR/$OUT_DIR/dicehall" bin="$stage/dicehall"
  # The release profile strips already; the dev build's line tables go here.
  strip -o "$bin" "$built"
  say "linux binary: $(size_of "$bin") bytes, $(size_of "$built") as linked ($("$bin" --version))"
  local name="dicehall-$version-linux-x86_64"
  mkdir -p "$stage/$name"
  cp "$bin" "$stage/$name/"
  docs_into "$stage/$name"
  tar -C "$stage" -czf "dist/$name.tar.gz" "$name"
  say "dist/$name.tar.gz: $(size_of "dist/$name.tar.gz") bytes"
  deb "$bin"
}

# The newest glibc symbol version the binary asks for: the .deb's libc6 floor.
glibc_floor() {
  objdump -T "$1" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -V | tail -1
}

deb() {
  local bin=$1 root="$stage/deb"
  install -Dm755 "$bin" "$root/usr/bin/dicehall"
  install -Dm644 packaging/dicehall.desktop "$root/usr/share/applications/dicehall.desktop"
  install -Dm644 packaging/dicehall.png "$root/usr/share/icons/hicolor/256x256/apps/dicehall.png"
  install -Dm644 README.md "$root/usr/share/doc/dicehall/README.md"
  { echo "dicehall $version: MIT OR Apache-2.0 (texts below); the fonts: SIL Open Font License 1.1."
    for f in LICENSE-MIT LICENSE-APACHE assets/fonts/LICENSE-OFL.txt; do printf '\n==> %s <==\n' "$f"; cat "$f"; done
  } > "$stage/copyright"
  install -Dm644 "$stage/copyright" "$root/usr/share/doc/dicehall/copyright"
  local size; size=$(du -sk "$root/usr" | cut -f1)
  mkdir -p "$root/DEBIAN"
  # X11, Vulkan and the desktop's input come in through dlopen (winit, wgpu): declared by name.
  cat > "$root/DEBIAN/control" <<CONTROL
Package: dicehall
Version: $version
Architecture: amd64
Section: games
Priority: optional
Maintainer: dicehall developers <dicehall@localhost>
Installed-Size: $size
Depends: libc6 (>= $(glibc_floor "$bin")), libgcc-s1, libasound2 | libasound2t64, libudev1, libx11-6, libx11-xcb1, libxcursor1, libxrandr2, libxi6, libxkbcommon-x11-0, libvulkan1, mesa-vulkan-drivers | vulkan-icd
Description: physical dice in a cup, thrown on felt, driving board games
 dicehall is a party game for one screen: dice are shaken in a cup and thrown
 onto a felt table, and their faces drive Royal Casino, Home Rows and Dice
 Settlers. Any seat can be a person, an AI or a phone.
CONTROL
  local out="dist/dicehall_${version}_amd64.deb"
  dpkg-deb --root-owner-group -Zxz --build "$root" "$out" >/dev/null
  say "$out: $(size_of "$out") bytes"
}

windows() {
  scripts/setup.sh
  apt_install gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 zip
  rustup target list --installed | grep -qx "$WIN_TARGET" || rustup target add "$WIN_TARGET"
  timed_build "windows $PROFILE (cross, mingw-w64)" --target "$WIN_TARGET"
  local built="$CARGO_TARGET_DIR/$WIN_TARGET/$OUT_DIR/dicehall.exe" exe="$stage/dicehall.exe"
  x86_64-w64-mingw32-strip -o "$exe" "$built"
  say "windows .exe: $(size_of "$exe") bytes, $(size_of "$built") as linked"
  local name="dicehall-$version-windows-x86_64"
  mkdir -p "$stage/$name"
  cp "$exe" "$stage/$name/"
  docs_into "$stage/$name"
  rm -f "dist/$name.zip"
  (cd "$stage" && zip -qr9 "$OLDPWD/dist/$name.zip" "$name")
  say "dist/$name.zip: $(size_of "dist/$name.zip") bytes"
}

for w in "${want[@]}"; do
  case "$w" in
    linux) linux ;;
    windows) windows ;;
    *) echo "release: unknown target $w (linux, windows)" >&2; exit 2 ;;
  esac
done
ls -l dist/
